"""Play Rummidrez through the real table scene, headless, one process per life: the kill test's
turn in progress (tests/reliability/test_kill.py).

    python tests/reliability/table_play.py --new SEED    a person (seat 0) and two computers
    python tests/reliability/table_play.py --continue    the saved game, continued from the menu

A person's turn is made in the scene as a player makes it: a click on the stock, then cards
moved on the working table (a card of the hand to a new group, a card moved to the end of
another new group, a group split, the hand's order changed), each one through the scene's own
pick and drop; then the table is put back as it was and the turn played by the normal computer
player for that seat. One line on stdout per step, a word and JSON:

    loaded {...}   the table as it shows after Continue (or at the start): see `shown`
    plan {...}     the working table and hand order a move is about to give
    table {...}    the same after the move (the scene has saved it)
    act {"at": n}  an action was applied (n actions in all)
    over
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from copy import copy as shallow_copy
from pathlib import Path

if __package__ in (None, ""):  # run as a script: import `game` from the project root
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game import match as match_module  # noqa: E402
from game import storage  # noqa: E402
from game.ai import agent_for  # noqa: E402
from game.app import App  # noqa: E402
from game.engine import GAMES  # noqa: E402
from game.match import InPlace, Match, Seat  # noqa: E402
from game.selftest import click, press  # noqa: E402
from game.ui.menu import MenuScene  # noqa: E402
from game.ui.rummidrez.layout import STOCK
from game.ui.rummidrez_scene import RummidrezScene
from game.working_table import WorkingTable  # noqa: E402
from tests.ui.helpers import put_up  # noqa: E402

ENTER = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)


def save_path() -> Path:
    return storage.saves_dir() / "rummidrez-table.json"


def shown(scene: RummidrezScene) -> dict:
    """What the kill test compares: the actions so far, the working table, the hand's order, the
    last move's line, and whether the person is arranging the table."""
    return {"at": len(scene.match.actions), "work": scene.work, "sort": scene.sort_by_figure,
            "line": scene.last_move, "editing": scene.editing()}


def say(word: str, data: dict | None = None) -> None:
    print(word if data is None else f"{word} {json.dumps(data)}", flush=True)


def start(seed: int) -> RummidrezScene:
    info = GAMES["rummidrez"]
    seats = [Seat("Anna"), Seat("Bot 1", computer=True, level="easy"), Seat("Bot 2", computer=True, level="easy")]
    match = Match(info, info.default_config(players=3), seats, seed, save_path())
    match.save()
    scene = put_up(App(), match, pause=None)
    assert isinstance(scene, RummidrezScene)
    return scene


def continued() -> RummidrezScene | None:
    """The saved game, through the menu's Continue and the list's (None: there is none)."""
    app = App()
    app.push(MenuScene(app))
    press(app, "Continue")
    rows = app.scene.continue_buttons
    if not rows:
        return None
    click(app, rows[0].rect.center)
    return app.scene if isinstance(app.scene, RummidrezScene) else None


def copy(table: WorkingTable) -> WorkingTable:
    return shallow_copy(table)  # WorkingTable.__copy__: groups and group ids of its own


def table_move(scene: RummidrezScene, rng: random.Random) -> None:
    """One move on the working table, through the scene's pick and drop; `plan`, then `table`."""
    app, plan = scene.app, copy(scene.table)
    sort = scene.sort_by_figure
    new_groups = [gi for gi in range(len(scene.work)) if not scene.is_base_group(gi)]
    placed = sorted(scene.placed())
    lay = scene.layout()
    choices = ["new group", "sort"] + (["move"] if placed and len(new_groups) >= 2 else []) + (
        ["split"] if any(len(scene.work[gi]) >= 2 for gi in new_groups) else [])
    kind = rng.choice(choices)
    if kind == "new group" and scene.hand_cards():
        card = rng.choice(scene.hand_cards())
        plan.new_group(card)
        say("plan", {"work": plan.groups, "sort": sort})
        scene.pick(card, (0, 0))
        scene.drop(lay.slot.center)
    elif kind == "move":
        card = rng.choice(placed)
        source = scene.locate(card)[0]
        gi = rng.choice([g for g in new_groups if g != source])
        plan.move_into(card, gi, len(plan.groups[gi]))
        say("plan", {"work": plan.groups, "sort": sort})
        scene.pick(card, (0, 0))
        group = lay.groups[gi]
        scene.drop((group.right - 2, group.centery))
    elif kind == "split":
        gi = rng.choice([g for g in new_groups if len(scene.work[g]) >= 2])
        at = rng.randrange(1, len(scene.work[gi]))
        plan.split(gi, at)
        say("plan", {"work": plan.groups, "sort": sort})
        scene.split(gi, at)
    else:
        say("plan", {"work": plan.groups, "sort": not sort})
        scene.set_sort(not sort)
        sort = not sort
    app.step(1 / 60, [])
    if scene.work != plan.groups or scene.sort_by_figure != sort:
        say("wrong", {"work": scene.work, "expected": plan.groups})
        sys.exit(4)
    say("table", shown(scene))


def play(scene: RummidrezScene, rng: random.Random) -> None:
    app, match = scene.app, scene.match
    scene.computer_pause = 0.0
    agent = agent_for("rummidrez", "normal")
    told = len(match.actions)
    arranged_at = -1  # the person's table moves were made at this many actions
    while not match.is_over:
        if app.scene is not scene:
            app.step(1 / 60, [ENTER])  # a round's summary, read
            continue
        app.step(1 / 60, [])
        if len(match.actions) != told:
            told = len(match.actions)
            say("act", {"at": told})
        if scene.human_to_act() is None:
            continue  # the computers think in place (main): each frame plays on
        view = scene.view()
        if view.phase == "take":
            click(app, STOCK.center)
        elif arranged_at != told:
            for _ in range(rng.randrange(2, 7)):
                table_move(scene, rng)
            arranged_at = told
        else:
            if scene.work_changed():
                say("plan", {"work": [list(g) for g in scene.base], "sort": scene.sort_by_figure})
                press(app, "Reset table")
                say("table", shown(scene))
            scene.act(agent.choose(view, rng, 0.05))
    say("over")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--new", type=int, metavar="SEED")
    group.add_argument("--continue", dest="cont", action="store_true")
    args = parser.parse_args(argv)
    # The computers think in place, in the frame that asks them: no waiting on a thread, and a
    # kill lands wherever the test chooses, in their thinking as anywhere else.
    match_module.THINKER = InPlace()
    scene = continued() if args.cont else start(args.new)
    if scene is None:
        return 3
    say("loaded", shown(scene))
    play(scene, random.Random(len(scene.match.actions) * 7919 + (args.new or 0)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
