"""Hostile files, folders and disks: the program starts, plays and says what happened in one sentence.

Each class of fault from issue 20, several cases of each, through the loaders the app uses and,
for one case of each, through the real menu, setup and table:

1. a save of another game under a game's file name;
2. a data folder that cannot be created;
3. a save that cannot be written (read-only folder, full disk, file-size limit, a folder in the way);
4. a damaged file that cannot be moved aside (the sentence must not say it was);
6. a named pipe (or a folder) where a file is read;
and a settings file naming a language the program does not have. Names (5) are in
tests/test_names.py, long names (7) in tests/ui/test_long_names.py.
"""

from __future__ import annotations

import errno
import json
import os
import random
import subprocess
import sys
from contextlib import nullcontext
from pathlib import Path

import pygame
import pytest

from game import saves, stats, storage
from game.engine import GAMES
from game.match import Match, Seat
from game.selftest import press
from game.ui.dialogs import ErrorScene, PauseMenu, saving_line
from game.ui.menu import MenuScene
from game.ui.saves_scene import SavesScene
from game.ui.table import TableScene
from tests.reliability import damage, hostile
from tests.ui.helpers import menu_app, open_setup, until_human

ROOT = Path(__file__).resolve().parents[2]


def one_sentence(text: str) -> bool:
    return text.endswith(".") and text[0].isupper() and ". " not in text and "\n" not in text and len(text) < 200


def played(game_id: str, seed: int = 3, moves: int = 4, path: Path | None = None) -> Match:
    """A game of `game_id` with a human and computers, a few moves in, saved at `path`."""
    info = GAMES[game_id]
    config = info.default_config()
    seats = [Seat("Anna")] + [Seat(f"Computer {i}", computer=True) for i in range(1, config.players)]
    match = Match(info, config, seats, seed, path)
    rng = random.Random(seed)
    for _ in range(moves):
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def asides(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.damaged-*"))


# ---------------------------------------------------------------- 1. another game's save

PAIRS = [(held, slot) for held in sorted(GAMES) for slot in sorted(GAMES) if held != slot]


@pytest.mark.parametrize("held, slot", PAIRS, ids=[f"{h}-as-{s}" for h, s in PAIRS])
def test_a_save_of_another_game_is_put_aside_with_one_sentence(held, slot):
    raw = json.dumps(played(held).to_dict()).encode()
    path = saves.legacy_path(slot)
    path.write_bytes(raw)
    match, sentence = saves.load(path)
    assert match is None and one_sentence(sentence)
    assert sentence == (f"The {GAMES[slot].title} save held a game of {GAMES[held].title} instead; "
                        "it was put aside.")
    (aside,) = asides(storage.saves_dir())
    assert aside.read_bytes() == raw and not path.exists()
    assert saves.load(path) == (None, None), "told once"


def test_continue_with_another_games_save_lists_nothing_and_says_so():
    saves.legacy_path("sequence").write_text(json.dumps(played("figuras").to_dict()))
    app = menu_app()
    press(app, "Continue")
    app.guarded_step(1 / 60, [])
    assert isinstance(app.scene, SavesScene) and not app.scene.games, "no error screen"
    assert app.notices == ["The Sequence save held a game of Figuras instead; it was put aside."]
    press(app, "Back")
    assert not any(getattr(w, "label", "") == "Continue" for w in app.scene.widgets)
    pygame.display.quit()


# ---------------------------------------------------------------- 2. no data folder

def unreachable_data_dir(kind: str, tmp_path: Path, monkeypatch) -> tuple[Path, Path]:
    """A data folder that cannot be made: (the folder, the folder to keep read-only or None)."""
    if kind == "read-only parent":
        parent = tmp_path / "share"
        parent.mkdir()
        folder = parent / "game-table"
    elif kind == "a file as parent":
        (tmp_path / "share").write_text("not a folder")
        folder, parent = tmp_path / "share" / "game-table", None
    else:  # a file where the folder should be
        folder, parent = tmp_path / "game-table", None
        folder.write_text("not a folder")
    monkeypatch.setenv(storage.DATA_DIR_ENV, str(folder))
    return folder, parent


@pytest.mark.parametrize("kind", ["read-only parent", "a file as parent", "a file in its place"])
def test_without_a_data_folder_the_program_starts_says_so_and_plays(kind, tmp_path, monkeypatch):
    folder, parent = unreachable_data_dir(kind, tmp_path, monkeypatch)
    with hostile.read_only(parent) if parent else nullcontext():
        app = menu_app()
        (notice,) = app.notices
        assert notice == f"Games cannot be saved: the folder {folder} cannot be created." and one_sentence(notice)
        app.guarded_step(1 / 60, [])
        open_setup(app, "sequence")
        press(app, "Start")
        table = app.scenes[0]
        assert isinstance(table, TableScene) and table.match.save_failed
        until_human(app, table)
        table.act(table.state.legal_actions()[0])
        app.guarded_step(1 / 60, [])
        assert app.scene is table and len(table.match.actions) >= 1, "play goes on"
        assert table.message.startswith("Your game could not be saved")
        app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)])
        assert app.scene is table
    assert not folder.is_dir()
    pygame.display.quit()


