"""Play-test 3: at an 8-seat Figuras table the recap (since your last turn, lit on the table) lit
every other seat's box, since every seat moves between two of your turns: it told nothing. It now
lights what changed for you: the pile, the colour, a seat that did something to you (a gift, a
theft, a Package, a Mirror pile), and a seat that only moved only when not all of them did."""

from __future__ import annotations

import random

import pygame

from game.engine.figuras import PACKAGE, SYMBOL_OF, Drawn, Given, MirrorPiled, Played, Stolen
from game.ui import theme
from game.ui.figuras import panels
from game.ui.figuras.panels import recap_marks
from tests.ui.helpers import new_table, until_human

YOU = 0
PACKAGE_CARD = next(c for c, symbol in enumerate(SYMBOL_OF) if symbol == PACKAGE)


def round_of_plain_moves() -> list:
    """Each other seat of eight played a card or drew one: nothing done to seat 0."""
    return [Played(s, (10 + s,), False, False) if s % 2 else Drawn(s, (40 + s,), 1, 1, "turn") for s in range(1, 8)]


def test_when_every_seat_moved_no_seat_box_is_lit_only_the_pile():
    marks = recap_marks(round_of_plain_moves(), YOU)
    assert marks.seats == frozenset(), "all seven lit tells nothing"
    assert marks.laid == frozenset({11, 13, 15, 17})


def test_the_seats_that_did_something_to_you_are_lit():
    events = round_of_plain_moves() + [Stolen(3, 50, YOU), Given(5, 51, YOU, False), Given(6, 52, 2, False),
                                       MirrorPiled(7, 1, YOU), Stolen(2, 53, 4)]
    assert recap_marks(events, YOU).seats == {3, 5, 7}
    package = [Played(7, (PACKAGE_CARD,), False, False), Drawn(YOU, (60,), 1, 1, "package")]
    assert recap_marks(round_of_plain_moves() + package, YOU).seats == {7}


def test_only_drawn_cards_light_the_stock():
    marks = recap_marks([Drawn(1, (9,), 1, 1, "turn")], YOU)
    assert marks.stock and not marks.seats and not marks.laid


def test_an_eight_seat_table_lights_fewer_boxes_than_seats(app, monkeypatch):
    """At the table itself: after the seven computers' moves, the seat boxes are not all lit."""
    scene = new_table(app, "figuras", 8, humans=1)
    match, rng = scene.match, random.Random(2)
    for _ in range(2):
        until_human(app, scene)
        assert scene.act(rng.choice(match.state.legal_actions()))
    until_human(app, scene)
    scene.motion.finish()
    events = scene.recap.events()
    assert events, "the others moved since the seat's last turn"
    lit: list[pygame.Rect] = []
    monkeypatch.setattr(panels, "light", lambda surface, rect, *a, **k: lit.append(pygame.Rect(rect)))
    scene.draw_recap(pygame.Surface((theme.WIDTH, theme.HEIGHT)), events)
    boxes = [scene.seats.box(s) for s in range(1, 8)]
    assert lit, "the recap still lights what changed"
    assert sum(box in lit for box in boxes) < len(boxes)
