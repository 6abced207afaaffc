"""Colours, fonts and cached text: one place for the look of every scene.

Right to left (Arabic): `text` shapes Arabic runs with HarfBuzz and lays out a
line that mixes directions (game.ui.bidi); `rtl`, `align_x` and `mirror` let a
scene put its labels and panels where a right-to-left reader expects them.
"""

from __future__ import annotations

import sys
from collections import OrderedDict
from functools import lru_cache

import pygame

from game import i18n
from game.resources import asset
from game.ui import bidi

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


FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}  # Latin, Greek, Cyrillic and Arabic


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    return pygame.font.Font(str(asset("fonts", FONT_FILES[bold])), size)


@lru_cache(maxsize=64)
def rtl_font(size: int, bold: bool = False) -> pygame.font.Font:
    """The same face, shaping Arabic right to left (HarfBuzz: joined letters, mirrored brackets)."""
    f = pygame.font.Font(str(asset("fonts", FONT_FILES[bold])), size)
    f.set_script("Arab")
    f.set_direction(pygame.DIRECTION_RTL)
    return f


def rtl() -> bool:
    """True when the interface reads right to left (Arabic)."""
    return i18n.right_to_left()


def align_x(x: int, width: int, item_width: int) -> int:
    """Left edge of an item at the start of the span x..x+width: the left end, or the right end in RTL."""
    return x + width - item_width if rtl() else x


def mirror(rect: pygame.Rect | tuple[int, int, int, int], width: int = WIDTH) -> pygame.Rect:
    """`rect` reflected across the middle of the screen (or of a span `width` wide) in RTL."""
    rect = pygame.Rect(rect)
    if rtl():
        rect.x = width - rect.right
    return rect


def _runs(message: str) -> tuple[tuple[str, bool], ...] | None:
    """Visual runs when `message` needs bidirectional layout, else None (one plain run)."""
    if bidi.has_right_to_left(message):
        return bidi.runs(message, rtl())
    return None


@lru_cache(maxsize=4096)
def _width(message: str, size: int, bold: bool, right_to_left: bool) -> int:
    runs = _runs(message)
    if runs is None:
        return font(size, bold).size(message)[0]
    return sum((rtl_font if backwards else font)(size, bold).size(piece)[0] for piece, backwards in runs)


def text_width(message: str, size: int, bold: bool = False) -> int:
    """The width of `message` as `text` draws it (shaped, in the reading direction)."""
    return _width(message, size, bold, rtl())


def _render(message: str, size: int, colour: tuple[int, int, int], bold: bool) -> pygame.Surface:
    runs = _runs(message)
    if runs is None:
        return font(size, bold).render(message, True, colour)
    parts = [(rtl_font if backwards else font)(size, bold).render(piece, True, colour) for piece, backwards in runs]
    surface = pygame.Surface((sum(p.get_width() for p in parts), max(p.get_height() for p in parts)), pygame.SRCALPHA)
    surface.fill((*colour[:3], 0))  # transparent, in the text's colour: edges blend cleanly
    x = 0
    for part in parts:
        surface.blit(part, (x, 0))
        x += part.get_width()
    return surface


_TEXT_CACHE: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_TEXT_CACHE_LIMIT = 600  # bounded: long sessions must not grow memory


def text(message: str, size: int, colour: tuple[int, int, int] = INK, bold: bool = False) -> pygame.Surface:
    """A rendered line of text, cached (most labels are drawn every frame).

    Arabic is shaped, and a line that mixes directions is laid out right to left
    when the interface is (left to right otherwise, e.g. an Arabic name in English).
    """
    key = (message, size, colour, bold, rtl())
    surface = _TEXT_CACHE.get(key)
    if surface is None:
        surface = _render(message, size, colour, bold)
        _TEXT_CACHE[key] = surface
        if len(_TEXT_CACHE) > _TEXT_CACHE_LIMIT:
            _TEXT_CACHE.popitem(last=False)
    else:
        _TEXT_CACHE.move_to_end(key)
    return surface


def reset_text_cache() -> None:
    """Forget rendered text (after a change of language)."""
    _TEXT_CACHE.clear()
    _width.cache_clear()


def forget_drawings() -> None:
    """After a change of language: forget rendered text and every cached drawing of the UI modules
    (card faces, badges and labels drawn with words), so nothing is shown in the old language."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("game.ui.") or module is None:
            continue
        for value in list(vars(module).values()):
            if getattr(value, "__module__", None) == name and callable(getattr(value, "cache_clear", None)):
                value.cache_clear()
    reset_text_cache()


def reset_caches() -> None:
    """Forget loaded fonts (they die with pygame.font.quit(); a new App loads them again)."""
    font.cache_clear()
    rtl_font.cache_clear()
    reset_text_cache()


def wrap(message: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break `message` into lines no wider than `width` pixels (paragraphs kept).

    Lines stay in reading order; draw each with `text` and place it with `align_x`.
    """
    lines: list[str] = []
    for paragraph in message.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if text_width(trial, size, bold) <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def fit_text(message: str, size: int, width: int, colour=INK, bold: bool = False) -> pygame.Surface:
    """Text shrunk (down to 10 px) until it fits `width`."""
    while size > 10 and text_width(message, size, bold) > width:
        size -= 1
    return text(message, size, colour, bold)


def fitted_size(message: str, size: int, width: int, bold: bool = False) -> int:
    """The size `fit_text` would draw `message` at (tests flag anything below 12 px)."""
    while size > 10 and text_width(message, size, bold) > width:
        size -= 1
    return size


def blit_center(target: pygame.Surface, surface: pygame.Surface, center: tuple[int, int]) -> None:
    target.blit(surface, surface.get_rect(center=center))
