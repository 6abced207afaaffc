"""Figuras' cards drawn in code, and their names.

A face is a frame in the card's colour with a spine on the right holding the points (top and
bottom) and 1 to 4 punched holes (red 1, yellow 2, green 3, blue 4) so colours can be matched
without telling them apart; the figure as a real shape; action cards and the Key with their
pictures. Every drawing is cached (game.ui.drawing_cache): cards alike share one surface.
"""

from __future__ import annotations

import math

import pygame

from game import i18n
from game.engine.figuras import (
    COLOUR_NAMES,
    COLOUR_OF,
    HOLES,
    PACKAGE,
    PENTAGON,
    STAR3,
    STAR5,
    STAR10,
    SYMBOL_KEYS,
    SYMBOL_NAMES,
    SYMBOL_OF,
    SYMBOL_POINTS,
    TRIANGLE,
)
from game.i18n import _, listing
from game.ui import theme
from game.ui.drawing_cache import MB, cached_drawing
from game.ui.pictures import picture


def darker(colour: tuple[int, int, int], factor: float = 0.62) -> tuple[int, int, int]:
    return (int(colour[0] * factor), int(colour[1] * factor), int(colour[2] * factor))


def colour_name(colour: int) -> str:
    return _(COLOUR_NAMES[colour])


def card_text(card: int) -> str:
    """A card's name for the log, translated: "red triangle", "blue Mirror", "Key"."""
    colour, symbol = COLOUR_OF[card], SYMBOL_OF[card]
    if colour < 0:
        return _(SYMBOL_NAMES[symbol])
    # Translators: a card's name, e.g. "red triangle" or "blue Mirror".
    return _("{colour} {figure}").format(colour=colour_name(colour), figure=_(SYMBOL_NAMES[symbol]))


def cards_text(cards: list[int] | tuple[int, ...]) -> str:
    return listing(card_text(c) for c in cards)


def hand_order(card: int) -> tuple[int, int, int]:
    """How the hand is laid out: by colour, then symbol; Keys last."""
    colour = COLOUR_OF[card]
    return (colour if colour >= 0 else 9, SYMBOL_OF[card], card)


# ---------------------------------------------------------------- drawing the cards

STAR_INNER = {STAR3: (3, 0.25), STAR5: (5, 0.42), STAR10: (10, 0.44)}
POLYGON_SIDES = {TRIANGLE: 3, PENTAGON: 5}  # the decagon is the default: 10


