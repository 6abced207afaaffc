"""Game table: four card and board games on one computer."""

import os

__version__ = "0.1.0"

# pygame prints a banner on import; a desktop program should not.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
