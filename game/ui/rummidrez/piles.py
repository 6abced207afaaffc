"""Drawing the Rummidrez piles: the stock (with its count) and the discard pile fanned out, every
card of it showing, since any top cards may be taken; in the solitaire, what a draw costs."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.rummidrez import KEY
from game.i18n import _, ngettext
from game.ui import theme
from game.ui.pokerdrez import card_back, card_face
from game.ui.rummidrez.layout import DISCARD_X0, DISCARD_X1, PILE_H, PILE_W, PILE_Y, STOCK
from game.ui.rummidrez.sentences import card_list

if TYPE_CHECKING:
    from game.ui.rummidrez_scene import RummidrezScene



def draw_piles(surface: pygame.Surface, scene: RummidrezScene) -> None:
    taking = scene.taking()
    draw_stock(surface, scene, taking)
    if scene.solitaire:
        draw_draw_cost(surface, bool(scene.state.stock))
        return
    hover = scene.discard_index_at(scene.mouse) if taking else None
    draw_discard_label(surface, scene, hover, taking)
    draw_discards(surface, scene, hover)


def draw_stock(surface: pygame.Surface, scene: RummidrezScene, taking: bool) -> None:
    stock = len(scene.state.stock)
    # The stock's label ends above the glow of a stacked stock (Arabic letters reach below the line).
    label = theme.text(_("Stock"), theme.TEXT_SMALL, theme.FELT_TEXT, bold=True)
    surface.blit(label, label.get_rect(bottomleft=(max(4, theme.align_x(STOCK.x, PILE_W, label.get_width())),
                                                   STOCK.y - 8)))
    if not stock:
        pygame.draw.rect(surface, theme.FELT_LIGHT, STOCK, 2, border_radius=7)
        theme.blit_center(surface, theme.text(_("empty"), theme.min_text(), theme.FELT_TEXT), STOCK.center)
        return
    layers = min(3, (stock + 19) // 20)
    for i in range(layers):
        surface.blit(card_back(PILE_W, PILE_H), STOCK.move(-2 * i, -2 * i))
    top = STOCK.move(-2 * (layers - 1), -2 * (layers - 1))
    badge = pygame.Rect(0, 0, 40, 22)
    badge.center = (top.centerx, top.bottom - 14)
    pygame.draw.rect(surface, theme.WHITE, badge, border_radius=8)
    theme.blit_center(surface, theme.text(str(stock), theme.TEXT_SMALL, theme.INK, bold=True), badge.center)
    glow = taking or (scene.solitaire and scene.human_to_act() is not None)
    if glow and STOCK.inflate(12, 12).collidepoint(scene.mouse):
        pygame.draw.rect(surface, theme.HIGHLIGHT, top.inflate(6, 6), 3, border_radius=9)
    elif taking:
        pulse = scene.wave(5)
        pygame.draw.rect(surface, theme.HIGHLIGHT, top.inflate(6, 6), 2 + int(pulse * 2), border_radius=9)


def draw_draw_cost(surface: pygame.Surface, stock_left: bool) -> None:
    """The solitaire's line where the discard pile would be: every draw makes the score worse."""
    hint: str
    how: str
    if stock_left:
        hint = _("Every extra draw makes your score worse: draw only when you cannot lay a card.")
        how = _("Click the stock (or Draw a card) to draw.")
    else:  # nothing left to draw: no invitation to draw
        hint, how = _("Ending the attempt now gives it no score."), ""
    surface.blit(theme.fit_text(hint, theme.TEXT_BODY, 860, theme.FELT_NOTE), (DISCARD_X0, PILE_Y + 8))
    if how:
        surface.blit(theme.fit_text(how, theme.TEXT_SMALL, 860, theme.FELT_TEXT), (DISCARD_X0, PILE_Y + 36))


def draw_discard_label(surface: pygame.Surface, scene: RummidrezScene, hover: int | None, taking: bool) -> None:
    """Above the pile: the cards a click would take (under the mouse), or what the pile is."""
    n = len(scene.state.discard)
    if hover:
        taken = ngettext("Take {n} card: {cards}", "Take {n} cards: {cards}", hover).format(
            n=hover, cards=card_list(scene.state.discard[-hover:]))
        text = theme.fit_text(taken, theme.TEXT_SMALL, DISCARD_X1 - DISCARD_X0 - 12, theme.INK, bold=True)
        box = text.get_rect(topleft=(DISCARD_X0 + 6, 53)).inflate(12, 2)
        pygame.draw.rect(surface, theme.HIGHLIGHT, box, border_radius=6)
        surface.blit(text, (DISCARD_X0 + 6, 53))
        return
    label: str
    if taking:
        label = _("Discard pile: click a card to take it with every card above it")
    elif n:
        label = ngettext("Discard pile ({n} card, the top card on the right; click to look through it)",
                         "Discard pile ({n} cards, the top card on the right; click to look through it)",
                         n).format(n=n)
    else:
        label = _("Discard pile: empty")
    surface.blit(theme.fit_text(label, theme.TEXT_SMALL, DISCARD_X1 - DISCARD_X0, theme.FELT_TEXT, bold=taking), (DISCARD_X0, 56))


def draw_discards(surface: pygame.Surface, scene: RummidrezScene, hover: int | None) -> None:
    """The pile's cards (those a click would take raised), and the top one marked where the held
    card may be discarded."""
    rects = scene.discard_rects()
    n = len(rects)
    for i, (card, rect) in enumerate(zip(scene.state.discard, rects, strict=True)):
        if scene.motion.carries(("discard", card)):
            continue  # still on its way to the pile
        chosen = hover is not None and i >= n - hover
        r = rect.move(0, -4) if chosen else rect
        surface.blit(card_face(KEY[card], PILE_W, PILE_H), r)
        if chosen:
            pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(4, 4), 3, border_radius=8)
        elif card == scene.last_discard and i == n - 1:
            pygame.draw.rect(surface, theme.LAST_MOVE_EDGE, r.inflate(4, 4), 2, border_radius=7)
    drop_here = scene.held is not None and scene.locate(scene.held) is None and scene.editing()
    if drop_here and rects:
        pulse = scene.wave(5)
        pygame.draw.rect(surface, theme.DROP_TARGET, rects[-1].inflate(6, 6), 2 + int(pulse * 2), border_radius=9)
