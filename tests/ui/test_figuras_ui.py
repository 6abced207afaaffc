"""Headless UI tests of the Figuras table: a player's clicks from the menu to the match result,
the pop-ups, sets of identical figures, the round summary, saving, hand-off, hidden cards."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ai import agent_for
from game.app import App
from game.engine import figuras as F
from game.engine.figuras import Draw, GiveCard, Play
from game.selftest import choose, click, find_button, press
from game.ui.dialogs import HandoffScene, PauseMenu, RulesScene
from game.ui.figuras.cards import card_back, card_text, colour_name
from game.ui.figuras.dialogs import ColourDialog, GiftDialog, MirrorDialog, PlayerDialog
from game.ui.figuras.layout import DISCARD, MOVE_TOP
from game.ui.figuras.round_end import RoundSummary
from game.ui.figuras_scene import FigurasScene
from game.ui.game_over import GameOverDialog
from game.ui.menu import MenuScene
from game.ui.pile_browser import PileBrowser
from game.unseen import Witness
from tests.figuras_positions import KEYS, card, position
from tests.ui.helpers import (
    continue_from_menu,
    hand_over,
    key,
    menu_app,
    new_table,
    open_setup,
    pass_on,
    restart,
    start_from_setup,
    step,
    until_human,
)

R, Y, G, B = F.RED, F.YELLOW, F.GREEN, F.BLUE


@pytest.fixture
def app(monkeypatch):
    monkeypatch.setattr("game.match.SEEDS", random.Random(11))  # new matches get reproducible seeds
    return menu_app()


def start_game(app: App, players: int = 2, humans: int = 1) -> FigurasScene:
    setup = open_setup(app, "figuras")
    choose(app, str(players))
    for seat in range(1, humans):
        choose(app, "Human", seat)
    assert [s.computer for s in setup.seats[:players]] == [False] * humans + [True] * (players - humans)
    return start_from_setup(app)


def rig(scene: FigurasScene, hands: list[list[int]], discard: list[int], *, current: int = 0,
        phase: int = F.PHASE_PLAY, colour: int | None = None, mirrors: int = 0,
        totals: list[int] | None = None, stock_top: list[int] = ()) -> F.FigurasState:  # type: ignore[assignment]
    """Put the match in a hand-built position (cards not named form the stock, `stock_top[0]` drawn next)."""
    state = position(hands, discard, current=current, phase=phase, colour=colour, mirrors=mirrors, totals=totals,
                     round_no=2, stock_top=stock_top)
    begin_record_at(scene.match, state)
    scene.selected = []
    scene.motion.finish()
    scene.on_new_turn()
    return state


def begin_record_at(match, state: F.FigurasState) -> None:
    """Make `state` the start of the match's record, as if it had been dealt so: what replays the
    record (undo, the standings' rounds won) starts from it, not from the deal it replaced."""
    match.state = state
    for record in (match.actions, match.actors, match.breaks, match._flow, match._starts):
        record.clear()
    if match.witness is not None:  # what an undo may not show is counted from this position
        match.witness = Witness(match.witness.seat, state)
    match._checkpoints[:] = [match._copy()]


def rigged_table(app: App, players: int = 3) -> FigurasScene:
    scene = start_game(app, players)
    while app.scene is not scene:
        app.pop()  # whatever the deal asked for; the position is replaced
    return scene


def click_card(app: App, scene: FigurasScene, c: int) -> None:
    click(app, scene.card_point(c))


def act_by_clicks(app: App, scene: FigurasScene, action) -> None:
    """Carry out `action` for the human seat the way a person does, on whatever is on screen."""
    top = app.scene
    if isinstance(top, ColourDialog):
        press(app, colour_name(action.colour))
    elif isinstance(top, PlayerDialog):
        press(app, next(w.label for w in top.widgets if w.label.startswith(scene.match.seats[action.seat].name + ":")))
    elif isinstance(top, GiftDialog):
        rect = top.card_rects()[top.hand.index(action.card)]
        click(app, (rect.right - 6, rect.centery))
        assert top.picked == action.card
        press(app, next(w.label for w in top.widgets if w.label.startswith(scene.match.seats[action.seat].name + ":")))
    elif isinstance(top, MirrorDialog):
        press(app, "Play a Mirror" if isinstance(action, Play) else top.widgets[-1].label)
    else:
        assert top is scene, type(top).__name__
        if isinstance(action, Draw):
            press(app, "Draw a card")
        else:
            for c in action.cards:
                click_card(app, scene, c)
            assert scene.selected == list(action.cards), (scene.hand_cards(), [scene.card_point(c) for c in action.cards], scene.state.phase_name, scene.message)
            press(app, scene.play_button.label)


def play_human_turn(app: App, scene: FigurasScene, agent, rng: random.Random) -> None:
    seat = scene.match.current_seat
    actions_before = len(scene.match.actions)
    action = agent.choose(scene.match.state.view(seat), rng, 0.1)
    act_by_clicks(app, scene, action)
    # A question with one answer left after it (the Thief with one opponent) is answered at once.
    assert len(scene.match.actions) >= actions_before + 1, f"the clicks did not reach the engine: {action}"


def drive(app: App, scene: FigurasScene, until, agent=None, rng=None, limit: int = 20_000) -> None:
    """Run the table: computer turns by themselves, the human's by clicks, summaries closed."""
    agent = agent or agent_for("figuras", "normal")
    rng = rng or random.Random(3)
    for _ in range(limit):
        if until():
            return
        top = app.scene
        if isinstance(top, RoundSummary):
            press(app, "See the result" if top.match_over else "Next round")
        elif isinstance(top, HandoffScene):
            press(app, f"I am {top.name}")
        elif isinstance(top, GameOverDialog):
            return
        elif scene.human_to_act() is not None and top is not scene:
            play_human_turn(app, scene, agent, rng)
        elif scene.human_to_act() is not None and scene.my_turn():
            play_human_turn(app, scene, agent, rng)
        else:
            step(app)
    raise AssertionError("the table did not get there")


# ---------------------------------------------------------------- menu to match result

def test_menu_lists_figuras_once(app):
    ids = [ui.info.id for ui in app.scene.games]
    assert ids.count("figuras") == 1
    assert "Figuras" in [ui.info.title for ui in app.scene.games]


def test_whole_match_with_the_mouse_against_the_computer(app):
    scene = start_game(app, 2)
    summaries = 0
    agent, rng = agent_for("figuras", "normal"), random.Random(7)
    for _ in range(40_000):
        top = app.scene
        if isinstance(top, GameOverDialog):
            break
        if isinstance(top, RoundSummary):
            summaries += 1
            app.step(1 / 60, [])  # the summary draws over the table
            press(app, "See the result" if top.match_over else "Next round")
        elif scene.human_to_act() is not None and (top is not scene or scene.my_turn()):
            play_human_turn(app, scene, agent, rng)
        else:
            step(app)
    step(app)
    assert scene.match.is_over and isinstance(app.scene, GameOverDialog)
    assert summaries == scene.match.state.round, "every round ends with its summary"
    winners = scene.match.state.winners
    assert app.scene.title.startswith(scene.match.seats[winners[0]].name)
    assert not scene.match.save_path.exists() and not scene.match.file.journal.exists(), \
        "a finished match leaves nothing to continue"
    press(app, "Play again")
    assert isinstance(app.scenes[0], FigurasScene) and app.scenes[0] is not scene
    assert not app.scenes[0].match.is_over


def test_save_quit_and_continue_the_same_match(app):
    scene = start_game(app, 3)
    drive(app, scene, lambda: len(scene.match.actions) >= 8 and app.scene is scene and scene.my_turn())
    before = scene.match.state.to_dict()
    moves = list(scene.match.actions)
    again = restart()
    continued = continue_from_menu(again)
    assert isinstance(continued, FigurasScene)
    assert continued.match.actions == moves
    assert continued.match.state.to_dict() == before
    again.step(1 / 60, [])


def test_hand_off_between_two_humans_hides_the_hands(app):
    scene = start_game(app, 2, humans=2)
    first = hand_over(app, scene)
    assert scene.bottom == first
    agent, rng = agent_for("figuras", "normal"), random.Random(2)
    while scene.match.current_seat == first and not isinstance(app.scene, (HandoffScene, RoundSummary)):
        if scene.human_to_act() is not None and (app.scene is not scene or scene.my_turn()):
            play_human_turn(app, scene, agent, rng)
        else:
            step(app)
    while isinstance(app.scene, RoundSummary):
        press(app, "Next round")
    assert scene.match.current_seat != first, "this seed passes the turn to the other human"
    second = hand_over(app, scene)
    assert scene.bottom == second, "the one looking sits at the bottom"
    assert sorted(scene.hand_cards()) == sorted(scene.match.state.hands[second])


def test_pass_and_play_round_summary_hides_the_new_hands_until_handed_over(app):
    scene = start_game(app, 3, humans=2)
    while app.scene is not scene:
        app.pop()  # the first hand-off; the position is replaced
    rig(scene, [[card(Y, F.STAR3)], [card(G, F.STAR10)], [KEYS[1]]], [card(Y, F.PENTAGON)], totals=[20, 50, 40])
    scene.viewer = 0
    click_card(app, scene, card(Y, F.STAR3))
    press(app, "Play")
    step(app)
    assert isinstance(app.scene, RoundSummary), "everyone reads the summary first, no hand-off over it"
    assert scene.view() is None and scene.hand_cards() == (), "no new hand shows while everyone reads it"
    press(app, "Next round")
    drive(app, scene, lambda: isinstance(app.scene, HandoffScene))
    seat = hand_over(app, scene)
    assert sorted(scene.hand_cards()) == sorted(scene.match.state.hands[seat])


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_last_move_keeps_clear_of_every_seat_at_every_table_size(app, language):
    app.set_language(language)
    for players in range(2, 9):
        scene = new_table(app, "figuras", players)
        hand = scene.match.state.hands[scene.viewer]
        scene.log.append([F.Drawn(scene.viewer, tuple(hand[:4]), 4, 4, "turn"),
                          F.Reshuffled(30)])  # a long move: three lines where there is room
        whole = " ".join(scene.describe(e) for e in scene.log[-1])
        lines = scene.move_lines(MOVE_TOP)
        assert lines, f"{players} players: the last move is shown"
        shown = " ".join(line for line, _rect in lines)
        assert shown == whole or (shown.endswith(" …") and whole.startswith(shown[:-2])), "cut short visibly"
        for line, rect in lines:
            for seat in range(players):
                if seat != scene.bottom:
                    assert not rect.colliderect(scene.seat_rect(seat)), f"{players} players: {line!r} under a seat"


# ---------------------------------------------------------------- playing by clicks

def test_a_set_of_three_identical_figures_by_clicks(app):
    scene = rigged_table(app)
    tri = [card(Y, F.TRIANGLE), card(R, F.TRIANGLE), card(B, F.TRIANGLE)]
    rig(scene, [[*tri, card(G, F.DECAGON)], [card(G, F.STAR5)], [card(B, F.STAR5, 1)]],
        [card(G, F.PENTAGON), card(Y, F.STAR3)])
    for i, c in enumerate(tri):
        click_card(app, scene, c)
        assert scene.selected == tri[:i + 1]
    assert find_button(scene, "Play 3 cards").enabled
    step(app)
    assert "last one becomes the top" in scene.status_line()
    press(app, "Play 3 cards")
    state = scene.match.state
    assert state.discard[-3:] == tri and state.top == tri[-1], "the last card picked is the top card"
    assert state.hands[0] == [card(G, F.DECAGON)] and state.current == state.next_seat(0)
    assert scene.selected == []
    assert card_text(tri[0]) in " ".join(scene.last_move())


def test_clicks_toggle_and_a_double_click_plays_one_card(app):
    scene = rigged_table(app)
    five = card(Y, F.STAR5)
    rig(scene, [[five, card(R, F.STAR5), card(B, F.STAR5), card(G, F.DECAGON)], [card(G, F.STAR5)],
                [card(B, F.STAR5, 1)]], [card(Y, F.PENTAGON)])
    click_card(app, scene, five)
    click_card(app, scene, card(R, F.STAR5))
    assert scene.selected == [five, card(R, F.STAR5)]
    assert "Never two" in scene.status_line()
    click_card(app, scene, card(R, F.STAR5))
    assert scene.selected == [five], "a second click puts a card back"
    step(app, 30)
    click_card(app, scene, five)
    assert scene.selected == []
    click_card(app, scene, card(R, F.STAR5))  # it does not match, but may follow in a set
    assert scene.selected == [card(R, F.STAR5)] and "start a set" in scene.message
    assert "Press Play" not in scene.status_line(), "no invitation to play a card that cannot go alone"
    assert not scene.play_button.enabled and "does not match" in scene.play_button.reason
    click_card(app, scene, card(G, F.DECAGON))  # no play uses it: refused, the pick stays
    assert scene.selected == [card(R, F.STAR5)] and "does not match" in scene.message
    click_card(app, scene, card(R, F.STAR5))
    step(app, 30)
    click_card(app, scene, five)
    click_card(app, scene, five)
    assert scene.match.state.top == five and five not in scene.match.state.hands[0]


def test_illegal_clicks_change_nothing_and_say_why(app):
    scene = rigged_table(app)
    rig(scene, [[card(Y, F.DECAGON), card(G, F.DECAGON), card(R, F.DECAGON)], [card(G, F.STAR5)],
                [card(B, F.STAR5, 1)]], [card(Y, F.PENTAGON)])
    before = scene.match.state.to_dict()
    assert not scene.draw_button.enabled
    press(app, "Draw a card")
    assert "may not draw" in scene.message, "a disabled button pressed says why again"
    scene.say("")
    click(app, scene.place(("stock",)))
    assert "may not draw" in scene.message, "so does the stock"
    assert not scene.play_button.enabled and scene.play_button.reason == "First pick a card from your hand."
    click_card(app, scene, card(G, F.DECAGON))
    press(app, "Play")
    assert "does not match the top card" in scene.message
    click_card(app, scene, card(R, F.DECAGON))
    assert scene.selected == [card(G, F.DECAGON), card(R, F.DECAGON)]
    press(app, "Play 2 cards")
    assert "never two" in scene.message
    assert scene.match.state.to_dict() == before
    scene.say("")
    click(app, find_button(scene, "Draw a card").rect.move(0, -300).center)  # the empty table: nothing happens
    assert scene.match.state.to_dict() == before
    click(app, DISCARD.center)
    assert isinstance(app.scene, PileBrowser)
    app.step(1 / 60, [])
    press(app, "Close")
    assert app.scene is scene


def test_with_one_card_to_play_play_plays_it_unpicked(app):
    """A lone playable card is outlined much as a picked one looks (play-test 4): Play plays it."""
    scene = rigged_table(app)
    rig(scene, [[card(G, F.DECAGON), card(Y, F.STAR3)], [card(G, F.STAR5)], [card(B, F.STAR5, 1)]],
        [card(Y, F.PENTAGON)])
    assert scene.selected == [] and scene.playable_cards() == {card(Y, F.STAR3)}
    assert scene.play_button.enabled and scene.play_button.reason == ""
    press(app, "Play")
    assert scene.match.state.top == card(Y, F.STAR3) and scene.match.state.hands[0] == [card(G, F.DECAGON)]


def test_arrived_counts_what_came_into_a_hand_since_the_last_deal():
    from game.ui.figuras.panels import arrived

    red, blue, gift = card(R, F.STAR5), card(B, F.STAR3), card(Y, F.DECAGON)
    events = [F.Drawn(1, (red,), 1, 1, "turn"), F.Dealt(3, 0, 1, (7, 7)), F.Drawn(0, (blue, red), 2, 2, "mirror"),
              F.Given(1, gift, 0, False), F.Stolen(0, card(G, F.STAR3), 1), F.Stolen(1, card(G, F.TRIANGLE), 0)]
    assert arrived(events, 0) == {blue, red, gift, card(G, F.STAR3)}
    assert arrived(events, 1) == {card(G, F.TRIANGLE)}, "what came before the deal is forgotten"


def test_a_card_that_came_into_the_hand_is_tagged_new_until_the_player_acts_again(app):
    """Play-test 4: the drawn red 5-pointed star sat unmarked beside its twin in Figuras."""
    from game.ui.palette import JUST_MOVED

    scene = start_game(app, 2)
    until_human(app, scene)
    twin, drawn = card(R, F.STAR5), card(R, F.STAR5, 1)
    rig(scene, [[twin, card(G, F.DECAGON), card(B, F.STAR3)], [card(Y, F.STAR5, 2), card(G, F.STAR3)]],
        [card(Y, F.PENTAGON)], stock_top=[drawn])
    assert scene.new_cards.of(0) == frozenset()
    press(app, "Draw a card")  # nothing fits: the red 5-star drawn does not fit either, and is kept
    step(app, 60)
    assert drawn in scene.match.state.hands[0] and scene.new_cards.of(0) == {drawn}
    picture = pygame.Surface((1280, 800))
    app.draw(picture)
    shown = scene.hand.slots(scene.hand_cards(), [])
    rect = next(slot.shown for slot in shown if slot.card == drawn)
    under = [picture.get_at((x, rect.bottom + 4))[:3] for x in range(rect.x, rect.right)]
    assert JUST_MOVED in under, "the tag under the drawn card"
    until_human(app, scene)  # the computer plays: the card stays new until the player acts again
    assert scene.match.state.current_player == 0 and scene.new_cards.of(0) == {drawn}
    playable = [c for c in scene.match.state.hands[0] if scene.match.state.fits(c)]
    assert scene.act(Play((playable[0],)) if playable else Draw())
    assert drawn not in scene.new_cards.of(0), "acting again: only what this turn brings is new"


def test_draw_when_nothing_fits(app):
    scene = rigged_table(app)
    rig(scene, [[card(G, F.DECAGON)], [card(G, F.STAR5)], [card(B, F.STAR5, 1)]], [card(Y, F.PENTAGON)])
    assert "nothing fits" in scene.status_line()
    size = len(scene.match.state.hands[0])
    press(app, "Draw a card")
    state = scene.match.state
    assert len(state.hands[0]) == size + 1 or state.discard[-1] != card(Y, F.PENTAGON)


# ---------------------------------------------------------------- the pop-ups

def lay_key(app: App, scene: FigurasScene) -> ColourDialog:
    """The human lays the Key by clicks (the card, then Play): the colour question it asks."""
    click_card(app, scene, KEYS[0])
    press(app, "Play")
    step(app)
    dialog = app.scene
    assert isinstance(dialog, ColourDialog)
    return dialog


def test_key_then_colour_chosen_by_clicking(app):
    scene = rigged_table(app)
    rig(scene, [[KEYS[0], card(B, F.STAR5), card(B, F.DOOR)], [card(G, F.STAR5)], [card(R, F.STAR5, 1)]],
        [card(Y, F.PENTAGON)])
    lay_key(app, scene)
    assert scene.match.state.phase_name == "colour"
    assert not scene.play_button.visible
    app.step(1 / 60, [])  # it draws over the table
    press(app, "blue")
    state = scene.match.state
    assert app.scene is scene and state.colour == B and state.current == state.next_seat(0)
    assert "chose blue" in " ".join(scene.last_move())


@pytest.mark.parametrize("by", ["button", "ctrl+z"])
def test_undo_from_the_colour_question_takes_the_key_back(app, by):
    """A Key laid by mistake: the table's Undo, over the dimmed table, works without a colour first."""
    scene = rigged_table(app)
    rig(scene, [[KEYS[0], card(B, F.STAR5), card(B, F.DOOR)], [card(G, F.STAR5)], [card(R, F.STAR5, 1)]],
        [card(Y, F.PENTAGON)])
    lay_key(app, scene)
    assert KEYS[0] not in scene.match.state.hands[0]
    if by == "button":
        click(app, scene.undo_button.rect.center)
    else:
        key(app, pygame.K_z, pygame.KMOD_CTRL)
    step(app)
    state = scene.match.state
    assert app.scene is scene, "the question is gone with the move that asked it"
    assert state.phase_name == "play" and state.current == 0 and KEYS[0] in state.hands[0]
    assert "taken back" in scene.message


def test_undo_from_a_question_says_why_not_when_several_people_play(app):
    scene = start_game(app, 2, humans=2)
    while app.scene is not scene:
        app.pop()
    rig(scene, [[KEYS[0], card(B, F.STAR5)], [card(G, F.STAR5)]], [card(Y, F.PENTAGON)])
    scene.viewer = 0  # as after the hand-off to the first player
    dialog = lay_key(app, scene)
    click(app, scene.undo_button.rect.center)
    assert app.scene is dialog and scene.match.state.phase_name == "colour"
    assert "several people play" in dialog.note


def test_gift_dialog_pick_a_card_then_a_player(app):
    scene = rigged_table(app)
    give = card(G, F.DECAGON)
    rig(scene, [[card(R, F.STAR3), give], [card(G, F.STAR5)], [card(R, F.STAR5, 1), card(B, F.STAR3)]],
        [card(Y, F.PENTAGON), card(G, F.GIFT)], phase=F.PHASE_GIFT)
    step(app)
    dialog = app.scene
    assert isinstance(dialog, GiftDialog)
    app.step(1 / 60, [])
    name = scene.match.seats[1].name
    press(app, next(w.label for w in dialog.widgets if w.label.startswith(name + ":")))
    assert dialog.note and app.scene is dialog, "a player before a card: the dialog says what to do"
    rect = dialog.card_rects()[dialog.hand.index(give)]
    click(app, rect.center)
    app.step(1 / 60, [])
    press(app, next(w.label for w in dialog.widgets if w.label.startswith(name + ":")))
    assert give in scene.match.state.hands[1] and app.scene is scene


def test_thief_dialog_shows_names_and_counts(app):
    scene = rigged_table(app, 4)
    rig(scene, [[card(R, F.STAR3)], [card(G, F.STAR5), card(G, F.STAR3)], [card(Y, F.STAR5)], [card(B, F.STAR5)]],
        [card(Y, F.PENTAGON), card(G, F.THIEF)], phase=F.PHASE_THIEF)
    step(app)
    dialog = app.scene
    assert isinstance(dialog, PlayerDialog)
    labels = {w.label: w.enabled for w in dialog.widgets}
    seats = scene.match.seats
    assert labels == {f"{seats[3].name}: 1 card": True, f"{seats[2].name}: 1 card": True,
                      f"{seats[1].name}: 2 cards": True}, "the others, in the order of play"
    assert [w.label.split(":")[0] for w in dialog.widgets] == [seats[3].name, seats[2].name, seats[1].name]
    app.step(1 / 60, [])
    press(app, f"{seats[1].name}: 2 cards")
    state = scene.match.state
    assert len(state.hands[0]) == 2 and len(state.hands[1]) == 1
    stolen = next(c for c in state.hands[0] if c != card(R, F.STAR3))
    assert card_text(stolen) in " ".join(scene.last_move()), "the thief sees the card taken"


def test_mirror_dialog_answer_or_take(app):
    scene = rigged_table(app)
    mine = card(B, F.MIRROR)
    rig(scene, [[card(R, F.STAR3), mine], [card(G, F.STAR5)], [card(R, F.STAR5, 1)]],
        [card(Y, F.PENTAGON), card(G, F.MIRROR), card(R, F.MIRROR)], phase=F.PHASE_MIRROR, mirrors=2)
    step(app)
    dialog = app.scene
    assert isinstance(dialog, MirrorDialog) and find_button(dialog, "Take 4 cards")
    app.step(1 / 60, [])
    press(app, "Play a Mirror")
    state = scene.match.state
    assert state.top == mine and state.mirrors == 3 and state.current == state.next_seat(0)
    # Without a Mirror, the only answer is to take the cards: taken without asking, and said.
    rig(scene, [[card(R, F.STAR3)], [card(G, F.STAR5)], [card(R, F.STAR5, 1)]],
        [card(Y, F.PENTAGON), card(G, F.MIRROR)], phase=F.PHASE_MIRROR, mirrors=1)
    step(app)
    assert app.scene is scene, "no question with one answer"
    assert len(scene.match.state.hands[0]) == 3 and scene.match.state.current == 0
    assert "no Mirror" in scene.message and "drew" in " ".join(scene.last_move())


def test_round_summary_after_a_round_then_the_next_round(app):
    scene = rigged_table(app)
    rig(scene, [[card(Y, F.STAR3)], [card(G, F.STAR10), card(G, F.TRIANGLE)], [KEYS[1]]],
        [card(Y, F.PENTAGON)], totals=[20, 50, 95])
    click_card(app, scene, card(Y, F.STAR3))
    press(app, "Play")
    step(app)
    summary = app.scene
    assert isinstance(summary, RoundSummary) and not summary.match_over
    assert summary.ended.scores == (0, 13, 13) and summary.eliminated == [2]
    app.step(1 / 60, [])
    press(app, "Next round")
    state = scene.match.state
    assert app.scene is scene or isinstance(app.scene, (ColourDialog, GiftDialog, PlayerDialog, MirrorDialog))
    assert state.round == 3 and state.out == [False, False, True]
    assert all(len(state.hands[s]) >= 7 for s in (0, 1)) or state.phase_name != "play"
    step(app)  # the seat that is out is drawn greyed with its total


def test_a_human_knocked_out_is_told_the_others_play_on(app):
    scene = rigged_table(app)
    rig(scene, [[card(Y, F.STAR10), card(R, F.DECAGON)], [card(Y, F.STAR3)], [KEYS[1], card(G, F.TRIANGLE)]],
        [card(Y, F.PENTAGON)], current=1, totals=[95, 20, 30])
    assert scene.hand_note() == ""
    for _ in range(200):
        if isinstance(app.scene, RoundSummary):
            break
        step(app)
    assert app.scene.eliminated == [0]
    press(app, "Next round")
    assert not scene.match.is_over and scene.match.state.out[0]
    assert "You are out of this match" in scene.hand_note(), "an empty hand for the rest of the match is explained"
    step(app)


def test_exactly_111_is_celebrated_and_wins(app):
    scene = rigged_table(app)
    rig(scene, [[card(Y, F.STAR3)], [card(G, F.STAR10), card(G, F.TRIANGLE)], [KEYS[1]]],
        [card(Y, F.PENTAGON)], totals=[20, 98, 40])
    click_card(app, scene, card(Y, F.STAR3))
    press(app, "Play")
    step(app)
    summary = app.scene
    assert isinstance(summary, RoundSummary) and summary.exact == [1] and summary.match_over
    step(app, 3)
    press(app, "See the result")
    step(app)
    assert isinstance(app.scene, GameOverDialog)
    assert app.scene.title == f"{scene.match.seats[1].name} wins!"
    assert "111" in app.scene.subtitle
    press(app, "Menu")
    assert isinstance(app.scene, MenuScene)


def test_pause_menu_rules_and_escape_from_a_pop_up(app):
    scene = rigged_table(app)
    rig(scene, [[card(R, F.STAR3), card(B, F.STAR5)], [card(G, F.STAR5)], [card(R, F.STAR5, 1)]],
        [card(Y, F.PENTAGON), KEYS[0]], phase=F.PHASE_COLOUR, colour=F.NO_COLOUR)
    step(app)
    dialog = app.scene
    assert isinstance(dialog, ColourDialog)
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert isinstance(app.scene, PauseMenu)
    press(app, "Rules")
    assert isinstance(app.scene, RulesScene) and "Figuras" in app.scene.title
    app.step(1 / 60, [])
    press(app, "Back")
    press(app, "Resume")
    assert app.scene is dialog, "the question is still waiting"
    press(app, "red")
    assert scene.match.state.colour == R
    press(app, "Menu")
    assert isinstance(app.scene, PauseMenu)


# ---------------------------------------------------------------- what each seat may see

def test_other_seats_drawn_cards_stay_hidden(app):
    scene = rigged_table(app)
    state = rig(scene, [[card(R, F.STAR3), card(B, F.STAR5)], [card(G, F.DECAGON)], [card(R, F.STAR5, 1)]],
                [card(Y, F.PENTAGON)], current=1)
    drawn = card(B, F.DECAGON)  # it does not fit, so it is kept
    state.stock.remove(drawn)
    state.stock.append(drawn)
    assert scene.act(Draw())
    text = " ".join(scene.last_move())
    assert scene.match.seats[1].name in text and card_text(drawn) not in text
    flying = [t for t in scene.motion.tweens if t.key == (("seat", 1), drawn)]
    assert flying and flying[0].image() is card_back(76, 110), "another seat's drawn card flies face down"
    step(app)  # the card flies face down to the seat
    # The viewer's own draw is told with the card.
    state = rig(scene, [[card(G, F.DECAGON)], [card(G, F.STAR5)], [card(R, F.STAR5, 1)]], [card(Y, F.PENTAGON)])
    drawn = card(B, F.DECAGON, 1)
    state.stock.remove(drawn)
    state.stock.append(drawn)
    press(app, "Draw a card")
    assert card_text(drawn) in " ".join(scene.last_move())


def test_gift_between_others_hides_the_card(app):
    scene = rigged_table(app)
    rig(scene, [[card(R, F.STAR3)], [card(G, F.DECAGON), card(B, F.STAR3)], [card(R, F.STAR5, 1)]],
        [card(Y, F.PENTAGON), card(G, F.GIFT)], current=1, phase=F.PHASE_GIFT)
    given = card(G, F.DECAGON)
    assert scene.act(GiveCard(given, 2))
    assert card_text(given) not in " ".join(scene.last_move())
    rig(scene, [[card(R, F.STAR3)], [card(G, F.DECAGON), card(B, F.STAR3)], [card(R, F.STAR5, 1)]],
        [card(Y, F.PENTAGON), card(G, F.GIFT)], current=1, phase=F.PHASE_GIFT)
    assert scene.act(GiveCard(given, 0))
    assert card_text(given) in " ".join(scene.last_move()), "the receiver sees the card given"


def test_computer_decisions_go_through_the_same_path(app):
    scene = rigged_table(app)
    rig(scene, [[card(R, F.STAR3), card(B, F.STAR5)], [KEYS[2], card(G, F.STAR5)], [card(R, F.STAR5, 1)]],
        [card(Y, F.PENTAGON)], current=1)
    drive(app, scene, lambda: scene.match.current_seat != 1)
    state = scene.match.state
    assert state.discard[-1] == KEYS[2] and state.colour == G, "a Key, then the colour it holds most of"


# ---------------------------------------------------------------- what cannot be done now, and questions with one answer

def drawn(app: App) -> pygame.Surface:
    """The screen as the player sees it now (logical size)."""
    surface = pygame.Surface((1280, 800))
    app.draw(surface)
    return surface


@pytest.mark.parametrize("language", ["en", "ar"])
def test_with_no_card_to_play_the_greyed_play_says_draw_and_its_reason_keeps_off_the_hand(app, language):
    from game.i18n import _
    from game.ui.figuras.layout import HAND_AREA, LIFT, hand_area

    app.set_language(language)
    scene = new_table(app, "figuras", 3)
    while app.scene is not scene:
        app.pop()
    rig(scene, [[card(G, F.DECAGON), card(B, F.STAR3), card(G, F.TRIANGLE, 1)], [card(G, F.STAR5)],
                [card(B, F.STAR5, 1)]], [card(Y, F.PENTAGON)])
    step(app)
    play = scene.play_button
    assert not scene.playable_cards() and not play.enabled
    assert play.reason == _("No card can be played: draw a card."), "not \"First pick a card\": none can be"
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=play.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.shown_refusal() == (play.reason, play.rect)
    picture = drawn(app)
    tip = [(x, y) for x in range(0, 1280, 2) for y in range(HAND_AREA.y - LIFT, 800, 2)
           if picture.get_at((x, y))[:3] == (24, 26, 34)]
    hand = hand_area()  # the hand and Play after it: Play at its left in Arabic
    beside = max(x for x, _y in tip) <= hand.x if language == "ar" else min(x for x, _y in tip) >= hand.right
    assert tip and beside, "the reason is beside the hand, never over it"
    assert max(y for _x, y in tip) < play.rect.y, "above its button"


def test_disabled_buttons_look_disabled_say_why_on_hover_and_focus_and_do_nothing(app):
    from game.ui import focus, theme

    scene = rigged_table(app)
    rig(scene, [[card(Y, F.DECAGON), card(G, F.DECAGON)], [card(G, F.STAR5)], [card(B, F.STAR5, 1)]],
        [card(Y, F.PENTAGON)])
    step(app)
    draw = scene.draw_button
    assert not draw.enabled and "may not draw" in draw.reason
    edge = (draw.rect.x + 5, draw.rect.centery)
    assert drawn(app).get_at(edge)[:3] == theme.BUTTON_DISABLED, "greyed, not the Draw button's colour"
    # Hovered: the reason shows next to Draw, level with it, not over Play (as if it were Play's).
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=draw.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.shown_refusal() == (draw.reason, draw.rect)
    play = scene.play_button.rect
    picture = drawn(app)
    assert picture.get_at((draw.rect.x - 20, draw.rect.centery))[:3] == (24, 26, 34), "the reason, beside Draw"
    assert picture.get_at((play.centerx, play.y - 12))[:3] != (24, 26, 34), "not above the buttons"
    assert all(picture.get_at((x, play.centery))[:3] != (24, 26, 34) for x in range(play.x, play.right, 4))
    # Focused with the keyboard: the same reason; Enter on it changes nothing and says it again.
    before = scene.match.state.to_dict()
    focus.set_keyboard_active(True)
    target = next(t for t in scene.focus_targets() if t.widget is draw)
    focus.focus_on(scene, target)
    assert scene.shown_refusal() == (draw.reason, draw.rect)
    scene.say("")
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
    assert scene.match.state.to_dict() == before and "may not draw" in scene.message
    focus.set_keyboard_active(False)
    # A legal Play is drawn in the button's own colour.
    click_card(app, scene, card(Y, F.DECAGON))
    assert scene.play_button.enabled
    assert drawn(app).get_at((scene.play_button.rect.x + 5, scene.play_button.rect.centery))[:3] != theme.BUTTON_DISABLED


def test_a_buttons_reason_shows_only_when_the_player_points_at_it_or_focuses_it(app):
    """Play-test 3: the reason hung over Play on every turn, the mouse far away, because a key (the
    hand-off's Enter) had put the keyboard's ring on Play by itself. It shows on hover or on a focus
    the player moved there, and a new player at the table starts without one."""
    from game.ui import focus

    scene = rigged_table(app)
    rig(scene, [[card(Y, F.DECAGON), card(Y, F.STAR3), card(G, F.DECAGON)], [card(G, F.STAR5)],
                [card(B, F.STAR5, 1)]], [card(Y, F.PENTAGON)])  # two cards to choose from: Play waits for a pick
    step(app)
    play, draw = scene.play_button, scene.draw_button
    assert play.reason and draw.reason
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=(200, 200), rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.shown_refusal() is None, "the mouse is far away"
    focus.set_keyboard_active(True)
    try:
        assert focus.current(scene).widget is play, "the table's own ring starts on Play"
        assert scene.shown_refusal() is None, "a ring the player did not put there asks nothing"
        picture = drawn(app)
        assert picture.get_at((play.rect.centerx, play.rect.y - 12))[:3] != (24, 26, 34)
        app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)])
        assert focus.current(scene).widget is draw
        assert scene.shown_refusal() == (draw.reason, draw.rect), "moved onto Draw: why it is greyed"
        scene.on_new_turn()  # the next player looks
        assert scene.shown_refusal() is None
    finally:
        focus.set_keyboard_active(False)


