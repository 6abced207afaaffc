"""Rummidrez engine: one test per rule on hand-built positions, plus random-play invariants."""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import core
from game.engine import rummidrez as rz
from game.engine.core import IllegalAction
from game.engine.rummidrez import BISHOP, JESTER, KNIGHT, PAWN, QUEEN, ROOK
from tests.engine.invariants import RummidrezChecker, round_trip, rummidrez_invariants

N0, N1, N2, N3 = rz.NEUTRAL_IDS
SEP = rz.SEPARATOR


def c(figure: int, number: int, deck: int = 0) -> int:
    return rz.card_id(figure, number, deck)


def K(number: int, deck: int = 0) -> int:
    return c(KNIGHT, number, deck)


def flat(*groups) -> tuple[int, ...]:
    return rz.encode_table(groups)


def build(players=2, hands=None, table=(), discard=None, stock=None, melded=None, phase="meld", turn=0,
          scores=None, time_limit=0, initial_turn=False, known=None, rest_to=None, time_up=False,
          rules=rz.RULES):
    """A consistent state with the given cards; every other card goes to the stock (or to the
    hand of seat `rest_to`). `rules`: the rules version played (1: saves from before the stock
    was rebuilt only on a draw)."""
    config = rz.RummidrezConfig(players=players, time_limit=time_limit)
    d = rz.new_game(config, 7).to_dict()
    hands = [list(h) for h in (hands or [[] for _ in range(players)])]
    table = [list(g) for g in table]
    placed = [x for h in hands for x in h] + [x for g in table for x in g]
    placed += list(discard or []) + list(stock or [])
    assert len(set(placed)) == len(placed)
    rest = [x for x in rz.ALL_CARD_IDS if x not in set(placed)]
    if discard is None:
        discard = [] if players == 1 else [rest.pop()]
    if rest_to is not None:
        hands[rest_to].extend(rest)
    elif stock is None:
        stock = rest
    else:
        assert not rest
    d.update(
        hands=hands, table=table, discard=list(discard), stock=list(stock or []),
        melded=list(melded or [False] * players), phase=phase, turn=turn,
        scores=list(scores or [0] * players), initial_turn=initial_turn,
        known=[list(k) for k in (known or [[] for _ in range(players)])], time_up=time_up, version=rules,
    )
    return rz.state_from_dict(d)


def refused(state, action, text=None) -> str:
    before = state.to_dict()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert state.to_dict() == before
    if text is not None:
        assert text in str(info.value)
    return str(info.value)


# ---------------------------------------------------------------- cards

def test_deck_has_112_cards_two_of_each_and_four_neutrals():
    assert len(rz.CARDS) == 112 and [x.id for x in rz.CARDS] == list(range(112))
    real = Counter((x.figure, x.number) for x in rz.CARDS if not x.is_neutral)
    assert len(real) == 54 and set(real.values()) == {2}
    assert sum(x.is_neutral for x in rz.CARDS) == 4
    assert rz.card_name(c(ROOK, 3)) == "Rook 3 Magenta"
    assert rz.card_name(c(JESTER, 9, 1)) == "Jester 9 Green"
    assert rz.card_name(N3) == "Neutral"
    assert rz.card_name(c(PAWN, 1)) == "Pawn 1 Gray"
    # The named figures and colour numbers the engine exports are those of the cards.
    assert [rz.FIGURE_NAMES[f] for f in (PAWN, KNIGHT, BISHOP, ROOK, QUEEN, JESTER)] == [
        "Pawn", "Knight", "Bishop", "Rook", "Queen", "Jester"]
    assert rz.card_name(c(KNIGHT, rz.PURPLE)) == "Knight 4 Purple"
    assert [rz.COLOUR_NAMES[n - 1] for n in (rz.GRAY, rz.BLUE, rz.GREEN)] == ["Gray", "Blue", "Green"]


# ---------------------------------------------------------------- groups

def test_figure_group_lengths_3_to_9():
    assert rz.check_group([K(4), K(5), K(6)]) is None
    assert rz.group_kind([K(4), K(5), K(6)]) is rz.GroupKind.FIGURE
    assert rz.check_group([K(n) for n in range(1, 10)]) is None
    assert "at least 3 cards" in rz.check_group([K(4), K(5)])
    for lo in range(1, 10):
        for hi in range(lo, 10):
            msg = rz.check_group([c(QUEEN, n, n % 2) for n in range(lo, hi + 1)])
            assert (msg is None) == (hi - lo + 1 >= 3)


def test_colour_group_lengths_3_to_6():
    blue = [c(f, 5) for f in range(rz.FIGURES)]
    assert rz.check_group(blue[:3]) is None
    assert rz.group_kind(blue) is rz.GroupKind.COLOUR
    assert rz.check_group(blue) is None
    for lo in range(rz.FIGURES):
        for hi in range(lo, rz.FIGURES):
            assert (rz.check_group(blue[lo:hi + 1]) is None) == (hi - lo + 1 >= 3)


