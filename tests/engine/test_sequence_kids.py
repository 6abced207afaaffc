"""Sequence for kids: layout data, every rule on a hand-built position, random-play invariants."""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import core
from game.engine import sequence as sq
from game.engine import sequence_kids as sk
from game.engine.core import IllegalAction
from game.engine.sequence_kids import CORNER, EMPTY, Exchange, Pass, Place, Remove
from tests.engine.invariants import KidsChecker, kinds, round_trip, sequence_cards

INFO = core.GAMES["sequence_kids"]
RULE_ANIMALS = (
    "cat dog lion tiger bear panda koala monkey elephant giraffe zebra rabbit fox frog penguin owl "
    "turtle whale pig"
).split()
DRAGON_A, DRAGON_B = sk.DRAGONS
UNICORN_A, UNICORN_B = sk.UNICORNS


def sp(row: int, col: int) -> int:
    return row * sk.COLS + col


def card_for(space: int, copy: int = 0) -> int:
    """An animal card showing the animal of `space` (copy 0 or 1)."""
    return sk.ANIMALS.index(sk.LAYOUT[space]) * 2 + copy


def animal_cards(name: str) -> tuple[int, int]:
    i = sk.ANIMALS.index(name) * 2
    return i, i + 1


def position(players=2, hands=None, chips=None, current=0, discards=None, top=(), stock=None):
    """A hand-built position, checked by the loader. `top` are the next cards drawn, in order;
    every card not named elsewhere goes into the stock."""
    state = sk.SequenceKidsState(sk.SequenceKidsConfig(players=players))
    state.rng = random.Random(7)
    state.hands = [list(h) for h in (hands or [[] for _ in range(players)])]
    state.discards = [list(d) for d in (discards or [[] for _ in range(players)])]
    for space, seat in (chips or {}).items():
        state.board[space] = seat
    if stock is None:
        named = {c for h in state.hands for c in h} | {c for d in state.discards for c in d} | set(top)
        stock = [c for c in range(sk.NUM_CARDS) if c not in named] + list(reversed(top))
    state.stock = list(stock)
    state.current = current
    state.dealer = (current - 1) % players
    return sk.state_from_dict(state.to_dict())


def refused(state, action) -> str:
    before = state.to_dict()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert state.to_dict() == before
    return str(info.value)


# ---------------------------------------------------------------- layout and cards


def test_layout_has_each_animal_twice_and_four_free_corners():
    assert len(sk.LAYOUT) == sk.ROWS * sk.COLS == 42
    assert sk.ANIMALS == tuple(RULE_ANIMALS)
    assert [s for s in range(42) if sk.LAYOUT[s] is None] == [0, 6, 35, 41]
    assert sk.CORNERS == frozenset({sp(0, 0), sp(0, 6), sp(5, 0), sp(5, 6)})
    counts = Counter(name for name in sk.LAYOUT if name is not None)
    assert counts == {name: 2 for name in RULE_ANIMALS}
    assert len(sk.PLAYABLE_SPACES) == 38


def test_layout_pairs_never_share_a_row_or_column_and_never_touch():
    for name in sk.ANIMALS:
        a, b = sk.ANIMAL_SPACES[name]
        assert sk.LAYOUT[a] == sk.LAYOUT[b] == name
        (ra, ca), (rb, cb) = divmod(a, sk.COLS), divmod(b, sk.COLS)
        assert ra != rb, name
        assert ca != cb, name
        assert max(abs(ra - rb), abs(ca - cb)) > 1, name  # not even diagonal neighbours


def test_cards():
    assert len(sk.CARDS) == 42
    assert [c.id for c in sk.CARDS] == list(range(42))
    kinds_count = Counter(c.kind for c in sk.CARDS)
    assert kinds_count == {sk.ANIMAL: 38, sk.DRAGON: 2, sk.UNICORN: 2}
    assert Counter(c.animal for c in sk.CARDS if c.kind == sk.ANIMAL) == {n: 2 for n in RULE_ANIMALS}
    for card in sk.CARDS:
        if card.kind == sk.ANIMAL:
            assert card.spaces == sk.ANIMAL_SPACES[card.animal] == sk.spaces_for(card.id)
            assert [sk.LAYOUT[s] for s in card.spaces] == [card.animal] * 2
        else:
            assert card.spaces == () and card.animal is None
        assert sk.card_name(card.id)
    assert sk.card_name(DRAGON_A) == "Dragon" and sk.card_name(UNICORN_A) == "Unicorn"


