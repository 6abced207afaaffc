"""Both Sequence tables say a move once: the last-move line is the move log's sentence for it."""

from __future__ import annotations

import pytest

from game.engine.sequence import Place, Placed, Removed
from game.ui import theme
from tests.ui.helpers import new_table, until_human


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
    said = scene.describe_move(events, names, scene.viewer)
    assert said and scene.last_move.startswith(said[0])
    assert names[0] in scene.last_move


def test_the_kids_dragon_names_the_chips_owner_as_the_table_shows_it(app):
    """The victim is named like every other seat on the table (its shown name), in the line and the log."""
    scene = new_table(app, "sequence_kids", 2)
    until_human(app, scene)
    removed = Removed(seat=0, card=0, space=1, team=1)
    names = [theme.short_name(seat.shown) for seat in scene.match.seats]
    scene.show_events([removed])
    assert scene.last_move == scene.describe_move([removed], names, 0)[0]
    assert names[1] in scene.last_move and scene.last_kind == "remove"
