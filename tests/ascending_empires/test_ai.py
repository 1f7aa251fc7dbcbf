"""AI players: legal, deterministic, blind to hidden planets; `aim` beats `random` and games
between them finish (AE-7.1)."""

from __future__ import annotations

import random

import pytest

from games.ascending_empires import GAME
from games.ascending_empires.ai import LEVELS, choose_move
from games.ascending_empires.state import State, decode, encode
from tests.ascending_empires.test_playouts import pick
from tests.ascending_empires.test_view import _shuffle_unseen


def _positions() -> list[State]:
    """Positions from seeded playouts (2–4 players) in every phase that has a choice."""
    out: list[State] = []
    seen: dict[str, int] = {}
    for seed in range(12):
        rnd = random.Random(seed)
        s = GAME.new(2 + seed % 3, seed, {})
        while not GAME.is_over(s):
            if seen.get(s.phase, 0) < (8 if s.phase in ("action", "move") else 4) and (
                    s.phase not in ("action", "move") or rnd.random() < 0.05):
                seen[s.phase] = seen.get(s.phase, 0) + 1
                out.append(s)
            s = GAME.apply(s, s.seat, pick(rnd, GAME.legal_moves(s, s.seat), s))
    assert {"action", "move", "peek", "recruit"} <= set(seen)
    return out


@pytest.fixture(scope="module")
def positions() -> list[State]:
    """Made once per test process that runs these tests, not at collection."""
    return _positions()


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_legal_deterministic_moves(level: str, positions: list[State]) -> None:
    """AE-3: the AI's move is accepted by the engine in every phase (a flick as aimed, the
    engine adding its record), and the same inputs give the same move; the state it is given is
    left as it was."""
    for k, s in enumerate(positions):
        before = encode(s)
        move = choose_move(s, s.seat, level, seed=k)
        assert GAME.public_move(s.seat, GAME.canonical(s, s.seat, move)) == move
        assert move.startswith("flick") or move in GAME.legal_moves(s, s.seat)
        assert encode(s) == before
        assert choose_move(decode(encode(s)), s.seat, level, seed=k) == move


def test_aim_does_not_use_planets_it_has_not_seen(positions: list[State]) -> None:
    """AE-3.2: the aim AI decides the same whatever the face-down tiles it has not seen are."""
    for k, s in enumerate(positions[::3]):
        move = choose_move(s, s.seat, "aim", seed=k)
        assert choose_move(_shuffle_unseen(s, s.seat, k), s.seat, "aim", seed=k) == move


def test_unknown_level_is_refused() -> None:
    s = GAME.new(2, 1, {})
    with pytest.raises(ValueError):
        choose_move(s, s.seat, "genius")


def test_engine_ai_move_uses_the_levels(positions: list[State]) -> None:
    """The engine's `ai_move` plays the AI of the level asked for."""
    s = positions[0]
    assert GAME.ai_move(s, s.seat, "aim", 3) == choose_move(s, s.seat, "aim", 3)


@pytest.mark.parametrize("seed,levels", [(1, ("aim", "random")), (2, ("random", "aim")),
                                         (3, ("random", "aim", "random"))])
def test_aim_beats_random_and_the_game_ends(seed: int, levels: tuple[str, ...]) -> None:
    """AE-7.1: games between the levels end (the pool empties) and `aim` wins."""
    s = GAME.new(len(levels), seed, {})
    for k in range(3000):
        if GAME.is_over(s):
            break
        s = GAME.apply(s, s.seat, choose_move(s, s.seat, levels[s.seat], seed * 10_000 + k))
    assert GAME.is_over(s) and s.pool == 0
    assert GAME.ranking(s)[0] == [levels.index("aim")]
