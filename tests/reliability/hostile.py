"""Hostile places for the program's files: read-only folders, named pipes, full disks.

`read_only(folder)` makes a folder read-only for the program: its permissions are 0o555, and
where the tests run as root (whom permissions do not stop: CI does) every call that would
create, replace, rename or remove an entry in it, or open a file in it for writing, fails
with EACCES exactly as the system would for anyone else. `no_room(errno)` makes every file
write fail as a full disk (ENOSPC) or a file-size limit (EFBIG, `ulimit -f`) does.
`reads_without_waiting` runs a loader in a thread and fails if it waits on a pipe.
"""

from __future__ import annotations

import builtins
import errno
import os
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND
WAIT_SECONDS = 5.0  # a load takes milliseconds; one still running after this waits on a pipe


def _inside(path: Any, folder: Path) -> bool:
    """Whether the entry `path` is in `folder` or below it (so changing it changes a folder there)."""
    try:
        parent = Path(os.fsdecode(path)).absolute().parent
    except (TypeError, ValueError):
        return False  # a file descriptor, not a path
    return parent == folder or folder in parent.parents


def _refuse(path: Any) -> PermissionError:
    return PermissionError(errno.EACCES, os.strerror(errno.EACCES), os.fsdecode(path))


@contextmanager
def read_only(folder: Path) -> Iterator[None]:
    """`folder` (and everything below it) read-only for the program while the block runs."""
    folder = folder.absolute()
    monkeypatch = pytest.MonkeyPatch()
    mode = folder.stat().st_mode & 0o7777
    folder.chmod(0o555)
    if os.geteuid() == 0:  # root writes anyway: refuse as the system refuses everyone else
        real_open, real_mkdir, real_replace = os.open, os.mkdir, os.replace
        real_rename, real_unlink, real_builtin_open = os.rename, os.unlink, builtins.open

        def guarded_open(path, flags, *args, **kwargs):
            if flags & WRITE_FLAGS and _inside(path, folder):
                raise _refuse(path)
            return real_open(path, flags, *args, **kwargs)

        def guarded(real: Callable) -> Callable:
            def call(*paths, **kwargs):
                for path in paths[:2]:
                    if isinstance(path, (str, bytes, os.PathLike)) and _inside(path, folder):
                        raise _refuse(path)
                return real(*paths, **kwargs)
            return call

        def guarded_builtin_open(file, mode="r", *args, **kwargs):
            if any(c in mode for c in "wax+") and isinstance(file, (str, os.PathLike)) and _inside(file, folder):
                raise _refuse(file)
            return real_builtin_open(file, mode, *args, **kwargs)

        monkeypatch.setattr(os, "open", guarded_open)
        monkeypatch.setattr(os, "mkdir", guarded(real_mkdir))
        monkeypatch.setattr(os, "replace", guarded(real_replace))
        monkeypatch.setattr(os, "rename", guarded(real_rename))
        monkeypatch.setattr(os, "unlink", guarded(real_unlink))
        monkeypatch.setattr(builtins, "open", guarded_builtin_open)
    try:
        yield
    finally:
        monkeypatch.undo()
        folder.chmod(mode)


@contextmanager
def no_room(code: int) -> Iterator[None]:
    """Every write of a file fails with `code` (ENOSPC: the disk is full; EFBIG: past the size
    limit), as the system reports it at the write itself, after the file was created."""
    monkeypatch = pytest.MonkeyPatch()
    real_fdopen = os.fdopen

    class Full:
        def __init__(self, handle) -> None:
            self.handle = handle

        def write(self, data) -> int:
            raise OSError(code, os.strerror(code))

        def __getattr__(self, name: str) -> Any:
            return getattr(self.handle, name)

        def __enter__(self) -> Full:
            return self

        def __exit__(self, *exc) -> None:
            self.handle.close()

    monkeypatch.setattr(os, "fdopen", lambda fd, *args, **kwargs: Full(real_fdopen(fd, *args, **kwargs)))
    try:
        yield
    finally:
        monkeypatch.undo()


def reads_without_waiting(load: Callable[[], Any], pipe: Path) -> Any:
    """`load()`'s result; fails if it is still running after WAIT_SECONDS (waiting on the named
    pipe at `pipe`, or on one in the folder `pipe`, which is then opened for writing and closed so
    the stuck reader ends)."""
    result: list[Any] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            result.append(load())
        except BaseException as exc:  # noqa: BLE001 - handed to the test
            errors.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(WAIT_SECONDS)
    if worker.is_alive():
        for fifo in pipe.rglob("*") if pipe.is_dir() else [pipe]:  # a folder: every pipe in it
            try:
                os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))  # lets the stuck reader see the end
            except OSError:
                pass
        raise AssertionError(f"reading {pipe.name} waited on a named pipe")
    if errors:
        raise errors[0]
    return result[0]
