"""Loyalty (BSG-13), revealing and the revealed Cylon's turn (BSG-14), the Cylon locations
(BSG-1.20) and the reveal powers (BSG-1.12)."""

from __future__ import annotations

from games.battlestar_galactica import GAME
from games.battlestar_galactica.loyalty import add_human_card
from games.battlestar_galactica.machine import frame
from tests.battlestar_galactica.conftest import answer, events, game, quiet, run, seat_of, settle

CHARS = ["roslin", "adama", "starbuck", "tyrol"]


def base(opts=None):
    s = quiet(game(4, CHARS, opts))
    for p in s.players:
        p["hand"] = []
    return s


def test_hidden_cylon_reveals_as_an_action():
    """BSG-13 / BSG-14 / BSG-13.1 / BSG-13.4 / BSG-14.1 / BSG-14.2 / BSG-1.12: a hidden Cylon plays
    as a human
    (titles included) until revealing as an action: the power (morale −1), down to 3 cards,
    titles lost, to the Resurrection Ship, a Super Crisis card drawn."""
    s = base()
    adama = seat_of(s, "adama")
    p = s.players[adama]
    p["loyalty"] = ["cylon_morale"]
    p["hand"] = ["le1", "le2", "le3", "le4", "le5"]
    assert s.titles["admiral"] == adama
    s = run(s, frame("action", seat=adama, left=1))
    assert "reveal cylon_morale" in GAME.legal_moves(s, adama)
    s = answer(s, adama, "reveal cylon_morale")
    s = answer(s, adama, "yes")
    assert s.res["morale"] == 9
    s = answer(s, adama, "discard le1")
    s = answer(s, adama, "discard le2")
    assert p is not s.players[adama]
    p = s.players[adama]
    assert p["revealed"] and p["loc"] == "resurrection_ship" and len(p["hand"]) == 3
    assert s.titles["admiral"] != adama and len(p["supers"]) == 1
    assert p["shown"] == ["cylon_morale"]


def test_reveal_in_the_brig_has_no_power():
    """BSG-15.1 / BSG-14.2.1: revealing in the Brig is allowed, without the card's power."""
    s = base()
    chief = seat_of(s, "tyrol")
    s.players[chief].update(loyalty=["cylon_morale"], loc="brig")
    s = run(s, frame("action", seat=chief, left=1))
    s = settle(answer(s, chief, "reveal cylon_morale"))
    assert s.res["morale"] == 10 and s.players[chief]["revealed"]


def test_revealed_cylon_turn_and_restrictions():
    """BSG-14.3 / BSG-14.4 / BSG-5.5: Cylon locations only, no crisis, no titles, not a valid
    target of Executive Order or the Brig."""
    s = base()
    sb = seat_of(s, "starbuck")
    s.players[sb].update(revealed=True, loc="human_fleet")
    s.current = sb
    s = run(s, frame("action", seat=sb, left=1))
    options = GAME.legal_moves(s, sb)
    assert all(m.split()[0] in ("human_fleet", "pass") for m in options)
    s = quiet(s)
    adama = seat_of(s, "adama")
    s.players[adama]["hand"] = ["le1"]
    s.current = adama
    s = run(s, frame("action", seat=adama, left=1))
    s = answer(s, adama, "play le1")
    assert "target starbuck" not in GAME.legal_moves(s, adama)


def test_human_fleet_takes_a_card(dice):
    """BSG-1.20 (Human Fleet): look at a hand, take one card, then 5+ damages Galactica."""
    s = base()
    sb = seat_of(s, "starbuck")
    chief = seat_of(s, "tyrol")
    s.players[sb].update(revealed=True, loc="human_fleet")
    s.players[chief]["hand"] = ["en2", "le1"]
    s = run(s, frame("action", seat=sb, left=1))
    s = answer(s, sb, "human_fleet tyrol")
    assert set(GAME.legal_moves(s, sb)) == {"take en2", "take le1"}
    dice(5)
    s = settle(answer(s, sb, "take en2"))
    assert s.players[sb]["hand"] == ["en2"] and events(s, "galactica_damaged")


def test_cylon_fleet_location_and_resurrection_ship():
    """BSG-1.20 / BSG-13.5: the Cylon Fleet location activates one ship type; the Resurrection
    Ship swaps the Super Crisis card and hands the remaining loyalty cards to another player
    while distance is 7 or less."""
    s = base()
    sb = seat_of(s, "starbuck")
    s.players[sb].update(revealed=True, loc="cylon_fleet")
    s.basestars["a"].update(at="aft")
    s = run(s, frame("action", seat=sb, left=1))
    s = answer(s, sb, "fleet launch")
    assert s.areas["aft"]["raiders"] >= 3
    s = quiet(s)
    s.players[sb].update(loc="resurrection_ship", supers=["inbound_nukes"],
                         loyalty=["human_01"])
    s = run(s, frame("action", seat=sb, left=1))
    s = answer(s, sb, "resurrect swap")
    assert s.players[sb]["supers"] != ["inbound_nukes"] and "inbound_nukes" in s.super_discard
    s = answer(s, sb, "give tyrol")
    assert "human_01" in s.players[seat_of(s, "tyrol")]["loyalty"]
    assert s.players[sb]["loyalty"] == []


