"""The move notation: aliases, canonical forms, refusals, and fuzzing (BSG-27.6)."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.base import IllegalMove
from games.battlestar_galactica import GAME
from games.battlestar_galactica.machine import frame
from tests.battlestar_galactica.conftest import game, quiet, run, seat_of

CHARS = ["roslin", "adama", "apollo", "tyrol"]
STATE = game(4, CHARS, seed=3)


def movement_state():
    s = quiet(STATE)
    chief = seat_of(s, "tyrol")
    s.players[chief]["hand"] = ["le3", "en1"]
    return run(s, frame("movement", seat=chief)), chief


def test_aliases_and_canonical_forms():
    """BSG-27.6: PBF-style words are accepted (`lea3`, `ftl`, `chief`, `sb`) and every move has
    one canonical spelling."""
    s, chief = movement_state()
    assert GAME.canonical(s, chief, "MOVE  ftl") == "move ftl_control"
    assert GAME.canonical(s, chief, "move ftl_control") == "move ftl_control"
    apollo = seat_of(s, "apollo")
    s2 = run(quiet(s), frame("movement", seat=apollo))
    area = s2.players[apollo]["viper"]["area"]
    assert GAME.canonical(s2, apollo, "fly pq" if area == "port_bow" else "fly pb") in (
        "fly port_quarter", "fly port_bow")
    from games.battlestar_galactica.notation import normal

    assert normal("contribute LEA-3 eng1 pol_2") == "contribute le3 en1 po2"
    assert normal("target Chief") == "target tyrol"


def test_refusals_are_catalog_keys():
    """BSG-4.3 / BSG-4.2: refusals name the rule and are catalog keys."""
    s, chief = movement_state()
    with pytest.raises(IllegalMove) as hazard:
        GAME.canonical(s, chief, "move sickbay")
    assert hazard.value.key == "bsg.err.hazardous" and hazard.value.rule == "BSG-4.3"
    with pytest.raises(IllegalMove) as wrong:
        GAME.canonical(s, (chief + 1) % 4, "move command")
    assert wrong.value.key == "bsg.err.not_waiting_on_you"
    with pytest.raises(IllegalMove) as unknown:
        GAME.canonical(s, chief, "move bridge_of_pegasus")
    assert unknown.value.key == "bsg.err.unknown_location"
    with pytest.raises(IllegalMove) as long:
        GAME.canonical(s, chief, "x" * 400)
    assert long.value.key == "game.move_too_long"


WORDS = st.sampled_from(["move", "fly", "contribute", "play", "target", "order", "pass",
                         "ftl", "le3", "lea9", "zz", "none", "roll", "-1", "99999999999",
                         "²", "fore", "choose", "a", "b", "cancel", "discard", "act"])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(WORDS, max_size=6), st.integers(0, 3))
def test_fuzzing_words_gives_a_move_or_a_refusal(words, seat):
    """BSG-27.6 / BSG-27.7: any text is a legal move or an IllegalMove, never another error."""
    s, _ = movement_state()
    try:
        text = GAME.canonical(s, seat, " ".join(words))
    except IllegalMove:
        return
    GAME.apply(s, seat, text)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=80), st.integers(0, 3))
def test_fuzzing_any_text(text, seat):
    """BSG-27.6: arbitrary unicode never crashes the parser."""
    s, _ = movement_state()
    with contextlib.suppress(IllegalMove):
        GAME.canonical(s, seat, text)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32), st.integers(0, 60))
def test_every_listed_move_is_canonical(seed, steps):
    """BSG-27.2: whatever the position, every listed move parses to itself."""
    import random

    s = GAME.new(3 + seed % 4, seed, {})
    rnd = random.Random(seed)
    for _ in range(steps):
        if GAME.is_over(s):
            return
        seat = rnd.choice(GAME.awaiting(s))
        moves = GAME.legal_moves(s, seat)
        for m in moves[:40]:
            assert GAME.canonical(s, seat, m) == m
        s = GAME.apply(s, seat, rnd.choice(moves))