def test_cards_no_play_can_use_are_dimmed_and_refused(app):
    from game.ui.figuras.cards import card_face
    from game.ui.figuras.layout import CARD_H, CARD_W

    scene = rigged_table(app)
    fits, stuck = card(Y, F.DECAGON), card(G, F.STAR3)
    rig(scene, [[fits, stuck], [card(G, F.STAR5)], [card(B, F.STAR5, 1)]], [card(Y, F.PENTAGON)])
    step(app, 400)  # the pulse settles
    screen = drawn(app)
    hand = scene.hand_cards()
    rects = dict(zip(hand, scene.hand_rects(hand), strict=True))

    def brightness(c: int) -> tuple[int, int]:
        x, y = scene.card_point(c)
        face = card_face(c, CARD_W, CARD_H).get_at((x - rects[c].x, y - rects[c].y))
        return sum(screen.get_at((x, y))[:3]), sum(face[:3])

    shown, face = brightness(fits)
    assert shown == face, "a card that can be played is drawn as it is"
    shown, face = brightness(stuck)
    assert shown < face * 0.8, "a card no play can use is dimmed"
    assert scene.card_refusal(fits) == "" and "does not match the top card" in scene.card_refusal(stuck)
    before = scene.match.state.to_dict()
    click_card(app, scene, stuck)
    assert scene.selected == [] and "does not match the top card" in scene.message
    assert scene.match.state.to_dict() == before
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=scene.card_point(stuck), rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.shown_refusal()[0] == scene.card_refusal(stuck)


