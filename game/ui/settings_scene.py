"""Settings: language, sound, full screen and the look (animations, contrast, text size),
saved at once in the data folder.

Reached from the main menu. Every change shows at once: a new language, palette
or text size makes this scene build its rows again, and the menu does when it
comes back. The rows sit in two columns (the first column at the start of the
reading direction): sound and screen on one side, how the game looks on the other.
"""

from __future__ import annotations

import pygame

from game.i18n import LANGUAGES, _, language, pgettext
from game.ui import motion, sound, theme
from game.ui.scene import Scene
from game.ui.widgets import Button, ChoiceRow, draw_panel

VOLUMES = (0.25, 0.5, 0.75, 1.0)
PANEL = pygame.Rect(60, 96, 1160, 580)
COLUMN_WIDTH, COLUMN_GAP = 520, 40  # two columns of rows inside the panel
ROW_PITCH = 124  # a label and its row of choices; four rows fill a column
ROW_TOP = PANEL.y + 36


def slot(column: int, index: int) -> tuple[int, int]:
    """(x, y) of row `index` of `column` (0: the column at the start of the reading direction)."""
    x = PANEL.x + 40 + column * (COLUMN_WIDTH + COLUMN_GAP)
    if theme.rtl():
        x = PANEL.x + PANEL.right - x - COLUMN_WIDTH  # the first column on the right
    return x, ROW_TOP + index * ROW_PITCH


def speed_label(speed: str) -> str:
    """An animation speed's label; "Normal" in the context "speed" (a computer's level is another)."""
    return {"off": pgettext("speed", "Off"), "normal": pgettext("speed", "Normal"),
            "fast": pgettext("speed", "Fast")}[speed]


def nearest_volume(volume: float) -> float:
    return min(VOLUMES, key=lambda v: (abs(v - volume), -v))


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.build()

    def build(self) -> None:
        settings = self.app.settings
        self.widgets = []
        self.rows: list[tuple[str, int, int]] = []  # (label, x, y) drawn above each row of choices

        def row(place: tuple[int, int], label: str, choices, labels, selected, on_change,
                size: int = theme.TEXT_BODY) -> ChoiceRow:
            x, y = slot(*place)
            self.rows.append((label, x, y))
            widget = ChoiceRow((x, y + 34, COLUMN_WIDTH, 48), choices, labels, selected, on_change, size=size)
            self.widgets.append(widget)
            return widget

        on_off = (_("On"), _("Off"))
        # First column: language, sound and screen.
        self.language_row = row((0, 0), _("Language"), [code for code, _name in LANGUAGES],
                                [name for _code, name in LANGUAGES], language(), self.set_language, size=theme.TEXT_LABEL)
        # The switch before its volume: the volume is what one sets once the sound is on.
        self.sound_row = row((0, 1), _("Sound"), (False, True), on_off, settings.muted, self.set_muted)
        self.volume_row = row((0, 2), _("Sound volume"), VOLUMES, [_("{n}%").format(n=round(v * 100)) for v in VOLUMES],
                              nearest_volume(settings.volume), self.set_volume)
        self.fullscreen_row = row((0, 3), _("Full screen"), (True, False), on_off, settings.fullscreen,
                                  self.app.set_fullscreen)
        # Second column: how the game looks and moves.
        self.animation_row = row((1, 0), _("Animations"), motion.SPEEDS,
                                 [speed_label(s) for s in motion.SPEEDS],
                                 settings.animation_speed, self.set_animation_speed)
        self.contrast_row = row((1, 1), _("High contrast"), (True, False), on_off, settings.high_contrast,
                                self.set_high_contrast)
        # Automatic (never chosen): on where the screen is smaller than the layout (App.large_text_wanted);
        # it says which it is now, or choosing On on a small screen looked like a choice that did nothing.
        automatic = _("Automatic (on now)") if theme.large_text() else _("Automatic (off now)")
        self.large_row = row((1, 2), _("Large cards and text"), (None, True, False), (automatic, *on_off),
                             settings.large_text, self.set_large_text)
        self.widgets.append(Button((theme.WIDTH // 2 - 110, theme.HEIGHT - 92, 220, 52), _("Back"), self.app.pop,
                                   colour="BUTTON_QUIET"))

    # ------------------------------------------------------------ changes

    def set_language(self, language: str) -> None:
        self.app.set_language(language)
        self.build()

    def set_high_contrast(self, on: bool) -> None:
        self.app.set_high_contrast(on)
        self.build()

    def set_large_text(self, on: bool | None) -> None:
        self.app.set_large_text(on)
        self.build()

    def set_volume(self, volume: float) -> None:
        self.app.settings.volume = volume
        self.apply_sound()
        sound.play("chip")  # hear the new volume

    def set_muted(self, muted: bool) -> None:
        self.app.settings.muted = muted
        self.apply_sound()

    def set_animation_speed(self, speed: str) -> None:
        self.app.settings.animation_speed = speed
        motion.set_speed(speed)
        self.app.save_settings()

    def apply_sound(self) -> None:
        sound.configure(self.app.settings.volume, self.app.settings.muted)
        self.app.save_settings()

    # ------------------------------------------------------------ input and drawing

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT)
        theme.blit_center(surface, theme.text(_("Settings"), theme.TEXT_TITLE, theme.WHITE, bold=True), (theme.WIDTH // 2, 46))
        draw_panel(surface, PANEL)
        for label, x, y in self.rows:
            line = theme.fit_text(label, theme.big(theme.TEXT_LABEL), COLUMN_WIDTH, theme.INK, bold=True)
            surface.blit(line, (theme.align_x(x, COLUMN_WIDTH, line.get_width()), y))
        super().draw(surface)
