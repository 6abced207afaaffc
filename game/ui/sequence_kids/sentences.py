"""Sequence for kids' events told as sentences (for the grown-ups): the move log's and the table's
last-move line."""

from __future__ import annotations

import functools

from game.engine import Event
from game.engine.sequence import Drawn, Exchanged, GameOver, Passed, Placed, Removed, Reshuffled
from game.engine.sequence_kids import ANIMAL_LABELS, CARDS, LAYOUT, UNICORN
from game.i18n import _, pgettext
from game.ui.telling import Deed, Reader, Teller, Told


@functools.singledispatch
def telling(event: Event, reader: Reader) -> Told:
    """One event told to `reader`; None for an event the table does not tell (a new turn, the four
    in a row: the result says it)."""
    return None


@telling.register
def _placed(event: Placed, reader: Reader) -> Told:
    if CARDS[event.card].kind == UNICORN:
        return Deed(event.seat, reader.says(event.seat, _("played the Unicorn"), pgettext("you", "played the Unicorn")))
    return Deed(event.seat, reader.says(event.seat, _("played the {animal}"), pgettext("you", "played the {animal}"))
                .format(animal=_(CARDS[event.card].label)))


@telling.register
def _removed(event: Removed, reader: Reader) -> Told:
    """In the kids' game the chip taken away is of a seat (`team` is that seat); the space's animal
    is named, so a grown-up reading it out can show the child which chip went."""
    animal = _(ANIMAL_LABELS[LAYOUT[event.space] or ""])
    if reader.is_you(event.team):
        return Deed(event.seat, _("sent the Dragon to take your chip off the {animal}").format(animal=animal))
    return Deed(event.seat, reader.says(event.seat, _("sent the Dragon to take {owner}'s chip off the {animal}"),
                                        pgettext("you", "sent the Dragon to take {owner}'s chip off the {animal}"))
                .format(owner=reader.name(event.team), animal=animal))


@telling.register
def _exchanged(event: Exchanged, reader: Reader) -> Told:
    return Deed(event.seat, reader.says(event.seat, _("swapped a card nobody could use"),
                                        pgettext("you", "swapped a card nobody could use")))


@telling.register
def _drawn(event: Drawn, reader: Reader) -> Told:
    """The drawn card is named to its drawer only."""
    if reader.sees(event):
        return Deed(event.seat, reader.says(event.seat, _("drew {card}"), pgettext("you", "drew {card}"))
                    .format(card=_(CARDS[event.card].label)))
    return Deed(event.seat, reader.says(event.seat, _("drew a card"), pgettext("you", "drew a card")))


@telling.register
def _reshuffled(event: Reshuffled, reader: Reader) -> Told:
    return _("The cards ran out: every discard pile was shuffled into a new pile.")


@telling.register
def _passed(event: Passed, reader: Reader) -> Told:
    return Deed(event.seat, reader.says(event.seat, _("could not play and passed"),
                                        pgettext("you", "could not play and passed")))


@telling.register
def _game_over(event: GameOver, reader: Reader) -> Told:
    if event.draw or event.team is None:
        return _("A draw.")
    if reader.is_you(event.team):
        return _("You win!")
    return _("{name} wins!").format(name=reader.name(event.team))


describe_move = Teller(telling)
sentence = describe_move.sentence  # one event alone: the table's last-move line
