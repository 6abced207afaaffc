"""Figuras: a shedding card game of colours and figures, played in rounds to 111.

Rules: shared/rules/figuras.md. Cards are ids 0..99 (see `CARDS`). The state keeps
everything as lists of ints so that search-based computer players can clone and
apply quickly.

Seats and direction. Seat numbers are fixed places round the table in the same
order as every other game here (seat + 1 is a player's left-hand neighbour).
Figuras is played counter-clockwise, so the turn moves to the right-hand
neighbour: the next player after seat `i` is seat `(i - 1) mod n`, skipping
eliminated players (`FigurasState.next_seat`). The dealer is the seat before
the starting player, i.e. the next active seat at `(starter + 1) mod n`.

Every decision is an ordinary action of the seat that must take it:
`current_player` is that seat and `legal_actions()` lists exactly its choices
(the phase says which kind of decision it is). A card drawn because the player
could not play is played at once, automatically, when it fits: the rules make it
compulsory, so there is nothing to decide.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any, ClassVar

from game.engine import core, schema
from game.engine.core import N_, Action, Event, IllegalAction, Outcome, TableEvent

# ---------------------------------------------------------------- the cards

RED, YELLOW, GREEN, BLUE = range(4)
NO_COLOUR = -1
COLOURS = (RED, YELLOW, GREEN, BLUE)
COLOUR_NAMES = (N_("red"), N_("yellow"), N_("green"), N_("blue"))
COLOUR_KEYS = ("red", "yellow", "green", "blue")  # stable names for assets and logs
HOLES = (1, 2, 3, 4)  # holes in each colour's card frame (the colour-blind aid)

# Symbols: six figures, six actions, the Key.
STAR3, TRIANGLE, STAR5, PENTAGON, STAR10, DECAGON = range(6)
PACKAGE, MIRROR, GIFT, THIEF, BRIDGE, DOOR = range(6, 12)
KEY = 12
FIGURES = (STAR3, TRIANGLE, STAR5, PENTAGON, STAR10, DECAGON)
ACTIONS = (PACKAGE, MIRROR, GIFT, THIEF, BRIDGE, DOOR)
SYMBOL_KEYS = (
    "star3", "triangle", "star5", "pentagon", "star10", "decagon",
    "package", "mirror", "gift", "thief", "bridge", "door", "key",
)
SYMBOL_NAMES = (
    N_("3-pointed star"), N_("triangle"), N_("5-pointed star"), N_("pentagon"),
    N_("10-pointed star"), N_("decagon"),
    N_("Package"), N_("Mirror"), N_("Gift"), N_("Thief"), N_("Bridge"), N_("Door"), N_("Key"),
)
SYMBOL_POINTS = (3, 3, 5, 5, 10, 10, 7, 7, 7, 7, 7, 7, 13)
COPIES_PER_FIGURE = 3
HAND_SIZE = 7
TARGET = 111  # exactly this total wins the match at once
LIMIT = 100  # a total above this eliminates
# Rules versions (the state's to_dict "version"). 1: a player who threw or answered with their
# last card a Mirror waited for the pile to be taken (and an answer back could make them draw it).
# 2 (the decision in the rules file): a last card that is a Mirror closes the round at once.
RULES = 2


@dataclass(frozen=True, slots=True)
class FigurasCard:
    """One physical card; `id` is unique within the game (0..99)."""

    id: int
    colour: int  # RED..BLUE, or NO_COLOUR for a Key
    symbol: int  # STAR3..DOOR, or KEY
    points: int  # printed on the card's right side

    @property
    def kind(self) -> str:
        """"figure", "action" or "key"."""
        if self.symbol == KEY:
            return "key"
        return "figure" if self.symbol < PACKAGE else "action"

    @property
    def is_figure(self) -> bool:
        return self.symbol < PACKAGE

    @property
    def is_action(self) -> bool:
        return PACKAGE <= self.symbol < KEY

    @property
    def is_key(self) -> bool:
        return self.symbol == KEY

    @property
    def holes(self) -> int:
        """Holes in the frame (1 red, 2 yellow, 3 green, 4 blue; 0 for a Key)."""
        return HOLES[self.colour] if self.colour >= 0 else 0

    @property
    def symbol_key(self) -> str:
        return SYMBOL_KEYS[self.symbol]

    @property
    def colour_key(self) -> str:
        return COLOUR_KEYS[self.colour] if self.colour >= 0 else "none"

    @property
    def label(self) -> str:
        """Short English text for logs and accessibility: "red triangle", "blue Mirror", "Key"."""
        if self.colour < 0:
            return SYMBOL_NAMES[self.symbol]
        return f"{COLOUR_NAMES[self.colour]} {SYMBOL_NAMES[self.symbol]}"


def _build_cards() -> tuple[FigurasCard, ...]:
    cards: list[FigurasCard] = []
    for colour in COLOURS:  # ids 0..71: colour * 18 + figure * 3 + copy
        for figure in FIGURES:
            for _ in range(COPIES_PER_FIGURE):
                cards.append(FigurasCard(len(cards), colour, figure, SYMBOL_POINTS[figure]))
    for colour in COLOURS:  # ids 72..95: 72 + colour * 6 + (action - PACKAGE)
        for act in ACTIONS:
            cards.append(FigurasCard(len(cards), colour, act, SYMBOL_POINTS[act]))
    for _ in range(4):  # ids 96..99
        cards.append(FigurasCard(len(cards), NO_COLOUR, KEY, SYMBOL_POINTS[KEY]))
    return tuple(cards)


CARDS = _build_cards()
DECK_SIZE = len(CARDS)  # 100
ALL_CARD_IDS = tuple(range(DECK_SIZE))
COLOUR_OF = tuple(c.colour for c in CARDS)
SYMBOL_OF = tuple(c.symbol for c in CARDS)
POINTS_OF = tuple(c.points for c in CARDS)


def card_name(card_id: int) -> str:
    return CARDS[card_id].label


def hand_points(cards: Any) -> int:
    """The points of a hand (what a player adds to the total at the end of a round)."""
    return sum(POINTS_OF[c] for c in cards)


# ---------------------------------------------------------------- config

@dataclass(frozen=True)
class FigurasConfig:
    players: int = core.option(N_("Players"), 4, tuple(range(2, 9)), N_("2 to 8 players."))

    def __post_init__(self) -> None:
        if type(self.players) is not int or not 2 <= self.players <= 8:
            raise ValueError(N_("Figuras is played by 2 to 8 players."))


# ---------------------------------------------------------------- actions

@dataclass(frozen=True, slots=True)
class Play(Action):
    """Lay `cards` on the discard pile: one card, or 3 or 4 identical figures (the
    first must match the top card, the last becomes the top). Also the Bridge's
    extra card and the answer to a Mirror."""

    kind: ClassVar[str] = "play"
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Draw one card because nothing can be played (on a turn, or after a Bridge)."""

    kind: ClassVar[str] = "draw"


