"""The Cylon Fleet option (BSG-21): the Cylon Fleet board, the pursuit track, what an
activation with nothing to activate does, jumps that leave the Cylons behind, and the
Basestar Bridge."""

from __future__ import annotations

from games.battlestar_galactica import space as S
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.effects import move_jump
from games.battlestar_galactica.effects_ships import civilian_placer, placement_areas
from games.battlestar_galactica.machine import Frame, ask, event, frame, op, push, shuffle
from games.battlestar_galactica.state import State

SHIP_FOR = {"raiders": "raiders", "heavies": "heavies", "launch": "basestars",
            "basestars": "basestars"}  # BSG-21.3.1
BRIDGE_RAIDERS = 3


def fleet_has(s: State, area: str, kind: str) -> bool:
    if kind == "basestars":
        return bool(S.basestars_in(s, area, fleet=True))
    return s.fleet[area][kind] > 0


def to_fleet(s: State, kind: str, area: str) -> None:
    if kind == "basestars":
        key = next(k for k, b in s.basestars.items() if b["at"] is None)
        s.basestars[key].update(at=area, fleet=True, damage=[])
    else:
        s.fleet[area][kind] += 1
    event(s, "fleet_placed", kind=kind, area=area)


def jump_in(s: State, area: str) -> None:
    """Every ship of one Cylon area enters the matching main-board area."""
    for kind in ("raiders", "heavies"):
        n = s.fleet[area][kind]
        s.fleet[area][kind] = 0
        s.areas[area][kind] += n
    for key in S.basestars_in(s, area, fleet=True):
        s.basestars[key]["fleet"] = False
    event(s, "fleet_jumped_in", area=area)


@op("cf_nothing")
def _nothing(s: State, f: Frame) -> None:
    """BSG-21.3: place the ship on the Cylon Fleet board by a die roll, or, with none in the
    supply, bring in the highest-numbered Cylon area holding one; then pursuit +1."""
    kind = SHIP_FOR[f["kind"]]
    if "result" in f:
        to_fleet(s, kind, B.CF_ROLL_AREA[f["result"]])
        push(s, frame("pursuit", args=[1], ctx={}))
        return
    if S.supply(s, kind) > 0:
        push(s, frame("die", kind="cylon_fleet", roller=s.current, then=f))
        return
    holding = [a for a in sorted(B.AREAS, key=lambda a: -B.CF_LABEL[a]) if fleet_has(s, a, kind)]
    if holding:
        jump_in(s, holding[0])
    push(s, frame("pursuit", args=[1], ctx={}))


@op("pursuit")
def _pursuit(s: State, f: Frame) -> None:
    """BSG-21.6: each step may make the CAG place civilian ships; Auto Attack brings every
    Cylon area in and resets the marker."""
    for _ in range(f["args"][0]):
        s.pursuit += 1
        event(s, "pursuit", value=s.pursuit)
        if s.pursuit >= B.PURSUIT_AUTO_ATTACK:
            for area in B.AREAS:
                jump_in(s, area)
            s.pursuit = 0
            event(s, "auto_attack")
        elif B.PURSUIT_CIVILIANS[s.pursuit]:
            push(s, frame("civilians_place", args=[B.PURSUIT_CIVILIANS[s.pursuit]], ctx={}))


def jump_to_fleet(s: State) -> None:
    """BSG-21.7: Cylon ships go to the matching Cylon areas (basestar damage discarded unless
    the `cf_keep_damage` option keeps it), vipers home, civilian ships and centurions stay."""
    for area in B.AREAS:
        a = s.areas[area]
        s.fleet[area]["raiders"] += a["raiders"]
        s.fleet[area]["heavies"] += a["heavies"]
        a["raiders"] = a["heavies"] = 0
    for key in S.main_basestars(s):
        b = s.basestars[key]
        b["fleet"] = True
        if not s.opt("cf_keep_damage") and b["damage"]:
            s.basestar_pool = shuffle(s, [*s.basestar_pool, *b["damage"]])
            b["damage"] = []
    S.all_vipers_home(s)
    event(s, "cylons_left_behind")


# --- the Basestar Bridge (BSG-21.12) ------------------------------------------------------

def bridge_frames(s: State, seat: int, first: int, second: int) -> list[dict]:
    return [frame("bridge", seat=seat, option=o) for o in (first, second)]


@op("bridge")
def _bridge(s: State, f: Frame) -> None:
    seat, option = f["seat"], f["option"]
    if option == 1:
        placer = civilian_placer(s)
        if placer is not None and s.civilian_pile:
            push(s, frame("civilians_place", args=[1], ctx={}))
    elif option == 2:
        if "ans" in f:
            _, kind, area = f["ans"].split()
            if kind == "basestars":
                to_fleet(s, "basestars", area)
            else:
                for _ in range(min(BRIDGE_RAIDERS, S.supply(s, "raiders"))):
                    to_fleet(s, "raiders", area)
            return
        choices = [f"fleet_place raiders {a}" for a in B.AREAS if S.supply(s, "raiders")]
        if S.supply(s, "basestars"):
            choices += [f"fleet_place basestars {a}" for a in B.AREAS]
        if choices:
            ask(s, f, seat, "fleet_place", choices)
    elif option == 3:
        if "result" in f:
            if f["result"] <= 3:
                move_jump(s, -1)
            else:
                push(s, frame("pursuit", args=[1], ctx={}))
            return
        push(s, frame("die", kind="cylon", roller=seat, then=f))
    elif "result" in f:
        raiders = sum(s.areas[a]["raiders"] for a in B.AREAS)
        if f["result"] < raiders:
            push(s, frame("bridge_damage", seat=seat))
    else:
        push(s, frame("die", kind="cylon", roller=seat, then=f))


@op("bridge_damage")
def _bridge_damage(s: State, f: Frame) -> None:
    """Draw 2 Galactica damage tokens, resolve 1, return the other."""
    from games.battlestar_galactica.effects_ships import apply_galactica_token, return_damage

    if "drawn" not in f:
        f["drawn"] = [s.damage_pool.pop() for _ in range(min(2, len(s.damage_pool)))]
        s.reveals += 1
        event(s, "damage_drawn", seat=f["seat"], secret={"tokens": f["drawn"]},
              shown_to=[f["seat"]])
    if "ans" in f:
        token = f["ans"].split()[1]
        f["drawn"].remove(token)
        return_damage(s, f["seat"], f["drawn"])
        apply_galactica_token(s, token)
        return
    if f["drawn"]:
        ask(s, f, f["seat"], "resolve", [f"resolve {t}" for t in sorted(set(f["drawn"]))])


def placer_areas(s: State) -> list[str]:
    return placement_areas(s)
