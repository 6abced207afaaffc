"""Hints: the move the normal computer player would make in your seat, and why, in one line.

`hint_for(game_id, view, names)` asks the game's normal agent for its move (from the
seat's View only, with a fixed random stream so the same View always gets the same
hint) and then explains it from the same evaluation terms that chose it: the term
that weighed most becomes the reason ("Blocks Blue's four in a row."). Each game's explainer
is named in its registration (`game.games`).
Reasons are translated here, when the hint is asked for, with `_` only (no plural
forms): the counts in them are large enough, or the one-card case has its own sentence.
Each explainer imports its game's names itself: the games share names (Draw, Play,
CORNER, KEY) that mean different things.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.ai import agent_for
from game.engine import Action
from game.games import GAME_IDS, entry
from game.i18n import _, default_name, ngettext, pgettext, shown_name

# The seed of every hint's random stream: the normal players break ties at random,
# and a hint must not change when asked twice for the same position.
HINT_SEED = 0


def team_name(team: int) -> str:
    """A Sequence team's name as the table and the hints show it: a noun, in the context "team"
    (Arabic «الأزرق» where the colour is «أزرق»; Spanish "Azul", after "el equipo" in a sentence)."""
    return (pgettext("team", "Blue"), pgettext("team", "Green"), pgettext("team", "Red"))[team]


@dataclass(frozen=True)
class Hint:
    action: Action
    reason: str  # one translated sentence


def hint_for(game_id: str, view: Any, names: Sequence[str] = ()) -> Hint:
    """The normal player's move for the seat whose `view` this is, with its reason.

    `names` are the seats' display names (for "Blocks Ana's three in a row.")."""
    action = agent_for(game_id, "normal").choose(view, random.Random(HINT_SEED), 0.2)
    reason = entry(game_id).explain(view, action, list(names)) if game_id in GAME_IDS else ""
    reason = reason[:1].upper() + reason[1:]  # a sentence, also when it opens with a card ("green Package …")
    return Hint(action, reason or _("This is the move the computer would make in your seat."))


