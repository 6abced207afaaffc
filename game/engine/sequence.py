"""Classic Sequence: the 10×10 board, two decks, jacks, teams of up to 12.

Rules: shared/rules/sequence.md. Spaces are numbered row * 10 + column, row 0 at
the top. The state keeps everything as lists of ints so that search-based
computer players can clone and apply quickly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any, ClassVar

from game.engine import core, schema
from game.engine.cards import standard_decks
from game.engine.core import N_, Action, Event, IllegalAction, Outcome, TableEvent

# ---------------------------------------------------------------- the board

BOARD_ROWS = (
    "XX 2S 3S 4S 5S 6S 7S 8S 9S XX",
    "6C 5C 4C 3C 2C AH KH QH TH TS",
    "7C AS 2D 3D 4D 5D 6D 7D 9H QS",
    "8C KS 6C 5C 4C 3C 2C 8D 8H KS",
    "9C QS 7C 6H 5H 4H AH 9D 7H AS",
    "TC TS 8C 7H 2H 3H KH TD 6H 2D",
    "QC 9S 9C 8H 9H TH QH QD 5H 3D",
    "KC 8S TC QC KC AC AD KD 4H 4D",
    "AC 7S 6S 5S 4S 3S 2S 2H 3H 5D",
    "XX AD KD QD TD 9D 8D 7D 6D XX",
)
SIZE = 10
LAYOUT: tuple[str | None, ...] = tuple(
    None if code == "XX" else code for row in BOARD_ROWS for code in row.split()
)
CORNERS = frozenset(i for i, code in enumerate(LAYOUT) if code is None)
PLAYABLE_SPACES = tuple(i for i in range(SIZE * SIZE) if i not in CORNERS)

CARDS = standard_decks(2)
ALL_CARD_IDS = tuple(range(len(CARDS)))

# Spaces showing each card code (two each); jacks have none.
SPACES_OF_CODE: dict[str, tuple[int, ...]] = {}
for _space, _code in enumerate(LAYOUT):
    if _code is not None:
        SPACES_OF_CODE[_code] = SPACES_OF_CODE.get(_code, ()) + (_space,)
CARD_SPACES: tuple[tuple[int, ...], ...] = tuple(SPACES_OF_CODE.get(c.code, ()) for c in CARDS)

# Seat counts and the team splits the rules allow.
TEAM_OPTIONS: dict[int, tuple[int, ...]] = {
    2: (2,), 3: (3,), 4: (2,), 6: (2, 3), 8: (2,), 9: (3,), 10: (2,), 12: (2, 3),
}
HAND_SIZE = {2: 7, 3: 6, 4: 6, 6: 5, 8: 4, 9: 4, 10: 3, 12: 3}
TEAM_COLOURS = ("blue", "green", "red")

EMPTY = -1
CORNER = -2  # board value of a free corner: counts for every team

# The four directions of a line (row, column, both diagonals), and for each space the spaces
# on either side of it in each direction, for sequence detection.
DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))

# Rules versions (the state's to_dict "version"). 1: a line of more than five locked only the
# five chosen first, so nine in a row could stay one sequence. 2 (the decision in the rules
# file): a completed unbroken run is locked whole and counts once at 5 to 8 chips, twice at 9 or 10.
RULES = 2


def run_sequences(run: tuple[int, ...]) -> list[tuple[int, ...]]:
    """What an unbroken run of five or more chips in a line counts as (rules 2): one sequence, the
    whole run, up to 8 long; from 9 on two, sharing one space, as the one-shared-space rule allows."""
    return [run] if len(run) < 9 else [run[:5], run[4:]]


def is_line(spaces: tuple[int, ...] | list[int]) -> bool:
    """Whether `spaces` are neighbours in order along one row, column or diagonal."""
    cells = [divmod(s, SIZE) for s in spaces]
    if len(cells) < 2:
        return False
    dr, dc = cells[1][0] - cells[0][0], cells[1][1] - cells[0][1]
    if (dr, dc) not in DIRECTIONS and (-dr, -dc) not in DIRECTIONS:
        return False
    return all(cells[i] == (cells[0][0] + dr * i, cells[0][1] + dc * i) for i in range(len(cells)))


def _ray(space: int, dr: int, dc: int) -> tuple[int, ...]:
    """Spaces from `space` stepping (dr, dc) to the board's edge, not including `space`."""
    r, c = divmod(space, SIZE)
    out = []
    for step in range(1, SIZE):
        rr, cc = r + dr * step, c + dc * step
        if not (0 <= rr < SIZE and 0 <= cc < SIZE):
            break
        out.append(rr * SIZE + cc)
    return tuple(out)


