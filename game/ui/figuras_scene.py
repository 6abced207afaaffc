"""The Figuras table: up to eight seats round an oval table, the pile, the hand.

The scene only turns clicks into engine actions and hands them to the Match;
every rule is the engine's. What a seat sees comes from its View; a card that
moves between hands (drawn, given, stolen) shows its face only to the seats
that may see it.

Card faces are drawn in code and cached: a frame in the card's colour with a
spine on the right holding the points (top and bottom) and 1 to 4 punched
holes (red 1, yellow 2, green 3, blue 4) so colours can be matched without
telling them apart; the figure as a real shape; action cards and the Key with
their pictures. In the hand, cards overlap from the right so every card's spine
(points and holes) stays in sight.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game import i18n
from game.engine import Action, Event, IllegalAction
from game.engine.core import N_
from game.engine.figuras import (
    COLOUR_NAMES,
    COLOUR_OF,
    COLOURS,
    HOLES,
    LIMIT,
    NO_COLOUR,
    PACKAGE,
    PENTAGON,
    RULES_TEXT,
    STAR3,
    STAR5,
    STAR10,
    SYMBOL_KEYS,
    SYMBOL_NAMES,
    SYMBOL_OF,
    SYMBOL_POINTS,
    TARGET,
    TRIANGLE,
    ChooseColour,
    ChoosePlayer,
    Draw,
    GiveCard,
    Play,
    TakePenalty,
)
from game.i18n import _, listing, ngettext, refusal_text
from game.match import Match
from game.ui import focus, sound, theme
from game.ui.dialogs import dim
from game.ui.drawing_cache import MB, cached_drawing
from game.ui.motion import Tween
from game.ui.pictures import picture
from game.ui.round_summary import RoundSummaryDialog, SeatLine
from game.ui.scene import Scene
from game.ui.seat_labels import computer_tag_within
from game.ui.standings import Standing, StandingsDialog, standings
from game.ui.table import PileBrowser, TableScene
from game.ui.widgets import Button, draw_panel, draw_tip

# ---------------------------------------------------------------- layout (logical 1280×800)

TABLE_CENTRE = (640, 300)
SEAT_CENTRE = (640, 318)
SEAT_RX, SEAT_RY = 528, 236  # the seats sit on this oval
BADGE_W, BADGE_H = 196, 88
CARD_W, CARD_H = 92, 132  # cards in the hand
HAND_AREA = pygame.Rect(24, 650, 1010, CARD_H)
LIFT = 22  # a selected card is lifted this much
RECALL_BACK = 40  # actions retold after undo, redo or Continue (see recall_start)
PILE_W, PILE_H = 104, 150
DISCARD = pygame.Rect(0, 0, PILE_W, PILE_H)
DISCARD.center = (668, 292)
STOCK = pygame.Rect(0, 0, PILE_W, PILE_H)
STOCK.center = (510, 292)
INFO_X = 764  # the colour in force and the Mirror pile, right of the discard pile
MESSAGE_BOX = pygame.Rect(330, 548, 710, 40)  # ends before the Play button
STATUS_W = 500  # the last-move lines at the top left (top right in RTL), clear of the top seat's box
MOVE_TOP, MOVE_SIZE, MOVE_PITCH = 40, 15, 19  # where the last move's lines start, their size and spacing
MOVE_LINES, MOVE_MIN_W = 3, 160  # at most this many lines; a line narrower than this is not used
BAR_TOP = 125  # the total at the right end of a round summary's bar (a little past 111)
FLIGHT_TIME = 0.35
DOUBLE_CLICK = 0.4

# ---------------------------------------------------------------- colours

CREAM = (252, 249, 238)
HOLE = (12, 44, 31)  # a hole shows the dark felt through the card
EDGE = (40, 40, 48)
BACK = (40, 46, 100)
GOLD = (232, 176, 40)


def darker(colour: tuple[int, int, int], factor: float = 0.62) -> tuple[int, int, int]:
    return (int(colour[0] * factor), int(colour[1] * factor), int(colour[2] * factor))


def wrap_to_widths(message: str, size: int, widths: tuple[int, ...]) -> list[str]:
    """`message` broken into lines in reading order, line i no wider than widths[i] (words kept
    whole; a single word wider than its line stays alone on it). When it needs more lines than
    there are widths, the last line ends with "…" where it was cut."""
    words = message.split(" ")
    lines: list[str] = []
    line = ""
    while words and len(lines) < len(widths):
        trial = f"{line} {words[0]}" if line else words[0]
        if theme.text_width(trial, size) <= widths[len(lines)] or not line:
            line = trial
            words.pop(0)
        else:
            lines.append(line)
            line = ""
    if line:
        lines.append(line)
    if words and lines:  # cut short: say so
        cut = lines[-1].split(" ")
        while len(cut) > 1 and theme.text_width(" ".join(cut) + " …", size) > widths[len(lines) - 1]:
            cut.pop()
        lines[-1] = " ".join(cut) + " …"
    return lines


def colour_name(colour: int) -> str:
    return _(COLOUR_NAMES[colour])


def card_text(card: int) -> str:
    """A card's name for the log, translated: "red triangle", "blue Mirror", "Key"."""
    colour, symbol = COLOUR_OF[card], SYMBOL_OF[card]
    if colour < 0:
        return _(SYMBOL_NAMES[symbol])
    # Translators: a card's name, e.g. "red triangle" or "blue Mirror".
    return _("{colour} {figure}").format(colour=colour_name(colour), figure=_(SYMBOL_NAMES[symbol]))


def cards_text(cards: list[int] | tuple[int, ...]) -> str:
    return listing(card_text(c) for c in cards)


# ---------------------------------------------------------------- drawing the cards

STAR_INNER = {STAR3: (3, 0.36), STAR5: (5, 0.42), STAR10: (10, 0.64)}
POLYGON_SIDES = {TRIANGLE: 3, PENTAGON: 5}  # the decagon is the default: 10


