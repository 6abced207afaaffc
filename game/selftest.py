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


def play_computer_game(app, game_id: str = "sequence", frames_dir: Path | None = None) -> bool:
    """From the menu, set up an all-computer game and watch it to the end."""
    import pygame

    from game.i18n import _
    from game.ui.menu import MenuScene
    from game.ui.table import GameOverDialog

    app.replace(MenuScene(app))
    menu = app.scene
    index = [ui.info.id for ui in menu.games].index(game_id)
    new_game_buttons = [w for w in menu.widgets if getattr(w, "label", None) == _("New game")]
    click(app, new_game_buttons[index].rect.center)
    choose(app, _("Computer"), 0)  # seat 1 becomes a computer too
    press(app, _("Start"))
    game = app.scenes[0]
    game.computer_pause = 0.0
    saved = 0
    for frame in range(MAX_FRAMES):
        if app.scene is not game and type(app.scene).__name__ == "CutDialog":
            press(app, _("Start playing"))
        app.step(1 / 60, [])
        if frames_dir is not None and frame % 60 == 0 and saved < 5:
            pygame.image.save(app.screen, str(frames_dir / f"frame-{saved}.png"))
            saved += 1
        if game.match.is_over and isinstance(app.scene, GameOverDialog):
            if frames_dir is not None:
                pygame.image.save(app.screen, str(frames_dir / "game-over.png"))
            press(app, _("Menu"))
            return type(app.scene).__name__ == "MenuScene"
        time.sleep(0.0005)  # let the computer-player thread run
    return False


def run_self_test() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory(prefix="game-table-selftest-") as tmp:
        os.environ["GAME_TABLE_DATA_DIR"] = tmp
        frames = Path(tmp) / "frames"
        frames.mkdir()
        from game.app import App

        started = time.perf_counter()
        app = App()
        ok = play_computer_game(app, "sequence", frames)
        pngs = sorted(p.name for p in frames.glob("*.png"))
        elapsed = time.perf_counter() - started
        print(f"self-test: {'ok' if ok else 'FAILED'}; {len(pngs)} frames rendered; {elapsed:.1f} s")
        return 0 if ok and pngs else 1


if __name__ == "__main__":
    sys.exit(run_self_test())
