"""The rules of the games: pure Python, no pygame, no I/O, no threads.

Importing this package registers every finished game in `GAMES`.
"""

from game.engine import figuras as _figuras  # noqa: F401  (each import registers its game)
from game.engine import rummidrez as _rummidrez  # noqa: F401
from game.engine import sequence as _sequence  # noqa: F401
from game.engine import sequence_kids as _sequence_kids  # noqa: F401
from game.engine.core import GAMES, Action, Event, GameInfo, IllegalAction, Outcome

__all__ = ["GAMES", "Action", "Event", "GameInfo", "IllegalAction", "Outcome"]
