"""A computer's level, as the setup offers it and as the tables show it beside the name."""

from __future__ import annotations

import re

from game.i18n import COMPUTER_NAME, PLAYER_NAME, _, pgettext, stored_name
from game.match import Seat
from game.ui import theme

LEVELS = ("easy", "normal", "hard")
# "Computer 2" as kept (game.i18n.stored_name keeps a default name in English, whatever the language).
DEFAULT_COMPUTER_NAME = re.compile(re.escape(COMPUTER_NAME).replace(re.escape("{n}"), "[0-9]{1,3}"))


def _numbered(template: str) -> re.Pattern[str]:
    return re.compile(re.escape(template).replace(re.escape("{n}"), "([0-9]{1,3})"))


_SHORT_DEFAULTS = ((_numbered(PLAYER_NAME), "P{n}"), (_numbered(COMPUTER_NAME), "C{n}"))


def short_label(seat: Seat) -> str:
    """A seat where a line must hold many (12 players in the Teams panel): a default name shortened
    to its letter and number ("C7" for "Computer 7", the team's chip beside it), any other name as it
    is (cut later like every name, theme.cut_to)."""
    kept = stored_name(seat.name)
    for pattern, short in _SHORT_DEFAULTS:
        found = pattern.fullmatch(kept)
        if found:
            label = pgettext("short seat name", "P{n}") if short == "P{n}" else pgettext("short seat name", "C{n}")
            return label.format(n=found.group(1))
    return seat.shown


def level_labels() -> tuple[str, str, str]:
    """A computer player's levels; "Normal" in the context "level" (the animation speed is another)."""
    return pgettext("level", "Easy"), pgettext("level", "Normal"), pgettext("level", "Hard")


def level_label(level: str) -> str:
    return dict(zip(LEVELS, level_labels(), strict=True))[level]


def says_computer(name: str) -> bool:
    """Whether the name is a default computer's ("Computer 2", in any language), which needs no
    "(computer)" after it."""
    return DEFAULT_COMPUTER_NAME.fullmatch(stored_name(name)) is not None


def computer_tag(seat: Seat, own_line: bool = False, short: bool = False) -> str:
    """What follows a seat's name at a table: "" for a person; a computer's level, with
    "(computer)" when the name does not say it ("Computer 2 · Hard", "Bruno (computer · Hard)").
    `own_line`: the words for a line of their own under the name ("computer · Hard"); `short`:
    the level alone, where the room is too narrow for more ("Bruno · Hard")."""
    if not seat.computer:
        return ""
    level = level_label(seat.level)
    if own_line:
        return _("computer · {level}").format(level=level)
    if short or says_computer(seat.name):
        return _("· {level}").format(level=level)
    return _("(computer · {level})").format(level=level)


def computer_tag_within(seat: Seat, room: int, name_size: int, tag_size: int, bold: bool = False) -> str:
    """`computer_tag` for a line `room` pixels wide holding the name (at `name_size`) and the tag
    (at `tag_size`) 5 pixels apart: the level alone when the whole name and the longer words do
    not fit together, so a name gives way only to what must be said."""
    words = computer_tag(seat)
    if words and theme.text_width(seat.shown, name_size, bold) + 5 + theme.text_width(words, tag_size) > room:
        words = computer_tag(seat, short=True)
    return words
