"""Crisis resolution (BSG-7), Cylon activation (BSG-8) and combat (BSG-9, BSG-10, BSG-12)."""

from __future__ import annotations

from games.battlestar_galactica import GAME
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.machine import frame
from games.battlestar_galactica.space import empty_area
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

CHARS = ["roslin", "adama", "starbuck", "tyrol"]


def empty_board(opts=None):
    s = quiet(game(4, CHARS, opts))
    s.areas = {a: empty_area() for a in B.AREAS}
    for b in s.basestars.values():
        b.update(at=None, fleet=False, damage=[])
    s.civilian_pile = list(B.CIVILIAN_BACKS)
    for p in s.players:
        p["hand"] = []
        if p["viper"]:
            p["viper"] = None
            p["loc"] = "hangar_deck"
    s.vipers["mk2"] = {"reserves": 8, "damaged": 0, "destroyed": 0}
    return s


def activate(s, kind):
    return run(s, frame("activate_cylons", kind=kind))


def test_t07_raider_attacks_galactica_without_civilians(dice):
    """T-07 / BSG-8 / BSG-8.1 (5) / BSG-9 / BSG-9.1: no civilian ship anywhere and no viper here:
    the raider
    attacks Galactica and an 8 damages it."""
    s = empty_board()
    s.areas["aft"]["raiders"] = 1
    dice(8)
    s = activate(s, "raiders")
    assert len(events(s, "galactica_damaged")) == 1


def test_raider_priorities(dice):
    """BSG-8.1: an unmanned viper first, then a manned one, then a civilian ship, else move
    toward the nearest civilian ship, ties clockwise (BSG-1.6.5)."""
    s = empty_board()
    s.areas["fore"]["raiders"] = 1
    s.areas["fore"]["mk2"] = 1
    dice(8)
    s = activate(s, "raiders")
    assert s.vipers["mk2"]["destroyed"] == 1 and s.areas["fore"]["mk2"] == 0
    s = empty_board()
    s.areas["fore"]["raiders"] = 1
    s.areas["fore"]["civilians"] = [["c1", "p2"]]
    s = activate(s, "raiders")
    assert s.res["population"] == 10 and not s.areas["fore"]["civilians"]
    s = empty_board()
    s.areas["fore"]["raiders"] = 1
    s.areas["aft"]["civilians"] = [["c1", "empty"]]
    s = activate(s, "raiders")
    assert s.areas["starboard_bow"]["raiders"] == 1  # 3 away both ways: clockwise


def test_raider_areas_in_the_current_players_order(dice):
    """BSG-8.1: the current player picks the order of the areas; a raider that moved into an
    area not yet resolved is not activated again."""
    s = empty_board()
    s.areas["fore"]["raiders"] = 1
    s.areas["starboard_bow"]["raiders"] = 1
    s.areas["starboard_quarter"]["civilians"] = [["c1", "empty"]]
    s = activate(s, "raiders")
    assert s.pending["kind"] == "area" and s.pending["seats"] == [s.current]
    s = answer(s, s.current, "area fore")
    assert not s.pending
    assert s.areas["starboard_bow"]["raiders"] == 1  # one moved in, one moved on
    assert s.areas["starboard_quarter"]["raiders"] == 1
    assert s.areas["starboard_quarter"]["civilians"]  # that one is not activated again


def test_no_raiders_basestars_launch_and_launch_raiders():
    """BSG-8.1 / BSG-8.2 / BSG-8.5: with no raider on the board each basestar launches 2;
    Launch Raiders launches 3 into the basestar's area; Disabled Hangar blocks it (BSG-1.8.2)."""
    s = empty_board()
    s.basestars["a"].update(at="aft")
    s = activate(s, "raiders")
    assert s.areas["aft"]["raiders"] == 2
    s = activate(s, "launch")
    assert s.areas["aft"]["raiders"] == 5
    s.basestars["a"]["damage"] = ["disabled_hangar"]
    s = activate(s, "launch")
    assert s.areas["aft"]["raiders"] == 5


def test_launch_shortage_current_player_decides():
    """BSG-18.3: too few raiders for every basestar: the current player places the ones left."""
    s = empty_board()
    s.basestars["a"].update(at="aft")
    s.basestars["b"].update(at="fore")
    s.areas["port_bow"]["raiders"] = 14
    s = activate(s, "launch")
    assert s.pending["kind"] == "area"
    s = settle(s)
    assert s.areas["aft"]["raiders"] + s.areas["fore"]["raiders"] == 2


