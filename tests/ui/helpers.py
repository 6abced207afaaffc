"""What the UI tests do the way a player does, kept in one place (clicks and buttons: game.selftest).

The program at its menu, a game's setup opened from its own card, a table put up directly,
and waiting while the computers play until a human is to act. The computer players think in
place in tests (tests/conftest.py: `match.THINKER`): their move is ready in the frame that asks
for it, so waiting is counted in frames, never in seconds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from concurrent.futures import wait
from typing import Any

import pygame

from game.app import App
from game.engine import GAMES
from game.games import entry
from game.match import Match, Seat
from game.selftest import click, press
from game.ui.dialogs import HandoffScene
from game.ui.menu import MenuScene
from game.ui.scene import Scene
from game.ui.setup import SetupScene
from game.ui.table import TableScene


def menu_app() -> App:
    """The program just started: its menu on screen."""
    app = App()
    app.push(MenuScene(app))
    return app


def restart() -> App:
    """Quit the program and start it again at its menu (what a saved game must outlive)."""
    pygame.quit()
    return menu_app()


def step(app: App, frames: int = 1) -> None:
    for _ in range(frames):
        app.step(1 / 60, [])


def key(app: App, k: int, mod: int = 0) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)])


def continue_from_menu(app: App, index: int = 0) -> Scene:
    """The menu's Continue, then Continue on the `index`-th game of the list (the last played
    first); the scene on top after it (the table, or the list with a sentence)."""
    press(app, "Continue")
    from game.ui.saves_scene import SavesScene

    assert isinstance(app.scene, SavesScene)
    click(app, app.scene.continue_buttons[index].rect.center)
    return app.scene


def open_setup(app: App, game_id: str) -> SetupScene:
    """Click New game on the menu's card of `game_id`."""
    menu = app.scene
    index = [ui.info.id for ui in menu.games].index(game_id)
    buttons = [w for w in menu.widgets if getattr(w, "label", None) == "New game"]
    click(app, buttons[index].rect.center)
    assert isinstance(app.scene, SetupScene) and app.scene.info.id == game_id
    return app.scene


def put_up(app: App, match: Match, pause: float | None = 0.0) -> TableScene:
    """`match` at its own table (the one registered in game.games), on top of the program; a
    computer waits `pause` seconds before it acts (None: as long as the table's own pause)."""
    scene = entry(match.info.id).scene(app, match)
    if pause is not None:
        scene.computer_pause = pause
    app.replace(scene)
    return scene


def start_from_setup(app: App, pause: float | None = 0.0) -> TableScene:
    """Start on the setup screen on top: the game's table (maybe under what it opens with, as the
    cut or a hand-off), its computers waiting `pause` seconds (see `put_up`)."""
    setup = app.scene
    assert isinstance(setup, SetupScene)
    press(app, "Start")
    scene = app.scenes[0]
    assert isinstance(scene, entry(setup.info.id).scene), "Start puts up the game's table"
    if pause is not None:
        scene.computer_pause = pause
    return scene


def new_table(app: App, game_id: str, players: int, humans: int = 1, seed: int = 11,
              pause: float | None = 0.0) -> TableScene:
    """A table of `game_id` put up at once (no setup): the humans sit first, computers answer at once
    (or after `pause` seconds, see `put_up`)."""
    info = GAMES[game_id]
    seats = [Seat(f"Human {i + 1}") for i in range(humans)]
    seats += [Seat(f"Computer {i}", computer=True) for i in range(1, players - humans + 1)]
    return put_up(app, Match(info, info.default_config(players=players), seats, seed), pause)


def give(state: Any, seat: int, cards: Iterable[int], at: int | None = None) -> None:
    """Put `cards` in `seat`'s hand from wherever they are (the stock, a discard pile, another
    hand), each swapped with a card of that hand not among them, so every pile keeps its size:
    with `at`, the hand's cards from index `at` on; otherwise the first such cards."""
    cards = list(cards)
    hand = state.hands[seat]
    piles = [state.stock, *([state.discard] if hasattr(state, "discard") else []),
             *(h for s, h in enumerate(state.hands) if s != seat)]
    for i, c in enumerate(cards):
        if c in hand:
            continue
        pile = next((p for p in piles if c in p), None)
        assert pile is not None, f"card {c} is in no pile and no other hand"
        out = hand[at + i] if at is not None else next(x for x in hand if x not in cards)
        pile[pile.index(c)] = out
        hand[hand.index(out)] = c


