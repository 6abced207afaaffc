"""The Figuras table: up to eight seats round an oval table, the pile, the hand.

The scene only turns clicks into engine actions and hands them to the Match;
every rule is the engine's. What a seat sees comes from its View; a card that
moves between hands (drawn, given, stolen) shows its face only to the seats
that may see it.

Its parts live in game.ui.figuras: the cards' faces (cards), where things are
(layout), the table's drawing (panels), the questions a turn asks (dialogs),
the events told (sentences) and shown as moving cards (flights), and the ends
of a round and of the match (round_end). The hand is the shared part
(game.ui.parts.hand): its cards overlap from the right so every card's spine
(points and holes) stays in sight, in right to left too (the first card at the right).
"""

from __future__ import annotations

import math

import pygame

from game import i18n
from game.engine import Action, Event, IllegalAction
from game.engine.core import N_
from game.engine.figuras import (
    PACKAGE,
    RULES_TEXT,
    SYMBOL_OF,
    ColourChosen,
    Dealt,
    Draw,
    Given,
    MatchEnded,
    Play,
    Played,
    RoundEnded,
    Stolen,
    TurnedUp,
)
from game.i18n import _, ngettext, refusal_text
from game.match import Match
from game.ui import focus, sound, theme
from game.ui.figuras import flights, panels
from game.ui.figuras.cards import (
    hand_order,
    paint_card,
)
from game.ui.figuras.dialogs import ask
from game.ui.figuras.flights import Flights
from game.ui.figuras.layout import (
    BADGE_H,
    BADGE_W,
    CARD_H,
    CARD_W,
    DISCARD,
    DRAW_RECT,
    HAND_AREA,
    LIFT,
    MESSAGE_BOX,
    MOVE_SIZE,
    MOVE_TOP,
    PLAY_RECT,
    SEAT_CENTRE,
    SEAT_RX,
    SEAT_RY,
    STOCK,
    hand_area,
)
from game.ui.figuras.round_end import RoundSummary, final_standings, game_over_dialog
from game.ui.figuras.sentences import describe_move, sentence
from game.ui.figuras.status import status_line
from game.ui.move_log import last_turn
from game.ui.parts.hand import Hand
from game.ui.parts.new_cards import NewCards
from game.ui.parts.pile_column import Pile, PileColumn, shared_pile_title
from game.ui.parts.seat_panel import SeatPanel
from game.ui.scene import Scene
from game.ui.standings import Standing
from game.ui.table import TableScene
from game.ui.widgets import TIP_WIDTH, Button, draw_tip

BAR_CLEARANCE = 6  # a seat's box keeps this far from the top bar's buttons
RECALL_BACK = 40  # actions retold after undo, redo or Continue (see recall_start)
DOUBLE_CLICK = 0.4
DRAW_TIP_WIDTH = 250  # Draw's reason beside it covers no more of the hand than its last card or two


