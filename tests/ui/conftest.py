"""The UI tests' usual start: the program at its menu (a test module may define its own `app`)."""

from __future__ import annotations

import pytest

from game.app import App
from tests.ui.helpers import menu_app


@pytest.fixture
def app() -> App:
    return menu_app()
