"""Every table shows each computer's level beside its name, in the player's language."""

from __future__ import annotations

import pytest

from game.engine import GAMES
from game.games import GAME_IDS
from game.match import Match, Seat
from game.ui import theme
from tests.ui.helpers import put_up, settle, step

SEATS = [Seat("Ann"), Seat("Computer 2", computer=True, level="hard"), Seat("Bruno", computer=True, level="easy")]


def drawn_lines(app, monkeypatch, game_id: str) -> list[str]:
    """Every line of text drawn on a frame of `game_id`'s table with SEATS at it."""
    info = GAMES[game_id]
    scene = put_up(app, Match(info, info.default_config(players=3), SEATS, 5), pause=1e9)  # as dealt
    settle(app, scene)
    lines: list[str] = []
    real = theme.text

    def recording(message, size, *args, **kwargs):
        lines.append(str(message))
        return real(message, size, *args, **kwargs)

    monkeypatch.setattr(theme, "text", recording)
    step(app)
    return lines


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_computers_level_is_shown_at_the_table(app, monkeypatch, game_id):
    lines = drawn_lines(app, monkeypatch, game_id)
    # A default computer name says "computer" already; another name is told to be a computer's
    # where the room allows ("Bruno (computer · Easy)"), else the level alone ("Bruno · Easy").
    assert any(line.endswith("· Hard") for line in lines), lines
    assert any(line.endswith(("· Easy", "· Easy)")) for line in lines), lines
    if game_id != "figuras":  # the badges round the Figuras table are the narrowest
        assert any("computer · Easy" in line for line in lines), lines
    assert not any("Normal" in line for line in lines), "a person has no level"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_level_is_translated(app, monkeypatch, game_id):
    app.set_language("es")
    lines = drawn_lines(app, monkeypatch, game_id)
    assert any(line.endswith("· Difícil") for line in lines) and any("· Fácil" in line for line in lines)
