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


SUIT_CHARS = {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}


def card_text(card: int) -> str:
    """A classic Sequence card as its face shows it: "10♣", "J♦"."""
    from game.engine.sequence import CARDS

    c = CARDS[card]
    return ("10" if c.rank == "T" else c.rank) + SUIT_CHARS[c.suit]


def where_on_board(space: int, rows: int, cols: int) -> tuple[str, str]:
    """The row of `space` ("in the top row", "in row 3 from the top") and its side of the board
    ("at the left", "in the middle", "at the right"; the boards are not mirrored in right-to-left)."""
    r, c = divmod(space, cols)
    row: str
    if r == 0:
        row = _("in the top row")
    elif r == rows - 1:
        row = _("in the bottom row")
    else:
        row = _("in row {number} from the top").format(number=r + 1)
    third = cols // 3
    side = _("at the left") if c < third else _("at the right") if c >= cols - third else _("in the middle")
    return row, side


def _then(reason: str) -> str:
    """A reason sentence continued after a colon: its first word in lower case ("Blocks" -> "blocks")."""
    return reason[:1].lower() + reason[1:] if reason[1:2].islower() else reason


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


# ---------------------------------------------------------------- board lines (both Sequence games)
#
# A reason about chips says what stands on the board: "three in a row" is three chips next to
# each other in one line, "next to" is one of the eight neighbouring spaces. These read the board
# and nothing else, so each reason can be checked against the position (tests/ai/test_hints.py).

LINE_DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))


def _ray(space: int, dr: int, dc: int, rows: int, cols: int) -> list[int]:
    """The spaces from `space` stepping (dr, dc) to the board's edge, `space` not included."""
    r, c = divmod(space, cols)
    out: list[int] = []
    while True:
        r, c = r + dr, c + dc
        if not (0 <= r < rows and 0 <= c < cols):
            return out
        out.append(r * cols + c)


def _run(board: Sequence[int], ray: list[int], owner: int, corner: int) -> list[int]:
    """The unbroken stretch of `owner`'s chips (a free corner counts for everyone) along `ray`."""
    run = []
    for s in ray:
        if board[s] != owner and board[s] != corner:
            break
        run.append(s)
    return run


def line_through(board: Sequence[int], space: int, owner: int, rows: int, cols: int, corner: int) -> int:
    """The longest unbroken line of `owner`'s chips through `space`, with `owner`'s chip on `space`."""
    longest = 1
    for dr, dc in LINE_DIRECTIONS:
        back = _run(board, _ray(space, -dr, -dc, rows, cols), owner, corner)
        ahead = _run(board, _ray(space, dr, dc, rows, cols), owner, corner)
        longest = max(longest, 1 + len(back) + len(ahead))
    return longest


def line_beside(board: Sequence[int], space: int, owner: int, rows: int, cols: int, corner: int) -> int:
    """The longest unbroken line of `owner`'s chips (with at least one real chip) that ends next to
    `space` and points at it: the row a chip on `space` gets in the way of."""
    longest = 0
    for dr, dc in LINE_DIRECTIONS:
        for sign in (1, -1):
            run = _run(board, _ray(space, sign * dr, sign * dc, rows, cols), owner, corner)
            if any(board[s] == owner for s in run):
                longest = max(longest, len(run))
    return longest


def neighbours(space: int, rows: int, cols: int) -> list[int]:
    """The up to eight spaces around `space`."""
    return [ray[0] for dr, dc in LINE_DIRECTIONS for sign in (1, -1)
            if (ray := _ray(space, sign * dr, sign * dc, rows, cols))]


# ---------------------------------------------------------------- Sequence

def _sequence(view: Any, action: Action, names: list[str]) -> str:
    from game.engine.sequence import CORNER, SIZE, Draw, EndTurn, Exchange, Pass, Place, Remove

    board = view.board
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
        row = line_through(board, action.space, owner, SIZE, SIZE, CORNER)
        why = ngettext("Removes a lone {team} chip.", "Removes a {team} chip from their row of {n} chips.",
                       row).format(team=team_name(owner), n=row)
        return _("Use {card} {row}, {side}: {reason}").format(
            card=card_text(action.card), reason=_then(why), **_where(action.space, SIZE, SIZE))
    if not isinstance(action, Place):
        return ""
    return _("Play {card} {row}, {side}: {reason}").format(
        card=card_text(action.card), reason=_then(_sequence_place(view, action)), **_where(action.space, SIZE, SIZE))


