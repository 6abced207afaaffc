"""Headless UI tests of the Sequence for kids table: a child's taps through a whole game, saving,
hand-off, glowing targets, the Dragon, dead cards, the celebration and every dialog."""

from __future__ import annotations

import random

import pygame
import pytest

from game.app import App
from game.engine import GAMES
from game.engine import sequence_kids as sk
from game.engine.sequence_kids import DRAGONS, UNICORNS, Exchange, Pass, Remove
from game.match import Match, Seat
from game.selftest import choose, click, play_computer_game, press
from game.ui import motion, sound, theme
from game.ui.dialogs import PauseMenu, RulesScene
from game.ui.game_over import GameOverDialog
from game.ui.menu import MenuScene
from game.ui.pile_browser import PileBrowser
from game.ui.sequence_kids.colours import seat_colour
from game.ui.sequence_kids.layout import HAND_PANEL, space_rect
from game.ui.sequence_kids.result import KidsResult
from game.ui.sequence_kids_scene import SequenceKidsScene
from game.ui.setup import SetupScene
from game.ui.widgets import Button
from tests.sequence_positions import animal
from tests.ui.helpers import continue_from_menu, hand_over, put_up, restart, start_from_setup, wait_for_human

INFO = GAMES["sequence_kids"]


def menu_button(app: App, label: str) -> Button:
    """The button `label` on the Sequence for kids card of the menu."""
    menu = app.scene
    card = next(rect for ui, rect in menu.cards if ui.info.id == "sequence_kids")
    return next(w for w in menu.widgets
                if isinstance(w, Button) and w.label == label and card.y <= w.rect.y <= card.bottom)


def start_game(app: App, humans: int = 1) -> SequenceKidsScene:
    click(app, menu_button(app, "New game").rect.center)
    assert isinstance(app.scene, SetupScene) and app.scene.info.id == "sequence_kids"
    for seat in range(1, humans):
        choose(app, "Human", seat)
    return start_from_setup(app)


def human_move(app: App, scene: SequenceKidsScene, rng: random.Random) -> None:
    """One legal move made the way a child does: tap a card, then a glowing space (or swap)."""
    view = scene.view()
    action = rng.choice(view.legal_actions())
    before = len(scene.match.actions)
    if isinstance(action, Pass):
        press(app, "Pass")
    else:
        index = view.hand.index(action.card)
        click(app, scene.hand_rects(view.hand)[index].center)
        assert scene.selected == action.card
        if isinstance(action, Exchange):
            if rng.random() < 0.5:
                press(app, "Swap")
            else:
                click(app, scene.hand_rects(view.hand)[index].center)  # a dead card tapped twice
        else:
            assert action.space in scene.targets()
            click(app, space_rect(action.space).center)
    assert len(scene.match.actions) == before + 1, "the tap did not reach the engine"
    assert scene.match.actions[-1] == action.to_dict()


def make_scene(app: App, hands, chips=None, discards=None, players: int = 2, humans: int = 1):
    """A table on a hand-built position (checked by the engine's loader); seat 0 to play."""
    state = sk.SequenceKidsState(sk.SequenceKidsConfig(players=players))
    state.hands = [list(h) for h in hands]
    state.discards = [list(d) for d in (discards or [[] for _ in range(players)])]
    named = {c for h in state.hands for c in h} | {c for d in state.discards for c in d}
    state.stock = [c for c in range(sk.NUM_CARDS) if c not in named]
    for space, seat in (chips or {}).items():
        state.board[space] = seat
    state.current = 0
    seats = [Seat(f"Kid {i + 1}", computer=i >= humans) for i in range(players)]
    match = Match(INFO, INFO.default_config(players=players), seats, 7)
    match.state = sk.state_from_dict(state.to_dict())
    scene = put_up(app, match, pause=60.0)  # computer seats wait: the test looks at the table
    app.step(1 / 60, [])
    return scene



def tap_card(app: App, scene: SequenceKidsScene, card: int) -> None:
    hand = scene.view().hand
    click(app, scene.hand_rects(hand)[hand.index(card)].center)


# ---------------------------------------------------------------- whole flows


def test_menu_lists_the_game_once(app):
    titles = [ui.info.title for ui in app.scene.games]
    assert titles.count("Sequence for kids") == 1


