"""The Rummidrez computer player: melds as much as it can, keeps what may still fit.

It decides from its seat's View only (its hand, the table, the discard pile,
the cards others took from the pile). A small planner turns hand + table into
the largest new table it can find:

- before the initial meld: the largest set of groups from the hand (an exact
  search with a node budget), at least 7 cards (and two groups in the solitaire);
- after it: new groups from the hand, cards added to any group, a duplicate
  that splits a long group in two, table cards that can be spared (an end of a
  long group) borrowed for a new group, a Neutral on the table swapped for the
  card it stands for and laid again elsewhere.

Normal takes discards only when the deepest card taken is laid at once; it
discards the card that fits least (no neighbours in the hand, its kind already
doubled, one the next player seems to collect), never a Neutral if avoidable.
Easy plays only the engine's simple plays, misses some and discards at random.
Every plan is checked with `view.check_play` before it is played.

Hard (`hard_agent()`, `HardRummidrezAgent`) uses the placement solver of
`game.ai.rummidrez_solver`, which rebuilds the whole table with as many hand cards
as fit, for its plays, its choice between the stock and the discard pile, and its
first meld; in the solitaire too.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.budget import Budget
from game.ai.rummidrez_solver import neighbours, solve, solve_table, split_for_solitaire
from game.engine import Action
from game.engine.rummidrez import (
    COLOURS,
    FIG,
    FIGURES,
    KEY,
    NUM,
    Discard,
    Draw,
    Play,
    RummidrezView,
    TakeDiscards,
    arrange_group,
    encode_table,
    group_slots,
)

Group = list[int]


def _valid(g: Sequence[int]) -> bool:
    return group_slots(g) is not None


def _all_windows() -> tuple[tuple[int, ...], ...]:
    """Every run of card kinds (engine KEYs) that can form a group, longest first."""
    out: list[tuple[int, ...]] = []
    for f in range(FIGURES):
        for lo in range(1, COLOURS + 1):
            for hi in range(lo + 2, COLOURS + 1):
                out.append(tuple(f * COLOURS + v - 1 for v in range(lo, hi + 1)))
    for n in range(1, COLOURS + 1):
        for lo in range(FIGURES):
            for hi in range(lo + 2, FIGURES):
                out.append(tuple(v * COLOURS + n - 1 for v in range(lo, hi + 1)))
    out.sort(key=lambda w: -len(w))
    return tuple(out)


WINDOWS = _all_windows()
WINDOWS3 = tuple(w for w in WINDOWS if len(w) == 3)
WINDOWS_OF: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(w for w in WINDOWS if k in w) for k in range(FIGURES * COLOURS))
WINDOWS3_OF: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(w for w in WINDOWS3 if k in w) for k in range(FIGURES * COLOURS))
PACK_BUDGET = 1500  # search nodes for one packing


# ---------------------------------------------------------------- groups from a set of cards

def pack(cards: Sequence[int], budget: int = PACK_BUDGET, weights: dict[int, int] | None = None,
         work: Budget | None = None) -> list[Group]:
    """A heaviest set of disjoint groups made from `cards` (each card weighs 1 unless `weights`
    says otherwise): a branch and bound over the cards in order, exact within the node budget
    (and within what is left of `work`, which the nodes searched are taken from)."""
    if work is not None:
        budget = max(1, min(budget, work.work))
    def weight(c: int) -> int:
        return weights.get(c, 1) if weights else 1

    by_key: dict[int, list[int]] = {}
    neutrals: list[int] = []
    for c in cards:
        k = KEY[c]
        if k < 0:
            neutrals.append(c)
        else:
            by_key.setdefault(k, []).append(c)
    for v in by_key.values():
        v.sort(key=lambda c: -weight(c))  # the heaviest copy is laid first
    neutrals.sort(key=lambda c: -weight(c))
    nn = len(neutrals)
    kinds = sorted(by_key)
    wins = {k: [w for w in WINDOWS_OF[k] if all(x in by_key for x in (w[0], w[-1]))
                and sum(1 for x in w[1:-1] if x not in by_key) <= nn] for k in kinds}
    used = dict.fromkeys(kinds, 0)
    skipped = dict.fromkeys(kinds, 0)
    n_used = [0]
    chosen: list[tuple[int, ...]] = []  # the groups laid so far (card ids)
    best: list[list[tuple[int, ...]]] = [[]]
    best_total = [0]
    nodes = [budget]
    rest = [sum(weight(c) for c in cards)]  # weight of every card not yet laid or left out

    def lay(w: tuple[int, ...]) -> tuple[int, ...] | None:
        """Lay window `w`: real cards where available, Neutral cards in the gaps (None if it cannot)."""
        if used[w[0]] + skipped[w[0]] >= len(by_key[w[0]]) or used[w[-1]] + skipped[w[-1]] >= len(by_key[w[-1]]):
            return None
        need = sum(1 for x in w[1:-1] if x not in by_key or used[x] + skipped[x] >= len(by_key[x]))
        if need > nn - n_used[0]:
            return None
        group = []
        for x in w:
            if x in by_key and used[x] + skipped[x] < len(by_key[x]):
                group.append(by_key[x][used[x]])
                used[x] += 1
            else:
                group.append(neutrals[n_used[0]])
                n_used[0] += 1
        return tuple(group)

    def dfs(i: int, total: int) -> None:
        nodes[0] -= 1
        if nodes[0] < 0:
            return
        while i < len(kinds) and used[kinds[i]] + skipped[kinds[i]] >= len(by_key[kinds[i]]):
            i += 1
        if total > best_total[0]:
            best_total[0] = total
            best[0] = chosen[:]
        if i >= len(kinds) or total + rest[0] <= best_total[0]:
            return
        k = kinds[i]
        for w in wins[k]:
            snapshot = (dict(used), n_used[0])
            group = lay(w)
            if group is None:
                continue
            gain = sum(weight(c) for c in group)
            chosen.append(group)
            rest[0] -= gain
            dfs(i, total + gain)
            rest[0] += gain
            chosen.pop()
            used.update(snapshot[0])
            n_used[0] = snapshot[1]
            if nodes[0] < 0:
                return
        # Or leave this card (its lightest copy) out of every group.
        light = by_key[k][len(by_key[k]) - 1 - skipped[k]]
        skipped[k] += 1
        rest[0] -= weight(light)
        dfs(i, total)
        rest[0] += weight(light)
        skipped[k] -= 1

    dfs(0, 0)
    if work is not None:
        work.spend(budget - max(0, nodes[0]))
    return [list(g) for g in best[0]]


# ---------------------------------------------------------------- the planner

class Plan:
    """A new table and the hand cards it lays."""

    __slots__ = ("groups", "placed")

    def __init__(self, groups: list[Group], placed: list[int]) -> None:
        self.groups = groups
        self.placed = placed

    @property
    def table(self) -> tuple[int, ...]:
        return encode_table(self.groups)


def plan_play(hand: Sequence[int], table: Sequence[Sequence[int]], melded: bool, initial_turn: bool,
              solitaire: bool, work: Budget | None = None) -> Plan | None:
    """The largest play the planner finds, or None when it finds none. With `work`, the
    planner's steps are taken from it, and it stops looking further when it is spent."""
    base = [list(g) for g in table]
    if not melded:
        groups = pack(hand, work=work)
        if solitaire and len(groups) == 1 and len(groups[0]) >= 6:
            g = groups[0]
            cut = 3 if FIG[g[2]] >= 0 and FIG[g[3]] >= 0 else (4 if FIG[g[3]] >= 0 and len(g) >= 7 else 0)
            if cut and _valid(g[:cut]) and _valid(g[cut:]):
                groups = [g[:cut], g[cut:]]
        total = sum(len(g) for g in groups)
        if total < 7 or (solitaire and len(groups) < 2):
            return None
        return Plan(base + groups, [c for g in groups for c in g])
    if initial_turn:
        groups = pack(hand, work=work)
        if not groups:
            return None
        return Plan(base + groups, [c for g in groups for c in g])
    best: Plan | None = None
    for order in (0, 1):
        if order and work is not None and work.out_of_work:
            break
        p = _rearrange(hand, base, order, work)
        if p is not None and (best is None or len(p.placed) > len(best.placed)):
            best = p
    return best


