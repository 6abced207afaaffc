"""Headless UI tests of the Rummidrez table: a player's clicks from the menu to the end."""

from __future__ import annotations

import itertools
import json
import random

import pygame
import pytest

from game import stats, storage
from game.ai import agent_for
from game.app import App
from game.engine.rummidrez import (
    BISHOP,
    FIG,
    KNIGHT,
    MAX_RESHUFFLES,
    PAWN,
    ROOK,
    Discard,
    Discarded,
    DiscardsTaken,
    Draw,
    Drawn,
    Played,
    card_id,
    decode_table,
    neutral_id,
)
from game.selftest import choose, click, find_button, press
from game.ui import theme
from game.ui.dialogs import PauseMenu, RulesScene
from game.ui.game_over import GameOverDialog
from game.ui.pile_browser import PileBrowser
from game.ui.rummidrez import done_check
from game.ui.rummidrez.dialogs import RoundSummary
from game.ui.rummidrez.layout import MESSAGE_BOX, STOCK
from game.ui.rummidrez.sentences import card_label
from game.ui.rummidrez_scene import RummidrezScene
from tests.ui.helpers import (
    continue_from_menu,
    give,
    hand_over,
    open_setup,
    pass_on,
    restart,
    start_from_setup,
    wait_for_human,
)

K4, K5, K6, K7 = (card_id(KNIGHT, n) for n in (4, 5, 6, 7))
R2, R3, R4, P2 = card_id(ROOK, 2), card_id(ROOK, 3), card_id(ROOK, 4), card_id(PAWN, 2)
MELD = [K4, K5, K6, K7, R2, R3, R4]


def start(app: App) -> RummidrezScene:
    return start_from_setup(app)


def human_first(scene: RummidrezScene, cards: list[int] = ()) -> None:
    """Before the first move: the human (seat 0) starts, holding `cards`."""
    state = scene.match.state
    assert not scene.match.actions
    state.turn = 0
    scene.thinking = None  # forget a computer move started for the old first player
    give(state, 0, list(cards))


def hand_point(scene: RummidrezScene, card: int) -> tuple[int, int]:
    cards = scene.hand_cards()
    rect = scene.hand_rects(cards)[cards.index(card)]
    return (rect.x + 5, rect.centery)  # the left strip stays visible when cards overlap


def card_point(scene: RummidrezScene, card: int) -> tuple[int, int]:
    where = scene.locate(card)
    if where is None:
        return hand_point(scene, card)
    return scene.layout().cards[where[0]][where[1]].center


def group_end(scene: RummidrezScene, card: int) -> tuple[int, int]:
    """A point just right of the last card of the group holding `card`."""
    gi = scene.locate(card)[0]
    last = scene.layout().cards[gi][-1]
    return (last.right - 2, last.centery)


def new_group(app: App, scene: RummidrezScene, cards: list[int]) -> None:
    """Lay `cards` as a new group with clicks: the first on New group, the others after it."""
    click(app, card_point(scene, cards[0]))
    assert scene.held == cards[0]
    click(app, scene.layout().slot.center)
    for c in cards[1:]:
        click(app, card_point(scene, c))
        assert scene.held == c
        click(app, group_end(scene, cards[0]))
        assert scene.held is None


def lay_table(app: App, scene: RummidrezScene, groups: list[tuple[int, ...]]) -> None:
    """Make the working table hold `groups`, moving cards one by one with clicks."""
    for target in groups:
        if list(target) in scene.work:
            continue
        new_group(app, scene, list(target))
    assert sorted(map(tuple, scene.work)) == sorted(groups)


# ---------------------------------------------------------------- the menu and a whole match

def test_menu_lists_rummidrez_and_setup_offers_the_solitaire(app):
    assert [ui.info.title for ui in app.scene.games].count("Rummidrez") == 1
    setup = open_setup(app, "rummidrez")
    choose(app, "1 (solitaire)")  # the count says what one player plays
    assert setup.player_count == 1 and find_button(setup, "Start").enabled
    choose(app, "4")
    assert setup.player_count == 4


