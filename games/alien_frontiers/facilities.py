"""Orbital facilities (AF-5, AF-6): which docks are legal, and what docking does."""

from __future__ import annotations

from games.alien_frontiers.board import (
    can_place_colony,
    capacity,
    event,
    gain,
    has_bonus,
    own_colour_kept,
    pay,
    place_colony,
)
from games.alien_frontiers.data import (
    F_REPULSOR,
    HUB_SPACES,
    RELIC,
    SHIPYARD_COST,
    T_ASIMOV,
    T_BRADBURY,
    T_BURROUGHS,
    T_HEINLEIN,
    T_HERBERT,
    T_LEM,
    T_VANVOGT,
    TERRITORIES,
)
from games.alien_frontiers.raid import start_raid
from games.alien_frontiers.state import State


class Ctx:
    """Per-call snapshot: the acting seat's undocked ships by value and who is docked where."""

    __slots__ = ("byval", "cnt", "fleet", "occ", "p")

    def __init__(self, s: State, p: int) -> None:
        self.p = p
        val = s.val
        occ: dict[str, list[int]] = {
            "solar": [], "mine": [], "artifact": [], "hub": [], "constructor": [],
            "market": [], "outpost": [], "shipyard": [], "terraform": [],
        }
        get = occ.get
        byval: list[list[int]] = [[], [], [], [], [], [], []]
        fl: list[int] = []
        for i, where in enumerate(s.loc):
            if where == "fleet":
                # only the seat to act has undocked ships (its own and perhaps the relic)
                fl.append(i)
                byval[val[i]].append(i)
            else:
                lst = get(where)
                if lst is not None:
                    lst.append(i)
        self.fleet = fl
        self.byval = byval
        self.cnt = [len(b) for b in byval]
        self.occ = occ


def colony_targets(s: State) -> list[int]:
    """Territories where a colony may be placed (not the Repulsor Field's, AF-8.3)."""
    rep = s.fields[F_REPULSOR]
    return [t for t in range(8) if t != rep]


def free_slot(s: State, ctx: Ctx, fac: str) -> int:
    used = {s.slot[i] for i in ctx.occ[fac]}
    for k in range(capacity(s, fac)):
        if k not in used:
            return k
    return -1


def mine_max(s: State, ctx: Ctx) -> int:
    vals = [s.val[i] for i in ctx.occ["mine"]]
    return max(vals) if vals else 1


def hub_own(s: State, ctx: Ctx, p: int) -> int:
    return sum(1 for i in ctx.occ["hub"] if s.owner(i) == p)


def single_ok(s: State, ctx: Ctx, fac: str, v: int) -> bool:
    """Whether one more ship of value v of the acting seat can dock at a single-ship facility."""
    p = ctx.p
    if fac == "solar":
        return len(ctx.occ["solar"]) < capacity(s, "solar")
    if fac == "mine":
        if len(ctx.occ["mine"]) >= capacity(s, "mine"):
            return False
        if s.mine_docks == 0 and has_bonus(s, p, T_VANVOGT):
            return True
        return v >= mine_max(s, ctx)
    if fac == "artifact":
        return len(ctx.occ["artifact"]) < 4
    # hub (AF-6.1): own track of 3 docks; needs a colony on the hub or one to start.
    return hub_own(s, ctx, p) < 3 and (s.hub[p] > 0 or s.left[p] > 0)


def shipyard_cost(s: State, p: int) -> tuple[int, int] | None:
    """Cost of the next ship (AF-5.8, Herbert AF-7.5), or None with an empty stock."""
    stock = sum(1 for i in range(p * 6, p * 6 + 6) if s.loc[i] == "stock")
    if stock == 0:
        return None
    nth = 6 - stock + 1
    c = SHIPYARD_COST[nth]
    if has_bonus(s, p, T_HERBERT):
        c -= 1
    return c, c


def constructor_cost(s: State, p: int) -> int:
    return 2 if has_bonus(s, p, T_BRADBURY) else 3


def outpost_total(s: State, ctx: Ctx) -> int:
    return sum(s.val[i] for i in ctx.occ["outpost"])


def outpost_ok(s: State, ctx: Ctx, low: int) -> bool:
    """A run low..low+2 may dock if the outpost is empty or it beats the ships there (AF-5.7)."""
    if not ctx.occ["outpost"]:
        return True
    return 3 * low + 3 > outpost_total(s, ctx)


