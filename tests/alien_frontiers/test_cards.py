"""Alien tech cards (AF-9), their limits (AF-3.7, AF-3.8) and the AF-10.8 examples."""

from __future__ import annotations

from bot import i18n
from bot.i18n import say


def test_booster_pod_example(af):
    """AF-10.8 / AF-9.3: Booster Pod 3 -> 4 for a pair of 4s at the Shipyard."""
    s = af.build(roll=(1, 3, 4), fuel={0: 2}, ore={0: 1}, cards={0: ["booster_pod"]})
    assert "dock 4 4 shipyard" not in af.moves(s)
    s = af.play(s, "use booster_pod 3")
    assert s.fuel[0] == 1
    s = af.play(s, "dock 4 4 shipyard")
    assert (s.fuel[0], s.ore[0]) == (0, 0)


def test_gravity_manipulator_example(af):
    """AF-10.8 / AF-9.5: 1, 2, 5 -> 1, 1, 6 for 2 fuel."""
    s = af.build(roll=(1, 2, 5), fuel={0: 2}, cards={0: ["gravity_manipulator"]})
    s = af.play(s, "use gravity_manipulator 5 2")
    assert af.fleet_values(s) == [1, 1, 6] and s.fuel[0] == 0


def test_stasis_beam_example(af):
    """AF-10.8 / AF-9.11: Stasis Beam 2 -> 1."""
    s = af.build(roll=(1, 2, 5), fuel={0: 1}, cards={0: ["stasis_beam"]})
    s = af.play(s, "use stasis_beam 2")
    assert af.fleet_values(s) == [1, 1, 5]


def test_polarity_device_example(af):
    """AF-10.8 / AF-9.9: Polarity Device 1 -> 6."""
    s = af.build(roll=(1, 2, 5), fuel={0: 1}, cards={0: ["polarity_device"]})
    s = af.play(s, "use polarity_device 1")
    assert af.fleet_values(s) == [2, 5, 6]


def test_temporal_warper_example(af):
    """AF-10.8 / AF-9.12: Temporal Warper rerolls 1 and 2 (a reveal)."""
    s = af.build(roll=(1, 2, 5), fuel={0: 1}, cards={0: ["temporal_warper"]})
    assert "use temporal_warper 1 2" in af.moves(s)
    t = af.play(s, "use temporal_warper 1 2")
    assert 5 in af.fleet_values(t) and t.fuel[0] == 0
    assert af.game.reveals(s, t)
    assert af.events(t, "reroll")[0]["before"] == [1, 2]


def test_teleporter_example(af):
    """AF-10.8 / AF-9.7: 6 at the mine (1 ore) moved to the Artifact, then a 2 -> 8, take."""
    s = af.build(roll=(2, 5, 6), fuel={0: 2}, cards={0: ["orbital_teleporter"]},
                 display=["polarity_device", "booster_pod", "stasis_beam"])
    s = af.play(s, "dock 6 mine")
    assert s.ore[0] == 1
    s = af.play(s, "use orbital_teleporter mine 6 artifact")
    assert af.at(s, "artifact") == [(0, 6)] and s.fuel[0] == 0
    assert "use orbital_teleporter artifact 6 mine" not in af.moves(s)
    s = af.play(s, "dock 2 artifact", "take booster_pod")
    assert "booster_pod" in s.cards[0]


def test_teleporter_limits(af):
    """AF-9.7 / AF-5.10a: not from the Terraforming Station or the bay; not back where it left;
    groups with undocked ships meet the facility's requirements."""
    s = af.build(roll=(4, 3, 5), fuel={0: 4}, cards={0: ["orbital_teleporter"]},
                 docked={"terraform": [(0, 6)], "solar": [(0, 4)]})
    moves = af.moves(s)
    assert not any(m.startswith("use orbital_teleporter terraform") for m in moves)
    af.refused(s, "use orbital_teleporter terraform 6 mine", rule="AF-5.10a")
    af.refused(s, "use orbital_teleporter solar 4 solar", rule="AF-9.7")
    assert "use orbital_teleporter solar 4 market 4" in moves
    assert "use orbital_teleporter solar 4 outpost 3 5" in moves
    s = af.play(s, "use orbital_teleporter solar 4 outpost 3 5")
    assert af.at(s, "outpost") == [(0, 3), (0, 4), (0, 5)]
    assert af.events(s, "dock")[-1]["teleported"] is True


def test_plasma_cannon_example(af):
    """AF-10.8 / AF-9.8: blue clears two red ships from the Shipyard for 2 fuel, then docks."""
    s = af.build(seat=1, roll=(2, 2, 4), fuel={1: 2}, cards={1: ["plasma_cannon"]},
                 docked={"shipyard": [(0, 3, 0), (0, 3, 0), (2, 5, 1), (2, 5, 1),
                                      (3, 1, 2), (3, 1, 2)]}, stock={1: 3})
    assert "dock 2 2 shipyard" not in af.moves(s)
    s = af.play(s, "use plasma_cannon shipyard red3 red3")
    assert s.fuel[1] == 0
    assert sorted(s.val[i] for i in range(6) if s.loc[i] == "bay")[-2:] == [3, 3]
    s.fuel[1] = 1
    s.ore[1] = 1
    s.sfuel -= 1
    s.sore -= 1
    assert "dock 2 2 shipyard" in af.moves(s)


