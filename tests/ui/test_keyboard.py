"""Keyboard play: every game from the menu to its end with key presses only (no mouse event).

The helpers below press keys the way a player does: Tab to the right area, the
arrows to the right place, Enter or Space there, the number keys for hand cards.
They read where the focus is (game.ui.focus.current), never call a scene's
actions themselves.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game import i18n
from game.app import App
from game.engine import figuras as F
from game.engine import rummidrez as R
from game.engine import sequence as S
from game.engine import sequence_kids as K
from game.games import GAME_IDS, checked_entries
from game.ui import focus, theme
from game.ui.dialogs import ErrorScene, HandoffScene, PauseMenu, RulesScene
from game.ui.figuras.dialogs import ColourDialog, GiftDialog, MirrorDialog, PlayerDialog
from game.ui.figuras.round_end import RoundSummary as FigurasSummary
from game.ui.figuras_scene import FigurasScene
from game.ui.game_over import GameOverDialog
from game.ui.menu import MenuScene
from game.ui.pile_browser import PileBrowser
from game.ui.rummidrez.dialogs import RoundSummary as RummidrezSummary
from game.ui.rummidrez_scene import RummidrezScene
from game.ui.sequence.cut import CutDialog
from game.ui.sequence_kids_scene import SequenceKidsScene
from game.ui.sequence_scene import SequenceScene
from game.ui.settings_scene import SettingsScene
from game.ui.setup import SetupScene
from game.ui.stats_scene import StatsScene
from game.ui.table import TableScene
from game.ui.widgets import Button, TextField
from tests.ui.helpers import give, key, new_table, settle, until_human


@pytest.fixture
def app(monkeypatch):
    no_mouse = []

    def spy(self, dt, events=None):  # every event the test sends must be a key
        no_mouse.extend(e for e in events or () if e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                                                               pygame.MOUSEMOTION))
        return real_step(self, dt, events)

    real_step = App.step
    monkeypatch.setattr(App, "step", spy)
    application = App()
    application.push(MenuScene(application))
    key(application, pygame.K_TAB)  # the first keys show the ring (and leave the focus where it was)
    key(application, pygame.K_TAB, pygame.KMOD_SHIFT)
    yield application
    assert not no_mouse, "a keyboard test sent a mouse event"
    focus.set_keyboard_active(False)


def here(app: App) -> focus.Target:
    target = focus.current(app.scene)
    assert target is not None, f"nothing focused on {type(app.scene).__name__}"
    return target


def go_to(app: App, wanted) -> None:
    """Move the focus onto the target matching `wanted` (a target key, or a widget) by Tab and arrows."""
    scene = app.scene

    def matches(t: focus.Target) -> bool:
        return t.widget is wanted if isinstance(wanted, (Button, TextField)) else t.key == wanted

    for _ in range(300):
        targets = scene.focus_targets()
        now = focus.current(scene, targets)
        goal = next((t for t in targets if matches(t)), None)
        assert goal is not None, f"{wanted!r} cannot be focused on {type(scene).__name__}"
        if now.key == goal.key:
            return
        if now.tab_group != goal.tab_group:
            key(app, pygame.K_TAB)
            continue
        key(app, min(focus.ARROWS, key=lambda arrow, now=now, goal=goal, targets=targets:
                     leads(targets, now, goal, arrow)))
    raise AssertionError(f"the arrows never reached {wanted!r}")


def leads(targets: list[focus.Target], now: focus.Target, goal: focus.Target, arrow: int) -> float:
    """How far from `goal` the arrow key `arrow` leads (out of the goal's area: infinitely far)."""
    there = focus.step_in_direction(targets, now, *focus.ARROWS[arrow]) or now
    if there.tab_group != goal.tab_group:
        return float("inf")
    (x, y), (gx, gy) = there.click_point, goal.click_point
    return (x - gx) ** 2 + (y - gy) ** 2


def activate(app: App, wanted) -> None:
    go_to(app, wanted)
    key(app, pygame.K_RETURN)


def pick(app: App, scene: TableScene, card: int) -> None:
    """A hand card: its number key among the first nine, else the arrows to it and Space."""
    index = [t.key for t in scene.hand_targets()].index(("hand", card))
    if index < 9:
        key(app, pygame.K_1 + index)
    else:
        go_to(app, ("hand", card))
        key(app, pygame.K_SPACE)


def open_setup(app: App, game: str) -> SetupScene:
    """From the menu: Tab to the game's New game button, Enter."""
    menu = app.scene
    index = [ui.info.id for ui in menu.games].index(game)
    buttons = [w for w in menu.widgets if isinstance(w, Button) and w.label == i18n._("New game")]
    activate(app, buttons[index])
    assert isinstance(app.scene, SetupScene) and app.scene.info.id == game
    return app.scene


def start(app: App, game: str) -> TableScene:
    open_setup(app, game)
    assert here(app).widget is app.scene.start_button, "the focus starts on Start"
    key(app, pygame.K_RETURN)
    scene = app.scenes[0]
    assert isinstance(scene, TableScene)
    scene.computer_pause = 0.0
    return scene


def run(app: App, scene: TableScene, human_turn, done, ready=None, limit: int = 30_000) -> None:
    """Computer turns run by themselves; the cut and hand-offs close with Enter; the human plays by
    keys whenever `ready(top scene)` (default: the table itself is on top and waits for them)."""
    rng = random.Random(5)
    ready = ready or (lambda top: top is scene)
    turns = 0
    for _ in range(limit):
        top = app.scene
        if done(top):
            assert turns >= 3, "the human played by keys"
            return
        if isinstance(top, (CutDialog, HandoffScene)):
            key(app, pygame.K_RETURN)
        elif scene.human_to_act() is not None and ready(top):
            before = len(scene.match.actions)
            human_turn(rng)
            turns += 1
            assert len(scene.match.actions) > before, "the keys did not reach the engine"
        else:
            app.step(1 / 60, [])
    raise AssertionError("the game did not end")


# ---------------------------------------------------------------- menu, setup, start


def test_menu_setup_and_start_by_keyboard(app):
    assert here(app).widget.label == "New game", "the focus starts on the first game's New game"
    setup = open_setup(app, "sequence")
    # Tab to the players' row and pick 3 with the arrows and Enter.
    activate(app, ("w", 0, 1))
    assert setup.player_count == 3
    # The second seat's name: Tab into the field, type, Enter moves on.
    field = next(w for w in setup.widgets if isinstance(w, TextField) and w.value == "Computer 2")
    go_to(app, field)
    assert field.focused, "a name field takes the typing while it has the focus"
    assert field.selected, "Tab into a name selects it: typing replaces it"
    key(app, pygame.K_END)  # the caret to the end: typing edits the name
    key(app, pygame.K_BACKSPACE)
    app.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text="X")])
    assert setup.seats[1].name == "Computer X"
    key(app, pygame.K_RETURN)
    assert not field.focused
    go_to(app, setup.start_button)
    key(app, pygame.K_SPACE)
    assert isinstance(app.scenes[0], SequenceScene)
    assert [s.name for s in app.scenes[0].match.seats][:2] == ["Player 1", "Computer X"]


