"""Real-window pictures of every screen a person meets, in English and Arabic, for a look by eye.

    python3 build/tour.py OUT_DIR [--size 1366x768] [--languages en,ar]
    python3 build/tour.py --compare BEFORE AFTER [--page PAGE]

The first runs this checkout's program in a real X window (its own Xvfb screen when DISPLAY is
not set), puts up each screen through the program's own scenes (the moments of
build/screenshot.py) and grabs the whole X screen with ImageMagick's `import`: a window cut off
or drawn at the wrong size shows. Pictures are 8-bit palette PNGs named `<nn>-<screen>-<lang>.png`
(nn: the screen's group, the same in every run), listed in OUT_DIR/index.html. A screen that
cannot be put up is named in the index and the output, and the tour goes on.

The second writes a page (default: AFTER's parent/index.html) with BEFORE's and AFTER's picture of
each screen side by side, the ones that differ flagged and shown with their changed pixels marked
(build/compare_pictures.py's comparison; the marked pictures go to diff/ beside the page).

Two runs of one program give the same pictures (the clock runs by the frames, the deals are seeded),
so a flagged screen is one that changed. Issue 18's sets are kept in artifacts/visual-pass/:
before/ (main at 2a1fd1b) and after/; its diff/ is not kept (made again by --compare).
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from contextlib import ExitStack
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))  # this checkout's game (not the one an editable install points at)
sys.path.append(str(BUILD))  # screenshot.py, compare_pictures.py and picture_page.py, beside this file

import picture_page  # noqa: E402

RULES, SETUP, TABLE = 10, 20, 30  # the first nn of each game's group (+ the game's place in GAME_IDS)


class Camera:
    """Grabs the X screen the program's window is on, into OUT as `<nn>-<screen>-<lang>.png`."""

    def __init__(self, out: Path, display: str) -> None:
        self.out, self.display = out, display
        self.language = "en"
        self.written: list[Path] = []
        self.missed: list[str] = []
        self.frames = 0  # frames stepped in shoot: the pictures' clock (see ticks)

    def ticks(self) -> int:
        """Milliseconds by the frames stepped, in place of pygame.time.get_ticks: what moves by the
        clock (the kids' table pulsing under a dialog) is drawn the same in every run."""
        return self.frames * 1000 // 60
    def path(self, nn: int, screen: str) -> Path:
        return self.out / f"{nn:02d}-{screen}-{self.language}.png"

    def shoot(self, app, path: Path, frames: int = 90, written: list[Path] | None = None) -> None:
        """Let `frames` frames pass (what travels lands), show the last in the window, grab the screen.
        Takes the place of screenshot.shoot, so its moments are grabbed from the X screen."""
        import pygame

        for _ in range(frames):
            self.frames += 1
            app.step(1 / 60, [])
        pygame.display.flip()
        pygame.event.pump()  # the window takes the frame before the screen is read
        time.sleep(0.05)
        env = dict(os.environ, DISPLAY=self.display)
        subprocess.run(["import", "-window", "root", "+dither", "-colors", "256", f"PNG8:{path}"],
                       env=env, check=True, capture_output=True, timeout=60)
        self.written.append(path)

    def attempt(self, label: str, visit: Callable[[], object]) -> None:
        """Put up one screen (or several) with `visit`; a failure is noted, and the tour goes on."""
        try:
            visit()
        except Exception as exc:  # noqa: BLE001 - one screen that moved must not stop the tour
            self.missed.append(f"{label} ({self.language}): {type(exc).__name__}: {exc}")
            traceback.print_exc()


def tour(camera: Camera, languages: list[str]) -> None:
    """Every screen, in each language: menu, lists and settings; each game's rules, setup and table."""
    import pygame
    import screenshot

    from game import match
    from game.app import App
    from game.demo import save_midgames
    from game.games import GAME_IDS

    screenshot.shoot = camera.shoot  # the moments of screenshot.py, grabbed from the X screen
    pygame.time.get_ticks = camera.ticks
    match.SEEDS = random.Random(7)  # the games started from the setup deal the same cards every run
    app = App()
    save_midgames(app, GAME_IDS)  # games in progress: the menu offers Continue
    played_this_morning()
    for language in languages:
        app.set_language(language)
        camera.language = language
        for place, game_id in enumerate(GAME_IDS):
            camera.attempt(f"rules {game_id}", partial(rules_pages, app, camera, RULES + place, place, game_id))
            camera.attempt(f"setup {game_id}", partial(setup_screen, app, camera, SETUP + place, place, game_id))
            camera.attempt(f"table {game_id}", partial(table_screens, app, camera, TABLE + place, game_id))
        camera.attempt("menu", partial(menu_screens, app, camera, GAME_IDS))
    app.set_language("en")
    pygame.display.quit()  # before its X screen goes


