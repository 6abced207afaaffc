"""Players' names: what may be typed in setup and what is kept when a save or statistics are read.

One rule for both, so a name that can be typed can be loaded and a loaded name can be drawn:

- characters that draw nothing or cannot be stored are dropped: control characters (NUL,
  tabs, line breaks), lone surrogates, unassigned code points and private-use ones, the
  directional marks and embeddings (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069, U+061C:
  the table lays names out itself) and every other invisible format character except the
  zero-width joiners that hold emoji sequences and Persian words together; and the few visible-
  looking characters that draw nothing (the Hangul fillers, the object replacement character);
- any other space (no-break, ideographic, …) is an ordinary space, runs of spaces are one,
  and the name is trimmed;
- a combining mark needs a character to sit on: marks at the start are dropped;
- what is left must hold something visible (a letter, digit, sign, emoji), or there is no name.
"""

from __future__ import annotations

import unicodedata

MAX_NAME = 24  # characters: the setup's name field and every loader cut names here

# Directional formatting characters: the name is drawn as a whole; these would reorder what follows.
DIRECTIONAL = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Letters and symbols by category that shaping draws as nothing (default-ignorable fillers) or the
# font draws with no width (the object replacement character): a name of them alone would be blank.
BLANK = frozenset("\u115f\u1160\u3164\uffa0\ufffc")
JOINERS = frozenset("\u200c\u200d")  # zero-width non-joiner and joiner: part of how some names are written
DROPPED_CATEGORIES = frozenset({"Cc", "Cs", "Cn", "Co", "Zl", "Zp"})
MARKS = frozenset({"Mn", "Me"})  # combining marks: drawn on the character before them, no width of their own
INVISIBLE = MARKS | {"Cf", "Zs"}


def _kept(char: str) -> bool:
    category = unicodedata.category(char)
    if char in DIRECTIONAL or char in BLANK or category in DROPPED_CATEGORIES:
        return False
    return category != "Cf" or char in JOINERS


def clean_name(text: str, limit: int = MAX_NAME) -> str:
    """`text` as a name that can be drawn and stored: see the module's rules. "" when nothing of it
    can be shown (only marks, spaces or control characters). At most `limit` characters."""
    out: list[str] = []
    for char in text:
        if not _kept(char):
            continue
        category = unicodedata.category(char)
        if category == "Zs":
            if out and out[-1] != " ":
                out.append(" ")
            continue
        if category in MARKS and (not out or out[-1] == " "):
            continue  # nothing to sit on
        out.append(char)
    name = "".join(out).strip()[:limit].rstrip()
    return name if is_shown(name) else ""


def is_shown(text: str) -> bool:
    """Whether `text` has something to see: a character that is not a mark, a space or invisible."""
    return any(unicodedata.category(char) not in INVISIBLE for char in text)


def typed_name(text: str, limit: int = MAX_NAME) -> str:
    """What the setup's name field keeps of `text` while it is being typed: like `clean_name`, but
    a space at the end stays (the next word is coming) and an empty field stays empty."""
    name = clean_name(text, limit)
    if name and text[-1:].isspace() and len(name) < limit:
        name += " "
    return name