def test_thief_with_one_player_to_rob_steals_without_asking(app):
    scene = rigged_table(app, 2)
    thief = card(R, F.THIEF)
    rig(scene, [[thief, card(R, F.STAR3)], [card(G, F.STAR5), card(B, F.TRIANGLE)]], [card(R, F.PENTAGON)])
    click_card(app, scene, thief)
    press(app, "Play")
    step(app)
    state = scene.match.state
    assert app.scene is scene, "no question with one answer"
    assert len(state.hands[0]) == 2 and len(state.hands[1]) == 1
    stolen = next(c for c in state.hands[0] if c != card(R, F.STAR3))
    assert card_text(stolen) in " ".join(scene.last_move()), "the thief is told the card taken"
    assert scene.match.seats[1].name in scene.message and "only player" in scene.message
    assert card_text(stolen) not in scene.message, "the note names no card (it may outlive a hand-off)"


def test_thief_dialog_warns_of_a_last_card_and_the_engine_does_what_it_says(app):
    scene = rigged_table(app, 3)
    rig(scene, [[card(R, F.STAR3)], [card(G, F.STAR5), card(G, F.STAR3)], [card(Y, F.STAR5)]],
        [card(Y, F.PENTAGON), card(G, F.THIEF)], phase=F.PHASE_THIEF)
    step(app)
    dialog = app.scene
    assert isinstance(dialog, PlayerDialog) and dialog.last_card == [2]
    name = scene.match.seats[2].name
    assert " ".join(dialog.warnings) == (f"{name} has one card left: if you take it, the round ends and {name} scores 0.")
    app.step(1 / 60, [])
    press(app, f"{name}: 1 card")
    summary = app.scene
    assert isinstance(summary, RoundSummary) and summary.closer == 2 and summary.ended.scores[2] == 0


