"""The end of a game over its table: the result, then Play again (Watch again in a demo) or Menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets import Button, draw_panel

if TYPE_CHECKING:
    from game.ui.table import TableScene


class GameOverDialog(Scene):
    """The result, with the table still visible; play again or leave."""

    opaque = False

    def __init__(self, app, scene: TableScene, title: str, subtitle: str = "",
                 icon: pygame.Surface | None = None, center: tuple[int, int] | None = None,
                 width: int = 560, height: int = 230) -> None:
        super().__init__(app)
        self.scene = scene
        self.title = title
        self.subtitle = subtitle
        self.icon = icon
        self.panel = pygame.Rect(0, 0, width, height)  # narrower where it must fit a table's column
        self.panel.center = center or (theme.WIDTH // 2, theme.HEIGHT // 2)
        button_w = min(220, (width - 110) // 2)  # 40 px margins, at least 30 between the two
        in_panel = theme.mirror_in  # Play again first in reading order: at the right in right to left
        self.widgets = [
            Button(in_panel((self.panel.x + 40, self.panel.bottom - 70, button_w, 50), self.panel),
                   _("Watch again") if scene.demo is not None else _("Play again"), scene.play_again,
                   key=pygame.K_RETURN),
            Button(in_panel((self.panel.right - 40 - button_w, self.panel.bottom - 70, button_w, 50), self.panel),
                   _("Menu"), scene.quit_to_menu, colour="BUTTON_NEUTRAL"),
        ]

    def on_escape(self) -> bool:
        self.scene.quit_to_menu()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.panel)
        y = self.panel.y + 44
        title_x, title_width = self.panel.centerx, self.panel.width - 140
        if self.icon is not None:  # the icon at the start of the line; the title keeps clear of it
            side = -1 if theme.rtl() else 1
            surface.blit(self.icon, self.icon.get_rect(center=(self.panel.centerx - side * (self.panel.width // 2 - 54), y)))
            title_x, title_width = self.panel.centerx + side * 30, self.panel.width - 180
        theme.blit_center(surface, theme.fit_text(self.title, theme.TEXT_TITLE, title_width, theme.INK, bold=True), (title_x, y))
        if self.subtitle:  # on two lines when long (final scores of four long names)
            size, lines = theme.wrap_fit(self.subtitle, theme.TEXT_LABEL, self.panel.width - 60, height=50)
            for i, line in enumerate(lines):
                theme.blit_center(surface, theme.text(line, size, theme.MUTED),
                                  (self.panel.centerx, round(y + 48 + (i - (len(lines) - 1) / 2) * (size + 2))))
        super().draw(surface)
