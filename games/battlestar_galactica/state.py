"""The game state: one slotted object of plain JSON data, cloned with `marshal` (fast, exact).

Everything a position needs lives here, including the resolution stack of the interpreter
(`stack`, `pending`, see `machine.py`), so `decode(encode(s))` behaves exactly like `s` and a
game replays from its seed and move log."""

from __future__ import annotations

import marshal
from typing import Any, TypedDict

VERSION = 1


class Player(TypedDict):
    """One seat. Secrets (`hand`, `loyalty`, `supers`, `trauma`, `known`, `orders`) reach only
    their owner through `view.py`."""

    character: str | None  # None before the pick and after an elimination
    loc: str | None  # a location id, "viper" while piloting, None while stranded / eliminated
    viper: dict[str, str] | None  # {"area": …, "kind": "mk2"|"mk7"} while piloting
    hand: list[str]  # skill cards, e.g. "le3"
    loyalty: list[str]  # face-down loyalty cards
    shown: list[str]  # loyalty cards face up in front of the player
    revealed: bool  # a revealed Cylon (BSG-0.3)
    sympathizer: bool  # revealed through the Sympathizer (BSG-13.6)
    opg: bool  # once-per-game ability used (per player, BSG-1.18.2)
    supers: list[str]  # Super Crisis cards held (revealed Cylons)
    trauma: list[str]  # [IN] own trauma tokens, face down
    turns: int  # turns begun with this character
    stranded: bool  # Helo off the board (BSG-4.6)
    bench: bool  # Anders skips his next Receive Skills
    eliminated: bool  # [IN] out of the game (BSG-23.9)
    orders: list[dict[str, str]]  # standing orders (BSG-27.4)
    known: list[dict[str, Any]]  # what this seat has privately seen (looks, scouting)
    met_round: int  # the round of this player's last ally encounter


FIELDS = (
    "seats", "opts", "rng", "phase", "step", "key_seat", "reveals", "turn", "round", "current",
    "first", "res", "jump", "distance", "milestones", "pursuit", "boarding", "damaged",
    "damage_pool", "damage_out", "areas", "basestars", "basestar_pool", "fleet", "vipers",
    "raptors", "nukes", "civilian_pile", "civilians_lost", "civilian_label", "decks",
    "discards", "destiny", "crisis_deck", "crisis_discard", "super_deck", "super_discard",
    "quorum_deck",
    "quorum_discard", "quorum_hand", "quorum_removed", "attached", "destination_deck",
    "destinations_done", "loyalty_deck", "human_pile", "loyalty_discard", "loyalty_out",
    "in_play", "titles", "players", "used_characters", "trauma_pool", "trauma_at",
    "allies", "ally_deck", "ally_out", "crossroads", "flags", "stack", "pending", "events",
    "moves", "winner", "end_reason", "check_log",
)
CHECK_LOG = 12  # resolved skill checks kept in the public record (`check_log`)


class State:
    """One position; see `new_game.setup` for the meaning and start value of every field."""

    __slots__ = FIELDS

    seats: int
    opts: dict[str, Any]
    rng: int
    phase: str  # "pick" (characters), "play", "over"
    step: int  # decision counter behind `turn_key` (a new step whenever the awaited seats change)
    key_seat: int
    reveals: int  # bumped by every roll, draw, shuffle and look (undo stops there)
    turn: int
    round: int
    current: int
    first: int
    res: dict[str, int]
    jump: int
    distance: int
    milestones: list[str]
    pursuit: int
    boarding: list[int]
    damaged: list[str]
    damage_pool: list[str]
    damage_out: list[str]
    areas: dict[str, dict[str, Any]]
    basestars: dict[str, dict[str, Any]]
    basestar_pool: list[str]
    fleet: dict[str, dict[str, int]]
    vipers: dict[str, dict[str, int]]
    raptors: dict[str, int]
    nukes: dict[str, int]
    civilian_pile: list[str]
    civilians_lost: list[str]
    civilian_label: int
    decks: dict[str, list[str]]
    discards: dict[str, list[str]]
    destiny: list[str]
    crisis_deck: list[str]
    crisis_discard: list[str]
    super_deck: list[str]
    super_discard: list[str]
    quorum_deck: list[str]
    quorum_discard: list[str]
    quorum_hand: list[str]
    quorum_removed: list[str]
    attached: dict[str, Any]
    destination_deck: list[str]
    destinations_done: list[str]
    loyalty_deck: list[str]
    human_pile: list[str]
    loyalty_discard: list[str]
    loyalty_out: list[str]
    in_play: dict[str, str]  # cards kept in play -> their lasting effect
    titles: dict[str, int | None]
    players: list[Player]
    used_characters: list[str]
    trauma_pool: list[str]
    trauma_at: dict[str, str | None]
    allies: list[dict[str, Any]]
    ally_deck: list[str]
    ally_out: list[str]
    crossroads: dict[str, Any]
    flags: dict[str, Any]
    stack: list[dict[str, Any]]
    pending: dict[str, Any] | None
    events: list[dict[str, Any]]
    moves: int
    winner: str | None
    end_reason: str | None
    # the last CHECK_LOG resolved skill checks as the table saw them (BSG-26): counts per seat
    # and the revealed cards' colour, strength and value, never who gave which (checks.py)
    check_log: list[dict[str, Any]]

    def to_json(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in FIELDS}

    def clone(self) -> State:
        """A deep, independent copy (marshal round trip: plain data only)."""
        return from_json(marshal.loads(marshal.dumps(self.to_json())))

    # --- small queries used everywhere ----------------------------------------------------

    def opt(self, key: str) -> Any:
        return self.opts.get(key)

    def seat_of(self, character: str) -> int | None:
        for seat, p in enumerate(self.players):
            if p["character"] == character and not p["eliminated"]:
                return seat
        return None

    def viper(self, seat: int) -> dict[str, str]:
        """The viper `seat` pilots (only asked of pilots: a seat without one is a bug)."""
        viper = self.players[seat]["viper"]
        if viper is None:
            raise ValueError(f"seat {seat} pilots no viper")
        return viper

    def info(self) -> dict[str, Any]:
        """The open decision's details (only asked while one is pending)."""
        if self.pending is None:
            raise ValueError("no decision is pending")
        info: dict[str, Any] = self.pending["info"]
        return info

    def order_from(self, seat: int) -> list[int]:
        """Every seat still in the game, clockwise from `seat` (included)."""
        n = self.seats
        return [(seat + k) % n for k in range(n) if not self.players[(seat + k) % n]["eliminated"]]


def from_json(data: dict[str, Any]) -> State:
    s = State.__new__(State)
    for name in FIELDS:
        setattr(s, name, data[name])
    return s


def encode(s: State) -> dict[str, Any]:
    """Plain JSON data (a fresh copy) with the engine's name and version."""
    data = marshal.loads(marshal.dumps(s.to_json()))
    return {"game": "battlestar_galactica", "version": VERSION, **_jsonable(data)}


def decode(data: dict[str, Any]) -> State:
    body = {k: v for k, v in data.items() if k not in ("game", "version")}
    body.setdefault("check_log", [])  # saved before the record existed
    return from_json(marshal.loads(marshal.dumps(_jsonable(body))))


def _jsonable(value: Any) -> Any:
    """Tuples as lists and every dict key a string: exactly what a JSON round trip gives."""
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    return value
