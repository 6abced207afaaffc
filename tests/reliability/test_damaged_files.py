"""Damaged files: one sentence for the player, the file moved aside, nothing else harmed.

A seeded generator (damage.py) harms real valid files of each kind — saves of the four
games made by playing a few moves, settings, statistics — in the ways a disk, a crash or
a curious hand harms them, and each goes through the loader the app itself uses
(`saves.in_progress` and `saves.load`, `storage.load_settings`, `stats.load`). Every file must either load
as a valid file of its kind or give one sentence and be moved aside; no exception may
escape, a load stays under a time and memory bound, and nothing outside the data
folder is ever written. One damaged file of each kind also goes through the App's own
start-up and menu, where the player reads the sentence.
"""

from __future__ import annotations

import json
import os
import random
import re
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import pytest

from game import saves, stats, storage
from game.engine import GAMES
from game.match import Match, Seat
from tests.reliability import damage

MAX_SECONDS = 2.0  # per file, processor time
MAX_GROWTH_BYTES = 150 * 1024 * 1024  # per file: resident memory at its highest while loading, less before


# ---------------------------------------------------------------- valid files to harm

def valid_saves(rng: random.Random) -> list[tuple[str, dict[str, Any]]]:
    """Saves of each game after a few moves, as Match writes them."""
    out = []
    for game_id, info in sorted(GAMES.items()):
        for _ in range(3):
            config = info.default_config()
            seats = [Seat("Anna")] + [Seat(f"Computer {i}", computer=True, level=rng.choice(["easy", "hard"]))
                                      for i in range(1, config.players)]
            match = Match(info, config, seats, rng.randrange(2**62))
            for _ in range(rng.randrange(2, 12)):
                if match.is_over:
                    break
                match.apply(rng.choice(match.state.legal_actions()))
            out.append((game_id, match.to_dict()))
    return out


def valid_settings() -> list[dict[str, Any]]:
    return [asdict(storage.Settings()), asdict(storage.Settings(True, "fi", 0.25, True)),
            asdict(storage.Settings(False, "ar", 1.0, False))]


def valid_stats() -> list[dict[str, Any]]:
    data = stats.Stats()
    data.record("sequence", "Anna").add("won")
    data.record("figuras", "Ben").add("lost")
    data.record("sequence_kids", "Anna").add("draw")
    data.solitaire_best["Anna"] = 52
    data.solitaire_history += [stats.Attempt("Anna", 52, "2025-01-01 10:00"), stats.Attempt("Ben", None, "x")]
    data.closest["Ben"] = 108
    return [data.to_dict(), stats.Stats().to_dict()]


def valid_old_best() -> list[dict[str, Any]]:
    """The solitaire's best scores as kept before statistics existed (folded in once)."""
    return [{"version": 1, "best": {"Anna": 58, "Ben": 70}}]


# ---------------------------------------------------------------- loading one file

def load(kind: str, game_id: str | None) -> tuple[str | None, Any]:
    """The app's loader for `kind`: (the sentence for the player or None, what was loaded)."""
    if kind == "save":  # as the player meets it: the Continue list reads it, Continue replays it
        _games, told = saves.in_progress()
        if told:
            return told[0], None
        match, sentence = saves.load(saves.legacy_path(game_id))
        return sentence, match
    if kind == "settings":
        settings, sentence = storage.load_settings()
        return sentence, settings
    data, sentence = stats.load()  # "stats" and "old best": both are read with the statistics
    return sentence, data


def target(kind: str, game_id: str | None) -> Path:
    if kind == "save":
        return saves.legacy_path(game_id)
    if kind == "old best":
        return storage.data_dir() / stats.OLD_BEST_FILE
    return storage.settings_path() if kind == "settings" else stats.stats_path()


def one_sentence(text: str) -> bool:
    return text.endswith(".") and text[0].isupper() and ". " not in text and "\n" not in text and len(text) < 200


