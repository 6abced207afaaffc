"""Play-test 2, finding 14: the computer's "thinking" line is worded the same in every game
("Computer 2 (Green) is thinking" in Sequence, "Computer 4 is thinking" in Figuras)."""

from __future__ import annotations

import re

import pytest

from game.match import Match
from tests.ui.helpers import new_table, settle


@pytest.mark.parametrize(("game_id", "players"), [("sequence", 2), ("figuras", 2), ("rummidrez", 2)])
def test_a_computer_is_thinking_in_the_same_words_in_every_table(app, monkeypatch, game_id, players):
    scene = new_table(app, game_id, players)
    settle(app, scene)
    monkeypatch.setattr(Match, "current_seat", property(lambda match: 1))
    monkeypatch.setattr(type(scene), "human_to_act", lambda self: None)
    line = scene.status_line()
    assert re.fullmatch(r"Computer 1 is thinking\.{1,3}", line), line