# ---------------------------------------------------------------- 3. a save that cannot be written

def fault(kind: str, folder: Path):
    """The fault `kind` for writes in `folder` (a context manager)."""
    if kind == "read-only folder":
        return hostile.read_only(folder)
    if kind == "full disk":
        return hostile.no_room(errno.ENOSPC)
    if kind == "file-size limit":
        return hostile.no_room(errno.EFBIG)
    raise ValueError(kind)


FAULTS = ["read-only folder", "full disk", "file-size limit"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("kind", FAULTS)
def test_a_save_that_cannot_be_written_keeps_the_previous_one_and_play_goes_on(kind, game_id):
    path = saves.new_path(game_id)
    match = played(game_id, path=path)
    journal = match.file.journal
    before = (path.read_bytes(), journal.read_bytes())
    rng = random.Random(1)
    with fault(kind, path.parent):
        for _ in range(3):  # tried again at every move: a journal line, then the whole game
            match.apply(rng.choice(match.state.legal_actions()))
            assert match.save_failed and not match.is_saved
    assert (path.read_bytes(), journal.read_bytes()) == before, "the previous save is intact"
    assert sorted(p.name for p in path.parent.iterdir()) == [journal.name, path.name], "no temporary file is left"
    match.apply(rng.choice(match.state.legal_actions()))  # the disk is back: saved again, every move
    assert match.is_saved and saves.load(path)[0].actions == match.actions


def test_a_folder_in_the_way_of_the_save_is_a_failed_save_too():
    path = saves.new_path("sequence")
    match = played("sequence", path=path)
    path.unlink()
    path.mkdir()
    match.apply(match.state.legal_actions()[0])
    assert match.save_failed and path.is_dir()


def test_a_real_file_size_limit_efbig_keeps_the_previous_save(data_dir):
    """`ulimit -f`: the system's own limit, in a process of its own (EFBIG, not a signal)."""
    path = saves.legacy_path("rummidrez")
    played("rummidrez", path=path, moves=2)
    before = path.read_bytes(), path.with_suffix(".journal").read_bytes()
    limit = len(before[1]) + 1000  # a few journal lines more is larger than this, and so is a new base
    script = f"""
import resource, random, sys
resource.setrlimit(resource.RLIMIT_FSIZE, ({limit}, resource.RLIM_INFINITY))
from game import saves
match, problem = saves.load(saves.legacy_path("rummidrez"))
assert problem is None, problem
rng = random.Random(5)
for _ in range(40):
    match.apply(rng.choice(match.state.legal_actions()))
    if match.save_failed:
        print("failed", len(match.actions))
        sys.exit(0)
print("never failed")
"""
    env = {**os.environ, storage.DATA_DIR_ENV: str(data_dir)}
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("failed"), done.stdout
    match, problem = saves.load(path)
    assert problem is None and len(match.actions) >= 2, "a whole save, never half of one"
    assert not list(path.parent.glob("*.tmp"))


def test_at_the_table_saving_failed_is_said_and_never_claimed_saved():
    app = menu_app()
    open_setup(app, "sequence")
    press(app, "Start")
    table = app.scenes[0]
    until_human(app, table)
    path = table.match.save_path
    before = path.read_bytes(), table.match.file.journal.read_bytes()
    with hostile.no_room(errno.ENOSPC):
        table.act(table.state.legal_actions()[0])
        assert table.message == "Your game could not be saved; saving is tried again after the next move."
        until_human(app, table)
        table.pause()
        assert isinstance(app.scene, PauseMenu) and app.scene.lines[0].startswith("Your game could not be saved")
        app.pop()
        assert saving_line(app.scenes).startswith("Your game could not be saved"), "the error screen says so"
        app.show_error(RuntimeError("a bug"))
        assert isinstance(app.scene, ErrorScene) and "was saved" not in app.scene.saving
        app.guarded_step(1 / 60, [])
    assert (path.read_bytes(), table.match.file.journal.read_bytes()) == before
    pygame.display.quit()


def test_the_table_says_when_saving_works_again():
    app = menu_app()
    open_setup(app, "sequence")
    press(app, "Start")
    table = app.scenes[0]
    until_human(app, table)
    with hostile.read_only(table.match.save_path.parent):
        table.act(table.state.legal_actions()[0])
        assert table.message.startswith("Your game could not be saved")
    until_human(app, table)  # the computer's move is saved
    assert table.message == "Your game is saved again." and table.match.is_saved
    assert saving_line(app.scenes) == "Your game was saved after the last move: choose Continue in the menu to go on."
    pygame.display.quit()


def test_the_error_screen_claims_no_save_for_a_demo_or_the_menu():
    app = menu_app()
    assert saving_line(app.scenes) == ""
    info = GAMES["figuras"]
    demo = Match(info, info.default_config(players=2), [Seat("A", computer=True), Seat("B", computer=True)], 1)
    assert saving_line([app.scene, type("Table", (), {"match": demo})()]) == ""
    pygame.display.quit()


@pytest.mark.parametrize("how", ["F11", "settings"])
def test_settings_that_cannot_be_saved_give_one_sentence_never_the_error_screen(how, data_dir, monkeypatch):
    monkeypatch.setattr(pygame.display, "toggle_fullscreen", lambda: 1)  # the dummy display cannot
    app = menu_app()
    with hostile.read_only(data_dir):
        for _ in range(3):
            if how == "F11":
                app.guarded_step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="",
                                                             scancode=0)])
            else:
                app.set_high_contrast(not app.settings.high_contrast)
                app.guarded_step(1 / 60, [])
        assert isinstance(app.scene, MenuScene)
        assert app.notices == ["Your settings could not be saved; they apply until you quit."], "said once"
    assert not storage.settings_path().exists()
    pygame.display.quit()