@dataclass
class Figures:
    tried: Counter = field(default_factory=Counter)  # per kind
    refused: Counter = field(default_factory=Counter)  # per kind: told and moved aside
    harms: Counter = field(default_factory=Counter)
    worst_seconds: float = 0.0  # wall clock
    worst_cpu: float = 0.0  # processor time
    worst_harm: str = ""
    worst_growth: int = 0  # bytes of resident memory
    worst_growth_harm: str = ""


def try_file(kind: str, game_id: str | None, harm: str, raw: bytes | None, figures: Figures) -> None:
    """Write one damaged file where the app reads it, load it, and check what the player gets."""
    path = target(kind, game_id)
    if raw is not None:
        path.write_bytes(raw)
    folder = path.parent
    before = set(folder.iterdir())
    base = reset_resident_peak()
    start, cpu_start = time.perf_counter(), time.process_time()
    try:
        sentence, loaded = load(kind, game_id)
    except BaseException as exc:  # noqa: BLE001 - the point: nothing may escape
        raise AssertionError(f"{kind} {game_id} {harm}: {type(exc).__name__}: {exc}") from exc
    # The bound is on the work done (processor time): the wall clock also counts other programs.
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu_start
    growth = resident()[1] - base
    figures.tried[kind] += 1
    figures.harms[harm] += 1
    if seconds > figures.worst_seconds:
        figures.worst_seconds, figures.worst_harm = seconds, harm
    if growth > figures.worst_growth:
        figures.worst_growth, figures.worst_growth_harm = growth, harm
    figures.worst_cpu = max(figures.worst_cpu, cpu)
    assert cpu < MAX_SECONDS, f"{kind} {harm}: {cpu:.2f} s of processor time"
    assert growth < MAX_GROWTH_BYTES, f"{kind} {harm}: resident memory grew {growth / 2**20:.0f} MB"
    if raw is None:  # the 100 MB file: refused by its size, never read
        assert growth < 8 * 1024 * 1024 and seconds < 0.1, (growth, seconds)
    check_outcome(kind, harm, path, raw, before, sentence, loaded, figures)


def check_outcome(kind: str, harm: str, path: Path, raw: bytes | None, before: set[Path],
                  sentence: str | None, loaded: Any, figures: Figures) -> None:
    """Loaded as a valid file and left in place, or one sentence and the file moved aside as it was."""
    after = set(path.parent.iterdir())
    if sentence is None:
        must = damage.ALWAYS_DAMAGE | ({"unknown version"} if kind != "settings" else set())
        assert harm not in must, f"a {harm} {kind} file loaded without a word"
        if kind == "old best":  # folded into the statistics, then put away so it is read once
            imported = path.with_name(path.stem + ".imported" + path.suffix)
            assert not path.exists() and after - before == {imported, stats.stats_path()}
            assert loaded.solitaire_best == json.loads(raw)["best"]
            imported.unlink()
            stats.stats_path().unlink()
            return
        assert path.exists() and after == before, "a file that loads stays where it is"
        if kind == "save":
            assert loaded is not None and loaded.state.to_dict() == json.loads(raw)["snapshot"]
        path.unlink()
        return
    figures.refused[kind] += 1
    assert one_sentence(sentence), sentence
    assert not path.exists(), "a damaged file is moved aside"
    (aside,) = after - before
    assert aside.name.startswith(path.stem + ".damaged-") and aside.suffix == path.suffix
    if raw is not None:
        assert aside.read_bytes() == raw, "the damaged file is kept as it was, for a bug report"
    aside.unlink()  # keeps the folder small for the next file


def resident() -> tuple[int, int]:
    """(resident now, resident at its highest) in bytes, from Linux's /proc; zeros elsewhere."""
    try:
        text = Path("/proc/self/status").read_text()
    except OSError:
        return 0, 0
    now, high = (int(re.search(rf"{key}:\s+(\d+)", text).group(1)) * 1024 for key in ("VmRSS", "VmHWM"))
    return now, high


