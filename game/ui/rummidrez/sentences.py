"""Rummidrez's events as sentences (game.ui.telling): the move log and the table's last-move line
say the same thing in the same words. A card drawn from the stock is named to its drawer only."""

from __future__ import annotations

import functools
from collections.abc import Iterable
from functools import lru_cache

from game.engine import Event
from game.engine.rummidrez import (
    Discarded,
    DiscardsTaken,
    Drawn,
    MatchEnded,
    Played,
    Reshuffled,
    RoundEnded,
    TimeRanOut,
    card_phrase,
    group_refusal,
)
from game.i18n import _, language, listing, ngettext, phrase_text, refusal_text
from game.ui.telling import Reader, describer


def card_label(card: int) -> str:
    """A card's name in the interface language: the engine's Phrase, the one refusals name it by."""
    return phrase_text(card_phrase(card))


def card_list(cards: Iterable[int]) -> str:
    return listing(card_label(c) for c in cards)


def group_problem(group: tuple[int, ...]) -> str | None:
    """The engine's sentence for a group that is not valid, translated; None when it is valid."""
    return _group_problem(group, language())


@lru_cache(maxsize=2048)
def _group_problem(group: tuple[int, ...], _language: str) -> str | None:
    # The language is part of the key: after a switch in the settings no old-language sentence is shown.
    refusal = group_refusal(group)
    return None if refusal is None else refusal_text(refusal)


@functools.singledispatch
def sentence(event: Event, reader: Reader) -> str | None:
    return None  # the deal, the end of a solitaire: the table shows them, no sentence


@sentence.register
def _drawn(event: Drawn, reader: Reader) -> str:
    if reader.sees(event):
        return _("You drew {card}.").format(card=card_label(event.card))
    return _("{name} drew a card from the stock.").format(name=reader.name(event.seat))


def drawn_watched(event: Drawn, name: str) -> str:
    """A computer's draw, watched over its shoulder in a demo: the card named with the player."""
    return _("{name} drew {cards}.").format(name=name, cards=card_list([event.card]))


@sentence.register
def _taken(event: DiscardsTaken, reader: Reader) -> str:
    n = len(event.cards)
    return ngettext("{name} took {n} card from the discard pile: {cards}.",
                    "{name} took {n} cards from the discard pile: {cards}.",
                    n).format(name=reader.name(event.seat), n=n, cards=card_list(event.cards))


@sentence.register
def _played(event: Played, reader: Reader) -> str:
    n, name = len(event.placed), reader.name(event.seat)
    if event.initial:
        return ngettext("{name} laid an initial meld of {n} card.",
                        "{name} laid an initial meld of {n} cards.", n).format(name=name, n=n)
    return ngettext("{name} laid {n} card on the table.",
                    "{name} laid {n} cards on the table.", n).format(name=name, n=n)


@sentence.register
def _discarded(event: Discarded, reader: Reader) -> str:
    return _("{name} discarded {card}.").format(name=reader.name(event.seat), card=card_label(event.card))


@sentence.register
def _reshuffled(event: Reshuffled, reader: Reader) -> str:
    return _("The stock ran out: the discard pile (all but its top card) was shuffled into a new stock.")


@sentence.register
def _time_ran_out(event: TimeRanOut, reader: Reader) -> str:
    return _("Time is up: this round is the last one.")


@sentence.register
def _round_ended(event: RoundEnded, reader: Reader) -> str:
    if event.winner is not None:
        return _("Round {n}: {name} went out!").format(n=event.round, name=reader.name(event.winner))
    return _("Round {n} is over").format(n=event.round)


@sentence.register
def _match_ended(event: MatchEnded, reader: Reader) -> str:
    winners = [reader.name(s) for s in event.winners]
    if len(winners) == 1:
        return _("{name} wins the match!").format(name=winners[0])
    return _("{names} share the win!").format(names=listing(winners))


describe_move = describer(sentence)
