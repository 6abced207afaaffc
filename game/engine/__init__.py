"""The rules of the games: pure Python, no pygame, no I/O, no threads.

Importing this package registers every finished game in `GAMES`.
"""

from game.engine import sequence as _sequence  # noqa: F401  (registers "sequence")
from game.engine.core import GAMES, Action, Event, GameInfo, IllegalAction, Outcome

__all__ = ["GAMES", "Action", "Event", "GameInfo", "IllegalAction", "Outcome"]
