"""The palette: every colour the interface draws, by name, in the standard and the high-contrast look.

Scenes never read these names here: they read them from game.ui.theme (`theme.INK`), which takes
them all in and whose `set_palette` switches them at once. Only theme.py may import this module.
"""

from __future__ import annotations

# The palette: every scene reads these names from this module when it draws, so
# `set_palette` switches the whole interface at once (see PALETTES below).
FELT = (22, 92, 62)
FELT_DARK = (15, 66, 45)
PANEL = (248, 244, 232)
PANEL_EDGE = (190, 178, 150)
INK = (28, 28, 32)
MUTED = (96, 96, 104)
WHITE = (255, 255, 255)
CARD_RED = (196, 24, 36)
CARD_BLACK = (24, 24, 28)
HIGHLIGHT = (255, 214, 64)
DANGER = (232, 64, 48)
BUTTON = (52, 110, 190)
BUTTON_HOVER = (70, 132, 214)
BUTTON_DISABLED = (150, 156, 166)
SHADOW = (0, 0, 0, 90)
NOTE = (255, 240, 190)  # the message box at a table
NOTE_EDGE = (200, 150, 40)
SELECTION = (176, 206, 250)  # selected text in a text field (dark ink stays readable on it)

# Team chips: a colour and a symbol, so no one depends on colour alone.
TEAM_COLOURS = ((40, 98, 214), (34, 156, 74), (214, 44, 44))
# Card colours of the other games (their names are fixed: red stays a red, and so on).
POKERDREZ_COLOURS = (  # Rummidrez: Gray, Red, Magenta, Purple, Blue, Yellow, Cyan, Orange, Green
    (146, 148, 156), (212, 40, 48), (214, 52, 168), (116, 64, 190), (34, 96, 214),
    (244, 204, 36), (36, 192, 212), (242, 128, 28), (40, 156, 70),
)
FIGURAS_COLOURS = ((208, 44, 50), (240, 186, 22), (34, 146, 72), (36, 92, 204))  # red, yellow, green, blue
KID_COLOURS = {"red": (222, 50, 50), "yellow": (246, 198, 28), "green": (38, 158, 70), "blue": (44, 108, 222)}
# Palette: shared parts and the Sequence tables
_BEFORE_SHARED_PARTS = set(globals())  # the names below join _NAMES (SHARED_PARTS_NAMES) by themselves
CLEAR = (0, 0, 0, 0)  # fully transparent: what a see-through layer is cleared to
PANEL_SHADOW = (0, 0, 0, 60)  # a panel's shadow on a see-through layer
ROW_NOTICE = (255, 236, 170)  # a notice box, the current player's row, a game's "in progress" row
ROW_BAND = (236, 230, 214)  # every other row of a list on a panel (saved games, statistics)
LOG_BAND = (236, 232, 222)  # every other turn in the move log
LOG_HEADING = (92, 120, 100)  # a round's marker across the move log
SCROLL_TRACK, SCROLL_THUMB = (210, 205, 195), (120, 115, 105)  # the move log's scroll bar
EMPTY_PILE = (220, 214, 200)  # the outline where a discard pile will be
KIDS_EMPTY_PILE = (214, 206, 190)
FELT_TEXT = (210, 235, 220)  # small writing on the felt: labels, the last move, the hand-over screen
FELT_NOTE = (255, 236, 170)  # a note on the felt that must be seen (statistics' notice)
SPOKEN = (255, 230, 120)  # what a computer says, over the setup's picture
TIP_BOX = (24, 26, 34)  # the dark box of a tip beside a button
CHOICE_DISABLED = (222, 218, 206)  # a choice that cannot be chosen now
DANGER_TEXT = (150, 40, 40)  # an error's details on a panel
# Buttons: a scene's own button colours (widgets.Button darkens them under high contrast)
BUTTON_QUIET = (110, 110, 130)  # Back, Rules, Close: leave without doing anything
BUTTON_NEUTRAL = (90, 90, 110)  # Menu, Demo, Statistics, Settings, scrolling
BUTTON_TOOL = (84, 104, 128)  # Undo, Redo, the demo's speed
BUTTON_MOVES = (96, 96, 120)
BUTTON_HINT = (30, 130, 150)
BUTTON_GO = (40, 140, 80)  # Continue a saved game
BUTTON_QUIT = (120, 60, 60)
BUTTON_DELETE = (150, 70, 60)  # delete a saved game, reset statistics
BUTTON_YES_LOSE = (160, 60, 60)  # Yes where the answer loses something
BUTTON_PASS = (130, 100, 60)  # End turn, No move: pass
KIDS_BUTTON_SWAP = (40, 146, 84)
KIDS_BUTTON_PASS = (150, 104, 50)
# Glows and marks over the tables
HINT_COLOUR = (60, 220, 255)  # a hinted card, space or button: unlike any other highlight on the tables
HINT_RIM = (10, 40, 60)  # the dark rim that keeps the hint's ring seen on light cards
RECAP = (200, 120, 255)  # since your last turn, lit on a table: a violet, apart from the hint's cyan ring
FOCUS_RING_OUTER, FOCUS_RING_INNER = (12, 12, 16), (255, 255, 255)  # the keyboard focus: seen on any colour
KEY_PILL = (0, 0, 0, 170)  # the box of a key's name beside the focus
SPOTLIGHT_DIM = (10, 20, 30, 125)  # the table dimmed around a spotlight
FLIGHT_SHADOW = (30, 50, 40)  # the shadow under a flying card
LAST_MOVE = (255, 120, 40)  # the space of the last move
KIDS_LAST_PLACED = (255, 120, 30)
KIDS_LAST_REMOVED = (220, 40, 40)
WIN_LINE = (255, 196, 0)  # a winning line (and the spotlight on it)
WIN_LINE_HALO = (255, 250, 220)
LOCKED_RING = (255, 206, 60)  # a chip in a sequence: cannot be removed
DEMO_EDGE = (90, 140, 115)  # the demo's label, seen on any table's colour
# Cards, chips and boards
CARD_EDGE = (150, 150, 160)
FACE_PANEL = (250, 238, 205)  # the picture's box on a jack, queen or king
CARD_BACK, CARD_BACK_STRIPE = (160, 32, 44), (184, 60, 70)
CHIP_SHADOW = (0, 0, 0, 80)
CHIP_RIM = (0, 0, 0)  # the black rim inside a chip's white one (high contrast)
CHIP_INK = (0, 0, 0)  # a symbol on a light chip
CHIP_INK_ON_GOLD = (110, 70, 0)  # a symbol on a yellow chip
JACK_WILD = (40, 140, 80)  # the "Wild" tag of a two-eyed jack ("Remove" is DANGER)
DEAD_CARD = (60, 60, 60)  # the "Dead" tag of a card with no free space
DEAD_SHADE = (60, 60, 60, 120)
BOARD_WOOD = (92, 52, 28)
CORNER_SPACE = (238, 206, 120)  # the free corners of the board
CORNER_STAR = (196, 140, 30)
CORNER_INK = (120, 80, 10)
SEQUENCE_GLOW = (255, 255, 255, 150)  # the light under a sequence's line
LOG_DISCS = ((200, 70, 60), (50, 110, 200), (50, 150, 80), (210, 160, 40),  # each seat's disc in the move log
             (140, 80, 180), (40, 160, 170), (200, 100, 150), (120, 120, 120))
