"""Sequence for kids' events told as sentences (for the grown-ups): the move log's and the table's
last-move line."""

from __future__ import annotations

import functools

from game.engine import Event
from game.engine.sequence import Drawn, Exchanged, GameOver, Passed, Placed, Removed, Reshuffled
from game.engine.sequence_kids import CARDS, UNICORN
from game.i18n import _
from game.ui.telling import Reader, describer


@functools.singledispatch
def sentence(event: Event, reader: Reader) -> str | None:
    """One event as a sentence for `reader`; None for an event the table does not tell (a new turn,
    the four in a row: the result says it)."""
    return None


@sentence.register
def _placed(event: Placed, reader: Reader) -> str:
    name = reader.name(event.seat)
    if CARDS[event.card].kind == UNICORN:
        return _("{name} played the Unicorn.").format(name=name)
    return _("{name} played the {animal}.").format(name=name, animal=_(CARDS[event.card].label))


@sentence.register
def _removed(event: Removed, reader: Reader) -> str:
    """In the kids' game the chip taken away is of a seat (`team` is that seat)."""
    return _("{name}'s Dragon took away a chip of {owner}.").format(name=reader.name(event.seat),
                                                                    owner=reader.name(event.team))


@sentence.register
def _exchanged(event: Exchanged, reader: Reader) -> str:
    return _("{name} swapped a card nobody could use.").format(name=reader.name(event.seat))


@sentence.register
def _drawn(event: Drawn, reader: Reader) -> str:
    """The drawn card is named to its drawer only."""
    if reader.sees(event):
        return _("You drew {card}.").format(card=_(CARDS[event.card].label))
    return _("{name} drew a card from the stock.").format(name=reader.name(event.seat))


@sentence.register
def _reshuffled(event: Reshuffled, reader: Reader) -> str:
    return _("The cards ran out: every discard pile was shuffled into a new pile.")


@sentence.register
def _passed(event: Passed, reader: Reader) -> str:
    return _("{name} could not play and passed.").format(name=reader.name(event.seat))


@sentence.register
def _game_over(event: GameOver, reader: Reader) -> str:
    if event.draw or event.team is None:
        return _("A draw.")
    return _("{name} wins!").format(name=reader.name(event.team))


describe_move = describer(sentence)
