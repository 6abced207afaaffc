"""The classic Sequence board's pictures: the empty board drawn once, and the sequences' bars."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

from game.engine.sequence import LAYOUT
from game.i18n import _
from game.ui import theme
from game.ui.cards import board_face
from game.ui.drawing_cache import MB, cached_drawing
from game.ui.sequence.layout import BOARD, FRAME, space_rect


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
