"""What a seat may see (BSG-26): the whole public board, counts of every hidden thing, the
pending decision(s) with who owes what (in an interrupt window, only whether the seat itself is
asked), and the owner's secrets for the owner alone; plus the events of the last move, each
secret part kept for the seats it was meant for (a fired standing order for its owner alone)."""

from __future__ import annotations

from typing import Any, TypedDict

from games.battlestar_galactica import players as P
from games.battlestar_galactica import space as S
from games.battlestar_galactica import titles
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data.allies import ALLIES
from games.battlestar_galactica.machine import SECRET_ASKS, options_of
from games.battlestar_galactica.state import State

OWN_EVENTS = {"standing_order"}  # events only the seat they name may see at all


class ResourceView(TypedDict):
    value: int
    red: bool  # in the red zone (BSG-1.2.2)


class BasestarView(TypedDict):
    id: str
    damage: list[str]


class AreaView(TypedDict):
    raiders: int
    heavies: int
    basestars: list[BasestarView]
    vipers: dict[str, int]  # unmanned, by model (mk2, mk7)
    pilots: list[int]  # seats piloting a viper here
    civilians: list[str]  # face-down ship labels


class FleetAreaView(TypedDict):
    raiders: int
    heavies: int
    basestars: list[str]
    label: int  # the Cylon Fleet board's number for the area


class PlayerView(TypedDict):
    seat: int
    character: str | None
    location: str | None
    viper: dict[str, str] | None
    titles: list[str]
    hand: int
    loyalty: int
    shown: list[str]
    revealed: bool
    sympathizer: bool
    once_per_game_used: bool
    supers: int
    trauma: int
    stranded: bool
    eliminated: bool
    attached: list[str]


class CheckView(TypedDict):
    card: str
    difficulty: int
    colours: list[str]
    stage: str
    order: list[int]
    contributed: dict[str, int]  # seat -> number of cards, as each answer comes in
    open: bool  # Investigative Committee: contributions shown with their owner
    waiting: list[int]  # seats answering once those before them have (BSG-27.5)
    waited: list[int]  # seats that waited and are asked now, seeing the counts


class CheckRecord(TypedDict):
    """A resolved skill check as the table saw it (`State.check_log`, checks.record)."""

    card: str
    src: str | None
    current: int
    round: int
    difficulty: int
    colours: list[str]
    counts: dict[str, int]  # seat -> number of cards given (BSG-26.1)
    destiny: int  # how many of the cards came from the Destiny deck, never which
    cards: list[list[Any]]  # [colour, strength, signed value], sorted: never who gave it
    total: int | None
    result: str


class PendingView(TypedDict):
    kind: str
    seats: list[int]
    info: dict[str, Any]
    check: CheckView | None


class SecretView(TypedDict):
    hand: list[str]
    loyalty: list[str]
    supers: list[str]
    trauma: list[str]
    known: list[dict[str, Any]]
    orders: list[dict[str, str]]
    options: list[str]  # this seat's legal answers now
    crossroads: str | None
    quorum: list[str]  # the Quorum hand, for the President


class Event(TypedDict, total=False):
    """One thing that happened: `event` names it; the whole item matches the TypedDict
    `events.EVENTS[event]` (its data, and `secret` only for the seats it was meant for)."""

    event: str
    secret: dict[str, Any]


class View(TypedDict):
    game: str
    viewer: int | None
    phase: str
    turn: int
    round: int
    current: int
    first: int
    resources: dict[str, ResourceView]
    jump: int
    jump_in_red: bool
    distance: int
    objective: str
    milestones: list[str]
    pursuit: int | None
    boarding: list[int]
    damaged: list[str]
    nukes: int
    nukes_spare: int
    raptors: int
    vipers: dict[str, dict[str, int]]
    areas: dict[str, AreaView]
    fleet: dict[str, FleetAreaView] | None
    supply: dict[str, int]
    titles: dict[str, int | None]
    players: list[PlayerView]
    decks: dict[str, int]
    discard_tops: dict[str, str | None]
    quorum_hand: int
    attached: dict[str, Any]
    in_play: dict[str, str]
    allies: list[dict[str, str]]
    trauma_on: list[str]
    pending: PendingView | None
    awaiting: list[int]
    events: list[Event]
    check_log: list[CheckRecord]
    winner: str | None
    end_reason: str | None
    me: SecretView | None


def _area(s: State, area: str) -> AreaView:
    a = s.areas[area]
    return {"raiders": a["raiders"], "heavies": a["heavies"],
            "basestars": [{"id": k, "damage": list(s.basestars[k]["damage"])}
                          for k in S.basestars_in(s, area)],
            "vipers": {"mk2": a["mk2"], "mk7": a["mk7"]}, "pilots": S.manned_in(s, area),
            "civilians": [lab for lab, _ in a["civilians"]]}


def _player(s: State, seat: int) -> PlayerView:
    p = s.players[seat]
    return {"seat": seat, "character": p["character"], "location": p["loc"],
            "viper": dict(p["viper"]) if p["viper"] else None,
            "titles": titles.holders(s, seat), "hand": len(p["hand"]),
            "loyalty": len(p["loyalty"]), "shown": list(p["shown"]), "revealed": p["revealed"],
            "sympathizer": p["sympathizer"], "once_per_game_used": p["opg"],
            "supers": len(p["supers"]), "trauma": len(p["trauma"]), "stranded": p["stranded"],
            "eliminated": p["eliminated"],
            "attached": sorted(c for c, q in s.attached.items() if q == seat)}