def reset_resident_peak() -> int:
    """Start a new resident high-water mark (Linux: clear_refs 5); the resident size now."""
    try:
        Path("/proc/self/clear_refs").write_text("5")
    except OSError:
        pass  # not Linux: memory is not measured there
    return resident()[0]


def snapshot(folder: Path, leave_out: Path) -> dict[str, tuple[int, int]]:
    """Every file under `folder` but `leave_out`: path -> (size, modified)."""
    out = {}
    for dirpath, _dirs, files in os.walk(folder):
        if Path(dirpath).is_relative_to(leave_out):
            continue
        for name in files:
            st = os.stat(os.path.join(dirpath, name))
            out[os.path.join(dirpath, name)] = (st.st_size, st.st_mtime_ns)
    return out


def run(count: int, seed: int, tmp_path: Path, data_dir: Path, monkeypatch) -> Figures:
    """`count` damaged files (half saves, a quarter settings, a fifth statistics, the rest the old
    solitaire best scores), and of each kind a 100 MB file and 100,000 nested lists."""
    # A home of its own: any write outside the data folder (a stray log, a cache) would show there.
    home = tmp_path / "home"
    home.mkdir()
    for var, sub in (("HOME", ""), ("XDG_DATA_HOME", ".local/share"), ("XDG_CONFIG_HOME", ".config"),
                     ("XDG_CACHE_HOME", ".cache"), ("TMPDIR", "tmp")):
        (home / sub).mkdir(parents=True, exist_ok=True)
        monkeypatch.setenv(var, str(home / sub))
    rng = random.Random(seed)
    saves = valid_saves(rng)
    others = {"settings": valid_settings(), "stats": valid_stats(), "old best": valid_old_best()}
    storage.saves_dir()
    outside = snapshot(tmp_path, data_dir)
    figures = Figures()
    for kind, game_id in (("save", "rummidrez"), ("settings", None), ("stats", None), ("old best", None)):
        damage.write_huge(target(kind, game_id))
        try_file(kind, game_id, "100 MB", None, figures)
        # The deepest nesting, alone: 100,000 lists inside each other.
        try_file(kind, game_id, "deep nesting", b"[" * damage.DEEP + b"]" * damage.DEEP, figures)
    for _ in range(count):
        pick = rng.random()
        if pick < 0.5:
            game_id, valid = rng.choice(saves)
            kind = "save"
        else:
            kind = "settings" if pick < 0.75 else "stats" if pick < 0.95 else "old best"
            game_id, valid = None, rng.choice(others[kind])
        harm, raw = damage.damaged(valid, rng)
        try_file(kind, game_id, harm, raw, figures)
    assert snapshot(tmp_path, data_dir) == outside, "something was written outside the data folder"
    assert not [p for p in data_dir.rglob("*") if p.is_file() and p.name != "game-table.log"
                and "logs" not in p.parts], "every file was moved aside and cleared"
    return figures


def report(name: str, figures: Figures, seconds: float) -> None:
    print(f"\n{name}: tried {dict(figures.tried)}, refused {dict(figures.refused)}, harms {dict(figures.harms)}; "
          f"worst load {figures.worst_seconds * 1000:.0f} ms ({figures.worst_harm}; processor "
          f"{figures.worst_cpu * 1000:.0f} ms), "
          f"most resident growth {figures.worst_growth / 2**20:.1f} MB ({figures.worst_growth_harm}); "
          f"{seconds:.1f} s")


def test_a_hundred_damaged_files(tmp_path, data_dir, monkeypatch):
    start = time.monotonic()
    figures = run(100, 1, tmp_path, data_dir, monkeypatch)
    report("damaged files (quick)", figures, time.monotonic() - start)
    assert sum(figures.tried.values()) == 108 and len(figures.tried) == 4


@pytest.mark.slow
def test_a_thousand_damaged_files(tmp_path, data_dir, monkeypatch):
    start = time.monotonic()
    figures = run(1000, 1000, tmp_path, data_dir, monkeypatch)
    report("damaged files", figures, time.monotonic() - start)
    assert sum(figures.tried.values()) == 1008
    assert all(figures.harms[h] for h in damage.HARMS), "every kind of harm was tried"


