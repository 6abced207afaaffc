"""Render pictures of the real scenes, headless.

    python build/screenshot.py                   # the README screenshot: docs/screenshot.png
    python build/screenshot.py --languages DIR   # every table in every language: DIR/<game>-<lang>.png
    python build/screenshot.py --languages DIR --high-contrast --large-text   # the same, in that look
    python build/screenshot.py --mixed-names DIR  # every table in Arabic and English, Latin and Arabic names
    python build/screenshot.py --long-names DIR  # every place a name is drawn, with 24-character names
    python build/screenshot.py --continue DIR    # the menu, the Continue list and its Delete question

The per-language pictures are for looking at layouts a developer does not read every day
(clipped words, right-to-left panels); CI keeps them as an artifact.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's game (its assets come from `pip install -e .`)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# A throw-away data folder: the games played for the pictures must not replace a player's saves.
os.environ.setdefault("GAME_TABLE_DATA_DIR", tempfile.mkdtemp(prefix="game-table-shots-"))

import pygame  # noqa: E402

from game import saves  # noqa: E402
from game.app import App  # noqa: E402
from game.demo import PLAYERS, midgame, midgame_sequence, name_tour  # noqa: E402
from game.i18n import LANGUAGES  # noqa: E402
from game.ui.games import TABLES  # noqa: E402

TARGET = ROOT / "docs" / "screenshot.png"
SETTLE_FRAMES = 90  # chips and cards in flight land before the picture is taken


def readme_picture() -> None:
    app = App()
    midgame_sequence(app, players=4, moves=18, seed=42)
    for _ in range(SETTLE_FRAMES):
        app.step(1 / 60, [])
    TARGET.parent.mkdir(exist_ok=True)
    pygame.image.save(app.screen, str(TARGET))
    print(f"wrote {TARGET}")


def language_pictures(folder: Path, high_contrast: bool, large_text: bool) -> list[Path]:
    """One picture per table and language, from a game in progress at the human's turn."""
    folder.mkdir(parents=True, exist_ok=True)
    app = App()
    app.set_high_contrast(high_contrast)
    app.set_large_text(large_text)
    written = []
    for language, _name in LANGUAGES:
        app.set_language(language)
        for game_id in TABLES:
            midgame(app, game_id)
            for _ in range(SETTLE_FRAMES):
                app.step(1 / 60, [])
            path = folder / f"{game_id}-{language}.png"
            pygame.image.save(app.screen, str(path))
            written.append(path)
    print(f"wrote {len(written)} pictures to {folder}")
    return written


# Names that test a line's direction: Latin ones first (the human, at the bottom), an Arabic one, a
# name wrapped in directional marks with a number, and one with a combining mark and brackets.
MIXED_NAMES = ("Anna", "سارة", "\u200fBo 2\u200e", "Zoe\u0308 (7)")


def mixed_name_pictures(folder: Path) -> list[Path]:
    """Every table in Arabic (and English, to compare) with Latin and Arabic names side by side."""
    folder.mkdir(parents=True, exist_ok=True)
    app = App()
    written = []
    for language in ("ar", "en"):
        app.set_language(language)
        for game_id in TABLES:
            midgame(app, game_id, names=MIXED_NAMES[:PLAYERS[game_id]])
            for _ in range(SETTLE_FRAMES):
                app.step(1 / 60, [])
            path = folder / f"{game_id}-{language}-names.png"
            pygame.image.save(app.screen, str(path))
            written.append(path)
    app.set_language("en")
    print(f"wrote {len(written)} pictures to {folder}")
    return written


# Names as long as the setup allows (24 characters), as wide as they come: wide letters and emoji.
LONG_NAMES = {"w": ["W" * 24, "M" * 24, "Ш" * 24, "Ꙭ" * 24],
              "emoji": ["🦊" * 24, "🐸" * 24, "🐻" * 24, "🦄" * 24]}


