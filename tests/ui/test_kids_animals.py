"""A small child tells the 19 animals of Sequence for kids apart at a glance, and still sees which
animal a space shows once a chip covers it.

Two pictures are told apart by their colours or by their outline. Colours: the pictures' pixels,
in CIE Lab binned 25 units wide, as a normal eye and as the three dichromacies of
test_colour_blind see them; two pictures sharing more than 70 % of their colour mass look alike
to someone. Outline: the opaque pixels of both pictures fitted into one square; two outlines
overlapping by more than 60 % (intersection over union) have the same shape. Measured on the
pictures of the first version: the yellow cat and the green frog shared 81 % of their colour to a
protanope with outlines 84 % alike, the orange tiger face and the fox 74 % with 73 %; the pictures
now (black cat, a tiger on four legs) are at most 69 % alike in colour where the outlines are
more than 60 % alike.
"""

from __future__ import annotations

import itertools

import numpy as np
import pygame
import pytest

from game.demo import midgame
from game.engine.sequence_kids import ANIMALS, LAYOUT
from game.ui import theme
from game.ui.pictures import picture
from game.ui.sequence_kids.layout import CHIP, space_rect
from tests.ui.test_colour_blind import MACHADO, lab, linear, pixels, simulate

SIZE = 64
ALIKE_COLOURS = 0.70
ALIKE_OUTLINES = 0.60
VISIONS = (None, *MACHADO)


def colour_mass(rgb: np.ndarray, vision: str | None) -> np.ndarray:
    """The share of `rgb` pixels (n×3) in each 25-unit Lab bin, as `vision` sees them."""
    seen = lab(linear(rgb) if vision is None else simulate(rgb, vision))
    bins = np.floor(seen / 25).astype(int) + np.array((0, 8, 8))
    keys = np.clip(bins, 0, 19) @ np.array((400, 20, 1))
    counts = np.bincount(keys, minlength=8000).astype(float)
    return counts / counts.sum()


def shared(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.minimum(a, b).sum())


def fitted(name: str) -> tuple[np.ndarray, np.ndarray]:
    """The picture of `name` centred in a SIZE square: its opaque pixels' colours and its outline."""
    square = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    image = picture(name, SIZE)
    square.blit(image, image.get_rect(center=(SIZE // 2, SIZE // 2)))
    outline = pygame.surfarray.array_alpha(square) > 128
    return pixels(square)[outline], outline


@pytest.fixture(scope="module")
def animals() -> dict[str, tuple[np.ndarray, np.ndarray]]:
    from tests.ui.helpers import menu_app

    menu_app()  # a display, so the pictures load
    return {name: fitted(name) for name in ANIMALS}


def test_every_pair_of_animals_differs_in_colour_or_outline(animals):
    alike = []
    for a, b in itertools.combinations(ANIMALS, 2):
        (rgb_a, outline_a), (rgb_b, outline_b) = animals[a], animals[b]
        colours = max(shared(colour_mass(rgb_a, v), colour_mass(rgb_b, v)) for v in VISIONS)
        outlines = float((outline_a & outline_b).sum() / (outline_a | outline_b).sum())
        if colours > ALIKE_COLOURS and outlines > ALIKE_OUTLINES:
            alike.append((a, b, round(colours, 2), round(outlines, 2)))
    assert not alike


def visible_colour_mass(frame: np.ndarray, space: int) -> np.ndarray:
    """The colours left showing on a covered space: its square less the chip, the space's plain
    background and the plain colours of the badge."""
    rect = space_rect(space).inflate(-8, -8)
    square = frame[rect.x:rect.right, rect.y:rect.bottom]  # surfarray: x first
    x, y = np.mgrid[rect.x:rect.right, rect.y:rect.bottom]
    cx, cy = space_rect(space).center
    off_chip = (x - cx) ** 2 + (y - cy) ** 2 > (CHIP / 2 + 3) ** 2
    background = np.array(theme.KIDS_PASTELS[ANIMALS.index(LAYOUT[space]) % len(theme.KIDS_PASTELS)], dtype=float)
    shows = off_chip & (np.abs(square - background).sum(axis=-1) > 30)
    for plain in (theme.WHITE, *theme.KID_COLOURS.values()):  # the badge's disc and ring are no animal
        shows &= np.abs(square - np.array(plain, dtype=float)).sum(axis=-1) > 30
    return colour_mass(square[shows], None)


def test_a_covered_space_still_shows_its_animal(app, animals):
    """On a table in mid-game, every space under a chip shows colours that match its own animal
    better than any other animal's."""
    scene = midgame(app, "sequence_kids")
    for _ in range(90):
        app.step(1 / 60, [])
    scene.last_spaces = ()  # no last-move frame over a space
    scene.draw(app.screen)
    frame = pixels(app.screen)
    own = {name: colour_mass(animals[name][0], None) for name in ANIMALS}
    covered = [s for s, owner in enumerate(scene.state.board) if owner >= 0 and LAYOUT[s] is not None]
    assert len(covered) >= 8
    for space in covered:
        seen = visible_colour_mass(frame, space)
        best = max(ANIMALS, key=lambda name: shared(seen, own[name]))
        assert best == LAYOUT[space], (space, LAYOUT[space], best)