def test_full_game_with_taps_against_a_computer_friend(app):
    scene = start_game(app)
    rng = random.Random(5)
    for _ in range(400):
        wait_for_human(app, scene)
        if scene.match.is_over:
            break
        human_move(app, scene, rng)
    app.step(1 / 60, [])
    assert scene.match.is_over
    assert isinstance(app.scene, GameOverDialog)
    for _ in range(3):
        app.step(1 / 60, [])  # the result and the celebration draw
    assert not scene.match.save_path.exists() and not scene.match.file.journal.exists(), \
        "a finished game leaves nothing to continue"
    press(app, "Play again")
    again = app.scenes[0]
    assert isinstance(again, SequenceKidsScene) and again is not scene and not again.match.is_over


def test_computer_friends_play_a_game_through_the_real_scenes(app, tmp_path):
    assert play_computer_game(app, "sequence_kids", tmp_path)
    assert (tmp_path / "game-over.png").exists()


def test_save_quit_and_continue(app):
    scene = start_game(app)
    rng = random.Random(2)
    while len(scene.match.actions) < 5 and not scene.match.is_over:
        wait_for_human(app, scene)
        if not scene.match.is_over:
            human_move(app, scene, rng)
    assert not scene.match.is_over
    before, moves = scene.match.state.to_dict(), list(scene.match.actions)
    again = restart()
    continued = continue_from_menu(again)
    assert isinstance(continued, SequenceKidsScene)
    assert continued.match.actions == moves and continued.match.state.to_dict() == before
    again.step(1 / 60, [])


def test_hand_off_between_two_children_hides_the_hands(app):
    scene = start_game(app, humans=2)
    first = hand_over(app, scene)
    rng = random.Random(1)
    while scene.match.current_seat == first:
        human_move(app, scene, rng)
    second = hand_over(app, scene)
    assert scene.view().hand == tuple(scene.match.state.hands[second])
    app.step(1 / 60, [])


# ---------------------------------------------------------------- taps and feedback


def test_picking_a_card_lights_its_spaces(app):
    hands = [[animal("cat"), UNICORNS[0], DRAGONS[0]], [animal("dog"), animal("fox"), animal("frog")]]
    scene = make_scene(app, hands, chips={24: 1, 10: 0, 30: 1})
    tap_card(app, scene, animal("cat"))
    assert scene.selected == animal("cat")
    assert scene.targets() == {28}, "the cat's other space is taken"
    app.step(1 / 60, [])
    tap_card(app, scene, UNICORNS[0])
    empty = {s for s in sk.PLAYABLE_SPACES if scene.match.state.board[s] == sk.EMPTY}
    assert scene.targets() == empty
    tap_card(app, scene, DRAGONS[0])
    assert scene.targets() == {24, 30}, "a Dragon lights the other players' chips"
    app.step(1 / 60, [])
    tap_card(app, scene, DRAGONS[0])
    assert scene.selected is None and not scene.targets(), "a second tap puts the card back"


def test_a_chip_drops_in_and_the_move_is_shown(app):
    scene = make_scene(app, [[animal("cat"), animal("dog"), animal("fox")], [animal("pig"), animal("owl"),
                                                                              animal("frog")]])
    # Tapping the animal on the board straight away plays the matching card.
    click(app, space_rect(24).center)
    assert scene.match.state.board[24] == 0
    assert scene.motion.carries(("space", 24)) and scene.last_spaces == (24,)
    assert "Cat" in scene.last_move
    for _ in range(40):
        app.step(1 / 60, [])
    assert not scene.motion.carries(("space", 24)), "the chip has landed"


def test_dragon_takes_a_chip_away(app):
    hands = [[DRAGONS[0], animal("cat"), animal("dog")], [animal("pig"), animal("owl"), animal("frog")]]
    scene = make_scene(app, hands, chips={14: 1, 15: 1, 16: 1, 20: 0})
    tap_card(app, scene, DRAGONS[0])
    click(app, space_rect(20).center)
    assert scene.match.state.board[20] == 0 and scene.message, "not your own chip: it says why"
    click(app, space_rect(15).center)
    assert scene.match.state.board[15] == sk.EMPTY
    assert scene.match.actions[-1] == Remove(DRAGONS[0], 15).to_dict()
    assert scene.motion.carries(("vanish", 15)) and scene.last_kind == "remove"
    app.step(1 / 60, [])