@dataclass(frozen=True, slots=True)
class ChooseColour(Action):
    """After a Key: the colour to follow."""

    kind: ClassVar[str] = "choose_colour"
    colour: int


@dataclass(frozen=True, slots=True)
class GiveCard(Action):
    """Gift: give `card` from your hand to the player at `seat`."""

    kind: ClassVar[str] = "give"
    card: int
    seat: int


@dataclass(frozen=True, slots=True)
class ChoosePlayer(Action):
    """Thief: the player to steal from. Gift with an empty hand: the player who
    gets the top card of the stock."""

    kind: ClassVar[str] = "choose_player"
    seat: int


@dataclass(frozen=True, slots=True)
class TakePenalty(Action):
    """Do not answer the Mirror pile: draw 2 cards per Mirror in it."""

    kind: ClassVar[str] = "take_penalty"


action_from_dict = core.action_decoder(Play, Draw, ChooseColour, GiveCard, ChoosePlayer, TakePenalty)
DRAW = Draw()
TAKE_PENALTY = TakePenalty()
_PLAY1 = tuple(Play((c,)) for c in ALL_CARD_IDS)
_CHOOSE_COLOUR = tuple(ChooseColour(c) for c in COLOURS)
_CHOOSE_PLAYER = tuple(ChoosePlayer(s) for s in range(8))
_GIVE = tuple(tuple(GiveCard(c, s) for s in range(8)) for c in ALL_CARD_IDS)

# ---------------------------------------------------------------- events
# What `apply` reports, in order. Cards are ids into CARDS, seats are seat numbers; everything
# is public except the cards drawn, given and stolen (see each event's `secret`).

@dataclass(frozen=True, slots=True)
class Played(Event):
    """`seat` laid `cards` on the discard pile, the last one on top: one card, or 3 or 4 identical
    figures. `drawn`: the card it had just drawn and had to play; `bridge`: the extra card after
    its Bridge (an answer to a Mirror is a `Played` too, followed by `MirrorPiled`)."""

    kind: ClassVar[str] = "play"
    seat: int
    cards: tuple[int, ...]
    drawn: bool
    bridge: bool


@dataclass(frozen=True, slots=True)
class Drawn(Event):
    """`seat` drew `count` of the `wanted` cards (fewer when the stock and the pile ran out), for
    `reason`: "turn" (nothing fitted), "bridge", "package" or "mirror" (the Mirror pile). The
    `cards` are secret, only that seat sees them; how many is public."""

    kind: ClassVar[str] = "draw"
    secret: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    cards: tuple[int, ...]
    count: int
    wanted: int
    reason: str

    @property
    def private_to(self) -> tuple[int, ...]:
        return (self.seat,)


@dataclass(frozen=True, slots=True)
class ColourChosen(Event):
    """After a Key, `seat` chose the colour to follow (RED..BLUE)."""

    kind: ClassVar[str] = "colour"
    seat: int
    colour: int


@dataclass(frozen=True, slots=True)
class Given(Event):
    """Gift: `seat` gave `card` to the player `to`, from its hand, or with `from_stock` the top card
    of the stock (its hand was empty). The card is secret: `to` sees it, and `seat` when it gave
    it from its hand."""

    kind: ClassVar[str] = "give"
    secret: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    card: int
    to: int
    from_stock: bool

    @property
    def private_to(self) -> tuple[int, ...]:
        return (self.to,) if self.from_stock else (self.seat, self.to)


@dataclass(frozen=True, slots=True)
class Stolen(Event):
    """Thief: `seat` took `card`, picked at random, from the hand of `victim`. The card is
    secret: only the two of them see it."""

    kind: ClassVar[str] = "steal"
    secret: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    card: int
    victim: int

    @property
    def private_to(self) -> tuple[int, ...]:
        return (self.seat, self.victim)


@dataclass(frozen=True, slots=True)
class MirrorPiled(Event):
    """`seat` threw or answered with a Mirror: the pile holds `count` Mirrors, and `target`
    answers with a Mirror or draws 2 cards for each."""

    kind: ClassVar[str] = "mirror_pile"
    seat: int
    count: int
    target: int


@dataclass(frozen=True, slots=True)
class DoorTurned(Event):
    """`seat`'s Door turned up `card` from the stock onto the discard pile; `seat` plays again."""

    kind: ClassVar[str] = "door_turn"
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class Reshuffled(TableEvent):
    """A card was to be drawn from an empty stock: the discard pile but its top card, `count`
    cards, was shuffled into a new stock."""

    kind: ClassVar[str] = "reshuffle"
    count: int


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    """Round `round` is over: `closer` emptied its hand (it is the event's seat). Per seat:
    `scores` the points added this round, `totals` the totals now, `hands` the cards left (public:
    laid open to count their points, as at a table); `exact` the seats whose total is exactly 111
    (they win the match), otherwise `eliminated` the seats that went above 100 now; `out` every
    seat out."""

    kind: ClassVar[str] = "round_end"
    round: int
    closer: int
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    eliminated: tuple[int, ...]
    exact: tuple[int, ...]
    out: tuple[int, ...]

    @property
    def seat(self) -> int:
        return self.closer


@dataclass(frozen=True, slots=True)
class MatchEnded(TableEvent):
    """The match is over: `winners` (who reached exactly 111 when `exact`, else the last player
    left) and the final `totals` per seat."""

    kind: ClassVar[str] = "match_end"
    winners: tuple[int, ...]
    totals: tuple[int, ...]
    exact: bool


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """Round `round` was dealt by `dealer` (the event's seat) to the players still in:
    `hand_sizes` cards per seat (0 for a seat that is out); `starter` plays first."""

    kind: ClassVar[str] = "deal"
    round: int
    starter: int
    dealer: int
    hand_sizes: tuple[int, ...]

    @property
    def seat(self) -> int:
        return self.dealer


@dataclass(frozen=True, slots=True)
class TurnedUp(Event):
    """The dealer `seat` turned up `card` from the stock to start the discard pile (after a Door,
    again); its action then works as if the dealer had thrown it."""

    kind: ClassVar[str] = "turn_up"
    seat: int
    card: int


# ---------------------------------------------------------------- phases

PHASE_PLAY = 0  # play 1/3/4 cards, or draw when nothing fits
PHASE_COLOUR = 1  # choose the colour after a Key
PHASE_GIFT = 2  # give a card (GiveCard), or with an empty hand a stock card (ChoosePlayer)
PHASE_THIEF = 3  # choose the player to steal from
PHASE_BRIDGE = 4  # play one more card matching the Bridge, or draw when none fits
PHASE_MIRROR = 5  # answer the Mirror pile with a Mirror, or take the penalty
PHASE_OVER = 6
PHASE_NAMES = ("play", "colour", "gift", "thief", "bridge", "mirror", "over")


def _fits(card: int, top: int, colour: int) -> bool:
    sym = SYMBOL_OF[card]
    return sym == KEY or COLOUR_OF[card] == colour or sym == SYMBOL_OF[top]