def test_group_refusals_say_why():
    assert rz.check_group([K(4), K(6), K(7)]) == (
        "Knight 4 Purple, Knight 6 Yellow, Knight 7 Cyan: the numbers are not consecutive.")
    assert "lowest first" in rz.check_group([K(6), K(5), K(4)])
    assert "same figure or all the same colour" in rz.check_group([K(4), K(5), c(BISHOP, 6)])
    assert "colour Purple appears twice" in rz.check_group([K(4), K(4, 1), K(5)])
    assert "figure Knight appears twice" in rz.check_group([c(PAWN, 5), K(5), K(5, 1)])
    assert "figures are not consecutive" in rz.check_group([c(PAWN, 5), c(BISHOP, 5), c(ROOK, 5)])
    assert "Pawn, Knight, Bishop" in rz.check_group([c(BISHOP, 5), c(KNIGHT, 5), c(PAWN, 5)])
    assert rz.check_group([999, 1, 2]) == "A group names a card that does not exist."
    assert "Neutral is in the group twice" in rz.check_group([K(4), N0, N0, K(7)])


def test_no_wrap_around():
    assert "9 is not followed by 1" in rz.check_group([K(8), K(9), K(1)])
    assert "Jester is not followed by the Pawn" in rz.check_group([c(QUEEN, 2), c(JESTER, 2), c(PAWN, 2)])
    assert rz.check_group([K(9), K(1), K(2)]) is not None


def test_neutral_only_between_two_cards():
    assert rz.check_group([K(4), N0, K(6)]) is None
    assert rz.check_group([c(PAWN, 5), N0, c(BISHOP, 5)]) is None
    msg = rz.check_group([N0, K(5), K(6)])
    assert "cannot be the first or last card" in msg
    assert "cannot be the first or last card" in rz.check_group([K(4), K(5), N1])
    assert "cannot be the first or last card" in rz.check_group([K(4), N0, N1])
    # A Neutral stands for exactly one card.
    assert "exactly one missing card" in rz.check_group([K(4), N0, K(5)])
    assert "exactly one missing card" in rz.check_group([K(4), N0, K(7)])


def test_two_adjacent_neutrals_between_real_cards():
    assert rz.check_group([K(2), N0, N1, K(5)]) is None
    assert rz.check_group([c(PAWN, 7), N0, N1, c(ROOK, 7), c(QUEEN, 7)]) is None
    assert rz.check_group([K(2), N0, N1, K(4)]) is not None
    assert rz.group_slots([K(2), N0, N1, K(5)]) == (K(2), K(3), K(4), K(5))


def test_arrange_group_puts_cards_in_order():
    assert rz.arrange_group([K(6), N2, K(4)]) == (K(4), N2, K(6))
    assert rz.arrange_group([c(ROOK, 3), c(PAWN, 3), c(KNIGHT, 3), c(BISHOP, 3)]) == (
        c(PAWN, 3), c(KNIGHT, 3), c(BISHOP, 3), c(ROOK, 3))
    assert rz.arrange_group([K(4), K(5), N0]) is None  # the Neutral would be at an end
    assert rz.arrange_group([K(4), K(5)]) is None
    assert rz.arrange_group([K(4), K(4, 1), K(5)]) is None


def test_table_encoding():
    groups = [(K(1), K(2), K(3)), (c(PAWN, 5), c(KNIGHT, 5), c(BISHOP, 5))]
    assert rz.encode_table(groups) == (K(1), K(2), K(3), SEP, c(PAWN, 5), c(KNIGHT, 5), c(BISHOP, 5))
    assert rz.decode_table(rz.encode_table(groups)) == groups


# ---------------------------------------------------------------- deal and taking

def test_deal_14_each_discard_started_random_starter():
    for players in (2, 3, 4):
        s = rz.new_game(rz.RummidrezConfig(players=players), 3)
        assert [len(h) for h in s.hands] == [14] * players
        assert len(s.discard) == 1 and len(s.stock) == 112 - 14 * players - 1
        assert s.phase == rz.PHASE_TAKE and s.table == [] and s.round == 1
        rummidrez_invariants(s)
    starters = {rz.new_game(rz.RummidrezConfig(players=4), seed).current_player for seed in range(40)}
    assert starters == {0, 1, 2, 3}


def test_take_stock_top():
    s = build(hands=[[K(1)], [K(2)]], phase="take", discard=[K(3)])
    top = s.stock[-1]
    assert set(s.legal_actions()) == {rz.DRAW, rz.TakeDiscards(1)}
    (drawn,) = s.apply(rz.Draw())
    assert s.hands[0] == [K(1), top] and s.phase == rz.PHASE_MELD
    assert drawn == rz.Drawn(0, top, stock_left=len(s.stock))
    assert drawn.shown_to(0) and not drawn.shown_to(1)  # the drawer's secret
    refused(s, rz.Draw(), "already taken")
    refused(s, rz.TakeDiscards(1), "already taken")


def test_take_top_k_discards():
    pile = [K(1), K(2), K(3), K(4)]
    s = build(hands=[[K(9)], [K(8)]], phase="take", discard=pile)
    assert rz.TakeDiscards(4) in s.legal_actions()
    refused(s, rz.TakeDiscards(0), "from 1 to 4")
    refused(s, rz.TakeDiscards(5), "from 1 to 4")
    events = s.apply(rz.TakeDiscards(3))
    assert s.hands[0] == [K(9), K(2), K(3), K(4)] and s.discard == [K(1)]
    assert events[0] == rz.DiscardsTaken(0, (K(2), K(3), K(4))) and events[0].shown_to(1)
    # Everybody saw which cards were taken.
    assert s.view(1).known[0] == (K(2), K(3), K(4))
    s.apply(rz.Discard(K(3)))  # a card just taken may be discarded again
    assert s.known[0] == [K(2), K(4)] and s.discard == [K(1), K(3)]


