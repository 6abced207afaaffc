"""`python -m game.bench`: the project's speed and memory figures.

Measured here rather than in timed tests (which would be flaky on a shared
machine). Prints one line per figure with its budget from ARCHITECTURE.md.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import time


def engine_turns_per_second(seconds: float = 3.0) -> float:
    """Random self-play of 2-player Sequence through the public engine API, one core."""
    from game.engine import GAMES

    info = GAMES["sequence"]
    config = info.default_config(players=2)
    rng = random.Random(1)
    turns = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = info.new_game(config, seed)
        seed += 1
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            turns += 1
    return turns / (time.perf_counter() - start)


def frame_times(frames: int = 300) -> list[float]:
    """Milliseconds to draw one frame of a mid-game Sequence table at 1280×800, headless."""
    import pygame

    from game.app import App
    from game.demo import midgame_sequence

    app = App()
    scene = midgame_sequence(app)
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        scene.update(1 / 60)
        app.draw(app.screen)
        times.append((time.perf_counter() - start) * 1000)
    pygame.display.quit()
    return times


def computer_move_times(moves: int = 200) -> list[float]:
    from game.ai import agent_for
    from game.engine import GAMES

    info = GAMES["sequence"]
    agent = agent_for("sequence", "normal")
    rng = random.Random(7)
    times = []
    seed = 0
    while len(times) < moves:
        state = info.new_game(info.default_config(players=2), seed)
        seed += 1
        while not state.is_over and len(times) < moves:
            view = state.view(state.current_player)
            start = time.perf_counter()
            action = agent.choose(view, rng, 0.2)
            times.append(time.perf_counter() - start)
            state.apply(action)
    return times


def startup_seconds() -> float:
    """Program start to the first drawn menu frame, in a fresh interpreter."""
    import subprocess
    import sys

    code = (
        "import time; t=time.perf_counter(); from game.app import App; from game.ui.menu import MenuScene; "
        "a=App(); a.push(MenuScene(a)); a.step(0.016, []); import pygame; pygame.display.flip(); "
        "print(time.perf_counter()-t)"
    )
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    total = time.perf_counter() - start
    del out
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description="Measure engine speed, frame time, computer move time.")
    parser.add_argument("--quick", action="store_true", help="shorter runs (for CI)")
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    tps = engine_turns_per_second(1.0 if args.quick else 3.0)
    print(f"engine: Sequence 2-player random self-play: {tps:,.0f} turns/s (budget >= 60,000)")
    frames = frame_times(100 if args.quick else 300)
    print(f"frame: Sequence table 1280x800 draw: median {statistics.median(frames):.2f} ms, "
          f"95th percentile {sorted(frames)[int(len(frames) * 0.95)]:.2f} ms (budget <= 4 ms median)")
    moves = computer_move_times(50 if args.quick else 200)
    print(f"computer: Sequence normal move: median {statistics.median(moves) * 1000:.2f} ms, "
          f"max {max(moves) * 1000:.2f} ms (budget <= 200 ms)")
    print(f"startup: interpreter start to first menu frame: {startup_seconds():.2f} s (budget <= 1.5 s)")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"memory: peak resident size of this run: {peak:.0f} MB (budget <= 200 MB)")


if __name__ == "__main__":
    main()
