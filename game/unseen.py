"""What one seat has not seen, and dealing it afresh after an undo (no peeking at the stock).

Undo takes a turn back by replaying the game up to its start. Without more, the stock is in the
same order as before, so the card just drawn comes again, and the computer players hold the cards
they were seen playing: undo would show a player their next draw and the others' hands. So after
an undo the Match deals afresh every card the undoing seat has not seen, from a new seed it
records in the action list (`redeal`): a save still replays exactly, and Redo puts back the
position before it, so the moves taken back are restored exactly.

What "seen" means, game by game. Cards are in only a few kinds of places: the seat's own hand
(seen), face up (discard piles, the Rummidrez table: seen by everyone), and hidden: the stock and
the other players' hands. A hidden card is one of:

- dealt: never seen since the deal (the whole stock and every other hand at the start, in every
  game). Where it is, the seat cannot know: any hidden place may hold it.
- seen going somewhere hidden: it was in sight, and the seat watched it go to one hidden place.
  Sequence and Sequence for kids: only when the stock runs out and the discard piles are
  shuffled into a new stock (the seat saw every card of the new stock, not their order, and not
  which of them the others draw later). Rummidrez: the same rebuilt stock, and the cards another
  player takes from the discard pile (everyone saw them go into that hand: the state's `known`).
  Figuras: the rebuilt stock, a card the seat gave away with a Gift (it knows who holds it) and
  a card a Thief took from the seat (it knows who took it). A Gift from the stock, or a theft
  between two others, moves a card the seat does not see.
- A new round (Rummidrez, Figuras) is dealt from a shuffled deck: nothing seen before a deal says
  where a card is after it, so every hidden card is "dealt" again.

So each hidden card belongs to a class: "dealt in action i", or "went into place P in action i".
A card keeps its class while it moves between hidden places unseen (another player drawing it
from a rebuilt stock). What the seat knows is exactly which class's cards fill which hidden
places, so `redeal` shuffles each class's cards over the places that class fills now: the stock
order, and the other hands within what the seat saw (cards taken from the pile stay in that
hand). Everything the seat may know is unchanged; everything else is new. The state's own random
generator is seeded afresh too: the next rebuilt stock, a Thief's pick and the next round's deal
are not the ones the seat saw before the undo.

Some games know more of a hidden hand than where its cards came from: in Figuras everyone saw a
player draw for want of a card that fits (`cannot_follow`). Such a state says so per hand
(`seen_in_hand(seat)`: which cards the table knows it holds at least so many of), and the redeal
keeps each hand's count of those cards, class by class, so what everyone saw stays true. What
only another seat knew of a hand (in Figuras the card it gave away, the card a Thief took from it)
may be dealt elsewhere: such a state forgets it (`forget_moved_cards()`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterator
from typing import Any

STOCK = "stock"
Place = Hashable  # STOCK, or ("hand", seat)
# A hidden card's class: ("dealt", i), or (the place it was seen going into, i); i an action number.
CardClass = tuple[Place, int]


def hidden_places(state: Any, seat: int) -> Iterator[tuple[Place, list[int]]]:
    """The places `seat` cannot look into, with their cards: the stock, and every other hand.
    Every game keeps these in `state.stock` and `state.hands` (the rest is face up)."""
    yield STOCK, state.stock
    for other, hand in enumerate(state.hands):
        if other != seat:
            yield ("hand", other), hand


class Witness:
    """What one seat has seen of the hidden cards: the class of each (see the module's notes).

    The Match keeps it up to date after every action (`after`) while undo is offered, and copies
    it with its checkpoints, so an undo finds the classes of the position it goes back to.
    """

    __slots__ = ("seat", "where", "classes")

    def __init__(self, seat: int, state: Any) -> None:
        self.seat = seat
        self.where: dict[int, Place] = {}  # card -> the hidden place it is in now
        self.classes: dict[int, CardClass] = {}  # card -> its class
        self._deal(state, 0)

    def _locate(self, state: Any) -> dict[int, Place]:
        return {card: place for place, cards in hidden_places(state, self.seat) for card in cards}

    def _deal(self, state: Any, index: int) -> None:
        self.where = self._locate(state)
        self.classes = {card: ("dealt", index) for card in self.where}

    def after(self, state: Any, kinds: set[str], index: int) -> None:
        """Action number `index` (counting from 1) was applied, with events of these `kinds`."""
        if "deal" in kinds:
            self._deal(state, index)
            return
        now = self._locate(state)
        before = self.where
        for card, place in now.items():
            if card not in before:  # it was in sight; the seat saw it go into `place`
                self.classes[card] = (place, index)
        if len(now) != len(before) or any(card not in now for card in before):
            for card in [c for c in self.classes if c not in now]:  # face up, or in the seat's hand
                del self.classes[card]
        self.where = now

    def copy(self) -> Witness:
        other = Witness.__new__(Witness)
        other.seat = self.seat
        other.where = dict(self.where)
        other.classes = dict(self.classes)
        return other

    def redeal(self, state: Any, seed: int, keep_seen: bool = True) -> None:
        """Shuffle each class's cards over the places that class fills (in `state`, in place), and
        give the state a new random generator: all from `seed`. `keep_seen`: keep what the table
        saw of the hidden hands (False only to replay redeals saved before the program did)."""
        rng = random.Random(seed)
        seen = self._seen_in_hands(state) if keep_seen else {}
        spots: dict[CardClass, list[tuple[Place, list[int], int]]] = {}
        for place, cards in hidden_places(state, self.seat):
            for i, card in enumerate(cards):
                spots.setdefault(self.classes[card], []).append((place, cards, i))
        for cls in sorted(spots, key=repr):  # a fixed order: the same seed deals the same way
            places = spots[cls]
            cards = [pile[i] for _place, pile, i in places]
            for (_place, pile, i), card in zip(places, _shuffled(places, cards, seen, rng), strict=True):
                pile[i] = card
        state.rng = random.Random(rng.getrandbits(64))
        self.where = self._locate(state)
        forget_moved = getattr(state, "forget_moved_cards", None)
        if forget_moved is not None:  # what other seats knew of the hands that is no longer true
            forget_moved()

    def _seen_in_hands(self, state: Any) -> dict[Place, Callable[[int], bool]]:
        """The hidden hands the table knows something of (see the module's notes)."""
        seen_in_hand = getattr(state, "seen_in_hand", None)
        if seen_in_hand is None:
            return {}
        rules = {("hand", other): seen_in_hand(other) for other in range(len(state.hands)) if other != self.seat}
        return {place: rule for place, rule in rules.items() if rule is not None}


def _shuffled(places: list[tuple[Place, list[int], int]], cards: list[int],
              seen: dict[Place, Callable[[int], bool]], rng: random.Random) -> list[int]:
    """`cards` (one class's, in the order of `places`) in a new random order, in which every hand
    with a rule in `seen` gets as many cards its rule accepts as it holds now: those first, drawn
    from the shuffled cards, then the rest in their shuffled order."""
    pool = cards[:]
    rng.shuffle(pool)
    dealt: list[int | None] = [None] * len(cards)
    for place in sorted({p for p, _pile, _i in places if p in seen}, key=repr):
        accepts = seen[place]
        mine = [j for j, (p, _pile, _i) in enumerate(places) if p == place]
        need = sum(1 for j in mine if accepts(cards[j]))
        chosen = [card for card in pool if accepts(card)][:need]
        if len(chosen) < need:
            # Two such hands took from the same few cards and the first took what the second
            # needs: leave this class as it was (it can only happen with several such hands).
            return cards
        for j, card in zip(mine, chosen, strict=False):
            dealt[j] = card
        taken = set(chosen)
        pool = [card for card in pool if card not in taken]
    rest = iter(pool)
    return [card if card is not None else next(rest) for card in dealt]
