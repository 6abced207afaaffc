"""Team chips: a colour and a white symbol, so teams are told apart without colour."""

from __future__ import annotations

import math

import pygame

from game.ui import theme
from game.ui.drawing_cache import MB, cached_drawing

TEAM_SYMBOLS = ("circle", "triangle", "square")


def chip(team: int, diameter: int) -> pygame.Surface:
    """A Sequence team chip: the team's colour and its own symbol."""
    return symbol_chip(theme.TEAM_COLOURS[team], TEAM_SYMBOLS[team], diameter)


# ---------------------------------------------------------------- chips of any colour

CHIP_SYMBOLS = ("circle", "triangle", "square", "star", "heart", "diamond")


def _shape(surface: pygame.Surface, symbol: str, center: tuple[float, float], r: float, colour) -> None:
    """`symbol` (one of CHIP_SYMBOLS) in `colour`, about `r` * 0.8 wide, centred on `center`."""
    cx, cy = center
    if symbol == "circle":
        pygame.draw.circle(surface, colour, center, r * 0.34)
    elif symbol == "triangle":
        pygame.draw.polygon(surface, colour, [(cx, cy - r * 0.46), (cx + r * 0.46, cy + r * 0.32),
                                              (cx - r * 0.46, cy + r * 0.32)])
    elif symbol == "square":
        s = r * 0.32
        pygame.draw.rect(surface, colour, pygame.Rect(cx - s, cy - s, 2 * s, 2 * s))
    elif symbol == "diamond":
        s = r * 0.46
        pygame.draw.polygon(surface, colour, [(cx, cy - s), (cx + s * 0.8, cy), (cx, cy + s), (cx - s * 0.8, cy)])
    elif symbol == "star":
        points = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r * (0.5 if i % 2 == 0 else 0.21)
            points.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr + r * 0.04))
        pygame.draw.polygon(surface, colour, points)
    elif symbol == "heart":
        k = r * 0.2
        pygame.draw.circle(surface, colour, (cx - k, cy - k * 0.6), k * 1.12)
        pygame.draw.circle(surface, colour, (cx + k, cy - k * 0.6), k * 1.12)
        pygame.draw.polygon(surface, colour, [(cx - k * 2.05, cy - k * 0.3), (cx + k * 2.05, cy - k * 0.3),
                                              (cx, cy + k * 2.1)])
    else:
        raise ValueError(f"unknown chip symbol {symbol!r}")


@cached_drawing(MB)
def symbol_chip(colour: tuple[int, int, int], symbol: str, diameter: int) -> pygame.Surface:
    """A chip of any colour with a symbol from CHIP_SYMBOLS, drawn like `chip`; the symbol is
    white, or dark brown on light colours (yellow), so it always stands out (black or white
    in high contrast, whose chips also get a white and a black rim)."""
    big = diameter * 4
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    c = (big / 2, big / 2)
    pygame.draw.circle(surface, theme.CHIP_SHADOW, (c[0] + big * 0.03, c[1] + big * 0.05), big * 0.48)
    if theme.high_contrast():  # a white rim, then a black one: the chip stands out on any space
        pygame.draw.circle(surface, theme.WHITE, c, big * 0.48)
        pygame.draw.circle(surface, theme.CHIP_RIM, c, big * 0.44)
        pygame.draw.circle(surface, colour, c, big * 0.40)
    else:
        pygame.draw.circle(surface, tuple(int(v * 0.6) for v in colour), c, big * 0.47)
        pygame.draw.circle(surface, colour, c, big * 0.42)
        pygame.draw.circle(surface, tuple(min(255, v + 50) for v in colour), c, big * 0.42, max(2, big // 24))
    luma = 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]
    if theme.high_contrast():
        ink = theme.CHIP_INK if luma > 130 else theme.WHITE
    else:
        ink = theme.CHIP_INK_ON_GOLD if luma > 165 else theme.WHITE
    _shape(surface, symbol, c, big * 0.42, ink)
    return pygame.transform.smoothscale(surface, (diameter, diameter))
