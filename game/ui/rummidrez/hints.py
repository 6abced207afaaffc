"""The hint drawn on the Rummidrez table: a ring (bright between two dark bands, so that it shows
on the felt and on every card colour) around what the suggested action uses."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ai.hints import hint_placed
from game.engine import Action
from game.engine.rummidrez import Discard, Draw, Play, TakeDiscards, decode_table
from game.ui import theme
from game.ui.rummidrez.layout import STOCK

if TYPE_CHECKING:
    from game.ui.rummidrez_scene import RummidrezScene


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, wave: float, radius: int = 8) -> None:
    """The ring around `rect`, grown by `wave` (0 to 1: it pulses): a bright band between two dark
    ones, so that on any card colour (light Yellow, dark Blue) one of the two stands out clearly
    (tests/ui/test_rummidrez_table.py measures it)."""
    grow = int(3 * wave)
    ring = rect.inflate(8 + 2 * grow, 8 + 2 * grow)
    pygame.draw.rect(surface, theme.HINT_DARK, ring.inflate(4, 4), 3, border_radius=radius + 2)
    pygame.draw.rect(surface, theme.HINT_COLOUR, ring, 4, border_radius=radius)
    pygame.draw.rect(surface, theme.HINT_DARK, ring.inflate(-8, -8), 2, border_radius=max(2, radius - 4))


def draw_hint(surface: pygame.Surface, scene: RummidrezScene, action: Action) -> None:
    """Take: the stock or the discards to take. Play: the hand cards it lays (wherever they are
    now) and the table groups it changes. Discard: the card."""
    if isinstance(action, Draw):
        scene.hint_ring(surface, scene.draw_button.rect if scene.solitaire else STOCK)
    elif isinstance(action, TakeDiscards):
        rects = scene.discard_rects()[-action.count:]
        if rects:
            scene.hint_ring(surface, rects[0].unionall(rects))
    elif isinstance(action, (Play, Discard)):
        lit = set(hint_placed(scene.view(), action)) if isinstance(action, Play) else {action.card}
        for rect in scene.hand.hint_rects(scene.hand_cards(), lit, scene.picked()):
            scene.hint_ring(surface, rect)
        lay = scene.layout()
        kept = set(decode_table(action.table)) if isinstance(action, Play) else set()
        for gi, group in enumerate(scene.work):
            if any(c in lit for c in group) or (gi < len(scene.base) and tuple(group) not in kept
                                                and isinstance(action, Play)):
                scene.hint_ring(surface, lay.groups[gi])
