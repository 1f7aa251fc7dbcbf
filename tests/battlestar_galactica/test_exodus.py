"""Exodus core changes (BSG-20), the Exodus characters (BSG-24), skill-card and Quorum
actions (BSG-1.10, BSG-1.15, BSG-1.17)."""

from __future__ import annotations

from games.battlestar_galactica import GAME
from games.battlestar_galactica.data.cards import crisis_deck
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
)


def base(chars, opts=None):
    s = quiet(game(4, chars, opts))
    for p in s.players:
        p["hand"] = []
    return s


def act(s, seat, move):
    s = run(s, frame("action", seat=seat, left=1))
    return answer(s, seat, move)


def test_exodus_content():
    """BSG-20 / BSG-20.1: Exodus adds its characters and cards; "CAG chooses" crises only come
    with the Cylon Fleet."""
    assert "detente" not in crisis_deck(True, False)
    s = GAME.new(4, 1, {"exodus": False})
    assert not any("anders" in m for m in GAME.legal_moves(s, GAME.to_act(s)))
    assert len(s.quorum_deck) == 17


def test_nukes_with_exodus_and_build_nuke(dice):
    """BSG-20.3 / BSG-9.2 / BSG-1.10 (Build Nuke): a used nuke waits beside the board and
    Build Nuke gives it back to the Admiral."""
    s = base(["roslin", "adama", "starbuck", "tyrol"])
    adama = seat_of(s, "adama")
    s.basestars["a"].update(at="fore")
    dice(1)
    s = settle(act(s, adama, "nuke a"))
    assert s.nukes == {"admiral": 1, "spare": 2, "gone": 0}
    chief = seat_of(s, "tyrol")
    s = quiet(s)
    s.players[chief]["hand"] = ["en6"]
    s = act(s, chief, "play en6")
    assert s.nukes["admiral"] == 2


def test_quorum_limit_and_president_actions():
    """BSG-20.5 / BSG-1.15.1 / BSG-1.17.1: the President draws a Quorum card as an action and
    plays one as an action; at the end of a turn he keeps at most 10."""
    s = base(["roslin", "adama", "starbuck", "tyrol"])
    roslin = seat_of(s, "roslin")
    s.players[roslin]["loc"] = "command"
    s.quorum_hand = ["establish_dogsville"]
    s = act(s, roslin, "quorum establish_dogsville")
    assert s.res["population"] == 13 and s.res["morale"] == 9
    s = quiet(s)
    s = act(s, roslin, "title draw")
    assert len(s.quorum_hand) == 1
    s = quiet(s)
    s.quorum_hand = list(s.quorum_deck[:12])
    s = run(s, frame("end_turn"))
    assert s.pending["kind"] == "quorum_discard"
    s = answer(s, roslin, GAME.legal_moves(s, roslin)[0])
    s = answer(s, roslin, GAME.legal_moves(s, roslin)[0])
    assert len(s.quorum_hand) == 10


def test_quorum_cards_and_attachments(dice):
    """BSG-1.15 / BSG-1.15.2: Inspirational Speech leaves the game on 6+; Arrest Order never
    targets a revealed Cylon; assigned cards stay on their holder."""
    s = base(["roslin", "adama", "starbuck", "tyrol"])
    roslin = seat_of(s, "roslin")
    s.quorum_hand = ["inspirational_speech_1", "arrest_order_1", "assign_arbitrator"]
    dice(6)
    s = settle(act(s, roslin, "quorum inspirational_speech_1"))
    assert s.res["morale"] == 11 and "inspirational_speech_1" in s.quorum_removed
    s = quiet(s)
    s.players[seat_of(s, "starbuck")]["revealed"] = True
    s = act(s, roslin, "quorum arrest_order_1")
    assert "target starbuck" not in GAME.legal_moves(s, roslin)
    s = quiet(s)
    s = act(s, roslin, "quorum assign_arbitrator")
    s = settle(s, lambda st, q, o: "target tyrol" if "target tyrol" in o else o[0])
    assert s.attached["assign_arbitrator"] == seat_of(s, "tyrol")


