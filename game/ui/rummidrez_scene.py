"""The Rummidrez table: piles, a working table of groups, the hand, players and scores.

The player rearranges a working copy of the table (drag a card, or click it and
click where it goes); every group is checked live with the engine's
`group_refusal`, and "Done" hands the whole table to the engine as one
`Play(encode_table(...))`: the engine alone decides, and its sentence is shown
when it refuses. Nothing here decides a rule.

The solitaire (players = 1) uses the same table with a Draw button; the best
score of each player name is kept with the statistics (`game.stats`, which
folds in the older `rummidrez_best.json` once). A timed match is timed here
(game.ui.rummidrez.clock): the minutes count only while the table is on screen.

The working table (game.working_table) is kept with the saved game after every change, with
the hand's order, so the moves of a turn in progress survive a kill and a restart; the last
move's line ("You drew …") and marks come back as the table retells the last moves.

This class joins the parts under game.ui.rummidrez (see its __init__): the layout, the
sentences, the events shown, the clock, the mouse and keys, the drawing and the dialogs.
"""

from __future__ import annotations

import pygame

from game import stats
from game.engine import Action, Event
from game.engine.core import N_
from game.engine.rummidrez import RULES_TEXT, Discard, Draw, Play, RoundEnded, TimeUp, hand_sort_key
from game.i18n import _, language
from game.match import Match
from game.ui import focus, sound, theme
from game.ui.move_log import last_turn
from game.ui.parts.hand import Hand
from game.ui.parts.new_cards import NewCards
from game.ui.parts.pile_column import Pile, PileColumn, shared_pile_title, top_index_at
from game.ui.parts.seat_panel import SeatPanel
from game.ui.rummidrez import animation, done_check, drag, groups, hints, keyboard, panel, piles, rack, status
from game.ui.rummidrez.clock import MatchClock
from game.ui.rummidrez.dialogs import RoundSummary, game_over, paint_card
from game.ui.rummidrez.layout import (
    BUTTON_Y,
    LIFT,
    MELD_ROOM,
    MESSAGE_BOX,
    PANEL,
    STOCK,
    TABLE,
    TableLayout,
    TablePlan,
    button_row,
    button_widths,
    discard_rects,
    hand_row,
    meld_count,
    seat_spot,
    sort_row,
)
from game.ui.rummidrez.sentences import describe_move, group_problem
from game.ui.scene import Scene
from game.ui.table import TableScene
from game.ui.widgets import Button, ChoiceRow
from game.working_table import WorkingTable, neutral_stands_for


def load_best() -> tuple[dict[str, int], str | None]:
    """Best solitaire scores by player name (from the statistics), and a sentence when a file was
    damaged (moved aside)."""
    kept, notice = stats.load()
    return dict(kept.solitaire_best), notice


