"""Animations: cards and chips travel, a click never waits for them, the speed setting (with off) persists."""

from __future__ import annotations

import json

import pygame
import pytest

from game import storage
from game.app import App
from game.engine import GAMES
from game.match import Match, Seat
from game.selftest import click, press
from game.ui import motion
from game.ui.menu import MenuScene
from game.ui.motion import Motion, Tween
from game.ui.sequence.layout import space_rect
from game.ui.sequence_scene import SequenceScene
from game.ui.settings_scene import SettingsScene
from tests.ui.helpers import put_up


@pytest.fixture(autouse=True)
def normal_speed():
    motion.set_speed("normal")
    yield
    motion.set_speed("normal")


def dot() -> pygame.Surface:
    return pygame.Surface((4, 4))


# ---------------------------------------------------------------- the module


def test_a_tween_travels_from_start_to_end_and_is_then_gone():
    m = Motion()
    m.add(Tween(dot(), (0, 0), (100, 50), duration=0.4, key="card"))
    assert m.carries("card") and m.tweens[0].position() == (0, 0)
    m.update(0.2)
    x, y = m.tweens[0].position()
    assert 0 < x < 100 and 0 < y < 50, "half-way it is between the two places"
    m.update(0.25)
    assert not m.busy and not m.carries("card"), "once landed, the scene draws the card itself"


def test_delay_holds_a_tween_back_and_speed_scales_time():
    m = Motion()
    m.add(Tween(dot(), (0, 0), (100, 0), duration=0.4, delay=0.2))
    m.update(0.19)
    assert not m.tweens[0].started
    motion.set_speed("fast")
    m.update(0.105)  # fast plays twice as quickly: 0.21 s of the tween's time, half of it moving
    assert m.tweens[0].progress == pytest.approx(0.5, abs=0.03)
    m.rate = 4.0  # a table's own rate (the demo's speed control) multiplies it
    m.update(0.05)
    assert not m.busy


def test_off_means_nothing_travels_and_computer_moves_follow_quickly():
    motion.set_speed("off")
    m = Motion()
    m.add(Tween(dot(), (0, 0), (100, 0)))
    assert not m.busy, "with animations off a move shows at once"
    assert motion.computer_pause() < motion.COMPUTER_PAUSE["normal"]
    motion.set_speed("warp")  # an unknown value falls back to normal
    assert motion.speed() == "normal"


# ---------------------------------------------------------------- on a table


def sequence_table(app: App, first: int = 0) -> SequenceScene:
    info = GAMES["sequence"]
    seed = next(s for s in range(100) if info.new_game(info.default_config(), s).turn == first)
    match = Match(info, info.default_config(), [Seat("Ann"), Seat("Hal", computer=True)], seed)
    scene = put_up(app, match, pause=None)
    while app.scene is not scene:
        app.pop()  # the cut
    scene.motion.finish()  # the opening deal
    return scene


def test_a_computer_move_is_animated_and_stays_lit():
    app = App()
    scene = sequence_table(app)
    hand = scene.view().hand
    place = next(a for a in scene.state.legal_actions() if hasattr(a, "space"))
    click(app, scene.hand_rects(hand)[hand.index(place.card)].center)
    click(app, space_rect(place.space).center)
    assert scene.motion.carries(("space", place.space)), "the chip drops in"
    assert scene.motion.carries(("pile", 0)), "the card slides to the discard pile"
    while scene.match.current_seat == 0:  # the draw, or the end of the turn
        scene.act(scene.state.legal_actions()[0])
    before = len(scene.match.actions)
    app.step(0.3, [])
    assert len(scene.match.actions) == before, "a computer's move waits a moment a person can follow"
    for _ in range(600):
        app.step(1 / 60, [])
        if len(scene.match.actions) > before:
            break
    assert len(scene.match.actions) > before
    assert scene.motion.busy, "the computer's card travels too"
    for _ in range(60):
        app.step(1 / 60, [])
    assert not scene.motion.busy
    assert scene.last_spaces or scene.last_move, "the last move stays shown once the animation is over"


def test_a_click_during_an_animation_lands_it_and_acts_on_the_real_state():
    app = App()
    scene = sequence_table(app, first=1)
    scene.computer_pause = 0.0
    for _ in range(600):  # the computer plays first
        app.step(1 / 60, [])
        if scene.match.current_seat == 0:
            break
    assert scene.match.current_seat == 0 and scene.motion.busy, "the computer's card is still in the air"
    hand = scene.view().hand
    place = next(a for a in scene.state.legal_actions() if hasattr(a, "space"))
    click(app, scene.hand_rects(hand)[hand.index(place.card)].center)
    assert not scene.motion.busy, "a click lands what is in the air at once"
    assert scene.selected == place.card, "and does what it always does"
    actions = len(scene.match.actions)
    click(app, space_rect(place.space).center)
    assert len(scene.match.actions) == actions + 1 and scene.state.board[place.space] >= 0
    assert scene.motion.carries(("space", place.space)), "the new move animates; the state is already the new one"


# ---------------------------------------------------------------- the setting


def test_animation_speed_is_set_in_settings_and_kept_after_a_restart():
    app = App()
    app.push(MenuScene(app))
    press(app, "Settings")
    assert isinstance(app.scene, SettingsScene)
    row = app.scene.animation_row
    assert row.labels == ["Off", "Normal", "Fast"]
    click(app, row.segment(row.labels.index("Off")).center)
    assert motion.speed() == "off"
    click(app, row.segment(row.labels.index("Fast")).center)
    assert motion.speed() == "fast" and storage.load_settings()[0].animation_speed == "fast"
    motion.set_speed("normal")
    again = App()  # the program starts again
    assert again.settings.animation_speed == "fast" and motion.speed() == "fast"
    table = sequence_table(again)
    assert table.computer_pause == motion.COMPUTER_PAUSE["fast"]


def test_an_unknown_animation_speed_in_the_file_is_refused():
    storage.settings_path().write_text(json.dumps({"animation_speed": "warp"}))
    settings, notice = storage.load_settings()
    assert settings.animation_speed == "normal" and notice, "a damaged file is put aside with a sentence"
