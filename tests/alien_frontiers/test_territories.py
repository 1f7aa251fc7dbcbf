"""Territories (AF-7), field generators (AF-8) and live scoring (AF-4)."""

from __future__ import annotations

from games.alien_frontiers import GAME
from games.alien_frontiers.turn import reset_turn


def test_control_and_vp(af):
    """AF-7 / AF-4: control needs more colonies than every other single player; ties: nobody."""
    s = af.build(colonies={"lem": {0: 2, 1: 1, 2: 1, 3: 1}})
    assert s.ctrl[5] == 0 and s.vp[0] == 3
    s = af.build(colonies={"lem": {0: 2, 2: 2, 1: 1}})
    assert s.ctrl[5] == -1 and s.vp[0] == 2 and s.vp[2] == 2


def test_vp_sources(af):
    """AF-4: colonies, controlled territories, Alien City (AF-9.1), Alien Monument (AF-9.2),
    Positron Field (AF-8.2)."""
    s = af.build(colonies={"pohl": {1: 1}}, cards={1: ["alien_city", "alien_monument"]},
                 fields={"positron": "pohl"})
    assert s.vp[1] == 1 + 1 + 1 + 1 + 1


def test_gaining_control_live(af):
    """AF-4 / AF-7: VP change at once when a colony lands."""
    s = af.build(roll=(6,), fuel={0: 1}, ore={0: 1}, colonies={"lem": {1: 1}}, stock={0: 2})
    assert s.vp == [0, 2, 0, 0]
    s = af.play(s, "dock 6 terraform lem")
    assert s.vp == [1, 1, 0, 0] and s.ctrl[5] == -1
    assert af.events(s, "control")[0]["controller"] is None


def test_asimov_example(af):
    """AF-10.6 / AF-7.1: with Asimov Crater, 2 hub ships advance 3, 3 ships advance 4
    (once per turn, on the second ship)."""
    s = af.build(roll=(1, 2, 3), hub={0: 1}, colonies={"asimov": {0: 1}})
    s = af.play(s, "dock 1 hub", "dock 2 hub")
    assert s.hub[0] == 4
    s = af.play(s, "dock 3 hub")
    assert s.hub[0] == 5


def test_bradbury_example(af):
    """AF-10.6 / AF-7.2: two 5s… the Constructor costs 2 ore with Bradbury Plateau."""
    s = af.build(roll=(5, 5, 5), ore={0: 2}, colonies={"bradbury": {0: 1}})
    s = af.play(s, "dock 5 5 5 constructor lem")
    assert s.ore[0] == 0


def test_heinlein_example(af):
    """AF-10.6 / AF-7.4: a pair of 3s trades 1 fuel for 1 ore with Heinlein Plains."""
    s = af.build(roll=(3, 3), fuel={0: 2}, colonies={"heinlein": {0: 1}})
    s = af.play(s, "dock 3 3 market", "trade", "trade")
    assert (s.fuel[0], s.ore[0]) == (0, 2)


def test_herbert_example(af):
    """AF-10.6 / AF-7.5: Herbert Valley: 5th ship for 1 + 1."""
    s = af.build(roll=(2, 2, 1, 1), fuel={0: 1}, ore={0: 1}, colonies={"herbert": {0: 1}})
    s = af.play(s, "dock 2 2 shipyard")
    assert (s.fuel[0], s.ore[0]) == (0, 0)


def test_lem_example(af):
    """AF-10.6 / AF-7.6: Lem Badlands +1 fuel per ship at the Solar Converter."""
    s = af.build(roll=(1,), colonies={"lem": {0: 1}})
    s = af.play(s, "dock 1 solar")
    assert s.fuel[0] == 2