def test_lines_are_every_straight_four():
    assert len(sk.LINES) == 6 * 4 + 7 * 3 + 2 * 3 * 4  # rows, columns, both diagonals
    assert len(set(sk.LINES)) == len(sk.LINES)
    for line in sk.LINES:
        cells = [divmod(s, sk.COLS) for s in line]
        steps = {(r2 - r1, c2 - c1) for (r1, c1), (r2, c2) in zip(cells, cells[1:], strict=False)}
        assert len(steps) == 1 and steps.pop() in {(0, 1), (1, 0), (1, 1), (1, -1)}
        assert sum(s in sk.CORNERS for s in line) <= 1


# ---------------------------------------------------------------- setup


def test_registered_with_player_counts_and_config_checks():
    assert INFO.id == "sequence_kids" and INFO.title == "Sequence for kids"
    assert INFO.allowed_player_counts() == (2, 3, 4)
    assert INFO.default_config().players == 2
    for bad in (1, 5, 0):
        with pytest.raises(ValueError):
            INFO.default_config(players=bad)
    assert INFO.config_from_dict({"players": 3}).players == 3
    assert sk.RULES_TEXT.strip() and "Dragon" in sk.RULES_TEXT and "Unicorn" in sk.RULES_TEXT


@pytest.mark.parametrize("players", [2, 3, 4])
def test_deal_random_dealer_three_cards_one_at_a_time_next_seat_starts(players):
    dealers = set()
    for seed in range(40):
        state = INFO.new_game(INFO.default_config(players=players), seed)
        rng = random.Random(seed)
        dealer = rng.randrange(players)
        deck = list(range(42))
        rng.shuffle(deck)
        hands = [[] for _ in range(players)]
        for _ in range(3):
            for i in range(1, players + 1):
                hands[(dealer + i) % players].append(deck.pop())
        assert state.dealer == dealer
        assert state.hands == hands
        assert state.stock == deck and len(deck) == 42 - 3 * players
        assert state.current_player == (dealer + 1) % players
        assert state.discards == [[] for _ in range(players)]
        assert all(v == EMPTY for s, v in enumerate(state.board) if s not in sk.CORNERS)
        assert all(state.board[s] == CORNER for s in sk.CORNERS)
        assert not state.is_over and state.outcome() is None
        dealers.add(dealer)
    assert dealers == set(range(players))


def test_same_seed_and_actions_give_the_same_game():
    a = INFO.new_game(INFO.default_config(players=3), 99)
    b = INFO.new_game(INFO.default_config(players=3), 99)
    rng = random.Random(5)
    while not a.is_over:
        action = rng.choice(a.legal_actions())
        assert a.apply(action) == b.apply(action)
        assert a.to_dict() == b.to_dict()


# ---------------------------------------------------------------- animal cards


def test_animal_card_goes_on_either_empty_space_of_its_animal():
    cat, _ = animal_cards("cat")
    a, b = sk.ANIMAL_SPACES["cat"]
    dog = animal_cards("dog")[0]
    lion = animal_cards("lion")[0]
    state = position(hands=[[cat, dog, DRAGON_A], [lion]], top=[UNICORN_A])
    cat_moves = [x for x in state.legal_actions() if x.card == cat]
    assert cat_moves == [Place(cat, a), Place(cat, b)]
    assert state.targets(cat) == (a, b)
    other = next(s for s in sk.PLAYABLE_SPACES if sk.LAYOUT[s] != "cat")
    assert "does not show" in refused(state, Place(cat, other))

    events = state.apply(Place(cat, b))
    assert kinds(events) == ["place", "draw", "turn"]
    assert events[0] == sq.Placed(0, card=cat, space=b, team=0)
    assert state.board[b] == 0
    assert state.discards[0] == [cat]  # face up on the player's own pile
    assert sorted(state.hands[0]) == sorted([dog, DRAGON_A, UNICORN_A])  # back to three
    assert state.current_player == 1  # clockwise: the next seat

    # The other cat card may now only use the remaining cat space.
    state2 = position(hands=[[cat + 1], [lion]], chips={b: 1})
    assert [x for x in state2.legal_actions()] == [Place(cat + 1, a)]
    assert "already holds a chip" in refused(state2, Place(cat + 1, b))