def _legal(
    phase: int, seat: int, hand: list[int] | tuple[int, ...], top: int, colour: int,
    has_cards: list[bool], out: list[bool], can_give_stock: bool,
) -> list[Action]:
    """Legal actions of the deciding seat from public facts and its own hand only
    (shared by the state and the view)."""
    if phase == PHASE_PLAY or phase == PHASE_BRIDGE:
        ordered = sorted(hand)
        top_sym = SYMBOL_OF[top]
        acts: list[Action] = []
        for c in ordered:
            sym = SYMBOL_OF[c]
            if sym == KEY or COLOUR_OF[c] == colour or sym == top_sym:
                acts.append(_PLAY1[c])
        if phase == PHASE_PLAY and acts:
            groups: dict[int, list[int]] = {}
            for c in ordered:
                if SYMBOL_OF[c] < PACKAGE:
                    groups.setdefault(SYMBOL_OF[c], []).append(c)
            for sym, group in groups.items():
                if len(group) < 3:
                    continue
                firsts = [c for c in group if sym == top_sym or COLOUR_OF[c] == colour]
                for size in (3, 4):
                    if len(group) < size:
                        break
                    for f in firsts:
                        for last in group:
                            if last == f:
                                continue
                            rest = [c for c in group if c != f and c != last]
                            for mid in combinations(rest, size - 2):
                                acts.append(Play((f, *mid, last)))
        return acts or [DRAW]
    others = [s for s in range(len(out)) if s != seat and not out[s]]
    if phase == PHASE_COLOUR:
        return list(_CHOOSE_COLOUR)
    if phase == PHASE_MIRROR:
        acts = [_PLAY1[c] for c in sorted(hand) if SYMBOL_OF[c] == MIRROR]
        acts.append(TAKE_PENALTY)
        return acts
    if phase == PHASE_GIFT:
        if hand:
            return [_GIVE[c][s] for c in sorted(hand) for s in others]
        return [_CHOOSE_PLAYER[s] for s in others] if can_give_stock else []
    if phase == PHASE_THIEF:
        return [_CHOOSE_PLAYER[s] for s in others if has_cards[s]]
    return []


def legal_plays(hand: list[int] | tuple[int, ...], top: int, colour: int) -> list[Action]:
    """What a hand may lay on `top` with `colour` in force in a turn: single cards, and sets of
    three or four identical figures (the computer players read the others' choices by it)."""
    return _legal(PHASE_PLAY, 0, hand, top, colour, [], [], False)


# ---------------------------------------------------------------- state

