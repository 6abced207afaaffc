"""Computer players. Each decides from a seat's View only: `choose(view, rng, budget)`."""

from __future__ import annotations

import importlib
import random
from typing import Any, Protocol

from game.engine import Action


class Agent(Protocol):
    def choose(self, view: Any, rng: random.Random, budget: float) -> Action: ...


class RandomAgent:
    """Any legal action, uniformly: the baseline for measuring the others."""

    def choose(self, view: Any, rng: random.Random, budget: float) -> Action:
        return rng.choice(view.legal_actions())


# game id -> (module, class) of its computer player; the class takes the level.
AGENTS = {
    "sequence": ("game.ai.sequence_ai", "SequenceAgent"),
    "sequence_kids": ("game.ai.sequence_kids_ai", "SequenceKidsAgent"),
    "rummidrez": ("game.ai.rummidrez_ai", "RummidrezAgent"),
    "figuras": ("game.ai.figuras_ai", "FigurasAgent"),
}


def agent_for(game_id: str, level: str) -> Agent:
    """The computer player for a game at a level ("easy", "normal", "hard"; "random" for tests)."""
    if level == "random" or game_id not in AGENTS:
        return RandomAgent()
    module_name, class_name = AGENTS[game_id]
    module = importlib.import_module(module_name)
    if level == "hard" and hasattr(module, "hard_agent"):
        return module.hard_agent()
    return getattr(module, class_name)(level)
