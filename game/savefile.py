"""One saved game on disk: a base file and the journal of what happened since.

A save is two files side by side in the saves folder:

- `<name>.json`, the base: the whole game (config, seed, seats, every action, a snapshot),
  written atomically (a temporary file, fsync, rename) as `storage.write_json_atomic` does.
  It names its journal with a random token.
- `<name>.journal`: one JSON object per line, appended after every move. The first line is
  `{"journal": token}`; a journal whose token is not the base's is left over from before the
  base was last written (the program was stopped in between) and holds nothing the base lacks.

Appending a line is cheap at any length of game (a save was a rewrite of the whole action list,
15 ms at 2,000 actions). A line is in the system's hands once `append` returns, so a kill loses
no completed move; a background thread then puts it on the disk (fdatasync, a few milliseconds
of waiting nobody sees). When the journal has grown as large as the base, the next save writes
the base afresh and starts an empty journal.

Reading tolerates exactly one kind of damage, the one a kill or a full disk can leave: a last
line cut short (no newline at its end), which is left out. Anything else that is not as this
program writes it makes the whole save damaged (`storage.DamagedFile`), to be put aside.
"""

from __future__ import annotations

import errno
import io
import json
import os
import secrets
import stat
import threading
from pathlib import Path
from typing import Any

from game import storage

JOURNAL_SUFFIX = ".journal"
JOURNAL_MIN_BYTES = 256 * 1024  # the base is written afresh once the journal is larger than this and the base
JOURNAL_MAX_BYTES = 16 * 1024 * 1024  # past this a journal is never appended to (the base could not be written)
JOURNAL_READ_BYTES = 2 * JOURNAL_MAX_BYTES  # what a reader accepts (more is not this program's)
# How the flusher opens a journal to sync it: Windows syncs only what is open for writing.
SYNC_OPEN = os.O_RDONLY if os.name == "posix" else os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0)


def journal_path(path: Path) -> Path:
    return path.with_suffix(JOURNAL_SUFFIX)


def dumps(data: Any) -> bytes:
    return json.dumps(data, separators=(",", ":"), allow_nan=False).encode()