@pytest.mark.parametrize("speed", ["normal", "fast", "off"])
def test_dragon_and_refusal_flash_follow_the_animation_speed(app, speed):
    motion.set_speed(speed)
    try:
        hands = [[DRAGONS[0], animal("cat"), animal("dog")], [animal("pig"), animal("owl"), animal("frog")]]
        scene = make_scene(app, hands, chips={14: 1, 15: 1, 16: 1})
        click(app, space_rect(0).center)  # a corner, no card picked: refused
        assert scene.motion.carries(("flash", 0)) == (speed != "off")
        tap_card(app, scene, DRAGONS[0])
        click(app, space_rect(15).center)
        assert scene.match.state.board[15] == sk.EMPTY
        assert scene.motion.carries(("vanish", 15)) == (speed != "off"), "off: the chip is simply gone"
        for _ in range(5):  # half a second: the Dragon needs 0.8 s at normal speed, half that when fast
            app.step(0.1, [])
        assert scene.motion.carries(("vanish", 15)) == (speed == "normal")
        for _ in range(4):
            app.step(0.1, [])
        assert not scene.motion.busy
    finally:
        motion.set_speed("normal")


def test_dead_card_is_swapped_by_two_taps_or_the_swap_button(app):
    hands = [[animal("cat"), animal("dog"), animal("fox")], [animal("pig"), animal("owl"), animal("frog")]]
    chips = {24: 1, 28: 1, 7: 1, 26: 0}  # cat and dog are dead
    scene = make_scene(app, hands, chips=chips)
    swap = scene.swap_button
    assert not swap.visible
    tap_card(app, scene, animal("cat"))
    assert swap.visible and scene.message
    app.step(1 / 60, [])
    tap_card(app, scene, animal("cat"))
    state = scene.match.state
    assert state.discards[0][-1] == animal("cat") and len(state.hands[0]) == 3
    assert scene.match.current_seat == 0, "a swap does not end the turn"
    tap_card(app, scene, animal("dog"))
    press(app, "Swap")
    assert state.discards[0][-1] == animal("dog") and scene.match.current_seat == 0
    assert not swap.visible


def test_illegal_taps_change_nothing_and_say_why(app):
    hands = [[animal("cat"), animal("dog"), animal("fox")], [animal("pig"), animal("owl"), animal("frog")]]
    scene = make_scene(app, hands)
    before = scene.match.state.to_dict()
    click(app, space_rect(0).center)  # a corner, no card picked
    assert "pick a card" in scene.message.lower() and scene.motion.carries(("flash", 0))
    tap_card(app, scene, animal("cat"))
    click(app, space_rect(0).center)
    assert "corner" in scene.message.lower()
    click(app, space_rect(1).center)  # a koala, not a cat
    assert "animal" in scene.message.lower()
    assert scene.match.state.to_dict() == before
    app.step(1 / 60, [])


def test_wait_for_your_turn(app):
    hands = [[animal("cat"), animal("dog"), animal("fox")], [animal("pig"), animal("owl"), animal("frog")]]
    scene = make_scene(app, hands)
    scene.match.state.current = 1  # the computer friend's turn; it is held by the long pause
    before = scene.match.state.to_dict()
    tap_card(app, scene, animal("cat"))
    assert scene.message == "Wait for your turn." and scene.selected is None
    click(app, space_rect(24).center)
    assert scene.match.state.to_dict() == before
    app.step(1 / 60, [])


def test_pass_button_when_nothing_can_be_played(app):
    scene = make_scene(app, [[], [animal("pig"), animal("owl"), animal("frog")]])
    assert scene.view().legal_actions() == [sk.PASS]
    assert scene.pass_button.visible
    app.step(1 / 60, [])
    press(app, "Pass")
    assert scene.match.state.passes == 1 and scene.match.current_seat == 1