def test_card_not_held_and_off_board_spaces_are_refused():
    cat, cat2 = animal_cards("cat")
    a, _ = sk.ANIMAL_SPACES["cat"]
    state = position(hands=[[cat], [cat2]])
    assert "do not hold" in refused(state, Place(cat2, a))  # the other seat's card
    assert "do not hold" in refused(state, Place(-1, a))
    assert "do not hold" in refused(state, Place(42, a))
    assert "do not hold" in refused(state, Place(True, a))  # type: ignore[arg-type]
    assert "not on the board" in refused(state, Place(cat, 42))
    assert "not on the board" in refused(state, Place(cat, -1))


# ---------------------------------------------------------------- Unicorn


def test_unicorn_goes_on_any_empty_space_but_never_a_corner():
    taken = {sp(1, 1): 1, sp(2, 3): 0, sp(4, 5): 1}
    state = position(hands=[[UNICORN_A], []], chips=taken)
    empty = [s for s in sk.PLAYABLE_SPACES if s not in taken]
    assert state.legal_actions() == [Place(UNICORN_A, s) for s in empty]
    assert state.targets(UNICORN_A) == tuple(empty)
    for corner in sorted(sk.CORNERS):
        assert "corners" in refused(state, Place(UNICORN_A, corner))
    assert "already holds" in refused(state, Place(UNICORN_A, sp(1, 1)))
    assert "already holds" in refused(state, Place(UNICORN_A, sp(2, 3)))
    events = state.apply(Place(UNICORN_A, sp(3, 3)))
    assert events[0] == sq.Placed(0, card=UNICORN_A, space=sp(3, 3), team=0)
    assert state.board[sp(3, 3)] == 0 and state.discards[0] == [UNICORN_A]
    assert state.current_player == 1


def test_animal_card_never_goes_on_a_corner():
    card = card_for(sp(1, 1))
    state = position(hands=[[card], []])
    assert "corners" in refused(state, Place(card, 0))


# ---------------------------------------------------------------- Dragon


def test_dragon_removes_another_players_chip_and_ends_the_turn():
    lion = animal_cards("lion")[0]
    target = sp(2, 2)
    chips = {target: 1, sp(3, 4): 2, sp(1, 1): 0}
    state = position(players=3, hands=[[DRAGON_A, lion], [], []], chips=chips, top=[UNICORN_A, DRAGON_B])
    assert [x for x in state.legal_actions() if x.card == DRAGON_A] == [
        Remove(DRAGON_A, target), Remove(DRAGON_A, sp(3, 4))
    ]
    assert state.targets(DRAGON_A) == (target, sp(3, 4))
    events = state.apply(Remove(DRAGON_A, target))
    assert kinds(events) == ["remove", "draw", "draw", "turn"]
    assert events[0] == sq.Removed(0, card=DRAGON_A, space=target, team=1)
    assert state.board[target] == EMPTY
    assert state.discards[0] == [DRAGON_A]
    assert sorted(state.hands[0]) == sorted([lion, UNICORN_A, DRAGON_B])
    # The turn is over: the next seat plays, so the emptied space cannot be taken back now.
    assert state.current_player == 1
    assert "do not hold" in refused(state, Place(UNICORN_A, target))


def test_dragon_cannot_remove_own_chip_an_empty_space_or_a_corner():
    mine, theirs = sp(2, 2), sp(3, 3)
    state = position(hands=[[DRAGON_A], []], chips={mine: 0, theirs: 1})
    assert state.legal_actions() == [Remove(DRAGON_A, theirs)]
    assert "own chip" in refused(state, Remove(DRAGON_A, mine))
    assert "no chip" in refused(state, Remove(DRAGON_A, sp(4, 4)))
    assert "no chip" in refused(state, Remove(DRAGON_A, 0))
    assert "does not put one down" in refused(state, Place(DRAGON_A, sp(4, 4)))
    cat = animal_cards("cat")[0]
    state2 = position(hands=[[DRAGON_A, cat], []], chips={theirs: 1})
    assert "Only a Dragon" in refused(state2, Remove(cat, theirs))


