"""The Rummidrez computer player: always legal, blind to hidden cards, better than chance."""

from __future__ import annotations

import random

import pytest

from game.ai import agent_for
from game.ai.rummidrez_ai import pack, plan_play
from game.engine import rummidrez as rz
from game.engine.rummidrez import (
    BISHOP,
    JESTER,
    KNIGHT,
    PAWN,
    QUEEN,
    ROOK,
    Discard,
    Draw,
    Play,
    TakeDiscards,
    card_id,
    neutral_id,
)


def c(figure: int, number: int, deck: int = 0) -> int:
    return card_id(figure, number, deck)


def position(hand, table=(), discard=None, melded=(False, False), phase="meld", known=None):
    """Seat 0 to play with `hand`; every other card is in seat 1's hand (14 of them) or the stock."""
    state = rz.new_game(rz.RummidrezConfig(players=2), 7)
    used = set(hand) | {x for g in table for x in g} | set(discard or [])
    rest = [x for x in rz.ALL_CARD_IDS if x not in used]
    data = state.to_dict()
    data.update(hands=[list(hand), rest[:14]], stock=rest[14:], table=[list(g) for g in table],
                discard=list(discard if discard is not None else []), melded=list(melded), phase=phase,
                turn=0, known=[list(k) for k in (known or ([], []))], initial_turn=False)
    if not data["discard"]:
        data["discard"] = [data["stock"].pop()]
    return rz.state_from_dict(data)


def choose(state, level="normal", seed=0):
    return agent_for("rummidrez", level).choose(state.view(state.current_player), random.Random(seed), 0.2)


@pytest.mark.parametrize("players,level", [(2, "normal"), (3, "easy"), (4, "normal"), (1, "normal"), (1, "easy")])
def test_every_decision_is_legal(players, level):
    for seed in range(2):
        state = rz.new_game(rz.RummidrezConfig(players=players), seed)
        agents = [agent_for("rummidrez", level if s == 0 else "normal") for s in range(players)]
        rng = random.Random(seed)
        for _ in range(250):
            if state.is_over:
                break
            seat = state.current_player
            view = state.view(seat)
            action = agents[seat].choose(view, rng, 0.2)
            if isinstance(action, Play):
                assert view.check_play(action.table) is None
            state.apply(action)  # raises IllegalAction if the agent cheated


def test_decision_ignores_hidden_information():
    for seed in range(6):
        state = rz.new_game(rz.RummidrezConfig(players=3), seed)
        rng = random.Random(seed)
        for _ in range(seed * 7):  # some way into the round
            seat = state.current_player
            state.apply(agent_for("rummidrez", "normal").choose(state.view(seat), rng, 0.2))
            if state.is_over:
                break
        me = state.current_player
        other = state.clone()
        # Deal the cards this seat cannot see differently: other hands (but not the cards
        # everyone saw them take from the pile) and the stock order.
        hidden = [x for s in range(3) if s != me for x in other.hands[s] if x not in other.known[s]]
        hidden += other.stock
        random.Random(99).shuffle(hidden)
        for s in range(3):
            if s != me:
                n = len(other.hands[s]) - len(other.known[s])
                other.hands[s] = list(other.known[s]) + hidden[:n]
                del hidden[:n]
        other.stock = hidden
        assert other.hands[me] == state.hands[me] and other.hands != state.hands
        for level in ("normal", "easy"):
            first = agent_for("rummidrez", level).choose(state.view(me), random.Random(5), 0.2)
            second = agent_for("rummidrez", level).choose(other.view(me), random.Random(5), 0.2)
            assert first == second


def test_normal_beats_a_random_player():
    wins = 0
    for seed in range(30):
        state = rz.new_game(rz.RummidrezConfig(players=2), 1000 + seed)
        agents = [agent_for("rummidrez", "normal"), agent_for("rummidrez", "random")]
        normal_seat = seed % 2
        if normal_seat:
            agents.reverse()
        rng = random.Random(seed)
        winner = "none"
        for _ in range(3000):
            seat = state.current_player
            events = state.apply(agents[seat].choose(state.view(seat), rng, 0.2))
            end = next((e for e in events if isinstance(e, rz.RoundEnded)), None)
            if end is not None:
                winner = end.winner
                break
        wins += winner == normal_seat
    assert wins >= 24, f"normal won only {wins} of 30 rounds against random play"


