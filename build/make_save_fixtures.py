"""Write one mid-game save per game into tests/fixtures/saves/ (version 1 of the format).

Run once per save-format version and commit the files: the tests load them, so
a later version of the program that can no longer read them fails its tests.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ai import agent_for  # noqa: E402
from game.engine import GAMES  # noqa: E402
from game.match import SAVE_VERSION, Match, Seat  # noqa: E402

TARGET = ROOT / "tests" / "fixtures" / "saves"
GAMES_AND_PLAYERS = {"sequence": 4, "sequence_kids": 3, "rummidrez": 2, "figuras": 3}


def main() -> int:
    TARGET.mkdir(parents=True, exist_ok=True)
    for game_id, players in GAMES_AND_PLAYERS.items():
        info = GAMES[game_id]
        seats = [Seat("Ann")] + [Seat(f"Bot {i}", computer=True) for i in range(1, players)]
        match = Match(info, info.default_config(players=players), seats, seed=20261130)
        agent, rng = agent_for(game_id, "normal"), random.Random(1)
        for _ in range(30):
            action = agent.choose(match.state.view(match.current_seat), rng, 0.1)
            trial = match.state.clone()
            trial.apply(action)
            if trial.is_over:
                break  # a fixture is a game to continue
            match.apply(action)
        path = TARGET / f"{game_id}-v{SAVE_VERSION}.json"
        path.write_text(json.dumps(match.to_dict(), indent=1))
        print(f"wrote {path.relative_to(ROOT)} ({len(match.actions)} moves)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
