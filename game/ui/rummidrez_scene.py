"""The Rummidrez table: piles, a working table of groups, the hand, players and scores.

The player rearranges a working copy of the table (drag a card, or click it and
click where it goes); every group is checked live with the engine's
`group_refusal`, and "Done" hands the whole table to the engine as one
`Play(encode_table(...))`: the engine alone decides, and its sentence is shown
when it refuses. Nothing here decides a rule.

The solitaire (players = 1) uses the same table with a Draw button; the best
score of each player name is kept with the statistics (`game.stats`, which
folds in the older `rummidrez_best.json` once). A timed match is timed here
(the engine reads no clock): the minutes count only while the table is on
screen, and the elapsed time is kept in the Match's save (`Match.elapsed`), so a continued
match goes on with the time it had left.

The working table (game.working_table) is kept with the saved game after every change, with
the hand's order, so the moves of a turn in progress survive a kill and a restart; the last
move's line ("You drew …") and marks come back as the table retells the last moves.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from game import stats
from game.ai.hints import hint_placed
from game.engine import Action, Event
from game.engine.core import N_
from game.engine.rummidrez import (
    KEY,
    MAX_RESHUFFLES,
    RULES_TEXT,
    Discard,
    Draw,
    Play,
    TakeDiscards,
    TimeUp,
    card_phrase,
    decode_table,
    group_refusal,
    hand_sort_key,
)
from game.i18n import _, language, listing, ngettext, phrase_text, refusal_text, stored_name
from game.match import Match
from game.table_places import SLOT_WIDTH, Place, arrange, footprint, heirs
from game.ui import focus, sound, theme
from game.ui.motion import Tween
from game.ui.pictures import picture
from game.ui.pokerdrez import card_back, card_face
from game.ui.round_summary import RoundSummaryDialog, SeatLine
from game.ui.scene import Scene
from game.ui.seat_labels import computer_tag_within
from game.ui.standings import StandingsDialog, rounds_won, standings
from game.ui.table import HINT_COLOUR, GameOverDialog, PileBrowser, TableScene
from game.ui.widgets import Button, ChoiceRow, draw_panel
from game.working_table import WorkingTable, neutral_stands_for

# ---------------------------------------------------------------- layout (1280 x 800)

PILE_W, PILE_H = 58, 84
PILE_Y = 76
STOCK = pygame.Rect(20, PILE_Y, PILE_W, PILE_H)
DISCARD_X0, DISCARD_X1 = 106, 988
DISCARD_AREA = pygame.Rect(DISCARD_X0 - 4, PILE_Y - 14, DISCARD_X1 - DISCARD_X0 + 8, PILE_H + 20)
TABLE = pygame.Rect(20, 176, 970, 420)
INFO_BAR = pygame.Rect(TABLE.x + 8, TABLE.bottom - 48, TABLE.width - 16, 42)
MESSAGE_BOX = pygame.Rect(TABLE.x + 60, TABLE.bottom - 100, TABLE.width - 120, 44)  # over the table, above the bar
GROW_ROOM = 2  # columns (one card) left free after a group laid anew, when the table has room
GROUPS_AREA = pygame.Rect(TABLE.x + 10, TABLE.y + 10, TABLE.width - 20, MESSAGE_BOX.y - 6 - TABLE.y - 10)
PANEL = pygame.Rect(1002, 54, 264, 542)
BUTTON_Y = 604
MELD_COUNT = pygame.Rect(282, BUTTON_Y, 232, 44)  # between the sort buttons and Reset table
HAND_W, HAND_H = 68, 98
HAND_Y = 680
LARGE_HAND = (670, 78, 112)  # top, width, height of hand cards with "Large cards and text"
HAND_AREA = pygame.Rect(0, 654, 1280, 146)
TABLE_SIZES = ((56, 80), (50, 72), (45, 64), (40, 57), (35, 50), (30, 43), (26, 37))
PAD, CARD_GAP, GROUP_GAP = 6, 3, 10
DRAG_START = 8  # pixels the mouse must move with a card held before it is a drag
CLOCK_SAVE = 10.0  # seconds of a timed match between two saves of its clock while nobody moves
GREEN_OK = (70, 210, 110)
RED_BAD = (236, 70, 56)
FELT_LIGHT = (30, 112, 78)
# The hint's ring: a bright band between two dark ones, so that on any card colour (light Yellow,
# dark Blue) one of the two stands out clearly (tests/ui/test_rummidrez_table.py measures it).
HINT_DARK = (6, 14, 22)
GHOST_ALPHA = 215  # the card a Neutral stands for, drawn small on it


# ---------------------------------------------------------------- helpers

def hand_card() -> tuple[int, int, int]:
    """(top, width, height) of the cards in the hand: larger with "Large cards and text"."""
    return LARGE_HAND if theme.large_text() else (HAND_Y, HAND_W, HAND_H)


def paint_card(surface: pygame.Surface, card: int, rect: pygame.Rect) -> None:
    surface.blit(card_face(KEY[card], rect.width, rect.height), rect)


def group_problem(group: tuple[int, ...]) -> str | None:
    """The engine's sentence for a group that is not valid, translated; None when it is valid."""
    return _group_problem(group, language())


@lru_cache(maxsize=2048)
def _group_problem(group: tuple[int, ...], _language: str) -> str | None:
    # The language is part of the key: after a switch in the settings no old-language sentence is shown.
    refusal = group_refusal(group)
    return None if refusal is None else refusal_text(refusal)


def card_label(card: int) -> str:
    """A card's name in the interface language: the engine's Phrase, the one refusals name it by."""
    return phrase_text(card_phrase(card))


def card_list(cards) -> str:
    return listing(card_label(c) for c in cards)


def describe_move(events: list[Event], names: Sequence[str], viewer: int | None) -> list[str]:
    """One action's events as sentences for `viewer` (the move log): a drawn card is named to its
    drawer only."""
    said: list[str] = []
    for e in events:
        name = names[e.seat] if e.seat is not None else ""
        d = e.data
        if e.kind == "draw":
            if e.shown_to(viewer):
                said.append(_("You drew {card}.").format(card=card_label(d["card"])))
            else:
                said.append(_("{name} drew a card from the stock.").format(name=name))
        elif e.kind == "take_discards":
            cards = d["cards"]
            said.append(ngettext("{name} took {n} card from the discard pile: {cards}.",
                                 "{name} took {n} cards from the discard pile: {cards}.",
                                 len(cards)).format(name=name, n=len(cards), cards=card_list(cards)))
        elif e.kind == "play":
            n = len(d["placed"])
            if d["initial"]:
                said.append(ngettext("{name} laid an initial meld of {n} card.",
                                     "{name} laid an initial meld of {n} cards.", n).format(name=name, n=n))
            else:
                said.append(ngettext("{name} laid {n} card on the table.",
                                     "{name} laid {n} cards on the table.", n).format(name=name, n=n))
        elif e.kind == "discard":
            said.append(_("{name} discarded {card}.").format(name=name, card=card_label(d["card"])))
        elif e.kind == "reshuffle":
            said.append(_("The stock ran out: the discard pile (all but its top card) was shuffled "
                          "into a new stock."))
        elif e.kind == "time_up":
            said.append(_("Time is up: this round is the last one."))
        elif e.kind == "round_end":
            if d["winner"] is not None:
                said.append(_("Round {n}: {name} went out!").format(n=d["round"], name=name))
            else:
                said.append(_("Round {n} is over").format(n=d["round"]))
        elif e.kind == "match_end":
            winners = [names[s] for s in d["winners"]]
            if len(winners) == 1:
                said.append(_("{name} wins the match!").format(name=winners[0]))
            else:
                said.append(_("{names} share the win!").format(names=listing(winners)))
    return said


def load_best() -> tuple[dict[str, int], str | None]:
    """Best solitaire scores by player name (from the statistics), and a sentence when a file was
    damaged (moved aside)."""
    kept, notice = stats.load()
    return dict(kept.solitaire_best), notice


def minutes_text(seconds: float) -> str:
    s = max(0, int(math.ceil(seconds)))
    return f"{s // 60}:{s % 60:02d}"