def test_plasma_cannon_terraform_to_stock(af):
    """AF-10.8 / AF-9.8: a red ship at the Terraforming Station removed goes to red's stock."""
    s = af.build(seat=1, roll=(2,), fuel={1: 1}, cards={1: ["plasma_cannon"]},
                 docked={"terraform": [(0, 6)]})
    ship = next(i for i in range(6) if s.loc[i] == "terraform")
    s = af.play(s, "use plasma_cannon terraform red6")
    assert s.loc[ship] == "stock"


def test_plasma_cannon_discard_limit(af):
    """AF-10.8 / AF-9.8: discard refused when red would keep 2 ships counting the one at the
    Terraforming Station as lost; allowed against a player with 6."""
    s = af.build(seat=1, roll=(2,), cards={1: ["plasma_cannon"]},
                 docked={"mine": [(0, 3)], "artifact": [(0, 2), (0, 4)],
                         "terraform": [(0, 6)], "solar": [(2, 1)]}, stock={0: 2, 2: 0})
    moves = af.moves(s)
    assert "discard plasma_cannon mine red3" not in moves
    af.refused(s, "discard plasma_cannon mine red3", rule="AF-9.8")
    assert "discard plasma_cannon solar yellow1" in moves
    s = af.play(s, "discard plasma_cannon solar yellow1")
    assert sum(1 for i in range(12, 18) if s.loc[i] == "stock") == 1


def test_polarity_device_discard_example(af):
    """AF-10.8 / AF-9.9: swapping between Herbert Valley and Lem Badlands makes both ties."""
    s = af.build(roll=(1,), cards={0: ["polarity_device"]},
                 colonies={"herbert": {2: 2}, "lem": {0: 2}})
    assert s.ctrl[4] == 2 and s.ctrl[5] == 0
    s = af.play(s, "discard polarity_device herbert yellow lem red")
    assert s.terr[4][:3] == [1, 0, 1] and s.terr[5][:3] == [1, 0, 1]
    assert s.ctrl[4] == -1 and s.ctrl[5] == -1
    assert s.vp[0] == 2 and s.vp[2] == 2


def test_teleporter_discard(af):
    """AF-9.7: discard moves any colony to another territory, taking control."""
    s = af.build(seat=1, roll=(1,), cards={1: ["orbital_teleporter"]},
                 colonies={"lem": {1: 1, 0: 1}, "van_vogt": {1: 1, 3: 2}})
    s = af.play(s, "discard orbital_teleporter van_vogt blue lem")
    assert s.ctrl[5] == 1 and s.vp[1] == 3


def test_data_crystal(af):
    """AF-9.4: 1 fuel per colony borrows a bonus this turn; not Burroughs; needs a colony."""
    s = af.build(roll=(1, 6, 6), fuel={0: 6}, cards={0: ["data_crystal"]},
                 colonies={"heinlein": {3: 1, 0: 1}, "burroughs": {1: 1}})
    moves = af.moves(s)
    assert "use data_crystal burroughs" not in moves
    assert "use data_crystal lem" not in moves
    af.refused(s, "use data_crystal burroughs", rule="AF-9.4")
    s = af.play(s, "use data_crystal heinlein", "dock 6 6 market", "trade", "trade")
    assert (s.fuel[0], s.ore[0]) == (2, 2)


def test_holographic_decoy(af):
    """AF-9.6: raids cannot take a Decoy holder's resources; a card raid must take the Decoy,
    discarded if the raider already holds one."""
    s = af.build(roll=(1, 2, 3), fuel={1: 5}, cards={1: ["holographic_decoy", "alien_city"]})
    s = af.play(s, "dock 1 2 3 outpost")
    assert af.moves(s) == ["raid card blue holographic_decoy"]
    af.refused(s, "raid blue 4 fuel", rule="AF-9.6")
    af.refused(s, "raid card blue alien_city", rule="AF-9.6")
    t = af.build(roll=(1, 2, 3), cards={0: ["holographic_decoy"], 1: ["holographic_decoy"]})
    t = af.play(t, "dock 1 2 3 outpost", "raid card blue holographic_decoy")
    assert t.cards[1] == [] and t.cards[0] == ["holographic_decoy"]
    assert t.discard == ["holographic_decoy"]


