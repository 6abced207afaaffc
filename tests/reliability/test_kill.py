"""A game killed at any moment (SIGKILL: no cleanup, no atexit) continues exactly where it was.

Each game of the four is played computer against computer in a child process
(tests/reliability/autoplay.py) that saves after every action through the real Match
path. The test kills it at a random moment, checks the save on disk, restarts the
child on it, and so on until the game's share of kills is used up; then the game
plays on to its end. After every kill:

- the save's base parses as JSON (an atomic write is never seen half-done), and every whole
  line of its journal does (a last line cut short is left out, as the program leaves it out);
- its actions (the base's, then the journal's) extend the ones saved before the kill, and hold
  every action the child reported complete (at most one more: the kill fell between saving and
  reporting);
- replaying config + seed + the base's actions gives the base's snapshot, replaying all of them
  gives the fingerprint of the journal's last line, and the restarted child reports the same
  state (digest) and move count as that replay.

A Rummidrez turn with cards moved on the table (`test_a_rummidrez_turn_in_progress_survives_kills`):
the real table scene plays headless in a child (tests/reliability/table_play.py), a person's
turns made of table moves through the scene; killed in the middle of them, the restarted program
continued from the menu shows the same working table, the same order of the hand and the same
"You drew …" line.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from game.engine import GAMES
from game.games import GAME_IDS
from game.match import digest as fingerprint
from tests.reliability.autoplay import digest

ROOT = Path(__file__).resolve().parents[2]
AUTOPLAY = Path(__file__).with_name("autoplay.py")
TABLE_PLAY = Path(__file__).with_name("table_play.py")


@dataclass
class Figures:
    kills: int = 0
    restarts: int = 0
    actions_replayed: int = 0  # moves rebuilt from saves by restarted children
    games_finished: int = 0
    torn_tmp_files: int = 0  # temporary files of writes the kill cut off (never read; the next save clears them)
    most_kills_in_a_game: dict[str, int] = field(default_factory=dict)
    kills_left: dict[str, int] = field(default_factory=dict)


class Child:
    """One life of the autoplaying process, its stdout in a file."""

    def __init__(self, game_id: str, args: list[str], data_dir: Path, out: Path, script: Path = AUTOPLAY) -> None:
        self.out = out
        env = dict(os.environ, GAME_TABLE_DATA_DIR=str(data_dir), PYTHONPATH=str(ROOT),
                   SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        command = [sys.executable, str(script), *([game_id] if script == AUTOPLAY else []), *args]
        with open(out, "wb") as handle:
            self.proc = subprocess.Popen(command, stdout=handle, stderr=subprocess.STDOUT, env=env, cwd=ROOT)

    def lines(self) -> list[str]:
        """Complete lines only: a line the kill cut short was never reported."""
        text = self.out.read_text()
        return text.split("\n")[:-1]

    def wait_lines(self, count: int, timeout: float = 30.0, starting: bytes = b"") -> None:
        """Until the child has reported `count` lines (those `starting` so), or ended."""
        end = time.monotonic() + timeout
        while time.monotonic() < end and self.proc.poll() is None:
            if self.out.read_bytes().count(b"\n" + starting) >= count:
                return
            time.sleep(0.002)

    def kill(self) -> bool:
        """SIGKILL; False when the child had already ended on its own."""
        if self.proc.poll() is not None:
            return False
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait()
        return self.proc.returncode == -signal.SIGKILL


def replay(info: Any, data: dict[str, Any], actions: list[dict] | None = None) -> Any:
    """The state config + seed + actions give, built here independently of Match."""
    state = info.new_game(info.config_from_dict(data["config"]), data["seed"])
    for item in data["actions"] if actions is None else actions:
        state.apply(info.action_from_dict(item))
    return state


def read_save(save: Path) -> dict[str, Any] | None:
    """A save as the program left it, read here without the program's code: the base's data, its
    "actions" followed by the journal's (its cuts applied), and "digest": the fingerprint on the
    journal's last change. A last line cut short is left out; every other line must parse."""
    if not save.exists():
        return None
    data = json.loads(save.read_bytes())  # never half-written: this must parse
    actions, last = list(data["actions"]), None
    journal = save.with_suffix(".journal")
    lines = journal.read_bytes().split(b"\n")[:-1] if journal.exists() and "journal" in data else []
    if lines and json.loads(lines[0]) == {"journal": data["journal"]}:  # else left from an older base
        for line in lines[1:]:
            record = json.loads(line)
            if "a" in record:
                actions.append(record["a"])
            elif "cut" in record:
                del actions[record["cut"]:]
            last = record.get("d", last)
    return {**data, "all actions": actions, "digest": last}


