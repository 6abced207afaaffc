"""What the setup shows in the room its players' and options' panels leave: a picture of the game
(drawn by its real table painters, as on the menu) with its one-line summary, and the first words
of its rules. A panel that has room gets one of them; none is left a large empty block.

The layout is plain arithmetic on rects (left to right; the setup mirrors them in right to left),
so a test can ask where each block goes and how much of the room it fills.
"""

from __future__ import annotations

import pygame

from game import i18n
from game.i18n import _
from game.ui import theme
from game.ui.dialogs import split_heading
from game.ui.game_pictures import menu_picture

PICTURE_RATIO = 0.6  # the picture's height to its width (the menu's pictures are 180×110)
MOST_PICTURE_H = 230
LEAST_PICTURE_H = 90  # smaller than this, the picture is left out and the words stay
GAP = 14
ABOUT_ROOM = 200  # the least room in which the picture and its summary are drawn
SUMMARY_ROOM = 120  # the least room for the first words of the rules


def line_height() -> int:
    return max(theme.TEXT_BODY, theme.min_text()) + 7


def summary_lines(text: str, width: int) -> list[str]:
    return theme.wrap(text, theme.TEXT_BODY, width)


def about_boxes(description: str, rect: pygame.Rect) -> tuple[pygame.Rect | None, list[pygame.Rect]]:
    """Where the picture (None: no room for it) and each line of the summary go in `rect`: the
    picture as large as the room allows under its words' height, all of it centred in the room."""
    lines = summary_lines(description, rect.width)
    text_h = len(lines) * line_height()
    picture_h = min(MOST_PICTURE_H, rect.height - text_h - GAP, round(rect.width * PICTURE_RATIO))
    picture = None
    height = text_h
    if picture_h >= LEAST_PICTURE_H:
        picture = pygame.Rect(0, 0, round(picture_h / PICTURE_RATIO), picture_h)
        height += picture_h + GAP
    top = rect.y + max(0, (rect.height - height) // 2)
    if picture is not None:
        picture.midtop = (rect.centerx, top)
        top = picture.bottom + GAP
    boxes = []
    for line in lines:
        width = theme.text_width(line, theme.TEXT_BODY)
        boxes.append(pygame.Rect(rect.centerx - width // 2, top, width, line_height()))
        top += line_height()
    return picture, boxes


def draw_about(surface: pygame.Surface, game_id: str, description: str, rect: pygame.Rect) -> list[pygame.Rect]:
    """The game's picture and its summary in `rect` (already where it shows); the boxes drawn."""
    picture, boxes = about_boxes(description, rect)
    drawn = []
    if picture is not None:
        image = menu_picture(game_id, picture.width, picture.height, theme.rtl(), i18n.language())
        drawn.append(surface.blit(image, picture))
    for line, box in zip(summary_lines(description, rect.width), boxes, strict=True):
        words = theme.text(line, theme.TEXT_BODY, theme.INK)
        drawn.append(surface.blit(words, words.get_rect(midtop=box.midtop)))
    return drawn


def draw_summary(surface: pygame.Surface, rules_text: str, rect: pygame.Rect) -> list[pygame.Rect]:
    """"How to play" and the rules' first paragraphs that fit whole in `rect` (its heading bold,
    as on the rules screen), at the start of the line in the reading direction; the boxes drawn
    (none when not even the first paragraph fits)."""
    heading = theme.fit_text(_("How to play"), theme.TEXT_LABEL, rect.width, theme.INK, bold=True)
    y = rect.y + heading.get_height() + 8
    shown: list[tuple[int, str, bool]] = []  # each line's top, its words, whether it is a heading
    for paragraph in rules_text.strip().split("\n\n"):
        head, body = split_heading(paragraph)
        lines = ([head] if head else []) + summary_lines(body, rect.width)
        if y + len(lines) * line_height() > rect.bottom:
            break
        for k, line in enumerate(lines):
            shown.append((y, line, bool(head) and k == 0))
            y += line_height()
        y += GAP // 2
    if not shown:
        return []
    drawn = [surface.blit(heading, (theme.align_x(rect.x, rect.width, heading.get_width()), rect.y))]
    for top, line, bold in shown:
        words = theme.text(line, theme.TEXT_BODY, theme.INK, bold=bold)
        drawn.append(surface.blit(words, (theme.align_x(rect.x, rect.width, words.get_width()), top)))
    return drawn
