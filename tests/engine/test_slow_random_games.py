"""Slow tier: 10,000 random games of every engine variant, every invariant checked after every action.

Run with `python3 -m pytest -m slow tests/engine` (.ci/run does). A variant is a combination of
the options that change the rules; every variant plays GAMES_PER_VARIANT games, and the settings
that only choose who plays (player counts, team layouts, who starts) and the win target are cycled
by the game's seed within it, so each of their values plays an equal share:

- classic Sequence (4 variants): the jack rule (eyes / colours: which four jacks are wild) times
  the table draw rule (off / on: a DRAW phase, and a card lost by ending the turn without
  drawing). Within each, the ten team layouts (2/2 teams, 3/3, 4/2, 6/2, 6/3, 8/2, 9/3, 10/2,
  12/2, 12/3), "sequences to win" (standard, 1, 2, 3) and "who starts" (cut / dealer's left)
  cycle: each layout plays 1,000 games of every variant, each of the 80 combinations 125.
- Sequence for kids (1 variant; it has no rule options): 2, 3 and 4 players cycle.
- Rummidrez (3 variants): the solitaire; matches to 14/28/42 points; timed matches. Matches
  cycle 2, 3 and 4 players. The engine does not know the minutes (the program sends TimeUp), so
  a timed game sends TimeUp after a seeded random number of actions (0 to 399) and plays on to
  the end of that round; the minutes option itself changes nothing in the rules.
- Figuras (1 variant; it has no rule options): 2 to 8 players cycle.

Until 2026-12 the player counts and team layouts were variants of their own (37 variants,
370,000 games): on a CI machine of 2 slow cores that alone took over 5,000 s of the 5,400 s CI
allows, so they are cycled now (93,000 games).

Each game is seeded (game seed = play seed = its number) and reproducible; a failure prints the
variant, the seed and the call that repeats the game alone (`replay(VARIANTS[game][i], seed)`, run
from tests/engine). After every action the game's checker in invariants.py runs: cards (and chips)
conserved, whose turn it is, legal actions present until the end and none after, scores only
growing, the outcome consistent with the final state. Dearer checks run at intervals: the state's
to_dict -> JSON -> from_dict round trip (a few hundred microseconds, as much as ten actions) every
ROUND_TRIP_EVERY actions and at every game's end, an action's dict round trip every 25 actions.

Random players choose uniformly among the legal actions, except in Rummidrez, where a uniform
choice takes most of a long discard pile every turn and hands never empty: there the random player
draws from the stock half the time it takes cards, and picks one of the listed plays (when there is
one) 80% of the time. Every game must end within MAX_ACTIONS. (Rummidrez rounds where nobody could
meld used to cycle the same cards through stock and discard pile for ever, 1.5% of random matches;
the rules now end a round when its stock would be rebuilt a fourth time, and none is left over.)

The work is split into chunks of 250 games over a process pool of both cores. Cost measured on a
machine of 2 slow cores (AMD EPYC at 2 GHz, 2026-12-02, 93,000 games), in CPU seconds of the
workers: Sequence 625, Sequence for kids 82, Rummidrez 1,874 (the matches alone 1,088), Figuras
308: 2,889 CPU seconds, 1,454 s (24 minutes) of wall time. Rummidrez games that hit MAX_ACTIONS:
1.3% to 1.7% of the matches, 0.5% to 0.7% of the timed ones before the rebuild limit; none since.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import time
import traceback
from dataclasses import dataclass, field
from typing import Any

import pytest

from game.engine import core
from game.engine import rummidrez as rz
from game.engine import sequence as sq
from tests.engine.invariants import CHECKERS, action_round_trip, round_trip

GAMES_PER_VARIANT = int(os.environ.get("SLOW_GAMES", "10000"))  # fewer only to try the tier out
ROUND_TRIP_EVERY = 100
MAX_ACTIONS = 5_000  # finished games: Sequence up to ~300 actions, Figuras ~700, Rummidrez matches ~2,500
CHUNK = 250


@dataclass(frozen=True)
class Variant:
    game: str
    name: str
    options: dict[str, Any] = field(default_factory=dict)
    # Settings cycled by the game's seed within the variant: each entry is a tuple of option
    # dicts, the first entry varying fastest, so that every combination plays equally often.
    cycled: tuple[tuple[dict[str, Any], ...], ...] = ()
    timed: bool = False  # Rummidrez: send TimeUp during the game

    def config(self, seed: int) -> Any:
        options = dict(self.options)
        stride = 1
        for choices in self.cycled:
            options.update(choices[seed // stride % len(choices)])
            stride *= len(choices)
        return core.GAMES[self.game].default_config(**options)


def _each(option: str, values: tuple[Any, ...]) -> tuple[dict[str, Any], ...]:
    return tuple({option: value} for value in values)


# Classic Sequence's ten team layouts: the player count sets the hand size, the teams who plays
# with whom.
SEQUENCE_LAYOUTS = tuple({"players": players, "teams": teams}
                         for players, options in sq.TEAM_OPTIONS.items() for teams in options)


def _variants() -> dict[str, list[Variant]]:
    seq = [
        Variant("sequence", f"sequence-{jacks}-jacks-{'tabledraw' if draw else 'autodraw'}",
                {"jack_rule": jacks, "table_draw": draw},
                cycled=(SEQUENCE_LAYOUTS, _each("sequences_to_win", (0, 1, 2, 3)),
                        _each("first_player", ("cut", "dealer_left"))))
        for jacks in ("eyes", "colours") for draw in (False, True)
    ]
    kids = [Variant("sequence_kids", "kids", cycled=(_each("players", (2, 3, 4)),))]
    rummi = [Variant("rummidrez", "rummidrez-solitaire", {"players": 1}),
             Variant("rummidrez", "rummidrez-match", cycled=(_each("players", (2, 3, 4)),)),
             Variant("rummidrez", "rummidrez-timed", {"time_limit": 30},
                     cycled=(_each("players", (2, 3, 4)),), timed=True)]
    fig = [Variant("figuras", "figuras", cycled=(_each("players", tuple(range(2, 9))),))]
    return {"sequence": seq, "sequence_kids": kids, "rummidrez": rummi, "figuras": fig}


VARIANTS = _variants()


def _choose(variant: Variant, state: Any, legal: list[core.Action], rng: random.Random) -> core.Action:
    if variant.game != "rummidrez":
        return rng.choice(legal)
    if state.phase == rz.PHASE_TAKE and not state.solitaire and rng.random() < 0.5:
        return rz.DRAW
    plays = [a for a in legal if type(a) is rz.Play]
    if plays and rng.random() < 0.8:
        return rng.choice(plays)
    return rng.choice(legal)


def replay(variant: Variant, seed: int) -> tuple[int, bool]:
    """Play game `seed` of `variant` with every check; (actions played, whether it ended)."""
    info = core.GAMES[variant.game]
    state = info.new_game(variant.config(seed), seed)
    rng = random.Random(seed)
    checker = CHECKERS[variant.game](state)
    legal = state.legal_actions()
    time_up_at = rng.randrange(400) if variant.timed else -1
    for step in range(MAX_ACTIONS):
        if state.is_over:
            break
        if step == time_up_at:
            state.apply(rz.TimeUp())
            assert state.time_up and not state.is_over and state.legal_actions() == legal
        action = _choose(variant, state, legal, rng)  # one of `legal` (DRAW is listed when taking)
        seat = state.current_player
        events = state.apply(action)
        legal = state.legal_actions()
        checker.after(state, seat, action, events, legal)
        if step % 25 == 0:
            action_round_trip(variant.game, action)
        if step % ROUND_TRIP_EVERY == 0:
            round_trip(variant.game, state)
    round_trip(variant.game, state)
    return step + 1, state.is_over


def _play_chunk(job: tuple[str, int, int, int]) -> tuple[str, int, int, list[int], float, str | None]:
    """Games first..last-1 of one variant: (variant, games, actions, unfinished seeds, CPU seconds, failure)."""
    game, index, first, last = job
    variant = VARIANTS[game][index]
    actions, unfinished = 0, []
    cpu = time.process_time()
    for seed in range(first, last):
        try:
            played, ended = replay(variant, seed)
        except Exception:  # reported with its seed; the test fails on it
            return variant.name, seed - first, actions, unfinished, 0.0, (
                f"{variant.name}, seed {seed}: replay(VARIANTS[{game!r}][{index}], {seed})\n"
                f"{traceback.format_exc()}")
        actions += played
        if not ended:
            unfinished.append(seed)
    return variant.name, last - first, actions, unfinished, time.process_time() - cpu, None


def _run(game: str) -> dict[str, list]:
    jobs = [(game, index, first, min(first + CHUNK, GAMES_PER_VARIANT))
            for index in range(len(VARIANTS[game])) for first in range(0, GAMES_PER_VARIANT, CHUNK)]
    jobs.sort(key=lambda job: job[1] % 2)  # mix cheap and dear variants across the two workers
    totals: dict[str, list] = {v.name: [0, 0, [], 0.0] for v in VARIANTS[game]}
    with multiprocessing.get_context("fork").Pool(min(2, os.cpu_count() or 1)) as pool:
        for name, games, actions, unfinished, cpu, failure in pool.imap_unordered(_play_chunk, jobs):
            assert failure is None, failure
            totals[name][0] += games
            totals[name][1] += actions
            totals[name][2] += unfinished
            totals[name][3] += cpu
    return totals


@pytest.mark.slow
@pytest.mark.parametrize("game", list(VARIANTS))
def test_ten_thousand_random_games_per_variant_keep_every_invariant(game: str) -> None:
    start = time.perf_counter()
    totals = _run(game)
    seconds = time.perf_counter() - start
    cpu = sum(t[3] for t in totals.values())
    print(f"\n{game}: {len(totals)} variants in {seconds:.0f} s ({cpu:.0f} CPU seconds in the workers)")
    for name, (games, actions, unfinished, cpu) in totals.items():
        note = f", {len(unfinished)} stopped after {MAX_ACTIONS} actions (seeds {unfinished[:5]})" if unfinished else ""
        print(f"  {name}: {games} games, {actions} actions, {cpu:.1f} CPU s{note}")
    for name, (games, _actions, unfinished, _cpu) in totals.items():
        assert games == GAMES_PER_VARIANT, name
        assert not unfinished, f"{name}: seeds {unfinished[:10]} did not end"
