"""The seats at a table: a box (or a row of a panel) for each seat, showing its name, a computer's
level, whose turn it is and the game's own figures, in one place for the four tables (the rows of
the Sequence panels and of the Rummidrez panel, the boxes round the Figuras oval).

A table keeps one `SeatPanel` and gives it where each seat's box lies (`boxes()`: seat -> rect,
asked each time: they follow the number of seats). The panel says which seat a point is on, gives
the boxes as focus targets, and draws each seat with the game's painter (`paint(surface, seat,
box)`: a game's own figures, teams, animals, points). Boxes drawn in a mirrored panel
(game.ui.mirrored_panel) are laid out left to right and the panel is given as `span`: `drawing`
opens the mirrored panel, and hit-tests and focus use the boxes where they show.

A seat's first line, the same at every table: its name fitted with `theme.fit_name` in the room
the computer's level leaves it (`name_line`), drawn with the level after it in reading order
(`draw_name_line`). The layout is plain arithmetic on `pygame.Rect`s, testable without a display.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager

import pygame

from game.ui import focus, mirrored_panel, theme

Painter = Callable[[pygame.Surface, int, pygame.Rect], None]


def rows(count: int, x: int, top: int, width: int, pitch: int, height: int) -> dict[int, pygame.Rect]:
    """`count` seats' rows one under the other in a panel, `pitch` apart from `top`: seat -> row."""
    return {seat: pygame.Rect(x, top + seat * pitch, width, height) for seat in range(count)}


def name_line(name: str, tag: pygame.Surface | None, size: int, room: int, colour: tuple[int, int, int],
              bold: bool = False, gap: int = 5, widest: int | None = None) -> pygame.Surface:
    """A seat's name fitted ("…" where it is cut) in `room` less what its computer level's `tag`
    (and the `gap` before it) takes: the level is said whole, the name gives way. `widest`: the
    name never wider than that, however much room is left."""
    if tag is not None:
        room -= tag.get_width() + gap
    return theme.fit_name(name, size, room if widest is None else min(widest, room), colour, bold=bold)


def draw_name_line(surface: pygame.Surface, name: pygame.Surface, tag: pygame.Surface | None,
                   at: tuple[int, int], tag_dy: int, gap: int = 5, reverse: bool = False) -> None:
    """The name at `at` and the level after it, `tag_dy` lower (a smaller font sits on its line).
    `reverse`: right to left drawn in place (not in a mirrored panel), the level at the name's left."""
    x, y = at
    if tag is None:
        surface.blit(name, (x, y))
        return
    name_x, tag_x = x, x + name.get_width() + gap
    if reverse:
        name_x, tag_x = x + tag.get_width() + gap, x
    surface.blit(name, (name_x, y))
    surface.blit(tag, (tag_x, y + tag_dy))


class SeatPanel:
    """The seats' boxes from `boxes()` (seat -> rect). `span`: the mirrored panel they are drawn
    in, or None when they are drawn in place. `rtl`: whether right to left is on (asked each time)."""

    def __init__(self, boxes: Callable[[], Mapping[int, pygame.Rect]], span: pygame.Rect | None = None,
                 rtl: Callable[[], bool] = theme.rtl) -> None:
        self._boxes = boxes
        self.span = pygame.Rect(span) if span is not None else None
        self.rtl = rtl

    def boxes(self) -> dict[int, pygame.Rect]:
        """Each seat's box where the drawing code lays it (left to right in a mirrored panel)."""
        return {seat: pygame.Rect(box) for seat, box in self._boxes().items()}

    def box(self, seat: int) -> pygame.Rect:
        return self.boxes()[seat]

    def shown(self, rect: pygame.Rect) -> pygame.Rect:
        """`rect` where it shows on the screen: mirrored across the panel in right to left."""
        rect = pygame.Rect(rect)
        if self.span is not None and self.rtl():
            rect.x = self.span.x + self.span.right - rect.right
        return rect

    def shown_point(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A point of the panel's left-to-right layout (where a card flies to a seat's row) where it shows."""
        if self.span is not None and self.rtl():
            return self.span.x + self.span.right - pos[0], pos[1]
        return pos

    def shown_box(self, seat: int) -> pygame.Rect:
        return self.shown(self.box(seat))

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose box a point is on, or None."""
        for seat, box in self.boxes().items():
            if self.shown(box).collidepoint(pos):
                return seat
        return None

    def targets(self, group: str = "seats") -> list[focus.Target]:
        """One focus target per seat, keyed (group, seat), where its box shows."""
        return [focus.Target((group, seat), self.shown(box), group=group) for seat, box in self.boxes().items()]

    @contextmanager
    def drawing(self, surface: pygame.Surface) -> Iterator[pygame.Surface]:
        """Where to draw the seats (and the rest of their panel): the mirrored panel, right to left."""
        if self.span is None:
            yield surface
            return
        with mirrored_panel.mirrored(surface, self.span) as target:
            yield target

    def draw(self, target: pygame.Surface, paint: Painter) -> None:
        """Each seat painted in its box, in seat order, on `target` (from `drawing`)."""
        for seat, box in self.boxes().items():
            paint(target, seat, box)
