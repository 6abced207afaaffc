"""Demo mode: from the menu, computers play any game on their own; the player's things stay as they were."""

from __future__ import annotations

import pygame
import pytest
from helpers import key

from game import match as match_module
from game import stats, storage
from game.app import App
from game.engine import GAMES
from game.match import Match, Seat, save_path_for
from game.selftest import find_button, press
from game.ui import motion
from game.ui.demo_mode import SPEEDS, START_SPEED, DemoChooser
from game.ui.dialogs import message
from game.ui.games import game_uis
from game.ui.menu import MenuScene
from game.ui.sequence_scene import CutDialog
from game.ui.table import GameOverDialog, TableScene

GAME_IDS = [ui.info.id for ui in game_uis()]


@pytest.fixture(autouse=True)
def quick_thinkers(monkeypatch):
    """Computer players think briefly, so a whole demo game fits in a test."""
    for level in ("easy", "normal", "hard"):
        monkeypatch.setitem(match_module.THINKING_TIME, level, 0.01)
    motion.set_speed("normal")
    yield
    motion.set_speed("normal")


def start_demo(app: App, game_id: str) -> TableScene:
    press(app, "Demo")
    assert isinstance(app.scene, DemoChooser)
    press(app, GAMES[game_id].title)
    table = app.scenes[0]
    assert isinstance(table, TableScene) and table.demo is not None
    assert all(seat.computer for seat in table.match.seats)
    assert {seat.level for seat in table.match.seats} == {"normal", "hard"}, "a mix of levels"
    return table


def watch(app: App, table: TableScene, done, frames: int = 40_000) -> None:
    """Step the app with no input at all until `done()`."""
    for frame in range(frames):
        app.step(0.05, [])
        if done():
            return
        if frame % 20 == 0:
            pygame.time.wait(1)  # let the computer players' thread run
    raise AssertionError(f"the demo did not get there: {len(table.match.actions)} moves")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_demo_plays_on_its_own_to_its_end_and_leaves_saves_and_statistics_alone(game_id):
    # The player has a game in progress and statistics.
    info = GAMES[game_id]
    mine = Match(info, info.default_config(), [Seat("Ann")] + [Seat(f"C{i}", computer=True)
                                                                for i in range(1, info.default_config().players)],
                 5, save_path_for(game_id))
    mine.apply(mine.state.legal_actions()[0])
    saved = save_path_for(game_id).read_bytes()
    outcome = type("Outcome", (), {"winners": (0,), "draw": False, "scores": (1, 0)})()
    stats.record_game("sequence", [Seat("Ann"), Seat("Bo")], outcome)
    counted = stats.stats_path().read_bytes()

    app = App()
    app.push(MenuScene(app))
    table = start_demo(app, game_id)
    watch(app, table, lambda: app.scene is table)  # an opening announcement (the cut) closes by itself
    for _ in range(len(SPEEDS)):
        key(app, pygame.K_PLUS)  # as fast as it goes
    assert table.demo.speed == SPEEDS[-1] and table.computer_pause < motion.COMPUTER_PAUSE["normal"]
    rounds = getattr(table.state, "round", None)

    def finished() -> bool:
        if isinstance(app.scene, GameOverDialog):
            return True
        return rounds is not None and table.state.round > rounds and app.scene is table  # a round's end, closed

    watch(app, table, finished)
    assert table.match.actions, "the computers played"
    assert save_path_for(game_id).read_bytes() == saved, "the player's game in progress is untouched"
    assert stats.stats_path().read_bytes() == counted, "a demo counts in no statistics"


def test_game_over_offers_watch_again_or_menu_and_esc_stops():
    app = App()
    app.push(MenuScene(app))
    table = start_demo(app, "sequence_kids")
    assert app.scene is table
    key(app, pygame.K_MINUS)
    assert table.demo.speed < 1, "slower works too"
    for _ in range(len(SPEEDS)):
        key(app, pygame.K_EQUALS)  # + without Shift
    watch(app, table, lambda: isinstance(app.scene, GameOverDialog))
    press(app, "Watch again")
    again = app.scenes[0]
    assert again is not table and again.demo is not None and not again.match.actions
    assert again.demo.speed == SPEEDS[-1], "the chosen speed is kept"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene) and len(app.scenes) == 1


def test_a_demo_with_animations_off_and_its_speed_buttons():
    storage.save_settings(storage.Settings(animation_speed="off"))
    app = App()
    assert motion.speed() == "off"
    app.push(MenuScene(app))
    table = start_demo(app, "sequence")
    watch(app, table, lambda: app.scene is table)  # the cut is shown, then closes by itself
    label = table.demo.speed
    pygame_click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=table.demo.faster.rect.center)
    app.step(1 / 60, [pygame_click])
    assert table.demo.speed > label, "the + button speeds the demo up"
    watch(app, table, lambda: len(table.match.actions) >= 10)
    assert not table.motion.busy, "with animations off nothing travels"
    press(app, "Menu")
    assert isinstance(app.scene, MenuScene)
    assert find_button(app.scene, "Demo")


def test_the_speed_keys_work_while_the_demo_shows_a_dialog():
    app = App()
    app.push(MenuScene(app))
    table = start_demo(app, "sequence")
    assert isinstance(app.scene, CutDialog), "a Sequence demo opens with the cut"
    key(app, pygame.K_KP_PLUS)
    key(app, pygame.K_PLUS)
    assert table.demo.speed == SPEEDS[START_SPEED + 2] and isinstance(app.scene, CutDialog)
    assert table.motion.rate == table.demo.speed, "the new speed applies at once"
    message(app, "A note", "Anything the demo shows on top.")
    key(app, pygame.K_MINUS)
    assert table.demo.speed == SPEEDS[START_SPEED + 1] and app.scene.title == "A note"