class FigurasState:
    """A whole Figuras match (every round)."""

    __slots__ = (
        "config", "n", "rng", "hands", "stock", "discard", "colour", "totals", "out",
        "current", "phase", "mirrors", "round", "starter", "dealer", "winners", "rules", "cannot_follow",
        "held_known", "choices_seen",
    )

    def __init__(self, config: FigurasConfig, rules: int = RULES) -> None:
        n = config.players
        self.config = config
        self.rules = rules  # the rules version this game is played under (see RULES)
        self.n = n
        self.rng = random.Random()
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.stock: list[int] = []  # the top of the stock is the end of the list
        self.discard: list[int] = []  # the top card is the end of the list
        self.colour = NO_COLOUR  # colour in force (NO_COLOUR while a Key's colour is chosen)
        self.totals = [0] * n
        self.out = [False] * n
        self.current = 0
        self.phase = PHASE_PLAY
        self.mirrors = 0  # Mirrors in the pending pile
        self.round = 0
        self.starter = 0
        self.dealer = 0
        self.winners: list[int] = []
        # What everyone saw of each hand: a player who draws could not follow the top card, so
        # per seat (top, colour, count): at least `count` of the cards now in that hand do not fit
        # on `top` with `colour` in force (see `_saw_draw`, `_saw_leave`); None when nothing is known.
        self.cannot_follow: list[tuple[int, int, int] | None] = [None] * n
        # Cards one player knows another holds, as (observer, holder, card): the giver of a Gift
        # knows who got the card, the victim of a Thief knows what was taken (see `_passed`).
        self.held_known: list[tuple[int, int, int]] = []
        # Per seat, the choices everyone saw it make since a card last came into (or left unseen)
        # its hand: (top, colour, cards, hand counts) for a card laid by choice, (-1, colour, (), ())
        # for a colour named. Its hand at each of them is its hand now plus the cards laid since.
        self.choices_seen: list[tuple[tuple[int, int, tuple[int, ...], tuple[int, ...]], ...]] = [()] * n

    # ------------------------------------------------------------ queries

    @property
    def current_player(self) -> int | None:
        return None if self.phase == PHASE_OVER else self.current

    @property
    def is_over(self) -> bool:
        return self.phase == PHASE_OVER

    @property
    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]

    @property
    def top(self) -> int:
        """The top card of the discard pile."""
        return self.discard[-1]

    def next_seat(self, seat: int) -> int:
        """The player after `seat` in play order (counter-clockwise: seat - 1), skipping
        eliminated players."""
        n, out = self.n, self.out
        s = (seat - 1) % n
        while out[s]:
            s = (s - 1) % n
        return s

    def previous_seat(self, seat: int) -> int:
        """The player before `seat` in play order (seat + 1), skipping eliminated players."""
        n, out = self.n, self.out
        s = (seat + 1) % n
        while out[s]:
            s = (s + 1) % n
        return s

    def play_order(self, start: int | None = None) -> list[int]:
        """The players still in, in play order, from `start` (default: the current player)."""
        return _play_order(self.n, self.out, self.current if start is None else start)

    def fits(self, card: int) -> bool:
        """Whether `card` may be laid on the discard pile as a single card in a turn."""
        return _fits(card, self.discard[-1], self.colour)

    def active_seats(self) -> list[int]:
        return [s for s in range(self.n) if not self.out[s]]

    def legal_actions(self) -> list[Action]:
        if self.phase == PHASE_OVER:
            return []
        return _legal(
            self.phase, self.current, self.hands[self.current], self.discard[-1], self.colour,
            [bool(h) for h in self.hands], self.out, bool(self.stock) or len(self.discard) > 1,
        )

    def outcome(self) -> Outcome | None:
        if self.phase != PHASE_OVER:
            return None
        return Outcome(winners=tuple(self.winners), scores=tuple(self.totals), draw=False)

    # ------------------------------------------------------------ apply

    def apply(self, action: Action) -> list[Event]:
        phase = self.phase
        if phase == PHASE_OVER:
            raise IllegalAction(N_("The match is over."))
        seat = self.current
        ev: list[Event] = []
        if isinstance(action, Play):
            cards = self._check_play(seat, action.cards)
            if phase == PHASE_MIRROR:
                self._lay(seat, cards, ev)
                if not self.hands[seat] and self.rules >= 2:
                    self._close_with_mirror(seat, ev)
                    return ev
                self.mirrors += 1
                target = self.next_seat(seat)
                self.current = target
                ev.append(MirrorPiled(seat, self.mirrors, target))
            else:
                self.choices_seen[seat] += ((self.discard[-1], self.colour, cards, tuple(len(h) for h in self.hands)),)
                self._lay(seat, cards, ev, bridge=phase == PHASE_BRIDGE)
                self._resolve(seat, cards[-1], ev)
            return ev
        if isinstance(action, Draw):
            if phase != PHASE_PLAY and phase != PHASE_BRIDGE:
                raise IllegalAction(self._wrong_phase_message())
            hand, top, colour = self.hands[seat], self.discard[-1], self.colour
            if any(_fits(c, top, colour) for c in hand):
                raise IllegalAction(N_("You can play a card, so you may not draw."))
            got = self._draw(seat, 1, ev, "bridge" if phase == PHASE_BRIDGE else "turn")
            played_at_once = phase == PHASE_PLAY and bool(got) and _fits(got[0], top, colour)
            # Everyone saw that no card held fitted; a card drawn in a turn and kept does not fit either.
            kept_misfit = phase == PHASE_PLAY and bool(got) and not played_at_once
            self._saw_draw(seat, top, colour, len(hand) - len(got) + (1 if kept_misfit else 0))
            if played_at_once:
                self._lay(seat, got, ev, drawn=True)
                self._resolve(seat, got[0], ev)
            else:
                self._begin_turn(self.next_seat(seat), ev)
            return ev
        if isinstance(action, ChooseColour):
            if phase != PHASE_COLOUR:
                raise IllegalAction(self._wrong_phase_message())
            colour = action.colour
            if type(colour) is not int or not 0 <= colour < 4:
                raise IllegalAction(N_("There is no such colour."))
            self.colour = colour
            self.choices_seen[seat] += ((-1, colour, (), ()),)
            ev.append(ColourChosen(seat, colour))
            self._begin_turn(self.next_seat(seat), ev)
            return ev
        if isinstance(action, GiveCard):
            if phase != PHASE_GIFT:
                raise IllegalAction(self._wrong_phase_message())
            hand = self.hands[seat]
            if not hand:
                raise IllegalAction(N_("Your hand is empty: choose who gets the top card of the stock."))
            card, to = action.card, action.seat
            if type(card) is not int or card not in hand:
                raise IllegalAction(N_("You do not hold that card."))
            self._check_other(seat, to)
            hand.remove(card)
            self._saw_leave(seat, None)
            self.hands[to].append(card)
            self.choices_seen[seat] = self.choices_seen[to] = ()
            self._passed(seat, to, card)
            ev.append(Given(seat, card, to, False))
            self._begin_turn(self.next_seat(seat), ev)
            return ev
        if isinstance(action, ChoosePlayer):
            to = action.seat
            if phase == PHASE_GIFT:
                if self.hands[seat]:
                    raise IllegalAction(N_("Choose a card from your hand to give, and who gets it."))
                self._check_other(seat, to)
                card = self._take_from_stock(ev)  # the phase is only entered when there is one
                self.hands[to].append(card)
                self.choices_seen[to] = ()
                ev.append(Given(seat, card, to, True))
                self._begin_turn(self.next_seat(seat), ev)
                return ev
            if phase == PHASE_THIEF:
                self._check_other(seat, to)
                victim = self.hands[to]
                if not victim:
                    raise IllegalAction(N_("That player has no card to steal."))
                card = victim.pop(self.rng.randrange(len(victim)))
                self._saw_leave(to, None)
                self.hands[seat].append(card)
                self.choices_seen[seat] = self.choices_seen[to] = ()
                self._passed(to, seat, card)
                ev.append(Stolen(seat, card, to))
                self._begin_turn(self.next_seat(seat), ev)
                return ev
            raise IllegalAction(self._wrong_phase_message())
        if isinstance(action, TakePenalty):
            if phase != PHASE_MIRROR:
                raise IllegalAction(self._wrong_phase_message())
            count = 2 * self.mirrors
            self.mirrors = 0
            self._draw(seat, count, ev, "mirror")
            self._begin_turn(seat, ev)
            return ev
        raise IllegalAction(N_("That is not a Figuras move."))

    def _wrong_phase_message(self) -> str:
        return (
            N_("Play a card, or draw one if none fits."),
            N_("Choose the colour to follow."),
            N_("Give a card to another player."),
            N_("Choose the player to steal a card from."),
            N_("Play one more card matching the Bridge, or draw one if none fits."),
            N_("Answer with a Mirror, or take the cards."),
        )[self.phase]

    def _check_other(self, seat: int, to: Any) -> None:
        if type(to) is not int or not 0 <= to < self.n or to == seat or self.out[to]:
            raise IllegalAction(N_("Choose another player who is still in the match."))

    def _check_play(self, seat: int, cards: Any) -> tuple[int, ...]:
        """Validate a Play in the current phase; return the cards as a tuple."""
        phase = self.phase
        if phase not in (PHASE_PLAY, PHASE_BRIDGE, PHASE_MIRROR):
            raise IllegalAction(self._wrong_phase_message())
        if isinstance(cards, list):
            cards = tuple(cards)
        if not isinstance(cards, tuple) or any(type(c) is not int for c in cards):
            raise IllegalAction(N_("Name the cards to play."))
        hand = self.hands[seat]
        if any(c not in hand for c in cards):
            raise IllegalAction(N_("You do not hold that card."))
        count = len(cards)
        if len(set(cards)) != count:
            raise IllegalAction(N_("You named the same card twice."))
        if phase == PHASE_MIRROR:
            if count != 1 or SYMBOL_OF[cards[0]] != MIRROR:
                raise IllegalAction(N_("Only a single Mirror answers a Mirror."))
            return cards
        if phase == PHASE_BRIDGE and count != 1:
            raise IllegalAction(N_("The Bridge lets you play exactly one more card."))
        if count not in (1, 3, 4):
            raise IllegalAction(N_("Play one card, or three or four identical figures; never two."))
        top, colour = self.discard[-1], self.colour
        if count > 1:
            sym = SYMBOL_OF[cards[0]]
            if sym >= PACKAGE:
                raise IllegalAction(N_("Action cards and Keys are played one at a time."))
            if any(SYMBOL_OF[c] != sym for c in cards):
                raise IllegalAction(N_("Cards played together must all show exactly the same figure."))
            if not _fits(cards[0], top, colour):
                raise IllegalAction(N_("The first card laid must match the top card by colour or symbol."))
            return cards
        if not _fits(cards[0], top, colour):
            if phase == PHASE_BRIDGE:
                raise IllegalAction(N_("That card does not match the Bridge by colour or symbol."))
            raise IllegalAction(N_("That card does not match the top card by colour or symbol."))
        return cards

    # ------------------------------------------------------------ mechanics

    def _take_from_stock(self, ev: list[Event]) -> int:
        """The top card of the stock (reshuffling the discard pile but its top card
        when the stock is empty), or -1 when there is nothing to draw."""
        stock = self.stock
        if not stock:
            discard = self.discard
            if len(discard) <= 1:
                return -1
            top = discard.pop()
            stock.extend(discard)
            self.discard = [top]
            self.rng.shuffle(stock)
            ev.append(Reshuffled(len(stock)))
        return stock.pop()

    def _draw(self, seat: int, count: int, ev: list[Event], reason: str) -> list[int]:
        got: list[int] = []
        hand = self.hands[seat]
        self.choices_seen[seat] = ()
        for _ in range(count):
            card = self._take_from_stock(ev)
            if card < 0:
                break
            hand.append(card)
            got.append(card)
        ev.append(Drawn(seat, tuple(got), len(got), count, reason))
        return got

    def _lay(self, seat: int, cards: tuple[int, ...] | list[int], ev: list[Event], *,
             drawn: bool = False, bridge: bool = False) -> None:
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)
            self._saw_leave(seat, c)
        self.discard.extend(cards)
        if self.held_known:  # a card laid face up is no longer a secret of anyone's
            self.held_known = [k for k in self.held_known if k[2] not in cards]
        last = cards[-1]
        self.colour = COLOUR_OF[last]  # NO_COLOUR after a Key until its colour is chosen
        ev.append(Played(seat, tuple(cards), drawn, bridge))

    def _saw_draw(self, seat: int, top: int, colour: int, count: int) -> None:
        """`seat` drew because nothing fitted on `top`: `count` of its cards are known not to fit."""
        self.cannot_follow[seat] = (top, colour, count) if count > 0 else None

    def _saw_leave(self, seat: int, card: int | None) -> None:
        """A card left `seat`'s hand: `card` when everyone saw it, None when they did not (a Gift,
        a theft). Unless it visibly fitted, it may have been one of the cards known not to fit."""
        known = self.cannot_follow[seat]
        if known is None:
            return
        top, colour, count = known
        if card is None or not _fits(card, top, colour):
            count -= 1
        count = min(count, len(self.hands[seat]))
        self.cannot_follow[seat] = (top, colour, count) if count > 0 else None

    def _passed(self, giver: int, receiver: int, card: int) -> None:
        """`card` went unseen from `giver`'s hand to `receiver`'s: both know where it is now. A
        third player who knew a card of the giver's cannot tell whether it was this one, so it
        forgets all it knew of that hand (keeping it would tell it which card left)."""
        self.held_known = [
            (observer, holder, c) for observer, holder, c in self.held_known
            if holder != giver or (observer == receiver and c != card)
        ]
        self.held_known.append((giver, receiver, card))

    def _resolve(self, seat: int, card: int, ev: list[Event]) -> None:
        """Carry out the card `seat` just laid (or the dealer's first discard)."""
        sym = SYMBOL_OF[card]
        if sym < PACKAGE:
            self._begin_turn(self.next_seat(seat), ev)
        elif sym == KEY:
            if self.hands[seat]:
                self.phase, self.current = PHASE_COLOUR, seat
            else:  # the round closes: the colour does not matter any more
                self._begin_turn(self.next_seat(seat), ev)
        elif sym == PACKAGE:
            target = self.next_seat(seat)
            self._draw(target, 1, ev, "package")
            self._begin_turn(target, ev)
        elif sym == MIRROR:
            if not self.hands[seat] and self.rules >= 2:
                self._close_with_mirror(seat, ev)
                return
            self.mirrors += 1
            target = self.next_seat(seat)
            self.phase, self.current = PHASE_MIRROR, target
            ev.append(MirrorPiled(seat, self.mirrors, target))
        elif sym == GIFT:
            if self.hands[seat] or self.stock or len(self.discard) > 1:
                self.phase, self.current = PHASE_GIFT, seat
            else:
                self._begin_turn(self.next_seat(seat), ev)
        elif sym == THIEF:
            hands = self.hands
            if any(hands[s] for s in range(self.n) if s != seat and not self.out[s]):
                self.phase, self.current = PHASE_THIEF, seat
            else:
                self._begin_turn(self.next_seat(seat), ev)
        elif sym == BRIDGE:
            if self.hands[seat]:
                self.phase, self.current = PHASE_BRIDGE, seat
            else:
                self._draw(seat, 1, ev, "bridge")
                self._begin_turn(self.next_seat(seat), ev)
        else:  # DOOR
            turned = self._take_from_stock(ev)
            if turned >= 0:
                self.discard.append(turned)
                if COLOUR_OF[turned] >= 0:  # a turned-up Key leaves the colour in force
                    self.colour = COLOUR_OF[turned]
                ev.append(DoorTurned(seat, turned))
            self._begin_turn(seat, ev)

    def _begin_turn(self, seat: int, ev: list[Event]) -> None:
        """Give `seat` a normal turn, unless a hand is empty: then the round closes.

        When several hands are empty (players who answered a Mirror pile with their
        last card), the one who emptied first closes: scanning in play order from
        the seat after `seat` meets them in the order they played."""
        hands, out = self.hands, self.out
        if any(not hands[s] and not out[s] for s in range(self.n)):
            s = seat
            while True:
                s = self.next_seat(s)
                if not hands[s]:
                    self._close_round(s, ev)
                    return
        self.phase, self.current = PHASE_PLAY, seat

    def _close_with_mirror(self, seat: int, ev: list[Event]) -> None:
        """Rules 2: a Mirror that was the last card closes the round at once; nobody draws the pile."""
        self.mirrors = 0
        self._close_round(seat, ev)

    def _close_round(self, closer: int, ev: list[Event]) -> None:
        n, hands, out, totals = self.n, self.hands, self.out, self.totals
        scores = [0] * n
        for s in range(n):
            if not out[s] and s != closer:
                scores[s] = hand_points(hands[s])
                totals[s] += scores[s]
        active = [s for s in range(n) if not out[s]]
        exact = [s for s in active if totals[s] == TARGET]
        eliminated: list[int] = []
        if exact:
            self.winners = exact
        else:
            eliminated = [s for s in active if totals[s] > LIMIT]
            for s in eliminated:
                out[s] = True
            left = [s for s in active if not out[s]]
            if len(left) == 1:
                self.winners = left
        ev.append(RoundEnded(self.round, closer, tuple(scores), tuple(totals), tuple(tuple(h) for h in hands),
                             tuple(eliminated), tuple(exact), tuple(s for s in range(n) if out[s])))
        if self.winners:
            self.phase = PHASE_OVER
            self.mirrors = 0
            ev.append(MatchEnded(tuple(self.winners), tuple(totals), bool(exact)))
        else:
            self._deal(ev)

    def _deal(self, ev: list[Event]) -> None:
        """Deal a new round among the players still in and turn up the first discard."""
        rng, n = self.rng, self.n
        self.round += 1
        active = [s for s in range(n) if not self.out[s]]
        starter = rng.choice(active)
        self.starter = starter
        self.dealer = dealer = self.previous_seat(starter)
        deck = list(ALL_CARD_IDS)
        rng.shuffle(deck)
        hands: list[list[int]] = [[] for _ in range(n)]
        order = _play_order(n, self.out, starter)
        for _ in range(HAND_SIZE):
            for s in order:
                hands[s].append(deck.pop())
        self.hands, self.stock, self.discard = hands, deck, []
        self.cannot_follow = [None] * n
        self.held_known = []
        self.choices_seen = [()] * n
        self.mirrors = 0
        self.colour = NO_COLOUR
        ev.append(Dealt(self.round, starter, dealer, tuple(len(h) for h in hands)))
        while True:
            card = deck.pop()
            self.discard.append(card)
            self.colour = COLOUR_OF[card]
            ev.append(TurnedUp(dealer, card))
            if SYMBOL_OF[card] != DOOR:
                break
            if not deck:  # cannot happen with 100 cards, but never loop forever
                self._begin_turn(starter, ev)
                return
        # The first discard counts as thrown by the dealer: actions aimed at the next
        # player hit the starter; Key, Gift, Thief and Bridge are performed by the dealer.
        self._resolve(dealer, card, ev)

    # ------------------------------------------------------------ copy / save

    def clone(self) -> FigurasState:
        new = FigurasState.__new__(FigurasState)
        new.config = self.config
        new.n = self.n
        new.rng = core.clone_rng(self.rng)
        new.hands = [h[:] for h in self.hands]
        new.stock = self.stock[:]
        new.discard = self.discard[:]
        new.colour = self.colour
        new.totals = self.totals[:]
        new.out = self.out[:]
        new.current = self.current
        new.phase = self.phase
        new.mirrors = self.mirrors
        new.round = self.round
        new.starter = self.starter
        new.dealer = self.dealer
        new.winners = self.winners[:]
        new.rules = self.rules
        new.cannot_follow = self.cannot_follow[:]
        new.held_known = self.held_known[:]
        new.choices_seen = self.choices_seen[:]
        return new

    def forget_moved_cards(self) -> None:
        """After the hidden cards were dealt afresh (game.unseen, after an undo): a player forgets
        a card it knew another held when that card is no longer there."""
        self.held_known = [(o, holder, card) for o, holder, card in self.held_known if card in self.hands[holder]]

    def seen_in_hand(self, seat: int) -> Callable[[int], bool] | None:
        """What the table saw of `seat`'s hidden hand: its cards this accepts (the ones that do not
        fit `cannot_follow`'s top card) are at least as many as that record counts. A fresh deal
        of the hidden cards (game.unseen's redeal after an undo) keeps them as many."""
        known = self.cannot_follow[seat]
        if known is None:
            return None
        top, colour, _count = known
        return lambda card: not _fits(card, top, colour)

    def view(self, seat: int) -> FigurasView:
        if type(seat) is not int or not 0 <= seat < self.n:
            raise ValueError("There is no such seat.")
        return FigurasView(self, seat)

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": self.rules,
            "game": "figuras",
            "config": core.config_to_dict(self.config),
            "rng": core.rng_state_to_json(self.rng),
            "round": self.round,
            "starter": self.starter,
            "dealer": self.dealer,
            "hands": [list(h) for h in self.hands],
            "stock": list(self.stock),
            "discard": list(self.discard),
            "colour": self.colour,
            "totals": list(self.totals),
            "out": list(self.out),
            "current": self.current_player,
            "phase": PHASE_NAMES[self.phase],
            "mirrors": self.mirrors,
            "winners": list(self.winners),
            "cannot_follow": [list(known) if known else None for known in self.cannot_follow],
            "held_known": [list(k) for k in self.held_known],
            "choices_seen": [[[top, colour, list(cards), list(counts)] for top, colour, cards, counts in seen]
                             for seen in self.choices_seen],
        }


