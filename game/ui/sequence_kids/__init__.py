"""The Sequence for kids table's parts: its layout, the board and chips, the cards, the button
icons, the result window and the sentences. The scene that composes them is
game/ui/sequence_kids_scene.py."""
