"""The scene protocol: handle events, update, draw (like an Arcade view)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame

from game.ui import focus
from game.ui.widgets import Widget

if TYPE_CHECKING:
    from game.app import App


def soonest(waits: Iterable[float | None]) -> float | None:
    """The shortest of some waits (see `Scene.redraw_in`); None when none is given."""
    given = [wait for wait in waits if wait is not None]
    return min(given) if given else None


class Scene:
    """A screen of the program. The app keeps a stack; only the top one gets input.

    `opaque = False` marks a dialog: the scene below it is drawn first.
    """

    opaque = True

    def __init__(self, app: App) -> None:
        self.app = app
        self.widgets: list[Widget] = []

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.on_escape():
            return
        for widget in list(self.widgets):
            if widget.handle_event(event):
                return

    def on_escape(self) -> bool:
        """Esc: back out of this scene (close it, pause the table under it, ...); True when Esc was used.

        One place for what every dialog does with Esc; False (the default) passes Esc on to the widgets."""
        return False

    def update(self, dt: float) -> None:
        """Advance timers and animations by `dt` seconds."""

    def redraw_in(self) -> float | None:
        """Seconds until this scene looks different with no input: 0 while something moves (a
        card in the air, a computer thinking), more for a blinking caret or a clock, None while
        nothing changes until the player acts. The app draws no frame until then (an idle program
        uses no CPU), so a scene whose picture changes with time must say so here. Default: the
        soonest of its widgets'."""
        return soonest(widget.redraw_in() for widget in self.widgets if widget.visible)

    def handle_under(self, event: pygame.event.Event) -> bool:
        """Offered each event while another scene is on top of this one, before the top one gets it:
        True keeps it here (a demo's speed keys work whatever dialog it shows). Default: never."""
        return False

    def update_under(self, dt: float) -> None:
        """Called each frame instead of `update` while another scene is on top of this one
        (a table's animations go on landing under a dialog)."""

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(surface)

    def on_enter(self) -> None:
        """Called once the scene is on the stack (it may push a dialog over itself here)."""

    def on_resume(self) -> None:
        """Called when the scene above this one is popped."""

    # ------------------------------------------------------------ keyboard (game.ui.focus)

    def focus_targets(self) -> list[focus.Target]:
        """What Tab and the arrows can reach, in Tab order: the visible widgets unless a scene adds more."""
        return focus.widget_targets(self.widgets)

    def hand_targets(self) -> list[focus.Target]:
        """The cards the number keys 1-9 (and 0 for the tenth) click; none outside a game table."""
        return []

    def focus_first(self) -> object | None:
        """Where the focus starts: a widget or a target key; None: the first target."""
        return None

    def keyboard_hint(self) -> str:
        """A short line of keys shown while the keyboard is in use; empty: none."""
        return ""
