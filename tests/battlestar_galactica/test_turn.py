"""The turn (BSG-3), movement (BSG-4) and actions (BSG-5)."""

from __future__ import annotations

import pytest

from games.base import IllegalMove
from games.battlestar_galactica import GAME
from games.battlestar_galactica.machine import frame
from tests.battlestar_galactica.conftest import answer, events, game, quiet, run, seat_of


def moves(s, seat):
    return GAME.legal_moves(s, seat)


def test_receive_skills_by_skill_set_and_multi_skill_choice():
    """BSG-3.2 / BSG-0.5: Apollo draws T1, PI2 and chooses the split of his L/PO 2."""
    s = quiet(game(4, ["roslin", "adama", "apollo", "tyrol"]))
    apollo = seat_of(s, "apollo")
    s.players[apollo]["hand"] = []
    s = run(s, frame("receive_skills", seat=apollo))
    assert set(moves(s, apollo)) == {"draw le le", "draw le po", "draw po po"}
    s = answer(s, apollo, "draw le po")
    hand = sorted(c[:2] for c in s.players[apollo]["hand"])
    assert hand == ["le", "pi", "pi", "po", "ta"]


def test_sickbay_draws_one_and_anders_skips_his_first():
    """BSG-15.2 / BSG-1.18 (Starts on the Bench): one card in Sickbay; Anders' first Receive
    Skills is skipped."""
    s = quiet(game(4, ["roslin", "adama", "anders", "tyrol"]))
    chief = seat_of(s, "tyrol")
    s.players[chief]["loc"] = "sickbay"
    s.players[chief]["hand"] = []
    s = run(s, frame("receive_skills", seat=chief))
    assert set(moves(s, chief)) == {"draw le", "draw po", "draw en"}
    s = answer(s, chief, "draw en")
    assert len(s.players[chief]["hand"]) == 1
    anders = seat_of(s, "anders")
    s.players[anders]["bench"] = True
    before = len(s.players[anders]["hand"])
    s = run(s, frame("receive_skills", seat=anders))
    assert len(s.players[anders]["hand"]) == before and events(s, "skipped_receive")


@pytest.mark.parametrize("exodus", [True, False])
def test_revealed_cylon_receive_skills(exodus):
    """BSG-3.2 / BSG-20.6 / BSG-14.3: a revealed Cylon draws 2 cards of different types with
    Exodus (any two in the base game)."""
    s = quiet(game(4, ["roslin", "adama", "starbuck", "tyrol"], {"exodus": exodus}))
    seat = seat_of(s, "starbuck")
    s.players[seat]["revealed"] = True
    s = run(s, frame("receive_skills", seat=seat))
    assert ("draw le le" in moves(s, seat)) is not exodus
    assert "draw en le" in moves(s, seat) or "draw le en" in moves(s, seat)


def test_movement_costs_and_limits():
    """BSG-4 / BSG-4.1 / BSG-4.2 / BSG-4.3: free within a ship, one card to change ship, never into
    Sickbay or the Brig, never into a Cylon location; BSG-3.3: one move."""
    s = quiet(game(4, ["roslin", "adama", "starbuck", "tyrol"]))
    chief = seat_of(s, "tyrol")
    s = run(s, frame("movement", seat=chief))
    options = moves(s, chief)
    assert "move command" in options and "move press_room" in options
    assert "move sickbay" not in options and "move brig" not in options
    assert "move caprica" not in options and "stay" in options
    s = answer(s, chief, "move press_room")
    assert s.pending["kind"] == "move_discard"
    card = moves(s, chief)[0].split()[1]
    s = answer(s, chief, f"discard {card}")
    assert s.players[chief]["loc"] == "press_room"
    assert events(s, "discard")[0]["card"] == card
    s = quiet(s)
    s.players[chief]["hand"] = []
    s = run(s, frame("movement", seat=chief))
    assert "move command" not in moves(s, chief) and "move administration" in moves(s, chief)


def test_brig_and_stranded_cannot_move():
    """BSG-4.5 / BSG-4.6 / BSG-3.8: no move out of the Brig; stranded Helo neither moves nor
    acts until his second turn puts him on the Hangar Deck."""
    s = quiet(game(4, ["roslin", "helo", "starbuck", "tyrol"]))
    chief = seat_of(s, "tyrol")
    s.players[chief]["loc"] = "brig"
    s = run(s, frame("movement", seat=chief))
    assert s.pending is None
    helo = seat_of(s, "helo")
    s = run(s, frame("movement", seat=helo), frame("action", seat=helo, left=1))
    assert s.pending is None
    s.current = helo
    s.players[helo]["turns"] = 1
    s = run(s, frame("turn_start"))
    assert s.players[helo]["loc"] == "hangar_deck" and not s.players[helo]["stranded"]


