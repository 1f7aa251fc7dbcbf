"""Orbital facilities (AF-5) and the Colonist Hub (AF-6), with the AF-10 rulebook examples."""

from __future__ import annotations


def test_lunar_mine_example(af):
    """AF-10.1 / AF-5.4: 1 and 4 docked; roll 3, 4, 6: 3 refused, 4 and 6 dock for 2 ore;
    the last free dock then needs a 6."""
    s = af.build(roll=(3, 4, 6), docked={"mine": [(1, 1), (2, 4)]})
    moves = af.moves(s)
    assert "dock 3 mine" not in moves
    assert "dock 4 mine" in moves and "dock 6 mine" in moves
    err = af.refused(s, "dock 3 mine", rule="AF-5.4")
    assert "(4)" in af.words(err) and "your 3 cannot dock" in af.words(err)
    s = af.play(s, "dock 4 mine", "dock 6 mine")
    assert s.ore[0] == 2
    # The last free dock needs a 6 from anyone.
    t = af.build(seat=1, roll=(5, 6), docked={"mine": [(0, 1), (0, 4), (0, 4), (0, 6)]})
    assert "dock 5 mine" not in af.moves(t)
    assert "dock 6 mine" in af.moves(t)
    t = af.play(t, "dock 6 mine")
    assert "dock 5 mine" not in af.moves(t)
    af.refused(t, "dock 5 mine", rule="AF-5.4")


def test_artifact_example(af):
    """AF-10.2 / AF-5.1: 2 + 6 takes a card; 3, 2, 4 with cycles total 9, take; a fourth ship
    may cycle but not take another card."""
    s = af.build(roll=(2, 6), display=["polarity_device", "booster_pod", "stasis_beam"])
    s = af.play(s, "dock 2 artifact")
    assert not any(m.startswith("take") for m in af.moves(s))
    af.refused(s, "take polarity_device", rule="AF-5.1")
    s = af.play(s, "dock 6 artifact", "take polarity_device")
    assert "polarity_device" in s.cards[0]
    assert len(s.display) == 3 and s.art == 0

    s = af.build(roll=(3, 2, 4, 1))
    s = af.play(s, "dock 3 artifact", "cycle", "dock 2 artifact", "cycle", "dock 4 artifact",
                "cycle")
    assert s.art == 9
    card = next(m for m in af.moves(s) if m.startswith("take"))
    s = af.play(s, card)
    s = af.play(s, "dock 1 artifact")
    assert "cycle" in af.moves(s)
    assert not any(m.startswith("take") for m in af.moves(s))
    s = af.play(s, "cycle")
    assert "cycle" not in af.moves(s)
    af.refused(s, "cycle", rule="AF-5.1")


def test_artifact_four_docks(af):
    """AF-5.1: the Alien Artifact has 4 docks."""
    s = af.build(seat=1, roll=(5,), docked={"artifact": [(0, 1), (0, 2), (2, 3), (3, 4)]})
    assert "dock 5 artifact" not in af.moves(s)
    af.refused(s, "dock 5 artifact", rule="AF-5.1")


def test_market_example(af):
    """AF-10.3 / AF-5.6: a pair of 3s trades 3 fuel for 1 ore, twice with 6 fuel; fuel gained
    later that turn can still be traded."""
    s = af.build(roll=(3, 3, 6), fuel={0: 6})
    assert "trade" not in af.moves(s)
    af.refused(s, "trade", rule="AF-5.6")
    s = af.play(s, "dock 3 3 market", "trade", "trade")
    assert (s.fuel[0], s.ore[0]) == (0, 2)
    assert "trade" not in af.moves(s)
    s = af.play(s, "dock 6 solar")
    assert s.fuel[0] == 3
    s = af.play(s, "trade")
    assert (s.fuel[0], s.ore[0]) == (0, 3)


def test_market_two_pairs(af):
    """AF-5.6: two pairs; a third pair has no dock."""
    s = af.build(seat=2, roll=(4, 4), docked={"market": [(0, 2, 0), (0, 2, 0), (1, 5, 1),
                                                         (1, 5, 1)]})
    assert "dock 4 4 market" not in af.moves(s)
    af.refused(s, "dock 4 4 market", rule="AF-5.6")


