"""`view(state, seat)`: what one seat (or a spectator, None) may see, as typed data for the table:
each ship square by square, derived stats, clocks, the flight board, the card being resolved,
the open decision, and the events of the last move. Hidden: the tile in another player's hand,
face-down tiles, other players' private returns and Made to Order tiles, the piles they peeked
at, intrigue cards, the deck order, the RNG; and, while a duplicate deal is being built, the
other ships' tiles and reserves (they would show a player their own next draws).
"""

from __future__ import annotations

from typing import Any, TypedDict

from games.galaxy_trucker.building import building, can_peek, mto_free, shared, slot
from games.galaxy_trucker.data import ALL_CARDS, card_kind
from games.galaxy_trucker.data.rewards import TRACK_LEN, budget
from games.galaxy_trucker.events import ScoreRow
from games.galaxy_trucker.flight import declarations
from games.galaxy_trucker.geometry import col_of, label, row_of
from games.galaxy_trucker.launch import deck_size
from games.galaxy_trucker.report import fire_choices, fire_value, halves_here, participates
from games.galaxy_trucker.ship import Ship, goods_value
from games.galaxy_trucker.state import State
from games.galaxy_trucker.stats import double_engines, engine_power, firepower, kind, shield_covers
from games.galaxy_trucker.structure import exposed, exposed_sides, legal_placements
from games.galaxy_trucker.tiles import DIRECTIONS, SEAT_COLOURS, SIDES, TILES

SIDE_NAMES = {"-": "smooth", "S": "single", "D": "double", "U": "universal", "B": "barrel",
              "X": "exhaust"}
ALIEN_NAMES = {"p": "purple", "b": "brown", "t": "teal"}
RELATIVE = ("front", "right", "rear", "left")


class TileView(TypedDict):
    square: str
    col: int
    row: int
    tile: int
    kind: str
    rotation: int  # degrees clockwise
    sides: list[str]  # towards north, east, south, west: smooth/single/double/universal/…
    crew: int
    alien: str  # purple, brown, teal or ""
    sleepers: int
    batteries: int
    battery_capacity: int
    goods: list[str]
    slots: int
    red_slots: int
    half: int
    dead: bool  # in the Dead Zone
    exposed: int


class ShipStats(TypedDict):
    crew: int
    astronauts: int
    aliens: list[str]
    sleepers: int
    batteries: int
    engine_min: int
    engine_max: int
    fire_min: float
    fire_max: float
    shields: list[str]  # ship sides covered by at least one shield: front, right, rear, left
    exposed: int
    goods: list[str]
    goods_value: int


class ShipView(TypedDict):
    seat: int
    colour: str
    ship_class: str
    front: str
    squares: list[str]
    start: str | None
    halves: list[int]
    tiles: list[TileView]
    lost: list[int]
    reserve: list[int]
    hand: int | None  # only its owner sees the tile; others see None
    holding: bool
    last_placed: str | None
    lost_area: str | None
    stats: ShipStats
    hidden: bool  # duplicate deal, still building: tiles, reserve and stats kept from this viewer
    tile_count: int  # tiles placed, shown even while hidden


class PlayerView(TypedDict):
    seat: int
    colour: str
    credits: int
    loans: int
    clock: int
    finished: bool
    finish_clock: int | None
    finish_rank: int | None  # among the finishes so far (1: first), late ones included
    order_tile: int | None
    flying: bool
    gave_up: bool
    distance: int | None
    space: int | None
    role: str
    hyperspace: list[int]
    retiring: bool  # a give-up declared (only its player sees it, GT-3.10.1)
    intrigue_cards: list[str] | None
    intrigue_count: int
    peeked_piles: list[int]


class PlacementOption(TypedDict):
    square: str
    rotations: list[int]


class BuildView(TypedDict):
    mode: str
    budget: int
    strict: bool
    face_down_left: list[int]  # per pool: one per seat (duplicate deal) or one shared
    face_up: list[int]  # the viewer's returns, or the shared market
    made_to_order: list[int]
    piles: int
    peeked: dict[str, list[str]]  # the viewer's own peeks: pile -> cards
    can_peek: bool
    placements: list[PlacementOption]  # where the viewer's tile in hand may go
    awaiting: list[int]


class CardView(TypedDict):
    id: str
    kind: str
    level: int
    data: dict[str, Any]


class DecisionView(TypedDict):
    kind: str
    seats: list[int]
    details: dict[str, Any]


class RoundResult(TypedDict):
    round: int
    rows: list[ScoreRow]


