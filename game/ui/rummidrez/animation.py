"""What the Rummidrez table does when the engine reports an event: the cards on the move (taken,
laid, discarded, dealt; game.ui.motion), its sound, the marks it leaves (the cards last laid, the
last discard, the cards new in a hand) and which seat's turn the last-move line tells (in the move
log's words, game.ui.rummidrez.sentences). One handler per event class of game.engine.rummidrez."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from game.engine import Event
from game.engine.rummidrez import (
    KEY,
    MAX_RESHUFFLES,
    Dealt,
    Discarded,
    DiscardsTaken,
    Drawn,
    Played,
    Reshuffled,
    RoundEnded,
    SolitaireEnded,
    TimeRanOut,
    decode_table,
)
from game.i18n import _, stored_name
from game.ui import sound, theme
from game.ui.motion import Tween
from game.ui.pokerdrez import card_back, card_face
from game.ui.rummidrez.layout import DISCARD_X0, HAND_H, HAND_W, HAND_Y, PILE_H, PILE_W, PILE_Y, STOCK
from game.ui.rummidrez.sentences import sentence

if TYPE_CHECKING:
    from game.ui.rummidrez_scene import RummidrezScene


def told(scene: RummidrezScene, event: Event) -> str:
    """`event`'s sentence for anyone at the table (no secret named)."""
    return sentence(event, scene.reader(None)) or ""


# Each handler is registered with its class named: `scene`'s type is only a hint here (no import cycle).
@functools.singledispatch
def show(event: Event, scene: RummidrezScene) -> None:
    """Nothing to show for an event the table does not show (a match's end: its dialog says it)."""


@show.register(Drawn)
def _drawn(event: Drawn, scene: RummidrezScene) -> None:
    sound.play("card")
    scene.note(event.seat)
    if event.seat != scene.viewer:
        take(scene, event.seat, [None], STOCK.center)
        return
    take(scene, event.seat, [event.card], STOCK.center)


@show.register(DiscardsTaken)
def _taken(event: DiscardsTaken, scene: RummidrezScene) -> None:
    sound.play("card")
    rects = scene.discard_rects()
    take(scene, event.seat, list(event.cards), rects[-1].move(PILE_W, 0).center if rects else (DISCARD_X0, PILE_Y))
    scene.note(event.seat)


@show.register(Played)
def _played(event: Played, scene: RummidrezScene) -> None:
    sound.play("sequence" if event.initial else "card")
    scene.last_placed = set(event.placed)
    scene.round_table = decode_table(event.table)
    if event.seat != scene.viewer or scene.match.seats[event.seat].computer:  # a person laid them there already
        lay_out(scene, event.seat, event.placed)
    scene.note(event.seat)


@show.register(Discarded)
def _discarded(event: Discarded, scene: RummidrezScene) -> None:
    sound.play("card")
    discard(scene, event.seat, event.card)
    scene.last_discard = event.card
    scene.note(event.seat)


@show.register(Reshuffled)
def _reshuffled(event: Reshuffled, scene: RummidrezScene) -> None:
    last = scene.state.reshuffles >= MAX_RESHUFFLES
    scene.say(told(scene, event) + (" " + _("It is the round's last stock.") if last else ""))


@show.register(TimeRanOut)
def _time_ran_out(event: TimeRanOut, scene: RummidrezScene) -> None:
    scene.say(told(scene, event))


@show.register(RoundEnded)
def _round_ended(event: RoundEnded, scene: RummidrezScene) -> None:
    sound.play("win" if event.winner is not None else "invalid")
    if not scene.recalling:  # the summary was read when the round ended
        scene.pending_summary = (event, tuple(scene.round_table))  # the table as the round left it


@show.register(Dealt)
def _dealt(event: Dealt, scene: RummidrezScene) -> None:
    scene.last_placed = set()
    scene.round_table = []
    scene.work_owner = None
    scene.moves_seat = None
    if scene.pending_summary is None:  # else the deal is shown once the round's summary is closed
        sound.play("deal")
        deal(scene)


@show.register(SolitaireEnded)
def _solitaire_ended(event: SolitaireEnded, scene: RummidrezScene) -> None:
    recorded = scene.recorded  # TableScene counted it
    if recorded is not None:
        scene.new_best = recorded.new_best
        if recorded.best is not None:
            scene.best[stored_name(scene.match.seats[0].name)] = recorded.best


# ---------------------------------------------------------------- cards on the move

def take(scene: RummidrezScene, seat: int, cards: list[int | None], start: tuple[int, int]) -> None:
    """Cards taken (from the stock or the discard pile) go to the hand: face up to the seat looking."""
    for i, card in enumerate(cards):
        end = scene.hand.landing(scene.hand_cards(), card) if card is not None and seat == scene.viewer else None
        if card is not None and end is not None:
            scene.motion.add(Tween(card_face(KEY[card], HAND_W, HAND_H), start, end, delay=0.06 * i,
                                   scale=(0.85, 1.0), key=("hand", card)))
        else:
            scene.motion.add(Tween(card_back(PILE_W, PILE_H), start, scene.seat_spot(seat), delay=0.06 * i,
                                   scale=(1.0, 0.4)))


def lay_out(scene: RummidrezScene, seat: int, placed: tuple[int, ...]) -> None:
    """Cards laid by another seat travel from its place (from the hand shown, for the computer
    watched in a demo) to where they now lie on the table."""
    scene.sync()
    lay = scene.layout()
    for i, card in enumerate(placed):
        where = scene.locate(card)
        if where is None:
            continue
        end = lay.cards[where[0]][where[1]].center
        start = scene.hand.spots.get(card) if seat == scene.viewer else None
        scene.motion.add(Tween(card_face(KEY[card], lay.card_w, lay.card_h), start or scene.seat_spot(seat), end,
                               delay=0.05 * i, arc=20, key=("table", card)))


def discard(scene: RummidrezScene, seat: int, card: int) -> None:
    start = scene.hand.spots.get(card) if seat == scene.viewer else None
    rects = scene.discard_rects()
    end = rects[-1].center if rects else (DISCARD_X0, PILE_Y)
    scene.motion.add(Tween(card_face(KEY[card], PILE_W, PILE_H), start or scene.seat_spot(seat), end, arc=30,
                           key=("discard", card)))


def deal(scene: RummidrezScene) -> None:
    """A round's deal: backs from the stock to every seat in turn (the hand looking fills as they land)."""
    hands = scene.state.hands
    ends: list[tuple[float, float]] = []
    for i in range(max((len(h) for h in hands), default=0)):
        for seat, hand in enumerate(hands):
            if i < len(hand):
                ends.append(scene.seat_spot(seat) if seat != scene.viewer else (theme.WIDTH // 2, HAND_Y + HAND_H // 2))
    scene.motion.deal(card_back(PILE_W, PILE_H), STOCK.center, ends[:40])
