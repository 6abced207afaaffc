"""No colour is written as RGB numbers in game/ui outside the palette (game/ui/palette.py, read
through theme.py): every colour is a named entry of the palette, so the high-contrast palette
(theme.set_palette) reaches all of them.

How a colour is told from a size or a rect (both are tuples of small ints too): a tuple of 3 or 4
int constants 0..255 counts as a colour when it reaches a place that takes a colour:
- a colour argument: pygame.draw.*'s second argument, Surface.fill's first, Font.render's third,
  set_colorkey's first, a keyword whose name says colour (colour=, edge=, ink=, unsetcolor=, ...),
  or a positional argument bound to such a parameter of a function defined in game/ui
  (theme.text's `colour`, widgets' `colour`, ...);
- through a name: a module name or attribute (`X = (…)`, `self.x = (…)`) used in such a place, or
  named like a colour; a part of `name, colour = …, (…)`; a row a loop unpacks into such a name
  (`for label, colour in ROWS`); through `a if c else b`, `a or b`, an index into a table (`COLOURS[i]`), the
  rows of that table, and the return of a function of the module called in such a place.
Rects, sizes, grids, unpacked constants (`W, H, GAP = 40, 112, 4`) and loop ranges reach none of
these and are not flagged."""

from __future__ import annotations

import ast
import re
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "game" / "ui"
COLOURISH = re.compile(r"colou?r|ink|edge|fill|tint|shade|felt|background|glow|ring|band", re.IGNORECASE)


def _colour_parameters() -> dict[str, list[str]]:
    """Function name -> its parameter names, over game/ui (a positional argument is bound by name)."""
    params: dict[str, list[str]] = {}
    for path in UI.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                names = [a.arg for a in (*node.args.posonlyargs, *node.args.args)]
                params[node.name] = names[1:] if names[:1] in (["self"], ["cls"]) else names
    return params


PARAMS = _colour_parameters()


def _is_literal(node: ast.AST) -> bool:
    return (isinstance(node, ast.Tuple) and len(node.elts) in (3, 4)
            and all(isinstance(e, ast.Constant) and type(e.value) is int and 0 <= e.value <= 255 for e in node.elts))


