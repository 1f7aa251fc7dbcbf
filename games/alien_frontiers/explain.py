"""Plain-words reasons why a parsed move is not legal now: a catalog message (`af.err.*`) and the
rule id."""

from __future__ import annotations

from games.alien_frontiers import facilities as F
from games.alien_frontiers.board import capacity, card_cost, has_bonus
from games.alien_frontiers.data import (
    BASE_CARD_COST,
    DISCARD_POWER_CARDS,
    F_ISOLATION,
    F_REPULSOR,
    FACILITY_ALIASES,
    FUEL_POWER_CARDS,
    HAND_LIMIT,
    T_BURROUGHS,
    TERRITORIES,
    TERRITORY_NAMES,
)
from games.alien_frontiers.notation import Action
from games.alien_frontiers.state import State
from games.base import IllegalMove, Msg

Reason = tuple[Msg, str | None]

_RULE = {"solar": "AF-5.9", "mine": "AF-5.4", "artifact": "AF-5.1", "hub": "AF-6.1",
         "constructor": "AF-5.3", "market": "AF-5.6", "outpost": "AF-5.7",
         "shipyard": "AF-5.8", "terraform": "AF-5.10", "bay": "AF-5.5"}
# catalog ids of the names (`af.facility.<id>.name`, `af.territory.<id>.name`)
_FACILITY_IDS = {short: long for long, short in FACILITY_ALIASES.items()} | {"shipyard": "shipyard"}
_TERRITORY_IDS = {key: name.lower().replace(" ", "_") for key, name in TERRITORY_NAMES.items()}


def _facility(key: str) -> Msg:
    return Msg(f"af.facility.{_FACILITY_IDS[key]}.name")


def _territory(t: int) -> Msg:
    return Msg(f"af.territory.{_TERRITORY_IDS[TERRITORIES[t]]}.name")


def _card(c: str) -> Msg:
    return Msg(f"af.card.{c}.name")


def _roll(ctx: F.Ctx) -> list[int] | Msg:
    """The undocked ship values, or the word for none."""
    vals = [v for v in range(1, 7) for _ in range(ctx.cnt[v])]
    return vals or Msg("af.err.none_undocked")


def unparsed(s: State, p: int, move: str) -> IllegalMove | None:
    """A better refusal than the parser's for a move it could not read, where the position says
    why (Temporal Warper's discard power with nothing in the discard pile), else None."""
    words = move.lower().split()
    if words[:2] == ["discard", "temporal_warper"] and len(words) == 2 and not s.discard \
            and "temporal_warper" in s.cards[p]:
        return IllegalMove("af.err.warper_empty_pile", rule="AF-9.12")
    return None


def explain(s: State, p: int, a: Action, text: str) -> Reason:
    kind = a[0]
    if s.phase == "raid" and kind not in ("raid", "raidcard"):
        return (Msg("af.err.raid_first"), "AF-5.7")
    if s.phase == "return" and kind != "return":
        return (Msg("af.err.return_first", {"limit": HAND_LIMIT}), "AF-3.6")
    ctx = F.Ctx(s, p)
    r: Reason | None
    if kind == "dock":
        r = _dock(s, ctx, a[1], list(a[2]), a[3])
    elif kind in ("raid", "raidcard"):
        r = _raid(s, p, a)
    elif kind == "return":
        excess = s.fuel[p] + s.ore[p] - HAND_LIMIT
        if s.phase != "return":
            r = (Msg("af.err.return_not_now"), "AF-3.6")
        elif a[1] + a[2] != excess:
            r = (Msg("af.err.return_exactly", {"count": excess, "limit": HAND_LIMIT}), "AF-3.6")
        else:
            r = (Msg("af.err.return_too_many"), "AF-3.6")
    elif kind == "end":
        docks = F.gen_docks(s, ctx)
        r = (Msg("af.err.must_dock", {"move": docks[0]}), "AF-3.4")
    elif kind == "cycle":
        r = (Msg("af.err.cycle_once"), "AF-5.1")
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
    return r or (Msg("af.err.not_legal_now", {"move": text}), None)


