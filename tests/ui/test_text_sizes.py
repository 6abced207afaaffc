"""No text a player reads is smaller than theme.MIN_TEXT (13 px of the 1280×800 layout): on a
1024×600 screen the layout is drawn at about 0.67, and smaller text is lost there. And on such a
screen "Large cards and text" is on unless the player turned it off."""

from __future__ import annotations

import json

import pygame
import pytest

from game import storage
from game.app import App
from game.demo import midgame
from game.engine import GAMES
from game.engine.rummidrez import Draw, TimeUp
from game.games import GAME_IDS, entry
from game.match import Match, Seat
from game.selftest import click
from game.ui import pokerdrez, theme
from game.ui.demo_mode import start_demo
from game.ui.pile_browser import PileBrowser
from game.ui.rummidrez.layout import TABLE_SIZES
from tests.ui.helpers import card_painter, put_up, until_human


@pytest.fixture
def small_text(monkeypatch) -> dict[tuple[str, int], str]:
    """Every text drawn below MIN_TEXT while the fixture is in use: (text, size) -> where."""
    found: dict[tuple[str, int], str] = {}
    where = [""]
    drawn = theme.text

    def recording(message: str, size: int, *args, **kwargs) -> pygame.Surface:
        if size < theme.min_text() and message.strip():
            found.setdefault((message, size), where[0])
        return drawn(message, size, *args, **kwargs)

    fitting = theme.fit_text

    def fit_recording(message: str, size: int, width: int, *args, **kwargs) -> pygame.Surface:
        image = fitting(message, size, width, *args, **kwargs)
        if image.get_width() > width + 1 and message.strip():  # does not fit even at the smallest size
            found.setdefault((message, -width), where[0])
        return image

    monkeypatch.setattr(theme, "text", recording)
    monkeypatch.setattr(theme, "fit_text", fit_recording)
    found["where"] = where  # type: ignore[assignment]
    return found


def draw_for_a_while(app: App, frames: int = 40) -> None:
    theme.forget_drawings()  # cached card faces and labels are drawn again, through the recorder
    for _ in range(frames):
        app.step(1 / 60, [])


def browse_a_long_pile(app: App, game_id: str) -> None:
    """The pile browser at its smallest cards: a pile of 100 of the table's cards."""
    scene = app.scene
    state = scene.state
    pile = list(state.discard) if hasattr(state, "discard") else [c for pile in state.discards for c in pile]
    assert pile, "the middle of a game has discarded cards"
    painter = card_painter(scene.match.info.id)
    app.push(PileBrowser(app, "pile", tuple((pile * 100)[:100]), painter))


def app_for(language: str, large: bool) -> App:
    """A fresh program in `language`, with large text on or off."""
    app = App()
    app.set_language(language)
    app.set_large_text(large)
    return app


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large-text"])
@pytest.mark.parametrize("language", ["en", "ar", "es", "fi"])
def test_no_table_text_is_smaller_than_the_smallest_size(small_text, language, large):
    """13 px of the layout; 14 px with large text, so 9 screen pixels where it comes on by itself
    (a 1024×600 screen draws the layout at about 0.67)."""
    where = small_text.pop("where")
    app = app_for(language, large)
    try:
        for game_id in GAME_IDS:
            where[0] = game_id
            midgame(app, game_id)
            draw_for_a_while(app)
            where[0] = f"{game_id} discard pile of 100 cards"
            browse_a_long_pile(app, game_id)
            draw_for_a_while(app, 2)
            where[0] = f"{game_id} demo"
            start_demo(app, entry(game_id))
            draw_for_a_while(app)
        where[0] = "rummidrez cards on a crowded table"
        for width, height in TABLE_SIZES:
            pokerdrez.card_face(4, width, height)
            pokerdrez.card_face(-1, width, height)
    finally:
        app.set_language("en")
        app.set_large_text(None)
    assert not small_text, f"{language}: text below {theme.min_text()} px: {small_text}"


