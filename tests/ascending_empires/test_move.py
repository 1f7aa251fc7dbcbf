"""The Move action (AE-3, 2. Move): launch, flick, land and the peek; MP; blockades (AE-4.4);
orbits (AE-4.5); aim error (AE-6.2) and the preview (AE-6.3)."""

from __future__ import annotations

import math

import pytest

from games.ascending_empires import GAME, predict
from games.ascending_empires.data import HOLE_XY, ORBIT_R, SHIP_R
from games.ascending_empires.state import encode
from games.base import IllegalMove


def test_launch_turns_a_troop_into_a_ship_in_orbit(ae):
    """AE-3 (2. Move): launch = a troop back to supply, a ship from supply into the orbit."""
    s = ae.build(planets={"H1": {"troops": 1}}, supply_ships={0: 1})
    s = ae.play(s, "launch H1")
    assert s.phase == "move" and s.mp == 1
    assert s.pieces["H1"]["troops"] == 0 and s.supply[0]["troops"] == 7
    assert s.loc["r1"] == "board"
    x, y = s.pos["r1"]
    assert math.dist((x, y), HOLE_XY["H1"]) == pytest.approx(ORBIT_R, abs=0.01)
    assert ae.refused(s, "launch H1", rule="AE-3").key == "ae.err.launch_no_troop"


def test_two_mp_then_the_turn_ends(ae):
    """AE-3 (2. Move): 2 MP, each launch/flick/land costs 1; then combat and the next turn."""
    s = ae.build(ships={"r1": (450, 450)})
    s = ae.play(s, "flick r1 0 2")
    assert (s.phase, s.mp, s.seat) == ("move", 1, 0)
    s = ae.play(s, "flick r1 180 2")
    assert (s.phase, s.seat) == ("action", 1)


def test_done_ends_the_move_early(ae):
    """AE-8.5 (ruling): the rulebook has no early end, but `done` ends a Move before its MP are
    spent (a ship on the board could always spend them on a tiny flick); combat follows.
    Outside a Move there is nothing to end."""
    s = ae.build(ships={"r1": (450, 450)})
    assert ae.refused(s, "done", rule="AE-8.5").key == "ae.err.done_no_move"
    s = ae.play(s, "flick r1 0 2")
    assert "done" in ae.moves(s)
    s = ae.play(s, "done")
    assert s.seat == 1 and ae.events(s, "done")[0] == {"kind": "done", "seat": 0, "mp_left": 1,
                                                      "auto": False}


def test_a_move_ends_by_itself_when_no_mp_can_be_used(ae):
    """AE-8.5: a Move ends when its MP are spent; when none of the rest can be used (no ship
    left on the board, nothing to launch) it ends at once, which changes nothing."""
    # blue's ship blockades A4 once red lands there: red has no ship left and cannot launch
    s = ae.build(planets={"A4": {"tile": "brown", "face_up": True}},
                 ships={"r1": "A4", "b1": "A4"})
    s = ae.play(s, "land r1 A4")
    assert s.seat == 1 and ae.events(s, "done") == [
        {"kind": "done", "seat": 0, "mp_left": 1, "auto": True}]
    able = ae.build(planets={"A4": {"tile": "brown", "face_up": True}}, ships={"r1": "A4"})
    able = ae.play(able, "land r1 A4")
    assert able.seat == 0 and able.mp == 1  # r1 can be launched again from A4


def test_grey_technology_adds_mp(ae):
    """AE-5.4: the extra-MP technology (grey 1 in the provisional table) gives 3 MP."""
    s = ae.build(ships={"r1": (450, 450)}, tech={0: {"grey": 1}})
    s = ae.play(s, "flick r1 0 2")
    assert s.mp == 2


def test_flick_off_the_board_returns_the_ship_to_supply(ae):
    """AE-3 (2. Move): a ship leaving the board is lost to its owner's supply."""
    s = ae.build(ships={"r1": (450, 15), "b1": (450, 60)})
    s = ae.play(s, "flick r1 270 50")
    assert s.loc["r1"] == "supply" and "r1" not in s.pos
    assert GAME.view(s, None)["last_flick"]["off_board"] == ["r1"]


