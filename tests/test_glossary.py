"""Every catalogue speaks its glossary: one translation per game term (build/glossary/<lang>.toml).

A term's entry says which English messages mention it (`match`, limited by `files` and `also`),
which word its translation must then use (`use`), and which words no translation may use at all
(`avoid`: the other words once used for it). `except` lists messages that say the English word
in another sense; build/glossary/REVIEW.md gives each its reason.
"""

from __future__ import annotations

import gettext
import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GLOSSARY = ROOT / "build" / "glossary"
LOCALE = ROOT / "game" / "locale"
LANGUAGES = ("es", "fi", "ar")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def glossary(language: str) -> list[dict]:
    return tomllib.loads((GLOSSARY / f"{language}.toml").read_text(encoding="utf-8"))["term"]


def entries(language: str, locale: Path = LOCALE) -> list[tuple[str, set[str], str, str]]:
    """(message id, source files, English, translation) for each catalogue entry and each of its
    plural forms: a form is held to the English singular when it stands for 1 alone, else the plural."""
    from babel.messages.pofile import read_po

    with open(locale / language / "LC_MESSAGES" / "game.po", "rb") as handle:
        catalogue = read_po(handle, locale=language)
    form_of = gettext.c2py(catalogue.plural_expr)
    found = []
    for message in catalogue:
        if not message.id:
            continue
        files = {path for path, _line in message.locations}
        if not isinstance(message.id, tuple):
            found.append((message.id, files, message.id, message.string))
            continue
        for index, form in enumerate(message.string):
            counts = [n for n in range(1000) if form_of(n) == index]
            english = message.id[0] if counts == [1] else message.id[1]
            found.append((message.id[0], files, english, form))
    return found


def named(message_id: str, names) -> bool:
    return message_id in names


def applies(term: dict, message_id: str, files: set[str], english: str) -> bool:
    if named(message_id, term.get("except", ())):
        return False
    if named(message_id, term.get("also", ())):
        return True
    if "files" in term and not files & set(term["files"]):
        return False
    if not term.get("raw"):
        english = PLACEHOLDER.sub("X", english)  # "{card}" is a value, not the word "card"
    return re.search(term["match"], english, 0 if term.get("case") else re.IGNORECASE) is not None


def misused(language: str, locale: Path = LOCALE) -> list[str]:
    """Each place a catalogue leaves its glossary, as "term (what): English → translation"."""
    problems = []
    terms = glossary(language)
    for message_id, files, english, form in entries(language, locale):
        for term in terms:
            for avoided in term.get("avoid", ()):
                if re.search(avoided, form, re.IGNORECASE):
                    problems.append(f"{term['en']} (not /{avoided}/): {english[:70]!r} → {form[:90]!r}")
            if applies(term, message_id, files, english) and not re.search(term["use"], form, re.IGNORECASE):
                problems.append(f"{term['en']} (say {term[language]!r}): {english[:70]!r} → {form[:90]!r}")
    return problems


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_catalogue_uses_its_glossary(language):
    pytest.importorskip("babel")
    problems = misused(language)
    assert not problems, f"{language}: {len(problems)} entries leave the glossary:\n" + "\n".join(problems[:40])


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_glossary_term_is_complete_and_its_exceptions_exist(language):
    """A term names its translation and its source; an exception names a real message (a renamed
    message must not leave a stale exception that excuses nothing)."""
    ids = {message_id for message_id, _files, _english, _form in entries(language)}
    for term in glossary(language):
        assert term.get(language) and term.get("source") and term.get("match") and term.get("use"), term
        for name in (*term.get("except", ()), *term.get("also", ())):
            assert name in ids, f"{term['en']}: no message {name!r} (a count message is named by its singular)"


def test_the_glossary_test_catches_a_term_outside_the_glossary(tmp_path):
    """The Arabic hints once had a glossary of their own (ورقة for بطاقة, الكومة for رزمة السحب):
    such an entry is caught, both as a word to avoid and as the glossary word missing."""
    pytest.importorskip("babel")
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    catalogue = Catalog(locale="ar")
    catalogue.add("Draw your card from the stock.", "اسحب ورقتك من الكومة.", [("game/ai/hints.py", 1)])
    catalogue.add("Draw your card from the discard pile.", "اسحب بطاقتك من رزمة المرتجعات.", [("game/ai/hints.py", 2)])
    folder = tmp_path / "ar" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    with open(folder / "game.po", "wb") as handle:
        write_po(handle, catalogue)
    problems = misused("ar", tmp_path)
    said = {problem.split(":")[0] for problem in problems}
    assert said == {"card (say 'بطاقة')", "card (not /ورق(ة|ت)|أوراق/)", "stock (say 'رزمة السحب')",
                    "stock (not /الكومة/)"}, problems
    assert all("stock." in problem for problem in problems)  # the entry in the glossary's words passes
