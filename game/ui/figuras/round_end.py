"""The ends of Figuras: a round's summary (the cards left, the points, the totals against 100 and
111, who is out; 111 celebrated) and the match's standings."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

import pygame

from game.engine.figuras import LIMIT, TARGET, RoundEnded
from game.i18n import _, listing, ngettext
from game.ui import theme
from game.ui.figuras.cards import paint_card
from game.ui.pictures import picture
from game.ui.round_summary import RoundSummaryDialog, SeatLine
from game.ui.scene import Scene
from game.ui.standings import Standing, StandingsDialog, rounds_won, standings

if TYPE_CHECKING:
    from game.ui.figuras_scene import FigurasScene

BAR_TOP = 125  # the total at the right end of a round summary's bar (a little past 111)

CONFETTI_FALL = 0.22  # screen heights a second that confetti falls at its average speed


class RoundSummary(RoundSummaryDialog):
    """The end of a round: who closed it, the cards left in each hand (laid open, as they are
    counted), everyone's points this round, the totals against 100 and 111, who is out; 111 is
    celebrated."""

    meter_w = 96
    # The cards left are what a Figuras round is counted by: large enough to read each figure and
    # colour (at 1024x600 too), in a wider column, where the panel has the room.
    max_row_h = 76
    column_widths = (190, 350, 120, 90)

    def __init__(self, app, scene: FigurasScene, ended: RoundEnded, match_over: bool) -> None:
        seats = scene.match.seats
        self.ended = ended
        self.exact: list[int] = list(ended.exact)
        self.eliminated: list[int] = list(ended.eliminated)
        self.already_out = set(ended.out) - set(self.eliminated)
        self.closer = ended.closer
        self.lead_h = 96 if self.exact else 0
        lines = [self.seat_line(s, seat.shown, ended.hands[s]) for s, seat in enumerate(seats)]
        super().__init__(app, scene, match_over, lines, paint_card, 110 / 76)
        self.title = _("Round {n} is over").format(n=ended.round)
        self.subtitle = _("{name} emptied their hand and scores 0.").format(name=theme.short_name(seats[self.closer].shown))
        rng = random.Random(ended.round)
        self.confetti = [(rng.uniform(0, 1), rng.uniform(0, 1), rng.choice(theme.FIGURAS_COLOURS), rng.uniform(0.6, 1.4))
                         for _i in range(160)] if self.exact else []

    def seat_line(self, seat: int, name: str, hand: tuple[int, ...]) -> SeatLine:
        total = self.ended.totals[seat]
        if seat in self.already_out:
            return SeatLine(seat, name, None, "—", total, tag=_("Out"), tag_colour=theme.MUTED, muted=True)
        points: str
        if seat == self.closer:
            points, band = _("0 (closed)"), theme.CLOSED_BAND
        else:
            points, band = f"+{self.ended.scores[seat]}", None
        tag, colour = "", theme.INK
        if seat in self.exact:
            tag, colour, band = _("111! Wins"), theme.WIN_INK, theme.ROW_NOTICE
        elif seat in self.eliminated:
            tag, colour, band = _("Eliminated"), theme.DANGER, theme.ALERT_BAND
        return SeatLine(seat, name, len(hand), points, total, cards=hand, tag=tag, tag_colour=colour, band=band)

    def confetti_height(self, fy: float, speed: float) -> float:
        """How far down a piece of confetti has fallen (0: the top edge, 1: the bottom): each falls
        once, from up to half a screen above the top, so the shower ends by itself."""
        return self.clock * CONFETTI_FALL * speed - fy * 0.5

    def redraw_in(self) -> float | None:
        if any(self.confetti_height(fy, speed) < 1 for _fx, fy, _colour, speed in self.confetti):
            return 0.0
        return super().redraw_in()

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        for fx, fy, colour, speed in self.confetti:  # falling over the whole table, behind the panel
            down = self.confetti_height(fy, speed)
            if not 0 <= down < 1:
                continue
            x = fx * theme.WIDTH + math.sin(self.clock * 3 * speed + fx * 9) * 12
            y = down * (theme.HEIGHT + 20) - 10
            pygame.draw.rect(surface, colour, (x, y, 7, 12 if int(fx * 100) % 2 else 6))

    def draw_heads(self, surface: pygame.Surface, y: int) -> None:
        super().draw_heads(surface, y)
        # The bars' two marks named over them: 100 (above it a player is out) left of its tick, 111 right of its.
        bar_x = self.columns()["tail"][0] + 4
        for mark, colour, side in ((LIMIT, theme.DANGER, "right"), (TARGET, theme.WIN_INK, "left")):
            tick = bar_x + int(self.meter_w * mark / BAR_TOP)
            label = theme.text(str(mark), theme.TEXT_TINY, colour, bold=True)
            rect = label.get_rect(**{f"top{side}": (tick + (-3 if side == "right" else 3), y + 14)})
            surface.blit(label, rect)
            self.heads.append((str(mark), rect))

    def draw_meter(self, surface: pygame.Surface, rect: pygame.Rect, line: SeatLine) -> None:
        """Total against the limits: a tick at 100 (out above it) and a gold one at 111."""
        top = BAR_TOP
        total = line.total
        pygame.draw.rect(surface, theme.METER_TRACK, rect, border_radius=7)
        fill = rect.copy()
        fill.width = max(4, int(rect.width * min(total, top) / top))
        colour = theme.METER_MUTED if line.muted else (theme.DANGER if total > LIMIT else theme.METER_FILL)
        if total == TARGET:
            colour = theme.GOLD
        pygame.draw.rect(surface, colour, fill, border_radius=7)
        for mark, c in ((LIMIT, theme.DANGER), (TARGET, theme.GOLD)):
            x = rect.x + int(rect.width * mark / top)
            pygame.draw.line(surface, c, (x, rect.y - 4), (x, rect.bottom + 3), 3)

    def draw_lead(self, surface: pygame.Surface, y: int) -> None:
        p = self.panel
        party = picture("party", 70)
        names = listing(theme.short_name(self.scene.match.seats[s].shown) for s in self.exact)
        text = _("Exactly {target}! {names} wins the match!").format(target=TARGET, names=names) \
            if len(self.exact) == 1 else _("Exactly {target}! {names} share the win!").format(target=TARGET, names=names)
        line = theme.fit_text(text, theme.TEXT_TITLE, p.width - 220, theme.WIN_INK, bold=True)
        surface.blit(party, party.get_rect(center=(p.x + 70, y + 40)))
        flipped = pygame.transform.flip(party, True, False)
        surface.blit(flipped, flipped.get_rect(center=(p.right - 70, y + 40)))
        theme.blit_center(surface, line, (p.centerx, y + 40))



def game_over_dialog(scene: FigurasScene) -> Scene:
    """The match's end: who won, how (exactly 111, or the last one left), and the standings."""
    state = scene.state
    winners = list(state.winners)
    names = listing(theme.short_name(scene.match.seats[s].shown) for s in winners)
    exact = any(state.totals[s] == TARGET for s in winners)
    if len(winners) == 1:
        title = _("{name} wins!").format(name=names)
    else:
        title = _("{names} share the win!").format(names=names)
    if exact:
        subtitle = ngettext("Exactly {target} point: an instant win.", "Exactly {target} points: an instant win.",
                            TARGET).format(target=TARGET)
    else:
        subtitle = ngettext("The last player left in the match, after {n} round.",
                            "The last player left in the match, after {n} rounds.",
                            state.round).format(n=state.round)
    return StandingsDialog(scene.app, scene, title, subtitle, final_standings(scene),
                           picture("party" if exact else "trophy", 40))


def final_standings(scene: FigurasScene) -> list[Standing]:
    """The winners first; then the players still in, the lower total the better; then those
    out, the later they went out the better. Rounds won: the rounds a player closed."""
    out_in: dict[int, int] = {}  # seat -> the round it went out in
    for events in scene.match.events_after(0):
        for event in events:
            if isinstance(event, RoundEnded):
                for seat in event.eliminated:
                    out_in.setdefault(seat, event.round)
    totals = scene.state.totals
    winners = set(scene.state.winners)

    def key(seat: int) -> tuple[int, int]:
        if seat in winners:
            return (0, 0)
        if seat not in out_in:
            return (1, totals[seat])
        return (2, -out_in[seat])

    return standings(totals, rounds_won(scene.match, RoundEnded), key)
