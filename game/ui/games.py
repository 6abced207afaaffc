"""Which games the app can show: a scene class per engine id.

The menu lists the games of `game.engine.GAMES` that have a scene here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine import GAMES, GameInfo


@dataclass(frozen=True)
class GameUI:
    info: GameInfo
    scene: Callable[..., Any]  # (app, match) -> Scene
    rules_text: str
    seat_team: Callable[[Any, int], int | None]  # (config, seat) -> team index, or None without teams


def game_uis() -> list[GameUI]:
    from game.engine import sequence
    from game.ui.sequence_scene import SequenceScene

    known = {
        "sequence": GameUI(GAMES["sequence"], SequenceScene, sequence.RULES_TEXT,
                           lambda config, seat: seat % config.team_count),
    }
    return [known[game_id] for game_id in GAMES if game_id in known]


def game_ui(game_id: str) -> GameUI:
    for ui in game_uis():
        if ui.info.id == game_id:
            return ui
    raise KeyError(game_id)
