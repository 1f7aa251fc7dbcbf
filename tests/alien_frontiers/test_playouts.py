"""Seeded random playouts with invariants after every move (AF-1 conservation, AF-4 VP).

The number of games is `AF_PLAYOUTS` (default 100, about 15 s of CPU; the long run,
`python3 dev.py test --long`, plays 1000; set e.g. `AF_PLAYOUTS=5000` for more).
"""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from games.alien_frontiers import GAME
from games.alien_frontiers.board import capacity
from games.alien_frontiers.data import ALL_CARDS, FACILITIES, GROUP_SIZE, RELIC
from games.alien_frontiers.state import State, decode, encode
from games.match import Match

PLAYOUTS = int(os.environ.get("AF_PLAYOUTS", "100"))
MOVE_CAP = 6000


def vp_from_scratch(s: State) -> list[int]:
    """AF-4 VP computed independently of the engine."""
    vp = [0] * s.n
    for t in range(8):
        row = s.terr[t]
        for p in range(s.n):
            vp[p] += row[p]
        best = max(row)
        if best > 0 and row.count(best) == 1:
            c = row.index(best)
            vp[c] += 1 + (1 if s.fields[1] == t else 0)
    for p in range(s.n):
        vp[p] += ("alien_city" in s.cards[p]) + ("alien_monument" in s.cards[p])
    return vp


def check(s: State) -> None:
    assert s.sfuel + sum(s.fuel) == 30 and s.sfuel >= 0 and min(s.fuel) >= 0
    assert s.sore + sum(s.ore) == 20 and s.sore >= 0 and min(s.ore) >= 0
    # ships: each in one place, facilities within capacity
    for p in range(s.n):
        assert all(s.loc[i] != "unused" for i in range(p * 6, p * 6 + 6))
    places = {*FACILITIES, "stock", "bay", "fleet"}
    for i in range(24):
        if i // 6 < s.n:
            assert s.loc[i] in places, s.loc[i]
            if s.loc[i] == "fleet":
                assert i // 6 == s.seat
    if s.relic_owner < 0:
        assert s.loc[RELIC] == "burroughs"
    else:
        assert s.loc[RELIC] in places - {"stock"}
        assert s.ctrl[2] == s.relic_owner and s.fields[0] != 2
    occ = Counter(s.loc[i] for i in range(25))
    for fac in ("solar", "mine", "artifact", "terraform"):
        assert occ[fac] <= capacity(s, fac)
    for fac in ("market", "shipyard", "constructor", "outpost"):
        assert occ[fac] <= capacity(s, fac) * GROUP_SIZE[fac]
    for p in range(s.n):
        assert sum(1 for i in range(25) if s.loc[i] == "hub" and s.owner(i) == p) <= 3
        kept = sum(1 for i in range(p * 6, p * 6 + 6) if s.loc[i] not in ("stock",))
        assert kept >= 3
    # colonies conserved
    for p in range(s.n):
        assert s.left[p] + (s.hub[p] > 0) + sum(s.terr[t][p] for t in range(8)) == s.each
        assert 0 <= s.hub[p] <= 7
    # cards conserved and unique per hand (AF-9.13)
    pile = s.deck + s.display + s.discard + [c for h in s.cards for c in h]
    assert Counter(pile) == Counter(ALL_CARDS)
    for h in s.cards:
        assert len(h) == len(set(h))
    assert vp_from_scratch(s) == s.vp
    e = encode(s)
    assert encode(decode(e)) == e


def playout(n: int, seed: int, long: bool, full: bool) -> tuple[State, list[tuple[int, str]]]:
    rnd = random.Random(seed)
    s = GAME.new(n, seed, {"long": long})
    log: list[tuple[int, str]] = []
    check(s)
    for _ in range(MOVE_CAP):
        if GAME.is_over(s):
            break
        p = GAME.to_act(s)
        assert p is not None
        moves = GAME.legal_moves(s, p)
        assert moves, "a seat to act always has a move"
        if full:
            assert len(set(moves)) == len(moves)
            for q in range(n):
                if q != p:
                    assert GAME.legal_moves(s, q) == []
        m = rnd.choice(moves)
        before = encode(s) if full else None
        s2 = GAME.apply(s, p, m)
        if full:
            assert encode(s) == before  # apply never mutates its input
            assert GAME.canonical(s, p, m) == m
        log.append((p, m))
        s = s2
        check(s)
    else:
        pytest.fail(f"game n={n} seed={seed} hit the move cap")
    assert GAME.ranking(s) and sorted(p for g in GAME.ranking(s) for p in g) == list(range(n))
    return s, log


@pytest.mark.parametrize("k", range(PLAYOUTS))
def test_random_playout(k: int) -> None:
    """AF-1 / AF-1.1 / AF-4 / AF-4.1: random games over 2/3/4 players and the long option end,
    conserve supplies, ships, colonies and cards, keep VP current and replay exactly."""
    n = 2 + k % 3
    long = k % 4 == 3
    s, log = playout(n, 1000 + k, long, full=k < 10)
    if k % 5 == 0:
        m = Match.replay(GAME, n, 1000 + k, {"long": long}, log)
        assert encode(m.state) == encode(s)
