"""The discard-pile viewer marks the card played last: a ring round it and a "Newest" label over
it, in the player's language, at the start of the reading direction (the right in Arabic)."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import _
from game.ui import theme
from game.ui.pile_browser import PileBrowser
from tests.ui.helpers import menu_app


@pytest.fixture
def app():
    application = menu_app()
    yield application
    application.set_language("en")


def ring_pixels(surface: pygame.Surface, card: pygame.Rect) -> int:
    """Pixels of the newest card's ring colour in the band just outside `card`'s sides and bottom
    (the label over the newest card may reach over its neighbour's top)."""
    band = card.inflate(6, 6)
    band.height -= 3
    band.y = card.y
    inside = pygame.mask.from_threshold(surface.subsurface(band), theme.NOTE_EDGE, (4, 4, 4, 255))
    inside.erase(pygame.mask.Mask(card.size, fill=True), (3, 0))
    return inside.count()


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_newest_card_is_ringed_and_labelled(app, language):
    app.set_language(language)
    painted: dict[int, pygame.Rect] = {}

    def paint(surface: pygame.Surface, card: int, rect: pygame.Rect) -> None:
        painted[card] = pygame.Rect(rect)
        pygame.draw.rect(surface, theme.WHITE, rect)

    browser = PileBrowser(app, "Pile", (11, 12, 13), paint)  # 13 was played last
    app.push(browser)
    app.step(1 / 60, [])
    screen = app.screen
    newest, older = painted[13], painted[12]
    assert (newest.x > older.x) == (language == "ar")  # first in the reading direction
    assert ring_pixels(screen, newest) > newest.width + 2 * newest.height
    assert ring_pixels(screen, older) == 0 and ring_pixels(screen, painted[11]) == 0
    # The label sits just above the newest card, from its start edge, in the player's language.
    tag = browser.newest_tag()
    assert tag.bottom <= newest.y and newest.y - tag.bottom < 8
    assert (tag.right == newest.right) if language == "ar" else (tag.x == newest.x)
    label = browser.newest_label()
    assert tag.width >= label.get_width() and screen.get_rect().contains(tag)
    ink = pygame.mask.from_threshold(screen.subsurface(tag), theme.INK, (30, 30, 30, 255)).count()
    assert ink > 40  # the word is written in the tag
    if language == "ar":
        assert _("Newest") != "Newest"