def _rearrange(hand: Sequence[int], table: list[Group], order: int, work: Budget | None = None) -> Plan | None:
    groups = [g[:] for g in table]
    left = list(hand)
    for _ in range(12):
        before = len(left)
        if order == 0:
            _new_groups(groups, left, work)
            _extend(groups, left)
        else:
            _extend(groups, left)
            _new_groups(groups, left, work)
        _split_duplicates(groups, left)
        _borrow(groups, left)
        _swap_neutrals(groups, left)
        _extend_with_neutral(groups, left)
        if work is not None:  # each hand card was tried on each group (about): the steps besides packing
            work.spend(before * (len(groups) + 1))
        if len(left) == before or (work is not None and work.out_of_work):
            break
    placed = [c for c in hand if c not in set(left)]
    if not placed:
        return None
    return Plan(groups, placed)


def _new_groups(groups: list[Group], left: list[int], work: Budget | None = None) -> None:
    for g in pack(left, work=work):
        groups.append(g)
        for c in g:
            left.remove(c)


def _extend(groups: list[Group], left: list[int]) -> None:
    """Add single real cards from the hand to groups (re-ordering the group as needed)."""
    changed = True
    while changed:
        changed = False
        for c in list(left):
            if FIG[c] < 0:
                continue
            for i, g in enumerate(groups):
                if len(g) >= 9:
                    continue
                arranged = arrange_group(g + [c])
                if arranged is not None:
                    groups[i] = list(arranged)
                    left.remove(c)
                    changed = True
                    break


