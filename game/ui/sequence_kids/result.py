"""The end of a kids' game told in pictures."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.game_over import GameOverDialog
from game.ui.pictures import picture
from game.ui.scene import Scene
from game.ui.sequence_kids.cards import card_face, picture_name
from game.ui.sequence_kids.colours import seat_chip, seat_colour
from game.ui.sequence_kids.icons import swap_icon
from game.ui.sequence_kids.layout import HAND_PANEL
from game.ui.widgets import draw_panel

if TYPE_CHECKING:
    from game.ui.sequence_kids_scene import SequenceKidsScene

RESULT_HEIGHT = 300


def table_won(seats, seat: int | None) -> bool:
    """Whether the end is a win for the people at the table: a child won (in pass-and-play any
    child), or only computers play (a demo). A computer's win against a child is not, nor a draw."""
    return seat is not None and (not seats[seat].computer or all(s.computer for s in seats))


class KidsResult(GameOverDialog):
    """The end of a game told in pictures, for a child who cannot read it: the winner's chip and
    the animal card that made the four, over the hand (the winning four stay in sight). A
    child's win is a party (gold, a trophy, the party pictures go on flying); a computer's win
    is a calm "Try again" (blue, the computer's chip, a round arrow, no party); a draw (`seat`
    None) is as calm: the round arrow and every player's chip side by side."""

    def __init__(self, app, scene: SequenceKidsScene, seat: int | None) -> None:
        seats = scene.match.seats
        self.seat = seat
        self.chips = len(seats)
        self.won = table_won(seats, seat)
        title: str
        subtitle: str
        if seat is None:
            title, subtitle = _("A draw."), _("Nobody could move for a whole round.")
        else:
            name = theme.short_name(seats[seat].shown)
            title = _("{name} wins!").format(name=name) if self.won else _("Try again!")
            subtitle = _("Four in a row!") if self.won else _("{name} made four in a row.").format(name=name)
        super().__init__(app, scene, title, subtitle, center=HAND_PANEL.center, width=HAND_PANEL.width,
                         height=RESULT_HEIGHT)
        pile = scene.state.discards[seat] if seat is not None else []
        self.card = pile[-1] if pile else None  # the card that made the four went on the winner's pile

    def pictures(self) -> list[pygame.Surface]:
        """Left to right: the mood picture, the winner's chip (a draw: everyone's), the animal that
        made the four."""
        if self.seat is None:
            size = 64 if self.chips <= 3 else 52  # four chips and the arrow fit the panel too
            return [self.mood(), *(framed_chip(seat, size) for seat in range(self.chips))]
        images = [self.mood(), framed_chip(self.seat, 96 if self.won else 80)]
        if self.card is not None:
            images.append(card_face(picture_name(self.card), 64 if self.won else 56, 88 if self.won else 78))
        return images

    def mood(self) -> pygame.Surface:
        """A trophy for a win; round arrows (once more) for a loss or a draw."""
        if self.won:
            mood = picture("trophy", 88)
        else:
            mood = pygame.Surface((76, 76), pygame.SRCALPHA)
            pygame.draw.circle(mood, theme.KIDS_AGAIN, (38, 38), 38)
            theme.blit_center(mood, swap_icon(52), (38, 38))  # round arrows: once more
        return mood

    def draw(self, surface: pygame.Surface) -> None:
        panel = self.panel
        colour, edge = (theme.KIDS_WIN_PANEL, theme.KIDS_WIN_EDGE) if self.won else (theme.KIDS_CALM_PANEL, theme.KIDS_CALM_EDGE)
        draw_panel(surface, panel, colour=colour, edge=edge)
        pygame.draw.rect(surface, edge, panel, 4, border_radius=12)
        images = self.pictures()
        if theme.rtl():
            images.reverse()  # the same story, read from the right
        gap = 36
        x = panel.centerx - (sum(i.get_width() for i in images) + gap * (len(images) - 1)) // 2
        for image in images:
            surface.blit(image, image.get_rect(midleft=(x, panel.y + 78)))
            x += image.get_width() + gap
        ink = theme.KIDS_WIN_INK if self.won else theme.KIDS_CALM_INK
        theme.blit_center(surface, theme.fit_text(self.title, theme.TEXT_TITLE, panel.width - 40, ink, bold=True),
                          (panel.centerx, panel.y + 162))
        theme.blit_center(surface, theme.fit_text(self.subtitle, theme.TEXT_LABEL, panel.width - 40, theme.MUTED),
                          (panel.centerx, panel.y + 200))
        Scene.draw(self, surface)  # the buttons


def framed_chip(seat: int, size: int) -> pygame.Surface:
    """A seat's chip on a white disc ringed in its colour."""
    chip = pygame.Surface((size + 12, size + 12), pygame.SRCALPHA)
    pygame.draw.circle(chip, theme.WHITE, chip.get_rect().center, size // 2 + 6)
    pygame.draw.circle(chip, seat_colour(seat), chip.get_rect().center, size // 2 + 6, 3)
    theme.blit_center(chip, seat_chip(seat, size), chip.get_rect().center)
    return chip
