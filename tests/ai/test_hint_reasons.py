"""Every hint reason says what is true: whenever a reason is given, the fact it states holds on the
board or in the hand. Checked on many seeded random games of all four games, with the board read
here independently of the explainers (game.ai.hints)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from game.ai.hints import hint_for
from game.engine import figuras as F
from game.engine import rummidrez as R
from game.engine import sequence as S
from game.engine import sequence_kids as K
from game.games import GAME_IDS
from tests.ai.test_hints import NAMES, positions, told_where

TEAMS = ["Blue", "Green", "Red"]
DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1), (0, -1), (-1, 0), (-1, -1), (-1, 1))


def cells(space: int, dr: int, dc: int, count: int, rows: int, cols: int) -> list[int] | None:
    """`count` spaces in a line starting at `space`, or None where the line leaves the board."""
    r, c = divmod(space, cols)
    out = [(r + dr * i) * cols + c + dc * i for i in range(count)
           if 0 <= r + dr * i < rows and 0 <= c + dc * i < cols]
    return out if len(out) == count else None


def in_a_row(space: int, count: int, rows: int, cols: int, holds: Callable[[int], bool]) -> bool:
    """Whether `count` spaces side by side in one line, `space` among them, all satisfy `holds`."""
    for dr, dc in DIRECTIONS:
        for back in range(count):
            start = cells(space, -dr, -dc, back + 1, rows, cols)
            line = cells(start[-1], dr, dc, count, rows, cols) if start else None
            if line and all(holds(s) for s in line):
                return True
    return False


def row_beside(space: int, count: int, rows: int, cols: int, board, owner: int, corner: int) -> bool:
    """Whether `count` spaces side by side, starting next to `space` and leading away from it, hold
    `owner`'s chips (a free corner counts, at least one real chip)."""
    for dr, dc in DIRECTIONS:
        line = cells(space, dr, dc, count + 1, rows, cols)
        if line and all(board[s] in (owner, corner) for s in line[1:]) and owner in [board[s] for s in line[1:]]:
            return True
    return False


def around(space: int, rows: int, cols: int) -> list[int]:
    return [line[1] for dr, dc in DIRECTIONS if (line := cells(space, dr, dc, 2, rows, cols))]


def name_in(pattern: str, reason: str, names: list[str]) -> tuple[int, re.Match] | None:
    """The seat (or team) named in `reason` when it reads `pattern` (with {x} for the name)."""
    for index, name in enumerate(names):
        match = re.fullmatch(re.escape(pattern).replace(re.escape("{x}"), re.escape(name)).replace(
            re.escape("{n}"), r"(\d+)"), reason)
        if match:
            return index, match
    return None


# ---------------------------------------------------------------- Sequence

