"""Interrupt windows and standing orders (BSG-18.1, BSG-27.4).

A window opens to every seat that could play something in it (never to others, so a window
nobody can use costs no time); each answers `pass` or a play, all at once. A play of a card
allowed once per roll or check removes that card from the other seats' offers. Standing orders
are moves too: `order <trigger> <card|pass> [<kind>]` makes the engine answer for the seat when
such a window opens (a card order is used up when it fires; a pass order stays)."""

from __future__ import annotations

from typing import Any

from games.battlestar_galactica.data import skills as K
from games.battlestar_galactica.machine import RESPONDERS, Frame, ask_many, event
from games.battlestar_galactica.state import State

# trigger of each window kind (the word a standing order names)
TRIGGERS = {"before_roll": "roll", "after_roll": "attacked", "after_total": "total",
            "before_check": "check", "crisis_revealed": "crisis"}
ONCE = {"strategic_planning", "declare_emergency", "evasive_maneuvers", "best_of_the_best"}


def family(move: str) -> str:
    """The card or ability a window answer plays (`play ta3` -> strategic_planning)."""
    words = move.split()
    if words[0] == "play" and words[1][:2] in K.COLOURS:
        return K.name(words[1])
    return words[1] if len(words) > 1 else words[0]


def holding(s: State, seat: int, name: str) -> list[str]:
    """`play <code>` offers for every strength of card `name` in the seat's hand."""
    return [f"play {c}" for c in sorted(set(s.players[seat]["hand"])) if K.name(c) == name]


def open_window(s: State, f: Frame, kind: str, offers: dict[int, list[str]],
                **info: Any) -> bool:
    """Ask every seat with an offer (plus `pass`), after standing orders answered for those
    that left one. True if the window is waiting on someone."""
    f["answers"] = {}
    waiting: dict[int, list[str]] = {}
    trigger = TRIGGERS.get(kind, kind)
    used: set[str] = set()
    for seat in sorted(offers, key=lambda q: (q - s.current) % s.seats):
        plays = [m for m in offers[seat] if family(m) not in used]
        if not plays:
            continue
        fired = _standing_order(s, f, seat, trigger, plays, info.get("roll", ""))
        if fired is None:
            waiting[seat] = [*plays, "pass"]
        elif fired != "pass" and family(fired) in ONCE:
            used.add(family(fired))
            _remove_once(f, waiting, family(fired))
    if not waiting:
        return False
    ask_many(s, f, waiting, "window", window=kind, **info)
    return True


def _standing_order(s: State, f: Frame, seat: int, trigger: str, plays: list[str],
                    roll_kind: str) -> str | None:
    """A card order of this trigger whose card can be played now fires (and is used up); else
    a pass order of this trigger, or the seat's "pass on every window" order, passes."""
    orders = s.players[seat]["orders"]
    fits = [o for o in orders
            if o["on"] == trigger and o.get("kind", "any") in ("any", roll_kind)]
    for order in fits:
        move = f"play {order['card']}"
        if order["card"] != "pass" and move in plays:
            orders.remove(order)
            f["answers"][str(seat)] = move
            event(s, "standing_order", seat=seat, move=move)
            return move
    if any(o["card"] == "pass" for o in fits) or any(o["on"] == "all" for o in orders):
        f["answers"][str(seat)] = "pass"
        return "pass"
    return None


def _remove_once(f: Frame, waiting: dict[int, list[str]], fam: str) -> None:
    if fam not in ONCE:
        return
    for seat, opts in list(waiting.items()):
        opts[:] = [m for m in opts if family(m) != fam]
        if opts == ["pass"]:
            f["answers"][str(seat)] = "pass"
            del waiting[seat]


def _respond(s: State, f: Frame, seat: int, move: str) -> list[str] | None:
    f["answers"][str(seat)] = move
    fam = family(move)
    p = s.pending
    if move != "pass" and fam in ONCE and p is not None and p["options"] is not None:
        for other in list(p["seats"]):
            if other == seat:
                continue
            opts = [m for m in p["options"][str(other)] if family(m) != fam]
            p["options"][str(other)] = opts
            if opts == ["pass"]:
                f["answers"][str(other)] = "pass"
                p["seats"].remove(other)
                del p["options"][str(other)]
    return None


RESPONDERS["window"] = _respond


def plays(f: Frame) -> list[tuple[int, str]]:
    """The window's plays in the order they were made (passes left out)."""
    return [(int(q), m) for q, m in f.get("answers", {}).items() if m != "pass"]


def close(f: Frame) -> list[tuple[int, str]]:
    out = plays(f)
    f.pop("answers", None)
    return out
