"""The Figuras table's parts; the scene itself is game.ui.figuras_scene.FigurasScene."""
