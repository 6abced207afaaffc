"""The classic Sequence table: board, hand, players and piles, and the turn flow.

The scene only turns clicks into engine actions and hands them to the Match;
every rule is the engine's. What a seat sees is taken from its View. Its parts live in
game/ui/sequence/ (layout, board pictures, cards, the players' panel, the cut, the sentences).
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game import i18n
from game.ai.hints import team_name
from game.engine import Action, Event
from game.engine.core import N_
from game.engine.sequence import (
    LAYOUT,
    RULES_TEXT,
    SIZE,
    Draw,
    Drawn,
    DrawSkipped,
    EndTurn,
    Exchange,
    Exchanged,
    Pass,
    Passed,
    Place,
    Placed,
    Remove,
    Removed,
    Reshuffled,
    SequenceMade,
    jack_kind,
)
from game.i18n import _, listing
from game.match import Match
from game.ui import focus, sound, theme
from game.ui.cards import card_back
from game.ui.chips import chip
from game.ui.game_over import GameOverDialog
from game.ui.motion import Tween
from game.ui.move_log import action_lines
from game.ui.parts.hand import Hand
from game.ui.parts.handover import PANEL_SIZE
from game.ui.parts.new_cards import NewCards
from game.ui.parts.pile_column import PileColumn, seat_piles
from game.ui.parts.recap import light
from game.ui.parts.recent_moves import RecentMoves
from game.ui.parts.seat_panel import SeatPanel
from game.ui.parts.top_bar import bar_width
from game.ui.scene import Scene
from game.ui.sequence import hand_row, panel
from game.ui.sequence.board import corner_index, draw_bars, render_board
from game.ui.sequence.cards import card_image, paint_card
from game.ui.sequence.cut import CutDialog
from game.ui.sequence.last_move import draw_last_move
from game.ui.sequence.layout import (
    BOARD,
    CARD_H,
    CARD_W,
    CELL,
    CHIP,
    FRAME,
    HAND_Y,
    LIFT,
    LOCK_RING,
    MESSAGE,
    MOVES,
    PANEL,
    ROW_Y,
    STOCK,
    chip_centre,
    space_at,
    space_rect,
)
from game.ui.sequence.one_pick import HintOrPick
from game.ui.sequence.sentences import describe_move, sentence
from game.ui.spotlight import Celebration, glow, shade
from game.ui.widgets import Button, draw_panel

# A removing jack picked while no chip may be taken (early on, or every chip of theirs in a sequence).
NO_CHIP_TO_REMOVE = N_("No chip can be removed now: pick another card.")
HAND_SPOT = (BOARD.x, HAND_Y)  # where a drawn card the hand no longer holds lands


class SequenceScene(HintOrPick):
    rules_title = N_("Sequence")
    # The pass-on step's panel over the teams' lines: lower, it covered player rows from 8 players on.
    pass_on_spot = (PANEL.centerx, PANEL.y + 4 + PANEL_SIZE[1] // 2)
    rules_text = RULES_TEXT
    recalls_moves = True  # show_events only describes, lights and animates: safe to retell after undo
    describe_move = staticmethod(describe_move)
    moves_in_bar = False  # the top bar holds the status and the last move: the log opens beside the hand

    def moves_rect(self) -> pygame.Rect:
        """The Moves button left to right: under the players' panel, between the hand and the turn's buttons.
        The board and the panel keep their places in right to left, so does this button (the top
        bar mirrors what this returns: mirrored here, it lands where it is drawn left to right). A long
        label ("سجل الحركات") widens it to the left, as the bar's buttons widen, rather than wrapping."""
        width = bar_width(self.moves_button, MOVES.width)
        return theme.mirror(pygame.Rect(MOVES.right - width, MOVES.y, width, MOVES.height))

    def __init__(self, app, match: Match) -> None:
        super().__init__(app, match)
        self.selected: int | None = None  # card id picked in the hand
        self.last_spaces: tuple[int, ...] = ()
        self.last_told: list[Event] = []  # the last move's events, told when drawn (see last_move)
        # The cards held from the board's left edge, the picked one risen; the first at the right in right to left.
        self.seats = SeatPanel(lambda: panel.seat_rows(self.match.config.players), span=PANEL)
        # The last turns in the panel's room under the players: what the others just did, at a glance.
        # Its lines are the events as the table was told them (replayed only where it was not).
        self.recent = RecentMoves(lambda: action_lines(self.match, self.viewer, describe_move, since=self.recap.since),
                                  self.log_version,
                                  lambda seat, size: self.seat_icon(self.match.config, seat, size))
        self.piles = PileColumn(lambda: seat_piles(panel.pile_rects(self.match.config.players)), span=PANEL)
        self.new_cards = NewCards(self, hand_row.arrived)  # the card drawn in the last turn: tagged "new"
        self.hand = Hand(pygame.Rect(BOARD.x, HAND_Y, MOVES.x - BOARD.x, CARD_H), (CARD_W, CARD_H),
                         gap=lambda n: 8 if n <= 6 else 6, lift=LIFT)
        # The win's stars: a few bursts from the winning sequences, then the table rests.
        self.celebration = Celebration(match.seed % 1000, bursts=4, rounds=1)
        self.party_time: float | None = None  # seconds since the win was shown
        self.build_buttons()

    def on_enter(self) -> None:
        super().on_enter()
        if not self.match.has_moves():
            self.animate_deal()
            if self.state.cut:
                self.app.push(CutDialog(self.app, self.match))

    def on_new_turn(self) -> None:
        self.selected = None
        self.refresh_buttons()

    def on_state_replaced(self) -> None:
        self.last_spaces = ()
        self.last_told = []
        self.party_time = None
        super().on_state_replaced()

    @staticmethod
    def seat_icon(config, seat: int, size: int) -> pygame.Surface:
        return chip(seat % config.team_count, size)

    def game_over_dialog(self) -> Scene:
        outcome = self.state.outcome()
        # Beside the board (the winning rows stay visible), above the panel's last line.
        center = (PANEL.centerx, PANEL.bottom - 40 - 115)
        if outcome.draw:
            return GameOverDialog(self.app, self, _("A draw."), _("Nobody could move for a whole round."), center=center)
        team = self.state.team(outcome.winners[0])
        self.party_time = 0.0
        names = listing(theme.short_name(self.match.seats[s].shown) for s in outcome.winners)
        return GameOverDialog(self.app, self, _("{team} wins!").format(team=team_name(team)), names,
                              icon=chip(team, 48), center=center)

    # ------------------------------------------------------------ buttons

    def build_buttons(self) -> None:
        y = ROW_Y + 6
        row = pygame.Rect(PANEL.x + 300, y, 320, 48)  # Draw, then End turn: in reading order (RTL too)
        self.exchange_button = Button(row, _("Exchange dead card"), self.exchange)
        self.draw_button = Button(theme.mirror_in((row.x, y, 155, 48), row), _("Draw a card"), self.draw_card,
                                  key=pygame.K_d)
        self.end_button = Button(theme.mirror_in((row.x + 165, y, 155, 48), row), _("End turn"), self.end_turn,
                                 colour="BUTTON_PASS")
        # Shown only when no card in the hand can be played or exchanged: the turn must pass.
        self.pass_button = Button(row, _("No move: pass"), self.pass_turn, colour="BUTTON_PASS")
        self.menu_button = Button((theme.WIDTH - 130, 6, 116, 38), _("Menu"), self.pause, size=theme.TEXT_BODY,
                                  colour="BUTTON_NEUTRAL")
        self.widgets = [self.exchange_button, self.draw_button, self.end_button, self.pass_button, self.menu_button]
        self.refresh_buttons()

    def refresh_buttons(self) -> None:
        acting = self.human_to_act() is not None
        draw_phase = acting and any(isinstance(a, Draw) for a in self.state.legal_actions())
        self.draw_button.visible = self.end_button.visible = draw_phase
        exchange = (acting and not draw_phase and self.selected is not None
                    and Exchange(self.selected) in self.state.legal_actions())
        self.exchange_button.visible = exchange
        self.pass_button.visible = acting and self.state.legal_actions() == [Pass()]

    def exchange(self) -> None:
        if self.selected is not None:
            self.act(Exchange(self.selected))

    def draw_card(self) -> None:
        self.act(Draw())

    def end_turn(self) -> None:
        self.act(EndTurn())

    def pass_turn(self) -> None:
        self.act(Pass())

    def act(self, action: Action) -> bool:
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
        """Describe the move in the top line (the move log's sentences), light its space and drop the chip in."""
        reader = self.reader(self.viewer)
        spaces: list[int] = []
        for e in events:
            told = sentence(e, reader) or ""
            match e:
                case Placed(seat=seat, card=card, space=space):
                    sound.play("chip")
                    spaces.append(space)
                    self.animate_card(seat, card, space)
                    self.last_told = [e]
                case Removed(seat=seat, card=card, space=space):
                    sound.play("remove")
                    self.animate_card(seat, card)
                    spaces.append(space)
                    self.last_told = [e]
                case Exchanged(seat=seat, card=card):
                    self.animate_card(seat, card)
                    self.last_told = [e]
                case SequenceMade():
                    sound.play("sequence")
                    self.last_told = [*self.last_told, e]
                    if not self.match.is_over:  # (at the end the result says it)
                        self.say(told)  # the last move line changes with the next move; this stays a while
                case Drawn(seat=seat, card=card):
                    self.animate_draw(seat, card)
                case Reshuffled():
                    self.say(told)
                case DrawSkipped():
                    self.last_told = [e]
                case Passed():
                    self.last_told = [e]
        if spaces:
            self.last_spaces = tuple(spaces)

    def animate_card(self, seat: int, card: int, space: int | None = None) -> None:
        """The played card slides from the hand (or the seat's row) to its discard pile; a chip drops in."""
        row = self.piles.shown_rects()[seat]  # where the pile shows (right to left too)
        start = self.hand.spots.get(card) if seat == self.viewer else None
        self.motion.add(Tween(card_image(card, 60, 84), start or self.seat_row_spot(seat), row.center,
                              scale=(1.0, 0.5), arc=30, key=("pile", seat)))
        if space is not None:
            team = self.state.board[space]
            centre = chip_centre(space)
            self.motion.add(Tween(chip(team, CHIP), centre, centre, duration=0.4, scale=(1.5, 1.0), key=("space", space)))

    def seat_row_spot(self, seat: int) -> tuple[int, int]:
        """Where a seat's row in the panel sends and takes its cards (face down)."""
        return self.seats.shown_point((PANEL.x + 120, self.pile_rects()[seat].centery))

    def stock_spot(self) -> tuple[int, int]:
        """Where dealt and drawn cards come from: the panel's stock line (at its right end right to left)."""
        return self.seats.shown_point(STOCK)

    def animate_deal(self) -> None:
        """The opening deal: one card at a time round the table, from the stock."""
        hands = self.state.hands
        view = self.view()
        ends: list[tuple[float, float]] = []
        keys: list[Hashable] = []
        for i in range(max(len(h) for h in hands)):
            for seat, hand in enumerate(hands):
                if i < len(hand):
                    mine = view is not None and seat == self.viewer
                    ends.append((self.hand.landing(hand, hand[i]) or HAND_SPOT) if mine else self.seat_row_spot(seat))
                    keys.append(("hand", hand[i]) if mine else None)
        self.motion.deal(card_back(60, 84), self.stock_spot(), ends, keys)

    def animate_draw(self, seat: int, card: int) -> None:
        """A card comes off the stock: face up into the hand of the seat looking, face down to another seat."""
        view = self.view()
        if seat == self.viewer and view is not None:
            end = self.hand.landing(view.hand, card) or HAND_SPOT
            self.motion.add(Tween(card_image(card, CARD_W, CARD_H), self.stock_spot(), end, scale=(0.4, 1.0), delay=0.2,
                                  key=("hand", card)))
        else:
            self.motion.add(Tween(card_back(40, 56), self.stock_spot(), self.seat_row_spot(seat), delay=0.2))

    def picked(self) -> tuple[int, ...]:
        """The hand's picked cards (it rises): the one selected, if any."""
        return () if self.selected is None else (self.selected,)

    def draw_hint(self, surface: pygame.Surface, action: Action) -> None:
        view = self.view()
        card = getattr(action, "card", None)
        if view is not None and card is not None:
            for rect in self.hand.hint_rects(view.hand, (card,), self.picked()):
                self.hint_ring(surface, rect)
        if isinstance(action, (Place, Remove)):
            self.hint_ring(surface, space_rect(action.space).inflate(-6, -6), 6)
        elif isinstance(action, (Draw, EndTurn)):
            self.hint_ring(surface, (self.draw_button if isinstance(action, Draw) else self.end_button).rect, 10)
        elif isinstance(action, Pass):
            self.hint_ring(surface, self.pass_button.rect, 10)

    # ------------------------------------------------------------ input

    def hand_rects(self, hand: tuple[int, ...]) -> list[pygame.Rect]:
        return self.hand.rects(hand)

    @property
    def card_spots(self) -> dict[int, tuple[int, int]]:
        """card -> where it was last drawn in the hand."""
        return self.hand.spots

    def pile_rects(self) -> list[pygame.Rect]:
        """Each seat's discard pile where the panel lays it, left to right (`piles` mirrors them)."""
        return self.piles.rects()

    def handle_event(self, event: pygame.event.Event) -> None:
        before = len(self.app.scenes)
        super().handle_event(event)
        if len(self.app.scenes) != before or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return
        if any(w.visible and w.rect.collidepoint(event.pos) for w in self.widgets):
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
        elif self.state.phase == 1:  # the card is played: a card picked now could do nothing
            self.say(_("You have played: draw your card from the stock, or end your turn."))
        else:
            self.selected = None if self.selected == card else card
            self.explain_selection()
            focus.onto_first(self, [("board", space) for space in self.targets()])  # not left on a taken space
        self.refresh_buttons()

    def explain_selection(self) -> None:
        if self.selected is None:
            self.say("")  # what was said was about the card put back
            return
        kind = jack_kind(self.selected, self.match.config.jack_rule)
        if kind is None and self.state.is_dead(self.selected):
            if self.state.exchanged:
                self.say(_("This card is dead, and you already exchanged one this turn."))
            else:
                self.say(_("This card is dead: both its spaces are taken. Exchange it for a new card."))
        elif kind == "remove" and not self.targets():
            self.say(_(NO_CHIP_TO_REMOVE))
        elif kind is None and not self.targets():
            self.say(_("This card has no free space."))
        else:
            self.say("")

    def click_space(self, space: int) -> None:
        seat = self.human_to_act()
        if seat is None:
            if self.match.is_over:
                self.say("")
            else:
                self.not_your_turn()
            return
        if self.state.phase == 1:
            self.say(_("You have played: draw your card from the stock, or end your turn."))
            return
        if self.selected is None:
            self.say(_("First pick a card from your hand."))
            return
        kind = jack_kind(self.selected, self.match.config.jack_rule)
        action: Action = Remove(self.selected, space) if kind == "remove" else Place(self.selected, space)
        self.act(action)

    def targets(self) -> set[int]:
        """The spaces the selected card may be played on (lit up on the board)."""
        if self.selected is None or self.human_to_act() is None:
            return set()
        out = set()
        for a in self.state.legal_actions():
            if isinstance(a, (Place, Remove)) and a.card == self.selected:
                out.add(a.space)
        return out

    def table_targets(self) -> list[focus.Target]:
        """Keyboard play: the board's spaces, the hand, the discard piles (Enter clicks them)."""
        view = self.view()
        hand = view.hand if view is not None else ()
        return (focus.rect_targets("board", [space_rect(s) for s in range(SIZE * SIZE)])
                + self.hand.targets(hand)
                + self.piles.targets())

    def focus_first(self) -> object:
        return ("board", 44)  # near the middle of the board

    # ------------------------------------------------------------ update

    # ------------------------------------------------------------ drawing

    def status_line(self) -> str:
        if self.match.is_over:
            return _("The game is over.")
        seat = self.match.current_seat
        assert seat is not None  # a game not over has a seat to move
        name = theme.short_name(self.match.seats[seat].shown)
        team = team_name(self.state.team(seat))
        if self.match.seats[seat].computer:
            # Worded as in every table (its team shows in the panel's row, marked as the current one).
            return _("{name} is thinking").format(name=name) + self.thinking_dots()
        if self.human_to_act() is None:
            return _("{name}'s turn").format(name=name)
        if self.state.phase == 1:
            return _("{name}: draw your card from the stock (or end your turn).").format(name=name)
        if self.state.legal_actions() == [Pass()]:
            return _("No card can be played: click the pass button.")
        if self.selected is None:
            return _("{name} ({team}): pick a card from your hand.").format(name=name, team=team)
        kind = jack_kind(self.selected, self.match.config.jack_rule)
        if kind == "wild":
            return _("Wild jack: click any empty space.")
        if kind == "remove":
            if not self.targets():
                return _(NO_CHIP_TO_REMOVE)
            return _("Removing jack: click an opponent's chip to remove it.")
        if self.state.is_dead(self.selected):
            return (_("Dead card: pick another card.") if self.state.exchanged
                    else _("Dead card: exchange it with the button."))
        return _("Click a lit space to place your chip.")

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT)
        # The status line at the start of the line; the last move at its end, before the top bar's
        # buttons (all mirrored in right to left: the buttons at the left).
        room = self.status_room(BOARD.x, 16)
        last = 280 if self.last_move else 0
        status = theme.fit_text(self.status_line(), theme.big(theme.TEXT_LABEL), min(760, room.width - last - 24), theme.WHITE,
                                bold=True)
        surface.blit(status, (theme.align_x(room.x, room.width, status.get_width()), 12 if status.get_height() < 30 else 6))
        if self.last_move:
            width = min(420, room.width - status.get_width() - 24)
            draw_last_move(surface, self.last_move, theme.mirror((BOARD.x + room.width - width, 0, width, 0)))
        surface.blit(render_board(), (BOARD.x - FRAME, BOARD.y - FRAME))
        self.draw_chips(surface)
        self.draw_targets(surface)
        self.draw_panel(surface)
        self.draw_hand(surface)
        self.draw_message(surface, MESSAGE)
        self.draw_celebration(surface)
        super().draw(surface)

    def chip_at(self, surface: pygame.Surface, space: int) -> None:
        """The chip on `space`, if any and not still dropping in; a gold ring when it is in a sequence."""
        team = self.state.board[space]
        if team < 0 or self.motion.carries(("space", space)):
            return
        rect, centre = space_rect(space), chip_centre(space)
        theme.blit_center(surface, chip(team, CHIP), centre)
        if self.state.locked[space]:  # part of a sequence: a gold ring says "cannot be removed"
            pygame.draw.circle(surface, theme.LOCKED_RING, centre, LOCK_RING, 3)
        code = LAYOUT[space]
        if code is not None:  # the card's rank and suit over the chip's rim: "10♣" stays readable
            surface.blit(corner_index(code[0], code[1]), rect.move(2, 2))

    def draw_chips(self, surface: pygame.Surface) -> None:
        for space in range(SIZE * SIZE):
            self.chip_at(surface, space)
        self.frame_last_move(surface)
        draw_bars(surface, self.state.sequences, range(len(self.state.sequences)))

    def frame_last_move(self, surface: pygame.Surface) -> None:
        for space in self.last_spaces:
            pygame.draw.rect(surface, theme.LAST_MOVE, space_rect(space).inflate(-2, -2), 3, border_radius=6)

    def draw_recap(self, surface: pygame.Surface, events: list[Event]) -> None:
        """Since your last turn (parts.recap): the spaces the others put chips on or took them from;
        the last move's keeps its own, bolder frame on top."""
        pulse = self.recap.pulse()
        for space in dict.fromkeys(e.space for e in events if isinstance(e, Placed | Removed)):
            light(surface, space_rect(space).inflate(-6, -6), pulse)
        self.frame_last_move(surface)

    def winning_team(self) -> int | None:
        outcome = self.state.outcome() if self.match.is_over else None
        return self.state.team(outcome.winners[0]) if outcome is not None and outcome.winners else None

    def draw_targets(self, surface: pygame.Surface) -> None:
        """The spaces a picked card can use stand out: the rest of the board dimmed, they glow (as on
        the kids board); at the end, the winning sequences the same way, in gold."""
        winner = self.winning_team()
        if winner is not None:
            spaces = sorted({s for seq in self.state.sequences[winner] for s in seq})
            self.spotlight(surface, spaces, theme.WIN_LINE, winner)
            return
        targets = self.targets()
        if not targets or self.selected is None:
            return
        removing = jack_kind(self.selected, self.match.config.jack_rule) == "remove"
        self.spotlight(surface, sorted(targets), theme.DANGER if removing else theme.HIGHLIGHT)

    def spotlight(self, surface: pygame.Surface, spaces: list[int], colour: tuple[int, int, int],
                  bars_of: int | None = None) -> None:
        """Dim the board but `spaces`, which stay bright (their chips too) in a pulsing ring; with
        `bars_of`, that team's sequence bars run under the chips."""
        surface.blit(shade(BOARD.inflate(2 * FRAME, 2 * FRAME).size, 12), (BOARD.x - FRAME, BOARD.y - FRAME))
        board = render_board()
        for space in spaces:
            rect = space_rect(space)
            surface.blit(board, rect, rect.move(FRAME - BOARD.x, FRAME - BOARD.y))
        if bars_of is not None:
            draw_bars(surface, self.state.sequences, [bars_of], 14)
        ring = glow(colour, int(self.wave(6) * 5.99), CELL)
        for space in spaces:
            surface.blit(ring, space_rect(space))
            self.chip_at(surface, space)  # over the ring's tint: a chip keeps its team's colour

    # ------------------------------------------------------------ the win's celebration

    def update(self, dt: float) -> None:
        super().update(dt)
        self.advance_party(dt)

    def update_under(self, dt: float) -> None:
        super().update_under(dt)  # under the result window too
        self.advance_party(dt)

    def advance_party(self, dt: float) -> None:
        if self.party_time is not None and self.celebration.flying(self.party_time):
            self.party_time += dt

    def redraw_in(self) -> float | None:
        if self.party_time is not None and self.celebration.flying(self.party_time):
            return 0.0  # the stars fly, under the result window too
        return super().redraw_in()

    def draw_celebration(self, surface: pygame.Surface) -> None:
        """Stars and party pictures burst from each winning sequence, a few times, then stop."""
        winner = self.winning_team()
        if self.party_time is None or winner is None or not self.state.sequences[winner]:
            return
        origins = [((space_rect(seq[0]).centerx + space_rect(seq[-1]).centerx) / 2,
                    (space_rect(seq[0]).centery + space_rect(seq[-1]).centery) / 2)
                   for seq in self.state.sequences[winner]]
        self.celebration.draw(surface, self.party_time, origins)

    def draw_panel(self, surface: pygame.Surface) -> None:
        draw_panel(surface, PANEL)
        with self.seats.drawing(surface) as target:  # right to left in Arabic
            panel.draw_panel_lines(target, self.match, self.state, self.seats,
                                   lambda seat: self.motion.carries(("pile", seat)))
            self.recent.draw(target, panel.recent_rect(self.match.config.players))

    def log_version(self) -> tuple:
        """What the log's lines depend on: the panel's last moves are read again when it changes."""
        return len(self.match.actors), self.match.generation, self.viewer, i18n.language()

    def team_line(self, team: int) -> str:
        """"Blue: 1 of 2 sequences", in the plural form each language uses for that goal."""
        return panel.team_line(self.match, self.state, team)

    def draw_hand(self, surface: pygame.Surface) -> None:
        hand_row.draw_hand(self, surface)