def played_this_morning() -> None:
    """Each game in progress last played this morning, a minute apart in the order they were played:
    the Continue list reads the same in every run ("Last played today at 09:03")."""
    from game import saves

    morning = time.mktime(time.localtime()[:3] + (9, 0, 0, 0, 0, -1))
    for minute, saved in enumerate(reversed(saves.in_progress()[0])):
        for path in (saved.path, saves.journal_path(saved.path)):
            if path.exists():
                os.utime(path, (morning + 60 * minute, morning + 60 * minute))


def to_menu(app) -> None:
    from game.ui.menu import MenuScene

    app.replace(MenuScene(app))


def press_nth(app, label: str, nth: int = 0) -> None:
    """Click the nth visible button labelled `label` (translated) on the scene on top."""
    from game.i18n import _
    from game.selftest import click
    from game.ui.widgets import Button

    buttons = [w for w in app.scene.widgets if isinstance(w, Button) and w.visible and w.label == _(label)]
    click(app, buttons[nth].rect.center)


def menu_screens(app, camera: Camera, game_ids) -> None:
    """The menu, the Continue list, the demo's choice, the settings, and the statistics of each game
    (shot last: the games played to their end on the tour are counted)."""
    for nn, screen, label in ((1, "menu", None), (2, "continue", "Continue"), (3, "demo", "Demo"),
                              (4, "settings", "Settings")):
        to_menu(app)
        if label:
            press_nth(app, label)
        camera.shoot(app, camera.path(nn, screen), 30)
    to_menu(app)
    press_nth(app, "Statistics")
    for game_id in game_ids:
        app.scene.choose(game_id)
        app.scene.tabs.selected = game_id
        camera.shoot(app, camera.path(5, f"statistics-{game_id}"), 2)


def rules_pages(app, camera: Camera, nn: int, place: int, game_id: str) -> None:
    """A game's rules from the menu's Rules button, one picture per page (Page Down until the end)."""
    import pygame

    to_menu(app)
    press_nth(app, "Rules", place)
    rules, page, seen = app.scene, 0, -1
    while rules.scroll != seen:
        seen = rules.scroll
        camera.shoot(app, camera.path(nn, f"rules-{game_id}-{page}"), 2)
        app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="")])
        page += 1


def setup_screen(app, camera: Camera, nn: int, place: int, game_id: str) -> None:
    """A game's setup from the menu's New game, then Start: the table as it opens (the Sequence cut)."""
    from game import saves

    to_menu(app)
    press_nth(app, "New game", place)
    camera.shoot(app, camera.path(nn, f"setup-{game_id}"), 30)
    press_nth(app, "Start")
    app.scenes[0].computer_pause = 1e9  # a computer's first move would land by the clock, not the frames
    camera.shoot(app, camera.path(nn, f"opening-{game_id}"))
    saves.delete(app.scenes[0].match.save_path)  # the Continue list shows the same games every run


def table_screens(app, camera: Camera, nn: int, game_id: str) -> None:
    """A game in progress at the person's turn, its move log, pause menu, pile viewer and hint, the
    game's own moments (screenshot.py: a card played, Rummidrez's turn, Figuras' questions, round
    summaries), the hand-off between two people, the end of the game."""
    import screenshot

    from game.demo import midgame

    def name(moment: str) -> Path:
        return camera.path(nn, f"{game_id}-{moment}")

    scene = midgame(app, game_id)
    camera.attempt(f"{game_id} turn", partial(camera.shoot, app, name("turn")))
    over = [("moves", scene.open_move_log), ("pause", scene.pause)]
    if discard_piles(scene):  # Rummidrez shows its discard pile on the table: no viewer
        over.append(("pile", partial(open_a_pile, app, scene)))
    for moment, open_it in over:
        camera.attempt(f"{game_id} {moment}", partial(over_table, app, camera, scene, open_it, name(moment)))
    camera.attempt(f"{game_id} hint", partial(hint, app, camera, scene, name("hint")))
    camera.attempt(f"{game_id} moments", partial(screenshot._game_moments, app, scene, game_id, name, camera.written))
    camera.attempt(f"{game_id} handoff", partial(handoff_screen, app, camera, game_id, name("passon"), name("handoff")))
    camera.attempt(f"{game_id} over", partial(game_over, app, camera, game_id, name("over")))


def over_table(app, camera: Camera, scene, open_it: Callable[[], object], path: Path) -> None:
    """Open a window over the table, shoot it, close it again."""
    open_it()
    if app.scene is scene:
        raise LookupError("nothing opened over the table")
    camera.shoot(app, path, 30)
    while app.scene is not scene:
        app.pop()


