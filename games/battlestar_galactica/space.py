"""Ships in space: supplies, placement with shortages (BSG-18.3, BSG-21.5), civilian ships
(BSG-1.9, BSG-10.5), vipers and raptors (BSG-9.6, BSG-10), raider movement geometry (BSG-1.6.5).

Unmanned vipers are counts per area (`mk2`, `mk7`); a piloted viper lives on its pilot."""

from __future__ import annotations

from typing import Any

from games.battlestar_galactica import players as P
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.machine import event, shuffle
from games.battlestar_galactica.state import State

KINDS = ("raiders", "heavies", "basestars", "civilians", "vipers")


def empty_area() -> dict[str, Any]:
    return {"raiders": 0, "heavies": 0, "mk2": 0, "mk7": 0, "civilians": []}


def raider_total(s: State) -> int:
    return B.RAIDERS_CYLON_FLEET if s.opt("cylon_fleet") else B.RAIDERS


def supply(s: State, kind: str) -> int:
    """Cylon ships neither on the main board nor on the Cylon Fleet board."""
    if kind == "basestars":
        return sum(1 for b in s.basestars.values() if b["at"] is None)
    total = raider_total(s) if kind == "raiders" else B.HEAVIES
    used = sum(a[kind] for a in s.areas.values()) + sum(a[kind] for a in s.fleet.values())
    return total - used


def basestars_in(s: State, area: str, fleet: bool = False) -> list[str]:
    return [k for k, b in s.basestars.items() if b["at"] == area and b["fleet"] == fleet]


def main_basestars(s: State) -> list[str]:
    return [k for k, b in s.basestars.items() if b["at"] is not None and not b["fleet"]]


def cylon_ships_in(s: State, area: str) -> int:
    a = s.areas[area]
    return a["raiders"] + a["heavies"] + len(basestars_in(s, area))


def ring_distance(a: str, b: str) -> int:
    i, j = B.AREAS.index(a), B.AREAS.index(b)
    d = abs(i - j)
    return min(d, 6 - d)


def adjacent(area: str) -> tuple[str, str]:
    i = B.AREAS.index(area)
    return B.AREAS[(i - 1) % 6], B.AREAS[(i + 1) % 6]


def step_toward_civilians(s: State, area: str) -> str | None:
    """A raider's move toward the nearest civilian ship, ties broken clockwise (BSG-1.6.5)."""
    targets = {a for a in B.AREAS if s.areas[a]["civilians"]}
    i = B.AREAS.index(area)
    for k in range(1, 4):
        if B.AREAS[(i + k) % 6] in targets:
            return B.AREAS[(i + 1) % 6]
        if B.AREAS[(i - k) % 6] in targets:
            return B.AREAS[(i - 1) % 6]
    return None


# --- civilian ships -----------------------------------------------------------------------

def new_civilian_label(s: State) -> str:
    s.civilian_label += 1
    return f"c{s.civilian_label}"


def put_civilian(s: State, area: str) -> bool:
    """Take a random face-down ship from the unused pile into `area` (False if none left)."""
    if not s.civilian_pile:
        return False
    back = s.civilian_pile.pop()
    label = new_civilian_label(s)
    s.areas[area]["civilians"].append([label, back])
    event(s, "civilian_placed", area=area, label=label)
    return True


def civilian_loss(s: State, back: str) -> None:
    from games.battlestar_galactica.effects import change

    for resource, amount in B.CIVILIAN_LOSS[back].items():
        change(s, resource, -amount, "civilian_ship")


def destroy_civilian(s: State, area: str, label: str) -> None:
    """A civilian ship is flipped, its resources lost, the tile removed (BSG-10.5)."""
    ships = s.areas[area]["civilians"]
    for i, (lab, back) in enumerate(ships):
        if lab == label:
            del ships[i]
            s.civilians_lost.append(back)
            event(s, "civilian_destroyed", area=area, label=label, back=back)
            civilian_loss(s, back)
            end_relentless_pursuit(s)
            return


def escort_civilian(s: State, area: str, label: str) -> None:
    """A ship goes back into the unused pile, unseen and unharmed (BSG-21.8)."""
    ships = s.areas[area]["civilians"]
    for i, (lab, back) in enumerate(ships):
        if lab == label:
            del ships[i]
            s.civilian_pile = shuffle(s, [*s.civilian_pile, back])
            event(s, "civilian_escorted", area=area, label=label)
            return