class SaveFile:
    """The base and journal of one game in progress (see the module's notes)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.journal = journal_path(path)
        self.token: str | None = None  # the base's journal token, once written or read
        self.base_bytes = 0
        self.journal_bytes = 0  # the journal's length up to its last whole line

    # ------------------------------------------------------------ reading

    def read(self) -> tuple[Any, list[Any]]:
        """The base's data and the journal's records after its header; DamagedFile when either is
        not as this program writes it (OSError when they cannot be read at all)."""
        raw = storage.read_bytes(self.path)
        base = storage.parse_json(raw, self.path.name)
        self.base_bytes = len(raw)
        token = base.get("journal") if isinstance(base, dict) else None
        if token is None:  # a save written before journals (version 1): the base is all of it
            self.token = None
            self.journal_bytes = 0
            return base, []
        if type(token) is not str or not 0 < len(token) <= 64:
            raise storage.DamagedFile(f"{self.path.name} names its journal wrongly.")
        self.token = token
        return base, self._read_journal(token)

    def _read_journal(self, token: str) -> list[Any]:
        try:
            raw = storage.read_bytes(self.journal, JOURNAL_READ_BYTES)
        except FileNotFoundError:
            self.journal_bytes = 0
            return []
        *lines, torn = raw.split(b"\n")  # `torn`: what follows the last newline, a line cut short
        self.journal_bytes = len(raw) - len(torn)
        if not lines:
            return []
        header = storage.parse_json(lines[0], self.journal.name)
        if not isinstance(header, dict) or set(header) != {"journal"}:
            raise storage.DamagedFile(f"{self.journal.name} does not begin as a journal.")
        if header["journal"] != token:
            self.journal_bytes = 0  # left from before the base was written: the base holds it all
            return []
        return [storage.parse_json(line, self.journal.name) for line in lines[1:]]

    # ------------------------------------------------------------ writing

    def write_base(self, data: dict[str, Any]) -> None:
        """Write the whole game as the base (atomically) and start its journal afresh."""
        token = secrets.token_hex(8)
        raw = dumps({**data, "journal": token})
        storage.write_atomic(self.path, raw.decode())
        self.token = token
        self.base_bytes = len(raw)
        # Stopped here, the old journal's token names the old base: it is read as nothing.
        self.journal_bytes = 0
        self.append([])  # a journal of its header alone

    def append(self, records: list[dict[str, Any]]) -> None:
        """Add `records` to the journal, one line each; OSError (the journal as it was) when the
        disk refuses. Only after `write_base` or `read` (the token must be known)."""
        if self.token is None:
            raise RuntimeError("append before the base was written or read")
        data = b"".join(dumps(record) + b"\n" for record in records)
        if not self.journal_bytes:  # a new journal, or one left from an older base: it starts afresh
            data = dumps({"journal": self.token}) + b"\n" + data
        if self.journal_bytes + len(data) > JOURNAL_MAX_BYTES:
            raise OSError(errno.EFBIG, "the journal is full; its base could not be written")
        if not stat.S_ISREG(os.stat(self.path).st_mode):  # the base removed, or a folder in its place
            raise OSError(errno.ENOENT, "the base of this journal is gone")
        fd = os.open(self.journal, os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_BINARY", 0), 0o644)
        with os.fdopen(fd, "ab", buffering=0) as handle:
            if os.fstat(fd).st_size != self.journal_bytes:
                os.ftruncate(fd, self.journal_bytes)  # a line cut short by a kill or a full disk
            try:
                self._write_all(handle, data)
            except OSError:
                try:
                    os.ftruncate(fd, self.journal_bytes)  # no half line before the next one
                except OSError:
                    pass  # left as a last line cut short: readers leave it out
                raise
        self.journal_bytes += len(data)
        FLUSHER.request(self.journal)

    @staticmethod
    def _write_all(handle: io.RawIOBase, data: bytes) -> None:
        """Write all of `data` or raise: a write past a size limit may write only part of it."""
        written = handle.write(data)
        if written is not None and written != len(data):
            raise OSError(errno.EFBIG, "the file could not grow")

    def journal_too_large(self) -> bool:
        """Time to write the base afresh: the journal is larger than the base (and than a floor)."""
        return self.journal_bytes > max(JOURNAL_MIN_BYTES, self.base_bytes)

    def remove(self) -> None:
        """Delete the save: the base first (stopped in between, a journal without its base is
        nothing; a base without its journal would be the game as it was moves ago)."""
        self.path.unlink(missing_ok=True)
        self.journal.unlink(missing_ok=True)
        self.token = None

    def move_aside(self) -> bool:
        """Move the damaged base, then its journal, aside; False when the base could not be moved
        (the journal then stays with it)."""
        if storage.move_aside(self.path) is None:
            return False
        if self.journal.exists() or self.journal.is_symlink():
            storage.move_aside(self.journal)
        return True


class Flusher:
    """Puts journals on the disk in the background: a kill needs nothing more than `append`, a
    power cut would otherwise take the last lines with it. One daemon thread, started when first
    needed; paths asked for while it works are flushed once, together."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._wake = threading.Condition(self._lock)
        self._pending: set[Path] = set()
        self._busy = False
        self._thread: threading.Thread | None = None

    def request(self, path: Path) -> None:
        with self._lock:
            self._pending.add(path)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="save-flusher", daemon=True)
                self._thread.start()
            self._wake.notify_all()

    def wait(self, timeout: float = 5.0) -> bool:
        """Until every journal asked for is on the disk (for tests and the benchmark)."""
        with self._lock:
            return self._wake.wait_for(lambda: not self._pending and not self._busy, timeout)

    def _run(self) -> None:
        while True:
            with self._lock:
                self._wake.wait_for(lambda: bool(self._pending))
                paths, self._pending = self._pending, set()
                self._busy = True
            for path in paths:
                try:
                    fd = os.open(path, SYNC_OPEN)
                except OSError:
                    continue  # removed or moved since: nothing to keep
                try:
                    os.fsync(fd)
                except OSError:
                    pass  # the next write says whether the disk works
                finally:
                    os.close(fd)
            with self._lock:
                self._busy = False
                self._wake.notify_all()


FLUSHER = Flusher()
