"""Every Arabic count message, shown for 0, 1, 2, 3, 11 and 100, says its noun the way that number needs.

Arabic has six plural forms (the catalogue's Plural-Forms): 0, 1 (the noun with واحد), 2 (the dual),
3-10 (the plural: «3 بطاقات»), 11-99 (the singular: «11 بطاقة», not «11 أوراق») and 100 and up
(the singular: «100 نقطة», not «13 نقاط»). Each message is drawn through game.i18n exactly as a
table shows it, and the counted noun (the English word the singular and plural differ by) is held
to its forms in build/glossary/ar.toml [plural].
"""

from __future__ import annotations

import re
import string
import tomllib
from difflib import SequenceMatcher
from pathlib import Path

import pytest

from game import i18n
from game.ui.bidi import visible

ROOT = Path(__file__).resolve().parents[1]
COUNTS = {0: "zero", 1: "one", 2: "two", 3: "few", 11: "many", 100: "other"}  # a number of each form
FORM_INDEX = {"zero": 0, "one": 1, "two": 2, "few": 3, "many": 4, "other": 5}  # the catalogue's order
# Count messages whose number counts no noun of their own: "Mirror pile: 3. Anna answers or draws 6."
NO_NOUN = {"Mirror pile: {n}. {target} answers or draws {k}.", "{n}: draw {k}"}
NUMBERS = {"n", "m", "k", "points", "target", "have", "need", "teams"}  # the other values are names and phrases


def arabic_count_messages():
    from babel.messages.pofile import read_po

    with open(ROOT / "game" / "locale" / "ar" / "LC_MESSAGES" / "game.po", "rb") as handle:
        catalogue = read_po(handle, locale="ar")
    assert catalogue.num_plurals == 6
    return [m for m in catalogue if m.id and isinstance(m.id, tuple)]


def nouns() -> dict[str, dict[str, str]]:
    glossary = tomllib.loads((ROOT / "build" / "glossary" / "ar.toml").read_text(encoding="utf-8"))
    return {forms["en"]: forms for forms in glossary["plural"].values()}


def counted_noun(singular: str, plural: str) -> str | None:
    """The English noun a count message counts: the first word only its plural has ("cards"), or the
    word after a number in an adjective ("{points}-point cards")."""
    known = nouns()
    one, many = (re.findall(r"[A-Za-z]+", re.sub(r"\{\w*\}", " ", text)) for text in (singular, plural))
    changed = SequenceMatcher(a=one, b=many, autojunk=False).get_opcodes()
    for word in (w for tag, _i1, _i2, j1, j2 in changed if tag != "equal" for w in many[j1:j2]):
        if word.rstrip("s") in known:
            return word.rstrip("s")
    compound = re.search(r"\}-([A-Za-z]+)", plural)
    return compound.group(1) if compound and compound.group(1) in known else None


def fields(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}


@pytest.fixture
def arabic():
    i18n.set_language("ar")
    yield
    i18n.set_language("en")


def test_every_arabic_count_message_takes_the_form_of_its_number(arabic):
    pytest.importorskip("babel")
    messages = arabic_count_messages()
    assert len(messages) >= 40
    checked = 0
    for message in messages:
        singular, plural = message.id
        noun = counted_noun(singular, plural)
        assert noun or singular in NO_NOUN, f"which noun does {singular!r} count? (build/glossary/ar.toml [plural])"
        forms = nouns()[noun] if noun else {}
        for n, category in COUNTS.items():
            values = {name: n if name in NUMBERS else "Anna" for name in fields(singular) | fields(plural)}
            lookup = i18n.npgettext(message.context, singular, plural, n) if message.context else \
                i18n.ngettext(singular, plural, n)
            shown = visible(lookup.format(**values))
            form = message.string[FORM_INDEX[category]]
            assert shown == form.format(**values), f"{n}: {singular!r} took the wrong form: {shown!r}"
            if not noun:
                continue
            said = forms[category]
            if category in ("one", "two"):  # «بطاقة واحدة», «بطاقتان»: the word says the number
                assert re.search(said, shown) and not re.search(rf"(?<![0-9]){n}\s+({said})", shown), \
                    f"{n} {noun}: {shown!r}"
            else:  # the number, then the noun in the form of that number
                assert re.search(rf"(?<![0-9]){n}\s+({said})(?![\w])", shown), f"{n} {noun}: {shown!r} needs /{said}/"
            checked += 1
    assert checked >= 6 * 38


def test_the_check_catches_the_old_wrong_forms(arabic):
    """«13 نقاط» and «11 أوراق» (a plural noun after 11 or more) are what the check exists for."""
    point = nouns()["point"]
    assert not re.search(rf"13\s+({point['many']})(?![\w])", "أعطِ البطاقة (13 نقاط)")
    assert re.search(rf"13\s+({point['many']})(?![\w])", "أعطِ البطاقة (13 نقطة)")
    card = nouns()["card"]
    assert not re.search(rf"11\s+({card['many']})(?![\w])", "ضع 11 أوراق")
    assert counted_noun("Give {card} ({points} point) to {name}.", "Give {card} ({points} points) to {name}.") == \
        "point"
    assert counted_noun("Plays your {points}-point cards first.", "Plays your {points}-point cards first.") == "point"
