"""Sequence for kids: when the last move is also a move the recap lights ("since your last turn",
the violet ring), both show: the recap's ring goes around the last move's frame, not under it
(play-test 3 found it hidden on the same rectangle)."""

from __future__ import annotations

import pygame
import pytest

from game.engine.sequence import Placed
from game.engine.sequence_kids import LAYOUT
from game.ui import theme
from game.ui.sequence_kids.layout import space_rect
from tests.ui.helpers import new_table


@pytest.mark.parametrize("palette", ["standard", "high contrast"])
def test_the_recaps_colour_shows_all_around_the_last_moves_frame(app, palette):
    if palette != "standard":
        theme.set_palette(True)
    try:
        scene = new_table(app, "sequence_kids", 2)
        space = next(s for s, name in enumerate(LAYOUT) if name is not None and s > 12)
        scene.state.board[space] = 1
        scene.last_spaces, scene.last_kind = (space,), "place"
        surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
        scene.draw(surface)
        scene.draw_recap(surface, [Placed(seat=1, card=0, space=space, team=1)])
        rect = space_rect(space)
        frame = theme.KIDS_LAST_PLACED
        outside = [(rect.left - 2, rect.centery), (rect.right + 1, rect.centery),
                   (rect.centerx, rect.top - 2), (rect.centerx, rect.bottom + 1)]
        assert [tuple(surface.get_at(p))[:3] for p in outside] == [theme.RECAP] * 4, \
            "the recap's ring shows on every side of the space"
        inside = [(rect.left + 3, rect.centery), (rect.centerx, rect.top + 3)]
        assert [tuple(surface.get_at(p))[:3] for p in inside] == [frame] * 2, "the last move's frame still shows"
    finally:
        theme.set_palette(False)