def test_look_at_loyalty_is_random_and_private():
    """BSG-13.2 / BSG-26.2: a look takes one face-down card at random; only the looker sees
    it; Detector Sabotage forbids looks."""
    s = base()
    roslin, adama = seat_of(s, "roslin"), seat_of(s, "adama")
    s.players[adama]["loyalty"] = ["human_01", "cylon_brig"]
    s = run(s, frame("look_loyalty", viewer=roslin, target=adama, count=1))
    seen = events(s, "looked")[0]
    assert seen["secret"]["to"] == [roslin] and len(seen["secret"]["cards"]) == 1
    view = GAME.view(s, seat_of(s, "tyrol"))
    assert all("secret" not in e for e in view["events"])
    s.in_play["detector_sabotage"] = "no_looks"
    s = run(s, frame("look_loyalty", viewer=roslin, target=adama, count=1))
    assert events(s, "look_refused")


def test_sympathizer_both_ways():
    """BSG-13.6 / BSG-20.11: with a resource in the red the Sympathizer goes to the Brig and
    stays human; otherwise reveals as a Cylon without a Super Crisis card."""
    s = base()
    chief = seat_of(s, "tyrol")
    s.res["food"] = 3
    s.players[chief]["loyalty"].append("sympathizer")
    s = run(s, frame("sympathizer", seat=chief))
    assert s.players[chief]["loc"] == "brig" and not s.players[chief]["revealed"]
    s = base()
    s.players[chief]["loyalty"].append("sympathizer")
    s = settle(run(s, frame("sympathizer", seat=chief)))
    assert s.players[chief]["revealed"] and s.players[chief]["sympathizer"]
    assert s.players[chief]["supers"] == []
    s = run(quiet(s), frame("movement", seat=chief))
    assert "move cylon_fleet" not in GAME.legal_moves(s, chief)


def test_revealed_cylon_passes_the_sympathizer():
    """BSG-13.5: a revealed Cylon dealt the Sympathizer may pass it to a human player."""
    s = base()
    sb = seat_of(s, "starbuck")
    s.players[sb].update(revealed=True, loc="caprica", loyalty=["sympathizer"])
    s.res["morale"] = 3
    s = run(s, frame("sympathizer", seat=sb))
    s = answer(s, sb, "target tyrol")
    assert s.players[seat_of(s, "tyrol")]["loc"] == "brig"


def test_a_revealed_cylon_is_asked_alike_whatever_the_sleeper_agent_phase_dealt_him():
    """BSG-13.5 / BSG-26 / BSG-13.3: every revealed Cylon dealt a card is asked whether to
    pass the Sympathizer, so the table cannot tell whether he got it; declining says nothing,
    and only the one who holds it has anyone to pass it to."""
    public = []
    for dealt in ("sympathizer", "human_01"):
        s = base()
        chief, roslin = seat_of(s, "tyrol"), seat_of(s, "roslin")
        s.players[chief].update(revealed=True, loc="caprica", loyalty=[],
                                shown=["cylon_morale"])
        s.current = roslin
        order = s.order_from(roslin)
        s.loyalty_deck = [c for c in s.loyalty_deck if c not in ("sympathizer", dealt)]
        s.loyalty_deck.insert(len(s.loyalty_deck) - order.index(chief), dealt)
        s.distance = 3
        s = run(s, frame("add_distance", amount=1))
        assert s.pending["kind"] == "target" and s.pending["seats"] == [chief]
        assert len(GAME.legal_moves(s, chief)) == (4 if dealt == "sympathizer" else 1)
        view = GAME.view(s, roslin)
        public.append((view["pending"], view["players"][chief], view["awaiting"]))
        s = answer(s, chief, "target none")
        assert s.players[chief]["loyalty"] == [dealt] and not events(s, "sympathizer_passed")
    assert public[0] == public[1]


def test_loyalty_deck_is_never_reshuffled():
    """BSG-13.7: an empty Loyalty deck stays empty; the Not-a-Cylon pile is rebuilt from the
    discarded Not-a-Cylon cards."""
    s = base()
    s.loyalty_deck = []
    s.human_pile = []
    s.loyalty_discard = ["human_05", "cylon_brig"]
    add_human_card(s)
    assert s.loyalty_deck == ["human_05"] and s.loyalty_discard == ["cylon_brig"]


def test_reveal_powers_brig_and_damage():
    """BSG-1.12: the Brig power sends a character on Galactica to the Brig; the damage power
    draws 5 tokens, resolves 2, returns 3 unseen."""
    s = base()
    chief = seat_of(s, "tyrol")
    s.players[chief]["loyalty"] = ["cylon_damage"]
    s.damage_pool = ["fuel", "food", "armory", "command", "hangar_deck", "ftl_control"]
    s = run(s, frame("action", seat=chief, left=1))
    s = answer(s, chief, "reveal cylon_damage")
    s = answer(s, chief, "yes")
    assert s.pending["kind"] == "resolve" and len(GAME.legal_moves(s, chief)) == 5
    s = answer(s, chief, "resolve command")
    s = answer(s, chief, "resolve armory")
    assert sorted(s.damaged) == ["armory", "command"] and len(s.damage_pool) == 4
    # BSG-26 [unverified, data/board.py RETURNED_DAMAGE_PUBLIC]: which 3 went back is the
    # Cylon's alone; the table hears only how many.
    for seat in range(4):
        returned = next(e for e in GAME.view(s, seat)["events"]
                        if e["event"] == "damage_returned")
        assert returned["count"] == 3 and "tokens" not in returned
        assert ("secret" in returned) is (seat == chief)
    mine = next(e for e in GAME.view(s, chief)["events"] if e["event"] == "damage_returned")
    assert sorted(mine["secret"]["tokens"]) == ["food", "ftl_control", "hangar_deck"]
