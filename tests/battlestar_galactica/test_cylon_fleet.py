"""The Cylon Fleet option (BSG-21) and its test vectors (T-10, T-11, T-12)."""

from __future__ import annotations

from games.battlestar_galactica import GAME
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.machine import frame
from games.battlestar_galactica.space import empty_area, supply
from tests.battlestar_galactica.conftest import (
    answer,
    events,
    game,
    pass_windows,
    quiet,
    run,
    seat_of,
    settle,
)

CF = {"cylon_fleet": True}
CHARS = ["roslin", "adama", "starbuck", "tyrol"]


def board(opts=None):
    s = quiet(game(4, CHARS, {**CF, **(opts or {})}))
    s.areas = {a: empty_area() for a in B.AREAS}
    for b in s.basestars.values():
        b.update(at=None, fleet=False, damage=[])
    s.civilian_pile = list(B.CIVILIAN_BACKS)
    for p in s.players:
        p["hand"] = []
        if p["viper"]:
            p.update(viper=None, loc="hangar_deck")
    return s


def test_setup_changes():
    """BSG-21 / BSG-21.1 / BSG-21.2 / BSG-1.5 / BSG-1.17.4 / BSG-2.4: no Cylon Attack cards, 6
    vipers
    plus 4 damaged Mk VII, 20 raiders, a CAG, the pursuit marker at Start."""
    s = game(4, CHARS, CF)
    assert not {"ambush", "surrounded"} & set(s.crisis_deck)
    assert s.vipers["mk7"]["damaged"] == 4
    assert s.vipers["mk2"]["reserves"] + sum(s.areas[a]["mk2"] for a in B.AREAS) + sum(
        1 for p in s.players if p["viper"]) == 6
    assert supply(s, "raiders") + sum(s.areas[a]["raiders"] for a in B.AREAS) == 20
    assert s.titles["cag"] == seat_of(s, "starbuck") and s.pursuit == 0
    view = GAME.view(s, None)
    assert view["fleet"]["fore"]["label"] == 7 and view["pursuit"] == 0


def test_nothing_to_activate_feeds_the_fleet(dice):
    """BSG-21.3 / BSG-8.6 / BSG-1.6.4: an activation with nothing to do places the ship on the
    Cylon area of the die result and advances pursuit."""
    s = board()
    dice(1)
    s = run(s, frame("activate_cylons", kind="raiders"))
    assert s.fleet["aft"]["raiders"] == 1 and s.pursuit == 1
    s = settle(s)


def test_t10_empty_supply_brings_the_highest_area_in():
    """T-10 / BSG-21.3.3: no raiders anywhere on the main board, none in the supply, raiders in
    Cylon areas 2 and 5: everything in area 5 jumps in; pursuit +1."""
    s = board()
    s.fleet["port_quarter"]["raiders"] = 10
    s.fleet["starboard_bow"]["raiders"] = 10
    s.basestars["a"].update(at="starboard_bow", fleet=True)
    s = run(s, frame("activate_cylons", kind="raiders"))
    assert s.areas["starboard_bow"]["raiders"] == 10
    assert s.basestars["a"] == {"at": "starboard_bow", "fleet": False, "damage": []}
    assert s.fleet["port_quarter"]["raiders"] == 10 and s.pursuit == 1


def test_pursuit_track_and_auto_attack():
    """BSG-21.6 / BSG-21.2 / BSG-21.9: the CAG places civilian ships on spaces 1 and 3 in empty
    areas; Auto Attack brings every Cylon area in and resets the marker."""
    s = board()
    cag = s.titles["cag"]
    s = run(s, {"op": "pursuit", "args": [1], "ctx": {}})
    assert s.pending["seats"] == [cag] and len(GAME.legal_moves(s, cag)) == 6
    s = answer(s, cag, "area aft")
    s = run(quiet(s), {"op": "pursuit", "args": [1], "ctx": {}})
    assert s.pending is None and s.pursuit == 2
    s = run(s, {"op": "pursuit", "args": [1], "ctx": {}})
    assert "area aft" not in GAME.legal_moves(s, cag)
    s = settle(s)
    s.fleet["fore"]["heavies"] = 2
    s = run(quiet(s), {"op": "pursuit", "args": [1], "ctx": {}})
    assert s.pursuit == 0 and s.areas["fore"]["heavies"] == 2 and events(s, "auto_attack")


def test_heavy_raiders_with_centurions_are_not_nothing():
    """BSG-21.6 (last paragraph): centurions on the track make Activate Heavy Raiders a real
    activation: nothing goes to the Cylon Fleet."""
    s = board()
    s.boarding = [0]
    s = run(s, frame("activate_cylons", kind="heavies"))
    assert s.boarding == [1] and s.pursuit == 0


