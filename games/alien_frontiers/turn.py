"""Setup (AF-2) and the turn cycle (AF-3): gather and roll, end of turn, returning excess."""

from __future__ import annotations

from games import rng
from games.alien_frontiers.board import draw, event, gain, refresh, relic_home
from games.alien_frontiers.data import (
    ALL_CARDS,
    COLONIES_BY_SEATS,
    FACILITIES,
    FUEL_TOTAL,
    HAND_LIMIT,
    NSHIPS,
    ORE_TOTAL,
    RELIC,
    START_RESOURCES,
)
from games.alien_frontiers.state import State

_GATHER_FROM = frozenset((*FACILITIES, "bay"))


def new_state(n: int, seed: int, long: bool) -> State:
    s = State.__new__(State)
    s.n = n
    s.long = long
    s.each = 8 if long and n >= 3 else COLONIES_BY_SEATS[n]
    r = rng.seed_state(seed)
    r, first = rng.randint(r, 0, n - 1)  # AF-2.4
    r, deck = rng.shuffled(r, ALL_CARDS)
    s.rng = r
    s.turn = 1
    s.seat = first
    s.first = first
    s.phase = "play"
    s.sfuel = FUEL_TOTAL
    s.sore = ORE_TOTAL
    s.fuel = [0] * n
    s.ore = [0] * n
    s.cards = [[] for _ in range(n)]
    s.left = [s.each] * n
    s.hub = [0] * n
    s.vp = [0] * n
    # AF-2.2: three ships in hand (waiting beside the Maintenance Bay), three in the stock.
    s.loc = []
    for i in range(24):
        if i // 6 >= n:
            s.loc.append("unused")
        else:
            s.loc.append("bay" if i % 6 < 3 else "stock")
    s.loc.append("burroughs")
    s.val = [1] * NSHIPS
    s.slot = [-1] * NSHIPS
    s.relic_owner = -1
    s.terr = [[0] * n for _ in range(8)]
    s.ctrl = [-1] * 8
    s.fields = [-1, -1, -1]
    s.deck = deck
    s.discard = []
    s.display = [s.deck.pop() for _ in range(3)]  # AF-2.1
    for k in range(n):
        s.cards[(first + k) % n].append(s.deck.pop())
    for k, (f, o) in enumerate(START_RESOURCES[n]):
        gain(s, (first + k) % n, f, o)
    s.events = []
    s.prev_events = []
    reset_turn(s)
    refresh(s)
    begin_turn(s)
    return s


def reset_turn(s: State) -> None:
    s.used = []
    s.discarded = False
    s.relic_back = False
    s.art = 0
    s.cycles = 0
    s.hub_docks = 0
    s.mine_docks = 0
    s.borrowed = []
    s.tele_from = ""
    s.hub_over = 0


def begin_turn(s: State) -> None:
    """AF-3.1 gather and roll, then the Resource Cache (AF-9.10)."""
    p = s.seat
    loc = s.loc
    for i in range(p * 6, p * 6 + 6):
        where = loc[i]
        if where == "terraform":
            loc[i] = "stock"
            s.slot[i] = -1
        elif where in _GATHER_FROM:
            loc[i] = "fleet"
            s.slot[i] = -1
    if s.relic_owner == p:
        if loc[RELIC] == "terraform":
            relic_home(s)
            s.relic_back = False  # used on an earlier turn: this one is a later turn (AF-7.3)
        else:
            loc[RELIC] = "fleet"
            s.slot[RELIC] = -1
    fl = [i for i in range(p * 6, p * 6 + 6) if loc[i] == "fleet"]
    if s.relic_owner == p and loc[RELIC] == "fleet":
        fl.append(RELIC)
    s.rng, faces = rng.roll(s.rng, len(fl))
    for i, v in zip(fl, faces, strict=True):
        s.val[i] = v
    event(s, "roll", values=sorted(faces))
    if "resource_cache" in s.cards[p]:
        odd = sum(1 for v in faces if v % 2)
        even = len(faces) - odd
        if odd > even:
            f, o = gain(s, p, 0, 1)
        elif even > odd:
            f, o = gain(s, p, 1, 0)
        else:
            f, o = gain(s, p, 1, 1)
            s.cards[p].remove("resource_cache")
            s.discard.append("resource_cache")
        event(s, "cache", fuel=f, ore=o, discarded=odd == even)


def end_turn(s: State) -> None:
    """The `end` move: undocked ships to the Maintenance Bay (AF-3.4), then AF-3.6 or next turn."""
    p = s.seat
    sent = []
    for i in range(NSHIPS):
        if s.loc[i] == "fleet":
            s.loc[i] = "bay"
            sent.append(s.val[i])
    event(s, "end", bay=sorted(sent))
    s.hub_over = 0
    if s.fuel[p] + s.ore[p] > HAND_LIMIT:
        s.phase = "return"
    else:
        next_turn(s)


def return_options(s: State) -> list[str]:
    p = s.seat
    excess = s.fuel[p] + s.ore[p] - HAND_LIMIT
    out = []
    for f in range(max(0, excess - s.ore[p]), min(excess, s.fuel[p]) + 1):
        o = excess - f
        parts = []
        if f:
            parts.append(f"{f} fuel")
        if o:
            parts.append(f"{o} ore")
        out.append("return " + " ".join(parts))
    return out


def do_return(s: State, f: int, o: int) -> None:
    p = s.seat
    s.fuel[p] -= f
    s.ore[p] -= o
    s.sfuel += f
    s.sore += o
    event(s, "return", fuel=f, ore=o)
    next_turn(s)


def next_turn(s: State) -> None:
    s.prev_events = s.events
    s.events = []
    s.seat = (s.seat + 1) % s.n
    s.turn += 1
    s.phase = "play"
    reset_turn(s)
    begin_turn(s)


__all__ = ["begin_turn", "draw", "end_turn", "new_state", "next_turn"]
