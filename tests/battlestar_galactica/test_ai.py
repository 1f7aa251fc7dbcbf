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
    """BSG-11.1 / BSG-10.1: at jump track 4 the crew heads for FTL Control; with raiders near
    civilian ships a pilot heads for the Hangar Deck to launch."""
    s = base()
    chief = seat_of(s, "tyrol")
    s.jump = 4
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