def test_presidents_office_and_administration(dice):
    """BSG-1.20: the President's Office draws then draws or plays; Administration makes the
    chosen character President on a Politics/Leadership 5 check."""
    s = base(["baltar", "adama", "starbuck", "tyrol"])
    baltar, chief = seat_of(s, "baltar"), seat_of(s, "tyrol")
    s.players[baltar]["loc"] = "presidents_office"
    s.quorum_hand = []
    s = act(s, baltar, "act")
    assert s.pending["kind"] == "office" and len(s.quorum_hand) == 1
    s = answer(s, baltar, "office draw")
    assert len(s.quorum_hand) == 2
    s = quiet(s)
    s.players[chief].update(loc="administration", hand=["po5", "le2"])
    s.destiny = ["po1", "le1"]
    s = act(s, chief, "act")
    s = answer(s, chief, "target tyrol")
    s = pass_windows(s)
    for q in list(s.pending["seats"]):
        s = answer(s, q, "contribute le2 po5" if q == chief else "contribute none")
    s = settle(s)
    assert s.titles["president"] == chief


def test_state_of_emergency_and_scouting_for_fuel(dice):
    """BSG-1.10 / BSG-20.10 / BSG-5.5: State of Emergency costs a food, then each player from
    its player on may move or act (revealed Cylons too); Scouting for Fuel gains on 4+."""
    s = base(["roslin", "adama", "starbuck", "tyrol"])
    chief = seat_of(s, "tyrol")
    s.players[seat_of(s, "starbuck")].update(revealed=True, loc="caprica")
    s.players[chief]["hand"] = ["le6", "ta6"]
    s = act(s, chief, "play le6")
    assert s.res["food"] == 7 and s.pending["seats"] == [chief]
    seen = []
    for _ in range(4):
        seen.append(s.pending["seats"][0])
        s = answer(s, s.pending["seats"][0], "pass")
    assert seen == s.order_from(chief)
    dice(4)
    s = settle(act(quiet(s), chief, "play ta6"))
    assert s.res["fuel"] == 9


def test_launch_scout_and_repair(dice):
    """BSG-1.10 (Launch Scout, Repair) / BSG-1.18 (Maintenance Engineer): a scout on 3+ sees
    the top card and may bottom it; the Chief acts again after a Repair."""
    s = base(["roslin", "adama", "starbuck", "tyrol"])
    chief = seat_of(s, "tyrol")
    s.current = chief
    s.players[chief]["hand"] = ["ta1", "en1", "po1"]
    dice(3)
    s = act(s, chief, "play ta1")
    s = answer(s, chief, "scout crisis")
    top = s.crisis_deck[-1]
    s = answer(s, chief, "recon bottom")
    assert s.crisis_deck[0] == top and events(s, "scouted")[-1]["where"] == "bottom"
    # BSG-26 [unverified, data/board.py SCOUTED_WHERE_PUBLIC]: everyone sees where it went,
    # only the scout saw the card.
    seen = [e for e in GAME.view(s, seat_of(s, "roslin"))["events"]
            if e["event"] in ("scouted", "peeked")]
    assert seen[-1]["where"] == "bottom" and all("secret" not in e for e in seen)
    s = quiet(s)
    s.damaged.append("hangar_deck")
    s = act(s, chief, "play en1")
    assert "hangar_deck" not in s.damaged and s.pending["kind"] == "action"


