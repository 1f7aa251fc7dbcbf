"""The Ionian Nebula option (BSG-23), its allies (Appendix BSG-A1) and Crossroads cards
(Appendix BSG-A2)."""

from __future__ import annotations

from collections import Counter

from games.battlestar_galactica import GAME
from games.battlestar_galactica.data.allies import ALLIES
from games.battlestar_galactica.machine import frame
from tests.battlestar_galactica.conftest import answer, events, game, quiet, run, seat_of, settle

IN = {"objective": "ionian_nebula"}
CHARS = ["roslin", "adama", "starbuck", "tyrol"]


def base(opts=None):
    s = quiet(game(4, CHARS, {**IN, **(opts or {})}))
    for p in s.players:
        p["hand"] = []
    return s


def trauma_total(s) -> int:
    return (len(s.trauma_pool) + sum(len(p["trauma"]) for p in s.players)
            + sum(1 for t in s.trauma_at.values() if t) + sum(1 for a in s.allies if a["token"])
            + len(s.crossroads.get("tokens", {})) + len(s.crossroads["boxed"]))


def test_setup():
    """BSG-23 / BSG-23.1 / BSG-1.8.3 / BSG-23.2: tokens on the Brig and Sickbay, 3 per player (no
    disaster), three valid allies with a token each, the six Ionian basestar tokens."""
    s = game(4, CHARS, IN)
    assert all(len(p["trauma"]) == 3 and "disaster" not in p["trauma"] for p in s.players)
    assert s.trauma_at["brig"] and s.trauma_at["sickbay"]
    assert len(s.allies) == 3 and all(a["token"] for a in s.allies)
    chosen = {p["character"] for p in s.players}
    assert not any(ALLIES[a["id"]]["character"] in chosen for a in s.allies)
    assert len(s.basestar_pool) == 6 and trauma_total(s) == 38


def test_gaining_trauma_and_disasters():
    """BSG-23.3 / BSG-17.1: a disaster executes a human (a hidden Cylon too) and goes back to
    the pool; a revealed Cylon draws two more instead."""
    s = base()
    chief = seat_of(s, "tyrol")
    s.players[chief]["loyalty"] = ["human_01"]
    s.trauma_pool = ["benevolent", "benevolent", "disaster"]
    s = run(s, {"op": "trauma_draw", "args": ["actor", 1], "ctx": {"actor": chief}})
    assert events(s, "disaster") and s.pending["kind"] == "pick"
    sb = seat_of(s, "starbuck")
    s = quiet(s)
    s.players[sb]["revealed"] = True
    s.trauma_pool = ["antagonistic", "benevolent", "disaster"]
    before = len(s.players[sb]["trauma"])
    s = run(s, {"op": "trauma_draw", "args": ["actor", 1], "ctx": {"actor": sb}})
    assert len(s.players[sb]["trauma"]) == before + 2 and "disaster" in s.trauma_pool


def test_a_revealed_cylons_disasters_stay_aside_until_the_drawing_ends():
    """BSG-23.3: a revealed Cylon draws two more for each disaster, repeating for further
    disasters, and only then returns them all to the pool, so a pool of disasters and little
    else ends the drawing instead of handing the same disasters back again and again."""
    s = base()
    sb = seat_of(s, "starbuck")
    s.players[sb]["revealed"] = True
    s.trauma_pool = ["benevolent", "disaster", "disaster"]  # drawn from the end
    before = len(s.players[sb]["trauma"])
    s = run(s, {"op": "trauma_draw", "args": ["actor", 1], "ctx": {"actor": sb}})
    assert len(s.players[sb]["trauma"]) == before + 1  # the benevolent one, at the last draw
    assert sorted(s.trauma_pool) == ["disaster", "disaster"]
    assert sum(e["count"] for e in events(s, "disaster")) == 2


def test_trauma_on_locations():
    """BSG-3.1 / BSG-23.4: starting the turn in Sickbay takes its token; a new one replaces it."""
    s = base()
    chief = seat_of(s, "tyrol")
    s.players[chief]["loc"] = "sickbay"
    s.trauma_at["sickbay"] = "antagonistic"
    s.trauma_pool = ["benevolent"]
    before = Counter(s.players[chief]["trauma"])
    s = run(s, frame("trauma_on_location", seat=chief))
    assert Counter(s.players[chief]["trauma"]) - before == Counter(["antagonistic"])
    assert s.trauma_at["sickbay"] == "benevolent"


def test_ally_encounter():
    """BSG-23.5 / BSG-3.4 / Appendix BSG-A1: ending the Movement step with an ally meets it:
    its token chooses the outcome, the ally leaves, a new one comes out, the player puts one
    of his own tokens on it."""
    s = base()
    chief = seat_of(s, "tyrol")
    s.allies = [{"id": "ally_racetrack", "token": "benevolent"}]
    s.players[chief]["loc"] = "weapons_control"
    s.ally_deck = ["ally_billy"]
    s.players[chief]["trauma"] = ["antagonistic"]
    s = run(s, frame("ally_encounter", seat=chief))
    assert s.res["fuel"] == 9 and "ally_racetrack" in s.ally_out
    assert s.pending["kind"] == "trauma"
    s = answer(s, chief, "trauma antagonistic")
    assert s.allies == [{"id": "ally_billy", "token": "antagonistic"}]
    assert GAME.public_move(chief, "trauma antagonistic") == "trauma ?"


