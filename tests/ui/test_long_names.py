"""Long names are fitted in every place they are drawn: nothing of a name runs off the screen or
into another word, card or chip.

`game.demo.name_tour` puts up every screen that draws a seat's name (each game's setup, its table
at the start, during play, at a round's end and at the end, the hand-off, the statistics, the
Continue list and its Delete question) with
names as long as the setup allows (24 characters) of the widest letters and of emoji. Each scene
is drawn onto a surface that notes where every picture lands; a picture of text holding a name
(ink only, its transparent margins left out) must stay on the screen, and may not overlap any
other text or picture of that scene unless that one lies wholly under it as its background.
"""

from __future__ import annotations

import pygame
import pytest

from game.demo import name_tour
from game.ui import theme

NAMES = {
    "W": ["W" * 24, "M" * 24, "Ш" * 24, "Ꙭ" * 24],
    "emoji": ["🦊" * 24, "🐸" * 24, "🐻" * 24, "🦄" * 24],
}


class Recorder(pygame.Surface):
    """A screen that notes each picture blitted on it: (its ink on the screen, the text if any)."""

    def __init__(self, texts: dict[int, str]) -> None:
        super().__init__((theme.WIDTH, theme.HEIGHT))
        self.texts = texts
        self.placed: list[tuple[pygame.Rect, str | None]] = []

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[override]
        rect = super().blit(source, dest, area, special_flags)
        if area is None and source.get_width() * source.get_height() < theme.WIDTH * theme.HEIGHT // 2:
            ink = source.get_bounding_rect()
            corner = pygame.Rect(dest if len(dest) == 4 else (*dest, 0, 0)).topleft
            self.placed.append((ink.move(corner), self.texts.get(id(source))))
        return rect


def holds_a_name(message: str | None, names: list[str]) -> bool:
    return message is not None and any(name[:2] in message for name in names)


def overlaps(app, names: list[str], texts: dict[int, str]) -> list[str]:
    """What each scene on the stack draws of a name where it should not (a sentence per fault)."""
    faults = []
    for scene in app.scenes:
        target = Recorder(texts)
        scene.draw(target)
        screen = target.get_rect()
        for i, (rect, message) in enumerate(target.placed):
            if not holds_a_name(message, names) or not rect.width:
                continue
            if not screen.contains(rect):
                faults.append(f"{type(scene).__name__}: {message!r} runs off the screen at {rect}")
            for j, (other, other_message) in enumerate(target.placed):
                if i == j or not other.width or not rect.colliderect(other) or other.contains(rect):
                    continue
                if rect.contains(other) and other_message is None:
                    continue  # a picture inside the name's text box (a chip drawn in its own line)
                clash = rect.clip(other)
                if clash.width > 1 and clash.height > 1:
                    faults.append(f"{type(scene).__name__}: {message!r} at {rect} runs into "
                                  f"{other_message!r} at {other}")
    return faults


@pytest.mark.parametrize("kind", sorted(NAMES))
def test_long_names_stay_in_their_places_on_every_screen(app, monkeypatch, kind):
    texts: dict[int, str] = {}
    render = theme.text

    def noted(message: str, *args, **kwargs) -> pygame.Surface:
        surface = render(message, *args, **kwargs)
        texts[id(surface)] = message
        return surface

    monkeypatch.setattr(theme, "text", noted)
    names = NAMES[kind]
    faults: dict[str, list[str]] = {}
    seen = []
    for label in name_tour(app, names):
        for scene in app.scenes:
            if getattr(scene, "motion", None) is not None:
                scene.motion.finish()  # cards in flight pass over names: only where things land counts
        app.step(1 / 60, [])
        seen.append(label)
        found = overlaps(app, names, texts)
        if found:
            faults[label] = found
    assert {label.split("-")[0] for label in seen} == {"setup", "opening", "table", "round", "handoff", "over",
                                                       "statistics", "continue"}
    assert not faults, "\n".join(f"{label}: {f}" for label, found in faults.items() for f in found[:4])
