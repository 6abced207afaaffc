"""The program's fonts, pictures and sounds, installed as the package `game.assets`.

The folder sits beside game/, tests/ and build/ (the design card's layout);
pyproject.toml maps it into the package (`[tool.setuptools.package-dir]`), so
`importlib.resources.files("game.assets")` finds it the same way in an editable
checkout, an installed wheel and the PyInstaller bundle (game/resources.py).
"""