def terraform_ok(s: State, ctx: Ctx, coloured: bool, fuel: int) -> bool:
    """AF-5.10: free dock, 1 fuel + 1 ore, a colony to place, >= 3 own ships afterwards."""
    p = ctx.p
    if ctx.occ["terraform"] or fuel < 1 or s.ore[p] < 1 or not can_place_colony(s, p):
        return False
    return not coloured or own_colour_kept(s, p) - 1 >= 3


def gen_docks(s: State, ctx: Ctx) -> list[str]:
    """Every legal `dock` move of the acting seat."""
    p = ctx.p
    cnt = ctx.cnt
    out: list[str] = []
    vals = [v for v in range(1, 7) if cnt[v]]
    if not vals:
        return out
    fuel = s.fuel[p]
    ore = s.ore[p]
    if len(ctx.occ["solar"]) < capacity(s, "solar"):
        out.extend(f"dock {v} solar" for v in vals)
    if len(ctx.occ["mine"]) < capacity(s, "mine"):
        low = 1 if s.mine_docks == 0 and has_bonus(s, p, T_VANVOGT) else mine_max(s, ctx)
        out.extend(f"dock {v} mine" for v in vals if v >= low)
    if len(ctx.occ["artifact"]) < 4:
        out.extend(f"dock {v} artifact" for v in vals)
    if hub_own(s, ctx, p) < 3 and (s.hub[p] > 0 or s.left[p] > 0):
        out.extend(f"dock {v} hub" for v in vals)
    pairs = [v for v in vals if cnt[v] >= 2]
    if pairs:
        triples = [v for v in pairs if cnt[v] >= 3]
        if triples and ore >= constructor_cost(s, p) and can_place_colony(s, p) \
                and free_slot(s, ctx, "constructor") >= 0:
            terrs = [TERRITORIES[t] for t in colony_targets(s)]
            for v in triples:
                out.extend(f"dock {v} {v} {v} constructor {t}" for t in terrs)
        if free_slot(s, ctx, "market") >= 0:
            out.extend(f"dock {v} {v} market" for v in pairs)
        cost = shipyard_cost(s, p)
        if cost is not None and fuel >= cost[0] and ore >= cost[1] \
                and free_slot(s, ctx, "shipyard") >= 0:
            out.extend(f"dock {v} {v} shipyard" for v in pairs)
    for low in range(1, 5):
        if cnt[low] and cnt[low + 1] and cnt[low + 2] and outpost_ok(s, ctx, low):
            out.append(f"dock {low} {low + 1} {low + 2} outpost")
    if cnt[6]:
        coloured = RELIC not in ctx.byval[6]
        if terraform_ok(s, ctx, coloured, fuel):
            out.extend(f"dock 6 terraform {TERRITORIES[t]}" for t in colony_targets(s))
    return out


def pick(ctx: Ctx, values: tuple[int, ...] | list[int], relic_first: bool = False) -> list[int]:
    """Undocked ships for the given values: coloured before the relic (relic first if asked)."""
    taken: list[int] = []
    for v in values:
        pool = ctx.byval[v]
        cands = [i for i in pool if i not in taken]
        if relic_first and RELIC in cands:
            taken.append(RELIC)
        else:
            taken.append(cands[0])
    return taken


def dock(s: State, ctx: Ctx, ships: list[int], fac: str, t: int, teleported: bool = False) -> None:
    """Dock `ships` of the acting seat at `fac` (already validated) and apply the effect."""
    p = ctx.p
    slot = free_slot(s, ctx, fac) if fac in ("constructor", "market", "shipyard") else -1
    gained_f = gained_o = built = 0
    values = sorted(s.val[i] for i in ships)
    if fac == "outpost" and ctx.occ["outpost"]:
        bumped = ctx.occ["outpost"]
        event(s, "bump", ships=[{"owner": s.owner(i), "value": s.val[i]} for i in bumped])
        for i in bumped:
            s.loc[i] = "bay"
            s.slot[i] = -1
    for i in ships:
        s.loc[i] = fac
        s.slot[i] = slot
    bonus: dict[str, object] = {}  # the territory bonus that changed an amount, for the log
    if fac == "solar":
        lem = 1 if has_bonus(s, p, T_LEM) else 0
        extra = 0
        for i in ships:
            base = (s.val[i] + 1) // 2
            f, _ = gain(s, p, base + lem, 0)
            gained_f += f
            extra += max(0, f - base)
        if extra:
            bonus = {"bonus": TERRITORIES[T_LEM], "extra_fuel": extra}
    elif fac == "mine":
        for _ in ships:
            _, o = gain(s, p, 0, 1)
            gained_o += o
            s.mine_docks += 1
    elif fac == "artifact":
        for i in ships:
            s.art += s.val[i]
            s.cycles += 1
    elif fac == "hub":
        extra_space = [hub_advance(s, p) for _ in ships]
        if any(extra_space):
            bonus = {"bonus": TERRITORIES[T_ASIMOV], "extra_spaces": 1}
    elif fac == "shipyard":
        cost = shipyard_cost(s, p)
        assert cost is not None
        pay(s, p, cost[0], cost[1])
        if has_bonus(s, p, T_HERBERT):
            bonus = {"bonus": TERRITORIES[T_HERBERT], "saved_fuel": 1, "saved_ore": 1}
        new = next(i for i in range(p * 6, p * 6 + 6) if s.loc[i] == "stock")
        s.loc[new] = "bay"
        s.val[new] = 1
        built = 1
    elif fac == "constructor":
        pay(s, p, 0, constructor_cost(s, p))
        if has_bonus(s, p, T_BRADBURY):
            bonus = {"bonus": TERRITORIES[T_BRADBURY], "saved_ore": 1}
    elif fac == "terraform":
        pay(s, p, 1, 1)
    ev: dict[str, object] = {"facility": fac, "values": values,
                             "territory": TERRITORIES[t] if t >= 0 else None,
                             "fuel": gained_f, "ore": gained_o, "built": built,
                             "teleported": teleported, **bonus}
    event(s, "dock", **ev)
    if fac in ("constructor", "terraform"):
        place_colony(s, p, t)
    elif fac == "outpost":
        start_raid(s, p)


