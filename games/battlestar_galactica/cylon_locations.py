"""The Cylon locations (BSG-1.20, BSG-14.3, BSG-21.12): Caprica, Cylon Fleet, Human Fleet,
Resurrection Ship and, with the Cylon Fleet, the Basestar Bridge."""

from __future__ import annotations

from itertools import combinations

from games.battlestar_galactica.crisis import draw_crisis, resolve_super
from games.battlestar_galactica.machine import Frame, ask, event, frame, op, push
from games.battlestar_galactica.state import State

HUMAN_FLEET_DAMAGE = 5
RESURRECTION_DISTANCE = 7
FLEET_KINDS = ("raiders", "launch", "heavies", "basestars")


def options(s: State, seat: int) -> list[str]:
    p = s.players[seat]
    loc = p["loc"]
    if loc == "caprica":
        out = [f"caprica super {c}" for c in sorted(p["supers"])]
        if s.crisis_deck or s.crisis_discard:
            out.append("caprica crisis")
        return out
    if loc == "cylon_fleet" and not p["sympathizer"]:
        return [f"fleet {k}" for k in (*FLEET_KINDS, "deploy")]
    if loc == "human_fleet":
        return [f"human_fleet {s.players[q]['character']}" for q in s.order_from(s.current)
                if q != seat and s.players[q]["character"]]
    if loc == "resurrection_ship":
        out = ["resurrect keep"]
        if p["supers"] and s.super_deck:
            out.insert(0, "resurrect swap")
        return out
    if loc == "basestar_bridge":
        return [f"bridge {a} {b}" for a, b in combinations(range(1, 5), 2)]
    return []


def do(s: State, seat: int, move: str) -> None:
    words = move.split()
    verb = words[0]
    if verb == "caprica":
        if words[1] == "super":
            s.players[seat]["supers"].remove(words[2])
            resolve_super(s, seat, words[2])
        else:
            push(s, frame("caprica_crisis", seat=seat))
    elif verb == "fleet":
        if words[1] == "deploy":
            from games.battlestar_galactica.cylons import launch

            launch(s, "raiders", 2)
            launch(s, "heavies", 1)
        else:
            push(s, frame("activate_cylons", kind=words[1]))
    elif verb == "human_fleet":
        push(s, frame("human_fleet", seat=seat, target=s.seat_of(words[1])))
    elif verb == "resurrect":
        push(s, frame("resurrect", seat=seat, swap=words[1] == "swap"))
    elif verb == "bridge":
        from games.battlestar_galactica.cylon_fleet import bridge_frames

        push(s, *bridge_frames(s, seat, int(words[1]), int(words[2])))


@op("caprica_crisis")
def _caprica_crisis(s: State, f: Frame) -> None:
    """Draw 2 Crisis cards, resolve 1, discard the other; no Activate Cylon Ships step, but
    with Exodus the jump icon counts (BSG-20.4)."""
    seat = f["seat"]
    if "ans" in f:
        chosen = f["ans"].split()[1]
        for card in f["drawn"]:
            if card != chosen:
                s.crisis_discard.append(card)
        event(s, "crisis_revealed", card=chosen, seat=seat)
        push(s, frame("crisis_resolve", card=chosen, seat=seat, caprica=True))
        return
    f["drawn"] = [draw_crisis(s), draw_crisis(s)]
    event(s, "crisis_drawn_private", seat=seat, count=2, secret={"cards": f["drawn"]},
          shown_to=[seat])
    ask(s, f, seat, "crisis", [f"crisis {c}" for c in f["drawn"]])


@op("human_fleet")
def _human_fleet(s: State, f: Frame) -> None:
    """Look at a player's hand and take one card, then roll: 5+ damages Galactica."""
    seat, target = f["seat"], f["target"]
    hand = s.players[target]["hand"]
    if "ans" in f:
        card = f.pop("ans").split()[1]
        hand.remove(card)
        s.players[seat]["hand"].append(card)
        event(s, "card_taken", seat=seat, target=target, secret={"card": card},
              shown_to=[seat, target])
    elif hand:
        s.reveals += 1
        event(s, "hand_seen", seat=seat, target=target, secret={"cards": sorted(hand)},
              shown_to=[seat])
        ask(s, f, seat, "take", [f"take {c}" for c in sorted(set(hand))])
        return
    push(s, frame("die", kind="cylon", roller=seat,
                  then=frame("hit_galactica", at_least=HUMAN_FLEET_DAMAGE,
                             attacker="human_fleet")))


@op("resurrect")
def _resurrect(s: State, f: Frame) -> None:
    """Swap the Super Crisis card if wished, then (distance 7 or less) give every unrevealed
    loyalty card to another player (BSG-13.5)."""
    seat = f["seat"]
    p = s.players[seat]
    if f.pop("swap", False):
        old = p["supers"].pop()
        s.super_discard.append(old)
        new = s.super_deck.pop()
        p["supers"].append(new)
        s.reveals += 1
        event(s, "super_swapped", seat=seat, secret={"card": new}, shown_to=[seat])
    if "ans" in f:
        target = f["ans"].split()[1]
        if target != "none":
            to = s.seat_of(target)
            assert to is not None
            cards = p["loyalty"]
            p["loyalty"] = []
            s.players[to]["loyalty"].extend(cards)
            event(s, "loyalty_given", seat=seat, target=to, count=len(cards),
                  secret={"cards": cards}, shown_to=[seat, to])
            if "sympathizer" in cards:
                push(s, frame("sympathizer", seat=to))
        return
    if p["loyalty"] and s.distance <= RESURRECTION_DISTANCE:
        others = [q for q in s.order_from(s.current) if q != seat and s.players[q]["character"]]
        ask(s, f, seat, "give", [f"give {s.players[q]['character']}" for q in others]
            + ["give none"])
