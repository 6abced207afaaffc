"""The window, the clock, the scene stack and the main loop."""

from __future__ import annotations

import argparse
import os
import sys
import time
import traceback
import warnings

import pygame

from game import __version__, heap, i18n, storage
from game.i18n import _, set_language
from game.log import log_path, setup_logging
from game.ui import focus, motion, sound, theme
from game.ui.scene import Scene, soonest

FPS = 60
POLL = 0.01  # seconds between two looks for input while nothing moves
AUTO_LARGE_TEXT_BELOW = 0.85  # layout scale under which "Large cards and text" comes on by itself
WINDOW_MARGIN = 64  # height kept free for a title bar and a desktop panel when a window is fitted
SMALLEST_WINDOW = (640, 400)  # a window may be made this small on a screen smaller than the layout


class App:
    def __init__(self) -> None:
        heap.release_large_blocks()  # before the first surface: freed pixels go back to the system
        pygame.init()
        theme.reset_caches()
        # Computer players search in a worker thread; a short interpreter switch
        # interval hands the window its turn quickly, so frames keep coming.
        sys.setswitchinterval(0.001)
        self.settings, settings_notice = storage.load_settings()
        set_language(self.settings.language)
        theme.set_palette(self.settings.high_contrast)
        self.scale = layout_scale(pygame.display.get_desktop_sizes()[0])
        theme.set_large_text(self.large_text_wanted())
        sound.configure(self.settings.volume, self.settings.muted)
        motion.set_speed(self.settings.animation_speed)
        pygame.display.set_caption(_("Game Table"))
        pygame.display.set_icon(make_icon())
        flags = pygame.SCALED | pygame.RESIZABLE
        set_scale_hints(sharp=self.scale >= 2)
        with warnings.catch_warnings():
            # Without a GPU (or headless) SDL falls back to software rendering; that is fine.
            warnings.filterwarnings("ignore", "no fast renderer available")
            self.screen = pygame.display.set_mode((theme.WIDTH, theme.HEIGHT), flags)
        self.fit_window()
        if self.settings.fullscreen:
            self.toggle_fullscreen(save=False)
        self.clock = pygame.time.Clock()
        self.scenes: list[Scene] = []
        self.running = True
        self.notices: list[str] = [settings_notice] if settings_notice else []
        folder_problem = storage.data_dir_problem()  # e.g. a read-only ~/.local/share: play, unsaved
        if folder_problem:
            self.notices.append(folder_problem)

    # ------------------------------------------------------------ scene stack

    @property
    def scene(self) -> Scene:
        return self.scenes[-1]

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.on_enter()

    def pop(self) -> None:
        self.scenes.pop()
        if self.scenes:
            self.scenes[-1].on_resume()

    def replace(self, scene: Scene) -> None:
        """Leave every scene and show `scene` alone (e.g. back to the menu)."""
        self.scenes = [scene]
        scene.on_enter()

    # ------------------------------------------------------------ window size

    def fit_window(self, desktop: tuple[int, int] | None = None) -> tuple[int, int]:
        """Size the window to the screen: the largest whole multiple of the layout that fits
        (sharp pixels: 2560×1600 on a 3840×2160 screen), or, on a screen smaller than the layout
        (a 1024×600 netbook), the layout shrunk to fit with its proportions kept. Returns the size."""
        scale = layout_scale(desktop or pygame.display.get_desktop_sizes()[0])
        size = (round(theme.WIDTH * scale), round(theme.HEIGHT * scale))
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
        except (pygame.error, AttributeError):
            return self.screen.get_size()  # no window to size
        if size[0] < theme.WIDTH:
            window.minimum_size = SMALLEST_WINDOW  # SCALED windows may not be smaller than the layout
            window.size = size
            window.maximize()  # a small screen is best used whole; the table is letterboxed in it
        else:
            window.size = size
        return window.size

    # ------------------------------------------------------------ loop

    def set_fullscreen(self, on: bool) -> None:
        """Full screen on or off, remembered for the next start even where the display cannot change now."""
        if on != self.settings.fullscreen:
            try:
                pygame.display.toggle_fullscreen()
            except pygame.error:
                pass  # no real display (tests, dummy driver): the choice still applies next time
            self.settings.fullscreen = on
            self.save_settings()

    def set_language(self, language: str) -> None:
        """Switch the interface language at once; every scene reads `_` when it builds or draws."""
        self.settings.language = language
        i18n.set_language(language)
        theme.forget_drawings()
        pygame.display.set_caption(_("Game Table"))
        self.save_settings()

    def set_high_contrast(self, on: bool) -> None:
        """The high-contrast palette on or off, at once, for every scene."""
        self.settings.high_contrast = on
        theme.set_palette(on)
        self.save_settings()

    def large_text_wanted(self) -> bool:
        """"Large cards and text" as the player chose it; when never chosen, on where the layout is
        drawn much smaller than it is made (a 1024×600 screen shows it at about 0.67: small text is
        lost; a 1366×768 laptop at 0.88 still reads well and keeps the normal layout)."""
        chosen = self.settings.large_text
        return self.scale < AUTO_LARGE_TEXT_BELOW if chosen is None else chosen

    def set_large_text(self, on: bool | None) -> None:
        """Large cards and text on, off or automatic (None), at once (scenes lay out their hands
        again when built)."""
        self.settings.large_text = on
        theme.set_large_text(self.large_text_wanted())
        self.save_settings()

    def save_settings(self) -> None:
        try:
            storage.save_settings(self.settings)
        except OSError:
            sentence = _("Your settings could not be saved; they apply until you quit.")
            if sentence not in self.notices:  # said once, however many changes follow
                self.notices.append(sentence)

    def toggle_fullscreen(self, save: bool = True) -> None:
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            return  # no real display (tests, dummy driver): nothing to toggle
        if save:
            self.settings.fullscreen = not self.settings.fullscreen
            self.save_settings()  # a read-only data folder: one sentence, never the error screen

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: input, update, draw. Tests call this with made-up events."""
        for event in pygame.event.get() if events is None else events:
            if event.type == pygame.QUIT:
                self.running = False
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            if focus.route(self.scene, event):  # Tab, arrows, Enter, Space, 1-9: the keyboard's focus
                if not self.running or not self.scenes:
                    return
                continue
            if any(scene.handle_under(event) for scene in self.scenes[:-1]):
                continue
            self.scene.handle_event(event)
            if not self.running or not self.scenes:
                return
        self.scene.update(dt)
        for scene in self.scenes[:-1]:
            scene.update_under(dt)
        self.draw(self.screen)

    def draw(self, surface: pygame.Surface) -> None:
        first = len(self.scenes) - 1
        while first > 0 and not self.scenes[first].opaque:
            first -= 1
        for scene in self.scenes[first:]:
            scene.draw(surface)
        focus.draw(self.scene, surface)

    def guarded_step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """`step`, but an unexpected error shows the error screen instead of closing the window.

        The game in progress is safe: the Match saved it after the last move.
        """
        try:
            self.step(dt, events)
        except Exception as exc:  # noqa: BLE001 - any bug in a scene lands here
            self.show_error(exc)

    def show_error(self, exc: BaseException) -> None:
        from game.ui.dialogs import ErrorScene

        logger = setup_logging()
        logger.exception("unexpected error in scene %s", type(self.scenes[-1]).__name__ if self.scenes else None)
        details = "".join(traceback.format_exception_only(type(exc), exc)).strip()
        self.replace(ErrorScene(self, details, str(log_path())))

    def redraw_in(self) -> float | None:
        """Seconds until the picture changes with no input (see `Scene.redraw_in`): the soonest of
        every scene on the stack, since a table under a dialog goes on landing its cards."""
        return soonest(scene.redraw_in() for scene in self.scenes)

    def run(self) -> None:
        """Draw a frame whenever something moves or the player does something, and otherwise wait:
        a program waiting for a move presents no frames and uses no CPU."""
        setup_logging().info("game table %s started", __version__)
        events: list[pygame.event.Event] = []
        allowed = 0.1  # the longest step the last wait allows (see wait_for_events)
        last = pygame.time.get_ticks()
        while self.running and self.scenes:
            now = pygame.time.get_ticks()
            self.guarded_step(min((now - last) / 1000.0, allowed), events)
            last = now
            pygame.display.flip()
            if not self.running or not self.scenes:
                break
            wait = self.redraw_in()
            if wait is not None and wait <= 0:
                self.clock.tick(FPS)  # something moves: the next frame at the frame rate
                events, allowed = pygame.event.get(), 0.1
            else:
                events = wait_for_events(wait)
                # A timer the scene waited for counts the time waited; after a wait for input
                # nothing was timed, and a step is kept short as while animating.
                allowed = 0.1 if wait is None else wait + 0.1
        pygame.quit()


def wait_for_events(seconds: float | None) -> list[pygame.event.Event]:
    """Sleep until the next input (or window) event, or `seconds` (None: for as long as it takes);
    the events then waiting, none when the time ran out.

    It looks every POLL seconds rather than in pygame.event.wait, which looks every millisecond
    (about 2% of a core while nobody plays, against 0.4% here); a click waits at most POLL."""
    deadline = None if seconds is None else time.monotonic() + seconds
    while True:
        events = pygame.event.get()
        if events:
            return events
        left = POLL if deadline is None else deadline - time.monotonic()
        if left <= 0:
            return []
        time.sleep(min(POLL, left))


def layout_scale(desktop: tuple[int, int]) -> float:
    """How much the 1280×800 layout is scaled on a screen of size `desktop`: the largest whole
    multiple that fits (sharp pixels: 2 on a 3840×2160 screen), or, on a screen smaller than the
    layout (a 1024×600 netbook), the layout shrunk to fit (below 1) with its proportions kept."""
    room_w, room_h = desktop[0], desktop[1] - WINDOW_MARGIN
    whole = min(room_w // theme.WIDTH, room_h // theme.HEIGHT)
    if whole >= 1:
        return float(whole)
    return min(room_w / theme.WIDTH, room_h / theme.HEIGHT)


def set_scale_hints(sharp: bool) -> None:
    """How SDL scales the 1280×800 layout into the window, decided before the window is made.

    The layout is always scaled to the window's size, whatever it is, letterboxed: a SCALED window
    otherwise scales by whole multiples only (at least 1), so a window smaller than the layout (a
    1280×800 screen less its panel, 1366×768, a window the player shrank) shows the layout at full
    size, cut off. pygame reads the first name to allow any scale. SDL reads the second: blended
    pixels (`sharp` False) keep thin strokes of small text when the layout is shrunk or grown by a
    fraction; a screen that opens the window at a whole multiple (4K: 2×) keeps sharp pixels.
    Hints are read when the window is made: an App made again in one process (tests) starts from
    a fresh display.
    """
    os.environ["SDL_HINT_RENDER_SCALE_QUALITY"] = "1"
    os.environ["SDL_RENDER_SCALE_QUALITY"] = "nearest" if sharp else "linear"
    if pygame.display.get_surface() is not None:
        pygame.display.quit()
        pygame.display.init()


def make_icon() -> pygame.Surface:
    """The window icon: three chips on felt, drawn so no file is needed."""
    icon = pygame.Surface((64, 64), pygame.SRCALPHA)
    pygame.draw.rect(icon, theme.FELT, (0, 0, 64, 64), border_radius=12)
    for (x, y), colour in zip(((20, 22), (44, 22), (32, 44)), theme.TEAM_COLOURS, strict=True):
        pygame.draw.circle(icon, theme.WHITE, (x, y), 13)
        pygame.draw.circle(icon, colour, (x, y), 11)
    return icon


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="game-table", description=_("Four card and board games."))
    parser.add_argument("--self-test", action="store_true",
                        help="play a short computer game headless through the real scenes, then exit")
    # Hidden, for `python -m game.bench`: draw the menu once, say so, exit (start-up time).
    parser.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.self_test:
        from game.selftest import run_self_test

        return run_self_test()
    app = App()
    from game.games import IncompleteInstall, checked_entries
    from game.ui.menu import MenuScene

    try:
        checked_entries()  # every game's table is here (a build that left one out says so, in one sentence)
    except IncompleteInstall as exc:
        print(exc, file=sys.stderr)
        app.show_error(exc)
    else:
        app.push(MenuScene(app))
    if args.first_frame:
        app.step(0.0, [])
        pygame.display.flip()
        print("first-frame", flush=True)
        pygame.quit()
        return 0
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())

