"""The hard level: determinized Monte Carlo search over sampled worlds.

The View hides other hands and the stock, so the searcher samples full states
consistent with it (`view.sample(rng)`), tries each promising move on many
such worlds, lets the normal players play on for a few turns, and keeps the
move whose worlds end best by the game's own evaluation. More thinking time
means more worlds; the result never depends on hidden cards, only on the View.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from game.engine import Action


class SearchAgent:
    def __init__(self, base: Any, evaluate: Callable[[Any, int], float], *, candidates: int = 6,
                 depth: int = 8, max_budget: float = 1.5) -> None:
        self.base = base  # the normal player: proposes candidates and plays the rollouts
        self.evaluate = evaluate  # (state, seat) -> value in [0, 1] for seat
        self.candidates = candidates
        self.depth = depth
        self.max_budget = max_budget

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
        deadline = time.perf_counter() + min(budget, self.max_budget)
        world_rng = random.Random(rng.getrandbits(64))
        while True:
            world = view.sample(world_rng)  # one world shared by every option: a fair comparison
            for i, action in enumerate(options):
                state = world.clone()
                state.apply(action)
                self.rollout(state, world_rng)
                totals[i] += self.evaluate(state, seat)
                counts[i] += 1
            if time.perf_counter() >= deadline:
                break
        # Ties (and near-ties) go to the normal player's own preference: it is listed first.
        best = max(range(len(options)), key=lambda i: (totals[i] / counts[i], -i))
        return options[best]

    def rollout(self, state: Any, rng: random.Random) -> None:
        for _ in range(self.depth):
            if state.is_over:
                return
            seat = state.current_player
            state.apply(self.base.choose(state.view(seat), rng, 0.0))
