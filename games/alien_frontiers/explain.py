"""Plain-words reasons why a parsed move is not legal now (with the rule id)."""

from __future__ import annotations

from games.alien_frontiers import facilities as F
from games.alien_frontiers.board import capacity, card_cost, has_bonus
from games.alien_frontiers.data import (
    BASE_CARD_COST,
    CARD_TITLES,
    DISCARD_POWER_CARDS,
    F_ISOLATION,
    F_REPULSOR,
    FACILITY_NAMES,
    FUEL_POWER_CARDS,
    HAND_LIMIT,
    T_BURROUGHS,
    TERRITORIES,
    TERRITORY_NAMES,
)
from games.alien_frontiers.notation import Action
from games.alien_frontiers.state import State

Reason = tuple[str, str | None]

_RULE = {"solar": "AF-5.9", "mine": "AF-5.4", "artifact": "AF-5.1", "hub": "AF-6.1",
         "constructor": "AF-5.3", "market": "AF-5.6", "outpost": "AF-5.7",
         "shipyard": "AF-5.8", "terraform": "AF-5.10", "bay": "AF-5.5"}


def _roll(ctx: F.Ctx) -> str:
    vals = [v for v in range(1, 7) for _ in range(ctx.cnt[v])]
    return ", ".join(map(str, vals)) if vals else "none"


def explain(s: State, p: int, a: Action, text: str) -> Reason:
    kind = a[0]
    if s.phase == "raid" and kind not in ("raid", "raidcard"):
        return ("First choose what to steal with your raid (`raid …`).", "AF-5.7")
    if s.phase == "return" and kind != "return":
        return (f"First return resources down to {HAND_LIMIT} (`return …`).", "AF-3.6")
    ctx = F.Ctx(s, p)
    if kind == "dock":
        r = _dock(s, ctx, a[1], list(a[2]), a[3])
    elif kind in ("raid", "raidcard"):
        r = _raid(s, p, a)
    elif kind == "return":
        excess = s.fuel[p] + s.ore[p] - HAND_LIMIT
        if s.phase != "return":
            r = ("Returning resources happens only at the end of your turn.", "AF-3.6")
        elif a[1] + a[2] != excess:
            r = (f"You must return exactly {excess} resources to keep {HAND_LIMIT}.", "AF-3.6")
        else:
            r = ("You do not hold that many of that resource.", "AF-3.6")
    elif kind == "end":
        docks = F.gen_docks(s, ctx)
        r = (f"You must dock every ship you can before ending your turn: `{docks[0]}` is "
             "still possible.", "AF-3.4")
    elif kind == "cycle":
        r = ("You may cycle the display only once per ship docked at the Alien Artifact this "
             "turn.", "AF-5.1")
    elif kind == "take":
        r = _take(s, p, a[1])
    elif kind == "trade":
        r = _trade(s, ctx)
    elif kind == "launch":
        r = _launch(s, p, a[1])
    elif kind == "buy":
        r = _buy(s, p)
    elif kind == "use":
        r = _use(s, ctx, a[1], a[2])
    else:
        r = _discard(s, ctx, a[1], a[2])
    return r or (f"`{text}` is not a legal move now.", None)


