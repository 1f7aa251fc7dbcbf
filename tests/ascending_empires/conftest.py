"""Fixtures for Ascending Empires tests: build positions directly, play moves, check refusals."""

from __future__ import annotations

from typing import Any

import pytest

from bot import i18n
from games.ascending_empires import GAME
from games.ascending_empires.board import free_spot
from games.ascending_empires.data import HOLE_XY, LETTERS, ORBIT_R, ship_radius
from games.ascending_empires.state import State, encode
from games.ascending_empires.turn import new_state
from games.base import IllegalMove


class AE:
    """Position builder and move helpers (positions start from a 2–4 player setup, no aim
    error, every ship in the box unless placed)."""

    game = GAME

    def build(
        self,
        n: int = 2,
        seat: int = 0,
        seed: int = 1,
        planets: dict[str, dict[str, Any]] | None = None,
        ships: dict[str, tuple[float, float] | str] | None = None,
        supply_ships: dict[int, int] | None = None,
        supply: dict[int, dict[str, int]] | None = None,
        tech: dict[int, dict[str, int]] | None = None,
        pool: int | None = None,
        aim: str = "none",
    ) -> State:
        """`planets`: hole -> {"tile", "face_up", "occupant", "troops", "colonies", "cities",
        "stations"}; `ships`: id -> (x, y) or a hole (placed in its orbit, facing the centre);
        `supply_ships`: seat -> starships put in the supply."""
        s = new_state(n, seed, aim)
        s.seat = seat
        s.first = seat
        s.events = []
        for sid in list(s.pos):
            s.loc[sid] = "box"
            del s.pos[sid]
        for h, spec in (planets or {}).items():
            if "tile" in spec:
                s.tiles[h] = spec["tile"]
            if spec.get("face_up", "occupant" in spec):
                s.face_up.add(h)
            if "occupant" in spec:
                s.occupant[h] = spec["occupant"]
            for k in ("troops", "colonies", "cities", "stations"):
                if k in spec:
                    s.pieces[h][k] = spec[k]
        for sid, where in (ships or {}).items():
            if isinstance(where, str):
                spot = free_spot(s, where, ship_radius(sid))
                assert spot is not None
                where = spot
            s.loc[sid] = "board"
            s.pos[sid] = (float(where[0]), float(where[1]))
        for p, k in (supply_ships or {}).items():
            boxed = [f"{LETTERS[p]}{i}" for i in range(1, 9) if s.loc[f"{LETTERS[p]}{i}"] == "box"]
            for sid in boxed[:k]:
                s.loc[sid] = "supply"
        for p, values in (supply or {}).items():
            s.supply[p].update(values)
        for p, levels in (tech or {}).items():
            s.tech[p].update(levels)
        if pool is not None:
            s.pool = pool
        return s

    def orbit_point(self, hole: str, angle_deg: float = 0.0, dist: float = ORBIT_R) -> tuple:
        import math

        x, y = HOLE_XY[hole]
        a = math.radians(angle_deg)
        return (round(x + dist * math.cos(a), 2), round(y + dist * math.sin(a), 2))

    def moves(self, s: State) -> list[str]:
        return GAME.legal_moves(s, s.seat)

    def play(self, s: State, *moves: str) -> State:
        for m in moves:
            s = GAME.apply(s, s.seat, m)
        return s

    def refused(self, s: State, move: str, rule: str | None = None,
                seat: int | None = None) -> IllegalMove:
        """Assert `move` is refused and the state unchanged, with a catalog key that reads
        completely in every language; returns the IllegalMove."""
        before = encode(s)
        with pytest.raises(IllegalMove) as info:
            GAME.apply(s, s.seat if seat is None else seat, move)
        assert encode(s) == before
        error = info.value
        if rule is not None:
            assert error.rule == rule, (str(error), error.rule)
        assert error.key in i18n.catalog("en"), error.key
        for lang in i18n.LANGUAGES:
            text = i18n.say(lang, error)
            assert "{" not in text and "ae." not in text and "AE-" not in text, (lang, text)
        return error

    def events(self, s: State, kind: str) -> list[dict[str, Any]]:
        return [e for e in s.events if e["kind"] == kind]


@pytest.fixture
def ae() -> AE:
    return AE()
