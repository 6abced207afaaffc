"""The Sequence for kids computer friend: legal, sensible, and blind to what its seat cannot see."""

from __future__ import annotations

import random

from game.ai import agent_for
from game.engine import sequence_kids as sk
from game.engine.sequence_kids import DRAGONS, UNICORNS, Exchange, Place, Remove, new_game
from game.engine.sequence_kids import SequenceKidsConfig as Config
from tests.ai.clocks import decisions_on_other_machines
from tests.sequence_positions import animal
from tests.sequence_positions import kids_position as position


def decide(state, level: str = "normal", seed: int = 0):
    return agent_for("sequence_kids", level).choose(state.view(state.current_player), random.Random(seed), 0.2)


def test_completes_its_own_line():
    # Row 2: tiger 14, turtle 15, bear 16 are ours; the monkey card fills 17 (not its other space 36).
    state = position([animal("cat"), animal("monkey"), animal("dog")], {14: 0, 15: 0, 16: 0, 30: 1, 31: 1})
    assert decide(state) == Place(animal("monkey"), 17)


def test_completes_three_with_a_free_corner():
    # Corner 0 + koala 1 + penguin 2: the turtle card on 3 wins (its other space is 15).
    state = position([animal("cat"), animal("turtle"), animal("dog")], {1: 0, 2: 0, 22: 1, 30: 1})
    assert decide(state) == Place(animal("turtle"), 3)


def test_wins_with_the_unicorn_when_no_card_fits():
    state = position([animal("cat"), UNICORNS[0], animal("dog")], {14: 0, 15: 0, 16: 0, 30: 1})
    action = decide(state)
    assert action == Place(UNICORNS[0], 17)


def test_blocks_a_line_of_three():
    # The other player holds 14, 15, 16; 17 (monkey) is open: block it rather than build elsewhere.
    state = position([animal("cat"), animal("monkey"), animal("dog")], {14: 1, 15: 1, 16: 1, 24: 0})
    assert decide(state) == Place(animal("monkey"), 17)


def test_blocks_a_three_that_uses_a_corner():
    # Corner 35 + monkey 36 + whale 37 held by seat 1: the pig card must go on 38 (its other space is 5).
    state = position([animal("cat"), animal("pig"), animal("dog")], {36: 1, 37: 1, 24: 0})
    assert decide(state) == Place(animal("pig"), 38)


def test_dragon_breaks_a_three_it_cannot_block():
    state = position([animal("cat"), DRAGONS[0], animal("dog")], {14: 1, 15: 1, 16: 1, 24: 0})
    action = decide(state)
    assert isinstance(action, Remove) and action.space in (14, 15, 16)


def test_keeps_the_unicorn_and_the_dragon_for_when_they_matter():
    state = position([UNICORNS[0], animal("cat"), DRAGONS[0]], {20: 1})
    action = decide(state)
    assert isinstance(action, Place) and action.card == animal("cat")


def test_prefers_spaces_that_build_its_own_lines():
    # Lion: 10 (next to our owl 11 and whale 12) or 19 (alone): it builds on 10.
    state = position([animal("frog"), animal("lion"), animal("elephant")], {11: 0, 12: 0, 13: 1, 33: 1})
    assert decide(state) == Place(animal("lion"), 10)


def test_exchanges_a_dead_card():
    state = position([animal("cat"), animal("dog"), animal("fox")], {24: 1, 28: 1, 30: 0})
    assert decide(state) == Exchange(animal("cat"))


def test_easy_is_legal_and_makes_visible_mistakes():
    state = position([animal("cat"), animal("monkey"), animal("dog")], {14: 0, 15: 0, 16: 0, 30: 1, 31: 1})
    choices = [decide(state, "easy", seed) for seed in range(60)]
    legal = state.legal_actions()
    assert all(a in legal for a in choices)
    assert Place(animal("monkey"), 17) in choices, "easy still sees some wins"
    assert any(a != Place(animal("monkey"), 17) for a in choices), "easy must miss some"


def shuffled_hidden(state, seed: int):
    """The same position with every hidden card (other hands, the stock) dealt differently."""
    other = state.clone()
    me = other.current_player
    hidden = [c for s in range(other.players) if s != me for c in other.hands[s]] + other.stock
    random.Random(seed).shuffle(hidden)
    for s in range(other.players):
        if s != me:
            n = len(other.hands[s])
            other.hands[s], hidden = hidden[:n], hidden[n:]
    other.stock = hidden
    return other


def test_decision_ignores_hidden_information():
    for game_seed in range(6):
        state = new_game(Config(players=3), game_seed)
        rng = random.Random(game_seed)
        for _ in range(rng.randrange(0, 12)):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            continue
        me = state.current_player
        first = agent_for("sequence_kids", "normal").choose(state.view(me), random.Random(9), 0.2)
        other = shuffled_hidden(state, game_seed + 100)
        assert other.hands[me] == state.hands[me] and other.hands != state.hands
        second = agent_for("sequence_kids", "normal").choose(other.view(me), random.Random(9), 0.2)
        assert first == second


