"""Sequence for kids: four in a row on a 6×7 board of animals, with Dragon and Unicorn cards.

Rules: shared/rules/sequence_kids.md. Every player plays on their own
(2 to 4 players, no teams). A turn: optionally exchange dead cards, then play one
card onto your own public discard pile: an animal card puts a chip on one of that
animal's two spaces, a Unicorn on any empty non-corner space, a Dragon removes
another player's chip (and that is the whole turn); then draw back to three cards.
The first player with four in a line (the free corners count for everyone) wins.

State is kept in lists of ints: `board[space]` is the seat whose chip is there,
`EMPTY` or `CORNER`; spaces are numbered `row * 7 + col`, row 0 at the top; cards
are ids into `CARDS`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from game.engine import core, schema
from game.engine.core import N_, Action, Event, IllegalAction, Outcome

# The moves and events are those of classic Sequence (same classes, same saved form).
from game.engine.sequence import (
    PASSED,
    TURN_STARTED,
    Drawn,
    Exchange,
    Exchanged,
    GameOver,
    Pass,
    Place,
    Placed,
    Remove,
    Removed,
    Reshuffled,
    SequenceMade,
)

ROWS = 6
COLS = 7
SPACES = ROWS * COLS
HAND_SIZE = 3
EMPTY = -1  # board value of an empty space
CORNER = -2  # board value of a free corner: counts for every player

# The 19 animals, in the order of the rules file (and of the card ids).
ANIMALS: tuple[str, ...] = (
    "cat", "dog", "lion", "tiger", "bear", "panda", "koala", "monkey", "elephant", "giraffe",
    "zebra", "rabbit", "fox", "frog", "penguin", "owl", "turtle", "whale", "pig",
)  # fmt: skip

# Names a player may read (spoken or shown under a picture), marked for translation.
ANIMAL_LABELS: dict[str, str] = {
    "cat": N_("Cat"),
    "dog": N_("Dog"),
    "lion": N_("Lion"),
    "tiger": N_("Tiger"),
    "bear": N_("Bear"),
    "panda": N_("Panda"),
    "koala": N_("Koala"),
    "monkey": N_("Monkey"),
    "elephant": N_("Elephant"),
    "giraffe": N_("Giraffe"),
    "zebra": N_("Zebra"),
    "rabbit": N_("Rabbit"),
    "fox": N_("Fox"),
    "frog": N_("Frog"),
    "penguin": N_("Penguin"),
    "owl": N_("Owl"),
    "turtle": N_("Turtle"),
    "whale": N_("Whale"),
    "pig": N_("Pig"),
}

# The fixed board, rows top to bottom ("FREE" = a free corner). Each animal appears
# exactly twice; its two spaces never share a row or a column and never touch, not
# even diagonally (checked by the tests).
_LAYOUT_ROWS = (
    "FREE     koala    penguin  turtle   rabbit   pig      FREE",
    "dog      panda    tiger    lion     owl      whale    penguin",
    "tiger    turtle   bear     monkey   zebra    lion     fox",
    "elephant giraffe  koala    cat      bear     dog      frog",
    "cat      fox      rabbit   frog     panda    zebra    giraffe",
    "FREE     monkey   whale    pig      elephant owl      FREE",
)
LAYOUT: tuple[str | None, ...] = tuple(
    None if name == "FREE" else name for row in _LAYOUT_ROWS for name in row.split()
)
CORNERS = frozenset(s for s in range(SPACES) if LAYOUT[s] is None)
IS_CORNER: tuple[bool, ...] = tuple(s in CORNERS for s in range(SPACES))
# The 38 spaces that can hold a chip.
PLAYABLE_SPACES: tuple[int, ...] = tuple(s for s in range(SPACES) if not IS_CORNER[s])
# animal -> its two spaces, in space order.
ANIMAL_SPACES: dict[str, tuple[int, ...]] = {
    name: tuple(s for s in range(SPACES) if LAYOUT[s] == name) for name in ANIMALS
}

# Chip colours by seat (the rules' four colours).
CHIP_COLOURS: tuple[str, ...] = ("red", "yellow", "green", "blue")


def _build_lines() -> tuple[tuple[int, ...], ...]:
    lines = []
    for r in range(ROWS):
        for c in range(COLS):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                cells = [(r + i * dr, c + i * dc) for i in range(4)]
                if all(0 <= rr < ROWS and 0 <= cc < COLS for rr, cc in cells):
                    lines.append(tuple(rr * COLS + cc for rr, cc in cells))
    return tuple(lines)


# Every straight line of four spaces (rows, columns, both diagonals), in board order.
LINES: tuple[tuple[int, ...], ...] = _build_lines()
LINES_THROUGH: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(line for line in LINES if s in line) for s in range(SPACES)
)
# For each space, the lines through it with the other spaces that need the same
# player's chip (corners count for everyone, so they are left out).
_NEEDED_THROUGH: tuple[tuple[tuple[tuple[int, ...], tuple[int, ...]], ...], ...] = tuple(
    tuple((line, tuple(x for x in line if x != s and not IS_CORNER[x])) for line in LINES_THROUGH[s])
    for s in range(SPACES)
)


def _is_four(line: tuple[int, ...], board: list[int] | tuple[int, ...], seat: int) -> bool:
    return all(board[x] == seat or IS_CORNER[x] for x in line)


def winning_lines(board: list[int] | tuple[int, ...], seat: int) -> list[tuple[int, ...]]:
    """Every line of four spaces that `seat` holds (a free corner counts for everyone)."""
    return [line for line in LINES if _is_four(line, board, seat)]


def winning_line(board: list[int] | tuple[int, ...], seat: int) -> tuple[int, ...] | None:
    """The first line of four spaces that `seat` holds, or None: the spaces to celebrate."""
    for line in LINES:
        if _is_four(line, board, seat):
            return line
    return None


def _lines_made_at(board: list[int], seat: int, space: int) -> list[tuple[int, ...]]:
    """Lines through `space` completed by `seat`, whose chip just went there."""
    made = []
    for line, needed in _NEEDED_THROUGH[space]:
        for x in needed:
            if board[x] != seat:
                break
        else:
            made.append(line)
    return made


# ---------------------------------------------------------------- cards

ANIMAL = "animal"
DRAGON = "dragon"
UNICORN = "unicorn"


@dataclass(frozen=True, slots=True)
class KidsCard:
    """One card: an animal (two of each), a Dragon or a Unicorn; `id` is unique in the game."""

    id: int
    kind: str  # ANIMAL, DRAGON or UNICORN
    animal: str | None = None

    @property
    def spaces(self) -> tuple[int, ...]:
        """The board spaces showing this card's animal (none for Dragon and Unicorn)."""
        return ANIMAL_SPACES[self.animal] if self.animal is not None else ()

    @property
    def label(self) -> str:
        """A short name for logs and accessibility ("Cat", "Dragon")."""
        if self.kind == DRAGON:
            return N_("Dragon")
        if self.animal is None:  # a Unicorn, the only other card without an animal
            return N_("Unicorn")
        return ANIMAL_LABELS[self.animal]


