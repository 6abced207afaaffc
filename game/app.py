"""The window, the clock, the scene stack and the main loop."""

from __future__ import annotations

import argparse
import sys
import traceback
import warnings

import pygame

from game import __version__, heap, i18n, storage
from game.i18n import _, set_language
from game.log import log_path, setup_logging
from game.ui import sound, theme
from game.ui.scene import Scene

FPS = 60


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
        sound.configure(self.settings.volume, self.settings.muted)
        pygame.display.set_caption(_("Game Table"))
        pygame.display.set_icon(make_icon())
        flags = pygame.SCALED | pygame.RESIZABLE
        with warnings.catch_warnings():
            # Without a GPU (or headless) SDL falls back to software rendering; that is fine.
            warnings.filterwarnings("ignore", "no fast renderer available")
            self.screen = pygame.display.set_mode((theme.WIDTH, theme.HEIGHT), flags)
        if self.settings.fullscreen:
            self.toggle_fullscreen(save=False)
        self.clock = pygame.time.Clock()
        self.scenes: list[Scene] = []
        self.running = True
        self.notices: list[str] = [settings_notice] if settings_notice else []

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

    def save_settings(self) -> None:
        try:
            storage.save_settings(self.settings)
        except OSError:
            self.notices.append(_("Your settings could not be saved; they apply until you quit."))

    def toggle_fullscreen(self, save: bool = True) -> None:
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            return  # no real display (tests, dummy driver): nothing to toggle
        if save:
            self.settings.fullscreen = not self.settings.fullscreen
            storage.save_settings(self.settings)

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: input, update, draw. Tests call this with made-up events."""
        for event in pygame.event.get() if events is None else events:
            if event.type == pygame.QUIT:
                self.running = False
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            self.scene.handle_event(event)
            if not self.running or not self.scenes:
                return
        self.scene.update(dt)
        self.draw(self.screen)

    def draw(self, surface: pygame.Surface) -> None:
        first = len(self.scenes) - 1
        while first > 0 and not self.scenes[first].opaque:
            first -= 1
        for scene in self.scenes[first:]:
            scene.draw(surface)

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

    def run(self) -> None:
        setup_logging().info("game table %s started", __version__)
        while self.running and self.scenes:
            dt = self.clock.tick(FPS) / 1000.0
            self.guarded_step(min(dt, 0.1))
            pygame.display.flip()
        pygame.quit()


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
    from game.ui.menu import MenuScene

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

