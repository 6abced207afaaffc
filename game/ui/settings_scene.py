"""Settings: language, sound and full screen, saved at once in the data folder.

Reached from the main menu. A new language shows at once: this scene builds
its labels again, and the menu does when it comes back.
"""

from __future__ import annotations

import pygame

from game.i18n import LANGUAGES, _, language
from game.ui import motion, sound, theme
from game.ui.scene import Scene
from game.ui.widgets import Button, ChoiceRow, draw_panel

VOLUMES = (0.25, 0.5, 0.75, 1.0)
PANEL = pygame.Rect(240, 96, 800, 580)
ROW_X, ROW_WIDTH = PANEL.x + 40, PANEL.width - 80


def nearest_volume(volume: float) -> float:
    return min(VOLUMES, key=lambda v: (abs(v - volume), -v))


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.build()

    def build(self) -> None:
        settings = self.app.settings
        self.widgets = []
        self.rows: list[tuple[str, int]] = []  # (label, y) drawn above each row of choices
        y = PANEL.y + 36

        def row(label: str, choices, labels, selected, on_change, size: int = 18) -> ChoiceRow:
            nonlocal y
            self.rows.append((label, y))
            widget = ChoiceRow((ROW_X, y + 34, ROW_WIDTH, 48), choices, labels, selected, on_change, size=size)
            self.widgets.append(widget)
            y += 104  # five rows fit the panel
            return widget

        self.language_row = row(_("Language"), [code for code, _name in LANGUAGES], [name for _code, name in LANGUAGES],
                                 language(), self.set_language, size=20)
        self.volume_row = row(_("Sound volume"), VOLUMES, [_("{n}%").format(n=round(v * 100)) for v in VOLUMES],
                              nearest_volume(settings.volume), self.set_volume)
        self.sound_row = row(_("Sound"), (False, True), (_("On"), _("Off")), settings.muted, self.set_muted)
        self.fullscreen_row = row(_("Full screen"), (True, False), (_("On"), _("Off")), settings.fullscreen,
                                  self.app.set_fullscreen)
        self.animation_row = row(_("Animations"), motion.SPEEDS, [_(motion.SPEED_LABELS[s]) for s in motion.SPEEDS],
                                 settings.animation_speed, self.set_animation_speed)
        self.widgets.append(Button((theme.WIDTH // 2 - 110, theme.HEIGHT - 92, 220, 52), _("Back"), self.app.pop,
                                   colour=(110, 110, 130)))

    # ------------------------------------------------------------ changes

    def set_language(self, language: str) -> None:
        self.app.set_language(language)
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

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT)
        theme.blit_center(surface, theme.text(_("Settings"), 40, theme.WHITE, bold=True), (theme.WIDTH // 2, 46))
        draw_panel(surface, PANEL)
        for label, y in self.rows:
            line = theme.fit_text(label, 22, ROW_WIDTH, theme.INK, bold=True)
            surface.blit(line, (theme.align_x(ROW_X, ROW_WIDTH, line.get_width()), y))
        super().draw(surface)
