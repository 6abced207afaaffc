"""The saves folder: every game in progress, side by side, each in a save of its own.

A new game gets a file of its own (`<game>-<date>-<time>.json` and its journal, game.savefile),
so starting a game never replaces another: the menu's Continue lists them all (`in_progress`),
and a game leaves the folder when it ends or when the player deletes it (`delete`). A save
written before games were kept side by side (`<game>.json`, one per game) is one more game in
progress, continued and saved where it is.

A save that cannot be used is moved aside, with one sentence for the player, when the list is
read (a file that is not a save of this program) or when it is continued (its moves replayed).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import progress, storage
from game.engine import GAMES
from game.i18n import _
from game.match import MAX_ELAPSED, MAX_SEATS, READABLE_VERSIONS, SAVE_FORMAT, Match, Seat, WrongGame
from game.savefile import JOURNAL_SUFFIX, SaveFile, journal_path

OLD_CLOCK = ".clock.json"  # a timed Rummidrez match's clock, kept beside the save until version 2


@dataclass(frozen=True)
class SavedGame:
    """One game in progress as the Continue list shows it (nothing replayed yet)."""

    path: Path
    game_id: str
    seats: tuple[Seat, ...]
    progress: dict[str, Any]
    played: float  # when it was last played: seconds since the epoch


def new_path(game_id: str) -> Path:
    """A save of its own for a new game of `game_id`: named after the game and the time."""
    folder = storage.saves_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path, n = folder / f"{game_id}-{stamp}.json", 1
    while path.exists() or journal_path(path).exists():
        path, n = folder / f"{game_id}-{stamp}-{n}.json", n + 1
    return path


def legacy_path(game_id: str) -> Path:
    """Where a version that kept one save per game kept it."""
    return storage.saves_dir() / f"{game_id}.json"


def is_save_name(path: Path) -> bool:
    """A save's name: not a damaged file put aside, nor the clock an older version kept beside a save."""
    return ".damaged-" not in path.name and not path.name.endswith(OLD_CLOCK)


def game_named(path: Path) -> str | None:
    """The game a save's name says it holds (`sequence-20250101-120000.json`: sequence)."""
    game_id = path.stem.split("-", 1)[0]
    return game_id if game_id in GAMES else None


def title_of(path: Path) -> str | None:
    game_id = game_named(path)
    return _(GAMES[game_id].title) if game_id else None


# ---------------------------------------------------------------- the list

def in_progress() -> tuple[list[SavedGame], list[str]]:
    """Every game in progress, the last played first; and a sentence for each save that could
    not be read (moved aside)."""
    games: list[SavedGame] = []
    told: list[str] = []
    try:
        paths = sorted(p for p in storage.saves_dir().glob("*.json") if is_save_name(p))
    except OSError:
        return [], []  # no saves folder: nothing in progress (storage.data_dir_problem says why)
    forget_orphan_journals()
    for path in paths:
        try:
            games.append(peek(path))
        except WrongGame as exc:
            told.append(wrong_game(path, exc.game_id))
        except (storage.DamagedFile, ValueError, OSError):
            told.append(put_aside(path))
    games.sort(key=lambda game: game.played, reverse=True)
    return games, told


def forget_orphan_journals() -> None:
    """Delete journals whose base is gone (the program was stopped while deleting a save): a journal
    alone is no game."""
    try:
        for journal in storage.saves_dir().glob(f"*{JOURNAL_SUFFIX}"):
            if ".damaged-" not in journal.name and not journal.with_suffix(".json").exists():
                journal.unlink()
    except OSError:
        pass  # a read-only folder: they stay, and are nothing still


