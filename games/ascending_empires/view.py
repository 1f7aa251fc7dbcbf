"""`view()` (the JSON contract of /tmp/spec/ae.md) and `predict()` (the flick preview, AE-6.3).

The view hides every face-down planet from a seat that has not seen it (kind `unknown`, colour
null) and every hidden event field from the other seats; spectators see face-up planets only.
Besides the last move (`events`, `last_flick`), it tells every move of the turn in progress
(`turn_events`, `turn_flicks`) and of the turn just finished (`previous_turn`), ruling 19.
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict, cast

from games.ascending_empires import combat
from games.ascending_empires import flicks as F
from games.ascending_empires import movement as M
from games.ascending_empires import research as R
from games.ascending_empires.board import (
    blockaded,
    is_home,
    orbit_map,
    orbits_of,
    piece_count,
    ships_of,
    starships_of,
)
from games.ascending_empires.data import (
    BOARD,
    HOLE_QUADRANT,
    HOLE_XY,
    HOLES,
    LETTERS,
    PLANET_COLOURS,
    SEAT_COLOURS,
    is_battleship,
    ship_owner,
)
from games.ascending_empires.notation import fmt
from games.ascending_empires.rules import validate
from games.ascending_empires.scoring import (
    ScoreParts,
    breakdown,
    ranking,
    ranking_explained,
    total,
)
from games.ascending_empires.state import State, copy_json
from games.base import IllegalMove

# --- the events (what a move did; `events`, `turn_events`, `previous_turn`) --------------------


class BoxItems(TypedDict):
    """Pieces moved from the box to the supply."""

    troops: int
    ships: int


class SetupEvent(TypedDict):
    kind: Literal["setup"]
    seat: int
    first: int


class RecruitEvent(TypedDict):
    kind: Literal["recruit"]
    seat: int
    planets: list[str]
    move: str


class ReturnEvent(TypedDict):
    kind: Literal["return"]
    seat: int
    planet: str
    move: str


class LaunchEvent(TypedDict):
    kind: Literal["launch"]
    seat: int
    planet: str
    ship: str
    angle: float  # where on the orbit ring (AE-8.3), degrees clockwise from east
    move: str


class FlickEvent(TypedDict):
    kind: Literal["flick"]
    seat: int
    ship: str
    hit: str | None
    off_board: list[str]
    move: str  # the flick as aimed (without its record)


class RamEvent(TypedDict):
    kind: Literal["ram"]
    seat: int
    ship: str
    target: str
    victim: int
    vp: int


class PeekSecret(TypedDict):
    tile: str


class PeekEvent(TypedDict):
    kind: Literal["peek"]
    seat: int
    ship: str
    planet: str
    move: str
    hidden: NotRequired[PeekSecret]  # in the state only
    tile: NotRequired[str]  # in the acting seat's own view only


class LandEvent(TypedDict):
    kind: Literal["land"]
    seat: int
    ship: str
    planet: str
    tile: str
    revealed: bool


class DeclineEvent(TypedDict):
    kind: Literal["decline"]
    seat: int
    ship: str
    planet: str


class DoneEvent(TypedDict):
    kind: Literal["done"]
    seat: int
    mp_left: int
    auto: bool  # the Move ended because no MP could be used (AE-8.5)


class AttackEvent(TypedDict):
    kind: Literal["attack"]
    seat: int
    target: str
    victim: int
    attackers: list[str]
    vp: int
    move: str


class Pieces(TypedDict):
    troops: int
    colonies: int
    cities: int
    stations: int


class BombardEvent(TypedDict):
    kind: Literal["bombard"]
    seat: int
    planet: str
    victim: int
    attackers: list[str]
    pieces: Pieces
    vp: int
    move: str


class MineEvent(TypedDict):
    kind: Literal["mine"]
    seat: int
    planet: str
    troops: int
    vp: int
    move: str


class BuildEvent(TypedDict):
    kind: Literal["build"]
    seat: int
    planet: str
    piece: Literal["station", "colony", "city"]
    move: str


class ResearchEvent(TypedDict):
    kind: Literal["research"]
    seat: int
    colour: str
    level: int
    first: bool
    vp: int
    effect: dict[str, int]
    got: BoxItems
    move: str


class AllColoursEvent(TypedDict):
    kind: Literal["all_colours"]
    seat: int
    level: int
    got: BoxItems


class RetireEvent(TypedDict):
    kind: Literal["retire"]
    seat: int
    ships: list[str]
    move: str


class ScanSecret(TypedDict):
    tiles: dict[str, str]


class ScanEvent(TypedDict):
    kind: Literal["scan"]
    seat: int
    planets: list[str]
    hidden: NotRequired[ScanSecret]  # in the state only
    tiles: NotRequired[dict[str, str]]  # in the acting seat's own view only


class PoolEmptyEvent(TypedDict):
    kind: Literal["pool_empty"]
    seat: int
    last_round: bool


class GameOverEvent(TypedDict):
    kind: Literal["game_over"]
    seat: int


Event = (SetupEvent | RecruitEvent | ReturnEvent | LaunchEvent | FlickEvent | RamEvent
         | PeekEvent | LandEvent | DeclineEvent | DoneEvent | AttackEvent | BombardEvent
         | MineEvent | BuildEvent | ResearchEvent | AllColoursEvent | RetireEvent | ScanEvent
         | PoolEmptyEvent | GameOverEvent)


# --- the view ------------------------------------------------------------------------------------


class FlickView(TypedDict):
    """A flick's picture: `last_flick`, `turn_flicks`, `predict()`."""

    seat: int
    ship: str
    angle: float
    power: float
    actual_angle: float  # after the aim error (AE-6.2)
    actual_power: float
    path: list[list[float]]
    pushed: dict[str, list[list[float]]]
    hit: str | None
    destroyed: list[str]
    off_board: list[str]
    orbit: str | None
    move: str


