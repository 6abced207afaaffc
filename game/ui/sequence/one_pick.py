"""One set of lights on a Sequence board (classic and kids): a card picked lights its spaces, a
hint lights its card and space, never both at once."""

from __future__ import annotations

from game.ui.table import TableScene


class HintOrPick(TableScene):
    """Hint puts the picked card back (its spaces go dark) before the hint is worked out, and a
    card picked after the hint puts the hint's lights away (its sentence stays said)."""

    selected: int | None

    def ask_hint(self) -> None:
        self.selected = None
        super().ask_hint()

    def hint_position(self) -> tuple:
        return (*super().hint_position(), self.selected)
