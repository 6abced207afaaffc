"""Colours, fonts and cached text: one place for the look of every scene.

Right to left (Arabic): `text` shapes Arabic runs with HarfBuzz and lays out a
line that mixes directions (game.ui.bidi); `rtl`, `align_x` and `mirror` let a
scene put its labels and panels where a right-to-left reader expects them, and
`mirror_in` hit-tests a side panel that `mirrored_panel.mirrored` laid out right to left.

Access: `set_palette` switches every colour below to the high-contrast palette
and `edge` thickens outlines; `big` enlarges the text a scene marks as main
(status, messages, buttons) with "Large cards and text". Scenes read these names
from this module when they draw, so both settings apply at once.
"""

from __future__ import annotations

import sys
from functools import lru_cache

import pygame

from game import i18n
from game.engine.core import LIST_SEPARATOR
from game.resources import asset
from game.ui import bidi
from game.ui.drawing_cache import MB, SurfaceCache

WIDTH, HEIGHT = 1280, 800  # the logical size every scene lays out in

# The palette: every scene reads these names from this module when it draws, so
# `set_palette` switches the whole interface at once (see PALETTES below).
FELT = (22, 92, 62)
FELT_DARK = (15, 66, 45)
PANEL = (248, 244, 232)
PANEL_EDGE = (190, 178, 150)
INK = (28, 28, 32)
MUTED = (96, 96, 104)
WHITE = (255, 255, 255)
CARD_RED = (196, 24, 36)
CARD_BLACK = (24, 24, 28)
HIGHLIGHT = (255, 214, 64)
DANGER = (232, 64, 48)
BUTTON = (52, 110, 190)
BUTTON_HOVER = (70, 132, 214)
BUTTON_DISABLED = (150, 156, 166)
SHADOW = (0, 0, 0, 90)
NOTE = (255, 240, 190)  # the message box at a table
NOTE_EDGE = (200, 150, 40)
SELECTION = (176, 206, 250)  # selected text in a text field (dark ink stays readable on it)

# Team chips: a colour and a symbol, so no one depends on colour alone.
TEAM_COLOURS = ((40, 98, 214), (34, 156, 74), (214, 44, 44))
# Card colours of the other games (their names are fixed: red stays a red, and so on).
POKERDREZ_COLOURS = (  # Rummidrez: Gray, Red, Magenta, Purple, Blue, Yellow, Cyan, Orange, Green
    (146, 148, 156), (212, 40, 48), (214, 52, 168), (116, 64, 190), (34, 96, 214),
    (244, 204, 36), (36, 192, 212), (242, 128, 28), (40, 156, 70),
)
FIGURAS_COLOURS = ((208, 44, 50), (240, 186, 22), (34, 146, 72), (36, 92, 204))  # red, yellow, green, blue
KID_COLOURS = {"red": (222, 50, 50), "yellow": (246, 198, 28), "green": (38, 158, 70), "blue": (44, 108, 222)}
EDGE_SCALE = 1  # outlines of chips, cards, panels and buttons are this many times thicker

