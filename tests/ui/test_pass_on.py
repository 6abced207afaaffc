"""The pass-on step of pass-and-play (game.ui.parts.handover): after a person's move ends their turn
and another person is to play, the table stays in view for the mover (their hand with what the move
gave them, "your turn is over", one "Pass the computer to …" button, Enter or Space); only then the hand-off
screen. Never with one person at the table, in a demo; after computers' moves, at the next
person's turn. It survives a change of language, and a game closed during it continues at the
hand-off."""

from __future__ import annotations

import pygame
import pytest

from game.engine import GAMES
from game.engine.sequence import Draw, Place
from game.games import GAME_IDS
from game.match import Match, Seat
from game.selftest import choose, click, press
from game.ui import theme
from game.ui.dialogs import HandoffScene, PauseMenu
from game.ui.parts.handover import Handover
from tests.ui.helpers import (
    continue_from_menu,
    hand_over,
    key,
    new_table,
    open_setup,
    pass_on,
    put_up,
    restart,
    settle,
    start_from_setup,
    step,
    until_human,
)


def end_turn(scene) -> int:
    """The seat to act ends its turn (a draw or a discard when it may, else its first legal move);
    returns that seat."""
    seat = scene.match.current_seat
    for _ in range(20):
        if scene.match.current_seat != seat or scene.match.is_over:
            return seat
        actions = scene.state.legal_actions()
        names = [type(a).__name__ for a in actions]
        wanted = next((names.index(n) for n in ("Draw", "Discard") if n in names), 0)
        assert scene.act(actions[wanted])
    raise AssertionError("the turn never ended")


def two_people(app, game_id: str):
    scene = new_table(app, game_id, 2, humans=2)
    settle(app, scene, keep=(HandoffScene,))
    hand_over(app, scene)
    return scene


def picture(app) -> bytes:
    app.draw(app.screen)
    return pygame.image.tobytes(app.screen, "RGB")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_mover_sees_their_hand_before_passing_the_computer_on(app, game_id):
    scene = two_people(app, game_id)
    mover = end_turn(scene)
    step(app)
    assert app.scene is scene, "no hand-off screen at once"
    assert scene.handover.passing and scene.viewer == mover
    assert sorted(scene.view().hand) == sorted(scene.match.state.hands[mover]), "the mover's own hand shows"
    assert scene.human_to_act() is None, "nobody can act during the step"
    assert not scene.hints.offered(), "no hint for a turn that is over"
    shown = picture(app)
    scene.handover.to, was = None, scene.handover.to
    assert picture(app) != shown, "the step's panel is drawn"
    scene.handover.to = was
    nxt = pass_on(app, scene)
    assert scene.view() is None, "the hand-off hides every hand"
    assert hand_over(app, scene) == nxt != mover


@pytest.mark.parametrize("game_id", ["sequence", "sequence_kids"])
def test_the_card_drawn_is_in_the_hand_shown_during_the_step(app, game_id):
    scene = two_people(app, game_id)
    mover = scene.match.current_seat
    before = list(scene.view().hand)
    place = next(a for a in scene.state.legal_actions() if isinstance(a, Place))
    assert scene.act(place)
    if Draw() in scene.state.legal_actions():  # the table draw rule: the draw is its own click
        assert scene.act(Draw())
    assert scene.handover.passing and scene.viewer == mover
    hand = list(scene.view().hand)
    got = [c for c in hand if c not in before or hand.count(c) > before.count(c)]
    assert got, "the card drawn is in the hand the mover sees"
    assert len(hand) == len(before)


