"""Synthesize the short sound effects into assets/sounds/*.wav.

Everything is generated here from sine waves and noise (no recordings, so no
licence beyond the project's own). 16-bit mono, 22,050 Hz.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22_050
TARGET = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def tone(freq: float, seconds: float, volume: float = 0.5, decay: float = 8.0, sweep: float = 0.0) -> list[float]:
    out = []
    phase = 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        f = freq * (1 + sweep * t)
        phase += 2 * math.pi * f / RATE
        envelope = math.exp(-decay * t) * min(1.0, i / 80)
        out.append(volume * envelope * (math.sin(phase) + 0.25 * math.sin(2 * phase)))
    return out


def noise(seconds: float, volume: float = 0.4, decay: float = 30.0, seed: int = 1) -> list[float]:
    rng = random.Random(seed)
    out, last = [], 0.0
    for i in range(int(RATE * seconds)):
        last = 0.6 * last + 0.4 * rng.uniform(-1, 1)  # a little low-pass: softer than white noise
        out.append(volume * last * math.exp(-decay * i / RATE))
    return out


def mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Overlay sounds, each starting at its offset in seconds."""
    length = max(int(offset * RATE) + len(samples) for offset, samples in parts)
    out = [0.0] * length
    for offset, samples in parts:
        start = int(offset * RATE)
        for i, v in enumerate(samples):
            out[start + i] += v
    return out


SOUNDS = {
    "card": lambda: noise(0.09, 0.5, 45),  # a card slid onto a pile
    "deal": lambda: mix((0, noise(0.06, 0.4, 60, 2)), (0.08, noise(0.06, 0.4, 60, 3)), (0.16, noise(0.06, 0.4, 60, 4))),
    "chip": lambda: mix((0, tone(520, 0.18, 0.45, 22)), (0, noise(0.05, 0.35, 80, 5))),  # a chip clicks down
    "remove": lambda: tone(640, 0.22, 0.4, 12, sweep=-1.5),
    "sequence": lambda: mix((0, tone(523, 0.25, 0.35, 6)), (0.12, tone(659, 0.25, 0.35, 6)), (0.24, tone(784, 0.4, 0.35, 5))),
    "invalid": lambda: mix((0, tone(180, 0.12, 0.4, 10)), (0.1, tone(150, 0.16, 0.4, 10))),
    # Two soft notes down and one back up: the game is over, play again (a child's loss, a draw).
    "again": lambda: mix((0, tone(659, 0.3, 0.25, 7)), (0.2, tone(523, 0.3, 0.25, 7)), (0.4, tone(587, 0.45, 0.25, 5))),
    "win": lambda: mix(*[(0.13 * i, tone(f, 0.45, 0.3, 4)) for i, f in enumerate((523, 659, 784, 1046, 784, 1046))]),
}


def write(path: Path, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(v) for v in samples))
    scale = 0.9 * 32767 / max(1.0, peak)
    with wave.open(str(path), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(b"".join(struct.pack("<h", int(v * scale)) for v in samples))


def main() -> int:
    TARGET.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        write(TARGET / f"{name}.wav", make())
    print(f"wrote {len(SOUNDS)} sounds to {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