# Palette: Figuras and Rummidrez
# On the felt: the oval table's wooden rim, the felt's trays and marks, the writing on it.
TABLE_RIM = (92, 58, 34)  # the Figuras table's wooden edge, and its lighter inner band
TABLE_RIM_LIGHT = (120, 78, 44)
FELT_LINE = (28, 104, 72)  # a thin line drawn into the felt
FELT_LIGHT = (30, 112, 78)  # a group's tray, an empty place (the Figuras stock, the Mirror pile)
FELT_LOCKED = (26, 96, 66)  # the tray of a Rummidrez group that may not be touched this turn
FELT_HOLLOW = (60, 130, 96)  # where a card lifted off a group was
FELT_TEXT = (210, 235, 220)  # writing on the felt: pile counts, the last move, headings (as pal1's block)
FELT_MUTED = (170, 208, 188)  # quieter writing and marks on the felt: "empty", the new-group slot
FELT_NOTE = (255, 236, 170)  # a note on the felt that must be seen: what to do with the stock
DIRECTION_RING = (220, 240, 228, 120)  # Figuras' ring showing the direction of play
DIRECTION_ARROW = (235, 250, 240, 170)
# Marks on cards and seats: what just happened, what fits, what is wrong.
LAST_MOVE_EDGE = (255, 150, 60)  # the outline of what the last move laid, and of the seat that made it
JUST_MOVED = (120, 200, 255)  # the outline of a card laid or taken this turn
SAME_FIGURE = (120, 210, 255)  # Figuras: hand cards of the figure a set is being made of
DROP_TARGET = (255, 170, 90)  # the discard pile lit while a card may be dropped on it
VALID = (70, 210, 110)  # the edge of a valid group
HINT_DARK = (6, 14, 22)  # the dark bands of the hint's ring (its bright band is HIGHLIGHT)
ALERT_BAND = (255, 226, 220)  # a pale red band: a group's problem, an eliminated player's row
ALERT_INK = (120, 20, 10)  # writing on ALERT_BAND
# Panels and rows: the winner, the seat to play, a seat that is out.
GOLD = (232, 176, 40)  # the winner's ring, the mark at 111, the star on a Figuras back
WIN_INK = (170, 110, 0)  # dark gold writing on a light panel: "Winner", "111! Wins"
ROW_NOTICE = (255, 236, 170)  # a notice box, the current player's row, the winner's row, a live Mirror pile
CLOSED_BAND = (220, 242, 220)  # the row of the Figuras seat that closed the round
ROW_BAND = (236, 230, 214)  # every other row of a list on a panel (the standings)
TURN_INK = (34, 120, 62)  # green writing on a panel: "to play", "thinking", "melded"
TURN_PILL = (200, 150, 30)  # the bottom seat's line of facts while it is that seat's turn
PANEL_OUT = (196, 196, 190)  # a seat's box once that seat is out
UNCHOSEN = (60, 60, 70)  # the Figuras colour in force while it is being chosen
METER_TRACK = (226, 222, 210)  # a score bar's track, its fill, and its fill for a seat that is out
METER_FILL = (60, 140, 200)
METER_MUTED = (150, 150, 150)
SEAT_COLOURS = ((52, 110, 190), (200, 80, 60), (60, 150, 90), (150, 90, 170),  # seat badges (Rummidrez,
                (200, 140, 30), (40, 150, 160), (170, 90, 120), (110, 110, 120))  # Figuras): one per seat
# Buttons with a meaning of their own (white labels on them; widgets.Button darkens them in high contrast).
BUTTON_GO = (40, 140, 80)  # Done, Play a Mirror
BUTTON_STOP = (150, 66, 60)  # take the penalty, end the attempt
BUTTON_DISCARD = (150, 90, 50)
BUTTON_DRAW = (110, 90, 150)  # Figuras' Draw a card
BUTTON_HINT = (30, 130, 150)
BUTTON_QUIET = (110, 110, 130)  # Rummidrez' Reset table: undo the turn's moves
BUTTON_NEUTRAL = (90, 90, 110)  # Menu
# Card faces and backs.
FIGURAS_EDGE = (40, 40, 48)  # the thin outline of a Figuras face
CARD_SHADE = (20, 24, 30, 130)  # laid over a card that cannot be played now
FIGURAS_CREAM = (252, 249, 238)  # a Figuras face's panel
FIGURAS_HOLE = (12, 44, 31)  # a punched hole shows the dark felt through the card
FIGURAS_KEY_FRAME = (90, 90, 90)  # the frame colour behind the Key's holes and spine
FIGURAS_BACK = (40, 46, 100)  # a Figuras back: blue, a lighter inner frame, a gold star edged light
FIGURAS_BACK_LINE = (70, 80, 150)
FIGURAS_BACK_EDGE = (230, 230, 240)
GOLD_LIGHT = (255, 228, 150)
POKERDREZ_INK = (24, 24, 30)  # dark figures, badges' numbers and edges on Pokerdrez cards
NEUTRAL_EDGE = (70, 70, 80)  # the edge of a Neutral (wild) card
POKERDREZ_BACK = (30, 44, 96)  # a Pokerdrez back: deep blue, a lattice, gold frame and star, dark edge
POKERDREZ_LATTICE = (62, 80, 150)
POKERDREZ_GOLD = (226, 186, 80)
POKERDREZ_BACK_EDGE = (12, 18, 44)
OPAQUE = (255, 255, 255, 255)  # masks: what a mask keeps, and what drawing with CLEAR cuts away
CLEAR = (0, 0, 0, 0)
_FIGURAS_RUMMIDREZ = ("TABLE_RIM", "TABLE_RIM_LIGHT", "FELT_LINE", "FELT_LIGHT", "FELT_LOCKED", "FELT_HOLLOW",
                      "FELT_TEXT", "FELT_MUTED", "FELT_NOTE", "DIRECTION_RING", "DIRECTION_ARROW", "LAST_MOVE_EDGE",
                      "JUST_MOVED", "SAME_FIGURE", "DROP_TARGET", "VALID", "HINT_DARK", "ALERT_BAND", "ALERT_INK",
                      "GOLD", "WIN_INK", "ROW_NOTICE", "CLOSED_BAND", "ROW_BAND", "TURN_INK", "TURN_PILL",
                      "PANEL_OUT", "UNCHOSEN", "METER_TRACK", "METER_FILL", "METER_MUTED", "SEAT_COLOURS",
                      "BUTTON_GO", "BUTTON_STOP", "BUTTON_DISCARD", "BUTTON_DRAW", "BUTTON_HINT", "BUTTON_QUIET",
                      "BUTTON_NEUTRAL", "FIGURAS_EDGE", "CARD_SHADE", "FIGURAS_CREAM", "FIGURAS_HOLE",
                      "FIGURAS_KEY_FRAME", "FIGURAS_BACK", "FIGURAS_BACK_LINE", "FIGURAS_BACK_EDGE", "GOLD_LIGHT",
                      "POKERDREZ_INK", "NEUTRAL_EDGE", "POKERDREZ_BACK", "POKERDREZ_LATTICE", "POKERDREZ_GOLD",
                      "POKERDREZ_BACK_EDGE", "OPAQUE", "CLEAR")

