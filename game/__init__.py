"""Game table: four card and board games on one computer."""

__version__ = "0.1.0"
