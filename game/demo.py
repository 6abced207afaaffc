"""A Sequence table in the middle of a game, for the README screenshot and the benchmark."""

from __future__ import annotations

import random

from game.ai import agent_for
from game.engine import GAMES
from game.engine.sequence import Place
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
        scene.act(agent.choose(match.state.view(match.current_seat), rng, 0.1))

    while len(match.actions) < moves and not match.is_over:
        computer_move()
    while match.current_seat != 0 and not match.is_over:
        computer_move()
    place = next((a for a in match.state.legal_actions() if isinstance(a, Place)), None)
    scene.selected = place.card if place else None
    return scene


PLAYERS = {"sequence": 3, "sequence_kids": 4, "rummidrez": 4, "figuras": 4}  # every team / colour in sight


def midgame(app, game_id: str, moves: int = 24, seed: int = 7, names: tuple[str, ...] = NAMES):
    """Any table after computer players made about `moves` moves, at the human's (seat 0) turn.

    For screenshots and the look tests: three Sequence teams and four kids' chips are on the board,
    Rummidrez and Figuras have cards of many colours on the table. `names` sit in seat order.
    """
    from game.ui.games import game_ui

    if game_id == "sequence":
        return midgame_sequence(app, players=PLAYERS[game_id], moves=moves, seed=seed, names=names)
    ui = game_ui(game_id)
    players = PLAYERS[game_id]
    seats = [Seat(names[0])] + [Seat(n, computer=True) for n in names[1:players]]
    match = Match(ui.info, ui.info.default_config(players=players), seats, seed)
    scene = ui.scene(app, match)
    app.replace(scene)
    while app.scene is not scene:
        app.pop()  # an opening dialog
    agent, rng = agent_for(game_id, "easy"), random.Random(seed)
    while (len(match.actions) < moves or match.current_seat != 0) and not match.is_over and len(match.actions) < 400:
        scene.act(agent.choose(match.state.view(match.current_seat), rng, 0.05))
        while app.scene is not scene:
            app.pop()  # a round summary or a pop-up
    scene.computer_pause = 1e9  # hold the computers: the picture shows the human's turn
    return scene
