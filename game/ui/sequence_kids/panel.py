"""The kids' players panel: a row per seat (chip, name, cards held, discard pile), the cards to draw."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.sequence_kids import SequenceKidsState
from game.i18n import _
from game.match import Match
from game.ui import theme
from game.ui.cards import card_back
from game.ui.parts.pile_column import stacked
from game.ui.parts.seat_panel import SeatPanel, draw_name_line, name_line, rows
from game.ui.seat_labels import computer_tag
from game.ui.sequence_kids.cards import card_face, picture_name
from game.ui.sequence_kids.colours import seat_chip, seat_colour, tint
from game.ui.sequence_kids.layout import PLAYERS


def row_height(players: int) -> int:
    return min(76, (PLAYERS.height - 44) // players)


def seat_rows(players: int) -> dict[int, pygame.Rect]:
    """Each seat's row (left to right: mirrored in the panel)."""
    h = row_height(players)
    return rows(players, PLAYERS.x + 8, PLAYERS.y + 12, PLAYERS.width - 16, h, h - 2)


def pile_rects(players: int) -> list[pygame.Rect]:
    """Each seat's discard pile, at the end of its row (left to right: mirrored in the panel)."""
    h = row_height(players)
    return stacked(players, PLAYERS.right - 64, PLAYERS.y + 15, 46, h, h - 6)


def draw_player_rows(surface: pygame.Surface, match: Match, state: SequenceKidsState, seats: SeatPanel,
                     carried: Callable[[int], bool]) -> None:
    """The panel's rows left to right (drawn in `seats.drawing`: mirrored in right to left), a row
    per seat in `seats`; `carried(seat)`: the top of that seat's pile is still flying there."""
    piles = pile_rects(match.config.players)
    seats.draw(surface, lambda target, seat, row: draw_player_row(target, match, state, seat, row, piles[seat],
                                                                   carried(seat)))
    hint = _("Tap a discard pile to look through it.")
    surface.blit(theme.text(hint, theme.min_text(), theme.MUTED), (PLAYERS.x + 16, PLAYERS.bottom - 24))
    stock = _("Cards to draw: {n}").format(n=len(state.stock))
    text = theme.text(stock, theme.min_text(), theme.MUTED)
    surface.blit(text, (PLAYERS.right - 16 - text.get_width(), PLAYERS.bottom - 24))


def draw_player_row(surface: pygame.Surface, match: Match, state: SequenceKidsState, seat: int, row: pygame.Rect,
                    pile_rect: pygame.Rect, carried: bool) -> None:
    """One seat's `row`: its animal chip, the name (a computer's level under it), a back per card
    held, the discard pile's top card at `pile_rect` (the one below while `carried`)."""
    person = match.seats[seat]
    colour = seat_colour(seat)
    if seat == match.current_seat or seat == state.winner:
        pygame.draw.rect(surface, tint(colour, 0.72), row, border_radius=12)
        pygame.draw.rect(surface, colour, row, 3, border_radius=12)
    size = min(52, row.height - 10)
    theme.blit_center(surface, seat_chip(seat, size), (row.x + 10 + size // 2, row.centery))
    name_x = row.x + 24 + size
    room = row.x + 300 - 8 - name_x  # clear of the row of cards at row.x + 300 (cut with "…" when it must be)
    draw_name_line(surface, name_line(person.shown, None, theme.TEXT_LABEL, room, theme.INK, bold=True), None, (name_x, row.y + 7), 0)
    if person.computer:  # its level on a line of its own, under the name
        surface.blit(theme.fit_text(computer_tag(person, own_line=True), theme.min_text(), room, theme.MUTED), (name_x, row.y + 35))
    for i in range(len(state.hands[seat])):
        surface.blit(card_back(26, 36), (row.x + 300 + i * 16, row.centery - 18))
    pile = state.discards[seat][:-1] if carried else state.discards[seat]
    if pile:
        surface.blit(card_face(picture_name(pile[-1]), pile_rect.width, pile_rect.height), pile_rect)
    else:
        pygame.draw.rect(surface, theme.KIDS_EMPTY_PILE, pile_rect, 2, border_radius=6)
