"""Names that cannot be drawn: refused by the setup's name field, cleaned or refused on loading.

One rule (game.names) serves the field and the loaders of saves and statistics; every name it
keeps draws with the program's own fonts at a width above zero.
"""

from __future__ import annotations

import json
import unicodedata

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import saves, stats
from game.engine import GAMES, Outcome
from game.match import Match, Seat
from game.names import DIRECTIONAL, MAX_NAME, clean_name, is_shown, typed_name
from game.selftest import press
from game.ui.setup import SetupScene
from game.ui.stats_scene import StatsScene
from game.ui.table import TableScene
from game.ui.widgets import TextField
from tests.ui.helpers import continue_from_menu, menu_app, open_setup

BIDI_MARKS = sorted(DIRECTIONAL)
# name -> what is kept; "" when nothing can be shown
CASES = {
    # only combining characters (the setup's "Text has zero width")
    "\u034f": "", "\u0301": "", "\u0301\u0308\u034f": "", "\u20dd": "", "\ufe0f": "", " \u0301 ": "",
    # control characters, NUL, lone surrogates
    "\x00": "", "\x00Anna": "Anna", "An\x00na": "Anna", "\t\n\r": "", "Anna\nBen": "AnnaBen", "\x7f\x85": "",
    "\ud800": "", "An\udfffna": "Anna", "\U0001f600\udbff": "\U0001f600",
    # invisible format characters, fillers, private use and unassigned code points
    "\u200b": "", "\ufeffAnna": "Anna", "\u2060\u00ad": "", "\u3164": "", "\ufffc": "", "\ue000": "", "\u0378": "",
    "\uffff": "",
    # spaces of every kind
    "   ": "", "\u3000Anna\u00a0\u00a0Ben ": "Anna Ben",
    # names that stay as they are
    "Anna": "Anna", "José": "José", "Jose\u0301": "Jose\u0301", "علي": "علي", "👩‍👧": "👩\u200d👧",
    "Ｗ" * 30: "Ｗ" * MAX_NAME, "W" * 24: "W" * 24,
}
CASES |= {f"{mark}Anna{mark}": "Anna" for mark in BIDI_MARKS}  # directional marks are dropped
CASES |= {mark * 3: "" for mark in BIDI_MARKS}


@pytest.fixture(scope="module")
def fonts():
    pygame.font.init()
    from game.ui import theme

    theme.reset_caches()
    yield [theme.font(18), theme.font(18, True), theme.font(13)]
    theme.reset_caches()


def draws(name: str, fonts) -> bool:
    return all(font.size(name)[0] > 0 and font.render(name, True, (0, 0, 0)).get_width() > 0 for font in fonts)


@pytest.mark.parametrize("raw", sorted(CASES), ids=[ascii(c)[:30] for c in sorted(CASES)])
def test_each_class_of_name_is_cleaned_or_refused(raw, fonts):
    name = clean_name(raw)
    assert name == CASES[raw]
    assert clean_name(name) == name, "cleaning twice changes nothing"
    if name:
        assert draws(name, fonts)


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=st.characters(codec=None, exclude_categories=()), max_size=40))
def test_any_text_becomes_a_name_that_draws_or_none(fonts, raw):
    name = clean_name(raw)
    assert len(name) <= MAX_NAME and name == name.strip()
    assert not any(c in DIRECTIONAL or unicodedata.category(c) in ("Cc", "Cs", "Cn", "Co") for c in name)
    assert clean_name(name) == name
    assert (name != "") == is_shown(name)
    if name:
        assert draws(name, fonts)


def test_every_single_character_kept_as_a_name_draws(fonts):
    """All 1,114,112 code points: any one kept as a name alone has a width in the program's font."""
    font = fonts[0]
    blank = [hex(cp) for cp in range(0x110000) if (name := clean_name(chr(cp))) and font.size(name)[0] == 0]
    assert blank == []


# ---------------------------------------------------------------- the setup's name field

def type_text(app, text: str) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text=text)])


@pytest.mark.parametrize("typed, kept", [
    ("\u034f", ""), ("\u0301\u0301", ""), ("\x00", ""), ("\u200e", ""), ("\u202e\u2066", ""), ("\ud800", ""),
    ("\u3000", ""), ("\ufeff", ""), ("A\u034f", "A\u034f"), ("A\u200fB", "AB"), ("Ana ", "Ana "), ("W" * 30, "W" * 24),
])
def test_the_name_field_refuses_what_cannot_be_shown(typed, kept):
    app = menu_app()
    setup = open_setup(app, "sequence")
    field = next(w for w in setup.widgets if isinstance(w, TextField))
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=field.rect.center)])
    for _ in range(len(field.value)):
        app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)])
    assert field.value == ""
    for char in typed:  # one key at a time, as typed
        type_text(app, char)
        app.step(1 / 60, [])  # drawn: never "Text has zero width"
    assert field.value == kept and setup.seats[0].name == kept
    assert isinstance(app.scene, SetupScene)
    assert setup.start_button.enabled == bool(kept.strip())
    type_text(app, "Zoe")
    app.step(1 / 60, [])
    assert setup.start_button.enabled
    pygame.display.quit()


