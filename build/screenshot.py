"""Render the README screenshot from the real Sequence scene: docs/screenshot.png."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.demo import midgame_sequence  # noqa: E402

TARGET = ROOT / "docs" / "screenshot.png"


def main() -> None:
    app = App()
    midgame_sequence(app, players=4, moves=18, seed=42)
    app.step(1 / 60, [])
    TARGET.parent.mkdir(exist_ok=True)
    pygame.image.save(app.screen, str(TARGET))
    print(f"wrote {TARGET}")


if __name__ == "__main__":
    main()
