"""The registry of games (game.games): one entry per game, whose parts all exist and fit together."""

from __future__ import annotations

import random

import pytest

from game import stats
from game.engine import GAMES
from game.engine import figuras as F
from game.games import ENTRIES, GAME_IDS, IncompleteInstall, checked_entries, entry
from game.match import Seat


def test_every_engine_game_has_one_entry_in_menu_order():
    assert sorted(GAME_IDS) == sorted(GAMES) and len(set(GAME_IDS)) == len(GAME_IDS)
    assert checked_entries() == ENTRIES
    assert [e.id for e in ENTRIES] == list(GAME_IDS)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_entrys_parts_load_and_fit_its_game(game_id):
    from game.ai import agent_for
    from game.ui.table import TableScene

    e = entry(game_id)
    assert e.info is GAMES[game_id] and e.rules_text.strip()
    assert issubclass(e.scene, TableScene)
    counts = e.info.allowed_player_counts()
    assert e.demo_players in counts and e.picture_players in counts
    state = e.info.new_game(e.info.default_config(players=e.demo_players), 1)
    view = state.view(state.current_player)
    action = agent_for(game_id, "easy").choose(view, random.Random(1), 0.05)
    assert action in view.legal_actions()
    assert isinstance(e.explain(view, action, ["Ana", "Bo", "Cy", "Di"]), str)


def test_a_missing_table_is_one_sentence(monkeypatch):
    import game.games as games

    broken = games.GameEntry("figuras", table="game.ui.no_such_table:Nothing", agent="", explainer="",
                             demo_players=4, picture_players=4)
    monkeypatch.setattr(games, "ENTRIES", (*ENTRIES[:-1], broken))
    with pytest.raises(IncompleteInstall, match="the table of figuras"):
        games.checked_entries()


def test_figuras_counts_each_humans_closest_approach_at_a_rounds_end():
    seats = [Seat("Ana"), Seat("Bo", computer=True), Seat("Cy")]
    ended = F.RoundEnded(round=2, closer=1, scores=(38, 0, 5), totals=(112, 40, 99), hands=((), (), ()),
                         eliminated=(0,), exact=(), out=(0,))
    recorded = entry("figuras").count_round(ended, seats)
    assert recorded is not None and not recorded.failed
    assert stats.load()[0].closest == {"Cy": 99}, "over 111 never counts, computers never"
    assert entry("figuras").count_round(F.Reshuffled(count=9), seats) is None
    assert entry("sequence").count_round(ended, seats) is None, "a game without the hook counts nothing"