def test_t11_nuke_eight_wipes_an_area(dice):
    """T-11 / BSG-21.10 / BSG-1.17.3: a nuke rolled 8 destroys every ship in the area:
    basestar, raiders, a piloted viper (pilot to Sickbay) and a civilian (−1 population)."""
    s = board()
    adama, sb = seat_of(s, "adama"), seat_of(s, "starbuck")
    s.basestars["a"].update(at="fore")
    s.areas["fore"]["raiders"] = 3
    s.areas["fore"]["civilians"] = [["c1", "p1"]]
    s.players[sb].update(loc="viper", viper={"area": "fore", "kind": "mk2"})
    dice(8)
    s = run(s, frame("action", seat=adama, left=1))
    s = answer(s, adama, "nuke fore")
    assert s.basestars["a"]["at"] is None and s.areas["fore"]["raiders"] == 0
    assert s.players[sb]["loc"] == "sickbay" and s.res["population"] == 11
    assert s.nukes["admiral"] == 1


def test_t12_jump_leaves_cylons_behind():
    """T-12 / BSG-21.7: civilians stay, vipers go home, a basestar with 2 damage moves to its
    Cylon area and loses its tokens (the default; `cf_keep_damage` keeps them)."""
    for keep in (False, True):
        s = board({"cf_keep_damage": keep})
        s.areas["aft"]["civilians"] = [["c1", "p1"]]
        s.areas["port_bow"]["mk2"] = 1
        s.basestars["b"].update(at="aft", damage=["disabled_hangar", "structural_damage"])
        s.areas["aft"]["raiders"] = 2
        s = run(s, frame("fleet_jump", auto=True))
        assert s.areas["aft"]["civilians"] and s.areas["port_bow"]["mk2"] == 0
        assert s.basestars["b"]["fleet"] and s.fleet["aft"]["raiders"] == 2
        assert bool(s.basestars["b"]["damage"]) is keep


def test_placing_ships_takes_from_the_fleet(dice):
    """BSG-21.5 / BSG-21.4: a placement short of supply takes ships from the lowest-numbered
    Cylon areas; ships on the Cylon Fleet board never act on their own."""
    s = board()
    s.basestars["a"].update(at="aft", fleet=True)
    s.basestars["b"].update(at="fore", fleet=True)
    s = run(s, {"op": "place", "args": [{"starboard_quarter": {"basestars": 1}}], "ctx": {}})
    assert s.basestars["a"] == {"at": "starboard_quarter", "fleet": False, "damage": []}
    dice(1)
    s = run(s, frame("activate_cylons", kind="basestars"))
    assert len(events(s, "roll")) == 1  # basestar b, still on the Cylon Fleet board, waits


def test_escort_mk7_and_cag_actions(dice):
    """BSG-21.8 / BSG-21.11 / BSG-1.17.4 / BSG-21.9: vipers may escort a civilian ship back to
    the pile; a Mk VII moves two areas; the CAG activates a viper and hands the title on."""
    s = board()
    cag = s.titles["cag"]
    s.areas["aft"]["mk7"] = 1
    s.areas["aft"]["civilians"] = [["c1", "p2"]]
    s = run(s, frame("action", seat=cag, left=1))
    s = answer(s, cag, "title cag")
    options = GAME.legal_moves(s, cag)
    assert "unmanned escort aft mk7 c1" in options and "unmanned move aft mk7 port_bow" in options
    pile = len(s.civilian_pile)
    s = answer(s, cag, "unmanned escort aft mk7 c1")
    assert not s.areas["aft"]["civilians"] and len(s.civilian_pile) == pile + 1
    assert s.res["population"] == 12
    s = answer(s, cag, "target tyrol")
    assert s.titles["cag"] == seat_of(s, "tyrol")


def test_basestar_bridge(dice):
    """BSG-21.12 / BSG-21.13: the Bridge's two options; the Cylon Fleet location's launch
    option affects main-board basestars only and never advances pursuit."""
    s = board()
    sb = seat_of(s, "starbuck")
    s.players[sb].update(revealed=True, loc="basestar_bridge")
    dice(5)
    s = run(s, frame("action", seat=sb, left=1))
    s = answer(s, sb, "bridge 2 3")
    s = answer(s, sb, "fleet_place raiders fore")
    assert s.fleet["fore"]["raiders"] == 3 and s.pursuit == 1
    s = quiet(s)
    s.players[sb]["loc"] = "cylon_fleet"
    s.basestars["a"].update(at="aft")
    s = run(s, frame("action", seat=sb, left=1))
    s = answer(s, sb, "fleet deploy")
    assert s.areas["aft"]["raiders"] == 2 and s.areas["aft"]["heavies"] == 1
    assert s.pursuit == 1


def test_cag_chooses_crises():
    """BSG-21.14 / BSG-20.1: "CAG chooses" cards are decided by the CAG."""
    s = board()
    s.current = seat_of(s, "tyrol")
    s.crisis_deck.append("raiders_inbound")
    s = pass_windows(run(s, frame("crisis_step")))
    assert s.pending["kind"] == "choice" and s.pending["seats"] == [s.titles["cag"]]