# High contrast (merged into HIGH_CONTRAST below): writing on the near-black felt turns white, dark
# writing on light bands deepens, the felt's trays and marks go grey.
_HIGH_CONTRAST_FIGURAS_RUMMIDREZ = {
    "FELT_LINE": (70, 70, 76), "FELT_LIGHT": (44, 48, 54), "FELT_LOCKED": (24, 26, 30), "FELT_HOLLOW": (110, 110, 118),
    "FELT_MUTED": (210, 210, 216), "DIRECTION_RING": (255, 255, 255, 150), "DIRECTION_ARROW": (255, 255, 255, 210),
    "LAST_MOVE_EDGE": (255, 120, 0), "JUST_MOVED": (0, 200, 255), "SAME_FIGURE": (0, 200, 255),
    "DROP_TARGET": (255, 120, 0), "VALID": (0, 214, 90), "ALERT_INK": (110, 0, 0), "WIN_INK": (120, 70, 0),
    "TURN_INK": (0, 100, 30), "PANEL_OUT": (170, 170, 170), "UNCHOSEN": (0, 0, 0), "FIGURAS_EDGE": (0, 0, 0),
    "FIGURAS_CREAM": (255, 255, 255), "POKERDREZ_INK": (0, 0, 0),
}

_NAMES = ("FELT", "FELT_DARK", "PANEL", "PANEL_EDGE", "INK", "MUTED", "WHITE", "CARD_RED", "CARD_BLACK",
          "HIGHLIGHT", "DANGER", "BUTTON", "BUTTON_HOVER", "BUTTON_DISABLED", "SHADOW", "NOTE", "NOTE_EDGE",
          "SELECTION", "TEAM_COLOURS", "POKERDREZ_COLOURS", "FIGURAS_COLOURS", "KID_COLOURS", "EDGE_SCALE",
          *_FIGURAS_RUMMIDREZ)
