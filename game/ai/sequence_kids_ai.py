"""A Sequence for kids computer "friend": plays the way a sensible grown-up would.

Normal completes its own four at once, blocks any line in which another player
already holds three (a free corner counts) with the fourth space open, uses a
Dragon to break such a line when no card can block it, prefers spaces that build
its own lines, keeps the Unicorn and the Dragon for moves that matter and swaps
dead cards. Easy plays the same way through much noise and sometimes just plays
any card. It reads only its View: the board, its own hand and the discard piles.
"""

from __future__ import annotations

import random

from game.engine import Action
from game.engine.sequence_kids import (
    ANIMAL,
    CARD_SPACES,
    CARDS,
    CORNER,
    EMPTY,
    LAYOUT,
    LINES_THROUGH,
    NUM_CARDS,
    UNICORNS,
    Exchange,
    Place,
    Remove,
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


class SequenceKidsAgent:
    def __init__(self, level: str = "normal") -> None:
        self.level = level

    def choose(self, view: SequenceKidsView, rng: random.Random, budget: float) -> Action:
        actions = view.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if _recent_exchanges(view) < MAX_EXCHANGES:
            for action in actions:
                if type(action) is Exchange:
                    return action  # a dead card is worth nothing: swap it first
        easy = self.level == "easy"
        if easy and rng.random() < 0.3:
            return rng.choice(actions)
        position = _Position(view)
        best, best_score = actions[0], float("-inf")
        for action in actions:
            if type(action) is Place:
                score = position.place_value(action.card, action.space)
            elif type(action) is Remove:
                score = position.remove_value(action.space)
            else:
                score = -1e9
            if easy:
                score = score * rng.uniform(0.1, 1.0) + rng.uniform(0, 150)
            else:
                score += rng.random()  # ties broken at random, reproducibly
            if score > best_score:
                best, best_score = action, score
        return best
