"""The engine contract every game module keeps (ARCHITECTURE.md, "The engine contract")."""

from __future__ import annotations

import ast
import importlib
import json
import random
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import GAMES, IllegalAction
from game.engine.core import Action, Outcome

ENGINE_DIR = Path(__file__).resolve().parents[2] / "game" / "engine"
ENGINE_MODULES = sorted(p.stem for p in ENGINE_DIR.glob("*.py") if p.stem != "__init__")
GAME_MODULES = [m for m in ("sequence", "sequence_kids", "rummidrez", "figuras") if (ENGINE_DIR / f"{m}.py").exists()]


def test_engine_never_imports_pygame_or_io():
    forbidden = {"pygame", "os", "io", "socket", "threading", "subprocess", "pathlib", "json", "pickle"}
    for path in ENGINE_DIR.glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module.split(".")[0]]
            bad = forbidden.intersection(names)
            assert not bad, f"{path.name} imports {bad}: the engine must stay pure"


def test_sequence_is_registered_with_its_facts():
    info = GAMES["sequence"]
    assert (info.id, info.min_players, info.max_players) == ("sequence", 2, 12)
    assert info.allowed_player_counts() == (2, 3, 4, 6, 8, 9, 10, 12)
    assert info.description


@pytest.mark.parametrize("module_name", GAME_MODULES)
def test_random_play_keeps_the_contract(module_name):
    module = importlib.import_module(f"game.engine.{module_name}")
    info = module.INFO
    config = info.default_config()
    for seed in range(3):
        state = info.new_game(config, seed)
        again = info.new_game(config, seed)
        assert state.to_dict() == again.to_dict(), "same config and seed must give the same game"
        rng = random.Random(seed)
        for _turn in range(400):
            if state.is_over:
                break
            assert state.outcome() is None
            seat = state.current_player
            actions = state.legal_actions()
            assert actions and all(isinstance(a, Action) for a in actions)
            action = rng.choice(actions)
            assert info.action_from_dict(json.loads(json.dumps(action.to_dict()))) == action
            view = state.view(seat)
            assert set(map(repr, view.legal_actions())) == set(map(repr, actions))
            sample = view.sample(random.Random(seed))
            assert sample.current_player == seat
            copy = state.clone()
            events = state.apply(action)
            assert isinstance(events, list)
            snapshot = json.loads(json.dumps(state.to_dict()))
            assert snapshot["version"] == info.rules  # the newest rules, unless asked for older ones
            assert info.state_from_dict(snapshot).to_dict() == state.to_dict()
            assert copy.to_dict() != state.to_dict() or not events
        if state.is_over:
            assert state.current_player is None
            assert isinstance(state.outcome(), Outcome)
            with pytest.raises(IllegalAction):
                state.apply(actions[0])


@pytest.mark.parametrize("module_name", GAME_MODULES)
def test_every_rules_version_plays_and_saves_as_itself(module_name):
    """A saved game replays under the rules it was played with: new_game takes any version up to
    the newest, the state saves it as its "version" and loads back under it; others are refused."""
    info = importlib.import_module(f"game.engine.{module_name}").INFO
    config = info.default_config()
    for rules in range(1, info.rules + 1):
        state = info.new_game(config, 4, rules=rules)
        rng = random.Random(rules)
        for _ in range(60):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        data = json.loads(json.dumps(state.to_dict()))
        assert data["version"] == rules
        assert info.state_from_dict(data).to_dict() == data
    for bad in (0, info.rules + 1, "1", True, None):
        with pytest.raises(ValueError):
            info.new_game(config, 4, rules=bad)


@pytest.mark.parametrize("module_name", GAME_MODULES)
def test_malformed_input_is_refused(module_name):
    info = importlib.import_module(f"game.engine.{module_name}").INFO
    for bad in (None, [], "place", {"type": None}, {"type": ["x"]}, {"type": "no-such-action"}):
        with pytest.raises(IllegalAction):
            info.action_from_dict(bad)
    for bad in (None, [], {}, {"version": 99}, "text"):
        with pytest.raises(ValueError):
            info.state_from_dict(bad)


@cache
def saved_game(module_name: str) -> str:
    """A game of `module_name` some moves in, as JSON text (every field holds something)."""
    info = importlib.import_module(f"game.engine.{module_name}").INFO
    state = info.new_game(info.default_config(players=3), 5)
    rng = random.Random(5)
    for _ in range(20):
        state.apply(rng.choice(state.legal_actions()))
    assert not state.is_over
    return json.dumps(state.to_dict())


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 200) | st.floats(allow_nan=False) | st.text(max_size=3),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=3), children, max_size=3),
    max_leaves=8,
)


@pytest.mark.parametrize("module_name", GAME_MODULES)
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(choice=st.data())
def test_any_damaged_field_is_refused_with_a_sentence(module_name, choice):
    """A field, or an item of a list field, replaced by any JSON value: state_from_dict refuses it
    with a ValueError that says something, or the game loads and saves back to the same thing."""
    info = GAMES[module_name]
    data = json.loads(saved_game(module_name))
    key = choice.draw(st.sampled_from(sorted(data)))
    value = choice.draw(JSON_VALUES)
    if isinstance(data[key], list) and data[key] and choice.draw(st.booleans()):
        data[key][choice.draw(st.integers(0, len(data[key]) - 1))] = value
    else:
        data[key] = value
    try:
        loaded = info.state_from_dict(data)
    except ValueError as exc:
        assert str(exc).endswith(".") and len(str(exc)) > 10
        return
    assert loaded.to_dict() == data


def test_events_carry_their_kind_tag_and_who_did_them():
    """Saves and logs read `e.kind`; `e.seat` is who did it (None for the table's own events)."""
    from game.engine import figuras, rummidrez, sequence

    placed = sequence.Placed(1, card=20, space=34, team=0)
    assert (placed.kind, placed.seat, placed.card, placed.space) == ("place", 1, 20, 34)
    assert sequence.Reshuffled(7).kind == "reshuffle" and sequence.Reshuffled(7).seat is None
    stolen = figuras.Stolen(0, card=5, victim=2)
    assert (stolen.kind, stolen.seat, stolen.victim) == ("steal", 0, 2)
    end = figuras.RoundEnded(3, 1, (4, 0), (50, 12), ((8, 9), ()), (), (), ())
    assert end.kind == "round_end" and end.seat == 1 and end.hands == ((8, 9), ())
    assert rummidrez.Drawn(1, 9, stock_left=30).seat == 1
    assert rummidrez.RoundEnded(2, None, "stock", (0, 0), (3, 1), (5, 6)).seat is None
