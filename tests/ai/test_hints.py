"""Hints: the normal player's move for the seat to act, from its View only, with a translated reason."""

from __future__ import annotations

import random
import re

import pytest

from game import i18n
from game.ai import agent_for
from game.ai.hints import HINT_SEED, hint_for
from game.engine import GAMES
from game.engine.rummidrez import Play as RummiPlay
from game.games import GAME_IDS
from tests.figuras_positions import card, position
from tests.sequence_positions import animal, kids_position, sequence_position
from tests.sequence_positions import card as card_by_code

# The tables each game's hints are tried at (a game missing here fails at once: every game has hints).
PLAYERS = {"sequence": (2, 3), "sequence_kids": (3,), "rummidrez": (2, 1), "figuras": (3,)}
GAMES_AND_PLAYERS = [(game_id, players) for game_id in GAME_IDS for players in PLAYERS[game_id]]
NAMES = ["Ana", "Bo", "Cy"]


def positions(game_id: str, players: int, count: int):
    """`count` positions of random play (mixed with normal moves, so games get somewhere)."""
    info = GAMES[game_id]
    normal = agent_for(game_id, "normal")
    for seed in range(count):
        state = info.new_game(info.default_config(players=players), seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 90)):
            if state.is_over:
                break
            seat = state.current_player
            action = normal.choose(state.view(seat), rng, 0.2) if rng.random() < 0.5 else \
                rng.choice(state.legal_actions())
            state.apply(action)
        if not state.is_over:
            yield state


def is_legal(state, action) -> bool:
    if isinstance(action, RummiPlay):  # Rummidrez plays cannot all be listed: the engine judges them
        return state.check_play(action.table) is None
    return action in state.legal_actions()


@pytest.mark.parametrize(("game_id", "players"), GAMES_AND_PLAYERS)
def test_hints_are_legal_and_are_the_normal_players_move(game_id, players):
    seen = 0
    for state in positions(game_id, players, 40):
        view = state.view(state.current_player)
        hint = hint_for(game_id, view, NAMES)
        assert is_legal(state, hint.action), (game_id, hint)
        assert hint.action == agent_for(game_id, "normal").choose(view, random.Random(HINT_SEED), 0.2)
        assert hint.reason and "{" not in hint.reason
        before = state.to_dict()
        state.apply(hint.action)  # and the engine takes it
        assert state.to_dict() != before
        seen += 1
    assert seen >= 12  # some games end before their random length


@pytest.mark.parametrize(("game_id", "players"), GAMES_AND_PLAYERS)
def test_hints_come_from_the_view_only(game_id, players):
    """The hidden cards dealt differently (a sample of the same View): the same hint, for the same reason."""
    for state in positions(game_id, players, 15):
        seat = state.current_player
        view = state.view(seat)
        first = hint_for(game_id, view, NAMES)
        for k in range(2):
            other = view.sample(random.Random(100 + k))
            assert other.to_dict() != state.to_dict() or players == 1 or game_id == "rummidrez" and not state.stock
            assert hint_for(game_id, other.view(seat), NAMES) == first


@pytest.mark.parametrize("language", ["es", "fi", "ar"])
@pytest.mark.parametrize(("game_id", "players"), GAMES_AND_PLAYERS)
def test_reasons_are_translated(game_id, players, language):
    for state in positions(game_id, players, 12):
        view = state.view(state.current_player)
        english = hint_for(game_id, view, NAMES).reason
        i18n.set_language(language)
        try:
            translated = hint_for(game_id, view, NAMES).reason
        finally:
            i18n.set_language("en")
        assert translated and translated != english and "{" not in translated, (language, english)
        assert english[0] == english[0].upper() and translated[0] == translated[0].upper(), "a sentence"


# ---------------------------------------------------------------- the card and the space a Sequence hint names

PLAYED_HERE = re.compile(r"(Play|Use) (?:the (.+?) card|(the Dragon)|(\S+)) "
                         r"(?:in the (top|bottom) row|in row (\d+) from the top), "
                         r"(at the left|in the middle|at the right): (.+)")


