"""The windows over the Rummidrez table: the end of a round, the end of the match (or of a
solitaire attempt); and the table's buttons that say why they cannot be used."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.engine.rummidrez import KEY, RoundEnded
from game.i18n import _, listing, ngettext, stored_name
from game.ui import theme
from game.ui.game_over import GameOverDialog
from game.ui.pictures import picture
from game.ui.pokerdrez import card_face
from game.ui.round_summary import RoundSummaryDialog, SeatLine
from game.ui.rummidrez.layout import HAND_H, HAND_W, TABLE
from game.ui.scene import Scene
from game.ui.standings import StandingsDialog, rounds_won, standings
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.rummidrez_scene import RummidrezScene



def paint_card(surface: pygame.Surface, card: int, rect: pygame.Rect) -> None:
    surface.blit(card_face(KEY[card], rect.width, rect.height), rect)


class HintButton(Button):
    """A button that, while it cannot be used, says why when it is clicked."""

    def __init__(self, rect, label: str, on_click, hint: str, say, **kwargs) -> None:
        super().__init__(rect, label, on_click, **kwargs)
        self.hint = hint
        self.say = say

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (self.visible and not self.enabled and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.rect.collidepoint(event.pos)):
            self.say(self.hint)
            return True
        return super().handle_event(event)


class RoundSummary(RoundSummaryDialog):
    """The end of a round: who went out (or why nobody did), the cards left in each hand, the points
    and totals, and the table as the round left it."""

    def __init__(self, app, scene: RummidrezScene, ended: RoundEnded, match_over: bool,
                 table: Sequence[tuple[int, ...]] = ()) -> None:
        self.ended = ended
        seats = scene.match.seats
        target = scene.match.config.target
        winner = ended.winner
        lines = [SeatLine(s, seat.shown, ended.hand_counts[s],
                          "+" + str(ended.scores[s]) if ended.scores[s] else "0", ended.totals[s],
                          tag=_("Went out") if s == winner else "", band=theme.ROW_NOTICE if s == winner else None)
                 for s, seat in enumerate(seats)]
        total = _("Total (of {target})").format(target=target) if target else _("Total")
        super().__init__(app, scene, match_over, lines, paint_card, HAND_H / HAND_W, total,
                         final_table=table, center=(TABLE.centerx + 6, theme.HEIGHT // 2))
        if winner is None:  # why the stock could not be rebuilt, so that nobody scores
            self.title = _("Round {n}: the stock ran out").format(n=ended.round)
            if ended.reason == "rebuilt":
                self.subtitle = _("The stock had already been rebuilt three times this round, so nobody scores.")
            else:
                self.subtitle = _("The discard pile had no cards to make a new stock, so nobody scores.")
        else:
            name = theme.short_name(seats[winner].shown)
            self.title = _("Round {n}: {name} went out!").format(n=ended.round, name=name)
            self.subtitle = ngettext("{name} scores {points} point: one per card left in the other hands.",
                                     "{name} scores {points} points: one per card left in the other hands.",
                                     ended.scores[winner]).format(name=name, points=ended.scores[winner])


def game_over(scene: RummidrezScene) -> Scene:
    """The result over the table: the standings of a match, or a solitaire attempt's score."""
    center = (TABLE.centerx, TABLE.centery)
    if scene.solitaire:
        return solitaire_over(scene, center)
    seats, state = scene.match.seats, scene.state
    outcome = state.outcome()
    names = [theme.short_name(seats[s].shown) for s in outcome.winners]
    if len(names) == 1:
        title = _("{name} wins the match!").format(name=names[0])
    else:
        title = _("{names} share the win!").format(names=listing(names))
    subtitle = ngettext("After {n} round.", "After {n} rounds.", state.round).format(n=state.round)
    scores = state.scores
    table = standings(scores, rounds_won(scene.match, RoundEnded), lambda s: -scores[s])
    return StandingsDialog(scene.app, scene, title, subtitle, table, icon=picture("trophy", 56), center=center)


def solitaire_over(scene: RummidrezScene, center: tuple[int, int]) -> Scene:
    seat = scene.match.seats[0]
    name = theme.short_name(seat.shown)
    best = scene.best.get(stored_name(seat.name))
    failed = scene.state.failed
    subtitle: str
    title = _("The stock ran out") if failed else _("All cards laid! Score: {n}").format(n=scene.state.table_count)
    if scene.new_best:
        subtitle = _("A new best score for {name}!").format(name=name)
    elif best is not None:
        subtitle = _("Best score of {name}: {best} (lower is better)").format(name=name, best=best)
    else:
        subtitle = ""
    if failed:
        subtitle = _("This attempt has no score.") + ("  " + subtitle if subtitle else "")
    icon = None if failed else picture("trophy", 56)
    return GameOverDialog(scene.app, scene, title, subtitle, icon=icon, center=center)
