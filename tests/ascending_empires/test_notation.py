"""Notation: one canonical text per move, parse(fmt(a)) == a, lenient input, refusals as catalog
keys, and arbitrary text (huge numbers, other scripts' digits) refused, never raising anything
else (AE-3: a turn is one action, written as one or more moves)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.ascending_empires import GAME
from games.ascending_empires.data import HOLES, LETTERS, PLANET_COLOURS
from games.ascending_empires.notation import Outcome, Rest, fmt, hole_key, parse, ship_key
from games.ascending_empires.state import encode
from games.base import IllegalMove

SHIPS = [f"{c}{k}" for c in LETTERS for k in (*range(1, 9), "b")]
holes = st.sampled_from(HOLES)
ships = st.sampled_from(SHIPS)
group = st.lists(ships, min_size=1, max_size=5, unique=True).map(
    lambda g: tuple(sorted(g, key=ship_key)))
rest_at = st.one_of(st.none(), st.tuples(st.integers(0, 90_000), st.integers(0, 90_000)))
outcomes = st.builds(
    lambda moved, hit, ram, seal: Outcome(
        tuple(Rest(sid, at) for sid, at in sorted(moved.items(), key=lambda i: ship_key(i[0]))),
        hit, ram, seal),
    st.dictionaries(ships, rest_at, max_size=6),
    st.one_of(st.none(), ships, holes), st.one_of(st.none(), ships),
    st.text("0123456789abcdef", min_size=10, max_size=10))

actions = st.one_of(
    st.lists(holes, max_size=2).map(lambda h: ("recruit", tuple(sorted(h, key=hole_key)))),
    holes.map(lambda h: ("return", h)),
    st.tuples(st.just("launch"), holes, st.booleans(), st.one_of(st.none(),
                                                                st.integers(0, 3599))),
    st.tuples(st.just("flick"), ships, st.integers(0, 3599), st.integers(10, 1000)),
    st.tuples(st.just("flick"), ships, st.integers(0, 3599), st.integers(10, 1000), outcomes),
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
    """AE-3 / AE-8.3 / AE-6.1: every action (a launch with its angle, a flick with its
    record) has one canonical text that parses back to it."""
    assert parse(fmt(a)) == a
    head, sep, record = fmt(a).partition(" = ")
    assert parse(head.upper() + sep + record) == a
    assert fmt(parse("  " + head.replace(" ", "   ") + " " + sep + record)) == fmt(a)


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
    assert fmt(parse("launch h1 at -90")) == "launch H1 at 270"
    assert fmt(parse("launch A3 battleship at 400.04")) == "launch A3 battleship at 40"
    assert fmt(parse("retire supply r3")) == "retire r3 supply"
    assert fmt(parse("end")) == "done"


def test_a_flick_record_is_read_as_the_engine_writes_it():
    """AE-6.1: after `=`, holes are upper case and ships lower case (`B3` is a planet, `b3` a
    ship), positions in hundredths of a mm."""
    a = parse("flick b2 110.9 12.5 = b2 713.6 216.07 b3 off hit B3 ram b3 #ba686b7653")
    assert a[4] == Outcome((Rest("b2", (71360, 21607)), Rest("b3", None)), "B3", "b3",
                           "ba686b7653")
    assert parse("flick b2 110.9 12.5 = b2 713.6 216.07 hit b3 #ba686b7653")[4].hit == "b3"


@pytest.mark.parametrize("text,key", [
    ("", "ae.err.empty"),
    ("fly r1", "ae.err.not_a_move"),
    ("re H1", "ae.err.ambiguous"),
    ("build c A3", "ae.err.ambiguous"),
    ("mine A3 4", "ae.err.mine_count"),
    ("mine A3 ²", "ae.err.mine_count"),
    ("land r9 A3", "ae.err.not_a_ship"),
    ("recruit Z9", "ae.err.not_a_hole"),
    ("recruit H1 H1 H1", "ae.err.recruit_too_many"),
    ("flick r1 ten 5", "game.not_a_number"),
    ("flick r1 1e1000000 50", "game.not_a_number"),
    ("flick r1 ² 50", "game.not_a_number"),
    ("flick r1 ٣ 50", "game.not_a_number"),
    ("flick r1 0 " + "9" * 5000, "game.move_too_long"),
    ("flick r1 0 " + "9" * 200, "game.not_a_number"),
    ("flick r1 0 999999999", "game.number_out_of_range"),
    ("flick r1 0 0.5", "ae.err.power_range"),
    ("flick r1 10", "game.move_missing"),
    ("flick r1 10 5 6", "game.move_extra"),
    ("flick r1 10 5 = r1 1e9 3 #0123456789", "game.not_a_number"),
    ("flick r1 10 5 = r1 3 3", "game.move_missing"),
    ("flick r1 10 5 = r1 3 3 #xyz", "ae.err.record_malformed"),
    ("flick r1 10 5 = r1 3 3 hit b9 #0123456789", "ae.err.record_malformed"),
    ("flick r1 10 5 = r2 3 3 r1 4 4 #0123456789", "ae.err.record_malformed"),
    ("land r1 A3 = r1 3 3", "game.move_extra"),
    ("launch H1 at 1e5", "game.not_a_number"),
    ("attack b1 with r1 r1", "ae.err.attacker_twice"),
    ("attack b1", "ae.err.no_attackers"),
    ("research pink", "ae.err.unknown_word"),
    ("retire", "ae.err.retire_none"),
    ("retire r1 r1", "ae.err.retire_twice"),
])
def test_malformed_moves_are_refused_with_a_catalog_key(text, key):
    """AE-3: malformed text is refused with a catalog key (the player reads it in their
    language); numbers are plain ASCII digits, bounded, without exponents."""
    with pytest.raises(IllegalMove) as info:
        parse(text)
    assert info.value.key == key, (text, str(info.value))


def test_refusals_name_what_was_wrong():
    """AE-3: the parameters carry the player's words and the choices."""
    with pytest.raises(IllegalMove) as info:
        parse("build c A3")
    assert info.value.params["options"] == ["colony", "city"]
    with pytest.raises(IllegalMove) as info:
        parse("flick r1 0 0.5")
    assert info.value.rule == "AE-6.1" and info.value.params["low"] == "1"


