"""What must hold after every action of every engine: one place for the quick tests and the slow tier.

Each game has a checker: `checker = CHECKERS[game_id](state)` checks the new game, then
`checker.after(state, seat, action, events, legal)` checks the state after `seat` played
`action` (`events` are what `apply` returned, `legal` the new state's legal actions, so the
caller computes them once). The checks are cheap enough to run after every action of
hundreds of thousands of games; `round_trip` (to_dict -> JSON -> from_dict) costs more
and is called at intervals.
"""

from __future__ import annotations

import dataclasses
import json
from itertools import chain, compress
from typing import Any

from game.engine import core
from game.engine import figuras as fg
from game.engine import rummidrez as rz
from game.engine import sequence as sq
from game.engine import sequence_kids as sk

# ---------------------------------------------------------------- every game


def kinds(events: list[core.Event]) -> list[str]:
    return [e.kind for e in events]


def _plain_value(value: Any) -> bool:
    return value is None or type(value) in (int, str, bool) or (
        type(value) is tuple and all(map(_plain_value, value)))


_FIELD_NAMES: dict[type, frozenset[str]] = {}  # per event class: dataclasses.fields is dear per call


def _field_names(event: core.Event) -> frozenset[str]:
    names = _FIELD_NAMES.get(type(event))
    if names is None:
        names = _FIELD_NAMES[type(event)] = frozenset(f.name for f in dataclasses.fields(event))
    return names


def event_invariants(events: list[core.Event], players: int) -> None:
    """Events are typed, immutable values: a kind, a seat of the game or None, fields of ints, text,
    true/false, None and tuples of them; the seats that may see their secret fields are seats."""
    for e in events:
        assert isinstance(e, core.Event) and e.kind and dataclasses.is_dataclass(e)
        assert e.seat is None or 0 <= e.seat < players
        names = _field_names(e)
        assert all(_plain_value(getattr(e, name)) for name in names), e
        assert set(e.secret) <= names
        assert all(0 <= s < players for s in e.private_to) and bool(e.private_to) == bool(e.secret)
        hash(e)


def contract(state: Any, legal: list[core.Action]) -> None:
    """Whose turn, legal actions and outcome agree: actions until the end, an outcome after it."""
    if state.is_over:
        assert legal == [] and state.current_player is None
        assert isinstance(state.outcome(), core.Outcome)
    else:
        assert legal and state.current_player is not None
        assert state.outcome() is None


def round_trip(game_id: str, state: Any) -> None:
    """A save of the state loads back to the same state (through JSON text, as on disk)."""
    data = state.to_dict()
    loaded = core.GAMES[game_id].state_from_dict(json.loads(json.dumps(data)))
    assert loaded.to_dict() == data
    assert loaded.outcome() == state.outcome()


def action_round_trip(game_id: str, action: core.Action) -> None:
    assert core.GAMES[game_id].action_from_dict(json.loads(json.dumps(action.to_dict()))) == action


# ---------------------------------------------------------------- classic Sequence
# The checks run after every action of millions, so they lean on C loops (sorted, chain,
# count, min, max) rather than Python loops over the 100 spaces.

SEQUENCE_CARDS = list(sq.ALL_CARD_IDS)
KIDS_CARDS = list(range(42))
RUMMIDREZ_CARDS = list(rz.ALL_CARD_IDS)
FIGURAS_CARDS = list(range(100))
SPACES = range(100)
assert (sk.EMPTY, sk.CORNER) == (sq.EMPTY, sq.CORNER)  # chips_on_board and board_values serve both


def sequence_cards(state: Any) -> list[int]:
    """Every card of a Sequence (or Sequence for kids) game, sorted: hands, discard piles, stock."""
    return sorted(chain(*state.hands, *state.discards, state.stock))


def figuras_cards(state: fg.FigurasState) -> list[int]:
    return sorted(chain(*state.hands, state.stock, state.discard))


def chips_on_board(state: Any) -> int:
    """Chips of any colour (the free corners are not chips)."""
    board = state.board
    return len(board) - board.count(sq.EMPTY) - board.count(sq.CORNER)


def board_values(state: Any, corners: Any, colours: int) -> None:
    """Corners free and nothing else; every other space empty or one of `colours` chip colours."""
    board = state.board
    assert board.count(sq.CORNER) == len(corners) and all(board[s] == sq.CORNER for s in corners)
    assert min(board) >= sq.CORNER and max(board) < colours


