"""Copy the interface fonts into assets/fonts/ with their licence.

Source: Debian's package fonts-dejavu-core (Bitstream Vera licence, DejaVu
changes in the public domain). DejaVu Sans and Sans Bold also cover Arabic
(with the OpenType joining forms HarfBuzz needs), so one face serves English,
Spanish, Finnish and Arabic with the same line metrics; tests/test_i18n.py
checks every character of every catalogue has a glyph. (Noto Sans Arabic was
considered: nicer Arabic, but a line twice as tall at the same size, which
would move every label of every scene.) Run once after `apt-get install fonts-dejavu-core`;
the copies are committed, so the program never needs the package at run time.
"""

from __future__ import annotations

import shutil
from pathlib import Path

SOURCE = Path("/usr/share/fonts/truetype/dejavu")
LICENCE = Path("/usr/share/doc/fonts-dejavu-core/copyright")
TARGET = Path(__file__).resolve().parent.parent / "assets" / "fonts"
FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")


def main() -> None:
    TARGET.mkdir(parents=True, exist_ok=True)
    for name in FONTS:
        shutil.copyfile(SOURCE / name, TARGET / name)
    shutil.copyfile(LICENCE, TARGET / "LICENSE-DejaVu.txt")
    print(f"copied {len(FONTS)} fonts and the licence to {TARGET}")


if __name__ == "__main__":
    main()
