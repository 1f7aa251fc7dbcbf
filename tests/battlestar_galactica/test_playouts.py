"""Seeded random whole games for 3–6 players with the Exodus options on and off: after every
move every card, token and ship is accounted for, dials and tracks stay in range, no view
holds another seat's secrets, the JSON round trip is exact; at the end the game replays from
its log (BSG-2, BSG-19, BSG-26).

`BSG_PLAYOUTS` sets the number of games (default 12); `BSG_SLOW=1` adds 200 more."""

from __future__ import annotations

import os
import random

import pytest

from games.battlestar_galactica import GAME
from games.match import Match
from tests.battlestar_galactica.hidden_map import check_public_move
from tests.battlestar_galactica.invariants import check

PLAYOUTS = int(os.environ.get("BSG_PLAYOUTS", "12"))
OPTION_SETS = [
    {},
    {"exodus": False},
    {"cylon_fleet": True, "personal_goals": True, "final_five": True,
     "objective": "ionian_nebula"},
    {"cylon_fleet": True, "cf_keep_damage": True},
    {"personal_goals": True, "final_five": True},
    {"objective": "ionian_nebula", "ally_tie": "turn_order"},
    {"no_sympathizer": True, "pegasus_style_loyalty": True},
]
MOVE_CAP = 20000


def playout(seats: int, seed: int, options: dict, every: int = 1) -> Match:
    rnd = random.Random(seed)
    match = Match.start(GAME, seats, seed, options)
    check(match.state)
    for number in range(MOVE_CAP):
        awaited = match.awaiting()
        if not awaited:
            break
        seat = rnd.choice(awaited)
        moves = GAME.legal_moves(match.state, seat)
        assert moves and len(set(moves)) == len(moves)
        move = rnd.choice(moves)
        assert GAME.canonical(match.state, seat, move) == move
        before = match.state
        match.play(seat, move)
        check_public_move(before, match.state, seat, move)
        if number % every == 0 or not match.awaiting():
            check(match.state)
    else:
        pytest.fail(f"{seats} players, seed {seed}: no end after {MOVE_CAP} moves")
    assert GAME.is_over(match.state)
    ranking = GAME.ranking(match.state)
    assert sorted(q for place in ranking for q in place) == list(range(seats))
    return match


@pytest.mark.parametrize("k", range(PLAYOUTS))
def test_random_playout(k: int) -> None:
    """BSG-2 / BSG-19 / BSG-19.3 / BSG-26 / BSG-27.9: whole random games keep every invariant
    and replay exactly from seed and log."""
    seats = 3 + k % 4
    options = OPTION_SETS[k % len(OPTION_SETS)]
    match = playout(seats, 500 + k, options, every=1 if k < 2 else 5)
    again = Match.replay(GAME, seats, 500 + k, options, match.log)
    assert GAME.encode(again.state) == GAME.encode(match.state)


@pytest.mark.slow
@pytest.mark.skipif("BSG_SLOW" not in os.environ, reason="set BSG_SLOW=1 for 200 games")
def test_many_playouts() -> None:
    """BSG-19: two hundred games across every option set."""
    for k in range(200):
        playout(3 + k % 4, 10_000 + k, OPTION_SETS[k % len(OPTION_SETS)], every=7)


@pytest.mark.parametrize("k", range(len(OPTION_SETS)))
def test_crew_playout(k: int) -> None:
    """BSG-2 / BSG-19 / BSG-23.3: whole games where `crew` seats (with a `random` one) play the
    lines people play (reveals, executions, jumps to the end, every option set) keep every
    invariant and replay exactly; random play alone rarely gets that far."""
    seats = 3 + k % 4
    options = OPTION_SETS[k]
    levels = ["crew"] * (seats - 1) + ["random"]
    match = Match.start(GAME, seats, 900 + k, options)
    for number in range(MOVE_CAP):
        awaited = match.awaiting()
        if not awaited:
            break
        seat = awaited[0]
        move = GAME.ai_move(match.state, seat, levels[seat], 31 * k + number)
        before = match.state
        match.play(seat, move)
        check_public_move(before, match.state, seat, move)
        if number % 5 == 0 or not match.awaiting():
            check(match.state)
    assert GAME.is_over(match.state)
    again = Match.replay(GAME, seats, 900 + k, options, match.log)
    assert GAME.encode(again.state) == GAME.encode(match.state)
