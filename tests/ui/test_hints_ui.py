"""The Hint button and the H key on every table: the hinted move is lit on the table, its
reason is in the message line, and both go away when the player acts."""

from __future__ import annotations

import os
import random
import time

import pygame
import pytest

from game.app import App
from game.engine import GAMES
from game.match import Match, Seat
from game.selftest import click, find_button
from game.ui import theme
from game.ui.figuras_scene import ChoiceDialog
from game.ui.games import game_ui
from game.ui.menu import MenuScene
from game.ui.table import HINT_COLOUR, TableScene

GAMES_AND_PLAYERS = [("sequence", 2), ("sequence_kids", 3), ("rummidrez", 3), ("figuras", 3)]


@pytest.fixture
def app():
    application = App()
    application.push(MenuScene(application))
    return application


def table(app: App, game_id: str, players: int, humans: int = 1, seed: int = 11) -> TableScene:
    info = GAMES[game_id]
    seats = [Seat(f"Human {i + 1}") for i in range(humans)]
    seats += [Seat(f"Computer {i}", computer=True) for i in range(1, players - humans + 1)]
    scene = game_ui(game_id).scene(app, Match(info, info.default_config(players=players), seats, seed))
    scene.computer_pause = 0.0
    app.replace(scene)
    return scene


def until_human(app: App, scene: TableScene, limit: float = 20.0) -> None:
    """Let the computers play (closing the cut and round summaries) until the human is to act."""
    end = time.monotonic() + limit
    while scene.human_to_act() is None and not scene.match.is_over:
        while app.scene is not scene and not isinstance(app.scene, ChoiceDialog):
            app.pop()
        app.step(1 / 60, [])
        time.sleep(0.001)
        assert time.monotonic() < end, "the computers did not finish their turns"
    while app.scene is not scene and not isinstance(app.scene, ChoiceDialog):
        app.pop()


def hint_pixels(app: App, shot: str = "") -> int:
    """How much of the hint's own colour the screen shows (the table, and a question over it)."""
    surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    for scene in app.scenes[-2:] if isinstance(app.scene, ChoiceDialog) else app.scenes[-1:]:
        scene.draw(surface)
    if shot:  # to look at: SHOTS=1 pytest tests/ui/test_hints.py
        pygame.image.save(surface, shot)
    return pygame.mask.from_threshold(surface, HINT_COLOUR, (1, 1, 1, 255)).count()


def shot(name: str) -> str:
    folder = os.environ.get("HINT_SHOTS", "")
    return os.path.join(folder, name + ".png") if folder else ""


def press_h(app: App) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")])


@pytest.mark.parametrize(("game_id", "players"), GAMES_AND_PLAYERS)
def test_hint_button_and_key_light_the_move_and_say_why(app, game_id, players):
    scene = table(app, game_id, players)
    until_human(app, scene)
    assert hint_pixels(app) == 0
    scene.place_undo_buttons()
    assert scene.hint_button.visible
    click(app, scene.hint_button.rect.center)
    assert scene.hint is not None and scene.message == scene.hint.reason != ""
    assert hint_pixels(app, shot(game_id)) > 200, "the hinted move is lit"
    hinted = scene.hint.action
    scene.hint, scene.message = None, ""
    press_h(app)
    assert scene.hint is not None and scene.hint.action == hinted and scene.message
    assert scene.act(hinted)
    assert scene.live_hint() is None and hint_pixels(app) == 0, "acting takes the hint away"


def test_no_hint_while_a_computer_plays(app):
    scene = table(app, "sequence", 2, seed=3)
    scene.viewer = 0
    if scene.human_to_act() is not None:
        scene.act(scene.match.state.legal_actions()[0])
        while scene.human_to_act() is not None:
            scene.act(scene.match.state.legal_actions()[0])
    while app.scene is not scene:
        app.pop()  # the cut
    scene.place_undo_buttons()
    assert not scene.hint_button.visible
    press_h(app)
    assert scene.hint is None and scene.message == "A hint is for your own turn."


def test_figuras_questions_offer_the_hint_too(app):
    """Follow the hints until a question (Key, Gift, Thief, Mirror) is asked; its hint lights the answer."""
    scene = table(app, "figuras", 2, seed=5)
    rng = random.Random(5)
    for _turn in range(200):
        until_human(app, scene)
        if scene.match.is_over:
            break
        app.step(1 / 60, [])  # the table asks its question (a dialog) in its update
        if isinstance(app.scene, ChoiceDialog):
            dialog = app.scene
            press_h(app)
            assert scene.live_hint() is not None and scene.message
            assert dialog.hint_rects(scene.hint.action), "the answer is lit in the question"
            assert hint_pixels(app, shot("figuras-question")) > 200
            click(app, find_button(dialog, "Hint").rect.center)
            assert scene.live_hint() is not None
            return
        scene.ask_hint()
        action = scene.hint.action if rng.random() < 0.9 else rng.choice(scene.match.state.legal_actions())
        assert scene.act(action)
    pytest.fail("no question came up")
