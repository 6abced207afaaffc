"""Both Sequence tables say a move once: the last-move line is the move log's sentence for it."""

from __future__ import annotations

import pytest

from game.engine.sequence import Place, Placed, Removed
from game.selftest import press
from game.ui import theme
from game.ui.dialogs import HandoffScene
from game.ui.sequence.cut import CutDialog
from tests.ui.helpers import hand_over, new_table, pass_on, step_until, until_human


@pytest.mark.parametrize("game_id", ["sequence", "sequence_kids"])
def test_the_last_move_line_is_the_move_logs_sentence(app, game_id):
    scene = new_table(app, game_id, 2)
    until_human(app, scene)
    shown: list = []
    real = scene.show_events
    scene.show_events = lambda events: (shown.append(list(events)), real(events))
    place = next(a for a in scene.state.legal_actions() if isinstance(a, Place))
    assert scene.act(place)
    events = shown[-1]
    assert any(isinstance(e, Placed) and e.space == place.space for e in events)
    names = [theme.short_name(seat.shown) for seat in scene.match.seats]
    placed = next(e for e in events if isinstance(e, Placed))
    said = scene.describe_move([placed], names, scene.viewer)
    assert said and scene.last_move.startswith(said[0])
    assert scene.last_move.startswith("You played "), "your own move is told to you as yours"
    turn = scene.describe_move(events, names, scene.viewer)  # the log: the chip and the draw in one sentence
    assert len(turn) == 1 and turn[0].startswith(said[0][:-1] + " and drew ")


@pytest.mark.parametrize("game_id", ["sequence", "sequence_kids"])
def test_after_a_hand_off_the_last_move_is_told_to_the_next_player(app, game_id):
    """Pass and play: the line is told to whoever looks when it is drawn, so the next player reads
    the mover's name ("Human 1 played 10♣."), never "You played …" about a card they did not play."""
    scene = new_table(app, game_id, 2, humans=2)
    if isinstance(app.scene, CutDialog):  # classic Sequence cuts for the dealer first
        press(app, "Start playing")
    first = hand_over(app, scene)
    place = next(a for a in scene.state.legal_actions() if isinstance(a, Place))
    told = scene.show_events
    scene.show_events = lambda events: (told(events), shown.append(scene.last_move))
    shown: list[str] = []
    assert scene.act(place)
    assert shown[-1].startswith("You played "), "the mover is told their own move as theirs"
    step_until(app, lambda: scene.handover.passing, 600)
    assert scene.last_move.startswith("You played "), "the mover still looks, before passing on"
    pass_on(app, scene)
    assert isinstance(app.scene, HandoffScene)
    second = hand_over(app, scene)
    assert second != first
    mover = theme.short_name(scene.match.seats[first].shown)
    assert scene.last_move.startswith(f"{mover} played "), scene.last_move
    assert "You " not in scene.last_move and "you " not in scene.last_move


def test_the_kids_dragon_names_the_chips_owner_as_the_table_shows_it(app):
    """The victim is named like every other seat on the table (its shown name), in the line and the log."""
    scene = new_table(app, "sequence_kids", 2)
    until_human(app, scene)
    removed = Removed(seat=0, card=0, space=1, team=1)
    names = [theme.short_name(seat.shown) for seat in scene.match.seats]
    scene.show_events([removed])
    assert scene.last_move == scene.describe_move([removed], names, 0)[0]
    assert names[1] in scene.last_move and scene.last_kind == "remove"
