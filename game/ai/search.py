"""The hard level: determinized Monte Carlo search over sampled worlds.

The View hides other hands and the stock, so the searcher samples full states
consistent with it (`view.sample(rng)`), tries each promising move on many
such worlds, lets the normal players play on for a few turns, and keeps the
move whose worlds end best by the game's own evaluation. More thinking means
more worlds: the budget's seconds buy `worlds_per_second` worlds (a count, so
the same seed gives the same move on any machine; see game/ai/budget.py). The
result never depends on hidden cards, only on the View.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from game.ai.budget import Budget
from game.engine import Action


class SearchAgent:
    def __init__(self, base: Any, evaluate: Callable[[Any, int], float], *, candidates: int = 6,
                 depth: int = 8, worlds_per_second: float = 100) -> None:
        self.base = base  # the normal player: proposes candidates and plays the rollouts
        self.evaluate = evaluate  # (state, seat) -> value in [0, 1] for seat
        self.candidates = candidates
        self.depth = depth
        self.worlds_per_second = worlds_per_second  # worlds a second of thinking buys

    def worlds(self, budget: float) -> Budget:
        """The worlds to search for `budget` seconds of thinking (at least one)."""
        work = Budget.of(budget, self.worlds_per_second)
        work.work = max(1, work.work)
        return work

    def choose(self, view: Any, rng: random.Random, budget: float) -> Action:
        actions = view.legal_actions()
        if len(actions) == 1:
            return actions[0]
        ranked = self.base.rank(view, actions, rng)
        options = ranked[: self.candidates]
        if len(options) == 1:
            return options[0]
        seat = view.seat
        totals = [0.0] * len(options)
        counts = [0] * len(options)
        work = self.worlds(budget)
        world_rng = random.Random(rng.getrandbits(64))
        while True:
            world = self.sample(view, world_rng)  # one world shared by every option: a fair comparison
            for i, action in enumerate(options):
                state = world.clone()
                state.apply(action)
                self.rollout(state, world_rng)
                totals[i] += self.evaluate(state, seat)
                counts[i] += 1
            work.spend()
            if work.exhausted:
                break
        # Ties (and near-ties) go to the normal player's own preference: it is listed first.
        best = max(range(len(options)), key=lambda i: (totals[i] / counts[i], -i))
        return options[best]

    def sample(self, view: Any, rng: random.Random) -> Any:
        """One world consistent with the View (what `play_out` receives)."""
        return view.sample(rng)

    def rollout(self, state: Any, rng: random.Random) -> None:
        for _ in range(self.depth):
            if state.is_over:
                return
            seat = state.current_player
            state.apply(self.base.choose(state.view(seat), rng, 0.0))


class EvidenceSearch(SearchAgent):
    """Determinized search that overrules its base player only on evidence.

    Like `SearchAgent` it samples worlds consistent with the View and plays the
    base player's best few moves out in every world (the same world for all of
    them). But with a few dozen noisy worlds the best-looking move is often only
    the luckiest, so each candidate is compared with the base player's own
    choice in the same worlds and taken only when its gain is larger than its
    noise (`confidence` standard errors). Clearly worse candidates are dropped
    early; the search ends when none is left or when the budget's worlds are
    searched. Less thinking means fewer deviations from the base player, never
    worse moves than its own.
    """

    def __init__(self, base: Any, evaluate: Callable[[Any, int], float], *, candidates: int = 4,
                 depth: int = 8, worlds_per_second: float = 100, confidence: float = 1.5) -> None:
        super().__init__(base, evaluate, candidates=candidates, depth=depth, worlds_per_second=worlds_per_second)
        self.confidence = confidence

    def choose(self, view: Any, rng: random.Random, budget: float) -> Action:
        actions = view.legal_actions()
        if len(actions) == 1:
            return actions[0]
        options = self.base.rank(view, actions, rng)[: self.candidates]
        seat = view.seat
        # Per candidate: worlds seen, sum and sum of squares of (its value - the base move's value).
        count = [0] * len(options)
        total = [0.0] * len(options)
        square = [0.0] * len(options)
        live = list(range(1, len(options)))
        work = self.worlds(budget)
        world_rng = random.Random(rng.getrandbits(64))
        worlds = 0
        while live:
            world = self.sample(view, world_rng)
            default = self.play_out(world, options[0], seat, world_rng)
            for i in live:
                gain = self.play_out(world, options[i], seat, world_rng) - default
                count[i] += 1
                total[i] += gain
                square[i] += gain * gain
            worlds += 1
            work.spend()
            if work.exhausted:
                break
            if worlds >= 10:  # drop the candidates that are clearly worse than the base move
                live = [i for i in live if self.bound(count[i], total[i], square[i], -2.0) > 0.0]
        best, best_gain = 0, 0.0
        for i in range(1, len(options)):
            if self.bound(count[i], total[i], square[i], self.confidence) > 0.0 and total[i] / count[i] > best_gain:
                best, best_gain = i, total[i] / count[i]
        return options[best]

    @staticmethod
    def bound(n: int, total: float, square: float, z: float) -> float:
        """The mean gain minus `z` standard errors (-inf with fewer than two worlds)."""
        if n < 2:
            return float("-inf")
        mean = total / n
        variance = max(0.0, (square - n * mean * mean) / (n - 1))
        return mean - z * math.sqrt(variance / n)

    def play_out(self, world: Any, action: Action, seat: int, rng: random.Random) -> float:
        state = world.clone()
        state.apply(action)
        self.rollout(state, rng)
        return self.evaluate(state, seat)