def settle(app: App, scene: Scene, keep: tuple[type, ...] = ()) -> None:
    """Close whatever the table put over itself (the cut, a round's summary), but dialogs of a `keep` type."""
    while app.scene is not scene and not isinstance(app.scene, keep):
        app.pop()


def thought(scene: TableScene, timeout: float = 60.0) -> None:
    """Let a computer player's thinking in progress finish (at once when it thinks in place; a
    test that runs it on the background thread waits for the thread, not for a guessed time)."""
    if scene.thinking is not None:
        wait([scene.thinking], timeout)


def step_until(app: App, done: Callable[[], bool], frames: int = 20_000, scene: TableScene | None = None,
               why: str = "the table never got there") -> None:
    """Step frames (no input) until `done()`; fail with `why` after `frames` frames. With a
    `scene`, each frame first lets its computer player's thinking finish."""
    for _ in range(frames):
        if done():
            return
        if scene is not None:
            thought(scene)
        app.step(1 / 60, [])
    raise AssertionError(why)


def until_human(app: App, scene: TableScene, keep: tuple[type, ...] = (), frames: int = 20_000) -> None:
    """Let the computers play, closing what they put up (see `settle`), until a human is to act
    or the game is over."""
    for _ in range(frames):
        if scene.human_to_act() is not None or scene.match.is_over:
            break
        settle(app, scene, keep)
        thought(scene)
        app.step(1 / 60, [])
    else:
        raise AssertionError("the computers did not finish their turns")
    settle(app, scene, keep)


def wait_for_human(app: App, scene: TableScene, frames: int = 3000) -> None:
    """Step (dialogs left alone) until the table is on top with a human to act, or the game is over."""
    step_until(app, lambda: scene.match.is_over or (scene.human_to_act() is not None and app.scene is scene),
               frames, scene, "the human never got the turn")


def pass_on(app: App, scene: TableScene) -> int:
    """Between two humans, after the one looking ended their turn: the pass-on step is up (the
    table, the mover's own hand, nobody to act) and its button puts up the hand-off screen.
    Returns the seat it passes to."""
    mover, seat = scene.viewer, scene.match.current_seat
    assert app.scene is scene and scene.handover.passing, "the pass-on step is up"
    assert mover is not None and mover != seat and scene.human_to_act() is None, "the mover looks, nobody acts"
    assert scene.handover.button.label == f"Pass the computer to {scene.match.seats[seat].name}"
    click(app, scene.handover.button.rect.center)
    assert isinstance(app.scene, HandoffScene) and not scene.handover.passing
    return seat


def hand_over(app: App, scene: TableScene) -> int:
    """Between two humans: the hand-off screen is up (after the pass-on step, when the table shows
    it) and no hand shows; the seat to play says who they are and the table turns to them.
    Returns that seat."""
    if app.scene is scene and scene.handover.passing:
        pass_on(app, scene)
    assert isinstance(app.scene, HandoffScene) and scene.view() is None, "no hand may show while hands change"
    app.step(1 / 60, [])  # the hand-off screen draws (with the seat's chip)
    seat = scene.match.current_seat
    press(app, f"I am {scene.match.seats[seat].name}")
    assert scene.viewer == seat
    return seat


def seen_by(state, seat: int) -> dict:
    """What `seat` sees of a game: its state without the stock's order, the other hands' cards
    (only how many) and the random generator. Undo deals the rest afresh (game.unseen)."""
    data = state.to_dict()
    data.pop("rng", None)
    data["stock"] = len(data["stock"])
    data["hands"] = [hand if i == seat else len(hand) for i, hand in enumerate(data["hands"])]
    return data


def hint_ready(app: App, scene: TableScene) -> None:
    """Let the hint being worked out in the background finish, then step a frame (which shows it;
    a frame stepped since it was asked for may have shown it already)."""
    if scene.hinting is not None:
        scene.hinting.result(timeout=60)
        app.step(1 / 60, [])


def card_painter(game_id: str) -> Callable[[pygame.Surface, int, pygame.Rect], None]:
    """The table's card painter (what its pile browser draws a card of `game_id` with)."""
    from game.ui.figuras.cards import paint_card as figuras_card
    from game.ui.rummidrez.dialogs import paint_card as rummidrez_card
    from game.ui.sequence.cards import paint_card as sequence_card
    from game.ui.sequence_kids.cards import paint_card as kids_card

    painters = {"sequence": sequence_card, "sequence_kids": kids_card, "rummidrez": rummidrez_card,
                "figuras": figuras_card}
    return painters[game_id]