# ---------------------------------------------------------------- journals

def journaled_saves(rng: random.Random) -> list[tuple[str, bytes, bytes]]:
    """Saves of each game as the program leaves them after playing on: a base, and a journal of
    moves, an undo (a cut and a redeal) and the table's own lines: (game, base, journal)."""
    out = []
    for game_id, info in sorted(GAMES.items()):
        config = info.default_config()
        seats = [Seat("Anna")] + [Seat(f"Computer {i}", computer=True) for i in range(1, config.players)]
        match = Match(info, config, seats, rng.randrange(2**62), saves.new_path(game_id))
        match.save()
        undone = False
        while len(match.actions) < 14 and not match.is_over:
            if match.can_undo() and not undone and len(match.actions) > 6:
                undone = match.undo()
                match.prefs["sort"] = "figure"
                match.save()
                continue
            match.apply(rng.choice(match.state.legal_actions()))
        if match.is_over:
            continue
        out.append((game_id, match.save_path.read_bytes(), match.file.journal.read_bytes()))
        match.file.remove()
    return out


def try_journal(game_id: str, base: bytes, harm: str, raw: bytes, figures: Figures) -> None:
    """A whole base with a harmed journal where the app reads them, through the list and Continue:
    loaded as far as its last whole line (or the base alone), or one sentence and both put aside."""
    path = saves.legacy_path(game_id)
    journal = path.with_suffix(".journal")
    path.write_bytes(base)
    journal.write_bytes(raw)
    before = set(path.parent.iterdir())
    start, cpu_start = time.perf_counter(), time.process_time()
    try:
        sentence, loaded = load("save", game_id)
    except BaseException as exc:  # noqa: BLE001 - the point: nothing may escape
        raise AssertionError(f"journal {game_id} {harm}: {type(exc).__name__}: {exc}") from exc
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu_start
    assert cpu < MAX_SECONDS, f"journal {harm}: {cpu:.2f} s of processor time"
    figures.tried["journal"] += 1
    figures.harms[harm] += 1
    if seconds > figures.worst_seconds:
        figures.worst_seconds, figures.worst_harm = seconds, harm
    figures.worst_cpu = max(figures.worst_cpu, cpu)
    after = set(path.parent.iterdir())
    if sentence is None:
        assert harm not in damage.JOURNAL_ALWAYS_DAMAGE, f"a journal with {harm} loaded without a word"
        assert after == before, "a save that loads stays where it is"
        whole = [json.loads(line) for line in damage.journal_lines(raw)[1:] if line.strip()]
        changes = [line["d"] for line in whole if "d" in line]
        if harm in damage.JOURNAL_TOLERATED:  # the game after its last whole line, or the base alone
            from game.match import digest

            expected = changes[-1] if changes and harm != "foreign header" else None
            base_state = json.loads(base)["snapshot"]
            assert (digest(loaded.state) == expected if expected else loaded.state.to_dict() == base_state), harm
        path.unlink()
        journal.unlink()
        return
    assert harm not in damage.JOURNAL_TOLERATED, f"a journal with {harm} was refused: {sentence}"
    figures.refused["journal"] += 1
    assert one_sentence(sentence), sentence
    assert not path.exists() and not journal.exists(), "the save and its journal are moved aside"
    asides = after - before
    assert sorted(p.read_bytes() for p in asides) == sorted([base, raw]), "both kept as they were"
    for aside in asides:
        aside.unlink()


def run_journals(count: int, seed: int) -> Figures:
    rng = random.Random(seed)
    made = journaled_saves(rng)
    figures = Figures()
    for game_id, base, _journal in made[:1]:  # the largest, and what is not a file
        huge = saves.legacy_path(game_id).with_suffix(".journal")
        damage.write_huge(huge, 40 * 1024 * 1024)
        try_journal(game_id, base, "huge", huge.read_bytes(), figures)
    for _ in range(count):
        game_id, base, journal = rng.choice(made)
        harm = rng.choice(sorted(damage.JOURNAL_HARMS))
        try_journal(game_id, base, harm, damage.JOURNAL_HARMS[harm](journal, rng), figures)
    return figures


