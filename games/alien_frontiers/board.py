"""Shared board helpers: resources, bonuses, control and VP, colonies, cards, ships, events."""

from __future__ import annotations

from typing import Any

from games import rng
from games.alien_frontiers.data import (
    BASE_CAPACITY,
    BLOCKED,
    F_ISOLATION,
    F_POSITRON,
    NSHIPS,
    RELIC,
    T_BURROUGHS,
    T_POHL,
    TERRITORIES,
)
from games.alien_frontiers.scoring import ranking
from games.alien_frontiers.state import State


def event(s: State, kind: str, **fields: Any) -> None:
    e: dict[str, Any] = {"turn": s.turn, "seat": s.seat, "kind": kind}
    e.update(fields)
    s.events.append(e)


# --- resources (AF-1.1) -------------------------------------------------------------------------

def gain(s: State, p: int, fuel: int, ore: int) -> tuple[int, int]:
    """Give up to `fuel`/`ore` from the supply (AF-1.1); returns what was actually given."""
    f = min(fuel, s.sfuel)
    o = min(ore, s.sore)
    s.sfuel -= f
    s.sore -= o
    s.fuel[p] += f
    s.ore[p] += o
    return f, o


def pay(s: State, p: int, fuel: int, ore: int) -> None:
    s.fuel[p] -= fuel
    s.ore[p] -= ore
    s.sfuel += fuel
    s.sore += ore


# --- bonuses -------------------------------------------------------------------------------------

def has_bonus(s: State, p: int, t: int) -> bool:
    """Whether seat `p` may use territory `t`'s bonus now (AF-7, AF-8.1, Data Crystal AF-9.4)."""
    if s.fields[F_ISOLATION] == t:
        return False
    return s.ctrl[t] == p or (p == s.seat and t in s.borrowed)


def card_cost(s: State, p: int, base: int) -> int:
    """Fuel cost of one card use after the Pohl Foothills discount (AF-7.7)."""
    if base > 0 and has_bonus(s, p, T_POHL):
        return base - 1
    return base


# --- capacity ------------------------------------------------------------------------------------

def capacity(s: State, fac: str) -> int:
    """Usable docks (single facilities) or pairs/sets (group facilities) after AF-2.5 blocking."""
    return BASE_CAPACITY[fac] - BLOCKED[s.n].get(fac, 0)


def blocked(s: State, fac: str) -> int:
    return BLOCKED[s.n].get(fac, 0)


# --- ships ---------------------------------------------------------------------------------------

def fleet(s: State, p: int) -> list[int]:
    """Undocked ships of seat `p` (coloured first, then the relic)."""
    base = p * 6
    loc = s.loc
    out = [i for i in range(base, base + 6) if loc[i] == "fleet"]
    if s.relic_owner == p and loc[RELIC] == "fleet":
        out.append(RELIC)
    return out


def at(s: State, fac: str) -> list[int]:
    loc = s.loc
    return [i for i in range(NSHIPS) if loc[i] == fac]


def own_colour_kept(s: State, p: int) -> int:
    """Coloured ships of `p` that will be theirs at the start of their next turn (AF-9.8)."""
    n = 0
    for i in range(p * 6, p * 6 + 6):
        loc = s.loc[i]
        if loc != "stock" and loc != "terraform":
            n += 1
    return n


def to_stock(s: State, ship: int) -> None:
    """Send a ship to its owner's stock; the relic goes back to Burroughs (AF-7.3)."""
    if ship == RELIC:
        relic_home(s)
    else:
        s.loc[ship] = "stock"
        s.slot[ship] = -1


def relic_home(s: State) -> None:
    if s.relic_owner >= 0 or s.loc[RELIC] != "burroughs":
        s.loc[RELIC] = "burroughs"
        s.slot[RELIC] = -1
        s.relic_owner = -1
        s.relic_back = True
        event(s, "relic_returned")


# --- cards ---------------------------------------------------------------------------------------

def draw(s: State) -> str | None:
    """Top card of the draw pile, reshuffling the discards when it is empty (AF-2.1)."""
    if not s.deck:
        if not s.discard:
            return None
        s.rng, s.deck = rng.shuffled(s.rng, s.discard)
        s.discard = []
        event(s, "reshuffle", cards=len(s.deck))
    return s.deck.pop()


def give_card(s: State, p: int, card: str) -> None:
    hand = s.cards[p]
    hand.append(card)
    hand.sort()


# --- territories, control and VP (AF-4, AF-7) ----------------------------------------------------

def compute_vp(s: State) -> list[int]:
    vp = [0] * s.n
    for t in range(8):
        row = s.terr[t]
        for p in range(s.n):
            vp[p] += row[p]
        c = s.ctrl[t]
        if c >= 0:
            vp[c] += 1
            if s.fields[F_POSITRON] == t:
                vp[c] += 1
    for p in range(s.n):
        hand = s.cards[p]
        if "alien_city" in hand:
            vp[p] += 1
        if "alien_monument" in hand:
            vp[p] += 1
    return vp


def controller_of(row: list[int]) -> int:
    best = -1
    top = 0
    tie = False
    for p, c in enumerate(row):
        if c > top:
            top = c
            best = p
            tie = False
        elif c == top and c > 0:
            tie = True
    return -1 if tie or top == 0 else best


def refresh(s: State) -> None:
    """Recompute control (handing over territory cards) and VP after any colony/field change."""
    for t in range(8):
        c = controller_of(s.terr[t])
        if c != s.ctrl[t]:
            old = s.ctrl[t]
            s.ctrl[t] = c
            event(s, "control", territory=t_key(t), controller=None if c < 0 else c)
            if t == T_BURROUGHS and old >= 0 and s.relic_owner == old:
                relic_home(s)
    if s.fields[F_ISOLATION] == T_BURROUGHS and s.relic_owner >= 0:
        relic_home(s)
    s.vp = compute_vp(s)


def t_key(t: int) -> str:
    return TERRITORIES[t]


def can_place_colony(s: State, p: int) -> bool:
    return s.left[p] > 0 or s.hub[p] > 0


def place_colony(s: State, p: int, t: int, from_hub: bool = False) -> None:
    """Put a colony of `p` on territory `t` (from the supply, else from the hub: AF-6.4)."""
    if from_hub or s.left[p] == 0:
        s.hub[p] = 0
    else:
        s.left[p] -= 1
    s.terr[t][p] += 1
    refresh(s)
    if s.left[p] == 0 and s.hub[p] == 0:
        s.phase = "over"  # AF-4.1
        s.hub_over = 0
        event(s, "game_over", ranking=ranking(s))
