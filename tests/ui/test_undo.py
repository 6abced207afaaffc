"""Undo and redo against computer players, through the real table scenes, headless."""

from __future__ import annotations

import random

import pygame
import pytest
from helpers import new_table, settle, until_human

from game.app import App
from game.match import Match
from game.selftest import click, press
from game.ui.menu import MenuScene
from game.ui.table import GameOverDialog, TableScene


def table(app: App, game_id: str, players: int, humans: int = 1, seed: int = 11) -> TableScene:
    """A table put up at once, with whatever it opens with (the cut, a Key's question) closed."""
    scene = new_table(app, game_id, players, humans, seed)
    settle(app, scene)
    return scene


def key(app: App, k: int, mod: int = pygame.KMOD_CTRL) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")])


def human_turn(app: App, scene: TableScene, rng: random.Random) -> None:
    """The human plays a whole turn (every action until someone else is to act)."""
    seat = scene.match.current_seat
    while scene.match.current_seat == seat and not scene.match.is_over:
        settle(app, scene)
        assert scene.act(rng.choice(scene.match.state.legal_actions()))
    settle(app, scene)


def replayed(match: Match) -> dict:
    """The state rebuilt from scratch by the saved-game path: config, seed and the action list."""
    return Match.from_dict(match.to_dict()).state.to_dict()


@pytest.mark.parametrize("game_id, players", [("sequence", 2), ("figuras", 3)])
def test_undo_back_to_the_start_and_redo(app, game_id, players):
    scene = table(app, game_id, players)
    match = scene.match
    rng = random.Random(3)
    until_human(app, scene)
    assert not match.can_undo() and not match.can_redo()
    app.step(1 / 60, [])
    assert scene.undo_button.visible and not scene.undo_button.enabled, "greyed before the first move"
    points = []  # (actions, state) where the human was to act, before each of their turns
    for _turn in range(4):
        points.append((list(match.actions), match.state.to_dict()))
        human_turn(app, scene, rng)
        until_human(app, scene)
        if match.is_over:
            break
    final = (list(match.actions), match.state.to_dict())
    assert len(points) >= 2
    for actions, state in reversed(points):
        assert match.can_undo()
        click(app, scene.undo_button.rect.center)
        assert match.actions == actions and match.state.to_dict() == state
        assert match.state.to_dict() == replayed(match), "the rebuilt state is the replayed one"
        assert scene.human_to_act() is not None and scene.thinking is None
    assert not match.can_undo(), "back at the start"
    app.step(1 / 60, [])
    assert not scene.undo_button.enabled and scene.redo_button.enabled
    for actions, state in points[1:] + [final]:
        click(app, scene.redo_button.rect.center)
        assert match.actions == actions and match.state.to_dict() == state
    assert not match.can_redo()
    # Take one back, then play something else: what was taken back cannot be redone any more.
    click(app, scene.undo_button.rect.center)
    if not match.is_over and scene.human_to_act() is not None:
        human_turn(app, scene, rng)
        assert not match.can_redo()


