"""A hint is worked out off the UI thread: asking returns at once, the table keeps drawing
frames while it is worked out ("Thinking of a hint…"), it is shown once ready, and a hint for
a position that is gone (Undo, a move) is dropped, never lit."""

from __future__ import annotations

import threading

import pytest

from game.ai.hints import hint_for
from game.i18n import _
from tests.ui.helpers import hint_ready, new_table, until_human

THINKING = "Thinking of a hint…"


class SlowHint:
    """A hint function that does not finish until the test lets it (and says when it started)."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.release = threading.Event()

    def __call__(self, game_id, view, names):
        self.started.set()
        assert self.release.wait(60), "the test never let the hint finish"
        return hint_for(game_id, view, names)


@pytest.fixture
def table(app):
    scene = new_table(app, "sequence", 2)
    until_human(app, scene)
    slow = SlowHint()
    scene.work_out_hint = slow
    return scene, slow


def frame(app) -> None:
    app.step(1 / 60, [])


def test_asking_returns_at_once_and_frames_go_on_until_the_hint_is_ready(app, table):
    scene, slow = table
    scene.ask_hint()  # returns although the hint function cannot finish yet
    assert slow.started.wait(60)
    drawn = 0
    for _frame in range(30):  # the frame loop keeps stepping while the hint is worked out
        frame(app)
        drawn += 1
        assert scene.given_hint is None and scene.live_hint() is None
        assert scene.message == _(THINKING)
    assert drawn == 30 and scene.redraw_in() == 0.0, "frames keep coming while it thinks"
    slow.release.set()
    hint_ready(app, scene)
    assert scene.given_hint is not None and scene.message == scene.given_hint.reason
    assert scene.live_hint() == scene.given_hint.action
    assert scene.given_hint.action in scene.state.legal_actions()


def test_a_hint_for_a_position_undone_is_dropped(app, table):
    scene, slow = table
    scene.act(scene.live_hint() or next(iter(scene.state.legal_actions())))
    until_human(app, scene)
    assert scene.match.can_undo()
    scene.ask_hint()
    assert slow.started.wait(60)
    pending = scene.hinting
    scene.undo()
    slow.release.set()
    pending.result(timeout=60)  # the hint for the position before Undo is worked out...
    frame(app)
    assert scene.hinting is None and scene.given_hint is None and scene.live_hint() is None  # ...and dropped
    assert scene.message != _(THINKING)


def test_a_hint_for_a_position_moved_on_from_is_dropped(app, table):
    scene, slow = table
    scene.ask_hint()
    assert slow.started.wait(60)
    pending = scene.hinting
    scene.act(scene.state.legal_actions()[-1])  # the person moves before the hint is ready
    slow.release.set()
    pending.result(timeout=60)
    frame(app)
    assert scene.given_hint is None and scene.live_hint() is None and scene.message != _(THINKING)