def _build_cards() -> tuple[KidsCard, ...]:
    cards: list[KidsCard] = []
    for name in ANIMALS:
        for _ in range(2):
            cards.append(KidsCard(len(cards), ANIMAL, name))
    for kind in (DRAGON, DRAGON, UNICORN, UNICORN):
        cards.append(KidsCard(len(cards), kind))
    return tuple(cards)


# Ids 0..37: animals (2*i and 2*i+1 are ANIMALS[i]); 38, 39: Dragons; 40, 41: Unicorns.
CARDS: tuple[KidsCard, ...] = _build_cards()
NUM_CARDS = len(CARDS)
DRAGONS: tuple[int, ...] = tuple(c.id for c in CARDS if c.kind == DRAGON)
UNICORNS: tuple[int, ...] = tuple(c.id for c in CARDS if c.kind == UNICORN)
_KIND_CODE = {ANIMAL: 0, DRAGON: 1, UNICORN: 2}
_KIND: tuple[int, ...] = tuple(_KIND_CODE[c.kind] for c in CARDS)
CARD_SPACES: tuple[tuple[int, ...], ...] = tuple(c.spaces for c in CARDS)


def spaces_for(card: int) -> tuple[int, ...]:
    """The spaces showing the animal of `card` (none for Dragon and Unicorn)."""
    return CARD_SPACES[card]