def test_play_and_discard_need_taking_first():
    s = build(hands=[[K(1), K(2), K(3)], [K(8)]], phase="take")
    refused(s, rz.Discard(K(1)), "Take cards first")
    refused(s, rz.Play(flat([K(1), K(2), K(3)])), "Take cards first")


def test_discard_ends_turn():
    s = build(hands=[[K(1), K(2)], [K(8)]])
    refused(s, rz.Discard(K(8)), "You do not hold that card.")
    events = s.apply(rz.Discard(K(2)))
    assert [e.kind for e in events] == ["discard"]
    assert s.discard[-1] == K(2) and s.hands[0] == [K(1)]
    assert s.current_player == 1 and s.phase == rz.PHASE_TAKE


# ---------------------------------------------------------------- the initial meld

def test_initial_meld_needs_7_cards_from_the_hand():
    three = [K(1), K(2), K(3)]
    blue = [c(PAWN, 5), c(KNIGHT, 5), c(BISHOP, 5)]
    s = build(hands=[three + blue + [c(ROOK, 5), K(9)], [K(8)]])
    msg = refused(s, rz.Play(flat(three, blue)))
    assert msg == "Your initial meld must hold at least 7 cards; these groups hold only 6 cards."
    s.apply(rz.Play(flat(three, blue + [c(ROOK, 5)])))
    assert s.melded == [True, False] and s.initial_turn and s.hands[0] == [K(9)]
    # One group of 7 is enough with several players.
    s = build(hands=[[K(n) for n in range(1, 8)] + [K(9)], [K(8)]])
    s.apply(rz.Play(flat([K(n) for n in range(1, 8)])))
    assert s.melded[0]


def test_initial_meld_may_not_touch_the_table():
    mine = [c(PAWN, 5), c(KNIGHT, 5), c(BISHOP, 5), c(ROOK, 5), c(QUEEN, 5), c(JESTER, 5), c(PAWN, 6)]
    theirs = [K(1), K(2), K(3)]
    hand = mine + [K(4), c(KNIGHT, 6), c(BISHOP, 6)]
    s = build(hands=[hand, [K(8)]], table=[theirs], melded=[False, True])
    seven = [mine[:6], [c(PAWN, 6), c(KNIGHT, 6), c(BISHOP, 6)]]
    # Adding to the opponent's group while melding new groups: refused.
    refused(s, rz.Play(flat(theirs + [K(4)], *seven)), "initial meld may only add new groups")
    # Taking a table card into a new group: refused.
    refused(s, rz.Play(flat([K(2), K(3), K(4)], *seven)), "The table lost Knight 1 Gray")
    # The table untouched and 9 cards of my own: accepted.
    s.apply(rz.Play(flat(theirs, *seven)))
    assert s.melded[0] and s.table[0] == theirs and s.hands[0] == [K(4)]


def test_initial_meld_uses_only_hand_cards_even_when_the_table_stays_valid():
    theirs = [K(1), K(2), K(3), K(4)]
    mine = [c(BISHOP, n) for n in range(1, 5)]
    s = build(hands=[mine + [K(5), K(6), c(QUEEN, 9)], [K(8)]], table=[theirs], melded=[False, True])
    # Knight 4 would move from the table into the new group Knight 4, 5, 6: refused.
    refused(s, rz.Play(flat(theirs[:3], [K(4), K(5), K(6)], mine)), "initial meld may only add new groups")


def test_adding_is_allowed_from_the_turn_after_the_initial_meld():
    seven = [K(n) for n in range(1, 8)]
    s = build(hands=[seven + [K(8), K(9), c(QUEEN, 2)], [K(8, 1), K(9, 1)]], phase="meld")
    s.apply(rz.Play(flat(seven)))
    refused(s, rz.Play(flat(seven + [K(8)])), "until your next turn")
    s.apply(rz.Discard(c(QUEEN, 2)))
    s.apply(rz.Draw())
    s.apply(rz.Discard(s.hands[1][-1]))
    s.apply(rz.Draw())
    assert rz.Play(flat(seven + [K(8)])) in s.legal_actions()
    s.apply(rz.Play(flat(seven + [K(8)])))
    assert s.table == [seven + [K(8)]]


def test_rest_of_initial_meld_turn_allows_new_groups_only():
    theirs = [K(1), K(2), K(3)]
    seven = [c(f, 5) for f in range(rz.FIGURES)] + [c(PAWN, 6)]
    extra = [c(ROOK, 7), c(QUEEN, 7), c(JESTER, 7)]
    s = build(hands=[seven + extra + [K(4), c(KNIGHT, 6), c(BISHOP, 6)], [K(8)]], table=[theirs],
              melded=[False, True])
    s.apply(rz.Play(flat(theirs, seven[:6], [c(PAWN, 6), c(KNIGHT, 6), c(BISHOP, 6)])))
    assert s.initial_turn
    base = [theirs, seven[:6], [c(PAWN, 6), c(KNIGHT, 6), c(BISHOP, 6)]]
    refused(s, rz.Play(flat(theirs + [K(4)], *base[1:])), "until your next turn")
    s.apply(rz.Play(flat(*base, extra)))
    assert s.table[-1] == extra and s.hands[0] == [K(4)]
    # The search respects it too: no play adds to a group this turn.
    assert all(isinstance(a, rz.Discard) for a in s.legal_actions())


# ---------------------------------------------------------------- after the initial meld

