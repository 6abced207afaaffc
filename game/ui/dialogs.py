"""Dialogs drawn over another scene: messages, the pause menu, the rules, the hand-off."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game import i18n
from game.i18n import _
from game.ui import game_pictures, theme
from game.ui.scene import Scene
from game.ui.widgets import Button, draw_panel


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far, as black at `alpha` laid over it would.

    Multiplying in place allocates nothing: a dialog dims the whole screen every frame,
    and a fresh full-screen shade each time (4 MB) left the C heap fragmented and growing.
    """
    keep = 255 - alpha
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_MULT)


class Dialog(Scene):
    """A centred panel with a title, wrapped text and a row of buttons."""

    opaque = False

    def __init__(self, app, title: str, message: str, buttons: list[tuple[str, Callable[[], None]]],
                 width: int = 620, escape: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.lines = theme.wrap(message, theme.TEXT_LABEL, width - 60) if message else []
        height = 150 + 28 * len(self.lines)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        self.escape = escape
        bw = min(240, (width - 40) // max(1, len(buttons)) - 12)
        total = len(buttons) * (bw + 12) - 12
        x = self.panel.centerx - total // 2
        for label, action in buttons:  # the first button at the start of the row (its right end in RTL)
            self.widgets.append(Button(theme.mirror((x, self.panel.bottom - 66, bw, 48)), label, action))
            x += bw + 12

    def on_escape(self) -> bool:
        if self.escape is None:
            return False
        self.escape()
        return True

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.widgets:
            self.widgets[0].on_click()  # type: ignore[attr-defined]
            return
        super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        draw_panel(surface, self.panel)
        theme.blit_center(surface, theme.fit_text(self.title, theme.TEXT_HEADING, self.panel.width - 40, theme.INK, bold=True),
                          (self.panel.centerx, self.panel.y + 36))
        y = self.panel.y + 70
        for line in self.lines:
            theme.blit_center(surface, theme.text(line, theme.TEXT_LABEL), (self.panel.centerx, y + 12))
            y += 28
        super().draw(surface)


def message(app, title: str, text: str) -> Dialog:
    dialog = Dialog(app, title, text, [(_("OK"), app.pop)], escape=app.pop)
    app.push(dialog)
    return dialog


class ConfirmDialog(Dialog):
    """Yes / No for what cannot be undone (resetting statistics, deleting a game); Enter and Esc
    both answer No, so nothing is lost by a stray key."""

    def __init__(self, app, title: str, message: str, on_yes) -> None:
        super().__init__(app, title, message, [(_("Yes"), on_yes), (_("No"), app.pop)], escape=app.pop)
        self.widgets[0].colour = "BUTTON_YES_LOSE"  # type: ignore[attr-defined]

    def focus_first(self) -> object:
        return self.widgets[1]  # No: a stray Enter loses nothing

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.app.pop()
            return
        super().handle_event(event)


PAUSE_WIDTH, PAUSE_PITCH = 520, 60  # the pause menu's panel, and the step from one button to the next


class PauseMenu(Dialog):
    """Resume, the rules, the settings (the menu's own scene) or back to the menu.

    `on_look_changed` is called when the player comes back from the settings with another
    language or text size: the table under the menu builds itself again (and this menu)."""

    def __init__(self, app, rules_title: str, rules_text: str, on_quit: Callable[[], None],
                 saved: bool = True, on_look_changed: Callable[[], None] | None = None,
                 game_id: str | None = None) -> None:
        saving = _("Your game is saved after every move.") if saved else _(
            "Your game could not be saved after the last move; saving is tried again after the next one.")
        super().__init__(
            app, _("Paused"), saving,
            [(_("Resume"), app.pop), (_("Rules"), lambda: app.push(RulesScene(app, rules_title, rules_text, game_id))),
             (_("Settings"), self.open_settings), (_("Quit to menu"), on_quit)],
            width=PAUSE_WIDTH, escape=app.pop,
        )
        self.stack_buttons()
        self.on_look_changed = on_look_changed
        self.look_before: tuple | None = None  # the look when the settings were opened

    def stack_buttons(self) -> None:
        """The four choices one under another, each as wide as the panel allows: every label whole
        at its size in every language ("Quit to menu" is long in Arabic and Finnish)."""
        top = self.panel.y + 70 + 28 * len(self.lines) + 14
        self.panel.height = top - self.panel.y + len(self.widgets) * PAUSE_PITCH + 18
        self.panel.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        top = self.panel.y + 70 + 28 * len(self.lines) + 14
        for i, button in enumerate(self.widgets):
            button.rect = pygame.Rect(self.panel.x + 70, top + i * PAUSE_PITCH, self.panel.width - 140, 48)

    def look(self) -> tuple:
        """What, changed in the settings, changes the words and the layout of the scenes below."""
        return self.app.settings.language, theme.large_text()

    def open_settings(self) -> None:
        from game.ui.settings_scene import SettingsScene

        self.look_before = self.look()
        self.app.push(SettingsScene(self.app))

    def on_resume(self) -> None:
        changed = self.look_before is not None and self.look_before != self.look()
        self.look_before = None
        if changed and self.on_look_changed is not None:
            self.on_look_changed()


class RulesScene(Scene):
    """The rules of a game as scrollable text: each paragraph's lead-in words ("Jacks.") as a
    heading, and the game's pictures (game_pictures.illustrations) beside the paragraphs they
    illustrate, in a column at the end of the line (on the left in Arabic)."""

    PICTURE_WIDTH = 300
    TEXT_SIZE = theme.TEXT_BODY
    HEADING_SIZE = theme.TEXT_LABEL  # bold, in the 27 px lines of the text

    def __init__(self, app, title: str, text: str, game_id: str | None = None) -> None:
        """`game_id`: the game whose rules `text` is, for its pictures (None: text alone)."""
        super().__init__(app)
        self.title = title
        self.panel = pygame.Rect(40, 24, theme.WIDTH - 80, theme.HEIGHT - 48)
        self.line_height = 27
        self.game_id = game_id
        shown = game_pictures.illustrations(self.game_id) if self.game_id else ()
        picture_room = self.PICTURE_WIDTH + 32 if shown else 0
        self.text_width = self.panel.width - 80 - picture_room
        self.lines: list[str] = []
        self.headings: set[int] = set()  # indices of the lines drawn as headings
        # Each picture: the line its top stands beside, pixels below that line's top, and what it is.
        self.pictures: list[tuple[int, int, game_pictures.Illustration]] = []
        pictures_end = 0  # pixels below the first line where the pictures so far end
        for index, paragraph in enumerate(text.strip().split("\n\n")):
            if index:
                self.lines.append("")
            items = [i for i in shown if i.paragraph == index]
            # A picture may reach down beside the next paragraphs, but not down to the next picture:
            # a paragraph with pictures starts below the ones before.
            while items and len(self.lines) * self.line_height < pictures_end:
                self.lines.append("")
            first = len(self.lines)
            heading, body = split_heading(paragraph)
            if heading:
                self.headings.add(len(self.lines))
                self.lines.append(heading)
            self.lines += theme.wrap(body, self.TEXT_SIZE, self.text_width)
            offset = 0
            for item in items:
                self.pictures.append((first, offset, item))
                offset += self.picture(item).get_height() + 18
            pictures_end = max(pictures_end, first * self.line_height + offset)
        while len(self.lines) * self.line_height < pictures_end:  # room for the last pictures
            self.lines.append("")
        self.scroll = 0
        self.visible_lines = (self.panel.height - 150) // self.line_height
        self.widgets.append(Button((self.panel.centerx - 100, self.panel.bottom - 58, 200, 46), _("Back"), app.pop))

    def picture(self, item: game_pictures.Illustration) -> pygame.Surface:
        assert self.game_id is not None
        return game_pictures.illustration_picture(self.game_id, item.key, self.PICTURE_WIDTH, theme.rtl(),
                                                  i18n.language())

    @property
    def text_area(self) -> pygame.Rect:
        """Where the lines in view are drawn (pictures beside them are cut to its height)."""
        x = self.panel.right - 40 - self.text_width if theme.rtl() else self.panel.x + 40
        return pygame.Rect(x, self.panel.y + 70, self.text_width, self.visible_lines * self.line_height)

    def picture_rects(self) -> list[tuple[game_pictures.Illustration, pygame.Rect]]:
        """The pictures in view and where each is drawn (before cutting to the text area's height)."""
        area = self.text_area
        x = self.panel.x + 40 if theme.rtl() else self.panel.right - 40 - self.PICTURE_WIDTH
        shown = []
        for line, offset, item in self.pictures:
            rect = self.picture(item).get_rect(topleft=(x, area.y + (line - self.scroll) * self.line_height + offset))
            if rect.colliderect(area.x - 10**4, area.y, 2 * 10**4, area.height):
                shown.append((item, rect))
        return shown

    @property
    def max_scroll(self) -> int:
        """The last line the view may start at: the last page, or one line further when that page
        would start at a paragraph's blank line."""
        last = max(0, len(self.lines) - self.visible_lines)
        while 0 < last < len(self.lines) - 1 and not self.lines[last].strip():
            last += 1
        return last

    def scroll_by(self, lines: int) -> None:
        """Move the view `lines` down (up if negative); a scrolled view never starts with the blank
        line between two paragraphs: it moves on past it, the way it was going."""
        top = min(self.max_scroll, max(0, self.scroll + lines))
        while 0 < top < self.max_scroll and not self.lines[top].strip():
            top += 1 if lines > 0 else -1
        self.scroll = top

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: self.visible_lines,
                    pygame.K_PAGEUP: -self.visible_lines}.get(event.key, 0)
            if step:
                self.scroll_by(step)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 3)
        super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT)
        draw_panel(surface, self.panel)
        theme.blit_center(surface, theme.fit_text(self.title, theme.TEXT_TITLE, self.panel.width - 80, theme.INK, bold=True),
                          (self.panel.centerx, self.panel.y + 36))
        area = self.text_area
        y = area.y
        for index in range(self.scroll, min(len(self.lines), self.scroll + self.visible_lines)):
            line = self.lines[index]
            if index in self.headings:
                words = theme.text(line, self.HEADING_SIZE, theme.INK, bold=True)
            else:
                words = theme.text(line, self.TEXT_SIZE)
            surface.blit(words, (theme.align_x(area.x, area.width, words.get_width()), y))
            y += self.line_height
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(self.panel.x, area.y, self.panel.width, area.height).clip(clip))
        for item, rect in self.picture_rects():
            surface.blit(self.picture(item), rect)
        surface.set_clip(clip)
        if self.max_scroll:
            hint = _("Scroll with the mouse wheel or the arrow keys")
            theme.blit_center(surface, theme.text(hint, theme.TEXT_SMALL, theme.MUTED), (self.panel.centerx, self.panel.bottom - 72))
        super().draw(surface)


