"""The Figuras table drawn: the felt and its ring of arrows, the stock, the discard pile, the colour
in force and the Mirror pile in the middle, a box for each seat round the oval, the bottom seat's
facts and hand, and the last move's lines at the top, clear of the seats' boxes."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine import Event
from game.engine.figuras import (
    NO_COLOUR,
    PACKAGE,
    SYMBOL_OF,
    ColourChosen,
    Dealt,
    DoorTurned,
    Drawn,
    Given,
    MirrorPiled,
    Played,
    Stolen,
    TurnedUp,
)
from game.i18n import _, ngettext
from game.ui import theme
from game.ui.drawing_cache import MB, cached_drawing
from game.ui.figuras.cards import card_back, card_face, card_shade, colour_badge
from game.ui.figuras.layout import (
    BADGE_W,
    CARD_H,
    CARD_W,
    DISCARD,
    HAND_AREA,
    INFO_X,
    MOVE_LINES,
    MOVE_MIN_W,
    MOVE_PITCH,
    MOVE_SIZE,
    PILE_H,
    PILE_W,
    STATUS_W,
    STOCK,
    TABLE_CENTRE,
    hand_area,
)
from game.ui.parts.hand import draw_new_tag
from game.ui.parts.pile_column import caption_lines, discard_label, stock_label
from game.ui.parts.recap import light
from game.ui.parts.seat_panel import draw_name_line, name_line
from game.ui.pictures import picture
from game.ui.seat_labels import computer_tag_within
from game.ui.widgets import draw_panel

if TYPE_CHECKING:
    from game.ui.figuras_scene import FigurasScene


@cached_drawing(4 * MB)  # shared by every table, asked for at each draw (see drawing_cache)
def render_table() -> pygame.Surface:
    """The felt, the oval table and the ring of arrows showing the direction of play."""
    surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    surface.fill(theme.FELT_DARK)
    cx, cy = TABLE_CENTRE
    outer = pygame.Rect(0, 0, 1000, 470)
    outer.center = (cx, cy)
    pygame.draw.ellipse(surface, theme.TABLE_RIM, outer)
    pygame.draw.ellipse(surface, theme.TABLE_RIM_LIGHT, outer.inflate(-10, -10))
    pygame.draw.ellipse(surface, theme.FELT, outer.inflate(-34, -34))
    pygame.draw.ellipse(surface, theme.FELT_LINE, outer.inflate(-60, -60), 2)
    # The direction ring: play goes counter-clockwise, so the turn passes to the right on screen.
    ring = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    rx, ry = 330, 168
    colour = theme.DIRECTION_RING
    steps = 120
    for i in range(steps):
        if (i - 15) % 30 in {0, 1, 29}:
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
        pygame.draw.polygon(ring, theme.DIRECTION_ARROW, (tip, left, right))
    surface.blit(ring, (0, 0))
    return surface


# ---------------------------------------------------------------- the last move

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


def move_lines(scene: FigurasScene, top: int) -> list[tuple[str, pygame.Rect]]:
    """The last move's lines and where each is drawn: from `top` down, at the start of the line."""
    column = theme.mirror((20, 0, STATUS_W, 0))
    out = []
    for i, line in enumerate(scene.last_move(top)):
        width = theme.text_width(line, MOVE_SIZE)
        out.append((line, pygame.Rect(theme.align_x(column.x, column.width, width), top + i * MOVE_PITCH,
                                      width, MOVE_SIZE + 4)))
    return out


def move_widths(scene: FigurasScene, top: int) -> tuple[int, ...]:
    """How wide each line of the last move may be, from `top` down, in the column at the start
    of the reading direction: a seat's box (its pulsing ring too) ends a line early, and a line
    with less than MOVE_MIN_W left is not used."""
    column = theme.mirror((20, 0, STATUS_W, 0))
    boxes = [box.inflate(16, 16) for box in scene.seats.boxes().values()]
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


