"""Headless UI tests: a player's clicks through menu, setup, a game, saving and hand-off."""

from __future__ import annotations

import json
import random

import pygame

from game import saves, storage
from game.app import App
from game.engine import GAMES
from game.engine.sequence import Exchange, Pass, Place, Remove
from game.match import Match, Seat
from game.selftest import choose, click, find_button, play_computer_game, press
from game.ui.bidi import visible
from game.ui.dialogs import HandoffScene, PauseMenu, RulesScene
from game.ui.game_over import GameOverDialog
from game.ui.pile_browser import PileBrowser
from game.ui.saves_scene import SavesScene
from game.ui.sequence.cut import CutDialog
from game.ui.sequence.layout import space_rect
from game.ui.sequence_scene import SequenceScene
from tests.ui.helpers import continue_from_menu, hand_over, open_setup, restart, start_from_setup, step_until


def start_game(app: App, hand_off: bool = False) -> SequenceScene:
    scene = start_from_setup(app, pause=None)
    if isinstance(app.scene, CutDialog):
        press(app, "Start playing")
    assert isinstance(app.scene, HandoffScene) if hand_off else app.scene is scene
    return scene


def human_move(app: App, scene: SequenceScene, rng: random.Random) -> None:
    """Play one legal move the way a person does: click a card, then a space or a button."""
    seat = scene.match.current_seat
    action = rng.choice(scene.match.state.legal_actions())
    hand = scene.view().hand
    if isinstance(action, Pass):
        press(app, "No move: pass")  # the only legal action: the button is shown
        assert scene.match.actions[-1] == action.to_dict()
        return
    if hasattr(action, "card"):
        index = hand.index(action.card)
        click(app, scene.hand_rects(hand)[index].center)
        assert scene.selected == action.card
    if isinstance(action, Exchange):
        press(app, "Exchange dead card")
    elif isinstance(action, (Place, Remove)):
        assert action.space in scene.targets()
        click(app, space_rect(action.space).center)
    else:
        press(app, "Draw a card")
    assert scene.match.actions, "the click did not reach the engine"
    assert scene.match.current_seat != seat or scene.match.is_over or isinstance(action, Exchange) \
        or scene.match.state.phase == 1


def test_menu_lists_registry_games(app):
    titles = [ui.info.title for ui in app.scene.games]
    assert "Sequence" in titles
    assert all(ui.info.id in GAMES for ui in app.scene.games)


def test_full_game_with_mouse_against_computer(app):
    setup = open_setup(app, "sequence")
    assert setup.seats[1].computer and not setup.seats[0].computer
    scene = start_game(app)
    scene.computer_pause = 0.0
    rng = random.Random(5)
    for _ in range(5000):
        if scene.match.is_over:
            break
        if scene.human_to_act() is not None:
            human_move(app, scene, rng)
        else:
            app.step(1 / 60, [])
    app.step(1 / 60, [])
    assert scene.match.is_over
    assert isinstance(app.scene, GameOverDialog)
    assert not scene.match.save_path.exists() and not scene.match.file.journal.exists(), \
        "a finished game leaves nothing to continue"
    press(app, "Play again")
    assert isinstance(app.scenes[0], SequenceScene) and app.scenes[0] is not scene
    assert not app.scenes[0].match.is_over


def test_computer_game_runs_through_real_scenes(app, tmp_path):
    assert play_computer_game(app, "sequence", tmp_path)
    assert (tmp_path / "game-over.png").exists()


def test_setup_refuses_impossible_teams(app):
    setup = open_setup(app, "sequence")
    choose(app, "4")
    choose(app, "3 teams")  # greyed out: four players are never three teams
    assert setup.values["teams"] == 0 and setup.error is None
    choose(app, "6")
    choose(app, "3 teams")
    choose(app, "4")  # the teams chosen no longer go with the players: said, and no start
    assert setup.error and "3 equal teams" in setup.error
    assert not find_button(setup, "Start").enabled
    press(app, "Start")
    assert app.scene is setup, "an impossible setup must not start a game"
    choose(app, "6")
    assert setup.error is None and find_button(setup, "Start").enabled


def test_setup_refuses_duplicate_names(app):
    setup = open_setup(app, "sequence")
    setup.set_seat(1, name="Player 1")
    setup.start()
    assert "same name" in setup.error
    assert app.scene is setup


