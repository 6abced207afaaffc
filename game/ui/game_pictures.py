"""Pictures of the games drawn with their real table painters: one small picture per game for the
menu, and the pictures beside the paragraphs of each game's rules (the cards and what they do, a
group, a sequence). Every picture is cached (drawing_cache) and drawn again after a change of
language, palette or text size (theme.forget_drawings clears the caches)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.engine.core import N_
from game.i18n import _
from game.ui import theme
from game.ui.drawing_cache import MB, cached_drawing

GAP = 8  # between the cards or spaces of a picture, and above its caption
CAPTION = theme.TEXT_SMALL  # the caption's text size


# ---------------------------------------------------------------- the pieces, from the real painters

def _sequence_card(rank: str, suit: str, width: int, height: int) -> pygame.Surface:
    from game.ui.cards import card_face

    return card_face(rank, suit, width, height)


def _sequence_spaces(row: int, first: int, count: int, chips: tuple[int | None, ...]) -> pygame.Surface:
    """`count` spaces of the real Sequence board from (row, first), a team's chip on some of them."""
    from game.ui.chips import chip
    from game.ui.sequence.board import render_board
    from game.ui.sequence.layout import CELL, FRAME

    board = render_board()
    area = pygame.Rect(FRAME + first * CELL, FRAME + row * CELL, count * CELL, CELL).inflate(4, 4)
    surface = board.subsurface(area).copy()
    for i, team in enumerate(chips):
        if team is not None:
            theme.blit_center(surface, chip(team, 44), (2 + i * CELL + CELL // 2, 2 + CELL // 2))
    return surface


def _sequence_corner() -> pygame.Surface:
    """The top left corner of the real board, its free corner and a few chips."""
    rows = [_sequence_spaces(r, 0, 5, chips) for r, chips in
            ((0, (None, 1, None, None, 0)), (1, (None, 0, None, 1, None)), (2, (0, None, None, None, None)))]
    step = rows[0].get_height() - 4
    surface = pygame.Surface((rows[0].get_width(), step * len(rows) + 4), pygame.SRCALPHA)
    for i, row in enumerate(rows):
        surface.blit(row, (0, i * step))
    return surface


def _kids_spaces(row: int, first: int, rows: int, cols: int, chips: dict[tuple[int, int], int]) -> pygame.Surface:
    """A part of the real kids' board, with seats' chips on some spaces (the animal still shows)."""
    from game.engine.sequence_kids import COLS, LAYOUT
    from game.ui.sequence_kids.board import animal_badge, render_board
    from game.ui.sequence_kids.colours import seat_chip, seat_colour
    from game.ui.sequence_kids.layout import BADGE_AT, CELL, FRAME

    board = render_board()
    area = pygame.Rect(FRAME + first * CELL, FRAME + row * CELL, cols * CELL, rows * CELL)
    surface = board.subsurface(area).copy()
    for (r, c), seat in chips.items():
        x, y = c * CELL, r * CELL
        name = LAYOUT[(row + r) * COLS + first + c]
        theme.blit_center(surface, seat_chip(seat, 64), (x + CELL // 2 + 8, y + CELL // 2 + 8))
        if name is not None:
            theme.blit_center(surface, animal_badge(name, seat_colour(seat)), (x + BADGE_AT, y + BADGE_AT))
    return surface


def _kids_card(kind: str, width: int, height: int) -> pygame.Surface:
    from game.ui.sequence_kids.cards import card_face

    return card_face(kind, width, height)


def _kids_cards_and_chips() -> pygame.Surface:
    """Three animal cards fanned as in a hand, and the four seats' chips under them."""
    from game.ui.sequence_kids.colours import seat_chip

    cards = row_of([_kids_card(name, 66, 94) for name in ("lion", "frog", "whale")], gap=6)
    chips = row_of([seat_chip(seat, 40) for seat in range(4)], gap=10)
    surface = pygame.Surface((max(cards.get_width(), chips.get_width()),
                              cards.get_height() + GAP + chips.get_height()), pygame.SRCALPHA)
    surface.blit(cards, ((surface.get_width() - cards.get_width()) // 2, 0))
    surface.blit(chips, ((surface.get_width() - chips.get_width()) // 2, cards.get_height() + GAP))
    return surface


def _kids_dead_card() -> pygame.Surface:
    """A card drawn as the table draws it dead, beside its animal's two spaces, both covered."""
    from game.engine.sequence_kids import COLS, LAYOUT

    name = "owl"
    spaces = [i for i, animal in enumerate(LAYOUT) if animal == name]
    first, second = (divmod(i, COLS) for i in spaces)
    covered = [_kids_spaces(r, c, 1, 1, {(0, 0): seat}) for (r, c), seat in ((first, 1), (second, 2))]
    return row_of([_kids_card_dead(name), *covered], gap=10)


def _kids_card_dead(name: str) -> pygame.Surface:
    from game.ui.sequence_kids.cards import card_face

    return card_face(name, 66, 94, dead=True)


def _pokerdrez_card(figure: int, number: int, width: int, height: int) -> pygame.Surface:
    """A Rummidrez card: figure 0..5 and colour number 1..9, or figure -1 for a Neutral."""
    from game.ui.pokerdrez import card_face

    return card_face(-1 if figure < 0 else figure * 9 + number - 1, width, height)


def _figuras_card(colour: int, symbol: int, width: int, height: int) -> pygame.Surface:
    from game.engine.figuras import COLOUR_OF, SYMBOL_OF
    from game.ui.figuras.cards import card_face

    card = next(i for i, (c, s) in enumerate(zip(COLOUR_OF, SYMBOL_OF, strict=True)) if c == colour and s == symbol)
    return card_face(card, width, height)


def row_of(pieces: list[pygame.Surface], gap: int = GAP, overlap: bool = False,
           reading_order: bool = True) -> pygame.Surface:
    """Pieces side by side, their centres on one line: in reading order (right to left in Arabic), or
    with `reading_order` False as cards lie on a real table whatever the language (a fan whose index
    corners show at the left, a run 4 5 ★ 7 that counts up to the right)."""
    if theme.rtl() and reading_order:
        pieces = pieces[::-1]
    step = [p.get_width() * 0.45 if overlap else p.get_width() + gap for p in pieces[:-1]]
    width = round(sum(step) + pieces[-1].get_width())
    height = max(p.get_height() for p in pieces)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    x = 0.0
    for i, piece in enumerate(pieces):
        surface.blit(piece, (round(x), (height - piece.get_height()) // 2))
        if i < len(step):
            x += step[i]
    return surface


def fit_width(surface: pygame.Surface, width: int) -> pygame.Surface:
    """`surface` scaled down (never up) to at most `width` pixels wide."""
    if surface.get_width() <= width:
        return surface
    scale = width / surface.get_width()
    return pygame.transform.smoothscale(surface, (width, max(1, round(surface.get_height() * scale))))


# ---------------------------------------------------------------- the menu

@cached_drawing(MB)  # four pictures of 180×110: 80 KB each
def menu_picture(game_id: str, width: int, height: int, rtl: bool, language: str) -> pygame.Surface:
    """The small picture of a game on its menu line: a few chips on its real board, or a few of its
    real cards fanned on the felt as they lie on a real table (the menu line's layout is mirrored in
    Arabic, the cards are not: a fan from the right hid the index corners and read "7 ★ 5 4")."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surface, theme.FELT_DARK, surface.get_rect(), border_radius=10)
    if game_id == "sequence":
        picture = _sequence_corner()
    elif game_id == "sequence_kids":
        picture = _kids_spaces(1, 1, 2, 3, {(0, 0): 0, (0, 1): 0, (1, 1): 1, (1, 2): 2})
    elif game_id == "rummidrez":
        picture = row_of([_pokerdrez_card(1, n, 66, 96) for n in (4, 5)] + [_pokerdrez_card(-1, 0, 66, 96)]
                         + [_pokerdrez_card(1, 7, 66, 96)], overlap=True, reading_order=False)
    elif game_id == "figuras":
        from game.engine.figuras import KEY, MIRROR, STAR5, THIEF

        picture = row_of([_figuras_card(0, STAR5, 66, 96), _figuras_card(3, MIRROR, 66, 96),
                          _figuras_card(1, THIEF, 66, 96), _figuras_card(-1, KEY, 66, 96)], overlap=True,
                         reading_order=False)
    else:
        raise KeyError(game_id)
    inner = surface.get_rect().inflate(-10, -10)
    scale = min(inner.width / picture.get_width(), inner.height / picture.get_height())
    picture = pygame.transform.smoothscale(picture, (round(picture.get_width() * scale),
                                                     round(picture.get_height() * scale)))
    theme.blit_center(surface, picture, inner.center)
    return surface


# ---------------------------------------------------------------- the rules

@dataclass(frozen=True)
class Illustration:
    """A picture beside a paragraph of a game's rules: `paragraph` counts the rules' paragraphs
    (split at blank lines, the same in every language) from 0; `caption` says what it shows;
    `draw(width)` paints it (the real cards, chips or board) at most `width` wide."""

    key: str  # names the picture in tests ("two_eyed_jacks")
    paragraph: int
    caption: str
    draw: Callable[[], pygame.Surface]


def _jacks(suits: str) -> pygame.Surface:
    return row_of([_sequence_card("J", suit, 70, 100) for suit in suits])


def _figuras_action(symbol: int) -> Callable[[], pygame.Surface]:
    """An action card (in one of the colours; the Key has none)."""
    from game.engine.figuras import KEY, NO_COLOUR

    return lambda: _figuras_card(NO_COLOUR if symbol == KEY else symbol % 4, symbol, 66, 96)


def _illustrations(game_id: str) -> tuple[Illustration, ...]:
    if game_id == "sequence":
        return (
            Illustration("board", 0, N_("A corner of the board: free for every team"),
                         lambda: _sequence_corner()),
            Illustration("your_turn", 3, N_("Play a card, put your chip on a space showing it"),
                         lambda: row_of([_sequence_card("7", "D", 70, 100), _sequence_spaces(2, 6, 2, (None, 0))],
                                        gap=24)),
            Illustration("two_eyed_jacks", 4, N_("Two-eyed jacks: put a chip on any empty space"),
                         lambda: _jacks("DC")),
            Illustration("one_eyed_jacks", 4, N_("One-eyed jacks: take away an opponent's chip"),
                         lambda: _jacks("HS")),
            Illustration("sequence", 6, N_("A sequence: five chips of one team in a row"),
                         lambda: _sequence_spaces(3, 2, 5, (1, 1, 1, 1, 1))),
        )
    if game_id == "sequence_kids":
        return (
            Illustration("four_in_a_row", 0, N_("Four in a row wins"),
                         lambda: _kids_spaces(2, 0, 1, 4, {(0, c): 0 for c in range(4)})),
            Illustration("corner", 1, N_("Three chips and a corner make four in a row"),
                         lambda: _kids_spaces(0, 0, 1, 4, {(0, c): 1 for c in range(1, 4)})),
            Illustration("cards", 2, N_("Animal cards, and a chip colour for each player"),
                         lambda: _kids_cards_and_chips()),
            Illustration("unicorn", 3, N_("Unicorn: put your chip on any empty space"),
                         lambda: _kids_card("unicorn", 90, 128)),
            Illustration("dragon", 3, N_("Dragon: take another player's chip off the board"),
                         lambda: _kids_card("dragon", 90, 128)),
            Illustration("dead_card", 4, N_("A dead card: both of its spaces are covered"),
                         lambda: _kids_dead_card()),
        )
    if game_id == "rummidrez":
        return (
            Illustration("figures", 0, N_("The six figures, from Pawn to Jester"),
                         lambda: row_of([_pokerdrez_card(f, 5, 44, 64) for f in range(6)], gap=4)),
            Illustration("colours", 0, N_("The nine colours and their numbers"),
                         lambda: row_of([_pokerdrez_card(0, n, 30, 44) for n in range(1, 10)], gap=3)),
            Illustration("valid_group", 1, N_("A group: Knight 4, 5, 6"),
                         lambda: row_of([_pokerdrez_card(1, n, 62, 90) for n in (4, 5, 6)])),
            Illustration("invalid_group", 1, N_("Not a group: Knight 5 is missing"),
                         lambda: _crossed(row_of([_pokerdrez_card(1, n, 62, 90) for n in (4, 6, 7)]))),
            Illustration("neutral", 2, N_("A Neutral stands for the missing Knight 5"),
                         lambda: row_of([_pokerdrez_card(1, 4, 62, 90), _pokerdrez_card(-1, 0, 62, 90),
                                         _pokerdrez_card(1, 6, 62, 90)])),
        )
    if game_id == "figuras":
        from game.engine.figuras import BRIDGE, DOOR, GIFT, KEY, MIRROR, PACKAGE, STAR5, THIEF

        actions = [("key", 6, KEY), ("package", 7, PACKAGE), ("mirror", 8, MIRROR), ("gift", 9, GIFT),
                   ("thief", 10, THIEF), ("bridge", 11, BRIDGE), ("door", 12, DOOR)]
        return (
            Illustration("colours", 1, N_("The four colours: 1 to 4 holes on the frame"),
                         lambda: row_of([_figuras_card(c, STAR5, 62, 90) for c in range(4)])),
            *(Illustration(key, paragraph, "", _figuras_action(symbol)) for key, paragraph, symbol in actions),
        )
    raise KeyError(game_id)


def _crossed(surface: pygame.Surface) -> pygame.Surface:
    """A picture struck through with a red cross: this is not allowed."""
    surface = surface.copy()
    w, h = surface.get_size()
    width = theme.edge(6)
    pygame.draw.line(surface, theme.DANGER, (8, 8), (w - 8, h - 8), width)
    pygame.draw.line(surface, theme.DANGER, (w - 8, 8), (8, h - 8), width)
    return surface


def illustrations(game_id: str) -> tuple[Illustration, ...]:
    """The pictures of a game's rules, in the order of the paragraphs they stand beside."""
    return _illustrations(game_id)


@cached_drawing(2 * MB)  # one rules screen's pictures (up to 8 of about 300×120: 1 MB)
def illustration_picture(game_id: str, key: str, width: int, rtl: bool, language: str) -> pygame.Surface:
    """Picture `key` of a game's rules with its caption under it, at most `width` wide."""
    item = next(i for i in _illustrations(game_id) if i.key == key)
    picture = fit_width(item.draw(), width)
    lines = theme.wrap(_(item.caption), CAPTION, width) if item.caption else []
    caption_height = len(lines) * (CAPTION + 5) + (GAP if lines else 0)
    surface = pygame.Surface((width, picture.get_height() + caption_height), pygame.SRCALPHA)
    surface.blit(picture, ((width - picture.get_width()) // 2, 0))
    y = picture.get_height() + GAP
    for line in lines:
        words = theme.text(line, CAPTION, theme.MUTED)
        surface.blit(words, ((width - words.get_width()) // 2, y))
        y += CAPTION + 5
    return surface


