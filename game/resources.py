"""Where the program's own files are, the same way in development and in a bundle.

Assets live inside the `game` package, so `importlib.resources` finds them in a
source checkout, an installed wheel and a PyInstaller bundle alike (the spec
collects `game/assets` as package data).
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path


def package_dir() -> Path:
    return Path(str(files("game")))


def asset(*parts: str) -> Path:
    """Path of a file under game/assets, e.g. asset("fonts", "DejaVuSans.ttf")."""
    return package_dir().joinpath("assets", *parts)


def locale_dir() -> Path:
    return package_dir() / "locale"
