"""Rummidrez: rummy with two Pokerdrez decks (2 to 4 players), and its solitaire.

Rules: shared/rules/rummidrez.md. Cards are ids 0..111 (see `CARDS`); the table
is a list of groups, each an ordered list of card ids. A `Play` names the whole
table after the play as one flat tuple with `SEPARATOR` (-1) between groups, and
`apply` judges it exactly, so any rearrangement a player can think of is
accepted when the rules allow it. `legal_actions()` cannot list every
rearrangement; it lists taking, discarding and the plays a simple search finds
(new groups from the hand, single cards added to the ends of groups, a Neutral
on the table swapped for the card it stands for).

With `players == 1` the same state plays the solitaire: `Draw` and `Play` only,
no discard pile, the score is the number of cards on the table at the end.

A timed match cannot be timed by the engine (it reads no clock): the program
applies `TimeUp()` when the chosen minutes have passed, whoever's turn it is; the
match then ends at the end of the round in progress.
"""

from __future__ import annotations

import enum
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

from game.engine import core, schema
from game.engine.core import N_, NN_, Action, Event, IllegalAction, Outcome, Phrase, TableEvent

# ---------------------------------------------------------------- the cards

FIGURE_NAMES = (N_("Pawn"), N_("Knight"), N_("Bishop"), N_("Rook"), N_("Queen"), N_("Jester"))
COLOUR_NAMES = (
    N_("Gray"), N_("Red"), N_("Magenta"), N_("Purple"), N_("Blue"),
    N_("Yellow"), N_("Cyan"), N_("Orange"), N_("Green"),
)  # colour number n is COLOUR_NAMES[n - 1]
FIGURES = len(FIGURE_NAMES)  # 6
COLOURS = len(COLOUR_NAMES)  # 9
# A card's figure (`RummiCard.figure`, lowest first) and colour number (`RummiCard.number`), by name:
# `card_id(KNIGHT, PURPLE)` is Knight 4 Purple.
PAWN, KNIGHT, BISHOP, ROOK, QUEEN, JESTER = range(FIGURES)
GRAY, RED, MAGENTA, PURPLE, BLUE, YELLOW, CYAN, ORANGE, GREEN = range(1, COLOURS + 1)
DECK_SIZE = FIGURES * COLOURS + 2  # 56: 54 figure cards and 2 Neutral cards
CARD_COUNT = 2 * DECK_SIZE  # 112
HAND_SIZE = 14
MAX_RESHUFFLES = 3  # times a round's stock may be rebuilt from the discard pile; then the round is void
# Rules versions (the state's to_dict "version"). 1: an empty stock was rebuilt at the start of
# every turn, even one in which the player then took from the discard pile. 2 (the decision in
# the rules file): it is rebuilt only when a player draws from it.
RULES = 2
SEPARATOR = -1  # between groups in a Play's table
TARGETS = {2: 14, 3: 28, 4: 42}


@dataclass(frozen=True, slots=True)
class RummiCard:
    """One physical Pokerdrez card; `id` is unique within the game."""

    id: int
    figure: int  # 0 Pawn, 1 Knight, 2 Bishop, 3 Rook, 4 Queen, 5 Jester; -1 for a Neutral card
    number: int  # colour number: 1 Gray .. 9 Green; 0 for a Neutral card
    deck: int  # 0 or 1

    @property
    def is_neutral(self) -> bool:
        return self.figure < 0

    @property
    def figure_name(self) -> str:
        return N_("Neutral") if self.figure < 0 else FIGURE_NAMES[self.figure]

    @property
    def colour_name(self) -> str:
        """The colour's name ("" for a Neutral card)."""
        return "" if self.number == 0 else COLOUR_NAMES[self.number - 1]

    @property
    def label(self) -> str:
        """Readable name: "Knight 4 Purple", or "Neutral"."""
        if self.figure < 0:
            return N_("Neutral")
        return f"{FIGURE_NAMES[self.figure]} {self.number} {COLOUR_NAMES[self.number - 1]}"


def _build_cards() -> tuple[RummiCard, ...]:
    cards: list[RummiCard] = []
    for deck in range(2):
        for figure in range(FIGURES):
            for number in range(1, COLOURS + 1):
                cards.append(RummiCard(len(cards), figure, number, deck))
        cards.append(RummiCard(len(cards), -1, 0, deck))
        cards.append(RummiCard(len(cards), -1, 0, deck))
    return tuple(cards)


CARDS = _build_cards()
ALL_CARD_IDS = tuple(range(CARD_COUNT))
FIG = tuple(c.figure for c in CARDS)  # -1 for Neutral
NUM = tuple(c.number for c in CARDS)  # 0 for Neutral
# KEY: one number per kind of card (both copies share it): figure * 9 + number - 1; -1 for Neutral.
KEY = tuple(-1 if c.figure < 0 else c.figure * COLOURS + c.number - 1 for c in CARDS)
NEUTRAL_IDS = tuple(c.id for c in CARDS if c.figure < 0)


def _card_phrase(card: RummiCard) -> Phrase:
    if card.is_neutral:
        return Phrase(N_("Neutral"))
    # Translators: a card's name, e.g. "Knight 4 Purple".
    return Phrase(N_("{figure} {number} {colour}"), figure=Phrase(FIGURE_NAMES[card.figure]),
                  number=card.number, colour=Phrase(COLOUR_NAMES[card.number - 1]))


_CARD_PHRASES = tuple(_card_phrase(c) for c in CARDS)


def card_phrase(card_id: int) -> Phrase:
    """A card's name as a Phrase: refusals carry it, and the UI shows it in the player's language."""
    return _CARD_PHRASES[card_id]


def card_name(card_id: int) -> str:
    """A card's readable name in English, e.g. "Rook 3 Magenta" or "Neutral"."""
    return CARDS[card_id].label


def card_id(figure: int, number: int, deck: int = 0) -> int:
    """The id of a figure card: figure 0..5 (Pawn..Jester), colour number 1..9, deck 0 or 1."""
    if not (0 <= figure < FIGURES and 1 <= number <= COLOURS and deck in (0, 1)):
        raise ValueError("There is no such card.")
    return deck * DECK_SIZE + figure * COLOURS + number - 1


def neutral_id(index: int) -> int:
    """The id of Neutral card 0..3 (two per deck)."""
    if not 0 <= index < 4:
        raise ValueError("There is no such card.")
    return NEUTRAL_IDS[index]


def hand_sort_key(card: int, by_figure: bool = False) -> tuple[int, int, int]:
    """Sort key for showing a hand: by colour then figure (or figure then colour); Neutrals last."""
    if FIG[card] < 0:
        return (99, 0, card)
    if by_figure:
        return (FIG[card], NUM[card], card)
    return (NUM[card], FIG[card], card)


# ---------------------------------------------------------------- groups

class GroupKind(enum.IntEnum):
    FIGURE = 0  # same figure, consecutive colour numbers (3 to 9 cards)
    COLOUR = 1  # same colour, consecutive figures (3 to 6 cards)


# The lowest and highest value in a group, by kind (indexed by the plain int: no enum call in the search).
_VALUE_RANGE = ((1, COLOURS), (0, FIGURES - 1))


def _key_of(kind: int, fixed: int, value: int) -> int:
    """The KEY of the card at `value` in a group of `kind` whose fixed attribute is `fixed`."""
    if kind == GroupKind.FIGURE:
        return fixed * COLOURS + value - 1
    return value * COLOURS + fixed - 1


