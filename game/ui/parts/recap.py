"""Since your last turn: what the others did since a seat last played, listed on the hand-off
screen (public lines: everyone sees that screen) and lit on the table while that seat looks at
its turn, gone as soon as it acts (its own action moves "since" past everything lit).

One part for every table. The moves come from the match's record, so a continued game, undo
and redo show the same; where they are lit is each scene's own geometry, its
`TableScene.draw_recap(surface, events)` (the spaces chips went to or left, the groups and
piles cards went to), drawn with `light` in one colour at every table.

The light goes out for the rest of the turn once the seat asks for a hint: the hint's ring (parts.hints)
is then what the table points at, and two lights at once would leave the player guessing which one
is the advice. Its colour (theme.RECAP, a violet) and its soft halo keep it apart from the hint's
cyan ring even in a picture.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import Event
from game.ui import theme
from game.ui.move_log import since_last_turn

if TYPE_CHECKING:
    from game.ui.table import TableScene


def light(surface: pygame.Surface, rect: pygame.Rect, pulse: float = 1.0, radius: int = 8) -> None:
    """Light `rect` as changed since the seat's last turn: a soft halo and a ring around it, nothing
    over it (the card or the animal under a chip stays as it is)."""
    outer = rect.inflate(14, 14)
    halo = pygame.Surface(outer.size, pygame.SRCALPHA)
    pygame.draw.rect(halo, (*theme.RECAP, int(70 + 60 * pulse)), halo.get_rect(), border_radius=radius + 7)
    pygame.draw.rect(halo, theme.CLEAR, rect.move(-outer.x, -outer.y), border_radius=radius)
    surface.blit(halo, outer.topleft)
    pygame.draw.rect(surface, theme.RECAP, rect.inflate(6, 6), 3, border_radius=radius + 3)


class Recap:
    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self._key: tuple | None = None
        self._events: list[Event] = []
        # Each action's events as the table was told them when made (`note`), by its index, for
        # the match's generation they belong to; what is missing (a continued game, after undo)
        # is replayed from the match's record.
        self._told: dict[int, list[Event]] = {}
        self._generation = scene.match.generation
        self._out_for: tuple | None = None  # the turn a hint was asked in: nothing lit for the rest of it

    def note(self, events: list[Event]) -> None:
        """The last action of the match made `events` (`TableScene.act`)."""
        match = self.scene.match
        if match.generation != self._generation:
            self._told.clear()
            self._generation = match.generation
        self._told[len(match.actions) - 1] = events

    def since(self, start: int) -> list[list[Event]]:
        """Each action's events from `start` on: as told when made, or replayed."""
        match = self.scene.match
        count = len(match.actions)
        if match.generation == self._generation and all(i in self._told for i in range(start, count)):
            return [self._told[i] for i in range(start, count)]
        return match.events_after(start)

    def lines(self, seat: int) -> list[str]:
        """What happened since `seat`'s last turn, oldest first, one line a turn, as anyone may read
        it (the hand-off screen is seen by all): nothing secret, though `seat`'s own deeds (a
        forced draw) and what was done to it are told to it as "you"."""
        return [line.text for line in self.scene.log_lines(None, since_last_turn(self.scene.match, seat), seat)]

    def sentences(self, seat: int) -> list[tuple[str, ...]]:
        """`lines(seat)`, each turn sentence by sentence (the hand-off screen starts each on a line
        of its own, so a round's result is never lost in the middle of a long line)."""
        return [line.sentences for line in self.scene.log_lines(None, since_last_turn(self.scene.match, seat), seat)]

    def seat(self) -> int | None:
        """The seat the table lights the others' moves for: the person looking, at their turn
        and before they act; None in a demo, under a hand-off, or at another seat's turn."""
        scene, match = self.scene, self.scene.match
        seat = scene.viewer
        if scene.demo is not None or seat is None or match.is_over or seat != match.current_seat:
            return None
        return None if match.seats[seat].computer else seat

    def turn(self) -> tuple:
        """The turn being looked at: the match's moves so far and the seat looking at them."""
        match = self.scene.match
        return (match.generation, len(match.actions), self.seat())

    def put_out(self) -> None:
        """A hint was asked: nothing is lit for the rest of this turn (the hint's ring is the one
        light on the table)."""
        self._out_for = self.turn()

    def events(self) -> list[Event]:
        """The events of the others' moves since the seat looking last played, within this round
        (a round's new deal leaves nothing of the last one on the table); [] when nothing is lit
        (also once a hint was asked this turn)."""
        match, seat = self.scene.match, self.seat()
        key = self.turn()
        if key == self._out_for:
            return []
        if key != self._key:
            self._key = key
            self._events = []
            if seat is not None:
                start = since_last_turn(match, seat)
                breaks = [i for i, brk in enumerate(match.breaks) if brk]
                if breaks:
                    start = max(start, breaks[-1] + 1)
                if start < len(match.actions):
                    self._events = [e for events in self.since(start) for e in events]
        return self._events

    def pulse(self) -> float:
        """Between 0.5 and 1: breathes with what asks for the eye, then rests lit."""
        return 0.75 + 0.25 * self.scene.wave(4)

    def draw(self, surface: pygame.Surface) -> None:
        events = self.events()
        if events:
            self.scene.draw_recap(surface, events)

