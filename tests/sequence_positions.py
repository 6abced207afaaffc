"""Hand-built positions of classic Sequence and Sequence for kids, shared by the engine,
computer-player, hint and table tests (tests/figuras_positions.py does the same for Figuras)."""

from __future__ import annotations

import random

from game.engine import sequence as sq
from game.engine import sequence_kids as sk


def card(code: str, copy: int = 0) -> int:
    """The id of copy 0 or 1 of the classic Sequence card with this code ("7H", "JC")."""
    return [c.id for c in sq.CARDS if c.code == code][copy]


def animal(name: str, copy: int = 0) -> int:
    """The id of copy 0 or 1 of the Sequence for kids card of this animal ("monkey")."""
    return sk.ANIMALS.index(name) * 2 + copy


def sequence_position(hand: list[int], chips: dict[int, int], sequences_to_win: int = 0) -> sq.SequenceState:
    """Classic Sequence for two, seat 0 (team 0) to play with `hand` on a board holding `chips`
    (space -> team); the other seat holds seven other cards, the rest is the stock."""
    state = sq.new_game(sq.SequenceConfig(players=2, sequences_to_win=sequences_to_win), seed=1)
    state.hands[0] = list(hand)
    state.hands[1] = [c for c in state.hands[1] if c not in hand][:7]
    state.stock = [c for c in range(len(sq.CARDS)) if c not in hand and c not in state.hands[1]]
    state.board = [sq.CORNER if b == sq.CORNER else sq.EMPTY for b in state.board]
    for space, team in chips.items():
        state.board[space] = team
    state.turn = 0
    return state


def kids_position(hand: list[int], chips: dict[int, int], players: int = 2,
                  discards: list[list[int]] | None = None) -> sk.SequenceKidsState:
    """Sequence for kids, seat 0 to play with `hand`; `chips` maps space -> seat; every other card
    is in the stock or the other hands (three each), checked by the engine's loader."""
    state = sk.SequenceKidsState(sk.SequenceKidsConfig(players=players))
    state.rng = random.Random(3)
    state.discards = [list(d) for d in (discards or [[] for _ in range(players)])]
    used = set(hand) | {c for d in state.discards for c in d}
    rest = [c for c in range(sk.NUM_CARDS) if c not in used]
    state.hands = [list(hand)] + [rest[3 * i: 3 * i + 3] for i in range(players - 1)]
    state.stock = rest[3 * (players - 1):]
    for space, seat in chips.items():
        state.board[space] = seat
    state.current = 0
    return sk.state_from_dict(state.to_dict())