STANDARD = {name: globals()[name] for name in _NAMES}
# High contrast: near-black felt with pure white text on it, pure white panels and cards with
# black ink (21:1), team and card colours chosen to stay apart for protan, deutan and tritan
# vision (tests/ui/test_colour_blind.py measures them), and outlines twice as thick.
HIGH_CONTRAST = STANDARD | {
    "FELT": (12, 14, 16), "FELT_DARK": (0, 0, 0), "PANEL": (255, 255, 255), "PANEL_EDGE": (0, 0, 0),
    "INK": (0, 0, 0), "MUTED": (58, 58, 64), "CARD_RED": (204, 0, 0), "CARD_BLACK": (0, 0, 0),
    "HIGHLIGHT": (255, 234, 0), "DANGER": (255, 72, 40), "BUTTON": (0, 64, 196), "BUTTON_HOVER": (20, 92, 230),
    "BUTTON_DISABLED": (96, 96, 104), "NOTE": (255, 255, 255), "NOTE_EDGE": (255, 234, 0),
    "SELECTION": (255, 234, 0),
    "TEAM_COLOURS": ((0, 72, 255), (0, 214, 150), (226, 0, 0)),
    "POKERDREZ_COLOURS": ((168, 168, 168), (214, 0, 0), (236, 40, 200), (110, 30, 210), (0, 72, 255),
                          (255, 222, 0), (0, 224, 255), (255, 132, 0), (0, 160, 60)),
    "FIGURAS_COLOURS": ((226, 0, 0), (255, 222, 0), (0, 176, 90), (0, 72, 255)),
    "KID_COLOURS": {"red": (226, 0, 0), "yellow": (255, 222, 0), "green": (0, 176, 90), "blue": (0, 72, 255)},
    "EDGE_SCALE": 2,
}
HIGH_CONTRAST |= _HIGH_CONTRAST_FIGURAS_RUMMIDREZ
PALETTES = {False: STANDARD, True: HIGH_CONTRAST}
_high_contrast = False
_large_text = False
LARGE_TEXT = 1.25  # "Large cards and text": text this many times larger where a scene asks `big`
# The smallest text a player is shown, in layout pixels (tests/ui/test_text_sizes.py). With "Large
# cards and text", on by itself where the layout is drawn small (a 1024×600 screen shows it at about
# 0.67 once its panel and title bar are off), no text is smaller than MIN_TEXT_LARGE: 9.4 screen pixels
# there, where 13 px came out at 8.7.
MIN_TEXT = 13
MIN_TEXT_LARGE = 14

# The type scale: every text a scene draws takes one of these sizes (layout pixels at 1280×800; `big`
# scales the whole scale up with "Large cards and text"). A label that does not fit is laid out
# wider or on two lines, not drawn at an in-between size. Card and board faces whose marks grow
# with the card (ranks, figures, animal letters) are drawings, not text, and keep their own sizes.
TEXT_TINY = 13  # = MIN_TEXT: small print under chips and in card corners, keys strips
TEXT_SMALL = 15  # secondary lines: hints under buttons, log lines, seat details
TEXT_BODY = 17  # running text: messages, rules paragraphs, dialog bodies
TEXT_LABEL = 20  # buttons, status lines, names in seat boxes
TEXT_HEADING = 24  # panel and dialog headings
TEXT_TITLE = 30  # screen titles
TEXT_DISPLAY = 40  # the menu's name, a win
TEXT_SCALE = (TEXT_TINY, TEXT_SMALL, TEXT_BODY, TEXT_LABEL, TEXT_HEADING, TEXT_TITLE, TEXT_DISPLAY)


def set_palette(high_contrast: bool) -> None:
    """Switch every colour above to the standard or the high-contrast palette, at once: cached
    drawings (card faces, boards, chips) are forgotten and drawn again in the new colours."""
    global _high_contrast
    _high_contrast = high_contrast
    globals().update(PALETTES[high_contrast])
    forget_drawings()


def high_contrast() -> bool:
    return _high_contrast


def edge(width: int) -> int:
    """An outline `width` pixels wide in the standard palette; thicker in high contrast."""
    return width * EDGE_SCALE


def set_large_text(large: bool) -> None:
    """"Large cards and text" on or off; drawings cached at the old sizes are forgotten."""
    global _large_text
    _large_text = large
    forget_drawings()


def large_text() -> bool:
    return _large_text


def min_text() -> int:
    """The smallest text size drawn now: MIN_TEXT, or MIN_TEXT_LARGE with "Large cards and text"."""
    return MIN_TEXT_LARGE if _large_text else MIN_TEXT


def big(size: int) -> int:
    """A text size for status lines, messages, hands and menus: larger with "Large cards and text"."""
    return round(size * LARGE_TEXT) if _large_text else size


FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}  # Latin, Greek, Cyrillic and Arabic


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    return pygame.font.Font(str(asset("fonts", FONT_FILES[bold])), size)


@lru_cache(maxsize=64)
def rtl_font(size: int, bold: bool = False) -> pygame.font.Font:
    """The same face, shaping Arabic right to left (HarfBuzz: joined letters, mirrored brackets)."""
    f = pygame.font.Font(str(asset("fonts", FONT_FILES[bold])), size)
    f.set_script("Arab")
    f.set_direction(pygame.DIRECTION_RTL)
    return f


