"""Continue: every game in progress, each to continue or delete.

Reached from the menu's Continue. One row per saved game (game.saves), the last played first:
the game, how far it has come (its round, or its moves), the players with their scores, and
when it was last played; at the end of the row Continue and Delete (which asks first). Six
rows show at once; the ▲ and ▼ buttons (or the mouse wheel, Page Up and Page Down) show the
others. In right-to-left languages each row reads from the right, its buttons at the left.
"""

from __future__ import annotations

import time
from pathlib import Path

import pygame

from game import saves
from game.ai.hints import team_name
from game.engine import GAMES
from game.engine.core import LIST_SEPARATOR
from game.games import entry
from game.i18n import _, is_computer_default, ngettext
from game.ui import theme
from game.ui.dialogs import ConfirmDialog
from game.ui.scene import Scene
from game.ui.widgets import Button, draw_panel

PANEL = pygame.Rect(80, 122, 1120, 590)
ROW_H = 94
ROWS = 6  # rows shown at once
ROW_TOP = PANEL.y + 14
TEXT_PAD = 18
BUTTONS_W = 300  # Continue and Delete at the end of a row
NOTICE = pygame.Rect(190, 76, 900, 38)


def when_played(seconds: float, now: float | None = None) -> str:
    """"Last played today at 14:32", yesterday, or on a date (year-month-day: read alike everywhere)."""
    played, today = time.localtime(seconds), time.localtime(now)
    clock = time.strftime("%H:%M", played)
    days = (time.mktime(today[:3] + (12, 0, 0, 0, 0, -1)) - time.mktime(played[:3] + (12, 0, 0, 0, 0, -1))) // 86400
    if days == 0:
        return _("Last played today at {time}").format(time=clock)
    if days == 1:
        return _("Last played yesterday at {time}").format(time=clock)
    return _("Last played on {date} at {time}").format(date=time.strftime("%Y-%m-%d", played), time=clock)


def progress_line(game: saves.SavedGame) -> str:
    """How far the game has come: its round, the solitaire's cards on the table, or its moves (and
    Sequence's sequences per team)."""
    shown = game.progress
    if "table" in shown:
        return ngettext("Solitaire: {n} card on the table", "Solitaire: {n} cards on the table",
                        shown["table"]).format(n=shown["table"])
    if "round" in shown:
        return _("Round {n}").format(n=shown["round"])
    moves = ngettext("{n} move", "{n} moves", shown["moves"]).format(n=shown["moves"])
    if "sequences" in shown:
        teams = _(LIST_SEPARATOR).join(_("{name}: {points}").format(name=team_name(i), points=n)
                                       for i, n in enumerate(shown["sequences"][:3]))
        return _("{moves} · sequences: {teams}").format(moves=moves, teams=teams)
    return moves


def players_line(game: saves.SavedGame) -> list[str]:
    """Each player's name, with their score where the game keeps one; computers marked."""
    scores = game.progress.get("scores")
    out = []
    for i, seat in enumerate(game.seats):
        # "Computer 3 (computer)" would say it twice; a computer named "Anna" is marked.
        marked = seat.computer and not is_computer_default(seat.name)
        name = seat.shown + " " + _("(computer)") if marked else seat.shown
        out.append(_("{name}: {points}").format(name=name, points=scores[i]) if scores else name)
    return out


class SavesScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.games: list[saves.SavedGame] = []
        self.top = 0  # the first row shown
        self.read()

    # ------------------------------------------------------------ the list

    def read(self) -> None:
        """Read the saves folder again (a save that cannot be read is put aside, and said)."""
        self.games, told = saves.in_progress()
        self.app.notices.extend(told)
        self.top = max(0, min(self.top, len(self.games) - ROWS))
        self.build()

    def row_rect(self, shown: int) -> pygame.Rect:
        """The rect of the `shown`-th row on screen (0: the top one)."""
        return pygame.Rect(PANEL.x + 14, ROW_TOP + shown * ROW_H, PANEL.width - 28, ROW_H - 8)

    def shown(self) -> list[tuple[saves.SavedGame, pygame.Rect]]:
        return [(game, self.row_rect(i)) for i, game in enumerate(self.games[self.top:self.top + ROWS])]

    def build(self) -> None:
        self.widgets = []
        self.continue_buttons: list[Button] = []
        for game, row in self.shown():
            end = pygame.Rect(row.right - BUTTONS_W, row.y, BUTTONS_W, row.height)
            go = Button(theme.mirror_in((end.x + 6, row.centery - 23, 156, 46), row), _("Continue"),
                        lambda path=game.path: self.continue_game(path), colour="BUTTON_GO")
            drop = Button(theme.mirror_in((end.x + 170, row.centery - 23, 116, 46), row), _("Delete"),
                          lambda game=game: self.ask_delete(game), colour="BUTTON_DELETE")
            self.continue_buttons.append(go)
            self.widgets += [go, drop]
        self.up_button = Button(theme.mirror((PANEL.right - 116, PANEL.bottom + 10, 54, 46)), "▲",
                                lambda: self.scroll(-ROWS), colour="BUTTON_NEUTRAL")
        self.down_button = Button(theme.mirror((PANEL.right - 56, PANEL.bottom + 10, 54, 46)), "▼",
                                  lambda: self.scroll(ROWS), colour="BUTTON_NEUTRAL")
        self.up_button.visible = self.down_button.visible = len(self.games) > ROWS
        self.up_button.enabled = self.top > 0
        self.down_button.enabled = self.top + ROWS < len(self.games)
        self.back_button = Button(theme.mirror((PANEL.x, PANEL.bottom + 10, 180, 48)), _("Back"), self.app.pop,
                                  colour="BUTTON_QUIET")
        self.widgets += [self.up_button, self.down_button, self.back_button]

    def scroll(self, rows: int) -> None:
        top = max(0, min(self.top + rows, len(self.games) - ROWS))
        if top != self.top:
            self.top = top
            self.build()

    # ------------------------------------------------------------ actions

    def continue_game(self, path: Path) -> None:
        match, problem = saves.load(path)
        if match is None:
            if problem:
                self.app.notices.append(problem)
            self.read()
            return
        self.app.replace(entry(match.info.id).scene(self.app, match))

    def ask_delete(self, game: saves.SavedGame) -> None:
        names = _(LIST_SEPARATOR).join(theme.short_name(seat.shown) for seat in game.seats)
        question = _("{title} with {names}: once it is deleted, it cannot be continued.").format(
            title=_(GAMES[game.game_id].title), names=names)
        self.app.push(ConfirmDialog(self.app, _("Delete this game?"), question, lambda: self.delete(game)))

    def delete(self, game: saves.SavedGame) -> None:
        self.app.pop()  # the question
        problem = saves.delete(game.path)
        if problem:
            self.app.notices.append(problem)
        self.read()

    def on_resume(self) -> None:
        self.build()  # a language or the layout may have changed meanwhile

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def focus_first(self) -> object:
        return self.continue_buttons[0] if self.continue_buttons else self.back_button

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll(ROWS if event.key == pygame.K_PAGEDOWN else -ROWS)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and self.app.notices and NOTICE.collidepoint(event.pos):
            self.app.notices.clear()
            return
        super().handle_event(event)

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT)
        theme.blit_center(surface, theme.text(_("Games in progress"), theme.TEXT_TITLE, theme.WHITE, bold=True),
                          (theme.WIDTH // 2, 40))
        if self.app.notices:
            pygame.draw.rect(surface, theme.ROW_NOTICE, NOTICE, border_radius=8)
            line = self.app.notices[-1] + "  " + _("(click to dismiss)")
            theme.blit_center(surface, theme.fit_text(line, theme.TEXT_BODY, NOTICE.width - 20), NOTICE.center)
        draw_panel(surface, PANEL)
        if not self.games:
            theme.blit_center(surface, theme.text(_("No game in progress."), theme.TEXT_LABEL, theme.MUTED), PANEL.center)
        for i, (game, row) in enumerate(self.shown()):
            self.draw_row(surface, game, row, (self.top + i) % 2 == 0)
        if len(self.games) > ROWS:
            more = ngettext("{first}–{last} of {n} game", "{first}–{last} of {n} games", len(self.games)).format(
                first=self.top + 1, last=min(len(self.games), self.top + ROWS), n=len(self.games))
            label = theme.fit_text(more, theme.TEXT_BODY, 500, theme.WHITE)
            span = theme.mirror((PANEL.right - 640, PANEL.bottom + 22, 510, 0))
            surface.blit(label, (span.right - label.get_width() if not theme.rtl() else span.x, PANEL.bottom + 22))
        super().draw(surface)

    def draw_row(self, surface: pygame.Surface, game: saves.SavedGame, row: pygame.Rect, shaded: bool) -> None:
        """The game, how far it has come and when it was last played, its players: read from the
        start of the line; the buttons at its end (mirrored in right to left)."""
        if shaded:
            pygame.draw.rect(surface, theme.ROW_BAND, row, border_radius=8)
        span = theme.mirror_in((row.x + TEXT_PAD, row.y, row.width - BUTTONS_W - TEXT_PAD - 10, row.height), row)
        big = theme.big  # "Large cards and text": every line larger, the three still in the row
        top = row.y + (row.height - big(theme.TEXT_LABEL) - big(theme.TEXT_BODY) - big(theme.TEXT_SMALL) - 12) // 2
        title = theme.fit_text(_(GAMES[game.game_id].title), big(theme.TEXT_LABEL), 300, theme.INK, bold=True)
        x = theme.align_x(span.x, span.width, title.get_width())
        surface.blit(title, (x, top))
        room = span.width - title.get_width() - 16
        progress = theme.fit_text(progress_line(game), big(theme.TEXT_SMALL), room, theme.INK)
        after = x - 16 - progress.get_width() if theme.rtl() else x + title.get_width() + 16
        surface.blit(progress, (after, top + title.get_height() - progress.get_height() - 2))
        top += big(theme.TEXT_LABEL) + 6
        names = theme.fit_names(players_line(game), big(theme.TEXT_BODY), span.width, theme.INK, separator=_(LIST_SEPARATOR))
        surface.blit(names, (theme.align_x(span.x, span.width, names.get_width()), top))
        top += big(theme.TEXT_BODY) + 6
        played = theme.fit_text(when_played(game.played), big(theme.TEXT_SMALL), span.width, theme.MUTED)
        surface.blit(played, (theme.align_x(span.x, span.width, played.get_width()), top))
