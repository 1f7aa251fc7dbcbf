"""The step language of card effects, part 2: Galactica and basestar damage, centurions,
ships, raptors, nukes and civilian ships (BSG-9, BSG-10, BSG-12, BSG-18.3)."""

from __future__ import annotations

from games.battlestar_galactica import players as P
from games.battlestar_galactica import space as S
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.effects import one
from games.battlestar_galactica.machine import (
    Frame,
    ask,
    event,
    frame,
    game_over,
    op,
    push,
    shuffle,
)
from games.battlestar_galactica.state import State


@op("damage")
def _damage(s: State, f: Frame) -> None:
    push(s, *(frame("damage_galactica") for _ in range(f["args"][0])))


@op("damage_galactica")
def _damage_galactica(s: State, f: Frame) -> None:
    if s.damage_pool:
        apply_galactica_token(s, s.damage_pool.pop())


def apply_galactica_token(s: State, token: str) -> None:
    """BSG-9.4: a resource token costs 1 and leaves the game; a location token damages the
    location and sends everyone there to Sickbay. Six damaged locations: humans lose."""
    from games.battlestar_galactica.effects import change

    s.reveals += 1
    event(s, "galactica_damaged", token=token)
    if token in ("fuel", "food"):
        s.damage_out.append(token)
        change(s, token, -1, "galactica_damage")
        return
    s.damaged.append(token)
    for q in P.occupants(s, token):
        P.send(s, q, "sickbay")
    if len(s.damaged) >= 6:
        game_over(s, "cylons", "galactica_destroyed")
        return
    if s.opt("objective") == "ionian_nebula":
        push(s, frame("allies_check"))


def return_damage(s: State, seat: int, tokens: list[str]) -> None:
    """Drawn damage tokens left unresolved go back into the pool, seen by the drawer alone
    unless the data says otherwise (BSG-26)."""
    s.damage_pool = shuffle(s, [*s.damage_pool, *tokens])
    if not tokens:
        return
    if B.RETURNED_DAMAGE_PUBLIC:
        event(s, "damage_returned", seat=seat, count=len(tokens), tokens=list(tokens))
    else:
        event(s, "damage_returned", seat=seat, count=len(tokens), secret={"tokens": tokens},
              shown_to=[seat])


def repair_location(s: State, loc: str) -> None:
    """A repaired location's token goes back into the pool (BSG-9.4)."""
    s.damaged.remove(loc)
    s.damage_pool = shuffle(s, [*s.damage_pool, loc])
    event(s, "repaired", location=loc)


@op("centurion")
def _centurion(s: State, f: Frame) -> None:
    add_centurions(s, f["args"][0])


def add_centurions(s: State, count: int) -> int:
    """Centurions enter at the start of the Boarding Party track while tokens last (BSG-12.1)."""
    n = min(count, B.CENTURIONS - len(s.boarding))
    s.boarding.extend([0] * n)
    if n:
        event(s, "centurions", added=n, track=sorted(s.boarding))
    return n


@op("kill_centurion")
def _kill_centurion(s: State, f: Frame) -> None:
    """Destroy a centurion on the track: the current player picks which one (BSG-0.4)."""
    if "ans" in f:
        destroy_centurion(s, int(f["ans"].split()[1]))
        return
    spaces = sorted(set(s.boarding), reverse=True)
    if len(spaces) == 1:
        destroy_centurion(s, spaces[0])
    elif spaces:
        ask(s, f, s.current, "centurion", [f"centurion {x}" for x in spaces])


def destroy_centurion(s: State, space: int) -> None:
    s.boarding.remove(space)
    event(s, "centurion_destroyed", space=space)


@op("centurions_back")
def _centurions_back(s: State, f: Frame) -> None:
    s.boarding = [max(0, x - 1) for x in s.boarding]
    event(s, "centurions", added=0, track=sorted(s.boarding))


@op("raptor")
def _raptor(s: State, f: Frame) -> None:
    delta = f["args"][0]
    if delta < 0:
        n = min(-delta, s.raptors["ready"])
        s.raptors["ready"] -= n
        s.raptors["lost"] += n
    else:
        n = min(delta, s.raptors["lost"])
        s.raptors["ready"] += n
        s.raptors["lost"] -= n
        n = -n
    if n:
        event(s, "raptors", delta=-n, ready=s.raptors["ready"])


