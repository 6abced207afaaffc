"""Round and match ends a player can read: the round summary shows every seat's cards left, points
and total as the engine counted them; the standings rank the players (ties share a rank); and in
every language, with the most players a game allows and long names, no two texts of either panel
overlap and nothing is drawn outside it."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from game.ai import agent_for
from game.engine.figuras import RoundEnded as FigurasEnded
from game.engine.rummidrez import RoundEnded as RummidrezEnded
from game.games import entry
from game.i18n import LANGUAGES
from game.match import Match, Seat
from game.ui import theme
from game.ui.figuras.round_end import RoundSummary as FigurasSummary
from game.ui.rummidrez.dialogs import RoundSummary as RummidrezSummary
from game.ui.standings import Standing, StandingsDialog, standings
from tests.ui.helpers import put_up

LONG_NAMES = ("Wolfeschlegelsteinhausenb", "Computer 2", "سارة عبد الرحمن الطويلة جدا", "Väinämöinen Ilmarinen Joukah",
              "WWWWWWWWWWWWWWWWWWWWWWWW", "Computer 6", "Quattrocchi-Longobardi Z", "Computer 8")


def table_at_a_round_end(app, game_id: str, seed: int = 3):
    """A table of `game_id` with its most players (long names), played by computers until a round
    ends: (the scene, the round's end as the engine told it)."""
    ui = entry(game_id)
    n = ui.info.max_players
    seats = [Seat(LONG_NAMES[0])] + [Seat(name, computer=True) for name in LONG_NAMES[1:n]]
    match = Match(ui.info, ui.info.default_config(players=n), seats, seed)
    scene = put_up(app, match, pause=None)
    agent, rng = agent_for(game_id, "easy"), random.Random(seed)
    for _ in range(5000):
        ended = [e for e in match.apply(agent.choose(match.turn_view(), rng, 0.05))
                 if isinstance(e, (RummidrezEnded, FigurasEnded))]
        if ended:
            return scene, ended[0]
    raise AssertionError("no round ended")


def draw(app, dialog) -> None:
    app.push(dialog)
    app.step(1 / 60, [])


def overlaps(rects: list[tuple[str, pygame.Rect]]) -> list[tuple[str, str]]:
    return [(a, b) for i, (a, ra) in enumerate(rects) for b, rb in rects[i + 1:] if ra.colliderect(rb)]


# ---------------------------------------------------------------- what the summary says

@pytest.mark.parametrize("game_id", ["rummidrez", "figuras"])
def test_the_summary_shows_every_seats_cards_left_and_points_as_the_engine_counted(app, game_id):
    scene, ended = table_at_a_round_end(app, game_id)
    if game_id == "rummidrez":
        summary = RummidrezSummary(app, scene, ended, False, [tuple(g) for g in scene.match.state.table])
    else:
        summary = FigurasSummary(app, scene, ended, False)
    draw(app, summary)
    drawn = [value for value, _rect in summary.texts]
    counts = ended.hand_counts if game_id == "rummidrez" else [len(h) for h in ended.hands]
    assert [line.seat for line in summary.lines] == list(range(entry(game_id).info.max_players))
    for line in summary.lines:
        s = line.seat
        out = game_id == "figuras" and s in set(ended.out) - set(ended.eliminated)
        assert line.cards_left == (None if out else counts[s]) and line.total == ended.totals[s]
        if game_id == "rummidrez":
            assert line.points == (f"+{ended.scores[s]}" if ended.scores[s] else "0")
        elif not out and s != ended.closer:
            assert line.points == f"+{ended.scores[s]}"
        assert ("—" if line.cards_left is None else str(line.cards_left)) in drawn
        assert str(line.total) in drawn and line.points in drawn
    if game_id == "figuras":
        assert all(line.cards == tuple(ended.hands[line.seat]) for line in summary.lines if line.cards_left), \
            "the cards left are laid open, as they are counted"


def test_a_void_rummidrez_round_says_why_and_nobody_scores(app):
    scene, ended = table_at_a_round_end(app, "rummidrez")
    n = len(scene.match.seats)
    nobody = dataclasses.replace(ended, winner=None, reason="stock", scores=(0,) * n)
    summary = RummidrezSummary(app, scene, nobody, False, [])
    draw(app, summary)
    assert summary.title == "Round 1: the stock ran out" and "no cards to make a new stock" in summary.subtitle
    assert all(line.points == "0" and not line.tag for line in summary.lines)
    assert "empty" in [value for value, _rect in summary.texts], "an empty table is said, not left blank"


# ---------------------------------------------------------------- the standings

def test_standings_order_and_shared_ranks():
    totals = [12, 40, 40, 7, 52]
    table = standings(totals, [0, 1, 2, 0, 3], key=lambda s: -totals[s])
    assert [(row.rank, row.seat, row.points) for row in table] == [(1, 4, 52), (2, 1, 40), (2, 2, 40), (4, 0, 12),
                                                                   (5, 3, 7)]
    assert [row.rounds_won for row in table] == [3, 1, 2, 0, 0]
    everyone_equal = standings([5, 5, 5], [0, 0, 0], key=lambda s: 0)
    assert [row.rank for row in everyone_equal] == [1, 1, 1] and [row.seat for row in everyone_equal] == [0, 1, 2]


def test_figuras_standings_put_the_winner_first_then_those_still_in_then_the_last_out_first(app):
    scene, ended = table_at_a_round_end(app, "figuras")
    state = scene.match.state
    totals = list(state.totals)
    table = scene.final_standings()
    winners = set(state.winners)
    assert {row.seat for row in table[:len(winners)]} == winners or not winners
    assert sorted(row.seat for row in table) == list(range(len(totals)))
    assert [row.points for row in table] == [totals[row.seat] for row in table]
    assert sum(row.rounds_won for row in table) == 1, "one round was played and closed by its closer"
    assert next(row for row in table if row.seat == ended.closer).rounds_won == 1


# ---------------------------------------------------------------- fitting the window

def rummidrez_summary(app) -> RummidrezSummary:
    scene, ended = table_at_a_round_end(app, "rummidrez")
    long_table = [tuple(range(i * 13, i * 13 + 3 + i % 11)) for i in range(8)]  # a full table: long groups
    won = dataclasses.replace(ended, winner=1, scores=(0, 33, 0, 0), totals=(12, 45, 7, 3))
    return RummidrezSummary(app, scene, won, False, long_table)


def figuras_summary(app) -> FigurasSummary:
    scene, ended = table_at_a_round_end(app, "figuras")
    hands = [tuple(range(3, 3 + k)) for k in (4, 0, 7, 25, 1, 3, 2, 0)]
    exact = dataclasses.replace(ended, closer=1, scores=(14, 0, 9, 31, 2, 6, 4, 0),
                                totals=(111, 64, 40, 103, 20, 50, 99, 105), hands=hands, eliminated=(3,), exact=(0,),
                                out=(3, 7))
    return FigurasSummary(app, scene, exact, False)


def assert_fits(app, dialog, what: str) -> None:
    screen = pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT)
    assert screen.contains(dialog.panel), what
    heads = getattr(dialog, "heads", [])
    assert not overlaps(heads), f"{what}: headings overlap"
    texts = heads + dialog.texts
    assert not overlaps(texts), f"{what}: texts overlap: {overlaps(texts)[:3]}"
    inside = dialog.panel.inflate(-8, -8)
    assert all(inside.contains(rect) for _value, rect in texts), f"{what}: a text outside its panel"
    buttons = [w.rect for w in dialog.widgets]
    assert not any(b.colliderect(rect) for b in buttons for _value, rect in texts), f"{what}: a text under a button"


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large text (1024x600)"])
def test_summaries_and_standings_fit_in_every_language_with_the_most_players(app, large):
    app.set_large_text(large)  # on by itself on a 1024x600 screen
    for language, _name in LANGUAGES:
        app.set_language(language)
        for game_id, make in (("rummidrez", rummidrez_summary), ("figuras", figuras_summary)):
            summary = make(app)
            scene = summary.scene
            draw(app, summary)
            assert_fits(app, summary, f"{game_id} summary in {language}")
            app.pop()
            n = len(scene.match.seats)
            table = [Standing(1 if s < 2 else s + 1, s, 100 - s, s % 3) for s in range(n)]
            standing = StandingsDialog(app, scene, "A title", "A line under it.", table)
            draw(app, standing)
            assert_fits(app, standing, f"{game_id} standings in {language}")
            app.pop()


def test_the_summary_and_standings_close_by_keyboard(app):
    scene, ended = table_at_a_round_end(app, "figuras")
    summary = FigurasSummary(app, scene, ended, False)
    draw(app, summary)
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    assert app.scene is not summary, "Enter presses Next round"
    table = scene.final_standings()
    standing = StandingsDialog(app, scene, "A title", "", table)
    draw(app, standing)
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")])
    assert standing not in app.scenes, "Esc leaves for the menu"
