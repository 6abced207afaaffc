"""Play-test 2, finding 8: the keyboard's help strip is readable (the small size of the type scale,
not the 13 px floor: 8 px high at 1024×600) and never drawn over the hand's cards."""

from __future__ import annotations

import pygame
import pytest

from game.ui import focus, theme
from tests.ui.helpers import new_table, settle, until_human

TABLES = [("sequence", 2), ("sequence", 12), ("sequence_kids", 4), ("figuras", 3), ("rummidrez", 2)]


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("language", ["en", "ar"])
@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_the_keys_strip_is_readable_and_clear_of_the_hand(app, monkeypatch, game_id, players, language, large):
    app.set_language(language)
    theme.set_large_text(large)
    try:
        scene = new_table(app, game_id, players)
        settle(app, scene)
        until_human(app, scene)
        drawn: list[tuple[str, int, pygame.Rect]] = []
        real = theme.blit_center

        def noted(target, surface, centre):
            drawn.append((surface, surface.get_rect(center=centre)))
            real(target, surface, centre)

        hint = scene.keyboard_hint()
        sizes: list[int] = []
        render = theme.text
        monkeypatch.setattr(theme, "text", lambda m, s, *a, **k: (sizes.append(s), render(m, s, *a, **k))[1])
        monkeypatch.setattr(theme, "blit_center", noted)
        focus.draw_hint(pygame.Surface((theme.WIDTH, theme.HEIGHT)), hint, [t.rect for t in scene.hand_targets()],
                        [t.rect for t in scene.focus_targets()])
        monkeypatch.undo()
        assert sizes and min(sizes) >= focus.HINT_SIZE
        hand = [t.rect for t in scene.hand_targets()]
        assert hand, "the table shows a hand"
        for _surface, rect in drawn:
            assert rect.collidelist(hand) < 0, f"the keys' line at {rect} covers a card of the hand"
            assert pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT).contains(rect)
    finally:
        theme.set_large_text(False)
