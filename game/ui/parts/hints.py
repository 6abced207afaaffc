"""The Hint (H): the normal computer player's move for the person to act, worked out off the UI
thread, said with its reason in the message line and lit on the table by the scene's `draw_hint`
with `draw_ring`, while the position it was for lasts."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING

import pygame

from game.ai.hints import Hint, hint_for
from game.engine import Action
from game.i18n import _
from game.ui import sound, theme

if TYPE_CHECKING:
    from game.ui.table import TableScene

HINT_TIME = 10.0  # seconds the reason stays in the message line

# Hints are worked out on a thread of their own, not the computer players' (match.BACKGROUND): a
# hint is asked on a person's turn, when a computer search from before an Undo may still be
# running there (up to 1.5 s, its result ignored), and the hint must not queue behind it; nor may
# a hint queued there hold back the next computer move. One worker: a hint at a time.
_HINTER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="hint")


def thinking_text() -> str:
    return _("Thinking of a hint…")


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, grow: int, radius: int = 8) -> None:
    """The hint's mark: a ring in its own colour, `grow` pixels out (it pulses), with a dark edge to
    show on any ground."""
    ring = rect.inflate(8 + 2 * grow, 8 + 2 * grow)
    pygame.draw.rect(surface, theme.HINT_RIM, ring.inflate(4, 4), 2, border_radius=radius + 2)
    pygame.draw.rect(surface, theme.HINT_COLOUR, ring, 4, border_radius=radius)


class Hints:
    """One table's hint: being worked out (`pending`), or given (`given`) for the position `when`
    (the scene's `hint_position`); it lapses as soon as that position is gone."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.given: Hint | None = None
        self.when: tuple = ()
        self.pending: Future[Hint] | None = None
        self.work_out: Callable[..., Hint] = hint_for  # (game id, view, names): tests slow it down

    def offered(self) -> bool:
        """A hint is for a human seat to act whose hand is shown."""
        scene = self.scene
        return not scene.match.is_over and scene.human_to_act() is not None and scene.view() is not None

    def ask(self) -> None:
        """Start working out the normal computer player's move for this seat (from a copy of the
        position: the person may move meanwhile), off the UI thread; "Thinking of a hint…" is
        said until it is ready (`collect`)."""
        scene = self.scene
        if not self.offered():
            scene.say(_("A hint is for your own turn."))
            sound.play("invalid")
            return
        scene.recap.put_out()  # the hint's ring is the one light on the table from now on (parts.recap)
        if self.pending is not None and self.when == scene.hint_position():
            return  # already being worked out for this very position
        names = [theme.short_name(seat.shown) for seat in scene.match.seats]
        view = scene.state.clone().view(scene.viewer)
        self.given = None
        self.pending = _HINTER.submit(self.work_out, scene.match.info.id, view, names)
        self.when = scene.hint_position()
        scene.feedback.say(thinking_text(), HINT_TIME)

    def collect(self) -> None:
        """Show the hint being worked out once it is ready; drop it when the position it was for
        is gone (a move, Undo, Redo, a new game): it would light a move that no longer applies."""
        if self.pending is None:
            return
        feedback = self.scene.feedback
        stale = self.when != self.scene.hint_position()
        if stale or self.pending.done():
            future, self.pending = self.pending, None
            if stale:
                future.cancel()  # not started yet: never runs; running: its result is dropped
                if feedback.text == thinking_text():
                    feedback.say("")
                return
            self.given = future.result()
            feedback.say(self.given.reason, HINT_TIME)
        elif feedback.text == thinking_text():
            feedback.time = HINT_TIME  # said for as long as it thinks

    def live(self) -> Action | None:
        """The hinted action while it still applies: until the player acts or the turn changes."""
        self.collect()
        if self.given is None or self.when != self.scene.hint_position():
            self.given = None
            return None
        return self.given.action