def end_relentless_pursuit(s: State) -> None:
    """Thirty-Three stays in play until a civilian ship or a basestar is destroyed."""
    for card, effect in list(s.in_play.items()):
        if effect == "relentless_pursuit":
            del s.in_play[card]
            s.crisis_discard.append(card)
            event(s, "left_play", card=card)


def civilians_on_board(s: State) -> list[tuple[str, str]]:
    return [(a, lab) for a in B.AREAS for lab, _ in s.areas[a]["civilians"]]


# --- vipers -------------------------------------------------------------------------------

def pilots(s: State) -> list[int]:
    return [q for q in range(s.seats) if s.players[q]["viper"] is not None]


def manned_in(s: State, area: str) -> list[int]:
    return [q for q in pilots(s) if s.viper(q)["area"] == area]


def vipers_in_space(s: State) -> int:
    return sum(a["mk2"] + a["mk7"] for a in s.areas.values()) + len(pilots(s))


def count_undamaged(s: State) -> int:
    return s.vipers["mk2"]["reserves"] + s.vipers["mk7"]["reserves"] + vipers_in_space(s)


def count_damaged_or_destroyed(s: State) -> int:
    return sum(s.vipers[k]["damaged"] + s.vipers[k]["destroyed"] for k in ("mk2", "mk7"))


def reserve_kinds(s: State) -> list[str]:
    return [k for k in ("mk2", "mk7") if s.vipers[k]["reserves"] > 0]


def hit_viper(s: State, area: str, kind: str, pilot: int | None, result: str) -> None:
    """A viper is damaged (to the Damaged Vipers box) or destroyed (out of the game); its pilot
    goes to Sickbay (BSG-9.5, BSG-9.6)."""
    if pilot is None:
        s.areas[area][kind] -= 1
    else:
        s.players[pilot]["viper"] = None
        P.place(s, pilot, "sickbay")
    s.vipers[kind]["damaged" if result == "damaged" else "destroyed"] += 1
    event(s, "viper_" + result, area=area, kind=kind, pilot=pilot)


def all_vipers_home(s: State) -> None:
    """Every viper in space back to the Reserves, pilots to the Hangar Deck (BSG-11.3)."""
    for area in B.AREAS:
        for kind in ("mk2", "mk7"):
            s.vipers[kind]["reserves"] += s.areas[area][kind]
            s.areas[area][kind] = 0
    for q in pilots(s):
        P.place(s, q, "hangar_deck")
    event(s, "vipers_home")


# --- placing Cylon ships ------------------------------------------------------------------

def take_from_fleet(s: State, kind: str, count: int) -> int:
    """BSG-21.5: ships short in the supply come from the lowest-numbered Cylon areas."""
    got = 0
    for area in sorted(B.AREAS, key=lambda a: B.CF_LABEL[a]):
        if got >= count:
            break
        if kind == "basestars":
            for k in basestars_in(s, area, fleet=True):
                if got < count:
                    s.basestars[k].update(at=None, fleet=False)
                    got += 1
        else:
            n = min(s.fleet[area][kind], count - got)
            s.fleet[area][kind] -= n
            got += n
    return got


def available(s: State, kind: str, wanted: int, pull: bool = True) -> int:
    """How many ships of `kind` can be placed, pulling from the Cylon Fleet board if needed
    (placements, not launches: BSG-21.4, BSG-21.5)."""
    have = supply(s, kind)
    if have < wanted and s.opt("cylon_fleet") and pull:
        have += take_from_fleet(s, kind, wanted - have)
    return min(have, wanted)


def put_cylons(s: State, kind: str, area: str, count: int) -> int:
    """Place up to `count` Cylon ships of `kind` from the supply into `area`."""
    n = min(count, supply(s, kind))
    if kind == "basestars":
        free = [k for k, b in s.basestars.items() if b["at"] is None]
        for k in free[:n]:
            s.basestars[k].update(at=area, fleet=False, damage=[])
    else:
        s.areas[area][kind] += n
    if n:
        event(s, "cylons_placed", kind=kind, area=area, count=n)
    return n


def destroy_basestar(s: State, key: str) -> None:
    """A destroyed basestar returns to the supply; its damage tokens to the pool (BSG-9.3)."""
    b = s.basestars[key]
    area = b["at"]
    s.basestar_pool = shuffle(s, [*s.basestar_pool, *b["damage"]])
    b.update(at=None, fleet=False, damage=[])
    event(s, "basestar_destroyed", basestar=key, area=area)
    end_relentless_pursuit(s)
