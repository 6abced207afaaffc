"""One turn, one sentence, in the log and on the table: three deeds or more read as a list the
language's way, a new round's deal opens its round in the log, and a table's last-move line is the
log's sentence for the last turn."""

from __future__ import annotations

import random

import pytest

from game import i18n
from game.engine import GAMES
from game.engine.figuras import CARDS, KEY, YELLOW, ColourChosen, Dealt, Played
from game.games import entry
from game.match import Match, Seat
from game.ui.figuras.sentences import describe_move as figuras_told
from game.ui.move_log import MoveLogDialog, action_lines
from game.ui.round_summary import RoundSummaryDialog
from tests.ui.helpers import new_table

KEY_CARD = next(c.id for c in CARDS if c.symbol == KEY)
# Ana drew a Key she had to play, then chose yellow: three deeds of one seat.
KEY_TURN = [Played(0, (KEY_CARD,), True, False), ColourChosen(0, YELLOW)]
AS_A_LIST = {
    "en": "Ana drew a card, played Key and chose yellow.",
    "es": "Ana robó una carta, tiró Llave y eligió el amarillo.",  # Figuras' verb: tirar
    "fi": "Ana nosti kortin, pelasi Avain ja valitsi värin keltainen.",
    "ar": "\u2068Ana\u2069 \u2068سحب بطاقة\u2069، لعب \u2068مفتاح\u2069 واختار اللون \u2068أصفر\u2069.",
}


@pytest.fixture
def language():
    yield i18n.set_language
    i18n.set_language("en")


@pytest.mark.parametrize("lang", sorted(AS_A_LIST))
def test_three_deeds_read_as_a_list_not_and_after_and(language, lang):
    """"drew a card, played Key and chose yellow": the language's list separator between the first
    deeds, its "and" once, before the last."""
    language(lang)
    assert figuras_told(KEY_TURN, ["Ana", "Ben"], 1) == [AS_A_LIST[lang]]


def test_two_deeds_are_joined_by_and_and_yours_say_you():
    assert figuras_told(KEY_TURN[:1], ["Ana", "Ben"], 1) == ["Ana drew a card and played Key."]
    assert figuras_told(KEY_TURN, ["Ana", "Ben"], 0) == ["You drew a card, played Key and chose yellow."]


def figuras_match_of_rounds() -> Match:
    info = GAMES["figuras"]
    for seed in range(300, 330):
        match = Match(info, info.default_config(players=2), [Seat("Ana"), Seat("Ben")], seed)
        rng = random.Random(seed)
        while not match.is_over and len(match.actions) < 2000:
            match.apply(rng.choice(match.state.legal_actions()))
        if sum(isinstance(e, Dealt) for action in match.events_after(0) for e in action) >= 2:
            return match
    pytest.skip("no random game got past its second round")


def test_a_new_rounds_deal_opens_its_round_in_the_log(app):
    """The deal of round n is nobody's turn and the first line of round n (under its marker), not
    the end of round n-1's last turn, which ends with who went out."""
    match = figuras_match_of_rounds()
    told = entry("figuras").scene.describe_move
    lines = action_lines(match, None, told)
    deals = {i: e for i, action in enumerate(match.events_after(0)) for e in action if isinstance(e, Dealt)}
    for index, deal in deals.items():
        at = next(k for k, line in enumerate(lines) if line.index == index and line.round == deal.round)
        line, before = lines[at], lines[at - 1]
        assert line.turn is None and line.text.startswith(f"Round {deal.round}: "), line
        assert "deals" in line.text and "went out" not in line.text, line
        assert before.round == deal.round - 1 and "deals" not in before.text, before
        assert before.text.endswith("went out!"), before
    assert not any("deals" in line.text for line in lines if line.turn is not None)
    rows = [row for row, _wrapped in MoveLogDialog(app, lines, lambda seat, size: None).rows]
    for k, row in enumerate(rows[:-1]):  # newest first: a deal is its round's last row, the older round's marker next
        if not row.heading and row.turn is None and "deals" in row.text:
            assert rows[k + 1].heading and rows[k + 1].round == row.round - 1, row


@pytest.mark.parametrize("game_id", ["figuras", "rummidrez"])
def test_the_tables_last_move_line_is_the_logs_last_line(app, game_id):
    """Turn after turn, the line over the table tells the last turn (or the new deal) in the log's
    sentence for the seat looking: "You drew … and discarded …", not each action on its own."""
    scene = new_table(app, game_id, 2, humans=2, seed=7)
    rng = random.Random(7)
    compared = 0
    for _ in range(120):
        if scene.match.is_over:
            break
        scene.viewer = scene.match.current_seat  # the seat to play looks
        assert scene.act(rng.choice(scene.match.state.legal_actions()))
        if isinstance(app.scene, RoundSummaryDialog):  # Next round: under the summary the round's end is shown
            app.scene.close()
        shown = " ".join(scene.last_move()) if game_id == "figuras" else scene.last_move
        logged = scene.log_lines(scene.viewer)
        if not logged:
            continue
        assert shown.rstrip("…") and logged[-1].text.startswith(shown.rstrip("…")), (shown, logged[-1])
        compared += 1
    assert compared > 20