def _shape(g: Sequence[int]) -> tuple[int, int, int, int] | None:
    """(kind, fixed, low value, high value) of a valid group, else None. Fast path."""
    n = len(g)
    if n < 3:
        return None
    a, b = g[0], g[-1]
    fa, fb = FIG[a], FIG[b]
    if fa < 0 or fb < 0:
        return None
    na, nb = NUM[a], NUM[b]
    if fa == fb:
        if nb - na != n - 1:
            return None
        for i in range(1, n - 1):
            c = g[i]
            if FIG[c] >= 0 and (FIG[c] != fa or NUM[c] != na + i):
                return None
        return (GroupKind.FIGURE, fa, na, nb)
    if na == nb:
        if fb - fa != n - 1:
            return None
        for i in range(1, n - 1):
            c = g[i]
            if FIG[c] >= 0 and (NUM[c] != na or FIG[c] != fa + i):
                return None
        return (GroupKind.COLOUR, na, fa, fb)
    return None


def _label(cards: Iterable[int]) -> tuple[Phrase, ...]:
    """A group's cards for a refusal (a tuple is shown as a list)."""
    return tuple(_CARD_PHRASES[c] for c in cards)


def _valid_ids(cards: Sequence[Any]) -> bool:
    return all(type(c) is int and 0 <= c < CARD_COUNT for c in cards)


def group_kind(cards: Sequence[int]) -> GroupKind | None:
    """FIGURE or COLOUR for a valid group (cards in order), None when it is not valid."""
    g = tuple(cards)
    if not _valid_ids(g) or len(set(g)) != len(g):
        return None
    shape = _shape(g)
    return None if shape is None else GroupKind(shape[0])


def group_slots(cards: Sequence[int]) -> tuple[int, ...] | None:
    """For a valid group, the card each position stands for (a deck-0 id; a Neutral's
    slot is the card it replaces), else None. `card_name` names them."""
    g = tuple(cards)
    if not _valid_ids(g) or len(set(g)) != len(g):
        return None
    shape = _shape(g)
    if shape is None:
        return None
    kind, fixed, lo, _hi = shape
    return tuple(_key_of(kind, fixed, lo + i) for i in range(len(g)))


def arrange_group(cards: Iterable[int]) -> tuple[int, ...] | None:
    """Put a set of cards into the one order that makes a valid group (Neutral cards in
    the gaps), or None when no order does."""
    g = tuple(cards)
    if not _valid_ids(g) or len(set(g)) != len(g) or len(g) < 3:
        return None
    reals = [c for c in g if FIG[c] >= 0]
    neutrals = [c for c in g if FIG[c] < 0]
    if len(reals) < 2:
        return None
    if len({FIG[c] for c in reals}) == 1:
        value = NUM
    elif len({NUM[c] for c in reals}) == 1:
        value = FIG
    else:
        return None
    reals.sort(key=lambda c: value[c])
    out = [reals[0]]
    spare = list(neutrals)
    for prev, cur in zip(reals, reals[1:], strict=False):
        gap = value[cur] - value[prev] - 1
        if gap < 0 or gap > len(spare):
            return None
        for _ in range(gap):
            out.append(spare.pop())
        out.append(cur)
    if spare:
        return None
    result = tuple(out)
    return result if _shape(result) is not None else None


def check_group(cards: Sequence[int]) -> str | None:
    """None when `cards` (in this order) form a valid group, else a sentence saying why not."""
    refusal = group_refusal(cards)
    return None if refusal is None else str(refusal)


def group_refusal(cards: Sequence[int]) -> IllegalAction | None:
    """Like `check_group`, as the refusal (template and values) that the UI translates."""
    g = tuple(cards)
    if not _valid_ids(g):
        return IllegalAction(N_("A group names a card that does not exist."))
    name = _label(g)
    if len(set(g)) != len(g):
        twice = next(x for i, x in enumerate(g) if x in g[:i])
        return IllegalAction(N_("{group}: {card} is in the group twice."), group=name, card=card_phrase(twice))
    if _shape(g) is not None:
        return None

    def no(template: str, **params: Any) -> IllegalAction:
        return IllegalAction(template, group=name, **params)

    if len(g) < 3:
        return no(N_("{group}: a group needs at least 3 cards."))
    if FIG[g[0]] < 0 or FIG[g[-1]] < 0:
        return no(N_("{group}: a Neutral card cannot be the first or last card of a group; "
                     "it must stand between two other cards."))
    reals = [(i, c) for i, c in enumerate(g) if FIG[c] >= 0]
    has_neutral = len(reals) < len(g)
    if len({FIG[c] for _, c in reals}) == 1:
        values = [(i, NUM[c]) for i, c in reals]
        seen: set[int] = set()
        for _, v in values:
            if v in seen:
                return no(N_("{group}: the colour {colour} appears twice; a figure group has each colour "
                             "only once."), colour=Phrase(COLOUR_NAMES[v - 1]))
            seen.add(v)
        if len(g) > COLOURS:
            return no(N_("{group}: a figure group has at most 9 cards."))
        if arrange_group(g) is not None:
            return no(N_("{group}: the cards must lie in order of their numbers, lowest first."))
        if len({(v - i) % COLOURS for i, v in values}) == 1:
            return no(N_("{group}: the numbers do not go round; 9 is not followed by 1."))
        if has_neutral:
            return no(N_("{group}: the numbers are not consecutive; each Neutral card stands for exactly "
                         "one missing card."))
        return no(N_("{group}: the numbers are not consecutive."))
    if len({NUM[c] for _, c in reals}) == 1:
        values = [(i, FIG[c]) for i, c in reals]
        seen = set()
        for _, v in values:
            if v in seen:
                return no(N_("{group}: the figure {figure} appears twice; a colour group has each figure "
                             "only once."), figure=Phrase(FIGURE_NAMES[v]))
            seen.add(v)
        if len(g) > FIGURES:
            return no(N_("{group}: a colour group has at most 6 cards."))
        if arrange_group(g) is not None:
            return no(N_("{group}: the cards must lie in the order Pawn, Knight, Bishop, Rook, Queen, "
                         "Jester."))
        if len({(v - i) % FIGURES for i, v in values}) == 1:
            return no(N_("{group}: the figures do not go round; the Jester is not followed by the Pawn."))
        if has_neutral:
            return no(N_("{group}: the figures are not consecutive (Pawn, Knight, Bishop, Rook, Queen, "
                         "Jester); each Neutral card stands for exactly one missing card."))
        return no(N_("{group}: the figures are not consecutive "
                     "(Pawn, Knight, Bishop, Rook, Queen, Jester)."))
    return no(N_("{group}: the cards must all be the same figure or all the same colour."))


def encode_table(groups: Iterable[Iterable[int]]) -> tuple[int, ...]:
    """The flat form a `Play` takes: groups in order, `SEPARATOR` between them."""
    out: list[int] = []
    for g in groups:
        if out:
            out.append(SEPARATOR)
        out.extend(g)
    return tuple(out)


def decode_table(flat: Iterable[int]) -> list[tuple[int, ...]]:
    """The groups of a flat table (empty groups, from doubled separators, are dropped)."""
    groups: list[tuple[int, ...]] = []
    cur: list[int] = []
    for x in flat:
        if x == SEPARATOR:
            if cur:
                groups.append(tuple(cur))
            cur = []
        else:
            cur.append(x)
    if cur:
        groups.append(tuple(cur))
    return groups


