"""Colour-blind players can tell every team and every card colour apart, in both palettes.

Each table is rendered in the middle of a game; the frame is passed through the
Machado, Oliveira & Fernandes (2009) simulations of protanopia, deuteranopia and
tritanopia (severity 1, on linear sRGB), and the simulated colours of every pair
of teams (or card colours) must differ by at least ΔE 10 in CIE Lab, or, where
they do not, the pieces must carry a different mark that does not depend on
colour: the chip's symbol, the Rummidrez card's number, the Figuras card's holes.
The high-contrast palette must separate its team colours by colour alone.
"""

from __future__ import annotations

import itertools

import numpy as np
import pygame
import pytest

from game.app import App
from game.demo import midgame
from game.engine import figuras as F
from game.ui import chips, pokerdrez, theme
from game.ui.figuras.cards import card_face
from game.ui.sequence_kids.colours import KID_SYMBOLS

MIN_DELTA_E = 10.0

MACHADO = {  # linear RGB -> linear RGB as seen with the named dichromacy
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
SRGB_TO_XYZ = np.array(((0.4124, 0.3576, 0.1805), (0.2126, 0.7152, 0.0722), (0.0193, 0.1192, 0.9505)))
WHITE_XYZ = np.array((0.95047, 1.0, 1.08883))


def linear(rgb: np.ndarray) -> np.ndarray:
    c = rgb / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def simulate(rgb: np.ndarray, deficiency: str) -> np.ndarray:
    """Linear RGB of `rgb` (…×3, 0-255 sRGB) as a person with `deficiency` sees it."""
    return np.clip(linear(rgb) @ np.array(MACHADO[deficiency]).T, 0.0, 1.0)


def lab(linear_rgb: np.ndarray) -> np.ndarray:
    xyz = linear_rgb @ SRGB_TO_XYZ.T / WHITE_XYZ
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.stack((116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])), axis=-1)


def delta_e(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.linalg.norm(lab(a) - lab(b)))


def pixels(surface: pygame.Surface) -> np.ndarray:
    return pygame.surfarray.array3d(surface).astype(float)


def seen_colours(frame: np.ndarray, colours: list[tuple[int, int, int]], deficiency: str) -> list[np.ndarray]:
    """The simulated colour of each palette colour as it appears in `frame` (mean over its pixels);
    every colour must be on screen (at least a chip's or a card frame's worth of pixels)."""
    seen = []
    for colour in colours:
        where = np.all(frame == np.array(colour, dtype=float), axis=-1)
        assert where.sum() >= 40, f"{colour} is not on the rendered table"
        seen.append(simulate(frame[where], deficiency).mean(axis=0))
    return seen


def symbol_mask(chip: pygame.Surface, colour: tuple[int, int, int]) -> np.ndarray:
    """The pixels of a chip's symbol: inside the chip's face, far from the chip's colour."""
    rgb = pixels(chip)
    size = rgb.shape[0]
    x, y = np.mgrid[0:size, 0:size]
    face = (x - size / 2) ** 2 + (y - size / 2) ** 2 < (size * 0.36) ** 2
    return face & (np.abs(rgb - np.array(colour)).sum(axis=-1) > 120)


def ink_mask(surface: pygame.Surface, ink: tuple[int, int, int]) -> np.ndarray:
    return np.all(np.abs(pixels(surface) - np.array(ink)) < 40, axis=-1)


def overlap(a: np.ndarray, b: np.ndarray) -> float:
    """Intersection over union of two masks: 1 for the same shape, lower the more they differ
    (measured at 80 px: the most alike symbols, circle and square, 0.83; digits at most 0.58)."""
    return float((a & b).sum() / max(1, (a | b).sum()))


def count_holes(face: pygame.Surface) -> int:
    """Connected blobs of the hole colour on a Figuras card face."""
    holes = pygame.mask.from_threshold(face, theme.FIGURAS_HOLE, (6, 6, 6, 255))
    return len([r for r in holes.get_bounding_rects() if r.width >= 3])


@pytest.fixture(params=[False, True], ids=["standard", "high-contrast"])
def app(request):
    application = App()
    application.set_high_contrast(request.param)
    yield application
    theme.set_palette(False)


