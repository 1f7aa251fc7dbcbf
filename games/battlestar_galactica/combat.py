"""Combat (BSG-9): vipers and Galactica attacking Cylon ships, basestar damage, nukes, and the
Armory's fight with centurions."""

from __future__ import annotations

from games.battlestar_galactica import space as S
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.effects import in_play_effect
from games.battlestar_galactica.machine import Frame, ask, event, frame, op, push
from games.battlestar_galactica.state import State

# BSG-9.1: the lowest result that destroys (or damages, for basestars) each target.
VIPER_NEEDS = {"raiders": 3, "heavies": 7, "basestar": 8}
GALACTICA_NEEDS = {"raiders": 3, "heavies": 7, "basestar": 5}
CENTURION_NEEDS = 7
STRUCTURAL_BONUS = 2
UNTRAINED_PENALTY = -2  # Ambush: Training New Pilots


def targets_in(s: State, area: str) -> list[str]:
    """Cylon ships a viper in `area` may attack, as target words."""
    a = s.areas[area]
    out = [kind for kind in ("raiders", "heavies") if a[kind]]
    out += [f"basestar_{k}" for k in S.basestars_in(s, area)]
    return out


def _modifier(s: State, target: str, unmanned: bool) -> int:
    mod = 0
    if target.startswith("basestar_"):
        key = target.split("_")[1]
        if "structural_damage" in s.basestars[key]["damage"]:
            mod += STRUCTURAL_BONUS
    if unmanned and in_play_effect(s, "training_new_pilots"):
        mod += UNTRAINED_PENALTY
    return mod


def viper_attack(s: State, area: str, target: str, pilot: int | None) -> None:
    """A viper attacks one Cylon ship in its area (BSG-10.1)."""
    push(s, frame("die", kind="attack", roller=s.current if pilot is None else pilot,
                  pilot=pilot, mod=_modifier(s, target, pilot is None),
                  then=frame("attack_hit", area=area, target=target, by="viper")))


def galactica_attack(s: State, seat: int, area: str, target: str) -> None:
    """Weapons Control: Galactica attacks one Cylon ship in any area (BSG-1.20)."""
    push(s, frame("die", kind="attack", roller=seat, mod=_modifier(s, target, False),
                  then=frame("attack_hit", area=area, target=target, by="galactica")))


@op("attack_hit")
def _attack_hit(s: State, f: Frame) -> None:
    area, target = f["area"], f["target"]
    if f.get("best"):
        n = min(f["result"], s.areas[area]["raiders"])
        s.areas[area]["raiders"] -= n
        event(s, "cylons_destroyed", kind="raiders", area=area, count=n, why="best_of_the_best")
        return
    needs = (VIPER_NEEDS if f["by"] == "viper" else GALACTICA_NEEDS)[
        "basestar" if target.startswith("basestar_") else target]
    if f["result"] < needs:
        event(s, "missed", target=target, area=area)
        return
    if target.startswith("basestar_"):
        key = target.split("_")[1]
        if s.basestars[key]["at"] == area and not s.basestars[key]["fleet"]:
            push(s, frame("damage_basestar", basestar=key, times=1))
    elif s.areas[area][target] > 0:
        s.areas[area][target] -= 1
        event(s, "cylons_destroyed", kind=target, area=area, count=1, why=f["by"])


def damage_value(tokens: list[str]) -> int:
    return sum(2 if t == "critical_hit" else 1 for t in tokens)


@op("damage_basestar")
def _damage_basestar(s: State, f: Frame) -> None:
    """BSG-9.3: draw a damage token; 3 damage (Critical Hit counts 2) destroys. Without the
    Ionian tokens a basestar already at 2 damage is destroyed without a draw."""
    key = f["basestar"]
    b = s.basestars[key]
    for _ in range(f["times"]):
        if b["at"] is None:
            return
        ionian = s.opt("objective") == "ionian_nebula"
        if damage_value(b["damage"]) >= 2 and not ionian:
            S.destroy_basestar(s, key)
            return
        if not s.basestar_pool:
            S.destroy_basestar(s, key)
            return
        token = s.basestar_pool.pop()
        s.reveals += 1
        b["damage"].append(token)
        event(s, "basestar_damaged", basestar=key, token=token)
        area = b["at"]
        if token == "collateral_damage":
            n = min(3, s.areas[area]["raiders"])
            s.areas[area]["raiders"] -= n
            event(s, "cylons_destroyed", kind="raiders", area=area, count=n, why=token)
        elif token == "damage_to_personnel":
            push(s, frame("trauma_draw", args=["cylons", 2], ctx={}))
        if damage_value(b["damage"]) >= 3:
            S.destroy_basestar(s, key)
            return


