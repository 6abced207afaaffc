"""A timed match's clock. The engine reads no clock: the table counts the minutes while it is on
screen with nothing over it, and keeps them in the Match's save (`Match.elapsed`), with every move
and every CLOCK_SAVE seconds between moves, so a continued match goes on with the time it had left."""

from __future__ import annotations

import math

from game.match import Match

CLOCK_SAVE = 10.0  # seconds of a timed match between two saves of its clock while nobody moves


def minutes_text(seconds: float) -> str:
    """"m:ss", rounded up to the whole second."""
    s = max(0, int(math.ceil(seconds)))
    return f"{s // 60}:{s % 60:02d}"


class MatchClock:
    """The minutes of `match`'s timed match (a match with no time limit has a clock that never runs)."""

    def __init__(self, match: Match) -> None:
        self.match = match

    @property
    def limit(self) -> float:
        """Seconds the match may last (0: not a timed match)."""
        return self.match.config.time_limit * 60.0

    @property
    def elapsed(self) -> float:
        """Seconds of the timed match played: the Match keeps (and saves) them."""
        return self.match.elapsed

    @elapsed.setter
    def elapsed(self, seconds: float) -> None:
        self.match.elapsed = seconds

    @property
    def left(self) -> float:
        return self.limit - self.elapsed

    def counts(self) -> bool:
        """Whether the minutes may go on: a timed match that is not over (whether its time is up
        and the table on screen is the scene's to say)."""
        return bool(self.limit and not self.match.is_over)

    def next_tick(self) -> float:
        """Seconds until the clock (whole seconds, rounded up) shows one second less."""
        return self.left - math.floor(self.left) or 1.0

    def run(self, dt: float) -> bool:
        """Count `dt` seconds; True when the time is up now (the table then tells the engine). The
        clock is saved with the match this often between moves."""
        self.elapsed += dt
        if self.elapsed >= self.limit:
            return True
        if self.elapsed // CLOCK_SAVE != (self.elapsed - dt) // CLOCK_SAVE:
            self.match.save()
        return False