def test_dragon_with_no_other_chips_has_no_move():
    cat = animal_cards("cat")[0]
    state = position(hands=[[DRAGON_A, cat], []], chips={sp(2, 2): 0})
    assert all(type(x) is Place and x.card == cat for x in state.legal_actions())


# ---------------------------------------------------------------- dead cards


def test_dead_card_exchange_is_repeatable_and_the_turn_goes_on():
    cat, cat2 = animal_cards("cat")
    dog, _ = animal_cards("dog")
    lion = animal_cards("lion")[0]
    chips = {s: 1 for s in sk.ANIMAL_SPACES["cat"]}
    chips.update({sk.ANIMAL_SPACES["dog"][0]: 0, sk.ANIMAL_SPACES["dog"][1]: 1})
    # The first replacement (cat2) is dead too; the second (lion) is alive.
    state = position(hands=[[cat, dog, UNICORN_A], []], chips=chips, top=[cat2, lion])
    assert state.is_dead(cat) and state.is_dead(dog) and not state.is_dead(UNICORN_A)
    legal = state.legal_actions()
    assert Exchange(cat) in legal and Exchange(dog) in legal
    assert "still play" in refused(state, Pass())

    events = state.apply(Exchange(cat))
    assert kinds(events) == ["exchange", "draw"]
    assert state.current_player == 0
    assert state.discards[0] == [cat] and sorted(state.hands[0]) == sorted([dog, UNICORN_A, cat2])

    state.apply(Exchange(cat2))  # the replacement was dead: exchange again
    state.apply(Exchange(dog))  # and the other dead card
    assert state.current_player == 0
    assert state.discards[0] == [cat, cat2, dog]
    assert len(state.hands[0]) == 3 and lion in state.hands[0]
    assert not any(type(x) is Exchange for x in state.legal_actions())
    # Then the turn is played normally.
    state.apply(Place(lion, sk.ANIMAL_SPACES["lion"][0]))
    assert state.current_player == 1


def test_only_dead_animal_cards_can_be_exchanged():
    cat = animal_cards("cat")[0]
    a, _ = sk.ANIMAL_SPACES["cat"]
    state = position(hands=[[cat, DRAGON_A, UNICORN_A], []], chips={a: 1})
    assert "covered" in refused(state, Exchange(cat))
    assert "covered" in refused(state, Exchange(DRAGON_A))
    assert "covered" in refused(state, Exchange(UNICORN_A))
    assert "do not hold" in refused(state, Exchange(cat + 1))


# ---------------------------------------------------------------- winning


LINES_WITHOUT_CORNER = {
    "row": (sp(1, 0), sp(1, 1), sp(1, 2), sp(1, 3)),
    "column": (sp(1, 1), sp(2, 1), sp(3, 1), sp(4, 1)),
    "diagonal": (sp(1, 3), sp(2, 4), sp(3, 5), sp(4, 6)),
    "anti-diagonal": (sp(1, 3), sp(2, 2), sp(3, 1), sp(4, 0)),
}


@pytest.mark.parametrize("direction", list(LINES_WITHOUT_CORNER))
@pytest.mark.parametrize("last", [0, 2, 3])
def test_four_in_a_row_wins_at_once_in_every_direction(direction, last):
    line = LINES_WITHOUT_CORNER[direction]
    assert line in sk.LINES
    chips = {s: 1 for i, s in enumerate(line) if i != last}
    card = card_for(line[last])
    cat = next(c for c in range(38) if c != card and sk.CARDS[c].animal != sk.LAYOUT[line[last]])
    state = position(players=2, hands=[[cat], [card, DRAGON_A]], chips=chips, current=1)
    assert sk.winning_line(state.board, 1) is None
    events = state.apply(Place(card, line[last]))
    assert kinds(events) == ["place", "sequence", "game_over"]
    assert events[1] == sq.SequenceMade(1, team=1, spaces=line)
    assert events[-1] == sq.GameOver(1, spaces=line)  # the spaces to celebrate
    assert state.is_over and state.current_player is None
    assert state.win_line == line and sk.winning_line(state.board, 1) == line
    assert state.outcome() == core.Outcome(winners=(1,), scores=(0, 1), draw=False)
    assert state.hands[1] == [DRAGON_A]  # the game ended at once: no card drawn
    assert state.legal_actions() == [] and state.view(0).legal_actions() == []
    assert "over" in refused(state, Place(cat, sk.CARDS[cat].spaces[0]))
    assert sk.state_from_dict(json.loads(json.dumps(state.to_dict()))).to_dict() == state.to_dict()