def table_frame(app: App, game_id: str, extra: list[pygame.Surface] = ()) -> np.ndarray:
    """A frame of the table in mid-game; `extra` cards (the real faces) are laid along the top
    edge, so every colour is in the picture even when the deal did not show it."""
    midgame(app, game_id)
    for _ in range(90):  # let flights and falling chips land
        app.step(1 / 60, [])
    for i, face in enumerate(extra):
        app.screen.blit(face, (8 + i * (face.get_width() + 4), 2))
    return pixels(app.screen)


def pairs_apart(seen: list[np.ndarray]) -> list[tuple[int, int, float]]:
    return [(i, j, delta_e(seen[i], seen[j])) for i, j in itertools.combinations(range(len(seen)), 2)]


@pytest.mark.parametrize("deficiency", list(MACHADO))
def test_sequence_teams_stay_apart(app, deficiency):
    frame = table_frame(app, "sequence")
    seen = seen_colours(frame, list(theme.TEAM_COLOURS), deficiency)
    for i, j, de in pairs_apart(seen):
        if theme.high_contrast():
            assert de >= MIN_DELTA_E, f"high contrast: teams {i} and {j} only ΔE {de:.1f} apart ({deficiency})"
        elif de < MIN_DELTA_E:
            a = symbol_mask(chips.chip(i, 80), theme.TEAM_COLOURS[i])
            b = symbol_mask(chips.chip(j, 80), theme.TEAM_COLOURS[j])
            assert a.sum() > 200 and b.sum() > 200 and overlap(a, b) < 0.9


@pytest.mark.parametrize("deficiency", list(MACHADO))
def test_kids_chips_stay_apart(app, deficiency):
    frame = table_frame(app, "sequence_kids")
    names = list(theme.KID_COLOURS)
    seen = seen_colours(frame, [theme.KID_COLOURS[n] for n in names], deficiency)
    for i, j, de in pairs_apart(seen):
        if de < MIN_DELTA_E:
            a, b = (symbol_mask(chips.symbol_chip(theme.KID_COLOURS[n], KID_SYMBOLS[n], 80), theme.KID_COLOURS[n])
                    for n in (names[i], names[j]))
            assert a.sum() > 200 and b.sum() > 200 and overlap(a, b) < 0.9, (names[i], names[j], deficiency, de)


@pytest.mark.parametrize("deficiency", list(MACHADO))
def test_rummidrez_colours_apart_or_numbered(app, deficiency):
    pawns = [pokerdrez.card_face(number - 1, 60, 84) for number in range(1, 10)]  # figure 0, colours 1..9
    frame = table_frame(app, "rummidrez", pawns)
    seen = seen_colours(frame, list(theme.POKERDREZ_COLOURS), deficiency)
    close = [(i, j) for i, j, de in pairs_apart(seen) if de < MIN_DELTA_E]
    for i, j in close:  # the same figure, colours too close: the printed numbers must differ
        inside = pygame.Rect(6, 6, 18, 19)  # within the number badge's frame: the digit's ink only
        a, b = (ink_mask(pawns[k].subsurface(inside), theme.POKERDREZ_INK) for k in (i, j))
        assert a.sum() > 20 and b.sum() > 20 and overlap(a, b) < 0.8, (i + 1, j + 1, deficiency)


@pytest.mark.parametrize("deficiency", list(MACHADO))
def test_figuras_colours_apart_or_holed(app, deficiency):
    faces = [card_face(next(c.id for c in F.CARDS if c.colour == colour and c.symbol == F.TRIANGLE), 92, 132)
             for colour in range(4)]
    frame = table_frame(app, "figuras", faces)
    seen = seen_colours(frame, list(theme.FIGURAS_COLOURS), deficiency)
    holes = [count_holes(face) for face in faces]
    assert holes == list(F.HOLES)  # every face shows its colour's holes
    for i, j, de in pairs_apart(seen):
        assert de >= MIN_DELTA_E or holes[i] != holes[j]


def test_high_contrast_teams_and_figuras_colours_apart_by_colour_alone():
    """Measured on the palettes themselves: in high contrast no team or Figuras colour needs its mark."""
    theme.set_palette(True)
    try:
        for deficiency in MACHADO:
            for colours in (theme.TEAM_COLOURS, theme.FIGURAS_COLOURS, tuple(theme.KID_COLOURS.values())):
                seen = [simulate(np.array(c, dtype=float), deficiency) for c in colours]
                worst = min(de for _i, _j, de in pairs_apart(seen))
                assert worst >= MIN_DELTA_E, (colours, deficiency, worst)
    finally:
        theme.set_palette(False)
