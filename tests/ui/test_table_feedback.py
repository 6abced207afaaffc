"""What the Sequence tables tell a player after a click: a sentence that fits its box and goes
away once it is out of date, a status line that matches the card picked, announcements that
stay long enough to read, and screens that say what they hold."""

from __future__ import annotations

import pygame
import pytest

from game.engine.sequence import CARD_SPACES, CARDS, EMPTY, Pass, jack_kind
from game.i18n import LANGUAGES
from game.selftest import choose, click, press
from game.ui import theme
from game.ui.dialogs import HandoffScene, PauseMenu
from game.ui.parts.message_box import message_lines
from game.ui.sequence.layout import MESSAGE, PANEL, space_rect
from game.ui.sequence_kids import layout as kids
from game.ui.sequence_scene import SequenceScene
from tests.ui.helpers import give, hand_over, new_table, open_setup, until_human


def texts_drawn(app, monkeypatch) -> list[str]:
    """Every text the next frame draws."""
    drawn: list[str] = []
    real = theme.text

    def spy(message, *args, **kwargs):
        drawn.append(message)
        return real(message, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)
    app.step(1 / 60, [])
    monkeypatch.setattr(theme, "text", real)
    return drawn


def sequence_turn(app) -> SequenceScene:
    """A two-player Sequence table at the human's first turn, the computer held."""
    scene = new_table(app, "sequence", 2)
    until_human(app, scene)
    scene.computer_pause = 1e9
    return scene


def pick(app, scene, card: int) -> None:
    hand = scene.view().hand
    click(app, scene.hand_rects(hand)[hand.index(card)].center)


def plain_card(scene, wanted=lambda card: True) -> int:
    rule = scene.match.config.jack_rule
    return next(c for c in scene.state.stock if jack_kind(c, rule) is None and wanted(c))


# ---------------------------------------------------------------- a refusal goes with the next move


def test_a_refusal_is_gone_once_the_player_has_moved(app):
    scene = sequence_turn(app)
    place = next(a for a in scene.state.legal_actions() if hasattr(a, "space") and jack_kind(a.card, "eyes") is None)
    pick(app, scene, place.card)
    click(app, space_rect(0).center)  # a free corner
    assert scene.message == "The corners are free for everyone; no chip goes there."
    click(app, space_rect(place.space).center)
    assert scene.match.actions and scene.message == "", "the refusal outlived the move it was about"


def test_a_kids_refusal_is_gone_once_the_player_has_moved(app):
    scene = new_table(app, "sequence_kids", 2)
    until_human(app, scene)
    scene.computer_pause = 1e9
    view = scene.view()
    card = next(c for c in view.hand if view.targets(c))
    click(app, scene.hand_rects(view.hand)[view.hand.index(card)].center)
    click(app, kids.space_rect(0).center)  # a free corner
    assert scene.message
    click(app, kids.space_rect(view.targets(card)[0]).center)
    assert scene.match.actions and scene.message == "", "the refusal outlived the move it was about"


# ---------------------------------------------------------------- the status line follows the card picked


def test_a_dead_card_picked_says_exchange_it_not_place_a_chip(app):
    scene = sequence_turn(app)
    dead = plain_card(scene)
    give(scene.state, scene.viewer, [dead], at=0)
    for space in CARD_SPACES[dead]:
        scene.state.board[space] = 1
    pick(app, scene, dead)
    assert scene.status_line() == "Dead card: exchange it with the button."
    assert scene.exchange_button.visible
    scene.state.exchanged = True  # one exchange a turn: this one can only wait
    assert scene.status_line() == "Dead card: pick another card."


def test_a_stuck_player_is_told_to_pass(app):
    scene = sequence_turn(app)
    state, seat = scene.state, scene.viewer
    state.hands[seat] = [next(c.id for c in CARDS if c.code == "JH")]  # a removing jack, no chip to remove
    state.board = [EMPTY if chip >= 0 else chip for chip in state.board]
    assert state.legal_actions() == [Pass()]
    assert scene.status_line() == "No card can be played: click the pass button."


