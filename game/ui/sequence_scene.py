"""The classic Sequence table: board, hand, players and piles, and the turn flow.

The scene only turns clicks into engine actions and hands them to the Match;
every rule is the engine's. What a seat sees is taken from its View.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ai.hints import team_name
from game.engine import Action, Event
from game.engine.core import N_
from game.engine.sequence import (
    CARDS,
    LAYOUT,
    RULES_TEXT,
    SIZE,
    Draw,
    EndTurn,
    Exchange,
    Pass,
    Place,
    Remove,
    jack_kind,
)
from game.i18n import _, listing, ngettext
from game.match import Match
from game.ui import focus, sound, theme
from game.ui.cards import board_face, card_back, card_face, suit_symbol
from game.ui.chips import chip
from game.ui.dialogs import dim
from game.ui.drawing_cache import MB, cached_drawing
from game.ui.motion import Tween
from game.ui.scene import Scene
from game.ui.seat_labels import computer_tag
from game.ui.spotlight import Celebration, glow, shade
from game.ui.table import GameOverDialog, TableScene
from game.ui.widgets import Button, draw_panel

CELL = 60
BOARD = pygame.Rect(20, 52, CELL * SIZE, CELL * SIZE)
FRAME = 8  # the board's wooden frame around BOARD (render_board)
ROW_Y = BOARD.bottom + 14  # the buttons and the message box, beside the hand
# A picked hand card rises by LIFT; with its 3 px ring it stays below the board's frame.
LIFT = 6
CARD_W, CARD_H = 90, 126
HAND_Y = BOARD.bottom + FRAME + 3 + LIFT + 1  # the hand's cards: 670 to 796, inside the 800 px window
PANEL = pygame.Rect(640, 52, 620, 578)
# Refusals, hints and sequences are said below the panel, by the buttons: over the board they hid
# its bottom row (and a space lit there) while they showed.
# The Moves button, between the hand and the turn's buttons: a hand of 7 ends at x=692, its
# label ("Your hand") follows it.
MOVES = pygame.Rect(PANEL.x + 170, ROW_Y + 6, 124, 48)
MESSAGE = pygame.Rect(PANEL.x + 60, ROW_Y + 62, PANEL.width - 60, 50)  # clear of the keyboard hint below it
SUIT_CHARS = {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}
# A removing jack picked while no chip may be taken (early on, or every chip of theirs in a sequence).
NO_CHIP_TO_REMOVE = N_("No chip can be removed now: pick another card.")


def card_text(card: int) -> str:
    c = CARDS[card]
    return ("10" if c.rank == "T" else c.rank) + SUIT_CHARS[c.suit]


def describe_move(events: list[Event], names: Sequence[str], viewer: int | None) -> list[str]:
    """One action's events as sentences for `viewer` (the move log): a drawn card is named to its
    drawer only."""
    said: list[str] = []
    for e in events:
        name = names[e.seat] if e.seat is not None else ""
        d = e.data
        if e.kind == "place":
            said.append(_("{name} played {card}.").format(name=name, card=card_text(d["card"])))
        elif e.kind == "remove":
            said.append(_("{name} removed a {team} chip with {card}.").format(
                name=name, team=team_name(d["team"]), card=card_text(d["card"])))
        elif e.kind == "exchange":
            said.append(_("{name} exchanged the dead card {card}.").format(name=name, card=card_text(d["card"])))
        elif e.kind == "sequence":
            said.append(_("Sequence for {team}!").format(team=team_name(d["team"])))
        elif e.kind == "draw":
            if e.shown_to(viewer):
                said.append(_("You drew {card}.").format(card=card_text(d["card"])))
            else:
                said.append(_("{name} drew a card from the stock.").format(name=name))
        elif e.kind == "reshuffle":
            said.append(_("The stock ran out: the discard piles were shuffled into a new stock."))
        elif e.kind == "skip_draw":
            said.append(_("{name} ended the turn without drawing.").format(name=name))
        elif e.kind == "pass":
            said.append(_("{name} could not play and passed.").format(name=name))
        elif e.kind == "game_over":
            said.append(_("A draw.") if d["draw"] else _("{team} wins!").format(team=team_name(d["team"])))
    return said


def space_rect(space: int) -> pygame.Rect:
    r, c = divmod(space, SIZE)
    return pygame.Rect(BOARD.x + c * CELL, BOARD.y + r * CELL, CELL, CELL)


def space_at(pos: tuple[int, int]) -> int | None:
    if not BOARD.collidepoint(pos):
        return None
    c = (pos[0] - BOARD.x) // CELL
    r = (pos[1] - BOARD.y) // CELL
    return r * SIZE + c


@cached_drawing(4 * MB)
def bar_layer() -> pygame.Surface:
    """The see-through layer the sequence bars are drawn on, cleared after each frame: one for
    every table (asked for at each draw), so a new game does not allocate another full-screen surface."""
    return pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)


@cached_drawing(2 * MB)  # shared by every table, asked for at each draw (see drawing_cache)
def render_board() -> pygame.Surface:
    """The empty board, drawn once: every space's card face and the free corners."""
    surface = pygame.Surface(BOARD.inflate(2 * FRAME, 2 * FRAME).size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (92, 52, 28), surface.get_rect(), border_radius=12)
    for space, code in enumerate(LAYOUT):
        rect = space_rect(space).move(FRAME - BOARD.x, FRAME - BOARD.y).inflate(-4, -4)
        if code is None:
            pygame.draw.rect(surface, (238, 206, 120), rect, border_radius=5)
            star = [(rect.centerx + math.cos(a) * r, rect.centery + math.sin(a) * r)
                    for i in range(10)
                    for a, r in [(-math.pi / 2 + i * math.pi / 5, 20 if i % 2 == 0 else 9)]]
            pygame.draw.polygon(surface, (196, 140, 30), star)
            free = _("FREE")  # bold where it fits the corner at the smallest size ("VAPAA" at 14 px does not)
            bold = theme.text_width(free, theme.min_text(), bold=True) <= rect.width - 4
            theme.blit_center(surface, theme.fit_text(free, theme.min_text(), rect.width - 4, (120, 80, 10), bold=bold),
                              (rect.centerx, rect.bottom - 9))
        else:
            surface.blit(board_face(code[0], code[1], rect.width), rect)
    return surface


