"""Arabic panels are drawn by copying only what was drawn (mirrored_panel.mirrored); the picture must be
exactly the one flipping and copying the whole panel gives (the plain way, written out here)."""

from __future__ import annotations

from contextlib import contextmanager

import pygame
import pytest

from game.demo import midgame
from game.games import GAME_IDS
from game.ui import mirrored_panel, theme


class WholePanel(pygame.Surface):
    """The plain mirrored layer: shapes land on it, images on a second layer at mirrored places;
    the whole span is flipped and copied."""

    def __init__(self, span: pygame.Rect) -> None:
        super().__init__((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)
        self.span = span.clip(self.get_rect())
        self.images = pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[override]
        rect = pygame.Rect(dest if len(dest) == 4 else (*dest, 0, 0))
        rect.size = pygame.Rect(area).size if area is not None else source.get_size()
        rect.x = self.span.x + self.span.right - rect.right
        return self.images.blit(source, rect.topleft, area, special_flags)


@contextmanager
def whole_panel(surface: pygame.Surface, span: pygame.Rect):
    layer = WholePanel(pygame.Rect(span))
    yield layer
    area = layer.span
    surface.blit(pygame.transform.flip(layer.subsurface(area), True, False), area.topleft)
    surface.blit(layer.images, area.topleft, area)


def picture(app) -> pygame.Surface:
    surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    app.draw(surface)
    return surface


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_arabic_panels_are_the_whole_panel_flipped(app, game_id, monkeypatch):
    app.set_language("ar")
    midgame(app, game_id)
    for _ in range(3):
        app.step(1 / 60, [])  # the layers are reused: the second frame clears what the first drew
    quick = picture(app)
    monkeypatch.setattr(mirrored_panel, "mirrored", whole_panel)
    plain = picture(app)
    assert pygame.image.tobytes(quick, "RGB") == pygame.image.tobytes(plain, "RGB")


def test_a_panel_drawn_in_arabic_reads_from_the_right(app):
    app.set_language("ar")
    surface = pygame.Surface((200, 100))
    surface.fill((255, 255, 255))
    image = pygame.Surface((30, 10))
    image.fill((0, 0, 255))
    with mirrored_panel.mirrored(surface, pygame.Rect(0, 0, 200, 100)) as target:
        pygame.draw.rect(target, (255, 0, 0), (10, 10, 20, 20))  # a shape at the left...
        target.blit(image, (0, 60))  # ...and an image at the left
    assert surface.get_at((180, 20))[:3] == (255, 0, 0) and surface.get_at((20, 20))[:3] == (255, 255, 255)
    assert surface.get_at((185, 65))[:3] == (0, 0, 255) and surface.get_at((15, 65))[:3] == (255, 255, 255)
