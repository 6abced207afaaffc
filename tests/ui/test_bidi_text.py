"""Lines that mix directions, and names no one expected.

A value filled into a message (a name, a number, a card) is an isolate wherever the line could
reorder, so "Anna" before "3" cannot turn an Arabic sentence around («بطاقات Anna 3 سحب»); a name
holding directional marks draws like the same name without them; and no string whatever, however
damaged, stops theme.text, text_width, wrap or fit_* (combining marks alone, U+200E/U+200F, lone
surrogates, NUL, emoji). Every table and dialog is drawn with such names, in English and Arabic.
"""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import i18n
from game.app import App
from game.demo import midgame
from game.engine.core import Outcome
from game.engine.figuras import RoundEnded
from game.games import GAME_IDS, entry
from game.ui import bidi, theme
from game.ui.dialogs import HandoffScene
from game.ui.figuras.dialogs import ColourDialog, GiftDialog, PlayerDialog
from game.ui.figuras.round_end import RoundSummary
from tests.ui.helpers import card_painter

# A Latin name, an Arabic one, a name wrapped in directional marks, one with a number, a combining mark
# and brackets, and one with an emoji.
NAMES = ("Anna", "سارة", "\u200fBo 2\u200e", "Zoe\u0308 (7)", "Li 🙂")
AWKWARD = ("", "\u0301", "\u0301\u0301", "\u200e", "\u200f", "a\u200fb", "\ud800", "x\udfffy", "\ud83d\ude00",
           "\x00", "a\x00b", "\u2068", "\u2069x", "\u202e123", "\ufeff", "\u200d", "\u0645\u200d", "😀 سارة 12",
           "\t\n\r", "\u2028\u2029", "ﷺ" * 3, "\U0010ffff", "x" * 400)


@pytest.fixture
def fonts():
    pygame.font.init()
    theme.reset_caches()
    yield
    i18n.set_language("en")
    theme.reset_caches()


def draw_everything(message: str) -> None:
    """Everything a scene does with a line of text."""
    surface = theme.text(message, 16)
    assert surface.get_width() >= 0 and surface.get_height() > 0
    assert theme.text_width(message, 16) == surface.get_width()
    assert all(isinstance(line, str) for line in theme.wrap(message, 16, 120))
    theme.fit_text(message, 18, 60)
    theme.fit_name(message, 18, 40)
    size, lines = theme.fit_lines(message, 18, 80)
    assert size >= theme.min_text() and lines
    theme.wrap_fit(message, 18, 80)


@pytest.mark.parametrize("language", ("en", "ar"))
def test_no_awkward_string_stops_drawing(fonts, language):
    i18n.set_language(language)
    for message in AWKWARD:
        draw_everything(message)
        draw_everything(f"{message} Anna {message} سارة 3")


@settings(max_examples=300, deadline=None)
@given(st.text(st.characters(exclude_categories=()), max_size=40), st.booleans())
def test_no_string_at_all_stops_drawing(message, arabic):
    """Any code points, surrogates and controls included, in either interface direction."""
    pygame.font.init()
    i18n.set_language("ar" if arabic else "en")
    try:
        draw_everything(message)
    finally:
        i18n.set_language("en")


def on_screen(line: str, right_to_left: bool) -> list[str]:
    """The runs of a line from left to right on the screen, as drawn."""
    return [text for text, _backwards in bidi.runs(theme.printable(line), right_to_left)]


def test_a_latin_name_before_a_number_keeps_an_arabic_sentence_in_order(fonts):
    """«Anna سحب 3 بطاقات» (Anna drew 3 cards, the move log's sentence: the name, then the deed)
    reads from the right: the name, the verb, the number, the noun; the number stays in its deed
    and never runs into the Latin name."""
    i18n.set_language("ar")
    deed = i18n.ngettext("drew {n} card", "drew {n} cards", 3).format(n=3)
    line = i18n._("{name} {deeds}.").format(name="Anna", deeds=deed)
    runs = on_screen(line, True)
    assert runs.index("3") < runs.index("Anna")  # left of the name: read after it
    assert runs[-1] == "Anna" and "بطاقات" in runs[0]
    assert runs.index("3") < max(i for i, run in enumerate(runs) if "سحب" in run)  # read after the verb


