"""The table layer stays readable: no module of game/ui runs past 600 lines (issue 16), so a table
grows by parts in its own package or in game/ui/parts/, not by one file growing again."""

from __future__ import annotations

from pathlib import Path

import game.ui

UI = Path(game.ui.__file__).parent
MOST_LINES = 600


def test_no_ui_module_is_over_600_lines():
    long = {str(path.relative_to(UI)): n for path in sorted(UI.rglob("*.py"))
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES}
    assert not long, f"split these modules (lines): {long}"
