"""The Sequence for kids table: a big board of animal pictures, three big cards, chips that drop in.

Made for a child of four: picking a card makes the spaces it can use glow, a chip
drops in with a sound, a win bursts into party pictures around the four winning
chips. Words on the table are for the grown-ups only (names, a status line, the
last move); nothing needs reading to take a turn. Every rule is the engine's: a
click becomes a Place, Remove, Exchange or Pass handed to the Match.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import partial

import pygame

from game.engine import Event
from game.engine.core import N_
from game.engine.sequence_kids import (
    ANIMAL,
    ANIMALS,
    CARDS,
    CHIP_COLOURS,
    COLS,
    DRAGON,
    LAYOUT,
    PASS,
    ROWS,
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
from game.ui.chips import symbol_chip
from game.ui.drawing_cache import MB, cached_drawing
from game.ui.motion import Effect, Tween, bounce_out
from game.ui.pictures import picture
from game.ui.scene import Scene
from game.ui.seat_labels import computer_tag
from game.ui.spotlight import Celebration, glow, shade
from game.ui.table import GameOverDialog, TableScene
from game.ui.widgets import Button, draw_panel

# ---------------------------------------------------------------- layout (logical 1280×800)

CELL = 100
FRAME = 10
BOARD = pygame.Rect(20, 78, COLS * CELL, ROWS * CELL)  # 700 × 600
CHIP = 66
BADGE = 46  # the animal's picture left showing beside a chip, centred BADGE_AT from a space's corner
BADGE_AT = 24
PLAYERS = pygame.Rect(752, 78, 508, 296)
HAND_PANEL = pygame.Rect(752, 388, 508, 310)
CARD_W, CARD_H = 148, 206
CARD_GAP = 14
HAND_Y = HAND_PANEL.y + 26
LIFT = 20
MESSAGE = pygame.Rect(752, 712, 508, 56)
VANISH_TIME = 0.8  # seconds the Dragon takes to carry a chip away (at normal animation speed)
FLASH_TIME = 0.6  # seconds a refused space blinks
LAST_MOVE_Y = BOARD.bottom + FRAME + 30

# Kid chips: the engine's four colours (theme.KID_COLOURS), each with its own symbol (for colour-blind players).
KID_SYMBOLS = {"red": "heart", "yellow": "star", "green": "triangle", "blue": "square"}
# Soft backgrounds shared by an animal's card and its two board spaces (a second clue after the picture).
PASTELS = (
    (255, 226, 222), (255, 242, 200), (220, 244, 214), (216, 234, 255),
    (238, 224, 255), (255, 230, 206), (212, 244, 240), (250, 220, 238),
)  # fmt: skip
GLOW = {ANIMAL: (255, 222, 40), UNICORN: (255, 120, 220), DRAGON: (236, 48, 36)}
NO_CHIP_TO_TAKE = N_("No chip to take away yet: pick another card.")


def describe_move(events: list[Event], names: Sequence[str], viewer: int | None) -> list[str]:
    """One action's events as sentences for `viewer` (the move log): a drawn card is named to its
    drawer only."""
    said: list[str] = []
    for e in events:
        name = names[e.seat] if e.seat is not None else ""
        d = e.data
        if e.kind == "place":
            if CARDS[d["card"]].kind == UNICORN:
                said.append(_("{name} played the Unicorn.").format(name=name))
            else:
                said.append(_("{name} played the {animal}.").format(name=name, animal=_(CARDS[d["card"]].label)))
        elif e.kind == "remove":
            said.append(_("{name}'s Dragon took away a chip of {owner}.").format(name=name, owner=names[d["team"]]))
        elif e.kind == "exchange":
            said.append(_("{name} swapped a card nobody could use.").format(name=name))
        elif e.kind == "draw":
            if e.shown_to(viewer):
                said.append(_("You drew {card}.").format(card=_(CARDS[d["card"]].label)))
            else:
                said.append(_("{name} drew a card from the stock.").format(name=name))
        elif e.kind == "reshuffle":
            said.append(_("The cards ran out: every discard pile was shuffled into a new pile."))
        elif e.kind == "pass":
            said.append(_("{name} could not play and passed.").format(name=name))
        elif e.kind == "game_over":
            said.append(_("A draw.") if d["draw"] else _("{name} wins!").format(name=names[d["team"]]))
    return said


def seat_colour(seat: int) -> tuple[int, int, int]:
    return theme.KID_COLOURS[CHIP_COLOURS[seat]]


def seat_chip(seat: int, size: int) -> pygame.Surface:
    name = CHIP_COLOURS[seat]
    return symbol_chip(theme.KID_COLOURS[name], KID_SYMBOLS[name], size)


def ink_on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """White on dark colours, dark brown on light ones (yellow)."""
    light = 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2] > 165
    return (80, 50, 0) if light else theme.WHITE


def tint(colour: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    """`colour` mixed with white (`amount` 0: unchanged, 1: white)."""
    return tuple(int(c + (255 - c) * amount) for c in colour)  # type: ignore[return-value]


def picture_name(card: int) -> str:
    c = CARDS[card]
    return c.animal if c.kind == ANIMAL else c.kind  # type: ignore[return-value]


def space_rect(space: int) -> pygame.Rect:
    r, c = divmod(space, COLS)
    return pygame.Rect(BOARD.x + c * CELL, BOARD.y + r * CELL, CELL, CELL)


def space_at(pos: tuple[int, int]) -> int | None:
    if not BOARD.collidepoint(pos):
        return None
    return (pos[1] - BOARD.y) // CELL * COLS + (pos[0] - BOARD.x) // CELL


# ---------------------------------------------------------------- pictures drawn once


@cached_drawing(2 * MB)  # shared by every table, asked for at each draw (see drawing_cache)
def render_board() -> pygame.Surface:
    """The board with every animal picture and the starred free corners, drawn once."""
    surface = pygame.Surface(BOARD.inflate(2 * FRAME, 2 * FRAME).size)
    surface.fill(theme.FELT)
    pygame.draw.rect(surface, (140, 92, 46), surface.get_rect(), border_radius=16)
    pygame.draw.rect(surface, (176, 124, 66), surface.get_rect(), 3, border_radius=16)
    for space, name in enumerate(LAYOUT):
        rect = space_rect(space).move(FRAME - BOARD.x, FRAME - BOARD.y).inflate(-6, -6)
        if name is None:
            pygame.draw.rect(surface, (255, 214, 92), rect, border_radius=12)
            pygame.draw.rect(surface, (224, 160, 30), rect, 3, border_radius=12)
            star = picture("star", 74)
        else:
            pygame.draw.rect(surface, PASTELS[ANIMALS.index(name) % len(PASTELS)], rect, border_radius=12)
            star = picture(name, 78)
        surface.blit(star, star.get_rect(center=rect.center))
    return surface.convert()


@cached_drawing(MB)
def animal_badge(name: str, ring: tuple[int, int, int]) -> pygame.Surface:
    """The small round picture of `name` in the corner of a space its chip covers, ringed in the
    chip's colour: a child still sees which animal is under the chip."""
    surface = pygame.Surface((BADGE, BADGE), pygame.SRCALPHA)
    c = BADGE // 2
    pygame.draw.circle(surface, theme.WHITE, (c, c), c)
    pygame.draw.circle(surface, ring, (c, c), c, theme.edge(3))
    theme.blit_center(surface, picture(name, BADGE - 10), (c, c))
    return surface


