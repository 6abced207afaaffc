"""Undo and Redo at a table (the top bar's buttons, Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z; only when one
human plays, against computers or alone), and the retelling of the moves that led to a restored
or continued position: silent, landed at once, through the scene's own `show_events`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui import sound

if TYPE_CHECKING:
    from game.ui.table import TableScene


class UndoRedo:
    def __init__(self, scene: TableScene) -> None:
        self.scene = scene

    def offered(self) -> bool:
        """Undo is for one human at the table (against computers, or alone)."""
        return self.scene.match.undo_seat() is not None

    def kept_back(self) -> str:
        """Why there is no Undo, said where people look for one (a greyed Undo): several people
        play at the table (pass-and-play). "" when Undo is offered, or nobody plays (a demo)."""
        if self.offered() or len(self.scene.match.human_seats()) < 2:
            return ""
        return _("No Undo when several people play: a move, once played, stays played. "
                 "Undo is for one person against the computer.")

    def undo(self) -> None:
        match, scene = self.scene.match, self.scene
        if self.kept_back():
            scene.say(self.kept_back())
            sound.play("invalid")
            return
        if not match.can_undo():
            scene.say(_("There is no move of yours to take back.") if not match.is_over else _("The game is over."))
            sound.play("invalid")
            return
        scene.stop_thinking()
        match.undo()
        self.show_restored()
        scene.say(_("Your last move was taken back."))
        scene.tell_saving(by_human=True)

    def redo(self) -> None:
        match, scene = self.scene.match, self.scene
        if not match.can_redo():
            scene.say(_("There is no move to play again."))
            sound.play("invalid")
            return
        scene.stop_thinking()
        match.redo()
        self.show_restored()
        scene.say(_("The move was played again."))
        scene.tell_saving(by_human=True)

    def show_restored(self) -> None:
        """The match's state was replaced: the table shows the restored position, for the one human."""
        scene = self.scene
        scene.hints.given = None
        humans = scene.match.human_seats()
        if len(humans) == 1:
            scene.viewer = humans[0]
        scene.game_over_shown = False
        scene.motion.finish()
        scene.on_state_replaced()
        if scene.recalls_moves:
            self.recall_moves()
        sound.play("card")

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Ctrl+Z takes back, Ctrl+Y or Ctrl+Shift+Z plays again (Cmd on a Mac); True if handled."""
        if event.type != pygame.KEYDOWN or not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            return False
        if event.key not in (pygame.K_z, pygame.K_y) or not (self.offered() or self.kept_back()):
            return False
        if event.key == pygame.K_y or event.mod & pygame.KMOD_SHIFT:
            self.redo()
        else:
            self.undo()
        return True

    # ------------------------------------------------------------ retelling

    def retell_last_moves(self) -> None:
        """A continued game: tell the last moves as when they were made (the "You drew …" line, the
        marks of the last play), for the one person at the table or, with several, for the one to
        play (shown once they have taken the computer)."""
        scene, match = self.scene, self.scene.match
        seat = match.undo_seat()
        if seat is None:
            seat = match.current_seat
            if seat is None or match.seats[seat].computer:
                return
        if not scene.recalls_moves or not match.actions:
            return
        looking = scene.viewer
        scene.viewer = seat
        try:
            self.recall_moves(seat)
        finally:
            scene.viewer = looking

    def recall_moves(self, seat: int | None = None) -> None:
        """Show what the table showed in the restored position: the moves since the seat looking last
        moved (the last move's line and highlights), or its own last turn when nobody has moved since
        (from further back if the scene's `recall_start` says so); with no sound, no animation and no
        dialog, as they are already made. `seat`: the seat looking (default: the one undo is for)."""
        scene, match = self.scene, self.scene.match
        actors = match.actors
        seat = match.undo_seat() if seat is None else seat
        if seat is None:  # undo and redo are for one human only
            return
        last = next((i for i in range(len(actors) - 1, -1, -1) if actors[i] == seat), None)  # its last move
        start = last + 1 if last is not None else 0
        if last is not None and start == len(actors):
            starts = match.turn_starts()
            start = starts[-1] if starts else last
        start = scene.recall_start(start)
        scene.recalling = True
        try:
            with sound.silenced():
                # One action at a time, as they were shown, with the turn changes between them (`act`):
                # the program's own actions (time up, a redeal) come within a seat's turn.
                holders = [match.current_seat]  # from the end: whose turn each action came in
                for actor in reversed(actors[start:]):
                    holders.append(holders[-1] if actor is None else actor)
                holders.reverse()
                for i, events in enumerate(match.events_after(start)):
                    scene.show_events(events)
                    if holders[i + 1] != holders[i]:
                        scene.on_new_turn()
        finally:
            scene.recalling = False
        scene.motion.finish()
