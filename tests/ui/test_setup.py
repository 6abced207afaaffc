"""The setup screen as a player uses it: it remembers the last game's players and options (across a
restart, never undone by a damaged file), its help lines describe the choice selected, the
solitaire offers only what applies to one player, and a name field's text is selected on a click."""

from __future__ import annotations

import json

import pygame
import pytest

from game import setup_memory
from game.games import GAME_IDS, entry
from game.selftest import choose, click, press
from game.ui.setup import SetupScene
from game.ui.widgets import ChoiceRow, TextField
from tests.ui.helpers import key, open_setup, restart


def name_fields(setup: SetupScene) -> list[TextField]:
    return [w for w in setup.widgets if isinstance(w, TextField)]


def type_text(app, text: str) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text=text)])


def help_of(setup: SetupScene, label: str) -> str:
    return next(help_text for shown, help_text, _y in setup.option_labels if shown == label)


def seats_shown(setup: SetupScene) -> list[tuple[str, bool, str]]:
    return [(s.name, s.computer, s.level) for s in setup.seats[: setup.player_count]]


# ---------------------------------------------------------------- memory


def test_the_last_setup_of_each_game_survives_a_restart(app):
    setup = open_setup(app, "sequence")
    choose(app, "3")  # three players
    click(app, name_fields(setup)[0].rect.center)
    type_text(app, "Ann")
    choose(app, "Human", 2)  # the third seat is a person
    click(app, name_fields(setup)[2].rect.center)
    type_text(app, "Bo")
    choose(app, "Hard", 0)  # the one computer left, seat 2, plays hard
    choose(app, "On: draw it yourself")
    choose(app, "Red wild, black remove")
    press(app, "Start")
    assert app.scenes[0].match.config.players == 3

    app = restart()
    setup = open_setup(app, "sequence")
    assert seats_shown(setup) == [("Ann", False, "normal"), ("Computer 2", True, "hard"), ("Bo", False, "normal")]
    assert [w.value for w in name_fields(setup)] == ["Ann", "Computer 2", "Bo"]
    assert setup.config().table_draw is True and setup.config().jack_rule == "colours"
    assert setup.notice is None
    press(app, "Back")
    other = open_setup(app, "figuras")  # each game keeps its own: Figuras was never set up
    assert other.config() == other.info.default_config()


def test_the_remembered_default_names_follow_the_language(app):
    setup = open_setup(app, "figuras")
    press(app, "Start")
    app = restart()
    app.set_language("es")
    setup = SetupScene(app, entry("figuras"))
    assert [w.value for w in name_fields(setup)][:2] == ["Jugador 1", "Ordenador 2"]


HOSTILE = {
    "not json": b"{\"games\": {",
    "not an object": b"[1, 2, 3]",
    "nan": b"{\"games\": {\"sequence\": NaN}}",
    "deep": b"[" * 5000 + b"]" * 5000,
    "too large": b"{\"games\": {}, \"x\": \"" + b"a" * (setup_memory.MAX_SETUP_BYTES + 10) + b"\"}",
    "bad utf-8": b"{\"games\": {\"sequence\": \"\xff\xfe\"}}",
    "option of the wrong type": json.dumps({"games": {"sequence": {"options": {"players": "3"}, "seats": []}}}).encode(),
    "option not allowed": json.dumps({"games": {"sequence": {"options": {"players": 5}, "seats": [
        {"name": f"P{i}", "computer": False, "level": "normal"} for i in range(5)]}}}).encode(),
    "wrong number of seats": json.dumps({"games": {"sequence": {"options": {"players": 2}, "seats": [
        {"name": "Ann", "computer": False, "level": "normal"}]}}}).encode(),
    "unknown level": json.dumps({"games": {"sequence": {"options": {"players": 2}, "seats": [
        {"name": "Ann", "computer": False, "level": "normal"},
        {"name": "Bo", "computer": True, "level": "godlike"}]}}}).encode(),
    "a name that cannot be drawn": json.dumps({"games": {"sequence": {"options": {"players": 2}, "seats": [
        {"name": "\u0000\u202e", "computer": False, "level": "normal"},
        {"name": "Bo", "computer": True, "level": "easy"}]}}}).encode(),
}


