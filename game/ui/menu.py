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
            x = rect.right - 220
            self.widgets.append(Button((x, rect.y + 14, 200, 48), _("New game"), lambda ui=ui: self.new_game(ui)))
            if has_save:
                self.widgets.append(Button((x, rect.y + 72, 96, 42), _("Continue"), lambda ui=ui: self.continue_game(ui),
                                           colour=(40, 140, 80), size=16))
            self.widgets.append(Button((x + 104 if has_save else x, rect.y + 72, 96 if has_save else 200, 42), _("Rules"),
                                       lambda ui=ui: self.app.push(RulesScene(self.app, _(ui.info.title), _(ui.rules_text))),
                                       colour=(110, 110, 130), size=16))
            y += 142
        self.widgets.append(Button((theme.WIDTH // 2 - 90, theme.HEIGHT - 66, 180, 48), _("Quit"), self.quit,
                                   colour=(120, 60, 60)))

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
            surface.blit(theme.text(_(ui.info.title), 30, theme.INK, bold=True), (rect.x + 24, rect.y + 16))
            y = rect.y + 60
            for line in theme.wrap(_(ui.info.description), 17, rect.width - 270)[:3]:
                surface.blit(theme.text(line, 17, theme.MUTED), (rect.x + 24, y))
                y += 22
        super().draw(surface)
