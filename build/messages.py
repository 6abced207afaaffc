"""Extract every player-facing string into gettext catalogues and compile them.

    python build/messages.py            # refresh game/locale/game.pot, the .po files, the .mo files
    python build/messages.py --compile  # only compile the .po sources into .mo (build/build.py does)

Strings are found by Babel in calls of `_`, `N_`, `ngettext`, `NN_` (an engine count message),
`pgettext` and `npgettext` under game/.
English is the source language: its catalogue is the identity, kept so that
every string is known to have an entry (a test checks the catalogues are
current). Other languages add a folder under game/locale/ with their .po file.

Translations of new strings may also be written as JSON in build/translations/*.json
({"English text": {"es": "...", "fi": "...", "ar": "..."}}): a refresh sets those entries
of every catalogue from them. Separate files let several people add strings
at once without fighting over the sorted .po files.

A count message (`ngettext(singular, plural, n)`) is keyed by its English singular, names
its English plural, and gives each language a list with one string per plural form of
that language's catalogue (its "Plural-Forms" header: Spanish 3, Finnish 2, Arabic 6,
in the order of the catalogue's plural formula):

    {"{n} of {m} sequence": {"plural": "{n} of {m} sequences",
                             "es": ["...", "...", "..."], "fi": ["...", "..."], "ar": ["...", ...6]}}

A message with a context (`pgettext("level", "Normal")`) is keyed "context|English text":

    {"level|Normal": {"es": "Normal", "fi": "Keski", "ar": "متوسط"}}

A plural entry with the wrong number of forms, or one that gives a single string for a
count message (or a list for a plain one), stops the refresh with a sentence naming it.
"""

from __future__ import annotations

import copy
import io
import json
import os
import sys
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "game" / "locale"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "NN_": (1, 2), "pgettext": ((1, "c"), 2),
            "npgettext": ((1, "c"), 2, 3)}
PENDING = ROOT / "build" / "translations"
# Fixed, and no line numbers in the catalogues: a refresh then changes only the
# entries that changed, so two branches that add strings merge cleanly.
CREATED = datetime(2026, 11, 30, tzinfo=UTC)


Translation = str | list[str]  # one string, or one per plural form of a count message


class TranslationError(ValueError):
    """A build/translations entry that does not fit its message (the text says which and why)."""


def pending_translations() -> dict[str, dict[str, Translation]]:
    """English text (a count message's singular; "context|text" with a context) ->
    {language: translation, "plural": English plural}."""
    merged: dict[str, dict[str, Translation]] = {}
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
            singular = message.id[0] if isinstance(message.id, tuple) else message.id
            given = pending.get(pending_key(message.id, message.context), {})
            if singular and given.get(language):
                message.string = pending_string(message.id, given, language, catalog.num_plurals)
                message.flags.discard("fuzzy")  # e.g. a message that became a count message: the JSON is current
    catalog.obsolete.clear()
    return catalog


def pending_key(msgid: str | tuple[str, str], context: str | None) -> str:
    """The key of a message in build/translations: its English text (a count message's singular),
    after "context|" when it has a context."""
    singular = msgid[0] if isinstance(msgid, tuple) else msgid
    return f"{context}|{singular}" if context else singular


def pending_string(msgid: str | tuple[str, str], given: dict[str, Translation], language: str,
                   forms: int) -> str | tuple[str, ...]:
    """The catalogue string of `msgid` in `language` from its JSON entry `given`, checked against the message."""
    text = given[language]
    if not isinstance(msgid, tuple):
        if not isinstance(text, str) or "plural" in given:
            raise TranslationError(f"{msgid!r} is not a count message: give {language} one string and no plural.")
        return text
    singular, plural = msgid
    if given.get("plural") != plural:
        raise TranslationError(f"{singular!r} is a count message: its entry needs \"plural\": {plural!r}.")
    if not isinstance(text, list) or len(text) != forms or not all(isinstance(t, str) and t for t in text):
        raise TranslationError(f"{singular!r} needs {forms} {language} plural forms (its catalogue's "
                               f"Plural-Forms), one non-empty string each, in a list.")
    return tuple(text)


def replace_if_changed(path: Path, content: bytes) -> None:
    """Write `content` to `path` only when it differs, and then whole (a temporary file renamed):
    CI builds while a test of the program reads the catalogues, which must never see half a file."""
    if path.exists() and path.read_bytes() == content:
        return
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_bytes(content)
    os.replace(temporary, path)


def po_bytes(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, omit_header=False, sort_output=True, include_lineno=False)
    return buffer.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()


def write(catalog: Catalog, language: str) -> None:
    folder = LOCALE / language / "LC_MESSAGES"
    folder.mkdir(parents=True, exist_ok=True)
    replace_if_changed(folder / "game.po", po_bytes(catalog))
    replace_if_changed(folder / "game.mo", mo_bytes(catalog))


def compile_all() -> None:
    """Compile every language's game.po (the source, in the repository) into the game.mo the program reads."""
    for language in languages():
        folder = LOCALE / language / "LC_MESSAGES"
        with open(folder / "game.po", "rb") as handle:
            catalog = read_po(handle, locale=language)
        replace_if_changed(folder / "game.mo", mo_bytes(catalog))
    print(f"compiled {', '.join(languages())}")


def main(argv: list[str] | None = None) -> int:
    if "--compile" in (sys.argv[1:] if argv is None else argv):
        compile_all()
        return 0
    template = extract()
    (LOCALE / "en" / "LC_MESSAGES").mkdir(parents=True, exist_ok=True)
    # Every catalogue is made before any is written: a bad translations entry leaves them all as they were.
    # A copy each: Catalog.update shares new Message objects with the template, so English's
    # identity strings would otherwise become the "translation" of every later language.
    try:
        updated = {language: update(copy.deepcopy(template), language) for language in languages()}
    except TranslationError as problem:
        print(f"build/translations: {problem}", file=sys.stderr)
        return 1
    replace_if_changed(LOCALE / "game.pot", po_bytes(template))
    for language, catalog in updated.items():
        write(catalog, language)
    print(f"{len(template)} messages; languages: {', '.join(languages())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
