"""A game's story turn by turn: the position at the start of every turn, for replays.

Pure: replays the seed and move log through `Match` (so logged `undo` entries are honoured
exactly as they were at the table) and keeps the state each time `Game.turn_key` changes.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, TypeVar

from games.base import Game
from games.match import Match

S = TypeVar("S")


def turn_states(
    game: Game[S],
    seats: int,
    seed: int,
    options: Mapping[str, Any],
    log: Iterable[tuple[int, str]],
) -> list[S]:
    """The state at the start of every turn that was played, then the state after the last move.

    A game of N turns gives N + 1 states (a log with no move gives just the opening position).
    Raises `IllegalMove` if the log does not replay.
    """
    match = Match.start(game, seats, seed, options)
    states = [match.state]
    key = game.turn_key(match.state)
    kept_last = True  # whether the state after the last move is already in `states`
    for seat, move in log:
        match.play(seat, move)
        now = game.turn_key(match.state)
        kept_last = now != key  # undo never reaches back past the start of a turn
        if kept_last:
            states.append(match.state)
            key = now
    if not kept_last:
        states.append(match.state)
    return states
