"""The reader of saved dicts (game.engine.schema): what each reader accepts, and the sentence a refusal gives."""

from __future__ import annotations

import pytest

from game.engine import schema
from game.engine.sequence import SequenceConfig


def refused(reader: schema.Reader, value: object) -> str | None:
    """The `what` of the refusal, or "accepted"."""
    try:
        reader(value)
    except schema.Damaged as exc:
        return exc.what
    return "accepted"


def test_whole_numbers_are_ints_in_range_never_bools_or_floats():
    turn = schema.integer(0, 3)
    assert turn(0) == 0 and turn(3) == 3
    for bad in (-1, 4, True, 1.0, "1", None, [1]):
        assert refused(turn, bad) is None  # the record holding it names the field
    assert schema.integer(1)(10**12) == 10**12  # no upper limit
    assert refused(schema.integer(0, 3, "seat"), 9) == "seat"


def test_booleans_and_choices_keep_their_type():
    assert schema.boolean()(False) is False
    assert refused(schema.boolean("flag"), 0) == "flag"
    phase = schema.choice((0, 1))
    assert phase(1) == 1
    assert refused(phase, True) is None and refused(phase, 1.0) is None and refused(phase, 2) is None
    assert schema.choice(("take", "meld"))("meld") == "meld" and refused(schema.choice(("take",)), ["take"]) is None


def test_lists_are_checked_item_by_item_and_copied():
    cards = schema.int_list(0, 9, length=3)
    saved = [1, 2, 3]
    read = cards(saved)
    assert read == saved and read is not saved
    for bad in ([1, 2], [1, 2, 10], [1, 2, True], (1, 2, 3), "123"):
        assert refused(cards, bad) is None
    hands = schema.list_of(schema.int_list(0, 9), "hand", length=2)
    assert hands([[1], []]) == [[1], []]
    assert refused(hands, [[1], [12]]) == "hand" and refused(hands, [[1]]) == "hand"
    # The item's own name wins over the list's.
    assert refused(schema.list_of(schema.int_list(0, 9, "card"), "hand"), [[12]]) == "card"
    assert schema.list_of(schema.integer(0, 9), last=2)([99, 1, 2]) == [1, 2]  # older items unread


def test_optional_takes_none_or_what_its_reader_takes():
    dealer = schema.optional(schema.integer(0, 3))
    assert dealer(None) is None and dealer(2) == 2 and refused(dealer, 7) is None


def test_mappings_refuse_two_keys_that_read_as_one():
    def name(value: object) -> str:
        if not isinstance(value, str):
            raise schema.Damaged()
        return value.strip()

    best = schema.mapping(name, schema.integer(1, 99), "best")
    assert best({"Anna": 3, "Ben": 4}) == {"Anna": 3, "Ben": 4}
    assert refused(best, {"Anna": 3, "Anna ": 4}) == "best"
    assert refused(best, {"Anna": 0}) == "best" and refused(best, [("Anna", 3)]) == "best"


def test_records_read_fields_in_order_and_name_the_damaged_one():
    fields = schema.record({"turn": schema.integer(0, 3), "hands": schema.list_of(schema.int_list(0, 9), "hand"),
                            "reshuffles": schema.integer(0, 3)}, defaults={"reshuffles": 0})
    assert fields({"turn": 1, "hands": [[2]], "extra": "ignored"}) == {"turn": 1, "hands": [[2]], "reshuffles": 0}
    assert refused(fields, {"turn": 7, "hands": []}) == "turn"
    assert refused(fields, {"turn": 1, "hands": [[10]]}) == "hand"
    with pytest.raises(schema.Missing) as missing:
        fields({"hands": []})
    assert missing.value.what == "turn"
    exact = schema.record({"a": schema.boolean()}, exact=True)
    assert exact({"a": True}) == {"a": True} and refused(exact, {"a": True, "b": 1}) == "fields"
    assert refused(schema.record({"inner": schema.record({"a": schema.boolean()})}), {"inner": {"a": 1}}) == "a"


def test_read_tells_a_refusal_as_one_sentence():
    fields = schema.record({"turn": schema.integer(0, 3), "rng": lambda v: v})
    with pytest.raises(ValueError, match=r"^The saved game's turn is damaged\.$"):
        schema.read({"turn": 5, "rng": 0}, fields)
    with pytest.raises(ValueError, match=r"^The saved game is missing 'rng'\.$"):
        schema.read({"turn": 1}, fields)
    with pytest.raises(ValueError, match=r"^The saved game is damaged: turn\.$"):
        schema.read({"turn": 5}, fields, damaged="The saved game is damaged: {}.")

    def rng(value: object) -> object:
        raise ValueError("The saved random-number state is damaged.")

    with pytest.raises(ValueError, match="random-number state"):  # a reader's own sentence passes as it is
        schema.read({"turn": 1, "rng": 0}, schema.record({"turn": schema.integer(0, 3), "rng": rng}))


def test_header_checks_the_game_version_and_options():
    good = {"game": "sequence", "version": 2, "config": {"players": 4}}
    assert schema.header(good, "sequence", "Sequence", 2, SequenceConfig) == (2, SequenceConfig(players=4))
    with pytest.raises(ValueError, match="not a saved Sequence game"):
        schema.header({**good, "game": "figuras"}, "sequence", "Sequence", 2, SequenceConfig)
    for version in (0, 3, True, 2.0, "2"):
        with pytest.raises(ValueError, match="unknown version"):
            schema.header({**good, "version": version}, "sequence", "Sequence", 2, SequenceConfig)
    with pytest.raises(ValueError, match="missing 'config'"):
        schema.header({"game": "sequence", "version": 1}, "sequence", "Sequence", 2, SequenceConfig)
    with pytest.raises(ValueError):
        schema.header({**good, "config": {"players": 5}}, "sequence", "Sequence", 2, SequenceConfig)


def test_each_once():
    assert schema.each_once(([2, 0], [], [1]), 3)
    assert not schema.each_once(([2, 0], [0], [1]), 3) and not schema.each_once(([2], [1]), 3)