def _extend_with_neutral(groups: list[Group], left: list[int]) -> None:
    """A Neutral and a real card from the hand added together to a group."""
    for n in [c for c in left if FIG[c] < 0]:
        done = False
        for c in list(left):
            if FIG[c] < 0:
                continue
            for i, g in enumerate(groups):
                arranged = arrange_group(g + [n, c])
                if arranged is not None:
                    groups[i] = list(arranged)
                    left.remove(c)
                    left.remove(n)
                    done = True
                    break
            if done:
                break


def _split_duplicates(groups: list[Group], left: list[int]) -> None:
    """A second copy of a card in the middle of a long group splits it in two."""
    for c in list(left):
        k = KEY[c]
        if k < 0:
            continue
        for i, g in enumerate(groups):
            if len(g) < 5:
                continue
            for p in range(2, len(g) - 2):
                if KEY[g[p]] == k:
                    a, b = g[:p + 1], [c] + g[p + 1:]
                    if _valid(a) and _valid(b):
                        groups[i] = a
                        groups.append(b)
                        left.remove(c)
                        break
            else:
                continue
            break


def _spare_cards(groups: list[Group]) -> dict[int, list[tuple[int, int]]]:
    """Table cards that can be taken out leaving valid groups: kind -> [(group, position)]."""
    out: dict[int, list[tuple[int, int]]] = {}
    for gi, g in enumerate(groups):
        n = len(g)
        for p, c in enumerate(g):
            k = KEY[c]
            if k < 0:
                continue
            if p in (0, n - 1):
                rest = g[1:] if p == 0 else g[:-1]
                ok = n >= 4 and _valid(rest)
            else:
                ok = p >= 3 and n - p - 1 >= 3 and _valid(g[:p]) and _valid(g[p + 1:])
            if ok:
                out.setdefault(k, []).append((gi, p))
    return out


def _take_out(groups: list[Group], gi: int, p: int) -> None:
    g = groups[gi]
    if p in (0, len(g) - 1):
        del g[p]
    else:
        groups[gi] = g[:p]
        groups.append(g[p + 1:])


def _borrow(groups: list[Group], left: list[int]) -> None:
    """New groups of three made of hand cards and table cards the table can spare."""
    progress = True
    while progress:
        progress = False
        for c in list(left):
            k = KEY[c]
            if k < 0:
                continue
            spare = _spare_cards(groups)
            for w in WINDOWS3_OF[k]:
                picks: list[tuple[str, int, int]] = []
                hand_used = {c}
                groups_used: set[int] = set()
                for other in w:
                    if other == k:
                        continue
                    mine = next((x for x in left if KEY[x] == other and x not in hand_used), None)
                    if mine is not None:
                        hand_used.add(mine)
                        picks.append(("hand", mine, 0))
                        continue
                    source = next(((gi, p) for gi, p in spare.get(other, ()) if gi not in groups_used), None)
                    if source is None:
                        break
                    groups_used.add(source[0])
                    picks.append(("table", source[0], source[1]))
                else:
                    trial = [g[:] for g in groups]
                    new = [c]
                    # Take table cards out from the highest position first (positions stay right).
                    for kind, a, b in sorted(picks, key=lambda t: (t[0] != "table", -t[2])):
                        if kind == "hand":
                            new.append(a)
                        else:
                            new.append(trial[a][b])
                            _take_out(trial, a, b)
                    arranged = arrange_group(new)
                    if arranged is None or not all(_valid(g) for g in trial if g):
                        continue
                    groups[:] = [g for g in trial if g] + [list(arranged)]
                    for x in hand_used:
                        left.remove(x)
                    progress = True
                    break
            if progress:
                break