def test_adding_to_any_group_after_the_initial_meld():
    theirs = [K(2), K(3), K(4)]
    s = build(hands=[[K(5), K(1), c(ROOK, 9)], [K(8)]], table=[theirs], melded=[True, True])
    plays = {a.table for a in s.legal_actions() if isinstance(a, rz.Play)}
    assert flat(theirs + [K(5)]) in plays and flat([K(1)] + theirs) in plays
    s.apply(rz.Play(flat([K(1)] + theirs + [K(5)])))
    assert s.table == [[K(1), K(2), K(3), K(4), K(5)]] and s.hands[0] == [c(ROOK, 9)]
    # Several plays in one turn are fine; each must place a card of the hand.
    refused(s, rz.Play(flat([K(1)] + theirs + [K(5)])), "at least one card from your hand")


def test_rearranging_the_table_is_accepted():
    knights = [K(n) for n in range(1, 8)]
    s = build(hands=[[c(PAWN, 4), c(BISHOP, 4), K(9)], [K(8)]], table=[knights], melded=[True, True])
    new = flat(knights[:3], [c(PAWN, 4), K(4), c(BISHOP, 4)], knights[4:])
    assert s.check_play(new) is None
    events = s.apply(rz.Play(new))
    assert s.table == [knights[:3], [c(PAWN, 4), K(4), c(BISHOP, 4)], knights[4:]]
    assert events[0].placed == (c(PAWN, 4), c(BISHOP, 4))
    assert s.hands[0] == [K(9)]


def test_lost_table_card_is_refused():
    knights = [K(n) for n in range(1, 8)]
    s = build(hands=[[K(8), K(9, 1)], [K(9)]], table=[knights], melded=[True, True])
    msg = refused(s, rz.Play(flat(knights[:6])))
    assert msg == "The table lost Knight 7 Cyan: cards on the table must stay on the table."
    # Even when an own card is placed, a table card may not go back to the hand.
    msg = refused(s, rz.Play(flat(knights[1:] + [K(8)])))
    assert msg == "The table lost Knight 1 Gray: cards on the table must stay on the table."


def test_play_must_place_an_own_card():
    knights = [K(n) for n in range(1, 7)]
    s = build(hands=[[K(9)], [K(8)]], table=[knights], melded=[True, True])
    refused(s, rz.Play(flat(knights[:3], knights[3:])), "You must place at least one card from your hand.")


def test_play_refusals_name_the_wrong_group_or_card():
    s = build(hands=[[K(4), K(6), K(7), K(5, 1)], [K(5)]], table=[], melded=[True, True])
    assert refused(s, rz.Play(flat([K(4), K(6), K(7)]))) == (
        "Knight 4 Purple, Knight 6 Yellow, Knight 7 Cyan: the numbers are not consecutive.")
    assert refused(s, rz.Play(flat([K(4), K(5), K(6)]))) == "You do not hold Knight 5 Blue."
    assert refused(s, rz.Play((K(4), K(4), K(6)))) == "Knight 4 Purple is on the table twice."
    refused(s, rz.Play((K(4), SEP, SEP, K(6))), "empty group")
    refused(s, rz.Play((K(4), K(5, 1), K(6), SEP)), "empty group")
    refused(s, rz.Play((K(4), 500, K(6))), "does not exist")
    refused(s, rz.Play((K(4), -2, K(6))), "does not exist")
    assert s.view(0).check_play(flat([K(4), K(5, 1), K(6)])) is None
    assert str(s.view(1).check_play(flat([K(4), K(5, 1), K(6)]))) == "It is not your turn."
    # Refusals keep their template and values for translation.
    refusal = s.check_play(flat([K(4), K(5), K(6)]))
    assert refusal.template == "You do not hold {card}." and refusal.params == {"card": rz.card_phrase(K(5))}
    assert str(refusal.params["card"]) == "Knight 5 Blue"
    refusal = rz.group_refusal([K(4), K(6), K(7)])
    assert refusal.template == "{group}: the numbers are not consecutive."


def test_search_finds_neutral_swaps_and_two_card_extensions():
    group = [K(3), N0, K(5)]
    s = build(hands=[[K(4), K(7), N1, c(BISHOP, 1), c(BISHOP, 3)], [K(8)]], table=[group],
              melded=[True, True])
    plays = {a.table for a in s.legal_actions() if isinstance(a, rz.Play)}
    # Knight 4 replaces the Neutral, which then stands for Knight 6 before Knight 7.
    assert flat([K(3), K(4), K(5), N0, K(7)]) in plays
    # The hand's own Neutral and Knight 7 extend the group.
    assert flat(group + [N1, K(7)]) in plays
    assert flat(group, [c(BISHOP, 1), N1, c(BISHOP, 3)]) in plays
    for table in plays:
        assert s.check_play(table) is None


# ---------------------------------------------------------------- going out and scoring

def test_going_out_by_discarding_scores_opponents_cards():
    s = build(players=3, hands=[[K(1)], [K(2), K(3)], [K(4), K(5), K(6)]], scores=[3, 1, 0])
    events = s.apply(rz.Discard(K(1)))
    end = next(e for e in events if isinstance(e, rz.RoundEnded))
    assert end.winner == 0 and end.scores == (5, 0, 0) and end.totals == (8, 1, 0)
    assert s.scores == [8, 1, 0] and not s.is_over
    # The next round is dealt at once.
    assert isinstance(events[-1], rz.Dealt) and s.round == 2 and [len(h) for h in s.hands] == [14] * 3
    assert s.table == [] and s.melded == [False] * 3
    rummidrez_invariants(s)


