"""Figuras engine: one test per rule on hand-built positions, random-play invariants,
illegal actions, saving and loading, views."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import TypeVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import core
from game.engine import figuras as F
from game.engine.core import IllegalAction
from game.engine.figuras import (
    BRIDGE,
    DECAGON,
    DOOR,
    GIFT,
    KEY,
    MIRROR,
    PACKAGE,
    PENTAGON,
    STAR3,
    STAR5,
    STAR10,
    THIEF,
    TRIANGLE,
    ChooseColour,
    ChoosePlayer,
    Draw,
    GiveCard,
    Play,
    TakePenalty,
)
from tests.engine.invariants import FigurasChecker, figuras_cards, figuras_invariants, kinds, round_trip
from tests.figuras_positions import KEYS, card, position

R, Y, G, B = F.RED, F.YELLOW, F.GREEN, F.BLUE


# ---------------------------------------------------------------- helpers


E = TypeVar("E", bound=core.Event)


def first(events: list[core.Event], kind: type[E]) -> E:
    """The first event of class `kind` among `events`."""
    return next(e for e in events if isinstance(e, kind))


def assert_illegal(state: F.FigurasState, action: core.Action) -> None:
    before = state.to_dict()
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert state.to_dict() == before


def random_states(count: int, seed: int = 0) -> list[F.FigurasState]:
    """States met in random play (several player counts and phases)."""
    rng = random.Random(seed)
    states = []
    for i in range(count):
        state = F.new_game(F.FigurasConfig(players=2 + i % 7), seed + i)
        for _ in range(rng.randrange(0, 250)):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        states.append(state)
    return states


# Filler figures that match nothing in the tests' usual positions.
YT = [card(Y, TRIANGLE, k) for k in range(3)]
GP = [card(G, PENTAGON, k) for k in range(3)]
BD = [card(B, DECAGON, k) for k in range(3)]


# ---------------------------------------------------------------- the deck, setup

def test_deck_has_100_cards_as_decided() -> None:
    assert len(F.CARDS) == 100 and [c.id for c in F.CARDS] == list(range(100))
    faces = Counter((c.colour, c.symbol) for c in F.CARDS)
    for colour in F.COLOURS:
        for figure in F.FIGURES:
            assert faces[colour, figure] == 3
        for action in F.ACTIONS:
            assert faces[colour, action] == 1
    assert faces[F.NO_COLOUR, KEY] == 4
    points = {c.symbol: c.points for c in F.CARDS}
    assert [points[s] for s in F.FIGURES] == [3, 3, 5, 5, 10, 10]
    assert all(points[s] == 7 for s in F.ACTIONS) and points[KEY] == 13
    assert [F.CARDS[card(c, STAR3)].holes for c in F.COLOURS] == [1, 2, 3, 4]
    assert F.CARDS[KEYS[0]].holes == 0 and F.CARDS[KEYS[0]].kind == "key"
    assert F.CARDS[card(B, MIRROR)].label == "blue Mirror"
    assert F.hand_points(F.ALL_CARD_IDS) == 72 * 6 + 24 * 7 + 4 * 13


def test_registered_and_config() -> None:
    info = core.GAMES["figuras"]
    assert (info.min_players, info.max_players) == (2, 8)
    assert info.allowed_player_counts() == tuple(range(2, 9))
    assert info.default_config(players=5).players == 5
    for bad in (1, 9):
        with pytest.raises(ValueError):
            F.FigurasConfig(players=bad)
    with pytest.raises(ValueError):
        info.config_from_dict({"players": "4"})
    assert "111" in F.RULES_TEXT and "counter-clockwise" in F.RULES_TEXT


def test_deal_random_starter_dealer_before_them() -> None:
    starters = set()
    for seed in range(60):
        state = F.new_game(F.FigurasConfig(players=5), seed)
        starters.add(state.starter)
        assert state.dealer == (state.starter + 1) % 5  # the seat before, in play order
        assert state.next_seat(state.dealer) == state.starter
        assert figuras_cards(state) == list(range(100))
        if F.CARDS[state.discard[0]].is_figure:  # no opening action: the starter plays
            assert len(state.discard) == 1
            assert [len(h) for h in state.hands] == [7] * 5
            assert len(state.stock) == 100 - 35 - 1
            assert state.current_player == state.starter and state.phase_name == "play"
    assert starters == set(range(5))
    # Same seed, same game.
    assert F.new_game(F.FigurasConfig(3), 7).to_dict() == F.new_game(F.FigurasConfig(3), 7).to_dict()


def test_counter_clockwise_order() -> None:
    state = position([[YT[0]], [YT[1]], [YT[2]], [GP[0]]], [card(R, STAR3)])
    assert [state.next_seat(s) for s in range(4)] == [3, 0, 1, 2]
    assert state.play_order(0) == [0, 3, 2, 1]
    state.out[3] = True
    assert state.next_seat(0) == 2 and state.previous_seat(2) == 0
    # A played figure passes the turn to seat - 1.
    state = position(
        [[card(R, STAR3, 1), YT[0]], [YT[1]], [YT[2]], [GP[0]]], [card(R, STAR5)], stock_top=[BD[0]]
    )
    state.apply(Play((card(R, STAR3, 1),)))
    assert state.current_player == 3
    state.apply(Draw())  # seat 3 cannot play
    assert state.current_player == 2


# ---------------------------------------------------------------- matching

def test_match_by_colour_or_symbol() -> None:
    top = card(R, STAR5)
    red = card(R, DECAGON)
    same_figure = card(B, STAR5)
    neither = card(G, TRIANGLE)
    state = position([[red, same_figure, neither], YT[:2]], [top])
    legal = state.legal_actions()
    assert Play((red,)) in legal and Play((same_figure,)) in legal
    assert Play((neither,)) not in legal and Draw() not in legal
    assert_illegal(state, Play((neither,)))
    s2 = state.clone()
    s2.apply(Play((same_figure,)))
    assert s2.top == same_figure and s2.colour == B
    state.apply(Play((red,)))
    assert state.top == red and state.colour == R


def test_same_action_symbol_matches() -> None:
    state = position([[card(B, PACKAGE), GP[0]], YT[:2]], [card(R, PACKAGE)])
    assert Play((card(B, PACKAGE),)) in state.legal_actions()


def test_key_on_anything_and_colour_choice() -> None:
    key = KEYS[0]
    state = position([[key, GP[0]], [card(B, STAR3), card(R, STAR3)], YT[:2]], [card(Y, STAR10)])
    assert Play((key,)) in state.legal_actions()
    events = state.apply(Play((key,)))
    assert kinds(events) == ["play"]
    assert state.current_player == 0 and state.phase_name == "colour"
    assert state.legal_actions() == [ChooseColour(c) for c in range(4)]
    assert_illegal(state, ChooseColour(4))
    assert_illegal(state, Play((GP[0],)))
    events = state.apply(ChooseColour(B))
    assert first(events, F.ColourChosen) == F.ColourChosen(0, B)
    assert state.colour == B and state.current_player == 2  # the player after the thrower
    state.current = 1  # check matching for seat 1's cards on the chosen colour
    assert state.fits(card(B, STAR3)) and not state.fits(card(R, STAR3))
    assert state.fits(KEYS[1])


# ---------------------------------------------------------------- sets of figures

def test_three_identical_figures_last_is_top() -> None:
    stars = [card(R, STAR5), card(B, STAR5), card(Y, STAR5)]
    state = position([[*stars, GP[0]], YT[:2]], [card(R, TRIANGLE)])
    # Only the red one matches the red top, so it must be laid first.
    legal = state.legal_actions()
    sets = [a for a in legal if len(a.cards) == 3]
    assert len(sets) == 2  # red first, then the other two in either order
    assert all(a.cards[0] == stars[0] for a in sets)
    assert_illegal(state, Play((stars[1], stars[0], stars[2])))
    events = state.apply(Play((stars[0], stars[2], stars[1])))
    assert first(events, F.Played).cards == (stars[0], stars[2], stars[1])
    assert state.discard[-3:] == [stars[0], stars[2], stars[1]]
    assert state.top == stars[1] and state.colour == B
    assert state.hands[0] == [GP[0]] and state.current_player == 1


def test_four_identical_figures() -> None:
    decs = [card(R, DECAGON), card(R, DECAGON, 1), card(G, DECAGON), card(B, DECAGON)]
    state = position([[*decs, GP[0]], YT[:2]], [card(Y, DECAGON)])
    legal = state.legal_actions()
    assert len([a for a in legal if len(a.cards) == 4]) == 4 * 3  # first, last; middle sorted
    assert len([a for a in legal if len(a.cards) == 3]) == 4 * 3 * 2
    state.apply(Play((decs[1], decs[3], decs[0], decs[2])))
    assert state.top == decs[2] and state.colour == G and state.hands[0] == [GP[0]]


def test_never_two_and_never_actions_in_a_set() -> None:
    stars = [card(R, STAR3), card(R, STAR3, 1), card(B, STAR3)]
    mirrors = [card(R, MIRROR), card(B, MIRROR), card(G, MIRROR)]
    state = position([[*stars, *mirrors, KEYS[0]], YT[:2]], [card(R, TRIANGLE)])
    assert not any(len(a.cards) == 2 for a in state.legal_actions())
    assert_illegal(state, Play((stars[0], stars[1])))
    assert_illegal(state, Play((mirrors[0], mirrors[1], mirrors[2])))
    assert_illegal(state, Play((stars[0], stars[1], mirrors[0])))
    assert_illegal(state, Play((stars[0], stars[1], KEYS[0])))
    assert_illegal(state, Play((stars[0], stars[0], stars[1])))
    assert_illegal(state, Play(()))
    state.apply(Play(tuple(stars)))
    assert state.top == stars[2]


def test_mixed_figures_refused() -> None:
    hand = [card(R, STAR3), card(R, TRIANGLE), card(R, STAR3, 1)]
    state = position([hand, YT[:2]], [card(R, STAR5)])
    assert_illegal(state, Play(tuple(hand)))


# ---------------------------------------------------------------- drawing

def test_draw_only_when_unable_to_play() -> None:
    state = position([[card(R, STAR3), GP[0]], YT[:2]], [card(R, STAR5)])
    assert Draw() not in state.legal_actions()
    assert_illegal(state, Draw())


def test_drawn_card_that_fits_is_played_at_once() -> None:
    drawn = card(R, STAR10)
    state = position([[GP[0], GP[1]], YT[:2], [BD[0]]], [card(R, STAR5)], stock_top=[drawn])
    assert state.legal_actions() == [Draw()]
    events = state.apply(Draw())
    assert kinds(events) == ["draw", "play"]
    assert first(events, F.Drawn).cards == (drawn,)
    assert first(events, F.Played).drawn is True
    assert state.top == drawn and state.hands[0] == [GP[0], GP[1]]
    assert state.current_player == 2


def test_drawn_card_that_does_not_fit_is_kept() -> None:
    drawn = card(B, STAR10)
    state = position([[GP[0]], YT[:2], [BD[0]]], [card(R, STAR5)], stock_top=[drawn])
    events = state.apply(Draw())
    assert kinds(events) == ["draw"]
    assert sorted(state.hands[0]) == sorted([GP[0], drawn])
    assert state.current_player == 2 and state.top == card(R, STAR5)


def test_drawn_action_card_is_played_with_its_effect() -> None:
    drawn = card(R, PACKAGE)
    state = position([[GP[0]], YT[:2], [BD[0]]], [card(R, STAR5)], stock_top=[drawn, card(B, STAR3)])
    events = state.apply(Draw())
    assert kinds(events) == ["draw", "play", "draw"]
    assert state.hands[2] == [BD[0], card(B, STAR3)] and state.current_player == 2


def test_everyone_sees_that_a_player_who_draws_could_not_follow() -> None:
    # The drawn blue 10-star does not fit either: the whole hand of two is known not to fit.
    top = card(R, STAR5)
    state = position([[GP[0]], YT[:2], [BD[0]]], [top], stock_top=[card(B, STAR10)])
    assert state.cannot_follow == [None, None, None]
    state.apply(Draw())
    assert state.cannot_follow[0] == (top, R, 2)
    assert state.view(1).cannot_follow[0] == (top, R, 2)
    # A drawn card that fits is played: the two cards kept are still known not to fit.
    state = position([[GP[0], GP[1]], YT[:2], [BD[0]]], [top], stock_top=[card(R, STAR10)])
    state.apply(Draw())
    assert state.cannot_follow[0] == (top, R, 2)


def test_what_was_seen_fades_as_unknown_cards_leave_the_hand() -> None:
    top = card(R, STAR5)
    gift = card(Y, GIFT)
    state = position([[GP[0], GP[1], gift], [card(Y, STAR5), YT[0]]], [top], stock_top=[card(B, STAR10)])
    state.apply(Draw())
    assert state.cannot_follow[0] == (top, R, 4)
    state.apply(Play((card(Y, STAR5),)))  # seat 1: yellow is in force
    state.apply(Play((gift,)))  # a card that did not fit the red 5-star either: one known card fewer
    assert state.cannot_follow[0] == (top, R, 3)
    state.apply(GiveCard(GP[0], 1))  # the others do not see which card was given: one fewer again
    assert state.cannot_follow[0] == (top, R, 2)
    assert sorted(state.hands[0]) == sorted([GP[1], card(B, STAR10)])


def test_cards_that_visibly_fit_do_not_count_against_what_was_seen() -> None:
    top = card(R, STAR5)
    state = position([BD[:2], [card(G, TRIANGLE), YT[0]]], [top], stock_top=[card(G, STAR5), card(R, STAR3)])
    state.apply(Draw())  # the green 5-star fits and is played at once
    assert state.cannot_follow[0] == (top, R, 2)
    state.apply(Play((card(G, TRIANGLE),)))
    state.apply(Draw())  # seat 0 again: nor does the red 3-star drawn fit the green triangle
    assert state.cannot_follow[0] == (card(G, TRIANGLE), G, 3)
    assert F.state_from_dict(state.to_dict()).cannot_follow == state.cannot_follow


# ---------------------------------------------------------------- action cards

def test_package_next_player_draws_one_and_plays() -> None:
    pkg = card(R, PACKAGE)
    state = position([[pkg, GP[0]], YT[:2], BD[:2]], [card(R, STAR5)], stock_top=[card(B, STAR3)])
    events = state.apply(Play((pkg,)))
    assert kinds(events) == ["play", "draw"]
    assert first(events, F.Drawn).seat == 2 and first(events, F.Drawn).reason == "package"
    assert state.hands[2] == [BD[0], BD[1], card(B, STAR3)]
    assert state.current_player == 2 and state.phase_name == "play"


def test_mirror_take_two() -> None:
    mirror = card(R, MIRROR)
    state = position([[mirror, GP[0]], YT[:2], BD[:2]], [card(R, STAR5)])
    events = state.apply(Play((mirror,)))
    assert first(events, F.MirrorPiled) == F.MirrorPiled(0, count=1, target=2)
    assert state.current_player == 2 and state.phase_name == "mirror" and state.mirrors == 1
    assert state.legal_actions() == [TakePenalty()]
    assert_illegal(state, Play((BD[0],)))
    assert_illegal(state, Draw())
    events = state.apply(TakePenalty())
    drawn = first(events, F.Drawn)
    assert drawn.count == 2 and drawn.reason == "mirror" and len(drawn.cards) == 2
    assert drawn.secret == ("cards",) and drawn.shown_to(2) and not drawn.shown_to(0)  # how many is public
    assert len(state.hands[2]) == 4 and state.mirrors == 0
    assert state.current_player == 2 and state.phase_name == "play"  # the player who drew


def test_mirrors_pile_up() -> None:
    m = [card(R, MIRROR), card(B, MIRROR), card(G, MIRROR)]
    state = position([[m[0], GP[0]], [m[2], YT[0]], [m[1], BD[0]]], [card(R, STAR5)])
    state.apply(Play((m[0],)))
    assert state.current_player == 2
    assert set(state.legal_actions()) == {Play((m[1],)), TakePenalty()}
    events = state.apply(Play((m[1],)))
    assert first(events, F.MirrorPiled) == F.MirrorPiled(2, count=2, target=1)
    assert state.current_player == 1 and state.top == m[1]
    state.apply(Play((m[2],)))
    assert state.mirrors == 3 and state.current_player == 0
    assert state.legal_actions() == [TakePenalty()]
    state.apply(TakePenalty())
    assert len(state.hands[0]) == 1 + 6 and state.current_player == 0 and state.phase_name == "play"


def test_mirror_may_be_declined_while_holding_one() -> None:
    m = [card(R, MIRROR), card(B, MIRROR)]
    state = position([[m[0], GP[0]], YT[:2], [m[1], BD[0]]], [card(R, STAR5)])
    state.apply(Play((m[0],)))
    state.apply(TakePenalty())
    assert len(state.hands[2]) == 4 and state.current_player == 2


def test_gift_card_of_choice_to_player_of_choice() -> None:
    gift = card(R, GIFT)
    state = position([[gift, GP[0], GP[1]], YT[:2], BD[:2]], [card(R, STAR5)])
    state.apply(Play((gift,)))
    assert state.current_player == 0 and state.phase_name == "gift"
    assert set(state.legal_actions()) == {GiveCard(c, s) for c in (GP[0], GP[1]) for s in (1, 2)}
    assert_illegal(state, GiveCard(GP[0], 0))
    assert_illegal(state, GiveCard(YT[0], 1))
    assert_illegal(state, ChoosePlayer(1))
    events = state.apply(GiveCard(GP[1], 1))
    assert first(events, F.Given) == F.Given(0, card=GP[1], to=1, from_stock=False)
    assert first(events, F.Given).private_to == (0, 1)  # the card given: the two of them see it
    assert state.hands[0] == [GP[0]] and GP[1] in state.hands[1]
    assert state.current_player == 2  # the player after the thrower


def test_gift_from_stock_with_empty_hand_closes_round() -> None:
    gift = card(R, GIFT)
    top_of_stock = card(B, STAR10)
    state = position([[gift], YT[:2], BD[:2]], [card(R, STAR5)], stock_top=[top_of_stock])
    state.apply(Play((gift,)))
    assert state.current_player == 0 and state.phase_name == "gift"
    assert state.legal_actions() == [ChoosePlayer(1), ChoosePlayer(2)]
    assert_illegal(state, GiveCard(gift, 1))
    events = state.apply(ChoosePlayer(1))
    assert first(events, F.Given) == F.Given(0, card=top_of_stock, to=1, from_stock=True)
    assert first(events, F.Given).private_to == (1,)  # from the stock: only who gets it sees it
    end = first(events, F.RoundEnded)
    assert end.closer == 0
    assert end.scores == (0, 3 + 3 + 10, 10 + 10)  # the gift counts for seat 1


def test_gift_giving_the_last_card_closes_round() -> None:
    gift = card(R, GIFT)
    state = position([[gift, GP[0]], YT[:2], BD[:2]], [card(R, STAR5)])
    state.apply(Play((gift,)))
    events = state.apply(GiveCard(GP[0], 2))
    assert first(events, F.RoundEnded).scores == (0, 6, 25)


def test_thief_takes_a_random_card_with_the_state_rng() -> None:
    thief = card(R, THIEF)
    victim = [card(B, STAR3), card(B, STAR5), card(B, STAR10), card(G, TRIANGLE)]
    stolen = set()
    for seed in range(40):
        state = position([[thief, GP[0]], YT[:2], list(victim)], [card(R, STAR5)], seed=seed)
        state.apply(Play((thief,)))
        assert state.current_player == 0 and state.phase_name == "thief"
        assert state.legal_actions() == [ChoosePlayer(1), ChoosePlayer(2)]
        assert_illegal(state, ChoosePlayer(0))
        assert_illegal(state, ChoosePlayer(3))
        expected_index = core.clone_rng(state.rng).randrange(len(victim))
        again = state.clone()
        events = state.apply(ChoosePlayer(2))
        taken = first(events, F.Stolen).card
        assert first(events, F.Stolen).victim == 2
        assert first(events, F.Stolen).private_to == (0, 2) and not first(events, F.Stolen).shown_to(1)
        assert taken == victim[expected_index]
        assert taken in state.hands[0] and taken not in state.hands[2] and len(state.hands[2]) == 3
        assert state.current_player == 2  # the player after the thrower
        assert again.apply(ChoosePlayer(2)) == events  # same rng state, same card
        stolen.add(taken)
    assert stolen == set(victim)


def test_thief_refills_an_empty_hand() -> None:
    thief = card(R, THIEF)
    state = position([[thief], YT[:2], BD[:2]], [card(R, STAR5)])
    state.apply(Play((thief,)))
    events = state.apply(ChoosePlayer(2))
    assert "round_end" not in kinds(events)
    assert len(state.hands[0]) == 1 and state.current_player == 2


def test_thief_taking_the_last_card_closes_the_round_for_the_victim() -> None:
    """Decision (the rules file does not say): a player whose last card is stolen has an empty
    hand, so they close the round at once and score 0; the thief keeps the card and counts it."""
    thief, last = card(R, THIEF), card(B, STAR10)
    state = position([[thief, GP[0]], YT[:2], [last]], [card(R, STAR5)], totals=[10, 20, 30])
    state.apply(Play((thief,)))
    events = state.apply(ChoosePlayer(2))
    assert first(events, F.Stolen).card == last
    end = first(events, F.RoundEnded)
    assert end.closer == 2
    assert end.scores == (F.SYMBOL_POINTS[PENTAGON] + F.SYMBOL_POINTS[STAR10], 2 * F.SYMBOL_POINTS[TRIANGLE], 0)
    assert end.totals == (10 + 15, 20 + 6, 30)
    assert state.round == 2  # the next round is dealt at once


def test_thief_as_the_last_card_taking_the_victims_last_card() -> None:
    """The thief's hand is refilled by the steal; the victim's is the one left empty: the victim closes."""
    thief, last = card(R, THIEF), card(B, STAR3)
    state = position([[thief], YT[:2], [last]], [card(R, STAR5)])
    state.apply(Play((thief,)))
    end = first(state.apply(ChoosePlayer(2)), F.RoundEnded)
    assert end.closer == 2 and end.scores == (F.SYMBOL_POINTS[STAR3], 2 * F.SYMBOL_POINTS[TRIANGLE], 0)


def test_bridge_with_a_playable_card() -> None:
    bridge = card(R, BRIDGE)
    extra = card(R, TRIANGLE)
    stars = [card(B, STAR3), card(G, STAR3), card(Y, STAR3)]
    state = position([[bridge, extra, *stars, GP[0]], YT[:2], BD[:2]], [card(R, STAR5)])
    state.apply(Play((bridge,)))
    assert state.current_player == 0 and state.phase_name == "bridge"
    assert state.legal_actions() == [Play((extra,))]  # one card only, matching the Bridge
    assert_illegal(state, Play((GP[0],)))
    assert_illegal(state, Play(tuple(stars)))
    assert_illegal(state, Draw())
    events = state.apply(Play((extra,)))
    assert first(events, F.Played).bridge is True
    assert state.top == extra and state.current_player == 2


def test_bridge_extra_action_card_has_its_effect() -> None:
    bridge, pkg = card(R, BRIDGE), card(R, PACKAGE)
    state = position([[bridge, pkg, GP[0]], YT[:2], BD[:2]], [card(R, STAR5)])
    state.apply(Play((bridge,)))
    state.apply(Play((pkg,)))
    assert len(state.hands[2]) == 3 and state.current_player == 2


def test_bridge_without_a_playable_card_draws() -> None:
    bridge = card(R, BRIDGE)
    drawn = card(R, STAR3)  # it would fit, but the Bridge's draw is only a draw
    state = position([[bridge, GP[0]], YT[:2], BD[:2]], [card(R, STAR5)], stock_top=[drawn])
    state.apply(Play((bridge,)))
    assert state.legal_actions() == [Draw()]
    events = state.apply(Draw())
    assert kinds(events) == ["draw"] and first(events, F.Drawn).reason == "bridge"
    assert sorted(state.hands[0]) == sorted([GP[0], drawn])
    assert state.top == bridge and state.current_player == 2


def test_bridge_with_empty_hand_draws_and_round_goes_on() -> None:
    bridge = card(R, BRIDGE)
    state = position([[bridge], YT[:2], BD[:2]], [card(R, STAR5)], stock_top=[GP[0]])
    events = state.apply(Play((bridge,)))
    assert kinds(events) == ["play", "draw"] and "round_end" not in kinds(events)
    assert state.hands[0] == [GP[0]] and state.current_player == 2


def test_door_turns_up_a_card_and_thrower_plays_again() -> None:
    door = card(R, DOOR)
    turned = card(B, STAR5)
    state = position([[door, card(B, TRIANGLE), GP[0]], YT[:2], BD[:2]], [card(R, STAR5)], stock_top=[turned])
    events = state.apply(Play((door,)))
    assert kinds(events) == ["play", "door_turn"]
    assert first(events, F.DoorTurned) == F.DoorTurned(0, turned)
    assert state.discard[-2:] == [door, turned] and state.colour == B
    assert state.current_player == 0 and state.phase_name == "play"
    assert state.legal_actions() == [Play((card(B, TRIANGLE),))]


def test_door_turned_up_action_has_no_effect() -> None:
    door = card(R, DOOR)
    turned = card(G, PACKAGE)
    state = position([[door, GP[0]], YT[:2], BD[:2]], [card(R, STAR5)], stock_top=[turned])
    events = state.apply(Play((door,)))
    assert kinds(events) == ["play", "door_turn"]
    assert [len(h) for h in state.hands] == [1, 2, 2]
    assert state.current_player == 0 and state.phase_name == "play" and state.mirrors == 0
    assert state.top == turned and state.colour == G
    assert Play((GP[0],)) in state.legal_actions()


def test_door_turned_up_key_keeps_the_colour() -> None:
    door = card(R, DOOR)
    state = position([[door, card(R, STAR3), GP[0]], YT[:2], BD[:2]], [card(R, STAR5)], stock_top=[KEYS[0]])
    state.apply(Play((door,)))
    assert state.top == KEYS[0] and state.colour == R and state.phase_name == "play"
    assert state.legal_actions() == [Play((card(R, STAR3),))]


def test_door_as_last_card_closes_after_the_turn_up() -> None:
    door = card(R, DOOR)
    state = position([[door], YT[:2], BD[:2]], [card(R, STAR5)], stock_top=[GP[0]])
    events = state.apply(Play((door,)))
    assert kinds(events)[:3] == ["play", "door_turn", "round_end"]
    assert first(events, F.RoundEnded).closer == 0


# ---------------------------------------------------------------- the first discard

def _seed_with_opening(symbol: int, then: int | None = None, players: int = 4) -> F.FigurasState:
    for seed in range(50_000):
        state = F.new_game(F.FigurasConfig(players=players), seed)
        if F.SYMBOL_OF[state.discard[0]] == symbol and (then is None or F.SYMBOL_OF[state.discard[-1]] == then):
            return state
    raise AssertionError("no such seed")


def test_opening_figure() -> None:
    state = _seed_with_opening(STAR3)
    assert state.current_player == state.starter and state.phase_name == "play"


def test_opening_package_hits_the_starter() -> None:
    state = _seed_with_opening(PACKAGE)
    assert len(state.hands[state.starter]) == 8
    assert sum(len(h) for h in state.hands) == 29
    assert state.current_player == state.starter and state.phase_name == "play"


def test_opening_mirror_hits_the_starter() -> None:
    state = _seed_with_opening(MIRROR)
    assert state.current_player == state.starter and state.phase_name == "mirror" and state.mirrors == 1
    assert TakePenalty() in state.legal_actions()
    state.apply(TakePenalty())
    assert len(state.hands[state.starter]) == 9 and state.current_player == state.starter


def test_opening_key_colour_chosen_by_dealer() -> None:
    state = _seed_with_opening(KEY)
    assert state.current_player == state.dealer and state.phase_name == "colour"
    assert state.colour == F.NO_COLOUR
    state.apply(ChooseColour(G))
    assert state.colour == G and state.current_player == state.starter


def test_opening_gift_by_dealer() -> None:
    state = _seed_with_opening(GIFT)
    assert state.current_player == state.dealer and state.phase_name == "gift"
    dealt = state.hands[state.dealer][0]
    state.apply(GiveCard(dealt, state.starter))
    assert len(state.hands[state.dealer]) == 6 and len(state.hands[state.starter]) == 8
    assert state.current_player == state.starter


def test_opening_thief_by_dealer() -> None:
    state = _seed_with_opening(THIEF)
    assert state.current_player == state.dealer and state.phase_name == "thief"
    victim = state.next_seat(state.starter)
    state.apply(ChoosePlayer(victim))
    assert len(state.hands[state.dealer]) == 8 and len(state.hands[victim]) == 6
    assert state.current_player == state.starter


def test_opening_bridge_by_dealer() -> None:
    state = _seed_with_opening(BRIDGE)
    assert state.current_player == state.dealer and state.phase_name == "bridge"
    legal = state.legal_actions()
    figure_plays = [a for a in legal if isinstance(a, Play) and F.CARDS[a.cards[0]].is_figure]
    if legal == [Draw()] or figure_plays:
        state.apply(legal[0] if legal == [Draw()] else figure_plays[0])
        assert state.current_player == state.starter and state.phase_name == "play"


def test_opening_door_turns_up_another_card() -> None:
    state = _seed_with_opening(DOOR)
    assert len(state.discard) >= 2 and F.SYMBOL_OF[state.discard[0]] == DOOR
    state = _seed_with_opening(DOOR, then=STAR10)
    assert state.current_player == state.starter and state.phase_name == "play"
    # The card turned up after the opening Door does have its effect.
    state = _seed_with_opening(DOOR, then=PACKAGE)
    assert len(state.hands[state.starter]) == 8 and state.current_player == state.starter


# ---------------------------------------------------------------- end of a round, of the match

def test_round_close_and_points() -> None:
    last = card(R, STAR3)
    hands = [[last], [card(B, TRIANGLE), KEYS[0]], [card(G, MIRROR), card(B, STAR10), card(Y, STAR5)]]
    state = position(hands, [card(R, STAR5)], totals=[10, 20, 30])
    events = state.apply(Play((last,)))
    assert kinds(events)[:2] == ["play", "round_end"]
    end = first(events, F.RoundEnded)
    assert end.seat == 0 and end.closer == 0
    assert end.scores == (0, 3 + 13, 7 + 10 + 5)
    assert end.totals == (10, 36, 52)
    assert end.eliminated == () and end.out == ()
    assert "deal" in kinds(events)
    assert state.round == 2 and state.totals == [10, 36, 52]
    assert sum(len(h) for h in state.hands) >= 21 and figuras_cards(state) == list(range(100))


def test_package_as_last_card_target_draws_before_the_close() -> None:
    pkg = card(R, PACKAGE)
    state = position([[pkg], YT[:2], BD[:2]], [card(R, STAR5)], stock_top=[KEYS[0]])
    events = state.apply(Play((pkg,)))
    assert kinds(events)[:3] == ["play", "draw", "round_end"]
    assert first(events, F.RoundEnded).scores == (0, 6, 20 + 13)


def test_key_as_last_card_closes_without_colour() -> None:
    state = position([[KEYS[0]], YT[:2], BD[:2]], [card(R, STAR5)])
    events = state.apply(Play((KEYS[0],)))
    assert kinds(events)[:2] == ["play", "round_end"]


def test_mirror_thrown_as_last_card_closes_the_round_at_once() -> None:
    """Nobody draws the Mirror pile: the round closes before the next player may answer."""
    m = [card(R, MIRROR), card(B, MIRROR)]
    state = position([[m[0]], YT[:2], [m[1], BD[0]]], [card(R, STAR5)], stock_top=GP[:3] + [KEYS[0]])
    events = state.apply(Play((m[0],)))
    assert kinds(events)[:2] == ["play", "round_end"] and "mirror_pile" not in kinds(events)
    end = first(events, F.RoundEnded)
    assert end.closer == 0
    assert end.scores == (0, 6, 7 + 10)  # nobody drew: the hands as they were
    assert state.round == 2  # the next round is dealt


def test_mirror_answered_with_the_last_card_closes_the_round_at_once() -> None:
    """The issue's case: B answers A's Mirror with its last card. The round closes there: A cannot
    answer back, and B draws nothing."""
    m = [card(R, MIRROR), card(B, MIRROR), card(G, MIRROR)]
    state = position([[m[0], m[2], GP[0]], [m[1]]], [card(R, STAR5)])
    state.apply(Play((m[0],)))
    events = state.apply(Play((m[1],)))
    assert "mirror_pile" not in kinds(events)
    end = first(events, F.RoundEnded)
    assert end.closer == 1 and end.scores == (7 + 5, 0)
    assert end.hands == ((m[2], GP[0]), ())  # A kept its Mirror; B drew nothing


def test_rules_1_an_answer_back_made_the_emptied_player_draw() -> None:
    m = [card(R, MIRROR), card(B, MIRROR), card(G, MIRROR)]
    state = position([[m[0], m[2], GP[0]], [m[1]]], [card(R, STAR5)], rules=1)
    state.apply(Play((m[0],)))
    state.apply(Play((m[1],)))
    state.apply(Play((m[2],)))  # A answers back
    assert state.current_player == 1 and state.mirrors == 3
    state.apply(TakePenalty())
    assert len(state.hands[1]) == 6 and state.current_player == 1


def test_package_as_last_card_after_a_bridge_is_resolved_first() -> None:
    bridge, pkg = card(R, BRIDGE), card(R, PACKAGE)
    state = position([[bridge, pkg], YT[:2], BD[:2]], [card(R, STAR5)], stock_top=[KEYS[0]])
    state.apply(Play((bridge,)))
    events = state.apply(Play((pkg,)))
    assert kinds(events)[:3] == ["play", "draw", "round_end"]
    assert first(events, F.Drawn).seat == 2 and first(events, F.RoundEnded).scores == (0, 6, 20 + 13)


def test_mirror_as_the_bridges_extra_last_card_closes_at_once() -> None:
    bridge, mirror = card(R, BRIDGE), card(R, MIRROR)
    state = position([[bridge, mirror], YT[:2], BD[:2]], [card(R, STAR5)])
    state.apply(Play((bridge,)))
    events = state.apply(Play((mirror,)))
    assert kinds(events)[:2] == ["play", "round_end"] and first(events, F.RoundEnded).closer == 0


def test_answering_a_mirror_stays_a_choice() -> None:
    m = [card(R, MIRROR), card(B, MIRROR)]
    state = position([[m[0], GP[0]], [m[1]], YT[:2]], [card(R, STAR5)], current=0)
    state.apply(Play((m[0],)))
    assert state.current_player == 2 and state.legal_actions() == [TakePenalty()]
    state = position([[m[0], GP[0]], YT[:2], [m[1]]], [card(R, STAR5)])
    state.apply(Play((m[0],)))
    assert state.legal_actions() == [Play((m[1],)), TakePenalty()]  # even with the last card a Mirror
    state.apply(TakePenalty())
    assert len(state.hands[2]) == 3 and state.current_player == 2 and state.phase_name == "play"


# Rules 1: saves from before the last-Mirror decision replay under the rule they were played with.

def test_rules_1_mirror_as_last_card_closed_after_the_pile_was_taken() -> None:
    m = [card(R, MIRROR), card(B, MIRROR)]
    state = position([[m[0]], YT[:2], [m[1], BD[0]]], [card(R, STAR5)], stock_top=GP[:3] + [KEYS[0]],
                     rules=1)
    events = state.apply(Play((m[0],)))
    assert "round_end" not in kinds(events) and state.current_player == 2
    state.apply(Play((m[1],)))  # seat 2 answers; seat 1 holds no Mirror
    events = state.apply(TakePenalty())
    end = first(events, F.RoundEnded)
    assert end.closer == 0
    assert end.scores == (0, 6 + 5 * 3 + 13, 10)


def test_rules_1_mirror_chain_first_to_empty_closed() -> None:
    m = [card(R, MIRROR), card(B, MIRROR)]
    state = position([[m[0]], YT[:2], [m[1]]], [card(R, STAR5)], rules=1)
    state.apply(Play((m[0],)))
    state.apply(Play((m[1],)))
    events = state.apply(TakePenalty())  # seat 1 takes 4; seats 0 and 2 are empty
    end = first(events, F.RoundEnded)
    assert end.closer == 0 and end.scores[0] == end.scores[2] == 0


def test_rules_1_mirror_pile_refilled_the_emptied_thrower() -> None:
    m = [card(R, MIRROR), card(B, MIRROR)]
    state = position([[m[0]], [m[1], YT[0]]], [card(R, STAR5)], rules=1)
    state.apply(Play((m[0],)))
    state.apply(Play((m[1],)))
    assert state.current_player == 0 and state.legal_actions() == [TakePenalty()]
    events = state.apply(TakePenalty())
    assert "round_end" not in kinds(events)
    assert len(state.hands[0]) == 4 and state.current_player == 0


def test_exactly_111_wins_at_once() -> None:
    state = position(
        [[card(R, STAR3)], [card(B, TRIANGLE), card(G, STAR5, 1), card(B, STAR3)], [card(Y, STAR10)]],
        [card(R, STAR5)],
        totals=[0, 100, 95],
    )
    events = state.apply(Play((card(R, STAR3),)))
    assert kinds(events)[-2:] == ["round_end", "match_end"]
    assert first(events, F.RoundEnded).exact == (1,)
    assert first(events, F.MatchEnded) == F.MatchEnded(winners=(1,), totals=(0, 111, 105), exact=True)
    assert state.is_over and state.current_player is None and state.legal_actions() == []
    assert state.outcome() == core.Outcome(winners=(1,), scores=(0, 111, 105))
    assert_illegal(state, Draw())


def test_several_at_111_share_the_win() -> None:
    state = position(
        [
            [card(R, STAR3)],
            [card(B, STAR10), KEYS[0]],  # 23 points: 88 + 23 = 111
            [card(Y, STAR10), card(Y, STAR10, 1)],  # 20 points: 91 + 20 = 111
            [GP[0], card(B, TRIANGLE)],
        ],
        [card(R, STAR5)],
        totals=[50, 88, 91, 40],
    )
    events = state.apply(Play((card(R, STAR3),)))
    assert first(events, F.MatchEnded).winners == (1, 2)
    assert state.outcome().winners == (1, 2)
    assert state.totals == [50, 111, 111, 48]


def test_above_100_eliminated_and_next_round_without_them() -> None:
    state = position(
        [[card(R, STAR3)], [card(B, STAR10)], [card(Y, STAR10), KEYS[0]], [GP[0]]],
        [card(R, STAR5)],
        totals=[0, 95, 80, 10],
    )
    events = state.apply(Play((card(R, STAR3),)))
    end = first(events, F.RoundEnded)
    assert end.totals == (0, 105, 103, 15)
    assert end.eliminated == (1, 2) and end.out == (1, 2)
    assert not state.is_over and state.out == [False, True, True, False]
    assert state.hands[1] == [] and state.hands[2] == []
    assert state.starter in (0, 3) and state.dealer in (0, 3) and state.current_player in (0, 3)
    assert state.next_seat(0) == 3 and state.next_seat(3) == 0
    assert figuras_cards(state) == list(range(100))


def test_last_player_standing_wins() -> None:
    state = position([[card(R, STAR3)], [card(B, STAR10), KEYS[0]]], [card(R, STAR5)], totals=[60, 90])
    events = state.apply(Play((card(R, STAR3),)))
    assert kinds(events)[-1] == "match_end"
    assert first(events, F.MatchEnded) == F.MatchEnded(winners=(0,), totals=(60, 113), exact=False)
    assert state.outcome().winners == (0,) and state.out == [False, True]


def test_eliminated_player_is_skipped_in_play() -> None:
    state = position(
        [[card(R, STAR3), GP[0]], [], [YT[0]], [BD[0]]],
        [card(R, STAR5)],
        totals=[0, 104, 0, 0],
        out=[False, True, False, False],
        stock_top=[BD[1], BD[2]],
    )
    assert state.legal_actions()[0] == Play((card(R, STAR3),))
    state.apply(Play((card(R, STAR3),)))
    assert state.current_player == 3
    state.apply(Draw())
    assert state.current_player == 2
    state.apply(Draw())
    assert state.current_player == 0  # seat 1 is out
    gift = card(R, GIFT)
    s2 = position([[gift, GP[0]], [], [YT[0]]], [card(R, STAR5)], totals=[0, 104, 0], out=[False, True, False])
    s2.apply(Play((gift,)))
    assert s2.legal_actions() == [GiveCard(GP[0], 2)]
    assert_illegal(s2, GiveCard(GP[0], 1))


# ---------------------------------------------------------------- running out

def test_reshuffle_discard_except_top() -> None:
    top = card(R, STAR5)
    state = position([[GP[0]], YT[:2], BD[:2]], [top], rest="discard")
    assert state.stock == [] and len(state.discard) == 100 - 5
    events = state.apply(Draw())
    assert kinds(events)[0] == "reshuffle"
    assert first(events, F.Reshuffled).count == 100 - 6
    assert state.discard[-1] == top and len(state.discard) in (1, 2)
    assert len(state.stock) + len(state.discard) + sum(map(len, state.hands)) == 100
    assert figuras_cards(state) == list(range(100))


def test_nothing_to_draw_skips_the_draw() -> None:
    top = card(R, STAR5)
    rest = [c for c in F.ALL_CARD_IDS if c != top]
    # Every card is in a hand; seat 0 holds only cards that do not fit.
    fitting = [c for c in rest if F._fits(c, top, R)]
    unfit = [c for c in rest if c not in fitting]
    state = position([unfit, fitting], [top])
    assert state.stock == [] and state.discard == [top]
    events = state.apply(Draw())
    assert kinds(events) == ["draw"] and first(events, F.Drawn).count == 0
    assert state.current_player == 1 and state.hands[0] == unfit


def test_mirror_penalty_draws_what_there_is() -> None:
    m = card(R, MIRROR)
    # One card in the stock: the second card of the penalty comes after a reshuffle.
    state = position([[m, GP[0]], [YT[0]]], [card(R, STAR5)], stock_top=[card(B, STAR3)], rest="discard")
    state.apply(Play((m,)))
    events = state.apply(TakePenalty())
    assert kinds(events) == ["reshuffle", "draw"]
    assert first(events, F.Drawn).count == 2 and state.top == m


# ---------------------------------------------------------------- illegal actions, decoding

def test_malformed_action_dicts_raise_illegal_action() -> None:
    for bad in (
        None, [], {"type": "fly"}, {"type": "play"}, {"type": "play", "cards": 3},
        {"type": "play", "cards": [True]}, {"type": "give", "card": 1}, {"type": "draw", "x": 1},
        {"type": "choose_colour", "colour": "red"}, {"type": "choose_player", "seat": 1.0},
    ):
        with pytest.raises(IllegalAction):
            F.action_from_dict(bad)
    for action in (Play((1, 2, 3)), Draw(), ChooseColour(2), GiveCard(5, 1), ChoosePlayer(3), TakePenalty()):
        assert F.action_from_dict(json.loads(json.dumps(action.to_dict()))) == action


def test_cards_of_another_seat_are_refused() -> None:
    state = position([[GP[0], GP[1]], [card(R, STAR3), YT[0]]], [card(R, STAR5)])
    assert_illegal(state, Play((card(R, STAR3),)))
    assert_illegal(state, Play((1000,)))
    assert_illegal(state, Play((-1,)))
    assert_illegal(state, TakePenalty())
    assert_illegal(state, ChooseColour(1))
    assert_illegal(state, GiveCard(GP[0], 1))
    assert_illegal(state, ChoosePlayer(1))


def _candidate_actions(state: F.FigurasState) -> list[core.Action]:
    n = state.n
    cands: list[core.Action] = [Play((c,)) for c in F.ALL_CARD_IDS]
    hand = sorted(state.hands[state.current])
    cands += [Play((a, b)) for a in hand[:4] for b in hand[:4] if a != b]
    cands += [Play(tuple(hand[:3])), Play(tuple(hand[:4])), Play(tuple(hand[:5])), Play(())]
    cands += [Draw(), TakePenalty(), Play((hand[0], hand[0], hand[0])) if hand else Draw()]
    cands += [ChooseColour(c) for c in range(-1, 5)]
    cands += [ChoosePlayer(s) for s in range(-1, n + 1)]
    cands += [GiveCard(c, s) for c in [*hand[:3], 0 if 0 not in hand else 99] for s in range(-1, n + 1)]
    return cands


def test_legal_actions_are_exactly_what_apply_accepts() -> None:
    for state in random_states(30, seed=5):
        if state.is_over:
            continue
        legal = state.legal_actions()
        assert len(set(legal)) == len(legal)
        for action in legal:
            state.clone().apply(action)
        for action in _candidate_actions(state):
            if action not in legal:
                assert_illegal(state, action)


# ---------------------------------------------------------------- random play

@settings(max_examples=60, deadline=None)
@given(players=st.integers(2, 8), seed=st.integers(0, 2**32 - 1), pick=st.randoms(use_true_random=False),
       rules=st.sampled_from([1, F.RULES]))
def test_random_play_keeps_invariants(players: int, seed: int, pick: random.Random, rules: int) -> None:
    state = F.new_game(F.FigurasConfig(players=players), seed, rules=rules)  # 1: old saves' rules
    checker = FigurasChecker(state)
    for step in range(3000):
        if state.is_over:
            break
        seat = state.current_player
        legal = state.legal_actions()
        assert state.view(seat).legal_actions() == legal
        action = pick.choice(legal)
        events = state.apply(action)
        checker.after(state, seat, action, events, state.legal_actions())
        if step % 97 == 0:
            round_trip("figuras", state)


def test_whole_matches_finish() -> None:
    rounds = 0
    for seed in range(12):
        state = F.new_game(F.FigurasConfig(players=2 + seed % 7), seed)
        rng = random.Random(seed)
        for _ in range(50_000):
            if state.is_over:
                break
            prev = list(state.totals)
            events = state.apply(rng.choice(state.legal_actions()))
            rounds += kinds(events).count("round_end")
            assert all(t >= p for t, p in zip(state.totals, prev, strict=True))
        assert state.is_over
        figuras_invariants(state, [0] * state.n)
        data = json.loads(json.dumps(state.to_dict()))
        assert F.state_from_dict(data).to_dict() == data
        assert F.state_from_dict(data).outcome() == state.outcome()
    assert rounds > 12


# ---------------------------------------------------------------- saving, cloning

def test_round_trip_and_same_future() -> None:
    for state in random_states(20, seed=11):
        data = json.loads(json.dumps(state.to_dict()))
        assert data["version"] == F.RULES
        loaded = F.state_from_dict(data)
        assert loaded.to_dict() == state.to_dict()
        rng = random.Random(3)
        for _ in range(60):
            if state.is_over:
                assert loaded.is_over
                break
            action = rng.choice(state.legal_actions())
            assert loaded.apply(action) == state.apply(action)
        assert loaded.to_dict() == state.to_dict()


def test_clone_is_independent() -> None:
    for state in random_states(10, seed=21):
        if state.is_over:
            continue
        before = state.to_dict()
        copy = state.clone()
        assert copy.to_dict() == before
        rng = random.Random(1)
        for _ in range(30):
            if copy.is_over:
                break
            copy.apply(rng.choice(copy.legal_actions()))
        copy.rng.random()
        assert state.to_dict() == before


def test_damaged_dicts_raise_value_error() -> None:
    state = F.new_game(F.FigurasConfig(players=3), 2)
    assert not state.is_over
    good = state.to_dict()

    def damaged(change) -> dict:
        data = json.loads(json.dumps(good))
        change(data)
        return data

    def swap_card(d: dict) -> None:
        d["stock"][0] = d["discard"][-1]

    def set_(key, value):
        return lambda d: d.__setitem__(key, value)

    cases = [
        set_("version", F.RULES + 1), set_("version", 0), set_("game", "sequence"), lambda d: d.pop("hands"), swap_card,
        lambda d: d["stock"].append(100), set_("discard", []), set_("phase", "dance"),
        set_("current", 99), set_("current", "0"), set_("colour", 7), set_("mirrors", 9),
        set_("totals", [0]), set_("out", [1] * len(good["out"])), set_("round", 0),
        set_("rng", [3, [0], None]), set_("config", {"players": 12}), set_("winners", [0]),
        set_("hands", None), set_("starter", -1), lambda d: d["totals"].__setitem__(0, -5),
        lambda d: d["hands"][0].append(d["stock"].pop()) or d["hands"][0].append(d["hands"][0][0]),
    ]
    for change in cases:
        with pytest.raises(ValueError):
            F.state_from_dict(damaged(change))
    for bad in (None, [], "x", {"game": "figuras"}):
        with pytest.raises(ValueError):
            F.state_from_dict(bad)


def test_inconsistent_phase_is_refused() -> None:
    state = position([[GP[0]], [YT[0]]], [card(R, STAR5)])
    data = state.to_dict()
    data["phase"] = "mirror"  # no Mirror on top and no pile
    with pytest.raises(ValueError):
        F.state_from_dict(data)
    data = state.to_dict()
    data["out"] = [False, True]  # an eliminated player with cards
    with pytest.raises(ValueError):
        F.state_from_dict(data)


# ---------------------------------------------------------------- views

def _view_facts(view: F.FigurasView) -> dict:
    return {k: v for k, v in vars(view).items() if k != "config"}


def test_view_hides_other_hands_and_stock_order() -> None:
    for state in random_states(15, seed=31):
        for seat in range(state.n):
            view = state.view(seat)
            assert view.seat == seat
            assert sorted(view.hand) == sorted(state.hands[seat])
            assert view.hand_counts == tuple(len(h) for h in state.hands)
            assert view.stock_count == len(state.stock)
            assert view.discard == tuple(state.discard) and view.top == state.discard[-1]
            hidden = {c for s in range(state.n) if s != seat for c in state.hands[s]} | set(state.stock)
            assert not hidden & (set(view.hand) | set(view.discard))
            assert not any(isinstance(v, F.FigurasState | list) for v in vars(view).values())
            # The view depends only on what the seat may know: a state with the hidden
            # cards dealt differently gives the very same view.
            other = view.sample(random.Random(seat))
            assert _view_facts(other.view(seat)) == _view_facts(view)
            if view.current_player != seat:
                assert view.legal_actions() == []


def test_view_sample_is_consistent() -> None:
    rng = random.Random(4)
    for state in random_states(15, seed=41):
        seat = state.current_player if state.current_player is not None else 0
        view = state.view(seat)
        sample = view.sample(rng)
        assert figuras_cards(sample) == list(range(100))
        assert sorted(sample.hands[seat]) == sorted(state.hands[seat])
        assert [len(h) for h in sample.hands] == [len(h) for h in state.hands]
        assert sample.discard == state.discard and len(sample.stock) == len(state.stock)
        assert sample.totals == state.totals and sample.out == state.out
        assert sample.current_player == state.current_player and sample.phase == state.phase
        assert sorted(map(repr, sample.legal_actions())) == sorted(map(repr, state.legal_actions()))
        F.state_from_dict(sample.to_dict())
        if not sample.is_over:
            sample.apply(sample.legal_actions()[0])


def test_view_sample_deals_hidden_cards_uniformly() -> None:
    state = position([[GP[0], GP[1]], [YT[0], YT[1]], [BD[0]]], [card(R, STAR5)])
    view = state.view(0)
    rng = random.Random(9)
    seen_in_seat1 = Counter()
    for _ in range(300):
        seen_in_seat1.update(view.sample(rng).hands[1])
    unseen = view.unseen_cards()
    assert len(unseen) == 97 and set(seen_in_seat1) <= set(unseen)
    assert len(seen_in_seat1) > 80  # spread over the unseen cards, not the real hand


def test_view_sample_deals_what_a_player_could_not_follow() -> None:
    top = card(R, STAR5)
    state = position([[GP[0]], YT[:2], [BD[0]]], [top], stock_top=[card(B, STAR10)])
    state.apply(Draw())  # seat 0 could not follow the red 5-star: it holds no red, no 5-star, no Key
    view = state.view(1)
    rng = random.Random(3)
    for _ in range(200):
        hand = view.sample(rng).hands[0]
        assert len(hand) == 2 and not any(F._fits(c, top, R) for c in hand)


def test_the_giver_of_a_gift_knows_who_holds_the_card_until_it_is_laid() -> None:
    gift = card(G, GIFT)
    state = position([[gift, GP[0], GP[1]], YT[:2], [BD[0], BD[1]]], [card(G, STAR5)])
    state.apply(Play((gift,)))
    state.apply(GiveCard(GP[1], 2))  # seat 0 gives seat 2 a green pentagon
    assert state.view(0).known_held == ((), (), (GP[1],))
    assert state.view(1).known_held == ((), (), ())  # seat 1 did not see which card
    assert F.state_from_dict(state.to_dict()).held_known == state.held_known
    rng = random.Random(2)
    for _ in range(50):  # every world seat 0 imagines deals its gift to seat 2
        assert GP[1] in state.view(0).sample(rng).hands[2]
    state.apply(Play((GP[1],)))  # seat 2 lays it on the green Gift: everyone sees it now
    assert state.held_known == []


def test_a_theft_tells_the_victim_and_the_others_forget_the_hand() -> None:
    """Seat 1 knows seat 2 holds the card it gave; when a Thief takes a card from seat 2, seat 1
    cannot tell which one went, so it forgets what it knew of that hand (keeping the rest would
    tell it). The victim knows the thief holds its card."""
    state = position([[card(R, THIEF), GP[0]], [card(R, GIFT), YT[0], YT[1]], [BD[0], BD[1]]],
                     [card(R, STAR5)], current=1)
    state.apply(Play((card(R, GIFT),)))
    state.apply(GiveCard(YT[0], 2))
    assert state.view(1).known_held == ((), (), (YT[0],))
    assert state.current_player == 0
    state.apply(Play((card(R, THIEF),)))
    taken = first(state.apply(ChoosePlayer(2)), F.Stolen).card
    assert state.view(1).known_held == ((), (), ())
    assert state.view(2).known_held == ((taken,), (), ())
    assert state.view(0).known_held == ((), (), ())
    data = state.to_dict()
    assert data["held_known"] == [[2, 0, taken]]
    not_there = BD[1] if taken != BD[1] else BD[0]
    for damaged in ([[2, 0, not_there]], [[2, 2, taken]], [[2, 3, taken]], [[2, 0, taken]] * 2, [[2, 0]]):
        with pytest.raises(ValueError):  # a hand said to hold a card it does not, or twice
            F.state_from_dict({**data, "held_known": damaged})
    del data["held_known"]  # saved before the program kept it: nobody knows anything
    assert F.state_from_dict(data).held_known == []


def test_saves_from_before_cannot_follow_load_knowing_nothing() -> None:
    state = position([[GP[0]], YT[:2], [BD[0]]], [card(R, STAR5)], stock_top=[card(B, STAR10)])
    state.apply(Draw())
    data = state.to_dict()
    assert data["cannot_follow"] == [[card(R, STAR5), R, 2], None, None]
    del data["cannot_follow"]
    assert F.state_from_dict(data).cannot_follow == [None, None, None]
    for damaged in ([[card(R, STAR5), R, 3], None, None], [[100, R, 1], None, None], [[-1, R, 1], None, None],
                    [[card(R, STAR5), -1, 1], None, None], [[card(R, STAR5), R, 0], None, None], [None, None]):
        with pytest.raises(ValueError):
            F.state_from_dict({**data, "cannot_follow": damaged})


def test_view_helpers_for_the_ui() -> None:
    state = position(
        [[card(R, STAR3), GP[0]], [], [YT[0], YT[1]], [BD[0]]],
        [card(R, STAR5)],
        totals=[5, 104, 7, 9],
        out=[False, True, False, False],
    )
    view = state.view(0)
    assert view.players == 4 and view.phase == "play" and view.current_player == 0
    assert view.next_seat(0) == 3 and view.next_seat(2) == 0  # seat 1 is out
    assert view.play_order() == state.play_order() == [0, 3, 2]
    assert view.fits(card(R, STAR3)) and view.fits(KEYS[0]) and not view.fits(GP[0])
    assert view.hand_counts == (2, 0, 2, 1) and view.totals == (5, 104, 7, 9)
    assert view.out == (False, True, False, False) and view.colour == R and view.mirrors == 0
    assert view.legal_actions() == [Play((card(R, STAR3),))]
    assert state.view(2).legal_actions() == []
    with pytest.raises(ValueError):
        state.view(4)


def test_everyone_sees_the_choices_a_player_made_since_its_hand_last_took_a_card() -> None:
    # Seat 0 lays a red 3-star; seat 1 lays a Key and names green; seat 0 has to draw.
    top, laid, key = card(R, STAR5), card(R, STAR3), KEYS[0]
    state = position([[laid, BD[0]], [key, YT[0], YT[1]]], [top], stock_top=[card(B, STAR10)])
    state.apply(Play((laid,)))
    assert state.choices_seen[0] == ((top, R, (laid,), (2, 3)),)
    state.apply(Play((key,)))
    state.apply(ChooseColour(G))
    assert state.view(0).choices_seen[1] == ((laid, R, (key,), (1, 3)), (-1, G, (), ()))
    assert F.state_from_dict(json.loads(json.dumps(state.to_dict()))).choices_seen == state.choices_seen
    state.apply(Draw())  # a card came into seat 0's hand: what it laid before says nothing of it now
    assert state.choices_seen[0] == () and len(state.choices_seen[1]) == 2


def test_saves_from_before_choices_seen_load_having_seen_none() -> None:
    top, laid = card(R, STAR5), card(R, STAR3)
    state = position([[laid, BD[0]], YT[:2]], [top])
    state.apply(Play((laid,)))
    data = state.to_dict()
    assert data["choices_seen"] == [[[top, R, [laid], [2, 2]]], []]
    del data["choices_seen"]
    assert F.state_from_dict(data).choices_seen == [(), ()]
    for damaged in ([[[top, R, [laid], [2]]], []], [[[top, R, [laid, BD[0]], [2, 2]]], []], [[[-1, R, [laid], []]], []],
                    [[[top, R, [laid]]], []], [[[top, 9, [laid], [2, 2]]], []], [[]]):
        with pytest.raises(ValueError):
            F.state_from_dict({**data, "choices_seen": damaged})
