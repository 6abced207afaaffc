"""The cards tagged "new" in a hand: what came into it (drawn, taken, given, stolen) in its
seat's last turn and since, until that seat acts again (play-test 4: a drawn card sat unmarked
beside its twin). One part for the tables whose turns bring cards in one by one; each game says
which of its events bring a card to a seat (`arrived`).

Read from the match's record (move_log.last_turn_start and the recap's events), so a continued
game, undo and redo, and a change of language show the same tags; worked out once a move.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine import Event
from game.ui.move_log import last_turn_start

if TYPE_CHECKING:
    from game.ui.table import TableScene

# The cards that came into a seat's hand in these events (the game's own reading of them).
Arrived = Callable[[list[Event], int], frozenset[int]]


class NewCards:
    def __init__(self, scene: TableScene, arrived: Arrived) -> None:
        self.scene = scene
        self.arrived = arrived
        self._at: tuple = ()
        self._cards: frozenset[int] = frozenset()

    def of(self, seat: int) -> frozenset[int]:
        """`seat`'s cards to tag "new" now (some may have left its hand since: draw only those held)."""
        match = self.scene.match
        key = (match.generation, len(match.actions), seat)
        if self._at != key:
            start = last_turn_start(match, seat)
            events = [event for action in self.scene.recap.since(start) for event in action]
            self._at, self._cards = key, self.arrived(events, seat)
        return self._cards
