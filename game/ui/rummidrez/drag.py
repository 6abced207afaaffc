"""The mouse on the Rummidrez table: take cards, pick up a card or a group and put it down (drag
it, or click it and click where it goes), split a group at a handle. Every change goes to the
working table (game.working_table), which the engine judges only when Done lays it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine.rummidrez import Draw, TakeDiscards
from game.i18n import _
from game.ui import sound
from game.ui.rummidrez.layout import DISCARD_AREA, GROUP_GAP, HAND_AREA, TABLE

if TYPE_CHECKING:
    from game.ui.rummidrez_scene import RummidrezScene

DRAG_START = 8  # pixels the mouse must move with a card held before it is a drag


@dataclass(frozen=True)
class Drop:
    """Where a held card or group would go: "hand", "discard", "group" (before card `index` of
    group `group`), "new" (a group of its own) or "none"."""

    kind: str
    group: int = -1
    index: int = 0


def drop_target(scene: RummidrezScene, pos: tuple[int, int]) -> Drop:
    if HAND_AREA.collidepoint(pos):
        return Drop("hand")
    if not scene.solitaire and DISCARD_AREA.collidepoint(pos):
        return Drop("discard")
    lay = scene.layout()
    for gi, group in enumerate(lay.groups):
        if group.inflate(GROUP_GAP, GROUP_GAP).collidepoint(pos):
            return Drop("group", gi, sum(1 for r in lay.cards[gi] if r.centerx < pos[0]))
    return Drop("new") if TABLE.collidepoint(pos) else Drop("none")


# ---------------------------------------------------------------- the mouse

def follow(scene: RummidrezScene, event: pygame.event.Event) -> None:
    """The mouse moved or let go: a held card or group becomes a drag once the mouse has moved
    DRAG_START pixels with the button down, and a drag drops where the button is let go."""
    if event.type == pygame.MOUSEMOTION:
        scene.mouse = event.pos
        holding = scene.held is not None or scene.held_group is not None
        if holding and scene.press_pos is not None and event.buttons and event.buttons[0]:
            dx, dy = event.pos[0] - scene.press_pos[0], event.pos[1] - scene.press_pos[1]
            if dx * dx + dy * dy > DRAG_START * DRAG_START:
                scene.dragging = True
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        if scene.dragging:
            drop(scene, event.pos)
        scene.press_pos = None
        scene.dragging = False


def click(scene: RummidrezScene, pos: tuple[int, int]) -> None:
    view = scene.view()
    seat = scene.human_to_act()
    k = scene.discard_index_at(pos)
    if view is not None and seat is not None and view.phase == "take":
        click_to_take(scene, pos, k)
    elif scene.held_group is not None or scene.held is not None:
        click_holding(scene, pos)
    elif k is not None or DISCARD_AREA.collidepoint(pos):
        if scene.state.discard:
            scene.browse_discards()
    elif scene.piles.at(pos) is not None:
        if scene.solitaire and seat is not None:
            scene.draw_card()
        elif seat is not None:
            scene.refuse(_("You have already taken cards this turn; play or discard."))
        else:
            scene.not_your_turn()
    else:
        click_card(scene, pos, seat)


def click_to_take(scene: RummidrezScene, pos: tuple[int, int], k: int | None) -> None:
    """A click while cards must be taken first: the stock, or the discard pile from the card clicked."""
    if scene.piles.at(pos) is not None:
        scene.act(Draw())
    elif k is not None:
        scene.act(TakeDiscards(k))
    elif scene.hand_card_at(pos) is not None or scene.table_card_at(pos) is not None:
        scene.refuse(_("First take cards: click the stock, or a card of the discard pile to take it "
                       "with every card above it."))


def click_card(scene: RummidrezScene, pos: tuple[int, int], seat: int | None) -> None:
    """A click on a card of the hand or the table (picked up), or on a group's handles."""
    lay = scene.layout()
    card = scene.hand_card_at(pos)
    on_table = scene.table_card_at(pos) if card is None else None
    seam = lay.seam_at(pos) if card is None and on_table is None else None
    grip = lay.grip_at(pos) if card is None and on_table is None and seam is None else None
    if card is None and on_table is None and seam is None and grip is None:
        return
    if seat is None:
        if scene.view() is None:
            scene.say("")
        else:
            scene.not_your_turn()
    elif seam is not None:
        scene.split(*seam)
    elif grip is not None:
        pick_group(scene, grip, pos)
    elif on_table is not None:
        if scene.table.card_may_move(on_table, scene.may_touch_table()):
            scene.pick(on_table, pos)
        else:
            scene.refuse_table_touch()
    elif card is not None:
        scene.pick(card, pos)


