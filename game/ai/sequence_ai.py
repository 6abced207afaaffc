"""A Sequence computer player that reads the board like a person does.

Every move is scored by the lines of five it helps (its own) and the lines it
breaks (the opponents'); wild and removing jacks are kept for moves that
matter. Easy plays the same way with much noise and no foresight about jacks.
"""

from __future__ import annotations

import math
import random

from game.ai.search import EvidenceSearch, SearchAgent
from game.engine import Action
from game.engine.sequence import (
    CARD_SPACES,
    CORNER,
    DIRECTIONS,
    EMPTY,
    SIZE,
    Draw,
    Exchange,
    Pass,
    Place,
    Remove,
    SequenceView,
)


def _windows() -> tuple[tuple[tuple[int, ...], ...], ...]:
    through: list[list[tuple[int, ...]]] = [[] for _ in range(SIZE * SIZE)]
    for r in range(SIZE):
        for c in range(SIZE):
            for dr, dc in DIRECTIONS:
                end_r, end_c = r + 4 * dr, c + 4 * dc
                if 0 <= end_r < SIZE and 0 <= end_c < SIZE:
                    window = tuple((r + k * dr) * SIZE + c + k * dc for k in range(5))
                    for s in window:
                        through[s].append(window)
    return tuple(tuple(w) for w in through)


WINDOWS_THROUGH = _windows()
# Value of adding a chip to a window already holding n of ours (n = 4 completes it).
BUILD = (1, 6, 40, 300, 100_000)
# Value of blocking a window in which one opponent team holds n (n = 4 would complete next turn).
BLOCK = (0, 3, 25, 400, 20_000)
WILD_COST = 250  # a wild jack spent on an ordinary move is a loss
REMOVE_COST = 300


def line_value(board: tuple[int, ...], space: int, team: int, locked: tuple[bool, ...]) -> int:
    """How much a chip of `team` on `space` builds towards its own sequences."""
    total = 0
    for window in WINDOWS_THROUGH[space]:
        mine = 0
        locked_here = 0
        for s in window:
            if s == space:
                continue
            v = board[s]
            if v == team or v == CORNER:
                mine += 1
                locked_here += locked[s]
            elif v != EMPTY:
                break
        else:
            if locked_here <= 1:  # a new sequence may reuse only one locked chip
                total += BUILD[mine]
    return total


def threat_value(board: tuple[int, ...], space: int, team: int) -> int:
    """How much the opponents lose if `team` takes `space` (blocking their lines)."""
    total = 0
    for window in WINDOWS_THROUGH[space]:
        owner = None
        count = 0
        for s in window:
            if s == space:
                continue
            v = board[s]
            if v == CORNER or v == EMPTY:
                continue
            if v == team or (owner is not None and v != owner):
                break
            owner = v
            count += 1
        else:
            if owner is not None:
                total += BLOCK[count]
    return total


EASY_RANDOM_MOVES = 0.4  # how often the easy player ignores the board


class SequenceAgent:
    def __init__(self, level: str = "normal") -> None:
        self.level = level

    def score(self, view: SequenceView, action: Action) -> float:
        board, team = view.board, view.team
        if isinstance(action, Exchange):
            return 1_000_000  # a dead card is worth nothing; swap it first
        if isinstance(action, Pass):
            return 0
        if isinstance(action, Place):
            value = line_value(board, action.space, team, view.locked)
            if self.level != "easy":  # beginners do not watch the other team's lines
                value += threat_value(board, action.space, team)
            if action.space not in CARD_SPACES[action.card]:  # played with a wild jack
                value -= WILD_COST
            return value
        if isinstance(action, Remove):
            owner = board[action.space]
            # Removing the chip takes away what it built for its owner.
            return line_value(board, action.space, owner, view.locked) - REMOVE_COST
        return 0  # Draw / EndTurn are the only choices then; both score alike

    def rank(self, view: SequenceView, actions: list[Action], rng: random.Random) -> list[Action]:
        """`actions` best first by the normal player's judgement (ties in random order)."""
        keyed = [(self.score(view, a) + rng.random(), i) for i, a in enumerate(actions)]
        keyed.sort(reverse=True)
        return [actions[i] for _, i in keyed]

    def choose(self, view: SequenceView, rng: random.Random, budget: float) -> Action:
        actions = view.legal_actions()
        if len(actions) == 1:
            return actions[0]
        for a in actions:
            if isinstance(a, Draw):
                return a  # computer players always draw
        if self.level == "easy" and rng.random() < EASY_RANDOM_MOVES:
            return rng.choice(actions)  # a beginner's move: any card, anywhere it fits
        best, best_score = actions[0], float("-inf")
        for action in actions:
            s = self.score(view, action)
            if self.level == "easy":
                s = s * rng.uniform(0.3, 1.0) + rng.uniform(0, 60)
            else:
                s += rng.random()  # break ties at random, reproducibly
            if s > best_score:
                best, best_score = action, s
        return best


# ---------------------------------------------------------------- the hard level

ALL_WINDOWS = tuple({w for through in WINDOWS_THROUGH for w in through})
POTENTIAL = (0, 1, 4, 16, 64, 0)  # an open window holding n of a team's chips
SEQUENCE_VALUE = 800  # a completed (locked) sequence, shared out over the number needed


def team_potential(board, team: int) -> float:
    total = 0
    for window in ALL_WINDOWS:
        mine = 0
        for s in window:
            v = board[s]
            if v == team or v == CORNER:
                mine += 1
            elif v != EMPTY:
                break
        else:
            total += POTENTIAL[mine]
    return total


def evaluate(state, seat: int) -> float:
    """How good `state` is for `seat`'s team, from 0 (lost) to 1 (won)."""
    team = state.team_of[seat]
    if state.is_over:
        outcome = state.outcome()
        return 0.5 if outcome.draw else float(seat in outcome.winners)
    need = state.config.needed_sequences
    mine = team_potential(state.board, team) + SEQUENCE_VALUE * len(state.sequences[team]) / need
    theirs = max(team_potential(state.board, t) + SEQUENCE_VALUE * len(state.sequences[t]) / need
                 for t in range(state.config.team_count) if t != team)
    return 1 / (1 + math.exp(-(mine - theirs) / 150))


def hard_agent() -> SearchAgent:
    """The normal player's judgement, overruled where search over sampled hands shows a better move."""
    return EvidenceSearch(SequenceAgent("normal"), evaluate, candidates=6, depth=6, confidence=1.0)
