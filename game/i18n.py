"""One translation function for every string a player reads.

English is the source language. Catalogues are standard gettext files under
`game/locale/<lang>/LC_MESSAGES/game.mo`; with no catalogue for a language the
English text is shown. Engine strings are marked with `core.N_` and pass
through `_` where the UI shows them.
"""

from __future__ import annotations

import gettext

from game.resources import locale_dir

DOMAIN = "game"
_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def set_language(language: str) -> None:
    """Switch every later `_` call to `language` ("en", "es", "fi", "ar")."""
    global _translation, _language
    _translation = gettext.translation(DOMAIN, localedir=str(locale_dir()), languages=[language], fallback=True)
    _language = language


def language() -> str:
    return _language


def _(message: str) -> str:
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)


def refusal_text(exc: Exception) -> str:
    """The translated sentence of an engine refusal (IllegalAction, ConfigError, ...)."""
    template = getattr(exc, "template", None)
    if template is None:
        return _(str(exc))
    return _(template).format(**getattr(exc, "params", {}))