def _corner_mark(surface: pygame.Surface, kind: str, center: tuple[int, int], size: int) -> None:
    """The little sign in a special card's corners: a chip taken away (Dragon) or a star (Unicorn)."""
    if kind == UNICORN:
        star = picture("star", size)
        surface.blit(star, star.get_rect(center=center))
        return
    r = size // 2
    pygame.draw.circle(surface, (250, 240, 220), center, r)
    pygame.draw.circle(surface, (120, 30, 20), center, r, max(2, size // 10))
    k = r * 0.55
    w = max(2, size // 7)
    cx, cy = center
    pygame.draw.line(surface, (200, 20, 20), (cx - k, cy - k), (cx + k, cy + k), w)
    pygame.draw.line(surface, (200, 20, 20), (cx - k, cy + k), (cx + k, cy - k), w)


@cached_drawing(6 * MB)
def card_face(name: str, width: int, height: int, dead: bool = False) -> pygame.Surface:
    """A kids' card: an animal on its pastel colour; the Dragon red and the Unicorn purple, gold-edged.
    A dead card is grey."""
    if dead:
        grey = pygame.transform.grayscale(card_face(name, width, height))
        shade = pygame.Surface((width, height), pygame.SRCALPHA)
        shade.fill((40, 40, 40, 70))
        grey.blit(shade, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
        return grey
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(5, width // 9)
    pad = max(3, width // 14)
    if name == DRAGON:
        back, inner, edge, edge_w = (176, 30, 30), (255, 148, 64), (255, 208, 60), max(2, width // 30)
    elif name == UNICORN:
        back, inner, edge, edge_w = (126, 66, 190), (252, 212, 246), (255, 208, 60), max(2, width // 30)
    else:
        back, inner, edge, edge_w = theme.WHITE, PASTELS[ANIMALS.index(name) % len(PASTELS)], (150, 150, 166), 1
    pygame.draw.rect(surface, back, rect, border_radius=radius)
    pygame.draw.rect(surface, inner, rect.inflate(-2 * pad, -2 * pad), border_radius=max(3, radius - 2))
    pygame.draw.rect(surface, edge, rect, edge_w, border_radius=radius)
    size = int(min(width * 0.84, height * 0.62))
    art = picture(name, size)
    surface.blit(art, art.get_rect(center=rect.center))
    if width >= 56:
        mark = max(12, width // 6)
        if name in (DRAGON, UNICORN):
            for center in ((pad + mark // 2 + 2, pad + mark // 2 + 2),
                           (width - pad - mark // 2 - 2, height - pad - mark // 2 - 2)):
                _corner_mark(surface, name, center, mark)
        else:
            small = picture(name, mark)
            surface.blit(small, small.get_rect(center=(pad + mark // 2 + 3, pad + mark // 2 + 3)))
            surface.blit(pygame.transform.rotate(small, 180),
                         small.get_rect(center=(width - pad - mark // 2 - 3, height - pad - mark // 2 - 3)))
    return surface


def paint_card(surface: pygame.Surface, card: int, rect: pygame.Rect) -> None:
    surface.blit(card_face(picture_name(card), rect.width, rect.height), rect)


def _thick_arc(surface, colour, center, radius, start, stop, width) -> list[tuple[float, float]]:
    """A smooth thick arc (angles in degrees, counter-clockwise on screen); returns its end point and
    direction of travel."""
    cx, cy = center
    steps = max(8, int(abs(stop - start) / 3))
    for i in range(steps + 1):
        a = math.radians(start + (stop - start) * i / steps)
        pygame.draw.circle(surface, colour, (cx + math.cos(a) * radius, cy - math.sin(a) * radius), width / 2)
    a = math.radians(stop)
    sign = 1 if stop > start else -1
    return [(cx + math.cos(a) * radius, cy - math.sin(a) * radius), (-math.sin(a) * sign, -math.cos(a) * sign)]


@cached_drawing(MB // 4)
def swap_icon(size: int, colour: tuple[int, int, int] = theme.WHITE) -> pygame.Surface:
    """Two arrows chasing each other round a circle: "swap this card for a new one"."""
    big = size * 4
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    c = (big / 2, big / 2)
    r, w = big * 0.32, big * 0.11
    for start, stop in ((30, 150), (210, 330)):
        (x, y), (dx, dy) = _thick_arc(surface, colour, c, r, start, stop, w)
        px, py = -dy, dx
        head = big * 0.16
        pygame.draw.polygon(surface, colour, [(x + dx * head * 1.3, y + dy * head * 1.3),
                                              (x + px * head, y + py * head), (x - px * head, y - py * head)])
    return pygame.transform.smoothscale(surface, (size, size))


@cached_drawing(MB // 4)
def pass_icon(size: int) -> pygame.Surface:
    """Two arrow heads and a bar: "skip my turn"."""
    big = size * 4
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    for x0 in (0.14, 0.44):
        pygame.draw.polygon(surface, theme.WHITE, [(big * x0, big * 0.22), (big * (x0 + 0.3), big * 0.5),
                                                   (big * x0, big * 0.78)])
    pygame.draw.rect(surface, theme.WHITE, (big * 0.76, big * 0.22, big * 0.1, big * 0.56))
    return pygame.transform.smoothscale(surface, (size, size))


class IconButton(Button):
    """A button showing a picture instead of its (translated, accessible) label."""

    def __init__(self, rect, label: str, on_click, icon: pygame.Surface, colour=theme.BUTTON) -> None:
        super().__init__(rect, label, on_click, colour=colour)
        self.icon = icon

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        colour = tuple(min(255, c + 24) for c in self.colour) if self.hover else self.colour
        pygame.draw.rect(surface, theme.FELT_DARK, self.rect.move(2, 3), border_radius=14)
        pygame.draw.rect(surface, colour, self.rect, border_radius=14)
        pygame.draw.rect(surface, theme.HIGHLIGHT, self.rect, 3, border_radius=14)
        theme.blit_center(surface, self.icon, self.rect.center)


# ---------------------------------------------------------------- the result

RESULT_HEIGHT = 300
WIN_PANEL, WIN_EDGE = (255, 240, 190), (226, 160, 20)  # a child's win: warm gold
CALM_PANEL, CALM_EDGE = (222, 232, 244), (120, 150, 190)  # a computer's win: quiet blue
AGAIN_BLUE = (92, 132, 196)


class KidsResult(GameOverDialog):
    """The end of a game told in pictures, for a child who cannot read it: the winner's chip and
    the animal card that made the four, over the hand (the winning four stay in sight). A
    child's win is a party (gold, a trophy, the party pictures go on flying); a computer's win
    is a calm "Try again" (blue, the computer's chip, a round arrow, no party)."""

    def __init__(self, app, scene: SequenceKidsScene, seat: int) -> None:
        seats = scene.match.seats
        self.seat = seat
        # A win for the table when a child won, or when only computers play (a demo).
        self.won = not seats[seat].computer or all(s.computer for s in seats)
        name = theme.short_name(seats[seat].shown)
        title: str = _("{name} wins!").format(name=name) if self.won else _("Try again!")
        subtitle: str = _("Four in a row!") if self.won else _("{name} made four in a row.").format(name=name)
        super().__init__(app, scene, title, subtitle, center=HAND_PANEL.center, width=HAND_PANEL.width,
                         height=RESULT_HEIGHT)
        pile = scene.state.discards[seat]
        self.card = pile[-1] if pile else None  # the card that made the four went on the winner's pile

    def pictures(self) -> list[pygame.Surface]:
        """Left to right: the mood picture, the winner's chip, the animal that made the four."""
        chip_size = 96 if self.won else 80
        chip = pygame.Surface((chip_size + 12, chip_size + 12), pygame.SRCALPHA)
        pygame.draw.circle(chip, theme.WHITE, chip.get_rect().center, chip_size // 2 + 6)
        pygame.draw.circle(chip, seat_colour(self.seat), chip.get_rect().center, chip_size // 2 + 6, 3)
        theme.blit_center(chip, seat_chip(self.seat, chip_size), chip.get_rect().center)
        if self.won:
            mood = picture("trophy", 88)
        else:
            mood = pygame.Surface((76, 76), pygame.SRCALPHA)
            pygame.draw.circle(mood, AGAIN_BLUE, (38, 38), 38)
            theme.blit_center(mood, swap_icon(52), (38, 38))  # round arrows: once more
        images = [mood, chip]
        if self.card is not None:
            images.append(card_face(picture_name(self.card), 64 if self.won else 56, 88 if self.won else 78))
        return images

    def draw(self, surface: pygame.Surface) -> None:
        panel = self.panel
        colour, edge = (WIN_PANEL, WIN_EDGE) if self.won else (CALM_PANEL, CALM_EDGE)
        draw_panel(surface, panel, colour=colour, edge=edge)
        pygame.draw.rect(surface, edge, panel, 4, border_radius=12)
        images = self.pictures()
        if theme.rtl():
            images.reverse()  # the same story, read from the right
        gap = 36
        x = panel.centerx - (sum(i.get_width() for i in images) + gap * (len(images) - 1)) // 2
        for image in images:
            surface.blit(image, image.get_rect(midleft=(x, panel.y + 78)))
            x += image.get_width() + gap
        ink = (110, 70, 0) if self.won else (50, 70, 100)
        theme.blit_center(surface, theme.fit_text(self.title, 32, panel.width - 40, ink, bold=True),
                          (panel.centerx, panel.y + 162))
        theme.blit_center(surface, theme.fit_text(self.subtitle, 20, panel.width - 40, theme.MUTED),
                          (panel.centerx, panel.y + 200))
        Scene.draw(self, surface)  # the buttons


# ---------------------------------------------------------------- the table


class SequenceKidsScene(TableScene):
    rules_title = N_("Sequence for kids")
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
        self.last_move = ""
        self.card_spots: dict[int, tuple[int, int]] = {}  # card -> where it was last drawn in the hand
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
        self.last_move = ""
        self.win_time = None
        self.party = True
        super().on_state_replaced()

    @staticmethod
    def seat_icon(config, seat: int, size: int) -> pygame.Surface:
        return seat_chip(seat, size)

    def game_over_dialog(self) -> Scene:
        outcome = self.state.outcome()
        if outcome.draw:
            return GameOverDialog(self.app, self, _("A draw."), _("Nobody could move for a whole round."),
                                  center=HAND_PANEL.center, width=HAND_PANEL.width,
                                  height=RESULT_HEIGHT)  # over the whole hand
        seat = outcome.winners[0]
        if self.win_time is None:
            self.win_time = self.clock
        result = KidsResult(self.app, self, seat)
        self.party = result.won  # a computer's win gets no party pictures
        return result

    def act(self, action) -> bool:
        done = super().act(action)
        if done:
            self.selected = None
        self.refresh_buttons()
        return done

    def show_events(self, events) -> None:
        """Drop the chip in (or let the Dragon take one), describe the move, light its space."""
        seats = self.match.seats
        for e in events:
            name = theme.short_name(seats[e.seat].shown) if e.seat is not None else ""
            if e.kind == "place":
                sound.play("chip")
                space, card = e.data["space"], e.data["card"]
                self.animate_move(e.seat, card, space)
                self.note_move("place", e.seat, card, (space,))
                if CARDS[card].kind == UNICORN:
                    self.last_move = _("{name} played the Unicorn.").format(name=name)
                else:
                    self.last_move = _("{name} played the {animal}.").format(name=name, animal=_(CARDS[card].label))
            elif e.kind == "remove":
                sound.play("remove")
                space = e.data["space"]
                self.animate_move(e.seat, e.data["card"])
                self.motion.add(Effect(partial(self.paint_vanish, space, e.data["team"]), duration=VANISH_TIME,
                                       key=("vanish", space)))
                self.note_move("remove", e.seat, e.data["card"], (space,))
                self.last_move = _("{name}'s Dragon took away a chip of {owner}.").format(
                    name=name, owner=theme.short_name(seats[e.data["team"]].name))
            elif e.kind == "exchange":
                sound.play("card")
                self.animate_move(e.seat, e.data["card"])
                self.last_card, self.last_seat = e.data["card"], e.seat
                self.last_move = _("{name} swapped a card nobody could use.").format(name=name)
            elif e.kind == "draw":
                self.animate_draw(e.seat, e.data["card"])
            elif e.kind == "reshuffle":
                self.say(_("The cards ran out: every discard pile was shuffled into a new pile."))
            elif e.kind == "pass":
                self.last_seat, self.last_card = e.seat, None
                self.last_move = _("{name} could not play and passed.").format(name=name)
            elif e.kind == "game_over" and e.data.get("spaces"):
                self.win_time = self.clock

    def animate_move(self, seat: int, card: int, space: int | None = None) -> None:
        """The card slides from the hand (or the seat's row) onto its discard pile; a chip falls in and bounces."""
        pile = self.pile_rects()[seat]
        row = (PLAYERS.x + 320, pile.centery)
        start = self.card_spots.get(card, row) if seat == self.viewer else row
        self.motion.add(Tween(card_face(picture_name(card), 74, 103), start, pile.center, scale=(1.0, 0.62), arc=30,
                              key=("pile", seat)))
        if space is not None:
            cx, cy = space_rect(space).center
            self.motion.add(Tween(seat_chip(self.state.board[space], CHIP), (cx, cy - 170), (cx, cy), duration=0.45,
                                  ease=bounce_out, shadow=True, key=("space", space)))

    def seat_spot(self, seat: int) -> tuple[int, int]:
        """Where a seat's row shows its cards in the players' panel."""
        return PLAYERS.x + 320, self.pile_rects()[seat].centery

    def animate_draw(self, seat: int, card: int, delay: float = 0.2) -> None:
        """A new card from the pile to draw: face up into the hand looking, face down to another seat."""
        stock = (PLAYERS.right - 60, PLAYERS.bottom - 20)
        view = self.view()
        if seat == self.viewer and view is not None and card in view.hand:
            end = self.hand_rects(view.hand)[view.hand.index(card)].center
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
        self.menu_button = Button((theme.WIDTH - 132, 14, 116, 46), _("Menu"), self.pause, size=18,
                                  colour=(90, 90, 110))
        self.swap_button = IconButton((0, HAND_Y + CARD_H + 12, 104, 56), _("Swap"), self.swap, swap_icon(44),
                                      colour=(40, 146, 84))
        self.pass_button = IconButton((HAND_PANEL.centerx - 52, HAND_Y + CARD_H + 12, 104, 56), _("Pass"),
                                      self.pass_turn, pass_icon(40), colour=(150, 104, 50))
        self.widgets = [self.menu_button, self.swap_button, self.pass_button]
        self.refresh_buttons()

    def refresh_buttons(self) -> None:
        view = self.view() if self.human_to_act() is not None else None
        dead = view is not None and self.selected in view.hand and view.is_dead(self.selected)
        self.swap_button.visible = dead
        if dead:
            rect = self.hand_rects(view.hand)[view.hand.index(self.selected)]
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
        if view is not None and card in view.hand:
            rect = self.hand_rects(view.hand)[view.hand.index(card)]
            self.hint_ring(surface, rect.move(0, -LIFT) if card == self.selected else rect, 12)
        if isinstance(action, (Place, Remove)):
            self.hint_ring(surface, space_rect(action.space).inflate(-8, -8), 10)
        elif isinstance(action, Pass):
            self.hint_ring(surface, self.pass_button.rect, 10)

    # ------------------------------------------------------------ input

    def hand_rects(self, hand: tuple[int, ...]) -> list[pygame.Rect]:
        n = max(1, len(hand))
        x0 = HAND_PANEL.centerx - (n * CARD_W + (n - 1) * CARD_GAP) // 2
        rects = [pygame.Rect(x0 + i * (CARD_W + CARD_GAP), HAND_Y, CARD_W, CARD_H) for i in range(len(hand))]
        return rects[::-1] if theme.rtl() else rects  # the first card at the right in RTL

    def pile_rects(self) -> list[pygame.Rect]:
        h = self.row_height()
        return [pygame.Rect(PLAYERS.right - 64, PLAYERS.y + 12 + i * h + 3, 46, h - 6)
                for i in range(self.match.config.players)]

    def row_height(self) -> int:
        return min(76, (PLAYERS.height - 44) // self.match.config.players)

    def handle_event(self, event: pygame.event.Event) -> None:
        before = len(self.app.scenes)
        on_widget = event.type == pygame.MOUSEBUTTONDOWN and any(
            w.visible and w.rect.collidepoint(event.pos) for w in self.widgets)
        super().handle_event(event)
        if len(self.app.scenes) != before or on_widget or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return
        if self.match.is_over:
            return
        for seat, rect in enumerate(self.pile_rects()):
            if theme.mirror_in(rect, PLAYERS).collidepoint(event.pos):
                self.browse_pile(seat, self.state.discards[seat], paint_card)
                return
        view = self.view()
        if view is not None:
            for card, rect in zip(view.hand, self.hand_rects(view.hand), strict=True):
                if rect.union(rect.move(0, -LIFT)).collidepoint(event.pos):
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
        self.motion.add(Effect(partial(self.paint_flash, space), duration=FLASH_TIME, key=("flash", space)))

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
                + focus.rect_targets("hand", self.hand_rects(hand), keys=hand)
                + focus.rect_targets("piles", self.pile_rects()))

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
            label = theme.fit_name(self.match.seats[seat].shown, 26, 300, ink_on(colour), bold=True)
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
        status = theme.fit_text(self.status_line(), theme.big(21), room.width, theme.WHITE, bold=True)
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
        for space in self.last_spaces:
            colour = (255, 120, 30) if self.last_kind == "place" else (220, 40, 40)
            pygame.draw.rect(surface, colour, space_rect(space).inflate(-2, -2), 5, border_radius=14)

    @staticmethod
    def paint_vanish(space: int, owner: int, surface: pygame.Surface, progress: float) -> None:
        """The Dragon takes a chip away: the chip shrinks under it while it wobbles and rises."""
        t = progress * VANISH_TIME
        cx, cy = space_rect(space).center
        k = min(1.0, t / 0.6)
        if k < 1:
            theme.blit_center(surface, seat_chip(owner, max(8, int(CHIP * (1 - k) / 8) * 8)), (cx, cy))
        wobble = int(math.sin(t * 30) * 4 * (1 - k))
        theme.blit_center(surface, picture("dragon", 76), (cx + wobble, cy - int(20 * k)))

    @staticmethod
    def paint_flash(space: int, surface: pygame.Surface, progress: float) -> None:
        if int(progress * FLASH_TIME * 10) % 2 == 0:
            pygame.draw.rect(surface, theme.DANGER, space_rect(space).inflate(-2, -2), 6, border_radius=14)

    def spotlight(self, surface: pygame.Surface, spaces, colour: tuple[int, int, int], bar: bool = False) -> None:
        """Dim the board but `spaces`, which stay bright with a pulsing ring (and a bar through them)."""
        surface.blit(shade(BOARD.inflate(2 * FRAME, 2 * FRAME).size, 16), (BOARD.x - FRAME, BOARD.y - FRAME))
        board = render_board()
        for space in spaces:
            rect = space_rect(space)
            surface.blit(board, rect, rect.move(FRAME - BOARD.x, FRAME - BOARD.y))
        if bar:
            a, b = space_rect(spaces[0]).center, space_rect(spaces[-1]).center
            pygame.draw.line(surface, (255, 250, 220), a, b, 30)
            pygame.draw.line(surface, colour, a, b, 20)
        image = glow(colour, int(self.pulse() * 5.99), CELL)
        for space in spaces:
            self.chip_at(surface, space)
            surface.blit(image, space_rect(space))

    def draw_targets(self, surface: pygame.Surface) -> None:
        if self.state.win_line:
            self.spotlight(surface, self.state.win_line, (255, 196, 0), bar=True)
            return
        targets = self.targets()
        if targets:
            self.spotlight(surface, sorted(targets), GLOW[CARDS[self.selected].kind])

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
        text = theme.fit_text(self.last_move, 18, BOARD.right - x, (220, 240, 226))
        surface.blit(text, text.get_rect(midleft=(x, LAST_MOVE_Y)))

    def draw_players(self, surface: pygame.Surface) -> None:
        draw_panel(surface, PLAYERS)
        with theme.mirrored(surface, PLAYERS) as target:  # right to left in Arabic
            self.draw_player_rows(target)

    def draw_player_rows(self, surface: pygame.Surface) -> None:
        state, seats = self.state, self.match.seats
        h = self.row_height()
        current = self.match.current_seat
        for seat, pile_rect in enumerate(self.pile_rects()):
            row = pygame.Rect(PLAYERS.x + 8, PLAYERS.y + 12 + seat * h, PLAYERS.width - 16, h - 2)
            colour = seat_colour(seat)
            if seat == current or seat == state.winner:
                pygame.draw.rect(surface, tint(colour, 0.72), row, border_radius=12)
                pygame.draw.rect(surface, colour, row, 3, border_radius=12)
            size = min(52, h - 12)
            theme.blit_center(surface, seat_chip(seat, size), (row.x + 10 + size // 2, row.centery))
            name_x = row.x + 24 + size
            # The name keeps clear of the row of cards at row.x + 300 (cut with "…" when it must be).
            name = theme.fit_name(seats[seat].shown, 21, row.x + 300 - 8 - name_x, theme.INK, bold=True)
            surface.blit(name, (name_x, row.y + 7))
            if seats[seat].computer:  # its level on a line of its own, under the name
                tag = theme.fit_text(computer_tag(seats[seat], own_line=True), 14, row.x + 300 - 8 - name_x, theme.MUTED)
                surface.blit(tag, (name_x, row.y + 35))
            for i in range(len(state.hands[seat])):
                surface.blit(card_back(26, 36), (row.x + 300 + i * 16, row.centery - 18))
            pile = state.discards[seat][:-1] if self.motion.carries(("pile", seat)) else state.discards[seat]
            if pile:
                surface.blit(card_face(picture_name(pile[-1]), pile_rect.width, pile_rect.height), pile_rect)
            else:
                pygame.draw.rect(surface, (214, 206, 190), pile_rect, 2, border_radius=6)
        hint = _("Tap a discard pile to look through it.")
        surface.blit(theme.text(hint, 14, theme.MUTED), (PLAYERS.x + 16, PLAYERS.bottom - 24))
        stock = _("Cards to draw: {n}").format(n=len(state.stock))
        text = theme.text(stock, 14, theme.MUTED)
        surface.blit(text, (PLAYERS.right - 16 - text.get_width(), PLAYERS.bottom - 24))

    def draw_hand(self, surface: pygame.Surface, view) -> None:
        acting = view is not None and self.human_to_act() is not None
        if acting:
            colour = seat_colour(view.seat)
            draw_panel(surface, HAND_PANEL, colour=tint(colour, 0.8), edge=colour)
            pygame.draw.rect(surface, colour, HAND_PANEL, 4, border_radius=12)
        else:
            draw_panel(surface, HAND_PANEL, colour=theme.FELT_DARK, edge=(60, 120, 90))
        if view is None:
            for rect in self.hand_rects((0, 0, 0)):
                surface.blit(card_back(CARD_W, CARD_H), rect)
            if self.match.current_seat is not None:
                hidden = theme.text(_("Hands are hidden."), 18, (210, 235, 220))
                theme.blit_center(surface, hidden, (HAND_PANEL.centerx, HAND_PANEL.bottom - 30))
            return
        for i, (card, rect) in enumerate(zip(view.hand, self.hand_rects(view.hand), strict=True)):
            if self.motion.carries(("hand", card)):
                continue  # on its way from the pile to draw
            if card == self.selected:
                rect = rect.move(0, -LIFT)
            elif acting and self.selected is None:
                rect = rect.move(0, int((self.wave(3, i * 1.1, rest=0.5) * 2 - 1) * 5))  # "pick me", then still
            self.card_spots[card] = rect.center
            dead = view.is_dead(card)
            surface.blit(card_face(picture_name(card), CARD_W, CARD_H, dead), rect)
            if dead:
                centre = (rect.centerx, rect.bottom - 44)
                pygame.draw.circle(surface, (40, 146, 84), centre, 31)
                pygame.draw.circle(surface, theme.WHITE, centre, 31, 3)
                theme.blit_center(surface, swap_icon(40), centre)
            if card == self.selected:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(10, 10), 6, border_radius=18)
        if not acting:
            mine = theme.text(self.whose_cards(_("Your cards")), 16, (210, 235, 220))
            theme.blit_center(surface, mine, (HAND_PANEL.centerx, HAND_PANEL.bottom - 30))

    def draw_celebration(self, surface: pygame.Surface) -> None:
        """Party pictures and stars burst from the winning line and around the result."""
        if self.win_time is None or not self.state.win_line or not self.party:
            return
        line = self.state.win_line
        a, b = space_rect(line[0]).center, space_rect(line[-1]).center
        self.celebration.draw(surface, self.clock - self.win_time, [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2),
                                                                     (HAND_PANEL.centerx, HAND_PANEL.y + 10)])
