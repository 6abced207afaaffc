"""Classic Sequence: a chip on a space leaves the card readable (play-test 3: only the "1" of
"10♣" showed under a chip). The card's rank shows where the empty board shows it, its suit is
drawn beside the rank, and the chip's symbol (what colour-blind players read) is whole."""

from __future__ import annotations

import pygame
import pytest

from game.engine.sequence import LAYOUT
from game.ui import theme
from game.ui.cards import RANK_TEXT, suit_colour
from game.ui.chips import chip
from game.ui.sequence.board import FACE
from game.ui.sequence.layout import CHIP, chip_centre, space_rect
from tests.ui.helpers import new_table

# "10" is the widest rank, a queen's tail the lowest ink; hearts and clubs: both suit colours.
SPACES = [s for s, code in enumerate(LAYOUT) if code in ("TC", "QH", "AD", "KS")]


def rank_ink(space: int) -> pygame.Rect:
    """Where the empty board's face draws the rank's ink (board_face: at (4, 1) in the face)."""
    rank, suit = LAYOUT[space]
    label = theme.face_text(RANK_TEXT.get(rank, rank), int(FACE * 0.4), suit_colour(suit), bold=True)
    return label.get_bounding_rect().move(space_rect(space).x + 2 + 4, space_rect(space).y + 2 + 1)


def board_picture(scene) -> pygame.Surface:
    surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    scene.draw(surface)
    return surface


@pytest.mark.parametrize("high_contrast", [False, True])
def test_a_covered_space_still_shows_its_rank_its_suit_and_the_chips_symbol(app, high_contrast):
    theme.set_palette(high_contrast)
    try:
        scene = new_table(app, "sequence", 2)
        empty = board_picture(scene)
        for i, space in enumerate(SPACES):
            scene.state.board[space] = i % 2
        covered = board_picture(scene)
        for i, space in enumerate(SPACES):
            ink = rank_ink(space)
            assert pygame.image.tobytes(covered.subsurface(ink), "RGB") == \
                pygame.image.tobytes(empty.subsurface(ink), "RGB"), f"the rank of {LAYOUT[space]} is covered"
            beside = pygame.Rect(ink.right, ink.y, 20, ink.height)
            suit = suit_colour(LAYOUT[space][1])
            assert any(tuple(covered.get_at((x, y)))[:3] == suit for x in range(beside.left, beside.right)
                       for y in range(beside.top, beside.bottom)), f"no suit beside the rank of {LAYOUT[space]}"
            # The chip's lower three quarters (its symbol, whole) as the chip alone draws them on that space.
            alone = empty.copy()
            theme.blit_center(alone, chip(i % 2, CHIP), chip_centre(space))
            cx, cy = chip_centre(space)
            symbol = pygame.Rect(cx - CHIP // 2, cy - CHIP // 4, CHIP, CHIP * 3 // 4)
            assert not symbol.colliderect(ink)
            assert pygame.image.tobytes(covered.subsurface(symbol), "RGB") == \
                pygame.image.tobytes(alone.subsurface(symbol), "RGB"), "the chip's symbol is whole"
            assert space_rect(space).contains(symbol)
    finally:
        theme.set_palette(False)
