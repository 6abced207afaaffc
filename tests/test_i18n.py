"""Every string a player reads is in the catalogues, and the catalogues are current."""

from __future__ import annotations

import gettext
import importlib.util
import re
import string
import sys
from pathlib import Path

import pytest

from game import i18n
from game.engine.core import IllegalAction
from game.ui.bidi import visible

ROOT = Path(__file__).resolve().parents[1]


def load_messages_tool():
    spec = importlib.util.spec_from_file_location("messages", ROOT / "build" / "messages.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["messages"] = module
    spec.loader.exec_module(module)
    return module


def test_catalogue_template_is_current():
    pytest.importorskip("babel")
    tool = load_messages_tool()
    from babel.messages.pofile import read_po

    extracted = {(m.context, m.id) for m in tool.extract() if m.id}
    with open(ROOT / "game" / "locale" / "game.pot", "rb") as handle:
        committed = {(m.context, m.id) for m in read_po(handle) if m.id}
    missing = extracted - committed
    assert not missing, f"run `python build/messages.py`: {sorted(missing)[:5]}"


def test_every_message_has_an_english_entry():
    pytest.importorskip("babel")
    from babel.messages.pofile import read_po

    with open(ROOT / "game" / "locale" / "game.pot", "rb") as handle:
        template = {(m.context, m.id) for m in read_po(handle) if m.id}
    with open(ROOT / "game" / "locale" / "en" / "LC_MESSAGES" / "game.po", "rb") as handle:
        english = {(m.context, m.id): m.string for m in read_po(handle) if m.id}
    assert template <= set(english)
    assert all(english[m] for m in template)


def test_translation_files_give_count_messages_every_plural_form(tmp_path, monkeypatch):
    """A JSON plural entry fills each form of the language's catalogue; a wrong one is refused, saying which."""
    pytest.importorskip("babel")
    import json

    from babel.messages.catalog import Catalog

    tool = load_messages_tool()
    monkeypatch.setattr(tool, "PENDING", tmp_path)
    monkeypatch.setattr(tool, "LOCALE", tmp_path / "locale")  # no catalogue yet: made from the template
    template = Catalog(project="game-table")
    template.add(("{n} of {m} sequence", "{n} of {m} sequences"))
    template.add("Undo")
    entry = {"plural": "{n} of {m} sequences", "es": ["{n} de {m} secuencia", "{n} de {m} secuencias", "{n} de {m} secuencias"],
             "ar": ["{n} من {m} تسلسل", "{n} من تسلسل واحد", "{n} من تسلسلين", "{n} من {m} تسلسلات",
                    "{n} من {m} تسلسلًا", "{n} من {m} تسلسل"]}
    files = {"{n} of {m} sequence": entry, "Undo": {"es": "Deshacer"}}
    (tmp_path / "a.json").write_text(json.dumps(files), encoding="utf-8")
    spanish = tool.update(template, "es")
    assert spanish.get(("{n} of {m} sequence", "{n} of {m} sequences")).string == tuple(entry["es"])
    assert spanish.get("Undo").string == "Deshacer"
    assert tool.update(template, "ar").get(("{n} of {m} sequence", "{n} of {m} sequences")).string == \
        tuple(entry["ar"])

    for wrong, says in (({**entry, "es": entry["es"][:2]}, "needs 3 es plural forms"),
                        ({**entry, "plural": None}, "needs \"plural\""),
                        ({**entry, "es": "{n} de {m} secuencias"}, "needs 3 es plural forms")):
        (tmp_path / "a.json").write_text(json.dumps({**files, "{n} of {m} sequence": wrong}), encoding="utf-8")
        with pytest.raises(tool.TranslationError, match=says):
            tool.update(template, "es")
    (tmp_path / "a.json").write_text(json.dumps({"Undo": {"es": ["Deshacer"]}}), encoding="utf-8")
    with pytest.raises(tool.TranslationError, match="not a count message"):
        tool.update(template, "es")


# Placeholders that hold a number, and the words before a number that only name something ("Round 3").
NUMBER_FIELDS = "n|m|k|g|points|target|have|need|total|teams|best|score|count"
LABELS = ("Round ", "Player ", "Computer ")


def test_a_number_that_counts_something_is_a_count_message():
    """"{n} cards" in a plain message cannot be right in Arabic ("13 نقاط", "11 أوراق"): a number
    followed by what it counts must be a count message (ngettext, or core.NN_ in the engine)."""
    pytest.importorskip("babel")
    tool = load_messages_tool()
    counting = re.compile(r"\{(" + NUMBER_FIELDS + r")\}[ -]+[A-Za-z]")
    plain = [m.id for m in tool.extract() if m.id and not isinstance(m.id, tuple)]
    wrong = [text for text in plain for found in counting.finditer(text)
             if not text[:found.start()].endswith(LABELS)]
    assert not wrong, f"make these count messages: {wrong}"
    assert counting.search("Give {card} ({points} points) to {name}.")  # what it catches


def test_a_count_refusal_takes_the_form_of_its_number_in_each_language():
    """An engine refusal made with core.NN_ is English by its {n} and translated by its {n}."""
    from game.engine.core import NN_

    template = NN_("You can take only the top card of the discard pile.",
                   "You can take from 1 to {n} cards from the discard pile.")
    one, eleven = IllegalAction(template, n=1), IllegalAction(template, n=11)
    assert str(one) == "You can take only the top card of the discard pile."
    assert str(eleven) == "You can take from 1 to 11 cards from the discard pile."
    try:
        i18n.set_language("ar")
        assert visible(i18n.refusal_text(one)) == "لا يمكنك أن تأخذ إلا البطاقة العليا من رزمة المرتجعات."
        assert visible(i18n.refusal_text(eleven)) == "يمكنك أن تأخذ من 1 إلى 11 بطاقة من رزمة المرتجعات."
        i18n.set_language("es")
        assert i18n.refusal_text(eleven) == "Puedes tomar de 1 a 11 cartas de la pila de descarte."
    finally:
        i18n.set_language("en")


def test_refusals_translate_their_template_then_fill_values():
    exc = IllegalAction("{n} players cannot be split into {teams} equal teams.", n=4, teams=3)
    assert str(exc) == "4 players cannot be split into 3 equal teams."
    assert i18n.refusal_text(exc) == str(exc)
    i18n.set_language("xx")  # no catalogue: English is shown
    assert i18n._("Start") == "Start"
    i18n.set_language("en")


# ---------------------------------------------------------------- every language, complete and drawable

LANGUAGES = ("es", "fi", "ar")
LOCALE = ROOT / "game" / "locale"


def fields(text: str) -> set[str]:
    """The {names} a str.format template uses."""
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name is not None}


