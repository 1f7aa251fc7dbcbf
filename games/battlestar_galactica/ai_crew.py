"""The `crew` AI: a sensible crew member, or, holding a Cylon card, a saboteur who hides until
late. It reads only what its seat may see (the board, its own cards, what it has looked at).

Each decision kind has a small heuristic; anything without one takes a seeded random option,
so the AI always answers."""

from __future__ import annotations

from collections.abc import Callable

from games import rng
from games.battlestar_galactica import players as P
from games.battlestar_galactica import space as S
from games.battlestar_galactica.ai_checks import contribute
from games.battlestar_galactica.ai_eval import (
    FUEL_PER_DISTANCE,
    card_value,
    cost,
    crisis_cost,
    danger,
    distance_left,
    hottest_area,
    threat,
)
from games.battlestar_galactica.ai_suspicion import known_cylons, seen_human, suspects, suspicion
from games.battlestar_galactica.checks import signed_value
from games.battlestar_galactica.combat import GALACTICA_NEEDS
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data import skills as K
from games.battlestar_galactica.data.destinations import DESTINATIONS
from games.battlestar_galactica.data.destinations import kind as destination_kind
from games.battlestar_galactica.data.quorum import kind as quorum_kind
from games.battlestar_galactica.state import State

Chooser = Callable[[State, int, list[str], bool, int], str]
REVEAL_DISTANCE = 7  # a hidden Cylon stops hiding from here on
GOOD_COLOURS = {"le": 3.0, "po": 2.8, "ta": 2.6, "en": 2.0, "pi": 1.6}


SABOTAGE = 0.5  # how often a hidden Cylon plays against the humans on a given decision


def crew_move(s: State, seat: int, moves: list[str], seed: int) -> str:
    cylon = P.cylon_team(s, seat)
    kind = s.pending["kind"] if s.pending else ""
    if cylon and not s.players[seat]["revealed"]:
        # hiding: most of the time a hidden Cylon does what a human would
        _, roll = rng.randint(rng.seed_state(seed ^ 0x5EED), 0, 999)
        cylon = roll < SABOTAGE * 1000
    chooser = CHOOSERS.get(kind)
    if chooser is not None:
        move = chooser(s, seat, moves, cylon, seed)
        if move in moves or kind == "contribute":
            return move
    if not moves:
        return "contribute none"
    return _random(moves, seed)


def _random(moves: list[str], seed: int) -> str:
    _, i = rng.randint(rng.seed_state(seed), 0, len(moves) - 1)
    return moves[i]


def _seat_named(s: State, move: str) -> int | None:
    return s.seat_of(move.split()[-1])


# --- choices of the turn -----------------------------------------------------------------