def _check(s: State) -> CheckView | None:
    frames = [f for f in s.stack if f["op"] == "skill_check"]
    if not frames:
        return None
    f = frames[-1]
    answers = f.get("answers", {}) if f.get("stage") == "contributed" else {}
    counts = {q: (0 if m == "contribute none" else len(m.split()) - 1)
              for q, m in answers.items()}
    return {"card": f["ctx"].get("card", ""), "difficulty": f["difficulty"],
            "colours": list(f["spec"]["colours"]), "stage": f["stage"],
            "order": list(f.get("order", [])), "contributed": counts,
            "waiting": list(f.get("waiting", [])), "waited": list(f.get("waited", [])),
            "open": bool(f.get("open"))}


def _events(s: State, seat: int | None) -> list[Event]:
    out: list[Event] = []
    for e in s.events:
        if e["event"] in OWN_EVENTS and e.get("seat") != seat:
            continue  # a fired standing order leaves no public trace (BSG-27.4)
        secret = e.get("secret")
        if secret is None:
            out.append(dict(e))  # type: ignore[arg-type]
            continue
        shown = {k: v for k, v in e.items() if k != "secret"}
        if seat is not None and seat in secret["to"]:
            shown["secret"] = {k: v for k, v in secret.items() if k != "to"}
        out.append(shown)  # type: ignore[arg-type]
    return out


def _secrets(s: State, seat: int) -> SecretView:
    p = s.players[seat]
    card = s.crossroads.get("cards", {}).get(str(seat))
    return {"hand": sorted(p["hand"]), "loyalty": list(p["loyalty"]), "supers": list(p["supers"]),
            "trauma": sorted(p["trauma"]), "known": [dict(k) for k in p["known"]],
            "orders": [dict(o) for o in p["orders"]], "options": options_of(s, seat),
            "crossroads": card, "quorum": quorum_for(s, seat)}


def asked(s: State, seat: int | None) -> list[int]:
    """The seats the pending decision waits on, as `seat` may know them. An interrupt window
    opens only to the seats holding something to play there (BSG-18.1), so who is asked in one
    is each asked seat's own secret (BSG-26): the others see only that a window is open."""
    if s.pending is None or s.phase == "over":
        return []
    seats = list(s.pending["seats"])
    return [q for q in seats if q == seat] if s.pending["kind"] in SECRET_ASKS else seats


def build_view(s: State, seat: int | None) -> View:
    pending: PendingView | None = None
    if s.pending is not None and s.phase != "over":
        info = {k: v for k, v in s.pending["info"].items()}
        pending = {"kind": s.pending["kind"], "seats": asked(s, seat), "info": info,
                   "check": _check(s)}
    fleet: dict[str, FleetAreaView] | None = None
    if s.opt("cylon_fleet"):
        fleet = {a: {"raiders": s.fleet[a]["raiders"], "heavies": s.fleet[a]["heavies"],
                     "basestars": S.basestars_in(s, a, fleet=True), "label": B.CF_LABEL[a]}
                 for a in B.AREAS}
    return {
        "game": "battlestar_galactica", "viewer": seat, "phase": s.phase, "turn": s.turn,
        "round": s.round, "current": s.current, "first": s.first,
        "resources": {r: {"value": s.res[r], "red": s.res[r] <= B.RED_ZONE[r]}
                      for r in B.RESOURCES},
        "jump": s.jump, "jump_in_red": s.jump <= B.JUMP_RED, "distance": s.distance,
        "objective": s.opt("objective"), "milestones": list(s.milestones),
        "pursuit": s.pursuit if s.opt("cylon_fleet") else None,
        "boarding": sorted(s.boarding), "damaged": list(s.damaged),
        "nukes": s.nukes["admiral"], "nukes_spare": s.nukes["spare"],
        "raptors": s.raptors["ready"],
        "vipers": {k: dict(v) for k, v in s.vipers.items()},
        "areas": {a: _area(s, a) for a in B.AREAS}, "fleet": fleet,
        "supply": {k: S.supply(s, k) for k in ("raiders", "heavies", "basestars")},
        "titles": {t: s.titles.get(t) for t in titles.titles_in_play(s)},
        "players": [_player(s, q) for q in range(s.seats)],
        "decks": {"crisis": len(s.crisis_deck), "super": len(s.super_deck),
                  "quorum": len(s.quorum_deck), "destination": len(s.destination_deck),
                  "destiny": len(s.destiny), "loyalty": len(s.loyalty_deck),
                  "civilians": len(s.civilian_pile), "damage": len(s.damage_pool),
                  **{c: len(d) for c, d in s.decks.items()}},
        "discard_tops": {c: (d[-1] if d else None) for c, d in s.discards.items()},
        "quorum_hand": len(s.quorum_hand),
        "attached": dict(s.attached), "in_play": dict(s.in_play),
        "allies": [{"id": a["id"], "location": ALLIES[a["id"]]["location"]} for a in s.allies],
        "trauma_on": sorted(loc for loc, t in s.trauma_at.items() if t),
        "pending": pending,
        "awaiting": asked(s, seat),
        "events": _events(s, seat),
        "check_log": [{**e, "counts": dict(e["counts"]),  # type: ignore[typeddict-item]
                       "colours": list(e["colours"]), "cards": [list(c) for c in e["cards"]]}
                      for e in s.check_log],
        "winner": s.winner, "end_reason": s.end_reason,
        "me": _secrets(s, seat) if seat is not None and 0 <= seat < s.seats else None,
    }


def quorum_for(s: State, seat: int | None) -> list[str]:
    """The Quorum hand, for the President only (BSG-26)."""
    if seat is not None and s.titles.get("president") == seat and P.is_human(s, seat):
        return sorted(s.quorum_hand)
    return []
