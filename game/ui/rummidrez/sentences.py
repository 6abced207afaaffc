"""Rummidrez's events as sentences (game.ui.telling): the move log and the table's last-move line
say the same thing in the same words. A card drawn from the stock is named to its drawer only."""

from __future__ import annotations

import functools
from collections.abc import Iterable
from functools import lru_cache

from game.engine import Event
from game.engine.rummidrez import (
    Dealt,
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
from game.i18n import _, language, listing, ngettext, npgettext, pgettext, phrase_text, refusal_text
from game.ui.telling import Deed, Reader, Teller, Told, match_won, went_out


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
def telling(event: Event, reader: Reader) -> Told:
    return None  # the deal, the end of a solitaire: the table shows them, no sentence


@telling.register
def _drawn(event: Drawn, reader: Reader) -> Told:
    if reader.sees(event):
        return Deed(event.seat, reader.says(event.seat, _("drew {card}"), pgettext("you", "drew {card}"))
                    .format(card=card_label(event.card)))
    return Deed(event.seat, reader.says(event.seat, _("drew a card from the stock"),
                                        pgettext("you", "drew a card from the stock")))


@telling.register
def _taken(event: DiscardsTaken, reader: Reader) -> Told:
    n = len(event.cards)
    phrase = reader.says(event.seat,
                         ngettext("took {n} card from the discard pile ({cards})",
                                  "took {n} cards from the discard pile ({cards})", n),
                         npgettext("you", "took {n} card from the discard pile ({cards})",
                                   "took {n} cards from the discard pile ({cards})", n))
    return Deed(event.seat, phrase.format(n=n, cards=card_list(event.cards)))


@telling.register
def _played(event: Played, reader: Reader) -> Told:
    n = len(event.placed)
    if event.initial:
        phrase = reader.says(event.seat,
                             ngettext("laid an initial meld of {n} card", "laid an initial meld of {n} cards", n),
                             npgettext("you", "laid an initial meld of {n} card",
                                       "laid an initial meld of {n} cards", n))
    else:
        phrase = reader.says(event.seat,
                             ngettext("laid {n} card on the table", "laid {n} cards on the table", n),
                             npgettext("you", "laid {n} card on the table", "laid {n} cards on the table", n))
    return Deed(event.seat, phrase.format(n=n))


@telling.register
def _discarded(event: Discarded, reader: Reader) -> Told:
    return Deed(event.seat, reader.says(event.seat, _("discarded {card}"), pgettext("you", "discarded {card}"))
                .format(card=card_label(event.card)))


@telling.register
def _reshuffled(event: Reshuffled, reader: Reader) -> Told:
    return _("The stock ran out: the discard pile (all but its top card) was shuffled into a new stock.")


@telling.register
def _time_ran_out(event: TimeRanOut, reader: Reader) -> str:
    return _("Time is up: this round is the last one.")


@telling.register
def _round_ended(event: RoundEnded, reader: Reader) -> str:
    if event.winner is not None:
        return went_out(event.round, event.winner, reader)
    return _("Round {n} is over").format(n=event.round)


@telling.register
def _match_ended(event: MatchEnded, reader: Reader) -> str:
    return match_won(event.winners, reader)


def round_of(event: Event) -> int | None:
    return event.round if isinstance(event, Dealt) else None


describe_move = Teller(telling, round_of=round_of)
sentence = describe_move.sentence  # one event alone: the table's last-move line
