"""Drawing the players' panel at the right of the Rummidrez table (mirrored in right-to-left): the
round and the target or the time left, a row per seat (name, score, cards in hand, melded or not,
the cards it took from the pile), a reminder of the kinds of groups; in the solitaire, the counts
and the best score."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.rummidrez import KEY
from game.i18n import _, ngettext, stored_name
from game.ui import theme
from game.ui.parts.pile_column import stock_label
from game.ui.parts.seat_panel import draw_name_line, name_line, rows
from game.ui.pokerdrez import card_back, card_face
from game.ui.rummidrez.clock import minutes_text
from game.ui.rummidrez.layout import PANEL
from game.ui.seat_labels import computer_tag_within
from game.ui.widgets import draw_panel as draw_panel_box

if TYPE_CHECKING:
    from game.ui.rummidrez_scene import RummidrezScene



def draw_panel(surface: pygame.Surface, scene: RummidrezScene) -> None:
    draw_panel_box(surface, PANEL)
    with scene.seats.drawing(surface) as target:  # right to left in Arabic
        if scene.solitaire:
            draw_solitaire_panel(target, scene, PANEL.x + 14, PANEL.y + 12)
        else:
            draw_match_panel(target, scene, PANEL.x + 14, PANEL.y + 12)


def subtitle(scene: RummidrezScene) -> tuple[str, tuple[int, int, int]]:
    """The line under the round (its words, its colour): the target, or how a timed match ends."""
    state, config = scene.state, scene.match.config
    if config.time_limit and state.time_up:  # the whole line under the round: it is long in some languages
        return _("Time is up: last round"), theme.DANGER
    if config.time_limit:
        return _("Timed match: the highest score wins"), theme.MUTED
    return ngettext("First to {target} point wins", "First to {target} points wins",
                    config.target).format(target=config.target), theme.MUTED


def seat_rows(scene: RummidrezScene) -> dict[int, pygame.Rect]:
    """Each seat's row under the round's lines (a long subtitle on two lines puts them lower);
    none in the solitaire. Left to right: mirrored in the panel."""
    if scene.solitaire:
        return {}
    size, lines = theme.fit_lines(subtitle(scene)[0], theme.TEXT_SMALL, PANEL.width - 28)
    top = PANEL.y + 12 + 50 + (len(lines) - 1) * (size + theme.LINE_GAP)
    n = scene.match.config.players
    row_h = min(112, (PANEL.bottom - 36 - top) // n)
    return rows(n, PANEL.x + 6, top, PANEL.width - 12, row_h, row_h - 4)


def draw_match_panel(surface: pygame.Surface, scene: RummidrezScene, x: int, y: int) -> None:
    state, config = scene.state, scene.match.config
    head = theme.text(_("Round {n}").format(n=state.round), theme.TEXT_LABEL, theme.INK, bold=True)
    surface.blit(head, (x, y))
    sub, sub_colour = subtitle(scene)
    if config.time_limit and not state.time_up:
        draw_time_left(surface, scene.time_limit - scene.elapsed, PANEL.right - 14 - (x + head.get_width() + 10), y)
    size, lines = theme.fit_lines(sub, theme.TEXT_SMALL, PANEL.width - 28)  # a long one on two lines, the players lower
    for i, line in enumerate(lines):
        surface.blit(theme.text(line, size, sub_colour), (x, y + 24 + i * (size + theme.LINE_GAP)))
    view = scene.view()
    scene.seats.draw(surface, lambda target, seat, row: draw_player(target, scene, seat, row, view))
    end = max(row.bottom for row in scene.seats.boxes().values()) + 4  # under the last row and its gap
    room = pygame.Rect(x, end + 6, PANEL.width - 28, PANEL.bottom - 36 - end - 6)
    if room.height >= 150:
        draw_reminder(surface, room)
    surface.blit(theme.text(stock_label(len(state.stock)), theme.TEXT_SMALL, theme.MUTED), (x, PANEL.bottom - 26))


def draw_time_left(surface: pygame.Surface, seconds: float, room: int, y: int) -> None:
    """The timed match's clock at the right of the round's line, within `room` (never over it)."""
    left = minutes_text(seconds)
    clock: str = _("Time left {t}").format(t=left)
    if theme.fitted_size(clock, theme.TEXT_SMALL, room, bold=True) < theme.min_text():
        clock = left  # the minutes alone, when the words do not fit
    label = theme.fit_text(clock, theme.TEXT_SMALL, room, theme.INK, bold=True)
    surface.blit(label, (PANEL.right - 14 - label.get_width(), y + 2))


def draw_reminder(surface: pygame.Surface, room: pygame.Rect) -> None:
    """The kinds of groups, in three lines, for whoever has forgotten."""
    pygame.draw.line(surface, theme.PANEL_EDGE, room.topleft, room.topright, 1)
    y = room.y + 8
    surface.blit(theme.text(_("Groups"), theme.TEXT_SMALL, theme.MUTED, bold=True), (room.x, y))
    y += 22
    for text in (_("Figure group: one figure, numbers in a row (3 to 9 cards)."),
                 _("Colour group: one colour, figures in order Pawn to Jester (3 to 6 cards)."),
                 _("Neutral: stands for one missing card between two others.")):
        for line in theme.wrap(text, theme.min_text(), room.width):
            if y + 17 > room.bottom:
                return
            surface.blit(theme.text(line, theme.min_text(), theme.INK), (room.x, y))
            y += 17
        y += 5


def draw_player(surface: pygame.Surface, scene: RummidrezScene, seat: int, row: pygame.Rect, view: Any) -> None:
    state, match = scene.state, scene.match
    current = seat == match.current_seat
    if current:
        pygame.draw.rect(surface, theme.ROW_NOTICE, row, border_radius=8)
    x = row.x + 8
    person = match.seats[seat]
    score = score_picture(state.scores[seat], state.target)
    # A computer's level: the level alone where the name and "(computer · Hard)" do not fit.
    name_line_room = row.right - 8 - score.get_width() - 8 - x
    tag = (computer_tag_within(person, name_line_room, theme.TEXT_BODY, theme.min_text(), bold=current) if person.computer
           else (_("(you)") if seat == scene.viewer else ""))
    # The name gives way to the tag and the score: both stay whole at a readable size.
    tag_image = theme.text(tag, theme.min_text(), theme.MUTED) if tag else None
    name = name_line(person.shown, tag_image, 17, name_line_room, theme.INK, bold=current, widest=150)
    draw_name_line(surface, name, tag_image, (x, row.y + 5), 4)
    surface.blit(score, (row.right - 8 - score.get_width(), row.y + 3))
    draw_hand_count(surface, x, row, len(state.hands[seat]), state.melded[seat])
    known = state.known[seat] if (view is None or seat != view.seat) else ()
    if known and row.height >= 90:
        draw_known(surface, x, row, known)


def score_picture(score: int, target: int) -> pygame.Surface:
    """The score, with "/target" after it when there is one: "12/42" as one picture, so that it
    keeps its order when the panel is mirrored."""
    shown = theme.text(str(score), theme.TEXT_LABEL, theme.INK, bold=True)
    if not target:
        return shown
    of = theme.text("/" + str(target), theme.min_text(), theme.MUTED)
    both = pygame.Surface((shown.get_width() + 2 + of.get_width(), shown.get_height()), pygame.SRCALPHA)
    both.blit(shown, (0, 0))
    both.blit(of, (shown.get_width() + 2, 8))
    return both


def draw_hand_count(surface: pygame.Surface, x: int, row: pygame.Rect, count: int, melded: bool) -> None:
    """A seat's hand as a few backs and its count, and whether it has made its initial meld."""
    y = row.y + 32
    for i in range(min(4, count)):
        surface.blit(card_back(20, 29), (x + i * 7, y))
    hand_text = ngettext("{n} card", "{n} cards", count).format(n=count)
    surface.blit(theme.text(hand_text, theme.TEXT_SMALL, theme.INK), (x + 52, y + 6))
    mtext = _("melded") if melded else _("not melded yet")
    size, lines = theme.fit_lines(mtext, theme.TEXT_TINY, row.right - 6 - (x + 132))  # beside the backs, on two lines if long
    line_y = y + 15 - len(lines) * (size + theme.LINE_GAP) // 2
    for line in lines:
        surface.blit(theme.text(line, size, theme.TURN_INK if melded else theme.MUTED), (x + 132, line_y))
        line_y += size + theme.LINE_GAP


