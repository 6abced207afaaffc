"""Draw the app icon into build/icons/: PNGs for Linux, .ico for Windows, .icns for macOS.

The picture is the window icon of `game.app.make_icon()` (three chips on felt, our
own drawing, no licence to carry), drawn again at each size so large icons stay
sharp. `draw_icon(64, supersample=1)` is pixel for pixel `make_icon()`;
tests/packaging/test_icon.py checks that, and that the committed files are what
this script makes. Run it after changing make_icon(); the outputs are committed.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.ui import theme  # noqa: E402

ICONS = ROOT / "build" / "icons"
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)  # hicolor sizes; 512 also feeds .icns
ICO_SIZES = (16, 32, 48, 64, 256)
ICNS_TYPES = ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512), (b"ic10", 1024))


def draw_icon(size: int, supersample: int = 4) -> pygame.Surface:
    """make_icon()'s geometry scaled to `size`, drawn `supersample` times larger and smoothed down."""
    big = size * supersample
    s = big / 64
    icon = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.rect(icon, theme.FELT, (0, 0, big, big), border_radius=round(12 * s))
    for (x, y), colour in zip(((20, 22), (44, 22), (32, 44)), theme.TEAM_COLOURS, strict=True):
        centre = (round(x * s), round(y * s))
        pygame.draw.circle(icon, theme.WHITE, centre, round(13 * s))
        pygame.draw.circle(icon, colour, centre, round(11 * s))
    return icon if supersample == 1 else pygame.transform.smoothscale(icon, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNGs (read by Windows Vista and later, and PyInstaller)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, data = b"", b""
    for size, png in pngs.items():
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


def icns_bytes(pngs: dict[bytes, bytes]) -> bytes:
    """A macOS .icns whose entries are PNGs (macOS 10.7 and later)."""
    body = b"".join(kind + struct.pack(">I", 8 + len(png)) + png for kind, png in pngs.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def outputs() -> dict[str, bytes]:
    """Every file this script writes, by name, as bytes."""
    pygame.init()
    files = {f"game-table-{size}.png": png_bytes(draw_icon(size)) for size in PNG_SIZES}
    files["game-table.ico"] = ico_bytes({size: png_bytes(draw_icon(size)) for size in ICO_SIZES})
    files["game-table.icns"] = icns_bytes({kind: png_bytes(draw_icon(size)) for kind, size in ICNS_TYPES})
    return files


def main() -> None:
    ICONS.mkdir(parents=True, exist_ok=True)
    for name, data in outputs().items():
        (ICONS / name).write_bytes(data)
    print(f"wrote {len(PNG_SIZES)} PNGs, an .ico and an .icns to {ICONS}")


if __name__ == "__main__":
    main()