def test_pohl_example(af):
    """AF-10.6 / AF-7.7: Booster Pod free; Plasma Cannon on 3 ships costs 2."""
    s = af.build(roll=(3, 1), cards={0: ["booster_pod", "plasma_cannon"]}, fuel={0: 2},
                 colonies={"pohl": {0: 1}}, docked={"mine": [(1, 2), (2, 3), (3, 4)]})
    s = af.play(s, "use booster_pod 3")
    assert s.fuel[0] == 2 and sorted(af.fleet_values(s)) == [1, 4]
    s = af.play(s, "use plasma_cannon mine blue2 yellow3 green4")
    assert s.fuel[0] == 0 and af.at(s, "mine") == []


def test_van_vogt_example(af):
    """AF-10.6 / AF-7.8: highest at the mine 5, roll 1, 2, 4, 5: any of 1, 2, 4 may go first,
    then the 5."""
    s = af.build(roll=(1, 2, 4, 5), docked={"mine": [(1, 5)]}, colonies={"van_vogt": {0: 1}})
    moves = af.moves(s)
    for v in (1, 2, 4, 5):
        assert f"dock {v} mine" in moves
    s = af.play(s, "dock 2 mine")
    moves = af.moves(s)
    assert "dock 1 mine" not in moves and "dock 4 mine" not in moves
    assert "dock 5 mine" in moves
    s = af.play(s, "dock 5 mine")
    assert s.ore[0] == 2


def test_burroughs_examples(af):
    """AF-10.7 / AF-7.3: a tie returns the relic at once; an Isolation Field returns it and
    blocks buying; a relic used at the Terraforming Station returns and may be bought again."""
    # Tie: blue places on Burroughs while red holds the relic (docked at the mine).
    s = af.build(seat=1, roll=(6,), fuel={1: 1}, ore={1: 1}, colonies={"burroughs": {0: 1}},
                 stock={1: 2})
    s.relic_owner = 0
    s.loc[24] = "mine"
    s.val[24] = 4
    s = af.play(s, "dock 6 terraform burroughs")
    assert s.loc[24] == "burroughs" and s.relic_owner == -1 and s.ctrl[2] == -1
    # Isolation Field.
    s = af.build(seat=1, roll=(1,), cards={1: ["stasis_beam"]}, colonies={"burroughs": {0: 1}})
    s.relic_owner = 0
    s.loc[24] = "mine"
    s = af.play(s, "discard stasis_beam burroughs")
    assert s.loc[24] == "burroughs" and s.relic_owner == -1
    t = af.build(roll=(1,), fuel={0: 1}, ore={0: 1}, colonies={"burroughs": {0: 1}},
                 fields={"isolation": "burroughs"})
    assert "buy relic" not in af.moves(t)
    af.refused(t, "buy relic", rule="AF-8.1")
    # Terraforming with the relic, then buy it again.
    s = af.build(roll=(1, 1, 1), fuel={0: 3}, ore={0: 3}, colonies={"burroughs": {0: 1}},
                 relic=("fleet", 6))
    s = af.play(s, "dock 6 terraform lem")
    assert s.loc[24] == "terraform"
    s = af.play(s, "dock 1 1 market", "dock 1 solar", "end")
    while s.seat != 0:
        s = af.play(s, af.moves(s)[-1] if "end" in af.moves(s) else af.moves(s)[0])
    assert s.loc[24] == "burroughs"
    assert "buy relic" in af.moves(s)
    s = af.play(s, "buy relic")
    assert s.loc[24] == "bay" and s.relic_owner == 0


def test_relic_buy_and_join(af):
    """AF-7.3: the relic goes to the Maintenance Bay and joins the fleet next turn."""
    s = af.build(roll=(3,), fuel={0: 1}, ore={0: 1}, colonies={"burroughs": {0: 1}})
    af.refused(af.build(roll=(3,), fuel={0: 1}, ore={0: 1}), "buy relic", rule="AF-7.3")
    s = af.play(s, "buy relic", "dock 3 solar", "end")
    while s.seat != 0:
        moves = af.moves(s)
        s = af.play(s, "end" if "end" in moves else moves[0])
    assert s.loc[24] == "fleet"
    assert len(af.fleet_values(s)) == 4


