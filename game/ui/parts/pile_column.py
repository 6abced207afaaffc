"""The piles of a table: where each one lies, which one a click is on, what the keyboard focuses,
how a pile is named ("Stock: 71 cards") and opening one in the PileBrowser, in one place for the
four tables (a column of discard piles, one per seat, in the Sequence panels; the stock and the
discard pile on the Rummidrez and Figuras felt).

A table keeps one `PileColumn` and gives it its piles (`Pile`: a key, the place its drawing code
lays it, and the place a click may still reach). Piles drawn inside a mirrored panel
(game.ui.mirrored_panel) are laid out left to right and given the panel as `span`: the column
hit-tests and focuses them where they show, right to left too. Drawing a pile's cards stays the
table's (each game paints its own cards). The layout is plain arithmetic on `pygame.Rect`s,
testable without a display.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

from game.i18n import _, ngettext
from game.ui import focus, theme
from game.ui.pile_browser import PileBrowser

Painter = Callable[[pygame.Surface, int, pygame.Rect], None]


@dataclass(frozen=True)
class Pile:
    """One pile: `key` what the keyboard focuses it as (kept while the pile is there), `rect` where
    its drawing code lays it (left to right inside a mirrored panel), `reach` what a click may hit
    when more than `rect` (a fan of cards behind the top one), `group` its Tab group."""

    key: Hashable
    rect: pygame.Rect
    reach: pygame.Rect | None = None
    group: Hashable = None


def stacked(count: int, x: int, top: int, width: int, pitch: int, height: int) -> list[pygame.Rect]:
    """`count` piles one under the other (one per row of a panel): `pitch` apart, from `top`."""
    return [pygame.Rect(x, top + i * pitch, width, height) for i in range(count)]


def seat_piles(rects: Sequence[pygame.Rect], group: Hashable = "piles") -> list[Pile]:
    """A discard pile per seat, seat i's at rects[i], focused as (group, i)."""
    return [Pile((group, seat), pygame.Rect(rect), group=group) for seat, rect in enumerate(rects)]


def top_index_at(rects: Sequence[pygame.Rect], pos: tuple[int, int]) -> int | None:
    """A fan of cards (the oldest first, each newer one lying over it): how many cards from the
    top a click at `pos` takes (1 = the top card), or None when it is on none of them."""
    for i in range(len(rects) - 1, -1, -1):
        if rects[i].collidepoint(pos):
            return len(rects) - i
    return None


def fan_targets(rects: Sequence[pygame.Rect], group: Hashable) -> list[focus.Target]:
    """A fan's cards for the keyboard, each where it shows (the newer card lies over its right
    part), keyed (group, how many cards from the top it takes)."""
    out = []
    for i, r in enumerate(rects):
        shown = r.width if i == len(rects) - 1 else max(6, min(r.width, rects[i + 1].x - r.x))
        out.append(focus.Target((group, len(rects) - i), pygame.Rect(r.x, r.y, shown, r.height), group=group))
    return out


def stock_label(count: int) -> str:
    """"Stock: 71 cards"."""
    return ngettext("Stock: {n} card", "Stock: {n} cards", count).format(n=count)


def discard_label(count: int) -> str:
    """"Discard pile: 3 cards"."""
    return ngettext("Discard pile: {n} card", "Discard pile: {n} cards", count).format(n=count)


def caption_lines(label: str, size: int, width: int) -> list[str]:
    """A pile's caption in lines no wider than `width` where it can be: one line when it fits,
    else broken after its colon ("Discard pile:" / "15 cards"), else wherever words allow."""
    if theme.text_width(label, size) <= width:
        return [label]
    head, colon, tail = label.partition(": ")
    if colon and tail and max(theme.text_width(head + ":", size), theme.text_width(tail, size)) <= width:
        return [head + ":", tail]
    return theme.wrap(label, size, width)


def seat_pile_title(name: str) -> str:
    """The browser's title for a seat's own discard pile: "Ana's discard pile"."""
    return _("{name}'s discard pile").format(name=theme.short_name(name))


def shared_pile_title() -> str:
    """The browser's title for the one discard pile everybody uses."""
    return _("The discard pile (top card first)")


class PileColumn:
    """A table's piles, from `piles()` (asked each time: they follow the number of seats, the
    size of a fan). `span`: the mirrored panel they are drawn in, or None when they are drawn in
    place on the table. `rtl`: whether right to left is on (asked each time)."""

    def __init__(self, piles: Callable[[], Sequence[Pile]], span: pygame.Rect | None = None,
                 rtl: Callable[[], bool] = theme.rtl) -> None:
        self._piles = piles
        self.span = pygame.Rect(span) if span is not None else None
        self.rtl = rtl

    def piles(self) -> list[Pile]:
        return list(self._piles())

    def rects(self) -> list[pygame.Rect]:
        """Each pile where its drawing code lays it (left to right in a mirrored panel)."""
        return [pygame.Rect(pile.rect) for pile in self.piles()]

    def shown(self, rect: pygame.Rect) -> pygame.Rect:
        """`rect` where it shows on the screen: mirrored across the panel in right to left."""
        rect = pygame.Rect(rect)
        if self.span is not None and self.rtl():
            rect.x = self.span.x + self.span.right - rect.right
        return rect

    def shown_rects(self) -> list[pygame.Rect]:
        return [self.shown(pile.rect) for pile in self.piles()]

    def at(self, pos: tuple[int, int]) -> Pile | None:
        """The pile a click at `pos` is on (its reach counts), or None."""
        for pile in self.piles():
            if self.shown(pile.reach if pile.reach is not None else pile.rect).collidepoint(pos):
                return pile
        return None

    def index_at(self, pos: tuple[int, int]) -> int | None:
        """The place in `piles()` of the pile a click at `pos` is on (a seat's pile: its seat), or None."""
        pile = self.at(pos)
        return None if pile is None else self.piles().index(pile)

    def targets(self) -> list[focus.Target]:
        """One focus target per pile, where it shows (Enter clicks its centre, as the mouse would)."""
        return [focus.Target(pile.key, self.shown(pile.rect), group=pile.group) for pile in self.piles()]

    @staticmethod
    def browse(app, title: str, cards: Sequence[int], paint: Painter) -> None:
        """Open a pile over the table, newest card first, drawn by the game's card painter."""
        app.push(PileBrowser(app, title, tuple(cards), paint))
