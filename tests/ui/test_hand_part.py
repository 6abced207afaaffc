"""The shared hand (game.ui.parts.hand): where cards lie, which one a click takes, the picked one
risen, right to left; plain layout, no display needed."""

from __future__ import annotations

import pygame

from game.ui.parts.hand import Hand

AREA = pygame.Rect(20, 670, 600, 126)


def row(rtl: bool = False, **options) -> Hand:
    options.setdefault("gap", 8)
    return Hand(AREA, (90, 126), rtl=lambda: rtl, **options)


def test_cards_lie_from_the_area_start_in_hand_order():
    hand = row()
    rects = hand.rects((7, 3, 5))
    assert [r.x for r in rects] == [20, 118, 216]
    assert all(r.y == AREA.y and r.size == (90, 126) for r in rects)
    assert hand.rects(()) == []


def test_the_gap_can_depend_on_how_many_cards_there_are():
    hand = row(gap=lambda n: 8 if n <= 6 else 6)
    assert hand.rects(range(6))[1].x - hand.rects(range(6))[0].right == 8
    assert hand.rects(range(7))[1].x - hand.rects(range(7))[0].right == 6


def test_right_to_left_puts_the_first_card_at_the_right_in_the_same_places():
    cards = (7, 3, 5)
    ltr, rtl = row().rects(cards), row(rtl=True).rects(cards)
    assert rtl[0].x > rtl[1].x > rtl[2].x, "the first card at the right"
    assert sorted(r.x for r in rtl) == [r.x for r in ltr], "the row keeps its place"
    assert row(rtl=True).card_at(cards, rtl[0].center) == 7


def test_a_centred_row_stays_centred_whatever_its_length():
    hand = row(align="center", gap=14)
    for n in range(1, 5):
        rects = hand.rects(range(n))
        assert rects[0].x - AREA.x == AREA.right - rects[-1].right


def test_a_click_takes_the_card_under_it_and_nothing_between_cards():
    hand = row()
    cards = (7, 3, 5)
    rects = hand.rects(cards)
    assert [hand.card_at(cards, r.center) for r in rects] == [7, 3, 5]
    assert hand.card_at(cards, (rects[0].right + 4, rects[0].centery)) is None, "the gap between two cards"
    assert hand.card_at(cards, (rects[2].right + 20, rects[2].centery)) is None
    assert hand.card_at(cards, (rects[0].centerx, rects[0].y - 3)) is None, "above an unpicked card"


def test_the_picked_card_rises_and_is_still_taken_where_it_shows_and_where_it_was():
    hand = row(lift=6)
    cards = (7, 3, 5)
    slots = {s.card: s for s in hand.slots(cards, picked=(3,))}
    assert slots[3].shown == slots[3].rect.move(0, -6)
    assert slots[7].shown == slots[7].rect and slots[5].shown == slots[5].rect
    lifted = slots[3].shown
    assert hand.card_at(cards, (lifted.centerx, lifted.y + 1), picked=(3,)) == 3, "its risen top"
    assert hand.card_at(cards, (lifted.centerx, slots[3].rect.bottom - 1), picked=(3,)) == 3, "the gap it rose from"
    assert hand.hint_rects(cards, (3, 5), picked=(3,)) == [lifted, slots[5].rect], "a hint rings it where it shows"


def test_reach_lets_a_tap_just_above_any_card_take_it():
    hand = row(lift=20, reach=20)
    cards = (7, 3)
    first = hand.rects(cards)[0]
    assert hand.card_at(cards, (first.centerx, first.y - 15)) == 7
    assert hand.card_at(cards, (first.centerx, first.y - 25)) is None


def test_overlapping_cards_answer_for_the_one_on_top_and_focus_what_shows():
    cards = tuple(range(12))
    for on_top in ("right", "left"):
        hand = row(squeeze=True, on_top=on_top)
        rects = hand.rects(cards)
        assert rects[0].x == AREA.x and rects[-1].right == AREA.right, "squeezed into the area"
        overlap = (rects[1].x + rects[0].right) // 2, rects[0].centery  # where cards 0 and 1 overlap
        assert hand.card_at(cards, overlap) == (1 if on_top == "right" else 0)
        shown = hand.visible(cards)
        assert all(not a.colliderect(b) for a, b in zip(shown, shown[1:], strict=False)), "parts that show do not overlap"
        assert all(hand.card_at(cards, part.center) == card for card, part in zip(cards, shown, strict=True))
        targets = hand.targets(cards)
        assert [t.key for t in targets] == [("hand", c) for c in cards] and {t.group for t in targets} == {"hand"}


def test_dealt_and_drawn_cards_land_on_their_place():
    hand = row(rtl=True)
    cards = (7, 3, 5)
    assert hand.landing(cards, 3) == hand.rects(cards)[1].center
    assert hand.landing(cards, 9) is None, "a card not held has no place"


def test_where_a_card_was_drawn_is_remembered_for_its_flight_out():
    hand = row(lift=6)
    slot = next(s for s in hand.slots((7, 3), picked=(7,)) if s.card == 7)
    hand.drawn_at(7, slot.shown)
    assert hand.spots[7] == slot.shown.center


def test_the_card_on_top_is_a_side_of_the_screen_in_either_reading_direction():
    """Card faces keep their marks on one side (Figuras' spine at the right): the card lying on
    top is the one on the same side whichever end of the row the hand starts at."""
    cards = tuple(range(12))
    for rtl in (False, True):
        for on_top, keeps in (("left", "right"), ("right", "left")):
            hand = row(rtl=rtl, squeeze=True, on_top=on_top)
            rects, shown = hand.rects(cards), hand.visible(cards)
            for rect, part in zip(rects, shown, strict=True):
                assert part.width < rect.width or part == rect
                assert (part.right == rect.right) if keeps == "right" else (part.x == rect.x), (rtl, on_top)
            drawn = [s.rect.x for s in hand.slots(cards)]
            assert drawn == sorted(drawn, reverse=on_top == "left"), "the card on top is drawn last"


def test_focus_targets_follow_a_picked_card_up():
    hand = row(squeeze=True, on_top="left", lift=22)
    cards = tuple(range(12))
    still, lifted = hand.targets(cards), hand.targets(cards, picked=(4,))
    assert lifted[4].rect == still[4].rect.move(0, -22)
    assert [t.rect for i, t in enumerate(lifted) if i != 4] == [t.rect for i, t in enumerate(still) if i != 4]
    assert hand.card_at(cards, lifted[4].click_point, picked=(4,)) == 4, "Enter clicks the risen card"


def test_a_hand_placed_anew_takes_its_new_card_size_and_keeps_where_cards_were_drawn():
    hand = row(align="center", squeeze=True)
    hand.drawn_at(7, pygame.Rect(100, 680, 90, 126))
    bigger = pygame.Rect(20, 640, 600, 160)
    hand.place(bigger, (112, 160))
    rects = hand.rects((7, 3, 5))
    assert all(r.size == (112, 160) and r.y == 640 for r in rects)
    assert rects[0].x - bigger.x == bigger.right - rects[-1].right, "still centred"
    assert hand.spots[7] == (145, 743)
