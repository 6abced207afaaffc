"""`python -m game.bench`: the project's speed and memory figures.

Measured here rather than in timed tests (which would be flaky on a shared
machine). Prints one line per figure with its budget from ARCHITECTURE.md.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def engine_turns_per_second(seconds: float = 3.0) -> float:
    """Random self-play of 2-player Sequence through the public engine API, one core."""
    from game.engine import GAMES

    info = GAMES["sequence"]
    config = info.default_config(players=2)
    rng = random.Random(1)
    turns = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = info.new_game(config, seed)
        seed += 1
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            turns += 1
    return turns / (time.perf_counter() - start)


def frame_times(frames: int = 300, language: str = "en", game_id: str = "sequence",
                cpu: list[float] | None = None) -> list[float]:
    """Milliseconds to update and draw one frame of `game_id`'s table in the middle of a game, at
    1280×800, headless, in `language` (in Arabic the panels are drawn mirrored and the text runs
    right to left: a measurably different path). With `cpu`, each frame's processor time (ms) of
    the drawing thread is added to it (what a machine busy with other work does not stretch)."""
    import pygame

    from game import i18n
    from game.app import App
    from game.demo import midgame

    app = App()
    i18n.set_language(language)
    try:
        scene = midgame(app, game_id)
        assert not scene.match.is_over, "the benchmark position must be a game in progress"
        times = []
        for _ in range(frames):
            start, started = time.perf_counter(), time.thread_time()
            scene.update(1 / 60)
            app.draw(app.screen)
            times.append((time.perf_counter() - start) * 1000)
            if cpu is not None:
                cpu.append((time.thread_time() - started) * 1000)
    finally:
        pygame.display.quit()
        i18n.set_language("en")
    return times


def menu_frame_times(frames: int = 300) -> list[float]:
    """Processor milliseconds to update and draw one frame of the main menu, at 1280×800, headless:
    the screen a player sees most besides the tables."""
    import pygame

    from game.app import App
    from game.ui.menu import MenuScene

    app = App()
    try:
        app.push(MenuScene(app))
        times = []
        for _ in range(frames):
            started = time.thread_time()
            app.step(1 / 60, [])  # update and draw, as the program's loop does
            times.append((time.thread_time() - started) * 1000)
    finally:
        pygame.display.quit()
    return times


def frame_section(frames: int) -> None:
    """Each table's frame in English and in Arabic, measured in the same run, and their ratio of
    processor time (budget: Arabic within 1.3 times English)."""
    for game_id in TABLE_IDS:
        cpu: dict[str, float] = {}
        for language in ("en", "ar"):
            processor: list[float] = []
            times = frame_times(frames, language, game_id, processor)
            cpu[language] = statistics.median(processor)
            print(f"frame: {game_id} table 1280x800 draw ({language}): median {statistics.median(times):.2f} ms, "
                  f"95th percentile {sorted(times)[int(len(times) * 0.95)]:.2f} ms; processor median "
                  f"{cpu[language]:.2f} ms (budget <= 4 ms median)")
        print(f"frame: {game_id} table, Arabic / English (processor): {cpu['ar'] / cpu['en']:.2f} (budget <= 1.3)")
    menu = menu_frame_times(frames)
    print(f"frame: menu 1280x800 (processor): median {statistics.median(menu):.2f} ms, 95th percentile "
          f"{sorted(menu)[int(len(menu) * 0.95)]:.2f} ms (budget <= 4 ms median)")


def frames_while_thinking(seconds: float = 3.0) -> tuple[float, float]:
    """Frames per second, and the longest frame in ms, while a hard computer player searches."""
    import pygame

    from game.app import FPS, App
    from game.engine import GAMES
    from game.match import Match, Seat
    from game.ui.sequence_scene import SequenceScene

    app = App()
    info = GAMES["sequence"]
    seed = next(s for s in range(100) if info.new_game(info.default_config(), s).turn == 1)
    match = Match(info, info.default_config(), [Seat("Ann"), Seat("Hal", computer=True, level="hard")], seed)
    scene = SequenceScene(app, match)
    app.replace(scene)
    while app.scene is not scene:
        app.pop()
    clock = pygame.time.Clock()
    frames, longest, start = 0, 0.0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        dt = clock.tick(FPS)
        longest = max(longest, dt)
        app.step(dt / 1000, [])
        frames += 1
    pygame.display.quit()
    return frames / (time.perf_counter() - start), longest


def frames_while_animating(game_id: str, frames: int = 200, limit: float = 20.0) -> list[float]:
    """Milliseconds of update + draw for frames of `game_id`'s table while cards or chips travel
    (computer players playing each other; announcements closed as by Enter)."""
    import pygame

    from game.app import App
    from game.games import entry
    from game.ui import motion
    from game.ui.demo_mode import demo_match

    app = App()
    motion.set_speed("normal")
    ui = entry(game_id)
    scene = ui.scene(app, demo_match(ui))
    app.replace(scene)
    scene.computer_pause = 0.0
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    times: list[float] = []
    start = time.perf_counter()
    while len(times) < frames and time.perf_counter() - start < limit and not scene.match.is_over:
        if app.scene is not scene:
            app.scene.handle_event(enter)
            continue
        busy = scene.motion.busy
        begin = time.perf_counter()
        app.step(1 / 60, [])
        if busy:
            times.append((time.perf_counter() - begin) * 1000)
        time.sleep(0.001)  # the computer players' thread gets its turn
    pygame.display.quit()
    return times


def computer_move_times(moves: int = 200) -> list[float]:
    from game.ai import agent_for
    from game.engine import GAMES

    info = GAMES["sequence"]
    agent = agent_for("sequence", "normal")
    rng = random.Random(7)
    times = []
    seed = 0
    while len(times) < moves:
        state = info.new_game(info.default_config(players=2), seed)
        seed += 1
        while not state.is_over and len(times) < moves:
            view = state.view(state.current_player)
            start = time.perf_counter()
            action = agent.choose(view, rng, 0.2)
            times.append(time.perf_counter() - start)
            state.apply(action)
    return times


def decision_times(game_id: str, level: str, decisions: int, players: int = 2) -> tuple[list[float], list[float]]:
    """CPU and wall seconds of `level`'s decisions with its thinking time at the table
    (match.THINKING_TIME: a count of work, the same on any machine), over positions of
    normal-against-normal play where there is a choice."""
    from game.ai import agent_for
    from game.engine import GAMES
    from game.match import THINKING_TIME

    info, normal, agent = GAMES[game_id], agent_for(game_id, "normal"), agent_for(game_id, level)
    cpu: list[float] = []
    wall: list[float] = []
    seed = 0
    while len(cpu) < decisions:
        state = info.new_game(info.default_config(players=players), 1000 + seed)
        rng = random.Random(seed)
        seed += 1
        moves = 0
        while not state.is_over and len(cpu) < decisions and moves < 400:
            view = state.view(state.current_player)
            if moves % 3 == 0 and len(view.legal_actions()) > 1:
                start, started = time.thread_time(), time.perf_counter()
                agent.choose(view, random.Random(moves), THINKING_TIME[level])
                cpu.append(time.thread_time() - start)
                wall.append(time.perf_counter() - started)
            state.apply(normal.choose(view, rng, 0.2))
            moves += 1
    return cpu, wall


def hint_times(per_game: int = 100) -> dict[str, list[float]]:
    """Seconds to work out a hint (on its own thread, off the UI thread, when the Hint button is
    pressed), per game, over positions of normal-against-normal play."""
    from game.ai import agent_for
    from game.ai.hints import hint_for
    from game.engine import GAMES

    out: dict[str, list[float]] = {}
    for game_id in ("sequence", "sequence_kids", "rummidrez", "figuras"):
        info, agent, rng = GAMES[game_id], agent_for(game_id, "normal"), random.Random(3)
        times: list[float] = []
        seed = 0
        while len(times) < per_game:
            state = info.new_game(info.default_config(players=3), seed)
            seed += 1
            while not state.is_over and len(times) < per_game:
                view = state.view(state.current_player)
                start = time.perf_counter()
                hint_for(game_id, view)
                times.append(time.perf_counter() - start)
                state.apply(agent.choose(view, rng, 0.2))
        out[game_id] = times
    return out


LONG_MATCH = (100, 2000, 5000)  # actions: a short game, a long evening, a very long timed match


def undo_and_save_times(lengths: tuple[int, ...] = LONG_MATCH, repeats: int = 5,
                        moves: int = 40) -> dict[int, dict[str, list[float]]]:
    """Seconds taken, in a Rummidrez match of 4 seats (a person and three normal computer players,
    timed, so it never ends) after each of `lengths` actions, by: Undo and Redo at the table (the
    real scene: the Match going back, the hidden cards dealt afresh, the last moves retold), a save
    after a move (a journal line), the whole game written afresh (the base, once the journal has
    grown as large), and what every move's save cost before journals (the whole game, fsync'd).
    Each as wall-clock time and, under "<name> cpu", this process's processor time (a machine busy
    with other work stretches the first, not the second)."""
    import pygame

    from game import storage
    from game.ai import agent_for
    from game.app import App
    from game.engine import GAMES
    from game.match import Match, Seat
    from game.savefile import FLUSHER
    from game.ui.rummidrez_scene import RummidrezScene

    info = GAMES["rummidrez"]
    config = info.default_config(players=4, time_limit=90)
    seats = [Seat("Anna")] + [Seat(f"Computer {i}", computer=True) for i in range(1, 4)]
    agent, rng = agent_for("rummidrez", "normal"), random.Random(5)
    played = Match(info, config, seats, 5)
    while len(played.actions) < max(lengths) or played.current_seat != 0:  # the person to act at the end
        played._push(agent.choose(played.state.view(played.current_seat), rng, 0.01).to_dict())
    out: dict[int, dict[str, list[float]]] = {}
    with tempfile.TemporaryDirectory(prefix="game-table-bench-") as folder:
        os.environ[storage.DATA_DIR_ENV] = folder
        app = App()
        for length in lengths:
            match = Match(info, config, seats, 5)
            for item in played.actions:  # up to the person's first turn from `length` actions on
                if len(match.actions) >= length and match.current_seat == 0:
                    break
                match._push(item)
            match.save_path = Path(folder) / f"bench-{length}.json"
            match.save()
            scene = RummidrezScene(app, match)
            app.replace(scene)
            times: dict[str, list[float]] = {name: [] for name in ("undo", "redo", "save", "base", "before",
                                                                   "undo cpu", "redo cpu", "save cpu")}
            for _ in range(repeats):
                for name, act in (("undo", scene.undo), ("redo", scene.redo)):
                    start, cpu = time.perf_counter(), time.process_time()
                    act()
                    times[name].append(time.perf_counter() - start)
                    times[name + " cpu"].append(time.process_time() - cpu)
            for move in range(moves):
                if move % 10 == 9 and match.current_seat == 0 and match.can_undo():
                    scene.undo()  # now and then the person takes a turn back (its journal lines: a cut, a redeal)
                action = agent.choose(match.turn_view(), rng, 0.01)
                item = action.to_dict()
                match._push(item, action)
                start, cpu = time.perf_counter(), time.process_time()
                match._journal({"a": item})
                match.save()
                times["save"].append(time.perf_counter() - start)
                times["save cpu"].append(time.process_time() - cpu)
            for _ in range(repeats):
                start = time.perf_counter()
                match.file.write_base(match.to_dict())
                times["base"].append(time.perf_counter() - start)
                data = {k: v for k, v in match.to_dict().items() if k not in ("elapsed", "prefs", "draft", "progress")}
                start = time.perf_counter()
                storage.write_json_atomic(Path(folder) / "before.json", {**data, "version": 1})
                times["before"].append(time.perf_counter() - start)
            FLUSHER.wait()
            out[length] = times
        pygame.display.quit()
    return out


def saves_section(quick: bool) -> None:
    figures = undo_and_save_times(repeats=3 if quick else 5, moves=20 if quick else 60)
    def ms(times: list[float], cpu: list[float] | None = None) -> str:
        said = f"median {statistics.median(times) * 1000:.1f} ms, max {max(times) * 1000:.1f} ms"
        return said + (f" (processor: max {max(cpu) * 1000:.1f} ms)" if cpu else "")

    for length, times in figures.items():
        print(f"undo: Rummidrez, 4 seats, {length:,} actions: Undo {ms(times['undo'], times['undo cpu'])}, "
              f"Redo {ms(times['redo'], times['redo cpu'])} "
              f"(budget <= 50 ms at 5,000)")
        print(f"save: Rummidrez, 4 seats, {length:,} actions: a move's save {ms(times['save'], times['save cpu'])} (budget <= 5 ms at 5,000); "
              f"the whole game afresh (once the journal is as large) {ms(times['base'])}; "
              f"before journals every move cost {ms(times['before'])}")


def rummidrez_big_hands(count: int = 60, seed: int = 500) -> list:
    """Rummidrez positions of normal-against-normal play (2 to 4 players, early to late in a
    round) in which the seat to move holds 20 to 26 cards (dealt on from the stock)."""
    from game.ai import agent_for
    from game.engine import GAMES
    from game.engine import rummidrez as rz

    info, agent = GAMES["rummidrez"], agent_for("rummidrez", "normal")
    out: list = []
    while len(out) < count:
        rng = random.Random(seed)
        state = info.new_game(info.default_config(players=2 + seed % 3), seed)
        seed += 1
        for _ in range(rng.randrange(5, 200)):
            if state.is_over:
                break
            seat = state.current_player
            assert seat is not None  # not over: someone is to move
            state.apply(agent.choose(state.view(seat), rng, 0.2))
        if state.is_over:
            continue
        data = state.to_dict()
        hand, stock = data["hands"][state.current_player], data["stock"]
        want = rng.randrange(20, 27)
        while len(hand) < want and len(stock) > 5:
            hand.append(stock.pop())
        out.append(rz.state_from_dict(data))
    return out


def rummidrez_big_hand_times(count: int = 60) -> tuple[list[float], list[float], list[float]]:
    """CPU seconds of the normal player's decision to take discards (or draw), of the hint, and
    wall seconds of the hint, on positions with 20-26-card hands (`rummidrez_big_hands`)."""
    from game.ai import agent_for
    from game.ai.hints import hint_for

    agent = agent_for("rummidrez", "normal")
    take, hint, hint_wall = [], [], []
    for state in rummidrez_big_hands(count):
        view = state.view(state.current_player)
        if view.phase == "take":
            start = time.thread_time()
            agent.choose(view, random.Random(0), 0.2)
            take.append(time.thread_time() - start)
        start, wall = time.thread_time(), time.perf_counter()
        hint_for("rummidrez", view)
        hint.append(time.thread_time() - start)
        hint_wall.append(time.perf_counter() - wall)
    return take, hint, hint_wall


def startup_seconds() -> float:
    """Program start to the first drawn menu frame, in a fresh interpreter."""
    import subprocess
    import sys

    code = (
        "import time; t=time.perf_counter(); from game.app import App; from game.ui.menu import MenuScene; "
        "a=App(); a.push(MenuScene(a)); a.step(0.016, []); import pygame; pygame.display.flip(); "
        "print(time.perf_counter()-t)"
    )
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    total = time.perf_counter() - start
    del out
    return total


# ------------------------------------------------------------ the packaged program

DIST = Path(__file__).resolve().parent.parent / "dist"  # where build/build.py puts the bundles


def tree_megabytes(path: Path) -> float:
    """Bytes on disk of a file or a folder (symlinks counted as links, not followed), in MB."""
    paths = [path, *path.rglob("*")] if path.is_dir() else [path]
    return sum(p.lstat().st_size for p in paths if p.is_file() or p.is_symlink()) / 2**20


def bundle_first_frame_seconds(program: Path) -> float:
    """Launch to the first drawn menu frame, timed from outside (bootloader and unpacking included)."""
    with tempfile.TemporaryDirectory(prefix="game-table-bench-") as data:  # not the player's own folder
        env = {**os.environ, "GAME_TABLE_DATA_DIR": data}
        start = time.perf_counter()
        proc = subprocess.Popen([str(program), "--first-frame"], stdout=subprocess.PIPE, text=True,
                                stderr=subprocess.DEVNULL, env=env)
        seen = None
        for line in proc.stdout:
            if line.strip() == "first-frame":
                seen = time.perf_counter() - start
        if proc.wait() != 0 or seen is None:
            raise RuntimeError(f"{program} --first-frame failed (built before the flag existed?)")
    return seen


def bundle_self_test_peak_mb(program: Path) -> float:
    """Peak resident size of the bundled program while it plays its self-test game."""
    proc = subprocess.Popen([str(program), "--self-test"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    output = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)  # this child's own rusage (includes its children)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0 or b"self-test: ok" not in output:
        raise RuntimeError(f"{program} --self-test failed: {output!r}")
    return usage.ru_maxrss / 1024  # KB on Linux


def bundle_section(dist: Path = DIST, runs: int = 5) -> None:
    suffix = ".exe" if sys.platform == "win32" else ""
    onedir = dist / "game-table"
    onedir_program = onedir / f"game-table{suffix}"
    onefile = dist / f"game-table-onefile{suffix}"
    if not onedir_program.exists():
        raise SystemExit(f"no bundle in {dist}: run python3 build/build.py first")
    line = f"bundle: one-folder {dist.name}/{onedir.name}/: {tree_megabytes(onedir):.1f} MB (budget <= 60 MB)"
    if onefile.exists():
        line += f"; single file {dist.name}/{onefile.name}: {tree_megabytes(onefile):.1f} MB"
    print(line)
    for label, program in (("one-folder", onedir_program), ("single file", onefile)):
        if program.exists():
            times = [bundle_first_frame_seconds(program) for _ in range(runs)]
            print(f"bundle startup: {label} launch to first menu frame: median {statistics.median(times):.2f} s, "
                  f"max {max(times):.2f} s over {runs} runs (budget <= 1.5 s)")
    print(f"bundle memory: peak resident size of the one-folder program playing its self-test game: "
          f"{bundle_self_test_peak_mb(onedir_program):.0f} MB (budget <= 200 MB)")


# ------------------------------------------------------------ the real window (Xvfb)

TABLE_IDS = ("sequence", "sequence_kids", "rummidrez", "figuras")


def smallest_text_on_screen(screen: tuple[int, int] = (1024, 600)) -> tuple[int, float]:
    """The smallest text drawn by the menu, the setup, the settings and every table on `screen`
    (large text as it comes by itself there): its size in layout pixels and in screen pixels."""
    import pygame

    from game.app import App
    from game.demo import midgame
    from game.games import entry
    from game.ui import theme
    from game.ui.menu import MenuScene
    from game.ui.settings_scene import SettingsScene
    from game.ui.setup import SetupScene

    sizes: list[int] = []
    drawn = theme.text

    def recording(message: str, size: int, *args, **kwargs):
        image = drawn(message, size, *args, **kwargs)
        if message.strip():
            sizes.append(max(size, theme.min_text()))  # the size theme.text actually draws at
        return image

    real_sizes = pygame.display.get_desktop_sizes
    pygame.display.get_desktop_sizes = lambda: [screen]
    theme.text = recording
    try:
        app = App()
        scenes = [MenuScene(app), SettingsScene(app), SetupScene(app, entry("figuras"))]
        for scene in scenes:
            app.replace(scene)
            app.step(1 / 60, [])
        for game_id in TABLE_IDS:
            midgame(app, game_id)
            theme.forget_drawings()
            for _ in range(5):
                app.step(1 / 60, [])
        scale = app.scale
    finally:
        theme.text = drawn
        pygame.display.get_desktop_sizes = real_sizes
        pygame.display.quit()
    return min(sizes), min(sizes) * scale


def idle_cpu_in_windows(program: list[str], seconds: float) -> dict[str, float]:
    """The share of a core the program uses while nobody plays: at its menu, and at each table
    waiting for a person's move (continued from a save), in a real window on a 1366×768 Xvfb screen."""
    import json

    from game import xscreen

    results: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="game-table-bench-") as data:
        env = {"GAME_TABLE_DATA_DIR": data}
        # The saves are made by this process, headless, in the same data folder.
        os.environ["GAME_TABLE_DATA_DIR"] = data
        from game.app import App
        from game.demo import save_midgames
        from game.ui.menu import MenuScene
        from game.ui.saves_scene import SavesScene

        app = App()
        save_midgames(app, TABLE_IDS)
        app.replace(SavesScene(app))  # the menu's Continue, then each game's own in the list
        rows = {game.game_id: button.rect.center for game, button in zip(app.scene.games, app.scene.continue_buttons,
                                                                         strict=False)}
        app.replace(MenuScene(app))
        continues = [[app.scene.continue_button.rect.center, rows[game_id]] for game_id in TABLE_IDS]
        import pygame

        pygame.display.quit()
        Path(data, "settings.json").write_text(json.dumps({"language": "en"}), encoding="utf-8")
        for name, points in [("menu", []), *zip(TABLE_IDS, continues, strict=True)]:
            with xscreen.XScreen((1366, 768)) as screen:
                screen.start(program, env=env)
                for point in points:
                    screen.click_layout(point)
                if points:
                    time.sleep(6.0)  # the deal lands; what pulses settles
                screen.park_mouse()
                results[name] = screen.idle_cpu(seconds)
    return results