RAYS: tuple[tuple[tuple[tuple[int, ...], tuple[int, ...]], ...], ...] = tuple(
    tuple((_ray(s, -dr, -dc), _ray(s, dr, dc)) for dr, dc in DIRECTIONS) for s in range(SIZE * SIZE)
)


# ---------------------------------------------------------------- jacks

def jack_kind(card_id: int, jack_rule: str) -> str | None:
    """"wild", "remove" or None (not a jack) for a card under the chosen rule."""
    card = CARDS[card_id]
    if card.rank != "J":
        return None
    if jack_rule == "colours":
        return "wild" if card.is_red else "remove"
    # Standard eyes: two-eyed jacks (clubs, diamonds) are wild.
    return "wild" if card.suit in "CD" else "remove"


# Per jack rule: for every card id, is it a wild jack / a removing jack.
_JACK_TABLES = {
    rule: (tuple(jack_kind(c, rule) == "wild" for c in ALL_CARD_IDS),
           tuple(jack_kind(c, rule) == "remove" for c in ALL_CARD_IDS))
    for rule in ("eyes", "colours")
}


def card_name(card_id: int) -> str:
    return CARDS[card_id].label


# ---------------------------------------------------------------- config

@dataclass(frozen=True)
class SequenceConfig:
    players: int = core.option(
        N_("Players"), 2, tuple(sorted(TEAM_OPTIONS)), N_("2, 3, 4, 6, 8, 9, 10 or 12 seats.")
    )
    teams: int = core.option(
        N_("Teams"), 0, (0, 2, 3), N_("Seats alternate teams around the table."),
        labels={0: N_("Automatic"), 2: N_("2 teams"), 3: N_("3 teams")},
    )
    jack_rule: str = core.option(
        N_("Jacks"), "eyes", ("eyes", "colours"),
        N_("Which jacks are wild and which remove a chip."),
        labels={"eyes": N_("Two-eyed wild, one-eyed remove"), "colours": N_("Red wild, black remove")},
    )
    table_draw: bool = core.option(
        N_("Table draw rule"), False, (False, True),
        N_("You must draw your card yourself; forget it and you play on with one card fewer."),
        labels={False: N_("Off: the card is drawn for you"), True: N_("On: draw it yourself")},
        choice_help={False: N_("After your turn a new card comes into your hand by itself."),
                     True: N_("You must draw your card yourself; forget it and you play on with one card fewer.")},
    )
    sequences_to_win: int = core.option(
        N_("Sequences to win"), 0, (0, 1, 2, 3), N_("Default: 2 with two teams, 1 with three."),
        labels={0: N_("Standard"), 1: "1", 2: "2", 3: "3"},
        choice_help={0: N_("Default: 2 with two teams, 1 with three."),
                     **dict.fromkeys((1, 2, 3), N_("A team needs this many sequences to win, with two teams or three."))},
    )
    first_player: str = core.option(
        N_("Who starts"), "cut", ("cut", "dealer_left"), N_("How the first player is chosen."),
        labels={"cut": N_("Lowest cut card"), "dealer_left": N_("Player after a random dealer")},
    )

    def __post_init__(self) -> None:
        if self.players not in TEAM_OPTIONS:
            raise core.ConfigError(
                N_("Sequence is played by 2, 3, 4, 6, 8, 9, 10 or 12 players, so that the teams are equal.")
            )
        if self.teams and self.teams not in TEAM_OPTIONS[self.players]:
            raise core.ConfigError(core.NN_("{n} player cannot be split into {teams} equal teams.",
                                           "{n} players cannot be split into {teams} equal teams."),
                                   n=self.players, teams=self.teams)

    @property
    def team_count(self) -> int:
        return self.teams or TEAM_OPTIONS[self.players][0]

    @property
    def needed_sequences(self) -> int:
        if self.sequences_to_win:
            return self.sequences_to_win
        return 2 if self.team_count == 2 else 1

    @property
    def hand_size(self) -> int:
        return HAND_SIZE[self.players]


# ---------------------------------------------------------------- actions

@dataclass(frozen=True, slots=True)
class Place(Action):
    """Discard `card` and put a chip on `space` (its own space, or any for a wild jack)."""

    kind: ClassVar[str] = "place"
    card: int
    space: int


@dataclass(frozen=True, slots=True)
class Remove(Action):
    """Discard a removing jack and take the opponent chip off `space`."""

    kind: ClassVar[str] = "remove"
    card: int
    space: int


