"""A seeded generator of damaged files, made from real valid ones.

Each damaged file is a valid save, settings or statistics file with one kind of
harm done to it; the kind and every choice within it come from the caller's
`random.Random`, so a failing file can be made again from the seed and its number.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

HUGE_FILE_BYTES = 100 * 1024 * 1024
DEEP = 100_000  # nested lists in the deepest file


def dumps(data: Any) -> bytes:
    return json.dumps(data, separators=(",", ":"), allow_nan=False).encode()


def _nodes(data: Any, path: tuple = ()) -> list[tuple]:
    """The path to every value in a JSON tree (the root is the empty path)."""
    out = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            out += _nodes(value, path + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            out += _nodes(value, path + (i,))
    return out


def _get(data: Any, path: tuple) -> Any:
    for step in path:
        data = data[step]
    return data


def _set(data: Any, path: tuple, value: Any) -> Any:
    """`data` with the value at `path` replaced (the root itself when the path is empty)."""
    if not path:
        return value
    _get(data, path[:-1])[path[-1]] = value
    return data


def _other_type(value: Any, rng: random.Random) -> Any:
    choices = [None, True, 0, -1, 2.5, "", "x" * rng.randrange(1, 80), [], {}, [1, "a"], {"a": 1}]
    return rng.choice([c for c in choices if type(c) is not type(value)])


def _text_marker(rng: random.Random) -> str:
    return f"@@{rng.randrange(10**9)}@@"


def _splice(data: Any, rng: random.Random, raw: bytes) -> bytes:
    """Put `raw` JSON-ish bytes in place of a random value of `data`."""
    marker = _text_marker(rng)
    tree = _set(copy.deepcopy(data), rng.choice(_nodes(data)), marker)
    return dumps(tree).replace(json.dumps(marker).encode(), raw, 1)


def truncated(data: Any, rng: random.Random) -> bytes:
    whole = dumps(data)
    return whole[:rng.randrange(len(whole))]


def random_bytes(data: Any, rng: random.Random) -> bytes:
    return rng.randbytes(rng.choice([1, 16, 500, 20_000]))


def wrong_type(data: Any, rng: random.Random) -> bytes:
    tree = copy.deepcopy(data)
    path = rng.choice(_nodes(tree)[1:])
    return dumps(_set(tree, path, _other_type(_get(tree, path), rng)))


def missing_field(data: Any, rng: random.Random) -> bytes:
    tree = copy.deepcopy(data)
    paths = [p for p in _nodes(tree) if isinstance(_get(tree, p), dict) and _get(tree, p)]
    target = _get(tree, rng.choice(paths))
    del target[rng.choice(list(target))]
    return dumps(tree)


def extra_field(data: Any, rng: random.Random) -> bytes:
    tree = copy.deepcopy(data)
    paths = [p for p in _nodes(tree) if isinstance(_get(tree, p), dict)]
    _get(tree, rng.choice(paths))[rng.choice(["extra", "version2", "x" * 40, ""])] = rng.choice([1, "a", [], None])
    return dumps(tree)


def unknown_version(data: Any, rng: random.Random) -> bytes:
    tree = copy.deepcopy(data)
    tree["version"] = rng.choice([0, 3, 99, -1, "1", 1.0, "2", 2.0, None, 10**30])  # never one a loader reads
    return dumps(tree)


def huge_number(data: Any, rng: random.Random) -> bytes:
    number = rng.choice([
        str(2**63), str(-(2**64)), "1" * rng.choice([30, 400, 4301, 100_000]), "1e999", "-1e999", "1e-999",
        "123456789" * 1000 + ".5"])
    return _splice(data, rng, number.encode())


def deep_nesting(data: Any, rng: random.Random) -> bytes:
    depth = rng.choice([500, 990, 5000, DEEP])
    kind = rng.choice(["[]", "{}"])
    nested = (b"[" * depth + b"]" * depth) if kind == "[]" else (b'{"a":' * depth + b"1" + b"}" * depth)
    return _splice(data, rng, nested)


def nan_infinity(data: Any, rng: random.Random) -> bytes:
    return _splice(data, rng, rng.choice([b"NaN", b"Infinity", b"-Infinity"]))


def invalid_utf8(data: Any, rng: random.Random) -> bytes:
    whole = dumps(data)
    at = rng.randrange(len(whole))
    bad = rng.choice([b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"\x80"])
    return whole[:at] + bad + whole[at:]


def wide(data: Any, rng: random.Random) -> bytes:
    """Just under the size limit, one list of very many small values (memory, not depth)."""
    item = rng.choice([b"{}", b"[]", b"0", b'"a"'])
    count = (3_900_000 // (len(item) + 1))
    return _splice(data, rng, b"[" + b",".join([item] * count) + b"]")


def text_noise(data: Any, rng: random.Random) -> bytes:
    """A few bytes of valid JSON changed: often still JSON, rarely still valid."""
    whole = bytearray(dumps(data))
    for _ in range(rng.randrange(1, 4)):
        whole[rng.randrange(len(whole))] = rng.choice(b'0123456789"{}[],:-.aetn ')
    return bytes(whole)


HARMS: dict[str, Callable[[Any, random.Random], bytes]] = {
    "truncated": truncated,
    "random bytes": random_bytes,
    "wrong type": wrong_type,
    "missing field": missing_field,
    "extra field": extra_field,
    "unknown version": unknown_version,
    "huge number": huge_number,
    "deep nesting": deep_nesting,
    "NaN/Infinity": nan_infinity,
    "invalid UTF-8": invalid_utf8,
    "wide": wide,
    "text noise": text_noise,
}

# Harms after which no file may load: the rest may leave a file the loader rightly accepts
# (settings ignore fields they do not know; a changed name is still a name).
ALWAYS_DAMAGE = frozenset({"truncated", "random bytes", "deep nesting", "NaN/Infinity", "invalid UTF-8",
                           "wide"})


def damaged(data: Any, rng: random.Random) -> tuple[str, bytes]:
    """One damaged copy of the valid JSON `data`: (the harm's name, the bytes)."""
    harm = rng.choice(sorted(HARMS))
    if harm == "wide" and rng.random() < 0.8:
        harm = "truncated"  # the near-limit files are slow to make: fewer of them
    return harm, HARMS[harm](data, rng)


def write_huge(path, size: int = HUGE_FILE_BYTES) -> None:
    """A 100 MB file (a JSON list of zeros), written a megabyte at a time."""
    chunk = b"0," * (512 * 1024)
    with open(path, "wb") as handle:
        handle.write(b"[")
        for _ in range(size // len(chunk)):
            handle.write(chunk)
        handle.write(b"0]")


# ---------------------------------------------------------------- journals (game.savefile)

def journal_lines(raw: bytes) -> list[bytes]:
    """The whole lines of a journal (each without its newline)."""
    return raw.split(b"\n")[:-1]


def torn_last_line(raw: bytes, rng: random.Random) -> bytes:
    """A kill while the last line was written: it is cut short (never its newline)."""
    lines = journal_lines(raw)
    last = lines[-1]
    return b"".join(line + b"\n" for line in lines[:-1]) + last[:rng.randrange(len(last))]


def journal_cut(raw: bytes, rng: random.Random) -> bytes:
    """Cut anywhere: a whole journal up to some line, and maybe part of the next."""
    return raw[:rng.randrange(len(raw))]


def damaged_line(raw: bytes, rng: random.Random) -> bytes:
    """One whole line (not the header) harmed as any file is, the rest as it was."""
    lines = journal_lines(raw)
    at = rng.randrange(1, len(lines))
    harm, bad = damaged(json.loads(lines[at]), rng)
    lines[at] = bad.replace(b"\n", b" ")
    return b"".join(line + b"\n" for line in lines)


def garbage_inside(raw: bytes, rng: random.Random) -> bytes:
    """Random bytes between two whole lines (a disk's sector of noise)."""
    lines = journal_lines(raw)
    at = rng.randrange(1, len(lines))
    noise = rng.randbytes(rng.choice([1, 30, 500])).replace(b"\n", b"x") + b"\n"
    return b"".join(line + b"\n" for line in lines[:at]) + noise + b"".join(line + b"\n" for line in lines[at:])


def lines_swapped(raw: bytes, rng: random.Random) -> bytes:
    """Two different whole lines (not the header) in each other's place."""
    lines = journal_lines(raw)
    a, b = sorted(rng.sample(range(1, len(lines)), 2))
    lines[a], lines[b] = lines[b], lines[a]
    return b"".join(line + b"\n" for line in lines)


def foreign_header(raw: bytes, rng: random.Random) -> bytes:
    """The journal of another base (as a kill between writing a base and its new journal leaves)."""
    lines = journal_lines(raw)
    lines[0] = json.dumps({"journal": f"{rng.getrandbits(64):016x}"}).encode()
    return b"".join(line + b"\n" for line in lines)


JOURNAL_HARMS: dict[str, Callable[[bytes, random.Random], bytes]] = {
    "torn last line": torn_last_line,
    "cut anywhere": journal_cut,
    "damaged line": damaged_line,
    "garbage inside": garbage_inside,
    "lines swapped": lines_swapped,
    "foreign header": foreign_header,
}
# Harms the loader must take in its stride (the game up to the last whole line, or the base alone).
JOURNAL_TOLERATED = frozenset({"torn last line", "cut anywhere", "foreign header"})
# Harms after which no journal may load.
JOURNAL_ALWAYS_DAMAGE = frozenset({"garbage inside"})
