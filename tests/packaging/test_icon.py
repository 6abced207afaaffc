"""The app icon files in build/icons/ are the window icon, at every size the installers use."""

from __future__ import annotations

import importlib.util
import struct
from pathlib import Path

import pygame

from game.app import make_icon

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "build" / "icons"


def load_make_icon_script():
    spec = importlib.util.spec_from_file_location("make_icon_script", ROOT / "build" / "make_icon.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_build_script_draws_the_window_icon():
    script = load_make_icon_script()
    drawn, window_icon = script.draw_icon(64, supersample=1), make_icon()
    assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(window_icon, "RGBA")


def test_committed_icons_have_every_size():
    script = load_make_icon_script()
    for size in script.PNG_SIZES:
        assert pygame.image.load(str(ICONS / f"game-table-{size}.png")).get_size() == (size, size)

    ico = (ICONS / "game-table.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    sides = [ico[6 + 16 * i] or 256 for i in range(count)]
    assert (reserved, kind, sorted(sides)) == (0, 1, sorted(script.ICO_SIZES))

    icns = (ICONS / "game-table.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack_from(">I", icns, 4)[0] == len(icns)
    kinds, offset = [], 8
    while offset < len(icns):
        kinds.append(icns[offset:offset + 4])
        offset += struct.unpack_from(">I", icns, offset + 4)[0]
    assert kinds == [kind for kind, _ in script.ICNS_TYPES]
