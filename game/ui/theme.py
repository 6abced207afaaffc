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

# Every colour by name (game/ui/palette.py): scenes read them here, as theme.NAME, and
# `set_palette` switches them all in this module's namespace.
from game.ui.palette import *  # noqa: F403
from game.ui.palette import _NAMES, BUTTON_QUIET, EDGE_SCALE, HIGH_CONTRAST, INK, STANDARD  # noqa: F401

WIDTH, HEIGHT = 1280, 800  # the logical size every scene lays out in

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
TEXT_TINY = 13  # = MIN_TEXT: small print under chips and in card corners (drawn: min_text())
TEXT_SMALL = 15  # secondary lines: hints under buttons, log lines, seat details
TEXT_BODY = 17  # running text: messages, rules paragraphs, dialog bodies
TEXT_LABEL = 20  # buttons, status lines, names in seat boxes
TEXT_HEADING = 24  # panel and dialog headings
TEXT_TITLE = 30  # screen titles
TEXT_DISPLAY = 40  # the menu's name, a win
TEXT_SCALE = (TEXT_TINY, TEXT_SMALL, TEXT_BODY, TEXT_LABEL, TEXT_HEADING, TEXT_TITLE, TEXT_DISPLAY)
# tests/ui/test_text_sizes.py checks every text drawn against the scale; a mark drawn on a card or
# board face is drawn with `face_text` instead, which the check leaves out.


def set_palette(high_contrast: bool) -> None:
    """Switch every colour above to the standard or the high-contrast palette, at once: cached
    drawings (card faces, boards, chips) are forgotten and drawn again in the new colours."""
    global _high_contrast
    _high_contrast = high_contrast
    globals().update(PALETTES[high_contrast])
    forget_drawings()


def named(colour: str | tuple) -> tuple:
    """A colour given by its palette name ("BUTTON_QUIET"), read now, so a widget built before
    the palette changed draws in the new one; a colour given as such is returned as it is."""
    return globals()[colour] if isinstance(colour, str) else colour


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


def scale_steps(size: int) -> list[int]:
    """The sizes a text asked at `size` may step down to when it does not fit, largest first: `size`,
    then the sizes of the type scale below it (`text_sizes`)."""
    size = max(size, min_text())  # as `text` draws it
    return [size, *sorted((s for s in text_sizes() if s < size), reverse=True)]


def text_sizes() -> set[int]:
    """The sizes of the type scale now: TEXT_SCALE, with "Large cards and text" also each of them
    `big`, and the smallest step at min_text() (TEXT_TINY is MIN_TEXT; with large text it is
    MIN_TEXT_LARGE: ask `min_text()` for the small print)."""
    sizes = {max(s, min_text()) for s in TEXT_SCALE}
    return sizes | {big(s) for s in TEXT_SCALE} if _large_text else sizes


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


def face_text(message: str, size: int, colour: tuple[int, int, int] = INK, bold: bool = False) -> pygame.Surface:
    """A mark on a card or board face (a rank, a figure, an animal's letter) whose size grows with the
    card: a drawing, not text of the type scale (see TEXT_SCALE); drawn like `text`."""
    return text(message, size, colour, bold)


def fit_face_text(message: str, size: int, width: int, colour: tuple[int, int, int] = INK,
                  bold: bool = False) -> pygame.Surface:
    """A card-face mark (see `face_text`) at `size`, or as much smaller as it needs to fit `width`."""
    while size > min_text() and text_width(message, size, bold) > width:
        size -= 1
    return face_text(message, size, colour, bold)


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
    """Text at `size`, or where it does not fit `width`, at the next smaller size of the type scale
    that fits (`scale_steps`), never below min_text() (a layout must leave room for that). A label
    among others (a row of buttons) is laid out by `fit_label` instead: two lines at one size."""
    steps = scale_steps(size)
    return text(message, next((s for s in steps if text_width(message, s, bold) <= width), steps[-1]), colour, bold)


def fit_label(message: str, size: int, width: int, height: int, bold: bool = True) -> tuple[int, list[str]]:
    """(size, lines) for a button's label: at `size` on one line, else on two lines at the same size
    where the button is high enough; only where neither fits, the next smaller size of the scale."""
    for step in scale_steps(size):
        if text_width(message, step, bold) <= width:
            return step, [message]
        lines = wrap(message, step, width, bold)
        if len(lines) == 2 and 2 * step + LINE_GAP <= height and all(text_width(ln, step, bold) <= width for ln in lines):
            return step, lines
    floor = scale_steps(size)[-1]
    return floor, wrap(message, floor, width, bold)[:2]


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
    one_line = next((s for s in scale_steps(size) if text_width(message, s, bold) <= width), None)
    if one_line is not None:
        return one_line, [message]
    return wrap_fit(message, size, width, max_lines, height, bold)


def fit_row(labels: list[str], size: int, width: int | list[int], height: int,
            max_lines: int = 2) -> tuple[int, list[list[str]]]:
    """(size, lines of each label) for a row of choices, each `width` by `height`: one size for the
    whole row (measured bold, as the chosen one is drawn, so choosing does not resize it), the largest
    from `size` down to min_text() at which every label fits on one line or on up to `max_lines`:
    a long label takes a second line instead of shrinking beside its neighbours ("Computer" small
    beside "Human", Finnish "Tietokone" smaller than the rest)."""
    widths = width if isinstance(width, list) else [width] * len(labels)  # each label's own, or one for all
    for trial in scale_steps(size):
        laid = [[label] if text_width(label, trial, True) <= room else wrap(label, trial, room, True)
                for label, room in zip(labels, widths, strict=True)]
        if all(len(lines) <= max_lines and len(lines) * (trial + LINE_GAP) <= height
               and all(text_width(line, trial, True) <= room for line in lines) for lines, room in zip(laid, widths, strict=True)):
            return trial, laid
    floor = scale_steps(size)[-1]
    return floor, [[label] if text_width(label, floor, True) <= room else wrap(label, floor, room, True)[:max_lines]
                   for label, room in zip(labels, widths, strict=True)]


def wrap_fit(message: str, size: int, width: int, max_lines: int = 2, height: int | None = None,
             bold: bool = False) -> tuple[int, list[str]]:
    """(size, lines) for a sentence in a box: the largest size from `size` down to min_text() at
    which it fits on up to `max_lines` lines (of size + LINE_GAP pixels each, within `height`).
    Unlike `fit_lines`, two lines at a good size win over one line shrunk (messages, subtitles)."""
    for trial in scale_steps(size):
        lines = wrap(message, trial, width, bold)
        if (len(lines) <= max_lines and all(text_width(line, trial, bold) <= width for line in lines)
                and (height is None or len(lines) * (trial + LINE_GAP) <= height)):
            return trial, lines
    floor = scale_steps(size)[-1]
    return floor, wrap(message, floor, width, bold)[:max_lines]


def blit_center(target: pygame.Surface, surface: pygame.Surface, center: tuple[int, int]) -> None:
    target.blit(surface, surface.get_rect(center=center))
