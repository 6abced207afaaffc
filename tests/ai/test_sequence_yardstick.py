"""The Sequence yardstick: a fixed greedy player, kept apart from the game's own, that plays sensibly."""

from __future__ import annotations

import random

from game.ai import tournament
from game.ai.sequence_yardstick import SequenceYardstick
from game.engine.sequence import Place, Remove
from tests.sequence_positions import card
from tests.sequence_positions import sequence_position as position


def decide(state):
    return SequenceYardstick().choose(state.view(0), random.Random(0), 0.0)


def test_completes_a_sequence_and_blocks_a_four():
    # Row 1 is "6C 5C 4C 3C 2C AH ...": 6C on space 10 completes our five ...
    assert decide(position([card("6C"), card("KS")], {11: 0, 12: 0, 13: 0, 14: 0})) == Place(card("6C"), 10)
    # ... or stops theirs (their 11..14; 15 is ours).
    assert decide(position([card("9H"), card("6C")], {11: 1, 12: 1, 13: 1, 14: 1, 15: 0})) == Place(card("6C"), 10)


def test_saves_its_jacks_for_moves_that_matter():
    wild, remover = card("JD"), card("JH")
    assert decide(position([wild, card("9H")], {})).card == card("9H")
    assert decide(position([remover, card("9H")], {55: 1})).card == card("9H")
    # A four of theirs that no card of ours blocks: the removing jack breaks it.
    action = decide(position([remover, card("9H")], {11: 1, 12: 1, 13: 1, 14: 1, 15: 0}))
    assert isinstance(action, Remove) and action.space in (11, 12, 13, 14)


def test_plays_whole_games_legally_in_the_tournament():
    summary = tournament.run("sequence", ["yardstick", "random"], games=4, seed=11, budget=0.0, workers=1)
    assert summary["levels"]["yardstick"]["wins"] >= 3
