"""AI players: the builder makes legal, sensible ships and flies better than random."""

from __future__ import annotations

import random

from games.galaxy_trucker import GAME
from games.galaxy_trucker.structure import is_legal
from games.galaxy_trucker.tiles import TILES
from games.match import Match


def play(seed: int, levels: tuple[str, ...], stop_after_building: bool = False):
    s = GAME.new(len(levels), seed, {})
    rnd = random.Random(seed)
    turn = 0
    while not GAME.is_over(s):
        if stop_after_building and s.phase != "build":
            return s
        seat = rnd.choice(GAME.awaiting(s))
        move = GAME.ai_move(s, seat, levels[seat], seed * 1000 + turn)
        assert move in GAME.legal_moves(s, seat)
        s = GAME.apply(s, seat, move)
        turn += 1
    return s


def test_builder_ships_are_legal_and_sensible() -> None:
    """Connected, legal ships with engines, cannons and crew, built within the budget."""
    for seed in range(3):
        s = play(seed, ("builder", "builder", "builder"), stop_after_building=True)
        for ship in s.ships:
            kinds = [TILES[t].kind for t in ship.tiles.values()]
            assert is_legal(ship)
            assert len(ship.tiles) >= 6
            assert any(k in ("engine", "dengine", "engcannon") for k in kinds)
            assert any(k in ("cannon", "dcannon", "bicannon", "engcannon") for k in kinds)


def test_builder_beats_random() -> None:
    """Over a few seeded games the builder ends with more credits than a random player."""
    builder = rand = 0
    for seed in range(4):
        levels = ("builder", "random") if seed % 2 == 0 else ("random", "builder")
        s = play(100 + seed, levels)
        builder += s.credits[levels.index("builder")]
        rand += s.credits[levels.index("random")]
    assert builder > rand


def test_the_stand_in_is_the_builder_and_answers_every_prompt() -> None:
    """The turn clock's stand-in (the middle level) has a move for whatever is asked."""
    assert GAME.info.stand_in_level == "builder"
    match = Match.start(GAME, 2, 5, {"evil_machinations": True, "rough_roads": "all"})
    for turn in range(400):
        seat = match.to_act()
        if seat is None:
            break
        match.play(seat, GAME.ai_move(match.state, seat, "builder", turn))
