"""Shared card helpers: the standard 52-card deck and dealing from a seeded RNG.

States keep cards as integer ids (fast to copy, exact in saves); these tables
turn an id back into the card a player sees.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

SUITS = "SCDH"  # spades, clubs, diamonds, hearts
RANKS = "23456789TJQKA"  # T = ten; aces high
SUIT_NAMES = {"S": "spades", "C": "clubs", "D": "diamonds", "H": "hearts"}
RANK_NAMES = {"T": "10", "J": "J", "Q": "Q", "K": "K", "A": "A"}
RED_SUITS = frozenset("DH")


@dataclass(frozen=True, slots=True)
class PlayingCard:
    """One physical card of a standard deck; `id` is unique within a game."""

    id: int
    rank: str
    suit: str

    @property
    def code(self) -> str:
        """Two letters, rank then suit, as on the Sequence board ("TH")."""
        return self.rank + self.suit

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS

    @property
    def rank_value(self) -> int:
        """2..14 with aces high (used for the cut)."""
        return RANKS.index(self.rank) + 2

    @property
    def label(self) -> str:
        """Short text for logs and accessibility: "10 of hearts"."""
        return f"{RANK_NAMES.get(self.rank, self.rank)} of {SUIT_NAMES[self.suit]}"


def standard_decks(count: int) -> tuple[PlayingCard, ...]:
    """`count` 52-card decks; ids run 0..52*count-1, deck by deck."""
    cards: list[PlayingCard] = []
    for _deck in range(count):
        for s in SUITS:
            for r in RANKS:
                cards.append(PlayingCard(len(cards), r, s))
    return tuple(cards)


def shuffled(ids: list[int] | range, rng: random.Random) -> list[int]:
    deck = list(ids)
    rng.shuffle(deck)
    return deck
