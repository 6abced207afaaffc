"""Figuras' events told as sentences (game.ui.telling): the move log's lines and the table's
last-move line are the same sentences.

A card drawn, given or stolen is named only to the seats that may see it (each event's
`private_to`, through `Reader.sees`).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from game.engine import Event
from game.engine.figuras import (
    ColourChosen,
    Dealt,
    DoorTurned,
    Drawn,
    Given,
    MatchEnded,
    MirrorPiled,
    Played,
    Reshuffled,
    RoundEnded,
    Stolen,
    TurnedUp,
)
from game.i18n import _, ngettext, npgettext, pgettext
from game.ui.figuras.cards import card_text, cards_text, colour_name
from game.ui.telling import Deed, Reader, Teller, Told, match_won, went_out


@functools.singledispatch
def telling(event: Event, reader: Reader) -> Told:
    """`event` told to `reader`; None for an event the table does not tell."""
    return None


@telling.register
def _played(event: Played, reader: Reader) -> Told:
    says = functools.partial(reader.says, event.seat)
    if event.drawn:  # two deeds, so that a third ("chose yellow") makes a list, not "… and … and …"
        return (Deed(event.seat, says(_("drew a card"), pgettext("you", "drew a card"))),
                Deed(event.seat, says(_("played {cards}"), pgettext("you", "played {cards}"))  # Figuras' verb
                     .format(cards=card_text(event.cards[0]))))
    if event.bridge:
        phrase = says(_("crossed the Bridge with {cards}"), pgettext("you", "crossed the Bridge with {cards}"))
    else:
        phrase = says(_("played {cards}"), pgettext("you", "played {cards}"))
    return Deed(event.seat, phrase.format(card=card_text(event.cards[0]), cards=cards_text(event.cards)))


@telling.register
def _drawn(event: Drawn, reader: Reader) -> Told:
    count = event.count
    says = functools.partial(reader.says, event.seat)
    if count == 0:
        return Deed(event.seat, says(_("had nothing to draw: the stock is empty"),
                                     pgettext("you", "had nothing to draw: the stock is empty")))
    phrase: str
    if reader.sees(event):
        phrase = says(_("drew {cards}"), pgettext("you", "drew {cards}")).format(cards=cards_text(event.cards))
    else:
        phrase = says(ngettext("drew {n} card", "drew {n} cards", count),
                      npgettext("you", "drew {n} card", "drew {n} cards", count)).format(n=count)
    if count < event.wanted:
        phrase = _("{deed} (the stock ran out)").format(deed=phrase)
    return Deed(event.seat, phrase)


@telling.register
def _given(event: Given, reader: Reader) -> Told:
    says = functools.partial(reader.says, event.seat)
    sees = reader.sees(event)
    phrase: str
    if reader.is_you(event.to):  # a gift to the reader: "gave you …"
        if event.from_stock:
            phrase = _("gave you the top card of the stock, {card}") if sees else _("gave you the top card of the stock")
        else:
            phrase = _("gave you {card}") if sees else _("gave you a card")
    elif event.from_stock:
        if sees:
            phrase = says(_("gave the top card of the stock, {card}, to {to}"),
                          pgettext("you", "gave the top card of the stock, {card}, to {to}"))
        else:
            phrase = says(_("gave the top card of the stock to {to}"),
                          pgettext("you", "gave the top card of the stock to {to}"))
    elif sees:
        phrase = says(_("gave {card} to {to}"), pgettext("you", "gave {card} to {to}"))
    else:
        phrase = says(_("gave a card to {to}"), pgettext("you", "gave a card to {to}"))
    return Deed(event.seat, phrase.format(card=card_text(event.card), to=reader.name(event.to)))


@telling.register
def _stolen(event: Stolen, reader: Reader) -> Told:
    says = functools.partial(reader.says, event.seat)
    phrase: str
    if reader.is_you(event.victim):
        phrase = _("stole {card} from you") if reader.sees(event) else _("stole a card from you")
    elif reader.sees(event):
        phrase = says(_("stole {card} from {victim}"), pgettext("you", "stole {card} from {victim}"))
    else:
        phrase = says(_("stole a card from {victim}"), pgettext("you", "stole a card from {victim}"))
    return Deed(event.seat, phrase.format(card=card_text(event.card), victim=reader.name(event.victim)))


@telling.register
def _colour(event: ColourChosen, reader: Reader) -> Told:
    return Deed(event.seat, reader.says(event.seat, _("chose {colour}"), pgettext("you", "chose {colour}"))
                .format(colour=colour_name(event.colour)))


@telling.register
def _mirror_pile(event: MirrorPiled, reader: Reader) -> Told:
    n = event.count
    if reader.is_you(event.target):
        return _("Mirror pile: {n}. You answer or draw {k}.").format(n=n, k=2 * n)
    return ngettext("Mirror pile: {n}. {target} answers or draws {k}.",
                    "Mirror pile: {n}. {target} answers or draws {k}.", n).format(
        n=n, target=reader.name(event.target), k=2 * n)


@telling.register
def _door(event: DoorTurned, reader: Reader) -> Told:
    return _("The Door turned up {card}.").format(card=card_text(event.card))


@telling.register
def _turned_up(event: TurnedUp, reader: Reader) -> Told:
    return _("First card: {card}.").format(card=card_text(event.card))


@telling.register
def _dealt(event: Dealt, reader: Reader) -> Told:
    if reader.is_you(event.dealer):
        return _("Round {n}: you deal, {starter} starts.").format(n=event.round, starter=reader.name(event.starter))
    if reader.is_you(event.starter):
        return _("Round {n}: {dealer} deals, you start.").format(n=event.round, dealer=reader.name(event.dealer))
    return _("Round {n}: {dealer} deals, {starter} starts.").format(
        n=event.round, dealer=reader.name(event.dealer), starter=reader.name(event.starter))


@telling.register
def _reshuffled(event: Reshuffled, reader: Reader) -> Told:
    return _("The discard pile was shuffled into a new stock.")


@telling.register
def _round_ended(event: RoundEnded, reader: Reader) -> Told:
    """A round's end in one line (the round summary tells the rest)."""
    return went_out(event.round, event.closer, reader)


