"""`BattlestarGalactica`: the `games.base.Game` implementation tying the modules together."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.base import JSON, Game, GameInfo, Option
from games.battlestar_galactica import (  # noqa: F401  (modules register their frame ops)
    abilities,
    actions,
    cards,
    checks,
    combat,
    conflicted,
    crisis,
    cylon_fleet,
    cylon_locations,
    cylons,
    effects,
    effects_ships,
    execution,
    ionian,
    ionian_specials,
    jump,
    locations,
    loyalty,
    movement,
    rolls,
    sca,
    specials,
    trial,
    turn,
)
from games.battlestar_galactica import notation as N
from games.battlestar_galactica.machine import answer, awaiting, options_of
from games.battlestar_galactica.players import cylon_team
from games.battlestar_galactica.setup import new_game
from games.battlestar_galactica.state import State, decode, encode
from games.battlestar_galactica.view import build_view

INFO = GameInfo(
    key="battlestar_galactica",
    title="Battlestar Galactica",
    min_seats=3,
    max_seats=6,
    options=(
        Option("exodus", "bool", True, "bsg.option.exodus"),
        Option("cylon_fleet", "bool", False, "bsg.option.cylon_fleet"),
        Option("personal_goals", "bool", False, "bsg.option.personal_goals"),
        Option("final_five", "bool", False, "bsg.option.final_five"),
        Option("objective", "choice", "kobol", "bsg.option.objective",
               choices=("kobol", "ionian_nebula")),
        Option("no_sympathizer", "bool", False, "bsg.option.no_sympathizer"),
        Option("pegasus_style_loyalty", "bool", False, "bsg.option.pegasus_style_loyalty"),
        Option("cf_keep_damage", "bool", False, "bsg.option.cf_keep_damage"),
        Option("ally_tie", "choice", "current_player", "bsg.option.ally_tie",
               choices=("current_player", "turn_order")),
    ),
    late_bank_hours=24,  # BSG-27.3's example: a day per player per game
    ai_levels=("random", "crew"),
    prefix="bsg",
    teams=True,
)
ABSENT = {"contribute": "contribute none", "window": "pass"}  # BSG-27.3


class BattlestarGalactica(Game[State]):
    info = INFO

    def new(self, seats: int, seed: int, options: Mapping[str, Any]) -> State:
        return new_game(seats, seed, self.info.resolve_options(options, seats))

    def awaiting(self, state: State) -> tuple[int, ...]:
        return awaiting(state)

    def to_act(self, state: State) -> int | None:
        seats = awaiting(state)
        return seats[0] if seats else None

    def legal_moves(self, state: State, seat: int) -> list[str]:
        return list(options_of(state, seat)) if state.phase != "over" else []

    def canonical(self, state: State, seat: int, move: str) -> str:
        return N.canonical(state, seat, move)

    def apply(self, state: State, seat: int, move: str) -> State:
        text = N.canonical(state, seat, move)
        s = state.clone()
        s.moves += 1
        if text.startswith("order "):  # a seat's own hidden settings: the board stays as it is
            N.apply_order(s, seat, text)
        else:
            s.events = []
            answer(s, seat, text)
            N.drop_lapsed_orders(s)
        return s

    def anytime(self, move: str) -> bool:
        """Standing orders (BSG-27.4) are given, changed and cancelled at any time."""
        return move.split()[:1] == ["order"]

    def public_move(self, seat: int, move: str) -> str:
        return N.public(move)

    def reveals(self, before: State, after: State) -> bool:
        return before.reveals != after.reveals or before.rng != after.rng

    def turn_key(self, state: State) -> tuple[int, int]:
        return state.step, state.key_seat

    def view(self, state: State, seat: int | None) -> JSON:
        return dict(build_view(state, seat))

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def ranking(self, state: State) -> list[list[int]]:
        """One place per team once the game is over (BSG-19.3)."""
        seats = list(range(state.seats))
        if state.phase != "over":
            return [seats]
        won = [q for q in seats if cylon_team(state, q) == (state.winner == "cylons")]
        lost = [q for q in seats if q not in won]
        return [won, lost] if won and lost else [seats]

    def scores(self, state: State) -> list[int]:
        if state.phase != "over":
            return [0] * state.seats
        won = self.ranking(state)[0]
        return [1 if q in won and len(self.ranking(state)) > 1 else 0
                for q in range(state.seats)]

    def ai_move(self, state: State, seat: int, level: str, seed: int) -> str:
        from games.battlestar_galactica.ai import choose_move

        return choose_move(state, seat, level, seed)

    def timeout_move(self, state: State, seat: int) -> str | None:
        """An absent player contributes nothing and passes interrupt windows (BSG-27.3)."""
        if state.pending is None or seat not in state.pending["seats"]:
            return None
        return ABSENT.get(state.pending["kind"])

    def encode(self, state: State) -> JSON:
        return encode(state)

    def decode(self, data: JSON) -> State:
        return decode(data)
