"""The engine contract, with the tiny fake game: options, replay, undo, RNG, JSON round trip."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games import registry, rng
from games.base import GameError, IllegalMove
from games.match import UNDO, Match


def race() -> Match:
    return Match.start(registry.get("race"), 3, seed=7, options={})


def test_options_are_resolved_with_defaults_and_checked() -> None:
    info = registry.get("race").info
    assert info.resolve_options({}, 2) == {"target": 10}
    assert info.resolve_options({"target": "12"}, 4) == {"target": 12}
    for bad, seats in (({"target": "x"}, 2), ({"target": 99}, 2), ({"speed": 1}, 2), ({}, 5)):
        with pytest.raises(GameError):
            info.resolve_options(bad, seats)


def test_rng_is_deterministic_and_lives_in_one_int() -> None:
    a = rng.roll(rng.seed_state(5), 10)
    b = rng.roll(rng.seed_state(5), 10)
    assert a == b and all(1 <= face <= 6 for face in a[1])
    state, order = rng.shuffled(rng.seed_state(9), range(20))
    assert sorted(order) == list(range(20)) and isinstance(state, int)


def test_out_of_turn_and_illegal_moves_change_nothing() -> None:
    match = race()
    before = json.dumps(match.game.encode(match.state), sort_keys=True)
    other = (match.to_act() + 1) % 3
    with pytest.raises(IllegalMove, match=r"game\.not_your_turn"):
        match.play(other, "roll")
    with pytest.raises(IllegalMove):
        match.play(match.to_act(), "add 7")
    assert json.dumps(match.game.encode(match.state), sort_keys=True) == before
    assert match.log == []


def test_undo_stops_at_the_last_reveal_and_at_the_turn_start() -> None:
    match = race()
    seat = match.to_act()
    assert UNDO not in match.legal_moves(seat)
    match.play(seat, "roll")  # a reveal
    assert UNDO not in match.legal_moves(seat)
    match.play(seat, "add 1")
    assert UNDO in match.legal_moves(seat)
    match.play(seat, UNDO)
    assert match.state["scores"][seat] == 0 and match.state["die"] is not None
    with pytest.raises(IllegalMove, match=r"game\.nothing_to_undo"):
        match.play(seat, UNDO)
    match.play(seat, "add 1")
    match.play(seat, "end")
    assert not match.can_undo(match.to_act())


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**63 - 1), st.lists(st.integers(0, 5), max_size=80),
       st.integers(2, 4))
def test_any_game_replays_from_seed_and_log(seed: int, picks: list[int], seats: int) -> None:
    game = registry.get("race")
    match = Match.start(game, seats, seed, {})
    for pick in picks:
        seat = match.to_act()
        if seat is None:
            break
        moves = match.legal_moves(seat)
        match.play(seat, moves[pick % len(moves)])
    again = Match.replay(game, seats, seed, {}, match.log)
    assert game.encode(again.state) == game.encode(match.state)
    assert game.decode(json.loads(json.dumps(game.encode(match.state)))) == match.state


def test_a_simultaneous_step_waits_on_every_seat_and_keeps_undo_to_each_mover() -> None:
    """Sealed bids: every seat owes an answer at once; another seat's answer ends your undo."""
    match = Match.start(registry.get("bids"), 3, seed=1, options={})
    assert match.awaiting() == (0, 1, 2)
    match.play(2, "bid 3")
    assert match.awaiting() == (0, 1) and match.to_act() == 0
    assert match.can_undo(2) is False  # seat 2 has answered: it is no longer awaited
    match.play(0, "bid 1")
    assert UNDO not in match.legal_moves(0)  # answered too
    with pytest.raises(IllegalMove, match=r"game\.not_your_turn"):
        match.play(2, "bid 1")
    match.play(1, "bid 0")
    assert match.awaiting() == (0, 1, 2) and match.state["scores"] == [0, 0, 1]
    assert match.game.public_move(1, "bid 0") == "bid ?"
    again = Match.replay(match.game, 3, 1, {}, match.log)
    assert again.state == match.state