def test_pilot_moves_by_flying_or_discarding():
    """BSG-4.4: a pilot flies to an adjacent area for free or discards to leave the viper."""
    s = quiet(game(4, ["roslin", "adama", "apollo", "tyrol"]))
    apollo = seat_of(s, "apollo")
    s.players[apollo]["viper"]["area"] = "port_bow"
    s = run(s, frame("movement", seat=apollo))
    options = moves(s, apollo)
    assert "fly fore" in options and "fly port_quarter" in options and "fly aft" not in options
    s = answer(s, apollo, "move command")
    s = answer(s, apollo, moves(s, apollo)[0])
    assert s.players[apollo]["loc"] == "command" and s.players[apollo]["viper"] is None
    assert s.vipers["mk2"]["reserves"] >= 1


def test_revealed_cylons_move_among_cylon_locations_for_free():
    """BSG-4.7 / BSG-14.3: revealed Cylons move between Cylon locations without a discard."""
    s = quiet(game(4, ["roslin", "adama", "starbuck", "tyrol"], {"cylon_fleet": True}))
    seat = seat_of(s, "starbuck")
    s.players[seat].update(revealed=True, loc="resurrection_ship", hand=[])
    s = run(s, frame("movement", seat=seat))
    assert {"move caprica", "move cylon_fleet", "move human_fleet",
            "move basestar_bridge"} <= set(moves(s, seat))
    assert "move command" not in moves(s, seat)


def test_location_restrictions():
    """BSG-5.3 / BSG-5.4 / BSG-5.1: damaged locations give no action; Roslin discards 2 first;
    Zarek cannot use an occupied location; Adama never Admiral's Quarters."""
    s = quiet(game(4, ["roslin", "adama", "starbuck", "zarek"]))
    adama, roslin, zarek = seat_of(s, "adama"), seat_of(s, "roslin"), seat_of(s, "zarek")
    s = run(s, frame("action", seat=adama, left=1))
    assert "act" not in moves(s, adama)  # Emotionally Attached
    s = quiet(s)
    s.players[zarek]["loc"] = "press_room"
    s.players[roslin]["loc"] = "press_room"
    s = run(s, frame("action", seat=zarek, left=1))
    assert "act" not in moves(s, zarek)
    s = quiet(s)
    s.players[roslin]["hand"] = ["po1", "po2", "le1"]
    s = run(s, frame("action", seat=roslin, left=1))
    s = answer(s, roslin, "act")
    assert s.pending["kind"] == "discard"
    s = answer(s, roslin, "discard po1")
    s = answer(s, roslin, "discard le1")
    assert "po2" in s.players[roslin]["hand"] and len(s.players[roslin]["hand"]) == 3  # Press
    s = quiet(s)
    s.players[adama]["loc"] = "weapons_control"
    s.players[adama]["hand"] = ["po1"]
    s.damaged.append("weapons_control")
    s = run(s, frame("action", seat=adama, left=1))
    assert "act" not in moves(s, adama)
    with pytest.raises(IllegalMove, match="location_damaged"):
        GAME.canonical(s, adama, "act")


def test_executive_order():
    """BSG-5.6: the target moves and acts once, or acts twice; once per turn; never a revealed
    Cylon."""
    s = quiet(game(4, ["roslin", "adama", "starbuck", "tyrol"]))
    adama, chief = seat_of(s, "adama"), seat_of(s, "tyrol")
    s.current = adama
    s.players[adama]["hand"] = ["le1"]
    s = run(s, frame("action", seat=adama, left=1))
    s = answer(s, adama, "play le1")
    assert f"target {'tyrol'}" in moves(s, adama)
    s = answer(s, adama, "target tyrol")
    assert s.pending["seats"] == [chief] and set(moves(s, chief)) == {
        "executive move", "executive actions"}
    s = answer(s, chief, "executive actions")
    assert s.pending["kind"] == "action" and s.pending["seats"] == [chief]
    assert s.flags["eo_used"]


def test_t16_morale_at_zero_raised_again_before_the_end_of_the_turn():
    """T-16 / BSG-19.1 / BSG-3.7: the President's own Quorum card takes morale from 1 to 0 in
    her action and the game goes on; the crisis of the same turn gives 1 back, so the
    resource check at the end of the turn passes and the next player's turn begins."""
    s = quiet(game(4, ["roslin", "adama", "starbuck", "tyrol"]))
    roslin = seat_of(s, "roslin")
    s.current = roslin
    s.res["morale"] = 1
    s.quorum_deck += s.quorum_hand
    s.quorum_deck.remove("establish_dogsville")
    s.quorum_hand = ["establish_dogsville"]
    s.crisis_deck.remove("controversial_manuscript")
    s.crisis_deck.append("controversial_manuscript")
    s = run(s, frame("turn_start"))
    s = answer(s, roslin, "stay")
    s = answer(s, roslin, "quorum establish_dogsville")
    assert s.res["morale"] == 0 and s.phase == "play"  # no loss before the end of the turn
    while s.pending["kind"] != "choice":  # Religious Visions: she keeps the manuscript
        s = answer(s, s.pending["seats"][0], "crisis controversial_manuscript"
                   if s.pending["kind"] == "crisis" else "pass")
    assert s.pending["seats"] == [roslin] and s.pending["info"]["card"] == \
        "controversial_manuscript"
    s = answer(s, roslin, "choose b")  # the rest of her turn (activation, end) runs on
    assert s.res["morale"] == 1 and s.phase == "play" and s.winner is None
    assert s.current != roslin and s.pending["kind"] == "move"
    assert not events(s, "game_over")


