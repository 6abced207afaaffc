"""build/check_baselines.py: mypy's errors and ruff's complexity findings held to baselines that only
shrink. The tools themselves run in .ci/run; here, what the check makes of their output."""

from __future__ import annotations

import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def load_tool():
    spec = importlib.util.spec_from_file_location("check_baselines", ROOT / "build" / "check_baselines.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["check_baselines"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


tool = load_tool()


def mypy_line(file: str, line: int, message: str, code: str = "arg-type", severity: str = "error") -> str:
    return json.dumps({"file": file, "line": line, "column": 4, "message": message, "hint": None,
                       "code": code, "severity": severity})


def test_mypy_errors_are_keyed_without_their_line_numbers():
    output = "\n".join([
        mypy_line("game/ui/a.py", 12, 'Argument 1 to "f" has incompatible type "int | None"'),
        mypy_line("game/ui/a.py", 12, "See the docs", code=None, severity="note"),
        "Found 1 error in 1 file (checked 64 source files)",
    ])
    (finding,) = tool.mypy_findings(output)
    assert finding.key == 'game/ui/a.py: [arg-type] Argument 1 to "f" has incompatible type "int | None"'
    assert finding.where == "game/ui/a.py:12"


def finding(key: str, line: int = 1):
    return tool.Finding(key.split(": ", 1)[0], line, key)


def test_an_error_the_baseline_holds_passes_wherever_its_line_moved():
    baseline = Counter({"game/ui/a.py: [misc] Cannot infer type of lambda": 1})
    new, gone = tool.compare([finding("game/ui/a.py: [misc] Cannot infer type of lambda", 300)], baseline)
    assert new == [] and not gone


def test_a_new_error_fails_even_when_the_same_one_is_held_elsewhere_in_the_file():
    key = "game/ui/a.py: [misc] Cannot infer type of lambda"
    new, gone = tool.compare([finding(key, 10), finding(key, 20)], Counter({key: 1}))
    assert [f.key for f in new] == [key] and not gone
    new, _ = tool.compare([finding("game/ui/b.py: [misc] Cannot infer type of lambda")], Counter({key: 1}))
    assert [f.where for f in new] == ["game/ui/b.py:1"]


def test_a_baseline_line_that_no_longer_occurs_fails_until_shrunk():
    held, fixed = "game/ui/a.py: [misc] held", "game/ui/a.py: [index] fixed"
    baseline = Counter({held: 1, fixed: 2})
    found = [finding(held), finding(fixed)]
    new, gone = tool.compare(found, baseline)
    assert new == [] and gone == Counter({fixed: 1})
    smaller = tool.shrunk(found, baseline)
    assert smaller == Counter({held: 1, fixed: 1})
    assert tool.compare(found, smaller) == ([], Counter())


def test_shrinking_never_adds_a_new_error():
    held, new_error = "game/ui/a.py: [misc] held", "game/ui/a.py: [index] new"
    assert tool.shrunk([finding(held), finding(new_error)], Counter({held: 1})) == Counter({held: 1})


def test_strict_modules_have_no_baseline():
    strict = tool.strict_paths()
    assert "game/engine/" in strict and "game/match.py" in strict and "game/storage.py" in strict
    key = "game/engine/core.py: [arg-type] something"
    new, gone = tool.compare([finding(key)], Counter({key: 1}), never=strict)
    assert [f.key for f in new] == [key] and not gone
    assert tool.shrunk([finding(key)], Counter({key: 1}), never=strict) == Counter()
    committed = tool.read_baseline(tool.MYPY_BASELINE)
    assert not [line for line in committed if line.startswith(strict)]


def test_a_function_is_named_by_its_class_and_its_complexity(tmp_path):
    source = tmp_path / "game" / "scene.py"
    source.parent.mkdir()
    source.write_text("class Scene:\n    def click(self):\n        def inner():\n            pass\n\n"
                      "def click():\n    pass\n", encoding="utf-8")

    def ruff_item(row: int, name: str, complexity: int) -> dict:
        return {"code": "C901", "filename": str(source), "location": {"row": row, "column": 5},
                "message": f"`{name}` is too complex ({complexity} > 15)"}

    output = json.dumps([ruff_item(2, "click", 19), ruff_item(3, "inner", 16), ruff_item(6, "click", 17)])
    found = tool.complexity_findings(output, root=tmp_path)
    assert [f.key for f in found] == ["game/scene.py: Scene.click (19)",
                                      "game/scene.py: Scene.click.<locals>.inner (16)",
                                      "game/scene.py: click (17)"]
    # The same function grown more complex is a new finding, and its old line is gone.
    grown = tool.complexity_findings(json.dumps([ruff_item(2, "click", 22)]), root=tmp_path)
    new, gone = tool.compare(grown, Counter({"game/scene.py: Scene.click (19)": 1}))
    assert [f.key for f in new] == ["game/scene.py: Scene.click (22)"]
    assert gone == Counter({"game/scene.py: Scene.click (19)": 1})


def test_a_baseline_is_written_sorted_and_read_back(tmp_path):
    path = tmp_path / "baseline.txt"
    entries = Counter({"game/ui/b.py: [misc] two": 2, "game/ui/a.py: [misc] one": 1})
    tool.write_baseline(path, entries, "mypy errors")
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("#") and tool.SHRINK in lines[1]
    assert lines[2:] == ["game/ui/a.py: [misc] one", "game/ui/b.py: [misc] two", "game/ui/b.py: [misc] two"]
    assert tool.read_baseline(path) == entries
