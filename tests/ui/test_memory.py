"""What keeps memory flat in a long session: dialogs dim in place, large buffers go back to the system."""

from __future__ import annotations

import platform
import sys
import weakref

import pygame
import pytest

from game import heap
from game.games import GAME_IDS
from game.ui import (
    cards,
    chips,
    drawing_cache,
    figuras_scene,
    pictures,
    pokerdrez,
    sequence_kids_scene,
    sequence_scene,
    theme,
)
from game.ui.dialogs import PauseMenu, dim
from game.ui.figuras import cards as figuras_cards
from game.ui.figuras import panels as figuras_panels
from tests.ui.helpers import new_table


def test_dim_darkens_like_a_black_shade_laid_over():
    surface = pygame.Surface((8, 8))
    surface.fill((200, 100, 50))
    shade = pygame.Surface((8, 8), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 150))
    expected = surface.copy()
    expected.blit(shade, (0, 0))
    dim(surface, 150)
    got, want = surface.get_at((3, 3)), expected.get_at((3, 3))
    assert all(abs(a - b) <= 1 for a, b in zip(got[:3], want[:3], strict=True)), (got, want)


@pytest.mark.skipif(not sys.platform.startswith("linux") or platform.libc_ver()[0] != "glibc", reason="glibc only")
def test_large_blocks_are_mapped_on_their_own_with_glibc():
    assert heap.release_large_blocks()


def test_text_cache_holds_its_byte_bound_and_keeps_what_is_in_use(app):
    cache = theme._TEXT_CACHE
    cache.clear()
    first = theme.text("kept on screen", 18)
    for n in range(400):  # long lines weigh far more than labels: a count would not bound them
        theme.text(f"paragraph {n} " + "words " * 30, 22)
        assert theme.text("kept on screen", 18) is first  # drawn every frame: never dropped
        assert cache.nbytes <= cache.limit
    assert cache.nbytes > cache.limit // 2  # it does fill: the bound, not the workload, stopped it


def test_card_faces_at_many_sizes_stay_within_their_budget(app):
    for width in range(40, 200, 4):
        cards.card_face("Q", "H", width, width * 7 // 5)
    held = cards.card_face.cache  # type: ignore[attr-defined]
    assert held.nbytes <= held.limit
    assert drawing_cache.held_bytes() <= drawing_cache.budget_bytes() <= 64 * drawing_cache.MB


def test_every_cache_of_drawings_is_bounded_by_bytes():
    counted = [value for module in (cards, chips, figuras_scene, figuras_cards, figuras_panels, pictures, pokerdrez,
                                    sequence_kids_scene, sequence_scene)
               for value in vars(module).values() if hasattr(value, "cache_info")]
    assert counted == []  # an lru_cache of surfaces is bounded by count only
    sizes = {cache.name: cache.limit for cache in drawing_cache.ALL}
    assert "game.ui.theme.text" in sizes and "game.ui.cards.card_face" in sizes


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_table_keeps_no_large_cached_drawing_once_the_caches_forget_it(app, game_id):
    """A table left behind waits for the garbage collector (its buttons call back into it). Had it kept
    its board or a full-screen layer from a cache, a change of language, palette or text size (which
    empties the caches) would leave that copy alive beside the new one, outside every budget: in the
    random-input test dead tables held up to 33 MB so. (A button's icon of a few KB may stay.)"""
    table = new_table(app, game_id, players=2)
    app.step(1 / 60, [])
    table.motion.finish()  # cards still flying carry their faces until they land
    app.push(PauseMenu(app, "", "", app.pop))
    app.step(1 / 60, [])
    drawn = [surface for cache in drawing_cache.ALL for surface in cache._items.values()]
    assert drawn  # the frame was drawn from the caches
    large = [weakref.ref(surface) for surface in drawn if drawing_cache.surface_bytes(surface) >= heap.LARGE_BLOCK]
    del drawn
    theme.forget_drawings()
    kept = [ref() for ref in large if ref() is not None]
    assert not kept, f"the table still holds {[s.get_size() for s in kept]} after the caches forgot them"
