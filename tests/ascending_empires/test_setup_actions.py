"""Setup (AE-2) and the actions that stay on planets: Recruit, Mine, Build (AE-3, AE-3.1)."""

from __future__ import annotations

from collections import Counter

import pytest

from games.ascending_empires import GAME
from games.ascending_empires.board import in_orbit, ships_of
from games.ascending_empires.data import FACE_UP_ASTEROIDS, HOMES_BY_SEATS, SETUP_GROUPS


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_places_homeworlds_and_shuffles_each_quadrant(n):
    """AE-2.1: homeworlds (and spare homeworld holes as asteroids) face up; each quadrant's
    group face down in its own holes, in an order that depends on the seed."""
    s = GAME.new(n, 5, {})
    assert [s.tiles[h] for h in HOMES_BY_SEATS[n]] == ["home"] * n
    assert all(s.tiles[h] == "asteroid" for h in FACE_UP_ASTEROIDS[n])
    assert s.face_up == set(HOMES_BY_SEATS[n]) | set(FACE_UP_ASTEROIDS[n])
    for q, group in SETUP_GROUPS[n].items():
        prefix = {"alpha": "A", "beta": "B", "gamma": "G", "delta": "D"}[q]
        placed = [s.tiles[f"{prefix}{k}"] for k in range(1, 7)]
        assert Counter(placed) == Counter(group)
    orders = {tuple(GAME.new(n, seed, {}).tiles.values()) for seed in range(6)}
    assert len(orders) > 1


@pytest.mark.parametrize("n", [2, 3, 4])
def test_players_start_with_six_troops_and_two_ships_in_orbit(n):
    """AE-2.2 / AE-1: 6 troops in supply, 8 in the box; 2 starships in orbit of the homeworld,
    6 in the box; the battleship waits for orange 3; 4 colonies, 4 cities, 8 stations; tech 0."""
    s = GAME.new(n, 3, {})
    for p in range(n):
        assert s.supply[p] == {"troops": 6, "box_troops": 8, "colonies": 4, "cities": 4,
                               "stations": 8}
        board = ships_of(s, p)
        assert len(board) == 2 and all(in_orbit(s, x, s.homes[p]) for x in board)
        assert len(ships_of(s, p, "box")) == 7  # 6 starships and the battleship
        assert set(s.tech[p].values()) == {0}


@pytest.mark.parametrize("n,pool", [(2, 32), (3, 36), (4, 40)])
def test_vp_pool_and_random_first_player(n, pool):
    """AE-2.3: the VP pool holds 32/36/40 tokens; the first player is drawn by the seed."""
    assert GAME.new(n, 1, {}).pool == pool
    firsts = {GAME.new(n, seed, {}).seat for seed in range(30)}
    assert firsts == set(range(n))


def test_recruit_places_two_troops_on_your_planets(ae):
    """AE-3 (1. Recruit): two troops from the supply onto the homeworld and/or your planets."""
    s = ae.build(planets={"A4": {"tile": "orange", "occupant": 0, "troops": 1}})
    assert "recruit H1 A4" in ae.moves(s) and "recruit A4 A4" in ae.moves(s)
    after = ae.play(s, "recruit a4 h1")
    assert after.pieces["A4"]["troops"] == 2 and after.pieces["H1"]["troops"] == 1
    assert after.supply[0]["troops"] == 4 and after.seat == 1
    ae.refused(s, "recruit H1 B1", rule="AE-3")
    ae.refused(s, "recruit H1", rule="AE-3")  # two must be placed while possible


def test_recruit_respects_the_three_piece_limit_and_the_supply(ae):
    """AE-3 (4. Build: at most 3 pieces per planet) also bounds Recruit; with one troop left
    in the supply a Recruit places one; with none it places nothing (a lost turn)."""
    s = ae.build(planets={"A4": {"tile": "orange", "occupant": 0, "troops": 2, "colonies": 0}},
                 supply={0: {"troops": 1}})
    ae.refused(s, "recruit A4 A4", rule="AE-3")
    assert set(ae.moves(s)) >= {"recruit A4", "recruit H1"}
    empty = ae.build(supply={0: {"troops": 0}})
    assert "recruit" in ae.moves(empty)


def test_return_troops_before_recruiting(ae):
    """AE-3 (1. Recruit): troops may go back to the supply; the Recruit then places two."""
    s = ae.build(planets={"H1": {"troops": 3}}, supply={0: {"troops": 0}})
    s = ae.play(s, "return H1", "return H1")
    assert s.phase == "recruit" and s.supply[0]["troops"] == 2 and s.seat == 0
    assert ae.moves(s)[0] == "recruit H1 H1"
    ae.refused(s, "mine H1 2", rule="AE-3")
    s = ae.play(s, "recruit H1 H1")
    assert s.pieces["H1"]["troops"] == 3 and s.seat == 1


