"""Fixtures for Alien Frontiers tests: build positions directly, play moves, check invariants."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot import i18n  # noqa: E402
from games.alien_frontiers import GAME  # noqa: E402
from games.alien_frontiers.board import refresh  # noqa: E402
from games.alien_frontiers.data import (  # noqa: E402
    ALL_CARDS,
    COLOURS,
    FIELDS,
    NSHIPS,
    RELIC,
    TERR_INDEX,
)
from games.alien_frontiers.state import State  # noqa: E402
from games.alien_frontiers.turn import new_state, reset_turn  # noqa: E402


class AF:
    """Position builder and move helpers."""

    game = GAME
    colours = COLOURS

    def build(
        self,
        n: int = 4,
        seat: int = 0,
        roll: tuple[int, ...] | list[int] = (),
        fuel: dict[int, int] | None = None,
        ore: dict[int, int] | None = None,
        cards: dict[int, list[str]] | None = None,
        display: list[str] | None = None,
        discard: list[str] | None = None,
        docked: dict[str, list[tuple[int, ...]]] | None = None,
        colonies: dict[str, dict[int, int]] | None = None,
        hub: dict[int, int] | None = None,
        fields: dict[str, str] | None = None,
        relic: tuple[str, int] | None = None,
        stock: dict[int, int] | None = None,
        long: bool = False,
    ) -> State:
        """A position where `seat` is to act in the play phase with `roll` undocked.

        docked: facility -> [(seat, value) or (seat, value, slot)]; seat -1 is not allowed.
        relic: (where, value) for the relic held by `seat` ("fleet", a facility, "bay").
        stock: seat -> ships in the stock (default: 6 minus ships used, at least 3 non-stock).
        """
        s = new_state(n, 0, long)
        s.seat = seat
        s.turn = 1
        s.phase = "play"
        s.events = []
        s.prev_events = []
        reset_turn(s)
        s.fuel = [0] * n
        s.ore = [0] * n
        for p, v in (fuel or {}).items():
            s.fuel[p] = v
        for p, v in (ore or {}).items():
            s.ore[p] = v
        s.sfuel = 30 - sum(s.fuel)
        s.sore = 20 - sum(s.ore)
        s.cards = [sorted((cards or {}).get(p, [])) for p in range(n)]
        s.discard = list(discard or [])
        pool = list(ALL_CARDS)
        for hand in s.cards:
            for c in hand:
                pool.remove(c)
        for c in s.discard:
            pool.remove(c)
        if display is None:
            display = [c for c in ("alien_city", "booster_pod", "stasis_beam") if c in pool][:3]
        for c in display:
            pool.remove(c)
        s.display = list(display)
        s.deck = pool
        # ships
        nxt = {p: p * 6 for p in range(n)}
        s.loc = ["unused" if i < 24 and i // 6 >= n else "stock" for i in range(24)]
        s.loc.append("burroughs")
        s.val = [1] * NSHIPS
        s.slot = [-1] * NSHIPS
        s.relic_owner = -1

        def put(p: int, where: str, v: int, slot: int = -1) -> None:
            i = nxt[p]
            assert i < p * 6 + 6, f"seat {p} has only 6 ships"
            nxt[p] += 1
            s.loc[i] = where
            s.val[i] = v
            s.slot[i] = slot

        for v in roll:
            put(seat, "fleet", v)
        for fac, items in (docked or {}).items():
            for it in items:
                slot = it[2] if len(it) > 2 else (0 if fac in ("market", "shipyard",
                                                               "constructor") else -1)
                put(it[0], fac, it[1], slot)
        for p in range(n):
            used = nxt[p] - p * 6
            want = 6 - (stock or {}).get(p, max(0, 6 - max(3, used)))
            while nxt[p] - p * 6 < want:
                put(p, "bay", 1)
        if relic is not None:
            s.relic_owner = seat
            s.loc[RELIC] = relic[0]
            s.val[RELIC] = relic[1]
        s.terr = [[0] * n for _ in range(8)]
        s.left = [s.each] * n
        for t, per in (colonies or {}).items():
            for p, k in per.items():
                s.terr[TERR_INDEX[t]][p] += k
                s.left[p] -= k
        s.hub = [0] * n
        for p, pos in (hub or {}).items():
            s.hub[p] = pos
            s.left[p] -= 1
        s.fields = [-1, -1, -1]
        for f, t in (fields or {}).items():
            s.fields[FIELDS.index(f)] = TERR_INDEX[t]
        s.ctrl = [-1] * 8
        refresh(s)
        s.events = []
        return s

    def moves(self, s: State, seat: int | None = None) -> list[str]:
        return GAME.legal_moves(s, s.seat if seat is None else seat)

    def play(self, s: State, *moves: str) -> State:
        for m in moves:
            s = GAME.apply(s, s.seat, m)
        return s

    def refused(self, s: State, move: str, rule: str | None = None) -> Any:
        """Assert `move` is refused (state unchanged); returns the IllegalMove."""
        from games.alien_frontiers.state import encode
        from games.base import IllegalMove

        before = encode(s)
        with pytest.raises(IllegalMove) as info:
            GAME.apply(s, s.seat, move)
        assert encode(s) == before
        error = info.value
        if rule is not None:
            assert error.rule == rule, (str(error), error.rule)
        assert error.key in i18n.catalog("en"), error.key
        for lang in i18n.LANGUAGES:
            text = i18n.say(lang, error)
            assert "{" not in text and "af." not in text and "AF-" not in text, (lang, text)
        return error

    @staticmethod
    def words(error: Any) -> str:
        """A refusal as an English-speaking player reads it."""
        return i18n.say("en", error)

    def fleet_values(self, s: State) -> list[int]:
        return sorted(s.val[i] for i in range(NSHIPS)
                      if s.loc[i] == "fleet" and s.owner(i) == s.seat)

    def at(self, s: State, fac: str) -> list[tuple[int, int]]:
        return sorted((s.owner(i), s.val[i]) for i in range(NSHIPS) if s.loc[i] == fac)

    def events(self, s: State, kind: str) -> list[dict[str, Any]]:
        return [e for e in s.events if e["kind"] == kind]


@pytest.fixture
def af() -> AF:
    return AF()
