"""Play-test 2, finding 2: a long everyday name is shown whole wherever it fits (the hand-off
screen, its "I am …" button, sentences), and where a box must cut it, it is cut by one rule at a
readable size (the setup's name field no longer shrinks it out of reading)."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.dialogs import HandoffScene
from game.ui.widgets import TextField

LONG = "Grandma Josephine-Marie"  # 23 letters: the setup allows 24


def drawn_texts(monkeypatch) -> list[tuple[str, int]]:
    """(message, size) of every text drawn from now on."""
    seen: list[tuple[str, int]] = []
    render = theme.text

    def noted(message: str, size: int, *args, **kwargs) -> pygame.Surface:
        seen.append((message, size))
        return render(message, size, *args, **kwargs)

    monkeypatch.setattr(theme, "text", noted)
    return seen


def test_the_hand_off_screen_names_the_player_whole(app, monkeypatch):
    seen = drawn_texts(monkeypatch)
    scene = HandoffScene(app, LONG, lambda: None)
    app.push(scene)
    scene.draw(pygame.Surface((theme.WIDTH, theme.HEIGHT)))
    messages = [message for message, _size in seen]
    assert f"Pass the computer to {LONG}" in messages
    assert f"I am {LONG}" in messages
    button = next(w for w in scene.widgets if getattr(w, "label", "") == f"I am {LONG}")
    assert theme.text_width(button.label, button.size) <= button.rect.width - 16, "the label fits its button"


def test_a_name_in_a_sentence_is_whole_when_it_is_an_everyday_long_name():
    assert theme.short_name(LONG) == LONG
    assert theme.short_name("W" * 24).endswith("…"), "a name of the widest letters is still cut"


def test_the_setup_name_field_keeps_a_readable_size_and_cuts_like_the_seat_boxes(monkeypatch):
    field = TextField((0, 0, 146, 38), LONG, lambda text: None)
    seen = drawn_texts(monkeypatch)
    field.label()
    (message, size), = seen
    assert size >= theme.name_floor(field.size) > theme.min_text()
    cut = theme.cut_to(LONG, size, field.rect.width - 16)
    assert message == cut and cut.endswith("…")
    seen.clear()
    theme.fit_name(LONG, field.size, field.rect.width - 16)
    assert seen == [(message, size)], "a seat box of the same room shows the same cut"
