"""Where the groups lie on the Rummidrez table (game.table_places): a group keeps its place while
another changes, and the pieces of a split lie side by side where the group was."""

from __future__ import annotations

from game.engine.rummidrez import card_id
from game.table_places import SLOT_WIDTH, arrange, footprint, heirs
from game.working_table import WorkingTable

K = [card_id(1, n) for n in range(1, 10)]  # the nine Knights in a row
B = [card_id(2, n) for n in range(1, 10)]  # the nine Bishops
R = [card_id(3, n) for n in range(1, 10)]  # the nine Rooks
COLUMNS = 32


def places_of(table: WorkingTable, before=None, columns: int = COLUMNS):
    done = arrange(list(zip(table.ids, map(len, table.groups), strict=True)), before or {}, table.follows, columns)
    return done, dict(done.places)


def test_groups_not_changed_keep_their_places_when_another_grows():
    table = WorkingTable([K[:3], B[:3], R[:3], K[4:7], B[4:7], R[4:7]])
    _done, before = places_of(table, columns=22)  # three groups a row, one column free
    assert [before[g] for g in table.ids] == [(0, 0), (0, 7), (0, 14), (1, 0), (1, 7), (1, 14)]
    grown = table.ids[3]
    table.move_into(K[7], 3, 3)  # the first group of the second row takes a card at its end
    _done, after = places_of(table, before, columns=22)
    unchanged = [gid for gid in table.ids if gid != grown]
    # The grown group pushes its row's neighbours only as far as it must; groups of other rows stay.
    assert after[grown] == before[grown]
    assert all(after[g] == before[g] for g in unchanged[:3]), "the row above stays"
    assert after[table.ids[4]] == (1, 9) and after[table.ids[5]] == (2, 0), "pushed as far as it must"


def test_a_group_with_room_after_it_grows_and_nobody_moves():
    table = WorkingTable([K[:3], B[:3], R[:3]])
    before = {0: (0, 0), 1: (0, 12), 2: (1, 0)}  # room for two more cards after the Knights
    table.move_into(K[3], 0, 3)
    table.move_into(K[4], 0, 4)
    _done, after = places_of(table, before)
    assert after == before


def test_a_pushed_group_goes_to_the_next_row_with_room_and_the_others_stay():
    table = WorkingTable([K[:3], B[:3], R[:3]])
    before = {0: (0, 0), 1: (0, 7), 2: (1, 0)}
    table.move_into(K[3], 0, 3)
    _done, after = places_of(table, before, columns=15)  # the row is full: the Bishops move on
    assert after[0] == (0, 0) and after[2] == (1, 0)
    assert after[1] == (1, footprint(3)), "after the Rooks, in the next row with room"


def test_the_pieces_of_a_split_lie_side_by_side_where_the_group_was():
    table = WorkingTable([B[:3], K[:6], R[:3]])
    before = {0: (0, 0), 1: (0, 7), 2: (1, 0)}
    table.split(1, 3)
    _done, after = places_of(table, before)
    first, second = table.ids[1], table.ids[2]
    assert after[first] == (0, 7) and after[second] == (0, 7 + footprint(3)), "adjacent, where the group was"
    assert after[table.ids[0]] == (0, 0) and after[table.ids[3]] == (1, 0)


def test_split_pieces_without_room_move_together_to_the_next_row():
    table = WorkingTable([B[:3], K[:6], R[:3]])
    before = {0: (0, 0), 1: (0, 7), 2: (1, 0)}
    table.split(1, 3)
    _done, after = places_of(table, before, columns=20)  # 7 + 13 fits; 7 + 7 + 7 does not
    first, second = table.ids[1], table.ids[2]
    assert after[first][0] == after[second][0] == 2, "row 1 (the Rooks and 13 free columns) has no room for 14"
    assert after[second][1] == after[first][1] + footprint(3), "still side by side"
    assert after[table.ids[3]] == (1, 0), "the Rooks stay"


def test_new_groups_go_where_the_new_group_slot_was():
    table = WorkingTable([K[:3]])
    done, before = places_of(table)
    slot = done.slot
    table.new_group(B[0])
    done, after = places_of(table, before)
    assert after[table.ids[-1]] == slot and after[table.ids[0]] == before[table.ids[0]]
    assert done.slot == (slot[0], slot[1] + footprint(1))
    assert arrange([(0, 9)], {}, {}, footprint(9) + SLOT_WIDTH - 1).slot == (1, 0), "no room: the next row"


def test_someone_elses_play_keeps_the_places_of_the_groups_it_kept():
    old = [list(K[:3]), list(B[:3]), list(R[:3])]
    new = [list(R[:4]), list(K[:3]), [B[0], B[1]], [B[2], B[3], B[4]]]
    assert heirs(old, new) == [2, 0, 1, None]


def test_groups_laid_anew_get_room_to_grow_where_the_row_has_it():
    table = WorkingTable([K[:3], B[:3], R[:3]])
    before = arrange(list(zip(table.ids, map(len, table.groups), strict=True)), {}, {}, COLUMNS, reserve=2).places
    assert [before[g] for g in table.ids] == [(0, 0), (0, 9), (0, 18)]
    table.move_into(K[3], 0, 3)
    _done, after = places_of(table, before)
    assert after == before, "the card fills the room left for it: nobody moves"
