"""Demo mode: from the menu, computers play any game on their own, watched over the shoulder of the seat to
move; the player's things stay as they were."""

from __future__ import annotations

import json

import pygame
import pytest

from game import match as match_module
from game import saves, stats, storage
from game.app import App
from game.engine import GAMES, rummidrez, sequence
from game.games import GAME_IDS
from game.match import Match, Seat
from game.selftest import find_button, press
from game.ui import focus, motion, sequence_kids_scene, theme
from game.ui.demo_mode import LEAST_READ_TIME, READ_TIME, SPEEDS, START_SPEED, DemoChooser
from game.ui.dialogs import HandoffScene, message
from game.ui.figuras import layout as figuras_layout
from game.ui.figuras import panels as figuras_panels
from game.ui.game_over import GameOverDialog
from game.ui.menu import MenuScene
from game.ui.round_summary import RoundSummaryDialog
from game.ui.rummidrez import rack as rummidrez_rack  # paints the Rummidrez hand
from game.ui.rummidrez.layout import hand_card
from game.ui.sequence import hand_row as sequence_hand
from game.ui.sequence import layout as sequence_layout
from game.ui.sequence.cut import CutDialog
from game.ui.sequence_kids import layout as kids_layout
from game.ui.sequence_kids.cards import picture_name
from game.ui.table import TableScene
from tests.ui.helpers import key, restart


@pytest.fixture(autouse=True)
def quick_thinkers(monkeypatch):
    """Computer players think briefly, so a whole demo game fits in a test."""
    for level in ("easy", "normal", "hard"):
        monkeypatch.setitem(match_module.THINKING_TIME, level, 0.01)
    motion.set_speed("normal")
    yield
    motion.set_speed("normal")


def start_demo(app: App, game_id: str) -> TableScene:
    press(app, "Demo")
    assert isinstance(app.scene, DemoChooser)
    press(app, GAMES[game_id].title)
    table = app.scenes[0]
    assert isinstance(table, TableScene) and table.demo is not None
    assert all(seat.computer for seat in table.match.seats)
    assert {seat.level for seat in table.match.seats} == {"normal", "hard"}, "a mix of levels"
    return table


def watch(app: App, table: TableScene, done, frames: int = 40_000) -> None:
    """Step the app with no input at all until `done()`."""
    for _frame in range(frames):
        app.step(0.05, [])
        if done():
            return
    raise AssertionError(f"the demo did not get there: {len(table.match.actions)} moves")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_demo_plays_on_its_own_to_its_end_and_leaves_saves_and_statistics_alone(game_id):
    # The player has a game in progress and statistics.
    info = GAMES[game_id]
    mine = Match(info, info.default_config(), [Seat("Ann")] + [Seat(f"C{i}", computer=True)
                                                                for i in range(1, info.default_config().players)],
                 5, saves.new_path(game_id))
    mine.apply(mine.state.legal_actions()[0])
    folder = mine.save_path.parent
    saved = {p.name: p.read_bytes() for p in folder.iterdir()}
    outcome = type("Outcome", (), {"winners": (0,), "draw": False, "scores": (1, 0)})()
    stats.record_game("sequence", [Seat("Ann"), Seat("Bo")], outcome)
    counted = stats.stats_path().read_bytes()

    app = App()
    app.push(MenuScene(app))
    table = start_demo(app, game_id)
    watch(app, table, lambda: app.scene is table)  # an opening announcement (the cut) closes by itself
    for _ in range(len(SPEEDS)):
        key(app, pygame.K_PLUS)  # as fast as it goes
    assert table.demo.speed == SPEEDS[-1] and table.computer_pause < motion.COMPUTER_PAUSE["normal"]
    rounds = getattr(table.state, "round", None)

    def finished() -> bool:
        if isinstance(app.scene, GameOverDialog):
            return True
        return rounds is not None and table.state.round > rounds and app.scene is table  # a round's end, closed

    watch(app, table, finished)
    assert table.match.actions, "the computers played"
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == saved, "the player's game in progress is untouched"
    assert stats.stats_path().read_bytes() == counted, "a demo counts in no statistics"


def test_game_over_offers_watch_again_or_menu_and_esc_stops():
    app = App()
    app.push(MenuScene(app))
    table = start_demo(app, "sequence_kids")
    assert app.scene is table
    key(app, pygame.K_MINUS)
    assert table.demo.speed < 1, "slower works too"
    for _ in range(len(SPEEDS)):
        key(app, pygame.K_EQUALS)  # + without Shift
    watch(app, table, lambda: isinstance(app.scene, GameOverDialog))
    press(app, "Watch again")
    again = app.scenes[0]
    assert again is not table and again.demo is not None and not again.match.actions
    assert again.demo.speed == SPEEDS[-1], "the chosen speed is kept"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene) and len(app.scenes) == 1


