"""The kids' chips and colours: each seat's colour with its own symbol, the animals' pastels."""

from __future__ import annotations

import pygame

from game.engine.sequence_kids import CHIP_COLOURS
from game.ui import theme
from game.ui.chips import symbol_chip

# Kid chips: the engine's four colours (theme.KID_COLOURS), each with its own symbol (for colour-blind players).
KID_SYMBOLS = {"red": "heart", "yellow": "star", "green": "triangle", "blue": "square"}
# The animals' soft backgrounds are theme.KIDS_PASTELS (a second clue after the picture).

def seat_colour(seat: int) -> tuple[int, int, int]:
    return theme.KID_COLOURS[CHIP_COLOURS[seat]]


def seat_chip(seat: int, size: int) -> pygame.Surface:
    name = CHIP_COLOURS[seat]
    return symbol_chip(theme.KID_COLOURS[name], KID_SYMBOLS[name], size)


def ink_on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """White on dark colours, dark brown on light ones (yellow)."""
    light = 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2] > 165
    return theme.KIDS_DARK_INK if light else theme.WHITE


def tint(colour: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    """`colour` mixed with white (`amount` 0: unchanged, 1: white)."""
    return tuple(int(c + (255 - c) * amount) for c in colour)  # type: ignore[return-value]
