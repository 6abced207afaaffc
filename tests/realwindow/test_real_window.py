"""The real program in a real window, at the screen sizes people have (the real-window tier).

What the dummy video driver cannot show: a window larger than its screen, a picture cut off or
drawn at the wrong scale, a busy loop while nobody plays, a language switch that clicks twice.
Each test starts the program (from this checkout, or the build named by GAME_TABLE_PROGRAM) on
an Xvfb screen, acts with xdotool and judges screenshots by their pixels against the same scene
drawn headless in this process. Screenshots are kept under artifacts/realwindow/.

Runs only when asked (`pytest -m realwindow`, as .ci/run does); needs Debian's xvfb, xdotool and
imagemagick.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import numpy
import pygame
import pytest

from game import demo, storage, xscreen
from game.app import App
from game.games import GAME_IDS
from game.i18n import _, set_language
from game.selftest import click, find_button
from game.ui.menu import MenuScene
from game.ui.saves_scene import SavesScene
from game.ui.settings_scene import SettingsScene
from game.ui.widgets import ChoiceRow
from game.xscreen import Rect, XScreen

ROOT = Path(__file__).resolve().parents[2]
SCREENS = [(1024, 600), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440)]
IDLE_LIMIT = 0.03  # of one core, over 20 s of nobody touching anything
# Mean difference (0-255) between a screenshot's layout and the same scene drawn headless: SDL's
# smoothing and pygame's differ by a few levels; a layout cut off or shifted differs by 30 and more.
SAME_PICTURE = 8.0

pytestmark = [
    pytest.mark.realwindow,
    pytest.mark.skipif(not xscreen.available(), reason="needs xvfb, xdotool and imagemagick"),
]


@pytest.fixture
def program() -> list[str]:
    built = os.environ.get("GAME_TABLE_PROGRAM")
    return [str(Path(built).resolve())] if built else xscreen.checkout_program()


@pytest.fixture
def shots(program) -> Path:
    label = "checkout" if not os.environ.get("GAME_TABLE_PROGRAM") else Path(program[0]).parent.name
    folder = ROOT / "artifacts" / "realwindow" / label
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def settle(settings: dict) -> None:
    """The data folder's settings: no animations (pictures to compare hold still), plus `settings`."""
    storage.data_dir().mkdir(parents=True, exist_ok=True)
    storage.settings_path().write_text(json.dumps({"animation_speed": "off", **settings}), encoding="utf-8")


def headless(monkeypatch, screen: tuple[int, int]) -> App:
    """The program as it starts on `screen` (large text follows it), drawn headless in this process."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [screen])
    app = App()
    app.push(MenuScene(app))
    return app


def rest(app: App, seconds: float = 6.0) -> pygame.Surface:
    """Let `app` run `seconds` with nobody acting (pulses settle, messages go out); its picture."""
    for _frame in range(round(seconds * 60)):
        app.step(1 / 60, [])
    return app.screen.copy()


def picture(path: Path) -> numpy.ndarray:
    return pygame.surfarray.array3d(pygame.image.load(str(path))).astype(numpy.int16)


def shown_whole(screen: XScreen, shot: Path, reference: pygame.Surface) -> None:
    """The screenshot shows the whole layout: the window on the screen, the layout scaled into the
    window with its proportions, and every part of it (its four corners too) as drawn headless."""
    whole = Rect(0, 0, *screen.size)
    window, layout = screen.window_rect(), screen.layout_rect()
    assert whole.contains(window), f"the window {window} runs off the {screen.size} screen"
    assert layout.w >= window.w - 1 or layout.h >= window.h - 1, "the layout fills the window one way"
    pixels = picture(shot)
    scaled = pygame.transform.smoothscale(reference, (layout.w, layout.h))
    expected = pygame.surfarray.array3d(scaled).astype(numpy.int16)
    shown = pixels[layout.x:layout.right, layout.y:layout.bottom]
    difference = numpy.abs(shown - expected).mean()
    assert difference < SAME_PICTURE, f"{shot.name}: the window differs from the layout by {difference:.1f}"
    corner = max(8, layout.w // 16)
    for x in (0, layout.w - corner):
        for y in (0, layout.h - corner):
            patch = numpy.abs(shown[x:x + corner, y:y + corner] - expected[x:x + corner, y:y + corner]).mean()
            assert patch < 2 * SAME_PICTURE, f"{shot.name}: the corner at {(x, y)} is not the layout's ({patch:.1f})"


def save_midgames() -> None:
    """A game of each table in progress, a human (seat 0) to play, saved where Continue finds it."""
    app = App()
    demo.save_midgames(app, GAME_IDS)
    pygame.display.quit()


def continue_points(app: App, game_id: str) -> list[tuple[int, int]]:
    """Where to click (in the layout) to continue the saved game of `game_id`: the menu's Continue,
    then that game's Continue in the list of games in progress. `app` is left at its menu."""
    menu = app.scene
    menu_point = menu.continue_button.rect.center
    click(app, menu_point)
    listed = app.scene
    assert isinstance(listed, SavesScene) and len(listed.games) == len(GAME_IDS)
    row_point = listed.continue_buttons[[game.game_id for game in listed.games].index(game_id)].rect.center
    app.pop()
    assert app.scene is menu
    return [menu_point, row_point]


