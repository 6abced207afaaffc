"""The Rummidrez table is heard like the others: drawing, laying, a group made whole, a refusal, a win."""

from __future__ import annotations

import pytest

from game.app import App
from game.engine import GAMES
from game.engine.rummidrez import KNIGHT, PAWN, ROOK, card_id
from game.match import Match, Seat
from game.selftest import click, press
from game.ui import sound
from game.ui.rummidrez.layout import STOCK
from game.ui.rummidrez_scene import RummidrezScene
from tests.ui.helpers import give, put_up

K4, K5, K6, K7 = (card_id(KNIGHT, n) for n in (4, 5, 6, 7))
R2, R3, R4, P2 = card_id(ROOK, 2), card_id(ROOK, 3), card_id(ROOK, 4), card_id(PAWN, 2)


@pytest.fixture
def heard(monkeypatch) -> list[str]:
    played: list[str] = []
    monkeypatch.setattr(sound, "play", played.append)
    return played


def table(app: App, cards: list[int]) -> RummidrezScene:
    """A two-seat match where the human (seat 0) starts, holding `cards`."""
    info = GAMES["rummidrez"]
    match = Match(info, info.default_config(players=2), [Seat("Ann"), Seat("Cy", computer=True)], 3)
    match.state.turn = 0
    give(match.state, 0, cards)
    return put_up(app, match, pause=60.0)


def card_point(scene: RummidrezScene, card: int) -> tuple[int, int]:
    where = scene.locate(card)
    if where is None:
        cards = scene.hand_cards()
        rect = scene.hand_rects(cards)[cards.index(card)]
        return rect.x + 5, rect.centery
    return scene.layout().cards[where[0]][where[1]].center


def add_to_group(app: App, scene: RummidrezScene, card: int, member: int) -> None:
    click(app, card_point(scene, card))
    last = scene.layout().cards[scene.locate(member)[0]][-1]
    click(app, (last.right - 2, last.centery))


def test_draw_lay_complete_refuse_and_play_are_heard(heard):
    app = App()
    scene = table(app, [K4, K5, K6, K7, R2, R3, R4, P2])
    click(app, STOCK.center)
    assert heard[-1] == "card", "drawing a card"
    click(app, card_point(scene, K4))
    click(app, scene.layout().slot.center)
    add_to_group(app, scene, K5, K4)
    assert heard[-1] == "card", "a card laid in a group not yet whole"
    add_to_group(app, scene, K6, K4)
    assert heard[-1] == "sequence", "the group became valid: a chime"
    add_to_group(app, scene, K7, K4)
    assert heard[-1] == "card", "a card added to a group already whole is just laid"
    press(app, "Done")
    assert heard[-1] == "invalid", "4 cards are not an initial meld: refused"
    click(app, card_point(scene, R2))
    click(app, scene.layout().slot.center)
    add_to_group(app, scene, R3, R2)
    add_to_group(app, scene, R4, R2)
    press(app, "Done")
    assert scene.match.state.melded[0] and heard[-1] == "sequence", "the initial meld is celebrated"
    click(app, card_point(scene, P2))
    press(app, "Discard")
    assert heard[-1] == "card", "a discard"
