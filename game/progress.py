"""How far a game in progress has come, as the Continue list shows it (JSON, in every save).

`of` reads a state as each game keeps it: the round and the scores of the games played in
rounds, the sequences of each Sequence team, the cards on the solitaire's table; and for every
game the number of moves. The list draws the sentence from it (game.ui.saves_scene).
"""

from __future__ import annotations

from typing import Any


def of(game_id: str, state: Any, moves: int) -> dict[str, Any]:
    out: dict[str, Any] = {"moves": moves}
    if game_id == "sequence":
        out["sequences"] = [len(team) for team in state.sequences]
    elif game_id == "rummidrez":
        if state.solitaire:
            out["table"] = state.table_count
        else:
            out["round"], out["scores"] = state.round, list(state.scores)
    elif game_id == "figuras":
        out["round"], out["scores"] = state.round, list(state.totals)
    return out


def valid(data: Any, players: int) -> bool:
    """Whether `data` is a progress as `of` writes it for a game of `players` seats."""
    if not isinstance(data, dict) or type(data.get("moves")) is not int or data["moves"] < 0:
        return False
    numbers = {"round": 1, "table": 1, "scores": players, "sequences": None}
    for key, value in data.items():
        if key == "moves":
            continue
        if key not in numbers:
            return False
        count = numbers[key]
        if count == 1:
            if type(value) is not int or value < 0:
                return False
        elif not isinstance(value, list) or any(type(v) is not int or v < 0 for v in value) or (
                count is not None and len(value) != count) or len(value) > 12:
            return False
    return True
