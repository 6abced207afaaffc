"""Play-test 2, finding 14: Settings lists the Sound switch before its volume."""

from __future__ import annotations

from tests.ui.test_large_text_automatic import settings_on


def test_the_sound_switch_comes_before_its_volume(monkeypatch):
    scene = settings_on(monkeypatch, (1920, 1080))
    labels = [label for label, _x, _y in scene.rows]
    assert labels.index("Sound") < labels.index("Sound volume")
    assert scene.sound_row.rect.y < scene.volume_row.rect.y