def test_no_thinking_status_while_a_summary_or_menu_is_up(app):
    scene = rigged_table(app)
    rig(scene, [[card(Y, F.STAR3)], [card(G, F.STAR10), card(G, F.TRIANGLE)], [card(B, F.STAR5)]],
        [card(Y, F.PENTAGON)])
    click_card(app, scene, card(Y, F.STAR3))
    press(app, "Play")
    step(app)
    assert isinstance(app.scene, RoundSummary)
    assert scene.status_line() == "Round 2 is over"
    press(app, "Next round")
    drive(app, scene, lambda: scene.match.is_computer_turn() and app.scene is scene)
    assert "thinking" in scene.status_line()
    press(app, "Menu")
    assert isinstance(app.scene, PauseMenu) and "thinking" not in scene.status_line()


def test_a_card_drawn_and_played_is_told(app):
    scene = rigged_table(app)
    state = rig(scene, [[card(R, F.STAR3)], [card(G, F.DECAGON)], [card(R, F.STAR5, 1)]], [card(Y, F.PENTAGON)],
                current=1)
    fits = card(Y, F.STAR10)
    state.stock.remove(fits)
    state.stock.append(fits)
    assert scene.act(Draw())
    assert state.top == fits
    text = " ".join(scene.last_move())
    assert f"{scene.match.seats[1].name} drew a card and played {card_text(fits)}." in text


