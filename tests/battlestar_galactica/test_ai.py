"""The AI levels: `random` answers anything; `crew` plays a sensible human turn and, holding a
Cylon card, hides until late."""

from __future__ import annotations

from games.battlestar_galactica import GAME
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data.script import check
from games.battlestar_galactica.machine import frame
from games.battlestar_galactica.space import empty_area
from games.battlestar_galactica.state import _jsonable
from tests.battlestar_galactica.conftest import game, pass_windows, quiet, run, seat_of

CHARS = ["roslin", "adama", "starbuck", "tyrol"]


def crew(s, seat):
    return GAME.ai_move(s, seat, "crew", 5)


def base():
    s = quiet(game(4, CHARS))
    for p in s.players:
        p["hand"] = []
        p["loyalty"] = ["human_01"] if p["character"] != "tyrol" else ["human_02"]
    return s


def test_crew_contributes_the_right_colours():
    """BSG-6.2: the crew adds positive colours to a check that matters, never off-colour."""
    s = base()
    chief = seat_of(s, "tyrol")
    for p in s.players:
        p["hand"] = ["le1", "ta2", "po1", "le2"]
    s.players[chief]["hand"] = ["le2", "le3", "pi4", "en1"]
    spec = _jsonable(check(12, "le ta", fail=(("res", "morale", -2),)))[1]
    s = pass_windows(run(s, frame("skill_check", spec=spec, difficulty=12,
                                  ctx={"src": "crisis"})))
    order = s.stack[-1]["order"]
    for q in order[:order.index(chief)]:  # the counts before him are in (BSG-26.1)
        s = GAME.apply(s, q, "contribute le2")
    move = crew(s, chief)
    assert move.startswith("contribute") and "pi4" not in move and "le" in move


def test_crew_cylon_sabotages_or_hides():
    """BSG-13.1: a hidden Cylon never adds a positive card; it adds an off-colour one or none."""
    s = base()
    chief = seat_of(s, "tyrol")
    s.players[chief]["loyalty"] = ["cylon_brig"]
    s.players[chief]["hand"] = ["le2", "pi4"]
    spec = _jsonable(check(12, "le ta", fail=(("res", "morale", -2),)))[1]
    s = pass_windows(run(s, frame("skill_check", spec=spec, difficulty=12,
                                  ctx={"src": "crisis"})))
    moves = {GAME.ai_move(s, chief, "crew", seed) for seed in range(12)}
    assert moves <= {"contribute pi4", "contribute none", "contribute le2"}
    assert "contribute pi4" in moves


def test_crew_jumps_and_defends():
    """BSG-11.1 / BSG-10.1: at jump track 4 with Cylon ships near civilian ones the crew heads
    for FTL Control; all calm, it leaves the jump to the next Prepare for Jump icon rather than
    risk population on the FTL roll (BSG-11.2); with raiders near civilian ships a pilot heads
    for the Hangar Deck to launch."""
    s = base()
    chief = seat_of(s, "tyrol")
    s.jump = 4
    s.areas = {a: empty_area() for a in B.AREAS}
    s.basestars["a"]["at"] = None
    calm = run(s.clone(), frame("movement", seat=chief))
    assert crew(calm, chief) != "move ftl_control"
    s.areas["aft"]["civilians"] = [["c1", "p1"]]
    s.areas["aft"]["raiders"] = 2
    s = run(s, frame("movement", seat=chief))
    assert crew(s, chief) == "move ftl_control"
    s = base()
    sb = seat_of(s, "starbuck")
    s.players[sb]["loc"] = "command"
    s.areas = {a: empty_area() for a in B.AREAS}
    s.areas["aft"]["civilians"] = [["c1", "p1"]]
    s.areas["starboard_quarter"]["raiders"] = 3
    s = run(s, frame("movement", seat=sb))
    assert crew(s, sb) == "move hangar_deck"


def test_hidden_cylon_waits_to_reveal():
    """BSG-14.1: early on a hidden Cylon does not reveal; deep in the game it does."""
    s = base()
    chief = seat_of(s, "tyrol")
    s.players[chief].update(loyalty=["cylon_morale"], hand=["po1"])
    s = run(s, frame("action", seat=chief, left=1))
    assert not crew(s, chief).startswith("reveal")
    s.distance = 7
    assert crew(s, chief) == "reveal cylon_morale"


def test_every_seat_can_be_played_by_the_ai():
    """BSG-27.3 / BSG-27.9: the stand-in AI (`crew`, the middle level) takes any awaited seat
    with that seat's cards, and random play finishes a game."""
    assert GAME.info.stand_in_level == "crew"
    s = GAME.new(4, 9, {})
    for k in range(400):
        if GAME.is_over(s):
            break
        seat = GAME.awaiting(s)[0]
        s = GAME.apply(s, seat, GAME.ai_move(s, seat, "crew" if k % 2 else "random", k))


