"""The end-of-round summary shown over a table, shared by the games that are played in rounds.

What every round's summary does is here: a panel over the dimmed table with a title and a
line under it, a button (Next round, or See the result after the last round) that Enter
presses, Esc closing it too, and the table told once it is closed (`summary_closed`).
Each game draws its own rows of seats (`draw_body`) and, if it likes, something behind the
panel (`draw_backdrop`).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.dialogs import dim
from game.ui.scene import Scene
from game.ui.widgets import Button, draw_panel


class RoundSummaryDialog(Scene):
    """A round's summary: `title` and `subtitle` over the game's own rows, then Next round."""

    opaque = False
    announcement = True  # a demo closes it by itself (Enter) once it has been read
    body_top = 100  # where the game's rows start, below the panel's top

    def __init__(self, app, scene: Any, data: dict, match_over: bool, size: tuple[int, int],
                 center: tuple[int, int] | None = None) -> None:
        super().__init__(app)
        self.scene = scene  # the table: its `summary_closed(match_over)` is called on closing
        self.data = data
        self.match_over = match_over
        self.panel = pygame.Rect((0, 0), size)
        self.panel.center = center or (theme.WIDTH // 2, theme.HEIGHT // 2)
        self.title = ""
        self.subtitle = ""
        self.clock = 0.0  # seconds on screen, for anything drawn in motion
        label = _("See the result") if match_over else _("Next round")
        self.widgets.append(Button((self.panel.centerx - 130, self.panel.bottom - 66, 260, 50), label, self.close,
                                   key=pygame.K_RETURN, size=22))

    def close(self) -> None:
        self.app.pop()
        self.scene.summary_closed(self.match_over)

    def on_escape(self) -> bool:
        self.close()
        return True

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 130)
        self.draw_backdrop(surface)
        draw_panel(surface, self.panel)
        p = self.panel
        theme.blit_center(surface, theme.fit_text(self.title, 28, p.width - 40, theme.INK, bold=True),
                          (p.centerx, p.y + 36))
        theme.blit_center(surface, theme.fit_text(self.subtitle, 18, p.width - 60, theme.MUTED),
                          (p.centerx, p.y + 70))
        with theme.mirrored(surface, p) as body:  # right to left in Arabic: the names' column at the right
            self.draw_body(body, p.y + self.body_top)
        super().draw(surface)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """Drawn over the dimmed table, behind the panel; nothing unless a game adds it."""

    def draw_body(self, surface: pygame.Surface, y: int) -> None:
        """The game's rows of seats, from `y` down."""
        raise NotImplementedError
