"""A Figuras computer player that plays like a careful person.

It decides from its seat's View only (its own hand, the counts of the other
hands, the discard pile, the totals): no search, a score for every legal move.

Normal: sheds the highest points first, lays three or four identical figures
together when it can, keeps its Keys for when nothing else fits (or for going
out), answers every Mirror with a Mirror, hits the player closest to going out,
gives away its heaviest ordinary card and chooses the colour it holds most of.
Easy: the same player with many careless moves (any legal move, often).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.engine import Action
from game.engine.figuras import (
    BRIDGE,
    COLOUR_OF,
    COLOURS,
    DOOR,
    GIFT,
    KEY,
    MIRROR,
    PACKAGE,
    POINTS_OF,
    SYMBOL_OF,
    THIEF,
    ChooseColour,
    ChoosePlayer,
    FigurasView,
    GiveCard,
    Play,
    TakePenalty,
)

GOING_OUT = 1000.0  # emptying the hand ends the round with 0 points: nothing beats it
EXTRA_CARD = 12.0  # each card beyond the first in a set of identical figures
KEY_KEPT = 40.0  # a Key spent while something else fits is a Key lost for later
EASY_BLUNDERS = 0.4  # how often the easy player makes any legal move at all


def _fits(card: int, top: int, colour: int) -> bool:
    sym = SYMBOL_OF[card]
    return sym == KEY or COLOUR_OF[card] == colour or sym == SYMBOL_OF[top]


def _others(view: FigurasView) -> list[int]:
    return [s for s in range(view.players) if s != view.seat and not view.out[s]]


def _closest_to_out(view: FigurasView, seats: Sequence[int], rng: random.Random) -> int:
    """The seat the player most wants to slow down: fewest cards, then lowest total
    (the most dangerous in the long run); ties at random."""
    counts, totals = view.hand_counts, view.totals
    return min(seats, key=lambda s: (counts[s], totals[s], rng.random()))


def _best_colour(hand: Sequence[int], rng: random.Random | None = None) -> int:
    """The colour the hand holds most of (heavier cards count a little more)."""
    weight = [0.0] * 4
    for c in hand:
        col = COLOUR_OF[c]
        if col >= 0:
            weight[col] += 1.0 + POINTS_OF[c] * 0.02
    if rng is None:
        return max(COLOURS, key=lambda col: weight[col])
    return max(COLOURS, key=lambda col: (weight[col], rng.random()))


def _gift_value(card: int) -> float:
    """How glad the player is to give `card` away: heavy, and no weapon for the receiver."""
    sym = SYMBOL_OF[card]
    value = float(POINTS_OF[card])
    if sym == KEY:
        value -= 40.0  # never hand over the wild card
    elif sym == MIRROR:
        value -= 12.0  # a Mirror is a shield; keep it
    elif sym >= PACKAGE:
        value -= 4.0  # any action card is a weapon in the receiver's hand
    return value


class FigurasAgent:
    def __init__(self, level: str = "normal") -> None:
        self.level = level

    # ------------------------------------------------------------ the choice

    def choose(self, view: FigurasView, rng: random.Random, budget: float) -> Action:
        actions = view.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if self.level == "easy" and rng.random() < EASY_BLUNDERS:
            return rng.choice(actions)
        phase = view.phase
        if phase == "colour":
            return ChooseColour(_best_colour(view.hand, rng))
        if phase == "mirror":
            mirrors = [a for a in actions if isinstance(a, Play)]
            return mirrors[0] if mirrors else TakePenalty()
        if phase == "thief":
            seats = [a.seat for a in actions if isinstance(a, ChoosePlayer)]
            return ChoosePlayer(_closest_to_out(view, seats, rng))
        if phase == "gift":
            return self._gift(view, actions, rng)
        return self._play(view, actions, rng)

    def _gift(self, view: FigurasView, actions: list[Action], rng: random.Random) -> Action:
        seats = sorted({a.seat for a in actions if isinstance(a, (GiveCard, ChoosePlayer))})
        target = _closest_to_out(view, seats, rng)
        if not view.hand:
            return ChoosePlayer(target)
        card = max(view.hand, key=lambda c: (_gift_value(c), rng.random()))
        return GiveCard(card, target)

    # ------------------------------------------------------------ playing cards

    def _play(self, view: FigurasView, actions: list[Action], rng: random.Random) -> Action:
        hand = view.hand
        plays = [a for a in actions if isinstance(a, Play)]
        if not plays:
            return actions[0]  # Draw: the engine only offers it when nothing fits
        others = _others(view)
        nxt = view.next_seat(view.seat)
        # How urgent it is to hurt the next player / anyone (3 when they hold one card).
        next_threat = max(0, 4 - view.hand_counts[nxt])
        any_threat = max((max(0, 4 - view.hand_counts[s]) for s in others), default=0)
        non_key = any(SYMBOL_OF[a.cards[0]] != KEY for a in plays)
        mirrors_held = sum(1 for c in hand if SYMBOL_OF[c] == MIRROR)
        noise = 25.0 if self.level == "easy" else 0.01
        best, best_score = plays[0], float("-inf")
        for action in plays:
            score = self._score(view, action.cards, hand, next_threat, any_threat, non_key, mirrors_held)
            score += rng.uniform(0, noise)
            if score > best_score:
                best, best_score = action, score
        return best

    def _score(self, view: FigurasView, cards: tuple[int, ...], hand: tuple[int, ...], next_threat: int,
               any_threat: int, non_key: bool, mirrors_held: int) -> float:
        played = set(cards)
        after = [c for c in hand if c not in played]
        last = cards[-1]
        sym = SYMBOL_OF[last]
        points = sum(POINTS_OF[c] for c in cards)
        # Shed points, more eagerly when someone is about to close the round.
        score = points * (2.0 + 0.3 * any_threat) + EXTRA_CARD * (len(cards) - 1)
        if not after and sym not in (THIEF, BRIDGE):  # Thief and Bridge refill an empty hand
            return score + GOING_OUT
        if sym == KEY:
            if non_key:
                score -= KEY_KEPT
            colour = _best_colour(after)
            top_sym = KEY
        else:
            colour = COLOUR_OF[last]
            top_sym = sym
        if sym == PACKAGE:
            score += 3.0 + 5.0 * next_threat
        elif sym == MIRROR:
            score += 4.0 + 6.0 * next_threat - (4.0 if mirrors_held == 1 and next_threat == 0 else 0.0)
        elif sym == GIFT:
            score += 8.0 + max(0.0, max((_gift_value(c) for c in after), default=0.0)) * 0.5
        elif sym == THIEF:
            score += -8.0 + 5.0 * any_threat
        elif sym == BRIDGE:
            follow = [c for c in after if COLOUR_OF[c] == colour or SYMBOL_OF[c] in (BRIDGE, KEY)]
            score += 8.0 if any(SYMBOL_OF[c] != KEY for c in follow) else -6.0
        elif sym == DOOR:
            score += 5.0
        # Leave a top card that the rest of the hand can follow.
        following = 0
        for c in after:
            s = SYMBOL_OF[c]
            if s != KEY and (COLOUR_OF[c] == colour or s == top_sym):
                following += 1
        score += 2.0 * min(following, 4)
        if len(after) == 1 and _fits(after[0], last, colour):
            score += 6.0  # next turn may well be the last
        return score