CORNER_LINES = [
    (sp(0, 0), sp(0, 1), sp(0, 2), sp(0, 3)),
    (sp(2, 0), sp(3, 0), sp(4, 0), sp(5, 0)),
    (sp(0, 6), sp(1, 5), sp(2, 4), sp(3, 3)),
    (sp(2, 3), sp(3, 4), sp(4, 5), sp(5, 6)),
]


@pytest.mark.parametrize("line", CORNER_LINES)
def test_three_chips_and_a_free_corner_win(line):
    chips_spaces = [s for s in line if s not in sk.CORNERS]
    assert len(chips_spaces) == 3
    chips = {s: 0 for s in chips_spaces[:2]}
    card = card_for(chips_spaces[2])
    state = position(players=3, hands=[[card], [], []], chips=chips)
    events = state.apply(Place(card, chips_spaces[2]))
    assert events[-1] == sq.GameOver(0, spaces=line)
    assert state.outcome().winners == (0,)


def test_a_corner_counts_for_every_player_at_once():
    # Seat 0 already uses the top-left corner in column 0; seat 1 uses it in row 0 and wins.
    chips = {sp(1, 0): 0, sp(2, 0): 0, sp(0, 1): 1, sp(0, 2): 1}
    card = card_for(sp(0, 3))
    state = position(hands=[[], [card]], chips=chips, current=1)
    state.apply(Place(card, sp(0, 3)))
    assert state.outcome().winners == (1,)
    assert state.win_line == (sp(0, 0), sp(0, 1), sp(0, 2), sp(0, 3))


def test_one_chip_can_complete_two_lines_at_once():
    # (1,1) completes (1,1)-(4,4) and, with the free corner, (0,0)-(3,3).
    chips = {sp(2, 2): 0, sp(3, 3): 0, sp(4, 4): 0}
    state = position(hands=[[UNICORN_A], []], chips=chips)
    events = state.apply(Place(UNICORN_A, sp(1, 1)))
    both = [(sp(0, 0), sp(1, 1), sp(2, 2), sp(3, 3)), (sp(1, 1), sp(2, 2), sp(3, 3), sp(4, 4))]
    assert [e.spaces for e in events if isinstance(e, sq.SequenceMade)] == both
    assert events[-1] == sq.GameOver(0, spaces=state.win_line) and state.win_line in both
    assert sorted(sk.winning_lines(state.board, 0)) == both


def test_three_in_a_row_without_a_corner_or_mixed_colours_do_not_win():
    chips = {sp(2, 1): 0, sp(2, 2): 0, sp(2, 4): 1}
    card = card_for(sp(2, 3))
    state = position(hands=[[card], []], chips=chips)
    state.apply(Place(card, sp(2, 3)))
    assert not state.is_over and state.current_player == 1
    assert sk.winning_lines(state.board, 0) == []


def test_winning_lines_helper_lists_every_line():
    board = [CORNER if s in sk.CORNERS else EMPTY for s in range(42)]
    for s in (sp(0, 1), sp(0, 2), sp(0, 3), sp(0, 4)):
        board[s] = 2
    assert sk.winning_lines(board, 2) == [(0, 1, 2, 3), (1, 2, 3, 4)]
    assert sk.winning_line(board, 2) == (0, 1, 2, 3)
    assert sk.winning_line(board, 1) is None


# ---------------------------------------------------------------- running out