def test_arrows_follow_what_the_reader_sees_in_arabic(app):
    app.set_language("ar")
    app.replace(MenuScene(app))
    key(app, pygame.K_RETURN)  # the first game's New game
    setup = app.scene
    assert isinstance(setup, SetupScene)
    go_to(app, ("w", 0, 0))  # the players' row, its first value: at the right end when reading from the right
    first = here(app).rect
    key(app, pygame.K_LEFT)
    assert here(app).key == ("w", 0, 1) and here(app).rect.centerx < first.centerx
    key(app, pygame.K_RETURN)
    assert setup.player_count == setup.info.allowed_player_counts()[1]
    key(app, pygame.K_RIGHT)
    assert here(app).key == ("w", 0, 0)


def test_tab_and_shift_tab_visit_every_button_of_a_dialog(app):
    app.push(PauseMenu(app, "Rules", "Text", app.pop))
    labels = []
    for _ in range(4):
        labels.append(here(app).widget.label)
        key(app, pygame.K_TAB)
    assert labels == ["Resume", "Rules", "Settings", "Quit to menu"] and here(app).widget.label == "Resume"
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert here(app).widget.label == "Quit to menu"
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, RulesScene)


def test_confirm_dialog_starts_on_no(app):
    from game.ui.stats_scene import ConfirmDialog

    answered = []
    app.push(ConfirmDialog(app, "Reset?", "Sure?", lambda: answered.append("yes")))
    assert here(app).widget.label == "No"
    key(app, pygame.K_RETURN)
    assert not answered and isinstance(app.scene, MenuScene)