KIDS_BOARD_WOOD, KIDS_BOARD_EDGE = (140, 92, 46), (176, 124, 66)
KIDS_CORNER, KIDS_CORNER_EDGE = (255, 214, 92), (224, 160, 30)
KIDS_PASTELS = (  # the animals' spaces and cards (tests/ui/test_kids_animals.py: the animal stands out on them)
    (255, 226, 222), (255, 242, 200), (220, 244, 214), (216, 234, 255),
    (238, 224, 255), (255, 230, 206), (212, 244, 240), (250, 220, 238),
)
KIDS_DARK_INK = (80, 50, 0)  # a seat's mark on a light chip
KIDS_NO_DISC, KIDS_NO_RIM, KIDS_NO_CROSS = (250, 240, 220), (120, 30, 20), (200, 20, 20)  # a Dragon's "no" sign
KIDS_SHADE = (40, 40, 40, 70)
KIDS_DRAGON_BACK, KIDS_DRAGON_INNER = (176, 30, 30), (255, 148, 64)
KIDS_UNICORN_BACK, KIDS_UNICORN_INNER = (126, 66, 190), (252, 212, 246)
KIDS_SPECIAL_EDGE = (255, 208, 60)  # the gold edge of a Dragon or Unicorn card
KIDS_CARD_EDGE = (150, 150, 166)
KIDS_DEAD = (40, 146, 84)  # the swap sign on a card with no free space
KIDS_HAND_EDGE = (60, 120, 90)
KIDS_GLOW = {"animal": (255, 222, 40), "unicorn": (255, 120, 220), "dragon": (236, 48, 36)}  # where a card goes
KIDS_WIN_PANEL, KIDS_WIN_EDGE, KIDS_WIN_INK = (255, 240, 190), (226, 160, 20), (110, 70, 0)  # a child's win: gold
KIDS_CALM_PANEL, KIDS_CALM_EDGE, KIDS_CALM_INK = (222, 232, 244), (120, 150, 190), (50, 70, 100)  # a computer's win
KIDS_AGAIN = (92, 132, 196)  # the "play again" face

