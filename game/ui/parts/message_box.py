"""The table's message line: feedback on the last click (a refusal, a hint's reason, a saving
problem), said for a few seconds in a note-coloured box the game's scene places."""

from __future__ import annotations

import pygame

from game.ui import theme

SAID_FOR = 4.0  # seconds a message stays, unless said for longer


def message_lines(message: str, box: pygame.Rect) -> tuple[int, list[str]]:
    """(size, lines) of a table's message in `box`: one line, or two at a readable size when a long
    sentence (a refusal naming a whole group, say) would otherwise shrink out of sight; a sentence
    of 75 characters on one line in a 560 px box came out at 13 px."""
    return theme.wrap_fit(message, theme.big(theme.TEXT_BODY), box.width - 20, height=box.height - 4)


class MessageBox:
    """What the table says, and for how long more (`time`, in seconds; 0: nothing shown)."""

    def __init__(self) -> None:
        self.text = ""
        self.time = 0.0

    def say(self, text: str, seconds: float = SAID_FOR) -> None:
        """Say `text` for `seconds`; an empty text clears the line."""
        self.text = text
        self.time = seconds if text else 0.0

    @property
    def shown(self) -> bool:
        return bool(self.text) and self.time > 0

    def update(self, dt: float) -> None:
        self.time = max(0.0, self.time - dt)

    def redraw_in(self) -> float | None:
        """Seconds until the line goes out; None while nothing is said."""
        return self.time if self.shown else None

    def lines(self, box: pygame.Rect) -> tuple[int, list[str]]:
        return message_lines(self.text, box)

    def draw(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        if not self.shown:
            return
        pygame.draw.rect(surface, theme.NOTE, box, border_radius=10)
        pygame.draw.rect(surface, theme.NOTE_EDGE, box, theme.edge(2), border_radius=10)
        size, lines = self.lines(box)
        pitch = size + theme.LINE_GAP
        for i, line in enumerate(lines):
            centre = (box.centerx, round(box.centery + (i - (len(lines) - 1) / 2) * pitch))
            theme.blit_center(surface, theme.text(line, size, theme.INK), centre)
