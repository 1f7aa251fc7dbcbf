"""Vipers (BSG-10): activating unmanned vipers (launch, move, attack, escort), piloted vipers,
launching a pilot from the Hangar Deck, and the Mk VII's two-area move (BSG-21.11)."""

from __future__ import annotations

from games.battlestar_galactica import players as P
from games.battlestar_galactica import space as S
from games.battlestar_galactica.combat import targets_in, viper_attack
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.machine import Frame, ask, event, op
from games.battlestar_galactica.state import State

count_undamaged = S.count_undamaged


def reach(area: str, kind: str) -> list[str]:
    """Areas a viper may move to in one move or activation (Mk VII: up to two)."""
    near = set(S.adjacent(area))
    if kind == "mk7":
        for a in list(near):
            near.update(S.adjacent(a))
        near.discard(area)
    return [a for a in B.AREAS if a in near]


def unmanned_options(s: State) -> list[str]:
    """One activation of any unmanned viper (BSG-10.1)."""
    out = [f"unmanned launch {a} {k}" for k in S.reserve_kinds(s) for a in B.LAUNCH_AREAS]
    for area in B.AREAS:
        for kind in ("mk2", "mk7"):
            if not s.areas[area][kind]:
                continue
            out += [f"unmanned move {area} {kind} {to}" for to in reach(area, kind)]
            out += [f"unmanned attack {area} {kind} {t}" for t in targets_in(s, area)]
            if s.opt("cylon_fleet"):
                out += [f"unmanned escort {area} {kind} {lab}"
                        for lab, _ in s.areas[area]["civilians"]]
    return out


def do_unmanned(s: State, move: str) -> None:
    words = move.split()
    verb, area, kind = words[1], words[2], words[3]
    if verb == "launch":
        s.vipers[kind]["reserves"] -= 1
        s.areas[area][kind] += 1
        event(s, "viper_launched", area=area, kind=kind)
    elif verb == "move":
        s.areas[area][kind] -= 1
        s.areas[words[4]][kind] += 1
        event(s, "viper_moved", frm=area, to=words[4], kind=kind, pilot=None)
    elif verb == "attack":
        viper_attack(s, area, words[4], None)
    else:
        S.escort_civilian(s, area, words[4])


@op("unmanned_activations")
def _unmanned(s: State, f: Frame) -> None:
    """Up to `left` activations of unmanned vipers by `seat` (Command, CAG, cards...)."""
    if "ans" in f:
        move = f.pop("ans")
        if move == "done":
            return
        f["left"] -= 1
        if f["left"] > 0:
            s.stack.append(f)
        do_unmanned(s, move)
        return
    if f["left"] <= 0 or not P.in_game(s, f["seat"]):
        return
    options = unmanned_options(s)
    if options:
        ask(s, f, f["seat"], "unmanned", [*options, "done"], left=f["left"])


def pilot_options(s: State, seat: int) -> list[str]:
    """The actions of a piloted viper: move, attack, escort (BSG-5.2)."""
    v = s.players[seat]["viper"]
    if v is None:
        return []
    area = v["area"]
    out = [f"viper move {to}" for to in reach(area, v["kind"])]
    out += [f"viper attack {t}" for t in targets_in(s, area)]
    if s.opt("cylon_fleet"):
        out += [f"viper escort {lab}" for lab, _ in s.areas[area]["civilians"]]
    return out


def fly(s: State, seat: int, to: str) -> None:
    v = s.players[seat]["viper"]
    assert v is not None
    event(s, "viper_moved", frm=v["area"], to=to, kind=v["kind"], pilot=seat)
    v["area"] = to


def do_pilot(s: State, seat: int, move: str) -> None:
    words = move.split()
    v = s.players[seat]["viper"]
    assert v is not None
    if words[1] == "move":
        fly(s, seat, words[2])
    elif words[1] == "attack":
        viper_attack(s, v["area"], words[2], seat)
    else:
        S.escort_civilian(s, v["area"], words[2])


def launch_options(s: State) -> list[str]:
    """Hangar Deck: a launch-tube area and a viper from the Reserves, or, with none there, an
    unmanned viper recalled from space (BSG-10.6)."""
    kinds = S.reserve_kinds(s)
    if kinds:
        return [f"launch {a} {k}" for k in kinds for a in B.LAUNCH_AREAS]
    out = []
    for area in B.AREAS:
        for kind in ("mk2", "mk7"):
            if s.areas[area][kind]:
                out += [f"launch {a} {kind} {area}" for a in B.LAUNCH_AREAS]
    return out


def launch_pilot(s: State, seat: int, move: str) -> None:
    words = move.split()
    area, kind = words[1], words[2]
    if len(words) > 3:
        s.areas[words[3]][kind] -= 1
    else:
        s.vipers[kind]["reserves"] -= 1
    P.place(s, seat, "viper")
    s.players[seat]["viper"] = {"area": area, "kind": kind}
    event(s, "pilot_launched", seat=seat, area=area, kind=kind)