def test_whole_match_with_clicks_against_the_computer(app):
    open_setup(app, "rummidrez")
    scene = start(app)
    summaries = 0
    won = [0] * len(scene.match.seats)  # rounds won, as the summaries told them
    for _ in range(20000):
        if isinstance(app.scene, GameOverDialog):
            break
        if isinstance(app.scene, RoundSummary):
            summaries += 1
            summary = app.scene
            app.step(1 / 60, [])  # the summary draws over the table
            if summary.ended.winner is not None:
                won[summary.ended.winner] += 1
            drawn = [value for value, _rect in summary.texts]
            for line in summary.lines:  # every seat's cards left, points and total, drawn as the engine counted
                s = line.seat
                assert (line.cards_left, line.total) == (summary.ended.hand_counts[s], summary.ended.totals[s])
                assert str(line.cards_left) in drawn and str(line.total) in drawn and line.points in drawn
            assert summary.final_table is not None, "the table as the round left it"
            press(app, "See the result" if scene.match.is_over else "Next round")
            continue
        if scene.human_to_act() is not None and app.scene is scene:
            view = scene.view()
            if view.phase == "take":
                click(app, STOCK.center)
                assert scene.view().phase == "meld"
            else:
                card = scene.hand_cards()[0]
                click(app, hand_point(scene, card))
                press(app, "Discard")
                assert scene.match.state.discard[-1] == card
        else:
            app.step(1 / 60, [])
    assert scene.match.is_over and isinstance(app.scene, GameOverDialog)
    assert summaries >= 1, "every round ends with its summary"
    assert "wins the match" in app.scene.title
    app.step(1 / 60, [])
    table = app.scene.table  # the standings: every seat, highest score first, rounds won as they were told
    scores = scene.match.state.scores
    assert sorted(row.seat for row in table) == list(range(len(scores)))
    assert [row.points for row in table] == sorted(scores, reverse=True)
    assert all(row.points == scores[row.seat] and row.rounds_won == won[row.seat] for row in table)
    assert table[0].rank == 1 and all((b.rank == a.rank) == (b.points == a.points) for a, b in itertools.pairwise(table))
    assert not scene.match.save_path.exists() and not scene.match.file.journal.exists(), \
        "a finished game leaves nothing to continue"
    press(app, "Play again")
    assert isinstance(app.scenes[0], RummidrezScene) and app.scenes[0] is not scene


# ---------------------------------------------------------------- taking, laying, discarding

def test_take_k_discards_by_click(app):
    open_setup(app, "rummidrez")
    scene = start(app)
    human_first(scene)
    state = scene.match.state
    state.discard.extend(state.stock[-3:])
    del state.stock[-3:]
    pile = list(state.discard)
    app.step(1 / 60, [])
    third = scene.discard_rects()[-3]
    # Hovering a card lights it and every card above it.
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=(third.x + 4, third.centery), rel=(0, 0),
                                         buttons=(0, 0, 0))])
    assert scene.discard_index_at(scene.mouse) == 3
    hand = list(state.hands[0])
    click(app, (third.x + 4, third.centery))
    assert state.discard == pile[:-3]
    assert state.hands[0] == hand + pile[-3:]
    assert state.known[0] == pile[-3:], "cards taken from the pile are public"
    assert scene.new_cards == set(pile[-3:])
    assert "took 3 cards from the discard pile" in scene.last_move
    assert find_button(scene, "Done").visible and find_button(scene, "Discard").visible
    choose(app, "By figure")
    figures = [FIG[c] if FIG[c] >= 0 else 99 for c in scene.hand_cards()]
    assert scene.sort_by_figure and figures == sorted(figures), "sorted by figure, Neutral cards last"


