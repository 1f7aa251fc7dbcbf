"""Notation (one canonical text per move, anything else refused cleanly), the typed view, and
the asynchronous adaptation as a whole (GT-6)."""

from __future__ import annotations

import random
from typing import get_type_hints

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.base import IllegalMove
from games.galaxy_trucker import GAME
from games.galaxy_trucker.notation import parse
from games.galaxy_trucker.view import GameView, ShipView, TileView
from tests.galaxy_trucker.helpers import ALL_MODULES, CABIN_E, in_flight, new, play, ship


def positions() -> list:
    """A few states of every phase, reached by seeded AI play."""
    out = []
    for seed, options in ((3, {}), (4, ALL_MODULES), (5, {"building": "shared"})):
        s = GAME.new(3, seed, options)
        rnd = random.Random(seed)
        for turn in range(900):
            if GAME.is_over(s):
                break
            if turn % 60 == 0:
                out.append(s)
            seat = rnd.choice(GAME.awaiting(s))
            s = GAME.apply(s, seat, GAME.ai_move(s, seat, "builder", turn))
    return out


STATES = positions()
WORDS = st.sampled_from(["draw", "take", "place", "7,6", "7", "6", "90", "rotate", "lift",
                         "return", "reserve", "peek", "1", "finish", "late", "orient", "e",
                         "power", "fire", "none", "boost", "battery", "shield", "shoot", "lose",
                         "load", "red", "land", "pass", "explore", "give", "up", "bid", "-1",
                         "²", "1e3", "alien", "teal", "lawyer", "intrigue", "the_mob", "hit",
                         "offer", "target", "12,12", "done", "abandon", "left", "x" * 50])


def test_every_legal_move_is_canonical() -> None:
    """`legal_moves` lists canonical texts, and every one of them parses back to itself
    (GT-6)."""
    for s in STATES:
        for seat in GAME.awaiting(s):
            for move in GAME.legal_moves(s, seat):
                assert GAME.canonical(s, seat, move) == move
                assert parse(move)[1] == move


def test_other_spellings_are_read() -> None:
    """Squares as `7 6`, `7-6` or `7,6`, words in any case, `giveup` for `give up`."""
    s = play(new(2), 0, "draw")
    moves = GAME.legal_moves(s, 0)
    target = next(m for m in moves if m.startswith("place"))
    col, row = target.split()[1].split(",")
    assert GAME.canonical(s, 0, f"PLACE {col} {row} {target.split()[2]}") == target
    assert GAME.canonical(s, 0, f"place {col}-{row} {target.split()[2]}") == target


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, len(STATES) - 1), st.lists(WORDS, max_size=7), st.text(max_size=20))
def test_any_text_is_a_move_or_a_refusal(index: int, words: list[str], noise: str) -> None:
    """Arbitrary text gives a legal move or IllegalMove, nothing else (GT-6.6)."""
    s = STATES[index]
    for seat in GAME.awaiting(s)[:1]:
        for text in (" ".join(words), noise, " ".join(words) + " " + noise):
            try:
                move = GAME.canonical(s, seat, text)
            except IllegalMove as refusal:
                assert refusal.key.startswith(("gt.err.", "game."))
            else:
                assert move in GAME.legal_moves(s, seat)
                GAME.apply(s, seat, text)


def test_the_view_is_typed_and_hides_secrets() -> None:
    """The view has every field of its TypedDicts; secrets reach only their owner; a spectator
    sees no hand, no peek, no intrigue card (GT-6.6.4)."""
    for s in STATES:
        for viewer in (None, *range(s.n)):
            view = GAME.view(s, viewer)
            assert set(view) == set(get_type_hints(GameView))
            for sh in view["ships"]:
                assert set(sh) == set(get_type_hints(ShipView))
                for tile in sh["tiles"]:
                    assert set(tile) == set(get_type_hints(TileView))
                if sh["seat"] != viewer:
                    assert sh["hand"] is None
            for player in view["players"]:
                if player["seat"] != viewer:
                    assert player["intrigue_cards"] is None
            assert all(e.get("private") in (None, viewer) for e in view["events"])
            assert "rng" not in view and "seq" not in view


def test_placement_helper_for_the_panel() -> None:
    """The view lists the squares (and rotations) where the tile in hand may go."""
    s = play(new(2), 0, "draw")
    view = GAME.view(s, 0)["building"]
    moves = {m for m in GAME.legal_moves(s, 0) if m.startswith("place")}
    listed = {f"place {p['square']} {r}" for p in view["placements"] for r in p["rotations"]}
    assert listed == moves and GAME.view(s, 1)["building"]["placements"] == []


def test_the_asynchronous_adaptation() -> None:
    """Building becomes a simultaneous step with virtual clocks and a deadline, the flight a
    series of prompts to the players the card names; the official app's own asynchronous
    building being unknown, duplicate deal is the default and the shared warehouse an option
    (GT-6, GT-6.6, GT-6.6.2, GT-6.6.6, GT-6.6.7)."""
    assert {o.key: o.default for o in GAME.info.options}["building"] == "duplicate"
    s = new(3)
    assert GAME.awaiting(s) == (0, 1, 2)
    s = in_flight([ship("I", {"8,7": CABIN_E}), ship("I", {})], ["abandoned_ship_1a"])
    assert GAME.awaiting(s) == (0,) and GAME.timeout_move(s, 0) is None
    assert GAME.ai_move(s, 0, "builder", 1) in GAME.legal_moves(s, 0)