class FigurasScene(TableScene):
    rules_title = N_("Figuras")
    pass_on_spot = (640, 500)  # on the table's lower rim, under the piles, above the hand
    rules_text = RULES_TEXT
    recalls_moves = True  # undo and redo retell the last move (its summary and statistics are not repeated)
    describe_move = staticmethod(describe_move)

    def __init__(self, app, match: Match) -> None:
        super().__init__(app, match)
        self.selected: list[int] = []  # picked cards in click order (the first must match, the last is the top)
        self.last_click: tuple[int, float] = (-1, -10.0)
        self.log: list[list[Event]] = []  # the events of each action applied (the last 20)
        self.last_seat: int | None = None
        # a round's end and whether the match ended with it, summed up once its action is shown
        self.pending_summary: tuple[RoundEnded, bool] | None = None
        self.flights = Flights(self)
        # The hand centred under the table, squeezed to fit; the card at the left lies on top (the spines show).
        # The stock, and the discard pile with the cards fanned behind its top one (drawn in place).
        # The other seats' boxes round the oval (drawn in place: the oval is the same in right to left).
        self.seats = SeatPanel(lambda: {seat: self.seat_rect(seat) for seat in range(self.match.config.players)
                                        if seat != self.bottom})
        self.piles = PileColumn(lambda: [Pile("stock", STOCK), Pile("discard", DISCARD, reach=DISCARD.union(
            DISCARD.move(-36, -12)))])
        self.hand = Hand(hand_area(), (CARD_W, CARD_H), gap=8, align="center", squeeze=True, on_top="left", lift=LIFT)
        self._last_move: tuple[tuple, list[str]] = ((), [])
        self.new_cards = NewCards(self, panels.arrived)  # tagged "new" in the hand
        # What is legal now, worked out once per position (asked every frame): see fresh_legality().
        self._legality_at: tuple = ()
        self._refusals: dict[Action, str] = {}
        self._plays: list[Play] | None = None
        self._playable: frozenset[int] | None = None
        self.pointer: tuple[int, int] | None = None  # where the mouse is, for the reasons shown on hover
        self.no_auto_at: tuple = ()  # the position undo or redo restored: its question is asked (see only_choice)
        self.home = self.viewer if self.viewer is not None else (match.human_seats() or [0])[0]
        # Play and Draw share a column, and a text size (the type scale's button label).
        self.play_button = Button(theme.mirror(PLAY_RECT), _("Play"), self.play_selected, key=pygame.K_RETURN,
                                  size=theme.TEXT_LABEL)
        self.draw_button = Button(theme.mirror(DRAW_RECT), _("Draw a card"), self.draw_card, colour="BUTTON_DRAW")
        self.menu_button = Button((1150, 10, 110, 36), _("Menu"), self.pause, colour="BUTTON_NEUTRAL", size=theme.TEXT_BODY)
        self.widgets = [self.play_button, self.draw_button, self.menu_button]
        self.play_button.on_refused = self.draw_button.on_refused = self.refuse
        self.refresh_buttons()
        self.tell_opening()

    # ------------------------------------------------------------ turn flow hooks

    def on_enter(self) -> None:
        super().on_enter()
        if not self.match.has_moves():
            sound.play("deal")
            self.flights.deal()

    def on_new_turn(self) -> None:
        self.selected = []
        focus.forget_choice(self)  # the next player has not asked about anything yet
        self.last_click = (-1, -10.0)
        self.refresh_buttons()

    def on_state_replaced(self) -> None:
        self.log.clear()
        self._last_move = ((), [])
        self.last_seat = None
        self.pending_summary = None
        self.no_auto_at = self.position()  # taking back a turn never makes its one-answer choice again by itself
        super().on_state_replaced()
        self.tell_opening()  # undone back to the start: no move to retell, but the deal was told

    def tell_opening(self) -> None:
        """Before the first move, the last-move line tells the first round's deal, like every later one."""
        if self.match.has_moves():
            return
        state = self.state
        opening: list[Event] = [Dealt(state.round, state.starter, state.dealer, tuple(len(h) for h in state.hands))]
        opening += [TurnedUp(state.dealer, c) for c in state.discard]
        self.log.append(opening)

    def recall_start(self, since_mine: int) -> int:
        """The seat that last played stays marked until someone else plays (the last move's line
        reads its turn from the match's record): the last RECALL_BACK actions are enough."""
        return max(0, min(since_mine, len(self.match.actions) - RECALL_BACK))

    def game_over_dialog(self) -> Scene:
        return game_over_dialog(self)

    def final_standings(self) -> list[Standing]:
        return final_standings(self)

    def summary_closed(self, match_over: bool) -> None:
        self.refresh_buttons()  # they were worked out for the round as it ended
        if not match_over:
            sound.play("deal")
            self.flights.deal()
            self.maybe_hand_off()  # held back while everyone read the summary

    @property
    def bottom(self) -> int:
        """The seat drawn at the bottom of the table: the one looking (or the last one who looked)."""
        if self.viewer is not None:
            self.home = self.viewer
        return self.home

    # ------------------------------------------------------------ events from the engine

    def show_events(self, events: list[Event]) -> None:
        self.flights.pile_delay = 0.0  # this action's cards land on the pile one after another
        for event in events:
            flights.show(event, self.flights)
            self.note_event(event)
        if events:
            self.log.append(list(events))
            del self.log[:-20]
        if self.pending_summary is not None:  # shown at once: nothing may be clicked in between
            (ended, over), self.pending_summary = self.pending_summary, None
            self.show_round_summary(RoundSummary(self.app, self, ended, over))

    def note_event(self, event: Event) -> None:
        """What the table keeps of an event: who moved last, a round's end to sum up."""
        match event:
            case Played() | Given() | Stolen() | ColourChosen():
                self.last_seat = event.seat
            case RoundEnded() if not self.recalling:  # summed up when the round ended (counted by the statistics part)
                self.pending_summary = (event, False)
            case MatchEnded() if self.pending_summary is not None:
                self.pending_summary = (self.pending_summary[0], True)
            case Dealt():
                self.motion.finish()  # a new round: the old pile is gone

    def names(self) -> list[str]:
        return [theme.short_name(seat.shown) for seat in self.match.seats]

    def describe(self, event: Event) -> str:
        """One line about an event, showing a card's face only to the seats that may see it."""
        return sentence(event, self.reader(self.viewer)) or ""

    def last_move(self, top: int = MOVE_TOP) -> list[str]:
        """The last turn, in the move log's sentence for the seat now looking, as lines from `top`
        down that keep clear of the seats' boxes (cached)."""
        if not self.log:
            return []
        widths = panels.move_widths(self, top)
        held = self.state is not self.match.state  # under a round's summary: up to its end, not the next deal
        key = (id(self.log[-1]), self.viewer, i18n.language(), widths, held)
        if self._last_move[0] != key:
            if held:  # the closing move, up to the round's end (the next deal is told after Next round)
                turn = self.recap.since(len(self.match.actions) - 1)[0]
                turn = turn[:next((i + 1 for i, e in enumerate(turn) if isinstance(e, RoundEnded)), len(turn))]
            else:
                turn = last_turn(self.match, describe_move, self.recap.since) or self.log[-1]  # before any move, the deal
            text = " ".join(describe_move(turn, self.names(), self.viewer, self.demo is None))
            self._last_move = (key, panels.wrap_to_widths(text, MOVE_SIZE, widths))
        return self._last_move[1]

    def move_lines(self, top: int) -> list[tuple[str, pygame.Rect]]:
        """The last move's lines and where each is drawn (see panels.move_lines)."""
        return panels.move_lines(self, top)

    # ------------------------------------------------------------ acting

    def act(self, action: Action) -> bool:
        done = super().act(action)
        if done:
            self.selected = []
            self.last_click = (-1, -10.0)
        self.refresh_buttons()
        return done

    def my_turn(self) -> bool:
        return self.human_to_act() is not None and self.state.phase_name in ("play", "bridge")

    def play_selected(self) -> None:
        if not self.my_turn():
            self.not_your_turn()
            return
        if not self.selected:
            only = self.only_play()
            if only is None:
                self.say(_("First pick a card from your hand."))
                return
            self.act(only)  # one card can be played: Play plays it, picked or not
            return
        self.act(Play(tuple(self.selected)))

    def draw_card(self) -> None:
        if not self.my_turn():
            self.not_your_turn()
            return
        reason = self.refusal(Draw())
        if reason:
            self.refuse(reason)
            return
        self.act(Draw())

    def refuse(self, reason: str) -> None:
        """A press on something that cannot be used now: nothing changes, and the reason is said again."""
        self.say(reason)
        sound.play("invalid")

    def position(self) -> tuple:
        """What the answers about legality depend on: the match's moves, who looks, the language."""
        return (id(self.state), self.match.generation, len(self.match.actions), self.viewer, i18n.language())

    def fresh_legality(self) -> None:
        """Forget what was worked out about another position."""
        if self._legality_at != self.position():
            self._legality_at, self._refusals, self._plays, self._playable = self.position(), {}, None, None

    def refusal(self, action: Action) -> str:
        """Why `action` is illegal for the seat to act, in the engine's own words ("" when it is
        legal): tried on a copy of the match."""
        self.fresh_legality()
        if action not in self._refusals:
            try:
                self.state.clone().apply(action)
                self._refusals[action] = ""
            except IllegalAction as exc:
                self._refusals[action] = refusal_text(exc)
        return self._refusals[action]

    def legal_plays(self) -> list[Play]:
        """The plays this turn allows, worked out once per position."""
        self.fresh_legality()
        if self._plays is None:
            view = self.view()
            self._plays = [a for a in view.legal_actions() if isinstance(a, Play)] if view is not None else []
        return self._plays

    def playable_cards(self) -> frozenset[int]:
        """The cards of the hand that some legal play of this turn uses (a figure that does not
        match may still go in a set after one that does)."""
        plays = self.legal_plays()  # first: it forgets another position's answers
        if self._playable is None:
            self._playable = frozenset(c for a in plays for c in a.cards)
        return self._playable

    def only_play(self) -> Play | None:
        """The play of this turn when there is exactly one (a playable card outlined alone looks
        picked, so Play needs no pick then)."""
        plays = self.legal_plays()
        return plays[0] if len(plays) == 1 else None

    def card_refusal(self, card: int) -> str:
        """Why `card` cannot be played on this turn ("" when it can, or when it is not the seat's turn)."""
        if not self.my_turn() or card in self.playable_cards():
            return ""
        if self.state.phase_name == "bridge":
            return _("That card does not match the Bridge by colour or symbol.")
        return _("That card does not match the top card by colour or symbol.")

    def play_refusal(self) -> str:
        if not self.selected:
            if not self.playable_cards() and not self.refusal(Draw()):
                return _("No card can be played: draw a card.")
            return "" if self.only_play() is not None else _("First pick a card from your hand.")
        return self.refusal(Play(tuple(self.selected)))

    def refresh_buttons(self) -> None:
        mine = self.my_turn()
        self.play_button.visible = self.draw_button.visible = mine
        self.play_button.reason = self.play_refusal() if mine else ""
        self.draw_button.reason = self.refusal(Draw()) if mine else ""
        self.play_button.enabled = mine and not self.play_button.reason
        self.draw_button.enabled = mine and not self.draw_button.reason
        n = len(self.selected)
        if n <= 1:
            self.play_button.label = _("Play")
        else:
            self.play_button.label = ngettext("Play {n} card", "Play {n} cards", n).format(n=n)
        self.draw_button.label = _("Draw a card")

    def draw_hint(self, surface: pygame.Surface, action: Action) -> None:
        if isinstance(action, Draw):
            self.hint_ring(surface, self.draw_button.rect, 12)
        elif isinstance(action, Play):
            for rect in self.hand.hint_rects(self.hand_cards(), action.cards, self.selected):
                self.hint_ring(surface, rect, 12)

    # ------------------------------------------------------------ input

    def hand_cards(self) -> tuple[int, ...]:
        view = self.view()
        return tuple(sorted(view.hand, key=hand_order)) if view is not None else ()

    def hand_rects(self, hand: tuple[int, ...]) -> list[pygame.Rect]:
        return self.hand.rects(hand)

    def card_point(self, card: int) -> tuple[int, int]:
        """A point on the part of `card` that shows in the hand (its spine's side), for clicking."""
        hand = self.hand_cards()
        return self.hand.visible(hand)[hand.index(card)].center

    def picked(self) -> tuple[int, ...]:
        """The hand's picked cards (they rise), in the order they were picked."""
        return tuple(self.selected)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        return self.hand.card_at(self.hand_cards(), pos, self.selected)

    def hand_spot(self, card: int) -> tuple[int, int] | None:
        """Where `card` lies in the hand shown (landing there), or was last drawn in it (leaving)."""
        return self.hand.landing(self.hand_cards(), card) or self.hand.spots.get(card)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
        before = len(self.app.scenes)
        super().handle_event(event)
        if len(self.app.scenes) != before or event.type != pygame.MOUSEBUTTONDOWN:
            return
        if any(w.visible and w.rect.collidepoint(event.pos) for w in self.widgets):
            return
        if event.button == 3:  # right click: put the picked cards back
            self.selected = []
            self.refresh_buttons()
            return
        if event.button != 1 or self.match.is_over:
            return
        pile = self.piles.at(event.pos)
        if pile is not None and pile.key == "discard":
            self.piles.browse(self.app, shared_pile_title(), self.state.discard, paint_card)
            return
        if pile is not None:  # the stock
            self.draw_card()
            return
        card = self.card_at(event.pos)
        if card is not None:
            self.click_card(card)

    def table_targets(self) -> list[focus.Target]:
        """Keyboard play: the hand (each card where it shows), the stock and the discard pile."""
        return (self.hand.targets(self.hand_cards(), picked=self.selected)
                + self.piles.targets())

    def focus_first(self) -> object:
        return self.play_button

    def click_card(self, card: int) -> None:
        if self.human_to_act() is None:
            self.not_your_turn()
            return
        if not self.my_turn():
            self.say(_("Answer the question on the screen first."))
            return
        reason = self.card_refusal(card)
        if reason:
            self.refuse(reason)
            return
        last, when = self.last_click
        self.last_click = (card, self.clock)
        if last == card and self.clock - when < DOUBLE_CLICK and self.selected == [card]:
            # A double click on a card (not on a set being built) plays it alone.
            self.last_click = (-1, -10.0)
            self.selected = []
            self.act(Play((card,)))
            return
        sel = self.selected
        if card in sel:
            sel.remove(card)
        elif (sel and self.state.phase_name == "play" and len(sel) < 4 and SYMBOL_OF[card] < PACKAGE
              and all(SYMBOL_OF[c] == SYMBOL_OF[card] for c in sel)):
            sel.append(card)
        else:
            self.selected = [card]
        self.explain_selection()
        self.refresh_buttons()

    def explain_selection(self) -> None:
        view = self.view()
        sel = self.selected
        if view is None or not sel:
            self.say("")
            return
        if len(sel) == 1 and not view.fits(sel[0]):
            same = sum(1 for c in view.hand if SYMBOL_OF[c] == SYMBOL_OF[sel[0]])
            if SYMBOL_OF[sel[0]] < PACKAGE and same >= 3 and self.state.phase_name == "play":
                self.say(_("This card does not match the top card: start a set with one that does."))
            else:
                self.say(_("This card does not match the top card by colour or symbol."))
        elif len(sel) >= 2 and not view.fits(sel[0]):
            self.say(_("The first card of a set must match the top card: pick that one first."))
        else:
            self.say("")

    # ------------------------------------------------------------ update

    def update(self, dt: float) -> None:
        self.refresh_buttons()
        if self.app.scene is self and self.human_to_act() is not None and not self.match.is_over and ask(self):
            return  # the turn's question is up (or its only answer made)
        super().update(dt)
        self.refresh_buttons()

    # ------------------------------------------------------------ where things are

    def seat_centre(self, seat: int) -> tuple[int, int]:
        n = self.match.config.players
        k = (self.bottom - seat) % n  # steps in play order from the bottom seat
        a = 2 * math.pi * k / n  # counter-clockwise on screen: the next seat is to the right
        return (round(SEAT_CENTRE[0] + SEAT_RX * math.sin(a)), round(SEAT_CENTRE[1] + SEAT_RY * math.cos(a)))

    def seat_rect(self, seat: int) -> pygame.Rect:
        """A seat's box round the oval; the top one just under the top bar's buttons where they
        reach over it (the wider Arabic Moves button over the top seat of an even table)."""
        rect = pygame.Rect(0, 0, BADGE_W, BADGE_H)
        rect.center = self.seat_centre(seat)
        bar = self.bar_span()
        if rect.colliderect(bar.inflate(2 * BAR_CLEARANCE, 2 * BAR_CLEARANCE)):
            rect.top = bar.bottom + BAR_CLEARANCE
        return rect

    def bar_span(self) -> pygame.Rect:
        """Where the top bar's buttons are drawn, from the first (Moves) to Menu, as one rect."""
        hint = self.top_bar.layout()[0]
        left, right = self.top_bar.top_right_x(), self.top_bar.menu_home().right
        return theme.mirror((left, hint.y, right - left, hint.height))

    def place(self, where: tuple, card: int | None = None) -> tuple[float, float]:
        """Where a card flying to or from `where` starts or lands: the bottom seat's `card` at its
        place in the hand."""
        if where[0] == "pile":
            return DISCARD.center
        if where[0] == "stock":
            return STOCK.center
        seat = where[1]
        if seat == self.bottom:
            spot = self.hand_spot(card) if card is not None else None
            return spot or hand_area().center
        return self.seat_centre(seat)

    # ------------------------------------------------------------ drawing

    def status_line(self) -> str:
        return status_line(self)

    def draw_recap(self, surface: pygame.Surface, events: list[Event]) -> None:
        panels.draw_recap(self, surface, events)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(panels.render_table(), (0, 0))
        view = self.view()
        # The status across the top bar up to its buttons (above the top seat's box, which starts at
        # y 38); the last move under it, at the start of the line, clear of the seats' boxes.
        room = self.status_room(20, 16)
        status = theme.fit_text(self.status_line(), theme.big(theme.TEXT_LABEL), room.width, theme.WHITE, bold=True)
        surface.blit(status, (theme.align_x(room.x, room.width, status.get_width()),
                              8 if status.get_height() < 28 else 4))
        below = max(MOVE_TOP, 10 + status.get_height())  # under a large status line too
        for line, place in self.move_lines(below):
            surface.blit(theme.text(line, MOVE_SIZE, theme.FELT_TEXT), place)
        panels.draw_centre(self, surface, view)
        self.seats.draw(surface, lambda target, seat, box: panels.draw_seat(self, target, seat, box))
        panels.draw_own(self, surface, view)
        self.draw_message(surface, self.message_box())
        if self.my_turn() and view is not None and not any(view.fits(c) for c in view.hand):
            pulse = int(2 + 2 * self.wave(6))
            pygame.draw.rect(surface, theme.HIGHLIGHT, self.draw_button.rect.inflate(8, 8), pulse, border_radius=12)
        super().draw(surface)
        shown = self.shown_refusal()
        if shown is not None and not (self.message == shown[0] and self.message_time > 0):  # said once is enough
            draw_tip(surface, *self.tip_place(*shown))

    def tip_place(self, reason: str, rect: pygame.Rect) -> tuple[str, pygame.Rect, int, bool]:
        """Play's reason goes just above Play and no wider (clear of the hand beside it); Draw's
        beside Draw (above it would sit over Play, as if Play's); any other reason just above what
        it is about."""
        if rect == self.play_button.rect:
            return reason, rect, rect.width - 20, False
        if rect == self.draw_button.rect:
            return reason, rect, DRAW_TIP_WIDTH, True
        return reason, rect, TIP_WIDTH, False

    def shown_refusal(self) -> tuple[str, pygame.Rect] | None:
        """Why the thing under the mouse, or under the keyboard's focus, cannot be used now (a
        greyed button, a dimmed card, the stock when drawing is not allowed) and where it is."""
        if self.app.scene is not self or not self.my_turn():
            return None
        if focus.keyboard_active():
            target = focus.current(self)
            if target is None or not focus.chosen(self):  # the ring the table put on Play asks nothing
                return None
            if isinstance(target.widget, Button):
                return (target.widget.reason, target.widget.rect) if target.widget.reason else None
            if isinstance(target.key, tuple) and target.key[0] == "hand":
                reason = self.card_refusal(target.key[1])
                return (reason, target.rect) if reason else None
            if target.key == "stock":
                reason = self.refusal(Draw())
                return (reason, STOCK) if reason else None
            return None
        if self.pointer is None:
            return None
        for button in (self.play_button, self.draw_button):
            if button.visible and button.reason and button.rect.collidepoint(self.pointer):
                return button.reason, button.rect
        card = self.card_at(self.pointer)
        if card is not None and self.card_refusal(card):
            return self.card_refusal(card), pygame.Rect(self.pointer[0] - 20, HAND_AREA.y, 40, CARD_H)
        if STOCK.collidepoint(self.pointer) and self.refusal(Draw()):
            return self.refusal(Draw()), STOCK
        return None

    def hand_note(self) -> str:
        """Said where the hand of the seat looking would be, when it has none for the rest of the match."""
        seat = self.viewer
        if seat is None or not self.state.out[seat] or self.state.is_over:
            return ""
        return _("You are out of this match. Watch the others play it out, or press Menu to leave.")

    def message_box(self) -> pygame.Rect:
        """The message line after the facts pill (a long name or count pushes it on, never under);
        in right to left the row is reflected across the screen, as the hand and the buttons are."""
        pill = theme.mirror(panels.facts_pill(self)[1])  # where it is left to right
        left = max(MESSAGE_BOX.x, pill.right + 12)
        return theme.mirror((left, MESSAGE_BOX.y, MESSAGE_BOX.right - left, MESSAGE_BOX.height))
