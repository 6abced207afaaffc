"""The end of a match as a standings table (rank, player, points, rounds won), shared by the games
played in rounds.

The ranking is a pure function (`standings`): players whose results compare equal share a rank
and the next rank skips ("1, 1, 3"), as on any sports table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.core import Event
from game.i18n import _
from game.match import Match
from game.ui import mirrored_panel, theme
from game.ui.game_over import GameOverDialog
from game.ui.round_summary import heading, seat_badge


@dataclass(frozen=True)
class Standing:
    rank: int  # 1 for the best; equal results share it
    seat: int
    points: int
    rounds_won: int


def standings(totals: Sequence[int], rounds_won: Sequence[int], key: Callable[[int], Any]) -> list[Standing]:
    """Every seat ranked by `key(seat)` (smaller is better); equal keys share a rank ("1, 1, 3")."""
    order = sorted(range(len(totals)), key=lambda s: (key(s), s))
    table: list[Standing] = []
    for place, seat in enumerate(order):
        rank = table[-1].rank if table and key(seat) == key(order[place - 1]) else place + 1
        table.append(Standing(rank, seat, totals[seat], rounds_won[seat]))
    return table


def rounds_won(match: Match, ended: type[Event]) -> list[int]:
    """How many rounds each seat won, counted from the match's own record of its round ends:
    `ended` is the game's round-end event class, whose `seat` won the round (None: nobody did)."""
    won = [0] * len(match.seats)
    for events in match.events_after(0):
        for event in events:
            if isinstance(event, ended) and event.seat is not None:
                won[event.seat] += 1
    return won


ROW_H = 34
TABLE_TOP = 130  # below the result's title and line


class StandingsDialog(GameOverDialog):
    """The match's result over the table: the title, a line, the standings, Play again and Menu."""

    def __init__(self, app, scene, title: str, subtitle: str, table: list[Standing],
                 icon: pygame.Surface | None = None, center: tuple[int, int] | None = None,
                 points_heading: str | None = None) -> None:
        self.table = table
        self.points_heading = points_heading or _("Points")
        height = TABLE_TOP + 34 + ROW_H * len(table) + 96
        super().__init__(app, scene, title, subtitle, icon=icon, center=center, width=620, height=height)
        # Kept inside the window whatever the centre asked for (a table's middle is not the screen's).
        self.panel.clamp_ip(pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT))
        for button in self.widgets:
            button.rect.y = self.panel.bottom - 70
        self.texts: list[tuple[str, pygame.Rect]] = []  # what the table drew where (left to right), for tests

    def columns(self) -> list[tuple[int, int]]:
        """(left, width) of rank, player, points and rounds won, left to right."""
        x = self.panel.x + 30
        widths = (60, 260, 110, 130)
        out = []
        for w in widths:
            out.append((x, w))
            x += w
        return out

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.texts = []
        cols = self.columns()
        heads = (_("Rank"), _("Player"), self.points_heading, _("Rounds won"))
        y = self.panel.y + TABLE_TOP
        with mirrored_panel.mirrored(surface, self.panel) as body:
            for (x, w), head in zip(cols, heads, strict=True):
                label = heading(head, w - 10)
                rect = label.get_rect(midtop=(x + w // 2, y)) if head != heads[1] else label.get_rect(topleft=(x + 36, y))
                body.blit(label, rect)
                self.texts.append((head, rect))
            y += 34
            for i, row in enumerate(self.table):
                band = pygame.Rect(self.panel.x + 20, y, self.panel.width - 40, ROW_H - 4)
                if row.rank == 1:
                    pygame.draw.rect(body, theme.ROW_NOTICE, band, border_radius=6)
                elif i % 2:
                    pygame.draw.rect(body, theme.ROW_BAND, band, border_radius=6)
                mid = band.centery
                bold = row.rank == 1
                (rx, rw), (px, pw), (sx, sw), (wx, ww) = cols
                self.put(body, str(row.rank), theme.text(str(row.rank), theme.TEXT_LABEL, theme.INK, bold=True), (rx + rw // 2, mid))
                body.blit(seat_badge(row.seat, 26), (px, mid - 13))
                seat = self.scene.match.seats[row.seat]
                name = theme.fit_name(seat.shown, theme.TEXT_LABEL, pw - 40, theme.INK, bold=bold)
                rect = name.get_rect(midleft=(px + 36, mid))
                body.blit(name, rect)
                self.texts.append((seat.shown, rect))
                self.put(body, str(row.points), theme.text(str(row.points), theme.TEXT_LABEL, theme.INK, bold=True), (sx + sw // 2, mid))
                self.put(body, str(row.rounds_won), theme.text(str(row.rounds_won), theme.TEXT_LABEL, theme.INK), (wx + ww // 2, mid))
                y += ROW_H

    def put(self, surface: pygame.Surface, value: str, image: pygame.Surface, center: tuple[int, int]) -> None:
        rect = image.get_rect(center=center)
        surface.blit(image, rect)
        self.texts.append((value, rect))