@pytest.mark.parametrize("content", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_damaged_memory_gives_the_defaults_and_says_so(app, data_dir, content):
    path = data_dir / setup_memory.SETUP_FILE
    path.write_bytes(content)
    setup = open_setup(app, "sequence")
    assert setup.config() == setup.info.default_config()
    assert seats_shown(setup) == [("Player 1", False, "normal"), ("Computer 2", True, "normal")]
    assert setup.notice and "defaults" in setup.notice
    assert not path.exists() and list(data_dir.glob("setup.damaged-*.json")), "put aside, kept for a report"
    app.step(1 / 60, [])  # the sentence is drawn without trouble
    press(app, "Start")  # and the next start is remembered afresh
    assert setup_memory.recall(setup.info) == (setup_memory.Remembered(setup.info.default_config(),
                                                                        tuple(app.scenes[0].match.seats)), None)


def test_a_folder_in_place_of_the_memory_changes_nothing(app, data_dir):
    (data_dir / setup_memory.SETUP_FILE).mkdir(parents=True)
    setup = open_setup(app, "rummidrez")
    assert setup.config() == setup.info.default_config() and setup.notice
    press(app, "Start")  # remembering fails (the folder is in the way): the game starts all the same
    assert app.scenes[0].match.info.id == "rummidrez"


def test_another_versions_option_is_left_alone(app, data_dir):
    (data_dir / setup_memory.SETUP_FILE).write_text(json.dumps({"games": {
        "rummidrez": {"options": {"players": 3, "time_limit": 30, "gone": True}, "seats": [
            {"name": "Ann", "computer": False, "level": "normal"},
            {"name": "Computer 2", "computer": True, "level": "hard"},
            {"name": "Computer 3", "computer": True, "level": "easy"}]},
        "chess": {"anything": 1}}}))
    setup = open_setup(app, "rummidrez")
    assert setup.notice is None
    assert setup.config().players == 3 and setup.config().time_limit == 30
    assert [s.level for s in setup.seats[:3]] == ["normal", "hard", "easy"]


# ---------------------------------------------------------------- help lines


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_help_line_describes_the_choice_selected(app, game_id):
    """Each option's help line, for each of its choices selected in turn: the choice's own description
    where the option has them (one for every choice), else the option's."""
    setup = open_setup(app, game_id)
    if game_id == "sequence":
        choose(app, "6")  # every option offered, every choice allowed
    for f in [f for f in setup.info.config_class.__dataclass_fields__.values() if "label" in f.metadata]:
        if f.name == "players":
            continue
        described = f.metadata.get("choice_help", {})
        assert not described or set(described) == set(f.metadata["choices"]), f"{f.name}: a choice undescribed"
        for choice in f.metadata["choices"]:
            setup.set_value(f.name, choice)
            assert help_of(setup, f.metadata["label"]) == (described.get(choice) or f.metadata["help"])


def test_table_draw_rules_help_says_what_off_means_while_off_is_chosen(app):
    setup = open_setup(app, "sequence")
    off = help_of(setup, "Table draw rule")
    assert setup.config().table_draw is False and "by itself" in off and "yourself" not in off
    choose(app, "On: draw it yourself")
    assert "yourself" in help_of(setup, "Table draw rule")
    app.set_language("es")
    setup.build()
    assert help_of(setup, "Robo manual") not in (off, help_of(setup, "Robo manual").upper()), "translated"


# ---------------------------------------------------------------- the solitaire


def test_the_solitaire_offers_no_clock_and_no_computer(app):
    setup = open_setup(app, "rummidrez")
    choose(app, "30 min")
    choose(app, "Computer", 0)  # the first seat a computer while others play...
    choose(app, "1 (solitaire)")  # ...then alone
    assert [label for label, _help, _y in setup.option_labels] == []
    rows = [w for w in setup.widgets if isinstance(w, ChoiceRow)]
    assert not any("Computer" in row.labels or "Timed match" in row.labels for row in rows)
    assert not any("30 min" in row.labels for row in rows)
    app.step(1 / 60, [])
    press(app, "Start")
    match = app.scenes[0].match
    assert match.config.players == 1 and match.config.time_limit == 0
    assert [(s.name, s.computer) for s in match.seats] == [("Player 1", False)]


def test_the_clock_chosen_comes_back_with_two_players(app):
    setup = open_setup(app, "rummidrez")
    choose(app, "30 min")
    choose(app, "1 (solitaire)")
    choose(app, "2")
    assert setup.config().time_limit == 30 and "Timed match" in [label for label, _h, _y in setup.option_labels]


def test_choices_that_do_not_go_with_the_players_are_greyed(app):
    setup = open_setup(app, "sequence")
    teams = next(w for w in setup.widgets if isinstance(w, ChoiceRow) and "3 teams" in w.labels)
    assert teams.disabled == {3}, "two players are never three teams"
    choose(app, "6")
    teams = next(w for w in setup.widgets if isinstance(w, ChoiceRow) and "3 teams" in w.labels)
    assert not teams.disabled


# ---------------------------------------------------------------- name fields


def test_a_click_selects_a_name_and_typing_replaces_it(app):
    setup = open_setup(app, "sequence")
    field = name_fields(setup)[1]
    click(app, field.rect.center)
    assert field.focused and field.selected
    app.step(1 / 60, [])  # drawn with its selection
    type_text(app, "Zoe")
    assert setup.seats[1].name == "Zoe" and not field.selected
    type_text(app, "y")
    assert setup.seats[1].name == "Zoey", "after the first letter, typing adds"


def test_ctrl_a_selects_all_in_a_focused_name_field(app):
    setup = open_setup(app, "sequence")
    field = name_fields(setup)[0]
    click(app, field.rect.center)
    key(app, pygame.K_END)
    type_text(app, "s")
    assert setup.seats[0].name == "Player 1s"
    key(app, pygame.K_a, pygame.KMOD_LCTRL)
    assert field.selected and setup.seats[0].name == "Player 1s", "Ctrl+A selects, changes nothing"
    key(app, pygame.K_BACKSPACE)
    assert setup.seats[0].name == "" and not setup.start_button.enabled
    type_text(app, "Ann")
    assert setup.seats[0].name == "Ann"
    key(app, pygame.K_a, pygame.KMOD_LCTRL)
    type_text(app, "B")
    assert setup.seats[0].name == "B"


def test_ctrl_a_outside_a_name_field_selects_nothing(app):
    setup = open_setup(app, "sequence")
    key(app, pygame.K_a, pygame.KMOD_LCTRL)
    assert not any(f.selected for f in name_fields(setup))