def _name(names: list[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else shown_name(default_name(False, seat + 1))


# ---------------------------------------------------------------- Sequence

def _sequence(view: Any, action: Action, names: list[str]) -> str:
    from game.ai.sequence_ai import BLOCK, BUILD, WINDOWS_THROUGH
    from game.engine.sequence import CORNER, EMPTY, Draw, EndTurn, Exchange, Pass, Place, Remove

    board, team = view.board, view.team
    if isinstance(action, Draw):
        return _("Draw your card from the stock: more cards, more choices next turn.")
    if isinstance(action, EndTurn):
        return _("End your turn.")
    if isinstance(action, Exchange):
        return _("This card is dead (both its spaces are taken): exchange it for a new one.")
    if isinstance(action, Pass):
        return _("No card in your hand can be played: pass.")
    if isinstance(action, Remove):
        owner = board[action.space]
        most = 0
        for window in WINDOWS_THROUGH[action.space]:
            held = sum(1 for s in window if board[s] == owner or board[s] == CORNER)
            if all(board[s] in (owner, CORNER) for s in window if board[s] != EMPTY):
                most = max(most, held)
        return ngettext("Removes a lone {team} chip.", "Removes a {team} chip from their row of {n} chips.",
                        most).format(team=team_name(owner), n=most)
    if not isinstance(action, Place):
        return ""
    # The terms of SequenceAgent.score, one per window; the heaviest decided the move.
    terms: list[tuple[float, int, int]] = []  # (value, chips in the row, owner: our team or theirs)
    for window in WINDOWS_THROUGH[action.space]:
        others = [board[s] for s in window if s != action.space]
        locked = sum(view.locked[s] for s in window if s != action.space)
        if all(v in (team, CORNER, EMPTY) for v in others) and locked <= 1:  # line_value: a row we build
            mine = sum(1 for v in others if v in (team, CORNER))
            terms.append((BUILD[mine], mine, team))
        owners = {v for v in others if v not in (CORNER, EMPTY)}
        if len(owners) == 1 and team not in owners:  # threat_value: one other team's row we block
            owner = owners.pop()
            count = others.count(owner) + others.count(CORNER)  # a free corner counts for them too
            terms.append((BLOCK[count], count, owner))
    if not terms:
        return _("Takes an open space for rows to come.")
    _value, count, owner = max(terms)
    if owner != team:
        theirs = team_name(owner)
        if count >= 4:
            return _("Blocks {team}'s four in a row.").format(team=theirs)
        if count == 3:
            return _("Blocks {team}'s three in a row.").format(team=theirs)
        return _("Gets in the way of {team}'s row.").format(team=theirs)
    if count >= 4:
        return _("Completes a sequence for your team.")
    if count == 3:
        return _("Makes four in a row: one more chip completes a sequence.")
    if count == 2:
        return _("Makes three in a row for your team.")
    if count == 1:
        return _("Builds on a chip of your team (a free corner counts).")
    return _("Takes an open space for rows to come.")


# ---------------------------------------------------------------- Sequence for kids

def _kids(view: Any, action: Action, names: list[str]) -> str:
    from game.ai.sequence_kids_ai import _KIND
    from game.engine.sequence import Exchange, Pass, Place, Remove
    from game.engine.sequence_kids import CORNER, EMPTY, LINES_THROUGH

    board, me = view.board, view.seat
    if isinstance(action, Exchange):
        return _("This card is dead (its spaces are taken): swap it for a new one.")
    if isinstance(action, Pass):
        return _("Nothing can be played: pass.")
    if isinstance(action, Remove):
        owner = board[action.space]
        lines = [[board[x] for x in line if x != action.space] for line in LINES_THROUGH[action.space]]
        if any(cells.count(EMPTY) == 1 and all(v in (owner, CORNER, EMPTY) for v in cells) for cells in lines):
            return _("The Dragon breaks {name}'s three in a row.").format(name=_name(names, owner))
        if any(cells.count(me) + cells.count(CORNER) == 3 for cells in lines):
            return _("The Dragon clears the last space of your own row.")
        return _("The Dragon takes away one of {name}'s chips.").format(name=_name(names, owner))
    if not isinstance(action, Place):
        return ""
    best_build, stop, block = 0, None, 0
    for line in LINES_THROUGH[action.space]:
        cells = [board[x] for x in line if x != action.space]
        corner = cells.count(CORNER)
        others = [v for v in cells if v not in (CORNER, EMPTY, me)]
        mine = cells.count(me)
        if not others:
            best_build = max(best_build, mine + corner)
        elif mine == 0 and len(set(others)) == 1:
            if len(others) + corner == 3:
                stop = others[0]
            block = max(block, len(others) + corner)
    unicorn = _KIND[action.card] == "unicorn"
    if best_build >= 3:
        return _("Completes your four in a row: you win!")
    if stop is not None:
        text = _("Blocks {name}'s three in a row.").format(name=_name(names, stop))
    elif best_build == 2:
        text = _("Makes three in a row for you.")
    elif block == 2:
        text = _("Gets in the way of another player's row.")
    elif best_build == 1:
        text = _("Builds next to one of your chips.")
    else:
        text = _("Takes an open space for rows to come.")
    return (text + " " + _("(The Unicorn goes anywhere.)")) if unicorn else text


# ---------------------------------------------------------------- Rummidrez
#
# A Rummidrez turn has steps (take, lay, discard), and the hint is the next step: the card
# the player will draw is unknown, so the turn's discard cannot be known before the take.
# Each step's hint tells what it is for: taking discards says how many cards they let you
# lay; laying lights every hand card of the whole new table at once (a rearrangement is one
# step) and the table groups it changes; discarding says why that card goes.

def _rummidrez(view: Any, action: Action, names: list[str]) -> str:
    from game.ai.budget import Budget
    from game.ai.rummidrez_ai import TAKE_WORK, choose_discard, plan_play
    from game.engine.rummidrez import CARDS, KEY, Discard, Draw, Play, TakeDiscards, decode_table

    me = view.seat
    if isinstance(action, TakeDiscards):
        taken = view.discard[-action.count:]
        plan = plan_play(view.hand + taken, view.table, view.melded[me], False, False, Budget(TAKE_WORK))
        laid = len(plan.placed) if plan is not None else 0
        if action.count == 1:  # one card laid with it reads "1 card", not "1 cards"
            return ngettext("Take the top card of the discard pile: with it you can lay {m} card.",
                            "Take the top card of the discard pile: with it you can lay {m} cards.", laid).format(m=laid)
        return ngettext("Take the top {cards} of the discard pile: with them you can lay {m} card.",
                        "Take the top {cards} of the discard pile: with them you can lay {m} cards.",
                        laid).format(cards=ngettext("{n} card", "{n} cards", action.count).format(n=action.count),
                                     m=laid)
    if isinstance(action, Draw):
        if view.solitaire:
            return _("Nothing more fits on the table: draw a card.")
        return _("Draw from the stock: no discard would let you lay more cards.")
    if isinstance(action, Play):
        placed = hint_placed(view, action)
        if len(placed) == len(view.hand) and not view.solitaire:
            return _("Lay all your cards: you go out!")
        if not view.melded[me]:
            return ngettext("Your first meld: lay the {n} lit card.", "Your first meld: lay the {n} lit cards.",
                            len(placed)).format(n=len(placed))  # 7 or more
        hand = set(view.hand)
        new_groups = [g for g in decode_table(action.table) if all(c in hand for c in g)]
        in_new = sum(len(g) for g in new_groups)
        if len(new_groups) == 1 and in_new == len(placed):
            return ngettext("Lay a new group of {n} card: fewer points left in your hand.",
                            "Lay a new group of {n} cards: fewer points left in your hand.", in_new).format(n=in_new)
        if new_groups and in_new == len(placed):
            groups = ngettext("{n} new group", "{n} new groups", len(new_groups)).format(n=len(new_groups))
            return ngettext("Lay {groups}, {n} card in all: fewer points left in your hand.",
                            "Lay {groups}, {n} cards in all: fewer points left in your hand.", in_new).format(
                groups=groups, n=in_new)
        if not new_groups and len(placed) == 1:
            return _("Add the lit card to the table: one card fewer in your hand.")
        if not new_groups:
            return ngettext("Add the {n} lit card to the table: fewer points left in your hand.",
                            "Add the {n} lit cards to the table: fewer points left in your hand.",
                            len(placed)).format(n=len(placed))
        return ngettext("Lay the {n} lit card on the table: fewer points left in your hand.",
                        "Lay the {n} lit cards on the table: fewer points left in your hand.",
                        len(placed)).format(n=len(placed))
    if isinstance(action, Discard):
        card = action.card
        if KEY[card] < 0:
            return _("Discard the Neutral: nothing else can go.")
        c = CARDS[card]
        label = _("{figure} {number} {colour}").format(figure=_(c.figure_name), number=c.number,
                                                       colour=_(c.colour_name))
        if card != choose_discard(view, random.Random(HINT_SEED)):
            return _("Discard {card}.").format(card=label)
        twin = any(o != card and KEY[o] == KEY[card] for o in view.hand)
        if twin:
            return _("Discard {card}: you hold another one like it.").format(card=label)
        return _("Discard {card}: it fits least with the rest of your hand.").format(card=label)
    return ""


def hint_placed(view: Any, action: Action) -> list[int]:
    """The hand cards a Rummidrez Play lays on the table."""
    hand = set(view.hand)
    return [x for x in action.table if x in hand]


# ---------------------------------------------------------------- Figuras

def _figuras(view: Any, action: Action, names: list[str]) -> str:
    from game.engine.figuras import (
        COLOUR_NAMES,
        COLOUR_OF,
        KEY,
        MIRROR,
        PACKAGE,
        POINTS_OF,
        SYMBOL_NAMES,
        SYMBOL_OF,
        ChooseColour,
        ChoosePlayer,
        Draw,
        GiveCard,
        Play,
        TakePenalty,
    )

    def card(c: int) -> str:
        if COLOUR_OF[c] < 0:
            return _(SYMBOL_NAMES[SYMBOL_OF[c]])
        return _("{colour} {figure}").format(colour=_(COLOUR_NAMES[COLOUR_OF[c]]), figure=_(SYMBOL_NAMES[SYMBOL_OF[c]]))

    if isinstance(action, ChooseColour):
        return _("Choose {colour}: it is the colour you hold most of.").format(colour=_(COLOUR_NAMES[action.colour]))
    if isinstance(action, TakePenalty):
        return _("You hold no Mirror: take the cards.")
    if isinstance(action, Draw):
        return _("Nothing in your hand fits: draw a card.")
    if isinstance(action, ChoosePlayer):
        if view.phase == "thief":
            return _("Steal from {name}: they are closest to going out.").format(name=_name(names, action.seat))
        return _("Give the stock's card to {name}: they are closest to going out.").format(
            name=_name(names, action.seat))
    if isinstance(action, GiveCard):
        points = POINTS_OF[action.card]
        return ngettext("Give {card} ({points} point) to {name}, who is closest to going out.",
                        "Give {card} ({points} points) to {name}, who is closest to going out.", points).format(
            card=card(action.card), points=points, name=_name(names, action.seat))
    if not isinstance(action, Play):
        return ""
    cards = action.cards
    if view.phase == "mirror":
        return _("Answer with your Mirror: the pile passes on and you take nothing.")
    if len(cards) == len(view.hand):
        return _("Play your last card: you go out with 0 points.")
    points = sum(POINTS_OF[c] for c in cards)
    if len(cards) > 1:
        return ngettext("Lay {n} identical figure at once: {points} out of your hand.",
                        "Lay {n} identical figures at once: {points} out of your hand.", len(cards)).format(
            n=len(cards), points=ngettext("{n} point", "{n} points", points).format(n=points))
    sym = SYMBOL_OF[cards[0]]
    if sym == KEY:
        return _("The Key fits anything: play it and choose the colour you hold most of.")
    nxt = view.next_seat(view.seat)
    if sym in (PACKAGE, MIRROR) and view.hand_counts[nxt] <= 2:
        return _("{card} slows down {name}, who is close to going out.").format(card=card(cards[0]),
                                                                                 name=_name(names, nxt))
    best = max(POINTS_OF[c] for c in view.hand if view.fits(c))
    if POINTS_OF[cards[0]] >= best:
        points = POINTS_OF[cards[0]]
        return ngettext("Plays your {points}-point cards first: they would cost the most if someone goes out.",
                        "Plays your {points}-point cards first: they would cost the most if someone goes out.",
                        points).format(points=points)
    return _("Play {card}: the rest of your hand can follow it.").format(card=card(cards[0]))

