"""The classic Sequence table's parts: its layout, the board, the cards in the hand, the players'
panel, the cut and its sentences. The scene that composes them is game/ui/sequence_scene.py."""
