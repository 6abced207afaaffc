"""Statistics: who played what, who won, streaks, the solitaire's scores, Figuras' 111.

One small JSON file, `stats.json` in the user's data folder, written atomically
and validated on load; a damaged file is moved aside (kept for a bug report)
and the player is told in one sentence. Only human seats are recorded, by name (a default
name by its English form, "Player 1", whatever the language it was shown in).

    {"format": "game-table-stats", "version": 1,
     "games": {"sequence": {"Anna": {"played": 5, "won": 3, "lost": 1,
                                     "streak": 2, "best_streak": 2}}},
     "solitaire": {"best": {"Anna": 84},
                   "history": [{"name": "Anna", "score": 84, "date": "2025-03-01 18:04"},
                               {"name": "Anna", "score": null, "date": "2025-03-01 18:30"}]},
     "closest": {"Anna": 108}}

- A finished game counts as played; a win or a loss; a draw (or a shared win) is
  neither. `streak` is the wins in a row up to the last game (a loss or a draw
  ends it); `best_streak` the longest such run.
- The Rummidrez solitaire is kept apart: the best score (fewest cards on the
  table, lower is better) per name, and the latest attempts (score, or null when
  the stock ran out). The best scores of the old `rummidrez_best.json` are folded
  in once, the first time statistics are read.
- Figuras: the highest total not above 111 each name had at the end of a round.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeGuard

from game import storage
from game.engine import schema
from game.i18n import _, stored_name
from game.names import clean_name

STATS_FILE = "stats.json"
STATS_FORMAT = "game-table-stats"
STATS_VERSION = 1
OLD_BEST_FILE = "rummidrez_best.json"  # the solitaire's best scores before statistics existed
SOLITAIRE_GAME = "rummidrez"
CLOSEST_GAME = "figuras"
CLOSEST_TARGET = 111
HISTORY_LIMIT = 100  # solitaire attempts kept
MAX_NAME = 64
MAX_COUNT = 10**9
MAX_SOLITAIRE_SCORE = 1000
RECORD_FIELDS = ("played", "won", "lost", "streak", "best_streak")


@dataclass
class Record:
    """One player's results in one game."""

    played: int = 0
    won: int = 0
    lost: int = 0
    streak: int = 0
    best_streak: int = 0

    @property
    def drawn(self) -> int:
        return self.played - self.won - self.lost

    @property
    def win_rate(self) -> float | None:
        """Wins per game played, 0..1; None before the first game."""
        return self.won / self.played if self.played else None

    def add(self, result: str) -> None:
        """Count one finished game: "won", "lost" or "draw"."""
        self.played += 1
        if result == "won":
            self.won += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            if result == "lost":
                self.lost += 1
            self.streak = 0

    def to_dict(self) -> dict[str, int]:
        return {name: getattr(self, name) for name in RECORD_FIELDS}


@dataclass
class Attempt:
    """One solitaire attempt: the score (None: the stock ran out) and when."""

    name: str
    score: int | None
    date: str

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "score": self.score, "date": self.date}


@dataclass
class Stats:
    games: dict[str, dict[str, Record]] = field(default_factory=dict)  # game id -> name -> record
    solitaire_best: dict[str, int] = field(default_factory=dict)
    solitaire_history: list[Attempt] = field(default_factory=list)  # oldest first
    closest: dict[str, int] = field(default_factory=dict)  # Figuras: name -> highest total <= 111

    def record(self, game_id: str, name: str) -> Record:
        return self.games.setdefault(game_id, {}).setdefault(name, Record())

    def is_empty(self) -> bool:
        return not (any(self.games.values()) or self.solitaire_best or self.solitaire_history or self.closest)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": STATS_FORMAT,
            "version": STATS_VERSION,
            "games": {g: {n: r.to_dict() for n, r in players.items()} for g, players in self.games.items()},
            "solitaire": {"best": dict(self.solitaire_best),
                          "history": [a.to_dict() for a in self.solitaire_history]},
            "closest": dict(self.closest),
        }

    @staticmethod
    def from_dict(data: Any) -> Stats:
        """The statistics in `data`; storage.DamagedFile when anything is not as written."""
        try:
            saved = _STATS_FILE(data)
        except schema.Damaged:
            raise storage.DamagedFile(f"{STATS_FILE} is damaged.") from None
        return Stats(games=saved["games"], solitaire_best=saved["solitaire"]["best"],
                     solitaire_history=saved["solitaire"]["history"], closest=saved["closest"])


