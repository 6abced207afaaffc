"""The setup leaves no large empty block: the room under the seats or the options shows the game's
picture and summary, or the first words of its rules (game.ui.setup_about), inside its panel, at
1366×768 and on a 1024×600 netbook, left to right and right to left."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.games import GAME_IDS, entry
from game.i18n import _
from game.ui import setup_about, theme
from game.ui.setup import SetupScene
from tests.ui.helpers import step

PLAYERS_PANEL = pygame.Rect(40, 90, 610, 620)
OPTIONS_PANEL = pygame.Rect(660, 90, 600, 620)


def screen_app(monkeypatch, size: tuple[int, int]) -> App:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [size])
    return App()


def setups(app: App):
    """Each game's setup at its fewest players (the most room) and at its default."""
    for game_id in GAME_IDS:
        for fewest in (True, False):
            scene = SetupScene(app, entry(game_id))
            if fewest:
                scene.set_value("players", scene.info.allowed_player_counts()[0])
            app.scenes[:] = [scene]
            step(app)
            yield game_id, scene


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
@pytest.mark.parametrize("language", ["en", "ar"])
def test_every_large_room_is_used_and_stays_in_its_panel(monkeypatch, size, language):
    app = screen_app(monkeypatch, size)
    app.set_language(language)
    try:
        for game_id, scene in setups(app):
            uses = scene.room_uses()
            players_room, options_room = scene.free_rooms()
            for room in (players_room, options_room):
                if room.height >= setup_about.ABOUT_ROOM:
                    assert room in uses.values(), f"{game_id}: a large room is left empty"
            if not scene.option_labels:
                assert uses.get("about") == options_room, f"{game_id}: no options: the picture is shown there"
            for name, room in uses.items():
                panel = PLAYERS_PANEL if room.x < OPTIONS_PANEL.x else OPTIONS_PANEL
                drawn = getattr(setup_about, "draw_" + name)(
                    pygame.Surface((theme.WIDTH, theme.HEIGHT)),
                    *((game_id, _(scene.info.description)) if name == "about" else (_(scene.ui.rules_text),)),
                    theme.mirror(room))
                assert drawn, f"{game_id} {name}: something is drawn"
                for box in drawn:
                    assert theme.mirror(panel).contains(box), f"{game_id} {name}: {box} leaves its panel"
                    assert not any(box.colliderect(w.rect) for w in scene.widgets), f"{game_id} {name} over a control"
                covered = drawn[0].unionall(drawn[1:])
                share = 0.45 if name == "about" else 0.25
                assert covered.height >= share * room.height, f"{game_id} {name}: {covered.height} of {room.height}"
    finally:
        app.set_language("en")


def test_no_options_shows_the_games_picture_drawn_by_its_painters(app):
    scene = SetupScene(app, entry("sequence_kids"))
    app.scenes[:] = [scene]
    step(app)
    picture, _lines = setup_about.about_boxes(scene.info.description, scene.room_uses()["about"])
    assert picture is not None and picture.height >= setup_about.LEAST_PICTURE_H
    shown = app.screen.subsurface(theme.mirror(picture))
    colours = {tuple(shown.get_at((x, y)))[:3] for x in range(0, picture.width, 4) for y in range(0, picture.height, 4)}
    assert len(colours) > 40, "a picture of the board, not a plain block"


def test_the_summary_is_the_rules_first_paragraphs_that_fit_whole(app, monkeypatch):
    scene = SetupScene(app, entry("sequence_kids"))
    scene.set_value("players", 2)
    room = scene.room_uses()["summary"]
    said = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda message, *args, **kwargs: said.append(message) or real(message, *args,
                                                                                                   **kwargs))
    surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    assert setup_about.draw_summary(surface, scene.ui.rules_text, room)
    assert said[:3] == ["How to play", "Goal", "Be the first to get four of your own chips in a straight line, across,"]
    said.clear()
    assert setup_about.draw_summary(surface, scene.ui.rules_text, pygame.Rect(room.x, room.y, room.width, 60)) == []
