"""The game state: a slotted object of small lists, a cheap `clone`, and JSON encode/decode."""

from __future__ import annotations

from typing import Any

from games.alien_frontiers.data import (
    COLOURS,
    FIELDS,
    NSHIPS,
    RELIC,
    TERR_INDEX,
    TERRITORIES,
)

VERSION = 1


class State:
    """One position. Seats are 0-based; ships 0..23 belong to seat id // 6, ship 24 is the relic."""

    __slots__ = (
        "art",
        "borrowed",
        "cards",
        "ctrl",
        "cycles",
        "deck",
        "discard",
        "discarded",
        "display",
        "each",
        "events",
        "fields",
        "first",
        "fuel",
        "hub",
        "hub_docks",
        "hub_over",
        "left",
        "loc",
        "long",
        "mine_docks",
        "n",
        "ore",
        "phase",
        "prev_events",
        "relic_back",
        "relic_owner",
        "rng",
        "seat",
        "sfuel",
        "slot",
        "sore",
        "tele_from",
        "terr",
        "turn",
        "used",
        "val",
        "vp",
    )

    n: int
    long: bool
    each: int
    rng: int
    turn: int
    seat: int
    first: int
    phase: str
    sfuel: int
    sore: int
    fuel: list[int]
    ore: list[int]
    cards: list[list[str]]
    left: list[int]
    hub: list[int]
    vp: list[int]
    loc: list[str]
    val: list[int]
    slot: list[int]
    relic_owner: int
    terr: list[list[int]]
    ctrl: list[int]
    fields: list[int]
    display: list[str]
    deck: list[str]
    discard: list[str]
    used: list[str]
    discarded: bool
    relic_back: bool  # the relic returned to Burroughs this turn: not for sale until the next
    art: int
    cycles: int
    hub_docks: int
    mine_docks: int
    borrowed: list[int]
    tele_from: str
    hub_over: int
    events: list[dict[str, Any]]
    prev_events: list[dict[str, Any]]

    def clone(self) -> State:
        c = State.__new__(State)
        c.n = self.n
        c.long = self.long
        c.each = self.each
        c.rng = self.rng
        c.turn = self.turn
        c.seat = self.seat
        c.first = self.first
        c.phase = self.phase
        c.sfuel = self.sfuel
        c.sore = self.sore
        c.fuel = self.fuel[:]
        c.ore = self.ore[:]
        c.cards = [h[:] for h in self.cards]
        c.left = self.left[:]
        c.hub = self.hub[:]
        c.vp = self.vp[:]
        c.loc = self.loc[:]
        c.val = self.val[:]
        c.slot = self.slot[:]
        c.relic_owner = self.relic_owner
        c.terr = [t[:] for t in self.terr]
        c.ctrl = self.ctrl[:]
        c.fields = self.fields[:]
        c.display = self.display[:]
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        c.used = self.used[:]
        c.discarded = self.discarded
        c.relic_back = self.relic_back
        c.art = self.art
        c.cycles = self.cycles
        c.hub_docks = self.hub_docks
        c.mine_docks = self.mine_docks
        c.borrowed = self.borrowed[:]
        c.tele_from = self.tele_from
        c.hub_over = self.hub_over
        c.events = self.events[:]
        c.prev_events = self.prev_events
        return c

    def owner(self, ship: int) -> int:
        return self.relic_owner if ship == RELIC else ship // 6


def _opt(x: int) -> int | None:
    return None if x < 0 else x


def _terr_opt(x: int) -> str | None:
    return None if x < 0 else TERRITORIES[x]