def discard_piles(scene) -> list:
    """The piles a click opens in the pile viewer (never the stock: a click there draws)."""
    column = getattr(scene, "piles", None)
    return [p for p in column.piles() if p.key != "stock"] if column is not None else []


def open_a_pile(app, scene) -> None:
    from game.selftest import click

    click(app, scene.piles.shown(discard_piles(scene)[0].rect).center)


def hint(app, camera: Camera, scene, path: Path) -> None:
    scene.ask_hint()
    if scene.hinting is not None:
        scene.hinting.result()  # worked out off the UI thread; the next frame shows it
    camera.shoot(app, path, 2)
    scene.say("")


def handoff_screen(app, camera: Camera, game_id: str, pass_on: Path, path: Path) -> None:
    """The pass-on step (the one who moved sees the table before passing it on), then the hand-off."""
    scene = hand_off(app, game_id)
    if scene is None:
        raise LookupError("the table was never handed from one person to the other")
    camera.shoot(app, pass_on, 30)
    scene.handover.pass_on()
    camera.shoot(app, path, 30)


def hand_off(app, game_id: str):
    """Two people and computers at one table, played by computers until one person's move ends
    their turn and the next is the other's: the table, with its pass-on step up (None: never)."""
    from game.ai import agent_for
    from game.demo import NAMES
    from game.games import entry
    from game.match import Match, Seat

    ui = entry(game_id)
    players = max(2, ui.picture_players)
    seats = [Seat(NAMES[0]), Seat(NAMES[1])] + [Seat(n, computer=True) for n in NAMES[2:players]]
    match = Match(ui.info, ui.info.default_config(players=players), seats, 7)
    scene = ui.scene(app, match)
    app.replace(scene)
    agent, rng = agent_for(game_id, "easy"), random.Random(7)
    while not match.is_over and len(match.actions) < 400:
        while app.scene is not scene:
            app.pop()  # the opening hand-off, the Sequence cut, a round's summary
        if scene.handover.passing and match.actions:
            return scene
        if match.current_seat is not None and not match.seats[match.current_seat].computer:
            scene.viewer = match.current_seat  # the person to act is the one looking
        scene.act(agent.choose(match.turn_view(), rng, 0.02))
    return None


def game_over(app, camera: Camera, game_id: str, path: Path) -> None:
    import screenshot

    from game.demo import midgame

    scene = midgame(app, game_id)
    screenshot._play_to_the_end(app, scene)
    camera.shoot(app, path)


# ---------------------------------------------------------------- running


def x_display(stack: ExitStack, size: tuple[int, int]) -> str:
    """The X display to run on: DISPLAY when set, else a fresh Xvfb screen of `size`."""
    if os.environ.get("DISPLAY"):
        return os.environ["DISPLAY"]
    from game.xscreen import XScreen

    return stack.enter_context(XScreen(size)).display


def shoot_tour(out: Path, size: tuple[int, int], languages: list[str]) -> None:
    started = time.monotonic()
    out.mkdir(parents=True, exist_ok=True)
    with ExitStack() as stack:
        display = x_display(stack, size)
        os.environ.update(DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
                          PYGAME_HIDE_SUPPORT_PROMPT="1",
                          GAME_TABLE_DATA_DIR=stack.enter_context(tempfile.TemporaryDirectory(prefix="game-table-tour-")))
        subprocess.run(["xdotool", "mousemove", str(size[0] - 1), str(size[1] - 1)], check=False)  # nothing hovers
        import game

        print(f"the program from {Path(game.__file__).parent}, on {display}")
        camera = Camera(out, display)
        tour(camera, languages)
    picture_page.index_page(out, camera.missed)
    for line in camera.missed:
        print(f"not reached: {line}")
    print(f"wrote {len(camera.written)} pictures to {out} in {time.monotonic() - started:.0f} s")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, nargs="?", help="the folder for the pictures")
    parser.add_argument("--size", default="1366x768", help="the X screen's size (default 1366x768)")
    parser.add_argument("--languages", default="en,ar", help="comma-separated (default en,ar)")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("BEFORE", "AFTER"))
    parser.add_argument("--page", type=Path, help="with --compare: the page to write")
    args = parser.parse_args(argv)
    if args.compare:
        before, after = args.compare
        picture_page.compare_page(before, after, args.page or after.parent / "index.html")
    elif args.out:
        width, height = (int(n) for n in args.size.lower().split("x"))
        shoot_tour(args.out, (width, height), args.languages.split(","))
    else:
        parser.error("give OUT_DIR, or --compare BEFORE AFTER")


if __name__ == "__main__":
    main()