def card_name(card_id: int) -> str:
    return CARDS[card_id].label


# ---------------------------------------------------------------- config


@dataclass(frozen=True)
class SequenceKidsConfig:
    """Sequence for kids has no rules options: only the number of players."""

    players: int = core.option(N_("Players"), 2, (2, 3, 4), N_("2 to 4 players, each on their own."))

    def __post_init__(self) -> None:
        if type(self.players) is not int or not 2 <= self.players <= 4:
            raise ValueError(N_("Sequence for kids is played by 2 to 4 players."))


# ---------------------------------------------------------------- actions


# The moves are those of classic Sequence (same classes, same saved form):
# Place (an animal card, or a Unicorn on any empty space), Remove (a Dragon
# takes another player's chip off; the turn ends), Exchange (a dead animal card
# for a new one; repeatable), Pass (nothing else is possible).
action_from_dict = core.action_decoder(Place, Remove, Exchange, Pass)
PASS = Pass()

# Action objects are immutable, so one per (card, space) serves every state.
_PLACE: tuple[tuple[Place, ...], ...] = tuple(
    tuple(Place(c, s) for s in range(SPACES)) for c in range(NUM_CARDS)
)
_REMOVE: tuple[tuple[Remove, ...], ...] = tuple(
    tuple(Remove(c, s) for s in range(SPACES)) for c in range(NUM_CARDS)
)
_EXCHANGE: tuple[Exchange, ...] = tuple(Exchange(c) for c in range(NUM_CARDS))


def _is_dead(board: list[int] | tuple[int, ...], card: int) -> bool:
    if _KIND[card] != 0:
        return False
    a, b = CARD_SPACES[card]
    return board[a] != EMPTY and board[b] != EMPTY


def _legal(board: list[int] | tuple[int, ...], hand: list[int] | tuple[int, ...], seat: int) -> list[Action]:
    """The legal actions of `seat` holding `hand` (shared by the state and the view)."""
    actions: list[Action] = []
    exchanges: list[Action] = []
    for card in hand:
        kind = _KIND[card]
        if kind == 0:
            a, b = CARD_SPACES[card]
            row = _PLACE[card]
            if board[a] == EMPTY:
                actions.append(row[a])
                if board[b] == EMPTY:
                    actions.append(row[b])
            elif board[b] == EMPTY:
                actions.append(row[b])
            else:
                exchanges.append(_EXCHANGE[card])
        elif kind == 1:
            removes = _REMOVE[card]
            actions.extend([removes[s] for s in PLAYABLE_SPACES if board[s] >= 0 and board[s] != seat])
        else:
            places = _PLACE[card]
            actions.extend([places[s] for s in PLAYABLE_SPACES if board[s] == EMPTY])
    if actions:
        return actions + exchanges
    # No chip can be placed or removed: swap dead cards or pass. Offering Pass
    # here keeps a table of only dead cards from swapping forever.
    return exchanges + [PASS]


def _targets(board: list[int] | tuple[int, ...], card: int, seat: int) -> tuple[int, ...]:
    kind = _KIND[card]
    if kind == 0:
        return tuple(s for s in CARD_SPACES[card] if board[s] == EMPTY)
    if kind == 1:
        return tuple(s for s in PLAYABLE_SPACES if board[s] >= 0 and board[s] != seat)
    return tuple(s for s in PLAYABLE_SPACES if board[s] == EMPTY)


# ---------------------------------------------------------------- state


