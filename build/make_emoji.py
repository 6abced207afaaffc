"""Render the colour pictures the games use into PNGs under assets/emoji/.

Source: Debian's package fonts-noto-color-emoji (SIL Open Font License 1.1);
run `apt-get install fonts-noto-color-emoji` once, then this script. The PNGs
and the licence are committed; the program never needs the font itself.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FONT = Path("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
LICENCE = Path("/usr/share/doc/fonts-noto-color-emoji/copyright")
TARGET = ROOT / "assets" / "emoji"

# name -> glyph. Names are what the games ask for (game.ui.pictures.picture(name)).
GLYPHS = {
    # Sequence for kids: the 19 animals, the Dragon and the Unicorn. Told apart at a glance by a
    # child: no two alike in main colour and outline (tests/ui/test_kids_animals.py), so the cat is
    # the black cat and the tiger, dog, monkey and rabbit stand on four legs beside the round faces
    # of the lion, fox, bear, pig and koala.
    "cat": "\U0001F408\u200D\u2B1B", "dog": "🐕", "lion": "🦁", "tiger": "🐅", "bear": "🐻", "panda": "🐼",
    "koala": "🐨", "monkey": "🐒", "elephant": "🐘", "giraffe": "🦒", "zebra": "🦓", "rabbit": "🐇", "fox": "🦊",
    "frog": "🐸", "penguin": "🐧", "owl": "🦉", "turtle": "🐢", "whale": "🐳", "pig": "🐷",
    "dragon": "🐉", "unicorn": "🦄",
    # Figuras: the action cards and the Key.
    "package": "📦", "mirror": "🪞", "gift": "🎁", "thief": "🥷", "bridge": "🌉", "door": "🚪", "key": "🔑",
    # Celebrations.
    "party": "🎉", "trophy": "🏆", "star": "⭐",
}


def main() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.font.init()
    font = pygame.font.Font(str(FONT), 109)  # the colour bitmaps exist at this one size
    TARGET.mkdir(parents=True, exist_ok=True)
    for name, glyph in GLYPHS.items():
        image = font.render(glyph, True, (0, 0, 0))
        box = image.get_bounding_rect()
        pygame.image.save(image.subsurface(box), str(TARGET / f"{name}.png"))
    shutil.copyfile(LICENCE, TARGET / "LICENSE-NotoColorEmoji.txt")
    print(f"wrote {len(GLYPHS)} pictures to {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
