"""The statistics screen fills its panel: the chosen game's picture, summary and leaders above its
table, and every game's card along the foot while the table leaves the room; a long table keeps
the whole panel for its rows."""

from __future__ import annotations

import pygame
import pytest

from game import stats
from game.selftest import click
from game.ui import theme
from game.ui.bidi import CONTROLS
from game.ui.stats_scene import PANEL, StatsScene
from tests.ui.helpers import step


def played(names: dict[str, tuple[int, int]], game_id: str = "sequence") -> None:
    """Records of finished games: name -> (won, lost)."""
    data = stats.Stats()
    for name, (won, lost) in names.items():
        record = data.record(game_id, name)
        for result in ["won"] * won + ["lost"] * lost:
            record.add(result)
    stats.save(data)


def open_stats(app) -> StatsScene:
    scene = StatsScene(app)
    app.push(scene)
    step(app)
    return scene


@pytest.mark.parametrize("language", ["en", "ar"])
def test_an_empty_screen_shows_the_game_and_every_games_card(app, language):
    app.set_language(language)
    try:
        scene = open_stats(app)
        drawn = scene.draw_header(pygame.Surface((theme.WIDTH, theme.HEIGHT))) + scene.draw_overview(app.screen)
        assert len(scene.overview_cards()) == len(scene.games)
        covered = drawn[0].unionall(drawn[1:])
        assert covered.height >= 0.8 * PANEL.height, f"{covered.height} of {PANEL.height} px used"
        assert all(PANEL.contains(box) for box in drawn)
        picture, _words = scene.header_boxes()
        assert (picture.centerx > PANEL.centerx) == (language == "ar"), "the picture at the start of the line"
    finally:
        app.set_language("en")


def test_the_header_names_the_leaders_and_a_card_chooses_its_game(app):
    played({"Anna": (3, 1), "Bruno": (1, 3)})
    scene = open_stats(app)
    assert scene.game == "sequence" and scene.shows_header()
    said = ["".join(c for c in line if c not in CONTROLS) for line in scene.highlights()]
    assert said == ["Most wins: Anna (3)", "Best streak: Anna (3)"]
    cards = dict(scene.overview_cards())
    rows_bottom = PANEL.y + 20 + 150 + 80 + 2 * 34
    assert all(card.top > rows_bottom for card in cards.values()), "the cards stay under the table's rows"
    click(app, cards["figuras"].center)
    assert scene.game == "figuras" and scene.tabs.selected == "figuras"


def test_a_long_table_keeps_the_panel_for_its_rows(app):
    played({f"Player {i}": (i % 3, 1) for i in range(1, 15)})
    scene = open_stats(app)
    assert not scene.shows_header() and scene.overview_cards() == []
    assert scene.visible_rows(0) >= 14, "all fourteen rows show, as before"
