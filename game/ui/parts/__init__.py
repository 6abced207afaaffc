"""Table parts shared by the four game tables: each one lays itself out, draws, hit-tests, gives
its focus targets and handles right-to-left itself, so a table composes them instead of
rewriting them (the hand, the top bar, the message box, ...). The turn driver's own parts live
here too: hints, undo and redo, statistics (game.ui.table builds every table from them)."""