class SequenceKidsState:
    """One game of Sequence for kids.

    `hands[seat]` and `discards[seat]` are lists of card ids (the top of a discard
    pile is its last card); `stock` is the face-down pile, its top is the last card;
    `board[space]` is the seat whose chip is there, EMPTY, or CORNER. `passes`
    counts turns passed in a row: when it reaches the number of players the game
    is a draw. `current` is the seat to act, None once the game is over.
    """

    __slots__ = (
        "config", "players", "dealer", "current", "hands", "discards", "stock", "board",
        "passes", "winner", "drawn_game", "win_line", "rng",
    )  # fmt: skip

    def __init__(self, config: SequenceKidsConfig) -> None:
        self.config = config
        self.players = config.players
        self.rng = random.Random()
        self.dealer = 0
        self.current: int | None = 0
        self.hands: list[list[int]] = [[] for _ in range(config.players)]
        self.discards: list[list[int]] = [[] for _ in range(config.players)]
        self.stock: list[int] = []
        self.board: list[int] = [CORNER if IS_CORNER[s] else EMPTY for s in range(SPACES)]
        self.passes = 0
        self.winner: int | None = None
        self.drawn_game = False
        self.win_line: tuple[int, ...] = ()  # the four spaces of the winning line

    # ------------------------------------------------------------ queries

    @property
    def current_player(self) -> int | None:
        return self.current

    @property
    def is_over(self) -> bool:
        return self.current is None

    def outcome(self) -> Outcome | None:
        if self.winner is not None:
            return Outcome(
                winners=(self.winner,),
                scores=tuple(int(s == self.winner) for s in range(self.players)),
            )
        if self.drawn_game:
            return Outcome(winners=(), scores=(0,) * self.players, draw=True)
        return None

    def is_dead(self, card: int) -> bool:
        """An animal card whose two spaces are both covered."""
        return _is_dead(self.board, card)

    def legal_actions(self) -> list[Action]:
        if self.current is None:
            return []
        return _legal(self.board, self.hands[self.current], self.current)

    def targets(self, card: int) -> tuple[int, ...]:
        """Spaces the current player can use with `card` now (to light them up)."""
        if self.current is None or card not in self.hands[self.current]:
            return ()
        return _targets(self.board, card, self.current)

    # ------------------------------------------------------------ apply

    def apply(self, action: Action) -> list[Event]:
        seat = self.current
        if seat is None:
            raise IllegalAction(N_("The game is over."))
        if isinstance(action, Place):
            return self._apply_place(seat, action)
        if isinstance(action, Remove):
            return self._apply_remove(seat, action)
        if isinstance(action, Exchange):
            return self._apply_exchange(seat, action)
        if isinstance(action, Pass):
            if PASS not in _legal(self.board, self.hands[seat], seat):
                raise IllegalAction(N_("You can still play a card, so you cannot pass."))
            self.passes += 1
            events: list[Event] = [PASSED[seat]]
            if self.passes >= self.players:
                self.drawn_game = True
                self.current = None
                events.append(GameOver(draw=True))
                return events
            self._next_turn(seat, events)
            return events
        raise IllegalAction(N_("That is not a move in Sequence for kids."))

    def _check_card(self, seat: int, card: Any) -> None:
        if type(card) is not int or card not in self.hands[seat]:
            raise IllegalAction(N_("You do not hold that card."))

    @staticmethod
    def _check_space(space: Any) -> None:
        if type(space) is not int or not 0 <= space < SPACES:
            raise IllegalAction(N_("That space is not on the board."))

    def _apply_place(self, seat: int, action: Place) -> list[Event]:
        card, space = action.card, action.space
        self._check_card(seat, card)
        self._check_space(space)
        board = self.board
        card_kind = _KIND[card]
        if card_kind == 1:
            raise IllegalAction(N_("A Dragon takes a chip away; it does not put one down."))
        if IS_CORNER[space]:
            raise IllegalAction(N_("The corners are free for everyone; no chip goes there."))
        if card_kind == 0 and space not in CARD_SPACES[card]:
            raise IllegalAction(N_("That space does not show the animal on this card."))
        if board[space] != EMPTY:
            raise IllegalAction(N_("That space already holds a chip."))
        self.hands[seat].remove(card)
        self.discards[seat].append(card)
        board[space] = seat
        self.passes = 0
        events: list[Event] = [Placed(seat, card, space, seat)]
        made = _lines_made_at(board, seat, space)
        if made:
            # Four in a row wins at once: no card is drawn.
            self.winner = seat
            self.win_line = made[0]
            self.current = None
            for line in made:
                events.append(SequenceMade(seat, seat, line))
            events.append(GameOver(seat, spaces=made[0]))
            return events
        self._draw_up(seat, events)
        self._next_turn(seat, events)
        return events

    def _apply_remove(self, seat: int, action: Remove) -> list[Event]:
        card, space = action.card, action.space
        self._check_card(seat, card)
        self._check_space(space)
        if _KIND[card] != 1:
            raise IllegalAction(N_("Only a Dragon takes a chip off the board."))
        owner = self.board[space]
        if owner < 0:
            raise IllegalAction(N_("There is no chip to take away on that space."))
        if owner == seat:
            raise IllegalAction(N_("A Dragon cannot take away your own chip."))
        self.hands[seat].remove(card)
        self.discards[seat].append(card)
        self.board[space] = EMPTY
        self.passes = 0
        events: list[Event] = [Removed(seat, card, space, owner)]
        # The Dragon is the whole turn: draw and pass on.
        self._draw_up(seat, events)
        self._next_turn(seat, events)
        return events

    def _apply_exchange(self, seat: int, action: Exchange) -> list[Event]:
        card = action.card
        self._check_card(seat, card)
        if not _is_dead(self.board, card):
            raise IllegalAction(N_("Only an animal card whose two spaces are both covered can be exchanged."))
        self.hands[seat].remove(card)
        self.discards[seat].append(card)
        # A swap places no chip: it does not reset the count of turns without a move.
        events: list[Event] = [Exchanged(seat, card)]
        self._draw_up(seat, events)
        return events

    def _draw_up(self, seat: int, events: list[Event]) -> None:
        """Draw until `seat` holds three cards; an empty stock is rebuilt from every discard pile."""
        hand = self.hands[seat]
        stock = self.stock
        while len(hand) < HAND_SIZE:
            if not stock:
                pile = [c for d in self.discards for c in d]
                if not pile:
                    return
                for d in self.discards:
                    d.clear()
                self.rng.shuffle(pile)
                stock.extend(pile)
                events.append(Reshuffled(len(pile)))
            card = stock.pop()
            hand.append(card)
            events.append(Drawn(seat, card))

    def _next_turn(self, seat: int, events: list[Event]) -> None:
        self.current = nxt = (seat + 1) % self.players
        events.append(TURN_STARTED[nxt])

    # ------------------------------------------------------------ copies and views

    def clone(self) -> SequenceKidsState:
        other = SequenceKidsState.__new__(SequenceKidsState)
        other.config = self.config
        other.players = self.players
        other.rng = core.clone_rng(self.rng)
        other.dealer = self.dealer
        other.current = self.current
        other.hands = [h[:] for h in self.hands]
        other.discards = [d[:] for d in self.discards]
        other.stock = self.stock[:]
        other.board = self.board[:]
        other.passes = self.passes
        other.winner = self.winner
        other.drawn_game = self.drawn_game
        other.win_line = self.win_line
        return other

    def view(self, seat: int) -> SequenceKidsView:
        if type(seat) is not int or not 0 <= seat < self.players:
            raise ValueError(f"There is no seat {seat!r} in this game.")
        return SequenceKidsView(
            config=self.config,
            seat=seat,
            current_player=self.current,
            dealer=self.dealer,
            hand=tuple(self.hands[seat]),
            hand_sizes=tuple(len(h) for h in self.hands),
            discards=tuple(tuple(d) for d in self.discards),
            stock_size=len(self.stock),
            board=tuple(self.board),
            passes=self.passes,
            winner=self.winner,
            drawn_game=self.drawn_game,
            win_line=self.win_line,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": "sequence_kids",
            "version": 1,
            "config": core.config_to_dict(self.config),
            "rng": core.rng_state_to_json(self.rng),
            "dealer": self.dealer,
            "current": self.current,
            "hands": [h[:] for h in self.hands],
            "discards": [d[:] for d in self.discards],
            "stock": self.stock[:],
            "board": self.board[:],
            "passes": self.passes,
            "winner": self.winner,
            "drawn_game": self.drawn_game,
            "win_line": list(self.win_line),
        }