def play(levels: list[str], seed: int, limit: int = 3000):
    state = new_game(Config(players=len(levels)), seed)
    agents = [agent_for("sequence_kids", level) for level in levels]
    rng = random.Random(seed)
    for _ in range(limit):
        if state.is_over:
            break
        seat = state.current_player
        action = agents[seat].choose(state.view(seat), rng, 0.2)
        assert action in state.legal_actions()
        state.apply(action)
    return state.outcome()


def test_normal_beats_a_random_player():
    # Its speed is measured by `python -m game.bench` (the hint line: a hint is the normal move).
    wins = 0
    for seed in range(40):
        levels = ["normal", "random"] if seed % 2 == 0 else ["random", "normal"]
        wins += levels.index("normal") in play(levels, seed).winners
    assert wins >= 32, f"normal won only {wins} of 40"


def test_four_players_mixed_levels_finish():
    for seed in range(4):
        outcome = play(["normal", "easy", "random", "normal"], seed)
        assert outcome is not None


def test_swaps_a_few_dead_cards_then_plays_on():
    # Every animal card left is dead but the lion's; the friend has just swapped three dead cards.
    chips = {s: (2 * (s // 7) + s % 7) % 4 for s in sk.PLAYABLE_SPACES if sk.LAYOUT[s] not in ("lion", "cat", "fox")}
    dead = [animal("koala"), animal("penguin"), animal("turtle")]
    state = position([animal("zebra"), animal("lion"), animal("pig")], chips, players=4,
                     discards=[dead, [], [], []])
    assert Exchange(animal("zebra")) in state.legal_actions()
    action = decide(state)
    assert isinstance(action, Place) and action.card == animal("lion")
    fresh = position([animal("zebra"), animal("lion"), animal("pig")], chips, players=4)
    assert isinstance(decide(fresh), Exchange), "at the start of a turn it swaps"


def test_a_full_board_without_four_in_a_row_ends_in_a_draw():
    """Four normal friends, seed 132: the board fills up with no four in a row, both Dragons are in
    other hands, and the player to move holds a Unicorn (no empty space) and dead cards. Swapping
    could go on for ever; Pass is offered beside the swaps and a round with no chip moved is a draw."""
    state = new_game(Config(players=4), 132)
    agents = [agent_for("sequence_kids", "normal") for _ in range(4)]
    rng = random.Random(132)
    for _ in range(400):
        if state.is_over:
            break
        seat = state.current_player
        state.apply(agents[seat].choose(state.view(seat), rng, 0.2))
    assert state.is_over or any(not isinstance(a, Exchange) for a in state.legal_actions())


# ---------------------------------------------------------------- the hard level


def test_hard_returns_legal_actions_and_decides_alike_on_machines_of_any_speed():
    hard = agent_for("sequence_kids", "hard")
    for game_seed in range(4):
        state = new_game(Config(players=2 + game_seed % 3), game_seed)
        rng = random.Random(game_seed)
        for _ in range(rng.randrange(0, 14)):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            continue
        view = state.view(state.current_player)
        first, *others = decisions_on_other_machines(lambda v=view: hard.choose(v, random.Random(1), 0.1))
        assert first in state.legal_actions() and all(other == first for other in others)


def test_hard_takes_an_immediate_win():
    # Row 2: tiger 14, turtle 15, bear 16 are ours; the monkey card on 17 wins. The other player
    # holds a three too (29, 30, 31 + 32 open), so only winning now is safe.
    state = position(
        [animal("cat"), animal("monkey"), animal("dog")], {14: 0, 15: 0, 16: 0, 29: 1, 30: 1, 31: 1}
    )
    action = agent_for("sequence_kids", "hard").choose(state.view(0), random.Random(0), 0.05)
    assert action == Place(animal("monkey"), 17)


def test_hard_blocks_a_line_of_three():
    state = position([animal("cat"), animal("monkey"), animal("dog")], {14: 1, 15: 1, 16: 1, 24: 0})
    action = agent_for("sequence_kids", "hard").choose(state.view(0), random.Random(0), 0.05)
    assert action == Place(animal("monkey"), 17)


def test_hard_decision_ignores_hidden_information():
    # The same worlds are sampled from either state (its View is the same): the same move.
    for game_seed in range(6):
        state = new_game(Config(players=2 + game_seed % 2), game_seed)
        rng = random.Random(game_seed)
        for _ in range(rng.randrange(2, 12)):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            continue
        me = state.current_player
        other = shuffled_hidden(state, game_seed + 100)
        assert other.hands[me] == state.hands[me] and other.hands != state.hands
        first = agent_for("sequence_kids", "hard").choose(state.view(me), random.Random(9), 0.05)
        second = agent_for("sequence_kids", "hard").choose(other.view(me), random.Random(9), 0.05)
        assert first == second


def test_evaluate_scores_the_end_and_stays_between_zero_and_one():
    from game.ai.sequence_kids_ai import evaluate

    state = position([animal("cat"), animal("monkey"), animal("dog")], {14: 0, 15: 0, 16: 0, 30: 1, 31: 1})
    assert evaluate(state, 0) == 1.0, "seat 0 to move can win at once"
    assert 0.0 < evaluate(state, 1) < 0.5
    state.apply(Place(animal("monkey"), 17))
    assert state.is_over and evaluate(state, 0) == 1.0 and evaluate(state, 1) == 0.0