def check_save(save: Path, info: Any, before: list[dict], reported: list[dict]) -> dict[str, Any] | None:
    """Check the save left by a kill; its data, or None when there is none (not begun, or over)."""
    data = read_save(save)
    if data is None:
        # Only the game's final action removes a save (a finished game has nothing to continue),
        # so the reported actions leave the game over or one action (applied, not reported) short.
        assert not before or reported, "the save of a game in progress vanished"
        return None
    actions = data["all actions"]
    assert actions[:len(before)] == before, "a completed action was lost or changed"
    assert actions[:len(reported)] == reported, "an action reported complete is not in the save"
    assert len(actions) - len(reported) in (0, 1), "the save is ahead of the game by more than the last action"
    assert replay(info, data).to_dict() == data["snapshot"], "the base's snapshot is not the replay of its moves"
    state = replay(info, data, actions)
    assert data["digest"] in (None, fingerprint(state)), "the journal's fingerprint is not the replay of the moves"
    data["state"] = state.to_dict()
    return data


def play_with_kills(game_id: str, kills: int, data_dir: Path, rng: random.Random, figures: Figures,
                    tmp: Path) -> None:
    """Play games of `game_id`, killing the child `kills` times in all, the last game to its end."""
    info = GAMES[game_id]
    save = data_dir / "saves" / f"{game_id}-kill.json"
    saved: list[dict] = []  # the actions on disk after the last check
    expected: tuple[int, str] | None = None  # what a continuing child must report loading
    life = 0
    kills_this_game = 0  # kills while this game was in progress (saved at least once)
    stale: set[Path] = set()  # temporary files of cut-off writes, aged so the next save removes them
    counted: set[Path] = set()
    while True:
        life += 1
        args = ["--continue"] if expected else ["--new", str(rng.randrange(2**62))]
        child = Child(game_id, args, data_dir, tmp / f"{game_id}-{life}.out")
        if expected:
            figures.restarts += 1
        if figures.kills_left[game_id] == 0:
            assert child.proc.wait(timeout=120) == 0, child.out.read_text()[-2000:]
            check_loaded(child, expected, figures)
            assert child.lines()[-1] == "over" and not save.exists() and not save.with_suffix(".journal").exists()
            assert not stale & set(save.parent.glob("*.tmp")), "a stale temporary file outlived the next save"
            figures.games_finished += 1
            figures.most_kills_in_a_game[game_id] = max(
                figures.most_kills_in_a_game.get(game_id, 0), kills_this_game)
            return
        if rng.random() < 0.1:
            time.sleep(rng.uniform(0, 0.15))  # now and then, during start-up or loading
        else:
            # A new game is killed once it is under way (its first action saved); a continued one
            # after loading and a few more actions, at a random moment of the next save. Counting
            # actions rather than waiting a time keeps several kills inside even a short game (a
            # kids' game is a few dozen actions, a few milliseconds each), whatever the machine's load.
            child.wait_lines((2 if expected is None else 1) + rng.randrange(4))
            time.sleep(rng.uniform(0, 0.004))
        killed = child.kill()
        lines = child.lines()
        if lines and lines[0].startswith("loaded"):
            check_loaded(child, expected, figures)
        reported = saved + [json.loads(x) for x in lines[1:] if x.startswith("{")]
        if killed:
            figures.kills += 1
            figures.kills_left[game_id] -= 1
        else:
            assert child.proc.returncode == 0 and lines[-1] == "over", child.out.read_text()[-2000:]
        torn = set(save.parent.glob("*.tmp")) if save.parent.exists() else set()
        if len(lines) > 1:  # this life saved at least once
            assert not stale & torn, "a stale temporary file outlived the next save"
        # Age them past storage.STALE_SECONDS: the next save must clear them away.
        stale = torn
        figures.torn_tmp_files += len(stale - counted)
        counted |= stale
        for torn_file in stale:
            os.utime(torn_file, (time.time() - 3600, time.time() - 3600))
        data = check_save(save, info, saved, reported)
        if killed and (saved or data):
            kills_this_game += 1
        if data is None:
            if reported:  # the game ended; the next life starts a new one
                figures.games_finished += 1
                figures.most_kills_in_a_game[game_id] = max(
                    figures.most_kills_in_a_game.get(game_id, 0), kills_this_game)
            saved, expected, kills_this_game = [], None, 0
            continue
        saved = data["all actions"]
        expected = (len(saved), digest(data["state"]))


