"""Play-test 2, finding 9: Settings says what Automatic does now ("Large cards and text:
Automatic (on now)" on a small screen, where choosing On looked like a choice that did nothing)."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.selftest import press
from game.ui import theme
from game.ui.menu import MenuScene
from game.ui.settings_scene import SettingsScene


def settings_on(monkeypatch, screen: tuple[int, int]) -> SettingsScene:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [screen])
    app = App()
    app.push(MenuScene(app))
    press(app, "Settings")
    assert isinstance(app.scene, SettingsScene)
    return app.scene


@pytest.fixture(autouse=True)
def normal_text():
    yield
    theme.set_large_text(False)


@pytest.mark.parametrize(("screen", "automatic"), [((1024, 600), "Automatic (on now)"),
                                                   ((1920, 1080), "Automatic (off now)")])
def test_automatic_large_text_says_whether_it_is_on(monkeypatch, screen, automatic):
    scene = settings_on(monkeypatch, screen)
    assert scene.app.settings.large_text is None
    assert scene.large_row.labels[0] == automatic