def _play_order(n: int, out: list[bool] | tuple[bool, ...], start: int) -> list[int]:
    """Active seats in play order (seat - 1 each step) from `start`."""
    return [s for s in ((start - i) % n for i in range(n)) if not out[s]]


# ---------------------------------------------------------------- new game

def new_game(config: FigurasConfig, seed: int, rules: int = RULES) -> FigurasState:
    """A new match: a random starter, the dealer before them, 7 cards each, the first
    discard turned up and its action carried out."""
    state = FigurasState(config, core.rules_version(rules, RULES))
    state.rng = random.Random(seed)
    state._deal([])
    return state


# ---------------------------------------------------------------- loading

@lru_cache(maxsize=16)
def _saved_fields(players: int) -> schema.Reader:
    """What each field of a saved match (`to_dict`) of `players` holds."""
    cards = schema.int_list(0, DECK_SIZE - 1)
    seat = schema.integer(0, players - 1)
    return schema.record({
        "rng": core.rng_from_json,
        "hands": schema.list_of(cards, "hand", length=players),
        "stock": cards,
        "discard": schema.int_list(0, DECK_SIZE - 1, "discard pile"),
        "totals": schema.int_list(0, 100_000, "score", length=players),
        "out": schema.list_of(schema.boolean(), "score", length=players),
        "round": schema.integer(1),
        "starter": seat,
        "dealer": seat,
        "colour": schema.integer(NO_COLOUR, len(COLOURS) - 1),
        "mirrors": schema.integer(0, 4, "Mirror pile"),
        "phase": schema.choice(PHASE_NAMES),
        "winners": schema.int_list(0, players - 1, "result"),
        "current": schema.optional(schema.integer(0, players - 1, "turn")),
        # (top, colour, count) per seat; saves made before it was kept know nothing
        "cannot_follow": schema.list_of(schema.optional(schema.int_list(NO_COLOUR, DECK_SIZE, "hand", length=3)),
                                        "hand", length=players),
        # (observer, holder, card) triples; saves made before they were kept know none
        "held_known": schema.list_of(schema.int_list(0, DECK_SIZE - 1, "hand", length=3), "hand"),
        # per seat, [top, colour, cards, hand counts] records; saves made before they were kept saw none
        "choices_seen": schema.list_of(schema.list_of(_seen_choice_reader(players), "hand"), "hand",
                                       length=players),
    }, defaults={"cannot_follow": [None] * players, "held_known": [], "choices_seen": [[]] * players})


