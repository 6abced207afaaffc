"""Passing the computer from one person to the next (pass-and-play): the pass-on step, then the hand-off.

When the seat to act is a person other than the one looking, the table does not hide at once:
first comes the pass-on step. The table stays in view for the person who looked last, their hand
showing what their move gave them (the card drawn or stolen, marked as the table marks a new
card), with a panel saying their turn is over and one button, "Pass the computer to {name}" (Enter or Space
too). Nobody can act meanwhile (the seat to act is not the one looking) and no other hand shows.
Only that button puts up the hand-off screen (game.ui.dialogs.HandoffScene), which hides every
hand until the next person says who they are.

With computers between the two people, the computers play at once, the mover's hand still in
view (as before), and the step comes when the next person's turn does: the mover sees their new
card and the computers' moves, and passes the computer on when they are ready. Never with one
person at the table, in a demo, or after a round's summary (everyone read it; it holds the
hand-off, and nobody's hand shows under it). The step is the table's state only, never saved: a
game closed during it continues at the hand-off for the seat to act.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui import focus, theme
from game.ui.dialogs import HandoffScene
from game.ui.widgets import Button, draw_panel

if TYPE_CHECKING:
    from game.ui.table import TableScene

PASS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
PANEL_SIZE = (500, 124)


class Handover:
    """The hand-off between people, and the pass-on step before it (`to`: the seat the step passes
    to, None while it is not up)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.to: int | None = None
        self.button = Button((0, 0, 0, 0), "", self.pass_on, size=theme.TEXT_HEADING)

    @property
    def passing(self) -> bool:
        """The pass-on step is up: the one who moved looks at the table before passing it on (and
        the seat it passes to is still the one to act: never over a finished game)."""
        return self.to is not None and not self.scene.match.is_over and self.to == self.scene.match.current_seat

    def due(self) -> None:
        """The seat to act may have changed: between two different people, the pass-on step (or,
        with nobody looking, the hand-off at once)."""
        scene = self.scene
        if scene.demo is not None:
            # Never a hand-off in a demo (`follow_turn` moves the viewer); nobody's hand shows
            # under what a move put over the table (a round's summary).
            if scene.app.scene is not scene:
                scene.show_hand_of(None)
            return
        if scene.round_summary_up():
            self.to = None
            return  # everyone reads the round's summary first; the table hands off when it closes
        seat = scene.match.current_seat
        if seat is None or scene.match.seats[seat].computer or seat == scene.viewer:
            return
        if len(scene.match.human_seats()) == 1:
            scene.viewer = seat
            return
        if scene.viewer is not None:  # the person who looked last sees what they got first
            self.start(seat)
            return
        self.hand_off(seat)

    def start(self, seat: int) -> None:
        self.to = seat
        name = self.scene.match.seats[seat].shown
        room = PANEL_SIZE[0] - 40
        # The hand-off screen's own words, on the button that puts it up; a long name is cut only
        # where even a smaller size cannot hold it.
        label = _("Pass the computer to {name}").format(name=name)
        if theme.fitted_size(label, theme.TEXT_HEADING, room - 16, bold=True) < theme.TEXT_LABEL:
            rest = theme.text_width(label, theme.TEXT_LABEL, True) - theme.text_width(name, theme.TEXT_LABEL, True)
            label = _("Pass the computer to {name}").format(
                name=theme.cut_to(name, theme.TEXT_LABEL, room - 16 - rest, True))
        self.button.label = label
        panel = self.scene.pass_on_rect()
        self.button.rect = pygame.Rect(0, 0, room, 54)
        self.button.rect.midbottom = (panel.centerx, panel.bottom - 14)
        state = focus.state_of(self.scene)  # the keyboard's ring goes to the button
        state.key, state.rect = ("pass on",), pygame.Rect(self.button.rect)

    def pass_on(self) -> None:
        """The button: the hand-off screen for the seat to act."""
        seat, self.to = self.to, None
        if seat is not None and seat == self.scene.match.current_seat:
            self.hand_off(seat)

    def hand_off(self, seat: int) -> None:
        """Hide every hand until the person at `seat` says they are at the computer."""
        scene = self.scene
        self.to = None
        scene.viewer = None
        scene.motion.finish()  # nothing of the last hand may still be in the air
        scene.on_new_turn()

        def ready(seat: int = seat) -> None:
            scene.viewer = seat

        icon = scene.seat_icon(scene.match.config, seat, 150)
        scene.app.push(HandoffScene(scene.app, scene.match.seats[seat].shown, ready, icon, scene.recap.sentences(seat)))

    # ------------------------------------------------------------ the step's panel

    def handle_event(self, event: pygame.event.Event) -> bool:
        """While the step is up: Enter or Space (the ring hidden) and the button pass on; the table
        itself takes no click (nothing on it is the one looking's to play)."""
        if not self.passing:
            return False
        if (event.type == pygame.KEYDOWN and event.key in PASS_KEYS
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT)):
            self.pass_on()
            return True
        if self.button.handle_event(event):
            return True
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        bar = [*self.scene.top_bar.buttons, self.scene.menu_button]  # Moves, the menu: still open
        return not any(b.visible and b.rect.collidepoint(event.pos) for b in bar)

    def focus_targets(self) -> list[focus.Target]:
        return [focus.Target(("pass on",), pygame.Rect(self.button.rect), widget=self.button)]

    def draw(self, surface: pygame.Surface) -> None:
        if not self.passing or self.scene.viewer is None:
            return
        panel = self.scene.pass_on_rect()
        draw_panel(surface, panel)
        name = theme.short_name(self.scene.match.seats[self.scene.viewer].shown)
        told = _("{name}, your turn is over.").format(name=name)
        line = theme.fit_text(told, theme.TEXT_LABEL, panel.width - 32, theme.INK, bold=True)
        theme.blit_center(surface, line, (panel.centerx, panel.y + 30))
        self.button.draw(surface)