def _where(space: int, rows: int, cols: int) -> dict[str, str]:
    row, side = where_on_board(space, rows, cols)
    return {"row": row, "side": side}


def sequence_completes(view: Any, action: Action) -> bool:
    """Whether the Place `action` completes a sequence for the seat's team (the engine decides)."""
    after = view.sample(random.Random(HINT_SEED))
    after.apply(action)
    return len(after.sequences[view.team]) > len(view.sequences[view.team])


def sequence_four_opens_five(view: Any, space: int) -> bool:
    """Whether a chip on `space` makes an unbroken four of the team, none of it in a sequence yet,
    with an empty space at one end: one more chip there is a new sequence."""
    from game.engine.sequence import CORNER, EMPTY, SIZE

    board, team = view.board, view.team
    for dr, dc in LINE_DIRECTIONS:
        back_ray, ahead_ray = _ray(space, -dr, -dc, SIZE, SIZE), _ray(space, dr, dc, SIZE, SIZE)
        back, ahead = _run(board, back_ray, team, CORNER), _run(board, ahead_ray, team, CORNER)
        if 1 + len(back) + len(ahead) != 4 or any(view.locked[s] for s in back + ahead):
            continue
        ends = [ray[len(run)] for ray, run in ((back_ray, back), (ahead_ray, ahead)) if len(ray) > len(run)]
        if any(board[e] == EMPTY for e in ends):
            return True
    return False


def sequence_window_holds(board: Sequence[int], space: int, owner: int, chips: int) -> bool:
    """Whether a line of five through `space` holds at least `chips` of `owner`'s chips and
    nobody else's: a sequence `owner` could still make there."""
    from game.ai.sequence_ai import WINDOWS_THROUGH
    from game.engine.sequence import CORNER, EMPTY

    for window in WINDOWS_THROUGH[space]:
        cells = [board[s] for s in window if s != space]
        if all(v in (owner, CORNER, EMPTY) for v in cells) and cells.count(owner) >= chips:
            return True
    return False


def _sequence_threat(board: Sequence[int], space: int, others: list[int], beside: dict[int, int]) -> str:
    """The reason when `space` stops another team's four or five in a row, else ""."""
    from game.engine.sequence import CORNER, SIZE

    for t in others:
        if beside[t] >= 4:
            return _("Blocks {team}'s four in a row.").format(team=team_name(t))
    for t in others:
        if line_through(board, space, t, SIZE, SIZE, CORNER) >= 5:
            return _("Stops {team} from making five in a row.").format(team=team_name(t))
    return ""


def _sequence_place(view: Any, action: Any) -> str:
    from game.engine.sequence import CORNER, SIZE

    board, team, space = view.board, view.team, action.space
    if sequence_completes(view, action):
        return _("Completes a sequence for your team.")
    others = sorted({v for v in board if v >= 0 and v != team})
    beside = {t: line_beside(board, space, t, SIZE, SIZE, CORNER) for t in others}
    threat = _sequence_threat(board, space, others, beside)
    if threat:
        return threat
    mine = line_through(board, space, team, SIZE, SIZE, CORNER)
    if mine >= 4 and sequence_four_opens_five(view, space):
        return _("Makes four in a row: one more chip completes a sequence.")
    if mine >= 4:
        return _("Makes four in a row for your team.")
    for t in others:
        if beside[t] >= 3:
            return _("Blocks {team}'s three in a row.").format(team=team_name(t))
    if mine == 3:
        return _("Makes three in a row for your team.")
    for t in others:
        if sequence_window_holds(board, space, t, 3):
            return _("Takes a space {team} could use for a sequence.").format(team=team_name(t))
    for t in others:
        if beside[t] >= 2:
            return _("Gets in the way of {team}'s row.").format(team=team_name(t))
    if any(board[n] in (team, CORNER) for n in neighbours(space, SIZE, SIZE)):
        return _("Builds on a chip of your team (a free corner counts).")
    return _("Takes an open space for rows to come.")


# ---------------------------------------------------------------- Sequence for kids