SHARED_PARTS_NAMES = tuple(n for n in globals() if n.isupper() and n[0] != "_" and n not in _BEFORE_SHARED_PARTS)
EDGE_SCALE = 1  # outlines of chips, cards, panels and buttons are this many times thicker

# Palette: Figuras and Rummidrez
# On the felt: the oval table's wooden rim, the felt's trays and marks, the writing on it.
TABLE_RIM = (92, 58, 34)  # the Figuras table's wooden edge, and its lighter inner band
TABLE_RIM_LIGHT = (120, 78, 44)
FELT_LINE = (28, 104, 72)  # a thin line drawn into the felt
FELT_LIGHT = (30, 112, 78)  # a group's tray, an empty place (the Figuras stock, the Mirror pile)
FELT_LOCKED = (26, 96, 66)  # the tray of a Rummidrez group that may not be touched this turn
FELT_HOLLOW = (60, 130, 96)  # where a card lifted off a group was
FELT_MUTED = (170, 208, 188)  # quieter writing and marks on the felt: "empty", the new-group slot
DIRECTION_RING = (220, 240, 228, 120)  # Figuras' ring showing the direction of play
DIRECTION_ARROW = (235, 250, 240, 170)
# Marks on cards and seats: what just happened, what fits, what is wrong.
LAST_MOVE_EDGE = (255, 150, 60)  # the outline of what the last move laid, and of the seat that made it
JUST_MOVED = (120, 200, 255)  # the outline of a card laid or taken this turn
SAME_FIGURE = (120, 210, 255)  # Figuras: hand cards of the figure a set is being made of
DROP_TARGET = (255, 170, 90)  # the discard pile lit while a card may be dropped on it
VALID = (70, 210, 110)  # the edge of a valid group
HINT_DARK = (6, 14, 22)  # the dark bands of the hint's ring (its bright band is HIGHLIGHT)
ALERT_BAND = (255, 226, 220)  # a pale red band: a group's problem, an eliminated player's row
ALERT_INK = (120, 20, 10)  # writing on ALERT_BAND
# Panels and rows: the winner, the seat to play, a seat that is out.
GOLD = (232, 176, 40)  # the winner's ring, the mark at 111, the star on a Figuras back
WIN_INK = (170, 110, 0)  # dark gold writing on a light panel: "Winner", "111! Wins"
CLOSED_BAND = (220, 242, 220)  # the row of the Figuras seat that closed the round
TURN_INK = (34, 120, 62)  # green writing on a panel: "to play", "thinking", "melded"
TURN_PILL = (200, 150, 30)  # the bottom seat's line of facts while it is that seat's turn
PANEL_OUT = (196, 196, 190)  # a seat's box once that seat is out
UNCHOSEN = (60, 60, 70)  # the Figuras colour in force while it is being chosen
METER_TRACK = (226, 222, 210)  # a score bar's track, its fill, and its fill for a seat that is out
METER_FILL = (60, 140, 200)
METER_MUTED = (150, 150, 150)
SEAT_COLOURS = ((52, 110, 190), (200, 80, 60), (60, 150, 90), (150, 90, 170),  # seat badges (Rummidrez,
                (200, 140, 30), (40, 150, 160), (170, 90, 120), (110, 110, 120))  # Figuras): one per seat
