"""Parts of the Rummidrez table that need no window: a timed match's clock, the sentences
the move log and the table's last-move line share, and which cards the hand tags "new"."""

from __future__ import annotations

from types import SimpleNamespace

from game.engine.rummidrez import (
    Dealt,
    Discarded,
    DiscardsTaken,
    Drawn,
    MatchEnded,
    Played,
    RoundEnded,
    card_id,
)
from game.i18n import listing
from game.ui.rummidrez.clock import CLOCK_SAVE, MatchClock, minutes_text
from game.ui.rummidrez.rack import arrived
from game.ui.rummidrez.sentences import card_label, describe_move

K4, K5 = card_id(1, 4), card_id(1, 5)


class FakeMatch(SimpleNamespace):
    """What the clock uses of a Match: its time limit, its elapsed seconds, whether it is over, save."""

    def __init__(self, minutes: int) -> None:
        super().__init__(config=SimpleNamespace(time_limit=minutes), elapsed=0.0, is_over=False, saves=0)

    def save(self) -> None:
        self.saves += 1


def test_the_clock_counts_into_the_match_saves_it_now_and_then_and_says_when_time_is_up():
    match = FakeMatch(minutes=1)
    clock = MatchClock(match)
    assert clock.limit == 60.0 and clock.counts()
    assert not clock.run(CLOCK_SAVE - 1) and match.saves == 0
    assert not clock.run(2.0) and match.saves == 1, "saved once CLOCK_SAVE seconds have passed"
    assert match.elapsed == CLOCK_SAVE + 1 and clock.left == 60.0 - CLOCK_SAVE - 1
    assert clock.run(60.0), "time up"
    match.is_over = True
    assert not clock.counts()
    assert not MatchClock(FakeMatch(minutes=0)).counts(), "a match with no time limit has no clock"


def test_the_clock_shows_whole_seconds_rounded_up():
    assert minutes_text(61.2) == "1:02" and minutes_text(0.0) == "0:00" and minutes_text(-3) == "0:00"
    clock = MatchClock(FakeMatch(minutes=1))
    clock.elapsed = 10.25
    assert abs(clock.next_tick() - 0.75) < 1e-9, "the next frame when the shown second changes"
    clock.elapsed = 10.0
    assert clock.next_tick() == 1.0


def test_a_drawn_card_is_named_to_its_drawer_alone():
    names = ["Anna", "Bruno"]
    drawn = Drawn(seat=0, card=K4, stock_left=40)
    assert describe_move([drawn], names, 0) == [f"You drew {card_label(K4)}."]
    for other in (1, None):
        assert describe_move([drawn], names, other) == ["Anna drew a card from the stock."]


def test_every_move_of_a_turn_and_a_round_end_is_told():
    names = ["Anna", "Bruno"]
    events = [DiscardsTaken(seat=1, cards=(K4, K5)), Played(seat=1, placed=(K4, K5), table=(), initial=True),
              Discarded(seat=1, card=K5),
              RoundEnded(round=2, winner=1, reason="out", scores=(0, 3), totals=(0, 3), hand_counts=(3, 0)),
              MatchEnded(winners=(0, 1), totals=(3, 3))]
    said = describe_move(events, names, 0)
    assert said == [f"Bruno took 2 cards from the discard pile ({card_label(K4)}, {card_label(K5)}), "
                    f"laid an initial meld of 2 cards and discarded {card_label(K5)}.",
                    "Round 2: Bruno went out!", f"{listing(names)} share the win!"]
    mine = describe_move(events, names, 1)  # the same turn read by Bruno: his own, "You …"
    assert mine[0].startswith("You took 2 cards from the discard pile") and mine[1] == "Round 2: you went out!"


def test_the_new_tag_is_on_the_last_cards_taken_and_not_yet_laid():
    K6, K7 = card_id(1, 6), card_id(1, 7)
    assert arrived([Drawn(0, K4, 50)], 0) == {K4}
    assert arrived([Drawn(1, K4, 50)], 0) == frozenset(), "another seat's draw"
    assert arrived([DiscardsTaken(0, (K5, K6, K7)), Played(0, (K5, K6), (), False)], 0) == {K7}, "laid: no longer new"
    # The solitaire: one seat draws again and again; only the last draw is new.
    assert arrived([Drawn(0, K4, 50), Played(0, (), (), False), Drawn(0, K5, 49)], 0) == {K5}
    assert arrived([Drawn(0, K4, 50), Dealt(2, 0, 80, (K6,))], 0) == frozenset(), "a new deal starts again"
