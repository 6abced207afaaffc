"""Team chips: a colour and a white symbol, so teams are told apart without colour."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import theme


def _symbol(surface: pygame.Surface, team: int, center: tuple[float, float], r: float) -> None:
    cx, cy = center
    if team == 0:
        pygame.draw.circle(surface, theme.WHITE, center, r * 0.32)
    elif team == 1:
        pygame.draw.polygon(surface, theme.WHITE, [(cx, cy - r * 0.42), (cx + r * 0.4, cy + r * 0.3), (cx - r * 0.4, cy + r * 0.3)])
    else:
        s = r * 0.3
        pygame.draw.rect(surface, theme.WHITE, pygame.Rect(cx - s, cy - s, 2 * s, 2 * s))


@lru_cache(maxsize=32)
def chip(team: int, diameter: int) -> pygame.Surface:
    """A team chip `diameter` pixels wide, drawn large and smoothed down."""
    big = diameter * 4
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    c = (big / 2, big / 2)
    colour = theme.TEAM_COLOURS[team]
    dark = tuple(int(v * 0.6) for v in colour)
    pygame.draw.circle(surface, (0, 0, 0, 80), (c[0] + big * 0.03, c[1] + big * 0.05), big * 0.48)
    pygame.draw.circle(surface, dark, c, big * 0.47)
    pygame.draw.circle(surface, colour, c, big * 0.42)
    pygame.draw.circle(surface, tuple(min(255, v + 50) for v in colour), c, big * 0.42, max(2, big // 24))
    _symbol(surface, team, c, big * 0.42)
    return pygame.transform.smoothscale(surface, (diameter, diameter))