def table_grid(size: int) -> tuple[int, int]:
    """(columns, rows) of the table's groups with cards of TABLE_SIZES[size]: they end above the
    message box, so that a message never covers a group."""
    w, h = TABLE_SIZES[size]
    half = (w + CARD_GAP) / 2
    columns = int((GROUPS_AREA.width - 2 * PAD + CARD_GAP) // half) + 1
    pitch = h + PAD + 2 + max(10, h // 6) + GROUP_GAP
    return columns, (GROUPS_AREA.height + GROUP_GAP) // pitch


class TableLayout:
    """Where each group, each card and the new-group slot lie on the table: the groups' places
    (game.table_places) drawn with cards of TABLE_SIZES[size]."""

    def __init__(self, lengths: tuple[int, ...], places: tuple[Place, ...], slot: Place, size: int) -> None:
        w, h = TABLE_SIZES[size]
        self.card_w, self.card_h = w, h
        half = (w + CARD_GAP) / 2
        self.handle_h = max(10, h // 6)  # the row of split handles under the cards
        line = h + PAD + 2 + self.handle_h

        def tray(place: Place, columns: int) -> pygame.Rect:
            return pygame.Rect(round(GROUPS_AREA.x + place[1] * half), GROUPS_AREA.y + place[0] * (line + GROUP_GAP),
                               round((columns - 1) * half) + 2 * PAD - CARD_GAP, line)

        self.groups: list[pygame.Rect] = []
        self.cards: list[list[pygame.Rect]] = []
        for n, place in zip(lengths, places, strict=True):
            rect = tray(place, footprint(n))
            self.groups.append(rect)
            self.cards.append([pygame.Rect(rect.x + PAD + i * (w + CARD_GAP), rect.y + PAD, w, h) for i in range(n)])
        self.slot = tray(slot, SLOT_WIDTH)

    def grip(self, gi: int) -> pygame.Rect:
        """The handle of group `gi` (under its first card, left of the split handles): drag it onto
        another group to join the two."""
        tray, first = self.groups[gi], self.cards[gi][0]
        return pygame.Rect(tray.x + 2, first.bottom + 1, 18, self.handle_h)

    def seams(self, gi: int) -> list[pygame.Rect]:
        """The split handles of group `gi`: one between each two cards, under them."""
        cards = self.cards[gi]
        return [pygame.Rect((a.right + b.x) // 2 - 9, a.bottom + 1, 18, self.handle_h)
                for a, b in zip(cards, cards[1:], strict=False)]


class TablePlan:
    """The places of the groups of a working table, kept while it changes (game.table_places),
    and the card size they are drawn with: as large as lets every group show above the message
    box, never larger than before while cards only come onto the table (a larger size would
    move every group)."""

    def __init__(self) -> None:
        self.places: dict[int, Place] = {}
        self.size = 0
        self.cards = 0
        self.key: tuple = ()
        self.layout: TableLayout | None = None

    def carry(self, old: WorkingTable, new: WorkingTable) -> None:
        """A new working table (a new turn, someone else's play): its groups take the places of
        the groups of `old` they come from."""
        places = {}
        for j, i in enumerate(heirs(old.groups, new.groups)):
            if i is not None and old.ids[i] in self.places:
                places[new.ids[j]] = self.places[old.ids[i]]
        self.places = places
        self.key = ()

    def of(self, table: WorkingTable) -> TableLayout:
        lengths = tuple(len(g) for g in table.groups)
        key = (tuple(table.ids), lengths)
        if key != self.key or self.layout is None:
            self.key = key
            cards = sum(lengths)
            first = self.size if cards >= self.cards and self.places else 0
            self.cards = cards
            groups = list(zip(table.ids, lengths, strict=True))
            done, columns = None, 0
            for size in range(first, len(TABLE_SIZES)):  # room to grow after new groups, where it fits
                columns, rows = table_grid(size)
                done = next((d for d in (arrange(groups, self.places, table.follows, columns, reserve)
                                         for reserve in (GROW_ROOM, 0)) if d.row_count() <= rows), None)
                if done is not None:
                    break
            if done is None:  # too many gaps for even the smallest cards: the groups close up
                done = arrange(groups, {}, {}, columns)
            self.size = size
            self.places = done.places
            self.layout = TableLayout(lengths, tuple(done.places[g] for g in table.ids), done.slot, size)
        return self.layout


class HintButton(Button):
    """A button that, while it cannot be used, says why when it is clicked."""

    def __init__(self, rect, label: str, on_click, hint: str, say, **kwargs) -> None:
        super().__init__(rect, label, on_click, **kwargs)
        self.hint = hint
        self.say = say

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (self.visible and not self.enabled and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.rect.collidepoint(event.pos)):
            self.say(self.hint)
            return True
        return super().handle_event(event)


# ---------------------------------------------------------------- dialogs

class RoundSummary(RoundSummaryDialog):
    """The end of a round: who went out (or why nobody did), the cards left in each hand, the points
    and totals, and the table as the round left it."""

    def __init__(self, app, scene: RummidrezScene, data: dict, match_over: bool) -> None:
        seats = scene.match.seats
        target = scene.match.config.target
        winner = data["winner"]
        lines = [SeatLine(s, seat.shown, data["hand_counts"][s],
                          "+" + str(data["scores"][s]) if data["scores"][s] else "0", data["totals"][s],
                          tag=_("Went out") if s == winner else "", band=(255, 236, 170) if s == winner else None)
                 for s, seat in enumerate(seats)]
        total = _("Total (of {target})").format(target=target) if target else _("Total")
        super().__init__(app, scene, data, match_over, lines, paint_card, HAND_H / HAND_W, total,
                         final_table=data.get("table", ()), center=(TABLE.centerx + 6, theme.HEIGHT // 2))
        if winner is None:  # why the stock could not be rebuilt, so that nobody scores
            self.title = _("Round {n}: the stock ran out").format(n=data["round"])
            if data["reason"] == "rebuilt":
                self.subtitle = _("The stock had already been rebuilt three times this round, so nobody scores.")
            else:
                self.subtitle = _("The discard pile had no cards to make a new stock, so nobody scores.")
        else:
            self.title = _("Round {n}: {name} went out!").format(n=data["round"], name=theme.short_name(seats[winner].shown))
            self.subtitle = ngettext("{name} scores {points} point: one per card left in the other hands.",
                                     "{name} scores {points} points: one per card left in the other hands.",
                                     data["scores"][winner]).format(name=theme.short_name(seats[winner].shown),
                                                                    points=data["scores"][winner])


# ---------------------------------------------------------------- the scene

class RummidrezScene(TableScene):
    rules_title = N_("Rummidrez")
    rules_text = RULES_TEXT
    recalls_moves = True  # undo and redo retell the last move (its summary and statistics are not repeated)
    describe_move = staticmethod(describe_move)
    moves_in_bar = False  # the top bar holds the status and the turn's notes: the log opens under the panel

    def moves_rect(self) -> pygame.Rect:
        """The Moves button left to right: under the players' panel, in the row of the turn's buttons.
        The panel keeps its place in right to left, so does this button (the top bar mirrors what
        this returns: mirrored here, it lands where it is drawn left to right)."""
        return theme.mirror((PANEL.right - 150, BUTTON_Y, 150, 44))

    def __init__(self, app, match: Match) -> None:
        super().__init__(app, match)
        self.solitaire = match.config.players == 1
        self.table = WorkingTable(())  # the working table the player is arranging
        self.plan = TablePlan()  # where its groups lie
        self.work_owner: tuple | None = None
        self.held: int | None = None  # the card picked up (from the hand or the table)
        self.held_group: int | None = None  # the id of the group picked up by its handle (to join another)
        self.dragging = False
        self.press_pos: tuple[int, int] | None = None
        self.mouse: tuple[int, int] = (-100, -100)
        self.sort_by_figure = match.prefs.get("sort") == "figure"  # kept with the game
        self.new_cards: set[int] = set()  # cards the viewer took this turn
        self.last_placed: set[int] = set()  # cards laid by the last play (outlined)
        self.last_discard: int | None = None  # the card the last turn ended with (outlined while on top)
        self.moves: list[tuple[str, str]] = []  # what the seat of the last move did this turn (see note)
        self.moves_seat: int | None = None
        self.card_spots: dict[int, tuple[int, int]] = {}  # card -> where it was last drawn in the hand
        self.pending_summary: dict | None = None
        self.round_table: list[tuple[int, ...]] = [tuple(g) for g in self.state.table]  # for the round's summary
        self.best: dict[str, int] = {}
        self.best_notice: str | None = None
        self.new_best = False
        if self.solitaire:
            self.best, self.best_notice = load_best()
        self.build_buttons()

    # ------------------------------------------------------------ the timed match's clock

    @property
    def time_limit(self) -> float:
        return self.match.config.time_limit * 60.0

    @property
    def elapsed(self) -> float:
        """Seconds of the timed match played: the Match keeps (and saves) them."""
        return self.match.elapsed

    @elapsed.setter
    def elapsed(self, seconds: float) -> None:
        self.match.elapsed = seconds

    # ------------------------------------------------------------ hooks

    def on_enter(self) -> None:
        super().on_enter()
        if not self.match.has_moves():
            self.animate_deal()
        if self.best_notice:
            self.say(self.best_notice)
            self.app.notices.append(self.best_notice)
            self.best_notice = None

    def on_new_turn(self) -> None:
        self.held = None
        self.dragging = False
        self.new_cards = set()
        self.work_owner = None
        self.refresh_buttons()

    def on_state_replaced(self) -> None:
        self.press_pos = None
        self.last_placed = set()
        self.last_discard = None
        self.moves, self.moves_seat = [], None
        self.pending_summary = None
        self.round_table = [tuple(g) for g in self.state.table]
        super().on_state_replaced()  # the working table starts afresh from the rebuilt one

    def recall_start(self, since_mine: int) -> int:
        """The cards last laid stay marked until the next play or deal: from the round's last play
        (or its deal, when nobody has played since) if that is further back."""
        match = self.match
        for i in range(len(match.actions) - 1, -1, -1):
            if match.actions[i].get("type") == "play" or match.breaks[i]:
                return min(since_mine, i)
        return 0

    def summary_closed(self, match_over: bool) -> None:
        if not self.match.is_over:
            self.maybe_hand_off()

    def round_summary_up(self) -> bool:
        return self.pending_summary is not None or super().round_summary_up()  # about to be shown, too

    def act(self, action: Action) -> bool:
        done = super().act(action)
        if done and self.editing() and self.table.changed():
            self.keep_draft()  # the program's own action (time up) left the turn in progress as it was
        if self.pending_summary is not None:
            data, self.pending_summary = self.pending_summary, None
            self.show_round_summary(RoundSummary(self.app, self, data, self.match.is_over))
        self.refresh_buttons()
        return done

    def game_over_dialog(self) -> Scene:
        center = (TABLE.centerx, TABLE.centery)
        seats = self.match.seats
        if self.solitaire:
            name = theme.short_name(seats[0].shown)
            best = self.best.get(stored_name(seats[0].name))
            if self.state.failed:
                title = _("The stock ran out")
            else:
                title = _("All cards laid! Score: {n}").format(n=self.state.table_count)
            if self.new_best:
                subtitle = _("A new best score for {name}!").format(name=name)
            elif best is not None:
                subtitle = _("Best score of {name}: {best} (lower is better)").format(name=name, best=best)
            else:
                subtitle = ""
            if self.state.failed:
                subtitle = _("This attempt has no score.") + ("  " + subtitle if subtitle else "")
            icon = None if self.state.failed else picture("trophy", 56)
            return GameOverDialog(self.app, self, title, subtitle, icon=icon, center=center)
        outcome = self.state.outcome()
        names = [theme.short_name(seats[s].shown) for s in outcome.winners]
        if len(names) == 1:
            title = _("{name} wins the match!").format(name=names[0])
        else:
            title = _("{names} share the win!").format(names=listing(names))
        subtitle = ngettext("After {n} round.", "After {n} rounds.", self.state.round).format(n=self.state.round)
        scores = self.state.scores
        table = standings(scores, rounds_won(self.match, lambda data: data["winner"]), lambda s: -scores[s])
        return StandingsDialog(self.app, self, title, subtitle, table, icon=picture("trophy", 56), center=center)

    def show_events(self, events: list[Event]) -> None:
        seats = self.match.seats
        for e in events:
            name = theme.short_name(seats[e.seat].shown) if e.seat is not None else ""
            own = e.seat is not None and e.seat == self.viewer
            if e.kind == "draw":
                sound.play("card")
                if own:
                    new = [e.data["card"]]
                    if self.solitaire:
                        self.new_cards.clear()
                    self.new_cards.update(new)
                    self.animate_take(e.seat, new, STOCK.center)
                    if seats[e.seat].computer:  # watched over its shoulder in a demo
                        private = _("{name} drew {cards}.").format(name=name, cards=card_list(new))
                    else:
                        private = _("You drew {card}.").format(card=card_list(new))
                    self.note(e.seat, _("{name} drew a card from the stock.").format(name=name), private=private)
                else:
                    self.animate_take(e.seat, [None], STOCK.center)
                    self.note(e.seat, _("{name} drew a card from the stock.").format(name=name))
            elif e.kind == "take_discards":
                sound.play("card")
                cards = e.data["cards"]
                if own:
                    self.new_cards.update(cards)
                rects = self.discard_rects()
                self.animate_take(e.seat, cards, rects[-1].move(PILE_W, 0).center if rects else (DISCARD_X0, PILE_Y))
                self.note(e.seat, ngettext("{name} took {n} card from the discard pile: {cards}.",
                                          "{name} took {n} cards from the discard pile: {cards}.",
                                          len(cards)).format(name=name, n=len(cards), cards=card_list(cards)))
            elif e.kind == "play":
                sound.play("sequence" if e.data["initial"] else "card")
                placed = e.data["placed"]
                self.last_placed = set(placed)
                self.round_table = decode_table(e.data["table"])
                self.new_cards.difference_update(placed)
                if not own or seats[e.seat].computer:  # a person who laid them put them there already
                    self.animate_play(e.seat, placed)
                if e.data["initial"]:
                    self.note(e.seat, ngettext("{name} laid an initial meld of {n} card.",
                                              "{name} laid an initial meld of {n} cards.",
                                              len(placed)).format(name=name, n=len(placed)))
                else:
                    self.note(e.seat, ngettext("{name} laid {n} card on the table.",
                                              "{name} laid {n} cards on the table.",
                                              len(placed)).format(name=name, n=len(placed)))
            elif e.kind == "discard":
                sound.play("card")
                self.animate_discard(e.seat, e.data["card"])
                self.last_discard = e.data["card"]
                self.note(e.seat, _("{name} discarded {card}.").format(name=name, card=card_label(e.data["card"])))
            elif e.kind == "reshuffle":
                last = self.state.reshuffles >= MAX_RESHUFFLES
                self.say(_("The stock ran out: the discard pile (all but its top card) was shuffled "
                           "into a new stock.") + (" " + _("It is the round's last stock.") if last else ""))
            elif e.kind == "time_up":
                self.say(_("Time is up: this round is the last one."))
            elif e.kind == "round_end":
                sound.play("win" if e.data["winner"] is not None else "invalid")
                if not self.recalling:  # the summary was read when the round ended
                    self.pending_summary = {**e.data, "table": list(self.round_table)}
            elif e.kind == "deal":
                sound.play("deal")
                self.last_placed = set()
                self.round_table = []
                self.new_cards = set()
                self.work_owner = None
                self.moves, self.moves_seat = [], None
                self.animate_deal()
            elif e.kind == "solitaire_end" and self.recorded is not None:  # TableScene counted it
                self.new_best = self.recorded.new_best
                if self.recorded.best is not None:
                    self.best[stored_name(self.match.seats[0].name)] = self.recorded.best

    # ------------------------------------------------------------ cards on the move (game.ui.motion)

    def seat_spot(self, seat: int) -> tuple[int, int]:
        """Where a seat's cards are shown in the players' panel."""
        n = self.match.config.players
        top = PANEL.y + 62
        row_h = min(112, (PANEL.bottom - 36 - top) // n)
        return PANEL.x + 40, top + seat * row_h + 45

    def hand_spot(self, card: int) -> tuple[int, int] | None:
        """Where `card` is drawn in the hand of the seat looking, or None."""
        cards = self.hand_cards()
        return self.hand_rects(cards)[cards.index(card)].center if card in cards else None

    def animate_take(self, seat: int, cards: list[int | None], start: tuple[int, int]) -> None:
        """Cards taken (from the stock or the discard pile) go to the hand: face up to the seat looking."""
        for i, card in enumerate(cards):
            end = self.hand_spot(card) if card is not None and seat == self.viewer else None
            if end is not None:
                self.motion.add(Tween(card_face(KEY[card], HAND_W, HAND_H), start, end, delay=0.06 * i,
                                      scale=(0.85, 1.0), key=("hand", card)))
            else:
                self.motion.add(Tween(card_back(PILE_W, PILE_H), start, self.seat_spot(seat), delay=0.06 * i,
                                      scale=(1.0, 0.4)))

    def animate_play(self, seat: int, placed: list[int]) -> None:
        """Cards laid by another seat travel from its place (from the hand shown, for the computer
        watched in a demo) to where they now lie on the table."""
        self.sync()
        lay = self.layout()
        for i, card in enumerate(placed):
            where = self.locate(card)
            if where is None:
                continue
            end = lay.cards[where[0]][where[1]].center
            start = self.card_spots.get(card) if seat == self.viewer else None
            self.motion.add(Tween(card_face(KEY[card], lay.card_w, lay.card_h), start or self.seat_spot(seat), end,
                                  delay=0.05 * i, arc=20, key=("table", card)))

    def animate_discard(self, seat: int, card: int) -> None:
        start = self.card_spots.get(card) if seat == self.viewer else None
        rects = self.discard_rects()
        end = rects[-1].center if rects else (DISCARD_X0, PILE_Y)
        self.motion.add(Tween(card_face(KEY[card], PILE_W, PILE_H), start or self.seat_spot(seat), end, arc=30,
                              key=("discard", card)))

    def animate_deal(self) -> None:
        """A round's deal: backs from the stock to every seat in turn (the hand looking fills as they land)."""
        hands = self.state.hands
        ends = []
        for i in range(max((len(h) for h in hands), default=0)):
            for seat, hand in enumerate(hands):
                if i < len(hand):
                    ends.append(self.seat_spot(seat) if seat != self.viewer else (theme.WIDTH // 2, HAND_Y + HAND_H // 2))
        self.motion.deal(card_back(PILE_W, PILE_H), STOCK.center, ends[:40])

    def note(self, seat: int | None, text: str, private: str = "") -> None:
        """Describe a move; the moves of one turn are shown together. `private` tells the same with
        what only `seat` may see (the card drawn): shown to that seat alone, `text` to anyone else
        (the next player after a hand-off)."""
        if seat != self.moves_seat:
            self.moves, self.moves_seat = [], seat
        if text:
            self.moves = self.moves[-2:] + [(text, private)]

    def last_move_line(self, width: int) -> str:
        """The last move in one line `width` wide at a readable size: the turn's latest notes, the
        oldest left out when all of them would run under the buttons."""
        shown = self.notes()
        while len(shown) > 1 and theme.fitted_size("  ".join(shown), 15, width) < theme.min_text():
            shown.pop(0)
        return "  ".join(shown)

    def notes(self) -> list[str]:
        """The notes of the last move's turn, as the seat looking may read them."""
        mine = self.viewer is not None and self.viewer == self.moves_seat
        return [private if private and mine else text for text, private in self.moves]

    @property
    def last_move(self) -> str:
        return "  ".join(self.notes())

    # ------------------------------------------------------------ buttons

    def build_buttons(self) -> None:
        y = BUTTON_Y
        self.sort_row = ChoiceRow((20, y + 4, 250, 38), (False, True), (_("By colour"), _("By figure")),
                                  self.sort_by_figure, self.set_sort, size=15)
        nothing = _("The table is as it was: move cards from your hand onto it first.")
        row = pygame.Rect(520, y, 470, 44)  # Reset, Done, Discard in reading order (mirrored in RTL)
        self.reset_button = HintButton(theme.mirror_in((520, y, 150, 44), row), _("Reset table"), self.reset_table,
                                       nothing, self.hint, colour=(110, 110, 130), size=18)
        self.done_button = HintButton(theme.mirror_in((680, y, 150, 44), row), _("Done"), self.done, nothing,
                                      self.hint, colour=(40, 140, 80), key=pygame.K_RETURN)
        self.discard_button = Button(theme.mirror_in((840, y, 150, 44), row), _("Discard"), self.discard_held,
                                     colour=(150, 90, 50))
        self.draw_button = Button(theme.mirror_in((840, y, 150, 44), row), _("Draw a card"), self.draw_card, size=18,
                                  key=pygame.K_d)
        self.menu_button = Button((theme.WIDTH - 130, 6, 116, 38), _("Menu"), self.pause, size=17,
                                  colour=(90, 90, 110))
        self.refresh_buttons()

    def set_sort(self, by_figure: bool) -> None:
        self.sort_by_figure = by_figure
        self.match.prefs["sort"] = "figure" if by_figure else "colour"
        self.match.save()

    def refresh_buttons(self) -> None:
        view = self.view()
        acting = view is not None and self.human_to_act() is not None and view.phase == "meld"
        # A ChoiceRow has no `visible`: it is on the scene only while a person's hand is shown (not in a demo).
        self.widgets = ([self.sort_row] if view is not None and self.demo is None else []) + [
            self.reset_button, self.done_button, self.discard_button, self.draw_button, self.menu_button]
        self.reset_button.visible = self.done_button.visible = acting
        self.discard_button.visible = acting and not self.solitaire
        self.draw_button.visible = acting and self.solitaire
        if acting:
            changed = self.work_changed()
            self.reset_button.enabled = changed
            self.done_button.enabled = changed
            if self.solitaire:
                empty = not self.state.stock
                self.draw_button.label = _("End the attempt") if empty else _("Draw a card")
                self.draw_button.colour = (150, 60, 60) if empty else theme.BUTTON

    def hint(self, text: str) -> None:
        self.say(text)
        sound.play("invalid")

    # ------------------------------------------------------------ the working table

    @property
    def work(self) -> list[list[int]]:
        """The groups of the working table, as the player has them now."""
        return self.table.groups

    @property
    def base(self) -> tuple[tuple[int, ...], ...]:
        return self.table.base

    def sync(self) -> None:
        """Start the working table afresh when the real table or the one looking changed: as the
        turn in progress kept with the game when there is one for this turn (a continued game)."""
        view = self.view()
        table = view.table if view is not None else tuple(tuple(g) for g in self.state.table)
        owner = (self.viewer, self.state.round, table,
                 view is not None and view.phase == "meld" and self.human_to_act() is not None)
        if owner != self.work_owner:
            self.work_owner = owner
            old, self.table = self.table, WorkingTable(table)
            draft = self.match.draft
            if owner[3] and draft is not None and draft.get("seat") == self.viewer:
                self.table = WorkingTable.from_dict(draft.get("table"), table, view.hand) or self.table
            self.plan.carry(old, self.table)
            self.held = None
            self.dragging = False
            self.refresh_buttons()

    def keep_draft(self) -> None:
        """Save the working table with the game (after every change), or forget it when it is as
        the turn began."""
        if not self.editing():
            return
        draft = {"seat": self.viewer, "table": self.table.to_dict()} if self.table.changed() else None
        if draft != self.match.draft:
            self.match.draft = draft
            self.match.save()

    def editing(self) -> bool:
        view = self.view()
        return view is not None and self.human_to_act() is not None and view.phase == "meld"

    def may_touch_table(self) -> bool:
        view = self.view()
        return view is not None and view.melded[view.seat] and not view.initial_turn

    def placed(self) -> set[int]:
        """Hand cards laid on the working table (not yet played)."""
        return self.table.placed()

    def work_changed(self) -> bool:
        return self.table.changed()

    def hand_cards(self) -> list[int]:
        view = self.view()
        if view is None:
            return []
        placed = self.placed()
        cards = [c for c in view.hand if c not in placed]
        cards.sort(key=lambda c: hand_sort_key(c, self.sort_by_figure))
        return cards

    def layout(self) -> TableLayout:
        return self.plan.of(self.table)

    def locate(self, card: int) -> tuple[int, int] | None:
        return self.table.locate(card)

    def is_base_group(self, gi: int) -> bool:
        """Whether group `gi` was on the table when this working copy started (see WorkingTable)."""
        return self.table.is_base_group(gi)

    def problems(self) -> list[tuple[int, str]]:
        """(group index, the engine's sentence) for every group of the working table that is not valid."""
        out = []
        for gi, group in enumerate(self.work):
            problem = group_problem(tuple(group))
            if problem:
                out.append((gi, problem))
        return out

    def reset_table(self) -> None:
        self.table.reset()
        self.held = None
        self.say(_("The table is back as it was."))
        self.keep_draft()
        self.refresh_buttons()

    def done(self) -> None:
        if not self.work_changed():
            self.say(_("Lay cards from your hand on the table first.") if self.solitaire else
                     _("Lay cards from your hand on the table first, or discard a card to end your turn."))
            sound.play("invalid")
            return
        self.held = None
        if self.act(Play(self.table.encoded())):
            self.say("")
        elif any(self.message == problem for _group, problem in self.problems()):
            # The reason is already in the red bar under the table: point there, not say it twice.
            self.say(_("Not laid: first fix the group marked in red."))

    def discard_held(self) -> None:
        card = self.held
        view = self.view()
        if view is None:
            return
        if card is None or card not in view.hand or self.locate(card) is not None:
            self.say(_("First click the card to discard in your hand, then Discard."))
            sound.play("invalid")
            return
        if self.work_changed():
            self.say(_("Your table is not laid yet: press Done to lay it, or Reset table, then discard."))
            sound.play("invalid")
            return
        self.held = None
        self.act(Discard(card))

    def draw_card(self) -> None:
        self.held = None
        self.act(Draw())

    def hint_position(self) -> tuple:
        """The hint lapses once the player acts: a move on the working table, too."""
        return (*super().hint_position(), tuple(map(tuple, self.work)))

    def hint_ring(self, surface: pygame.Surface, rect: pygame.Rect, radius: int = 8) -> None:
        """The hint's ring with a dark band on each side: it shows on the felt and on every card colour."""
        grow = int(3 * self.wave(5))
        ring = rect.inflate(8 + 2 * grow, 8 + 2 * grow)
        pygame.draw.rect(surface, HINT_DARK, ring.inflate(4, 4), 3, border_radius=radius + 2)
        pygame.draw.rect(surface, HINT_COLOUR, ring, 4, border_radius=radius)
        pygame.draw.rect(surface, HINT_DARK, ring.inflate(-8, -8), 2, border_radius=max(2, radius - 4))

    def draw_hint(self, surface: pygame.Surface, action: Action) -> None:
        """Take: the stock or the discards to take. Play: the hand cards it lays (wherever they are
        now) and the table groups it changes. Discard: the card."""
        if isinstance(action, Draw):
            self.hint_ring(surface, self.draw_button.rect if self.solitaire else STOCK)
        elif isinstance(action, TakeDiscards):
            rects = self.discard_rects()[-action.count:]
            if rects:
                self.hint_ring(surface, rects[0].unionall(rects))
        elif isinstance(action, (Play, Discard)):
            lit = set(hint_placed(self.view(), action)) if isinstance(action, Play) else {action.card}
            cards = self.hand_cards()
            for card, rect in zip(cards, self.hand_rects(cards), strict=True):
                if card in lit:
                    self.hint_ring(surface, rect.move(0, -14) if card == self.held else rect)
            lay = self.layout()
            kept = set(decode_table(action.table)) if isinstance(action, Play) else set()
            for gi, group in enumerate(self.work):
                if any(c in lit for c in group) or (gi < len(self.base) and tuple(group) not in kept
                                                    and isinstance(action, Play)):
                    self.hint_ring(surface, lay.groups[gi])

    # ------------------------------------------------------------ geometry

    def hand_rects(self, cards: list[int]) -> list[pygame.Rect]:
        n = len(cards)
        if not n:
            return []
        top, w, h = hand_card()
        width = HAND_AREA.width - 40
        step = w + 6 if n * (w + 6) - 6 <= width else (width - w) / (n - 1)
        total = step * (n - 1) + w
        x0 = theme.WIDTH / 2 - total / 2
        return [pygame.Rect(round(x0 + i * step), top, w, h) for i in range(n)]

    def discard_rects(self) -> list[pygame.Rect]:
        """The discard pile fanned from the oldest (left) to the top card (right, whole)."""
        pile = self.state.discard
        n = len(pile)
        if not n:
            return []
        width = DISCARD_X1 - DISCARD_X0
        step = PILE_W + 4 if n * (PILE_W + 4) <= width else (width - PILE_W) / max(1, n - 1)
        return [pygame.Rect(round(DISCARD_X0 + i * step), PILE_Y, PILE_W, PILE_H) for i in range(n)]

    def discard_index_at(self, pos: tuple[int, int]) -> int | None:
        """How many cards from the top a click at `pos` takes (1 = the top card), or None."""
        rects = self.discard_rects()
        for i in range(len(rects) - 1, -1, -1):
            if rects[i].collidepoint(pos):
                return len(rects) - i
        return None

    def hand_card_at(self, pos: tuple[int, int]) -> int | None:
        cards = self.hand_cards()
        rects = self.hand_rects(cards)
        for card, rect in reversed(list(zip(cards, rects, strict=True))):
            lifted = rect.move(0, -14) if card == self.held else rect
            if rect.collidepoint(pos) or lifted.collidepoint(pos):
                return card
        return None

    def table_card_at(self, pos: tuple[int, int]) -> int | None:
        lay = self.layout()
        for gi, rects in enumerate(lay.cards):
            if lay.groups[gi].collidepoint(pos):
                for card, rect in zip(self.work[gi], rects, strict=True):
                    if rect.collidepoint(pos):
                        return card
        return None

    def seam_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        lay = self.layout()
        for gi, group in enumerate(lay.groups):
            if group.collidepoint(pos):
                for i, seam in enumerate(lay.seams(gi)):
                    if seam.inflate(4, 4).collidepoint(pos):
                        return gi, i + 1
        return None

    def grip_at(self, pos: tuple[int, int]) -> int | None:
        lay = self.layout()
        for gi in range(len(lay.groups)):
            if lay.grip(gi).inflate(4, 4).collidepoint(pos):
                return gi
        return None

    def held_group_index(self) -> int | None:
        return self.table.ids.index(self.held_group) if self.held_group in self.table.ids else None

    def drop_target(self, pos: tuple[int, int]) -> tuple:
        if HAND_AREA.collidepoint(pos):
            return ("hand",)
        if not self.solitaire and DISCARD_AREA.collidepoint(pos):
            return ("discard",)
        lay = self.layout()
        for gi, group in enumerate(lay.groups):
            if group.inflate(GROUP_GAP, GROUP_GAP).collidepoint(pos):
                index = sum(1 for r in lay.cards[gi] if r.centerx < pos[0])
                return ("group", gi, index)
        if TABLE.collidepoint(pos):
            return ("new",)
        return ("none",)

    # ------------------------------------------------------------ moving cards

    def pick(self, card: int, pos: tuple[int, int]) -> None:
        self.held = card
        self.press_pos = pos
        self.dragging = False
        self.message = ""

    def put_back(self) -> None:
        """Let go of the picked-up (or dragged) card or group: it stays where it was."""
        self.held = None
        self.held_group = None
        self.dragging = False
        self.press_pos = None

    def drop(self, pos: tuple[int, int]) -> None:
        if self.held_group is not None:
            self.drop_group(pos)
            return
        card = self.held
        self.held = None
        self.dragging = False
        self.press_pos = None
        if card is None:
            return
        view = self.view()
        target = self.drop_target(pos)
        where = self.locate(card)
        if target[0] == "hand":
            if where is None:
                return  # back where it was
            if card not in view.hand:
                self.say(_("Cards on the table never go back to a hand."))
                sound.play("invalid")
                return
            self.take_out(card)
        elif target[0] == "discard":
            if where is not None:
                self.say(_("Only a card from your hand can be discarded."))
                sound.play("invalid")
                return
            self.held = card
            self.discard_held()
        elif target[0] == "group":
            self.move_into(card, target[1], target[2])
        elif target[0] == "new":
            if not self.table.new_group(card):
                return  # a card alone is already a group of its own
            sound.play("card")
        self.keep_draft()
        self.refresh_buttons()

    def take_out(self, card: int) -> None:
        self.table.take_out(card)

    def pick_group(self, gi: int, pos: tuple[int, int]) -> None:
        if self.is_base_group(gi) and not self.may_touch_table():
            self.refuse_table_touch()
            return
        self.held_group = self.table.ids[gi]
        self.press_pos = pos
        self.dragging = False
        self.message = ""

    def drop_group(self, pos: tuple[int, int]) -> None:
        """The group held by its handle, dropped: joined to the group under it (which keeps its place)."""
        source = self.held_group_index()
        self.put_back()
        target = self.drop_target(pos)
        if source is None or target[0] != "group" or target[1] == source:
            return
        if self.is_base_group(target[1]) and not self.may_touch_table():
            self.refuse_table_touch()
            return
        moved = self.table.join(target[1], source)
        sound.play("sequence" if moved.completed else "card")
        self.keep_draft()
        self.refresh_buttons()

    def move_into(self, card: int, gi: int, index: int) -> None:
        if self.is_base_group(gi) and not self.may_touch_table():
            self.refuse_table_touch()
            return
        moved = self.table.move_into(card, gi, index)
        if moved.split:
            self.say(_("The group was split in two."))
        sound.play("sequence" if moved.completed else "card")  # a group became valid: a chime

    def split(self, gi: int, at: int) -> None:
        if self.is_base_group(gi) and not self.may_touch_table():
            self.refuse_table_touch()
            return
        self.table.split(gi, at)
        sound.play("remove")
        self.keep_draft()
        self.refresh_buttons()

    def refuse_table_touch(self) -> None:
        view = self.view()
        if view is not None and not view.melded[view.seat]:
            self.say(_("Your initial meld may only add new groups made from your own hand; "
                       "leave the groups on the table as they are."))
        else:
            self.say(_("You made your initial meld this turn: until your next turn you may only lay new groups "
                       "from your hand, not change the groups on the table."))
        sound.play("invalid")

    # ------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> None:
        self.sync()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and (self.held is not None
                                                                               or self.held_group is not None):
            self.put_back()  # Esc first lets go of the card; the next Esc opens the pause menu
            return
        before = len(self.app.scenes)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            holding = self.held is not None or self.held_group is not None
            if holding and self.press_pos is not None and event.buttons and event.buttons[0]:
                dx, dy = event.pos[0] - self.press_pos[0], event.pos[1] - self.press_pos[1]
                if dx * dx + dy * dy > DRAG_START * DRAG_START:
                    self.dragging = True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.dragging:
                self.drop(event.pos)
            self.press_pos = None
            self.dragging = False
        super().handle_event(event)
        if len(self.app.scenes) != before or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return
        self.mouse = event.pos
        if any(w.visible and w.rect.collidepoint(event.pos) for w in self.widgets):
            return
        if self.match.is_over:
            return
        self.click(event.pos)
        self.refresh_buttons()

    def click(self, pos: tuple[int, int]) -> None:
        view = self.view()
        seat = self.human_to_act()
        k = self.discard_index_at(pos)
        if view is not None and seat is not None and view.phase == "take":
            if STOCK.collidepoint(pos):
                self.act(Draw())
            elif k is not None:
                self.act(TakeDiscards(k))
            elif self.hand_card_at(pos) is not None or self.table_card_at(pos) is not None:
                self.say(_("First take cards: click the stock, or a card of the discard pile to take it "
                           "with every card above it."))
                sound.play("invalid")
            return
        if self.held_group is not None or self.held is not None:
            self.click_holding(pos)
            return
        if k is not None or DISCARD_AREA.collidepoint(pos):
            if self.state.discard:
                title = _("The discard pile (top card first)")
                self.app.push(PileBrowser(self.app, title, tuple(self.state.discard), paint_card))
            return
        if STOCK.collidepoint(pos):
            if self.solitaire and seat is not None:
                self.draw_card()
            elif seat is not None:
                self.say(_("You have already taken cards this turn; play or discard."))
                sound.play("invalid")
            else:
                self.not_your_turn()
            return
        card = self.hand_card_at(pos)
        on_table = self.table_card_at(pos) if card is None else None
        handle = self.handle_at(pos) if card is None and on_table is None else None
        if card is None and on_table is None and handle is None:
            return
        if seat is None:
            if view is None:
                self.say("")
            else:
                self.not_your_turn()
            return
        if handle is not None:
            if handle[0] == "seam":
                self.split(handle[1], handle[2])
            else:
                self.pick_group(handle[1], pos)
            return
        if on_table is not None:
            where = self.locate(on_table)
            if where is not None and self.is_base_group(where[0]) and not self.may_touch_table():
                self.refuse_table_touch()
                return
            self.pick(on_table, pos)
            return
        self.pick(card, pos)

    # ------------------------------------------------------------ keyboard (game.ui.focus)

    def table_targets(self) -> list[focus.Target]:
        """Keyboard play, the same clicks as the mouse: the stock, the discard pile (a card takes it
        and every card above it), the cards and split handles of the groups on the table and, with
        a card picked up, each group's two ends and the new-group slot; then the hand."""
        out = [focus.Target("stock", STOCK)]
        pile = self.discard_rects()
        for i, r in enumerate(pile):  # each card where it shows: the newer card lies on top
            shown = r.width if i == len(pile) - 1 else max(6, min(r.width, pile[i + 1].x - r.x))
            out.append(focus.Target(("discard", len(pile) - i), pygame.Rect(r.x, r.y, shown, r.height),
                                    group="discard"))
        if not pile and not self.solitaire:
            out.append(focus.Target(("discard", 0), pygame.Rect(DISCARD_X0, PILE_Y, PILE_W, PILE_H), group="discard"))
        lay = self.layout()
        holding = self.held is not None or self.held_group is not None
        for gi, (group, rects) in enumerate(zip(lay.groups, lay.cards, strict=True)):
            if holding:
                out.append(focus.Target(("start", gi), pygame.Rect(group.x - 2, group.y, 4, group.height),
                                        group="table", point=(group.x + 2, group.centery)))
            out += [focus.Target(("card", card), rect, group="table") for card, rect in zip(self.work[gi], rects,
                                                                                          strict=True)]
            out += [focus.Target(("seam", gi, i), seam, group="table") for i, seam in enumerate(lay.seams(gi))]
            if rects:
                out.append(focus.Target(("grip", gi), lay.grip(gi), group="table"))
            if holding:
                out.append(focus.Target(("end", gi), pygame.Rect(group.right - 2, group.y, 4, group.height),
                                        group="table", point=(group.right - 2, group.centery)))
        if self.held is not None:
            out.append(focus.Target("new", lay.slot, group="table"))
        cards = self.hand_cards()
        rects = self.hand_rects(cards)
        for i, (card, r) in enumerate(zip(cards, rects, strict=True)):  # the card to the right lies on top
            shown = r.width if i == len(rects) - 1 else max(6, min(r.width, rects[i + 1].x - r.x))
            strip = pygame.Rect(r.x, r.y - (14 if card == self.held else 0), shown, r.height)
            out.append(focus.Target(("hand", card), strip, group="hand", point=(r.x + shown // 2, r.centery)))
        return out

    def focus_first(self) -> object:
        return "stock"

    def keyboard_hint(self) -> str:
        if self.demo is not None:
            return super().keyboard_hint()
        if self.held is not None:
            return _("Arrows: a place on the table · Enter: put the card there · Esc: put it back")
        return _("1–9: pick a card · Arrows: a place on the table · Enter: put it there · Tab: next area · "
                 "Esc: menu")

    # ------------------------------------------------------------ update

    def clock_running(self) -> bool:
        """A timed match's clock counts while the table is on screen with nothing over it."""
        return bool(self.time_limit and not self.match.is_over and not self.state.time_up
                    and self.app.scene is self)

    def timer_redraw_in(self) -> float | None:
        """The clock shows whole seconds (rounded up): the next frame when it ticks down one."""
        if not self.clock_running():
            return None
        left = self.time_limit - self.elapsed
        return left - math.floor(left) or 1.0

    def update(self, dt: float) -> None:
        self.sync()
        if self.clock_running():
            self.elapsed += dt
            if self.elapsed >= self.time_limit:
                self.act(TimeUp())
            elif self.elapsed // CLOCK_SAVE != (self.elapsed - dt) // CLOCK_SAVE:
                self.match.save()  # the clock is saved with every move, and this often between moves
        super().update(dt)

    # ------------------------------------------------------------ drawing

    def status_line(self) -> str:
        if self.match.is_over:
            return _("The game is over.")
        seat = self.match.current_seat
        name = theme.short_name(self.match.seats[seat].shown)
        if self.match.seats[seat].computer:
            return _("{name} is thinking").format(name=name) + self.thinking_dots()
        if self.human_to_act() is None:
            return _("{name}'s turn").format(name=name)
        view = self.view()
        if self.solitaire:
            if not self.state.stock:
                return _("The stock is empty: lay every card you can, or end the attempt.")
            if not view.melded[0]:
                return _("Lay two or more groups holding 7 cards from your hand, or draw a card.")
            return _("Lay your cards on the table; draw a card when you are stuck.")
        if view.phase == "take":
            return _("{name}: take the top card of the stock, or cards from the discard pile.").format(name=name)
        if self.held is not None:
            return _("Click (or drop) where the card goes: a group, the new-group space, or the discard pile.")
        if self.work_changed():
            return _("Press Done to lay the table as it is, then discard one card.")
        if not view.melded[view.seat]:
            return _("Lay groups of at least 7 cards from your hand, or discard one card to end your turn.")
        if view.initial_turn:  # the groups on the table stay as they are until the next turn
            return _("Initial meld laid: add new groups from your hand if you like, then discard one card.")
        return _("Lay or rearrange cards and press Done; then discard one card to end your turn.")

    def draw(self, surface: pygame.Surface) -> None:
        self.sync()
        surface.fill(theme.FELT)
        room = self.status_room(20, 16)  # clear of the Hint, Undo, Redo and Menu buttons (mirrored in RTL)
        status = theme.fit_text(self.status_line(), theme.big(20), room.width, theme.WHITE, bold=True)
        top = 6 if status.get_height() < 28 else 2  # a large status line starts higher
        surface.blit(status, (theme.align_x(room.x, room.width, status.get_width()), top))
        if self.last_move:
            line = theme.fit_text(self.last_move_line(room.width), 15, room.width, (210, 235, 220))
            surface.blit(line, (theme.align_x(room.x, room.width, line.get_width()), top + status.get_height() + 1))
        self.draw_piles(surface)
        self.draw_table(surface)
        self.draw_panel(surface)
        self.draw_hand(surface)
        self.draw_meld_count(surface)
        self.draw_message(surface, MESSAGE_BOX)
        super().draw(surface)
        if self.held is not None and self.dragging:
            self.draw_dragged(surface)
        elif self.held_group_index() is not None and self.dragging:
            self.draw_dragged_group(surface)

    # piles

    def draw_piles(self, surface: pygame.Surface) -> None:
        view = self.view()
        taking = view is not None and self.human_to_act() is not None and view.phase == "take"
        stock = len(self.state.stock)
        # The stock's label ends above the glow of a stacked stock (Arabic letters reach below the line).
        label = theme.text(_("Stock"), 14, (210, 235, 220), bold=True)
        surface.blit(label, label.get_rect(bottomleft=(max(4, theme.align_x(STOCK.x, PILE_W, label.get_width())),
                                                       STOCK.y - 8)))
        if stock:
            for i in range(min(3, (stock + 19) // 20)):
                surface.blit(card_back(PILE_W, PILE_H), STOCK.move(-2 * i, -2 * i))
            top = STOCK.move(-2 * (min(3, (stock + 19) // 20) - 1), -2 * (min(3, (stock + 19) // 20) - 1))
            badge = pygame.Rect(0, 0, 40, 22)
            badge.center = (top.centerx, top.bottom - 14)
            pygame.draw.rect(surface, theme.WHITE, badge, border_radius=8)
            theme.blit_center(surface, theme.text(str(stock), 15, theme.INK, bold=True), badge.center)
            glow = taking or (self.solitaire and self.human_to_act() is not None)
            if glow and STOCK.inflate(12, 12).collidepoint(self.mouse):
                pygame.draw.rect(surface, theme.HIGHLIGHT, top.inflate(6, 6), 3, border_radius=9)
            elif taking:
                pulse = self.wave(5)
                pygame.draw.rect(surface, theme.HIGHLIGHT, top.inflate(6, 6), 2 + int(pulse * 2), border_radius=9)
        else:
            pygame.draw.rect(surface, FELT_LIGHT, STOCK, 2, border_radius=7)
            theme.blit_center(surface, theme.text(_("empty"), theme.min_text(), (210, 235, 220)), STOCK.center)
        if self.solitaire:
            if stock:
                hint = _("Every extra draw makes your score worse: draw only when you cannot lay a card.")
                how = _("Click the stock (or Draw a card) to draw.")
            else:  # nothing left to draw: no invitation to draw
                hint, how = _("Ending the attempt now gives it no score."), ""
            surface.blit(theme.fit_text(hint, 16, 860, (255, 236, 170)), (DISCARD_X0, PILE_Y + 8))
            if how:
                surface.blit(theme.fit_text(how, 15, 860, (210, 235, 220)), (DISCARD_X0, PILE_Y + 36))
            return
        rects = self.discard_rects()
        hover = self.discard_index_at(self.mouse) if taking else None
        if hover:
            label = ngettext("Take {n} card: {cards}", "Take {n} cards: {cards}", hover).format(
                n=hover, cards=card_list(self.state.discard[-hover:]))
            text = theme.fit_text(label, 14, DISCARD_X1 - DISCARD_X0 - 12, theme.INK, bold=True)
            box = text.get_rect(topleft=(DISCARD_X0 + 6, 53)).inflate(12, 2)
            pygame.draw.rect(surface, theme.HIGHLIGHT, box, border_radius=6)
            surface.blit(text, (DISCARD_X0 + 6, 53))
            label = ""
        elif taking:
            label = _("Discard pile: click a card to take it with every card above it")
        else:
            label = ngettext("Discard pile ({n} card, the top card on the right; click to look through it)",
                             "Discard pile ({n} cards, the top card on the right; click to look through it)",
                             len(rects)).format(n=len(rects)) if rects else _("Discard pile: empty")
        if label:
            surface.blit(theme.fit_text(label, 14, DISCARD_X1 - DISCARD_X0, (210, 235, 220), bold=taking),
                         (DISCARD_X0, 56))
        n = len(rects)
        drop_here = self.held is not None and self.locate(self.held) is None and self.editing()
        for i, (card, rect) in enumerate(zip(self.state.discard, rects, strict=True)):
            if self.motion.carries(("discard", card)):
                continue  # still on its way to the pile
            chosen = hover is not None and i >= n - hover
            r = rect.move(0, -4) if chosen else rect
            surface.blit(card_face(KEY[card], PILE_W, PILE_H), r)
            if chosen:
                pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(4, 4), 3, border_radius=8)
            elif card == self.last_discard and i == n - 1:
                pygame.draw.rect(surface, (255, 150, 60), r.inflate(4, 4), 2, border_radius=7)
        if drop_here and rects:
            pulse = self.wave(5)
            top = rects[-1]
            pygame.draw.rect(surface, (255, 170, 90), top.inflate(6, 6), 2 + int(pulse * 2), border_radius=9)

    # the table

    def draw_table(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, theme.FELT_DARK, TABLE, border_radius=14)
        lay = self.layout()
        editing = self.editing()
        touch = self.may_touch_table()
        w, h = lay.card_w, lay.card_h
        placed = self.placed() if editing else set()
        hover_group = None
        problems = self.problems()
        holding = self.held is not None or self.held_group is not None
        target = self.drop_target(self.mouse) if holding and editing else None
        lifted = self.held_group_index()
        hover_card = self.table_card_at(self.mouse) if editing and not holding else None
        if hover_card is not None:
            where = self.locate(hover_card)
            if where is not None and self.is_base_group(where[0]) and not touch:
                hover_card = None  # not movable now: no invitation to click it
        for gi, (group, rects) in enumerate(zip(self.work, lay.cards, strict=True)):
            tray = lay.groups[gi]
            problem = group_problem(tuple(group))
            if tray.collidepoint(self.mouse):
                hover_group = gi
            locked = editing and self.is_base_group(gi) and not touch
            pygame.draw.rect(surface, FELT_LIGHT if not locked else (26, 96, 66), tray, border_radius=8)
            edge = RED_BAD if problem else GREEN_OK
            pygame.draw.rect(surface, edge, tray, 3 if problem else 2, border_radius=8)
            stands_for = neutral_stands_for(group)
            for card, rect in zip(group, rects, strict=True):
                if self.motion.carries(("table", card)):
                    continue  # still on its way from the player who laid it
                if (card == self.held or gi == lifted) and self.dragging:
                    pygame.draw.rect(surface, (60, 130, 96), rect, 2, border_radius=6)
                    continue
                r = rect.move(0, -5) if card == self.held else rect
                surface.blit(card_face(KEY[card], w, h), r)
                if card in stands_for:
                    self.draw_ghost(surface, stands_for[card], r)
                if card == self.held:
                    pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(6, 6), 3, border_radius=8)
                elif card == hover_card:
                    pygame.draw.rect(surface, theme.WHITE, r.inflate(4, 4), 2, border_radius=7)
                elif card in placed:
                    pygame.draw.rect(surface, (120, 200, 255), r.inflate(4, 4), 2, border_radius=7)
                elif card in self.last_placed and not editing:
                    pygame.draw.rect(surface, (255, 150, 60), r.inflate(4, 4), 2, border_radius=7)
            if problem:
                mark = pygame.Rect(tray.right - 18, tray.y - 8, 22, 22)
                pygame.draw.circle(surface, RED_BAD, mark.center, 11)
                theme.blit_center(surface, theme.text("!", 16, theme.WHITE, bold=True), mark.center)
            if gi == lifted or (target is not None and target[0] == "group" and target[1] == gi):
                self.draw_drop_mark(surface, gi, target if gi != lifted else None)
            elif editing and not holding and gi == hover_group and not locked:
                self.draw_handles(surface, gi)
        if editing:
            slot = lay.slot
            hot = target is not None and target[0] == "new"
            colour = theme.HIGHLIGHT if hot or self.held is not None else (150, 190, 170)
            self.dashed_rect(surface, slot, colour)
            theme.blit_center(surface, theme.text("+", 26, colour, bold=True), (slot.centerx, slot.centery - 12))
            theme.blit_center(surface, theme.fit_text(_("New group"), theme.min_text(), slot.width - 8, colour),
                              (slot.centerx, slot.centery + 14))
        elif not self.work:
            theme.blit_center(surface, theme.text(_("No groups on the table yet."), 20, (160, 200, 180)),
                              (TABLE.centerx, TABLE.centery - 30))
        self.draw_info_bar(surface, problems, hover_group)

    def draw_drop_mark(self, surface: pygame.Surface, gi: int, target: tuple | None) -> None:
        """Group `gi` lifted by its handle (`target` None), or where the held card or group would go."""
        lay = self.layout()
        tray, rects = lay.groups[gi], lay.cards[gi]
        if target is None:
            pygame.draw.rect(surface, theme.HIGHLIGHT, tray.inflate(6, 6), 3, border_radius=10)
            return
        pygame.draw.rect(surface, theme.HIGHLIGHT, tray.inflate(4, 4), 2, border_radius=9)
        if self.held is not None:  # where the card goes in the group
            i = target[2]
            x = (rects[i - 1].right + 1 if i > 0 else rects[0].x - 2) if rects else tray.centerx
            pygame.draw.line(surface, theme.HIGHLIGHT, (x, tray.y + 2), (x, tray.bottom - 2), 4)

    def draw_handles(self, surface: pygame.Surface, gi: int) -> None:
        """Under the group the mouse is over: its handle (to join it to another) and its split handles."""
        lay = self.layout()
        self.draw_grip(surface, lay.grip(gi), lay.grip(gi).inflate(4, 4).collidepoint(self.mouse))
        for seam in lay.seams(gi):
            hot = seam.inflate(4, 4).collidepoint(self.mouse)
            theme.blit_center(surface, theme.text("✂", theme.min_text(), theme.HIGHLIGHT if hot else (200, 225, 210)),
                              seam.center)

    def draw_ghost(self, surface: pygame.Surface, stands_for: int, card: pygame.Rect) -> None:
        """The card a Neutral stands for, small on its lower half: read from the group it lies in."""
        w, h = max(12, card.width * 11 // 20), max(17, card.height * 11 // 20)
        ghost = card_face(KEY[stands_for], w, h).copy()
        ghost.set_alpha(GHOST_ALPHA)
        spot = pygame.Rect(0, 0, w, h)
        spot.midbottom = (card.centerx, card.bottom - 2)
        pygame.draw.rect(surface, theme.WHITE, spot.inflate(4, 4), border_radius=5)
        surface.blit(ghost, spot)

    @staticmethod
    def draw_grip(surface: pygame.Surface, rect: pygame.Rect, hot: bool) -> None:
        """A group's handle: two columns of dots."""
        colour = theme.HIGHLIGHT if hot else (200, 225, 210)
        for col in (rect.centerx - 3, rect.centerx + 3):
            for row in range(3):
                pygame.draw.circle(surface, colour, (col, rect.y + 2 + row * max(3, (rect.height - 4) // 2)), 2)

    def dashed_rect(self, surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
        for x in range(rect.x + 4, rect.right - 4, 12):
            pygame.draw.line(surface, colour, (x, rect.y), (min(x + 6, rect.right - 4), rect.y), 2)
            pygame.draw.line(surface, colour, (x, rect.bottom - 1), (min(x + 6, rect.right - 4), rect.bottom - 1), 2)
        for y in range(rect.y + 4, rect.bottom - 4, 12):
            pygame.draw.line(surface, colour, (rect.x, y), (rect.x, min(y + 6, rect.bottom - 4)), 2)
            pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, min(y + 6, rect.bottom - 4)), 2)

    def draw_info_bar(self, surface: pygame.Surface, problems: list[tuple[int, str]], hover: int | None) -> None:
        """The engine's sentence for the group under the mouse (or the first one) that is not valid."""
        if problems:
            chosen = next((p for p in problems if p[0] == hover), problems[0])
            text = chosen[1]
            if len(problems) > 1:
                text += "  " + ngettext("({n} more group is not valid.)", "({n} more groups are not valid.)",
                                        len(problems) - 1).format(n=len(problems) - 1)
            pygame.draw.rect(surface, (255, 226, 220), INFO_BAR, border_radius=8)
            pygame.draw.rect(surface, RED_BAD, INFO_BAR, 2, border_radius=8)
            lines = theme.wrap(text, 15, INFO_BAR.width - 50)
            if len(lines) > 2:
                lines = theme.wrap(text, theme.min_text(), INFO_BAR.width - 50)[:2]
            size = 15 if len(lines) <= 2 and theme.font(15).size(lines[0])[0] <= INFO_BAR.width - 50 else 13
            pygame.draw.circle(surface, RED_BAD, (INFO_BAR.x + 20, INFO_BAR.centery), 11)
            theme.blit_center(surface, theme.text("!", 16, theme.WHITE, bold=True), (INFO_BAR.x + 20, INFO_BAR.centery))
            y = INFO_BAR.centery - (len(lines[:2]) * (size + 4)) // 2
            for line in lines[:2]:
                surface.blit(theme.text(line, size, (120, 20, 10)), (INFO_BAR.x + 40, y))
                y += size + 4
        elif self.editing():
            neutral = self.neutral_at(self.mouse)
            hint: str
            if self.held_group is not None:
                hint = _("Drop the group on another group to join the two.")
            elif self.held is not None:
                hint = _("Drop the card on a group (between two cards to put it there), or on New group.")
            elif neutral is not None:
                hint = _("This Neutral stands for {card}.").format(card=card_label(neutral))
            elif hover is not None and (self.may_touch_table() or not self.is_base_group(hover)):
                hint = _("Click ✂ to split this group, or drag its handle (the dots) onto another group to "
                         "join them.")
            else:
                hint = _("Drag cards (or click one, then click where it goes). Click ✂ under a group to split it.")
            theme.blit_center(surface, theme.fit_text(hint, 15, INFO_BAR.width - 20, (180, 215, 195)),
                              INFO_BAR.center)

    def click_holding(self, pos: tuple[int, int]) -> None:
        """A click with a card or a group picked up: put it there (or let go, or pick another card)."""
        if self.held_group is not None:
            if self.grip_at(pos) is not None and self.grip_at(pos) == self.held_group_index():
                self.put_back()  # clicked the held group's handle again
            else:
                self.drop_group(pos)
            return
        other = self.hand_card_at(pos)
        if other == self.held or (self.table_card_at(pos) == self.held and not self.dragging):
            self.put_back()  # clicked the held card again
        elif other is not None and self.held is not None and self.locate(self.held) is None:
            self.pick(other, pos)  # another card of the hand instead
        else:
            self.drop(pos)

    def handle_at(self, pos: tuple[int, int]) -> tuple | None:
        """("seam", group, at) for a split handle under `pos`, ("grip", group) for a group's handle."""
        seam = self.seam_at(pos)
        if seam is not None:
            return ("seam", *seam)
        grip = self.grip_at(pos)
        return None if grip is None else ("grip", grip)

    def neutral_at(self, pos: tuple[int, int]) -> int | None:
        """The card the Neutral under `pos` stands for, when it lies in a valid group."""
        card = self.table_card_at(pos)
        where = self.locate(card) if card is not None else None
        if card is None or where is None:
            return None
        return neutral_stands_for(self.work[where[0]]).get(card)

    def draw_meld_count(self, surface: pygame.Surface) -> None:
        """Two lines between the sort buttons and Reset table: the cards laid from the hand, then
        what the initial meld needs (until it is made) or the cards left in the hand."""
        view = self.view()
        if view is None or not self.editing():
            return
        laid = len(self.placed())
        left = len(view.hand) - laid
        first = ngettext("Laid from your hand: {n} card", "Laid from your hand: {n} cards", laid).format(n=laid)
        if not view.melded[view.seat]:
            colour = GREEN_OK if laid >= 7 else theme.HIGHLIGHT
            second = _("Initial meld: 2+ groups, 7+ cards") if self.solitaire else _("Initial meld: 7 cards or more")
        else:
            colour = (210, 235, 220)
            second = _("Your hand: {cards}").format(cards=ngettext("{n} card", "{n} cards", left).format(n=left))
        for text, size, y, ink, bold in ((first, 16, BUTTON_Y + 3, colour, True),
                                         (second, 14, BUTTON_Y + 25, (210, 235, 220), False)):
            line = theme.fit_text(text, size, MELD_COUNT.width, ink, bold=bold)
            surface.blit(line, (theme.align_x(MELD_COUNT.x, MELD_COUNT.width, line.get_width()), y))

    # the panel

    def draw_panel(self, surface: pygame.Surface) -> None:
        draw_panel(surface, PANEL)
        with theme.mirrored(surface, PANEL) as target:  # right to left in Arabic
            self.draw_panel_lines(target)

    def draw_panel_lines(self, surface: pygame.Surface) -> None:
        x, y = PANEL.x + 14, PANEL.y + 12
        if self.solitaire:
            self.draw_solitaire_panel(surface, x, y)
            return
        state, config = self.state, self.match.config
        head = theme.text(_("Round {n}").format(n=state.round), 18, theme.INK, bold=True)
        surface.blit(head, (x, y))
        sub_colour = theme.MUTED
        if config.time_limit and state.time_up:  # the whole line under the round: it is long in some languages
            sub, sub_colour = _("Time is up: last round"), theme.DANGER
        elif config.time_limit:
            left = minutes_text(self.time_limit - self.elapsed)
            room = PANEL.right - 14 - (x + head.get_width() + 10)  # right of the round, never over it
            clock = _("Time left {t}").format(t=left)
            if theme.fitted_size(clock, 15, room, bold=True) < theme.min_text():
                clock = left  # the minutes alone, when the words do not fit
            label = theme.fit_text(clock, 15, room, theme.INK, bold=True)
            surface.blit(label, (PANEL.right - 14 - label.get_width(), y + 2))
            sub = _("Timed match: the highest score wins")
        else:
            sub = ngettext("First to {target} point wins", "First to {target} points wins",
                           config.target).format(target=config.target)
        size, lines = theme.fit_lines(sub, 14, PANEL.width - 28)  # a long one on two lines, the players lower
        for i, line in enumerate(lines):
            surface.blit(theme.text(line, size, sub_colour), (x, y + 24 + i * (size + theme.LINE_GAP)))
        top = y + 50 + (len(lines) - 1) * (size + theme.LINE_GAP)
        n = config.players
        row_h = min(112, (PANEL.bottom - 36 - top) // n)
        view = self.view()
        for seat in range(n):
            self.draw_player(surface, seat, pygame.Rect(PANEL.x + 6, top + seat * row_h, PANEL.width - 12, row_h - 4),
                             view)
        room = pygame.Rect(x, top + n * row_h + 6, PANEL.width - 28, PANEL.bottom - 36 - top - n * row_h - 6)
        if room.height >= 150:
            self.draw_reminder(surface, room)
        footer = ngettext("Stock: {n} card", "Stock: {n} cards", len(state.stock)).format(n=len(state.stock))
        surface.blit(theme.text(footer, 14, theme.MUTED), (x, PANEL.bottom - 26))

    def draw_reminder(self, surface: pygame.Surface, room: pygame.Rect) -> None:
        """The kinds of groups, in three lines, for whoever has forgotten."""
        pygame.draw.line(surface, theme.PANEL_EDGE, room.topleft, room.topright, 1)
        y = room.y + 8
        surface.blit(theme.text(_("Groups"), 15, theme.MUTED, bold=True), (room.x, y))
        y += 22
        for text in (_("Figure group: one figure, numbers in a row (3 to 9 cards)."),
                     _("Colour group: one colour, figures in order Pawn to Jester (3 to 6 cards)."),
                     _("Neutral: stands for one missing card between two others.")):
            for line in theme.wrap(text, theme.min_text(), room.width):
                if y + 17 > room.bottom:
                    return
                surface.blit(theme.text(line, theme.min_text(), theme.INK), (room.x, y))
                y += 17
            y += 5

    def draw_player(self, surface: pygame.Surface, seat: int, row: pygame.Rect, view) -> None:
        state, match = self.state, self.match
        current = seat == match.current_seat
        if current:
            pygame.draw.rect(surface, (255, 236, 170), row, border_radius=8)
        x = row.x + 8
        person = match.seats[seat]
        score = theme.text(str(state.scores[seat]), 22, theme.INK, bold=True)
        if state.target:  # "12/42" as one picture: it keeps its order when the panel is mirrored
            of = theme.text("/" + str(state.target), theme.min_text(), theme.MUTED)
            both = pygame.Surface((score.get_width() + 2 + of.get_width(), score.get_height()), pygame.SRCALPHA)
            both.blit(score, (0, 0))
            both.blit(of, (score.get_width() + 2, 8))
            score = both
        # A computer's level: the level alone where the name and "(computer · Hard)" do not fit.
        name_line = row.right - 8 - score.get_width() - 8 - x
        tag = (computer_tag_within(person, name_line, 17, theme.min_text(), bold=current) if person.computer
               else (_("(you)") if seat == self.viewer else ""))
        # The name gives way to the tag and the score: both stay whole at a readable size.
        tag_image = theme.text(tag, theme.min_text(), theme.MUTED) if tag else None
        room = row.right - 8 - score.get_width() - 8 - x - (tag_image.get_width() + 5 if tag_image else 0)
        name = theme.fit_name(person.shown, 17, min(150, room), theme.INK, bold=current)
        surface.blit(name, (x, row.y + 5))
        if tag_image is not None:
            surface.blit(tag_image, (x + name.get_width() + 5, row.y + 9))
        surface.blit(score, (row.right - 8 - score.get_width(), row.y + 3))
        count = len(state.hands[seat])
        y = row.y + 32
        for i in range(min(4, count)):
            surface.blit(card_back(20, 29), (x + i * 7, y))
        hand_text = ngettext("{n} card", "{n} cards", count).format(n=count)
        surface.blit(theme.text(hand_text, 15, theme.INK), (x + 52, y + 6))
        melded = state.melded[seat]
        mtext = _("melded") if melded else _("not melded yet")
        size, lines = theme.fit_lines(mtext, 13, row.right - 6 - (x + 132))  # beside the backs, on two lines if long
        line_y = y + 15 - len(lines) * (size + theme.LINE_GAP) // 2
        for line in lines:
            surface.blit(theme.text(line, size, (30, 130, 60) if melded else theme.MUTED), (x + 132, line_y))
            line_y += size + theme.LINE_GAP
        known = state.known[seat] if (view is None or seat != view.seat) else ()
        if known and row.height >= 90:
            yy = y + 35
            label = theme.text(_("From the pile:"), theme.min_text(), theme.MUTED)
            surface.blit(label, (x, yy + 7))
            left = x + label.get_width() + 6
            shown = max(1, min(6, (row.right - 8 - 26 - left) // 23))  # room kept for "+n"
            for i, card in enumerate(known[:shown]):
                surface.blit(card_face(KEY[card], 20, 29), (left + i * 23, yy))
            if len(known) > shown:
                surface.blit(theme.text("+" + str(len(known) - shown), 13, theme.MUTED), (left + shown * 23, yy + 7))

    def draw_solitaire_panel(self, surface: pygame.Surface, x: int, y: int) -> None:
        state = self.state
        name = self.match.seats[0].shown
        surface.blit(theme.text(_("Solitaire"), 20, theme.INK, bold=True), (x, y))
        surface.blit(theme.fit_name(name, 16, PANEL.width - 28, theme.MUTED), (x, y + 28))
        rows = [
            (_("Cards on the table"), str(state.table_count)),
            (_("Cards in your hand"), str(len(state.hands[0]))),
            (_("Cards in the stock"), str(len(state.stock))),
        ]
        yy = y + 66
        for label, value in rows:
            surface.blit(theme.fit_text(label, 15, 180, theme.INK), (x, yy + 3))
            v = theme.text(value, 19, theme.INK, bold=True)
            surface.blit(v, (PANEL.right - 16 - v.get_width(), yy))
            yy += 32
        yy += 10
        box = pygame.Rect(x - 4, yy, PANEL.width - 20, 96)
        pygame.draw.rect(surface, (255, 236, 170), box, border_radius=8)
        best = self.best.get(stored_name(self.match.seats[0].name))
        surface.blit(theme.text(_("Best score"), 16, theme.INK, bold=True), (box.x + 10, box.y + 8))
        value = str(best) if best is not None else "—"
        v = theme.text(value, 30, theme.INK, bold=True)
        surface.blit(v, (box.right - 12 - v.get_width(), box.y + 6))
        for i, line in enumerate(theme.wrap(_("Score: the cards on the table when your hand is empty. "
                                              "Lower is better."), theme.min_text(), box.width - 20)[:3]):
            surface.blit(theme.text(line, theme.min_text(), theme.MUTED), (box.x + 10, box.y + 40 + i * 17))
        yy = box.bottom + 16
        if not state.melded[0]:
            tip = _("First meld: at least two groups holding 7 or more cards, all from your hand.")
        else:
            tip = _("Add to any group, split, join and rearrange the table as you like.")
        for line in theme.wrap(tip, 14, PANEL.width - 28):
            surface.blit(theme.text(line, 14, theme.INK), (x, yy))
            yy += 19

    # the hand

    def draw_hand(self, surface: pygame.Surface) -> None:
        view = self.view()
        if view is None:
            seat = self.match.current_seat
            for i in range(5):
                surface.blit(card_back(HAND_W, HAND_H), (40 + i * 26, HAND_Y))
            if seat is not None:
                text = _("Hands are hidden.") if self.match.human_seats() else _("Computer players only.")
                surface.blit(theme.text(text, 18, theme.WHITE), (40 + 5 * 26 + 90, HAND_Y + 38))
            return
        cards = self.hand_cards()
        rects = self.hand_rects(cards)
        editing = self.editing()
        hover = self.hand_card_at(self.mouse) if editing and not self.dragging else None
        for card, rect in zip(cards, rects, strict=True):
            self.card_spots[card] = rect.center
            if self.motion.carries(("hand", card)):
                continue  # on its way from the stock or the discard pile
            if card == self.held and self.dragging:
                pygame.draw.rect(surface, FELT_LIGHT, rect, 2, border_radius=7)
                continue
            lifted = rect.move(0, -14) if card == self.held else rect
            surface.blit(card_face(KEY[card], rect.width, rect.height), lifted)
            if card == self.held:
                pygame.draw.rect(surface, theme.HIGHLIGHT, lifted.inflate(6, 6), 4, border_radius=10)
            elif card == hover:
                pygame.draw.rect(surface, theme.WHITE, lifted.inflate(4, 4), 2, border_radius=9)
            elif card in self.new_cards:
                pygame.draw.rect(surface, (120, 200, 255), lifted.inflate(4, 4), 3, border_radius=9)
        new = [r for c, r in zip(cards, rects, strict=True) if c in self.new_cards and c != self.held]
        for r in new:
            label = theme.text(_("new"), theme.min_text(), theme.INK, bold=True)
            tag = pygame.Rect(0, 0, max(38, label.get_width() + 8), 16)  # as wide as the word ("nueva")
            tag.midtop = (r.centerx + 6, r.bottom - 2)
            pygame.draw.rect(surface, (120, 200, 255), tag, border_radius=5)
            theme.blit_center(surface, label, tag.center)
        if not editing and view.hand and self.human_to_act() is None:
            label = theme.text(self.whose_cards(_("Your hand")), 14, (210, 235, 220))
            surface.blit(label, (theme.align_x(20, theme.WIDTH - 40, label.get_width()), hand_card()[0] - 22))

    def draw_dragged(self, surface: pygame.Surface) -> None:
        card = self.held
        on_table = self.locate(card) is not None
        w, h = (self.layout().card_w, self.layout().card_h) if on_table else hand_card()[1:]
        rect = pygame.Rect(0, 0, w, h)
        rect.center = self.mouse
        shadow = rect.move(4, 6)
        pygame.draw.rect(surface, theme.FELT_DARK, shadow, border_radius=8)
        surface.blit(card_face(KEY[card], w, h), rect)
        pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(4, 4), 2, border_radius=8)


    def draw_dragged_group(self, surface: pygame.Surface) -> None:
        """The group held by its handle, under the mouse as it was on the table."""
        gi = self.held_group_index()
        if gi is None:
            return
        lay = self.layout()
        tray = lay.groups[gi]
        dx, dy = self.mouse[0] - lay.grip(gi).centerx, self.mouse[1] - lay.grip(gi).centery
        moved = tray.move(dx, dy)
        pygame.draw.rect(surface, theme.FELT_DARK, moved.move(4, 6), border_radius=8)
        pygame.draw.rect(surface, FELT_LIGHT, moved, border_radius=8)
        for card, rect in zip(self.work[gi], lay.cards[gi], strict=True):
            surface.blit(card_face(KEY[card], rect.width, rect.height), rect.move(dx, dy))
        pygame.draw.rect(surface, theme.HIGHLIGHT, moved.inflate(4, 4), 2, border_radius=9)
