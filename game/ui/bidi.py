"""Right-to-left text on one line: the order in which its runs are drawn.

SDL_ttf shapes a run of text with HarfBuzz (Arabic letters join, brackets
mirror) but does not reorder a line that mixes directions. This is the part of
the Unicode bidirectional algorithm (UAX #9) that a line of interface text
needs: strong letters, numbers with their separators, neutrals between them,
and the reordering of the resolved levels. No explicit embeddings or isolates:
the program never writes them.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

# Resolved types: L (left to right), R (right to left), EN (a number), N (neutral).
_NUMBER_SEPARATORS = ("ES", "CS")


def _kind(char: str) -> str:
    bidi = unicodedata.bidirectional(char)
    if bidi in ("R", "AL"):
        return "R"
    if bidi in ("EN", "AN"):
        return "EN"
    if bidi in ("L", "ES", "CS", "ET", "NSM"):
        return bidi
    return "N"


def has_right_to_left(text: str) -> bool:
    return any(unicodedata.bidirectional(c) in ("R", "AL") for c in text)


@lru_cache(maxsize=2048)
def runs(text: str, base_rtl: bool) -> tuple[tuple[str, bool], ...]:
    """The runs of `text` from left to right on the screen: (text in reading order, right_to_left).

    Draw each run shaped in its own direction, side by side, in the order given.
    """
    if not text:
        return ()
    base = "R" if base_rtl else "L"
    kinds = [_kind(c) for c in text]
    # W1: a combining mark takes the type of the character it sits on.
    for i, kind in enumerate(kinds):
        if kind == "NSM":
            kinds[i] = kinds[i - 1] if i else "N"
    # W4: one separator between two digits belongs to the number ("12:30", "1.5").
    for i in range(1, len(kinds) - 1):
        if kinds[i] in _NUMBER_SEPARATORS and kinds[i - 1] == "EN" and kinds[i + 1] == "EN":
            kinds[i] = "EN"
    # W5: terminators next to a number belong to it ("50%").
    for i, kind in enumerate(kinds):
        if kind == "ET":
            j = i
            while j < len(kinds) and kinds[j] == "ET":
                j += 1
            if (i > 0 and kinds[i - 1] == "EN") or (j < len(kinds) and kinds[j] == "EN"):
                for k in range(i, j):
                    kinds[k] = "EN"
    # W6: other separators and terminators are neutral.
    kinds = ["N" if k in ("ES", "CS", "ET") else k for k in kinds]
    # W7: a number after left-to-right letters is left-to-right text.
    last_strong = base
    for i, kind in enumerate(kinds):
        if kind in ("L", "R"):
            last_strong = kind
        elif kind == "EN" and last_strong == "L":
            kinds[i] = "L"
    # N1, N2: neutrals between two of the same direction take it; others take the base direction.
    i = 0
    while i < len(kinds):
        if kinds[i] != "N":
            i += 1
            continue
        j = i
        while j < len(kinds) and kinds[j] == "N":
            j += 1
        before = base if i == 0 else ("R" if kinds[i - 1] == "EN" else kinds[i - 1])
        after = base if j == len(kinds) else ("R" if kinds[j] == "EN" else kinds[j])
        fill = before if before == after else base
        for k in range(i, j):
            kinds[k] = fill
        i = j
    # I1, I2: embedding levels.
    if base_rtl:
        levels = [1 if k == "R" else 2 for k in kinds]
    else:
        levels = [0 if k == "L" else 1 if k == "R" else 2 for k in kinds]
    # Runs of one level, then L2: reverse every stretch at or above each odd level.
    pieces: list[list] = []
    for char, level in zip(text, levels, strict=True):
        if pieces and pieces[-1][1] == level:
            pieces[-1][0] += char
        else:
            pieces.append([char, level])
    lowest_odd = min((lv for _t, lv in pieces if lv % 2), default=None)
    if lowest_odd is not None:
        for level in range(max(lv for _t, lv in pieces), lowest_odd - 1, -1):
            i = 0
            while i < len(pieces):
                if pieces[i][1] < level:
                    i += 1
                    continue
                j = i
                while j < len(pieces) and pieces[j][1] >= level:
                    j += 1
                pieces[i:j] = pieces[i:j][::-1]
                i = j
    return tuple((piece, level % 2 == 1) for piece, level in pieces)
