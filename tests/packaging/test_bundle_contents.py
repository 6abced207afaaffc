"""Every module of the `game` package is inside both built programs.

A module left out of a build does not fail the build: the program starts, and a game is missing
from its menu (it happened: `game.ui` had no __init__.py, so PyInstaller's collect_submodules
skipped every table but the one imported directly). This reads the module list out of each built
archive with PyInstaller's own archive viewer and compares it with the checkout.

Runs after `python3 build/build.py`, with GAME_TABLE_PACKAGING=1 (.ci/run).
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = [ROOT / "dist" / "game-table" / "game-table", ROOT / "dist" / "game-table-onefile"]

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(os.environ.get("GAME_TABLE_PACKAGING") != "1",
                       reason="reads the built programs: set GAME_TABLE_PACKAGING=1 after a build (.ci/run does)"),
]


def checkout_modules() -> set[str]:
    """Every module of the `game` package in this checkout, as dotted names."""
    modules = set()
    for path in (ROOT / "game").rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        modules.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return modules


def archived_modules(program: Path) -> set[str]:
    """The modules PyInstaller put in `program`'s archives (its PYZ, listed recursively)."""
    # Run as a module of the interpreter running the tests: CI's venv is not on PATH, so the
    # `pyi-archive_viewer` script found there (if any) belongs to another Python.
    assert importlib.util.find_spec("PyInstaller"), "PyInstaller is missing: install the build extra"
    listing = subprocess.run([sys.executable, "-m", "PyInstaller.utils.cliutils.archive_viewer",
                              "--list", "--recursive", "--brief", str(program)],
                             capture_output=True, text=True, check=True).stdout
    return {line.strip() for line in listing.splitlines() if line.strip().startswith("game")}


def test_the_checkout_has_the_packages_a_build_needs():
    """collect_submodules finds only packages: every folder of `game` with code has an __init__.py."""
    for folder in {p.parent for p in (ROOT / "game").rglob("*.py")}:
        assert (folder / "__init__.py").is_file(), f"{folder.relative_to(ROOT)} is not a package"


@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name)
def test_every_module_of_the_game_is_in_the_built_program(program):
    if not program.exists():
        pytest.fail(f"{program.relative_to(ROOT)} is missing: run python3 build/build.py first")
    missing = checkout_modules() - archived_modules(program)
    assert not missing, f"{program.name} lacks {sorted(missing)}"
    assert {"game.ui.figuras_scene", "game.ui.rummidrez_scene", "game.ui.sequence_kids_scene"} <= archived_modules(program)