def is_line(spaces: Any, length: range = range(5, 6)) -> bool:
    """Neighbouring spaces in one straight line (row, column or diagonal), as many as `length` allows."""
    cells = sorted(divmod(s, 10) for s in spaces)
    if len(cells) not in length or len(set(cells)) != len(cells):
        return False
    dr, dc = cells[1][0] - cells[0][0], cells[1][1] - cells[0][1]
    if (dr, dc) not in ((0, 1), (1, 0), (1, 1), (1, -1)):
        return False
    return all(cells[i] == (cells[0][0] + dr * i, cells[0][1] + dc * i) for i in range(len(cells)))


# Every row, column and diagonal of the 10x10 board long enough to hold a sequence.
BOARD_LINES = tuple(
    line for line in (
        *(tuple(r * 10 + c for c in range(10)) for r in range(10)),
        *(tuple(r * 10 + c for r in range(10)) for c in range(10)),
        *(tuple(r * 10 + r + d for r in range(10) if 0 <= r + d < 10) for d in range(-9, 10)),
        *(tuple(r * 10 + d - r for r in range(10) if 0 <= d - r < 10) for d in range(19)),
    ) if len(line) >= 5
)


def team_runs(board: list[int], team: int) -> list[tuple[int, ...]]:
    """Every unbroken run of five or more of `team`'s chips (a free corner counts) on any line."""
    runs = []
    for line in BOARD_LINES:
        run: list[int] = []
        for s in (*line, None):
            if s is not None and board[s] in (team, sq.CORNER):
                run.append(s)
                continue
            if len(run) >= 5:
                runs.append(tuple(run))
            run = []
    return runs


def runs_through(board: list[int], space: int, team: int) -> list[int]:
    """The length of `team`'s unbroken run through `space` in each of the four directions."""
    r0, c0 = divmod(space, 10)
    lengths = []
    for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
        length = 1
        for sign in (1, -1):
            r, c = r0 + sign * dr, c0 + sign * dc
            while 0 <= r < 10 and 0 <= c < 10 and board[r * 10 + c] in (team, sq.CORNER):
                length += 1
                r, c = r + sign * dr, c + sign * dc
        lengths.append(length)
    return lengths


def run_count(length: int) -> int:
    """Sequences an unbroken run counts as under rules 2: 1 from 5 to 8 chips, 2 from 9."""
    return 0 if length < 5 else 1 if length < 9 else 2


def claimed_runs(state: sq.SequenceState) -> None:
    """Rules 2: every team's locked chips are exactly its runs of five or more, each run counting as
    its length allows, and its sequences lie inside them."""
    for team, seqs in enumerate(state.sequences):
        runs = team_runs(state.board, team)
        assert len(seqs) == sum(run_count(len(run)) for run in runs)
        for seq in seqs:
            assert sum(set(seq) <= set(run) for run in runs) == 1
        for run in runs:
            assert all(state.locked[s] for s in run)
            assert set(chain(*(seq for seq in seqs if set(seq) <= set(run)))) == set(run)


def sequence_invariants(state: sq.SequenceState, placed: int, removed: int,
                        legal: list[core.Action] | None = None, sequences: bool = True) -> None:
    """Cards and chips conserved, the winner consistent; `sequences`: every sequence a real line of
    its team's chips, locked, sharing at most one space with another (the checker skips this
    after actions that can neither make a sequence nor take a chip away)."""
    config = state.config
    legal = state.legal_actions() if legal is None else legal
    contract(state, legal)
    assert sequence_cards(state) == SEQUENCE_CARDS
    assert chips_on_board(state) == placed - removed
    assert max(map(len, state.hands)) <= config.hand_size
    board_values(state, sq.CORNERS, config.team_count)
    counts = [len(s) for s in state.sequences]
    # Rules 1 keep five spaces per sequence; rules 2 the whole run (a run of 9 or 10 as two halves).
    lengths = range(5, 6) if state.rules == 1 else range(5, 9)
    for team, seqs in enumerate(state.sequences if sequences else ()):
        for seq in seqs:
            assert is_line(seq, lengths)
            assert all(state.board[s] in (team, sq.CORNER) for s in seq)
        for a in range(len(seqs)):
            for b in range(a):
                assert len(set(seqs[a]) & set(seqs[b])) <= 1
    if sequences:
        assert set(compress(SPACES, state.locked)) == set(chain(*chain(*state.sequences)))
        if state.rules >= 2:
            claimed_runs(state)
    if state.winner_team is not None:
        assert counts[state.winner_team] >= config.needed_sequences
        assert state.outcome().winners == tuple(
            s for s in range(config.players) if s % config.team_count == state.winner_team)
    else:
        assert all(n < config.needed_sequences for n in counts)
        if state.is_over:  # a round in which nobody could place or remove a chip
            assert state.outcome().draw
    if not state.is_over:
        assert len(set(legal)) == len(legal)


