"""The human locations' actions (BSG-1.20) and who may use them (BSG-5.3, BSG-5.4)."""

from __future__ import annotations

from itertools import combinations

from games.battlestar_galactica import players as P
from games.battlestar_galactica import space as S
from games.battlestar_galactica.combat import galactica_attack, targets_in
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data.script import check
from games.battlestar_galactica.effects import discard_options, in_play_effect, target_ok
from games.battlestar_galactica.machine import Frame, ask, event, frame, op, push
from games.battlestar_galactica.state import State, _jsonable
from games.battlestar_galactica.vipers import launch_options, launch_pilot

AQ_CHECK = _jsonable(check(7, "le ta", pass_=(("send", "chosen", "brig"),)))[1]
ADMIN_CHECK = _jsonable(check(5, "po le", pass_=(("title", "president", "chosen"),)))[1]
BRIG_CHECK = _jsonable(check(7, "po ta", pass_=(("special", "leave_brig"),)))[1]
INSUBORDINATE = -3  # Starbuck
PROPHECY = 2


def aq_targets(s: State, seat: int) -> list[int]:
    return [q for q in s.order_from(s.current)
            if q != seat and target_ok(s, q, seat, ["brig"], {})]


def admin_targets(s: State, seat: int) -> list[int]:
    vice = s.attached.get("assign_vice_president")
    out = [q for q in s.order_from(s.current)
           if q != s.titles.get("president") and target_ok(s, q, seat, ["human", "on_board"], {})]
    if isinstance(vice, int) and vice != s.titles.get("president"):
        out = [q for q in out if q == vice]
    return out


def weapons_targets(s: State) -> list[str]:
    return [f"attack {a} {t}" for a in B.AREAS for t in targets_in(s, a)]


def usable(s: State, seat: int, loc: str) -> bool:
    """Whether the action of `loc` can do something for `seat` now."""
    if loc in s.damaged:
        return False
    if loc == "ftl_control":
        return s.jump > B.JUMP_RED
    if loc == "weapons_control":
        return bool(weapons_targets(s))
    if loc == "command":
        from games.battlestar_galactica.vipers import unmanned_options

        return bool(unmanned_options(s))
    if loc == "communications":
        return bool(S.civilians_on_board(s)) and not in_play_effect(s, "communications_jammed")
    if loc == "admirals_quarters":
        return P.character(s, seat) != "adama" and bool(aq_targets(s, seat))
    if loc == "hangar_deck":
        return "pi" in P.skill_set(s, seat) and bool(launch_options(s))
    if loc == "armory":
        return bool(s.boarding)
    if loc == "presidents_office":
        return s.titles.get("president") == seat
    if loc == "administration":
        return bool(admin_targets(s, seat))
    return loc in ("research_lab", "brig", "press_room")


def can_act(s: State, seat: int) -> bool:
    """BSG-5.4: Roslin needs two cards to discard, Zarek an empty location (Brig excepted)."""
    p = s.players[seat]
    loc = p["loc"]
    if loc is None or loc == "viper" or p["stranded"]:
        return False
    ch = p["character"]
    if ch == "roslin" and len(p["hand"]) < 2:
        return False
    if ch == "zarek" and loc != "brig" and any(q != seat for q in P.occupants(s, loc)):
        return False
    return usable(s, seat, loc)


def act(s: State, seat: int) -> None:
    push(s, frame("location_action", seat=seat, loc=s.players[seat]["loc"],
                  toll=2 if P.character(s, seat) == "roslin" else 0))


@op("location_action")
def _location_action(s: State, f: Frame) -> None:
    seat, loc = f["seat"], f["loc"]
    if f["toll"] > 0:  # Roslin's Terminal Illness
        if "ans" in f:
            P.discard(s, seat, f.pop("ans").split()[1], "terminal_illness")
            f["toll"] -= 1
        if f["toll"] > 0 and s.players[seat]["hand"]:
            ask(s, f, seat, "discard", discard_options(s, seat), card="terminal_illness")
            return
        f["toll"] = 0
    event(s, "location_used", seat=seat, location=loc)
    LOCATION_ACTIONS[loc](s, seat)


def _ftl(s: State, seat: int) -> None:
    push(s, frame("ftl_control", seat=seat))


def _weapons(s: State, seat: int) -> None:
    push(s, frame("pick_option", seat=seat, kind="attack", options=weapons_targets(s),
                  then="weapons_fire"))


@op("weapons_fire")
def _weapons_fire(s: State, f: Frame) -> None:
    _, area, target = f["move"].split()
    galactica_attack(s, f["seat"], area, target)


@op("pick_option")
def _pick_option(s: State, f: Frame) -> None:
    """Ask `seat` to choose one of `options`, then run frame `then` with the choice."""
    if "ans" in f:
        push(s, frame(f["then"], seat=f["seat"], move=f["ans"], **f.get("extra", {})))
        return
    if f["options"]:
        ask(s, f, f["seat"], f["kind"], f["options"], **f.get("info", {}))


def _command(s: State, seat: int) -> None:
    push(s, frame("unmanned_activations", seat=seat, left=2))


def _communications(s: State, seat: int) -> None:
    ships = [lab for _, lab in S.civilians_on_board(s)]
    pairs = [f"look {a} {b}" for a, b in combinations(sorted(ships), 2)] or [
        f"look {ships[0]}"]
    push(s, frame("pick_option", seat=seat, kind="look", options=pairs, then="comms_look"))