def test_a_card_drawn_that_does_not_fit_is_seen_before_passing_on(app):
    """Pass and play: nothing fits, the person draws, the card does not fit either and the turn
    passes; the table stays with their hand (the drawn card in it) until they pass it on."""
    scene = start_game(app, 2, humans=2)
    while app.scene is not scene:
        app.pop()
    state = rig(scene, [[card(R, F.STAR3)], [card(G, F.STAR5)]], [card(Y, F.PENTAGON)])
    scene.viewer = 0
    drawn = card(B, F.DECAGON)
    state.stock.remove(drawn)
    state.stock.append(drawn)
    step(app)
    press(app, "Draw a card")
    assert scene.match.current_seat == 1 and app.scene is scene
    assert scene.handover.passing and drawn in scene.hand_cards(), "the drawn card is in sight"
    assert f"You drew {card_text(drawn)}" in " ".join(scene.last_move())
    assert pass_on(app, scene) == 1 and scene.hand_cards() == ()


def test_a_stolen_card_is_named_to_the_thief_and_the_victim_only(app):
    scene = start_game(app, 3, humans=2)
    while app.scene is not scene:
        app.pop()
    seats = scene.match.seats
    # Seat 1 steals from the computer; seat 0 plays next and must not learn the card.
    rig(scene, [[card(R, F.STAR3)], [card(G, F.STAR5)], [card(Y, F.STAR5), card(B, F.TRIANGLE)]],
        [card(Y, F.PENTAGON), card(G, F.THIEF)], phase=F.PHASE_THIEF, current=1)
    scene.viewer = 1
    step(app)
    app.step(1 / 60, [])
    press(app, f"{seats[2].name}: 2 cards")
    stolen = next(c for c in scene.match.state.hands[1] if c != card(G, F.STAR5))
    assert scene.handover.passing and stolen in scene.hand_cards(), "the thief sees the card they stole"
    assert card_text(stolen) in " ".join(scene.last_move()), "and is told which it is"
    pass_on(app, scene)
    assert isinstance(app.scene, HandoffScene) and card_text(stolen) not in " ".join(scene.last_move())
    assert hand_over(app, scene) == 0
    text = " ".join(scene.last_move())
    assert "stole a card from" in text and card_text(stolen) not in text and card_text(stolen) not in scene.message
    # Seat 1 steals from seat 0, who plays next: the victim is told what they lost.
    rig(scene, [[card(R, F.STAR3), card(B, F.DECAGON)], [card(G, F.STAR5)], [card(Y, F.STAR5)]],
        [card(Y, F.PENTAGON), card(G, F.THIEF)], phase=F.PHASE_THIEF, current=1)
    scene.viewer = 1
    step(app)
    app.step(1 / 60, [])
    press(app, f"{seats[0].name}: 2 cards")
    stolen = next(c for c in scene.match.state.hands[1] if c != card(G, F.STAR5))
    assert hand_over(app, scene) == 0
    assert card_text(stolen) in " ".join(scene.last_move())