def _dock(s: State, ctx: F.Ctx, fac: str, vals: list[int], t: int) -> Reason | None:
    p = ctx.p
    name = FACILITY_NAMES[fac]
    rule = _RULE[fac]
    if fac == "bay":
        return ("Ships go to the Maintenance Bay only when they cannot dock, at the end of "
                "the turn.", "AF-5.5")
    need = {"solar": 1, "mine": 1, "artifact": 1, "hub": 1, "terraform": 1, "market": 2,
            "shipyard": 2, "constructor": 3, "outpost": 3}[fac]
    if len(vals) != need:
        what = {1: "one ship at a time", 2: "a pair", 3: "three ships"}[need]
        return (f"The {name} takes {what}.", rule)
    for v in set(vals):
        if vals.count(v) > ctx.cnt[v]:
            return (f"You have no undocked ship of value {v} to spare (undocked: "
                    f"{_roll(ctx)}).", "AF-3.3")
    if t >= 0 and s.fields[F_REPULSOR] == t:
        return (f"The Repulsor Field stops new colonies on {TERRITORY_NAMES[TERRITORIES[t]]}.",
                "AF-8.3")
    occ = ctx.occ[fac]
    v = vals[0]
    if fac in ("solar", "artifact") and len(occ) >= capacity(s, fac):
        return (f"The {name} has no free dock.", rule)
    if fac == "mine":
        if len(occ) >= capacity(s, fac):
            return ("The Lunar Mine has no free dock.", rule)
        top = F.mine_max(s, ctx)
        return (f"The Lunar Mine needs a ship at least as high as every ship there ({top}): "
                f"your {v} cannot dock.", rule)
    if fac == "hub":
        if F.hub_own(s, ctx, p) >= 3:
            return ("Your Colonist Hub track already has 3 of your ships.", rule)
        return ("You have no colony left to start on the Colonist Hub.", rule)
    if fac in ("market", "shipyard", "constructor") and len(set(vals)) != 1:
        return (f"The {name} needs {'a pair' if need == 2 else 'three of a kind'}.", rule)
    if fac in ("market", "shipyard", "constructor") and F.free_slot(s, ctx, fac) < 0:
        return (f"The {name} has no free {'pair of docks' if need == 2 else 'set of docks'}.",
                rule)
    if fac == "shipyard":
        cost = F.shipyard_cost(s, p)
        if cost is None:
            return ("Your ship stock is empty: there is nothing to build.", rule)
        return (f"Your next ship costs {cost[0]} fuel and {cost[1]} ore.", rule)
    if fac == "constructor":
        if s.left[p] == 0 and s.hub[p] == 0:
            return ("You have no colony left to place.", rule)
        return (f"The Colony Constructor costs {F.constructor_cost(s, p)} ore.", "AF-5.3")
    if fac == "outpost":
        if vals != [v, v + 1, v + 2]:
            return ("The Raiders' Outpost needs three consecutive values.", rule)
        total = F.outpost_total(s, ctx)
        return (f"The Raiders' Outpost is held by ships totalling {total}: your run totals "
                f"{sum(vals)} and must be higher.", rule)
    if fac == "terraform":
        if v != 6:
            return ("The Terraforming Station needs a 6.", rule)
        if occ:
            return ("The Terraforming Station is occupied.", rule)
        if s.fuel[p] < 1 or s.ore[p] < 1:
            return ("The Terraforming Station costs 1 fuel and 1 ore.", rule)
        if s.left[p] == 0 and s.hub[p] == 0:
            return ("You have no colony left to place.", rule)
        return ("Using the Terraforming Station would leave you fewer than 3 ships of your "
                "colour.", rule)
    return None


def _take(s: State, p: int, card: str) -> Reason:
    if s.art < 8:
        return (f"Take a card only when your ships docked at the Alien Artifact this turn total "
                f"8 or more (now {s.art}).", "AF-5.1")
    if card in s.cards[p]:
        return (f"You already hold a {CARD_TITLES[card]}.", "AF-9.13")
    return (f"The {CARD_TITLES[card]} is not in the display.", "AF-5.1")


def _trade(s: State, ctx: F.Ctx) -> Reason:
    rate = F.trade_rate(s, ctx)
    if rate == 0:
        return ("You need a pair docked at the Orbital Market this turn to trade.", "AF-5.6")
    if s.sore == 0:
        return ("The ore supply is empty.", "AF-1.1")
    return (f"A trade costs {rate} fuel.", "AF-5.6")


def _launch(s: State, p: int, t: int) -> Reason:
    if s.hub[p] != 7:
        return ("Only a colony on space 7 of the Colonist Hub can be launched.", "AF-6.2")
    if s.fields[F_REPULSOR] == t:
        return ("The Repulsor Field stops new colonies there.", "AF-8.3")
    return ("Launching costs 1 fuel and 1 ore.", "AF-6.2")


def _buy(s: State, p: int) -> Reason:
    if s.fields[F_ISOLATION] == T_BURROUGHS:
        return ("The Isolation Field on Burroughs Desert cancels its bonus.", "AF-8.1")
    if s.ctrl[T_BURROUGHS] != p:
        return ("Only the controller of Burroughs Desert can buy the relic ship.", "AF-7.3")
    if s.loc[24] != "burroughs":
        return ("The relic ship is not on Burroughs Desert.", "AF-7.3")
    return ("The relic ship costs 1 fuel and 1 ore.", "AF-7.3")


def _card_common(s: State, p: int, c: str) -> Reason | None:
    if c not in s.cards[p]:
        return (f"You do not hold a {CARD_TITLES[c]}.", "AF-9")
    if c in s.used:
        return (f"You already used the {CARD_TITLES[c]} this turn.", "AF-3.7")
    return None


