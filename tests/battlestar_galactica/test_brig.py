"""The Brig, Sickbay and targeting (BSG-15, T-15), titles and succession (BSG-16), and
execution (BSG-17)."""

from __future__ import annotations

from games.battlestar_galactica import GAME
from games.battlestar_galactica import titles as T
from games.battlestar_galactica.machine import frame
from tests.battlestar_galactica.conftest import (
    answer,
    events,
    game,
    pass_windows,
    quiet,
    run,
    seat_of,
    settle,
    step,
)

CHARS = ["roslin", "adama", "starbuck", "tyrol"]


def base(chars=CHARS, opts=None):
    s = quiet(game(4, chars, opts))
    for p in s.players:
        p["hand"] = []
    return s


def test_brig_costs_admiral_not_president():
    """BSG-15 / BSG-16 / BSG-15.1 / BSG-16.3 / BSG-16.1 / BSG-1.17: entering the Brig costs the
    Admiral title (to the next
    player not in the Brig) but not the President's; leaving does not give it back."""
    s = base(["roslin", "adama", "starbuck", "tigh"])
    adama, tigh, roslin = seat_of(s, "adama"), seat_of(s, "tigh"), seat_of(s, "roslin")
    s = step(s, "send", "chosen", "brig", chosen=adama)
    assert s.titles["admiral"] == tigh
    s = step(s, "send", "chosen", "brig", chosen=roslin)
    assert s.titles["president"] == roslin
    s.players[adama]["loc"] = "command"
    assert s.titles["admiral"] == tigh


def test_brig_check_and_leaving():
    """BSG-1.20 (Brig) / BSG-4.5: the Brig's action is a Politics/Tactics 7 check; passing
    moves the player to any Galactica location."""
    s = base()
    chief = seat_of(s, "tyrol")
    s.players[chief].update(loc="brig", hand=["po5"])
    s.destiny = ["po1", "ta2"]
    s = run(s, frame("action", seat=chief, left=1))
    s = pass_windows(answer(s, chief, "act"))
    for seat in list(s.pending["seats"]):
        s = answer(s, seat, "contribute po5" if seat == chief else "contribute none")
    s = settle(s, lambda st, q, o: "to command" if "to command" in o else (
        "pass" if "pass" in o else o[0]))
    assert events(s, "check_result")[0]["result"] == "pass"
    assert s.players[chief]["loc"] == "command"


def test_t15_no_legal_target_skips_the_follow_ups():
    """T-15 / BSG-15.3: "choose a character to send to Sickbay" with everyone in the Brig or
    Sickbay does nothing, and what follows is skipped."""
    s = base()
    for q in range(4):
        s.players[q]["loc"] = "brig" if q % 2 else "sickbay"
    s = step(s, "pick", "current", ["sickbay"], [["res", "morale", -3]])
    assert s.pending is None and s.res["morale"] == 10 and events(s, "no_target")


def test_sickbay_and_stranded_helo_are_not_targets():
    """BSG-15.2 / BSG-15.3 / BSG-4.6: a stranded Helo cannot be moved; nobody in the Brig goes
    to Sickbay."""
    s = base(["roslin", "helo", "starbuck", "tyrol"])
    s.players[seat_of(s, "tyrol")]["loc"] = "brig"
    s = step(s, "pick", "current", ["sickbay"], [["send", "chosen", "sickbay"]])
    options = GAME.legal_moves(s, s.current)
    assert "target helo" not in options and "target tyrol" not in options


def test_succession_and_title_effects():
    """BSG-16.2 / BSG-16.4 / BSG-16.5 / BSG-1.17.5: a lost title goes to the highest-ranked
    eligible player; revealed Cylons hold none; Declare Martial Law gives the Admiral the
    President title."""
    s = base(["roslin", "adama", "starbuck", "tigh"])
    roslin, adama, tigh = seat_of(s, "roslin"), seat_of(s, "adama"), seat_of(s, "tigh")
    assert T.successor(s, "president", exclude=[roslin]) == adama
    s.players[adama]["revealed"] = True
    assert T.successor(s, "admiral") == tigh and not T.eligible(s, adama)
    s.players[adama]["revealed"] = False
    s = step(s, "title", "president", "admiral")
    assert s.titles["president"] == adama


def test_haunted_by_the_past_consequence():
    """BSG-16.5 / BSG-1.13.7: the current player gives every title he holds to the next in
    each line."""
    s = base()
    adama = seat_of(s, "adama")
    s.current = adama
    s = step(s, "abdicate", "current")
    assert s.titles["admiral"] != adama


def test_execution_of_a_human(dice):
    """BSG-17 / BSG-17.1 / BSG-17.2 / BSG-17.4 / BSG-17.5 / BSG-17.6 / BSG-1.18.2: a human shows his
    loyalty, costs a morale, picks an unused character, starts at its place with a fresh
    loyalty draw; the once-per-game use stays with the player."""
    s = base(["roslin", "adama", "starbuck", "tyrol"])
    chief = seat_of(s, "tyrol")
    s.players[chief].update(loyalty=["human_01"], hand=["en1"], opg=True)
    deck = len(s.loyalty_deck)
    s = run(s, frame("execution", seat=chief))
    assert s.res["morale"] == 9 and "tyrol" in s.used_characters
    assert "pick tyrol" not in GAME.legal_moves(s, chief)
    s = answer(s, chief, "pick gaeta")
    p = s.players[chief]
    assert p["character"] == "gaeta" and p["loc"] == "ftl_control" and p["opg"]
    assert len(p["loyalty"]) == 1 and len(s.loyalty_deck) == deck
    assert "human_01" in s.loyalty_discard and "en1" in s.discards["en"]


def test_execution_of_hidden_and_revealed_cylons():
    """BSG-17.3: a hidden Cylon reveals without power or Super Crisis; a revealed one goes back
    to the Resurrection Ship."""
    s = base()
    chief = seat_of(s, "tyrol")
    s.players[chief]["loyalty"] = ["cylon_morale", "human_02"]
    s = settle(run(s, frame("execution", seat=chief)))
    p = s.players[chief]
    assert p["revealed"] and p["loc"] == "resurrection_ship" and p["supers"] == []
    assert s.res["morale"] == 10 and p["loyalty"] == ["human_02"]
    p["loc"] = "caprica"
    s = run(quiet(s), frame("execution", seat=chief))
    assert s.players[chief]["loc"] == "resurrection_ship"


def test_current_player_executed_skips_the_rest_of_the_turn():
    """BSG-3.9 / BSG-17.4.5: executed on his turn, the player skips Movement, Action and Crisis;
    with no character left the humans lose (BSG-19.1)."""
    s = base()
    seat = s.current
    s.players[seat]["loyalty"] = ["human_01"]
    s = run(s, frame("execution", seat=seat))
    s = answer(s, seat, GAME.legal_moves(s, seat)[0])
    assert s.flags["skip_turn"]
    s = run(quiet(s), frame("movement", seat=seat), frame("crisis_step"))
    assert s.pending is None
    s.used_characters = [c for c in ("adama", "tigh", "helo", "apollo", "boomer", "roslin",
                                     "baltar", "zarek", "anders", "cally", "gaeta", "tory",
                                     "starbuck", "tyrol") if c not in
                         [p["character"] for p in s.players]]
    other = (seat + 1) % 4
    s.players[other]["loyalty"] = ["human_03"]
    s = run(quiet(s), frame("execution", seat=other))
    assert s.phase == "over" and s.end_reason == "no_character"
