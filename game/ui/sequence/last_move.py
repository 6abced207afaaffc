"""The last move's line in the classic Sequence table's top bar."""

from __future__ import annotations

import pygame

from game.ui import theme


def even_lines(message: str, size: int, width: int) -> list[str]:
    """`message` broken into two lines of about the same width, each no wider than `width` (a
    greedy wrap left a card's name alone on the second line: "... the dead card" / "10♥.")."""
    words = message.split(" ")
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    widths = [(max(theme.text_width(a, size), theme.text_width(b, size)), [a, b]) for a, b in splits]
    fitting = [w for w in widths if w[0] <= width]
    return min(fitting, key=lambda w: w[0])[1] if fitting else theme.wrap(message, size, width)[:2]


def draw_last_move(surface: pygame.Surface, text: str, span: pygame.Rect) -> None:
    """`text` at the end of `span` (its right end; its left end in right to left): one line, or two
    smaller ones when long."""
    width = span.width
    size, lines = theme.TEXT_SMALL, [text]
    if theme.text_width(text, size) > width:
        for size in theme.scale_steps(theme.min_text()):  # two lines at the small print's size
            lines = theme.wrap(text, size, width)
            if len(lines) <= 2:
                lines = even_lines(text, size, width) if len(lines) == 2 else lines
                break
    top = 18 if len(lines) == 1 else 6
    for i, line in enumerate(lines[:2]):
        image = theme.fit_text(line, size, width, theme.FELT_TEXT)
        x = span.x if theme.rtl() else span.right - image.get_width()
        surface.blit(image, (x, top + i * (size + 4)))
