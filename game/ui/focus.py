"""Keyboard play: one focus ring for every scene, moved by Tab and the arrows.

A scene lists what can be focused as `Target`s (`Scene.focus_targets`: its
widgets by default; a game table adds its board spaces, hand cards and piles).
Enter or Space "clicks" the focused target: the scene gets the same mouse
events a click there would send, so the keyboard runs the very code the mouse
runs and no game rule is written twice. Number keys click the scene's hand
cards (`Scene.hand_targets`) without moving the focus, so "3, then Enter on the
board" plays the third card there.

Tab and Shift+Tab go from group to group (a row of choices, the board, the
hand, a button); the arrows go to the nearest target in that direction as it
is drawn, so they follow what the reader sees in right-to-left layouts too.
The ring shows once the keyboard is used and hides at the next mouse click;
while it is hidden, Enter and Space keep the scene's own meaning (a dialog's
first button, Done, Play) and bring the ring back.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

import pygame

from game.ui import theme
from game.ui.widgets import ChoiceRow, TextField, Widget

if TYPE_CHECKING:
    from game.ui.scene import Scene

# Black outside, white inside: a ring seen on the felt, on cards, on panels and
# on every button colour, without telling anything by hue alone.
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
NUMBER_KEYS = {getattr(pygame, f"K_{n}"): n for n in range(10)} | {
    getattr(pygame, f"K_KP{n}"): n for n in range(10)}


@dataclass
class Target:
    """Something the focus can rest on. `key` stays the same while the thing does (across frames)."""

    key: Hashable
    rect: pygame.Rect
    group: Hashable = None  # Tab goes from group to group; None: a group of its own
    point: tuple[int, int] | None = None  # where Enter clicks (default: the centre of `rect`)
    widget: Widget | None = None
    preferred: bool = False  # where Tab lands when it enters the group (a row's chosen value)

    @property
    def click_point(self) -> tuple[int, int]:
        return self.point if self.point is not None else self.rect.center

    @property
    def tab_group(self) -> Hashable:
        return self.group if self.group is not None else ("alone", self.key)


@dataclass
class FocusState:
    key: Hashable = None  # what the player last focused (kept while it is hidden for a moment)
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    chosen: bool = False  # the player put it there (a key, a click), not the scene's first target


_states: WeakKeyDictionary[Any, FocusState] = WeakKeyDictionary()
_keyboard = False  # the ring shows after a key, until the next mouse click


def keyboard_active() -> bool:
    return _keyboard


def set_keyboard_active(on: bool) -> None:
    global _keyboard
    _keyboard = on


# ------------------------------------------------------------ targets


def widget_targets(widgets: Iterable[Widget], prefix: Hashable = "w") -> list[Target]:
    """Every visible widget; a row of choices gives one target per choice, in reading order."""
    out: list[Target] = []
    for i, widget in enumerate(widgets):
        if not widget.visible:
            continue
        if isinstance(widget, ChoiceRow):
            for j, choice in enumerate(widget.choices):
                if choice in widget.disabled:
                    continue
                out.append(Target((prefix, i, j), widget.segment(j), group=(prefix, i), widget=widget,
                                  preferred=choice == widget.selected))
        else:
            out.append(Target((prefix, i), pygame.Rect(widget.rect), widget=widget))
    return out


def rect_targets(group: Hashable, rects: Sequence[pygame.Rect], keys: Sequence[Hashable] | None = None,
                 points: Sequence[tuple[int, int]] | None = None) -> list[Target]:
    """One target per rect (board spaces, cards), all in one Tab group."""
    keys = keys if keys is not None else range(len(rects))
    return [Target((group, key), pygame.Rect(rect), group=group, point=points[i] if points else None)
            for i, (key, rect) in enumerate(zip(keys, rects, strict=True))]


def state_of(scene: Scene) -> FocusState:
    state = _states.get(scene)
    if state is None:
        state = _states[scene] = FocusState()
    return state


def chosen(scene: Scene) -> bool:
    """Whether the player moved the focus where it is (rather than the scene putting it on its first target)."""
    return state_of(scene).chosen


def forget_choice(scene: Scene) -> None:
    """The focus stays where it is but counts as the scene's again (a new player at the table)."""
    state_of(scene).chosen = False


def current(scene: Scene, targets: list[Target] | None = None) -> Target | None:
    """The focused target: the one last chosen, or (while it is gone) the nearest one to where it was."""
    targets = scene.focus_targets() if targets is None else targets
    if not targets:
        return None
    state = state_of(scene)
    if state.key is None:
        first = _first(scene, targets)
        state.key, state.rect = first.key, pygame.Rect(first.rect)
        _entered(scene, None, first)
        return first
    for target in targets:
        if target.key == state.key:
            state.rect = pygame.Rect(target.rect)
            return target
    centre = state.rect.center
    return min(targets, key=lambda t: _distance(t.rect.center, centre))


