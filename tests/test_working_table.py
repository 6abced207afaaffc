"""Rummidrez's working table as a model (game.working_table): moves, and what is kept with a save."""

from __future__ import annotations

from game.engine.rummidrez import card_id, neutral_id
from game.working_table import WorkingTable

K4, K5, K6, K7 = (card_id(1, n) for n in (4, 5, 6, 7))  # Knights of four colours in a row
R2, R3, R4 = (card_id(3, n) for n in (2, 3, 4))


def test_cards_from_the_hand_make_groups_and_are_told_apart_from_the_table():
    table = WorkingTable([(R2, R3, R4)])
    assert not table.changed() and table.placed() == set()
    assert table.new_group(K5) and table.groups == [[R2, R3, R4], [K5]]
    assert not table.new_group(K5), "a card alone already is a group"
    table.move_into(K4, 1, 0)
    moved = table.move_into(K6, 1, 2)
    assert table.groups == [[R2, R3, R4], [K4, K5, K6]] and moved.completed and not moved.split
    assert table.placed() == {K4, K5, K6} and table.changed() and table.is_base_group(0)
    assert table.encoded() == (R2, R3, R4, -1, K4, K5, K6)
    table.reset()
    assert table.groups == [[R2, R3, R4]] and not table.changed()


def test_a_card_dropped_out_of_order_is_put_in_order_or_splits_the_group():
    table = WorkingTable([(K4, K5, K6)])
    table.move_into(K7, 0, 0)  # dropped at the front: the group is put in order with it
    assert table.groups == [[K4, K5, K6, K7]]
    table = WorkingTable([(K4, K5, K6, K7), (R2, R3, R4)])
    table.split(0, 2)
    assert table.groups == [[K4, K5], [K6, K7], [R2, R3, R4]]
    table.take_out(K6)
    table.take_out(K7)
    assert table.groups == [[K4, K5], [R2, R3, R4]], "an emptied group goes"


def test_a_neutral_card_moves_between_groups_like_any_other():
    neutral = neutral_id(0)
    table = WorkingTable([])
    table.new_group(K4)
    table.move_into(neutral, 0, 1)
    table.move_into(K6, 0, 2)
    assert table.groups == [[K4, neutral, K6]] and table.locate(neutral) == (0, 1)


def test_kept_with_the_game_and_only_for_the_turn_it_was_made_in():
    table = WorkingTable([(R2, R3, R4)])
    table.new_group(K4)
    table.move_into(K5, 1, 1)
    kept = table.to_dict()
    again = WorkingTable.from_dict(kept, [(R2, R3, R4)], [K4, K5, K7])
    assert again is not None and again.groups == table.groups and again.base == table.base
    assert WorkingTable.from_dict(kept, [(R2, R3)], [K4, K5]) is None, "another table"
    assert WorkingTable.from_dict(kept, [(R2, R3, R4)], [K4]) is None, "a card this hand does not hold"
    for damaged in ({**kept, "groups": [[K4, K4]]}, {**kept, "groups": [[]]}, {**kept, "groups": [["7"]]},
                    {**kept, "groups": [[K4, K5]]}, {"groups": kept["groups"]}, [1], None):
        assert WorkingTable.from_dict(damaged, [(R2, R3, R4)], [K4, K5]) is None, damaged


def test_two_groups_are_joined_in_one_move_in_the_order_that_makes_one_group():
    table = WorkingTable([(K6, K7, card_id(1, 8)), (K4, K5)])
    moved = table.join(0, 1)  # the Knights 4 and 5 dropped on the group of 6 to 8
    assert table.groups == [[K4, K5, K6, K7, card_id(1, 8)]] and moved.completed is False
    assert table.ids == [0], "the group it was dropped on keeps its identity (and its place)"
    table = WorkingTable([(K4,), (K5, K6)])
    assert table.join(1, 0).completed and table.groups == [[K4, K5, K6]] and table.ids == [1]


def test_groups_that_make_no_group_are_still_joined_as_a_working_edit_and_shown_not_valid():
    table = WorkingTable([(R2, R3, R4), (K4, K5)])
    moved = table.join(1, 0)
    assert table.groups == [[K4, K5, R2, R3, R4]] and not moved.completed
    assert not table.join(0, 0).completed and table.groups == [[K4, K5, R2, R3, R4]], "a group onto itself: nothing"
    assert table.join(0, 5) == table.join(0, 0) and len(table.groups) == 1


def test_split_pieces_and_new_groups_get_new_identities_that_are_never_reused():
    table = WorkingTable([(K4, K5, K6, K7)])
    table.split(0, 2)
    assert table.ids == [0, 1] and table.follows == {1: 0}
    table.reset()
    table.new_group(R2)
    assert table.ids == [0, 2], "after a reset a new group does not take the id of a piece gone"


def test_a_copy_moves_on_its_own():
    from copy import copy

    table = WorkingTable([(K4, K5, K6)])
    plan = copy(table)
    plan.new_group(R2)
    plan.move_into(K7, 0, 3)
    assert table.groups == [[K4, K5, K6]] and table.ids == [0] and plan.groups == [[K4, K5, K6, K7], [R2]]


def test_groups_on_the_table_stay_as_they_are_until_the_table_may_be_touched():
    table = WorkingTable([(R2, R3, R4)])
    table.new_group(K4)
    assert not table.may_change(0, may_touch=False) and table.may_change(1, may_touch=False)
    assert table.may_change(0, may_touch=True)
    assert not table.card_may_move(R3, may_touch=False) and table.card_may_move(R3, may_touch=True)
    assert table.card_may_move(K4, may_touch=False), "a card laid this turn moves on"
    assert table.card_may_move(K7, may_touch=False), "a hand card moves too"


def test_only_a_card_laid_this_turn_goes_back_to_the_hand():
    table = WorkingTable([(R2, R3, R4)])
    table.new_group(K4)
    assert not table.take_back(R2) and table.groups == [[R2, R3, R4], [K4]], "a table card never goes to a hand"
    assert table.take_back(K4) and table.groups == [[R2, R3, R4]] and not table.changed()


def test_a_group_is_found_by_its_identity_while_groups_come_and_go():
    table = WorkingTable([(R2, R3, R4), (K4, K5, K6)])
    second = table.ids[1]
    table.split(0, 1)
    assert table.index_of(second) == 2
    table.join(1, 2)
    assert table.index_of(second) is None and table.index_of(None) is None