# ---------------------------------------------------------------- loading

def save_with_names(names: list[str]) -> dict:
    info = GAMES["sequence"]
    seats = [Seat("Anna"), Seat("Ben", computer=True)]
    data = Match(info, info.default_config(), seats, 4).to_dict()
    for seat, name in zip(data["seats"], names, strict=True):
        seat["name"] = name
    return data


@pytest.mark.parametrize("raw", ["Anna\u200e", "\u200fAnna", "An\x00na", "An\ud800na", "\u034fAnna", "\u202eAnna"])
def test_a_save_with_marks_in_a_name_loads_with_the_name_cleaned(raw):
    saves.legacy_path("sequence").write_text(json.dumps(save_with_names([raw, "Ben"])))
    match, sentence = saves.load(saves.legacy_path("sequence"))
    assert sentence is None and match.seats[0].name == "Anna"


@pytest.mark.parametrize("raw", ["\u034f", "\x00", "\ud800", "\u200e\u200f", "   ", ""])
def test_a_save_with_a_name_that_cannot_be_shown_is_refused(raw):
    saves.legacy_path("sequence").write_text(json.dumps(save_with_names(["Anna", raw])))
    match, sentence = saves.load(saves.legacy_path("sequence"))
    assert match is None and sentence and not saves.legacy_path("sequence").exists()


def test_continue_with_marked_names_draws_the_table():
    saves.legacy_path("sequence").write_text(json.dumps(save_with_names(["\u200eAnna\u200f", "B\x00en"])))
    app = menu_app()
    continue_from_menu(app)
    for _ in range(3):
        app.guarded_step(1 / 60, [])
    assert isinstance(app.scenes[0], TableScene) and [s.name for s in app.scenes[0].match.seats] == ["Anna", "Ben"]
    pygame.display.quit()


def stats_file(name: str, other: str = "Ben") -> dict:
    data = stats.Stats()
    data.record("sequence", name).add("won")
    data.record("sequence", other).add("lost")
    data.solitaire_best[name] = 40
    data.solitaire_history.append(stats.Attempt(name, 40, "2025-01-01 10:00"))
    data.closest[name] = 100
    return data.to_dict()


@pytest.mark.parametrize("raw", ["Anna\u200e", "\u2067Anna\u2069", "An\x00na", "An\ud800na", "\u0301Anna"])
def test_statistics_names_are_cleaned_on_loading(raw):
    stats.stats_path().write_text(json.dumps(stats_file(raw)))
    data, sentence = stats.load()
    assert sentence is None
    assert set(data.games["sequence"]) == {"Anna", "Ben"} and data.solitaire_best == {"Anna": 40}
    assert data.solitaire_history[0].name == "Anna" and data.closest == {"Anna": 100}


@pytest.mark.parametrize("raw, other", [("\u034f", "Ben"), ("\x00", "Ben"), ("\u200e", "Ben"), ("Ben\u200e", "Ben")])
def test_statistics_names_that_cannot_be_shown_or_become_another_are_damage(raw, other):
    stats.stats_path().write_text(json.dumps(stats_file(raw, other)))
    data, sentence = stats.load()
    assert data.is_empty() and sentence and not stats.stats_path().exists()


def test_the_statistics_screen_draws_cleaned_names():
    stats.stats_path().write_text(json.dumps(stats_file("\u200fAnna\u200e")))
    stats.record_game("rummidrez", [Seat("Zoe\u200e")], Outcome(winners=(0,), scores=(30,)))
    app = menu_app()
    press(app, "Statistics")
    for game_id in ("sequence", "rummidrez", "figuras"):
        app.scene.choose(game_id)
        app.guarded_step(1 / 60, [])
        assert isinstance(app.scene, StatsScene)
    assert "Zoe" in app.scene.data.solitaire_best
    pygame.display.quit()


def test_the_old_best_scores_file_cleans_names_too():
    old = stats.storage.data_dir() / stats.OLD_BEST_FILE
    old.write_text(json.dumps({"version": 1, "best": {"Anna\u200e": 58}}))
    assert stats.load()[0].solitaire_best == {"Anna": 58}


def test_typing_keeps_a_space_between_words():
    assert typed_name("Ana ") == "Ana " and typed_name("Ana  ") == "Ana " and typed_name(" ") == ""
    assert typed_name("W" * 24 + " ") == "W" * 24
