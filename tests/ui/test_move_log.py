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
from game.ui.move_log import MoveLogDialog, action_lines, since_last_turn, turns
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


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_private_card_reaches_another_seat_in_a_turns_line(game_id):
    """The log's line for a whole turn (a seat's actions joined into one sentence) is, for every seat
    but the secret's own and for nobody (a hand-off), the same whatever the secret card was."""
    told = describe(game_id)
    rng = random.Random(9)
    names = ["Ana", "Ben"]
    secrets = 0
    for seed in range(3):
        match = random_match(game_id, 200 + seed, actions=200)
        for _first, _seat, actions in turns(match):
            events = [e for action in actions for e in action]
            for i, event in enumerate(events):
                if not event.secret:
                    continue
                secrets += 1
                other = events[:i] + [hide_secrets(event, rng)] + events[i + 1:]
                for viewer in (None, 0, 1):
                    if not event.shown_to(viewer):
                        assert told(events, names, viewer) == told(other, names, viewer), (event, viewer)
    assert secrets, "no card was drawn"


def test_log_is_one_numbered_line_per_turn_and_replays_after_undo(app):
    """One line per turn (a Rummidrez draw and discard together), numbered 1, 2, 3…, oldest first from
    `log_lines` (the dialog turns it round); after undo it is the log of the game as it now is."""
    scene = new_table(app, "rummidrez", 2)
    match = scene.match
    rng = random.Random(3)
    for _ in range(40):
        if match.is_over:
            break
        match.apply(rng.choice(match.state.legal_actions()))
    lines = scene.log_lines(scene.viewer)
    assert [line.index for line in lines] == sorted({line.index for line in lines})
    assert [line.turn for line in lines] == list(range(1, len(lines) + 1))
    told = [i for i, events in enumerate(match.events_after(0)) if scene.describe_move(events, ["A", "B"], 0)]
    assert lines[-1].index <= told[-1] and all(match.actors[i] == lines[-1].seat for i in told if i >= lines[-1].index)
    for line, after in zip(lines, lines[1:], strict=False):  # every action of a turn is its seat's
        assert {match.actors[i] for i in range(line.index, after.index)} == {line.seat}
    assert len(lines) * 2 >= len(told) - 1, "draw and discard share a line"
    if match.can_undo():
        match.undo()
        again = scene.log_lines(scene.viewer)
        fresh = Match.from_dict(match.to_dict())
        assert again == action_lines(fresh, scene.viewer, scene.describe_move)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_own_turns_say_you_and_others_by_name_in_one_sentence(game_id):
    """The seat looking reads its own turns as "You …" and every other seat's by name, each turn one
    sentence naming its seat once ("Ben played 2♥ and drew a card", not "Ben played 2♥. Ben drew …")."""
    pygame.font.init()
    match = random_match(game_id, 21, actions=80)
    names = ["Human 1", "Human 2"]
    for viewer in (0, 1):
        lines = action_lines(match, viewer, describe(game_id))
        assert lines
        for line in lines:
            if line.turn is None:
                continue
            first = line.text.split(". ")[0]
            if line.seat == viewer:
                assert first.startswith("You "), line
                assert names[viewer] not in first, line
            else:
                assert first.startswith(names[line.seat] + " "), line
                assert "You " not in first and first.count(names[line.seat]) == 1, line


def test_a_sequence_turn_is_one_sentence_and_names_the_card_to_its_drawer_only():
    pygame.font.init()
    match = random_match("sequence", 5, actions=6)
    told = describe("sequence")
    events = match.events_after(0)[1]  # Human 2's first turn: a chip and a card drawn
    seat = match.actors[1]
    drawn = next(e for e in events if e.secret)
    mine = told(events, ["Ana", "Ben"], seat)
    theirs = told(events, ["Ana", "Ben"], 1 - seat)
    nobody = told(events, ["Ana", "Ben"], None)
    assert len(mine) == len(theirs) == 1
    assert mine[0].startswith("You played ") and " and drew " in mine[0] and mine[0].endswith(".")
    assert theirs[0].startswith("Ben played ") and theirs[0].endswith(" and drew a card.")
    assert nobody == theirs
    assert not any(str(drawn.card) in t for t in theirs)


@pytest.mark.parametrize("game_id", ["figuras", "rummidrez"])
def test_rounds_are_marked_and_turns_numbered_within_each(app, game_id):
    """A game of rounds: every line knows its round, the numbers start again at 1 in each, and the
    dialog puts a round's marker above its turns (newest first)."""
    config_players = 2
    for seed in range(30):
        match = random_match(game_id, 300 + seed, actions=2000, players=config_players)
        lines = action_lines(match, None, describe(game_id))
        rounds = [line.round for line in lines]
        if len(set(rounds)) > 1:
            break
    else:
        pytest.skip("no random game got past its first round")
    assert rounds == sorted(rounds) and rounds[0] == 1
    for rnd in set(rounds):
        numbers = [line.turn for line in lines if line.round == rnd and line.turn is not None]
        assert numbers == list(range(1, len(numbers) + 1)), rnd
    dialog = MoveLogDialog(app, lines, lambda seat, size: None)
    headings = [(i, row.round) for i, (row, _wrapped) in enumerate(dialog.rows) if row.heading]
    assert [rnd for _i, rnd in headings] == sorted(set(rounds), reverse=True)
    for i, rnd in headings:  # the marker, then that round's turns, newest first
        turns_below = [row for row, _w in dialog.rows[i + 1:] if not row.heading]
        assert turns_below and turns_below[0].round == rnd


def test_l_over_the_cut_opens_the_log_and_l_closes_it(app):
    """Pressing L while the cut dialog is up is not lost: the log opens over it (no moves yet), and L
    or Esc brings the cut back."""
    from game.ui.sequence.cut import CutDialog

    scene = new_table(app, "sequence", 3, humans=2)
    app.step(1 / 60, [])
    cut = app.scene
    assert isinstance(cut, CutDialog)
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l")])
    assert isinstance(app.scene, MoveLogDialog) and app.scenes[-2] is cut
    assert app.scene.rows[0][0].text == "No moves yet."
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l")])
    assert app.scene is cut and scene.match.actions == []


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
    turns = [row for row, _wrapped in log.rows if not row.heading]
    assert turns[0].index > turns[-1].index  # newest first
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
    scene.top_bar.place()
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
    from tests.ui.helpers import hand_over, pass_on, settle

    def until_someone_acts() -> None:
        for _ in range(3000):
            settle(app, scene, keep=(HandoffScene,))
            if scene.handover.passing:
                pass_on(app, scene)  # the one who moved passes the computer on
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
            for first, _actor, actions in turns(match):
                # public (no secret), but to the seat handed to: its own deeds as "you"
                text = " ".join(scene.describe_move([e for a in actions for e in a], names, None, addressed=seat))
                if text and first >= start:
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
