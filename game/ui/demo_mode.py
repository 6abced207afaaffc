"""Demo mode: computer players play a game on their own while someone watches.

From the menu's Demo button: pick a game, and its usual table opens with every
seat a computer (normal and hard in turn), watched over the shoulder of the seat
to move (`TableScene.follow_turn`: its hand face up, nothing in it to click). A speed control sits where Undo and
Redo would be (the − and + buttons, or the - and + keys); Esc or Menu stops.
Announcements (the cut, a round's summary) close by themselves after a moment;
at the end the table offers Watch again or Menu.

A demo is never saved (its Match has no save path, so the player's game in
progress is untouched) and never counted in the statistics (`TableScene`
skips recording when `demo` is set).
"""

from __future__ import annotations

import pygame

from game import storage
from game.engine.core import N_
from game.games import GameEntry, checked_entries
from game.i18n import _, default_name
from game.match import Match, Seat, new_seed
from game.storage import DEMO_SPEEDS, Settings
from game.ui import motion, theme
from game.ui.dialogs import dim
from game.ui.scene import Scene
from game.ui.widgets import Button, draw_panel

SPEEDS = DEMO_SPEEDS  # times the normal pace of play
START_SPEED = SPEEDS.index(Settings.demo_speed)
LEVELS = ("normal", "hard")
READ_TIME = 3.0  # seconds an announcement stays up at normal speed
# ... and at least this long at any speed: a round's summary is where a watcher sees how a round is
# scored (play-test 4: at 8x it was gone in 0.4 s, never seen). Once a round, so the demo stays quick.
LEAST_READ_TIME = 2.0
BUTTON_W, LABEL_W, GAP = 40, 112, 4  # the label: "Demostración" whole at 14 px (large text)


def speed_text(speed: float) -> str:
    return "½×" if speed == 0.5 else f"{speed:g}×"


def demo_match(ui: GameEntry) -> Match:
    """A new match of `ui`'s game with computers in every seat (as many as its registration's
    `demo_players`) and nowhere to be saved."""
    info = ui.info
    counts = info.allowed_player_counts()
    players = ui.demo_players
    if players not in counts:
        players = counts[-1] if players > counts[-1] else counts[0]
    seats = [Seat(default_name(True, i + 1), computer=True, level=LEVELS[i % 2]) for i in range(players)]
    return Match(info, info.default_config(players=players), seats, new_seed(), save_path=None)


def start_demo(app, ui: GameEntry, speed_index: int | None = None):
    """Open a demo table of `ui`'s game in place of every scene, at `speed_index` (by default the
    pace the last demo was watched at, from the settings); returns the table."""
    if speed_index is None:
        speed_index = SPEEDS.index(storage.demo_speed(app.settings.demo_speed))
    scene = ui.scene(app, demo_match(ui))
    scene.demo = DemoControls(scene, ui, speed_index)
    app.replace(scene)
    return scene


