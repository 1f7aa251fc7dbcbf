"""`AscendingEmpires`: the `games.base.Game` implementation tying the modules together."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from games.ascending_empires.data import AIM_LEVELS
from games.ascending_empires.notation import fmt
from games.ascending_empires.rules import execute, legal_actions, validate
from games.ascending_empires.scoring import ranking, ranking_explained, score
from games.ascending_empires.state import State, decode, encode
from games.ascending_empires.turn import new_state
from games.ascending_empires.view import build_view
from games.base import JSON, Game, GameInfo, Option

INFO = GameInfo(
    key="ascending_empires",
    title="Ascending Empires",
    min_seats=2,
    max_seats=4,
    options=(
        Option("aim_error", "choice", "small", "ae.option.aim_error", choices=AIM_LEVELS),
    ),
    ai_levels=("random", "aim"),
    prefix="ae",
)


class AscendingEmpires(Game[State]):
    info = INFO

    def ai_move(self, state: State, seat: int, level: str, seed: int) -> str:
        from games.ascending_empires.ai import choose_move

        return choose_move(state, seat, level, seed)

    def new(self, seats: int, seed: int, options: Mapping[str, Any]) -> State:
        opts = self.info.resolve_options(options, seats)
        return new_state(seats, seed, str(opts["aim_error"]))

    def to_act(self, state: State) -> int | None:
        return None if state.phase == "over" else state.seat

    def legal_moves(self, state: State, seat: int) -> list[str]:
        return [fmt(a) for a in legal_actions(state, seat)]

    def canonical(self, state: State, seat: int, move: str) -> str:
        return fmt(validate(state, seat, move))

    def apply(self, state: State, seat: int, move: str) -> State:
        a = validate(state, seat, move)
        nxt = state.clone()
        execute(nxt, seat, a)
        return nxt

    def reveals(self, before: State, after: State) -> bool:
        """A flick with aim error (the RNG), a peek or a scan (a seat learns a planet), or a
        planet turned face up."""
        return (
            before.rng != after.rng
            or before.known != after.known
            or before.face_up != after.face_up
        )

    def turn_key(self, state: State) -> tuple[int, int]:
        return (state.turn, state.seat)

    def view(self, state: State, seat: int | None) -> JSON:
        """`AEView` (games/ascending_empires/view.py) as the contract's plain JSON."""
        return cast(JSON, build_view(state, seat))

    def public_move(self, seat: int, move: str) -> str:
        """A played flick without its record (long, and of no interest to a reader)."""
        return move.partition(" = ")[0]

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def ranking(self, state: State) -> list[list[int]]:
        return ranking(state)

    def ranking_explained(self, state: State) -> list[tuple[list[int], str]]:
        return ranking_explained(state)

    def scores(self, state: State) -> list[int]:
        return [score(state, p) for p in range(state.n)]

    def encode(self, state: State) -> JSON:
        return encode(state)

    def decode(self, data: JSON) -> State:
        return decode(data)