def catalogue(language: str):
    from babel.messages.pofile import read_po

    with open(LOCALE / language / "LC_MESSAGES" / "game.po", "rb") as handle:
        return read_po(handle, locale=language)


def template_ids() -> set:
    """(context, msgid) of every message: "Normal" as a level and as a speed are two messages."""
    from babel.messages.pofile import read_po

    with open(LOCALE / "game.pot", "rb") as handle:
        return {(m.context, m.id) for m in read_po(handle) if m.id}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_is_translated(language):
    pytest.importorskip("babel")
    po = catalogue(language)
    messages = {(m.context, m.id): m for m in po if m.id}
    untranslated = []
    for context, msgid in template_ids():
        message = messages.get((context, msgid))
        forms = () if message is None else (message.string if isinstance(message.string, tuple) else (message.string,))
        # A count message needs every plural form of the language (Arabic 6, Spanish 3, Finnish 2), each filled.
        wanted = po.num_plurals if isinstance(msgid, tuple) else 1
        if len(forms) != wanted or not all(forms) or message.fuzzy:
            untranslated.append(msgid if isinstance(msgid, str) else msgid[0])
    assert not untranslated, f"{language}: {len(untranslated)} untranslated, e.g. {sorted(untranslated)[:5]}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_their_placeholders(language):
    pytest.importorskip("babel")
    wrong = []
    for message in catalogue(language):
        if not message.id or not message.string:
            continue
        if isinstance(message.id, tuple):  # plural forms may spell out "one" or "two" instead of {n}
            wanted = fields(message.id[0]) | fields(message.id[1])
            forms = [fields(form) for form in message.string]
            if any(not f <= wanted for f in forms) or set().union(*forms) != wanted:
                wrong.append(message.id[0])
        elif fields(message.string) != fields(message.id):
            wrong.append(message.id)
    assert not wrong, f"{language}: placeholders changed in {wrong[:5]}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_compiled_catalogues_are_current(language):
    """The .mo the program reads says what the .po source says (run `python build/messages.py`)."""
    pytest.importorskip("babel")
    with open(LOCALE / language / "LC_MESSAGES" / "game.mo", "rb") as handle:
        compiled = gettext.GNUTranslations(handle)
    for message in catalogue(language):
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            for n in (1, 2, 5, 11, 100):
                shown = compiled.npgettext(message.context, *message.id, n) if message.context else \
                    compiled.ngettext(*message.id, n)
                assert shown == message.string[catalogue_plural(language, n)], message.id[0]
        else:
            shown = compiled.pgettext(message.context, message.id) if message.context else compiled.gettext(message.id)
            assert shown == message.string, message.id