def _swap_neutrals(groups: list[Group], left: list[int]) -> None:
    """Swap a Neutral on the table for the card it stands for, then lay that Neutral again."""
    for gi in range(len(groups)):
        g = groups[gi]
        slots = group_slots(g)
        if slots is None:
            continue
        for p, c in enumerate(g):
            if FIG[c] >= 0:
                continue
            mine = next((x for x in left if KEY[x] == slots[p]), None)
            if mine is None:
                continue
            trial = [h[:] for h in groups]
            trial[gi][p] = mine
            rest = [x for x in left if x != mine]
            # Lay the freed Neutral: with two hand cards as a new group, or with one on a group.
            placed = None
            for j, h in enumerate(trial):
                for y in rest:
                    if FIG[y] < 0:
                        continue
                    arranged = arrange_group(h + [c, y])
                    if arranged is not None:
                        trial[j] = list(arranged)
                        placed = [y]
                        break
                if placed is not None:
                    break
            if placed is None:
                new = [g2 for g2 in pack(rest + [c]) if c in g2]
                if new:
                    trial.append(new[0])
                    placed = [x for x in new[0] if x != c]
            if placed is None:
                continue
            groups[:] = trial
            left.remove(mine)
            for y in placed:
                left.remove(y)
            return


# ---------------------------------------------------------------- what to keep

def keep_value(card: int, hand: Sequence[int], view: RummidrezView, unseen_kinds: dict[int, int]) -> float:
    """How much `card` is worth keeping: its chances to join a group, and not feeding the next player."""
    k = KEY[card]
    if k < 0:
        return 1000.0
    held: dict[int, int] = {}
    for c in hand:
        if c != card and KEY[c] >= 0:
            held[KEY[c]] = held.get(KEY[c], 0) + 1
    value = 0.0
    for w in WINDOWS3_OF[k]:
        score = 1.0
        for other in w:
            if other == k:
                continue
            if held.get(other):
                score *= 1.0
            else:
                score *= 0.18 * unseen_kinds.get(other, 0)
        value += score
    if held.get(k):
        value *= 0.4  # a second copy of a kind already held is rarely needed
    # Does the next player seem to collect cards like this one (public cards taken from the pile)?
    n = len(view.hand_counts)
    nxt = (view.seat + 1) % n
    if nxt != view.seat:
        for c in view.known[nxt]:
            kc = KEY[c]
            if kc >= 0 and (FIG[c] == FIG[card] and abs(NUM[c] - NUM[card]) <= 2
                            or NUM[c] == NUM[card] and abs(FIG[c] - FIG[card]) <= 2):
                value += 0.8
    # Cards the next player could lay on the table at once are a gift.
    if view.melded[nxt]:
        for g in view.table:
            if len(g) < 9 and arrange_group(tuple(g) + (card,)) is not None:
                value += 0.6
                break
    return value


def unseen_kind_counts(view: RummidrezView) -> dict[int, int]:
    counts: dict[int, int] = {}
    for c in view.unseen_cards():
        k = KEY[c]
        if k >= 0:
            counts[k] = counts.get(k, 0) + 1
    for s, cards in enumerate(view.known):
        if s != view.seat:
            for c in cards:  # held by an opponent: not coming to us soon
                k = KEY[c]
                if k >= 0:
                    counts[k] = counts.get(k, 0)
    return counts


def choose_discard(view: RummidrezView, rng: random.Random) -> int:
    hand = view.hand
    unseen = unseen_kind_counts(view)
    best, best_value = hand[0], float("inf")
    for c in hand:
        v = keep_value(c, hand, view, unseen) + rng.random() * 1e-3
        if v < best_value:
            best, best_value = c, v
    return best


# ---------------------------------------------------------------- the agent

# The normal player's planner steps (packing nodes, cards tried on groups) for one decision
# to take discards: at most about 45 ms on the reference machine, whatever the hand (a hand
# of 14 needs a few thousand; 20 to 26 cards up to about 40,000).
TAKE_WORK = 15_000