def test_after_playing_with_the_table_draw_rule_a_card_click_points_to_the_stock(app):
    open_setup(app, "sequence")
    choose(app, "On: draw it yourself")
    press(app, "Start")
    press(app, "Start playing")
    scene = app.scenes[0]
    scene.computer_pause = 0.0
    until_human(app, scene)
    scene.computer_pause = 1e9
    place = next(a for a in scene.state.legal_actions() if hasattr(a, "space") and jack_kind(a.card, "eyes") is None)
    pick(app, scene, place.card)
    click(app, space_rect(place.space).center)
    assert scene.state.phase == 1
    pick(app, scene, scene.view().hand[0])
    assert scene.selected is None, "a card picked now could do nothing"
    assert "draw your card" in scene.message
    click(app, space_rect(45).center)
    assert "draw your card" in scene.message


# ---------------------------------------------------------------- announcements


def test_a_completed_sequence_is_said_in_the_message_box_and_outlives_the_next_move(app):
    scene = sequence_turn(app)
    state, team = scene.state, scene.state.team(scene.viewer)
    for space in (51, 52, 53, 54):
        state.board[space] = team
    card = plain_card(scene, lambda c: 55 in CARD_SPACES[c])
    give(scene.state, scene.viewer, [card], at=0)
    pick(app, scene, card)
    click(app, space_rect(55).center)
    assert not scene.match.is_over  # two sequences win
    assert scene.message == "Sequence for Blue!" and scene.message_time > 0
    scene.computer_pause = 0.0
    until_human(app, scene)  # the computer's answer does not take the news away
    assert scene.message == "Sequence for Blue!"


# ---------------------------------------------------------------- sizes and places


@pytest.mark.parametrize("box", [MESSAGE, kids.MESSAGE], ids=["sequence", "kids"])
def test_a_long_message_takes_two_readable_lines_in_its_box(box):
    long = "This card is dead: both its spaces are taken. Exchange it for a new card."
    size, lines = message_lines(long, box)
    assert len(lines) == 2 and size >= 15, "one line of it came out at 13 px"
    assert all(theme.text_width(line, size) <= box.width - 20 for line in lines)
    assert len(lines) * (size + theme.LINE_GAP) <= box.height
    assert message_lines("Wait for your turn.", box) == (17, ["Wait for your turn."])


def test_the_message_box_leaves_the_board_and_the_buttons_free(app):
    scene = sequence_turn(app)
    board = space_rect(0).union(space_rect(99))
    assert not MESSAGE.colliderect(board)
    for button in (scene.exchange_button, scene.draw_button, scene.end_button, scene.pass_button):
        assert not MESSAGE.colliderect(button.rect)
    for rect in scene.hand_rects(tuple(range(7))):  # the largest hand
        assert not MESSAGE.colliderect(rect)
    # The keyboard's hint, a pill in the bottom right corner once the keyboard is used (game.ui.focus).
    label = theme.fit_text(scene.keyboard_hint(), 13, theme.WIDTH - 200)
    pill = label.get_rect(bottomright=(theme.WIDTH - 12, theme.HEIGHT - 2)).inflate(16, 2)
    assert not MESSAGE.colliderect(pill) and not kids.MESSAGE.colliderect(pill)


def test_the_result_stays_inside_the_panel_above_its_last_line(app):
    scene = sequence_turn(app)
    scene.state.winner_team = 0
    dialog = scene.game_over_dialog()
    assert PANEL.contains(dialog.panel)
    assert dialog.panel.bottom <= PANEL.bottom - 34, "the stock line showed under the result's edge"


def test_a_setup_without_options_says_so(app, monkeypatch):
    open_setup(app, "sequence_kids")
    assert "This game has no options to choose." in texts_drawn(app, monkeypatch)