def test_heavy_raiders_and_t08():
    """BSG-8.3 / T-08 / BSG-12.2 / BSG-1.7.1: centurions advance, heavy raiders in a launch
    tube board (one stays in space when no centurion is left), the others move closer."""
    s = empty_board()
    s.boarding = [0, 1, 2, 0]
    s.areas["port_bow"]["heavies"] = 1
    s.areas["fore"]["heavies"] = 1
    s = activate(s, "heavies")
    assert sorted(s.boarding) == [1, 1, 2, 3]
    assert s.areas["port_bow"]["heavies"] == 2 and s.areas["fore"]["heavies"] == 0
    s = empty_board()
    s.basestars["a"].update(at="aft")
    s = activate(s, "heavies")
    assert s.areas["aft"]["heavies"] == 1


def test_centurion_reaching_the_end_wins_for_the_cylons():
    """BSG-1.7.2 / BSG-12.4 / BSG-19.1: a centurion on "Humans Lose" ends the game."""
    s = empty_board()
    s.boarding = [3]
    s = activate(s, "heavies")
    assert s.phase == "over" and s.winner == "cylons" and s.end_reason == "boarded"


def test_basestars_attack_galactica(dice):
    """BSG-8.4 / BSG-9.1: each basestar hits Galactica on 4-8; Disabled Weapons stops it."""
    s = empty_board()
    s.basestars["a"].update(at="aft")
    s.basestars["b"].update(at="fore", damage=["disabled_weapons"])
    dice(4)
    s = activate(s, "basestars")
    assert len(events(s, "galactica_damaged")) == 1


def test_galactica_damage_tokens(monkeypatch):
    """BSG-9.4 / BSG-1.8.1: a location token damages the location and sends everyone there to
    Sickbay; six damaged locations lose the game."""
    s = empty_board()
    chief = seat_of(s, "tyrol")
    s.players[chief]["loc"] = "armory"
    s.damage_pool = ["armory"]
    s = run(s, frame("damage_galactica"))
    assert s.damaged == ["armory"] and s.players[chief]["loc"] == "sickbay"
    s.damaged = ["armory", "hangar_deck", "command", "admirals_quarters", "ftl_control"]
    s.damage_pool = ["weapons_control"]
    s = run(s, frame("damage_galactica"))
    assert s.phase == "over" and s.end_reason == "galactica_destroyed"


def test_viper_attacks_and_basestar_damage(dice):
    """BSG-9.1 / BSG-9.3 / BSG-10.1 / BSG-10.2: vipers destroy raiders on 3+, damage a
    basestar only on 8; three damage (Critical Hit counts two) destroys it; a basestar at 2
    damage hit again is simply destroyed."""
    s = empty_board()
    s.areas["fore"]["mk2"] = 1
    s.areas["fore"]["raiders"] = 1
    s.basestars["a"].update(at="fore")
    s.basestar_pool = ["critical_hit", "disabled_hangar"]
    seat = s.current
    dice(3)
    s = run(s, frame("unmanned_activations", seat=seat, left=2))
    s = answer(s, seat, "unmanned attack fore mk2 raiders")
    assert s.areas["fore"]["raiders"] == 0
    dice(8)
    s = pass_windows(answer(s, seat, "unmanned attack fore mk2 basestar_a"))
    assert s.basestars["a"]["damage"] == ["disabled_hangar"]
    s.basestars["a"]["damage"] = ["disabled_hangar", "structural_damage"]
    s = run(s, frame("damage_basestar", basestar="a", times=1))
    assert s.basestars["a"]["at"] is None and events(s, "basestar_destroyed")


def test_piloted_viper_and_sickbay(dice):
    """BSG-9.5 / BSG-9.6 / BSG-10.3: a destroyed piloted viper sends its pilot to Sickbay; a
    damaged viper waits in the Damaged Vipers box."""
    s = empty_board()
    sb = seat_of(s, "starbuck")
    s.players[sb].update(loc="viper", viper={"area": "fore", "kind": "mk2"})
    s.vipers["mk2"]["reserves"] -= 1
    s.areas["fore"]["raiders"] = 1
    dice(6)
    s = activate(s, "raiders")
    assert s.players[sb]["loc"] == "sickbay" and s.vipers["mk2"]["damaged"] == 1


def test_evasive_maneuvers_window(dice):
    """BSG-9.7 / BSG-1.10: after a viper is attacked, a human may play Evasive Maneuvers:
    reroll, −2 when piloted."""
    s = empty_board()
    s.players[seat_of(s, "roslin")]["hand"] = ["pi1"]
    s.areas["fore"]["mk2"] = 1
    s.areas["fore"]["raiders"] = 1
    dice(8, 2)
    s = activate(s, "raiders")
    assert s.pending["info"]["window"] == "after_roll"
    s = answer(s, seat_of(s, "roslin"), "play pi1")
    s = pass_windows(s)
    assert s.areas["fore"]["mk2"] == 1 and s.vipers["mk2"]["destroyed"] == 0


