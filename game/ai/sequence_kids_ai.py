"""A Sequence for kids computer "friend": plays the way a sensible grown-up would.

Normal completes its own four at once, blocks any line in which another player
already holds three (a free corner counts) with the fourth space open, uses a
Dragon to break such a line when no card can block it, prefers spaces that build
its own lines, keeps the Unicorn and the Dragon for moves that matter and swaps
dead cards. Easy plays the same way through much noise and sometimes just plays
any card. Hard searches a move ahead over worlds dealt to fit its View, judging
positions by a card-aware estimate of the chance to win (see "the hard level").
Every level reads only its View: the board, its own hand and the discard piles.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from game.ai.search import SearchAgent
from game.engine import Action
from game.engine.sequence_kids import (
    ANIMAL,
    CARD_SPACES,
    CARDS,
    CORNER,
    DRAGONS,
    EMPTY,
    LAYOUT,
    LINES,
    LINES_THROUGH,
    NUM_CARDS,
    UNICORNS,
    Exchange,
    Place,
    Remove,
    SequenceKidsState,
    SequenceKidsView,
)

WIN = 1_000_000
STOP = 100_000  # another player holds three of a line and its fourth space is open
# Adding a chip to a line (of four) in which we already hold n of the other three (corners count).
BUILD = (1, 12, 90)
# Taking a space from a line in which one other player holds n of the other three.
BLOCK = (0, 5, 40)
REOPEN = 2_500  # a Dragon that clears the last space of our own three
CAN_FILL = 150  # a three of ours whose open space we can fill with a card still in hand
UNICORN_COST = 400
DRAGON_COST = 500
# Dead cards swapped in one turn before playing on. Without a limit a player whose every draw
# is dead (a nearly full board) would swap for ever: the engine allows any number of swaps.
MAX_EXCHANGES = 3

_KIND = tuple(c.kind for c in CARDS)
# animal name -> the ids of its two cards
_ANIMAL_CARDS: dict[str, tuple[int, ...]] = {}
for _c in CARDS:
    if _c.kind == ANIMAL:
        _ANIMAL_CARDS.setdefault(_c.animal, ())  # type: ignore[arg-type]
        _ANIMAL_CARDS[_c.animal] += (_c.id,)  # type: ignore[index]


class _Position:
    """What one decision needs, worked out once from the View."""

    __slots__ = ("board", "seat", "hand", "unseen")

    def __init__(self, view: SequenceKidsView) -> None:
        self.board = view.board
        self.seat = view.seat
        self.hand = view.hand
        seen = set(view.hand)
        for pile in view.discards:
            seen.update(pile)
        self.unseen = [c not in seen for c in range(NUM_CARDS)]

    def others_can_fill(self, space: int) -> int:
        """How many cards nobody has shown yet could put a chip on `space` (its animal, Unicorns)."""
        cards = _ANIMAL_CARDS[LAYOUT[space]] + UNICORNS  # type: ignore[index]
        return sum(self.unseen[c] for c in cards)

    def i_can_fill(self, space: int, played: int) -> bool:
        """Whether a card left in hand after playing `played` can put a chip on `space`."""
        for c in self.hand:
            if c != played and (space in CARD_SPACES[c] or _KIND[c] == "unicorn"):
                return True
        return False

    def urgency(self, open_space: int) -> float:
        """A three is less pressing when every card that could fill its open space is already shown."""
        return 1.0 if self.others_can_fill(open_space) else 0.05

    # ------------------------------------------------------------ moves

    def place_value(self, card: int, space: int) -> float:
        board, me = self.board, self.seat
        value = 0.0
        for line in LINES_THROUGH[space]:
            mine = corner = theirs = 0
            owner = None
            mixed = False
            empty_other = -1
            for x in line:
                if x == space:
                    continue
                v = board[x]
                if v == CORNER:
                    corner += 1
                elif v == EMPTY:
                    empty_other = x
                elif v == me:
                    mine += 1
                else:
                    theirs += 1
                    if owner is None:
                        owner = v
                    elif v != owner:
                        mixed = True
            if theirs == 0:
                n = mine + corner
                if n == 3:
                    return WIN
                value += BUILD[n]
                if n == 2 and self.i_can_fill(empty_other, card):
                    value += CAN_FILL
            elif mine == 0 and not mixed:
                n = theirs + corner
                value += STOP * self.urgency(space) if n == 3 else BLOCK[n]
        if _KIND[card] == "unicorn":
            value -= UNICORN_COST
        return value

    def remove_value(self, space: int) -> float:
        board, me = self.board, self.seat
        owner = board[space]
        value = 0.0
        for line in LINES_THROUGH[space]:
            held = mine = 0
            stranger = False
            empty_other = -1
            for x in line:
                if x == space:
                    continue
                v = board[x]
                if v == CORNER:
                    held += 1
                    mine += 1
                elif v == EMPTY:
                    empty_other = x
                elif v == owner:
                    held += 1
                else:
                    stranger = True
                    mine += v == me
            if not stranger:
                # This chip and `held` others make the owner's line: a three with an open space is broken.
                value += STOP * self.urgency(empty_other) if held == 2 and empty_other >= 0 else BLOCK[held]
            elif mine == 3:
                value += REOPEN  # our own three whose last space this chip blocks
        return value - DRAGON_COST


def _recent_exchanges(view: SequenceKidsView) -> int:
    """Dead cards on top of our own discard pile: at least the swaps made this turn."""
    n = 0
    for card in reversed(view.discards[view.seat]):
        if not view.is_dead(card):
            break
        n += 1
    return n


def _forced(view: SequenceKidsView, actions: list[Action]) -> Action | None:
    """The move every level makes without weighing: the only one, or swapping a dead card
    (worth nothing) while swaps are still allowed. None: the level decides."""
    if len(actions) == 1:
        return actions[0]
    if _recent_exchanges(view) < MAX_EXCHANGES:
        for action in actions:
            if type(action) is Exchange:
                return action
    return None


class SequenceKidsAgent:
    def __init__(self, level: str = "normal") -> None:
        self.level = level

    @staticmethod
    def score(position: _Position, action: Action) -> float:
        """The normal player's judgement of one chip move (swaps and passes come last)."""
        if type(action) is Place:
            return position.place_value(action.card, action.space)
        if type(action) is Remove:
            return position.remove_value(action.space)
        return -1e9

    def rank(self, view: SequenceKidsView, actions: list[Action], rng: random.Random) -> list[Action]:
        """`actions` best first by the normal player's judgement (ties in random order).

        A dead card is swapped first (as `choose` does), up to MAX_EXCHANGES in a turn."""
        position = _Position(view)
        swap_first = _recent_exchanges(view) < MAX_EXCHANGES
        keyed = []
        for i, action in enumerate(actions):
            if type(action) is Exchange and swap_first:
                value = 1e12
            else:
                value = self.score(position, action)
            keyed.append((value + rng.random(), i))
        keyed.sort(reverse=True)
        return [actions[i] for _, i in keyed]

    def choose(self, view: SequenceKidsView, rng: random.Random, budget: float) -> Action:
        actions = view.legal_actions()
        forced = _forced(view, actions)
        if forced is not None:
            return forced
        easy = self.level == "easy"
        if easy and rng.random() < 0.3:
            return rng.choice(actions)
        position = _Position(view)
        best, best_score = actions[0], float("-inf")
        for action in actions:
            score = self.score(position, action)
            if easy:
                score = score * rng.uniform(0.1, 1.0) + rng.uniform(0, 150)
            else:
                score += rng.random()  # ties broken at random, reproducibly
            if score > best_score:
                best, best_score = action, score
        return best


