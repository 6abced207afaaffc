"""Every test runs headless, with its own empty data folder."""

from __future__ import annotations

import os

import pytest

from game.log import close_log

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("GAME_TABLE_DATA_DIR", str(folder))
    yield folder
    # The log is set up once a process, in the data folder of its time (game.log): each test
    # leaves it to be set up afresh in the next test's folder.
    close_log()


@pytest.fixture(autouse=True)
def english(monkeypatch):
    """Tests find buttons by their English labels: the "system language" is English, and stays so."""
    from game import i18n

    monkeypatch.setenv("LANGUAGE", "en")
    yield
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def seeded_games(monkeypatch, request):
    """New games get their seeds from a generator seeded by the test's name: runs repeat exactly."""
    import random

    from game import match

    monkeypatch.setattr(match, "SEEDS", random.Random(request.node.nodeid))


@pytest.fixture(autouse=True)
def layout_sized_screen(monkeypatch):
    """A screen that shows the 1280×800 layout at its own size (the dummy driver says 1024×768,
    which would turn "Large cards and text" on by itself). tests/ui/test_screen_sizes.py and the
    automatic large text test choose their own screens."""
    import pygame

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 864)])


@pytest.fixture(autouse=True)
def thinking_in_place(monkeypatch):
    """Computer players think on the test's own thread (match.InPlace): a table's computer move is
    ready in the frame that asks for it, so tests wait in frames, not seconds, and repeat exactly.
    A test of the background thread itself asks for `background_thinking`."""
    from game import match

    monkeypatch.setattr(match, "THINKER", match.InPlace())


@pytest.fixture
def background_thinking(thinking_in_place, monkeypatch):
    """The program's own background thread for the computer players (what a player gets)."""
    from game import match

    monkeypatch.setattr(match, "THINKER", match.BACKGROUND)