# ---------------------------------------------------------------- 4. a damaged file that stays

KINDS = ["save", "settings", "stats", "old best"]


def path_of(kind: str) -> Path:
    return {"save": saves.legacy_path("sequence"), "settings": storage.settings_path(), "stats": stats.stats_path(),
            "old best": storage.data_dir() / stats.OLD_BEST_FILE}[kind]


def load(kind: str) -> str | None:
    if kind == "save":
        return saves.load(saves.legacy_path("sequence"))[1]
    if kind == "settings":
        return storage.load_settings()[1]
    return stats.load()[1]


STUCK = {
    "save": "The saved Sequence game is damaged and could not be continued or put aside.",
    "settings": "Your settings file is damaged and could not be put aside; the defaults are used.",
    "stats": "Your statistics file is damaged and could not be put aside; new statistics were started.",
    "old best": "The file of best solitaire scores is damaged and could not be put aside.",
}


@pytest.mark.parametrize("kind", KINDS)
def test_a_damaged_file_that_cannot_be_moved_is_not_said_to_be_put_aside(kind):
    path = path_of(kind)
    raw = damage.truncated(json.loads('{"format": "game-table-save", "version": 1, "game": "sequence"}'),
                           random.Random(kind))
    path.write_bytes(raw)
    with hostile.read_only(path.parent):
        for _ in range(2):  # the same, true sentence at every start
            sentence = load(kind)
            assert sentence == STUCK[kind] and one_sentence(sentence)
            assert "put aside" in sentence and "could not be" in sentence
            assert path.read_bytes() == raw and not asides(path.parent)
    assert load(kind) != STUCK[kind] and not path.exists() and asides(path.parent), "moved once it can be"