def test_build_groups_by_clicks_then_done_and_discard(app):
    open_setup(app, "rummidrez")
    scene = start(app)
    human_first(scene, MELD + [P2])
    state = scene.match.state
    click(app, STOCK.center)
    assert state.phase == 1
    new_group(app, scene, [K4, K5, K6, K7])
    new_group(app, scene, [R2, R4])
    # Dropped between Rook 2 and Rook 4, Rook 3 goes in the middle.
    click(app, hand_point(scene, R3))
    rook2, rook4 = (scene.layout().cards[1][i] for i in (0, 1))
    click(app, ((rook2.right + rook4.x) // 2, rook2.centery))
    assert scene.work == [[K4, K5, K6, K7], [R2, R3, R4]]
    assert scene.problems() == [] and scene.placed() == set(MELD)
    before = len(state.hands[0])
    press(app, "Done")
    assert state.table == [[K4, K5, K6, K7], [R2, R3, R4]] and state.melded[0]
    assert len(state.hands[0]) == before - 7
    assert "initial meld of 7 cards" in scene.last_move
    assert "Initial meld laid" in scene.status_line(), "the table may not be changed again this turn: said so"
    click(app, card_point(scene, K5))  # a group on the table, in the turn of the initial meld
    assert scene.held is None and scene.message.startswith("You made your initial meld this turn")
    size, lines = scene.message_lines(MESSAGE_BOX)
    assert len(lines) == 2 and " ".join(lines) == scene.message, "a long sentence is shown whole, on two lines"
    assert size >= theme.MIN_TEXT and all(theme.text_width(line, size) <= MESSAGE_BOX.width - 20 for line in lines)
    click(app, hand_point(scene, P2))
    press(app, "Discard")
    assert state.discard[-1] == P2 and scene.match.current_seat == 1, "a discard ends the turn"
    assert "discarded Pawn 2 Red" in scene.last_move


def test_invalid_group_shows_the_engines_sentence_and_done_is_refused(app):
    open_setup(app, "rummidrez")
    scene = start(app)
    human_first(scene, MELD + [P2])
    state = scene.match.state
    click(app, STOCK.center)
    new_group(app, scene, [K4, K5, K6, K7])
    new_group(app, scene, [R2, P2, R4])
    problems = scene.problems()
    assert len(problems) == 1 and problems[0][0] == 1
    assert problems[0][1] == ("Rook 2 Red, Pawn 2 Red, Rook 4 Purple: the cards must all be the same figure "
                              "or all the same colour.")
    app.step(1 / 60, [])  # drawn in the bar under the table, the group outlined in red
    before = state.to_dict()
    work = [g[:] for g in scene.work]
    press(app, "Done")
    assert state.to_dict() == before, "a refused play changes nothing"
    assert scene.message == "Fix the group marked in red, or press Reset table.", "the greyed Done says why"
    assert scene.problems() == problems
    assert scene.work == work, "the working table stays for the player to fix"
    press(app, "Reset table")
    assert scene.work == [] and not scene.problems()


def test_while_a_group_is_invalid_done_is_greyed_and_the_header_says_what_to_do(app):
    open_setup(app, "rummidrez")
    scene = start(app)
    human_first(scene, MELD + [P2])
    click(app, STOCK.center)
    new_group(app, scene, [P2])  # one card alone: marked in red
    app.step(1 / 60, [])
    done = find_button(scene, "Done")
    assert "Press Done" not in scene.status_line()
    assert scene.status_line() == "Fix the group marked in red, or press Reset table."
    assert not done.enabled and done.reason == "Fix the group marked in red, or press Reset table."
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=done.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert done_check.shown_refusal(scene, (done,)) == (done.reason, done.rect), "the reason shows on hover"
    # A valid group, but too few cards for the initial meld: Done stays greyed, and says so.
    press(app, "Reset table")
    new_group(app, scene, [K4, K5, K6])
    assert not scene.problems() and not done.enabled
    assert done.reason == "Your initial meld must hold at least 7 cards; these groups hold only 3 cards."
    assert scene.status_line() == ("Initial meld: lay groups holding 7 cards or more from your hand, "
                                   "or press Reset table.")
    state_before = scene.match.state.to_dict()
    press(app, "Done")
    assert scene.match.state.to_dict() == state_before and scene.message == done.reason
    new_group(app, scene, [R2, R3, R4])
    click(app, card_point(scene, K7))
    click(app, group_end(scene, K4))
    assert done.enabled and not done.reason and scene.status_line().startswith("Press Done")


def test_drag_and_drop_split_and_return_to_hand(app):
    open_setup(app, "rummidrez")
    scene = start(app)
    human_first(scene, MELD)
    click(app, STOCK.center)
    down = hand_point(scene, K4)
    slot = scene.layout().slot.center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=down),
                      pygame.event.Event(pygame.MOUSEMOTION, pos=(down[0], down[1] - 60), rel=(0, -60),
                                         buttons=(1, 0, 0))])
    assert scene.dragging
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=slot, rel=(0, 0), buttons=(1, 0, 0))])
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=slot)])
    assert scene.work == [[K4]] and scene.held is None
    for c in (K5, K6, K7):
        click(app, hand_point(scene, c))
        click(app, group_end(scene, K4))
    assert scene.work == [[K4, K5, K6, K7]]
    # Split under the middle seam: two groups of two, each refused with the engine's reason.
    seam = scene.layout().seams(0)[1]
    click(app, seam.center)
    assert scene.work == [[K4, K5], [K6, K7]]
    assert all("at least 3 cards" in p for _, p in scene.problems())
    # A card laid from the hand this turn may go back to the hand.
    click(app, card_point(scene, K7))
    click(app, (640, 760))
    assert scene.work == [[K4, K5], [K6]]


