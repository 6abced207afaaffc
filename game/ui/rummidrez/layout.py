"""Where the Rummidrez table puts things (laid out for 1280 x 800): the piles, the working table's
groups (their places kept while they change, game.table_places), the hand and the players' panel."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.table_places import SLOT_WIDTH, Place, arrange, footprint, heirs
from game.ui import theme
from game.working_table import WorkingTable

PILE_W, PILE_H = 58, 84
PILE_Y = 76
STOCK = pygame.Rect(20, PILE_Y, PILE_W, PILE_H)
DISCARD_X0, DISCARD_X1 = 106, 988
DISCARD_AREA = pygame.Rect(DISCARD_X0 - 4, PILE_Y - 14, DISCARD_X1 - DISCARD_X0 + 8, PILE_H + 20)
TABLE = pygame.Rect(20, 176, 970, 420)
INFO_BAR = pygame.Rect(TABLE.x + 8, TABLE.bottom - 48, TABLE.width - 16, 42)
MESSAGE_BOX = pygame.Rect(TABLE.x + 60, TABLE.bottom - 100, TABLE.width - 120, 44)  # over the table, above the bar
GROW_ROOM = 2  # columns (one card) left free after a group laid anew, when the table has room
GROUPS_AREA = pygame.Rect(TABLE.x + 10, TABLE.y + 10, TABLE.width - 20, MESSAGE_BOX.y - 6 - TABLE.y - 10)
PANEL = pygame.Rect(1002, 54, 264, 542)
BUTTON_Y = 604
# The row under the table: By colour | By figure, the meld count, then Reset table, Done and Discard (or
# Draw a card). Every label in it is drawn at TEXT_LABEL: the sort labels on one line when the row has
# the room, else a long one on two, and each button as wide as its longest label ("Palauta pöytä",
# "Terminar intento").
ROW_LEFT, ROW_RIGHT, ROW_GAP = 20, 990, 6  # the row ends before the players' panel
MELD_ROOM = 232  # the meld count's room at least ("Cartas bajadas de tu mano: 12" at 13 px)
BUTTON_ROOM = 18  # a button's width beyond its label (Button keeps 8 px free at each end)
SORT_ROOM = 18  # a sort choice's width beyond its longest word (ChoiceRow's gap and margin)
SORT_LINE_ROOM = 24  # a sort choice's width beyond its whole label, to keep it on one line (ChoiceRow.shares)


def button_widths(labels: Sequence[Sequence[str]], least: Sequence[int]) -> list[int]:
    """Each button as wide as the longest of its labels at TEXT_LABEL (larger with "Large cards and
    text"), at least `least`."""
    size = theme.big(theme.TEXT_LABEL)
    return [max(low, *(theme.text_width(label, size, bold=True) + BUTTON_ROOM for label in group))
            for group, low in zip(labels, least, strict=True)]


def sort_row(labels: Sequence[str], buttons: Sequence[int]) -> tuple[int, int, int, int]:
    """By colour | By figure at the row's start. Each label on one line at its size when that leaves
    the meld count its room before buttons of these widths; else each half as wide as the longest
    word of the labels (a label takes two lines of 48 px), at least 100."""
    size = theme.big(theme.TEXT_LABEL)  # as the row draws them (larger with "Large cards and text")
    whole = sum(theme.text_width(label, size, bold=True) + SORT_LINE_ROOM for label in labels)
    room = ROW_RIGHT - ROW_LEFT - sum(buttons) - ROW_GAP * (len(buttons) - 1) - 6 - MELD_ROOM - 6
    if whole <= room:
        return (ROW_LEFT, BUTTON_Y - 2, whole, 48)
    word = max(theme.text_width(w, theme.TEXT_LABEL, bold=True) for label in labels for w in label.split())
    return (ROW_LEFT, BUTTON_Y - 2, 2 * max(100, word + SORT_ROOM), 48)


def button_row(widths: Sequence[int], left_most: int) -> list[pygame.Rect]:
    """The row's buttons from the left (the scene mirrors them in right to left), `widths` wide (see
    `button_widths`), the last ending at ROW_RIGHT. They start no further left than `left_most`, which
    leaves the meld count its room: there (large text in Spanish) the widths are shared out and a
    label shrinks."""
    room = ROW_RIGHT - left_most - ROW_GAP * (len(widths) - 1)
    if sum(widths) > room:
        widths = [width * room // sum(widths) for width in widths]
    x = ROW_RIGHT - sum(widths) - ROW_GAP * (len(widths) - 1)
    rects = []
    for width in widths:
        rects.append(pygame.Rect(x, BUTTON_Y, width, 44))
        x += width + ROW_GAP
    return rects


def meld_count(sort: pygame.Rect, row: list[pygame.Rect]) -> pygame.Rect:
    """Where the meld count's two lines go: between the sort row and the first button."""
    return pygame.Rect(sort.right + 6, BUTTON_Y, row[0].x - 6 - sort.right - 6, 44)
HAND_W, HAND_H = 68, 98
HAND_Y = 680
LARGE_HAND = (670, 78, 112)  # top, width, height of hand cards with "Large cards and text"
HAND_AREA = pygame.Rect(0, 654, 1280, 146)
TABLE_SIZES = ((56, 80), (50, 72), (45, 64), (40, 57), (35, 50), (30, 43), (26, 37))
PAD = 6
CARD_GAP = 3
GROUP_GAP = 10
LIFT = 14  # pixels a picked-up hand card rises



def hand_card() -> tuple[int, int, int]:
    """(top, width, height) of the cards in the hand: larger with "Large cards and text"."""
    return LARGE_HAND if theme.large_text() else (HAND_Y, HAND_W, HAND_H)


def hand_row() -> tuple[pygame.Rect, tuple[int, int]]:
    """Where the hand's row lies (across the window, 20 px in from each side) and its cards' size:
    larger with "Large cards and text". The cards are centred in it (game.ui.parts.hand)."""
    top, w, h = hand_card()
    return pygame.Rect(20, top, HAND_AREA.width - 40, h), (w, h)


def discard_rects(n: int) -> list[pygame.Rect]:
    """A discard pile of `n` cards fanned from the oldest (left) to the top card (right, whole)."""
    if not n:
        return []
    width = DISCARD_X1 - DISCARD_X0
    step = PILE_W + 4 if n * (PILE_W + 4) <= width else (width - PILE_W) / max(1, n - 1)
    return [pygame.Rect(round(DISCARD_X0 + i * step), PILE_Y, PILE_W, PILE_H) for i in range(n)]


def seat_spot(seat: int, players: int) -> tuple[int, int]:
    """Where a seat's cards are shown in the players' panel."""
    top = PANEL.y + 62
    row_h = min(112, (PANEL.bottom - 36 - top) // players)
    return PANEL.x + 40, top + seat * row_h + 45


def table_grid(size: int) -> tuple[int, int]:
    """(columns, rows) of the table's groups with cards of TABLE_SIZES[size]: they end above the
    message box, so that a message never covers a group."""
    w, h = TABLE_SIZES[size]
    half = (w + CARD_GAP) / 2
    columns = int((GROUPS_AREA.width - 2 * PAD + CARD_GAP) // half) + 1
    pitch = h + PAD + 2 + max(10, h // 6) + GROUP_GAP
    return columns, (GROUPS_AREA.height + GROUP_GAP) // pitch


class TableLayout:
    """Where each group, each card and the new-group slot lie on the table: the groups' places
    (game.table_places) drawn with cards of TABLE_SIZES[size]."""

    def __init__(self, lengths: tuple[int, ...], places: tuple[Place, ...], slot: Place, size: int) -> None:
        w, h = TABLE_SIZES[size]
        self.card_w, self.card_h = w, h
        half = (w + CARD_GAP) / 2
        self.handle_h = max(10, h // 6)  # the row of split handles under the cards
        line = h + PAD + 2 + self.handle_h

        def tray(place: Place, columns: int) -> pygame.Rect:
            return pygame.Rect(round(GROUPS_AREA.x + place[1] * half), GROUPS_AREA.y + place[0] * (line + GROUP_GAP),
                               round((columns - 1) * half) + 2 * PAD - CARD_GAP, line)

        self.groups: list[pygame.Rect] = []
        self.cards: list[list[pygame.Rect]] = []
        for n, place in zip(lengths, places, strict=True):
            rect = tray(place, footprint(n))
            self.groups.append(rect)
            self.cards.append([pygame.Rect(rect.x + PAD + i * (w + CARD_GAP), rect.y + PAD, w, h) for i in range(n)])
        self.slot = tray(slot, SLOT_WIDTH)

    def grip(self, gi: int) -> pygame.Rect:
        """The handle of group `gi` (under its first card, left of the split handles): drag it onto
        another group to join the two."""
        tray, first = self.groups[gi], self.cards[gi][0]
        return pygame.Rect(tray.x + 2, first.bottom + 1, 18, self.handle_h)

    def seams(self, gi: int) -> list[pygame.Rect]:
        """The split handles of group `gi`: one between each two cards, under them."""
        cards = self.cards[gi]
        return [pygame.Rect((a.right + b.x) // 2 - 9, a.bottom + 1, 18, self.handle_h)
                for a, b in zip(cards, cards[1:], strict=False)]

    def card_at(self, groups: list[list[int]], pos: tuple[int, int]) -> int | None:
        """The card of `groups` (laid out here) under `pos`."""
        for gi, rects in enumerate(self.cards):
            if self.groups[gi].collidepoint(pos):
                for card, rect in zip(groups[gi], rects, strict=True):
                    if rect.collidepoint(pos):
                        return card
        return None

    def seam_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """(group, the card it would be cut before) for the split handle under `pos`."""
        for gi, group in enumerate(self.groups):
            if group.collidepoint(pos):
                for i, seam in enumerate(self.seams(gi)):
                    if seam.inflate(4, 4).collidepoint(pos):
                        return gi, i + 1
        return None

    def grip_at(self, pos: tuple[int, int]) -> int | None:
        """The group whose handle is under `pos`."""
        for gi in range(len(self.groups)):
            if self.grip(gi).inflate(4, 4).collidepoint(pos):
                return gi
        return None


class TablePlan:
    """The places of the groups of a working table, kept while it changes (game.table_places),
    and the card size they are drawn with: as large as lets every group show above the message
    box, never larger than before while cards only come onto the table (a larger size would
    move every group)."""

    def __init__(self) -> None:
        self.places: dict[int, Place] = {}
        self.size = 0
        self.cards = 0
        self.key: tuple = ()
        self.layout: TableLayout | None = None

    def carry(self, old: WorkingTable, new: WorkingTable) -> None:
        """A new working table (a new turn, someone else's play): its groups take the places of
        the groups of `old` they come from."""
        places = {}
        for j, i in enumerate(heirs(old.groups, new.groups)):
            if i is not None and old.ids[i] in self.places:
                places[new.ids[j]] = self.places[old.ids[i]]
        self.places = places
        self.key = ()

    def of(self, table: WorkingTable) -> TableLayout:
        lengths = tuple(len(g) for g in table.groups)
        key = (tuple(table.ids), lengths)
        if key != self.key or self.layout is None:
            self.key = key
            cards = sum(lengths)
            first = self.size if cards >= self.cards and self.places else 0
            self.cards = cards
            groups = list(zip(table.ids, lengths, strict=True))
            done, columns = None, 0
            for size in range(first, len(TABLE_SIZES)):  # room to grow after new groups, where it fits
                columns, rows = table_grid(size)
                done = next((d for d in (arrange(groups, self.places, table.follows, columns, reserve)
                                         for reserve in (GROW_ROOM, 0)) if d.row_count() <= rows), None)
                if done is not None:
                    break
            if done is None:  # too many gaps for even the smallest cards: the groups close up
                done = arrange(groups, {}, {}, columns)
            self.size = size
            self.places = done.places
            self.layout = TableLayout(lengths, tuple(done.places[g] for g in table.ids), done.slot, size)
        return self.layout