def _dock(s: State, ctx: F.Ctx, fac: str, vals: list[int], t: int) -> Reason | None:
    p = ctx.p
    name = _facility(fac)
    rule = _RULE[fac]
    if fac == "bay":
        return (Msg("af.err.bay_dock"), "AF-5.5")
    need = {"solar": 1, "mine": 1, "artifact": 1, "hub": 1, "terraform": 1, "market": 2,
            "shipyard": 2, "constructor": 3, "outpost": 3}[fac]
    if len(vals) != need:
        takes = {1: Msg("af.err.takes_one", {"facility": name}),
                 2: Msg("af.err.takes_pair", {"facility": name}),
                 3: Msg("af.err.takes_three", {"facility": name})}
        return (takes[need], rule)
    for v in set(vals):
        if vals.count(v) > ctx.cnt[v]:
            return (Msg("af.err.no_spare_ship", {"value": v, "roll": _roll(ctx)}), "AF-3.3")
    if t >= 0 and s.fields[F_REPULSOR] == t:
        return (Msg("af.err.repulsor_colony", {"territory": _territory(t)}), "AF-8.3")
    occ = ctx.occ[fac]
    v = vals[0]
    if fac in ("solar", "artifact") and len(occ) >= capacity(s, fac):
        return (Msg("af.err.no_free_dock", {"facility": name}), rule)
    if fac == "mine":
        if len(occ) >= capacity(s, fac):
            return (Msg("af.err.no_free_dock", {"facility": name}), rule)
        return (Msg("af.err.mine_too_low", {"top": F.mine_max(s, ctx), "value": v}), rule)
    if fac == "hub":
        if F.hub_own(s, ctx, p) >= 3:
            return (Msg("af.err.hub_full"), rule)
        return (Msg("af.err.hub_no_colony"), rule)
    if fac in ("market", "shipyard", "constructor") and len(set(vals)) != 1:
        if need == 2:
            return (Msg("af.err.needs_pair", {"facility": name}), rule)
        return (Msg("af.err.needs_three", {"facility": name}), rule)
    if fac in ("market", "shipyard", "constructor") and F.free_slot(s, ctx, fac) < 0:
        if need == 2:
            return (Msg("af.err.no_free_pair", {"facility": name}), rule)
        return (Msg("af.err.no_free_set", {"facility": name}), rule)
    if fac == "shipyard":
        cost = F.shipyard_cost(s, p)
        if cost is None:
            return (Msg("af.err.stock_empty"), rule)
        return (Msg("af.err.ship_cost", {"fuel": cost[0], "ore": cost[1]}), rule)
    if fac == "constructor":
        if s.left[p] == 0 and s.hub[p] == 0:
            return (Msg("af.err.no_colony_left"), rule)
        return (Msg("af.err.constructor_cost", {"ore": F.constructor_cost(s, p)}), "AF-5.3")
    if fac == "outpost":
        if vals != [v, v + 1, v + 2]:
            return (Msg("af.err.outpost_run"), rule)
        held = F.outpost_total(s, ctx)
        return (Msg("af.err.outpost_higher", {"held": held, "total": sum(vals)}), rule)
    if fac == "terraform":
        if v != 6:
            return (Msg("af.err.terraform_six"), rule)
        if occ:
            return (Msg("af.err.terraform_occupied"), rule)
        if s.fuel[p] < 1 or s.ore[p] < 1:
            return (Msg("af.err.terraform_cost"), rule)
        if s.left[p] == 0 and s.hub[p] == 0:
            return (Msg("af.err.no_colony_left"), rule)
        return (Msg("af.err.terraform_fleet"), rule)
    return None


def _take(s: State, p: int, card: str) -> Reason:
    if s.art < 8:
        return (Msg("af.err.take_total", {"total": s.art}), "AF-5.1")
    if card in s.cards[p]:
        return (Msg("af.err.already_hold", {"card": _card(card)}), "AF-9.13")
    return (Msg("af.err.not_in_display", {"card": _card(card)}), "AF-5.1")


