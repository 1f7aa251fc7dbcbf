"""AI players: `random` (any legal move) and `crew` (see `ai_crew.py`)."""

from __future__ import annotations

from games import rng
from games.base import GameError
from games.battlestar_galactica.machine import options_of
from games.battlestar_galactica.state import State


def choose_move(s: State, seat: int, level: str, seed: int) -> str:
    if level == "crew" and s.pending is not None and s.pending["kind"] == "contribute" \
            and seat in s.pending["seats"]:
        from games.battlestar_galactica.ai_crew import crew_move

        return crew_move(s, seat, [], seed)  # a contribution is built, not listed
    moves = options_of(s, seat)
    if not moves:
        raise GameError("game.ai_no_move")
    if level == "crew":
        from games.battlestar_galactica.ai_crew import crew_move

        return crew_move(s, seat, moves, seed)
    _, pick = rng.randint(rng.seed_state(seed), 0, len(moves) - 1)
    return moves[pick]
