"""Play-test 2, finding 3: with 12 players in classic Sequence, the Teams panel and the cut dialog
tell the seats apart (the panel's lists were "Pla…, Co…, Co…", every cut card "Comput…")."""

from __future__ import annotations

import pygame

from game.engine import GAMES
from game.match import Match, Seat
from game.ui import theme
from game.ui.sequence.cut import CutDialog
from game.ui.sequence.panel import TEAM_ROOM, member_names

NAMES = ["Player 1"] + [f"Computer {n}" for n in range(2, 13)]


def twelve() -> Match:
    info = GAMES["sequence"]
    seats = [Seat(NAMES[0])] + [Seat(name, computer=True) for name in NAMES[1:]]
    return Match(info, info.default_config(players=12), seats, 3)


def drawn(monkeypatch) -> list[tuple[str, int]]:
    seen: list[tuple[str, int]] = []
    render = theme.text

    def noted(message: str, size: int, *args, **kwargs) -> pygame.Surface:
        seen.append((message, size))
        return render(message, size, *args, **kwargs)

    monkeypatch.setattr(theme, "text", noted)
    return seen


def test_the_teams_panel_lists_every_member_apart_and_readable(app, monkeypatch):
    match = twelve()
    state = match.state
    for team in range(match.config.team_count):
        members = [s for s in range(12) if state.team(s) == team]
        labels = member_names(match, members, 15, TEAM_ROOM)
        seen = drawn(monkeypatch)
        theme.fit_names(labels, 15, TEAM_ROOM)
        (line, size), = seen
        assert size >= theme.min_text() and "…" not in line
        assert len(set(labels)) == len(members)
        assert labels[:2] == (["P1", "C3"] if team == 0 else ["C2", "C4"])


def test_a_short_team_keeps_its_full_names(app):
    match = twelve()
    assert member_names(match, [0, 2], 15, TEAM_ROOM) == ["Player 1", "Computer 3"]


def test_the_cut_dialog_names_every_card_whole(app, monkeypatch):
    match = twelve()
    app.push(CutDialog(app, match))
    seen = drawn(monkeypatch)
    app.scene.draw(pygame.Surface((theme.WIDTH, theme.HEIGHT)))
    labels = [message for message, _size in seen if message in NAMES]
    assert sorted(set(labels)) == sorted(NAMES), "every seat's name under its card, whole"
    assert not [message for message, _size in seen if message.endswith("…")]
    panel = app.scene.panel
    assert theme.HEIGHT >= panel.height and panel.top >= 0


def test_a_long_name_under_a_cut_card_is_shown_whole(app, monkeypatch):
    info = GAMES["sequence"]
    match = Match(info, info.default_config(players=2), [Seat("Grandma Josephine-Marie"), Seat("Player 2")], 3)
    app.push(CutDialog(app, match))
    seen = drawn(monkeypatch)
    app.scene.draw(pygame.Surface((theme.WIDTH, theme.HEIGHT)))
    assert "Grandma Josephine-Marie" in [message for message, _size in seen]


def test_the_arabic_cut_starts_with_the_first_seat_at_the_right(app, monkeypatch):
    app.set_language("ar")
    match = twelve()
    app.push(CutDialog(app, match))
    placed: list[tuple[int, int]] = []  # the centre of each line drawn, in drawing order
    blit_center = theme.blit_center

    def noted(target, surface, centre):
        placed.append(centre)
        blit_center(target, surface, centre)

    monkeypatch.setattr(theme, "blit_center", noted)
    app.scene.draw(pygame.Surface((theme.WIDTH, theme.HEIGHT)))
    rows = [[x for x, y in placed if y == line] for line in dict.fromkeys(y for _x, y in placed)]
    first_row = next(row for row in rows if len(row) == 6)  # the names under the first six cards
    assert first_row == sorted(first_row, reverse=True)
