"""Play-test 3 (issue 17): on a hand-off the seat being handed to read its own forced draw in the
third person ("Player 2 drew 1 card" on Player 2's own screen). The hand-off screen is public, so no
secret may show, but that seat is now addressed as "you"; every other seat keeps its name."""

from __future__ import annotations

import random

import pytest

from game.engine.figuras import Drawn, Given, Stolen
from game.games import GAME_IDS
from game.ui.dialogs import HandoffScene
from game.ui.figuras.cards import card_text
from game.ui.figuras.sentences import describe_move
from game.ui.move_log import since_last_turn
from tests.ui.helpers import hand_over, new_table, settle

NAMES = ["Ana", "Ben", "Cai"]


def test_a_public_screen_tells_the_seat_it_speaks_to_as_you_and_shows_no_card():
    drawn = Drawn(1, (5, 17), 2, 2, "mirror")
    assert describe_move([drawn], NAMES, None, addressed=1) == ["You drew 2 cards."]
    assert describe_move([drawn], NAMES, None, addressed=0) == ["Ben drew 2 cards."]
    stolen, given = Stolen(2, 40, 1), Given(0, 41, 1, False)
    assert describe_move([stolen], NAMES, None, addressed=1) == ["Cai stole a card from you."]
    assert describe_move([given], NAMES, None, addressed=1) == ["Ana gave you a card."]
    told = " ".join(describe_move([drawn, stolen, given], NAMES, None, addressed=1))
    assert not any(card_text(c) in told for c in (5, 17, 40, 41)), "a public screen names no card"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_hand_off_recap_calls_its_seat_you_and_tells_no_more_than_to_anyone(app, game_id):
    scene = new_table(app, game_id, 3, humans=2)
    match, rng, checked = scene.match, random.Random(7), 0
    for _ in range(80):
        settle(app, scene, keep=(HandoffScene,))
        if match.is_over:
            break
        if isinstance(app.scene, HandoffScene) or scene.handover.passing:
            seat = match.current_seat
            start = since_last_turn(match, seat)
            name = match.seats[seat].name
            lines = scene.recap.lines(seat)
            anyone = [line.text for line in scene.log_lines(None, start)]
            assert len(lines) == len(anyone)
            for mine, public in zip(lines, anyone, strict=True):
                assert name not in mine, f"{name} is 'you' on its own hand-off: {mine}"
                if game_id == "figuras":  # no card named that anyone else could not read
                    assert [c for c in range(100) if card_text(c) in mine] == \
                        [c for c in range(100) if card_text(c) in public], (mine, public)
            checked += any("you" in line.lower() for line in lines)
            hand_over(app, scene)
        scene.act(rng.choice(match.state.legal_actions()))
    if game_id == "figuras":
        assert checked, "no hand-off told its seat something done by it or to it"
