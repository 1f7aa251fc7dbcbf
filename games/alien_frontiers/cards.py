"""Alien tech cards (AF-9): fuel powers and discard powers, listed and applied."""

from __future__ import annotations

from typing import TypeVar

from games import rng
from games.alien_frontiers.board import (
    card_cost,
    draw,
    event,
    give_card,
    has_bonus,
    own_colour_kept,
    pay,
    refresh,
    to_stock,
)
from games.alien_frontiers.data import (
    BASE_CARD_COST,
    CARD_FIELD,
    COLOURS,
    F_ISOLATION,
    F_REPULSOR,
    FIELDS,
    RELIC,
    T_BURROUGHS,
    T_POHL,
    TERRITORIES,
)
from games.alien_frontiers.facilities import (
    Ctx,
    colony_targets,
    constructor_cost,
    dock,
    free_slot,
    outpost_ok,
    pick,
    shipyard_cost,
    single_ok,
    terraform_ok,
)
from games.alien_frontiers.notation import OWNER_NAMES, Action
from games.alien_frontiers.state import State

_NO_TELEPORT_FROM = ("terraform",)


T = TypeVar("T")

def _owner_code(s: State, i: int) -> int:
    return 4 if i == RELIC else i // 6


# --- the Artifact: cycle and take (AF-5.1) -------------------------------------------------------

def cycle(s: State) -> None:
    s.cycles -= 1
    s.discard.extend(s.display)
    s.display = []
    for _ in range(3):
        c = draw(s)
        if c is None:
            break
        s.display.append(c)
    event(s, "cycle", display=list(s.display))


def take(s: State, p: int, card: str) -> None:
    s.art = 0
    s.display.remove(card)
    give_card(s, p, card)
    c = draw(s)
    if c is not None:
        s.display.append(c)
    event(s, "take", card=card)
    refresh(s)


def take_moves(s: State, p: int) -> list[str]:
    if s.art < 8:
        return []
    hand = s.cards[p]
    return [f"take {c}" for c in sorted(set(s.display)) if c not in hand]


# --- fuel powers ---------------------------------------------------------------------------------

def _submultisets(counts: list[tuple[T, int]], limit: int) -> list[list[T]]:
    """Non-empty sub-multisets (as sorted lists) of at most `limit` items."""
    out: list[list[T]] = [[]]
    for item, n in counts:
        nxt: list[list[T]] = []
        for base in out:
            for k in range(n + 1):
                if len(base) + k > limit:
                    break
                nxt.append(base + [item] * k)
        out = nxt
    return [m for m in out if m]


def _vals(vals: list[int] | tuple[int, ...]) -> str:
    return " ".join(str(v) for v in vals)


def use_moves(s: State, ctx: Ctx, c: str) -> list[str]:
    """The fuel-power moves of card `c` for the acting seat (AF-3.7, AF-3.8, AF-9)."""
    p = ctx.p
    fuel = s.fuel[p]
    cnt = ctx.cnt
    vals = [v for v in range(1, 7) if cnt[v]]
    if c in BASE_CARD_COST:
        cost = card_cost(s, p, BASE_CARD_COST[c])
        if fuel < cost:
            return []
    if c == "booster_pod":
        return [f"use {c} {v}" for v in vals if v < 6]
    if c == "stasis_beam":
        return [f"use {c} {v}" for v in vals if v > 1]
    if c == "polarity_device":
        return [f"use {c} {v}" for v in vals]
    if c == "gravity_manipulator":
        return [f"use {c} {u} {d}" for u in vals if u < 6 for d in vals
                if d > 1 and (u != d or cnt[u] >= 2)]
    if c == "temporal_warper":
        subs = _submultisets([(v, cnt[v]) for v in vals], 99)
        return [f"use {c} {_vals(m)}" for m in subs]
    if c == "data_crystal":
        out = []
        for t in range(8):
            if t == T_BURROUGHS or s.fields[F_ISOLATION] == t or has_bonus(s, p, t):
                continue
            total = sum(s.terr[t])
            if total and fuel >= card_cost(s, p, total):
                out.append(f"use {c} {TERRITORIES[t]}")
        return out
    if c == "orbital_teleporter":
        return teleport_moves(s, ctx, fuel - cost)
    if c == "plasma_cannon":
        return cannon_moves(s, ctx)
    return []