def test_crew_guns_aim_at_a_basestar_first():
    """BSG-9.1: Weapons Control's shot goes to the basestar (hits on 5+, and basestars are what
    damage Galactica) rather than a raider far from any civilian ship."""
    from games.battlestar_galactica.locations import weapons_targets

    s = base()
    roslin = seat_of(s, "roslin")
    s = run(s, frame("pick_option", seat=roslin, kind="attack", options=weapons_targets(s),
                     then="weapons_fire"))
    assert set(GAME.legal_moves(s, roslin)) == {"attack fore raiders", "attack fore basestar_a"}
    assert crew(s, roslin) == "attack fore basestar_a"


def test_crew_repairs_galactica_before_its_vipers():
    """BSG-1.9 Repair at a damaged Hangar Deck: the location (six damaged ones lose the game)
    before two damaged vipers."""
    s = base()
    chief = seat_of(s, "tyrol")
    s.players[chief]["loc"] = "hangar_deck"
    s.damaged = ["hangar_deck"]
    s.vipers["mk2"]["damaged"] = 2
    s = run(s, frame("repair", seat=chief))
    assert set(GAME.legal_moves(s, chief)) == {"repair location", "repair vipers"}
    assert crew(s, chief) == "repair location"


def test_crew_launches_towards_the_fight():
    """BSG-10.6 Hangar Deck: the viper goes out of the launch tube nearest the Cylon ships."""
    from games.battlestar_galactica.vipers import launch_options

    s = base()
    starbuck = seat_of(s, "starbuck")
    s.areas = {a: empty_area() for a in B.AREAS}
    s.basestars["a"]["at"] = None
    s.areas["port_bow"]["raiders"] = 2
    s.areas["port_bow"]["civilians"] = [["c1", "p1"]]
    s = run(s, frame("pick_option", seat=starbuck, kind="launch", options=launch_options(s),
                     then="hangar_launch"))
    assert crew(s, starbuck) == "launch port_bow mk2"


def test_crew_cally_takes_the_most_harmful_card_out_of_a_check():
    """BSG-6.2 with Cally's Quick Fix: the strongest wrong-colour card leaves the check; with
    none, she keeps the cards; a hidden Cylon takes out the best right-colour one instead."""
    from games.battlestar_galactica.ai_crew import _quick_fix

    s = base()
    f = {"op": "skill_check", "spec": {"colours": ["le", "ta"]}, "cards": []}
    s.stack.append(f)
    moves = ["use quick_fix le3", "use quick_fix pi4", "use quick_fix en2", "pass"]
    assert _quick_fix(s, 0, moves, False, 1) == "use quick_fix pi4"
    assert _quick_fix(s, 0, moves, True, 1) == "use quick_fix le3"
    assert _quick_fix(s, 0, ["use quick_fix le3", "pass"], False, 1) == "pass"


def test_crew_president_arrests_only_a_cylon_it_knows_of():
    """BSG-1.15 Arrest Order: a crew President does not send an innocent to the Brig; holding
    a loyalty card it has seen to be a Cylon's, it plays the order (and targets that player)."""
    from games.battlestar_galactica.ai_crew import _office

    s = base()
    roslin, chief = seat_of(s, "roslin"), seat_of(s, "tyrol")
    moves = ["office draw", "office play arrest_order_1"]
    assert _office(s, roslin, moves, False, 0) == "office draw"
    s.players[chief]["loyalty"] = ["cylon_morale"]
    s.players[roslin]["known"] = [{"kind": "loyalty", "seat": chief, "cards": ["cylon_morale"]}]
    assert _office(s, roslin, moves, False, 0) == "office play arrest_order_1"


def test_admiral_keeps_fuel_for_the_jumps_still_needed():
    """BSG-11.3 / BSG-19.1: with 6 fuel and the whole way to go, the Admiral takes Deep Space
    (2 distance, 1 fuel, 1 morale) over the Lion's Head Nebula (3 distance for 4 fuel), which
    would leave two fuel for the five units of distance still to cover; a Cylon picks the
    nebula."""
    from games.battlestar_galactica.ai_crew import _destination

    s = base()
    s.res["fuel"], s.distance = 6, 0
    moves = ["destination lions_head_nebula", "destination deep_space_1"]
    assert _destination(s, 0, moves, False, 0) == "destination deep_space_1"
    assert _destination(s, 0, moves, True, 0) == "destination lions_head_nebula"
    s.res["fuel"] = 2
    moves = ["destination barren_planet_1", "destination tylium_planet_1"]
    assert _destination(s, 0, moves, False, 0) == "destination tylium_planet_1"  # not 0 fuel