def test_gaeta_coup_cally_and_tory():
    """BSG-24 / BSG-1.18 / BSG-24.3: Gaeta takes the Admiral title (from the Brig via Command);
    Cally
    executes someone in her location; Tory must pick box A as current player."""
    s = base(["roslin", "gaeta", "apollo", "cally"])
    gaeta = seat_of(s, "gaeta")
    s.players[gaeta]["loc"] = "brig"
    s.titles["admiral"] = seat_of(s, "apollo")
    s = act(s, gaeta, "opg")
    assert s.titles["admiral"] == gaeta and s.players[gaeta]["loc"] == "command"
    s = quiet(s)
    cally, roslin = seat_of(s, "cally"), seat_of(s, "roslin")
    s.players[roslin]["loc"] = s.players[cally]["loc"]
    s.players[roslin]["loyalty"] = ["human_01"]
    s = act(s, cally, "opg")
    s = answer(s, cally, "target roslin")
    assert "roslin" in s.used_characters
    s = base(["tory", "gaeta", "apollo", "cally"])
    s.current = seat_of(s, "tory")
    s.crisis_deck.append("water_sabotaged")
    s = run(s, frame("crisis_step"))
    assert GAME.legal_moves(s, s.current) == ["choose a"]


def test_anders_star_player_and_roslin_skilled_politician():
    """BSG-1.18 (Anders, Roslin): Star Player swaps cards for one type of the skill set;
    Skilled Politician resolves 1 of 4 Quorum cards, President or not."""
    s = base(["roslin", "adama", "anders", "tyrol"])
    anders = seat_of(s, "anders")
    s.players[anders]["hand"] = ["po1", "en1"]
    s = act(s, anders, "ability star_player")
    s = answer(s, anders, "discard po1")
    s = answer(s, anders, "discard en1")
    s = answer(s, anders, "draw pi")
    assert [c[:2] for c in s.players[anders]["hand"]] == ["pi", "pi"]
    s = quiet(s)
    roslin = seat_of(s, "roslin")
    s.quorum_deck += ["establish_dogsville", "food_rationing_1", "arrest_order_1",
                      "resignation"]
    s = act(s, roslin, "opg")
    assert len(GAME.legal_moves(s, roslin)) == 4
    s = settle(answer(s, roslin, "resolve establish_dogsville"))
    assert s.res["population"] == 13 and s.quorum_deck[:3] != []


def test_anders_launches_himself_from_the_hangar_deck():
    """BSG-1.5 / BSG-10.3: Anders' own piloting token (the Exodus one) puts him in a viper
    from the Hangar Deck like any pilot."""
    s = base(["roslin", "adama", "anders", "tyrol"])
    anders = seat_of(s, "anders")
    s.players[anders]["loc"] = "hangar_deck"
    s = run(s, frame("action", seat=anders, left=1))
    assert "act" in GAME.legal_moves(s, anders)
    s = answer(s, anders, "act")
    launch = GAME.legal_moves(s, anders)[0]
    s = answer(s, anders, launch)
    p = s.players[anders]
    assert p["loc"] == "viper" and p["viper"]["area"] in ("port_quarter", "port_bow")


def test_caprica_jump_icon_and_revealed_draws():
    """BSG-20.4 / BSG-20.6 / BSG-20.7 / BSG-20.8 / BSG-20.9 / BSG-20.11: with Exodus, crises at
    Caprica keep the jump icon; revealed Cylons draw two different types; the Exodus loyalty
    table; draw-and-destroy comes from the pile first; Boomer revealed before the Sleeper
    phase gets 1 card; the Sympathizer stays in 4 and 6 player games."""
    s = base(["roslin", "adama", "boomer", "tyrol"])
    boomer = seat_of(s, "boomer")
    s.players[boomer].update(revealed=True, loc="caprica")
    before = len(s.players[boomer]["loyalty"])
    s.distance = 3
    s = settle(run(s, frame("add_distance", amount=1)))
    assert len(s.players[boomer]["loyalty"]) + len(s.players[boomer]["shown"]) == before + 1
    s = quiet(s)
    s.areas["fore"]["civilians"] = [["c9", "p2"]]
    pile = len(s.civilian_pile)
    s = run(s, {"op": "civilians", "args": [1], "ctx": {}})
    assert len(s.civilian_pile) == pile - 1 and s.areas["fore"]["civilians"]
