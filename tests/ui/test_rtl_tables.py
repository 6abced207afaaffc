"""Arabic at the tables: the side panels read right to left (first column at the right, text
not mirrored), the hand starts at the right, clicks land on what is drawn; the board is not mirrored."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.demo import midgame
from game.games import GAME_IDS, entry
from game.selftest import click
from game.ui import chips, mirrored_panel, theme
from game.ui.pile_browser import PileBrowser
from game.ui.sequence.layout import BOARD, CELL, PANEL
from game.ui.sequence_kids.layout import PLAYERS
from tests.ui.helpers import hint_ready


@pytest.fixture
def app():
    application = App()
    yield application
    application.set_language("en")


def test_a_mirrored_panel_moves_text_but_does_not_flip_it(app):
    app.set_language("ar")
    span = pygame.Rect(100, 0, 400, 100)
    words = theme.text("Anna 12", 20, theme.INK)
    target = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    target.fill(theme.WHITE)
    with mirrored_panel.mirrored(target, span) as layer:
        layer.blit(words, (span.x + 10, 20))  # at the start of a left-to-right line
        pygame.draw.rect(layer, (255, 0, 0), (span.x, 60, 30, 10))
    where = pygame.Rect(span.right - 10 - words.get_width(), 20, *words.get_size())  # at the right end
    reference = pygame.Surface(words.get_size())
    reference.fill(theme.WHITE)
    reference.blit(words, (0, 0))
    drawn = target.subsurface(where)
    assert all(drawn.get_at((x, y)) == reference.get_at((x, y))
               for x in range(0, where.width, 3) for y in range(0, where.height, 3))
    assert target.get_at((span.right - 5, 65))[:3] == (255, 0, 0) and target.get_at((span.x + 5, 65))[:3] != (255, 0, 0)


def test_arabic_sequence_panel_hand_and_piles_read_right_to_left(app):
    app.set_language("ar")
    scene = midgame(app, "sequence")
    app.step(1 / 60, [])
    view = scene.view()
    rects = scene.hand_rects(view.hand)
    assert rects[0].x > rects[-1].x  # the first card at the right
    assert min(r.x for r in rects) == BOARD.x  # in the same place as left to right
    # The first team's chip starts the team lines at the right of the panel.
    chip = chips.chip(0, 26)
    colour = theme.TEAM_COLOURS[0]
    right_half = app.screen.subsurface(pygame.Rect(PANEL.centerx, PANEL.y + 36, PANEL.width // 2,
                                                   chip.get_height()))
    left_half = app.screen.subsurface(pygame.Rect(PANEL.x, PANEL.y + 36, PANEL.width // 2,
                                                  chip.get_height()))
    assert pygame.mask.from_threshold(right_half, colour, (8, 8, 8, 255)).count() > 60
    assert pygame.mask.from_threshold(left_half, colour, (8, 8, 8, 255)).count() == 0
    # A discard pile is clicked where it is drawn: at the left end of its row.
    pile = theme.mirror_in(scene.pile_rects()[1], PANEL)
    assert pile.x < PANEL.centerx
    click(app, pile.center)
    assert isinstance(app.scene, PileBrowser)


def test_the_board_is_not_mirrored(app):
    scene = midgame(app, "sequence")
    inner = BOARD.inflate(-2 * CELL, -4 * CELL)  # no corner words, no message box

    def board() -> pygame.Surface:
        for _ in range(60):  # chips landed
            app.step(1 / 60, [])
        scene.attention_until = 0.0  # the picked card's spaces glow at rest, not at some point of their pulse
        app.step(1 / 60, [])
        return app.screen.subsurface(inner).copy()

    english = board()
    app.set_language("ar")
    arabic = board()
    assert app.scene is scene
    differ = sum(english.get_at((x, y)) != arabic.get_at((x, y)) for x in range(0, inner.width, 5)
                 for y in range(0, inner.height, 5))
    assert differ == 0


def test_arabic_kids_piles_are_clicked_where_drawn(app):
    app.set_language("ar")
    scene = midgame(app, "sequence_kids")
    app.step(1 / 60, [])
    pile = theme.mirror_in(scene.pile_rects()[0], PLAYERS)
    assert pile.x < PLAYERS.centerx
    click(app, pile.center)
    assert isinstance(app.scene, PileBrowser)


@pytest.mark.parametrize("language", ["en", "ar"])
def test_button_rows_follow_the_reading_direction(app, language):
    app.set_language(language)
    sequence = midgame(app, "sequence")
    rummidrez = midgame(app, "rummidrez")
    first_at_right = language == "ar"
    assert (sequence.draw_button.rect.x > sequence.end_button.rect.x) == first_at_right
    assert (rummidrez.reset_button.rect.x > rummidrez.done_button.rect.x > rummidrez.discard_button.rect.x) \
        == first_at_right
    assert not rummidrez.reset_button.rect.colliderect(rummidrez.done_button.rect)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_arabic_top_bar_is_mirrored_and_clicked_where_drawn(app, game_id):
    english = midgame(app, game_id)
    app.step(1 / 60, [])
    buttons = ("menu_button", "redo_button", "undo_button", "hint_button")
    english_rects = [pygame.Rect(getattr(english, name).rect) for name in buttons]
    app.set_language("ar")
    scene = midgame(app, game_id)
    app.step(1 / 60, [])
    menu, redo, undo, hint = (getattr(scene, name).rect for name in buttons)
    # Menu at the top left, then Redo, Undo and Hint: the English bar reflected.
    assert menu.x < redo.x < undo.x < hint.x < theme.WIDTH // 2
    assert [menu, redo, undo, hint] == [theme.mirror(rect) for rect in english_rects]
    # The status lines have the rest of the bar, at the right.
    room = scene.status_room(20, 16)
    assert room.x > hint.right and room.right == theme.WIDTH - 20
    # The keyboard's focus rests on the buttons where they are drawn.
    targets = {t.widget: t.rect for t in scene.focus_targets() if t.widget is not None}
    assert targets[scene.undo_button] == undo and targets[scene.menu_button] == menu
    click(app, hint.center)
    hint_ready(app, scene)
    assert scene.given_hint is not None  # the Hint button answered where it is drawn
    click(app, menu.center)
    assert app.scene is not scene  # the pause menu opened


@pytest.mark.parametrize("language", ["es", "fi", "ar"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_top_bar_labels_show_whole_at_their_size(app, game_id, language):
    """"Deshacer" and "Rehacer" are not shrunk to fit: the buttons widen, in a row that does not
    overlap, and the status lines end before them (in Arabic: begin after them)."""
    app.set_language(language)
    scene = midgame(app, game_id)
    app.step(1 / 60, [])
    row = [scene.hint_button, scene.undo_button, scene.redo_button, scene.menu_button]
    for button in row:
        assert theme.fitted_size(button.label, theme.big(button.size), button.rect.width - 16, bold=True) == \
            theme.big(button.size), button.label
    rects = sorted((b.rect for b in row), key=lambda r: r.x)
    assert all(a.right < b.x for a, b in zip(rects, rects[1:], strict=False)), "the buttons do not overlap"
    room = scene.status_room(20, 16)
    if language == "ar":
        assert room.x > max(r.right for r in rects) and rects[0].x >= 0
    else:
        assert room.right < min(r.x for r in rects) and rects[-1].right <= theme.WIDTH


def test_arabic_demo_speed_control_is_mirrored(app):
    from game.ui.demo_mode import start_demo

    app.set_language("ar")
    scene = start_demo(app, entry("rummidrez"))
    app.step(1 / 60, [])
    demo = scene.demo
    assert scene.menu_button.rect.right < demo.faster.rect.x < demo.slower.rect.x < theme.WIDTH // 2
    speed = demo.speed
    click(app, demo.slower.rect.center)
    assert demo.speed < speed


def test_arabic_round_summary_reads_right_to_left(app):
    """The names' column at the right, the bars (and their gold 111 marks) at the left."""
    from game.engine.figuras import RoundEnded
    from game.ui.figuras.round_end import RoundSummary

    app.set_language("ar")
    scene = midgame(app, "figuras")
    ended = RoundEnded(round=3, closer=1, scores=(11, 0, 7, 20), totals=(111, 0, 104, 50), hands=((),) * 4,
                       eliminated=(2,), exact=(0,), out=(2,))
    summary = RoundSummary(app, scene, ended, True)
    app.push(summary)
    app.step(1 / 60, [])
    panel = summary.panel
    first, last = summary.row_rects()[0], summary.row_rects()[-1]  # under the celebration and the headings
    rows = pygame.Rect(panel.x, first.y, panel.width, last.bottom - first.y)

    def gold(half: pygame.Rect) -> int:
        return pygame.mask.from_threshold(app.screen.subsurface(half), theme.GOLD, (8, 8, 8, 255)).count()

    left, right = rows.copy(), rows.copy()
    left.width = right.width = rows.width // 2
    right.x = rows.centerx
    assert gold(left) > 20 and gold(right) == 0
