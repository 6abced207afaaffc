"""The program's log file, in the user's data folder (kept small: rotated at 1 MB)."""

from __future__ import annotations

import logging
from logging.handlers import RotatingFileHandler
from pathlib import Path

from game import storage

LOGGER_NAME = "game-table"


def log_path() -> Path:
    return storage.data_dir() / "logs" / "game-table.log"


def setup_logging() -> logging.Logger:
    """Send the program's log to its file once; later calls return the same logger."""
    logger = logging.getLogger(LOGGER_NAME)
    if not logger.handlers:
        path = log_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handler: logging.Handler
            if path.exists() and not path.is_file():
                handler = logging.NullHandler()  # a named pipe there: opening it would wait forever
            else:
                handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=2, encoding="utf-8")
        except OSError:
            handler = logging.NullHandler()  # a read-only data folder must not stop the game
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        logger.addHandler(handler)
        logger.setLevel(logging.INFO)
        logger.propagate = False
    return logger