# ---------------------------------------------------------------- view


@dataclass(frozen=True)
class SequenceKidsView:
    """What one seat may know: its own hand, the board, every discard pile and the
    sizes of the other hands and the stock. Never another hand, the stock order or
    the random state."""

    config: SequenceKidsConfig
    seat: int
    current_player: int | None
    dealer: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    discards: tuple[tuple[int, ...], ...]
    stock_size: int
    board: tuple[int, ...]
    passes: int
    winner: int | None
    drawn_game: bool
    win_line: tuple[int, ...]

    @property
    def players(self) -> int:
        return self.config.players

    @property
    def is_over(self) -> bool:
        return self.current_player is None

    def is_dead(self, card: int) -> bool:
        return _is_dead(self.board, card)

    def legal_actions(self) -> list[Action]:
        if self.current_player != self.seat:
            return []
        return _legal(self.board, self.hand, self.seat)

    def targets(self, card: int) -> tuple[int, ...]:
        """Spaces this seat could use with `card` now (for lighting them up)."""
        if card not in self.hand:
            return ()
        return _targets(self.board, card, self.seat)

    def unseen_cards(self) -> list[int]:
        """Cards in other hands or the stock, as far as this seat can tell."""
        seen = set(self.hand)
        for pile in self.discards:
            seen.update(pile)
        return [c for c in range(NUM_CARDS) if c not in seen]

    def sample(self, rng: random.Random) -> SequenceKidsState:
        """A full state consistent with this view; hidden cards dealt uniformly at random."""
        unseen = self.unseen_cards()
        rng.shuffle(unseen)
        state = SequenceKidsState(self.config)
        for s, size in enumerate(self.hand_sizes):
            if s == self.seat:
                state.hands[s] = list(self.hand)
            else:
                state.hands[s] = unseen[:size]
                del unseen[:size]
        state.stock = unseen
        state.rng = random.Random(rng.getrandbits(64))
        state.dealer = self.dealer
        state.current = self.current_player
        state.discards = [list(d) for d in self.discards]
        state.board = list(self.board)
        state.passes = self.passes
        state.winner = self.winner
        state.drawn_game = self.drawn_game
        state.win_line = self.win_line
        return state