# ---------------------------------------------------------------- config

@dataclass(frozen=True)
class RummidrezConfig:
    players: int = core.option(
        N_("Players"), 2, (1, 2, 3, 4), N_("1 plays the solitaire; 2 to 4 play a match."),
        labels={1: N_("1 (solitaire)"), 2: "2", 3: "3", 4: "4"},
    )
    time_limit: int = core.option(
        N_("Timed match"), 0, (0, 15, 30, 45, 60, 90),
        N_("Rounds are played until the time is up; then the highest score wins. "
           "Off: the first to 14 points (2 players), 28 (3) or 42 (4) wins."),
        labels={0: N_("Off"), 15: N_("15 min"), 30: N_("30 min"), 45: N_("45 min"),
                60: N_("60 min"), 90: N_("90 min")},
        choice_help={0: N_("No clock: the first to 14 points (2 players), 28 (3) or 42 (4) wins."),
                     **dict.fromkeys((15, 30, 45, 60, 90),
                                     N_("Rounds are played until the time is up; then the highest score wins."))},
    )

    def __post_init__(self) -> None:
        if type(self.players) is not int or not 1 <= self.players <= 4:
            raise core.ConfigError(N_("Rummidrez is played by 2 to 4 players, or alone as a solitaire."))
        if type(self.time_limit) is not int or self.time_limit < 0:
            raise core.ConfigError(N_("The time limit must be a number of minutes, or off."))
        if self.players == 1 and self.time_limit:
            raise core.ConfigError(N_("The solitaire cannot be played as a timed match."))

    @property
    def solitaire(self) -> bool:
        return self.players == 1

    @property
    def target(self) -> int:
        """Points that win the match; 0 for a timed match or the solitaire."""
        return 0 if self.time_limit or self.players == 1 else TARGETS[self.players]


# ---------------------------------------------------------------- actions

@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Take the top card of the stock (the first step of a turn; any time in the solitaire)."""

    kind: ClassVar[str] = "draw"


@dataclass(frozen=True, slots=True)
class TakeDiscards(Action):
    """Take the top `count` cards of the discard pile (the first step of a turn)."""

    kind: ClassVar[str] = "take_discards"
    count: int


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Lay cards from the hand: `table` is the whole table afterwards, groups in order,
    each group's cards in order, `SEPARATOR` (-1) between groups."""

    kind: ClassVar[str] = "play"
    table: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Put one card from the hand on the discard pile, ending the turn."""

    kind: ClassVar[str] = "discard"
    card: int


@dataclass(frozen=True, slots=True)
class TimeUp(Action):
    """Sent by the program (not a player) when a timed match's minutes have passed."""

    kind: ClassVar[str] = "time_up"


action_from_dict = core.action_decoder(Draw, TakeDiscards, Play, Discard, TimeUp)
DRAW = Draw()
TIME_UP = TimeUp()
_TAKE = tuple(TakeDiscards(k) for k in range(CARD_COUNT + 1))
_DISCARD = tuple(Discard(c) for c in ALL_CARD_IDS)

PHASE_TAKE = 0  # must draw or take discards
PHASE_MELD = 1  # may play, then must discard (always this phase in the solitaire)
PHASE_NAMES = ("take", "meld")
_TAKE_FIRST = N_("Take cards first: draw from the stock or take cards from the discard pile.")


# ---------------------------------------------------------------- events
# What `apply` reports, in order. Cards are ids into CARDS; everything is public except the
# card drawn from the stock.

@dataclass(frozen=True, slots=True)
class Drawn(Event):
    """`seat` drew `card` from the stock, leaving `stock_left` cards there. The card is secret:
    only that seat sees it."""

    kind: ClassVar[str] = "draw"
    secret: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    card: int
    stock_left: int

    @property
    def private_to(self) -> tuple[int, ...]:
        return (self.seat,)


@dataclass(frozen=True, slots=True)
class DiscardsTaken(Event):
    """`seat` took `cards` from the top of the discard pile, in pile order (everyone saw them)."""

    kind: ClassVar[str] = "take_discards"
    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Played(Event):
    """`seat` laid `placed` from its hand; `table` is the whole table after the play, in the flat
    form of `Play` (`SEPARATOR` between groups); `initial`: this was its initial meld."""

    kind: ClassVar[str] = "play"
    seat: int
    placed: tuple[int, ...]
    table: tuple[int, ...]
    initial: bool


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """`seat` put `card` on the discard pile, ending its turn."""

    kind: ClassVar[str] = "discard"
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class Reshuffled(TableEvent):
    """A player drew from an empty stock: the discard pile but its top card became a new stock
    of `count` cards."""

    kind: ClassVar[str] = "reshuffle"
    count: int


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    """Round `round` is over: `winner` went out (the event's seat), or None when the stock ran out
    for good. `reason`: "out", "stock" (nothing left to rebuild the stock with) or "rebuilt" (it
    was rebuilt MAX_RESHUFFLES times). Per seat: `scores` the points won this round, `totals`
    the match scores now, `hand_counts` the cards left in each hand."""

    kind: ClassVar[str] = "round_end"
    round: int
    winner: int | None
    reason: str
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    hand_counts: tuple[int, ...]

    @property
    def seat(self) -> int | None:
        return self.winner


@dataclass(frozen=True, slots=True)
class MatchEnded(TableEvent):
    """The match is over (the target reached, or the time up): `winners` have the highest of the
    final `totals`."""

    kind: ClassVar[str] = "match_end"
    winners: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Dealt(TableEvent):
    """Round `round` was dealt: 14 cards to each hand (seen by its seat alone), `stock_left` cards
    in the stock, `discard` the card turned up to start the discard pile (none in the solitaire);
    `starter` plays first."""

    kind: ClassVar[str] = "deal"
    round: int
    starter: int
    stock_left: int
    discard: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TimeRanOut(TableEvent):
    """A timed match's minutes have passed: the round in progress is the last one."""

    kind: ClassVar[str] = "time_up"


@dataclass(frozen=True, slots=True)
class SolitaireEnded(Event):
    """The solitaire is over for its one seat: `failed` (a draw from an empty stock), or the hand
    is empty and `score` is the number of cards on the table (lower is better)."""

    kind: ClassVar[str] = "solitaire_end"
    seat: int
    failed: bool
    score: int | None


TIME_RAN_OUT = TimeRanOut()


# ---------------------------------------------------------------- judging a play

def _judge_play(
    table: Any, hand: Sequence[int], old_table: Sequence[Sequence[int]],
    melded: bool, initial_turn: bool, solitaire: bool,
) -> tuple[list[list[int]], list[int]]:
    """The new groups and the hand cards placed, or IllegalAction saying what is wrong."""
    groups = _table_groups(table)
    placed = _placed_from_hand(groups, hand, old_table)
    if not melded or initial_turn:
        _check_table_untouched(groups, old_table, melded)
    for g in groups:
        if _shape(g) is None:
            raise group_refusal(g) or IllegalAction(N_("That group is not valid."))
    if not placed:
        raise IllegalAction(N_("You must place at least one card from your hand."))
    if not melded:
        if solitaire and len(groups) - len(old_table) < 2:
            raise IllegalAction(N_("Your first meld must be at least two groups."))
        if len(placed) < 7:
            raise IllegalAction(NN_("Your initial meld must hold at least 7 cards; these groups hold only {n} card.",
                                    "Your initial meld must hold at least 7 cards; these groups hold only {n} cards."),
                                n=len(placed))
    return groups, placed