def test_win_celebration(app):
    # Corner 0, koala 1 and penguin 2 are ours: the turtle on 3 makes four.
    hands = [[animal("turtle"), animal("dog"), animal("fox")], [animal("pig"), animal("owl"), animal("frog")]]
    scene = make_scene(app, hands, chips={1: 0, 2: 0, 20: 1})
    tap_card(app, scene, animal("turtle"))
    assert scene.targets() == {3, 15}
    click(app, space_rect(3).center)
    assert scene.match.is_over and scene.match.state.win_line == (0, 1, 2, 3)
    app.step(1 / 60, [])
    dialog = app.scene
    assert isinstance(dialog, GameOverDialog) and dialog.title == "Kid 1 wins!"
    # The result lies in the right column, over the hand: clear of the board and its winning four.
    column = HAND_PANEL
    assert column.left <= dialog.panel.left and dialog.panel.right <= column.right
    play_again, menu = dialog.widgets
    assert dialog.panel.contains(play_again.rect) and dialog.panel.contains(menu.rect)
    assert not play_again.rect.colliderect(menu.rect)
    for button in dialog.widgets:
        assert theme.fitted_size(button.label, button.size, button.rect.width - 16, bold=True) == button.size
    assert scene.win_time is not None
    for _ in range(5):
        app.step(1 / 60, [])
    assert scene.clock > scene.win_time, "the celebration goes on under the dialog"
    press(app, "Menu")
    assert isinstance(app.scene, MenuScene)


# ---------------------------------------------------------------- dialogs


def test_pause_menu_rules_and_piles(app):
    hands = [[animal("cat"), animal("dog"), animal("fox")], [animal("pig"), animal("owl"), animal("frog")]]
    scene = make_scene(app, hands, discards=[[DRAGONS[0], animal("zebra")], []])
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert isinstance(app.scene, PauseMenu)
    press(app, "Rules")
    assert isinstance(app.scene, RulesScene) and "Dragon" in " ".join(app.scene.lines)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0,
                                         precise_y=-3.0)])
    press(app, "Back")
    press(app, "Resume")
    assert app.scene is scene
    press(app, "Menu")  # the table's own menu button opens the same pause menu
    assert isinstance(app.scene, PauseMenu)
    press(app, "Resume")
    click(app, scene.pile_rects()[0].center)
    assert isinstance(app.scene, PileBrowser) and app.scene.pile == [animal("zebra"), DRAGONS[0]]
    app.step(1 / 60, [])
    press(app, "Close")
    click(app, scene.pile_rects()[1].center)  # an empty pile opens too, and says so
    assert isinstance(app.scene, PileBrowser)
    app.step(1 / 60, [])
    press(app, "Close")
    assert app.scene is scene


def test_draw_dialog_renders(app):
    hands = [[animal("cat"), animal("dog"), animal("fox")], [animal("pig"), animal("owl"), animal("frog")]]
    scene = make_scene(app, hands)
    state = scene.match.state
    state.current, state.drawn_game, state.passes = None, True, 2
    app.step(1 / 60, [])
    assert isinstance(app.scene, GameOverDialog) and "draw" in app.scene.title
    app.step(1 / 60, [])


def test_a_draw_is_told_in_pictures_too_every_chip_and_the_round_arrow(app, monkeypatch):
    played: list[str] = []
    monkeypatch.setattr(sound, "play", played.append)
    hands = [[animal("cat"), animal("dog"), animal("fox")], [animal("pig"), animal("owl"), animal("frog")],
             [animal("bear"), animal("lion"), animal("zebra")]]
    scene = make_scene(app, hands, players=3)
    state = scene.match.state
    state.current, state.drawn_game, state.passes = None, True, 3
    app.step(1 / 60, [])
    dialog = app.scene
    assert isinstance(dialog, KidsResult) and not dialog.won and not scene.party
    assert dialog.title == "A draw."
    background, seen = panel_colours(app, dialog)
    assert background == theme.KIDS_CALM_PANEL and theme.KIDS_AGAIN in seen
    assert all(seat_colour(seat) in seen for seat in range(3)), "every player's chip: nobody won"
    assert "win" not in played and "again" in played, "a draw is no fanfare"


# ---------------------------------------------------------------- the end, in pictures

def computer_wins(app: App) -> SequenceKidsScene:
    """The child (Kid 1) plays the pig; the computer (Kid 2) then makes four along the top row."""
    hands = [[animal("pig"), animal("owl"), animal("frog")], [animal("turtle"), animal("dog"), animal("fox")]]
    scene = make_scene(app, hands, chips={1: 1, 2: 1, 20: 0, 8: 0})
    tap_card(app, scene, animal("pig"))
    click(app, space_rect(sorted(scene.targets())[0]).center)
    scene.computer_pause = 0.0
    for _ in range(600):
        app.step(1 / 60, [])
        if isinstance(app.scene, KidsResult):
            break
    assert scene.match.state.winner == 1
    return scene