def test_a_demo_with_animations_off_and_its_speed_buttons():
    storage.save_settings(storage.Settings(animation_speed="off"))
    app = App()
    assert motion.speed() == "off"
    app.push(MenuScene(app))
    table = start_demo(app, "sequence")
    watch(app, table, lambda: app.scene is table)  # the cut is shown, then closes by itself
    label = table.demo.speed
    pygame_click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=table.demo.faster.rect.center)
    app.step(1 / 60, [pygame_click])
    assert table.demo.speed > label, "the + button speeds the demo up"
    watch(app, table, lambda: len(table.match.actions) >= 10)
    assert not table.motion.busy, "with animations off nothing travels"
    press(app, "Menu")
    assert isinstance(app.scene, MenuScene)
    assert find_button(app.scene, "Demo")


def test_the_speed_keys_work_while_the_demo_shows_a_dialog():
    app = App()
    app.push(MenuScene(app))
    table = start_demo(app, "sequence")
    assert isinstance(app.scene, CutDialog), "a Sequence demo opens with the cut"
    key(app, pygame.K_KP_PLUS)
    key(app, pygame.K_PLUS)
    assert table.demo.speed == SPEEDS[START_SPEED + 2] and isinstance(app.scene, CutDialog)
    assert table.motion.rate == table.demo.speed, "the new speed applies at once"
    message(app, "A note", "Anything the demo shows on top.")
    key(app, pygame.K_MINUS)
    assert table.demo.speed == SPEEDS[START_SPEED + 1] and app.scene.title == "A note"


@pytest.mark.parametrize("fast", [False, True])
def test_an_announcement_stays_up_long_enough_to_read_at_any_speed(fast):
    """The cut (and a round's summary) closes by itself after READ_TIME at the normal pace, sooner
    when faster, but never before LEAST_READ_TIME: at 8x a summary was gone before it was seen."""
    app = App()
    app.push(MenuScene(app))
    table = start_demo(app, "sequence")
    while fast and table.demo.index < len(SPEEDS) - 1:
        key(app, pygame.K_PLUS)
    while not fast and table.demo.speed > 1:
        key(app, pygame.K_MINUS)
    shown = max(READ_TIME / table.demo.speed, LEAST_READ_TIME)
    assert isinstance(app.scene, CutDialog) and shown == (LEAST_READ_TIME if fast else READ_TIME)
    for _ in range(round(shown * 10) - 1):
        app.step(0.1, [])
    assert isinstance(app.scene, CutDialog), "still up: not read yet"
    for _ in range(3):
        app.step(0.1, [])
    assert not isinstance(app.scene, CutDialog), "closed by itself"


# ---------------------------------------------------------------- watched over the shoulder

HAND_FACES = {  # the table module's card painter, and what it is asked for to paint a card of the hand face up
    "sequence": (sequence_hand, lambda table, c: (sequence.CARDS[c].rank, sequence.CARDS[c].suit,
                                                   sequence_layout.CARD_W, sequence_layout.CARD_H)),
    "sequence_kids": (sequence_kids_scene, lambda table, c: (picture_name(c), kids_layout.CARD_W,
                                                             kids_layout.CARD_H)),
    "rummidrez": (rummidrez_rack, lambda table, c: (rummidrez.KEY[c], *hand_card()[1:])),
    "figuras": (figuras_panels, lambda table, c: (c, figuras_layout.CARD_W, figuras_layout.CARD_H)),
}
PICKED = {"sequence": "selected", "sequence_kids": "selected", "rummidrez": "held", "figuras": "selected"}


