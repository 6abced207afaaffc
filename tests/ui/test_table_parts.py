"""The parts a table is built from (game.ui.parts): the top bar laid out in both reading directions
on a 1024×600 screen (large text, widest labels), the statistics a game registers counted for its
people, and the message line's timing."""

from __future__ import annotations

import pygame
import pytest

from game import stats
from game.app import App
from game.demo import midgame
from game.engine import figuras as F
from game.games import GAME_IDS
from game.ui import theme
from game.ui.parts.message_box import SAID_FOR, MessageBox
from tests.ui.helpers import new_table


@pytest.fixture
def netbook(monkeypatch):
    """The program on a 1024×600 screen: the layout shrunk to fit, large text on by itself."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 600)])
    application = App()
    yield application
    application.set_language("en")
    theme.set_large_text(False)


@pytest.mark.parametrize("language", ["en", "fi", "ar"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_top_bar_keeps_its_order_and_room_at_1024x600(netbook, game_id, language):
    """Moves (where the table has it in the bar), Hint, Undo, Redo, then Menu at the end of the
    line: at the right, at the left in Arabic; large labels ("Tee uudelleen") widen the buttons
    without overlap, and the status lines keep a room of their own before them."""
    app = netbook
    assert app.large_text_wanted(), "a 1024×600 screen turns large text on"
    app.set_language(language)
    scene = midgame(app, game_id)
    app.step(1 / 60, [])
    bar = scene.top_bar
    row = [bar.moves_button] if scene.moves_in_bar else []
    row += [bar.hint_button, bar.undo_button, bar.redo_button, scene.menu_button]
    assert all(button.visible for button in row), "a person to act, alone against computers: all offered"
    rects = [button.rect for button in row]
    if language == "ar":
        rects.reverse()
    assert all(a.right < b.x for a, b in zip(rects, rects[1:], strict=False)), "in reading order, apart"
    assert rects[0].x >= 0 and rects[-1].right <= theme.WIDTH
    assert (scene.menu_button.rect.x < theme.WIDTH // 2) == (language == "ar"), "Menu ends the line"
    room = scene.status_room(20, 16)
    assert room.width >= 600, "the status lines keep about half the bar or more"
    assert not any(room.x < r.right and r.x < room.right for r in rects), "the status room is clear of the buttons"
    for button in row:  # each label whole at its size, or the widest a bar button gets
        whole = theme.fitted_size(button.label, theme.big(button.size), button.rect.width - 16, bold=True)
        assert whole == theme.big(button.size) or button.rect.width == 150, button.label


def test_top_bar_clicks_land_where_it_is_drawn_in_arabic(netbook):
    app = netbook
    app.set_language("ar")
    scene = midgame(app, "figuras")
    app.step(1 / 60, [])
    moves = scene.top_bar.moves_button
    assert moves.rect.x > scene.top_bar.hint_button.rect.right, "after Hint, reading right to left"
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=moves.rect.center),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=moves.rect.center)])
    assert app.scene is not scene, "the move log opened"


def test_a_games_registered_statistics_count_its_people_once_per_move(app):
    """Figuras registers each human's closest approach to 111 at a round's end; the table counts a
    move's events through it (a computer never counts); a game that registers nothing counts nothing."""
    scene = new_table(app, "figuras", 3)
    people = [seat.name for seat in scene.match.seats if not seat.computer]
    ended = F.RoundEnded(round=1, closer=1, scores=(5, 0, 3), totals=(104, 110, 60), hands=((), (), ()),
                         eliminated=(), exact=(), out=())
    scene.statistics.count_move([F.Reshuffled(count=9), ended])
    assert stats.load()[0].closest == {people[0]: 104}
    other = new_table(app, "sequence", 2)
    other.statistics.count_move([ended])
    assert stats.load()[0].closest == {people[0]: 104}, "sequence registers no round statistics"


def test_statistics_that_cannot_be_saved_are_said_and_play_goes_on(app, monkeypatch):
    scene = new_table(app, "figuras", 3)
    ended = F.RoundEnded(round=1, closer=1, scores=(5, 0, 3), totals=(104, 110, 60), hands=((), (), ()),
                         eliminated=(), exact=(), out=())

    def full_disk(_stats) -> None:
        raise OSError("no room")

    monkeypatch.setattr(stats, "save", full_disk)
    scene.statistics.count_move([ended])
    assert scene.message == "The statistics could not be saved."


def test_the_message_line_goes_out_after_its_time_and_asks_for_that_frame():
    box = MessageBox()
    assert box.redraw_in() is None and not box.shown
    box.say("Wait for your turn.")
    assert box.shown and box.redraw_in() == SAID_FOR
    box.update(SAID_FOR - 1)
    assert box.shown and box.redraw_in() == pytest.approx(1.0)
    box.update(1.0)
    assert not box.shown and box.redraw_in() is None
    box.say("A long hint", 10.0)
    box.say("")
    assert not box.shown, "nothing said clears the line at once"
