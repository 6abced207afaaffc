"""Setting up a game: seats (name, human or computer) and the game's options.

The option controls are built from the config dataclass's field metadata, so a
new option in an engine needs no code here.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game import saves
from game.engine.core import option_fields
from game.games import GameEntry
from game.i18n import _, default_name, pgettext, refusal_text, shown_name, stored_name
from game.match import Match, Seat, new_seed
from game.names import MAX_NAME, clean_name, typed_name
from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets import Button, ChoiceRow, TextField, draw_panel

LEVELS = ("easy", "normal", "hard")


def level_labels() -> tuple[str, str, str]:
    """A computer player's levels; "Normal" in the context "level" (the animation speed is another)."""
    return pgettext("level", "Easy"), pgettext("level", "Normal"), pgettext("level", "Hard")


def _label(field: dataclasses.Field, value: Any) -> str:
    labels = field.metadata.get("labels", {})
    return _(labels[value]) if value in labels else str(value)


def help_lines(help_text: str) -> list[str]:
    """An option's help: one line at 14 px, or two at 13 px when it is long (some languages are)."""
    if not help_text or theme.fitted_size(help_text, 14, 560) >= theme.min_text():
        return [help_text] if help_text else []
    return theme.wrap(help_text, theme.min_text(), 560)[:2]


class SetupScene(Scene):
    def __init__(self, app, ui: GameEntry) -> None:
        super().__init__(app)
        self.ui = ui
        self.info = ui.info
        defaults = self.info.default_config()
        self.values: dict[str, Any] = {f.name: getattr(defaults, f.name) for f in dataclasses.fields(defaults)}
        counts = self.info.allowed_player_counts()
        self.values["players"] = self.values.get("players", counts[0])
        # The fields show the names as typed; a default name is shown in the interface language.
        self.seats: list[Seat] = [Seat(shown_name(default_name(False, 1)))] + [
            Seat(shown_name(default_name(True, i + 1)), computer=True) for i in range(1, max(counts))
        ]
        self.error: str | None = None
        self.build()

    # ------------------------------------------------------------ model

    @property
    def player_count(self) -> int:
        return self.values["players"]

    def config(self) -> Any:
        """The config for the current choices; ValueError with a sentence when impossible."""
        return self.info.config_class(**self.values)

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
        seats = [dataclasses.replace(s, name=stored_name(clean_name(s.name))) for s in self.seats[: self.player_count]]
        # A save of its own: a game in progress (of this game or another) is never replaced.
        match = Match(self.info, config, seats, new_seed(), save_path=saves.new_path(self.info.id))
        match.save()
        self.app.replace(self.ui.scene(self.app, match))

    # ------------------------------------------------------------ layout

    def build(self) -> None:
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
            self.widgets.append(ChoiceRow(m((250, y, 182, row_h - 8)), (False, True), (_("Human"), _("Computer")),
                                          seat.computer, lambda v, i=i: self.set_seat(i, computer=v), size=15))
            if seat.computer:
                self.widgets.append(ChoiceRow(m((440, y, 198, row_h - 8)), LEVELS, level_labels(),
                                              seat.level, lambda v, i=i: self.set_seat(i, level=v), size=13))
            y += row_h
        y = 150
        self.option_labels: list[tuple[str, str, int]] = []
        for f in fields:
            if f.name == "players":
                continue
            choices = f.metadata["choices"]
            self.option_labels.append((_(f.metadata["label"]), _(f.metadata.get("help", "")), y))
            row = ChoiceRow(m((670, y + 26, 580, 38)), choices, [_label(f, c) for c in choices],
                            self.values[f.name], lambda v, name=f.name: self.set_value(name, v), size=15)
            self.widgets.append(row)
            y += 100
        self.widgets.append(Button(m((60, theme.HEIGHT - 74, 180, 52)), _("Back"), self.app.pop, colour=(110, 110, 130)))
        self.start_button = Button(m((theme.WIDTH - 300, theme.HEIGHT - 74, 240, 52)), _("Start"), self.start, size=24)
        self.widgets.append(self.start_button)
        self.start_button.enabled = self.validate() is not None

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
        theme.blit_center(surface, theme.text(_("New game: {title}").format(title=_(self.info.title)), 36,
                                              theme.WHITE, bold=True), (theme.WIDTH // 2, 44))
        m = theme.mirror
        draw_panel(surface, m((40, 90, 610, 620)))
        draw_panel(surface, m((660, 90, 600, 620)))
        self.blit_start(surface, theme.text(_("Players"), 22, theme.INK, bold=True), m((60, 110, 570, 0)))
        self.blit_start(surface, theme.text(_("Options"), 22, theme.INK, bold=True), m((680, 110, 560, 0)))
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
                theme.blit_center(surface, theme.text(str(i + 1), 18, theme.MUTED, bold=True),
                                  m((62, y + (row_h - 8) // 2, 30, 0)).midtop)
            y += row_h
        if not self.option_labels:  # an empty panel would look unfinished
            self.blit_start(surface, theme.fit_text(_("This game has no options to choose."), 18, 560, theme.MUTED),
                            m((680, 156, 560, 0)))
        for label, help_text, y in self.option_labels:
            self.blit_start(surface, theme.fit_text(label, 18, 560, theme.INK, bold=True), m((680, y, 560, 0)))
            for i, line in enumerate(help_lines(help_text)):
                self.blit_start(surface, theme.fit_text(line, 14, 560, theme.MUTED), m((680, y + 66 + 15 * i, 560, 0)))
        if self.error:
            theme.blit_center(surface, theme.fit_text(self.error, 19, 700, (255, 230, 120), bold=True),
                              (theme.WIDTH // 2 + (40 if theme.rtl() else -40), theme.HEIGHT - 48))
        super().draw(surface)