def test_escape_puts_a_picked_or_dragged_card_back_before_pausing(app):
    open_setup(app, "rummidrez")
    scene = start(app)
    human_first(scene, MELD)
    click(app, STOCK.center)
    hand = list(scene.view().hand)
    escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")
    click(app, hand_point(scene, K4))
    assert scene.held == K4 and "put it back" in scene.keyboard_hint()
    app.step(1 / 60, [escape])
    assert scene.held is None and app.scene is scene, "the first Esc lets go of the card"
    # Esc in the middle of a drag: the card goes back to the hand, letting go of the mouse drops nothing.
    down, slot = hand_point(scene, K5), scene.layout().slot.center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=down),
                      pygame.event.Event(pygame.MOUSEMOTION, pos=slot, rel=(0, 0), buttons=(1, 0, 0))])
    assert scene.dragging and scene.held == K5
    app.step(1 / 60, [escape, pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=slot)])
    assert scene.held is None and not scene.dragging and app.scene is scene
    assert scene.work == [] and list(scene.view().hand) == hand
    app.step(1 / 60, [escape])
    assert isinstance(app.scene, PauseMenu), "with nothing in hand Esc opens the pause menu"


def test_illegal_clicks_say_why_and_change_nothing(app):
    open_setup(app, "rummidrez")
    scene = start(app)
    human_first(scene, MELD)
    state = scene.match.state
    other = [card_id(BISHOP, n) for n in (1, 2, 3)]
    give(state, 1, other)
    for c in other:
        state.hands[1].remove(c)
        state.hands[1].append(state.stock.pop())
    state.table = [other]
    state.melded[1] = True
    before = state.to_dict()
    click(app, hand_point(scene, K4))
    assert "First take cards" in scene.message
    assert state.to_dict() == before
    click(app, STOCK.center)
    before = state.to_dict()
    # Before the initial meld, the groups on the table may not be touched.
    click(app, scene.layout().cards[0][0].center)
    assert "initial meld may only add new groups" in scene.message and scene.held is None
    press(app, "Discard")
    assert "First click the card to discard" in scene.message
    press(app, "Done")
    assert "The table is as it was" in scene.message
    new_group(app, scene, [K4, K5, K6])
    click(app, hand_point(scene, R2))
    press(app, "Discard")
    assert "press Done" in scene.message
    assert state.to_dict() == before


def test_going_out_shows_the_round_summary(app):
    open_setup(app, "rummidrez")
    choose(app, "4")
    scene = start(app)
    state = scene.match.state
    human_first(scene, [K4, K5, K6])
    state.stock.extend(c for c in state.hands[0] if c not in (K4, K5, K6))
    state.hands[0] = [K4, K5, K6]
    for s in (1, 2, 3):  # small hands: the match goes on after this round
        state.stock.extend(state.hands[s][3:])
        del state.hands[s][3:]
    state.melded[0] = True
    click(app, STOCK.center)
    drawn = state.hands[0][-1]
    new_group(app, scene, [K4, K5, K6])
    press(app, "Done")
    assert state.hands[0] == [drawn]
    # Going out by dragging the last card onto the discard pile.
    down, pile = hand_point(scene, drawn), scene.discard_rects()[-1].center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=down),
                      pygame.event.Event(pygame.MOUSEMOTION, pos=pile, rel=(0, 0), buttons=(1, 0, 0)),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pile)])
    assert {"type": "discard", "card": drawn} == scene.match.actions[-1]
    summary = app.scene
    assert isinstance(summary, RoundSummary)
    assert summary.title == "Round 1: Player 1 went out!"
    assert summary.ended.scores == (9, 0, 0, 0) and summary.ended.totals == (9, 0, 0, 0)
    app.step(1 / 60, [])
    press(app, "Next round")
    assert app.scene is scene and state.round == 2 and not scene.match.is_over
    app.step(1 / 60, [])


