"""The questions a Figuras turn can ask, drawn over the table: the Key's colour, the Thief's (or
an empty-handed Gift's) player, the Gift's card and player, and the Mirror's answer."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import Action
from game.engine.figuras import COLOUR_OF, COLOURS, ChooseColour, ChoosePlayer, GiveCard, Play, TakePenalty
from game.i18n import _, ngettext
from game.ui import focus, sound, theme
from game.ui.dialogs import dim
from game.ui.figuras.cards import card_face, card_text, colour_badge, colour_name, hand_order
from game.ui.parts.hand import Hand
from game.ui.pictures import picture
from game.ui.scene import Scene
from game.ui.widgets import Button, draw_panel, draw_tip

if TYPE_CHECKING:
    from game.ui.figuras_scene import FigurasScene


class ChoiceDialog(Scene):
    """A decision the seat must take, drawn over the table (which stays in sight)."""

    opaque = False

    def __init__(self, app, scene: FigurasScene, title: str, size: tuple[int, int],
                 center: tuple[int, int] | None = None) -> None:
        super().__init__(app)
        self.scene = scene
        self.title = title
        self.panel = pygame.Rect((0, 0), size)
        self.panel.center = center or (theme.WIDTH // 2, 330)
        self.note = ""
        # The table's Hint, here too: the decision is the seat's turn (H works as well). Kept out of
        # `widgets`, which hold the answers.
        self.hint_button = Button((self.panel.right - 100, self.panel.y + 12, 86, 34), _("Hint"), scene.ask_hint,
                                  size=theme.TEXT_LABEL, colour=theme.BUTTON_HINT)

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        """Where the hinted `action` is chosen in this dialog."""
        return []

    def refuse(self, reason: str) -> None:
        """A disabled choice pressed: nothing happens, and its reason is said again."""
        self.note = reason
        sound.play("invalid")

    def shown_refusal(self) -> tuple[str, pygame.Rect] | None:
        """The reason of the disabled button under the mouse or the keyboard's focus, and where it is."""
        if focus.keyboard_active():
            target = focus.current(self)
            widget = target.widget if target is not None else None
            buttons = [widget] if isinstance(widget, Button) else []
        else:
            buttons = [w for w in self.widgets if isinstance(w, Button) and w.hover]
        for button in buttons:
            if button.visible and not button.enabled and button.reason:
                return button.reason, button.rect
        return None

    def choose(self, action: Action) -> None:
        """Close the dialog and hand the action to the table (which may refuse it)."""
        self.app.pop()
        self.scene.act(action)

    def on_escape(self) -> bool:
        self.scene.pause()
        return True

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            self.scene.ask_hint()
            return
        if self.hint_button.handle_event(event) or self.take_back(event):
            return
        super().handle_event(event)

    def take_back(self, event: pygame.event.Event) -> bool:
        """The table's Undo works from the question too (its button, drawn over the dimmed table,
        or Ctrl+Z): it takes back the move that asked it, so a Key laid by mistake needs no colour
        first. True when the event was Undo."""
        undo = self.scene.undo_button
        clicked = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and undo.visible
                   and undo.rect.collidepoint(event.pos))
        keyed = (event.type == pygame.KEYDOWN and event.key == pygame.K_z and undo.visible
                 and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META) and not event.mod & pygame.KMOD_SHIFT)
        if not (clicked or keyed):
            return False
        if self.scene.undo_redo.offered() and self.scene.match.can_undo():
            self.app.pop()  # the restored position asks its own question, if any (FigurasScene.update)
            self.scene.undo()
        else:
            self.refuse(self.scene.undo_redo.kept_back() or _("There is no move of yours to take back."))
        return True

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 110)
        if self.scene.undo_button.visible:
            self.scene.undo_button.draw(surface)  # not dimmed: it works from here (see take_back)
        draw_panel(surface, self.panel)
        theme.blit_center(surface, theme.fit_text(self.title, theme.TEXT_HEADING, self.panel.width - 240, theme.INK, bold=True),
                          (self.panel.centerx, self.panel.y + 32))
        self.draw_content(surface)
        if self.note:
            theme.blit_center(surface, theme.fit_text(self.note, theme.TEXT_BODY, self.panel.width - 40, theme.DANGER, bold=True),
                              (self.panel.centerx, self.panel.bottom - 18))
        super().draw(surface)
        self.hint_button.draw(surface)
        shown = self.shown_refusal()
        if shown is not None:
            draw_tip(surface, *shown)
        action = self.scene.live_hint()
        if action is not None:
            for rect in self.hint_rects(action):
                self.scene.hint_ring(surface, rect, 12)
            # Over the table's own message line (dimmed below), unless this question covers it.
            box = self.scene.message_box()
            box = box if not box.colliderect(self.panel) else \
                pygame.Rect(self.panel.x, self.panel.bottom + 8, self.panel.width, 44)
            self.scene.draw_message(surface, box)

    def draw_content(self, surface: pygame.Surface) -> None:
        pass