def test_save_restart_continue(app):
    open_setup(app, "sequence")
    scene = start_game(app)
    scene.computer_pause = 0.0
    rng = random.Random(2)
    while len(scene.match.actions) < 6:
        if scene.human_to_act() is not None:
            human_move(app, scene, rng)
        else:
            app.step(1 / 60, [])
    before = scene.match.state.to_dict()
    moves = list(scene.match.actions)
    # Quit and start the program again.
    again = restart()
    continued = continue_from_menu(again)
    assert isinstance(continued, SequenceScene)
    assert continued.match.actions == moves
    assert continued.match.state.to_dict() == before


def test_damaged_save_is_moved_aside_with_a_sentence(app, data_dir):
    path = saves.legacy_path("sequence")
    path.write_text('{"format": "game-table-save", "version": 1, "game": "sequence", "seed": 3')
    app.scene.build()
    press(app, "Continue")
    assert isinstance(app.scene, SavesScene) and not app.scene.games
    assert app.notices and "damaged" in app.notices[-1]
    assert not path.exists()
    assert list(path.parent.glob("sequence.damaged-*.json"))
    app.step(1 / 60, [])  # the menu still draws, with the notice


def test_hand_edited_save_is_refused(app):
    info = GAMES["sequence"]
    match = Match(info, info.default_config(), [Seat("A"), Seat("B", computer=True)], 11, saves.new_path("sequence"))
    match.apply(match.state.legal_actions()[0])
    data = json.loads(match.save_path.read_text())
    data["snapshot"]["board"][1] = 1 - data["snapshot"]["board"][1] if data["snapshot"]["board"][1] >= 0 else 0
    storage.write_json_atomic(match.save_path, data)
    app.scene.build()
    assert isinstance(continue_from_menu(app), SavesScene) and app.notices
    assert not app.scene.games and not match.save_path.exists()


def test_hand_off_hides_hands_between_two_humans(app):
    setup = open_setup(app, "sequence")
    choose(app, "Human", 1)
    assert not setup.seats[1].computer
    scene = start_game(app, hand_off=True)
    # The first human confirms before seeing anything.
    first = hand_over(app, scene)
    human_move(app, scene, random.Random(1))
    while scene.match.current_seat == first:
        human_move(app, scene, random.Random(1))
    second = hand_over(app, scene)
    assert scene.view().hand == tuple(scene.match.state.hands[second])


def test_illegal_click_explains_and_changes_nothing(app):
    open_setup(app, "sequence")
    scene = start_game(app)
    step_until(app, lambda: scene.human_to_act() is not None)
    before = scene.match.state.to_dict()
    # A corner, without a card picked first.
    click(app, space_rect(0).center)
    assert "pick a card" in scene.message
    hand = scene.view().hand
    click(app, scene.hand_rects(hand)[0].center)
    click(app, space_rect(0).center)
    assert scene.message
    assert scene.match.state.to_dict() == before


def test_pause_menu_rules_and_resize(app):
    open_setup(app, "sequence")
    scene = start_game(app)
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert isinstance(app.scene, PauseMenu)
    press(app, "Rules")
    assert isinstance(app.scene, RulesScene)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0)])
    press(app, "Back")
    press(app, "Resume")
    assert app.scene is scene
    app.step(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=(640, 400), w=640, h=400)])
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")])
    app.step(1 / 60, [])
    assert app.scene is scene


def test_discard_piles_are_browsable(app):
    open_setup(app, "sequence")
    scene = start_game(app)
    scene.computer_pause = 0.0
    while not scene.match.state.discards[1]:
        if scene.human_to_act() is not None:
            human_move(app, scene, random.Random(3))
        else:
            app.step(1 / 60, [])
    click(app, scene.pile_rects()[1].center)
    assert isinstance(app.scene, PileBrowser)
    assert app.scene.pile[0] == scene.match.state.discards[1][-1]
    app.step(1 / 60, [])
    press(app, "Close")
    assert app.scene is scene


def test_table_draw_rule_lets_the_player_forget_the_card(app):
    open_setup(app, "sequence")
    choose(app, "On: draw it yourself")
    scene = start_game(app)
    step_until(app, lambda: scene.human_to_act() is not None)
    seat = scene.match.current_seat
    place = next(a for a in scene.match.state.legal_actions() if isinstance(a, Place))
    hand = scene.view().hand
    click(app, scene.hand_rects(hand)[hand.index(place.card)].center)
    click(app, space_rect(place.space).center)
    assert scene.match.current_seat == seat, "with the table draw rule the player draws themselves"
    assert find_button(scene, "Draw a card").visible and find_button(scene, "End turn").visible
    before = len(scene.match.state.hands[seat])
    press(app, "End turn")
    assert scene.match.current_seat != seat
    assert len(scene.match.state.hands[seat]) == before, "the forgotten card is lost"


