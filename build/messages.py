"""Extract every player-facing string into gettext catalogues and compile them.

    python build/messages.py            # refresh game/locale/game.pot, the .po files, the .mo files
    python build/messages.py --compile  # only compile the .po sources into .mo (build/build.py does)

Strings are found by Babel in calls of `_`, `N_` and `ngettext` under game/.
English is the source language: its catalogue is the identity, kept so that
every string is known to have an entry (a test checks the catalogues are
current). Other languages add a folder under game/locale/ with their .po file.

Translations of new strings may also be written as JSON in build/translations/*.json
({"English text": {"es": "...", "fi": "...", "ar": "..."}}): a refresh sets those entries
of every catalogue from them. Separate files let several people add strings
at once without fighting over the sorted .po files.
"""

from __future__ import annotations

import copy
import json
import sys
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "game" / "locale"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2)}
PENDING = ROOT / "build" / "translations"
# Fixed, and no line numbers in the catalogues: a refresh then changes only the
# entries that changed, so two branches that add strings merge cleanly.
CREATED = datetime(2026, 11, 30, tzinfo=UTC)


def pending_translations() -> dict[str, dict[str, str]]:
    """English text -> {language: translation}, from every build/translations/*.json."""
    merged: dict[str, dict[str, str]] = {}
    for path in sorted(PENDING.glob("*.json")):
        for message, by_language in json.loads(path.read_text(encoding="utf-8")).items():
            merged.setdefault(message, {}).update(by_language)
    return merged


def extract() -> Catalog:
    catalog = Catalog(project="game-table", charset="utf-8", fuzzy=False, creation_date=CREATED)
    for filename, lineno, message, comments, context in extract_from_dir(
        ROOT / "game", method_map=[("**.py", "python")], keywords=KEYWORDS, comment_tags=("Translators:",)
    ):
        catalog.add(message, None, [(f"game/{filename}", lineno)], auto_comments=comments, context=context)
    return catalog


def languages() -> list[str]:
    return sorted(p.name for p in LOCALE.iterdir() if (p / "LC_MESSAGES").is_dir())


def update(template: Catalog, language: str) -> Catalog:
    po_path = LOCALE / language / "LC_MESSAGES" / "game.po"
    if po_path.exists():
        with open(po_path, "rb") as handle:
            catalog = read_po(handle, locale=language)
        catalog.update(template, no_fuzzy_matching=True)
    else:
        catalog = Catalog(locale=language, project="game-table", charset="utf-8", creation_date=CREATED)
        catalog.update(template, no_fuzzy_matching=True)
    if language == "en":
        for message in catalog:
            if message.id:
                message.string = message.id
    else:
        # The JSON files are the source of the strings they hold: they win over the catalogue.
        pending = pending_translations()
        for message in catalog:
            if isinstance(message.id, str) and pending.get(message.id, {}).get(language):
                message.string = pending[message.id][language]
    catalog.obsolete.clear()
    return catalog


def write(catalog: Catalog, language: str) -> None:
    folder = LOCALE / language / "LC_MESSAGES"
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / "game.po", "wb") as handle:
        write_po(handle, catalog, width=100, omit_header=False, sort_output=True, include_lineno=False)
    with open(folder / "game.mo", "wb") as handle:
        write_mo(handle, catalog)


def compile_all() -> None:
    """Compile every language's game.po (the source, in the repository) into the game.mo the program reads."""
    for language in languages():
        folder = LOCALE / language / "LC_MESSAGES"
        with open(folder / "game.po", "rb") as handle:
            catalog = read_po(handle, locale=language)
        with open(folder / "game.mo", "wb") as handle:
            write_mo(handle, catalog)
    print(f"compiled {', '.join(languages())}")


def main(argv: list[str] | None = None) -> int:
    if "--compile" in (sys.argv[1:] if argv is None else argv):
        compile_all()
        return 0
    template = extract()
    LOCALE.mkdir(parents=True, exist_ok=True)
    with open(LOCALE / "game.pot", "wb") as handle:
        write_po(handle, template, width=100, omit_header=False, sort_output=True, include_lineno=False)
    (LOCALE / "en" / "LC_MESSAGES").mkdir(parents=True, exist_ok=True)
    for language in languages():
        # A copy each: Catalog.update shares new Message objects with the template, so English's
        # identity strings would otherwise become the "translation" of every later language.
        write(update(copy.deepcopy(template), language), language)
    print(f"{len(template)} messages; languages: {', '.join(languages())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