def rtl() -> bool:
    """True when the interface reads right to left (Arabic)."""
    return i18n.right_to_left()


def align_x(x: int, width: int, item_width: int) -> int:
    """Left edge of an item at the start of the span x..x+width: the left end, or the right end in RTL."""
    return x + width - item_width if rtl() else x


def mirror(rect: pygame.Rect | tuple[int, int, int, int], width: int = WIDTH) -> pygame.Rect:
    """`rect` reflected across the middle of the screen (or of a span `width` wide) in RTL."""
    rect = pygame.Rect(rect)
    if rtl():
        rect.x = width - rect.right
    return rect


def mirror_in(rect: pygame.Rect | tuple[int, int, int, int], span: pygame.Rect) -> pygame.Rect:
    """`rect` reflected across the middle of `span` (a panel) in RTL: for hit tests of what
    `mirrored` drew."""
    rect = pygame.Rect(rect)
    if rtl():
        rect.x = span.x + span.right - rect.right
    return rect


# Characters a line cannot draw: C0/C1 controls (NUL would stop SDL_ttf) are dropped, the ones that
# break or space text (tab, newline, line and paragraph separators) become a space.
_SPACES = {c: " " for c in (*range(0x09, 0x0E), *range(0x1C, 0x20), 0x85, 0x2028, 0x2029)}
_UNDRAWABLE = {c: None for c in (*range(0x00, 0x20), *range(0x7F, 0xA0))} | _SPACES


@lru_cache(maxsize=4096)
def printable(message: str) -> str:
    """`message` as one line that can be drawn: controls dropped or spaced, and a lone
    surrogate (half of a broken pair, e.g. from a damaged file) shown as U+FFFD."""
    if not message.isprintable():
        message = message.encode("utf-16", "surrogatepass").decode("utf-16", "replace").translate(_UNDRAWABLE)
    return message


def _runs(message: str) -> tuple[tuple[str, bool], ...] | None:
    """Visual runs when `message` needs bidirectional layout (right-to-left letters, or
    directional formatting such as the isolates around inserted values), else None (one plain run)."""
    if bidi.has_right_to_left(message) or not bidi.CONTROLS.isdisjoint(message):
        return bidi.runs(message, rtl())
    return None


def _piece_size(piece: str, size: int, bold: bool, backwards: bool) -> tuple[int, int]:
    return (rtl_font if backwards else font)(size, bold).size(piece)


@lru_cache(maxsize=4096)
def _width(message: str, size: int, bold: bool, right_to_left: bool) -> int:
    message = printable(message)
    runs = _runs(message)
    if runs is None:
        return font(size, bold).size(message)[0]
    return sum(_piece_size(piece, size, bold, backwards)[0] for piece, backwards in runs)


def text_width(message: str, size: int, bold: bool = False) -> int:
    """The width of `message` as `text` draws it (shaped, in the reading direction)."""
    return _width(message, max(size, min_text()), bold, rtl())


def _render_piece(piece: str, size: int, colour: tuple[int, int, int], bold: bool,
                  backwards: bool) -> pygame.Surface | None:
    """One run shaped in its direction; None for a run that draws nothing (only a joiner or a
    combining mark with no width: SDL_ttf refuses to make a surface for it)."""
    try:
        return (rtl_font if backwards else font)(size, bold).render(piece, True, colour)
    except pygame.error:
        return None


def _render(message: str, size: int, colour: tuple[int, int, int], bold: bool) -> pygame.Surface:
    message = printable(message)
    runs = _runs(message)
    if runs is None:
        runs = ((message, False),)
    parts = [part for piece, backwards in runs if (part := _render_piece(piece, size, colour, bold, backwards))]
    height = max((p.get_height() for p in parts), default=font(size, bold).get_linesize())
    surface = pygame.Surface((sum(p.get_width() for p in parts), height), pygame.SRCALPHA)
    surface.fill((*colour[:3], 0))  # transparent, in the text's colour: edges blend cleanly
    if len(parts) == 1:
        return parts[0]
    x = 0
    for part in parts:
        surface.blit(part, (x, 0))
        x += part.get_width()
    return surface


# Bounded by bytes: long sessions must not grow memory, and a paragraph weighs fifty labels.
_TEXT_CACHE: SurfaceCache[tuple] = SurfaceCache("game.ui.theme.text", 10 * MB)