WARNING_SIZE, WARNING_PITCH = theme.TEXT_BODY, 24  # a line of warning in a question (the Thief and a last card)


class ColourButton(Button):
    """A big colour button: the swatch with its holes, and how many of it the hand holds."""

    def __init__(self, rect, colour: int, held: int, on_click) -> None:
        super().__init__(rect, colour_name(colour), on_click)
        self.choice = colour
        self.held = held

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect.move(0, -4) if self.hover else self.rect
        swatch = pygame.Rect(r.x, r.y, r.width, r.height - 40)
        pygame.draw.rect(surface, theme.FELT_DARK, swatch.move(2, 4), border_radius=12)
        surface.blit(colour_badge(self.choice, swatch.width, swatch.height), swatch.topleft)
        caption = ngettext("You hold {n} card", "You hold {n} cards", self.held).format(n=self.held)
        theme.blit_center(surface, theme.fit_text(caption, theme.TEXT_SMALL, r.width, theme.INK), (r.centerx, r.bottom - 14))


class ColourDialog(ChoiceDialog):
    def __init__(self, app, scene: FigurasScene) -> None:
        super().__init__(app, scene, _("Key: choose the colour to follow"), (780, 310))
        hand = scene.view().hand
        x = self.panel.x + 30
        for colour in COLOURS:
            held = sum(1 for c in hand if COLOUR_OF[c] == colour)
            self.widgets.append(ColourButton((x, self.panel.y + 80, 165, 190), colour, held,
                                             lambda colour=colour: self.choose(ChooseColour(colour))))
            x += 182

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        return [w.rect for w in self.widgets if isinstance(w, ColourButton) and w.choice == getattr(action, "colour", None)]


