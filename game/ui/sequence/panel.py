"""The classic Sequence table's panel: the teams and their sequences, each player's row (cards
held, discard pile), the stock."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ai.hints import team_name
from game.engine.core import LIST_SEPARATOR
from game.engine.sequence import SequenceState
from game.i18n import _, ngettext
from game.match import Match
from game.ui import theme
from game.ui.chips import chip
from game.ui.parts.pile_column import stacked, stock_label
from game.ui.parts.seat_panel import SeatPanel, draw_name_line, name_line, rows
from game.ui.seat_labels import computer_tag, short_label
from game.ui.sequence.cards import paint_pile_top
from game.ui.sequence.layout import PANEL


def team_line(match: Match, state: SequenceState, team: int) -> str:
    """"Blue: 1 of 2 sequences", in the plural form each language uses for that goal."""
    need = match.config.needed_sequences
    return ngettext("{team}: {have} of {need} sequence", "{team}: {have} of {need} sequences",
                    need).format(team=team_name(team), have=len(state.sequences[team]), need=need)


def row_pitch(players: int) -> int:
    return min(40, (PANEL.height - 196) // players)


def seat_rows(players: int) -> dict[int, pygame.Rect]:
    """Each player's row under "Players" (left to right: mirrored in the panel)."""
    pitch = row_pitch(players)
    return rows(players, PANEL.x + 10, PANEL.y + 159, PANEL.width - 20, pitch, pitch - 2)


def pile_rects(players: int) -> list[pygame.Rect]:
    """Each player's discard pile, at the end of their row (left to right: mirrored in the panel)."""
    pitch = row_pitch(players)
    return stacked(players, PANEL.right - 70, PANEL.y + 160, 50, pitch, pitch - 4)


def recent_rect(players: int) -> pygame.Rect:
    """The room under the players' rows, above the stock line: the last moves (left to right)."""
    top = PANEL.y + 159 + players * row_pitch(players) + 14
    return pygame.Rect(PANEL.x + 20, top, PANEL.width - 40, PANEL.bottom - 40 - top)


TEAM_ROOM = 280  # pixels for a team's players, after its line of sequences


def member_names(match: Match, seats: list[int], size: int, room: int) -> list[str]:
    """A team's players for one line: their names where all fit at a readable size, else short labels
    ("P1, C3, C5, C7, C9, C11"): cut to equal shares, six names were "Co…" each at 12 players."""
    names = [match.seats[s].shown for s in seats]
    joined = _(LIST_SEPARATOR).join(theme.own_direction(name) for name in names)
    if theme.fitted_size(joined, size, room) >= theme.min_text():
        return names
    return [short_label(match.seats[s]) for s in seats]


def draw_panel_lines(surface: pygame.Surface, match: Match, state: SequenceState, seats: SeatPanel,
                     carried: Callable[[int], bool]) -> None:
    """The panel's lines left to right (drawn in `seats.drawing`: mirrored in right to left), a
    row per seat in `seats`; `carried(seat)`: the top of that seat's pile is still flying there."""
    x, y = PANEL.x + 20, PANEL.y + 14
    surface.blit(theme.text(_("Teams"), theme.TEXT_BODY, theme.MUTED, bold=True), (x, y))
    y += 26
    for team in range(match.config.team_count):
        surface.blit(chip(team, 26), (x, y))
        members = [s for s in range(match.config.players) if state.team(s) == team]
        surface.blit(theme.text(team_line(match, state, team), theme.TEXT_BODY, theme.INK, bold=True), (x + 34, y + 3))
        surface.blit(theme.fit_names(member_names(match, members, theme.TEXT_SMALL, TEAM_ROOM), theme.TEXT_SMALL, TEAM_ROOM, theme.MUTED),
                     (x + 300, y + 5))
        y += 30
    y = PANEL.y + 134  # below three team rows
    surface.blit(theme.text(_("Players"), theme.TEXT_BODY, theme.MUTED, bold=True), (x, y))
    surface.blit(theme.text(_("Cards"), theme.TEXT_SMALL, theme.MUTED), (PANEL.right - 200, y + 2))
    surface.blit(theme.text(_("Discards"), theme.TEXT_SMALL, theme.MUTED), (PANEL.right - 96, y + 2))
    piles = pile_rects(match.config.players)
    seats.draw(surface, lambda target, seat, row: draw_player_row(target, match, state, seat, row, piles[seat],
                                                                   carried(seat)))
    surface.blit(theme.text(stock_label(len(state.stock)), theme.TEXT_SMALL, theme.MUTED), (x, PANEL.bottom - 28))
    hint = _("Click a discard pile to look through it.")
    surface.blit(theme.text(hint, theme.min_text(), theme.MUTED), (PANEL.right - 20 - theme.text_width(hint, theme.min_text()), PANEL.bottom - 26))


def draw_player_row(surface: pygame.Surface, match: Match, state: SequenceState, seat: int, row: pygame.Rect,
                    rect: pygame.Rect, carried: bool) -> None:
    """One player's `row`: the team chip, the name (and a computer's level), the cards held, the
    discard pile's top card at `rect` (the one below while `carried`: the top is still flying)."""
    x, row_mid = PANEL.x + 20, rect.centery
    current = seat == match.current_seat
    if current:
        pygame.draw.rect(surface, theme.ROW_NOTICE, row, border_radius=6)
    surface.blit(chip(state.team(seat), 22), (x, row_mid - 11))
    # The name, then a computer's level after it: the name is cut with "…" before it reaches the card count.
    words = computer_tag(match.seats[seat])
    tag = theme.fit_text(words, theme.TEXT_SMALL, 170, theme.MUTED) if words else None
    name = name_line(match.seats[seat].shown, tag, 17, 330, theme.INK, bold=current, gap=10)
    draw_name_line(surface, name, tag, (x + 32, row_mid - 11), 2, gap=10)
    theme.blit_center(surface, theme.text(str(len(state.hands[seat])), theme.TEXT_BODY), (PANEL.right - 178, row_mid))
    pile: Sequence[int] = state.discards[seat][:-1] if carried else state.discards[seat]
    if pile:
        paint_pile_top(surface, pile[-1], pygame.Rect(rect))
    else:
        pygame.draw.rect(surface, theme.EMPTY_PILE, rect, 1, border_radius=4)
