"""Rummidrez placement solver: the whole table rebuilt with as many hand cards as it holds.

The 54 kinds of figure card form a grid: six rows (figures) by nine columns (colour
numbers). A figure group is a run along a row, a colour group a run down a column,
so any table is a set of runs in that grid, with at most two cards of a kind.

`solve` runs a dynamic programme over the cells in column order (Pawn 1, Knight 1,
... Jester 1, Pawn 2, ...). At each cell it decides how many copies of that kind lie
on the new table (every table copy, and any hand copies), how many of them go into
figure groups (rows) and how many into colour groups (columns), and which open runs
they continue, end or start; Neutral cards continue a run (never start or end one).
The state between cells is only the open runs of every row and of the current
column, each by what it still needs before it may end (two more cards, one more real
card, nothing), and the Neutral cards used so far. That merges every partial table
that can be finished in the same ways; a state whose runs are one step weaker than
another's with no more value is dropped too (the stronger can do all it can). The
search is exact within two limits that keep it small and cost almost nothing: at most
two open runs per line, and at most one Neutral card per cell. Per state it keeps the
heaviest choice of hand cards (each hand card has a weight; the players weigh awkward
cards a little more and Neutral cards a little less).

Work: the states kept per cell are capped (a beam: the heaviest kept, `complete` then
False). `solve_table` works first on the groups near the hand's cards when the table is
large, and widens the beam while the result may not be the best and work is left. The
work is counted in states (a `Budget`), so the same position always gets the same table
on any machine; only the budget's wall-clock ceiling, on a machine far slower than the
reference, cuts it shorter. Every table it returns is checked group by group; the
players also check the play with `view.check_play`.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import product
from typing import cast

from game.ai.budget import Budget
from game.engine.rummidrez import COLOURS, FIG, FIGURES, KEY, NUM, group_slots

ROWS = FIGURES  # 6: a row is one figure, its cells are the colour numbers 1..9
COLS = COLOURS  # 9: a column is one colour, its cells are the figures Pawn..Jester
CELLS = ROWS * COLS  # 54
MAX_OPEN = 2  # open runs per line (two copies of every card)
DEFAULT_MAX_STATES = 4000
BEAMS = (600, 4000, 30000)  # the states kept per cell, widened while a cut may have lost the best
SMALL_TABLE = 40  # a table this size is solved whole at once
LATE_STATES = 60  # states kept per cell once the budget is spent

# An open run, by what it still needs: 1 = one real card (two more cards, the last real);
# 2 = two or more cards, not yet able to end (its last card is a Neutral, or it holds two
# cards): one more real card, Neutral cards before it allowed; 3 = three or more cards
# ending in a real card: it may end here. A run always starts with a real card.
_EXT_REAL = (0, 2, 3, 3)
_EXT_NEUTRAL = (0, 2, 2, 2)
_CLOSE, _REAL, _NEUTRAL = 0, 1, 2


@cache
def line_moves(runs: tuple[int, ...], real: int, neutral: int) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """The ways `real` real cards and `neutral` Neutral cards of one cell meet the open runs
    `runs` (sorted codes) of a line: (new sorted runs, the op for each old run). Real cards
    that continue no run start new ones."""
    out: dict[tuple[int, ...], tuple[int, ...]] = {}
    options = [((_CLOSE,) if code == 3 else ()) + (_REAL, _NEUTRAL) for code in runs]
    for ops in product(*options):
        n_real = ops.count(_REAL)
        if n_real > real or ops.count(_NEUTRAL) != neutral:
            continue
        new: list[int] = []
        for code, op in zip(runs, ops, strict=True):
            if op == _REAL:
                new.append(_EXT_REAL[code])
            elif op == _NEUTRAL:
                new.append(_EXT_NEUTRAL[code])
        new.extend([1] * (real - n_real))
        if len(new) > MAX_OPEN:
            continue
        key = tuple(sorted(new))
        if key not in out:
            out[key] = ops
    return tuple(out.items())


# Every set of open runs a line may have (sorted codes, at most MAX_OPEN), by index.
RUNSETS: tuple[tuple[int, ...], ...] = tuple(
    sorted({tuple(sorted(p)) for n in range(MAX_OPEN + 1) for p in product((1, 2, 3), repeat=n)},
           key=lambda t: (len(t), t)))
RUNSET_INDEX = {runs: i for i, runs in enumerate(RUNSETS)}
NEEDY = tuple(sum(1 for code in runs if code != 3) for runs in RUNSETS)  # runs that may not end yet


def _weaker(runs: tuple[int, ...]) -> tuple[int, ...]:
    """The run sets one step weaker than `runs`: one run that may end (code 3) left out, or one
    run a code lower. A line with the stronger runs can do whatever the weaker can: a run of
    code 3 may end at the line's next cell; a higher code needs no more cards than a lower
    one to end. So a state whose line is stronger, with no less value, makes the other redundant."""
    out = set()
    for i, code in enumerate(runs):
        rest = runs[:i] + runs[i + 1:]
        if code == 3:
            out.add(RUNSET_INDEX[rest])
        if code > 1:
            out.add(RUNSET_INDEX[tuple(sorted(rest + (code - 1,)))])
    return tuple(sorted(out))


WEAKER = tuple(_weaker(runs) for runs in RUNSETS)
COL_SHIFT = 4 * ROWS
NU_SHIFT = COL_SHIFT + 4


def _cell_moves(runs: tuple[int, ...], cruns: tuple[int, ...], nu: int, free: int, tc: int, hc: int,
                rows_left: int, row_ok) -> list[tuple[int, int, int, int, tuple]]:
    """The ways one cell can meet its row's open runs `runs` and its column's `cruns`, with
    `free` Neutral cards left, `rows_left` cells below it in its column: (new row runs, new column runs (indices), Neutrals used after,
    hand copies laid, choice for `_rebuild`), the moves laying most hand cards first."""
    out: dict[tuple[int, int, int], tuple] = {}
    for c in range(tc + hc, tc - 1, -1):
        for h in range(c + 1):
            vc = c - h
            for x in range(min(free, len(runs), 1) + 1):
                row_moves = line_moves(runs, h, x)
                if not row_moves:
                    continue
                for y in range(min(free - x, len(cruns), 1 - x) + 1):
                    col_moves = line_moves(cruns, vc, y)
                    if not col_moves:
                        continue
                    for new_runs, rops in row_moves:
                        if new_runs and not row_ok(new_runs):
                            continue
                        for new_cruns, cops in col_moves:
                            if not rows_left:
                                if any(code != 3 for code in new_cruns):
                                    continue
                                new_cruns = ()
                            elif rows_left < 2 and 1 in new_cruns:
                                continue  # a column run of one card needs two more cells
                            key = (RUNSET_INDEX[new_runs], RUNSET_INDEX[new_cruns], nu + x + y)
                            if key not in out:
                                out[key] = (c - tc, (c, h, x, y, rops, cops))
    return [(ri, ci, nu2, laid, choice) for (ri, ci, nu2), (laid, choice) in out.items()]


def _drop_dominated(layer: dict[int, tuple]) -> None:
    """Remove the states that a state one step stronger in one line (`WEAKER`), with no less
    value, makes redundant."""
    for state, entry in list(layer.items()):
        if state not in layer:
            continue
        value = entry[0]
        for shift in range(0, NU_SHIFT, 4):
            cleared = state & ~(15 << shift)
            for weaker in WEAKER[(state >> shift) & 15]:
                other = cleared | (weaker << shift)
                found = layer.get(other)
                if found is not None and found[0] <= value:
                    del layer[other]


def _promise(state: int, value: float) -> float:
    """Sort key for the states kept when there are too many: heavy ones with few runs to finish
    (a run that may not end yet weighs about as much as a hand card: a beam of the heaviest
    states alone is often one whose runs all die)."""
    needy = sum(NEEDY[(state >> shift) & 15] for shift in range(0, NU_SHIFT, 4))
    return -value + 1.5 * needy


def _cell(row: int, col: int) -> int:
    """The KEY of figure `row`, colour number `col + 1`."""
    return row * COLS + col


class Solution:
    """A new table: `groups` (card ids, each in group order) and the hand cards it places."""

    __slots__ = ("groups", "placed", "value", "complete")

    def __init__(self, groups: list[list[int]], placed: list[int], value: float, complete: bool) -> None:
        self.groups = groups
        self.placed = placed
        self.value = value
        self.complete = complete  # False when the budget or the state cap cut the search


def solve(
    table: Sequence[Sequence[int]] | Sequence[int],
    hand: Sequence[int],
    *,
    weights: dict[int, float] | None = None,
    budget: Budget | None = None,
    max_states: int = DEFAULT_MAX_STATES,
    lower_bound: float = 0.0,
) -> Solution | None:
    """The heaviest valid table holding every table card and some hand cards (see `_search`)."""
    return _search(table, hand, weights=weights, budget=budget, max_states=max_states,
                   lower_bound=lower_bound)[0]


class _Cards:
    """The cards a search lays, by kind: how many of each lie on the table and in the hand, their
    ids (the heaviest hand copy first), the weight a hand copy of each kind adds, and the
    Neutral cards (the hand's heaviest first, with their weights)."""

    __slots__ = ("t_count", "h_count", "t_ids", "h_ids", "t_neutrals", "h_neutrals", "cell_weight",
                 "neutral_weights")

    def __init__(self, flat: Sequence[int], hand: Sequence[int], w: dict[int, float]) -> None:
        self.t_count = [0] * CELLS
        self.h_count = [0] * CELLS
        self.t_ids: list[list[int]] = [[] for _ in range(CELLS)]
        self.h_ids: list[list[int]] = [[] for _ in range(CELLS)]
        self.t_neutrals = [c for c in flat if KEY[c] < 0]
        self.h_neutrals = [c for c in hand if KEY[c] < 0]
        for cards, count, ids in ((flat, self.t_count, self.t_ids), (hand, self.h_count, self.h_ids)):
            for c in cards:
                k = KEY[c]
                if k >= 0:
                    count[k] += 1
                    ids[k].append(c)
        self.cell_weight = [0.0] * CELLS
        for k, copies in enumerate(self.h_ids):
            if copies:
                # The heaviest copy goes first; both copies of a kind weigh the same in practice.
                copies.sort(key=lambda c: -w.get(c, 1.0))
                self.cell_weight[k] = w.get(copies[0], 1.0)
        self.h_neutrals.sort(key=lambda c: -w.get(c, 0.9))
        self.neutral_weights = [w.get(c, 0.9) for c in self.h_neutrals]

    def too_many(self) -> bool:
        """More than two copies of a kind (cannot happen with two decks)."""
        return any(t + h > 2 for t, h in zip(self.t_count, self.h_count, strict=True))


def _flat(table: Sequence[Sequence[int]] | Sequence[int]) -> list[int]:
    """The cards of a table given as groups or as a flat list."""
    if table and not isinstance(table[0], int):
        return [c for g in cast(Sequence[Sequence[int]], table) for c in g]
    return list(cast(Sequence[int], table))


def _row_ok(runs: tuple[int, ...], present: list[bool], col: int, n_neutrals: int) -> bool:
    """Can the open runs of a row, after column `col`, still be finished (`present`: which
    columns of the row have cards, `n_neutrals`: Neutral cards in all)?"""
    for code in runs:
        if code == 3:
            continue
        nxt = col + 1
        if nxt >= COLS:
            return False
        if not present[nxt] and n_neutrals == 0:
            return False
        if code == 1 and nxt + 1 >= COLS:
            return False
    return True


def _expand(layer: dict[int, tuple], moves_for, shift: int, cw: float, limit: float,
            budget: Budget | None, max_states: int) -> tuple[dict[int, tuple], int, int]:
    """One cell of the search: every state of `layer` with each of its moves (`moves_for(row
    runs, column runs, Neutrals used)`, worked out once for each), keeping the heaviest entry per
    new state and no state lighter than `limit`. Returns (the new layer, the moves tried,
    `max_states`: LATE_STATES once the budget ran out in this wide layer)."""
    keep = ~((15 << shift) | (15 << COL_SHIFT) | (7 << NU_SHIFT))
    moves: dict[tuple[int, int, int], list] = {}
    new_layer: dict[int, tuple] = {}
    tried = 0  # moves tried this cell: with the states, the work done
    for n_done, (state, entry) in enumerate(layer.items()):
        if budget is not None and n_done & 255 == 255 and max_states > LATE_STATES and (
                n_done + tried + len(new_layer) >= budget.work or budget.past_ceiling):
            max_states = LATE_STATES
            break  # out of work in a wide layer: the states expanded so far go on
        ri = (state >> shift) & 15
        ci = (state >> COL_SHIFT) & 15
        nu = state >> NU_SHIFT
        found = moves.get((ri, ci, nu))
        if found is None:
            found = moves[ri, ci, nu] = moves_for(ri, ci, nu)
        base = state & keep
        value = entry[0]
        tried += len(found)
        for new_ri, new_ci, nu2, laid, choice in found:
            v2 = value + cw * laid
            if v2 < limit:
                break  # the moves are sorted by the hand cards they lay, most first
            key = base | (new_ri << shift) | (new_ci << COL_SHIFT) | (nu2 << NU_SHIFT)
            old = new_layer.get(key)
            if old is None or old[0] < v2:
                new_layer[key] = (v2, entry, choice)
    return new_layer, tried, max_states


def _heaviest(layer: dict[int, tuple], cards: _Cards) -> tuple[float, tuple | None]:
    """The heaviest finished state of the last layer (every table Neutral used, no run left
    unfinished), with the hand's Neutrals it used: (its value, its entry)."""
    n_table_neutrals = len(cards.t_neutrals)
    best_entry = None
    best_value = float("-inf")
    for state, entry in layer.items():
        nu = state >> NU_SHIFT
        if nu < n_table_neutrals or any(NEEDY[(state >> (4 * r)) & 15] for r in range(ROWS)):
            continue
        value = entry[0] + sum(cards.neutral_weights[: nu - n_table_neutrals])
        if value > best_value:
            best_value, best_entry = value, entry
    return best_value, best_entry


def _search(
    table: Sequence[Sequence[int]] | Sequence[int],
    hand: Sequence[int],
    *,
    weights: dict[int, float] | None = None,
    budget: Budget | None = None,
    max_states: int = DEFAULT_MAX_STATES,
    lower_bound: float = 0.0,
) -> tuple[Solution | None, bool]:
    """`solve`, and whether the search was complete (no state was cut).

    The heaviest valid table holding every table card and some hand cards.

    `table` is the cards now on the table (groups or a flat list; the groups are rebuilt
    freely); `weights` gives each hand card's weight (default 1; a Neutral's default is
    0.9, so a real card is laid rather than a Neutral when either would do). Returns None
    when no table is found that holds every table card and beats `lower_bound` (the
    weight of a plan the caller already has; with 0, at least one hand card). Each state
    expanded spends one unit of `budget`; once it is spent the search goes on with a few
    states per cell, so it may miss a table then."""
    cards = _Cards(_flat(table), hand, weights or {})
    if cards.too_many():
        return None, True
    t_count, h_count, cell_weight = cards.t_count, cards.h_count, cards.cell_weight
    n_neutrals = len(cards.t_neutrals) + len(cards.h_neutrals)

    # The cells in processing order (column by column) and what may still come after each.
    order = [(r, col) for col in range(COLS) for r in range(ROWS)]
    present = [[t_count[_cell(r, col)] + h_count[_cell(r, col)] > 0 for col in range(COLS)] for r in range(ROWS)]
    rest_weight = [0.0] * (CELLS + 1)
    for i in range(CELLS - 1, -1, -1):
        k = _cell(*order[i])
        rest_weight[i] = rest_weight[i + 1] + cell_weight[k] * h_count[k]
    neutral_bonus = sum(cards.neutral_weights)

    # A state is one int: the open runs of each row (4 bits each, an index into RUNSETS),
    # those of the current column (4 bits at COL_SHIFT) and the Neutral cards used (NU_SHIFT).
    # An entry: (value, parent entry, choice). A cell's moves depend only on the runs of its
    # row and column and the Neutrals used, so they are worked out once per cell for each.
    layer: dict[int, tuple] = {0: (0.0, None, None)}
    complete = True
    for i, (r, col) in enumerate(order):
        if budget is not None and max_states > LATE_STATES and budget.exhausted:
            max_states = LATE_STATES  # out of work: finish quickly with the most promising states
        k = _cell(r, col)

        def moves_for(ri: int, ci: int, nu: int, tc: int = t_count[k], hc: int = h_count[k], r: int = r,
                      col: int = col) -> list:
            return _cell_moves(RUNSETS[ri], RUNSETS[ci], nu, n_neutrals - nu, tc, hc, ROWS - 1 - r,
                               lambda runs: _row_ok(runs, present[r], col, n_neutrals))

        limit = lower_bound - rest_weight[i + 1] - neutral_bonus - 1e-9
        new_layer, tried, max_states = _expand(layer, moves_for, 4 * r, cell_weight[k], limit, budget, max_states)
        if r == ROWS - 1:
            _drop_dominated(new_layer)  # once a column: most of its use for a sixth of its cost
        if len(new_layer) > max_states:
            complete = False
            # The heaviest states first; among equals, those with fewer runs still to finish.
            kept = sorted(new_layer.items(), key=lambda item: _promise(item[0], item[1][0]))[:max_states]
            new_layer = dict(kept)
        if budget is not None:
            budget.spend(len(layer) + tried + len(new_layer))
        layer = new_layer
        if not layer:
            return None, complete

    best_value, best_entry = _heaviest(layer, cards)
    if best_entry is None or best_value <= lower_bound + 1e-9:
        return None, complete
    choices = []
    e = best_entry
    while e is not None and e[2] is not None:
        choices.append(e[2])
        e = e[1]
    choices.reverse()
    return _rebuild(choices, order, cards.t_ids, cards.h_ids, cards.t_neutrals, cards.h_neutrals, best_value,
                    complete), complete


def solve_table(
    table: Sequence[Sequence[int]],
    hand: Sequence[int],
    *,
    weights: dict[int, float] | None = None,
    budget: Budget | None = None,
    lower_bound: float = 0.0,
    small: int = SMALL_TABLE,
) -> Solution | None:
    """`solve` for a table of groups, widening the search step by step on a large table:
    first the groups in the rows and columns of the hand's cards, then the groups that
    cross those, then the whole table (each step only while work is left, and kept only
    when it lays more). Groups left out of a step stay as they are. Each step widens its
    beam (`BEAMS`) while a cut may have lost the best table and work is left."""
    groups = [list(g) for g in table]
    n_table = sum(len(g) for g in groups)
    reals = [c for c in hand if FIG[c] >= 0]
    if n_table <= small or len(reals) < len(hand) or not reals:
        return _widening(groups, [], hand, weights, budget, lower_bound)
    slots = [group_slots(g) or () for g in groups]
    rows = {FIG[c] for c in reals}
    cols = {NUM[c] - 1 for c in reals}
    best: Solution | None = None
    low = lower_bound
    chosen: set[int] = set()
    while True:
        touching = {i for i, sl in enumerate(slots)
                    if any(k // COLS in rows or k % COLS in cols for k in sl)}
        if touching == chosen and chosen:
            break
        chosen = touching
        if budget is not None and budget.exhausted and best is not None:
            break
        inside = [groups[i] for i in sorted(chosen)]
        outside = [groups[i] for i in range(len(groups)) if i not in chosen]
        sol = _widening(inside, outside, hand, weights, budget, low)
        if sol is not None:
            best, low = sol, sol.value
        if len(chosen) == len(groups):
            break
        for i in chosen:
            for k in slots[i]:
                rows.add(k // COLS)
                cols.add(k % COLS)
    return best


def _widening(inside: list[list[int]], outside: list[list[int]], hand: Sequence[int],
              weights: dict[int, float] | None, budget: Budget | None, low: float) -> Solution | None:
    """`solve` on the groups `inside` (those `outside` stay as they are) with ever wider beams,
    until a search is complete (nothing was cut) or the work is spent."""
    best: Solution | None = None
    for beam in BEAMS:
        sol, complete = _search(inside, hand, weights=weights, budget=budget, max_states=beam, lower_bound=low)
        if sol is not None:
            best = Solution(outside + sol.groups, sol.placed, sol.value, sol.complete)
            low = sol.value
        if complete or (budget is not None and budget.exhausted):
            break
    return best


def _rebuild(choices, order, t_ids, h_ids, t_neutrals, h_neutrals, value, complete) -> Solution | None:
    """Replay the chosen moves, giving card ids to the runs."""
    neutral_pool = list(t_neutrals) + list(h_neutrals)
    rows: list[list[tuple[int, list[int]]]] = [[] for _ in range(ROWS)]  # (code, cards) sorted by code
    col_runs: list[tuple[int, list[int]]] = []
    groups: list[list[int]] = []
    placed: list[int] = []

    def step(runs: list[tuple[int, list[int]]], ops: tuple[int, ...], cards: list[int]) -> list[tuple[int, list[int]]]:
        new: list[tuple[int, list[int]]] = []
        it = iter(cards)
        for (code, g), op in zip(runs, ops, strict=True):
            if op == _CLOSE:
                groups.append(g)
            elif op == _REAL:
                new.append((_EXT_REAL[code], g + [next(it)]))
            else:
                new.append((_EXT_NEUTRAL[code], g + [neutral_pool.pop(0)]))
        for card in it:
            new.append((1, [card]))
        new.sort(key=lambda t: t[0])
        return new

    for (r, col), (c, h, _x, _y, rops, cops) in zip(order, choices, strict=True):
        k = _cell(r, col)
        ids = t_ids[k][:c]
        if c > len(t_ids[k]):
            extra = h_ids[k][: c - len(t_ids[k])]
            placed.extend(extra)
            ids = ids + extra
        rows[r] = step(rows[r], rops, ids[:h])
        col_runs = step(col_runs, cops, ids[h:])
        if r == ROWS - 1:
            groups.extend(g for _, g in col_runs)
            col_runs = []
    for runs in rows:
        groups.extend(g for _, g in runs)
    used_neutrals = len(t_neutrals) + len(h_neutrals) - len(neutral_pool)
    placed.extend(h_neutrals[: used_neutrals - len(t_neutrals)])
    if any(group_slots(g) is None for g in groups):
        return None  # a bug guard: never hand out a table that is not valid
    return Solution(groups, placed, value, complete)


# ---------------------------------------------------------------- helpers for the players

def split_for_solitaire(groups: list[list[int]]) -> list[list[int]] | None:
    """At least two groups with the same cards (the solitaire's first meld), or None."""
    if len(groups) >= 2:
        return groups
    if not groups:
        return None
    g = groups[0]
    for cut in range(3, len(g) - 2):
        a, b = g[:cut], g[cut:]
        if group_slots(a) is not None and group_slots(b) is not None:
            return [a, b]
    return None


def neighbours(card: int) -> list[int]:
    """Kinds (KEYs) next to `card` in its row or column, two steps either way."""
    if FIG[card] < 0:
        return []
    f, n = FIG[card], NUM[card]
    out = []
    for d in (-2, -1, 1, 2):
        if 1 <= n + d <= COLOURS:
            out.append(f * COLOURS + n + d - 1)
        if 0 <= f + d < FIGURES:
            out.append((f + d) * COLOURS + n - 1)
    return out


__all__ = ["Solution", "line_moves", "neighbours", "solve", "solve_table", "split_for_solitaire"]
