"""Render pictures of the real scenes, headless.

    python build/screenshot.py                   # the README screenshot: docs/screenshot.png
    python build/screenshot.py --languages DIR   # every table in every language: DIR/<game>-<lang>.png
    python build/screenshot.py --languages DIR --high-contrast --large-text   # the same, in that look
    python build/screenshot.py --mixed-names DIR  # every table in Arabic and English, Latin and Arabic names
    python build/screenshot.py --long-names DIR  # every place a name is drawn, with 24-character names
    python build/screenshot.py --continue DIR    # the menu, the Continue list and its Delete question
    python build/screenshot.py --states DIR      # every table in English and Arabic at the moments it
                                                 # draws differently (a hint, hidden hands, a demo, ...)
    python build/screenshot.py --rules DIR       # the menu and every rules screen, page by page, in
                                                 # English and Arabic: DIR/rules-<game>-<lang>-<page>.png

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
from game.demo import midgame, midgame_sequence, name_tour  # noqa: E402
from game.games import GAME_IDS, entry  # noqa: E402
from game.i18n import LANGUAGES  # noqa: E402

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
        for game_id in GAME_IDS:
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
        for game_id in GAME_IDS:
            midgame(app, game_id, names=MIXED_NAMES[:entry(game_id).picture_players])
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
    from game.ui.menu import MenuScene
    from game.ui.saves_scene import SavesScene

    folder.mkdir(parents=True, exist_ok=True)
    app = App()
    rummidrez = entry("rummidrez").info
    solitaire = Match(rummidrez, rummidrez.default_config(players=1), [Seat("Anna")], 3, saves.new_path("rummidrez"))
    solitaire.apply(solitaire.state.legal_actions()[0])
    figuras = entry("figuras").info
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


def shoot(app, path: Path, frames: int = SETTLE_FRAMES, written: list[Path] | None = None) -> None:
    """Let `frames` frames pass (what travels lands), then save the window to `path`."""
    for _ in range(frames):
        app.step(1 / 60, [])
    pygame.image.save(app.screen, str(path))
    if written is not None:
        written.append(path)


def state_pictures(folder: Path) -> list[Path]:
    """Every table in English and Arabic at the moments it draws differently: a game in progress at
    the person's turn, with the keyboard's focus ring, a hint lit, the hands hidden, watched as in a
    demo, after the person's move; each game's own moments (Rummidrez's turn in progress with a card
    held and dragged, and its solitaire; Figuras' questions); a round's summary; the end of the game.
    `build/compare_pictures.py` compares two folders of them (a refactor changes no picture)."""
    from game.ui import focus
    from game.ui.demo_mode import DemoControls

    folder.mkdir(parents=True, exist_ok=True)
    app = App()
    written: list[Path] = []
    for language in ("en", "ar"):
        app.set_language(language)
        for game_id in GAME_IDS:
            def name(moment: str, game_id: str = game_id, language: str = language) -> Path:
                return folder / f"{game_id}-{moment}-{language}.png"

            scene = midgame(app, game_id)
            shoot(app, name("turn"), written=written)
            focus.set_keyboard_active(True)
            shoot(app, name("focus"), 2, written)
            for _ in range(2):
                app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t")])
            shoot(app, name("focus-tab"), 2, written)
            focus.set_keyboard_active(False)
            scene.ask_hint()
            if scene.hinting is not None:
                scene.hinting.result()  # worked out off the UI thread; the next frame shows it
            shoot(app, name("hint"), 2, written)
            scene.say("")
            _game_moments(app, scene, game_id, name, written)
            scene = midgame(app, game_id)
            scene.show_hand_of(None)
            shoot(app, name("hidden"), written=written)
            scene = midgame(app, game_id)
            scene.demo = DemoControls(scene, entry(game_id), 1)
            scene.computer_pause = 1e9
            scene.show_hand_of(1)
            shoot(app, name("watched"), written=written)
            scene = midgame(app, game_id)
            _play_to_the_end(app, scene)
            shoot(app, name("over"), written=written)
    app.set_language("en")
    print(f"wrote {len(written)} pictures to {folder}")
    return written


def _play_to_the_end(app, scene) -> None:
    """Easy computer players make every move, for every seat, until the game is over."""
    import random

    from game.ai import agent_for

    match = scene.match
    agent, rng = agent_for(match.info.id, "easy"), random.Random(3)
    while not match.is_over and len(match.actions) < 3000:
        scene.act(agent.choose(match.state.view(match.current_seat), rng, 0.02))
        while app.scene is not scene:
            app.pop()
    scene.show_hand_of(0)
    app.step(1 / 60, [])  # the table puts up its result


def _game_moments(app, scene, game_id: str, name, written: list[Path]) -> None:
    """The moments of one game's table (see state_pictures); `scene` is at the person's turn."""
    state = scene.match.state
    if game_id in ("sequence", "sequence_kids"):
        card = scene.selected if scene.selected is not None else state.view(0).hand[0]
        action = next((a for a in state.legal_actions() if getattr(a, "card", None) == card),
                      state.legal_actions()[0])
        scene.act(action)
        shoot(app, name("played"), written=written)
    elif game_id == "rummidrez":
        _rummidrez_moments(app, scene, name, written)
    elif game_id == "figuras":
        _figuras_moments(app, scene, name, written)


def _rummidrez_moments(app, scene, name, written: list[Path]) -> None:
    from game.engine.rummidrez import Draw, RoundEnded
    from game.match import Match, Seat
    from game.ui.rummidrez.dialogs import RoundSummary
    from game.ui.standings import StandingsDialog, standings

    if scene.view().phase == "take":
        scene.act(Draw())
        shoot(app, name("drawn"), written=written)
    hand = scene.hand_cards()
    scene.table.new_group(hand[0])
    scene.table.move_into(hand[1], len(scene.table.groups) - 1, 1)
    scene.held = hand[2]
    scene.mouse = scene.hand_rects(scene.hand_cards())[0].center
    shoot(app, name("editing"), 2, written)
    scene.dragging = True
    scene.mouse = (400, 300)
    shoot(app, name("dragging"), 2, written)
    scene.held, scene.dragging = None, False
    seats = scene.match.seats
    summary = RoundEnded(round=2, winner=1, reason="out", scores=(0, 23, 0, 0), totals=(12, 40, 7, 3),
                         hand_counts=(9, 0, 4, 11))
    laid = [tuple(g) for g in scene.match.state.table]  # the round's final table
    app.push(RoundSummary(app, scene, summary, False, laid))
    shoot(app, name("summary"), 2, written)
    app.pop()
    nobody = RoundEnded(round=3, winner=None, reason="rebuilt", scores=(0,) * len(seats), totals=(12, 40, 7, 3),
                        hand_counts=(9, 2, 4, 11))
    app.push(RoundSummary(app, scene, nobody, False))
    shoot(app, name("summary-nobody"), 2, written)
    app.pop()
    totals = (12, 40, 40, 3)[:len(seats)]  # a tie for second place: the rank is shared
    table = standings(totals, (1, 2, 2, 0)[:len(seats)], lambda s: -totals[s])
    app.push(StandingsDialog(app, scene, _winner(seats[1].shown), "", table))
    shoot(app, name("standings"), 2, written)
    app.pop()
    info = scene.match.info
    match = Match(info, info.default_config(players=1), [Seat("Anna")], 11)
    solitaire = entry("rummidrez").scene(app, match)
    app.replace(solitaire)
    shoot(app, name("solitaire"), written=written)
    solitaire.act(Draw())
    shoot(app, name("solitaire-drawn"), written=written)


def _figuras_moments(app, scene, name, written: list[Path]) -> None:
    from game.engine.figuras import RoundEnded
    from game.ui.figuras import dialogs as figuras_dialogs
    from game.ui.figuras.round_end import RoundSummary
    from game.ui.standings import StandingsDialog

    view = scene.view()
    fitting = [c for c in view.hand if view.fits(c)]
    scene.selected = fitting[:1] or list(view.hand[:1])
    shoot(app, name("picked"), 2, written)
    scene.selected = []
    for dialog in ("ColourDialog", "GiftDialog", "PlayerDialog", "MirrorDialog"):
        app.push(getattr(figuras_dialogs, dialog)(app, scene))
        shoot(app, name(dialog), 2, written)
        app.pop()
    seats = len(scene.match.seats)
    hands = tuple(tuple(view.hand[:k]) for k in (3, 5, 0, 12))[:seats]  # the cards left, laid open
    ended = RoundEnded(round=3, closer=2, scores=(14, 9, 0, 31)[:seats], totals=(111, 64, 40, 103)[:seats],
                       hands=hands, eliminated=(3,), exact=(0,), out=(3,))
    app.push(RoundSummary(app, scene, ended, True))  # Anna's exact 111 ends the match: See the result
    shoot(app, name("summary"), 30, written)
    app.pop()
    app.push(StandingsDialog(app, scene, _winner(scene.match.seats[0].shown), "", scene.final_standings()))
    shoot(app, name("standings"), 2, written)
    app.pop()


def _winner(name: str) -> str:
    from game.i18n import _

    return _("{name} wins the match!").format(name=name)


def rules_pictures(folder: Path) -> list[Path]:
    """The menu and each game's rules screen, one picture per page, in English and Arabic."""
    from game import i18n
    from game.ui.dialogs import RulesScene
    from game.ui.menu import MenuScene

    folder.mkdir(parents=True, exist_ok=True)
    app = App()
    written = []
    for language in ("en", "ar"):
        app.set_language(language)
        app.scenes[:] = [MenuScene(app)]
        app.step(1 / 60, [])
        written.append(folder / f"menu-{language}.png")
        pygame.image.save(app.screen, str(written[-1]))
        for game_id in GAME_IDS:
            ui = entry(game_id)
            rules = RulesScene(app, i18n._(ui.info.title), i18n._(ui.rules_text), ui.info.id)
            app.push(rules)
            for page, top in enumerate(range(0, rules.max_scroll + rules.visible_lines, rules.visible_lines)):
                rules.scroll = min(top, rules.max_scroll)
                app.step(1 / 60, [])
                written.append(folder / f"rules-{game_id}-{language}-{page}.png")
                pygame.image.save(app.screen, str(written[-1]))
            app.pop()
    app.set_language("en")
    print(f"wrote {len(written)} pictures in {folder}")
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
    parser.add_argument("--states", type=Path, metavar="DIR",
                        help="every table in English and Arabic at the moments it draws differently, in DIR")
    parser.add_argument("--rules", type=Path, metavar="DIR",
                        help="the menu and every rules screen, page by page, in English and Arabic, in DIR")
    args = parser.parse_args(argv)
    if args.rules:
        rules_pictures(args.rules)
    elif args.states:
        state_pictures(args.states)
    elif args.saves:
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
