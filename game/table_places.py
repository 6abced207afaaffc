"""Where each group lies on the Rummidrez table, kept from one arrangement to the next.

A pure model (no pygame). A place is (row, column) in half card widths, so it does not change
when the cards are drawn smaller. A group of n cards takes 2n + 1 columns: its cards and one
for the tray's edges and the gap to the next group. When the groups change, each group known
before stays where it was; one that grew pushes its neighbours in the row only as far as it
must, and a group pushed off the end of its row goes to the next row with room. The pieces of a
split group lie side by side where the group was (in the next row with room for both when they
do not fit there). New groups go at the end, where the new-group slot was.
"""

from __future__ import annotations

from collections.abc import Sequence

Place = tuple[int, int]  # (row, column)
SLOT_WIDTH = 6  # columns of the new-group slot (its label fits at the smallest cards)


def footprint(cards: int) -> int:
    """Columns a group of `cards` cards takes, the gap after it included."""
    return 2 * max(1, cards) + 1


def heirs(before: Sequence[Sequence[int]], after: Sequence[Sequence[int]]) -> list[int | None]:
    """For each group of `after`, the group of `before` whose place it takes (the one it shares
    the most cards with, when it is the group of `after` sharing the most with that one), else
    None: a table changed by someone else keeps its places as far as its groups are the same."""
    owner = {card: i for i, group in enumerate(before) for card in group}
    best: dict[int, tuple[int, int]] = {}  # old group -> (shared cards, new group)
    for j, group in enumerate(after):
        shared: dict[int, int] = {}
        for card in group:
            if card in owner:
                shared[owner[card]] = shared.get(owner[card], 0) + 1
        if shared:
            i = max(shared, key=lambda k: (shared[k], -k))
            if i not in best or shared[i] > best[i][0]:
                best[i] = (shared[i], j)
    out: list[int | None] = [None] * len(after)
    for i, (_shared, j) in best.items():
        out[j] = i
    return out


class Arrangement:
    """The places of a table's groups (by group id) and of the new-group slot, in `columns` columns."""

    def __init__(self, columns: int, reserve: int = 0) -> None:
        self.columns = columns
        self.reserve = reserve
        self.places: dict[int, Place] = {}
        self.rows: list[int] = []  # the first free column of each row
        self.slot: Place = (0, 0)

    def row_count(self) -> int:
        return max(len(self.rows), self.slot[0] + 1)

    def put(self, ids: Sequence[int], widths: dict[int, int], row: int, column: int, room: int = 0) -> None:
        """`ids` side by side from `column`, `room` free columns after each (to grow into)."""
        while len(self.rows) <= row:
            self.rows.append(0)
        for gid in ids:
            self.places[gid] = (row, column)
            column += widths[gid] + room
        self.rows[row] = max(self.rows[row], column)

    def put_after(self, ids: Sequence[int], widths: dict[int, int], first_row: int) -> None:
        """Side by side at the end of the first row from `first_row` with room, else in a new row;
        with `reserve` free columns after each group where the row has them."""
        need = sum(widths[g] for g in ids)
        for row in range(first_row, len(self.rows)):
            if self.rows[row] + need <= self.columns:
                self.put(ids, widths, row, self.rows[row], self.reserve)
                return
        self.put(ids, widths, len(self.rows), 0, self.reserve)


def arrange(groups: Sequence[tuple[int, int]], before: dict[int, Place], follows: dict[int, int],
            columns: int, reserve: int = 0) -> Arrangement:
    """Place `groups` ((id, cards) in table order) in rows of `columns` columns, each known group
    where `before` had it as far as it can be; `follows` maps a split piece to the group it was
    cut from (it lies right after it). Groups placed anew get `reserve` free columns after them,
    so that a card added later pushes nothing."""
    widths = {gid: min(columns, footprint(n)) for gid, n in groups}
    ids = [gid for gid, _n in groups]
    chains: dict[int, list[int]] = {}
    for gid in ids:  # a split piece follows its group, and the pieces of its own splits follow it
        if gid in follows and follows[gid] in widths and gid not in before:
            chains.setdefault(follows[gid], []).append(gid)

    def unit(gid: int) -> list[int]:
        out = [gid]
        for piece in chains.get(gid, []):
            out += unit(piece)
        return out

    known = sorted((before[g], g) for g in ids if g in before)
    used = {g for _place, g in known}
    # Rows keep their order; a row whose groups are all gone closes up.
    row_of = {r: i for i, r in enumerate(sorted({place[0] for place, _g in known}))}
    done = Arrangement(columns, reserve)
    pushed: list[tuple[int, list[int]]] = []
    for (row, column), gid in known:
        row = row_of[row]
        group = unit(gid)
        need = sum(widths[g] for g in group)
        while len(done.rows) <= row:
            done.rows.append(0)
        column = max(column, done.rows[row])
        if column + need <= columns:
            done.put(group, widths, row, column)
        else:
            pushed.append((row + 1, group))
    for row, group in pushed:
        done.put_after(group, widths, row)
    placed = set(done.places)
    for gid in ids:  # new groups (and pieces whose group is gone) at the end
        if gid not in placed and gid not in used:
            group = [g for g in unit(gid) if g not in placed]
            done.put_after(group, widths, max(0, len(done.rows) - 1))
            placed.update(group)
    last = len(done.rows) - 1
    if last >= 0 and min(done.rows[last], columns) + SLOT_WIDTH <= columns:
        done.slot = (last, done.rows[last])
    else:
        done.slot = (last + 1, 0)
    return done