def catalogue_plural(language: str, n: int) -> int:
    from babel.messages.catalog import Catalog

    return gettext.c2py(Catalog(locale=language).plural_expr)(n)


@pytest.fixture
def pygame_fonts():
    import pygame

    from game.ui import theme

    pygame.font.init()
    theme.reset_caches()
    yield theme
    i18n.set_language("en")
    theme.reset_caches()


def all_strings(language: str) -> list[str]:
    strings = []
    for message in catalogue(language):
        if not message.id:
            continue
        if language == "en":
            strings.extend(message.id if isinstance(message.id, tuple) else (message.id,))
        else:
            strings.extend(message.string if isinstance(message.string, tuple) else (message.string,))
    return strings


@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_every_string_renders_without_missing_glyphs(language, pygame_fonts):
    """No boxes: the interface font has every character of every string (regular and bold), and each renders."""
    pytest.importorskip("babel")
    theme = pygame_fonts
    i18n.set_language(language)
    missing = {}
    for text in all_strings(language):
        for bold in (False, True):
            font = theme.font(16, bold)
            for char in set(text):
                if not char.isspace() and font.metrics(char)[0] is None:
                    missing.setdefault(char, text)
        for line in text.split("\n"):
            surface = theme.text(line, 16)
            assert surface.get_height() > 0
    assert not missing, {f"U+{ord(c):04X} {c}": t[:60] for c, t in missing.items()}


# ---------------------------------------------------------------- right to left

def test_bidi_runs_put_numbers_and_latin_names_in_reading_order():
    from game.ui import bidi

    assert bidi.runs("اللاعب 1", True) == (("1", False), ("اللاعب ", True))
    assert bidi.runs("دور Anna.", True) == ((".", True), ("Anna", False), ("دور ", True))
    assert bidi.runs("Anna: سارة", False) == (("Anna: ", False), ("سارة", True))
    assert bidi.runs("12:30 دقيقة", True) == ((" دقيقة", True), ("12:30", False))
    assert bidi.runs("Anna", True) == (("Anna", False),)


