"""Play-test 3, finding 8: Figuras' figures stay apart at the sizes a 1024x600 window shows them
(the figure in a card's spine is about 16 screen pixels there, 21 at the table's own scale): a
3-pointed star is not a triangle with dented sides, a 10-pointed star is not a round decagon."""

from __future__ import annotations

import pytest

from game.engine.figuras import DECAGON, PENTAGON, STAR3, STAR5, STAR10, TRIANGLE
from game.ui.figuras.cards import figure_image
from game.ui.figuras.layout import CARD_W

SPINE_FIGURE = max(16, round(CARD_W * 0.29)) - 6  # the figure in a hand card's spine (cards._face), logical px


def silhouette(symbol: int, size: int) -> set[tuple[int, int]]:
    image = figure_image(symbol, 0, size)
    return {(x, y) for x in range(size) for y in range(size) if image.get_at((x, y)).a > 128}


def shared(a: int, b: int, size: int) -> float:
    """How much of the two figures' drawn area they share (1: the same picture)."""
    sa, sb = silhouette(a, size), silhouette(b, size)
    return len(sa & sb) / len(sa | sb)


@pytest.mark.parametrize("size", [round(SPINE_FIGURE * 0.75), SPINE_FIGURE, 40])
def test_a_star_and_its_polygon_look_different_at_hand_size(app, size):
    assert shared(STAR3, TRIANGLE, size) <= 0.5, "the 3-pointed star's arms are thin: no triangle"
    assert shared(STAR10, DECAGON, size) <= 2 / 3, "the 10-pointed star's rays show: no disc"
    assert shared(STAR5, PENTAGON, size) <= 2 / 3