def figure_points(symbol: int, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The outline of a figure (point up), centred on its bounding box."""
    if symbol in STAR_INNER:
        k, inner = STAR_INNER[symbol]
        pts = [(math.cos(-math.pi / 2 + i * math.pi / k) * (r if i % 2 == 0 else r * inner),
                math.sin(-math.pi / 2 + i * math.pi / k) * (r if i % 2 == 0 else r * inner)) for i in range(2 * k)]
    else:
        k = POLYGON_SIDES.get(symbol, 10)
        rr = r * (1.12 if k == 3 else 0.96)
        pts = [(math.cos(-math.pi / 2 + i * 2 * math.pi / k) * rr, math.sin(-math.pi / 2 + i * 2 * math.pi / k) * rr)
               for i in range(k)]
    ys = [p[1] for p in pts]
    shift = -(min(ys) + max(ys)) / 2
    return [(cx + x, cy + y + shift) for x, y in pts]


@cached_drawing(MB)
def figure_image(symbol: int, colour: int, size: int) -> pygame.Surface:
    """A figure `size` pixels across, drawn four times larger and smoothed down."""
    big = size * 4
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    pts = figure_points(symbol, big / 2, big / 2, big * 0.47)
    fill = theme.FIGURAS_COLOURS[colour]
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, darker(fill, 0.55), pts, max(3, big // 28))
    return pygame.transform.smoothscale(surface, (size, size))


def _rainbow(width: int, height: int, radius: int) -> pygame.Surface:
    """The Key's frame: the four colours in bands, cut to a rounded card."""
    bands = pygame.Surface((width, height), pygame.SRCALPHA)
    for i, colour in enumerate(theme.FIGURAS_COLOURS):
        y0, y1 = height * i // 4, height * (i + 1) // 4
        pygame.draw.rect(bands, colour, (0, y0, width, y1 - y0))
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    bands.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return bands


def draw_holes(surface: pygame.Surface, count: int, cx: float, top: float, bottom: float, r: float,
               frame: tuple[int, int, int]) -> None:
    """`count` punched holes in a column between `top` and `bottom`."""
    gap = min(r * 2.9, (bottom - top) / max(1, count))
    y = (top + bottom) / 2 - gap * (count - 1) / 2
    for _i in range(count):
        pygame.draw.circle(surface, darker(frame, 0.45), (cx, y), r + max(1.0, r * 0.25))
        pygame.draw.circle(surface, HOLE, (cx, y), r)
        y += gap


def draw_hole_row(surface: pygame.Surface, count: int, center: tuple[float, float], r: float,
                  frame: tuple[int, int, int]) -> None:
    """`count` holes side by side (the colour badges)."""
    gap = r * 3.0
    x = center[0] - gap * (count - 1) / 2
    for _i in range(count):
        pygame.draw.circle(surface, darker(frame, 0.5), (x, center[1]), r + 1.5)
        pygame.draw.circle(surface, HOLE, (x, center[1]), r)
        x += gap


@cached_drawing(6 * MB)
def _face(colour: int, symbol: int, width: int, height: int, language: str) -> pygame.Surface:
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(4, width // 9)
    if colour < 0:
        surface.blit(_rainbow(width, height, radius), (0, 0))
        frame = (90, 90, 90)
    else:
        frame = theme.FIGURAS_COLOURS[colour]
        pygame.draw.rect(surface, frame, rect, border_radius=radius)
    spine = max(16, round(width * 0.29))  # wide enough for the points at 13 px on the smallest cards
    border = max(2, round(width * 0.07))
    panel = pygame.Rect(border, border, width - border - spine, height - 2 * border)
    pygame.draw.rect(surface, CREAM, panel, border_radius=max(3, radius - 2))
    # The spine on the right side, which stays in sight in a crowded hand: the points in a
    # white disc, the symbol small in a window, and the holes of the colour.
    scx = panel.right + spine / 2
    label = theme.text(str(SYMBOL_POINTS[symbol]), max(theme.min_text(), round(spine * 0.5)), theme.INK, bold=True)
    disc = max(spine * 0.44, label.get_width() / 2 + 1)  # "13" stays inside its disc
    cy = border + disc + 1
    pygame.draw.circle(surface, theme.WHITE, (scx, cy), disc)
    pygame.draw.circle(surface, darker(frame, 0.6), (scx, cy), disc, 1)
    theme.blit_center(surface, label, (round(scx), round(cy)))
    mini = max(8, spine - 6)
    window = pygame.Rect(0, 0, mini + 2, mini + 2)
    window.center = (round(scx), round(cy + disc + 3 + window.height / 2))
    pygame.draw.rect(surface, CREAM, window, border_radius=3)
    if symbol < PACKAGE:
        small = figure_image(symbol, colour, mini)
    else:
        small = picture(SYMBOL_KEYS[symbol], mini)
    surface.blit(small, small.get_rect(center=window.center))
    if colour >= 0:
        draw_holes(surface, HOLES[colour], scx, window.bottom + 3, height - border - 1, max(2.5, spine * 0.23), frame)
    # The figure or the picture.
    if symbol < PACKAGE:
        size = int(min(panel.width, panel.height) * 0.9)
        image = figure_image(symbol, colour, size)
        surface.blit(image, image.get_rect(center=panel.center))
    else:
        # The picture's name under it on a large card, bold or else plain, when it is readable
        # (13 px or more); otherwise the picture alone, larger.
        name_text, name_size = _(SYMBOL_NAMES[symbol]), max(theme.min_text(), height // 10)
        bold = theme.fitted_size(name_text, name_size, panel.width - 4, bold=True) >= theme.min_text()
        show_name = height >= 90 and (bold or theme.fitted_size(name_text, name_size, panel.width - 4) >= theme.min_text())
        size = int(min(panel.width * 0.86, panel.height * (0.62 if show_name else 0.8)))
        image = picture(SYMBOL_KEYS[symbol], size)
        centre_y = panel.centery - (panel.height * 0.08 if show_name else 0)
        surface.blit(image, image.get_rect(center=(panel.centerx, centre_y)))
        if show_name:
            ink = darker(frame, 0.7) if colour >= 0 else theme.INK
            name = theme.fit_text(name_text, name_size, panel.width - 4, ink, bold=bold)
            theme.blit_center(surface, name, (panel.centerx, panel.bottom - name.get_height() // 2 - 4))
    pygame.draw.rect(surface, EDGE, rect, 1, border_radius=radius)
    return surface


def card_face(card: int, width: int, height: int) -> pygame.Surface:
    """The face of card `card` at this size (cached; cards alike share one surface)."""
    return _face(COLOUR_OF[card], SYMBOL_OF[card], width, height, i18n.language())


@cached_drawing(MB // 2)
def card_shade(width: int, height: int) -> pygame.Surface:
    """Laid over a card of the hand that cannot be played now: the card stays readable, but dim."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surface, (20, 24, 30, 130), surface.get_rect(), border_radius=max(4, width // 9))
    return surface


@cached_drawing(MB // 2)
def card_back(width: int, height: int) -> pygame.Surface:
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(3, width // 9)
    pygame.draw.rect(surface, BACK, rect, border_radius=radius)
    inner = rect.inflate(-max(4, width // 8), -max(4, width // 8))
    pygame.draw.rect(surface, (70, 80, 150), inner, max(1, width // 30), border_radius=max(2, radius - 2))
    if width >= 30:
        size = int(min(inner.width, inner.height) * 0.7)
        big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
        pygame.draw.polygon(big, GOLD, figure_points(STAR5, size * 2, size * 2, size * 1.9))
        pygame.draw.polygon(big, (255, 228, 150), figure_points(STAR5, size * 2, size * 2, size * 1.9), size // 5)
        star = pygame.transform.smoothscale(big, (size, size))
        surface.blit(star, star.get_rect(center=rect.center))
    else:
        pygame.draw.circle(surface, GOLD, rect.center, max(2, width // 5))
    pygame.draw.rect(surface, (230, 230, 240), rect, 1, border_radius=radius)
    return surface


def paint_card(surface: pygame.Surface, card: int, rect: pygame.Rect) -> None:
    surface.blit(card_face(card, rect.width, rect.height), rect)


@cached_drawing(MB)
def colour_badge(colour: int, width: int, height: int) -> pygame.Surface:
    """A swatch of a colour with its holes and its name (the colour in force, the colour buttons)."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    fill = theme.FIGURAS_COLOURS[colour]
    pygame.draw.rect(surface, fill, surface.get_rect(), border_radius=10)
    pygame.draw.rect(surface, darker(fill, 0.55), surface.get_rect(), 2, border_radius=10)
    ink = theme.INK if colour == 1 else theme.WHITE
    label = theme.fit_text(colour_name(colour), max(14, height // 3), width - 16, ink, bold=True)
    theme.blit_center(surface, label, (width // 2, int(height * 0.36)))
    draw_hole_row(surface, HOLES[colour], (width / 2, height * 0.74), max(4.0, height * 0.09), fill)
    return surface


@cached_drawing(4 * MB)  # shared by every table, asked for at each draw (see drawing_cache)
def render_table() -> pygame.Surface:
    """The felt, the oval table and the ring of arrows showing the direction of play."""
    surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    surface.fill(theme.FELT_DARK)
    cx, cy = TABLE_CENTRE
    outer = pygame.Rect(0, 0, 1000, 470)
    outer.center = (cx, cy)
    pygame.draw.ellipse(surface, (92, 58, 34), outer)
    pygame.draw.ellipse(surface, (120, 78, 44), outer.inflate(-10, -10))
    pygame.draw.ellipse(surface, theme.FELT, outer.inflate(-34, -34))
    pygame.draw.ellipse(surface, (28, 104, 72), outer.inflate(-60, -60), 2)
    # The direction ring: play goes counter-clockwise, so the turn passes to the right on screen.
    ring = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    rx, ry = 330, 168
    colour = (220, 240, 228, 120)
    steps = 120
    for i in range(steps):
        if (i - 15) % 30 in (0, 1, 29):
            continue  # gaps before each arrowhead (on the diagonals, clear of the seats)
        a0, a1 = 2 * math.pi * i / steps, 2 * math.pi * (i + 1) / steps
        p0 = (cx + rx * math.sin(a0), cy + ry * math.cos(a0))
        p1 = (cx + rx * math.sin(a1), cy + ry * math.cos(a1))
        pygame.draw.line(ring, colour, p0, p1, 4)
    for k in range(4):
        a = 2 * math.pi * (k * 30 + 14.5) / steps
        px, py = cx + rx * math.sin(a), cy + ry * math.cos(a)
        dx, dy = rx * math.cos(a), -ry * math.sin(a)  # the way play goes
        length = math.hypot(dx, dy)
        dx, dy = dx / length, dy / length
        tip = (px + dx * 17, py + dy * 17)  # a slender head, so its direction reads at a glance
        left = (px - dx * 10 - dy * 10, py - dy * 10 + dx * 10)
        right = (px - dx * 10 + dy * 10, py - dy * 10 - dx * 10)
        pygame.draw.polygon(ring, (235, 250, 240, 170), (tip, left, right))
    surface.blit(ring, (0, 0))
    return surface


# ---------------------------------------------------------------- moving cards

@dataclass
class LogEntry:
    kind: str
    seat: int | None
    data: dict


def describe_entry(entry: LogEntry, names: Sequence[str], viewer: int | None) -> str:
    """One line about an event for `viewer`, showing a card's face only to the seats that may see it."""
    name = names[entry.seat] if entry.seat is not None else ""
    d = entry.data
    kind = entry.kind
    if kind in ("draw", "give", "steal"):
        return secret_line(entry, names, viewer)
    if kind in ("round_end", "match_end"):
        return end_line(entry, names)
    if kind == "play":
        if d["drawn"]:
            return _("{name} drew a card and played {card}.").format(name=name, card=card_text(d["cards"][0]))
        if d["bridge"]:
            return _("{name} crossed the Bridge with {cards}.").format(name=name, cards=cards_text(d["cards"]))
        return _("{name} played {cards}.").format(name=name, cards=cards_text(d["cards"]))
    if kind == "colour":
        return _("{name} chose {colour}.").format(name=name, colour=colour_name(d["colour"]))
    if kind == "mirror_pile":
        n = d["count"]
        return ngettext("Mirror pile: {n}. {target} answers or draws {k}.",
                        "Mirror pile: {n}. {target} answers or draws {k}.", n).format(
            n=n, target=names[d["target"]], k=2 * n)
    if kind == "door_turn":
        return _("The Door turned up {card}.").format(card=card_text(d["card"]))
    if kind == "turn_up":
        return _("First card: {card}.").format(card=card_text(d["card"]))
    if kind == "deal":
        return _("Round {n}: {dealer} deals, {starter} starts.").format(
            n=d["round"], dealer=name, starter=names[d["starter"]])
    if kind == "reshuffle":
        return _("The discard pile was shuffled into a new stock.")
    return ""


def secret_line(entry: LogEntry, names: Sequence[str], viewer: int | None) -> str:
    """A card drawn, given or stolen: named only to the seats it belongs to (see each event's `private_to`)."""
    name = names[entry.seat] if entry.seat is not None else ""
    d = entry.data
    if entry.kind == "draw":
        count = d["count"]
        if count == 0:
            return _("{name} had nothing to draw: the stock is empty.").format(name=name)
        if entry.seat == viewer:
            text = _("{name} drew {cards}.").format(name=name, cards=cards_text(d["cards"]))
        else:
            text = ngettext("{name} drew {n} card.", "{name} drew {n} cards.", count).format(name=name, n=count)
        if count < d["wanted"]:
            text += " " + _("The stock ran out.")
        return text
    if entry.kind == "give":
        to = names[d["to"]]
        sees = viewer == d["to"] or (viewer == entry.seat and not d["from_stock"])
        if d["from_stock"]:
            if sees:
                return _("{name} gave the top card of the stock, {card}, to {to}.").format(
                    name=name, card=card_text(d["card"]), to=to)
            return _("{name} gave the top card of the stock to {to}.").format(name=name, to=to)
        if sees:
            return _("{name} gave {card} to {to}.").format(name=name, card=card_text(d["card"]), to=to)
        return _("{name} gave a card to {to}.").format(name=name, to=to)
    victim = names[d["from"]]
    if viewer in (entry.seat, d["from"]):
        return _("{name} stole {card} from {victim}.").format(name=name, card=card_text(d["card"]), victim=victim)
    return _("{name} stole a card from {victim}.").format(name=name, victim=victim)


def end_line(entry: LogEntry, names: Sequence[str]) -> str:
    """A round's or the match's end in one line (the round summary and the standings tell the rest)."""
    d = entry.data
    if entry.kind == "round_end":
        return _("Round {n}: {name} went out!").format(n=d["round"], name=names[d["closer"]])
    winners = [names[s] for s in d["winners"]]
    if len(winners) == 1:
        return _("{name} wins the match!").format(name=winners[0])
    return _("{names} share the win!").format(names=listing(winners))


def describe_entries(entries: Sequence[LogEntry], names: Sequence[str], viewer: int | None) -> list[str]:
    """One action's entries as sentences for `viewer` (the last-move line and the move log): a card
    drawn and then played at once is one sentence."""
    said = []
    for i, e in enumerate(entries):
        after = entries[i + 1] if i + 1 < len(entries) else None
        if e.kind == "draw" and after is not None and after.kind == "play" and after.data["drawn"]:
            continue  # "drew X and played it" tells both
        said.append(describe_entry(e, names, viewer))
    return [t for t in said if t]


def describe_move(events: list[Event], names: Sequence[str], viewer: int | None) -> list[str]:
    """One action's events as sentences for `viewer`: the move log's line (game.ui.move_log)."""
    return describe_entries([LogEntry(e.kind, e.seat, e.data) for e in events], names, viewer)


# ---------------------------------------------------------------- dialogs over the table

class ChoiceDialog(Scene):
    """A decision the seat must take, drawn over the table (which stays in sight)."""

    opaque = False

    def __init__(self, app, scene: FigurasScene, title: str, size: tuple[int, int],
                 center: tuple[int, int] | None = None) -> None:
        super().__init__(app)
        self.scene = scene
        self.title = title
        self.panel = pygame.Rect((0, 0), size)
        self.panel.center = center or (theme.WIDTH // 2, 330)
        self.note = ""
        # The table's Hint, here too: the decision is the seat's turn (H works as well). Kept out of
        # `widgets`, which hold the answers.
        self.hint_button = Button((self.panel.right - 100, self.panel.y + 12, 86, 34), _("Hint"), scene.ask_hint,
                                  size=15, colour=(30, 130, 150))

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        """Where the hinted `action` is chosen in this dialog."""
        return []

    def refuse(self, reason: str) -> None:
        """A disabled choice pressed: nothing happens, and its reason is said again."""
        self.note = reason
        sound.play("invalid")

    def shown_refusal(self) -> tuple[str, pygame.Rect] | None:
        """The reason of the disabled button under the mouse or the keyboard's focus, and where it is."""
        if focus.keyboard_active():
            target = focus.current(self)
            widget = target.widget if target is not None else None
            buttons = [widget] if isinstance(widget, Button) else []
        else:
            buttons = [w for w in self.widgets if isinstance(w, Button) and w.hover]
        for button in buttons:
            if button.visible and not button.enabled and button.reason:
                return button.reason, button.rect
        return None

    def choose(self, action: Action) -> None:
        """Close the dialog and hand the action to the table (which may refuse it)."""
        self.app.pop()
        self.scene.act(action)

    def on_escape(self) -> bool:
        self.scene.pause()
        return True

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            self.scene.ask_hint()
            return
        if self.hint_button.handle_event(event):
            return
        super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 110)
        draw_panel(surface, self.panel)
        theme.blit_center(surface, theme.fit_text(self.title, 26, self.panel.width - 240, theme.INK, bold=True),
                          (self.panel.centerx, self.panel.y + 32))
        self.draw_content(surface)
        if self.note:
            theme.blit_center(surface, theme.fit_text(self.note, 17, self.panel.width - 40, theme.DANGER, bold=True),
                              (self.panel.centerx, self.panel.bottom - 18))
        super().draw(surface)
        self.hint_button.draw(surface)
        shown = self.shown_refusal()
        if shown is not None:
            draw_tip(surface, *shown)
        action = self.scene.live_hint()
        if action is not None:
            for rect in self.hint_rects(action):
                self.scene.hint_ring(surface, rect, 12)
            # Over the table's own message line (dimmed below), unless this question covers it.
            box = self.scene.message_box()
            box = box if not box.colliderect(self.panel) else \
                pygame.Rect(self.panel.x, self.panel.bottom + 8, self.panel.width, 44)
            self.scene.draw_message(surface, box)

    def draw_content(self, surface: pygame.Surface) -> None:
        pass


WARNING_SIZE, WARNING_PITCH = 18, 24  # a line of warning in a question (the Thief and a last card)


class ColourButton(Button):
    """A big colour button: the swatch with its holes, and how many of it the hand holds."""

    def __init__(self, rect, colour: int, held: int, on_click) -> None:
        super().__init__(rect, colour_name(colour), on_click)
        self.choice = colour
        self.held = held

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect.move(0, -4) if self.hover else self.rect
        swatch = pygame.Rect(r.x, r.y, r.width, r.height - 40)
        pygame.draw.rect(surface, theme.FELT_DARK, swatch.move(2, 4), border_radius=12)
        surface.blit(colour_badge(self.choice, swatch.width, swatch.height), swatch.topleft)
        caption = ngettext("You hold {n} card", "You hold {n} cards", self.held).format(n=self.held)
        theme.blit_center(surface, theme.fit_text(caption, 16, r.width, theme.INK), (r.centerx, r.bottom - 14))


class ColourDialog(ChoiceDialog):
    def __init__(self, app, scene: FigurasScene) -> None:
        super().__init__(app, scene, _("Key: choose the colour to follow"), (780, 310))
        hand = scene.view().hand
        x = self.panel.x + 30
        for colour in COLOURS:
            held = sum(1 for c in hand if COLOUR_OF[c] == colour)
            self.widgets.append(ColourButton((x, self.panel.y + 80, 165, 190), colour, held,
                                             lambda colour=colour: self.choose(ChooseColour(colour))))
            x += 182

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        return [w.rect for w in self.widgets if isinstance(w, ColourButton) and w.choice == getattr(action, "colour", None)]


class PlayerDialog(ChoiceDialog):
    """Thief (steal from whom?) or a Gift with an empty hand (who gets the stock's top card?)."""

    def __init__(self, app, scene: FigurasScene) -> None:
        view = scene.view()
        thief = view.phase == "thief"
        title = _("Thief: take a card from whom?") if thief else \
            _("Gift: who gets the top card of the stock?")
        others = [s for s in view.play_order(view.seat) if s != view.seat]
        rows = -(-len(others) // 2)
        legal = {a.seat for a in view.legal_actions() if isinstance(a, ChoosePlayer)}
        # The Thief and a player with one card left (a decision of this game, see RULES_TEXT): taking
        # it empties their hand, so they close the round with 0 points. Said before the choice.
        self.last_card = [s for s in others if thief and s in legal and view.hand_counts[s] == 1]
        self.warnings = [line for s in self.last_card for line in theme.wrap(
            _("{name} has one card left: if you take it, the round ends and {name} scores 0.").format(
                name=theme.short_name(scene.match.seats[s].shown)), WARNING_SIZE, 660, bold=True)]
        super().__init__(app, scene, title, (720, 150 + rows * 64 + WARNING_PITCH * len(self.warnings)))
        self.subtitle = _("You take one of their cards without looking.") if thief else \
            _("Your hand is empty, so the top card of the stock is given.")
        self.seat_buttons: dict[int, Button] = {}
        for i, seat in enumerate(others):
            r, c = divmod(i, 2)
            count = view.hand_counts[seat]
            label = ngettext("{name}: {n} card", "{name}: {n} cards", count).format(
                name=theme.short_name(scene.match.seats[seat].shown), n=count)
            button = Button((self.panel.x + 30 + c * 335, self.panel.y + 96 + r * 64, 320, 52), label,
                            lambda seat=seat: self.choose(ChoosePlayer(seat)))
            button.enabled = seat in legal
            if not button.enabled:
                button.reason = _("That player has no card to steal.")
                button.on_refused = self.refuse
            self.widgets.append(button)
            self.seat_buttons[seat] = button

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        button = self.seat_buttons.get(getattr(action, "seat", -1))
        return [button.rect] if button is not None else []

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.blit_center(surface, theme.text(self.subtitle, 17, theme.MUTED), (self.panel.centerx, self.panel.y + 64))
        last = max((b.rect.bottom for b in self.seat_buttons.values()), default=self.panel.y + 80)
        for i, warning in enumerate(self.warnings):
            line = theme.text(warning, WARNING_SIZE, theme.DANGER, bold=True)
            theme.blit_center(surface, line, (self.panel.centerx, last + 20 + WARNING_PITCH * i))
        for seat in self.last_card:  # the buttons the warnings are about
            pygame.draw.rect(surface, theme.DANGER, self.seat_buttons[seat].rect.inflate(8, 8), 3, border_radius=12)


class GiftDialog(ChoiceDialog):
    """Gift: pick the card from your hand, then the player who gets it."""

    def __init__(self, app, scene: FigurasScene) -> None:
        view = scene.view()
        self.hand = tuple(sorted(view.hand, key=hand_order))
        others = [s for s in view.play_order(view.seat) if s != view.seat]
        rows = -(-len(others) // 3)
        super().__init__(app, scene, _("Gift: give one card to another player"), (1040, 300 + rows * 58))
        self.picked: int | None = None
        self.card_w, self.card_h = 76, 110
        self.targets: list[tuple[int, Button]] = []
        for i, seat in enumerate(others):
            r, c = divmod(i, 3)
            count = view.hand_counts[seat]
            label = ngettext("{name}: {n} card", "{name}: {n} cards", count).format(
                name=theme.short_name(scene.match.seats[seat].shown), n=count)
            button = Button((self.panel.x + 30 + c * 330, self.panel.y + 266 + r * 58, 315, 48), label,
                            lambda seat=seat: self.give(seat), size=18)
            button.on_refused = self.refuse
            self.targets.append((seat, button))
            self.widgets.append(button)
        self.refresh_targets()

    def card_rects(self) -> list[pygame.Rect]:
        n = len(self.hand)
        area = self.panel.width - 60
        step = min(self.card_w + 8, (area - self.card_w) / max(1, n - 1))
        total = step * (n - 1) + self.card_w
        x0 = self.panel.x + 30 + (area - total) / 2
        return [pygame.Rect(round(x0 + i * step), self.panel.y + 104, self.card_w, self.card_h) for i in range(n)]

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        if not isinstance(action, GiveCard) or action.card not in self.hand:
            return []
        card = self.card_rects()[self.hand.index(action.card)]
        buttons = [b.rect for seat, b in self.targets if seat == action.seat]
        return [card.move(0, -16) if action.card == self.picked else card, *buttons]

    def give(self, seat: int) -> None:
        if self.picked is None:
            self.note = _("First pick the card to give.")
            sound.play("invalid")
            return
        self.choose(GiveCard(self.picked, seat))

    def refresh_targets(self) -> None:
        """The players to give to are disabled until the card to give is picked."""
        for _seat, button in self.targets:
            button.enabled = self.picked is not None
            button.reason = "" if button.enabled else _("First pick the card to give.")

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for card, rect in zip(self.hand, self.card_rects(), strict=True):  # the leftmost card lies on top
                hit = rect.union(rect.move(0, -16)) if card == self.picked else rect
                if hit.collidepoint(event.pos):
                    self.picked = None if card == self.picked else card
                    self.note = ""
                    self.refresh_targets()
                    return
        super().handle_event(event)

    def focus_targets(self) -> list[focus.Target]:
        """The cards to give (each where it shows: the leftmost lies on top), then the players."""
        rects = self.card_rects()
        shown = [r if i == 0 else pygame.Rect(rects[i - 1].right, r.y, r.right - rects[i - 1].right, r.height)
                 for i, r in enumerate(rects)]
        shown = [r.move(0, -16) if card == self.picked else r for card, r in zip(self.hand, shown, strict=True)]
        return focus.rect_targets("hand", shown, keys=self.hand) + super().focus_targets()

    def hand_targets(self) -> list[focus.Target]:
        return [t for t in self.focus_targets() if t.group == "hand"]

    def draw_content(self, surface: pygame.Surface) -> None:
        x = self.panel.x + 30
        surface.blit(theme.text(_("1. Pick the card to give"), 18, theme.MUTED, bold=True), (x, self.panel.y + 66))
        rects = self.card_rects()
        for card, rect in reversed(list(zip(self.hand, rects, strict=True))):
            r = rect.move(0, -16) if card == self.picked else rect
            surface.blit(card_face(card, self.card_w, self.card_h), r)
            if card == self.picked:
                pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(6, 6), 4, border_radius=10)
        label = _("2. Choose who gets it")
        if self.picked is not None:
            label = _("2. Choose who gets the {card}").format(card=card_text(self.picked))
        surface.blit(theme.fit_text(label, 18, self.panel.width - 60, theme.MUTED, bold=True), (x, self.panel.y + 234))


class MirrorDialog(ChoiceDialog):
    """A Mirror pile aimed at you: answer with a Mirror, or take 2 cards per Mirror."""

    def __init__(self, app, scene: FigurasScene) -> None:
        view = scene.view()
        super().__init__(app, scene, _("Mirror!"), (640, 330))
        self.count = view.mirrors
        self.penalty = 2 * view.mirrors
        self.answers = [a for a in view.legal_actions() if isinstance(a, Play)]
        y = self.panel.bottom - 76
        self.take_button = take = Button((self.panel.right - 300, y, 270, 54),
                      ngettext("Take {n} card", "Take {n} cards", self.penalty).format(n=self.penalty),
                      lambda: self.choose(TakePenalty()), colour=(150, 70, 60))
        if self.answers:
            answer = Button((self.panel.x + 30, y, 270, 54), _("Play a Mirror"),
                            lambda: self.choose(self.answers[0]), colour=(40, 140, 80), key=pygame.K_RETURN)
            self.widgets.append(answer)
            self.answer_button = answer
        self.widgets.append(take)

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        return [self.answer_button.rect if isinstance(action, Play) else self.take_button.rect]

    def draw_content(self, surface: pygame.Surface) -> None:
        image = picture("mirror", 92)
        surface.blit(image, image.get_rect(center=(self.panel.x + 90, self.panel.y + 130)))
        x = self.panel.x + 160
        pile = ngettext("The pile holds {n} Mirror.", "The pile holds {n} Mirrors.", self.count).format(n=self.count)
        surface.blit(theme.text(pile, 22, theme.INK, bold=True), (x, self.panel.y + 78))
        lines = theme.wrap(ngettext("Answer with a Mirror of your own to pass it on, or draw {n} card.",
                                    "Answer with a Mirror of your own to pass it on, or draw {n} cards.",
                                    self.penalty).format(n=self.penalty), 18, self.panel.right - x - 30)
        if not self.answers:
            lines += theme.wrap(_("You hold no Mirror."), 18, self.panel.right - x - 30)
        y = self.panel.y + 116
        for line in lines:
            surface.blit(theme.text(line, 18, theme.MUTED), (x, y))
            y += 24
        if self.answers:
            w = 52
            for i, action in enumerate(self.answers[:4]):
                surface.blit(card_face(action.cards[0], w, int(w * 1.43)), (x + i * (w + 6), y + 6))


CONFETTI_FALL = 0.22  # screen heights a second that confetti falls at its average speed


class RoundSummary(RoundSummaryDialog):
    """The end of a round: who closed it, the cards left in each hand (laid open, as they are
    counted), everyone's points this round, the totals against 100 and 111, who is out; 111 is
    celebrated."""

    meter_w = 96

    def __init__(self, app, scene: FigurasScene, data: dict, match_over: bool) -> None:
        seats = scene.match.seats
        self.exact: list[int] = list(data["exact"])
        self.eliminated: list[int] = list(data["eliminated"])
        self.already_out = set(data["out"]) - set(self.eliminated)
        self.closer = data["closer"]
        self.lead_h = 96 if self.exact else 0
        hands = data.get("hands") or [()] * len(seats)
        lines = [self.seat_line(s, seat.shown, data, tuple(hands[s])) for s, seat in enumerate(seats)]
        super().__init__(app, scene, data, match_over, lines, paint_card, 110 / 76)
        self.title = _("Round {n} is over").format(n=data["round"])
        self.subtitle = _("{name} emptied their hand and scores 0.").format(name=theme.short_name(seats[self.closer].shown))
        rng = random.Random(data["round"])
        self.confetti = [(rng.uniform(0, 1), rng.uniform(0, 1), rng.choice(theme.FIGURAS_COLOURS), rng.uniform(0.6, 1.4))
                         for _i in range(160)] if self.exact else []

    def seat_line(self, seat: int, name: str, data: dict, hand: tuple[int, ...]) -> SeatLine:
        total = data["totals"][seat]
        if seat in self.already_out:
            return SeatLine(seat, name, None, "—", total, tag=_("Out"), tag_colour=theme.MUTED, muted=True)
        if seat == self.closer:
            points, band = _("0 (closed)"), (220, 242, 220)
        else:
            points, band = f"+{data['scores'][seat]}", None
        tag, colour = "", theme.INK
        if seat in self.exact:
            tag, colour, band = _("111! Wins"), (170, 110, 0), (255, 236, 170)
        elif seat in self.eliminated:
            tag, colour, band = _("Eliminated"), theme.DANGER, (250, 216, 210)
        return SeatLine(seat, name, len(hand), points, total, cards=hand, tag=tag, tag_colour=colour, band=band)

    def confetti_height(self, fy: float, speed: float) -> float:
        """How far down a piece of confetti has fallen (0: the top edge, 1: the bottom): each falls
        once, from up to half a screen above the top, so the shower ends by itself."""
        return self.clock * CONFETTI_FALL * speed - fy * 0.5

    def redraw_in(self) -> float | None:
        if any(self.confetti_height(fy, speed) < 1 for _fx, fy, _colour, speed in self.confetti):
            return 0.0
        return super().redraw_in()

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        for fx, fy, colour, speed in self.confetti:  # falling over the whole table, behind the panel
            down = self.confetti_height(fy, speed)
            if not 0 <= down < 1:
                continue
            x = fx * theme.WIDTH + math.sin(self.clock * 3 * speed + fx * 9) * 12
            y = down * (theme.HEIGHT + 20) - 10
            pygame.draw.rect(surface, colour, (x, y, 7, 12 if int(fx * 100) % 2 else 6))

    def draw_heads(self, surface: pygame.Surface, y: int) -> None:
        super().draw_heads(surface, y)
        # The bars' two marks named over them: 100 (above it a player is out) left of its tick, 111 right of its.
        bar_x = self.columns()["tail"][0] + 4
        for mark, colour, side in ((LIMIT, theme.DANGER, "right"), (TARGET, (170, 110, 0), "left")):
            tick = bar_x + int(self.meter_w * mark / BAR_TOP)
            label = theme.text(str(mark), 14, colour, bold=True)
            rect = label.get_rect(**{f"top{side}": (tick + (-3 if side == "right" else 3), y + 14)})
            surface.blit(label, rect)
            self.heads.append((str(mark), rect))

    def draw_meter(self, surface: pygame.Surface, rect: pygame.Rect, line: SeatLine) -> None:
        """Total against the limits: a tick at 100 (out above it) and a gold one at 111."""
        top = BAR_TOP
        total = line.total
        pygame.draw.rect(surface, (226, 222, 210), rect, border_radius=7)
        fill = rect.copy()
        fill.width = max(4, int(rect.width * min(total, top) / top))
        colour = (150, 150, 150) if line.muted else (theme.DANGER if total > LIMIT else (60, 140, 200))
        if total == TARGET:
            colour = GOLD
        pygame.draw.rect(surface, colour, fill, border_radius=7)
        for mark, c in ((LIMIT, theme.DANGER), (TARGET, GOLD)):
            x = rect.x + int(rect.width * mark / top)
            pygame.draw.line(surface, c, (x, rect.y - 4), (x, rect.bottom + 3), 3)

    def draw_lead(self, surface: pygame.Surface, y: int) -> None:
        p = self.panel
        party = picture("party", 70)
        names = listing(theme.short_name(self.scene.match.seats[s].shown) for s in self.exact)
        text = _("Exactly {target}! {names} wins the match!").format(target=TARGET, names=names) \
            if len(self.exact) == 1 else _("Exactly {target}! {names} share the win!").format(target=TARGET, names=names)
        line = theme.fit_text(text, 28, p.width - 220, (170, 110, 0), bold=True)
        surface.blit(party, party.get_rect(center=(p.x + 70, y + 40)))
        flipped = pygame.transform.flip(party, True, False)
        surface.blit(flipped, flipped.get_rect(center=(p.right - 70, y + 40)))
        theme.blit_center(surface, line, (p.centerx, y + 40))


def hand_order(card: int) -> tuple[int, int, int]:
    """How the hand is laid out: by colour, then symbol; Keys last."""
    colour = COLOUR_OF[card]
    return (colour if colour >= 0 else 9, SYMBOL_OF[card], card)


# ---------------------------------------------------------------- the table

class FigurasScene(TableScene):
    rules_title = N_("Figuras")
    rules_text = RULES_TEXT
    recalls_moves = True  # undo and redo retell the last move (its summary and statistics are not repeated)
    describe_move = staticmethod(describe_move)

    def __init__(self, app, match: Match) -> None:
        super().__init__(app, match)
        self.selected: list[int] = []  # picked cards in click order (the first must match, the last is the top)
        self.last_click: tuple[int, float] = (-1, -10.0)
        self.log: list[list[LogEntry]] = []  # one list of entries per applied action
        self.last_seat: int | None = None
        self.pending_summary: dict | None = None
        self._last_move: tuple[tuple, list[str]] = ((), [])
        # What is legal now, worked out once per position (asked every frame): see fresh_legality().
        self._legality_at: tuple = ()
        self._refusals: dict[Action, str] = {}
        self._playable: frozenset[int] | None = None
        self.pointer: tuple[int, int] | None = None  # where the mouse is, for the reasons shown on hover
        self.no_auto_at: tuple = ()  # the position undo or redo restored: its question is asked (see only_choice)
        self.home = self.viewer if self.viewer is not None else (match.human_seats() or [0])[0]
        self.play_button = Button((1060, 654, 196, 56), _("Play"), self.play_selected, key=pygame.K_RETURN, size=24)
        self.draw_button = Button((1060, 722, 196, 56), _("Draw a card"), self.draw_card, colour=(110, 90, 150))
        self.menu_button = Button((1150, 10, 110, 36), _("Menu"), self.pause, colour=(90, 90, 110), size=17)
        self.widgets = [self.play_button, self.draw_button, self.menu_button]
        self.play_button.on_refused = self.draw_button.on_refused = self.refuse
        self.refresh_buttons()
        self.tell_opening()

    # ------------------------------------------------------------ turn flow hooks

    def on_enter(self) -> None:
        super().on_enter()
        if not self.match.has_moves():
            sound.play("deal")
            self.animate_deal()

    def on_new_turn(self) -> None:
        self.selected = []
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
        opening = [LogEntry("deal", state.dealer, {"round": state.round, "starter": state.starter})]
        opening += [LogEntry("turn_up", state.dealer, {"card": c}) for c in state.discard]
        self.log.append(opening)

    def recall_start(self, since_mine: int) -> int:
        """The seat that last played stays marked until someone else plays, and the last move's
        line tells only the last action: the last RECALL_BACK actions are enough for both."""
        return max(0, min(since_mine, len(self.match.actions) - RECALL_BACK))

    def game_over_dialog(self) -> Scene:
        winners = list(self.state.winners)
        names = listing(theme.short_name(self.match.seats[s].shown) for s in winners)
        exact = any(self.state.totals[s] == TARGET for s in winners)
        if len(winners) == 1:
            title = _("{name} wins!").format(name=names)
        else:
            title = _("{names} share the win!").format(names=names)
        if exact:
            subtitle = ngettext("Exactly {target} point: an instant win.", "Exactly {target} points: an instant win.",
                                TARGET).format(target=TARGET)
        else:
            subtitle = ngettext("The last player left in the match, after {n} round.",
                                "The last player left in the match, after {n} rounds.",
                                self.state.round).format(n=self.state.round)
        return StandingsDialog(self.app, self, title, subtitle, self.final_standings(), picture("party" if exact else "trophy", 40))

    def final_standings(self) -> list[Standing]:
        """The winners first; then the players still in, the lower total the better; then those
        out, the later they went out the better. Rounds won: the rounds a player closed."""
        closed = [0] * len(self.match.seats)
        out_in: dict[int, int] = {}  # seat -> the round it went out in
        for events in self.match.events_after(0):
            for event in events:
                if event.kind == "round_end":
                    closed[event.data["closer"]] += 1
                    for seat in event.data["eliminated"]:
                        out_in.setdefault(seat, event.data["round"])
        totals = self.state.totals
        winners = set(self.state.winners)

        def key(seat: int) -> tuple[int, int]:
            if seat in winners:
                return (0, 0)
            if seat not in out_in:
                return (1, totals[seat])
            return (2, -out_in[seat])

        return standings(totals, closed, key)

    def summary_closed(self, match_over: bool) -> None:
        if not match_over:
            sound.play("deal")
            self.animate_deal()
            self.maybe_hand_off()  # held back while everyone read the summary


    @property
    def bottom(self) -> int:
        """The seat drawn at the bottom of the table: the one looking (or the last one who looked)."""
        if self.viewer is not None:
            self.home = self.viewer
        return self.home

    # ------------------------------------------------------------ events from the engine

    def show_events(self, events: list[Event]) -> None:
        entries: list[LogEntry] = []
        pile_delay = 0.0
        for e in events:
            data = e.data
            if e.kind == "play":
                sound.play("card")
                for i, c in enumerate(data["cards"]):
                    src = ("stock",) if data["drawn"] else ("seat", e.seat)
                    self.fly(c, src, ("pile",), None, delay=pile_delay + 0.08 * i)
                pile_delay += 0.08 * len(data["cards"])
                self.last_seat = e.seat
            elif e.kind == "draw":
                for i, c in enumerate(data["cards"][:6]):
                    self.fly(c, ("stock",), ("seat", e.seat), frozenset((e.seat,)), delay=pile_delay + 0.08 * i)
            elif e.kind == "give":
                src = ("stock",) if data["from_stock"] else ("seat", e.seat)
                who = frozenset((data["to"],)) if data["from_stock"] else frozenset((e.seat, data["to"]))
                self.fly(data["card"], src, ("seat", data["to"]), who)
                self.last_seat = e.seat
            elif e.kind == "steal":
                self.fly(data["card"], ("seat", data["from"]), ("seat", e.seat), frozenset((e.seat, data["from"])))
                self.last_seat = e.seat
            elif e.kind in ("door_turn", "turn_up"):
                self.fly(data["card"], ("stock",), ("pile",), None, delay=pile_delay + 0.15)
                pile_delay += 0.15
            elif e.kind == "round_end" and not self.recalling:  # read and counted when the round ended
                self.pending_summary = {**data, "over": False}
            elif e.kind == "match_end" and self.pending_summary is not None:
                self.pending_summary["over"] = True
            elif e.kind == "deal":
                self.motion.finish()  # a new round: the old pile is gone
            elif e.kind == "colour":
                self.last_seat = e.seat
            entries.append(LogEntry(e.kind, e.seat, data))
        if entries:
            self.log.append(entries)
            del self.log[:-20]
        if self.pending_summary is not None:  # shown at once: nothing may be clicked in between
            data, self.pending_summary = self.pending_summary, None
            self.show_round_summary(RoundSummary(self.app, self, data, data["over"]))

    def fly(self, card: int | None, src: tuple, dst: tuple, visible_to: frozenset[int] | None,
            delay: float = 0.0) -> None:
        """A card crosses the table (game.ui.motion); its face shows only to `visible_to` (None: to all),
        judged as it is drawn, so a hand-off never shows it to the next player."""
        def image() -> pygame.Surface:
            shows = card is not None and (visible_to is None or self.viewer in visible_to)
            return card_face(card, 76, 110) if shows else card_back(76, 110)  # type: ignore[arg-type]

        self.motion.add(Tween(image, self.place(src), self.place(dst), duration=FLIGHT_TIME, delay=delay, arc=30,
                              key=(dst, card)))

    def animate_deal(self) -> None:
        """A round's deal: one card at a time round the table from the stock."""
        hands = self.state.hands
        for i in range(max((len(h) for h in hands), default=0)):
            for seat, hand in enumerate(hands):
                if i < len(hand):
                    self.fly(hand[i], ("stock",), ("seat", seat), frozenset((seat,)),
                             delay=0.05 * (i * len(hands) + seat))

    def describe(self, entry: LogEntry) -> str:
        """One line about an event, showing a card's face only to the seats that may see it."""
        names = [theme.short_name(seat.shown) for seat in self.match.seats]
        return describe_entry(entry, names, self.viewer)

    def last_move(self, top: int = MOVE_TOP) -> list[str]:
        """The last move, described for the seat now looking, as lines from `top` down that keep
        clear of the seats' boxes (cached)."""
        if not self.log:
            return []
        widths = self.move_widths(top)
        key = (id(self.log[-1]), self.viewer, i18n.language(), widths)
        if self._last_move[0] != key:
            names = [theme.short_name(seat.shown) for seat in self.match.seats]
            text = " ".join(describe_entries(self.log[-1], names, self.viewer))
            self._last_move = (key, wrap_to_widths(text, MOVE_SIZE, widths))
        return self._last_move[1]

    def move_lines(self, top: int) -> list[tuple[str, pygame.Rect]]:
        """The last move's lines and where each is drawn: from `top` down, at the start of the line."""
        column = theme.mirror((20, 0, STATUS_W, 0))
        out = []
        for i, line in enumerate(self.last_move(top)):
            width = theme.text_width(line, MOVE_SIZE)
            out.append((line, pygame.Rect(theme.align_x(column.x, column.width, width), top + i * MOVE_PITCH,
                                          width, MOVE_SIZE + 4)))
        return out

    def move_widths(self, top: int) -> tuple[int, ...]:
        """How wide each line of the last move may be, from `top` down, in the column at the start
        of the reading direction: a seat's box (its pulsing ring too) ends a line early, and a line
        with less than MOVE_MIN_W left is not used."""
        column = theme.mirror((20, 0, STATUS_W, 0))
        boxes = [self.seat_rect(s).inflate(16, 16) for s in range(self.match.config.players) if s != self.bottom]
        widths = []
        for i in range(MOVE_LINES):
            y0 = top + i * MOVE_PITCH
            width = column.width
            for box in boxes:
                if box.top < y0 + MOVE_PITCH and box.bottom > y0 and box.right > column.x and box.x < column.right:
                    width = min(width, box.x - column.x if not theme.rtl() else column.right - box.right)
            if width < MOVE_MIN_W:
                break
            widths.append(width)
        return tuple(widths)

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
            self.say(_("First pick a card from your hand."))
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
            self._legality_at, self._refusals, self._playable = self.position(), {}, None

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

    def playable_cards(self) -> frozenset[int]:
        """The cards of the hand that some legal play of this turn uses (a figure that does not
        match may still go in a set after one that does)."""
        self.fresh_legality()
        if self._playable is None:
            view = self.view()
            plays = [a for a in view.legal_actions() if isinstance(a, Play)] if view is not None else []
            self._playable = frozenset(c for a in plays for c in a.cards)
        return self._playable

    def card_refusal(self, card: int) -> str:
        """Why `card` cannot be played on this turn ("" when it can, or when it is not the seat's turn)."""
        if not self.my_turn() or card in self.playable_cards():
            return ""
        if self.state.phase_name == "bridge":
            return _("That card does not match the Bridge by colour or symbol.")
        return _("That card does not match the top card by colour or symbol.")

    def play_refusal(self) -> str:
        if not self.selected:
            return _("First pick a card from your hand.")
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
            hand = self.hand_cards()
            for card, rect in zip(hand, self.hand_rects(hand), strict=True):
                if card in action.cards:
                    self.hint_ring(surface, rect.move(0, -LIFT) if card in self.selected else rect, 12)

    # ------------------------------------------------------------ input

    def hand_cards(self) -> tuple[int, ...]:
        view = self.view()
        return tuple(sorted(view.hand, key=hand_order)) if view is not None else ()

    def hand_rects(self, hand: tuple[int, ...]) -> list[pygame.Rect]:
        n = len(hand)
        if not n:
            return []
        step = min(CARD_W + 8, (HAND_AREA.width - CARD_W) / max(1, n - 1))
        total = step * (n - 1) + CARD_W
        x0 = HAND_AREA.x + (HAND_AREA.width - total) / 2
        return [pygame.Rect(round(x0 + i * step), HAND_AREA.y, CARD_W, CARD_H) for i in range(n)]

    def card_point(self, card: int) -> tuple[int, int]:
        """A point on the part of `card` that shows in the hand (its right side), for clicking."""
        hand = self.hand_cards()
        rects = self.hand_rects(hand)
        i = hand.index(card)
        rect = rects[i]
        shown = rect.width if i == 0 else min(rect.width, rect.right - rects[i - 1].right)
        return (rect.right - max(2, shown // 2), rect.centery)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        hand = self.hand_cards()
        for card, rect in zip(hand, self.hand_rects(hand), strict=True):  # the leftmost card lies on top
            hit = rect.union(rect.move(0, -LIFT)) if card in self.selected else rect
            if hit.collidepoint(pos):
                return card
        return None

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
        if DISCARD.union(DISCARD.move(-36, -12)).collidepoint(event.pos):
            self.app.push(PileBrowser(self.app, _("The discard pile (top card first)"), tuple(self.state.discard),
                                      paint_card))
            return
        if STOCK.collidepoint(event.pos):
            self.draw_card()
            return
        card = self.card_at(event.pos)
        if card is not None:
            self.click_card(card)

    def table_targets(self) -> list[focus.Target]:
        """Keyboard play: the hand (each card where it shows), the stock and the discard pile."""
        hand = self.hand_cards()
        rects = self.hand_rects(hand)
        shown = [r if i == 0 else pygame.Rect(rects[i - 1].right, r.y, r.right - rects[i - 1].right, r.height)
                 for i, r in enumerate(rects)]  # the leftmost card lies on top
        lifted = [r.move(0, -LIFT) if card in self.selected else r for card, r in zip(hand, shown, strict=True)]
        return (focus.rect_targets("hand", lifted, keys=hand, points=[self.card_point(c) for c in hand])
                + [focus.Target("stock", STOCK), focus.Target("discard", DISCARD)])

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
        if self.app.scene is self:
            if self.human_to_act() is not None and not self.match.is_over:
                dialog = {"colour": ColourDialog, "gift": GiftDialog, "thief": PlayerDialog,
                          "mirror": MirrorDialog}.get(self.state.phase_name)
                if dialog is GiftDialog and not self.state.hands[self.match.current_seat]:
                    dialog = PlayerDialog
                if dialog is not None:
                    only = self.only_choice()
                    if only is not None:
                        self.choose_alone(only)
                        return
                    self.motion.finish()  # a dialog holds the table still: land every card first
                    self.app.push(dialog(self.app, self))
                    return
        super().update(dt)
        self.refresh_buttons()

    # ------------------------------------------------------------ where things are

    def seat_centre(self, seat: int) -> tuple[int, int]:
        n = self.match.config.players
        k = (self.bottom - seat) % n  # steps in play order from the bottom seat
        a = 2 * math.pi * k / n  # counter-clockwise on screen: the next seat is to the right
        return (round(SEAT_CENTRE[0] + SEAT_RX * math.sin(a)), round(SEAT_CENTRE[1] + SEAT_RY * math.cos(a)))

    def seat_rect(self, seat: int) -> pygame.Rect:
        rect = pygame.Rect(0, 0, BADGE_W, BADGE_H)
        rect.center = self.seat_centre(seat)
        return rect

    def place(self, where: tuple) -> tuple[float, float]:
        if where[0] == "pile":
            return DISCARD.center
        if where[0] == "stock":
            return STOCK.center
        seat = where[1]
        if seat == self.bottom:
            return (HAND_AREA.centerx, HAND_AREA.centery)
        return self.seat_centre(seat)

    # ------------------------------------------------------------ drawing

    def waiting_line(self) -> str:
        """The status while the person looking is not to act ("" when they are)."""
        if self.match.is_over:
            return _("The match is over.")
        summary = self.app.scene
        if isinstance(summary, RoundSummaryDialog):  # the summary is read first: nobody thinks meanwhile
            return _("Round {n} is over").format(n=summary.data["round"])
        seat = self.match.current_seat
        if seat is None or self.human_to_act() is not None:
            return ""
        player = self.match.seats[seat]
        name = theme.short_name(player.shown)
        if player.computer and self.app.scene is self:  # a dialog over the table holds the computer too
            return _("{name} is thinking").format(name=name) + self.thinking_dots()
        return _("{name}'s turn").format(name=name)

    def status_line(self) -> str:
        waiting = self.waiting_line()
        if waiting:
            return waiting
        name = theme.short_name(self.match.seats[self.viewer].shown) if self.viewer is not None else ""
        phase = self.state.phase_name
        if phase == "colour":
            return _("{name}: choose the colour to follow.").format(name=name)
        if phase == "gift":
            return _("{name}: give a card to another player.").format(name=name)
        if phase == "thief":
            return _("{name}: choose whom to steal a card from.").format(name=name)
        if phase == "mirror":
            return _("{name}: answer the Mirror or take the cards.").format(name=name)
        view = self.view()
        can_play = any(view.fits(c) for c in view.hand)
        n = len(self.selected)
        if phase == "bridge":
            if not can_play:
                return _("Bridge: nothing matches, so draw a card.")
            return _("Bridge: play one more card that matches.")
        if not can_play:
            return _("{name}: nothing fits. Draw a card.").format(name=name)
        if n == 0 or (n == 1 and not view.fits(self.selected[0])):  # a card that cannot go alone: no "press Play"
            return _("{name}: play a matching card, or 3 or 4 identical figures.").format(name=name)
        if n == 1:
            return _("Press Play (or double-click the card); add identical figures for a set.")
        if n == 2:
            return _("Never two cards: add a third identical figure, or put one back.")
        return _("The first card must match; the last one becomes the top card.")

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(render_table(), (0, 0))
        view = self.view()
        # The status across the top bar up to its buttons (above the top seat's box, which starts at
        # y 38); the last move under it, at the start of the line, clear of the seats' boxes.
        room = self.status_room(20, 16)
        status = theme.fit_text(self.status_line(), theme.big(21), room.width, theme.WHITE, bold=True)
        surface.blit(status, (theme.align_x(room.x, room.width, status.get_width()),
                              8 if status.get_height() < 28 else 4))
        below = max(MOVE_TOP, 10 + status.get_height())  # under a large status line too
        for line, place in self.move_lines(below):
            surface.blit(theme.text(line, MOVE_SIZE, (210, 235, 220)), place)
        self.draw_centre(surface, view)
        for seat in range(self.match.config.players):
            if seat != self.bottom:
                self.draw_seat(surface, seat, view)
        self.draw_own(surface, view)
        self.draw_message(surface, self.message_box())
        if self.my_turn() and view is not None and not any(view.fits(c) for c in view.hand):
            pulse = int(2 + 2 * self.wave(6))
            pygame.draw.rect(surface, theme.HIGHLIGHT, self.draw_button.rect.inflate(8, 8), pulse, border_radius=12)
        super().draw(surface)
        shown = self.shown_refusal()
        if shown is not None and not (self.message == shown[0] and self.message_time > 0):  # said once is enough
            draw_tip(surface, *shown, beside=shown[1] in (self.play_button.rect, self.draw_button.rect))

    def shown_refusal(self) -> tuple[str, pygame.Rect] | None:
        """Why the thing under the mouse, or under the keyboard's focus, cannot be used now (a
        greyed button, a dimmed card, the stock when drawing is not allowed) and where it is."""
        if self.app.scene is not self or not self.my_turn():
            return None
        if focus.keyboard_active():
            target = focus.current(self)
            if target is None:
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

    def pile_cards(self) -> list[int]:
        """The discard pile as drawn: cards still flying in are not there yet."""
        pile = self.state.discard
        end = len(pile)
        while end > 1 and self.motion.carries((("pile",), pile[end - 1])):
            end -= 1
        return pile[max(0, end - 4):end]

    def draw_centre(self, surface: pygame.Surface, view) -> None:
        state = self.state
        # The stock: a few backs and the count.
        stock = len(state.stock)
        for i in range(min(3, max(1, stock // 15 + 1)) if stock else 0):
            surface.blit(card_back(PILE_W, PILE_H), STOCK.move(-2 * i, -2 * i))
        if not stock:
            pygame.draw.rect(surface, (30, 110, 76), STOCK, 2, border_radius=10)
        caption = ngettext("Stock: {n} card", "Stock: {n} cards", stock).format(n=stock)
        theme.blit_center(surface, theme.text(caption, 15, (220, 238, 226)), (STOCK.centerx, STOCK.bottom + 14))
        # The discard pile: the top card and the ones just under it, fanned to the left.
        cards = self.pile_cards()
        for i, card in enumerate(cards):
            back = len(cards) - 1 - i
            surface.blit(card_face(card, PILE_W, PILE_H), DISCARD.move(-12 * back, -4 * back))
        top_rect = DISCARD
        if self.log and any(e.kind in ("play", "door_turn", "turn_up") for e in self.log[-1]):
            pygame.draw.rect(surface, (255, 150, 60), top_rect.inflate(8, 8), 3, border_radius=12)
        caption = ngettext("Discard pile: {n} card", "Discard pile: {n} cards", len(state.discard)).format(
            n=len(state.discard))
        theme.blit_center(surface, theme.text(caption, 15, (220, 238, 226)), (DISCARD.centerx, DISCARD.bottom + 14))
        # The colour in force (after a Key it differs from the top card) and the Mirror pile.
        x, y = INFO_X, DISCARD.y - 6
        surface.blit(theme.text(_("Colour to follow"), 14, (220, 238, 226), bold=True), (x, y))
        if state.colour == NO_COLOUR:
            box = pygame.Rect(x, y + 20, 140, 64)
            pygame.draw.rect(surface, (60, 60, 70), box, border_radius=10)
            theme.blit_center(surface, theme.fit_text(_("being chosen"), 16, 130, theme.WHITE, bold=True), box.center)
        else:
            surface.blit(colour_badge(state.colour, 140, 64), (x, y + 20))
        y += 96
        surface.blit(theme.text(_("Mirror pile"), 14, (220, 238, 226), bold=True), (x, y))
        box = pygame.Rect(x, y + 20, 140, 50)
        live = state.mirrors > 0
        pygame.draw.rect(surface, (255, 236, 170) if live else (40, 110, 78), box, border_radius=10)
        image = picture("mirror", 40)
        if not live:
            image = picture("mirror", 30)
        surface.blit(image, image.get_rect(center=(box.x + 26, box.centery)))
        if live:
            label = ngettext("{n}: draw {k}", "{n}: draw {k}", state.mirrors).format(n=state.mirrors,
                                                                                    k=2 * state.mirrors)
            surface.blit(theme.fit_text(label, 18, 88, theme.INK, bold=True), (box.x + 48, box.centery - 11))
        else:
            surface.blit(theme.text(_("empty"), 16, (190, 220, 200)), (box.x + 50, box.centery - 10))

    def draw_seat(self, surface: pygame.Surface, seat: int, view) -> None:
        state, match = self.state, self.match
        rect = self.seat_rect(seat)
        out = state.out[seat]
        current = match.current_seat == seat
        winner = seat in state.winners
        if current or winner:
            pulse = self.wave(5)
            pygame.draw.rect(surface, GOLD if winner else theme.HIGHLIGHT,
                             rect.inflate(10 + pulse * 4, 10 + pulse * 4), border_radius=16)
        colour = (196, 196, 190) if out else theme.PANEL
        draw_panel(surface, rect, colour=colour, radius=12)
        if seat == self.last_seat and not current:
            pygame.draw.rect(surface, (255, 150, 60), rect, 3, border_radius=12)
        ink = theme.MUTED if out else theme.INK
        # The name, then a computer's level ("Computer 2 · Hard"), the level alone when the badge is too
        # narrow for "(computer · Hard)" beside the whole name; the name gives way to that.
        words = computer_tag_within(match.seats[seat], BADGE_W - 20, 17, theme.min_text(), bold=True)
        tag = theme.text(words, theme.min_text(), theme.MUTED) if words else None
        room = BADGE_W - 20 - (tag.get_width() + 5 if tag is not None else 0)
        name = theme.fit_name(match.seats[seat].shown, 17, room, ink, bold=True)
        name_x = rect.x + 10
        if tag is not None:  # after the name in reading order: at its left in right to left
            tag_x = name_x + name.get_width() + 5
            if theme.rtl():
                name_x, tag_x = name_x + tag.get_width() + 5, name_x
            surface.blit(tag, (tag_x, rect.y + 6 + (name.get_height() - tag.get_height()) // 2))
        surface.blit(name, (name_x, rect.y + 6))
        count = len(state.hands[seat])
        x = rect.x + 10
        for i in range(min(count, 10)):
            surface.blit(card_back(22, 31), (x + i * 6, rect.y + 30))
        count_x = x + 22 + 6 * max(0, min(count, 10) - 1) + 8
        surface.blit(theme.text(str(count), 22, ink, bold=True), (count_x, rect.y + 32))
        total = theme.text(str(state.totals[seat]), 22, theme.DANGER if out else ink, bold=True)
        surface.blit(total, total.get_rect(topright=(rect.right - 10, rect.y + 30)))
        pts = theme.text(_("points"), theme.min_text(), theme.MUTED)
        surface.blit(pts, pts.get_rect(topright=(rect.right - 10, rect.y + 54)))
        if winner:
            note, note_colour = _("Winner"), (170, 110, 0)
        elif out:
            note, note_colour = _("Out"), theme.DANGER
        elif current and match.seats[seat].computer and self.app.scene is self:
            note, note_colour = _("thinking") + self.thinking_dots(), (40, 110, 60)
        elif current:
            note, note_colour = _("to play"), (40, 110, 60)
        elif not state.is_over and match.current_seat is not None and state.next_seat(match.current_seat) == seat:
            note, note_colour = _("next"), theme.MUTED
        else:
            note, note_colour = "", ink
        if note:
            surface.blit(theme.text(note, 14, note_colour, bold=True), (rect.x + 10, rect.bottom - 22))

    def only_choice(self) -> Action | None:
        """The one legal answer of a question (the Thief with one player to steal from, a Mirror
        without a Mirror to answer with), made without asking; None when there is a choice. After
        undo or redo the question is asked, so taking back a turn never makes the choice again."""
        view = self.view()
        legal = view.legal_actions() if view is not None else []
        if len(legal) != 1 or self.position() == self.no_auto_at:
            return None
        return legal[0]

    def choose_alone(self, action: Action) -> None:
        """Make the only possible choice, and say why nothing was asked (never naming a hidden card:
        the line may still be up after a hand-off)."""
        phase = self.state.phase_name
        note: str
        if isinstance(action, ChoosePlayer) and phase == "thief":
            note = _("{name} was the only player you could steal from, so nothing was asked.").format(
                name=theme.short_name(self.match.seats[action.seat].shown))
        elif isinstance(action, TakePenalty):
            note = _("You hold no Mirror to answer with, so you take the cards.")
        else:
            note = _("Only one choice was possible, so it was made without asking.")
        seat = self.match.current_seat
        if self.act(action) and self.app.scene is self and self.viewer == seat:
            self.say(note)  # not when the table was handed over or a round's summary came up

    def hand_note(self) -> str:
        """Said where the hand of the seat looking would be, when it has none for the rest of the match."""
        seat = self.viewer
        if seat is None or not self.state.out[seat] or self.state.is_over:
            return ""
        return _("You are out of this match. Watch the others play it out, or press Menu to leave.")

    def facts_pill(self) -> tuple[pygame.Surface, pygame.Rect]:
        """The bottom seat's line of facts (name, cards, points) and the pill it sits in, above the hand."""
        state, seat = self.state, self.bottom
        count = len(state.hands[seat])
        total = state.totals[seat]
        facts = ngettext("{name}: {n} card, {total}", "{name}: {n} cards, {total}", count).format(
            name=theme.short_name(self.match.seats[seat].shown), n=count, total=ngettext("{n} point", "{n} points", total).format(n=total))
        if seat in state.winners:
            facts += "  " + _("(winner)")
        elif state.out[seat]:
            facts += "  " + _("(out)")
        line = theme.fit_text(facts, 17, 560, theme.WHITE, bold=True)
        return line, pygame.Rect(HAND_AREA.x, HAND_AREA.y - 84, line.get_width() + 24, 28)

    def message_box(self) -> pygame.Rect:
        """The message line beside the facts pill (a long name or count pushes it right, never under)."""
        left = max(MESSAGE_BOX.x, self.facts_pill()[1].right + 12)
        return pygame.Rect(left, MESSAGE_BOX.y, MESSAGE_BOX.right - left, MESSAGE_BOX.height)

    def draw_own(self, surface: pygame.Surface, view) -> None:
        """The bottom seat: its line of facts and its hand (card backs while hands are hidden)."""
        state, match = self.state, self.match
        seat = self.bottom
        count = len(state.hands[seat])
        line, pill = self.facts_pill()
        current = match.current_seat == seat
        pygame.draw.rect(surface, (200, 150, 30) if current else theme.FELT, pill, border_radius=14)
        if seat == self.last_seat and not current:
            pygame.draw.rect(surface, (255, 150, 60), pill, 2, border_radius=14)
        surface.blit(line, (pill.x + 12, pill.y + 4))
        if view is None:
            for i in range(min(count, 12)):
                surface.blit(card_back(CARD_W, CARD_H), (HAND_AREA.x + i * 30, HAND_AREA.y))
            text = _("Hands are hidden.") if match.human_seats() else _("Computer players only.")
            surface.blit(theme.text(text, 18, theme.WHITE), (HAND_AREA.x + min(count, 12) * 30 + 90, HAND_AREA.y + 54))
            return
        if self.hand_note():
            note = theme.fit_text(self.hand_note(), theme.big(20), HAND_AREA.width - 40, theme.WHITE, bold=True)
            theme.blit_center(surface, note, HAND_AREA.center)
        hand = self.hand_cards()
        rects = self.hand_rects(hand)
        mine = self.my_turn()
        pulse = self.wave(6)
        set_symbol = SYMBOL_OF[self.selected[0]] if self.selected else None
        for card, rect in reversed(list(zip(hand, rects, strict=True))):  # right to left: spines stay in sight
            if self.motion.carries((("seat", seat), card)):
                continue  # still on its way here
            picked = card in self.selected
            r = rect.move(0, -LIFT) if picked else rect
            surface.blit(card_face(card, CARD_W, CARD_H), r)
            if mine and self.card_refusal(card):  # no legal play uses it: dimmed, and it says why
                surface.blit(card_shade(CARD_W, CARD_H), r)
            if picked:
                pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(6, 6), 4, border_radius=12)
            elif mine and not self.selected and view.fits(card):
                pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(4, 4), 2 + int(pulse * 2), border_radius=12)
            elif (mine and set_symbol is not None and set_symbol < PACKAGE and SYMBOL_OF[card] == set_symbol
                  and state.phase_name == "play" and len(self.selected) < 4):
                pygame.draw.rect(surface, (120, 210, 255), r.inflate(4, 4), 3, border_radius=12)
        # The order of a set: 1 is laid first (it must match), the last becomes the top card.
        if len(self.selected) > 1:
            for i, card in enumerate(self.selected):
                rect = rects[hand.index(card)].move(0, -LIFT)
                centre = (rect.right - 14, rect.y - 12)
                pygame.draw.circle(surface, theme.BUTTON, centre, 13)
                pygame.draw.circle(surface, theme.WHITE, centre, 13, 2)
                theme.blit_center(surface, theme.text(str(i + 1), 15, theme.WHITE, bold=True), centre)
