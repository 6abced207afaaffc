"""The Sequence computer player: legal, sensible, and blind to what its seat cannot see."""

from __future__ import annotations

import random

import pytest

from game.ai import agent_for
from game.engine.sequence import SIZE, Draw, Place, Remove, new_game
from game.engine.sequence import SequenceConfig as Config
from tests.ai.clocks import decisions_on_other_machines
from tests.sequence_positions import card
from tests.sequence_positions import sequence_position as position


def test_completes_its_own_line():
    # Row 1 is "6C 5C 4C 3C 2C ...": team 0 holds spaces 11..14; 6C on space 10 completes five.
    state = position([card("6C"), card("KS"), card("9H")], {11: 0, 12: 0, 13: 0, 14: 0})
    action = agent_for("sequence", "normal").choose(state.view(0), random.Random(0), 0.2)
    assert action == Place(card("6C"), 10)


def test_blocks_four_in_a_row():
    # The opponent holds 11..14; the only way to stop five is space 10 (6C) or 15 (AH).
    state = position([card("6C"), card("9H"), card("KS")], {11: 1, 12: 1, 13: 1, 14: 1, 15: 0})
    action = agent_for("sequence", "normal").choose(state.view(0), random.Random(0), 0.2)
    assert action == Place(card("6C"), 10)


def test_removing_jack_breaks_a_threat():
    jack_of_hearts = card("JH")  # one-eyed: removes
    state = position([jack_of_hearts, card("9H")], {11: 1, 12: 1, 13: 1, 14: 1, 77: 1})
    action = agent_for("sequence", "normal").choose(state.view(0), random.Random(0), 0.2)
    assert isinstance(action, Remove) and action.space in (11, 12, 13, 14)


def test_keeps_wild_jack_for_when_it_matters():
    state = position([card("JD"), card("9H")], {})
    action = agent_for("sequence", "normal").choose(state.view(0), random.Random(0), 0.2)
    assert action.card == card("9H")


def test_decision_ignores_hidden_information():
    state = new_game(Config(players=2), seed=5)
    rng_seed = 9
    first = agent_for("sequence", "normal").choose(state.view(state.turn), random.Random(rng_seed), 0.2)
    other = state.clone()
    hidden = other.hands[1 - other.turn] + other.stock
    random.Random(3).shuffle(hidden)
    n = len(other.hands[1 - other.turn])
    other.hands[1 - other.turn], other.stock = hidden[:n], hidden[n:]
    second = agent_for("sequence", "normal").choose(other.view(other.turn), random.Random(rng_seed), 0.2)
    assert first == second


def test_beats_a_random_player():
    wins = 0
    for seed in range(20):
        state = new_game(Config(players=2), seed)
        agents = [agent_for("sequence", "normal"), agent_for("sequence", "random")]
        if seed % 2:
            agents.reverse()
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.current_player
            state.apply(agents[seat].choose(state.view(seat), rng, 0.2))
        outcome = state.outcome()
        normal_seat = 0 if seed % 2 == 0 else 1
        wins += normal_seat in outcome.winners
    assert wins >= 18


def test_board_size_is_what_the_agent_assumes():
    assert SIZE == 10


def test_hard_takes_a_win():
    state = position([card("6C"), card("KS"), card("9H")], {11: 0, 12: 0, 13: 0, 14: 0}, sequences_to_win=1)
    assert agent_for("sequence", "hard").choose(state.view(0), random.Random(0), 1.0) == Place(card("6C"), 10)


def test_hard_decides_alike_on_machines_of_any_speed():
    state = new_game(Config(players=2), seed=8)
    rng = random.Random(8)
    normal = agent_for("sequence", "normal")
    for _ in range(16):
        state.apply(normal.choose(state.view(state.current_player), rng, 0.2))
    view = state.view(state.current_player)
    first, *others = decisions_on_other_machines(
        lambda: agent_for("sequence", "hard").choose(view, random.Random(2), 0.3))
    assert all(other == first for other in others)


def test_hard_decision_ignores_hidden_information():
    state = new_game(Config(players=2), seed=8)
    other = state.clone()
    hidden = other.hands[1 - other.turn] + other.stock
    random.Random(4).shuffle(hidden)
    n = len(other.hands[1 - other.turn])
    other.hands[1 - other.turn], other.stock = hidden[:n], hidden[n:]
    hard = agent_for("sequence", "hard")
    first = hard.choose(state.view(state.turn), random.Random(2), 0.3)
    second = hard.choose(other.view(other.turn), random.Random(2), 0.3)
    assert first == second