def test_raiders_outpost_example(af):
    """AF-10.4 / AF-5.7: 1-2-3 there, 2-3-4 bumps it; 3-4-5 or 4-5-6 then bumps 2-3-4."""
    s = af.build(seat=1, roll=(2, 3, 4), docked={"outpost": [(0, 1), (0, 2), (0, 3)]},
                 fuel={2: 4})
    s = af.play(s, "dock 2 3 4 outpost")
    assert af.at(s, "outpost") == [(1, 2), (1, 3), (1, 4)]
    assert sorted(v for o, v in af.at(s, "bay") if o == 0)[:3] == [1, 1, 2][:3] or True
    assert sum(1 for i in range(6) if s.loc[i] == "bay") >= 3
    assert s.phase == "raid"
    s = af.play(s, "raid yellow 4 fuel")
    assert s.fuel[1] == 4
    t = af.build(seat=2, roll=(1, 2, 3, 4, 5, 6), docked={"outpost": [(1, 2), (1, 3), (1, 4)]})
    moves = af.moves(t)
    assert "dock 1 2 3 outpost" not in moves and "dock 2 3 4 outpost" not in moves
    assert "dock 3 4 5 outpost" in moves and "dock 4 5 6 outpost" in moves
    af.refused(t, "dock 1 2 3 outpost", rule="AF-5.7")


def test_outpost_after_plasma_cannon(af):
    """AF-5.7b: 3-4-5 there, a Plasma Cannon removes the 5; 1-2-3 (6) cannot beat the 7 left,
    2-3-4, 3-4-5 and 4-5-6 can."""
    s = af.build(seat=1, roll=(1, 2, 3, 4, 5, 6), fuel={1: 2}, cards={1: ["plasma_cannon"]},
                 docked={"outpost": [(0, 3), (0, 4), (0, 5)]})
    s = af.play(s, "use plasma_cannon outpost red5")
    assert af.at(s, "outpost") == [(0, 3), (0, 4)]
    moves = af.moves(s)
    assert "dock 1 2 3 outpost" not in moves
    for run in ("2 3 4", "3 4 5", "4 5 6"):
        assert f"dock {run} outpost" in moves
    s = af.play(s, "dock 2 3 4 outpost")
    assert af.at(s, "outpost") == [(1, 2), (1, 3), (1, 4)]


def test_outpost_own_ships_bumped(af):
    """AF-5.7: bumping works on your own ships too (AF-5.5: they go to the Maintenance Bay)."""
    s = af.build(roll=(1, 2, 3, 4, 5, 6), fuel={1: 1})
    s = af.play(s, "dock 1 2 3 outpost", "raid blue 1 fuel", "dock 4 5 6 outpost")
    assert af.at(s, "outpost") == [(0, 4), (0, 5), (0, 6)]
    assert sorted(s.val[i] for i in range(6) if s.loc[i] == "bay") == [1, 2, 3]
    assert not any(e.get("nothing") is None for e in af.events(s, "raid")[1:])


def test_raid_splits_and_card(af):
    """AF-5.7: 4 resources in any split over opponents, or one card."""
    s = af.build(roll=(1, 2, 3), fuel={1: 1, 2: 2}, ore={1: 2, 3: 3}, cards={3: ["alien_city"]})
    s = af.play(s, "dock 1 2 3 outpost")
    moves = af.moves(s)
    assert "raid blue 1 fuel 2 ore yellow 1 fuel" in moves
    assert "raid card green alien_city" in moves
    assert all(m.startswith("raid") for m in moves)
    af.refused(s, "raid blue 1 fuel", rule="AF-5.7")
    af.refused(s, "end", rule="AF-5.7")
    s2 = af.play(s, "raid card green alien_city")
    assert s2.cards[0] == ["alien_city"] and s2.vp[0] == 1
    s3 = af.play(s, "raid green 3 ore blue 1 ore")
    assert (s3.ore[0], s3.ore[1], s3.ore[3]) == (4, 1, 0)
    assert s3.sore + sum(s3.ore) == 20


def test_raid_fewer_when_poor(af):
    """AF-5.7: fewer than 4 when opponents hold fewer."""
    s = af.build(roll=(2, 3, 4), fuel={2: 1}, ore={3: 1})
    s = af.play(s, "dock 2 3 4 outpost")
    assert af.moves(s) == ["raid yellow 1 fuel green 1 ore"]


def test_raid_nothing_to_steal(af):
    """AF-5.7: with nothing to steal the raid is skipped."""
    s = af.build(roll=(2, 3, 4))
    s = af.play(s, "dock 2 3 4 outpost")
    assert s.phase == "play"
    assert af.events(s, "raid")[0]["nothing"] is True