def _use(s: State, ctx: F.Ctx, c: str, args: tuple) -> Reason:
    p = ctx.p
    if c not in FUEL_POWER_CARDS:
        return (f"The {CARD_TITLES[c]} has no power to use.", "AF-9")
    common = _card_common(s, p, c)
    if common:
        return common
    title = CARD_TITLES[c]
    if c in BASE_CARD_COST and s.fuel[p] < card_cost(s, p, BASE_CARD_COST[c]):
        return (f"The {title} costs {card_cost(s, p, BASE_CARD_COST[c])} fuel.", "AF-9")
    if c in ("booster_pod", "stasis_beam", "polarity_device", "gravity_manipulator",
             "temporal_warper"):
        vals = list(args)
        for v in set(vals):
            if vals.count(v) > ctx.cnt[v]:
                return (f"You have no undocked ship of value {v} for that (undocked: "
                        f"{_roll(ctx)}).", "AF-3.3")
        if c == "gravity_manipulator" and (args[0] == 6 or args[1] == 1):
            return ("Card powers never take a ship above 6 or below 1.", "AF-3.8")
        if (c == "booster_pod" and args[0] == 6) or (c == "stasis_beam" and args[0] == 1):
            return ("Card powers never take a ship above 6 or below 1.", "AF-3.8")
    if c == "data_crystal":
        t = args[0]
        if t == T_BURROUGHS:
            return ("The Data Crystal cannot borrow Burroughs Desert's bonus.", "AF-9.4")
        if s.fields[F_ISOLATION] == t:
            return ("The Isolation Field cancels that territory's bonus.", "AF-8.1")
        if has_bonus(s, p, t):
            return ("You already have that territory's bonus.", "AF-9.4")
        if not sum(s.terr[t]):
            return ("The Data Crystal needs a territory with at least one colony.", "AF-9.4")
        return (f"Borrowing that bonus costs {card_cost(s, p, sum(s.terr[t]))} fuel.", "AF-9.4")
    if c == "orbital_teleporter":
        src, v, dst = args[0], args[1], args[2]
        if src in ("terraform", "bay"):
            return (f"The Orbital Teleporter cannot move a ship out of the "
                    f"{FACILITY_NAMES[src]}.", "AF-5.10a" if src == "terraform" else "AF-5.5")
        if src == dst:
            return ("The teleported ship cannot go back to the facility it left.", "AF-9.7")
        if not any(s.owner(i) == p and s.val[i] == v for i in ctx.occ.get(src, [])):
            return (f"You have no {v} docked at the {FACILITY_NAMES[src]}.", "AF-9.7")
        return ("The teleported ship cannot dock there that way (the facility's requirements "
                "and costs apply).", "AF-9.7")
    if c == "plasma_cannon":
        fac, targets = args
        if fac == "bay":
            return ("The Plasma Cannon cannot reach the Maintenance Bay.", "AF-5.5")
        if any(o == p for o, _ in targets):
            return ("The Plasma Cannon removes only opponents' ships.", "AF-9.8")
        return ("Those ships are not all there, or you lack the fuel (1 per ship).", "AF-9.8")
    return (f"That {title} move is not possible now.", "AF-9")


def _discard(s: State, ctx: F.Ctx, c: str, args: tuple) -> Reason:
    p = ctx.p
    if c not in DISCARD_POWER_CARDS:
        return (f"The {CARD_TITLES[c]} has no discard power.", "AF-9")
    common = _card_common(s, p, c)
    if common:
        return (f"{common[0]} A card used this turn cannot be discarded.", "AF-3.7")
    if s.discarded:
        return ("You already used a discard power this turn.", "AF-3.7")
    rep = s.fields[F_REPULSOR]
    if c == "booster_pod":
        return ("That field is not on the planet.", "AF-8")
    if c in ("data_crystal", "gravity_manipulator", "stasis_beam"):
        return ("The field is already there: move it to another territory.", "AF-8")
    if c in ("orbital_teleporter", "polarity_device"):
        ts = [args[0], args[2]]
        if rep in ts:
            return ("The Repulsor Field stops colonies moving in or out of its territory.",
                    "AF-8.3")
        return ("There is no such colony to move or swap.", "AF-9.9" if c ==
                "polarity_device" else "AF-9.7")
    if c == "plasma_cannon":
        fac, o, _ = args
        if fac == "bay":
            return ("The Plasma Cannon cannot reach the Maintenance Bay.", "AF-5.5")
        if o == p:
            return ("The Plasma Cannon targets an opponent's ship.", "AF-9.8")
        return ("No such ship, or its owner would be left with fewer than 3 ships of their "
                "colour at the start of their next turn.", "AF-9.8")
    if c == "temporal_warper":
        if args[0] in s.cards[p]:
            return ("You already hold a card of that name.", "AF-9.13")
        return ("That card is not in the discard pile.", "AF-9.12")
    return ("That discard is not possible now.", "AF-9")


def _raid(s: State, p: int, a: Action) -> Reason:
    if s.phase != "raid":
        return ("You can raid only right after docking a run at the Raiders' Outpost.", "AF-5.7")
    if a[0] == "raidcard":
        q, card = a[1], a[2]
        if q == p:
            return ("Raid an opponent, not yourself.", "AF-5.7")
        if "holographic_decoy" in s.cards[q] and card != "holographic_decoy":
            return ("That player holds a Holographic Decoy: a card raid must take the Decoy.",
                    "AF-9.6")
        return ("That player does not hold that card.", "AF-5.7")
    for q, _, _ in a[1]:
        if q == p:
            return ("Raid opponents, not yourself.", "AF-5.7")
        if "holographic_decoy" in s.cards[q]:
            return ("A player with a Holographic Decoy cannot lose resources to raids.", "AF-9.6")
        for q2, f, o in a[1]:
            if q2 == q and (f > s.fuel[q] or o > s.ore[q]):
                return ("That player does not hold that much.", "AF-5.7")
    return ("A raid takes 4 resources in total (fewer only if your opponents hold fewer).",
            "AF-5.7")
