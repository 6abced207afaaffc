"""Drawing the working table: each group on its tray (green when valid, red with a "!" when not),
the card a Neutral stands for drawn small on it, the handles to split and join groups, where a held
card or group would go, the new-group slot, and the bar under the groups that says what is wrong
(the engine's sentence) or what the mouse can do."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine import Event
from game.engine.rummidrez import KEY, Discarded, Played
from game.i18n import _, ngettext
from game.ui import theme
from game.ui.parts.recap import light
from game.ui.pokerdrez import card_face
from game.ui.rummidrez.drag import Drop
from game.ui.rummidrez.layout import INFO_BAR, TABLE, TableLayout
from game.ui.rummidrez.sentences import card_label, group_problem
from game.working_table import neutral_stands_for

if TYPE_CHECKING:
    from game.ui.rummidrez_scene import RummidrezScene

GHOST_ALPHA = 215  # the card a Neutral stands for, drawn small on it


@dataclass(frozen=True)
class Look:
    """What the table's drawing depends on besides the groups, worked out once a frame."""

    lay: TableLayout
    editing: bool
    touch: bool  # the groups that were on the table may be changed
    holding: bool  # a card or a group is picked up
    target: Drop | None  # where the held card or group would go
    lifted: int | None  # the group held by its handle
    hover_card: int | None  # the table card under the mouse that a click would pick up
    placed: frozenset[int]


def look(scene: RummidrezScene) -> Look:
    editing = scene.editing()
    touch = scene.may_touch_table()
    holding = scene.held is not None or scene.held_group is not None
    hover_card = scene.table_card_at(scene.mouse) if editing and not holding else None
    if hover_card is not None and not scene.table.card_may_move(hover_card, touch):
        hover_card = None  # not movable now: no invitation to click it
    return Look(scene.layout(), editing, touch, holding,
                scene.drop_target(scene.mouse) if holding and editing else None,
                scene.held_group_index(), hover_card, frozenset(scene.placed() if editing else ()))


def draw_table(surface: pygame.Surface, scene: RummidrezScene) -> None:
    pygame.draw.rect(surface, theme.FELT_DARK, TABLE, border_radius=14)
    seen = look(scene)
    hover_group = None
    for gi, group in enumerate(scene.work):
        if seen.lay.groups[gi].collidepoint(scene.mouse):
            hover_group = gi
        draw_group(surface, scene, seen, gi, group)
        target = seen.target
        if gi == seen.lifted or (target is not None and target.kind == "group" and target.group == gi):
            draw_drop_mark(surface, scene, gi, target if gi != seen.lifted else None)
        elif seen.editing and not seen.holding and gi == hover_group and scene.table.may_change(gi, seen.touch):
            draw_handles(surface, seen.lay, gi, scene.mouse)
    if seen.editing:
        draw_slot(surface, seen.lay.slot, (seen.target is not None and seen.target.kind == "new")
                  or scene.held is not None)
    elif not scene.work:
        theme.blit_center(surface, theme.text(_("No groups on the table yet."), theme.TEXT_LABEL, theme.FELT_MUTED),
                          (TABLE.centerx, TABLE.centery - 30))
    draw_info_bar(surface, scene, scene.problems(), hover_group)


