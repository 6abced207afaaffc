"""The kids' board drawn once, the small animal badge left showing beside a chip, and the
board's short effects (the Dragon taking a chip away, a refused space blinking)."""

from __future__ import annotations

import math

import pygame

from game.engine.sequence_kids import ANIMALS, LAYOUT
from game.ui import theme
from game.ui.drawing_cache import MB, cached_drawing
from game.ui.pictures import picture
from game.ui.sequence_kids.colours import seat_chip
from game.ui.sequence_kids.layout import BADGE, BOARD, CHIP, FLASH_TIME, FRAME, VANISH_TIME, space_rect


@cached_drawing(2 * MB)  # shared by every table, asked for at each draw (see drawing_cache)
def render_board() -> pygame.Surface:
    """The board with every animal picture and the starred free corners, drawn once."""
    surface = pygame.Surface(BOARD.inflate(2 * FRAME, 2 * FRAME).size)
    surface.fill(theme.FELT)
    pygame.draw.rect(surface, theme.KIDS_BOARD_WOOD, surface.get_rect(), border_radius=16)
    pygame.draw.rect(surface, theme.KIDS_BOARD_EDGE, surface.get_rect(), 3, border_radius=16)
    for space, name in enumerate(LAYOUT):
        rect = space_rect(space).move(FRAME - BOARD.x, FRAME - BOARD.y).inflate(-6, -6)
        if name is None:
            pygame.draw.rect(surface, theme.KIDS_CORNER, rect, border_radius=12)
            pygame.draw.rect(surface, theme.KIDS_CORNER_EDGE, rect, 3, border_radius=12)
            star = picture("star", 74)
        else:
            pygame.draw.rect(surface, theme.KIDS_PASTELS[ANIMALS.index(name) % len(theme.KIDS_PASTELS)], rect, border_radius=12)
            star = picture(name, 78)
        surface.blit(star, star.get_rect(center=rect.center))
    return surface.convert()


@cached_drawing(MB)
def animal_badge(name: str, ring: tuple[int, int, int]) -> pygame.Surface:
    """The small round picture of `name` in the corner of a space its chip covers, ringed in the
    chip's colour: a child still sees which animal is under the chip."""
    surface = pygame.Surface((BADGE, BADGE), pygame.SRCALPHA)
    c = BADGE // 2
    pygame.draw.circle(surface, theme.WHITE, (c, c), c)
    pygame.draw.circle(surface, ring, (c, c), c, theme.edge(3))
    theme.blit_center(surface, picture(name, BADGE - 10), (c, c))
    return surface


def paint_vanish(space: int, owner: int, surface: pygame.Surface, progress: float) -> None:
    """The Dragon takes a chip away: the chip shrinks under it while it wobbles and rises."""
    t = progress * VANISH_TIME
    cx, cy = space_rect(space).center
    k = min(1.0, t / 0.6)
    if k < 1:
        theme.blit_center(surface, seat_chip(owner, max(8, int(CHIP * (1 - k) / 8) * 8)), (cx, cy))
    wobble = int(math.sin(t * 30) * 4 * (1 - k))
    theme.blit_center(surface, picture("dragon", 76), (cx + wobble, cy - int(20 * k)))


def paint_flash(space: int, surface: pygame.Surface, progress: float) -> None:
    """A refused tap on `space`: it blinks red."""
    if int(progress * FLASH_TIME * 10) % 2 == 0:
        pygame.draw.rect(surface, theme.DANGER, space_rect(space).inflate(-2, -2), 6, border_radius=14)
