"""Suspicion for the `crew` AI: how likely each seat is a hidden Cylon, to a human seat, from
the public record of past skill checks (`State.check_log`, BSG-26) and its own looks.

A crew member gives only cards of the check's colours, so a negative card came from the
Destiny cards or from a saboteur. For every recorded check each other contributor's odds are
multiplied by the likelihood ratio of what was revealed if he had sabotaged it (at least one
of his cards negative) against everyone honest, the Destiny cards drawn from a fresh Destiny
deck (two cards of each colour). Seats start at an even guess of PRIOR."""

from __future__ import annotations

import marshal
import math
from functools import lru_cache
from typing import Any

from games.battlestar_galactica.data import skills as K
from games.battlestar_galactica.data.loyalty import is_cylon
from games.battlestar_galactica.state import State

PRIOR = 0.2  # a seat's chance to be a hidden Cylon before any evidence
SABOTAGE_RATE = 0.5  # how often a hidden Cylon plays against a check he gives to
BAD_CARD = 0.85  # the chance that a saboteur's card is of a wrong colour
DESTINY_DECK = 10  # two cards of each colour (BSG-1.11.1)


def suspicion(s: State, seat: int) -> dict[int, float]:
    """`_suspicion`, remembered for the last positions seen (a decision asks it often and the
    record changes only when a check resolves)."""
    revealed = tuple(p["revealed"] for p in s.players)
    key = (seat, revealed, marshal.dumps(s.players[seat]["known"]), marshal.dumps(s.check_log))
    found = _CACHE.get(key)
    if found is None:
        if len(_CACHE) >= CACHE_SIZE:
            _CACHE.clear()
        found = _CACHE[key] = _suspicion(s, seat)
    return dict(found)


CACHE_SIZE = 256
_CACHE: dict[tuple[Any, ...], dict[int, float]] = {}


def _suspicion(s: State, seat: int) -> dict[int, float]:
    """Each seat's chance to hold a Cylon card, as `seat` (a human) may judge it: 1.0 for the
    revealed and those it has seen to be Cylons, 0.0 for itself and those seen to be human.
    A second pass weighs each check again with the others' chances of the first, so that a
    likely saboteur explains the wrong cards away from those who gave with him."""
    known, cleared = looked_at(s, seat)
    fixed = {q: 1.0 for q in range(s.seats) if s.players[q]["revealed"] or q in known}
    fixed.update({q: 0.0 for q in cleared | {seat} if q not in fixed})
    chance = {q: fixed.get(q, PRIOR) for q in range(s.seats)}
    for _ in range(PASSES):
        logit = {q: math.log(PRIOR / (1 - PRIOR)) for q in range(s.seats)}
        for entry in s.check_log:
            for q, ratio in _ratios(entry, chance).items():
                logit[q] += math.log(ratio)
        chance = {q: fixed.get(q, 1 / (1 + math.exp(-min(30.0, max(-30.0, x)))))
                  for q, x in logit.items()}
    return chance


PASSES = 2


def known_cylons(s: State, seat: int) -> set[int]:
    """Seats this seat knows to hold a Cylon card (from its own looks) or revealed."""
    return looked_at(s, seat)[0] | {q for q in range(s.seats) if s.players[q]["revealed"]}


def seen_human(s: State, seat: int) -> set[int]:
    """Seats whose loyalty cards this seat has looked at and found no Cylon among."""
    return looked_at(s, seat)[1] - known_cylons(s, seat)


SUSPECT = 0.9  # the chance of being a Cylon at which a crew member acts on a suspicion


def suspects(s: State, seat: int) -> set[int]:
    """Seats `seat` knows or strongly suspects (from the public record of checks) to be hidden
    Cylons: whom to lock up; a wrong guess costs an innocent's turns, hence the high bar."""
    chance = suspicion(s, seat)
    return {q for q, x in chance.items() if x >= SUSPECT and not s.players[q]["revealed"]}


def looked_at(s: State, seat: int) -> tuple[set[int], set[int]]:
    """(seats seen to hold a Cylon card, seats seen to hold none) in `seat`'s own looks."""
    cylons: set[int] = set()
    humans: set[int] = set()
    for fact in s.players[seat]["known"]:
        if fact.get("kind") == "loyalty":
            (cylons if any(is_cylon(c) for c in fact["cards"]) else humans).add(fact["seat"])
    return cylons, humans - cylons


def _ratios(entry: dict[str, Any], chance: dict[int, float]) -> dict[int, float]:
    """Likelihood ratio, per contributor, of the number of negative cards revealed if he is a
    Cylon (sabotaging at SABOTAGE_RATE) against his being human, each other contributor
    sabotaging as often as his `chance` says (seats known to be human give only good cards)."""
    counts = {int(q): n for q, n in entry["counts"].items() if n and chance[int(q)] > 0}
    if not counts or not entry["cards"]:
        return {}
    negative = sum(1 for c in entry["cards"] if c[2] < 0)
    wrong = 5 - len([c for c in entry["colours"] if c in K.COLOURS])
    destiny = [_destiny(entry["destiny"], wrong, k) for k in range(entry["destiny"] + 1)]
    mixed = {q: _mix(_bad(n), chance[q] * SABOTAGE_RATE) for q, n in counts.items()}
    out: dict[int, float] = {}
    for q, n in counts.items():
        rest = destiny
        for r in counts:
            if r != q:
                rest = _convolve(rest, mixed[r])
        if_human = _at(rest, negative)
        if_cylon = _at(_convolve(rest, _mix(_bad(n), SABOTAGE_RATE)), negative)
        if if_human > 0 or if_cylon > 0:
            out[q] = max(if_cylon, 1e-9) / max(if_human, 1e-9)
    return out


def _bad(given: int) -> list[float]:
    """P(m of a saboteur's `given` cards are negative), at least one of them."""
    at_least_one = 1 - (1 - BAD_CARD) ** given
    return [0.0] + [math.comb(given, m) * BAD_CARD ** m * (1 - BAD_CARD) ** (given - m)
                    / at_least_one for m in range(1, given + 1)]


def _mix(bad: list[float], rate: float) -> list[float]:
    """Negative cards from a contributor who sabotages with probability `rate`."""
    return [(1 - rate) * (m == 0) + rate * p for m, p in enumerate(bad)]


def _convolve(a: list[float], b: list[float]) -> list[float]:
    out = [0.0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            out[i + j] += x * y
    return out


def _at(dist: list[float], k: int) -> float:
    return dist[k] if 0 <= k < len(dist) else 0.0


@lru_cache(maxsize=256)
def _destiny(draws: int, wrong: int, negative: int) -> float:
    """P(`negative` of `draws` Destiny cards are of the `wrong` colours) (hypergeometric)."""
    bad = 2 * wrong
    if negative < 0 or negative > draws or negative > bad or draws - negative > DESTINY_DECK - bad:
        return 0.0
    return (math.comb(bad, negative) * math.comb(DESTINY_DECK - bad, draws - negative)
            / math.comb(DESTINY_DECK, draws))