def _table_groups(table: Any) -> list[list[int]]:
    """The groups of a Play's flat table: card ids, `SEPARATOR` between groups, no empty group."""
    if not isinstance(table, (tuple, list)):
        raise IllegalAction(N_("A play must describe the whole table as a list of card numbers."))
    groups: list[list[int]] = []
    cur: list[int] = []
    for x in table:
        if type(x) is not int or not (x == SEPARATOR or 0 <= x < CARD_COUNT):
            raise IllegalAction(N_("The table names a card that does not exist."))
        if x == SEPARATOR:
            if not cur:
                raise IllegalAction(N_("The table has an empty group."))
            groups.append(cur)
            cur = []
        else:
            cur.append(x)
    if cur:
        groups.append(cur)
    elif table:
        raise IllegalAction(N_("The table has an empty group."))
    return groups


def _placed_from_hand(groups: list[list[int]], hand: Sequence[int], old_table: Sequence[Sequence[int]]) -> list[int]:
    """The cards of `groups` that come from the hand: each card on the table once, every card that
    was on the table still there, the others held."""
    old_cards = {c for g in old_table for c in g}
    hand_set = set(hand)
    seen: set[int] = set()
    placed: list[int] = []
    for g in groups:
        for c in g:
            if c in seen:
                raise IllegalAction(N_("{card} is on the table twice."), card=card_phrase(c))
            seen.add(c)
            if c in old_cards:
                continue
            if c not in hand_set:
                raise IllegalAction(N_("You do not hold {card}."), card=card_phrase(c))
            placed.append(c)
    if len(seen) - len(placed) != len(old_cards):
        for old_group in old_table:
            for c in old_group:
                if c not in seen:
                    raise IllegalAction(
                        N_("The table lost {card}: cards on the table must stay on the table."),
                        card=card_phrase(c))
    return placed


def _check_table_untouched(groups: list[list[int]], old_table: Sequence[Sequence[int]], melded: bool) -> None:
    """Before and in the turn of its initial meld a player only adds groups: every group that was on
    the table is still there as it was."""
    counts = Counter(tuple(g) for g in groups)
    for g in old_table:
        t = tuple(g)
        if counts[t] <= 0:
            if not melded:
                raise IllegalAction(N_("Your initial meld may only add new groups made from your own "
                                       "hand; leave the groups on the table as they are."))
            raise IllegalAction(N_("You made your initial meld this turn: until your next turn you may "
                                   "only lay new groups from your hand, not change the groups on the "
                                   "table."))
        counts[t] -= 1


# ---------------------------------------------------------------- the simple search

@lru_cache(maxsize=1 << 16)
def _table_shape(group: tuple[int, ...]) -> tuple[int, int, int, int] | None:
    """`_shape` remembered: the search asks again for every group on the table at every turn."""
    return _shape(group)


def _windows() -> tuple[tuple[int, ...], ...]:
    """Every run of card kinds that can form a group, longest first (as KEY tuples)."""
    out = []
    for f in range(FIGURES):
        for lo in range(1, COLOURS + 1):
            for hi in range(lo + 2, COLOURS + 1):
                out.append(tuple(_key_of(GroupKind.FIGURE, f, v) for v in range(lo, hi + 1)))
    for c in range(1, COLOURS + 1):
        for lo in range(FIGURES):
            for hi in range(lo + 2, FIGURES):
                out.append(tuple(_key_of(GroupKind.COLOUR, c, v) for v in range(lo, hi + 1)))
    out.sort(key=lambda w: -len(w))
    return tuple(out)


_WINDOWS = _windows()
# For each kind of card, the indexes in _WINDOWS of the windows that start with it.
_WINDOWS_FROM = tuple(tuple(i for i, w in enumerate(_WINDOWS) if w[0] == key) for key in range(FIGURES * COLOURS))


def _held_windows(by_key: dict[int, list[int]], starts: tuple[tuple[int, ...], ...] = _WINDOWS_FROM) -> list[int]:
    """The indexes of the windows whose first kind the hand holds, in window order (longest first),
    so the search need not look at the windows that cannot start."""
    return sorted(i for key in by_key for i in starts[key])
_WINDOWS3 = tuple(w for w in _WINDOWS if len(w) == 3)
_WINDOWS3_FROM = tuple(tuple(i for i, w in enumerate(_WINDOWS3) if w[0] == key) for key in range(FIGURES * COLOURS))
_NEUTRAL_SET = frozenset(NEUTRAL_IDS)
MAX_SEARCH_PLAYS = 120  # cap on the plays legal_actions lists
_MAX_NEW_GROUPS = 40
_MAX_INITIAL = 40
_INITIAL_BUDGET = 3000


def _index_hand(hand: Sequence[int]) -> tuple[dict[int, list[int]], list[int]]:
    by_key: dict[int, list[int]] = {}
    neutrals: list[int] = []
    for c in hand:
        k = KEY[c]
        if k < 0:
            neutrals.append(c)
        elif k in by_key:
            by_key[k].append(c)
        else:
            by_key[k] = [c]
    return by_key, neutrals


def _hand_groups(by_key: dict[int, list[int]], neutrals: list[int]) -> list[list[int]]:
    """Each group the hand can form alone (real cards where held, Neutral cards in the gaps),
    in the order of `_WINDOWS`."""
    out = []
    nn = len(neutrals)
    for i in _held_windows(by_key):
        w = _WINDOWS[i]
        if w[-1] not in by_key:
            continue
        missing = 0
        for k in w[1:-1]:
            if k not in by_key:
                missing += 1
        if missing > nn:
            continue
        j = 0
        group = []
        for k in w:
            if k in by_key:
                group.append(by_key[k][0])
            else:
                group.append(neutrals[j])
                j += 1
        out.append(group)
    return out


def _initial_melds(
    by_key: dict[int, list[int]], neutrals: list[int], min_groups: int,
) -> list[list[list[int]]]:
    """Sets of disjoint groups from the hand holding at least 7 cards (and `min_groups` groups)."""
    cands = [w for w in map(_WINDOWS.__getitem__, _held_windows(by_key)) if w[-1] in by_key
             and sum(1 for k in w[1:-1] if k not in by_key) <= len(neutrals)]
    results: list[list[list[int]]] = []
    used: dict[int, int] = dict.fromkeys(by_key, 0)
    free_neutrals = list(neutrals)
    chosen: list[list[int]] = []
    budget = [_INITIAL_BUDGET]

    def take(w: tuple[int, ...]) -> list[int] | None:
        ends = (w[0], w[-1])
        for k in ends:
            if used[k] >= len(by_key[k]):
                return None
        need = 0
        for k in w[1:-1]:
            if k not in by_key or used[k] >= len(by_key[k]):
                need += 1
        if need > len(free_neutrals):
            return None
        group = []
        for k in w:
            if k in by_key and used[k] < len(by_key[k]):
                group.append(by_key[k][used[k]])
                used[k] += 1
            else:
                group.append(free_neutrals.pop())
        return group

    def give_back(group: list[int]) -> None:
        for c in reversed(group):
            k = KEY[c]
            if k < 0:
                free_neutrals.append(c)
            else:
                used[k] -= 1

    def dfs(start: int, total: int) -> None:
        for i in range(start, len(cands)):
            budget[0] -= 1
            if budget[0] < 0 or len(results) >= _MAX_INITIAL:
                return
            group = take(cands[i])
            if group is None:
                continue
            chosen.append(group)
            t = total + len(group)
            if t >= 7 and len(chosen) >= min_groups:
                results.append([g[:] for g in chosen])
            dfs(i + 1, t)
            chosen.pop()
            give_back(group)

    dfs(0, 0)
    return results


