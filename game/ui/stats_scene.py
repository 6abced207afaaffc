"""The statistics screen: per game, a row per player; the solitaire's scores; Figuras' 111.

Reached from the main menu. One game at a time (a row of tabs at the top): played,
won, lost, win rate, current and best streak of every player name; for Rummidrez
also the solitaire's best scores and latest attempts, for Figuras each name's
closest approach to 111. "Reset statistics" asks first.
"""

from __future__ import annotations

import pygame

from game import i18n, stats
from game.games import checked_entries
from game.i18n import _, ngettext, shown_name
from game.ui import theme
from game.ui.dialogs import ConfirmDialog
from game.ui.game_pictures import menu_picture
from game.ui.scene import Scene
from game.ui.widgets import Button, ChoiceRow, draw_panel

PANEL = pygame.Rect(100, 128, theme.WIDTH - 200, 590)
ROW_H = 34
LAST_ATTEMPTS = 6
HEADER_H = 150  # the chosen game's picture, name, summary and leaders, above its table
PICTURE_W = 196  # the picture, 120 high: the menu's proportions
OVERVIEW_H = 150  # a game's card in the overview along the panel's foot
OVERVIEW_PICTURE = (140, 84)
SOLITAIRE_HEADER_ROWS = 2  # Rummidrez' matches under its header, with its solitaire below


def percent(rate: float | None) -> str:
    return "—" if rate is None else f"{round(rate * 100)} %"


class StatsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = [(ui.info.id, _(ui.info.title)) for ui in checked_entries()]
        self.note = ""  # a sentence under the tabs (a damaged file, a reset)
        self.scroll = 0
        self.load()
        ids = [g for g, _title in self.games]
        with_data = [g for g in ids if self.has_data(g)]
        self.game = with_data[0] if with_data else ids[0]
        self.tabs = ChoiceRow((PANEL.x, 74, PANEL.width, 44), ids, [t for _g, t in self.games], self.game,
                              self.choose)
        self.reset_button = Button((PANEL.x, theme.HEIGHT - 68, 240, 50), _("Reset statistics"), self.ask_reset,
                                   colour="BUTTON_DELETE")
        self.back_button = Button((PANEL.right - 200, theme.HEIGHT - 68, 200, 50), _("Back"), app.pop,
                                  key=pygame.K_BACKSPACE)
        self.widgets = [self.tabs, self.reset_button, self.back_button]
        self.reset_button_enabled()

    # ------------------------------------------------------------ data

    def load(self) -> None:
        self.data, notice = stats.load()
        if notice:
            self.note = notice
            self.app.notices.append(notice)
        self.reset_button_enabled()

    def reset_button_enabled(self) -> None:
        if hasattr(self, "reset_button"):
            self.reset_button.enabled = not self.data.is_empty()

    def has_data(self, game_id: str) -> bool:
        if any(r.played for r in self.data.games.get(game_id, {}).values()):
            return True
        if game_id == stats.SOLITAIRE_GAME and (self.data.solitaire_best or self.data.solitaire_history):
            return True
        return game_id == stats.CLOSEST_GAME and bool(self.data.closest)

    def rows(self, game_id: str) -> list[tuple[str, stats.Record]]:
        """The game's players, most games first; Figuras also lists names known only by their 111."""
        records = dict(self.data.games.get(game_id, {}))
        if game_id == stats.CLOSEST_GAME:
            for name in self.data.closest:
                records.setdefault(name, stats.Record())
        return sorted(records.items(), key=lambda item: (-item[1].played, -item[1].won, item[0].casefold()))

    # ------------------------------------------------------------ actions

    def choose(self, game_id: str) -> None:
        self.game = game_id
        self.scroll = 0

    def ask_reset(self) -> None:
        self.app.push(ConfirmDialog(
            self.app, _("Reset statistics?"),
            _("Every game's results, streaks and best scores will be forgotten. This cannot be undone."),
            self.reset))

    def reset(self) -> None:
        self.app.pop()  # the question
        try:
            stats.reset()
        except OSError:
            self.note = _("The statistics could not be saved.")
            return
        self.load()
        self.scroll = 0
        self.note = _("The statistics were reset.")

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                ids = [g for g, _title in self.games]
                step = 1 if event.key == pygame.K_RIGHT else -1
                self.choose(ids[(ids.index(self.game) + step) % len(ids)])
                self.tabs.selected = self.game
                return
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                self.scroll += 1 if event.key == pygame.K_DOWN else -1
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            card = next((g for g, rect in self.overview_cards() if rect.collidepoint(event.pos)), None)
            if card is not None:  # a game's card chooses it, as its tab does
                self.choose(card)
                self.tabs.selected = card
                return
        super().handle_event(event)

    # ------------------------------------------------------------ drawing

    def shows_header(self) -> bool:
        """Whether the game's header fits above its table: when the table's rows fit under it (a
        long table keeps the room for its rows)."""
        room = SOLITAIRE_HEADER_ROWS if self.game == stats.SOLITAIRE_GAME else self.visible_rows(HEADER_H)
        return len(self.rows(self.game)) <= room

    @staticmethod
    def visible_rows(top: int) -> int:
        """The rows of a table that start `top` pixels into the panel (the footnote under them)."""
        return (PANEL.height - 110 - top) // ROW_H

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT)
        theme.blit_center(surface, theme.text(_("Statistics"), theme.TEXT_TITLE, theme.WHITE, bold=True), (theme.WIDTH // 2, 36))
        draw_panel(surface, PANEL)
        top = 0
        if self.shows_header():
            self.draw_header(surface)
            top = HEADER_H
        if self.game == stats.SOLITAIRE_GAME:
            players = SOLITAIRE_HEADER_ROWS if top else 6
            self.draw_players(surface, PANEL.y + 20 + top, players)
            self.draw_solitaire(surface, PANEL.y + 20 + top + 60 + players * ROW_H + 24)
        else:
            self.draw_players(surface, PANEL.y + 20 + top, self.visible_rows(top))
        self.draw_overview(surface)
        footnote = _("Win rate: games won of games played. A draw counts as played, neither won nor lost, "
                     "and ends a streak (wins in a row).")
        theme.blit_center(surface, theme.fit_text(footnote, theme.TEXT_SMALL, PANEL.width - 60, theme.MUTED),
                          (PANEL.centerx, PANEL.bottom - 22))
        if self.note:
            theme.blit_center(surface, theme.fit_text(self.note, theme.TEXT_BODY, PANEL.width - 560, theme.FELT_NOTE),
                              (theme.WIDTH // 2, PANEL.bottom + 18))
        super().draw(surface)

    def highlights(self, game_id: str | None = None, size: int = theme.TEXT_BODY, width: int = 10**4,
                   bold: bool = True) -> list[str]:
        """A game's leaders (the chosen one's by default): the most wins and the longest streak,
        each with its number; a long name cut ("…") so that the line fits `width` at `size`."""
        rows = self.rows(game_id or self.game)
        lines: list[str] = []
        most = max(rows, key=lambda row: row[1].won, default=None)
        longest = max(rows, key=lambda row: row[1].best_streak, default=None)
        for template, leader, n in (
                (_("Most wins: {name} ({n})"), most, most[1].won if most else 0),
                (_("Best streak: {name} ({n})"), longest, longest[1].best_streak if longest else 0)):
            if leader is None or not n:
                continue
            name = shown_name(leader[0])
            room = width - theme.text_width(template.format(name="", n=n), size, bold)
            lines.append(template.format(name=theme.cut_to(name, size, room, bold), n=n))
        return lines

    def header_boxes(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The game's picture and its words beside it, at the top of the panel (mirrored in RTL)."""
        picture = pygame.Rect(PANEL.x + 30, PANEL.y + 20, PICTURE_W, HEADER_H - 30)
        words = pygame.Rect(picture.right + 24, picture.y, PANEL.right - 30 - picture.right - 24, picture.height)
        return theme.mirror(picture), theme.mirror(words)

    def draw_header(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The chosen game's picture (drawn by its real painters), its name, its summary and its
        leaders; the boxes drawn."""
        picture, words = self.header_boxes()
        drawn = [surface.blit(menu_picture(self.game, picture.width, picture.height, theme.rtl(), i18n.language()),
                              picture)]
        title = dict(self.games)[self.game]
        lines = [(theme.fit_text(title, theme.TEXT_HEADING, words.width, theme.INK, bold=True), 6)]
        description = next(ui.info.description for ui in checked_entries() if ui.info.id == self.game)
        lines += [(theme.text(line, theme.TEXT_SMALL, theme.MUTED), 2)
                  for line in theme.wrap(_(description), theme.TEXT_SMALL, words.width)[:2]]
        lines += [(theme.fit_text(line, theme.TEXT_BODY, words.width, theme.INK, bold=True), 2)
                  for line in self.highlights(width=words.width)]
        y = words.y
        for image, gap in lines:
            drawn.append(surface.blit(image, (theme.align_x(words.x, words.width, image.get_width()), y)))
            y += image.get_height() + gap
        return drawn

    def overview_cards(self) -> list[tuple[str, pygame.Rect]]:
        """Every game's card (picture, name, leader) along the panel's foot, where the chosen game's
        table leaves the room: [] when its rows reach down there."""
        if self.game == stats.SOLITAIRE_GAME:
            return []
        top = PANEL.bottom - 44 - OVERVIEW_H
        rows_end = PANEL.y + 20 + (HEADER_H if self.shows_header() else 0) + 80 + max(1, len(self.rows(self.game))) * ROW_H
        if rows_end + 24 > top:
            return []
        gap = 16
        width = (PANEL.width - 60 - gap * (len(self.games) - 1)) // len(self.games)
        return [(game_id, theme.mirror(pygame.Rect(PANEL.x + 30 + i * (width + gap), top, width, OVERVIEW_H)))
                for i, (game_id, _title) in enumerate(self.games)]

    def draw_overview(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The games' cards; the chosen one ringed. The boxes drawn."""
        drawn = []
        for game_id, card in self.overview_cards():
            chosen = game_id == self.game
            pygame.draw.rect(surface, theme.HIGHLIGHT if chosen else theme.PANEL_EDGE, card, 3 if chosen else 2,
                             border_radius=10)
            picture = pygame.Rect(0, 0, OVERVIEW_PICTURE[0], OVERVIEW_PICTURE[1])
            picture.midtop = (card.centerx, card.y + 8)
            surface.blit(menu_picture(game_id, *picture.size, theme.rtl(), i18n.language()), picture)
            title = theme.fit_text(dict(self.games)[game_id], theme.TEXT_BODY, card.width - 16, theme.INK, bold=True)
            surface.blit(title, title.get_rect(midtop=(card.centerx, picture.bottom + 6)))
            leader = (self.highlights(game_id, theme.TEXT_SMALL, card.width - 16, bold=False)
                      or [_("No finished games yet.")])[0]
            line = theme.fit_text(leader, theme.TEXT_SMALL, card.width - 16, theme.MUTED)
            surface.blit(line, line.get_rect(midtop=(card.centerx, picture.bottom + 32)))
            drawn.append(card)
        return drawn

    def columns(self) -> list[tuple[str, int]]:
        heads = [_("Played"), _("Won"), _("Lost"), _("Win rate"), _("Streak"), _("Best streak")]
        if self.game == stats.CLOSEST_GAME:
            heads.append(_("Closest to 111"))
        x0, x1 = PANEL.x + 350, PANEL.right - 20
        step = (x1 - x0) / len(heads)
        return [(head, round(x0 + step * (i + 0.5))) for i, head in enumerate(heads)]

    def draw_players(self, surface: pygame.Surface, y: int, visible: int) -> None:
        x = PANEL.x + 30
        title = _("Matches") if self.game == stats.SOLITAIRE_GAME else _("Players")
        surface.blit(theme.text(title, theme.TEXT_HEADING, theme.INK, bold=True), (x, y))
        rows = self.rows(self.game)
        columns = self.columns()
        y += 40
        surface.blit(theme.text(_("Player"), theme.TEXT_SMALL, theme.MUTED, bold=True), (x, y + 8))
        width = (columns[1][1] - columns[0][1]) - 8
        for head, cx in columns:  # a long heading takes two lines
            size = theme.TEXT_SMALL
            lines = theme.wrap(head, size, width, bold=True)[:2] if theme.text_width(head, size, True) > width else [head]
            for i, line in enumerate(lines):
                line_y = y + 17 if len(lines) == 1 else y + 9 + 17 * i
                theme.blit_center(surface, theme.fit_text(line, size, width, theme.MUTED, bold=True), (cx, line_y))
        y += 40
        if not rows:
            surface.blit(theme.text(_("No finished games yet."), theme.TEXT_BODY, theme.MUTED), (x, y + 6))
            return
        self.scroll = max(0, min(self.scroll, len(rows) - visible))
        for i, (name, record) in enumerate(rows[self.scroll:self.scroll + visible]):
            row = pygame.Rect(PANEL.x + 14, y, PANEL.width - 28, ROW_H - 4)
            if (i + self.scroll) % 2 == 0:
                pygame.draw.rect(surface, theme.ROW_BAND, row, border_radius=6)
            name_image = theme.fit_name(shown_name(name), theme.TEXT_LABEL, 330, theme.INK, bold=True)
            surface.blit(name_image, name_image.get_rect(midleft=(x, row.centery)))
            values = [str(record.played), str(record.won), str(record.lost), percent(record.win_rate),
                      str(record.streak), str(record.best_streak)]
            if self.game == stats.CLOSEST_GAME:
                closest = self.data.closest.get(name)
                values.append("—" if closest is None else str(closest))
            for value, (_head, cx) in zip(values, columns, strict=True):
                theme.blit_center(surface, theme.text(value, theme.TEXT_LABEL), (cx, row.centery))
            y += ROW_H
        if len(rows) > visible:
            more = ngettext("{first}–{last} of {n} player: scroll for more",
                            "{first}–{last} of {n} players: scroll for more", len(rows)).format(
                first=self.scroll + 1, last=min(len(rows), self.scroll + visible), n=len(rows))
            surface.blit(theme.text(more, theme.TEXT_SMALL, theme.MUTED), (x, y + 2))

    def draw_solitaire(self, surface: pygame.Surface, y: int) -> None:
        x = PANEL.x + 30
        pygame.draw.line(surface, theme.PANEL_EDGE, (PANEL.x + 20, y - 12), (PANEL.right - 20, y - 12), 2)
        surface.blit(theme.text(_("Solitaire"), theme.TEXT_HEADING, theme.INK, bold=True), (x, y))
        surface.blit(theme.text(_("(lower is better)"), theme.TEXT_SMALL, theme.MUTED), (x + 130, y + 6))
        y += 38
        surface.blit(theme.text(_("Best score"), theme.TEXT_SMALL, theme.MUTED, bold=True), (x, y))
        right_x = PANEL.x + PANEL.width // 2
        surface.blit(theme.text(_("Last attempts"), theme.TEXT_SMALL, theme.MUTED, bold=True), (right_x, y))
        y += 26
        best = sorted(self.data.solitaire_best.items(), key=lambda item: (item[1], item[0].casefold()))
        if not best:
            surface.blit(theme.text(_("No solitaire finished yet."), theme.TEXT_BODY, theme.MUTED), (x, y))
        for i, (name, score) in enumerate(best[:LAST_ATTEMPTS]):
            surface.blit(theme.fit_name(shown_name(name), theme.TEXT_BODY, 300, theme.INK), (x, y + i * 26))
            surface.blit(theme.text(str(score), theme.TEXT_BODY, theme.INK, bold=True), (x + 330, y + i * 26))
        attempts = list(reversed(self.data.solitaire_history[-LAST_ATTEMPTS:]))
        if not attempts:
            surface.blit(theme.text(_("No attempts yet."), theme.TEXT_BODY, theme.MUTED), (right_x, y))
        for i, attempt in enumerate(attempts):
            line_y = y + i * 26
            surface.blit(theme.text(attempt.date, theme.TEXT_SMALL, theme.MUTED), (right_x, line_y + 2))
            surface.blit(theme.fit_name(shown_name(attempt.name), theme.TEXT_BODY, 170, theme.INK), (right_x + 150, line_y))
            if attempt.score is None:
                result = theme.text(_("the stock ran out"), theme.TEXT_BODY, theme.DANGER)
            else:
                result = theme.text(str(attempt.score), theme.TEXT_BODY, theme.INK, bold=True)
            surface.blit(result, (right_x + 335, line_y))
