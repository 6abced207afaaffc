"""A fixed yardstick for classic Sequence: a one-move greedy player written from the rules.

It is kept apart from the game's own players (it imports nothing from them) so that
they can be measured against something they were not tuned with:

    python -m game.ai.tournament --game sequence --seats hard,yardstick --games 400

How it plays, from the rules alone (shared/rules/sequence.md):
- every five-space line through a space is scored for both teams: for its own team,
  how many of the five it would hold (a corner counts), for the other team how many
  chips the move takes away from them; a line that cannot become a sequence any more
  (a chip of the other colour in it, or too many chips of an earlier sequence) scores 0;
- completing a sequence comes first, then stopping a line of four of the other team;
- wild jacks are saved for moves that matter (a sequence, a block of four, a line of
  four of its own) and removing jacks for breaking another team's line of three or four;
- a dead card is exchanged before playing; the card is always drawn.
It never changes: its weights are a person's guess, not tuned against anything.
"""

from __future__ import annotations

import random

from game.engine import Action
from game.engine.sequence import (
    CARD_SPACES,
    CORNER,
    DIRECTIONS,
    EMPTY,
    SIZE,
    Draw,
    Exchange,
    Place,
    Remove,
    SequenceView,
)


def _lines_through() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """For every space, the five-space lines (row, column, diagonal) that hold it."""
    through: list[list[tuple[int, ...]]] = [[] for _ in range(SIZE * SIZE)]
    for r in range(SIZE):
        for c in range(SIZE):
            for dr, dc in DIRECTIONS:
                if 0 <= r + 4 * dr < SIZE and 0 <= c + 4 * dc < SIZE:
                    line = tuple((r + k * dr) * SIZE + c + k * dc for k in range(5))
                    for s in line:
                        through[s].append(line)
    return tuple(tuple(lines) for lines in through)


LINES_THROUGH = _lines_through()
# A line of ours holding n of five after the move (n = 5 is a sequence).
OWN = (0, 1, 4, 16, 120, 5_000)
# A line of the other team holding n before the move, which the move spoils.
SPOIL = (0, 1, 3, 12, 1_500)
WILD_THRESHOLD = 1_000  # a wild jack is spent only on a move worth this much
WILD_PENALTY = 400
REMOVE_MIN = 3  # a removing jack breaks a line of at least this many chips of another team


class SequenceYardstick:
    """The yardstick player (one level: it is a measure, not an opponent to choose)."""

    def own_value(self, view: SequenceView, space: int) -> int:
        """What a chip of ours on `space` adds to our lines."""
        board, team, locked = view.board, view.team, view.locked
        total = 0
        for line in LINES_THROUGH[space]:
            held = 1
            reused = 0
            for s in line:
                if s == space:
                    continue
                v = board[s]
                if v == team or v == CORNER:
                    held += 1
                    reused += locked[s]
                elif v != EMPTY:
                    break
            else:
                if reused <= 1:  # a new sequence may share one space with an earlier one
                    total += OWN[held]
        return total

    def spoil_value(self, view: SequenceView, space: int) -> int:
        """What taking `space` (or emptying it) costs the other teams' lines."""
        board, team = view.board, view.team
        total = 0
        for line in LINES_THROUGH[space]:
            owner = None
            held = 0
            for s in line:
                if s == space:
                    continue
                v = board[s]
                if v == EMPTY or v == CORNER:
                    held += v == CORNER
                    continue
                if v == team or (owner is not None and v != owner):
                    break
                owner = v
                held += 1
            else:
                if owner is not None:
                    total += SPOIL[min(held, 4)]
        return total

    def score(self, view: SequenceView, action: Action) -> float:
        if isinstance(action, Exchange):
            return 1e9
        if isinstance(action, Place):
            value = self.own_value(view, action.space) + self.spoil_value(view, action.space)
            if action.space not in CARD_SPACES[action.card]:  # a wild jack
                return value - WILD_PENALTY if value >= WILD_THRESHOLD else -1e6 + value
            return value
        if isinstance(action, Remove):
            board = view.board
            owner = board[action.space]
            biggest = 0
            for line in LINES_THROUGH[action.space]:
                if all(board[s] in (owner, CORNER) for s in line if board[s] != EMPTY):
                    biggest = max(biggest, sum(1 for s in line if board[s] in (owner, CORNER)))
            if biggest < REMOVE_MIN:
                return -1e6 + biggest
            # A four broken is worth more than a four blocked: the space can be ours later.
            return SPOIL[min(biggest, 4)] * (2 if biggest >= 4 else 1)
        return -1e7  # Pass: only ever alone

    def choose(self, view: SequenceView, rng: random.Random, budget: float) -> Action:
        actions = view.legal_actions()
        if len(actions) == 1:
            return actions[0]
        for action in actions:
            if isinstance(action, Draw):
                return action
        best, best_score = actions[0], float("-inf")
        for action in actions:
            s = self.score(view, action) + rng.random()  # ties broken at random
            if s > best_score:
                best, best_score = action, s
        return best
