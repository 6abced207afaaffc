"""The move log (game.ui.move_log): every action in one line, newest first, as the seat looking may
read it; a card drawn, given or stolen is named only to the seats it belongs to."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from game.engine import GAMES
from game.games import GAME_IDS, entry
from game.match import Match, Seat
from game.selftest import click
from game.ui.move_log import MoveLogDialog, action_lines, since_last_turn
from tests.ui.helpers import new_table

# Every kind of event a game's log tells (a "turn" or a "deal" in Rummidrez says nothing of its own).
TOLD = {
    "sequence": {"place", "remove", "exchange", "sequence", "draw", "reshuffle", "skip_draw", "pass", "game_over"},
    "sequence_kids": {"place", "remove", "exchange", "draw", "reshuffle", "pass", "game_over"},
    "rummidrez": {"draw", "take_discards", "play", "discard", "reshuffle", "time_up", "round_end", "match_end"},
    "figuras": {"play", "draw", "colour", "give", "steal", "mirror_pile", "door_turn", "turn_up", "deal",
                "reshuffle", "round_end", "match_end"},
}


def random_match(game_id: str, seed: int, actions: int = 300, players: int = 2) -> Match:
    """A match of people only (every seat a human), played with random legal actions."""
    info = GAMES[game_id]
    seats = [Seat(f"Human {i + 1}") for i in range(players)]
    match = Match(info, info.default_config(players=players), seats, seed)
    rng = random.Random(seed)
    while not match.is_over and len(match.actions) < actions:
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def describe(game_id: str):
    return entry(game_id).scene.describe_move


def hide_secrets(event, rng: random.Random):
    """`event` with its secret fields holding other cards: what a seat that may not see them cannot tell apart."""
    changes = {}
    for name in event.secret:
        value = getattr(event, name)
        changes[name] = tuple(rng.randrange(3, 40) for _ in value) if isinstance(value, tuple) else (value + 7) % 40
    return dataclasses.replace(event, **changes)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_event_kind_has_a_line_for_every_viewer(game_id):
    """Each kind the game produces is told in words, to the seats and to nobody (a hand-off)."""
    told = describe(game_id)
    names = ["Ana", "Ben", "Cai"]
    seen: set[str] = set()
    for seed in range(6):
        match = random_match(game_id, seed, players=3 if game_id == "figuras" else 2)
        for events in match.events_after(0):
            for event in events:
                if event.kind not in TOLD[game_id]:
                    continue
                seen.add(event.kind)
                for viewer in (None, 0, 1):
                    lines = told([event], names, viewer)
                    assert lines and all(line.strip() for line in lines), (event, viewer)
                    assert "{" not in " ".join(lines), lines  # every value filled in
    assert seen & TOLD[game_id], "the random games made no event the log tells"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_private_card_reaches_another_seat(game_id):
    """On random games of two humans, a line shown to a seat outside an event's `private_to` (or to
    nobody, while a hand-off hides the table) is the same whatever the secret card was; the seat
    it belongs to is told the card."""
    told = describe(game_id)
    rng = random.Random(5)
    names = ["Ana", "Ben"]
    secrets = 0
    for seed in range(4):
        match = random_match(game_id, 100 + seed)
        for events in match.events_after(0):
            for i, event in enumerate(events):
                if not event.secret:
                    continue
                secrets += 1
                other = events[:i] + [hide_secrets(event, rng)] + events[i + 1:]
                for viewer in (None, 0, 1):
                    if event.shown_to(viewer):
                        continue
                    assert told(events, names, viewer) == told(other, names, viewer), (event, viewer)
                if getattr(event, "count", 1):  # told alone, the card is named to the seat it belongs to
                    owner = event.private_to[0]
                    mine = told([event], names, owner)
                    assert any(mine != told([hide_secrets(event, rng)], names, owner) for _ in range(8)), event
    assert secrets, "no card was drawn"


def test_log_is_newest_first_and_replays_after_undo(app):
    """The log lists every told action newest first; after undo it is the log of the game as it now is."""
    scene = new_table(app, "rummidrez", 2)
    match = scene.match
    rng = random.Random(3)
    for _ in range(40):
        if match.is_over:
            break
        match.apply(rng.choice(match.state.legal_actions()))
    lines = scene.log_lines(scene.viewer)
    assert [line.index for line in lines] == sorted(line.index for line in lines)
    assert lines[-1].index == max(i for i, events in enumerate(match.events_after(0)) if events)
    if match.can_undo():
        match.undo()
        again = scene.log_lines(scene.viewer)
        fresh = Match.from_dict(match.to_dict())
        assert again == action_lines(fresh, scene.viewer, scene.describe_move)


def test_log_opens_scrolls_and_closes_by_keyboard_and_wheel(app):
    scene = new_table(app, "figuras", 4, humans=1)
    match = scene.match
    rng = random.Random(8)
    while len(match.actions) < 120 and not match.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    app.step(1 / 60, [])
    app.replace(scene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l"))
    app.step(1 / 60, pygame.event.get())
    log = app.scene
    assert isinstance(log, MoveLogDialog)
    assert log.most > 0, "120 actions fill more than the panel"
    assert log.rows[0][0].index > log.rows[-1][0].index  # newest first
    events = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="")]
    app.step(1 / 60, events)
    assert log.offset > 0
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="")])
    assert log.offset == log.most
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False)])
    assert 0 < log.offset < log.most
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="")])
    assert log.offset == 0
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="")])
    assert log.offset > 0
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert app.scene is scene
    scene.place_undo_buttons()
    assert scene.moves_button.visible
    click(app, scene.moves_button.rect.center)
    assert isinstance(app.scene, MoveLogDialog)


def test_since_last_turn_starts_after_the_seats_last_action():
    match = random_match("sequence", 4, actions=9)
    seat = match.actors[-1]
    assert since_last_turn(match, seat) == len(match.actions)
    other = 1 - seat
    last = max(i for i, a in enumerate(match.actors) if a == other)
    assert since_last_turn(match, other) == last + 1


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hand_off_recaps_exactly_the_moves_since_the_seats_last_turn(app, game_id):
    """Two people and a computer: the hand-off screen lists, oldest first, every told action after
    the next seat's own last one (the other person's and the computer's), and nothing secret."""
    from game.ui import theme
    from game.ui.dialogs import HandoffScene
    from tests.ui.helpers import hand_over, settle

    def until_someone_acts() -> None:
        for _ in range(3000):
            settle(app, scene, keep=(HandoffScene,))
            if match.is_over or isinstance(app.scene, HandoffScene) or scene.human_to_act() is not None:
                return
            app.step(1 / 60, [])
        raise AssertionError("the computer never finished its turn")

    scene = new_table(app, game_id, 3, humans=2)
    match = scene.match
    rng = random.Random(1)
    checked = 0
    for _ in range(40):
        until_someone_acts()
        if match.is_over:
            break
        if isinstance(app.scene, HandoffScene):
            seat = match.current_seat
            mine = [i for i, actor in enumerate(match.actors) if actor == seat]
            start = mine[-1] + 1 if mine else 0
            names = [theme.short_name(s.shown) for s in match.seats]
            expected = []
            for events in match.events_after(start):
                text = " ".join(scene.describe_move(events, names, None))
                if text:
                    expected.append(text)
            assert app.scene.recap == expected
            assert all(actor != seat for actor in match.actors[start:])
            checked += 1
            hand_over(app, scene)
            continue
        scene.act(rng.choice(match.state.legal_actions()))
    assert checked >= 2, "no hand-off between the two people"


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_moves_button_covers_no_card_and_no_button(app, game_id, language):
    """The Moves button sits clear of the hand (the most cards a hand holds at the deal) and of
    every other button shown, left to right and mirrored."""
    from game import i18n

    i18n.set_language(language)
    try:
        scene = new_table(app, game_id, players=2)
        app.step(1 / 60, [])
        button = scene.moves_button.rect
        assert scene.moves_button.visible
        others = [w.rect for w in scene.widgets
                  if w is not scene.moves_button and getattr(w, "visible", True) and hasattr(w, "rect")]
        assert not [r for r in others if r.colliderect(button)], "the Moves button covers a button"
        if hasattr(scene, "hand_rects"):
            hand = scene.hand_rects(scene.state.view(scene.viewer).hand)
            assert not [r for r in hand if r.colliderect(button)], "the Moves button covers a card of the hand"
    finally:
        i18n.set_language("en")
