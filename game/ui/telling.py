"""Events into sentences: the one loop every table's move log and last-move text go through.

A game's table writes one `functools.singledispatch` function from its typed events (the
engine's `Event` classes) to a sentence for a reader, and wraps it with `describer`:

    @functools.singledispatch
    def sentence(event: Event, reader: Reader) -> str | None:
        return None  # an event this game does not tell

    @sentence.register
    def _(event: Placed, reader: Reader) -> str:
        return _("{name} played {card}.").format(name=reader.name(event.seat), card=...)

    describe_move = describer(sentence)  # a move_log.Describe

Privacy lives in the sentences: a secret field (`Event.secret`) is named only when
`reader.sees(event)`; the table's viewer is None while a hand-off hides it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.engine import Event


@dataclass(frozen=True)
class Reader:
    """Who reads the sentences, and how the seats are called for them."""

    names: Sequence[str]  # each seat's short name
    viewer: int | None  # the seat looking, None: nobody's secrets are shown

    def name(self, seat: int | None) -> str:
        return self.names[seat] if seat is not None else ""

    def sees(self, event: Event) -> bool:
        """Whether the reader may see the event's secret fields (a drawn card's face)."""
        return event.shown_to(self.viewer)


Sentence = Callable[[Event, Reader], "str | None"]
Describe = Callable[[list[Event], Sequence[str], "int | None"], list[str]]


def describer(sentence: Sentence) -> Describe:
    """A move-log `Describe` that tells one action's events with `sentence`, skipping the silent."""

    def describe(events: list[Event], names: Sequence[str], viewer: int | None) -> list[str]:
        reader = Reader(names, viewer)
        return [text for text in (sentence(e, reader) for e in events) if text]

    return describe
