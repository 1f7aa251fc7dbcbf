"""The builder AI in flight: one rule of thumb per decision kind, reading the open decision and
the card. It powers what wins an enemy fight and no more, defends every hit it can, lands where
the goods are worth the days, keeps its aliens and astronauts apart from the crew it loses, and
never gives up or borrows on its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.galaxy_trucker.ai_build import best_placement
from games.galaxy_trucker.cards_events import engine_value_half
from games.galaxy_trucker.cargo import holds
from games.galaxy_trucker.data import ALL_CARDS, card_kind
from games.galaxy_trucker.data.cards_expansion import INTRIGUE
from games.galaxy_trucker.data.rewards import GOOD_VALUE
from games.galaxy_trucker.flow import options
from games.galaxy_trucker.geometry import square
from games.galaxy_trucker.notation import parse
from games.galaxy_trucker.report import fire_choices, fire_text, fire_value
from games.galaxy_trucker.state import State
from games.galaxy_trucker.stats import defective_joins, single_engines
from games.galaxy_trucker.structure import pieces
from games.galaxy_trucker.tiles import TILES
from games.galaxy_trucker.track import TRACK_LEN, leader

ENGINE_KINDS = frozenset({"engine", "dengine", "engcannon"})

ROLE_PREFERENCE = ("lawyer", "merchant", "manager", "techie", "diplomat")
INTRIGUE_PREFERENCE = ("getting_even", "road_narrows", "ambush", "surrounded", "crossfire",
                       "asteroid_field_8", "asteroid_field_7", "the_mob", "cosmic_rays",
                       "psychocannibals", "speed_trap", "eco_patrol", "system_test",
                       "trustbusters", "quarantine", "customs_inspection",
                       "immigration_officials", "traffic_jam", "wide_open_space",
                       "stranded_ship", "junker_for_sale", "checkpoint", "quality_control",
                       "big_ship_bonus")


def _square(move: str) -> int:
    """The square a move names (its first `col,row`)."""
    for arg in parse(move)[2]:
        if isinstance(arg, int) and not isinstance(arg, bool):
            return arg
    return -1


def free_slots(s: State, seat: int) -> int:
    ship = s.ships[seat]
    return sum(TILES[ship.tiles[q]].capacity - len(ship.goods.get(q, "")) for q in holds(s, seat))


def reserve(s: State, seat: int) -> int:
    """Batteries kept for the next Open Space: one per half with no single engine, whose
    double engines are all that can move it (GT-3.10.2b)."""

    ship = s.ships[seat]
    return sum(1 for h in ship.halves if not single_engines(ship, h, s.dead_col))


def _fire(s: State, seat: int, moves: list[str]) -> str:
    """Against an enemy the least that beats it (or ties), else nothing; elsewhere the most
    firepower the batteries allow beyond those kept for the engines."""
    choices = fire_choices(s, seat)
    cost = {fire_text(c): len(c[0]) + len(c[1]) for c in choices}
    value = {fire_text(c): fire_value(s, seat, *c) for c in choices}
    kind = card_kind(s.card) if s.card else ""
    plain = [m for m in moves if m in value]
    spare = s.ships[seat].batteries() - reserve(s, seat)
    if any(cost[m] <= spare for m in plain):
        plain = [m for m in plain if cost[m] <= spare]
    if kind in ("smugglers", "slavers", "pirates"):
        strength = 2 * ALL_CARDS[s.card]["strength"] + (4 if s.rr("big_baddies") else 0)
        for target in (strength + 1, strength):
            hits = [m for m in plain if value[m] >= target]
            if hits:
                return min(hits, key=lambda m: (cost[m], -value[m]))
        return min(plain, key=lambda m: cost[m])
    return max(plain, key=lambda m: (value[m], -cost[m]))


def _moves_on(s: State, seat: int, move: str) -> bool:
    """Whether powering `move`'s double engines leaves no half of the ship at engine power 0
    (an Open Space would end its flight, or drop that half: GT-3.10.2b, GT-5.6.2.4)."""

    powered = [int(w) for w in move.split()[1:]]
    return all(engine_value_half(s, seat, h, powered[i])
               for i, h in enumerate(s.ships[seat].halves))


def _power(s: State, seat: int, moves: list[str]) -> str:
    """At an Open Space the least that moves every half while batteries are short (standing
    still ends the flight, GT-3.10.2b; the batteries power shields and cannons later), else
    everything it has. With Defective Connectors, a tile is detached when even full power
    would leave the ship at 0 (GT-5.8.5 #15) where that ends the flight or feeds the
    Psychocannibals."""
    plain = [m for m in moves if m.startswith("power")]
    batteries = s.ships[seat].batteries()
    kind = card_kind(s.card)

    def spent(move: str) -> int:
        return sum(int(w) for w in move.split()[1:])
    most = max(plain, key=spent)
    detach = [m for m in moves if m.startswith("detach")]
    if detach and kind in ("open_space", "wide_open_space", "psychocannibals") \
            and not _moves_on(s, seat, most):
        return _cheapest_detach(s, seat, detach)
    room = batteries - reserve(s, seat)
    if kind in ("open_space", "wide_open_space"):
        room -= KEEP_BATTERIES
        return min(plain, key=lambda m: (not _moves_on(s, seat, m), spent(m) > room,
                                         -spent(m)))
    keep = [m for m in plain if spent(m) <= room]
    return max(keep, key=spent) if keep else most


KEEP_BATTERIES = 2  # what an Open Space leaves for the shields and cannons of later cards


def _cheapest_detach(s: State, seat: int, moves: list[str]) -> str:
    """The detachable tile whose loss costs least: most defective joins mended, nothing aboard,
    no engine or cabin, and the ship left in one piece per half."""

    ship = s.ships[seat]
    joins = defective_joins(ship)

    def cost(move: str) -> tuple[int, int, int, int]:
        q = _square(move)
        trial = ship.clone()
        trial.remove(q)
        kind = TILES[ship.tiles[q]].kind
        vital = kind in ENGINE_KINDS or kind in ("start", "cabin", "luxury")
        return (len(pieces(trial)) - len(ship.halves), vital,
                ship.crew.get(q, 0) + ship.batt.get(q, 0) + len(ship.goods.get(q, "")),
                -sum(q in j for j in joins))
    return min(moves, key=cost)


def _lose(s: State, seat: int, moves: list[str]) -> str:
    """Astronauts go first (an alien is worth more), except the last one: without an astronaut
    aboard the ship must give up (GT-3.10.2a), so an alien goes instead if there is one."""
    ship = s.ships[seat]
    last = ship.astronauts() <= 1

    def keep_value(move: str) -> tuple[bool, int]:
        q = _square(move)
        return ((q in ship.alien) != last, -ship.crew.get(q, 0))
    return min(moves, key=keep_value)


def _load(s: State, seat: int, moves: list[str]) -> str:
    loads = [m for m in moves if m.startswith("load")]
    if not loads:
        return "done"
    ship = s.ships[seat]

    def gain(move: str) -> tuple[int, int]:
        good = move.split()[1][0]
        q = _square(move)
        red_slot = TILES[ship.tiles[q]].red
        return (GOOD_VALUE[good], -red_slot if good != "r" else red_slot)
    return max(loads, key=gain)


def infection(s: State, seat: int, goods: int) -> int:
    """Astronauts that `goods` goods offered would cost under Infected Goods (GT-5.8.5 #14:
    only aliens load them safely)."""
    if not s.rr("infected_goods") or not goods:
        return 0
    return max(0, goods - len(s.ships[seat].aliens()))


def spare_astronauts(s: State, seat: int) -> int:
    """Astronauts beyond what the Slavers still to come could take and one to fly on."""
    return s.ships[seat].astronauts() - 1 - slavers_ahead(s)


def _land(s: State, seat: int, moves: list[str]) -> str:
    """Where the goods are worth the days, and never where the infected goods would take the
    astronauts a later Slavers card needs."""
    card = ALL_CARDS[s.card]
    room = free_slots(s, seat)
    best, pick = 0.0, "pass"
    for move in moves:
        if move == "pass":
            continue
        goods = card["planets"][int(move.split()[1]) - 1]
        worth = sum(sorted((GOOD_VALUE[g] for g in goods), reverse=True)[:room])
        sick = infection(s, seat, len(goods))
        if sick and sick > spare_astronauts(s, seat):
            continue
        value = worth - 0.6 * card["days"] - 3 * sick
        if value > best:
            best, pick = value, move
    return pick


def slavers_ahead(s: State) -> int:
    """The most crew a Slavers card could still take this flight: one of this round's level or
    lower not yet turned (GT-3.3.1: a round's deck holds cards of its level and below)."""
    turned = {card for card, _ in s.resolved} | {s.card}
    return max((card["lose"] for name, card in ALL_CARDS.items()
                if card.get("kind") == "slavers" and card["level"] <= s.round
                and name not in turned), default=0)


def _explore(s: State, seat: int, moves: list[str]) -> str:
    """An abandoned ship only if the astronauts left could still lose a Slavers fight and fly
    on (GT-3.9.3, GT-3.10.2a)."""
    card = ALL_CARDS[s.card]
    ship = s.ships[seat]
    if card["kind"] == "abandoned_ship":
        spare = ship.astronauts() - card["crew"]
        paid = card["credits"] >= card["crew"] + card["days"]
        return "explore" if paid and spare >= 2 + slavers_ahead(s) else "pass"
    sick = infection(s, seat, len(card.get("goods", "")))
    if sick and sick > spare_astronauts(s, seat):
        return "pass"
    return "explore" if free_slots(s, seat) >= 1 else "pass"


def _alien(s: State, seat: int, moves: list[str]) -> str:
    aliens = [m for m in moves if m.startswith("alien")]
    if not aliens:
        return "done"

    def rank(move: str) -> int:
        words = move.split()
        if words[1] == "teal":
            return ROLE_PREFERENCE.index(words[3])
        return -1
    return min(aliens, key=rank)


def _by_value(s: State, seat: int, moves: list[str]) -> str:
    """Discard, remove, drop: the least valuable tile or hold first."""
    ship = s.ships[seat]

    def cost(move: str) -> tuple[int, int]:
        q = _square(move)
        if q not in ship.tiles:
            return (0, q)
        return (len(ship.goods.get(q, "")) + ship.crew.get(q, 0) + ship.batt.get(q, 0), q)
    return min(moves, key=cost)


def _keep(s: State, seat: int, moves: list[str]) -> str:

    ship = s.ships[seat]
    parts = {p[0]: p for p in pieces(ship)}

    def value(move: str) -> tuple[bool, bool, int]:
        """A piece with an astronaut first (without one the ship gives up, GT-3.10.2a), then
        one with an engine (none: out at the next open space), then the biggest."""
        part = parts.get(_square(move), [])
        return (any(ship.crew.get(q) for q in part),
                any(TILES[ship.tiles[q]].kind in ENGINE_KINDS for q in part), len(part))
    return max(moves, key=value)


def _battery(s: State, seat: int, moves: list[str]) -> str:
    ship = s.ships[seat]
    return max(moves, key=lambda m: ship.batt.get(_square(m), 0))


def _first_of(*preferred: str) -> Callable[[State, int, list[str]], str]:
    def pick(s: State, seat: int, moves: list[str]) -> str:
        for move in preferred:
            if move in moves:
                return move
        return moves[0]
    return pick


def _jump(s: State, seat: int, moves: list[str]) -> str:
    """Hyperspace burns the engine it jumps with (GT-5.4.7): only to escape a card that would
    take the last astronauts, and only with an engine to spare."""

    jumps = [m for m in moves if m.startswith("jump")]
    ship = s.ships[seat]
    card = ALL_CARDS.get(s.card, {})
    doomed = card.get("kind") == "slavers" and ship.crew_total() <= card["lose"]
    spare = all(single_engines(ship, h) >= 2 for h in ship.halves)
    return jumps[0] if doomed and jumps and spare else "pass"


def _cross(s: State, seat: int, moves: list[str]) -> str:
    """Wait out an asteroid field or crossfire (days only) unless the leader would lap the ship
    meanwhile (GT-3.1.4)."""

    days = INTRIGUE.get(s.card, {}).get("days", 0)
    top = leader(s)
    gap = (s.pos[top] or 0) - (s.pos[seat] or 0) if top is not None else 0
    return "cross" if gap + days >= TRACK_LEN - 4 else "wait"


def _bid(s: State, seat: int, moves: list[str]) -> str:
    bids = [m for m in moves if m.startswith("bid")]
    limit = 1 if s.ctx.get("auction", {}).get("currency") == "engines" else 3
    ok = [m for m in bids if int(m.split()[1]) <= limit]
    return ok[0] if ok else "pass"


def _union(s: State, seat: int, moves: list[str]) -> str:
    pays = [m for m in moves if m.startswith("union")]
    return pays[0] if pays else "refuse"


def _target(s: State, seat: int, moves: list[str]) -> str:
    mine = s.ships[seat].tiles

    def harm(move: str) -> int:
        col, row = (int(x) for x in move.split()[1].split(","))
        q = square(col, row)
        return sum(1 for ship in s.ships if q in ship.tiles) - (3 if q in mine else 0)
    return max(moves, key=harm)


PICK_BAR = 2.5  # how well a depot or junkyard tile must sit to be worth taking


def _pick(s: State, seat: int, moves: list[str]) -> str:
    """The depot's or junkyard's tile that would sit best on the ship, if it sits well; the
    junkyard's crew price only from astronauts to spare (GT-3.10.2a)."""

    price = (s.pending or {}).get("then", [0, 0, 0])[2]
    if price and price > spare_astronauts(s, seat):
        return "pass"
    best, pick = PICK_BAR, "pass"
    for move in moves:
        if move.startswith("pick"):
            score, place = best_placement(s, seat, tile=int(move.split()[1]), strict=True)
            if place and score > best:
                best, pick = score, move
    return pick


def _fit(s: State, seat: int, moves: list[str]) -> str:
    """The picked tile's best free square."""

    _, place = best_placement(s, seat, tile=(s.pending or {}).get("tile", 0), strict=True)
    return place if place in moves else next((m for m in moves if m.startswith("place")),
                                             "pass")


RULES: dict[str, Callable[[State, int, list[str]], str]] = {
    "fire": _fire, "power": _power, "lose": _lose, "load": _load, "land": _land,
    "explore": _explore, "alien": _alien, "discard": _by_value, "remove": _by_value,
    "drop": _by_value, "keep": _keep, "repair_keep": _keep, "battery": _battery,
    "defend": _first_of("shoot", "shield", "take hit"), "reward": _first_of("take"),
    "diplomat": _first_of("diplomat"), "wake": lambda s, p, m: m[0], "hyperspace": _jump,
    "cross": _cross, "bid": _bid,
    "mob": _first_of("pay"),  # 7 credits, on loan if need be (GT-5.7.6): the starting cabin
    # (and what hangs on it) is worth more
    "demand": lambda s, p, m: m[len(m) // 2], "pay_or_fire": lambda s, p, m: (
        "pay" if s.pending and s.pending.get("amount", 9) <= 3 else "refuse"),
    "union": _union, "guess": _first_of("guess 4"), "offer": _first_of("offer 0"),
    "target": _target, "pick": _pick, "fit": _fit,
}


def flight_move(s: State, seat: int) -> str:
    d: dict[str, Any] = s.pending or {}
    moves = options(s, seat)
    rule = RULES.get(d.get("kind", ""))
    return rule(s, seat, moves) if rule else moves[0]
