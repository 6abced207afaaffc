"""Headless tournament between computer levels.

    python -m game.ai.tournament --game sequence --seats normal,easy --games 200 --seed 1

Plays N games with the seats rotated (each level sits in each seat equally
often), on every core, and prints each level's wins, win rate with a 95%
confidence interval (Wilson), and median / max decision time.

Each decision's wall-clock and processor time is kept; --no-ceiling lets the
counted work alone decide (the wall-clock ceiling cuts thinking short on a machine
busy with other work; the counted work is what an idle machine would do).

Besides the game's own levels (easy, normal, hard, random) a seat may be a
yardstick: a fixed player kept apart from the game's own, to measure them from
outside ("yardstick" in classic Sequence: `game.ai.sequence_yardstick`).
"""

from __future__ import annotations

import argparse
import importlib
import math
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from game.ai import Agent, agent_for
from game.ai.budget import HARD_CEILING, no_ceiling
from game.engine import GAMES

MAX_ACTIONS = 20_000  # a guard against a game that never ends
OTHER_BUDGET = 0.2  # the thinking of every level but hard, as at the table (match.THINKING_TIME)
# (game id, level) -> (module, class) of a yardstick player: not one of the game's own levels.
YARDSTICKS = {("sequence", "yardstick"): ("game.ai.sequence_yardstick", "SequenceYardstick")}


def player_for(game_id: str, level: str) -> Agent:
    """A seat's player: a yardstick, or the game's own computer player at `level`."""
    if (game_id, level) in YARDSTICKS:
        module_name, class_name = YARDSTICKS[game_id, level]
        return getattr(importlib.import_module(module_name), class_name)()
    return agent_for(game_id, level)


@dataclass
class GameResult:
    winners: list[str]  # levels of the winning seats (one entry per seat)
    draw: bool
    seat_levels: list[str]
    times: dict[str, list[float]] = field(default_factory=dict)  # wall seconds per decision
    cpu: dict[str, list[float]] = field(default_factory=dict)  # processor seconds per decision


def play_one(game_id: str, levels: list[str], seed: int, budget: float, ceiling: bool = True) -> GameResult:
    if not ceiling:
        with no_ceiling():
            return play_one(game_id, levels, seed, budget)
    info = GAMES[game_id]
    config = info.default_config(players=len(levels))
    state = info.new_game(config, seed)
    agents = [player_for(game_id, level) for level in levels]
    rng = random.Random(seed * 7919 + 1)
    times: dict[str, list[float]] = {level: [] for level in levels}
    cpu: dict[str, list[float]] = {level: [] for level in levels}
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            break
        seat = state.current_player
        assert seat is not None  # a game not over has someone to move
        start, start_cpu = time.perf_counter(), time.thread_time()
        action = agents[seat].choose(state.view(seat), rng, budget if levels[seat] == "hard" else OTHER_BUDGET)
        times[levels[seat]].append(time.perf_counter() - start)
        cpu[levels[seat]].append(time.thread_time() - start_cpu)
        state.apply(action)
    outcome = state.outcome()
    if outcome is None or outcome.draw:
        return GameResult([], True, levels, times, cpu)
    return GameResult([levels[s] for s in outcome.winners], False, levels, times, cpu)


def _job(args: tuple[str, list[str], int, float, bool]) -> GameResult:
    return play_one(*args)


def _collect(results: list[GameResult], result: GameResult, seats: list[str], progress: int) -> None:
    results.append(result)
    if progress and len(results) % progress == 0:
        tally = ", ".join(f"{level} {sum(level in r.winners for r in results)}" for level in dict.fromkeys(seats))
        print(f"  after {len(results)} games: {tally}, draws {sum(r.draw for r in results)}", flush=True)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def run(game_id: str, seats: list[str], games: int, seed: int, budget: float, workers: int,
        ceiling: bool = True, progress: int = 0) -> dict:
    """Play the games and sum them up; with `progress`, print the running tally every that many games
    (a long measurement can be read, or stopped, before its end)."""
    jobs = []
    for g in range(games):
        shift = g % len(seats)
        levels = seats[shift:] + seats[:shift]  # rotate who sits where (and who starts)
        jobs.append((game_id, levels, seed + g, budget, ceiling))
    results: list[GameResult] = []
    if workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            chunk = 1 if progress else max(1, games // (workers * 8))
            for result in pool.map(_job, jobs, chunksize=chunk):
                _collect(results, result, seats, progress)
    else:
        for job in jobs:
            _collect(results, _job(job), seats, progress)
    summary: dict = {"games": games, "draws": sum(r.draw for r in results), "levels": {}}
    for level in dict.fromkeys(seats):
        wins = sum(1 for r in results if level in r.winners)
        times = [t for r in results for t in r.times.get(level, [])]
        cpu = [t for r in results for t in r.cpu.get(level, [])]
        low, high = wilson(wins, games)
        summary["levels"][level] = {
            "wins": wins, "rate": wins / games if games else 0.0, "ci": (low, high),
            "mean_time": statistics.fmean(times) if times else 0.0,
            "median_time": statistics.median(times) if times else 0.0,
            "max_time": max(times, default=0.0),
            "median_cpu": statistics.median(cpu) if cpu else 0.0,
            "max_cpu": max(cpu, default=0.0),
            "over_ceiling": sum(1 for t in times if t > HARD_CEILING),
            "decisions": len(times),
        }
    return summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True, choices=sorted(GAMES))
    parser.add_argument("--seats", required=True, help="comma-separated levels, one per seat: hard,normal")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=1.0,
                        help="seconds of thinking a hard player gets (as at the table: 1); "
                             "a count of work on the reference machine, not of the clock")
    parser.add_argument("--workers", type=int, default=0, help="processes (default: every core)")
    parser.add_argument("--no-ceiling", action="store_true",
                        help="let the counted work alone decide: no wall-clock ceiling (a busy machine)")
    parser.add_argument("--progress", type=int, default=0, metavar="K",
                        help="print the running tally every K games")
    args = parser.parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    import os

    workers = args.workers or os.cpu_count() or 1
    started = time.perf_counter()
    summary = run(args.game, seats, args.games, args.seed, args.budget, workers, ceiling=not args.no_ceiling,
                  progress=args.progress)
    print(f"{args.game}: {args.games} games, seats {','.join(seats)} rotated, seed {args.seed}, "
          f"hard budget {args.budget} s{' (no ceiling)' if args.no_ceiling else ''}, "
          f"{workers} workers, {time.perf_counter() - started:.1f} s")
    for level, row in summary["levels"].items():
        low, high = row["ci"]
        print(f"  {level:>9}: {row['wins']:4d} wins  {row['rate']:6.1%}  95% CI [{low:.1%}, {high:.1%}]  "
              f"decision CPU median {row['median_cpu'] * 1000:.1f} ms, max {row['max_cpu'] * 1000:.0f} ms; "
              f"wall median {row['median_time'] * 1000:.1f} ms, max {row['max_time'] * 1000:.0f} ms "
              f"({row['over_ceiling']} of {row['decisions']} over {HARD_CEILING} s)")
    print(f"  draws: {summary['draws']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