def click_holding(scene: RummidrezScene, pos: tuple[int, int]) -> None:
    """A click with a card or a group picked up: put it there (or let go, or pick another card)."""
    if scene.held_group is not None:
        grip = scene.layout().grip_at(pos)
        if grip is not None and grip == scene.held_group_index():
            scene.put_back()  # clicked the held group's handle again
        else:
            drop_group(scene, pos)
        return
    other = scene.hand_card_at(pos)
    if other == scene.held or (scene.table_card_at(pos) == scene.held and not scene.dragging):
        scene.put_back()  # clicked the held card again
    elif other is not None and scene.held is not None and scene.locate(scene.held) is None:
        scene.pick(other, pos)  # another card of the hand instead
    else:
        drop(scene, pos)


# ---------------------------------------------------------------- putting down

def drop(scene: RummidrezScene, pos: tuple[int, int]) -> None:
    """The held card (or group) put down at `pos`: back to the hand, on the discard pile, into a
    group, or alone in a new group."""
    if scene.held_group is not None:
        drop_group(scene, pos)
        return
    card = scene.held
    scene.put_back()
    if card is None:
        return
    target = drop_target(scene, pos)
    on_table = scene.locate(card) is not None
    if target.kind == "hand":
        if not on_table:
            return  # back where it was
        if not scene.table.take_back(card):
            scene.refuse(_("Cards on the table never go back to a hand."))
            return
    elif target.kind == "discard":
        if on_table:
            scene.refuse(_("Only a card from your hand can be discarded."))
            return
        scene.held = card
        scene.discard_held()
    elif target.kind == "group":
        move_into(scene, card, target.group, target.index)
    elif target.kind == "new":
        if not scene.table.new_group(card):
            return  # a card alone is already a group of its own
        sound.play("card")
    scene.keep_draft()
    scene.refresh_buttons()


def move_into(scene: RummidrezScene, card: int, gi: int, index: int) -> None:
    if not scene.table.may_change(gi, scene.may_touch_table()):
        scene.refuse_table_touch()
        return
    moved = scene.table.move_into(card, gi, index)
    if moved.split:
        scene.say(_("The group was split in two."))
    sound.play("sequence" if moved.completed else "card")  # a group became valid: a chime


def pick_group(scene: RummidrezScene, gi: int, pos: tuple[int, int]) -> None:
    """Group `gi` picked up by its handle, to be joined to another."""
    if not scene.table.may_change(gi, scene.may_touch_table()):
        scene.refuse_table_touch()
        return
    scene.held_group = scene.table.ids[gi]
    scene.press_pos = pos
    scene.dragging = False
    scene.message = ""


def drop_group(scene: RummidrezScene, pos: tuple[int, int]) -> None:
    """The group held by its handle, dropped: joined to the group under it (which keeps its place)."""
    source = scene.held_group_index()
    scene.put_back()
    target = drop_target(scene, pos)
    if source is None or target.kind != "group" or target.group == source:
        return
    if not scene.table.may_change(target.group, scene.may_touch_table()):
        scene.refuse_table_touch()
        return
    moved = scene.table.join(target.group, source)
    sound.play("sequence" if moved.completed else "card")
    scene.keep_draft()
    scene.refresh_buttons()
