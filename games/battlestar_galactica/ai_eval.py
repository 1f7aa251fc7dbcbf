"""Rough costs for the `crew` AI: how bad a script of effect steps is for the humans (positive
is bad), what a space area threatens, and which skill cards a check wants. Estimates only,
fast, from what any player can see."""

from __future__ import annotations

from typing import Any

from games.battlestar_galactica import space as S
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data import skills as K
from games.battlestar_galactica.data.characters import CHARACTERS
from games.battlestar_galactica.state import State

BASE_WEIGHT = {"fuel": 1.1, "food": 1.0, "morale": 1.2, "population": 1.0}
SPECIALS = {"strange_beacon": -2.0, "cylon_genocide": -4.0, "mysterious_message": -0.5,
            "human_prisoner": 2.0, "return_to_duty": -0.5, "heavy_casualties": 1.5,
            "derelict_basestar": -0.5, "ragnar_anchorage": -2.0, "brutal_force": -1.0,
            "cylon_damage": 2.5, "resignation": 0.2, "pardon": -0.2}
CARD_COST = 0.25  # a skill card given up
BRIG_COST = 2.5  # a player in the Brig loses his turns and most of his cards in checks
ACTIVATION = {"raiders": 1.5, "launch": 1.2, "heavies": 1.0, "basestars": 1.3}


def weight(s: State, resource: str) -> float:
    """A point of a resource matters more as the dial runs low; fuel counts against what the
    jumps still to come will burn."""
    level = float(s.res[resource])
    if resource == "fuel":
        level = max(0.0, level - FUEL_PER_DISTANCE * distance_left(s))
    return BASE_WEIGHT[resource] * (1 + 3 / (level + 1))


# Fuel a unit of distance still to go will burn: the destination cards average 0.68 (their fuel
# over their distance), and crises, raiders and skill checks take about 0.2 more on the way
# (measured on crew games). Counting 0.6 left the Admiral short of fuel for the last jumps:
# 0.9 wins the humans 2 points more of 4,000 crew games (33.8/34.6% -> 35.9/36.5%).
FUEL_PER_DISTANCE = 0.9
FINAL_DISTANCE = 8  # BSG-1.4: from this distance on, the next jump ends the game


def distance_left(s: State) -> int:
    return max(0, FINAL_DISTANCE - s.distance)


def pass_chance(s: State, spec: dict[str, Any]) -> float:
    """A crude chance that a check passes, from the cards the crew seems to hold for it
    (measured on crew games: about even when they could cover the difficulty 16 points over,
    rarely sure; the cards are spread over every check, so more players do not help much)."""
    positive = set(spec["colours"])
    held = sum(potential(s, q, positive) for q in range(s.seats)
               if not s.players[q]["revealed"] and not s.players[q]["eliminated"])
    return max(0.08, min(0.88, 0.5 + (held - spec["difficulty"] - 16) / 45))


CARD_GUESS = 2.6  # what one card given by a crew member adds, on average


def potential(s: State, q: int, positive: set[str]) -> float:
    """What seat `q` could add to a check of these colours: his hand times the part of his
    draws in those colours (skill sets are public); little from the Brig (one card)."""
    ch = s.players[q]["character"]
    if not ch:
        return 0.0
    if s.players[q]["loc"] == "brig":
        return CARD_GUESS * 0.5
    skills = CHARACTERS[ch]["skills"]
    total = sum(n for _, n in skills)
    fit = sum(n * len(set(cols) & positive) / len(cols) for cols, n in skills) / total
    return len(s.players[q]["hand"]) * (0.15 + 0.85 * fit) * CARD_GUESS


def cost(s: State, script: Any, depth: int = 0) -> float:
    """Badness for the humans of a list of steps (depth-limited)."""
    if depth > 4:
        return 0.0
    return sum(step_cost(s, step, depth) for step in script)