def test_going_out_by_melding():
    hand = [K(n) for n in range(1, 8)]
    s = build(hands=[hand, [K(8), K(9)]])
    events = s.apply(rz.Play(flat(hand)))
    assert [e.kind for e in events][:2] == ["play", "round_end"]
    assert events[1].scores == (2, 0)


@pytest.mark.parametrize(("players", "target"), [(2, 14), (3, 28), (4, 42)])
def test_match_target_by_player_count(players, target):
    assert rz.RummidrezConfig(players=players).target == target
    hands = [[K(1)]] + [[K(2 + s), K(2 + s, 1)] for s in range(players - 1)]
    s = build(players=players, hands=hands, scores=[target - 2 * (players - 1) - 1] + [0] * (players - 1))
    s.apply(rz.Discard(K(1)))
    assert not s.is_over and s.scores[0] == target - 1
    s = build(players=players, hands=hands, scores=[target - 2 * (players - 1)] + [0] * (players - 1))
    events = s.apply(rz.Discard(K(1)))
    assert s.is_over and s.current_player is None and isinstance(events[-1], rz.MatchEnded)
    assert s.outcome() == core.Outcome(winners=(0,), scores=(target,) + (0,) * (players - 1))
    assert s.legal_actions() == []
    refused(s, rz.Draw(), "The game is over.")


def test_timed_match_ends_at_the_end_of_the_round_after_time_up():
    refused(build(hands=[[K(1)], [K(2)]]), rz.TimeUp(), "not timed")
    s = build(hands=[[K(1)], [K(2), K(3)]], time_limit=30, scores=[20, 19], turn=0)
    assert s.target == 0
    # Without TimeUp the target does not end a timed match.
    t = s.clone()
    t.apply(rz.Discard(K(1)))
    assert not t.is_over and t.scores == [22, 19]
    # TimeUp comes from the program whatever the phase or seat; the round goes on.
    assert rz.TIME_UP not in s.legal_actions()
    assert [e.kind for e in s.apply(rz.TimeUp())] == ["time_up"]
    refused(s, rz.TimeUp(), "already up")
    assert not s.is_over and s.current_player == 0
    s.apply(rz.Discard(K(1)))
    assert s.is_over and s.outcome() == core.Outcome(winners=(0,), scores=(22, 19))


def test_timed_match_tie_is_a_shared_win():
    s = build(hands=[[K(1), K(3)], [K(2)]], discard=[], stock=[], time_limit=15, scores=[5, 5],
              time_up=True, rest_to=1)
    # Stock and discard pile are empty (all taken): the next player draws, nothing can be rebuilt,
    # and the round ends with no winner.
    s.apply(rz.Discard(K(1)))
    assert not s.is_over and s.current_player == 1
    s.apply(rz.DRAW)
    assert s.is_over and s.outcome() == core.Outcome(winners=(0, 1), scores=(5, 5), draw=True)


def round_end(events):
    return next(e for e in events if isinstance(e, rz.RoundEnded))


def test_the_stock_is_rebuilt_when_a_player_draws_from_it_empty():
    pile = [K(1), K(2), K(3)]
    s = build(hands=[[K(5), K(6)], [K(7)]], discard=pile, stock=[], rest_to=1)
    assert [e.kind for e in s.apply(rz.Discard(K(5)))] == ["discard"]  # nothing happens yet
    assert s.stock == [] and s.phase == rz.PHASE_TAKE and s.current_player == 1
    rummidrez_invariants(s)
    events = s.apply(rz.DRAW)
    assert [e.kind for e in events] == ["reshuffle", "draw"]
    assert sorted(s.stock + [events[1].card]) == sorted(pile) and s.discard == [K(5)]
    assert s.reshuffles == 1 and s.phase == rz.PHASE_MELD and s.current_player == 1
    rummidrez_invariants(s)


def test_taking_from_the_discard_pile_leaves_an_empty_stock_alone():
    s = build(hands=[[K(5), K(6)], [K(7)]], discard=[K(1), K(2), K(3)], stock=[], rest_to=1)
    s.apply(rz.Discard(K(5)))
    events = s.apply(rz.TakeDiscards(2))
    assert [e.kind for e in events] == ["take_discards"]
    assert s.stock == [] and s.reshuffles == 0 and s.discard == [K(1), K(2)]
    rummidrez_invariants(s)


def test_drawing_from_an_empty_stock_with_nothing_to_rebuild_ends_the_round_without_winner():
    s = build(hands=[[K(5), K(6)], [K(7)]], discard=[], stock=[], rest_to=1, scores=[4, 6])
    s.apply(rz.Discard(K(5)))  # the discard pile is its top card alone
    end = round_end(s.apply(rz.DRAW))
    assert end.winner is None and end.reason == "stock" and end.scores == (0, 0)
    assert s.scores == [4, 6] and s.round == 2 and not s.is_over
    rummidrez_invariants(s)


