"""The main menu: every game of the registry, with New game, Continue and Rules."""

from __future__ import annotations

import pygame

from game import match as match_module
from game.i18n import _
from game.ui import theme
from game.ui.dialogs import RulesScene
from game.ui.games import GameUI, game_uis
from game.ui.scene import Scene
from game.ui.widgets import Button, draw_panel


class MenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = game_uis()
        self.build()

    def build(self) -> None:
        self.widgets = []
        self.cards: list[tuple[GameUI, pygame.Rect, bool]] = []
        y = 122
        for ui in self.games:
            rect = pygame.Rect(190, y, 900, 130)
            has_save = match_module.save_path_for(ui.info.id).exists()
            self.cards.append((ui, rect, has_save))
            x = rect.x + 20 if theme.rtl() else rect.right - 220  # the buttons at the end of the line
            self.widgets.append(Button((x, rect.y + 14, 200, 48), _("New game"), lambda ui=ui: self.new_game(ui)))
            continue_x, rules_x = (x + 104, x) if theme.rtl() else (x, x + 104)
            if has_save:
                self.widgets.append(Button((continue_x, rect.y + 72, 96, 42), _("Continue"),
                                           lambda ui=ui: self.continue_game(ui), colour=(40, 140, 80), size=16))
            self.widgets.append(Button((rules_x if has_save else x, rect.y + 72, 96 if has_save else 200, 42), _("Rules"),
                                       lambda ui=ui: self.app.push(RulesScene(self.app, _(ui.info.title), _(ui.rules_text))),
                                       colour=(110, 110, 130), size=16))
            y += 142
        # The bottom row in reading order (mirrored for right-to-left languages), Quit last.
        row = pygame.Rect(theme.WIDTH // 2 - 390, theme.HEIGHT - 66, 780, 48)
        bottom = [(_("Demo"), self.open_demo, (90, 90, 110)), (_("Statistics"), self.open_statistics, (90, 90, 110)),
                  (_("Settings"), self.open_settings, (90, 90, 110)), (_("Quit"), self.quit, (120, 60, 60))]
        for i, (label, on_click, colour) in enumerate(bottom):
            rect = theme.mirror_in((row.x + i * 200, row.y, 180, 48), row)
            self.widgets.append(Button(rect, label, on_click, colour=colour))

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

    def new_game(self, ui: GameUI) -> None:
        from game.ui.setup import SetupScene

        self.app.push(SetupScene(self.app, ui))

    def continue_game(self, ui: GameUI) -> None:
        match, problem = match_module.load_saved(ui.info.id)
        if match is None:
            if problem:
                self.app.notices.append(problem)
            self.build()
            return
        self.app.replace(ui.scene(self.app, match))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.app.notices:
            self.app.notices.clear()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and self.app.notices and self.notice_rect().collidepoint(event.pos):
            self.app.notices.clear()
            return
        super().handle_event(event)

    def notice_rect(self) -> pygame.Rect:
        return pygame.Rect(190, 76, 900, 38)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT)
        theme.blit_center(surface, theme.text(_("Game Table"), 40, theme.WHITE, bold=True), (theme.WIDTH // 2, 40))
        if self.app.notices:
            rect = self.notice_rect()
            pygame.draw.rect(surface, (255, 236, 170), rect, border_radius=8)
            line = self.app.notices[-1] + "  " + _("(click to dismiss)")
            theme.blit_center(surface, theme.fit_text(line, 17, rect.width - 20), rect.center)
        for ui, rect, _has_save in self.cards:
            draw_panel(surface, rect)
            # Title and description at the start of the line, the buttons at its end (mirrored in RTL).
            text_x, text_width = (rect.x + 246, rect.width - 270) if theme.rtl() else (rect.x + 24, rect.width - 270)
            title = theme.fit_text(_(ui.info.title), 30, text_width, theme.INK, bold=True)
            surface.blit(title, (theme.align_x(text_x, text_width, title.get_width()), rect.y + 16))
            y = rect.y + 60
            for line in theme.wrap(_(ui.info.description), 17, text_width)[:3]:
                words = theme.text(line, 17, theme.MUTED)
                surface.blit(words, (theme.align_x(text_x, text_width, words.get_width()), y))
                y += 22
        super().draw(surface)