def _callee(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def _colour_arguments(call: ast.Call) -> list[ast.expr]:
    """The arguments of `call` that take a colour."""
    name = _callee(call)
    found = [k.value for k in call.keywords if k.arg and COLOURISH.search(k.arg)]
    is_draw = isinstance(call.func, ast.Attribute) and ast.unparse(call.func.value) in ("pygame.draw", "draw")
    slot = 1 if is_draw else {"fill": 0, "set_colorkey": 0, "render": 2}.get(name)
    if slot is not None and not is_draw and name == "fill" and isinstance(call.func, ast.Attribute) \
            and ast.unparse(call.func.value) == "pygame.Surface":
        slot = 1  # pygame.Surface.fill(surface, colour)
    if slot is not None:
        found += call.args[slot:slot + 1]
    elif name in PARAMS:
        found += [arg for arg, param in zip(call.args, PARAMS[name], strict=False) if COLOURISH.search(param)]
    return found


def _name_of(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


class _Flow:
    """Where values go, over a set of modules: names and attributes assigned, rows a loop unpacks,
    what functions return, and the places that take a colour."""

    def __init__(self) -> None:
        self.assigned: dict[str, list[ast.expr]] = {}
        self.rows: dict[str, list[tuple[ast.expr, int]]] = {}  # `for a, colour in ROWS`: colour <- (ROWS, 1)
        self.returns: dict[str, list[ast.expr]] = {}
        self.places: list[ast.expr] = []

    def _assign(self, target: ast.expr, value: ast.expr) -> None:
        if isinstance(target, ast.Tuple | ast.List):
            if isinstance(value, ast.IfExp):  # `colour, edge = (A, B) if won else (C, D)`
                self._assign(target, value.body)
                self._assign(target, value.orelse)
            elif isinstance(value, ast.Tuple | ast.List) and len(value.elts) == len(target.elts):
                for part, part_value in zip(target.elts, value.elts, strict=True):  # `name, colour = _("x"), (…)`
                    self._assign(part, part_value)
            return  # `W, H, GAP = 40, 112, 4` has no parts to pair with: unpacked constants
        if (name := _name_of(target)) is not None:
            self.assigned.setdefault(name, []).append(value)
            if COLOURISH.search(name):
                self.places.append(value)

    def read(self, tree: ast.AST) -> None:
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    self._assign(target, node.value)
            elif isinstance(node, ast.AnnAssign) and node.value is not None:
                self._assign(node.target, node.value)
            elif isinstance(node, ast.For | ast.comprehension):
                target, rows = node.target, node.iter
                if isinstance(rows, ast.Call) and _callee(rows) == "enumerate" and rows.args \
                        and isinstance(target, ast.Tuple) and len(target.elts) == 2:
                    target, rows = target.elts[1], rows.args[0]  # `for i, (label, colour) in enumerate(ROWS)`
                for i, part in enumerate(target.elts if isinstance(target, ast.Tuple) else []):
                    if (name := _name_of(part)) is not None:
                        self.rows.setdefault(name, []).append((rows, i))
            elif isinstance(node, ast.FunctionDef):
                self.returns.setdefault(node.name, []).extend(
                    r.value for r in ast.walk(node) if isinstance(r, ast.Return) and r.value)
            elif isinstance(node, ast.Call):
                self.places += _colour_arguments(node)
                if _callee(node) in ("append", "insert") and isinstance(node.func, ast.Attribute) \
                        and (name := _name_of(node.func.value)) and node.args:  # rows added to a list
                    self.assigned.setdefault(name, []).append(ast.List(elts=[node.args[-1]]))

    def _containers(self, node: ast.expr, depth: int = 0) -> list[ast.expr]:
        """The tuple and list literals a name or expression stands for."""
        if isinstance(node, ast.Tuple | ast.List):
            return [node]
        if depth < 4 and (name := _name_of(node)) is not None:
            return [c for value in self.assigned.get(name, []) for c in self._containers(value, depth + 1)]
        return []

    def colour_literals(self) -> set[ast.Tuple]:
        found: set[ast.Tuple] = set()
        seen: set[int] = set()
        places = list(self.places)
        while places:
            node = places.pop()
            if id(node) in seen:
                continue
            seen.add(id(node))
            if _is_literal(node):
                found.add(node)
            elif isinstance(node, ast.Tuple | ast.List):
                places += node.elts
            elif isinstance(node, ast.Dict):
                places += [v for v in node.values if v is not None]
            elif isinstance(node, ast.IfExp):
                places += [node.body, node.orelse]
            elif isinstance(node, ast.BoolOp):
                places += node.values
            elif isinstance(node, ast.Subscript):
                places.append(node.value)
            elif isinstance(node, ast.Call) and _callee(node) in self.returns:
                places += self.returns[_callee(node)]
            elif (name := _name_of(node)) is not None:
                places += self.assigned.get(name, [])
                for rows, i in self.rows.get(name, []):
                    places += [row.elts[i] for container in self._containers(rows) for row in container.elts
                               if isinstance(row, ast.Tuple) and len(row.elts) > i]
        return found


def colour_literals(source: str) -> list[int]:
    """Line numbers of the colour literals in one module's source."""
    flow = _Flow()
    flow.read(ast.parse(source))
    return sorted({node.lineno for node in flow.colour_literals()})


def test_the_scan_tells_colours_from_sizes_and_rects():
    source = """
import pygame
W, H, GAP = 40, 112, 4
grid = (1, 0, 0)
RING = (12, 12, 16)
TEAMS = ((1, 2, 3), (4, 5, 6))
def ink(dark):
    return (80, 50, 0) if dark else theme.INK
def draw(surface, rect):
    pygame.draw.rect(surface, (9, 9, 9), (0, 0, 40, 40), 2)
    surface.fill((0, 0, 0, 0))
    theme.text("x", 17, ink(True))
    pygame.draw.circle(surface, TEAMS[0], (5, 5), 3)
    Button((0, 0, 200, 48), "x", colour=(90, 90, 110))
    for n in (4, 5, 6):
        pass
"""
    assert colour_literals(source) == [5, 6, 8, 10, 11, 14]


def test_no_colour_is_written_as_numbers_outside_the_theme():
    flow = _Flow()  # over the whole package: a colour named in one module may be drawn in another
    where: dict[int, str] = {}
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        flow.read(tree)
        where |= {id(node): path.relative_to(UI).as_posix() for node in ast.walk(tree)}
    found = sorted(f"game/ui/{where[id(node)]}:{node.lineno}" for node in flow.colour_literals()
                   if where[id(node)] not in ("theme.py", "palette.py"))
    assert not found, "colours written as RGB numbers (name them in game/ui/palette.py): " + ", ".join(found)


def _is_colour_value(value: object) -> bool:
    if isinstance(value, dict):
        return bool(value) and all(_is_colour_value(v) for v in value.values())
    if isinstance(value, tuple) and value and all(isinstance(v, tuple) for v in value):
        return all(_is_colour_value(v) for v in value)
    return (isinstance(value, tuple) and len(value) in (3, 4)
            and all(type(v) is int and 0 <= v <= 255 for v in value))


def test_every_colour_of_the_theme_is_switched_by_the_palette():
    """A colour named in theme.py but left out of _NAMES would stay in the standard palette under
    high contrast (a scene reading it at draw time would not see the switch)."""
    from game.ui import theme

    colours = {name for name, value in vars(theme).items()
               if name.isupper() and not name.startswith("_") and name not in ("STANDARD", "HIGH_CONTRAST", "PALETTES")
               and _is_colour_value(value)}
    assert colours and not colours - set(theme._NAMES), sorted(colours - set(theme._NAMES))
    theme.set_palette(True)
    try:
        assert theme.FELT_TEXT == theme.HIGH_CONTRAST["FELT_TEXT"] != theme.STANDARD["FELT_TEXT"]
    finally:
        theme.set_palette(False)
    assert theme.FELT_TEXT == theme.STANDARD["FELT_TEXT"]
