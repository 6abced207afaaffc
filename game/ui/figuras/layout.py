"""Where things are on the Figuras table (logical 1280×800)."""

from __future__ import annotations

import pygame

from game.ui import theme

TABLE_CENTRE = (640, 300)
SEAT_CENTRE = (640, 318)
SEAT_RX, SEAT_RY = 528, 236  # the seats sit on this oval
BADGE_W, BADGE_H = 196, 88
CARD_W, CARD_H = 92, 132  # cards in the hand
HAND_AREA = pygame.Rect(24, 650, 1010, CARD_H)  # left to right; see hand_area
PLAY_RECT = pygame.Rect(1060, 654, 196, 56)  # Play and Draw after the hand, left to right (mirrored in RTL)
DRAW_RECT = pygame.Rect(1060, 722, 196, 56)
LIFT = 22  # a selected card is lifted this much
PILE_W, PILE_H = 104, 150
DISCARD = pygame.Rect(0, 0, PILE_W, PILE_H)
DISCARD.center = (668, 292)
STOCK = pygame.Rect(0, 0, PILE_W, PILE_H)
STOCK.center = (510, 292)
INFO_X = 764  # the colour in force and the Mirror pile, right of the discard pile
MESSAGE_BOX = pygame.Rect(330, 548, 710, 40)  # ends before the Play button
STATUS_W = 500  # the last-move lines at the top left (top right in RTL), clear of the top seat's box
MOVE_TOP, MOVE_PITCH = 40, 19  # where the last move's lines start, and their spacing
MOVE_SIZE = theme.TEXT_SMALL  # the last move's lines
MOVE_LINES, MOVE_MIN_W = 3, 160  # at most this many lines; a line narrower than this is not used


def hand_area() -> pygame.Rect:
    """The hand's row as drawn: at the left and Play and Draw after it at the right; the other way
    round in right to left, where the hand starts at the right (the row and the buttons mirrored)."""
    return theme.mirror(HAND_AREA)