def _trade(s: State, ctx: F.Ctx) -> Reason:
    rate = F.trade_rate(s, ctx)
    if rate == 0:
        return (Msg("af.err.trade_no_pair"), "AF-5.6")
    if s.sore == 0:
        return (Msg("af.err.ore_supply_empty"), "AF-1.1")
    return (Msg("af.err.trade_cost", {"fuel": rate}), "AF-5.6")


def _launch(s: State, p: int, t: int) -> Reason:
    if s.hub[p] != 7:
        return (Msg("af.err.launch_hub"), "AF-6.2")
    if s.fields[F_REPULSOR] == t:
        return (Msg("af.err.repulsor_colony", {"territory": _territory(t)}), "AF-8.3")
    return (Msg("af.err.launch_cost"), "AF-6.2")


def _buy(s: State, p: int) -> Reason:
    if s.fields[F_ISOLATION] == T_BURROUGHS:
        return (Msg("af.err.buy_isolated"), "AF-8.1")
    if s.ctrl[T_BURROUGHS] != p:
        return (Msg("af.err.buy_not_controller"), "AF-7.3")
    if s.loc[24] != "burroughs":
        return (Msg("af.err.relic_away"), "AF-7.3")
    if s.relic_back:
        return (Msg("af.err.relic_just_returned"), "AF-7.3")
    return (Msg("af.err.relic_cost"), "AF-7.3")


def _use(s: State, ctx: F.Ctx, c: str, args: tuple) -> Reason:
    p = ctx.p
    if c not in FUEL_POWER_CARDS:
        return (Msg("af.err.no_fuel_power", {"card": _card(c)}), "AF-9")
    if c not in s.cards[p]:
        return (Msg("af.err.card_not_held", {"card": _card(c)}), "AF-9")
    if c in s.used:
        return (Msg("af.err.card_used", {"card": _card(c)}), "AF-3.7")
    if c in BASE_CARD_COST and s.fuel[p] < card_cost(s, p, BASE_CARD_COST[c]):
        fuel = card_cost(s, p, BASE_CARD_COST[c])
        return (Msg("af.err.card_cost", {"card": _card(c), "fuel": fuel}), "AF-9")
    if c in ("booster_pod", "stasis_beam", "polarity_device", "gravity_manipulator",
             "temporal_warper"):
        vals = list(args)
        for v in set(vals):
            if vals.count(v) > ctx.cnt[v] > 0:  # the value is there, not as often as named
                return (Msg("af.err.too_few_ships", {"count": vals.count(v), "value": v,
                                                     "have": ctx.cnt[v], "roll": _roll(ctx)}),
                        "AF-3.3")
            if vals.count(v) > ctx.cnt[v]:
                return (Msg("af.err.no_ship_for_card", {"value": v, "roll": _roll(ctx)}), "AF-3.3")
        if c == "gravity_manipulator" and (args[0] == 6 or args[1] == 1):
            return (Msg("af.err.value_limits"), "AF-3.8")
        if (c == "booster_pod" and args[0] == 6) or (c == "stasis_beam" and args[0] == 1):
            return (Msg("af.err.value_limits"), "AF-3.8")
    if c == "data_crystal":
        t = args[0]
        if t == T_BURROUGHS:
            return (Msg("af.err.crystal_burroughs"), "AF-9.4")
        if s.fields[F_ISOLATION] == t:
            return (Msg("af.err.isolation_cancels"), "AF-8.1")
        if has_bonus(s, p, t):
            return (Msg("af.err.bonus_already"), "AF-9.4")
        if not sum(s.terr[t]):
            return (Msg("af.err.crystal_empty"), "AF-9.4")
        return (Msg("af.err.crystal_cost", {"fuel": card_cost(s, p, sum(s.terr[t]))}), "AF-9.4")
    if c == "orbital_teleporter":
        src, v, dst = args[0], args[1], args[2]
        if src in ("terraform", "bay"):
            return (Msg("af.err.teleport_out", {"facility": _facility(src)}),
                    "AF-5.10a" if src == "terraform" else "AF-5.5")
        if src == dst:
            return (Msg("af.err.teleport_same"), "AF-9.7")
        if not any(s.owner(i) == p and s.val[i] == v for i in ctx.occ.get(src, [])):
            where = _facility(src)
            return (Msg("af.err.teleport_no_ship", {"value": v, "facility": where}), "AF-9.7")
        return (Msg("af.err.teleport_dock"), "AF-9.7")
    if c == "plasma_cannon":
        fac, targets = args
        if fac == "bay":
            return (Msg("af.err.cannon_bay"), "AF-5.5")
        if any(o == p for o, _ in targets):
            return (Msg("af.err.cannon_own"), "AF-9.8")
        return (Msg("af.err.cannon_missing"), "AF-9.8")
    return (Msg("af.err.card_not_possible", {"card": _card(c)}), "AF-9")