class GameView(TypedDict):
    viewer: int | None
    phase: str
    round: int
    ship_class: str
    seats: int
    options: dict[str, Any]
    players: list[PlayerView]
    ships: list[ShipView]
    flight_order: list[int]
    track_length: int
    building: BuildView | None
    rough_roads: list[str]
    dead_column: int
    deck_left: int  # cards left in the adventure deck; before it is assembled, those it will hold
    deck_ready: bool  # the adventure deck is assembled (at launch, GT-3.3.3; the piles are gone)
    card: CardView | None
    decision: DecisionView | None
    depot: list[int]
    events: list[dict[str, Any]]
    card_events: list[dict[str, Any]]
    results: list[RoundResult]
    scores: list[int]
    over: bool
    declarations: list[str]  # what the viewer may declare at any time in flight (GT-3.10.1)


def tile_view(s: State, ship: Ship, q: int) -> TileView:
    tile = ship.tiles[q]
    spec = TILES[tile]
    return {"square": label(q), "col": col_of(q), "row": row_of(q), "tile": tile,
            "kind": spec.kind, "rotation": ship.rot[q] * 90,
            "sides": [SIDE_NAMES[c] for c in SIDES[tile][ship.rot[q]]],
            "crew": ship.crew.get(q, 0), "alien": ALIEN_NAMES.get(ship.alien.get(q, ""), ""),
            "sleepers": ship.sleep.get(q, 0), "batteries": ship.batt.get(q, 0),
            "battery_capacity": spec.batteries, "goods": list(ship.goods.get(q, "")),
            "slots": spec.slots, "red_slots": spec.red, "half": ship.half(q),
            "dead": kind(ship, q, s.dead_col) != spec.kind, "exposed": exposed_sides(ship, q)}


def ship_stats(s: State, seat: int) -> ShipStats:
    ship = s.ships[seat]
    powered = [len(double_engines(ship, h, s.dead_col)) for h in ship.halves]
    batteries = ship.batteries()
    spare = [min(p, batteries) for p in powered]
    fire_max = fire_min = firepower(ship, [], [], s.dead_col)
    if ship.tiles and (s.phase == "flight" and participates(s, seat)) and halves_here(s, seat):
        fire_max = max(fire_value(s, seat, p, b) for p, b in fire_choices(s, seat))
    covered = {d for q in ship.tiles if kind(ship, q, s.dead_col) == "shield"
               for d in range(4) if shield_covers(ship, q, (ship.front + d) % 4)}
    goods = ship.all_goods()
    return {"crew": ship.crew_total(), "astronauts": ship.astronauts(),
            "aliens": [ALIEN_NAMES[a] for a in sorted(ship.aliens())],
            "sleepers": sum(ship.sleep.values()), "batteries": batteries,
            "engine_min": engine_power(ship, [0] * len(ship.halves), s.dead_col),
            "engine_max": engine_power(ship, spare, s.dead_col),
            "fire_min": fire_min / 2, "fire_max": fire_max / 2,
            "shields": [RELATIVE[d] for d in sorted(covered)], "exposed": exposed(ship),
            "goods": list(goods), "goods_value": goods_value(goods)}


def hidden_ship(s: State, seat: int, viewer: int | None) -> bool:
    """Duplicate deal: every player draws the same tiles in the same order, so the tiles another
    player placed or reserved would show you your own next draws. Until building ends a ship is
    shown only to its builder; the others see how many tiles it has and whether it finished."""
    return s.phase == "build" and not shared(s) and viewer != seat


def hidden_stats() -> ShipStats:
    return {"crew": 0, "astronauts": 0, "aliens": [], "sleepers": 0, "batteries": 0,
            "engine_min": 0, "engine_max": 0, "fire_min": 0.0, "fire_max": 0.0, "shields": [],
            "exposed": 0, "goods": [], "goods_value": 0}


def ship_view(s: State, seat: int, viewer: int | None) -> ShipView:
    ship = s.ships[seat]
    layout = ship.layout
    hidden = hidden_ship(s, seat, viewer)
    return {"seat": seat, "colour": SEAT_COLOURS[seat], "ship_class": ship.cls,
            "front": DIRECTIONS[ship.front], "squares": [label(q) for q in layout.order],
            "start": label(layout.start) if layout.start is not None else None,
            "halves": list(ship.halves),
            "tiles": [] if hidden else [tile_view(s, ship, q) for q in sorted(ship.tiles)],
            "lost": list(ship.lost), "reserve": [] if hidden else list(ship.reserve),
            "hand": ship.hand if viewer == seat and ship.hand else None,
            "holding": bool(ship.hand),
            "last_placed": label(ship.last) if ship.last >= 0 and not hidden else None,
            "lost_area": layout.lost_areas.get(DIRECTIONS[ship.front]),
            "stats": hidden_stats() if hidden else ship_stats(s, seat),
            "hidden": hidden, "tile_count": len(ship.tiles)}