class RummidrezAgent:
    MAX_TAKE = 8  # deepest discard the normal player considers taking

    def __init__(self, level: str = "normal") -> None:
        self.level = level

    def choose(self, view: RummidrezView, rng: random.Random, budget: float) -> Action:
        if view.solitaire:
            return self.solitaire(view, rng)
        if self.level == "easy":
            return self.easy(view, rng)
        if view.phase == "take":
            return self.take(view)
        me = view.seat
        plan = plan_play(view.hand, view.table, view.melded[me], view.initial_turn, False)
        if plan is not None and view.check_play(plan.table) is None:
            return Play(plan.table)
        plays = [a for a in view.legal_actions() if isinstance(a, Play)]
        if plays:  # the planner missed what the engine's simple search found
            return max(plays, key=lambda a: _placed_count(a, view))
        return Discard(choose_discard(view, rng))

    def take(self, view: RummidrezView) -> Action:
        """The top k discards when the deepest of them is laid at once and they lay more than
        they cost; else the stock. The planner's steps for the whole decision are bounded
        (TAKE_WORK), so a hand of 26 cards decides as quickly as the table needs."""
        me = view.seat
        melded = view.melded[me]
        work = Budget(TAKE_WORK)
        now = plan_play(view.hand, view.table, melded, False, False, work)
        base = len(now.placed) if now is not None else 0
        best: Action = Draw()
        best_score = 0.5
        for k in range(1, min(len(view.discard), self.MAX_TAKE) + 1):
            taken = view.discard[-k:]
            if not could_lay(taken[0], view.hand + taken, view.table if melded else ()):
                continue  # no group could ever hold the deepest card: not worth planning
            if work.out_of_work:
                break
            plan = plan_play(view.hand + taken, view.table, melded, False, False, work)
            if plan is None or taken[0] not in plan.placed:
                continue
            used = sum(1 for c in taken if c in plan.placed)
            gain = len(plan.placed) - base
            score = used + 0.3 * gain - 0.7 * (k - used)
            if score > best_score:
                best, best_score = TakeDiscards(k), score
        return best

    def solitaire(self, view: RummidrezView, rng: random.Random) -> Action:
        if self.level == "easy" and rng.random() < 0.2:
            return Draw()
        plan = plan_play(view.hand, view.table, view.melded[0], False, True)
        if plan is not None and view.check_play(plan.table) is None:
            return Play(plan.table)
        plays = [a for a in view.legal_actions() if isinstance(a, Play)]
        if plays:
            return max(plays, key=lambda a: _placed_count(a, view))
        return Draw()

    def easy(self, view: RummidrezView, rng: random.Random) -> Action:
        actions = view.legal_actions()
        if view.phase == "take":
            if rng.random() < 0.15:
                return TakeDiscards(1)
            return Draw()
        plays = [a for a in actions if isinstance(a, Play)]
        if plays and rng.random() < 0.7:
            if rng.random() < 0.5:
                return max(plays, key=lambda a: _placed_count(a, view))
            return rng.choice(plays)
        hand = [c for c in view.hand if FIG[c] >= 0] or list(view.hand)
        if rng.random() < 0.5:
            return Discard(choose_discard(view, rng))
        return Discard(rng.choice(hand))


def could_lay(card: int, cards: Sequence[int], table: Sequence[Sequence[int]]) -> bool:
    """Whether some group could hold `card` with `cards` and the table's cards (a quick test
    before planning: the ends of a group are real cards, the gaps may be Neutrals)."""
    k = KEY[card]
    if k < 0:
        return True
    held = {KEY[c] for c in cards if KEY[c] >= 0}
    held.update(KEY[c] for g in table for c in g if KEY[c] >= 0)
    neutrals = sum(1 for c in cards if KEY[c] < 0)
    for w in WINDOWS_OF[k]:
        if w[0] in held and w[-1] in held and sum(1 for x in w[1:-1] if x not in held) <= neutrals:
            return True
    return False


def _placed_count(action: Play, view: RummidrezView) -> int:
    on_table = sum(len(g) for g in view.table)
    return sum(1 for x in action.table if x >= 0) - on_table


# ---------------------------------------------------------------- the hard level