def panel_colours(app: App, dialog) -> tuple[tuple[int, int, int], set[tuple[int, int, int]]]:
    """The result panel's background, and the colours of its row of pictures."""
    app.step(1 / 60, [])
    panel = dialog.panel
    background = tuple(app.screen.get_at((panel.x + 12, panel.bottom - 12)))[:3]
    band = pygame.Rect(panel.x + 20, panel.y + 30, panel.width - 40, 100)
    seen = {tuple(app.screen.get_at((x, y)))[:3] for x in range(band.left, band.right, 2)
            for y in range(band.top, band.bottom, 2)}
    return background, seen


def test_a_childs_win_is_a_party_with_the_winners_chip_and_animal(app):
    hands = [[animal("turtle"), animal("dog"), animal("fox")], [animal("pig"), animal("owl"), animal("frog")]]
    scene = make_scene(app, hands, chips={1: 0, 2: 0, 20: 1})
    tap_card(app, scene, animal("turtle"))
    click(app, space_rect(3).center)
    app.step(1 / 60, [])
    dialog = app.scene
    assert isinstance(dialog, KidsResult) and dialog.won and scene.party
    assert dialog.card == animal("turtle"), "the animal that made the four"
    background, seen = panel_colours(app, dialog)
    assert background == theme.KIDS_WIN_PANEL
    assert seat_colour(0) in seen, "the winner's chip is in the picture"
    assert scene.redraw_in() == 0.0, "the party pictures fly under the result"


def test_a_computers_win_over_the_child_plays_no_fanfare_and_a_childs_win_does(app, monkeypatch):
    played: list[str] = []
    monkeypatch.setattr(sound, "play", played.append)
    computer_wins(app)
    assert "win" not in played and played[-1] == "again", "a loss sounds 'play again', not the win"
    played.clear()
    hands = [[animal("turtle"), animal("dog"), animal("fox")], [animal("pig"), animal("owl"), animal("frog")]]
    scene = make_scene(app, hands, chips={1: 0, 2: 0, 20: 1})
    tap_card(app, scene, animal("turtle"))
    click(app, space_rect(3).center)
    app.step(1 / 60, [])
    assert isinstance(app.scene, KidsResult) and "win" in played


def test_a_computers_win_is_a_calm_try_again_with_its_chip(app):
    scene = computer_wins(app)
    dialog = app.scene
    assert isinstance(dialog, KidsResult) and not dialog.won and not scene.party
    assert dialog.title == "Try again!" and "Kid 2" in dialog.subtitle
    background, seen = panel_colours(app, dialog)
    assert background == theme.KIDS_CALM_PANEL != theme.KIDS_WIN_PANEL
    assert seat_colour(1) in seen and seat_colour(0) not in seen, "the computer's chip, not the child's"
    assert theme.KIDS_AGAIN in seen
    # No party pictures: once the result is up the program rests (no frames until someone acts).
    for _ in range(120):  # the last chip lands
        app.step(1 / 60, [])
    assert scene.redraw_in() is None and dialog.redraw_in() is None


@pytest.mark.parametrize("language", ["ar", "es", "fi"])
def test_the_result_reads_in_every_language_and_mirrors_in_arabic(app, language):
    app.set_language(language)
    try:
        scene = computer_wins(app)
        dialog = app.scene
        assert dialog.title != "Try again!" and "{" not in dialog.subtitle and "Kid 2" in dialog.subtitle
        app.step(1 / 60, [])
        panel = dialog.panel
        # The round arrow (the mood picture) opens the line: at the left, or at the right in Arabic.
        arrow_x = [x for x in range(panel.left, panel.right) if tuple(app.screen.get_at((x, panel.y + 78)))[:3]
                   == theme.KIDS_AGAIN]
        assert arrow_x
        middle = (arrow_x[0] + arrow_x[-1]) / 2
        assert (middle > panel.centerx) == (language == "ar")
        assert scene.match.state.winner == 1
    finally:
        app.set_language("en")