def test_escape_goes_back_from_every_scene(app):
    for opener, kind in ((lambda: app.push(SettingsScene(app)), SettingsScene),
                         (lambda: app.push(StatsScene(app)), StatsScene),
                         (lambda: app.push(RulesScene(app, "R", "text")), RulesScene)):
        opener()
        assert isinstance(app.scene, kind)
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.scene, MenuScene), kind.__name__
    open_setup(app, "figuras")
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)
    for game in GAME_IDS:
        scene = start(app, game)
        while app.scene is not scene:  # the deal's own dialogs (the cut) close with Esc too
            key(app, pygame.K_ESCAPE)
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.scene, PauseMenu)
        key(app, pygame.K_ESCAPE)
        assert app.scene is scene
        key(app, pygame.K_ESCAPE)
        go_to(app, next(w for w in app.scene.widgets if w.label == "Quit to menu"))
        key(app, pygame.K_RETURN)
        assert isinstance(app.scene, MenuScene), game
    app.push(HandoffScene(app, "Ann", lambda: None))
    key(app, pygame.K_ESCAPE)  # nothing under it to pause: stays, nothing breaks
    app.pop()
    app.replace(ErrorScene(app, "ValueError: x", "/tmp/log"))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)


def test_hand_off_escape_opens_the_tables_pause_menu(app):
    setup = open_setup(app, "sequence_kids")
    human = next(w for w in setup.widgets if getattr(w, "labels", None) == ["Human", "Computer"]
                 and w.selected is True)
    activate(app, ("w", setup.widgets.index(human), 0))
    go_to(app, setup.start_button)
    key(app, pygame.K_RETURN)
    scene = app.scenes[0]
    for _ in range(200):
        if isinstance(app.scene, HandoffScene):
            break
        if scene.human_to_act() is not None:  # the first human plays a move: the pass makes a hand-off
            view = scene.view()
            card = next(c for c in view.hand if view.targets(c))
            pick(app, scene, card)
            activate(app, ("board", sorted(view.targets(card))[0]))
        else:
            app.step(1 / 60, [])
    assert isinstance(app.scene, HandoffScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, PauseMenu)
    key(app, pygame.K_RETURN)  # Resume
    assert isinstance(app.scene, HandoffScene)
    key(app, pygame.K_RETURN)
    assert app.scene is scene


# ---------------------------------------------------------------- whole games


def test_whole_sequence_game_by_keyboard(app):
    scene = start(app, "sequence")
    assert isinstance(scene, SequenceScene)
    assert isinstance(app.scene, CutDialog)

    def human_turn(rng: random.Random) -> None:
        legal = scene.state.legal_actions()
        moves = [a for a in legal if not isinstance(a, S.Pass)]
        if not moves:
            moves = legal  # a stuck player: the Pass button is the one way on
        action = rng.choice(moves)
        if isinstance(action, (S.Place, S.Remove, S.Exchange)):
            pick(app, scene, action.card)
            assert scene.selected == action.card
            if isinstance(action, S.Exchange):
                activate(app, scene.exchange_button)
            else:
                activate(app, ("board", action.space))
        else:
            activate(app, scene.draw_button if isinstance(action, S.Draw) else scene.end_button)

    run(app, scene, human_turn, lambda top: isinstance(top, GameOverDialog))
    assert scene.match.is_over
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)


def test_whole_sequence_for_kids_game_by_keyboard(app):
    scene = start(app, "sequence_kids")
    assert isinstance(scene, SequenceKidsScene)

    def human_turn(rng: random.Random) -> None:
        action = rng.choice(scene.state.legal_actions())
        if isinstance(action, (K.Place, K.Remove)):
            pick(app, scene, action.card)
            assert scene.selected == action.card
            activate(app, ("board", action.space))
        elif isinstance(action, K.Pass):
            activate(app, scene.pass_button)
        else:  # the exchange of a dead card
            pick(app, scene, action.card)
            activate(app, scene.swap_button)

    run(app, scene, human_turn, lambda top: isinstance(top, GameOverDialog))
    assert scene.match.is_over


