"""Where everything lies on the Sequence for kids table (logical 1280×800)."""

from __future__ import annotations

import pygame

from game.engine.sequence_kids import COLS, ROWS

CELL = 100
FRAME = 10
BOARD = pygame.Rect(20, 78, COLS * CELL, ROWS * CELL)  # 700 × 600
CHIP = 66
BADGE = 46  # the animal's picture left showing beside a chip, centred BADGE_AT from a space's corner
BADGE_AT = 24
PLAYERS = pygame.Rect(752, 78, 508, 296)
HAND_PANEL = pygame.Rect(752, 388, 508, 310)
CARD_W, CARD_H = 148, 206
CARD_GAP = 14
HAND_Y = HAND_PANEL.y + 26
LIFT = 20
MESSAGE = pygame.Rect(752, 712, 508, 56)
VANISH_TIME = 0.8  # seconds the Dragon takes to carry a chip away (at normal animation speed)
FLASH_TIME = 0.6  # seconds a refused space blinks
LAST_MOVE_Y = BOARD.bottom + FRAME + 30


def space_rect(space: int) -> pygame.Rect:
    r, c = divmod(space, COLS)
    return pygame.Rect(BOARD.x + c * CELL, BOARD.y + r * CELL, CELL, CELL)


def space_at(pos: tuple[int, int]) -> int | None:
    if not BOARD.collidepoint(pos):
        return None
    return (pos[1] - BOARD.y) // CELL * COLS + (pos[0] - BOARD.x) // CELL
