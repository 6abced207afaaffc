"""What keeps memory flat in a long session: dialogs dim in place, large buffers go back to the system."""

from __future__ import annotations

import platform
import sys

import pygame
import pytest

from game import heap
from game.ui.dialogs import dim


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