# The solver's work (states and moves tried, see rummidrez_solver) a second of thinking buys.
# The reference machine (this project's 2-core development box) does about 1.8 million a second,
# 0.6-1.1 million on the largest tables, so a hard decision (1 s) takes about 0.3-0.6 s of CPU.
STATES_PER_SECOND = 600_000
HARD_MAX_TAKE = 8  # deepest discard the hard player considers taking
DISCARD_STATES = 3000  # the solver's states for finding the groups of the hand to keep
NEUTRAL_WEIGHT = 0.9  # a Neutral laid counts a little less than a real card: keep it if either will do
AWKWARD_BONUS = 0.05  # laying a card with no partner in the hand counts a little more


class HardRummidrezAgent:
    """The hard level: the placement solver (`rummidrez_solver.solve`) rebuilds the whole
    table with as many hand cards as it can hold, splitting, joining and moving groups.

    - take: the top k discards when the solver then sheds more (net of the cards taken)
      than it expects to after a stock card; before the initial meld, cards that complete
      the meld or join groups in the hand;
    - meld: the solver's table (before the initial meld: the largest groups from the hand,
      at least 7 cards, the table untouched);
    - discard: the card least useful for future groups, never a Neutral if avoidable.

    It reads the View only and keeps the normal player's plan when the solver finds no larger
    one within its budget of states (the same position gets the same plan on any machine)."""

    def __init__(self, states_per_second: float = STATES_PER_SECOND) -> None:
        self.states_per_second = states_per_second
        self.level = "hard"

    # ------------------------------------------------------------ planning

    def best_plan(self, hand: Sequence[int], table: Sequence[Sequence[int]], melded: bool,
                  initial_turn: bool, solitaire: bool, budget: Budget) -> Plan | None:
        """The largest play the solver (or, when it finds less, the normal planner) finds."""
        fallback = plan_play(hand, table, melded, initial_turn, solitaire)
        base = [list(g) for g in table]
        if not melded or initial_turn:
            sol = solve([], hand, weights=_weights(hand), budget=budget)
            if sol is None or not sol.groups:
                return fallback
            groups = sol.groups
            if not melded:
                if solitaire:
                    groups = split_for_solitaire(groups) or []
                if len(sol.placed) < 7 or not groups:
                    return fallback
            if fallback is not None and len(fallback.placed) > len(sol.placed):
                return fallback
            return Plan(base + groups, list(sol.placed))
        weights = _weights(hand)
        low = _plan_weight(fallback, weights) if fallback is not None else 0.0
        sol = solve_table(table, hand, weights=weights, budget=budget, lower_bound=low)
        if sol is None:
            return fallback
        return Plan(sol.groups, list(sol.placed))

    def shed(self, hand: Sequence[int], view: RummidrezView, budget: Budget) -> float:
        """How many of `hand`'s cards the seat could lay now (after taking them)."""
        me = view.seat
        plan = self.best_plan(hand, view.table, view.melded[me], False, view.solitaire, budget)
        return _plan_weight(plan) if plan is not None else 0.0

    # ------------------------------------------------------------ deciding

    def choose(self, view: RummidrezView, rng: random.Random, budget: float) -> Action:
        work = Budget.of(budget, self.states_per_second)
        me = view.seat
        if view.solitaire:
            plan = self.best_plan(view.hand, view.table, view.melded[0], False, True, work)
            if plan is not None and view.check_play(plan.table) is None:
                return Play(plan.table)
            return Draw()
        if view.phase == "take":
            return self.take(view, work)
        plan = self.best_plan(view.hand, view.table, view.melded[me], view.initial_turn, False, work)
        if plan is not None and plan.placed:
            if view.check_play(plan.table) is None:
                return Play(plan.table)
            # Never expected (the solver checks its groups): fall back on the normal planner.
            plan = plan_play(view.hand, view.table, view.melded[me], view.initial_turn, False)
            if plan is not None and view.check_play(plan.table) is None:
                return Play(plan.table)
        return Discard(self.discard(view, rng))

    def take(self, view: RummidrezView, budget: Budget) -> Action:
        me = view.seat
        hand = list(view.hand)
        melded = view.melded[me]
        depth = min(len(view.discard), HARD_MAX_TAKE)
        shares = budget.split(depth + 1)  # the hand as it is, and with each top k of the pile
        now = self.shed(hand, view, shares[0])
        if melded:
            # What a stock card is worth on average: the share of unseen cards that fit.
            expect = now + self._draw_gain(view, hand)
        else:
            expect = now
        best: Action = Draw()
        best_score = expect - 1.0 + 0.25  # drawing keeps the hand hidden: a small edge
        draw_score = best_score
        pre_groups = None if melded else _grouped(hand, shares[0])
        for k in range(1, depth + 1):
            if budget.past_ceiling:
                break
            taken = list(view.discard[-k:])
            after = self.shed(hand + taken, view, shares[k])
            score = after - k
            if not melded and after == 0.0 and pre_groups is not None:
                # No meld yet either way: cards that all join groups in the hand still help.
                grouped = _grouped(hand + taken, shares[k])
                if grouped is not None and grouped - pre_groups >= k + (k > 1):
                    score = draw_score + 0.1 + 0.5 * (grouped - pre_groups - k)
            if score > best_score:
                best, best_score = TakeDiscards(k), score
        return best

    def _draw_gain(self, view: RummidrezView, hand: list[int]) -> float:
        """The chance that a card from the stock can be laid at once (a quick estimate)."""
        unseen = view.unseen_cards()
        if not unseen:
            return 0.0
        fits = 0
        groups = [tuple(g) for g in view.table]
        held: dict[int, int] = {}
        for c in hand:
            if KEY[c] >= 0:
                held[KEY[c]] = held.get(KEY[c], 0) + 1
        for u in unseen:
            k = KEY[u]
            if k < 0:
                fits += 1
                continue
            if any(len(g) < 9 and arrange_group(g + (u,)) is not None for g in groups):
                fits += 1
                continue
            if any(all(x == k or held.get(x) for x in w) for w in WINDOWS3_OF[k]):
                fits += 1
        return fits / len(unseen)

    def discard(self, view: RummidrezView, rng: random.Random) -> int:
        hand = view.hand
        unseen = unseen_kind_counts(view)
        reals = [c for c in hand if FIG[c] >= 0] or list(hand)
        keep = set()
        if not view.melded[view.seat]:
            # Cards in the best groups of the hand are the meld being built: keep them.
            sol = solve([], hand, weights=_weights(hand), budget=Budget(DISCARD_STATES))
            if sol is not None and len(sol.placed) < len(hand):
                keep = set(sol.placed)
        best, best_value = reals[0], float("inf")
        for c in reals:
            v = keep_value(c, hand, view, unseen) + (5.0 if c in keep else 0.0)
            v += _table_value(c, view) + rng.random() * 1e-3
            if v < best_value:
                best, best_value = c, v
        return best


