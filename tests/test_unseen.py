"""Dealing afresh what one seat has not seen (game.unseen): nothing it saw changes, the rest does."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.engine import GAMES, figuras, sequence
from game.match import Match, Seat
from game.unseen import hidden_places

GAME_IDS = sorted(GAMES)


def seen_by(state, seat: int) -> dict:
    """The state as `seat` sees it: no stock order, no other hand's cards (their number), no generator."""
    data = state.to_dict()
    data.pop("rng")
    data["stock"] = len(data["stock"])
    data["hands"] = [hand if i == seat else len(hand) for i, hand in enumerate(data["hands"])]
    if "held_known" in data:  # Figuras: what the others know of the hands is theirs
        data["held_known"] = [entry for entry in data["held_known"] if entry[0] == seat]
    return data


def hidden(state, seat: int) -> Counter:
    return Counter(card for _place, cards in hidden_places(state, seat) for card in cards)


def played(game_id: str, seed: int, moves: int, players: int | None = None) -> Match:
    """A game of one person (seat 0) and computers after `moves` random actions (fewer if it ends)."""
    info = GAMES[game_id]
    config = info.default_config() if players is None else info.default_config(players=players)
    seats = [Seat("Anna")] + [Seat(f"Bot {i}", computer=True) for i in range(1, config.players)]
    match = Match(info, config, seats, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        actions = match.state.legal_actions()
        if match.is_over or not actions:
            break
        action = rng.choice(actions)
        trial = match.state.clone()
        trial.apply(action)
        if trial.is_over:
            break
        match.apply(action)
    return match


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_redeal_changes_nothing_the_seat_sees_and_keeps_a_valid_game(game_id):
    info = GAMES[game_id]
    changed = 0
    for seed in range(12):
        match = played(game_id, seed, 5 + 7 * seed)
        state, witness = match.state.clone(), match.witness.copy()
        witness.redeal(state, 99 + seed)
        assert seen_by(state, 0) == seen_by(match.state, 0), "what the seat sees is as it was"
        assert hidden(state, 0) == hidden(match.state, 0), "the same cards are hidden, in places of the same sizes"
        assert info.state_from_dict(state.to_dict()).to_dict() == state.to_dict(), "a state the engine accepts"
        again, witness_again = match.state.clone(), match.witness.copy()
        witness_again.redeal(again, 99 + seed)
        assert again.to_dict() == state.to_dict(), "the same seed deals the same way"
        changed += state.to_dict()["stock"] != match.state.to_dict()["stock"]
        rng = random.Random(seed)
        for _ in range(40):  # and the game plays on from it
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
    assert changed >= 10, "the stock's order is dealt afresh"


def test_rummidrez_cards_taken_from_the_pile_stay_in_the_hand_that_took_them():
    for seed in range(40):
        match = played("rummidrez", seed, 60)
        known = [list(k) for k in match.state.known]
        if not any(known[1:]):
            continue
        for redeal in range(5):
            state, witness = match.state.clone(), match.witness.copy()
            witness.redeal(state, redeal)
            for seat, cards in enumerate(known):
                assert set(cards) <= set(state.hands[seat]) and state.known[seat] == cards
        return
    pytest.fail("no computer took cards from the pile")


def test_figuras_a_card_the_seat_gave_away_stays_with_who_got_it():
    for seed in range(200):
        match = played("figuras", seed, 80, players=3)
        events = [e for events in match.events_after(0) for e in events]
        gifts = [e for e in events if isinstance(e, figuras.Given) and e.seat == 0 and not e.from_stock]
        if not gifts:
            continue
        gift = gifts[-1]
        holder = gift.to
        if gift.card not in match.state.hands[holder]:
            continue  # played since
        for redeal in range(8):
            state, witness = match.state.clone(), match.witness.copy()
            witness.redeal(state, redeal)
            assert gift.card in state.hands[holder], "the seat knows who holds the card it gave"
        return
    pytest.fail("the seat never gave a card that is still held")


def test_sequence_a_rebuilt_stock_holds_only_the_cards_of_the_discard_piles_after_a_redeal():
    for seed in range(30):
        match = played("sequence", seed, 400, players=2)
        told = match.events_after(0)
        rebuilt = [i for i, events in enumerate(told) if any(isinstance(e, sequence.Reshuffled) for e in events)]
        if not rebuilt:
            continue
        # The stock at the rebuild was the discard piles: the seat saw every card of it.
        at = rebuilt[-1] + 1
        before = Match(match.info, match.config, match.seats, match.seed)
        for item in match.actions[:at]:
            before._push(item)
        rebuilt_cards = set(before.state.stock)
        for redeal in range(6):
            state, witness = match.state.clone(), match.witness.copy()
            witness.redeal(state, redeal)
            assert set(state.stock) <= rebuilt_cards, "the stock is made of the cards the seat saw go into it"
        return
    pytest.fail("no Sequence game ran out of stock")


def holds_what_was_seen(state) -> bool:
    """Every `cannot_follow` record is true of the hand it is about."""
    for hand, known in zip(state.hands, state.cannot_follow, strict=True):
        if known is not None:
            top, colour, count = known
            if sum(1 for card in hand if not figuras._fits(card, top, colour)) < count:
                return False
    return True


def test_figuras_a_redeal_keeps_true_what_the_table_saw_a_player_could_not_follow():
    """A player who drew holds that many cards that do not fit: after an undo's redeal too, so the
    computer players' reading of the table stays right (and the record is never false)."""
    kept = broken_before = 0
    for seed in range(60):
        match = played("figuras", seed, 10 + seed % 30, players=2 + seed % 3)
        if not any(known is not None for known in match.state.cannot_follow[1:]):
            continue
        for redeal in range(10):
            state, witness = match.state.clone(), match.witness.copy()
            witness.redeal(state, redeal)
            assert holds_what_was_seen(state), f"seed {seed}, redeal {redeal}"
            assert state.cannot_follow == match.state.cannot_follow and hidden(state, 0) == hidden(match.state, 0)
            kept += 1
            blind, witness = match.state.clone(), match.witness.copy()
            witness.redeal(blind, redeal, keep_seen=False)  # how redeals saved before this dealt
            broken_before += not holds_what_was_seen(blind)
    assert kept >= 100 and broken_before > 0, (kept, broken_before)


def test_a_redeal_saved_before_it_kept_what_was_seen_replays_as_it_was_dealt():
    for seed in range(60):
        match = played("figuras", seed, 10 + seed % 30, players=2 + seed % 3)
        if not any(known is not None for known in match.state.cannot_follow[1:]):
            continue
        old = Match(match.info, match.config, match.seats, match.seed)
        new = Match(match.info, match.config, match.seats, match.seed)
        for item in match.actions:
            old._push(item)
            new._push(item)
        old._push({"type": "redeal", "seat": 0, "seed": 7})
        new._push({"type": "redeal", "seat": 0, "seed": 7, "keeps_seen": True})
        blind, witness = match.state.clone(), match.witness.copy()
        witness.redeal(blind, 7, keep_seen=False)
        assert old.state.to_dict() == blind.to_dict()
        assert holds_what_was_seen(new.state)
        with pytest.raises(ValueError):
            new._push({"type": "redeal", "seat": 0, "seed": 7, "keeps_seen": False})
        if old.state.to_dict() != new.state.to_dict():
            return
    pytest.fail("no redeal where keeping what was seen made a difference")