def test_after_undo_a_one_answer_question_is_asked_not_made_again(app):
    """Undo lands before the human's turn; making its only choice again at once would undo the undo."""
    scene = rigged_table(app)
    rig(scene, [[card(R, F.STAR3)], [card(G, F.STAR5)], [card(R, F.STAR5, 1)]],
        [card(Y, F.PENTAGON), card(G, F.MIRROR)], phase=F.PHASE_MIRROR, mirrors=1)
    scene.on_state_replaced()  # what undo and redo call once the match holds the restored position
    step(app)
    dialog = app.scene
    assert isinstance(dialog, MirrorDialog) and scene.match.state.phase_name == "mirror"
    app.step(1 / 60, [])
    press(app, "Take 2 cards")
    assert len(scene.match.state.hands[0]) == 3


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_with_two_humans_never_name_a_hidden_card_to_another_seat(app, seed):
    """Every event line as each seat would read it: a card drawn, given or stolen is named only to
    the seats that hold or held it."""
    scene = start_game(app, 3, humans=2)
    rng = random.Random(seed)
    checked = 0
    for _ in range(400):
        while app.scene is not scene:
            app.pop()  # hand-offs and summaries: only the lines matter here
        if scene.match.is_over:
            break
        scene.act(rng.choice(scene.match.state.legal_actions()))
        for entry in scene.log[-1]:
            hidden: dict[int, frozenset[int]] = {}  # card -> the seats that may see it
            match entry:
                case F.Drawn():
                    hidden = {c: frozenset((entry.seat,)) for c in entry.cards}
                case F.Given():
                    hidden = {entry.card: frozenset((entry.to,) if entry.from_stock else (entry.seat, entry.to))}
                case F.Stolen():
                    hidden = {entry.card: frozenset((entry.seat, entry.victim))}
            for viewer in (None, 0, 1, 2):
                scene.viewer = viewer
                text = scene.describe(entry)
                for c, may_see in hidden.items():
                    assert (card_text(c) in text) == (viewer in may_see), (entry, viewer, text)
                    checked += 1
    assert checked > 200, "enough hidden cards were told about"
    scene.viewer = None
