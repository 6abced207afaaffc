"""build/tour.py's pages: the side-by-side page a person looks through before and after a change
lists every screen of both folders and flags the ones that changed (the real-window tour itself
runs only by hand: `python3 build/tour.py OUT_DIR`)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[1]


def load_tour():
    spec = importlib.util.spec_from_file_location("tour", ROOT / "build" / "tour.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


tour = load_tour()  # puts build/ on the path: its picture_page, as the tool uses it
import picture_page  # noqa: E402


def picture(path: Path, dot: tuple[int, int] | None = None, depth: int = 24) -> None:
    """A small grey picture (an 8-bit palette one as the stored sets are, when depth is 8), with a
    white dot at `dot`."""
    surface = pygame.Surface((40, 30), 0, depth)
    if depth == 8:
        surface.set_palette([(90, 90, 90), (255, 255, 255)] + [(0, 0, 0)] * 254)
    surface.fill((90, 90, 90))
    if dot is not None:
        surface.set_at(dot, (255, 255, 255))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))


def flags(page: str) -> dict[str, bool]:
    """Each screen the page lists, and whether it is flagged as changed."""
    return {name: bool(changed) for changed, name in re.findall(r'<tr class="(changed)?"><td colspan=3 id="([^"]+)"',
                                                               page)}


def test_the_compare_page_lists_every_screen_of_both_sets_and_flags_the_changed_ones(tmp_path):
    before, after = tmp_path / "before", tmp_path / "after"
    picture(before / "01-menu-en.png", depth=8)
    picture(after / "01-menu-en.png")  # the same pixels, stored another way
    picture(before / "30-sequence-turn-ar.png", depth=8)
    picture(after / "30-sequence-turn-ar.png", dot=(7, 5))
    picture(before / "04-settings-en.png")  # a screen the tour no longer reaches
    picture(after / "32-rummidrez-pile-en.png")  # a screen new in AFTER
    page = tmp_path / "index.html"

    tour.main(["--compare", str(before), str(after), "--page", str(page)])
    listed = flags(page.read_text(encoding="utf-8"))
    assert listed == {"01-menu-en.png": False, "04-settings-en.png": True, "30-sequence-turn-ar.png": True,
                      "32-rummidrez-pile-en.png": True}
    marked = pygame.image.load(str(tmp_path / "diff" / "30-sequence-turn-ar.png"))
    assert marked.get_at((7, 5))[:3] == (255, 0, 255) and marked.get_at((8, 5))[:3] == (90, 90, 90)
    assert not (tmp_path / "diff" / "01-menu-en.png").exists()


def test_the_compare_page_shows_both_pictures_of_a_screen_side_by_side(tmp_path):
    before, after = tmp_path / "sets" / "before", tmp_path / "sets" / "after"
    picture(before / "11-rules-figuras-0-ar.png")
    picture(after / "11-rules-figuras-0-ar.png", dot=(0, 0))
    page = tmp_path / "sets" / "index.html"
    tour.main(["--compare", str(before), str(after)])  # the page beside the two folders
    text = page.read_text(encoding="utf-8")
    row = text[text.index('id="11-rules-figuras-0-ar.png"'):]
    row = row[:row.index("</tr>", row.index("<tr>"))]
    assert [src for src in re.findall(r'<img src="([^"]+)"', row)] == [
        "before/11-rules-figuras-0-ar.png", "after/11-rules-figuras-0-ar.png", "diff/11-rules-figuras-0-ar.png"]


def test_the_index_of_one_set_lists_its_pictures_and_the_screens_not_reached(tmp_path):
    picture(tmp_path / "01-menu-en.png")
    picture(tmp_path / "01-menu-ar.png")
    picture_page.index_page(tmp_path, ["figuras pile (ar): LookupError: nothing opened over the table"])
    text = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert set(flags(text)) == {"01-menu-en.png", "01-menu-ar.png"}
    assert "figuras pile (ar): LookupError" in text
