"""Every game the program offers, registered once: one `GameEntry` each, in menu order.

An entry names the parts that make up its game, so the menu, the demo, the statistics, the
hints, the computer players and the tests all read one list:

- `info`: its engine (`game.engine.GAMES[id]`: the rules, the options, saving), and the
  engine module's `RULES_TEXT` (`rules_text`);
- `agent`: its computer player, a class taking the level ("easy", "normal", "hard");
- `table`: its table scene (a `game.ui.table.TableScene`), shown by the menu and the demo;
- `explainer`: its hint explainer, `(view, action, names) -> str`, the reason a hint gives;
- `demo_players`: the seats of a demo (computers only), `picture_players` the seats of the
  pictures and look tests of a game in progress (every team and colour in sight);
- `round_stats`: what the statistics count beyond who won, `(event, seats) -> stats.Recorded
  | None`, called with every event of a move as it is first shown (Figuras: each human's
  closest approach to 111 at a round's end).

Parts are named as "module:attribute" and imported when first used, so reading the list
imports no pygame and no computer player. A fifth game is one more entry here, its engine
module (imported by `game.engine`, which registers it in `GAMES`) and its own modules.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from game.engine import GAMES, GameInfo


class IncompleteInstall(RuntimeError):
    """A game's part cannot be found: this copy of the program is missing a module."""


def load(ref: str) -> Any:
    """The attribute named by "module:attribute"."""
    module_name, _, name = ref.partition(":")
    return getattr(importlib.import_module(module_name), name)


@dataclass(frozen=True)
class GameEntry:
    id: str
    table: str  # "module:Class" of the table scene, which takes (app, match)
    agent: str  # "module:Class" of the computer player, which takes the level
    explainer: str  # "module:function" explaining a hinted move in one sentence
    demo_players: int
    picture_players: int
    round_stats: str = ""  # "module:function" counting what a game keeps beyond who won

    @property
    def info(self) -> GameInfo:
        return GAMES[self.id]

    @cached_property
    def scene(self) -> Callable[..., Any]:
        """The table scene's class: `entry.scene(app, match)` puts up a table."""
        return load(self.table)

    @property
    def rules_text(self) -> str:
        return importlib.import_module(self.info.new_game.__module__).RULES_TEXT

    def agent_class(self) -> type:
        return load(self.agent)

    def explain(self, view: Any, action: Any, names: list[str]) -> str:
        return load(self.explainer)(view, action, names)

    def count_round(self, event: Any, seats: list[Any]) -> Any:
        """What the statistics keep of `event` beyond who won (a `stats.Recorded`), or None."""
        return load(self.round_stats)(event, seats) if self.round_stats else None


ENTRIES: tuple[GameEntry, ...] = (
    GameEntry("sequence", table="game.ui.sequence_scene:SequenceScene", agent="game.ai.sequence_ai:SequenceAgent",
              explainer="game.ai.hints:_sequence", demo_players=3, picture_players=3),
    GameEntry("sequence_kids", table="game.ui.sequence_kids_scene:SequenceKidsScene",
              agent="game.ai.sequence_kids_ai:SequenceKidsAgent", explainer="game.ai.hints:_kids",
              demo_players=3, picture_players=4),
    GameEntry("rummidrez", table="game.ui.rummidrez_scene:RummidrezScene", agent="game.ai.rummidrez_ai:RummidrezAgent",
              explainer="game.ai.hints:_rummidrez", demo_players=3, picture_players=4),
    GameEntry("figuras", table="game.ui.figuras_scene:FigurasScene", agent="game.ai.figuras_ai:FigurasAgent",
              explainer="game.ai.hints:_figuras", demo_players=4, picture_players=4,
              round_stats="game.stats:closest_at_round_end"),
)
GAME_IDS: tuple[str, ...] = tuple(e.id for e in ENTRIES)
_BY_ID = {e.id: e for e in ENTRIES}


def entry(game_id: str) -> GameEntry:
    """The registration of `game_id` (KeyError for a game the program does not offer)."""
    return _BY_ID[game_id]


def checked_entries() -> tuple[GameEntry, ...]:
    """Every entry, each with its table and rules found. A game whose table is missing (a build that
    left a module out) is an error in one sentence, never a game silently left out of the menu."""
    for e in ENTRIES:
        try:
            e.scene  # noqa: B018 - imported here, so a missing module is found at start
            e.rules_text  # noqa: B018
        except (ImportError, KeyError, AttributeError) as exc:
            raise IncompleteInstall(f"This copy of Game Table is incomplete: the table of {e.id} "
                                    f"({e.table}) is missing ({exc}); please install it again.") from exc
    if set(GAMES) != set(GAME_IDS):
        raise IncompleteInstall(f"This copy of Game Table is incomplete: the games {sorted(set(GAMES) ^ set(GAME_IDS))} "
                                "have no table or no rules; please install it again.")
    return ENTRIES