@pytest.mark.parametrize("language", ["en", "ar", "es", "fi"])
@pytest.mark.parametrize("players", [1, 4])
def test_rummidrez_lines_beside_the_buttons_and_in_the_panel_fit(small_text, language, players):
    """While cards are laid: the count laid from the hand and what the initial meld needs (between
    the sort buttons and Reset table); a timed match's clock and "time is up" line in the panel."""
    where = small_text.pop("where")
    app = App()
    app.set_language(language)
    try:
        info = GAMES["rummidrez"]
        config = info.config_class(players=players, time_limit=0 if players == 1 else 15)
        seats = [Seat("Anna")] + [Seat(f"Computer {i}", computer=True) for i in range(1, players)]
        scene = put_up(app, Match(info, config, seats, 3))
        until_human(app, scene)
        if scene.view().phase == "take":
            scene.act(Draw())
        where[0] = f"rummidrez, {players} players, a card laid"
        app.step(1 / 60, [])
        cards = scene.hand_cards()
        click(app, scene.hand_rects(cards)[-1].center)  # the last card lies whole on top
        click(app, scene.layout().slot.center)
        draw_for_a_while(app, 2)
        assert scene.editing() and scene.placed()
        if players > 1:
            where[0] = "rummidrez, time is up"
            scene.act(TimeUp())
            draw_for_a_while(app, 2)
    finally:
        app.set_language("en")
    assert not small_text, f"{language}: text below {theme.MIN_TEXT} px or too wide: {small_text}"


@pytest.mark.parametrize("game_id", ["rummidrez", "figuras"])
def test_the_longest_names_stay_in_their_places(small_text, game_id):
    """Names as long as setup allows (24 letters): shrunk, then cut with "…", never over the score."""
    where = small_text.pop("where")
    where[0] = f"{game_id} with long names"
    app = App()
    names = ["Wolfgang Maximilian Schm", "Anna-Kaisa Väisänen-Mäki", "Bartholomew Fitzwilliams", "Guadalupe Fernández R"]
    info = GAMES[game_id]
    seats = [Seat(names[0])] + [Seat(name, computer=True) for name in names[1:]]
    put_up(app, Match(info, info.default_config(players=4), seats, 3), pause=None)
    draw_for_a_while(app, 2)
    assert not small_text, f"text below {theme.MIN_TEXT} px or too wide: {small_text}"


def test_large_text_is_on_by_itself_on_a_screen_smaller_than_the_layout(monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 600)])
    app = App()
    assert app.scale < 1 and app.settings.large_text is None  # never chosen: automatic
    assert theme.large_text() and theme.big(17) > 17
    # The player's choice wins, and is kept for the next start.
    app.set_large_text(False)
    assert not theme.large_text()
    assert json.loads(storage.settings_path().read_text(encoding="utf-8"))["large_text"] is False
    App()
    assert not theme.large_text()
    # Automatic again: on, on this screen.
    App().set_large_text(None)
    assert theme.large_text()