def test_rummidrez_keeps_the_new_mark_on_the_card_drawn_during_the_step(app):
    scene = two_people(app, "rummidrez")
    from game.engine.rummidrez import Discard
    from game.engine.rummidrez import Draw as Take

    before = set(scene.view().hand)
    assert scene.act(Take())
    drawn = next(c for c in scene.view().hand if c not in before)
    assert scene.act(Discard(next(c for c in scene.view().hand if c != drawn)))
    assert scene.handover.passing and drawn in scene.hand_cards()
    assert scene.new_cards == {drawn}, "the card drawn stays marked as new"
    key(app, pygame.K_ESCAPE)  # a change of language rebuilds the table (play-test 4: the mark was lost)
    press(app, "Settings")
    choose(app, "Suomi")
    press(app, "Takaisin")
    press(app, "Jatka")
    fresh = app.scenes[0]
    assert fresh is not scene and fresh.handover.passing and fresh.new_cards == {drawn}, "still marked as new"
    click(app, fresh.handover.button.rect.center)  # "Anna tietokone ..." (pass_on reads the English label)
    assert isinstance(app.scene, HandoffScene) and fresh.new_cards == set(), "forgotten at the hand-off"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_never_with_one_person_at_the_table(app, game_id, monkeypatch):
    started: list[int] = []
    monkeypatch.setattr(Handover, "start", lambda self, seat: started.append(seat))
    scene = new_table(app, game_id, 3, humans=1)
    for _ in range(4):
        until_human(app, scene)
        if scene.match.is_over:
            break
        end_turn(scene)
        step(app)
    assert started == [] and not scene.handover.passing


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_never_in_a_demo(app, game_id, monkeypatch):
    from tests.ui.test_demo import start_demo, watch

    started: list[int] = []
    monkeypatch.setattr(Handover, "start", lambda self, seat: started.append(seat))
    table = start_demo(app, game_id)
    for _ in range(6):
        key(app, pygame.K_PLUS)
    watch(app, table, lambda: len(table.match.actions) >= 6 or table.match.is_over)
    assert started == [] and not table.handover.passing


def test_with_a_computer_between_the_step_comes_at_the_next_persons_turn(app):
    """Ann, a computer, then Bea: after Ann's move the computer plays at once with Ann's hand still
    in view (she sees what she drew), and the step comes when Bea is to play."""
    info = GAMES["figuras"]
    seats = [Seat("Ann"), Seat("Computer", computer=True), Seat("Bea")]
    scene = put_up(app, Match(info, info.default_config(players=3), seats, 5))
    settle(app, scene, keep=(HandoffScene,))
    hand_over(app, scene)
    checked = False
    for _ in range(12):
        if scene.handover.passing:
            pass_on(app, scene)
        if isinstance(app.scene, HandoffScene):
            hand_over(app, scene)
        mover = end_turn(scene)
        if scene.match.is_over or not scene.match.is_computer_turn():
            continue
        assert not scene.handover.passing and app.scene is scene, "the computer plays at once"
        for _frame in range(600):
            settle(app, scene, keep=(HandoffScene,))
            if not scene.match.is_computer_turn():
                break
            assert scene.viewer == mover and scene.view().seat == mover, "the mover's hand stays in view"
            step(app)
        if scene.match.current_seat not in (None, mover):
            assert scene.handover.passing and scene.viewer == mover and app.scene is scene
            checked = True
            break
    assert checked, "a person's move was followed by the computer's, then the other person's turn"


@pytest.mark.parametrize("pass_key", [pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER])
def test_enter_or_space_passes_on(app, pass_key):
    scene = two_people(app, "sequence_kids")
    end_turn(scene)
    key(app, pass_key)
    assert isinstance(app.scene, HandoffScene) and scene.view() is None


def test_with_the_focus_ring_shown_the_button_has_it(app):
    scene = two_people(app, "figuras")
    end_turn(scene)
    key(app, pygame.K_TAB)  # the ring shows: it moves from the button to the next target
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    from game.ui import focus

    assert focus.current(scene).widget is scene.handover.button
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, HandoffScene)


def test_a_click_on_the_table_during_the_step_does_nothing(app):
    scene = two_people(app, "figuras")
    mover = end_turn(scene)
    state = scene.match.state.to_dict()
    for card in scene.hand_cards()[:2]:
        click(app, scene.card_point(card))
    key(app, pygame.K_1)
    assert scene.match.state.to_dict() == state and scene.selected == []
    assert scene.handover.passing and scene.viewer == mover and app.scene is scene
    # Not "Wait for your turn." (play-test 4): the mover's turn is over and the way on is the button.
    assert scene.message == scene.handover.button.label + "."


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_step_in_arabic_keeps_clear_of_the_board_and_is_translated(app, game_id):
    """Right to left, a table keeps its board, hand and side panel in place (what is in them is
    mirrored): the step's panel stays where it hides neither the board nor the hand, and speaks Arabic."""
    scene = two_people(app, game_id)
    app.set_language("ar")
    end_turn(scene)
    panel = scene.pass_on_rect()
    assert scene.handover.button.label.startswith("سلّم الحاسوب إلى")
    assert panel.contains(scene.handover.button.rect)
    assert pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT).contains(panel)
    hand = scene.view().hand
    assert not any(panel.colliderect(rect) for rect in scene.hand_rects(type(scene.view().hand)(hand))), \
        "the hand stays in sight"
    if game_id in ("sequence", "sequence_kids"):
        from game.ui.sequence.layout import BOARD as CLASSIC
        from game.ui.sequence_kids.layout import BOARD as KIDS

        board = CLASSIC if game_id == "sequence" else KIDS
        assert not panel.colliderect(board), "the board, and the chip just placed, stay in sight"
    app.draw(app.screen)