def test_the_hand_off_is_not_drawn_half_under_the_pause_menu(app, monkeypatch):
    open_setup(app, "sequence")
    choose(app, "Human", 1)
    press(app, "Start")
    press(app, "Start playing")
    scene = app.scenes[0]
    assert isinstance(app.scene, HandoffScene)
    assert any(t.startswith("Pass the computer to") for t in texts_drawn(app, monkeypatch))
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert isinstance(app.scene, PauseMenu)
    drawn = texts_drawn(app, monkeypatch)
    assert "Paused" in drawn and not any(t.startswith("Pass the computer to") for t in drawn)
    press(app, "Resume")
    hand_over(app, scene)



@pytest.mark.parametrize("game_id", ["sequence", "sequence_kids"])
@pytest.mark.parametrize("language", [code for code, _name in LANGUAGES])
def test_a_drawn_game_is_said_in_large_words(app, game_id, language):
    """The whole sentence as the title shrank to 13 px in Finnish: "A draw." is the title now."""
    app.set_language(language)
    scene = new_table(app, game_id, 2)
    scene.state.drawn_game = True
    dialog = scene.game_over_dialog()
    assert theme.fitted_size(dialog.title, 32, dialog.panel.width - 140, bold=True) >= 28
    assert theme.fitted_size(dialog.subtitle, 20, dialog.panel.width - 60) >= 17


def test_the_result_reads_right_to_left_in_arabic(app):
    """Play again first in reading order: at the right end in Arabic, as in every other dialog."""
    scene = sequence_turn(app)
    scene.state.winner_team = 0
    english = scene.game_over_dialog()
    app.set_language("ar")
    arabic = scene.game_over_dialog()
    assert english.widgets[0].rect.x < english.widgets[1].rect.x
    assert arabic.widgets[0].rect.x > arabic.widgets[1].rect.x
    assert arabic.panel.contains(arabic.widgets[0].rect) and arabic.panel.contains(arabic.widgets[1].rect)


def test_a_removing_jack_with_nothing_to_remove_says_pick_another_card(app):
    """Early in a game no chip of another team is down: the jack cannot be used yet (no dead end)."""
    scene = sequence_turn(app)
    state = scene.state
    state.board = [EMPTY if chip >= 0 else chip for chip in state.board]
    jack = next(c for c in state.stock if jack_kind(c, "eyes") == "remove")
    give(scene.state, scene.viewer, [jack], at=0)
    pick(app, scene, jack)
    assert not scene.targets()
    assert scene.status_line() == scene.message == "No chip can be removed now: pick another card."


def test_a_dragon_with_nothing_to_take_says_pick_another_card(app):
    from game.engine.sequence_kids import CARDS as KIDS_CARDS
    from game.engine.sequence_kids import DRAGON

    scene = new_table(app, "sequence_kids", 2)
    until_human(app, scene)
    scene.computer_pause = 1e9
    state = scene.state
    state.board = [EMPTY if chip >= 0 else chip for chip in state.board]
    dragon = next(c for c in state.stock if KIDS_CARDS[c].kind == DRAGON)
    give(scene.state, scene.viewer, [dragon], at=0)
    click(app, scene.hand_rects(scene.view().hand)[0].center)
    assert scene.selected == dragon and not scene.targets()
    assert scene.status_line() == scene.message == "No chip to take away yet: pick another card."


def recap_spaces(scene) -> list[int]:
    """The spaces the board lights as changed since the seat looking last played (parts.recap)."""
    return [e.space for e in scene.recap.events() if hasattr(e, "space")]


def test_the_board_marks_what_the_others_did_since_your_turn(app):
    """With three computers, the last move alone hid two of the three chips put down since your turn."""
    scene = new_table(app, "sequence", 4)
    until_human(app, scene)
    place = next(a for a in scene.state.legal_actions() if hasattr(a, "space") and jack_kind(a.card, "eyes") is None)
    pick(app, scene, place.card)
    click(app, space_rect(place.space).center)
    assert recap_spaces(scene) == [], "your own move is not news to you"
    mine = len(scene.match.actions)
    until_human(app, scene)
    theirs = [a["space"] for a in scene.match.actions[mine:] if "space" in a]
    assert len(theirs) >= 2 and recap_spaces(scene) == theirs
    assert scene.last_spaces == (theirs[-1],)
