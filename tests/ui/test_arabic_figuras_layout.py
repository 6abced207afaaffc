"""Play-test 3, finding 11: the Arabic Figuras table. Menu is never drawn over the status title
(also the first frame after a change of language), and the bottom seat's pill of facts sits at
the start of the hand's row: its right end in Arabic, where the hand starts; the message after it."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.ui import theme
from game.ui.figuras import panels
from game.ui.figuras.layout import HAND_AREA
from tests.ui.helpers import new_table


@pytest.fixture
def app():
    application = App()
    yield application
    application.set_language("en")


def test_menu_is_drawn_clear_of_the_status_after_switching_to_arabic(app):
    app.set_language("en")
    scene = new_table(app, "figuras", 3)
    app.step(1 / 60, [])  # laid out and drawn in English: Menu at the top right
    app.set_language("ar")
    drawn_at: list[pygame.Rect] = []
    draw_menu = scene.menu_button.draw
    scene.menu_button.draw = lambda surface: (drawn_at.append(pygame.Rect(scene.menu_button.rect)), draw_menu(surface))
    scene.draw(pygame.Surface((theme.WIDTH, theme.HEIGHT)))  # the first frame in Arabic
    room = scene.status_room(20, 16)  # where the status title goes: the right of the bar in Arabic
    assert drawn_at and drawn_at[0].right < room.x
    assert drawn_at[0].x < theme.WIDTH // 2


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_facts_pill_is_at_the_start_of_the_hand_row(app, language):
    app.set_language(language)
    scene = new_table(app, "figuras", 3)
    app.step(1 / 60, [])
    pill = panels.facts_pill(scene)[1]
    box = scene.message_box()
    if language == "ar":
        assert pill.right == HAND_AREA.right  # the hand starts at the right
        assert box.right <= pill.x - 12 and box.width > 300  # the message after it, still room to speak
    else:
        assert pill.x == HAND_AREA.x
        assert box.x >= pill.right + 12 and box.width > 300


@pytest.mark.parametrize("language", ["en", "ar"])
def test_no_top_bar_button_touches_a_seat_box_at_eight_seats(app, language):
    app.set_language(language)
    scene = new_table(app, "figuras", 8)
    app.step(1 / 60, [])
    buttons = [b.rect for b in (*scene.top_bar.buttons, scene.menu_button) if b.visible]
    for seat in scene.seats.boxes():
        box = scene.seats.shown_box(seat)
        assert not any(box.colliderect(b.inflate(8, 8)) for b in buttons), (seat, box)