# ---------------------------------------------------------------- reading the file (game.engine.schema)

def _is_name(value: Any) -> TypeGuard[str]:
    return isinstance(value, str) and 0 < len(value) <= MAX_NAME


def _game_id(value: Any) -> str:
    if not _is_name(value):
        raise schema.Damaged()
    return value


def _shown_name(value: Any) -> str:
    """A player's name as the statistics screen can draw it (game.names: directional marks and
    control characters dropped); damaged when nothing of it can be shown. (A mapping refuses two
    names that become the same: two rows would become one, so the file was not written here.)"""
    if not _is_name(value):
        raise schema.Damaged()
    name = clean_name(value, MAX_NAME)
    if not name:
        raise schema.Damaged()
    return name


def _date(value: Any) -> str:
    """When a solitaire attempt was made, drawn beside the name: nothing that cannot be shown."""
    if not isinstance(value, str) or len(value) > 32 or (value and clean_name(value, 32) != value):
        raise schema.Damaged()
    return value


_COUNTS = schema.record({k: schema.integer(0, MAX_COUNT) for k in RECORD_FIELDS}, exact=True)


def _record(value: Any) -> Record:
    record = Record(**_COUNTS(value))
    if record.won + record.lost > record.played or record.streak > record.best_streak \
            or record.best_streak > record.won:
        raise schema.Damaged()
    return record


_SOLITAIRE_SCORE = schema.integer(1, MAX_SOLITAIRE_SCORE)  # the cards left on the table: never 0
_BEST = schema.mapping(_shown_name, _SOLITAIRE_SCORE)
_ATTEMPT = schema.record(
    {"name": _shown_name, "score": schema.optional(_SOLITAIRE_SCORE), "date": _date}, exact=True)
_STATS_FILE = schema.record({
    "format": schema.choice((STATS_FORMAT,)),
    "version": schema.choice((STATS_VERSION,)),  # 1.0 and true are not 1
    "games": schema.mapping(_game_id, schema.mapping(_shown_name, _record)),
    "solitaire": schema.record({
        "best": _BEST,
        "history": schema.list_of(lambda item: Attempt(**_ATTEMPT(item)), last=HISTORY_LIMIT),
    }),
    "closest": schema.mapping(_shown_name, schema.integer(0, CLOSEST_TARGET)),
})
_OLD_BEST_FILE = schema.record({"version": schema.choice((1,)), "best": _BEST})


# ---------------------------------------------------------------- the file

def stats_path() -> Path:
    return storage.data_dir() / STATS_FILE


def load() -> tuple[Stats, str | None]:
    """The statistics (empty when there are none yet) and a sentence when a file was damaged.

    A damaged `stats.json` is moved aside and statistics start afresh. The first time,
    the solitaire's old best-score file is folded in, then renamed so it is read only once.
    """
    notice = None
    path = stats_path()
    stats = Stats()
    if path.exists():
        try:
            stats = _fold_default_names(Stats.from_dict(storage.read_json(path)))
        except (storage.DamagedFile, OSError):
            if storage.move_aside(path) is None:
                notice = _("Your statistics file is damaged and could not be put aside; new statistics were started.")
            else:
                notice = _("Your statistics file was damaged; it was put aside and new statistics were started.")
    old_notice = _fold_old_best(stats)
    return stats, notice or old_notice


def _fold_default_names(stats: Stats) -> Stats:
    """Default names are kept in English ("Player 1") since they follow the interface language;
    older files kept them translated ("Jugador 1"): those records are added to the English name's,
    so one player is counted once (the streak of the two is the longer one: their order is unknown)."""
    for players in stats.games.values():
        for name in [n for n in players if stored_name(n) != n]:
            old, record = players.pop(name), players.setdefault(stored_name(name), Record())
            record.played, record.won, record.lost = (record.played + old.played, record.won + old.won,
                                                      record.lost + old.lost)
            record.streak, record.best_streak = max(record.streak, old.streak), max(record.best_streak,
                                                                                    old.best_streak)
    for name in [n for n in stats.solitaire_best if stored_name(n) != n]:
        score = stats.solitaire_best.pop(name)
        stats.solitaire_best[stored_name(name)] = min(score, stats.solitaire_best.get(stored_name(name), score))
    for name in [n for n in stats.closest if stored_name(n) != n]:
        total = stats.closest.pop(name)
        stats.closest[stored_name(name)] = max(total, stats.closest.get(stored_name(name), total))
    for attempt in stats.solitaire_history:
        attempt.name = stored_name(attempt.name)
    return stats