def test_an_arabic_name_keeps_its_brackets_and_number_in_an_english_line(fonts):
    i18n.set_language("en")
    line = i18n._("{name}'s turn").format(name="سارة (2)")
    # The name first, right to left as one unit (its brackets mirrored by the shaper: "(2) سارة"), then the rest.
    assert on_screen(line, False) == [")", "2", "سارة (", "'s turn"]
    assert bidi.reads_right_to_left("سارة (2)") and not bidi.reads_right_to_left("\u200fAnna")


def test_a_list_of_latin_names_reads_from_the_right_in_arabic(fonts):
    i18n.set_language("ar")
    line = i18n._("{names} share the win!").format(names=i18n.listing(["Anna", "Bo"]))
    runs = on_screen(line, True)
    assert runs.index("Bo") < runs.index("Anna")  # Anna first, from the right


def test_directional_marks_in_a_name_are_not_drawn(fonts):
    for language in ("en", "ar"):
        i18n.set_language(language)
        assert theme.text_width("\u200fBo\u200e", 20) == theme.text_width("Bo", 20)
        marked = i18n._("{name}'s turn").format(name="\u200fBo\u200e")
        plain = i18n._("{name}'s turn").format(name="Bo")
        assert theme.text_width(marked, 20) == theme.text_width(plain, 20)
        assert theme.text("\u2069\u202e", 20).get_width() == 0  # only formatting: nothing to see


def test_default_names_follow_the_language_and_are_kept_in_english(fonts):
    i18n.set_language("es")
    assert i18n.shown_name("Player 2") == "Jugador 2" and i18n.shown_name("Anna") == "Anna"
    assert i18n.stored_name("Jugador 2") == "Player 2" and i18n.stored_name("اللاعب 3") == "Player 3"
    assert i18n.stored_name("Tietokone 4") == "Computer 4" and i18n.stored_name("Jugadora 2") == "Jugadora 2"
    i18n.set_language("ar")
    assert i18n.shown_name("Computer 2") == "الحاسوب 2" and i18n.shown_name("Jugador 1") == "اللاعب 1"
    assert bidi.FSI not in i18n.shown_name("Player 1")  # plain text: it goes into a text field too


def every_dialog(app: App, scene, monkeypatch) -> None:
    """Put each dialog of a table up over it and draw it: pause, rules, hand-off for each name, a
    seat's pile, the game over with two winners, and the game's own questions and summaries."""
    from game.ui.dialogs import RulesScene


    def show(dialog) -> None:
        app.push(dialog)
        for _ in range(3):
            app.step(1 / 60, [])
        assert app.scene is dialog
        app.pop()

    scene.pause()
    for _ in range(2):
        app.step(1 / 60, [])
    app.pop()
    show(RulesScene(app, i18n._(scene.rules_title), i18n._(scene.rules_text), scene.match.info.id))
    for name in NAMES:
        show(HandoffScene(app, name, lambda: None))
    scene.browse_pile(1, tuple(getattr(scene.state, "discard", ())[:5]), card_painter(scene.match.info.id))
    dialog = app.scene
    app.step(1 / 60, [])
    assert dialog is not scene
    app.pop()
    winners = (0, 2) if type(scene).__name__ == "SequenceScene" else (0, 1)
    monkeypatch.setattr(type(scene.state), "outcome",
                        lambda self: Outcome(winners, tuple(range(len(scene.match.seats)))))
    if hasattr(scene.state, "winners"):
        monkeypatch.setattr(scene.state, "winners", list(winners))
    show(scene.game_over_dialog())
    if type(scene).__name__ == "FigurasScene":
        for question in (PlayerDialog, GiftDialog, ColourDialog):
            show(question(app, scene))
        ended = RoundEnded(round=3, closer=1, scores=(11, 0, 7, 20), totals=(111, 0, 104, 50), hands=((),) * 4,
                           eliminated=(2,), exact=(0,), out=(2,))
        show(RoundSummary(app, scene, ended, False))


@pytest.mark.parametrize("language", ("en", "ar"))
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_table_and_dialog_draws_mixed_names(game_id, language, monkeypatch):
    app = App()
    app.set_language(language)
    try:
        names = (NAMES * 3)[:entry(game_id).picture_players]
        scene = midgame(app, game_id, moves=12, names=names)
        for _ in range(20):
            app.step(1 / 60, [])
        assert any(name in seat.shown for seat in scene.match.seats for name in ("Anna", "سارة"))
        every_dialog(app, scene, monkeypatch)
    finally:
        app.set_language("en")