def hub_advance(s: State, p: int) -> bool:
    """One ship docked at the Colonist Hub (AF-6.1, Asimov AF-7.1, overflow AF-6.3); True when
    Asimov Crater gave it an extra space."""
    s.hub_docks += 1
    steps = 1
    asimov = s.hub_docks == 2 and has_bonus(s, p, T_ASIMOV)
    if asimov:
        steps = 2
    if s.hub[p] == 0:
        s.left[p] -= 1
        s.hub[p] = 1
        steps -= 1
    pos = s.hub[p] + steps
    if pos > HUB_SPACES:
        s.hub_over += pos - HUB_SPACES
        pos = HUB_SPACES
    s.hub[p] = pos
    return asimov


def can_launch(s: State, p: int) -> bool:
    return s.hub[p] == HUB_SPACES and s.fuel[p] >= 1 and s.ore[p] >= 1


def launch(s: State, p: int, t: int) -> None:
    """AF-6.2 launch for 1 fuel + 1 ore; leftover overflow starts the next colony (AF-6.3)."""
    over = s.hub_over
    s.hub_over = 0
    pay(s, p, 1, 1)
    event(s, "launch", territory=TERRITORIES[t])
    place_colony(s, p, t, from_hub=True)
    if s.phase != "over" and over > 0 and s.left[p] > 0:
        s.left[p] -= 1
        s.hub[p] = min(HUB_SPACES, over)


def trade_rate(s: State, ctx: Ctx) -> int:
    """Fuel per ore at the Orbital Market, 0 if the seat has no ship there (AF-5.6, AF-7.4)."""
    p = ctx.p
    mine = [s.val[i] for i in ctx.occ["market"] if s.owner(i) == p]
    if not mine:
        return 0
    return 1 if has_bonus(s, p, T_HEINLEIN) else min(mine)


def can_trade(s: State, ctx: Ctx) -> bool:
    rate = trade_rate(s, ctx)
    return rate > 0 and s.fuel[ctx.p] >= rate and s.sore > 0


def trade(s: State, ctx: Ctx) -> None:
    rate = trade_rate(s, ctx)
    pay(s, ctx.p, rate, 0)
    gain(s, ctx.p, 0, 1)
    saved = min(s.val[i] for i in ctx.occ["market"] if s.owner(i) == ctx.p) - rate
    bonus = {"bonus": TERRITORIES[T_HEINLEIN], "saved_fuel": saved} if saved > 0 else {}
    event(s, "trade", fuel=rate, ore=1, **bonus)


def can_buy_relic(s: State, p: int) -> bool:
    """AF-7.3: controller of Burroughs (not isolated) buys the relic at home for 1 fuel + 1 ore,
    never on the turn it came back."""
    return (s.loc[RELIC] == "burroughs" and not s.relic_back and has_bonus(s, p, T_BURROUGHS)
            and s.fuel[p] >= 1 and s.ore[p] >= 1)


def buy_relic(s: State, p: int) -> None:
    pay(s, p, 1, 1)
    s.relic_owner = p
    s.loc[RELIC] = "bay"
    s.slot[RELIC] = -1
    s.val[RELIC] = 1
    event(s, "buy_relic")

