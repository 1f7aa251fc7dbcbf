"""Card effects too particular for the step language (`("special", name)`): each is a small
handler with the card it belongs to in its docstring. Ally and Crossroads ones are in
`ionian_specials.py`."""

from __future__ import annotations

from collections.abc import Callable

from games.battlestar_galactica import players as P
from games.battlestar_galactica import space as S
from games.battlestar_galactica import titles
from games.battlestar_galactica.cards import take_quorum
from games.battlestar_galactica.combat import clear_area, cylon_areas
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data.board import HUMAN_SHIPS, LOCATIONS
from games.battlestar_galactica.effects import in_play_effect, one
from games.battlestar_galactica.effects_ships import apply_galactica_token, return_damage
from games.battlestar_galactica.machine import Frame, ask, event, frame, op, push, shuffle
from games.battlestar_galactica.state import State

Special = Callable[[State, Frame], None]
SPECIALS: dict[str, Special] = {}
CYLON_DAMAGE_DRAW = 5
CYLON_DAMAGE_KEEP = 2


def special(name: str) -> Callable[[Special], Special]:
    def register(fn: Special) -> Special:
        SPECIALS[name] = fn
        return fn

    return register


def ask_then(s: State, seat: int | None, kind: str, options: list[str], then: str,
             **extra: object) -> None:
    """Ask one decision, then run frame `then` with the answer as `move`."""
    if seat is not None and options:
        push(s, frame("pick_option", seat=seat, kind=kind, options=options, then=then,
                      extra=extra))


@special("heavy_casualties")
def _heavy_casualties(s: State, f: Frame) -> None:
    """Besieged: the 4 raiders just set up in front of the port bow attack at once."""
    todo = {a: 0 for a in B.AREAS}
    todo["port_bow"] = min(4, s.areas["port_bow"]["raiders"])
    push(s, frame("activate_cylons", kind="raiders", started=True, todo=todo))


@special("strange_beacon")
def _strange_beacon(s: State, f: Frame) -> None:
    """Strange Beacon: remove every Cylon ship from one area of the current player's choice."""
    ask_then(s, s.current, "area", [f"area {a}" for a in cylon_areas(s)], "clear_area")


@special("clear_area")
def _leoben(s: State, f: Frame) -> None:
    """Leoben Conoy (ally): destroy every Cylon ship in one main-board area."""
    ask_then(s, f["ctx"].get("actor", s.current), "area",
             [f"area {a}" for a in cylon_areas(s)], "clear_area")


@op("clear_area")
def _clear_area(s: State, f: Frame) -> None:
    clear_area(s, f["move"].split()[1])


@special("cylon_genocide")
def _cylon_genocide(s: State, f: Frame) -> None:
    """Cylon Genocide: destroy every Cylon ship on the main board."""
    for area in B.AREAS:
        clear_area(s, area)


@special("mysterious_message")
def _mysterious_message(s: State, f: Frame) -> None:
    """Mysterious Message: the current player may look through the Destiny deck, discard 2,
    and shuffle it."""
    push(s, frame("search_destiny", seat=s.current, left=2))


@op("search_destiny")
def _search_destiny(s: State, f: Frame) -> None:
    if "ans" in f:
        card = f.pop("ans").split()[1]
        if card == "none":
            f["left"] = 0
        else:
            s.destiny.remove(card)
            P.to_discards(s, [card])
            event(s, "destiny_discarded", seat=f["seat"], card=card)
            f["left"] -= 1
    else:
        s.reveals += 1
        event(s, "destiny_seen", seat=f["seat"], secret={"cards": sorted(s.destiny)},
              shown_to=[f["seat"]])
    if f["left"] > 0 and s.destiny:
        ask(s, f, f["seat"], "destiny", [f"destiny {c}" for c in sorted(set(s.destiny))]
            + ["destiny none"])
        return
    s.destiny = shuffle(s, s.destiny)


@special("return_to_duty")
def _return_to_duty(s: State, f: Frame) -> None:
    """Return to Duty: every character on Galactica with Piloting may launch himself."""
    pilots = [q for q in s.order_from(s.current)
              if P.on_galactica(s, q) and "pi" in P.skill_set(s, q)
              and P.is_human(s, q) and s.players[q]["loc"] != "brig"]
    push(s, *(frame("self_launch", seat=q) for q in pilots))