def _draw(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    return max(moves, key=lambda m: sum(GOOD_COLOURS.get(c, 1) for c in m.split()[1:]))


def _wanted_location(s: State, seat: int, cylon: bool) -> str | None:
    """Where a human wants to stand this turn (or a hidden Cylon pretending): the first
    usable place of a list in priority order."""
    p = s.players[seat]
    if p["revealed"]:
        if p["supers"]:
            return "caprica"
        if any(s.areas[a]["raiders"] for a in B.AREAS) or S.main_basestars(s):
            return "cylon_fleet" if not p["sympathizer"] else "human_fleet"
        return "human_fleet"
    if cylon and s.distance < REVEAL_DISTANCE:
        return "research_lab" if "en" in P.skill_set(s, seat) else "press_room"
    if any(K.name(c) == "repair" for c in p["hand"]) and s.damaged:
        return p["loc"] if p["loc"] in s.damaged else s.damaged[0]
    wanted: list[str] = []
    if _jump_now(s):
        wanted.append("ftl_control")
    if s.boarding:
        wanted.append("armory")
    if _threatened(s):
        if "pi" in P.skill_set(s, seat):
            wanted.append("hangar_deck")
        wanted += ["command", "weapons_control"]
    known = suspects(s, seat) - {q for q in range(s.seats) if s.players[q]["loc"] == "brig"}
    if known and P.character(s, seat) != "adama":
        wanted.append("admirals_quarters")
    if s.titles.get("president") == seat:
        wanted.append("presidents_office")
    wanted.append("research_lab" if P.skill_set(s, seat) & {"en", "ta"} else "press_room")
    for loc in wanted:
        if loc not in s.damaged:
            return loc
    return None


def _jump_now(s: State) -> bool:
    """FTL Control (BSG-11.2) at jump track 4 (a 1-population risk on 6 or lower) unless all
    is calm (then the next Prepare for Jump icon jumps for free), or at 3 (a 3-population risk)
    for the final jump or to escape Cylon ships about to strike."""
    final = "final" in s.milestones
    if s.jump >= 4:
        return final or danger(s) > CALM
    return s.jump == 3 and (final or (danger(s) > EARLY_JUMP_DANGER
                                      and s.res["population"] > 6))


EARLY_JUMP_DANGER = 8.0
CALM = 0.5  # no Cylon ship near a civilian one, no centurion, no damage


def _threatened(s: State) -> bool:
    """Cylon ships close to civilian ships, heavy raiders about, or basestars firing."""
    if S.main_basestars(s) or any(s.areas[a]["heavies"] for a in B.AREAS):
        return True
    civ = [a for a in B.AREAS if s.areas[a]["civilians"]]
    return any(s.areas[a]["raiders"] and any(S.ring_distance(a, c) <= 2 for c in civ)
               for a in B.AREAS)


def _move(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    p = s.players[seat]
    if p["viper"] is not None:
        hot = hottest_area(s)
        if hot and hot != p["viper"]["area"] and f"fly {hot}" in moves:
            return f"fly {hot}"
        return "stay" if "stay" in moves else moves[0]
    want = _wanted_location(s, seat, cylon)
    if want is None or want == p["loc"]:
        return "stay" if "stay" in moves else moves[0]
    if f"move {want}" in moves:
        if P.ship(p["loc"]) != B.LOCATIONS[want]["ship"] and len(p["hand"]) < 3:
            return "stay" if "stay" in moves else moves[0]
        return f"move {want}"
    return "stay" if "stay" in moves else moves[0]


def _should_reveal(s: State, seat: int) -> bool:
    """A hidden Cylon reveals late: deep in the game, when a resource is nearly gone, or
    when the Brig keeps him useless."""
    p = s.players[seat]
    low = min(s.res.values()) <= 2
    return s.distance >= REVEAL_DISTANCE or low or p["loc"] == "brig" or (
        "final" in s.milestones)


def _action(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    p = s.players[seat]
    if p["revealed"]:
        return _cylon_action(s, seat, moves)
    reveals = [m for m in moves if m.startswith("reveal")]
    if reveals and _should_reveal(s, seat):  # only a Cylon card holder has reveal moves
        return reveals[0]
    goals = [m for m in moves if m.startswith("goal")]
    if goals and not cylon:
        return goals[0]
    scored = [(_action_score(s, seat, m, cylon), i, m) for i, m in enumerate(moves)]
    best = max(scored)
    return best[2] if best[0] > 0 else ("pass" if "pass" in moves else best[2])


def _action_score(s: State, seat: int, move: str, cylon: bool) -> float:
    p = s.players[seat]
    words = move.split()
    if words[0] == "act":
        loc = p["loc"] or ""
        if cylon:
            return {"research_lab": 2, "press_room": 2, "admirals_quarters": 1.5,
                    "ftl_control": 1.0 if s.jump == 3 else -1}.get(loc, 0.5)
        return {"ftl_control": 8 if _jump_now(s) else -1,
                "weapons_control": 2 + danger(s) / 3, "command": 3 + danger(s) / 3,
                "armory": 4, "hangar_deck": 3 + danger(s) / 3, "research_lab": 1.5,
                "press_room": 1.5, "presidents_office": 1.8, "brig": 3,
                "admirals_quarters": 4 if suspects(s, seat) else -1,
                "communications": 0.5, "administration": 0.2}.get(loc, 0.5)
    if words[0] == "viper" and words[1] == "attack":
        return 0.5 if cylon else 5
    if words[0] == "viper" and words[1] == "move":
        return 0.2 if cylon else threat(s, words[2]) / 2
    if words[0] == "nuke":
        return -1 if cylon else 3 + len(S.main_basestars(s))
    if words[0] == "play":
        name = K.name(words[1])
        if cylon:
            return {"consolidate_power": 2}.get(name, -1)
        return {"consolidate_power": 1.2, "repair": 7, "build_nuke": 2.5,
                "maximum_firepower": 4, "scout_for_fuel": 2 if s.res["fuel"] < 6 else 0,
                "launch_scout": 0.3, "executive_order": 0.1, "state_of_emergency": -1}.get(
            name, 0)
    if words[0] == "quorum":
        return -1 if cylon else _quorum_worth(s, seat, words[1])
    if move == "title draw":
        return 1.0
    if words[0] == "opg":
        return 0.4
    return 0.0


def _cylon_action(s: State, seat: int, moves: list[str]) -> str:
    for prefix in ("caprica super", "fleet basestars", "fleet raiders", "human_fleet",
                   "caprica crisis", "fleet launch"):
        for m in moves:
            if m.startswith(prefix):
                if prefix == "fleet basestars" and not S.main_basestars(s):
                    continue
                if prefix == "fleet raiders" and not any(
                        s.areas[a]["raiders"] for a in B.AREAS):
                    continue
                return m
    return moves[0]


# --- windows ------------------------------------------------------------------------------

def _window(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    info = s.info()
    kind = info.get("window", "")
    roll = info.get("roll", "")
    for m in moves:
        words = m.split()
        name = K.name(words[1]) if words[0] == "play" and words[1][:2] in K.COLOURS else (
            words[1] if len(words) > 1 else "")
        if _wants(s, seat, kind, roll, name, m, info, cylon):
            return m
    return "pass"


def _wants(s: State, seat: int, window: str, roll: str, name: str, move: str,
           info: dict, cylon: bool) -> bool:
    human_rolls = ("attack", "raptor", "crisis", "quorum", "destination", "ftl")
    if window == "before_roll":
        if name == "strategic_planning":
            return (roll == "cylon_attack") if cylon else (roll in human_rolls and (
                roll != "ftl" or s.jump == 3))
        if name == "longshot":
            return move.endswith(" 8") if roll in human_rolls else move.endswith(" 1")
        return name == "best_of_the_best" and not cylon
    if window == "after_roll":
        result = info.get("result", 4)
        if name == "evasive_maneuvers":
            return not cylon and result >= 5
        if name == "ftl_operator":
            return not cylon and result <= B.FTL_LOSS_AT_MOST
        if name == "eco_officer":
            bad = result >= 5 if roll == "cylon_attack" else result <= 4
            return bad != cylon
        return False
    if window == "after_total":
        gap = info.get("difficulty", 0) - info.get("total", 0)
        return not cylon and 0 < gap <= 2
    if window == "auto_check" and name == "mysterious_intuition":
        f = next((x for x in reversed(s.stack) if x["op"] == "skill_check"), None)
        return f is not None and f["difficulty"] >= 13 and move.endswith("fail" if cylon else
                                                                          "pass")
    if window == "crisis_revealed":
        return crisis_cost(s, info.get("card", "")) > 3 and not cylon
    if window == "choice_made":
        return False
    return False


# --- targets and other picks --------------------------------------------------------------

def _target(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    """Who a pick names. A human punishes (Brig, Sickbay, execution, discards) only a player it
    knows or strongly suspects to be a Cylon: with "target none" allowed and no such player it
    names nobody (BSG-15.3), and forced, it names the likeliest Cylon by the record of checks,
    sparing itself, the leaders and the players it has seen to be human. A look (BSG-13.2) goes
    to a player it knows nothing about, a suspect first, then a leader; a favour (a title, a
    card) never to a suspect."""
    f = s.stack[-1]
    harmful = _harmful(f)
    looking = _looking(f)
    known = suspects(s, seat) | known_cylons(s, seat)
    chance = suspicion(s, seat)
    cleared = seen_human(s, seat)
    leaders = {s.titles.get("president"), s.titles.get("admiral")}

    def score(move: str) -> float:
        q = _seat_named(s, move)
        if q is None:  # "target none"
            if cylon:
                return -0.5 if harmful else 0.5
            return 0.5 if harmful and not looking else -0.5
        mine = 1.0 if q == seat else 0.0
        if cylon and (harmful or looking):
            return (2.0 if q in leaders else 1.0) - 3 * mine - (
                2 if s.players[q]["revealed"] else 0)
        if looking:
            return (1.0 - 3 * mine - 2 * (q in known or q in cleared) + 0.5 * (q in leaders)
                    + 2 * chance[q])
        if harmful:
            return (4.0 if q in known else 2 * chance[q]) - 3 * mine - (
                1.0 if q in leaders else 0) - (1.0 if q in cleared else 0)
        if cylon:
            return 2 * mine + (1 if P.cylon_team(s, q) and q == seat else 0)
        return 2 * mine - (4 if q in known else 2 * chance[q])

    return max(moves, key=score)


def _looking(f: dict) -> bool:
    """A pick whose result is a look at loyalty cards (information, not a punishment)."""
    text = str(f.get("args", "")) + str(f.get("then", ""))
    return "look" in text and not any(w in text for w in ("brig", "sickbay", "execut",
                                                          "aq_check", "discard"))


def _attack(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    """Galactica's guns (Weapons Control, BSG-9.1): the shot worth most, by its chance to hit
    times what the hit saves: a basestar first (it is what damages Galactica), then raiders
    close to civilian ships, heavy raiders last (hard to hit). A saboteur wastes the shot."""
    def value(move: str) -> float:
        _, area, target = move.split()
        kind = "basestar" if target.startswith("basestar_") else target
        chance = (9 - GALACTICA_NEEDS[kind]) / 8
        worth = {"basestar": 8.0, "heavies": 4.0}.get(kind, 1.0 + threat(s, area) / 2)
        return chance * worth

    return (min if cylon else max)(moves, key=value)


def _quick_fix(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    """Cally takes one revealed card out of the check: the one that costs the humans most (the
    strongest wrong colour), or, sabotaging, the one that helps them most; or none."""
    f = next(x for x in reversed(s.stack) if x["op"] == "skill_check")

    def value(move: str) -> float:
        if move == "pass":
            return 0.0
        gain = -signed_value(move.split()[2], f)  # taking a card out undoes its value
        return -gain if cylon else gain

    return max(moves, key=value)


def _repair(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    """A Repair card mends a damaged Galactica location before vipers (six damaged locations
    lose the game); a named location by what its action is worth now."""
    if "repair location" in moves and s.damaged:
        return "repair location"
    named = [m for m in moves if m.split()[1] not in ("location", "vipers")]
    if named:
        order = ("ftl_control", "weapons_control", "command", "hangar_deck", "armory")
        return min(named, key=lambda m: order.index(m.split()[1])
                   if m.split()[1] in order else len(order))
    return "repair vipers" if "repair vipers" in moves else moves[0]


def _launch(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    """Hangar Deck: the Mk VII if there is one, into the launch area nearest the fight."""
    launches = [m for m in moves if m.startswith("launch")]
    hot = hottest_area(s)
    if not launches or hot is None or cylon:
        return _random(moves, seed) if cylon or not launches else launches[0]
    return min(launches, key=lambda m: (S.ring_distance(m.split()[1], hot),
                                        m.split()[-1] != "mk7"))


def _office(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    """President's Office: play the Quorum card worth playing now, else draw another."""
    plays = [m for m in moves if m.startswith("office play")]
    if cylon or not plays:
        return "office draw"
    best = max(plays, key=lambda m: _quorum_worth(s, seat, m.split()[2]))
    return best if _quorum_worth(s, seat, best.split()[2]) > 1 else "office draw"


def _quorum_worth(s: State, seat: int, card: str) -> float:
    """What playing a Quorum card (BSG-1.15) is worth to a human President now: the cards that
    act on a player only against a Cylon it knows of, or to free an innocent from the Brig."""
    name = quorum_kind(card)
    known = suspects(s, seat)
    brigged = [q for q in range(s.seats) if s.players[q]["loc"] == "brig"]
    if name == "arrest_order":
        return 4.0 if known - set(brigged) else -1.0
    if name == "presidential_pardon":
        return 2.0 if set(brigged) - known else -1.0
    if name == "encourage_mutiny":
        return 3.0 if s.titles.get("admiral") in known else -1.0
    if name == "inspirational_speech":
        return 2.0 if s.res["morale"] <= 6 else 1.2
    if name == "food_rationing":
        return 2.0 if s.res["food"] <= 6 else 1.2
    if name == "establish_dogsville":
        return 1.2 if s.res["morale"] > 5 else -1.0
    if name in ("resignation", "authorization_of_brutal_force"):
        return -1.0
    return 1.5  # the assignments, Accept Prophecy, Release Cylon Mugshots, Presidential Order


def _harmful(f: dict) -> bool:
    text = str(f.get("args", "")) + str(f.get("then", ""))
    return any(word in text for word in ("brig", "sickbay", "execut", "look", "aq_check",
                                         "prisoner", "discard"))


def _choice(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    f = s.stack[-1]
    args = f.get("args", [])
    if len(moves) < 2 or len(args) < 3:
        return moves[0]
    costs = {"choose a": cost(s, args[1]), "choose b": cost(s, args[2])}
    pick = max if cylon and s.distance >= 2 else min
    return pick(moves, key=lambda m: costs.get(m, 0))


def _destination(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    """The Admiral's pick (BSG-11.3): distance that still counts towards the final jump, less
    the card's costs, and above all enough fuel left for the jumps still needed (a fleet that
    cannot reach the final distance on its fuel loses, BSG-19.1)."""
    def value(move: str) -> float:
        data = DESTINATIONS[destination_kind(move.split()[1])]
        fuel = sum(step[2] for step in data["steps"] if step[0] == "res" and step[1] == "fuel")
        others = [step for step in data["steps"] if not (step[0] == "res" and step[1] == "fuel")]
        useful = min(data["distance"], distance_left(s))
        left = s.res["fuel"] + fuel
        slack = left - FUEL_PER_DISTANCE * (distance_left(s) - useful)
        return (useful * 2.0 - cost(s, others) - 3.0 * max(0.0, 2.5 - slack)
                - (30 if left <= 0 else 0))

    return (min if cylon else max)(moves, key=value)


def _discard(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    cards = [m for m in moves if m.split()[0] == "discard"]
    if not cards:
        return moves[0]
    return min(cards, key=lambda m: card_value(m.split()[1]))


def _unmanned(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    if cylon:
        return "done" if "done" in moves else moves[-1]
    moves_ = [m for m in moves if m != "done"]
    attacks = [m for m in moves_ if m.split()[1] == "attack"]
    if attacks:
        return max(attacks, key=lambda m: (m.split()[4] == "raiders", threat(s, m.split()[2])))
    hot = hottest_area(s)
    if hot is None:
        return "done" if "done" in moves else moves[-1]
    moving = [m for m in moves_ if m.split()[1] in ("launch", "move")]
    if moving:
        dest = {m: m.split()[-1] if m.split()[1] == "move" else m.split()[2] for m in moving}
        return min(moving, key=lambda m: S.ring_distance(dest[m], hot))
    return "done" if "done" in moves else moves[-1]


def _area(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    card = s.info().get("card")
    if card == "civilian":  # placing a civilian ship: far from the raiders (or near them)
        return (max if cylon else min)(moves, key=lambda m: threat(s, m.split()[1]))
    return _random(moves, seed)


def _may(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    f = s.stack[-1]
    script = f.get("args", [None, []])[1]
    good = cost(s, script) <= 0
    if f.get("ctx", {}).get("card", "").startswith("cylon_"):
        return "yes"
    return "yes" if good != cylon else "no"


def _recon(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    info = s.info()
    if info.get("deck") == "destination":
        return "recon top"
    bad = s.crisis_deck and crisis_cost(s, s.crisis_deck[-1]) > 2
    return "recon bottom" if bad != cylon else "recon top"


def _crisis_pick(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    return (max if cylon else min)(moves, key=lambda m: crisis_cost(s, m.split()[1]))


def _take(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    return max(moves, key=lambda m: card_value(m.split()[1]))


def _give(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    goals = [c for c in s.players[seat]["loyalty"] if c.startswith("goal_")]
    humans = [m for m in moves if m != "give none" and not s.players[
        _seat_named(s, m) or seat]["revealed"]]
    return humans[0] if goals and humans else "give none"


def _trauma(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    shed = "benevolent" if cylon else "antagonistic"
    for m in moves:
        if m.endswith(shed):
            return m
    return moves[0]


def _first_useful(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    for m in moves:
        if m not in ("pass", "done", "stay"):
            return m
    return moves[0]


CHOOSERS: dict[str, Chooser] = {
    "draw": _draw, "move": _move, "action": _action, "move_or_act": _action,
    "contribute": contribute, "window": _window, "target": _target, "choice": _choice,
    "destination": _destination, "discard": _discard, "move_discard": _discard,
    "quorum_discard": _discard, "unmanned": _unmanned, "area": _area, "may": _may,
    "recon": _recon, "crisis": _crisis_pick, "take": _take, "give": _give,
    "trauma": _trauma, "crossroads": _trauma, "alert_pilot": _first_useful,
    "firepower": _first_useful, "command_authority": _first_useful, "attack": _attack,
    "quick_fix": _quick_fix, "repair": _repair, "launch": _launch, "office": _office,
}
