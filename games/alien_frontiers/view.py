"""`view()`: the public state (draw pile order and RNG hidden) plus values a renderer needs."""

from __future__ import annotations

from typing import Any

from games.alien_frontiers.board import blocked, capacity
from games.alien_frontiers.data import (
    BLOCK_COLOUR,
    COLOURS,
    FACILITIES,
    NSHIPS,
    RELIC,
    RELIC_COLOUR,
    TERRITORIES,
)
from games.alien_frontiers.scoring import _key, ranking, ranking_explained
from games.alien_frontiers.state import State, encode

_GROUPS = ("constructor", "market", "shipyard")
_TIE_BREAKS = (None, "cards", "ore", "fuel")  # the AF-4.2 criteria after VP, in order


def final_places(s: State) -> list[dict[str, Any]]:
    """Places best first once the game is over (else none), each with the AF-4.2 tie-break that
    put it ahead of the next place when both had equal VP (`decided_by`, None otherwise)."""
    if s.phase != "over":
        return []
    groups = ranking(s)
    out: list[dict[str, Any]] = []
    for k, seats in enumerate(groups):
        decided_by = None
        if k + 1 < len(groups):
            mine, next_ = _key(s, seats[0]), _key(s, groups[k + 1][0])
            if mine[0] == next_[0]:
                decided_by = _TIE_BREAKS[next(j for j in range(4) if mine[j] != next_[j])]
        out.append({"seats": list(seats), "decided_by": decided_by})
    return out


def build_view(s: State, seat: int | None) -> dict[str, Any]:
    d = encode(s)
    del d["rng"]
    d["deck_count"] = len(d.pop("deck"))
    d["viewer"] = seat
    d["to_act"] = None if s.phase == "over" else s.seat
    if s.phase == "play":
        p = s.seat
        own = [i for i in range(NSHIPS) if s.loc[i] == "fleet" and s.owner(i) == p]
        d["roll"] = sorted(s.val[i] for i in own)
    else:
        d["roll"] = []
    d["vp"] = list(s.vp)
    d["scores"] = list(s.vp)
    d["controllers"] = {t: (None if s.ctrl[i] < 0 else s.ctrl[i]) for i, t in
                        enumerate(TERRITORIES)}
    facs: dict[str, Any] = {}
    for fac in FACILITIES:
        ships = []
        for i in range(NSHIPS):
            if s.loc[i] == fac:
                o = s.owner(i)
                ships.append({
                    "id": i,
                    "owner": o,
                    "colour": RELIC_COLOUR if i == RELIC else COLOURS[o],
                    "value": s.val[i],
                    "slot": None if s.slot[i] < 0 else s.slot[i],
                })
        cap = capacity(s, fac)
        blk = blocked(s, fac)
        size = {"constructor": 3, "market": 2, "shipyard": 2}.get(fac, 1)
        for k in range(blk):
            for _ in range(size):
                ships.append({"id": None, "owner": None, "colour": BLOCK_COLOUR, "value": 1,
                              "slot": cap + k if fac in _GROUPS else None})
        entry: dict[str, Any] = {"capacity": cap * size, "blocked": blk * size, "ships": ships}
        if fac == "hub":
            entry["tracks"] = {str(p): s.hub[p] for p in range(s.n)}
        facs[fac] = entry
    d["facilities"] = facs
    d["bay"] = {str(p): sorted(s.val[i] for i in range(NSHIPS)
                               if s.loc[i] == "bay" and s.owner(i) == p) for p in range(s.n)}
    d["stock"] = {str(p): sum(1 for i in range(p * 6, p * 6 + 6) if s.loc[i] == "stock")
                  for p in range(s.n)}
    d["over"] = s.phase == "over"
    d["ranking"] = final_places(s)
    d["ranking_explained"] = [{"seats": g, "reason": r} for g, r in ranking_explained(s)]
    return d
