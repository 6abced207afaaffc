"""The engine contract shared by every game.

Each game module defines its state, its actions and a `GameInfo`, and registers
the info in `GAMES`. Nothing here (or anywhere under `game.engine`) knows about
screens, files or threads: a state, its legal actions, apply, serialize.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Protocol


def N_(message: str) -> str:
    """Mark a player-facing string for translation without translating it.

    The engine does no I/O and knows no language; the UI passes these strings
    through `game.i18n._` where they are shown.
    """
    return message


def NN_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a count message (a number with the noun it counts) for translation, like `ngettext`.

    A refusal made from one (`IllegalAction(NN_("{n} card", "{n} cards"), n=3)`) picks its
    form by its `{n}`: in English here, in the player's language in `game.i18n.refusal_text`
    (Arabic has six forms, so "11 cards" is not "3 cards" with another number).
    """
    return (singular, plural)


class Phrase:
    """Words for the player inside another sentence, translated with it: a template and its values.

    A refusal that names a card passes the card's Phrase, never its English name, so
    the UI can put the card's name in the player's language into the translated
    sentence. Values may be Phrases, tuples (shown as a list), numbers or text.
    """

    __slots__ = ("template", "params")

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = params

    def text(self, translate: Callable[[str], str] = lambda s: s) -> str:
        """The phrase with `translate` applied to its template and to every Phrase in it."""
        return fill(translate(self.template), self.params, translate)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"Phrase({self.template!r}, **{self.params!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Phrase) and (self.template, self.params) == (other.template, other.params)

    def __hash__(self) -> int:
        return hash(self.template)


# Translators: what stands between the items of a list (the cards of a group).
LIST_SEPARATOR = N_(", ")


def fill(template: str, params: dict[str, Any], translate: Callable[[str], str] = lambda s: s) -> str:
    """`template.format(**params)` with Phrases translated and tuples joined into a list."""
    if not params:
        return template

    def shown(value: Any) -> Any:
        if isinstance(value, Phrase):
            return value.text(translate)
        if isinstance(value, tuple):
            return translate(LIST_SEPARATOR).join(str(shown(v)) for v in value)
        return value

    return template.format(**{name: shown(value) for name, value in params.items()})


class Refusal(ValueError):
    """A sentence for the player, kept as a template and its values.

    `str(exc)` is the English sentence; the UI translates `template` and then
    fills in `params`, so a translated message can put the values where its
    language wants them: `raise IllegalAction(N_("{n} players ..."), n=5)`.
    Names (of cards, colours, ...) go in as `Phrase`s so that they are translated too.
    """

    def __init__(self, template: str | tuple[str, str], **params: Any) -> None:
        self.template = template  # a count message (NN_) is (singular, plural), chosen by params["n"]
        self.params = params
        english = template if isinstance(template, str) else template[params["n"] != 1]
        super().__init__(fill(english, params))


class IllegalAction(Refusal):
    """Raised by `apply` (and `action_from_dict`) for a move the rules forbid.

    The message is a sentence a player can read. The state is left unchanged.
    """


class ConfigError(Refusal):
    """Raised by a config's `__post_init__` for options that cannot go together."""


class Event:
    """Base of every game's events: what happened while applying an action, for a table to
    tell (the move log, messages) and to show (animations).

    Each game's events are small frozen dataclasses, like its actions, with a class-level
    `kind` tag ("place", "draw", "round_end", ...) for logs and tests, and `seat`: who did
    it, or None when nobody did (a reshuffle, the end of the game). Field values are ints,
    strings, bools, None and tuples of them, so an event is hashable and compares by value.

    Privacy: the fields named in `secret` may be shown only to the seats in `private_to`
    (a card drawn from the stock is its drawer's); every other field is public, and so is
    the event itself (everyone sees that a card was drawn). `shown_to(seat)` says whether a
    seat may see the whole event.
    """

    __slots__ = ()
    kind: ClassVar[str] = ""
    secret: ClassVar[tuple[str, ...]] = ()  # fields only `private_to` may see

    if TYPE_CHECKING:
        # Every event class is a dataclass, so `dataclasses.fields` takes any event.
        __dataclass_fields__: ClassVar[dict[str, dataclasses.Field[Any]]]

        # Each event class defines `seat` (a field, or a property when another field says it).
        @property
        def seat(self) -> int | None: ...

    @property
    def private_to(self) -> tuple[int, ...]:
        """The seats that may see the `secret` fields (none: nothing in the event is secret)."""
        return ()

    def shown_to(self, viewer: int | None) -> bool:
        """Whether `viewer` (a seat, or None for someone watching) may see every field."""
        return not self.secret or viewer in self.private_to


