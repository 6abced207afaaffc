"""The pause menu opens the settings (the menu's own scene) and comes back to itself; a new language
or text size chosen there shows at once on the table and the pause menu, with the game as it was."""

from __future__ import annotations

import pygame
import pytest

from game.selftest import choose, click, press
from game.ui.dialogs import PauseMenu
from game.ui.settings_scene import SettingsScene
from tests.ui.helpers import key, new_table, step, until_human, wait_for_human


@pytest.mark.parametrize("game_id", ("sequence", "sequence_kids", "rummidrez", "figuras"))
def test_settings_from_the_pause_menu_come_back_to_it(app, game_id):
    table = new_table(app, game_id, players=2)
    until_human(app, table)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, PauseMenu)
    press(app, "Settings")
    assert isinstance(app.scene, SettingsScene)
    choose(app, "Off", 0)  # sound off: nothing a table shows changes
    press(app, "Back")
    assert isinstance(app.scene, PauseMenu) and app.scenes[0] is table, "the same table, not built again"
    assert app.settings.muted
    press(app, "Resume")
    assert app.scene is table


def test_a_new_language_shows_at_once_on_the_table_and_the_pause_menu(app):
    table = new_table(app, "rummidrez", players=3)
    until_human(app, table)
    match, viewer, hand = table.match, table.viewer, list(table.view().hand)
    key(app, pygame.K_ESCAPE)
    press(app, "Settings")
    choose(app, "Español")
    press(app, "Volver")
    assert isinstance(app.scene, PauseMenu) and app.scene.title != "Paused"
    assert [w.label for w in app.scene.widgets][:3] == ["Reanudar", "Reglas", "Ajustes"]
    fresh = app.scenes[0]
    assert fresh is not table and fresh.match is match, "the same game, its table built in Spanish"
    assert fresh.viewer == viewer and list(fresh.view().hand) == hand
    assert fresh.undo_button.label == "Deshacer"
    press(app, "Reanudar")
    assert app.scene is fresh
    step(app, 3)  # and it draws


def test_large_text_chosen_in_the_pause_menu_lays_the_table_out_again(app):
    table = new_table(app, "sequence", players=2)
    until_human(app, table)
    key(app, pygame.K_ESCAPE)
    press(app, "Settings")
    choose(app, "On", 3)  # "Large cards and text": the fourth row with On
    press(app, "Back")
    assert app.scenes[0] is not table and app.scenes[0].match is table.match
    assert isinstance(app.scene, PauseMenu)
    step(app, 3)


def test_a_turn_in_progress_outlives_a_new_language(app):
    """Cards moved on the Rummidrez table (not laid yet) stay where they are when the table is
    built again in another language."""
    from game.ui.rummidrez.layout import STOCK

    table = new_table(app, "rummidrez", players=2)
    wait_for_human(app, table)
    click(app, STOCK.center)  # the draw
    card = table.hand_cards()[0]
    rect = table.hand_rects(table.hand_cards())[0]
    click(app, (rect.x + 5, rect.centery))
    click(app, table.layout().slot.center)  # a new group of its own
    work, hand = [g[:] for g in table.work], table.hand_cards()
    assert card in table.placed()
    key(app, pygame.K_ESCAPE)
    press(app, "Settings")
    choose(app, "العربية")
    press(app, "رجوع")
    fresh = app.scenes[0]
    assert fresh is not table and fresh.work == work and fresh.hand_cards() == hand
    assert card in fresh.placed()
