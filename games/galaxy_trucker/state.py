"""The game state: every field of a position, a cheap `clone`, and exact JSON encode/decode.

Per-seat lists are indexed by seat. The flight runs on a queue of tasks (`queue`, plain lists
`[name, *args]`) and at most one open decision (`pending`, a dict naming its kind and seat), so a
position in the middle of a card is plain data like any other (see `flow`).
"""

from __future__ import annotations

from typing import Any

from games.galaxy_trucker.ship import Ship

VERSION = 1


_SCALARS = frozenset({int, str, bool, float, type(None)})


def copy_json(value: Any) -> Any:
    """A deep copy of plain JSON-like data (lists, dicts, scalars), faster than `deepcopy`."""
    kind = type(value)
    if kind is list:
        return [v if type(v) in _SCALARS else copy_json(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _SCALARS else copy_json(v) for k, v in value.items()}
    return value


class State:
    __slots__ = ("asked", "box", "card", "card_events", "choice", "clock", "credits", "ctx",
                 "dead_col", "deck", "depot", "events", "faceup", "finish", "finish_seq", "flying",
                 "gave_up", "hand_cards", "hyper", "intrigue_pile", "loans", "mto", "n", "opts",
                 "order", "peeked", "pending", "phase", "piles", "pos", "ptr", "queue",
                 "resolved", "results", "retire", "reveal", "rng", "role", "rough", "round",
                 "seq", "ships", "step", "techie", "used_cards", "workers")

    n: int
    opts: dict[str, Any]
    rng: int
    round: int
    phase: str  # scheme, build, flight, over
    step: int  # counts turns: the turn number of `turn_key`
    asked: int  # the seat of the last decision opened (-1: none or a simultaneous step)
    reveal: int  # counts reveals (draws, peeks, rolls, cards turned): undo stops there
    ships: list[Ship]
    credits: list[int]
    loans: list[int]
    pos: list[int | None]  # distance flown this round (None: not on the flight board)
    flying: list[bool]
    gave_up: list[bool]
    clock: list[int]  # virtual building seconds (GT-6.7)
    finish: list[list[int] | None]  # [clock, finish sequence] once finished building
    finish_seq: int
    order: list[int]  # seats by order tile (finishing order)
    seq: list[int]  # the round's face-down pool in drawing order
    ptr: list[int]  # next face-down index: one per seat (duplicate deal) or one shared
    faceup: list[list[int]]  # face-up returns: one list per seat or one shared
    box: list[int]  # tiles left out of this round's pool (GT-5.2.2)
    mto: list[list[int]]  # Made to Order tiles dealt to each seat (GT-5.8.5 #25)
    peeked: list[list[int]]  # piles each seat looked at
    piles: list[list[str]]  # the four adventure piles while building
    deck: list[str]  # adventure deck during the flight, top first
    used_cards: list[str]  # cards of earlier rounds (GT-3.3.2)
    hand_cards: list[list[str]]  # intrigue cards in hand (GT-5.7.1)
    choice: list[str]  # intrigue card chosen this round ("" until chosen)
    intrigue_pile: list[list[Any]]  # [card, seat] mixed into the deck this round
    rough: list[str]  # Rough Roads in force this round
    dead_col: int  # Dead Zone column (0: none)
    role: list[str]  # teal alien role per seat ("" none)
    hyper: list[list[int]]  # cards still to skip in hyperspace, per seat and half
    workers: list[int]  # crew lost that Workers' Compensation charges for
    techie: list[int]  # batteries the techie already waived this card (0 or 1)
    retire: list[int]  # announced give-up: 0 none, 1 whole ship, 2/3 abandon half 0/1
    card: str
    ctx: dict[str, Any]  # the current card's working data
    queue: list[list[Any]]
    pending: dict[str, Any] | None
    depot: list[int]  # tiles shown by Star Depot / Junkyard
    resolved: list[list[Any]]  # [card, used] this round, for Déjà Vu
    results: list[dict[str, Any]]  # scoring of each finished round
    events: list[dict[str, Any]]  # what the last move did
    card_events: list[dict[str, Any]]  # everything since the current card was turned

    def clone(self, mover: int | None = None) -> State:
        """A copy to change. With `mover`, only that seat's ship is copied and the others are
        shared: a building move changes nothing else (see `building.apply`)."""
        c = State.__new__(State)
        c.n, c.opts, c.rng, c.round, c.phase = self.n, self.opts, self.rng, self.round, self.phase
        c.step, c.reveal, c.finish_seq = self.step, self.reveal, self.finish_seq
        c.asked = self.asked
        c.card, c.dead_col = self.card, self.dead_col
        c.ships = [s.clone() if mover is None or p == mover else s
                   for p, s in enumerate(self.ships)]
        c.credits, c.loans, c.pos = self.credits[:], self.loans[:], self.pos[:]
        c.flying, c.gave_up, c.clock = self.flying[:], self.gave_up[:], self.clock[:]
        c.ptr, c.role, c.retire = self.ptr[:], self.role[:], self.retire[:]
        c.workers, c.techie = self.workers[:], self.techie[:]
        c.finish = [f[:] if f else None for f in self.finish]
        c.hyper = [h[:] for h in self.hyper]
        c.order, c.seq, c.box = self.order[:], self.seq, self.box[:]
        c.deck, c.used_cards, c.rough = self.deck[:], self.used_cards[:], self.rough[:]
        c.faceup = [f[:] for f in self.faceup]
        # inner lists of these are replaced, never changed in place: sharing them is safe
        c.mto, c.peeked, c.piles = self.mto[:], self.peeked[:], self.piles[:]
        c.hand_cards, c.choice = self.hand_cards[:], self.choice[:]
        c.intrigue_pile = self.intrigue_pile
        c.ctx = copy_json(self.ctx) if self.ctx else {}
        c.queue = copy_json(self.queue) if self.queue else []
        c.pending = None if self.pending is None else copy_json(self.pending)
        c.depot = self.depot[:]
        c.resolved = self.resolved[:]
        c.results = self.results[:]
        c.events = []
        c.card_events = self.card_events[:]
        return c

    def active(self) -> list[int]:
        """Seats in flight, in flight order (leader first, GT-3.1.3)."""
        seats = [p for p in range(self.n) if self.flying[p]]
        return sorted(seats, key=lambda p: -(self.pos[p] or 0))

    def rr(self, card: str) -> bool:
        """Whether Rough Roads card `card` is in force this round."""
        return card in self.rough


def encode(s: State) -> dict[str, Any]:
    d: dict[str, Any] = {"game": "galaxy_trucker", "version": VERSION}
    for name in State.__slots__:
        value = getattr(s, name)
        d[name] = [ship.encode() for ship in value] if name == "ships" else copy_json(value)
    return d


def decode(d: dict[str, Any]) -> State:
    s = State.__new__(State)
    for name in State.__slots__:
        value = d[name]
        setattr(s, name, [Ship.decode(x) for x in value] if name == "ships" else copy_json(value))
    return s
