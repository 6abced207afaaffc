"""Computer players. Each decides from a seat's View only: `choose(view, rng, budget)`."""

from __future__ import annotations

import random
from typing import Any, Protocol

from game.engine import Action


class Agent(Protocol):
    def choose(self, view: Any, rng: random.Random, budget: float) -> Action: ...


class RandomAgent:
    """Any legal action, uniformly: the baseline for measuring the others."""

    def choose(self, view: Any, rng: random.Random, budget: float) -> Action:
        return rng.choice(view.legal_actions())


def agent_for(game_id: str, level: str) -> Agent:
    """The computer player for a game at a level ("easy", "normal", "hard")."""
    if level == "random":
        return RandomAgent()
    if game_id == "sequence":
        from game.ai.sequence_ai import SequenceAgent

        return SequenceAgent(level)
    return RandomAgent()