class FlickRecord(TypedDict):
    """What the state keeps of a played flick: its inputs (every ship's place before it) and
    its outcome; the view pictures it (`FlickView`) by simulating the path again."""

    seat: int
    ship: str
    angle: float
    power: float
    actual_angle: float
    actual_power: float
    before: dict[str, list[float]]
    rests: dict[str, list[float] | None]  # moved ships: where they came to rest (None: off)
    hit: str | None
    destroyed: list[str]
    off_board: list[str]
    orbit: str | None
    move: str


class TurnMove(TypedDict):
    """One move of a turn as the state keeps it (ruling 19)."""

    events: list[Event]
    flick: FlickRecord | None


class TurnRecord(TypedDict):
    turn: int
    seat: int
    moves: list[TurnMove]


class BoardView(TypedDict):
    size: float
    planet_radius: float
    orbit_radius: float
    ship_radius: float
    battleship_radius: float
    range_short: float
    range_long: float
    quadrants: dict[str, list[float]]


class PlanetView(TypedDict):
    id: str
    x: float
    y: float
    quadrant: str
    kind: Literal["homeworld", "asteroid", "planet", "unknown"]
    colour: str | None
    face_up: bool
    known: bool
    home_of: int | None
    occupant: int | None
    troops: int
    colonies: int
    cities: int
    stations: int
    blockaded: bool
    defended: bool


class ShipView(TypedDict):
    id: str
    seat: int
    x: float
    y: float
    battleship: bool
    orbit: str | None


class SupplyView(TypedDict):
    """The pieces a player has ready to play (AE-2.2)."""

    troops: int
    ships: int
    battleship: int
    colonies: int
    cities: int
    stations: int


class PlayerView(TypedDict):
    seat: int
    colour: str
    letter: str
    vp_tokens: int
    score: int
    score_parts: ScoreParts
    tech: dict[str, int]
    supply: SupplyView
    box: BoxItems  # pieces not yet in play, brought into the supply by bonuses (AE-5.3)
    mp_left: int
    mp_total: int


class PeekPending(TypedDict):
    kind: Literal["land_peek"]
    planet: str
    ship: str
    colour: str | None
    planet_kind: Literal["planet", "asteroid", "unknown"]


class CombatPending(TypedDict):
    kind: Literal["combat"]
    options: list[str]


