"""Colour pictures (animals, action icons) from game/assets/emoji, scaled and cached."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.resources import asset


@lru_cache(maxsize=64)
def _original(name: str) -> pygame.Surface:
    return pygame.image.load(str(asset("emoji", f"{name}.png"))).convert_alpha()


@lru_cache(maxsize=256)
def picture(name: str, size: int) -> pygame.Surface:
    """The picture `name` (see build/make_emoji.py) fitted into a `size`×`size` square."""
    image = _original(name)
    w, h = image.get_size()
    scale = size / max(w, h)
    return pygame.transform.smoothscale(image, (max(1, round(w * scale)), max(1, round(h * scale))))
