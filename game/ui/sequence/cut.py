"""The cut for first player: every seat's cut card and who starts."""

from __future__ import annotations

from typing import cast

import pygame

from game.engine.sequence import CARDS, SequenceState
from game.i18n import _
from game.match import Match
from game.ui import theme
from game.ui.cards import card_face
from game.ui.dialogs import dim
from game.ui.scene import Scene
from game.ui.widgets import Button, draw_panel


class CutDialog(Scene):
    """Shows every seat's cut card and who starts (the rules' "cut for first player")."""

    opaque = False
    announcement = True  # a demo closes it by itself (Enter) once it has been read

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        rounds = cast(SequenceState, match.state).cut
        self.panel = pygame.Rect(0, 0, 900, 200 + 150 * len(rounds[-2:]))
        self.panel.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        self.widgets.append(Button((self.panel.centerx - 110, self.panel.bottom - 66, 220, 50), _("Start playing"),
                                   app.pop, key=pygame.K_RETURN))

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        draw_panel(surface, self.panel)
        state, seats = cast(SequenceState, self.match.state), self.match.seats
        starter = theme.short_name(seats[state.turn].shown)
        theme.blit_center(surface, theme.text(_("The cut: lowest card starts, aces high"), 26, theme.INK, bold=True),
                          (self.panel.centerx, self.panel.y + 34))
        y = self.panel.y + 66
        rounds = state.cut[-2:]
        if len(state.cut) > 1:
            theme.blit_center(surface, theme.text(_("A tie for lowest: those players cut again."), 17, theme.MUTED),
                              (self.panel.centerx, y))
            y += 14
        for rnd in rounds:
            w = min(90, (self.panel.width - 40) // len(rnd) - 8)
            h = int(w * 1.4)
            x = self.panel.centerx - len(rnd) * (w + 8) // 2
            for seat, card in rnd:
                c = CARDS[card]
                surface.blit(card_face(c.rank, c.suit, w, h), (x, y + 10))
                theme.blit_center(surface, theme.fit_name(seats[seat].shown, 14, w + 6), (x + w // 2, y + h + 22))
                x += w + 8
            y += h + 44
        theme.blit_center(surface, theme.fit_text(_("{name} starts.").format(name=starter), 22, self.panel.width - 40,
                                                  theme.INK, bold=True), (self.panel.centerx, self.panel.bottom - 92))
        super().draw(surface)