def test_solitaire_agent_finishes_its_attempts():
    scores = []
    for seed in range(4):
        state = rz.new_game(rz.RummidrezConfig(players=1), seed)
        agent = agent_for("rummidrez", "normal")
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_over:
                break
            state.apply(agent.choose(state.view(0), rng, 0.2))
        assert state.is_over
        scores.append(state.solitaire_score)
    assert any(s is not None for s in scores)


def test_melds_the_largest_initial_meld_it_can():
    hand = [c(KNIGHT, n) for n in (3, 4, 5, 6)] + [c(PAWN, 2), c(BISHOP, 2), c(ROOK, 2)] + [
        c(QUEEN, 9), c(JESTER, 1), neutral_id(0), c(KNIGHT, 8)]
    state = position(hand)
    action = choose(state)
    assert isinstance(action, Play)
    groups = rz.decode_table(action.table)
    laid = {x for g in groups for x in g}
    # The one Neutral is worth more between Pawn 2 and Bishop 2 (Knights 3-6 stay a group of
    # four) than as Knight 7: eight cards, in two groups.
    assert len(laid) == 8 and len(groups) == 2 and all(rz.check_group(g) is None for g in groups)
    assert neutral_id(0) in laid


def test_no_initial_meld_below_seven_then_discards_the_loneliest_card():
    hand = [c(KNIGHT, 3), c(KNIGHT, 4), c(KNIGHT, 5), c(PAWN, 2), c(ROOK, 9), neutral_id(1), c(KNIGHT, 6)]
    state = position(hand)
    action = choose(state)
    assert isinstance(action, Discard)
    assert action.card != neutral_id(1), "a Neutral is kept when another card can go"
    assert action.card in (c(PAWN, 2), c(ROOK, 9))


def test_takes_discards_only_when_they_can_be_laid_at_once():
    table = [[c(ROOK, 1), c(ROOK, 2), c(ROOK, 3)]]
    hand = [c(QUEEN, 5), c(QUEEN, 6), c(PAWN, 9), c(BISHOP, 1), c(JESTER, 3)]
    # The pile holds Queen 7 under an unrelated card: taking two cards lets it lay Queen 5-6-7.
    state = position(hand, table=table, discard=[c(KNIGHT, 9), c(QUEEN, 7), c(PAWN, 4)], melded=(True, True),
                     phase="take")
    assert choose(state) == TakeDiscards(2)
    # Nothing in the pile fits: it draws.
    state = position(hand, table=table, discard=[c(KNIGHT, 9), c(PAWN, 4)], melded=(True, True), phase="take")
    assert choose(state) == Draw()


def test_adds_to_groups_and_rearranges_after_melding():
    table = [[c(KNIGHT, n) for n in range(1, 7)], [c(PAWN, 5), c(KNIGHT, 5, 1), c(BISHOP, 5)]]
    # Knight 3 (second copy) splits the long Knight group; Rook 5 goes on the blue group.
    hand = [c(KNIGHT, 3, 1), c(ROOK, 5), c(JESTER, 8)]
    state = position(hand, table=table, melded=(True, False))
    action = choose(state)
    assert isinstance(action, Play)
    assert state.check_play(action.table) is None
    laid = {x for x in action.table if x >= 0}
    assert {c(KNIGHT, 3, 1), c(ROOK, 5)} <= laid


def test_pack_finds_disjoint_groups():
    cards = [c(PAWN, n) for n in range(1, 8)] + [c(PAWN, 3, 1), c(KNIGHT, 3), c(BISHOP, 3)]
    groups = pack(cards)
    assert sum(len(g) for g in groups) == 10
    assert all(rz.check_group(g) is None for g in groups)
    assert plan_play([c(PAWN, 1), c(PAWN, 2)], [], False, False, False) is None




