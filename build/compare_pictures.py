"""Compare two folders of pictures pixel by pixel (a refactor must change no picture).

    python build/compare_pictures.py BEFORE AFTER            # every PNG under BEFORE against AFTER
    python build/compare_pictures.py BEFORE AFTER --diff DIR # and, for each that differs, a picture
                                                              # of AFTER with the changed pixels in magenta

Prints one line per picture that differs (how many pixels, and the box they lie in), then a
count; exits with 1 when any picture differs or is missing on one side. Make the folders with
`build/screenshot.py` (its --languages, --long-names, --continue, --mixed-names and --states modes)
before and after the change.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

MARK = (255, 0, 255)


def changed_pixels(a: pygame.Surface, b: pygame.Surface) -> tuple[int, pygame.Rect | None]:
    """How many pixels differ between two pictures of one size, and the box around them."""
    import numpy

    pa = pygame.surfarray.pixels3d(a)
    pb = pygame.surfarray.pixels3d(b)
    differ = numpy.any(pa != pb, axis=2)
    count = int(differ.sum())
    if not count:
        return 0, None
    xs, ys = numpy.nonzero(differ)
    return count, pygame.Rect(int(xs.min()), int(ys.min()), int(xs.max() - xs.min()) + 1,
                              int(ys.max() - ys.min()) + 1)


def marked(after: pygame.Surface, before: pygame.Surface) -> pygame.Surface:
    """`after` with every pixel that differs from `before` painted MARK."""
    import numpy

    out = after.copy()
    pixels = pygame.surfarray.pixels3d(out)
    differ = numpy.any(pixels != pygame.surfarray.pixels3d(before), axis=2)
    pixels[differ] = MARK
    del pixels
    return out


def load(path: Path) -> pygame.Surface:
    """A picture as 24-bit pixels, however it is stored (8-bit palette PNGs too)."""
    picture = pygame.image.load(str(path))
    whole = pygame.Surface(picture.get_size(), 0, 24)
    whole.blit(picture, (0, 0))
    return whole


def differences(before: Path, after: Path, diff: Path | None = None) -> list[tuple[Path, str]]:
    """Every PNG under either folder (relative to it) and what differs ("" when nothing); each
    that differs is written to `diff`, marked, when given."""
    names = sorted({p.relative_to(before) for p in before.rglob("*.png")}
                   | {p.relative_to(after) for p in after.rglob("*.png")})
    found = []
    for name in names:
        a, b = before / name, after / name
        if not a.exists() or not b.exists():
            found.append((name, f"only in {'AFTER' if b.exists() else 'BEFORE'}"))
            continue
        first, second = load(a), load(b)
        if first.get_size() != second.get_size():
            found.append((name, f"size {first.get_size()} -> {second.get_size()}"))
            continue
        count, box = changed_pixels(first, second)
        if not count:
            found.append((name, ""))
            continue
        found.append((name, f"{count} pixels differ, within x {box.x}-{box.right - 1}, y {box.y}-{box.bottom - 1}"))
        if diff is not None:
            out = diff / name
            out.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(marked(second, first), str(out))
    return found


def compare(before: Path, after: Path, diff: Path | None = None) -> int:
    """Print what differs; return the number of pictures that differ or are missing."""
    found = differences(before, after, diff)
    for name, note in found:
        if note:
            print(f"{name}: {note}")
    bad = sum(1 for _name, note in found if note)
    print(f"{len(found)} pictures, {bad} differ")
    return bad


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--diff", type=Path, metavar="DIR", help="write the differing pictures, marked, to DIR")
    args = parser.parse_args(argv)
    sys.exit(1 if compare(args.before, args.after, args.diff) else 0)


if __name__ == "__main__":
    main()