def test_empty_stock_is_rebuilt_from_every_discard_pile():
    cat = animal_cards("cat")[0]
    discards = [list(range(10, 20)), list(range(20, 30)), list(range(30, 38)) + [DRAGON_A]]
    hands = [[cat, 2, 3], [4, 5, 6], [7, 8, 9]]
    rest = [c for c in range(42) if c not in {x for p in (*hands, *discards) for x in p}]
    discards[1].extend(rest)  # the stock is empty: every other card is on a discard pile
    state = position(players=3, hands=hands, discards=discards, stock=[])
    assert state.stock == []
    on_piles = sum(len(d) for d in state.discards)
    events = state.apply(Place(cat, sk.ANIMAL_SPACES["cat"][0]))
    assert kinds(events) == ["place", "reshuffle", "draw", "turn"]
    assert events[1] == sq.Reshuffled(count=on_piles + 1)  # the card just played goes in too
    assert state.discards == [[], [], []]
    assert len(state.stock) == on_piles and len(state.hands[0]) == 3
    assert sequence_cards(state) == list(range(42))


def test_exchange_from_an_empty_stock_reshuffles_too():
    cat, cat2 = animal_cards("cat")
    chips = {s: 1 for s in sk.ANIMAL_SPACES["cat"]}
    hands = [[cat, 2, 3], [4, 5, 6]]
    discards = [[], [c for c in range(42) if c not in {cat, 2, 3, 4, 5, 6}]]
    state = position(hands=hands, chips=chips, discards=discards, stock=[])
    events = state.apply(Exchange(cat))
    assert kinds(events) == ["exchange", "reshuffle", "draw"]
    assert state.current_player == 0 and len(state.hands[0]) == 3
    assert state.discards == [[], []] and sequence_cards(state) == list(range(42))


def full_board_without_a_winner() -> dict[int, int]:
    """Every chip space covered by four colours, nobody with four in a line (corners included)."""
    return {s: (s // 7 + 2 * (s % 7)) % 4 for s in sk.PLAYABLE_SPACES}


def test_nobody_can_move_for_a_full_round_is_a_draw():
    chips = full_board_without_a_winner()
    # Unicorns with no empty space and empty hands: nobody can do anything. (With three
    # cards in hand this cannot come up in play, but the rule is there.)
    state = position(players=4, hands=[[UNICORN_A], [UNICORN_B], [], []], chips=chips, current=2)
    for s in range(4):
        assert sk.winning_line(state.board, s) is None
    for turn in range(4):
        seat = (2 + turn) % 4
        assert state.current_player == seat
        assert state.legal_actions() == [Pass()]
        events = state.apply(Pass())
        assert events[0] == sq.Passed(seat)
        assert [len(h) for h in state.hands] == [1, 1, 0, 0]  # a pass plays nothing, draws nothing
        if turn < 3:
            assert not state.is_over and state.passes == turn + 1
    assert state.is_over and state.current_player is None
    assert events[-1] == sq.GameOver(draw=True)
    assert state.outcome() == core.Outcome(winners=(), scores=(0, 0, 0, 0), draw=True)
    assert sk.state_from_dict(state.to_dict()).to_dict() == state.to_dict()


def test_a_move_resets_the_count_of_passes():
    chips = full_board_without_a_winner()
    victim = sp(2, 2)
    state = position(players=4, hands=[[], [DRAGON_A], [], []], chips=chips)
    state.apply(Pass())
    assert state.passes == 1
    state.apply(Remove(DRAGON_A, victim))
    assert state.passes == 0 and not state.is_over


def test_pass_is_refused_when_a_move_exists():
    state = INFO.new_game(INFO.default_config(players=2), 3)
    assert Pass() not in state.legal_actions()
    assert "cannot pass" in refused(state, Pass())


# ---------------------------------------------------------------- illegal actions and dicts


def candidate_actions():
    for c in range(42):
        yield Exchange(c)
        for s in range(42):
            yield Place(c, s)
            yield Remove(c, s)
    yield Pass()


def random_positions(count, seed):
    rng = random.Random(seed)
    out = []
    for i in range(count):
        state = INFO.new_game(INFO.default_config(players=2 + i % 3), rng.randrange(10**6))
        for _ in range(rng.randrange(60)):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        out.append(state)
    return out


def test_legal_actions_are_exactly_the_actions_apply_accepts():
    for state in random_positions(4, 11):
        before = state.to_dict()
        legal = set(state.legal_actions())
        assert len(legal) == len(state.legal_actions())  # no duplicates
        for action in candidate_actions():
            trial = state.clone()
            try:
                trial.apply(action)
            except IllegalAction:
                assert action not in legal, action
                assert trial.to_dict() == before, action
            else:
                assert action in legal, action
        assert state.to_dict() == before


def test_odd_actions_are_refused_and_change_nothing():
    state = random_positions(1, 4)[0]

    @dataclasses.dataclass(frozen=True)
    class Foreign(core.Action):
        kind = "place"
        card: int = 0
        space: int = 0

    refused(state, Foreign())
    refused(state, Place("1", 3))  # type: ignore[arg-type]
    refused(state, Place(None, None))  # type: ignore[arg-type]
    refused(state, Remove(1.0, 3))  # type: ignore[arg-type]
    refused(state, Exchange(99))


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"type": "place", "card": 1},
        {"type": "place", "card": 1, "space": 2, "extra": 0},
        {"type": "place", "card": "1", "space": 2},
        {"type": "place", "card": True, "space": 2},
        {"type": "remove", "card": 1, "space": 2.0},
        {"type": "exchange"},
        {"type": "pass", "card": 1},
        {"type": "draw"},
        {"card": 1, "space": 2},
    ],
)
def test_malformed_action_dicts_are_refused(data):
    with pytest.raises(IllegalAction):
        INFO.action_from_dict(data)