def _fold_old_best(stats: Stats) -> str | None:
    old = storage.data_dir() / OLD_BEST_FILE
    if not old.exists():
        return None
    try:
        best = _OLD_BEST_FILE(storage.read_json(old))["best"]
    except (schema.Damaged, storage.DamagedFile, OSError):
        if storage.move_aside(old) is None:
            return _("The file of best solitaire scores is damaged and could not be put aside.")
        return _("The file of best solitaire scores was damaged; it was put aside.")
    for name, score in best.items():
        if name not in stats.solitaire_best or score < stats.solitaire_best[name]:
            stats.solitaire_best[name] = score
    try:
        save(stats)
        old.replace(old.with_name(old.stem + ".imported" + old.suffix))  # kept, but never read again
    except OSError:
        pass  # folded in memory; the old file is read again next time
    return None


def save(stats: Stats) -> None:
    storage.write_json_atomic(stats_path(), stats.to_dict())


def reset() -> None:
    """Forget every statistic (the file is rewritten empty)."""
    save(Stats())


# ---------------------------------------------------------------- recording

@dataclass
class Recorded:
    """What recording a game found worth telling: the damaged-file sentence, a new solitaire best."""

    notice: str | None = None
    new_best: bool = False
    best: int | None = None  # the solitaire best of the player after this attempt
    failed: bool = False  # the file could not be written


def results(outcome: Any, seats: list[Any]) -> dict[str, str]:
    """Human name -> "won" / "lost" / "draw" for a finished game's Outcome (computers are left out).

    A draw, and a win shared by the `draw` flag, count as "draw"; a name at two seats counts once.
    """
    out: dict[str, str] = {}
    for seat, info in enumerate(seats):
        name = stored_name(info.name)  # a default name in any language is one player ("Player 1")
        if info.computer or name in out:
            continue
        if seat in outcome.winners:
            out[name] = "draw" if outcome.draw else "won"
        else:
            out[name] = "draw" if outcome.draw and not outcome.winners else "lost"
    return out


def today() -> str:
    return time.strftime("%Y-%m-%d %H:%M")


def record_game(game_id: str, seats: list[Any], outcome: Any, date: str | None = None) -> Recorded:
    """Count a finished game for its human seats (the Rummidrez solitaire as an attempt)."""
    stats, notice = load()
    done = Recorded(notice=notice)
    if game_id == SOLITAIRE_GAME and len(seats) == 1:
        if seats[0].computer:
            return done
        name = stored_name(seats[0].name)
        score = outcome.scores[0] if outcome.winners else None
        stats.solitaire_history.append(Attempt(name, score, date or today()))
        del stats.solitaire_history[:-HISTORY_LIMIT]
        if score is not None and (name not in stats.solitaire_best or score < stats.solitaire_best[name]):
            stats.solitaire_best[name] = score
            done.new_best = True
        done.best = stats.solitaire_best.get(name)
    else:
        names = results(outcome, seats)
        if not names:
            return done
        for name, result in names.items():
            stats.record(game_id, name).add(result)
    try:
        save(stats)
    except OSError:
        done.failed = True
    return done


def closest_at_round_end(event: Any, seats: list[Any]) -> Recorded | None:
    """Figuras' statistics hook (its registration in `game.games`): at a round's end, each
    human's total counts as an approach to 111 (`record_closest`)."""
    from game.engine.figuras import RoundEnded

    return record_closest(list(event.totals), seats) if isinstance(event, RoundEnded) else None


def record_closest(totals: list[int], seats: list[Any]) -> Recorded:
    """Figuras, at a round's end: keep each human's highest total that is not above 111."""
    stats, notice = load()
    done = Recorded(notice=notice)
    changed = False
    for info, total in zip(seats, totals, strict=True):
        if info.computer or not 0 <= total <= CLOSEST_TARGET:
            continue
        if total > stats.closest.get(stored_name(info.name), -1):
            stats.closest[stored_name(info.name)] = total
            changed = True
    if changed:
        try:
            save(stats)
        except OSError:
            done.failed = True
    return done