def test_resource_cache(af):
    """AF-9.10: automatic after the roll: more odd -> ore, more even -> fuel, equal -> both and
    discard."""
    from games.alien_frontiers.board import event  # noqa: F401
    from games.alien_frontiers.turn import begin_turn

    for seed in range(40):
        s = af.build(seat=0, cards={0: ["resource_cache"]})
        s.rng = seed
        begin_turn(s)
        vals = af.fleet_values(s)
        odd = sum(v % 2 for v in vals)
        even = len(vals) - odd
        ev = af.events(s, "cache")[0]
        if odd > even:
            assert (s.fuel[0], s.ore[0]) == (0, 1)
        elif even > odd:
            assert (s.fuel[0], s.ore[0]) == (1, 0)
        else:
            assert (s.fuel[0], s.ore[0]) == (1, 1)
            assert ev["discarded"] and "resource_cache" not in s.cards[0]


def test_once_per_turn_and_one_discard(af):
    """AF-3.7: each fuel power once per turn; one discard per turn; no discard of a card used
    this turn."""
    s = af.build(roll=(2, 3, 4), fuel={0: 5}, cards={0: ["booster_pod", "stasis_beam"]})
    s = af.play(s, "use booster_pod 2")
    assert not any(m.startswith("use booster_pod") for m in af.moves(s))
    assert not any(m.startswith("discard booster_pod") for m in af.moves(s))
    af.refused(s, "use booster_pod 3", rule="AF-3.7")
    s = af.play(s, "discard stasis_beam lem")
    t = af.build(roll=(2,), cards={0: ["stasis_beam", "data_crystal"]})
    t = af.play(t, "discard stasis_beam lem")
    assert not any(m.startswith("discard") for m in af.moves(t))
    af.refused(t, "discard data_crystal lem", rule="AF-3.7")


def test_value_bounds(af):
    """AF-3.8: card changes never go below 1 or above 6."""
    s = af.build(roll=(1, 6), fuel={0: 5},
                 cards={0: ["booster_pod", "stasis_beam", "gravity_manipulator"]})
    moves = af.moves(s)
    assert "use booster_pod 6" not in moves and "use stasis_beam 1" not in moves
    assert "use gravity_manipulator 6 1" not in moves
    assert "use gravity_manipulator 1 6" in moves
    af.refused(s, "use booster_pod 6", rule="AF-3.8")
    af.refused(s, "use stasis_beam 1", rule="AF-3.8")


def test_unique_names(af):
    """AF-9.13: you may not take a card whose name you hold."""
    s = af.build(roll=(4, 4), cards={0: ["booster_pod"]},
                 display=["booster_pod", "stasis_beam", "alien_city"])
    s = af.play(s, "dock 4 artifact", "dock 4 artifact")
    assert "take booster_pod" not in af.moves(s)
    af.refused(s, "take booster_pod", rule="AF-9.13")
    assert "take stasis_beam" in af.moves(s)


def test_temporal_warper_discard(af):
    """AF-9.12: discard to take a card from the discard pile."""
    s = af.build(roll=(1,), cards={0: ["temporal_warper"]}, discard=["alien_city"])
    s = af.play(s, "discard temporal_warper alien_city")
    assert s.cards[0] == ["alien_city"] and s.discard == ["temporal_warper"] and s.vp[0] == 1


def test_reshuffle_when_deck_empty(af):
    """AF-2.1: an empty draw pile is rebuilt from the shuffled discards."""
    s = af.build(roll=(3,))
    s.discard = s.discard + s.deck
    s.deck = []
    s = af.play(s, "dock 3 artifact", "cycle")
    assert len(s.display) == 3 and af.events(s, "reshuffle")
    assert len(s.deck) + len(s.discard) + len(s.display) == 22 - sum(map(len, s.cards))


def test_cards_only_on_own_turn(af):
    """AF-3.9: powers are used only during your own turn."""
    s = af.build(seat=0, roll=(2,), cards={1: ["booster_pod"]}, fuel={1: 3})
    assert af.game.legal_moves(s, 1) == []
    err = None
    from games.base import IllegalMove

    try:
        af.game.apply(s, 1, "use booster_pod 2")
    except IllegalMove as e:
        err = e
    assert err is not None and "not your turn" in i18n.say("en", err)


def test_refusals_name_what_is_really_missing(af):
    """AF-3.3 / AF-9.12: Gravity Manipulator naming one 3 twice with a single 3 undocked says two
    ships are needed (not that there is no 3); Temporal Warper's discard power with an empty
    discard pile says the pile is empty (not that the move lacks a card)."""
    s = af.build(roll=(3, 5), cards={0: ["gravity_manipulator"]}, fuel={0: 5})
    error = af.refused(s, "use gravity_manipulator 3 3", rule="AF-3.3")
    assert error.key == "af.err.too_few_ships"
    assert say("en", error).startswith("That needs 2 undocked ships of value 3; you have 1")
    s = af.build(roll=(3,), cards={0: ["temporal_warper"]}, fuel={0: 5})
    s.discard = []
    error = af.refused(s, "discard temporal_warper", rule="AF-9.12")
    assert say("en", error) == ("The discard pile is empty: Temporal Warper's discard power has "
                                "no card to take.")
    s.discard = ["booster_pod"]  # with a card there, the missing name is what is wrong
    assert af.refused(s, "discard temporal_warper").key == "game.move_missing"
