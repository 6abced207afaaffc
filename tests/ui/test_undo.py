"""Undo and redo against computer players, through the real table scenes, headless."""

from __future__ import annotations

import random

import pygame
import pytest

from game import stats
from game.app import App
from game.i18n import _
from game.match import Match
from game.selftest import click, press
from game.ui import sound
from game.ui.figuras_scene import FigurasScene
from game.ui.game_over import GameOverDialog
from game.ui.menu import MenuScene
from game.ui.rummidrez.sentences import card_label
from game.ui.rummidrez_scene import RummidrezScene
from game.ui.table import TableScene
from tests.ui.helpers import new_table, seen_by, settle, until_human


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


def moves(match: Match) -> list[dict]:
    """The action list without the redeals undo adds."""
    return [item for item in match.actions if item["type"] != "redeal"]


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
    points = []  # (actions, what the human sees) where the human was to act, before each of their turns
    for _turn in range(4):
        points.append((list(match.actions), seen_by(match.state, 0)))
        human_turn(app, scene, rng)
        until_human(app, scene)
        if match.is_over:
            break
    assert len(points) >= 2
    games = [(list(match.actions), match.state.to_dict())]  # the game before each undo: what redo gives back
    for actions, seen in reversed(points):
        assert match.can_undo()
        click(app, scene.undo_button.rect.center)
        # Back where the human was, seeing all they saw then; what they did not see is dealt afresh.
        assert match.actions[:-1] == actions and match.actions[-1]["type"] == "redeal"
        assert seen_by(match.state, 0) == seen
        assert match.state.to_dict() == replayed(match), "the rebuilt state is the replayed one"
        assert scene.human_to_act() is not None and scene.thinking is None
        games.append((list(match.actions), match.state.to_dict()))
    assert not match.can_undo(), "back at the start"
    app.step(1 / 60, [])
    assert not scene.undo_button.enabled and scene.redo_button.enabled
    games.pop()  # the game now
    for actions, state in reversed(games):
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
    assert match.actions[:-1] == start and scene.message == "Your last move was taken back."
    key(app, pygame.K_y)
    assert match.actions == after
    key(app, pygame.K_z)
    key(app, pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert match.actions == after
    key(app, pygame.K_z, 0)  # a plain Z is not undo
    assert match.actions == after


NO_UNDO = ("No Undo when several people play: a move, once played, stays played. "
           "Undo is for one person against the computer.")


@pytest.mark.parametrize(("game_id", "players"), [("sequence", 3), ("sequence_kids", 2), ("rummidrez", 2),
                                                  ("figuras", 3)])
def test_with_two_humans_undo_is_greyed_and_says_why(app, game_id, players):
    scene = table(app, game_id, players, humans=2)
    match = scene.match
    scene.viewer = match.current_seat
    scene.act(random.Random(1).choice(match.state.legal_actions()))
    settle(app, scene)
    app.step(1 / 60, [])
    settle(app, scene)
    undo = scene.undo_button
    assert undo.visible and not undo.enabled and undo.reason == NO_UNDO, "a greyed Undo, with its reason"
    assert not scene.redo_button.visible and not undo.rect.colliderect(scene.hint_button.rect)
    assert not undo.rect.colliderect(scene.menu_button.rect) and not undo.rect.colliderect(scene.moves_button.rect)
    assert not match.can_undo() and match.undo_seat() is None
    actions = list(match.actions)
    key(app, pygame.K_z)
    assert match.actions == actions and scene.message == NO_UNDO, "Ctrl+Z says why, and takes nothing back"
    scene.say("")
    click(app, undo.rect.center)
    assert match.actions == actions and scene.message == NO_UNDO, "so does a click"
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=undo.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.top_bar.undo_reason_shown(), "the reason shows on hover"


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
    assert moves(match) == before and scene.thinking is None
    scene.computer_pause = 0.0
    for _frame in range(20):
        app.step(1 / 60, [])
    assert moves(match) == before and scene.human_to_act() is not None, "the stale move was not applied"
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
    assert moves(match) == before


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
        rings = (tuple(e.space for e in scene.recap.events() if hasattr(e, "space")),)
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


class Heard(dict):
    """Stands for game.ui.sound's loaded effects: notes each effect that really plays (past mute and
    `sound.silenced`), with no sound device needed."""

    def __init__(self) -> None:
        super().__init__()
        self.names: list[str] = []

    def get(self, name, default=None):
        self.names.append(name)
        return self

    def set_volume(self, volume: float) -> None:
        pass

    def play(self) -> None:
        pass


@pytest.fixture
def heard(monkeypatch) -> Heard:
    effects = Heard()
    monkeypatch.setattr(sound, "_sounds", effects)
    monkeypatch.setattr(sound, "_init", lambda: True)
    monkeypatch.setattr(sound, "_muted", False)
    monkeypatch.setattr(sound, "_volume", 0.7)
    return effects


def told(scene: TableScene) -> tuple:
    """What a Rummidrez or Figuras table shows of the last move: its line(s) and what it lights."""
    if isinstance(scene, RummidrezScene):
        return (scene.last_move, frozenset(scene.last_placed), scene.last_discard, frozenset(scene.new_cards))
    assert isinstance(scene, FigurasScene)
    return (tuple(scene.last_move()), scene.last_seat)


def undone_quietly(app: App, scene: TableScene, heard: Heard, button) -> None:
    """Click Undo or Redo: only the button's own click is heard, no dialog opens, nothing flies."""
    heard.names.clear()
    click(app, button.rect.center)
    app.step(1 / 60, [])
    assert heard.names == ["card"], "the moves retold make no sound"
    assert app.scene is scene, "no round summary (or any dialog) opens again"
    assert not scene.motion.tweens, "no card flies in again"


@pytest.mark.parametrize("game_id", ["rummidrez", "figuras"])
def test_undo_and_redo_retell_the_last_move_in_rummidrez_and_figuras(app, heard, game_id):
    """The last move's line(s) and highlights come back with the position, as they were first shown."""
    scene = table(app, game_id, 3)
    match = scene.match
    rng = random.Random(5)
    until_human(app, scene)
    human_turn(app, scene, rng)
    until_human(app, scene)
    scene.motion.finish()
    before, state_before = told(scene), seen_by(match.state, 0)
    assert before[0], "the computers' last move is told"
    human_turn(app, scene, rng)
    until_human(app, scene)
    scene.motion.finish()
    after, state_after = told(scene), match.state.to_dict()
    assert after != before
    undone_quietly(app, scene, heard, scene.undo_button)
    assert seen_by(match.state, 0) == state_before and told(scene) == before
    undone_quietly(app, scene, heard, scene.redo_button)
    assert match.state.to_dict() == state_after and told(scene) == after


def play_until(app: App, scene: TableScene, rng: random.Random, wanted) -> None:
    """Play human turns (the computers answering) until `wanted(kinds)` holds for the kinds of the
    events since the human last moved, with the human to act again."""
    match = scene.match
    for _turn in range(200):
        mine = [i for i, actor in enumerate(match.actors) if actor == 0]
        if mine and wanted([e.kind for events in match.events_after(mine[-1] + 1) for e in events]):
            return
        human_turn(app, scene, rng)
        until_human(app, scene)
        assert not match.is_over
    pytest.fail("the position looked for never came")


def test_the_cards_a_human_laid_stay_outlined_after_an_undo_back_to_them(app, heard):
    """Rummidrez: the cards last laid are outlined until someone lays more, across turns; undone back
    to a position where the computers only drew and discarded since, the human's own cards are."""
    scene = table(app, "rummidrez", 3)
    match = scene.match
    rng = random.Random(2)
    until_human(app, scene)
    play_until(app, scene, rng, lambda since: "play" not in since and "deal" not in since and scene.last_placed)
    scene.motion.finish()
    before, state_before = told(scene), seen_by(match.state, 0)
    human_turn(app, scene, rng)
    until_human(app, scene)
    undone_quietly(app, scene, heard, scene.undo_button)
    assert seen_by(match.state, 0) == state_before and told(scene) == before


@pytest.mark.parametrize("game_id, seed", [("rummidrez", 11), ("figuras", 11)])
def test_retelling_a_round_end_opens_no_summary_and_counts_nothing_twice(app, heard, monkeypatch, game_id, seed):
    """Undo back to a turn that began a new round: the round's end is retold as a line only."""
    scene = table(app, game_id, 3, seed=seed)
    match = scene.match
    counted: list = []
    monkeypatch.setattr(stats, "record_closest", lambda totals, seats: counted.append(totals) or stats.Recorded())
    rng = random.Random(5)
    until_human(app, scene)
    play_until(app, scene, rng, lambda since: "round_end" in since)  # the computers ended a round
    scene.motion.finish()
    before, state_before, rounds = told(scene), seen_by(match.state, 0), len(counted)
    human_turn(app, scene, rng)
    until_human(app, scene)
    undone_quietly(app, scene, heard, scene.undo_button)
    assert seen_by(match.state, 0) == state_before and told(scene) == before
    assert len(counted) == rounds, "the round's statistics are not counted again"
    assert getattr(scene, "pending_summary", None) is None, "no summary waits for the next move either"


def test_a_retold_draw_names_only_the_card_drawn_to_the_one_who_drew_it(app, heard):
    """Rummidrez alone: undo the second draw and the line tells the first one, with its card (the
    drawer's own secret), and marks that card new in the hand, as when it was drawn."""
    scene = table(app, "rummidrez", 1)
    match = scene.match
    hand = set(match.state.hands[0])
    app.step(1 / 60, [])
    click(app, scene.draw_button.rect.center)
    (card,) = set(match.state.hands[0]) - hand
    scene.motion.finish()
    first = told(scene)
    assert first == (_("You drew {card}.").format(card=card_label(card)), frozenset(), None, frozenset({card}))
    app.step(1 / 60, [])
    click(app, scene.draw_button.rect.center)
    assert told(scene) != first
    undone_quietly(app, scene, heard, scene.undo_button)
    assert told(scene) == first


def test_figuras_undone_back_to_the_start_tells_the_deal_again(app, heard):
    """Before anyone has moved the line tells the first deal; undone back there, it tells it again."""
    scene = table(app, "figuras", 3, seed=2)
    assert scene.match.current_seat == 0 and not scene.match.has_moves(), "the human starts this deal"
    scene.motion.finish()
    dealt = told(scene)
    assert dealt[0] and "Round 1" in dealt[0][0]
    human_turn(app, scene, random.Random(1))
    until_human(app, scene)
    undone_quietly(app, scene, heard, scene.undo_button)
    assert not scene.match.has_moves() and told(scene) == dealt