def test_a_stuck_player_passes_with_a_button(app):
    """No card can be played or exchanged: a Pass button is the way on (no dead end)."""
    from game.engine.sequence import CARDS, EMPTY

    open_setup(app, "sequence")
    scene = start_game(app)
    step_until(app, lambda: scene.human_to_act() is not None)
    assert not scene.pass_button.visible
    state = scene.match.state
    seat = scene.match.current_seat
    state.hands[seat] = [next(c.id for c in CARDS if c.code == "JH")]  # a removing jack ...
    state.board = [EMPTY if chip >= 0 else chip for chip in state.board]  # ... and no chip to remove
    assert state.legal_actions() == [Pass()]
    scene.refresh_buttons()
    assert scene.pass_button.visible
    press(app, "No move: pass")
    assert scene.match.actions[-1] == Pass().to_dict()
    assert scene.match.current_seat != seat


def test_team_lines_count_sequences_in_each_languages_plural_form(app):
    """"Blue: 0 of 1 sequence" (not "1 sequences"), and each language's own form for the goal."""
    from game import i18n
    from tests.ui.helpers import new_table

    three_teams = new_table(app, "sequence", 3)  # three teams: one sequence wins
    two_teams = new_table(app, "sequence", 2)  # two teams: two sequences win
    assert three_teams.team_line(0) == "Blue: 0 of 1 sequence"
    assert two_teams.team_line(0) == "Blue: 0 of 2 sequences"
    try:
        app.set_language("es")
        assert three_teams.team_line(0).endswith("0 de 1 secuencia")
        assert two_teams.team_line(0).endswith("0 de 2 secuencias")
        app.set_language("ar")  # Arabic says "one sequence" and "two sequences" with words of their own
        # (values are isolates there, which draw nothing: compare what is drawn)
        assert visible(three_teams.team_line(0)).endswith("0 من تسلسل واحد")
        assert visible(two_teams.team_line(0)).endswith("0 من تسلسلين")
    finally:
        i18n.set_language("en")


def test_a_picked_card_rises_without_covering_the_board_frame(app):
    """The picked card is lifted above the others, its ring and all below the board's wooden frame;
    every card of the hand lies inside the window."""
    from game.ui import theme
    from game.ui.sequence.layout import BOARD, FRAME
    from tests.ui.helpers import new_table, until_human

    scene = new_table(app, "sequence", 2)
    until_human(app, scene)
    hand = scene.view().hand
    rects = scene.hand_rects(hand)
    click(app, rects[0].center)
    assert scene.selected == hand[0]
    app.step(1 / 60, [])
    lifted = pygame.Rect(rects[0])
    lifted.center = scene.card_spots[hand[0]]
    assert lifted.y < rects[1].y, "it rises above the others"
    frame = BOARD.inflate(2 * FRAME, 2 * FRAME)
    assert not lifted.inflate(6, 6).colliderect(frame), "its highlight ring stays off the frame"
    window = pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT)
    assert all(window.contains(r) for r in rects)


# ---------------------------------------------------------------- lit spaces and the win


def brightness(app: App, point: tuple[int, int]) -> int:
    return sum(tuple(app.screen.get_at(point))[:3])


def a_card_to_place(scene: SequenceScene):
    """A Place of a plain card (not a jack: it lights one or two spaces) from the hand."""
    from game.engine.sequence import jack_kind

    return next(a for a in scene.match.state.legal_actions()
                if isinstance(a, Place) and jack_kind(a.card, scene.match.config.jack_rule) is None)


