"""Right-to-left text on one line: the order in which its runs are drawn.

SDL_ttf shapes a run of text with HarfBuzz (Arabic letters join, brackets
mirror) but does not reorder a line that mixes directions. The Unicode
bidirectional algorithm (UAX #9, with isolates) is python-bidi's (the Rust
unicode-bidi crate): it resolves the embedding level of every character, and
this module cuts the line into runs of one level, in the order they stand on
the screen, each to be shaped in its own direction.

Inserted values (names, numbers, card names) reach a line as isolates
(FSI ... PDI, `isolate`; game.i18n puts them around the placeholders of every
translated message), so a Latin name before a number cannot reorder an Arabic
sentence. The directional formatting characters steer the layout and are
never drawn.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from bidi import get_base_level, get_display

FSI, PDI = "\u2068", "\u2069"  # first-strong isolate, pop directional isolate
# Directional formatting characters (marks, embeddings, overrides, isolates): layout only.
CONTROLS = frozenset("\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_STRIP_CONTROLS = {ord(c): None for c in CONTROLS}
_RIGHT_TO_LEFT = ("R", "AL")
_LEVEL = re.compile(r"Level\(\s*(\d+),?\s*\)")


def has_right_to_left(text: str) -> bool:
    return any(unicodedata.bidirectional(c) in _RIGHT_TO_LEFT for c in text)


def reads_right_to_left(text: str) -> bool:
    """True when `text` on its own reads right to left (its first strong letter is, UAX #9 P2)."""
    text = visible(text)
    return bool(text) and get_base_level(text) == 1


def isolate(value: str) -> str:
    """`value` as one unit inside a line in either direction: FSI value PDI.

    Directional formatting inside a value (a name may hold U+200F or a stray PDI) is
    dropped first, so the value can neither close its own isolate early nor leak an
    embedding into the sentence around it.
    """
    return FSI + value.translate(_STRIP_CONTROLS) + PDI


def visible(text: str) -> str:
    """`text` without the directional formatting characters (which draw nothing)."""
    return text.translate(_STRIP_CONTROLS)


def _byte_levels(text: str, base_rtl: bool) -> list[int] | None:
    """python-bidi's resolved level of every UTF-8 byte of `text` (its debug report), or None."""
    report = get_display(text, base_dir="R" if base_rtl else "L", debug=True)
    start = report.find("\n    levels: [")
    end = report.find("\n    ],", start)
    if start < 0 or end < 0:
        return None
    return [int(level) for level in _LEVEL.findall(report, start, end)]


def levels(text: str, base_rtl: bool) -> list[int]:
    """The resolved embedding level of each character of one line (UAX #9 up to I2, and L1).

    Odd levels read right to left. Falls back to the paragraph level for every
    character if the library's answer cannot be read (a line is then drawn in one
    direction, never not at all).
    """
    base = 1 if base_rtl else 0
    if not text:
        return []
    per_byte = _byte_levels(text, base_rtl)
    result: list[int] = []
    offset = 0
    for char in text:
        if per_byte is None or offset >= len(per_byte):
            return [base] * len(text)
        result.append(per_byte[offset])
        offset += len(char.encode("utf-8"))
    # L1: white space and isolate formatting at the end of the line take the paragraph level.
    i = len(text)
    while i > 0 and (text[i - 1].isspace() or text[i - 1] in CONTROLS):
        i -= 1
        result[i] = base
    return result


@lru_cache(maxsize=2048)
def runs(text: str, base_rtl: bool) -> tuple[tuple[str, bool], ...]:
    """The runs of `text` from left to right on the screen: (text in reading order, right_to_left).

    Draw each run shaped in its own direction, side by side, in the order given.
    Directional formatting characters are left out of the runs (they steered the
    levels); a run left empty by that is dropped. `text` must be a valid string
    (no lone surrogates: theme.printable cleans a line first).
    """
    pieces: list[list] = []
    for char, level in zip(text, levels(text, base_rtl), strict=True):
        if pieces and pieces[-1][1] == level:
            pieces[-1][0] += char
        else:
            pieces.append([char, level])
    # L2: from the highest level down to the lowest odd one, reverse every stretch at or above it.
    lowest_odd = min((lv for _t, lv in pieces if lv % 2), default=None)
    if lowest_odd is not None:
        for level in range(max(lv for _t, lv in pieces), lowest_odd - 1, -1):
            i = 0
            while i < len(pieces):
                if pieces[i][1] < level:
                    i += 1
                    continue
                j = i
                while j < len(pieces) and pieces[j][1] >= level:
                    j += 1
                pieces[i:j] = pieces[i:j][::-1]
                i = j
    shown = ((visible(piece), level % 2 == 1) for piece, level in pieces)
    return tuple((piece, backwards) for piece, backwards in shown if piece)