@pytest.mark.parametrize("reason", ["rebuilt", "stock"])
def test_a_draw_the_stock_cannot_answer_ends_the_round_and_the_summary_says_why(app, reason):
    open_setup(app, "rummidrez")
    scene = start(app)
    state = scene.match.state
    human_first(scene)
    if reason == "rebuilt":  # plenty of discards, but the stock was rebuilt three times already
        state.discard[:0] = state.stock
        state.reshuffles = MAX_RESHUFFLES
    else:  # the discard pile is its top card alone
        state.hands[1].extend(state.stock)
    state.stock = []
    assert scene.view().phase == "take"
    click(app, STOCK.center)
    summary = app.scene
    assert isinstance(summary, RoundSummary) and summary.ended.winner is None
    assert summary.title == "Round 1: the stock ran out"
    assert summary.subtitle == {
        "rebuilt": "The stock had already been rebuilt three times this round, so nobody scores.",
        "stock": "The discard pile had no cards to make a new stock, so nobody scores.",
    }[reason]
    app.step(1 / 60, [])  # the summary draws over the table
    press(app, "Next round")
    assert app.scene is scene and state.round == 2 and state.scores == [0, 0]


def test_solitaire_best_score_is_stored_and_shown(app, monkeypatch):
    class FixedSeed:
        def randrange(self, n):
            return 0

    monkeypatch.setattr("game.match.SEEDS", FixedSeed())
    setup = open_setup(app, "rummidrez")
    choose(app, "1 (solitaire)")
    assert setup.player_count == 1
    scene = start(app)
    assert find_button(scene, "Draw a card").visible
    assert not any(w.visible for w in scene.widgets if getattr(w, "label", None) == "Discard")
    agent = agent_for("rummidrez", "normal")
    state = scene.match.state
    for i in range(400):
        if scene.match.is_over:
            break
        action = agent.choose(scene.view(), random.Random(i), 0.2)
        if isinstance(action, Draw):
            press(app, "Draw a card")
        else:
            groups = decode_table(action.table)
            lay_table(app, scene, groups)
            press(app, "Done")
            assert sorted(map(tuple, state.table)) == sorted(groups)
    assert state.is_over and not state.failed
    score = state.table_count
    app.step(1 / 60, [])
    assert isinstance(app.scene, GameOverDialog)
    assert app.scene.title == f"All cards laid! Score: {score}"
    assert app.scene.subtitle == "A new best score for Player 1!"
    data = json.loads(stats.stats_path().read_text())  # kept with the statistics
    assert data["solitaire"]["best"] == {"Player 1": score}
    assert [(a["name"], a["score"]) for a in data["solitaire"]["history"]] == [("Player 1", score)]
    press(app, "Play again")
    again = app.scenes[0]
    assert isinstance(again, RummidrezScene) and again is not scene
    assert again.best == {"Player 1": score}, "the best score is shown on the next attempt"
    app.step(1 / 60, [])


def test_a_long_turn_keeps_its_latest_deeds_clear_of_the_buttons(app):
    """The last-move line is the log's one sentence for the turn; when it would run under Hint, Undo
    and Menu, its oldest deeds give way."""
    open_setup(app, "rummidrez")
    scene = start(app)
    taken = tuple(card_id(fig, n) for fig in (ROOK, BISHOP, KNIGHT) for n in (1, 2, 3))
    turn = [DiscardsTaken(1, taken), Played(1, taken[:3], taken[:3], False), Discarded(1, P2)]
    scene.turn_events = lambda: turn
    name = scene.reader(None).name(1)
    width = scene.status_room(20, 16).width
    line = scene.last_move_line(width)
    assert theme.fitted_size(line, 15, width) >= theme.MIN_TEXT, "readable, and not under Hint, Undo, Menu"
    assert line == f"{name} laid 3 cards on the table and discarded {card_label(P2)}.", "the oldest deed gives way"
    assert scene.last_move.startswith(f"{name} took 9 cards from the discard pile (")
    assert scene.last_move.endswith(f"), laid 3 cards on the table and discarded {card_label(P2)}.")