def check_sequence(state, view, action, reason: str) -> None:
    board, team, size = view.board, view.team, S.SIZE
    space = getattr(action, "space", None)
    if isinstance(action, (S.Place, S.Remove)):
        reason = told_where("sequence", action, reason)

    def line_of(owner: int, count: int) -> bool:  # owner's chip on the space makes `count` in a row
        return in_a_row(space, count, size, size, lambda s: s == space or board[s] in (owner, S.CORNER))

    if reason == "Completes a sequence for your team.":
        after = state.clone()
        after.apply(action)
        assert len(after.sequences[team]) > len(state.sequences[team])
    elif reason == "Makes four in a row: one more chip completes a sequence.":
        assert line_of(team, 4)
        after = state.clone()
        after.apply(action)
        finishing = []
        for empty in (s for s in range(size * size) if after.board[s] == S.EMPTY):
            trial = after.clone()
            trial.board[empty] = team
            if any(trial._claim_runs(team, trial._runs_through(empty, team))):
                finishing.append(empty)
        assert finishing, "no empty space completes a sequence"
    elif reason == "Makes four in a row for your team.":
        assert line_of(team, 4)
    elif reason == "Makes three in a row for your team.":
        assert line_of(team, 3)
    elif reason == "Builds on a chip of your team (a free corner counts).":
        assert any(board[s] in (team, S.CORNER) for s in around(space, size, size))
    elif reason == "Takes an open space for rows to come.":
        assert board[space] == S.EMPTY
    elif found := name_in("Blocks {x}'s four in a row.", reason, TEAMS):
        assert found[0] != team and row_beside(space, 4, size, size, board, found[0], S.CORNER)
    elif found := name_in("Blocks {x}'s three in a row.", reason, TEAMS):
        assert found[0] != team and row_beside(space, 3, size, size, board, found[0], S.CORNER)
    elif found := name_in("Gets in the way of {x}'s row.", reason, TEAMS):
        assert found[0] != team and row_beside(space, 2, size, size, board, found[0], S.CORNER)
    elif found := name_in("Stops {x} from making five in a row.", reason, TEAMS):
        assert found[0] != team and line_of(found[0], 5)
    elif found := name_in("Takes a space {x} could use for a sequence.", reason, TEAMS):
        owner = found[0]
        windows = [w for dr, dc in DIRECTIONS[:4] for k in range(5) if (start := cells(space, -dr, -dc, k + 1, size, size))
                   and (w := cells(start[-1], dr, dc, 5, size, size))]
        assert any(sum(board[s] == owner for s in w) >= 3 and all(board[s] in (owner, S.CORNER, S.EMPTY) for s in w)
                   for w in windows)
    elif found := name_in("Removes a lone {x} chip.", reason, TEAMS):
        assert board[space] == found[0] != team
        assert not any(board[s] in (found[0], S.CORNER) for s in around(space, size, size))
    elif found := name_in("Removes a {x} chip from their row of {n} chips.", reason, TEAMS):
        n = int(found[1].group(1))
        assert board[space] == found[0] != team
        assert line_of(found[0], n) and not line_of(found[0], n + 1)
    elif reason.startswith("This card is dead"):
        assert state.is_dead(action.card)
    elif reason == "No card in your hand can be played: pass.":
        assert all(isinstance(a, S.Pass) for a in state.legal_actions())
    else:
        assert reason in ("Draw your card from the stock: more cards, more choices next turn.", "End your turn."), \
            reason


# ---------------------------------------------------------------- Sequence for kids

UNICORN = " (The Unicorn goes anywhere.)"


def check_kids(state, view, action, reason: str) -> None:
    board, me, rows, cols = view.board, view.seat, K.ROWS, K.COLS
    space = getattr(action, "space", None)
    if isinstance(action, (S.Place, S.Remove)):
        reason = told_where("sequence_kids", action, reason)
    if reason.endswith(UNICORN):
        assert K.CARDS[action.card].kind == K.UNICORN
        reason = reason[: -len(UNICORN)]
    elif isinstance(action, S.Place):
        assert K.CARDS[action.card].kind != K.UNICORN

    def line_of(owner: int, count: int) -> bool:
        return in_a_row(space, count, rows, cols, lambda s: s == space or board[s] in (owner, K.CORNER))

    if reason == "Completes your four in a row: you win!":
        after = state.clone()
        after.apply(action)
        assert after.winner == me
    elif reason == "Makes three in a row for you.":
        assert line_of(me, 3)
    elif reason == "Gets in the way of another player's row.":
        assert any(row_beside(space, 2, rows, cols, board, p, K.CORNER) for p in range(view.players) if p != me)
    elif reason == "Builds next to one of your chips.":
        assert any(board[s] == me for s in around(space, rows, cols))
    elif reason == "Takes an open space for rows to come.":
        assert board[space] == K.EMPTY
    elif found := name_in("Blocks {x}'s three in a row.", reason, NAMES):
        assert found[0] != me and row_beside(space, 3, rows, cols, board, found[0], K.CORNER)
    elif found := name_in("Stops {x} from making four in a row.", reason, NAMES):
        assert found[0] != me and line_of(found[0], 4)
    elif found := name_in("The Dragon breaks {x}'s three in a row.", reason, NAMES):
        assert board[space] == found[0] != me and line_of(found[0], 3)
    elif reason == "The Dragon clears the last space of your own row.":
        assert any(all(board[s] in (me, K.CORNER) for s in line if s != space) for line in K.LINES_THROUGH[space])
    elif found := name_in("The Dragon takes away one of {x}'s chips.", reason, NAMES):
        assert board[space] == found[0] != me
    elif reason.startswith("This card is dead"):
        assert all(board[s] != K.EMPTY for s in K.spaces_for(action.card))
    else:
        assert reason == "Nothing can be played: pass.", reason
        assert all(isinstance(a, S.Pass) for a in state.legal_actions())