def _seen_choice_reader(players: int) -> schema.Reader:
    """One saved `choices_seen` record: a card laid by choice (its top card, the colour in force,
    the cards and every hand's size) or a colour named (top -1, no cards, no sizes)."""
    top_reader = schema.integer(-1, DECK_SIZE - 1)
    colour_reader = schema.integer(NO_COLOUR, len(COLOURS) - 1)
    cards_reader = schema.int_list(0, DECK_SIZE - 1, length=None)
    counts_reader = schema.int_list(0, DECK_SIZE, length=None)

    def read_seen_choice(value: Any) -> tuple[int, int, tuple[int, ...], tuple[int, ...]]:
        if not isinstance(value, list) or len(value) != 4:
            raise schema.Damaged("hand")
        top, colour = top_reader(value[0]), colour_reader(value[1])
        cards, counts = tuple(cards_reader(value[2])), tuple(counts_reader(value[3]))
        named = top < 0 and colour >= 0 and not cards and not counts
        laid = top >= 0 and len(cards) in (1, 3, 4) and len(counts) == players
        if not (named or laid):
            raise schema.Damaged("hand")
        return top, colour, cards, counts
    return read_seen_choice


def state_from_dict(data: Any) -> FigurasState:
    """Rebuild a state from `to_dict`, checking every field; ValueError when damaged."""
    version, config = schema.header(data, "figuras", "Figuras", RULES, FigurasConfig)
    saved = schema.read(data, _saved_fields(config.players))
    state = FigurasState(config, version)
    state.rng, state.hands, state.stock, state.discard = saved["rng"], saved["hands"], saved["stock"], saved["discard"]
    if not schema.each_once((*state.hands, state.stock, state.discard), DECK_SIZE):
        raise ValueError("The saved game does not hold each of the 100 cards exactly once.")
    if not state.discard:
        raise ValueError("The saved game's discard pile is damaged.")
    state.totals, state.out, state.round = saved["totals"], saved["out"], saved["round"]
    state.starter, state.dealer, state.colour = saved["starter"], saved["dealer"], saved["colour"]
    state.mirrors, state.phase, state.winners = saved["mirrors"], PHASE_NAMES.index(saved["phase"]), saved["winners"]
    state.cannot_follow = [_known_misfits(known, hand)
                           for known, hand in zip(saved["cannot_follow"], state.hands, strict=True)]
    state.held_known = [_held_known(entry, state.hands) for entry in saved["held_known"]]
    state.choices_seen = [tuple(seen) for seen in saved["choices_seen"]]
    if len(set(state.held_known)) != len(state.held_known):
        raise ValueError("The saved game's hands are damaged.")
    _check_players(state)
    if state.phase == PHASE_OVER:  # the last round's hands stay on the table; nobody is to act
        if saved["current"] is not None or not state.winners or state.mirrors:
            raise ValueError("The saved game's result is damaged.")
        return state
    _check_round(state, saved["current"])
    state.current = saved["current"]
    if not _phase_fits(state):
        raise ValueError("The saved game's turn does not match its cards.")
    return state