# ---------------------------------------------------------------- new game


def new_game(config: SequenceKidsConfig, seed: int, rules: int = 1) -> SequenceKidsState:
    """A random dealer deals three cards to each player, one at a time; the next seat starts.
    The rules have one version so far (`rules`, the state's to_dict "version")."""
    core.rules_version(rules, 1)
    state = SequenceKidsState(config)
    state.rng = rng = random.Random(seed)
    n = config.players
    state.dealer = rng.randrange(n)
    deck = list(range(NUM_CARDS))
    rng.shuffle(deck)
    # One card at a time, starting with the player after the dealer; the dealer gets the last.
    for _ in range(HAND_SIZE):
        for i in range(1, n + 1):
            state.hands[(state.dealer + i) % n].append(deck.pop())
    state.stock = deck
    state.current = (state.dealer + 1) % n
    return state


# ---------------------------------------------------------------- loading

_KEYS = frozenset(
    {"game", "version", "config", "rng", "dealer", "current", "hands", "discards", "stock",
     "board", "passes", "winner", "drawn_game", "win_line"}
)  # fmt: skip
_DAMAGED = "The saved game is damaged: {}."


@lru_cache(maxsize=8)
def _saved_fields(players: int) -> schema.Reader:
    """What each field of a saved game (`to_dict`) of `players` holds, and what to say when it does not."""
    seat = schema.integer(0, players - 1, "the player to move is not a seat")
    return schema.record({
        "rng": core.rng_from_json,
        "dealer": schema.integer(0, players - 1, "the dealer is not a seat"),
        "hands": schema.list_of(schema.int_list(0, NUM_CARDS - 1, "a hand holds an unknown card"),
                                "there is not one hand per player", length=players),
        "discards": schema.list_of(schema.int_list(0, NUM_CARDS - 1, "a discard pile holds an unknown card"),
                                   "there is not one discard pile per player", length=players),
        "stock": schema.int_list(0, NUM_CARDS - 1, "the stock holds an unknown card"),
        "board": schema.int_list(CORNER, players - 1, "a board space holds an unknown chip", length=SPACES),
        "passes": schema.integer(0, players, "the count of passed turns is not valid"),
        "winner": schema.optional(schema.integer(0, players - 1, "the winner is not a seat")),
        "drawn_game": schema.boolean("the draw flag is not true or false"),
        "win_line": schema.int_list(0, SPACES - 1, "the winning line is not valid"),
        "current": schema.optional(seat),
    })


def _bad(what: str) -> ValueError:
    return ValueError(_DAMAGED.format(what))


