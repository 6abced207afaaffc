"""Setting up a game: seats (name, human or computer) and the game's options.

The option controls are built from the config dataclass's field metadata, so a
new option in an engine needs no code here: an option left with one allowed
choice by the others (the solitaire's clock) is not offered, and its help line
describes the choice selected when the option describes each (`choice_help`).
The screen opens with the game's last setup (game.setup_memory).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game import saves, setup_memory
from game.engine.core import config_to_dict, option_fields
from game.games import GameEntry
from game.i18n import _, default_name, refusal_text, shown_name, stored_name
from game.match import Match, Seat, new_seed
from game.names import MAX_NAME, clean_name, typed_name
from game.ui import setup_about, theme
from game.ui.scene import Scene
from game.ui.seat_labels import LEVELS, level_labels
from game.ui.widgets import Button, ChoiceRow, TextField, draw_panel


def _label(field: dataclasses.Field, value: Any) -> str:
    labels = field.metadata.get("labels", {})
    return _(labels[value]) if value in labels else str(value)


def option_help(field: dataclasses.Field, value: Any) -> str:
    """The help line of an option: the description of the choice `value`, or of the option."""
    return _(field.metadata.get("choice_help", {}).get(value) or field.metadata.get("help", ""))


HELP_WIDTH = 560  # an option's help lines: the options panel's width


def help_lines(help_text: str) -> tuple[int, list[str]]:
    """An option's help, (size, lines): one line at TEXT_SMALL when it fits (readable on a 1024 x 600
    screen, where the window is drawn at about two thirds), else two lines of small print (the option
    rows leave room for two only at that size; some languages need them)."""
    size = max(theme.TEXT_SMALL, theme.min_text())
    if not help_text:
        return size, []
    if theme.text_width(help_text, size) <= HELP_WIDTH:
        return size, [help_text]
    return theme.min_text(), theme.wrap(help_text, theme.min_text(), HELP_WIDTH)[:2]


PANELS_BOTTOM = 690  # the players' and options' panels end at 710: their contents 20 px above


class SetupScene(Scene):
    def __init__(self, app, ui: GameEntry) -> None:
        super().__init__(app)
        self.ui = ui
        self.info = ui.info
        remembered, self.notice = setup_memory.recall(self.info)  # notice: the memory was damaged
        config = remembered.config if remembered is not None else self.info.default_config()
        self.values: dict[str, Any] = config_to_dict(config)
        counts = self.info.allowed_player_counts()
        self.values["players"] = self.values.get("players", counts[0])
        # The fields show the names as typed; a default name is shown in the interface language.
        self.seats: list[Seat] = [Seat(shown_name(default_name(False, 1)))] + [
            Seat(shown_name(default_name(True, i + 1)), computer=True) for i in range(1, max(counts))
        ]
        for i, seat in enumerate(remembered.seats if remembered is not None else ()):
            self.seats[i] = dataclasses.replace(seat, name=shown_name(seat.name))
        self.error: str | None = None
        self.build()

    # ------------------------------------------------------------ model

    @property
    def player_count(self) -> int:
        return self.values["players"]

    def config(self) -> Any:
        """The config for the current choices; ValueError with a sentence when impossible."""
        return self.info.config_class(**self.chosen_values())

    def allowed(self, values: dict[str, Any]) -> bool:
        try:
            self.info.config_class(**values)
        except ValueError:
            return False
        return True

    def allowed_choices(self, field: dataclasses.Field) -> list[Any]:
        """The choices of option `field` that go with the other options as chosen."""
        return [c for c in field.metadata["choices"] if self.allowed({**self.values, field.name: c})]

    def fixed_options(self) -> dict[str, Any]:
        """The options the others leave one choice (the solitaire has no clock): not offered, and
        played with that choice; the player's own choice is kept for when it applies again."""
        fixed = {}
        for f in option_fields(self.info.default_config()):
            if f.name != "players" and len(allowed := self.allowed_choices(f)) == 1:
                fixed[f.name] = allowed[0]
        return fixed

    def chosen_values(self) -> dict[str, Any]:
        return {**self.values, **self.fixed_options()}

    def offers_computers(self) -> bool:
        """A seat may be a computer's when others play too: one player alone is a person."""
        return self.player_count > 1

    def played_seats(self) -> list[Seat]:
        """The seats of the game the current choices start, names as they are kept."""
        seats = [dataclasses.replace(s, name=stored_name(clean_name(s.name))) for s in self.seats[: self.player_count]]
        if not self.offers_computers():
            seats = [dataclasses.replace(s, computer=False) for s in seats]
        return seats

    def set_value(self, name: str, value: Any) -> None:
        self.values[name] = value
        self.build()

    def set_seat(self, index: int, **changes: Any) -> None:
        seat = self.seats[index]
        if "computer" in changes and changes["computer"] != seat.computer:
            if stored_name(seat.name) in (default_name(False, index + 1), default_name(True, index + 1)):
                changes["name"] = shown_name(default_name(changes["computer"], index + 1))
        self.seats[index] = dataclasses.replace(seat, **changes)
        if "name" not in changes or "computer" in changes:
            self.build()

    def validate(self) -> Any | None:
        try:
            config = self.config()
        except ValueError as exc:
            self.error = refusal_text(exc)
            return None
        names = [stored_name(clean_name(s.name)) for s in self.seats[: self.player_count]]
        if any(not n for n in names):
            self.error = _("Every seat needs a name.")
            return None
        if len(set(names)) != len(names):
            self.error = _("Two seats have the same name; give each player their own.")
            return None
        self.error = None
        return config

    def start(self) -> None:
        config = self.validate()
        if config is None:
            return
        # A default name is kept in English ("Jugador 2" -> "Player 2"): shown in any language, one
        # player in the statistics (game.i18n.stored_name).
        seats = self.played_seats()
        setup_memory.remember(self.info, config, seats)  # the next game of this one starts from these
        # A save of its own: a game in progress (of this game or another) is never replaced.
        match = Match(self.info, config, seats, new_seed(), save_path=saves.new_path(self.info.id))
        match.save()
        self.app.replace(self.ui.scene(self.app, match))

    # ------------------------------------------------------------ layout

    def build(self) -> None:
        if not self.offers_computers() and self.seats[0].computer:
            self.set_seat(0, computer=False)  # one player alone is a person ("Computer 1" -> "Player 1")
            return  # set_seat built the screen
        self.widgets = []
        fields = option_fields(self.info.default_config())
        players_field = next(f for f in fields if f.name == "players")
        counts = self.info.allowed_player_counts()
        m = theme.mirror  # right to left: the players' panel on the right, every row read from the right
        # The counts as the game names them: Rummidrez's "1 (solitaire)" says what one player plays.
        self.widgets.append(ChoiceRow(m((60, 150, 560, 40)), counts, [_label(players_field, c) for c in counts],
                                      self.player_count, lambda v: self.set_value("players", v)))
        row_h = 40 if self.player_count > 8 else 46
        y = 210
        for i in range(self.player_count):
            seat = self.seats[i]
            self.widgets.append(TextField(m((100, y, 146, row_h - 8)), seat.name,
                                          lambda text, i=i: self.set_seat(i, name=text), MAX_NAME,
                                          accept=typed_name))
            if self.offers_computers():
                self.widgets.append(ChoiceRow(m((250, y, 182, row_h - 8)), (False, True),
                                              (_("Human"), _("Computer")), seat.computer,
                                              lambda v, i=i: self.set_seat(i, computer=v), size=theme.TEXT_SMALL))
            if seat.computer:
                self.widgets.append(ChoiceRow(m((440, y, 198, row_h - 8)), LEVELS, level_labels(),
                                              seat.level, lambda v, i=i: self.set_seat(i, level=v), size=theme.TEXT_SMALL))
            y += row_h
        y = 150
        self.option_labels: list[tuple[str, str, int]] = []
        fixed = self.fixed_options()
        for f in fields:
            if f.name == "players" or f.name in fixed:
                continue
            choices = f.metadata["choices"]
            self.option_labels.append((_(f.metadata["label"]), option_help(f, self.values[f.name]), y))
            row = ChoiceRow(m((670, y + 26, 580, 38)), choices, [_label(f, c) for c in choices],
                            self.values[f.name], lambda v, name=f.name: self.set_value(name, v), size=theme.TEXT_SMALL)
            allowed = self.allowed_choices(f)
            if allowed:  # what does not go with the other options is greyed out (3 teams of 4 players)
                row.disabled = set(choices) - set(allowed) - {self.values[f.name]}
            self.widgets.append(row)
            y += 100
        self.widgets.append(Button(m((60, theme.HEIGHT - 74, 180, 52)), _("Back"), self.app.pop, colour="BUTTON_QUIET"))
        self.start_button = Button(m((theme.WIDTH - 300, theme.HEIGHT - 74, 240, 52)), _("Start"), self.start,
                                   key=pygame.K_RETURN)  # the first Enter starts, ring shown or not
        self.widgets.append(self.start_button)
        self.start_button.enabled = self.validate() is not None

    def free_rooms(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The room left under the seats' rows and under the options (left to right)."""
        rows_end = 210 + self.player_count * (40 if self.player_count > 8 else 46)
        options_end = 150 + 100 * len(self.option_labels) if self.option_labels else 196
        return (pygame.Rect(60, rows_end + 12, 570, PANELS_BOTTOM - rows_end - 12),
                pygame.Rect(680, options_end + 10, 560, PANELS_BOTTOM - options_end - 10))

    def room_uses(self) -> dict[str, pygame.Rect]:
        """Which free room shows what (left to right): the game's picture and summary ("about") in
        the options' room when it is large (no options), else under the seats; the first words of
        the rules ("summary") under the seats when the picture went to the options' room."""
        players, options = self.free_rooms()
        uses = {}
        if options.height >= setup_about.ABOUT_ROOM:
            uses["about"] = options
            if players.height >= setup_about.SUMMARY_ROOM:
                uses["summary"] = players
        elif players.height >= setup_about.ABOUT_ROOM:
            uses["about"] = players
        return uses

    def draw_rooms(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The free rooms' contents (see room_uses); the boxes drawn, where they show."""
        uses = self.room_uses()
        drawn = []
        if "about" in uses:
            drawn += setup_about.draw_about(surface, self.info.id, _(self.info.description),
                                            theme.mirror(uses["about"]))
        if "summary" in uses:
            drawn += setup_about.draw_summary(surface, _(self.ui.rules_text), theme.mirror(uses["summary"]))
        return drawn

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        self.start_button.enabled = self.validate() is not None

    def focus_first(self) -> object:
        return self.start_button  # Enter at once starts with the usual choices

    @staticmethod
    def blit_start(surface: pygame.Surface, label: pygame.Surface, span: pygame.Rect) -> None:
        """`label` at the start of `span` in the reading direction (left, or right in RTL)."""
        surface.blit(label, (theme.align_x(span.x, span.width, label.get_width()), span.y))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT)
        theme.blit_center(surface, theme.text(_("New game: {title}").format(title=_(self.info.title)), theme.TEXT_TITLE,
                                              theme.WHITE, bold=True), (theme.WIDTH // 2, 44))
        m = theme.mirror
        draw_panel(surface, m((40, 90, 610, 620)))
        draw_panel(surface, m((660, 90, 600, 620)))
        self.blit_start(surface, theme.text(_("Players"), theme.TEXT_HEADING, theme.INK, bold=True), m((60, 110, 570, 0)))
        self.blit_start(surface, theme.text(_("Options"), theme.TEXT_HEADING, theme.INK, bold=True), m((680, 110, 560, 0)))
        row_h = 40 if self.player_count > 8 else 46
        y = 210
        config = None
        try:
            config = self.config()
        except ValueError:
            pass
        for i in range(self.player_count):
            icon = self.ui.scene.seat_icon(config, i, 30) if config is not None else None
            if icon is not None:
                surface.blit(icon, m((62, y + (row_h - 8) // 2 - 15, 30, 30)))
            else:
                theme.blit_center(surface, theme.text(str(i + 1), theme.TEXT_BODY, theme.MUTED, bold=True),
                                  m((62, y + (row_h - 8) // 2, 30, 0)).midtop)
            y += row_h
        self.draw_rooms(surface)
        if not self.option_labels:  # an empty panel would look unfinished
            none = (_("This game has no options to choose.") if not self.fixed_options()
                    else _("No options apply to one player alone."))
            self.blit_start(surface, theme.fit_text(none, theme.TEXT_BODY, 560, theme.MUTED), m((680, 156, 560, 0)))
        for label, help_text, y in self.option_labels:
            self.blit_start(surface, theme.fit_text(label, theme.TEXT_BODY, 560, theme.INK, bold=True), m((680, y, 560, 0)))
            size, lines = help_lines(help_text)
            for i, line in enumerate(lines):
                self.blit_start(surface, theme.fit_text(line, size, HELP_WIDTH, theme.MUTED),
                                m((680, y + 66 + 15 * i, HELP_WIDTH, 0)))
        said = self.error or self.notice  # a refusal first; else what happened to the remembered setup
        if said:
            size, lines = theme.wrap_fit(said, theme.TEXT_LABEL, 700, height=56, bold=True)
            for i, line in enumerate(lines):
                theme.blit_center(surface, theme.text(line, size, theme.SPOKEN, bold=True),
                                  (theme.WIDTH // 2 + (40 if theme.rtl() else -40),
                                   round(theme.HEIGHT - 48 + (i - (len(lines) - 1) / 2) * (size + theme.LINE_GAP))))
        super().draw(surface)