def test_a_picked_cards_spaces_glow_and_the_rest_of_the_board_is_dimmed(app):
    """As on the kids board: the card's spaces stay bright in a ring, every other space goes dark."""
    from game.engine.sequence import EMPTY
    from game.ui import theme
    from tests.ui.helpers import new_table, until_human

    scene = new_table(app, "sequence", 2)
    until_human(app, scene)
    place = a_card_to_place(scene)
    targets = {a.space for a in scene.match.state.legal_actions() if isinstance(a, Place) and a.card == place.card}
    other = next(s for s in range(100) if s not in targets and scene.match.state.board[s] == EMPTY)
    for _ in range(60):
        app.step(1 / 60, [])  # the dealt cards land
    inside = lambda s: (space_rect(s).x + 12, space_rect(s).centery)  # noqa: E731  on the card face, clear of the ring
    before = {s: brightness(app, inside(s)) for s in (place.space, other)}
    hand = scene.view().hand
    click(app, scene.hand_rects(hand)[hand.index(place.card)].center)
    app.step(1 / 60, [])
    assert scene.targets() == targets
    assert brightness(app, inside(other)) < before[other] - 60, "the spaces the card cannot use are dimmed"
    assert brightness(app, inside(place.space)) >= before[place.space] - 50, "the card's spaces stay bright"
    edge = tuple(app.screen.get_at((space_rect(place.space).x + 3, space_rect(place.space).centery)))[:3]
    assert edge == theme.HIGHLIGHT, "a ring in the highlight colour round the card's space"
    click(app, scene.hand_rects(hand)[hand.index(place.card)].center)  # picked again: put back
    app.step(1 / 60, [])
    assert scene.selected is None and brightness(app, inside(other)) == before[other]


def test_the_win_lights_the_winning_sequence_and_a_short_celebration_stops(app):
    from game.engine.sequence import CORNER, EMPTY, SIZE
    from tests.ui.helpers import new_table, until_human

    scene = new_table(app, "sequence", 3)  # three teams: one sequence wins
    until_human(app, scene)
    state, seat = scene.match.state, scene.match.current_seat
    team = state.team(seat)
    # A space with room for four more to its right: the team's chips go there, this card makes five.
    place = next(a for a in state.legal_actions() if isinstance(a, Place) and a.space % SIZE <= 5)
    line = [place.space + k for k in range(5)]
    for s in line[1:]:
        if state.board[s] != CORNER:
            state.board[s] = team
    outside = next(s for s in range(SIZE * SIZE) if s not in line and state.board[s] == EMPTY)
    for _ in range(60):
        app.step(1 / 60, [])
    inside = (space_rect(outside).x + 12, space_rect(outside).centery)
    before = brightness(app, inside)
    hand = scene.view().hand
    click(app, scene.hand_rects(hand)[hand.index(place.card)].center)
    click(app, space_rect(place.space).center)
    assert scene.match.is_over and state.sequences[team]
    app.step(1 / 60, [])
    assert isinstance(app.scene, GameOverDialog)
    assert brightness(app, inside) < before - 60, "the board is dimmed around the winning sequence"
    end = space_rect(line[4])  # (the first stars rise from the sequence's middle; the new chip drops in at its start)
    ring = tuple(app.screen.get_at((end.x + 3, end.y + 12)))[:3]
    assert ring == (255, 196, 0), "the winning sequence's spaces glow gold"
    assert scene.redraw_in() == 0.0, "the celebration flies under the result"
    for _ in range(int(scene.celebration.length * 60) + 30):
        app.step(1 / 60, [])
    assert scene.redraw_in() is None and app.redraw_in() is None, "then the program rests"


def test_the_card_drawn_after_a_move_is_tagged_new_until_the_next_move(app):
    """Play-test 4: "You played 5♣ and drew 4♣", but nothing in the hand said which card was the 4♣."""
    from game.engine.sequence import Draw
    from game.ui.palette import JUST_MOVED
    from tests.ui.helpers import new_table, until_human

    scene = new_table(app, "sequence", 2)
    until_human(app, scene)
    seat = scene.match.current_seat
    before = set(scene.view().hand)
    assert scene.new_cards.of(seat) == frozenset()
    played = a_card_to_place(scene)
    assert scene.act(played)
    if Draw() in scene.match.state.legal_actions():  # the table's draw rule: the player draws by hand
        assert scene.act(Draw())
    drawn = set(scene.match.state.hands[seat]) - (before - {played.card})
    assert len(drawn) == 1 and scene.new_cards.of(seat) == drawn
    step_until(app, lambda: not scene.motion.busy, 600)
    app.draw(app.screen)
    hand = scene.match.state.hands[seat]
    rect = scene.hand_rects(hand)[hand.index(next(iter(drawn)))]
    assert JUST_MOVED in [tuple(app.screen.get_at((x, rect.bottom - 12)))[:3] for x in range(rect.x, rect.right)]
