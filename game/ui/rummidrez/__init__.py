"""The Rummidrez table's parts, each with one job; the scene (game.ui.rummidrez_scene) joins them.

- layout: where everything lies (piles, the groups of the working table, the hand, the panel);
- sentences: the engine's events as sentences (the move log, the last-move line);
- animation: what the table does with each event (cards on the move, sounds, marks, notes);
- clock: a timed match's minutes, counted while the table is on screen and kept with the save;
- drag: the mouse and the working table (take cards, pick up, drop, split, join);
- keyboard: the places the arrow keys reach; hints: the hint's rings;
- piles, groups, rack, panel: drawing the piles, the table's groups, the hand and the players;
- dialogs: the end of a round, of the match or a solitaire attempt; the buttons that say why not.
"""