@pytest.mark.parametrize("players", [2, 3])
def test_rollout_player_picks_a_best_move_by_its_judgement(players: int):
    """The rollout player skips the jack moves that cannot matter; it must still pick a move
    scored as high as the best of all legal moves, jacks in hand or not."""
    from game.ai.sequence_ai import LineCounts, quick_choice, quick_score

    rng = random.Random(5)
    checked = 0
    for seed in range(30):
        state = new_game(Config(players=players), seed)
        while not state.is_over:
            counts = LineCounts(state)
            team = state.team_of[state.current_player]
            actions = state.legal_actions()
            chosen = quick_choice(state, counts, random.Random(1))
            if len(actions) > 1 and not any(isinstance(a, Draw) for a in actions):
                best = max(quick_score(state, counts, team, a) for a in actions)
                assert quick_score(state, counts, team, chosen) >= best - 1e-2
                checked += 1
            state.apply(rng.choice(actions) if rng.random() < 0.5 else chosen)
    assert checked > 500


def test_hard_blocks_a_winning_four_with_a_wild_jack():
    """The normal player keeps its wild jacks for its own sequences; hard weighs spending one on
    the last open space of a four that would win the other team the game, and does."""
    # The other team holds 11..14; 15 is ours, so space 10 (6C) is the four's only open space.
    hand = [card("JD"), card("9H"), card("KS"), card("2S")]
    state = position(hand, {11: 1, 12: 1, 13: 1, 14: 1, 15: 0}, sequences_to_win=1)
    assert agent_for("sequence", "normal").choose(state.view(0), random.Random(0), 0.2) != Place(card("JD"), 10)
    assert agent_for("sequence", "hard").choose(state.view(0), random.Random(0), 1.0) == Place(card("JD"), 10)


def test_hard_weighs_a_wild_block_among_its_first_choices():
    from game.ai.sequence_ai import HardRanker

    hand = [card("JD"), card("9H"), card("KS"), card("2S"), card("3S"), card("4S"), card("5S")]
    state = position(hand, {11: 1, 12: 1, 13: 1, 14: 1, 15: 0})
    view = state.view(0)
    normal_order = agent_for("sequence", "normal").rank(view, view.legal_actions(), random.Random(0))
    hard_order = HardRanker().rank(view, view.legal_actions(), random.Random(0))
    assert Place(card("JD"), 10) not in normal_order[:6]
    assert hard_order[0] == normal_order[0]  # the normal choice stays the one the search must beat
    assert hard_order[1] == Place(card("JD"), 10)


def test_evaluates_a_four_the_hand_can_fill():
    from game.ai.sequence_ai import LineCounts, evaluate

    chips = {11: 0, 12: 0, 13: 0, 14: 0, 15: 1}  # our four; its open space 10 takes the 6C
    ready = position([card("6C"), card("9H")], chips)
    waiting = position([card("KS"), card("9H")], chips)
    assert evaluate(ready, 0, LineCounts(ready)) > evaluate(waiting, 0, LineCounts(waiting)) > 0.5
    assert evaluate(waiting, 1, LineCounts(waiting)) == pytest.approx(1 - evaluate(waiting, 0, LineCounts(waiting)))


def test_leaf_fit_finds_the_weights_that_made_the_outcomes():
    """build/fit_sequence_leaf.py: the logistic fit recovers known weights from outcomes drawn
    with them, and a self-play game gives rows of every feature, who moves, and a result."""
    import importlib.util
    from pathlib import Path

    import numpy as np

    from game.ai.sequence_ai import LEAF_FEATURES

    path = Path(__file__).resolve().parents[2] / "build" / "fit_sequence_leaf.py"
    spec = importlib.util.spec_from_file_location("fit_sequence_leaf", path)
    fit_module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fit_module)
    rng = np.random.default_rng(3)
    x = rng.normal(size=(20_000, 3))
    true = np.array([1.5, -0.7, 0.2])
    y = (rng.random(20_000) < 1 / (1 + np.exp(-x @ true))).astype(float)
    assert np.allclose(fit_module.fit(x, y), true, atol=0.08)
    rows = fit_module.play(5)
    assert rows and all(len(row) == len(LEAF_FEATURES) + 1 and won in (0.0, 1.0) for row, won in rows)
    assert len({won for _, won in rows}) == 1  # one game, one winner
