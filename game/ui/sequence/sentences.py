"""Classic Sequence's events told as sentences: the move log's and the table's last-move line."""

from __future__ import annotations

import functools

from game.ai.hints import card_text, team_name
from game.engine import Event
from game.engine.sequence import (
    Drawn,
    DrawSkipped,
    Exchanged,
    GameOver,
    Passed,
    Placed,
    Removed,
    Reshuffled,
    SequenceMade,
)
from game.i18n import _
from game.ui.telling import Reader, describer


@functools.singledispatch
def sentence(event: Event, reader: Reader) -> str | None:
    """One event as a sentence for `reader`; None for an event the table does not tell (a new turn)."""
    return None


@sentence.register
def _placed(event: Placed, reader: Reader) -> str:
    return _("{name} played {card}.").format(name=reader.name(event.seat), card=card_text(event.card))


@sentence.register
def _removed(event: Removed, reader: Reader) -> str:
    return _("{name} removed a {team} chip with {card}.").format(
        name=reader.name(event.seat), team=team_name(event.team), card=card_text(event.card))


@sentence.register
def _exchanged(event: Exchanged, reader: Reader) -> str:
    return _("{name} exchanged the dead card {card}.").format(name=reader.name(event.seat), card=card_text(event.card))


@sentence.register
def _sequence(event: SequenceMade, reader: Reader) -> str:
    return _("Sequence for {team}!").format(team=team_name(event.team))


@sentence.register
def _drawn(event: Drawn, reader: Reader) -> str:
    """The drawn card is named to its drawer only."""
    if reader.sees(event):
        return _("You drew {card}.").format(card=card_text(event.card))
    return _("{name} drew a card from the stock.").format(name=reader.name(event.seat))


@sentence.register
def _reshuffled(event: Reshuffled, reader: Reader) -> str:
    return _("The stock ran out: the discard piles were shuffled into a new stock.")


@sentence.register
def _skipped(event: DrawSkipped, reader: Reader) -> str:
    return _("{name} ended the turn without drawing.").format(name=reader.name(event.seat))


@sentence.register
def _passed(event: Passed, reader: Reader) -> str:
    return _("{name} could not play and passed.").format(name=reader.name(event.seat))


@sentence.register
def _game_over(event: GameOver, reader: Reader) -> str:
    if event.draw or event.team is None:
        return _("A draw.")
    return _("{team} wins!").format(team=team_name(event.team))


describe_move = describer(sentence)