WORDS = ["recruit", "return", "launch", "flick", "land", "confirm", "decline", "done", "mine",
         "build", "research", "attack", "bombard", "retire", "with", "station", "colony",
         "city", "orange", "grey", "supply", "battleship", "at", "=", "off", "hit", "ram",
         "#0123456789", "H1", "H3", "A4", "G2", "B3", "b3", "r1", "r2", "b1", "rb", "0", "2",
         "3", "45.5", "-10", "100", "1e9", "1e1000000", "²", "٣", "9" * 40, "nan", "x", "é",
         "  "]


def _state(seed: int, steps: int):
    rnd = random.Random(seed)
    s = GAME.new(2 + seed % 3, seed, {})
    for _ in range(steps):
        if GAME.is_over(s):
            break
        s = GAME.apply(s, s.seat, rnd.choice(GAME.legal_moves(s, s.seat)))
    return s


STATES = [_state(seed, steps) for seed, steps in ((1, 0), (2, 7), (3, 30), (4, 80), (5, 120))]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(state=st.sampled_from(STATES), words=st.lists(st.sampled_from(WORDS), max_size=7),
       shift=st.integers(0, 3))
def test_any_text_is_legal_or_refused_without_change(state, words, shift):
    """AE-3: any text is either a move `apply` accepts (listed when it is not a flick or a
    launch at a chosen angle) or an IllegalMove; the state is unchanged either way."""
    s = state
    seat = (s.seat + shift) % s.n
    before = encode(s)
    text = " ".join(words)
    try:
        GAME.apply(s, seat, text)
    except IllegalMove:
        assert encode(s) == before
        return
    move = GAME.canonical(s, seat, text)
    assert move.startswith(("flick", "launch")) or move in GAME.legal_moves(s, seat)
    assert encode(s) == before


@settings(max_examples=80, deadline=None)
@given(state=st.sampled_from(STATES), text=st.one_of(
    st.text(max_size=40),
    st.lists(st.one_of(st.sampled_from(WORDS), st.text(max_size=8)), max_size=8).map(" ".join)))
def test_arbitrary_text_is_refused_cleanly(state, text):
    """AE-3: arbitrary strings (any script, any digits) never raise anything but
    IllegalMove."""
    try:
        parse(text)
        GAME.canonical(state, state.seat, text)
    except IllegalMove as refused:
        assert refused.key.startswith(("ae.err.", "game."))
