"""Hypothesis properties: random legal sequences and fuzzed text (AF-3.3: illegal text is
refused with IllegalMove and the state is unchanged)."""

from __future__ import annotations

import contextlib
import random

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from bot import i18n
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


def _reads_in_every_language(refused: IllegalMove) -> None:
    """The refusal is a catalog key whose words are complete, and short, in every language."""
    assert refused.key in i18n.catalog("en"), refused.key
    for lang in i18n.LANGUAGES:
        words = i18n.say(lang, refused)
        assert 0 < len(words) <= 2000, (lang, len(words))
        for typed in refused.params.values():  # the player's own text, quoted back
            if isinstance(typed, str):
                words = words.replace(typed, "")
        assert "{" not in words and "af." not in words and "game." not in words, (lang, words)


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
    except IllegalMove as refused:
        assert encode(s) == before
        _reads_in_every_language(refused)
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


NUMBERS = st.one_of(st.sampled_from(["²", "٣", "１", "1e9", "-0", "0x10", "9" * 299, "9" * 5000]),
                    st.integers(0, 10**60).map(str))
# the moves that read numbers, each followed by a number and a word
NUMBERED = st.tuples(
    st.sampled_from(["return", "raid red", "raid blue 1 fuel red", "dock", "dock 1 2",
                     "use booster_pod", "use gravity_manipulator 5", "use temporal_warper",
                     "use orbital_teleporter mine", "use plasma_cannon mine red",
                     "discard plasma_cannon mine blue"]),
    NUMBERS, st.sampled_from(["", "fuel", "ore", "solar", "artifact", "lem"]),
).map(" ".join)
TYPED = st.one_of(
    st.text(max_size=400),
    NUMBERED,
    st.lists(st.one_of(st.sampled_from(WORDS), NUMBERS, st.text(max_size=8)), max_size=12)
    .map(" ".join),
)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 120), text=TYPED)
@example(seed=0, steps=0, text="return ² fuel")
@example(seed=0, steps=0, text=f"raid red {'9' * 5000} fuel")
@example(seed=3, steps=0, text=f"return {'9' * 20} ore")
def test_typed_text_is_a_move_or_a_refusal(seed, steps, text):
    """AF-3.3: whatever a player types (huge numbers, other digits, long text), `canonical` and
    `apply` give a legal move or an IllegalMove whose words are in every catalog language."""
    s = _state(seed, steps)
    if GAME.is_over(s):
        return
    before = encode(s)
    for step in (GAME.canonical, GAME.apply):
        try:
            step(s, s.seat, text)
        except IllegalMove as refused:
            _reads_in_every_language(refused)
        else:
            assert GAME.canonical(s, s.seat, text) in GAME.legal_moves(s, s.seat)
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