def test_crew_sends_nobody_to_the_brig_without_evidence():
    """BSG-15.3 with Familiar Face's pass ("may" send a player to the Brig): a crew Admiral
    names nobody rather than an innocent; knowing a Cylon (from a look), it names him."""
    s = base()
    adama, chief = seat_of(s, "adama"), seat_of(s, "tyrol")
    pick = frame("pick", args=["actor", ["may", "brig"], [["send", "chosen", "brig"]]],
                 ctx={"actor": adama, "card": "familiar_face"})
    t = run(s.clone(), dict(pick))
    assert "target none" in GAME.legal_moves(t, adama)
    assert crew(t, adama) == "target none"
    s.players[chief]["loyalty"] = ["cylon_morale"]
    s.players[adama]["known"] = [{"kind": "loyalty", "seat": chief, "cards": ["cylon_morale"]}]
    t = run(s, dict(pick))
    assert crew(t, adama) == "target tyrol"


def test_crew_looks_at_a_player_it_knows_nothing_about():
    """BSG-13.2: a look goes to a player not yet looked at (a leader first), not to one the
    crew member has already seen to be human."""
    s = base()
    roslin, adama, chief = seat_of(s, "roslin"), seat_of(s, "adama"), seat_of(s, "tyrol")
    s.players[chief]["known"] = [{"kind": "loyalty", "seat": roslin, "cards": ["human_01"]}]
    s = run(s, frame("pick", args=["actor", ["other", "loyalty"], [["look", "actor", "chosen", 1]]],
                     ctx={"actor": chief}))
    assert crew(s, chief) == f"target {s.players[adama]['character']}"


def test_crew_avoids_a_check_it_cannot_pass_that_sends_someone_to_the_brig():
    """BSG-7.2 A Traitor Accused: with empty hands round the table the check (fail: a player to
    the Brig) cannot pass; the current player takes the discard box instead."""
    from games.battlestar_galactica.data.cards import card_data

    s = base()
    chief = seat_of(s, "tyrol")
    s.current = chief
    s.players[chief]["hand"] = ["en1", "en2", "pi1"]
    body = _jsonable(card_data("a_traitor_accused")["body"])
    s = run(s, {"op": body[0][0], "args": body[0][1:], "ctx": {"card": "a_traitor_accused",
                                                                "src": "crisis"}})
    assert s.pending is not None and s.pending["kind"] == "choice"
    assert crew(s, chief) == "choose b"


def test_crew_waits_for_the_counts_and_the_last_covers_the_gap():
    """BSG-6.2.4 / BSG-26.1: a contributor waits for the public counts of those before him; the
    current player, last, adds what is still missing (little after a big contribution, enough
    to pass when nobody gave)."""
    s = base()
    chief = seat_of(s, "tyrol")
    s.current = chief
    for p in s.players:
        p["hand"] = ["le3", "le2", "ta2"]
    s.players[chief]["hand"] = ["le4", "ta3", "le2", "le1", "pi2"]
    spec = _jsonable(check(8, "le ta", fail=(("res", "morale", -2),)))[1]
    s = pass_windows(run(s, frame("skill_check", spec=spec, difficulty=8, ctx={"src": "crisis"})))
    order = s.stack[-1]["order"]
    assert order[-1] == chief and crew(s, chief) == "contribute wait"
    empty = s
    for q in order[:-1]:
        empty = GAME.apply(empty, q, "contribute none")
    last = crew(empty, chief).split()[1:]
    assert sum(int(c[2:]) for c in last) >= 8 and "pi2" not in last
    full = s
    for q in order[:-1]:
        full = GAME.apply(full, q, "contribute le3 le2 ta2")
    assert crew(full, chief) == "contribute none"


def test_crew_helps_a_player_out_of_the_brig():
    """BSG-15.1 Brig action (a 7 politics/tactics check to leave): the crew adds its cards for a
    player it does not know to be a Cylon, and refuses one it knows is."""
    from games.battlestar_galactica.locations import BRIG_CHECK

    s = base()
    roslin, chief = seat_of(s, "roslin"), seat_of(s, "tyrol")
    s.players[chief]["loc"] = "brig"
    s.players[roslin]["hand"] = ["po3", "po2", "ta2", "ta3"]
    brig = frame("skill_check", spec=dict(BRIG_CHECK), difficulty=7,
                 ctx={"src": "location", "loc": "brig", "actor": chief, "card": "brig"})
    t = pass_windows(run(s.clone(), dict(brig)))
    assert crew(t, roslin) != "contribute none"
    s.players[chief]["loyalty"] = ["cylon_morale"]
    s.players[roslin]["known"] = [{"kind": "loyalty", "seat": chief, "cards": ["cylon_morale"]}]
    t = pass_windows(run(s, dict(brig)))
    assert crew(t, roslin) == "contribute none"