def test_end_of_turn_hand_limit_and_resource_check():
    """BSG-3.7 / BSG-19.1: everyone over the limit discards down (Chief at 8); a resource at 0
    at the end of the turn loses the game."""
    s = quiet(game(4, ["roslin", "adama", "starbuck", "tyrol"]))
    chief = seat_of(s, "tyrol")
    s.players[chief]["hand"] = ["en1"] * 10
    s = run(s, frame("end_turn"))
    assert s.pending["kind"] == "discard" and s.pending["seats"] == [chief]
    s = answer(s, chief, "discard en1")
    s = answer(s, chief, "discard en1")
    assert len(s.players[chief]["hand"]) == 8 and s.phase == "play" and s.turn == 2
    s = quiet(s)
    s.res["food"] = 0
    s = run(s, frame("end_turn"))
    assert s.phase == "over" and s.winner == "cylons"


def test_simultaneous_discards_are_shown_together():
    """BSG-18.2 / BSG-3.7: players discarding at once choose face down; nobody sees a discard
    before the last one has chosen, then all are shown on their piles."""
    s = quiet(game(4, ["roslin", "adama", "starbuck", "tyrol"]))
    adama, chief = seat_of(s, "adama"), seat_of(s, "tyrol")
    s.players[adama]["hand"] = ["le1"] * 10 + ["le5"]
    s.players[chief]["hand"] = ["en1"] * 8 + ["en5"]
    tops = dict(s.discards)
    s = run(s, frame("end_turn"))
    assert sorted(s.pending["seats"]) == sorted([adama, chief])
    s = answer(s, adama, "discard le5")
    seen = GAME.view(s, chief)
    assert not [e for e in seen["events"] if e["event"] == "discard"]
    assert seen["discard_tops"]["le"] == (tops["le"][-1] if tops["le"] else None)
    assert seen["players"][adama]["hand"] == 10  # the count is public
    s = answer(s, chief, "discard en5")
    shown = [(e["seat"], e["card"]) for e in events(s, "discard")]
    assert shown == [(adama, "le5"), (chief, "en5")]
    assert s.discards["le"][-1] == "le5" and s.discards["en"][-1] == "en5"


def test_crisis_skipped_in_brig():
    """BSG-3.6 / BSG-15.1: no Crisis card for a player in the Brig or a revealed Cylon."""
    s = quiet(game(4))
    s.players[s.current]["loc"] = "brig"
    deck = len(s.crisis_deck)
    s = run(s, frame("crisis_step"))
    assert len(s.crisis_deck) == deck


def test_expert_pilot_two_actions():
    """BSG-1.18 (Expert Pilot): Starbuck starting her turn in a viper takes 2 actions."""
    s = quiet(game(4, ["roslin", "adama", "starbuck", "tyrol"]))
    sb = seat_of(s, "starbuck")
    s.players[sb]["viper"] = {"area": "port_bow", "kind": "mk2"}
    s.players[sb]["loc"] = "viper"
    s.current = sb
    s = run(s, frame("turn_start"))
    actions = [f for f in s.stack if f["op"] == "action"]
    assert actions and actions[0]["left"] == 2


def test_turn_order_and_current_player():
    """BSG-3 / BSG-0.4: turns pass clockwise; the current player decides orders."""
    s = quiet(game(3))
    first = s.current
    s = run(s, frame("end_turn"))
    assert s.current == (first + 1) % 3 and s.turn == 2


def test_actions_list():
    """BSG-5 / BSG-3.5 / BSG-5.2 / BSG-5.7: a pilot may activate his viper as an action; Strategic
    Planning is no action (it is played in a window)."""
    s = quiet(game(4, ["roslin", "adama", "apollo", "tyrol"]))
    apollo = seat_of(s, "apollo")
    s.players[apollo]["hand"] = ["ta3"]
    area = s.players[apollo]["viper"]["area"]
    s = run(s, frame("action", seat=apollo, left=1))
    options = moves(s, apollo)
    assert any(m.startswith("viper move") for m in options)
    assert "play ta3" not in options and "pass" in options
    assert area in ("port_bow", "port_quarter")
