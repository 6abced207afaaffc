"""Pictures instead of words on the kids' buttons: swap a card, pass the turn."""

from __future__ import annotations

import math

import pygame

from game.ui import theme
from game.ui.drawing_cache import MB, cached_drawing
from game.ui.widgets import Button


def _thick_arc(surface, colour, center, radius, start, stop, width) -> list[tuple[float, float]]:
    """A smooth thick arc (angles in degrees, counter-clockwise on screen); returns its end point and
    direction of travel."""
    cx, cy = center
    steps = max(8, int(abs(stop - start) / 3))
    for i in range(steps + 1):
        a = math.radians(start + (stop - start) * i / steps)
        pygame.draw.circle(surface, colour, (cx + math.cos(a) * radius, cy - math.sin(a) * radius), width / 2)
    a = math.radians(stop)
    sign = 1 if stop > start else -1
    return [(cx + math.cos(a) * radius, cy - math.sin(a) * radius), (-math.sin(a) * sign, -math.cos(a) * sign)]


@cached_drawing(MB // 4)
def swap_icon(size: int, colour: tuple[int, int, int] = theme.WHITE) -> pygame.Surface:
    """Two arrows chasing each other round a circle: "swap this card for a new one"."""
    big = size * 4
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    c = (big / 2, big / 2)
    r, w = big * 0.32, big * 0.11
    for start, stop in ((30, 150), (210, 330)):
        (x, y), (dx, dy) = _thick_arc(surface, colour, c, r, start, stop, w)
        px, py = -dy, dx
        head = big * 0.16
        pygame.draw.polygon(surface, colour, [(x + dx * head * 1.3, y + dy * head * 1.3),
                                              (x + px * head, y + py * head), (x - px * head, y - py * head)])
    return pygame.transform.smoothscale(surface, (size, size))


@cached_drawing(MB // 4)
def pass_icon(size: int) -> pygame.Surface:
    """Two arrow heads and a bar: "skip my turn"."""
    big = size * 4
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    for x0 in (0.14, 0.44):
        pygame.draw.polygon(surface, theme.WHITE, [(big * x0, big * 0.22), (big * (x0 + 0.3), big * 0.5),
                                                   (big * x0, big * 0.78)])
    pygame.draw.rect(surface, theme.WHITE, (big * 0.76, big * 0.22, big * 0.1, big * 0.56))
    return pygame.transform.smoothscale(surface, (size, size))


class IconButton(Button):
    """A button showing a picture instead of its (translated, accessible) label."""

    def __init__(self, rect, label: str, on_click, icon: pygame.Surface, colour: str | None = None) -> None:
        super().__init__(rect, label, on_click, colour=colour)
        self.icon = icon

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        base = theme.named(self.colour) if self.colour else theme.BUTTON
        colour = tuple(min(255, c + 24) for c in base) if self.hover else base
        pygame.draw.rect(surface, theme.FELT_DARK, self.rect.move(2, 3), border_radius=14)
        pygame.draw.rect(surface, colour, self.rect, border_radius=14)
        pygame.draw.rect(surface, theme.HIGHLIGHT, self.rect, 3, border_radius=14)
        theme.blit_center(surface, self.icon, self.rect.center)
