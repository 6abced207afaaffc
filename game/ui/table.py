"""What every game table shares: the turn driver (who is looking, hand-offs, computer turns, the
update loop) and the parts it is built from.

A game's scene subclasses `TableScene` and adds its drawing and its clicks; the turn flow (whose
hand is shown, when to hide it, when a computer plays, what happens at the end) is written once,
here. The rest is in parts (game.ui.parts), each with one job:

- `top_bar`: Moves, Hint, Undo and Redo left of the scene's Menu button, the status lines before
  them (`status_room`), all mirrored in Arabic;
- `hints`: the Hint button and H, worked out on a thread of its own, lit by the scene's `draw_hint`;
- `undo`: Undo and Redo (Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z) for one human at the table, and the
  retelling of the moves that led to a restored or continued position;
- `statistics`: a finished game counted, and what a game keeps beyond who won (its registration's
  `round_stats` in game.games), each move counted as it is first made;
- `message_box`: the message line (`say`).

A demo (every seat a computer, `demo` set) is watched over the shoulder of the seat to
act, the one the status line names: the viewer follows the turn as each move is made (`act`,
and `follow_turn` after a dialog), so that seat's hand is shown face up, labelled with its name
(`whose_cards`); nothing in it can be clicked or reached with the keyboard, and no hand-off
screen is ever shown.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING

import pygame

from game import stats
from game.ai.hints import Hint
from game.engine import Action, Event, IllegalAction
from game.i18n import _, refusal_text
from game.match import Match, new_seed
from game.ui import focus, motion, sound, theme
from game.ui.dialogs import PauseMenu
from game.ui.move_log import Describe, MoveLogDialog, action_lines
from game.ui.parts.handover import PANEL_SIZE, Handover
from game.ui.parts.hints import Hints, draw_ring
from game.ui.parts.message_box import MessageBox
from game.ui.parts.pile_column import PileColumn, seat_pile_title
from game.ui.parts.recap import Recap
from game.ui.parts.statistics import TableStatistics
from game.ui.parts.top_bar import TopBar
from game.ui.parts.undo import UndoRedo
from game.ui.round_end_table import HeldRound
from game.ui.round_summary import RoundSummaryDialog
from game.ui.scene import Scene, soonest
from game.ui.telling import Reader
from game.ui.widgets import Button, TextField

if TYPE_CHECKING:
    from game.ui.demo_mode import DemoControls


# Seconds that what asks for the player's eye (picked card's spaces, the hint's ring, the seat to act)
# pulses after a move or a click; then it stays lit, still, and the table draws no more frames until
# something happens (a laptop waiting for a move stays cool and quiet).
ATTENTION = 4.0


class TableScene(Scene):
    rules_title = ""
    rules_text = ""
    # After undo or redo, retell the moves that led to the restored position through `show_events`,
    # silent and landed at once (parts.undo). While it retells, `self.recalling` is True: a
    # show_events that also opens round summaries skips those then (they happened when the move
    # was first made), and only rebuilds the last move's notes and highlights.
    recalls_moves = False
    # The game's sentences for one action's events, for the move log (game.ui.move_log): set by
    # each game's scene as a staticmethod; None: the table has no Moves button.
    describe_move: Describe | None = None
    moves_in_bar = True  # the Moves button in the top bar; False: the scene's `moves_rect` puts it elsewhere
    # Where the pass-on step's panel is centred: hiding neither the hand nor the last move.
    pass_on_spot = (theme.WIDTH // 2, theme.HEIGHT // 2)
    menu_button: Button  # the scene's Menu button, made in its __init__: the top bar is laid out from it

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.viewer: int | None = None  # the human seat whose hand is shown
        self.thinking: Future[Action] | None = None
        self.thinking_generation = 0  # the Match's generation the thinking started in
        self.think_time = 0.0
        self.clock = 0.0
        self.attention_until = ATTENTION  # see wave()
        self.game_over_shown = False
        # Seconds a computer's move waits after the previous move, so people can follow it.
        self.computer_pause = motion.computer_pause()
        self.motion = motion.Motion()  # cards and chips on their way (decoration only)
        self.demo: DemoControls | None = None  # set when computers play alone for someone to watch
        self.recalling = False  # show_events is retelling moves already made (see recalls_moves)
        self.round_end: HeldRound | None = None  # the round as it ended, drawn while its summary is read
        humans = match.human_seats()
        if len(humans) == 1:
            self.viewer = humans[0]
        self.save_told = False  # the player has been told that saving the game failed
        self.feedback = MessageBox()  # the message line: refusals, hints, saving
        self.hints = Hints(self)
        self.undo_redo = UndoRedo(self)
        self.statistics = TableStatistics(self)
        self.top_bar = TopBar(self)
        self.recap = Recap(self)  # since your last turn: listed at a hand-off, lit on the table
        self.handover = Handover(self)  # the pass-on step and the hand-off between people
        bar = self.top_bar  # its buttons, as the scenes and tests reach them
        self.undo_button, self.redo_button, self.hint_button, self.moves_button = bar.buttons

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

    def game_over_sound(self) -> str:
        """The sound of the game's end, as the dialog comes up (a scene may sound a loss otherwise)."""
        return "win"

    def draw_hint(self, surface: pygame.Surface, action: Action) -> None:
        """Light up where the hinted `action` is made (a space, cards, a button): use `hint_ring`."""

    def draw_recap(self, surface: pygame.Surface, events: list[Event]) -> None:
        """Light where `events` (the others' moves since the seat looking last played) changed the
        table, with parts.recap's `light`: the scene's own geometry. Default: nothing lit."""

    @staticmethod
    def seat_icon(config, seat: int, size: int) -> pygame.Surface | None:
        """The chip (or badge) of a seat, for the setup screen and the hand-off; None: no icon."""
        return None

    # ------------------------------------------------------------ who is looking

    @property
    def state(self):  # under a round's summary, the round as it ended (round_summary, round_end_table)
        return self.round_end.shown(self.match) if self.round_end is not None else self.match.state

    def on_enter(self) -> None:
        if self.demo is not None:
            self.show_hand_of(self.match.current_seat)  # the opening deal lands in the first seat's hand
        if self.match.continued:  # from the Continue list: the last move is shown as it was left
            self.match.continued = False
            self.undo_redo.retell_last_moves()
        self.tell_saving(by_human=True)  # the setup's first save may have failed already
        self.maybe_hand_off()

    def human_to_act(self) -> int | None:
        """The seat to act if it is the human now looking at the screen, else None."""
        seat = self.match.current_seat
        if seat is None or self.match.seats[seat].computer or self.state is not self.match.state:
            return None  # nobody acts while a round's summary is read
        return seat if seat == self.viewer else None

    def view(self):
        return self.state.view(self.viewer) if self.viewer is not None else None

    def reader(self, viewer: int | None) -> Reader:
        """Who the table's sentences are told to: the seats by their short names, read by `viewer`
        (a seat sees its own secrets; None: nobody's are named)."""
        return Reader([theme.short_name(seat.shown) for seat in self.match.seats], viewer,
                      own=self.demo is None)  # in a demo nobody at the screen is the seat looking

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
        """Between two different people, the pass-on step, then a hand-off (parts.handover)."""
        self.handover.due()

    def pass_on_rect(self) -> pygame.Rect:
        """The pass-on step's panel, centred on the scene's `pass_on_spot`: in right to left too, as
        the tables keep their board, hand and side panel in place (only what is in them is mirrored)."""
        rect = pygame.Rect((0, 0), PANEL_SIZE)
        rect.center = self.pass_on_spot
        return rect

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
        self.hints.given = None
        self.recap.note(events)
        self.catch_eye()
        by_human = seat is not None and not self.match.seats[seat].computer
        if by_human:
            self.say("")  # a refusal or a hint was about the position before this move
        self.tell_saving(by_human)
        if self.match.is_over:
            self.record_result()  # before show_events: a scene may tell of a new best score
        self.statistics.count_move(events)
        if self.demo is not None:
            # The status line names the seat to act from now on: its hand is shown at once, and the
            # move just made travels from its seat's place at the table, as another player's would.
            self.show_hand_of(self.match.current_seat)
        self.show_events(events)
        if not self.match.is_over:
            self.maybe_hand_off()
        if self.match.current_seat != seat and not self.handover.passing:
            self.on_new_turn()  # passing: the mover's hand stays as the move left it (a new card marked)
        return True

    def say(self, text: str) -> None:
        self.feedback.say(text)

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
        self.handover.to = None  # the summary holds the hand-off
        if len(self.match.human_seats()) > 1 or self.demo is not None:
            self.show_hand_of(None)
        self.app.push(dialog)

    def not_your_turn(self) -> None:
        """A click that would act while no person at the screen is to: said, but not in a demo,
        where nobody takes a turn."""
        if self.handover.passing:  # the mover's own turn is over: the way on is the pass-on button
            self.say(self.handover.button.label + ".")
        elif self.demo is None:
            self.say(_("Wait for your turn."))

    # ------------------------------------------------------------ hints (parts.hints)

    def hint_position(self) -> tuple:
        """The position a hint is for: it lapses when this changes (a scene may add its own state)."""
        return (self.match.generation, len(self.match.actions), self.viewer)

    def ask_hint(self) -> None:
        self.hints.ask()

    def live_hint(self) -> Action | None:
        return self.hints.live()

    def hint_ring(self, surface: pygame.Surface, rect: pygame.Rect, radius: int = 8) -> None:
        """The hint's mark around `rect`, pulsing with what asks for the eye."""
        draw_ring(surface, rect, int(3 * self.wave(5)), radius)

    # ------------------------------------------------------------ statistics (parts.statistics)

    def record_result(self) -> None:
        """Count the finished game for the human seats (once); a demo counts for nobody."""
        self.statistics.record_result()

    @property
    def recorded(self) -> stats.Recorded | None:
        """What counting the finished game found (a new best score, say); None: not counted."""
        return self.statistics.recorded

    # ------------------------------------------------------------ undo and redo (parts.undo)

    def undo(self) -> None:
        self.undo_redo.undo()

    def redo(self) -> None:
        self.undo_redo.redo()

    def stop_thinking(self) -> None:
        """Forget a computer's move being prepared: it was for a state that is gone."""
        if self.thinking is not None:
            self.thinking.cancel()  # not started yet: never runs; running: its result is ignored
        self.thinking = None
        self.think_time = 0.0

    def recall_start(self, since_mine: int) -> int:
        """The first action the retelling after undo shows. `since_mine`: the first after the seat
        looking last moved (or its own last turn when nobody has moved since), enough for a table
        that shows only those; a table whose marks outlive a turn (the cards last laid) starts earlier."""
        return since_mine

    # ------------------------------------------------------------ the top bar (parts.top_bar) and the move log

    def status_room(self, left: int, gap: int) -> pygame.Rect:
        """The span of the top bar left for the status lines (see `TopBar.status_room`)."""
        return self.top_bar.status_room(left, gap)

    def moves_rect(self) -> pygame.Rect:
        """The Moves button left to right: in the top bar, left of Hint; a scene may put it elsewhere."""
        return self.top_bar.moves_rect()

    def moves_offered(self) -> bool:
        return self.describe_move is not None and self.demo is None

    def log_lines(self, viewer: int | None, start: int = 0, addressed: int | None = None) -> list:
        """The game's actions from `start` on, one line each as `viewer` may read them, oldest first
        (`addressed`: the seat a public screen speaks to as "you")."""
        if self.describe_move is None:
            return []
        return action_lines(self.match, viewer, self.describe_move, start, addressed=addressed)

    def open_move_log(self) -> None:
        """The whole game (or round) so far, newest first, as the seat looking may read it."""
        if not self.moves_offered():
            return
        config = self.match.config
        self.app.push(MoveLogDialog(self.app, self.log_lines(self.viewer),
                                    lambda seat, size: self.seat_icon(config, seat, size)))

    # ------------------------------------------------------------ leaving the table

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
        anew: what a table does when it opens (the deal, the cut) is done already; but a hand-off
        the pause menu was opened from is put up again, in the new words (the old one would turn
        the old table), or every hand would stay hidden with no way on."""
        self.stop_thinking()
        fresh = type(self)(self.app, self.match)
        fresh.viewer = self.viewer  # the same person is looking
        fresh.game_over_shown = self.game_over_shown
        fresh.undo_redo.retell_last_moves()
        at = self.app.scenes.index(self)
        over = [scene for scene in self.app.scenes[at + 1:] if hasattr(scene, "reopen")]
        self.app.scenes[at:] = [fresh]
        for dialog in over:  # a round's summary, made again in the new words (a Figuras question the
            dialog.reopen(fresh)  # new table asks again itself, once the pause menu is closed)
        fresh.maybe_hand_off()  # nobody was looking (a hand-off was up): the next one says who they are
        fresh.pause()

    def quit_to_menu(self) -> None:
        from game.ui.menu import MenuScene

        self.match.save()  # what changed since the last move (a timed match's clock)
        self.app.replace(MenuScene(self.app))

    def browse_pile(self, seat: int, pile, paint: Callable[[pygame.Surface, int, pygame.Rect], None]) -> None:
        """Open a seat's discard pile, newest card first, drawn by the game's card painter."""
        PileColumn.browse(self.app, seat_pile_title(self.match.seats[seat].shown), pile, paint)

    def play_again(self) -> None:
        if self.demo is not None:
            self.demo.watch_again()
            return
        old = self.match
        match = Match(old.info, old.config, old.seats, new_seed(), old.save_path, thinker=old.thinker)
        match.save()
        self.app.replace(type(self)(self.app, match))

    # ------------------------------------------------------------ keyboard (game.ui.focus)

    def table_targets(self) -> list[focus.Target]:
        """The game's own keyboard targets (board spaces, hand cards, piles), in Tab order.

        The hand's targets use the group "hand": the number keys click them."""
        return []

    def focus_targets(self) -> list[focus.Target]:
        self.top_bar.place()
        if self.handover.passing:  # the button, and the top bar: nothing at the table is to be played
            return self.handover.focus_targets() + focus.widget_targets([self.menu_button]) + self.top_bar.focus_targets()
        targets = self.table_targets()
        if self.demo is not None:  # a watched computer's hand is nothing to act on
            targets = [t for t in targets if t.group != "hand"]
        return targets + focus.widget_targets(self.widgets) + self.top_bar.focus_targets()

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
        if self.undo_redo.handle_key(event):
            return
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_h
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT)):
            self.ask_hint()
            return
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_l
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT)):
            self.open_move_log()
            return
        if self.handover.handle_event(event) or self.top_bar.handle_event(event):
            return
        super().handle_event(event)

    def handle_under(self, event: pygame.event.Event) -> bool:
        if self.demo is not None:
            return self.demo.handle_key(event)
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_l and self.moves_offered()
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT)
                and not isinstance(self.app.scene, MoveLogDialog)
                and not any(isinstance(w, TextField) and w.focused for w in self.app.scene.widgets)):
            self.open_move_log()  # over what covers the table (the cut, a question): it comes back after
            return True
        return False

    def update_under(self, dt: float) -> None:
        self.motion.update(dt)
        self.hints.collect()  # a Figuras question over the table has its own Hint button
        if self.demo is not None:
            self.demo.update_under(dt)

    def redraw_in(self) -> float | None:
        """Frames while cards travel, a computer thinks (its dots), a demo plays, the game's end
        is still to be shown, or what asks for the eye pulses; then only when the message line
        is to go out (or a game's own timer, `timer_redraw_in`); else none until the next event."""
        on_top = self.app.scenes and self.app.scene is self
        if self.motion.busy or self.demo is not None or self.hints.pending is not None:
            return 0.0
        if on_top and (self.clock < self.attention_until or self.match.is_computer_turn()
                       or (self.match.is_over and not self.game_over_shown)):
            return 0.0
        if not on_top:
            return None  # its clock stands still under a dialog (update_under)
        return soonest((self.feedback.redraw_in(), self.timer_redraw_in(), super().redraw_in()))

    def timer_redraw_in(self) -> float | None:
        """Seconds until a game's own clock changes on screen (a timed match); None: it has none."""
        return None

    def on_resume(self) -> None:
        self.catch_eye()  # back from a dialog (a hand-off, a question): the table asks for the eye again

    def update(self, dt: float) -> None:
        self.motion.update(dt)
        self.clock += dt
        self.hints.collect()
        self.feedback.update(dt)
        if self.match.is_over:
            if not self.game_over_shown and self.app.scene is self:
                self.game_over_shown = True
                sound.play(self.game_over_sound())
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
        # The scene's Menu button is one of its widgets: lay the bar out before any is drawn (the first
        # frame in Arabic, or after a change of language, would draw Menu where the status goes).
        self.top_bar.place()
        self.recap.draw(surface)
        self.motion.draw(surface)
        super().draw(surface)
        if self.demo is not None:
            self.demo.draw(surface)
        action = self.live_hint()
        if action is not None:
            self.draw_hint(surface, action)
        self.top_bar.draw(surface)
        self.handover.draw(surface)

    def thinking_dots(self) -> str:
        return "." * (1 + int(self.clock * 2) % 3)

    def message_lines(self, box: pygame.Rect) -> tuple[int, list[str]]:
        """(size, lines) of the message in `box`: one line, or two when a long sentence (a refusal
        naming a whole group, say) would otherwise shrink out of sight or run out of the box."""
        return self.feedback.lines(box)

    def draw_message(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The message line in `box`, where the scene has room for it, while something is said."""
        self.feedback.draw(surface, box)

    # ------------------------------------------------------------ the parts' state, by its old names
    # (the game scenes and the tests read and set these)

    @property
    def message(self) -> str:
        return self.feedback.text

    @message.setter
    def message(self, text: str) -> None:
        self.feedback.text = text

    @property
    def message_time(self) -> float:
        return self.feedback.time

    @message_time.setter
    def message_time(self, seconds: float) -> None:
        self.feedback.time = seconds

    @property
    def given_hint(self) -> Hint | None:
        return self.hints.given

    @given_hint.setter
    def given_hint(self, hint: Hint | None) -> None:
        self.hints.given = hint

    @property
    def hinting(self) -> Future[Hint] | None:
        return self.hints.pending

    @property
    def work_out_hint(self) -> Callable[..., Hint]:
        return self.hints.work_out

    @work_out_hint.setter
    def work_out_hint(self, work_out: Callable[..., Hint]) -> None:
        self.hints.work_out = work_out
