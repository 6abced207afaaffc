"""Caches of drawings bounded by the bytes their pixels take, not by how many they hold.

A count is a poor bound for surfaces: 600 lines of text may be 2 MB of labels or 16 MB
of paragraphs, and a card face at a large size weighs ten times a small one. Every cache
of drawn surfaces (text, card faces, icons) is a `SurfaceCache` with a byte budget, so the
memory they can hold together is the sum of their budgets (ARCHITECTURE.md: ≤ 200 MB).

A scene asks for a large drawing (a board, a layer) each time it draws (a hit costs a
dictionary look-up) and never keeps it in an attribute: a table left behind waits in a
reference cycle for the garbage collector, and one that kept its board after
`theme.forget_drawings` (a change of language, palette or text size) held a second copy the
budgets do not count. In the random-input test dead tables held up to 33 MB of boards that
way (its peak reached 201 MB in some runs).
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, ParamSpec, TypeVar

import pygame

P = ParamSpec("P")
K = TypeVar("K", bound=Hashable)

MB = 2**20
ALL: list[SurfaceCache] = []  # every cache made, for the figures in tests and the benchmark


def surface_bytes(surface: pygame.Surface) -> int:
    """The bytes of a surface's pixels (what it costs to keep)."""
    return surface.get_pitch() * surface.get_height()


class SurfaceCache(Generic[K]):
    """Least recently used surfaces, dropped oldest first once their pixels pass `limit` bytes."""

    def __init__(self, name: str, limit: int) -> None:
        self.name = name
        self.limit = limit
        self.nbytes = 0
        self.misses = 0  # drawings made: a cache whose budget is too small for a table keeps missing
        self._items: OrderedDict[K, pygame.Surface] = OrderedDict()
        ALL.append(self)

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: K) -> pygame.Surface | None:
        surface = self._items.get(key)
        if surface is not None:
            self._items.move_to_end(key)
        return surface

    def put(self, key: K, surface: pygame.Surface) -> None:
        self.misses += 1
        old = self._items.pop(key, None)
        if old is not None:
            self.nbytes -= surface_bytes(old)
        self._items[key] = surface
        self.nbytes += surface_bytes(surface)
        while self.nbytes > self.limit and len(self._items) > 1:  # the newest is kept: it is in use
            _, dropped = self._items.popitem(last=False)
            self.nbytes -= surface_bytes(dropped)

    def clear(self) -> None:
        self._items.clear()
        self.nbytes = 0


def cached_drawing(limit: int) -> Callable[[Callable[P, pygame.Surface]], Callable[P, pygame.Surface]]:
    """Decorate a function that draws a surface from hashable arguments: each drawing is kept
    in a `SurfaceCache` of `limit` bytes. Like functools.lru_cache, the result has cache_clear()
    (theme.forget_drawings calls it after a change of language) and `cache` for the figures."""

    def decorate(draw: Callable[P, pygame.Surface]) -> Callable[P, pygame.Surface]:
        cache: SurfaceCache[tuple] = SurfaceCache(f"{draw.__module__}.{draw.__qualname__}", limit)

        @functools.wraps(draw)
        def cached(*args: P.args, **kwargs: P.kwargs) -> pygame.Surface:
            key = (args, tuple(kwargs.items())) if kwargs else args
            surface = cache.get(key)
            if surface is None:
                surface = draw(*args, **kwargs)
                cache.put(key, surface)
            return surface

        cached.cache = cache  # type: ignore[attr-defined]
        cached.cache_clear = cache.clear  # type: ignore[attr-defined]
        return cached

    return decorate


def held_bytes() -> int:
    """The bytes all caches of drawings hold now."""
    return sum(cache.nbytes for cache in ALL)


def budget_bytes() -> int:
    """The most all caches of drawings can hold together."""
    return sum(cache.limit for cache in ALL)
