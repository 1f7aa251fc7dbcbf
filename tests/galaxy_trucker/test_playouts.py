"""Seeded whole games (3 rounds, 2-5 players, every module on): after every move tiles are
conserved, crew and goods fit the ship, credits recount from the events, the JSON round trip is
exact, and at the end the game replays from its log. More games: `GT_PLAYOUTS=N`."""

from __future__ import annotations

import os

import pytest

from games.galaxy_trucker import GAME
from games.match import Match
from tests.galaxy_trucker.helpers import ALL_MODULES
from tests.galaxy_trucker.invariants import check_all

PLAYOUTS = int(os.environ.get("GT_PLAYOUTS", "4"))
VARIANTS = [
    dict(ALL_MODULES),
    {**ALL_MODULES, "class_1": "IA", "class_2": "IIA", "class_3": "IIIa"},
    {**ALL_MODULES, "building": "shared", "strict_building": False},
    {**ALL_MODULES, "strict_building": False, "lenient_repairs": True,
     "intrigue_variant": "prophet", "five_player_rewards": "literal",
     "five_player_ties": "rear_first", "cannon_boost": "flat", "hyperspace": "current_only",
     "trustbusters": "largest", "wide_open_space": "double", "speed_trap": "per_player",
     "infected_goods": "loaded", "gave_up_rounding": "down", "rough_roads": "late"},
]


def playout(seed: int, seats: int, options: dict, levels: tuple[str, ...]) -> Match:
    match = Match.start(GAME, seats, seed, options)
    ledger = [0] * seats
    turn = 0
    while not GAME.is_over(match.state):
        waiting = GAME.awaiting(match.state)
        assert waiting
        seat = waiting[turn % len(waiting)]
        move = GAME.ai_move(match.state, seat, levels[seat], seed * 7919 + turn)
        assert GAME.canonical(match.state, seat, move) == move
        match.play(seat, move)
        check_all(match.state, ledger)
        if turn % 8 == 0:
            declare_and_withdraw(match)
        turn += 1
        assert turn < 20000
    return match


def declare_and_withdraw(match: Match) -> None:
    """GT-3.10.1: a seat in flight the game does not wait on declares a give-up and withdraws
    it, out of turn: whose turn it is and what every other seat sees stay as they were."""
    s = match.state
    idle = [p for p in range(s.n) if p not in GAME.awaiting(s) and GAME.legal_moves(s, p)]
    if not idle:
        return
    seat = idle[0]
    assert all(GAME.anytime(m) for m in GAME.legal_moves(s, seat))
    others = [p for p in (None, *range(s.n)) if p != seat]
    seen = [{k: v for k, v in GAME.view(s, p).items() if k != "events"} for p in others]
    key, waiting = GAME.turn_key(s), GAME.awaiting(s)
    match.play(seat, "give up")
    match.play(seat, "give up cancel")
    after = match.state
    assert GAME.turn_key(after) == key and GAME.awaiting(after) == waiting
    assert seen == [{k: v for k, v in GAME.view(after, p).items() if k != "events"}
                    for p in others]
    assert after.retire == s.retire


@pytest.mark.parametrize("k", range(PLAYOUTS))
def test_whole_games_keep_every_invariant(k: int) -> None:
    """Whole 3-round games with every module keep every invariant and replay exactly
    (GT-0.5, GT-0.6, GT-2.1.1, GT-3.4.2, GT-4.6, GT-6.7)."""
    seats = 2 + k % 4
    options = VARIANTS[k % len(VARIANTS)]
    levels = tuple("builder" if (p + k) % 2 else "random" for p in range(seats))
    match = playout(1000 + k, seats, options, levels)
    assert match.state.round == 3 and len(match.state.results) == 3
    again = Match.replay(GAME, seats, 1000 + k, options, match.log)
    assert GAME.encode(again.state) == GAME.encode(match.state)
    assert sorted(p for place in GAME.ranking(match.state) for p in place) == list(range(seats))