@telling.register
def _match_ended(event: MatchEnded, reader: Reader) -> Told:
    return match_won(event.winners, reader)


@dataclass(frozen=True, slots=True)
class DoorFirst(Event):
    """A deal's first turned-up cards, told as one: `doors` turned up `card`, the first card."""

    kind: ClassVar[str] = "door_first"
    seat: int
    doors: tuple[int, ...]
    card: int


@telling.register
def _door_first(event: DoorFirst, reader: Reader) -> Told:
    return _("First card: {card}, turned up by {doors}.").format(
        card=card_text(event.card), doors=cards_text(event.doors))


def told(events: Sequence[Event]) -> list[Event]:
    """The events worth a sentence: a card drawn and then played at once is one sentence, the
    play's ("drew a card" and "played X": the play names the card to everyone). A deal's first
    card that is a Door turns up the next one, which counts as the first card instead: the
    cards turned up are one sentence that says "First card" once (play-test 3 read "First card:
    red Door. First card: red triangle.")."""
    kept: list[Event] = []
    for i, event in enumerate(events):
        after = events[i + 1] if i + 1 < len(events) else None
        if isinstance(event, Drawn) and isinstance(after, Played) and after.drawn:
            continue
        if isinstance(event, TurnedUp) and isinstance(after, TurnedUp):
            continue  # a Door: told with the card it turned up
        if isinstance(event, TurnedUp) and i > 0 and isinstance(events[i - 1], TurnedUp):
            first = i
            while first > 0 and isinstance(events[first - 1], TurnedUp):
                first -= 1
            event = DoorFirst(event.seat, tuple(e.card for e in events[first:i] if isinstance(e, TurnedUp)), event.card)
        kept.append(event)
    return kept


def round_of(event: Event) -> int | None:
    return event.round if isinstance(event, Dealt) else None


describe_move = Teller(telling, prepare=told, round_of=round_of)
sentence = describe_move.sentence  # one event alone: the table's last-move line