def split_heading(paragraph: str) -> tuple[str, str]:
    """A paragraph's lead-in ("Jacks." or "Goal:") as its heading, and the rest; ("", paragraph)
    when it opens with a sentence instead."""
    for mark, most_words in ((". ", 4), (": ", 2)):  # "There are 42 cards: ..." is a sentence
        head, found, rest = paragraph.partition(mark)
        if found and "\n" not in head and len(head.split()) <= most_words and len(head) <= 32:
            rest = rest.lstrip()
            return head, rest[:1].upper() + rest[1:]  # "Goal: be the first ..." -> "Goal", "Be the first ..."
    return "", paragraph


# The hand-off screen's recap of the others' moves: its lines' size, pitch, width, and where they start.
RECAP_SIZE, RECAP_PITCH, RECAP_WIDTH, RECAP_TOP = theme.TEXT_BODY, 24, theme.WIDTH - 160, 562


class HandoffScene(Scene):
    """Hides every hand until the next player says they are at the computer."""

    def __init__(self, app, name: str, on_ready: Callable[[], None], icon: pygame.Surface | None = None,
                 recap: Sequence[str | Sequence[str]] | None = None) -> None:
        super().__init__(app)
        # The screen's one job is to say whose turn it is: the whole name, cut (theme.cut_to) only
        # where even the full width of the screen cannot hold it.
        self.name = name
        self.on_ready = on_ready
        self.icon = icon  # the seat's chip, so a child knows their colour
        # What the others did since this seat's last turn, oldest first, a turn each (its sentences,
        # or the whole turn in one): public lines only (everyone may see this screen).
        self.turns = [(turn,) if isinstance(turn, str) else tuple(turn) for turn in recap or []]
        self.recap = [" ".join(turn) for turn in self.turns]
        self.widgets.append(self.ready_button())

    def ready_button(self) -> Button:
        """"I am …", as wide as its label needs (at least 340 px, at most the screen less a margin)."""
        room = theme.WIDTH - 160
        label = _("I am {name}").format(name=self.name)
        size = theme.TEXT_HEADING  # measured bold, as the button draws it
        if theme.text_width(label, size, True) > room - 40:
            label = _("I am {name}").format(name=theme.cut_to(self.name, size, room - 40 - (
                theme.text_width(label, size, True) - theme.text_width(self.name, size, True)), True))
        width = min(room, max(340, theme.text_width(label, size, True) + 48))
        return Button((theme.WIDTH // 2 - width // 2, 430, width, 64), label, self.ready, size=theme.TEXT_HEADING, key=pygame.K_RETURN)

    def ready(self) -> None:
        self.app.pop()
        self.on_ready()

    def on_escape(self) -> bool:
        self.back()
        return True

    def back(self) -> None:
        """Esc: the pause menu of the table underneath (resume, rules, or leave for the menu)."""
        below = self.app.scenes[-2] if len(self.app.scenes) > 1 else None
        pause = getattr(below, "pause", None)
        if pause is not None:
            pause()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT_DARK)
        if self.app.scenes and self.app.scene is not self:
            return  # the cut or the pause menu over it is read alone: its panel would cut these lines
        if self.icon is not None:
            theme.blit_center(surface, self.icon, (theme.WIDTH // 2, 170))
        theme.blit_center(surface, self.title(), (theme.WIDTH // 2, 300))
        theme.blit_center(surface, theme.text(_("Everyone else, please look away."), theme.TEXT_LABEL, theme.FELT_TEXT),
                          (theme.WIDTH // 2, 360))
        if self.recap:
            self.draw_recap(surface)
        super().draw(surface)

    def title(self) -> pygame.Surface:
        """"Pass the computer to …" with the whole name, shrunk to fit; cut only past the smallest size."""
        room = theme.WIDTH - 80
        message = _("Pass the computer to {name}").format(name=self.name)
        smallest = theme.TEXT_HEADING  # the smallest step the title takes before the name is cut
        if theme.fitted_size(message, theme.TEXT_DISPLAY, room, bold=True) < smallest:
            rest = theme.text_width(message, smallest, True) - theme.text_width(self.name, smallest, True)
            message = _("Pass the computer to {name}").format(name=theme.cut_to(self.name, smallest, room - rest, True))
        return theme.fit_text(message, theme.TEXT_DISPLAY, room, theme.WHITE, bold=True)

    def recap_rows(self) -> list[str]:
        """The recap's lines as drawn, oldest first: each sentence starts a line (a round's result
        is one of its own) and wraps at the normal size; the latest turns that fit under the
        button, "…" above them when there were more."""
        room = (theme.HEIGHT - RECAP_TOP - RECAP_PITCH // 2) // RECAP_PITCH  # lines below the heading
        rows: list[str] = []
        for k, turn in enumerate(reversed(self.turns)):
            lines = [line for sentence in turn for line in theme.wrap(sentence, RECAP_SIZE, RECAP_WIDTH)]
            more = k + 1 < len(self.turns)  # older turns left out need the "…" line
            if len(rows) + len(lines) + more > room:
                if not rows:  # one turn longer than the room: its latest lines
                    rows = lines[-(room - 1):]
                return ["…", *rows]
            rows = lines + rows
        return rows

    def draw_recap(self, surface: pygame.Surface) -> None:
        """The moves since this seat's last turn, under the button (see `recap_rows`)."""
        theme.blit_center(surface, theme.text(_("Since your last turn:"), theme.TEXT_LABEL, theme.WHITE, bold=True),
                          (theme.WIDTH // 2, 530))
        for i, line in enumerate(self.recap_rows()):
            theme.blit_center(surface, theme.text(line, RECAP_SIZE, theme.FELT_TEXT),
                              (theme.WIDTH // 2, RECAP_TOP + i * RECAP_PITCH))


def saving_line(scenes: list[Scene]) -> str:
    """What the error screen may say of the game under it: saved only when its last save worked;
    nothing with no game, a finished one or a demo (never saved)."""
    match = next((scene.match for scene in reversed(scenes) if getattr(scene, "match", None) is not None), None)
    if match is None or match.save_path is None or match.is_over:
        return ""
    if match.save_failed:
        return _("Your game could not be saved after its last moves; Continue goes on from the last one saved.")
    return _("Your game was saved after the last move: choose Continue in the menu to go on.")


class ErrorScene(Scene):
    """Something went wrong inside the program: say so plainly, keep the way back open."""

    def __init__(self, app, details: str, log_file: str) -> None:
        super().__init__(app)
        self.details = details
        self.log_file = log_file
        self.saving = saving_line(app.scenes)
        self.widgets = [
            Button(theme.mirror((theme.WIDTH // 2 - 250, 510, 240, 54)), _("Back to the menu"), self.to_menu,
                   key=pygame.K_RETURN),
            Button(theme.mirror((theme.WIDTH // 2 + 10, 510, 240, 54)), _("Quit"), self.quit, colour="BUTTON_QUIT"),
        ]

    def on_escape(self) -> bool:
        self.to_menu()
        return True

    def to_menu(self) -> None:
        from game.ui.menu import MenuScene

        self.app.replace(MenuScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT_DARK)
        panel = pygame.Rect(140, 160, theme.WIDTH - 280, 440)
        draw_panel(surface, panel)
        theme.blit_center(surface, theme.text(_("Sorry, something went wrong."), theme.TEXT_TITLE, theme.INK, bold=True),
                          (panel.centerx, panel.y + 50))
        lines = [self.saving] if self.saving else []
        lines.append(_("The details are in the log file:"))
        y = panel.y + 110
        for line in lines:
            theme.blit_center(surface, theme.fit_text(line, theme.TEXT_LABEL, panel.width - 60), (panel.centerx, y))
            y += 34
        theme.blit_center(surface, theme.fit_text(self.log_file, theme.TEXT_BODY, panel.width - 60, theme.MUTED), (panel.centerx, y))
        y += 50
        for line in theme.wrap(self.details, theme.TEXT_SMALL, panel.width - 80)[:6]:
            theme.blit_center(surface, theme.text(line, theme.TEXT_SMALL, theme.DANGER_TEXT), (panel.centerx, y))
            y += 24
        super().draw(surface)
