"""Statistics: recording results and streaks, draws, the solitaire, Figuras' 111, the file itself."""

from __future__ import annotations

import json
import os

import pytest

from game import stats, storage
from game.engine import Outcome
from game.match import Seat

ANNA, BEN = Seat("Anna"), Seat("Ben")
CPU = Seat("Computer 1", computer=True)


def win(*seats: int) -> Outcome:
    return Outcome(winners=seats, scores=(0, 0))


def test_results_and_streaks_are_counted_for_human_names_only():
    for outcome in (win(0), win(0), win(1), win(0), win(0), win(0)):
        stats.record_game("sequence", [ANNA, CPU], outcome)
    data, notice = stats.load()
    assert notice is None
    anna = data.games["sequence"]["Anna"]
    assert (anna.played, anna.won, anna.lost, anna.streak, anna.best_streak) == (6, 5, 1, 3, 3)
    assert anna.win_rate == pytest.approx(5 / 6)
    assert "Computer 1" not in data.games["sequence"], "computer seats are not recorded"
    stats.record_game("sequence", [ANNA, CPU], win(1))
    anna = stats.load()[0].games["sequence"]["Anna"]
    assert (anna.streak, anna.best_streak, anna.lost) == (0, 3, 2), "a loss ends the streak, the best stays"


def test_two_humans_and_games_are_kept_apart():
    stats.record_game("figuras", [ANNA, BEN, CPU], Outcome(winners=(1,), scores=(30, 0, 50)))
    stats.record_game("sequence_kids", [ANNA, CPU], win(0))
    data = stats.load()[0]
    assert data.games["figuras"]["Anna"].lost == 1 and data.games["figuras"]["Ben"].won == 1
    assert data.games["sequence_kids"]["Anna"].won == 1 and "Ben" not in data.games["sequence_kids"]


def test_a_draw_is_played_but_neither_won_nor_lost_and_ends_a_streak():
    stats.record_game("sequence", [ANNA, CPU], win(0))
    stats.record_game("sequence", [ANNA, CPU], Outcome(winners=(), scores=(1, 1), draw=True))
    anna = stats.load()[0].games["sequence"]["Anna"]
    assert (anna.played, anna.won, anna.lost, anna.drawn, anna.streak, anna.best_streak) == (2, 1, 0, 1, 0, 1)
    # A win shared (Rummidrez: equal best scores) is a draw for those who share it, a loss for the rest.
    stats.record_game("rummidrez", [ANNA, BEN, CPU], Outcome(winners=(0, 2), scores=(14, 3, 14), draw=True))
    data = stats.load()[0].games["rummidrez"]
    assert (data["Anna"].played, data["Anna"].won, data["Anna"].lost) == (1, 0, 0)
    assert data["Ben"].lost == 1


def test_solitaire_best_score_and_history():
    first = stats.record_game("rummidrez", [ANNA], Outcome(winners=(0,), scores=(60,)), date="2025-01-01 10:00")
    assert first.new_best and first.best == 60
    worse = stats.record_game("rummidrez", [ANNA], Outcome(winners=(0,), scores=(70,)), date="2025-01-02 10:00")
    assert not worse.new_best and worse.best == 60
    failed = stats.record_game("rummidrez", [ANNA], Outcome(winners=(), scores=(0,)), date="2025-01-03 10:00")
    assert not failed.new_best
    better = stats.record_game("rummidrez", [ANNA], Outcome(winners=(0,), scores=(52,)))
    assert better.new_best and better.best == 52, "lower is better"
    data = stats.load()[0]
    assert data.solitaire_best == {"Anna": 52}
    assert [(a.score, a.date) for a in data.solitaire_history[:3]] == [
        (60, "2025-01-01 10:00"), (70, "2025-01-02 10:00"), (None, "2025-01-03 10:00")]
    assert "rummidrez" not in data.games, "the solitaire is kept apart from the matches"


def test_figuras_closest_approach_to_111():
    seats = [ANNA, BEN, CPU]
    stats.record_closest([40, 95, 108], seats)
    stats.record_closest([104, 112, 111], seats)  # Ben went past 111: his 95 stays
    stats.record_closest([80, 90, 0], seats)  # lower totals never replace a closer one
    assert stats.load()[0].closest == {"Anna": 104, "Ben": 95}