def step_cost(s: State, step: Any, depth: int) -> float:
    op, args = step[0], list(step[1:])
    if op == "res":
        return -args[1] * weight(s, args[0])
    if op == "jump":
        return -0.8 * args[0]
    if op == "distance":
        return -2.0 * args[0]
    if op == "damage":
        return 1.3 * args[0]
    if op == "centurion":
        return 1.5 * args[0]
    if op in ("kill_centurion", "centurions_back"):
        return -1.5
    if op == "raptor":
        return -0.3 * args[0]
    if op == "nuke":
        return -0.8 * args[0]
    if op == "civilians":
        return 1.4 * args[0]
    if op in ("discard", "discard_random"):
        return CARD_COST * args[1] * (s.seats if args[0] == "all" else 1)
    if op == "discard_all":
        return 1.2
    if op == "draw":
        return -0.3 * args[2]
    if op in ("send", "send_all", "send_ship"):
        return BRIG_COST if args[-1] == "brig" else 0.4
    if op == "execute":
        return 3.0
    if op in ("look",):
        return -0.3
    if op == "pursuit":
        return 0.8 * args[0]
    if op == "vipers_home":
        return 0.8
    if op == "damage_vipers":
        return 0.6 * args[1]
    if op == "activate":
        return ACTIVATION.get(args[0], 1.0)
    if op == "place":
        layout = args[0]
        return sum(n.get("raiders", 0) * 0.3 + n.get("heavies", 0) * 0.6
                   + n.get("basestars", 0) * 2.0 + n.get("civilians", 0) * 0.2
                   - n.get("vipers", 0) * 0.3 for n in layout.values())
    if op == "special":
        return SPECIALS.get(args[0], 0.5)
    if op in ("pick", "may"):
        inner = args[2] if op == "pick" else args[1]
        c = cost(s, inner, depth + 1)
        optional = op == "may" or "may" in args[1]  # a crew chooser names nobody unknown
        return min(0.0, c) if optional else c * 0.8
    if op in ("choose", "crisis_choice"):
        return min(cost(s, args[1], depth + 1), cost(s, args[2], depth + 1))
    if op == "roll":
        total = 0.0
        for low, high, script in args[1]:
            total += (high - low + 1) / 8 * cost(s, script, depth + 1)
        return total
    if op == "below":
        return cost(s, args[2], depth + 1) if s.res[args[0]] < args[1] else 0.0
    if op == "check":
        return check_cost(s, args[0], depth)
    if op == "attack":
        return 3.0
    return 0.3


def check_cost(s: State, spec: dict[str, Any], depth: int) -> float:
    p = pass_chance(s, spec)
    fail = cost(s, spec["fail"], depth + 1)
    good = cost(s, spec["pass"], depth + 1)
    partial = cost(s, spec["partial_steps"], depth + 1) if spec["partial"] is not None else fail
    return p * good + (1 - p) * (0.5 * partial + 0.5 * fail) + 0.2 * cost(
        s, spec["consequence"], depth + 1)


def crisis_cost(s: State, card: str) -> float:
    from games.battlestar_galactica.data.cards import card_data

    data = card_data(card)
    c = cost(s, data["body"])
    c += sum(ACTIVATION.get(a, 1.0) for a in data["activation"]) * 0.5
    return c - (0.6 if data["jump"] else 0.0)


# --- space -------------------------------------------------------------------------------

def threat(s: State, area: str) -> float:
    """How much the Cylon ships in and next to an area endanger its civilians and vipers."""
    a = s.areas[area]
    near = [area, *S.adjacent(area)]
    raiders = sum(s.areas[x]["raiders"] for x in near)
    here = a["raiders"] + 2 * a["heavies"] + 3 * len(S.basestars_in(s, area))
    return here + 0.5 * raiders * (1 + len(a["civilians"]))


def hottest_area(s: State) -> str | None:
    scored = [(threat(s, a) + (2 if s.areas[a]["civilians"] else 0), a) for a in B.AREAS
              if S.cylon_ships_in(s, a)]
    return max(scored)[1] if scored else None


def danger(s: State) -> float:
    """How pressed the fleet is: Cylon ships near civilians, centurions, damage."""
    ships = sum(threat(s, a) for a in B.AREAS if s.areas[a]["civilians"])
    return ships + 3 * len(s.boarding) + len(s.damaged)


def card_value(code: str) -> float:
    """How much a skill card is worth keeping (action and timing cards above their strength)."""
    name = K.name(code)
    bonus = {"declare_emergency": 2, "strategic_planning": 1.5, "executive_order": 1.5,
             "consolidate_power": 0.5, "repair": 0.5, "evasive_maneuvers": 0.5,
             "build_nuke": 2}.get(name, 0)
    return K.strength(code) + bonus
