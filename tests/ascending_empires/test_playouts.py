"""Seeded random playouts with invariants after every move (AE-1 pieces, AE-2.3/AE-7.1 VP pool,
AE-8.1 the 50 tokens, AE-7.1 the game ends), replay from seed and log, and an exact JSON round
trip after every move
(as JSON text in the first ten games and at the end of every game, as data elsewhere).

The number of games is `AE_PLAYOUTS` (default 12, about 20 s of CPU; the long run,
`python3 dev.py test --long`, plays 300; e.g. `AE_PLAYOUTS=1000` for more). The moves are
random legal moves with the kinds weighted so that games progress (landing, mining and
research are preferred when possible); some flicks get a random angle and power, some are
aimed at enemy ships and planets, which brings combat about.
"""

from __future__ import annotations

import json
import math
import os
import random
from collections import defaultdict

import pytest

from games.ascending_empires import GAME
from games.ascending_empires.data import (
    CITIES,
    COLONIES,
    HOLE_XY,
    HOLES,
    LETTERS,
    PIECES_PER_PLANET,
    SIZE,
    STARSHIPS,
    STATIONS,
    TROOPS,
    VP_POOL,
    VP_TOKENS,
)
from games.ascending_empires.state import State, decode, encode
from games.match import Match

PLAYOUTS = int(os.environ.get("AE_PLAYOUTS", "12"))
MOVE_CAP = 4000
WEIGHTS = {"recruit": 0.7, "return": 0.2, "launch": 0.5, "flick": 2, "land": 20, "done": 0.5,
           "mine": 40, "build": 8, "research": 40}


def check(s: State, first_state: State, as_text: bool) -> None:
    """Invariants of every position; `as_text` also round-trips the JSON text (slower)."""
    n = s.n
    held = [dict.fromkeys(("troops", "colonies", "cities", "stations"), 0) for _ in range(n)]
    for h in HOLES:
        if s.occupant[h] >= 0:
            for k, v in s.pieces[h].items():
                held[s.occupant[h]][k] += v
    for p in range(n):
        on_planets = held[p]
        sup = s.supply[p]
        assert on_planets["troops"] + sup["troops"] + sup["box_troops"] == TROOPS
        assert on_planets["colonies"] + sup["colonies"] == COLONIES
        assert on_planets["cities"] + sup["cities"] == CITIES
        assert on_planets["stations"] + sup["stations"] == STATIONS
        ships = [f"{LETTERS[p]}{k}" for k in range(1, STARSHIPS + 1)]
        assert all(s.loc[x] in ("board", "supply", "box") for x in ships)
        assert s.loc[f"{LETTERS[p]}b"] in ("board", "supply", "box")
        if s.tech[p]["orange"] < 3:
            assert s.loc[f"{LETTERS[p]}b"] == "box"
        assert min(sup.values()) >= 0
    for h in HOLES:
        count = sum(s.pieces[h].values())
        assert 0 <= count <= PIECES_PER_PLANET and min(s.pieces[h].values()) >= 0
        if s.tiles[h] == "home":
            assert s.occupant[h] == s.homes.index(h)
            assert s.pieces[h]["colonies"] == s.pieces[h]["cities"] == s.pieces[h]["stations"] == 0
        else:
            assert (s.occupant[h] >= 0) == (count > 0)
            if count:
                assert h in s.face_up
        if s.tiles[h] == "asteroid":
            assert s.pieces[h]["stations"] == 0
    assert set(s.pos) == {x for x, at in s.loc.items() if at == "board"}
    assert all(0 <= x <= SIZE and 0 <= y <= SIZE for x, y in s.pos.values())
    total = VP_POOL[n]
    if s.pool > 0:
        assert s.pool + sum(s.vp) == total and s.ender < 0
    else:
        assert sum(s.vp) >= total and s.ender >= 0
    if s.vp_box > 0:  # AE-8.1: the pool, the box and the tokens taken make the 50 tokens
        assert s.pool + s.vp_box + sum(s.vp) == VP_TOKENS
    assert s.tiles == first_state.tiles  # tiles never move
    data = encode(s)
    if as_text:
        text = json.dumps(data)
        assert json.dumps(encode(decode(json.loads(text)))) == text
    else:
        assert encode(decode(data)) == data


