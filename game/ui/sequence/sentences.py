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
from game.i18n import _, pgettext
from game.ui.telling import Deed, Reader, Teller, Told


@functools.singledispatch
def telling(event: Event, reader: Reader) -> Told:
    """One event told to `reader`; None for an event the table does not tell (a new turn)."""
    return None


@telling.register
def _placed(event: Placed, reader: Reader) -> Told:
    return Deed(event.seat, reader.says(event.seat, _("played {card}"), pgettext("you", "played {card}"))
                .format(card=card_text(event.card)))


@telling.register
def _removed(event: Removed, reader: Reader) -> Told:
    return Deed(event.seat, reader.says(event.seat, _("removed a {team} chip with {card}"),
                                        pgettext("you", "removed a {team} chip with {card}"))
                .format(team=team_name(event.team), card=card_text(event.card)))


@telling.register
def _exchanged(event: Exchanged, reader: Reader) -> Told:
    return Deed(event.seat, reader.says(event.seat, _("exchanged the dead card {card}"),
                                        pgettext("you", "exchanged the dead card {card}"))
                .format(card=card_text(event.card)))


@telling.register
def _sequence(event: SequenceMade, reader: Reader) -> Told:
    return _("Sequence for {team}!").format(team=team_name(event.team))


@telling.register
def _drawn(event: Drawn, reader: Reader) -> Told:
    """The drawn card is named to its drawer only."""
    if reader.sees(event):
        return Deed(event.seat, reader.says(event.seat, _("drew {card}"), pgettext("you", "drew {card}"))
                    .format(card=card_text(event.card)))
    return Deed(event.seat, reader.says(event.seat, _("drew a card"), pgettext("you", "drew a card")))


@telling.register
def _reshuffled(event: Reshuffled, reader: Reader) -> Told:
    return _("The stock ran out: the discard piles were shuffled into a new stock.")


@telling.register
def _skipped(event: DrawSkipped, reader: Reader) -> Told:
    return Deed(event.seat, reader.says(event.seat, _("ended the turn without drawing"),
                                        pgettext("you", "ended the turn without drawing")))


@telling.register
def _passed(event: Passed, reader: Reader) -> Told:
    return Deed(event.seat, reader.says(event.seat, _("could not play and passed"),
                                        pgettext("you", "could not play and passed")))


@telling.register
def _game_over(event: GameOver, reader: Reader) -> Told:
    if event.draw or event.team is None:
        return _("A draw.")
    return _("{team} wins!").format(team=team_name(event.team))


describe_move = Teller(telling)
sentence = describe_move.sentence  # one event alone: the table's last-move line
