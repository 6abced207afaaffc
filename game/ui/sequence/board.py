"""The classic Sequence board's pictures: the empty board drawn once, and the sequences' bars."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

from game.engine.sequence import LAYOUT
from game.i18n import _
from game.ui import theme
from game.ui.cards import RANK_TEXT, board_face, suit_colour, suit_symbol
from game.ui.drawing_cache import MB, cached_drawing
from game.ui.sequence.layout import BOARD, CELL, FRAME, space_rect

FACE = CELL - 4  # a space's card face, 2 px inside the space
INDEX_SUIT = 14  # the small suit beside the rank in a covered space's corner index


@cached_drawing(4 * MB)
def bar_layer() -> pygame.Surface:
    """The see-through layer the sequence bars are drawn on, cleared after each frame: one for
    every table (asked for at each draw), so a new game does not allocate another full-screen surface."""
    return pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)


@cached_drawing(2 * MB)  # shared by every table, asked for at each draw (see drawing_cache)
def render_board() -> pygame.Surface:
    """The empty board, drawn once: every space's card face and the free corners."""
    surface = pygame.Surface(BOARD.inflate(2 * FRAME, 2 * FRAME).size, pygame.SRCALPHA)
    pygame.draw.rect(surface, theme.BOARD_WOOD, surface.get_rect(), border_radius=12)
    for space, code in enumerate(LAYOUT):
        rect = space_rect(space).move(FRAME - BOARD.x, FRAME - BOARD.y).inflate(-4, -4)
        if code is None:
            pygame.draw.rect(surface, theme.CORNER_SPACE, rect, border_radius=5)
            star = [(rect.centerx + math.cos(a) * r, rect.centery + math.sin(a) * r)
                    for i in range(10)
                    for a, r in [(-math.pi / 2 + i * math.pi / 5, 20 if i % 2 == 0 else 9)]]
            pygame.draw.polygon(surface, theme.CORNER_STAR, star)
            free = _("FREE")  # bold where it fits the corner at the smallest size ("VAPAA" at 14 px does not)
            bold = theme.text_width(free, theme.min_text(), bold=True) <= rect.width - 4
            theme.blit_center(surface, theme.fit_text(free, theme.min_text(), rect.width - 4, theme.CORNER_INK, bold=bold),
                              (rect.centerx, rect.bottom - 9))
        else:
            surface.blit(board_face(code[0], code[1], rect.width), rect)
    return surface


@cached_drawing(MB // 4)  # the 48 card codes' tabs take about 180 KB
def corner_index(rank: str, suit: str) -> pygame.Surface:
    """A covered space's corner index, drawn over its chip's upper rim: the card's own rank, where
    and as the board face draws it, and a small suit beside it (the face's large suit is under
    the chip), on the card's white. Its top left is the face's (2 px inside the space)."""
    label = theme.face_text(RANK_TEXT.get(rank, rank), int(FACE * 0.4), suit_colour(suit), bold=True)
    ink = label.get_bounding_rect().move(4, 1)  # where board_face puts the rank
    suit_at = pygame.Rect(ink.right + 2, ink.y, INDEX_SUIT, INDEX_SUIT)
    tab = ink.union(suit_at).inflate(6, 4)
    surface = pygame.Surface((tab.right, tab.bottom), pygame.SRCALPHA)
    pygame.draw.rect(surface, theme.WHITE, tab, border_radius=5)
    surface.blit(label, (4, 1))
    surface.blit(suit_symbol(suit, INDEX_SUIT), suit_at)
    return surface


def draw_bars(surface: pygame.Surface, sequences: Sequence[Sequence[Sequence[int]]], teams: Iterable[int],
              width: int = 10) -> None:
    """Completed sequences (`sequences[team]`, each its spaces in order): a translucent bar through
    their spaces, in the team's colour."""
    teams = list(teams)
    if not any(sequences[team] for team in teams):
        return
    overlay = bar_layer()
    for team in teams:
        for seq in sequences[team]:
            a, b = space_rect(seq[0]).center, space_rect(seq[-1]).center
            pygame.draw.line(overlay, theme.SEQUENCE_GLOW, a, b, width + 6)
            pygame.draw.line(overlay, (*theme.TEAM_COLOURS[team], 170), a, b, width)
    surface.blit(overlay, (0, 0))
    overlay.fill(theme.CLEAR)
