"""Rummidrez's working table: the groups a player arranges during a turn, before Done lays them.

A pure model (no pygame): the table the turn started from (`base`) and the groups as the player
has them now. Cards come onto it from the hand, move between groups, split groups and make new
ones; nothing here judges a play (the engine does, when Done hands it `encoded()`), but dropping
a card where it does not fit keeps a group whole when its cards can be put in order
(`arrange_group`) or splits it into two valid groups. It is kept with the saved game as the turn
in progress (`to_dict`, `from_dict`), so a kill or a restart never loses the moves of a turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.engine.rummidrez import CARD_COUNT, KEY, arrange_group, encode_table, group_refusal, group_slots

MAX_GROUPS = CARD_COUNT  # every card alone: more groups than that is no table


def valid_group(group: Sequence[int]) -> bool:
    return group_refusal(tuple(group)) is None


def neutral_stands_for(group: Sequence[int]) -> dict[int, int]:
    """Each Neutral of a valid group -> the card it stands for (a deck-0 id); {} for a group that is not valid."""
    slots = group_slots(group)
    return {} if slots is None else {c: s for c, s in zip(group, slots, strict=True) if KEY[c] < 0}


@dataclass(frozen=True)
class Moved:
    """What a move did, for the table to say and sound: the group was split in two to take the
    card; a group became valid with it (and was not before)."""

    split: bool = False
    completed: bool = False


class WorkingTable:
    def __init__(self, base: Sequence[Sequence[int]]) -> None:
        self.base: tuple[tuple[int, ...], ...] = tuple(tuple(g) for g in base)
        self.groups: list[list[int]] = [list(g) for g in self.base]
        # Each group's identity, for the table to keep it in its place (game.table_places): a group
        # keeps its id while cards come and go; a piece cut off one gets a new id that `follows` it.
        self.ids: list[int] = list(range(len(self.groups)))
        self.follows: dict[int, int] = {}
        self.next_id = len(self.groups)

    def __copy__(self) -> WorkingTable:
        """A copy whose moves leave this table as it is (its groups are lists of its own)."""
        other = WorkingTable(self.base)
        other.groups = [list(g) for g in self.groups]
        other.ids, other.follows, other.next_id = list(self.ids), dict(self.follows), self.next_id
        return other

    # ------------------------------------------------------------ what it holds

    def changed(self) -> bool:
        return [tuple(g) for g in self.groups] != list(self.base)

    def placed(self) -> set[int]:
        """Hand cards laid on the working table (not yet played)."""
        base = {c for g in self.base for c in g}
        return {c for g in self.groups for c in g if c not in base}

    def locate(self, card: int) -> tuple[int, int] | None:
        """(group, position) of `card`, or None when it is not on the table."""
        for gi, group in enumerate(self.groups):
            if card in group:
                return gi, group.index(card)
        return None

    def is_base_group(self, gi: int) -> bool:
        """Whether group `gi` was on the table when the turn began. While the table may not be
        touched (the initial meld) those groups never change, so they keep the first places."""
        return gi < len(self.base)

    def may_change(self, gi: int, may_touch: bool) -> bool:
        """Whether group `gi` may be changed (cards added, taken, split, joined): any group while
        the table may be touched (`may_touch`: melded before this turn), else only the groups laid
        this turn."""
        return may_touch or not self.is_base_group(gi)

    def card_may_move(self, card: int, may_touch: bool) -> bool:
        """Whether `card` may be picked up: a hand card, or a table card of a group that may change."""
        where = self.locate(card)
        return where is None or self.may_change(where[0], may_touch)

    def index_of(self, gid: int | None) -> int | None:
        """The index of the group with identity `gid` now, or None when it is gone."""
        return self.ids.index(gid) if gid in self.ids else None

    def encoded(self) -> tuple[int, ...]:
        """The table as the engine's `Play` takes it."""
        return encode_table(self.groups)

    # ------------------------------------------------------------ moving cards

    def new_id(self, follows: int | None = None) -> int:
        gid, self.next_id = self.next_id, self.next_id + 1
        if follows is not None:
            self.follows[gid] = follows
        return gid

    def drop_empty(self) -> None:
        kept = [(gid, g) for gid, g in zip(self.ids, self.groups, strict=True) if g]
        self.ids = [gid for gid, _g in kept]
        self.groups = [g for _gid, g in kept]

    def reset(self) -> None:
        self.groups = [list(g) for g in self.base]
        self.ids = list(range(len(self.groups)))
        self.follows = {}  # next_id goes on counting: an id once used is never another group's

    def take_out(self, card: int) -> None:
        """Take `card` off the table (back to the hand, or to be put elsewhere); an emptied group goes."""
        where = self.locate(card)
        if where is not None:
            gi, i = where
            del self.groups[gi][i]
            self.drop_empty()

    def take_back(self, card: int) -> bool:
        """Put a hand card laid this turn back in the hand (off the table); False, and nothing
        changes, for a card that lay on the table when the turn began: those never go to a hand."""
        if any(card in group for group in self.base):
            return False
        self.take_out(card)
        return True

    def new_group(self, card: int) -> bool:
        """`card` alone in a new group at the end; False when it already is alone in one."""
        where = self.locate(card)
        if where is not None and len(self.groups[where[0]]) == 1:
            return False
        self.take_out(card)
        self.groups.append([card])
        self.ids.append(self.new_id())
        return True

    def move_into(self, card: int, gi: int, index: int) -> Moved:
        """Put `card` into group `gi` before its card at `index` (from the hand or another group).
        Where it does not fit there, the group is put in order with it if it can be, or split
        in two valid groups at that place."""
        target = self.groups[gi]
        where = self.locate(card)
        if where is not None:
            src, i = where
            del self.groups[src][i]
            if src == gi and i < index:
                index -= 1
        group = target[:index] + [card] + target[index:]
        pieces = [group]
        split = False
        if len(group) >= 3 and not valid_group(group):
            arranged = arrange_group(target + [card])
            if arranged is not None:
                pieces = [list(arranged)]
            else:
                # Dropped in the middle of a group it does not fit: split the group there.
                for a, b in ((target[:index] + [card], target[index:]), (target[:index], [card] + target[index:])):
                    if len(a) >= 3 and len(b) >= 3 and valid_group(a) and valid_group(b):
                        pieces, split = [a, b], True
                        break
        self.groups[gi:gi + 1] = pieces
        self.ids[gi + 1:gi + 1] = [self.new_id(follows=self.ids[gi]) for _piece in pieces[1:]]
        self.drop_empty()
        complete = any(len(p) >= 3 and valid_group(p) for p in pieces)
        was_complete = len(target) >= 3 and valid_group(target)
        return Moved(split=split, completed=complete and not was_complete)

    def split(self, gi: int, at: int) -> None:
        """Cut group `gi` in two before its card at `at`."""
        group = self.groups[gi]
        self.groups[gi:gi + 1] = [group[:at], group[at:]]
        self.ids.insert(gi + 1, self.new_id(follows=self.ids[gi]))

    def join(self, gi: int, gj: int) -> Moved:
        """Put the cards of group `gj` into group `gi` (which keeps its place): in the order that
        makes one valid group when there is one, else `gj`'s cards after `gi`'s (a working-table
        edit, marked not valid until it is fixed)."""
        if gi == gj or not (0 <= gi < len(self.groups) and 0 <= gj < len(self.groups)):
            return Moved()
        target, other = self.groups[gi], self.groups[gj]
        was_complete = len(target) >= 3 and valid_group(target)
        arranged = arrange_group(target + other)
        target[:] = list(arranged) if arranged is not None else target + other
        other.clear()
        self.drop_empty()
        return Moved(completed=arranged is not None and not was_complete)

    # ------------------------------------------------------------ kept with the saved game

    def to_dict(self) -> dict[str, Any]:
        return {"base": [list(g) for g in self.base], "groups": [list(g) for g in self.groups]}

    @classmethod
    def from_dict(cls, data: Any, base: Sequence[Sequence[int]], hand: Sequence[int]) -> WorkingTable | None:
        """The working table kept in `data`, when it was arranged from this `base` with cards of
        this `hand`; None otherwise (a turn that is not this one, or a damaged save)."""
        table = cls(base)
        if not isinstance(data, dict) or set(data) != {"base", "groups"} or data["base"] != table.to_dict()["base"]:
            return None
        groups = data["groups"]
        if not isinstance(groups, list) or len(groups) > MAX_GROUPS or not all(
                isinstance(g, list) and g and all(type(c) is int for c in g) for g in groups):
            return None
        cards = [c for g in groups for c in g]
        laid = {c for g in table.base for c in g}
        if len(set(cards)) != len(cards) or not laid <= set(cards) or not set(cards) - laid <= set(hand):
            return None
        table.groups = [list(g) for g in groups]
        table.ids = list(range(len(groups)))
        table.next_id = len(groups)
        return table
