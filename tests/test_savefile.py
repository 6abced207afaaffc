"""One save on disk: a base written whole, a journal appended to, and what a kill can leave."""

from __future__ import annotations

import errno
import json
import os

import pytest

from game import savefile, storage
from game.savefile import SaveFile


@pytest.fixture
def save(data_dir) -> SaveFile:
    return SaveFile(storage.saves_dir() / "game.json")


def test_a_base_then_lines_read_back_in_order(save):
    save.write_base({"moves": [1]})
    save.append([{"a": 2}, {"a": 3}])
    save.append([{"k": {"clock": 1}}])
    again = SaveFile(save.path)
    base, records = again.read()
    assert base == {"moves": [1], "journal": save.token}
    assert records == [{"a": 2}, {"a": 3}, {"k": {"clock": 1}}]
    assert again.journal_bytes == save.journal_bytes == save.journal.stat().st_size


def test_writing_the_base_again_starts_an_empty_journal(save):
    save.write_base({"moves": [1]})
    save.append([{"a": 2}])
    save.write_base({"moves": [1, 2]})
    assert SaveFile(save.path).read() == ({"moves": [1, 2], "journal": save.token}, [])


def test_a_last_line_cut_short_is_left_out_and_replaced_by_the_next(save):
    """A kill in the middle of a line: the line is not there; the next line follows the whole ones."""
    save.write_base({"moves": []})
    save.append([{"a": 1}, {"a": 2}])
    with open(save.journal, "ab") as handle:
        handle.write(b'{"a": 3, "d": "ab')  # the program was killed here
    again = SaveFile(save.path)
    assert again.read()[1] == [{"a": 1}, {"a": 2}]
    again.append([{"a": 4}])
    assert SaveFile(save.path).read()[1] == [{"a": 1}, {"a": 2}, {"a": 4}]


def test_a_journal_of_an_older_base_holds_nothing_and_is_started_afresh(save):
    """Stopped between writing a base and its new journal: the old journal's lines are in the base."""
    save.write_base({"moves": []})
    save.append([{"a": 1}])
    stale = save.journal.read_bytes()
    save.write_base({"moves": [1]})
    save.journal.write_bytes(stale)
    again = SaveFile(save.path)
    assert again.read() == ({"moves": [1], "journal": save.token}, [])
    again.append([{"a": 2}])
    assert SaveFile(save.path).read()[1] == [{"a": 2}]
    assert json.loads(save.journal.read_bytes().split(b"\n")[0]) == {"journal": save.token}


def test_a_damaged_line_before_the_last_is_a_damaged_save(save):
    save.write_base({"moves": []})
    save.append([{"a": 1}, {"a": 2}])
    lines = save.journal.read_bytes().split(b"\n")
    lines[1] = b'{"a": 1'
    save.journal.write_bytes(b"\n".join(lines))
    with pytest.raises(storage.DamagedFile):
        SaveFile(save.path).read()


def test_a_write_that_fails_half_way_leaves_the_journal_as_it_was(save, monkeypatch):
    """A full disk (or `ulimit -f`) writes part of a line: it is taken back, and the error said."""
    save.write_base({"moves": []})
    save.append([{"a": 1}])
    before = save.journal.read_bytes()
    real = os.fdopen

    class Half:
        def __init__(self, handle) -> None:
            self.handle = handle

        def write(self, data) -> int:
            return self.handle.write(data[:len(data) // 2])

        def __getattr__(self, name):
            return getattr(self.handle, name)

        def __enter__(self):
            return self

        def __exit__(self, *exc) -> None:
            self.handle.close()

    with monkeypatch.context() as patched, pytest.raises(OSError) as failed:
        patched.setattr(os, "fdopen", lambda fd, *args, **kwargs: Half(real(fd, *args, **kwargs)))
        save.append([{"a": 2}])
    assert failed.value.errno == errno.EFBIG
    assert save.journal.read_bytes() == before
    save.append([{"a": 3}])
    assert SaveFile(save.path).read()[1] == [{"a": 1}, {"a": 3}]


def test_no_line_is_added_to_a_journal_whose_base_is_gone(save):
    save.write_base({"moves": []})
    save.path.unlink()
    save.path.mkdir()
    with pytest.raises(OSError):
        save.append([{"a": 1}])


def test_the_base_is_written_afresh_once_the_journal_outgrows_it(save, monkeypatch):
    monkeypatch.setattr(savefile, "JOURNAL_MIN_BYTES", 100)
    save.write_base({"moves": list(range(50))})
    while not save.journal_too_large():
        assert save.journal_bytes <= max(100, save.base_bytes)
        save.append([{"a": 1}])
    assert save.journal_bytes > save.base_bytes


def test_lines_reach_the_disk_in_the_background(save):
    save.write_base({"moves": []})
    save.append([{"a": 1}])
    assert savefile.FLUSHER.wait(), "the flusher caught up"


def test_remove_and_move_aside_take_the_journal_too(save):
    save.write_base({"moves": []})
    save.append([{"a": 1}])
    assert save.move_aside()
    assert not save.path.exists() and not save.journal.exists()
    assert len(list(save.path.parent.glob("game.damaged-*"))) == 2
    save.write_base({"moves": []})
    save.remove()
    assert not save.path.exists() and not save.journal.exists()


def test_stopped_while_a_save_is_deleted_there_is_never_an_older_game_to_continue(save, monkeypatch):
    """The base goes first: a kill between the two leaves a journal alone, which is nothing (and is
    forgotten when the list is read), never the base alone, which would be the game moves ago."""
    from pathlib import Path

    from game import saves

    save.write_base({"format": "game-table-save"})
    save.append([{"a": 1}])
    real = Path.unlink

    def killed_at_the_journal(path, missing_ok=False):
        if path == save.journal:
            raise KeyboardInterrupt  # stands for the kill
        real(path, missing_ok=missing_ok)

    with monkeypatch.context() as patched, pytest.raises(KeyboardInterrupt):
        patched.setattr(Path, "unlink", killed_at_the_journal)
        save.remove()
    assert not save.path.exists() and save.journal.exists()
    assert saves.in_progress() == ([], []) and not save.journal.exists()