def figure_points(symbol: int, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The outline of a figure (point up), centred on its bounding box."""
    if symbol in STAR_INNER:
        k, inner = STAR_INNER[symbol]
        pts = [(math.cos(-math.pi / 2 + i * math.pi / k) * (r if i % 2 == 0 else r * inner),
                math.sin(-math.pi / 2 + i * math.pi / k) * (r if i % 2 == 0 else r * inner)) for i in range(2 * k)]
    else:
        k = POLYGON_SIDES.get(symbol, 10)
        rr = r * (1.12 if k == 3 else 0.96)
        pts = [(math.cos(-math.pi / 2 + i * 2 * math.pi / k) * rr, math.sin(-math.pi / 2 + i * 2 * math.pi / k) * rr)
               for i in range(k)]
    ys = [p[1] for p in pts]
    shift = -(min(ys) + max(ys)) / 2
    return [(cx + x, cy + y + shift) for x, y in pts]


@cached_drawing(MB)
def figure_image(symbol: int, colour: int, size: int) -> pygame.Surface:
    """A figure `size` pixels across, drawn four times larger and smoothed down."""
    big = size * 4
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    pts = figure_points(symbol, big / 2, big / 2, big * 0.47)
    fill = theme.FIGURAS_COLOURS[colour]
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, darker(fill, 0.55), pts, max(3, big // 28))
    return pygame.transform.smoothscale(surface, (size, size))


def _rainbow(width: int, height: int, radius: int) -> pygame.Surface:
    """The Key's frame: the four colours in bands, cut to a rounded card."""
    bands = pygame.Surface((width, height), pygame.SRCALPHA)
    for i, colour in enumerate(theme.FIGURAS_COLOURS):
        y0, y1 = height * i // 4, height * (i + 1) // 4
        pygame.draw.rect(bands, colour, (0, y0, width, y1 - y0))
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(mask, theme.OPAQUE, mask.get_rect(), border_radius=radius)
    bands.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return bands


def draw_holes(surface: pygame.Surface, count: int, cx: float, top: float, bottom: float, r: float,
               frame: tuple[int, int, int]) -> None:
    """`count` punched holes in a column between `top` and `bottom`."""
    gap = min(r * 2.9, (bottom - top) / max(1, count))
    y = (top + bottom) / 2 - gap * (count - 1) / 2
    for _i in range(count):
        pygame.draw.circle(surface, darker(frame, 0.45), (cx, y), r + max(1.0, r * 0.25))
        pygame.draw.circle(surface, theme.FIGURAS_HOLE, (cx, y), r)
        y += gap


def draw_hole_row(surface: pygame.Surface, count: int, center: tuple[float, float], r: float,
                  frame: tuple[int, int, int]) -> None:
    """`count` holes side by side (the colour badges)."""
    gap = r * 3.0
    x = center[0] - gap * (count - 1) / 2
    for _i in range(count):
        pygame.draw.circle(surface, darker(frame, 0.5), (x, center[1]), r + 1.5)
        pygame.draw.circle(surface, theme.FIGURAS_HOLE, (x, center[1]), r)
        x += gap


@cached_drawing(6 * MB)
def _face(colour: int, symbol: int, width: int, height: int, language: str) -> pygame.Surface:
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(4, width // 9)
    if colour < 0:
        surface.blit(_rainbow(width, height, radius), (0, 0))
        frame = theme.FIGURAS_KEY_FRAME
    else:
        frame = theme.FIGURAS_COLOURS[colour]
        pygame.draw.rect(surface, frame, rect, border_radius=radius)
    spine = max(16, round(width * 0.29))  # wide enough for the points at 13 px on the smallest cards
    border = max(2, round(width * 0.07))
    panel = pygame.Rect(border, border, width - border - spine, height - 2 * border)
    pygame.draw.rect(surface, theme.FIGURAS_CREAM, panel, border_radius=max(3, radius - 2))
    # The spine on the right side, which stays in sight in a crowded hand: the points in a
    # white disc, the symbol small in a window, and the holes of the colour.
    scx = panel.right + spine / 2
    # The points are a card-face drawing: they grow with the card, not a step of the type scale.
    label = theme.face_text(str(SYMBOL_POINTS[symbol]), max(theme.min_text(), round(spine * 0.5)), theme.INK, bold=True)
    disc = max(spine * 0.44, label.get_width() / 2 + 1)  # "13" stays inside its disc
    cy = border + disc + 1
    pygame.draw.circle(surface, theme.WHITE, (scx, cy), disc)
    pygame.draw.circle(surface, darker(frame, 0.6), (scx, cy), disc, 1)
    theme.blit_center(surface, label, (round(scx), round(cy)))
    mini = max(8, spine - 6)
    window = pygame.Rect(0, 0, mini + 2, mini + 2)
    window.center = (round(scx), round(cy + disc + 3 + window.height / 2))
    pygame.draw.rect(surface, theme.FIGURAS_CREAM, window, border_radius=3)
    if symbol < PACKAGE:
        small = figure_image(symbol, colour, mini)
    else:
        small = picture(SYMBOL_KEYS[symbol], mini)
    surface.blit(small, small.get_rect(center=window.center))
    if colour >= 0:
        draw_holes(surface, HOLES[colour], scx, window.bottom + 3, height - border - 1, max(2.5, spine * 0.23), frame)
    # The figure or the picture.
    if symbol < PACKAGE:
        size = int(min(panel.width, panel.height) * 0.9)
        image = figure_image(symbol, colour, size)
        surface.blit(image, image.get_rect(center=panel.center))
    else:
        # The picture's name under it on a large card, bold or else plain, when it is readable
        # (13 px or more); otherwise the picture alone, larger. A card-face drawing: in proportion to the card.
        name_text, name_size = _(SYMBOL_NAMES[symbol]), max(theme.min_text(), height // 10)
        bold = theme.fitted_size(name_text, name_size, panel.width - 4, bold=True) >= theme.min_text()
        show_name = height >= 90 and (bold or theme.fitted_size(name_text, name_size, panel.width - 4) >= theme.min_text())
        size = int(min(panel.width * 0.86, panel.height * (0.62 if show_name else 0.8)))
        image = picture(SYMBOL_KEYS[symbol], size)
        centre_y = panel.centery - (panel.height * 0.08 if show_name else 0)
        surface.blit(image, image.get_rect(center=(panel.centerx, centre_y)))
        if show_name:
            ink = darker(frame, 0.7) if colour >= 0 else theme.INK
            name = theme.fit_text(name_text, name_size, panel.width - 4, ink, bold=bold)
            theme.blit_center(surface, name, (panel.centerx, panel.bottom - name.get_height() // 2 - 4))
    pygame.draw.rect(surface, theme.FIGURAS_EDGE, rect, 1, border_radius=radius)
    return surface


def card_face(card: int, width: int, height: int) -> pygame.Surface:
    """The face of card `card` at this size (cached; cards alike share one surface)."""
    return _face(COLOUR_OF[card], SYMBOL_OF[card], width, height, i18n.language())


@cached_drawing(MB // 2)
def card_shade(width: int, height: int) -> pygame.Surface:
    """Laid over a card of the hand that cannot be played now: the card stays readable, but dim."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surface, theme.CARD_SHADE, surface.get_rect(), border_radius=max(4, width // 9))
    return surface


@cached_drawing(MB // 2)
def card_back(width: int, height: int) -> pygame.Surface:
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(3, width // 9)
    pygame.draw.rect(surface, theme.FIGURAS_BACK, rect, border_radius=radius)
    inner = rect.inflate(-max(4, width // 8), -max(4, width // 8))
    pygame.draw.rect(surface, theme.FIGURAS_BACK_LINE, inner, max(1, width // 30), border_radius=max(2, radius - 2))
    if width >= 30:
        size = int(min(inner.width, inner.height) * 0.7)
        big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
        pygame.draw.polygon(big, theme.GOLD, figure_points(STAR5, size * 2, size * 2, size * 1.9))
        pygame.draw.polygon(big, theme.GOLD_LIGHT, figure_points(STAR5, size * 2, size * 2, size * 1.9), size // 5)
        star = pygame.transform.smoothscale(big, (size, size))
        surface.blit(star, star.get_rect(center=rect.center))
    else:
        pygame.draw.circle(surface, theme.GOLD, rect.center, max(2, width // 5))
    pygame.draw.rect(surface, theme.FIGURAS_BACK_EDGE, rect, 1, border_radius=radius)
    return surface


def paint_card(surface: pygame.Surface, card: int, rect: pygame.Rect) -> None:
    surface.blit(card_face(card, rect.width, rect.height), rect)


@cached_drawing(MB)
def colour_badge(colour: int, width: int, height: int) -> pygame.Surface:
    """A swatch of a colour with its holes and its name (the colour in force, the colour buttons)."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    fill = theme.FIGURAS_COLOURS[colour]
    pygame.draw.rect(surface, fill, surface.get_rect(), border_radius=10)
    pygame.draw.rect(surface, darker(fill, 0.55), surface.get_rect(), 2, border_radius=10)
    ink = theme.INK if colour == 1 else theme.WHITE
    # A drawing like a card face: the colour's name grows with the swatch.
    label = theme.fit_face_text(colour_name(colour), max(theme.min_text(), height // 3), width - 16, ink, bold=True)
    theme.blit_center(surface, label, (width // 2, int(height * 0.36)))
    draw_hole_row(surface, HOLES[colour], (width / 2, height * 0.74), max(4.0, height * 0.09), fill)
    return surface

