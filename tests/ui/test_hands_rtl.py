"""The hand of every table is the shared part (game.ui.parts.hand): in Arabic its first card lies
at the right, is drawn there, and a click there takes that card."""

from __future__ import annotations

import pytest

from game.app import App
from game.demo import midgame
from game.engine.rummidrez import Draw
from game.games import GAME_IDS
from game.selftest import click


@pytest.fixture
def app():
    application = App()
    yield application
    application.set_language("en")


def held(scene) -> list[int]:
    """The cards of the hand shown, in the hand's order (Figuras and Rummidrez sort theirs)."""
    return list(scene.hand_cards()) if hasattr(scene, "hand_cards") else list(scene.view().hand)


def put_back(scene) -> None:
    """Nothing picked in the hand."""
    if hasattr(scene, "held"):
        scene.held = None
    else:
        scene.selected = [] if isinstance(scene.selected, list) else None


def answered(scene, card: int) -> bool:
    """The table took a click on `card`: picked it, or (Figuras, a card no play uses) said why not."""
    if scene.picked() == (card,):
        return True
    return hasattr(scene, "card_refusal") and bool(scene.card_refusal(card)) and scene.message == scene.card_refusal(card)


def arabic_table(app: App, game_id: str):
    app.set_language("ar")
    scene = midgame(app, game_id)
    if game_id == "rummidrez" and scene.taking():
        scene.act(Draw())  # to the part of the turn where hand cards are picked up
    scene.motion.finish()  # the cards taken have landed
    put_back(scene)
    app.step(1 / 60, [])
    return scene


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_arabic_hands_start_at_the_right_where_the_first_card_is_drawn_and_clicked(app, game_id):
    scene = arabic_table(app, game_id)
    cards = held(scene)
    assert len(cards) >= 2
    rects = scene.hand.rects(cards)
    assert rects[0].x == max(r.x for r in rects) > rects[-1].x, "the first card at the right"
    scene.hand.spots.clear()
    app.step(1 / 60, [])
    first = scene.hand.visible(cards)[0]
    assert scene.hand.spots[cards[0]][0] == rects[0].centerx, "the table drew the first card there"
    target = next(t for t in scene.focus_targets() if t.key == ("hand", cards[0]))
    assert target.rect == first, "the keyboard focuses it where it shows"
    click(app, first.center)
    assert answered(scene, cards[0]), (game_id, scene.picked(), scene.message)


@pytest.mark.parametrize("game_id", ["figuras", "rummidrez"])
def test_arabic_crowded_hands_overlap_keeping_each_cards_marks_in_sight(app, game_id):
    """Figuras' spines are on the right of its cards (the card at the left lies on top), Rummidrez's
    numbers on the left (the card at the right lies on top), in either reading direction; a click
    on what shows of a card takes that card."""
    scene = arabic_table(app, game_id)
    cards = held(scene)
    many = cards + [c for c in range(200) if c not in cards][:30 - len(cards)]
    rects = scene.hand.rects(many)
    assert rects[0].right > rects[1].right > rects[1].x and rects[0].colliderect(rects[1]), "squeezed, overlapping"
    shown = scene.hand.visible(many)
    spine_right = game_id == "figuras"
    for rect, part in zip(rects, shown, strict=True):
        assert (part.right == rect.right) if spine_right else (part.x == rect.x)
        assert 0 < part.width < rect.width or part == rect
    assert [scene.hand.card_at(many, part.center) for part in shown] == many


def test_rummidrez_hand_cards_grow_with_large_cards_and_text_and_are_clicked_where_drawn(app):
    from game.ui.rummidrez.layout import LARGE_HAND

    scene = arabic_table(app, "rummidrez")
    cards = held(scene)
    app.set_large_text(True)
    try:
        app.step(1 / 60, [])
        rects = scene.hand.rects(cards)
        assert all(r.size == LARGE_HAND[1:] and r.y == LARGE_HAND[0] for r in rects)
        assert scene.hand.spots[cards[-1]] == rects[-1].center, "drawn at the new size"
        click(app, scene.hand.visible(cards)[-1].center)
        assert scene.held == cards[-1]
    finally:
        app.set_large_text(None)
