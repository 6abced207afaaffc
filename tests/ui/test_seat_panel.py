"""The shared seats (game.ui.parts.seat_panel): where each seat's row or box lies, which seat a
point is on, the focus targets, the name line with a computer's level, right to left; and the four
tables drawing their seats through it."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.demo import midgame
from game.games import GAME_IDS
from game.ui import theme
from game.ui.parts.seat_panel import SeatPanel, draw_name_line, name_line, rows

SPAN = pygame.Rect(640, 50, 620, 580)


def panel(rtl: bool = False, count: int = 3) -> SeatPanel:
    return SeatPanel(lambda: rows(count, SPAN.x + 10, SPAN.y + 160, 300, 40, 38), span=SPAN, rtl=lambda: rtl)


def test_rows_lie_one_under_the_other_in_seat_order():
    laid = rows(3, 100, 200, 300, 40, 38)
    assert list(laid) == [0, 1, 2]
    assert [r.topleft for r in laid.values()] == [(100, 200), (100, 240), (100, 280)]
    assert all(r.size == (300, 38) for r in laid.values())


def test_a_point_finds_the_seat_whose_row_it_is_on():
    seats = panel()
    assert seats.seat_at(seats.box(2).center) == 2
    assert seats.seat_at((SPAN.x + 20, SPAN.y + 201)) == 1
    assert seats.seat_at((SPAN.x + 20, SPAN.y + 239)) is None  # the gap between two rows
    assert seats.seat_at((SPAN.right - 20, seats.box(0).centery)) is None  # past the row's end


def test_right_to_left_rows_are_found_and_focused_where_the_mirrored_panel_shows_them():
    seats = panel(rtl=True)
    laid, shown = seats.box(1), seats.shown_box(1)
    assert shown.right == SPAN.right - 10 and laid.x == SPAN.x + 10  # the row starts at the right
    assert seats.seat_at((shown.right - 5, shown.centery)) == 1
    assert seats.seat_at((laid.x + 5, laid.centery)) is None  # nothing is drawn there
    targets = seats.targets()
    assert [t.key for t in targets] == [("seats", 0), ("seats", 1), ("seats", 2)]
    assert targets[1].rect == shown and all(seats.seat_at(t.click_point) == t.key[1] for t in targets)


def test_boxes_drawn_in_place_are_not_mirrored_and_may_skip_a_seat():
    boxes = {1: pygame.Rect(100, 40, 200, 90), 3: pygame.Rect(900, 40, 200, 90)}
    seats = SeatPanel(lambda: boxes, rtl=lambda: True)
    assert seats.seat_at((150, 60)) == 1 and seats.seat_at((950, 60)) == 3
    assert [t.rect for t in seats.targets()] == list(boxes.values())
    painted = []
    seats.draw(pygame.Surface((10, 10)), lambda target, seat, box: painted.append((seat, box)))
    assert painted == list(boxes.items())


@pytest.fixture
def app():
    application = App()
    yield application
    application.set_language("en")


def test_the_name_gives_way_to_the_level_which_stays_whole(app):
    tag = theme.text("(computer · Hard)", 14, theme.MUTED)
    long_name = "Maximiliana Bartholomew-Featherstonehaugh"
    name = name_line(long_name, tag, 17, 300, theme.INK, gap=10)
    assert name.get_width() + 10 + tag.get_width() <= 300
    alone = name_line(long_name, None, 17, 300, theme.INK)
    assert name.get_width() < alone.get_width() <= 300
    assert name_line(long_name, None, 17, 300, theme.INK, widest=150).get_width() <= 150


def test_the_level_follows_the_name_in_reading_order(app):
    name = pygame.Surface((80, 20))
    name.fill((255, 0, 0))
    tag = pygame.Surface((40, 14))
    tag.fill((0, 0, 255))
    for reverse, name_x, tag_x in ((False, 10, 95), (True, 55, 10)):
        surface = pygame.Surface((200, 40))
        draw_name_line(surface, name, tag, (10, 5), 3, reverse=reverse)
        assert surface.get_at((name_x + 1, 6))[:3] == (255, 0, 0)
        assert surface.get_at((tag_x + 1, 9))[:3] == (0, 0, 255)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("language", ["en", "ar"])
def test_every_table_lays_out_a_box_per_seat_on_the_screen(app, game_id, language):
    app.set_language(language)
    scene = midgame(app, game_id)
    app.step(1 / 60, [])
    boxes = scene.seats.boxes()
    players = scene.match.config.players
    assert set(boxes) <= set(range(players)) and len(boxes) >= players - 1  # Figuras: the bottom seat is the hand
    screen = pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT)
    shown = [scene.seats.shown_box(seat) for seat in boxes]
    assert all(screen.contains(box) for box in shown)
    assert not any(a.colliderect(b) for i, a in enumerate(shown) for b in shown[i + 1:])
    assert all(scene.seats.seat_at(box.center) == seat for seat, box in zip(boxes, shown, strict=True))


@pytest.mark.parametrize("game_id", ["sequence", "sequence_kids", "rummidrez"])
def test_in_arabic_the_current_seat_is_marked_in_its_row(app, game_id):
    """The game's painter marks the current seat in the row the part lays out for it."""
    app.set_language("ar")
    scene = midgame(app, game_id)
    for _ in range(3):
        app.step(1 / 60, [])
    seat = scene.match.current_seat
    assert seat is not None
    assert theme.rtl()
    row = scene.seats.shown_box(seat)
    other = next(s for s in scene.seats.boxes() if s != seat)
    # The highlight fills the row's margin; another seat's row is plain panel there.
    edge = (row.right - 3, row.centery)
    assert app.screen.get_at(edge) != app.screen.get_at((edge[0], scene.seats.shown_box(other).centery))