def window_section(quick: bool) -> None:
    from game import xscreen

    size, on_screen = smallest_text_on_screen()
    print(f"text: smallest text on a 1024x600 screen: {size} px of the layout, {on_screen:.1f} screen pixels "
          f"(budget >= 9)")
    if not xscreen.available():
        print("idle: no Xvfb/xdotool/ImageMagick here: idle CPU not measured")
        return
    programs = [("checkout", xscreen.checkout_program())]
    if (DIST / "game-table" / "game-table").exists():
        programs.append(("one-folder build", [str(DIST / "game-table" / "game-table")]))
    for label, program in programs:
        idle = idle_cpu_in_windows(program, 5.0 if quick else 20.0)
        print(f"idle: {label}, nobody playing, {5 if quick else 20} s each: "
              + ", ".join(f"{name} {share:.1%}" for name, share in idle.items()) + " of a core (budget <= 3%)")


def main() -> None:
    parser = argparse.ArgumentParser(description="Measure engine speed, frame time, computer move time; "
                                     "and the built program when dist/game-table exists.")
    parser.add_argument("--quick", action="store_true", help="shorter runs (for CI)")
    parser.add_argument("--bundle", action="store_true",
                        help="measure only the built program in dist/ (size, start-up, memory)")
    parser.add_argument("--saves", action="store_true",
                        help="measure only Undo, Redo and saving in long matches (100, 2,000 and 5,000 actions)")
    parser.add_argument("--frames", action="store_true",
                        help="measure only each table's frame in English and Arabic, and their ratio")
    parser.add_argument("--window", action="store_true",
                        help="measure only the real window: idle CPU (Xvfb) and the smallest text at 1024x600")
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if args.bundle:
        bundle_section()
        return
    if args.window:
        window_section(args.quick)
        return
    if args.saves:
        saves_section(args.quick)
        return
    if args.frames:
        frame_section(100 if args.quick else 300)
        return
    tps = engine_turns_per_second(1.0 if args.quick else 3.0)
    print(f"engine: Sequence 2-player random self-play: {tps:,.0f} turns/s (budget >= 60,000)")
    frame_section(100 if args.quick else 300)
    for game_id in ("sequence", "sequence_kids", "rummidrez", "figuras"):
        frames = frames_while_animating(game_id, 60 if args.quick else 200)
        if frames:
            print(f"frame: {game_id} table while cards and chips travel: median {statistics.median(frames):.2f} ms, "
                  f"95th percentile {sorted(frames)[int(len(frames) * 0.95)]:.2f} ms over {len(frames)} frames "
                  f"(budget <= 4 ms median, < 16 ms)")
    fps, longest = frames_while_thinking(1.5 if args.quick else 3.0)
    print(f"frame: while a hard computer player thinks: {fps:.0f} frames/s, longest frame {longest:.0f} ms "
          f"(budget: full rate, 60)")
    moves = computer_move_times(50 if args.quick else 200)
    print(f"computer: Sequence normal move: median {statistics.median(moves) * 1000:.2f} ms, "
          f"max {max(moves) * 1000:.2f} ms (budget <= 200 ms)")
    for game_id in ("sequence", "sequence_kids", "rummidrez", "figuras"):
        for level, limit in (("normal", 200), ("hard", 1500)):
            cpu, wall = decision_times(game_id, level, 8 if args.quick else 30)
            print(f"computer: {game_id} {level} decision: median {statistics.median(cpu) * 1000:.0f} ms, "
                  f"max {max(cpu) * 1000:.0f} ms of CPU; wall max {max(wall) * 1000:.0f} ms over {len(cpu)} "
                  f"decisions (budget <= {limit} ms; the work is counted, the same on any machine)")
    for game_id, times in hint_times(40 if args.quick else 150).items():
        print(f"hint: {game_id}: median {statistics.median(times) * 1000:.2f} ms, max {max(times) * 1000:.2f} ms "
              f"(budget <= 100 ms: worked out off the UI thread when asked)")
    saves_section(args.quick)


    take, hint, hint_wall = rummidrez_big_hand_times(20 if args.quick else 60)
    print(f"computer: Rummidrez normal take-or-draw with 20-26-card hands: median {statistics.median(take) * 1000:.1f} ms, "
          f"max {max(take) * 1000:.1f} ms of CPU over {len(take)} decisions (budget <= 200 ms)")
    print(f"hint: rummidrez with 20-26-card hands: median {statistics.median(hint) * 1000:.1f} ms, "
          f"max {max(hint) * 1000:.1f} ms of CPU (wall: max {max(hint_wall) * 1000:.1f} ms) over {len(hint)} hints "
          f"(budget <= 100 ms)")
    print(f"startup: interpreter start to first menu frame: {startup_seconds():.2f} s (budget <= 1.5 s)")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"memory: peak resident size of this run: {peak:.0f} MB (budget <= 200 MB)")
    from game.ui import drawing_cache

    print(f"memory: caches of drawings hold {drawing_cache.held_bytes() / drawing_cache.MB:.1f} MB now, "
          f"{drawing_cache.budget_bytes() / drawing_cache.MB:.1f} MB at most (their byte budgets)")
    window_section(args.quick)
    if (DIST / "game-table").is_dir():
        bundle_section()


if __name__ == "__main__":
    main()