def draw_group(surface: pygame.Surface, scene: RummidrezScene, seen: Look, gi: int, group: list[int]) -> None:
    """Group `gi`'s tray, edge and cards, each card marked: held, under the mouse, laid this turn, or
    laid by the last play."""
    tray, rects = seen.lay.groups[gi], seen.lay.cards[gi]
    problem = group_problem(tuple(group))
    locked = seen.editing and not scene.table.may_change(gi, seen.touch)
    pygame.draw.rect(surface, theme.FELT_LIGHT if not locked else theme.FELT_LOCKED, tray, border_radius=8)
    pygame.draw.rect(surface, theme.DANGER if problem else theme.VALID, tray, 3 if problem else 2, border_radius=8)
    stands_for = neutral_stands_for(group)
    for card, rect in zip(group, rects, strict=True):
        if scene.motion.carries(("table", card)):
            continue  # still on its way from the player who laid it
        if (card == scene.held or gi == seen.lifted) and scene.dragging:
            pygame.draw.rect(surface, theme.FELT_HOLLOW, rect, 2, border_radius=6)
            continue
        r = rect.move(0, -5) if card == scene.held else rect
        surface.blit(card_face(KEY[card], seen.lay.card_w, seen.lay.card_h), r)
        if card in stands_for:
            draw_ghost(surface, stands_for[card], r)
        if card == scene.held:
            pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(6, 6), 3, border_radius=8)
        elif card == seen.hover_card:
            pygame.draw.rect(surface, theme.WHITE, r.inflate(4, 4), 2, border_radius=7)
        elif card in seen.placed:
            pygame.draw.rect(surface, theme.JUST_MOVED, r.inflate(4, 4), 2, border_radius=7)
        elif card in scene.last_placed and not seen.editing:
            pygame.draw.rect(surface, theme.LAST_MOVE_EDGE, r.inflate(4, 4), 2, border_radius=7)
    if problem:
        mark = pygame.Rect(tray.right - 18, tray.y - 8, 22, 22)
        pygame.draw.circle(surface, theme.DANGER, mark.center, 11)
        theme.blit_center(surface, theme.text("!", theme.TEXT_BODY, theme.WHITE, bold=True), mark.center)


def draw_slot(surface: pygame.Surface, slot: pygame.Rect, hot: bool) -> None:
    """The new-group slot: lit while a card is held (or would drop there)."""
    colour = theme.HIGHLIGHT if hot else theme.FELT_MUTED
    dashed_rect(surface, slot, colour)
    theme.blit_center(surface, theme.text("+", theme.TEXT_HEADING, colour, bold=True), (slot.centerx, slot.centery - 12))
    theme.blit_center(surface, theme.fit_text(_("New group"), theme.min_text(), slot.width - 8, colour),
                      (slot.centerx, slot.centery + 14))


def draw_drop_mark(surface: pygame.Surface, scene: RummidrezScene, gi: int, target: Drop | None) -> None:
    """Group `gi` lifted by its handle (`target` None), or where the held card or group would go."""
    lay = scene.layout()
    tray, rects = lay.groups[gi], lay.cards[gi]
    if target is None:
        pygame.draw.rect(surface, theme.HIGHLIGHT, tray.inflate(6, 6), 3, border_radius=10)
        return
    pygame.draw.rect(surface, theme.HIGHLIGHT, tray.inflate(4, 4), 2, border_radius=9)
    if scene.held is not None:  # where the card goes in the group
        i = target.index
        x = (rects[i - 1].right + 1 if i > 0 else rects[0].x - 2) if rects else tray.centerx
        pygame.draw.line(surface, theme.HIGHLIGHT, (x, tray.y + 2), (x, tray.bottom - 2), 4)


def draw_handles(surface: pygame.Surface, lay: TableLayout, gi: int, mouse: tuple[int, int]) -> None:
    """Under the group the mouse is over: its handle (to join it to another) and its split handles."""
    draw_grip(surface, lay.grip(gi), lay.grip(gi).inflate(4, 4).collidepoint(mouse))
    for seam in lay.seams(gi):
        hot = seam.inflate(4, 4).collidepoint(mouse)
        theme.blit_center(surface, theme.text("✂", theme.min_text(), theme.HIGHLIGHT if hot else theme.FELT_TEXT), seam.center)


