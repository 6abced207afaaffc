"""Saves from earlier versions keep loading; unexpected errors never lose a game."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.engine import GAMES
from game.log import log_path
from game.match import Match, Seat, load_saved, save_path_for
from game.selftest import press
from game.ui.dialogs import ErrorScene
from game.ui.menu import MenuScene
from game.ui.scene import Scene

FIXTURES = sorted((Path(__file__).parent / "fixtures" / "saves").glob("*.json"))


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


class Broken(Scene):
    def update(self, dt: float) -> None:
        raise RuntimeError("a bug in a scene")


def test_an_error_in_a_scene_shows_the_error_screen_and_keeps_the_game():
    info = GAMES["sequence"]
    match = Match(info, info.default_config(), [Seat("A"), Seat("B", computer=True)], 5, save_path_for("sequence"))
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
    continued, problem = load_saved("sequence")
    assert problem is None and continued.actions == match.actions
    pygame.display.quit()