# ---------------------------------------------------------------- Rummidrez

def lays_more(view) -> list[tuple[int, bool]]:
    from game.ai.rummidrez_ai import plan_play

    melded = view.melded[view.seat]
    now = plan_play(view.hand, view.table, melded, False, False)
    base = len(now.placed) if now is not None else 0
    takes = []
    for k in range(1, len(view.discard) + 1):
        taken = view.discard[-k:]
        plan = plan_play(view.hand + taken, view.table, melded, False, False)
        if plan is not None and taken[0] in plan.placed and len(plan.placed) > base:
            takes.append((k, all(c in plan.placed for c in taken)))
    return takes


def check_rummidrez(state, view, action, reason: str) -> None:
    hand = list(view.hand)
    if isinstance(action, R.TakeDiscards):
        laid = int(re.search(r"you can lay (\d+) card", reason).group(1))
        assert laid >= 1, reason
        assert ("top card" in reason) == (action.count == 1)
        assert action.count == 1 or f"top {action.count} cards" in reason
    elif isinstance(action, R.Draw):
        if reason == "Draw from the stock: no discard would let you lay more cards.":
            assert not lays_more(view)
        elif reason == "Draw from the stock: taking discards would leave cards in your hand you cannot lay.":
            takes = lays_more(view)
            assert takes and not any(all_laid for _k, all_laid in takes)
        else:
            assert reason in ("Nothing more fits on the table: draw a card.", "Draw a card from the stock."), reason
            if reason.startswith("Nothing more"):
                assert view.solitaire and not any(isinstance(a, R.Play) for a in state.legal_actions())
    elif isinstance(action, R.Play):
        placed = [c for c in action.table if c in set(hand)]
        numbers = [int(n) for n in re.findall(r"\d+", reason)]
        if reason == "Lay all your cards: you go out!":
            assert len(placed) == len(hand)
        elif reason.startswith("Your first meld"):
            assert not view.melded[view.seat] and numbers == [len(placed)]
        elif reason == "Add the lit card to the table: one card fewer in your hand.":
            assert len(placed) == 1
        else:
            assert numbers and numbers[-1] == len(placed), reason
            new_groups = [g for g in R.decode_table(action.table) if all(c in set(hand) for c in g)]
            if reason.startswith("Lay a new group"):
                assert len(new_groups) == 1 and len(new_groups[0]) == len(placed)
            elif reason.startswith("Add the"):
                assert not new_groups
    else:
        assert isinstance(action, R.Discard)
        card = action.card
        if reason == "Discard the Neutral: nothing else can go.":
            assert all(R.KEY[c] < 0 for c in hand)
        elif reason.endswith("you hold another one like it."):
            assert any(c != card and R.KEY[c] == R.KEY[card] for c in hand)
        c = R.CARDS[card]
        assert (c.figure < 0 and "Neutral" in reason) or f"{R.FIGURE_NAMES[c.figure]} {c.number}" in reason


# ---------------------------------------------------------------- Figuras

