"""The hand: a row of cards laid out in an area, hit-tested, focused and animated in one place.

A table keeps one `Hand` and asks it, for the cards held now, where each card lies (`rects`),
where it shows (`slots`: the picked cards lifted), which card a click is on (`card_at`), what the
keyboard focuses (`targets`), what a hint rings (`hint_rects`) and where a dealt or drawn card
lands (`landing`); `spots` remembers where each card was last drawn, where a played card starts
its flight from. Drawing a card's face stays the table's (each game paints its own cards); the
"new" tag on a card that came into the hand is drawn the same at every table (`draw_new_tag`).

Right to left, the first card lies at the right: the row keeps its place and the cards are laid
in it in reverse. Which of two overlapping cards lies on top is a side of the screen, not a
place in the hand: a card's face keeps its corner marks where they are in either direction, and
the card on top must leave them in sight. The layout is plain arithmetic on `pygame.Rect`s,
testable without a display.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Sequence
from dataclasses import dataclass
from typing import Literal

import pygame

from game.i18n import _
from game.ui import focus, theme

Align = Literal["start", "center"]
Side = Literal["left", "right"]


@dataclass(frozen=True)
class Slot:
    """One card of the row: `rect` its place in the row, `shown` where it is drawn (lifted when picked)."""

    card: int
    index: int  # its place in the hand (0: the first card)
    rect: pygame.Rect
    shown: pygame.Rect


class Hand:
    """A row of `card_size` cards in `area` (their top at `area.y`).

    `gap`: the space between two cards, or a function of how many cards there are. `align`:
    the row starts at the area's start ("start": its left edge) or is centred in it. `squeeze`:
    a row wider than the area overlaps its cards to fit (otherwise it runs on). `lift`: how far a
    picked card rises. `reach`: a click this far above a card still takes it (a small child's
    tap, a card that bobs). `on_top`: with overlapping cards, each card lies over its neighbour on
    the other side ("right": over the card at its left, which shows its left part; "left": over
    the card at its right, which shows its right part). `rtl`: whether the first card goes at the
    right (asked at each layout).
    """

    def __init__(self, area: pygame.Rect, card_size: tuple[int, int], gap: int | Callable[[int], int] = 8,
                 align: Align = "start", lift: int = 0, reach: int = 0, squeeze: bool = False,
                 on_top: Side = "right", rtl: Callable[[], bool] = theme.rtl) -> None:
        self.area = pygame.Rect(area)
        self.card_w, self.card_h = card_size
        self.gap = gap
        self.align = align
        self.lift = lift
        self.reach = reach
        self.squeeze = squeeze
        self.on_top = on_top
        self.rtl = rtl
        self.spots: dict[int, tuple[int, int]] = {}  # card -> the centre where it was last drawn

    def place(self, area: pygame.Rect, card_size: tuple[int, int]) -> None:
        """Move the row to `area` with cards of `card_size` (a setting changed the cards' size); where
        cards were last drawn is kept."""
        self.area = pygame.Rect(area)
        self.card_w, self.card_h = card_size

    # ------------------------------------------------------------ layout

    def rects(self, cards: Sequence[int]) -> list[pygame.Rect]:
        """Each card's place in the row, in the hand's order (right to left: the first at the right)."""
        n = len(cards)
        if not n:
            return []
        gap = self.gap(n) if callable(self.gap) else self.gap
        step: float = self.card_w + gap
        if self.squeeze and n > 1 and n * step - gap > self.area.width:
            step = (self.area.width - self.card_w) / (n - 1)
        total = step * (n - 1) + self.card_w
        x0 = self.area.x + ((self.area.width - total) / 2 if self.align == "center" else 0)
        rects = [pygame.Rect(round(x0 + i * step), self.area.y, self.card_w, self.card_h) for i in range(n)]
        return rects[::-1] if self.rtl() else rects

    def lifted(self, rect: pygame.Rect) -> pygame.Rect:
        """Where a picked card shows: risen above its place."""
        return rect.move(0, -self.lift)

    def slots(self, cards: Sequence[int], picked: Collection[int] = ()) -> list[Slot]:
        """The cards in the order they are drawn (the one lying on top last), the picked ones lifted."""
        slots = [Slot(card, i, rect, self.lifted(rect) if card in picked else rect)
                 for i, (card, rect) in enumerate(zip(cards, self.rects(cards), strict=True))]
        return sorted(slots, key=lambda s: s.rect.x, reverse=self.on_top == "left")

    def card_at(self, cards: Sequence[int], pos: tuple[int, int], picked: Collection[int] = ()) -> int | None:
        """The card under `pos`, the one on top first; a picked card answers both where it shows and
        where it was (the gap it rose from is still its own)."""
        for slot in reversed(self.slots(cards, picked)):
            if slot.shown.union(slot.rect).union(slot.rect.move(0, -self.reach)).collidepoint(pos):
                return slot.card
        return None

    def visible(self, cards: Sequence[int], picked: Collection[int] = ()) -> list[pygame.Rect]:
        """Each card's part that shows when cards overlap (its whole place when they do not), in the
        hand's order, the picked ones lifted: what the keyboard focuses."""
        rects = self.rects(cards)
        ordered = sorted(rects, key=lambda r: r.x)
        step = 1 if self.on_top == "right" else -1  # the neighbour lying over a card: on that side
        shown = []
        for card, rect in zip(cards, rects, strict=True):
            part = pygame.Rect(rect)
            k = ordered.index(rect) + step
            over = ordered[k] if 0 <= k < len(ordered) else None
            if over is not None and over.colliderect(part):
                if step > 0:
                    part.width = over.x - part.x
                else:
                    part.width, part.x = part.right - over.right, over.right
            shown.append(self.lifted(part) if card in picked else part)
        return shown

    # ------------------------------------------------------------ what the table asks of it

    def targets(self, cards: Sequence[int], group: Hashable = "hand", picked: Collection[int] = ()) -> list[focus.Target]:
        """The keyboard's focus targets: one per card where it shows (a picked one lifted), keyed by
        the card (number keys pick them in the hand's order); Enter clicks the middle of what shows."""
        return focus.rect_targets(group, self.visible(cards, picked), keys=list(cards))

    def hint_rects(self, cards: Sequence[int], hinted: Collection[int], picked: Collection[int] = ()) -> list[pygame.Rect]:
        """Where a hint rings the cards it names: as they show (a picked one lifted)."""
        return [slot.shown for slot in sorted(self.slots(cards, picked), key=lambda s: s.index) if slot.card in hinted]

    def landing(self, cards: Sequence[int], card: int) -> tuple[int, int] | None:
        """Where a card dealt or drawn into the hand lands: the centre of its place (None: not held)."""
        if card not in cards:
            return None
        return self.rects(cards)[list(cards).index(card)].center

    def drawn_at(self, card: int, rect: pygame.Rect) -> None:
        """The table drew `card` at `rect` this frame: a card played from the hand starts from there."""
        self.spots[card] = rect.center


def draw_new_tag(surface: pygame.Surface, card: pygame.Rect, inside: bool = False) -> None:
    """The "new" tag under a card that came into the hand (drawn, taken, given, stolen): on the
    card's lower edge, or `inside` its face where the hand runs to the window's edge; as wide as
    the word in the language shown ("nueva", "uusi")."""
    label = theme.text(_("new"), theme.min_text(), theme.INK, bold=True)
    tag = pygame.Rect(0, 0, max(38, label.get_width() + 8), 16)
    if inside:
        tag.midbottom = (card.centerx, card.bottom - 6)
    else:
        tag.midtop = (card.centerx + 6, card.bottom - 2)
    pygame.draw.rect(surface, theme.JUST_MOVED, tag, border_radius=5)
    theme.blit_center(surface, label, tag.center)