def check_loaded(child: Child, expected: tuple[int, str] | None, figures: Figures) -> None:
    """A continuing child reports the move count and state of the replayed save."""
    if expected is None:
        return
    head = child.lines()[0]
    assert head == f"loaded {expected[0]} {expected[1]}", f"continued game differs from the replay: {head}"
    figures.actions_replayed += expected[0]


def run(kills_per_game: int, tmp: Path, seed: int) -> Figures:
    rng = random.Random(seed)
    figures = Figures()
    figures.kills_left = {g: kills_per_game for g in GAME_IDS}
    for game_id in GAME_IDS:
        data_dir = tmp / f"data-{game_id}"
        play_with_kills(game_id, kills_per_game, data_dir, rng, figures, tmp)
    return figures


def report(name: str, figures: Figures, seconds: float) -> None:
    print(f"\n{name}: {figures.kills} kills survived, {figures.restarts} restarts, "
          f"{figures.actions_replayed} actions replayed, {figures.games_finished} games finished, "
          f"{figures.torn_tmp_files} torn temporary files, most kills in one game "
          f"{figures.most_kills_in_a_game}, {seconds:.1f} s")


def test_eight_kills_across_the_four_games(tmp_path):
    start = time.monotonic()
    figures = run(2, tmp_path, seed=8)
    report("quick kill test", figures, time.monotonic() - start)
    assert figures.kills == 8 and figures.games_finished >= 4
    assert figures.restarts >= 4 and figures.actions_replayed > 0, "kills fell in games under way"


@pytest.mark.slow
def test_a_hundred_kills_across_the_four_games(tmp_path):
    start = time.monotonic()
    figures = run(25, tmp_path, seed=100)
    report("kill test", figures, time.monotonic() - start)
    assert figures.kills == 100 and figures.games_finished >= 4
    assert all(figures.most_kills_in_a_game.get(g, 0) >= 3 for g in GAME_IDS), "several kills within a game"
    assert figures.actions_replayed > 0


# ---------------------------------------------------------------- a Rummidrez turn in progress

@dataclass
class TurnFigures:
    kills: int = 0
    tables_restored: int = 0  # restarts that found a turn in progress with cards moved on the table
    lines_restored: int = 0  # of those, a "You drew …" line told again
    one_move_ahead: int = 0  # killed between a move's save and its report: the move was kept


def expectations(lines: list[str]) -> dict[str, Any]:
    """What a life of table_play.py reported: the most actions, its last working table (and the
    move it was making then, if any), as the restarted program must show them."""
    seen: dict[str, Any] = {"at": 0, "table": None, "plan": None}
    for line in lines:
        word, _space, rest = line.partition(" ")
        data = json.loads(rest) if rest else {}
        if "at" in data:
            seen["at"] = max(seen["at"], data["at"])
        if word in ("table", "loaded") and data.get("editing"):
            seen["table"], seen["plan"] = data, None
        elif word == "plan":
            seen["plan"] = data
        elif word == "act":
            seen["table"] = seen["plan"] = None  # the turn moved on: its table was laid or put back
    return seen