def _find_plays(
    hand: Sequence[int], table: Sequence[Sequence[int]], melded: bool, initial_turn: bool, solitaire: bool,
) -> list[tuple[int, ...]]:
    """Flat tables reachable by the simple search (all legal; no rearrangements)."""
    by_key, neutrals = _index_hand(hand)
    base: list[int] = []
    for g in table:
        base.extend(g)
        base.append(SEPARATOR)
    found: dict[tuple[int, ...], None] = {}  # in the order found: legal_actions lists them so
    before = tuple(base)
    if not melded:
        for combo in _initial_melds(by_key, neutrals, 2 if solitaire else 1):
            found[before + encode_table(combo)] = None
        return list(found)
    for group in _hand_groups(by_key, neutrals)[:_MAX_NEW_GROUPS]:
        found[before + tuple(group)] = None
    if initial_turn:
        return list(found)
    groups = [list(g) for g in table]
    shapes = [_table_shape(tuple(g)) for g in groups]
    for i, shape in enumerate(shapes):
        if shape is None:  # cannot happen on a judged table
            continue
        _add_to_ends(found, groups, i, shape, by_key, neutrals)
        if not _NEUTRAL_SET.isdisjoint(groups[i]):
            _swap_neutrals(found, groups, shapes, i, shape, by_key)
        if len(found) >= MAX_SEARCH_PLAYS:
            break
    return list(found)[:MAX_SEARCH_PLAYS]


def _add_to_ends(
    found: dict[tuple[int, ...], None], groups: list[list[int]], i: int, shape: tuple[int, int, int, int],
    by_key: dict[int, list[int]], neutrals: list[int],
) -> None:
    """Tables with group `i` grown at either end by the next card from the hand, or by a Neutral
    from the hand and the card after it."""
    kind, fixed, lo, hi = shape
    vmin, vmax = _VALUE_RANGE[kind]
    g = groups[i]

    def with_group(new: list[int]) -> tuple[int, ...]:
        return encode_table(groups[:i] + [new] + groups[i + 1:])

    if lo - 1 >= vmin and (cs := by_key.get(_key_of(kind, fixed, lo - 1))):
        found[with_group([cs[0]] + g)] = None
    if hi + 1 <= vmax and (cs := by_key.get(_key_of(kind, fixed, hi + 1))):
        found[with_group(g + [cs[0]])] = None
    if neutrals:
        if lo - 2 >= vmin and (cs := by_key.get(_key_of(kind, fixed, lo - 2))):
            found[with_group([cs[0], neutrals[0]] + g)] = None
        if hi + 2 <= vmax and (cs := by_key.get(_key_of(kind, fixed, hi + 2))):
            found[with_group(g + [neutrals[0], cs[0]])] = None


def _swap_neutrals(
    found: dict[tuple[int, ...], None], groups: list[list[int]],
    shapes: list[tuple[int, int, int, int] | None], i: int, shape: tuple[int, int, int, int],
    by_key: dict[int, list[int]],
) -> None:
    """Tables with a Neutral of group `i` swapped for the card it stands for from the hand; the
    freed Neutral then extends a group by two with a card from the hand, or makes a new group of
    three."""
    kind, fixed, lo, _hi = shape
    g = groups[i]
    for pos, c in enumerate(g):
        if FIG[c] >= 0:
            continue
        cs = by_key.get(_key_of(kind, fixed, lo + pos))
        if not cs:
            continue
        x = cs[0]
        swapped = g[:pos] + [x] + g[pos + 1:]
        after = groups[:i] + [swapped] + groups[i + 1:]

        def held(key: int, x: int = x) -> int | None:
            """A card of kind `key` in the hand other than the one swapped in, or None."""
            for y in by_key.get(key, ()):
                if y != x:
                    return y
            return None

        for j, h in enumerate(after):
            hs = shapes[j] if j != i else _shape(swapped)
            if hs is None:
                continue
            hkind, hfixed, hlo, hhi = hs
            hmin, hmax = _VALUE_RANGE[hkind]
            if hlo - 2 >= hmin and (y := held(_key_of(hkind, hfixed, hlo - 2))) is not None:
                found[encode_table(after[:j] + [[y, c] + h] + after[j + 1:])] = None
            if hhi + 2 <= hmax and (y := held(_key_of(hkind, hfixed, hhi + 2))) is not None:
                found[encode_table(after[:j] + [h + [c, y]] + after[j + 1:])] = None
        for w in map(_WINDOWS3.__getitem__, _held_windows(by_key, _WINDOWS3_FROM)):
            y1 = held(w[0])
            y2 = held(w[2])
            if y1 is not None and y2 is not None and y1 != y2:
                found[encode_table(after + [[y1, c, y2]])] = None


def _legal_actions(
    solitaire: bool, over: bool, phase: int, hand: Sequence[int], table: Sequence[Sequence[int]],
    melded: bool, initial_turn: bool, discard_size: int,
) -> list[Action]:
    if over:
        return []
    if solitaire:
        actions: list[Action] = [DRAW]
        actions.extend(Play(t) for t in _find_plays(hand, table, melded, False, True))
        return actions
    if phase == PHASE_TAKE:
        return [DRAW, *_TAKE[1:discard_size + 1]]
    actions = [Play(t) for t in _find_plays(hand, table, melded, initial_turn, False)]
    actions.extend(_DISCARD[c] for c in hand)
    return actions


# ---------------------------------------------------------------- state