def test_ram_destroys_both_ships_without_vp(ae):
    """AE-3 (2. Move): hitting an enemy ship destroys both (to their supplies); no VP without
    the technology; only the first two ships that collide."""
    s = ae.build(ships={"r1": (300, 450), "b1": (360, 450), "b2": (400, 450)})
    s = ae.play(s, "flick r1 0 30")
    assert s.loc["r1"] == "supply" and s.loc["b1"] == "supply" and s.loc["b2"] == "board"
    assert s.vp == [0, 0] and GAME.view(s, 0)["last_flick"]["destroyed"] == ["r1", "b1"]


def test_ram_scores_with_the_technology(ae):
    """AE-5.4: with the ramming technology (orange 2) a rammed starship gives 1 VP."""
    s = ae.build(ships={"r1": (300, 450), "b1": (360, 450)}, tech={0: {"orange": 2}})
    s = ae.play(s, "flick r1 0 30")
    assert s.vp[0] == 1 and ae.events(s, "ram")[0]["vp"] == 1


def test_bouncing_off_own_ships_and_planets_does_nothing_else(ae):
    """AE-3 (2. Move): hitting a planet or an own ship only bounces."""
    s = ae.build(ships={"r1": (300, 450), "r2": (340, 450)})
    s = ae.play(s, "flick r1 0 30")
    assert s.loc["r1"] == s.loc["r2"] == "board"
    assert GAME.view(s, 0)["last_flick"]["hit"] == "r2"


def test_land_on_a_known_planet(ae):
    """AE-3 (2. Move): land = the ship back to supply, a troop from supply on the planet."""
    s = ae.build(planets={"A4": {"tile": "brown", "face_up": True}}, ships={"r1": "A4"})
    s = ae.play(s, "land r1 A4")
    assert s.loc["r1"] == "supply" and s.pieces["A4"]["troops"] == 1
    assert s.occupant["A4"] == 0 and s.supply[0]["troops"] == 5


def test_land_refusals(ae):
    """AE-3 (2. Move): not on a planet of another player; the ship must be in orbit (AE-4.5);
    a troop must be in the supply."""
    s = ae.build(planets={"A4": {"tile": "brown", "occupant": 1, "troops": 1}},
                 ships={"r1": "A4", "r2": (450, 450)})
    assert ae.refused(s, "land r1 A4", rule="AE-3").key == "ae.err.land_occupied"
    refused = ae.refused(s, "land r2 A4", rule="AE-4.5")
    assert (refused.key, refused.params) == ("ae.err.not_in_orbit", {"ship": "r2",
                                                                     "planet": "A4"})
    empty = ae.build(planets={"A5": {"tile": "brown", "face_up": True}}, ships={"r1": "A5"},
                     supply={0: {"troops": 0}})
    assert ae.refused(empty, "land r1 A5", rule="AE-3").key == "ae.err.land_no_troop"


def test_land_on_a_face_down_planet_peeks_then_confirms(ae):
    """AE-3 (2. Move): on a face-down planet the player looks first; the MP is spent; landing
    turns it face up."""
    s = ae.build(planets={"A4": {"tile": "purple"}}, ships={"r1": "A4", "r2": (450, 450)})
    s = ae.play(s, "land r1 A4")
    assert s.phase == "peek" and s.mp == 1 and "A4" in s.known[0] and "A4" not in s.face_up
    assert GAME.view(s, 0)["pending"]["colour"] == "purple"
    assert GAME.view(s, 1)["pending"]["colour"] is None
    assert ae.moves(s) == ["land confirm", "land decline"]
    s = ae.play(s, "land confirm")
    assert "A4" in s.face_up and s.pieces["A4"]["troops"] == 1 and s.phase == "move"


def test_land_decline_keeps_the_ship_and_spends_the_mp(ae):
    """AE-3 (2. Move): the player may decline after looking; the MP is spent either way."""
    s = ae.build(planets={"A4": {"tile": "asteroid"}}, ships={"r1": "A4"})
    s = ae.play(s, "land r1 A4", "land decline")
    assert s.loc["r1"] == "board" and "A4" not in s.face_up and s.mp == 1
    again = ae.play(s, "land r1 A4")  # already known: lands at once
    assert "A4" in again.face_up and again.seat == 1