def teleport_moves(s: State, ctx: Ctx, budget: int) -> list[str]:
    """AF-9.7: one docked ship to another facility, alone or grouped with undocked ships."""
    p = ctx.p
    cnt = ctx.cnt
    out: list[str] = []
    seen = set()
    for src, ids in ctx.occ.items():
        if src in _NO_TELEPORT_FROM:
            continue
        for i in ids:
            if s.owner(i) != p:
                continue
            v = s.val[i]
            if (src, v) in seen:
                continue
            seen.add((src, v))
            head = f"use orbital_teleporter {src} {v}"
            for dst in ("solar", "mine", "artifact", "hub"):
                if dst != src and single_ok(s, ctx, dst, v):
                    out.append(f"{head} {dst}")
            if cnt[v] >= 1:
                if src != "market" and free_slot(s, ctx, "market") >= 0:
                    out.append(f"{head} market {v}")
                cost = shipyard_cost(s, p)
                if src != "shipyard" and cost is not None and budget >= cost[0] \
                        and s.ore[p] >= cost[1] and free_slot(s, ctx, "shipyard") >= 0:
                    out.append(f"{head} shipyard {v}")
            if cnt[v] >= 2 and src != "constructor" and free_slot(s, ctx, "constructor") >= 0 \
                    and s.ore[p] >= constructor_cost(s, p) and (s.left[p] or s.hub[p]):
                for t in colony_targets(s):
                    out.append(f"{head} constructor {v} {v} {TERRITORIES[t]}")
            if src != "outpost":
                for low in range(max(1, v - 2), min(v, 4) + 1):
                    others = [w for w in (low, low + 1, low + 2) if w != v]
                    if all(cnt[w] for w in others) and outpost_ok(s, ctx, low):
                        out.append(f"{head} outpost {_vals(others)}")
            if v == 6 and terraform_ok(s, ctx, i != RELIC, budget):
                for t in colony_targets(s):
                    out.append(f"{head} terraform {TERRITORIES[t]}")
    return out


def _cannon_groups(s: State, ctx: Ctx) -> dict[str, list[tuple[tuple[int, int], int]]]:
    p = ctx.p
    groups: dict[str, list[tuple[tuple[int, int], int]]] = {}
    for fac, ids in ctx.occ.items():
        counts: dict[tuple[int, int], int] = {}
        for i in ids:
            if s.owner(i) != p:
                key = (_owner_code(s, i), s.val[i])
                counts[key] = counts.get(key, 0) + 1
        if counts:
            groups[fac] = sorted(counts.items())
    return groups


def cannon_moves(s: State, ctx: Ctx) -> list[str]:
    """AF-9.8 fuel power: 1 fuel per ship (Pohl: 1 less in all) from one facility."""
    fuel = s.fuel[ctx.p]
    discount = 1 if card_cost(s, ctx.p, 1) == 0 else 0
    limit = fuel + discount
    out: list[str] = []
    for fac, counts in _cannon_groups(s, ctx).items():
        for m in _submultisets(counts, limit):
            names = " ".join(f"{OWNER_NAMES[o]}{v}" for o, v in m)
            out.append(f"use plasma_cannon {fac} {names}")
    return out


def _pick_target(s: State, fac: str, owner: int, v: int, taken: list[int]) -> int:
    """Among equal targets, the ship in the least filled pair/set (ruling 4)."""
    cands = [i for i in range(25) if s.loc[i] == fac and i not in taken and s.val[i] == v
             and _owner_code(s, i) == owner and s.owner(i) >= 0]
    if len(cands) > 1 and s.slot[cands[0]] >= 0:
        fill: dict[int, int] = {}
        for i in range(25):
            if s.loc[i] == fac:
                fill[s.slot[i]] = fill.get(s.slot[i], 0) + 1
        cands.sort(key=lambda i: (fill[s.slot[i]], s.slot[i], i))
    return cands[0]


