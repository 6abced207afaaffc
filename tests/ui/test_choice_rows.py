"""Play-test 2, finding 11 (issue 18): a row of choices uses one text size. "Computer" was drawn
smaller than "Human" beside it, Finnish "Tietokone" and "Automaattinen" smaller than their
neighbours, and "Two-eyed wild, one-eyed remove" filled its button to both edges: labels fit by
layout (a second line), not by shrinking one button."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.widgets import ChoiceRow

ROWS = [
    ((250, 210, 182, 38), ["Human", "Computer"], 15),
    ((250, 210, 182, 38), ["Ihminen", "Tietokone"], 15),
    ((670, 176, 580, 38), ["Automaattinen", "2 joukkuetta", "3 joukkuetta"], 15),
    ((670, 276, 580, 38), ["Two-eyed wild, one-eyed remove", "Red wild, black remove"], 15),
    ((440, 210, 198, 38), ["Helppo", "Keski", "Vaikea"], 13),
]


def drawn(row: ChoiceRow, monkeypatch) -> list[tuple[str, int]]:
    seen: list[tuple[str, int]] = []
    render = theme.text

    def noted(message: str, size: int, *args, **kwargs) -> pygame.Surface:
        seen.append((message, size))
        return render(message, size, *args, **kwargs)

    monkeypatch.setattr(theme, "text", noted)
    row.draw(pygame.Surface((theme.WIDTH, theme.HEIGHT)))
    monkeypatch.setattr(theme, "text", render)
    return seen


@pytest.mark.parametrize(("rect", "labels", "size"), ROWS)
def test_every_choice_of_a_row_has_one_size_whichever_is_chosen(app, monkeypatch, rect, labels, size):
    sizes = set()
    for chosen in range(len(labels)):
        row = ChoiceRow(rect, range(len(labels)), labels, chosen, lambda v: None, size=size)
        seen = drawn(row, monkeypatch)
        sizes |= {s for _message, s in seen}
        assert " ".join(message for message, _s in seen) == " ".join(labels), "every word is drawn"
        for i, _label in enumerate(labels):
            segment = row.segment(i)
            lines = [m for m, _s in seen if m in _label]
            assert all(theme.text_width(line, s, True) <= segment.width - 8 for line in lines for s in sizes)
    assert len(sizes) == 1 and sizes.pop() >= theme.min_text()


def test_a_long_label_takes_a_second_line_and_leaves_a_margin(app, monkeypatch):
    row = ChoiceRow((670, 276, 580, 38), (0, 1), ["Two-eyed wild, one-eyed remove", "Red wild, black remove"], 0,
                    lambda v: None, size=15)
    seen = drawn(row, monkeypatch)
    widths = [theme.text_width(m, s, True) for m, s in seen]
    assert max(widths) <= row.segment(0).width - 16
