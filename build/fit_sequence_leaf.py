"""Fit the classic Sequence hard player's leaf evaluation (LEAF_WEIGHTS) by self-play.

Plays two-player games in which both teams move by the rollout players' judgement
(`quick_choice`, with a random move now and then for variety), records `leaf_features`
for both teams at positions along the way and who won, and fits a logistic regression
of the win on the difference of the two teams' features and on who moves next:

    python build/fit_sequence_leaf.py --games 6000 --seed 1

It prints LEAF_WEIGHTS and LEAF_TO_MOVE, ready to paste into game/ai/sequence_ai.py,
with the fit's accuracy on a held-out tenth of the games. Self-play only: nothing here
reads the yardstick or the seeds the tournament measures on.
"""

from __future__ import annotations

import argparse
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.sequence_ai import LEAF_FEATURES, LineCounts, SequenceSearch, leaf_features, quick_choice  # noqa: E402
from game.engine import GAMES  # noqa: E402

RANDOM_MOVES = 0.05  # how often a self-play move is any legal move: positions off the greedy path too
EVERY = 3  # record every third position of a game (neighbours say nearly the same thing)


def play(seed: int) -> list[tuple[list[float], float]]:
    """One game's recorded rows: (team 0's features minus team 1's, then who moves: +1 team 0), won."""
    info = GAMES["sequence"]
    state = info.new_game(info.default_config(players=2), seed)
    counts = LineCounts(state)
    rng = random.Random(seed)
    rows: list[list[float]] = []
    ply = 0
    while not state.is_over and ply < 1000:
        if ply % EVERY == 0:
            a = leaf_features(state, counts, 0)
            b = leaf_features(state, counts, 1)
            mover = state.team_of[state.current_player]
            rows.append([x - y for x, y in zip(a, b, strict=True)] + [1.0 if mover == 0 else -1.0])
        if rng.random() < RANDOM_MOVES:
            action = rng.choice(state.legal_actions())
        else:
            action = quick_choice(state, counts, rng)
        SequenceSearch._apply(state, counts, action)
        ply += 1
    outcome = state.outcome()
    if outcome is None or outcome.draw:
        return []
    won = float(0 in outcome.winners)
    return [(row, won) for row in rows]


def fit(x: np.ndarray, y: np.ndarray, ridge: float = 1e-3, steps: int = 50) -> np.ndarray:
    """Logistic regression without intercept (the two teams are alike), by Newton's method."""
    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-x @ w))
        grad = x.T @ (p - y) + ridge * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + ridge * np.eye(x.shape[1])
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=6000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    seeds = [args.seed * 1_000_003 + g for g in range(args.games)]
    with ProcessPoolExecutor(args.workers) as pool:
        games = list(pool.map(play, seeds, chunksize=20))
    held_out = len(games) // 10
    train = [r for g in games[held_out:] for r in g]
    test = [r for g in games[:held_out] for r in g]
    x = np.array([r for r, _ in train])
    y = np.array([won for _, won in train])
    w = fit(x, y)
    xt = np.array([r for r, _ in test])
    yt = np.array([won for _, won in test])
    p = 1 / (1 + np.exp(-xt @ w))
    accuracy = float(((p > 0.5) == (yt > 0.5)).mean())
    log_loss = float(-(yt * np.log(p + 1e-12) + (1 - yt) * np.log(1 - p + 1e-12)).mean())
    print(f"{len(train)} positions from {len(games) - held_out} games; held out {len(test)} positions "
          f"of {held_out} games: accuracy {accuracy:.3f}, log loss {log_loss:.4f}")
    print("LEAF_WEIGHTS = (" + ", ".join(f"{v:.4f}" for v in w[:-1]) + ")  # " + ", ".join(LEAF_FEATURES))
    print(f"LEAF_TO_MOVE = {w[-1]:.4f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