class RetirePending(TypedDict):
    kind: Literal["retire"]
    count: int
    options: list[str]


Pending = PeekPending | CombatPending | RetirePending


class TurnView(TypedDict):
    turn: int
    seat: int
    events: list[list[Event]]
    flicks: list[FlickView | None]


class RankingReason(TypedDict):
    seats: list[int]
    reason: str


class AEView(TypedDict):
    """`view(state, seat)`: what one seat (None: a spectator) may see."""

    game: Literal["ascending_empires"]
    seats: int
    viewer: int | None
    turn: int
    round: int
    to_act: int | None
    over: bool
    last_round: bool
    phase: str
    aim_error: str
    board: BoardView
    planets: list[PlanetView]
    ships: list[ShipView]
    players: list[PlayerView]
    vp_pool: int
    vp_box: int  # VP tokens left in the box once the pool is empty (AE-8.1)
    first_to_level: dict[str, list[int | None]]
    last_flick: FlickView | None
    pending: Pending | None
    events: list[Event]
    turn_events: list[list[Event]]
    turn_flicks: list[FlickView | None]
    previous_turn: TurnView | None
    ranking: list[list[int]]
    ranking_explained: list[RankingReason]


BOARD_VIEW: BoardView = {
    "size": BOARD["size"], "planet_radius": BOARD["radii"]["planet"],
    "orbit_radius": BOARD["radii"]["orbit"], "ship_radius": BOARD["radii"]["ship"],
    "battleship_radius": BOARD["radii"]["battleship"], "range_short": BOARD["range"]["short"],
    "range_long": BOARD["range"]["long"], "quadrants": BOARD["quadrants"],
}


def _opt(x: int) -> int | None:
    return None if x < 0 else x


_KINDS: dict[str, Literal["homeworld", "asteroid"]] = {"home": "homeworld",
                                                       "asteroid": "asteroid"}


def _planets(s: State, seat: int | None) -> list[PlanetView]:
    orbits = orbit_map(s)
    out: list[PlanetView] = []
    for h in HOLES:
        tile = s.tiles[h]
        up = h in s.face_up
        known = up or (seat is not None and h in s.known[seat])
        kind: Literal["homeworld", "asteroid", "planet", "unknown"] = (
            _KINDS.get(tile, "planet") if known else "unknown")
        occupied = s.occupant[h] >= 0 and not is_home(s, h) and piece_count(s, h) > 0
        x, y = HOLE_XY[h]
        here = s.pieces[h]
        out.append({
            "id": h, "x": x, "y": y, "quadrant": HOLE_QUADRANT[h], "kind": kind,
            "colour": tile if known and tile in PLANET_COLOURS else None,
            "face_up": up, "known": known,
            "home_of": s.homes.index(h) if tile == "home" else None,
            "occupant": _opt(s.occupant[h]),
            "troops": here["troops"], "colonies": here["colonies"], "cities": here["cities"],
            "stations": here["stations"],
            "blockaded": blockaded(s, h, orbits),
            "defended": occupied and len({ship_owner(x) for x in orbits[h]}) >= 2,
        })
    return out


def _players(s: State) -> list[PlayerView]:
    out: list[PlayerView] = []
    for p in range(s.n):
        acting = p == s.seat and s.phase in ("move", "peek")
        parts = breakdown(s, p)
        out.append({
            "seat": p, "colour": SEAT_COLOURS[p], "letter": LETTERS[p].upper(),
            "vp_tokens": s.vp[p], "score": total(parts), "score_parts": parts,
            "tech": dict(s.tech[p]),
            "supply": {
                "troops": s.supply[p]["troops"],
                "ships": len(starships_of(s, p, "supply")),
                "battleship": int(s.loc[LETTERS[p] + "b"] == "supply"),
                "colonies": s.supply[p]["colonies"], "cities": s.supply[p]["cities"],
                "stations": s.supply[p]["stations"],
            },
            "box": {"troops": s.supply[p]["box_troops"],
                    "ships": len(starships_of(s, p, "box"))},
            "mp_left": s.mp if acting else 0,
            "mp_total": M.total_mp(s, p),
        })
    return out