def test_your_last_turn_reads_as_the_logs_one_sentence_in_your_person(app):
    """The line over the table tells the seat looking its own turn as "You drew … and discarded …",
    the move log's sentence, not each action on its own under the seat's name; nobody (a hand-off)
    is told the card drawn."""
    open_setup(app, "rummidrez")
    scene = start(app)
    wait_for_human(app, scene)
    seat = scene.viewer
    assert seat is not None and scene.act(Draw())
    drawn = scene.recap.since(len(scene.match.actions) - 1)[-1][0]
    assert isinstance(drawn, Drawn)
    thrown = scene.match.state.hands[seat][0]
    assert scene.act(Discard(thrown))
    assert scene.last_move == f"You drew {card_label(drawn.card)} and discarded {card_label(thrown)}."
    assert scene.last_move == scene.log_lines(seat)[-1].text
    scene.viewer = None
    name = scene.reader(None).name(seat)
    assert scene.last_move == f"{name} drew a card from the stock and discarded {card_label(thrown)}."


def test_solitaire_with_an_empty_stock_no_longer_invites_a_draw(app):
    open_setup(app, "rummidrez")
    choose(app, "1 (solitaire)")
    scene = start(app)
    state = scene.match.state
    state.hands[0].extend(state.stock[:-1])
    del state.stock[:-1]
    press(app, "Draw a card")  # the last card
    app.step(1 / 60, [])
    assert not state.stock and "draw" not in scene.status_line()
    assert "end the attempt" in scene.status_line()
    press(app, "End the attempt")
    app.step(1 / 60, [])
    assert state.failed and isinstance(app.scene, GameOverDialog) and app.scene.title == "The stock ran out"


def test_damaged_best_score_file_is_moved_aside(app):
    path = storage.data_dir() / stats.OLD_BEST_FILE  # the file of older versions, read once
    path.write_text('{"version": 1, "best": {"Player 1": "eleven"')
    open_setup(app, "rummidrez")
    choose(app, "1 (solitaire)")
    scene = start(app)
    assert scene.best == {}
    assert "damaged" in scene.message
    assert not path.exists() and list(path.parent.glob("rummidrez_best.damaged-*.json"))
    app.step(1 / 60, [])


# ---------------------------------------------------------------- saving, hand-off, clock, dialogs

def test_save_restart_continue(app):
    open_setup(app, "rummidrez")
    scene = start(app)
    wait_for_human(app, scene)  # no hand-made position: the save is replayed from its moves
    click(app, STOCK.center)
    click(app, hand_point(scene, scene.hand_cards()[0]))
    press(app, "Discard")
    wait_for_human(app, scene)
    before = scene.match.state.to_dict()
    moves = list(scene.match.actions)
    again = restart()
    continued = continue_from_menu(again)
    assert isinstance(continued, RummidrezScene)
    assert continued.match.actions == moves and continued.match.state.to_dict() == before
    again.step(1 / 60, [])


def test_a_turn_in_progress_comes_back_after_a_restart_with_the_hand_order_and_the_draw(app):
    """Cards moved on the table (not laid yet), the hand sorted by figure and the "You drew" line:
    all kept with the game after every change, so the program stopped at any moment (nothing saved
    on the way out) shows them again when the game is continued."""
    open_setup(app, "rummidrez")
    scene = start(app)
    wait_for_human(app, scene)
    before = set(scene.view().hand)
    click(app, STOCK.center)
    drawn = next(c for c in scene.view().hand if c not in before)
    choose(app, "By figure")
    for card in scene.hand_cards()[:3]:
        click(app, hand_point(scene, card))
        click(app, scene.layout().slot.center)  # a new group of its own
    first = scene.work[-1][0]
    click(app, card_point(scene, first))
    group = scene.layout().groups[-1]
    click(app, (group.right - 2, group.centery))  # moved to the end of the last group
    work, line = [g[:] for g in scene.work], scene.last_move
    assert len(scene.placed()) == 3 and line == f"You drew {card_label(drawn)}."
    again = restart()  # nothing is saved on the way out: what was saved after each move is all there is
    continued = continue_from_menu(again)
    assert isinstance(continued, RummidrezScene)
    assert continued.work == work and continued.sort_by_figure and continued.last_move == line
    assert drawn in continued.new_cards, "the card drawn is still marked new"
    assert [c for c in continued.hand_cards()] == [c for c in scene.hand_cards()], "the hand in the same order"
    press(again, "Reset table")  # the turn goes on from there: back as it was, then a discard
    assert continued.work == [list(g) for g in continued.state.table] and continued.match.draft is None
    click(again, hand_point(continued, continued.hand_cards()[0]))
    press(again, "Discard")
    assert continued.match.actions[-1]["type"] == "discard"