@pytest.mark.parametrize("game_id", ["sequence", "sequence_kids"])
def test_a_card_picked_by_its_number_puts_the_ring_on_its_first_glowing_space(app, game_id):
    """Play-test 3: after 1 the ring stayed on a taken space, so Enter acted on the wrong one. It goes
    to the first space the card lights (top row first, in reading order), and Enter plays there."""
    scene = new_table(app, game_id, 2)
    settle(app, scene)
    until_human(app, scene)
    focus.set_keyboard_active(True)
    try:
        engine = K if game_id == "sequence_kids" else S
        placed = {a.card for a in scene.state.legal_actions() if isinstance(a, engine.Place)}
        cards = [t.key[1] for t in scene.hand_targets()][:9]
        index, card = next((i, c) for i, c in enumerate(cards) if c in placed)
        key(app, pygame.K_1 + index)
        assert scene.selected == card
        lit = scene.targets()
        spaces = [t for t in scene.focus_targets() if t.key[0] == "board" and t.key[1] in lit]
        first = min(spaces, key=lambda t: (t.rect.y, t.rect.x))
        assert here(app).key == first.key, "the ring on the first glowing space"
        space = first.key[1]
        assert scene.state.board[space] == engine.EMPTY, "not a taken one"
        key(app, pygame.K_RETURN)
        assert scene.state.board[space] != engine.EMPTY, "Enter played there"
    finally:
        focus.set_keyboard_active(False)


def test_whole_figuras_round_by_keyboard(app):
    scene = start(app, "figuras")
    assert isinstance(scene, FigurasScene)
    from game.ai import agent_for

    agent = agent_for("figuras", "easy")

    def human_turn(rng: random.Random) -> None:
        top = app.scene
        action = agent.choose(scene.state.view(scene.match.current_seat), rng, 0.05)
        if isinstance(top, ColourDialog):
            activate(app, next(w for w in top.widgets if w.choice == action.colour))
        elif isinstance(top, PlayerDialog):
            activate(app, next(w for w in top.widgets if w.label.startswith(scene.match.seats[action.seat].name)))
        elif isinstance(top, GiftDialog):
            index = top.hand.index(action.card)
            if index < 9:
                key(app, pygame.K_1 + index)
            else:
                activate(app, ("hand", action.card))
            assert top.picked == action.card
            activate(app, next(w for w in top.widgets if w.label.startswith(scene.match.seats[action.seat].name)))
        elif isinstance(top, MirrorDialog):
            activate(app, top.widgets[0] if isinstance(action, F.Play) else top.widgets[-1])
        else:
            assert top is scene, type(top).__name__
            if isinstance(action, F.Draw):
                activate(app, "stock")
            else:
                for c in action.cards:
                    pick(app, scene, c)
                assert scene.selected == list(action.cards)
                activate(app, scene.play_button)

    def ready(top) -> bool:
        return isinstance(top, (ColourDialog, PlayerDialog, GiftDialog, MirrorDialog)) or (
            top is scene and scene.my_turn())

    run(app, scene, human_turn, lambda top: isinstance(top, (FigurasSummary, GameOverDialog)), ready)
    key(app, pygame.K_RETURN)  # Next round (or the result)
    assert not isinstance(app.scene, FigurasSummary)


def test_whole_rummidrez_round_by_keyboard(app):
    scene = start(app, "rummidrez")
    assert isinstance(scene, RummidrezScene)
    from game.ai import agent_for

    agent = agent_for("rummidrez", "normal")
    laid = []

    def human_turn(rng: random.Random) -> None:
        view = scene.view()
        if view.phase == "take":
            action = agent.choose(scene.state.view(scene.match.current_seat), rng, 0.05)
            if isinstance(action, R.TakeDiscards):
                activate(app, ("discard", action.count))
            else:
                activate(app, "stock")
            assert scene.view().phase == "meld"
            return
        action = agent.choose(scene.state.view(scene.match.current_seat), rng, 0.05)
        base = [tuple(g) for g in scene.work]
        if isinstance(action, R.Play):
            groups = [tuple(g) for g in R.decode_table(action.table)]
            new = [g for g in groups if g not in base]
            kept = all(g in groups for g in base)
            if kept and all(c in view.hand for g in new for c in g):
                for group in new:  # new groups from the hand: pick, place, extend at its end
                    pick(app, scene, group[0])
                    assert scene.held == group[0]
                    activate(app, "new")
                    gi = len(scene.work) - 1
                    for c in group[1:]:
                        pick(app, scene, c)
                        activate(app, ("end", gi))
                        assert scene.held is None
                activate(app, scene.done_button)
                laid.append(len(new))
                return
        card = scene.hand_cards()[0] if not isinstance(action, R.Discard) else action.card
        round_before = scene.state.round
        pick(app, scene, card)
        activate(app, scene.discard_button)
        assert scene.state.round != round_before or scene.state.discard[-1] == card

    run(app, scene, human_turn, lambda top: isinstance(top, (RummidrezSummary, GameOverDialog)))
    assert laid, "groups were laid by keyboard"
    key(app, pygame.K_RETURN)
    assert not isinstance(app.scene, RummidrezSummary)


