"""The Rummidrez table's status line: whose turn it is and what to do now."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _
from game.ui import theme
from game.ui.rummidrez import done_check

if TYPE_CHECKING:
    from game.ui.rummidrez_scene import RummidrezScene


def status_line(scene: RummidrezScene) -> str:
    """The line across the top: whose turn it is and what they may do now."""
    seat = scene.match.current_seat
    if scene.match.is_over or seat is None:  # nobody is to play only when the game is over
        return _("The game is over.")
    name = theme.short_name(scene.match.seats[seat].shown)
    if scene.match.seats[seat].computer:
        return _("{name} is thinking").format(name=name) + scene.thinking_dots()
    if scene.human_to_act() is None:
        return _("{name}'s turn").format(name=name)
    view = scene.view()
    if scene.solitaire and not (scene.work_changed() and scene.done_check.refusal(scene)):
        if not scene.state.stock:
            return _("The stock is empty: lay every card you can, or end the attempt.")
        if not view.melded[0]:
            return _("Lay two or more groups holding 7 cards from your hand, or draw a card.")
        return _("Lay your cards on the table; draw a card when you are stuck.")
    if view.phase == "take":
        return _("{name}: take the top card of the stock, or cards from the discard pile.").format(name=name)
    if scene.held is not None:
        return _("Click (or drop) where the card goes: a group, the new-group space, or the discard pile.")
    if scene.work_changed():
        return done_check.status(scene)
    if not view.melded[view.seat]:
        return _("Lay groups of at least 7 cards from your hand, or discard one card to end your turn.")
    if view.initial_turn:  # the groups on the table stay as they are until the next turn
        return _("Initial meld laid: add new groups from your hand if you like, then discard one card.")
    return _("Lay or rearrange cards and press Done; then discard one card to end your turn.")
