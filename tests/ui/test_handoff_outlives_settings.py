"""A hand-off screen is up between two people when someone opens the pause menu and changes the
language: after Resume the hand-off is there again (in the new language), and its button turns
the table to the next player. The table is built again on such a change (TableScene.rebuild_paused);
the hand-off must not be lost with it, or the game is stuck with every hand hidden."""

from __future__ import annotations

import pygame
import pytest

from game.games import GAME_IDS
from game.selftest import choose, press
from game.ui.dialogs import HandoffScene, PauseMenu
from tests.ui.helpers import key, new_table, step, step_until


def handoff_up(app, table) -> None:
    """Step the table (closing the cut, answering nothing else) until its hand-off screen is on top."""
    def up() -> bool:
        if isinstance(app.scene, HandoffScene):
            return True
        if app.scene is not table and not isinstance(app.scene, HandoffScene):
            app.pop()  # what a table opens with (the cut)
        return False

    step_until(app, up, 600, table, "no hand-off screen between the two people")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_hand_off_comes_back_after_a_new_language(app, game_id):
    table = new_table(app, game_id, players=2, humans=2)
    handoff_up(app, table)
    seat = table.match.current_seat
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, PauseMenu)
    press(app, "Settings")
    choose(app, "Español")
    press(app, "Volver")
    assert isinstance(app.scene, PauseMenu)
    fresh = app.scenes[0]
    assert fresh is not table, "the table was built again in Spanish"
    press(app, "Reanudar")
    assert isinstance(app.scene, HandoffScene), "the hand-off is back after the pause menu"
    assert fresh.view() is None, "no hand shows while hands change"
    step(app, 2)  # it draws
    press(app, f"Soy {table.match.seats[seat].name}")
    assert app.scene is fresh and fresh.viewer == seat, "the next player's hand shows on the new table"
    assert fresh.human_to_act() == seat


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_hand_off_survives_settings_with_nothing_changed(app, game_id):
    table = new_table(app, game_id, players=2, humans=2)
    handoff_up(app, table)
    key(app, pygame.K_ESCAPE)
    press(app, "Settings")
    press(app, "Back")
    press(app, "Resume")
    assert isinstance(app.scene, HandoffScene) and app.scenes[0] is table
