"""Jumping (BSG-11), the jump track (BSG-1.3), distance milestones (BSG-1.4) and the end of
the game (BSG-19)."""

from __future__ import annotations

from games.battlestar_galactica import GAME
from games.battlestar_galactica.machine import frame
from tests.battlestar_galactica.conftest import answer, events, game, quiet, run, seat_of, settle

CHARS = ["roslin", "adama", "starbuck", "tyrol"]


def base(opts=None):
    s = quiet(game(4, CHARS, opts))
    for p in s.players:
        p["hand"] = []
    return s


def test_ftl_control_population_roll(dice):
    """BSG-1.3.1 / BSG-11.2 / BSG-1.3.3: FTL Control only from a blue space; a roll of 6 or
    lower loses the population printed there (3 at space 3)."""
    s = base()
    chief = seat_of(s, "tyrol")
    s.players[chief]["loc"] = "ftl_control"
    s.players[chief]["hand"] = ["po1"]
    s.jump = 2
    s = run(s, frame("action", seat=chief, left=1))
    assert "act" not in GAME.legal_moves(s, chief)
    s = quiet(s)
    s.jump = 3
    dice(6)
    s = run(s, frame("action", seat=chief, left=1))
    s = answer(s, chief, "act")
    assert s.res["population"] == 9 and s.pending["kind"] == "destination"


def test_jump_procedure(dice):
    """BSG-11 / BSG-11.1 / BSG-11.3 / BSG-1.3.2: reaching Auto-Jump jumps at once: space is cleared
    (civilians back to the pile, centurions stay), the Admiral secretly picks one of two
    destinations, the other goes to the bottom, distance is added and the track reset."""
    s = base()
    s.boarding = [1]
    s.areas["fore"]["raiders"] = 3
    s.destination_deck += ["deep_space_1", "desolate_moon"]
    s.jump = 4
    s = run(s, {"op": "jump", "args": [1], "ctx": {}})
    admiral = s.titles["admiral"]
    assert s.pending["seats"] == [admiral]
    assert set(GAME.legal_moves(s, admiral)) == {"destination deep_space_1",
                                                 "destination desolate_moon"}
    assert GAME.legal_moves(s, seat_of(s, "roslin")) == []
    s = answer(s, admiral, "destination deep_space_1")
    assert s.areas["fore"]["raiders"] == 0 and s.boarding == [1]
    assert len(s.civilian_pile) == 12 and s.destination_deck[0] == "desolate_moon"
    assert s.distance == 2 and s.jump == 0
    assert s.res["fuel"] == 7 and s.res["morale"] == 9


def test_sleeper_agent_phase_at_distance_four():
    """BSG-1.4 / BSG-1.4.1 / BSG-13.3: reaching distance 4 deals everyone a loyalty card
    (Boomer two, then she goes to the Brig)."""
    s = quiet(game(4, ["roslin", "adama", "boomer", "tyrol"]))
    before = [len(p["loyalty"]) + len(p["shown"]) for p in s.players]
    s.distance = 3
    s = settle(run(s, frame("add_distance", amount=1)))
    after = [len(p["loyalty"]) + len(p["shown"]) for p in s.players]
    boomer = seat_of(s, "boomer")
    assert after[boomer] - before[boomer] == 2
    assert all(after[q] - before[q] == 1 for q in range(4) if q != boomer)
    assert s.players[boomer]["loc"] == "brig" and "sleeper" in s.milestones


def test_a_revealed_boomer_gets_one_card_and_stays_put():
    """BSG-13.3 / BSG-13.5: a revealed Boomer is dealt one card at the Sleeper Agent phase and
    stays where she is (the Brig part is [unverified]: data/loyalty.py SLEEPER_BOOMER_BRIG)."""
    s = quiet(game(4, ["roslin", "adama", "boomer", "tyrol"]))
    boomer = seat_of(s, "boomer")
    s.players[boomer].update(revealed=True, loc="caprica", loyalty=["cylon_morale"], shown=[])
    s.loyalty_deck = [c for c in s.loyalty_deck if c != "sympathizer"]
    s.distance = 3
    s = settle(run(s, frame("add_distance", amount=1)))
    assert len(s.players[boomer]["loyalty"]) == 2 and s.players[boomer]["loc"] == "caprica"


def test_final_jump_wins_for_the_humans(dice):
    """BSG-11.4 / BSG-19.2 / BSG-19.3: after distance 8 the next jump ends the game; humans win
    with every resource above 0, by team."""
    s = base()
    s.distance = 7
    s = settle(run(s, frame("add_distance", amount=1)))
    assert "final" in s.milestones
    s = quiet(s)
    s = run(s, frame("fleet_jump", auto=True))
    assert s.phase == "over" and s.winner == "humans"
    ranking = GAME.ranking(s)
    assert ranking[0] == [q for q in range(4) if not s.players[q]["revealed"] and not any(
        c.startswith("cylon_") for c in s.players[q]["loyalty"])]
    assert GAME.scores(s) == [1 if q in ranking[0] else 0 for q in range(4)]


def test_final_jump_with_an_empty_dial_loses():
    """BSG-19.1: a resource at 0 at the end of the game is a Cylon win."""
    s = base()
    s.milestones.append("final")
    s.res["food"] = 0
    s = run(s, frame("fleet_jump", auto=True))
    assert s.winner == "cylons"


def test_lions_head_and_track_moves():
    """BSG-1.3.4 / BSG-1.16: the track never goes below Start; Lion's Head advances it 2 after
    the reset."""
    s = base()
    s = run(s, {"op": "jump", "args": [-2], "ctx": {}})
    assert s.jump == 0
    s.destination_deck += ["lions_head_nebula", "desolate_moon"]
    s = run(s, frame("fleet_jump", auto=True))
    s = settle(answer(s, s.titles["admiral"], "destination lions_head_nebula"))
    assert s.jump == 2 and s.res["fuel"] == 4


def test_risk_a_raptor_and_destination_choices(dice):
    """BSG-10.4 / BSG-1.16: the Admiral may risk a raptor at Tylium Planet: 3+ gains 2 fuel,
    else the raptor is lost."""
    s = base()
    s.destination_deck += ["tylium_planet_1", "desolate_moon"]
    s = run(s, frame("fleet_jump", auto=True))
    admiral = s.titles["admiral"]
    s = answer(s, admiral, "destination tylium_planet_1")
    assert s.pending["kind"] == "may"
    dice(2)
    s = settle(answer(s, admiral, "yes"))
    assert s.raptors == {"ready": 3, "lost": 1} and s.res["fuel"] == 7
    assert events(s, "destination")[0]["distance"] == 1
