"""The kids' cards: an animal on its pastel, the Dragon and the Unicorn gold-edged, a dead card grey."""

from __future__ import annotations

import pygame

from game.engine.sequence_kids import ANIMAL, ANIMALS, CARDS, DRAGON, UNICORN
from game.ui import theme
from game.ui.drawing_cache import MB, cached_drawing
from game.ui.pictures import picture
from game.ui.sequence_kids.icons import swap_icon


def picture_name(card: int) -> str:
    c = CARDS[card]
    return c.animal if c.kind == ANIMAL else c.kind  # type: ignore[return-value]


def _corner_mark(surface: pygame.Surface, kind: str, center: tuple[int, int], size: int) -> None:
    """The little sign in a special card's corners: a chip taken away (Dragon) or a star (Unicorn)."""
    if kind == UNICORN:
        star = picture("star", size)
        surface.blit(star, star.get_rect(center=center))
        return
    r = size // 2
    pygame.draw.circle(surface, theme.KIDS_NO_DISC, center, r)
    pygame.draw.circle(surface, theme.KIDS_NO_RIM, center, r, max(2, size // 10))
    k = r * 0.55
    w = max(2, size // 7)
    cx, cy = center
    pygame.draw.line(surface, theme.KIDS_NO_CROSS, (cx - k, cy - k), (cx + k, cy + k), w)
    pygame.draw.line(surface, theme.KIDS_NO_CROSS, (cx - k, cy + k), (cx + k, cy - k), w)


@cached_drawing(6 * MB)
def card_face(name: str, width: int, height: int, dead: bool = False) -> pygame.Surface:
    """A kids' card: an animal on its pastel colour; the Dragon red and the Unicorn purple, gold-edged.
    A dead card is grey."""
    if dead:
        grey = pygame.transform.grayscale(card_face(name, width, height))
        shade = pygame.Surface((width, height), pygame.SRCALPHA)
        shade.fill(theme.KIDS_SHADE)
        grey.blit(shade, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
        return grey
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(5, width // 9)
    pad = max(3, width // 14)
    if name == DRAGON:
        back, inner, edge, edge_w = theme.KIDS_DRAGON_BACK, theme.KIDS_DRAGON_INNER, theme.KIDS_SPECIAL_EDGE, max(2, width // 30)
    elif name == UNICORN:
        back, inner, edge, edge_w = theme.KIDS_UNICORN_BACK, theme.KIDS_UNICORN_INNER, theme.KIDS_SPECIAL_EDGE, max(2, width // 30)
    else:
        back, inner, edge, edge_w = theme.WHITE, theme.KIDS_PASTELS[ANIMALS.index(name) % len(theme.KIDS_PASTELS)], theme.KIDS_CARD_EDGE, 1
    pygame.draw.rect(surface, back, rect, border_radius=radius)
    pygame.draw.rect(surface, inner, rect.inflate(-2 * pad, -2 * pad), border_radius=max(3, radius - 2))
    pygame.draw.rect(surface, edge, rect, edge_w, border_radius=radius)
    size = int(min(width * 0.84, height * 0.62))
    art = picture(name, size)
    surface.blit(art, art.get_rect(center=rect.center))
    if width >= 56:
        mark = max(12, width // 6)
        if name in (DRAGON, UNICORN):
            for center in ((pad + mark // 2 + 2, pad + mark // 2 + 2),
                           (width - pad - mark // 2 - 2, height - pad - mark // 2 - 2)):
                _corner_mark(surface, name, center, mark)
        else:
            small = picture(name, mark)
            surface.blit(small, small.get_rect(center=(pad + mark // 2 + 3, pad + mark // 2 + 3)))
            surface.blit(pygame.transform.rotate(small, 180),
                         small.get_rect(center=(width - pad - mark // 2 - 3, height - pad - mark // 2 - 3)))
    return surface


def paint_card(surface: pygame.Surface, card: int, rect: pygame.Rect) -> None:
    surface.blit(card_face(picture_name(card), rect.width, rect.height), rect)


def paint_hand_card(surface: pygame.Surface, face: pygame.Surface, rect: pygame.Rect, dead: bool) -> None:
    """A card of the hand, its `face` at `rect`; a dead one (its face grey) with the green swap sign on it."""
    surface.blit(face, rect)
    if dead:
        centre = (rect.centerx, rect.bottom - 44)
        pygame.draw.circle(surface, theme.KIDS_DEAD, centre, 31)
        pygame.draw.circle(surface, theme.WHITE, centre, 31, 3)
        theme.blit_center(surface, swap_icon(40), centre)
