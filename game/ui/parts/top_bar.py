"""The top bar's buttons: Moves, Hint, Undo and Redo left of the table's Menu button at the right
end, the status lines before them (`status_room`); all mirrored in right to left (Menu at the left
end). The game's scene makes its Menu button (`menu_button`) where its bar has room; the bar is
laid out left to right from it, then mirrored, and clicks and the keyboard's focus use the rects
set by `place`, so they follow what is drawn."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui import focus, theme
from game.ui.widgets import Button, draw_tip

if TYPE_CHECKING:
    from game.ui.table import TableScene

UNDO_W, UNDO_GAP = 90, 6  # the Undo and Redo buttons, left of the Menu button
HINT_W = 90  # the Hint button, left of Undo and Redo
MOVES_W = 90  # the Moves button (the move log, L), left of Hint
# A top-bar button is never narrower than its width above (the bar does not jump between languages),
# widens to show its label whole at its own size ("Deshacer", "Tee uudelleen"), and stops at BAR_W_MAX
# so the status lines keep most of the bar.
BAR_PAD = 24  # the button draws its label within its width less 16; 8 more keeps it off the edges
BAR_W_MAX = 150


def bar_width(button: Button, least: int) -> int:
    """A top-bar button's width: its whole label at the button's size (large text too), within reason."""
    need = theme.text_width(button.label, theme.big(button.size), bold=True) + BAR_PAD
    return min(max(least, need), BAR_W_MAX)


class TopBar:
    """The buttons a table adds to its scene's top bar, and the room they leave for the status."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.undo_button = Button((0, 0, UNDO_W, 38), _("Undo"), scene.undo, size=theme.TEXT_BODY, colour="BUTTON_TOOL")
        self.redo_button = Button((0, 0, UNDO_W, 38), _("Redo"), scene.redo, size=theme.TEXT_BODY, colour="BUTTON_TOOL")
        self.hint_button = Button((0, 0, HINT_W, 38), _("Hint"), scene.ask_hint, size=theme.TEXT_BODY, colour="BUTTON_HINT")
        self.moves_button = Button((0, 0, MOVES_W, 38), _("Moves"), scene.open_move_log, size=theme.TEXT_BODY,
                                   colour="BUTTON_MOVES")
        self._menu_home: pygame.Rect | None = None  # see menu_home

    @property
    def buttons(self) -> tuple[Button, ...]:
        return (self.undo_button, self.redo_button, self.hint_button, self.moves_button)

    def menu_home(self) -> pygame.Rect:
        """The Menu button's place left to right, as the scene built it (the top bar is laid out
        left to right from it, then mirrored for a right-to-left reader)."""
        if self._menu_home is None:
            self._menu_home = pygame.Rect(self.scene.menu_button.rect)
        return pygame.Rect(self._menu_home)

    def layout(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The Hint, Undo and Redo buttons' rects left to right, each as wide as its label needs."""
        home = self.menu_home()
        top, height = home.y, home.height
        right = home.x - UNDO_GAP - 4
        redo_w = bar_width(self.redo_button, UNDO_W)
        redo = pygame.Rect(right - redo_w, top, redo_w, height)
        undo_w = bar_width(self.undo_button, UNDO_W)
        undo = pygame.Rect(redo.x - UNDO_GAP - undo_w, top, undo_w, height)
        if self.scene.undo_redo.kept_back():  # a greyed Undo alone, where Redo would be: it says why
            undo.x = right - undo_w
        left = undo.x if self.scene.undo_redo.offered() or self.scene.undo_redo.kept_back() else right + UNDO_GAP
        hint_w = bar_width(self.hint_button, HINT_W)
        return pygame.Rect(left - UNDO_GAP - hint_w, top, hint_w, height), undo, redo

    def moves_rect(self) -> pygame.Rect:
        """The Moves button left to right: left of Hint (of where Hint goes when a person plays)."""
        hint, undo, _redo = self.layout()
        if self.scene.match.human_seats():
            left = hint.x
        else:
            left = undo.x if self.scene.undo_redo.offered() else hint.right
        width = bar_width(self.moves_button, MOVES_W)
        return pygame.Rect(left - UNDO_GAP - width, hint.y, width, hint.height)

    def top_right_x(self) -> int:
        """Where the buttons at the top right (Moves, Hint, Undo, Redo, Menu) begin, left to right:
        titles keep left of it. In right to left the buttons are mirrored: use `status_room`."""
        scene = self.scene
        x = self.menu_home().x
        if scene.demo is not None:
            return x - scene.demo.width - UNDO_GAP
        hint, undo, _redo = self.layout()
        if scene.moves_offered() and scene.moves_in_bar:
            return scene.moves_rect().x
        if scene.match.human_seats():
            return hint.x  # room kept while the hint is not offered: titles do not jump
        return undo.x if scene.undo_redo.offered() else x

    def status_room(self, left: int, gap: int) -> pygame.Rect:
        """The span of the top bar left for the status lines: from `left` (the margin at the start
        of the line) to `gap` pixels before the buttons; at the right in right to left (the buttons
        at the left). Place a line in it with `theme.align_x(room.x, room.width, width)`."""
        return theme.mirror((left, 0, self.top_right_x() - gap - left, 0))

    def place(self) -> None:
        """Lay out the buttons (and the scene's Menu button, and a demo's speed control) where they
        are drawn, and show only those on offer."""
        scene = self.scene
        scene.menu_button.rect = theme.mirror(self.menu_home())
        hint, undo, redo = self.layout()
        self.redo_button.rect, self.undo_button.rect = theme.mirror(redo), theme.mirror(undo)
        offered, kept_back = scene.undo_redo.offered(), scene.undo_redo.kept_back()
        self.undo_button.visible, self.redo_button.visible = offered or bool(kept_back), offered
        self.undo_button.enabled = offered and scene.match.can_undo()
        self.undo_button.reason = kept_back
        self.redo_button.enabled = offered and scene.match.can_redo()
        self.hint_button.rect = theme.mirror(hint)
        self.hint_button.visible = scene.hints.offered()
        self.moves_button.rect = theme.mirror(scene.moves_rect())
        self.moves_button.visible = scene.moves_offered()
        if scene.demo is not None:
            scene.demo.layout()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A click on one of the buttons; one greyed out says why nothing happens. True if used."""
        self.place()
        for button in self.buttons:
            if button.handle_event(event):
                if not button.enabled:
                    button.on_click()
                return True
        return False

    def focus_targets(self) -> list[focus.Target]:
        """Undo, Redo and Moves (the Hint has its key, H)."""
        return (focus.widget_targets((self.undo_button, self.redo_button), prefix="undo")
                + focus.widget_targets((self.moves_button,), prefix="moves"))

    def draw(self, surface: pygame.Surface) -> None:
        self.place()
        for button in self.buttons:
            button.draw(surface)
        if self.undo_reason_shown():
            draw_tip(surface, self.undo_button.reason, self.undo_button.rect)  # under the bar: no room above

    def undo_reason_shown(self) -> bool:
        """A greyed Undo with its reason is under the mouse, or under the keyboard's focus."""
        undo = self.undo_button
        if not (undo.visible and undo.reason and self.scene.app.scene is self.scene):
            return False
        target = focus.current(self.scene) if focus.keyboard_active() else None
        return target.widget is undo if target is not None else undo.hover
