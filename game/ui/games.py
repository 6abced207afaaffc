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


# game id -> (scene module, scene class)
TABLES: dict[str, tuple[str, str]] = {
    "sequence": ("game.ui.sequence_scene", "SequenceScene"),
    "sequence_kids": ("game.ui.sequence_kids_scene", "SequenceKidsScene"),
    "rummidrez": ("game.ui.rummidrez_scene", "RummidrezScene"),
    "figuras": ("game.ui.figuras_scene", "FigurasScene"),
}


def game_uis() -> list[GameUI]:
    uis = []
    for game_id, (module_name, class_name) in TABLES.items():
        if game_id not in GAMES or importlib.util.find_spec(module_name) is None:
            continue
        module = importlib.import_module(module_name)
        engine = importlib.import_module(GAMES[game_id].new_game.__module__)
        uis.append(GameUI(GAMES[game_id], getattr(module, class_name), engine.RULES_TEXT))
    return uis


def game_ui(game_id: str) -> GameUI:
    for ui in game_uis():
        if ui.info.id == game_id:
            return ui
    raise KeyError(game_id)
