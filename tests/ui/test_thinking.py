"""Where a table's computer players think: on the program's background thread the window goes on
drawing frames while they think, and their move is played once it is ready; in place (the tests'
executor) the move is ready in the very frame that asks for it."""

from __future__ import annotations

import random
import threading

from game import match as match_module
from game.ai import agent_for
from game.match import BACKGROUND, InPlace
from tests.ui.helpers import new_table, until_human


class HeldThinker:
    """The computer player of the table, but its decision waits until the test lets it go (and
    says on which thread it was asked)."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.release = threading.Event()
        self.threads: list[str] = []

    def choose(self, view, rng: random.Random, budget: float):
        self.threads.append(threading.current_thread().name)
        self.started.set()
        assert self.release.wait(60), "the test never let the computer decide"
        return agent_for("sequence", "normal").choose(view, rng, budget)


def test_the_window_keeps_drawing_while_a_computer_thinks_on_the_background_thread(
        app, background_thinking, monkeypatch):
    held = HeldThinker()
    monkeypatch.setattr(match_module, "agent_for", lambda game_id, level: held)
    scene = new_table(app, "sequence", 2)
    assert scene.match.thinker is BACKGROUND
    held.release.set()  # a computer starting the game decides at once
    until_human(app, scene)
    held.release.clear()
    held.started.clear()
    scene.act(random.Random(3).choice(scene.state.legal_actions()))
    while scene.match.current_seat == 0:  # a draw after the card, with the table draw rule
        scene.act(scene.state.legal_actions()[0])
    app.step(1 / 60, [])  # the computer starts thinking
    assert held.started.wait(60) and scene.match.is_computer_turn()
    for _frame in range(30):  # frames go on while it cannot decide
        app.step(1 / 60, [])
        assert scene.thinking is not None and not scene.thinking.done()
        assert scene.redraw_in() == 0.0, "the table keeps drawing (its thinking dots)"
    played = len(scene.match.actions)
    for _frame in range(30):
        app.step(1 / 60, [])
    assert len(scene.match.actions) == played and scene.match.is_computer_turn(), "no move before it decides"
    held.release.set()
    until_human(app, scene)
    assert len(scene.match.actions) > played, "its move was played once it was ready"
    assert held.threads and all(name.startswith("computer-player") for name in held.threads)


def test_thinking_in_place_gives_the_move_in_the_frame_that_asks_for_it(app):
    scene = new_table(app, "sequence", 2)
    assert isinstance(scene.match.thinker, InPlace)
    until_human(app, scene)
    scene.act(random.Random(3).choice(scene.state.legal_actions()))
    while scene.match.current_seat == 0:
        scene.act(scene.state.legal_actions()[0])
    app.step(1 / 60, [])
    assert scene.thinking is not None and scene.thinking.done(), "ready in the frame that asked"
    before = len(scene.match.actions)
    app.step(1 / 60, [])
    assert len(scene.match.actions) > before, "and played in the next (no pause at this table)"
