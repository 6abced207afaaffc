"""Play-test 2, finding 10: the discard-pile viewer shows its cards at least as large as the hand's
while the dialog has the room (Figuras' pile was a row of cards a third of the hand's height)."""

from __future__ import annotations

import pytest

from game.ui import theme
from game.ui.figuras.cards import paint_card
from game.ui.figuras.layout import CARD_H as FIGURAS_HAND_H
from game.ui.pile_browser import PileBrowser


@pytest.mark.parametrize("count", [1, 8, 16, 24])
def test_a_pile_that_has_room_shows_cards_as_large_as_the_hand(app, count):
    browser = PileBrowser(app, "The discard pile", tuple(range(count)), paint_card)
    assert browser.card_h >= FIGURAS_HAND_H
    assert browser.panel.top >= 0 and browser.panel.bottom <= theme.HEIGHT


@pytest.mark.parametrize("count", [40, 80, 108])
def test_a_long_pile_still_fits_the_screen(app, count):
    browser = PileBrowser(app, "The discard pile", tuple(range(count % 100)), paint_card)
    assert browser.panel.top >= 0 and browser.panel.bottom <= theme.HEIGHT
    last = browser.card_rect(len(browser.pile) - 1)
    assert browser.panel.contains(last) and last.bottom <= browser.widgets[0].rect.top
