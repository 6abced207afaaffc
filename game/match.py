"""One game in progress: the state, who sits where, the action list, autosave.

The Match is the only way a scene or a computer player changes a game: it
checks whose turn it is, applies the action to the engine, appends it to the
action list and saves. A save holds config + seed + actions (replaying them
rebuilds the game, like PGN in chess) and a snapshot of the state that must
agree with the replay, so a hand-edited file is caught. It also holds the version
of the game's rules the match is played under: when a rule decision changes how a
position plays on, a game saved before it replays under the rules it was played with.
On disk a save is a base and a journal (game.savefile): every move appends a line.

Besides the game itself a save keeps what a table needs to be back exactly as it was left:
`elapsed` (a timed match's clock), `prefs` (the table's choices, as Rummidrez's hand order)
and `draft` (the turn in progress that is not a move yet: Rummidrez's table being arranged),
which every change of the game clears.

Undo is built on the same action list: against computer players (one human
seat), `undo()` drops the human's last turn and every action after it and
rebuilds the state from the nearest checkpoint (one every CHECKPOINT_EVERY actions)
and the actions after it; then every card that human has not seen is dealt afresh
(game.unseen), from a seed recorded as a "redeal" in the action list, so the next draw
is not the one undo took back and a save replays exactly. The dropped actions wait on
a redo stack, and `redo()` takes the redeal back and applies them again as they were.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from collections.abc import Callable
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import progress
from game.ai import agent_for
from game.engine import GAMES, Action, Event, GameInfo, IllegalAction
from game.engine.core import GameState
from game.i18n import shown_name
from game.names import MAX_NAME, clean_name
from game.savefile import SaveFile
from game.unseen import Witness

SAVE_FORMAT = "game-table-save"
SAVE_VERSION = 2  # 2: a base and a journal, redeals after undo, the table's clock, choices and turn in progress
READABLE_VERSIONS = (1, 2)
# State fields added after version-1 saves were written: an older snapshot may lack them.
LATE_FIELDS = frozenset({
    "reshuffles",  # Rummidrez: how often this round's stock was rebuilt
    "cannot_follow",  # Figuras: which cards each player was seen unable to follow
    "held_known",  # Figuras: the cards a player gave or had stolen, and who holds them
    "choices_seen",  # Figuras: what each player laid and named since a card last came into its hand
})
UNPRINTED = frozenset({"cannot_follow", "held_known", "choices_seen"})
MAX_SEATS = 12
THINKING_TIME = {"easy": 0.2, "normal": 0.2, "hard": 1.0}  # seconds a computer player may search
# Actions the program sends, not a player (a timed match's end): never a decision to take back.
PROGRAM_ACTIONS = frozenset({"time_up"})
# Events after which the next action starts a fresh turn even if the same seat acts again.
ROUND_BREAKS = frozenset({"round_end", "deal"})
REDEAL = "redeal"  # in the action list: after an undo, the cards the human has not seen dealt afresh
# A redeal's mark that it keeps what the table saw of hidden hands (game.unseen); redeals saved
# before it lack it and replay as they were dealt.
KEEPS_SEEN = "keeps_seen"
CHECKPOINT_EVERY = 50  # actions between two copies of the state kept for undo, redo and retelling
MAX_ELAPSED = 10**7  # seconds: a clock beyond this is damaged
MAX_PREFS = 16



class InPlace(Executor):
    """An executor that runs each task at once on the calling thread and hands back a finished
    Future: a Match given one thinks while `think()` is called, so a test knows the computer's
    move is ready in the very frame that asked for it (no waiting on a thread, no timing)."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as exc:  # the Future carries it, as a thread's would
            future.set_exception(exc)
        return future


# One background thread for computer players, so the window keeps drawing
# while they think. Daemon threads: quitting never waits on a search.
BACKGROUND = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer-player")
# Where a new Match's computer players think unless it is handed an executor (tests swap in InPlace()).
THINKER: Executor = BACKGROUND


