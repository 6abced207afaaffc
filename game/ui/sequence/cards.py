"""Classic Sequence's cards as the table draws them: in the hand (with a jack's or a dead card's
tag), in the pile browser, and small on a discard pile."""

from __future__ import annotations

import pygame

from game.engine.sequence import CARDS
from game.i18n import _
from game.ui import theme
from game.ui.cards import card_face, suit_symbol


def card_image(card: int, width: int, height: int) -> pygame.Surface:
    """`card`'s face at that size (drawn once, see drawing_cache)."""
    c = CARDS[card]
    return card_face(c.rank, c.suit, width, height)


def paint_card(surface: pygame.Surface, card: int, rect: pygame.Rect) -> None:
    surface.blit(card_image(card, rect.width, rect.height), rect)


def paint_hand_card(surface: pygame.Surface, face: pygame.Surface, rect: pygame.Rect, jack: str | None,
                    dead: bool) -> None:
    """A card of the hand, its `face` at `rect`: a jack tagged with what it does ("wild", "remove"),
    a dead card greyed and tagged."""
    surface.blit(face, rect)
    tag = pygame.Rect(rect.x + 4, rect.bottom - 26, rect.width - 8, 22)
    if jack:
        pygame.draw.rect(surface, theme.DANGER if jack == "remove" else theme.JACK_WILD, tag, border_radius=5)
        theme.blit_center(surface, theme.fit_text(_("Remove") if jack == "remove" else _("Wild"), theme.min_text(),
                                                  tag.width - 6, theme.WHITE, bold=True), tag.center)
    elif dead:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill(theme.DEAD_SHADE)
        surface.blit(shade, rect)
        pygame.draw.rect(surface, theme.DEAD_CARD, tag, border_radius=5)
        theme.blit_center(surface, theme.text(_("Dead"), theme.min_text(), theme.WHITE, bold=True), tag.center)


def paint_pile_top(surface: pygame.Surface, card: int, rect: pygame.Rect) -> None:
    """A discard pile's top card in a player's row: its rank and suit on a small white card."""
    # Painted as one picture and then placed: inside a mirrored panel (Arabic) the rank and the suit
    # drawn apart were swapped ("♠ K"); a card reads as the real one in every language.
    c = CARDS[card]
    face = pygame.Surface(rect.size, pygame.SRCALPHA)
    box = face.get_rect()
    pygame.draw.rect(face, theme.WHITE, box, border_radius=4)
    pygame.draw.rect(face, theme.CARD_EDGE, box, 1, border_radius=4)
    label = theme.face_text("10" if c.rank == "T" else c.rank, min(16, rect.height - 8),
                       theme.CARD_RED if c.is_red else theme.CARD_BLACK, bold=True)
    face.blit(label, label.get_rect(midleft=(4, box.centery)))
    sym = suit_symbol(c.suit, min(16, rect.height - 10))
    face.blit(sym, sym.get_rect(midright=(box.right - 4, box.centery)))
    surface.blit(face, rect)