def test_isolation_field(af):
    """AF-8.1: the Isolation Field cancels the bonus, also for the Data Crystal."""
    s = af.build(roll=(3, 4), colonies={"lem": {0: 1}}, fields={"isolation": "lem"})
    s = af.play(s, "dock 3 solar")
    assert s.fuel[0] == 2
    t = af.build(roll=(3,), fuel={0: 5}, cards={0: ["data_crystal"]},
                 colonies={"lem": {1: 1}}, fields={"isolation": "lem"})
    assert "use data_crystal lem" not in af.moves(t)
    af.refused(t, "use data_crystal lem", rule="AF-8.1")


def test_positron_field(af):
    """AF-8.2: +1 VP to the controller of the Positron Field's territory; first discard
    places it, later discards move it (AF-8)."""
    s = af.build(roll=(2,), cards={0: ["data_crystal"]}, colonies={"lem": {1: 1}})
    s = af.play(s, "discard data_crystal lem")
    assert s.fields[1] == 5 and s.vp[1] == 3
    assert "data_crystal" in s.discard


def test_repulsor_field(af):
    """AF-8.3: no colony placed in or removed from the Repulsor territory; it does not stop
    fields moving."""
    s = af.build(roll=(5, 5, 5, 6), ore={0: 3}, fuel={0: 1}, cards={0: ["polarity_device"]},
                 colonies={"lem": {1: 1}, "pohl": {0: 1}}, fields={"repulsor": "lem"})
    moves = af.moves(s)
    assert "dock 5 5 5 constructor lem" not in moves
    assert "dock 5 5 5 constructor pohl" in moves
    assert not any(m.startswith("discard polarity_device") for m in moves)
    af.refused(s, "dock 5 5 5 constructor lem", rule="AF-8.3")
    af.refused(s, "discard polarity_device lem blue pohl red", rule="AF-8.3")
    t = af.build(roll=(1,), cards={0: ["stasis_beam"]}, fields={"repulsor": "lem"})
    assert "discard stasis_beam lem" in af.moves(t)


def test_booster_pod_discard_removes_field(af):
    """AF-8 / AF-9.3: Booster Pod discard removes a field from the planet."""
    s = af.build(roll=(2,), cards={0: ["booster_pod"]}, fields={"positron": "lem"},
                 colonies={"lem": {1: 1}})
    assert s.vp[1] == 3
    s = af.play(s, "discard booster_pod positron")
    assert s.fields[1] == -1 and s.vp[1] == 2


def test_a_relic_that_came_back_is_for_sale_only_on_a_later_turn(af):
    """AF-7.3: blue ties Burroughs with the Terraforming Station (the relic comes home), then
    takes control with the Colony Constructor in the same turn: the relic may be bought again
    only on a later turn, and the refusal says so."""
    s = af.build(seat=1, roll=(6, 3, 3, 3), fuel={1: 2}, ore={1: 5},
                 colonies={"burroughs": {0: 1}}, stock={1: 2})
    s.relic_owner = 0
    s.loc[24] = "mine"
    s.val[24] = 4
    s = af.play(s, "dock 6 terraform burroughs")
    assert s.loc[24] == "burroughs" and s.relic_owner == -1 and s.relic_back
    s = af.play(s, "dock 3 3 3 constructor burroughs")
    assert s.ctrl[2] == 1 and s.fuel[1] >= 1 and s.ore[1] >= 1
    assert "buy relic" not in af.moves(s)
    error = af.refused(s, "buy relic", rule="AF-7.3")
    assert error.key == "af.err.relic_just_returned"
    t = GAME.decode(GAME.encode(s))  # the flag survives a restart …
    assert t.relic_back
    reset_turn(t)  # … and ends with the turn
    assert not t.relic_back