class CutDialog(Scene):
    """Shows every seat's cut card and who starts (the rules' "cut for first player")."""

    opaque = False
    announcement = True  # a demo closes it by itself (Enter) once it has been read

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        rounds = match.state.cut
        self.panel = pygame.Rect(0, 0, 900, 200 + 150 * len(rounds[-2:]))
        self.panel.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        self.widgets.append(Button((self.panel.centerx - 110, self.panel.bottom - 66, 220, 50), _("Start playing"),
                                   app.pop, key=pygame.K_RETURN))

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        draw_panel(surface, self.panel)
        state, seats = self.match.state, self.match.seats
        starter = theme.short_name(seats[state.turn].shown)
        theme.blit_center(surface, theme.text(_("The cut: lowest card starts, aces high"), 26, theme.INK, bold=True),
                          (self.panel.centerx, self.panel.y + 34))
        y = self.panel.y + 66
        rounds = state.cut[-2:]
        if len(state.cut) > 1:
            theme.blit_center(surface, theme.text(_("A tie for lowest: those players cut again."), 17, theme.MUTED),
                              (self.panel.centerx, y))
            y += 14
        for rnd in rounds:
            w = min(90, (self.panel.width - 40) // len(rnd) - 8)
            h = int(w * 1.4)
            x = self.panel.centerx - len(rnd) * (w + 8) // 2
            for seat, card in rnd:
                c = CARDS[card]
                surface.blit(card_face(c.rank, c.suit, w, h), (x, y + 10))
                theme.blit_center(surface, theme.fit_name(seats[seat].shown, 14, w + 6), (x + w // 2, y + h + 22))
                x += w + 8
            y += h + 44
        theme.blit_center(surface, theme.fit_text(_("{name} starts.").format(name=starter), 22, self.panel.width - 40,
                                                  theme.INK, bold=True), (self.panel.centerx, self.panel.bottom - 92))
        super().draw(surface)


def even_lines(message: str, size: int, width: int) -> list[str]:
    """`message` broken into two lines of about the same width, each no wider than `width` (a
    greedy wrap left a card's name alone on the second line: "... the dead card" / "10♥.")."""
    words = message.split(" ")
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    widths = [(max(theme.text_width(a, size), theme.text_width(b, size)), [a, b]) for a, b in splits]
    fitting = [w for w in widths if w[0] <= width]
    return min(fitting, key=lambda w: w[0])[1] if fitting else theme.wrap(message, size, width)[:2]


def paint_card(surface: pygame.Surface, card: int, rect: pygame.Rect) -> None:
    c = CARDS[card]
    surface.blit(card_face(c.rank, c.suit, rect.width, rect.height), rect)


class SequenceScene(TableScene):
    rules_title = N_("Sequence")
    rules_text = RULES_TEXT
    recalls_moves = True  # show_events only describes, lights and animates: safe to retell after undo
    describe_move = staticmethod(describe_move)
    moves_in_bar = False  # the top bar holds the status and the last move: the log opens beside the hand

    def moves_rect(self) -> pygame.Rect:
        """The Moves button left to right: under the players' panel, between the hand and the turn's buttons.
        The board and the panel keep their places in right to left, so does this button (the top
        bar mirrors what this returns: mirrored here, it lands where it is drawn left to right)."""
        return theme.mirror(MOVES)

    def __init__(self, app, match: Match) -> None:
        super().__init__(app, match)
        self.selected: int | None = None  # card id picked in the hand
        self.last_spaces: tuple[int, ...] = ()
        # Per seat, the spaces the others changed since that seat's last move: with several players
        # the last move alone does not tell what happened since your turn.
        self.changed: list[list[int]] = [[] for _ in range(match.config.players)]
        self.last_move = ""
        self.card_spots: dict[int, tuple[int, int]] = {}  # card -> where it was last drawn in the hand
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
        self.changed = [[] for _ in self.changed]
        self.last_move = ""
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
                                 colour=(130, 100, 60))
        # Shown only when no card in the hand can be played or exchanged: the turn must pass.
        self.pass_button = Button(row, _("No move: pass"), self.pass_turn, colour=(130, 100, 60))
        self.menu_button = Button((theme.WIDTH - 130, 6, 116, 38), _("Menu"), self.pause, size=17,
                                  colour=(90, 90, 110))
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

    def show_events(self, events: list[Event]) -> None:
        """Describe the move in the top line, light its space and drop the chip in."""
        seats = self.match.seats
        spaces: list[int] = []
        for e in events:
            name = theme.short_name(seats[e.seat].shown) if e.seat is not None else ""
            if e.kind == "place":
                sound.play("chip")
                spaces.append(e.data["space"])
                self.note_change(e.seat, e.data["space"])
                self.animate_card(e.seat, e.data["card"], e.data["space"])
                self.last_move = _("{name} played {card}.").format(name=name, card=card_text(e.data["card"]))
            elif e.kind == "remove":
                sound.play("remove")
                self.animate_card(e.seat, e.data["card"])
                spaces.append(e.data["space"])
                self.note_change(e.seat, e.data["space"])
                self.last_move = _("{name} removed a {team} chip with {card}.").format(
                    name=name, team=team_name(e.data["team"]), card=card_text(e.data["card"]))
            elif e.kind == "exchange":
                self.animate_card(e.seat, e.data["card"])
                self.last_move = _("{name} exchanged the dead card {card}.").format(
                    name=name, card=card_text(e.data["card"]))
            elif e.kind == "sequence":
                sound.play("sequence")
                done = _("Sequence for {team}!").format(team=team_name(e.data["team"]))
                self.last_move += " " + done
                if not self.match.is_over:  # (at the end the result says it)
                    self.say(done)  # the last move line changes with the next move; this stays a while
            elif e.kind == "draw":
                self.animate_draw(e.seat, e.data["card"])
            elif e.kind == "reshuffle":
                self.say(_("The stock ran out: the discard piles were shuffled into a new stock."))
            elif e.kind == "skip_draw":
                self.last_move = _("{name} ended the turn without drawing.").format(name=name)
            elif e.kind == "pass":
                self.last_move = _("{name} could not play and passed.").format(name=name)
                self.note_change(e.seat, None)
        if spaces:
            self.last_spaces = tuple(spaces)

    def note_change(self, seat: int, space: int | None) -> None:
        """`seat` took its turn (changing `space`): what it had missed is seen, the others missed this."""
        for other, seen in enumerate(self.changed):
            if other == seat:
                seen.clear()
            elif space is not None:
                seen.append(space)

    def animate_card(self, seat: int, card: int, space: int | None = None) -> None:
        """The played card slides from the hand (or the seat's row) to its discard pile; a chip drops in."""
        row = self.pile_rects()[seat]
        start = self.card_spots.get(card) if seat == self.viewer else (PANEL.x + 120, row.centery)
        c = CARDS[card]
        self.motion.add(Tween(card_face(c.rank, c.suit, 60, 84), start or (PANEL.x + 120, row.centery), row.center,
                              scale=(1.0, 0.5), arc=30, key=("pile", seat)))
        if space is not None:
            team = self.state.board[space]
            centre = space_rect(space).center
            self.motion.add(Tween(chip(team, 44), centre, centre, duration=0.4, scale=(1.5, 1.0), key=("space", space)))

    def animate_deal(self) -> None:
        """The opening deal: one card at a time round the table, from the stock."""
        stock = (PANEL.x + 60, PANEL.bottom - 20)
        hands = self.state.hands
        view = self.view()
        ends, keys = [], []
        for i in range(max(len(h) for h in hands)):
            for seat, hand in enumerate(hands):
                if i < len(hand):
                    mine = view is not None and seat == self.viewer
                    ends.append(self.hand_rects(hand)[i].center if mine else (PANEL.x + 120, self.pile_rects()[seat].centery))
                    keys.append(("hand", hand[i]) if mine else None)
        self.motion.deal(card_back(60, 84), stock, ends, keys)

    def animate_draw(self, seat: int, card: int) -> None:
        """A card comes off the stock: face up into the hand of the seat looking, face down to another seat."""
        stock = (PANEL.x + 60, PANEL.bottom - 20)
        if seat == self.viewer:
            view = self.view()
            end = self.hand_rects(view.hand)[view.hand.index(card)].center if card in view.hand else (BOARD.x, HAND_Y)
            c = CARDS[card]
            image = card_face(c.rank, c.suit, CARD_W, CARD_H)
            self.motion.add(Tween(image, stock, end, scale=(0.4, 1.0), delay=0.2, key=("hand", card)))
        else:
            end = (PANEL.x + 120, self.pile_rects()[seat].centery)
            self.motion.add(Tween(card_back(40, 56), stock, end, delay=0.2))

    def draw_hint(self, surface: pygame.Surface, action: Action) -> None:
        view = self.view()
        card = getattr(action, "card", None)
        if view is not None and card in view.hand:
            rect = self.hand_rects(view.hand)[view.hand.index(card)]
            self.hint_ring(surface, rect.move(0, -LIFT) if card == self.selected else rect)
        if isinstance(action, (Place, Remove)):
            self.hint_ring(surface, space_rect(action.space).inflate(-6, -6), 6)
        elif isinstance(action, (Draw, EndTurn)):
            self.hint_ring(surface, (self.draw_button if isinstance(action, Draw) else self.end_button).rect, 10)
        elif isinstance(action, Pass):
            self.hint_ring(surface, self.pass_button.rect, 10)

    # ------------------------------------------------------------ input

    def hand_rects(self, hand: tuple[int, ...]) -> list[pygame.Rect]:
        gap = 8 if len(hand) <= 6 else 6
        rects = []
        for i in range(len(hand)):
            r = pygame.Rect(BOARD.x + i * (CARD_W + gap), HAND_Y, CARD_W, CARD_H)
            rects.append(r)
        return rects[::-1] if theme.rtl() else rects  # the first card at the right in RTL

    def pile_rects(self) -> list[pygame.Rect]:
        n = self.match.config.players
        row_h = min(40, (PANEL.height - 196) // n)
        return [pygame.Rect(PANEL.right - 70, PANEL.y + 160 + i * row_h, 50, row_h - 4) for i in range(n)]

    def handle_event(self, event: pygame.event.Event) -> None:
        before = len(self.app.scenes)
        super().handle_event(event)
        if len(self.app.scenes) != before or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return
        if any(w.visible and w.rect.collidepoint(event.pos) for w in self.widgets):
            return
        if self.match.is_over:
            return
        for seat, rect in enumerate(self.pile_rects()):
            if theme.mirror_in(rect, PANEL).collidepoint(event.pos):
                self.browse_pile(seat, self.state.discards[seat], paint_card)
                return
        seat = self.human_to_act()
        view = self.view()
        if view is not None:
            for card, rect in zip(view.hand, self.hand_rects(view.hand), strict=True):
                if rect.collidepoint(event.pos):
                    if seat is None:
                        self.not_your_turn()
                    elif self.state.phase == 1:  # the card is played: a card picked now could do nothing
                        self.say(_("You have played: draw your card from the stock, or end your turn."))
                    else:
                        self.selected = None if self.selected == card else card
                        self.explain_selection()
                    self.refresh_buttons()
                    return
        space = space_at(event.pos)
        if space is not None:
            self.click_space(space)

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
        return (focus.rect_targets("board", [space_rect(s) for s in range(100)])
                + focus.rect_targets("hand", self.hand_rects(hand), keys=hand)
                + focus.rect_targets("piles", self.pile_rects()))

    def focus_first(self) -> object:
        return ("board", 44)  # near the middle of the board

    # ------------------------------------------------------------ update

    # ------------------------------------------------------------ drawing

    def status_line(self) -> str:
        if self.match.is_over:
            return _("The game is over.")
        seat = self.match.current_seat
        name = theme.short_name(self.match.seats[seat].shown)
        team = team_name(self.state.team(seat))
        if self.match.seats[seat].computer:
            return _("{name} ({team}) is thinking").format(name=name, team=team) + self.thinking_dots()
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
        status = theme.fit_text(self.status_line(), theme.big(22), min(760, room.width - last - 24), theme.WHITE,
                                bold=True)
        surface.blit(status, (theme.align_x(room.x, room.width, status.get_width()), 12 if status.get_height() < 30 else 6))
        if self.last_move:
            width = min(420, room.width - status.get_width() - 24)
            self.draw_last_move(surface, theme.mirror((BOARD.x + room.width - width, 0, width, 0)))
        surface.blit(render_board(), (BOARD.x - FRAME, BOARD.y - FRAME))
        self.draw_chips(surface)
        self.draw_targets(surface)
        self.draw_panel(surface)
        self.draw_hand(surface)
        self.draw_message(surface, MESSAGE)
        self.draw_celebration(surface)
        super().draw(surface)

    def draw_last_move(self, surface: pygame.Surface, span: pygame.Rect) -> None:
        """The last move at the end of `span` (its right end; its left end in right to left): one
        line, or two smaller ones when long."""
        width = span.width
        size, lines = 16, [self.last_move]
        if theme.text_width(self.last_move, 16) > width:
            for size in range(15, theme.min_text() - 1, -1):
                lines = theme.wrap(self.last_move, size, width)
                if len(lines) <= 2:
                    lines = even_lines(self.last_move, size, width) if len(lines) == 2 else lines
                    break
        top = 18 if len(lines) == 1 else 6
        for i, line in enumerate(lines[:2]):
            image = theme.fit_text(line, size, width, (210, 235, 220))
            x = span.x if theme.rtl() else span.right - image.get_width()
            surface.blit(image, (x, top + i * (size + 4)))

    def chip_at(self, surface: pygame.Surface, space: int) -> None:
        """The chip on `space`, if any and not still dropping in; a gold ring when it is in a sequence."""
        team = self.state.board[space]
        if team < 0 or self.motion.carries(("space", space)):
            return
        rect = space_rect(space)
        image = chip(team, 44)
        surface.blit(image, image.get_rect(center=rect.center))
        if self.state.locked[space]:  # part of a sequence: a gold ring says "cannot be removed"
            pygame.draw.circle(surface, (255, 206, 60), rect.center, 26, 3)

    def draw_chips(self, surface: pygame.Surface) -> None:
        for space in range(SIZE * SIZE):
            self.chip_at(surface, space)
        if self.viewer is not None:  # what the others did since the seat looking last moved, the last move bolder
            for space in self.changed[self.viewer]:
                pygame.draw.rect(surface, (255, 170, 90), space_rect(space).inflate(-4, -4), 2, border_radius=6)
        for space in self.last_spaces:
            pygame.draw.rect(surface, (255, 120, 40), space_rect(space).inflate(-2, -2), 3, border_radius=6)
        self.draw_bars(surface, range(len(self.state.sequences)))

    def draw_bars(self, surface: pygame.Surface, teams, width: int = 10) -> None:
        """Completed sequences: a translucent bar through their spaces, in the team's colour."""
        if not any(self.state.sequences[team] for team in teams):
            return
        overlay = bar_layer()
        for team in teams:
            for seq in self.state.sequences[team]:
                a, b = space_rect(seq[0]).center, space_rect(seq[-1]).center
                pygame.draw.line(overlay, (255, 255, 255, 150), a, b, width + 6)
                pygame.draw.line(overlay, (*theme.TEAM_COLOURS[team], 170), a, b, width)
        surface.blit(overlay, (0, 0))
        overlay.fill((0, 0, 0, 0))

    def winning_team(self) -> int | None:
        outcome = self.state.outcome() if self.match.is_over else None
        return self.state.team(outcome.winners[0]) if outcome is not None and outcome.winners else None

    def draw_targets(self, surface: pygame.Surface) -> None:
        """The spaces a picked card can use stand out: the rest of the board dimmed, they glow (as on
        the kids board); at the end, the winning sequences the same way, in gold."""
        winner = self.winning_team()
        if winner is not None:
            spaces = sorted({s for seq in self.state.sequences[winner] for s in seq})
            self.spotlight(surface, spaces, (255, 196, 0), winner)
            return
        targets = self.targets()
        if not targets:
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
            self.draw_bars(surface, [bars_of], 14)
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
        with theme.mirrored(surface, PANEL) as target:  # right to left in Arabic
            self.draw_panel_lines(target)

    def team_line(self, team: int) -> str:
        """"Blue: 1 of 2 sequences", in the plural form each language uses for that goal."""
        need = self.match.config.needed_sequences
        return ngettext("{team}: {have} of {need} sequence", "{team}: {have} of {need} sequences",
                        need).format(team=team_name(team), have=len(self.state.sequences[team]), need=need)

    def draw_panel_lines(self, surface: pygame.Surface) -> None:
        state, match = self.state, self.match
        x, y = PANEL.x + 20, PANEL.y + 14
        surface.blit(theme.text(_("Teams"), 18, theme.MUTED, bold=True), (x, y))
        y += 26
        for team in range(match.config.team_count):
            surface.blit(chip(team, 26), (x, y))
            names = [match.seats[s].shown for s in range(match.config.players) if state.team(s) == team]
            surface.blit(theme.text(self.team_line(team), 17, theme.INK, bold=True), (x + 34, y + 3))
            surface.blit(theme.fit_names(names, 15, 280, theme.MUTED), (x + 300, y + 5))
            y += 30
        y = PANEL.y + 134  # below three team rows
        surface.blit(theme.text(_("Players"), 18, theme.MUTED, bold=True), (x, y))
        surface.blit(theme.text(_("Cards"), 15, theme.MUTED), (PANEL.right - 200, y + 2))
        surface.blit(theme.text(_("Discards"), 15, theme.MUTED), (PANEL.right - 96, y + 2))
        current = match.current_seat
        for seat, rect in enumerate(self.pile_rects()):
            row_mid = rect.centery
            if seat == current:
                pygame.draw.rect(surface, (255, 236, 170), (PANEL.x + 10, rect.y - 1, PANEL.width - 20, rect.height + 2),
                                 border_radius=6)
            team = state.team(seat)
            surface.blit(chip(team, 22), (x, row_mid - 11))
            # The name, then a computer's level after it: the name is cut with "…" before it reaches the card count.
            room = 330
            words = computer_tag(match.seats[seat])
            if words:
                tag = theme.fit_text(words, 15, 170, theme.MUTED)
                room -= tag.get_width() + 10
            name = theme.fit_name(match.seats[seat].shown, 17, room, theme.INK, bold=seat == current)
            surface.blit(name, (x + 32, row_mid - 11))
            if words:
                surface.blit(tag, (x + 32 + name.get_width() + 10, row_mid - 9))
            count = len(state.hands[seat])
            theme.blit_center(surface, theme.text(str(count), 17), (PANEL.right - 178, row_mid))
            pile = state.discards[seat][:-1] if self.motion.carries(("pile", seat)) else state.discards[seat]
            if pile:
                c = CARDS[pile[-1]]
                mini = pygame.Rect(rect.x, rect.y, rect.width, rect.height)
                pygame.draw.rect(surface, theme.WHITE, mini, border_radius=4)
                pygame.draw.rect(surface, (150, 150, 160), mini, 1, border_radius=4)
                label = theme.text("10" if c.rank == "T" else c.rank, min(16, rect.height - 8),
                                   theme.CARD_RED if c.is_red else theme.CARD_BLACK, bold=True)
                surface.blit(label, label.get_rect(midleft=(mini.x + 4, mini.centery)))
                sym = suit_symbol(c.suit, min(16, rect.height - 10))
                surface.blit(sym, sym.get_rect(midright=(mini.right - 4, mini.centery)))
            else:
                pygame.draw.rect(surface, (220, 214, 200), rect, 1, border_radius=4)
        footer = ngettext("Stock: {n} card", "Stock: {n} cards", len(state.stock)).format(n=len(state.stock))
        surface.blit(theme.text(footer, 16, theme.MUTED), (x, PANEL.bottom - 28))
        hint = _("Click a discard pile to look through it.")
        surface.blit(theme.text(hint, 14, theme.MUTED), (PANEL.right - 20 - theme.font(14).size(hint)[0], PANEL.bottom - 26))

    def draw_hand(self, surface: pygame.Surface) -> None:
        view = self.view()
        label_x = BOARD.x
        if view is None:
            seat = self.match.current_seat
            text = _("Hands are hidden.") if seat is not None else ""
            for i in range(3):
                surface.blit(card_back(CARD_W, CARD_H), (label_x + i * 30, HAND_Y))
            surface.blit(theme.text(text, 18, theme.WHITE), (label_x + 160, HAND_Y + 50))
            return
        acting = self.human_to_act() is not None
        rule = self.match.config.jack_rule
        for card, rect in zip(view.hand, self.hand_rects(view.hand), strict=True):
            c = CARDS[card]
            lifted = rect.move(0, -LIFT) if card == self.selected else rect
            self.card_spots[card] = lifted.center
            if self.motion.carries(("hand", card)):
                continue  # on its way from the stock
            surface.blit(card_face(c.rank, c.suit, CARD_W, CARD_H), lifted)
            kind = jack_kind(card, rule)
            if kind:
                tag = pygame.Rect(lifted.x + 4, lifted.bottom - 26, lifted.width - 8, 22)
                pygame.draw.rect(surface, theme.DANGER if kind == "remove" else (40, 140, 80), tag, border_radius=5)
                theme.blit_center(surface, theme.fit_text(_("Remove") if kind == "remove" else _("Wild"), 14,
                                                          tag.width - 6, theme.WHITE, bold=True), tag.center)
            elif self.state.is_dead(card):
                shade = pygame.Surface(lifted.size, pygame.SRCALPHA)
                shade.fill((60, 60, 60, 120))
                surface.blit(shade, lifted)
                tag = pygame.Rect(lifted.x + 4, lifted.bottom - 26, lifted.width - 8, 22)
                pygame.draw.rect(surface, (60, 60, 60), tag, border_radius=5)
                theme.blit_center(surface, theme.text(_("Dead"), 14, theme.WHITE, bold=True), tag.center)
            if card == self.selected:
                pygame.draw.rect(surface, theme.HIGHLIGHT, lifted.inflate(6, 6), 4, border_radius=10)
        if not acting and view.hand:
            x = BOARD.x + len(view.hand) * (CARD_W + 8) + 6
            label = self.whose_cards(_("Your hand"))
            if self.moves_button.visible:  # the label stops short of the Moves button
                label = theme.cut_to(label, 15, MOVES.x - 8 - x)
            surface.blit(theme.text(label, 15, (210, 235, 220)), (x, HAND_Y + 4))
