"""Hypothesis properties: random legal sequences and fuzzed text (AF-3.3: illegal text is
refused with IllegalMove and the state is unchanged)."""

from __future__ import annotations

import contextlib
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.alien_frontiers import GAME
from games.alien_frontiers.state import decode, encode
from games.base import IllegalMove

WORDS = ["dock", "use", "discard", "raid", "card", "return", "take", "cycle", "trade", "end",
         "launch", "buy", "relic", "solar", "mine", "artifact", "hub", "constructor", "market",
         "outpost", "shipyard", "terraform", "bay", "lem", "asimov", "burroughs", "van",
         "heinlein", "herbert", "pohl", "bradbury", "red", "blue", "yellow", "green", "fuel",
         "ore", "plasma_cannon", "booster_pod", "orbital_teleporter", "temporal_warper",
         "stasis_beam", "gravity_manipulator", "polarity_device", "data_crystal",
         "alien_city", "positron", "isolation", "repulsor", "red3", "blue6", "0", "1", "2",
         "3", "4", "5", "6", "7", "12", "-1", "x", "é", "  "]


def _state(seed: int, steps: int):
    rnd = random.Random(seed)
    s = GAME.new(2 + seed % 3, seed, {"long": seed % 2 == 0})
    for _ in range(steps):
        if GAME.is_over(s):
            break
        s = GAME.apply(s, s.seat, rnd.choice(GAME.legal_moves(s, s.seat)))
    return s


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 300),
       words=st.lists(st.sampled_from(WORDS), min_size=0, max_size=7),
       seat_shift=st.integers(0, 3))
def test_fuzzed_text_only_illegal_move(seed, steps, words, seat_shift):
    """AF-3.3: any text is either legal (and listed) or refused with IllegalMove, state kept."""
    s = _state(seed, steps)
    if GAME.is_over(s):
        return
    seat = (s.seat + seat_shift) % s.n
    text = " ".join(words)
    before = encode(s)
    legal = GAME.legal_moves(s, seat)
    try:
        after = GAME.apply(s, seat, text)
    except IllegalMove:
        assert encode(s) == before
        return
    assert GAME.canonical(s, seat, text) in legal
    assert encode(s) == before
    assert after is not s


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), text=st.text(max_size=40))
def test_arbitrary_unicode(seed, text):
    """AF-3.3: arbitrary strings never raise anything but IllegalMove."""
    s = _state(seed, 50)
    if GAME.is_over(s):
        return
    before = encode(s)
    with contextlib.suppress(IllegalMove):
        GAME.apply(s, s.seat, text)
    assert encode(s) == before


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), picks=st.lists(st.integers(0, 10**6), max_size=250))
def test_random_move_sequences(seed, picks):
    """AF-3.2: random legal moves never raise; encode/decode round-trips at every step."""
    s = GAME.new(2 + seed % 3, seed, {})
    for k in picks:
        if GAME.is_over(s):
            break
        moves = GAME.legal_moves(s, s.seat)
        s = GAME.apply(s, s.seat, moves[k % len(moves)])
        e = encode(s)
        assert encode(decode(e)) == e
