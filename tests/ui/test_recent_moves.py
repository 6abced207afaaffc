"""The classic Sequence panel's last moves (game.ui.parts.recent_moves): the room under the players
shows what the others just did, newest first, in the move log's own words, and fills that room."""

from __future__ import annotations

import random

import pygame

from game.ui import theme
from game.ui.sequence import panel
from tests.ui.helpers import new_table, step


def play(scene, actions: int, seed: int = 5) -> None:
    rng = random.Random(seed)
    for _ in range(actions):
        if scene.match.is_over:
            break
        scene.match.apply(rng.choice(scene.match.state.legal_actions()))


def test_the_newest_move_is_first_and_follows_each_move_and_undo(app):
    scene = new_table(app, "sequence", 3)
    rect = panel.recent_rect(3)
    play(scene, 4)
    first, _wrapped = scene.recent.rows(rect.width, rect.height)[0]
    assert first == scene.log_lines(scene.viewer)[-1] and first.turn == 4
    play(scene, 2, seed=6)
    first, _wrapped = scene.recent.rows(rect.width, rect.height)[0]
    assert first.turn == 6 and first == scene.log_lines(scene.viewer)[-1], "a new move shows at once"
    assert scene.match.undo()  # back to before the human's turn 4
    first, _wrapped = scene.recent.rows(rect.width, rect.height)[0]
    assert first.turn == 3 and first == scene.log_lines(scene.viewer)[-1], "undo takes its moves off"


def test_a_hidden_card_stays_hidden_in_the_panel(app):
    """The lines are the log's, for the seat looking: another seat's drawn card is not named."""
    scene = new_table(app, "sequence", 2, humans=2)
    play(scene, 1)
    drawer = scene.match.actors[-1]
    text = scene.recent.newest()[0].text
    seen = scene.log_lines(1 - drawer)[-1].text
    assert text == scene.log_lines(scene.viewer)[-1].text
    assert seen.count("drew") and "drew a card" in seen


def test_the_last_moves_fill_the_room_under_the_players(app):
    scene = new_table(app, "sequence", 3, humans=3)
    play(scene, 20)
    rect = panel.recent_rect(3)
    assert rect.height > 200, "three players leave a large room in the panel"
    drawn = scene.recent.draw(pygame.Surface((theme.WIDTH, theme.HEIGHT)), rect)
    assert all(rect.contains(box) for box in drawn)
    covered = drawn[0].unionall(drawn[1:])
    assert len(drawn) >= 1 + 6, "the heading and at least six turns"
    assert covered.height >= 0.85 * rect.height, f"{covered.height} of {rect.height} px used"
    step(app)
    shown = app.screen.subsurface(rect)
    colours = {tuple(shown.get_at((x, y)))[:3] for x in range(0, rect.width, 4) for y in range(0, rect.height, 4)}
    assert len(colours) > 10, "the table draws them"


def test_twelve_players_leave_no_room_and_nothing_is_cut(app):
    scene = new_table(app, "sequence", 12, humans=12)
    play(scene, 6)
    rect = panel.recent_rect(12)
    assert scene.recent.draw(pygame.Surface((theme.WIDTH, theme.HEIGHT)), rect) == []


def test_before_the_first_move_the_room_says_so_where_it_fits(app):
    for players, shown in ((3, True), (9, False)):
        scene = new_table(app, "sequence", players, humans=players)
        drawn = scene.recent.draw(pygame.Surface((theme.WIDTH, theme.HEIGHT)), panel.recent_rect(players))
        assert bool(drawn) == shown
        assert all(box.bottom <= panel.PANEL.bottom - 28 for box in drawn), "clear of the stock line"