def _first(scene: Scene, targets: list[Target]) -> Target:
    wanted = scene.focus_first()
    for target in targets:
        if wanted is not None and (target.key == wanted or (target.widget is not None and target.widget is wanted)):
            if target.widget is None or not isinstance(target.widget, ChoiceRow) or target.preferred:
                return target
    return targets[0]


def _distance(a: tuple[int, int], b: tuple[int, int]) -> float:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2


def focus_on(scene: Scene, target: Target, old: Target | None = None) -> None:
    state = state_of(scene)
    state.key, state.rect, state.chosen = target.key, pygame.Rect(target.rect), True
    _entered(scene, old, target)


def onto_first(scene: Scene, keys: Iterable[Hashable]) -> None:
    """While the keyboard plays: the ring to the first, in reading order, of the targets `keys`
    (a card picked with its number key: the first space it lights, so Enter plays it there)."""
    wanted = set(keys)
    targets = [t for t in scene.focus_targets() if t.key in wanted] if _keyboard else []
    if targets:
        side = -1 if theme.rtl() else 1
        focus_on(scene, min(targets, key=lambda t: (t.rect.y, side * t.rect.x)), current(scene))


def _entered(scene: Scene, old: Target | None, new: Target) -> None:
    """A text field takes the typing while it has the focus, and gives it up when the focus leaves."""
    if old is not None and isinstance(old.widget, TextField) and old.widget is not new.widget:
        old.widget.focused = old.widget.selected = False
    if isinstance(new.widget, TextField) and not new.widget.focused:
        new.widget.take_focus()  # its text selected, as after a click: typing replaces it


# ------------------------------------------------------------ moving


def step_in_direction(targets: list[Target], here: Target, dx: int, dy: int) -> Target | None:
    """The nearest target whose click point lies in direction (dx, dy) of `here`, as drawn on screen."""
    hx, hy = here.click_point
    best, best_score = None, None
    for target in targets:
        if target.key == here.key:
            continue
        tx, ty = target.click_point
        along = (tx - hx) * dx + (ty - hy) * dy
        across = abs((tx - hx) * dy) + abs((ty - hy) * dx)
        if along <= 2:
            continue
        # Straight ahead wins over a slightly nearer target off to the side.
        score = along + 2.5 * across
        if best_score is None or score < best_score:
            best, best_score = target, score
    return best


def step_group(targets: list[Target], here: Target, backwards: bool) -> Target:
    """The first target (or the preferred one) of the next Tab group, wrapping around."""
    groups: list[Hashable] = []
    for target in targets:
        if target.tab_group not in groups:
            groups.append(target.tab_group)
    at = groups.index(here.tab_group) if here.tab_group in groups else -1
    wanted = groups[(at + (-1 if backwards else 1)) % len(groups)]
    members = [t for t in targets if t.tab_group == wanted]
    return next((t for t in members if t.preferred), members[0])


# ------------------------------------------------------------ input


def click(scene: Scene, point: tuple[int, int]) -> None:
    """The mouse events of a left click at `point`, handed to the scene as if the mouse made them."""
    app = scene.app
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
    if app.scenes and app.scene is scene:
        scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1))
    if app.scenes and app.scene is scene:
        scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=1))


def route(scene: Scene, event: pygame.event.Event) -> bool:
    """Handle a focus key for the top scene; True when the event is used up."""
    if event.type == pygame.MOUSEBUTTONDOWN:
        set_keyboard_active(False)
        follow_mouse(scene, event.pos)
        return False
    if event.type != pygame.KEYDOWN or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
        return False
    targets = scene.focus_targets()
    here = current(scene, targets)
    # A name field the mouse chose keeps the typing (a space is a space there), and takes the focus.
    field = next((t for t in targets if isinstance(t.widget, TextField) and t.widget.focused), None)
    if field is not None and here is not None and field.key != here.key:
        here = field
        state_of(scene).key = field.key
    typing = field is not None
    key = event.key
    if key in NUMBER_KEYS and not typing:
        cards = scene.hand_targets()
        n = NUMBER_KEYS[key]
        index = 9 if n == 0 else n - 1
        if index < len(cards):
            set_keyboard_active(True)
            click(scene, cards[index].click_point)
            return True
        return False
    if here is None:
        return False
    if key == pygame.K_TAB:
        set_keyboard_active(True)
        focus_on(scene, step_group(targets, here, bool(event.mod & pygame.KMOD_SHIFT)), here)
        return True
    if key in ARROWS:
        set_keyboard_active(True)
        dx, dy = ARROWS[key]
        there = step_in_direction(targets, here, dx, dy)
        if there is None:
            return False  # nothing that way: the scene may use the arrow (the rules scroll)
        focus_on(scene, there, here)
        return True
    if key in ENTER_KEYS or (key == pygame.K_SPACE and not typing):
        if not _keyboard:  # nothing is shown as focused: the scene's own Enter (Done, Play, OK), and the ring
            set_keyboard_active(True)
            return False
        if typing:  # Enter ends the name: on to the next thing
            focus_on(scene, step_group(targets, here, False), here)
            return True
        focus_on(scene, here)
        click(scene, here.click_point)
        return True
    return False