def area_of(s: State, label: str) -> str | None:
    for area, lab in S.civilians_on_board(s):
        if lab == label:
            return area
    return None


@op("comms_look")
def _comms_look(s: State, f: Frame) -> None:
    """Look at two civilian ships, then move each to an adjacent area or leave it."""
    seat = f["seat"]
    if "labels" not in f:
        f["labels"] = f["move"].split()[1:]
        backs = {}
        for label in f["labels"]:
            area = area_of(s, label)
            assert area is not None  # the move named civilians on the board
            backs[label] = next(b for lab, b in s.areas[area]["civilians"] if lab == label)
        s.reveals += 1
        s.players[seat]["known"].append({"kind": "civilians", "ships": backs})
        event(s, "civilians_seen", seat=seat, labels=f["labels"], secret={"backs": backs},
              shown_to=[seat])
    if "ans" in f:
        _, label, to = f.pop("ans").split()
        area = area_of(s, label)
        if to != "stay" and area is not None:
            ships = s.areas[area]["civilians"]
            ship = next(x for x in ships if x[0] == label)
            ships.remove(ship)
            s.areas[to]["civilians"].append(ship)
            event(s, "civilian_moved", label=label, frm=area, to=to)
        f["labels"].remove(label)
    if f["labels"]:
        label = f["labels"][0]
        area = area_of(s, label)
        if area is None:
            f["labels"].pop(0)
            push(s, f)
            return
        ask(s, f, seat, "shift", [f"shift {label} {a}" for a in S.adjacent(area)]
            + [f"shift {label} stay"])


def _admirals_quarters(s: State, seat: int) -> None:
    options = [f"target {s.players[q]['character']}" for q in aq_targets(s, seat)]
    push(s, frame("pick_option", seat=seat, kind="target", options=options, then="aq_check"))


@op("aq_check")
def _aq_check(s: State, f: Frame) -> None:
    target = s.seat_of(f["move"].split()[1])
    assert target is not None  # the move named a character in the game
    spec = dict(AQ_CHECK)
    difficulty = spec["difficulty"]
    if P.character(s, target) == "starbuck":
        difficulty += INSUBORDINATE
    if target == s.titles.get("president"):
        difficulty += _prophecy(s)
    push(s, frame("skill_check", spec=spec, difficulty=difficulty,
                  ctx={"src": "location", "loc": "admirals_quarters", "actor": f["seat"],
                       "chosen": target, "card": "admirals_quarters"}))


def _prophecy(s: State) -> int:
    """Accept Prophecy: +2 once, then discarded (BSG-1.15)."""
    if s.attached.get("accept_prophecy") == "fleet":
        del s.attached["accept_prophecy"]
        s.quorum_discard.append("accept_prophecy")
        event(s, "prophecy_used")
        return PROPHECY
    return 0


def _research(s: State, seat: int) -> None:
    push(s, frame("draw_for", seat=seat, spec="research", count=1))


def _hangar(s: State, seat: int) -> None:
    push(s, frame("pick_option", seat=seat, kind="launch", options=launch_options(s),
                  then="hangar_launch"))


@op("hangar_launch")
def _hangar_launch(s: State, f: Frame) -> None:
    launch_pilot(s, f["seat"], f["move"])
    push(s, frame("action", seat=f["seat"], left=1, granted=True))


def _armory(s: State, seat: int) -> None:
    spaces = sorted(set(s.boarding), reverse=True)
    if len(spaces) == 1:
        push(s, frame("armory_attack", seat=seat, space=spaces[0]))
        return
    push(s, frame("pick_option", seat=seat, kind="centurion",
                  options=[f"centurion {x}" for x in spaces], then="armory_pick"))


@op("armory_pick")
def _armory_pick(s: State, f: Frame) -> None:
    push(s, frame("armory_attack", seat=f["seat"], space=int(f["move"].split()[1])))


def _brig(s: State, seat: int) -> None:
    push(s, frame("skill_check", spec=dict(BRIG_CHECK), difficulty=BRIG_CHECK["difficulty"],
                  ctx={"src": "location", "loc": "brig", "actor": seat, "card": "brig"}))


def _press(s: State, seat: int) -> None:
    P.draw(s, seat, "po", 2)


def _office(s: State, seat: int) -> None:
    push(s, frame("quorum_draw", seat=seat, count=1), frame("office_choice", seat=seat))


def _administration(s: State, seat: int) -> None:
    options = [f"target {s.players[q]['character']}" for q in admin_targets(s, seat)]
    push(s, frame("pick_option", seat=seat, kind="target", options=options,
                  then="admin_check"))


@op("admin_check")
def _admin_check(s: State, f: Frame) -> None:
    target = s.seat_of(f["move"].split()[1])
    spec = dict(ADMIN_CHECK)
    push(s, frame("skill_check", spec=spec, difficulty=spec["difficulty"] + _prophecy(s),
                  ctx={"src": "location", "loc": "administration", "actor": f["seat"],
                       "chosen": target, "card": "administration"}))


LOCATION_ACTIONS = {
    "ftl_control": _ftl, "weapons_control": _weapons, "command": _command,
    "communications": _communications, "admirals_quarters": _admirals_quarters,
    "research_lab": _research, "hangar_deck": _hangar, "armory": _armory, "brig": _brig,
    "press_room": _press, "presidents_office": _office, "administration": _administration,
}
