"""The .deb installs the program with a menu entry and an icon, runs, and uninstalls without a trace.

Installs into the real system, so it runs only when asked: `.ci/run` sets
GAME_TABLE_PACKAGING=1 and runs `pytest -m packaging tests/packaging` after
`python3 build/build.py`. It uses dist/game-table_<version>_<arch>.deb, building
it first if it is missing, and needs root and dpkg.
"""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import game

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "game-table"
INSTALL_DIR = Path("/usr/lib") / PACKAGE
LAUNCHER = Path("/usr/bin") / PACKAGE
DESKTOP = Path("/usr/share/applications") / f"{PACKAGE}.desktop"

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(os.environ.get("GAME_TABLE_PACKAGING") != "1",
                       reason="installs a .deb into this system: set GAME_TABLE_PACKAGING=1 (.ci/run does)"),
]


def run(*command: str, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


def is_installed() -> bool:
    return "Status: install ok installed" in run("dpkg", "-s", PACKAGE).stdout


def program_env(home: Path) -> dict[str, str]:
    """A player's environment: headless, their own home, no data-folder override."""
    env = {k: v for k, v in os.environ.items() if k != "GAME_TABLE_DATA_DIR" and not k.startswith("XDG_")}
    return {**env, "HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p): (p.lstat().st_size, p.lstat().st_mtime_ns) for p in folder.rglob("*")}


@pytest.fixture(scope="module")
def deb() -> Path:
    if shutil.which("dpkg") is None or shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg is not installed: not a Debian-based system")
    if os.geteuid() != 0:
        pytest.skip("installing a .deb needs root")
    arch = run("dpkg", "--print-architecture", check=True).stdout.strip()
    path = ROOT / "dist" / f"{PACKAGE}_{game.__version__}_{arch}.deb"
    if not path.exists():
        subprocess.run([sys.executable, str(ROOT / "build" / "build.py")], check=True)
    return path


@pytest.fixture(scope="module")
def installed(deb) -> list[str]:
    """Install the package; yield what dpkg says it installed; purge it whatever happens."""
    run("dpkg", "--purge", PACKAGE)  # what an interrupted earlier run may have left
    result = run("dpkg", "-i", str(deb))
    assert result.returncode == 0, result.stdout + result.stderr
    yield run("dpkg", "-L", PACKAGE, check=True).stdout.split("\n")
    run("dpkg", "--purge", PACKAGE)


def test_installs_program_menu_entry_and_icon(installed):
    assert str(LAUNCHER) in installed and os.access(LAUNCHER, os.X_OK)
    assert (INSTALL_DIR / PACKAGE).is_file()
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(DESKTOP)
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application" and section["Name"] == "Game Table"
    assert section["Exec"].split()[0] == PACKAGE and shutil.which(PACKAGE, path="/usr/bin") == str(LAUNCHER)
    assert "Game" in section["Categories"].split(";")
    assert section["Icon"] == PACKAGE
    for size in (48, 64, 128, 256):
        assert Path(f"/usr/share/icons/hicolor/{size}x{size}/apps/{PACKAGE}.png").is_file()
    if shutil.which("desktop-file-validate"):
        result = run("desktop-file-validate", str(DESKTOP))
        assert result.returncode == 0, result.stdout + result.stderr


def test_installed_bundle_is_self_contained(installed):
    internal = INSTALL_DIR / "_internal"
    env = {**os.environ, "LD_LIBRARY_PATH": f"{internal}:{internal / 'pygame_ce.libs'}"}
    for path in [INSTALL_DIR / PACKAGE, *internal.rglob("*.so*")]:
        if path.is_file() and not path.is_symlink():
            assert "not found" not in run("ldd", str(path), env=env).stdout, path
    assert not list(internal.rglob("_ssl*")), "the program never goes online: no TLS in the bundle"


def test_installed_program_passes_its_self_test(installed, tmp_path):
    home, cwd = tmp_path / "home", tmp_path / "cwd"
    home.mkdir()
    cwd.mkdir()
    before = snapshot(INSTALL_DIR)
    result = run(str(LAUNCHER), "--self-test", env=program_env(home), cwd=cwd, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    for played in ("sequence", "sequence_kids", "rummidrez", "figuras", "rummidrez solitaire"):
        assert f"self-test: {played}: ok" in result.stdout, result.stdout  # every game in the installed program
    assert "self-test: ok" in result.stdout
    assert snapshot(INSTALL_DIR) == before, "the program wrote next to its executable"
    assert list(cwd.iterdir()) == []


def test_installed_program_keeps_its_files_in_the_user_data_folder(installed, tmp_path):
    home, cwd = tmp_path / "home", tmp_path / "cwd"
    home.mkdir()
    cwd.mkdir()
    before = snapshot(INSTALL_DIR)
    result = run(str(LAUNCHER), "--first-frame", env=program_env(home), cwd=cwd, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert (home / ".local" / "share" / PACKAGE).is_dir()
    assert snapshot(INSTALL_DIR) == before
    assert list(cwd.iterdir()) == []


def test_removal_leaves_nothing_behind(installed):
    """Runs last (tests run in file order): removes the package and checks every file went."""
    files = [p for p in installed if p and (os.path.islink(p) or not os.path.isdir(p))]
    assert len(files) > 100  # the bundle, the launcher, the menu entry, the icons
    result = run("dpkg", "-r", PACKAGE)
    assert result.returncode == 0, result.stdout + result.stderr
    assert [p for p in files if os.path.lexists(p)] == []
    assert not INSTALL_DIR.exists() and not Path(f"/usr/share/doc/{PACKAGE}").exists()
    result = run("dpkg", "--purge", PACKAGE)
    assert result.returncode == 0, result.stdout + result.stderr
    assert not is_installed()
    assert run("dpkg", "-s", PACKAGE).returncode != 0, "dpkg still knows the package after --purge"
