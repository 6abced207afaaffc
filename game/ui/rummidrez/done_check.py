"""Whether Done would lay the working table, and what the table says while it would not.

Done is greyed, with its reason on hover or focus (as Figuras' buttons are), instead of looking
ready and refusing after the press: while a group is marked in red, and while the engine would
refuse the table for another reason (an initial meld of fewer than 7 cards, in its own words). The
header then says what to do instead of "Press Done"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import IllegalAction
from game.engine.rummidrez import Play
from game.i18n import _, refusal_text
from game.ui import focus
from game.ui.widgets import Button, draw_tip

if TYPE_CHECKING:
    from game.ui.rummidrez_scene import RummidrezScene


class DoneCheck:
    """The engine's verdict on the working table, asked once per arrangement of it."""

    def __init__(self) -> None:
        self.key: tuple | None = None
        self.reason = ""

    def refusal(self, scene: RummidrezScene) -> str:
        """Why Done would not lay the working table ("" when it would, or when nothing changed)."""
        if not scene.work_changed():
            return ""
        if scene.problems():
            return _("Fix the group marked in red, or press Reset table.")
        key = (id(scene.state), len(scene.match.actions), scene.table.encoded())
        if key != self.key:
            self.key = key
            try:
                scene.state.clone().apply(Play(scene.table.encoded()))
                self.reason = ""
            except IllegalAction as exc:
                self.reason = refusal_text(exc)
        return self.reason


def status(scene: RummidrezScene) -> str:
    """The header while the working table differs from the table: what to do next."""
    reason = scene.done_check.refusal(scene)
    if not reason:
        return _("Press Done to lay the table as it is, then discard one card.")
    if scene.problems():
        return reason
    view = scene.view()
    if view is not None and not view.melded[view.seat]:
        if scene.solitaire:
            return _("First meld: lay two or more groups holding 7 cards from your hand, or press Reset table.")
        return _("Initial meld: lay groups holding 7 cards or more from your hand, or press Reset table.")
    return reason


def shown_refusal(scene: RummidrezScene, buttons: tuple[Button, ...]) -> tuple[str, pygame.Rect] | None:
    """Why the greyed button under the mouse, or under the keyboard's focus, cannot be used now."""
    if scene.app.scene is not scene:
        return None
    target = focus.current(scene) if focus.keyboard_active() else None
    for button in buttons:
        shown = target.widget is button if target is not None else button.hover
        if shown and button.visible and not button.enabled and button.reason:
            return button.reason, button.rect
    return None


def draw_reason(surface: pygame.Surface, scene: RummidrezScene, buttons: tuple[Button, ...]) -> None:
    """The reason of a greyed button in a box above it, unless the message box says it already."""
    shown = shown_refusal(scene, buttons)
    if shown is not None and not (scene.message == shown[0] and scene.message_time > 0):
        draw_tip(surface, *shown)