def test_ctrl_z_ctrl_y_and_ctrl_shift_z(app):
    scene = table(app, "sequence", 2)
    match = scene.match
    rng = random.Random(5)
    until_human(app, scene)
    start = list(match.actions)
    human_turn(app, scene, rng)
    until_human(app, scene)
    after = list(match.actions)
    key(app, pygame.K_z)
    assert match.actions == start and scene.message == "Your last move was taken back."
    key(app, pygame.K_y)
    assert match.actions == after
    key(app, pygame.K_z)
    key(app, pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert match.actions == after
    key(app, pygame.K_z, 0)  # a plain Z is not undo
    assert match.actions == after


def test_undo_is_hidden_with_two_humans(app):
    scene = table(app, "sequence", 3, humans=2)
    match = scene.match
    scene.viewer = match.current_seat
    scene.act(random.Random(1).choice(match.state.legal_actions()))
    settle(app, scene)
    app.step(1 / 60, [])
    settle(app, scene)
    assert not scene.undo_button.visible and not scene.redo_button.visible
    assert not match.can_undo() and match.undo_seat() is None
    actions = list(match.actions)
    key(app, pygame.K_z)
    assert match.actions == actions


def test_a_computer_thinking_during_undo_does_not_play_its_stale_move(app):
    scene = table(app, "sequence", 2)
    match = scene.match
    until_human(app, scene)
    before = list(match.actions)
    human_turn(app, scene, random.Random(2))
    scene.computer_pause = 60.0  # the computer's move waits: it is still "thinking" when undo comes
    app.step(1 / 60, [])
    stale = scene.thinking
    assert stale is not None and match.is_computer_turn()
    stale.result(timeout=10)  # its move is ready
    key(app, pygame.K_z)
    assert match.actions == before and scene.thinking is None
    scene.computer_pause = 0.0
    for _frame in range(20):
        app.step(1 / 60, [])
    assert match.actions == before and scene.human_to_act() is not None, "the stale move was not applied"
    # The same guard holds when the state is replaced behind the scene's back (generation check).
    human_turn(app, scene, random.Random(2))
    scene.computer_pause = 60.0
    app.step(1 / 60, [])
    assert scene.thinking is not None
    scene.thinking.result(timeout=10)
    match.undo()
    scene.computer_pause = 0.0
    for _frame in range(5):
        app.step(1 / 60, [])
    assert match.actions == before


def test_a_greyed_undo_says_why(app):
    scene = table(app, "figuras", 2)
    until_human(app, scene)
    app.step(1 / 60, [])
    click(app, scene.undo_button.rect.center)
    assert scene.message == "There is no move of yours to take back."


def test_statistics_screen_shows_a_finished_game_and_reset_asks_first(app):
    from game.ui.stats_scene import ConfirmDialog, StatsScene

    scene = table(app, "sequence_kids", 2)
    rng = random.Random(4)
    for _turn in range(200):
        until_human(app, scene)
        if scene.match.is_over:
            break
        human_turn(app, scene, rng)
    assert scene.match.is_over
    app.step(1 / 60, [])
    assert isinstance(app.scene, GameOverDialog)
    assert not scene.undo_button.enabled, "a finished game is not taken back"
    outcome = scene.match.state.outcome()
    press(app, "Menu")
    press(app, "Statistics")
    stats_scene = app.scene
    assert isinstance(stats_scene, StatsScene) and stats_scene.game == "sequence_kids"
    [(name, record)] = stats_scene.rows("sequence_kids")
    assert name == "Human 1" and record.played == 1
    assert record.won == (0 in outcome.winners) and record.lost == (not outcome.draw and 0 not in outcome.winners)
    app.step(1 / 60, [])
    pygame.image.save(app.screen, "/tmp/statistics-screen.png")
    press(app, "Reset statistics")
    assert isinstance(app.scene, ConfirmDialog), "reset asks first"
    app.step(1 / 60, [])
    press(app, "No")
    assert app.scene is stats_scene and stats_scene.rows("sequence_kids"), "No keeps everything"
    press(app, "Reset statistics")
    press(app, "Yes")
    assert app.scene is stats_scene and stats_scene.rows("sequence_kids") == []
    app.step(1 / 60, [])
    key(app, pygame.K_ESCAPE, 0)
    assert isinstance(app.scene, MenuScene)


@pytest.mark.parametrize("game_id", ["sequence", "sequence_kids"])
def test_undo_and_redo_show_the_move_that_led_to_the_restored_position(app, game_id):
    """The last move's line and its lit spaces come back with the position, landed (not animated again)."""
    scene = table(app, game_id, 3)
    rng = random.Random(7)

    def shown() -> tuple:
        rings = (tuple(scene.changed[scene.viewer]),) if game_id == "sequence" else ()
        return (scene.last_move, scene.last_spaces, *rings)

    until_human(app, scene)
    human_turn(app, scene, rng)
    until_human(app, scene)
    scene.motion.finish()
    before = shown()
    assert before[0] and before[1], "the computers' last move is told and lit"
    human_turn(app, scene, rng)
    until_human(app, scene)
    scene.motion.finish()
    after = shown()
    assert after != before
    click(app, scene.undo_button.rect.center)
    assert shown() == before and not scene.motion.tweens, "told again, nothing flies in again"
    click(app, scene.redo_button.rect.center)
    assert shown() == after and not scene.motion.tweens