# ---------------------------------------------------------------- 6. named pipes

@pytest.mark.parametrize("kind", KINDS)
def test_a_named_pipe_where_a_file_is_read_is_never_waited_on(kind):
    path = path_of(kind)
    os.mkfifo(path)
    sentence = hostile.reads_without_waiting(lambda: load(kind), path)
    assert sentence and one_sentence(sentence) and "put aside" in sentence
    assert not path.exists()
    (aside,) = asides(path.parent)
    assert not aside.is_file(), "the pipe itself is moved aside, not read"


@pytest.mark.parametrize("kind", KINDS)
def test_a_folder_where_a_file_is_read_is_put_aside(kind):
    path = path_of(kind)
    path.mkdir()
    assert one_sentence(load(kind)) and not path.exists()


def test_the_program_starts_with_pipes_at_its_settings_and_log(data_dir):
    from game import log

    os.mkfifo(storage.settings_path())
    log.log_path().parent.mkdir(parents=True)
    os.mkfifo(log.log_path())
    app = hostile.reads_without_waiting(menu_app, storage.settings_path())
    assert app.notices == ["Your settings file was damaged; it was put aside and the defaults are used."]
    hostile.reads_without_waiting(lambda: log.setup_logging().info("a line"), log.log_path())
    app.step(1 / 60, [])
    pygame.display.quit()


def test_a_pipe_in_place_of_a_save_is_replaced_by_the_next_save_without_waiting():
    path = saves.legacy_path("sequence_kids")
    os.mkfifo(path)
    match = hostile.reads_without_waiting(lambda: played("sequence_kids", path=path), path)
    assert path.is_file() and match.is_saved


# ---------------------------------------------------------------- the language in settings

@pytest.mark.parametrize("language, kept", [
    ("../../../x", False), ("de", False), ("EN", False), ("es/../../x", False), ("\u0000", False), (" fi", False),
    ("", True), ("en", True), ("es", True), ("fi", True), ("ar", True),
])
def test_only_the_languages_the_program_has_are_accepted_from_settings(language, kept, data_dir):
    storage.settings_path().write_text(json.dumps({"language": language, "volume": 0.3}))
    settings, sentence = storage.load_settings()
    if kept:
        assert sentence is None and settings.language == language and settings.volume == 0.3
    else:
        assert one_sentence(sentence) and settings == storage.Settings() and asides(data_dir)


def test_a_foreign_language_path_in_settings_starts_the_program_in_the_system_language(data_dir):
    from game import i18n

    storage.settings_path().write_text(json.dumps({"language": "../../../x"}))
    app = menu_app()
    assert i18n.language() == "en" and app.settings.language == ""
    pygame.display.quit()


# ---------------------------------------------------------------- the slow tier: many cases, the real program