class SequenceChecker:
    def __init__(self, state: sq.SequenceState) -> None:
        self.placed = self.removed = 0
        self.sequences = 0
        sequence_invariants(state, 0, 0)

    def after(self, state: sq.SequenceState, seat: int, action: core.Action, events: list[core.Event],
              legal: list[core.Action]) -> None:
        event_invariants(events, state.config.players)
        done = kinds(events)
        self.placed += done.count("place")
        self.removed += done.count("remove")
        if "turn" in done:
            assert state.turn == (seat + 1) % state.config.players
        else:
            assert state.turn == seat
        count = sum(map(len, state.sequences))
        changed = count != self.sequences or "remove" in done or state.is_over
        if "place" in done:
            space = events[0].space
            longest = max(runs_through(state.board, space, state.board[space]))
            if state.rules >= 2:  # a chip in a run of five or more is locked with it, and only then
                assert state.locked[space] == (longest >= 5)
            else:
                assert longest >= 5 or not state.locked[space]
            changed = changed or state.locked[space]  # a sequence made or a locked run grown
        self.sequences = count
        sequence_invariants(state, self.placed, self.removed, legal, sequences=changed)


# ---------------------------------------------------------------- Sequence for kids

def kids_invariants(state: sk.SequenceKidsState, placed: int, removed: int,
                    legal: list[core.Action] | None = None, lines: Any = None) -> None:
    """Cards and chips conserved; a win is a real line of four; a draw only with no line.
    `lines`: the seats whose unnoticed line of four to look for, all by default (the checker:
    only the seat that put a chip down, since a chip taken away makes no line)."""
    legal = state.legal_actions() if legal is None else legal
    contract(state, legal)
    assert sequence_cards(state) == KIDS_CARDS
    assert chips_on_board(state) == placed - removed
    board_values(state, sk.CORNERS, state.players)
    if state.is_over and not state.outcome().draw:
        winner = state.outcome().winners[0]
        assert state.outcome().winners == (state.winner,)
        assert [len(h) for h in state.hands] == [2 if s == winner else 3 for s in range(state.players)]
        assert state.win_line in sk.winning_lines(state.board, winner)
    elif state.is_over:  # a draw: a whole round in which nobody could put down or take away a chip
        assert state.outcome().winners == ()
        assert all(sk.winning_line(state.board, s) is None for s in range(state.players))
    else:
        assert all(len(h) == 3 for h in state.hands)
        seats = range(state.players) if lines is None else lines
        assert all(sk.winning_line(state.board, s) is None for s in seats)
        if sk.Pass() in legal:  # only when no chip can be put down or taken away
            assert all(isinstance(a, (sk.Exchange, sk.Pass)) for a in legal)


class KidsChecker:
    def __init__(self, state: sk.SequenceKidsState) -> None:
        self.placed = self.removed = 0
        kids_invariants(state, 0, 0)

    def after(self, state: sk.SequenceKidsState, seat: int, action: core.Action, events: list[core.Event],
              legal: list[core.Action]) -> None:
        event_invariants(events, state.players)
        done = kinds(events)
        self.placed += done.count("place")
        self.removed += done.count("remove")
        if "reshuffle" in done:
            assert all(d == [] for d in state.discards)
        if type(action) is sk.Exchange:
            assert state.current_player == seat
        elif not state.is_over:
            assert state.current_player == (seat + 1) % state.players
            assert events[-1] == sq.TurnStarted(state.current_player)
        kids_invariants(state, self.placed, self.removed, legal, lines=(seat,) if "place" in done else ())


# ---------------------------------------------------------------- Rummidrez

def rummidrez_invariants(state: rz.RummidrezState, legal: list[core.Action] | None = None,
                         table: bool = True) -> None:
    """Cards conserved, hands and piles as the phase needs; `table`: every group on it is valid
    (only a Play changes the table, so the slow tier checks it only then)."""
    legal = state.legal_actions() if legal is None else legal
    contract(state, legal)
    assert sorted(chain(*state.hands, *state.table, state.stock, state.discard)) == RUMMIDREZ_CARDS
    if table:
        assert all(rz.check_group(g) is None for g in state.table)
    for h, k in zip(state.hands, state.known, strict=True):
        assert not k or set(k) <= set(h)
    if state.solitaire:
        assert not state.discard
    if not state.is_over:
        assert all(state.hands)
        assert state.current_player == state.turn
        if not state.solitaire and state.phase == rz.PHASE_TAKE:
            # Rules 1 rebuilt an empty stock before the turn; rules 2 when the player draws from it.
            assert state.discard and (state.stock or state.rules >= 2)
        return
    outcome = state.outcome()
    if state.solitaire:
        assert (outcome.winners == ()) == state.failed
        assert state.failed == bool(state.hands[0])  # a failed attempt ends with cards in the hand
        assert state.failed or outcome.scores == (state.table_count,)
    else:
        best = max(state.scores)
        assert outcome.winners == tuple(s for s, v in enumerate(state.scores) if v == best)
        assert state.time_up if state.config.time_limit else best >= state.target


