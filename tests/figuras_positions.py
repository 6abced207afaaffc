"""Hand-built Figuras positions, shared by the engine, computer-player and table tests
(`from tests.figuras_positions import ...`; tests/sequence_positions.py does the same for Sequence)."""

from __future__ import annotations

import random

from game.engine import figuras as F

R, Y, G, B = F.RED, F.YELLOW, F.GREEN, F.BLUE
KEYS = [c.id for c in F.CARDS if c.symbol == F.KEY]


def card(colour: int, symbol: int, copy: int = 0) -> int:
    """The id of a card by its face (`copy` tells the three copies of a figure apart)."""
    return [c.id for c in F.CARDS if c.colour == colour and c.symbol == symbol][copy]


def position(
    hands: list[list[int]],
    discard: list[int],
    *,
    stock_top: list[int] = (),  # type: ignore[assignment]
    current: int = 0,
    phase: int = F.PHASE_PLAY,
    colour: int | None = None,
    mirrors: int = 0,
    totals: list[int] | None = None,
    out: list[bool] | None = None,
    rest: str = "stock",
    round_no: int = 1,
    seed: int = 1,
    rules: int = F.RULES,
) -> F.FigurasState:
    """A hand-built position, checked by the engine's loader. Cards not named go under the stock
    (or under the discard pile with rest="discard"); `stock_top[0]` is the next card drawn.
    `rules`: the rules version played (1 replays saves from before the last-Mirror decision)."""
    n = len(hands)
    state = F.FigurasState(F.FigurasConfig(players=n), rules)
    state.rng = random.Random(seed)
    named = [c for h in hands for c in h] + list(discard) + list(stock_top)
    assert len(set(named)) == len(named)
    left = [c for c in F.ALL_CARD_IDS if c not in set(named)]
    state.hands = [list(h) for h in hands]
    if rest == "stock":
        state.stock = left + list(reversed(stock_top))
        state.discard = list(discard)
    else:
        state.stock = list(reversed(stock_top))
        state.discard = left + list(discard)
    state.colour = F.COLOUR_OF[discard[-1]] if colour is None else colour
    state.phase = phase
    state.current = current
    state.mirrors = mirrors
    state.totals = list(totals) if totals else [0] * n
    state.out = list(out) if out else [False] * n
    state.round = round_no
    state.starter = current
    state.dealer = state.previous_seat(current)
    F.state_from_dict(state.to_dict())  # the position itself must be valid
    return state
