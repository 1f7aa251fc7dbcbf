"""`view()` follows the shared JSON contract and never shows a face-down planet to a seat that
has not seen it (AE-3.2 scan, AE-3 peek); registration and options (AE-6.2)."""

from __future__ import annotations

import json
import random

import pytest

from games import registry
from games.ascending_empires import GAME
from games.ascending_empires.data import HOLES
from games.ascending_empires.state import State
from tests.ascending_empires.test_playouts import pick

TOP = {"game", "seats", "turn", "round", "to_act", "over", "last_round", "phase", "board",
       "planets", "ships", "players", "vp_pool", "first_to_level", "last_flick", "pending",
       "events"}
PLANET = {"id", "x", "y", "quadrant", "kind", "colour", "face_up", "known", "home_of",
          "occupant", "troops", "colonies", "cities", "stations", "blockaded", "defended"}
PLAYER = {"seat", "colour", "letter", "vp_tokens", "score", "tech", "supply", "box", "mp_left"}


def test_registered_with_the_aim_error_option():
    """AE-6.2: key `ascending_empires`, 2–4 seats, option aim_error none/small/large (small by
    default), AI levels random and aim."""
    registry.load_installed()
    game = registry.get("ascending_empires")
    info = game.info
    assert (info.title, info.min_seats, info.max_seats) == ("Ascending Empires", 2, 4)
    (option,) = info.options
    assert (option.key, option.default, option.choices) == ("aim_error", "small",
                                                            ("none", "small", "large"))
    assert info.ai_levels == ("random", "aim")


def test_view_has_the_contract_fields():
    """AE-2: the opening as the pictures and the table read it."""
    s = GAME.new(3, 4, {})
    v = GAME.view(s, 0)
    assert set(v) >= TOP and json.loads(json.dumps(v)) == v
    assert set(v["board"]) == {"size", "planet_radius", "orbit_radius", "ship_radius",
                               "battleship_radius", "range_short", "range_long", "quadrants"}
    assert len(v["planets"]) == 28 and all(set(p) >= PLANET for p in v["planets"])
    assert all(set(p) >= PLAYER for p in v["players"])
    assert [p["colour"] for p in v["players"]] == ["red", "blue", "yellow"]
    assert [p["letter"] for p in v["players"]] == ["R", "B", "Y"]
    assert {sh["id"] for sh in v["ships"]} == {"r1", "r2", "b1", "b2", "y1", "y2"}
    assert all(sh["orbit"] == s.homes[sh["seat"]] for sh in v["ships"])
    homes = [p for p in v["planets"] if p["kind"] == "homeworld"]
    assert [p["home_of"] for p in homes] == [0, 1, 2]
    assert v["players"][0]["supply"] == {"troops": 6, "ships": 0, "battleship": 0,
                                         "colonies": 4, "cities": 4, "stations": 8}
    assert v["players"][0]["box"] == {"troops": 8, "ships": 6}
    assert v["vp_pool"] == 36 and v["first_to_level"]["orange"] == [None] * 4
    assert v["to_act"] == s.seat and v["pending"] is None and v["last_flick"] is None


def _shuffle_unseen(s: State, viewer: int | None, seed: int) -> State:
    """A copy where the face-down tiles `viewer` has not seen trade places."""
    c = s.clone()
    unseen = [h for h in HOLES if h not in c.face_up and (viewer is None
                                                         or h not in c.known[viewer])]
    tiles = [c.tiles[h] for h in unseen]
    random.Random(seed).shuffle(tiles)
    c.tiles.update(zip(unseen, tiles, strict=True))
    return c


@pytest.mark.parametrize("seats,seed", [(2, 11), (3, 12), (4, 13)])
def test_views_do_not_depend_on_what_the_viewer_has_not_seen(seats, seed):
    """AE-3.2: a seat's view (and a spectator's) is the same whatever the tiles it has not seen
    are: no colour, kind, pending peek or event leaks them."""
    rnd = random.Random(seed)
    s = GAME.new(seats, seed, {})
    peeks = scans = 0
    for step in range(200):
        if GAME.is_over(s):
            break
        for viewer in [None, *range(seats)]:
            view = json.dumps(GAME.view(s, viewer), sort_keys=True)
            other = _shuffle_unseen(s, viewer, step)
            assert json.dumps(GAME.view(other, viewer), sort_keys=True) == view
            for p in GAME.view(s, viewer)["planets"]:
                if not p["face_up"] and not p["known"]:
                    assert p["kind"] == "unknown" and p["colour"] is None
        peeks += s.phase == "peek"
        scans += any(e["kind"] == "scan" for e in s.events)
        s = GAME.apply(s, s.seat, pick(rnd, GAME.legal_moves(s, s.seat), s))
    assert peeks and scans


def test_spectators_see_face_up_planets_only(ae):
    """AE-3.2: a spectator sees no scanned colour; the scanner does."""
    s = ae.build(planets={"A4": {"tile": "grey"}})
    s.known[0].add("A4")
    spectator = next(p for p in GAME.view(s, None)["planets"] if p["id"] == "A4")
    owner = next(p for p in GAME.view(s, 0)["planets"] if p["id"] == "A4")
    assert (spectator["kind"], spectator["colour"]) == ("unknown", None)
    assert (owner["kind"], owner["colour"], owner["face_up"]) == ("planet", "grey", False)


def test_last_flick_and_events_describe_the_last_move(ae):
    """AE-6.3: the committed flick is shown as its path; the next move clears it."""
    s = ae.build(ships={"r1": (450, 450)}, planets={"H1": {"troops": 1}}, supply_ships={0: 1})
    s = ae.play(s, "flick r1 90 10")
    v = GAME.view(s, 1)
    assert v["last_flick"]["ship"] == "r1" and len(v["last_flick"]["path"]) >= 2
    assert [e["kind"] for e in v["events"]] == ["flick"]
    assert v["players"][0]["mp_left"] == 1 and v["players"][1]["mp_left"] == 0
    s = ae.play(s, "launch H1")
    assert GAME.view(s, 1)["last_flick"] is None
