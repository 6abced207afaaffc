"""The Figuras computer player: always legal, blind to what its seat cannot see, sensible, the
same on any machine, and better than chance."""

from __future__ import annotations

import random

import pytest

from game.ai import agent_for
from game.ai.figuras_ai import FigurasAgent, FigurasSearch, choices_likelihood, evaluate, match_odds
from game.engine import figuras as F
from game.engine.figuras import ChooseColour, ChoosePlayer, Draw, GiveCard, Play, TakePenalty
from tests.ai.clocks import decisions_on_other_machines
from tests.figuras_positions import KEYS, card, position

R, Y, G, B = F.RED, F.YELLOW, F.GREEN, F.BLUE


def decide(state: F.FigurasState, level: str = "normal", seed: int = 0):
    seat = state.current_player
    return agent_for("figuras", level).choose(state.view(seat), random.Random(seed), 0.2)


def states_in_play(count: int, seed: int = 0) -> list[F.FigurasState]:
    """States met in play between computer players: every player count, every kind of decision."""
    rng = random.Random(seed)
    agents = [agent_for("figuras", "normal"), agent_for("figuras", "easy"), agent_for("figuras", "random")]
    found: list[F.FigurasState] = []
    game = 0
    while len(found) < count:
        state = F.new_game(F.FigurasConfig(players=2 + game % 7), seed + game)
        game += 1
        for _ in range(rng.randrange(20, 400)):
            if state.is_over:
                break
            if rng.random() < 0.15 or state.phase_name != "play":
                found.append(state.clone())
            seat = state.current_player
            state.apply(agents[seat % 3].choose(state.view(seat), rng, 0.2))
    return found[:count]


# ---------------------------------------------------------------- always legal

@pytest.mark.parametrize("level", ["normal", "easy"])
def test_always_legal(level):
    agent = agent_for("figuras", level)
    phases = set()
    for i, state in enumerate(states_in_play(400, seed=int(level == "easy"))):
        seat = state.current_player
        phases.add(state.phase_name)
        action = agent.choose(state.view(seat), random.Random(i), 0.2)
        assert action in state.legal_actions(), (state.phase_name, action)
        state.apply(action)  # and the engine takes it
    assert phases == {"play", "colour", "gift", "thief", "bridge", "mirror"}, "every kind of decision was met"


def test_whole_matches_between_computer_players_finish():
    for seed in range(6):
        state = F.new_game(F.FigurasConfig(players=3 + seed % 6), seed)
        agents = [agent_for("figuras", "normal"), agent_for("figuras", "easy")]
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.current_player
            state.apply(agents[seat % 2].choose(state.view(seat), rng, 0.2))
        assert state.outcome().winners


# ---------------------------------------------------------------- hidden information

def redeal_hidden(state: F.FigurasState, seat: int, rng: random.Random) -> F.FigurasState:
    """The same position as `seat` sees it, with the other hands and the stock dealt differently."""
    other = state.clone()
    hidden = [c for s in range(other.n) if s != seat for c in other.hands[s]] + other.stock
    rng.shuffle(hidden)
    for s in range(other.n):
        if s != seat:
            size = len(other.hands[s])
            other.hands[s], hidden = hidden[:size], hidden[size:]
    other.stock = hidden
    return other


@pytest.mark.parametrize("level", ["normal", "easy"])
def test_decision_ignores_hidden_information(level):
    agent = agent_for("figuras", level)
    shuffle = random.Random(5)
    for i, state in enumerate(states_in_play(250, seed=3)):
        seat = state.current_player
        other = redeal_hidden(state, seat, shuffle)
        assert other.view(seat).hand == state.view(seat).hand
        if any(other.hands[s] != state.hands[s] for s in range(state.n) if s != seat) or other.stock != state.stock:
            first = agent.choose(state.view(seat), random.Random(i), 0.2)
            second = agent.choose(other.view(seat), random.Random(i), 0.2)
            assert first == second, (state.phase_name, first, second)


# ---------------------------------------------------------------- sensible play