class RummidrezState:
    """A whole Rummidrez match (rounds until the target or the time), or one solitaire attempt."""

    __slots__ = (
        "config", "rng", "hands", "known", "stock", "discard", "table", "melded", "phase",
        "initial_turn", "turn", "scores", "round", "time_up", "over", "failed", "reshuffles", "rules",
    )

    def __init__(self, config: RummidrezConfig, rules: int = RULES) -> None:
        n = config.players
        self.config = config
        self.rules = rules  # the rules version this game is played under (see RULES)
        self.rng = random.Random()
        self.hands: list[list[int]] = [[] for _ in range(n)]
        # Cards each seat took from the discard pile and still holds: everyone saw them.
        self.known: list[list[int]] = [[] for _ in range(n)]
        self.stock: list[int] = []  # the top is the end of the list
        self.discard: list[int] = []  # the top is the end of the list
        self.table: list[list[int]] = []
        self.melded: list[bool] = [False] * n
        self.phase = PHASE_MELD if n == 1 else PHASE_TAKE
        self.initial_turn = False  # the current seat made its initial meld this turn
        self.turn = 0
        self.scores: list[int] = [0] * n
        self.round = 0
        self.time_up = False
        self.over = False
        self.failed = False  # solitaire: the stock ran out
        self.reshuffles = 0  # times this round's stock was rebuilt from the discard pile

    # ------------------------------------------------------------ queries

    @property
    def current_player(self) -> int | None:
        return None if self.over else self.turn

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def solitaire(self) -> bool:
        return self.config.players == 1

    @property
    def target(self) -> int:
        return self.config.target

    @property
    def table_count(self) -> int:
        return sum(len(g) for g in self.table)

    @property
    def solitaire_score(self) -> int | None:
        """The solitaire's score (cards on the table) once the hand is empty, else None."""
        if self.solitaire and self.over and not self.failed:
            return self.table_count
        return None

    def legal_actions(self) -> list[Action]:
        """Taking, discarding, and the plays a simple search finds. `apply` also accepts any
        other legal `Play` (rearrangements), and `TimeUp` from the program in a timed match."""
        seat = self.turn
        return _legal_actions(self.solitaire, self.over, self.phase, self.hands[seat], self.table,
                              self.melded[seat], self.initial_turn, len(self.discard))

    def check_play(self, table: Any) -> IllegalAction | None:
        """None when `Play(table)` would be accepted now, else the refusal `apply` would raise
        (`str()` is the sentence; `game.i18n.refusal_text` translates it)."""
        try:
            self._judge(table)
        except IllegalAction as exc:
            return exc
        return None

    def _judge(self, table: Any) -> tuple[list[list[int]], list[int]]:
        if self.over:
            raise IllegalAction(N_("The game is over."))
        if self.phase != PHASE_MELD:
            raise IllegalAction(_TAKE_FIRST)
        seat = self.turn
        return _judge_play(table, self.hands[seat], self.table, self.melded[seat], self.initial_turn,
                           self.solitaire)

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        if self.solitaire:
            if self.failed:
                return Outcome(winners=(), scores=(0,), draw=False)
            return Outcome(winners=(0,), scores=(self.table_count,), draw=False)
        best = max(self.scores)
        winners = tuple(s for s, v in enumerate(self.scores) if v == best)
        return Outcome(winners=winners, scores=tuple(self.scores), draw=len(winners) > 1)

    # ------------------------------------------------------------ apply

    def apply(self, action: Action) -> list[Event]:
        if self.over:
            raise IllegalAction(N_("The game is over."))
        if isinstance(action, TimeUp):
            if not self.config.time_limit:
                raise IllegalAction(N_("This match is not timed."))
            if self.time_up:
                raise IllegalAction(N_("The time is already up."))
            self.time_up = True
            return [TIME_RAN_OUT]
        if isinstance(action, Play):
            return self._apply_play(action)
        seat = self.turn
        if self.solitaire:
            if isinstance(action, Draw):
                if not self.stock:
                    self.failed = True
                    self.over = True
                    return [SolitaireEnded(0, True, None)]
                card = self.stock.pop()
                self.hands[0].append(card)
                # The card is the drawer's secret: a table shows it to that seat alone.
                return [Drawn(0, card, len(self.stock))]
            if isinstance(action, (TakeDiscards, Discard)):
                raise IllegalAction(
                    N_("In the solitaire you only draw from the stock and lay cards on the table."))
            raise IllegalAction(N_("That is not a Rummidrez move."))
        if isinstance(action, (Draw, TakeDiscards)):
            if self.phase != PHASE_TAKE:
                raise IllegalAction(N_("You have already taken cards this turn; play or discard."))
            if isinstance(action, Draw):
                events: list[Event] = []
                if not self.stock and not self._rebuild_stock(events):
                    return events  # the round ended with no winner
                card = self.stock.pop()
                self.hands[seat].append(card)
                self.phase = PHASE_MELD
                events.append(Drawn(seat, card, len(self.stock)))
                return events
            count = action.count
            if not self.discard:
                raise IllegalAction(N_("The discard pile is empty."))
            if type(count) is not int or not 1 <= count <= len(self.discard):
                raise IllegalAction(NN_("You can take only the top card of the discard pile.",
                                        "You can take from 1 to {n} cards from the discard pile."),
                                    n=len(self.discard))
            cards = self.discard[-count:]
            del self.discard[-count:]
            self.hands[seat].extend(cards)
            self.known[seat].extend(cards)
            self.phase = PHASE_MELD
            return [DiscardsTaken(seat, tuple(cards))]
        if isinstance(action, Discard):
            if self.phase != PHASE_MELD:
                raise IllegalAction(_TAKE_FIRST)
            card = action.card
            hand = self.hands[seat]
            if type(card) is not int or card not in hand:
                raise IllegalAction(N_("You do not hold that card."))
            hand.remove(card)
            if card in self.known[seat]:
                self.known[seat].remove(card)
            self.discard.append(card)
            events = [Discarded(seat, card)]
            if not hand:
                self._end_round(seat, events)
            else:
                self._next_turn(events)
            return events
        raise IllegalAction(N_("That is not a Rummidrez move."))

    def _apply_play(self, action: Play) -> list[Event]:
        groups, placed = self._judge(action.table)
        seat = self.turn
        initial = not self.melded[seat]
        gone = set(placed)
        self.table = groups
        self.hands[seat] = [c for c in self.hands[seat] if c not in gone]
        if self.known[seat]:
            self.known[seat] = [c for c in self.known[seat] if c not in gone]
        if initial:
            self.melded[seat] = True
            self.initial_turn = not self.solitaire
        events: list[Event] = [Played(seat, tuple(placed), encode_table(groups), initial)]
        if not self.hands[seat]:
            if self.solitaire:
                self.over = True
                events.append(SolitaireEnded(0, False, self.table_count))
            else:
                self._end_round(seat, events)
        return events

    def _next_turn(self, events: list[Event]) -> None:
        self.turn = (self.turn + 1) % self.config.players
        self.phase = PHASE_TAKE
        self.initial_turn = False
        if not self.stock and self.rules == 1:  # rules 1 rebuilt it before the turn, drawing or not
            self._rebuild_stock(events)

    def _rebuild_stock(self, events: list[Event]) -> bool:
        """The discard pile except its top card becomes the new stock. When that leaves no stock,
        or the stock was already rebuilt MAX_RESHUFFLES times (nobody can go out: the same cards
        would cycle for ever), the round ends with no winner instead, and this returns False."""
        if self.reshuffles >= MAX_RESHUFFLES:
            self._end_round(None, events, "rebuilt")
            return False
        if len(self.discard) < 2:
            self._end_round(None, events, "stock")
            return False
        top = self.discard.pop()
        self.stock = self.discard
        self.rng.shuffle(self.stock)
        self.discard = [top]
        self.reshuffles += 1
        events.append(Reshuffled(len(self.stock)))
        return True

    def _end_round(self, winner: int | None, events: list[Event], reason: str = "out") -> None:
        """`reason`: "out" (the winner went out), "stock" (the stock ran out with no discards to
        rebuild it) or "rebuilt" (it ran out after MAX_RESHUFFLES rebuilds)."""
        n = self.config.players
        round_scores = [0] * n
        if winner is not None:
            round_scores[winner] = sum(len(h) for s, h in enumerate(self.hands) if s != winner)
            self.scores[winner] += round_scores[winner]
        events.append(RoundEnded(self.round, winner, reason, tuple(round_scores), tuple(self.scores),
                                 tuple(len(h) for h in self.hands)))
        if self.config.time_limit:
            done = self.time_up
        else:
            done = max(self.scores) >= self.config.target
        if done:
            self.over = True
            best = max(self.scores)
            events.append(MatchEnded(tuple(s for s in range(n) if self.scores[s] == best), tuple(self.scores)))
        else:
            self._deal(events)

    def _deal(self, events: list[Event]) -> None:
        n = self.config.players
        rng = self.rng
        deck = list(ALL_CARD_IDS)
        rng.shuffle(deck)
        self.round += 1
        self.reshuffles = 0
        self.hands = [[] for _ in range(n)]
        self.known = [[] for _ in range(n)]
        for _ in range(HAND_SIZE):
            for s in range(n):
                self.hands[s].append(deck.pop())
        self.table = []
        self.melded = [False] * n
        self.initial_turn = False
        if n == 1:
            self.discard = []
            self.turn = 0
            self.phase = PHASE_MELD
        else:
            self.discard = [deck.pop()]
            self.turn = rng.randrange(n)
            self.phase = PHASE_TAKE
        self.stock = deck
        events.append(Dealt(self.round, self.turn, len(self.stock), tuple(self.discard)))

    # ------------------------------------------------------------ copies and views

    def clone(self) -> RummidrezState:
        other = RummidrezState.__new__(RummidrezState)
        other.config = self.config
        other.rng = core.clone_rng(self.rng)
        other.hands = [h[:] for h in self.hands]
        other.known = [k[:] for k in self.known]
        other.stock = self.stock[:]
        other.discard = self.discard[:]
        other.table = [g[:] for g in self.table]
        other.melded = self.melded[:]
        other.phase = self.phase
        other.initial_turn = self.initial_turn
        other.turn = self.turn
        other.scores = self.scores[:]
        other.round = self.round
        other.time_up = self.time_up
        other.over = self.over
        other.failed = self.failed
        other.reshuffles = self.reshuffles
        other.rules = self.rules
        return other

    def view(self, seat: int) -> RummidrezView:
        return RummidrezView(self, seat)

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": "rummidrez",
            "version": self.rules,
            "config": core.config_to_dict(self.config),
            "rng": core.rng_state_to_json(self.rng),
            "hands": [h[:] for h in self.hands],
            "known": [k[:] for k in self.known],
            "stock": self.stock[:],
            "discard": self.discard[:],
            "table": [g[:] for g in self.table],
            "melded": self.melded[:],
            "phase": PHASE_NAMES[self.phase],
            "initial_turn": self.initial_turn,
            "turn": self.turn,
            "scores": self.scores[:],
            "round": self.round,
            "time_up": self.time_up,
            "over": self.over,
            "failed": self.failed,
            "reshuffles": self.reshuffles,
        }


