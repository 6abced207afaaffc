"""The line across the top of the Figuras table: whose turn it is, or what the seat looking is to do."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _
from game.ui import theme
from game.ui.figuras.round_end import RoundSummary

if TYPE_CHECKING:
    from game.ui.figuras_scene import FigurasScene


def waiting_line(scene: FigurasScene) -> str:
    """The status while the person looking is not to act ("" when they are)."""
    if scene.match.is_over:
        return _("The match is over.")
    summary = scene.app.scene
    if isinstance(summary, RoundSummary):  # the summary is read first: nobody thinks meanwhile
        return _("Round {n} is over").format(n=summary.ended.round)
    seat = scene.match.current_seat
    if seat is None or scene.human_to_act() is not None:
        return ""
    player = scene.match.seats[seat]
    name = theme.short_name(player.shown)
    if player.computer and scene.app.scene is scene:  # a dialog over the table holds the computer too
        return _("{name} is thinking").format(name=name) + scene.thinking_dots()
    return _("{name}'s turn").format(name=name)

def status_line(scene: FigurasScene) -> str:
    waiting = waiting_line(scene)
    if waiting:
        return waiting
    name = theme.short_name(scene.match.seats[scene.viewer].shown) if scene.viewer is not None else ""
    phase = scene.state.phase_name
    if phase == "colour":
        return _("{name}: choose the colour to follow.").format(name=name)
    if phase == "gift":
        return _("{name}: give a card to another player.").format(name=name)
    if phase == "thief":
        return _("{name}: choose whom to steal a card from.").format(name=name)
    if phase == "mirror":
        return _("{name}: answer the Mirror or take the cards.").format(name=name)
    view = scene.view()
    can_play = any(view.fits(c) for c in view.hand)
    n = len(scene.selected)
    if phase == "bridge":
        if not can_play:
            return _("Bridge: nothing matches, so draw a card.")
        return _("Bridge: play one more card that matches.")
    if not can_play:
        return _("{name}: nothing fits. Draw a card.").format(name=name)
    if n == 0 or (n == 1 and not view.fits(scene.selected[0])):  # a card that cannot go alone: no "press Play"
        return _("{name}: play a matching card, or 3 or 4 identical figures.").format(name=name)
    if n == 1:
        return _("Press Play (or double-click the card); add identical figures for a set.")
    if n == 2:
        return _("Never two cards: add a third identical figure, or put one back.")
    return _("The first card must match; the last one becomes the top card.")