class TableEvent(Event):
    """An event that no seat did (a reshuffle, a deal, the end of the game): `seat` is None."""

    __slots__ = ()

    @property
    def seat(self) -> None:
        return None


@dataclass(frozen=True, slots=True)
class Outcome:
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    draw: bool = False


class Action:
    """Base of every game's actions: small frozen dataclasses of ints/strings.

    Subclasses set `kind`, the tag used in `to_dict`.
    """

    kind: ClassVar[str] = ""
    if TYPE_CHECKING:  # every action class is a dataclass, so `dataclasses.fields` takes any action
        __dataclass_fields__: ClassVar[dict[str, dataclasses.Field[Any]]]

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.kind}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            data[f.name] = list(value) if isinstance(value, tuple) else value
        return data


def _type_name(annotation: Any) -> str:
    # Modules use `from __future__ import annotations`, so this is usually a string.
    return annotation if isinstance(annotation, str) else getattr(annotation, "__name__", str(annotation))


def action_decoder(*classes: type[Action]) -> Callable[[Any], Action]:
    """Build `action_from_dict` for a game's action classes.

    Field types are checked strictly (an int field takes only an int, never a
    bool or a string), so a hand-edited save cannot smuggle in odd values.
    """
    by_kind = {cls.kind: cls for cls in classes}

    def check(value: Any, annotation: str, where: str) -> Any:
        if annotation == "int":
            if type(value) is not int:
                raise IllegalAction(f"{where} must be a whole number.")
            return value
        if annotation == "str":
            if type(value) is not str:
                raise IllegalAction(f"{where} must be text.")
            return value
        if annotation == "bool":
            if type(value) is not bool:
                raise IllegalAction(f"{where} must be true or false.")
            return value
        if annotation.startswith("tuple[int"):
            if not isinstance(value, list) or any(type(v) is not int for v in value):
                raise IllegalAction(f"{where} must be a list of whole numbers.")
            return tuple(value)
        raise TypeError(f"unsupported action field type {annotation!r}")

    def action_from_dict(data: Any) -> Action:
        if not isinstance(data, dict):
            raise IllegalAction("An action must be a JSON object.")
        kind = data.get("type")
        cls = by_kind.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise IllegalAction(f"Unknown action type {data.get('type')!r}.")
        fields = dataclasses.fields(cls)
        expected = {f.name for f in fields} | {"type"}
        if set(data) != expected:
            raise IllegalAction(
                f"A {cls.kind!r} action needs exactly the fields {sorted(expected)}."
            )
        values = {f.name: check(data[f.name], _type_name(f.type), f"{cls.kind}.{f.name}") for f in fields}
        return cls(**values)

    return action_from_dict


def option(label: str, default: Any, choices: tuple[Any, ...], help: str = "", **extra: Any) -> Any:
    """A config field that the setup screen can build a control for.

    `label` and `help` are English source strings (translated by the UI);
    `choices` are the allowed values; a `labels` dict in `extra` may name them, and a
    `choice_help` dict may describe each (the setup then shows the selected one's, not `help`).
    """
    return field(default=default, metadata={"label": label, "choices": choices, "help": help, **extra})


def option_fields(config: Any) -> list[dataclasses.Field[Any]]:
    """The fields of a config dataclass that carry option metadata, in order."""
    return [f for f in dataclasses.fields(config) if "label" in f.metadata]


def config_to_dict(config: Any) -> dict[str, Any]:
    return {f.name: getattr(config, f.name) for f in dataclasses.fields(config)}