def hostile_case(kind: str, rng: random.Random, data_dir: Path):
    """Set up one hostile case of `kind` in the data folder; (a check run after the session, the
    fault to hold while the program runs)."""
    game_id = rng.choice(sorted(GAMES))
    path = saves.legacy_path(game_id)
    if kind == "another game's save":
        other = rng.choice([g for g in sorted(GAMES) if g != game_id])
        raw = json.dumps(played(other, seed=rng.randrange(99), moves=rng.randrange(1, 6)).to_dict()).encode()
        path.write_bytes(raw)
        return (lambda: [p.read_bytes() for p in asides(path.parent)] == [raw]), nullcontext()  # kept aside
    if kind == "unmovable damaged file":
        target = rng.choice([path, storage.settings_path(), stats.stats_path()])
        raw = damage.damaged(json.loads(json.dumps(played(game_id).to_dict())), rng)[1]
        if target != path:
            raw = rng.choice([b"{", b"\xff\xfe", b"[" * 5000, b'{"format": 1}'])
        target.write_bytes(raw)
        return (lambda: target.read_bytes() == raw), hostile.read_only(data_dir)
    if kind == "named pipe":
        from game import log

        target = rng.choice([path, storage.settings_path(), stats.stats_path(),
                             data_dir / stats.OLD_BEST_FILE, log.log_path()])
        target.parent.mkdir(parents=True, exist_ok=True)
        os.mkfifo(target)
        # Moved aside when read (a regular file may be written there since); the log's pipe is skipped.
        return (lambda: target == log.log_path() or not target.is_fifo()
                and any(p.is_fifo() for p in asides(target.parent))), nullcontext()
    if kind == "names that cannot be drawn":
        bad = rng.choice(["\u034f", "\x00", "\ud800", "\u200e\u200f", "\u202e", "\u2066x\u2069", "\ufeff", "A\u200e"])
        data = played(game_id).to_dict()
        data["seats"][0]["name"] = bad
        path.write_text(json.dumps(data))
        record = stats.Stats()
        record.record(game_id, bad + "Zoe").add("won")
        stats.stats_path().write_text(json.dumps(record.to_dict()))
        return (lambda: True), nullcontext()
    if kind in ("read-only saves folder", "full disk", "file-size limit"):
        before = json.dumps(played(game_id).to_dict()).encode()
        path.write_bytes(before)
        fault_now = fault(kind.replace("saves ", ""), path.parent)
        return (lambda: path.read_bytes() == before), fault_now
    if kind == "a language the program does not have":
        storage.settings_path().write_text(json.dumps({"language": rng.choice(["../../../x", "de", "xx", "e"])}))
        return (lambda: not storage.settings_path().exists() or json.loads(storage.settings_path().read_text())
                ["language"] == ""), nullcontext()
    raise ValueError(kind)


HOSTILE_KINDS = ["another game's save", "unmovable damaged file", "named pipe", "names that cannot be drawn",
                 "read-only saves folder", "full disk", "file-size limit", "a language the program does not have"]


def play_a_session(rng: random.Random, data_dir: Path):
    """The program from its start: Continue every game that has one, Statistics, a new game with a
    few moves of a person, F11, back to the menu. Any error screen fails the case."""
    from game.app import App as Program
    from game.ui.stats_scene import StatsScene

    app = hostile.reads_without_waiting(lambda: Program(), data_dir)
    app.push(MenuScene(app))
    for _ in range(4):  # Continue, then each game of the list
        continues = [w for w in app.scene.widgets if getattr(w, "label", "") == "Continue"]
        if not continues or not isinstance(app.scene, MenuScene):
            break
        hostile.reads_without_waiting(lambda spot=continues[0].rect.center: click_at(app, spot), data_dir)
        assert isinstance(app.scene, SavesScene)
        if not app.scene.continue_buttons:  # every save was put aside as it was read
            app.replace(MenuScene(app))
            break
        spot = app.scene.continue_buttons[0].rect.center
        hostile.reads_without_waiting(lambda spot=spot: click_at(app, spot), data_dir)
        for _ in range(3):
            app.guarded_step(1 / 60, [])
        assert not isinstance(app.scene, ErrorScene), app.scene.details
        app.replace(MenuScene(app))
    press(app, "Statistics")
    app.guarded_step(1 / 60, [])
    assert isinstance(app.scene, StatsScene)
    app.pop()
    open_setup(app, rng.choice(sorted(GAMES)))
    press(app, "Start")
    table = app.scenes[0]
    for _ in range(3):
        until_human(app, table)
        if table.match.is_over:
            break
        table.act(rng.choice(table.state.legal_actions()))
        app.guarded_step(1 / 60, [])
        assert not isinstance(app.scene, ErrorScene), app.scene.details
    app.guarded_step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)])
    table.pause()
    press(app, "Quit to menu")
    app.guarded_step(1 / 60, [])
    assert isinstance(app.scene, MenuScene)
    return app