def state_from_dict(data: Any) -> SequenceKidsState:
    """Rebuild a state from `to_dict`, checking every field; ValueError when damaged."""
    _rules, config = schema.header(data, "sequence_kids", "Sequence for kids", 1, SequenceKidsConfig)
    if set(data) != _KEYS:
        raise _bad("some fields are missing or unknown")
    saved = schema.read(data, _saved_fields(config.players), _DAMAGED)
    state = SequenceKidsState(config)
    state.rng, state.dealer = saved["rng"], saved["dealer"]
    state.hands, state.discards, state.stock = saved["hands"], saved["discards"], saved["stock"]
    if any(len(h) > HAND_SIZE for h in state.hands):
        raise _bad("a hand holds more than three cards")
    if not schema.each_once((*state.hands, *state.discards, state.stock), NUM_CARDS):
        raise _bad("not every one of the 42 cards is in exactly one place")
    state.board = saved["board"]
    if any((v == CORNER) != IS_CORNER[s] for s, v in enumerate(state.board)):
        raise _bad("the board does not match the 6 by 7 layout")
    state.passes, state.winner, state.drawn_game = saved["passes"], saved["winner"], saved["drawn_game"]
    state.win_line, state.current = tuple(saved["win_line"]), saved["current"]
    if state.winner is not None:
        _check_won(state, state.winner)
    else:
        _check_not_won(state)
    return state


def _check_won(state: SequenceKidsState, winner: int) -> None:
    """A game with a winner is over, and the winning line is the winner's four in a row."""
    if state.drawn_game or state.current is not None:
        raise _bad("a game with a winner must be over")
    if state.win_line not in LINES or not _is_four(state.win_line, state.board, winner):
        raise _bad("the winning line is not on the board")


def _check_not_won(state: SequenceKidsState) -> None:
    """Without a winner nobody has four in a row; a drawn game ended after a whole round of passes,
    a game going on has a player to move and fewer passes than players."""
    n = state.players
    if state.win_line:
        raise _bad("there is a winning line but no winner")
    if any(winning_line(state.board, s) is not None for s in range(n)):
        raise _bad("a player has four in a row but the game goes on")
    if state.drawn_game:
        if state.current is not None or state.passes != n:
            raise _bad("a drawn game must end after a whole round of passes")
    elif state.current is None:
        raise _bad("the player to move is not a seat")
    elif state.passes >= n:
        raise _bad("the count of passed turns is not valid")


RULES_TEXT = N_(
    """Goal: be the first to get four of your own chips in a straight line, across, up and down, or diagonal.

The board. The board has 6 rows of 7 spaces. Each of the 19 animals is on two spaces. The four corners are free spaces: a corner counts as a chip of every player, so three chips in a line with a corner are enough. Nobody puts a chip on a corner, and several players may use the same corner.

Cards. There are 42 cards: two of each animal, two Dragons and two Unicorns. A dealer is chosen at random and deals three cards to each player, one at a time. The player after the dealer starts, and play goes round the table. Every player has their own chip colour (red, yellow, green or blue) and their own discard pile, face up for everyone to see.

Your turn: put one card from your hand on your discard pile and:
- an animal: put one of your chips on an empty space showing that animal;
- a Unicorn: put one of your chips on any empty space (not a corner);
- a Dragon: take one chip of another player off the board. That is your whole turn, so you cannot put a chip on the space you just emptied.
Then draw a card, so that you hold three cards again.

Dead cards: if both spaces of an animal on one of your cards are covered, you may put that card on your discard pile and draw a new one before you play. You may do this again while you hold dead cards.

End of the game. The game ends the moment someone has four in a line. When the stock runs out, all the discard piles are shuffled into a new stock. If nobody can put down or take away a chip for a whole round of turns (only swapping dead cards or passing), the game is a draw."""
)


INFO = core.register(
    core.GameInfo(
        id="sequence_kids",
        title=N_("Sequence for kids"),
        description=N_(
            "Four in a row with animal cards, for small children: match a card to an animal "
            "on the board, and watch out for the Dragon."
        ),
        min_players=2,
        max_players=4,
        config_class=SequenceKidsConfig,
        new_game=new_game,
        state_from_dict=state_from_dict,
        action_from_dict=action_from_dict,
    )
)