def test_arabic_is_shaped_and_laid_out_right_to_left(pygame_fonts):
    import pygame

    theme = pygame_fonts
    i18n.set_language("ar")
    word = "تسلسل"
    shaped = theme.text(word, 30)
    # Joined letters: narrower than the same letters drawn one by one in their isolated forms.
    loose = sum(theme.font(30).size(char)[0] for char in word)
    assert shaped.get_width() < loose * 0.9
    assert shaped.get_width() == theme.rtl_font(30).size(word)[0]
    # Unshaped, the same letters drawn one by one (isolated forms) look different.
    letters = [theme.font(30).render(char, True, theme.INK) for char in reversed(word)]
    loose_surface = pygame.Surface((sum(p.get_width() for p in letters), shaped.get_height()), pygame.SRCALPHA)
    x = 0
    for part in letters:
        loose_surface.blit(part, (x, 0))
        x += part.get_width()
    assert loose_surface.get_size() != shaped.get_size() or \
        pygame.image.tobytes(loose_surface, "RGBA") != pygame.image.tobytes(shaped, "RGBA")
    # A number in an Arabic sentence stays left to right, at the end of the line (its left).
    line = theme.text("البطاقات 17", 30)
    digits = theme.font(30).render("17", True, theme.INK)
    width = digits.get_width()
    rows = min(line.get_height(), digits.get_height())
    left = [line.get_at((x, y)).a for x in range(width) for y in range(rows)]
    assert left == [digits.get_at((x, y)).a for x in range(width) for y in range(rows)]
    assert theme.align_x(100, 500, 80) == 520
    assert theme.mirror((40, 90, 610, 620)).x == theme.WIDTH - 650
    i18n.set_language("en")
    assert theme.align_x(100, 500, 80) == 100


# ---------------------------------------------------------------- settings and the system language

def test_first_start_follows_the_system_language(monkeypatch):
    assert i18n.system_language({"LANG": "ar_EG.UTF-8"}) == "ar"
    assert i18n.system_language({"LANGUAGE": "de:es", "LANG": "de_DE.UTF-8"}) == "es"
    assert i18n.system_language({"LC_ALL": "Finnish_Finland.1252"}) == "fi"
    assert i18n.system_language({"LANG": "C.UTF-8"}) == "en"
    assert i18n.system_language({"LANG": "de_DE.UTF-8"}) == "en"
    assert i18n.system_language({}) == "en"
    monkeypatch.setenv("LANGUAGE", "fi_FI")
    from game import storage
    from game.app import App
    from game.ui.menu import MenuScene

    assert storage.load_settings()[0].language == ""  # no file yet: follow the system
    app = App()
    app.push(MenuScene(app))
    assert i18n.language() == "fi"
    assert "Uusi peli" in [getattr(w, "label", None) for w in app.scene.widgets]


def test_settings_switch_language_at_once_and_are_saved():
    from game import storage
    from game.app import App
    from game.selftest import choose, find_button, press
    from game.ui import sound
    from game.ui.menu import MenuScene
    from game.ui.settings_scene import SettingsScene

    app = App()
    app.push(MenuScene(app))
    quit_button, settings_button = find_button(app.scene, "Quit"), find_button(app.scene, "Settings")
    assert quit_button.rect.left > settings_button.rect.right  # Quit comes last in the row (reading order)
    press(app, "Settings")
    assert isinstance(app.scene, SettingsScene)
    choose(app, "Español")
    assert i18n.language() == "es"
    assert find_button(app.scene, "Volver")  # the settings scene itself is rebuilt in Spanish
    choose(app, "50 %")
    choose(app, "No", 0)  # sound off
    choose(app, "Sí", 1)  # full screen on
    saved, problem = storage.load_settings()
    assert problem is None
    assert (saved.language, saved.volume, saved.muted, saved.fullscreen) == ("es", 0.5, True, True)
    assert (sound._volume, sound._muted) == (0.5, True)
    press(app, "Volver")
    labels = [getattr(w, "label", None) for w in app.scene.widgets]
    assert isinstance(app.scene, MenuScene) and "Nueva partida" in labels and "Ajustes" in labels
    app.step(1 / 60, [])  # the menu draws its Spanish titles
    press(app, "Ajustes")
    choose(app, "العربية")
    assert i18n.right_to_left()
    press(app, "رجوع")
    assert "لعبة جديدة" in [getattr(w, "label", None) for w in app.scene.widgets]
    app.step(1 / 60, [])
    # Mirrored: the game's buttons are at the left of each card in Arabic.
    new_game = next(w for w in app.scene.widgets if getattr(w, "label", None) == "لعبة جديدة")
    assert new_game.rect.centerx < theme_width() // 2