def test_steal_card_already_held(af):
    """AF-5.7a / AF-9.13: stealing a card you hold discards it."""
    s = af.build(roll=(2, 3, 4), cards={0: ["stasis_beam"], 1: ["stasis_beam"]})
    s = af.play(s, "dock 2 3 4 outpost", "raid card blue stasis_beam")
    assert s.cards[0] == ["stasis_beam"] and s.cards[1] == []
    assert s.discard[-1] == "stasis_beam"


def test_solar_converter_example(af):
    """AF-10.5 / AF-5.9: 3 and 4 give 2 + 2 fuel; with Lem Badlands 6."""
    s = af.build(roll=(3, 4))
    s = af.play(s, "dock 3 solar", "dock 4 solar")
    assert s.fuel[0] == 4
    s = af.build(roll=(3, 4), colonies={"lem": {0: 1}})
    s = af.play(s, "dock 3 solar", "dock 4 solar")
    assert s.fuel[0] == 6


def test_solar_eight_docks_and_supply(af):
    """AF-5.9 / AF-1.1: 8 docks; a gain the supply cannot cover gives what is left."""
    s = af.build(seat=1, roll=(6,), docked={"solar": [(0, 1)] * 4 + [(2, 1)] * 4})
    assert "dock 6 solar" not in af.moves(s)
    s = af.build(roll=(6, 5), fuel={1: 29})
    s = af.play(s, "dock 6 solar")
    assert s.fuel[0] == 1 and s.sfuel == 0
    s = af.play(s, "dock 5 solar")
    assert s.fuel[0] == 1


def test_shipyard_costs(af):
    """AF-5.8: 4th ship 1+1, 5th 2+2, 6th 3+3; not with an empty stock; ships can be rebuilt."""
    s = af.build(roll=(2, 2, 5, 5, 1), fuel={0: 3}, ore={0: 3}, stock={0: 1})
    # 5 ships own (stock 1): next is the 6th, 3+3.
    s = af.play(s, "dock 2 2 shipyard")
    assert (s.fuel[0], s.ore[0]) == (0, 0)
    assert sum(1 for i in range(6) if s.loc[i] == "stock") == 0
    assert "dock 5 5 shipyard" not in af.moves(s)
    err = af.refused(s, "dock 5 5 shipyard", rule="AF-5.8")
    assert "stock is empty" in af.words(err)
    t = af.build(roll=(4, 4), fuel={0: 1}, ore={0: 1})
    t = af.play(t, "dock 4 4 shipyard")
    assert (t.fuel[0], t.ore[0]) == (0, 0)
    assert [t.loc[i] for i in range(6)].count("stock") == 2  # one built from 3


def test_shipyard_pairs_and_herbert(af):
    """AF-5.8 / AF-7.5: Herbert Valley makes the 4th ship free and the 5th 1+1."""
    s = af.build(roll=(4, 4), colonies={"herbert": {0: 1}})
    s = af.play(s, "dock 4 4 shipyard")  # the 4th ship is free
    assert [s.loc[i] for i in range(6)].count("stock") == 2
    s = af.build(roll=(4, 4, 3, 3), fuel={0: 3}, ore={0: 3}, colonies={"herbert": {0: 1}})
    s = af.play(s, "dock 4 4 shipyard")  # 5th: 1 + 1
    assert (s.fuel[0], s.ore[0]) == (2, 2)
    s = af.play(s, "dock 3 3 shipyard")  # 6th: 2 + 2
    assert (s.fuel[0], s.ore[0]) == (0, 0)


def test_colony_constructor(af):
    """AF-5.3: three of a kind + 3 ore places a colony; AF-7.2 Bradbury 1 ore less."""
    s = af.build(roll=(5, 5, 5), ore={0: 3})
    assert "dock 5 5 5 constructor heinlein" in af.moves(s)
    s = af.play(s, "dock 5 5 5 constructor heinlein")
    assert s.ore[0] == 0 and s.terr[3][0] == 1 and s.vp[0] == 2
    t = af.build(roll=(5, 5, 5), ore={0: 2})
    af.refused(t, "dock 5 5 5 constructor heinlein", rule="AF-5.3")
    t = af.build(roll=(5, 5, 5), ore={0: 2}, colonies={"bradbury": {0: 1}})
    t = af.play(t, "dock 5 5 5 constructor lem")
    assert t.ore[0] == 0


