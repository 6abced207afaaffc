"""Pokerdrez cards drawn in code: colour-filled faces, chess-like figures, wild Neutrals, backs.

Every face shows its colour's number large in a white badge (players who cannot
tell the colours apart read the number), and its figure as a silhouette drawn
with polygons: Pawn, Knight, Bishop, Rook, Queen, and the Jester's hat. The
left strip of a face (badge and a small figure) stays readable when cards
overlap. Shapes are drawn four times larger and smoothed down; every surface is
cached per size.
"""

from __future__ import annotations

import math

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.drawing_cache import MB, cached_drawing

# Colour number n is theme.POKERDREZ_COLOURS[n - 1] (Gray, Red, Magenta, Purple, Blue, Yellow, Cyan,
# Orange, Green), read when a face is drawn, so the high-contrast palette applies.
# Ink is read from the theme when a face is drawn: theme.POKERDREZ_INK (dark) and theme.WHITE.
DARK_ON = frozenset({6, 7, 8})  # Yellow, Cyan and Orange cards carry a dark figure; the others a white one


def ink_for(number: int) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """(fill, edge) of the figure on a card of colour `number`: dark on light colours, white on dark."""
    if number in DARK_ON:
        return theme.POKERDREZ_INK, theme.WHITE
    return theme.WHITE, theme.POKERDREZ_INK


# ---------------------------------------------------------------- figure shapes (100 x 100 box)

_BASE = [(18, 96), (82, 96), (82, 88), (74, 81), (26, 81), (18, 88)]


def _shapes(figure: int) -> list[tuple]:
    """Drawing steps for a figure: ("poly", points) / ("circle", (x, y), r) / ("ellipse", (x, y), (w, h)),
    and ("cut", ...) for holes punched out afterwards."""
    if figure == 0:  # Pawn
        return [("poly", _BASE), ("poly", [(31, 82), (69, 82), (59, 52), (41, 52)]),
                ("ellipse", (28, 45), (44, 11)), ("circle", (50, 31), 16)]
    if figure == 1:  # Knight: a horse's head looking left
        return [("poly", _BASE),
                ("poly", [(28, 82), (74, 82), (76, 60), (72, 40), (64, 24), (54, 14), (50, 4), (44, 14),
                          (34, 17), (24, 27), (12, 45), (9, 55), (14, 61), (24, 60), (34, 52), (44, 50),
                          (30, 70)]),
                ("cut", ("circle", (36, 30), 4)), ("cut", ("poly", [(44, 20), (48, 17), (49, 22)]))]
    if figure == 2:  # Bishop: a mitre with a slit
        return [("poly", _BASE), ("poly", [(33, 82), (67, 82), (59, 58), (41, 58)]),
                ("ellipse", (30, 51), (40, 10)), ("ellipse", (32, 17), (36, 40)), ("circle", (50, 13), 7),
                ("cut", ("poly", [(52, 24), (58, 22), (47, 42), (42, 40)]))]
    if figure == 3:  # Rook: a tower with battlements
        return [("poly", _BASE), ("poly", [(25, 82), (75, 82), (69, 74), (31, 74)]),
                ("poly", [(32, 75), (68, 75), (65, 38), (35, 38)]),
                ("poly", [(24, 40), (76, 40), (76, 12), (65, 12), (65, 21), (56, 21), (56, 12), (44, 12),
                          (44, 21), (35, 21), (35, 12), (24, 12)])]
    if figure == 4:  # Queen: a crown of five points
        return [("poly", _BASE), ("poly", [(31, 82), (69, 82), (60, 46), (40, 46)]),
                ("ellipse", (28, 40), (44, 10)),
                ("poly", [(27, 44), (73, 44), (84, 15), (65, 31), (58, 10), (50, 27), (42, 10), (35, 31),
                          (16, 15)]),
                ("circle", (15, 13), 6), ("circle", (42, 8), 5), ("circle", (58, 8), 5), ("circle", (85, 13), 6)]
    # Jester: a jester's hat with three bells, over a grinning face
    return [("poly", [(20, 62), (80, 62), (80, 74), (20, 74)]),
            ("poly", [(22, 64), (42, 64), (34, 40), (20, 26), (6, 24), (16, 34), (22, 48)]),
            ("poly", [(38, 64), (62, 64), (58, 36), (50, 12), (42, 36)]),
            ("poly", [(58, 64), (78, 64), (78, 48), (84, 34), (94, 24), (80, 26), (66, 40)]),
            ("circle", (6, 24), 7), ("circle", (50, 9), 7), ("circle", (94, 24), 7),
            ("ellipse", (30, 72), (40, 26)),
            ("cut", ("circle", (42, 82), 3)), ("cut", ("circle", (58, 82), 3)),
            ("cut", ("poly", [(40, 88), (60, 88), (50, 94)])),
            ("cut", ("poly", [(28, 68), (34, 64), (40, 68), (34, 72)])),
            ("cut", ("poly", [(44, 68), (50, 64), (56, 68), (50, 72)])),
            ("cut", ("poly", [(60, 68), (66, 64), (72, 68), (66, 72)]))]


