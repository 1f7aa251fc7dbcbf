"""Research (AE-5), the scan (AE-3.2), the end of the game and scoring (AE-7)."""

from __future__ import annotations

from games.ascending_empires import GAME, ranking_explained
from games.ascending_empires.board import ships_of
from games.ascending_empires.scoring import breakdown

ORANGE = {"A4": {"tile": "orange", "occupant": 0, "stations": 2},
          "A5": {"tile": "orange", "occupant": 0, "stations": 1}}


def test_levels_in_order_need_that_many_stations_of_the_colour(ae):
    """AE-5 / AE-5.1: level L needs L stations on planets of that colour; levels climb one by
    one."""
    s = ae.build(planets={"A4": {"tile": "orange", "occupant": 0, "stations": 1},
                          "A5": {"tile": "grey", "occupant": 0, "stations": 1}})
    assert {"research orange", "research grey"} <= set(ae.moves(s))
    ae.refused(s, "research purple", rule="AE-5.1")
    s = ae.play(s, "research orange")
    assert s.tech[0]["orange"] == 1
    s.seat = 0
    ae.refused(s, "research orange", rule="AE-5.1")  # level 2 needs 2 orange stations


def test_levels_are_never_lost(ae):
    """AE-5.1: a destroyed station does not lower a level."""
    s = ae.build(planets={"A4": {"tile": "orange", "occupant": 0, "stations": 1}})
    s = ae.play(s, "research orange")
    s.pieces["A4"]["stations"] = 0
    s.occupant["A4"] = -1
    assert s.tech[0]["orange"] == 1 and GAME.view(s, 1)["players"][0]["tech"]["orange"] == 1


def test_first_to_reach_a_level_scores_it(ae):
    """AE-5.2: the first player to reach a level of a colour scores VP equal to the level."""
    s = ae.build(planets=ORANGE, tech={0: {"orange": 2}, 1: {"orange": 2}})
    s.first_to_level["orange"][:2] = [1, 1]
    s = ae.play(s, "research orange")
    assert s.tech[0]["orange"] == 3 and s.vp[0] == 3
    assert s.first_to_level["orange"] == [1, 1, 0, -1]
    s2 = ae.build(planets=ORANGE, tech={0: {"orange": 1}})
    s2.first_to_level["orange"][:2] = [1, 1]
    s2 = ae.play(s2, "research orange")
    assert s2.vp[0] == 0  # level 2 was reached first by blue


def test_all_colours_at_a_level_give_its_bonus(ae):
    """AE-5.3: level 1 in all four colours brings 1 troop and 1 ship from the box."""
    s = ae.build(planets={"A4": {"tile": "brown", "occupant": 0, "stations": 1}},
                 tech={0: {"orange": 1, "grey": 1, "purple": 1}})
    troops, box = s.supply[0]["troops"], s.supply[0]["box_troops"]
    s = ae.play(s, "research brown")
    brown_effect = 2  # brown 1 itself brings 2 troops (provisional table)
    assert s.supply[0]["troops"] == troops + brown_effect + 1
    assert s.supply[0]["box_troops"] == box - brown_effect - 1
    assert len([x for x in ships_of(s, 0, "supply") if x[1] != "b"]) == 1
    assert ae.events(s, "all_colours")[0]["got"] == {"troops": 1, "ships": 1}


def test_orange_three_brings_the_battleship_and_retires_two_starships(ae):
    """AE-5.4: the battleship goes to the supply and two starships, from the board or the
    supply, go back to the box (the player chooses which)."""
    s = ae.build(planets=ORANGE, tech={0: {"orange": 2}},
                 ships={"r1": (300, 300), "r2": (500, 500)}, supply_ships={0: 1})
    s = ae.play(s, "research orange")
    assert s.phase == "retire" and s.loc["rb"] == "supply" and s.seat == 0
    assert "retire r1 supply" in ae.moves(s) and "retire r1 r2" in ae.moves(s)
    ae.refused(s, "retire supply supply", rule="AE-5.4")  # only one starship in supply
    s = ae.play(s, "retire r2 supply")
    assert s.loc["r2"] == "box" and "r2" not in s.pos and s.loc["r1"] == "board"
    assert s.seat == 1 and GAME.view(s, 0)["players"][0]["supply"]["battleship"] == 1