def _kids(view: Any, action: Action, names: list[str]) -> str:
    from game.ai.sequence_kids_ai import _KIND
    from game.engine.sequence import Exchange, Pass, Place, Remove
    from game.engine.sequence_kids import CARDS, COLS, CORNER, LINES_THROUGH, ROWS

    board, me = view.board, view.seat
    if isinstance(action, Exchange):
        return _("This card is dead (its spaces are taken): swap it for a new one.")
    if isinstance(action, Pass):
        return _("Nothing can be played: pass.")
    if isinstance(action, Remove):
        owner = board[action.space]
        lines = [[board[x] for x in line if x != action.space] for line in LINES_THROUGH[action.space]]
        why: str
        if line_through(board, action.space, owner, ROWS, COLS, CORNER) >= 3:
            why = _("The Dragon breaks {name}'s three in a row.").format(name=_name(names, owner))
        elif any(cells.count(me) + cells.count(CORNER) == 3 for cells in lines):
            why = _("The Dragon clears the last space of your own row.")
        else:
            why = _("The Dragon takes away one of {name}'s chips.").format(name=_name(names, owner))
        return _("Use the Dragon {row}, {side}: {reason}").format(reason=_then(why), **_where(action.space, ROWS, COLS))
    if not isinstance(action, Place):
        return ""
    text = _kids_place(view, action.space, names)
    text = (text + " " + _("(The Unicorn goes anywhere.)")) if _KIND[action.card] == "unicorn" else text
    return _("Play the {animal} card {row}, {side}: {reason}").format(
        animal=_(CARDS[action.card].label), reason=_then(text), **_where(action.space, ROWS, COLS))


def _kids_place(view: Any, space: int, names: list[str]) -> str:
    from game.engine.sequence_kids import COLS, CORNER, ROWS

    board, me = view.board, view.seat
    if line_through(board, space, me, ROWS, COLS, CORNER) >= 4:
        return _("Completes your four in a row: you win!")
    others = sorted({v for v in board if v >= 0 and v != me})
    beside = {p: line_beside(board, space, p, ROWS, COLS, CORNER) for p in others}
    for p in others:
        if beside[p] >= 3:
            return _("Blocks {name}'s three in a row.").format(name=_name(names, p))
    for p in others:
        if line_through(board, space, p, ROWS, COLS, CORNER) >= 4:
            return _("Stops {name} from making four in a row.").format(name=_name(names, p))
    if line_through(board, space, me, ROWS, COLS, CORNER) == 3:
        return _("Makes three in a row for you.")
    if any(b >= 2 for b in beside.values()):
        return _("Gets in the way of another player's row.")
    if any(board[n] == me for n in neighbours(space, ROWS, COLS)):
        return _("Builds next to one of your chips.")
    return _("Takes an open space for rows to come.")


# ---------------------------------------------------------------- Rummidrez
#
# A Rummidrez turn has steps (take, lay, discard), and the hint is the next step: the card
# the player will draw is unknown, so the turn's discard cannot be known before the take.
# Each step's hint tells what it is for: taking discards says how many cards they let you
# lay; laying lights every hand card of the whole new table at once (a rearrangement is one
# step) and the table groups it changes; discarding says why that card goes.

def _rummidrez(view: Any, action: Action, names: list[str]) -> str:
    from game.ai.budget import Budget
    from game.ai.rummidrez_ai import TAKE_WORK, plan_play
    from game.engine.rummidrez import Discard, Draw, Play, TakeDiscards, decode_table

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
        return _rummidrez_draw(view)
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
        return _rummidrez_discard(view, action.card)
    return ""


def _rummidrez_draw(view: Any) -> str:
    if view.solitaire:
        return _("Nothing more fits on the table: draw a card.")
    takes = rummidrez_takes_that_lay_more(view)
    if takes is None:  # the check ran out of work: claim nothing about the discards
        return _("Draw a card from the stock.")
    if not takes:
        return _("Draw from the stock: no discard would let you lay more cards.")
    if not any(all_laid for _k, all_laid in takes):
        return _("Draw from the stock: taking discards would leave cards in your hand you cannot lay.")
    return _("Draw a card from the stock.")


def _rummidrez_discard(view: Any, card: int) -> str:
    from game.ai.rummidrez_ai import choose_discard
    from game.engine.rummidrez import CARDS, KEY

    if KEY[card] < 0 and all(KEY[c] < 0 for c in view.hand):
        return _("Discard the Neutral: nothing else can go.")
    if KEY[card] < 0:
        return _("Discard {card}.").format(card=_("Neutral"))
    c = CARDS[card]
    label = _("{figure} {number} {colour}").format(figure=_(c.figure_name), number=c.number,
                                                   colour=_(c.colour_name))
    if card != choose_discard(view, random.Random(HINT_SEED)):
        return _("Discard {card}.").format(card=label)
    twin = any(o != card and KEY[o] == KEY[card] for o in view.hand)
    if twin:
        return _("Discard {card}: you hold another one like it.").format(card=label)
    return _("Discard {card}: it fits least with the rest of your hand.").format(card=label)


