"""Rule tests for classic Sequence (rules: shared/rules/sequence.md).

Positions are hand-built: `new_game` makes a state, then the board, hands,
stock, discards and turn are overwritten (see `position`). Spaces are numbered
row * 10 + column, row 0 at the top, as in the engine.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.core import GAMES, Event, IllegalAction
from game.engine.sequence import (
    ALL_CARD_IDS,
    CARDS,
    CORNER,
    CORNERS,
    DRAW,
    EMPTY,
    END_TURN,
    HAND_SIZE,
    INFO,
    LAYOUT,
    PASS,
    PHASE_DRAW,
    PHASE_PLAY,
    RULES,
    SPACES_OF_CODE,
    TEAM_OPTIONS,
    Draw,
    Drawn,
    EndTurn,
    Exchange,
    GameOver,
    Pass,
    Passed,
    Place,
    Placed,
    Remove,
    Removed,
    Reshuffled,
    SequenceConfig,
    SequenceMade,
    action_from_dict,
    jack_kind,
    new_game,
    state_from_dict,
)
from tests.engine.invariants import (
    BOARD_LINES,
    SequenceChecker,
    chips_on_board,
    claimed_runs,
    kinds,
    round_trip,
    run_count,
    sequence_cards,
)
from tests.sequence_positions import card as cid

# ---------------------------------------------------------------- helpers

# The layout copied from the rules file, independently of the engine's table.
RULES_LAYOUT = """
XX 2S 3S 4S 5S 6S 7S 8S 9S XX
6C 5C 4C 3C 2C AH KH QH TH TS
7C AS 2D 3D 4D 5D 6D 7D 9H QS
8C KS 6C 5C 4C 3C 2C 8D 8H KS
9C QS 7C 6H 5H 4H AH 9D 7H AS
TC TS 8C 7H 2H 3H KH TD 6H 2D
QC 9S 9C 8H 9H TH QH QD 5H 3D
KC 8S TC QC KC AC AD KD 4H 4D
AC 7S 6S 5S 4S 3S 2S 2H 3H 5D
XX AD KD QD TD 9D 8D 7D 6D XX
"""
RANK_ORDER = "23456789TJQKA"  # aces high, for the cut
PLAYER_COUNTS = (2, 3, 4, 6, 8, 9, 10, 12)



def sp(row: int, col: int) -> int:
    return row * 10 + col


def line(row: int, col: int, dr: int, dc: int, n: int = 5) -> list[int]:
    return [sp(row + dr * i, col + dc * i) for i in range(n)]


def position(players: int = 2, hands=(), chips=None, turn: int = 0, stock_top=(), discards=None,
             seed: int = 1, rules: int = RULES, **options):
    """A state with exactly these hands and chips; every other card in the stock.

    `stock_top[0]` is the next card drawn. `discards` (per seat) are taken out of
    the stock as well, so all 104 cards stay in exactly one place. `rules`: the rules
    version played (1 replays saves from before the nine-in-a-row decision).
    """
    state = new_game(SequenceConfig(players=players, **options), seed, rules=rules)
    hands = [list(h) for h in hands] + [[] for _ in range(players - len(hands))]
    discards = [list(d) for d in (discards or [])] + [[] for _ in range(players - len(discards or []))]
    placed = [c for pile in (*hands, *discards) for c in pile] + list(stock_top)
    assert len(set(placed)) == len(placed), "a card is used twice in the position"
    used = set(placed)
    state.hands = hands
    state.discards = discards
    state.stock = [c for c in ALL_CARD_IDS if c not in used] + list(stock_top)[::-1]
    board = [CORNER if s in CORNERS else EMPTY for s in range(100)]
    for space, team in (chips or {}).items():
        assert space not in CORNERS
        board[space] = team
    state.board = board
    state.locked = [False] * 100
    state.sequences = [[] for _ in range(state.config.team_count)]
    state.turn = turn
    state.phase = PHASE_PLAY
    state.exchanged = False
    state.passes = 0
    return state


def add_sequence(state, team: int, spaces) -> None:
    """Give `team` a completed (locked) sequence on these spaces."""
    for s in spaces:
        if s not in CORNERS:
            state.board[s] = team
        state.locked[s] = True
    state.sequences[team].append(tuple(spaces))


def assert_refused(state, action) -> str:
    before = state.to_dict()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert state.to_dict() == before
    message = str(info.value)
    assert message and message[0].isupper() and message.endswith(".")
    return message


def sequence_sets(state, team: int) -> list[frozenset[int]]:
    return sorted((frozenset(s) for s in state.sequences[team]), key=sorted)


# ---------------------------------------------------------------- board and registry

def test_board_layout_matches_the_rules():
    expected = [None if code == "XX" else code for code in RULES_LAYOUT.split()]
    assert list(LAYOUT) == expected
    assert len(LAYOUT) == 100
    assert sorted(CORNERS) == [0, 9, 90, 99]
    card_spaces = [code for code in LAYOUT if code is not None]
    assert len(card_spaces) == 96
    counts = Counter(card_spaces)
    non_jack_codes = {r + s for r in "23456789TQKA" for s in "SCDH"}
    assert set(counts) == non_jack_codes and len(non_jack_codes) == 48
    assert all(n == 2 for n in counts.values())
    assert all(len(SPACES_OF_CODE[code]) == 2 for code in non_jack_codes)
    assert not any(code.startswith("J") for code in counts)


def test_two_decks_with_eight_jacks():
    assert len(CARDS) == 104 and [c.id for c in CARDS] == list(range(104))
    assert sum(c.rank == "J" for c in CARDS) == 8
    assert all(n == 2 for n in Counter(c.code for c in CARDS).values())


def test_registered_with_allowed_counts():
    assert GAMES["sequence"] is INFO
    assert INFO.allowed_player_counts() == PLAYER_COUNTS
    assert INFO.min_players == 2 and INFO.max_players == 12


# ---------------------------------------------------------------- teams, hands, setup

@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_hand_size_by_player_count(players):
    expected = {2: 7, 3: 6, 4: 6, 6: 5, 8: 4, 9: 4, 10: 3, 12: 3}[players]
    assert HAND_SIZE[players] == expected
    state = new_game(SequenceConfig(players=players), 3)
    assert [len(h) for h in state.hands] == [expected] * players
    assert len(state.stock) == 104 - expected * players
    assert all(d == [] for d in state.discards)
    assert sequence_cards(state) == list(ALL_CARD_IDS)
    assert all(v == (CORNER if s in CORNERS else EMPTY) for s, v in enumerate(state.board))


@pytest.mark.parametrize(
    ("players", "teams", "team_count"),
    [(2, 0, 2), (3, 0, 3), (4, 0, 2), (6, 0, 2), (6, 2, 2), (6, 3, 3), (8, 0, 2), (9, 0, 3),
     (10, 0, 2), (12, 0, 2), (12, 2, 2), (12, 3, 3), (2, 2, 2), (3, 3, 3), (9, 3, 3)],
)
def test_seats_alternate_teams(players, teams, team_count):
    config = SequenceConfig(players=players, teams=teams)
    assert config.team_count == team_count
    state = new_game(config, 0)
    assert [state.team(i) for i in range(players)] == [i % team_count for i in range(players)]
    assert len(state.sequences) == team_count
    # A chip placed by a seat is its team's chip.
    seat = players - 1
    jack = cid("JC")
    state = position(players, hands=[[] for _ in range(seat)] + [[jack]], turn=seat, teams=teams)
    events = state.apply(Place(jack, sp(4, 4)))
    assert state.board[sp(4, 4)] == seat % team_count
    assert events[0] == Placed(seat, card=jack, space=sp(4, 4), team=seat % team_count)


@pytest.mark.parametrize("players", [1, 5, 7, 11, 13, 0, -2])
def test_refused_player_count(players):
    with pytest.raises(ValueError) as info:
        SequenceConfig(players=players)
    message = str(info.value)
    assert message[0].isupper() and message.endswith(".") and "{" not in message
    assert "2, 3, 4, 6, 8, 9, 10 or 12" in message
    with pytest.raises(ValueError):
        INFO.default_config(players=players)


@pytest.mark.parametrize(
    ("players", "teams"),
    [(2, 3), (3, 2), (4, 3), (8, 3), (9, 2), (10, 3)],
)
def test_refused_team_split(players, teams):
    with pytest.raises(ValueError) as info:
        SequenceConfig(players=players, teams=teams)
    message = str(info.value)
    assert message == f"{players} players cannot be split into {teams} equal teams."
    with pytest.raises(ValueError):
        INFO.config_from_dict({"players": players, "teams": teams})


def test_config_from_dict_refuses_bad_options():
    assert INFO.config_from_dict({"players": 6, "teams": 3}).team_count == 3
    for bad in ({"players": 5}, {"players": "4"}, {"players": True}, {"jack_rule": "nose"},
                {"colour": 1}, {"sequences_to_win": 4}, {"first_player": "youngest"}, [], None):
        with pytest.raises(ValueError):
            INFO.config_from_dict(bad)


def test_cut_records_rounds_and_lowest_card_starts():
    for players in PLAYER_COUNTS:
        for seed in range(25):
            state = new_game(SequenceConfig(players=players, first_player="cut"), seed)
            assert state.dealer is None
            rounds = state.cut
            assert [seat for seat, _ in rounds[0]] == list(range(players))
            for i, rnd in enumerate(rounds):
                cards = [card for _, card in rnd]
                assert len(set(cards)) == len(cards)
                ranks = [RANK_ORDER.index(CARDS[c].rank) for c in cards]
                low = min(ranks)
                lowest = [seat for (seat, _), r in zip(rnd, ranks, strict=True) if r == low]
                if i + 1 < len(rounds):
                    assert len(lowest) > 1  # only a tie cuts again
                    assert [seat for seat, _ in rounds[i + 1]] == lowest
                else:
                    assert lowest == [state.turn]
            assert state.current_player == state.turn
            assert state.view((state.turn + 1) % players).cut == tuple(tuple(r) for r in rounds)


def test_cut_ties_cut_again():
    seed = next(s for s in range(2000) if len(new_game(SequenceConfig(players=2), s).cut) > 1)
    state = new_game(SequenceConfig(players=2), seed)
    first, second = state.cut[0], state.cut[1]
    assert CARDS[first[0][1]].rank == CARDS[first[1][1]].rank
    assert [seat for seat, _ in second] == [0, 1]
    last = state.cut[-1]
    low_seat = min(last, key=lambda pair: RANK_ORDER.index(CARDS[pair[1]].rank))[0]
    assert state.turn == low_seat


def test_cut_aces_are_high():
    # Whenever an ace is cut in the deciding round, some other card is lower: the ace never starts.
    found = 0
    for seed in range(400):
        state = new_game(SequenceConfig(players=4), seed)
        ranks = {seat: CARDS[c].rank for seat, c in state.cut[-1]}
        assert ranks[state.turn] != "A"
        if "A" in ranks.values():
            found += 1
    assert found > 10


def test_dealer_left_starts():
    dealers = set()
    for players in PLAYER_COUNTS:
        for seed in range(15):
            state = new_game(SequenceConfig(players=players, first_player="dealer_left"), seed)
            assert state.cut == []
            assert 0 <= state.dealer < players
            assert state.turn == (state.dealer + 1) % players
            dealers.add((players, state.dealer))
    assert len({d for p, d in dealers if p == 12}) > 3  # the dealer is random


def test_same_seed_same_game():
    config = SequenceConfig(players=4)
    assert new_game(config, 77).to_dict() == new_game(config, 77).to_dict()
    assert new_game(config, 77).to_dict() != new_game(config, 78).to_dict()


# ---------------------------------------------------------------- normal cards

def test_normal_card_goes_on_either_of_its_two_spaces():
    card = cid("5D")
    a, b = SPACES_OF_CODE["5D"]
    state = position(hands=[[card]])
    assert set(state.legal_actions()) == {Place(card, a), Place(card, b)}
    for space in (a, b):
        state = position(hands=[[card]])
        events = state.apply(Place(card, space))
        assert state.board[space] == 0
        assert state.discards[0] == [card]
        assert kinds(events) == ["place", "draw", "turn"]
        assert state.turn == 1


def test_normal_card_only_on_an_empty_space_of_its_own():
    card = cid("5D", 1)
    a, b = SPACES_OF_CODE["5D"]
    state = position(hands=[[card]], chips={a: 1})
    assert state.legal_actions() == [Place(card, b)]
    assert "chip" in assert_refused(state, Place(card, a))
    assert_refused(state, Place(card, sp(4, 4)))  # another card's space
    for corner in CORNERS:
        assert_refused(state, Place(card, corner))
    state.apply(Place(card, b))
    assert state.board[b] == 0


# ---------------------------------------------------------------- jacks

@pytest.mark.parametrize(
    ("rule", "suit", "kind"),
    [("eyes", "C", "wild"), ("eyes", "D", "wild"), ("eyes", "H", "remove"), ("eyes", "S", "remove"),
     ("colours", "H", "wild"), ("colours", "D", "wild"), ("colours", "S", "remove"),
     ("colours", "C", "remove")],
)
@pytest.mark.parametrize("copy", [0, 1])
def test_jack_kinds(rule, suit, kind, copy):
    jack = cid("J" + suit, copy)
    assert jack_kind(jack, rule) == kind
    theirs, mine = sp(4, 4), sp(5, 5)
    state = position(hands=[[jack]], chips={theirs: 1, mine: 0}, jack_rule=rule)
    legal = set(state.legal_actions())
    if kind == "wild":
        empty = {s for s in range(100) if s not in CORNERS and s not in (theirs, mine)}
        assert legal == {Place(jack, s) for s in empty}
        assert_refused(state, Remove(jack, theirs))
        state.apply(Place(jack, sp(0, 1)))  # any space, whatever card it shows
        assert state.board[sp(0, 1)] == 0
    else:
        assert legal == {Remove(jack, theirs)}
        assert_refused(state, Place(jack, sp(0, 1)))
        state.apply(Remove(jack, theirs))
        assert state.board[theirs] == EMPTY


def test_non_jacks_have_no_kind():
    assert all(jack_kind(c.id, rule) is None for c in CARDS if c.rank != "J" for rule in ("eyes", "colours"))


def test_wild_jack_refuses_occupied_spaces_and_corners():
    jack = cid("JD")
    state = position(hands=[[jack]], chips={sp(3, 3): 0, sp(3, 4): 1})
    for corner in CORNERS:
        assert "corner" in assert_refused(state, Place(jack, corner)).lower()
    assert_refused(state, Place(jack, sp(3, 3)))
    assert_refused(state, Place(jack, sp(3, 4)))
    assert all(a.space not in CORNERS for a in state.legal_actions())


def test_removing_jack_removes_an_opponent_chip_and_ends_the_turn():
    jack = cid("JS")
    theirs = sp(6, 6)
    state = position(hands=[[jack, cid("2S")], [cid("3S")]], chips={theirs: 1, sp(2, 2): 0}, stock_top=[cid("4S")])
    chips = chips_on_board(state)
    events = state.apply(Remove(jack, theirs))
    assert kinds(events) == ["remove", "draw", "turn"]
    assert events[0] == Removed(0, card=jack, space=theirs, team=1)
    assert state.board[theirs] == EMPTY
    assert chips_on_board(state) == chips - 1  # no chip placed anywhere
    assert state.discards[0] == [jack]
    assert sorted(state.hands[0]) == sorted([cid("2S"), cid("4S")])
    assert state.turn == 1


def test_removing_jack_refusals():
    jack = cid("JH")
    own, empty = sp(2, 2), sp(2, 3)
    state = position(hands=[[jack]], chips={own: 0, sp(8, 8): 1})
    add_sequence(state, 1, line(1, 0, 0, 1))  # team 1's locked chips
    assert state.legal_actions() == [Remove(jack, sp(8, 8))]
    assert "another team" in assert_refused(state, Remove(jack, own))
    assert "sequence" in assert_refused(state, Remove(jack, sp(1, 2)))
    assert_refused(state, Remove(jack, empty))
    for corner in CORNERS:
        assert_refused(state, Remove(jack, corner))


def test_removing_jack_with_only_locked_opponent_chips_cannot_be_played():
    jack = cid("JH")
    state = position(hands=[[jack]])
    add_sequence(state, 1, line(1, 0, 0, 1))
    assert state.legal_actions() == [PASS]


def test_removing_jack_with_three_teams_removes_either_opponent():
    jack = cid("JS", 1)
    state = position(3, hands=[[jack]], chips={sp(3, 3): 1, sp(4, 4): 2, sp(5, 5): 0})
    assert set(state.legal_actions()) == {Remove(jack, sp(3, 3)), Remove(jack, sp(4, 4))}


def test_removed_space_can_be_taken_again():
    jack, card = cid("JH"), cid("AH")
    a = SPACES_OF_CODE["AH"][0]
    state = position(hands=[[jack], [card]], chips={a: 1, SPACES_OF_CODE["AH"][1]: 0})
    state.apply(Remove(jack, a))
    assert Place(card, a) in state.legal_actions()
    state.apply(Place(card, a))
    assert state.board[a] == 1


# ---------------------------------------------------------------- dead cards

def test_dead_card_exchange():
    dead_a, dead_b, live, other = cid("AH"), cid("KH"), cid("QH"), cid("2S")
    replacement = cid("3S")
    chips = {15: 1, 46: 1, 16: 0, 56: 1, 17: 1}  # AH both, KH both (mixed teams), QH one
    assert SPACES_OF_CODE["AH"] == (15, 46) and SPACES_OF_CODE["KH"] == (16, 56)
    assert SPACES_OF_CODE["QH"] == (17, 66)
    state = position(hands=[[dead_a, dead_b, live, other], [cid("4S")]], chips=chips,
                     stock_top=[replacement, cid("5S")])
    legal = set(state.legal_actions())
    assert Exchange(dead_a) in legal and Exchange(dead_b) in legal
    assert Exchange(live) not in legal and Exchange(other) not in legal
    assert not any(isinstance(a, Place) and a.card in (dead_a, dead_b) for a in legal)
    assert "dead" in assert_refused(state, Exchange(live))
    assert_refused(state, Place(dead_a, 15))

    events = state.apply(Exchange(dead_a))
    assert kinds(events) == ["exchange", "draw"]
    assert events[1] == Drawn(0, card=replacement)
    assert state.discards[0] == [dead_a]
    assert sorted(state.hands[0]) == sorted([dead_b, live, other, replacement])
    assert state.turn == 0 and state.exchanged
    # Once per turn: the other dead card is no longer offered, and is refused.
    assert not any(isinstance(a, Exchange) for a in state.legal_actions())
    assert "one dead card" in assert_refused(state, Exchange(dead_b))
    # Then the player plays normally.
    assert Place(live, 66) in state.legal_actions()
    state.apply(Place(live, 66))
    assert state.turn == 1 and not state.exchanged
    state.apply(Place(cid("4S"), SPACES_OF_CODE["4S"][0]))
    # A new turn: exchanging is offered again.
    assert state.turn == 0 and Exchange(dead_b) in state.legal_actions()


def test_jacks_are_never_dead():
    jack = cid("JC")
    state = position(hands=[[jack, cid("JH")]])
    assert not state.is_dead(jack)
    assert_refused(state, Exchange(jack))


def test_exchange_refused_for_a_card_not_held():
    dead = cid("AH")
    state = position(hands=[[cid("2S")], [dead]], chips={15: 1, 46: 1})
    assert_refused(state, Exchange(dead))


# ---------------------------------------------------------------- sequences

WILD = cid("JC")


@pytest.mark.parametrize(
    "spaces",
    [line(1, 0, 0, 1), line(2, 5, 1, 0), line(2, 2, 1, 1), line(2, 7, 1, -1), line(5, 5, 0, 1),
     line(4, 9, 1, 0), line(5, 5, 1, -1), line(3, 4, 1, 1)],
    ids=["row", "column", "diagonal", "anti-diagonal", "row-right-edge", "column-bottom",
         "anti-diagonal-left", "diagonal-right-edge"],
)
@pytest.mark.parametrize("last", [0, 2, 4])
def test_five_in_a_line_make_a_sequence(spaces, last):
    chips = {s: 0 for i, s in enumerate(spaces) if i != last}
    state = position(hands=[[WILD]], chips=chips)
    events = state.apply(Place(WILD, spaces[last]))
    assert kinds(events)[:2] == ["place", "sequence"]
    made = set(events[1].spaces)
    # The five, and the free corner the bottom of column 9 runs into: the whole run is the sequence.
    assert set(spaces) <= made and made - set(spaces) <= CORNERS and events[1].team == 0
    assert sequence_sets(state, 0) == [frozenset(made)]
    assert all(state.locked[s] for s in made)
    assert not state.is_over  # two teams need two sequences


def test_four_in_a_line_or_a_broken_line_is_not_a_sequence():
    state = position(hands=[[WILD]], chips={10: 0, 11: 0, 12: 0, 14: 0})
    state.apply(Place(WILD, 15))
    assert state.sequences[0] == []
    # Another team's chip breaks the line.
    state = position(hands=[[WILD]], chips={10: 0, 11: 0, 12: 1, 13: 0, 15: 0})
    state.apply(Place(WILD, 14))
    assert state.sequences[0] == []


def test_line_does_not_wrap_around_the_board_edge():
    state = position(hands=[[WILD]], chips={17: 0, 18: 0, 19: 0, 20: 0})
    state.apply(Place(WILD, 21))
    assert state.sequences[0] == []


@pytest.mark.parametrize(
    ("corner", "row_line", "column_line"),
    [(0, [0, 1, 2, 3, 4], [0, 10, 20, 30, 40]),
     (9, [5, 6, 7, 8, 9], [9, 19, 29, 39, 49]),
     (90, [90, 91, 92, 93, 94], [50, 60, 70, 80, 90]),
     (99, [95, 96, 97, 98, 99], [59, 69, 79, 89, 99])],
)
def test_corner_counts_for_every_team(corner, row_line, column_line):
    row_last = next(s for s in row_line if s != corner)
    column_last = next(s for s in column_line if s != corner)
    chips = {s: 0 for s in row_line if s not in (corner, row_last)}
    chips.update({s: 1 for s in column_line if s not in (corner, column_last)})
    state = position(hands=[[cid("JC")], [cid("JC", 1)]], chips=chips)
    state.apply(Place(cid("JC"), row_last))
    assert sequence_sets(state, 0) == [frozenset(row_line)]
    state.apply(Place(cid("JC", 1), column_last))
    assert sequence_sets(state, 1) == [frozenset(column_line)]
    assert not state.is_over


def test_corner_diagonal_sequence():
    diagonal = line(0, 0, 1, 1)  # corner 0 and four chips
    state = position(3, hands=[[], [WILD]], chips={s: 1 for s in diagonal[1:4]}, turn=1)
    state.apply(Place(WILD, diagonal[4]))
    assert sequence_sets(state, 1) == [frozenset(diagonal)]
    assert state.is_over and state.outcome().winners == (1,)


def test_run_of_six_makes_only_one_sequence():
    # Chip placed inside: windows 10-14 and 11-15 overlap in four spaces.
    state = position(hands=[[WILD]], chips={10: 0, 11: 0, 12: 0, 13: 0, 15: 0})
    state.apply(Place(WILD, 14))
    assert len(state.sequences[0]) == 1 and not state.is_over
    # Chip placed next to an existing sequence.
    state = position(hands=[[WILD]])
    add_sequence(state, 0, [10, 11, 12, 13, 14])
    state.apply(Place(WILD, 15))
    assert len(state.sequences[0]) == 1 and not state.is_over


def test_a_run_of_eight_is_one_sequence_locked_whole():
    state = position(hands=[[WILD]], chips={15: 0, 16: 0})
    add_sequence(state, 0, [10, 11, 12, 13, 14])
    events = state.apply(Place(WILD, 17))  # 13-17 would share 13 and 14: no second sequence
    assert "sequence" not in kinds(events)
    assert state.sequences[0] == [tuple(range(10, 18))] and not state.is_over
    assert all(state.locked[s] for s in range(10, 18))


def test_rules_1_locked_only_the_first_five_of_a_run():
    """Saves from before the nine-in-a-row decision replay under the rule they were played with."""
    state = position(hands=[[WILD]], chips={15: 0, 16: 0}, rules=1)
    add_sequence(state, 0, [10, 11, 12, 13, 14])
    state.apply(Place(WILD, 17))
    assert len(state.sequences[0]) == 1 and not state.is_over
    assert not state.locked[15]


def test_nine_in_a_row_makes_two_sequences_from_the_end():
    state = position(hands=[[WILD]], chips={15: 0, 16: 0, 17: 0})
    add_sequence(state, 0, [10, 11, 12, 13, 14])
    events = state.apply(Place(WILD, 18))
    assert kinds(events) == ["place", "sequence", "game_over"]
    assert sequence_sets(state, 0) == [frozenset(range(10, 15)), frozenset(range(14, 19))]
    assert state.is_over and state.outcome().winners == (0,)


def test_nine_in_a_row_makes_two_sequences_with_the_ninth_chip_in_the_middle():
    chips = {s: 0 for s in range(10, 19) if s != 14}
    state = position(hands=[[WILD]], chips=chips)
    events = state.apply(Place(WILD, 14))
    assert kinds(events) == ["place", "sequence", "sequence", "game_over"]
    assert sequence_sets(state, 0) == [frozenset(range(10, 15)), frozenset(range(14, 19))]
    assert state.is_over and state.outcome().winners == (0,)


WILD_JACKS = (cid("JC"), cid("JC", 1), cid("JD"), cid("JD", 1))


def place_chip(state, seat: int, space: int) -> list[Event]:
    """`seat` plays a wild jack on `space` now (the jack handed to it from wherever it lies)."""
    jack = next(j for j in WILD_JACKS if j not in state.hands[seat])
    for pile in (*state.hands, *state.discards, state.stock):
        if jack in pile:
            pile.remove(jack)
    state.hands[seat].append(jack)
    state.turn, state.phase, state.exchanged = seat, PHASE_PLAY, False
    return state.apply(Place(jack, space))


ROW5 = [sp(5, c) for c in range(10)]


def test_the_issues_nine_in_a_row_is_two_sequences():
    """Row 5 at columns 4, 5, 7, 8, 9, then 6: all six are locked; then 3, 2, 1: nine in a row, two sequences."""
    state = position(chips={ROW5[c]: 0 for c in (4, 5, 7, 8, 9)})
    events = place_chip(state, 0, ROW5[6])
    assert kinds(events).count("sequence") == 1 and events[1].spaces == tuple(ROW5[4:10])
    assert state.sequences[0] == [tuple(ROW5[4:10])] and all(state.locked[s] for s in ROW5[4:10])
    jack = cid("JH")
    state.hands[1] = [jack]
    state.turn = 1
    assert "sequence" in assert_refused(state, Remove(jack, ROW5[9]))  # the sixth chip is locked too
    for c in (3, 2):
        assert "sequence" not in kinds(place_chip(state, 0, ROW5[c]))
        assert len(state.sequences[0]) == 1 and all(state.locked[s] for s in ROW5[c:10])
    events = place_chip(state, 0, ROW5[1])
    assert kinds(events)[-2:] == ["sequence", "game_over"]
    assert sequence_sets(state, 0) == [frozenset(ROW5[1:6]), frozenset(ROW5[5:10])]
    assert state.is_over and state.outcome().winners == (0,)


def test_rules_1_kept_the_issues_nine_in_a_row_as_one_sequence():
    state = position(chips={ROW5[c]: 0 for c in (4, 5, 7, 8, 9)}, rules=1)
    place_chip(state, 0, ROW5[6])
    assert state.sequences[0] == [tuple(ROW5[4:9])] and not state.locked[ROW5[9]]
    for c in (3, 2, 1):
        place_chip(state, 0, ROW5[c])
    assert len(state.sequences[0]) == 1 and not state.is_over


# Lines to grow runs on: (name, spaces in order along the line; a free corner counts for the team).
GROWN_LINES = {
    "row": ROW5,
    "column": [sp(r, 3) for r in range(10)],
    "diagonal": [sp(r + 1, r) for r in range(9)],
    "anti-diagonal": [sp(r, 8 - r) for r in range(9)],
    "long diagonal, corners at both ends": [sp(r, r) for r in range(10)],
    "long anti-diagonal, corners at both ends": [sp(r, 9 - r) for r in range(10)],
    "top row, corners at both ends": [sp(0, c) for c in range(10)],
}


@pytest.mark.parametrize("name", list(GROWN_LINES))
@pytest.mark.parametrize("towards", ["end", "start"])
@pytest.mark.parametrize("first", [5, 6])
def test_a_run_grown_to_nine_is_two_sequences(name, towards, first):
    """A run completed at 5 or 6 chips and grown one chip at a time to nine (or ten, through a free
    corner), at either end of the line: one sequence up to 8, two from 9, every chip locked."""
    spaces = GROWN_LINES[name] if towards == "end" else GROWN_LINES[name][::-1]
    chips = [s for s in spaces if s not in CORNERS]
    state = position(sequences_to_win=3, chips={s: 0 for s in chips[:first - 1 - (spaces[0] in CORNERS)]})
    for s in chips[first - 1 - (spaces[0] in CORNERS):]:
        place_chip(state, 0, s)
        held = spaces[:spaces.index(s) + 1]  # the run: the line's start up to the chip just placed
        if len(held) >= 5:
            assert all(state.locked[x] for x in held)
        assert len(state.sequences[0]) == run_count(len(held))
        claimed_runs(state)
    assert len(state.sequences[0]) == 2 and not state.is_over  # three needed: the game goes on


@pytest.mark.parametrize("corner_end", ["start", "end"])
def test_a_corner_at_either_end_belongs_to_the_run(corner_end):
    top_row = GROWN_LINES["top row, corners at both ends"]
    spaces = top_row if corner_end == "start" else top_row[::-1]
    state = position(chips={s: 0 for s in spaces[1:4]}, sequences_to_win=3)
    events = place_chip(state, 0, spaces[4])  # corner + 4 chips: a sequence of five
    assert isinstance(events[1], SequenceMade) and set(events[1].spaces) == set(spaces[:5])
    for s in spaces[5:8]:
        place_chip(state, 0, s)
    assert state.sequences[0] == [tuple(sorted(spaces[:8]))]  # corner + 7 chips: still one
    events = place_chip(state, 0, spaces[8])  # the other corner joins too: ten, two sequences
    assert kinds(events).count("sequence") == 1 and len(state.sequences[0]) == 2
    assert set().union(*state.sequences[0]) == set(top_row)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(line=st.sampled_from(BOARD_LINES), order=st.randoms(use_true_random=False), blocks=st.integers(0, 2))
def test_a_run_counts_as_its_length_allows_however_it_grew(line, order, blocks):
    """Chips put down on one line in any order (some spaces held by the other team): after every
    chip, the team's locked chips are exactly its runs of five or more, each counting once up to
    8 chips and twice from 9, and no sequence shares more than one space with another."""
    free = [s for s in line if s not in CORNERS]
    order.shuffle(free)
    blocked = free[:blocks]
    state = position(chips={s: 1 for s in blocked}, sequences_to_win=3)
    for s in free[blocks:]:
        place_chip(state, 0, s)
        claimed_runs(state)
        seqs = state.sequences[0]
        assert all(len(set(a) & set(b)) <= 1 for i, a in enumerate(seqs) for b in seqs[:i])
        assert not state.is_over


def test_crossing_sequences_count_twice():
    state = position(hands=[[WILD]], chips={22: 0, 32: 0, 42: 0})
    add_sequence(state, 0, [50, 51, 52, 53, 54])
    state.apply(Place(WILD, 62))  # column 22-62 crosses the row at 52
    assert sequence_sets(state, 0) == [frozenset([22, 32, 42, 52, 62]), frozenset(range(50, 55))]
    assert state.is_over and state.outcome().winners == (0,)


def test_one_chip_completing_two_lines_makes_two_sequences():
    chips = {s: 0 for s in [40, 41, 42, 43, 4, 14, 24, 34]}
    state = position(hands=[[WILD]], chips=chips)
    events = state.apply(Place(WILD, 44))
    assert kinds(events).count("sequence") == 2
    assert sequence_sets(state, 0) == [frozenset([4, 14, 24, 34, 44]), frozenset(range(40, 45))]
    assert state.is_over


def test_other_teams_sequences_do_not_count():
    state = position(hands=[[WILD]], chips={10: 0, 11: 0, 12: 0, 13: 0})
    add_sequence(state, 1, [50, 51, 52, 53, 54])
    state.apply(Place(WILD, 14))
    assert len(state.sequences[0]) == 1 and not state.is_over


def test_sequence_chips_are_locked_against_removal():
    jack = cid("JH")
    state = position(hands=[[WILD], [jack]], chips={10: 0, 11: 0, 12: 0, 13: 0, 30: 0})
    state.apply(Place(WILD, 14))
    assert state.turn == 1
    assert state.legal_actions() == [Remove(jack, 30)]
    for s in range(10, 15):
        assert "sequence" in assert_refused(state, Remove(jack, s))


@pytest.mark.parametrize(
    ("players", "options", "needed"),
    [(2, {}, 2), (3, {}, 1), (4, {}, 2), (6, {}, 2), (6, {"teams": 3}, 1), (9, {}, 1),
     (12, {"teams": 3}, 1), (2, {"sequences_to_win": 1}, 1), (2, {"sequences_to_win": 3}, 3),
     (3, {"sequences_to_win": 2}, 2), (3, {"sequences_to_win": 3}, 3), (4, {"sequences_to_win": 2}, 2)],
)
def test_sequences_needed_to_win(players, options, needed):
    config = SequenceConfig(players=players, **options)
    assert config.needed_sequences == needed
    seat = 1
    team = seat % config.team_count
    lines = [line(r, 0, 0, 1) for r in (1, 3, 5)]  # three separate rows
    for made in range(1, 4):
        state = position(players, hands=[[], [WILD]], turn=seat, **options)
        for row in lines[:made - 1]:
            add_sequence(state, team, row)
        last = lines[made - 1]
        for s in last[:4]:
            state.board[s] = team
        events = state.apply(Place(WILD, last[4]))
        assert len(state.sequences[team]) == made
        if made >= needed:
            assert state.is_over and kinds(events)[-1] == "game_over"
            break
        assert not state.is_over and state.current_player == (seat + 1) % players


@pytest.mark.parametrize(
    ("players", "teams", "seat", "winners"),
    [(2, 0, 1, (1,)), (3, 0, 2, (2,)), (4, 0, 1, (1, 3)), (6, 2, 0, (0, 2, 4)), (6, 3, 2, (2, 5)),
     (8, 0, 3, (1, 3, 5, 7)), (9, 0, 4, (1, 4, 7)), (10, 0, 6, (0, 2, 4, 6, 8)),
     (12, 3, 10, (1, 4, 7, 10)), (12, 2, 11, (1, 3, 5, 7, 9, 11))],
)
def test_winning_ends_the_game_at_once(players, teams, seat, winners):
    state = position(players, hands=[[] for _ in range(seat)] + [[WILD, cid("2S")]], turn=seat,
                     teams=teams, sequences_to_win=1)
    team = seat % state.config.team_count
    for s in range(10, 14):
        state.board[s] = team
    hand_before = len(state.hands[seat])
    events = state.apply(Place(WILD, 14))
    assert kinds(events) == ["place", "sequence", "game_over"]  # no draw, no next turn
    assert events[-1] == GameOver(team)
    assert len(state.hands[seat]) == hand_before - 1
    assert state.is_over and state.current_player is None
    assert state.legal_actions() == []
    outcome = state.outcome()
    assert outcome.winners == winners and not outcome.draw
    assert outcome.scores == tuple(1 if i % state.config.team_count == team else 0 for i in range(players))
    # Nothing may be played after the end.
    assert "over" in assert_refused(state, Place(cid("2S"), SPACES_OF_CODE["2S"][0]))
    assert_refused(state, PASS)
    assert_refused(state, DRAW)


def test_winning_with_table_draw_needs_no_draw():
    state = position(hands=[[WILD]], chips={s: 0 for s in range(10, 14)}, table_draw=True,
                     sequences_to_win=1)
    state.apply(Place(WILD, 14))
    assert state.is_over and state.phase == PHASE_PLAY and state.legal_actions() == []
    assert_refused(state, DRAW)
    assert_refused(state, END_TURN)


# ---------------------------------------------------------------- drawing and the stock

def test_default_draw_refills_the_hand_from_the_top_of_the_stock():
    card, top = cid("2S"), cid("9H")
    state = position(hands=[[card, cid("3S")]], stock_top=[top])
    stock = len(state.stock)
    events = state.apply(Place(card, SPACES_OF_CODE["2S"][0]))
    assert Drawn(0, top) in events
    assert sorted(state.hands[0]) == sorted([cid("3S"), top])
    assert len(state.stock) == stock - 1


def test_a_drawn_card_is_shown_to_its_drawer_only():
    """The move log shows a drawn card to the seat that drew it; the card played is public."""
    card, top = cid("2S"), cid("9H")
    state = position(hands=[[card, cid("3S")]], stock_top=[top])
    placed, drawn, turn = state.apply(Place(card, SPACES_OF_CODE["2S"][0]))
    assert drawn == Drawn(0, top) and drawn.secret == ("card",) and drawn.private_to == (0,)
    assert drawn.shown_to(0) and not drawn.shown_to(1) and not drawn.shown_to(None)
    assert placed.shown_to(1) and placed.shown_to(None) and turn.shown_to(None)


def test_play_goes_round_the_table():
    players = 4
    hands = [[cid("2S", i % 2)] if i < 2 else [cid("3S", i % 2)] for i in range(players)]
    state = position(players, hands=hands, turn=2)
    order = []
    for _ in range(players):
        order.append(state.turn)
        state.apply(state.legal_actions()[0])
    assert order == [2, 3, 0, 1] and state.turn == 2


@pytest.mark.parametrize("how", ["place", "exchange", "table_draw"])
def test_reshuffle_when_the_stock_is_empty(how):
    card, dead = cid("2S"), cid("AH")
    hands = [[card, dead, cid("3S")], [cid("4S")]]
    held = {c for h in hands for c in h}
    rest = [c for c in ALL_CARD_IDS if c not in held]
    discards = [rest[: len(rest) // 2], rest[len(rest) // 2:]]
    state = position(hands=hands, discards=discards, chips={15: 1, 46: 1},
                     table_draw=(how == "table_draw"))
    assert state.stock == [] and sequence_cards(state) == list(ALL_CARD_IDS)
    in_discards = sum(len(d) for d in state.discards)
    if how == "exchange":
        events = state.apply(Exchange(dead))
    else:
        events = state.apply(Place(card, SPACES_OF_CODE["2S"][0]))
        if how == "table_draw":
            assert "reshuffle" not in kinds(events)
            events = state.apply(DRAW)
    assert "reshuffle" in kinds(events)
    assert kinds(events).index("reshuffle") < kinds(events).index("draw")
    reshuffle = next(e for e in events if isinstance(e, Reshuffled))
    assert reshuffle == Reshuffled(count=in_discards + 1)  # every pile, with the card just played
    assert all(d == [] for d in state.discards)
    assert len(state.stock) == in_discards  # one of them was drawn
    assert len(state.hands[0]) == 3
    assert sequence_cards(state) == list(ALL_CARD_IDS)


def test_table_draw_rule_draw():
    card, top = cid("2S"), cid("9H")
    state = position(hands=[[card, cid("3S")], [cid("4S")]], stock_top=[top], table_draw=True)
    events = state.apply(Place(card, SPACES_OF_CODE["2S"][0]))
    assert kinds(events) == ["place"]
    assert state.phase == PHASE_DRAW and state.current_player == 0
    assert state.legal_actions() == [Draw(), EndTurn()]
    events = state.apply(Draw())
    assert kinds(events) == ["draw", "turn"]
    assert sorted(state.hands[0]) == sorted([cid("3S"), top])
    assert state.turn == 1 and state.phase == PHASE_PLAY


def test_table_draw_rule_end_turn_loses_the_card():
    card, jack = cid("2S"), cid("JH")
    state = position(hands=[[card, jack, cid("3S")], [cid("4S")]], chips={sp(5, 5): 1}, table_draw=True)
    stock = len(state.stock)
    state.apply(Remove(jack, sp(5, 5)))  # removing a chip also asks for the draw
    assert state.phase == PHASE_DRAW
    events = state.apply(EndTurn())
    assert kinds(events) == ["skip_draw", "turn"]
    assert sorted(state.hands[0]) == sorted([card, cid("3S")])  # one card fewer from now on
    assert len(state.stock) == stock and state.turn == 1
    state.apply(Place(cid("4S"), SPACES_OF_CODE["4S"][0]))
    state.apply(DRAW)
    state.apply(Place(card, SPACES_OF_CODE["2S"][0]))
    state.apply(DRAW)
    assert len(state.hands[0]) == 2
    assert sequence_cards(state) == list(ALL_CARD_IDS)


def test_table_draw_phase_refuses_other_actions():
    card, jack, dead = cid("2S"), cid("JH"), cid("AH")
    state = position(hands=[[card, jack, dead, cid("3S")], [cid("4S")]],
                     chips={sp(5, 5): 1, 15: 1, 46: 1}, table_draw=True)
    state.apply(Place(card, SPACES_OF_CODE["2S"][0]))
    for action in (Place(cid("3S"), SPACES_OF_CODE["3S"][0]), Remove(jack, sp(5, 5)), Exchange(dead), PASS):
        assert "draw" in assert_refused(state, action).lower()


def test_draw_and_end_turn_refused_before_playing():
    for table_draw in (False, True):
        state = position(hands=[[cid("2S")]], table_draw=table_draw)
        assert_refused(state, DRAW)
        assert_refused(state, END_TURN)


def test_exchange_with_table_draw_still_draws_the_replacement():
    dead, top = cid("AH"), cid("9H")
    state = position(hands=[[dead, cid("2S")]], chips={15: 1, 46: 1}, stock_top=[top], table_draw=True)
    state.apply(Exchange(dead))
    assert top in state.hands[0] and state.phase == PHASE_PLAY


# ---------------------------------------------------------------- nobody can move

def stuck_hands(players: int) -> list[list[int]]:
    """Removing jacks only: with no opponent chips on the board nobody can move."""
    removers = [cid("JH"), cid("JS"), cid("JH", 1), cid("JS", 1)]
    return [[removers[i % 4]] if i < 4 else [] for i in range(players)]


def test_pass_refused_while_a_move_exists():
    state = position(hands=[[cid("2S")]])
    assert PASS not in state.legal_actions()
    assert "pass" in assert_refused(state, PASS)
    dead = cid("AH")
    state = position(hands=[[dead]], chips={15: 0, 46: 0})
    assert state.legal_actions() == [Exchange(dead)]
    assert_refused(state, PASS)  # an exchange is a move


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_full_round_of_passes_is_a_draw(players):
    state = position(players, hands=stuck_hands(players), turn=1)
    for i in range(players):
        assert state.legal_actions() == [PASS]
        assert not state.is_over
        events = state.apply(PASS)
        assert events[0] == Passed((1 + i) % players)
    assert kinds(events) == ["pass", "game_over"]
    assert state.is_over and state.current_player is None and state.legal_actions() == []
    outcome = state.outcome()
    assert outcome.draw and outcome.winners == ()
    assert_refused(state, PASS)


def test_a_placement_between_passes_restarts_the_count():
    # Seat 0 holds nothing; seat 1 places its last playable card and draws a
    # removing jack it cannot use (no opponent chip on the board).
    state = position(hands=[[], [cid("2S")]], stock_top=[cid("JS")])
    state.apply(PASS)  # seat 0
    state.apply(Place(cid("2S"), SPACES_OF_CODE["2S"][0]))  # seat 1 moves
    state.apply(PASS)  # seat 0: only one pass since the last move
    assert not state.is_over
    assert state.legal_actions() == [PASS]
    state.apply(PASS)  # seat 1: now a full round without a move
    assert state.is_over and state.outcome().draw


def test_a_round_with_only_exchanges_and_passes_is_a_draw():
    # Decision: a turn that puts down or takes away no chip counts towards the draw,
    # exchange or not (otherwise a table of dead cards could cycle for ever).
    # Seat 0 can never move (a removing jack, no opponent chip); seat 1 holds only dead cards.
    dead1, dead2, live = cid("AH"), cid("KH"), cid("2S")
    chips = {15: 0, 46: 0, 16: 0, 56: 0}
    state = position(hands=[[cid("JH")], [dead1]], chips=chips, stock_top=[dead2, live])
    state.apply(PASS)  # seat 0
    state.apply(Exchange(dead1))  # seat 1 swaps a dead card...
    assert state.legal_actions() == [PASS]
    state.apply(PASS)  # ...and still places nothing: a whole round without a chip moved
    assert state.is_over and state.outcome().draw


def test_a_placed_chip_resets_the_count_towards_a_draw():
    dead1, live = cid("AH"), cid("2S")
    chips = {15: 0, 46: 0, 16: 0, 56: 0}
    state = position(hands=[[cid("JH")], [dead1]], chips=chips, stock_top=[live])
    state.apply(PASS)  # seat 0
    state.apply(Exchange(dead1))  # seat 1 draws a live card
    state.apply(Place(live, SPACES_OF_CODE["2S"][0]))
    assert state.passes == 0 and not state.is_over


# ---------------------------------------------------------------- illegal actions

def illegal_cases():
    jack_r, jack_w = cid("JH"), cid("JC")
    card = cid("2S")
    stock_card = cid("9H")

    def base():
        state = position(hands=[[card, jack_r, jack_w, cid("3S")], [cid("4S"), cid("JS")]],
                         chips={sp(5, 5): 1, sp(6, 6): 0, SPACES_OF_CODE["3S"][0]: 1})
        add_sequence(state, 1, line(7, 0, 0, 1))
        return state

    def over():
        state = base()
        state.winner_team = 1
        return state

    return [
        ("other seat's card", base, Place(cid("4S"), SPACES_OF_CODE["4S"][0])),
        ("other seat's jack", base, Remove(cid("JS"), sp(5, 5))),
        ("card in the stock", base, Place(stock_card, SPACES_OF_CODE["9H"][0])),
        ("card id too big", base, Place(104, 5)),
        ("card id negative", base, Place(-1, 5)),
        ("card id is text", base, Place("2S", 1)),  # type: ignore[arg-type]
        ("card id is a bool", base, Place(True, 1)),  # type: ignore[arg-type]
        ("space off the board", base, Place(jack_w, 100)),
        ("space negative", base, Place(jack_w, -1)),
        ("space is text", base, Place(jack_w, "55")),  # type: ignore[arg-type]
        ("occupied by opponent", base, Place(jack_w, sp(5, 5))),
        ("occupied by own", base, Place(jack_w, sp(6, 6))),
        ("card's space occupied", base, Place(cid("3S"), SPACES_OF_CODE["3S"][0])),
        ("corner with wild", base, Place(jack_w, 0)),
        ("corner with card", base, Place(card, 99)),
        ("wrong space for card", base, Place(card, SPACES_OF_CODE["3S"][1])),
        ("removing locked chip", base, Remove(jack_r, sp(7, 2))),
        ("removing own chip", base, Remove(jack_r, sp(6, 6))),
        ("removing from empty", base, Remove(jack_r, sp(4, 4))),
        ("removing a corner", base, Remove(jack_r, 90)),
        ("remove with wild", base, Remove(jack_w, sp(5, 5))),
        ("remove with card", base, Remove(card, sp(5, 5))),
        ("place with remover", base, Place(jack_r, sp(4, 4))),
        ("exchange live card", base, Exchange(card)),
        ("exchange jack", base, Exchange(jack_w)),
        ("pass with moves", base, PASS),
        ("draw before playing", base, DRAW),
        ("end turn before playing", base, END_TURN),
        ("not a sequence action", base, object()),
        ("place after the end", over, Place(card, SPACES_OF_CODE["2S"][0])),
        ("remove after the end", over, Remove(jack_r, sp(5, 5))),
        ("pass after the end", over, PASS),
    ]


@pytest.mark.parametrize(("name", "build", "action"), illegal_cases(), ids=[c[0] for c in illegal_cases()])
def test_illegal_actions_leave_the_state_unchanged(name, build, action):
    state = build()
    if not state.is_over:
        assert action not in state.legal_actions()
    assert_refused(state, action)


# ---------------------------------------------------------------- actions as dicts

@pytest.mark.parametrize(
    "data",
    [
        {"type": "place", "card": 3},
        {"type": "place", "space": 3},
        {"card": 3, "space": 4},
        {"type": "place", "card": 3, "space": 4, "extra": 1},
        {"type": "pass", "card": 1},
        {"type": "draw", "x": None},
        {"type": "exchange"},
        {"type": "place", "card": True, "space": 4},
        {"type": "place", "card": 3, "space": False},
        {"type": "place", "card": "3", "space": 4},
        {"type": "remove", "card": 3, "space": "4"},
        {"type": "place", "card": 3.0, "space": 4},
        {"type": "exchange", "card": 2.5},
        {"type": "exchange", "card": None},
        {"type": "exchange", "card": [3]},
        {"type": "fly"},
        {"type": None},
        {"type": 3},
        {"type": "Place", "card": 3, "space": 4},
        {},
        [],
        ["place", 3, 4],
        None,
        "place",
        3,
        {"type": "place", 1: 2, "card": 3},
    ],
)
def test_malformed_action_dicts(data):
    with pytest.raises(IllegalAction) as info:
        action_from_dict(data)
    assert str(info.value)


def test_malformed_action_dict_with_unhashable_type():
    with pytest.raises(IllegalAction):
        action_from_dict({"type": ["place"], "card": 3, "space": 4})


def test_action_dicts_round_trip():
    actions = [Place(3, 4), Remove(103, 99), Exchange(0), Draw(), EndTurn(), Pass()]
    for action in actions:
        data = action.to_dict()
        assert json.loads(json.dumps(data)) == data
        assert action_from_dict(data) == action
    assert Place(3, 4).to_dict() == {"type": "place", "card": 3, "space": 4}
    assert Pass().to_dict() == {"type": "pass"}
    state = new_game(SequenceConfig(players=3), 4)
    for action in state.legal_actions():
        assert action_from_dict(action.to_dict()) == action


# ---------------------------------------------------------------- saving and loading

def play_random(state, rng: random.Random, steps: int) -> list[list[Event]]:
    out = []
    for _ in range(steps):
        if state.is_over:
            break
        out.append(state.apply(rng.choice(state.legal_actions())))
    return out


@pytest.mark.parametrize(
    ("players", "options"),
    [(2, {}), (3, {"jack_rule": "colours"}), (4, {"table_draw": True}), (6, {"teams": 3}),
     (12, {"first_player": "dealer_left", "sequences_to_win": 3})],
)
def test_round_trip_continues_identically(players, options):
    state = new_game(SequenceConfig(players=players, **options), 21)
    play_random(state, random.Random(1), 40)
    data = state.to_dict()
    loaded = state_from_dict(json.loads(json.dumps(data)))
    assert loaded.to_dict() == data
    assert loaded.locked == state.locked
    assert loaded.legal_actions() == state.legal_actions()
    a = play_random(state, random.Random(2), 400)
    b = play_random(loaded, random.Random(2), 400)
    assert a == b
    assert loaded.to_dict() == state.to_dict()
    assert loaded.outcome() == state.outcome()


def test_round_trip_of_a_hand_built_position():
    state = position(4, hands=[[WILD], [cid("2S")], [], [cid("JH")]], chips={30: 1, 31: 0}, turn=0,
                     table_draw=True, discards=[[cid("3S")]])
    add_sequence(state, 0, [0, 1, 2, 3, 4])
    add_sequence(state, 1, [9, 19, 29, 39, 49])
    state.apply(Place(WILD, 77))
    assert state.phase == PHASE_DRAW
    loaded = state_from_dict(state.to_dict())
    assert loaded.to_dict() == state.to_dict()
    assert loaded.locked == state.locked and loaded.phase == PHASE_DRAW
    assert loaded.apply(END_TURN) == state.apply(END_TURN)
    assert loaded.to_dict() == state.to_dict()


def test_round_trip_of_finished_games():
    won = position(hands=[[WILD]], chips={s: 0 for s in range(10, 14)}, sequences_to_win=1)
    won.apply(Place(WILD, 14))
    drawn = position(hands=stuck_hands(2))
    drawn.apply(PASS)
    drawn.apply(PASS)
    for state in (won, drawn):
        loaded = state_from_dict(state.to_dict())
        assert loaded.is_over and loaded.outcome() == state.outcome()
        assert loaded.to_dict() == state.to_dict()


def damaged_dicts():
    state = new_game(SequenceConfig(players=2), 5)
    play_random(state, random.Random(3), 6)
    good = state.to_dict()

    def edit(fn):
        data = json.loads(json.dumps(good))
        fn(data)
        return data

    cases = {f"missing {key}": edit(lambda d, k=key: d.pop(k)) for key in good}
    card_in_hand = good["hands"][0][0]

    def set_(path, value):
        def fn(d):
            target = d
            for p in path[:-1]:
                target = target[p]
            target[path[-1]] = value
        return fn

    first_chip = next(i for i, v in enumerate(good["board"]) if v >= 0)

    def hand_too_big(d):
        d["hands"][0].append(d["stock"].pop())

    def card_twice(d):
        d["stock"][0] = card_in_hand

    def card_missing(d):
        d["stock"].pop()

    def seq_not_on_board(d):
        d["sequences"][0].append([10, 11, 12, 13, 14])

    def seq_not_a_line(d):
        for s in (10, 11, 12, 13, 15):
            d["board"][s] = 0
        d["sequences"][0].append([10, 11, 12, 13, 15])

    def seq_too_long(d):
        for s in range(10, 19):
            d["board"][s] = 0
        d["sequences"][0].append(list(range(10, 19)))

    cases.update({
        "version 0": edit(set_(["version"], 0)),
        "version 3": edit(set_(["version"], RULES + 1)),
        "version text": edit(set_(["version"], "1")),
        "version none": edit(set_(["version"], None)),
        "version true": edit(set_(["version"], True)),
        "version float": edit(set_(["version"], 1.0)),
        "phase true": edit(set_(["phase"], True)),
        "phase float": edit(set_(["phase"], 0.0)),
        "other game": edit(set_(["game"], "rummidrez")),
        "card twice": edit(card_twice),
        "card missing": edit(card_missing),
        "hand too big": edit(hand_too_big),
        "board value 2 with two teams": edit(set_(["board", first_chip], 2)),
        "board value -3": edit(set_(["board", 5], -3)),
        "board value text": edit(set_(["board", 5], "0")),
        "board value bool": edit(set_(["board", 5], True)),
        "board corner emptied": edit(set_(["board", 0], EMPTY)),
        "board corner in the middle": edit(set_(["board", 44], CORNER)),
        "board too short": edit(lambda d: d["board"].pop()),
        "board not a list": edit(set_(["board"], "x")),
        "hands not a list": edit(set_(["hands"], {})),
        "too few hands": edit(lambda d: d["hands"].pop()),
        "hand card text": edit(set_(["hands", 0, 0], "x")),
        "discard card id 104": edit(set_(["discards", 0], [104])),
        "stock float": edit(set_(["stock", 0], 1.0)),
        "sequence off the board": edit(seq_not_on_board),
        "sequence not a line": edit(seq_not_a_line),
        "sequence of nine in one": edit(seq_too_long),
        "sequence of six under rules 1": edit(lambda d: (seq_too_long(d), d["sequences"][0][-1].pop(),
                                                         d["sequences"][0][-1].pop(), d["sequences"][0][-1].pop(),
                                                         d.update(version=1))),
        "sequences wrong count": edit(set_(["sequences"], [[]])),
        "turn too big": edit(set_(["turn"], 2)),
        "turn bool": edit(set_(["turn"], True)),
        "phase 2": edit(set_(["phase"], 2)),
        "phase text": edit(set_(["phase"], "1")),
        "exchanged int": edit(set_(["exchanged"], 0)),
        "drawn_game text": edit(set_(["drawn_game"], "no")),
        "passes negative": edit(set_(["passes"], -1)),
        "winner out of range": edit(set_(["winner_team"], 5)),
        "cut not a list": edit(set_(["cut"], 3)),
        "cut seat out of range": edit(set_(["cut"], [[[7, 1]]])),
        "cut pair too long": edit(set_(["cut"], [[[0, 1, 2]]])),
        "dealer out of range": edit(set_(["dealer"], 9)),
        "rng damaged": edit(set_(["rng"], [3, [1, 2], None])),
        "config players 5": edit(set_(["config", "players"], 5)),
        "config unknown option": edit(set_(["config", "colour"], "red")),
        "config not a dict": edit(set_(["config"], [])),
    })
    cases.update({"not a dict (list)": [], "not a dict (none)": None, "not a dict (text)": "sequence",
                  "empty dict": {}})
    return cases


DAMAGED = damaged_dicts()


@pytest.mark.parametrize("name", list(DAMAGED))
def test_damaged_dicts_are_refused(name):
    with pytest.raises(ValueError) as info:
        state_from_dict(DAMAGED[name])
    assert str(info.value)


# ---------------------------------------------------------------- clone

def test_clone_is_independent():
    state = new_game(SequenceConfig(players=3), 8)
    play_random(state, random.Random(4), 20)
    before = state.to_dict()
    locked = state.locked[:]
    copy = state.clone()
    assert copy.to_dict() == before
    play_random(copy, random.Random(5), 60)
    copy.board[44] = 2
    copy.hands[0].append(999)
    copy.discards[1].clear()
    copy.stock.reverse()
    copy.sequences[0].append((1, 2, 3, 4, 5))
    copy.locked[:] = [True] * 100
    copy.rng.random()
    assert state.to_dict() == before and state.locked == locked


def test_clone_continues_identically():
    state = new_game(SequenceConfig(players=4, table_draw=True), 9)
    play_random(state, random.Random(6), 15)
    copy = state.clone()
    assert play_random(copy, random.Random(7), 300) == play_random(state, random.Random(7), 300)
    assert copy.to_dict() == state.to_dict()


# ---------------------------------------------------------------- views

def test_view_shows_own_hand_and_public_facts_only():
    players = 4
    state = new_game(SequenceConfig(players=players), 12)
    play_random(state, random.Random(8), 25)
    shuffle = random.Random(9)
    for seat in range(players):
        view = state.view(seat)
        assert view.seat == seat
        assert view.hand == tuple(state.hands[seat])
        assert view.hand_sizes == tuple(len(h) for h in state.hands)
        assert view.discards == tuple(tuple(d) for d in state.discards)
        assert view.board == tuple(state.board)
        assert view.stock_size == len(state.stock)
        assert view.current_player == state.current_player
        assert [list(s) for s in view.sequences] == state.sequences
        # Deal the hidden cards differently: the view must not change at all.
        other = state.clone()
        hidden = [c for s, h in enumerate(other.hands) if s != seat for c in h] + other.stock
        shuffle.shuffle(hidden)
        for s in range(players):
            if s != seat:
                size = len(other.hands[s])
                other.hands[s], hidden = hidden[:size], hidden[size:]
        other.stock = hidden
        assert other.hands[(seat + 1) % players] != state.hands[(seat + 1) % players]
        assert vars(other.view(seat)) == vars(view)


def test_view_has_no_hidden_attributes():
    state = new_game(SequenceConfig(players=2), 1)
    view = state.view(0)
    for name, value in vars(view).items():
        assert name not in ("hands", "stock", "rng", "state", "_state")
        assert not hasattr(value, "hands") and not hasattr(value, "stock")


@pytest.mark.parametrize("table_draw", [False, True])
def test_view_legal_actions(table_draw):
    players = 3
    state = new_game(SequenceConfig(players=players, table_draw=table_draw), 14)
    rng = random.Random(10)
    for _ in range(120):
        for seat in range(players):
            expected = state.legal_actions() if seat == state.current_player else []
            assert state.view(seat).legal_actions() == expected
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))


def test_view_legal_actions_after_an_exchange_and_at_the_end():
    dead = cid("AH")
    state = position(hands=[[dead, cid("KH")]], chips={15: 1, 46: 1, 16: 0, 56: 0})
    state.apply(Exchange(dead))
    assert state.view(0).legal_actions() == state.legal_actions()
    state = position(hands=[[WILD]], chips={s: 0 for s in range(10, 14)}, sequences_to_win=1)
    state.apply(Place(WILD, 14))
    assert state.view(0).legal_actions() == [] and state.view(1).legal_actions() == []


@pytest.mark.parametrize("players", [2, 6, 12])
def test_view_sample_is_consistent(players):
    state = new_game(SequenceConfig(players=players), 30 + players)
    play_random(state, random.Random(11), 30)
    rng = random.Random(12)
    for seat in range(players):
        view = state.view(seat)
        unseen = sorted([c for s, h in enumerate(state.hands) if s != seat for c in h] + state.stock)
        assert sorted(view.unseen_cards()) == unseen
        for _ in range(3):
            sample = view.sample(rng)
            assert sample.board == state.board and sample.locked == state.locked
            assert sample.hands[seat] == state.hands[seat]
            assert sample.discards == state.discards
            assert [len(h) for h in sample.hands] == [len(h) for h in state.hands]
            assert len(sample.stock) == len(state.stock)
            dealt = sorted([c for s, h in enumerate(sample.hands) if s != seat for c in h] + sample.stock)
            assert dealt == unseen  # every unseen card exactly once
            assert sequence_cards(sample) == list(ALL_CARD_IDS)
            assert sample.current_player == state.current_player
            assert sample.sequences == state.sequences
            if seat == state.turn:
                assert sample.legal_actions() == state.legal_actions()
            assert vars(sample.view(seat)) == vars(view)
            assert state_from_dict(sample.to_dict()).to_dict() == sample.to_dict()
            # The sample plays on.
            play_random(sample, random.Random(13), 5)
    # Samples differ: the hidden cards are really dealt at random.
    view = state.view(0)
    assert len({tuple(view.sample(rng).stock) for _ in range(5)}) > 1


# ---------------------------------------------------------------- random play

GAME_OPTIONS = st.fixed_dictionaries({
    "jack_rule": st.sampled_from(["eyes", "colours"]),
    "table_draw": st.booleans(),
    "sequences_to_win": st.sampled_from([0, 0, 1, 2, 3]),
    "first_player": st.sampled_from(["cut", "dealer_left"]),
})


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options=GAME_OPTIONS, teams_pick=st.integers(0, 2), seed=st.integers(0, 2**32 - 1),
       play_seed=st.integers(0, 2**32 - 1), rules=st.sampled_from([1, RULES]))
def test_random_games_keep_the_invariants(players, options, teams_pick, seed, play_seed, rules):
    teams = ((0,) + TEAM_OPTIONS[players])[teams_pick % (1 + len(TEAM_OPTIONS[players]))]
    # Rules 1 too: old saves replay under the rules they were played with.
    state = new_game(SequenceConfig(players=players, teams=teams, **options), seed, rules=rules)
    rng = random.Random(play_seed)
    checker = SequenceChecker(state)
    for step in range(1500):
        if state.is_over:
            break
        legal = state.legal_actions()
        action = rng.choice(legal)
        if state.phase == PHASE_DRAW:
            action = END_TURN if rng.random() < 0.15 else DRAW  # people sometimes forget
        seat = state.turn
        events = state.apply(action)
        checker.after(state, seat, action, events, state.legal_actions())
        if step % 40 == 0:
            round_trip("sequence", state)
            assert state.view(state.turn).legal_actions() == state.legal_actions()


ACTION_SHAPES = st.sampled_from(["place", "remove", "exchange", "pass", "draw", "end_turn"])


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from(PLAYER_COUNTS), options=GAME_OPTIONS, seed=st.integers(0, 2**32 - 1),
       tries=st.lists(st.tuples(ACTION_SHAPES, st.integers(0, 200), st.integers(-1, 100)),
                      min_size=20, max_size=60))
def test_apply_accepts_exactly_the_legal_actions(players, options, seed, tries):
    """Random candidate actions: legal ones apply, all others are refused without a trace."""
    state = new_game(SequenceConfig(players=players, **options), seed)
    rng = random.Random(seed)
    for shape, pick, space in tries:
        if state.is_over:
            break
        hand = state.hands[state.turn]
        card = hand[pick % len(hand)] if hand and pick < 150 else pick - 150 + 60
        action = {"place": Place(card, space), "remove": Remove(card, space), "exchange": Exchange(card),
                  "pass": PASS, "draw": DRAW, "end_turn": END_TURN}[shape]
        legal = state.legal_actions()
        if action in legal:
            state.clone().apply(action)
        else:
            assert_refused(state, action)
        for _ in range(3):  # move the game along
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