def test_after_three_rebuilds_a_draw_from_the_empty_stock_ends_the_round_without_winner():
    """Nobody can go out and the same cards would cycle for ever: the fourth rebuild ends the round."""
    s = build(hands=[[K(5), K(6)], [K(7)]], discard=[K(1), K(2), K(3)], stock=[], rest_to=1, scores=[4, 6])
    s.reshuffles = rz.MAX_RESHUFFLES - 1
    s.apply(rz.Discard(K(5)))
    assert [e.kind for e in s.apply(rz.DRAW)] == ["reshuffle", "draw"]  # the third rebuild
    assert s.reshuffles == rz.MAX_RESHUFFLES
    s.hands[1].extend(s.stock)  # the rebuilt stock drawn again to its end
    s.stock = []
    s.apply(rz.Discard(s.hands[1][0]))
    assert s.current_player == 0 and not s.stock
    end = round_end(s.apply(rz.DRAW))
    assert end.winner is None and end.reason == "rebuilt" and end.scores == (0, 0)
    assert s.scores == [4, 6] and s.round == 2 and s.reshuffles == 0  # the new round counts afresh
    rummidrez_invariants(s)


def test_rules_1_rebuilt_the_stock_at_the_start_of_every_turn():
    """Saves from before the decision replay under the rule they were played with."""
    pile = [K(1), K(2), K(3)]
    s = build(hands=[[K(5), K(6)], [K(7)]], discard=pile, stock=[], rest_to=1, rules=1)
    events = s.apply(rz.Discard(K(5)))
    assert [e.kind for e in events] == ["discard", "reshuffle"]
    assert sorted(s.stock) == sorted(pile) and s.discard == [K(5)] and s.reshuffles == 1
    s = build(hands=[[K(5), K(6)], [K(7)]], discard=[], stock=[], rest_to=1, scores=[4, 6], rules=1)
    assert round_end(s.apply(rz.Discard(K(5)))).reason == "stock"
    s = build(hands=[[K(5), K(6)], [K(7)]], discard=pile, stock=[], rest_to=1, rules=1)
    s.reshuffles = rz.MAX_RESHUFFLES
    assert round_end(s.apply(rz.Discard(K(5)))).reason == "rebuilt"


def test_reshuffle_count_is_saved_and_old_saves_without_it_load():
    s = build(hands=[[K(5), K(6)], [K(7)]], discard=[K(1), K(2)], stock=[], rest_to=1)
    s.apply(rz.Discard(K(5)))
    s.apply(rz.DRAW)
    data = s.to_dict()
    assert data["reshuffles"] == 1 and rz.state_from_dict(data).reshuffles == 1
    del data["reshuffles"]
    assert rz.state_from_dict(data).reshuffles == 0
    for bad in (-1, rz.MAX_RESHUFFLES + 1, "2", 1.0):
        with pytest.raises(ValueError):
            rz.state_from_dict({**data, "reshuffles": bad})


def test_an_empty_stock_at_the_start_of_a_turn_is_saved_and_loaded():
    s = build(hands=[[K(5), K(6)], [K(7)]], discard=[K(1), K(2)], stock=[], rest_to=1)
    s.apply(rz.Discard(K(5)))
    data = json.loads(json.dumps(s.to_dict()))
    assert data["version"] == rz.RULES and data["stock"] == [] and data["phase"] == "take"
    assert rz.state_from_dict(data).to_dict() == data
    with pytest.raises(ValueError):  # rules 1 never left a turn to start with an empty stock
        rz.state_from_dict({**data, "version": 1})

# ---------------------------------------------------------------- solitaire

def test_solitaire_deal_and_moves():
    s = rz.new_game(rz.RummidrezConfig(players=1), 5)
    assert len(s.hands[0]) == 14 and len(s.stock) == 98 and s.discard == []
    assert s.current_player == 0 and rz.DRAW in s.legal_actions()
    assert not any(isinstance(a, (rz.Discard, rz.TakeDiscards)) for a in s.legal_actions())
    refused(s, rz.TakeDiscards(1), "In the solitaire")
    refused(s, rz.Discard(s.hands[0][0]), "In the solitaire")
    s.apply(rz.Draw())
    assert len(s.hands[0]) == 15 and len(s.stock) == 97
    with pytest.raises(ValueError):
        rz.RummidrezConfig(players=1, time_limit=30)


def test_solitaire_first_meld_two_groups_seven_cards_then_score():
    seven = [K(n) for n in range(1, 8)]
    blue = [c(PAWN, 5), c(KNIGHT, 5, 1), c(BISHOP, 5)]
    s = build(players=1, hands=[seven + blue + [c(ROOK, 5)]], discard=[])
    refused(s, rz.Play(flat(seven)), "at least two groups")
    refused(s, rz.Play(flat(seven[:3], blue)), "at least 7 cards")
    plays = [a for a in s.legal_actions() if isinstance(a, rz.Play)]
    assert plays and all(len(rz.decode_table(p.table)) >= 2 for p in plays)
    s.apply(rz.Play(flat(seven, blue)))
    # No turns in the solitaire: add at once.
    assert rz.Play(flat(seven, blue + [c(ROOK, 5)])) in s.legal_actions()
    events = s.apply(rz.Play(flat(seven, blue + [c(ROOK, 5)])))
    assert s.is_over and isinstance(events[-1], rz.SolitaireEnded)
    assert events[-1] == rz.SolitaireEnded(0, failed=False, score=11)
    assert s.solitaire_score == 11
    assert s.outcome() == core.Outcome(winners=(0,), scores=(11,))


def test_solitaire_fails_when_the_stock_runs_out():
    hand = [x for x in rz.ALL_CARD_IDS if x not in (K(1), K(2), K(3))]
    s = build(players=1, hands=[hand], table=[[K(1), K(2), K(3)]], melded=[True], discard=[], stock=[])
    assert s.legal_actions()[0] == rz.DRAW
    events = s.apply(rz.Draw())
    assert events[-1] == rz.SolitaireEnded(0, failed=True, score=None)
    assert s.is_over and s.failed and s.solitaire_score is None
    assert s.outcome() == core.Outcome(winners=(), scores=(0,))


