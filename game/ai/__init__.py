"""Computer players. Each decides from a seat's View only: `choose(view, rng, budget)`."""

from __future__ import annotations

import random
import sys
from typing import Any, Protocol

from game.engine import Action
from game.games import GAME_IDS, entry


class Agent(Protocol):
    def choose(self, view: Any, rng: random.Random, budget: float) -> Action: ...


class RandomAgent:
    """Any legal action, uniformly: the baseline for measuring the others."""

    def choose(self, view: Any, rng: random.Random, budget: float) -> Action:
        return rng.choice(view.legal_actions())


def agent_for(game_id: str, level: str) -> Agent:
    """The computer player for a game at a level ("easy", "normal", "hard"; "random" for tests);
    each game's player is named in its registration (`game.games`)."""
    if level == "random" or game_id not in GAME_IDS:
        return RandomAgent()
    agent_class = entry(game_id).agent_class()
    module = sys.modules[agent_class.__module__]
    if level == "hard" and hasattr(module, "hard_agent"):
        return module.hard_agent()
    return agent_class(level)