@pytest.mark.parametrize("troops,vp", [(2, 1), (3, 2)])
def test_mining(ae, troops, vp):
    """AE-3 (3. Mine): 2 troops give 1 VP, 3 troops 2 VP, from the pool; troops to supply."""
    s = ae.build(planets={"A4": {"tile": "grey", "occupant": 0, "troops": 3}})
    after = ae.play(s, f"mine A4 {troops}")
    assert after.vp[0] == vp and after.pool == s.pool - vp
    assert after.pieces["A4"]["troops"] == 3 - troops
    assert after.supply[0]["troops"] == s.supply[0]["troops"] + troops
    assert (after.occupant["A4"] == 0) == (troops == 2)


def test_homeworld_is_only_for_recruit_and_launch(ae):
    """AE-3.1 / AE-8.6: no mining or building on a homeworld, nobody lands there (settled by
    the rulebook: it is only for recruiting and launching), it is never blockaded or
    attacked."""
    s = ae.build(planets={"H1": {"troops": 3}}, ships={"b1": "H1", "r1": "H1"})
    assert ae.refused(s, "mine H1 3", rule="AE-3.1").key == "ae.err.homeworld_action"
    ae.refused(s, "build colony H1", rule="AE-3.1")
    assert ae.refused(s, "land r1 H1", rule="AE-3.1").key == "ae.err.land_homeworld"
    assert not any(m.startswith("launch H1") for m in ae.moves(s))  # no starship in supply
    s2 = ae.build(planets={"H1": {"troops": 3}}, ships={"b1": "H1", "b2": "H1"},
                  supply_ships={0: 1})
    # enemy ships in orbit do not blockade a homeworld
    assert any(m.startswith("launch H1 at ") for m in ae.moves(s2))
    s3 = ae.build(planets={"H1": {"troops": 3}}, ships={"r1": "H1", "r2": "H1", "r3": "H1"},
                  seat=0)
    s3.occupant["H1"], s3.homes = 1, ["H3", "H1"]  # pretend H1 is blue's homeworld
    s3.tiles["H3"] = "home"
    after = ae.play(s3, "flick r1 0 1", "done")
    assert after.pieces["H1"]["troops"] == 3 and not ae.events(after, "bombard")


def test_build_station_colony_city(ae):
    """AE-3 (4. Build): station = 2 troops, colony = 1 troop, city = 1 troop + 1 colony; the
    troops and the colony go back to the supply."""
    s = ae.build(planets={"A4": {"tile": "orange", "occupant": 0, "troops": 3}})
    s = ae.play(s, "build station A4")
    assert s.pieces["A4"] == {"troops": 1, "colonies": 0, "cities": 0, "stations": 1}
    assert s.supply[0]["troops"] == 8 and s.supply[0]["stations"] == 7
    s.seat = 0
    s = ae.play(s, "build colony A4")
    assert s.pieces["A4"]["colonies"] == 1 and s.pieces["A4"]["troops"] == 0
    s.seat = 0
    ae.refused(s, "build city A4", rule="AE-3")  # no troop left for the city
    s.pieces["A4"]["troops"] = 1
    s = ae.play(s, "build city A4")
    assert s.pieces["A4"] == {"troops": 0, "colonies": 0, "cities": 1, "stations": 1}
    assert s.supply[0]["colonies"] == 4 and s.supply[0]["cities"] == 3


def test_station_limits(ae):
    """AE-3 (4. Build): no station on an asteroid; one per planet except on one planet of your
    choice, which may hold two."""
    s = ae.build(planets={
        "A4": {"tile": "asteroid", "occupant": 0, "troops": 2},
        "A5": {"tile": "orange", "occupant": 0, "troops": 2, "stations": 1},
        "A6": {"tile": "grey", "occupant": 0, "troops": 2, "stations": 1},
    })
    ae.refused(s, "build station A4", rule="AE-3")
    s = ae.play(s, "build station A5")
    assert s.pieces["A5"]["stations"] == 2
    s.seat = 0
    assert "build station A6" not in ae.moves(s)
    refused = ae.refused(s, "build station A6", rule="AE-3")
    assert (refused.key, refused.params) == ("ae.err.station_double", {"other": "A5"})


def test_build_needs_supply_pieces(ae):
    """AE-1: a player has 4 colonies, 4 cities and 8 stations: an empty supply stops a build."""
    s = ae.build(planets={"A4": {"tile": "orange", "occupant": 0, "troops": 3}},
                 supply={0: {"colonies": 0}})
    ae.refused(s, "build colony A4", rule="AE-1")
