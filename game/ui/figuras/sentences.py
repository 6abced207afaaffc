"""Figuras' events told as sentences (game.ui.telling): the move log's lines and the table's
last-move line are the same sentences.

A card drawn, given or stolen is named only to the seats that may see it (each event's
`private_to`, through `Reader.sees`).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

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
from game.i18n import _, listing, ngettext
from game.ui.figuras.cards import card_text, cards_text, colour_name
from game.ui.telling import Reader, describer


@functools.singledispatch
def sentence(event: Event, reader: Reader) -> str | None:
    """One line about `event` for `reader`; None for an event the table does not tell."""
    return None


@sentence.register
def _played(event: Played, reader: Reader) -> str:
    name = reader.name(event.seat)
    if event.drawn:
        return _("{name} drew a card and played {card}.").format(name=name, card=card_text(event.cards[0]))
    if event.bridge:
        return _("{name} crossed the Bridge with {cards}.").format(name=name, cards=cards_text(event.cards))
    return _("{name} played {cards}.").format(name=name, cards=cards_text(event.cards))


@sentence.register
def _drawn(event: Drawn, reader: Reader) -> str:
    name, count = reader.name(event.seat), event.count
    if count == 0:
        return _("{name} had nothing to draw: the stock is empty.").format(name=name)
    text: str
    if reader.sees(event):
        text = _("{name} drew {cards}.").format(name=name, cards=cards_text(event.cards))
    else:
        text = ngettext("{name} drew {n} card.", "{name} drew {n} cards.", count).format(name=name, n=count)
    if count < event.wanted:
        text += " " + _("The stock ran out.")
    return text


@sentence.register
def _given(event: Given, reader: Reader) -> str:
    name, to = reader.name(event.seat), reader.name(event.to)
    sees = reader.sees(event)
    if event.from_stock:
        if sees:
            return _("{name} gave the top card of the stock, {card}, to {to}.").format(
                name=name, card=card_text(event.card), to=to)
        return _("{name} gave the top card of the stock to {to}.").format(name=name, to=to)
    if sees:
        return _("{name} gave {card} to {to}.").format(name=name, card=card_text(event.card), to=to)
    return _("{name} gave a card to {to}.").format(name=name, to=to)


@sentence.register
def _stolen(event: Stolen, reader: Reader) -> str:
    name, victim = reader.name(event.seat), reader.name(event.victim)
    if reader.sees(event):
        return _("{name} stole {card} from {victim}.").format(name=name, card=card_text(event.card), victim=victim)
    return _("{name} stole a card from {victim}.").format(name=name, victim=victim)


@sentence.register
def _colour(event: ColourChosen, reader: Reader) -> str:
    return _("{name} chose {colour}.").format(name=reader.name(event.seat), colour=colour_name(event.colour))


@sentence.register
def _mirror_pile(event: MirrorPiled, reader: Reader) -> str:
    n = event.count
    return ngettext("Mirror pile: {n}. {target} answers or draws {k}.",
                    "Mirror pile: {n}. {target} answers or draws {k}.", n).format(
        n=n, target=reader.name(event.target), k=2 * n)


@sentence.register
def _door(event: DoorTurned, reader: Reader) -> str:
    return _("The Door turned up {card}.").format(card=card_text(event.card))


@sentence.register
def _turned_up(event: TurnedUp, reader: Reader) -> str:
    return _("First card: {card}.").format(card=card_text(event.card))


@sentence.register
def _dealt(event: Dealt, reader: Reader) -> str:
    return _("Round {n}: {dealer} deals, {starter} starts.").format(
        n=event.round, dealer=reader.name(event.dealer), starter=reader.name(event.starter))


@sentence.register
def _reshuffled(event: Reshuffled, reader: Reader) -> str:
    return _("The discard pile was shuffled into a new stock.")


@sentence.register
def _round_ended(event: RoundEnded, reader: Reader) -> str:
    """A round's end in one line (the round summary tells the rest)."""
    return _("Round {n}: {name} went out!").format(n=event.round, name=reader.name(event.closer))


@sentence.register
def _match_ended(event: MatchEnded, reader: Reader) -> str:
    """The match's end in one line (the standings tell the rest)."""
    winners = [reader.name(s) for s in event.winners]
    if len(winners) == 1:
        return _("{name} wins the match!").format(name=winners[0])
    return _("{names} share the win!").format(names=listing(winners))


def told(events: Sequence[Event]) -> list[Event]:
    """The events worth a sentence: a card drawn and then played at once is one sentence, the
    play's ("drew a card and played X" tells both)."""
    kept = []
    for i, event in enumerate(events):
        after = events[i + 1] if i + 1 < len(events) else None
        if isinstance(event, Drawn) and isinstance(after, Played) and after.drawn:
            continue
        kept.append(event)
    return kept


_describe = describer(sentence)


def describe_move(events: Sequence[Event], names: Sequence[str], viewer: int | None) -> list[str]:
    """One action's events as sentences for `viewer`: the move log's lines (game.ui.move_log) and
    the table's last-move line."""
    return _describe(told(events), names, viewer)
