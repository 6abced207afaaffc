"""Keyboard play on the Rummidrez table (game.ui.focus): the places the arrows reach, the same
clicks as the mouse's."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import focus
from game.ui.parts.pile_column import fan_targets
from game.ui.rummidrez.layout import DISCARD_X0, PILE_H, PILE_W, PILE_Y

if TYPE_CHECKING:
    from game.ui.rummidrez_scene import RummidrezScene


def targets(scene: RummidrezScene) -> list[focus.Target]:
    """The stock, the discard pile (a card takes it and every card above it), the cards and split
    handles of the groups on the table and, with a card picked up, each group's two ends and the
    new-group slot; then the hand."""
    pile = scene.discard_rects()
    out = scene.piles.targets() + fan_targets(pile, "discard")  # each card where it shows
    if not pile and not scene.solitaire:
        out.append(focus.Target(("discard", 0), pygame.Rect(DISCARD_X0, PILE_Y, PILE_W, PILE_H), group="discard"))
    out += group_targets(scene)
    return out + scene.hand.targets(scene.hand_cards(), picked=scene.picked())  # each card where it shows


def group_targets(scene: RummidrezScene) -> list[focus.Target]:
    """The table's part: each group's cards, split handles and handle; with a card or group held,
    the group's two ends, and the new-group slot."""
    out = []
    lay = scene.layout()
    holding = scene.held is not None or scene.held_group is not None
    for gi, (group, rects) in enumerate(zip(lay.groups, lay.cards, strict=True)):
        if holding:
            out.append(focus.Target(("start", gi), pygame.Rect(group.x - 2, group.y, 4, group.height),
                                    group="table", point=(group.x + 2, group.centery)))
        out += [focus.Target(("card", card), rect, group="table") for card, rect in zip(scene.work[gi], rects,
                                                                                      strict=True)]
        out += [focus.Target(("seam", gi, i), seam, group="table") for i, seam in enumerate(lay.seams(gi))]
        if rects:
            out.append(focus.Target(("grip", gi), lay.grip(gi), group="table"))
        if holding:
            out.append(focus.Target(("end", gi), pygame.Rect(group.right - 2, group.y, 4, group.height),
                                    group="table", point=(group.right - 2, group.centery)))
    if scene.held is not None:
        out.append(focus.Target("new", lay.slot, group="table"))
    return out
