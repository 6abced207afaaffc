"""Write save fixtures into tests/fixtures/saves/; the tests load them, so a later version of the
program that can no longer read them fails its tests.

- `<game>-v<format>.json`: one mid-game save per game, played by computer players. Run once per
  save-format version and commit the files. From version 2 each comes with its journal
  (`<game>-v2.journal`), as the program leaves a save: the base written at the first move, every
  later move a line, an undo (a cut and a redeal) among them, and the table's clock and choices.
- `<game>-rules<n>.json`: for every game whose rules changed since version n, a save exactly as the
  program wrote it under rules n (no "rules" field: saves had none then), played at random until a
  move the newest rules refuse, because a rule decision changed what may be played. Loading it
  proves old saves replay under the rules they were played with.

A fixture already on disk is never rewritten: it stands for saves players already have.
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ai import agent_for  # noqa: E402
from game.engine import GAMES, IllegalAction  # noqa: E402
from game.match import SAVE_VERSION, Match, Seat  # noqa: E402

TARGET = ROOT / "tests" / "fixtures" / "saves"
GAMES_AND_PLAYERS = {"sequence": 4, "sequence_kids": 3, "rummidrez": 2, "figuras": 3}
MAX_ACTIONS = 5_000


def seats(players: int) -> list[Seat]:
    return [Seat("Ann")] + [Seat(f"Bot {i}", computer=True) for i in range(1, players)]


def write(path: Path, data: dict, note: str) -> None:
    if path.exists():
        print(f"kept {path.relative_to(ROOT)}")
        return
    path.write_text(json.dumps(data, indent=1))
    print(f"wrote {path.relative_to(ROOT)} ({note})")


def mid_game_save(game_id: str, players: int, folder: Path) -> Match:
    """A game of a person and computers, 30 moves in, saved in `folder` as the program saves it."""
    info = GAMES[game_id]
    match = Match(info, info.default_config(players=players), seats(players), seed=20261130,
                  save_path=folder / f"{game_id}.json")
    agent, rng = agent_for(game_id, "normal"), random.Random(1)
    undone = False
    for _ in range(30):
        if not undone and len(match.actions) > 12 and match.current_seat == 0 and match.can_undo():
            undone = match.undo()  # a cut and a redeal in the journal
            match.prefs["shown"] = True
            match.elapsed = 42.0
            continue
        action = agent.choose(match.state.view(match.current_seat), rng, 0.1)
        trial = match.state.clone()
        trial.apply(action)
        if trial.is_over:
            break  # a fixture is a game to continue
        match.apply(action)
    return match


def old_rules_save(game_id: str, players: int, rules: int) -> dict:
    """A save of a game played under `rules` up to the first move the newest rules refuse."""
    info = GAMES[game_id]
    config = info.default_config(players=players)
    for seed in range(1, 10_000):
        match = Match(info, config, seats(players), seed, rules=rules)
        newest = info.new_game(config, seed)
        rng = random.Random(seed)
        for _ in range(MAX_ACTIONS):
            if match.is_over:
                break
            action = rng.choice(match.state.legal_actions())
            match.apply(action)
            try:
                newest.apply(action)
            except IllegalAction:
                if match.is_over:
                    break
                data = match.to_dict()
                del data["rules"]  # as the program wrote saves before it kept a rules version
                return data
    raise RuntimeError(f"no {game_id} game under rules {rules} met a move the newest rules refuse")


def main() -> int:
    TARGET.mkdir(parents=True, exist_ok=True)
    for game_id, players in GAMES_AND_PLAYERS.items():
        path = TARGET / f"{game_id}-v{SAVE_VERSION}.json"
        if not path.exists():
            with tempfile.TemporaryDirectory() as folder:
                match = mid_game_save(game_id, players, Path(folder))
                journal = match.file.journal.read_bytes()
                write(path, json.loads(match.save_path.read_text()), f"{len(match.actions)} moves")
            path.with_suffix(".journal").write_bytes(journal)
        for rules in range(1, GAMES[game_id].rules):
            path = TARGET / f"{game_id}-rules{rules}.json"
            if not path.exists():
                data = old_rules_save(game_id, players, rules)
                write(path, data, f"seed {data['seed']}, {len(data['actions'])} moves")
    return 0


if __name__ == "__main__":
    sys.exit(main())
