"""Play-test 3, finding 6: in an Arabic sentence a card's name reads as printed on the card ("4♦",
"10♣": rank at the left of the suit), in the last-move line, the Moves log and hand-off recap (the
same sentences) and the hint. The line is checked as drawn: its runs in screen order, each shaped
in its own direction; a card's name must be one left-to-right run, whole."""

from __future__ import annotations

import pytest

from game.ai.hints import card_text, hint_for
from game.engine.sequence import CARDS, Drawn, Placed
from game.games import GAMES
from game.i18n import set_language
from game.match import Match, Seat
from game.ui import theme
from game.ui.sequence.sentences import describe_move

SUITS = "♠♣♥♦"


def card(name: str) -> int:
    return next(i for i in range(len(CARDS)) if card_text(i) == name)


@pytest.fixture
def arabic():
    set_language("ar")
    yield
    set_language("en")


def drawn_runs(line: str) -> tuple[tuple[str, bool], ...]:
    runs = theme._runs(theme.printable(line))
    assert runs is not None  # an Arabic line is laid out by the bidi algorithm
    return runs


def assert_cards_read_as_printed(line: str, names: list[str]) -> None:
    runs = drawn_runs(line)
    for name in names:
        assert (name, False) in runs, (name, runs)  # one run, left to right: "4♦" as printed
    assert not any(backwards and any(s in piece for s in SUITS) for piece, backwards in runs), runs


@pytest.mark.parametrize("viewer", [0, 1])  # "You played …" and "Grandma played …"
def test_moves_log_and_last_move_keep_card_names_whole(arabic, viewer):
    events = [Placed(seat=0, card=card("10♣"), space=5, team=0), Drawn(seat=0, card=card("5♥"))]
    lines = describe_move(events, ["Grandma", "الحاسوب 3"], viewer)
    shown = ["10♣", "5♥"] if viewer == 0 else ["10♣"]  # the drawn card is named to its drawer only
    assert lines and all(assert_cards_read_as_printed(line, shown) is None for line in lines)
    single = describe_move([Placed(seat=1, card=card("4♦"), space=5, team=1)], ["Grandma", "الحاسوب 3"], 0)
    assert_cards_read_as_printed(single[0], ["4♦"])


def test_the_hint_names_its_card_as_printed(arabic):
    info = GAMES["sequence"]
    match = Match(info, info.default_config(players=2), [Seat("أنا"), Seat("Grandma")], 5)
    hint = hint_for("sequence", match.turn_view(), ["أنا", "Grandma"])
    named = [card_text(c) for c in range(len(CARDS)) if card_text(c) in hint.reason]
    assert named, hint.reason
    assert_cards_read_as_printed(hint.reason, [max(named, key=len)])


def test_without_isolates_the_card_would_reverse(arabic):
    """The check above can fail: a bare "4♦" in an Arabic sentence is drawn "♦4" (the suit joins the
    right-to-left run), which is why values go into sentences as isolates."""
    runs = drawn_runs("لعب البطاقة 4♦.")
    assert any(backwards and "♦" in piece for piece, backwards in runs)
