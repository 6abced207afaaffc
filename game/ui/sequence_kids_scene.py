"""The Sequence for kids table: a big board of animal pictures, three big cards, chips that drop in.

Made for a child of four: picking a card makes the spaces it can use glow, a chip
drops in with a sound, a win bursts into party pictures around the four winning
chips. Words on the table are for the grown-ups only (names, a status line, the
last move); nothing needs reading to take a turn. Every rule is the engine's: a
click becomes a Place, Remove, Exchange or Pass handed to the Match. Its parts live in
game/ui/sequence_kids/ (layout, colours, board, cards, icons, players' panel, result, sentences).
"""

from __future__ import annotations

from functools import partial

import pygame

from game.engine import Event
from game.engine.core import N_
from game.engine.sequence import Drawn, Exchanged, GameOver, Passed, Placed, Removed, Reshuffled
from game.engine.sequence_kids import (
    ANIMAL,
    CARDS,
    DRAGON,
    LAYOUT,
    PASS,
    RULES_TEXT,
    SPACES,
    UNICORN,
    Exchange,
    Pass,
    Place,
    Remove,
)
from game.i18n import _
from game.match import Match
from game.ui import focus, sound, theme
from game.ui.cards import card_back
from game.ui.motion import Effect, Tween, bounce_out
from game.ui.parts.hand import Hand
from game.ui.parts.pile_column import PileColumn, seat_piles
from game.ui.parts.recap import light
from game.ui.parts.seat_panel import SeatPanel
from game.ui.scene import Scene
from game.ui.sequence.one_pick import HintOrPick
from game.ui.sequence_kids import panel
from game.ui.sequence_kids.board import animal_badge, paint_flash, paint_vanish, render_board
from game.ui.sequence_kids.cards import card_face, paint_card, paint_hand_card, picture_name
from game.ui.sequence_kids.colours import ink_on, seat_chip, seat_colour, tint
from game.ui.sequence_kids.icons import IconButton, pass_icon, swap_icon
from game.ui.sequence_kids.layout import (
    BADGE_AT,
    BOARD,
    CARD_GAP,
    CARD_H,
    CARD_W,
    CELL,
    CHIP,
    FLASH_TIME,
    FRAME,
    HAND_PANEL,
    HAND_Y,
    LAST_MOVE_Y,
    LIFT,
    MESSAGE,
    PLAYERS,
    VANISH_TIME,
    space_at,
    space_rect,
)
from game.ui.sequence_kids.result import (
    KidsResult,
    table_won,
)
from game.ui.sequence_kids.sentences import describe_move, sentence
from game.ui.spotlight import Celebration, glow, shade
from game.ui.widgets import Button, draw_panel

NO_CHIP_TO_TAKE = N_("No chip to take away yet: pick another card.")


