"""The `crew` AI in a skill check (BSG-6): what a crew member adds, or a hidden Cylon spoils,
by what the check is worth and what the others seem to hold."""

from __future__ import annotations

from games.battlestar_galactica import players as P
from games.battlestar_galactica.ai_eval import CARD_GUESS, card_value, cost, potential
from games.battlestar_galactica.ai_suspicion import suspects, suspicion
from games.battlestar_galactica.checks import before, limits, may_wait, valid_contribution
from games.battlestar_galactica.data import skills as K
from games.battlestar_galactica.state import State


def contribute(s: State, seat: int, moves: list[str], cylon: bool, seed: int) -> str:
    """Humans wait for the counts of the players before them (BSG-6.2.4: counts are public),
    then add what is still missing after the Destiny cards, the cards already given and a fair
    share from the players still to come, and skip hopeless or harmless checks; the last
    contributor covers the whole gap when he can. Cylons add one strong negative card when it
    matters."""
    f = next(x for x in reversed(s.stack) if x["op"] == "skill_check")
    spec = f["spec"]
    positive = set(spec["colours"])
    hand = sorted(s.players[seat]["hand"], key=card_value)
    most, _, cally = limits(s, seat, f["ctx"])
    stake = _stake(s, seat, f)
    if cylon:
        bad = [c for c in hand if K.colour(c) not in positive]
        if not bad or stake < 0.5:
            return "contribute none"
        worst = [max(bad, key=K.strength)]
        if cally:
            worst.append(min((c for c in hand if c != worst[0]), key=K.strength, default=worst[0]))
        return _contribution(s, seat, worst[:max(1, most)])
    helpers = [c for c in hand if K.colour(c) in positive and K.strength(c) > 0]
    if stake < MIN_STAKE or not helpers:
        return "contribute none"
    if may_wait(s, f, seat):
        return "contribute wait"
    share_of = len(positive) / 5
    destiny = 2 * MEAN_STRENGTH * (2 * share_of - 1)
    chance = suspicion(s, seat)  # a likely saboteur's cards count against the check
    given = 0.0
    for q in before(f, seat):
        given += _count_given(f, q) * CARD_GUESS * (1 - 2 * chance[q])
    later = [q for q in f["order"][f["order"].index(seat) + 1:] if P.is_human(s, q)]
    others = sum(potential(s, q, positive) * (1 - chance[q]) for q in later) * HOLD_BACK
    need = f["difficulty"] + MARGIN - destiny - given
    mine = sum(K.strength(c) for c in helpers)
    if need <= 0 or mine + others < need - LONG_SHOT:
        return "contribute none"
    crowded = len(hand) >= P.hand_limit(s, seat) - SPARE  # cards soon discarded anyway
    target = need if not later or crowded else need * mine / max(1.0, mine + others)
    pick = _cheapest_reaching(helpers, min(target, float(mine)), most)
    if cally and len(pick) == 1:
        extra = [c for c in helpers if c not in pick]
        pick = pick + extra[:1] if extra else []
    return _contribution(s, seat, pick)


MEAN_STRENGTH = 2.04  # a random skill card's strength (BSG-1.10 copies with Exodus)
MARGIN = 1.5  # points above the difficulty aimed at (a hidden Cylon may subtract)
LONG_SHOT = 4.0  # points short of the need at which a check is still worth trying
MIN_STAKE = 0.8  # below this a check is not worth cards (its failure costs about nothing)
SPARE = 3.0  # from this close to his hand limit a crew member gives freely
HOLD_BACK = 0.6  # the part of his likely cards a later crew member is counted on for


def _count_given(f: dict, q: int) -> int:
    """How many cards seat `q` gave (public, BSG-26.1); never which ones."""
    move = f.get("answers", {}).get(str(q), "contribute none")
    return 0 if move == "contribute none" else len(move.split()) - 1


def _cheapest_reaching(cards: list[str], target: float, most: int) -> list[str]:
    """Strongest first until the target is met, then drop the cards not needed to meet it."""
    pick: list[str] = []
    total = 0
    for c in sorted(cards, key=lambda c: (-K.strength(c), card_value(c))):
        if total >= target or len(pick) >= most:
            break
        pick.append(c)
        total += K.strength(c)
    for c in sorted(pick, key=lambda c: (K.strength(c), -card_value(c))):
        if total - K.strength(c) >= target:
            pick.remove(c)
            total -= K.strength(c)
    return pick


def _stake(s: State, seat: int, f: dict) -> float:
    """How much passing the check matters to the humans (a location check to its user)."""
    spec = f["spec"]
    ctx = f["ctx"]
    if ctx.get("src") == "location":
        chosen = ctx.get("chosen")
        if ctx.get("loc") == "admirals_quarters":
            return 2.0 if chosen in suspects(s, seat) else 0.3
        if ctx.get("loc") == "brig":  # a crew member locked up is a lost turn every round
            return -1.0 if ctx.get("actor") in suspects(s, seat) else 1.5
        return 1.5 if ctx.get("actor") == seat else 0.6
    fail = cost(s, spec["fail"]) + cost(s, spec["consequence"]) * 0.2
    return fail - cost(s, spec["pass"])


def _contribution(s: State, seat: int, cards: list[str]) -> str:
    if not cards or valid_contribution(s, seat, cards) is not None:
        return "contribute none"
    return "contribute " + " ".join(sorted(cards))