@dataclass(frozen=True, slots=True)
class Exchange(Action):
    """Discard a dead card and draw a replacement (once per turn, before playing)."""

    kind: ClassVar[str] = "exchange"
    card: int


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Table draw rule: take your card from the stock, ending the turn."""

    kind: ClassVar[str] = "draw"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Table draw rule: end the turn without drawing (the card is lost)."""

    kind: ClassVar[str] = "end_turn"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """No playable card and no exchange: the turn passes."""

    kind: ClassVar[str] = "pass"


action_from_dict = core.action_decoder(Place, Remove, Exchange, Draw, EndTurn, Pass)
DRAW, END_TURN, PASS = Draw(), EndTurn(), Pass()

# Action objects are immutable, so one per (card, space) serves every state.
_PLACE: list[list[Place | None]] = [[None] * (SIZE * SIZE) for _ in CARDS]
_REMOVE: list[list[Remove | None]] = [[None] * (SIZE * SIZE) for _ in CARDS]
_EXCHANGE = [Exchange(c) for c in ALL_CARD_IDS]


def _place(card: int, space: int) -> Place:
    a = _PLACE[card][space]
    if a is None:
        a = _PLACE[card][space] = Place(card, space)
    return a


def _remove(card: int, space: int) -> Remove:
    a = _REMOVE[card][space]
    if a is None:
        a = _REMOVE[card][space] = Remove(card, space)
    return a


# ---------------------------------------------------------------- events
# What `apply` reports, in order (Sequence for kids reports the same events). Cards are ids
# into CARDS, spaces board numbers; everything is public except a drawn card.

@dataclass(frozen=True, slots=True)
class Placed(Event):
    """`seat` played `card` onto its discard pile and put a chip of `team` on `space`."""

    kind: ClassVar[str] = "place"
    seat: int
    card: int
    space: int
    team: int


@dataclass(frozen=True, slots=True)
class Removed(Event):
    """`seat` played `card`, a removing jack (in Sequence for kids a Dragon), and took the chip of
    `team` (in Sequence for kids: of that seat) off `space`."""

    kind: ClassVar[str] = "remove"
    seat: int
    card: int
    space: int
    team: int


@dataclass(frozen=True, slots=True)
class Exchanged(Event):
    """`seat` discarded the dead card `card`; the card drawn for it follows as `Drawn`."""

    kind: ClassVar[str] = "exchange"
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class Drawn(Event):
    """`seat` drew `card` from the stock. The card is secret: only that seat sees it."""

    kind: ClassVar[str] = "draw"
    secret: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    card: int

    @property
    def private_to(self) -> tuple[int, ...]:
        return (self.seat,)


@dataclass(frozen=True, slots=True)
class Reshuffled(TableEvent):
    """The stock ran out: every discard pile, `count` cards in all, was shuffled into a new stock."""

    kind: ClassVar[str] = "reshuffle"
    count: int


@dataclass(frozen=True, slots=True)
class SequenceMade(Event):
    """`seat`'s chip completed a sequence for `team`: `spaces` in order along its line (in
    Sequence for kids, the four in a row of that seat)."""

    kind: ClassVar[str] = "sequence"
    seat: int
    team: int
    spaces: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameOver(TableEvent):
    """The game is over: `team` won (in Sequence for kids that seat, `spaces` its four in a row;
    the sequences themselves came before as `SequenceMade`), or with `draw` nobody did (a whole
    round of turns without a chip put down or taken away)."""

    kind: ClassVar[str] = "game_over"
    team: int | None = None
    draw: bool = False
    spaces: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """`seat` could neither put down nor take away a chip, and passed."""

    kind: ClassVar[str] = "pass"
    seat: int


@dataclass(frozen=True, slots=True)
class DrawSkipped(Event):
    """Table draw rule: `seat` ended its turn without drawing (it plays on with a card fewer)."""

    kind: ClassVar[str] = "skip_draw"
    seat: int


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    """It is now `seat`'s turn."""

    kind: ClassVar[str] = "turn"
    seat: int


# Events that depend on the seat only are made once (like the actions).
TURN_STARTED = tuple(TurnStarted(s) for s in range(max(TEAM_OPTIONS)))
PASSED = tuple(Passed(s) for s in range(max(TEAM_OPTIONS)))


# ---------------------------------------------------------------- state

PHASE_PLAY = 0  # may exchange (once) then must place/remove/pass
PHASE_DRAW = 1  # table draw rule: must draw or end the turn