def check_figuras(state, view, action, reason: str) -> None:
    hand = list(view.hand)
    if isinstance(action, F.ChooseColour):
        held = [sum(1 for c in hand if F.COLOUR_OF[c] == col) for col in range(len(F.COLOUR_NAMES))]
        if "hold most of" in reason:
            assert held[action.colour] > 0 and held[action.colour] == max(held)
    elif isinstance(action, F.TakePenalty):
        assert not any(F.SYMBOL_OF[c] == F.MIRROR for c in hand)
    elif isinstance(action, F.Draw):
        assert not any(view.fits(c) for c in hand)
    elif isinstance(action, (F.ChoosePlayer, F.GiveCard)):
        seats = {a.seat for a in state.legal_actions() if isinstance(a, (F.ChoosePlayer, F.GiveCard))}
        assert "closest to going out" in reason and NAMES[action.seat] in reason
        assert view.hand_counts[action.seat] == min(view.hand_counts[s] for s in seats)
        if isinstance(action, F.GiveCard):
            assert f"({F.POINTS_OF[action.card]} point" in reason
    else:
        check_figuras_play(view, action, reason)


def check_figuras_play(view, action, reason: str) -> None:
    hand, cards = list(view.hand), action.cards
    sym = F.SYMBOL_OF[cards[0]]
    plays = {a.cards for a in view.legal_actions() if isinstance(a, F.Play)}  # the choices there were
    if reason.startswith("Answer with your Mirror"):
        assert view.phase == "mirror" and sym == F.MIRROR
    elif reason == "Play your last card: you go out with 0 points.":
        assert len(cards) == len(hand)
    elif reason.startswith("Lay "):
        n, points = (int(x) for x in re.findall(r"\d+", reason))
        assert n == len(cards) > 1 and len({F.SYMBOL_OF[c] for c in cards}) == 1
        assert points == sum(F.POINTS_OF[c] for c in cards)
    elif reason.startswith("The Key fits anything"):
        assert sym == F.KEY
    elif "slows down" in reason:
        nxt = view.next_seat(view.seat)
        assert sym in (F.PACKAGE, F.MIRROR) and f"{NAMES[nxt]}, who is close" in reason
        assert view.hand_counts[nxt] <= 2
    elif reason.endswith("it is the only card that fits."):
        assert {a.cards for a in view.legal_actions() if isinstance(a, F.Play)} == {cards}
    elif reason.startswith("Plays your"):
        assert len(plays) > 1, "a choice of one is not argued from points"
        points = int(re.search(r"\d+", reason).group())
        assert F.POINTS_OF[cards[0]] == points >= max(F.POINTS_OF[c] for c in hand if view.fits(c))
    elif reason.endswith("the rest of your hand can follow it."):
        assert len(plays) > 1, "a choice of one is not argued for"
        rest = [c for c in hand if c != cards[0]]
        assert any(F.SYMBOL_OF[c] in (F.KEY, sym) or F.COLOUR_OF[c] == F.COLOUR_OF[cards[0]] for c in rest)
    else:
        assert reason.endswith("one card fewer in your hand."), reason
        assert len(plays) > 1, "a choice of one is not argued for"


CHECKS = {"sequence": check_sequence, "sequence_kids": check_kids, "rummidrez": check_rummidrez,
          "figuras": check_figuras}
# The tables each game's reasons are checked at (every registered game: one missing here fails at once).
REASON_PLAYERS = {"sequence": (2, 3, 4), "sequence_kids": (2, 3, 4), "rummidrez": (2, 3, 1), "figuras": (3, 4)}


@pytest.mark.parametrize(("game_id", "players"), [(game_id, players) for game_id in GAME_IDS
                                                   for players in REASON_PLAYERS[game_id]])
def test_every_reason_states_a_fact_of_the_position(game_id, players):
    seen: dict[str, int] = {}
    for state in positions(game_id, players, 70):
        view = state.view(state.current_player)
        hint = hint_for(game_id, view, NAMES)
        CHECKS[game_id](state, view, hint.action, hint.reason)
        kind = re.sub(r"\d+|Ana|Bo|Cy|Blue|Green|Red", "#", hint.reason)
        seen[kind] = seen.get(kind, 0) + 1
    assert len(seen) >= 3, seen  # the positions reach several kinds of reason

