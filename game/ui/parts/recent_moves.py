"""The last few turns of the move log, in a panel's free room: what a player glances at to see what
the others just did, without opening the whole log.

The lines are the move log's own (`move_log.action_lines` through the table's `log_lines`), so they
say the same as the Moves dialog and keep a hidden hand secret the same way. Replaying the record
costs a little, so the lines are kept until the record changes (`version`: the number of actions,
undo's generation, the viewer, the language).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.move_log import LogLine, SeatIcon, numbered_disc

ICON = 20
NUMBER_W = 26  # the turn's number, before its seat's chip
ROW_GAP = 6  # between two turns
HEADING_H = 28  # the heading's line
MOST_LINES = 2  # a turn's text wraps to at most this many lines, the last cut with "…"


def text_size() -> int:
    """The lines' size: small, or the smallest size large text allows."""
    return max(theme.TEXT_SMALL, theme.min_text())


def line_height() -> int:
    return max(ICON, text_size() + 5)


class RecentMoves:
    """The newest turns, newest first, drawn in a rect of a panel (left to right: a mirrored panel
    lays them out right to left)."""

    def __init__(self, lines: Callable[[], list[LogLine]], version: Callable[[], Hashable],
                 icon: SeatIcon) -> None:
        self._lines = lines
        self._version = version
        self._icon = icon
        self._kept: tuple[Hashable, list[LogLine]] | None = None

    def newest(self) -> list[LogLine]:
        """The log's turns and nobody's actions, newest first (no round markers)."""
        version = self._version()
        if self._kept is None or self._kept[0] != version:
            self._kept = (version, [line for line in reversed(self._lines()) if not line.heading])
        return self._kept[1]

    def rows(self, width: int, height: int) -> list[tuple[LogLine, list[str]]]:
        """The newest turns that fit whole in `height` under the heading, each wrapped to `width`."""
        text_w = width - NUMBER_W - ICON - 10
        room = height - HEADING_H
        shown = []
        for line in self.newest():
            wrapped = theme.wrap(line.text, text_size(), text_w)
            if len(wrapped) > MOST_LINES:
                wrapped = wrapped[:MOST_LINES - 1] + [" ".join(wrapped[MOST_LINES - 1:])]
            need = len(wrapped) * line_height() + ROW_GAP
            if need > room:
                break
            shown.append((line, wrapped))
            room -= need
        return shown

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> list[pygame.Rect]:
        """The heading and the newest turns that fit in `rect`; nothing when not even one fits.
        Returns the boxes of what it drew (the heading, each turn's row)."""
        rows = self.rows(rect.width, rect.height)
        if not rows and (self.newest() or rect.height < HEADING_H + line_height()):
            return []
        drawn = []
        heading = theme.fit_text(_("Last moves"), text_size(), rect.width, theme.MUTED, bold=True)
        drawn.append(surface.blit(heading, rect.topleft))
        y = rect.y + HEADING_H
        if not rows:
            words = theme.fit_text(_("No moves yet."), text_size(), rect.width, theme.MUTED)
            drawn.append(surface.blit(words, (rect.x, y)))
            return drawn
        text_x = rect.x + NUMBER_W + ICON + 10
        size, line_h = text_size(), line_height()
        for i, (line, wrapped) in enumerate(rows):
            top = y
            if line.turn is not None:
                number = theme.text(str(line.turn), theme.min_text(), theme.MUTED, bold=True)
                surface.blit(number, number.get_rect(midright=(rect.x + NUMBER_W - 4, y + line_h // 2)))
            if line.seat is not None:
                icon = self._icon(line.seat, ICON) or numbered_disc(line.seat, ICON)
                surface.blit(icon, (rect.x + NUMBER_W, y + (line_h - ICON) // 2))
            for k, text in enumerate(wrapped):
                words = theme.fit_text(text, size, rect.right - text_x, theme.INK, bold=i == 0)
                surface.blit(words, (text_x, y + k * line_h + 1))
            y += len(wrapped) * line_h
            drawn.append(pygame.Rect(rect.x, top, rect.width, y - top))
            y += ROW_GAP
        return drawn