def follow_mouse(scene: Scene, pos: tuple[int, int]) -> None:
    """A click moves the (hidden) focus there too: the keyboard goes on from what the mouse chose."""
    hit = [t for t in scene.focus_targets() if t.rect.collidepoint(pos)]
    if hit:
        state = state_of(scene)
        state.key, state.rect = hit[-1].key, pygame.Rect(hit[-1].rect)


# ------------------------------------------------------------ drawing


def draw(scene: Scene, surface: pygame.Surface) -> None:
    """The ring around the focused target, and the scene's keyboard hint, once the keyboard is in use."""
    if not _keyboard:
        return
    hint = scene.keyboard_hint()
    if hint:
        draw_hint(surface, hint, [t.rect for t in scene.hand_targets()], [t.rect for t in scene.focus_targets()])
    target = current(scene)
    if target is not None:
        draw_ring(surface, target.rect)  # over the hint: the focus is never hidden


def draw_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    outer = rect.inflate(14, 14)
    pygame.draw.rect(surface, theme.FOCUS_RING_OUTER, outer, 5, border_radius=12)
    pygame.draw.rect(surface, theme.FOCUS_RING_INNER, outer.inflate(-8, -8), 3, border_radius=9)


HINT_SIZE = theme.TEXT_SMALL  # the keys' line: the small size of the type scale (it was the 13 px floor, 8 px at 1024×600)
HINT_PAD = (16, 4)  # the pill around the keys' lines
HINT_SEPARATOR = " · "  # between the keys of a hint: where its lines may break


def hint_lines(hint: str, size: int, width: int) -> list[str]:
    """The keys of `hint` in lines no wider than `width`, broken between keys (" · ")."""
    lines: list[str] = []
    for part in hint.split(HINT_SEPARATOR):
        trial = lines[-1] + HINT_SEPARATOR + part if lines else part
        if lines and theme.text_width(trial, size) <= width:
            lines[-1] = trial
        else:
            lines.append(part)
    return lines


def hint_layout(hint: str, size: int, hand: list[pygame.Rect],
                others: list[pygame.Rect]) -> tuple[pygame.Rect, list[str]]:
    """Where the keys' pill goes and its lines: the first of one line in the bottom right corner, the
    keys in lines beside the hand (right, then left of it) and one line just above the hand that covers
    nothing the keyboard reaches (up to two lines before more); else the first that at least leaves the
    hand's cards alone (the pill was drawn over the Arabic Figuras hand)."""
    pad_x, pad_y = HINT_PAD
    bottom = theme.HEIGHT - 2
    right = theme.WIDTH - 12
    options = [(right, bottom, theme.WIDTH - 24, False)]
    if hand:
        options += [(right, bottom, right - max(card.right for card in hand) - 12, False),
                    (min(card.left for card in hand) - 12, bottom, min(card.left for card in hand) - 24, True),
                    (right, min(card.top for card in hand) - 8, theme.WIDTH - 24, False)]
    places: list[tuple[pygame.Rect, list[str]]] = []
    for x, y, width, from_left in options:
        if width < 160:
            continue  # no room for the keys there
        lines = hint_lines(hint, size, width - pad_x)
        w = max(theme.text_width(line, size) for line in lines) + pad_x
        box = pygame.Rect(0, 0, w, len(lines) * (size + 4) + pad_y)
        box.bottom = y
        if from_left:
            box.left = 12
        else:
            box.right = x
        places.append((box, lines))
    places.sort(key=lambda place: len(place[1]) > 2)  # a tall pile of single keys only when nothing else fits
    for avoid in (hand + others, hand):
        grown = [rect.inflate(4, 4) for rect in avoid]
        for box, lines in places:
            if box.collidelist(grown) < 0:
                return box, lines
    return places[-1]


def draw_hint(surface: pygame.Surface, hint: str, hand: list[pygame.Rect] | None = None,
              others: list[pygame.Rect] | None = None) -> None:
    """A dark pill with the scene's keys, at a readable size, placed clear of the hand (`hint_layout`)."""
    size = theme.big(HINT_SIZE)
    box, lines = hint_layout(hint, size, hand or [], others or [])
    pill = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(pill, theme.KEY_PILL, pill.get_rect(), border_radius=9)
    surface.blit(pill, box)
    pitch = size + 4
    for i, line in enumerate(lines):
        label = theme.text(line, size, theme.FOCUS_RING_INNER)
        theme.blit_center(surface, label, (box.centerx, box.y + HINT_PAD[1] // 2 + i * pitch + pitch // 2))