def test_damaged_file_is_moved_aside_with_a_sentence(data_dir):
    path = stats.stats_path()
    path.write_text('{"format": "game-table-stats", "version": 1, "games": {"sequence": ')
    data, notice = stats.load()
    assert data.is_empty()
    assert notice and notice.endswith(".") and notice.count(".") == 1, "one sentence"
    assert not path.exists() and list(data_dir.glob("stats.damaged-*.json"))
    assert stats.load()[1] is None, "told once"


@pytest.mark.parametrize("change", [
    lambda d: d["games"]["sequence"]["Anna"].update(won=9),  # more wins than games
    lambda d: d["games"]["sequence"]["Anna"].update(streak=-1),
    lambda d: d["games"]["sequence"]["Anna"].update(played="3"),
    lambda d: d.update(version=99),
    lambda d: d["solitaire"]["history"].append({"name": "Anna", "score": "x", "date": ""}),
    lambda d: d["closest"].update(Anna=140),
])
def test_invalid_contents_are_damage(change):
    stats.record_game("sequence", [ANNA, CPU], win(0))
    data = json.loads(stats.stats_path().read_text())
    change(data)
    stats.stats_path().write_text(json.dumps(data))
    loaded, notice = stats.load()
    assert loaded.is_empty() and notice


def test_writes_are_atomic(monkeypatch, data_dir):
    stats.record_game("sequence", [ANNA, CPU], win(0))
    before = stats.stats_path().read_bytes()

    def crash(*args):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", crash)
    result = stats.record_game("sequence", [ANNA, CPU], win(0))
    assert result.failed
    assert stats.stats_path().read_bytes() == before, "the old file is untouched"
    assert not list(data_dir.glob("*.tmp")), "no half-written file is left"


def test_reset_clears_everything():
    stats.record_game("sequence", [ANNA, CPU], win(0))
    stats.record_game("rummidrez", [ANNA], Outcome(winners=(0,), scores=(60,)))
    stats.record_closest([100], [ANNA])
    assert not stats.load()[0].is_empty()
    stats.reset()
    assert stats.stats_path().exists() and stats.load()[0].is_empty()


def test_old_solitaire_best_file_is_folded_in_once(data_dir):
    old = storage.data_dir() / stats.OLD_BEST_FILE
    old.write_text(json.dumps({"version": 1, "best": {"Anna": 58, "Ben": 70}}))
    data, notice = stats.load()
    assert notice is None and data.solitaire_best == {"Anna": 58, "Ben": 70}
    assert not old.exists(), "read once, then put away"
    assert json.loads(stats.stats_path().read_text())["solitaire"]["best"] == {"Anna": 58, "Ben": 70}
    stats.record_game("rummidrez", [ANNA], Outcome(winners=(0,), scores=(61,)))
    assert stats.load()[0].solitaire_best["Anna"] == 58


def test_damaged_old_best_file_is_moved_aside(data_dir):
    old = storage.data_dir() / stats.OLD_BEST_FILE
    old.write_text('{"version": 1, "best": {"Anna": "eleven"')
    data, notice = stats.load()
    assert data.solitaire_best == {} and notice and "damaged" in notice
    assert not old.exists() and list(data_dir.glob("rummidrez_best.damaged-*.json"))


def test_a_default_name_is_one_player_whatever_language_it_was_shown_in(data_dir):
    """"Player 1" is kept in English and shown as "Jugador 1" in Spanish: a game played in each
    language counts for the same player, and an older file's translated default is folded into it."""
    stats.record_game("sequence", [Seat("Player 1"), CPU], win(0))
    stats.record_game("sequence", [Seat("Jugador 1"), CPU], win(0))  # a save from before: shown name kept
    stats.record_game("rummidrez", [Seat("Pelaaja 1")], Outcome(winners=(0,), scores=(60,)), date="2025-01-01 10:00")
    data = stats.load()[0]
    assert list(data.games["sequence"]) == ["Player 1"] and data.games["sequence"]["Player 1"].won == 2
    assert data.solitaire_best == {"Player 1": 60}
    older = data.to_dict()
    older["games"]["sequence"]["اللاعب 1"] = {"played": 5, "won": 4, "lost": 1, "streak": 0, "best_streak": 4}
    older["closest"] = {"Jugador 1": 104, "Player 1": 99}
    (data_dir / stats.STATS_FILE).write_text(json.dumps(older), encoding="utf-8")
    folded = stats.load()[0]
    player = folded.games["sequence"]["Player 1"]
    assert (player.played, player.won, player.lost, player.streak, player.best_streak) == (7, 6, 1, 2, 4)
    assert list(folded.games["sequence"]) == ["Player 1"] and folded.closest == {"Player 1": 104}