def text(message: str, size: int, colour: tuple[int, int, int] = INK, bold: bool = False) -> pygame.Surface:
    """A rendered line of text, cached (most labels are drawn every frame).

    Arabic is shaped, and a line that mixes directions is laid out right to left
    when the interface is (left to right otherwise, e.g. an Arabic name in English).
    """
    size = max(size, min_text())  # whatever a scene asks, never below the smallest readable size
    key = (message, size, colour, bold, rtl())
    surface = _TEXT_CACHE.get(key)
    if surface is None:
        surface = _render(message, size, colour, bold)
        _TEXT_CACHE.put(key, surface)
    return surface


def reset_text_cache() -> None:
    """Forget rendered text (after a change of language)."""
    _TEXT_CACHE.clear()
    _width.cache_clear()


def forget_drawings() -> None:
    """After a change of language: forget rendered text and every cached drawing of the UI modules
    (card faces, badges and labels drawn with words), so nothing is shown in the old language."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("game.ui.") or module is None:
            continue
        for value in list(vars(module).values()):
            if getattr(value, "__module__", None) == name and callable(getattr(value, "cache_clear", None)):
                value.cache_clear()
    reset_text_cache()
    i18n.forget_filled_lines()


def reset_caches() -> None:
    """Forget loaded fonts (they die with pygame.font.quit(); a new App loads them again)."""
    font.cache_clear()
    rtl_font.cache_clear()
    reset_text_cache()


def wrap(message: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break `message` into lines no wider than `width` pixels (paragraphs kept).

    Lines stay in reading order; draw each with `text` and place it with `align_x`.
    """
    lines: list[str] = []
    for paragraph in message.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if text_width(trial, size, bold) <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def fit_text(message: str, size: int, width: int, colour=INK, bold: bool = False) -> pygame.Surface:
    """Text shrunk until it fits `width`, but never below min_text() (a layout must leave room for that)."""
    return text(message, max(min_text(), fitted_size(message, size, width, bold)), colour, bold)


def own_direction(name: str) -> str:
    """A name (or any value) drawn on its own, laid out in its own direction whatever the interface's:
    an isolate, whose first letter decides ("سارة (2)" in English, "Anna (2)" in Arabic)."""
    if bidi.has_right_to_left(name) or not bidi.CONTROLS.isdisjoint(name):
        return bidi.isolate(name)
    return name


NAME_SHRINK = 0.8  # a name in a box shrinks to at most this share of its size, then is cut


def name_floor(size: int) -> int:
    """The smallest size a name drawn at `size` shrinks to before it is cut: shrinking further
    made "Grandma Josephine-Marie" unreadable in the setup's field and cut it all the same."""
    return max(min_text(), round(size * NAME_SHRINK))


def fit_name(message: str, size: int, width: int, colour=INK, bold: bool = False) -> pygame.Surface:
    """A name in a fixed place (a seat's box, a player's row, the setup's name field): in its own
    direction (`own_direction`), shrunk a little (to `name_floor`), and where that is still too wide,
    its end cut off with "…" by `cut_to`, the one rule every place that must cut a name follows."""
    floor = name_floor(size)
    fitted = fitted_size(own_direction(message), size, width, bold)
    if fitted >= floor:
        return text(own_direction(message), fitted, colour, bold)
    return text(own_direction(cut_to(message, floor, width, bold)), floor, colour, bold)


def cut_to(message: str, size: int, width: int, bold: bool = False) -> str:
    """`message` as it is when it fits `width` pixels at `size`, else its end cut off with "…"."""
    if text_width(message, size, bold) <= width:
        return message
    low, high = 0, len(message)  # the longest start that fits with "…" (widths grow with length)
    while low < high:
        middle = (low + high + 1) // 2
        if text_width(message[:middle].rstrip() + "…", size, bold) <= width:
            low = middle
        else:
            high = middle - 1
    return message[:max(1, low)].rstrip() + "…"


