"""The bundle's entry point: the same `game.app.main` as `python -m game`."""

import sys

from game.app import main

if __name__ == "__main__":
    sys.exit(main())