def test_actions_round_trip_through_dicts():
    for action in (Place(3, 9), Remove(38, 12), Exchange(7), Pass()):
        data = json.loads(json.dumps(action.to_dict()))
        assert INFO.action_from_dict(data) == action


def test_save_round_trips_and_has_the_same_future():
    for state in random_positions(6, 21):
        data = json.loads(json.dumps(state.to_dict()))
        assert data["version"] == 1
        loaded = INFO.state_from_dict(data)
        assert loaded.to_dict() == state.to_dict()
        rng = random.Random(1)
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            assert loaded.apply(action) == state.apply(action)
            assert loaded.to_dict() == state.to_dict()
        assert loaded.outcome() == state.outcome()


def damaged(base):
    def edit(fn):
        data = json.loads(json.dumps(base))
        fn(data)
        return data

    def swap_card_with_duplicate(d):
        d["stock"][0] = d["hands"][0][0]

    def fake_win(d):
        d["current"], d["winner"], d["win_line"] = None, 0, [7, 8, 9, 10]

    def four_without_winner(d):
        for s in (7, 8, 9, 10):
            d["board"][s] = 1

    yield "not a dict", [base]
    yield "other game", edit(lambda d: d.update(game="sequence"))
    yield "version", edit(lambda d: d.update(version=2))
    yield "missing field", edit(lambda d: d.pop("passes"))
    yield "extra field", edit(lambda d: d.update(extra=1))
    yield "bad config", edit(lambda d: d.update(config={"players": 9}))
    yield "bad config type", edit(lambda d: d.update(config={"players": "2"}))
    yield "rng", edit(lambda d: d.update(rng=[1, 2, 3]))
    yield "dealer", edit(lambda d: d.update(dealer=5))
    yield "current", edit(lambda d: d.update(current=7))
    yield "current bool", edit(lambda d: d.update(current=True))
    yield "hands count", edit(lambda d: d["hands"].pop())
    yield "hand too big", edit(lambda d: d["hands"][0].append(d["stock"].pop()))
    yield "card missing", edit(lambda d: d["stock"].pop())
    yield "card twice", edit(swap_card_with_duplicate)
    yield "unknown card", edit(lambda d: d["stock"].append(42))
    yield "card as text", edit(lambda d: d["stock"].__setitem__(0, "1"))
    yield "board short", edit(lambda d: d["board"].pop())
    yield "chip on corner", edit(lambda d: d["board"].__setitem__(0, 1))
    yield "corner missing", edit(lambda d: d["board"].__setitem__(6, EMPTY))
    yield "unknown chip", edit(lambda d: d["board"].__setitem__(8, 5))
    yield "passes", edit(lambda d: d.update(passes=-1))
    yield "passes full but not drawn", edit(lambda d: d.update(passes=2))
    yield "drawn flag type", edit(lambda d: d.update(drawn_game=1))
    yield "drawn but playing", edit(lambda d: d.update(drawn_game=True))
    yield "winner without line", edit(lambda d: d.update(current=None, winner=0))
    yield "fake win", edit(fake_win)
    yield "four but no winner", edit(four_without_winner)
    yield "line without winner", edit(lambda d: d.update(win_line=[7, 8, 9, 10]))