# ---------------------------------------------------------------- the hard level
#
# The hard friend looks one move further than the normal one, over worlds that fit its View.
# For each of its best few moves it deals the hidden cards at random (`view.sample`), plays the
# move, lets the others answer the way the normal player would, and then scores its own best
# reply by `afterstate_value`. The move whose worlds score best on average is played.
#
# Why not search.py's long rollouts scored by line counts: a game is only about seven chips each
# and the draw decides much of it, so playing worlds on for many turns mostly measures luck. In
# our trials, rollouts to the end of the game won 50-51% against normal, and line-count scoring
# after a few turns 42-51%. What matters is whether a three can be blocked before its owner
# fills it, and that depends on cards: the evaluation below counts lines as a person does, but
# card-aware (can I fill it? how many unseen cards could stop it?). Its weights were fitted by
# logistic regression on who won, over ~210,000 positions from 18,000 two-player games (normal
# against normal, the greedy player of this value against normal, and against itself), so it
# estimates the chance to win after a move. On its own, playing the best value wins ~56% of games
# against normal; with the search on top ~58-61% (a luck-heavy game: the first player wins ~61%
# between two normal players: 60.8% [55.9, 65.4] of 400 games from seed 500000).
# Tried and left out (commit fa86ff7): dealing worlds that explain the last move of the seat
# before us (the normal player always blocks our three when it can, so its kept cards cannot),
# and reading in each world whether the other hand can stop our three: 59.2% [54.4, 64.0] on the
# same 400 games, no gain for 11% more thinking. The same deals and the same few moves decide
# most games either way.