@pytest.mark.parametrize("screen", [(1920, 1080), (1366, 768)])
def test_large_text_stays_off_by_itself_where_the_layout_reads_well(monkeypatch, screen):
    """A full-size screen, and a common laptop that shows the layout a little smaller (0.88)."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [screen])
    app = App()
    assert not theme.large_text()
    assert app.scale < 1 or screen == (1920, 1080)


@pytest.mark.parametrize(("saved", "large"), [(False, False), (True, True), (None, True)])
def test_settings_files_of_every_version_load(monkeypatch, saved, large):
    """Old files wrote large_text as true or false (the player's choice is kept); null or no value
    at all is automatic."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 600)])
    data = {"volume": 0.5, "high_contrast": False}
    if saved is not None:
        data["large_text"] = saved
    storage.settings_path().write_text(json.dumps(data), encoding="utf-8")
    app = App()
    assert not app.notices  # not taken for a damaged file
    assert app.settings.large_text is saved and theme.large_text() is large


# A name in a fixed place (a seat's box, the setup's name field) shrinks a little, then is cut
# (theme.fit_name): the size it was asked at is on the scale, the size it shrank to need not be.
NAME_FITTERS = ("fit_name", "fit_names", "label")


@pytest.fixture
def off_scale(monkeypatch) -> dict[tuple[str, int], str]:
    """Every text drawn at a size off the type scale while the fixture is in use: (text, size) ->
    where, and which line of game/ui asked for it. On the scale (theme.text_sizes): a size of
    theme.TEXT_SCALE, or that size times LARGE_TEXT (theme.big) with "Large cards and text", whose
    smallest step is then min_text(). A mark on a card or board face
    (theme.face_text: ranks, figures, animal letters, sized with the card) is a drawing, not text;
    a name fitted to its box (NAME_FITTERS) is checked at the size it was asked at."""
    import sys

    found: dict[tuple[str, int], str] = {}
    where = [""]
    drawn = theme.text

    def recording(message: str, size: int, *args, **kwargs) -> pygame.Surface:
        on_scale = theme.text_sizes()
        if message.strip() and size not in on_scale:
            caller = sys._getframe(1)
            asked = size
            while caller.f_code.co_filename.endswith("theme.py") or caller.f_code.co_qualname == "TextField.label":
                if caller.f_code.co_name == "face_text":
                    asked = None  # a drawing
                    break
                if caller.f_code.co_name in NAME_FITTERS:  # a name keeps its shrink-then-cut rule: the size
                    asked = caller.f_locals["size"] if "size" in caller.f_locals else caller.f_locals["self"].size
                caller = caller.f_back  # fit_text, fit_name: who asked
            if asked is not None and asked not in on_scale:
                place = f"{caller.f_code.co_filename.split('/game/ui/')[-1]}:{caller.f_lineno}"
                found.setdefault((message, asked), f"{where[0]} ({place})")
        return drawn(message, size, *args, **kwargs)

    monkeypatch.setattr(theme, "text", recording)
    found["where"] = where  # type: ignore[assignment]
    return found


def draw_screens(app: App, where: list[str]) -> None:
    """Every screen outside the tables: the menu, each game's setup and rules, the settings, the
    statistics, the saved games, the pause menu, the hand-over screen, a question, an error, the end."""
    from game.ui.dialogs import ConfirmDialog, ErrorScene, HandoffScene, PauseMenu, RulesScene
    from game.ui.game_over import GameOverDialog
    from game.ui.menu import MenuScene
    from game.ui.saves_scene import SavesScene
    from game.ui.settings_scene import SettingsScene
    from game.ui.setup import SetupScene
    from game.ui.stats_scene import StatsScene

    screens = [("menu", lambda: MenuScene(app)), ("settings", lambda: SettingsScene(app)),
               ("statistics", lambda: StatsScene(app)), ("saved games", lambda: SavesScene(app)),
               ("hand-over", lambda: HandoffScene(app, "Anna", lambda: None, recap=["Bo played the 7 of hearts."])),
               ("question", lambda: ConfirmDialog(app, "Delete?", "This cannot be undone.", lambda: None)),
               ("error", lambda: ErrorScene(app, "Traceback: something broke", "/tmp/log.txt"))]
    for game_id in GAME_IDS:
        ui = entry(game_id)
        screens += [(f"{game_id} setup", lambda ui=ui: SetupScene(app, ui)),
                    (f"{game_id} rules", lambda ui=ui: RulesScene(app, ui.info.title, ui.rules_text, ui.info.id)),
                    (f"{game_id} pause", lambda ui=ui: PauseMenu(app, ui.info.title, ui.rules_text, lambda: None,
                                                                 game_id=ui.info.id))]
    for name, make in screens:
        where[0] = name
        app.scenes[:] = [MenuScene(app)]
        app.push(make())
        draw_for_a_while(app, 3)
    for game_id in GAME_IDS:
        where[0] = f"{game_id} game over"
        scene = midgame(app, game_id)
        app.push(GameOverDialog(app, scene, "Anna wins!", "Well played."))
        draw_for_a_while(app, 3)


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large-text"])
@pytest.mark.parametrize("language", ["en", "ar"])
def test_every_text_is_drawn_at_a_size_of_the_type_scale(off_scale, language, large):
    """One type scale (theme.TEXT_SCALE): a label that does not fit is laid out wider or on two lines,
    not shrunk to a size in between ("Hahmon mukaan" smaller than the buttons beside it)."""
    where = off_scale.pop("where")
    app = app_for(language, large)
    try:
        for game_id in GAME_IDS:
            where[0] = game_id
            scene = midgame(app, game_id)
            draw_for_a_while(app, 20)
            where[0] = f"{game_id} hint"
            scene.ask_hint()
            if scene.hinting is not None:
                scene.hinting.result()
            draw_for_a_while(app, 3)
            where[0] = f"{game_id} discard pile"
            browse_a_long_pile(app, game_id)
            draw_for_a_while(app, 2)
            where[0] = f"{game_id} demo"
            start_demo(app, entry(game_id))
            draw_for_a_while(app, 20)
        draw_screens(app, where)
    finally:
        app.set_language("en")
        app.set_large_text(None)
    assert not off_scale, f"{language}: text off the type scale {theme.TEXT_SCALE}: " + "; ".join(
        f"{text!r} at {size} px in {place}" for (text, size), place in off_scale.items())
