"""Play an all-computer game through the real Match saving path, one process per life.

    python tests/reliability/autoplay.py GAME --new SEED   start a game (fails if a save exists)
    python tests/reliability/autoplay.py GAME --continue   continue the saved game (exit 3: none)

The data folder is the app's own (GAME_TABLE_DATA_DIR in tests), the save `saves/GAME-kill.json`
with its journal. Every action goes through `Match.apply`, which saves (a journal line), exactly
as a table scene does. The kill test reads stdout:
a `loaded N DIGEST` line once the game is ready (N actions, DIGEST of the state), then one
JSON line per action whose `apply` returned, so the test knows which actions were completed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: import `game` from the project root
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game import saves, storage  # noqa: E402
from game.ai import agent_for  # noqa: E402
from game.engine import GAMES  # noqa: E402
from game.match import Match, Seat  # noqa: E402

LEVEL = "easy"  # the quickest computer level: many actions (and saves) per second


def digest(state_dict: dict) -> str:
    """A short fingerprint of a state, so the test can compare the continued game with a replay."""
    return hashlib.sha256(json.dumps(state_dict, sort_keys=True).encode()).hexdigest()[:16]


def save_path(game_id: str) -> Path:
    """Where the game of `game_id` is saved (the test reads it there)."""
    return storage.saves_dir() / f"{game_id}-kill.json"


def start(game_id: str, seed: int) -> Match:
    info = GAMES[game_id]
    config = info.default_config()
    seats = [Seat(f"Computer {i + 1}", computer=True, level=LEVEL) for i in range(config.players)]
    return Match(info, config, seats, seed, save_path(game_id))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(GAMES))
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--new", type=int, metavar="SEED")
    group.add_argument("--continue", dest="cont", action="store_true")
    args = parser.parse_args(argv)

    if args.cont:
        match, problem = saves.load(save_path(args.game))
        if problem:
            print(f"damaged {problem}", flush=True)
            return 2
        if match is None:
            return 3
    else:
        if save_path(args.game).exists():
            print("a saved game is in the way", flush=True)
            return 2
        match = start(args.game, args.new)
    agent_for(args.game, LEVEL)  # import the computer player now: the kill test times play, not imports
    print(f"loaded {len(match.actions)} {digest(match.state.to_dict())}", flush=True)
    while not match.is_over:
        action = match.think().result()
        match.apply(action)
        print(json.dumps(action.to_dict()), flush=True)
    print("over", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