def pick(rnd: random.Random, moves: list[str], s: State,
         weights: dict[str, float] = WEIGHTS) -> str:
    """A random legal move, kinds weighted; a flick is sometimes aimed anew at random or at an
    enemy ship or planet (so that rams, ship attacks and planet attacks come about)."""
    by_kind: dict[str, list[str]] = defaultdict(list)
    for m in moves:
        by_kind[m.split()[0]].append(m)
    kinds = sorted(by_kind)
    kind = rnd.choices(kinds, [weights.get(k, 1) for k in kinds])[0]
    move = rnd.choice(by_kind[kind])
    if kind != "flick":
        return move
    sid = move.split()[1]
    roll = rnd.random()
    if roll < 0.3:
        return f"flick {sid} {rnd.randint(0, 3599) / 10} {rnd.randint(10, 1000) / 10}"
    x, y = s.pos[sid]
    enemies = sorted((math.hypot(ex - x, ey - y), (ex, ey)) for e, (ex, ey) in s.pos.items()
                     if e[0] != sid[0])
    planets = [HOLE_XY[h] for h in HOLES if s.occupant[h] not in (-1, s.seat)
               and s.tiles[h] != "home"]
    if roll < 0.5 and enemies:  # stop just short of the nearest enemy ship: in range of it
        dist, (tx, ty) = enemies[0]
        travel = dist - 30
    elif roll < 0.7 and (enemies or planets):  # ram a ship or bounce into a planet's orbit
        tx, ty = rnd.choice([xy for _, xy in enemies] + planets)
        travel = math.hypot(tx - x, ty - y) + rnd.uniform(-40, 20)
    else:
        return move
    angle = math.degrees(math.atan2(ty - y, tx - x)) % 360
    return f"flick {sid} {angle:.1f} {min(100.0, max(1.0, travel / 10)):.1f}"


def playout(n: int, seed: int, aim: str, full: bool) -> tuple[State, list[tuple[int, str]]]:
    rnd = random.Random(seed)
    s = GAME.new(n, seed, {"aim_error": aim})
    first = s
    log: list[tuple[int, str]] = []
    check(s, first, True)
    for _ in range(MOVE_CAP):
        if GAME.is_over(s):
            break
        p = GAME.to_act(s)
        assert p is not None
        moves = GAME.legal_moves(s, p)
        assert moves, "a seat to act always has a move"
        m = pick(rnd, moves, s)
        if full:
            assert len(set(moves)) == len(moves)
            assert all(GAME.legal_moves(s, q) == [] for q in range(n) if q != p)
            before = json.dumps(encode(s))
            m = GAME.canonical(s, p, m)
        after = GAME.apply(s, p, m)
        if full:
            assert json.dumps(encode(s)) == before  # apply never changes its input
        log.append((p, m))
        s = after
        check(s, first, full)
    else:
        pytest.fail(f"game n={n} seed={seed} hit the move cap")
    check(s, first, True)
    ranking = GAME.ranking(s)
    assert sorted(p for g in ranking for p in g) == list(range(n))
    return s, log


@pytest.mark.parametrize("k", range(PLAYOUTS))
def test_random_playout(k: int) -> None:
    """AE-1 / AE-2.3 / AE-7.1: random 2–4 player games end, conserve every piece and the VP
    pool, keep planets consistent, round-trip through JSON and replay from seed and log."""
    n = 2 + k % 3
    aim = ("none", "small", "large")[k % 3 - 1 if k % 2 else 1]
    seed = 5000 + k
    s, log = playout(n, seed, aim, full=k < 10)
    if k % 4 == 0:
        again = Match.replay(GAME, n, seed, {"aim_error": aim}, log)
        assert json.dumps(encode(again.state)) == json.dumps(encode(s))


FIGHTING = {**WEIGHTS, "flick": 10, "done": 10, "land": 2, "launch": 2}


def crowded_game(ae, n: int, seed: int) -> set[str]:
    """Random play from a board whose middle is full of ships; the kinds of what happened."""
    rnd = random.Random(seed)
    spots = [(358 + 46 * i, 358 + 46 * j) for i in range(5) for j in range(5)]
    rnd.shuffle(spots)
    ships = {f"{c}{k}": spots.pop() for c in LETTERS[:n] for k in range(1, 5)}
    tiles = (("A5", "orange"), ("B5", "grey"), ("G5", "purple"), ("D5", "brown"))
    planets = {h: {"tile": t, "occupant": p % n, "troops": 1} for p, (h, t) in enumerate(tiles)}
    s = ae.build(n=n, seed=seed, ships=ships, planets=planets, aim="small")
    for p in range(n):  # the troops the builder put on planets come out of the supply
        s.supply[p]["troops"] = 6 - sum(1 for h in planets if s.occupant[h] == p)
    first = s
    kinds: set[str] = set()
    for _ in range(300):
        if GAME.is_over(s):
            break
        if s.phase == "combat":
            kinds.add("choice")
        s = GAME.apply(s, s.seat, pick(rnd, GAME.legal_moves(s, s.seat), s, FIGHTING))
        kinds.update(e["kind"] for e in s.events)
        check(s, first, False)
    return kinds


@pytest.mark.parametrize("n", [2, 3, 4])
def test_crowded_board_playout(n: int, ae) -> None:
    """AE-4.1 / AE-4.2 / AE-4.3: with many ships in the middle of the board, random play runs
    into rams, ship attacks and attack choices, and every invariant still holds."""
    kinds: set[str] = set()
    for seed in range(8):
        kinds |= crowded_game(ae, n, 100 * n + seed)
        if {"attack", "ram", "choice"} <= kinds:
            return
    pytest.fail(f"no attack, ram or attack choice came about: {sorted(kinds)}")
