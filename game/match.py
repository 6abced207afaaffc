"""One game in progress: the state, who sits where, the action list, autosave.

The Match is the only way a scene or a computer player changes a game: it
checks whose turn it is, applies the action to the engine, appends it to the
action list and saves. A save holds config + seed + actions (replaying them
rebuilds the game, like PGN in chess) and a snapshot of the state that must
agree with the replay, so a hand-edited file is caught. It also holds the version
of the game's rules the match is played under: when a rule decision changes how a
position plays on, a game saved before it replays under the rules it was played with.

Undo is built on the same action list: against computer players (one human
seat), `undo()` drops the human's last turn and every action after it and
rebuilds the state by replaying config + seed + the actions left; the dropped
actions wait on a redo stack, and `redo()` applies them again as they were.
"""

from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import storage
from game.ai import agent_for
from game.engine import GAMES, Action, Event, GameInfo, IllegalAction
from game.i18n import _, shown_name
from game.names import MAX_NAME, clean_name

SAVE_FORMAT = "game-table-save"
SAVE_VERSION = 1
# State fields added after version-1 saves were written: an older snapshot may lack them.
LATE_FIELDS = frozenset({"reshuffles"})  # Rummidrez: how often this round's stock was rebuilt
MAX_SEATS = 12
THINKING_TIME = {"easy": 0.2, "normal": 0.2, "hard": 1.0}  # seconds a computer player may search
# Actions the program sends, not a player (a timed match's end): never a decision to take back.
PROGRAM_ACTIONS = frozenset({"time_up"})
# Events after which the next action starts a fresh turn even if the same seat acts again.
ROUND_BREAKS = frozenset({"round_end", "deal"})

# One background thread for computer players, so the window keeps drawing
# while they think. Daemon threads: quitting never waits on a search.
_THINKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer-player")


# Where new games get their seed: the system's entropy (tests swap in a seeded generator).
SEEDS: random.Random = random.SystemRandom()