def draw_known(surface: pygame.Surface, x: int, row: pygame.Rect, known: tuple[int, ...]) -> None:
    """The cards a seat took from the discard pile and still holds: everyone saw them."""
    yy = row.y + 32 + 35
    label = theme.text(_("From the pile:"), theme.min_text(), theme.MUTED)
    surface.blit(label, (x, yy + 7))
    left = x + label.get_width() + 6
    shown = max(1, min(6, (row.right - 8 - 26 - left) // 23))  # room kept for "+n"
    for i, card in enumerate(known[:shown]):
        surface.blit(card_face(KEY[card], 20, 29), (left + i * 23, yy))
    if len(known) > shown:
        surface.blit(theme.text("+" + str(len(known) - shown), theme.TEXT_TINY, theme.MUTED), (left + shown * 23, yy + 7))


def draw_solitaire_panel(surface: pygame.Surface, scene: RummidrezScene, x: int, y: int) -> None:
    state = scene.state
    surface.blit(theme.text(_("Solitaire"), theme.TEXT_LABEL, theme.INK, bold=True), (x, y))
    surface.blit(theme.fit_name(scene.match.seats[0].shown, theme.TEXT_BODY, PANEL.width - 28, theme.MUTED), (x, y + 28))
    rows = [
        (_("Cards on the table"), str(state.table_count)),
        (_("Cards in your hand"), str(len(state.hands[0]))),
        (_("Cards in the stock"), str(len(state.stock))),
    ]
    yy = y + 66
    for label, value in rows:
        surface.blit(theme.fit_text(label, theme.TEXT_SMALL, 180, theme.INK), (x, yy + 3))
        v = theme.text(value, theme.TEXT_LABEL, theme.INK, bold=True)
        surface.blit(v, (PANEL.right - 16 - v.get_width(), yy))
        yy += 32
    box = pygame.Rect(x - 4, yy + 10, PANEL.width - 20, 96)
    draw_best(surface, box, scene.best.get(stored_name(scene.match.seats[0].name)))
    yy = box.bottom + 16
    if not state.melded[0]:
        tip = _("First meld: at least two groups holding 7 or more cards, all from your hand.")
    else:
        tip = _("Add to any group, split, join and rearrange the table as you like.")
    for line in theme.wrap(tip, theme.TEXT_SMALL, PANEL.width - 28):
        surface.blit(theme.text(line, theme.TEXT_SMALL, theme.INK), (x, yy))
        yy += 19


def draw_best(surface: pygame.Surface, box: pygame.Rect, best: int | None) -> None:
    """The solitaire's best score of the player, and how it is counted."""
    pygame.draw.rect(surface, theme.ROW_NOTICE, box, border_radius=8)
    surface.blit(theme.text(_("Best score"), theme.TEXT_BODY, theme.INK, bold=True), (box.x + 10, box.y + 8))
    v = theme.text(str(best) if best is not None else "—", theme.TEXT_TITLE, theme.INK, bold=True)
    surface.blit(v, (box.right - 12 - v.get_width(), box.y + 6))
    for i, line in enumerate(theme.wrap(_("Score: the cards on the table when your hand is empty. "
                                          "Lower is better."), theme.min_text(), box.width - 20)[:3]):
        surface.blit(theme.text(line, theme.min_text(), theme.MUTED), (box.x + 10, box.y + 40 + i * 17))