def peek(path: Path) -> SavedGame:
    """What the list shows of the save at `path`, read but not replayed; DamagedFile or ValueError
    when it is not a save of this program."""
    base, records = SaveFile(path).read()
    if not isinstance(base, dict) or base.get("format") != SAVE_FORMAT:
        raise ValueError("This is not a saved game of this program.")
    if type(base.get("version")) is not int or base["version"] not in READABLE_VERSIONS:
        raise ValueError("This saved game was written by another version of the program.")
    game_id = base.get("game")
    info = GAMES.get(game_id) if isinstance(game_id, str) else None
    seats = base.get("seats")
    if info is None or not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
        raise ValueError("This saved game is damaged.")
    if game_named(path) not in (None, info.id):
        raise WrongGame(info.id)
    found = tuple(Seat.from_dict(seat) for seat in seats)
    shown = next((r["s"] for r in reversed(records) if isinstance(r, dict) and "s" in r), base.get("progress"))
    if shown is None:  # a save of the first version: read from its snapshot
        actions = base.get("actions")
        shown = progress.of(info.id, info.state_from_dict(base.get("snapshot")),
                            len(actions) if isinstance(actions, list) else 0)
    if not progress.valid(shown, len(found)):
        raise ValueError("This saved game is damaged.")
    played = max(p.stat().st_mtime for p in (path, journal_path(path)) if p.exists())
    return SavedGame(path, info.id, found, shown, played)


# ---------------------------------------------------------------- one game

def load(path: Path) -> tuple[Match | None, str | None]:
    """The game saved at `path`, replayed (or None) and a sentence when it could not be (moved aside)."""
    file = SaveFile(path)
    try:
        base, records = file.read()
        match = Match.from_dict(base, expected=game_named(path))
        match.file = file
        match.replay_journal(records)
        if base.get("version") == 1:
            adopt_old_clock(path, match)
    except WrongGame as exc:
        return None, wrong_game(path, exc.game_id)
    except FileNotFoundError:
        return None, None  # deleted meanwhile (another window): nothing to continue, nothing to say
    except (storage.DamagedFile, ValueError, OSError):
        return None, put_aside(path)
    match.continued = True
    return match, None


def adopt_old_clock(path: Path, match: Match) -> None:
    """A timed match saved by a version that kept its clock in a file of its own: the Match keeps it
    now (the file is removed; a clock that cannot be read starts again from nothing)."""
    clock = path.with_name(path.stem + OLD_CLOCK)
    try:
        data = storage.read_json(clock)
        elapsed = data.get("elapsed") if isinstance(data, dict) and data.get("seed") == match.seed else None
        if (type(elapsed) is int or type(elapsed) is float) and 0 <= elapsed < MAX_ELAPSED:
            match.elapsed = float(elapsed)
        clock.unlink()
    except (storage.DamagedFile, OSError):
        pass  # none, or not one to trust: the clock is a convenience


def wrong_game(path: Path, game_id: str) -> str:
    """Move aside a save of `game_id` under another game's name (a file copied over another); the sentence."""
    title, other = title_of(path) or _(GAMES[game_id].title), _(GAMES[game_id].title)
    if SaveFile(path).move_aside():
        return _("The {title} save held a game of {other} instead; it was put aside.").format(title=title, other=other)
    return _("The {title} save holds a game of {other} instead and could not be put aside.").format(
        title=title, other=other)


def put_aside(path: Path) -> str:
    """Move a save that cannot be used (and its journal) aside; the sentence for the player."""
    moved = SaveFile(path).move_aside()
    title = title_of(path)
    if title is None:
        return (_("A saved game was damaged and could not be continued; it was put aside.") if moved else
                _("A saved game is damaged and could not be continued or put aside."))
    if moved:
        return _("The saved {title} game was damaged and could not be continued; it was put aside.").format(
            title=title)
    return _("The saved {title} game is damaged and could not be continued or put aside.").format(title=title)


def delete(path: Path) -> str | None:
    """Delete a game in progress (the player said yes); a sentence when it could not be."""
    try:
        SaveFile(path).remove()
    except OSError:
        return _("The game could not be deleted.")
    return None


def counts() -> dict[str | None, int]:
    """How many saves of each game the folder holds, by their names (nothing is read: for the
    menu); None counts the saves whose name names no game."""
    found: dict[str | None, int] = {}
    try:
        for path in storage.saves_dir().glob("*.json"):
            if is_save_name(path):
                found[game_named(path)] = found.get(game_named(path), 0) + 1
    except OSError:
        pass  # no saves folder: nothing in progress
    return found
