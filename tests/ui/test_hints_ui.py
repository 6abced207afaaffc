"""The Hint button and the H key on every table: the hinted move is lit on the table, its
reason is in the message line, and both go away when the player acts."""

from __future__ import annotations

import os

import pygame
import pytest

from game.app import App
from game.engine import figuras as F
from game.games import GAME_IDS
from game.selftest import click
from game.ui import theme
from game.ui.figuras.dialogs import ChoiceDialog, GiftDialog
from game.ui.table import TableScene
from tests.figuras_positions import card, position
from tests.ui import helpers
from tests.ui.helpers import hint_ready, new_table

GAMES_AND_PLAYERS = [(game_id, 2 if game_id == "sequence" else 3) for game_id in GAME_IDS]  # Sequence: two teams


def until_human(app: App, scene: TableScene) -> None:
    """Let the computers play (closing the cut and round summaries) until the human is to act;
    a Figuras question for the human stays up."""
    helpers.until_human(app, scene, keep=(ChoiceDialog,))


def hint_pixels(app: App, shot: str = "") -> int:
    """How much of the hint's own colour the screen shows (the table, and a question over it)."""
    surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    for scene in app.scenes[-2:] if isinstance(app.scene, ChoiceDialog) else app.scenes[-1:]:
        scene.draw(surface)
    if shot:  # to look at: SHOTS=1 pytest tests/ui/test_hints.py
        pygame.image.save(surface, shot)
    return pygame.mask.from_threshold(surface, theme.HINT_COLOUR, (1, 1, 1, 255)).count()


def shot(name: str) -> str:
    folder = os.environ.get("HINT_SHOTS", "")
    return os.path.join(folder, name + ".png") if folder else ""


def press_h(app: App) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")])


@pytest.mark.parametrize(("game_id", "players"), GAMES_AND_PLAYERS)
def test_hint_button_and_key_light_the_move_and_say_why(app, game_id, players):
    scene = new_table(app, game_id, players)
    until_human(app, scene)
    assert hint_pixels(app) == 0
    scene.top_bar.place()
    assert scene.hint_button.visible
    click(app, scene.hint_button.rect.center)
    hint_ready(app, scene)
    assert scene.given_hint is not None and scene.message == scene.given_hint.reason != ""
    assert hint_pixels(app, shot(game_id)) > 200, "the hinted move is lit"
    hinted = scene.given_hint.action
    scene.given_hint, scene.message = None, ""
    press_h(app)
    hint_ready(app, scene)
    assert scene.given_hint is not None and scene.given_hint.action == hinted and scene.message
    assert scene.act(hinted)
    assert scene.live_hint() is None and hint_pixels(app) == 0, "acting takes the hint away"


def test_no_hint_while_a_computer_plays(app):
    scene = new_table(app, "sequence", 2, seed=3)
    scene.viewer = 0
    if scene.human_to_act() is not None:
        scene.act(scene.match.state.legal_actions()[0])
        while scene.human_to_act() is not None:
            scene.act(scene.match.state.legal_actions()[0])
    while app.scene is not scene:
        app.pop()  # the cut
    scene.top_bar.place()
    assert not scene.hint_button.visible
    press_h(app)
    assert scene.given_hint is None and scene.message == "A hint is for your own turn."


def figuras_question(app: App, phase: int, hand: list[int], discard: list[int], mirrors: int = 0):
    """A 3-player Figuras table put in a hand-built position where the human (seat 0) must answer."""
    scene = new_table(app, "figuras", 3)
    while app.scene is not scene:
        app.pop()
    others = [c for c in F.ALL_CARD_IDS if c not in hand and c not in discard]
    state = position([hand, others[:3], others[3:8]], discard, phase=phase, mirrors=mirrors, round_no=2,
                     colour=F.NO_COLOUR if phase == F.PHASE_COLOUR else None)
    scene.match.state = F.state_from_dict(state.to_dict())
    scene.on_new_turn()
    app.step(1 / 60, [])  # the table asks its question
    assert isinstance(app.scene, ChoiceDialog)
    return scene, app.scene


# Without a Mirror to answer with, the Mirror has one answer and is not asked (test_figuras_ui).
@pytest.mark.parametrize("question", ["colour", "thief", "gift", "mirror"])
def test_each_figuras_question_lights_the_hinted_answer(app, question):
    keys = [c.id for c in F.CARDS if c.symbol == F.KEY]
    hand = [card(F.BLUE, F.STAR3), card(F.BLUE, F.STAR5), card(F.RED, F.DECAGON)]
    top = {"colour": keys[0], "thief": card(F.GREEN, F.THIEF), "gift": card(F.GREEN, F.GIFT)}
    if question == "mirror":
        hand.append(card(F.YELLOW, F.MIRROR))
        scene, dialog = figuras_question(app, F.PHASE_MIRROR, hand, [card(F.GREEN, F.MIRROR)], mirrors=1)
    else:
        phase = {"colour": F.PHASE_COLOUR, "thief": F.PHASE_THIEF, "gift": F.PHASE_GIFT}[question]
        scene, dialog = figuras_question(app, phase, hand, [card(F.RED, F.STAR3), top[question]])
    press_h(app)
    hint_ready(app, scene)
    assert scene.live_hint() is not None and scene.message == scene.given_hint.reason
    rects = dialog.hint_rects(scene.given_hint.action)
    answers = [w.rect for w in dialog.widgets] + (dialog.card_rects() if isinstance(dialog, GiftDialog) else [])
    assert rects and all(any(r.colliderect(a) for a in answers) for r in rects), "an answer of the dialog is lit"
    assert hint_pixels(app, shot(f"figuras-{question.replace(' ', '-')}")) > 200
    scene.given_hint = None
    click(app, dialog.hint_button.rect.center)
    hint_ready(app, scene)
    assert scene.live_hint() is not None


@pytest.mark.parametrize(("game_id", "players"), [("sequence", 2), ("sequence_kids", 2)])
def test_a_hint_and_a_picked_card_never_light_the_board_together(app, game_id, players):
    scene = new_table(app, game_id, players)
    until_human(app, scene)
    hand = scene.view().hand
    click(app, scene.hand.rects(hand)[0].center)
    assert scene.selected == hand[0] and scene.targets(), "a picked card lights its spaces"
    press_h(app)
    hint_ready(app, scene)
    assert scene.selected is None and not scene.targets(), "Hint puts the picked card back"
    assert scene.live_hint() is not None and scene.message == scene.given_hint.reason
    click(app, scene.hand.rects(hand)[-1].center)
    assert scene.selected == hand[-1] and scene.live_hint() is None, "a card picked after the hint puts it away"