def test_a_hundred_damaged_journals(data_dir):
    start = time.monotonic()
    figures = run_journals(100, 2)
    report("damaged journals (quick)", figures, time.monotonic() - start)
    assert figures.tried["journal"] == 101 and figures.refused["journal"]
    assert not [p for p in data_dir.rglob("*") if p.is_file() and "logs" not in p.parts], "all moved aside and cleared"


@pytest.mark.slow
def test_a_thousand_damaged_journals(data_dir):
    start = time.monotonic()
    figures = run_journals(1000, 2000)
    report("damaged journals", figures, time.monotonic() - start)
    assert figures.tried["journal"] == 1001
    assert all(figures.harms[h] for h in damage.JOURNAL_HARMS), "every kind of harm was tried"


def test_a_journal_that_is_not_a_file_is_refused(data_dir):
    """A folder or a named pipe where the journal is read: one sentence, never a wait."""
    from tests.reliability import hostile

    (game_id, base, _journal), *_ = journaled_saves(random.Random(3))
    for make in (os.mkdir, os.mkfifo):
        path = saves.legacy_path(game_id)
        path.write_bytes(base)
        make(path.with_suffix(".journal"))
        sentence = hostile.reads_without_waiting(lambda path=path: saves.load(path)[1], path.parent)
        assert sentence and one_sentence(sentence) and not path.exists() and not path.with_suffix(".journal").exists()
        for aside in path.parent.glob("*.damaged-*"):
            aside.rmdir() if aside.is_dir() else aside.unlink()


def test_the_player_reads_one_sentence_per_damaged_file_at_start_up_and_in_the_menu(data_dir):
    import pygame

    from game.app import App
    from game.selftest import press
    from game.ui.menu import MenuScene
    from game.ui.saves_scene import SavesScene

    rng = random.Random(7)
    (game_id, save), = valid_saves(rng)[:1]
    saves.legacy_path(game_id).write_bytes(damage.truncated(save, rng))
    storage.settings_path().write_bytes(damage.nan_infinity(valid_settings()[1], rng))
    stats.stats_path().write_bytes(damage.invalid_utf8(valid_stats()[0], rng))

    app = App()  # reads the settings
    assert app.notices == ["Your settings file was damaged; it was put aside and the defaults are used."]
    app.replace(MenuScene(app))
    press(app, "Continue")  # the list of games in progress reads the damaged save
    assert isinstance(app.scene, SavesScene) and not app.scene.games, "nothing to continue"
    assert app.notices[-1] == (f"The saved {GAMES[game_id].title} game was damaged and could not be "
                               "continued; it was put aside.")
    app.step(1 / 60, [])  # the list draws the latest sentence
    press(app, "Back")
    assert isinstance(app.scene, MenuScene)
    assert not any(w.label == "Continue" for w in app.scene.widgets if hasattr(w, "label")), "nothing to continue"
    app.step(1 / 60, [])  # the menu draws the latest sentence
    press(app, "Statistics")
    assert app.notices[-1] == "Your statistics file was damaged; it was put aside and new statistics were started."
    assert all(one_sentence(n) for n in app.notices) and len(app.notices) == 3
    assert sorted(p.name.split(".damaged-")[0] for p in data_dir.rglob("*.damaged-*")) == [
        game_id, "settings", "stats"]
    pygame.display.quit()