@op("self_launch")
def _self_launch(s: State, f: Frame) -> None:
    from games.battlestar_galactica.vipers import launch_options, launch_pilot

    if "ans" in f:
        if f["ans"] != "pass":
            launch_pilot(s, f["seat"], f["ans"])
        return
    options = launch_options(s)
    if options and P.on_galactica(s, f["seat"]):
        ask(s, f, f["seat"], "launch", [*options, "pass"])


@special("human_prisoner")
def _human_prisoner(s: State, f: Frame) -> None:
    """Human Prisoner: the Cylon who played it takes every skill card of a human player of
    his choice, who then goes to Sickbay."""
    cylon = f["ctx"].get("player")
    humans = [q for q in P.humans(s) if s.players[q]["loc"] is not None]
    ask_then(s, cylon, "target", [f"target {s.players[q]['character']}" for q in humans],
             "prisoner_take", cylon=cylon)


@op("prisoner_take")
def _prisoner_take(s: State, f: Frame) -> None:
    victim = s.seat_of(f["move"].split()[1])
    assert victim is not None
    cards = s.players[victim]["hand"]
    s.players[victim]["hand"] = []
    s.players[f["cylon"]]["hand"].extend(cards)
    event(s, "hand_taken", seat=f["cylon"], target=victim, count=len(cards),
          secret={"cards": cards}, shown_to=[f["cylon"], victim])
    P.send(s, victim, "sickbay")


@special("derelict_basestar")
def _derelict_basestar(s: State, f: Frame) -> None:
    """Derelict Basestar: the basestar placed in front of Galactica is damaged once."""
    keys = S.basestars_in(s, B.FRONT)
    if keys:
        push(s, frame("damage_basestar", basestar=keys[-1], times=1))


@special("ragnar_anchorage")
def _ragnar(s: State, f: Frame) -> None:
    """Ragnar Anchorage: up to 3 vipers (destroyed ones first, Mk VII first) and 1 raptor
    come back to the Reserves."""
    from games.battlestar_galactica.effects_ships import repair_viper

    left = 3
    for box in ("destroyed", "damaged"):
        for kind in ("mk7", "mk2"):
            while left and s.vipers[kind][box]:
                repair_viper(s, kind, box)
                left -= 1
    if s.raptors["lost"]:
        s.raptors["lost"] -= 1
        s.raptors["ready"] += 1
        event(s, "raptors", delta=1, ready=s.raptors["ready"])


@special("brutal_force")
def _brutal_force(s: State, f: Frame) -> None:
    """Authorization of Brutal Force: destroy 3 raiders, or 1 heavy raider, or 1 centurion."""
    options = []
    if any(s.areas[a]["raiders"] for a in B.AREAS):
        options.append("brutal raiders")
    options += [f"brutal heavy {a}" for a in B.AREAS if s.areas[a]["heavies"]]
    options += [f"brutal centurion {x}" for x in sorted(set(s.boarding), reverse=True)]
    ask_then(s, f["ctx"].get("actor"), "brutal", options, "brutal_pick")


@op("brutal_pick")
def _brutal_pick(s: State, f: Frame) -> None:
    words = f["move"].split()
    if words[1] == "heavy":
        s.areas[words[2]]["heavies"] -= 1
        event(s, "cylons_destroyed", kind="heavies", area=words[2], count=1, why="quorum")
    elif words[1] == "centurion":
        from games.battlestar_galactica.effects_ships import destroy_centurion

        destroy_centurion(s, int(words[2]))
    else:
        push(s, frame("remove_raiders", seat=f["seat"], left=3))


@op("remove_raiders")
def _remove_raiders(s: State, f: Frame) -> None:
    """Destroy raiders one at a time in areas the player picks (Brutal Force, Scanned)."""
    if "ans" in f:
        area = f.pop("ans").split()[1]
        s.areas[area]["raiders"] -= 1
        event(s, "cylons_destroyed", kind="raiders", area=area, count=1, why="effect")
        f["left"] -= 1
    areas = [a for a in B.AREAS if s.areas[a]["raiders"]]
    if f["left"] > 0 and areas:
        ask(s, f, f["seat"], "area", [f"area {a}" for a in areas], card="raiders")


def galactica_spots(s: State) -> list[str]:
    return [loc for loc, d in LOCATIONS.items()
            if d["ship"] == "galactica" and not d.get("hazardous")]


def anywhere(s: State) -> list[str]:
    return [loc for loc, d in LOCATIONS.items() if d["ship"] in HUMAN_SHIPS
            and not d.get("hazardous")
            and not (d["ship"] == "colonial_one" and in_play_effect(s, "colonial_one_destroyed"))]