def test_rummidrez_rearranging_the_table_by_keyboard(app):
    scene = start(app, "rummidrez")
    knight = [R.card_id(1, n) for n in (4, 5, 6, 7)]
    state = scene.match.state
    state.turn = 0
    scene.thinking = None
    give(state, 0, knight)  # the four knights into seat 0's hand, swapped with what held them
    while app.scene is not scene:
        key(app, pygame.K_RETURN)
    activate(app, "stock")
    for c in knight[:3]:
        pick(app, scene, c)
        activate(app, "new" if c == knight[0] else ("end", len(scene.work) - 1))
    assert scene.work[-1] == knight[:3]
    # The seventh knight to the start of the group, then back to the hand.
    pick(app, scene, knight[3])
    activate(app, ("start", len(scene.work) - 1))
    assert sorted(scene.work[-1]) == sorted(knight)
    activate(app, ("card", knight[3]))
    assert scene.held == knight[3]
    pick(app, scene, scene.hand_cards()[0])  # a hand card: the table card goes back to the hand
    assert knight[3] in scene.hand_cards()
    # Split handles are reachable too.
    assert any(t.key[0] == "seam" for t in scene.focus_targets() if isinstance(t.key, tuple))


# ---------------------------------------------------------------- the ring is drawn


def mouse_down(app: App, pos: tuple[int, int]) -> None:
    """What the app does first with a real click (the tests here send no mouse event to the scenes)."""
    focus.route(app.scene, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def test_the_ring_shows_after_a_key_and_hides_after_a_click(app):
    mouse_down(app, (1, 1))
    app.step(1 / 60, [])
    rect = here(app).rect
    probe = (rect.x - 5, rect.centery)
    before = tuple(app.screen.get_at(probe))[:3]
    assert before not in (theme.FOCUS_RING_OUTER, theme.FOCUS_RING_INNER)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert tuple(app.screen.get_at(probe))[:3] in (theme.FOCUS_RING_OUTER, theme.FOCUS_RING_INNER)
    mouse_down(app, (1, 1))
    app.step(1 / 60, [])
    assert tuple(app.screen.get_at(probe))[:3] == before


def test_enter_without_the_ring_keeps_the_scenes_own_meaning(app):
    answered = []
    app.push(PauseMenu(app, "Rules", "Text", lambda: answered.append("quit")))
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # the focus on Quit to menu...
    mouse_down(app, (1, 1))  # ...then the mouse is used: the ring hides
    key(app, pygame.K_RETURN)
    assert not answered and isinstance(app.scene, MenuScene), "Enter is the dialog's first button, Resume"


def test_a_click_moves_the_focus_and_a_name_field_keeps_its_spaces(app):
    setup = open_setup(app, "sequence")
    field = next(w for w in setup.widgets if isinstance(w, TextField))
    mouse_down(app, field.rect.center)
    field.focused = True  # what the click itself does in the field
    assert here(app).widget is field
    key(app, pygame.K_SPACE)
    assert app.scene is setup, "a space typed in a name does not press the focused button"


def test_pile_browser_closes_with_enter(app):
    app.push(PileBrowser(app, "Pile", (), lambda s, c, r: None))
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, MenuScene)


@pytest.mark.parametrize("language", ["en", "es", "ar"])
def test_scrolled_rules_start_with_text_and_reach_the_end(app, language):
    """However the rules are scrolled (arrows, pages, the wheel), the top line is never a paragraph's
    blank line; the last line can be reached and the first one again."""
    app.set_language(language)
    try:
        for ui in checked_entries():
            rules = RulesScene(app, i18n._(ui.info.title), i18n._(ui.rules_text), ui.info.id)
            app.push(rules)
            assert "" in rules.lines and rules.max_scroll, "paragraphs, and more than a page"
            for down, up in ((pygame.K_DOWN, pygame.K_UP), (pygame.K_PAGEDOWN, pygame.K_PAGEUP), (None, None)):
                tops = []
                for press_down in [True] * len(rules.lines) + [False] * len(rules.lines):
                    if down is None:
                        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1 if press_down else 1)])
                    else:
                        key(app, down if press_down else up)
                    tops.append(rules.scroll)
                    assert rules.scroll == 0 or rules.lines[rules.scroll].strip(), (ui.info.id, rules.scroll)
                shown = rules.lines[max(tops):max(tops) + rules.visible_lines]
                assert shown[-1] == rules.lines[-1] and rules.scroll == 0
            app.pop()
    finally:
        app.set_language("en")