def player_view(s: State, seat: int, viewer: int | None) -> PlayerView:
    pos = s.pos[seat]
    order = s.order.index(seat) + 1 if seat in s.order else None
    return {"seat": seat, "colour": SEAT_COLOURS[seat], "credits": s.credits[seat],
            "loans": s.loans[seat], "clock": s.clock[seat],
            "finished": s.finish[seat] is not None,
            "finish_clock": finish[0] if (finish := s.finish[seat]) else None,
            "finish_rank": 1 + sum(1 for f in s.finish if f is not None and f[1] < finish[1])
            if finish else None,
            "order_tile": order, "flying": s.flying[seat], "gave_up": s.gave_up[seat],
            "distance": pos, "space": None if pos is None else pos % TRACK_LEN,
            "role": s.role[seat],
            "hyperspace": list(s.hyper[seat]),
            "retiring": bool(s.retire[seat]) and viewer == seat,  # private until it acts
            "intrigue_cards": list(s.hand_cards[seat]) if viewer == seat else None,
            "intrigue_count": len(s.hand_cards[seat]), "peeked_piles": list(s.peeked[seat])}


def placements(s: State, seat: int) -> list[PlacementOption]:
    """Squares (and rotations) where the tile in `seat`'s hand may be placed now: what a
    building panel offers in its select."""
    ship = s.ships[seat]
    if s.phase != "build" or not ship.hand:
        return []
    out: dict[str, list[int]] = {}
    for q, r in legal_placements(ship, ship.hand, bool(s.opts["strict_building"]),
                                 s.rr("somersault")):
        out.setdefault(label(q), []).append(r * 90)
    return [{"square": q, "rotations": rots} for q, rots in out.items()]


def build_view(s: State, viewer: int | None) -> GameView:
    seat_ok = viewer is not None and 0 <= viewer < s.n
    me = viewer if seat_ok else None
    building_view: BuildView | None = None
    if s.phase in ("build", "scheme"):
        peeks = {str(p): list(s.piles[p - 1]) for p in (s.peeked[me] if me is not None else [])}
        building_view = {
            "mode": s.opts["building"], "budget": budget(s.round),
            "strict": bool(s.opts["strict_building"]),
            "face_down_left": [len(s.seq) - p for p in s.ptr],
            "face_up": list(s.faceup[0]) if shared(s) else
            (list(s.faceup[slot(s, me)]) if me is not None else []),
            "made_to_order": mto_free(s, me) if me is not None else [],
            "piles": len(s.piles), "peeked": peeks,
            "can_peek": me is not None and can_peek(s.ships[me]),
            "placements": placements(s, me) if me is not None else [],
            "awaiting": building(s) if s.phase == "build" else
            [p for p in range(s.n) if not s.choice[p]],
        }
    card: CardView | None = None
    if s.card:
        info = ALL_CARDS[s.card]
        card = {"id": s.card, "kind": card_kind(s.card), "level": int(info.get("level", 0)),
                "data": {k: v for k, v in info.items() if k not in ("kind", "level", "type")}}
    return {
        "viewer": viewer, "phase": s.phase, "round": s.round,
        "ship_class": s.ships[0].cls if s.ships else "", "seats": s.n, "options": dict(s.opts),
        "players": [player_view(s, p, me) for p in range(s.n)],
        "ships": [ship_view(s, p, me) for p in range(s.n)],
        "flight_order": s.active(), "track_length": TRACK_LEN, "building": building_view,
        "rough_roads": list(s.rough), "dead_column": s.dead_col,
        "deck_left": deck_size(s) if s.piles else len(s.deck), "deck_ready": not s.piles,
        "card": card, "decision": decision_view(s), "depot": list(s.depot),
        "events": visible(s.events, me), "card_events": visible(s.card_events, me),
        "results": [{"round": r["round"], "rows": r["rows"]} for r in s.results],
        "scores": list(s.credits), "over": s.phase == "over",
        "declarations": declarations(s, me) if me is not None else [],
    }


def visible(events: list[dict[str, Any]], viewer: int | None) -> list[dict[str, Any]]:
    return [dict(e) for e in events if e.get("private") in (None, viewer)]


PUBLIC_DETAILS = ("shot", "tile", "amount", "target", "among", "half")


def decision_view(s: State) -> DecisionView | None:
    d = s.pending
    if d is None:
        return None
    seats = [p for p in d["seats"] if str(p) not in d["answers"]] if "seats" in d else [d["seat"]]
    details = {k: d[k] for k in PUBLIC_DETAILS if k in d}
    if "square" in d:
        details["square"] = label(d["square"])
    if d["kind"] == "land":
        details["landed"] = s.ctx.get("landed", {})
    if d["kind"] == "bid":
        details["high"] = s.ctx["auction"]["high"]
        details["holder"] = s.ctx["auction"]["holder"]
    if d["kind"] == "load":
        details["pending"] = d["session"]["new"] + d["session"]["old"]
    if d["kind"] in ("fire", "power") and "values" in s.ctx:
        details["reported"] = dict(s.ctx["values"])
    return {"kind": d["kind"], "seats": seats, "details": details}