def test_plays_three_identical_figures_together():
    tri = [card(Y, F.TRIANGLE), card(R, F.TRIANGLE), card(B, F.TRIANGLE)]
    state = position([[*tri, card(G, F.STAR3)], [card(G, F.STAR5), card(G, F.PENTAGON)]], [card(Y, F.STAR5)])
    action = decide(state)
    assert isinstance(action, Play) and sorted(action.cards) == sorted(tri)
    assert action.cards[0] == card(Y, F.TRIANGLE), "the first card laid must match the top card"


def test_sheds_high_points_first():
    state = position([[card(Y, F.STAR3), card(Y, F.DECAGON), card(B, F.PENTAGON)],
                      [card(G, F.STAR5), card(G, F.PENTAGON), card(R, F.STAR3)]], [card(Y, F.STAR5)])
    assert decide(state) == Play((card(Y, F.DECAGON),))


def test_keeps_the_key_while_something_else_fits():
    state = position([[KEYS[0], card(Y, F.STAR3), card(B, F.PENTAGON)],
                      [card(G, F.STAR5), card(G, F.PENTAGON), card(R, F.STAR3)]], [card(Y, F.STAR5)])
    assert decide(state) == Play((card(Y, F.STAR3),))
    # Nothing else fits: the Key is played rather than drawing.
    state = position([[KEYS[0], card(B, F.PENTAGON)], [card(G, F.STAR5), card(G, F.PENTAGON)]], [card(Y, F.STAR5)])
    assert decide(state) == Play((KEYS[0],))


def test_goes_out_with_the_last_card():
    state = position([[KEYS[0]], [card(G, F.STAR5), card(G, F.PENTAGON)]], [card(Y, F.STAR5)])
    assert decide(state) == Play((KEYS[0],))


def test_answers_a_mirror_with_a_mirror():
    state = position([[card(R, F.STAR3), card(B, F.MIRROR)], [card(G, F.STAR5)], [card(R, F.STAR5)]],
                     [card(Y, F.PENTAGON), card(G, F.MIRROR)], phase=F.PHASE_MIRROR, mirrors=1)
    assert decide(state) == Play((card(B, F.MIRROR),))
    state = position([[card(R, F.STAR3)], [card(G, F.STAR5)], [card(R, F.STAR5)]],
                     [card(Y, F.PENTAGON), card(G, F.MIRROR)], phase=F.PHASE_MIRROR, mirrors=1)
    assert decide(state) == TakePenalty()


def test_chooses_the_colour_it_holds_most_of():
    state = position([[card(B, F.STAR3), card(B, F.DECAGON), card(R, F.STAR5)], [card(G, F.STAR5)]],
                     [card(Y, F.PENTAGON), KEYS[0]], phase=F.PHASE_COLOUR, colour=F.NO_COLOUR)
    assert decide(state) == ChooseColour(B)


def test_gift_burdens_the_player_closest_to_going_out():
    hand = [card(R, F.STAR3), card(B, F.DECAGON), KEYS[0], card(G, F.MIRROR)]
    state = position([hand, [card(G, F.STAR5)] * 1, [card(R, F.STAR5), card(R, F.TRIANGLE), card(Y, F.STAR3)]],
                     [card(Y, F.PENTAGON), card(G, F.GIFT)], phase=F.PHASE_GIFT)
    assert decide(state) == GiveCard(card(B, F.DECAGON), 1), "the heaviest ordinary card, never the Key"


def test_thief_targets_the_player_closest_to_going_out():
    state = position([[card(R, F.STAR3)], [card(G, F.STAR5), card(G, F.TRIANGLE), card(G, F.STAR3)],
                      [card(R, F.STAR5)], [card(B, F.STAR5), card(B, F.STAR3)]],
                     [card(Y, F.PENTAGON), card(G, F.THIEF)], phase=F.PHASE_THIEF)
    assert decide(state) == ChoosePlayer(2)