def told_where(game_id: str, action, reason: str) -> str:
    """The reason of a Sequence hint that plays a card on a space, after checking that its opening
    names that card and that space ("Play 4♥ in the top row, at the left: blocks …"); returned as
    the sentence it would be alone ("Blocks …")."""
    from game.engine import sequence as S
    from game.engine import sequence_kids as K

    found = PLAYED_HERE.fullmatch(reason)
    assert found, reason
    verb, animal, dragon, card, edge, row_number, side, why = found.groups()
    assert verb == ("Use" if isinstance(action, S.Remove) else "Play"), reason
    if game_id == "sequence":
        rows = cols = S.SIZE
        code = S.CARDS[action.card].code
        assert card == code[:-1].replace("T", "10") + {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}[code[-1]], reason
    else:
        rows, cols = K.ROWS, K.COLS
        label = K.CARDS[action.card].label
        assert (dragon is not None) if label == "Dragon" else animal == label, reason
    row, col = divmod(action.space, cols)
    assert {0: "top", rows - 1: "bottom"}.get(row) == edge and (row_number is None or int(row_number) == row + 1)
    assert side == ("at the left" if col < cols // 3 else "at the right" if col >= cols - cols // 3
                    else "in the middle"), reason
    return why[:1].upper() + why[1:]


def test_a_sequence_hint_names_the_card_and_the_space():
    assert hint_for("sequence", sequence_view(["6C", "KS", "9H"], {11: 0, 12: 0, 13: 0, 14: 0})).reason == (
        "Play 6♣ in row 2 from the top, at the left: completes a sequence for your team.")
    assert hint_for("sequence_kids", kids_view(["cat", "monkey", "dog"], {14: 1, 15: 1, 16: 1, 24: 0}),
                    ["Ana", "Bo"]).reason == "Play the Monkey card in row 3 from the top, in the middle: blocks Bo's three in a row."


# ---------------------------------------------------------------- the reason is why the move was chosen

def sequence_view(hand: list[str], chips: dict[int, int]):
    """Classic Sequence, seat 0 (Blue) to play `hand` (card codes); `chips` maps space -> team."""
    return sequence_position([card_by_code(code) for code in hand], chips).view(0)


def kids_view(hand: list[str], chips: dict[int, int]):
    """Sequence for kids, seat 0 to play `hand` (animal names, "dragon"); `chips` maps space -> seat."""
    from game.engine.sequence_kids import DRAGONS

    return kids_position([DRAGONS[0] if name == "dragon" else animal(name) for name in hand], chips).view(0)


@pytest.mark.parametrize(("hand", "chips", "reason"), [
    (["6C", "KS", "9H"], {11: 0, 12: 0, 13: 0, 14: 0}, "Completes a sequence for your team."),
    (["6C", "9H", "KS"], {11: 1, 12: 1, 13: 1, 14: 1, 15: 0}, "Blocks Green's four in a row."),
    (["6C", "9H", "KS"], {12: 1, 13: 1, 14: 1, 60: 0}, "Takes a space Green could use for a sequence."),
    (["6C", "9H", "KS"], {11: 1, 12: 1, 13: 1, 60: 0}, "Blocks Green's three in a row."),
    (["JH", "9H"], {11: 1, 12: 1, 13: 1, 14: 1, 77: 1}, "Removes a Green chip from their row of 4 chips."),
    # Green's four with a gap: the card's space is the gap, no four lies next to it.
    (["3C", "9H", "KS"], {11: 1, 12: 1, 14: 1, 15: 1, 60: 0}, "Stops Green from making five in a row."),
    (["6C", "9H", "KS"], {11: 0, 12: 0, 13: 0, 60: 1}, "Makes four in a row: one more chip completes a sequence."),
])
def test_sequence_reasons_name_what_decided_the_move(hand, chips, reason):
    hint = hint_for("sequence", sequence_view(hand, chips))
    assert told_where("sequence", hint.action, hint.reason) == reason


@pytest.mark.parametrize(("hand", "chips", "reason"), [
    (["cat", "monkey", "dog"], {14: 0, 15: 0, 16: 0, 30: 1, 31: 1}, "Completes your four in a row: you win!"),
    (["cat", "monkey", "dog"], {14: 1, 15: 1, 16: 1, 24: 0}, "Blocks Bo's three in a row."),
    (["cat", "dragon", "dog"], {14: 1, 15: 1, 16: 1, 24: 0}, "The Dragon breaks Bo's three in a row."),
    # Bo's chips with a gap (no three side by side): the bear's space closes Bo's four.
    (["bear", "monkey", "dog"], {14: 1, 15: 1, 17: 1, 30: 0}, "Stops Bo from making four in a row."),
    (["cat", "monkey", "dog"], {}, "Takes an open space for rows to come."),  # no chip of one's own yet
])
def test_kids_reasons_name_what_decided_the_move(hand, chips, reason):
    hint = hint_for("sequence_kids", kids_view(hand, chips), ["Ana", "Bo"])
    assert told_where("sequence_kids", hint.action, hint.reason) == reason