def test_blockade_stops_build_land_launch_research_mine(ae):
    """AE-4.4 / AE-8.6: an enemy ship in the orbit of a planet you occupy blockades it (no
    research there, settled by the rulebook); recruiting there is the provisional AE-8.7
    answer."""
    s = ae.build(planets={"A4": {"tile": "orange", "occupant": 0, "troops": 3, "stations": 0}},
                 ships={"b1": "A4", "r1": "A4"}, supply_ships={0: 1})
    for move in ("build colony A4", "mine A4 2", "launch A4", "land r1 A4"):
        assert ae.refused(s, move, rule="AE-4.4").key.startswith("ae.err.blockaded_")
    s.pieces["A4"].update(troops=1, stations=1)
    ae.refused(s, "research orange", rule="AE-5.1")
    a4 = next(p for p in GAME.view(s, None)["planets"] if p["id"] == "A4")
    assert a4["blockaded"] and a4["defended"]  # red's own ship shares the orbit
    assert "recruit H1 A4" in ae.moves(s)  # recruiting is not blockaded


def test_orbit_is_the_disc_overlapping_the_ring(ae):
    """AE-4.5: a ship is in orbit when its disc overlaps the ring: centre within R + r."""
    x, y = HOLE_XY["A4"]
    inside = ae.build(planets={"A4": {"tile": "grey", "face_up": True}},
                      ships={"r1": (x + ORBIT_R + SHIP_R - 0.01, y)})
    outside = ae.build(planets={"A4": {"tile": "grey", "face_up": True}},
                       ships={"r1": (x + ORBIT_R + SHIP_R + 0.01, y)})
    assert "land r1 A4" in ae.moves(inside) and "land r1 A4" not in ae.moves(outside)


def test_aim_error_is_seeded_and_sized_by_the_option(ae):
    """AE-6.2: the error comes from the game's RNG (so the flick reveals), none when off."""
    exact = ae.build(ships={"r1": (450, 450)}, aim="none")
    shaky = ae.build(ships={"r1": (450, 450)}, aim="large")
    a = ae.play(exact, "flick r1 0 20")
    b = ae.play(shaky, "flick r1 0 20")
    assert a.rng == exact.rng and not GAME.reveals(exact, a)
    assert b.rng != shaky.rng and GAME.reveals(shaky, b)
    assert a.last_flick is not None and b.last_flick is not None
    assert a.last_flick["actual_angle"] == 0 and b.last_flick["actual_angle"] != 0
    assert abs((b.last_flick["actual_angle"] + 180) % 360 - 180) <= 6
    assert ae.play(shaky, "flick r1 0 20").pos == b.pos  # same seed, same error


def test_predict_previews_without_error_and_without_change(ae):
    """AE-6.3: `predict` simulates the flick without the aim error and leaves the state."""
    s = ae.build(ships={"r1": (300, 450), "b1": (360, 450)}, aim="large")
    before = encode(s)
    preview = predict(s, 0, "flick r1 0 30")
    assert encode(s) == before
    exact = ae.play(ae.build(ships={"r1": (300, 450), "b1": (360, 450)}), "flick r1 0 30")
    assert preview == GAME.view(exact, None)["last_flick"]
    assert preview["destroyed"] == ["r1", "b1"]
    assert set(preview) >= {"seat", "ship", "angle", "power", "path", "pushed", "hit",
                            "destroyed", "off_board"}
    assert ae.refused(s, "flick b1 0 30").key == "ae.err.not_your_ship"
    with pytest.raises(IllegalMove):
        predict(s, 0, "flick b1 0 30")
    with pytest.raises(IllegalMove) as refused:
        predict(s, 0, "recruit H1 H1")
    assert (refused.value.key, refused.value.rule) == ("ae.err.preview_flick_only", "AE-6.3")


def test_flick_angles_and_powers_are_normalised(ae):
    """AE-6.1: any angle is accepted (normalised to 0–360, one decimal); power 1–100."""
    s = ae.build(ships={"r1": (450, 450)})
    assert GAME.canonical(s, 0, "flick r1 -90 12.34").startswith("flick r1 270 12.3 = r1 ")
    assert GAME.canonical(s, 0, "FLICK R1 720.05 100").startswith("flick r1 0.1 100 = ")
    ae.refused(s, "flick r1 10 0.5", rule="AE-6.1")
    ae.refused(s, "flick r1 10 101", rule="AE-6.1")
