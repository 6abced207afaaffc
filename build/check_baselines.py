"""Hold mypy's errors and ruff's complexity findings (C901) in game/ to baselines that only shrink.

Two committed files list what is still allowed:

- build/baselines/mypy.txt: each mypy error as "path: [code] message", without its line number, so
  moving code does not disturb it (an error that occurs twice in a file is listed twice);
- build/baselines/complexity.txt: each function over ruff's max-complexity (pyproject.toml) as
  "path: Class.function (complexity)".

    python3 build/check_baselines.py            # the check (.ci/run)
    python3 build/check_baselines.py --shrink   # after a fix: drop what no longer occurs
    python3 build/check_baselines.py --rewrite  # write both as things are now, new findings included

The check fails on a finding its baseline does not hold (fix it: a function that grew more complex
counts as new), and on a baseline line that no longer occurs, so that a fix is written down at once
and the error cannot come back unnoticed. --shrink never adds a line. --rewrite is for a refactor
that moved findings without making new ones (a file split in two); the diff shows every line it
adds. Modules that pyproject.toml holds to strict rules (disallow_untyped_defs) get no mypy baseline
at all: their errors are always reported.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import subprocess
import sys
import tomllib
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MYPY_BASELINE = ROOT / "build" / "baselines" / "mypy.txt"
COMPLEXITY_BASELINE = ROOT / "build" / "baselines" / "complexity.txt"
CHECKED = "game"  # what both tools check
SHRINK = "python3 build/check_baselines.py --shrink"


@dataclass(frozen=True, order=True)
class Finding:
    path: str
    line: int
    key: str  # its line in the baseline

    @property
    def where(self) -> str:
        return f"{self.path}:{self.line}"


# ---------------------------------------------------------------- mypy

def mypy_findings(output: str) -> list[Finding]:
    """The errors in mypy's `-O json` output (one JSON object a line; notes left out)."""
    found = []
    for line in output.splitlines():
        if not line.startswith("{"):
            continue
        error = json.loads(line)
        if error["severity"] != "error":
            continue
        path = error["file"].replace("\\", "/")
        message = " ".join(error["message"].split())
        found.append(Finding(path, error["line"], f"{path}: [{error['code']}] {message}"))
    return found


def run_mypy() -> list[Finding]:
    run = subprocess.run([sys.executable, "-m", "mypy", "-O", "json"], cwd=ROOT, capture_output=True, text=True)
    if run.returncode not in (0, 1):  # 2: mypy itself failed (a crash, a bad configuration)
        raise SystemExit(f"mypy failed:\n{run.stdout}{run.stderr}")
    return mypy_findings(run.stdout)


def strict_paths(pyproject: Path = ROOT / "pyproject.toml") -> tuple[str, ...]:
    """Path prefixes of the modules under `disallow_untyped_defs` in pyproject.toml's mypy overrides
    ("game.engine.*" -> "game/engine/", "game.match" -> "game/match.py")."""
    config = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    prefixes = []
    for override in config["tool"]["mypy"].get("overrides", []):
        if not override.get("disallow_untyped_defs"):
            continue
        modules = override["module"]
        for module in [modules] if isinstance(modules, str) else modules:
            if module.endswith(".*"):
                prefixes.append(module[:-2].replace(".", "/") + "/")
            else:
                prefixes.append(module.replace(".", "/") + ".py")
    return tuple(prefixes)


# ---------------------------------------------------------------- complexity

_TOO_COMPLEX = re.compile(r"`(?P<name>.+)` is too complex \((?P<complexity>\d+) > \d+\)")


def qualified_names(source: str) -> dict[int, str]:
    """Line of each def in `source` -> its qualified name ("Scene.click", "outer.<locals>.inner")."""
    names: dict[int, str] = {}

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                names[child.lineno] = prefix + child.name
                visit(child, f"{prefix}{child.name}.<locals>.")
            elif isinstance(child, ast.ClassDef):
                visit(child, f"{prefix}{child.name}.")
            else:
                visit(child, prefix)

    visit(ast.parse(source), "")
    return names


