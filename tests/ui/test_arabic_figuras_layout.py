"""Play-test 3, finding 11: the Arabic Figuras table. Menu is never drawn over the status title
(also the first frame after a change of language), and the bottom seat's pill of facts sits at
the start of the hand's row: its right end in Arabic, where the hand starts; the message after it.
The row is mirrored whole: in Arabic Play and Draw come after the hand, at its left."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.selftest import click
from game.ui import theme
from game.ui.figuras import panels
from game.ui.figuras.layout import HAND_AREA, hand_area
from tests.ui.helpers import new_table, until_human


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
        assert pill.right == hand_area().right == theme.WIDTH - HAND_AREA.x  # the hand starts at the right
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


@pytest.mark.parametrize("language", ["en", "ar"])
def test_play_and_draw_come_after_the_hand_in_reading_order(app, language):
    app.set_language(language)
    scene = new_table(app, "figuras", 3)
    until_human(app, scene)
    app.step(1 / 60, [])
    cards = scene.hand_rects(scene.hand_cards())
    buttons = [scene.play_button.rect, scene.draw_button.rect]
    assert not any(b.colliderect(c) for b in buttons for c in cards)
    assert not any(b.colliderect(scene.message_box()) for b in buttons)
    if language == "ar":  # the hand from the right, then the buttons at its end: the left
        assert all(b.right < min(c.x for c in cards) for b in buttons)
        assert all(b.x < theme.WIDTH // 4 for b in buttons)
    else:
        assert all(b.x > max(c.right for c in cards) for b in buttons)
        assert all(b.right > theme.WIDTH * 3 // 4 for b in buttons)
    assert scene.play_button.rect.y < scene.draw_button.rect.y  # Play first, as in every language


def test_play_where_it_is_drawn_in_arabic_plays(app):
    app.set_language("ar")
    scene = new_table(app, "figuras", 3)
    until_human(app, scene)
    view = scene.view()
    card = next((c for c in scene.hand_cards() if view.fits(c)), None)
    if card is None:
        pytest.skip("no card fits in this deal")
    click(app, scene.card_point(card))
    assert scene.selected == [card]
    before = len(scene.match.actions)
    click(app, scene.play_button.rect.center)
    assert len(scene.match.actions) == before + 1 and scene.match.actions[before]["type"] == "play"


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_gift_dialogs_steps_start_where_the_reading_does(app, language):
    """Play-test 4: in Arabic the "1." and "2." step lines sat at the left edge of a mirrored dialog."""
    from game.ui.figuras.dialogs import GiftDialog

    app.set_language(language)
    scene = new_table(app, "figuras", 3)
    app.step(1 / 60, [])
    dialog = GiftDialog(app, scene)
    surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    surface.fill(theme.WHITE)
    dialog.draw_content(surface)
    panel = dialog.panel
    for top in (panel.y + 66, panel.y + 234):
        band = [x for x in range(panel.x, panel.right) for y in range(top, top + 20, 2)
                if surface.get_at((x, y))[:3] != theme.WHITE[:3]]
        assert band, "the step line is drawn"
        if language == "ar":
            assert max(band) >= panel.right - 40 and min(band) > panel.centerx - 200
        else:
            assert min(band) <= panel.x + 40 and max(band) < panel.centerx + 200