@special("pardon")
def _pardon(s: State, f: Frame) -> None:
    """Presidential Pardon: the chosen character leaves the Brig for any Galactica location."""
    ask_then(s, f["ctx"].get("actor"), "to", [f"to {x}" for x in galactica_spots(s)],
             "relocate", who=f["ctx"].get("chosen"))


@special("leave_brig")
def _leave_brig(s: State, f: Frame) -> None:
    """The Brig's check passed: the player moves to any Galactica location."""
    actor = f["ctx"].get("actor")
    ask_then(s, actor, "to", [f"to {x}" for x in galactica_spots(s)], "relocate", who=actor)


@special("move_anywhere")
def _move_anywhere(s: State, f: Frame) -> None:
    """Cottle, Simon O'Neill, Romo Lampkin (allies): move to any location."""
    actor = f["ctx"].get("actor")
    if actor is not None and P.is_human(s, actor):
        ask_then(s, actor, "to", [f"to {x}" for x in anywhere(s)], "relocate", who=actor)


@op("relocate")
def _relocate(s: State, f: Frame) -> None:
    if f["who"] is not None:
        P.place(s, f["who"], f["move"].split()[1])


@special("presidential_order")
def _presidential_order(s: State, f: Frame) -> None:
    """Presidential Order: give the Admiral title, or with the Cylon Fleet the CAG title."""
    options = ["title admiral"] + (["title cag"] if s.opt("cylon_fleet") else [])
    ask_then(s, f["ctx"].get("actor"), "title", options, "grant_title",
             who=f["ctx"].get("chosen"))


@op("grant_title")
def _grant_title(s: State, f: Frame) -> None:
    if f["who"] is not None and titles.eligible(s, f["who"]):
        titles.give(s, f["move"].split()[1], f["who"])


@special("resignation")
def _resignation(s: State, f: Frame) -> None:
    """Resignation: swap any Quorum cards for new ones, then hand the President title to
    another character."""
    push(s, frame("resign", seat=f["ctx"].get("actor"), swapped=0))


@op("resign")
def _resign(s: State, f: Frame) -> None:
    seat = f["seat"]
    options = [f"swap {c}" for c in sorted(set(s.quorum_hand))] + ["swap done"]
    if "ans" in f:
        card = f.pop("ans").split()[1]
        if card != "done":
            s.quorum_hand.remove(card)
            s.quorum_discard.append(card)
            f["swapped"] += 1
            if s.quorum_hand:
                ask(s, f, seat, "swap", [f"swap {c}" for c in sorted(set(s.quorum_hand))]
                    + ["swap done"])
                return
    elif s.quorum_hand:
        ask(s, f, seat, "swap", options)
        return
    if f["swapped"]:
        s.quorum_hand.extend(take_quorum(s, f["swapped"]))
    others = [q for q in s.order_from(s.current) if q != seat and titles.eligible(s, q)]
    ask_then(s, seat, "target", [f"target {s.players[q]['character']}" for q in others],
             "give_president")


@op("give_president")
def _give_president(s: State, f: Frame) -> None:
    titles.give(s, "president", s.seat_of(f["move"].split()[1]))


@special("cylon_damage")
def _cylon_damage(s: State, f: Frame) -> None:
    """The "damage Galactica" Cylon card: draw up to 5 damage tokens, resolve 2, return the
    others unseen by the rest (BSG-1.12, BSG-26)."""
    actor = one(s, f["ctx"], "actor")
    drawn = [s.damage_pool.pop() for _ in range(min(CYLON_DAMAGE_DRAW, len(s.damage_pool)))]
    s.reveals += 1
    push(s, frame("cylon_damage", seat=actor, drawn=drawn, left=CYLON_DAMAGE_KEEP))


@op("cylon_damage")
def _cylon_damage_pick(s: State, f: Frame) -> None:
    if "ans" in f:
        token = f.pop("ans").split()[1]
        f["drawn"].remove(token)
        f["left"] -= 1
        push(s, f)
        apply_galactica_token(s, token)
        return
    if f["left"] > 0 and f["drawn"]:
        event(s, "damage_drawn", seat=f["seat"], secret={"tokens": f["drawn"]},
              shown_to=[f["seat"]])
        ask(s, f, f["seat"], "resolve", [f"resolve {t}" for t in sorted(set(f["drawn"]))])
        return
    return_damage(s, f["seat"], f["drawn"])