def theme_width() -> int:
    from game.ui import theme

    return theme.WIDTH


# ---------------------------------------------------------------- labels fit their boxes

SMALLEST = 13  # theme.MIN_TEXT: fit_text never goes below it, so a label must fit at that size


def labels_too_small(scene) -> list[str]:
    from game.ui import theme
    from game.ui.widgets import Button, ChoiceRow

    small = []
    for widget in scene.widgets:
        if isinstance(widget, Button):
            if theme.fitted_size(widget.label, widget.size, widget.rect.width - 16, bold=True) < SMALLEST:
                small.append(widget.label)
        elif isinstance(widget, ChoiceRow):
            for i, label in enumerate(widget.labels):
                segment = widget.segment(i)
                size, lines = theme.fit_lines(label, widget.size, segment.width - 8, bold=True,
                                              height=segment.height - 4)
                fits = all(theme.text_width(line, size, bold=True) <= segment.width - 8 for line in lines)
                if not fits or len(lines) * (size + theme.LINE_GAP) > segment.height - 4:  # two lines at most
                    small.append(label)
    return small


@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_buttons_and_options_fit_in_every_language(language):
    from game.app import App
    from game.games import checked_entries
    from game.ui import theme
    from game.ui.dialogs import PauseMenu, RulesScene
    from game.ui.menu import MenuScene
    from game.ui.settings_scene import COLUMN_WIDTH, SettingsScene
    from game.ui.setup import SetupScene, help_lines

    app = App()
    app.set_language(language)
    problems: dict[str, list[str]] = {}

    def check(name: str, scene) -> None:
        app.push(scene)
        app.step(1 / 60, [])
        if small := labels_too_small(scene):
            problems[name] = small
        app.pop()

    app.push(MenuScene(app))
    menu = app.scene
    check("settings", SettingsScene(app))
    for label, _x, _y in SettingsScene(app).rows:
        if theme.fitted_size(label, 22, COLUMN_WIDTH, bold=True) < SMALLEST:
            problems.setdefault("settings labels", []).append(label)
    check("pause", PauseMenu(app, "x", "y", lambda: None))
    check("rules", RulesScene(app, "x", "y"))
    for ui in checked_entries():
        # The menu card: the title fits, the description takes at most the three lines shown.
        if theme.fitted_size(i18n._(ui.info.title), 30, 630, bold=True) < 24:
            problems.setdefault("menu titles", []).append(ui.info.title)
        if len(theme.wrap(i18n._(ui.info.description), 17, 630)) > 3:
            problems.setdefault("menu descriptions", []).append(ui.info.id)
        setup = SetupScene(app, ui)
        for seat in range(1, len(setup.seats)):
            setup.set_seat(seat, computer=True)  # every level row on show
        setup.set_value("players", max(ui.info.allowed_player_counts()))
        check(f"setup {ui.info.id}", setup)
        for label, help_text, _y in setup.option_labels:
            if theme.fitted_size(label, 18, 560, bold=True) < 16:
                problems.setdefault(f"setup {ui.info.id} labels", []).append(label)
            size, lines = help_lines(help_text)
            if help_text and (" ".join(lines) != help_text or any(theme.fitted_size(t, size, 560) < size for t in lines)):
                problems.setdefault(f"setup {ui.info.id} help", []).append(help_text)
        title = i18n._("New game: {title}").format(title=i18n._(ui.info.title))
        if theme.text_width(title, 36, bold=True) > theme.WIDTH - 40:
            problems.setdefault("setup titles", []).append(title)
    assert not labels_too_small(menu)
    assert not problems, f"{language}: {problems}"


# ---------------------------------------------------------------- names inside refusals