# ---------------------------------------------------------------- new game

def new_game(config: RummidrezConfig, seed: int, rules: int = RULES) -> RummidrezState:
    state = RummidrezState(config, core.rules_version(rules, RULES))
    state.rng = random.Random(seed)
    state._deal([])
    return state


# ---------------------------------------------------------------- loading

@lru_cache(maxsize=8)
def _saved_fields(players: int) -> schema.Reader:
    """What each field of a saved match or solitaire (`to_dict`) of `players` holds."""
    cards = schema.int_list(0, CARD_COUNT - 1)
    return schema.record({
        "rng": core.rng_from_json,
        "hands": schema.list_of(cards, "hand", length=players),
        "known": schema.list_of(cards, "hand", length=players),
        "stock": cards,
        "discard": schema.int_list(0, CARD_COUNT - 1, "discard pile"),
        "table": schema.list_of(cards),
        "melded": schema.list_of(schema.boolean(), "meld", length=players),
        "phase": schema.choice(PHASE_NAMES, "turn"),
        "initial_turn": schema.boolean("turn"),
        "turn": schema.integer(0, players - 1),
        "scores": schema.int_list(0, 10**9, "score", length=players),
        "round": schema.integer(1),
        "time_up": schema.boolean("clock"),
        "over": schema.boolean("result"),
        "failed": schema.boolean("result"),
        "reshuffles": schema.integer(0, MAX_RESHUFFLES, "stock"),
    }, defaults={"reshuffles": 0})  # saves written before the limit have none


def state_from_dict(data: Any) -> RummidrezState:
    """Rebuild a state from `to_dict`, checking every field; ValueError when damaged."""
    version, config = schema.header(data, "rummidrez", "Rummidrez", RULES, RummidrezConfig)
    saved = schema.read(data, _saved_fields(config.players))
    state = RummidrezState(config, version)
    state.rng, state.hands, state.known = saved["rng"], saved["hands"], saved["known"]
    state.stock, state.discard, state.table = saved["stock"], saved["discard"], saved["table"]
    state.melded, state.phase, state.initial_turn = saved["melded"], PHASE_NAMES.index(saved["phase"]), saved["initial_turn"]
    state.turn, state.scores, state.round = saved["turn"], saved["scores"], saved["round"]
    state.time_up, state.over, state.failed = saved["time_up"], saved["over"], saved["failed"]
    state.reshuffles = saved["reshuffles"]
    _check_cards(state)
    if state.time_up and not config.time_limit:
        raise ValueError("The saved game's clock is damaged.")
    if state.initial_turn and (state.solitaire or not state.melded[state.turn] or state.phase != PHASE_MELD):
        raise ValueError("The saved game's turn is damaged.")
    if state.table and not any(state.melded):
        raise ValueError("The saved game's melds are damaged.")
    if state.solitaire:
        _check_solitaire(state)
    else:
        _check_match(state)
    if not state.over and not all(state.hands):
        raise ValueError("The saved game's hands are damaged.")
    return state


def _check_cards(state: RummidrezState) -> None:
    """Each card in one place, every group on the table valid, and the cards everyone saw a seat
    take from the discard pile in that seat's hand."""
    for hand, known in zip(state.hands, state.known, strict=True):
        if len(set(known)) != len(known) or not set(known) <= set(hand):
            raise ValueError("The saved game's hands are damaged.")
    if any(_shape(g) is None for g in state.table):
        raise ValueError("The saved game's table holds a group that is not valid.")
    if not schema.each_once((*state.hands, state.stock, state.discard, *state.table), CARD_COUNT):
        raise ValueError("The saved game does not hold each of the 112 cards exactly once.")


def _check_solitaire(state: RummidrezState) -> None:
    """No discard pile, no scores, nothing taken from a pile; failed only when over with cards left."""
    if state.discard or state.phase != PHASE_MELD or any(state.known) or any(state.scores):
        raise ValueError("The saved solitaire is damaged.")
    if state.failed != (state.over and bool(state.hands[0])):
        raise ValueError("The saved game's result is damaged.")


def _check_match(state: RummidrezState) -> None:
    """Never failed; a player about to take cards has a discard pile to take from (and under rules
    1 a stock: it was rebuilt before the turn)."""
    if state.failed:
        raise ValueError("The saved game's result is damaged.")
    if state.over or state.phase != PHASE_TAKE:
        return
    if not state.discard:
        raise ValueError("The saved game's discard pile is damaged.")
    if not state.stock and state.rules == 1:
        raise ValueError("The saved game's stock is damaged.")


# ---------------------------------------------------------------- view

