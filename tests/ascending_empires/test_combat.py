"""Combat after a Move action (AE-4): ship attacks (AE-4.2), planet attacks (AE-4.3), every able
ship attacks once (AE-4.1) and the acting player chooses between assignments."""

from __future__ import annotations

from games.ascending_empires import GAME
from games.ascending_empires.data import RANGE_LONG, RANGE_SHORT, SHIP_R

FAR = (450, 880)  # a spot far from everything, for the ship that spends the MP


def _move_then_fight(ae, s, *extra: str):
    """Spend the move on a harmless flick of r8 (placed far away), then `done` if MP remain."""
    s = ae.play(s, "flick r8 0 1")
    return ae.play(s, "done", *extra) if s.phase == "move" else s


def test_two_ships_in_range_destroy_an_enemy_ship(ae):
    """AE-4.2: an enemy ship within range of two of your ships is destroyed: 1 VP, it goes to
    its owner's supply. AE-4: combat comes after the move."""
    s = ae.build(ships={"r1": (400, 450), "r2": (400, 500), "b1": (440, 475), "r8": FAR})
    assert s.loc["b1"] == "board"
    s = _move_then_fight(ae, s)
    assert s.loc["b1"] == "supply" and s.vp[0] == 1 and s.seat == 1
    assert ae.events(s, "attack")[0]["attackers"] == ["r1", "r2"]


def test_range_is_measured_edge_to_edge_with_the_short_side(ae):
    """AE-4.2: range = the ruler's short side between ship edges; the long side with the
    technology (purple 2 in the provisional table)."""
    gap = 2 * SHIP_R + RANGE_SHORT
    near = {"r1": (300, 450), "b1": (300 + gap - 0.01, 450), "r2": (300 + 2 * gap - 0.02, 450),
            "r8": FAR}
    assert ae.events(_move_then_fight(ae, ae.build(ships=near)), "attack")
    far = dict(near, b1=(300 + gap + 0.01, 450), r2=(300 + 2 * gap + 0.02, 450))
    assert not ae.events(_move_then_fight(ae, ae.build(ships=far)), "attack")
    long_gap = 2 * SHIP_R + RANGE_LONG - 1
    longer = {"r1": (200, 450), "r2": (200 + 2 * long_gap, 450), "b1": (200 + long_gap, 450),
              "r8": FAR}
    assert not ae.events(_move_then_fight(ae, ae.build(ships=longer)), "attack")
    assert ae.events(_move_then_fight(ae, ae.build(ships=longer, tech={0: {"purple": 2}})),
                     "attack")


def test_battleship_needs_three_and_gives_two_vp(ae):
    """AE-4.2 / AE-5.4 / AE-8.6: a battleship counts 2 defending too: it takes three
    attackers, and scores 2 VP."""
    two = {"r1": (400, 450), "r2": (400, 500), "bb": (445, 475), "r8": FAR}
    assert not ae.events(_move_then_fight(ae, ae.build(ships=two)), "attack")
    three = dict(two, r3=(450, 420))
    s = _move_then_fight(ae, ae.build(ships=three))
    assert s.loc["bb"] == "supply" and s.vp[0] == 2


def test_a_battleship_attacks_as_two_ships(ae):
    """AE-5.4 / AE-8.6: the battleship counts as 2 ships attacking, so alone it destroys a
    starship (settled by the rulebook)."""
    s = _move_then_fight(ae, ae.build(ships={"rb": (400, 450), "b1": (440, 460), "r8": FAR}))
    assert s.loc["b1"] == "supply" and s.vp[0] == 1


def test_each_ship_attacks_once_and_the_player_chooses(ae):
    """AE-4.1: two ships can take one of two enemies, not both; the player picks which."""
    s = ae.build(ships={"r1": (400, 450), "r2": (400, 500), "b1": (440, 475),
                        "b2": (360, 475), "r8": FAR})
    s = _move_then_fight(ae, s)
    assert s.phase == "combat" and s.seat == 0
    assert ae.moves(s) == ["attack b1 with r1 r2", "attack b2 with r1 r2"]
    view = GAME.view(s, 1)
    assert view["pending"] == {"kind": "combat", "options": ae.moves(s)}
    ae.refused(s, "attack b1 with r1", rule="AE-4.2")
    ae.refused(s, "done", rule="AE-4.1")
    s = ae.play(s, "attack b2 with r2 r1")
    assert s.loc["b2"] == "supply" and s.loc["b1"] == "board" and s.seat == 1


def test_attacks_are_mandatory(ae):
    """AE-4.1: the acting player's ships must attack if able (a single option is played)."""
    s = ae.build(ships={"r1": (400, 450), "r2": (400, 500), "b1": (440, 475), "r8": FAR})
    s = ae.play(s, "flick r8 0 1", "done")
    assert s.loc["b1"] == "supply"


def test_planet_attack_destroys_every_piece_for_a_vp_each(ae):
    """AE-4.3: more ships in orbit than the planet's defence (troop 1, colony 1, city 2,
    station 0) destroy every piece, 1 VP per piece, back to the owner's supply."""
    planets = {"A4": {"tile": "orange", "occupant": 1, "troops": 1, "stations": 1}}
    s = ae.build(planets=planets, ships={"r1": "A4", "r2": "A4", "r8": FAR})
    s = _move_then_fight(ae, s)
    assert s.pieces["A4"] == {"troops": 0, "colonies": 0, "cities": 0, "stations": 0}
    assert s.occupant["A4"] == -1 and s.vp[0] == 2
    assert s.supply[1]["stations"] == 9 and s.supply[1]["troops"] == 7
    city = {"A4": {"tile": "orange", "occupant": 1, "cities": 1}}
    s = _move_then_fight(ae, ae.build(planets=city, ships={"r1": "A4", "r2": "A4", "r8": FAR}))
    assert s.pieces["A4"]["cities"] == 1  # 2 ships do not exceed a city's 2


def test_defended_planets_cannot_be_attacked(ae):
    """AE-4.3: not while another player's ship is in that orbit too (the planet is defended)."""
    planets = {"A4": {"tile": "orange", "occupant": 1, "troops": 1}}
    s = ae.build(n=3, planets=planets,
                 ships={"r1": "A4", "r2": "A4", "r3": "A4", "y1": "A4", "r8": FAR})
    s = _move_then_fight(ae, s)
    assert s.pieces["A4"]["troops"] == 1 and not ae.events(s, "bombard")
    view = next(p for p in GAME.view(s, None)["planets"] if p["id"] == "A4")
    assert view["defended"] and view["blockaded"]


def test_brown_defence_technology(ae):
    """AE-5.4: the defence technology (brown 2 in the provisional table) adds 1 to each of the
    owner's planets."""
    planets = {"A4": {"tile": "orange", "occupant": 1, "troops": 1}}
    ships = {"r1": "A4", "r2": "A4", "r8": FAR}
    s = _move_then_fight(ae, ae.build(planets=planets, ships=ships, tech={1: {"brown": 2}}))
    assert s.pieces["A4"]["troops"] == 1
    ships["r3"] = "A4"
    s = _move_then_fight(ae, ae.build(planets=planets, ships=ships, tech={1: {"brown": 2}}))
    assert s.pieces["A4"]["troops"] == 0 and s.vp[0] == 1
