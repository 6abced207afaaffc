"""Play-test 3, finding 5: on the hand-off screen a long "since your last turn" line (a round's end:
the last play, who went out, the next deal) was shrunk to the smallest text across the whole width.
Each sentence now starts a line of its own (the round's result too) and wraps at the normal size,
in English and in Arabic; the lines stay on the screen."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.i18n import _
from game.ui import theme
from game.ui.dialogs import RECAP_SIZE, RECAP_WIDTH, HandoffScene
from tests.ui.test_names_shown_whole import drawn_texts


def round_change() -> list[tuple[str, ...]]:
    """The turns a hand-off tells after a Figuras round went out, as the table tells them."""
    played = _("{name} {deeds}.").format(name="Player 2", deeds=_("played {card}").format(
        card="yellow 10-pointed star, blue Bridge, green decagon and red Door"))
    out = _("Round {n}: {name} went out!").format(n=1, name="Player 2")
    dealt = _("Round {n}: {dealer} deals, {starter} starts.").format(n=2, dealer="Computer 3", starter="Player 2")
    return [(_("{name} {deeds}.").format(name="Computer 3", deeds=_("drew a card")),), (played, out), (dealt,)]


@pytest.mark.parametrize("language", ("en", "ar"))
def test_a_round_change_is_told_in_wrapped_lines_at_the_normal_size(app, monkeypatch, language):
    i18n.set_language(language)
    try:
        turns = round_change()
        seen = drawn_texts(monkeypatch)
        scene = HandoffScene(app, "Player 1", lambda: None, recap=turns)
        app.push(scene)
        scene.draw(pygame.Surface((theme.WIDTH, theme.HEIGHT)))
        words = {word for turn in turns for sentence in turn for word in sentence.split()}
        recap = [(message, size) for message, size in seen if message and set(message.split()) <= words]
        assert recap, "the recap is drawn"
        assert all(size >= RECAP_SIZE >= theme.min_text() for _m, size in recap), "never shrunk below the normal size"
        assert all(theme.text_width(message, size) <= RECAP_WIDTH for message, size in recap), "each line fits"
        drawn = [message for message, _size in recap]
        out = turns[1][1]
        assert out in drawn, "the round's result is a line of its own"
        assert " ".join(drawn) == " ".join(" ".join(turn) for turn in turns), "every word told, in order"
        assert len(scene.recap_rows()) * 24 + 562 <= theme.HEIGHT
    finally:
        i18n.set_language("en")


def test_only_the_latest_turns_that_fit_are_shown_after_an_ellipsis(app):
    turns = [(f"Computer {i} drew a card.",) for i in range(30)]
    rows = HandoffScene(app, "Ann", lambda: None, recap=turns).recap_rows()
    assert rows[0] == "…" and rows[-1] == "Computer 29 drew a card."
    assert 562 + len(rows) * 24 <= theme.HEIGHT
