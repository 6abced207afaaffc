"""The design card's layout: assets/ beside game/, tests/ and build/, installed as game.assets.

The wheel and the bundle are built from this mapping (pyproject.toml, build/game-table.spec);
these checks fail when a new subpackage or asset folder would be left out of them.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def project() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def test_every_code_folder_of_game_is_a_listed_package():
    listed = set(project()["packages"])
    folders = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "game").rglob("*.py")
               if "__pycache__" not in p.parts}
    assert folders <= listed, f"add to [tool.setuptools] packages: {sorted(folders - listed)}"


def test_assets_are_a_top_level_folder_mapped_into_the_package():
    setuptools = project()
    assert setuptools["package-dir"]["game.assets"] == "assets"
    assert not (ROOT / "game" / "assets").exists()
    folders = {p.name for p in (ROOT / "assets").iterdir() if p.is_dir() and p.name != "__pycache__"}
    assert folders == {"fonts", "emoji", "sounds"}
    patterns = setuptools["package-data"]["game.assets"]
    for folder in folders:  # each folder's files are package data of the wheel
        assert f"{folder}/*" in patterns
        assert not [p for p in (ROOT / "assets" / folder).iterdir() if p.is_dir()], f"assets/{folder} has subfolders"
    # The bundle carries the folder, __init__.py included, where the wheel puts it: game/assets.
    spec = (ROOT / "build" / "game-table.spec").read_text(encoding="utf-8")
    assert '(str(ROOT / "assets"), "game/assets")' in spec and (ROOT / "assets" / "__init__.py").is_file()


def test_the_program_finds_its_fonts_pictures_and_sounds():
    from game.resources import asset

    for parts in (("fonts", "DejaVuSans.ttf"), ("fonts", "DejaVuSans-Bold.ttf"), ("emoji", "dragon.png"),
                  ("sounds", "win.wav")):
        assert asset(*parts).is_file(), parts
