"""Files the program writes: saved games and settings, in the user's data folder.

Every write is atomic (temporary file, fsync, rename), every read is bounded in
size and parsed as JSON only, and a file that cannot be used is moved aside so
the program can go on and tell the player in one sentence.
"""

from __future__ import annotations

import gc
import glob
import json
import math
import os
import stat
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, fields
from itertools import chain
from pathlib import Path
from typing import Any

import platformdirs

from game.i18n import LANGUAGES, _

APP_NAME = "game-table"
MAX_FILE_BYTES = 4 * 1024 * 1024  # a saved game is a few kilobytes; refuse anything absurd
MAX_DEPTH = 32  # lists and objects in lists and objects: this program's files nest at most 5 deep
MAX_SETTINGS_BYTES = 64 * 1024  # the settings are four values (under 100 bytes)
STALE_SECONDS = 60.0  # a temporary file this old belongs to a write that was cut off
DATA_DIR_ENV = "GAME_TABLE_DATA_DIR"  # lets tests (and portable installs) choose the folder


class DamagedFile(Exception):
    """A file exists but cannot be used; the message is one sentence for the player."""


def data_dir() -> Path:
    override = os.environ.get(DATA_DIR_ENV)
    path = Path(override) if override else platformdirs.user_data_path(APP_NAME, appauthor=False)
    _make(path)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    _make(path)
    return path


def _make(folder: Path) -> None:
    """Create `folder` if it can be; where it cannot (a read-only parent), reads find nothing and
    writes fail and say so: the program still starts and plays (`data_dir_problem` tells why)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass


def data_dir_problem() -> str | None:
    """One sentence for the start when no game can be saved (the data folder cannot be created)."""
    for folder in (data_dir(), saves_dir()):
        if not folder.is_dir():
            return _("Games cannot be saved: the folder {folder} cannot be created.").format(folder=folder)
    return None


def write_json_atomic(path: Path, data: Any) -> None:
    write_atomic(path, json.dumps(data, separators=(",", ":"), allow_nan=False))


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` by `text` whole or not at all: a temporary file, fsync, rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temporaries(path)  # left by a write that was cut off (a crash, a kill)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def remove_stale_temporaries(path: Path, age: float = STALE_SECONDS) -> None:
    """Delete the temporary files of writes to `path` that never finished (the program was killed
    mid-write); a write takes milliseconds, so one older than `age` seconds is nobody's."""
    cutoff = time.time() - age
    for tmp in path.parent.glob(f"{glob.escape(path.name)}.*.tmp"):
        try:
            if tmp.stat().st_mtime < cutoff:
                tmp.unlink()
        except OSError:
            pass  # gone already, or not ours to delete: it is only clutter


def read_json(path: Path, max_bytes: int = MAX_FILE_BYTES) -> Any:
    """Parse a JSON file no larger than `max_bytes`; DamagedFile otherwise (a named pipe, a folder
    or a device is never read: opening a pipe for reading waits for a writer, forever)."""
    return parse_json(read_bytes(path, max_bytes), path.name)


def read_bytes(path: Path, max_bytes: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file no larger than `max_bytes`; DamagedFile for anything else."""
    if not stat.S_ISREG(path.stat().st_mode):
        raise DamagedFile(f"{path.name} is not a regular file.")
    # Not blocking, and checked again once open: the path may have changed since stat().
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with open(fd, "rb") as handle:
        status = os.fstat(handle.fileno())
        if not stat.S_ISREG(status.st_mode):
            raise DamagedFile(f"{path.name} is not a regular file.")
        if status.st_size > max_bytes:
            raise DamagedFile(f"{path.name} is too large to be a file of this program.")
        raw = handle.read(max_bytes + 1)
    if len(raw) > max_bytes:  # grew since stat(): still never parse more than the limit
        raise DamagedFile(f"{path.name} is too large to be a file of this program.")
    return raw


def parse_json(raw: bytes, name: str) -> Any:
    """JSON as this program writes it: UTF-8, no NaN or Infinity, finite numbers, at most MAX_DEPTH
    deep; DamagedFile (naming `name`) otherwise."""
    try:
        with _cycle_collector_paused():
            data = json.loads(raw.decode("utf-8"), parse_constant=_refuse_constant, parse_float=_finite_float)
        if _depth(data) > MAX_DEPTH:
            raise DamagedFile(f"{name} is nested too deeply to be a file of this program.")
        return data
    # ValueError covers bad JSON, bad UTF-8, NaN/Infinity and integers too long to convert.
    except (ValueError, RecursionError) as exc:
        raise DamagedFile(f"{name} is not readable.") from exc


@contextmanager
def _cycle_collector_paused() -> Iterator[None]:
    """Python's cycle collector off while a file is parsed. Parsed JSON holds no reference cycles,
    but a damaged file of a million tiny lists makes the collector run over and over, and each run
    walks every object the program holds: that cost grew with the program's own heap (1.7 to 2.2 s
    of processor time for one such file, against 1.1 s with the collector paused)."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def _depth(data: Any) -> int:
    """How deeply lists and objects nest in `data` (a number or string: 0), level by level, with
    the per-value work in C (chain, map, one comprehension per level): a wide file at the size
    limit (a million tiny lists) costs a fraction of a second, a deep one stops past MAX_DEPTH."""
    level = [data] if type(data) in (list, dict) else []
    deepest = 0
    while level and deepest <= MAX_DEPTH:  # past it the file is refused anyway
        deepest += 1
        lists = [value for value in level if type(value) is list]
        objects = [value for value in level if type(value) is dict]
        children = chain(chain.from_iterable(lists), chain.from_iterable(map(dict.values, objects)))
        level = [child for child in children if type(child) in (list, dict)]
    return deepest