@op("armory_attack")
def _armory(s: State, f: Frame) -> None:
    """The Armory attacks one centurion: destroyed on 7-8 (BSG-9.1)."""
    if "result" in f:
        if f["result"] >= CENTURION_NEEDS and f["space"] in s.boarding:
            s.boarding.remove(f["space"])
            event(s, "centurion_destroyed", space=f["space"])
        else:
            event(s, "missed", target="centurion")
        return
    push(s, frame("die", kind="attack", roller=f["seat"], then=f))


@op("nuke_strike")
def _nuke_launch(s: State, f: Frame) -> None:
    """The Admiral's nuke (BSG-9.2, Cylon Fleet table BSG-21.10)."""
    if "result" not in f:
        push(s, frame("die", kind="attack", roller=f["seat"], then=f))
        return
    r = f["result"]
    if not s.opt("cylon_fleet"):
        key = f["target"]
        area = s.basestars[key]["at"]
        if r <= 2:
            push(s, frame("damage_basestar", basestar=key, times=2))
        else:
            S.destroy_basestar(s, key)
            if r >= 7:
                _kill_raiders(s, area, 3)
        return
    area = f["target"]
    keys = S.basestars_in(s, area)
    if r == 8:
        wipe_area(s, area)
        return
    if not keys:
        event(s, "missed", target="nuke", area=area)
        return
    if len(keys) > 1 and "ans" not in f:
        ask(s, f, f["seat"], "basestar", [f"basestar {k}" for k in keys])
        return
    key = f.pop("ans").split()[1] if "ans" in f else keys[0]
    if r <= 2:
        push(s, frame("damage_basestar", basestar=key, times=2))
    else:
        S.destroy_basestar(s, key)
        if r == 7:
            _kill_raiders(s, area, 3)


def _kill_raiders(s: State, area: str, count: int) -> None:
    n = min(count, s.areas[area]["raiders"])
    s.areas[area]["raiders"] -= n
    if n:
        event(s, "cylons_destroyed", kind="raiders", area=area, count=n, why="nuke")


def wipe_area(s: State, area: str) -> None:
    """Nuke result 8 with the Cylon Fleet: every ship in the area is destroyed (BSG-21.10)."""
    a = s.areas[area]
    for kind in ("raiders", "heavies"):
        if a[kind]:
            event(s, "cylons_destroyed", kind=kind, area=area, count=a[kind], why="nuke")
            a[kind] = 0
    for key in S.basestars_in(s, area):
        S.destroy_basestar(s, key)
    for kind in ("mk2", "mk7"):
        while a[kind]:
            S.hit_viper(s, area, kind, None, "destroyed")
    for q in S.manned_in(s, area):
        S.hit_viper(s, area, s.viper(q)["kind"], q, "destroyed")
    for label, _ in list(a["civilians"]):
        S.destroy_civilian(s, area, label)


def clear_area(s: State, area: str) -> None:
    """Remove every Cylon ship from one area (Strange Beacon, Leoben, Cylon Genocide)."""
    a = s.areas[area]
    for kind in ("raiders", "heavies"):
        if a[kind]:
            event(s, "cylons_destroyed", kind=kind, area=area, count=a[kind], why="cleared")
            a[kind] = 0
    for key in S.basestars_in(s, area):
        S.destroy_basestar(s, key)


def cylon_areas(s: State) -> list[str]:
    return [a for a in B.AREAS if S.cylon_ships_in(s, a)]
