"""The flight board (GT-3.1, GT-3.2) and the adventure deck (GT-3.3, GT-5.7.3, GT-5.9.1)."""

from __future__ import annotations

from collections import Counter

from games.galaxy_trucker.data import BASE_CARDS, INTRIGUE
from games.galaxy_trucker.data.rewards import TRACK_LEN
from games.galaxy_trucker.launch import build_deck
from games.galaxy_trucker.setup import start_round
from games.galaxy_trucker.track import leader, move, move_many, start_positions, step
from tests.galaxy_trucker.helpers import new


def board(*positions: int | None):
    s = new(len(positions))
    s.phase = "flight"
    s.pos = list(positions)
    s.flying = [p is not None for p in positions]
    return s


def test_moving_skips_occupied_spaces() -> None:
    """TV-1: A at 10, B at 11, C at 13; A gains 2 and ends on 14; then loses 4 and ends on 8
    (GT-3.1.2)."""
    s = board(10, 11, 13)
    assert step(s, 0, 2) == 14
    s.pos[0] = 14
    assert step(s, 0, -4) == 8


def test_start_positions() -> None:
    """TV-2: round 2, four players start at 0, -3, -6, -9; round 1 and 3 spacing 2 and 4
    (GT-3.2, GT-3.2.1, GT-7: the test vectors)."""
    assert start_positions(2, 4) == [0, -3, -6, -9]
    assert start_positions(1, 4) == [0, -2, -4, -6]
    assert start_positions(3, 5) == [0, -4, -8, -12, -16]


def test_the_loop_has_forty_spaces() -> None:
    """TV-16: a rocket at space 38 gaining 4 days ends on space 2 of its next lap; leading is
    decided on distance, not on the space number (GT-3.1, GT-3.1.1, GT-3.1.3)."""
    assert TRACK_LEN == 40
    s = board(38, 10)
    move(s, 0, 4)
    assert s.pos[0] == 42 and s.pos[0] % TRACK_LEN == 2
    assert leader(s) == 0 and s.active() == [0, 1]


def test_lapped_players_give_up() -> None:
    """A rocket the leader has gained a full loop on must give up (GT-3.1.4, GT-3.10.2)."""
    s = board(30, -5)
    move(s, 0, 6)
    assert s.flying == [True, False] and s.gave_up[1] and s.pos[1] is None


def test_several_rockets_move_in_order() -> None:
    """Gaining days: front-most first; losing days: rear-most first (GT-3.1.5, GT-3.5.3,
    GT-3.8.4)."""
    s = board(5, 4)
    move_many(s, {0: -1, 1: -1})
    assert s.pos == [4, 3]  # the rear rocket moved first and freed space 4
    s = board(5, 4)
    move_many(s, {0: 1, 1: 1})
    assert s.pos == [6, 5]


def test_second_edition_tracks_are_not_used() -> None:
    """The 1st edition's single 40-space loop, not the 2nd edition's per-level boards
    (GT-3.2.2)."""
    assert start_positions(1, 4) != [4, 2, 1, 0]
    assert TRACK_LEN == 40


def test_deck_composition() -> None:
    """TV-9: round 3 deck = 4 level-I + 4 level-II + 8 level-III cards, none used before, top
    card level III; piles of 2, 1+2, 1+1+2 (GT-3.3, GT-3.3.1, GT-3.3.2, GT-3.3.3)."""
    s = new(2, seed=5)
    seen = []
    for _ in range(3):
        seen += [c for pile in s.piles for c in pile]
        levels = Counter(BASE_CARDS[c]["level"] for pile in s.piles for c in pile)
        expected = {1: {1: 8}, 2: {1: 4, 2: 8}, 3: {1: 4, 2: 4, 3: 8}}[s.round]
        assert levels == expected
        build_deck(s)
        assert BASE_CARDS[s.deck[0]]["level"] == s.round
        if s.round < 3:
            start_round(s)
    assert len(seen) == len(set(seen)) == 36


def test_no_learning_flight() -> None:
    """The optional learning flight is not offered: round 1 is a full round with its 8 cards
    and its budget (GT-3.3.4)."""
    s = new(2)
    assert s.round == 1 and sum(len(p) for p in s.piles) == 8
    assert "learning" not in {o.key for o in __import__(
        "games.galaxy_trucker", fromlist=["GAME"]).GAME.info.options}


def test_intrigue_cards_go_into_the_middle_with_one_on_top() -> None:
    """The top and bottom quarters stay; the intrigue cards are shuffled into the middle half
    until one is its first card (GT-5.7.3)."""
    s = new(3, seed=2, evil_machinations=True)
    for seat in range(3):
        s.choice[seat] = s.hand_cards[seat][0]
    s.intrigue_pile = [[c, p] for p, c in enumerate(s.choice)]
    top, bottom = None, None
    piles = [c for pile in s.piles for c in pile]
    build_deck(s)
    assert len(s.deck) == len(piles) + 3
    quarter = len(piles) // 4
    assert s.deck[quarter] in INTRIGUE
    assert all(c not in INTRIGUE for c in s.deck[:quarter] + s.deck[-quarter:])
    assert (top, bottom) == (None, None)


def test_prophet_variant_stacks_the_intrigue_cards() -> None:
    """Prophet: the intrigue cards in seat order between piles 2 and 3 (GT-5.7.3.1)."""
    s = new(2, seed=2, evil_machinations=True, intrigue_variant="prophet")
    s.intrigue_pile = [[s.hand_cards[0][0], 0], [s.hand_cards[1][0], 1]]
    build_deck(s)
    middle = len(s.deck) // 2 - 1
    assert s.deck[middle:middle + 2] == [s.hand_cards[0][0], s.hand_cards[1][0]]


def test_bonus_cards_join_the_deck() -> None:
    """One bonus event and one opportunity of the round's level, below the top card
    (GT-5.9, GT-5.9.1)."""
    s = new(2, seed=3, bonus_cards=True)
    build_deck(s)
    assert "bureaucracy" in s.deck[1:] and "junkyard_1" in s.deck[1:] and len(s.deck) == 10
