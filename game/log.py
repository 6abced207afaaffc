"""The program's log file, in the user's data folder (kept small: rotated at 1 MB)."""

from __future__ import annotations

import logging
from logging.handlers import RotatingFileHandler
from pathlib import Path

from game import storage

LOGGER_NAME = "game-table"


def log_path() -> Path:
    return storage.data_dir() / "logs" / "game-table.log"


_handler: logging.Handler | None = None  # the handler setup_logging gave the logger (its own test)


def setup_logging() -> logging.Logger:
    """Send the program's log to its file once; later calls return the same logger.

    Whether it is set up is told by its own handler, not by the logger having any: pytest attaches
    its capturing handlers to loggers that do not propagate, such as this one."""
    global _handler
    logger = logging.getLogger(LOGGER_NAME)
    if _handler is None or _handler not in logger.handlers:
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
        _handler = handler
    return logger


def close_log() -> None:
    """Close the log file; the next `setup_logging` opens it again, in the data folder of its time."""
    global _handler
    if _handler is not None:
        _handler.close()
        logging.getLogger(LOGGER_NAME).removeHandler(_handler)
        _handler = None