def faces_drawn(monkeypatch, app: App, game_id: str) -> list[tuple]:
    """The card faces the table paints in one frame (the arguments its painter gets)."""
    module, _face = HAND_FACES[game_id]
    painted: list[tuple] = []
    real = module.card_face

    def spy(*args):
        painted.append(args)
        return real(*args)

    with monkeypatch.context() as patch:
        patch.setattr(module, "card_face", spy)
        app.draw(app.screen)
    return painted


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_demo_shows_the_hand_of_the_computer_to_move_and_nothing_in_it_acts(game_id, monkeypatch):
    handoffs: list[str] = []
    monkeypatch.setattr(HandoffScene, "__init__", lambda self, app, name, *args: handoffs.append(name))
    app = App()
    app.push(MenuScene(app))
    table = start_demo(app, game_id)
    for _ in range(len(SPEEDS)):
        key(app, pygame.K_PLUS)
    watch(app, table, lambda: len(table.match.actions) >= 3 and app.scene is table and not table.motion.busy
          and table.viewer == table.match.current_seat)

    # The computer to move is watched: its hand, face up, under its name; as the engine's View has it.
    seat = table.match.current_seat
    name = table.match.seats[seat].name
    hand = table.state.hands[seat]
    assert hand and table.view().seat == seat and sorted(table.view().hand) == sorted(hand)
    assert table.whose_cards("Your hand") == f"{name}'s cards"
    _module, face = HAND_FACES[game_id]
    painted = faces_drawn(monkeypatch, app, game_id)
    assert all(face(table, c) in [args[:len(face(table, c))] for args in painted] for c in hand), \
        "every card of the hand face up"

    # Nothing in it acts: not a click on any of its cards, not a number key, and the focus never lands there.
    before = table.state.to_dict()
    cards = [t for t in table.table_targets() if t.group == "hand"]
    assert len(cards) == len(hand)
    for target in cards:
        focus.click(table, target.click_point)
        focus.click(table, target.click_point)  # a double click plays a Figuras card
        assert app.scene is table, "no dialog opened"
    assert not focus.route(table, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))
    assert table.state.to_dict() == before and table.match.current_seat == seat
    assert getattr(table, PICKED[game_id]) in (None, []), "no card picked up"
    assert table.message == "", "nobody is told to wait for a turn: nobody plays"
    assert table.hand_targets() == [] and all(t.group != "hand" for t in table.focus_targets())
    assert table.keyboard_hint() == "Speed: − and + (or the keys); Esc stops.", "no keys to pick a card"
    assert not (table.hint_button.visible or table.undo_button.visible or table.redo_button.visible)

    # On to the end (or a round's end) without input: every move is made with its seat's hand in sight,
    # and nothing of one seat's hand (a picked card, marks) stays with the next.
    movers: list[tuple[int | None, int | None]] = []
    apply = table.match.apply

    def spied(action, seat=None):
        movers.append((table.match.current_seat, table.viewer))
        return apply(action, seat)

    monkeypatch.setattr(table.match, "apply", spied)
    rounds = getattr(table.state, "round", None)
    summaries = []

    def finished() -> bool:
        if isinstance(app.scene, RoundSummaryDialog):
            summaries.append(table.viewer)
        if table.viewer is not None and game_id == "rummidrez":
            assert table.new_cards <= set(table.state.hands[table.viewer]) and table.held is None
            assert table.sort_row not in table.widgets, "no sort order to choose for a computer"
        if isinstance(app.scene, GameOverDialog):
            return True
        return rounds is not None and table.state.round > rounds and app.scene is table

    watch(app, table, finished)
    assert len(movers) >= 3 and all(mover == viewer for mover, viewer in movers), movers
    assert not handoffs, "a demo never hands the screen over"
    assert all(viewer is None for viewer in summaries), "a round's summary hides the hands"
    if game_id in ("rummidrez", "figuras"):
        assert summaries, "a round ended"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_hand_shown_is_always_the_seat_the_status_line_names(game_id):
    """Frame by frame, also while a move is still travelling: the hand in sight is the seat the status
    line (or the kids' badge) names, never the one before."""
    app = App()
    app.push(MenuScene(app))
    table = start_demo(app, game_id)
    seen: list[tuple[int | None, int | None]] = []
    landing = []  # frames checked while a move was still travelling

    def checked() -> bool:
        if app.scene is table and not table.match.is_over and table.viewer is not None:
            seat = table.match.current_seat
            seen.append((seat, table.viewer))
            landing.append(table.motion.busy)
            if game_id != "sequence_kids":  # the kids' status line sits after a badge of the seat to act
                assert theme.short_name(table.match.seats[table.viewer].shown) in table.status_line()
        return len(table.match.actions) >= 12 or table.match.is_over

    watch(app, table, checked)
    assert seen and all(seat == viewer for seat, viewer in seen), [p for p in seen if p[0] != p[1]][:5]
    assert any(landing), "some frames were checked while a move travelled"


def test_the_demo_speed_is_remembered_after_a_restart():
    app = App()
    app.push(MenuScene(app))
    table = start_demo(app, "sequence_kids")
    assert table.demo.speed == SPEEDS[START_SPEED], "the first demo at the normal pace"
    key(app, pygame.K_PLUS)
    key(app, pygame.K_PLUS)
    chosen = table.demo.speed
    assert chosen == SPEEDS[START_SPEED + 2]
    key(app, pygame.K_ESCAPE)
    app = restart()
    table = start_demo(app, "figuras")
    assert table.demo.speed == chosen and table.motion.rate == chosen, "the pace chosen last time"
    key(app, pygame.K_MINUS)
    press(app, "Menu")
    app = restart()
    assert start_demo(app, "sequence").demo.speed == SPEEDS[START_SPEED + 1]


@pytest.mark.parametrize("damaged", [3.0, "fast", None, True, 0, -1, [2.0]])
def test_a_damaged_demo_speed_falls_back_to_the_normal_pace(damaged):
    storage.save_settings(storage.Settings(volume=0.3, high_contrast=True))
    path = storage.settings_path()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["demo_speed"] = damaged
    path.write_text(json.dumps(data), encoding="utf-8")
    settings, notice = storage.load_settings()
    assert settings.demo_speed == SPEEDS[START_SPEED] == 1.0
    assert notice is None and settings.volume == 0.3 and settings.high_contrast, "the other settings stay"
    app = App()
    app.push(MenuScene(app))
    assert start_demo(app, "sequence_kids").demo.speed == 1.0