@pytest.mark.parametrize("size", SCREENS, ids=[f"{w}x{h}" for w, h in SCREENS])
def test_the_menu_fits_every_screen(monkeypatch, program, shots, size):
    settle({})
    reference = rest(headless(monkeypatch, size), 1.0)
    with XScreen(size) as screen:
        screen.start(program, log=shots / f"menu-{size[0]}x{size[1]}.log")
        screen.park_mouse()
        shot = screen.screenshot(shots / f"menu-{size[0]}x{size[1]}.png")
        shown_whole(screen, shot, reference)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_table_fits_a_1366x768_laptop(monkeypatch, program, shots, game_id):
    size = (1366, 768)
    settle({})
    save_midgames()
    app = headless(monkeypatch, size)
    points = continue_points(app, game_id)
    for point in points:
        click(app, point)
    reference = rest(app)
    with XScreen(size) as screen:
        screen.start(program, log=shots / f"{game_id}-1366x768.log")
        for point in points:
            screen.click_layout(point)
        screen.park_mouse()
        time.sleep(6.0)
        shot = screen.screenshot(shots / f"{game_id}-1366x768.png")
        shown_whole(screen, shot, reference)


def test_the_window_resized_smaller_and_back_still_shows_everything(monkeypatch, program, shots):
    size = (1366, 768)
    settle({})
    reference = rest(headless(monkeypatch, size), 1.0)
    with XScreen(size) as screen:
        screen.start(program, log=shots / "resize.log")
        first = screen.window_rect()
        screen.park_mouse()
        for width, height, name in ((1024, 600, "resized-1024x600"), (900, 700, "resized-900x700"),
                                    (first.w, first.h, "resized-back")):
            screen.resize(width, height)
            window = screen.window_rect()
            assert (window.w, window.h) == (width, height), f"the window did not take {width}×{height}"
            shown_whole(screen, screen.screenshot(shots / f"{name}.png"), reference)


def test_arabic_settings_change_language_with_one_click_each(monkeypatch, program, shots):
    """In Arabic the choices read right to left; a click on a language picks that language, once."""
    size = (1366, 768)
    settle({"language": "ar"})
    app = headless(monkeypatch, size)
    settings_point = find_button(app.scene, _("Settings")).rect.center

    def language_point(language: str, shown_in: str) -> tuple[int, int]:
        """Where the `language` choice is on the settings screen drawn in `shown_in`."""
        set_language(shown_in)
        scene = SettingsScene(app)
        row = next(w for w in scene.widgets if isinstance(w, ChoiceRow) and language in w.choices)
        return row.segment(row.choices.index(language)).center

    with XScreen(size) as screen:
        screen.start(program, log=shots / "arabic-settings.log")
        screen.click_layout(settings_point)
        for wanted, shown_in in (("en", "ar"), ("es", "en"), ("ar", "es"), ("es", "ar"), ("ar", "es"), ("fi", "ar")):
            screen.click_layout(language_point(wanted, shown_in))
            chosen = json.loads(storage.settings_path().read_text(encoding="utf-8"))["language"]
            assert chosen == wanted, f"clicked {wanted} on the {shown_in} settings screen, got {chosen}"
        screen.screenshot(shots / "settings-after-language-clicks.png")
    set_language("en")


def test_waiting_in_the_menu_and_at_a_table_uses_almost_no_cpu(monkeypatch, program, shots):
    settle({"animation_speed": "normal"})
    save_midgames()
    app = headless(monkeypatch, (1366, 768))
    points = continue_points(app, "sequence_kids")  # the table with the most that moves: pulses, bobbing cards
    with XScreen((1366, 768)) as screen:
        screen.start(program, log=shots / "idle.log")
        time.sleep(2.0)
        menu = screen.idle_cpu(20.0)
        screen.screenshot(shots / "idle-menu.png")
        for point in points:  # after 20 s of sleeping, a click is still answered at once
            screen.click_layout(point)
        time.sleep(6.0)  # the deal lands, the table's pulses settle
        table = screen.idle_cpu(20.0)
        shot = screen.screenshot(shots / "idle-table.png")
    assert numpy.abs(picture(shot) - picture(shots / "idle-menu.png")).mean() > SAME_PICTURE, "the table opened"
    print(f"idle CPU: menu {menu:.1%}, kids table {table:.1%} of a core")
    assert menu <= IDLE_LIMIT, f"the menu used {menu:.1%} of a core while nobody played"
    assert table <= IDLE_LIMIT, f"a table waiting for a move used {table:.1%} of a core"
