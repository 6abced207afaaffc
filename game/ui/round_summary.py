"""The end-of-round summary shown over a table, shared by the games that are played in rounds.

One panel for every game: a title and a line under it (who closed the round, or why nobody
did), then a row per seat (its badge and name, the cards left in its hand, drawn small with the
game's own card painter where they are shown or counted where they are many, the points of the
round and the total, a tag such as "Eliminated"), the final table when the game has one, and a
button (Next round, or See the result after the last round) that Enter presses; Esc opens the
table's pause menu over it.
A game describes its seats with `SeatLine`s and may add something behind the panel
(`draw_backdrop`), above the rows (`draw_lead`) or in each row's last column (`draw_meter`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.i18n import _
from game.ui import mirrored_panel, theme
from game.ui.dialogs import dim
from game.ui.round_end_table import hold_round_end
from game.ui.scene import Scene
from game.ui.widgets import Button, draw_panel

CardPainter = Callable[[pygame.Surface, int, pygame.Rect], None]



def seat_badge(seat: int, size: int) -> pygame.Surface:
    """A round badge in the seat's colour with its number (seat 0 is "1")."""
    badge = pygame.Surface((size, size), pygame.SRCALPHA)
    # A seat's colour in the games whose seats have none of their own (Rummidrez, Figuras): the
    # same in the summary and the standings.
    colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
    pygame.draw.circle(badge, colour, (size // 2, size // 2), size // 2)
    # A badge drawing: its number grows with the badge, as a card's marks do.
    number = theme.text(str(seat + 1), max(theme.min_text(), size * 2 // 3), theme.WHITE, bold=True)
    badge.blit(number, number.get_rect(center=(size // 2, size // 2)))
    return badge


def heading(message: str, width: int, size: int = theme.TEXT_SMALL) -> pygame.Surface:
    """A column's heading within `width`: on one line where it fits at about its size (a
    parenthesis kept whole, in Arabic too), else on two lines at the largest size that fits, each
    line's end cut where even that is too wide, so it never reaches the next column (a Finnish
    "Yhteensä (tavoite 42)" ran into its neighbour)."""
    if theme.fitted_size(message, size, width, bold=True) >= max(theme.min_text(), size - 2):
        return theme.fit_text(message, size, width, theme.MUTED, bold=True)
    size, lines = theme.wrap_fit(message, size, width, max_lines=2, height=2 * (size + theme.LINE_GAP), bold=True)
    rendered = [theme.fit_name(line, size, width, theme.MUTED, bold=True) for line in lines]
    pitch = size + theme.LINE_GAP
    out = pygame.Surface((max(r.get_width() for r in rendered), pitch * len(rendered)), pygame.SRCALPHA)
    for i, line in enumerate(rendered):
        out.blit(line, line.get_rect(midtop=(out.get_width() // 2, i * pitch)))
    return out


@dataclass(frozen=True)
class SeatLine:
    """One seat's row of a round's summary."""

    seat: int
    name: str
    cards_left: int | None  # None: the seat is out of the match (no hand)
    points: str  # this round's points as shown: "+23", "0", "0 (closed)", "—"
    total: int
    cards: tuple[int, ...] | None = None  # the cards left, when they are laid open (else only counted)
    tag: str = ""  # "Went out", "Eliminated", ...
    tag_colour: tuple[int, int, int] = theme.INK
    band: tuple[int, int, int] | None = None  # the row's background (the closer, the eliminated, ...)
    muted: bool = False  # out of the match before this round


PANEL_W = 1000
MARGIN = 24
HEAD_H = 38  # room for a heading on two lines
FOOT_H = 86  # the button
TITLE_H = 100  # the title and the line under it
MAX_PANEL_H = theme.HEIGHT - 24
COUNT_W = 40  # the number of cards, before the cards themselves
TABLE_GAP = 14  # between two groups of the final table


class RoundSummaryDialog(Scene):
    """A round's summary: `title` and `subtitle` over a row per seat, the final table, then Next round."""

    opaque = False
    announcement = True  # a demo closes it by itself (Enter) once it has been read
    lead_h = 0  # room a game takes above the rows (draw_lead)
    meter_w = 0  # room a game takes in each row's last column (draw_meter)
    # A row's height grows up to this where the panel has room (the cards left drawn larger), and
    # each column's width (player, cards, round, total; the rest is the last column).
    max_row_h = 40
    column_widths: tuple[int, int, int, int] = (250, 220, 120, 140)

    made_with: tuple[tuple[Any, ...], dict[str, Any]]

    def __new__(cls, app, scene: Any, *args: Any, **kwargs: Any) -> RoundSummaryDialog:
        dialog = super().__new__(cls)
        # What the game's summary was made of, after its table: to make it again (`reopen`).
        dialog.made_with = (args, kwargs)
        return dialog

    def reopen(self, table: Any) -> None:
        """The same round's summary over `table`, the table built again (in another language):
        every word new, and its closing goes on at the new table."""
        args, kwargs = self.made_with
        self.app.push(type(self)(self.app, table, *args, **kwargs))

    def __init__(self, app, scene: Any, match_over: bool, lines: Sequence[SeatLine],
                 paint_card: CardPainter, card_ratio: float, total_heading: str | None = None,
                 final_table: Sequence[Sequence[int]] | None = None,
                 center: tuple[int, int] | None = None) -> None:
        super().__init__(app)
        self.scene = scene  # the table: its `summary_closed(match_over)` is called on closing
        self.match_over = match_over
        self.lines = list(lines)
        self.paint_card = paint_card
        self.card_ratio = card_ratio  # a card's height over its width
        self.total_heading = total_heading or _("Total")
        self.final_table = [tuple(g) for g in final_table] if final_table is not None else None
        rows_room = MAX_PANEL_H - TITLE_H - self.lead_h - HEAD_H - FOOT_H
        self.row_h = max(40 if len(self.lines) <= 6 else 36, min(self.max_row_h, rows_room // max(1, len(self.lines))))
        height = TITLE_H + self.lead_h + HEAD_H + len(self.lines) * self.row_h + FOOT_H
        self.table_card: tuple[int, int] = (0, 0)
        self.table_rows: list[list[tuple[int, ...]]] = []
        if self.final_table is not None:
            self.table_card, self.table_rows = self.lay_out_table(MAX_PANEL_H - height - 30)
            height += 30 + len(self.table_rows) * (self.table_card[1] + 8)
        self.panel = pygame.Rect(0, 0, PANEL_W, height)
        self.panel.center = center or (theme.WIDTH // 2, theme.HEIGHT // 2)
        self.panel.clamp_ip(pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT))
        self.title = ""
        self.subtitle = ""
        self.clock = 0.0  # seconds on screen, for anything drawn in motion
        self.texts: list[tuple[str, pygame.Rect]] = []  # every text of the body where it was drawn (left to right)
        self.heads: list[tuple[str, pygame.Rect]] = []  # the column headings, the same way
        label = _("See the result") if match_over else _("Next round")
        self.widgets.append(Button((self.panel.centerx - 130, self.panel.bottom - 66, 260, 50), label, self.close,
                                   key=pygame.K_RETURN, size=theme.TEXT_LABEL))

    # ------------------------------------------------------------ layout

    def columns(self) -> dict[str, tuple[int, int]]:
        """(left, width) of each column, left to right (mirrored in Arabic when drawn)."""
        x = self.panel.x + MARGIN
        out = {}
        for key, width in zip(("player", "cards", "round", "total"), self.column_widths, strict=True):
            out[key] = (x, width)
            x += width
        out["tail"] = (x, self.panel.right - MARGIN - x)
        return out

    def row_rects(self) -> list[pygame.Rect]:
        """Each seat's row, left to right."""
        top = self.panel.y + TITLE_H + self.lead_h + HEAD_H
        return [pygame.Rect(self.panel.x + MARGIN - 8, top + i * self.row_h, self.panel.width - 2 * MARGIN + 16,
                            self.row_h - 4) for i in range(len(self.lines))]

    def lay_out_table(self, room: int) -> tuple[tuple[int, int], list[list[tuple[int, ...]]]]:
        """The largest card size at which the final table's groups fit `room` pixels of height,
        groups kept whole and flowing into rows: ((width, height), rows of groups)."""
        groups = self.final_table or []
        width = PANEL_W - 2 * MARGIN
        rows: list[list[tuple[int, ...]]] = []
        for h in range(56, 19, -2):
            w = round(h / self.card_ratio)
            rows, used = [[]], 0
            for group in groups:
                need = len(group) * (w + 2) + (TABLE_GAP if rows[-1] else 0)
                if rows[-1] and used + need > width:
                    rows.append([])
                    used, need = 0, len(group) * (w + 2)
                rows[-1].append(group)
                used += need
            if len(rows) * (h + 8) <= room:
                return (w, h), rows
        return (round(20 / self.card_ratio), 20), rows

    # ------------------------------------------------------------ events

    def on_enter(self) -> None:
        # The table under the summary shows the round it talks about, not the next one already dealt.
        self.scene.round_end = hold_round_end(self.scene.match)

    def close(self) -> None:
        self.app.pop()
        self.scene.round_end = None  # the next round's deal is shown (and dealt) from now on
        self.scene.summary_closed(self.match_over)

    def on_escape(self) -> bool:
        """Esc opens the table's pause menu over the summary (Settings, Rules, Quit), as at the table;
        the summary stays until Next round is pressed, so it is never lost unread."""
        self.scene.pause()
        return True

    def update(self, dt: float) -> None:
        self.clock += dt

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 130)
        self.draw_backdrop(surface)
        draw_panel(surface, self.panel)
        p = self.panel
        theme.blit_center(surface, theme.fit_text(self.title, theme.TEXT_TITLE, p.width - 40, theme.INK, bold=True),
                          (p.centerx, p.y + 36))
        size, wrapped = theme.wrap_fit(self.subtitle, theme.TEXT_BODY, p.width - 60, height=2 * (theme.TEXT_BODY + theme.LINE_GAP))
        for i, part in enumerate(wrapped):  # on two lines when long
            theme.blit_center(surface, theme.text(part, size, theme.MUTED),
                              (p.centerx, round(p.y + 70 + (i - (len(wrapped) - 1) / 2) * (size + theme.LINE_GAP))))
        self.texts, self.heads = [], []
        with mirrored_panel.mirrored(surface, p) as body:  # right to left in Arabic: the names' column at the right
            if self.lead_h:
                self.draw_lead(body, p.y + TITLE_H)
            self.draw_heads(body, p.y + TITLE_H + self.lead_h)
            for line, row in zip(self.lines, self.row_rects(), strict=True):
                self.draw_row(body, line, row)
            if self.final_table is not None:
                self.draw_final_table(body, self.row_rects()[-1].bottom + 12)
        super().draw(surface)

    def put(self, surface: pygame.Surface, value: str, image: pygame.Surface, rect: pygame.Rect) -> None:
        surface.blit(image, rect)
        self.texts.append((value, rect))

    def draw_heads(self, surface: pygame.Surface, y: int) -> None:
        cols = self.columns()
        heads = {"player": _("Player"), "cards": _("Cards left"), "round": _("This round"), "total": self.total_heading}
        for key, head in heads.items():
            x, w = cols[key]
            label = heading(head, w - 16)
            rect = label.get_rect(topleft=(x + 4, y)) if key == "player" else label.get_rect(midtop=(x + w // 2, y))
            surface.blit(label, rect)
            self.heads.append((head, rect))

    def draw_row(self, surface: pygame.Surface, line: SeatLine, row: pygame.Rect) -> None:
        cols = self.columns()
        if line.band is not None:
            pygame.draw.rect(surface, line.band, row, border_radius=6)
        ink = theme.MUTED if line.muted else theme.INK
        mid = row.centery
        x, w = cols["player"]
        surface.blit(seat_badge(line.seat, 26), (x + 4, mid - 13))
        name = theme.fit_name(line.name, theme.TEXT_BODY, w - 46, ink, bold=line.band is not None and not line.muted)
        self.put(surface, line.name, name, name.get_rect(midleft=(x + 38, mid)))
        self.draw_cards(surface, line, pygame.Rect(cols["cards"][0], row.y, cols["cards"][1], row.height), ink)
        x, w = cols["round"]
        points = theme.fit_name(line.points, theme.TEXT_BODY, w - 12, ink, bold=True)
        self.put(surface, line.points, points, points.get_rect(center=(x + w // 2, mid)))
        x, w = cols["total"]
        total = theme.text(str(line.total), theme.TEXT_LABEL, ink, bold=True)
        self.put(surface, str(line.total), total, total.get_rect(center=(x + w // 2, mid)))
        x, w = cols["tail"]
        if self.meter_w:
            self.draw_meter(surface, pygame.Rect(x + 4, mid - 7, self.meter_w, 14), line)
        if line.tag:
            room = w - self.meter_w - 16
            tag = theme.fit_name(line.tag, theme.TEXT_SMALL, room, line.tag_colour, bold=True)  # shrunk, else cut
            self.put(surface, line.tag, tag, tag.get_rect(midleft=(x + self.meter_w + 12, mid)))

    def draw_cards(self, surface: pygame.Surface, line: SeatLine, cell: pygame.Rect, ink) -> None:
        """The count, then the cards themselves when they are laid open: overlapping where they are
        many, and past what fits, "+n"."""
        shown = "—" if line.cards_left is None else str(line.cards_left)
        count = theme.text(shown, theme.TEXT_LABEL, ink, bold=True)
        self.put(surface, shown, count, count.get_rect(center=(cell.x + COUNT_W // 2, cell.centery)))
        if not line.cards:
            return
        h = cell.height - 4
        w = round(h / self.card_ratio)
        room = cell.width - COUNT_W - 8
        n = len(line.cards)
        step = w + 2 if n < 2 else min(w + 2, (room - w) // (n - 1))
        cards = list(line.cards)
        more = 0
        if step < 10:  # too many to tell apart: as many as fit, then how many more
            step = 10
            fits = (room - w - 36) // step + 1
            cards, more = cards[:fits], n - fits
        x = cell.x + COUNT_W
        for card in cards:
            self.paint_card(surface, card, pygame.Rect(x, cell.y + 2, w, h))
            x += step
        if more:
            extra = theme.text(f"+{more}", theme.TEXT_SMALL, ink, bold=True)
            self.put(surface, f"+{more}", extra, extra.get_rect(midleft=(x + w - step + 6, cell.centery)))

    def draw_final_table(self, surface: pygame.Surface, y: int) -> None:
        label = heading(_("The table at the end of the round"), self.panel.width - 2 * MARGIN)
        rect = label.get_rect(topleft=(self.panel.x + MARGIN, y))
        surface.blit(label, rect)
        self.heads.append(("table", rect))
        y += 30
        w, h = self.table_card
        if not self.table_rows or not self.table_rows[0]:
            empty = theme.text(_("Nobody laid any cards this round."), theme.TEXT_BODY, theme.MUTED)
            self.put(surface, "empty", empty, empty.get_rect(topleft=(self.panel.x + MARGIN, y)))
            return
        for groups in self.table_rows:
            x = self.panel.x + MARGIN
            for group in groups:
                for card in group:
                    self.paint_card(surface, card, pygame.Rect(x, y, w, h))
                    x += w + 2
                x += TABLE_GAP
            y += h + 8

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """Drawn over the dimmed table, behind the panel; nothing unless a game adds it."""

    def draw_lead(self, surface: pygame.Surface, y: int) -> None:
        """Drawn above the rows, in `lead_h` pixels from `y`; nothing unless a game adds it."""

    def draw_meter(self, surface: pygame.Surface, rect: pygame.Rect, line: SeatLine) -> None:
        """Drawn in a row's last column, in `rect` (`meter_w` wide); nothing unless a game adds it."""