def long_name_pictures(folder: Path) -> list[Path]:
    """Every screen that draws a player's name (game.demo.name_tour), with names of 24 wide characters."""
    folder.mkdir(parents=True, exist_ok=True)
    app = App()
    written: list[Path] = []
    for kind, names in LONG_NAMES.items():
        for label in name_tour(app, names):
            for _ in range(SETTLE_FRAMES if label.startswith(("table", "over")) else 2):
                app.step(1 / 60, [])
            path = folder / f"{kind}-{label}.png"
            pygame.image.save(app.screen, str(path))
            written.append(path)
    print(f"wrote {len(written)} pictures to {folder}")
    return written


def continue_pictures(folder: Path) -> list[Path]:
    """With seven games in progress: the menu, the Continue list (and its second page) and the
    question Delete asks, in every language; the list in high contrast with large text too."""
    from game.demo import save_midgames
    from game.match import Match, Seat
    from game.selftest import press
    from game.ui.games import game_ui
    from game.ui.menu import MenuScene
    from game.ui.saves_scene import SavesScene

    folder.mkdir(parents=True, exist_ok=True)
    app = App()
    rummidrez = game_ui("rummidrez").info
    solitaire = Match(rummidrez, rummidrez.default_config(players=1), [Seat("Anna")], 3, saves.new_path("rummidrez"))
    solitaire.apply(solitaire.state.legal_actions()[0])
    figuras = game_ui("figuras").info
    friends = Match(figuras, figuras.default_config(players=2), [Seat("Yusuf"), Seat("Zoé")], 4,
                    saves.new_path("figuras"))
    friends.apply(friends.state.legal_actions()[0])
    save_midgames(app, ["sequence", "sequence_kids", "figuras", "rummidrez", "sequence"])
    written = []

    def shoot(name: str) -> None:
        app.step(1 / 60, [])
        path = folder / f"{name}.png"
        pygame.image.save(app.screen, str(path))
        written.append(path)

    for language, _name in LANGUAGES:
        app.set_language(language)
        app.replace(MenuScene(app))
        shoot(f"menu-{language}")
        app.push(SavesScene(app))
        shoot(f"continue-{language}")
        app.scene.scroll(6)
        shoot(f"continue-more-{language}")
        app.scene.scroll(-6)
        app.scene.ask_delete(app.scene.games[0])
        shoot(f"delete-{language}")
        press(app, _no())
    app.set_high_contrast(True)
    app.set_large_text(True)
    for language in ("en", "ar"):
        app.set_language(language)
        app.replace(SavesScene(app))
        shoot(f"continue-contrast-large-{language}")
    app.set_high_contrast(False)
    app.set_large_text(None)
    app.set_language("en")
    print(f"wrote {len(written)} pictures to {folder}")
    return written


def _no() -> str:
    from game.i18n import _

    return _("No")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--languages", type=Path, metavar="DIR", help="one picture per table and language in DIR")
    parser.add_argument("--high-contrast", action="store_true", help="with --languages: the high-contrast palette")
    parser.add_argument("--large-text", action="store_true", help="with --languages: large cards and text")
    parser.add_argument("--mixed-names", type=Path, metavar="DIR",
                        help="every table in Arabic and English with Latin and Arabic names, in DIR")
    parser.add_argument("--long-names", type=Path, metavar="DIR", help="every place a name is drawn, long names")
    parser.add_argument("--continue", dest="saves", type=Path, metavar="DIR",
                        help="the menu, the list of games in progress and its Delete question, in DIR")
    args = parser.parse_args(argv)
    if args.saves:
        continue_pictures(args.saves)
    elif args.mixed_names:
        mixed_name_pictures(args.mixed_names)
    elif args.long_names:
        long_name_pictures(args.long_names)
    elif args.languages:
        language_pictures(args.languages, args.high_contrast, args.large_text)
    else:
        readme_picture()


if __name__ == "__main__":
    main()
