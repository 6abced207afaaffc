"""A seat's discard pile opened over the table: every card, newest first, as large as they fit."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.dialogs import Dialog

PILE_GAP = 8
NEWEST_TAG_H = 28  # the "Newest" label over the pile's newest card
FRAME_H = 150  # the panel's title, margins and Close button around the cards
# The room for the cards: the panel's width, and the screen's height less the panel's frame.
PILE_AREA = (840, theme.HEIGHT - 40 - FRAME_H - NEWEST_TAG_H)
# The tallest card drawn: the largest hand card of the tables (Figuras' 92×132), so a pile is never
# shown smaller than the hand while the dialog has room (its cards were 84 high, a third of the hand's).
TALLEST_CARD = 132


def pile_grid(count: int, tallest: int = TALLEST_CARD) -> tuple[int, int, int]:
    """(cards per row, card width, card height) for `count` cards in PILE_AREA: the largest cards
    that fit, so a long pile keeps its cards (and their numbers) readable."""
    width, height = PILE_AREA
    grid = (1, 0, 0)
    for card_h in range(tallest, 29, -2):
        card_w = int(card_h * 0.72)
        per_row = max(1, (width + PILE_GAP) // (card_w + PILE_GAP))
        grid = (per_row, card_w, card_h)
        if max(1, -(-count // per_row)) * (card_h + PILE_GAP) <= height:
            break
    return grid  # else the smallest cards, in as many rows as it takes


class PileBrowser(Dialog):
    """Every card of one pile, newest first (at the start of the reading direction), drawn by the
    game's own card painter as large as the pile allows."""

    def __init__(self, app, title: str, pile: tuple[int, ...],
                 paint: Callable[[pygame.Surface, int, pygame.Rect], None]) -> None:
        super().__init__(app, title, "" if pile else _("No cards yet."), [(_("Close"), app.pop)], width=900,
                         escape=app.pop)
        self.pile = list(reversed(pile))
        self.paint = paint
        self.per_row, self.card_w, self.card_h = pile_grid(len(self.pile))
        rows = max(1, -(-len(self.pile) // self.per_row))
        self.panel.height = FRAME_H + NEWEST_TAG_H + rows * (self.card_h + PILE_GAP) + (28 if not pile else 0)
        self.panel.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        self.widgets[0].rect.y = self.panel.bottom - 66

    def card_rect(self, i: int) -> pygame.Rect:
        """Where the pile's `i`-th card (0: the newest) is drawn, mirrored in right to left."""
        r, c = divmod(i, self.per_row)
        rect = pygame.Rect(self.panel.x + 30 + c * (self.card_w + PILE_GAP),
                           self.panel.y + 66 + NEWEST_TAG_H + r * (self.card_h + PILE_GAP), self.card_w, self.card_h)
        return theme.mirror_in(rect, self.panel)

    @staticmethod
    def newest_label() -> pygame.Surface:
        return theme.text(_("Newest"), theme.big(theme.TEXT_SMALL), theme.INK, bold=True)

    def newest_tag(self) -> pygame.Rect:
        """The "Newest" label over the newest card, from the card's start edge in the reading direction."""
        card = self.card_rect(0)
        label = self.newest_label()
        tag = pygame.Rect(0, card.y - NEWEST_TAG_H - 2, max(card.width, label.get_width() + 16), NEWEST_TAG_H)
        if theme.rtl():
            tag.right = card.right
        else:
            tag.x = card.x
        return tag

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for i, card in enumerate(self.pile):
            self.paint(surface, card, self.card_rect(i))
        if self.pile:  # the card played last: ringed, and named above it
            newest, tag = self.card_rect(0), self.newest_tag()
            pygame.draw.rect(surface, theme.NOTE_EDGE, newest.inflate(8, 8), theme.edge(4), border_radius=8)
            pygame.draw.rect(surface, theme.HIGHLIGHT, tag, border_radius=8)
            pygame.draw.rect(surface, theme.NOTE_EDGE, tag, theme.edge(2), border_radius=8)
            theme.blit_center(surface, self.newest_label(), tag.center)
