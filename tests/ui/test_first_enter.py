"""Play-test 2, finding 13: on a screen with a default action the first Enter acts (it only showed
the focus ring, and keyboard players thought the key did nothing)."""

from __future__ import annotations

import pygame

from game.ui import focus
from game.ui.sequence.cut import CutDialog
from game.ui.setup import SetupScene
from game.ui.table import TableScene
from tests.ui.helpers import click, key, open_setup, step


def test_the_first_enter_on_the_setup_starts_the_game(app):
    open_setup(app, "sequence")
    focus.set_keyboard_active(False)  # as after the mouse chose the game
    key(app, pygame.K_RETURN)
    assert not any(isinstance(scene, SetupScene) for scene in app.scenes)
    assert isinstance(app.scenes[0], TableScene)


def test_enter_in_a_name_field_ends_the_name_and_starts_nothing(app):
    setup = open_setup(app, "sequence")
    field = setup.widgets[1]
    click(app, field.rect.center)
    key(app, pygame.K_RETURN)
    assert app.scene is setup and not field.focused


def test_the_first_enter_closes_the_cut(app):
    setup = open_setup(app, "sequence")
    click(app, setup.start_button.rect.center)
    step(app, 30)
    assert isinstance(app.scene, CutDialog)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, TableScene)
