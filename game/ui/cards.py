"""Drawing standard playing cards: faces with real suit shapes, and backs.

Suit symbols are drawn as shapes (not font glyphs) at four times the size and
smoothed down, so they are crisp at any size and need no special font. Every
face is drawn once per size and cached.
"""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.drawing_cache import MB, cached_drawing

RANK_TEXT = {"T": "10"}


def _suit_shape(surface: pygame.Surface, suit: str, rect: pygame.Rect, colour) -> None:
    x, y, w, h = rect
    cx = x + w / 2
    if suit == "D":
        pygame.draw.polygon(surface, colour, [(cx, y), (x + w * 0.92, y + h / 2), (cx, y + h), (x + w * 0.08, y + h / 2)])
    elif suit == "H":
        r = w * 0.27
        pygame.draw.circle(surface, colour, (cx - r * 0.95, y + r * 1.15), r)
        pygame.draw.circle(surface, colour, (cx + r * 0.95, y + r * 1.15), r)
        pygame.draw.polygon(surface, colour, [(x + w * 0.02, y + r * 1.45), (x + w * 0.98, y + r * 1.45), (cx, y + h * 0.98)])
    elif suit == "S":
        r = w * 0.26
        pygame.draw.polygon(surface, colour, [(cx, y), (x + w * 0.98, y + h * 0.58), (x + w * 0.02, y + h * 0.58)])
        pygame.draw.circle(surface, colour, (cx - r * 0.95, y + h * 0.58), r)
        pygame.draw.circle(surface, colour, (cx + r * 0.95, y + h * 0.58), r)
        pygame.draw.polygon(surface, colour, [(cx, y + h * 0.55), (cx + w * 0.2, y + h), (cx - w * 0.2, y + h)])
    elif suit == "C":
        r = w * 0.22
        pygame.draw.circle(surface, colour, (cx, y + r * 1.05), r)
        pygame.draw.circle(surface, colour, (cx - r * 1.15, y + h * 0.52), r)
        pygame.draw.circle(surface, colour, (cx + r * 1.15, y + h * 0.52), r)
        pygame.draw.circle(surface, colour, (cx, y + h * 0.5), r * 0.7)
        pygame.draw.polygon(surface, colour, [(cx, y + h * 0.45), (cx + w * 0.18, y + h), (cx - w * 0.18, y + h)])


@cached_drawing(MB // 2)
def suit_symbol(suit: str, size: int) -> pygame.Surface:
    """A suit symbol `size` pixels high, anti-aliased by drawing large and scaling down."""
    big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
    colour = theme.CARD_RED if suit in "HD" else theme.CARD_BLACK
    _suit_shape(big, suit, big.get_rect(), colour)
    return pygame.transform.smoothscale(big, (size, size))


def suit_colour(suit: str) -> tuple[int, int, int]:
    return theme.CARD_RED if suit in "HD" else theme.CARD_BLACK


@cached_drawing(4 * MB)
def card_face(rank: str, suit: str, width: int, height: int) -> pygame.Surface:
    """A full card face: corner indices and a large centre symbol."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, theme.WHITE, rect, border_radius=max(4, width // 10))
    pygame.draw.rect(surface, theme.CARD_EDGE, rect, 1, border_radius=max(4, width // 10))
    colour = suit_colour(suit)
    label = RANK_TEXT.get(rank, rank)
    corner = theme.face_text(label, max(theme.min_text(), height // 6), colour, bold=True)
    surface.blit(corner, (6, 3))
    small = suit_symbol(suit, max(8, height // 9))
    surface.blit(small, (6 + (corner.get_width() - small.get_width()) // 2, 5 + corner.get_height()))
    flipped = pygame.transform.rotate(surface.subsurface((0, 0, width // 2, height // 2)).copy(), 180)
    surface.blit(flipped, (width - flipped.get_width(), height - flipped.get_height()))
    if rank in "JQK":
        inner = rect.inflate(-width * 0.5, -height * 0.44)
        pygame.draw.rect(surface, theme.FACE_PANEL, inner, border_radius=6)
        pygame.draw.rect(surface, colour, inner, 2, border_radius=6)
        theme.blit_center(surface, theme.face_text(label, max(theme.min_text(), height // 5), colour, bold=True),
                          (inner.centerx, inner.y + inner.height * 0.34))
        symbol = suit_symbol(suit, height // 8)
        surface.blit(symbol, symbol.get_rect(center=(inner.centerx, inner.y + inner.height * 0.76)))
    else:
        symbol = suit_symbol(suit, int(height * 0.36))
        surface.blit(symbol, symbol.get_rect(center=rect.center))
    return surface


@cached_drawing(3 * MB // 2)
def board_face(rank: str, suit: str, size: int) -> pygame.Surface:
    """A compact face for a board space: the rank large at the top left, the suit below right."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(surface, theme.WHITE, surface.get_rect(), border_radius=5)
    colour = suit_colour(suit)
    label = theme.face_text(RANK_TEXT.get(rank, rank), int(size * 0.4), colour, bold=True)
    surface.blit(label, (4, 1))
    symbol = suit_symbol(suit, int(size * 0.5))
    surface.blit(symbol, (size - symbol.get_width() - 4, size - symbol.get_height() - 4))
    return surface


@cached_drawing(MB // 2)
def card_back(width: int, height: int) -> pygame.Surface:
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, theme.CARD_BACK, rect, border_radius=max(4, width // 10))
    pygame.draw.rect(surface, theme.WHITE, rect.inflate(-8, -8), 2, border_radius=max(3, width // 12))
    for i in range(-height, width, 10):
        pygame.draw.line(surface, theme.CARD_BACK_STRIPE, (i, 4), (i + height, height - 4), 2)
    pygame.draw.rect(surface, theme.WHITE, rect, 3, border_radius=max(4, width // 10))
    return surface