def test_a_new_language_during_the_step_puts_it_back(app):
    scene = two_people(app, "figuras")
    mover = end_turn(scene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, PauseMenu)
    press(app, "Settings")
    choose(app, "Español")
    press(app, "Volver")
    press(app, "Reanudar")
    fresh = app.scenes[0]
    assert fresh is not scene and app.scene is fresh
    assert fresh.handover.passing and fresh.viewer == mover
    seat = fresh.match.current_seat
    assert fresh.handover.button.label == f"Pasa el ordenador a {fresh.match.seats[seat].name}"
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, HandoffScene) and fresh.view() is None


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_closed_during_the_step_continues_at_the_hand_off(app, game_id):
    open_setup(app, game_id)
    choose(app, "Human", 1)
    scene = start_from_setup(app)
    settle(app, scene, keep=(HandoffScene,))
    hand_over(app, scene)
    end_turn(scene)
    assert scene.handover.passing
    seat = scene.match.current_seat
    again = restart()
    continue_from_menu(again)
    table = again.scenes[0]
    settle(again, table, keep=(HandoffScene,))
    assert isinstance(again.scene, HandoffScene), "the hand-off for the seat to act, not the step"
    assert not table.handover.passing and table.view() is None
    assert hand_over(again, table) == seat


def test_a_timed_rummidrez_match_clock_waits_while_the_computer_is_passed_on(app):
    open_setup(app, "rummidrez")
    choose(app, "Human", 1)
    choose(app, "15 min")
    scene = start_from_setup(app)
    hand_over(app, scene)
    end_turn(scene)
    assert scene.handover.passing
    scene.elapsed = 100.0
    app.step(5.0, [])
    assert scene.elapsed == 100.0, "the mover's look at their hand costs nobody time"
    pass_on(app, scene)
    hand_over(app, scene)
    app.step(1.0, [])
    assert scene.elapsed > 100.0, "the clock goes on with the next turn"


@pytest.mark.parametrize("players", [2, 4, 8, 12])
@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_classic_steps_panel_covers_no_seat_row_no_card_and_no_button(app, players, language):
    """Classic Sequence with many people (play-test 3): the step's panel sat on the side panel's
    lower player rows from 8 players on. Whatever the number of seats, left to right and mirrored,
    it covers no player's row or discard pile, no card of the mover's hand, neither the board nor
    the Moves button (still open during the step), and holds its own button."""
    from game.ui.sequence import panel as side
    from game.ui.sequence.layout import BOARD, PANEL

    scene = new_table(app, "sequence", players, humans=players)
    app.set_language(language)
    settle(app, scene, keep=(HandoffScene,))
    hand_over(app, scene)
    end_turn(scene)
    step(app)
    assert scene.handover.passing
    step_panel = scene.pass_on_rect()
    rows = [theme.mirror_in(r, PANEL) for r in side.seat_rows(players).values()]
    piles = [theme.mirror_in(r, PANEL) for r in side.pile_rects(players)]
    assert len(rows) == players
    assert not [r for r in rows + piles if r.colliderect(step_panel)], "the panel covers a player's row"
    hand = scene.hand_rects(type(scene.view().hand)(scene.view().hand))
    assert hand and not [r for r in hand if r.colliderect(step_panel)], "the panel covers a card of the hand"
    assert not step_panel.colliderect(BOARD)
    assert scene.moves_button.visible and not step_panel.colliderect(scene.moves_button.rect)
    assert step_panel.contains(scene.handover.button.rect)
    assert pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT).contains(step_panel)
    app.draw(app.screen)
