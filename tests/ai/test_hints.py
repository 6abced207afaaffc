"""Hints: the normal player's move for the seat to act, from its View only, with a translated reason."""

from __future__ import annotations

import random

import pytest

from game import i18n
from game.ai import agent_for
from game.ai.hints import HINT_SEED, hint_for
from game.engine import GAMES
from game.engine.rummidrez import Play as RummiPlay

GAMES_AND_PLAYERS = [("sequence", 2), ("sequence", 3), ("sequence_kids", 3), ("rummidrez", 2), ("rummidrez", 1),
                     ("figuras", 3)]
NAMES = ["Ana", "Bo", "Cy"]


def positions(game_id: str, players: int, count: int):
    """`count` positions of random play (mixed with normal moves, so games get somewhere)."""
    info = GAMES[game_id]
    normal = agent_for(game_id, "normal")
    for seed in range(count):
        state = info.new_game(info.default_config(players=players), seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 90)):
            if state.is_over:
                break
            seat = state.current_player
            action = normal.choose(state.view(seat), rng, 0.2) if rng.random() < 0.5 else \
                rng.choice(state.legal_actions())
            state.apply(action)
        if not state.is_over:
            yield state


def is_legal(state, action) -> bool:
    if isinstance(action, RummiPlay):  # Rummidrez plays cannot all be listed: the engine judges them
        return state.check_play(action.table) is None
    return action in state.legal_actions()


@pytest.mark.parametrize(("game_id", "players"), GAMES_AND_PLAYERS)
def test_hints_are_legal_and_are_the_normal_players_move(game_id, players):
    seen = 0
    for state in positions(game_id, players, 40):
        view = state.view(state.current_player)
        hint = hint_for(game_id, view, NAMES)
        assert is_legal(state, hint.action), (game_id, hint)
        assert hint.action == agent_for(game_id, "normal").choose(view, random.Random(HINT_SEED), 0.2)
        assert hint.reason and "{" not in hint.reason
        before = state.to_dict()
        state.apply(hint.action)  # and the engine takes it
        assert state.to_dict() != before
        seen += 1
    assert seen >= 12  # some games end before their random length


@pytest.mark.parametrize(("game_id", "players"), GAMES_AND_PLAYERS)
def test_hints_come_from_the_view_only(game_id, players):
    """The hidden cards dealt differently (a sample of the same View): the same hint, for the same reason."""
    for state in positions(game_id, players, 15):
        seat = state.current_player
        view = state.view(seat)
        first = hint_for(game_id, view, NAMES)
        for k in range(2):
            other = view.sample(random.Random(100 + k))
            assert other.to_dict() != state.to_dict() or players == 1 or game_id == "rummidrez" and not state.stock
            assert hint_for(game_id, other.view(seat), NAMES) == first


@pytest.mark.parametrize("language", ["es", "fi", "ar"])
@pytest.mark.parametrize(("game_id", "players"), GAMES_AND_PLAYERS)
def test_reasons_are_translated(game_id, players, language):
    for state in positions(game_id, players, 12):
        view = state.view(state.current_player)
        english = hint_for(game_id, view, NAMES).reason
        i18n.set_language(language)
        try:
            translated = hint_for(game_id, view, NAMES).reason
        finally:
            i18n.set_language("en")
        assert translated and translated != english and "{" not in translated, (language, english)