def rummidrez_refusals_naming_cards() -> list[IllegalAction]:
    """Refusals that name cards, colours and figures: bad groups, and plays that lose or repeat a card."""
    from game.engine import rummidrez as rz

    knight = [rz.card_id(1, n) for n in range(1, 10)]
    bad_groups = (
        [knight[3], knight[5], knight[6]],  # not consecutive
        [knight[0], knight[0], knight[2]],  # a card twice
        [knight[0], rz.card_id(1, 1, deck=1), knight[2]],  # a colour twice
        [rz.card_id(0, 4), knight[3], rz.card_id(1, 4, deck=1)],  # a figure twice
        [rz.card_id(2, 5), knight[3], rz.card_id(0, 7)],  # neither same figure nor same colour
        [rz.neutral_id(0), knight[3], knight[4]],  # a Neutral at the end
    )
    refusals = [rz.group_refusal(g) for g in bad_groups]
    state = rz.new_game(rz.RummidrezConfig(players=2), 7)
    state.phase, state.melded = rz.PHASE_MELD, [True, True]
    table = knight[:3]
    for pile in (*state.hands, state.stock, state.discard):
        pile[:] = [c for c in pile if c not in table]
    state.table = [table]
    hand, other = state.hands[state.turn], state.hands[1 - state.turn]
    refusals.append(state.check_play(rz.encode_table([table, [other[0], hand[0], hand[1]]])))  # not held
    refusals.append(state.check_play(rz.encode_table([table[:2], [hand[0], hand[0], hand[1]]])))  # twice
    refusals.append(state.check_play(rz.encode_table([table[:2], hand[:3]])))  # a table card lost
    assert all(isinstance(r, IllegalAction) for r in refusals)
    return refusals


@pytest.mark.parametrize("language", ("es", "ar"))
def test_refusals_name_cards_in_the_players_language(language):
    """A translated refusal names its cards in that language too: no English card word inside."""
    from game.engine import rummidrez as rz

    i18n.set_language(language)
    english_words = {w for w in (*rz.FIGURE_NAMES, *rz.COLOUR_NAMES, "Neutral") if i18n._(w) != w}
    assert len(english_words) >= 12
    for refusal in rummidrez_refusals_naming_cards():
        text = visible(i18n.refusal_text(refusal))  # Arabic: values come as isolates, which draw nothing
        assert not set(text.replace(",", " ").replace(":", " ").split()) & english_words, text
        assert text != str(refusal)
        for value in refusal.params.values():  # each name as the table shows it (Spanish "Caballo 4 Morado")
            for name in value if isinstance(value, tuple) else (value,):
                assert visible(i18n.phrase_text(name)) in text
    i18n.set_language("en")


# ---------------------------------------------------------------- words with two senses, default names

def test_normal_as_a_level_and_as_a_speed_are_two_messages():
    from game.ui.settings_scene import speed_label
    from game.ui.setup import level_labels

    try:
        i18n.set_language("fi")
        assert level_labels() == ("Helppo", "Keski", "Vaikea") and speed_label("normal") == "Normaali"
        i18n.set_language("es")  # the speed agrees with «animaciones»
        assert level_labels()[1] == "Normal" and speed_label("normal") == "Normales"
        i18n.set_language("ar")  # a team is named as a noun, the colour stays an adjective
        from game.ai.hints import team_name

        assert team_name(0) == "الأزرق" and i18n._("Blue") == "أزرق"
    finally:
        i18n.set_language("en")


def test_default_names_are_shown_in_the_language_and_saved_in_english():
    from game.app import App
    from game.games import entry
    from game.ui.setup import SetupScene
    from game.ui.widgets import TextField

    app = App()
    try:
        app.set_language("es")
        setup = SetupScene(app, entry("figuras"))
        app.push(setup)
        assert [w.value for w in setup.widgets if isinstance(w, TextField)][:2] == ["Jugador 1", "Ordenador 2"]
        setup.start()
        match = app.scene.match
        assert [s.name for s in match.seats][:2] == ["Player 1", "Computer 2"]  # in the save and the statistics
        assert [s.shown for s in match.seats][:2] == ["Jugador 1", "Ordenador 2"]
        app.set_language("fi")
        assert [s.shown for s in match.seats][:2] == ["Pelaaja 1", "Tietokone 2"]
    finally:
        app.set_language("en")
