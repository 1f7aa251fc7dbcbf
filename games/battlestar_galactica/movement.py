"""Movement (BSG-4): within a ship for free, to another ship for one discarded skill card, never
into a hazardous location, out of the Brig or off the board while stranded; a pilot may fly
the viper instead (BSG-4.4)."""

from __future__ import annotations

from games.battlestar_galactica import players as P
from games.battlestar_galactica.data.board import HUMAN_SHIPS, LOCATIONS
from games.battlestar_galactica.effects import discard_options, in_play_effect
from games.battlestar_galactica.machine import Frame, ask, op
from games.battlestar_galactica.state import State
from games.battlestar_galactica.vipers import fly, reach


def destinations(s: State, seat: int) -> list[str]:
    """Every location `seat` may move to now (not where it already is)."""
    p = s.players[seat]
    if p["loc"] is None or p["loc"] == "brig" or p["stranded"]:
        return []
    out = []
    for loc, data in LOCATIONS.items():
        if loc == p["loc"] or data.get("hazardous"):
            continue
        if p["revealed"]:
            if data["ship"] != "cylon":
                continue
            if data.get("cylon_fleet") and not s.opt("cylon_fleet"):
                continue
            if loc == "cylon_fleet" and p["sympathizer"]:
                continue
        elif data["ship"] not in HUMAN_SHIPS:
            continue
        if data["ship"] == "colonial_one" and in_play_effect(s, "colonial_one_destroyed"):
            continue
        if needs_discard(s, seat, loc) and not p["hand"]:
            continue
        out.append(loc)
    return out


def needs_discard(s: State, seat: int, loc: str) -> bool:
    """Changing ship costs one skill card (BSG-4.2); revealed Cylons move freely."""
    p = s.players[seat]
    if p["revealed"]:
        return False
    return P.ship(p["loc"]) != LOCATIONS[loc]["ship"]


def move_options(s: State, seat: int) -> list[str]:
    out = [f"move {loc}" for loc in destinations(s, seat)]
    v = s.players[seat]["viper"]
    if v is not None:
        out = [f"fly {a}" for a in reach(v["area"], v["kind"])] + out
    return out


@op("movement")
def _movement(s: State, f: Frame) -> None:
    seat = f["seat"]
    if s.flags.get("skip_turn") and seat == s.current:
        return
    if "preset" in f:
        f["ans"] = f.pop("preset")
    if "ans" in f:
        move = f.pop("ans")
        words = move.split()
        if words[0] == "discard":
            P.discard(s, seat, words[1], "move")
            P.place(s, seat, f.pop("to"))
        elif words[0] == "fly":
            fly(s, seat, words[1])
        elif words[0] == "move":
            if needs_discard(s, seat, words[1]):
                f["to"] = words[1]
                ask(s, f, seat, "move_discard", discard_options(s, seat))
                return
            P.place(s, seat, words[1])
        return
    options = move_options(s, seat)
    if options:
        ask(s, f, seat, "move", [*options, "stay"])
