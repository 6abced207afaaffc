"""Tables in the middle of a game, for the README screenshot, the benchmark and the look tests;
and a tour of every screen that draws a player's name (`name_tour`)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

from game.ai import agent_for
from game.engine import GAMES
from game.engine.sequence import Place
from game.games import GAME_IDS, entry
from game.match import Match, Seat
from game.ui.sequence_scene import SequenceScene

NAMES = ("Anna", "Bruno", "Carla", "Dmitri", "Elif", "Farid", "Greta", "Hugo", "Ines", "Jon", "Kai", "Lea")


def midgame_sequence(app, players: int = 4, moves: int = 40, seed: int = 42,
                     names: tuple[str, ...] = NAMES) -> SequenceScene:
    """Computer players make `moves` moves; then it is the human's turn with a card picked."""
    info = GAMES["sequence"]
    seats = [Seat(names[0])] + [Seat(n, computer=True) for n in names[1:players]]
    match = Match(info, info.default_config(players=players), seats, seed)
    scene = SequenceScene(app, match)
    app.replace(scene)
    while app.scene is not scene:
        app.pop()  # the cut dialog
    agent, rng = agent_for("sequence", "normal"), random.Random(seed)

    def computer_move() -> None:
        scene.act(agent.choose(match.turn_view(), rng, 0.1))

    while len(match.actions) < moves and not match.is_over:
        computer_move()
    while match.current_seat != 0 and not match.is_over:
        computer_move()
    place = next((a for a in match.state.legal_actions() if isinstance(a, Place)), None)
    scene.selected = place.card if place else None
    return scene


def midgame(app, game_id: str, moves: int = 24, seed: int = 7, names: tuple[str, ...] = NAMES):
    """Any table after computer players made about `moves` moves, at the human's (seat 0) turn.

    For screenshots and the look tests: three Sequence teams and four kids' chips are on the board,
    Rummidrez and Figuras have cards of many colours on the table (each game's registration says
    how many seats: `picture_players`). `names` sit in seat order.
    """
    ui = entry(game_id)
    if game_id == "sequence":
        return midgame_sequence(app, players=ui.picture_players, moves=moves, seed=seed, names=names)
    players = ui.picture_players
    seats = [Seat(names[0])] + [Seat(n, computer=True) for n in names[1:players]]
    match = Match(ui.info, ui.info.default_config(players=players), seats, seed)
    scene = ui.scene(app, match)
    app.replace(scene)
    while app.scene is not scene:
        app.pop()  # an opening dialog
    agent, rng = agent_for(game_id, "easy"), random.Random(seed)
    while (len(match.actions) < moves or match.current_seat != 0) and not match.is_over and len(match.actions) < 400:
        scene.act(agent.choose(match.turn_view(), rng, 0.05))
        while app.scene is not scene:
            app.pop()  # a round summary or a pop-up
    scene.computer_pause = 1e9  # hold the computers: the picture shows the human's turn
    return scene


def save_midgames(app, game_ids) -> None:
    """A game of each of `game_ids` in progress, a human (seat 0) to play, saved where the menu's
    Continue finds it (the real-window tests and the benchmark open tables this way); the last of
    `game_ids` is the last played, first in the Continue list."""
    import os
    import time

    from game import saves

    for i, game_id in enumerate(game_ids):
        match = midgame(app, game_id).match
        match.save_path = saves.new_path(game_id)
        match.save()
        played = time.time() - 60 * (len(game_ids) - i)  # a minute apart, in order: not by the clock's second
        for path in (match.file.path, match.file.journal):
            os.utime(path, (played, played))


def name_tour(app, names: list[str], seed: int = 5) -> Iterator[str]:
    """Put up, one after another, every screen that draws a player's name, with `names` for the
    seats: each game's setup, its table at the start (the Sequence cut, a hand-off), during play,
    at a round's end and at the end of the match, and the statistics of each game. Yields a
    label for each screen while it is on top (for a picture, or a test that checks the names)."""
    from game import stats
    from game.ui.dialogs import HandoffScene
    from game.ui.round_summary import RoundSummaryDialog
    from game.ui.setup import SetupScene
    from game.ui.stats_scene import StatsScene

    for game_id in GAME_IDS:
        ui = entry(game_id)
        setup = SetupScene(app, ui)
        app.replace(setup)
        setup.set_value("players", min(4, max(ui.info.allowed_player_counts())))
        for i in range(setup.player_count):
            setup.set_seat(i, name=names[i % len(names)])
        setup.build()
        yield f"setup-{game_id}"
        players = 3 if game_id == "sequence" else 4  # three teams
        seats = [Seat(names[0]), Seat(names[1 % len(names)])]
        seats += [Seat(names[i % len(names)], computer=True) for i in range(2, players)]
        match = Match(ui.info, ui.info.default_config(players=players), seats, seed)
        scene = ui.scene(app, match)
        app.replace(scene)
        yield f"opening-{game_id}"  # the Sequence cut, or the first hand-off
        agent, rng = agent_for(game_id, "easy"), random.Random(seed)
        shown: set[str] = set()
        while not match.is_over and len(match.actions) < 3000:
            while app.scene is not scene:
                kind = ("round" if isinstance(app.scene, RoundSummaryDialog)
                        else "handoff" if isinstance(app.scene, HandoffScene) and match.actions else "")
                if kind and kind not in shown:
                    shown.add(kind)
                    yield f"{kind}-{game_id}"
                app.pop()
            if len(match.actions) == 16:
                scene.viewer, pause = 0, scene.computer_pause
                scene.computer_pause = 1e9  # the computers wait while it is looked at
                yield f"table-{game_id}"
                scene.computer_pause = pause
            scene.act(agent.choose(match.turn_view(), rng, 0.02))
        while app.scene is not scene:
            app.pop()
        scene.viewer = 0
        app.step(1 / 60, [])  # the table puts up its result
        yield f"over-{game_id}"
    app.replace(StatsScene(app))
    for game_id in GAME_IDS:
        app.scene.choose(game_id)
        app.scene.tabs.selected = game_id
        yield f"statistics-{game_id}"
    stats.reset()
    yield from saves_tour(app, names)


def saves_tour(app, names: list[str]) -> Iterator[str]:
    """The Continue list with a game of each kind in progress, and Delete's question (then the
    games are deleted again)."""
    from game import saves
    from game.ui.saves_scene import SavesScene

    made: list[Path] = []
    for game_id in GAME_IDS:
        info = entry(game_id).info
        players = min(4, info.max_players)
        seats = [Seat(names[i % len(names)], computer=i > 0) for i in range(players)]
        path = saves.new_path(game_id)
        match = Match(info, info.default_config(players=players), seats, 5, path)
        match.apply(match.state.legal_actions()[0])
        made.append(path)
    app.replace(SavesScene(app))
    yield "continue"
    app.scene.ask_delete(app.scene.games[0])
    yield "continue-delete"
    for path in made:
        saves.delete(path)