def _pending(s: State, seat: int | None) -> Pending | None:
    if s.phase == "peek" and s.pending is not None:
        h = s.pending["planet"]
        mine = seat == s.seat
        tile = s.tiles[h]
        return {"kind": "land_peek", "planet": h, "ship": s.pending["ship"],
                "colour": tile if mine and tile in PLANET_COLOURS else None,
                "planet_kind": ("asteroid" if tile == "asteroid" else "planet") if mine
                else "unknown"}
    if s.phase == "combat":
        return {"kind": "combat", "options": [fmt(a) for a in combat.options(s, s.seat)]}
    if s.phase == "retire":
        return {"kind": "retire", "count": int((s.pending or {}).get("count", 0)),
                "options": [fmt(a) for a in R.retire_moves(s, s.seat)]}
    return None


def shown_events(events: list[Event], seat: int | None) -> list[Event]:
    """Events as `seat` may read them: hidden facts only for the seat that learnt them."""
    out: list[Event] = []
    for e in events:
        shown = {k: v for k, v in e.items() if k != "hidden"}
        secret = e.get("hidden")
        if isinstance(secret, dict) and seat == e["seat"]:
            shown.update(secret)
        out.append(cast(Event, copy_json(shown)))
    return out


def _turn(moves: list[TurnMove], seat: int | None
          ) -> tuple[list[list[Event]], list[FlickView | None]]:
    """A turn's moves as two aligned lists: each move's events (filtered like `events`) and its
    flick record (null for a move that was not a flick)."""
    return ([shown_events(m["events"], seat) for m in moves],
            [_picture(m["flick"]) for m in moves])


def _picture(rec: FlickRecord | None) -> FlickView | None:
    return None if rec is None else F.picture(rec)


def _previous_turn(s: State, seat: int | None) -> TurnView | None:
    prev = s.previous_turn
    if prev is None:
        return None
    events, flicks = _turn(prev["moves"], seat)
    return {"turn": prev["turn"], "seat": prev["seat"], "events": events, "flicks": flicks}


def build_view(s: State, seat: int | None) -> AEView:
    ships: list[ShipView] = []
    for sid in ships_of_all(s):
        x, y = s.pos[sid]
        orbit = orbits_of(s, sid)
        ships.append({"id": sid, "seat": ship_owner(sid), "x": x, "y": y,
                      "battleship": is_battleship(sid), "orbit": orbit[0] if orbit else None})
    over = s.phase == "over"
    turn_events, turn_flicks = _turn(s.turn_moves, seat)
    return {
        "game": "ascending_empires", "seats": s.n, "viewer": seat, "turn": s.turn,
        "round": s.round, "to_act": None if over else s.seat, "over": over,
        "last_round": s.ender >= 0, "phase": s.phase, "aim_error": s.aim,
        "board": copy_json(BOARD_VIEW),
        "planets": _planets(s, seat),
        "ships": ships,
        "players": _players(s),
        "vp_pool": s.pool,
        "vp_box": s.vp_box,
        "first_to_level": {c: [_opt(x) for x in s.first_to_level[c]] for c in PLANET_COLOURS},
        "last_flick": _picture(s.last_flick),
        "pending": _pending(s, seat),
        "events": shown_events(s.events, seat),
        "turn_events": turn_events,
        "turn_flicks": turn_flicks,
        "previous_turn": _previous_turn(s, seat),
        "ranking": ranking(s),
        "ranking_explained": [{"seats": g, "reason": r} for g, r in ranking_explained(s)],
    }


def ships_of_all(s: State) -> list[str]:
    return [sid for p in range(s.n) for sid in ships_of(s, p)]


def predict(s: State, seat: int, move: str) -> FlickView:
    """AE-6.3: what a flick would do, without the aim error and without changing the state.

    The same shape as `view()["last_flick"]`; raises IllegalMove as `apply` would."""
    a = validate(s, seat, move, record=False)
    if a[0] != "flick":
        raise IllegalMove("ae.err.preview_flick_only", rule="AE-6.3")
    return F.preview(s, seat, a)
