"""Figuras' events shown as cards crossing the table (game.ui.motion): played onto the pile,
drawn, given, stolen, turned up, and a round's deal. A card's face shows only to the seats that
may see it, judged as it is drawn, so a hand-off never shows it to the next player."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pygame

from game.engine import Event
from game.engine.figuras import DoorTurned, Drawn, Given, Played, Stolen, TurnedUp
from game.ui import sound
from game.ui.figuras.cards import card_back, card_face
from game.ui.motion import Tween

if TYPE_CHECKING:
    from game.ui.figuras_scene import FigurasScene

FLIGHT_TIME = 0.35
FLIGHT_W, FLIGHT_H = 76, 110  # a card's size on its way


class Flights:
    """One action's cards on their way; those bound for the discard pile land one after another."""

    def __init__(self, scene: FigurasScene) -> None:
        self.scene = scene
        self.pile_delay = 0.0  # when the next card may start for the pile

    def fly(self, card: int | None, src: tuple, dst: tuple, visible_to: frozenset[int] | None,
            delay: float = 0.0) -> None:
        """`card` from `src` to `dst` ("pile", "stock" or ("seat", n)), its face shown to `visible_to`
        (None: to all)."""
        scene = self.scene

        def image() -> pygame.Surface:
            if card is not None and (visible_to is None or scene.viewer in visible_to):
                return card_face(card, FLIGHT_W, FLIGHT_H)
            return card_back(FLIGHT_W, FLIGHT_H)

        scene.motion.add(Tween(image, scene.place(src, card), scene.place(dst, card), duration=FLIGHT_TIME, delay=delay,
                               arc=30, key=(dst, card)))

    def deal(self) -> None:
        """A round's deal: one card at a time round the table from the stock."""
        hands = self.scene.state.hands
        for i in range(max((len(h) for h in hands), default=0)):
            for seat, hand in enumerate(hands):
                if i < len(hand):
                    self.fly(hand[i], ("stock",), ("seat", seat), frozenset((seat,)),
                             delay=0.05 * (i * len(hands) + seat))


@functools.singledispatch
def show(event: Event, flights: Flights) -> None:
    """Move the cards `event` moved (most events move none)."""


@show.register
def _played(event: Played, flights: Flights) -> None:
    sound.play("card")
    src = ("stock",) if event.drawn else ("seat", event.seat)
    for i, card in enumerate(event.cards):
        flights.fly(card, src, ("pile",), None, delay=flights.pile_delay + 0.08 * i)
    flights.pile_delay += 0.08 * len(event.cards)


@show.register
def _drawn(event: Drawn, flights: Flights) -> None:
    for i, card in enumerate(event.cards[:6]):
        flights.fly(card, ("stock",), ("seat", event.seat), frozenset(event.private_to),
                    delay=flights.pile_delay + 0.08 * i)


@show.register
def _given(event: Given, flights: Flights) -> None:
    src = ("stock",) if event.from_stock else ("seat", event.seat)
    flights.fly(event.card, src, ("seat", event.to), frozenset(event.private_to))


@show.register
def _stolen(event: Stolen, flights: Flights) -> None:
    flights.fly(event.card, ("seat", event.victim), ("seat", event.seat), frozenset(event.private_to))


@show.register
def _turned_up(event: TurnedUp | DoorTurned, flights: Flights) -> None:
    flights.fly(event.card, ("stock",), ("pile",), None, delay=flights.pile_delay + 0.15)
    flights.pile_delay += 0.15