class DemoControls:
    """The speed control of a demo table, and what keeps the demo going without a click."""

    def __init__(self, scene, ui: GameEntry, speed_index: int) -> None:
        self.scene = scene
        self.ui = ui
        self.index = max(0, min(len(SPEEDS) - 1, speed_index))
        self.waited = 0.0  # seconds the announcement on top has been shown
        self.slower = Button((0, 0, BUTTON_W, 38), "−", self.slow_down, colour="BUTTON_TOOL")
        self.faster = Button((0, 0, BUTTON_W, 38), "+", self.speed_up, colour="BUTTON_TOOL")
        self.apply()

    @property
    def speed(self) -> float:
        return SPEEDS[self.index]

    @property
    def width(self) -> int:
        return 2 * BUTTON_W + LABEL_W + 2 * GAP

    def apply(self) -> None:
        self.scene.computer_pause = motion.computer_pause() / self.speed
        self.scene.motion.rate = self.speed

    def choose(self, index: int) -> None:
        """Play at SPEEDS[index] from now on, and remember it for the next demo (also after a restart)."""
        self.index = max(0, min(len(SPEEDS) - 1, index))
        self.apply()
        settings = self.scene.app.settings
        if settings.demo_speed != self.speed:
            settings.demo_speed = self.speed
            self.scene.app.save_settings()

    def slow_down(self) -> None:
        self.choose(self.index - 1)

    def speed_up(self) -> None:
        self.choose(self.index + 1)

    def watch_again(self) -> None:
        start_demo(self.scene.app, self.ui, self.index)

    # ------------------------------------------------------------ input and time

    def layout(self) -> pygame.Rect:
        """Place the buttons left of the table's Menu button, in reading order (mirrored in
        right to left: Menu at the left, − at the right); the label's rect is returned."""
        menu = self.scene.top_bar.menu_home()
        top, height = menu.y, menu.height
        right = menu.x - GAP - 2
        faster = pygame.Rect(right - BUTTON_W, top, BUTTON_W, height)
        label = pygame.Rect(faster.x - GAP - LABEL_W, top, LABEL_W, height)
        slower = pygame.Rect(label.x - GAP - BUTTON_W, top, BUTTON_W, height)
        self.slower.rect, self.faster.rect = theme.mirror(slower), theme.mirror(faster)
        return theme.mirror(label)

    def handle_key(self, event: pygame.event.Event) -> bool:
        """The - and + keys; True when the event was one of them. They work under any dialog the demo
        shows (the cut, a round's summary): the table asks here first (`TableScene.handle_under`)."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.slow_down()
            return True
        if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.speed_up()
            return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The − / + buttons and keys; True when the event was the speed control's."""
        if event.type == pygame.KEYDOWN:
            return self.handle_key(event)
        self.layout()
        return self.slower.handle_event(event) or self.faster.handle_event(event)

    def update_under(self, dt: float) -> None:
        """A dialog is over the table: an announcement is closed (as by Enter) once it has been read."""
        app = self.scene.app
        top = app.scene
        if not getattr(top, "announcement", False) or self.scene not in app.scenes:
            self.waited = 0.0
            return
        self.waited += dt
        if self.waited >= max(READ_TIME / self.speed, LEAST_READ_TIME):
            self.waited = 0.0
            top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))

    def draw(self, surface: pygame.Surface) -> None:
        label = self.layout()
        self.slower.enabled = self.index > 0
        self.faster.enabled = self.index < len(SPEEDS) - 1
        pygame.draw.rect(surface, theme.FELT_DARK, label, border_radius=8)
        pygame.draw.rect(surface, theme.DEMO_EDGE, label, 1, border_radius=8)  # seen on any table's colour
        theme.blit_center(surface, theme.fit_text(_("Demo"), theme.min_text(), LABEL_W - 8, theme.FELT_TEXT),
                          (label.centerx, label.y + 10))
        theme.blit_center(surface, theme.fit_text(speed_text(self.speed), theme.TEXT_BODY, LABEL_W - 8, theme.WHITE, bold=True),
                          (label.centerx, label.bottom - 12))
        self.slower.draw(surface)
        self.faster.draw(surface)


class DemoChooser(Scene):
    """Which game to watch: one button per game, and Back."""

    opaque = False
    title = N_("Watch the computer play")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = checked_entries()
        self.panel = pygame.Rect(0, 0, 520, 170 + 64 * len(self.games))
        self.panel.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        y = self.panel.y + 90
        for ui in self.games:
            self.widgets.append(Button((self.panel.x + 60, y, self.panel.width - 120, 52), _(ui.info.title),
                                       lambda ui=ui: start_demo(self.app, ui)))
            y += 64
        self.widgets.append(Button((self.panel.centerx - 90, self.panel.bottom - 66, 180, 46), _("Back"), app.pop,
                                   colour="BUTTON_QUIET"))

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        draw_panel(surface, self.panel)
        theme.blit_center(surface, theme.fit_text(_(self.title), theme.TEXT_HEADING, self.panel.width - 40, theme.INK, bold=True),
                          (self.panel.centerx, self.panel.y + 36))
        hint = _("Speed: − and + (or the keys); Esc stops.")
        theme.blit_center(surface, theme.fit_text(hint, theme.TEXT_SMALL, self.panel.width - 40, theme.MUTED),
                          (self.panel.centerx, self.panel.y + 66))
        super().draw(surface)
