"""Things that move on a table: a card sliding to a pile, a chip dropping in, a deal.

Motion is decoration only. The engine's state is already the new one when a
tween starts; a scene draws that state and hides the few items still in the
air (`Motion.carries`), so a click during an animation acts on the real state
and nothing waits for an animation to end. Every table keeps one `Motion`
(its queue of tweens); one program-wide speed setting scales them all, and
"off" drops them (no travel at all). Besides travelling images (`Tween`) a table
plays short effects in place (`Effect`: a flash, a chip taken away) under the same rules.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from game.storage import ANIMATION_SPEEDS
from game.ui import sound, theme

# The animation-speed setting: its values (settings_scene.speed_label names them), how fast tweens
# play, how long a
# computer's move waits before it is made (so a person can follow it: the last move stays lit).
SPEEDS = ANIMATION_SPEEDS
RATE = {"off": 0.0, "normal": 1.0, "fast": 2.0}
COMPUTER_PAUSE = {"off": 0.3, "normal": 0.8, "fast": 0.45}
TRAVEL = 0.35  # seconds a card takes to cross the table at normal speed
DEAL_STEP = 0.06  # seconds between two dealt cards

_speed = "normal"


def set_speed(speed: str) -> None:
    global _speed
    _speed = speed if speed in SPEEDS else "normal"


def speed() -> str:
    return _speed


def computer_pause() -> float:
    """Seconds a computer's move is held back after the previous move, at the current setting."""
    return COMPUTER_PAUSE[_speed]


# ---------------------------------------------------------------- easing (t in 0..1 → 0..1)

def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 2


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def bounce_out(t: float) -> float:
    """Falls in, bounces once a little, settles (a chip dropped on a board)."""
    if t < 0.7:
        return (t / 0.7) ** 2
    return 1 - 0.12 * math.sin(math.pi * (t - 0.7) / 0.3)


Point = tuple[float, float]


@dataclass(kw_only=True)
class Timed:
    """Something a table's `Motion` plays: it lasts `duration` seconds (at normal speed) after `delay`.

    `key` names what it shows (a card, a space), so the scene can leave that out meanwhile.
    """

    duration: float = TRAVEL
    delay: float = 0.0
    key: Hashable = None
    sound: str = ""  # played when it starts (after its delay)
    elapsed: float = 0.0

    @property
    def progress(self) -> float:
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration)) if self.duration > 0 else 1.0

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError


@dataclass
class Effect(Timed):
    """Something drawn in place for a while rather than travelling (a chip the Dragon takes away,
    a refused space flashing): `paint(surface, progress)`, progress going from 0 to 1."""

    paint: Callable[[pygame.Surface, float], None]

    def draw(self, surface: pygame.Surface) -> None:
        if self.started:
            self.paint(surface, self.progress)


@dataclass
class Tween(Timed):
    """An image moving from `start` to `end` (centres), optionally growing or shrinking.

    `image` may be a function, called when drawn: a card's face can depend on who looks now.
    `key` names what is moving (a card, a space), so the scene leaves it out where it lands.
    """

    image: pygame.Surface | Callable[[], pygame.Surface]
    start: Point
    end: Point
    ease: Callable[[float], float] = ease_out
    arc: float = 0.0  # pixels it rises at mid-way (a card tossed, not pushed)
    scale: tuple[float, float] = (1.0, 1.0)
    shadow: bool = False  # a shadow under the landing point that grows as it falls

    def position(self) -> Point:
        t = self.ease(self.progress)
        (x0, y0), (x1, y1) = self.start, self.end
        return x0 + (x1 - x0) * t, y0 + (y1 - y0) * t - math.sin(math.pi * self.progress) * self.arc

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started:
            return
        image = self.image() if callable(self.image) else self.image
        k = self.scale[0] + (self.scale[1] - self.scale[0]) * self.ease(self.progress)
        if k != 1.0:
            w, h = image.get_size()
            image = pygame.transform.scale(image, (max(1, round(w * k)), max(1, round(h * k))))
        x, y = self.position()
        if self.shadow:
            size = image.get_width() * (0.5 + 0.5 * self.progress)
            pygame.draw.ellipse(surface, theme.FLIGHT_SHADOW, (self.end[0] - size / 2, self.end[1] + size / 5, size, size / 3))
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


class Motion:
    """One table's tweens and effects: added when the engine reports a move, advanced each frame, drawn on top.

    `rate` multiplies the program's speed for this table (the demo's speed control).
    """

    def __init__(self) -> None:
        self.tweens: list[Timed] = []
        self.rate = 1.0

    @property
    def playing(self) -> bool:
        return RATE[_speed] > 0

    @property
    def busy(self) -> bool:
        return bool(self.tweens)

    def add(self, tween: Timed) -> None:
        """Queue `tween`; with animations off nothing travels (its sound still plays at once)."""
        if not self.playing:
            if tween.sound:
                sound.play(tween.sound)
            return
        self.tweens.append(tween)

    def deal(self, image, start: Point, ends: list[Point], keys: list[Hashable] | None = None,
             delay: float = 0.0) -> float:
        """Cards dealt one after another from `start`; returns the delay after the last one."""
        for i, end in enumerate(ends):
            self.add(Tween(image, start, end, delay=delay + i * DEAL_STEP, arc=20,
                           key=keys[i] if keys else None, sound="card" if i % 4 == 0 else ""))
        return delay + len(ends) * DEAL_STEP

    def carries(self, key: Hashable) -> bool:
        """True while `key` is in the air: the scene draws it only once it has landed."""
        return any(t.key == key for t in self.tweens)

    def update(self, dt: float) -> None:
        step = dt * RATE[_speed] * self.rate
        if not step:
            self.tweens.clear()
            return
        for tween in self.tweens:
            before = tween.started
            tween.elapsed += step
            if tween.sound and not before and tween.started:
                sound.play(tween.sound)
        self.tweens = [t for t in self.tweens if not t.done]

    def finish(self) -> None:
        """Land everything at once (a click, a new move, a hand-off: the state is already there)."""
        self.tweens.clear()

    def draw(self, surface: pygame.Surface) -> None:
        for tween in self.tweens:
            tween.draw(surface)
