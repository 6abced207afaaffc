"""Drive the real program in a real window on a virtual X screen, as a person would.

A development tool (the real-window tests and `python -m game.bench` use it; the game never
imports it): Xvfb gives a screen of a chosen size, xdotool clicks, types and resizes, ImageMagick's
`import` takes screenshots, and /proc tells how much CPU the program used. What the headless
dummy video driver cannot show shows here: a window larger than the screen, a picture cut off, a
busy loop while nobody plays, a module missing from a built bundle.

Needs Debian's xvfb, xdotool and imagemagick (`available()` says whether they are there).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

LAYOUT = (1280, 800)  # game.ui.theme.WIDTH, HEIGHT: the size every scene is laid out in
TOOLS = ("Xvfb", "xdotool", "import")
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def available() -> bool:
    """True when the X tools this module drives are installed."""
    return all(shutil.which(tool) for tool in TOOLS)


def checkout_program() -> list[str]:
    """The command that starts the program from this checkout."""
    return [sys.executable, "-m", "game"]


@dataclass(frozen=True)
class Rect:
    x: int
    y: int
    w: int
    h: int

    @property
    def right(self) -> int:
        return self.x + self.w

    @property
    def bottom(self) -> int:
        return self.y + self.h

    def contains(self, other: Rect) -> bool:
        return self.x <= other.x and self.y <= other.y and other.right <= self.right and other.bottom <= self.bottom


class XScreen:
    """One Xvfb screen of `size` (a black root window, no window manager), and one program on it.

    with XScreen((1366, 768)) as screen:
        screen.start(checkout_program(), env={...})
        screen.click_layout((640, 400))
        screen.screenshot(path)
    """

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.display = ""
        self.xvfb: subprocess.Popen | None = None
        self.program: subprocess.Popen | None = None
        self.window = ""
        self.log: Path | None = None

    # ------------------------------------------------------------ the screen

    def __enter__(self) -> XScreen:
        # -displayfd: Xvfb itself takes the first free display number (under its own lock, so two
        # test runs at once never share a screen) and writes it to the pipe once it listens.
        read, write = os.pipe()
        self.xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{self.size[0]}x{self.size[1]}x24",
             "-nolisten", "tcp", "-br"], pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        self.display = ":" + number
        deadline = time.monotonic() + 10
        while not self.answers():  # this very screen, at its size, answers requests
            if time.monotonic() > deadline or self.xvfb.poll() is not None:
                raise RuntimeError(f"Xvfb on {self.display} does not answer")
            time.sleep(0.05)
        return self

    def answers(self) -> bool:
        """The X server answers a request, and it is this screen (its size)."""
        result = subprocess.run(["xdotool", "getdisplaygeometry"], env=self.env(), capture_output=True,
                                text=True, timeout=30)
        return result.returncode == 0 and result.stdout.split() == [str(self.size[0]), str(self.size[1])]

    def __exit__(self, *exc: object) -> None:
        self.stop()
        if self.xvfb is not None:
            self.xvfb.terminate()
            self.xvfb.wait(10)

    def env(self, extra: dict[str, str] | None = None) -> dict[str, str]:
        """The environment of a program on this screen: its display, no sound device."""
        env = dict(os.environ)
        # X11 and nothing else: where SDL cannot reach the X server it would try Wayland, then a
        # driver that draws nowhere, and the program would run with no window on this screen.
        env.update(DISPLAY=self.display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        env.update(extra or {})
        return env

    def xdotool(self, *args: str) -> str:
        result = subprocess.run(["xdotool", *args], env=self.env(), capture_output=True, text=True, timeout=30)
        return result.stdout.strip()

    # ------------------------------------------------------------ the program

    def start(self, command: Sequence[str], env: dict[str, str] | None = None, log: Path | None = None,
              timeout: float = 60.0) -> str:
        """Start `command` on this screen and wait until its window is shown and drawn; its window id.

        A program that ends before showing a window is started once more (its first words kept in
        the log): a loaded machine has been seen to refuse a new program its display now and then.
        Twice is a failure, with what the program said."""
        try:
            return self._start(command, env, log, timeout)
        except RuntimeError as first:
            if self.program is None or self.program.poll() is None:
                raise  # still running without a window: no second chance hides that
            self.stop()
            if log is not None:
                log.with_suffix(".first-try.log").write_text(f"{first}\n", encoding="utf-8")
            return self._start(command, env, log, timeout)

    def _start(self, command: Sequence[str], env: dict[str, str] | None, log: Path | None, timeout: float) -> str:
        self.log = log
        out = open(log, "w") if log else subprocess.DEVNULL  # noqa: SIM115 - closed with the process
        self.program = subprocess.Popen(list(command), env=self.env(env), stdout=out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.program.poll() is not None:
                said = log.read_text(errors="replace")[-2000:] if log else ""
                raise RuntimeError(f"the program exited with {self.program.returncode} before showing a window: "
                                   f"{said!r}")
            found = [window for pid in process_tree(self.program.pid)
                     for window in self.xdotool("search", "--onlyvisible", "--pid", str(pid)).split()]
            if found:
                self.window = found[-1]
                time.sleep(1.5)  # its first frames (a fitted window is sized after it is shown)
                return self.window
            time.sleep(0.1)
        windows = subprocess.run(["xwininfo", "-root", "-children"], env=self.env(), capture_output=True,
                                 text=True).stdout if shutil.which("xwininfo") else ""
        raise RuntimeError(f"no window of the program within {timeout:.0f} s on {self.display}; "
                           f"the screen's windows: {windows.strip()!r}")

    def stop(self) -> None:
        if self.program is not None and self.program.poll() is None:
            self.program.terminate()
            try:
                self.program.wait(10)
            except subprocess.TimeoutExpired:
                self.program.kill()
                self.program.wait(10)
        self.program = None

    def running(self) -> bool:
        return self.program is not None and self.program.poll() is None

    # ------------------------------------------------------------ where things are

    def window_rect(self) -> Rect:
        """The program's window on the screen (its inside: no window manager draws a frame here)."""
        values = dict(line.split("=", 1) for line in self.xdotool("getwindowgeometry", "--shell", self.window).split())
        return Rect(int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"]))

    def layout_rect(self) -> Rect:
        """Where the whole 1280×800 layout should be on the screen: scaled to fit the window,
        proportions kept, centred (letterboxed), as SDL draws a window with a logical size."""
        window = self.window_rect()
        scale = min(window.w / LAYOUT[0], window.h / LAYOUT[1])
        w, h = round(LAYOUT[0] * scale), round(LAYOUT[1] * scale)
        return Rect(window.x + (window.w - w) // 2, window.y + (window.h - h) // 2, w, h)

    def to_screen(self, point: tuple[float, float]) -> tuple[int, int]:
        """A point of the layout, in screen pixels."""
        layout = self.layout_rect()
        return (round(layout.x + point[0] * layout.w / LAYOUT[0]), round(layout.y + point[1] * layout.h / LAYOUT[1]))

    # ------------------------------------------------------------ acting

    def click_layout(self, point: tuple[float, float], settle: float = 0.6) -> None:
        """A left click at a point of the layout, then a moment for the program to answer."""
        x, y = self.to_screen(point)
        self.xdotool("mousemove", str(x), str(y))
        time.sleep(0.1)
        self.xdotool("click", "1")
        time.sleep(settle)

    def park_mouse(self) -> None:
        """The pointer off the window (in the screen's corner beyond it, when there is one): nothing hovers."""
        self.xdotool("mousemove", str(self.size[0] - 1), str(self.size[1] - 1))

    def key(self, name: str, settle: float = 0.4) -> None:
        self.xdotool("key", "--window", self.window, name)
        time.sleep(settle)

    def resize(self, width: int, height: int, settle: float = 1.0) -> None:
        self.xdotool("windowsize", self.window, str(width), str(height))
        time.sleep(settle)

    def screenshot(self, path: Path) -> Path:
        path.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["import", "-window", "root", str(path)], env=self.env(), check=True, timeout=60,
                       capture_output=True)
        return path

    # ------------------------------------------------------------ how busy it is

    def cpu_seconds(self) -> float:
        """CPU seconds (user and system) used so far by the program and every process it started
        (a one-file build runs the game in a child of its boot loader)."""
        assert self.program is not None
        return sum(process_cpu_seconds(pid) for pid in process_tree(self.program.pid))

    def idle_cpu(self, seconds: float = 20.0) -> float:
        """The share of one core the program used over `seconds` of nobody touching anything."""
        before, start = self.cpu_seconds(), time.monotonic()
        time.sleep(seconds)
        return (self.cpu_seconds() - before) / (time.monotonic() - start)


def process_tree(pid: int) -> list[int]:
    """`pid` and all its descendants that are still running."""
    found, queue = [], [pid]
    while queue:
        current = queue.pop()
        found.append(current)
        for task in Path(f"/proc/{current}/task").glob("*"):
            try:
                queue += [int(child) for child in (task / "children").read_text().split()]
            except OSError:
                continue
    return found


def process_cpu_seconds(pid: int) -> float:
    """User plus system CPU seconds of one process (its threads included), from /proc/PID/stat."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return 0.0
    fields = stat[stat.rindex(")") + 2:].split()  # after "pid (name) ": the state is field 3
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS  # utime, stime: fields 14 and 15