# ---------------------------------------------------------------- the middle and the seats

def pile_cards(scene: FigurasScene) -> list[int]:
    """The discard pile as drawn: cards still flying in are not there yet."""
    pile = scene.state.discard
    end = len(pile)
    while end > 1 and scene.motion.carries((("pile",), pile[end - 1])):
        end -= 1
    return pile[max(0, end - 4):end]

# The two piles' captions sit side by side: each keeps within the distance between the piles.
CAPTION_WIDTH = DISCARD.centerx - STOCK.centerx - 12


def draw_pile_caption(surface: pygame.Surface, label: str, pile: pygame.Rect) -> None:
    """"Stock: 77 cards" under its pile, on two lines when one would run into the other caption."""
    lines = caption_lines(label, theme.TEXT_SMALL, CAPTION_WIDTH)
    pitch = theme.font(theme.TEXT_SMALL).get_linesize()
    for i, line in enumerate(lines):
        theme.blit_center(surface, theme.text(line, theme.TEXT_SMALL, theme.FELT_TEXT),
                          (pile.centerx, pile.bottom + 14 + i * pitch))


def draw_centre(scene: FigurasScene, surface: pygame.Surface, view) -> None:
    state = scene.state
    # The stock: a few backs and the count.
    stock = len(state.stock)
    for i in range(min(3, max(1, stock // 15 + 1)) if stock else 0):
        surface.blit(card_back(PILE_W, PILE_H), STOCK.move(-2 * i, -2 * i))
    if not stock:
        pygame.draw.rect(surface, theme.FELT_LIGHT, STOCK, 2, border_radius=10)
    draw_pile_caption(surface, stock_label(stock), STOCK)
    # The discard pile: the top card and the ones just under it, fanned to the left.
    cards = pile_cards(scene)
    for i, card in enumerate(cards):
        back = len(cards) - 1 - i
        surface.blit(card_face(card, PILE_W, PILE_H), DISCARD.move(-12 * back, -4 * back))
    top_rect = DISCARD
    if scene.log and any(isinstance(e, (Played, DoorTurned, TurnedUp)) for e in scene.log[-1]):
        pygame.draw.rect(surface, theme.LAST_MOVE_EDGE, top_rect.inflate(8, 8), 3, border_radius=12)
    draw_pile_caption(surface, discard_label(len(state.discard)), DISCARD)
    # The colour in force (after a Key it differs from the top card) and the Mirror pile.
    x, y = INFO_X, DISCARD.y - 6
    surface.blit(theme.text(_("Colour to follow"), theme.TEXT_SMALL, theme.FELT_TEXT, bold=True), (x, y))
    if state.colour == NO_COLOUR:
        box = pygame.Rect(x, y + 20, 140, 64)
        pygame.draw.rect(surface, theme.UNCHOSEN, box, border_radius=10)
        theme.blit_center(surface, theme.fit_text(_("being chosen"), theme.TEXT_BODY, 130, theme.WHITE, bold=True), box.center)
    else:
        surface.blit(colour_badge(state.colour, 140, 64), (x, y + 20))
    y += 96
    surface.blit(theme.text(_("Mirror pile"), theme.TEXT_SMALL, theme.FELT_TEXT, bold=True), (x, y))
    box = pygame.Rect(x, y + 20, 140, 50)
    live = state.mirrors > 0
    pygame.draw.rect(surface, theme.ROW_NOTICE if live else theme.FELT_LIGHT, box, border_radius=10)
    image = picture("mirror", 40)
    if not live:
        image = picture("mirror", 30)
    surface.blit(image, image.get_rect(center=(box.x + 26, box.centery)))
    if live:
        label = ngettext("{n}: draw {k}", "{n}: draw {k}", state.mirrors).format(n=state.mirrors,
                                                                                k=2 * state.mirrors)
        surface.blit(theme.fit_text(label, theme.TEXT_BODY, 88, theme.INK, bold=True), (box.x + 48, box.centery - 11))
    else:
        surface.blit(theme.text(_("empty"), theme.TEXT_BODY, theme.FELT_MUTED), (box.x + 50, box.centery - 10))

def draw_seat(scene: FigurasScene, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
    """A seat's box round the oval: its name and level, its cards, its points, a word on its turn."""
    state, match = scene.state, scene.match
    out = state.out[seat]
    current = match.current_seat == seat
    winner = seat in state.winners
    if current or winner:
        pulse = scene.wave(5)
        pygame.draw.rect(surface, theme.GOLD if winner else theme.HIGHLIGHT,
                         rect.inflate(10 + pulse * 4, 10 + pulse * 4), border_radius=16)
    colour = theme.PANEL_OUT if out else theme.PANEL
    draw_panel(surface, rect, colour=colour, radius=12)
    if seat == scene.last_seat and not current:
        pygame.draw.rect(surface, theme.LAST_MOVE_EDGE, rect, 3, border_radius=12)
    ink = theme.MUTED if out else theme.INK
    # The name, then a computer's level ("Computer 2 · Hard"), the level alone when the badge is too
    # narrow for "(computer · Hard)" beside the whole name; the name gives way to that.
    words = computer_tag_within(match.seats[seat], BADGE_W - 20, theme.TEXT_BODY, theme.min_text(), bold=True)
    tag = theme.text(words, theme.min_text(), theme.MUTED) if words else None
    name = name_line(match.seats[seat].shown, tag, theme.TEXT_BODY, BADGE_W - 20, ink, bold=True)
    # The level after the name in reading order: at its left in right to left (drawn in place).
    tag_dy = (name.get_height() - tag.get_height()) // 2 if tag is not None else 0
    draw_name_line(surface, name, tag, (rect.x + 10, rect.y + 6), tag_dy, reverse=theme.rtl())
    count = len(state.hands[seat])
    x = rect.x + 10
    for i in range(min(count, 10)):
        surface.blit(card_back(22, 31), (x + i * 6, rect.y + 30))
    count_x = x + 22 + 6 * max(0, min(count, 10) - 1) + 8
    surface.blit(theme.text(str(count), theme.TEXT_LABEL, ink, bold=True), (count_x, rect.y + 32))
    total = theme.text(str(state.totals[seat]), theme.TEXT_LABEL, theme.DANGER if out else ink, bold=True)
    surface.blit(total, total.get_rect(topright=(rect.right - 10, rect.y + 30)))
    pts = theme.text(_("points"), theme.min_text(), theme.MUTED)
    surface.blit(pts, pts.get_rect(topright=(rect.right - 10, rect.y + 54)))
    note: str
    if winner:
        note, note_colour = _("Winner"), theme.WIN_INK
    elif out:
        note, note_colour = _("Out"), theme.DANGER
    elif current and match.seats[seat].computer and scene.app.scene is scene:
        note, note_colour = _("thinking") + scene.thinking_dots(), theme.TURN_INK
    elif current:
        note, note_colour = _("to play"), theme.TURN_INK
    elif not state.is_over and match.current_seat is not None and state.next_seat(match.current_seat) == seat:
        note, note_colour = _("next"), theme.MUTED
    else:
        note, note_colour = "", ink
    if note:
        surface.blit(theme.text(note, theme.TEXT_SMALL, note_colour, bold=True), (rect.x + 10, rect.bottom - 22))


# ---------------------------------------------------------------- the bottom seat

def facts_pill(scene: FigurasScene) -> tuple[pygame.Surface, pygame.Rect]:
    """The bottom seat's line of facts (name, cards, points) and the pill it sits in, above the hand."""
    state, seat = scene.state, scene.bottom
    count = len(state.hands[seat])
    total = state.totals[seat]
    facts: str = ngettext("{name}: {n} card, {total}", "{name}: {n} cards, {total}", count).format(
        name=theme.short_name(scene.match.seats[seat].shown), n=count, total=ngettext("{n} point", "{n} points", total).format(n=total))
    if seat in state.winners:
        facts += "  " + _("(winner)")
    elif state.out[seat]:
        facts += "  " + _("(out)")
    line = theme.fit_text(facts, theme.TEXT_BODY, 560, theme.WHITE, bold=True)
    # At the start of the hand's row: its right end in right to left, where the hand starts.
    return line, theme.mirror((HAND_AREA.x, HAND_AREA.y - 84, line.get_width() + 24, 28))


def draw_own(scene: FigurasScene, surface: pygame.Surface, view) -> None:
    """The bottom seat: its line of facts and its hand (card backs while hands are hidden)."""
    state, match = scene.state, scene.match
    seat = scene.bottom
    count = len(state.hands[seat])
    line, pill = facts_pill(scene)
    current = match.current_seat == seat
    pygame.draw.rect(surface, theme.TURN_PILL if current else theme.FELT, pill, border_radius=14)
    if seat == scene.last_seat and not current:
        pygame.draw.rect(surface, theme.LAST_MOVE_EDGE, pill, 2, border_radius=14)
    surface.blit(line, (pill.x + 12, pill.y + 4))
    if view is None:
        for i in range(min(count, 12)):  # from the hand's start: its right end in right to left
            surface.blit(card_back(CARD_W, CARD_H), theme.mirror((HAND_AREA.x + i * 30, HAND_AREA.y, CARD_W, CARD_H)))
        text = theme.text(_("Hands are hidden.") if match.human_seats() else _("Computer players only."), theme.TEXT_BODY, theme.WHITE)
        surface.blit(text, theme.mirror(text.get_rect(topleft=(HAND_AREA.x + min(count, 12) * 30 + 90, HAND_AREA.y + 54))))
        return
    if scene.hand_note():
        note = theme.fit_text(scene.hand_note(), theme.big(theme.TEXT_LABEL), HAND_AREA.width - 40, theme.WHITE, bold=True)
        theme.blit_center(surface, note, hand_area().center)
    hand = scene.hand_cards()
    mine = scene.my_turn()
    pulse = scene.wave(6)
    set_symbol = SYMBOL_OF[scene.selected[0]] if scene.selected else None
    slots = scene.hand.slots(hand, scene.selected)  # from the right: the spines stay in sight
    for slot in slots:
        card, r = slot.card, slot.shown
        scene.hand.drawn_at(card, r)
        if scene.motion.carries((("seat", seat), card)):
            continue  # still on its way here
        picked = card in scene.selected
        surface.blit(card_face(card, CARD_W, CARD_H), r)
        if mine and scene.card_refusal(card):  # no legal play uses it: dimmed, and it says why
            surface.blit(card_shade(CARD_W, CARD_H), r)
        if picked:
            pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(6, 6), 4, border_radius=12)
        elif mine and not scene.selected and view.fits(card):
            pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(4, 4), 2 + int(pulse * 2), border_radius=12)
        elif (mine and set_symbol is not None and set_symbol < PACKAGE and SYMBOL_OF[card] == set_symbol
              and state.phase_name == "play" and len(scene.selected) < 4):
            pygame.draw.rect(surface, theme.SAME_FIGURE, r.inflate(4, 4), 3, border_radius=12)
    new = scene.new_cards.of(seat)
    for slot in slots:  # over every card, as a set's numbers: a squeezed hand would hide a tag
        if slot.card in new and not scene.motion.carries((("seat", seat), slot.card)):
            draw_new_tag(surface, slot.shown)
    # The order of a set: 1 is laid first (it must match), the last becomes the top card.
    if len(scene.selected) > 1:
        shown = {slot.card: slot.shown for slot in slots}
        for i, card in enumerate(scene.selected):
            rect = shown[card]
            centre = (rect.right - 14, rect.y - 12)  # on the side that shows, the spine's
            pygame.draw.circle(surface, theme.BUTTON, centre, 13)
            pygame.draw.circle(surface, theme.WHITE, centre, 13, 2)
            theme.blit_center(surface, theme.text(str(i + 1), theme.TEXT_SMALL, theme.WHITE, bold=True), centre)


def arrived(events: list[Event], seat: int) -> frozenset[int]:
    """The cards that came into `seat`'s hand in `events`: drawn (for any reason), given to it,
    stolen by it; a new deal starts again. What the hand tags "new" (parts.new_cards)."""
    got: set[int] = set()
    for event in events:
        match event:
            case Dealt():
                got.clear()
            case Drawn(seat=taker, cards=cards) if taker == seat:
                got.update(cards)
            case Given(to=taker, card=card) | Stolen(seat=taker, card=card) if taker == seat:
                got.add(card)
    return frozenset(got)


@dataclass(frozen=True)
class RecapMarks:
    """What the table lights since your last turn (see `recap_marks`)."""

    laid: frozenset[int]  # cards laid on the discard pile
    chosen: bool  # a colour was chosen after a Key
    seats: frozenset[int]  # the seat boxes lit
    stock: bool  # the stock, lit when cards were drawn from it and nothing else is lit


def recap_marks(events: list[Event], you: int) -> RecapMarks:
    """What changed for `you` since your last turn: the cards laid on the pile (what you play on),
    the colour chosen, and the seats that did something to you (gave you a card, stole one from
    you, made you draw with a Package, piled Mirrors on you). In Figuras every other seat moves
    between two of your turns, so lighting each seat that moved lit them all and told nothing
    (play-test 3, 8 seats); after a new deal, nearly all. A seat that only moved is not lit: its
    move is in the last-move line, the log and the hand-off's list. When only cards were drawn,
    the stock is lit (so the table still shows that something happened)."""
    laid: set[int] = set()
    touched: set[int] = set()
    chosen = drew = False
    last_played: int | None = None
    for event in events:
        match event:
            case Played(cards=played, seat=seat):
                laid.update(played)
                last_played = seat
            case DoorTurned(card=card) | TurnedUp(card=card):
                laid.add(card)
            case ColourChosen():
                chosen = True
            case Given(seat=seat, to=to) | Stolen(seat=seat, victim=to) | MirrorPiled(seat=seat, target=to) if to == you:
                touched.add(seat)  # gave you a card, stole one from you, piled Mirrors on you
            case Drawn(seat=seat, reason=reason):
                drew = True
                if seat == you and reason == "package" and last_played is not None:
                    touched.add(last_played)  # its Package made you draw
    seats = touched - {you}
    return RecapMarks(frozenset(laid), chosen, frozenset(seats), drew and not (laid or chosen or seats))


def draw_recap(scene: FigurasScene, surface: pygame.Surface, events: list[Event]) -> None:
    """Since your last turn (game.ui.parts.recap), lit as `recap_marks` decides: the cards laid on
    the discard pile since then (those of its fan still in sight), the colour chosen after a Key,
    the seats that did something to you, the stock when only cards were drawn."""
    pulse = scene.recap.pulse()
    marks = recap_marks(events, scene.bottom)
    pile = pile_cards(scene)  # where draw_centre fans them: the fanned cards laid since, lit as one
    fanned = [DISCARD.move(-12 * (len(pile) - 1 - i), -4 * (len(pile) - 1 - i))
              for i, card in enumerate(pile) if card in marks.laid]
    if fanned:
        light(surface, fanned[0].unionall(fanned), pulse, 10)
    if marks.chosen:
        light(surface, pygame.Rect(INFO_X, DISCARD.y + 14, 140, 64), pulse, 10)
    if marks.stock:
        light(surface, STOCK, pulse, 10)
    for seat in sorted(marks.seats):
        light(surface, scene.seats.box(seat), pulse, 10)