# The planner's steps the Draw reason's check of the discards may take (the normal player's
# own take decision has TAKE_WORK): hint and reason together stay well within 100 ms.
TAKES_CHECK_WORK = 15_000


def rummidrez_takes_that_lay_more(view: Any, work: int = TAKES_CHECK_WORK) -> list[tuple[int, bool]] | None:
    """Each take of the discard pile's top cards that lets the seat lay more cards than its hand
    alone (the deepest card taken laid, as the rules ask): (how many cards, whether all get laid).
    None when the planner's `work` steps ran out first: then the answer is not known, and a
    reason must not claim one (a plan cut short could miss a take, or undercount the hand alone)."""
    from game.ai.budget import Budget
    from game.ai.rummidrez_ai import could_lay, plan_play

    budget = Budget(work)
    melded = view.melded[view.seat]
    now = plan_play(view.hand, view.table, melded, False, False, budget)
    base = len(now.placed) if now is not None else 0
    takes = []
    for k in range(1, len(view.discard) + 1):
        taken = view.discard[-k:]
        if not could_lay(taken[0], view.hand + taken, view.table if melded else ()):
            continue  # no group could ever hold the deepest card: no plan lays it
        if budget.exhausted:
            return None
        plan = plan_play(view.hand + taken, view.table, melded, False, False, budget)
        if plan is not None and taken[0] in plan.placed and len(plan.placed) > base:
            takes.append((k, all(c in plan.placed for c in taken)))
    return None if budget.exhausted else takes


def hint_placed(view: Any, action: Action) -> list[int]:
    """The hand cards a Rummidrez Play lays on the table."""
    hand = set(view.hand)
    return [x for x in action.table if x in hand]


# ---------------------------------------------------------------- Figuras

def _figuras_colour(view: Any, colour: int) -> str:
    from game.engine.figuras import COLOUR_NAMES, COLOUR_OF

    held = [sum(1 for c in view.hand if COLOUR_OF[c] == col) for col in range(len(COLOUR_NAMES))]
    if held[colour] and held[colour] == max(held):
        return _("Choose {colour}: it is the colour you hold most of.").format(colour=_(COLOUR_NAMES[colour]))
    return _("Choose {colour}.").format(colour=_(COLOUR_NAMES[colour]))


def _figuras_card(c: int) -> str:
    """A Figuras card as the hints name it ("green Package"; a Key by its name)."""
    from game.engine.figuras import COLOUR_NAMES, COLOUR_OF, SYMBOL_NAMES, SYMBOL_OF

    if COLOUR_OF[c] < 0:
        return _(SYMBOL_NAMES[SYMBOL_OF[c]])
    return _("{colour} {figure}").format(colour=_(COLOUR_NAMES[COLOUR_OF[c]]), figure=_(SYMBOL_NAMES[SYMBOL_OF[c]]))


def _figuras(view: Any, action: Action, names: list[str]) -> str:
    from game.engine.figuras import POINTS_OF, ChooseColour, ChoosePlayer, Draw, GiveCard, Play, TakePenalty

    if isinstance(action, ChooseColour):
        return _figuras_colour(view, action.colour)
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
            card=_figuras_card(action.card), points=points, name=_name(names, action.seat))
    if not isinstance(action, Play):
        return ""
    return _figuras_play(view, action.cards, names)


def _figuras_play(view: Any, cards: tuple[int, ...], names: list[str]) -> str:
    from game.engine.figuras import COLOUR_OF, KEY, MIRROR, PACKAGE, POINTS_OF, SYMBOL_OF, Play

    card = _figuras_card
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
    if {a.cards for a in view.legal_actions() if isinstance(a, Play)} == {cards}:
        return _("Play {card}: it is the only card that fits.").format(card=card(cards[0]))  # no choice to argue
    best = max(POINTS_OF[c] for c in view.hand if view.fits(c))
    if POINTS_OF[cards[0]] >= best:
        points = POINTS_OF[cards[0]]
        return ngettext("Plays your {points}-point cards first: they would cost the most if someone goes out.",
                        "Plays your {points}-point cards first: they would cost the most if someone goes out.",
                        points).format(points=points)
    rest = [c for c in view.hand if c != cards[0]]
    if any(SYMBOL_OF[c] == KEY or COLOUR_OF[c] == COLOUR_OF[cards[0]] or SYMBOL_OF[c] == sym for c in rest):
        return _("Play {card}: the rest of your hand can follow it.").format(card=card(cards[0]))
    return _("Play {card}: one card fewer in your hand.").format(card=card(cards[0]))