def test_ally_replaced_when_its_place_is_lost():
    """BSG-23.6 / BSG-24.5: a damaged location drives its ally away; the Cylon player with the
    most tokens places one on the replacement (the current player breaks ties)."""
    s = base()
    sb = seat_of(s, "starbuck")
    s.players[sb].update(revealed=True, loc="caprica", trauma=["benevolent", "benevolent"])
    s.allies = [{"id": "ally_kelly", "token": "antagonistic"}]
    s.ally_deck = ["ally_billy", "ally_tory"]
    s.damage_pool = ["command"]
    s = run(s, frame("damage_galactica"))
    assert s.pending["seats"] == [sb] and s.pending["kind"] == "trauma"
    s = answer(s, sb, "trauma benevolent")
    assert s.allies == [{"id": "ally_tory", "token": "benevolent"}] or s.allies == [
        {"id": "ally_billy", "token": "benevolent"}]


def test_ionian_basestar_tokens_and_damage_rule():
    """BSG-23.7 / BSG-9.3: Collateral Damage destroys 3 raiders; a 2-damage basestar still
    draws a token before it is destroyed."""
    s = base()
    s.basestars["a"].update(at="fore", damage=["disabled_hangar", "structural_damage"])
    s.areas["fore"]["raiders"] = 4
    s.basestar_pool = ["collateral_damage"]
    s = run(s, frame("damage_basestar", basestar="a", times=1))
    assert s.areas["fore"]["raiders"] == 1 and s.basestars["a"]["at"] is None


def test_crossroads_phase():
    """BSG-23.8 / BSG-23.10 / BSG-19.3 / Appendix BSG-A2: at distance 8 the battle is set up,
    everyone gets a Crossroads card and secretly places a token, outcomes resolve in turn
    order, the Trial follows, and the next jump is the final one."""
    s = base()
    for b in s.basestars.values():
        b.update(at=None, fleet=False, damage=[])
    s.distance = 7
    s.milestones = ["sleeper"]
    s = run(s, frame("add_distance", amount=1))
    assert s.jump == 0 and s.pending["kind"] in ("viper_kind", "crossroads", "area")
    s = settle(s, lambda st, q, o: (
        "crossroads benevolent" if "crossroads benevolent" in o else (
            "pass" if "pass" in o else ("contribute none" if "contribute none" in o else
                                        ("target none" if "target none" in o else o[0])))))
    assert sum(1 for b in s.basestars.values() if b["at"] in ("starboard_bow",
                                                                "starboard_quarter")) == 2
    assert len(events(s, "crossroads_revealed")) == 4
    assert events(s, "trial_result") and "final" in s.milestones
    assert s.allies == [] and s.trauma_pool == [] and trauma_total(s) == 38
    assert GAME.public_move(0, "crossroads antagonistic") == "crossroads ?"


def test_a_player_without_trauma_names_a_symbol_at_the_crossroads():
    """BSG-23.8.2: a player with no trauma token decides at the reveal which outcome of their
    Crossroads card resolves; that choice is not a token, so none enters the game."""
    s = base()
    for b in s.basestars.values():
        b.update(at=None, fleet=False, damage=[])
    empty = seat_of(s, "tyrol")
    s.trauma_pool += s.players[empty]["trauma"]
    s.players[empty]["trauma"] = []
    s.distance = 7
    s.milestones = ["sleeper"]
    s = run(s, frame("add_distance", amount=1))
    named = []

    def answer(st, q, o):
        if q == empty and o and o[0].startswith("crossroads "):
            named.append(o)
            return "crossroads antagonistic"
        return ("crossroads benevolent" if "crossroads benevolent" in o else
                "pass" if "pass" in o else "contribute none" if "contribute none" in o else
                "target none" if "target none" in o else o[0])

    s = settle(s, answer)
    assert [sorted(o) for o in named] == [["crossroads antagonistic", "crossroads benevolent"]]
    told = [e for e in events(s, "crossroads_revealed") if e["seat"] == empty]
    assert told and told[0]["token"] == "antagonistic"
    assert events(s, "trial_result") and trauma_total(s) == 38


def test_trial():
    """BSG-23.8.3: humans drop benevolent tokens, Cylon players antagonistic ones, 2 or fewer
    are dropped; tied humans: the President picks one; tied Cylons all go."""
    s = base()
    sb, chief, adama = seat_of(s, "starbuck"), seat_of(s, "tyrol"), seat_of(s, "adama")
    roslin = seat_of(s, "roslin")
    s.players[sb].update(revealed=True, loc="caprica",
                         trauma=["benevolent"] * 3 + ["antagonistic"] * 4)
    s.players[chief]["trauma"] = ["antagonistic"] * 3 + ["benevolent"] * 2
    s.players[adama]["trauma"] = ["antagonistic"] * 3
    s.players[roslin]["trauma"] = ["antagonistic"] * 2
    s = run(s, frame("trial"))
    assert s.pending["seats"] == [s.titles["president"]]
    assert set(GAME.legal_moves(s, roslin)) == {"target tyrol", "target adama"}
    s = answer(s, roslin, "target adama")
    assert [q for q in range(4) if s.players[q]["eliminated"]] == sorted([sb, adama])
    assert s.res["morale"] == 9


def test_elimination():
    """BSG-23.9: an eliminated human costs a morale, keeps no character and takes no turns."""
    from games.battlestar_galactica.trial import eliminate

    s = base()
    chief = seat_of(s, "tyrol")
    s.players[chief]["loyalty"] = ["human_01"]
    eliminate(s, chief)
    assert s.players[chief]["eliminated"] and s.res["morale"] == 9
    assert chief not in s.order_from(s.current)
