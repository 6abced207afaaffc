"""Small widgets shared by every scene: buttons, choice rows, text fields."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import bidi, theme


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, colour=None, radius: int = 12,
               edge: tuple[int, int, int] | None | bool = True) -> None:
    """A panel in `colour` (the palette's PANEL by default) with an `edge` (PANEL_EDGE by default; None: none)."""
    colour = theme.PANEL if colour is None else colour
    edge = theme.PANEL_EDGE if edge is True else edge
    shadow = rect.move(3, 4)
    pygame.draw.rect(surface, theme.PANEL_SHADOW if surface.get_flags() & pygame.SRCALPHA else theme.FELT_DARK,
                     shadow, border_radius=radius)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if edge:
        pygame.draw.rect(surface, edge, rect, theme.edge(2), border_radius=radius)


class Widget:
    rect: pygame.Rect
    visible = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def redraw_in(self) -> float | None:
        """Seconds until the widget looks different with no input; None: not before the next input."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError


class Button(Widget):
    def __init__(self, rect: tuple[int, int, int, int] | pygame.Rect, label: str,
                 on_click: Callable[[], Any], *, enabled: bool = True, size: int = theme.TEXT_LABEL,
                 colour: str | tuple[int, ...] | None = None, key: int | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.size = size
        self.colour = colour  # a palette name (theme.BUTTON_QUIET: "BUTTON_QUIET"), None: BUTTON; read when drawn
        self.key = key
        self.hover = False
        # Why the button is disabled (a short sentence, shown on hover or focus: `draw_tip`), and who
        # is told when it is pressed anyway: the press changes nothing but repeats the reason.
        self.reason = ""
        self.on_refused: Callable[[str], Any] | None = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.press()
            return True
        elif event.type == pygame.KEYDOWN and self.key is not None and event.key == self.key:
            if self.enabled or self.refusable:
                self.press()
                return True
        return False

    @property
    def refusable(self) -> bool:
        """Disabled with a reason someone is told when it is pressed."""
        return not self.enabled and bool(self.reason) and self.on_refused is not None

    def press(self) -> None:
        if self.enabled:
            self.on_click()
        elif self.refusable:
            self.on_refused(self.reason)  # type: ignore[misc]

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        if not self.enabled:
            colour = theme.BUTTON_DISABLED
        else:
            colour = theme.named(self.colour) if self.colour else theme.BUTTON
            if self.colour and theme.high_contrast():  # a scene's own colour, darkened under white text
                colour = tuple(round(c * 0.7) for c in colour)
            if self.hover:
                colour = tuple(min(255, c + 24) for c in colour)
        pygame.draw.rect(surface, theme.FELT_DARK, self.rect.move(2, 3), border_radius=10)
        pygame.draw.rect(surface, colour, self.rect, border_radius=10)
        if theme.high_contrast():  # a white rim sets every button apart from the dark felt and panels
            pygame.draw.rect(surface, theme.WHITE, self.rect, 2, border_radius=10)
        # One size for a row of buttons: a label too long for one line takes two (theme.fit_label).
        size, lines = theme.fit_label(self.label, theme.big(self.size), self.rect.width - 16, self.rect.height - 6)
        pitch = size + theme.LINE_GAP
        for i, line in enumerate(lines):
            centre = (self.rect.centerx, round(self.rect.centery + (i - (len(lines) - 1) / 2) * pitch))
            theme.blit_center(surface, theme.text(line, size, theme.WHITE, bold=True), centre)


TIP_SIZE = theme.TEXT_SMALL
TIP_WIDTH = 340


def draw_tip(surface: pygame.Surface, message: str, anchor: pygame.Rect, width: int = TIP_WIDTH,
             beside: bool = False) -> pygame.Rect:
    """A short sentence in a dark box just above `anchor` (below it when there is no room), its
    lines at most `width` wide (a column of buttons at the screen's edge keeps it as narrow as
    itself, clear of what is beside the column), kept on the screen: why a button or a card cannot
    be used now. `beside`: level with `anchor`, before it in reading order (after it when there is
    no room), for a button in a column whose neighbour is above it. Returns the box."""
    size = theme.big(TIP_SIZE)
    lines = theme.wrap(message, size, width)
    images = [theme.text(line, size, theme.WHITE) for line in lines]
    pitch = size + theme.LINE_GAP + 2
    box = pygame.Rect(0, 0, max(i.get_width() for i in images) + 20, pitch * len(images) + 12)
    if beside:
        box.midright = (anchor.x - 8, anchor.centery)
        if box.x < 4:
            box.midleft = (anchor.right + 8, anchor.centery)
    else:
        box.midbottom = (anchor.centerx, anchor.y - 8)
        if box.y < 4:
            box.midtop = (anchor.centerx, anchor.bottom + 8)
    box.clamp_ip(surface.get_rect().inflate(-8, -8))
    pygame.draw.rect(surface, theme.TIP_BOX, box, border_radius=8)
    pygame.draw.rect(surface, theme.WHITE, box, 1, border_radius=8)
    for i, image in enumerate(images):
        theme.blit_center(surface, image, (box.centerx, box.y + 6 + pitch * i + pitch // 2))
    return box


class ChoiceRow(Widget):
    """A row of segments, one selected: for options with a few values."""

    def __init__(self, rect: tuple[int, int, int, int], choices: Sequence[Any], labels: Sequence[str],
                 selected: Any, on_change: Callable[[Any], Any], size: int = theme.TEXT_BODY) -> None:
        self.rect = pygame.Rect(rect)
        self.choices = list(choices)
        self.labels = list(labels)
        self.selected = selected
        self.on_change = on_change
        self.size = size
        self.disabled: set[Any] = set()

    def shares(self) -> list[float]:
        """Each choice's width, in order: equal, unless a label does not fit its equal share on one
        line at the row's size while the row as a whole has the room; then the long label is laid
        out wider ("Two-eyed wild, one-eyed remove" beside "Red wild, black remove") rather than
        cramped onto two small lines."""
        count = len(self.choices)
        equal = self.rect.width / count
        for size in theme.scale_steps(theme.big(self.size)):  # the largest size at which every label has one line
            needs = [theme.text_width(label, size, True) + 24 for label in self.labels]
            if max(needs) <= equal:
                break
            if sum(needs) <= self.rect.width:
                spare = (self.rect.width - sum(needs)) / count
                return [need + spare for need in needs]
        return [equal] * count

    def segment(self, index: int) -> pygame.Rect:
        """The rect of choice `index`: the first choice at the start of the reading direction."""
        shares = self.shares()
        before = sum(shares[index + 1:]) if theme.rtl() else sum(shares[:index])
        left, right = round(self.rect.x + before), round(self.rect.x + before + shares[index])
        return pygame.Rect(left + (4 if theme.rtl() else 0), self.rect.y, right - left - 4, self.rect.height)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            hit = self.choice_at(event.pos)
            if hit is not None and hit not in self.disabled:
                self.selected = hit
                self.on_change(hit)  # may change the layout (a new language's direction): decided first
            return True
        return False

    def choice_at(self, pos: tuple[int, int]) -> Any | None:
        """The choice whose segment is at `pos`, or None (the gap between two segments)."""
        for i, choice in enumerate(self.choices):
            if self.segment(i).collidepoint(pos):
                return choice
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        segments = [self.segment(i) for i in range(len(self.choices))]
        margins = [min(16, r.width // 8) for r in segments]  # a label never fills its segment to both edges
        size, laid = theme.fit_row(self.labels, theme.big(self.size), [r.width - m for r, m in zip(segments, margins,
                                                                                                   strict=True)],
                                   segments[0].height - 4)
        pitch = size + theme.LINE_GAP
        for i, (choice, lines) in enumerate(zip(self.choices, laid, strict=True)):
            r = segments[i]
            on = choice == self.selected
            off = choice in self.disabled
            fill = theme.BUTTON if on else (theme.CHOICE_DISABLED if off else theme.WHITE)
            pygame.draw.rect(surface, fill, r, border_radius=8)
            pygame.draw.rect(surface, theme.PANEL_EDGE, r, theme.edge(1), border_radius=8)
            colour = theme.WHITE if on else (theme.MUTED if off else theme.INK)
            for j, line in enumerate(lines):  # a long choice on two lines, centred in its segment
                centre = (r.centerx, round(r.centery + (j - (len(lines) - 1) / 2) * pitch))
                theme.blit_center(surface, theme.text(line, size, colour, bold=on), centre)


BLINK_MS = 500  # the caret of a text field is shown and hidden this long in turn


def printable(text: str, max_length: int) -> str:
    """A text field's default rule: printable characters, at most `max_length` of them."""
    return "".join(ch for ch in text if ch.isprintable())[:max_length]


class TextField(Widget):
    """One line of typed text. `accept(text, max_length)` says what of a typed value is kept (a name
    field keeps only what can be drawn: game.names.typed_name); a key that adds nothing kept is refused."""

    def __init__(self, rect: tuple[int, int, int, int], value: str, on_change: Callable[[str], Any],
                 max_length: int = 24, size: int = theme.TEXT_BODY,
                 accept: Callable[[str, int], str] = printable) -> None:
        self.rect = pygame.Rect(rect)
        self.value = value
        self.on_change = on_change
        self.max_length = max_length
        self.size = size
        self.accept = accept
        self.focused = False
        self.selected = False  # the whole text is selected: the next key typed replaces it
        self.blink = 0.0

    def take_focus(self) -> None:
        """Focus the field with its whole text selected (a click, Tab): typing replaces a name
        rather than adding to "Player 2"."""
        self.focused = True
        self.selected = bool(self.value)
        pygame.key.start_text_input()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.take_focus()
                return True
            self.focused = self.selected = False
            return False  # a click elsewhere ends the typing and does what it does there too
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            kept = "" if self.selected else self.value
            value = self.accept(kept + event.text, self.max_length)
            if value != kept and value.startswith(kept):  # typing only adds (to nothing, over a selection)
                self.selected = False
                self.value = value
                self.on_change(self.value)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_a and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.selected = bool(self.value)  # Ctrl+A (Cmd+A on a Mac): select all
            elif event.key in (pygame.K_BACKSPACE, pygame.K_DELETE) and self.selected:
                self.selected = False
                self.value = ""
                self.on_change(self.value)
            elif event.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
                self.on_change(self.value)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.focused = self.selected = False
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.selected = False  # the caret goes to the end, as after a click in the text
            return True
        return False

    def redraw_in(self) -> float | None:
        """The caret blinks while the field has the focus: the next blink."""
        if not self.focused:
            return None
        return (BLINK_MS - pygame.time.get_ticks() % BLINK_MS) / 1000


    def label(self) -> pygame.Surface:
        """The value as it fits the field, in its own direction (theme.own_direction): shrunk, then cut
        with "…", at its end while it is shown, at its start while it is typed in (the end, where
        letters are added, stays in sight)."""
        width = self.rect.width - 16
        floor = theme.name_floor(self.size)  # never shrunk out of reading: cut as the seat boxes cut
        if not self.focused or theme.fitted_size(self.value, self.size, width) >= floor:
            return theme.fit_name(self.value, self.size, width)
        start = 1
        while start < len(self.value) - 1 and theme.text_width("…" + self.value[start:], floor) > width:
            start += 1
        return theme.text(theme.own_direction("…" + self.value[start:]), floor)

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, theme.WHITE, self.rect, border_radius=6)
        edge = theme.BUTTON if self.focused else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, 2, border_radius=6)
        label = self.label()
        left = theme.align_x(self.rect.x + 8, self.rect.width - 16, label.get_width())
        place = label.get_rect(midleft=(left, self.rect.centery))
        if self.focused and self.selected:  # the selection's highlight behind the text
            pygame.draw.rect(surface, theme.SELECTION, place.inflate(4, 2), border_radius=3)
        surface.blit(label, place)
        if self.focused and not self.selected and (pygame.time.get_ticks() // BLINK_MS) % 2 == 0:
            # The caret at the end of the text: its left end when the line reads right to left.
            x = left - 2 if bidi.reads_right_to_left(self.value) else left + 1 + label.get_width()
            pygame.draw.line(surface, theme.INK, (x, self.rect.y + 7), (x, self.rect.bottom - 7), 2)