def fit_names(names: list[str], size: int, width: int, colour=INK, bold: bool = False,
              separator: str | None = None) -> pygame.Surface:
    """Several names on one line (a team's players): fitted like `fit_name`, but where they must be
    cut each is cut to an equal share of the line, so no name is lost behind the first. Each name
    keeps its own direction; the list reads in the interface's (in Arabic the first name is at the right)."""
    if len(names) < 2:
        return fit_name(names[0] if names else "", size, width, colour, bold)
    separator = i18n._(LIST_SEPARATOR) if separator is None else separator  # ", " or Arabic "، "
    joined = separator.join(own_direction(name) for name in names)
    if fitted_size(joined, size, width, bold) >= min_text():
        return fit_text(joined, size, width, colour, bold)
    share = (width - text_width(separator, min_text(), bold) * (len(names) - 1)) // len(names)
    cut = separator.join(own_direction(cut_to(name, min_text(), share, bold)) for name in names)
    return text(cut, min_text(), colour, bold)


NAME_EMS = 16  # a name inside a sentence is at most this many times its text size wide (24 letters of
# an everyday name, "Grandma Josephine-Marie", are 15 ems)


def short_name(name: str) -> str:
    """A player's name to put in a sentence (a status line, a title, "I am …"): as it is, or cut
    with "…" (`cut_to`) where it is wider than NAME_EMS ems (a 24-letter name of "W"s is 26 ems), so one
    long name cannot push the rest of a sentence out of its place. Widths in ems do not depend
    on the size a sentence is drawn at: measured at 20 px."""
    return cut_to(name, 20, NAME_EMS * 20, bold=True)


def fitted_size(message: str, size: int, width: int, bold: bool = False) -> int:
    """The largest size up to `size` at which `message` fits `width` (down to 1 px: tests and
    layouts compare it with min_text() to find what does not fit)."""
    while size > 1 and text_width(message, size, bold) > width:
        size -= 1
    return size


LINE_GAP = 2  # between the lines `fit_lines` breaks a label into


def fit_lines(message: str, size: int, width: int, bold: bool = False, max_lines: int = 2,
              height: int | None = None) -> tuple[int, list[str]]:
    """(size, lines) for `message` in a box `width` wide (and `height` high): one line shrunk as far
    as min_text(), else broken into up to `max_lines` lines (of size + LINE_GAP pixels each) at the
    largest size from `size` down to min_text() that fits: a long choice keeps a readable size on two
    lines instead of shrinking out of sight."""
    one_line = fitted_size(message, size, width, bold)
    if one_line >= min_text():
        return one_line, [message]
    return wrap_fit(message, size, width, max_lines, height, bold)


def fit_row(labels: list[str], size: int, width: int, height: int, max_lines: int = 2) -> tuple[int, list[list[str]]]:
    """(size, lines of each label) for a row of choices, each `width` by `height`: one size for the
    whole row (measured bold, as the chosen one is drawn, so choosing does not resize it), the largest
    from `size` down to min_text() at which every label fits on one line or on up to `max_lines`:
    a long label takes a second line instead of shrinking beside its neighbours ("Computer" small
    beside "Human", Finnish "Tietokone" smaller than the rest)."""
    for trial in range(size, min_text() - 1, -1):
        laid = [[label] if text_width(label, trial, True) <= width else wrap(label, trial, width, True)
                for label in labels]
        if all(len(lines) <= max_lines and len(lines) * (trial + LINE_GAP) <= height
               and all(text_width(line, trial, True) <= width for line in lines) for lines in laid):
            return trial, laid
    floor = min_text()
    return floor, [[label] if text_width(label, floor, True) <= width else wrap(label, floor, width, True)[:max_lines]
                   for label in labels]


def wrap_fit(message: str, size: int, width: int, max_lines: int = 2, height: int | None = None,
             bold: bool = False) -> tuple[int, list[str]]:
    """(size, lines) for a sentence in a box: the largest size from `size` down to min_text() at
    which it fits on up to `max_lines` lines (of size + LINE_GAP pixels each, within `height`).
    Unlike `fit_lines`, two lines at a good size win over one line shrunk (messages, subtitles)."""
    for trial in range(size, min_text() - 1, -1):
        lines = wrap(message, trial, width, bold)
        if (len(lines) <= max_lines and all(text_width(line, trial, bold) <= width for line in lines)
                and (height is None or len(lines) * (trial + LINE_GAP) <= height)):
            return trial, lines
    return min_text(), wrap(message, min_text(), width, bold)[:max_lines]


def blit_center(target: pygame.Surface, surface: pygame.Surface, center: tuple[int, int]) -> None:
    target.blit(surface, surface.get_rect(center=center))
