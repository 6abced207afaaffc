"""Thinking budgets: work counted, not timed; the wall-clock ceiling only stops what overruns."""

from __future__ import annotations

import random

import pytest

from game.ai import agent_for, budget
from game.ai.budget import HARD_CEILING, Budget
from game.engine.sequence import SequenceConfig, new_game


@pytest.fixture
def counted_work_only():
    """These tests are about the wall-clock ceiling: it stays where the program has it."""


def test_seconds_become_a_count_of_work_and_a_ceiling():
    b = Budget.of(1.0, rate=300)
    assert b.work == 300 and not b.exhausted
    assert b.deadline - budget.clock() == pytest.approx(min(HARD_CEILING, 1.5), abs=0.05)
    assert Budget.of(4.0, rate=10).deadline - budget.clock() <= HARD_CEILING, "never beyond the hard ceiling"
    b.spend(300)
    assert b.out_of_work and b.exhausted


def test_shares_split_the_work_and_keep_the_ceiling():
    b = Budget(10, ceiling=1.0)
    shares = b.split(3)
    assert [s.work for s in shares] == [4, 3, 3]
    assert all(s.deadline == b.deadline for s in shares)


def test_the_ceiling_stops_a_search_on_a_very_slow_machine(monkeypatch):
    """A clock that runs a minute per reading: the hard player stops after its first world and
    still answers with a legal move (its normal player's choice at worst)."""
    state = new_game(SequenceConfig(players=2), seed=3)
    view = state.view(state.current_player)
    hard = agent_for("sequence", "hard")
    samples = []
    original = hard.sample
    monkeypatch.setattr(hard, "sample", lambda v, rng: samples.append(1) or original(v, rng))
    ticks = iter(range(0, 10**6, 60))
    monkeypatch.setattr(budget, "clock", lambda: float(next(ticks)))
    action = hard.choose(view, random.Random(0), 1.0)
    assert action in state.legal_actions()
    assert len(samples) == 1
