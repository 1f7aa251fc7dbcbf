"""Notation: one canonical form per move, lenient input, clear errors."""

from __future__ import annotations

import random

import pytest

from bot import i18n
from games.alien_frontiers import GAME
from games.alien_frontiers.notation import fmt, parse
from games.base import IllegalMove


def _states(count: int = 15):
    rnd = random.Random(5)
    for seed in range(count):
        s = GAME.new(2 + seed % 3, seed, {})
        for _ in range(rnd.randrange(0, 400)):
            if GAME.is_over(s):
                break
            s = GAME.apply(s, s.seat, rnd.choice(GAME.legal_moves(s, s.seat)))
        yield s


def test_round_trip_of_legal_moves():
    """AF-3.2: every listed move parses back to itself: parse(format(m)) == m."""
    for s in _states():
        for m in GAME.legal_moves(s, s.seat):
            a = parse(m)
            assert fmt(a) == m
            assert parse(fmt(a)) == a
            assert GAME.canonical(s, s.seat, m) == m


@pytest.mark.parametrize(
    ("text", "canon"),
    [
        ("  DOCK  4   Solar ", "dock 4 solar"),
        ("dock 3,3 ship", "dock 3 3 shipyard"),
        ("dock 555 cons hei", "dock 5 5 5 constructor heinlein"),
        ("dock 4 2 3 raiders", "dock 2 3 4 outpost"),
        ("dock 6 terraforming lem_badlands", "dock 6 terraform lem"),
        ("use teleporter mine 6 artifact", "use orbital_teleporter mine 6 artifact"),
        ("use cannon shipyard r3 red 3", "use plasma_cannon shipyard red3 red3"),
        ("discard polarity lem red herbert yellow",
         "discard polarity_device herbert yellow lem red"),
        ("raid b 1 ore r 2 fuel", "raid red 2 fuel blue 1 ore"),
        ("raid card g city", "raid card green alien_city"),
        ("return 1 ore 2 fuel", "return 2 fuel 1 ore"),
        ("buy", "buy relic"),
        ("launch van", "launch van_vogt"),
        ("use warper 2 1", "use temporal_warper 1 2"),
        ("discard stasis burroughs_desert", "discard stasis_beam burroughs"),
        ("discard booster pos", "discard booster_pod positron"),
    ],
)
def test_variants(text, canon):
    """AF-3.2 notation variants map to the canonical form."""
    assert fmt(parse(text)) == canon


@pytest.mark.parametrize(
    "text",
    ["", "fly 3", "dock", "dock 7 solar", "dock 3 moon", "dock 3 m", "dock 3 3 3 constructor",
     "use", "use alien_city", "discard resource_cache", "raid", "return", "take nothing",
     "dock 3 solar extra", "launch h", "use plasma_cannon mine", "raid 2 fuel"],
)
def test_malformed(text):
    """AF-3.2: malformed text raises IllegalMove with a readable message."""
    with pytest.raises(IllegalMove) as info:
        parse(text)
    for lang in i18n.LANGUAGES:
        words = i18n.say(lang, info.value)
        assert words and not words.startswith(("af.", "game.")), (lang, words)


def test_malformed_lists_kinds():
    """AF-3.2: an unknown move lists the move kinds."""
    s = GAME.new(4, 1, {})
    with pytest.raises(IllegalMove) as info:
        GAME.apply(s, s.seat, "jump")
    assert "dock" in i18n.say("en", info.value) and "discard" in i18n.say("en", info.value)


def test_out_of_turn():
    """AF-3.9: another seat's move is refused."""
    s = GAME.new(4, 1, {})
    other = (s.seat + 1) % 4
    with pytest.raises(IllegalMove) as info:
        GAME.canonical(s, other, "end")
    assert "not your turn" in i18n.say("en", info.value)
