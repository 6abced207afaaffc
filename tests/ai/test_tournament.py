from __future__ import annotations

from game.ai import tournament


def test_wilson_interval_brackets_the_rate():
    low, high = tournament.wilson(60, 100)
    assert low < 0.6 < high
    assert 0.49 < low < 0.51 and 0.69 < high < 0.70


def test_tournament_rotates_seats_and_counts_every_game(capsys):
    summary = tournament.run("sequence", ["normal", "random"], games=6, seed=3, budget=0.1, workers=1)
    rows = summary["levels"]
    assert rows["normal"]["wins"] + rows["random"]["wins"] + summary["draws"] == 6
    assert rows["normal"]["wins"] >= 4
    assert tournament.main(["--game", "sequence", "--seats", "normal,easy", "--games", "2", "--workers", "1"]) == 0
    assert "95% CI" in capsys.readouterr().out
