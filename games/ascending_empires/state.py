"""The game state: a slotted object of small dicts and lists, a cheap `clone`, JSON encode/decode.

Planets are kept per hole: the tile in it (`home`, a colour or `asteroid`), whether it is face
up, which seats have seen it face down, its occupant and the occupant's pieces there. Ships are
kept per piece id (`r1`..`r8`, `rb`): where the piece is and, on the board, its centre.
`events` and `last_flick` tell the last move; `turn_moves` keeps them for every move of the turn
in progress and `previous_turn` for the turn just finished (ruling 19), so a table can tell a
whole turn from the state alone, e.g. after a restart.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.ascending_empires.data import HOLES, PLANET_COLOURS, VP_POOL, VP_TOKENS

if TYPE_CHECKING:
    from games.ascending_empires.view import Event, FlickRecord, TurnMove, TurnRecord

VERSION = 2  # 2: the VP box (AE-8.1) and flick records instead of pictures
PIECE_KINDS = ("troops", "colonies", "cities", "stations")


class State:
    """One position. Seats are 0-based; `seat` is the seat to act (or the last one, when over)."""

    __slots__ = (
        "aim",
        "ender",
        "events",
        "face_up",
        "first",
        "first_to_level",
        "homes",
        "known",
        "last_flick",
        "loc",
        "mp",
        "n",
        "occupant",
        "pending",
        "phase",
        "pieces",
        "pool",
        "pos",
        "previous_turn",
        "rng",
        "round",
        "seat",
        "supply",
        "tech",
        "tiles",
        "turn",
        "turn_moves",
        "used",
        "vp",
        "vp_box",
    )

    n: int
    aim: str
    rng: int
    turn: int
    round: int
    seat: int
    first: int
    phase: str
    mp: int
    pool: int
    vp_box: int
    ender: int
    homes: list[str]
    tiles: dict[str, str]
    face_up: set[str]
    known: list[set[str]]
    occupant: dict[str, int]
    pieces: dict[str, dict[str, int]]
    supply: list[dict[str, int]]
    loc: dict[str, str]
    pos: dict[str, tuple[float, float]]
    tech: list[dict[str, int]]
    vp: list[int]
    first_to_level: dict[str, list[int]]
    pending: dict[str, Any] | None
    used: list[str]
    last_flick: FlickRecord | None
    events: list[Event]
    turn_moves: list[TurnMove]
    previous_turn: TurnRecord | None

    def clone(self) -> State:
        c = State.__new__(State)
        c.n = self.n
        c.aim = self.aim
        c.rng = self.rng
        c.turn = self.turn
        c.round = self.round
        c.seat = self.seat
        c.first = self.first
        c.phase = self.phase
        c.mp = self.mp
        c.pool = self.pool
        c.vp_box = self.vp_box
        c.ender = self.ender
        c.homes = self.homes[:]
        c.tiles = dict(self.tiles)
        c.face_up = set(self.face_up)
        c.known = [set(k) for k in self.known]
        c.occupant = dict(self.occupant)
        c.pieces = {h: dict(p) for h, p in self.pieces.items()}
        c.supply = [dict(p) for p in self.supply]
        c.loc = dict(self.loc)
        c.pos = dict(self.pos)
        c.tech = [dict(t) for t in self.tech]
        c.vp = self.vp[:]
        c.first_to_level = {k: v[:] for k, v in self.first_to_level.items()}
        c.pending = copy_json(self.pending)
        c.used = self.used[:]
        c.last_flick = self.last_flick  # replaced, never changed in place
        c.events = self.events[:]
        c.turn_moves = self.turn_moves[:]  # entries are replaced, never changed in place
        c.previous_turn = self.previous_turn
        return c


_SCALARS = frozenset({str, int, float, bool, type(None)})


def copy_json(x: Any) -> Any:
    """A deep copy of plain JSON data (dicts, lists, scalars): faster than `copy.deepcopy`
    (scalars are kept as they are without a call)."""
    if type(x) is dict:
        return {k: v if type(v) in _SCALARS else copy_json(v) for k, v in x.items()}
    if type(x) is list:
        return [v if type(v) in _SCALARS else copy_json(v) for v in x]
    return x


def _opt(x: int) -> int | None:
    return None if x < 0 else x


def _neg(x: int | None) -> int:
    return -1 if x is None else int(x)


def _box_left(n: int, pool: int, players: list[dict[str, Any]]) -> int:
    """The VP tokens left in the box of a game saved before the box was kept (AE-8.1)."""
    from_pool = VP_POOL[n] - pool
    from_box = sum(int(p["vp"]) for p in players) - from_pool
    return max(0, VP_TOKENS - VP_POOL[n] - from_box)


def encode(s: State) -> dict[str, Any]:
    known_by: dict[str, list[int]] = {h: [] for h in HOLES}
    for p, seen in enumerate(s.known):
        for h in seen:
            known_by[h].append(p)
    tiles, face_up, occupant, pieces = s.tiles, s.face_up, s.occupant, s.pieces
    planets = {
        h: {
            "tile": tiles[h],
            "face_up": h in face_up,
            "known_by": known_by[h],
            "occupant": _opt(occupant[h]),
            **pieces[h],
        }
        for h in HOLES
    }
    ships = {
        sid: (
            {"at": at, "x": s.pos[sid][0], "y": s.pos[sid][1]} if at == "board" else {"at": at}
        )
        for sid, at in s.loc.items()
    }
    return {
        "game": "ascending_empires",
        "version": VERSION,
        "seats": s.n,
        "aim_error": s.aim,
        "rng": s.rng,
        "turn": s.turn,
        "round": s.round,
        "seat": s.seat,
        "first": s.first,
        "phase": s.phase,
        "mp": s.mp,
        "vp_pool": s.pool,
        "vp_box": s.vp_box,
        "ender": _opt(s.ender),
        "homes": list(s.homes),
        "planets": planets,
        "players": [
            {**s.supply[p], "vp": s.vp[p], "tech": dict(s.tech[p])} for p in range(s.n)
        ],
        "ships": ships,
        "first_to_level": {c: [_opt(x) for x in s.first_to_level[c]] for c in PLANET_COLOURS},
        "pending": copy_json(s.pending),
        "combat_used": list(s.used),
        "last_flick": copy_json(s.last_flick),
        "events": copy_json(s.events),
        "turn_moves": copy_json(s.turn_moves),
        "previous_turn": copy_json(s.previous_turn),
    }


def decode(d: dict[str, Any]) -> State:
    s = State.__new__(State)
    s.n = int(d["seats"])
    s.aim = str(d["aim_error"])
    s.rng = int(d["rng"])
    s.turn = int(d["turn"])
    s.round = int(d["round"])
    s.seat = int(d["seat"])
    s.first = int(d["first"])
    s.phase = str(d["phase"])
    s.mp = int(d["mp"])
    s.pool = int(d["vp_pool"])
    s.vp_box = int(d["vp_box"]) if "vp_box" in d else _box_left(s.n, s.pool, d["players"])
    s.ender = _neg(d["ender"])
    s.homes = [str(h) for h in d["homes"]]
    planets = d["planets"]
    s.tiles = {h: str(planets[h]["tile"]) for h in HOLES}
    s.face_up = {h for h in HOLES if planets[h]["face_up"]}
    s.known = [{h for h in HOLES if p in planets[h]["known_by"]} for p in range(s.n)]
    s.occupant = {h: _neg(planets[h]["occupant"]) for h in HOLES}
    s.pieces = {h: {k: int(planets[h][k]) for k in PIECE_KINDS} for h in HOLES}
    players = d["players"]
    s.supply = [
        {k: int(p[k]) for k in ("troops", "box_troops", "colonies", "cities", "stations")}
        for p in players
    ]
    s.vp = [int(p["vp"]) for p in players]
    s.tech = [{c: int(p["tech"][c]) for c in PLANET_COLOURS} for p in players]
    s.loc = {}
    s.pos = {}
    for sid, v in d["ships"].items():
        s.loc[sid] = str(v["at"])
        if v["at"] == "board":
            s.pos[sid] = (float(v["x"]), float(v["y"]))
    s.first_to_level = {c: [_neg(x) for x in d["first_to_level"][c]] for c in PLANET_COLOURS}
    s.pending = copy_json(d["pending"])
    s.used = [str(x) for x in d["combat_used"]]
    s.last_flick = copy_json(d["last_flick"])
    s.events = copy_json(d["events"])
    # games saved before the turn's moves were kept start with an empty record
    s.turn_moves = copy_json(d.get("turn_moves", []))
    s.previous_turn = copy_json(d.get("previous_turn"))
    return s
