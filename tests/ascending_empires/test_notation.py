"""Notation: one canonical text per move, parse(fmt(a)) == a, lenient input, readable refusals
(AE-3: a turn is one action, written as one or more moves)."""

from __future__ import annotations

import contextlib
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.ascending_empires import GAME
from games.ascending_empires.data import HOLES, LETTERS, PLANET_COLOURS
from games.ascending_empires.notation import fmt, hole_key, parse, ship_key
from games.ascending_empires.state import encode
from games.base import IllegalMove

SHIPS = [f"{c}{k}" for c in LETTERS for k in (*range(1, 9), "b")]
holes = st.sampled_from(HOLES)
ships = st.sampled_from(SHIPS)
group = st.lists(ships, min_size=1, max_size=5, unique=True).map(
    lambda g: tuple(sorted(g, key=ship_key)))

actions = st.one_of(
    st.lists(holes, max_size=2).map(lambda h: ("recruit", tuple(sorted(h, key=hole_key)))),
    holes.map(lambda h: ("return", h)),
    st.tuples(st.just("launch"), holes, st.booleans()),
    st.tuples(st.just("flick"), ships, st.integers(0, 3599), st.integers(10, 1000)),
    st.tuples(st.just("land"), ships, holes),
    st.sampled_from([("confirm",), ("decline",), ("done",)]),
    st.tuples(st.just("mine"), holes, st.sampled_from([2, 3])),
    st.tuples(st.just("build"), st.sampled_from(["station", "colony", "city"]), holes),
    st.sampled_from(PLANET_COLOURS).map(lambda c: ("research", c)),
    st.tuples(st.just("attack"), ships, group),
    st.tuples(st.just("bombard"), holes, group),
    st.tuples(st.lists(st.sampled_from(SHIPS[:8]), max_size=2, unique=True),
              st.integers(0, 2)).filter(lambda t: t[0] or t[1]).map(
        lambda t: ("retire", (*sorted(t[0], key=ship_key), *["supply"] * t[1]))),
)


@settings(max_examples=400, deadline=None)
@given(actions)
def test_parse_of_fmt_is_the_action(a):
    """AE-3: every action has one canonical text that parses back to it."""
    assert parse(fmt(a)) == a
    assert parse(fmt(a).upper()) == a
    assert fmt(parse("  " + fmt(a).replace(" ", "   ") + " ")) == fmt(a)


def test_examples_of_the_grammar():
    """AE-3: the canonical forms and some lenient spellings."""
    assert fmt(parse("recruit a3 h1")) == "recruit H1 A3"
    assert fmt(parse("Flick R2 127.50 60")) == "flick r2 127.5 60"
    assert fmt(parse("flick r2 -0.04 1")) == "flick r2 0 1"
    assert fmt(parse("land yes")) == "land confirm" and fmt(parse("decline")) == "land decline"
    assert fmt(parse("attack b3 r2 r1")) == "attack b3 with r1 r2"
    assert fmt(parse("bombard g4 with rb r1")) == "bombard G4 with r1 rb"
    assert fmt(parse("build col a2")) == "build colony A2"
    assert fmt(parse("research gray")) == "research grey"
    assert fmt(parse("launch h1 b")) == "launch H1 battleship"
    assert fmt(parse("retire supply r3")) == "retire r3 supply"
    assert fmt(parse("end")) == "done"


def test_malformed_moves_say_what_is_wrong():
    """AE-3: malformed text is refused with a message a player can read."""
    cases = {
        "": "Empty move",
        "fly r1": "not a move",
        "re H1": "could be",
        "build c A3": "could be colony or city",
        "mine A3 4": "2 troops",
        "land r9 A3": "not a ship",
        "recruit Z9": "not a planet hole",
        "flick r1 ten 5": "not a number",
        "flick r1 10": "missing",
        "attack b1 with r1 r1": "once",
        "research pink": "not a colour",
    }
    for text, words in cases.items():
        try:
            parse(text)
        except IllegalMove as e:
            assert words in str(e), (text, str(e))
        else:
            raise AssertionError(f"{text!r} parsed")


WORDS = ["recruit", "return", "launch", "flick", "land", "confirm", "decline", "done", "mine",
         "build", "research", "attack", "bombard", "retire", "with", "station", "colony",
         "city", "orange", "grey", "supply", "battleship", "H1", "H3", "A4", "G2", "r1", "r2",
         "b1", "rb", "0", "2", "3", "45.5", "-10", "100", "1e9", "nan", "x", "é", "  "]


def _state(seed: int, steps: int):
    rnd = random.Random(seed)
    s = GAME.new(2 + seed % 3, seed, {})
    for _ in range(steps):
        if GAME.is_over(s):
            break
        s = GAME.apply(s, s.seat, rnd.choice(GAME.legal_moves(s, s.seat)))
    return s


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 120),
       words=st.lists(st.sampled_from(WORDS), max_size=6), shift=st.integers(0, 3))
def test_any_text_is_legal_or_refused_without_change(seed, steps, words, shift):
    """AE-3: any text is either a move `apply` accepts (listed when it is not a flick) or an
    IllegalMove; the state is unchanged either way."""
    s = _state(seed, steps)
    if GAME.is_over(s):
        return
    seat = (s.seat + shift) % s.n
    before = encode(s)
    text = " ".join(words)
    try:
        GAME.apply(s, seat, text)
    except IllegalMove:
        assert encode(s) == before
        return
    move = GAME.canonical(s, seat, text)
    assert move.startswith("flick") or move in GAME.legal_moves(s, seat)
    assert encode(s) == before


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), text=st.text(max_size=30))
def test_arbitrary_unicode_is_refused_cleanly(seed, text):
    """AE-3: arbitrary strings never raise anything but IllegalMove."""
    s = _state(seed, 30)
    with contextlib.suppress(IllegalMove):
        GAME.apply(s, s.seat, text)