# ---------------------------------------------------------------- the hard level

@pytest.mark.parametrize("players", [2, 3, 1])
def test_hard_decisions_are_legal_in_every_phase(players):
    seen: set[type] = set()
    for seed in range(1 if players > 1 else 2):
        state = rz.new_game(rz.RummidrezConfig(players=players), 40 + seed)
        agents = [agent_for("rummidrez", "hard" if s == 0 else "normal") for s in range(players)]
        rng = random.Random(seed)
        for _ in range(100 if players > 1 else 30):
            if state.is_over:
                break
            seat = state.current_player
            view = state.view(seat)
            action = agents[seat].choose(view, rng, 0.1)
            if seat == 0:
                seen.add(type(action))
                if isinstance(action, Play):
                    assert view.check_play(action.table) is None
                else:
                    assert action in view.legal_actions()
            state.apply(action)  # raises IllegalAction if the agent cheated
    assert Play in seen and Draw in seen
    if players > 1:
        assert Discard in seen


def test_hard_decision_ignores_hidden_information():
    checked = set()
    for seed in range(8):
        state = rz.new_game(rz.RummidrezConfig(players=2), 60 + seed)
        rng = random.Random(seed)
        normal = agent_for("rummidrez", "normal")
        for _ in range(seed * 5):  # some way into the round, in every phase
            state.apply(normal.choose(state.view(state.current_player), rng, 0.2))
            if state.is_over:
                break
        if state.is_over:
            continue
        me = state.current_player
        other = state.clone()
        hidden = [x for x in other.hands[1 - me] if x not in other.known[1 - me]] + other.stock
        random.Random(99).shuffle(hidden)
        n = len(other.hands[1 - me]) - len(other.known[1 - me])
        other.hands[1 - me] = list(other.known[1 - me]) + hidden[:n]
        other.stock = hidden[n:]
        assert other.hands[me] == state.hands[me] and other.hands != state.hands
        first = agent_for("rummidrez", "hard").choose(state.view(me), random.Random(5), 1.0)
        second = agent_for("rummidrez", "hard").choose(other.view(me), random.Random(5), 1.0)
        assert first == second
        checked.add((state.phase, state.melded[me]))
    assert len(checked) >= 2


def test_hard_takes_a_discard_that_the_solver_can_lay():
    # Bishop 6 Yellow fits only by a rearrangement: it takes the Neutral's place in the
    # Yellow group, and the Neutral joins Queen 4 (hand) and Queen 6 (table).
    table = [[c(KNIGHT, 6), neutral_id(0), c(ROOK, 6), c(QUEEN, 6)], [c(JESTER, 1), c(JESTER, 2), c(JESTER, 3)]]
    hand = [c(QUEEN, 4), c(PAWN, 9), c(KNIGHT, 1)]
    state = position(hand, table=table, discard=[c(PAWN, 1), c(BISHOP, 6)], melded=(True, True), phase="take")
    assert choose(state, "hard") == TakeDiscards(1)
    assert choose(state, "normal") == Draw()
    state.apply(TakeDiscards(1))
    action = choose(state, "hard")
    assert isinstance(action, Play) and state.check_play(action.table) is None
    laid = {x for x in action.table if x >= 0}
    assert {c(BISHOP, 6), c(QUEEN, 4)} <= laid


def test_hard_keeps_neutrals_and_its_meld_in_the_making():
    hand = [c(KNIGHT, 3), c(KNIGHT, 4), c(KNIGHT, 5), c(PAWN, 2), c(ROOK, 9), neutral_id(1), c(QUEEN, 7)]
    state = position(hand)
    action = choose(state, "hard")
    assert isinstance(action, Discard)
    assert action.card not in (neutral_id(1), c(KNIGHT, 3), c(KNIGHT, 4), c(KNIGHT, 5))
