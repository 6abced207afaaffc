"""Colour pictures (animals, action icons) from assets/emoji, scaled and cached."""

from __future__ import annotations

import pygame

from game.resources import asset
from game.ui.drawing_cache import MB, cached_drawing


@cached_drawing(2 * MB)
def _original(name: str) -> pygame.Surface:
    return pygame.image.load(str(asset("emoji", f"{name}.png"))).convert_alpha()


@cached_drawing(2 * MB)
def picture(name: str, size: int) -> pygame.Surface:
    """The picture `name` (see build/make_emoji.py) fitted into a `size`×`size` square."""
    image = _original(name)
    w, h = image.get_size()
    scale = size / max(w, h)
    return pygame.transform.smoothscale(image, (max(1, round(w * scale)), max(1, round(h * scale))))
