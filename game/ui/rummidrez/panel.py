"""Drawing the players' panel at the right of the Rummidrez table (mirrored in right-to-left): the
round and the target or the time left, a row per seat (name, score, cards in hand, melded or not,
the cards it took from the pile), a reminder of the kinds of groups; in the solitaire, the counts
and the best score."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.rummidrez import KEY
from game.i18n import _, ngettext, stored_name
from game.ui import mirrored_panel, theme
from game.ui.parts.pile_column import stock_label
from game.ui.pokerdrez import card_back, card_face
from game.ui.rummidrez.clock import minutes_text
from game.ui.rummidrez.layout import PANEL
from game.ui.seat_labels import computer_tag_within
from game.ui.widgets import draw_panel as draw_panel_box

if TYPE_CHECKING:
    from game.ui.rummidrez_scene import RummidrezScene

BEST_BOX = (255, 236, 170)
CURRENT = (255, 236, 170)  # the row of the seat whose turn it is


def draw_panel(surface: pygame.Surface, scene: RummidrezScene) -> None:
    draw_panel_box(surface, PANEL)
    with mirrored_panel.mirrored(surface, PANEL) as target:  # right to left in Arabic
        if scene.solitaire:
            draw_solitaire_panel(target, scene, PANEL.x + 14, PANEL.y + 12)
        else:
            draw_match_panel(target, scene, PANEL.x + 14, PANEL.y + 12)


def draw_match_panel(surface: pygame.Surface, scene: RummidrezScene, x: int, y: int) -> None:
    state, config = scene.state, scene.match.config
    head = theme.text(_("Round {n}").format(n=state.round), 18, theme.INK, bold=True)
    surface.blit(head, (x, y))
    sub_colour = theme.MUTED
    sub: str
    if config.time_limit and state.time_up:  # the whole line under the round: it is long in some languages
        sub, sub_colour = _("Time is up: last round"), theme.DANGER
    elif config.time_limit:
        draw_time_left(surface, scene.time_limit - scene.elapsed, PANEL.right - 14 - (x + head.get_width() + 10), y)
        sub = _("Timed match: the highest score wins")
    else:
        sub = ngettext("First to {target} point wins", "First to {target} points wins",
                       config.target).format(target=config.target)
    size, lines = theme.fit_lines(sub, 14, PANEL.width - 28)  # a long one on two lines, the players lower
    for i, line in enumerate(lines):
        surface.blit(theme.text(line, size, sub_colour), (x, y + 24 + i * (size + theme.LINE_GAP)))
    top = y + 50 + (len(lines) - 1) * (size + theme.LINE_GAP)
    n = config.players
    row_h = min(112, (PANEL.bottom - 36 - top) // n)
    view = scene.view()
    for seat in range(n):
        draw_player(surface, scene, seat, pygame.Rect(PANEL.x + 6, top + seat * row_h, PANEL.width - 12, row_h - 4),
                    view)
    room = pygame.Rect(x, top + n * row_h + 6, PANEL.width - 28, PANEL.bottom - 36 - top - n * row_h - 6)
    if room.height >= 150:
        draw_reminder(surface, room)
    surface.blit(theme.text(stock_label(len(state.stock)), 14, theme.MUTED), (x, PANEL.bottom - 26))


def draw_time_left(surface: pygame.Surface, seconds: float, room: int, y: int) -> None:
    """The timed match's clock at the right of the round's line, within `room` (never over it)."""
    left = minutes_text(seconds)
    clock: str = _("Time left {t}").format(t=left)
    if theme.fitted_size(clock, 15, room, bold=True) < theme.min_text():
        clock = left  # the minutes alone, when the words do not fit
    label = theme.fit_text(clock, 15, room, theme.INK, bold=True)
    surface.blit(label, (PANEL.right - 14 - label.get_width(), y + 2))


def draw_reminder(surface: pygame.Surface, room: pygame.Rect) -> None:
    """The kinds of groups, in three lines, for whoever has forgotten."""
    pygame.draw.line(surface, theme.PANEL_EDGE, room.topleft, room.topright, 1)
    y = room.y + 8
    surface.blit(theme.text(_("Groups"), 15, theme.MUTED, bold=True), (room.x, y))
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
        pygame.draw.rect(surface, CURRENT, row, border_radius=8)
    x = row.x + 8
    person = match.seats[seat]
    score = score_picture(state.scores[seat], state.target)
    # A computer's level: the level alone where the name and "(computer · Hard)" do not fit.
    name_line = row.right - 8 - score.get_width() - 8 - x
    tag = (computer_tag_within(person, name_line, 17, theme.min_text(), bold=current) if person.computer
           else (_("(you)") if seat == scene.viewer else ""))
    # The name gives way to the tag and the score: both stay whole at a readable size.
    tag_image = theme.text(tag, theme.min_text(), theme.MUTED) if tag else None
    room = row.right - 8 - score.get_width() - 8 - x - (tag_image.get_width() + 5 if tag_image else 0)
    name = theme.fit_name(person.shown, 17, min(150, room), theme.INK, bold=current)
    surface.blit(name, (x, row.y + 5))
    if tag_image is not None:
        surface.blit(tag_image, (x + name.get_width() + 5, row.y + 9))
    surface.blit(score, (row.right - 8 - score.get_width(), row.y + 3))
    draw_hand_count(surface, x, row, len(state.hands[seat]), state.melded[seat])
    known = state.known[seat] if (view is None or seat != view.seat) else ()
    if known and row.height >= 90:
        draw_known(surface, x, row, known)


def score_picture(score: int, target: int) -> pygame.Surface:
    """The score, with "/target" after it when there is one: "12/42" as one picture, so that it
    keeps its order when the panel is mirrored."""
    shown = theme.text(str(score), 22, theme.INK, bold=True)
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
    surface.blit(theme.text(hand_text, 15, theme.INK), (x + 52, y + 6))
    mtext = _("melded") if melded else _("not melded yet")
    size, lines = theme.fit_lines(mtext, 13, row.right - 6 - (x + 132))  # beside the backs, on two lines if long
    line_y = y + 15 - len(lines) * (size + theme.LINE_GAP) // 2
    for line in lines:
        surface.blit(theme.text(line, size, (30, 130, 60) if melded else theme.MUTED), (x + 132, line_y))
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
        surface.blit(theme.text("+" + str(len(known) - shown), 13, theme.MUTED), (left + shown * 23, yy + 7))


def draw_solitaire_panel(surface: pygame.Surface, scene: RummidrezScene, x: int, y: int) -> None:
    state = scene.state
    surface.blit(theme.text(_("Solitaire"), 20, theme.INK, bold=True), (x, y))
    surface.blit(theme.fit_name(scene.match.seats[0].shown, 16, PANEL.width - 28, theme.MUTED), (x, y + 28))
    rows = [
        (_("Cards on the table"), str(state.table_count)),
        (_("Cards in your hand"), str(len(state.hands[0]))),
        (_("Cards in the stock"), str(len(state.stock))),
    ]
    yy = y + 66
    for label, value in rows:
        surface.blit(theme.fit_text(label, 15, 180, theme.INK), (x, yy + 3))
        v = theme.text(value, 19, theme.INK, bold=True)
        surface.blit(v, (PANEL.right - 16 - v.get_width(), yy))
        yy += 32
    box = pygame.Rect(x - 4, yy + 10, PANEL.width - 20, 96)
    draw_best(surface, box, scene.best.get(stored_name(scene.match.seats[0].name)))
    yy = box.bottom + 16
    if not state.melded[0]:
        tip = _("First meld: at least two groups holding 7 or more cards, all from your hand.")
    else:
        tip = _("Add to any group, split, join and rearrange the table as you like.")
    for line in theme.wrap(tip, 14, PANEL.width - 28):
        surface.blit(theme.text(line, 14, theme.INK), (x, yy))
        yy += 19


def draw_best(surface: pygame.Surface, box: pygame.Rect, best: int | None) -> None:
    """The solitaire's best score of the player, and how it is counted."""
    pygame.draw.rect(surface, BEST_BOX, box, border_radius=8)
    surface.blit(theme.text(_("Best score"), 16, theme.INK, bold=True), (box.x + 10, box.y + 8))
    v = theme.text(str(best) if best is not None else "—", 30, theme.INK, bold=True)
    surface.blit(v, (box.right - 12 - v.get_width(), box.y + 6))
    for i, line in enumerate(theme.wrap(_("Score: the cards on the table when your hand is empty. "
                                          "Lower is better."), theme.min_text(), box.width - 20)[:3]):
        surface.blit(theme.text(line, theme.min_text(), theme.MUTED), (box.x + 10, box.y + 40 + i * 17))