def test_hand_off_hides_hands_between_two_humans(app):
    setup = open_setup(app, "rummidrez")
    choose(app, "Human", 1)
    assert not setup.seats[1].computer
    press(app, "Start")
    scene = app.scenes[0]
    first = hand_over(app, scene)
    before = set(scene.view().hand)
    click(app, STOCK.center)
    drawn = card_label(next(c for c in scene.view().hand if c not in before))
    assert f"You drew {drawn}." in scene.last_move
    thrown = scene.hand_cards()[0]
    click(app, hand_point(scene, thrown))
    press(app, "Discard")
    assert scene.handover.passing and scene.view().hand == tuple(scene.match.state.hands[first]), \
        "the one who discarded still sees their own hand, before passing the computer on"
    pass_on(app, scene)
    assert scene.hand_cards() == [], "no hand is drawn while the computer changes hands"
    second = hand_over(app, scene)
    assert scene.view().hand == tuple(scene.match.state.hands[second])
    name = scene.match.seats[first].name
    assert scene.last_move == f"{name} drew a card from the stock and discarded {card_label(thrown)}.", \
        "the next player is told a card was drawn, not which"


def test_between_two_people_a_continued_turn_shows_its_draw_only_after_the_hand_off(app):
    """Two people at the table: continued mid-turn, the hands stay hidden until the one to play says
    it is them; then their working table and "You drew …" come back, for them alone."""
    open_setup(app, "rummidrez")
    choose(app, "Human", 1)
    press(app, "Start")
    scene = app.scenes[0]
    seat = hand_over(app, scene)
    before = set(scene.view().hand)
    click(app, STOCK.center)
    drawn = next(c for c in scene.view().hand if c not in before)
    click(app, hand_point(scene, drawn))
    click(app, scene.layout().slot.center)
    work = [g[:] for g in scene.work]
    again = restart()
    continue_from_menu(again)
    continued = again.scenes[0]
    assert isinstance(continued, RummidrezScene) and continued.view() is None, "no hand shows before the hand-off"
    assert hand_over(again, continued) == seat
    assert continued.work == work and continued.last_move == f"You drew {card_label(drawn)}."


def test_timed_match_clock_is_kept_and_applies_time_up(app):
    open_setup(app, "rummidrez")
    choose(app, "15 min")
    scene = start(app)
    wait_for_human(app, scene)
    app.step(1 / 60, [])
    scene.elapsed = 100.0
    # The clock stops while the pause menu is open, and is saved with the game.
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert isinstance(app.scene, PauseMenu)
    app.step(5.0, [])
    assert scene.elapsed == 100.0
    press(app, "Resume")
    again = restart()
    scene = continue_from_menu(again)
    assert isinstance(scene, RummidrezScene) and 100.0 <= scene.elapsed < 100.1, "the clock goes on"
    assert not list(scene.match.save_path.parent.glob("*clock*")), "the Match keeps the clock in its own save"
    scene.elapsed = 15 * 60 - 0.01
    again.step(0.05, [])
    assert scene.match.state.time_up
    assert "Time is up" in scene.message
    assert {"type": "time_up"} in scene.match.actions


def test_dialogs_render(app):
    open_setup(app, "rummidrez")
    scene = start(app)
    human_first(scene)
    click(app, STOCK.center)
    # In the meld phase a click on the pile shows all of it.
    click(app, scene.discard_rects()[-1].center)
    assert isinstance(app.scene, PileBrowser)
    app.step(1 / 60, [])
    press(app, "Close")
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    press(app, "Rules")
    assert isinstance(app.scene, RulesScene)
    app.step(1 / 60, [])
    press(app, "Back")
    press(app, "Resume")
    assert app.scene is scene
    # A held Neutral is drawn following the mouse while dragged.
    give(scene.match.state, 0, [neutral_id(2)])
    down = hand_point(scene, neutral_id(2))
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=down),
                      pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 400), rel=(0, 0), buttons=(1, 0, 0))])
    assert scene.dragging and scene.held == neutral_id(2)
