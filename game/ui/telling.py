"""Events into sentences: the one loop every table's move log, recap and last-move text go through.

A game's table writes one `functools.singledispatch` function from its typed events (the
engine's `Event` classes) to what a reader is told, and wraps it in a `Teller`:

    @functools.singledispatch
    def telling(event: Event, reader: Reader) -> Told:
        return None  # an event this game does not tell

    @telling.register
    def _(event: Placed, reader: Reader) -> Told:
        return Deed(event.seat, reader.says(event.seat, _("played {card}"), pgettext("you", "played {card}"))
                    .format(card=...))

    describe_move = Teller(telling)  # a move_log.Describe
    sentence = describe_move.sentence  # one event, one sentence: the table's last-move line

What a seat did is a `Deed`: its verb phrase without the subject, in the reader's person
(`Reader.says`). A seat's deeds in a row make one sentence: "You played J♦ and drew 8♣",
"Carla played 2♥ and drew a card" (the seat looking is "You", every other seat its name).
What happened to nobody in particular (a reshuffle, a round's end) is a whole sentence (str).

Privacy lives in the telling: a secret field (`Event.secret`) is named only when
`reader.sees(event)`; the table's viewer is None while a hand-off hides it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from game.engine import Event
from game.i18n import _, listing


@dataclass(frozen=True)
class Reader:
    """Who reads the sentences, and how the seats are called for them."""

    names: Sequence[str]  # each seat's short name
    viewer: int | None  # the seat looking, None: nobody's secrets are shown
    own: bool = True  # the viewer's own deeds are told as "You …" (not in a demo: nobody there is the viewer)
    # On a public screen (a hand-off) viewer is None, so no secret shows, but the seat it is
    # handed to is still addressed as "you": "You drew 2 cards", not its own name.
    addressed: int | None = None

    def name(self, seat: int | None) -> str:
        return self.names[seat] if seat is not None else ""

    def sees(self, event: Event) -> bool:
        """Whether the reader may see the event's secret fields (a drawn card's face)."""
        return event.shown_to(self.viewer)

    def is_you(self, seat: int | None) -> bool:
        you = self.viewer if self.addressed is None else self.addressed
        return self.own and seat is not None and seat == you

    def says(self, seat: int | None, they: str, you: str) -> str:
        """The verb phrase in the reader's person: `you` for the reader's own deed, else `they`."""
        return you if self.is_you(seat) else they


@dataclass(frozen=True)
class Deed:
    """What `seat` did, as a verb phrase in the reader's person ("played 2♥", "drew a card")."""

    seat: int
    phrase: str


Told = Deed | tuple[Deed, ...] | str | None  # a deed, deeds one event tells, a whole sentence, or nothing
Telling = Callable[[Event, Reader], Told]


class Describe(Protocol):
    """Events -> sentences for `viewer` (a `Teller`); `addressed`: see `Reader.addressed`."""

    def __call__(self, events: Sequence[Event], names: Sequence[str], viewer: int | None,
                 own: bool = True, addressed: int | None = None) -> list[str]: ...


def deeds_sentence(seat: int, phrases: Sequence[str], reader: Reader) -> str:
    """One seat's deeds in a row as one sentence, three or more as a list the language's way:
    "You drew 8♣ and discarded K♦.", "Ana drew a card, played Key and chose yellow."."""
    deeds = phrases[0] if len(phrases) == 1 else _("{deeds} and {deed}").format(
        deeds=listing(phrases[:-1]), deed=phrases[-1])
    if reader.is_you(seat):
        return _("You {deeds}.").format(deeds=deeds)
    return _("{name} {deeds}.").format(name=reader.name(seat), deeds=deeds)


def went_out(round_number: int, seat: int, reader: Reader) -> str:
    """A round won by going out, for the games played in rounds (Figuras, Rummidrez)."""
    if reader.is_you(seat):
        return _("Round {n}: you went out!").format(n=round_number)
    return _("Round {n}: {name} went out!").format(n=round_number, name=reader.name(seat))


def match_won(winners: Sequence[int], reader: Reader) -> str:
    """A match's winners in one line (the standings tell the rest)."""
    if len(winners) == 1 and reader.is_you(winners[0]):
        return _("You win the match!")
    names = [reader.name(s) for s in winners]
    if len(names) == 1:
        return _("{name} wins the match!").format(name=names[0])
    return _("{names} share the win!").format(names=listing(names))


def tell(told: Sequence[Told], reader: Reader) -> list[str]:
    """Deeds and sentences in order as sentences: a seat's deeds in a row joined into one."""
    sentences: list[str] = []
    run: list[Deed] = []

    def close_run() -> None:
        if run:
            sentences.append(deeds_sentence(run[0].seat, [d.phrase for d in run], reader))
            run.clear()

    for item in told:
        if isinstance(item, str):
            if item:
                close_run()
                sentences.append(item)
            continue
        for deed in (item,) if isinstance(item, Deed) else item or ():
            if run and run[0].seat != deed.seat:
                close_run()
            run.append(deed)
    close_run()
    return sentences


class Teller:
    """A game's telling of its events: called as a move log's `Describe` (one action's or one
    turn's events -> sentences for `viewer`), `sentence` for one event alone.

    `prepare`: the events worth telling (a game may fold two into one, say a card drawn and
    played at once); `round_of`: the round an event starts (a deal), for the log's round markers."""

    def __init__(self, telling: Telling, prepare: Callable[[Sequence[Event]], list[Event]] | None = None,
                 round_of: Callable[[Event], int | None] | None = None) -> None:
        self.telling = telling
        self.prepare = prepare
        self.round_of = round_of

    def __call__(self, events: Sequence[Event], names: Sequence[str], viewer: int | None,
                 own: bool = True, addressed: int | None = None) -> list[str]:
        reader = Reader(names, viewer, own, addressed)
        kept = self.prepare(events) if self.prepare is not None else list(events)
        return tell([self.telling(e, reader) for e in kept], reader)

    def sentence(self, event: Event, reader: Reader) -> str | None:
        """`event` alone as one sentence for `reader`; None when the game does not tell it."""
        told = tell([self.telling(event, reader)], reader)
        return told[0] if told else None

    def round_started(self, events: Sequence[Event]) -> int | None:
        """The round one action's events start (its deal), None: no new round."""
        if self.round_of is None:
            return None
        return next((n for n in map(self.round_of, events) if n is not None), None)

    @property
    def has_rounds(self) -> bool:
        return self.round_of is not None