# Each line of four, without its free corner (corners count for everyone).
_LINE_CELLS: tuple[tuple[int, ...], ...] = tuple(
    tuple(x for x in line if LAYOUT[x] is not None) for line in LINES
)
# The ids of the cards that can put a chip on each space: its animal's two cards and the Unicorns.
_FILLERS: tuple[tuple[int, ...], ...] = tuple(
    _ANIMAL_CARDS[LAYOUT[s]] + UNICORNS if LAYOUT[s] is not None else ()  # type: ignore[index]
    for s in range(len(LAYOUT))
)
_IS_DRAGON = tuple(_KIND[c] == "dragon" for c in range(NUM_CARDS))
_IS_UNICORN = tuple(_KIND[c] == "unicorn" for c in range(NUM_CARDS))


def _fills(card: int, space: int) -> bool:
    return _IS_UNICORN[card] or space in CARD_SPACES[card]


def _none_held(unseen: int, wanted: int, hidden: int) -> float:
    """The chance that `hidden` cards dealt from `unseen` include none of `wanted` particular ones."""
    hidden = min(hidden, unseen)
    return (
        math.comb(unseen - wanted, hidden) / math.comb(unseen, hidden) if wanted <= unseen - hidden else 0.0
    )


# (name, weight): the features of a position just after `seat` moved, before its draw, with the
# two cards it kept; the value is the logistic of their weighted sum (+ BIAS). "Mine" are the lines
# holding no other player's chip; "theirs" the lines holding one other player's chips and none of
# mine. The weights were fitted together: read them as a whole ("stoppers" corrects "unstoppable",
# as more unseen cards also means an earlier, more open game), not one by one.
BIAS = -0.21
WEIGHTS = {
    "threats": 0.66,  # open spaces of my threes that a card I hold can fill
    "dead_threats": 0.27,  # open spaces of my threes that I cannot fill yet
    "stoppers": 0.41,  # unseen cards that could stop my easiest threat (/8)
    "unstoppable": 0.65,  # the chance no other hand holds one of them (1 with two threats)
    "double": -0.32,  # two or more threats (a correction: "threats" already counts them)
    "twos_ready": 0.48,  # my twos whose two open spaces I hold two cards for
    "twos_half": 0.11,  # my twos with a card for one open space
    "twos": 0.01,  # my other twos
    "ones": 0.01,  # my lines with one chip
    "twos_cards": 0.04,  # unseen cards for the open spaces of my twos (/8): what I may draw
    "dead_cards": 0.40,  # unseen cards for the open spaces of my threes I cannot fill yet (/8)
    "unicorn": 0.59,
    "dragon": 0.47,
    "their_threes": -0.40,  # open spaces of their threes
    "their_fill": -0.49,  # the chance another hand can fill one of those now
    "their_twos": 0.05,  # their twos
    "their_twos_cards": -0.19,  # unseen cards for the open spaces of their twos (/8)
    "their_ones": -0.02,  # their lines with one chip
}