def _paint(surface: pygame.Surface, step: tuple, scale: float, colour, offset=(0.0, 0.0)) -> None:
    kind, *data = step
    ox, oy = offset
    if kind == "poly":
        pygame.draw.polygon(surface, colour, [(ox + x * scale, oy + y * scale) for x, y in data[0]])
    elif kind == "circle":
        (x, y), r = data
        pygame.draw.circle(surface, colour, (ox + x * scale, oy + y * scale), r * scale)
    elif kind == "ellipse":
        (x, y), (w, h) = data
        pygame.draw.ellipse(surface, colour, pygame.Rect(ox + x * scale, oy + y * scale, w * scale, h * scale))


@cached_drawing(MB)
def figure_icon(figure: int, size: int, fill: tuple[int, int, int], edge: tuple[int, int, int]) -> pygame.Surface:
    """Figure 0..5 (Pawn..Jester) as a `size`-pixel silhouette in `fill`, outlined in `edge`."""
    big = size * 4
    pad = big * 0.08
    scale = (big - 2 * pad) / 100
    shape = pygame.Surface((big, big), pygame.SRCALPHA)
    for step in _shapes(figure):
        if step[0] == "cut":
            _paint(shape, step[1], scale, theme.CLEAR, (pad, pad))
        else:
            _paint(shape, step, scale, fill, (pad, pad))
    mask = pygame.mask.from_surface(shape)
    outline = mask.to_surface(setcolor=(*edge, 255), unsetcolor=theme.CLEAR)
    result = pygame.Surface((big, big), pygame.SRCALPHA)
    radius = max(3, big // 28)
    for i in range(12):
        a = i * math.pi / 6
        result.blit(outline, (round(math.cos(a) * radius), round(math.sin(a) * radius)))
    result.blit(shape, (0, 0))
    return pygame.transform.smoothscale(result, (size, size))


def _star(center: tuple[float, float], outer: float, inner: float) -> list[tuple[float, float]]:
    cx, cy = center
    return [(cx + math.cos(a) * r, cy + math.sin(a) * r)
            for i in range(10) for a, r in [(-math.pi / 2 + i * math.pi / 5, outer if i % 2 == 0 else inner)]]


@cached_drawing(MB // 4)
def star_icon(size: int) -> pygame.Surface:
    big = size * 4
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    c = (big / 2, big / 2 + big * 0.03)
    pygame.draw.polygon(surface, theme.POKERDREZ_INK, _star(c, big * 0.49, big * 0.22))
    pygame.draw.polygon(surface, theme.WHITE, _star(c, big * 0.40, big * 0.17))
    return pygame.transform.smoothscale(surface, (size, size))


# ---------------------------------------------------------------- faces and backs

def _badge(surface: pygame.Surface, label: str, width: int, height: int) -> pygame.Rect:
    """The white number badge at the top left; returns its rect."""
    bw = max(15, round(width * 0.40))  # room for a 13 px number (or star) on the smallest table cards
    bh = max(15, round(height * 0.30))
    badge = pygame.Rect(max(2, width // 18), max(2, width // 18), bw, bh)
    pygame.draw.rect(surface, theme.WHITE, badge, border_radius=max(3, bw // 4))
    pygame.draw.rect(surface, theme.POKERDREZ_INK, badge, theme.edge(max(1, width // 40)), border_radius=max(3, bw // 4))
    size = max(theme.min_text(), round(bh * 0.86))  # a card-face drawing: the number grows with the card
    theme.blit_center(surface, theme.fit_face_text(label, size, bw - 2, theme.POKERDREZ_INK, bold=True),
                      (badge.centerx, badge.centery + 1))
    return badge


@cached_drawing(6 * MB)
def card_face(kind: int, width: int, height: int) -> pygame.Surface:
    """The face of a card of `kind` (engine KEY: figure * 9 + number - 1; -1 for a Neutral)."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(4, width // 9)
    if kind < 0:
        _neutral(surface, width, height, radius)
        return surface
    figure, number = divmod(kind, 9)
    number += 1
    colour = theme.POKERDREZ_COLOURS[number - 1]
    dark = tuple(int(v * 0.55) for v in colour)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    light = tuple(min(255, int(v + (255 - v) * 0.35)) for v in colour)
    inner = rect.inflate(-max(4, width // 9), -max(4, width // 9))
    pygame.draw.rect(surface, light, inner, max(1, width // 30), border_radius=max(3, radius - 2))
    pygame.draw.rect(surface, dark, rect, theme.edge(max(1, width // 28)), border_radius=radius)
    badge = _badge(surface, str(number), width, height)
    fill, edge = ink_for(number)
    # A small figure under the badge: the left strip names the card when cards overlap.
    small = max(10, round(badge.width * 1.0))
    if height >= 50:
        surface.blit(figure_icon(figure, small, fill, edge), (badge.centerx - small // 2, badge.bottom + 1))
        big = round(min(width * 0.76, height * 0.58))
        icon = figure_icon(figure, big, fill, edge)
        surface.blit(icon, icon.get_rect(center=(width * 0.61, height * 0.64)))
    else:  # a mini card: number and figure only
        big = round(min(width * 0.62, height - badge.bottom - 2))
        icon = figure_icon(figure, max(8, big), fill, edge)
        surface.blit(icon, icon.get_rect(midbottom=(width * 0.55, height - 1)))
    return surface


def _neutral(surface: pygame.Surface, width: int, height: int, radius: int) -> None:
    """A Neutral (wild) card: rainbow stripes of the nine colours, a white star, "Wild"."""
    stripes = pygame.Surface((width, height), pygame.SRCALPHA)
    band = max(3, (width + height) // 18)
    for i in range(-height // band - 2, (width + height) // band + 2):
        colour = theme.POKERDREZ_COLOURS[i % 9]
        soft = tuple(int(v + (255 - v) * 0.45) for v in colour)
        x = i * band
        pygame.draw.polygon(stripes, soft, [(x, 0), (x + band, 0), (x + band - height, height), (x - height, height)])
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(mask, theme.OPAQUE, mask.get_rect(), border_radius=radius)
    stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(stripes, (0, 0))
    pygame.draw.rect(surface, theme.NEUTRAL_EDGE, surface.get_rect(), max(1, width // 28), border_radius=radius)
    badge = _badge(surface, "★", width, height)
    if height >= 50:
        star = star_icon(round(min(width * 0.72, height * 0.5)))
        surface.blit(star, star.get_rect(center=(width * 0.55, height * 0.56)))
        # "Wild" where it is readable (13 px or more); on a small card the stripes and the star tell it.
        size = max(theme.min_text(), height // 8)  # a card-face drawing, in proportion to the card
        if theme.fitted_size(_("Wild"), size, width - 8, bold=True) >= theme.min_text():
            label = theme.fit_text(_("Wild"), size, width - 8, theme.POKERDREZ_INK, bold=True)
            plate = label.get_rect(midbottom=(width // 2, height - max(3, height // 20)))
            pygame.draw.rect(surface, theme.WHITE, plate.inflate(6, 0), border_radius=4)
            surface.blit(label, plate)
    else:
        star = star_icon(max(8, round(min(width * 0.6, height - badge.bottom - 2))))
        surface.blit(star, star.get_rect(midbottom=(width * 0.55, height - 1)))


@cached_drawing(MB // 2)
def card_back(width: int, height: int) -> pygame.Surface:
    """The back of a Pokerdrez card: deep blue with a gold lattice and a star."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(4, width // 9)
    pygame.draw.rect(surface, theme.POKERDREZ_BACK, rect, border_radius=radius)
    pattern = pygame.Surface((width, height), pygame.SRCALPHA)
    step = max(6, width // 6)
    for i in range(-height, width + height, step):
        pygame.draw.line(pattern, theme.POKERDREZ_LATTICE, (i, 0), (i + height, height), max(1, width // 30))
        pygame.draw.line(pattern, theme.POKERDREZ_LATTICE, (i, height), (i + height, 0), max(1, width // 30))
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(mask, theme.OPAQUE, rect.inflate(-8, -8), border_radius=max(3, radius - 3))
    pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(pattern, (0, 0))
    pygame.draw.rect(surface, theme.POKERDREZ_GOLD, rect.inflate(-max(6, width // 8), -max(6, width // 8)),
                     max(1, width // 30), border_radius=max(3, radius - 3))
    if width >= 24:
        s = round(width * 0.42)
        star = pygame.Surface((s * 4, s * 4), pygame.SRCALPHA)
        pygame.draw.polygon(star, theme.POKERDREZ_GOLD, _star((s * 2, s * 2), s * 1.9, s * 0.8))
        star = pygame.transform.smoothscale(star, (s, s))
        surface.blit(star, star.get_rect(center=rect.center))
    pygame.draw.rect(surface, theme.POKERDREZ_BACK_EDGE, rect, max(1, width // 28), border_radius=radius)
    return surface