# Buttons with a meaning of their own (white labels on them; widgets.Button darkens them in high contrast).
BUTTON_STOP = (150, 66, 60)  # take the penalty, end the attempt
BUTTON_DISCARD = (150, 90, 50)
BUTTON_DRAW = (110, 90, 150)  # Figuras' Draw a card
# Card faces and backs.
FIGURAS_EDGE = (40, 40, 48)  # the thin outline of a Figuras face
CARD_SHADE = (20, 24, 30, 130)  # laid over a card that cannot be played now
FIGURAS_CREAM = (252, 249, 238)  # a Figuras face's panel
FIGURAS_HOLE = (12, 44, 31)  # a punched hole shows the dark felt through the card
FIGURAS_KEY_FRAME = (90, 90, 90)  # the frame colour behind the Key's holes and spine
FIGURAS_BACK = (40, 46, 100)  # a Figuras back: blue, a lighter inner frame, a gold star edged light
FIGURAS_BACK_LINE = (70, 80, 150)
FIGURAS_BACK_EDGE = (230, 230, 240)
GOLD_LIGHT = (255, 228, 150)
POKERDREZ_INK = (24, 24, 30)  # dark figures, badges' numbers and edges on Pokerdrez cards
NEUTRAL_EDGE = (70, 70, 80)  # the edge of a Neutral (wild) card
POKERDREZ_BACK = (30, 44, 96)  # a Pokerdrez back: deep blue, a lattice, gold frame and star, dark edge
POKERDREZ_LATTICE = (62, 80, 150)
POKERDREZ_GOLD = (226, 186, 80)
POKERDREZ_BACK_EDGE = (12, 18, 44)
OPAQUE = (255, 255, 255, 255)  # masks: what a mask keeps, and what drawing with CLEAR cuts away
_FIGURAS_RUMMIDREZ = ("TABLE_RIM", "TABLE_RIM_LIGHT", "FELT_LINE", "FELT_LIGHT", "FELT_LOCKED", "FELT_HOLLOW",
                      "FELT_MUTED", "DIRECTION_RING", "DIRECTION_ARROW", "LAST_MOVE_EDGE",
                      "JUST_MOVED", "SAME_FIGURE", "DROP_TARGET", "VALID", "HINT_DARK", "ALERT_BAND", "ALERT_INK",
                      "GOLD", "WIN_INK", "CLOSED_BAND", "TURN_INK", "TURN_PILL",
                      "PANEL_OUT", "UNCHOSEN", "METER_TRACK", "METER_FILL", "METER_MUTED", "SEAT_COLOURS",
                      "BUTTON_STOP", "BUTTON_DISCARD", "BUTTON_DRAW",
                      "FIGURAS_EDGE", "CARD_SHADE", "FIGURAS_CREAM", "FIGURAS_HOLE",
                      "FIGURAS_KEY_FRAME", "FIGURAS_BACK", "FIGURAS_BACK_LINE", "FIGURAS_BACK_EDGE", "GOLD_LIGHT",
                      "POKERDREZ_INK", "NEUTRAL_EDGE", "POKERDREZ_BACK", "POKERDREZ_LATTICE", "POKERDREZ_GOLD",
                      "POKERDREZ_BACK_EDGE", "OPAQUE")

