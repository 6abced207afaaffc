"""Where everything lies on the classic Sequence table (logical 1280×800)."""

from __future__ import annotations

import pygame

from game.engine.sequence import SIZE

CELL = 60
BOARD = pygame.Rect(20, 52, CELL * SIZE, CELL * SIZE)
FRAME = 8  # the board's wooden frame around BOARD (board.render_board)
ROW_Y = BOARD.bottom + 14  # the buttons and the message box, beside the hand
# A picked hand card rises by LIFT; with its 3 px ring it stays below the board's frame.
LIFT = 6
CARD_W, CARD_H = 90, 126
HAND_Y = BOARD.bottom + FRAME + 3 + LIFT + 1  # the hand's cards: 670 to 796, inside the 800 px window
PANEL = pygame.Rect(640, 52, 620, 578)
# Refusals, hints and sequences are said below the panel, by the buttons: over the board they hid
# its bottom row (and a space lit there) while they showed.
# The Moves button, between the hand and the turn's buttons: a hand of 7 ends at x=692, its
# label ("Your hand") follows it.
MOVES = pygame.Rect(PANEL.x + 170, ROW_Y + 6, 124, 48)
MESSAGE = pygame.Rect(PANEL.x + 60, ROW_Y + 62, PANEL.width - 60, 50)  # clear of the keyboard hint below it
STOCK = (PANEL.x + 60, PANEL.bottom - 20)  # where dealt and drawn cards come from
# A chip on a space lies low and to the right, smaller than the space: the card's corner index
# (board.corner_index) is drawn over its upper rim, so "10♣" stays readable under a chip.
CHIP = 38
LOCK_RING = 23  # the gold ring of a chip in a sequence, around the chip


def chip_centre(space: int) -> tuple[int, int]:
    rect = space_rect(space)
    return rect.x + 37, rect.y + 40


def space_rect(space: int) -> pygame.Rect:
    r, c = divmod(space, SIZE)
    return pygame.Rect(BOARD.x + c * CELL, BOARD.y + r * CELL, CELL, CELL)


def space_at(pos: tuple[int, int]) -> int | None:
    if not BOARD.collidepoint(pos):
        return None
    c = (pos[0] - BOARD.x) // CELL
    r = (pos[1] - BOARD.y) // CELL
    return r * SIZE + c
