"""The shared piles (game.ui.parts.pile_column): where the piles lie, which one a click is on, what
the keyboard focuses, right to left inside a mirrored panel; and the four tables using it."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.demo import midgame
from game.games import GAME_IDS
from game.ui import focus, theme
from game.ui.parts.pile_column import (
    Pile,
    PileColumn,
    caption_lines,
    discard_label,
    fan_targets,
    seat_piles,
    stacked,
    stock_label,
    top_index_at,
)
from game.ui.pile_browser import PileBrowser
from tests.ui.helpers import key

SPAN = pygame.Rect(640, 50, 620, 580)  # a panel at the right of the window


def column(rtl: bool = False, count: int = 3) -> PileColumn:
    return PileColumn(lambda: seat_piles(stacked(count, SPAN.right - 70, SPAN.y + 160, 50, 40, 36)),
                      span=SPAN, rtl=lambda: rtl)


def test_stacked_piles_lie_one_under_the_other():
    rects = stacked(3, 100, 200, 50, 40, 36)
    assert [r.topleft for r in rects] == [(100, 200), (100, 240), (100, 280)]
    assert all(r.size == (50, 36) for r in rects)
    assert stacked(0, 100, 200, 50, 40, 36) == []


def test_a_click_finds_the_seat_pile_it_is_on_left_to_right():
    piles = column()
    rects = piles.rects()
    assert piles.index_at(rects[2].center) == 2
    assert piles.at(rects[0].center).key == ("piles", 0)
    assert piles.index_at((rects[0].x - 5, rects[0].centery)) is None
    assert piles.shown_rects() == rects  # left to right: shown where laid


def test_right_to_left_the_piles_are_hit_and_focused_where_the_mirrored_panel_shows_them():
    piles = column(rtl=True)
    laid = piles.rects()
    shown = piles.shown_rects()
    assert laid[1].x > SPAN.centerx > shown[1].x  # the row's end is at the panel's left
    assert shown[1].x - SPAN.x == SPAN.right - laid[1].right  # mirrored across the panel
    assert piles.index_at(shown[1].center) == 1
    assert piles.index_at(laid[1].center) is None  # nothing is drawn there
    targets = piles.targets()
    assert [t.key for t in targets] == [("piles", 0), ("piles", 1), ("piles", 2)]
    assert [t.rect for t in targets] == shown and {t.group for t in targets} == {"piles"}


def test_piles_drawn_in_place_are_not_mirrored_and_a_fan_reaches_further():
    stock, top = pygame.Rect(400, 200, 100, 150), pygame.Rect(600, 200, 100, 150)
    piles = PileColumn(lambda: [Pile("stock", stock), Pile("discard", top, reach=top.union(top.move(-36, -12)))],
                       rtl=lambda: True)
    assert piles.at(stock.center).key == "stock"
    assert piles.at((top.x - 20, top.y)).key == "discard"  # on a card fanned behind the top one
    assert piles.at((top.x - 60, top.y)) is None
    assert [(t.key, t.rect, t.group) for t in piles.targets()] == [("stock", stock, None), ("discard", top, None)]


def test_a_fan_is_hit_on_the_card_lying_on_top_and_focused_where_each_card_shows():
    fan = [pygame.Rect(100 + 30 * i, 50, 70, 100) for i in range(4)]
    assert top_index_at(fan, (fan[3].x + 5, 60)) == 1  # the top card lies over the one before
    assert top_index_at(fan, (fan[0].x + 5, 60)) == 4  # the oldest: all four
    assert top_index_at(fan, (90, 60)) is None and top_index_at([], (100, 60)) is None
    targets = fan_targets(fan, "discard")
    assert [t.key for t in targets] == [("discard", 4), ("discard", 3), ("discard", 2), ("discard", 1)]
    assert [t.rect.width for t in targets] == [30, 30, 30, 70]
    assert all(top_index_at(fan, t.click_point) == t.key[1] for t in targets)


def test_the_stock_label_counts_in_each_language_plural():
    app = App()
    try:
        assert stock_label(1) == "Stock: 1 card" and stock_label(71) == "Stock: 71 cards"
        app.set_language("es")
        assert stock_label(71) != "Stock: 71 cards" and "71" in stock_label(71)
    finally:
        app.set_language("en")


@pytest.mark.parametrize("language", ["en", "es", "fi", "ar"])
def test_the_figuras_pile_captions_never_run_into_each_other(language):
    """Play-test 4: in Spanish "Mazo: 77 cartas" ran into "Pila de descarte: 5 cartas" under the
    piles. Each caption keeps within the distance between them, on two lines when it must, and
    a line is never cut in the middle of the name of the pile."""
    from game.ui.figuras.panels import CAPTION_WIDTH

    app = App()
    try:
        app.set_language(language)
        for label in (stock_label(77), stock_label(8), discard_label(5), discard_label(100)):
            lines = caption_lines(label, theme.TEXT_SMALL, CAPTION_WIDTH)
            assert " ".join(lines) == label
            assert all(theme.text_width(line, theme.TEXT_SMALL) <= CAPTION_WIDTH for line in lines)
            assert len(lines) == 1 or lines[0].endswith(":"), "broken after the colon"
    finally:
        app.set_language("en")


def test_a_caption_without_a_colon_wraps_between_words():
    assert caption_lines("Short", theme.TEXT_SMALL, 400) == ["Short"]
    assert caption_lines("many words here without any colon", theme.TEXT_SMALL, 90) == \
        theme.wrap("many words here without any colon", theme.TEXT_SMALL, 90)


@pytest.fixture
def app():
    application = App()
    yield application
    application.set_language("en")


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("language", ["en", "ar"])
def test_every_table_focuses_its_piles_where_a_click_finds_them(app, game_id, language):
    app.set_language(language)
    scene = midgame(app, game_id)
    app.step(1 / 60, [])
    targets = scene.piles.targets()
    assert targets
    for target in targets:
        assert theme.WIDTH > target.rect.centerx > 0
        assert scene.piles.at(target.click_point) is not None


@pytest.mark.parametrize("game_id", ["sequence", "sequence_kids"])
def test_in_arabic_enter_on_a_seat_pile_opens_it(app, game_id):
    app.set_language("ar")
    scene = midgame(app, game_id)
    app.step(1 / 60, [])
    pile = next(t for t in scene.focus_targets() if t.key == ("piles", 0))
    focus.set_keyboard_active(True)
    try:
        focus.state_of(scene).key = pile.key
        key(app, pygame.K_RETURN)
    finally:
        focus.set_keyboard_active(False)
    assert isinstance(app.scene, PileBrowser)


@pytest.mark.parametrize("game_id", ["sequence", "sequence_kids"])
@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_played_card_flies_to_where_its_pile_shows(app, game_id, language):
    app.set_language(language)
    scene = midgame(app, game_id)
    app.step(1 / 60, [])
    seat = 1
    card = scene.state.discards[seat][-1]
    scene.motion.tweens.clear()
    if game_id == "sequence":
        scene.animate_card(seat, card)
    else:
        scene.animate_move(seat, card)
    flight = next(t for t in scene.motion.tweens if getattr(t, "key", None) == ("pile", seat))
    pile = scene.piles.shown_rects()[seat]
    assert flight.end == pile.center
    assert scene.piles.index_at(flight.end) == seat
    assert scene.seats.seat_at(flight.start) == seat  # from the seat's own row (not the hand: another seat)
