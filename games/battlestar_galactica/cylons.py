"""Activating Cylon ships (BSG-8): raiders, launches, heavy raiders and centurions, basestars.
With the Cylon Fleet, an activation that would do nothing feeds the Cylon Fleet board instead
(BSG-21.3). Cylon players never steer ships: the current player picks orders and targets."""

from __future__ import annotations

from games.battlestar_galactica import space as S
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.effects import in_play_effect
from games.battlestar_galactica.machine import Frame, ask, event, frame, game_over, op, push
from games.battlestar_galactica.state import State

VIPER_HIT = {"mk2": (5, 8), "mk7": (6, 8)}  # BSG-9.1: damaged from, destroyed at


def can_launch(s: State, key: str) -> bool:
    return "disabled_hangar" not in s.basestars[key]["damage"]


def launch(s: State, kind: str, per_basestar: int) -> None:
    """Each main-board basestar launches ships into its own area (BSG-8.2, BSG-8.5); Massive
    Deployment adds one (Cylon Swarm); with too few ships left the current player decides
    where they go (BSG-18.3)."""
    extra = 1 if in_play_effect(s, "massive_deployment") else 0
    wants: dict[str, int] = {}
    for key in S.main_basestars(s):
        if can_launch(s, key):
            area = s.basestars[key]["at"]
            wants[area] = wants.get(area, 0) + per_basestar + extra
    if wants:
        push(s, frame("place_cylons", kind=kind, wants=[[a, n] for a, n in wants.items()],
                      pull=False))


@op("activate_cylons")
def _activate(s: State, f: Frame) -> None:
    kind = f["kind"]
    if "started" not in f:
        f["started"] = True
        event(s, "activation", kind=kind)
        if kind == "raiders":
            if not any(s.areas[a]["raiders"] for a in B.AREAS):
                if S.main_basestars(s):
                    launch(s, "raiders", 2)
                else:
                    _nothing(s, kind)
                return
            f["todo"] = {a: s.areas[a]["raiders"] for a in B.AREAS}
        elif kind == "launch":
            if S.main_basestars(s):
                launch(s, "raiders", 3)
            else:
                _nothing(s, kind)
            return
        elif kind == "heavies":
            _heavies(s)
            return
        elif kind == "basestars":
            keys = S.main_basestars(s)
            if not keys:
                _nothing(s, kind)
                return
            push(s, *(frame("basestar_attack", basestar=k) for k in keys))
            return
    _raiders(s, f)


def _nothing(s: State, kind: str) -> None:
    if s.opt("cylon_fleet"):
        push(s, frame("cf_nothing", kind=kind))


def _raiders(s: State, f: Frame) -> None:
    """BSG-8.1: area by area (the current player picks the order), every raider once."""
    if "ans" in f:
        f["area"] = f.pop("ans").split()[1]
    area = f.get("area")
    if area is None or f["todo"][area] <= 0 or s.areas[area]["raiders"] <= 0:
        if area is not None:
            f["todo"][area] = 0
        left = [a for a in B.AREAS if f["todo"][a] > 0 and s.areas[a]["raiders"] > 0]
        if not left:
            return
        if len(left) > 1:
            f["area"] = None
            ask(s, f, s.current, "area", [f"area {a}" for a in left], card="raiders")
            return
        area = f["area"] = left[0]
    f["todo"][area] -= 1
    push(s, f)
    push(s, frame("raider_act", area=area))


@op("raider_act")
def _raider_act(s: State, f: Frame) -> None:
    """One raider does the first thing it can (BSG-8.1)."""
    area = f["area"]
    a = s.areas[area]
    if "ans" in f:
        target = f.pop("ans").split()[1]
        _raider_attack(s, area, target)
        return
    unmanned = [k for k in ("mk2", "mk7") if a[k]]
    if unmanned:
        if len(unmanned) > 1:
            ask(s, f, s.current, "viper", [f"viper {k}" for k in unmanned], card="raider")
        else:
            _raider_attack(s, area, unmanned[0])
        return
    manned = S.manned_in(s, area)
    if manned:
        if len(manned) > 1:
            names = [s.players[q]["character"] for q in manned]
            ask(s, f, s.current, "viper", [f"viper {n}" for n in names], card="raider")
        else:
            _raider_attack(s, area, s.players[manned[0]]["character"] or "")
        return
    if a["civilians"]:
        push(s, frame("raider_civilian", area=area))
        return
    step = S.step_toward_civilians(s, area)
    if step is not None:
        a["raiders"] -= 1
        s.areas[step]["raiders"] += 1
        event(s, "raider_moved", frm=area, to=step)
        return
    push(s, frame("die", kind="cylon_attack", roller=s.current,
                  then=frame("hit_galactica", at_least=8, attacker="raider")))


