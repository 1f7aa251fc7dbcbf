"""Skill cards played as actions (BSG-1.10, BSG-5.6) and Quorum cards (BSG-1.15)."""

from __future__ import annotations

from games.battlestar_galactica import players as P
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data import skills as K
from games.battlestar_galactica.data.quorum import QUORUM
from games.battlestar_galactica.data.quorum import kind as quorum_kind
from games.battlestar_galactica.effects import change, target_ok
from games.battlestar_galactica.effects_ships import repair_location
from games.battlestar_galactica.machine import (
    Frame,
    ask,
    event,
    frame,
    op,
    push,
    shuffle,
    steps,
)
from games.battlestar_galactica.state import State
from games.battlestar_galactica.vipers import pilot_options

SCOUT_NEEDS = 3
FUEL_SCOUT_NEEDS = 4
MAX_FIREPOWER_ATTACKS = 4
REPAIR_VIPERS = 2


def eo_targets(s: State, seat: int) -> list[int]:
    """Executive Order: another human player who can act (BSG-5.6)."""
    return [q for q in s.order_from(s.current)
            if q != seat and target_ok(s, q, seat, ["human", "on_board"], {})
            and not s.players[q]["stranded"]]


def playable(s: State, seat: int, name: str) -> bool:
    p = s.players[seat]
    if name == "consolidate_power" or name == "state_of_emergency":
        return True
    if name == "executive_order":
        return not s.flags.get("eo_used") and bool(eo_targets(s, seat))
    if name in ("launch_scout", "scout_for_fuel"):
        return s.raptors["ready"] > 0
    if name == "maximum_firepower":
        return p["viper"] is not None
    if name == "repair":
        return p["loc"] in s.damaged or (
            p["loc"] == "hangar_deck" and any(s.vipers[k]["damaged"] for k in ("mk2", "mk7")))
    if name == "build_nuke":
        return s.nukes["spare"] > 0 and s.titles.get("admiral") is not None
    return False


def play_options(s: State, seat: int) -> list[str]:
    out = [f"play {c}" for c in sorted(set(s.players[seat]["hand"]))
           if K.name(c) in K.ACTION_CARDS and playable(s, seat, K.name(c))]
    if s.titles.get("president") == seat:
        out += [f"quorum {c}" for c in sorted(set(s.quorum_hand))]
    return out


def play(s: State, seat: int, code: str) -> None:
    name = K.name(code)
    P.discard(s, seat, code, "played")
    event(s, "card_played", seat=seat, card=code, name=name)
    if name == "consolidate_power":
        push(s, frame("draw_for", seat=seat, spec="any", count=2))
    elif name == "executive_order":
        s.flags["eo_used"] = True
        options = [f"target {s.players[q]['character']}" for q in eo_targets(s, seat)]
        push(s, frame("pick_option", seat=seat, kind="target", options=options,
                      then="executive_order"))
    elif name == "launch_scout":
        push(s, frame("die", kind="raptor", roller=seat,
                      then=frame("scout_result", seat=seat)))
    elif name == "maximum_firepower":
        push(s, frame("max_firepower", seat=seat, left=MAX_FIREPOWER_ATTACKS))
    elif name == "repair":
        push(s, frame("repair", seat=seat))
    elif name == "state_of_emergency":
        change(s, "food", -1, name)
        push(s, *(frame("move_or_act", seat=q) for q in s.order_from(seat)))
    elif name == "scout_for_fuel":
        push(s, frame("risk_raptor", args=[FUEL_SCOUT_NEEDS, [["res", "fuel", 1]]],
                      ctx={"actor": seat}))
    elif name == "build_nuke":
        s.nukes["spare"] -= 1
        s.nukes["admiral"] += 1
        event(s, "nukes", admiral=s.nukes["admiral"])


@op("executive_order")
def _executive_order(s: State, f: Frame) -> None:
    """The target moves then takes one action, or takes two actions (BSG-5.6)."""
    target = s.seat_of(f["move"].split()[1])
    assert target is not None
    if "ans" not in f:
        f["target"] = target
        ask(s, f, target, "executive", ["executive move", "executive actions"])
        return
    if f["ans"] == "executive move":
        push(s, frame("movement", seat=target),
             frame("action", seat=target, left=1, granted=True, eo=True))
    else:
        push(s, frame("action", seat=target, left=2, granted=True, eo=True))


@op("scout_result")
def _scout(s: State, f: Frame) -> None:
    """Launch Scout: on 3+ look at the top Crisis or Destination card and keep it on top or put
    it at the bottom; otherwise the raptor is destroyed."""
    seat = f["seat"]
    if "result" in f and "deck" not in f and "ans" not in f:
        if f["result"] < SCOUT_NEEDS:
            s.raptors["ready"] -= 1
            s.raptors["lost"] += 1
            event(s, "raptors", delta=-1, ready=s.raptors["ready"])
            return
        ask(s, f, seat, "scout", ["scout crisis", "scout destination"])
        return
    if "deck" not in f:
        f["deck"] = f.pop("ans").split()[1]
        push(s, frame("peek", seat=seat, deck=f["deck"]))