def click_at(app, pos) -> None:
    from game.selftest import click

    click(app, pos)


@pytest.mark.slow
def test_hundreds_of_hostile_cases_through_the_real_program(tmp_path, monkeypatch):
    """200 cases, 25 of each kind, each in a fresh data folder through start-up, the menu's
    Continue, the statistics, a new game and F11: never an error screen, every notice one sentence,
    and each kind's own promise kept (the previous save intact, a file left as it was, …)."""
    monkeypatch.setattr(pygame.display, "toggle_fullscreen", lambda: 1)
    rng = random.Random(20)
    tried: dict[str, int] = {}
    for number in range(200):
        kind = HOSTILE_KINDS[number % len(HOSTILE_KINDS)]
        folder = tmp_path / f"case-{number}"
        monkeypatch.setenv(storage.DATA_DIR_ENV, str(folder))
        storage.saves_dir()
        check, held = hostile_case(kind, rng, folder)
        with held:
            app = play_a_session(random.Random(number), folder)
        assert all(one_sentence(n) for n in app.notices), (kind, app.notices)
        assert check(), f"case {number}: {kind}"
        tried[kind] = tried.get(kind, 0) + 1
        pygame.display.quit()
    print(f"\nhostile cases tried: {tried}")
    assert sum(tried.values()) == 200


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_real_file_size_limit_through_the_real_scenes(game_id, data_dir):
    """`ulimit -f` in a process of its own: a whole computer game through the menu, setup and table
    while every save past the limit fails; the game ends normally, and the error screen never shows."""
    script = f"""
import resource
resource.setrlimit(resource.RLIMIT_FSIZE, (3000, resource.RLIM_INFINITY))  # a save of a few moves is larger
import pygame
from game import match
from game.app import App
from game.selftest import choose, click, press
from game.ui.dialogs import ErrorScene
from game.ui.menu import MenuScene

match.THINKER = match.InPlace()  # the computers move in the frame that asks them: no waiting on a thread
app = App()
app.push(MenuScene(app))
index = [ui.info.id for ui in app.scene.games].index({game_id!r})
click(app, [w for w in app.scene.widgets if getattr(w, "label", None) == "New game"][index].rect.center)
choose(app, "Computer", 0)
press(app, "Start")
table = app.scenes[0]
table.computer_pause = 0.0
failed = said = False
enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\\r", scancode=0)
# Until the game is over and its end is shown (each game has its own end window), or an error.
for _frame in range(200_000):
    if (table.match.is_over and app.scene is not table) or isinstance(app.scene, ErrorScene):
        break
    app.guarded_step(1 / 60, [] if app.scene is table else [enter])  # Enter closes a cut or a round's summary
    failed = failed or table.match.save_failed
    said = said or table.message.startswith("Your game could not be saved")
shown = "error" if isinstance(app.scene, ErrorScene) else "over" if table.match.is_over else "unfinished"
print(shown, "failed" if failed else "saved", "said" if said else "silent")
"""
    env = {**os.environ, storage.DATA_DIR_ENV: str(data_dir), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0 and done.stdout.split() == ["over", "failed", "said"], (
        done.stdout, done.stderr[-2000:])