@op("nuke")
def _nuke(s: State, f: Frame) -> None:
    if f["args"][0] < 0 and s.nukes["admiral"] > 0:
        spend_nuke(s)


def spend_nuke(s: State) -> None:
    """With Exodus a used nuke goes beside the board, else out of the game (BSG-20.3)."""
    s.nukes["admiral"] -= 1
    s.nukes["spare" if s.opt("exodus") else "gone"] += 1
    event(s, "nukes", admiral=s.nukes["admiral"])


@op("civilians")
def _civilians(s: State, f: Frame) -> None:
    """Draw and destroy civilian ships: from the unused pile, else the current player picks
    one on the board (BSG-10.5, BSG-20.8)."""
    if "ans" in f:
        _, area, label = f["ans"].split()
        S.destroy_civilian(s, area, label)
        f["left"] -= 1
    else:
        f["left"] = f["args"][0]
    while f["left"] > 0 and s.civilian_pile:
        back = s.civilian_pile.pop()
        s.civilians_lost.append(back)
        s.reveals += 1
        event(s, "civilian_destroyed", area=None, label=None, back=back)
        S.civilian_loss(s, back)
        S.end_relentless_pursuit(s)
        f["left"] -= 1
    on_board = S.civilians_on_board(s)
    if f["left"] > 0 and on_board:
        f.pop("ans", None)
        ask(s, f, s.current, "civilian", [f"civilian {a} {lab}" for a, lab in on_board])


def civilian_placer(s: State) -> int | None:
    """Who places a civilian ship when no area is named: the CAG with the Cylon Fleet
    (BSG-21.9), else the Admiral (BSG-10.5)."""
    return s.titles.get("cag") if s.opt("cylon_fleet") else s.titles.get("admiral")


def placement_areas(s: State) -> list[str]:
    """The CAG must use an area without civilian ships if there is one (BSG-21.9)."""
    empty = [a for a in B.AREAS if not s.areas[a]["civilians"]]
    return empty if s.opt("cylon_fleet") and empty else list(B.AREAS)


@op("civilians_place")
def _civilians_place(s: State, f: Frame) -> None:
    if "ans" in f:
        S.put_civilian(s, f.pop("ans").split()[1])
        f["left"] -= 1
    else:
        f["left"] = f["args"][0]
    placer = civilian_placer(s)
    if f["left"] > 0 and s.civilian_pile and placer is not None:
        ask(s, f, placer, "area", [f"area {a}" for a in placement_areas(s)], card="civilian")


@op("place")
def _place(s: State, f: Frame) -> None:
    """Put the pictured ships on the board (crisis setups, destinations)."""
    layout = f["args"][0]
    wanted = {kind: [(area, n[kind]) for area, n in layout.items() if n.get(kind)]
              for kind in ("basestars", "raiders", "heavies")}
    for kind, areas in wanted.items():
        if areas:
            push(s, frame("place_cylons", kind=kind, wants=[list(x) for x in areas]))
    for area, n in layout.items():
        for _ in range(n.get("civilians", 0)):
            S.put_civilian(s, area)
    vipers = [area for area, n in layout.items() for _ in range(n.get("vipers", 0))]
    if vipers:
        push(s, frame("place_vipers", areas=vipers, placed=[]))


@op("place_cylons")
def _place_cylons(s: State, f: Frame) -> None:
    """Place Cylon ships; when too few remain the current player decides where the ones left
    go (BSG-18.3), after pulling from the Cylon Fleet board (BSG-21.5)."""
    kind = f["kind"]
    if "ans" in f:
        area = f.pop("ans").split()[1]
        S.put_cylons(s, kind, area, 1)
        f["avail"] -= 1
        for want in f["wants"]:
            if want[0] == area:
                want[1] -= 1
    else:
        total = sum(n for _, n in f["wants"])
        f["avail"] = S.available(s, kind, total, f.get("pull", True))
        if f["avail"] >= total:
            for area, n in f["wants"]:
                S.put_cylons(s, kind, area, n)
            return
    open_areas = [a for a, n in f["wants"] if n > 0]
    if f["avail"] > 0 and open_areas:
        if len(open_areas) == 1:
            area = open_areas[0]
            S.put_cylons(s, kind, area, min(f["avail"], f["wants"][0][1]))
            return
        ask(s, f, s.current, "area", [f"area {a}" for a in open_areas], card=kind)


