"""What every game table shares: who is looking, hand-offs, computer turns, feedback.

A game's scene subclasses `TableScene` and adds its drawing and its clicks; the
turn flow (whose hand is shown, when to hide it, when a computer plays, what
happens at the end) is written once, here. So is the top bar: Hint, Undo, Redo and
the scene's Menu button at the right end, the status lines before them, all mirrored in
Arabic (`place_undo_buttons`, `status_room`). So are Undo and Redo (small buttons
left of the scene's Menu button, Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z; only when one
human plays, against computers or alone), the Hint button (H: the normal computer
player's move for the seat to act, lit on the table by the scene's `draw_hint`, with
its reason in the message line; worked out on a thread of its own, see `ask_hint`) and the
statistics of a finished game.

A demo (every seat a computer, `demo` set) is watched over the shoulder of the seat to
act, the one the status line names: the viewer follows the turn as each move is made (`act`,
and `follow_turn` after a dialog), so that seat's hand is shown face up, labelled with its name
(`whose_cards`); nothing in it can be clicked or reached with the keyboard, and no hand-off
screen is ever shown.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING

import pygame

from game import stats
from game.ai.hints import Hint, hint_for
from game.engine import Action, Event, IllegalAction
from game.i18n import _, refusal_text
from game.match import Match, new_seed
from game.ui import focus, motion, sound, theme
from game.ui.dialogs import Dialog, HandoffScene, PauseMenu
from game.ui.move_log import Describe, MoveLogDialog, action_lines, since_last_turn
from game.ui.round_summary import RoundSummaryDialog
from game.ui.scene import Scene, soonest
from game.ui.widgets import Button, draw_panel

if TYPE_CHECKING:
    from game.ui.demo_mode import DemoControls

UNDO_W, UNDO_GAP = 90, 6  # the Undo and Redo buttons, left of the Menu button
HINT_W = 90  # the Hint button, left of Undo and Redo
MOVES_W = 90  # the Moves button (the move log, L), left of Hint
# A top-bar button is never narrower than its width above (the bar does not jump between languages),
# widens to show its label whole at its own size ("Deshacer", "Tee uudelleen"), and stops at BAR_W_MAX
# so the status lines keep most of the bar.
BAR_PAD = 24  # the button draws its label within its width less 16; 8 more keeps it off the edges
BAR_W_MAX = 150
HINT_COLOUR = (60, 220, 255)  # a hinted card, space or button: unlike any other highlight on the tables
HINT_TIME = 10.0  # seconds the reason stays in the message line
# Seconds that what asks for the player's eye (picked card's spaces, the hint's ring, the seat to act)
# pulses after a move or a click; then it stays lit, still, and the table draws no more frames until
# something happens (a laptop waiting for a move stays cool and quiet).
ATTENTION = 4.0

# Hints are worked out on a thread of their own, not the computer players' (match._THINKER): a
# hint is asked on a person's turn, when a computer search from before an Undo may still be
# running there (up to 1.5 s, its result ignored), and the hint must not queue behind it; nor may
# a hint queued there hold back the next computer move. One worker: a hint at a time.
_HINTER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="hint")


def bar_width(button: Button, least: int) -> int:
    """A top-bar button's width: its whole label at the button's size (large text too), within reason."""
    need = theme.text_width(button.label, theme.big(button.size), bold=True) + BAR_PAD
    return min(max(least, need), BAR_W_MAX)


class TableScene(Scene):
    rules_title = ""
    rules_text = ""
    # After undo or redo, retell the moves that led to the restored position through `show_events`,
    # silent and landed at once (`recall_moves`). While it retells, `self.recalling` is True: a
    # show_events that also opens round summaries or counts statistics skips those then (they
    # happened when the move was first made), and only rebuilds the last move's notes and highlights.
    recalls_moves = False
    # The game's sentences for one action's events, for the move log (game.ui.move_log): set by
    # each game's scene as a staticmethod; None: the table has no Moves button.
    describe_move: Describe | None = None
    moves_in_bar = True  # the Moves button in the top bar; False: the scene's `moves_rect` puts it elsewhere

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.viewer: int | None = None  # the human seat whose hand is shown
        self.thinking: Future[Action] | None = None
        self.thinking_generation = 0  # the Match's generation the thinking started in
        self.think_time = 0.0
        self.message = ""  # feedback on the last click (refusals, hints)
        self.message_time = 0.0
        self.clock = 0.0
        self.attention_until = ATTENTION  # see wave()
        self.game_over_shown = False
        # Seconds a computer's move waits after the previous move, so people can follow it.
        self.computer_pause = motion.computer_pause()
        self.motion = motion.Motion()  # cards and chips on their way (decoration only)
        self.demo: DemoControls | None = None  # set when computers play alone for someone to watch
        self.recorded: stats.Recorded | None = None  # what counting the finished game found
        self.recalling = False  # show_events is retelling moves already made (see recalls_moves)
        humans = match.human_seats()
        if len(humans) == 1:
            self.viewer = humans[0]
        self.undo_button = Button((0, 0, UNDO_W, 38), _("Undo"), self.undo, size=16, colour=(84, 104, 128))
        self.redo_button = Button((0, 0, UNDO_W, 38), _("Redo"), self.redo, size=16, colour=(84, 104, 128))
        self.hint_button = Button((0, 0, HINT_W, 38), _("Hint"), self.ask_hint, size=16, colour=(30, 130, 150))
        self.moves_button = Button((0, 0, MOVES_W, 38), _("Moves"), self.open_move_log, size=16,
                                   colour=(96, 96, 120))
        self._menu_home: pygame.Rect | None = None  # see menu_home
        self.given_hint: Hint | None = None
        self.hint_when: tuple = ()  # the position the hint was given in (it lapses when that changes)
        self.hinting: Future[Hint] | None = None  # a hint being worked out, for the position `hint_when`
        self.work_out_hint: Callable[..., Hint] = hint_for  # (game id, view, names): tests slow it down
        self.save_told = False  # the player has been told that saving the game failed

    # ------------------------------------------------------------ hooks for the game's scene

    def show_events(self, events: list[Event]) -> None:
        """Animate / describe what an applied action did."""

    def on_new_turn(self) -> None:
        """Clear per-turn UI state (a picked card, say) when the acting seat changes."""

    def on_state_replaced(self) -> None:
        """Undo or redo rebuilt `self.state`: forget UI state about the old one (picked cards,
        animations, the last move's text, pop-ups). A scene extends this; the default clears
        what `on_new_turn` clears."""
        self.on_new_turn()

    def game_over_dialog(self) -> Scene:
        raise NotImplementedError

    def draw_hint(self, surface: pygame.Surface, action: Action) -> None:
        """Light up where the hinted `action` is made (a space, cards, a button): use `hint_ring`."""

    @staticmethod
    def seat_icon(config, seat: int, size: int) -> pygame.Surface | None:
        """The chip (or badge) of a seat, for the setup screen and the hand-off; None: no icon."""
        return None

    # ------------------------------------------------------------ who is looking

    @property
    def state(self):
        return self.match.state

    def on_enter(self) -> None:
        if self.demo is not None:
            self.show_hand_of(self.match.current_seat)  # the opening deal lands in the first seat's hand
        if self.match.continued:  # from the Continue list: the last move is shown as it was left
            self.match.continued = False
            self.retell_last_moves()
        self.tell_saving(by_human=True)  # the setup's first save may have failed already
        self.maybe_hand_off()

    def human_to_act(self) -> int | None:
        """The seat to act if it is the human now looking at the screen, else None."""
        seat = self.match.current_seat
        if seat is None or self.match.seats[seat].computer:
            return None
        return seat if seat == self.viewer else None

    def view(self):
        return self.state.view(self.viewer) if self.viewer is not None else None

    def show_hand_of(self, seat: int | None) -> None:
        """Show `seat`'s hand (None: nobody's); what the last one had picked or marked is forgotten."""
        if seat != self.viewer:
            self.viewer = seat
            self.on_new_turn()

    def follow_turn(self) -> bool:
        """A demo's viewer comes back to the seat to act (`act` moves it with each move; a dialog over
        the table hid the hands) once what travels has landed; True while the move has to wait."""
        seat = self.match.current_seat
        if seat == self.viewer:
            return False
        if not self.motion.busy:
            self.show_hand_of(seat)
            self.think_time = 0.0  # the new hand is in sight for a whole pause before it moves
        return True

    def whose_cards(self, own: str) -> str:
        """The label of the hand shown: `own` ("Your hand") for the person at the screen; in a demo,
        the name of the computer whose cards they are."""
        if self.demo is not None and self.viewer is not None:
            return _("{name}'s cards").format(name=theme.short_name(self.match.seats[self.viewer].shown))
        return own

    def maybe_hand_off(self) -> None:
        """Between two different human seats, hide the table until the next one confirms."""
        if self.demo is not None:
            # Never a hand-off in a demo (`follow_turn` moves the viewer); nobody's hand shows
            # under what a move put over the table (a round's summary).
            if self.app.scene is not self:
                self.show_hand_of(None)
            return
        if self.round_summary_up():
            return  # everyone reads the round's summary first; the table hands off when it closes
        seat = self.match.current_seat
        if seat is None or self.match.seats[seat].computer or seat == self.viewer:
            return
        if len(self.match.human_seats()) == 1:
            self.viewer = seat
            return
        self.viewer = None
        self.motion.finish()  # nothing of the last hand may still be in the air
        self.on_new_turn()

        def ready(seat: int = seat) -> None:
            self.viewer = seat

        icon = self.seat_icon(self.match.config, seat, 150)
        self.app.push(HandoffScene(self.app, self.match.seats[seat].shown, ready, icon, self.recap_for(seat)))

    def recap_for(self, seat: int) -> list[str]:
        """What happened since `seat`'s last turn, oldest first, as anyone may read it (the hand-off
        screen is seen by all): its own moves and nothing secret."""
        return [line.text for line in self.log_lines(None, since_last_turn(self.match, seat))]

    # ------------------------------------------------------------ acting

    def act(self, action: Action) -> bool:
        """Apply `action` through the Match; a refusal is said, and changes nothing."""
        seat = self.match.current_seat
        try:
            events = self.match.apply(action)
            self.motion.finish()  # the previous move lands before this one starts moving
        except IllegalAction as exc:
            self.say(refusal_text(exc))
            sound.play("invalid")
            return False
        self.given_hint = None
        self.catch_eye()
        by_human = seat is not None and not self.match.seats[seat].computer
        if by_human:
            self.say("")  # a refusal or a hint was about the position before this move
        self.tell_saving(by_human)
        if self.match.is_over:
            self.record_result()  # before show_events: a scene may tell of a new best score
        if self.demo is not None:
            # The status line names the seat to act from now on: its hand is shown at once, and the
            # move just made travels from its seat's place at the table, as another player's would.
            self.show_hand_of(self.match.current_seat)
        self.show_events(events)
        if self.match.current_seat != seat:
            self.on_new_turn()
        if not self.match.is_over:
            self.maybe_hand_off()
        return True

    def say(self, text: str) -> None:
        self.message = text
        self.message_time = 4.0 if text else 0.0

    def tell_saving(self, by_human: bool) -> None:
        """After a save: when it failed (a read-only folder, a full disk), say so after each of the
        person's moves and the first computer move; once it works again, say that too. Play goes on
        either way, and every move tries again."""
        if self.match.save_failed:
            if by_human or not self.save_told:
                self.say(_("Your game could not be saved; saving is tried again after the next move."))
                self.save_told = True
        elif self.save_told:
            self.save_told = False
            self.say(_("Your game is saved again."))

    # ------------------------------------------------------------ what pulses, and for how long

    def catch_eye(self) -> None:
        """Something happened (a move, a click, a dialog closed): what asks for the eye pulses again."""
        self.attention_until = self.clock + ATTENTION

    def wave(self, speed: float = 6.0, phase: float = 0.0, rest: float = 1.0) -> float:
        """A pulse between 0 and 1 for what asks for the player's eye, `speed` radians a second;
        `rest` (fully lit, by default) once it has pulsed for ATTENTION seconds since the last event."""
        if self.clock >= self.attention_until:
            return rest
        return 0.5 + 0.5 * math.sin(self.clock * speed + phase)

    def round_summary_up(self) -> bool:
        """A round's summary is over the table: hands stay hidden and the hand-off waits for it."""
        return isinstance(self.app.scene, RoundSummaryDialog)

    def show_round_summary(self, dialog: RoundSummaryDialog) -> None:
        """Put a round's summary over the table (its `summary_closed` then hands off). With two or
        more people at the table, or in a demo, the new round's hands stay hidden while it is read."""
        self.motion.finish()  # the round is over; nothing is left in the air
        if len(self.match.human_seats()) > 1 or self.demo is not None:
            self.show_hand_of(None)
        self.app.push(dialog)

    def not_your_turn(self) -> None:
        """A click that would act while no person at the screen is to: said, but not in a demo,
        where nobody takes a turn."""
        if self.demo is None:
            self.say(_("Wait for your turn."))

    # ------------------------------------------------------------ hints

    def hint_offered(self) -> bool:
        """A hint is for a human seat to act whose hand is shown."""
        return not self.match.is_over and self.human_to_act() is not None and self.view() is not None

    def hint_position(self) -> tuple:
        return (self.match.generation, len(self.match.actions), self.viewer)

    def ask_hint(self) -> None:
        """Start working out the normal computer player's move for this seat (from a copy of the
        position: the person may move meanwhile), off the UI thread; "Thinking of a hint…" is
        said until it is ready (`collect_hint`)."""
        if not self.hint_offered():
            self.say(_("A hint is for your own turn."))
            sound.play("invalid")
            return
        if self.hinting is not None and self.hint_when == self.hint_position():
            return  # already being worked out for this very position
        names = [theme.short_name(seat.shown) for seat in self.match.seats]
        view = self.state.clone().view(self.viewer)
        self.given_hint = None
        self.hinting = _HINTER.submit(self.work_out_hint, self.match.info.id, view, names)
        self.hint_when = self.hint_position()
        self.say(_("Thinking of a hint…"))
        self.message_time = HINT_TIME

    def collect_hint(self) -> None:
        """Show the hint being worked out once it is ready; drop it when the position it was for
        is gone (a move, Undo, Redo, a new game): it would light a move that no longer applies."""
        if self.hinting is None:
            return
        stale = self.hint_when != self.hint_position()
        if stale or self.hinting.done():
            future, self.hinting = self.hinting, None
            if stale:
                future.cancel()  # not started yet: never runs; running: its result is dropped
                if self.message == _("Thinking of a hint…"):
                    self.say("")
                return
            self.given_hint = future.result()
            self.say(self.given_hint.reason)
            self.message_time = HINT_TIME
        elif self.message == _("Thinking of a hint…"):
            self.message_time = HINT_TIME  # said for as long as it thinks

    def live_hint(self) -> Action | None:
        """The hinted action while it still applies: until the player acts or the turn changes."""
        self.collect_hint()
        if self.given_hint is None or self.hint_when != self.hint_position():
            self.given_hint = None
            return None
        return self.given_hint.action

    def hint_ring(self, surface: pygame.Surface, rect: pygame.Rect, radius: int = 8) -> None:
        """The hint's mark: a pulsing ring in its own colour, with a dark edge to show on any ground."""
        grow = int(3 * self.wave(5))
        ring = rect.inflate(8 + 2 * grow, 8 + 2 * grow)
        pygame.draw.rect(surface, (10, 40, 60), ring.inflate(4, 4), 2, border_radius=radius + 2)
        pygame.draw.rect(surface, HINT_COLOUR, ring, 4, border_radius=radius)

    # ------------------------------------------------------------ statistics

    def record_result(self) -> None:
        """Count the finished game for the human seats (once; the game cannot be undone after).
        A demo counts for nobody."""
        if self.recorded is not None or self.demo is not None:
            return
        self.recorded = stats.record_game(self.match.info.id, self.match.seats, self.state.outcome())
        self.stats_told(self.recorded)

    def record_closest(self, totals: list[int]) -> None:
        """A round ended with these totals (Figuras): keep each human's closest approach to 111."""
        if self.demo is not None:
            return
        self.stats_told(stats.record_closest(totals, self.match.seats))

    def stats_told(self, recorded: stats.Recorded) -> None:
        if recorded.notice:
            self.app.notices.append(recorded.notice)
        if recorded.failed:
            self.say(_("The statistics could not be saved."))

    # ------------------------------------------------------------ undo and redo

    def undo_offered(self) -> bool:
        """Undo is for one human at the table (against computers, or alone)."""
        return self.match.undo_seat() is not None

    def undo(self) -> None:
        if not self.match.can_undo():
            self.say(_("There is no move of yours to take back.") if not self.match.is_over
                     else _("The game is over."))
            sound.play("invalid")
            return
        self.stop_thinking()
        self.match.undo()
        self.state_replaced()
        self.say(_("Your last move was taken back."))
        self.tell_saving(by_human=True)

    def redo(self) -> None:
        if not self.match.can_redo():
            self.say(_("There is no move to play again."))
            sound.play("invalid")
            return
        self.stop_thinking()
        self.match.redo()
        self.state_replaced()
        self.say(_("The move was played again."))
        self.tell_saving(by_human=True)

    def stop_thinking(self) -> None:
        """Forget a computer's move being prepared: it was for a state that is gone."""
        if self.thinking is not None:
            self.thinking.cancel()  # not started yet: never runs; running: its result is ignored
        self.thinking = None
        self.think_time = 0.0

    def state_replaced(self) -> None:
        self.given_hint = None
        humans = self.match.human_seats()
        if len(humans) == 1:
            self.viewer = humans[0]
        self.game_over_shown = False
        self.motion.finish()
        self.on_state_replaced()
        if self.recalls_moves:
            self.recall_moves()
        sound.play("card")

    def recall_start(self, since_mine: int) -> int:
        """The first action `recall_moves` retells. `since_mine`: the first after the seat looking
        last moved (or its own last turn when nobody has moved since), enough for a table that
        shows only those; a table whose marks outlive a turn (the cards last laid) starts earlier."""
        return since_mine

    def retell_last_moves(self) -> None:
        """A continued game: tell the last moves as when they were made (the "You drew …" line, the
        marks of the last play), for the one person at the table or, with several, for the one to
        play (shown once they have taken the computer)."""
        seat = self.match.undo_seat()
        if seat is None:
            seat = self.match.current_seat
            if seat is None or self.match.seats[seat].computer:
                return
        if not self.recalls_moves or not self.match.actions:
            return
        looking = self.viewer
        self.viewer = seat
        try:
            self.recall_moves(seat)
        finally:
            self.viewer = looking

    def recall_moves(self, seat: int | None = None) -> None:
        """Show what the table showed in the restored position: the moves since the seat looking last
        moved (the last move's line and highlights), or its own last turn when nobody has moved since
        (from further back if `recall_start` says so); with no sound, no animation and no dialog, as
        they are already made. `seat`: the seat looking (default: the one undo is for)."""
        actors = self.match.actors
        seat = self.match.undo_seat() if seat is None else seat
        if seat is None:  # undo and redo are for one human only
            return
        last = next((i for i in range(len(actors) - 1, -1, -1) if actors[i] == seat), None)  # its last move
        start = last + 1 if last is not None else 0
        if last is not None and start == len(actors):
            starts = self.match.turn_starts()
            start = starts[-1] if starts else last
        start = self.recall_start(start)
        self.recalling = True
        try:
            with sound.silenced():
                # One action at a time, as they were shown, with the turn changes between them (`act`):
                # the program's own actions (time up, a redeal) come within a seat's turn.
                holders = [self.match.current_seat]  # from the end: whose turn each action came in
                for actor in reversed(actors[start:]):
                    holders.append(holders[-1] if actor is None else actor)
                holders.reverse()
                for i, events in enumerate(self.match.events_after(start)):
                    self.show_events(events)
                    if holders[i + 1] != holders[i]:
                        self.on_new_turn()
        finally:
            self.recalling = False
        self.motion.finish()

    def menu_home(self) -> pygame.Rect:
        """The Menu button's place left to right, as the scene built it (the top bar is laid out
        left to right from it, then mirrored for a right-to-left reader)."""
        if self._menu_home is None:
            menu = getattr(self, "menu_button", None)
            self._menu_home = pygame.Rect(menu.rect) if menu is not None else pygame.Rect(theme.WIDTH - 14, 6, 0, 38)
        return pygame.Rect(self._menu_home)

    def top_right_x(self) -> int:
        """Where the buttons at the top right (Hint, Undo, Redo, Menu) begin, left to right: titles
        keep left of it. In right to left the buttons are mirrored: use `status_room`."""
        x = self.menu_home().x
        if self.demo is not None:
            return x - self.demo.width - UNDO_GAP
        hint, undo, _redo = self.bar_layout()
        if self.moves_offered() and self.moves_in_bar:
            return self.moves_rect().x
        if self.match.human_seats():
            return hint.x  # room kept while the hint is not offered: titles do not jump
        return undo.x if self.undo_offered() else x

    def status_room(self, left: int, gap: int) -> pygame.Rect:
        """The span of the top bar left for the status lines: from `left` (the margin at the start
        of the line) to `gap` pixels before the buttons; at the right in right to left (the buttons
        at the left). Place a line in it with `theme.align_x(room.x, room.width, width)`."""
        return theme.mirror((left, 0, self.top_right_x() - gap - left, 0))

    def bar_layout(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The Hint, Undo and Redo buttons' rects left to right, each as wide as its label needs."""
        home = self.menu_home()
        top, height = home.y, home.height
        right = home.x - UNDO_GAP - 4 if getattr(self, "menu_button", None) is not None else home.x
        redo_w = bar_width(self.redo_button, UNDO_W)
        redo = pygame.Rect(right - redo_w, top, redo_w, height)
        undo_w = bar_width(self.undo_button, UNDO_W)
        undo = pygame.Rect(redo.x - UNDO_GAP - undo_w, top, undo_w, height)
        left = undo.x if self.undo_offered() else right + UNDO_GAP
        hint_w = bar_width(self.hint_button, HINT_W)
        return pygame.Rect(left - UNDO_GAP - hint_w, top, hint_w, height), undo, redo

    def place_undo_buttons(self) -> None:
        """Lay out the top bar's buttons left to right (Hint, Undo, Redo, Menu at the right end),
        mirrored in right to left (Menu at the left end): clicks and the keyboard's focus use the
        rects set here, so they follow what is drawn."""
        menu = getattr(self, "menu_button", None)
        if menu is not None:
            menu.rect = theme.mirror(self.menu_home())
        hint, undo, redo = self.bar_layout()
        self.redo_button.rect, self.undo_button.rect = theme.mirror(redo), theme.mirror(undo)
        offered = self.undo_offered()
        self.undo_button.visible = self.redo_button.visible = offered
        self.undo_button.enabled = offered and self.match.can_undo()
        self.redo_button.enabled = offered and self.match.can_redo()
        self.hint_button.rect = theme.mirror(hint)
        self.hint_button.visible = self.hint_offered()
        self.moves_button.rect = theme.mirror(self.moves_rect())
        self.moves_button.visible = self.moves_offered()
        if self.demo is not None:
            self.demo.layout()

    def moves_rect(self) -> pygame.Rect:
        """The Moves button left to right: left of Hint (of where Hint goes when a person plays)."""
        hint = self.bar_layout()[0]
        left = hint.x if self.match.human_seats() else self.bar_layout()[1].x if self.undo_offered() else hint.right
        width = bar_width(self.moves_button, MOVES_W)
        return pygame.Rect(left - UNDO_GAP - width, hint.y, width, hint.height)

    def moves_offered(self) -> bool:
        return self.describe_move is not None and self.demo is None

    def log_lines(self, viewer: int | None, start: int = 0) -> list:
        """The game's actions from `start` on, one line each as `viewer` may read them, oldest first."""
        if self.describe_move is None:
            return []
        return action_lines(self.match, viewer, self.describe_move, start)

    def open_move_log(self) -> None:
        """The whole game (or round) so far, newest first, as the seat looking may read it."""
        if not self.moves_offered():
            return
        config = self.match.config
        self.app.push(MoveLogDialog(self.app, self.log_lines(self.viewer),
                                    lambda seat, size: self.seat_icon(config, seat, size)))

    def undo_key(self, event: pygame.event.Event) -> bool:
        """Ctrl+Z takes back, Ctrl+Y or Ctrl+Shift+Z plays again (Cmd on a Mac); True if handled."""
        if event.type != pygame.KEYDOWN or not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            return False
        if event.key not in (pygame.K_z, pygame.K_y) or not self.undo_offered():
            return False
        if event.key == pygame.K_y or event.mod & pygame.KMOD_SHIFT:
            self.redo()
        else:
            self.undo()
        return True

    def pause(self) -> None:
        if self.demo is not None:  # Esc or Menu ends a demo
            self.quit_to_menu()
            return
        self.match.save()  # what changed since the last move (a timed match's clock)
        self.app.push(PauseMenu(self.app, _(self.rules_title), _(self.rules_text), self.quit_to_menu,
                                saved=not self.match.save_failed, on_look_changed=self.rebuild_paused,
                                game_id=self.match.info.id))

    def rebuild_paused(self) -> None:
        """Back from the settings with another language or text size: the table is built again from
        its match (every word and the hand's layout as new), its last moves told again as when a
        game is continued, the same hand shown, and the pause menu put back over it. Not entered
        anew: what a table does when it opens (the deal, the cut, a hand-off) is done already."""
        self.stop_thinking()
        fresh = type(self)(self.app, self.match)
        fresh.viewer = self.viewer  # the same person is looking
        fresh.game_over_shown = self.game_over_shown
        fresh.retell_last_moves()
        at = self.app.scenes.index(self)
        self.app.scenes[at:] = [fresh]
        fresh.pause()

    def quit_to_menu(self) -> None:
        from game.ui.menu import MenuScene

        self.match.save()  # what changed since the last move (a timed match's clock)
        self.app.replace(MenuScene(self.app))

    def browse_pile(self, seat: int, pile, paint: Callable[[pygame.Surface, int, pygame.Rect], None]) -> None:
        """Open a seat's discard pile, newest card first, drawn by the game's card painter."""
        title = _("{name}'s discard pile").format(name=theme.short_name(self.match.seats[seat].shown))
        self.app.push(PileBrowser(self.app, title, tuple(pile), paint))

    def play_again(self) -> None:
        if self.demo is not None:
            self.demo.watch_again()
            return
        old = self.match
        match = Match(old.info, old.config, old.seats, new_seed(), old.save_path)
        match.save()
        self.app.replace(type(self)(self.app, match))

    # ------------------------------------------------------------ keyboard (game.ui.focus)

    def table_targets(self) -> list[focus.Target]:
        """The game's own keyboard targets (board spaces, hand cards, piles), in Tab order.

        The hand's targets use the group "hand": the number keys click them."""
        return []

    def focus_targets(self) -> list[focus.Target]:
        self.place_undo_buttons()
        targets = self.table_targets()
        if self.demo is not None:  # a watched computer's hand is nothing to act on
            targets = [t for t in targets if t.group != "hand"]
        return (targets + focus.widget_targets(self.widgets)
                + focus.widget_targets((self.undo_button, self.redo_button), prefix="undo")
                + focus.widget_targets((self.moves_button,), prefix="moves"))

    def hand_targets(self) -> list[focus.Target]:
        if self.demo is not None:
            return []
        return [t for t in self.table_targets() if t.group == "hand"]

    def keyboard_hint(self) -> str:
        if self.demo is not None:  # nothing to pick or play: only the demo's own keys
            return _("Speed: − and + (or the keys); Esc stops.")
        return _("Arrows: move · Enter or Space: act · 1–9: pick a card · Tab: next area · Esc: menu")

    # ------------------------------------------------------------ the loop

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.pause()
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.motion.finish()  # a click never waits for an animation: it lands at once
            self.catch_eye()
        if self.demo is not None and self.demo.handle_event(event):
            return
        if self.undo_key(event):
            return
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_h
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT)):
            self.ask_hint()
            return
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_l
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT)):
            self.open_move_log()
            return
        self.place_undo_buttons()
        for button in (self.undo_button, self.redo_button, self.hint_button, self.moves_button):
            if button.handle_event(event):
                if not button.enabled:
                    button.on_click()  # greyed out: say why nothing happens
                return
        super().handle_event(event)

    def handle_under(self, event: pygame.event.Event) -> bool:
        return self.demo is not None and self.demo.handle_key(event)

    def update_under(self, dt: float) -> None:
        self.motion.update(dt)
        self.collect_hint()  # a Figuras question over the table has its own Hint button
        if self.demo is not None:
            self.demo.update_under(dt)

    def redraw_in(self) -> float | None:
        """Frames while cards travel, a computer thinks (its dots), a demo plays, the game's end
        is still to be shown, or what asks for the eye pulses; then only when the message line
        is to go out (or a game's own timer, `timer_redraw_in`); else none until the next event."""
        on_top = self.app.scenes and self.app.scene is self
        if self.motion.busy or self.demo is not None or self.hinting is not None:
            return 0.0
        if on_top and (self.clock < self.attention_until or self.match.is_computer_turn()
                       or (self.match.is_over and not self.game_over_shown)):
            return 0.0
        if not on_top:
            return None  # its clock stands still under a dialog (update_under)
        message = self.message_time if self.message and self.message_time > 0 else None
        return soonest((message, self.timer_redraw_in(), super().redraw_in()))

    def timer_redraw_in(self) -> float | None:
        """Seconds until a game's own clock changes on screen (a timed match); None: it has none."""
        return None

    def on_resume(self) -> None:
        self.catch_eye()  # back from a dialog (a hand-off, a question): the table asks for the eye again

    def update(self, dt: float) -> None:
        self.motion.update(dt)
        self.clock += dt
        self.collect_hint()
        self.message_time = max(0.0, self.message_time - dt)
        if self.match.is_over:
            if not self.game_over_shown and self.app.scene is self:
                self.game_over_shown = True
                sound.play("win")
                self.app.push(self.game_over_dialog())
            return
        if not self.match.is_computer_turn() or self.app.scene is not self:
            return  # a dialog on top (pause, hand-off) holds the computer too
        if self.thinking is None:
            self.thinking = self.match.think(self.demo.speed if self.demo is not None else 1.0)
            self.thinking_generation = self.match.generation
            self.think_time = 0.0
            return
        self.think_time += dt
        if self.demo is not None and self.follow_turn():
            return  # the demo's viewer is not at the seat to act yet
        if self.thinking.done() and self.think_time >= self.computer_pause:
            future, self.thinking = self.thinking, None
            if self.thinking_generation != self.match.generation or future.cancelled():
                return  # thought about a state that undo or redo replaced: think again
            self.act(future.result())

    def draw(self, surface: pygame.Surface) -> None:
        self.motion.draw(surface)
        super().draw(surface)
        if self.demo is not None:
            self.demo.draw(surface)
        action = self.live_hint()
        if action is not None:
            self.draw_hint(surface, action)
        self.place_undo_buttons()
        self.undo_button.draw(surface)
        self.redo_button.draw(surface)
        self.hint_button.draw(surface)
        self.moves_button.draw(surface)

    def thinking_dots(self) -> str:
        return "." * (1 + int(self.clock * 2) % 3)

    def message_lines(self, box: pygame.Rect) -> tuple[int, list[str]]:
        """(size, lines) of the message in `box`: one line, or two when a long sentence (a refusal
        naming a whole group, say) would otherwise shrink out of sight or run out of the box."""
        return message_lines(self.message, box)

    def draw_message(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        if not self.message or self.message_time <= 0:
            return
        pygame.draw.rect(surface, theme.NOTE, box, border_radius=10)
        pygame.draw.rect(surface, theme.NOTE_EDGE, box, theme.edge(2), border_radius=10)
        size, lines = self.message_lines(box)
        pitch = size + theme.LINE_GAP
        for i, line in enumerate(lines):
            centre = (box.centerx, round(box.centery + (i - (len(lines) - 1) / 2) * pitch))
            theme.blit_center(surface, theme.text(line, size, theme.INK), centre)


def message_lines(message: str, box: pygame.Rect) -> tuple[int, list[str]]:
    """(size, lines) of a table's message in `box`: one line, or two at a readable size when a long
    sentence (a refusal naming a whole group, say) would otherwise shrink out of sight; a sentence
    of 75 characters on one line in a 560 px box came out at 13 px."""
    return theme.wrap_fit(message, theme.big(17), box.width - 20, height=box.height - 4)


class GameOverDialog(Scene):
    """The result, with the table still visible; play again or leave."""

    opaque = False

    def __init__(self, app, scene: TableScene, title: str, subtitle: str = "",
                 icon: pygame.Surface | None = None, center: tuple[int, int] | None = None,
                 width: int = 560, height: int = 230) -> None:
        super().__init__(app)
        self.scene = scene
        self.title = title
        self.subtitle = subtitle
        self.icon = icon
        self.panel = pygame.Rect(0, 0, width, height)  # narrower where it must fit a table's column
        self.panel.center = center or (theme.WIDTH // 2, theme.HEIGHT // 2)
        button_w = min(220, (width - 110) // 2)  # 40 px margins, at least 30 between the two
        in_panel = theme.mirror_in  # Play again first in reading order: at the right in right to left
        self.widgets = [
            Button(in_panel((self.panel.x + 40, self.panel.bottom - 70, button_w, 50), self.panel),
                   _("Watch again") if scene.demo is not None else _("Play again"), scene.play_again,
                   key=pygame.K_RETURN),
            Button(in_panel((self.panel.right - 40 - button_w, self.panel.bottom - 70, button_w, 50), self.panel),
                   _("Menu"), scene.quit_to_menu, colour=(90, 90, 110)),
        ]

    def on_escape(self) -> bool:
        self.scene.quit_to_menu()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.panel)
        y = self.panel.y + 44
        title_x, title_width = self.panel.centerx, self.panel.width - 140
        if self.icon is not None:  # the icon at the start of the line; the title keeps clear of it
            side = -1 if theme.rtl() else 1
            surface.blit(self.icon, self.icon.get_rect(center=(self.panel.centerx - side * (self.panel.width // 2 - 54), y)))
            title_x, title_width = self.panel.centerx + side * 30, self.panel.width - 180
        theme.blit_center(surface, theme.fit_text(self.title, 32, title_width, theme.INK, bold=True), (title_x, y))
        if self.subtitle:  # on two lines when long (final scores of four long names)
            size, lines = theme.wrap_fit(self.subtitle, 20, self.panel.width - 60, height=50)
            for i, line in enumerate(lines):
                theme.blit_center(surface, theme.text(line, size, theme.MUTED),
                                  (self.panel.centerx, round(y + 48 + (i - (len(lines) - 1) / 2) * (size + 2))))
        super().draw(surface)


PILE_AREA = (840, 500)  # the room for the cards in the pile browser's panel
PILE_GAP = 8
NEWEST_TAG_H = 28  # the "Newest" label over the pile's newest card


def pile_grid(count: int, tallest: int = 84) -> tuple[int, int, int]:
    """(cards per row, card width, card height) for `count` cards in PILE_AREA: the largest cards
    that fit, so a long pile keeps its cards (and their numbers) readable."""
    width, height = PILE_AREA
    for card_h in range(tallest, 29, -2):
        card_w = int(card_h * 0.72)
        per_row = max(1, (width + PILE_GAP) // (card_w + PILE_GAP))
        rows = max(1, -(-count // per_row))
        if rows * (card_h + PILE_GAP) <= height:
            return per_row, card_w, card_h
    return per_row, card_w, card_h


class PileBrowser(Dialog):
    """Every card of one pile, newest first (at the start of the reading direction), drawn by the
    game's own card painter as large as the pile allows."""

    def __init__(self, app, title: str, pile: tuple[int, ...],
                 paint: Callable[[pygame.Surface, int, pygame.Rect], None]) -> None:
        super().__init__(app, title, "" if pile else _("No cards yet."), [(_("Close"), app.pop)], width=900,
                         escape=app.pop)
        self.pile = list(reversed(pile))
        self.paint = paint
        self.per_row, self.card_w, self.card_h = pile_grid(len(self.pile))
        rows = max(1, -(-len(self.pile) // self.per_row))
        self.panel.height = 150 + NEWEST_TAG_H + rows * (self.card_h + PILE_GAP) + (28 if not pile else 0)
        self.panel.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        self.widgets[0].rect.y = self.panel.bottom - 66

    def card_rect(self, i: int) -> pygame.Rect:
        """Where the pile's `i`-th card (0: the newest) is drawn, mirrored in right to left."""
        r, c = divmod(i, self.per_row)
        rect = pygame.Rect(self.panel.x + 30 + c * (self.card_w + PILE_GAP),
                           self.panel.y + 66 + NEWEST_TAG_H + r * (self.card_h + PILE_GAP), self.card_w, self.card_h)
        return theme.mirror_in(rect, self.panel)

    @staticmethod
    def newest_label() -> pygame.Surface:
        return theme.text(_("Newest"), theme.big(16), theme.INK, bold=True)

    def newest_tag(self) -> pygame.Rect:
        """The "Newest" label over the newest card, from the card's start edge in the reading direction."""
        card = self.card_rect(0)
        label = self.newest_label()
        tag = pygame.Rect(0, card.y - NEWEST_TAG_H - 2, max(card.width, label.get_width() + 16), NEWEST_TAG_H)
        if theme.rtl():
            tag.right = card.right
        else:
            tag.x = card.x
        return tag

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for i, card in enumerate(self.pile):
            self.paint(surface, card, self.card_rect(i))
        if self.pile:  # the card played last: ringed, and named above it
            newest, tag = self.card_rect(0), self.newest_tag()
            pygame.draw.rect(surface, theme.NOTE_EDGE, newest.inflate(8, 8), theme.edge(4), border_radius=8)
            pygame.draw.rect(surface, theme.HIGHLIGHT, tag, border_radius=8)
            pygame.draw.rect(surface, theme.NOTE_EDGE, tag, theme.edge(2), border_radius=8)
            theme.blit_center(surface, self.newest_label(), tag.center)
