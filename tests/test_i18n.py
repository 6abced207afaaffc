"""Every string a player reads is in the catalogues, and the catalogues are current."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from game import i18n
from game.engine.core import IllegalAction

ROOT = Path(__file__).resolve().parents[1]


def load_messages_tool():
    spec = importlib.util.spec_from_file_location("messages", ROOT / "build" / "messages.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["messages"] = module
    spec.loader.exec_module(module)
    return module


def test_catalogue_template_is_current():
    pytest.importorskip("babel")
    tool = load_messages_tool()
    from babel.messages.pofile import read_po

    extracted = {m.id for m in tool.extract() if m.id}
    with open(ROOT / "game" / "locale" / "game.pot", "rb") as handle:
        committed = {m.id for m in read_po(handle) if m.id}
    missing = extracted - committed
    assert not missing, f"run `python build/messages.py`: {sorted(missing)[:5]}"


def test_every_message_has_an_english_entry():
    pytest.importorskip("babel")
    from babel.messages.pofile import read_po

    with open(ROOT / "game" / "locale" / "game.pot", "rb") as handle:
        template = {m.id for m in read_po(handle) if m.id}
    with open(ROOT / "game" / "locale" / "en" / "LC_MESSAGES" / "game.po", "rb") as handle:
        english = {m.id: m.string for m in read_po(handle) if m.id}
    assert template <= set(english)
    assert all(english[m] for m in template)


def test_refusals_translate_their_template_then_fill_values():
    exc = IllegalAction("{n} players cannot be split into {teams} equal teams.", n=4, teams=3)
    assert str(exc) == "4 players cannot be split into 3 equal teams."
    assert i18n.refusal_text(exc) == str(exc)
    i18n.set_language("xx")  # no catalogue: English is shown
    assert i18n._("Start") == "Start"
    i18n.set_language("en")
