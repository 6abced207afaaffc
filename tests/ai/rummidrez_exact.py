"""The exact number of hand cards a Rummidrez table can take: an integer program (tests only).

Every group on a new table is a window of consecutive kinds along a row of the card grid
(a figure group: one figure, colour numbers lo..hi, 3 to 9 cards) or down a column (a colour
group: one colour, figures lo..hi, 3 to 6 cards) whose two ends are real cards and whose
inner places hold a real card or a Neutral. Variables: x[w] copies of window w on the new
table, y[w, p] of those copies with a Neutral at inner place p (at most x[w]), and per kind
the hand copies laid. Every table card stays, so the copies of each kind on the new table
are its table copies plus the hand copies laid; likewise the Neutrals. Maximise the hand
cards laid. Solved by scipy's `milp` (HiGHS): exact, independent of the players' solver.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from scipy.optimize import Bounds, LinearConstraint, milp

from game.engine.rummidrez import COLOURS, FIGURES, KEY

CELLS = FIGURES * COLOURS


def _windows() -> list[tuple[int, ...]]:
    out = []
    for f in range(FIGURES):
        for lo in range(1, COLOURS + 1):
            for hi in range(lo + 2, COLOURS + 1):
                out.append(tuple(f * COLOURS + v - 1 for v in range(lo, hi + 1)))
    for n in range(1, COLOURS + 1):
        for lo in range(FIGURES):
            for hi in range(lo + 2, FIGURES):
                out.append(tuple(v * COLOURS + n - 1 for v in range(lo, hi + 1)))
    return out


WINDOWS = _windows()


def max_laid(table: Sequence[Sequence[int]] | Sequence[int], hand: Sequence[int]) -> int | None:
    """The most hand cards a valid table holding every table card can take (0 when the table
    as it is takes none), or None when no valid table holds every table card."""
    flat = [c for g in table for c in g] if table and not isinstance(table[0], int) else list(table)
    t = [0] * CELLS
    h = [0] * CELLS
    for c in flat:
        if KEY[c] >= 0:
            t[KEY[c]] += 1
    for c in hand:
        if KEY[c] >= 0:
            h[KEY[c]] += 1
    t_neutral = sum(1 for c in flat if KEY[c] < 0)
    h_neutral = sum(1 for c in hand if KEY[c] < 0)
    present = [t[k] + h[k] for k in range(CELLS)]
    total_neutral = t_neutral + h_neutral
    # Only windows whose ends can be real cards, with enough Neutrals for their empty places.
    windows = [w for w in WINDOWS if present[w[0]] and present[w[-1]]
               and sum(1 for k in w[1:-1] if not present[k]) <= total_neutral]
    inner = [(i, p) for i, w in enumerate(windows) for p in range(1, len(w) - 1)]
    nx, ny = len(windows), len(inner)
    n = nx + ny + CELLS + 1  # x, y, hand copies per kind, hand Neutrals
    hk0, hn = nx + ny, nx + ny + CELLS
    rows, lows, highs = [], [], []
    for k in range(CELLS):  # copies of kind k on the new table = table copies + hand copies laid
        row = np.zeros(n)
        for i, w in enumerate(windows):
            if w[0] == k or w[-1] == k:
                row[i] += 1
        for j, (i, p) in enumerate(inner):
            if windows[i][p] == k:
                row[i] += 1
                row[nx + j] -= 1
        row[hk0 + k] = -1
        rows.append(row)
        lows.append(t[k])
        highs.append(t[k])
    row = np.zeros(n)  # Neutrals on the new table = table Neutrals + hand Neutrals laid
    row[nx:nx + ny] = 1
    row[hn] = -1
    rows.append(row)
    lows.append(t_neutral)
    highs.append(t_neutral)
    for j, (i, _p) in enumerate(inner):  # a Neutral at a place only in copies that are there
        row = np.zeros(n)
        row[nx + j] = 1
        row[i] = -1
        rows.append(row)
        lows.append(-np.inf)
        highs.append(0)
    upper = np.concatenate([np.full(nx + ny, 2.0), np.array(h, dtype=float), [h_neutral]])
    cost = np.zeros(n)
    cost[hk0:] = -1.0
    result = milp(cost, constraints=LinearConstraint(np.array(rows), lows, highs),
                  integrality=np.ones(n), bounds=Bounds(np.zeros(n), upper))
    if result.status != 0:
        return None
    return round(-result.fun)