def _weights(hand: Sequence[int]) -> dict[int, float]:
    """What laying each hand card is worth to the solver: 1, plus a little for an awkward card
    (no other hand card near it in its row or column: it would hardly ever make a group of its
    own), less for a Neutral. The extras never add up to a whole card in a hand of 14."""
    held: dict[int, int] = {}
    for c in hand:
        if KEY[c] >= 0:
            held[KEY[c]] = held.get(KEY[c], 0) + 1
    weights = {}
    for c in hand:
        if FIG[c] < 0:
            weights[c] = NEUTRAL_WEIGHT
        else:
            partners = sum(held.get(k, 0) for k in neighbours(c))
            weights[c] = 1.0 + AWKWARD_BONUS / (1 + partners)
    return weights


def _plan_weight(plan: Plan | None, weights: dict[int, float] | None = None) -> float:
    if plan is None:
        return 0.0
    if weights is not None:
        return sum(weights.get(c, 1.0) for c in plan.placed)
    return sum(NEUTRAL_WEIGHT if FIG[c] < 0 else 1.0 for c in plan.placed)


def _grouped(hand: Sequence[int], budget: Budget) -> int | None:
    """How many hand cards the largest set of groups from the hand holds."""
    sol = solve([], hand, budget=budget)
    return 0 if sol is None else len(sol.placed)


def _table_value(card: int, view: RummidrezView) -> float:
    """A card one step from fitting on the table (a gap a stock card could fill) is worth keeping."""
    if not view.melded[view.seat]:
        return 0.0
    value = 0.0
    for g in view.table:
        slots = group_slots(g)
        if slots is None:
            continue
        for near in (slots[0], slots[-1]):
            if near in neighbours(card):
                value += 0.3
    return min(value, 0.9)


def hard_agent() -> HardRummidrezAgent:
    return HardRummidrezAgent()
