"""The recap light (the others' moves since your last turn, parts.recap) and the hint's ring
(parts.hints) are never lit together and never look alike: asking for a hint puts the recap out
for the rest of the turn, so the ring is the one light on the table; and the two colours are far
apart in both palettes."""

from __future__ import annotations

import random

import pygame
import pytest

from game.games import GAME_IDS
from game.ui import theme
from game.ui.dialogs import HandoffScene
from tests.ui.helpers import hand_over, hint_ready, new_table, settle


def picture(scene) -> bytes:
    surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def recap_shows(scene) -> bool:
    """Whether the recap lights anything: the table drawn differs from the table with it put out."""
    scene.clock = scene.attention_until  # pulses at rest: two frames differ only by the recap
    with_recap = picture(scene)
    events, scene.recap.events = scene.recap.events, list
    try:
        return picture(scene) != with_recap
    finally:
        scene.recap.events = events


def hint_ring_shows(scene) -> bool:
    surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    scene.draw(surface)
    return pygame.mask.from_threshold(surface, theme.HINT_COLOUR, (1, 1, 1, 255)).count() > 0


def to_a_lit_recap(app, game_id: str):
    """A two-person table played at random until a seat, after its hand-off, sees moves lit."""
    scene = new_table(app, game_id, 2, humans=2)
    match, rng = scene.match, random.Random(4)
    for _ in range(80):
        settle(app, scene, keep=(HandoffScene,))
        if isinstance(app.scene, HandoffScene) or scene.handover.passing:
            hand_over(app, scene)
            scene.motion.finish()
            if scene.recap.events():
                return scene
        assert scene.act(rng.choice(match.state.legal_actions()))
    raise AssertionError("no recap was lit")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_asking_for_a_hint_puts_the_recap_out_for_the_turn(app, game_id):
    scene = to_a_lit_recap(app, game_id)
    assert recap_shows(scene), "the recap is lit before the hint"
    scene.ask_hint()
    hint_ready(app, scene)
    scene.motion.finish()
    assert scene.recap.events() == [] and not recap_shows(scene), "the hint's ring is the one light on the table"
    if scene.live_hint() is not None:
        assert hint_ring_shows(scene)
    scene.hints.given = None  # the hint lapses (Rummidrez: the player moves a card): the recap stays out
    assert scene.recap.events() == []


@pytest.mark.parametrize("high_contrast", [False, True])
def test_the_recap_and_the_hint_are_far_apart_in_colour(app, high_contrast):
    theme.set_palette(high_contrast)
    try:
        distance = sum((a - b) ** 2 for a, b in zip(theme.RECAP, theme.HINT_COLOUR, strict=True)) ** 0.5
        assert distance >= 120, (theme.RECAP, theme.HINT_COLOUR)
    finally:
        theme.set_palette(False)
