"""Reading saved dicts back: each field named with what it must hold, checked in that order.

A schema is a dict of field name -> reader; a reader is any function that takes the saved
value and returns it checked (copied where it is a list), or raises `Damaged`. The readers
here cover what saved files hold — whole numbers in a range, true/false, one of a few values,
lists of them of a given length, nested objects and mappings — and `core.rng_from_json` or a
game's own small function are readers too. `read` turns a `Damaged` into the ValueError
sentence the caller gives ("The saved game's board is damaged."); checks that span fields
(every card exactly once, a sequence on the board) stay in the game's own loader.

    fields = schema.record({
        "turn": schema.integer(0, players - 1),
        "hands": schema.list_of(schema.int_list(0, 103), "hand", length=players),
        "dealer": schema.optional(schema.integer(0, players - 1)),
    })
    saved = schema.read(data, fields)   # {"turn": 2, "hands": [[...], ...], "dealer": None}
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from game.engine import core

Reader = Callable[[Any], Any]

DAMAGED = "The saved game's {} is damaged."
MISSING = "The saved game is missing {!r}."


class Damaged(ValueError):
    """A saved value that is not as written. `what` names it for the sentence; None: the field's
    name (filled in by the `record` that holds it)."""

    def __init__(self, what: str | None = None) -> None:
        super().__init__(what)
        self.what = what


class Missing(Damaged):
    """A field that a `record` needs is not there."""


def read(data: Any, reader: Reader, damaged: str = DAMAGED, missing: str = MISSING) -> Any:
    """`reader(data)`, with a damaged or missing field told as ValueError(`damaged` or `missing`
    with the field's name). Other ValueErrors (from `core.rng_from_json`, a config) pass as they are."""
    try:
        return reader(data)
    except Missing as exc:
        raise ValueError(missing.format(exc.what)) from None
    except Damaged as exc:
        raise ValueError(damaged.format(exc.what or "content")) from None


def header(data: Any, game: str, title: str, newest: int, config_class: type) -> tuple[int, Any]:
    """The rules version and the config of a saved game of `game` (shown as `title`), whose
    versions run from 1 to `newest`; ValueError with a sentence otherwise."""
    if not isinstance(data, dict) or data.get("game") != game:
        raise ValueError(f"This is not a saved {title} game.")
    version = data.get("version")
    if type(version) is not int or not 1 <= version <= newest:
        raise ValueError(f"This saved {title} game comes from an unknown version.")
    if "config" not in data:
        raise ValueError(MISSING.format("config"))
    return version, core.config_from_dict(config_class, data["config"])


# ---------------------------------------------------------------- readers

def integer(low: int, high: int | None = None, what: str | None = None) -> Reader:
    """A whole number from `low` to `high` (no limit when None); never a bool or a float."""
    def read_integer(value: Any) -> int:
        if type(value) is not int or value < low or (high is not None and value > high):
            raise Damaged(what)
        return value
    return read_integer


def boolean(what: str | None = None) -> Reader:
    """true or false; never 0 or 1."""
    def read_boolean(value: Any) -> bool:
        if type(value) is not bool:
            raise Damaged(what)
        return value
    return read_boolean


def choice(options: tuple[Any, ...], what: str | None = None) -> Reader:
    """One of `options`, of the same type (1 is not True, 1.0 is not 1)."""
    def read_choice(value: Any) -> Any:
        if not any(type(value) is type(option) and value == option for option in options):
            raise Damaged(what)
        return value
    return read_choice


def optional(reader: Reader) -> Reader:
    """None, or what `reader` reads."""
    def read_optional(value: Any) -> Any:
        return None if value is None else reader(value)
    return read_optional


def int_list(low: int, high: int, what: str | None = None, *, length: int | None = None) -> Reader:
    """A list of whole numbers from `low` to `high` (of `length` items when given), copied."""
    def read_int_list(value: Any) -> list[int]:
        if (not isinstance(value, list) or (length is not None and len(value) != length)
                or any(type(v) is not int or not low <= v <= high for v in value)):
            raise Damaged(what)
        return list(value)
    return read_int_list


def list_of(reader: Reader, what: str | None = None, *, length: int | None = None,
            last: int | None = None) -> Reader:
    """A list (of `length` items when given) of what `reader` reads; with `last`, only the
    last `last` items are read and kept (older ones are dropped unread)."""
    def read_list(value: Any) -> list[Any]:
        if not isinstance(value, list) or (length is not None and len(value) != length):
            raise Damaged(what)
        items = value if last is None else value[-last:]
        try:
            return [reader(item) for item in items]
        except Damaged as exc:
            exc.what = exc.what or what
            raise
    return read_list


def mapping(key: Reader, value: Reader, what: str | None = None) -> Reader:
    """A JSON object of any keys, each read by `key` (two keys may not read as the same one),
    each value by `value`."""
    def read_mapping(data: Any) -> dict[Any, Any]:
        if not isinstance(data, dict):
            raise Damaged(what)
        try:
            out = {key(k): value(v) for k, v in data.items()}
        except Damaged as exc:
            exc.what = exc.what or what
            raise
        if len(out) != len(data):
            raise Damaged(what)
        return out
    return read_mapping


def record(fields: Mapping[str, Reader], what: str | None = None, *, exact: bool = False,
           defaults: Mapping[str, Any] | None = None) -> Reader:
    """A JSON object with these fields, read in this order into a dict. Keys not named are
    ignored, or refused when `exact`; `defaults` gives the value of a field older files lack."""
    defaults = defaults or {}

    def read_record(data: Any) -> dict[str, Any]:
        if not isinstance(data, dict):
            raise Damaged(what)
        if exact and not data.keys() <= fields.keys():
            raise Damaged(what or "fields")
        out: dict[str, Any] = {}
        for name, reader in fields.items():
            if name not in data:
                if name not in defaults:
                    raise Missing(name)
                out[name] = defaults[name]
                continue
            try:
                out[name] = reader(data[name])
            except Damaged as exc:
                exc.what = exc.what or name
                raise
        return out
    return read_record


# ---------------------------------------------------------------- checks across fields

def each_once(piles: Iterable[list[int]], count: int) -> bool:
    """Whether the piles together hold each of the cards 0..count-1 exactly once."""
    return sorted(c for pile in piles for c in pile) == list(range(count))
