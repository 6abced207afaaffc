"""Where the program's own files are, the same way in development and in a bundle.

Fonts, pictures and sounds live in the top-level assets/ folder, installed as the
package `game.assets` (pyproject.toml maps it); the catalogues in game/locale/.
`importlib.resources` finds both in an editable checkout, an installed wheel and a
PyInstaller bundle alike (the spec collects assets/ as game/assets, as the wheel has
it), so there is one code path for all three.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from pathlib import Path


def package_dir() -> Path:
    return Path(str(files("game")))


@cache
def assets_dir() -> Path:
    """The assets folder as installed: assets/ of a checkout (editable install), game/assets of a wheel or bundle.
    A checkout's own assets/ comes first: several work trees of one repository may share one
    editable install, and each must show its own pictures."""
    checkout = package_dir().parent
    if (checkout / "pyproject.toml").is_file() and (checkout / "assets" / "__init__.py").is_file():
        return checkout / "assets"
    try:
        return Path(str(files("game.assets")))
    except ModuleNotFoundError:
        raise ModuleNotFoundError(
            "game.assets is not installed: install the program (python3 -m pip install -e .) "
            "so that assets/ is mapped into the game package") from None


def asset(*parts: str) -> Path:
    """Path of a file under assets/, e.g. asset("fonts", "DejaVuSans.ttf")."""
    return assets_dir().joinpath(*parts)


def locale_dir() -> Path:
    return package_dir() / "locale"