def test_damaged_saves_are_refused_with_value_error():
    state = position(players=2, hands=[[0, 1, 2], [3, 4, 5]], chips={sp(1, 1): 1, sp(2, 2): 0})
    base = state.to_dict()
    assert sk.state_from_dict(base).to_dict() == base
    for name, data in damaged(base):
        with pytest.raises(ValueError):
            sk.state_from_dict(data)
            pytest.fail(name)


def test_clone_is_independent():
    state = INFO.new_game(INFO.default_config(players=3), 8)
    for _ in range(10):
        state.apply(random.Random(1).choice(state.legal_actions()))
    before = state.to_dict()
    copy = state.clone()
    assert copy.to_dict() == before
    rng = random.Random(3)
    while not copy.is_over:
        copy.apply(rng.choice(copy.legal_actions()))
    copy.rng.random()
    assert state.to_dict() == before


# ---------------------------------------------------------------- views


def shuffle_hidden(state, seat, rng):
    """The same game with the cards `seat` cannot see dealt differently."""
    other = state.clone()
    hidden = [c for s, h in enumerate(other.hands) if s != seat for c in h] + other.stock
    rng.shuffle(hidden)
    for s, h in enumerate(other.hands):
        if s != seat:
            other.hands[s] = [hidden.pop() for _ in h]
    other.stock = hidden
    other.rng = random.Random(rng.random())
    return other


def test_view_shows_own_hand_and_public_facts_only():
    rng = random.Random(2)
    for state in random_positions(6, 31):
        for seat in range(state.players):
            view = state.view(seat)
            assert view.seat == seat and view.hand == tuple(state.hands[seat])
            assert view.hand_sizes == tuple(len(h) for h in state.hands)
            assert view.discards == tuple(tuple(d) for d in state.discards)
            assert view.stock_size == len(state.stock) and view.board == tuple(state.board)
            assert view.current_player == state.current_player and view.is_over == state.is_over
            assert not any(isinstance(getattr(view, f.name), random.Random) for f in dataclasses.fields(view))
            # Other hands, the stock order and the random state are not in it:
            assert shuffle_hidden(state, seat, rng).view(seat) == view
            expected = state.legal_actions() if state.current_player == seat else []
            assert view.legal_actions() == expected
            if state.current_player == seat:
                assert all(view.targets(card) == state.targets(card) for card in view.hand)


def test_view_sample_is_consistent_with_the_view():
    rng = random.Random(4)
    for state in random_positions(6, 41):
        for seat in range(state.players):
            view = state.view(seat)
            hands_seen = set()
            for _ in range(5):
                sample = view.sample(rng)
                assert sample.view(seat) == view
                assert sequence_cards(sample) == list(range(42))
                assert sk.state_from_dict(sample.to_dict()).to_dict() == sample.to_dict()
                if state.current_player == seat:
                    assert sample.legal_actions() == state.legal_actions()
                hands_seen.add(tuple(tuple(h) for h in sample.hands))
                if not sample.is_over:
                    sample.apply(rng.choice(sample.legal_actions()))  # samples are playable
            if len(view.unseen_cards()) > 3:
                assert len(hands_seen) > 1  # hidden cards are dealt at random


def test_view_of_unknown_seat_is_refused():
    state = INFO.new_game(INFO.default_config(players=2), 1)
    with pytest.raises(ValueError):
        state.view(2)


# ---------------------------------------------------------------- random play


@settings(max_examples=40, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32 - 1), pick=st.randoms(use_true_random=False))
def test_random_play_keeps_every_invariant(players, seed, pick):
    state = INFO.new_game(INFO.default_config(players=players), seed)
    checker = KidsChecker(state)
    for step in range(400):
        if state.is_over:
            break
        seat = state.current_player
        action = pick.choice(state.legal_actions())
        events = state.apply(action)
        checker.after(state, seat, action, events, state.legal_actions())
        if step % 15 == 0:
            round_trip("sequence_kids", state)
            view = state.view(step % players)
            assert view.sample(pick).view(step % players) == view
    if state.is_over:
        assert checker.placed > 0
