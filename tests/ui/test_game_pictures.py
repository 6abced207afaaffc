"""Pictures where people would rather look than read: each game's picture on its menu line, and the
pictures of the cards and groups beside the paragraphs of each rules screen."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.app import App
from game.games import ENTRIES
from game.ui import theme
from game.ui.dialogs import RulesScene
from game.ui.menu import MenuScene
from tests.ui.helpers import step

REQUIRED = {
    "sequence": {"two_eyed_jacks", "one_eyed_jacks", "sequence"},
    "sequence_kids": {"four_in_a_row", "cards", "unicorn", "dragon", "dead_card"},
    "rummidrez": {"figures", "colours", "valid_group", "invalid_group", "neutral"},
    "figuras": {"key", "package", "mirror", "gift", "thief", "bridge", "door"},
}
SCREEN = pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT)


def netbook(monkeypatch) -> App:
    """The program on a 1024×600 screen (large text, the layout shrunk to fit)."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 600)])
    return App()


def colours_in(surface: pygame.Surface, rect: pygame.Rect) -> int:
    area = surface.subsurface(rect)
    return len({tuple(area.get_at((x, y)))[:3] for x in range(0, rect.width, 3) for y in range(0, rect.height, 3)})


@pytest.mark.parametrize("language", ["en", "ar"])
def test_each_menu_line_shows_its_own_game_picture(monkeypatch, language):
    app = netbook(monkeypatch)
    app.set_language(language)
    menu = MenuScene(app)
    app.scenes[:] = [menu]
    step(app)
    pictures = []
    for ui, line in menu.cards:
        rect = menu.picture_rect(line)
        assert line.contains(rect) and SCREEN.contains(line)
        assert not any(rect.colliderect(w.rect) for w in menu.widgets), "the picture is clear of the buttons"
        shown = app.screen.subsurface(rect).copy()
        assert colours_in(shown, shown.get_rect()) > 20, f"{ui.info.id}: a picture, not a plain panel"
        pictures.append(pygame.image.tobytes(shown, "RGB"))
    assert len(set(pictures)) == len(pictures), "each game's picture differs from the others"
    # Mirrored: the picture is at the start of the line, the right end in Arabic.
    for _, line in menu.cards:
        rect = menu.picture_rect(line)
        assert (rect.centerx > line.centerx) == (language == "ar")
    app.set_language("en")


@pytest.mark.parametrize("language", ["en", "es", "fi", "ar"])
def test_each_rules_screen_shows_its_pictures_beside_the_text(monkeypatch, language):
    app = netbook(monkeypatch)
    app.set_language(language)
    try:
        for ui in ENTRIES:
            english = ui.rules_text.strip().split("\n\n")
            assert len(i18n._(ui.rules_text).strip().split("\n\n")) == len(english), "paragraphs line up"
            rules = RulesScene(app, i18n._(ui.info.title), i18n._(ui.rules_text), ui.info.id)
            app.push(rules)
            assert REQUIRED[ui.info.id] <= {item.key for _, _, item in rules.pictures}
            assert all(item.paragraph < len(english) for _, _, item in rules.pictures)
            seen = set()
            for top in range(rules.max_scroll + 1):
                rules.scroll = top
                step(app)
                area = rules.text_area
                assert SCREEN.contains(rules.panel) and rules.panel.contains(area)
                for item, rect in rules.picture_rects():
                    assert not rect.colliderect(area), f"{ui.info.id} {item.key}: beside the text, not over it"
                    assert rules.panel.contains(rect.clip(pygame.Rect(0, area.y, theme.WIDTH, area.height)))
                    if area.top <= rect.top and rect.bottom <= area.bottom:
                        assert colours_in(app.screen, rect) > 10, f"{ui.info.id} {item.key} is drawn"
                        seen.add(item.key)
            assert {item.key for _, _, item in rules.pictures} <= seen, "every picture comes fully into view"
            app.pop()
    finally:
        app.set_language("en")


def test_headings_are_the_paragraphs_lead_in_words(app):
    ui = next(e for e in ENTRIES if e.info.id == "sequence")
    rules = RulesScene(app, ui.info.title, ui.rules_text, ui.info.id)
    headings = [rules.lines[i] for i in sorted(rules.headings)]
    assert headings[:4] == ["Teams", "Who starts", "Your turn", "Jacks"]
    assert "Jacks" not in " ".join(line for i, line in enumerate(rules.lines) if i not in rules.headings).split(". ")[0]


@pytest.mark.parametrize("language", ["en", "es", "fi", "ar"])
def test_every_kids_rules_paragraph_opens_with_a_heading(app, language):
    """A parent looking for "what does the Dragon do" finds it by its heading, as in the other rules."""
    ui = next(e for e in ENTRIES if e.info.id == "sequence_kids")
    app.set_language(language)
    try:
        text = i18n._(ui.rules_text)
        rules = RulesScene(app, ui.info.title, text, ui.info.id)
        headings = [rules.lines[i] for i in sorted(rules.headings)]
        assert len(headings) == len(text.strip().split("\n\n")), headings
        if language == "en":
            assert headings == ["Goal", "The board", "Cards", "Your turn", "Dead cards", "End of the game"]
    finally:
        app.set_language("en")


def test_other_text_gets_no_pictures(app):
    rules = RulesScene(app, "R", "Some text.\n\nMore text.")
    assert rules.pictures == [] and rules.game_id is None


@pytest.mark.parametrize("game_id", [e.id for e in ENTRIES])
def test_the_rules_from_a_tables_pause_menu_show_the_games_pictures(game_id):
    """Rules opened during a game are the same screen as from the menu: the game's own pictures."""
    from game.ui.dialogs import PauseMenu
    from tests.ui.helpers import menu_app, new_table

    app = menu_app()
    table = new_table(app, game_id, players=2)
    table.pause()
    step(app)
    assert isinstance(app.scene, PauseMenu)
    rules = next(w for w in app.scene.widgets if getattr(w, "label", "") == i18n._("Rules"))
    rules.on_click()
    step(app)
    assert isinstance(app.scene, RulesScene)
    assert app.scene.game_id == game_id
    assert {item.key for _line, _offset, item in app.scene.pictures} >= REQUIRED[game_id]