def test_figuras_reason_plays_the_heavy_cards_first():
    from game.engine import figuras as F

    hand = [card(F.RED, F.STAR10), card(F.RED, F.STAR3), card(F.BLUE, F.PENTAGON), card(F.GREEN, F.STAR5)]
    discard = [card(F.RED, F.TRIANGLE)]
    rest = [c for c in F.ALL_CARD_IDS if c not in hand and c not in discard]
    view = position([hand, rest[:7]], discard, round_no=2).view(0)
    hint = hint_for("figuras", view)
    assert hint.action == F.Play((card(F.RED, F.STAR10),))
    assert hint.reason == "Plays your 10-point cards first: they would cost the most if someone goes out."


def test_figuras_reason_with_one_card_that_fits_says_so():
    """Play-test 3: the only card that fits was hinted with "Plays your 10-point cards first …"."""
    from game.engine import figuras as F

    hand = [card(F.RED, F.STAR10), card(F.BLUE, F.STAR3), card(F.BLUE, F.PENTAGON), card(F.YELLOW, F.STAR5)]
    discard = [card(F.RED, F.TRIANGLE)]
    rest = [c for c in F.ALL_CARD_IDS if c not in hand and c not in discard]
    view = position([hand, rest[:7]], discard, round_no=2).view(0)
    assert [c for c in hand if view.fits(c)] == [card(F.RED, F.STAR10)]
    hint = hint_for("figuras", view)
    assert hint.action == F.Play((card(F.RED, F.STAR10),))
    assert hint.reason == "Play red 10-pointed star: it is the only card that fits."


def test_figuras_reason_is_a_sentence_when_it_opens_with_a_card():
    """"Green Package slows down Cy, …": the colour name opens the sentence, so it is capitalised."""
    from game.engine import figuras as F

    hand = [card(F.GREEN, F.PACKAGE), card(F.RED, F.STAR3), card(F.BLUE, F.PENTAGON)]
    discard = [card(F.GREEN, F.TRIANGLE)]
    rest = [c for c in F.ALL_CARD_IDS if c not in hand and c not in discard]
    hands = [hand, rest[:7], rest[7:14]]
    nxt = position(hands, discard, round_no=2).view(0).next_seat(0)
    hands[nxt] = rest[20:22]  # the next player is close to going out
    hint = hint_for("figuras", position(hands, discard, round_no=2).view(0), ["Ana", "Bo", "Cy"])
    assert hint.action == F.Play((card(F.GREEN, F.PACKAGE),))
    assert hint.reason == f"Green Package slows down {['Ana', 'Bo', 'Cy'][nxt]}, who is close to going out."


def test_a_hint_counts_cards_in_each_languages_plural_form():
    """Taking a discard that lays one card says "1 card" (not "1 cards"), and each language its own form."""
    from game.engine import rummidrez as rz
    from game.engine.rummidrez import TakeDiscards

    run = [rz.card_id(1, n) for n in (1, 2, 3)]  # Knight 1-2-3 on the table: the discard's Knight 4 fits on
    hand = [rz.card_id(4, 9), rz.card_id(0, 6), rz.card_id(3, 2), rz.card_id(5, 8)]
    discard = [rz.card_id(0, 1), rz.card_id(1, 4)]
    state = rz.new_game(rz.RummidrezConfig(players=2), 7)
    rest = [x for x in rz.ALL_CARD_IDS if x not in {*run, *hand, *discard}]
    data = state.to_dict()
    data.update(hands=[hand, rest[:14]], stock=rest[14:], table=[run], discard=discard, melded=[True, True],
                phase="take", turn=0, known=[[], []], initial_turn=False)
    view = rz.state_from_dict(data).view(0)
    try:
        for language, says in (("en", "you can lay 1 card."), ("es", "puedes bajar 1 carta."),
                               ("fi", "voit laskea 1 kortin."), ("ar", "تستطيع وضع بطاقة واحدة.")):
            i18n.set_language(language)
            hint = hint_for("rummidrez", view, NAMES)
            assert hint.action == TakeDiscards(1) and hint.reason.endswith(says), hint.reason
    finally:
        i18n.set_language("en")