class RummidrezView:
    """What one seat may know: its own hand, the number of cards in every hand, the cards
    each seat took from the discard pile and still holds, the table, the whole discard pile,
    the stock's size and the scores. Never another hand or the stock order."""

    __slots__ = (
        "seat", "config", "hand", "hand_counts", "known", "table", "discard", "stock_count",
        "scores", "current_player", "phase", "melded", "initial_turn", "round", "target",
        "time_up", "is_over", "failed", "reshuffles", "rules",
    )

    def __init__(self, state: RummidrezState, seat: int) -> None:
        if type(seat) is not int or not 0 <= seat < state.config.players:
            raise ValueError("There is no such seat.")
        self.seat = seat
        self.config = state.config
        self.hand = tuple(state.hands[seat])
        self.hand_counts = tuple(len(h) for h in state.hands)
        self.known = tuple(tuple(k) for k in state.known)
        self.table = tuple(tuple(g) for g in state.table)
        self.discard = tuple(state.discard)
        self.stock_count = len(state.stock)
        self.scores = tuple(state.scores)
        self.current_player = state.current_player
        self.phase = PHASE_NAMES[state.phase]  # "take" or "meld"
        self.melded = tuple(state.melded)
        self.initial_turn = state.initial_turn
        self.round = state.round
        self.target = state.target
        self.time_up = state.time_up
        self.is_over = state.is_over
        self.failed = state.failed
        self.reshuffles = state.reshuffles  # everyone sees the stock rebuilt
        self.rules = state.rules

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, RummidrezView):
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in self.__slots__)

    # A view compares by value and is mutable, so it has no hash. typeshed declares object.__hash__ a
    # method, so mypy refuses the None that Python's data model prescribes here.
    __hash__ = None  # type: ignore[assignment]

    @property
    def solitaire(self) -> bool:
        return self.config.players == 1

    def legal_actions(self) -> list[Action]:
        if self.current_player != self.seat:
            return []
        return _legal_actions(self.solitaire, self.is_over, PHASE_NAMES.index(self.phase), self.hand,
                              self.table, self.melded[self.seat], self.initial_turn, len(self.discard))

    def check_play(self, table: Any) -> IllegalAction | None:
        """None when this seat may make `Play(table)` now, else the refusal saying why
        (`str()` is the sentence; `game.i18n.refusal_text` translates it)."""
        if self.current_player != self.seat:
            return IllegalAction(N_("It is not your turn."))
        if self.phase != "meld":
            return IllegalAction(_TAKE_FIRST)
        try:
            _judge_play(table, self.hand, self.table, self.melded[self.seat], self.initial_turn,
                        self.solitaire)
        except IllegalAction as exc:
            return exc
        return None

    def unseen_cards(self) -> list[int]:
        """Cards in other hands (not publicly known) or the stock, as far as this seat can tell."""
        seen = set(self.hand)
        seen.update(self.discard)
        for g in self.table:
            seen.update(g)
        for k in self.known:
            seen.update(k)
        return [c for c in ALL_CARD_IDS if c not in seen]

    def sample(self, rng: random.Random) -> RummidrezState:
        """A full state consistent with this view; hidden cards dealt at random."""
        unseen = self.unseen_cards()
        rng.shuffle(unseen)
        state = RummidrezState(self.config, self.rules)
        hands = []
        for s, size in enumerate(self.hand_counts):
            if s == self.seat:
                hands.append(list(self.hand))
            else:
                hidden = size - len(self.known[s])
                hands.append(list(self.known[s]) + unseen[:hidden])
                del unseen[:hidden]
        state.hands = hands
        state.known = [list(k) for k in self.known]
        state.stock = unseen
        state.discard = list(self.discard)
        state.table = [list(g) for g in self.table]
        state.melded = list(self.melded)
        state.phase = PHASE_NAMES.index(self.phase)
        state.initial_turn = self.initial_turn
        state.turn = self.current_player if self.current_player is not None else self.seat
        state.scores = list(self.scores)
        state.round = self.round
        state.time_up = self.time_up
        state.over = self.is_over
        state.failed = self.failed
        state.reshuffles = self.reshuffles
        state.rng = random.Random(rng.getrandbits(64))
        return state


RULES_TEXT = N_("""\
Rummidrez is rummy played with two Pokerdrez decks: 112 cards. Each deck has six figures, from lowest to highest Pawn, Knight, Bishop, Rook, Queen and Jester, in nine colours, each with its number: 1 Gray, 2 Red, 3 Magenta, 4 Purple, 5 Blue, 6 Yellow, 7 Cyan, 8 Orange, 9 Green. Every figure exists once in every colour, and each deck adds two Neutral cards. The Jester is an ordinary figure, the highest one; only the Neutral cards are wild.

Groups. Cards go on the table in groups, laid in order. A figure group is 3 to 9 cards of one figure with consecutive colour numbers, lowest number first (Knight 4, Knight 5, Knight 6); no colour twice. A colour group is 3 to 6 cards of one colour with consecutive figures in the order Pawn, Knight, Bishop, Rook, Queen, Jester; no figure twice. Nothing goes round: 9 is not followed by 1, and the Jester is not followed by the Pawn.

Neutral cards. A Neutral card stands for exactly one missing card between two other cards of its group. It can never be the first or the last card of a group, so every group holds at least two real cards. Two Neutral cards may lie side by side when both are between real cards (Rook 2, Neutral, Neutral, Rook 5).

The deal. 2 to 4 players get 14 cards each. The next card of the stock is turned up to start the discard pile. A random player starts each round; play goes clockwise.

Your turn. First take cards: the top card of the stock, or the top cards of the discard pile, as many as you like (at least one, taken together). Everybody sees which cards you took from the discard pile. Then you may lay cards on the table. Finally discard one card (it may be one you have just taken), which ends your turn.

The initial meld. Until you have melded, you may only lay new groups made from your own hand, holding together at least 7 cards, all at once. In the turn of your initial meld you may not touch the groups already on the table; you may still lay further new groups from your hand.

Later turns. From the turn after your initial meld you may lay new groups, add cards to any group (yours or an opponent's) and rearrange the table: split groups, join them, move cards between them, take cards out of a group to use elsewhere. When you have finished, every group on the table must be valid and in order, every card that was on the table must still be on the table, and you must have placed at least one card from your hand. Cards never go from the table back to a hand.

Going out. When your hand becomes empty, after laying cards or by discarding your last card, you win the round and score one point for every card left in your opponents' hands. Then a new round is dealt.

The match. The first player to reach 14 points with 2 players, 28 with 3 or 42 with 4 wins. In a timed match there is no target: rounds are played until the time is up; the round in progress is finished, and then the highest score wins (equal highest scores share the win).

An empty stock. The stock is rebuilt only when a player draws from it while it is empty: then the discard pile except its top card is shuffled into a new stock. Taking cards from the discard pile rebuilds nothing. If there are no cards to rebuild it with, or the stock has already been rebuilt three times in this round (nobody can go out, and the same cards would go round for ever), that draw ends the round with no winner and no points.

Solitaire. With one player, take 14 cards from the 112. Your first meld must be at least two groups holding at least 7 cards together, made from your hand. Draw one card at a time, as often as you like, and lay cards on the table (adding and rearranging as in the game for several players) until your hand is empty. Your score is the number of cards on the table at the end: lower is better, so every extra draw makes your score worse. If you need to draw when the stock is empty, the attempt fails and has no score.
""")

INFO = core.register(core.GameInfo(
    id="rummidrez",
    title=N_("Rummidrez"),
    description=N_("Rummy with two Pokerdrez decks: lay groups of figures and colours, rearrange the "
                   "table, and go out first. 2 to 4 players, or a solitaire."),
    min_players=1,
    max_players=4,
    config_class=RummidrezConfig,
    new_game=new_game,
    state_from_dict=state_from_dict,
    action_from_dict=action_from_dict,
    rules=RULES,
))