def afterstate_features(
    board: Sequence[int], hand: Sequence[int], seat: int, unseen: list[bool], hidden: int
) -> dict[str, float]:
    """The features WEIGHTS names, for `seat` holding `hand` on `board` (the others to move).

    `unseen[c]`: card c is in another hand or the stock, as far as `seat` knows; `hidden`: how many
    cards the other hands hold."""
    n_unseen = sum(unseen)
    dragons = sum(unseen[c] for c in DRAGONS)
    threats: set[int] = set()
    dead: set[int] = set()
    theirs: set[int] = set()
    twos_ready = twos_half = twos = ones = their_twos = their_ones = 0
    their_twos_cards = twos_cards = 0
    for cells in _LINE_CELLS:
        mine = 0
        owner = -1
        mixed = False
        missing = []
        for x in cells:
            v = board[x]
            if v == EMPTY:
                missing.append(x)
            elif v == seat:
                mine += 1
            elif owner < 0:
                owner = v
            elif v != owner:
                mixed = True
        if owner < 0:
            if len(missing) == 1:
                t = missing[0]
                (threats if any(_fills(c, t) for c in hand) else dead).add(t)
            elif len(missing) == 2:
                a, b = missing
                twos_cards += sum(unseen[c] for x in missing for c in _FILLERS[x])
                for_a = [c for c in hand if _fills(c, a)]
                for_b = [c for c in hand if _fills(c, b)]
                if for_a and for_b and len(set(for_a + for_b)) >= 2:
                    twos_ready += 1
                elif for_a or for_b:
                    twos_half += 1
                else:
                    twos += 1
            elif len(missing) == 3:
                ones += 1
        elif mine == 0 and not mixed:
            if len(missing) == 1:
                theirs.add(missing[0])
            elif len(missing) == 2:
                their_twos += 1
                their_twos_cards += sum(unseen[c] for x in missing for c in _FILLERS[x])
            elif len(missing) == 3:
                their_ones += 1
    dead -= threats
    stoppers = unstoppable = 0.0
    if threats:
        # The others can block the open space (its animal, a Unicorn) or break the line (a Dragon).
        stoppers = min(sum(unseen[c] for c in _FILLERS[t]) for t in threats) + dragons
        unstoppable = _none_held(n_unseen, stoppers, hidden) if len(threats) == 1 else 1.0
    none_fill = 1.0
    for t in theirs:
        none_fill *= _none_held(n_unseen, sum(unseen[c] for c in _FILLERS[t]), hidden)
    return {
        "threats": len(threats),
        "dead_threats": len(dead),
        "stoppers": stoppers / 8,
        "unstoppable": unstoppable,
        "double": float(len(threats) >= 2),
        "twos_ready": twos_ready,
        "twos_half": twos_half,
        "twos": twos,
        "ones": ones,
        "twos_cards": twos_cards / 8,
        "dead_cards": sum(unseen[c] for t in dead for c in _FILLERS[t]) / 8,
        "unicorn": sum(_IS_UNICORN[c] for c in hand),
        "dragon": sum(_IS_DRAGON[c] for c in hand),
        "their_threes": len(theirs),
        "their_fill": 1.0 - none_fill,
        "their_twos": their_twos,
        "their_twos_cards": their_twos_cards / 8,
        "their_ones": their_ones,
    }


def afterstate_value(features: dict[str, float]) -> float:
    """The chance to win estimated from `afterstate_features`, in (0, 1)."""
    x = BIAS + sum(WEIGHTS[name] * value for name, value in features.items())
    return 1 / (1 + math.exp(-x))


def _knowledge(view: SequenceKidsView) -> tuple[list[bool], int]:
    """What a seat knows of the hidden cards: which cards are unseen, and how many the others hold."""
    seen = set(view.hand)
    for pile in view.discards:
        seen.update(pile)
    hidden = sum(size for s, size in enumerate(view.hand_sizes) if s != view.seat)
    return [c not in seen for c in range(NUM_CARDS)], hidden