def _known_misfits(known: list[int] | None, hand: list[int]) -> tuple[int, int, int] | None:
    """A saved `cannot_follow` entry, checked: a real top card and colour, no more cards than the hand."""
    if known is None:
        return None
    top, colour, count = known
    if not 0 <= top < DECK_SIZE or not 0 <= colour < len(COLOURS) or not 0 < count <= len(hand):
        raise ValueError("The saved game's hands are damaged.")
    return top, colour, count


def _held_known(entry: list[int], hands: list[list[int]]) -> tuple[int, int, int]:
    """A saved `held_known` entry, checked: two different seats, and the card in the holder's hand."""
    observer, holder, card = entry
    if observer == holder or max(observer, holder) >= len(hands) or card not in hands[holder]:
        raise ValueError("The saved game's hands are damaged.")
    return observer, holder, card


def _check_players(state: FigurasState) -> None:
    """The winners are distinct; a player out went above 100, did not win, and holds no cards
    (unless the match is over: then the last round's hands stay on the table)."""
    if len(set(state.winners)) != len(state.winners):
        raise ValueError("The saved game's result is damaged.")
    for s in range(state.n):
        if state.out[s] and ((state.hands[s] and state.phase != PHASE_OVER) or state.totals[s] <= LIMIT
                             or s in state.winners):
            raise ValueError("The saved game's eliminated players are damaged.")


def _check_round(state: FigurasState, current: int | None) -> None:
    """A round in progress: no winner yet, two players or more still in and none above 100; the
    starter, the dealer and the player to act are in."""
    active = state.active_seats()
    if state.winners or len(active) < 2 or any(state.totals[s] > LIMIT for s in active):
        raise ValueError("The saved game's scores are damaged.")
    if state.starter not in active or state.dealer not in active:
        raise ValueError("The saved game's dealer is damaged.")
    if current is None or state.out[current]:
        raise ValueError("The saved game's turn is damaged.")


def _phase_fits(state: FigurasState) -> bool:
    """Whether the phase of a round in progress agrees with the cards: the Mirror pile only while
    Mirrors are answered, no colour only while a Key's colour is chosen, and the top card asks
    for the decision the player to act can take."""
    phase, hands, current = state.phase, state.hands, state.current
    if (state.mirrors == 0) != (phase != PHASE_MIRROR) or (state.colour == NO_COLOUR) != (phase == PHASE_COLOUR):
        return False
    active = state.active_seats()
    hand, sym = hands[current], SYMBOL_OF[state.discard[-1]]
    if phase == PHASE_PLAY:
        return all(hands[s] for s in active)
    if phase == PHASE_COLOUR:
        return sym == KEY and bool(hand)
    if phase == PHASE_MIRROR:  # rules 2: a Mirror that emptied a hand closed the round
        return sym == MIRROR and (state.rules == 1 or all(hands[s] for s in active))
    if phase == PHASE_BRIDGE:
        return sym == BRIDGE and bool(hand)
    if phase == PHASE_GIFT:
        return sym == GIFT and (bool(hand) or bool(state.stock) or len(state.discard) > 1)
    return sym == THIEF and any(hands[s] for s in active if s != current)  # PHASE_THIEF


# ---------------------------------------------------------------- view

