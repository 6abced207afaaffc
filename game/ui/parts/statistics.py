"""A table's statistics: a finished game counted for its human seats, and what a game keeps beyond
who won (its registration's `round_stats` in game.games: Figuras' closest approach to 111),
counted from each move as it is first made; a retold move (after Undo, Redo or Continue) is never
counted again, and a demo counts for nobody."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import games, stats
from game.engine import Event
from game.i18n import _

if TYPE_CHECKING:
    from game.ui.table import TableScene


class TableStatistics:
    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.recorded: stats.Recorded | None = None  # what counting the finished game found

    def counts(self) -> bool:
        return self.scene.demo is None

    def record_result(self) -> None:
        """Count the finished game for the human seats (once; the game cannot be undone after)."""
        if self.recorded is not None or not self.counts():
            return
        match = self.scene.match
        self.recorded = stats.record_game(match.info.id, match.seats, match.state.outcome())
        self.told(self.recorded)

    def count_move(self, events: list[Event]) -> None:
        """The game's own counts (`GameEntry.count_round`) of the events of a move just made."""
        if not self.counts():
            return
        match = self.scene.match
        entry = games.entry(match.info.id)
        for event in events:
            recorded = entry.count_round(event, match.seats)
            if recorded is not None:
                self.told(recorded)

    def told(self, recorded: stats.Recorded) -> None:
        """A notice from reading the statistics file (it was damaged, say) is shown by the app; a
        failed save is said in the message line."""
        if recorded.notice:
            self.scene.app.notices.append(recorded.notice)
        if recorded.failed:
            self.scene.say(_("The statistics could not be saved."))