def new_seed() -> int:
    return SEEDS.randrange(2**62)


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
                 save_path: Path | None = None, rules: int | None = None) -> None:
        if len(seats) != config.players:
            raise ValueError("Every seat needs a player.")
        self.info = info
        self.config = config
        self.seats = list(seats)
        self.seed = seed
        self.rules = info.rules if rules is None else rules  # older only for a game saved under them
        self.state = self.new_state()
        self.actions: list[dict[str, Any]] = []
        self.save_path = save_path
        # Per action: who took it (None: the program) and whether a round ended with it.
        self.actors: list[int | None] = []
        self.breaks: list[bool] = []
        self.redo_stack: list[list[dict[str, Any]]] = []  # turns taken back, the latest last
        self.generation = 0  # changes when undo/redo replaces the state: older thinking is stale
        # The last save failed (a read-only folder, a full disk): the file holds an earlier move, or
        # nothing. Every later move tries again; the table says so, and the error screen never
        # claims a game saved that is not.
        self.save_failed = False

    # ------------------------------------------------------------ turns

    @property
    def current_seat(self) -> int | None:
        return self.state.current_player

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    def is_computer_turn(self) -> bool:
        seat = self.current_seat
        return seat is not None and self.seats[seat].computer

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.computer]

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply `action` for `seat` (default: whoever is to act) and save.

        A new action makes the turns taken back by `undo` unreachable: the redo stack is cleared.
        """
        if seat is not None and seat != self.current_seat:
            raise IllegalAction("It is not your turn.")
        events = self._push(action)
        self.redo_stack.clear()
        self.save()
        return events

    def _push(self, action: Action) -> list[Event]:
        """Apply one action to the state and record it (IllegalAction leaves everything as it was)."""
        actor = None if action.kind in PROGRAM_ACTIONS else self.state.current_player
        events = self.state.apply(action)
        self.actions.append(action.to_dict())
        self.actors.append(actor)
        self.breaks.append(any(e.kind in ROUND_BREAKS for e in events))
        return events

    # ------------------------------------------------------------ undo / redo

    def undo_seat(self) -> int | None:
        """The human seat undo works for: the only one (None with two or more humans, or none)."""
        humans = self.human_seats()
        return humans[0] if len(humans) == 1 else None

    def turn_starts(self) -> list[int]:
        """Indices of the actions that start one of the human's turns.

        A turn is the human's actions in a row (a card and the colour a Key asks for, a chip
        and the draw after it, a take, plays and a discard); a round's end starts a new one,
        and the program's own actions (time up) belong to nobody. With one seat (a solitaire)
        every action is a turn of its own.
        """
        human = self.undo_seat()
        if human is None:
            return []
        alone = len(self.seats) == 1
        starts: list[int] = []
        previous: int | None = None
        fresh = True  # the next action by the human starts a turn
        for i, (actor, brk) in enumerate(zip(self.actors, self.breaks, strict=True)):
            if actor is None:
                fresh = fresh or brk
                continue
            if actor == human and (alone or fresh or previous != human):
                starts.append(i)
            previous, fresh = actor, brk
        return starts

    def can_undo(self) -> bool:
        """One human seat, the game still on, and that human has made a decision to take back."""
        return not self.is_over and bool(self.turn_starts())

    def can_redo(self) -> bool:
        return self.undo_seat() is not None and not self.is_over and bool(self.redo_stack)

    def undo(self) -> bool:
        """Take back the human's last turn (or the part of it played so far) and every action
        after it; the state is rebuilt by replaying the actions left. False when not possible."""
        if not self.can_undo():
            return False
        start = self.turn_starts()[-1]
        removed = self.actions[start:]
        self._rebuild(self.actions[:start])
        self.redo_stack.append(removed)
        self.generation += 1
        self.save()
        return True

    def redo(self) -> bool:
        """Apply again the turn last taken back, with the computer actions that followed it."""
        if not self.can_redo():
            return False
        turn = self.redo_stack.pop()
        kept = list(self.actions)
        try:
            for item in turn:
                self._push(self.info.action_from_dict(item))
        except (IllegalAction, ValueError):
            self._rebuild(kept)  # cannot happen with a deterministic engine; never leave half a turn
            self.redo_stack.clear()
            return False
        finally:
            self.generation += 1
        self.save()
        return True

    def new_state(self) -> Any:
        """The game as it stood before its first action: config, seed and rules version."""
        return self.info.new_game(self.config, self.seed, rules=self.rules)

    def events_after(self, start: int) -> list[list[Event]]:
        """The events of each action from index `start` on, replayed on a fresh state (the state
        played on is left alone): what a table told of those moves when they were made."""
        state = self.new_state()
        told: list[list[Event]] = []
        for i, item in enumerate(self.actions):
            events = state.apply(self.info.action_from_dict(item))
            if i >= start:
                told.append(events)
        return told

    def _rebuild(self, actions: list[dict[str, Any]]) -> None:
        """A fresh state from config + seed, with `actions` replayed (the engine is deterministic)."""
        self.state = self.new_state()
        self.actions, self.actors, self.breaks = [], [], []
        for item in actions:
            self._push(self.info.action_from_dict(item))

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
        return _THINKER.submit(agent.choose, view, rng, budget)

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
        }

    @property
    def is_saved(self) -> bool:
        """The save file holds this game as it is now (a demo, never saved, is not)."""
        return self.save_path is not None and not self.save_failed

    def save(self) -> bool:
        """Write the save (a finished game's is removed); False, and `save_failed`, when the disk
        refused: the previous file stays as it was (writes are atomic) and play goes on."""
        if self.save_path is None:
            return False
        try:
            if self.state.is_over:
                # A finished game has nothing to continue.
                self.save_path.unlink(missing_ok=True)
            else:
                storage.write_json_atomic(self.save_path, self.to_dict())
        except OSError:
            self.save_failed = True
            return False
        self.save_failed = False
        return True

    @classmethod
    def from_dict(cls, data: Any, save_path: Path | None = None, expected: str | None = None) -> Match:
        """Rebuild a match by replaying its actions; ValueError with a sentence when damaged, or
        WrongGame when it is a save of another game than `expected` (a game id, when given)."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise ValueError("This is not a saved game of this program.")
        if type(data.get("version")) is not int or data["version"] != SAVE_VERSION:  # 1.0 and true are not 1
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
        match = cls(info, config, [Seat.from_dict(s) for s in seats_data], seed, save_path, rules)
        for item in actions:
            try:
                match._push(info.action_from_dict(item))
            except IllegalAction as exc:
                raise ValueError("The saved game holds a move that is not allowed.") from exc
        # The replay is the truth; the snapshot must agree with it in every field. A field added to
        # a state after saves were written (LATE_FIELDS) may be missing from an older snapshot.
        state = match.state.to_dict()
        snapshot = data.get("snapshot")
        if isinstance(snapshot, dict):
            snapshot = {**{k: v for k, v in state.items() if k in LATE_FIELDS}, **snapshot}
        if snapshot != state:
            raise ValueError("The saved game does not agree with its own moves.")
        return match


class WrongGame(ValueError):
    """A save of another game (a file copied over another game's save): which game it holds."""

    def __init__(self, game_id: str) -> None:
        super().__init__(f"This saved game is of {game_id}.")
        self.game_id = game_id


def save_path_for(game_id: str) -> Path:
    return storage.saves_dir() / f"{game_id}.json"


def load_saved(game_id: str) -> tuple[Match | None, str | None]:
    """The saved match of `game_id` (or None) and a sentence if the file was damaged."""
    path = save_path_for(game_id)
    if not path.exists():
        return None, None
    title = _(GAMES[game_id].title) if game_id in GAMES else game_id
    try:
        data = storage.read_json(path)
        return Match.from_dict(data, save_path=path, expected=game_id), None
    except WrongGame as exc:
        moved = storage.move_aside(path) is not None
        other = _(GAMES[exc.game_id].title)
        if moved:
            sentence = _("The {title} save held a game of {other} instead; it was put aside.")
        else:
            sentence = _("The {title} save holds a game of {other} instead and could not be put aside.")
        return None, sentence.format(title=title, other=other)
    except (storage.DamagedFile, ValueError, OSError):
        if storage.move_aside(path) is None:
            return None, _("The saved {title} game is damaged and could not be continued or put aside.").format(
                title=title)
        return None, _("The saved {title} game was damaged and could not be continued; it was put aside.").format(
            title=title)
