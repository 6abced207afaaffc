"""The computer players' tests: their counted work alone decides (tests/ai/clocks.py)."""

from __future__ import annotations

import pytest

from tests.ai.clocks import without_ceiling


@pytest.fixture(autouse=True)
def counted_work_only(monkeypatch):
    """Thinking is counted in work (worlds, solver states: game/ai/budget.py); the wall-clock
    ceiling that stops it on a far slower machine is moved aside, so a test's decision is the
    same on a busy machine as on an idle one. tests/ai/test_budget.py, which tests the ceiling,
    overrides this fixture."""
    without_ceiling(monkeypatch)
