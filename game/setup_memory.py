"""The setup screen's memory: per game, the players and options of the last game started.

Kept in `setup.json` in the data folder beside the settings (game.storage: atomic writes, bounded
reads, JSON only), so a new game starts from the choices of the last one, across a restart. A
file that cannot be used (damaged by a crash of the disk, edited by hand, written by a hostile
hand) is put aside: the setup shows the defaults and says so in one sentence, and the log keeps
why. What another version of the program wrote for a game or an option this one does not have is
left alone; what it wrote wrongly for one it has is damage.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import storage
from game.engine import GameInfo
from game.engine.core import config_to_dict
from game.i18n import _
from game.log import setup_logging
from game.match import Seat

SETUP_FILE = "setup.json"
MAX_SETUP_BYTES = 64 * 1024  # four games of at most 12 seats of 24-character names: a few kilobytes


@dataclass(frozen=True)
class Remembered:
    """A game's last setup: its options (a valid config) and its seats, one per player."""

    config: Any
    seats: tuple[Seat, ...]


def setup_path() -> Path:
    return storage.data_dir() / SETUP_FILE


def _read_games(path: Path) -> dict[str, Any]:
    """The file's games, each as written; DamagedFile when the file is not this program's."""
    data = storage.read_json(path, MAX_SETUP_BYTES)
    if not isinstance(data, dict) or not isinstance(data.get("games"), dict):
        raise storage.DamagedFile(f"{SETUP_FILE} is damaged.")
    return data["games"]


def _parse_entry(info: GameInfo, data: Any) -> Remembered:
    """One game's entry as a valid config and seats; DamagedFile naming what is wrong."""
    if not isinstance(data, dict) or not isinstance(data.get("options"), dict) or not isinstance(data.get("seats"), list):
        raise storage.DamagedFile(f"{SETUP_FILE}: the entry of {info.id} is damaged.")
    known = {f.name for f in dataclasses.fields(info.config_class)}
    options = {name: value for name, value in data["options"].items() if name in known}  # another version's: left out
    try:
        config = info.config_from_dict(options)  # types, allowed choices, and options that go together
        seats = tuple(Seat.from_dict(seat) for seat in data["seats"])
    except ValueError as exc:
        raise storage.DamagedFile(f"{SETUP_FILE}: the entry of {info.id} is damaged ({exc}).") from None
    if len(seats) != config.players or config.players not in info.allowed_player_counts():
        raise storage.DamagedFile(f"{SETUP_FILE}: the entry of {info.id} has the wrong number of seats.")
    return Remembered(config, seats)


def recall(info: GameInfo) -> tuple[Remembered | None, str | None]:
    """The last setup of `info`'s game (None: never started, or the file was unusable) and a
    sentence for the player when the file was damaged (it is then put aside, kept for a report)."""
    path = setup_path()
    if not path.exists():
        return None, None
    try:
        games = _read_games(path)
        return (_parse_entry(info, games[info.id]) if info.id in games else None), None
    except (storage.DamagedFile, OSError) as exc:
        setup_logging().warning("the setup memory was not used: %s", exc)
        if storage.move_aside(path) is None:
            return None, _("The remembered players and options are damaged; the defaults are used.")
        return None, _("The remembered players and options were damaged; the file was put aside "
                       "and the defaults are used.")


def remember(info: GameInfo, config: Any, seats: list[Seat]) -> None:
    """Keep `config` and `seats` as `info`'s last setup (the other games' stay as they were).
    A failure (a read-only folder, a full disk) is logged: the game starts all the same."""
    path = setup_path()
    try:
        games = _read_games(path) if path.exists() else {}
    except (storage.DamagedFile, OSError):
        games = {}  # recall() puts a damaged file aside and says so; here it is only replaced
    games = {**games, info.id: {"options": config_to_dict(config), "seats": [seat.to_dict() for seat in seats]}}
    try:
        storage.write_json_atomic(path, {"games": games})
    except (OSError, ValueError) as exc:
        setup_logging().warning("the setup of %s could not be remembered: %s", info.id, exc)