def draw_ghost(surface: pygame.Surface, stands_for: int, card: pygame.Rect) -> None:
    """The card a Neutral stands for, small on its lower half: read from the group it lies in."""
    w, h = max(12, card.width * 11 // 20), max(17, card.height * 11 // 20)
    ghost = card_face(KEY[stands_for], w, h).copy()
    ghost.set_alpha(GHOST_ALPHA)
    spot = pygame.Rect(0, 0, w, h)
    spot.midbottom = (card.centerx, card.bottom - 2)
    pygame.draw.rect(surface, theme.WHITE, spot.inflate(4, 4), border_radius=5)
    surface.blit(ghost, spot)


def draw_grip(surface: pygame.Surface, rect: pygame.Rect, hot: bool) -> None:
    """A group's handle: two columns of dots."""
    colour = theme.HIGHLIGHT if hot else theme.FELT_TEXT
    for col in (rect.centerx - 3, rect.centerx + 3):
        for row in range(3):
            pygame.draw.circle(surface, colour, (col, rect.y + 2 + row * max(3, (rect.height - 4) // 2)), 2)


def dashed_rect(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
    for x in range(rect.x + 4, rect.right - 4, 12):
        pygame.draw.line(surface, colour, (x, rect.y), (min(x + 6, rect.right - 4), rect.y), 2)
        pygame.draw.line(surface, colour, (x, rect.bottom - 1), (min(x + 6, rect.right - 4), rect.bottom - 1), 2)
    for y in range(rect.y + 4, rect.bottom - 4, 12):
        pygame.draw.line(surface, colour, (rect.x, y), (rect.x, min(y + 6, rect.bottom - 4)), 2)
        pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, min(y + 6, rect.bottom - 4)), 2)


def draw_info_bar(surface: pygame.Surface, scene: RummidrezScene, problems: list[tuple[int, str]],
                  hover: int | None) -> None:
    """The engine's sentence for the group under the mouse (or the first one) that is not valid;
    else, while the player arranges the table, what the mouse can do."""
    if problems:
        chosen = next((p for p in problems if p[0] == hover), problems[0])
        text = chosen[1]
        if len(problems) > 1:
            text += "  " + ngettext("({n} more group is not valid.)", "({n} more groups are not valid.)",
                                    len(problems) - 1).format(n=len(problems) - 1)
        draw_problem(surface, text)
    elif scene.editing():
        theme.blit_center(surface, theme.fit_text(mouse_hint(scene, hover), theme.TEXT_SMALL, INFO_BAR.width - 20, theme.FELT_MUTED),
                          INFO_BAR.center)


def draw_problem(surface: pygame.Surface, text: str) -> None:
    pygame.draw.rect(surface, theme.ALERT_BAND, INFO_BAR, border_radius=8)
    pygame.draw.rect(surface, theme.DANGER, INFO_BAR, 2, border_radius=8)
    lines = theme.wrap(text, theme.TEXT_SMALL, INFO_BAR.width - 50)
    if len(lines) > 2:
        lines = theme.wrap(text, theme.min_text(), INFO_BAR.width - 50)[:2]
    size = theme.TEXT_SMALL if len(lines) <= 2 and theme.text_width(lines[0], theme.TEXT_SMALL) <= INFO_BAR.width - 50 \
        else theme.TEXT_TINY
    pygame.draw.circle(surface, theme.DANGER, (INFO_BAR.x + 20, INFO_BAR.centery), 11)
    theme.blit_center(surface, theme.text("!", theme.TEXT_BODY, theme.WHITE, bold=True), (INFO_BAR.x + 20, INFO_BAR.centery))
    y = INFO_BAR.centery - (len(lines[:2]) * (size + 4)) // 2
    for line in lines[:2]:
        surface.blit(theme.text(line, size, theme.ALERT_INK), (INFO_BAR.x + 40, y))
        y += size + 4


def mouse_hint(scene: RummidrezScene, hover: int | None) -> str:
    """What the mouse can do on the table now (the group under it is `hover`)."""
    neutral = scene.neutral_at(scene.mouse)
    if scene.held_group is not None:
        return _("Drop the group on another group to join the two.")
    if scene.held is not None:
        return _("Drop the card on a group (between two cards to put it there), or on New group.")
    if neutral is not None:
        return _("This Neutral stands for {card}.").format(card=card_label(neutral))
    if hover is not None and scene.table.may_change(hover, scene.may_touch_table()):
        return _("Click ✂ to split this group, or drag its handle (the dots) onto another group to join them.")
    return _("Drag cards (or click one, then click where it goes). Click ✂ under a group to split it.")


def draw_recap(surface: pygame.Surface, scene: RummidrezScene, events: list[Event]) -> None:
    """Since your last turn (game.ui.parts.recap): the groups the others laid cards in and the
    cards they discarded that still lie on the pile."""
    pulse = scene.recap.pulse()
    laid = {card for e in events if isinstance(e, Played) for card in e.placed}
    thrown = {e.card for e in events if isinstance(e, Discarded)}
    lay = scene.layout()
    for gi, group in enumerate(scene.work):
        if laid.intersection(group):
            light(surface, lay.groups[gi], pulse)
    for card, rect in zip(scene.state.discard, scene.discard_rects(), strict=True):
        if card in thrown:
            light(surface, rect, pulse)
