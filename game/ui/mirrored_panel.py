"""Panels drawn right to left with their left-to-right code (`mirrored`): the layer that moves
what a panel draws to its mirrored place, flipping shapes but not text or pictures."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from game.ui import theme
from game.ui.theme import HEIGHT, WIDTH


class _MirroredLayer(pygame.Surface):
    """A screen-sized layer that lays out a panel's left-to-right drawing right to left.

    Shapes drawn on it (pygame.draw, fill) land on the layer itself and are flipped across the
    panel afterwards (a row's highlight, a frame: symmetric anyway). Images and text blitted on
    it are moved to their mirrored place but not flipped, so words, numbers and pictures still
    read the right way round; they are drawn after the shapes, over them.

    Screen-sized so the panel code keeps its screen coordinates. Only what was drawn is flipped
    and copied: `mirrored` notes the box of every pygame.draw call on the layer (flipping and
    copying the whole panel, and finding its drawn pixels by scanning, each cost more than the
    panel's own drawing), and the images are kept as a list and blitted straight onto the
    screen at their mirrored places (through the `images` layer, as one picture, only when two
    of them overlap or one blends specially: compositing in two steps rounds differently).
    The layers are reused frame after frame.
    """

    def __init__(self) -> None:
        super().__init__((WIDTH, HEIGHT), pygame.SRCALPHA)
        self.span = pygame.Rect(0, 0, 0, 0)
        self.shaped: list[pygame.Rect] = []  # boxes of the shapes drawn (transparent elsewhere)
        self.blitted: list[tuple[pygame.Surface, pygame.Rect, pygame.Rect | None, int]] = []
        self.images: pygame.Surface | None = None  # made when overlapping images need it

    def begin(self, span: pygame.Rect) -> None:
        self.span = span.clip(self.get_rect())
        for box in self.shaped:  # the rest of the layer is transparent already
            pygame.Surface.fill(self, theme.CLEAR, box.inflate(4, 4))
        self.shaped.clear()
        self.blitted.clear()

    def fill(self, color, rect=None, special_flags=0):
        done = super().fill(color, rect, special_flags)
        self.shaped.append(done)
        return done

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[override]
        rect = pygame.Rect(dest if len(dest) == 4 else (*dest, 0, 0))
        rect.size = pygame.Rect(area).size if area is not None else source.get_size()
        rect.x = self.span.x + self.span.right - rect.right
        self.blitted.append((source, rect, pygame.Rect(area) if area is not None else None, special_flags))
        return rect.clip(self.get_rect())

    def finish(self, surface: pygame.Surface) -> None:
        """Copy the panel onto `surface`: the shapes flipped across the span, the images over them."""
        span = self.span
        for box in _disjoint([box.inflate(4, 4).clip(span) for box in self.shaped]):
            flipped = pygame.transform.flip(self.subsurface(box), True, False)
            surface.blit(flipped, (span.x + span.right - box.right, box.y))
        # Images overlapping another (or blending specially) are composed on the `images` layer
        # first, as one picture, in their order; every other image goes straight onto the surface.
        for group in _overlapping(self.blitted):
            if len(group) == 1 and group[0][3] == 0:
                source, rect, area, _flags = group[0]
                surface.blit(source, rect.clip(span), _within(rect, span, area))
                continue
            if self.images is None or self.images.get_size() != self.get_size():
                self.images = pygame.Surface(self.get_size(), pygame.SRCALPHA)
            box = group[0][1].unionall([rect for _source, rect, _area, _flags in group]).clip(span)
            self.images.fill(theme.CLEAR, box)
            for source, rect, area, flags in group:
                self.images.blit(source, rect.topleft, area, flags)
            piece = self.images.subsurface(box)
            surface.blit(piece.copy() if isinstance(surface, _MirroredLayer) else piece, box.topleft)


def _overlapping(blitted: list) -> list[list]:
    """The blits in groups that overlap (one blit alone where it overlaps no other), each group
    in drawing order."""
    groups: list[list[int]] = []  # indices into `blitted`
    boxes: list[pygame.Rect] = []  # each group's box
    for index, (_source, rect, _area, _flags) in enumerate(blitted):
        hits = [i for i, box in enumerate(boxes) if box.colliderect(rect)]
        members = sorted([m for i in hits for m in groups[i]] + [index])
        box = rect.unionall([boxes[i] for i in hits]) if hits else pygame.Rect(rect)
        for i in reversed(hits):
            del groups[i], boxes[i]
        groups.append(members)
        boxes.append(box)
    return [[blitted[m] for m in members] for members in groups]


def _within(rect: pygame.Rect, span: pygame.Rect, area: pygame.Rect | None) -> pygame.Rect:
    """The part of a source image (its `area`, or all of it) that lands inside `span` when the
    image is put at `rect`."""
    shown = rect.clip(span)
    x0, y0 = (area.x, area.y) if area is not None else (0, 0)
    return pygame.Rect(x0 + shown.x - rect.x, y0 + shown.y - rect.y, shown.width, shown.height)


def _disjoint(boxes: list[pygame.Rect]) -> list[pygame.Rect]:
    """Boxes covering the same pixels as `boxes` (empty ones dropped), none overlapping another:
    overlapping ones merged into the box around both (each pixel is then copied once)."""
    out: list[pygame.Rect] = []
    for box in boxes:
        if not (box.width and box.height):
            continue
        hit = box.collidelist(out)
        while hit >= 0:
            box = box.union(out.pop(hit))
            hit = box.collidelist(out)
        out.append(box)
    return out


_free_layers: list[_MirroredLayer] = []  # layers not in use (a panel drawn inside a panel takes another)
_DRAWS = ("rect", "polygon", "circle", "ellipse", "arc", "line", "lines", "aaline", "aalines")
_real_draws = {name: getattr(pygame.draw, name) for name in _DRAWS}


def _noting(name: str):
    """pygame.draw's `name`, noting the box it drew on a mirrored layer (its only writer besides
    blit and fill)."""
    draw = _real_draws[name]

    def drawing(surface, *args, **kwargs):
        done = draw(surface, *args, **kwargs)
        if isinstance(surface, _MirroredLayer):
            surface.shaped.append(done)
        return done

    return drawing


_noting_draws = {name: _noting(name) for name in _DRAWS}


@contextmanager
def _noting_shapes() -> Iterator[None]:
    """While a mirrored panel draws (nested ones too), pygame.draw notes what it drew on a layer."""
    if pygame.draw.rect is _noting_draws["rect"]:
        yield  # an outer panel noted already
        return
    for name, draw in _noting_draws.items():
        setattr(pygame.draw, name, draw)
    try:
        yield
    finally:
        for name, draw in _real_draws.items():
            setattr(pygame.draw, name, draw)


@contextmanager
def mirrored(surface: pygame.Surface, span: pygame.Rect) -> Iterator[pygame.Surface]:
    """Draw a panel (inside `span`) with its left-to-right code, mirrored in RTL:

        with mirrored_panel.mirrored(surface, PANEL) as target:
            ... draw on target exactly as for left to right ...

    The first column comes at the right, text keeps reading right. Anything clickable in the
    panel is hit-tested with `mirror_in`. Left to right, `target` is `surface` itself.
    """
    if not theme.rtl():
        yield surface
        return
    while _free_layers and _free_layers[-1].get_size() != (WIDTH, HEIGHT):
        _free_layers.pop()  # made for another layout size
    layer = _free_layers.pop() if _free_layers else _MirroredLayer()
    try:
        layer.begin(pygame.Rect(span))
        with _noting_shapes():
            yield layer
        layer.finish(surface)
    finally:
        _free_layers.append(layer)