def complexity_findings(output: str, root: Path = ROOT) -> list[Finding]:
    """The C901 findings in ruff's JSON output, each named by its function's qualified name."""
    found = []
    sources: dict[str, dict[int, str]] = {}
    for item in json.loads(output):
        match = _TOO_COMPLEX.fullmatch(item["message"])
        if item["code"] != "C901" or match is None:
            continue
        file = Path(item["filename"])
        path = (file.relative_to(root) if file.is_absolute() else file).as_posix()
        if path not in sources:
            sources[path] = qualified_names((root / path).read_text(encoding="utf-8"))
        row = item["location"]["row"]
        name = sources[path].get(row, match["name"])
        found.append(Finding(path, row, f"{path}: {name} ({match['complexity']})"))
    return found


def run_ruff() -> list[Finding]:
    run = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--select", "C901", "--output-format", "json", "--exit-zero",
         CHECKED], cwd=ROOT, capture_output=True, text=True)
    if run.returncode != 0:
        raise SystemExit(f"ruff failed:\n{run.stdout}{run.stderr}")
    return complexity_findings(run.stdout)


# ---------------------------------------------------------------- baselines

def read_baseline(path: Path) -> Counter[str]:
    if not path.exists():
        return Counter()
    lines = path.read_text(encoding="utf-8").splitlines()
    return Counter(line for line in lines if line.strip() and not line.startswith("#"))


def write_baseline(path: Path, entries: Counter[str], what: str) -> None:
    header = (f"# {what} still allowed in game/ (build/check_baselines.py). This list only shrinks:\n"
              f"# fix one, then `{SHRINK}` drops it here.\n")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(header + "".join(f"{line}\n" for line in sorted(entries.elements())), encoding="utf-8")


def compare(found: Iterable[Finding], baseline: Counter[str],
            never: tuple[str, ...] = ()) -> tuple[list[Finding], Counter[str]]:
    """The findings the baseline does not hold (each beyond the count it holds of that line, and any
    under a path prefix in `never`), and the baseline lines that no longer occur."""
    left = Counter({key: n for key, n in baseline.items() if not key.startswith(never)})
    new = []
    for finding in sorted(found):
        if left[finding.key] > 0:
            left[finding.key] -= 1
        else:
            new.append(finding)
    return new, +left


def shrunk(found: Iterable[Finding], baseline: Counter[str], never: tuple[str, ...] = ()) -> Counter[str]:
    """The baseline less what no longer occurs (nothing added)."""
    now = Counter(f.key for f in found if not f.key.startswith(never))
    return baseline & now


def check(name: str, found: list[Finding], path: Path, what: str, mode: str,
          never: tuple[str, ...] = ()) -> bool:
    """Report `found` against the baseline at `path` (written first when `mode` says so)."""
    baseline = read_baseline(path)
    if mode == "rewrite":
        baseline = Counter(f.key for f in found if not f.key.startswith(never))
        write_baseline(path, baseline, what)
    elif mode == "shrink":
        baseline = shrunk(found, baseline, never)
        write_baseline(path, baseline, what)
    new, gone = compare(found, baseline, never)
    rel = path.relative_to(ROOT).as_posix()
    for finding in new:
        print(f"{finding.where}: {finding.key.split(': ', 1)[1]}")
    if new:
        print(f"{name}: {len(new)} new, not in {rel}: fix them (a baseline only shrinks)")
    for key in sorted(gone.elements()):
        print(f"{rel}: no longer occurs: {key}")
    if gone:
        print(f"{name}: {rel} lists {sum(gone.values())} no longer found: run `{SHRINK}` and commit it")
    if not new and not gone:
        print(f"{name}: {len(found)} as in {rel}, nothing new")
    return not new and not gone


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--shrink", action="store_const", const="shrink", dest="mode",
                       help="drop from the baselines what no longer occurs (adds nothing)")
    group.add_argument("--rewrite", action="store_const", const="rewrite", dest="mode",
                       help="write the baselines as things are now, new findings included")
    mode = parser.parse_args(argv).mode or "check"
    typed = check("mypy", run_mypy(), MYPY_BASELINE, "mypy errors", mode, never=strict_paths())
    simple = check("complexity (C901)", run_ruff(), COMPLEXITY_BASELINE,
                   "Functions over ruff's max-complexity (pyproject.toml)", mode)
    return 0 if typed and simple else 1


if __name__ == "__main__":
    sys.exit(main())
