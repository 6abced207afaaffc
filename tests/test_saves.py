"""Saves from earlier versions keep loading; unexpected errors never lose a game."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game import saves
from game.app import App
from game.engine import GAMES, IllegalAction
from game.log import log_path
from game.match import Match, Seat
from game.selftest import press
from game.ui.dialogs import ErrorScene
from game.ui.menu import MenuScene
from game.ui.scene import Scene

FIXTURES = sorted((Path(__file__).parent / "fixtures" / "saves").glob("*.json"))
# Saves written before a rule decision, up to a move the newest rules refuse (build/make_save_fixtures.py).
OLD_RULES = [p for p in FIXTURES if "-rules" in p.stem]


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_saves_of_this_version_still_load_and_play_on(path):
    data = json.loads(path.read_text())
    match = Match.from_dict(data)
    now = match.state.to_dict()
    assert {key: now[key] for key in data["snapshot"]} == data["snapshot"]  # every field it wrote agrees
    assert len(match.actions) == len(data["actions"]) > 0
    assert not match.is_over and match.state.legal_actions()
    match.apply(match.state.legal_actions()[0])


def test_every_game_has_a_save_fixture():
    assert {p.stem.rsplit("-", 1)[0] for p in FIXTURES} == set(GAMES)


def test_every_game_whose_rules_changed_has_a_save_from_before():
    assert {p.stem.rsplit("-", 1)[0] for p in OLD_RULES} == {g for g, info in GAMES.items() if info.rules > 1}


@pytest.mark.parametrize("path", OLD_RULES, ids=[p.stem for p in OLD_RULES])
def test_a_save_from_before_a_rule_decision_replays_under_the_rules_it_was_played_with(path):
    data = json.loads(path.read_text())
    info = GAMES[data["game"]]
    assert "rules" not in data  # as the program wrote saves before it kept a rules version
    match = Match.from_dict(data)
    assert match.rules == 1 < info.rules and match.state.to_dict()["version"] == 1
    # Under the newest rules one of its moves is refused: the decision changed what may be played.
    newest = info.new_game(match.config, match.seed)
    with pytest.raises(IllegalAction):
        for item in data["actions"]:
            newest.apply(info.action_from_dict(item))
    # It plays on, undoes and saves under its own rules, and loads again.
    match.apply(match.state.legal_actions()[0])
    assert match.undo() and match.state.rules == 1
    saved = json.loads(json.dumps(match.to_dict()))
    assert saved["rules"] == 1 and saved["snapshot"]["version"] == 1
    assert Match.from_dict(saved).state.to_dict() == match.state.to_dict()


def test_a_new_game_is_played_and_saved_under_the_newest_rules():
    for info in GAMES.values():
        match = Match(info, info.default_config(), [Seat(f"P{i}") for i in range(info.default_config().players)], 3)
        saved = match.to_dict()
        assert match.rules == saved["rules"] == saved["snapshot"]["version"] == info.rules


@pytest.mark.parametrize("rules", [0, 99, "1", 1.0, True, None])
def test_a_save_under_rules_this_program_does_not_know_is_refused(rules):
    data = json.loads(FIXTURES[0].read_text())
    data["rules"] = rules
    with pytest.raises(ValueError, match="rules"):
        Match.from_dict(data)


class Broken(Scene):
    def update(self, dt: float) -> None:
        raise RuntimeError("a bug in a scene")


def test_an_error_in_a_scene_shows_the_error_screen_and_keeps_the_game():
    info = GAMES["sequence"]
    match = Match(info, info.default_config(), [Seat("A"), Seat("B", computer=True)], 5, saves.new_path("sequence"))
    match.apply(match.state.legal_actions()[0])
    app = App()
    app.push(Broken(app))
    app.guarded_step(1 / 60, [])
    assert isinstance(app.scene, ErrorScene)
    assert "a bug in a scene" in app.scene.details
    assert "RuntimeError: a bug in a scene" in log_path().read_text()
    app.guarded_step(1 / 60, [])  # the error screen itself draws
    press(app, "Back to the menu")
    assert isinstance(app.scene, MenuScene)
    continued, problem = saves.load(match.save_path)
    assert problem is None and continued.actions == match.actions
    pygame.display.quit()
