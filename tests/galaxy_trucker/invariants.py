"""Invariants every Galaxy Trucker position keeps, checked after every move of the playouts."""

from __future__ import annotations

from collections import Counter
from typing import Any, get_type_hints

import orjson

from games.galaxy_trucker import GAME
from games.galaxy_trucker.data.rewards import LOAN_AMOUNT, LOAN_REPAY
from games.galaxy_trucker.events import EVENTS
from games.galaxy_trucker.state import State
from games.galaxy_trucker.stats import life_supported
from games.galaxy_trucker.tiles import START_TILE, TILES

CREW_TILES = ("start", "cabin", "luxury")


def check_tiles(s: State) -> None:
    """Tiles are conserved: while building every pool copy (one per seat, or the one shared
    warehouse) holds each tile exactly once; at any time no tile is on a ship twice."""
    for ship in s.ships:
        held = [*ship.tiles.values(), *ship.lost, *ship.reserve, *([ship.hand] if ship.hand
                                                                   else [])]
        dupes = [t for t, c in Counter(held).items() if c > 1]
        assert not dupes, dupes
        assert all(t in TILES for t in held)
    if s.phase != "build":
        return
    starts = set(START_TILE.values())
    pool = Counter(s.seq)
    copies = [[p] for p in range(s.n)] if s.opts["building"] == "duplicate" else [
        list(range(s.n))]
    for index, seats in enumerate(copies):
        seen: Counter[int] = Counter(s.seq[s.ptr[index]:])
        seen.update(s.faceup[index])
        for seat in seats:
            ship = s.ships[seat]
            seen.update(t for t in (*ship.tiles.values(), *ship.lost, *ship.reserve,
                                    *([ship.hand] if ship.hand else [])) if t not in starts)
            from games.galaxy_trucker.building import mto_free

            seen.update(mto_free(s, seat))
        assert seen == pool, (seen - pool, pool - seen)


def check_contents(s: State) -> None:
    """Crew, aliens, sleepers, batteries and goods sit only where the ship can hold them."""
    for seat, ship in enumerate(s.ships):
        colours = Counter(ship.alien.values())
        assert all(c == 1 for c in colours.values()), colours
        for q, n in ship.crew.items():
            spec = TILES[ship.tiles[q]]
            assert spec.kind in CREW_TILES and 0 < n <= spec.crew and q not in ship.alien
        for q, a in ship.alien.items():
            assert TILES[ship.tiles[q]].kind == "cabin"
            if s.phase == "flight" and s.flying[seat]:
                assert life_supported(ship, q, a, s.dead_col), (seat, q, a)
        for q, n in ship.sleep.items():
            assert TILES[ship.tiles[q]].kind == "hibernation" and 0 < n <= 4
        for q, n in ship.batt.items():
            assert 0 <= n <= TILES[ship.tiles[q]].batteries
        for q, goods in ship.goods.items():
            spec = TILES[ship.tiles[q]]
            assert len(goods) <= spec.capacity and goods.count("r") <= spec.red, (q, goods)
        if s.flying[seat]:
            assert ship.astronauts() > 0 or s.pending is not None or s.queue


def credit_delta(e: dict[str, Any]) -> int:
    """What one event did to its seat's credits."""
    kind = e["event"]
    if kind == "credits":
        return int(e["amount"])
    if kind == "paid":
        return -int(e["amount"])
    if kind == "loan":
        return LOAN_AMOUNT
    if kind == "repaid":
        return -LOAN_REPAY
    if kind == "half_dropped":
        return int(e["credits"])
    return 0


def check_events(s: State, ledger: list[int]) -> None:
    """Events match their TypedDicts, and credits recount from the events of every move."""
    for e in s.events:
        cls = EVENTS[e["event"]]
        assert set(e) <= set(get_type_hints(cls)), (e, cls)
        if e["event"] == "round_scored":
            for row in e["rows"]:
                gained = sum(v for k, v in row.items()
                             if isinstance(v, int) and not isinstance(v, bool)
                             and k not in ("seat", "place", "total") and v > 0)
                ledger[row["seat"]] += gained
        elif "seat" in e:
            ledger[e["seat"]] += credit_delta(e)
    assert ledger == s.credits, (ledger, s.credits)


def check_round_trip(s: State) -> None:
    """The state survives JSON exactly and the decoded copy offers the same moves."""
    data = GAME.encode(s)
    again = GAME.decode(orjson.loads(orjson.dumps(data)))
    assert GAME.encode(again) == data
    seat = GAME.to_act(s)
    if seat is not None:
        assert GAME.legal_moves(again, seat) == GAME.legal_moves(s, seat)


TILE_KEYS = ("tile", "hand", "tiles", "reserve", "face_up", "made_to_order")


def tile_ids(data: Any, key: str = "") -> set[int]:
    """Every tile id in a view (or part of one): the values under its tile keys."""
    if isinstance(data, dict):
        return {t for k, v in data.items() for t in tile_ids(v, k)}
    if isinstance(data, list):
        return {t for v in data for t in tile_ids(v, key)}
    if key in TILE_KEYS and isinstance(data, int) and not isinstance(data, bool):
        return {data}
    return set()


def check_secrecy(s: State) -> None:
    """GT-6.7 duplicate deal: while building, the view of the seat furthest behind (and the
    public one) names no tile it has not drawn yet, though others have placed or reserved it."""
    if s.phase != "build" or s.opts["building"] != "duplicate":
        return
    behind = min(range(s.n), key=lambda p: s.ptr[p])
    unseen = set(s.seq[s.ptr[behind]:])
    assert not tile_ids(GAME.view(s, behind)) & unseen, behind
    assert not tile_ids(GAME.view(s, None)) & unseen


def check_all(s: State, ledger: list[int]) -> None:
    check_tiles(s)
    check_contents(s)
    check_events(s, ledger)
    check_round_trip(s)
    check_secrecy(s)
