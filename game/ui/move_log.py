"""The move log: every turn of the game so far, one short numbered line each, newest first.

One part for every table. A game's scene gives a `Describe` function (its events -> its
sentences, for one viewer); `action_lines` replays the match's record (`Match.events_after`)
through it, so the log is the same after Continue, undo and redo; `MoveLogDialog` shows the
lines over the table, scrolled by wheel, scrollbar, arrows, PageUp/PageDown, Home and End.

Privacy lives in the Describe functions: a secret field (`Event.secret`) is named only when the
viewer is in the event's `private_to`; the table's viewer is None while a hand-off hides it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.engine import Event
from game.i18n import _
from game.match import Match
from game.ui import theme
from game.ui.dialogs import dim
from game.ui.scene import Scene
from game.ui.telling import Describe
from game.ui.widgets import Button, draw_panel

SeatIcon = Callable[[int, int], "pygame.Surface | None"]  # (seat, size) -> its chip, None: a numbered disc

TEXT_SIZE = theme.TEXT_BODY
LINE_H = 26  # one line of text
ROW_GAP = 10  # between two actions
ICON = 26
BAR_W = 14  # the scrollbar
NUMBER_W = 34  # the turn's number, before its seat's chip
STEP = LINE_H * 2  # an arrow key or a wheel notch
# Seats without a chip of their own (Figuras, Rummidrez) get a disc in one of these, numbered.


@dataclass(frozen=True)
class LogLine:
    """One turn (a seat's actions in a row) or one action of nobody's (a reshuffle, time up)."""

    index: int  # the first action's place in the match's record
    seat: int | None  # who acted (None: nobody, a reshuffle or a deal)
    text: str
    turn: int | None = None  # the turn's number in the game (or its round); None: nobody's action
    round: int | None = None  # the round it was played in; None: a game of one round
    heading: bool = False  # a round's marker in the log, not a turn
    sentences: tuple[str, ...] = ()  # `text` sentence by sentence (a round's result is one of its own)


def turns(match: Match, start: int = 0,
          since: Callable[[int], list[list[Event]]] | None = None) -> list[tuple[int, int | None, list[list[Event]]]]:
    """The match's actions from `start` on grouped by turn, oldest first: (first index, seat, each
    action's events). A turn is one seat's actions in a row that no round's end cuts; an action of
    the program's own (time up) is one of its own, with no seat. `since`: as in `last_turn`."""
    grouped: list[tuple[int, int | None, list[list[Event]]]] = []
    for index, events in enumerate((since or match.events_after)(start), start):
        actor = match.actors[index]
        last = grouped[-1] if grouped else None
        if (last is not None and actor is not None and last[1] == actor
                and not match.breaks[index - 1]):
            last[2].append(events)
        else:
            grouped.append((index, actor, [events]))
    return grouped


def action_lines(match: Match, viewer: int | None, describe: Describe, start: int = 0,
                 since: Callable[[int], list[list[Event]]] | None = None,
                 addressed: int | None = None) -> list[LogLine]:
    """The match's turns from `start` on as `viewer` may read them, oldest first, one line each:
    the seat's deeds in one sentence ("You drew 8♣ and discarded K♦."), numbered from the start
    of the game, or of each round in a game of rounds. A new round's deal is a line of its own in
    that round, not the end of the last turn of the round before. Turns that say nothing (a redeal
    after undo) are left out. `since`: each action's events from an index on, as in `last_turn`;
    `addressed`: the seat told as "you" on a public screen (`Reader.addressed`)."""
    names = [theme.short_name(seat.shown) for seat in match.seats]
    round_started = getattr(describe, "round_started", None)
    rounds = bool(getattr(describe, "has_rounds", False))
    lines = []
    number, round_no = 0, 1

    def add(first: int, seat: int | None, events: list[Event], turn: int | None) -> None:
        sentences = tuple(t for t in describe(events, names, viewer, addressed=addressed) if t)
        if sentences:
            if seat is None:
                seat = next((e.seat for e in events if e.seat is not None), None)
            lines.append(LogLine(first, seat, " ".join(sentences), turn, round_no if rounds else None,
                                 sentences=sentences))

    for first, actor, actions in turns(match, 0, since):  # from the start: the numbers count every turn
        events = [e for action in actions for e in action]
        if actor is not None:
            number += 1
        cut, started = round_cut(events, round_started, round_no)
        if first >= start:
            add(first, actor, events[:cut], number if actor is not None else None)
        if started is not None:  # the deal: the new round's first line, nobody's turn
            round_no, number = started, 0
            dealt = first + action_of(actions, cut)
            if dealt >= start:
                add(dealt, None, events[cut:], None)
    return lines


def action_of(actions: list[list[Event]], k: int) -> int:
    """Which of a turn's actions holds its `k`-th event."""
    for i, events in enumerate(actions):
        if k < len(events):
            return i
        k -= len(events)
    return len(actions) - 1


def round_cut(events: list[Event], round_started: Callable[[list[Event]], int | None] | None,
              round_no: int) -> tuple[int, int | None]:
    """Where a new round starts among one turn's events (its deal), and its number;
    (len(events), None): no new round starts in them."""
    if round_started is not None:
        for i, event in enumerate(events):
            started = round_started([event])
            if started is not None and started != round_no:
                return i, started
    return len(events), None


def last_turn(match: Match, describe: Describe,
              since: Callable[[int], list[list[Event]]] | None = None) -> list[Event]:
    """The events of the match's last line in the log: its last turn that says something, or the
    new round's deal when one came in it. What a table's last-move line tells, in the log's own
    sentences. `since`: each action's events from an index on (default: replayed from the record;
    a table passes its recap's, the events as it was told them)."""
    actors, breaks = match.actors, match.breaks
    round_started = getattr(describe, "round_started", None)
    nobody = [""] * len(match.seats)
    end = len(actors)
    while end > 0:
        first = end - 1
        while (first > 0 and actors[first] is not None and actors[first - 1] == actors[first]
               and not breaks[first - 1]):
            first -= 1
        events = [e for action in (since or match.events_after)(first)[:end - first] for e in action]
        if round_started is not None:
            starts = [i for i, event in enumerate(events) if round_started([event]) is not None]
            if starts:  # a new round: its deal, or nothing when the game does not tell it
                return events[starts[-1]:]
        if any(describe(events, nobody, None)):
            return events
        end = first  # a turn that says nothing (a Rummidrez turn's start): the one before
    return []


def last_turn_start(match: Match, seat: int) -> int:
    """The first action of `seat`'s last turn (0 when it has not acted yet): its last action and
    the ones it made just before it in the same turn."""
    actors, breaks = match.actors, match.breaks
    first = next((i for i in range(len(actors) - 1, -1, -1) if actors[i] == seat), None)
    if first is None:
        return 0
    while first > 0 and actors[first - 1] == seat and not breaks[first - 1]:
        first -= 1
    return first


def since_last_turn(match: Match, seat: int) -> int:
    """The first action after `seat`'s last one (0 when it has not acted yet)."""
    actors = match.actors
    last = next((i for i in range(len(actors) - 1, -1, -1) if actors[i] == seat), None)
    return 0 if last is None else last + 1


def numbered_disc(seat: int, size: int) -> pygame.Surface:
    disc = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(disc, theme.LOG_DISCS[seat % len(theme.LOG_DISCS)], (size // 2, size // 2), size // 2)
    label = theme.face_text(str(seat + 1), max(10, size * 6 // 10), theme.WHITE, bold=True)
    disc.blit(label, label.get_rect(center=(size // 2, size // 2)))
    return disc


class MoveLogDialog(Scene):
    """The log over the table: newest first (said under the title), one row per turn with its number
    and its seat's chip, and each round's marker above its turns."""

    opaque = False

    def __init__(self, app, lines: list[LogLine], icon: SeatIcon, title: str = "") -> None:
        super().__init__(app)
        self.title = title or _("Moves")
        self.panel = pygame.Rect(0, 0, min(820, theme.WIDTH - 40), theme.HEIGHT - 80)
        self.panel.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        self.view = pygame.Rect(self.panel.x + 24, self.panel.y + 84, self.panel.width - 48, self.panel.height - 160)
        text_w = self.view.width - NUMBER_W - ICON - 16 - BAR_W - 12
        self.rows: list[tuple[LogLine, list[str]]] = []
        shown_round: int | None = None
        for line in reversed(lines):  # newest first; each round's marker above its turns
            if line.round is not None and line.round != shown_round:
                shown_round = line.round
                heading = _("Round {n}").format(n=line.round)
                self.rows.append((LogLine(line.index, None, heading, round=line.round, heading=True), [heading]))
            self.rows.append((line, theme.wrap(line.text, TEXT_SIZE, text_w)))
        if not self.rows:
            self.rows = [(LogLine(-1, None, _("No moves yet.")), [_("No moves yet.")])]
        self.icon = icon
        self.height = sum(len(wrapped) * LINE_H + ROW_GAP for _line, wrapped in self.rows) + ROW_GAP // 2
        self.offset = 0  # pixels scrolled down from the newest line
        self.dragging: int | None = None  # the pointer's y less the thumb's top, while it drags the thumb
        close = Button((0, 0, 200, 48), _("Close"), app.pop)
        close.rect.center = (self.panel.centerx, self.panel.bottom - 40)
        self.widgets.append(close)

    # ------------------------------------------------------------ scrolling

    @property
    def most(self) -> int:
        return max(0, self.height - self.view.height)

    def scroll_to(self, offset: int) -> None:
        self.offset = max(0, min(self.most, offset))

    def bar(self) -> pygame.Rect:
        """The scrollbar's track, at the end of the reading direction."""
        return theme.mirror_in(pygame.Rect(self.view.right - BAR_W, self.view.y, BAR_W, self.view.height), self.view)

    def thumb(self) -> pygame.Rect:
        track = self.bar()
        if not self.most:
            return pygame.Rect(track)
        h = max(40, track.height * self.view.height // self.height)
        y = track.y + (track.height - h) * self.offset // self.most
        return pygame.Rect(track.x, y, track.width, h)

    def drag_to(self, y: int) -> None:
        track, thumb = self.bar(), self.thumb()
        room = track.height - thumb.height
        if room > 0:
            self.scroll_to(round((y - track.y) * self.most / room))

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def handle_event(self, event: pygame.event.Event) -> None:
        page = self.view.height - LINE_H
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_UP: -STEP, pygame.K_DOWN: STEP, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                     pygame.K_HOME: -self.height, pygame.K_END: self.height}
            if event.key in moves:
                self.scroll_to(self.offset + moves[event.key])
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_l):  # L opened it: L closes it
                self.app.pop()
                return
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.offset - event.y * STEP)
            return
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.bar().collidepoint(event.pos):
            thumb = self.thumb()
            if thumb.collidepoint(event.pos):
                self.dragging = event.pos[1] - thumb.y
            else:  # a click on the track pages towards it
                self.scroll_to(self.offset + (page if event.pos[1] > thumb.y else -page))
            return
        elif event.type == pygame.MOUSEMOTION and self.dragging is not None:
            self.drag_to(event.pos[1] - self.dragging)
            return
        elif event.type == pygame.MOUSEBUTTONUP and self.dragging is not None:
            self.dragging = None
            return
        super().handle_event(event)

    # ------------------------------------------------------------ drawing

    def seat_mark(self, seat: int) -> pygame.Surface:
        return self.icon(seat, ICON) or numbered_disc(seat, ICON)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        draw_panel(surface, self.panel)
        theme.blit_center(surface, theme.fit_text(self.title, theme.TEXT_HEADING, self.panel.width - 40, theme.INK, bold=True),
                          (self.panel.centerx, self.panel.y + 32))
        theme.blit_center(surface, theme.fit_text(_("Newest first · one line per turn, numbered"), theme.TEXT_SMALL,
                                                  self.panel.width - 40, theme.MUTED),
                          (self.panel.centerx, self.panel.y + 62))
        clip = surface.get_clip()
        surface.set_clip(self.view)
        y = self.view.y + ROW_GAP // 2 - self.offset  # the first line's band whole
        for i, (line, wrapped) in enumerate(self.rows):
            height = len(wrapped) * LINE_H
            if y + height >= self.view.y and y <= self.view.bottom:
                self.draw_row(surface, i, line, wrapped, y)
            y += height + ROW_GAP
        surface.set_clip(clip)
        if self.most:
            pygame.draw.rect(surface, theme.SCROLL_TRACK, self.bar(), border_radius=6)
            pygame.draw.rect(surface, theme.SCROLL_THUMB, self.thumb(), border_radius=6)
        super().draw(surface)

    def draw_row(self, surface: pygame.Surface, i: int, line: LogLine, wrapped: list[str], y: int) -> None:
        """One turn: its number, its seat's chip, its sentence; or a round's marker across the row."""
        height = len(wrapped) * LINE_H
        band = pygame.Rect(self.view.x, y - ROW_GAP // 2, self.view.width - BAR_W - 6, height + ROW_GAP)
        if line.heading:
            pygame.draw.rect(surface, theme.LOG_HEADING, theme.mirror_in(band, self.view), border_radius=6)
            label = theme.text(line.text, TEXT_SIZE, theme.WHITE, bold=True)
            surface.blit(label, label.get_rect(center=band.center))
            return
        if i % 2 == 0:
            pygame.draw.rect(surface, theme.LOG_BAND, theme.mirror_in(band, self.view), border_radius=6)
        if line.turn is not None:
            number = theme.text(str(line.turn), theme.min_text(), theme.MUTED, bold=True)
            spot = pygame.Rect(self.view.x, y, NUMBER_W, LINE_H)
            surface.blit(number, number.get_rect(center=theme.mirror_in(spot, self.view).center))
        if line.seat is not None:
            icon = pygame.Rect(self.view.x + NUMBER_W + 4, y, ICON, ICON)
            surface.blit(self.seat_mark(line.seat), theme.mirror_in(icon, self.view))
        for k, text in enumerate(wrapped):
            label = theme.text(text, TEXT_SIZE)
            spot = pygame.Rect(self.view.x + NUMBER_W + ICON + 16, y + k * LINE_H, label.get_width(), LINE_H)
            surface.blit(label, theme.mirror_in(spot, self.view))

    def keyboard_hint(self) -> str:
        return _("Arrows, Page Up/Down, Home, End: scroll · Esc: close")