# High contrast (merged into HIGH_CONTRAST below): writing on the near-black felt turns white, dark
# writing on light bands deepens, the felt's trays and marks go grey.
_HIGH_CONTRAST_FIGURAS_RUMMIDREZ = {
    "FELT_LINE": (70, 70, 76), "FELT_LIGHT": (44, 48, 54), "FELT_LOCKED": (24, 26, 30), "FELT_HOLLOW": (110, 110, 118),
    "FELT_MUTED": (210, 210, 216), "DIRECTION_RING": (255, 255, 255, 150), "DIRECTION_ARROW": (255, 255, 255, 210),
    "LAST_MOVE_EDGE": (255, 120, 0), "JUST_MOVED": (0, 200, 255), "SAME_FIGURE": (0, 200, 255),
    "DROP_TARGET": (255, 120, 0), "VALID": (0, 214, 90), "ALERT_INK": (110, 0, 0), "WIN_INK": (120, 70, 0),
    "TURN_INK": (0, 100, 30), "PANEL_OUT": (170, 170, 170), "UNCHOSEN": (0, 0, 0), "FIGURAS_EDGE": (0, 0, 0),
    "FIGURAS_CREAM": (255, 255, 255), "POKERDREZ_INK": (0, 0, 0),
}

_NAMES = ("FELT", "FELT_DARK", "PANEL", "PANEL_EDGE", "INK", "MUTED", "WHITE", "CARD_RED", "CARD_BLACK",
          "HIGHLIGHT", "DANGER", "BUTTON", "BUTTON_HOVER", "BUTTON_DISABLED", "SHADOW", "NOTE", "NOTE_EDGE",
          "SELECTION", "TEAM_COLOURS", "POKERDREZ_COLOURS", "FIGURAS_COLOURS", "KID_COLOURS", "EDGE_SCALE",
          *SHARED_PARTS_NAMES, *_FIGURAS_RUMMIDREZ)
STANDARD = {name: globals()[name] for name in _NAMES}
# High contrast: near-black felt with pure white text on it, pure white panels and cards with
# black ink (21:1), team and card colours chosen to stay apart for protan, deutan and tritan
# vision (tests/ui/test_colour_blind.py measures them), and outlines twice as thick.
HIGH_CONTRAST = STANDARD | {
    "FELT": (12, 14, 16), "FELT_DARK": (0, 0, 0), "PANEL": (255, 255, 255), "PANEL_EDGE": (0, 0, 0),
    "INK": (0, 0, 0), "MUTED": (58, 58, 64), "CARD_RED": (204, 0, 0), "CARD_BLACK": (0, 0, 0),
    "HIGHLIGHT": (255, 234, 0), "DANGER": (255, 72, 40), "BUTTON": (0, 64, 196), "BUTTON_HOVER": (20, 92, 230),
    "BUTTON_DISABLED": (96, 96, 104), "NOTE": (255, 255, 255), "NOTE_EDGE": (255, 234, 0),
    "SELECTION": (255, 234, 0), "RECAP": (226, 130, 255),
    "TEAM_COLOURS": ((0, 72, 255), (0, 214, 150), (226, 0, 0)),
    "POKERDREZ_COLOURS": ((168, 168, 168), (214, 0, 0), (236, 40, 200), (110, 30, 210), (0, 72, 255),
                          (255, 222, 0), (0, 224, 255), (255, 132, 0), (0, 160, 60)),
    "FIGURAS_COLOURS": ((226, 0, 0), (255, 222, 0), (0, 176, 90), (0, 72, 255)),
    "KID_COLOURS": {"red": (226, 0, 0), "yellow": (255, 222, 0), "green": (0, 176, 90), "blue": (0, 72, 255)},
    "EDGE_SCALE": 2,
    # shared parts and the Sequence tables: white on the near-black felt, black on white panels
    "FELT_TEXT": (255, 255, 255), "FELT_NOTE": (255, 234, 0), "SPOKEN": (255, 234, 0), "ROW_NOTICE": (255, 234, 0),
    "LOG_HEADING": (0, 0, 0), "EMPTY_PILE": (0, 0, 0), "DANGER_TEXT": (170, 0, 0), "CARD_EDGE": (0, 0, 0),
    "TIP_BOX": (0, 0, 0), "SCROLL_THUMB": (0, 0, 0), "DEMO_EDGE": (255, 255, 255), "KIDS_CARD_EDGE": (0, 0, 0),
}
HIGH_CONTRAST |= _HIGH_CONTRAST_FIGURAS_RUMMIDREZ
