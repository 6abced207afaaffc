"""The menu's Continue: the list of every game in progress, to continue or delete, by mouse or keys."""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pygame
import pytest

from game import saves
from game.engine import GAMES
from game.i18n import _ as translated
from game.i18n import set_language
from game.match import Match, Seat
from game.selftest import click, press
from game.ui import focus, theme
from game.ui.dialogs import ConfirmDialog
from game.ui.menu import MenuScene
from game.ui.saves_scene import PANEL, ROWS, SavesScene, players_line
from game.ui.table import TableScene
from tests.ui.helpers import continue_from_menu, key, menu_app, open_setup, until_human


def saved(game_id: str, seed: int, minutes_ago: int, players: int | None = None, names=("Anna",)) -> Match:
    """A game in progress, a few moves in, last played `minutes_ago`."""
    info = GAMES[game_id]
    config = info.default_config() if players is None else info.default_config(players=players)
    seats = [Seat(name) for name in names] + [Seat(f"Computer {i}", computer=True)
                                              for i in range(len(names), config.players)]
    match = Match(info, config, seats, seed, saves.new_path(game_id))
    rng = random.Random(seed)
    match.save()
    for _ in range(4):
        match.apply(rng.choice(match.state.legal_actions()))
    played = time.time() - 60 * minutes_ago
    for path in (match.save_path, match.file.journal):
        os.utime(path, (played, played))
    return match


def test_continue_lists_every_game_in_progress_and_opens_the_one_chosen():
    older = saved("figuras", 1, 30, players=3)
    newest = saved("rummidrez", 2, 1, players=3)
    middle = saved("rummidrez", 3, 10, players=2)
    app = menu_app()
    assert app.scene.counts == {"figuras": 1, "rummidrez": 2}
    press(app, "Continue")
    scene = app.scene
    assert isinstance(scene, SavesScene)
    assert [game.path for game in scene.games] == [newest.save_path, middle.save_path, older.save_path]
    app.step(1 / 60, [])  # it draws
    click(app, scene.continue_buttons[1].rect.center)
    table = app.scene
    assert isinstance(table, TableScene) and table.match.save_path == middle.save_path
    assert table.match.actions == middle.actions and table.match.state.to_dict() == middle.state.to_dict()
    pygame.display.quit()


def test_a_new_game_never_replaces_one_in_progress():
    """The issue: starting a game of the same kind replaced the saved one without a word."""
    app = menu_app()
    for _ in range(2):
        open_setup(app, "sequence")
        press(app, "Start")
        table = app.scenes[0]
        until_human(app, table)
        table.act(table.state.legal_actions()[0])
        table.quit_to_menu()
    assert app.scene.counts == {"sequence": 2}
    press(app, "Continue")
    assert len(app.scene.games) == 2 and all(game.game_id == "sequence" for game in app.scene.games)
    pygame.display.quit()


def test_delete_asks_first_and_no_keeps_the_game():
    keep = saved("sequence", 4, 5)
    gone = saved("figuras", 5, 1, players=2)
    app = menu_app()
    press(app, "Continue")
    scene = app.scene
    assert scene.games[0].path == gone.save_path
    press(app, "Delete")
    assert isinstance(app.scene, ConfirmDialog)
    app.step(1 / 60, [])
    key(app, pygame.K_RETURN)  # Enter answers No: a stray key loses nothing
    assert app.scene is scene and gone.save_path.exists()
    press(app, "Delete")
    press(app, "Yes")
    assert app.scene is scene and [game.path for game in scene.games] == [keep.save_path]
    assert not gone.save_path.exists() and not gone.file.journal.exists()
    press(app, "Delete")
    press(app, "Yes")
    assert not scene.games and not scene.continue_buttons
    app.step(1 / 60, [])  # "No game in progress."
    press(app, "Back")
    assert isinstance(app.scene, MenuScene)
    assert not any(getattr(w, "label", "") == "Continue" for w in app.scene.widgets), "nothing to continue"
    pygame.display.quit()