def check_restored(loaded: dict[str, Any], seen: dict[str, Any], figures: TurnFigures) -> None:
    """The restarted program shows what the killed one had saved: the same actions (or one more,
    saved but not reported), and in a turn in progress the same working table, hand order and line."""
    assert loaded["at"] in (seen["at"], seen["at"] + 1), f"continued at {loaded['at']}, killed at {seen['at']}"
    table = seen["table"]
    if table is None or loaded["at"] != table["at"]:
        return
    assert loaded["editing"], "the turn in progress goes on where it was"
    kept = {"work": loaded["work"], "sort": loaded["sort"]}
    plan = seen["plan"]
    if kept != {"work": table["work"], "sort": table["sort"]}:
        assert plan is not None and kept == plan, f"the working table was lost: {kept} after {table}"
        figures.one_move_ahead += 1
    assert loaded["line"] == table["line"], f"the last move's line was {table['line']!r}, now {loaded['line']!r}"
    figures.tables_restored += bool(table["work"])
    figures.lines_restored += "You drew" in loaded["line"]


def until_cards_on_the_table(child: Child, timeout: float = 10.0) -> None:
    """Until the child last reported a working table with cards moved onto it (or ended)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end and child.proc.poll() is None:
        tables = [line for line in child.lines() if line.startswith("table ")]
        if tables and json.loads(tables[-1].partition(" ")[2])["work"]:
            return
        time.sleep(0.002)


def kill_turns_in_progress(kills: int, tmp: Path, seed: int) -> TurnFigures:
    """Play Rummidrez in the real scene (table_play.py), killing it `kills` times, each time after
    a few moves on the working table; continue from the menu and compare."""
    rng = random.Random(seed)
    data_dir = tmp / "data-table"
    save = data_dir / "saves" / "rummidrez-table.json"
    figures = TurnFigures()
    seen: dict[str, Any] | None = None  # what the last life reported, when it left a save
    life = 0
    while figures.kills < kills:
        life += 1
        args = ["--continue"] if seen is not None else ["--new", str(rng.randrange(2**31))]
        child = Child("rummidrez", args, data_dir, tmp / f"table-{life}.out", TABLE_PLAY)
        child.wait_lines(1 + rng.randrange(6), timeout=120, starting=b"table")
        until_cards_on_the_table(child)
        time.sleep(rng.uniform(0, 0.004))
        killed = child.kill()
        lines = [line for line in child.lines() if line.split(" ")[0] in ("loaded", "plan", "table", "act", "over")]
        assert killed or lines[-1] == "over", child.out.read_text()[-2000:]
        figures.kills += killed
        if lines and lines[0].startswith("loaded") and seen is not None:
            check_restored(json.loads(lines[0].partition(" ")[2]), seen, figures)
        if not save.exists():
            seen = None  # not begun, or over
            continue
        now = expectations(lines)
        if seen is not None and not any(line.startswith("loaded") for line in lines):
            now = seen  # killed while it was loading: the save is as the life before left it
        seen = now
    return figures


def report_turns(name: str, figures: TurnFigures, seconds: float) -> None:
    print(f"\n{name}: {figures.kills} kills, {figures.tables_restored} working tables restored "
          f"({figures.one_move_ahead} one move ahead of the report), {figures.lines_restored} \"You drew\" "
          f"lines told again, {seconds:.1f} s")


def test_a_rummidrez_turn_in_progress_survives_kills(tmp_path):
    start = time.monotonic()
    figures = kill_turns_in_progress(6, tmp_path, seed=15)
    report_turns("turn in progress (quick)", figures, time.monotonic() - start)
    assert figures.kills == 6 and figures.tables_restored >= 2 and figures.lines_restored >= 2


@pytest.mark.slow
def test_thirty_kills_in_rummidrez_turns_in_progress(tmp_path):
    start = time.monotonic()
    figures = kill_turns_in_progress(30, tmp_path, seed=30)
    report_turns("turn in progress", figures, time.monotonic() - start)
    assert figures.kills == 30 and figures.tables_restored >= 15 and figures.lines_restored >= 10

