"""Which games the app can show: a table scene per engine id.

The menu lists the games of `game.engine.GAMES` that have a table here, in
the order of `TABLES`.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine import GAMES, GameInfo


@dataclass(frozen=True)
class GameUI:
    info: GameInfo
    scene: Callable[..., Any]  # (app, match) -> TableScene
    rules_text: str
    seat_team: Callable[[Any, int], int | None]  # (config, seat) -> chip colour index, or None


def _own_colour(config: Any, seat: int) -> int | None:
    return None


# game id -> (scene module, scene class, seat colour)
TABLES: dict[str, tuple[str, str, Callable[[Any, int], int | None]]] = {
    "sequence": ("game.ui.sequence_scene", "SequenceScene", lambda config, seat: seat % config.team_count),
    "sequence_kids": ("game.ui.sequence_kids_scene", "SequenceKidsScene", _own_colour),
    "rummidrez": ("game.ui.rummidrez_scene", "RummidrezScene", _own_colour),
    "figuras": ("game.ui.figuras_scene", "FigurasScene", _own_colour),
}


def game_uis() -> list[GameUI]:
    uis = []
    for game_id, (module_name, class_name, seat_team) in TABLES.items():
        if game_id not in GAMES or importlib.util.find_spec(module_name) is None:
            continue
        module = importlib.import_module(module_name)
        engine = importlib.import_module(GAMES[game_id].new_game.__module__)
        uis.append(GameUI(GAMES[game_id], getattr(module, class_name), engine.RULES_TEXT, seat_team))
    return uis


def game_ui(game_id: str) -> GameUI:
    for ui in game_uis():
        if ui.info.id == game_id:
            return ui
    raise KeyError(game_id)