class FigurasView:
    """What one seat may know: its own hand, how many cards every player holds, the
    discard pile, the colour in force, the pending Mirror count, the stock size, the
    totals, who is out, which cards each player was seen unable to follow
    (`cannot_follow`) and what each laid and named since a card last came into its hand
    (`choices_seen`). Never another hand or the stock order."""

    def __init__(self, state: FigurasState, seat: int) -> None:
        self.seat = seat
        self.config = state.config
        self.players = state.n
        self.round = state.round
        self.starter = state.starter
        self.dealer = state.dealer
        self.hand = tuple(sorted(state.hands[seat]))
        self.hand_counts = tuple(len(h) for h in state.hands)
        self.discard = tuple(state.discard)
        self.top = state.discard[-1]
        self.colour = state.colour
        self.mirrors = state.mirrors
        self.stock_count = len(state.stock)
        self.totals = tuple(state.totals)
        self.out = tuple(state.out)
        self.current_player = state.current_player
        self.phase = state.phase_name
        self.is_over = state.is_over
        self.winners = tuple(state.winners)
        self.cannot_follow = tuple(state.cannot_follow)
        self.choices_seen = tuple(state.choices_seen)
        # Per seat: the cards this seat knows it holds (a Gift it gave, a card a Thief took from it).
        # Mostly none: the computer players' rollouts make views by the thousand, so that is quick.
        mine = [(holder, card) for observer, holder, card in state.held_known if observer == seat]
        self.known_held = ((),) * state.n if not mine else tuple(
            tuple(card for holder, card in mine if holder == other) for other in range(state.n))
        self.rules = state.rules
        self._phase = state.phase
        self._current = state.current

    def next_seat(self, seat: int) -> int:
        """The player after `seat` in play order (counter-clockwise), skipping the eliminated."""
        s = (seat - 1) % self.players
        while self.out[s]:
            s = (s - 1) % self.players
        return s

    def play_order(self, start: int | None = None) -> list[int]:
        return _play_order(self.players, self.out, self._current if start is None else start)

    def fits(self, card: int) -> bool:
        """Whether `card` may be laid as a single card on the current top card."""
        return _fits(card, self.top, self.colour)

    def legal_actions(self) -> list[Action]:
        if self.current_player != self.seat:
            return []
        return _legal(
            self._phase, self.seat, self.hand, self.top, self.colour,
            [c > 0 for c in self.hand_counts], list(self.out),
            self.stock_count > 0 or len(self.discard) > 1,
        )

    def unseen_cards(self) -> list[int]:
        """Cards in other hands or the stock, as far as this seat can tell."""
        seen = set(self.hand)
        seen.update(self.discard)
        return [c for c in ALL_CARD_IDS if c not in seen]

    def sample(self, rng: random.Random) -> FigurasState:
        """A full state consistent with this view; hidden cards dealt at random, except that
        a player holds the cards this seat knows it holds (`known_held`), and a player seen
        unable to follow a card is dealt as many cards that do not fit it (as far as the unseen
        cards allow)."""
        unseen = self.unseen_cards()
        rng.shuffle(unseen)
        state = FigurasState(self.config, self.rules)
        hands: list[list[int]] = [[] for _ in self.hand_counts]
        hands[self.seat] = list(self.hand)
        for s in range(self.players):
            known, misfit = self.known_held[s], self.cannot_follow[s]
            if s == self.seat or (not known and misfit is None):
                continue
            dealt = list(known)
            if misfit is not None:
                top, colour, count = misfit
                count -= sum(not _fits(c, top, colour) for c in known)
                dealt += [c for c in unseen if c not in known and not _fits(c, top, colour)][:max(0, count)]
            hands[s] = dealt
            taken = set(dealt)
            unseen = [c for c in unseen if c not in taken]
        for s, size in enumerate(self.hand_counts):
            if s != self.seat:
                more = size - len(hands[s])
                hands[s] += unseen[:more]
                del unseen[:more]
        state.hands = hands
        state.cannot_follow = list(self.cannot_follow)
        state.choices_seen = list(self.choices_seen)
        # What the others know of the hands is hidden from this seat; its own knowledge is kept.
        state.held_known = [(self.seat, holder, c) for holder, cards in enumerate(self.known_held) for c in cards]
        state.stock = unseen
        state.discard = list(self.discard)
        state.colour = self.colour
        state.totals = list(self.totals)
        state.out = list(self.out)
        state.current = self._current
        state.phase = self._phase
        state.mirrors = self.mirrors
        state.round = self.round
        state.starter = self.starter
        state.dealer = self.dealer
        state.winners = list(self.winners)
        state.rng = random.Random(rng.getrandbits(64))
        return state


RULES_TEXT = N_("""\
Figuras is a shedding game for 2 to 8 players, played in rounds. Empty your hand first; the others score the points left in their hands. Go above 100 points and you are out; the last player left wins. But reach exactly 111 points and you win the match at once.

The cards. 100 cards in four colours: red, yellow, green and blue. Each colour's frame has its own number of holes (red 1, yellow 2, green 3, blue 4), so you can match colours without telling them apart. Figure cards: three of each figure in each colour: 3-pointed star and triangle (3 points), 5-pointed star and pentagon (5 points), 10-pointed star and decagon (10 points). Action cards, one of each in each colour, 7 points: Package, Mirror, Gift, Thief, Bridge and Door. Four Keys, the wild cards, with no colour: 13 points.

The deal. A random player starts each round and the player before them deals 7 cards to everyone still in. Play goes counter-clockwise: the turn passes to the player on your right. The rest of the cards form the stock, and its top card is turned up to start the discard pile.

The first card. If the first turned-up card is an action card, it works at once as if the dealer had thrown it. Package and Mirror hit the starting player. With a Key the dealer chooses the colour; with a Gift, a Thief or a Bridge the dealer gives, steals or plays the extra card. A Door turns up another card, and that card counts as the first card instead. Then the starting player plays.

Your turn. Play one card that matches the top card of the discard pile by colour or by symbol (the same figure, or the same action), or play a Key on anything. Instead of one figure you may play three or four cards of exactly the same figure (in any colours) together: the first must match the top card and the last one you lay becomes the new top card. Never two cards, and action cards are always played one at a time.

Drawing. You draw only when you cannot play. If the card you draw fits, it is played at once (automatically); otherwise you keep it and the turn passes.

Key. Play it on anything and choose the colour that must follow. The next player plays on that colour (or plays a Key).

Package. The next player draws 1 card and then takes their turn.

Mirror. The next player draws 2 cards, unless they answer with a Mirror of their own. Mirrors pile up: the first player who does not answer draws 2 cards for each Mirror in the pile, and then takes their turn. You may also choose not to answer even when you hold a Mirror.

Gift. Give one card of your choice from your hand to any other player. If your hand is empty, the top card of the stock goes to the player you choose instead. Then the next player plays.

Thief. Choose another player and take one card from their hand without looking (it is picked at random). Then the next player plays. Decision of this game (the printed rules do not say): if you take a player's last card, their hand is empty, so they close the round at once and score 0; the card you took counts in your hand.

Bridge. Play exactly one more card, which must match the Bridge; if it is an action card, it works as usual. If you hold cards but none fits, draw one card and keep it. If your hand is empty, draw one card. Then the next player plays.

Door. The top card of the stock is turned up onto the discard pile, and you play again, on that card. An action card turned up this way has no effect; a turned-up Key leaves the colour as it was.

End of a round. The round ends as soon as a player's hand is empty once the card they played has been dealt with: the next player has drawn for a Package, the gift has been given. A Thief or a Bridge can refill your hand, and then the round goes on. A Key played as your last card needs no colour. A Mirror played as your last card, thrown or as an answer, ends the round at once: nobody draws the Mirror pile. That player closes the round and scores 0; everyone else adds the points of the cards left in their hand.

End of the match. A player whose total is then exactly 111 wins at once; if several reach 111 together, they share the win. Otherwise every player above 100 is out, and the next round is dealt among the others. The last player left wins.

Running out. When a card must be drawn and the stock is empty, the discard pile except its top card is shuffled into a new stock. If there is still nothing to draw, the draw is skipped.

What you see. Your own hand, how many cards the others hold, the discard pile, the colour chosen after a Key, the Mirror pile, the size of the stock, and everyone's total. Never the other hands or the order of the stock.
""")

INFO = core.register(core.GameInfo(
    id="figuras",
    title=N_("Figuras"),
    description=N_("Match colours and figures to empty your hand first, with Keys, Mirrors, Thieves and Doors. "
                   "Above 100 points you are out; exactly 111 wins at once. 2 to 8 players."),
    min_players=2,
    max_players=8,
    config_class=FigurasConfig,
    new_game=new_game,
    state_from_dict=state_from_dict,
    action_from_dict=action_from_dict,
    rules=RULES,
))