def config_from_dict(cls: type, data: Any) -> Any:
    """Rebuild a config dataclass from JSON, refusing unknown or ill-typed values."""
    if not isinstance(data, dict):
        raise ValueError("The game options must be a JSON object.")
    names = {f.name for f in dataclasses.fields(cls)}
    unknown = set(data) - names
    if unknown:
        raise ValueError(f"Unknown game options: {sorted(unknown)}.")
    values = {}
    for f in dataclasses.fields(cls):
        if f.name not in data:
            continue
        value = data[f.name]
        default = f.default
        if default is not dataclasses.MISSING and type(value) is not type(default):
            raise ValueError(f"Game option {f.name!r} has the wrong type.")
        choices = f.metadata.get("choices")
        if choices and value not in choices:
            raise ValueError(f"Game option {f.name!r} has a value that is not allowed.")
        values[f.name] = value
    return cls(**values)


class GameState(Protocol):
    """What every game's state offers (see ARCHITECTURE.md)."""

    @property
    def current_player(self) -> int | None: ...
    @property
    def is_over(self) -> bool: ...
    def legal_actions(self) -> list[Action]: ...
    def apply(self, action: Action) -> list[Event]: ...
    def outcome(self) -> Outcome | None: ...
    def clone(self) -> GameState: ...
    def view(self, seat: int) -> Any: ...
    def to_dict(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class GameInfo:
    """One game in the registry: its facts and its entry points."""

    id: str
    title: str
    description: str
    min_players: int
    max_players: int
    config_class: type
    # new_game(config, seed) starts a game under the newest rules; new_game(config, seed, rules=n)
    # under an older version of them, so a saved game replays under the rules it was played with.
    new_game: Callable[..., GameState]
    state_from_dict: Callable[[Any], GameState]
    action_from_dict: Callable[[Any], Action]
    # Player counts the game accepts, when not every count in the range is allowed.
    player_counts: tuple[int, ...] = ()
    # The newest rules version (the state's to_dict "version"); it grows when a rule decision
    # changes how a position plays on. new_game accepts every version from 1 to this one.
    rules: int = 1

    def default_config(self, players: int | None = None, **options: Any) -> Any:
        if players is not None:
            options["players"] = players
        return self.config_class(**options)

    def config_from_dict(self, data: Any) -> Any:
        return config_from_dict(self.config_class, data)

    def allowed_player_counts(self) -> tuple[int, ...]:
        return self.player_counts or tuple(range(self.min_players, self.max_players + 1))


GAMES: dict[str, GameInfo] = {}


def rules_version(value: Any, newest: int) -> int:
    """`value` when it names a rules version from 1 to `newest`; ValueError with a sentence otherwise."""
    if type(value) is not int or not 1 <= value <= newest:
        raise ValueError("This game follows a version of the rules this program does not know.")
    return value


def register(info: GameInfo) -> GameInfo:
    GAMES[info.id] = info
    return info


def rng_state_to_json(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: Any) -> random.Random:
    """Restore a `random.Random` from `rng_state_to_json`, validating its shape."""
    if (
        not isinstance(data, list)
        or len(data) != 3
        # Only the form this Python writes: setstate also takes an older version (2) and
        # converts it, so such a file would load yet save back as something else.
        or type(data[0]) is not int
        or data[0] != random.Random.VERSION
        or not (data[2] is None or type(data[2]) is float)
        or not isinstance(data[1], list)
        or len(data[1]) != 625
        or any(type(v) is not int or not 0 <= v < 2**32 for v in data[1])
    ):
        raise ValueError("The saved random-number state is damaged.")
    rng = random.Random()
    try:
        rng.setstate((data[0], tuple(data[1]), data[2]))
    except (TypeError, ValueError) as exc:
        raise ValueError("The saved random-number state is damaged.") from exc
    return rng


def clone_rng(rng: random.Random) -> random.Random:
    """An independent copy of `rng` that goes on with the same numbers. Made without
    `random.Random()`, which would first seed itself from the system (half the cost of a copy:
    the computer players' searches clone states by the thousand)."""
    copy = random.Random.__new__(random.Random)
    copy.setstate(rng.getstate())
    return copy