def apply_use(s: State, ctx: Ctx, c: str, args: tuple, text: str) -> None:
    p = ctx.p
    s.used.append(c)
    saved = 0  # fuel the Pohl Foothills bonus took off this use (AF-7.7), named in the log
    if c in BASE_CARD_COST:
        cost = card_cost(s, p, BASE_CARD_COST[c])
        pay(s, p, cost, 0)
        saved = BASE_CARD_COST[c] - cost
    if c in ("booster_pod", "stasis_beam", "polarity_device"):
        i = ctx.byval[args[0]][0]
        v = s.val[i]
        s.val[i] = v + 1 if c == "booster_pod" else v - 1 if c == "stasis_beam" else 7 - v
    elif c == "gravity_manipulator":
        up = ctx.byval[args[0]][0]
        down = next(i for i in ctx.byval[args[1]] if i != up)
        s.val[up] += 1
        s.val[down] -= 1
    elif c == "temporal_warper":
        ships = []
        for v in args:
            ships.append(next(i for i in ctx.byval[v] if i not in ships))
        s.rng, faces = rng.roll(s.rng, len(ships))
        for i, v in zip(ships, faces, strict=True):
            s.val[i] = v
        event(s, "reroll", before=list(args), after=sorted(faces))
    elif c == "data_crystal":
        t = args[0]
        cost = card_cost(s, p, sum(s.terr[t]))
        pay(s, p, cost, 0)
        saved = sum(s.terr[t]) - cost
        s.borrowed.append(t)
    elif c == "plasma_cannon":
        fac, targets = args
        discount = 1 if card_cost(s, p, 1) == 0 else 0
        pay(s, p, max(0, len(targets) - discount), 0)
        saved = min(discount, len(targets))
        taken: list[int] = []
        for o, v in targets:
            i = _pick_target(s, fac, o, v, taken)
            taken.append(i)
        for i in taken:
            if fac == "terraform":
                to_stock(s, i)
            else:
                s.loc[i] = "bay"
                s.slot[i] = -1
    elif c == "orbital_teleporter":
        src, v, dst, others, t = args
        mine = [i for i in ctx.occ[src] if s.owner(i) == p and s.val[i] == v]
        mine.sort(key=lambda i: i == RELIC)
        ship = mine[0]
        s.tele_from = src
        s.loc[ship] = "moving"
        ctx.occ[src].remove(ship)
        group = [ship, *pick(ctx, others)]
        event(s, "use", card=c, move=text, **_pohl(saved))
        dock(s, ctx, group, dst, t, teleported=True)
        return
    event(s, "use", card=c, move=text, **_pohl(saved))


def _pohl(saved: int) -> dict[str, object]:
    """The event fields naming Pohl Foothills when it made a use cheaper (none otherwise)."""
    return {"bonus": TERRITORIES[T_POHL], "saved_fuel": saved} if saved > 0 else {}


# --- discard powers ------------------------------------------------------------------------------

def discard_moves(s: State, ctx: Ctx, c: str) -> list[str]:
    p = ctx.p
    head = f"discard {c}"
    if c == "booster_pod":
        return [f"{head} {FIELDS[f]}" for f in range(3) if s.fields[f] >= 0]
    if c in CARD_FIELD:
        cur = s.fields[CARD_FIELD[c]]
        return [f"{head} {TERRITORIES[t]}" for t in range(8) if t != cur]
    rep = s.fields[F_REPULSOR]
    if c == "orbital_teleporter":
        out: list[str] = []
        for a in range(8):
            if a == rep:
                continue
            for q in range(s.n):
                if s.terr[a][q]:
                    out.extend(f"{head} {TERRITORIES[a]} {COLOURS[q]} {TERRITORIES[b]}"
                               for b in range(8) if b != a and b != rep)
        return out
    if c == "polarity_device":
        out = []
        for a in range(8):
            if a == rep:
                continue
            for b in range(a + 1, 8):
                if b == rep:
                    continue
                for qa in range(s.n):
                    if not s.terr[a][qa]:
                        continue
                    for qb in range(s.n):
                        if qb != qa and s.terr[b][qb]:
                            out.append(f"{head} {TERRITORIES[a]} {COLOURS[qa]} "
                                       f"{TERRITORIES[b]} {COLOURS[qb]}")
        return out
    if c == "plasma_cannon":
        out = []
        for fac, counts in _cannon_groups(s, ctx).items():
            for (o, v), _ in counts:
                if o < 4:
                    lost = 0 if fac == "terraform" else 1
                    if own_colour_kept(s, o) - lost < 3:
                        continue
                out.append(f"{head} {fac} {OWNER_NAMES[o]}{v}")
        return out
    if c == "temporal_warper":
        hand = s.cards[p]
        return [f"{head} {x}" for x in sorted(set(s.discard))
                if x not in hand or x == "temporal_warper"]
    return []


def apply_discard(s: State, ctx: Ctx, c: str, args: tuple, text: str) -> None:
    p = ctx.p
    s.cards[p].remove(c)
    s.discarded = True
    if c == "booster_pod":
        s.fields[args[0]] = -1
    elif c in CARD_FIELD:
        s.fields[CARD_FIELD[c]] = args[0]
    elif c == "orbital_teleporter":
        a, q, b = args
        s.terr[a][q] -= 1
        s.terr[b][q] += 1
    elif c == "polarity_device":
        a, qa, b, qb = args
        s.terr[a][qa] -= 1
        s.terr[a][qb] += 1
        s.terr[b][qb] -= 1
        s.terr[b][qa] += 1
    elif c == "plasma_cannon":
        fac, o, v = args
        to_stock(s, _pick_target(s, fac, o, v, []))
    elif c == "temporal_warper":
        s.discard.remove(args[0])
        give_card(s, p, args[0])
    s.discard.append(c)
    event(s, "discard", card=c, move=text)
    refresh(s)


__all__ = ["Action", "apply_discard", "apply_use", "cycle", "discard_moves", "take", "use_moves"]
