"""Colours, fonts and cached text: one place for the look of every scene."""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import pygame

from game.resources import asset

WIDTH, HEIGHT = 1280, 800  # the logical size every scene lays out in

FELT = (22, 92, 62)
FELT_DARK = (15, 66, 45)
PANEL = (248, 244, 232)
PANEL_EDGE = (190, 178, 150)
INK = (28, 28, 32)
MUTED = (96, 96, 104)
WHITE = (255, 255, 255)
CARD_RED = (196, 24, 36)
CARD_BLACK = (24, 24, 28)
HIGHLIGHT = (255, 214, 64)
DANGER = (232, 64, 48)
BUTTON = (52, 110, 190)
BUTTON_HOVER = (70, 132, 214)
BUTTON_DISABLED = (150, 156, 166)
SHADOW = (0, 0, 0, 90)

# Team chips: a colour and a symbol, so no one depends on colour alone.
TEAM_COLOURS = ((40, 98, 214), (34, 156, 74), (214, 44, 44))
TEAM_NAMES = ("Blue", "Green", "Red")


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font(str(asset("fonts", name)), size)


_TEXT_CACHE: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_TEXT_CACHE_LIMIT = 600  # bounded: long sessions must not grow memory


def text(message: str, size: int, colour: tuple[int, int, int] = INK, bold: bool = False) -> pygame.Surface:
    """A rendered line of text, cached (most labels are drawn every frame)."""
    key = (message, size, colour, bold)
    surface = _TEXT_CACHE.get(key)
    if surface is None:
        surface = font(size, bold).render(message, True, colour)
        _TEXT_CACHE[key] = surface
        if len(_TEXT_CACHE) > _TEXT_CACHE_LIMIT:
            _TEXT_CACHE.popitem(last=False)
    else:
        _TEXT_CACHE.move_to_end(key)
    return surface


def reset_caches() -> None:
    """Forget loaded fonts (they die with pygame.font.quit(); a new App loads them again)."""
    font.cache_clear()
    _TEXT_CACHE.clear()


def wrap(message: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break `message` into lines no wider than `width` pixels (paragraphs kept)."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in message.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def fit_text(message: str, size: int, width: int, colour=INK, bold: bool = False) -> pygame.Surface:
    """Text shrunk (down to 10 px) until it fits `width`."""
    while size > 10 and font(size, bold).size(message)[0] > width:
        size -= 1
    return text(message, size, colour, bold)


def blit_center(target: pygame.Surface, surface: pygame.Surface, center: tuple[int, int]) -> None:
    target.blit(surface, surface.get_rect(center=center))