def _raider_attack(s: State, area: str, target: str) -> None:
    if target in ("mk2", "mk7"):
        kind, pilot = target, None
    else:
        pilot = s.seat_of(target)
        assert pilot is not None
        kind = s.viper(pilot)["kind"]
    push(s, frame("die", kind="cylon_attack", roller=s.current,
                  viper_attacked="piloted" if pilot is not None else "unmanned",
                  then=frame("hit_viper", area=area, kind=kind, pilot=pilot)))


@op("raider_civilian")
def _raider_civilian(s: State, f: Frame) -> None:
    """A raider destroys a civilian ship in its area, no roll (BSG-9.1); with several there
    the current player picks which (BSG-0.4)."""
    area = f["area"]
    ships = s.areas[area]["civilians"]
    if "ans" in f:
        S.destroy_civilian(s, area, f["ans"].split()[2])
    elif len(ships) == 1:
        S.destroy_civilian(s, area, ships[0][0])
    elif ships:
        ask(s, f, s.current, "civilian", [f"civilian {area} {lab}" for lab, _ in ships])


@op("hit_viper")
def _hit_viper(s: State, f: Frame) -> None:
    """BSG-9.1: a viper attacked by a raider is damaged on 5-7 (Mk VII 6-7), destroyed on 8."""
    damaged_from, destroyed_at = VIPER_HIT[f["kind"]]
    pilot = f["pilot"]
    if pilot is not None and s.players[pilot]["viper"] is None:
        return  # the pilot left in the meantime
    if pilot is None and s.areas[f["area"]][f["kind"]] <= 0:
        return
    if f["result"] >= destroyed_at:
        S.hit_viper(s, f["area"], f["kind"], pilot, "destroyed")
    elif f["result"] >= damaged_from:
        S.hit_viper(s, f["area"], f["kind"], pilot, "damaged")
    else:
        event(s, "missed", target="viper", area=f["area"])


@op("hit_galactica")
def _hit_galactica(s: State, f: Frame) -> None:
    if f["result"] >= f["at_least"]:
        push(s, frame("damage_galactica"))
    else:
        event(s, "missed", target="galactica", attacker=f["attacker"])


@op("basestar_attack")
def _basestar_attack(s: State, f: Frame) -> None:
    """BSG-8.4: a basestar hits Galactica on 4-8; Disabled Weapons makes it do nothing."""
    b = s.basestars[f["basestar"]]
    if b["at"] is None or b["fleet"] or "disabled_weapons" in b["damage"]:
        return
    push(s, frame("die", kind="cylon_attack", roller=s.current,
                  then=frame("hit_galactica", at_least=4, attacker="basestar")))


def _heavies(s: State) -> None:
    """BSG-8.3: centurions advance, heavy raiders in launch tubes board, the others close in,
    and with no heavy raider on the board each basestar launches one."""
    had_heavies = any(s.areas[a]["heavies"] for a in B.AREAS)
    if not (had_heavies or s.boarding or S.main_basestars(s)):
        _nothing(s, "heavies")
        return
    if s.boarding:
        s.boarding = [x + 1 for x in s.boarding]
        event(s, "centurions", added=0, track=sorted(s.boarding))
        if max(s.boarding) >= B.BOARDING_TRACK:
            game_over(s, "cylons", "boarded")
            return
    from games.battlestar_galactica.effects_ships import add_centurions

    for area in B.LAUNCH_AREAS:
        n = s.areas[area]["heavies"]
        boarded = add_centurions(s, n)
        s.areas[area]["heavies"] -= boarded
        if boarded:
            event(s, "heavies_boarded", area=area, count=boarded)
    moves = [(a, B.HEAVY_STEP[a], s.areas[a]["heavies"]) for a in B.HEAVY_STEP]
    for frm, to, n in moves:
        if n:
            s.areas[frm]["heavies"] -= n
            s.areas[to]["heavies"] += n
            event(s, "heavies_moved", frm=frm, to=to, count=n)
    if not had_heavies:
        launch(s, "heavies", 1)