def _makes_four(board: list[int], seat: int, space: int) -> bool:
    return any(all(board[x] == seat or board[x] == CORNER for x in line) for line in LINES_THROUGH[space])


def move_value(view: SequenceKidsView, action: Action, known: tuple[list[bool], int]) -> float:
    """How good playing `action` is for the seat of `view`: 2 for a win, else the afterstate value."""
    board = list(view.board)
    hand = list(view.hand)
    if type(action) is Place:
        board[action.space] = view.seat
        if _makes_four(board, view.seat, action.space):
            return 2.0
    elif type(action) is Remove:
        board[action.space] = EMPTY
    else:
        return -1.0  # swaps and passes: ranked apart
    hand.remove(action.card)
    return afterstate_value(afterstate_features(board, hand, view.seat, *known))


# The leaf of the search weighs only the normal player's few favourite replies (a win among them).
LEAF_REPLIES = 6


def best_reply_value(view: SequenceKidsView) -> float:
    """The value of the best chip move the seat of `view` (to move) has, by `move_value`."""
    actions = [a for a in view.legal_actions() if type(a) is Place or type(a) is Remove]
    known = _knowledge(view)
    if not actions:
        return afterstate_value(afterstate_features(view.board, view.hand, view.seat, *known))
    if len(actions) > LEAF_REPLIES:
        position = _Position(view)
        actions = sorted(actions, key=lambda a: SequenceKidsAgent.score(position, a), reverse=True)
        actions = actions[:LEAF_REPLIES]
    return min(1.0, max(move_value(view, a, known) for a in actions))


def evaluate(state: SequenceKidsState, seat: int) -> float:
    """How good `state` is for `seat`, from 0 (lost) to 1 (won), judged from what `seat` could see.

    On its own turn: the value of its best move; otherwise the afterstate value of the board."""
    if state.is_over:
        outcome = state.outcome()
        return 0.5 if outcome.draw else float(seat in outcome.winners)  # type: ignore[union-attr]
    view = state.view(seat)
    if state.current_player == seat:
        return best_reply_value(view)
    return afterstate_value(afterstate_features(view.board, view.hand, seat, *_knowledge(view)))


class HardRanker(SequenceKidsAgent):
    """Ranks moves by `move_value`; inside the search it plays the others as the normal player would."""

    def __init__(self) -> None:
        super().__init__("normal")

    def rank(self, view: SequenceKidsView, actions: list[Action], rng: random.Random) -> list[Action]:
        known = _knowledge(view)
        swap_first = _recent_exchanges(view) < MAX_EXCHANGES
        keyed = []
        for i, action in enumerate(actions):
            if type(action) is Exchange:
                value = 3.0 if swap_first else -1.0
            else:
                value = move_value(view, action, known)
            keyed.append((value + rng.random() * 1e-9, i))
        keyed.sort(reverse=True)
        return [actions[i] for _, i in keyed]


class HardAgent(SearchAgent):
    """The search of search.py with a short rollout: the others answer (as the normal player would)
    until it is this seat's turn again, where `evaluate` weighs this seat's best reply."""

    def __init__(self, *, candidates: int = 5, worlds_per_second: float = 400) -> None:
        # depth: a guard on the others' actions (swaps included) before our turn comes back.
        super().__init__(HardRanker(), evaluate, candidates=candidates, depth=16,
                         worlds_per_second=worlds_per_second)
        self._seat = 0  # the seat being decided for: the rollouts stop when its turn comes back

    def choose(self, view: SequenceKidsView, rng: random.Random, budget: float) -> Action:
        forced = _forced(view, view.legal_actions())
        if forced is not None:
            return forced
        self._seat = view.seat
        return super().choose(view, rng, budget)

    def rollout(self, state: SequenceKidsState, rng: random.Random) -> None:
        for _ in range(self.depth):
            if state.is_over or state.current_player == self._seat:
                return
            seat = state.current_player
            state.apply(self.base.choose(state.view(seat), rng, 0.0))  # type: ignore[arg-type]


def hard_agent() -> HardAgent:
    return HardAgent()