def test_weapons_control_armory_and_nuke(dice):
    """BSG-1.20 / BSG-12.3 / BSG-9.2 / BSG-1.17.2: Galactica attacks from Weapons Control;
    the Armory kills a centurion on 7-8; the Admiral's nuke destroys a basestar on 3-6."""
    s = empty_board()
    adama = seat_of(s, "adama")
    s.current = adama
    s.players[adama]["loc"] = "weapons_control"
    s.areas["aft"]["heavies"] = 1
    dice(7)
    s = run(s, frame("action", seat=adama, left=1))
    s = answer(s, adama, "act")
    s = answer(s, adama, "attack aft heavies")
    assert s.areas["aft"]["heavies"] == 0
    s = quiet(s)
    s.players[adama]["loc"] = "armory"
    s.boarding = [2]
    dice(7)
    s = run(s, frame("action", seat=adama, left=1))
    s = answer(s, adama, "act")
    assert s.boarding == []
    s = quiet(s)
    s.basestars["a"].update(at="fore")
    dice(5)
    s = run(s, frame("action", seat=adama, left=1))
    s = answer(s, adama, "nuke a")
    assert s.basestars["a"]["at"] is None and s.nukes == {"admiral": 1, "spare": 2, "gone": 0}


def test_crisis_procedure(dice):
    """BSG-7 / BSG-7.1 / BSG-1.13.4 / BSG-1.13.5: body, then the activation icon, then the jump
    icon, then the
    discard pile."""
    s = empty_board()
    s.current = seat_of(s, "tyrol")
    s.crisis_deck.append("unexplained_deaths")
    s.basestars["a"].update(at="aft")
    seat = s.current
    s = settle(run(s, frame("crisis_step")))
    assert s.res["morale"] == 9 and s.res["population"] == 11
    assert s.areas["aft"]["raiders"] == 2  # Activate Raiders with none: the basestar launches
    assert s.jump == 1 and "unexplained_deaths" in s.crisis_discard
    assert seat == s.current


def test_choice_and_cylon_attack_cards():
    """BSG-7.2 / BSG-7.3 / BSG-1.13.2: the named player chooses a box first; a Cylon Attack
    card activates, sets up its ships, then applies its special rule."""
    s = empty_board()
    s.current = seat_of(s, "tyrol")
    s.crisis_deck.append("riots_1")
    s = run(s, frame("crisis_step"))
    s = pass_windows(s)
    assert s.pending["kind"] == "choice" and s.pending["seats"] == [s.titles["admiral"]]
    s = answer(s, s.titles["admiral"], "choose b")
    assert s.res["population"] == 11 and s.res["fuel"] == 7
    s = quiet(s)
    s.crisis_deck.append("surrounded")
    s.players[s.current]["hand"] = ["le1", "le2", "le1", "le2"]
    s = run(s, frame("crisis_step"))
    s = settle(pass_windows(s))
    assert s.areas["fore"]["raiders"] == 4 and len(s.players[s.current]["hand"]) == 1
    assert sum(1 for b in s.basestars.values() if b["at"] == "starboard_bow") == 1


def test_revealed_cylons_ignore_crisis_effects():
    """BSG-7.4: a revealed Cylon is not touched by "each player discards" on a crisis."""
    s = empty_board()
    sb = seat_of(s, "starbuck")
    s.players[sb].update(revealed=True, hand=["pi1", "pi2"], loc="caprica")
    chief = seat_of(s, "tyrol")
    s.players[chief]["hand"] = ["en1", "en2"]
    s = run(s, {"op": "discard", "args": ["all", 2], "ctx": {"src": "crisis"}})
    assert sb not in s.pending["seats"] and chief in s.pending["seats"]


def test_super_crisis_from_caprica():
    """BSG-7.5 / BSG-14.5 / BSG-20.4: a revealed Cylon plays his Super Crisis at Caprica; a
    crisis resolved there skips the activation but, with Exodus, keeps the jump icon."""
    s = empty_board()
    sb = seat_of(s, "starbuck")
    s.players[sb].update(revealed=True, loc="caprica", supers=["inbound_nukes"])
    s.current = sb
    s = run(s, frame("action", seat=sb, left=1))
    assert "caprica super inbound_nukes" in GAME.legal_moves(s, sb)
    s = answer(s, sb, "caprica super inbound_nukes")
    s = settle(s)
    assert s.res["fuel"] == 7 and "inbound_nukes" in s.super_discard
    s = quiet(s)
    s.crisis_deck += ["riots_2", "unexplained_deaths"]
    s.basestars["a"].update(at="aft")
    s = run(s, frame("action", seat=sb, left=1))
    s = answer(s, sb, "caprica crisis")
    s = answer(s, sb, "crisis unexplained_deaths")
    s = settle(s)
    assert s.jump == 1 and s.areas["aft"]["raiders"] == 0 and "riots_2" in s.crisis_discard
