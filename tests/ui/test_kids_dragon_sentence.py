"""Sequence for kids: the Dragon's move names the animal whose chip it took away, so a grown-up
reading the line (or the move log) out can show the child which chip went (play-test 3)."""

from __future__ import annotations

import pytest

from game import i18n
from game.engine.sequence import Removed
from game.engine.sequence_kids import ANIMAL_LABELS, DRAGONS, LAYOUT
from game.ui.sequence_kids.sentences import describe_move, sentence
from game.ui.telling import Reader

NAMES = ["Player 1", "Computer 2", "Grandma"]
SPACE = next(s for s, name in enumerate(LAYOUT) if name == "elephant")


@pytest.fixture(params=["en", "es", "fi", "ar"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_the_dragon_names_the_animal_to_its_owner_to_the_others_and_to_the_mover(language):
    taken = Removed(seat=1, card=DRAGONS[0], space=SPACE, team=0)
    elephant = i18n._(ANIMAL_LABELS["elephant"])
    for viewer in (0, 1, 2):
        line = sentence(taken, Reader(NAMES, viewer))
        assert line is not None and elephant in line, (viewer, line)
    assert elephant in describe_move([taken], NAMES, None)[0]


def test_the_english_line_reads_out_which_chip_went():
    taken = Removed(seat=1, card=DRAGONS[0], space=SPACE, team=0)
    assert sentence(taken, Reader(NAMES, 0)) == \
        "Computer 2 sent the Dragon to take your chip off the Elephant."
    assert sentence(taken, Reader(NAMES, 2)) == \
        "Computer 2 sent the Dragon to take Player 1's chip off the Elephant."
