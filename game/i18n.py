"""One translation function for every string a player reads.

English is the source language. Catalogues are standard gettext files under
`game/locale/<lang>/LC_MESSAGES/game.mo`; with no catalogue for a language the
English text is shown. Engine strings are marked with `core.N_` and pass
through `_` where the UI shows them.
"""

from __future__ import annotations

import gettext
import locale
import os
from collections.abc import Mapping

from game.engine.core import Phrase, fill
from game.resources import locale_dir

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


def language() -> str:
    return _language


def right_to_left() -> bool:
    """True when the interface language is written right to left (Arabic)."""
    return _language in RIGHT_TO_LEFT


def _(message: str) -> str:
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)


def refusal_text(exc: Exception) -> str:
    """The translated sentence of an engine refusal (IllegalAction, ConfigError, ...).

    Names inside it come as `Phrase`s (a card's name, a colour) and are translated as well.
    """
    template = getattr(exc, "template", None)
    if template is None:
        return _(str(exc))
    return fill(_(template), getattr(exc, "params", {}), _)


def phrase_text(phrase: Phrase) -> str:
    """An engine `Phrase` (e.g. a card's name) in the interface language."""
    return phrase.text(_)
