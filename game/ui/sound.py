"""Short sound effects; silent (and error-free) when there is no sound device."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from game.resources import asset

_sounds: dict[str, pygame.mixer.Sound] = {}
_ready: bool | None = None  # None: not tried yet
_volume = 0.7
_muted = False
_hushed = False  # inside `silenced`: a move retold, not made


def _init() -> bool:
    global _ready
    if _ready is None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22_050, size=-16, channels=1, buffer=512)
            _ready = True
        except pygame.error:
            _ready = False  # no device: the game plays on in silence
    return _ready


def configure(volume: float, muted: bool) -> None:
    global _volume, _muted
    _volume, _muted = max(0.0, min(1.0, volume)), muted


def play(name: str) -> None:
    """Play the effect `name` (see build/make_sounds.py) if sound is on and possible."""
    if _muted or _hushed or _volume <= 0 or not _init():
        return
    sound = _sounds.get(name)
    if sound is None:
        try:
            sound = _sounds[name] = pygame.mixer.Sound(str(asset("sounds", f"{name}.wav")))
        except (pygame.error, FileNotFoundError):
            return
    sound.set_volume(_volume)
    sound.play()


@contextmanager
def silenced() -> Iterator[None]:
    """No effect plays inside (a table retelling a move it already sounded)."""
    global _hushed
    before, _hushed = _hushed, True
    try:
        yield
    finally:
        _hushed = before