def test_battleship_launches_and_is_twice_a_ship_in_orbit(ae):
    """AE-5.4: the battleship is launched like a ship and counts 2 against a planet."""
    s = ae.build(planets={"H1": {"troops": 1},
                          "A4": {"tile": "grey", "occupant": 1, "troops": 1}},
                 ships={"r1": "A4"})
    s.loc["rb"] = "supply"
    s = ae.play(s, "launch H1 battleship")
    assert s.loc["rb"] == "board"
    s.pos["rb"] = ae.orbit_point("A4", 180)
    s = ae.play(s, "done")
    assert s.pieces["A4"]["troops"] == 0 and s.vp[0] == 1


def test_scan_at_the_end_of_the_turn_is_private(ae):
    """AE-3.2 / AE-8.4: face-down planets orbited by the player's ships are seen by that
    player only, automatically at the end of the turn (ruling: the rulebook's optional secret
    look changes no outcome, so nobody is asked); the others only learn how many."""
    s = ae.build(planets={"A4": {"tile": "purple"}}, ships={"r1": (450, 450)})
    s.pos["r1"] = ae.orbit_point("A4", 90)
    s.pos["r2"] = (450, 880)
    s.loc["r2"] = "board"
    s = ae.play(s, "flick r2 0 1", "done")
    assert "A4" in s.known[0] and "A4" not in s.known[1] and "A4" not in s.face_up
    mine = next(p for p in GAME.view(s, 0)["planets"] if p["id"] == "A4")
    theirs = next(p for p in GAME.view(s, 1)["planets"] if p["id"] == "A4")
    assert (mine["kind"], mine["colour"], mine["known"]) == ("planet", "purple", True)
    assert (theirs["kind"], theirs["colour"], theirs["known"]) == ("unknown", None, False)
    scan = next(e for e in GAME.view(s, 0)["events"] if e["kind"] == "scan")
    assert scan["tiles"] == {"A4": "purple"}
    assert "tiles" not in next(e for e in GAME.view(s, 1)["events"] if e["kind"] == "scan")


def test_emptying_the_pool_starts_the_last_round(ae):
    """AE-7.1: taking the last token makes this turn the player's last; every other player
    has one more turn; later VP come from outside the pool."""
    s = ae.build(n=3, planets={"A4": {"tile": "grey", "occupant": 0, "troops": 3},
                               "B4": {"tile": "grey", "occupant": 1, "troops": 3}}, pool=1)
    s = ae.play(s, "mine A4 3")
    assert s.pool == 0 and s.vp[0] == 2 and s.ender == 0 and s.seat == 1
    assert GAME.view(s, None)["last_round"]
    s = ae.play(s, "mine B4 3")
    assert s.vp[1] == 2 and s.pool == 0 and s.seat == 2
    s = ae.play(s, "recruit H3 H3")
    assert GAME.is_over(s) and GAME.to_act(s) is None and GAME.legal_moves(s, 0) == []
    ae.refused(s, "recruit H1 H1", rule="AE-7.1")


def test_final_score(ae):
    """AE-7 / AE-7.2: tokens + 1 per occupied planet or asteroid + 1 per colony + 2 per city + 3 for
    cities in three quadrants (6 in four)."""
    planets = {"A4": {"tile": "grey", "occupant": 0, "cities": 1},
               "B4": {"tile": "asteroid", "occupant": 0, "cities": 1, "colonies": 1},
               "G4": {"tile": "brown", "occupant": 0, "cities": 1, "troops": 1},
               "D4": {"tile": "brown", "occupant": 0, "troops": 1}}
    s = ae.build(planets=planets)
    s.vp[0] = 5
    assert breakdown(s, 0) == {"tokens": 5, "planets": 4, "colonies": 1, "cities": 6,
                               "quadrants": 3}
    s.pieces["D4"]["cities"] = 1
    assert breakdown(s, 0)["quadrants"] == 6 and GAME.scores(s)[0] == 5 + 4 + 1 + 8 + 6


def test_ties_break_on_tokens_then_technology(ae):
    """AE-7.3: most VP tokens, then most technology levels; a full tie shares the place."""
    s = ae.build(n=4, planets={"A4": {"tile": "grey", "occupant": 1, "troops": 1}})
    s.vp = [5, 4, 5, 5]
    s.tech[3]["grey"] = 1
    assert GAME.scores(s) == [5, 5, 5, 5]
    assert GAME.ranking(s) == [[3], [0, 2], [1]]
    reasons = [r for _, r in ranking_explained(s)]
    assert "technology levels (1 vs 0)" in reasons[0]
    assert "shared" in reasons[1] and "VP tokens (5 vs 4)" in reasons[1]
