"""Package the one-folder build as a Debian package: `python3 build/make_deb.py`.

Run by build/build.py on Linux after PyInstaller. The package installs

    /usr/lib/game-table/                        the one-folder build, as PyInstaller made it
    /usr/bin/game-table                         a launcher
    /usr/share/applications/game-table.desktop  the desktop menu entry
    /usr/share/icons/hicolor/<N>x<N>/apps/game-table.png
    /usr/share/doc/game-table/copyright

and nothing else: no maintainer scripts (dpkg's triggers refresh the menu and
icon caches), no files outside those paths, so `dpkg -r` leaves nothing behind.
The bundle carries its own Python, SDL and libraries; it needs only the C
library, whose minimum version is read from the bundle's ELF files, and
`ldd` must find every other library inside the bundle (checked here).
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "game-table"
PREFIX = Path("usr/lib") / PACKAGE
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
# Libraries of the C library itself, the only ones the bundle takes from the system.
GLIBC_LIBS = re.compile(r"^(ld-linux.*|linux-vdso|libc|libm|libdl|libpthread|librt|libutil|libresolv)\.so")

DESKTOP = """\
[Desktop Entry]
Type=Application
Name=Game Table
GenericName=Card and board games
Comment=Sequence and other card and board games for friends and family on one computer
Exec=game-table
Icon=game-table
Terminal=false
Categories=Game;CardGame;BoardGame;
Keywords=Sequence;cards;board;pass-and-play;
"""

LAUNCHER = f"""\
#!/bin/sh
exec /{PREFIX}/{PACKAGE} "$@"
"""

COPYRIGHT = """\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: game-table

Files: *
Copyright: the Game Table authors
License: MIT

Files: usr/lib/game-table/_internal/game/assets/fonts/*
Copyright: Bitstream, Inc.; DejaVu changes are in the public domain
License: Bitstream-Vera
 See /usr/lib/game-table/_internal/game/assets/fonts/LICENSE-DejaVu.txt

Files: usr/lib/game-table/_internal/*
Comment: the bundled Python runtime (PSF licence), pygame-ce (LGPL-2.1),
 python-bidi (LGPL-3.0) and SDL2 with its libraries (zlib and others), as shipped in
 their wheels.
"""


def elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with open(path, "rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def min_glibc(folder: Path) -> str:
    """The newest GLIBC_x.y symbol version any ELF file of the bundle asks for."""
    versions = {(2, 2)}
    for path in elf_files(folder):
        for major, minor in re.findall(rb"GLIBC_(\d+)\.(\d+)", path.read_bytes()):
            versions.add((int(major), int(minor)))
    major, minor = max(versions)
    return f"{major}.{minor}"


def check_self_contained(bundle: Path) -> list[str]:
    """ldd every ELF file as the bootloader loads it; return system libraries used (glibc only)."""
    internal = bundle / "_internal"
    env = {**os.environ, "LD_LIBRARY_PATH": f"{internal}:{internal / 'pygame_ce.libs'}"}
    system: set[str] = set()
    problems = []
    for path in elf_files(bundle):
        result = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env)
        for line in result.stdout.splitlines():
            name, _, where = line.strip().partition(" => ")
            if "not found" in where:
                problems.append(f"{path.relative_to(bundle)}: {name} not found")
            elif where and not where.startswith(str(internal)) and not GLIBC_LIBS.match(name):
                problems.append(f"{path.relative_to(bundle)}: {name} comes from the system ({where.split()[0]})")
            elif where and not where.startswith(str(internal)):
                system.add(name)
    if problems:
        raise SystemExit("the bundle is not self-contained:\n  " + "\n  ".join(problems))
    return sorted(system)


def architecture() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()


def make_deb(bundle: Path, dist: Path, version: str) -> Path:
    if not (bundle / PACKAGE).is_file():
        raise SystemExit(f"no one-folder build at {bundle}: run python3 build/build.py")
    system_libs = check_self_contained(bundle)
    stage = ROOT / "build" / "work" / "deb" / PACKAGE
    shutil.rmtree(stage.parent, ignore_errors=True)
    stage.mkdir(parents=True)

    shutil.copytree(bundle, stage / PREFIX, symlinks=True)
    (stage / "usr/bin").mkdir(parents=True)
    (stage / "usr/bin" / PACKAGE).write_text(LAUNCHER)
    (stage / "usr/bin" / PACKAGE).chmod(0o755)
    (stage / "usr/share/applications").mkdir(parents=True)
    (stage / "usr/share/applications" / f"{PACKAGE}.desktop").write_text(DESKTOP)
    for size in ICON_SIZES:
        folder = stage / f"usr/share/icons/hicolor/{size}x{size}/apps"
        folder.mkdir(parents=True)
        shutil.copyfile(ROOT / "build" / "icons" / f"game-table-{size}.png", folder / f"{PACKAGE}.png")
    (stage / "usr/share/doc" / PACKAGE).mkdir(parents=True)
    (stage / "usr/share/doc" / PACKAGE / "copyright").write_text(COPYRIGHT)

    for path in stage.rglob("*"):  # predictable modes whatever the umask was
        if path.is_symlink():
            continue
        path.chmod(0o755 if path.is_dir() or os.access(path, os.X_OK) else 0o644)

    files = sorted(p for p in stage.rglob("*") if p.is_file() and not p.is_symlink())
    installed_kib = sum(p.lstat().st_size for p in stage.rglob("*")) // 1024 + 1
    debian = stage / "DEBIAN"
    debian.mkdir()
    (debian / "md5sums").write_text("".join(
        f"{hashlib.md5(p.read_bytes()).hexdigest()}  {p.relative_to(stage)}\n" for p in files))
    (debian / "control").write_text(f"""\
Package: {PACKAGE}
Version: {version}
Architecture: {architecture()}
Maintainer: Game Table developers <game-table@localhost>
Installed-Size: {installed_kib}
Depends: libc6 (>= {min_glibc(bundle)})
Section: games
Priority: optional
Description: four card and board games for one computer
 Sequence and more card and board games, played pass-and-play by friends
 and family on one computer or against computer opponents. Offline:
 no account, nothing downloaded. A standalone build with its own Python
 runtime; saves and settings go to ~/.local/share/game-table.
""")
    for path in (debian, debian / "control", debian / "md5sums"):
        path.chmod(0o755 if path.is_dir() else 0o644)

    dist.mkdir(parents=True, exist_ok=True)
    target = dist / f"{PACKAGE}_{version}_{architecture()}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(stage), str(target)],
                   check=True, stdout=subprocess.DEVNULL)
    print(f"{target.name}: system libraries used (all from libc6): {', '.join(system_libs)}")
    return target


def main() -> None:
    init = (ROOT / "game" / "__init__.py").read_text(encoding="utf-8")
    version = re.search(r'__version__ = "([^"]+)"', init).group(1)
    print(make_deb(ROOT / "dist" / PACKAGE, ROOT / "dist", version))


if __name__ == "__main__":
    main()
