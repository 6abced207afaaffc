"""Play-test 2, finding 5: in Arabic a card reads as the printed card ("K♠", never "♠ K"): the layout
is mirrored, card faces never are (the Sequence panel's discard card, the menu's card pictures)."""

from __future__ import annotations

import pygame

from game.engine.sequence import CARDS
from game.ui import mirrored_panel, theme
from game.ui.game_pictures import menu_picture
from game.ui.sequence.cards import paint_pile_top
from game.ui.sequence.layout import PANEL

KING_OF_SPADES = next(i for i, c in enumerate(CARDS) if c.rank == "K" and c.suit == "S")


def pile_top(app, language: str) -> pygame.Surface:
    """The K♠ on a player's discard pile in the Sequence panel, cut out of the screen."""
    app.set_language(language)
    rect = pygame.Rect(PANEL.right - 70, PANEL.y + 160, 50, 36)
    screen = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    screen.fill(theme.WHITE)
    with mirrored_panel.mirrored(screen, PANEL) as target:
        paint_pile_top(target, KING_OF_SPADES, rect)
    shown = theme.mirror_in(rect, PANEL) if theme.rtl() else rect
    return screen.subsurface(shown).copy()


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_the_discard_card_in_the_arabic_panel_reads_k_spade(app):
    assert same_pixels(pile_top(app, "ar"), pile_top(app, "en"))


def test_the_menu_card_pictures_are_not_mirrored_in_arabic(app):
    app.set_language("en")
    english = menu_picture.__wrapped__("rummidrez", 180, 110, False, "en")
    app.set_language("ar")
    arabic = menu_picture.__wrapped__("rummidrez", 180, 110, True, "ar")
    top = pygame.Rect(0, 0, 180, 50)  # the index corners (the Neutral's word below them is translated)
    assert same_pixels(english.subsurface(top), arabic.subsurface(top))