# ---------------------------------------------------------------- config, actions, registry

def test_config_and_registry():
    info = core.GAMES["rummidrez"]
    assert info is rz.INFO and info.min_players == 1 and info.max_players == 4
    assert info.default_config().players == 2
    assert info.config_from_dict({"players": 4, "time_limit": 30}) == rz.RummidrezConfig(4, 30)
    with pytest.raises(ValueError):
        rz.RummidrezConfig(players=5)
    with pytest.raises(ValueError):
        info.config_from_dict({"players": 3, "time_limit": 7})
    for f in core.option_fields(rz.RummidrezConfig()):
        assert f.default in f.metadata["choices"]
    assert "Neutral" in rz.RULES_TEXT and "no winner" in rz.RULES_TEXT


def test_actions_round_trip_and_malformed_dicts():
    actions = (rz.Draw(), rz.TakeDiscards(3), rz.Play((1, 2, 3, SEP, 4, 5, 6)), rz.Discard(7), rz.TimeUp())
    for action in actions:
        d = json.loads(json.dumps(action.to_dict()))
        assert rz.action_from_dict(d) == action
    for bad in ({"type": "play", "table": [1, "2"]}, {"type": "discard", "card": True},
                {"type": "take_discards"}, {"type": "fly"}, [], {"type": "draw", "x": 1}):
        with pytest.raises(IllegalAction):
            rz.action_from_dict(bad)


def test_illegal_actions_leave_the_state_unchanged():
    s = rz.new_game(rz.RummidrezConfig(players=3), 11)
    other = next(x for x in rz.ALL_CARD_IDS if x not in s.hands[s.turn])
    for action in (rz.Discard(other), rz.Play(()), rz.TakeDiscards(2), rz.Play(("x",)), rz.TimeUp(),
                   rz.Play(None), rz.TakeDiscards(-1)):
        refused(s, action)
    s.apply(rz.Draw())
    for action in (rz.Discard(other), rz.Play((other, 1, 2)), rz.Draw(), rz.Discard(-3),
                   rz.Play(tuple(s.hands[s.turn][:3]))):
        refused(s, action)


# ---------------------------------------------------------------- saving, views

def test_state_round_trip_and_same_future():
    s = rz.new_game(rz.RummidrezConfig(players=3), 4)
    rng = random.Random(1)
    for _ in range(60):
        s.apply(rng.choice(s.legal_actions()))
    d = json.loads(json.dumps(s.to_dict()))
    t = rz.state_from_dict(d)
    assert t.to_dict() == s.to_dict()
    for _ in range(80):
        if s.is_over:
            break
        a = rng.choice(s.legal_actions())
        assert s.apply(a) == t.apply(a)
    assert t.to_dict() == s.to_dict()


def test_damaged_dicts_raise_value_error():
    good = rz.new_game(rz.RummidrezConfig(players=2), 9).to_dict()

    def damaged(change):
        d = json.loads(json.dumps(good))
        change(d)
        with pytest.raises(ValueError):
            rz.state_from_dict(d)

    damaged(lambda d: d.update(version=rz.RULES + 1))
    damaged(lambda d: d.update(version=0))
    damaged(lambda d: d.update(version="1"))
    damaged(lambda d: d.update(game="sequence"))
    damaged(lambda d: d["hands"][0].append(d["stock"][0]))  # a card twice
    damaged(lambda d: d["stock"].pop())  # a card missing
    damaged(lambda d: d["hands"][0].__setitem__(0, 112))
    damaged(lambda d: d["hands"][0].__setitem__(0, "3"))
    damaged(lambda d: d.update(table=[d["hands"][0][:3]], hands=[d["hands"][0][3:], d["hands"][1]],
                               melded=[True, True]))  # a group that is (almost surely) not valid
    damaged(lambda d: d.update(turn=2))
    damaged(lambda d: d.update(phase="dance"))
    damaged(lambda d: d.update(melded=[1, 0]))
    damaged(lambda d: d.update(scores=[-1, 0]))
    damaged(lambda d: d.update(time_up=True))  # not a timed match
    damaged(lambda d: d.update(known=[[999], []]))
    damaged(lambda d: d.update(rng=[3, [0] * 10, None]))
    damaged(lambda d: d.update(config={"players": 9}))
    damaged(lambda d: d.pop("discard"))
    damaged(lambda d: d.update(stock=d["stock"] + d["discard"], discard=[]))  # take phase, no discard pile
    damaged(lambda d: d.update(round=0))
    assert rz.state_from_dict(json.loads(json.dumps(good))).to_dict() == good


def test_clone_is_independent():
    s = rz.new_game(rz.RummidrezConfig(players=2), 2)
    before = s.to_dict()
    t = s.clone()
    rng = random.Random(0)
    for _ in range(30):
        t.apply(rng.choice(t.legal_actions()))
    assert s.to_dict() == before and t.to_dict() != before