class PlayerDialog(ChoiceDialog):
    """Thief (steal from whom?) or a Gift with an empty hand (who gets the stock's top card?)."""

    def __init__(self, app, scene: FigurasScene) -> None:
        view = scene.view()
        thief = view.phase == "thief"
        title = _("Thief: take a card from whom?") if thief else \
            _("Gift: who gets the top card of the stock?")
        others = [s for s in view.play_order(view.seat) if s != view.seat]
        rows = -(-len(others) // 2)
        legal = {a.seat for a in view.legal_actions() if isinstance(a, ChoosePlayer)}
        # The Thief and a player with one card left (a decision of this game, see RULES_TEXT): taking
        # it empties their hand, so they close the round with 0 points. Said before the choice.
        self.last_card = [s for s in others if thief and s in legal and view.hand_counts[s] == 1]
        self.warnings = [line for s in self.last_card for line in theme.wrap(
            _("{name} has one card left: if you take it, the round ends and {name} scores 0.").format(
                name=theme.short_name(scene.match.seats[s].shown)), WARNING_SIZE, 660, bold=True)]
        # Under the answers only the room for a refusal's line (play-test 4: an empty band below them).
        super().__init__(app, scene, title, (720, 126 + rows * 64 + WARNING_PITCH * len(self.warnings)))
        self.subtitle = _("You take one of their cards without looking.") if thief else \
            _("Your hand is empty, so the top card of the stock is given.")
        self.seat_buttons: dict[int, Button] = {}
        for i, seat in enumerate(others):
            r, c = divmod(i, 2)
            count = view.hand_counts[seat]
            label = ngettext("{name}: {n} card", "{name}: {n} cards", count).format(
                name=theme.short_name(scene.match.seats[seat].shown), n=count)
            button = Button((self.panel.x + 30 + c * 335, self.panel.y + 96 + r * 64, 320, 52), label,
                            functools.partial(self.choose, ChoosePlayer(seat)))
            button.enabled = seat in legal
            if not button.enabled:
                button.reason = _("That player has no card to steal.")
                button.on_refused = self.refuse
            self.widgets.append(button)
            self.seat_buttons[seat] = button

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        button = self.seat_buttons.get(getattr(action, "seat", -1))
        return [button.rect] if button is not None else []

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.blit_center(surface, theme.text(self.subtitle, theme.TEXT_BODY, theme.MUTED), (self.panel.centerx, self.panel.y + 64))
        last = max((b.rect.bottom for b in self.seat_buttons.values()), default=self.panel.y + 80)
        for i, warning in enumerate(self.warnings):
            line = theme.text(warning, WARNING_SIZE, theme.DANGER, bold=True)
            theme.blit_center(surface, line, (self.panel.centerx, last + 20 + WARNING_PITCH * i))
        for seat in self.last_card:  # the buttons the warnings are about
            pygame.draw.rect(surface, theme.DANGER, self.seat_buttons[seat].rect.inflate(8, 8), 3, border_radius=12)


class GiftDialog(ChoiceDialog):
    """Gift: pick the card from your hand, then the player who gets it."""

    def __init__(self, app, scene: FigurasScene) -> None:
        view = scene.view()
        self.hand = tuple(sorted(view.hand, key=hand_order))
        others = [s for s in view.play_order(view.seat) if s != view.seat]
        rows = -(-len(others) // 3)
        super().__init__(app, scene, _("Gift: give one card to another player"), (1040, 300 + rows * 58))
        self.picked: int | None = None
        self.card_w, self.card_h = 76, 110
        self.targets: list[tuple[int, Button]] = []
        for i, seat in enumerate(others):
            r, c = divmod(i, 3)
            count = view.hand_counts[seat]
            label = ngettext("{name}: {n} card", "{name}: {n} cards", count).format(
                name=theme.short_name(scene.match.seats[seat].shown), n=count)
            button = Button((self.panel.x + 30 + c * 330, self.panel.y + 266 + r * 58, 315, 48), label,
                            functools.partial(self.give, seat), size=theme.TEXT_LABEL)
            button.on_refused = self.refuse
            self.targets.append((seat, button))
            self.widgets.append(button)
        self.refresh_targets()

    def row(self) -> Hand:
        """The hand as on the table, smaller, across the panel: the card at the left lies on top."""
        area = pygame.Rect(self.panel.x + 30, self.panel.y + 104, self.panel.width - 60, self.card_h)
        return Hand(area, (self.card_w, self.card_h), gap=8, align="center", squeeze=True, on_top="left", lift=16)

    def chosen(self) -> tuple[int, ...]:
        return () if self.picked is None else (self.picked,)

    def card_rects(self) -> list[pygame.Rect]:
        return self.row().rects(self.hand)

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        if not isinstance(action, GiveCard) or action.card not in self.hand:
            return []
        buttons = [b.rect for seat, b in self.targets if seat == action.seat]
        return [*self.row().hint_rects(self.hand, (action.card,), self.chosen()), *buttons]

    def give(self, seat: int) -> None:
        if self.picked is None:
            self.note = _("First pick the card to give.")
            sound.play("invalid")
            return
        self.choose(GiveCard(self.picked, seat))

    def refresh_targets(self) -> None:
        """The players to give to are disabled until the card to give is picked."""
        for _seat, button in self.targets:
            button.enabled = self.picked is not None
            button.reason = "" if button.enabled else _("First pick the card to give.")

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            card = self.row().card_at(self.hand, event.pos, self.chosen())
            if card is not None:
                self.picked = None if card == self.picked else card
                self.note = ""
                self.refresh_targets()
                return
        super().handle_event(event)

    def focus_targets(self) -> list[focus.Target]:
        """The cards to give (each where it shows: the leftmost lies on top), then the players."""
        return self.row().targets(self.hand, picked=self.chosen()) + super().focus_targets()

    def hand_targets(self) -> list[focus.Target]:
        return [t for t in self.focus_targets() if t.group == "hand"]

    def draw_content(self, surface: pygame.Surface) -> None:
        x, width = self.panel.x + 30, self.panel.width - 60  # the steps start where the reading does
        step_one = theme.text(_("1. Pick the card to give"), theme.TEXT_BODY, theme.MUTED, bold=True)
        surface.blit(step_one, (theme.align_x(x, width, step_one.get_width()), self.panel.y + 66))
        for slot in self.row().slots(self.hand, self.chosen()):
            card, r = slot.card, slot.shown
            surface.blit(card_face(card, self.card_w, self.card_h), r)
            if card == self.picked:
                pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(6, 6), 4, border_radius=10)
        label: str = _("2. Choose who gets it")
        if self.picked is not None:
            label = _("2. Choose who gets the {card}").format(card=card_text(self.picked))
        step_two = theme.fit_text(label, theme.TEXT_BODY, width, theme.MUTED, bold=True)
        surface.blit(step_two, (theme.align_x(x, width, step_two.get_width()), self.panel.y + 234))


class MirrorDialog(ChoiceDialog):
    """A Mirror pile aimed at you: answer with a Mirror, or take 2 cards per Mirror."""

    def __init__(self, app, scene: FigurasScene) -> None:
        view = scene.view()
        super().__init__(app, scene, _("Mirror!"), (640, 330))
        self.count = view.mirrors
        self.penalty = 2 * view.mirrors
        self.answers = [a for a in view.legal_actions() if isinstance(a, Play)]
        y = self.panel.bottom - 76
        self.take_button = take = Button((self.panel.right - 300, y, 270, 54),
                      ngettext("Take {n} card", "Take {n} cards", self.penalty).format(n=self.penalty),
                      lambda: self.choose(TakePenalty()), colour=theme.BUTTON_STOP)
        if self.answers:
            answer = Button((self.panel.x + 30, y, 270, 54), _("Play a Mirror"),
                            lambda: self.choose(self.answers[0]), colour=theme.BUTTON_GO, key=pygame.K_RETURN)
            self.widgets.append(answer)
            self.answer_button = answer
        self.widgets.append(take)

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        return [self.answer_button.rect if isinstance(action, Play) else self.take_button.rect]

    def draw_content(self, surface: pygame.Surface) -> None:
        image = picture("mirror", 92)
        surface.blit(image, image.get_rect(center=(self.panel.x + 90, self.panel.y + 130)))
        x = self.panel.x + 160
        pile = ngettext("The pile holds {n} Mirror.", "The pile holds {n} Mirrors.", self.count).format(n=self.count)
        surface.blit(theme.text(pile, theme.TEXT_HEADING, theme.INK, bold=True), (x, self.panel.y + 78))
        lines = theme.wrap(ngettext("Answer with a Mirror of your own to pass it on, or draw {n} card.",
                                    "Answer with a Mirror of your own to pass it on, or draw {n} cards.",
                                    self.penalty).format(n=self.penalty), theme.TEXT_BODY, self.panel.right - x - 30)
        if not self.answers:
            lines += theme.wrap(_("You hold no Mirror."), theme.TEXT_BODY, self.panel.right - x - 30)
        y = self.panel.y + 116
        for line in lines:
            surface.blit(theme.text(line, theme.TEXT_BODY, theme.MUTED), (x, y))
            y += 24
        if self.answers:
            w = 52
            for i, action in enumerate(self.answers[:4]):
                surface.blit(card_face(action.cards[0], w, int(w * 1.43)), (x + i * (w + 6), y + 6))


# ---------------------------------------------------------------- asking

def ask(scene: FigurasScene) -> bool:
    """Put the question of the turn to the seat to act (or make its only answer); False when the
    turn asks none."""
    phase = scene.state.phase_name
    dialog: Callable[..., ChoiceDialog] | None = {"colour": ColourDialog, "gift": GiftDialog, "thief": PlayerDialog,
                                         "mirror": MirrorDialog}.get(phase)
    if dialog is GiftDialog and not scene.state.hands[scene.match.current_seat]:
        dialog = PlayerDialog
    if dialog is None:
        return False
    only = only_choice(scene)
    if only is not None:
        choose_alone(scene, only)
        return True
    scene.motion.finish()  # a dialog holds the table still: land every card first
    scene.app.push(dialog(scene.app, scene))
    return True


def only_choice(scene: FigurasScene) -> Action | None:
    """The one legal answer of a question (the Thief with one player to steal from, a Mirror
    without a Mirror to answer with), made without asking; None when there is a choice. After
    undo or redo the question is asked, so taking back a turn never makes the choice again."""
    view = scene.view()
    legal = view.legal_actions() if view is not None else []
    if len(legal) != 1 or scene.position() == scene.no_auto_at:
        return None
    return legal[0]

def choose_alone(scene: FigurasScene, action: Action) -> None:
    """Make the only possible choice, and say why nothing was asked (never naming a hidden card:
    the line may still be up after a hand-off)."""
    phase = scene.state.phase_name
    note: str
    if isinstance(action, ChoosePlayer) and phase == "thief":
        note = _("{name} was the only player you could steal from, so nothing was asked.").format(
            name=theme.short_name(scene.match.seats[action.seat].shown))
    elif isinstance(action, TakePenalty):
        note = _("You hold no Mirror to answer with, so you take the cards.")
    else:
        note = _("Only one choice was possible, so it was made without asking.")
    seat = scene.match.current_seat
    if scene.act(action) and scene.app.scene is scene and scene.viewer == seat:
        scene.say(note)  # not when the table was handed over or a round's summary came up
