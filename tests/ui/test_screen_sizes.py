"""From a 1024×600 netbook to a 3840×2160 screen: the window fits the screen, the whole table is
shown (letterboxed, proportions kept), and every table renders with all its controls on screen.

The dummy video driver has no real desktop, so the tests tell the App the screen's size; the
window is real. The scale is worked out as SDL's renderer does it for a SCALED window: whole
multiples only, unless fractional scaling is asked for (checked by hand with
pygame._sdl2.video.Renderer: 0.67 in an 858×536 window, 2.0 in a 2560×1600 one; a Renderer
wrapper cannot be used in the test run, it destroys pygame's renderer when collected).
"""

from __future__ import annotations

import math
import os
import warnings

import pygame
import pytest

from game.app import App
from game.demo import midgame
from game.games import GAME_IDS
from game.ui import theme


def start_on(monkeypatch, desktop: tuple[int, int]) -> App:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [desktop])
    return App()


def window_size() -> tuple[int, int]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # only the size is read, never drawn to
        return pygame.Window.from_display_module().size


def renderer_scale() -> float:
    """How SDL scales the layout into the window: the largest scale that fits, whole multiples only
    unless the App asked pygame for fractional scales (the hint pygame reads for SCALED windows)."""
    width, height = window_size()
    fit = min(width / theme.WIDTH, height / theme.HEIGHT)
    return fit if os.environ.get("SDL_HINT_RENDER_SCALE_QUALITY") else max(1, math.floor(fit))


def all_on_screen(app: App) -> None:
    screen = app.screen.get_rect()
    for scene in app.scenes:
        for widget in getattr(scene, "widgets", []):
            if getattr(widget, "visible", True):
                assert screen.contains(widget.rect), f"{type(scene).__name__}: {widget.rect} is off screen"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_netbook_shows_the_whole_table_shrunk_to_fit(monkeypatch, game_id):
    app = start_on(monkeypatch, (1024, 600))
    width, height = window_size()
    assert width <= 1024 and height <= 600
    assert abs(width / height - theme.WIDTH / theme.HEIGHT) < 0.01  # not stretched
    assert os.environ["SDL_RENDER_SCALE_QUALITY"] == "linear"  # pixels blended, no rows dropped
    scale = renderer_scale()
    # The whole layout fits the window (not cut off at a scale of 1, as SCALED windows were).
    assert theme.WIDTH * scale <= width + 1 and theme.HEIGHT * scale <= height + 1
    assert scale >= 0.66
    assert app.screen.get_size() == (theme.WIDTH, theme.HEIGHT)  # scenes still lay out in 1280×800
    midgame(app, game_id)
    for _ in range(30):
        app.step(1 / 60, [])
    pygame.display.flip()
    all_on_screen(app)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_4k_screen_gets_a_whole_multiple_of_the_layout(monkeypatch, game_id):
    app = start_on(monkeypatch, (3840, 2160))
    assert window_size() == (2560, 1600)  # twice the layout: every pixel drawn as a sharp 2×2 block
    assert renderer_scale() == 2.0 and os.environ["SDL_RENDER_SCALE_QUALITY"] == "nearest"
    midgame(app, game_id)
    for _ in range(30):
        app.step(1 / 60, [])
    pygame.display.flip()
    all_on_screen(app)


@pytest.mark.parametrize("screen", [(1280, 800), (1366, 768), (1280, 720)])
def test_a_laptop_screen_a_little_small_for_the_layout_shrinks_it_smoothly(monkeypatch, screen):
    """Screens at least 1280 wide and under 864 high: the window is the layout shrunk to fit above
    the panel, and SDL is told to scale by fractions (it drew the layout at full size, cut off)."""
    start_on(monkeypatch, screen)
    width, height = window_size()
    assert height <= screen[1] - 64 and abs(width / height - theme.WIDTH / theme.HEIGHT) < 0.01
    assert os.environ["SDL_HINT_RENDER_SCALE_QUALITY"] == "1" and os.environ["SDL_RENDER_SCALE_QUALITY"] == "linear"
    assert renderer_scale() < 1


def test_a_screen_as_large_as_the_layout_keeps_whole_pixels(monkeypatch):
    start_on(monkeypatch, (1920, 1080))
    assert window_size() == (1280, 800)
    assert renderer_scale() == 1.0