# Where new games get their seed: the system's entropy (tests swap in a seeded generator).
SEEDS: random.Random = random.SystemRandom()


def new_seed() -> int:
    return SEEDS.randrange(2**62)


def digest(state: Any) -> str:
    """A short fingerprint of a state: each journal line carries the one after it. Fields that
    only sum up the moves and came after journals were written (UNPRINTED) are left out, so
    older journals still agree: replaying the moves rebuilds them anyway."""
    data = {key: value for key, value in state.to_dict().items() if key not in UNPRINTED}
    text = json.dumps(data, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()


@dataclass(frozen=True)
class Seat:
    name: str
    computer: bool = False
    level: str = "normal"

    @property
    def shown(self) -> str:
        """The name as the table shows it: a default name ("Computer 2", kept in English) in the
        interface language, any other as typed (game.i18n.shown_name)."""
        return shown_name(self.name)

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "computer": self.computer, "level": self.level}

    @staticmethod
    def from_dict(data: Any) -> Seat:
        if (
            not isinstance(data, dict)
            or type(data.get("name")) is not str
            or type(data.get("computer")) is not bool
            or data.get("level") not in ("easy", "normal", "hard")
        ):
            raise ValueError("A seat in the saved game is damaged.")
        # A name that cannot be drawn (only marks or control characters) is no name.
        name = clean_name(data["name"], MAX_NAME)
        if not name:
            raise ValueError("A seat in the saved game has no name that can be shown.")
        return Seat(name, data["computer"], data["level"])