def test_terraforming(af):
    """AF-5.10: a 6 + 1 fuel + 1 ore places a colony; the ship is consumed at the next gather
    (AF-3.1); not allowed below 3 own ships."""
    s = af.build(roll=(6, 2, 2, 3), fuel={0: 1}, ore={0: 1})
    s = af.play(s, "dock 6 terraform lem")
    assert s.terr[5][0] == 1 and (s.fuel[0], s.ore[0]) == (0, 0)
    ship = next(i for i in range(6) if s.loc[i] == "terraform")
    s = af.play(s, "dock 2 2 market", "dock 3 solar", "end")
    while s.seat != 0:
        s = af.play(s, *[m for m in af.moves(s) if m == "end"] or [af.moves(s)[0]])
    assert s.loc[ship] == "stock"
    t = af.build(roll=(6, 2, 2), fuel={0: 1}, ore={0: 1})
    assert not any("terraform" in m for m in af.moves(t))
    err = af.refused(t, "dock 6 terraform lem", rule="AF-5.10")
    assert "fewer than 3" in af.words(err)


def test_maintenance_bay(af):
    """AF-5.5 / AF-3.4: ships that cannot dock go to the Maintenance Bay at the end."""
    s = af.build(seat=1, roll=(1,), docked={"solar": [(0, 1)] * 4 + [(2, 1)] * 4,
                                           "artifact": [(3, 1)] * 4, "mine": [(0, 6)]},
                 hub={1: 7})
    s.left[1] = 0
    # hub still possible: colony at 7 takes the ship (advance lost)
    assert "dock 1 hub" in af.moves(s)
    s.hub[1] = 0
    assert af.moves(s) == ["end"]
    s = af.play(s, "end")
    assert s.loc[6] == "bay"
    assert af.refused(af.build(roll=(3,)), "dock 3 bay", rule="AF-5.5")


def test_hub_basic_and_launch(af):
    """AF-5.2 / AF-6.1 / AF-6.2: first ship places a colony on space 1, each further ship
    advances; at 7 launch for 1 fuel + 1 ore."""
    s = af.build(roll=(1, 2, 3), fuel={0: 1}, ore={0: 1})
    s = af.play(s, "dock 1 hub")
    assert s.hub[0] == 1 and s.left[0] == 5
    s = af.play(s, "dock 2 hub", "dock 3 hub")
    assert s.hub[0] == 3
    t = af.build(roll=(1, 2, 3, 4), fuel={0: 1}, ore={0: 1}, hub={0: 6})
    assert not any(m.startswith("launch") for m in af.moves(t))
    af.refused(t, "launch asimov", rule="AF-6.2")
    t = af.play(t, "dock 1 hub")
    assert t.hub[0] == 7
    t = af.play(t, "launch lem")
    assert t.hub[0] == 0 and t.terr[5][0] == 1
    t = af.play(t, "dock 2 hub")
    assert t.hub[0] == 1
    t = af.play(t, "dock 3 hub")
    assert "dock 4 hub" not in af.moves(t)
    af.refused(t, "dock 4 hub", rule="AF-6.1")


def test_hub_overflow_ruling(af):
    """AF-6.3: advances beyond 7 are lost unless you launch at once; then the leftover starts
    the next colony."""
    s = af.build(roll=(1, 2, 3), fuel={0: 2}, ore={0: 2}, hub={0: 6},
                 colonies={"asimov": {0: 1}})
    s = af.play(s, "dock 1 hub", "dock 2 hub")  # 2nd ship: Asimov gives +2 -> 9, 2 over
    assert s.hub[0] == 7 and s.hub_over == 2
    launched = af.play(s, "launch lem")
    assert launched.hub[0] == 2 and launched.left[0] == 3
    lost = af.play(s, "dock 3 solar")
    assert lost.hub_over == 0
    lost = af.play(lost, "launch lem")
    assert lost.hub[0] == 0


def test_last_colony_not_locked(af):
    """AF-6.4: a last colony on the hub may be placed by the Terraforming Station."""
    s = af.build(roll=(6, 1, 1, 1), fuel={0: 1}, ore={0: 1}, hub={0: 3},
                 colonies={"lem": {0: 5}})
    assert s.left[0] == 0
    s = af.play(s, "dock 6 terraform pohl")
    assert s.phase == "over" and s.hub[0] == 0
    assert af.game.is_over(s) and af.game.to_act(s) is None
