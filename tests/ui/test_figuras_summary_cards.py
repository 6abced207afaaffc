"""Play-test 3, finding 4: the little "Cards left" cards of a Figuras round summary were about 12 px
wide on a 1024x600 screen, too small to tell a figure or a colour. Laid at the 1024x600 scale, every
card left is now large enough to read, and enough of each shows where they overlap."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.app import layout_scale
from game.engine.figuras import RoundEnded
from game.ui import theme
from game.ui.figuras.round_end import RoundSummary
from tests.ui.helpers import new_table

NETBOOK = (1024, 600)
READABLE_W = 27  # screen pixels (the 8-seat summary's cards; they were 14): figure and corner index read


@pytest.mark.parametrize("seats", (3, 8))
@pytest.mark.parametrize("language", ("en", "ar"))
def test_the_cards_left_are_readable_at_1024x600(app, seats, language):
    i18n.set_language(language)
    try:
        scene = new_table(app, "figuras", seats, humans=1)
        hands = tuple(tuple(range(s * 9, s * 9 + (7 if s != 1 else 0))) for s in range(seats))
        ended = RoundEnded(round=1, closer=1, scores=(20,) * seats, totals=(30,) * seats,
                           hands=hands, eliminated=(), exact=(), out=())
        dialog = RoundSummary(app, scene, ended, False)
        painted: list[pygame.Rect] = []
        dialog.paint_card = lambda surface, card, rect: painted.append(pygame.Rect(rect))
        app.push(dialog)
        dialog.draw(pygame.Surface((theme.WIDTH, theme.HEIGHT)))
        assert len(painted) == 7 * (seats - 1), "every card left is laid open"
        scale = layout_scale(NETBOOK)
        assert all(rect.width * scale >= READABLE_W for rect in painted), (painted[0], scale)
        rows: dict[int, list[pygame.Rect]] = {}
        for rect in painted:
            rows.setdefault(rect.y, []).append(rect)
        for row in rows.values():
            xs = sorted(rect.x for rect in row)
            shown = min(b - a for a, b in zip(xs, xs[1:], strict=False))
            assert shown >= 0.6 * row[0].width, "most of each card shows beside the next"
        assert dialog.panel.bottom <= theme.HEIGHT and dialog.panel.top >= 0
    finally:
        i18n.set_language("en")