def test_view_hides_other_hands_and_the_stock_order():
    s = build(hands=[[K(1), K(2), K(3)], [c(BISHOP, 4), c(ROOK, 4), N0]], discard=[K(9), K(8)],
              known=[[], [c(ROOK, 4)]])
    v = s.view(0)
    assert v.hand == (K(1), K(2), K(3)) and v.hand_counts == (3, 3) and v.stock_count == len(s.stock)
    assert v.known == ((), (c(ROOK, 4),)) and v.discard == (K(9), K(8))
    hidden = {c(BISHOP, 4), N0} | set(s.stock)
    for name in v.__slots__:
        value = getattr(v, name)
        if isinstance(value, tuple):
            ids = {x for item in value for x in (item if isinstance(item, tuple) else (item,))
                   if type(x) is int}
            if name not in ("hand_counts", "scores", "melded"):
                assert not ids & hidden, name
    assert v.legal_actions() and s.view(1).legal_actions() == []
    assert not hasattr(v, "stock")


def test_view_sample_is_consistent():
    s = rz.new_game(rz.RummidrezConfig(players=4), 8)
    rng = random.Random(3)
    for _ in range(40):
        s.apply(rng.choice(s.legal_actions()))
    for seat in range(4):
        v = s.view(seat)
        t = v.sample(random.Random(seat))
        assert t.view(seat) == v
        assert rz.state_from_dict(t.to_dict()).to_dict() == t.to_dict()
        assert t.legal_actions() == s.legal_actions() or seat != s.current_player
        if seat == s.current_player:
            assert v.legal_actions() == s.legal_actions()
    solo = rz.new_game(rz.RummidrezConfig(players=1), 8)
    v = solo.view(0)
    t = v.sample(random.Random(1))
    assert t.view(0) == v and sorted(t.stock) == sorted(solo.stock)


# ---------------------------------------------------------------- random play

def _policy(state, rng: random.Random):
    actions = state.legal_actions()
    plays = [a for a in actions if isinstance(a, rz.Play)]
    if plays and rng.random() < 0.8:
        return rng.choice(plays)
    return rng.choice(actions)


def _check_view(state, seat) -> None:
    v = state.view(seat)
    assert v.hand == tuple(state.hands[seat]) and v.stock_count == len(state.stock)
    shown = set(v.hand) | set(v.discard) | {x for g in v.table for x in g} | {x for k in v.known for x in k}
    for other, hand in enumerate(state.hands):
        if other != seat:
            assert not (set(hand) - set(state.known[other])) & shown
    assert not set(state.stock) & shown


def _some_illegal_actions(state) -> list:
    seat = state.current_player
    not_held = [x for x in rz.ALL_CARD_IDS if x not in state.hands[seat]][:3]
    actions = [rz.Discard(x) for x in not_held] + [rz.TakeDiscards(len(state.discard) + 1)]
    if state.table:
        actions.append(rz.Play(rz.encode_table(state.table[1:])))
        actions.append(rz.Play(rz.encode_table(state.table + [state.hands[seat][:1]])))
    if not state.config.time_limit:
        actions.append(rz.TimeUp())
    return actions


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from([1, 2, 3, 4]), timed=st.booleans(),
       steps=st.integers(20, 300), rules=st.sampled_from([1, rz.RULES]))
def test_random_play_keeps_every_invariant(seed, players, timed, steps, rules):
    config = rz.RummidrezConfig(players=players, time_limit=30 if timed and players > 1 else 0)
    s = rz.new_game(config, seed, rules=rules)  # rules 1: old saves replay under the rules they had
    rng = random.Random(seed)
    checker = RummidrezChecker(s)
    for step in range(steps):
        if s.is_over:
            break
        if config.time_limit and step == steps // 2:
            s.apply(rz.TimeUp())
        seat = s.current_player
        action = _policy(s, rng)
        events = s.apply(action)
        checker.after(s, seat, action, events, s.legal_actions())
        if step % 20 == 0 and not s.is_over:
            round_trip("rummidrez", s)
            for action in _some_illegal_actions(s):
                refused(s, action)
            for other in range(players):
                _check_view(s, other)
                v = s.view(other)
                assert v.sample(rng).view(other) == v
                if other != s.current_player:
                    assert v.legal_actions() == []
                else:
                    assert v.legal_actions() == s.legal_actions()


def test_full_matches_end_with_a_winner():
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        s = rz.new_game(rz.RummidrezConfig(players=players), seed)
        rng = random.Random(seed)
        rounds = 0
        for _ in range(20000):
            if s.is_over:
                break
            actions = s.legal_actions()
            plays = [a for a in actions if isinstance(a, rz.Play)]
            if plays:
                action = max(plays, key=lambda a: len(a.table))
            elif isinstance(actions[-1], rz.Discard):
                action = rng.choice(actions)
            else:
                action = rz.DRAW
            rounds += sum(isinstance(e, rz.RoundEnded) for e in s.apply(action))
        assert s.is_over and rounds >= 1
        out = s.outcome()
        assert out.winners and max(out.scores) >= s.target and not out.draw
        rummidrez_invariants(s)


def test_every_listed_play_is_legal():
    rng = random.Random(5)
    for seed in range(6):
        s = rz.new_game(rz.RummidrezConfig(players=2 + seed % 3), seed)
        for _ in range(150):
            if s.is_over:
                break
            actions = s.legal_actions()
            for a in actions:
                if isinstance(a, rz.Play):
                    assert s.check_play(a.table) is None
            s.apply(_policy(s, rng))


def test_config_is_frozen_dataclass():
    assert dataclasses.is_dataclass(rz.RummidrezConfig)
    with pytest.raises(dataclasses.FrozenInstanceError):
        rz.RummidrezConfig().players = 3  # type: ignore[misc]