def test_package_and_mirror_when_the_next_player_is_about_to_go_out():
    # Seat 0 plays; the next player (seat 1, counter-clockwise) holds one card.
    package, star = card(Y, F.PACKAGE), card(Y, F.STAR5)
    state = position([[package, star, card(B, F.TRIANGLE)], [card(G, F.STAR5), card(R, F.STAR3)], [card(R, F.STAR5)]],
                     [card(Y, F.PENTAGON)])
    assert state.next_seat(0) == 2
    assert decide(state) == Play((package,))


def test_draws_only_when_nothing_fits():
    state = position([[card(B, F.PENTAGON)], [card(G, F.STAR5)]], [card(Y, F.STAR5)])
    assert decide(state) == Draw()


def test_easy_makes_visible_mistakes():
    differ = 0
    for i, state in enumerate(states_in_play(150, seed=8)):
        if len(state.legal_actions()) > 1:
            differ += decide(state, "easy", i) != decide(state, "normal", i)
    assert differ >= 20


# ---------------------------------------------------------------- fast and strong enough

def test_the_normal_player_decides_on_a_hand_of_eight_identical_figures():
    # The worst case for the number of moves: eight identical figures (hundreds of ways to lay
    # sets). Its speed is measured by `python -m game.bench` (the hint lines).
    stars = [c.id for c in F.CARDS if c.symbol == F.STAR3][:8]
    state = position([stars, [card(G, F.STAR5)]], [card(Y, F.PENTAGON)])
    action = agent_for("figuras", "normal").choose(state.view(0), random.Random(0), 0.2)
    assert action in state.legal_actions() and len(action.cards) == 4, "the most stars it may lay at once"


def test_normal_beats_a_random_player():
    wins = 0
    for seed in range(60):
        state = F.new_game(F.FigurasConfig(players=2), seed)
        agents = [agent_for("figuras", "normal"), agent_for("figuras", "random")]
        if seed % 2:
            agents.reverse()
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.current_player
            state.apply(agents[seat].choose(state.view(seat), rng, 0.2))
        wins += (seed % 2) in state.outcome().winners
    assert wins >= 36, f"{wins} of 60"


# ---------------------------------------------------------------- the hard level

def searching_hard(worlds: int) -> FigurasSearch:
    """The hard player searching at most `worlds` worlds per decision (with budget 1)."""
    hard = agent_for("figuras", "hard")
    assert isinstance(hard, FigurasSearch)
    hard.worlds_per_second = worlds
    return hard


def test_hard_is_always_legal():
    hard = searching_hard(2)
    phases = set()
    for i, state in enumerate(states_in_play(150, seed=4)):
        seat = state.current_player
        phases.add(state.phase_name)
        action = hard.choose(state.view(seat), random.Random(i), 1.0)
        assert action in state.legal_actions(), (state.phase_name, action)
        state.apply(action)
    assert phases == {"play", "colour", "gift", "thief", "bridge", "mirror"}, "every kind of decision was met"


def test_hard_decision_ignores_hidden_information():
    hard = searching_hard(12)  # enough worlds for the search to overrule its judgement now and then
    shuffle = random.Random(5)
    searched = overruled = 0
    for i, state in enumerate(states_in_play(80, seed=6)):
        seat = state.current_player
        if len(state.legal_actions()) < 2 or state.n > 4:
            continue
        other = redeal_hidden(state, seat, shuffle)
        first = hard.choose(state.view(seat), random.Random(i), 1.0)
        second = hard.choose(other.view(seat), random.Random(i), 1.0)
        assert first == second, (state.phase_name, first, second)
        view = state.view(seat)
        searched += 1
        overruled += first != hard.base.rank(view, view.legal_actions(), random.Random(i))[0]
    assert searched >= 15 and overruled >= 1, (searched, overruled)


def test_hard_decides_alike_on_machines_of_any_speed():
    hard = agent_for("figuras", "hard")
    decided = 0
    for i, state in enumerate(states_in_play(40, seed=9)):
        if len(state.legal_actions()) < 2 or state.n > 3 or decided >= 3:
            continue
        view = state.view(state.current_player)
        first, *others = decisions_on_other_machines(lambda v=view, i=i: hard.choose(v, random.Random(i), 0.2))
        assert first in state.legal_actions() and all(other == first for other in others)
        decided += 1
    assert decided == 3


