"""Since your last turn, lit on the table (game.ui.parts.recap): after a hand-off between two people
the seat to play sees where the other one's moves changed the table, in every game, until it acts."""

from __future__ import annotations

import random

import pygame
import pytest

from game.games import GAME_IDS
from game.ui import theme
from game.ui.dialogs import HandoffScene
from game.ui.move_log import since_last_turn
from tests.ui.helpers import hand_over, new_table, settle


def picture(scene) -> bytes:
    surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_others_moves_are_lit_after_a_hand_off_until_the_seat_acts(app, game_id):
    scene = new_table(app, game_id, 2, humans=2)
    match = scene.match
    rng = random.Random(4)
    lit = 0
    for _ in range(60):
        settle(app, scene, keep=(HandoffScene,))
        if match.is_over:
            break
        if isinstance(app.scene, HandoffScene) or scene.handover.passing:
            assert scene.recap.events() == [], "nothing is lit while the hand-off hides the table"
            seat = hand_over(app, scene)
            start = since_last_turn(match, seat)
            breaks = [i for i, brk in enumerate(match.breaks) if brk]
            start = max([start] + [b + 1 for b in breaks[-1:]])
            expected = [e for events in match.events_after(start) for e in events]
            assert scene.recap.events() == expected
            assert all(actor != seat for actor in match.actors[start:])
            scene.motion.finish()
            if expected:
                with_recap = picture(scene)
                events, scene.recap.events = scene.recap.events, list
                try:
                    assert picture(scene) != with_recap, "the recap lights nothing on the table"
                finally:
                    scene.recap.events = events
                lit += 1
            assert scene.act(rng.choice(match.state.legal_actions()))
            assert scene.recap.events() == [], "gone once the seat has acted"
            continue
        scene.act(rng.choice(match.state.legal_actions()))
    assert lit >= 2, "no hand-off showed the other seat's moves"
