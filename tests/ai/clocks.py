"""Run a computer player's decision as on machines of other speeds: its thinking is counted in
work, not seconds, so the decision must not change (game/ai/budget.py)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest

from game.ai import budget


def without_ceiling(monkeypatch) -> None:
    """Move the wall-clock ceiling out of the way: on a busy test machine it could cut a search
    short (that is what it is for), and two runs compared would then differ."""
    monkeypatch.setattr(budget, "HARD_CEILING", 1e9)
    monkeypatch.setattr(budget, "CEILING_FACTOR", 1e9)


def decisions_on_other_machines(decide: Callable[[], Any]) -> list[Any]:
    """`decide()` run on this machine, on an infinitely fast one (the clock stands still) and on
    one 50 times slower (its clock runs 50 times faster), the ceiling out of the way for all three."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        without_ceiling(monkeypatch)
        out = [decide()]
        monkeypatch.setattr(budget, "clock", lambda: 0.0)
        out.append(decide())
        started = time.perf_counter()
        monkeypatch.setattr(budget, "clock", lambda: started + (time.perf_counter() - started) * 50)
        out.append(decide())
    return out