def test_evaluate_reads_the_match():
    odds = match_odds()[0]
    assert odds[0][0] == pytest.approx(0.5)
    assert odds[40][60] + odds[60][40] == pytest.approx(1.0)
    assert odds[20][60] > odds[40][60] > odds[60][60], "fewer points, better odds"
    # Seat 1 is about to go out; seat 0, at 95, holds 16 points (111: a win) or 10 (105: out).
    other = [card(G, F.STAR5)]
    exact = position([[card(R, F.DECAGON), card(R, F.STAR3), card(Y, F.STAR3)], other], [card(B, F.STAR5)],
                     totals=[95, 50])
    over = position([[card(R, F.DECAGON)], other], [card(B, F.STAR5)], totals=[95, 50])
    assert evaluate(exact, 0) > evaluate(over, 0) + 0.3
    assert evaluate(exact, 0) + evaluate(exact, 1) == pytest.approx(1.0)
    # A match that is over: 1 for the winner, 0 for the loser.
    done = exact.clone()
    done.phase, done.winners = F.PHASE_OVER, [0]
    assert (evaluate(done, 0), evaluate(done, 1)) == (1.0, 0.0)


def test_hard_judgement_does_not_steal_a_last_card():
    # Seat 1 holds one card: a Thief would empty their hand, and the round would close for them.
    thief = card(Y, F.THIEF)
    state = position([[thief, card(Y, F.STAR3), card(B, F.TRIANGLE)], [card(G, F.STAR5)]], [card(Y, F.STAR5)])
    assert decide(state) == Play((thief,)), "the normal player falls for it"
    assert FigurasAgent("hard").choose(state.view(0), random.Random(0), 0.0) == Play((card(Y, F.STAR3),))


def test_hard_judgement_gives_nothing_the_next_player_can_play_at_once():
    # After a green Gift the receiver plays next, on green: a green card would leave their hand at once.
    hand = [card(G, F.DECAGON), card(R, F.PENTAGON), card(B, F.STAR3)]
    state = position([hand, [card(Y, F.STAR5), card(Y, F.TRIANGLE)]], [card(Y, F.PENTAGON), card(G, F.GIFT)],
                     phase=F.PHASE_GIFT)
    assert decide(state) == GiveCard(card(G, F.DECAGON), 1)
    assert FigurasAgent("hard").choose(state.view(0), random.Random(0), 0.0) == GiveCard(card(R, F.PENTAGON), 1)


def test_hard_reads_a_play_as_a_person_would():
    """The other player laid a red 3-star when it could have shed more points: the worlds the hard
    player searches rarely give it a red card worth more, and a world that does is judged less likely."""
    top, laid = card(F.RED, F.STAR5), card(F.RED, F.STAR3)
    heavy = [card(F.RED, F.STAR10, i) for i in range(3)] + [card(F.RED, F.DECAGON, i) for i in range(3)]
    kept = [card(F.YELLOW, F.TRIANGLE), card(F.GREEN, F.TRIANGLE), card(F.BLUE, F.PENTAGON), card(F.YELLOW, F.PENTAGON)]
    state = position([[card(F.BLUE, F.STAR3), card(F.BLUE, F.STAR5)], [laid, *kept]], [top], current=1)
    state.apply(Play((laid,)))
    view = state.view(0)
    explained = view.sample(random.Random(1))
    explained.hands[1] = list(kept)  # nothing else fitted the red 5-star
    unexplained = explained.clone()
    unexplained.hands[1][0] = heavy[0]
    assert choices_likelihood(unexplained, view) < 0.01 * choices_likelihood(explained, view)

    def heavy_share(sample) -> float:
        rng = random.Random(2)
        return sum(any(c in heavy for c in sample(view, rng).hands[1]) for _ in range(300)) / 300

    blind = heavy_share(lambda v, rng: v.sample(rng))
    searched = heavy_share(searching_hard(1).sample)
    assert blind > 0.2 and searched < blind / 3, (blind, searched)