@op("place_vipers")
def _place_vipers(s: State, f: Frame) -> None:
    """Launch pictured vipers from the Reserves (a Mk VII may stand in, BSG-21.11); Apollo may
    then take one (Alert Viper Pilot)."""
    if "ans" in f:
        kind = f.pop("ans").split()[1]
        area = f["areas"].pop(0)
        s.vipers[kind]["reserves"] -= 1
        s.areas[area][kind] += 1
        f["placed"].append(area)
        event(s, "viper_launched", area=area, kind=kind)
    while f["areas"]:
        kinds = S.reserve_kinds(s)
        if not kinds:
            break
        if len(kinds) > 1:
            ask(s, f, s.current, "viper_kind", [f"viper {k}" for k in kinds])
            return
        area = f["areas"].pop(0)
        s.vipers[kinds[0]]["reserves"] -= 1
        s.areas[area][kinds[0]] += 1
        f["placed"].append(area)
        event(s, "viper_launched", area=area, kind=kinds[0])
    if f["placed"]:
        push(s, frame("alert_pilot", areas=sorted(set(f["placed"]))))


@op("activate")
def _activate(s: State, f: Frame) -> None:
    push(s, frame("activate_cylons", kind=f["args"][0]))


@op("vipers_home")
def _vipers_home(s: State, f: Frame) -> None:
    S.all_vipers_home(s)


def viper_targets(s: State, where: str) -> list[str]:
    """Vipers that an effect may damage, as `viper <place> <kind>` choices."""
    out: list[str] = []
    if where in ("reserves", "undamaged"):
        out += [f"viper reserves {k}" for k in S.reserve_kinds(s)]
    if where in ("space", "undamaged", "space_unmanned"):
        for area in B.AREAS:
            out += [f"viper {area} {k}" for k in ("mk2", "mk7") if s.areas[area][k]]
            if where != "space_unmanned":
                out += [f"viper {area} {s.players[q]['character']}"
                        for q in S.manned_in(s, area)]
    return out


@op("damage_vipers")
def _damage_vipers(s: State, f: Frame) -> None:
    where, count = f["args"][:2]
    chooser = one(s, {**f["ctx"], "src": None}, f["args"][2]) if len(f["args"]) > 2 else None
    if "ans" in f:
        _, place, kind = f.pop("ans").split()
        damage_one(s, place, kind)
        f["left"] -= 1
    else:
        f["left"] = count
    while f["left"] > 0:
        targets = viper_targets(s, where)
        if not targets:
            return
        if len({t.split()[2] for t in targets}) == 1 and all(
                t.split()[1] == "reserves" for t in targets):
            _, place, kind = targets[0].split()
            damage_one(s, place, kind)
            f["left"] -= 1
            continue
        ask(s, f, s.current if chooser is None else chooser, "viper", targets)
        return


def damage_one(s: State, place: str, kind: str) -> None:
    if place == "reserves":
        s.vipers[kind]["reserves"] -= 1
        s.vipers[kind]["damaged"] += 1
        event(s, "viper_damaged", area=None, kind=kind, pilot=None)
    elif kind in ("mk2", "mk7"):
        S.hit_viper(s, place, kind, None, "damaged")
    else:
        pilot = s.seat_of(kind)
        assert pilot is not None
        S.hit_viper(s, place, s.viper(pilot)["kind"], pilot, "damaged")


