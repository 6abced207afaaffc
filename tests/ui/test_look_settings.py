"""The look settings: high contrast and large cards and text apply at once, are saved, are
validated on load, and the settings screen has room for all seven rows."""

from __future__ import annotations

import json

import pygame
import pytest

from game import i18n, storage
from game.app import App
from game.selftest import find_button, press
from game.ui import settings_scene, theme
from game.ui.menu import MenuScene
from game.ui.settings_scene import SettingsScene
from game.ui.widgets import ChoiceRow


@pytest.fixture
def app():
    application = App()
    application.push(MenuScene(application))
    press(application, "Settings")
    yield application
    theme.set_palette(False)
    theme.set_large_text(False)


def row_of(app: App, label: str) -> ChoiceRow:
    scene = app.scene
    assert isinstance(scene, SettingsScene)
    index = [text for text, _x, _y in scene.rows].index(label)
    return [w for w in scene.widgets if isinstance(w, ChoiceRow)][index]


def click_choice(app: App, label: str, choice: str) -> None:
    row = row_of(app, label)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                         pos=row.segment(row.labels.index(choice)).center)])


def test_high_contrast_switches_every_colour_at_once_and_is_saved(app):
    felt, teams = theme.FELT, theme.TEAM_COLOURS
    click_choice(app, "High contrast", "On")
    assert theme.high_contrast() and theme.FELT != felt and theme.TEAM_COLOURS != teams
    app.step(1 / 60, [])
    assert app.screen.get_at((5, 5))[:3] == theme.FELT  # this very screen is drawn in it
    assert storage.load_settings()[0].high_contrast is True
    click_choice(app, "High contrast", "Off")
    assert theme.FELT == felt and storage.load_settings()[0].high_contrast is False
    click_choice(app, "High contrast", "On")
    App()  # the next start uses it
    assert theme.high_contrast()


def ink_height(button) -> int:
    """The height of a button's label on screen, in pixels."""
    surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    button.draw(surface)
    mask = pygame.mask.from_threshold(surface.subsurface(button.rect.inflate(-12, -8)), theme.WHITE,
                                      (40, 40, 40, 255))
    return max(r.bottom for r in mask.get_bounding_rects()) - min(r.top for r in mask.get_bounding_rects())


def test_large_text_makes_menu_and_table_text_larger_and_is_saved(app):
    assert theme.big(17) == 17
    press(app, "Back")
    quit_button = find_button(app.scene, "Quit")
    small = ink_height(quit_button)
    press(app, "Settings")
    click_choice(app, "Large cards and text", "On")
    assert storage.load_settings()[0].large_text is True
    assert theme.big(17) > 17  # the size every table's message line and status line asks for
    assert ink_height(quit_button) > small


@pytest.mark.parametrize("field", ["high_contrast", "large_text"])
def test_a_setting_of_the_wrong_type_is_refused_on_load(field):
    storage.settings_path().write_text(json.dumps({field: "yes"}), encoding="utf-8")
    settings, problem = storage.load_settings()
    assert problem and getattr(settings, field) == getattr(storage.Settings(), field)


@pytest.mark.parametrize("language", ["en", "ar", "fi"])
@pytest.mark.parametrize("large", [False, True])
def test_seven_rows_fit_the_settings_panel_without_overlapping(app, language, large):
    theme.set_large_text(large)
    click_choice(app, "Language", dict(i18n.LANGUAGES)[language])
    scene = app.scene
    rows = [w.rect for w in scene.widgets if isinstance(w, ChoiceRow)]
    labels = [pygame.Rect(x, y, settings_scene.COLUMN_WIDTH, 30) for _text, x, y in scene.rows]
    for box in rows + labels:
        assert settings_scene.PANEL.contains(box)
    slots = rows
    assert len(slots) == 7
    assert scene.animation_row.rect.topleft == (settings_scene.slot(1, 0)[0], settings_scene.slot(1, 0)[1] + 34)
    for i, a in enumerate(slots):
        assert a.collidelist(slots[i + 1:]) == -1 and a.collidelist(labels) == -1
    for text, _x, _y in scene.rows:
        assert theme.fitted_size(text, theme.big(22), settings_scene.COLUMN_WIDTH, bold=True) >= 18
    # The first column (language, sound) is at the start of the reading direction.
    assert (settings_scene.slot(0, 0)[0] > settings_scene.slot(1, 0)[0]) == (language == "ar")


@pytest.mark.parametrize("shown_in", ["en", "ar", "es", "fi"])
def test_one_click_picks_the_language_under_it_in_either_direction(app, shown_in):
    """Choosing a language flips the row when the direction changes (Arabic reads right to left):
    the click picks the one language under it, never a second one from the flipped row."""
    for wanted, _name in i18n.LANGUAGES:
        app.set_language(shown_in)
        app.replace(SettingsScene(app))
        row = next(w for w in app.scene.widgets if isinstance(w, ChoiceRow) and wanted in w.choices)
        picked: list[str] = []
        change = row.on_change
        row.on_change = lambda value, change=change, picked=picked: (picked.append(value), change(value))
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                             pos=row.segment(row.choices.index(wanted)).center)])
        assert picked == [wanted], f"on the {shown_in} screen, a click on {wanted} chose {picked}"
        assert app.settings.language == wanted
    app.set_language("en")