class RummidrezScene(TableScene):
    rules_title = N_("Rummidrez")
    pass_on_spot = (TABLE.centerx, TABLE.bottom - 76)  # low on the table: its groups are laid from the top
    rules_text = RULES_TEXT
    recalls_moves = True  # undo and redo retell the last move (its summary and statistics are not repeated)
    describe_move = staticmethod(describe_move)
    moves_in_bar = False  # the top bar holds the status and the turn's notes: the log opens under the panel

    def moves_rect(self) -> pygame.Rect:
        """The Moves button left to right: under the players' panel, in the row of the turn's buttons.
        The panel keeps its place in right to left, so does this button (the top bar mirrors what
        this returns: mirrored here, it lands where it is drawn left to right)."""
        return theme.mirror((PANEL.right - 150, BUTTON_Y, 150, 44))

    def __init__(self, app, match: Match) -> None:
        super().__init__(app, match)
        self.solitaire = match.config.players == 1
        self.match_clock = MatchClock(match)
        self.table = WorkingTable(())  # the working table the player is arranging
        self.plan = TablePlan()  # where its groups lie
        self.work_owner: tuple | None = None
        self.held: int | None = None  # the card picked up (from the hand or the table)
        self.held_group: int | None = None  # the id of the group picked up by its handle (to join another)
        self.dragging = False
        self.press_pos: tuple[int, int] | None = None
        self.mouse: tuple[int, int] = (-100, -100)
        self.sort_by_figure = match.prefs.get("sort") == "figure"  # kept with the game
        self.new_tags = NewCards(self, rack.arrived)  # read by `new_cards`
        self.last_placed: set[int] = set()  # cards laid by the last play (outlined)
        self.last_discard: int | None = None  # the card the last turn ended with (outlined while on top)
        self.moves_seat: int | None = None  # the seat of the last move shown (None: none since the deal or undo)
        self._turn_events: tuple[tuple, list[Event]] = ((), [])  # the last turn's, for the match's (generation, length)
        self._turn_told: tuple[tuple, str] = ((), "")  # the last-move line, for its events, reader and language
        # The stock (the discard pile is a fan whose cards are hit-tested one by one: discard_index_at).
        self.piles = PileColumn(lambda: [Pile("stock", STOCK)])
        self.seats = SeatPanel(lambda: panel.seat_rows(self), span=PANEL)  # the players' panel, mirrored in RTL
        # The hand centred under the table, squeezed to fit; the card at the right lies on top.
        self.rack = Hand(*hand_row(), gap=6, align="center", squeeze=True, lift=LIFT)
        self.pending_summary: tuple[RoundEnded, tuple[tuple[int, ...], ...]] | None = None  # a round's end, its table
        self.round_table: list[tuple[int, ...]] = [tuple(g) for g in self.state.table]  # for the round's summary
        self.best: dict[str, int] = {}
        self.best_notice: str | None = None
        self.new_best = False
        if self.solitaire:
            self.best, self.best_notice = load_best()
        self.done_check = done_check.DoneCheck()
        self.build_buttons()

    # ------------------------------------------------------------ the timed match's clock

    @property
    def time_limit(self) -> float:
        return self.match_clock.limit

    @property
    def elapsed(self) -> float:
        """Seconds of the timed match played: the Match keeps (and saves) them."""
        return self.match_clock.elapsed

    @elapsed.setter
    def elapsed(self, seconds: float) -> None:
        self.match_clock.elapsed = seconds

    def clock_running(self) -> bool:
        """A timed match's clock counts while the table is on screen with nothing over it, and not
        while the computer is being passed on (the pass-on step, then the hand-off)."""
        return (self.match_clock.counts() and not self.state.time_up and self.app.scene is self
                and not self.handover.passing)

    def timer_redraw_in(self) -> float | None:
        """The clock shows whole seconds (rounded up): the next frame when it ticks down one."""
        return self.match_clock.next_tick() if self.clock_running() else None

    def update(self, dt: float) -> None:
        self.sync()
        if self.clock_running() and self.match_clock.run(dt):
            self.act(TimeUp())
        super().update(dt)

    # ------------------------------------------------------------ hooks

    def on_enter(self) -> None:
        super().on_enter()
        if not self.match.has_moves():
            animation.deal(self)
        if self.best_notice:
            self.say(self.best_notice)
            self.app.notices.append(self.best_notice)
            self.best_notice = None

    @property
    def new_cards(self) -> frozenset[int]:
        """The viewer's cards tagged "new": what it took in its turn while that turn is the table's last
        (its pass-on step too; an undo's redeal is nobody's). Read from the match: a new language keeps them."""
        seat = self.viewer
        if seat is None or next((a for a in reversed(self.match.actors) if a is not None), None) != seat:
            return frozenset()
        return self.new_tags.of(seat)

    def on_new_turn(self) -> None:
        self.held = None
        self.dragging = False
        self.work_owner = None
        self.refresh_buttons()

    def on_state_replaced(self) -> None:
        self.press_pos = None
        self.last_placed = set()
        self.last_discard = None
        self.moves_seat = None
        self.pending_summary = None
        self.round_table = [tuple(g) for g in self.state.table]
        super().on_state_replaced()  # the working table starts afresh from the rebuilt one

    def recall_start(self, since_mine: int) -> int:
        """The cards last laid stay marked until the next play or deal: from the round's last play
        (or its deal, when nobody has played since) if that is further back."""
        match = self.match
        for i in range(len(match.actions) - 1, -1, -1):
            if match.actions[i].get("type") == "play" or match.breaks[i]:
                return min(since_mine, i)
        return 0

    def summary_closed(self, match_over: bool) -> None:
        if not self.match.is_over:
            self.plan = TablePlan()  # the new round's groups owe nothing to where the last round's lay
            sound.play("deal")
            animation.deal(self)  # the next round was dealt under the summary: its deal is shown now
            self.maybe_hand_off()

    def round_summary_up(self) -> bool:
        return self.pending_summary is not None or super().round_summary_up()  # about to be shown, too

    def act(self, action: Action) -> bool:
        done = super().act(action)
        if done and self.editing() and self.table.changed():
            self.keep_draft()  # the program's own action (time up) left the turn in progress as it was
        if self.pending_summary is not None:
            (ended, table), self.pending_summary = self.pending_summary, None
            self.show_round_summary(RoundSummary(self.app, self, ended, self.match.is_over, table))
        self.refresh_buttons()
        return done

    def game_over_dialog(self) -> Scene:
        return game_over(self)

    def show_events(self, events: list[Event]) -> None:
        """Each event's sound, cards on the move, marks and note (game.ui.rummidrez.animation)."""
        for event in events:
            animation.show(event, self)

    # ------------------------------------------------------------ the turn's notes

    def seat_spot(self, seat: int) -> tuple[int, int]:
        """Where a seat's cards are shown in the players' panel."""
        return self.seats.shown_point(seat_spot(seat, self.match.config.players))

    def note(self, seat: int | None) -> None:
        """A move of `seat`'s was shown: the last-move line tells its turn from now on."""
        self.moves_seat = seat

    def turn_told(self, events: list[Event]) -> str:
        """`events` in the move log's words, as the seat looking may read them ("You drew 8♣ and …")."""
        key = (tuple(events), self.viewer, language())
        if self._turn_told[0] != key:
            text = " ".join(describe_move(events, self.reader(None).names, self.viewer, self.demo is None))
            self._turn_told = (key, text)
        return self._turn_told[1]

    def last_move_line(self, width: int) -> str:
        """The last turn in one line `width` wide at a readable size: the log's sentence for it, its
        oldest deeds left out when all of them would run under the buttons."""
        events = self.turn_events()
        text = self.turn_told(events)
        while len(events) > 1 and theme.fitted_size(text, theme.TEXT_SMALL, width) < theme.min_text():
            events = events[1:]
            text = self.turn_told(events)
        return text

    def turn_events(self) -> list[Event]:
        """The last turn's events (none before a move is shown since the deal, Continue or undo)."""
        if self.moves_seat is None:
            return []
        key = (self.match.generation, len(self.match.actions))
        if self._turn_events[0] != key:  # read once a move, not every frame
            self._turn_events = (key, last_turn(self.match, describe_move, self.recap.since))
        return self._turn_events[1]

    @property
    def last_move(self) -> str:
        return self.turn_told(self.turn_events())

    # ------------------------------------------------------------ buttons

    def build_buttons(self) -> None:
        sorts = [_("By colour"), _("By figure")]
        last = [_("Draw a card"), _("End the attempt")] if self.solitaire else [_("Discard")]
        widths = button_widths([[_("Reset table")], [_("Done")], last], [150, 90, 150])
        self.sort_row = ChoiceRow(sort_row(sorts, widths), (False, True), sorts, self.sort_by_figure, self.set_sort,
                                  size=theme.TEXT_LABEL)
        places = button_row(widths, self.sort_row.rect.right + 6 + MELD_ROOM + 6)
        self.meld_room = meld_count(self.sort_row.rect, places)
        row = places[0].unionall(places)  # Reset, Done, Discard in reading order (mirrored in RTL)
        reset, done, discard = (theme.mirror_in(place, row) for place in places)
        self.reset_button = Button(reset, _("Reset table"), self.reset_table, colour=theme.BUTTON_QUIET)
        self.done_button = Button(done, _("Done"), self.done, colour=theme.BUTTON_GO, key=pygame.K_RETURN)
        self.reset_button.on_refused = self.done_button.on_refused = self.refuse  # greyed: says why when pressed
        self.discard_button = Button(discard, _("Discard"), self.discard_held, colour=theme.BUTTON_DISCARD)
        self.draw_button = Button(discard, _("Draw a card"), self.draw_card, key=pygame.K_d)
        self.menu_button = Button((theme.WIDTH - 130, 6, 116, 38), _("Menu"), self.pause, size=theme.TEXT_BODY,
                                  colour=theme.BUTTON_NEUTRAL)
        self.refresh_buttons()

    def set_sort(self, by_figure: bool) -> None:
        self.sort_by_figure = by_figure
        self.match.prefs["sort"] = "figure" if by_figure else "colour"
        self.match.save()

    def refresh_buttons(self) -> None:
        view = self.view()
        acting = self.editing()
        # A ChoiceRow has no `visible`: it is on the scene only while a person's hand is shown (not in a demo).
        self.widgets = ([self.sort_row] if view is not None and self.demo is None else []) + [
            self.reset_button, self.done_button, self.discard_button, self.draw_button, self.menu_button]
        self.reset_button.visible = self.done_button.visible = acting
        self.discard_button.visible = acting and not self.solitaire
        self.draw_button.visible = acting and self.solitaire
        if acting:
            nothing = "" if self.work_changed() else _("The table is as it was: move cards from your hand onto it first.")
            self.reset_button.reason = nothing
            self.done_button.reason = nothing or self.done_check.refusal(self)
            self.reset_button.enabled, self.done_button.enabled = not nothing, not self.done_button.reason
            if self.solitaire:
                empty = not self.state.stock
                self.draw_button.label = _("End the attempt") if empty else _("Draw a card")
                self.draw_button.colour = theme.BUTTON_STOP if empty else theme.BUTTON

    def refuse(self, text: str) -> None:
        """Say why what the player tried does nothing, with the sound of a refusal."""
        self.say(text)
        sound.play("invalid")

    # ------------------------------------------------------------ the working table

    @property
    def work(self) -> list[list[int]]:
        """The groups of the working table, as the player has them now."""
        return self.table.groups

    @property
    def base(self) -> tuple[tuple[int, ...], ...]:
        return self.table.base

    def sync(self) -> None:
        """Start the working table afresh when the real table or the one looking changed: as the
        turn in progress kept with the game when there is one for this turn (a continued game)."""
        view = self.view()
        table = view.table if view is not None else tuple(tuple(g) for g in self.state.table)
        owner = (self.viewer, self.state.round, table, self.editing())
        if owner != self.work_owner:
            self.work_owner = owner
            old, self.table = self.table, WorkingTable(table)
            draft = self.match.draft
            if owner[3] and draft is not None and draft.get("seat") == self.viewer:
                self.table = WorkingTable.from_dict(draft.get("table"), table, view.hand) or self.table
            self.plan.carry(old, self.table)
            self.held = None
            self.dragging = False
            self.refresh_buttons()

    def keep_draft(self) -> None:
        """Save the working table with the game (after every change), or forget it when it is as
        the turn began."""
        if not self.editing():
            return
        draft = {"seat": self.viewer, "table": self.table.to_dict()} if self.table.changed() else None
        if draft != self.match.draft:
            self.match.draft = draft
            self.match.save()

    def editing(self) -> bool:
        """A person arranges the table: it is their turn, cards taken."""
        view = self.view()
        return view is not None and self.human_to_act() is not None and view.phase == "meld"

    def taking(self) -> bool:
        """A person must take cards first: from the stock or the discard pile."""
        view = self.view()
        return view is not None and self.human_to_act() is not None and view.phase == "take"

    def may_touch_table(self) -> bool:
        view = self.view()
        return view is not None and view.melded[view.seat] and not view.initial_turn

    def placed(self) -> set[int]:
        """Hand cards laid on the working table (not yet played)."""
        return self.table.placed()

    def work_changed(self) -> bool:
        return self.table.changed()

    def hand_cards(self) -> list[int]:
        view = self.view()
        if view is None:
            return []
        placed = self.placed()
        cards = [c for c in view.hand if c not in placed]
        cards.sort(key=lambda c: hand_sort_key(c, self.sort_by_figure))
        return cards

    def layout(self) -> TableLayout:
        return self.plan.of(self.table)

    def locate(self, card: int) -> tuple[int, int] | None:
        return self.table.locate(card)

    def is_base_group(self, gi: int) -> bool:
        """Whether group `gi` was on the table when this working copy started (see WorkingTable)."""
        return self.table.is_base_group(gi)

    def problems(self) -> list[tuple[int, str]]:
        """(group index, the engine's sentence) for every group of the working table that is not valid."""
        out = []
        for gi, group in enumerate(self.work):
            problem = group_problem(tuple(group))
            if problem:
                out.append((gi, problem))
        return out

    def reset_table(self) -> None:
        self.table.reset()
        self.held = None
        self.say(_("The table is back as it was."))
        self.keep_draft()
        self.refresh_buttons()

    def done(self) -> None:
        if not self.work_changed():
            self.refuse(_("Lay cards from your hand on the table first.") if self.solitaire else
                        _("Lay cards from your hand on the table first, or discard a card to end your turn."))
            return
        self.held = None
        if self.act(Play(self.table.encoded())):  # Done is greyed while a group is marked in red
            self.say("")

    def discard_held(self) -> None:
        card = self.held
        view = self.view()
        if view is None:
            return
        if card is None or card not in view.hand or self.locate(card) is not None:
            self.refuse(_("First click the card to discard in your hand, then Discard."))
            return
        if self.work_changed():
            self.refuse(_("Your table is not laid yet: press Done to lay it, or Reset table, then discard."))
            return
        self.held = None
        self.act(Discard(card))

    def draw_card(self) -> None:
        self.held = None
        self.act(Draw())

    def browse_discards(self) -> None:
        self.piles.browse(self.app, shared_pile_title(), self.state.discard, paint_card)

    # ------------------------------------------------------------ hints

    def hint_position(self) -> tuple:
        """The hint lapses once the player acts: a move on the working table, too."""
        return (*super().hint_position(), tuple(map(tuple, self.work)))

    def hint_ring(self, surface: pygame.Surface, rect: pygame.Rect, radius: int = 8) -> None:
        hints.draw_ring(surface, rect, self.wave(5), radius)

    def draw_hint(self, surface: pygame.Surface, action: Action) -> None:
        hints.draw_hint(surface, self, action)

    # ------------------------------------------------------------ where things are

    @property
    def hand(self) -> Hand:
        """The hand's row, its cards at the size "Large cards and text" asks for now."""
        self.rack.place(*hand_row())
        return self.rack

    def picked(self) -> tuple[int, ...]:
        """The hand's picked-up card (it rises), if any."""
        return () if self.held is None else (self.held,)

    def hand_rects(self, cards: list[int]) -> list[pygame.Rect]:
        return self.hand.rects(cards)

    def discard_rects(self) -> list[pygame.Rect]:
        """The discard pile fanned from the oldest (left) to the top card (right, whole)."""
        return discard_rects(len(self.state.discard))

    def discard_index_at(self, pos: tuple[int, int]) -> int | None:
        """How many cards from the top a click at `pos` takes (1 = the top card), or None."""
        return top_index_at(self.discard_rects(), pos)

    def hand_card_at(self, pos: tuple[int, int]) -> int | None:
        return self.hand.card_at(self.hand_cards(), pos, self.picked())

    def table_card_at(self, pos: tuple[int, int]) -> int | None:
        return self.layout().card_at(self.work, pos)

    def held_group_index(self) -> int | None:
        return self.table.index_of(self.held_group)

    def drop_target(self, pos: tuple[int, int]) -> drag.Drop:
        return drag.drop_target(self, pos)

    def neutral_at(self, pos: tuple[int, int]) -> int | None:
        """The card the Neutral under `pos` stands for, when it lies in a valid group."""
        card = self.table_card_at(pos)
        where = self.locate(card) if card is not None else None
        if card is None or where is None:
            return None
        return neutral_stands_for(self.work[where[0]]).get(card)

    # ------------------------------------------------------------ moving cards (game.ui.rummidrez.drag)

    def pick(self, card: int, pos: tuple[int, int]) -> None:
        self.held = card
        self.press_pos = pos
        self.dragging = False
        self.message = ""

    def put_back(self) -> None:
        """Let go of the picked-up (or dragged) card or group: it stays where it was."""
        self.held = None
        self.held_group = None
        self.dragging = False
        self.press_pos = None

    def drop(self, pos: tuple[int, int]) -> None:
        drag.drop(self, pos)

    def split(self, gi: int, at: int) -> None:
        if not self.table.may_change(gi, self.may_touch_table()):
            self.refuse_table_touch()
            return
        self.table.split(gi, at)
        sound.play("remove")
        self.keep_draft()
        self.refresh_buttons()

    def refuse_table_touch(self) -> None:
        view = self.view()
        if view is not None and not view.melded[view.seat]:
            self.refuse(_("Your initial meld may only add new groups made from your own hand; "
                          "leave the groups on the table as they are."))
        else:
            self.refuse(_("You made your initial meld this turn: until your next turn you may only lay new groups "
                          "from your hand, not change the groups on the table."))

    # ------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> None:
        self.sync()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and (self.held is not None
                                                                               or self.held_group is not None):
            self.put_back()  # Esc first lets go of the card; the next Esc opens the pause menu
            return
        before = len(self.app.scenes)
        drag.follow(self, event)
        super().handle_event(event)
        if len(self.app.scenes) != before or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return
        self.mouse = event.pos
        if any(w.visible and w.rect.collidepoint(event.pos) for w in self.widgets):
            return
        if self.match.is_over:
            return
        self.click(event.pos)
        self.refresh_buttons()

    def click(self, pos: tuple[int, int]) -> None:
        drag.click(self, pos)

    # ------------------------------------------------------------ keyboard (game.ui.focus)

    def table_targets(self) -> list[focus.Target]:
        return keyboard.targets(self)

    def focus_first(self) -> object:
        return "stock"

    def keyboard_hint(self) -> str:
        if self.demo is not None:
            return super().keyboard_hint()
        if self.held is not None:
            return _("Arrows: a place on the table · Enter: put the card there · Esc: put it back")
        return _("1–9: pick a card · Arrows: a place on the table · Enter: put it there · Tab: next area · "
                 "Esc: menu")

    # ------------------------------------------------------------ drawing

    def status_line(self) -> str:
        return status.status_line(self)

    def draw_recap(self, surface: pygame.Surface, events: list[Event]) -> None:
        groups.draw_recap(surface, self, events)

    def draw(self, surface: pygame.Surface) -> None:
        self.sync()
        surface.fill(theme.FELT)
        room = self.status_room(20, 16)  # clear of the Hint, Undo, Redo and Menu buttons (mirrored in RTL)
        status = theme.fit_text(self.status_line(), theme.big(theme.TEXT_LABEL), room.width, theme.WHITE, bold=True)
        top = 6 if status.get_height() < 28 else 2  # a large status line starts higher
        surface.blit(status, (theme.align_x(room.x, room.width, status.get_width()), top))
        if self.last_move:
            line = theme.fit_text(self.last_move_line(room.width), theme.TEXT_SMALL, room.width, theme.FELT_TEXT)
            surface.blit(line, (theme.align_x(room.x, room.width, line.get_width()), top + status.get_height() + 1))
        piles.draw_piles(surface, self)
        groups.draw_table(surface, self)
        panel.draw_panel(surface, self)
        rack.draw_hand(surface, self)
        rack.draw_meld_count(surface, self)
        self.draw_message(surface, MESSAGE_BOX)
        super().draw(surface)
        done_check.draw_reason(surface, self, (self.reset_button, self.done_button))
        lifted = self.held_group_index()
        if self.held is not None and self.dragging:
            rack.draw_dragged(surface, self, self.held)
        elif lifted is not None and self.dragging:
            rack.draw_dragged_group(surface, self, lifted)
