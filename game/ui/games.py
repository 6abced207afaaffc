"""Which games the app can show: a table scene per engine id.

The menu lists the games of `game.engine.GAMES`, each with its table here, in
the order of `TABLES`; a missing table stops the program with one sentence.
"""

from __future__ import annotations

import importlib
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


class IncompleteInstall(RuntimeError):
    """A game's table cannot be found: this copy of the program is missing a part."""


def game_uis() -> list[GameUI]:
    """Every game with its table, in menu order. A game whose table is missing (a build that left a
    module out) is an error in one sentence, never a game silently left out of the menu."""
    uis = []
    for game_id, (module_name, class_name) in TABLES.items():
        try:
            module = importlib.import_module(module_name)
            engine = importlib.import_module(GAMES[game_id].new_game.__module__)
            uis.append(GameUI(GAMES[game_id], getattr(module, class_name), engine.RULES_TEXT))
        except (ImportError, KeyError, AttributeError) as exc:
            raise IncompleteInstall(f"This copy of Game Table is incomplete: the table of {game_id} "
                                    f"({module_name}) is missing ({exc}); please install it again.") from exc
    if set(GAMES) != set(TABLES):
        raise IncompleteInstall(f"This copy of Game Table is incomplete: the games {sorted(set(GAMES) ^ set(TABLES))} "
                                "have no table or no rules; please install it again.")
    return uis


def game_ui(game_id: str) -> GameUI:
    for ui in game_uis():
        if ui.info.id == game_id:
            return ui
    raise KeyError(game_id)
