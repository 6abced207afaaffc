"""The main menu: every game of the registry, with New game and Rules; Continue (while games are in
progress: game.ui.saves_scene), Demo, Statistics, Settings and Quit."""

from __future__ import annotations

import pygame

from game import i18n, saves
from game.games import GameEntry, checked_entries
from game.i18n import _, ngettext
from game.ui import theme
from game.ui.dialogs import RulesScene
from game.ui.game_pictures import menu_picture
from game.ui.scene import Scene
from game.ui.widgets import Button, draw_panel

MENU_LINE = pygame.Rect(110, 0, 1060, 130)  # a game's line (its y is set by its place in the list)
PICTURE = pygame.Rect(0, 0, 180, 110)  # the game's picture at the start of its line


class MenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = checked_entries()
        self.build()

    def build(self) -> None:
        self.widgets = []
        self.counts = saves.counts()  # games in progress, by game (their files' names: nothing is read)
        self.cards: list[tuple[GameEntry, pygame.Rect]] = []
        y = 122
        for ui in self.games:
            rect = pygame.Rect(MENU_LINE.x, y, MENU_LINE.width, 130)
            self.cards.append((ui, rect))
            x = rect.x + 20 if theme.rtl() else rect.right - 220  # the buttons at the end of the line
            self.widgets.append(Button((x, rect.y + 14, 200, 48), _("New game"), lambda ui=ui: self.new_game(ui)))
            self.widgets.append(Button((x, rect.y + 72, 200, 42), _("Rules"),
                                       lambda ui=ui: self.app.push(RulesScene(self.app, _(ui.info.title), _(ui.rules_text), ui.info.id)),
                                       colour="BUTTON_QUIET"))
            y += 142
        # The bottom row in reading order (mirrored for right-to-left languages): Continue first while
        # a game is in progress, Quit last.
        bottom = [(_("Demo"), self.open_demo, "BUTTON_NEUTRAL"), (_("Statistics"), self.open_statistics, "BUTTON_NEUTRAL"),
                  (_("Settings"), self.open_settings, "BUTTON_NEUTRAL"), (_("Quit"), self.quit, "BUTTON_QUIT")]
        self.continue_button: Button | None = None
        if sum(self.counts.values()):
            bottom.insert(0, (_("Continue"), self.open_saves, "BUTTON_GO"))
        # One text size for the row: a label too long for 180 px ("Demostración" with large text)
        # widens its button instead of being drawn smaller than the others.
        widths = [max(180, theme.text_width(label, theme.big(theme.TEXT_LABEL), True) + 32) for label, *_ in bottom]
        if sum(widths) + 20 * (len(bottom) - 1) > theme.WIDTH - 40:
            widths = [180] * len(bottom)
        total = sum(widths) + 20 * (len(bottom) - 1)
        row = pygame.Rect(theme.WIDTH // 2 - total // 2, theme.HEIGHT - 66, total, 48)
        for i, (label, on_click, colour) in enumerate(bottom):
            rect = theme.mirror_in((row.x + sum(widths[:i]) + 20 * i, row.y, widths[i], 48), row)
            self.widgets.append(Button(rect, label, on_click, colour=colour))
            if on_click == self.open_saves:
                self.continue_button = self.widgets[-1]

    def open_settings(self) -> None:
        from game.ui.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def open_demo(self) -> None:
        from game.ui.demo_mode import DemoChooser

        self.app.push(DemoChooser(self.app))

    def open_statistics(self) -> None:
        from game.ui.stats_scene import StatsScene

        self.app.push(StatsScene(self.app))

    def on_resume(self) -> None:
        self.build()

    def quit(self) -> None:
        self.app.running = False

    def new_game(self, ui: GameEntry) -> None:
        from game.ui.setup import SetupScene

        self.app.push(SetupScene(self.app, ui))

    def open_saves(self) -> None:
        from game.ui.saves_scene import SavesScene

        self.app.push(SavesScene(self.app))

    def focus_first(self) -> object | None:
        return self.continue_button  # with a game in progress, Enter goes on with it (None: the first game)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.app.notices:
            self.app.notices.clear()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and self.app.notices and self.notice_rect().collidepoint(event.pos):
            self.app.notices.clear()
            return
        super().handle_event(event)

    def notice_rect(self) -> pygame.Rect:
        return pygame.Rect(MENU_LINE.x, 76, MENU_LINE.width, 38)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT)
        theme.blit_center(surface, theme.text(_("Game Table"), theme.TEXT_DISPLAY, theme.WHITE, bold=True), (theme.WIDTH // 2, 40))
        if self.app.notices:
            rect = self.notice_rect()
            pygame.draw.rect(surface, theme.ROW_NOTICE, rect, border_radius=8)
            line = self.app.notices[-1] + "  " + _("(click to dismiss)")
            theme.blit_center(surface, theme.fit_text(line, theme.TEXT_BODY, rect.width - 20), rect.center)
        for ui, rect in self.cards:
            draw_panel(surface, rect)
            # The game's picture, title and description at the start of the line, the buttons at its end
            # (mirrored in RTL).
            picture = self.picture_rect(rect)
            surface.blit(menu_picture(ui.info.id, picture.width, picture.height, theme.rtl(), i18n.language()), picture)
            text_width = rect.width - 270 - PICTURE.width - 20
            text_x = picture.x - 20 - text_width if theme.rtl() else picture.right + 20
            title = theme.fit_text(_(ui.info.title), theme.TEXT_TITLE, text_width, theme.INK, bold=True)
            title_x = theme.align_x(text_x, text_width, title.get_width())
            surface.blit(title, (title_x, rect.y + 16))
            self.draw_in_progress(surface, self.counts.get(ui.info.id, 0), title_x, title.get_width(),
                                  text_x, text_width, rect.y + 22)
            y = rect.y + 60
            for line in theme.wrap(_(ui.info.description), theme.TEXT_BODY, text_width)[:3]:
                words = theme.text(line, theme.TEXT_BODY, theme.MUTED)
                surface.blit(words, (theme.align_x(text_x, text_width, words.get_width()), y))
                y += 22
        super().draw(surface)

    @staticmethod
    def picture_rect(line: pygame.Rect) -> pygame.Rect:
        """Where a game's picture goes on its menu line: at the line's start."""
        return theme.mirror_in(PICTURE.move(line.x + 12, line.y + (line.height - PICTURE.height) // 2), line)

    @staticmethod
    def draw_in_progress(surface: pygame.Surface, count: int, title_x: int, title_w: int, text_x: int,
                         text_width: int, y: int) -> None:
        """A green tag after a game's title while games of it are in progress (Continue lists them)."""
        if not count:
            return
        words = ngettext("{n} game in progress", "{n} games in progress", count).format(n=count)
        room = text_width - title_w - 16
        label = theme.fit_text(words, theme.TEXT_SMALL, room - 16, theme.WHITE, bold=True)
        tag = pygame.Rect(0, y, label.get_width() + 16, 24)
        tag.x = title_x - 12 - tag.width if theme.rtl() else title_x + title_w + 12
        pygame.draw.rect(surface, theme.BUTTON_GO, tag, border_radius=12)
        theme.blit_center(surface, label, tag.center)