def scouted(s: State, seat: int, deck: str, where: str) -> None:
    """Where a looked-at card went: public, or the looker's if the data says so (BSG-26)."""
    if B.SCOUTED_WHERE_PUBLIC:
        event(s, "scouted", seat=seat, deck=deck, where=where)
    else:
        event(s, "scouted", seat=seat, deck=deck, secret={"where": where}, shown_to=[seat])


@op("peek")
def _peek(s: State, f: Frame) -> None:
    """See the top card of a deck privately, then leave it or put it at the bottom."""
    deck = s.crisis_deck if f["deck"] == "crisis" else s.destination_deck
    if not deck:
        return
    if "ans" in f:
        where = f["ans"].split()[1]
        if where == "bottom":
            deck.insert(0, deck.pop())
        scouted(s, f["seat"], f["deck"], where)
        return
    s.reveals += 1
    s.players[f["seat"]]["known"].append({"kind": f["deck"], "top": deck[-1]})
    event(s, "peeked", seat=f["seat"], deck=f["deck"], secret={"card": deck[-1]},
          shown_to=[f["seat"]])
    ask(s, f, f["seat"], "recon", ["recon top", "recon bottom"], deck=f["deck"])


@op("max_firepower")
def _max_firepower(s: State, f: Frame) -> None:
    from games.battlestar_galactica.vipers import do_pilot

    seat = f["seat"]
    if "ans" in f:
        move = f.pop("ans")
        if move == "done":
            return
        f["left"] -= 1
        if f["left"] > 0:
            push(s, f)
        do_pilot(s, seat, move)
        return
    attacks = [m for m in pilot_options(s, seat) if m.startswith("viper attack")]
    if attacks and f["left"] > 0:
        ask(s, f, seat, "firepower", [*attacks, "done"], left=f["left"])


@op("repair")
def _repair(s: State, f: Frame) -> None:
    """Repair: the player's damaged location, or up to 2 damaged vipers at the Hangar Deck;
    Chief Tyrol may then take another action (Maintenance Engineer)."""
    seat = f["seat"]
    loc = s.players[seat]["loc"]
    vipers = loc == "hangar_deck" and any(s.vipers[k]["damaged"] for k in ("mk2", "mk7"))
    if "ans" not in f and loc in s.damaged and vipers:
        ask(s, f, seat, "repair", ["repair location", "repair vipers"])
        return
    choice = f.get("ans", "repair location" if loc in s.damaged else "repair vipers")
    frames = []
    if choice == "repair location":
        assert loc is not None  # a repair is only offered to a player on Galactica
        repair_location(s, loc)
    else:
        frames.append(frame("repair_vipers", args=[REPAIR_VIPERS], ctx={"actor": seat}))
    if (P.character(s, seat) == "tyrol" and seat == s.current
            and not s.flags.get("chief_bonus_used")):
        s.flags["chief_bonus_used"] = True
        frames.append(frame("action", seat=seat, left=1, granted=True))
    push(s, *frames)


# --- Quorum cards -------------------------------------------------------------------------

def take_quorum(s: State, count: int) -> list[str]:
    """Cards off the Quorum deck (rebuilt from its discards when empty)."""
    got = []
    for _ in range(count):
        if not s.quorum_deck:
            s.quorum_deck = shuffle(s, s.quorum_discard)
            s.quorum_discard = []
        if not s.quorum_deck:
            break
        got.append(s.quorum_deck.pop())
    if got:
        s.reveals += 1
    return got


def quorum_draw(s: State, count: int) -> list[str]:
    got = take_quorum(s, count)
    if got:
        s.quorum_hand.extend(got)
        president = s.titles.get("president")
        event(s, "quorum_drawn", count=len(got), secret={"cards": got},
              shown_to=[] if president is None else [president])
    return got


@op("quorum_draw")
def _quorum_draw(s: State, f: Frame) -> None:
    quorum_draw(s, f["count"])


def play_quorum(s: State, seat: int, card: str) -> None:
    """The President plays a Quorum card: it is discarded as it starts to resolve (BSG-18.4);
    afterwards Tory may draw two skill cards (Adaptable)."""
    s.quorum_hand.remove(card)
    s.quorum_discard.append(card)
    event(s, "quorum_played", seat=seat, card=card)
    tory = s.seat_of("tory")
    if tory is not None and P.is_human(s, tory):
        push(s, frame("may", args=["actor", [["draw", "actor", "any", 2]]],
                      ctx={"actor": tory, "card": "adaptable"}))
    steps(s, QUORUM[quorum_kind(card)]["steps"], {"src": "quorum", "card": card,
                                                   "actor": seat})


@op("office_choice")
def _office_choice(s: State, f: Frame) -> None:
    """President's Office: after the first draw, draw another or play one (BSG-1.20)."""
    seat = f["seat"]
    if "ans" in f:
        words = f["ans"].split()
        if words[1] == "draw":
            quorum_draw(s, 1)
        else:
            play_quorum(s, seat, words[2])
        return
    options = ["office draw"] + [f"office play {c}" for c in sorted(set(s.quorum_hand))]
    ask(s, f, seat, "office", options)
