"""What both Sequence tables use to point at spaces and to cheer a win.

`shade` dims the board and `glow` rings a lit space (the board's own picture is put back on the
lit spaces between the two, so they stay bright); `Celebration` is a fixed number of bursts of
party and star pictures that then stops, so the table rests (no frames) until someone acts.
"""

from __future__ import annotations

import math
import random

import pygame

from game.ui import theme
from game.ui.drawing_cache import MB, cached_drawing
from game.ui.pictures import picture


@cached_drawing(2 * MB)
def shade(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The see-through shade laid over a board of `size` while some of its spaces are lit."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, theme.SPOTLIGHT_DIM, surface.get_rect(), border_radius=radius)
    return surface


@cached_drawing(MB)
def glow(colour: tuple[int, int, int], level: int, cell: int) -> pygame.Surface:
    """The ring round a lit space `cell` pixels wide; `level` 0..5 is how strong (for the pulse)."""
    k = cell / 100  # drawn for the kids board's 100 px spaces, in proportion on smaller ones

    def px(n: float) -> int:
        return max(1, round(n * k))

    surface = pygame.Surface((cell, cell), pygame.SRCALPHA)
    rect = surface.get_rect().inflate(-2, -2)
    pygame.draw.rect(surface, (*colour, 24 + level * 8), rect.inflate(-px(10), -px(10)), border_radius=px(12))
    pygame.draw.rect(surface, (*colour, 255), rect, px(6 + level // 2), border_radius=px(14))
    pygame.draw.rect(surface, (255, 255, 255, 120 + level * 25), rect.inflate(-px(14 + level), -px(14 + level)),
                     px(2), border_radius=px(10))
    return surface


BURST = 1.1  # seconds between two bursts
BURST_LIFE = 2.2  # seconds a burst's pictures fly
GRAVITY = 900.0


class Celebration:
    """`bursts` bursts of party and star pictures, played `rounds` times, then nothing."""

    def __init__(self, seed: int, bursts: int = 6, rounds: int = 2, pictures: int = 18) -> None:
        rng = random.Random(seed)
        self.rounds = rounds
        self.bursts: list[list[tuple[float, float, float, float, str, int]]] = []
        for _k in range(bursts):
            parts = []
            for i in range(pictures):
                angle = rng.uniform(math.pi * 1.05, math.pi * 1.95)  # upwards, fanned out
                speed = rng.uniform(380, 760)
                parts.append((rng.uniform(-20, 20), rng.uniform(-20, 20), math.cos(angle) * speed,
                              math.sin(angle) * speed, "party" if i % 3 == 0 else "star", rng.choice((36, 48, 60))))
            self.bursts.append(parts)

    @property
    def length(self) -> float:
        """Seconds from the first burst until the last picture has fallen away."""
        count = len(self.bursts)
        return BURST * count * (self.rounds - 1) + BURST * (count - 1) + BURST_LIFE

    def flying(self, t: float) -> bool:
        return 0 <= t < self.length

    def draw(self, surface: pygame.Surface, t: float, origins: list[tuple[float, float]]) -> None:
        """The pictures in the air `t` seconds after the start; burst k starts from origins[k % len]."""
        if not self.flying(t):
            return
        period = BURST * len(self.bursts)
        for k, parts in enumerate(self.bursts):
            age = (t - k * BURST) % period if t >= k * BURST else -1.0
            if not 0 <= age < BURST_LIFE:
                continue
            ox, oy = origins[k % len(origins)]
            for dx, dy, vx, vy, name, size in parts:
                x = ox + dx + vx * age
                y = oy + dy + vy * age + 0.5 * GRAVITY * age * age
                if -60 < x < theme.WIDTH + 60 and -60 < y < theme.HEIGHT + 60:
                    theme.blit_center(surface, picture(name, size), (int(x), int(y)))
