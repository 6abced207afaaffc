"""Under a round's summary the table shows the round it talks about: the hands as they were left,
the last card played on the pile, each seat's count, and (Rummidrez) the groups laid; the next
round, which the engine deals in the same move, is shown only once Next round is pressed. With two
people at the screen nobody's hand shows under the summary, the new one neither."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ai import agent_for
from game.engine.figuras import Played
from game.engine.figuras import RoundEnded as FigurasEnded
from game.engine.rummidrez import RoundEnded as RummidrezEnded
from game.games import entry
from game.match import Match, Seat
from game.selftest import press
from game.ui import theme
from game.ui.dialogs import HandoffScene
from game.ui.figuras import panels
from game.ui.round_end_table import table_at_round_end
from game.ui.round_summary import RoundSummaryDialog
from game.ui.table import TableScene
from tests.ui.helpers import put_up, settle


def play_to_a_round_end(app, game_id: str, humans: int, seed: int = 5) -> tuple[TableScene, list]:
    """A table of `game_id` (three seats, `humans` of them people) played through the table, each
    seat's move chosen by an easy computer, until a round ends and its summary is up:
    (the scene, the events of the move that closed the round)."""
    ui = entry(game_id)
    seats = [Seat(f"Human {i + 1}") for i in range(humans)] + \
            [Seat(f"Computer {i}", computer=True) for i in range(1, 4 - humans)]
    match = Match(ui.info, ui.info.default_config(players=3), seats, seed)
    scene = put_up(app, match)
    agent, rng = agent_for(game_id, "easy"), random.Random(seed)
    for _ in range(5000):
        settle(app, scene)  # a hand-off between the people: nobody says who they are
        assert scene.act(agent.choose(match.turn_view(), rng, 0.01))
        if isinstance(app.scene, RoundSummaryDialog):
            return scene, scene.match.events_after(len(match.actions) - 1)[0]
    raise AssertionError("no round ended")


def draw(app) -> None:
    app.step(1 / 60, [])  # the summary over the table: the table is drawn under it


def round_end(events: list, kind: type):
    return next(e for e in events if isinstance(e, kind))


def test_figuras_table_under_the_summary_is_the_round_that_ended(app):
    scene, events = play_to_a_round_end(app, "figuras", humans=1)
    ended = round_end(events, FigurasEnded)
    played = [c for e in events if isinstance(e, Played) for c in e.cards]
    draw(app)
    assert scene.match.state.round == ended.round + 1, "the engine dealt the next round in the same move"
    assert scene.state.round == ended.round
    assert panels.pile_cards(scene)[-1] == played[-1], "the pile's top card is the last card played"
    assert tuple(len(h) for h in scene.state.hands) == tuple(len(h) for h in ended.hands)
    assert len(scene.state.hands[ended.closer]) == 0
    hand = scene.hand_cards()
    assert sorted(hand) == sorted(ended.hands[scene.viewer]), "the hand shown is the one counted"
    for card in hand:  # and what is hit-testable is that hand
        assert scene.card_at(scene.card_point(card)) == card
    assert scene.human_to_act() is None and not scene.play_button.visible, "nobody plays under the summary"
    told = " ".join(scene.last_move())
    assert f"Round {ended.round + 1}" not in told, f"the next deal is told only after Next round: {told}"

    press(app, "Next round")
    draw(app)
    assert f"Round {ended.round + 1}" in " ".join(scene.last_move()), "then the new round's deal is told"
    draw(app)
    assert app.scene is scene
    assert scene.state is scene.match.state and scene.state.round == ended.round + 1
    assert panels.pile_cards(scene)[-1] == scene.match.state.discard[-1] or scene.motion.busy
    assert sorted(scene.hand_cards()) == sorted(scene.match.state.hands[scene.viewer])
    assert scene.play_button.visible == scene.my_turn()
    assert scene.motion.busy, "the new round's deal is shown once Next round is pressed"


def test_rummidrez_table_under_the_summary_is_the_round_that_ended(app):
    scene, events = play_to_a_round_end(app, "rummidrez", humans=1)
    ended = round_end(events, RummidrezEnded)
    summary = app.scene
    draw(app)
    assert scene.state.round == ended.round
    assert tuple(len(h) for h in scene.state.hands) == ended.hand_counts
    assert [tuple(g) for g in scene.work] == [tuple(g) for g in summary.final_table], \
        "the groups on the table are the final table the summary shows"
    assert not scene.motion.busy, "nothing of the next deal flies under the summary"

    press(app, "Next round")
    draw(app)
    assert scene.state is scene.match.state and scene.state.round == ended.round + 1
    assert scene.work == [list(g) for g in scene.match.state.table] == []
    assert scene.motion.busy, "the new round's deal is shown once Next round is pressed"


@pytest.mark.parametrize("game_id", ["figuras", "rummidrez"])
def test_with_two_people_no_hand_shows_under_the_summary_nor_after_it(app, game_id):
    scene, _events = play_to_a_round_end(app, game_id, humans=2)
    draw(app)
    assert scene.view() is None, "hands stay hidden while the summary is read"
    if game_id == "figuras":
        assert scene.hand_cards() == ()
    press(app, "Next round")
    seat = scene.match.current_seat
    if not scene.match.seats[seat].computer:
        assert isinstance(app.scene, HandoffScene)
    assert scene.view() is None, "the new round's hand waits for its player to say who they are"


def test_the_round_end_copy_is_none_when_the_last_move_closed_no_round(app):
    ui = entry("figuras")
    match = Match(ui.info, ui.info.default_config(players=3),
                  [Seat("A")] + [Seat(f"Computer {i}", computer=True) for i in (1, 2)], 4)
    assert table_at_round_end(match) is None  # no move yet
    agent, rng = agent_for("figuras", "easy"), random.Random(1)
    match.apply(agent.choose(match.turn_view(), rng, 0.01))
    assert table_at_round_end(match) is None or match.breaks[-1]


def test_the_table_under_the_summary_is_drawn_from_the_round_end(app):
    """The picture under the summary is the ended round's: drawn with the copy or with the scene, the same."""
    scene, _events = play_to_a_round_end(app, "figuras", humans=1)
    held = scene.round_end
    assert held is not None and scene.state is held.state is not scene.match.state
    under = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    scene.motion.finish()
    scene.draw(under)
    scene.round_end = None
    live = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    scene.draw(live)
    scene.round_end = held
    assert pygame.image.tobytes(under, "RGB") != pygame.image.tobytes(live, "RGB")


def test_the_held_round_lapses_once_the_match_moves_on(app):
    """Should anything act while the summary is up, the table shows the match as it is, not the old round."""
    scene, _events = play_to_a_round_end(app, "figuras", humans=1)
    held = scene.round_end
    assert held is not None and scene.state is held.state
    agent, rng = agent_for("figuras", "easy"), random.Random(2)
    scene.match.apply(agent.choose(scene.match.turn_view(), rng, 0.01))
    assert scene.state is scene.match.state
