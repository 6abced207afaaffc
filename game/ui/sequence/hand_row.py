"""The classic Sequence table's hand: the cards of the seat looking (a jack's ring, a dead card
shaded, the picked card outlined, a card drawn in its last turn tagged "new"), or backs while
hands are hidden, and whose hand it is when it is not that seat's turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import Event
from game.engine.sequence import CARDS, Drawn, jack_kind
from game.i18n import _
from game.ui import theme
from game.ui.cards import card_back, card_face
from game.ui.parts.hand import draw_new_tag
from game.ui.sequence.cards import paint_hand_card
from game.ui.sequence.layout import BOARD, CARD_H, CARD_W, HAND_Y

if TYPE_CHECKING:
    from game.ui.sequence_scene import SequenceScene


def arrived(events: list[Event], seat: int) -> frozenset[int]:
    """The cards `seat` drew in `events` (after each card played, or for a dead card swapped)."""
    return frozenset(event.card for event in events if isinstance(event, Drawn) and event.seat == seat)


def draw_hand(scene: SequenceScene, surface: pygame.Surface) -> None:
    view = scene.view()
    label_x = BOARD.x
    if view is None:
        seat = scene.match.current_seat
        text = _("Hands are hidden.") if seat is not None else ""
        for i in range(3):
            surface.blit(card_back(CARD_W, CARD_H), (label_x + i * 30, HAND_Y))
        surface.blit(theme.text(text, theme.TEXT_BODY, theme.WHITE), (label_x + 160, HAND_Y + 50))
        return
    acting = scene.human_to_act() is not None
    rule = scene.match.config.jack_rule
    new = scene.new_cards.of(view.seat)
    for slot in scene.hand.slots(view.hand, scene.picked()):
        scene.hand.drawn_at(slot.card, slot.shown)
        if scene.motion.carries(("hand", slot.card)):
            continue  # on its way from the stock
        jack = jack_kind(slot.card, rule)
        c = CARDS[slot.card]  # the face from this module's card_face: tests/ui/test_demo.py watches it
        face = card_face(c.rank, c.suit, CARD_W, CARD_H)
        paint_hand_card(surface, face, slot.shown, jack, not jack and scene.state.is_dead(slot.card))
        if slot.card == scene.selected:
            pygame.draw.rect(surface, theme.HIGHLIGHT, slot.shown.inflate(6, 6), 4, border_radius=10)
        elif slot.card in new:
            draw_new_tag(surface, slot.shown, inside=True)  # the hand ends 4 px above the window's edge
    if not acting and view.hand:
        x = BOARD.x + len(view.hand) * (CARD_W + 8) + 6
        label = scene.whose_cards(_("Your hand"))
        if scene.moves_button.visible:  # the label stops short of the Moves button
            label = theme.cut_to(label, 15, scene.moves_button.rect.x - 8 - x)  # drawn left to right (moves_rect)
        surface.blit(theme.text(label, theme.TEXT_SMALL, theme.FELT_TEXT), (x, HAND_Y + 4))