class SequenceState:
    """One game of classic Sequence."""

    __slots__ = (
        "config", "rules", "rng", "board", "hands", "discards", "stock", "sequences", "locked",
        "turn", "phase", "exchanged", "passes", "winner_team", "drawn_game", "cut", "dealer",
        "team_of", "_wild", "_remove_kind",
    )

    def __init__(self, config: SequenceConfig, rng: random.Random | None = None, rules: int = RULES) -> None:
        self.config = config
        self.rules = rules  # the rules version this game is played under (see RULES)
        self.rng = rng if rng is not None else random.Random(0)  # new_game and loading replace it
        self.board: list[int] = [CORNER if s in CORNERS else EMPTY for s in range(SIZE * SIZE)]
        self.hands: list[list[int]] = [[] for _ in range(config.players)]
        self.discards: list[list[int]] = [[] for _ in range(config.players)]
        self.stock: list[int] = []  # the top of the stock is the end of the list
        # Per team, its sequences in a line (a run of 9 or 10 is two of them, sharing one space).
        self.sequences: list[list[tuple[int, ...]]] = [[] for _ in range(config.team_count)]
        self.locked: list[bool] = [False] * (SIZE * SIZE)
        self.turn = 0
        self.phase = PHASE_PLAY
        self.exchanged = False
        self.passes = 0  # consecutive turns in which the seat could do nothing
        self.winner_team: int | None = None
        self.drawn_game = False
        self.cut: list[list[tuple[int, int]]] = []  # rounds of (seat, card id)
        self.dealer: int | None = None
        self.team_of = tuple(i % config.team_count for i in range(config.players))
        self._cache_jacks()

    def _cache_jacks(self) -> None:
        self._wild, self._remove_kind = _JACK_TABLES[self.config.jack_rule]

    # ------------------------------------------------------------ queries

    @property
    def current_player(self) -> int | None:
        return None if self.is_over else self.turn

    @property
    def is_over(self) -> bool:
        return self.winner_team is not None or self.drawn_game

    def team(self, seat: int) -> int:
        return self.team_of[seat]

    def is_dead(self, card: int) -> bool:
        """A non-jack card whose two spaces are both covered."""
        spaces = CARD_SPACES[card]
        board = self.board
        return bool(spaces) and board[spaces[0]] != EMPTY and board[spaces[1]] != EMPTY

    def legal_actions(self) -> list[Action]:
        if self.is_over:
            return []
        if self.phase == PHASE_DRAW:
            return [DRAW, END_TURN]
        board = self.board
        team = self.team_of[self.turn]
        actions: list[Action] = []
        empty: list[int] | None = None  # computed once, only when a wild jack is held
        for card in self.hands[self.turn]:
            if self._wild[card]:
                if empty is None:
                    empty = [s for s in PLAYABLE_SPACES if board[s] == EMPTY]
                row = _PLACE[card]
                actions.extend([row[s] or _place(card, s) for s in empty])
            elif self._remove_kind[card]:
                locked = self.locked
                actions.extend(
                    [_remove(card, s) for s in PLAYABLE_SPACES
                     if board[s] >= 0 and board[s] != team and not locked[s]]
                )
            else:
                free = [s for s in CARD_SPACES[card] if board[s] == EMPTY]
                if free:
                    actions.extend([_place(card, s) for s in free])
                elif not self.exchanged:
                    actions.append(_EXCHANGE[card])
        return actions or [PASS]

    def outcome(self) -> Outcome | None:
        if not self.is_over:
            return None
        scores = tuple(len(self.sequences[t]) for t in self.team_of)
        if self.drawn_game:
            return Outcome(winners=(), scores=scores, draw=True)
        winners = tuple(s for s in range(self.config.players) if self.team_of[s] == self.winner_team)
        return Outcome(winners=winners, scores=scores, draw=False)

    # ------------------------------------------------------------ apply

    def apply(self, action: Action) -> list[Event]:
        if self.is_over:
            raise IllegalAction(N_("The game is over."))
        seat = self.turn
        if self.phase == PHASE_DRAW:
            if isinstance(action, Draw):
                events = self._draw_into_hand(seat)
                self._next_turn(events)
                return events
            if isinstance(action, EndTurn):
                events = [DrawSkipped(seat)]
                self._next_turn(events)
                return events
            raise IllegalAction(N_("Draw your card from the stock, or end your turn."))
        if isinstance(action, Place):
            return self._apply_place(seat, action)
        if isinstance(action, Remove):
            return self._apply_remove(seat, action)
        if isinstance(action, Exchange):
            return self._apply_exchange(seat, action)
        if isinstance(action, Pass):
            if self.legal_actions() != [PASS]:
                raise IllegalAction(N_("You can still play a card, so you cannot pass."))
            events = [PASSED[seat]]
            # A turn that puts down or takes away no chip counts towards a drawn game,
            # even with an exchange: otherwise a table of dead cards could cycle forever.
            self.passes += 1
            if self.passes >= self.config.players:
                self.drawn_game = True
                events.append(GameOver(draw=True))
                return events
            self._next_turn(events)
            return events
        if isinstance(action, (Draw, EndTurn)):
            raise IllegalAction(N_("Play a card first; you draw at the end of your turn."))
        raise IllegalAction(N_("That is not a Sequence move."))

    def _check_card(self, seat: int, card: Any) -> None:
        if type(card) is not int or not 0 <= card < len(CARDS) or card not in self.hands[seat]:
            raise IllegalAction(N_("You do not hold that card."))

    @staticmethod
    def _check_space(space: Any) -> None:
        if type(space) is not int or not 0 <= space < SIZE * SIZE:
            raise IllegalAction(N_("That space is not on the board."))

    def _apply_place(self, seat: int, action: Place) -> list[Event]:
        card, space = action.card, action.space
        self._check_card(seat, card)
        self._check_space(space)
        if self._remove_kind[card]:
            raise IllegalAction(N_("This jack removes a chip; it does not place one."))
        if space in CORNERS:
            raise IllegalAction(N_("The corners are free for everyone; no chip goes there."))
        if self.board[space] != EMPTY:
            raise IllegalAction(N_("That space already holds a chip."))
        if not self._wild[card] and space not in CARD_SPACES[card]:
            raise IllegalAction(N_("That card does not show on this space."))
        team = self.team_of[seat]
        self.hands[seat].remove(card)
        self.discards[seat].append(card)
        self.board[space] = team
        self.passes = 0
        events: list[Event] = [Placed(seat, card, space, team)]
        runs = self._runs_through(space, team)
        if runs:
            new = self._claim_runs(team, runs) if self.rules >= 2 else self._claim_five(space, team, runs)
            for seq in new:
                events.append(SequenceMade(seat, team, seq))
            if new and len(self.sequences[team]) >= self.config.needed_sequences:
                self.winner_team = team
                events.append(GameOver(team))
                return events
        self._finish_play(seat, events)
        return events

    def _apply_remove(self, seat: int, action: Remove) -> list[Event]:
        card, space = action.card, action.space
        self._check_card(seat, card)
        self._check_space(space)
        if not self._remove_kind[card]:
            raise IllegalAction(N_("Only a removing jack takes a chip off the board."))
        chip = self.board[space]
        if chip < 0:
            raise IllegalAction(N_("There is no chip to remove on that space."))
        if chip == self.team_of[seat]:
            raise IllegalAction(N_("You can only remove another team's chip."))
        if self.locked[space]:
            raise IllegalAction(N_("That chip is part of a completed sequence and cannot be removed."))
        self.hands[seat].remove(card)
        self.discards[seat].append(card)
        self.board[space] = EMPTY
        self.passes = 0
        events: list[Event] = [Removed(seat, card, space, chip)]
        self._finish_play(seat, events)
        return events

    def _apply_exchange(self, seat: int, action: Exchange) -> list[Event]:
        card = action.card
        self._check_card(seat, card)
        if self.exchanged:
            raise IllegalAction(N_("You may exchange only one dead card per turn."))
        if not self.is_dead(card):
            raise IllegalAction(N_("Only a dead card (both its spaces covered) can be exchanged."))
        self.hands[seat].remove(card)
        self.discards[seat].append(card)
        self.exchanged = True
        events: list[Event] = [Exchanged(seat, card)]
        events.extend(self._draw_into_hand(seat))
        return events

    def _finish_play(self, seat: int, events: list[Event]) -> None:
        if self.config.table_draw:
            self.phase = PHASE_DRAW
            return
        events.extend(self._draw_into_hand(seat))
        self._next_turn(events)

    def _draw_into_hand(self, seat: int) -> list[Event]:
        events: list[Event] = []
        if not self.stock:
            pile = [c for d in self.discards for c in d]
            if not pile:
                return events
            for d in self.discards:
                d.clear()
            self.rng.shuffle(pile)
            self.stock = pile
            events.append(Reshuffled(len(pile)))
        card = self.stock.pop()
        self.hands[seat].append(card)
        events.append(Drawn(seat, card))
        return events

    def _next_turn(self, events: list[Event]) -> None:
        self.turn = (self.turn + 1) % self.config.players
        self.phase = PHASE_PLAY
        self.exchanged = False
        events.append(TURN_STARTED[self.turn])

    def _runs_through(self, space: int, team: int) -> list[tuple[int, ...]]:
        """The unbroken runs of five or more of `team`'s chips (a free corner counts) through a chip
        just placed on `space`, one per direction at most, each in order along its line."""
        board = self.board
        runs: list[tuple[int, ...]] = []
        for back, forward in RAYS[space]:
            left = []
            for s in back:
                v = board[s]
                if v != team and v != CORNER:
                    break
                left.append(s)
            right = []
            for s in forward:
                v = board[s]
                if v != team and v != CORNER:
                    break
                right.append(s)
            if len(left) + len(right) >= 4:
                runs.append((*left[::-1], space, *right))
        return runs

    def _claim_runs(self, team: int, runs: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
        """Rules 2: every chip of each run is locked, and the run replaces the team's sequences it
        holds (the part of the line it had before). The sequences it adds are returned."""
        seqs, locked = self.sequences[team], self.locked
        new: list[tuple[int, ...]] = []
        for run in runs:
            members = set(run)
            # Two lines share at most one space, so a sequence inside the run is on its line.
            before = [seq for seq in seqs if members.issuperset(seq)]
            after = run_sequences(run)
            for seq in before:
                seqs.remove(seq)
            seqs.extend(after)
            new.extend(after[len(before):])
            for s in run:
                locked[s] = True
        return new

    def _claim_five(self, space: int, team: int, runs: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
        """Rules 1: in each run the lines of five through `space` that share at most one space with
        the team's sequences become sequences (the first such set found), locking only their chips."""
        found: list[tuple[int, ...]] = []
        for run in runs:
            pos = run.index(space)
            windows = [run[i:i + 5] for i in range(max(0, pos - 4), min(pos, len(run) - 5) + 1)]
            found.extend(self._best_windows(windows, self.sequences[team] + found))
        for seq in found:
            self.sequences[team].append(seq)
            for s in seq:
                self.locked[s] = True
        return found

    @staticmethod
    def _best_windows(windows: list[tuple[int, ...]], existing: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
        """The largest set of windows sharing at most one space with each other and with `existing`."""
        usable = [w for w in windows if all(len(set(w) & set(e)) <= 1 for e in existing)]
        for size in range(len(usable), 0, -1):
            for combo in combinations(usable, size):
                if all(len(set(a) & set(b)) <= 1 for a, b in combinations(combo, 2)):
                    return list(combo)
        return []

    # ------------------------------------------------------------ copies and views

    def clone(self) -> SequenceState:
        other = SequenceState.__new__(SequenceState)
        other.config = self.config
        other.rules = self.rules
        other.rng = core.clone_rng(self.rng)
        other.board = self.board[:]
        other.hands = [h[:] for h in self.hands]
        other.discards = [d[:] for d in self.discards]
        other.stock = self.stock[:]
        other.sequences = [s[:] for s in self.sequences]
        other.locked = self.locked[:]
        other.turn = self.turn
        other.phase = self.phase
        other.exchanged = self.exchanged
        other.passes = self.passes
        other.winner_team = self.winner_team
        other.drawn_game = self.drawn_game
        other.cut = self.cut
        other.dealer = self.dealer
        other.team_of = self.team_of
        other._wild = self._wild
        other._remove_kind = self._remove_kind
        return other

    def view(self, seat: int) -> SequenceView:
        return SequenceView(self, seat)

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": "sequence",
            "version": self.rules,
            "config": core.config_to_dict(self.config),
            "rng": core.rng_state_to_json(self.rng),
            "board": self.board[:],
            "hands": [h[:] for h in self.hands],
            "discards": [d[:] for d in self.discards],
            "stock": self.stock[:],
            "sequences": [[list(s) for s in team] for team in self.sequences],
            "turn": self.turn,
            "phase": self.phase,
            "exchanged": self.exchanged,
            "passes": self.passes,
            "winner_team": self.winner_team,
            "drawn_game": self.drawn_game,
            "cut": [[[seat, card] for seat, card in rnd] for rnd in self.cut],
            "dealer": self.dealer,
        }


# ---------------------------------------------------------------- new game

def new_game(config: SequenceConfig, seed: int, rules: int = RULES) -> SequenceState:
    state = SequenceState(config, rules=core.rules_version(rules, RULES))
    state.rng = random.Random(seed)
    rng = state.rng
    n = config.players
    if config.first_player == "cut":
        state.turn = _cut_for_first(state, rng)
    else:
        state.dealer = rng.randrange(n)
        state.turn = (state.dealer + 1) % n
    deck = list(ALL_CARD_IDS)
    rng.shuffle(deck)
    # Deal one at a time, starting with the first player, as at a real table.
    for _ in range(config.hand_size):
        for i in range(n):
            state.hands[(state.turn + i) % n].append(deck.pop())
    state.stock = deck
    return state


def _cut_for_first(state: SequenceState, rng: random.Random) -> int:
    """Every seat cuts a card; the lowest starts (aces high); tied lowest seats cut again."""
    contenders = list(range(state.config.players))
    while True:
        cards = rng.sample(ALL_CARD_IDS, len(contenders))
        state.cut.append(list(zip(contenders, cards, strict=True)))
        low = min(CARDS[c].rank_value for c in cards)
        contenders = [seat for seat, c in zip(contenders, cards, strict=True) if CARDS[c].rank_value == low]
        if len(contenders) == 1:
            return contenders[0]


# ---------------------------------------------------------------- loading

@lru_cache(maxsize=64)
def _saved_fields(config: SequenceConfig) -> schema.Reader:
    """What each field of a saved game (`to_dict`) with this config holds."""
    n, teams = config.players, config.team_count
    cards = schema.int_list(0, len(CARDS) - 1)
    return schema.record({
        "rng": core.rng_from_json,
        "board": schema.int_list(CORNER, teams - 1, length=SIZE * SIZE),
        "hands": schema.list_of(cards, "hand", length=n),
        "discards": schema.list_of(cards, "discard pile", length=n),
        "stock": cards,
        "sequences": schema.list_of(schema.list_of(schema.int_list(0, SIZE * SIZE - 1)), "sequence", length=teams),
        "turn": schema.integer(0, n - 1),
        "phase": schema.choice((PHASE_PLAY, PHASE_DRAW), "turn"),
        "exchanged": schema.boolean("turn"),
        "passes": schema.integer(0, n, "turn"),
        "winner_team": schema.optional(schema.integer(0, teams - 1, "result")),
        "drawn_game": schema.boolean("turn"),
        "cut": schema.list_of(schema.list_of(schema.int_list(0, len(CARDS) - 1, length=2))),
        "dealer": schema.optional(schema.integer(0, n - 1)),
    })


def state_from_dict(data: Any) -> SequenceState:
    """Rebuild a state from `to_dict`, checking every field; ValueError when damaged."""
    rules, config = schema.header(data, "sequence", "Sequence", RULES, SequenceConfig)
    saved = schema.read(data, _saved_fields(config))
    state = SequenceState(config, saved["rng"], rules)
    state.board = saved["board"]
    if any((v == CORNER) != (i in CORNERS) for i, v in enumerate(state.board)):
        raise ValueError("The saved game's board is damaged.")
    state.hands, state.discards, state.stock = saved["hands"], saved["discards"], saved["stock"]
    if not schema.each_once((*state.hands, *state.discards, state.stock), len(CARDS)):
        raise ValueError("The saved game does not hold each of the 104 cards exactly once.")
    if any(len(h) > config.hand_size for h in state.hands):
        raise ValueError("The saved game's hands are damaged.")
    _lock_saved_sequences(state, saved["sequences"])
    state.turn, state.phase, state.exchanged = saved["turn"], saved["phase"], saved["exchanged"]
    state.passes, state.winner_team, state.drawn_game = saved["passes"], saved["winner_team"], saved["drawn_game"]
    state.cut = [[(seat, card) for seat, card in rnd] for rnd in saved["cut"]]
    if any(seat >= config.players for rnd in state.cut for seat, _card in rnd):
        raise ValueError("The saved game's cut is damaged.")
    state.dealer = saved["dealer"]
    return state


def _lock_saved_sequences(state: SequenceState, saved: list[list[list[int]]]) -> None:
    """Each team's saved sequences, checked against the board (a line of the team's chips, a free
    corner counting; rules 1 keep five spaces per sequence, rules 2 the whole run or its half)
    and locked."""
    longest = 5 if state.rules == 1 else 8
    for team, lines in enumerate(saved):
        for spaces in lines:
            if (not 5 <= len(spaces) <= longest or not is_line(spaces)
                    or any(state.board[s] not in (team, CORNER) for s in spaces)):
                raise ValueError("The saved game's sequences do not match the board.")
            state.sequences[team].append(tuple(spaces))
            for s in spaces:
                state.locked[s] = True


# ---------------------------------------------------------------- view

_UNUSED_RNG = random.Random(0)  # legal_actions never draws; a shared generator saves seeding one


class SequenceView:
    """What one seat may know: the board, every discard pile, its own hand and
    the sizes of the other hands and the stock. Never another hand or the stock order."""

    def __init__(self, state: SequenceState, seat: int) -> None:
        self.seat = seat
        self.config = state.config
        self.rules = state.rules
        self.board = tuple(state.board)
        self.locked = tuple(state.locked)
        self.hand = tuple(state.hands[seat])
        self.hand_sizes = tuple(len(h) for h in state.hands)
        self.discards = tuple(tuple(d) for d in state.discards)
        self.stock_size = len(state.stock)
        self.sequences = tuple(tuple(s) for s in state.sequences)
        self.team_of = state.team_of
        self.current_player = state.current_player
        self.phase = state.phase
        self.exchanged = state.exchanged
        self.passes = state.passes
        self.is_over = state.is_over
        self.cut = tuple(tuple(r) for r in state.cut)
        self.dealer = state.dealer
        self._winner_team = state.winner_team
        self._drawn_game = state.drawn_game

    @property
    def team(self) -> int:
        return self.team_of[self.seat]

    def _public_state(self, hands: list[list[int]], stock: list[int], rng: random.Random) -> SequenceState:
        state = SequenceState(self.config, rng, self.rules)
        state.board = list(self.board)
        state.locked = list(self.locked)
        state.hands = hands
        state.discards = [list(d) for d in self.discards]
        state.stock = stock
        state.sequences = [list(s) for s in self.sequences]
        state.turn = self.current_player if self.current_player is not None else self.seat
        state.phase = self.phase
        state.exchanged = self.exchanged
        state.passes = self.passes
        state.winner_team = self._winner_team
        state.drawn_game = self._drawn_game
        state.cut = [list(r) for r in self.cut]
        state.dealer = self.dealer
        return state

    def legal_actions(self) -> list[Action]:
        if self.current_player != self.seat:
            return []
        hands = [list(self.hand) if s == self.seat else [] for s in range(len(self.hand_sizes))]
        return self._public_state(hands, [], _UNUSED_RNG).legal_actions()

    def unseen_cards(self) -> list[int]:
        """Cards in other hands or the stock, as far as this seat can tell."""
        seen = set(self.hand)
        for pile in self.discards:
            seen.update(pile)
        return [c for c in ALL_CARD_IDS if c not in seen]

    def sample(self, rng: random.Random) -> SequenceState:
        """A full state consistent with this view; hidden cards dealt at random."""
        unseen = self.unseen_cards()
        rng.shuffle(unseen)
        hands = []
        for s, size in enumerate(self.hand_sizes):
            if s == self.seat:
                hands.append(list(self.hand))
            else:
                hands.append(unseen[:size])
                del unseen[:size]
        return self._public_state(hands, unseen, random.Random(rng.getrandbits(64)))


RULES_TEXT = N_("""\
Sequence is played on a 10×10 board. Every space except the four corners shows a card, and each card appears twice. Two decks of cards (104 cards) are shuffled together.

Teams. 2 to 12 players form 2 or 3 equal teams; seats alternate teams around the table. Each team has its own chip colour. Hands: 7 cards with 2 players, 6 with 3 or 4, 5 with 6, 4 with 8 or 9, 3 with 10 or 12.

Who starts. Normally every player cuts a card and the lowest card starts (aces high; ties cut again). An option lets the player after a random dealer start instead. Play goes round the table.

Your turn. Play a card from your hand onto your own discard pile and put one of your team's chips on a free space showing that card (either of its two spaces). Then a new card is drawn for you. With the table draw option you draw it yourself: end your turn without drawing and you play on with one card fewer.

Jacks. Two-eyed jacks (clubs, diamonds) are wild: put your chip on any empty space. One-eyed jacks (hearts, spades) remove one opponent chip instead of placing one. With the "jack colours" option, red jacks are wild and black jacks remove.

Dead cards. A card whose two spaces are both covered is dead. Once per turn, before you play, you may discard one dead card and draw a replacement.

Sequences. Five chips of your team in a row, column or diagonal make a sequence. A free corner counts for every team. A completed sequence is locked: its chips can never be removed. The sequence is the whole unbroken line of your chips: if it is longer than five, or grows longer later, every chip in it is locked. A line of 5 to 8 chips counts as one sequence and a line of 9 or 10 as two, however it grew. Sequences in different lines may cross.

Winning. With two teams you need two sequences, with three teams one (an option changes this). The first team to have them wins at once.

Running out. When the stock is empty, all discard piles are shuffled into a new stock. If a whole round of turns goes by in which nobody puts down or takes away a chip (every player only exchanged dead cards or passed), the game ends in a draw. Exchanging a dead card and then passing counts as no move.
""")

INFO = core.register(core.GameInfo(
    id="sequence",
    title=N_("Sequence"),
    description=N_("The classic: play a card, claim its space on the 10×10 board, make rows of five. "
                   "Jacks are wild or remove chips. 2 to 12 players in teams."),
    min_players=2,
    max_players=12,
    config_class=SequenceConfig,
    new_game=new_game,
    state_from_dict=state_from_dict,
    action_from_dict=action_from_dict,
    player_counts=tuple(sorted(TEAM_OPTIONS)),
    rules=RULES,
))