def test_a_write_cut_off_leaves_a_temporary_file_that_the_next_save_clears(data_dir):
    path = saves.new_path("sequence")
    old, fresh = path.with_name(path.name + ".abc123.tmp"), path.with_name(path.name + ".def456.tmp")
    other = path.with_name("figuras.json.abc123.tmp")
    for tmp in (old, fresh, other):
        tmp.write_text('{"format": "game-t')
    os.utime(old, (time.time() - 3600, time.time() - 3600))  # fresh: another window writing right now
    os.utime(other, (time.time() - 3600, time.time() - 3600))  # another file's: cleared by its own save
    info = GAMES["sequence"]
    match = Match(info, info.default_config(), [Seat("Anna"), Seat("Ben")], 3, path)
    match.apply(match.state.legal_actions()[0])
    assert saves.load(path)[0].actions == match.actions
    assert not old.exists() and fresh.exists() and other.exists()


@pytest.mark.parametrize("kind, text", [
    ("settings", '{"volume": 1e999}'),  # Infinity by another name
    ("settings", '{"volume": NaN}'),
    ("settings", '{"volume": 1' + "0" * 400 + "}"),  # a whole number no float can hold
    ("settings", '{"volume": 1' + "0" * 5000 + "}"),  # past Python's limit on digits
    ("stats", '{"format": "game-table-stats", "version": true, "games": {}, "solitaire": '
              '{"best": {}, "history": []}, "closest": {}}'),
    ("save", '{"format": "game-table-save", "version": 1.0}'),
    ("save", '{"format": "game-table-save", "version": 1, "game": ["sequence"]}'),
    ("old best", '{"version": true, "best": {"Anna": 58}}'),
])
def test_files_the_loaders_once_let_through_or_crashed_on(kind, text):
    game_id = "sequence" if kind == "save" else None
    target(kind, game_id).write_text(text)
    sentence, _loaded = load(kind, game_id)
    assert sentence and one_sentence(sentence)
    assert not target(kind, game_id).exists()


def test_a_settings_file_nested_too_deeply_is_refused_even_when_it_parses(data_dir):
    """{"a": {"a": … 500 deep}} is valid JSON that Python parses, under a key settings would ignore:
    no file of this program nests like that, so it is damaged (and a wide file costs no walk)."""
    storage.settings_path().parent.mkdir(parents=True, exist_ok=True)
    storage.settings_path().write_text('{"muted": true, "a": ' + '{"a": ' * 500 + "1" + "}" * 501)
    settings, sentence = storage.load_settings()
    assert sentence and settings == storage.Settings() and not storage.settings_path().exists()
    storage.settings_path().write_text(json.dumps({"muted": True, "a": [[[[1]]]] * 1000}))
    settings, sentence = storage.load_settings()
    assert sentence is None and settings.muted


@pytest.mark.parametrize("kinds", [("list",), ("object",), ("list", "object")])
def test_files_nested_up_to_the_limit_load_and_one_level_more_is_refused(kinds):
    """MAX_DEPTH counts lists and objects alike, also beside a thousand siblings that nest less."""
    def file_nested(levels: int) -> bytes:  # the outer object is one level more
        value: object = 1
        for level in range(levels):
            value = [value] if kinds[level % len(kinds)] == "list" else {"a": value}
        return json.dumps({"wide": [[0]] * 1000, "deep": value}).encode()

    assert storage.parse_json(file_nested(storage.MAX_DEPTH - 1), "probe.json")["wide"][999] == [0]
    with pytest.raises(storage.DamagedFile, match="nested too deeply"):
        storage.parse_json(file_nested(storage.MAX_DEPTH), "probe.json")


@pytest.mark.parametrize("raw", [b"[" + b",".join([b"[]"] * 200_000) + b"]", b"[[[", b'{"a": NaN}'])
def test_parsing_a_file_leaves_the_cycle_collector_as_it_found_it(raw):
    """The collector is paused while a file is parsed (a wide damaged file made it run over and
    over); whatever the file, it is on again afterwards, and off only if it was off before."""
    import gc

    for was_on in (True, False):
        (gc.enable if was_on else gc.disable)()
        try:
            try:
                storage.parse_json(raw, "probe.json")
            except storage.DamagedFile:
                pass
            assert gc.isenabled() is was_on
        finally:
            gc.enable()