class SequenceKidsScene(HintOrPick):
    rules_title = N_("Sequence for kids")
    pass_on_spot = (HAND_PANEL.centerx, theme.HEIGHT - 64)  # under the cards and their label
    rules_text = RULES_TEXT
    recalls_moves = True  # show_events only describes, lights and animates: safe to retell after undo
    describe_move = staticmethod(describe_move)

    def __init__(self, app, match: Match) -> None:
        super().__init__(app, match)
        self.selected: int | None = None  # the card picked in the hand
        self.last_spaces: tuple[int, ...] = ()
        self.last_kind = ""  # "place" or "remove"
        self.last_seat: int | None = None
        self.last_card: int | None = None
        self.last_told: list[Event] = []  # the last move's events, told when drawn (see last_move)
        # The cards held, centred in their panel, the picked one risen; the first at the right in right to left.
        self.seats = SeatPanel(lambda: panel.seat_rows(self.match.config.players), span=PLAYERS)
        self.piles = PileColumn(lambda: seat_piles(panel.pile_rects(self.match.config.players)), span=PLAYERS)
        self.hand = Hand(pygame.Rect(HAND_PANEL.x, HAND_Y, HAND_PANEL.width, CARD_H), (CARD_W, CARD_H), gap=CARD_GAP,
                         align="center", lift=LIFT, reach=LIFT)
        self.win_time: float | None = None  # clock when four in a row was made
        self.party = True  # the celebration's pictures fly (not when a computer beat the children)
        self.celebration = Celebration(match.seed % 1000)
        self._ticks: int | None = None
        self.build_buttons()

    # ------------------------------------------------------------ turn flow hooks

    def on_new_turn(self) -> None:
        self.selected = None
        self.refresh_buttons()

    def on_state_replaced(self) -> None:
        self.last_spaces, self.last_kind, self.last_seat, self.last_card = (), "", None, None
        self.last_told = []
        self.win_time = None
        self.party = True
        super().on_state_replaced()

    @staticmethod
    def seat_icon(config, seat: int, size: int) -> pygame.Surface:
        return seat_chip(seat, size)

    def game_over_dialog(self) -> Scene:
        outcome = self.state.outcome()
        seat = None if outcome.draw else outcome.winners[0]
        if seat is not None and self.win_time is None:
            self.win_time = self.clock
        result = KidsResult(self.app, self, seat)
        self.party = result.won  # a computer's win (or a draw) gets no party pictures
        return result

    def game_over_sound(self) -> str:
        """The fanfare for a win of the table's children only; a loss or a draw sounds "play again"."""
        outcome = self.state.outcome()
        return "win" if table_won(self.match.seats, None if outcome.draw else outcome.winners[0]) else "again"

    def act(self, action) -> bool:
        done = super().act(action)
        if done:
            self.selected = None
        self.refresh_buttons()
        return done

    @property
    def last_move(self) -> str:
        """The last move in the move log's sentences for whoever looks now: after a hand-off the
        next player reads "Player 1 played 10♣.", not "You played …" (nor a secret of the mover's)."""
        reader = self.reader(self.viewer)
        return " ".join(told for told in (sentence(e, reader) for e in self.last_told) if told)

    def show_events(self, events: list[Event]) -> None:
        """Drop the chip in (or let the Dragon take one), describe the move (the move log's
        sentences), light its space."""
        reader = self.reader(self.viewer)
        for e in events:
            told = sentence(e, reader) or ""
            match e:
                case Placed(seat=seat, card=card, space=space):
                    sound.play("chip")
                    self.animate_move(seat, card, space)
                    self.note_move("place", seat, card, (space,))
                    self.last_told = [e]
                case Removed(seat=seat, card=card, space=space, team=owner):
                    sound.play("remove")
                    self.animate_move(seat, card)
                    self.motion.add(Effect(partial(paint_vanish, space, owner), duration=VANISH_TIME,
                                           key=("vanish", space)))
                    self.note_move("remove", seat, card, (space,))
                    self.last_told = [e]
                case Exchanged(seat=seat, card=card):
                    sound.play("card")
                    self.animate_move(seat, card)
                    self.last_card, self.last_seat = card, seat
                    self.last_told = [e]
                case Drawn(seat=seat, card=card):
                    self.animate_draw(seat, card)
                case Reshuffled():
                    self.say(told)
                case Passed(seat=seat):
                    self.last_seat, self.last_card = seat, None
                    self.last_told = [e]
                case GameOver(spaces=spaces) if spaces:
                    self.win_time = self.clock

    def animate_move(self, seat: int, card: int, space: int | None = None) -> None:
        """The card slides from the hand (or the seat's row) onto its discard pile; a chip falls in and bounces."""
        pile = self.piles.shown_rects()[seat]  # where the pile shows (right to left too)
        row = self.seat_spot(seat)
        start = self.hand.spots.get(card, row) if seat == self.viewer else row
        self.motion.add(Tween(card_face(picture_name(card), 74, 103), start, pile.center, scale=(1.0, 0.62), arc=30,
                              key=("pile", seat)))
        if space is not None:
            cx, cy = space_rect(space).center
            self.motion.add(Tween(seat_chip(self.state.board[space], CHIP), (cx, cy - 170), (cx, cy), duration=0.45,
                                  ease=bounce_out, shadow=True, key=("space", space)))

    def seat_spot(self, seat: int) -> tuple[int, int]:
        """Where a seat's row shows its cards in the players' panel."""
        return self.seats.shown_point((PLAYERS.x + 320, self.pile_rects()[seat].centery))

    def animate_draw(self, seat: int, card: int, delay: float = 0.2) -> None:
        """A new card from the pile to draw: face up into the hand looking, face down to another seat."""
        stock = self.seats.shown_point((PLAYERS.right - 60, PLAYERS.bottom - 20))  # the "Cards to draw" line
        view = self.view()
        end = self.hand.landing(view.hand, card) if seat == self.viewer and view is not None else None
        if end is not None:
            self.motion.add(Tween(card_face(picture_name(card), CARD_W, CARD_H), stock, end, scale=(0.3, 1.0),
                                  delay=delay, key=("hand", card)))
        else:
            self.motion.add(Tween(card_back(40, 56), stock, self.seat_spot(seat), delay=delay))

    def on_enter(self) -> None:
        super().on_enter()
        if not self.match.has_moves():  # the opening deal, one card at a time round the table
            for i in range(max(len(h) for h in self.state.hands)):
                for seat, hand in enumerate(self.state.hands):
                    if i < len(hand):
                        self.animate_draw(seat, hand[i], delay=0.07 * (i * len(self.state.hands) + seat))

    def note_move(self, kind: str, seat: int, card: int, spaces: tuple[int, ...]) -> None:
        self.last_kind, self.last_seat, self.last_card, self.last_spaces = kind, seat, card, spaces

    # ------------------------------------------------------------ buttons

    def build_buttons(self) -> None:
        self.menu_button = Button((theme.WIDTH - 132, 14, 116, 46), _("Menu"), self.pause, size=theme.TEXT_BODY,
                                  colour="BUTTON_NEUTRAL")
        self.swap_button = IconButton((0, HAND_Y + CARD_H + 12, 104, 56), _("Swap"), self.swap, swap_icon(44),
                                      colour="KIDS_BUTTON_SWAP")
        self.pass_button = IconButton((HAND_PANEL.centerx - 52, HAND_Y + CARD_H + 12, 104, 56), _("Pass"),
                                      self.pass_turn, pass_icon(40), colour="KIDS_BUTTON_PASS")
        self.widgets = [self.menu_button, self.swap_button, self.pass_button]
        self.refresh_buttons()

    def refresh_buttons(self) -> None:
        view = self.view() if self.human_to_act() is not None else None
        dead = view is not None and self.selected in view.hand and view.is_dead(self.selected)
        self.swap_button.visible = dead
        if dead and view is not None:
            rect = self.hand.rects(view.hand)[view.hand.index(self.selected)]
            self.swap_button.rect.centerx = rect.centerx
        self.pass_button.visible = view is not None and view.legal_actions() == [PASS]

    def swap(self) -> None:
        if self.selected is not None:
            self.act(Exchange(self.selected))

    def pass_turn(self) -> None:
        self.act(Pass())

    def draw_hint(self, surface: pygame.Surface, action) -> None:
        view = self.view()
        card = getattr(action, "card", None)
        if view is not None and card is not None:
            for rect in self.hand.hint_rects(view.hand, (card,), self.picked()):
                self.hint_ring(surface, rect, 12)
        if isinstance(action, (Place, Remove)):
            self.hint_ring(surface, space_rect(action.space).inflate(-8, -8), 10)
        elif isinstance(action, Pass):
            self.hint_ring(surface, self.pass_button.rect, 10)

    # ------------------------------------------------------------ input

    def hand_rects(self, hand: tuple[int, ...]) -> list[pygame.Rect]:
        return self.hand.rects(hand)

    @property
    def card_spots(self) -> dict[int, tuple[int, int]]:
        """card -> where it was last drawn in the hand."""
        return self.hand.spots

    def picked(self) -> tuple[int, ...]:
        """The hand's picked cards (it rises): the one selected, if any."""
        return () if self.selected is None else (self.selected,)

    def pile_rects(self) -> list[pygame.Rect]:
        """Each seat's discard pile where the panel lays it, left to right (`piles` mirrors them)."""
        return self.piles.rects()

    def handle_event(self, event: pygame.event.Event) -> None:
        before = len(self.app.scenes)
        on_widget = event.type == pygame.MOUSEBUTTONDOWN and any(
            w.visible and w.rect.collidepoint(event.pos) for w in self.widgets)
        super().handle_event(event)
        if len(self.app.scenes) != before or on_widget or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return
        if self.match.is_over:
            return
        seat = self.piles.index_at(event.pos)
        if seat is not None:
            self.browse_pile(seat, self.state.discards[seat], paint_card)
            return
        view = self.view()
        card = self.hand.card_at(view.hand, event.pos, self.picked()) if view is not None else None
        if card is not None:
            self.click_card(card)
            return
        space = space_at(event.pos)
        if space is not None:
            self.click_space(space)

    def click_card(self, card: int) -> None:
        if self.human_to_act() is None:
            self.not_your_turn()
            return
        view = self.view()
        if self.selected == card and view.is_dead(card):
            self.swap()  # a dead card tapped twice is swapped
            return
        self.selected = None if self.selected == card else card
        sound.play("card")
        focus.onto_first(self, [("board", space) for space in self.targets()])  # not left on a taken space
        if self.selected is not None and view.is_dead(card):
            self.say(_("Nobody can use this card: tap it again, or the green button, for a new one."))
        elif self.selected is not None and CARDS[card].kind == DRAGON and not view.targets(card):
            self.say(_(NO_CHIP_TO_TAKE))
        else:
            self.say("")
        self.refresh_buttons()

    def click_space(self, space: int) -> None:
        if self.human_to_act() is None:
            self.not_your_turn()
            return
        view = self.view()
        card = self.selected
        if card is None:
            # A child may tap the animal of a card they hold straight away: that is the same move.
            matching = {CARDS[c].animal: c for c in view.hand if CARDS[c].kind == ANIMAL and space in view.targets(c)}
            if len(matching) != 1:
                self.refuse(space, _("First pick a card from your hand."))
                return
            card = next(iter(matching.values()))
        action = Remove(card, space) if CARDS[card].kind == DRAGON else Place(card, space)
        if not self.act(action):
            self.flash(space)

    def refuse(self, space: int, text: str) -> None:
        self.say(text)
        sound.play("invalid")
        self.flash(space)

    def flash(self, space: int) -> None:
        """A refused tap on the board: the space blinks red for a moment (the sentence says why)."""
        self.motion.add(Effect(partial(paint_flash, space), duration=FLASH_TIME, key=("flash", space)))

    def targets(self) -> set[int]:
        """The spaces the picked card can use now (they glow)."""
        if self.selected is None or self.human_to_act() is None:
            return set()
        return set(self.view().targets(self.selected))

    def table_targets(self) -> list[focus.Target]:
        """Keyboard play: the board's spaces, the hand, the discard piles (Enter clicks them)."""
        view = self.view()
        hand = view.hand if view is not None else ()
        return (focus.rect_targets("board", [space_rect(s) for s in range(SPACES)])
                + self.hand.targets(hand)
                + self.piles.targets())

    def focus_first(self) -> object:
        return ("board", SPACES // 2)

    # ------------------------------------------------------------ time

    def update(self, dt: float) -> None:
        super().update(dt)
        self.refresh_buttons()

    # ------------------------------------------------------------ drawing

    def status_line(self) -> str:
        if self.match.is_over:
            return _("Four in a row!") if self.state.winner is not None else _("A draw.")
        seat = self.match.current_seat
        assert seat is not None  # a game not over has a seat to move
        if self.match.seats[seat].computer:
            # Translators: shown right after a badge with the computer player's name.
            return _("is thinking") + self.thinking_dots()
        if self.human_to_act() is None:
            return _("It is this player's turn.")
        view = self.view()
        if view.legal_actions() == [PASS]:
            return _("No card can be played: tap the pass button.")
        if self.selected is None:
            return _("Pick a card.")
        kind = CARDS[self.selected].kind
        if kind == DRAGON:
            if not view.targets(self.selected):  # early on: nobody else has a chip down yet
                return _(NO_CHIP_TO_TAKE)
            return _("Dragon: tap another player's chip to take it away.")
        if kind == UNICORN:
            return _("Unicorn: tap any empty space.")
        if view.is_dead(self.selected):
            return _("Swap this card for a new one.")
        return _("Tap a glowing space.")

    def draw(self, surface: pygame.Surface) -> None:
        if self.app.scenes and self.app.scene is not self:
            # A dialog on top (the celebration, the pause menu) holds update(): the winning chips go on pulsing.
            now = pygame.time.get_ticks()
            if self._ticks is not None:
                self.clock += min(0.1, (now - self._ticks) / 1000)
            self._ticks = now
        else:
            self._ticks = None
        view = self.view()
        surface.fill(theme.FELT)
        self.draw_top(surface)
        surface.blit(render_board(), (BOARD.x - FRAME, BOARD.y - FRAME))
        self.draw_chips(surface)
        self.draw_targets(surface)
        self.draw_last_move(surface)
        self.draw_players(surface)
        self.draw_hand(surface, view)
        self.draw_message(surface, MESSAGE)
        self.draw_celebration(surface)
        super().draw(surface)

    def redraw_in(self) -> float | None:
        if self.party and self.win_time is not None and self.celebration.flying(self.clock - self.win_time):
            return 0.0  # the celebration flies, under the result window too (see draw)
        return super().redraw_in()

    def pulse(self, speed: float = 6.0) -> float:
        return self.wave(speed)

    def draw_top(self, surface: pygame.Surface) -> None:
        seat = self.match.current_seat
        if seat is None:
            seat = self.state.winner
        # The badge of the seat to play at the start of the line, the status after it; the top bar's
        # buttons at the end (all mirrored in right to left).
        room = self.status_room(BOARD.x - FRAME, 16)
        if seat is not None:
            colour = seat_colour(seat)
            label = theme.fit_name(self.match.seats[seat].shown, theme.TEXT_HEADING, 300, ink_on(colour), bold=True)
            badge = pygame.Rect(0, 10, 78 + label.get_width(), 58)
            badge.x = theme.align_x(room.x, room.width, badge.width)
            pygame.draw.rect(surface, theme.FELT_DARK, badge.move(2, 3), border_radius=29)
            pygame.draw.rect(surface, colour, badge, border_radius=29)
            pygame.draw.rect(surface, theme.WHITE, badge, 3, border_radius=29)
            chip_x = badge.right - 30 if theme.rtl() else badge.x + 30  # the chip first in reading order
            pygame.draw.circle(surface, theme.WHITE, (chip_x, badge.centery), 25)
            theme.blit_center(surface, seat_chip(seat, 46), (chip_x, badge.centery))
            name_x = badge.x + 16 if theme.rtl() else badge.x + 62
            surface.blit(label, label.get_rect(midleft=(name_x, badge.centery)))
            room.width -= badge.width + 16
            if not theme.rtl():
                room.x += badge.width + 16
        status = theme.fit_text(self.status_line(), theme.big(theme.TEXT_LABEL), room.width, theme.WHITE, bold=True)
        surface.blit(status, status.get_rect(midleft=(theme.align_x(room.x, room.width, status.get_width()), 39)))

    def chip_at(self, surface: pygame.Surface, space: int) -> None:
        """The chip on `space`, if any and not still falling in; it pulses when it is one of the winning four."""
        owner = self.state.board[space]
        if owner < 0 or self.motion.carries(("space", space)):
            return  # empty, or the chip is still falling in
        rect = space_rect(space)
        size = CHIP + int(self.pulse(5) * 5) * 2 if space in self.state.win_line else CHIP
        theme.blit_center(surface, seat_chip(owner, size), rect.center)
        name = LAYOUT[space]
        if name is not None:  # a covered space still says which animal it is
            theme.blit_center(surface, animal_badge(name, seat_colour(owner)), (rect.x + BADGE_AT, rect.y + BADGE_AT))

    def draw_chips(self, surface: pygame.Surface) -> None:
        for space in range(SPACES):
            self.chip_at(surface, space)
        self.frame_last_move(surface)

    def frame_last_move(self, surface: pygame.Surface) -> None:
        colour = theme.KIDS_LAST_PLACED if self.last_kind == "place" else theme.KIDS_LAST_REMOVED
        for space in self.last_spaces:
            pygame.draw.rect(surface, colour, space_rect(space).inflate(-2, -2), 5, border_radius=14)

    def draw_recap(self, surface: pygame.Surface, events: list[Event]) -> None:
        """Since your last turn (parts.recap): the spaces the others put chips on or took them from;
        the last move's keeps its own, bolder frame on top, and its recap ring goes outside that
        frame (on the same rectangle the frame hid it)."""
        pulse = self.recap.pulse()
        for space in dict.fromkeys(e.space for e in events if isinstance(e, Placed | Removed)):
            inset = 0 if space in self.last_spaces else -8
            light(surface, space_rect(space).inflate(inset, inset), pulse, 12)
        self.frame_last_move(surface)

    def spotlight(self, surface: pygame.Surface, spaces, colour: tuple[int, int, int], bar: bool = False) -> None:
        """Dim the board but `spaces`, which stay bright with a pulsing ring (and a bar through them)."""
        surface.blit(shade(BOARD.inflate(2 * FRAME, 2 * FRAME).size, 16), (BOARD.x - FRAME, BOARD.y - FRAME))
        board = render_board()
        for space in spaces:
            rect = space_rect(space)
            surface.blit(board, rect, rect.move(FRAME - BOARD.x, FRAME - BOARD.y))
        if bar:
            a, b = space_rect(spaces[0]).center, space_rect(spaces[-1]).center
            pygame.draw.line(surface, theme.WIN_LINE_HALO, a, b, 30)
            pygame.draw.line(surface, colour, a, b, 20)
        image = glow(colour, int(self.pulse() * 5.99), CELL)
        for space in spaces:
            self.chip_at(surface, space)
            surface.blit(image, space_rect(space))

    def draw_targets(self, surface: pygame.Surface) -> None:
        if self.state.win_line:
            self.spotlight(surface, self.state.win_line, theme.WIN_LINE, bar=True)
            return
        targets = self.targets()
        if targets and self.selected is not None:
            self.spotlight(surface, sorted(targets), theme.KIDS_GLOW[CARDS[self.selected].kind])

    def draw_last_move(self, surface: pygame.Surface) -> None:
        if not self.last_move:
            return
        x = BOARD.x
        if self.last_seat is not None:
            theme.blit_center(surface, seat_chip(self.last_seat, 36), (x + 18, LAST_MOVE_Y))
            x += 44
        if self.last_card is not None:
            theme.blit_center(surface, card_face(picture_name(self.last_card), 34, 46), (x + 17, LAST_MOVE_Y))
            x += 44
        text = theme.fit_text(self.last_move, theme.TEXT_BODY, BOARD.right - x, theme.FELT_TEXT)
        surface.blit(text, text.get_rect(midleft=(x, LAST_MOVE_Y)))

    def draw_players(self, surface: pygame.Surface) -> None:
        draw_panel(surface, PLAYERS)
        with self.seats.drawing(surface) as target:  # right to left in Arabic
            panel.draw_player_rows(target, self.match, self.state, self.seats,
                                   lambda seat: self.motion.carries(("pile", seat)))

    def draw_hand(self, surface: pygame.Surface, view) -> None:
        acting = view is not None and self.human_to_act() is not None
        if acting:
            colour = seat_colour(view.seat)
            draw_panel(surface, HAND_PANEL, colour=tint(colour, 0.8), edge=colour)
            pygame.draw.rect(surface, colour, HAND_PANEL, 4, border_radius=12)
        else:
            draw_panel(surface, HAND_PANEL, colour=theme.FELT_DARK, edge=theme.KIDS_HAND_EDGE)
        if view is None:
            for rect in self.hand_rects((0, 0, 0)):
                surface.blit(card_back(CARD_W, CARD_H), rect)
            if self.match.current_seat is not None:
                hidden = theme.text(_("Hands are hidden."), theme.TEXT_BODY, theme.FELT_TEXT)
                theme.blit_center(surface, hidden, (HAND_PANEL.centerx, HAND_PANEL.bottom - 30))
            return
        for slot in self.hand.slots(view.hand, self.picked()):
            card, rect = slot.card, slot.shown
            if self.motion.carries(("hand", card)):
                continue  # on its way from the pile to draw
            if acting and self.selected is None:  # "pick me", then still
                rect = rect.move(0, int((self.wave(3, slot.index * 1.1, rest=0.5) * 2 - 1) * 5))
            self.hand.drawn_at(card, rect)
            dead = view.is_dead(card)  # the face from this module's card_face: tests/ui/test_demo.py watches it
            paint_hand_card(surface, card_face(picture_name(card), CARD_W, CARD_H, dead), rect, dead)
            if card == self.selected:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(10, 10), 6, border_radius=18)
        if not acting:
            mine = theme.text(self.whose_cards(_("Your cards")), theme.TEXT_SMALL, theme.FELT_TEXT)
            theme.blit_center(surface, mine, (HAND_PANEL.centerx, HAND_PANEL.bottom - 30))

    def draw_celebration(self, surface: pygame.Surface) -> None:
        """Party pictures and stars burst from the winning line and around the result."""
        if self.win_time is None or not self.state.win_line or not self.party:
            return
        line = self.state.win_line
        a, b = space_rect(line[0]).center, space_rect(line[-1]).center
        self.celebration.draw(surface, self.clock - self.win_time, [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2),
                                                                     (HAND_PANEL.centerx, HAND_PANEL.y + 10)])