def test_the_list_plays_from_the_keyboard():
    """Enter on the menu's Continue (where the focus starts), the arrows between the rows' buttons,
    Enter on Delete asks, Esc backs out, Enter on Continue opens the game."""
    first = saved("rummidrez", 6, 1, players=2)
    second = saved("sequence", 7, 2)
    app = menu_app()
    key(app, pygame.K_TAB)  # the keyboard is in use: the ring shows
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focus.current(app.scene).widget is app.scene.continue_button
    key(app, pygame.K_RETURN)
    scene = app.scene
    assert isinstance(scene, SavesScene)
    assert focus.current(scene).widget is scene.continue_buttons[0], "the focus starts on the last played game"
    key(app, pygame.K_DOWN)
    assert focus.current(scene).widget is scene.continue_buttons[1]
    key(app, pygame.K_RIGHT)
    assert focus.current(scene).widget.label == "Delete"
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, ConfirmDialog)
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene and second.save_path.exists()
    key(app, pygame.K_LEFT)
    key(app, pygame.K_UP)
    assert focus.current(scene).widget is scene.continue_buttons[0]
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, TableScene) and app.scene.match.save_path == first.save_path
    focus.set_keyboard_active(False)
    pygame.display.quit()


def test_more_games_than_fit_are_shown_a_page_at_a_time():
    made = [saved("sequence", 10 + i, i) for i in range(ROWS + 2)]
    app = menu_app()
    press(app, "Continue")
    scene = app.scene
    assert len(scene.continue_buttons) == ROWS and not scene.up_button.enabled and scene.down_button.enabled
    click(app, scene.down_button.rect.center)
    assert scene.top == 2 and not scene.down_button.enabled
    click(app, scene.continue_buttons[-1].rect.center)
    assert app.scene.match.save_path == made[-1].save_path, "the last row shown is the oldest game"
    app = menu_app()
    press(app, "Continue")
    scene = app.scene
    key(app, pygame.K_PAGEDOWN)
    assert scene.top == 2
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
    assert scene.top == 1
    app.step(1 / 60, [])
    pygame.display.quit()


@pytest.mark.parametrize("language", ["en", "ar", "fi", "es"])
def test_each_row_fits_and_reads_from_the_start_of_the_line(language):
    """At 1280×800 every row's buttons stay inside the panel, clear of its text, at the end of the
    line: at the right, or at the left in Arabic (mirrored); long names are cut, never overlap."""
    saved("figuras", 20, 1, players=8, names=("W" * 24, "Ш" * 24, "أبجدهوزحطيكلمنسعفصقرشتثخذ"))
    saved("rummidrez", 21, 2, players=1)
    saved("sequence", 22, 3, players=6)
    app = menu_app()
    set_language(language)
    app.replace(MenuScene(app))
    click(app, app.scene.continue_button.rect.center)
    scene = app.scene
    app.step(1 / 60, [])
    for (_game, row), i in zip(scene.shown(), range(0, 2 * len(scene.games), 2), strict=True):
        go, drop = scene.widgets[i], scene.widgets[i + 1]
        assert PANEL.contains(row) and row.contains(go.rect) and row.contains(drop.rect)
        if theme.rtl():
            assert drop.rect.right < go.rect.x < row.centerx, "Continue, then Delete, from the right"
        else:
            assert row.centerx < go.rect.x < drop.rect.x, "Continue, then Delete, at the end of the line"
        text = theme.mirror_in((row.x + 18, row.y, row.width - 300 - 28, row.height), row)
        assert not text.colliderect(go.rect) and not text.colliderect(drop.rect)
    set_language("en")
    pygame.display.quit()


def test_a_game_continued_from_the_list_and_left_is_listed_again_last_played():
    saved("sequence", 30, 60)
    later = saved("figuras", 31, 30, players=2)
    app = menu_app()
    continue_from_menu(app, 1)  # the older one
    table = app.scene
    until_human(app, table)
    table.act(table.state.legal_actions()[0])
    table.quit_to_menu()
    press(app, "Continue")
    assert app.scene.games[0].game_id == "sequence" and app.scene.games[1].path == later.save_path
    pygame.display.quit()


@pytest.mark.parametrize("language", ["en", "es", "ar"])
def test_a_computer_is_marked_once_in_the_players_line(language):
    """ "Computer 3 (computer)" said it twice (play-test 3): a default computer name is marked by
    itself; a computer the player named is marked, a person is not."""
    set_language(language)
    try:
        seats = (Seat("Anna"), Seat("Computer 3", computer=True), Seat("Robo", computer=True))
        anna, computer, robo = players_line(saves.SavedGame(Path("x.json"), "sequence", seats, {}, 0.0))
        assert translated("(computer)") not in anna and translated("(computer)") not in computer
        assert computer == Seat("Computer 3").shown
        assert robo.startswith("Robo") and robo.endswith(translated("(computer)"))
    finally:
        set_language("en")
