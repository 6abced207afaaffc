"""The cut for first player: every seat's cut card and who starts."""

from __future__ import annotations

from collections.abc import Sequence
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

CARDS_PER_ROW = 6  # more cut cards go on a second row: each keeps room for a readable name under it
SMALL_CARD = 70  # a cut card's width when a round takes two rows
ROW_STEP = int(SMALL_CARD * 1.4) + 44  # a further row of cut cards with the names under them


def card_rows(cut: Sequence[tuple[int, int]]) -> list[list[tuple[int, int]]]:
    """One round of the cut in rows of at most CARDS_PER_ROW cards, as even as they can be (12 -> 6 + 6,
    8 -> 4 + 4): with 12 players one row left each name 69 pixels, "Comput…" under every card."""
    rows = -(-len(cut) // CARDS_PER_ROW)
    size = -(-len(cut) // rows)
    return [list(cut[i:i + size]) for i in range(0, len(cut), size)]


class CutDialog(Scene):
    """Shows every seat's cut card and who starts (the rules' "cut for first player")."""

    opaque = False
    announcement = True  # a demo closes it by itself (Enter) once it has been read

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        rounds = cast(SequenceState, match.state).cut
        self.panel = pygame.Rect(0, 0, 900, 200 + sum(150 + (len(card_rows(rnd)) - 1) * ROW_STEP
                                                       for rnd in rounds[-2:]))
        self.panel.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        self.widgets.append(Button((self.panel.centerx - 110, self.panel.bottom - 66, 220, 50), _("Start playing"),
                                   app.pop, key=pygame.K_RETURN))

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def slot_width(self, names: list[str], one_row: bool) -> int:
        """The width of each card's place in a row, its name under it: the cards' own 98 pixels in a
        single row, wider where a name needs it (up to the panel's share), and the panel's share when
        a round takes two rows."""
        share = (self.panel.width - 40) // len(names)
        if not one_row:
            return share
        widest = max(theme.text_width(theme.own_direction(name), theme.min_text()) for name in names) + 8
        return min(max(98, widest), share)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        draw_panel(surface, self.panel)
        state, seats = cast(SequenceState, self.match.state), self.match.seats
        starter = theme.short_name(seats[state.turn].shown)
        theme.blit_center(surface, theme.text(_("The cut: lowest card starts, aces high"), theme.TEXT_HEADING, theme.INK, bold=True),
                          (self.panel.centerx, self.panel.y + 34))
        y = self.panel.y + 66
        rounds = state.cut[-2:]
        if len(state.cut) > 1:
            theme.blit_center(surface, theme.text(_("A tie for lowest: those players cut again."), theme.TEXT_BODY, theme.MUTED),
                              (self.panel.centerx, y))
            y += 14
        for rnd in rounds:
            rows = card_rows(rnd)
            for row in rows:
                slot = self.slot_width([seats[seat].shown for seat, _card in row], len(rows) == 1)
                w = min(90 if len(rows) == 1 else SMALL_CARD, slot - 8)
                h = int(w * 1.4)
                x = self.panel.centerx - len(row) * slot // 2
                for seat, card in row:
                    c = CARDS[card]
                    # A card in the middle of its slot (8 px apart); the first seat at the start of the
                    # reading direction (mirrored in Arabic: the layout, never the card).
                    place = theme.mirror_in(pygame.Rect(x + (slot - 8 - w) // 2, y + 10, w, h), self.panel)
                    middle = place.centerx
                    surface.blit(card_face(c.rank, c.suit, w, h), place)
                    theme.blit_center(surface, theme.fit_name(seats[seat].shown, theme.min_text(), slot - 2), (middle, y + h + 22))
                    x += slot
                y += h + 44
        theme.blit_center(surface, theme.fit_text(_("{name} starts.").format(name=starter), theme.TEXT_LABEL, self.panel.width - 40,
                                                  theme.INK, bold=True), (self.panel.centerx, self.panel.bottom - 92))
        super().draw(surface)