@op("destroy_viper")
def _destroy_viper(s: State, f: Frame) -> None:
    """Gas Giant: the Admiral destroys one viper of his choice."""
    if "ans" in f:
        _, place, kind = f["ans"].split()
        if place == "reserves":
            s.vipers[kind]["reserves"] -= 1
            s.vipers[kind]["destroyed"] += 1
            event(s, "viper_destroyed", area=None, kind=kind, pilot=None)
        elif kind in ("mk2", "mk7"):
            S.hit_viper(s, place, kind, None, "destroyed")
        else:
            pilot = s.seat_of(kind)
            assert pilot is not None
            S.hit_viper(s, place, s.viper(pilot)["kind"], pilot, "destroyed")
        return
    targets = viper_targets(s, "undamaged")
    admiral = s.titles.get("admiral")
    if targets and admiral is not None:
        ask(s, f, admiral, "viper", targets)


@op("repair_vipers")
def _repair_vipers(s: State, f: Frame) -> None:
    """Damaged vipers back to the Reserves (Repair, Hardball, Ragnar Anchorage)."""
    if "ans" in f:
        kind = f.pop("ans").split()[1]
        repair_viper(s, kind, "damaged")
        f["left"] -= 1
    else:
        f["left"] = f["args"][0]
    while f["left"] > 0:
        kinds = [k for k in ("mk2", "mk7") if s.vipers[k]["damaged"]]
        if not kinds:
            return
        if len(kinds) == 1 or sum(s.vipers[k]["damaged"] for k in kinds) <= f["left"]:
            repair_viper(s, kinds[0], "damaged")
            f["left"] -= 1
            continue
        actor = f["ctx"].get("actor", s.current)
        ask(s, f, actor, "viper_kind", [f"viper {k}" for k in kinds])
        return


def repair_viper(s: State, kind: str, box: str) -> None:
    s.vipers[kind][box] -= 1
    s.vipers[kind]["reserves"] += 1
    event(s, "viper_repaired", kind=kind, box=box)


@op("repair_destroyed_viper")
def _repair_destroyed_viper(s: State, f: Frame) -> None:
    kinds = [k for k in ("mk2", "mk7") if s.vipers[k]["destroyed"]]
    if kinds:
        repair_viper(s, kinds[0], "destroyed")


@op("unmanned")
def _unmanned(s: State, f: Frame) -> None:
    name, count = f["args"]
    seat = one(s, {**f["ctx"], "src": None}, name)
    if seat is not None:
        push(s, frame("unmanned_activations", seat=seat, left=count))


@op("attach")
def _attach(s: State, f: Frame) -> None:
    """A Quorum card that stays in play: on a player, or on the fleet (Accept Prophecy)."""
    card = f["ctx"]["card"]
    holder = f["args"][0]
    if card in s.quorum_discard:
        s.quorum_discard.remove(card)
        s.attached[card] = "fleet" if holder == "fleet" else f["ctx"].get("chosen")
        event(s, "attached", card=card, seat=s.attached[card])


@op("remove_quorum")
def _remove_quorum(s: State, f: Frame) -> None:
    card = f["ctx"]["card"]
    if card in s.quorum_discard:
        s.quorum_discard.remove(card)
        s.quorum_removed.append(card)


@op("risk_raptor")
def _risk_raptor(s: State, f: Frame) -> None:
    """Risk a raptor (BSG-10.4): a good roll gains, otherwise the raptor is destroyed."""
    at_least, gain = f["args"]
    if s.raptors["ready"] > 0:
        ranges = [[at_least, 8, gain], [1, at_least - 1, [["raptor", -1]]]]
        push(s, frame("die", kind="raptor", roller=f["ctx"].get("actor", s.current),
                      then=frame("roll_ranges", ctx=f["ctx"], ranges=ranges)))


@op("after_reset")
def _after_reset(s: State, f: Frame) -> None:
    s.flags["after_reset"] = f["args"][0]


@op("new_crisis")
def _new_crisis(s: State, f: Frame) -> None:
    s.flags["crisis_again"] = True


@op("extra_loyalty")
def _extra_loyalty(s: State, f: Frame) -> None:
    """Shuffle a Not-a-Cylon card into the Loyalty deck and draw one (if distance allows)."""
    name, max_distance = f["args"]
    seat = one(s, f["ctx"], name)
    if seat is not None and s.distance <= max_distance:
        push(s, frame("loyalty_extra", seat=seat))
