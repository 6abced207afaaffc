"""What was open over a table when its language changed comes back over the table built anew
(TableScene.rebuild_paused), in the new words: a Figuras question is asked again, a round's
summary is shown again for the same round. Dropping them left the turn with no way on (the
question) or the round's result unread (the summary)."""

from __future__ import annotations

import pygame

from game.engine import figuras as F
from game.selftest import choose, press
from game.ui import theme
from game.ui.dialogs import PauseMenu
from game.ui.figuras.dialogs import PlayerDialog
from game.ui.figuras.round_end import RoundSummary
from game.ui.rummidrez.dialogs import RoundSummary as RummidrezSummary
from tests.figuras_positions import KEYS, card
from tests.ui.helpers import key, new_table, step
from tests.ui.test_figuras_ui import rig, rigged_table

R, Y, G, B = F.RED, F.YELLOW, F.GREEN, F.BLUE


def to_spanish(app) -> None:
    """In the pause menu: Settings, Español, back to the pause menu (the table is built again)."""
    assert isinstance(app.scene, PauseMenu)
    press(app, "Settings")
    choose(app, "Español")
    press(app, "Volver")
    assert isinstance(app.scene, PauseMenu)


def test_a_figuras_question_is_asked_again_in_the_new_language(app):
    scene = rigged_table(app)
    rig(scene, [[card(R, F.STAR3)], [card(G, F.STAR5), card(B, F.STAR5)], [card(Y, F.STAR5), card(B, F.TRIANGLE)]],
        [card(Y, F.PENTAGON), card(G, F.THIEF)], phase=F.PHASE_THIEF)
    step(app)
    assert isinstance(app.scene, PlayerDialog)
    key(app, pygame.K_ESCAPE)  # a question's Esc is the table's pause menu
    to_spanish(app)
    fresh = app.scenes[0]
    assert fresh is not scene
    press(app, "Reanudar")
    question = app.scene
    assert isinstance(question, PlayerDialog) and question.scene is fresh, "the question is asked again"
    assert question.title == "Ladrón: ¿a quién le robas una carta?", "in the new words"
    name = theme.short_name(fresh.match.seats[1].shown)
    press(app, f"{name}: 2 cartas")
    assert fresh.match.state.phase_name != "thief" and len(fresh.match.state.hands[0]) == 2, "a card stolen"


def test_a_figuras_round_summary_comes_back_for_the_same_round(app):
    scene = rigged_table(app)
    rig(scene, [[card(Y, F.STAR3)], [card(G, F.STAR10)], [KEYS[1]]], [card(Y, F.PENTAGON)], totals=[20, 50, 40])
    scene.act(next(a for a in scene.state.legal_actions() if isinstance(a, F.Play)))
    summary = app.scene
    assert isinstance(summary, RoundSummary)
    key(app, pygame.K_ESCAPE)  # the table's pause menu over the summary, as at the table
    assert isinstance(app.scene, PauseMenu) and app.scenes[-2] is summary, "the summary waits under it"
    to_spanish(app)
    fresh = app.scenes[0]
    press(app, "Reanudar")
    again = app.scene
    assert isinstance(again, RoundSummary) and again is not summary and again.scene is fresh
    assert again.ended == summary.ended, "the same round's summary"
    assert again.title == f"Fin de la ronda {summary.ended.round}", "in the new words"
    key(app, pygame.K_RETURN)
    assert app.scene is fresh and not fresh.match.is_over


def test_a_rummidrez_round_summary_comes_back_with_its_table(app):
    from game.engine.rummidrez import RoundEnded

    scene = new_table(app, "rummidrez", 2)
    step(app)
    ended = RoundEnded(1, 0, "out", (0, 12), (0, 12), (0, 4))
    table = [tuple(scene.match.state.hands[0][:3])]
    scene.show_round_summary(RummidrezSummary(app, scene, ended, False, table))
    summary = app.scene
    scene.pause()
    to_spanish(app)
    fresh = app.scenes[0]
    press(app, "Reanudar")
    again = app.scene
    assert isinstance(again, RummidrezSummary) and again is not summary and again.scene is fresh
    assert again.ended == ended and again.final_table == summary.final_table, "the same round, its table"
    assert again.title != summary.title, "in the new words"
    key(app, pygame.K_RETURN)
    assert app.scene is fresh


def test_esc_on_a_round_summary_pauses_and_never_skips_it(app):
    """Play-test 4: Esc on a round summary went on to the next round, the summary gone unread and
    the menu out of reach. Esc is the pause menu, as at the table; Resume comes back to it."""
    scene = rigged_table(app)
    rig(scene, [[card(Y, F.STAR3)], [card(G, F.STAR10)], [KEYS[1]]], [card(Y, F.PENTAGON)], totals=[20, 50, 40])
    scene.act(next(a for a in scene.state.legal_actions() if isinstance(a, F.Play)))
    summary = app.scene
    assert isinstance(summary, RoundSummary)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, PauseMenu), "Esc opens the pause menu"
    press(app, "Resume")
    assert app.scene is summary, "the summary is still there to read"
    key(app, pygame.K_RETURN)
    assert app.scene is not summary and not isinstance(app.scene, RoundSummary)
