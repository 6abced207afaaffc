"""The Rummidrez table as a player sees it (issue 17): groups keep their places while another one
changes and a split's pieces lie side by side, two groups are joined in one move, a Neutral shows
the card it stands for, the hint's ring goes when the player acts and shows on every card colour,
and the message box never covers a group."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.engine.rummidrez import (
    BISHOP,
    FIGURES,
    JESTER,
    KEY,
    KNIGHT,
    PAWN,
    PHASE_MELD,
    QUEEN,
    ROOK,
    card_id,
    neutral_id,
)
from game.selftest import click, press
from game.ui import theme
from game.ui.pokerdrez import card_face
from game.ui.rummidrez.layout import MESSAGE_BOX
from game.ui.rummidrez_scene import RummidrezScene
from game.working_table import neutral_stands_for
from tests.ui.helpers import hint_ready, menu_app, open_setup, start_from_setup


def figure_run(figure: int, low: int, high: int, deck: int = 0) -> tuple[int, ...]:
    return tuple(card_id(figure, n, deck) for n in range(low, high + 1))


def melded_turn(app: App, table: list[tuple[int, ...]], hand: list[int]) -> RummidrezScene:
    """Seat 0 (the person) to lay cards, melded before, with `table` on the table and `hand` in hand."""
    open_setup(app, "rummidrez")
    scene = start_from_setup(app, pause=1e9)
    state = scene.match.state
    wanted = {c for g in table for c in g} | set(hand)
    for pile in [state.stock, state.discard, *state.hands, *state.table]:
        pile[:] = [c for c in pile if c not in wanted]
    state.table = [list(g) for g in table]
    state.hands[0] = list(hand)
    state.turn, state.phase, state.melded, state.initial_turn = 0, PHASE_MELD, [True, True], False
    scene.thinking = None
    app.step(1 / 60, [])
    assert scene.editing() and scene.may_touch_table()
    return scene


def hand_point(scene: RummidrezScene, card: int) -> tuple[int, int]:
    cards = scene.hand_cards()
    rect = scene.hand_rects(cards)[cards.index(card)]
    return (rect.x + 5, rect.centery)


def rects_by_group(scene: RummidrezScene) -> dict[tuple[int, ...], pygame.Rect]:
    lay = scene.layout()
    return {tuple(g): lay.groups[gi].copy() for gi, g in enumerate(scene.work)}


# Ten groups, in three rows at the table's largest cards with room for a card after each one.
TABLE = [figure_run(PAWN, 1, 3), figure_run(KNIGHT, 2, 4), figure_run(BISHOP, 1, 3), figure_run(ROOK, 1, 3),
         figure_run(QUEEN, 1, 3), figure_run(JESTER, 1, 3), figure_run(PAWN, 5, 7), figure_run(KNIGHT, 6, 8),
         figure_run(BISHOP, 5, 9), figure_run(ROOK, 5, 7)]


@pytest.fixture
def app() -> App:
    return menu_app()


def test_adding_a_card_to_a_group_moves_no_other_group(app):
    scene = melded_turn(app, TABLE, [card_id(KNIGHT, 5), card_id(PAWN, 8)])
    before = rects_by_group(scene)
    assert len({r.y for r in before.values()}) >= 2, "the table has several rows"
    click(app, hand_point(scene, card_id(KNIGHT, 5)))
    knights = scene.layout().cards[1]
    click(app, (knights[-1].right - 2, knights[-1].centery))  # after Knight 4
    assert scene.work[1] == list(figure_run(KNIGHT, 2, 5))
    after = rects_by_group(scene)
    for group, rect in before.items():
        if group != figure_run(KNIGHT, 2, 4):
            assert after[group] == rect, f"{group} moved from {rect} to {after[group]}"
    grown = after[figure_run(KNIGHT, 2, 5)]
    assert grown.topleft == before[figure_run(KNIGHT, 2, 4)].topleft and grown.width > before[figure_run(KNIGHT, 2, 4)].width


def test_a_split_lays_both_pieces_side_by_side_where_the_group_was(app):
    scene = melded_turn(app, TABLE, [card_id(PAWN, 8)])
    before = rects_by_group(scene)
    bishops = figure_run(BISHOP, 5, 9)
    gi = scene.work.index(list(bishops))
    seam = scene.layout().seams(gi)[1]  # between Bishop 6 and Bishop 7
    scene.mouse = seam.center
    click(app, seam.center)
    after = rects_by_group(scene)
    left, right = after[bishops[:2]], after[bishops[2:]]
    assert left.topleft == before[bishops].topleft, "the first piece stays where the group was"
    assert right.y == left.y and 0 < right.x - left.right <= 40, "the second piece right after it"
    between = [r for g, r in after.items() if r.y == left.y and left.right <= r.x < right.x]
    assert between == [], "nothing lies between the two pieces"
    unchanged = [g for g in before if g != bishops]
    assert all(after[g].y == before[g].y or after[g].y > left.y for g in unchanged), "nothing jumps upwards"


def test_two_groups_are_joined_by_dragging_one_by_its_handle_onto_the_other(app):
    low, high = figure_run(KNIGHT, 2, 4), figure_run(KNIGHT, 6, 8)
    scene = melded_turn(app, [figure_run(PAWN, 1, 3), low, high], [card_id(KNIGHT, 5)])
    click(app, hand_point(scene, card_id(KNIGHT, 5)))
    knights = scene.layout().cards[1]
    click(app, (knights[-1].right - 2, knights[-1].centery))
    place = scene.layout().groups[1].topleft
    grip = scene.layout().grip(2).center  # the Knights 6 to 8, dragged onto the Knights 2 to 5
    target = scene.layout().cards[1][1].center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=grip, button=1)])
    assert scene.held_group == scene.table.ids[2]
    for x, y in ((grip[0] + 20, grip[1]), target):
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 0), buttons=(1, 0, 0))])
    assert scene.dragging
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1)])
    assert scene.work == [list(figure_run(PAWN, 1, 3)), list(figure_run(KNIGHT, 2, 8))], "one group, in order"
    assert scene.problems() == [] and scene.layout().groups[1].topleft == place, "where it was dropped"
    press(app, "Done")
    assert scene.match.state.table == [list(figure_run(PAWN, 1, 3)), list(figure_run(KNIGHT, 2, 8))]


def test_a_group_is_joined_by_clicks_too_and_a_join_that_makes_no_group_is_shown_not_valid(app):
    scene = melded_turn(app, [figure_run(PAWN, 1, 3), figure_run(ROOK, 4, 6)], [card_id(QUEEN, 1)])
    click(app, scene.layout().grip(1).center)
    click(app, scene.layout().grip(1).center)
    assert scene.held_group is None and len(scene.work) == 2, "the handle clicked again lets go"
    click(app, scene.layout().grip(1).center)
    click(app, scene.layout().cards[0][0].center)
    assert scene.work == [list(figure_run(PAWN, 1, 3) + figure_run(ROOK, 4, 6))]
    assert len(scene.problems()) == 1 and scene.reset_button.enabled, "a working edit, marked in red"
    assert not scene.done_button.enabled, "Done is greyed while a group is marked in red"
    press(app, "Reset table")
    assert scene.work == [list(figure_run(PAWN, 1, 3)), list(figure_run(ROOK, 4, 6))]


def test_a_neutral_on_the_table_shows_and_names_the_card_it_stands_for(app):
    neutral = neutral_id(0)
    group = (card_id(KNIGHT, 4), neutral, card_id(KNIGHT, 6))
    assert neutral_stands_for(group) == {neutral: card_id(KNIGHT, 5)}
    assert neutral_stands_for((card_id(KNIGHT, 4), neutral)) == {}, "not a group: it stands for nothing yet"
    scene = melded_turn(app, [group], [card_id(PAWN, 8)])
    rect = scene.layout().cards[0][1]
    surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    scene.draw(surface)
    plain = card_face(KEY[neutral], rect.width, rect.height)
    shown = surface.subsurface(rect)
    differ = sum(shown.get_at((x, y))[:3] != plain.get_at((x, y))[:3]
                 for x in range(rect.width) for y in range(rect.height))
    assert differ > rect.width * rect.height // 6, "a picture of Knight 5 lies on the Neutral"
    scene.mouse = rect.center
    assert scene.neutral_at(rect.center) == card_id(KNIGHT, 5)


def test_the_hint_ring_goes_away_when_the_player_moves_a_card(app):
    scene = melded_turn(app, TABLE[:3], [card_id(PAWN, 4), card_id(JESTER, 9), card_id(QUEEN, 9)])
    click(app, scene.hint_button.rect.center)
    hint_ready(app, scene)  # worked out in the background: wait for it, however busy the machine
    assert scene.live_hint() is not None
    click(app, hand_point(scene, card_id(JESTER, 9)))
    click(app, scene.layout().slot.center)  # a move of the player's own
    assert scene.live_hint() is None, "the ring is gone once the table changed"


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    def lum(c):
        parts = [v / 255 for v in c]
        parts = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in parts]
        return 0.2126 * parts[0] + 0.7152 * parts[1] + 0.0722 * parts[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("high_contrast", [False, True])
def test_the_hint_ring_shows_on_every_card_colour(high_contrast):
    theme.set_palette(high_contrast)
    try:
        for colour in theme.POKERDREZ_COLOURS:
            best = max(contrast(theme.HINT_COLOUR, colour), contrast(theme.HINT_DARK, colour))
            assert best >= 3.0, f"the ring on {colour}: {best:.2f}"
        assert contrast(theme.HINT_COLOUR, theme.FELT) >= 3.0 and contrast(theme.HINT_COLOUR, theme.FELT_DARK) >= 3.0
    finally:
        theme.set_palette(False)


def full_table() -> list[tuple[int, ...]]:
    """Every card of both decks but six on the table, in groups of three."""
    groups = []
    for deck in (0, 1):
        for figure in range(FIGURES):
            groups += [figure_run(figure, 1, 3, deck), figure_run(figure, 4, 6, deck), figure_run(figure, 7, 9, deck)]
    return groups[:-2]


@pytest.mark.parametrize("desktop", [(1366, 768), (1280, 800), (1024, 600)])
def test_the_message_box_never_covers_a_group(monkeypatch, desktop):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [desktop])
    app = menu_app()
    theme.set_large_text(app.large_text_wanted())
    try:
        scene = melded_turn(app, full_table(), [card_id(PAWN, 1, 1), card_id(KNIGHT, 1, 1)])
        scene.say("The group was split in two.")
        lay = scene.layout()
        assert len(lay.groups) == 34
        for rect in [*lay.groups, lay.slot]:
            assert not rect.colliderect(MESSAGE_BOX), f"{rect} under the message box at {desktop}"
            assert rect.bottom <= MESSAGE_BOX.y and lay.card_w >= 26
    finally:
        theme.set_large_text(False)


def test_two_groups_are_joined_by_keyboard(app):
    from tests.ui.test_keyboard import activate

    scene = melded_turn(app, [figure_run(KNIGHT, 2, 4), figure_run(KNIGHT, 5, 7)], [card_id(PAWN, 8)])
    activate(app, ("grip", 1))
    assert scene.held_group == scene.table.ids[1]
    assert any(t.key == ("end", 0) for t in scene.table_targets()), "the places to drop it on are reachable"
    activate(app, ("end", 0))
    assert scene.work == [list(figure_run(KNIGHT, 2, 7))] and scene.held_group is None