class Match:
    def __init__(self, info: GameInfo, config: Any, seats: list[Seat], seed: int,
                 save_path: Path | None = None, rules: int | None = None,
                 thinker: Executor | None = None) -> None:
        if len(seats) != config.players:
            raise ValueError("Every seat needs a player.")
        self.info = info
        self.config = config
        self.seats = list(seats)
        self.seed = seed
        self.rules = info.rules if rules is None else rules  # older only for a game saved under them
        self.thinker = thinker if thinker is not None else THINKER  # where `think` runs the computer players
        self.state: GameState = self.new_state()
        self.actions: list[dict[str, Any]] = []
        # Per action: who took it (None: the program) and whether a round ended with it.
        self.actors: list[int | None] = []
        self.breaks: list[bool] = []
        self._flow: list[tuple[int | None, bool]] = []  # per action: (last actor, a turn starts next)
        self._starts: list[int] = []  # see turn_starts
        self.redo_stack: list[list[dict[str, Any]]] = []  # turns taken back, the latest last
        self.generation = 0  # changes when undo/redo replaces the state: older thinking is stale
        seat = self.undo_seat()
        self.witness = Witness(seat, self.state) if seat is not None else None  # what undo may not show
        self._checkpoints: list[tuple[Any, Witness | None]] = [self._copy()]  # after 0, K, 2K… actions
        # The last save failed (a read-only folder, a full disk): the file holds an earlier move, or
        # nothing. Every later move tries again; the table says so, and the error screen never
        # claims a game saved that is not.
        self.save_failed = False
        self.elapsed = 0.0  # seconds of a timed match played
        self.prefs: dict[str, Any] = {}  # the table's choices kept with the game (str -> str, int or bool)
        self.draft: dict[str, Any] | None = None  # the turn in progress, as the table keeps it (JSON)
        self.continued = False  # loaded from a save: the table retells the last moves once
        self._pending: list[dict[str, Any]] = []  # journal lines not written yet
        self._written_extras: dict[str, Any] | None = None
        self.file: SaveFile | None = None
        self.save_path = save_path

    @property
    def save_path(self) -> Path | None:
        return self.file.path if self.file is not None else None

    @save_path.setter
    def save_path(self, path: Path | None) -> None:
        """Where the game is saved (None: never, as a demo); the next save writes it whole."""
        self.file = SaveFile(path) if path is not None else None
        self._pending.clear()

    # ------------------------------------------------------------ turns

    @property
    def current_seat(self) -> int | None:
        return self.state.current_player

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    def turn_view(self) -> Any:
        """What the seat to act may see (its view), for a computer player to choose from."""
        seat = self.current_seat
        if seat is None:
            raise RuntimeError("the game is over: no seat is to act")
        return self.state.view(seat)

    def is_computer_turn(self) -> bool:
        seat = self.current_seat
        return seat is not None and self.seats[seat].computer

    def has_moves(self) -> bool:
        """Whether anything was played yet (a redeal after undoing back to the start is no move)."""
        return any(item.get("type") != REDEAL for item in self.actions)

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.computer]

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply `action` for `seat` (default: whoever is to act) and save.

        A new action makes the turns taken back by `undo` unreachable: the redo stack is cleared.
        """
        if seat is not None and seat != self.current_seat:
            raise IllegalAction("It is not your turn.")
        item = action.to_dict()
        events = self._push(item, action)
        self.redo_stack.clear()
        self.draft = None
        self._journal({"a": item})
        self.save()
        return events

    def _push(self, item: dict[str, Any], action: Action | None = None) -> list[Event]:
        """Apply one entry of the action list to the state and record it (IllegalAction or
        ValueError leave everything as it was)."""
        index = len(self.actions) + 1
        actor, events = self._apply_item(self.state, self.witness, item, action, index)
        self.actions.append(item)
        self.actors.append(actor)
        brk = any(e.kind in ROUND_BREAKS for e in events)
        self.breaks.append(brk)
        self._follow_turn(actor, brk)
        if index % CHECKPOINT_EVERY == 0:
            self._checkpoints.append(self._copy())
        return events

    def _apply_item(self, state: Any, witness: Witness | None, item: dict[str, Any], action: Action | None,
                    index: int) -> tuple[int | None, list[Event]]:
        """Apply entry number `index` of the action list to `state` (and `witness`): (its actor, its events)."""
        if item.get("type") == REDEAL:
            seat, seed = item.get("seat"), item.get("seed")
            keys = set(item) - {KEEPS_SEEN}
            if (witness is None or keys != {"type", "seat", "seed"} or item.get(KEEPS_SEEN, True) is not True
                    or seat != witness.seat or type(seed) is not int or not 0 <= seed < 2**63):
                raise ValueError("A redeal that this game cannot have.")
            witness.redeal(state, seed, keep_seen=KEEPS_SEEN in item)
            return None, []
        if action is None:
            action = self.info.action_from_dict(item)
        actor = None if action.kind in PROGRAM_ACTIONS else state.current_player
        events = state.apply(action)
        if witness is not None:
            witness.after(state, {e.kind for e in events}, index)
        return actor, events

    def _copy(self) -> tuple[Any, Witness | None]:
        return self.state.clone(), self.witness.copy() if self.witness is not None else None

    def _follow_turn(self, actor: int | None, brk: bool) -> None:
        """Keep `turn_starts` up to date with one more action (see there)."""
        previous, fresh = self._flow[-1] if self._flow else (None, True)
        if actor is None:
            fresh = fresh or brk
        else:
            human = self.undo_seat()
            if actor == human and (len(self.seats) == 1 or fresh or previous != human):
                self._starts.append(len(self.actions) - 1)
            previous, fresh = actor, brk
        self._flow.append((previous, fresh))

    def _truncate(self, count: int) -> None:
        """Go back to the game after its first `count` actions: from the checkpoint at or before
        it, replaying at most CHECKPOINT_EVERY - 1 actions."""
        at = count // CHECKPOINT_EVERY
        state, witness = self._checkpoints[at]
        del self._checkpoints[at + 1:]
        self.state = state.clone()
        self.witness = witness.copy() if witness is not None else None
        first = at * CHECKPOINT_EVERY
        tail = self.actions[first:count]
        for items in (self.actions, self.actors, self.breaks, self._flow):
            del items[first:]
        while self._starts and self._starts[-1] >= first:
            self._starts.pop()
        for item in tail:
            self._push(item)

    # ------------------------------------------------------------ undo / redo

    def undo_seat(self) -> int | None:
        """The human seat undo works for: the only one (None with two or more humans, or none)."""
        humans = self.human_seats()
        return humans[0] if len(humans) == 1 else None

    def turn_starts(self) -> list[int]:
        """Indices of the actions that start one of the human's turns.

        A turn is the human's actions in a row (a card and the colour a Key asks for, a chip
        and the draw after it, a take, plays and a discard); a round's end starts a new one,
        and the program's own actions (time up, a redeal) belong to nobody. With one seat (a
        solitaire) every action is a turn of its own. Kept up to date action by action.
        """
        return self._starts if self.undo_seat() is not None else []

    def can_undo(self) -> bool:
        """One human seat, the game still on, and that human has made a decision to take back."""
        return not self.is_over and bool(self.turn_starts())

    def can_redo(self) -> bool:
        return (self.undo_seat() is not None and not self.is_over and bool(self.redo_stack)
                and bool(self.actions) and self.actions[-1].get("type") == REDEAL)

    def undo(self) -> bool:
        """Take back the human's last turn (or the part of it played so far) and every action
        after it, then deal afresh what the human has not seen (game.unseen). False when not possible."""
        if not self.can_undo():
            return False
        start = self.turn_starts()[-1]
        removed = self.actions[start:]
        self._truncate(start)
        self._journal({"cut": start})
        redeal = {"type": REDEAL, "seat": self.undo_seat(), "seed": new_seed(), KEEPS_SEEN: True}
        self._push(redeal)
        self._journal({"a": redeal})
        self.redo_stack.append(removed)
        self.generation += 1
        self.draft = None
        self.save()
        return True

    def redo(self) -> bool:
        """Take back the redeal the last undo made and apply again the turn it took back, with the
        computer actions that followed it: exactly the game as it was before that undo."""
        if not self.can_redo():
            return False
        turn = self.redo_stack.pop()
        kept = len(self.actions) - 1
        redeal = self.actions[-1]
        self._truncate(kept)
        try:
            for item in turn:
                self._push(item)
        except (IllegalAction, ValueError):
            # Cannot happen with a deterministic engine; never leave half a turn.
            self._truncate(kept)
            self._push(redeal)
            self.redo_stack.clear()
            return False
        finally:
            self.generation += 1
        self._journal({"cut": kept})
        for item in turn:
            self._journal({"a": item})
        self.draft = None
        self.save()
        return True

    def new_state(self) -> GameState:
        """The game as it stood before its first action: config, seed and rules version."""
        return self.info.new_game(self.config, self.seed, rules=self.rules)

    def events_after(self, start: int) -> list[list[Event]]:
        """The events of each action from index `start` on, replayed from the checkpoint before it
        (the state played on is left alone): what a table told of those moves when they were made."""
        return self._replayed(start, len(self.actions))[1]

    def state_after(self, count: int) -> GameState:
        """A copy of the game as it stood after its first `count` actions (replayed from the
        checkpoint before it; the state played on is left alone)."""
        return self._replayed(count, count)[0]

    def _replayed(self, start: int, stop: int) -> tuple[GameState, list[list[Event]]]:
        """A copy of the state replayed from the checkpoint at or before action `start` up to
        action `stop`, and the events of the actions from `start` on."""
        at = min(start // CHECKPOINT_EVERY, len(self._checkpoints) - 1)
        state, witness = self._checkpoints[at]
        state = state.clone()
        witness = witness.copy() if witness is not None else None
        told: list[list[Event]] = []
        for index in range(at * CHECKPOINT_EVERY, stop):
            events = self._apply_item(state, witness, self.actions[index], None, index + 1)[1]
            if index >= start:
                told.append(events)
        return state, told

    def think(self, hurry: float = 1.0) -> Future[Action]:
        """Start the computer player of the current seat; the Future gives its action.

        `hurry` > 1 divides its thinking time (a demo played faster than a person plays)."""
        seat = self.current_seat
        if seat is None or not self.seats[seat].computer:
            raise RuntimeError("think() called on a human or finished turn")
        view = self.state.view(seat)
        level = self.seats[seat].level
        agent = agent_for(self.info.id, level)
        budget = THINKING_TIME[level] / max(1.0, hurry)
        # Seeded per decision: the same game always gets the same computer moves.
        rng = random.Random(self.seed * 1_000_003 + len(self.actions))
        return self.thinker.submit(agent.choose, view, rng, budget)

    # ------------------------------------------------------------ saving

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.info.id,
            "config": {k: getattr(self.config, k) for k in self.config.__dataclass_fields__},
            "seed": self.seed,
            "rules": self.rules,
            "seats": [s.to_dict() for s in self.seats],
            "actions": self.actions,
            "snapshot": self.state.to_dict(),
            "progress": self.progress(),
            **self.extras(),
        }

    def extras(self) -> dict[str, Any]:
        """What the table keeps with the game besides the moves (see the module's notes)."""
        return {"elapsed": round(self.elapsed, 1), "prefs": dict(self.prefs), "draft": self.draft}

    def progress(self) -> dict[str, Any]:
        """What the Continue list shows of the game (game.progress)."""
        return progress.of(self.info.id, self.state, len(self.actions))

    @property
    def is_saved(self) -> bool:
        """The save file holds this game as it is now (a demo, never saved, is not)."""
        return self.save_path is not None and not self.save_failed

    def _journal(self, line: dict[str, Any]) -> None:
        """A change of the game for the journal, with the fingerprint of the state after it (and
        what the Continue list shows)."""
        if self.file is not None:
            self._pending.append({**line, "d": digest(self.state), "s": self.progress()})

    def save(self) -> bool:
        """Save what changed since the last save (a journal line; the whole game when it is new,
        after a failed save, or when the journal has grown as large as the base), or remove the
        save of a finished game. False, and `save_failed`, when the disk refused: the previous save
        stays whole and play goes on; the next save writes the whole game."""
        if self.file is None:
            return False
        try:
            if self.state.is_over:
                self.file.remove()  # a finished game has nothing to continue
            elif self.save_failed or self.file.token is None or self.file.journal_too_large():
                self.file.write_base(self.to_dict())
                self._written_extras = self.extras()
            else:
                extras = self.extras()
                if extras != self._written_extras:
                    self._pending.append({"k": extras})
                if self._pending:
                    self.file.append(self._pending)
                self._written_extras = extras
            self._pending.clear()
        except OSError:
            self._pending.clear()  # the next save writes the whole game
            self.save_failed = True
            return False
        self.save_failed = False
        return True

    # ------------------------------------------------------------ loading

    @classmethod
    def from_dict(cls, data: Any, save_path: Path | None = None, expected: str | None = None) -> Match:
        """Rebuild a match by replaying its actions; ValueError with a sentence when damaged, or
        WrongGame when it is a save of another game than `expected` (a game id, when given)."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise ValueError("This is not a saved game of this program.")
        if type(data.get("version")) is not int or data["version"] not in READABLE_VERSIONS:  # 1.0 and true are not 1
            raise ValueError("This saved game was written by another version of the program.")
        game_id = data.get("game")
        info = GAMES.get(game_id) if isinstance(game_id, str) else None  # a list or object is no game id
        if info is None:
            raise ValueError("This saved game is of a game this version does not know.")
        if expected is not None and info.id != expected:
            raise WrongGame(info.id)
        seed = data.get("seed")
        if type(seed) is not int or not 0 <= seed < 2**63:
            raise ValueError("The saved game's seed is damaged.")
        seats_data, actions = data.get("seats"), data.get("actions")
        if not isinstance(seats_data, list) or not 1 <= len(seats_data) <= MAX_SEATS:
            raise ValueError("The saved game's seats are damaged.")
        if not isinstance(actions, list):
            raise ValueError("The saved game's moves are damaged.")
        # Saves written before rules versions were recorded were all played under the first rules.
        rules = data.get("rules", 1)
        if type(rules) is not int or not 1 <= rules <= info.rules:
            raise ValueError("This saved game follows rules from another version of the program.")
        config = info.config_from_dict(data.get("config"))
        match = cls(info, config, [Seat.from_dict(s) for s in seats_data], seed, None, rules)
        for item in actions:
            match._replay(item)
        # The replay is the truth; the snapshot must agree with it in every field. A field added to
        # a state after saves were written (LATE_FIELDS) may be missing from an older snapshot.
        state = match.state.to_dict()
        snapshot = data.get("snapshot")
        if isinstance(snapshot, dict):
            snapshot = {**{k: v for k, v in state.items() if k in LATE_FIELDS}, **snapshot}
        if snapshot != state:
            raise ValueError("The saved game does not agree with its own moves.")
        if data["version"] >= 2:
            match._take_extras(data)
        match.save_path = save_path
        return match

    def _replay(self, item: Any) -> None:
        """One saved action, replayed; ValueError when it is not one this game allows."""
        try:
            if not isinstance(item, dict):
                raise ValueError
            self._push(item)
        except (IllegalAction, ValueError) as exc:
            raise ValueError("The saved game holds a move that is not allowed.") from exc

    def replay_journal(self, records: list[Any]) -> None:
        """Play on from the base with the journal's lines (game.savefile); ValueError when a line
        is not one this program writes, or the game does not agree with the last fingerprint."""
        last: str | None = None  # the fingerprint of the game after the last change
        for record in records:
            if not isinstance(record, dict):
                raise ValueError("The saved game's journal is damaged.")
            keys = set(record)
            if keys == {"a", "d", "s"}:
                self._replay(record["a"])
            elif keys == {"cut", "d", "s"}:
                count = record["cut"]
                if type(count) is not int or not 0 <= count <= len(self.actions):
                    raise ValueError("The saved game's journal is damaged.")
                self._truncate(count)
            elif keys == {"k"}:
                self._take_extras(record["k"])
                continue
            else:
                raise ValueError("The saved game's journal is damaged.")
            last = record["d"]
        if last is not None and last != digest(self.state):
            raise ValueError("The saved game does not agree with its own moves.")
        self._written_extras = self.extras()

    def _take_extras(self, data: Any) -> None:
        """The clock, choices and turn in progress of a save (as `extras` writes them)."""
        if not isinstance(data, dict) or not {"elapsed", "prefs", "draft"} <= set(data):
            raise ValueError("The saved game's table is damaged.")
        elapsed, prefs, draft = data["elapsed"], data["prefs"], data["draft"]
        if type(elapsed) not in (int, float) or not 0 <= elapsed < MAX_ELAPSED or not math.isfinite(elapsed):
            raise ValueError("The saved game's clock is damaged.")
        if not isinstance(prefs, dict) or len(prefs) > MAX_PREFS or any(
                type(k) is not str or len(k) > 32 or type(v) not in (str, int, bool)
                or (type(v) is str and len(v) > 32) for k, v in prefs.items()):
            raise ValueError("The saved game's table is damaged.")
        if draft is not None and not isinstance(draft, dict):
            raise ValueError("The saved game's table is damaged.")
        self.elapsed, self.prefs, self.draft = float(elapsed), dict(prefs), draft


class WrongGame(ValueError):
    """A save of another game (a file copied over another game's save): which game it holds."""

    def __init__(self, game_id: str) -> None:
        super().__init__(f"This saved game is of {game_id}.")
        self.game_id = game_id
