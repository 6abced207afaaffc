"""Build the standalone program and this platform's installer: `python3 build/build.py`.

Needs `python3 -m pip install ".[build]"` (PyInstaller). Writes to dist/:

    dist/game-table/              one-folder build: run dist/game-table/game-table(.exe)
    dist/game-table-onefile       single-file build (.exe on Windows)
    Linux:   dist/game-table_<version>_<arch>.deb       (build/make_deb.py; needs dpkg-deb)
    macOS:   dist/Game Table.app, dist/game-table-<version>.dmg   (needs hdiutil)
    Windows: dist/game-table-<version>-setup.exe        (build/windows/game-table.iss; needs Inno Setup 6)

PyInstaller's work files go to build/work/. `--no-installer` stops after the two builds.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
WORK = ROOT / "build" / "work"
SPEC = ROOT / "build" / "game-table.spec"


def version() -> str:
    text = (ROOT / "game" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'__version__ = "([^"]+)"', text).group(1)


def compile_catalogues() -> None:
    """game/locale/*/game.po (the translations' sources) into the .mo files the bundle carries."""
    subprocess.run([sys.executable, str(ROOT / "build" / "messages.py"), "--compile"], cwd=ROOT, check=True)


def pyinstaller() -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        sys.exit('PyInstaller is missing: python3 -m pip install ".[build]"')
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    command = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--clean",
               "--distpath", str(DIST), "--workpath", str(WORK), "--log-level", "WARN"]
    subprocess.run(command, cwd=ROOT, env=env, check=True)


def dmg(ver: str) -> Path:
    """A drag-to-Applications disk image of the .app (macOS, hdiutil)."""
    app = DIST / "Game Table.app"
    stage = WORK / "dmg"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    shutil.copytree(app, stage / app.name, symlinks=True)
    (stage / "Applications").symlink_to("/Applications")
    target = DIST / f"game-table-{ver}.dmg"
    subprocess.run(["hdiutil", "create", "-volname", "Game Table", "-srcfolder", str(stage),
                    "-ov", "-format", "UDZO", str(target)], check=True)
    return target


def inno_setup(ver: str) -> Path | None:
    """The Windows installer from build/windows/game-table.iss (Inno Setup's ISCC)."""
    iscc = shutil.which("iscc")
    for folder in ("ProgramFiles(x86)", "ProgramFiles"):
        candidate = Path(os.environ.get(folder, "C:/")) / "Inno Setup 6" / "ISCC.exe"
        if not iscc and candidate.exists():
            iscc = str(candidate)
    if not iscc:
        print("Inno Setup 6 (ISCC.exe) not found: no Windows installer made")
        return None
    subprocess.run([iscc, f"/DAppVersion={ver}", str(ROOT / "build" / "windows" / "game-table.iss")], check=True)
    return DIST / f"game-table-{ver}-setup.exe"


def installer(ver: str) -> Path | None:
    if sys.platform.startswith("linux"):
        if not shutil.which("dpkg-deb"):
            print("dpkg-deb not found: no .deb made")
            return None
        sys.path.insert(0, str(ROOT / "build"))
        from make_deb import make_deb

        return make_deb(DIST / "game-table", DIST, ver)
    if sys.platform == "darwin":
        return dmg(ver)
    if sys.platform == "win32":
        return inno_setup(ver)
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-installer", action="store_true", help="only the one-folder and single-file builds")
    args = parser.parse_args()
    ver = version()
    started = time.perf_counter()
    compile_catalogues()
    pyinstaller()
    print(f"built dist/game-table/ and dist/game-table-onefile ({time.perf_counter() - started:.0f} s)")
    if not args.no_installer:
        made = installer(ver)
        if made:
            print(f"built {made.relative_to(ROOT)} ({time.perf_counter() - started:.0f} s in all)")


if __name__ == "__main__":
    main()