class RummidrezChecker:
    def __init__(self, state: rz.RummidrezState) -> None:
        self.totals = list(state.scores)
        self.hand = len(state.hands[state.turn])  # the hand of the seat about to act
        rummidrez_invariants(state)

    def after(self, state: rz.RummidrezState, seat: int, action: core.Action, events: list[core.Event],
              legal: list[core.Action]) -> None:
        play = isinstance(action, rz.Play)
        rummidrez_invariants(state, legal, table=play)
        assert all(a >= b for a, b in zip(state.scores, self.totals, strict=True))
        self.totals = list(state.scores)
        event_invariants(events, state.config.players)
        done = kinds(events)
        if play and "round_end" not in done and "solitaire_end" not in done:
            assert isinstance(events[0], rz.Played) and 0 < len(events[0].placed)
            assert len(state.hands[seat]) == self.hand - len(events[0].placed)
        if not state.is_over and "round_end" not in done and not state.solitaire:
            # The turn passes only by a discard (or, with no stock left, the round ends).
            assert state.turn == ((seat + 1) % state.config.players if type(action) is rz.Discard else seat)
        if "reshuffle" in done:  # rules 2: only a draw from the empty stock rebuilds it
            assert state.rules == 1 or type(action) is rz.Draw
            assert len(state.discard) == 1 and 1 <= state.reshuffles <= rz.MAX_RESHUFFLES
        if any(isinstance(e, rz.RoundEnded) and e.winner is None for e in events):
            assert state.rules == 1 or type(action) is rz.Draw  # a draw from a stock that cannot be rebuilt
        self.hand = len(state.hands[state.turn])


# ---------------------------------------------------------------- Figuras

def figuras_invariants(state: fg.FigurasState, prev_totals: list[int],
                       legal: list[core.Action] | None = None) -> None:
    """Cards conserved; scores only grow; eliminations and the winners as the rules say."""
    legal = state.legal_actions() if legal is None else legal
    contract(state, legal)
    assert figuras_cards(state) == FIGURAS_CARDS
    assert state.discard
    assert all(t >= p for t, p in zip(state.totals, prev_totals, strict=True))
    for s in range(state.n):
        if state.cannot_follow[s] is not None:  # what everyone saw is true of the hand
            top, colour, count = state.cannot_follow[s]
            assert 0 < count <= sum(1 for c in state.hands[s] if not fg._fits(c, top, colour))
    for observer, holder, card in state.held_known:  # what a player knows of a hand is true
        assert observer != holder and card in state.hands[holder]
        if state.out[s]:
            assert state.totals[s] > 100
            assert state.hands[s] == [] or state.is_over  # the last round's hands stay at the end
    if state.is_over:
        winners = state.outcome().winners
        assert winners
        if any(state.totals[w] == 111 for w in winners):
            assert all(state.totals[w] == 111 for w in winners)
        else:
            assert len(winners) == 1 and [s for s in range(state.n) if not state.out[s]] == list(winners)
        return
    cur = state.current_player
    assert not state.out[cur]
    assert sum(not o for o in state.out) >= 2
    if state.phase == fg.PHASE_PLAY or (state.phase == fg.PHASE_MIRROR and state.rules >= 2):
        # Rules 2: a Mirror that was the last card closed the round at once, so nobody waits empty.
        assert all(state.hands[s] for s in range(state.n) if not state.out[s])
    if state.phase == fg.PHASE_PLAY:
        assert state.colour in fg.COLOURS
    assert (state.mirrors > 0) == (state.phase == fg.PHASE_MIRROR)


class FigurasChecker:
    def __init__(self, state: fg.FigurasState) -> None:
        self.totals = list(state.totals)
        self.out = list(state.out)
        figuras_invariants(state, self.totals)

    def after(self, state: fg.FigurasState, seat: int, action: core.Action, events: list[core.Event],
              legal: list[core.Action]) -> None:
        assert events
        event_invariants(events, state.n)
        assert all(e.seat is None or not self.out[e.seat] for e in events)  # nobody out acts
        figuras_invariants(state, self.totals, legal)
        self.totals = list(state.totals)
        self.out = list(state.out)


CHECKERS = {
    "sequence": SequenceChecker,
    "sequence_kids": KidsChecker,
    "rummidrez": RummidrezChecker,
    "figuras": FigurasChecker,
}