def _discard(s: State, ctx: F.Ctx, c: str, args: tuple) -> Reason:
    p = ctx.p
    if c not in DISCARD_POWER_CARDS:
        return (Msg("af.err.no_discard_power", {"card": _card(c)}), "AF-9")
    if c not in s.cards[p]:
        return (Msg("af.err.card_not_held", {"card": _card(c)}), "AF-9")
    if c in s.used:
        return (Msg("af.err.discard_used", {"card": _card(c)}), "AF-3.7")
    if s.discarded:
        return (Msg("af.err.discard_twice"), "AF-3.7")
    rep = s.fields[F_REPULSOR]
    if c == "booster_pod":
        return (Msg("af.err.field_missing"), "AF-8")
    if c in ("data_crystal", "gravity_manipulator", "stasis_beam"):
        return (Msg("af.err.field_already_there"), "AF-8")
    if c in ("orbital_teleporter", "polarity_device"):
        ts = [args[0], args[2]]
        if rep in ts:
            return (Msg("af.err.repulsor_moves"), "AF-8.3")
        return (Msg("af.err.no_such_colony"), "AF-9.9" if c == "polarity_device" else "AF-9.7")
    if c == "plasma_cannon":
        fac, o, _ = args
        if fac == "bay":
            return (Msg("af.err.cannon_bay"), "AF-5.5")
        if o == p:
            return (Msg("af.err.cannon_opponent"), "AF-9.8")
        return (Msg("af.err.cannon_fleet"), "AF-9.8")
    if c == "temporal_warper":
        if args[0] in s.cards[p]:
            return (Msg("af.err.warper_held"), "AF-9.13")
        return (Msg("af.err.warper_not_discarded"), "AF-9.12")
    return (Msg("af.err.discard_not_possible"), "AF-9")


def _raid(s: State, p: int, a: Action) -> Reason:
    if s.phase != "raid":
        return (Msg("af.err.raid_not_now"), "AF-5.7")
    if a[0] == "raidcard":
        q, card = a[1], a[2]
        if q == p:
            return (Msg("af.err.raid_self"), "AF-5.7")
        if "holographic_decoy" in s.cards[q] and card != "holographic_decoy":
            return (Msg("af.err.raid_decoy_card"), "AF-9.6")
        return (Msg("af.err.raid_card_missing"), "AF-5.7")
    for q, _, _ in a[1]:
        if q == p:
            return (Msg("af.err.raid_self"), "AF-5.7")
        if "holographic_decoy" in s.cards[q]:
            return (Msg("af.err.raid_decoy"), "AF-9.6")
        for q2, f, o in a[1]:
            if q2 == q and (f > s.fuel[q] or o > s.ore[q]):
                return (Msg("af.err.raid_too_much"), "AF-5.7")
    return (Msg("af.err.raid_total"), "AF-5.7")
