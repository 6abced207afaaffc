"""The table as a round ended, for the games played in rounds (Figuras, Rummidrez).

The engine ends a round and deals the next one in the same action, so after the move that
closed a round the match's state is already the new deal. While the round's summary is read the
table under it shows the round it talks about (the hands left, the last card played, the pile):
this replays the match up to that move and applies it once more to a copy that stops at the
round's end. Nothing of the match changes; the engine's contract and the saves stay as they are.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine import Event, IllegalAction
from game.match import REDEAL, Match, digest

_HELD: dict[type, type] = {}  # a state's class -> the same class with the next round's deal left out


def _held(kind: type) -> type:
    """`kind` (a game's state class) whose round's end deals no next round: the same fields
    (no slots of its own), so a copy can wear it for one action and take it off again."""
    if kind not in _HELD:
        def no_deal(self: Any, events: list[Event]) -> None:
            """The next round is not dealt: the table stays as the round left it."""

        _HELD[kind] = type(f"{kind.__name__}AtRoundEnd", (kind,), {"__slots__": (), "_deal": no_deal})
    return _HELD[kind]


def table_at_round_end(match: Match) -> Any | None:
    """A copy of the game as the round that the match's last action closed stood at its end:
    every hand as it was left, the last cards played on the pile, the next round not dealt.
    None when there is no such copy to show: the match is over (its state is the round's end
    itself), or its last action closed no round."""
    if match.is_over or not match.actions or match.actions[-1].get("type") == REDEAL:
        return None
    try:
        state = match.state_after(len(match.actions) - 1)
        action = match.info.action_from_dict(match.actions[-1])
        dealt = state.clone()
        dealt.apply(action)
        if digest(dealt) != digest(match.state):
            return None  # the record does not replay to the game on the table: show that game
        kind = type(state)
        state.__class__ = _held(kind)
        try:
            events = state.apply(action)
        finally:
            state.__class__ = kind
    except (IllegalAction, ValueError):
        return None
    return state if any(event.kind == "round_end" for event in events) else None


@dataclass(frozen=True)
class HeldRound:
    """The game as a round ended (`state`), for the match as it stood then (`moves` actions in
    its `generation`): what a table draws while the round's summary is read."""

    state: Any
    moves: int
    generation: int

    def shown(self, match: Match) -> Any:
        """`state` while the match is where the round ended; the match's own once it moved on."""
        if (len(match.actions), match.generation) == (self.moves, self.generation):
            return self.state
        return match.state


def hold_round_end(match: Match) -> HeldRound | None:
    """The round the match's last action closed, held as it ended (None: nothing to hold, see
    `table_at_round_end`)."""
    state = table_at_round_end(match)
    return HeldRound(state, len(match.actions), match.generation) if state is not None else None
