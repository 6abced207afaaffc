"""Play-test 3, finding 4: a round whose first turned-up card is a Door turns up one more; the
status line told both as "First card: …", so it read as if the round had two first cards. The
card turned up counts as the first card: one sentence names it, and the Door that turned it up."""

from __future__ import annotations

from game.engine.figuras import DOOR, SYMBOL_OF, Dealt, TurnedUp
from game.ui.figuras.cards import cards_text
from game.ui.figuras.sentences import card_text, describe_move

NAMES = ["Player 1", "Player 2", "Computer 3"]


def test_a_door_turned_up_at_the_deal_is_told_once_as_the_first_card():
    door = next(c for c, symbol in enumerate(SYMBOL_OF) if symbol == DOOR)
    other = next(c for c, symbol in enumerate(SYMBOL_OF) if symbol != DOOR)
    events = [Dealt(2, 1, 2, (7, 7, 7)), TurnedUp(2, door), TurnedUp(2, other)]
    text = " ".join(describe_move(events, NAMES, None))
    assert text.count("First card") == 1, text
    assert f"First card: {card_text(other)}, turned up by {card_text(door)}." in text


def test_doors_in_a_row_are_all_named_in_the_one_sentence():
    doors = [c for c, symbol in enumerate(SYMBOL_OF) if symbol == DOOR][:2]
    other = next(c for c, symbol in enumerate(SYMBOL_OF) if symbol != DOOR)
    events = [Dealt(2, 1, 2, (7, 7, 7))] + [TurnedUp(2, c) for c in (*doors, other)]
    text = " ".join(describe_move(events, NAMES, None))
    assert text.count("First card") == 1, text
    assert f"First card: {card_text(other)}, turned up by {cards_text(doors)}." in text


def test_a_plain_first_card_is_told_as_before():
    other = next(c for c, symbol in enumerate(SYMBOL_OF) if symbol != DOOR)
    text = " ".join(describe_move([Dealt(1, 0, 2, (7, 7, 7)), TurnedUp(2, other)], NAMES, None))
    assert f"First card: {card_text(other)}." in text and "Door turned up" not in text
