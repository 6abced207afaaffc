"""Drawing the hand of the seat looking (the cards it took this turn tagged "new", the picked-up card
lifted), the card or group under the mouse while it is dragged, and the count of cards laid from
the hand this turn beside the buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import Event
from game.engine.rummidrez import KEY, Dealt, DiscardsTaken, Drawn, Played
from game.i18n import _, ngettext
from game.ui import theme
from game.ui.parts.hand import draw_new_tag
from game.ui.pokerdrez import card_back, card_face
from game.ui.rummidrez.layout import (
    BUTTON_Y,
    HAND_H,
    HAND_W,
    HAND_Y,
    hand_card,
)

if TYPE_CHECKING:
    from game.ui.rummidrez_scene import RummidrezScene



def arrived(events: list[Event], seat: int) -> frozenset[int]:
    """The cards `seat` took in `events` with its last draw or take from the pile and has not laid
    since (in the solitaire every draw starts afresh); a new deal starts again. What the hand tags
    "new" (parts.new_cards)."""
    got: set[int] = set()
    for event in events:
        match event:
            case Dealt():
                got.clear()
            case Drawn(seat=taker, card=card) if taker == seat:
                got = {card}
            case DiscardsTaken(seat=taker, cards=cards) if taker == seat:
                got = set(cards)
            case Played(seat=player, placed=placed) if player == seat:
                got.difference_update(placed)
    return frozenset(got)


def draw_hand(surface: pygame.Surface, scene: RummidrezScene) -> None:
    view = scene.view()
    if view is None:
        draw_hidden_hand(surface, scene)
        return
    cards = scene.hand_cards()
    slots = scene.hand.slots(cards, scene.picked())  # the hand's layout and hit-test: game.ui.parts.hand
    editing = scene.editing()
    hover = scene.hand_card_at(scene.mouse) if editing and not scene.dragging else None
    new = scene.new_cards  # read once a frame, not once a card
    for slot in slots:
        card, rect, lifted = slot.card, slot.rect, slot.shown
        scene.hand.drawn_at(card, lifted)
        if scene.motion.carries(("hand", card)):
            continue  # on its way from the stock or the discard pile
        if card == scene.held and scene.dragging:
            pygame.draw.rect(surface, theme.FELT_LIGHT, rect, 2, border_radius=7)
            continue
        surface.blit(card_face(KEY[card], rect.width, rect.height), lifted)
        if card == scene.held:
            pygame.draw.rect(surface, theme.HIGHLIGHT, lifted.inflate(6, 6), 4, border_radius=10)
        elif card == hover:
            pygame.draw.rect(surface, theme.WHITE, lifted.inflate(4, 4), 2, border_radius=9)
        elif card in new:
            pygame.draw.rect(surface, theme.JUST_MOVED, lifted.inflate(4, 4), 3, border_radius=9)
    for slot in slots:
        card, r = slot.card, slot.rect
        if card in new and card != scene.held:
            draw_new_tag(surface, r)
    if not editing and view.hand and scene.human_to_act() is None:
        whose = theme.text(scene.whose_cards(_("Your hand")), theme.TEXT_SMALL, theme.FELT_TEXT)
        surface.blit(whose, (theme.align_x(20, theme.WIDTH - 40, whose.get_width()), hand_card()[0] - 22))


def draw_hidden_hand(surface: pygame.Surface, scene: RummidrezScene) -> None:
    """No hand is shown (between two players, or only computers playing): backs, and why."""
    for i in range(5):
        surface.blit(card_back(HAND_W, HAND_H), (40 + i * 26, HAND_Y))
    if scene.match.current_seat is not None:
        text = _("Hands are hidden.") if scene.match.human_seats() else _("Computer players only.")
        surface.blit(theme.text(text, theme.TEXT_BODY, theme.WHITE), (40 + 5 * 26 + 90, HAND_Y + 38))


def draw_dragged(surface: pygame.Surface, scene: RummidrezScene, card: int) -> None:
    """The card dragged, under the mouse, at its size on the table or in the hand."""
    if scene.locate(card) is not None:
        w, h = scene.layout().card_w, scene.layout().card_h
    else:
        w, h = hand_card()[1:]
    rect = pygame.Rect(0, 0, w, h)
    rect.center = scene.mouse
    pygame.draw.rect(surface, theme.FELT_DARK, rect.move(4, 6), border_radius=8)
    surface.blit(card_face(KEY[card], w, h), rect)
    pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(4, 4), 2, border_radius=8)


def draw_dragged_group(surface: pygame.Surface, scene: RummidrezScene, gi: int) -> None:
    """The group held by its handle, under the mouse as it was on the table."""
    lay = scene.layout()
    tray = lay.groups[gi]
    dx, dy = scene.mouse[0] - lay.grip(gi).centerx, scene.mouse[1] - lay.grip(gi).centery
    moved = tray.move(dx, dy)
    pygame.draw.rect(surface, theme.FELT_DARK, moved.move(4, 6), border_radius=8)
    pygame.draw.rect(surface, theme.FELT_LIGHT, moved, border_radius=8)
    for card, rect in zip(scene.work[gi], lay.cards[gi], strict=True):
        surface.blit(card_face(KEY[card], rect.width, rect.height), rect.move(dx, dy))
    pygame.draw.rect(surface, theme.HIGHLIGHT, moved.inflate(4, 4), 2, border_radius=9)


def draw_meld_count(surface: pygame.Surface, scene: RummidrezScene) -> None:
    """Two lines between the sort buttons and Reset table: the cards laid from the hand, then
    what the initial meld needs (until it is made) or the cards left in the hand."""
    view = scene.view()
    if view is None or not scene.editing():
        return
    laid = len(scene.placed())
    left = len(view.hand) - laid
    first = ngettext("Laid from your hand: {n} card", "Laid from your hand: {n} cards", laid).format(n=laid)
    second: str
    if not view.melded[view.seat]:
        colour = theme.VALID if laid >= 7 else theme.HIGHLIGHT
        second = _("Initial meld: 2+ groups, 7+ cards") if scene.solitaire else _("Initial meld: 7 cards or more")
    else:
        colour = theme.FELT_TEXT
        second = _("Your hand: {cards}").format(cards=ngettext("{n} card", "{n} cards", left).format(n=left))
    for text, size, y, ink, bold in ((first, theme.TEXT_BODY, BUTTON_Y + 3, colour, True),
                                     (second, theme.TEXT_SMALL, BUTTON_Y + 25, theme.FELT_TEXT, False)):
        room = scene.meld_room
        line = theme.fit_text(text, size, room.width, ink, bold=bold)
        surface.blit(line, (theme.align_x(room.x, room.width, line.get_width()), y))
