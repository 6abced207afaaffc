"""Keep the C heap from hoarding freed pixel buffers (Linux, glibc).

Surfaces keep their pixels in C memory. glibc serves a request of 128 KiB or more
with its own mapping, handed back to the system when freed, but it raises that
limit to the size of each such block freed (up to 32 MiB). After the first
full-screen surface (4 MB) is freed, every card face, board and scratch surface
comes from the heap instead, and the heap, holed by them between small long-lived
objects, is seldom given back: in the random-input test (tests/ui/test_random_input.py)
the resident size reached 220-240 MB (peak 285 MB) while the surfaces alive stayed
about 50 MB. Fixing the limit at glibc's own default keeps large buffers in their
own mappings, so freeing one returns its memory at once (the same test: 139-154 MB,
peak 177-190 MB).
"""

from __future__ import annotations

import ctypes
import sys

M_MMAP_THRESHOLD = -3  # mallopt parameter (malloc.h); setting it also stops glibc raising it
LARGE_BLOCK = 128 * 1024  # glibc's default limit: a small card face (90×126) stays below it


def release_large_blocks() -> bool:
    """Have blocks of LARGE_BLOCK bytes or more always mapped on their own; True if applied."""
    if not sys.platform.startswith("linux"):
        return False  # glibc only; other allocators have their own ways with large blocks
    try:
        mallopt = ctypes.CDLL(None).mallopt  # the C library already loaded (no search, no subprocess)
    except (OSError, AttributeError):
        return False  # not glibc (musl has no tunable threshold): nothing to set
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    return mallopt(M_MMAP_THRESHOLD, LARGE_BLOCK) == 1
