"""`python -m game --self-test`: play a short computer game through the real scenes.

Runs headless (dummy video and audio drivers), in a throw-away data folder so a
player's saves are never touched, clicks through menu -> setup -> game -> game
over like a person would, saves a few frames as PNG and exits 0 on success.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

MAX_FRAMES = 20_000


def click(app, pos: tuple[int, int]) -> None:
    import pygame

    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)])


def find_button(scene, label: str):
    from game.ui.widgets import Button

    for widget in scene.widgets:
        if isinstance(widget, Button) and widget.label == label and widget.visible:
            return widget
    raise LookupError(f"no button {label!r} on {type(scene).__name__}")


def press(app, label: str) -> None:
    click(app, find_button(app.scene, label).rect.center)


def choose(app, row_index_label: str, nth: int = 0) -> None:
    """Click the segment labelled `row_index_label` in the nth ChoiceRow that has it."""
    from game.ui.widgets import ChoiceRow

    rows = [w for w in app.scene.widgets if isinstance(w, ChoiceRow) and row_index_label in w.labels]
    row = rows[nth]
    click(app, row.segment(row.labels.index(row_index_label)).center)


def start_from_menu(app, game_id: str, seat_choices: list[str]) -> object:
    """From the menu: New game of `game_id`, click each label of `seat_choices` (first row that has
    it), Start; the table scene."""
    from game.i18n import _
    from game.ui.menu import MenuScene

    app.replace(MenuScene(app))
    menu = app.scene
    index = [ui.info.id for ui in menu.games].index(game_id)
    new_game_buttons = [w for w in menu.widgets if getattr(w, "label", None) == _("New game")]
    click(app, new_game_buttons[index].rect.center)
    for label in seat_choices:
        choose(app, label, 0)
    press(app, _("Start"))
    game = app.scenes[0]
    game.computer_pause = 0.0
    return game


def play_to_the_end(app, game, frames_dir: Path | None = None, human=None) -> bool:
    """Step the app until the game is over and its result is shown, then go back to the menu.
    Announcements (the cut, a round's summary) are closed as a person would, with Enter;
    `human(game)` plays the turns of a human seat."""
    import pygame

    from game.i18n import _
    from game.ui.game_over import GameOverDialog

    saved = 0
    for frame in range(MAX_FRAMES):
        top = app.scene
        if top is not game and getattr(top, "announcement", False):
            app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
        elif human is not None and top is game and game.human_to_act() is not None:
            human(game)
        app.step(1 / 60, [])
        if frames_dir is not None and frame % 60 == 0 and saved < 3:
            pygame.image.save(app.screen, str(frames_dir / f"frame-{saved}.png"))
            saved += 1
        if game.match.is_over and isinstance(app.scene, GameOverDialog):
            if frames_dir is not None:
                pygame.image.save(app.screen, str(frames_dir / "game-over.png"))
            press(app, _("Menu"))
            return type(app.scene).__name__ == "MenuScene"
        time.sleep(0.0005)  # let the computer-player thread run
    return False


def play_computer_game(app, game_id: str = "sequence", frames_dir: Path | None = None) -> bool:
    """From the menu, set up an all-computer game and watch it to the end."""
    from game.i18n import _

    game = start_from_menu(app, game_id, [_("Computer")])  # seat 1 becomes a computer too
    return play_to_the_end(app, game, frames_dir)


def play_solitaire(app, frames_dir: Path | None = None) -> bool:
    """A Rummidrez solitaire attempt from the menu; its turns are the normal computer player's
    moves, made through the table as a player's clicks would be (`TableScene.act`)."""
    import random

    from game.ai import agent_for
    from game.i18n import _

    game = start_from_menu(app, "rummidrez", [_("1 (solitaire)")])
    agent, rng = agent_for("rummidrez", "normal"), random.Random(1)

    def human(table) -> None:
        table.act(agent.choose(table.view(), rng, 0.2))

    return play_to_the_end(app, game, frames_dir, human)


def run_self_test() -> int:
    """Every game through the real scenes, start to end, and a solitaire attempt; 0 when all ended
    back at the menu with pictures drawn."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory(prefix="game-table-selftest-") as tmp:
        os.environ["GAME_TABLE_DATA_DIR"] = tmp
        from game.app import App
        from game.games import IncompleteInstall, checked_entries

        app = App()
        try:
            game_ids = [e.id for e in checked_entries()]
        except IncompleteInstall as exc:
            print(f"self-test: FAILED; {exc}")
            return 1
        results = []
        plays: list[tuple[str, Callable[[Path], bool]]] = [
            (game_id, partial(play_computer_game, app, game_id)) for game_id in game_ids]
        plays.append(("rummidrez solitaire", partial(play_solitaire, app)))
        for name, play in plays:
            frames = Path(tmp) / name.replace(" ", "-")
            frames.mkdir()
            started = time.perf_counter()
            ok = play(frames) and any(frames.glob("*.png"))
            print(f"self-test: {name}: {'ok' if ok else 'FAILED'}; {time.perf_counter() - started:.1f} s", flush=True)
            results.append(ok)
        print(f"self-test: {'ok' if all(results) else 'FAILED'}; {len(game_ids)} games and a solitaire attempt")
        return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(run_self_test())
