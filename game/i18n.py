"""One translation function for every string a player reads.

English is the source language. Catalogues are standard gettext files under
`game/locale/<lang>/LC_MESSAGES/game.mo`; with no catalogue for a language the
English text is shown. Engine strings are marked with `core.N_` (`core.NN_` for a
count message) and pass through `_` where the UI shows them.

- `_`, `ngettext`: a message; a count message ("{n} card" / "{n} cards") takes the
  form of its number in the language (Arabic has six).
- `pgettext`, `npgettext`: the same, for an English word with two senses, told apart
  by a context ("level" or "speed" for "Normal", "team" for the team names).
- Values filled into a translated message (`.format`) are isolates (FSI value PDI)
  whenever the line could reorder: a right-to-left interface, or right-to-left letters
  in it. A Latin name or a number then keeps its place in an Arabic sentence, and an
  Arabic name in an English one (game.ui.bidi lays them out).
- Default seat names ("Player 1", "Computer 2") are kept in English in saves and
  statistics and shown in the interface language (`default_name`, `shown_name`,
  `stored_name`).
"""

from __future__ import annotations

import gettext
import locale
import os
import re
import string
from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any

from game.engine.core import LIST_SEPARATOR, N_, Phrase, fill
from game.resources import locale_dir
from game.ui.bidi import has_right_to_left, isolate