def _refuse_constant(name: str) -> Any:
    """NaN and Infinity are not JSON, and this program never writes them (allow_nan=False)."""
    raise ValueError(f"{name} is not a number this program writes")


def _finite_float(text: str) -> float:
    """A JSON number with a fraction or exponent; 1e999 would be Infinity, which is refused too."""
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text[:20]} is too large a number")
    return value


def move_aside(path: Path) -> Path | None:
    """Rename a damaged file out of the way (kept for a bug report), never delete it."""
    target = path.with_name(f"{path.stem}.damaged-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.damaged-{time.strftime('%Y%m%d-%H%M%S')}-{n}{path.suffix}")
        n += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


# ---------------------------------------------------------------- settings

ANIMATION_SPEEDS = ("off", "normal", "fast")  # "off": nothing travels, computer moves follow quickly

AUTOMATIC_OR_CHOSEN = {"large_text"}  # settings that are True, False, or None (the program decides)

DEMO_SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)  # a demo's pace, in times the normal pace of play


@dataclass
class Settings:
    fullscreen: bool = False
    language: str = ""  # "" follows the system language; else a code of game.i18n.LANGUAGES
    volume: float = 0.7
    muted: bool = False
    animation_speed: str = "normal"  # one of ANIMATION_SPEEDS
    high_contrast: bool = False  # the high-contrast palette (theme.set_palette)
    # "Large cards and text" (theme.set_large_text): True or False as the player chose; None (never
    # chosen) is automatic: on where the screen is smaller than the layout (App.large_text_wanted).
    large_text: bool | None = None
    demo_speed: float = 1.0  # one of DEMO_SPEEDS: the pace the last demo was watched at


def demo_speed(value: object) -> float:
    """`value` when it is one of DEMO_SPEEDS, else the default: a damaged demo speed is no reason
    to put the whole settings file aside."""
    if type(value) in (int, float) and value in DEMO_SPEEDS:
        return float(value)
    return Settings.demo_speed


def settings_path() -> Path:
    return data_dir() / "settings.json"


def load_settings() -> tuple[Settings, str | None]:
    """The saved settings (or defaults) and a sentence when the file was damaged."""
    path = settings_path()
    if not path.exists():
        return Settings(), None
    try:
        data = read_json(path, MAX_SETTINGS_BYTES)
        if not isinstance(data, dict):
            raise DamagedFile("settings.json is damaged.")
        settings = Settings()
        for f in fields(Settings):
            if f.name == "demo_speed":
                settings.demo_speed = demo_speed(data.get(f.name))
            elif f.name in data:
                value = data[f.name]
                default = getattr(settings, f.name)
                if f.name in AUTOMATIC_OR_CHOSEN:
                    ok = value is None or isinstance(value, bool)
                else:
                    ok = isinstance(value, type(default)) and not (isinstance(value, bool)
                                                                   and not isinstance(default, bool))
                if isinstance(default, float) and type(value) is int:
                    ok = abs(value) <= 2**53  # the volume as a whole number; a huge one has no float
                    value = float(value) if ok else value
                if not ok:
                    raise DamagedFile("settings.json is damaged.")
                setattr(settings, f.name, value)
        settings.volume = min(1.0, max(0.0, settings.volume))
        if settings.animation_speed not in ANIMATION_SPEEDS:
            raise DamagedFile("settings.json is damaged.")
        if settings.language not in ("", *(code for code, _name in LANGUAGES)):
            raise DamagedFile("settings.json names a language this program does not have.")
        return settings, None
    except (DamagedFile, OSError):
        if move_aside(path) is None:
            return Settings(), _("Your settings file is damaged and could not be put aside; the defaults are used.")
        return Settings(), _("Your settings file was damaged; it was put aside and the defaults are used.")


def save_settings(settings: Settings) -> None:
    write_json_atomic(settings_path(), asdict(settings))
