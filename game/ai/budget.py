"""Thinking budgets that do not depend on the machine or its load.

A computer player is given `budget` seconds of thinking (`Match` uses THINKING_TIME per
level; a demo divides it). Counting those seconds on the clock made a player weaker on a
busy machine and its moves depend on the load. Instead each searching player turns the
seconds into a count of its own units of work (sampled worlds, solver states) at a fixed
rate, measured once on a reference machine, and stops when that count is spent: the same
seed gives the same decision on any machine. A wall-clock ceiling (at most
`HARD_CEILING` seconds) stops the work early only on a machine far slower or busier than
the reference, so nobody waits for a computer player longer than that.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

HARD_CEILING = 1.5  # seconds: no decision takes longer, however slow or busy the machine
CEILING_FACTOR = 1.5  # the ceiling for a budget of t seconds is 1.5 t (at most HARD_CEILING)
MIN_CEILING = 0.05  # a tiny budget still gets the time to finish its first unit of work


def clock() -> float:
    """Wall-clock seconds (a function, so that tests can stand in a slow or a frozen clock)."""
    return time.perf_counter()


@contextmanager
def no_ceiling() -> Iterator[None]:
    """Let the counted work alone decide, whatever the clock (the tournament's --no-ceiling:
    measuring strength on a machine busy with other work, as it plays on an idle one)."""
    global HARD_CEILING, CEILING_FACTOR
    saved = HARD_CEILING, CEILING_FACTOR
    HARD_CEILING = CEILING_FACTOR = float("inf")
    try:
        yield
    finally:
        HARD_CEILING, CEILING_FACTOR = saved


class Budget:
    """The work one decision may do: `work` units, stopped early at the wall-clock ceiling."""

    __slots__ = ("work", "deadline")

    def __init__(self, work: int, ceiling: float = HARD_CEILING) -> None:
        self.work = work
        self.deadline = clock() + ceiling

    @classmethod
    def of(cls, seconds: float, rate: float) -> Budget:
        """The budget for `seconds` of thinking, at `rate` units per second of the reference machine."""
        seconds = max(0.0, seconds)
        return cls(round(seconds * rate), max(MIN_CEILING, min(HARD_CEILING, CEILING_FACTOR * seconds)))

    def split(self, parts: int) -> list[Budget]:
        """`parts` budgets sharing this one's work equally, with the same ceiling."""
        shares = []
        for i in range(parts):
            share = Budget(self.work // parts + (i < self.work % parts), 0.0)
            share.deadline = self.deadline
            shares.append(share)
        return shares

    def spend(self, units: int = 1) -> None:
        self.work -= units

    @property
    def out_of_work(self) -> bool:
        """The count is spent (the machine-independent stop)."""
        return self.work <= 0

    @property
    def past_ceiling(self) -> bool:
        """The wall-clock ceiling has passed (only on a machine far slower or busier than the reference)."""
        return clock() > self.deadline

    @property
    def exhausted(self) -> bool:
        return self.work <= 0 or clock() > self.deadline