DOMAIN = "game"
# The languages offered in the settings, each named in its own language.
LANGUAGES: tuple[tuple[str, str], ...] = (("en", "English"), ("es", "Español"), ("fi", "Suomi"), ("ar", "العربية"))
RIGHT_TO_LEFT = frozenset({"ar"})
# Windows names its locales in English ("Spanish_Spain"); map those too.
_LOCALE_NAMES = {"english": "en", "spanish": "es", "finnish": "fi", "arabic": "ar"}

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def _code(name: str | None) -> str | None:
    """The offered language of a locale name such as "fi_FI.UTF-8", "es", "Spanish_Spain"; else None."""
    if not name:
        return None
    base = name.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    known = {code for code, _name in LANGUAGES}
    if base in known:
        return base
    return _LOCALE_NAMES.get(base)


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The player's system language if it is one we offer, else English.

    Follows gettext's order (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), then what the
    C library reports (Windows and macOS set no variables).
    """
    env = os.environ if environ is None else environ
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(variable, "")
        for name in value.split(":"):
            if name in ("C", "POSIX") or name.startswith(("C.", "POSIX.")):
                return "en"
            code = _code(name)
            if code:
                return code
    if environ is None:
        try:
            code = _code(locale.getlocale()[0])
        except ValueError:
            code = None
        if code:
            return code
    return "en"


def set_language(language: str) -> None:
    """Switch every later `_` call to `language` ("en", "es", "fi", "ar"); "" follows the system."""
    global _translation, _language
    language = language or system_language()
    _translation = gettext.translation(DOMAIN, localedir=str(locale_dir()), languages=[language], fallback=True)
    _language = language
    forget_filled_lines()  # kept per language: the old language's lines are not asked for again


def forget_filled_lines() -> None:
    """Forget the right-to-left lines `Message.format` has kept (a bounded store: see _FILLED_MAX)."""
    _filled.clear()


def language() -> str:
    return _language


def right_to_left() -> bool:
    """True when the interface language is written right to left (Arabic)."""
    return _language in RIGHT_TO_LEFT


class Filled(str):
    """A message with its values filled in (by `Message.format`): its values are isolates already,
    and its own words are in the interface language, so it goes into another message as it is."""

    __slots__ = ()


class _IsolatingFormatter(string.Formatter):
    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, Filled):
            return format(value, format_spec)
        return isolate(format(value, format_spec))


_ISOLATING = _IsolatingFormatter()
_PLAIN: set[type] = {str, int, float, bool, Filled}  # values whose filled-in text depends on nothing else
_filled: dict[tuple[object, ...], Filled] = {}  # right-to-left lines filled in already (see Message.format)
_FILLED_MAX = 4096


class Message(str):
    """A translated message (what `_` and the other lookups return).

    `format` is str.format, except that where the line could reorder (a right-to-left
    interface, or right-to-left letters anywhere in the filled line) every value goes in
    as an isolate, laid out in its own direction as one unit (UAX #9).
    """

    __slots__ = ()

    def format(self, /, *args: Any, **kwargs: Any) -> Filled:
        plain = str.format(self, *args, **kwargs)
        if not (right_to_left() or has_right_to_left(plain)):
            return Filled(plain)
        # string.Formatter is Python, not C: a table fills the same lines every frame, so the
        # lines filled with plain values (a name, a number) are kept (the language in the key).
        values = (*args, *kwargs.values())
        if not all(type(value) in _PLAIN for value in values):
            return Filled(_ISOLATING.vformat(self, args, kwargs))
        key = (_language, str(self), tuple((type(v), v) for v in args),
               tuple((k, type(v), v) for k, v in kwargs.items()))
        filled = _filled.get(key)
        if filled is None:
            if len(_filled) >= _FILLED_MAX:
                _filled.clear()
            filled = _filled[key] = Filled(_ISOLATING.vformat(self, args, kwargs))
        return filled


_PLAIN.add(Message)


def _(message: str) -> Message:
    return Message(_translation.gettext(message))


def ngettext(singular: str, plural: str, n: int) -> Message:
    return Message(_translation.ngettext(singular, plural, n))


def pgettext(context: str, message: str) -> Message:
    """`message` in the sense named by `context` (e.g. "Normal" as a "level" or a "speed")."""
    return Message(_translation.pgettext(context, message))


def npgettext(context: str, singular: str, plural: str, n: int) -> Message:
    return Message(_translation.npgettext(context, singular, plural, n))


def listing(items: Iterable[str]) -> Filled:
    """Items (names, cards, "Anna: 42") in one run of text joined the language's way ("Anna, Bo"),
    each an isolate where the line could reorder (a filled message is one already), so a list
    of Latin names still reads from the right in Arabic."""
    return Filled(_(LIST_SEPARATOR).join(item if isinstance(item, Filled) or not _isolating(item) else isolate(item)
                                         for item in items))


def _isolating(text: str) -> bool:
    return right_to_left() or has_right_to_left(text)


def refusal_text(exc: Exception) -> str:
    """The translated sentence of an engine refusal (IllegalAction, ConfigError, ...).

    Names inside it come as `Phrase`s (a card's name, a colour) and are translated as well;
    a count message (core.NN_) takes the form of its {n} in the player's language.
    """
    template = getattr(exc, "template", None)
    if template is None:
        return _(str(exc))
    params = getattr(exc, "params", {})
    if isinstance(template, tuple):
        return fill(ngettext(template[0], template[1], params["n"]), params, _)
    return fill(_(template), params, _)


# ---------------------------------------------------------------- default seat names

# A seat nobody named is "Player 2" or "Computer 3". Saves and statistics keep that English
# form, so the name follows the interface language when shown, and the statistics count one
# player under it whatever language each game was played in.
PLAYER_NAME, COMPUTER_NAME = N_("Player {n}"), N_("Computer {n}")
_ENGLISH_DEFAULTS = tuple((re.compile(re.escape(t).replace(re.escape("{n}"), "([0-9]{1,3})")), t)
                          for t in (PLAYER_NAME, COMPUTER_NAME))


def default_name(computer: bool, n: int) -> str:
    """The stored name of an unnamed seat: "Player 1", "Computer 2"."""
    return (COMPUTER_NAME if computer else PLAYER_NAME).format(n=n)


@cache
def _default_name_patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    """(pattern, English template) for the default names as every offered language writes them."""
    patterns = []
    for code, _name in LANGUAGES:
        catalogue = gettext.translation(DOMAIN, localedir=str(locale_dir()), languages=[code], fallback=True)
        for template in (PLAYER_NAME, COMPUTER_NAME):
            translated = catalogue.gettext(template)
            pattern = re.escape(translated).replace(re.escape("{n}"), r"([0-9]{1,3})")
            patterns.append((re.compile(pattern), template))
    return tuple(patterns)


def stored_name(name: str) -> str:
    """The name to keep for what a seat shows: a default name in any offered language
    ("Jugador 2", "اللاعب 2") becomes its English form ("Player 2"); any other name stays as it is."""
    for pattern, template in _default_name_patterns():
        if match := pattern.fullmatch(name):
            return template.format(n=int(match.group(1)))
    return name


def is_computer_default(name: str) -> bool:
    """Whether a kept name is a computer seat's default name ("Computer 3", in any offered
    language): shown, it already says that the seat is a computer."""
    pattern, _template = _ENGLISH_DEFAULTS[1]
    return pattern.fullmatch(stored_name(name)) is not None


def shown_name(name: str) -> str:
    """A kept name as the player reads it: a default name in the interface language, any other as typed.

    Plain text (no isolates): it goes into a text field, and `Message.format` isolates it in a sentence.
    """
    english = stored_name(name)
    for pattern, template in _ENGLISH_DEFAULTS:
        if match := pattern.fullmatch(english):
            return str.format(_translation.gettext(template), n=int(match.group(1)))
    return name


def phrase_text(phrase: Phrase) -> str:
    """An engine `Phrase` (e.g. a card's name) in the interface language."""
    return phrase.text(_)