def encode(s: State) -> dict[str, Any]:
    players = [
        {
            "colour": COLOURS[p],
            "fuel": s.fuel[p],
            "ore": s.ore[p],
            "cards": list(s.cards[p]),
            "colonies_left": s.left[p],
            "hub": s.hub[p],
            "vp": s.vp[p],
        }
        for p in range(s.n)
    ]
    ships = [
        {
            "id": i,
            "owner": _opt(s.owner(i)),
            "at": s.loc[i],
            "slot": _opt(s.slot[i]),
            "value": s.val[i],
        }
        for i in range(NSHIPS)
    ]
    return {
        "game": "alien_frontiers",
        "version": VERSION,
        "seats": s.n,
        "long": s.long,
        "colonies_each": s.each,
        "rng": s.rng,
        "turn": s.turn,
        "seat": s.seat,
        "first": s.first,
        "phase": s.phase,
        "supply": {"fuel": s.sfuel, "ore": s.sore},
        "players": players,
        "ships": ships,
        "relic_owner": _opt(s.relic_owner),
        "territories": {
            t: {"colonies": list(s.terr[i]), "controller": _opt(s.ctrl[i])}
            for i, t in enumerate(TERRITORIES)
        },
        "fields": {f: _terr_opt(s.fields[i]) for i, f in enumerate(FIELDS)},
        "display": list(s.display),
        "deck": list(s.deck),
        "discard": list(s.discard),
        "this_turn": {
            "used": list(s.used),
            "discarded": s.discarded,
            "relic_returned": s.relic_back,
            "artifact_total": s.art,
            "cycles": s.cycles,
            "hub_docks": s.hub_docks,
            "mine_docks": s.mine_docks,
            "borrowed": [TERRITORIES[t] for t in s.borrowed],
            "teleported_from": s.tele_from or None,
            "hub_overflow": s.hub_over,
        },
        "events": [dict(e) for e in s.events],
        "previous_events": [dict(e) for e in s.prev_events],
    }


def _neg(x: int | None) -> int:
    return -1 if x is None else int(x)


def decode(d: dict[str, Any]) -> State:
    s = State.__new__(State)
    s.n = int(d["seats"])
    s.long = bool(d["long"])
    s.each = int(d["colonies_each"])
    s.rng = int(d["rng"])
    s.turn = int(d["turn"])
    s.seat = int(d["seat"])
    s.first = int(d["first"])
    s.phase = str(d["phase"])
    s.sfuel = int(d["supply"]["fuel"])
    s.sore = int(d["supply"]["ore"])
    players = d["players"]
    s.fuel = [int(p["fuel"]) for p in players]
    s.ore = [int(p["ore"]) for p in players]
    s.cards = [[str(c) for c in p["cards"]] for p in players]
    s.left = [int(p["colonies_left"]) for p in players]
    s.hub = [int(p["hub"]) for p in players]
    s.vp = [int(p["vp"]) for p in players]
    ships = sorted(d["ships"], key=lambda x: x["id"])
    s.loc = [str(x["at"]) for x in ships]
    s.val = [int(x["value"]) for x in ships]
    s.slot = [_neg(x["slot"]) for x in ships]
    s.relic_owner = _neg(d["relic_owner"])
    terrs = d["territories"]
    s.terr = [[int(c) for c in terrs[t]["colonies"]] for t in TERRITORIES]
    s.ctrl = [_neg(terrs[t]["controller"]) for t in TERRITORIES]
    s.fields = [
        -1 if d["fields"][f] is None else TERR_INDEX[d["fields"][f]] for f in FIELDS
    ]
    s.display = [str(c) for c in d["display"]]
    s.deck = [str(c) for c in d["deck"]]
    s.discard = [str(c) for c in d["discard"]]
    tt = d["this_turn"]
    s.used = [str(c) for c in tt["used"]]
    s.discarded = bool(tt["discarded"])
    s.relic_back = bool(tt.get("relic_returned", False))  # absent in games saved before it
    s.art = int(tt["artifact_total"])
    s.cycles = int(tt["cycles"])
    s.hub_docks = int(tt["hub_docks"])
    s.mine_docks = int(tt["mine_docks"])
    s.borrowed = [TERR_INDEX[t] for t in tt["borrowed"]]
    s.tele_from = tt["teleported_from"] or ""
    s.hub_over = int(tt["hub_overflow"])
    s.events = [dict(e) for e in d["events"]]
    s.prev_events = [dict(e) for e in d["previous_events"]]
    return s
