"""The program goes on no network and writes nothing outside its data folder (fast, every run).

Plays the real self-test game in this process with the socket functions made
to fail, and records Python's audit events (PEP 578) for sockets and for every
call that writes, creates, renames or removes a file, from every thread.
"""

from __future__ import annotations

import os
import socket
import sys
import tempfile
from pathlib import Path

from game.selftest import run_self_test

WRITE_EVENTS = {"open", "os.mkdir", "os.rename", "os.remove", "os.rmdir", "os.truncate", "os.symlink",
                "os.link", "os.chmod", "os.utime", "shutil.rmtree", "shutil.copyfile", "shutil.move"}
WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC

_recording: list[tuple[str, tuple]] | None = None
_hooked = False


def _audit(event: str, args: tuple) -> None:
    if _recording is not None and (event.startswith("socket.") or event in WRITE_EVENTS):
        _recording.append((event, args))


def record() -> list[tuple[str, tuple]]:
    """Start recording; audit hooks cannot be removed, so the hook is added once and idles after."""
    global _recording, _hooked
    if not _hooked:
        sys.addaudithook(_audit)
        _hooked = True
    _recording = []
    return _recording


def stop() -> None:
    global _recording
    _recording = None


def written_paths(events: list[tuple[str, tuple]]) -> list[str]:
    """Every path written, created, renamed or removed; paths relative to a directory's file
    descriptor (shutil.rmtree's removals) count as the tree being removed, which is listed."""
    paths = []
    removing_tree = False
    for event, args in events:
        if event in ("os.remove", "os.rmdir") and args[-1] not in (None, -1):
            assert removing_tree, f"{event}{args} relative to an unknown folder"
            continue
        removing_tree = removing_tree or event == "shutil.rmtree"
        if event == "open":
            path, _mode, flags = args
            if not isinstance(path, (str, bytes, os.PathLike)) or not flags & WRITE_FLAGS:
                continue  # a read, or a file descriptor being wrapped
            paths.append(os.fsdecode(path))
        elif event == "os.rename":
            paths += [os.fsdecode(args[0]), os.fsdecode(args[1])]
        elif isinstance(args[0], (str, bytes, os.PathLike)):
            paths.append(os.fsdecode(args[0]))
    return paths


def test_self_test_uses_no_network_and_writes_only_into_its_data_folder(tmp_path, monkeypatch):
    home, cwd, temp = tmp_path / "home", tmp_path / "cwd", tmp_path / "tmp"
    for folder in (home, cwd, temp):
        folder.mkdir()
    monkeypatch.setenv("HOME", str(home))
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(cwd)
    monkeypatch.setattr(tempfile, "tempdir", str(temp))  # the self-test's data folder goes in here
    monkeypatch.setattr(sys, "dont_write_bytecode", True)  # Python's .pyc cache is not the program's doing

    attempts = []

    def no_network(*args, **kwargs):
        attempts.append(args)  # recorded too, in case the program catches the error
        raise OSError("the program tried to use the network")

    for name in ("socket", "create_connection", "getaddrinfo", "gethostbyname", "create_server"):
        monkeypatch.setattr(socket, name, no_network)

    events = record()
    try:
        assert run_self_test() == 0
    finally:
        stop()

    assert attempts == []
    assert [event for event, _ in events if event.startswith("socket.")] == []
    written = written_paths(events)
    assert written, "the audit hook saw no file written: the self-test saves a game and frames"
    outside = [p for p in written if not Path(p).resolve().is_relative_to(temp.resolve())]
    assert outside == []
    assert list(cwd.iterdir()) == []
    assert list(home.iterdir()) == []
