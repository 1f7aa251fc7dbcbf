"""Loyalty (BSG-13, BSG-14): dealing, the Sleeper Agent phase, looks at loyalty cards, the
Sympathizer, revealing as a Cylon and extra loyalty draws."""

from __future__ import annotations

from games.battlestar_galactica import players as P
from games.battlestar_galactica import titles
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data.loyalty import (
    CYLON_CARDS,
    FINAL_FIVE,
    FINAL_FIVE_RESHUFFLED,
    SLEEPER_BOOMER_BRIG,
    SLEEPER_BOOMER_CARDS,
    SYMPATHIZER,
    is_cylon,
)
from games.battlestar_galactica.effects import in_play_effect
from games.battlestar_galactica.machine import (
    Frame,
    ask,
    event,
    frame,
    op,
    pick_random,
    push,
    shuffle,
    steps,
)
from games.battlestar_galactica.state import State

REVEAL_KEEP = 3  # BSG-14.2.2


def deal(s: State, seat: int, count: int = 1) -> list[str]:
    """Deal loyalty cards face down; the deck is never reshuffled (BSG-13.7)."""
    got = []
    for _ in range(count):
        if not s.loyalty_deck:
            break
        card = s.loyalty_deck.pop()
        s.reveals += 1
        got.append(card)
        s.players[seat]["loyalty"].append(card)
    if got:
        event(s, "loyalty_dealt", seat=seat, count=len(got), secret={"cards": got}, shown_to=[seat])
        if SYMPATHIZER in got or (s.players[seat]["revealed"] and _sympathizer_unseen(s)):
            push(s, frame("sympathizer", seat=seat))
    return got


def _sympathizer_unseen(s: State) -> bool:
    """Whether, for all the table knows, the Sympathizer may still be dealt or held face down:
    it is in this game and nobody has shown it."""
    return (not s.opt("no_sympathizer") and SYMPATHIZER not in s.loyalty_out
            and not any(SYMPATHIZER in p["shown"] for p in s.players))


def add_human_card(s: State) -> None:
    """Shuffle one Not-a-Cylon card into the Loyalty deck (BSG-17.4.7, BSG-22.2.2); an empty
    Not-a-Cylon pile is rebuilt from the discarded ones (BSG-13.7)."""
    if not s.human_pile:
        rebuilt = [c for c in s.loyalty_discard if c.startswith("human_")]
        s.loyalty_discard = [c for c in s.loyalty_discard if not c.startswith("human_")]
        s.human_pile = shuffle(s, rebuilt)
    if s.human_pile:
        s.loyalty_deck = shuffle(s, [*s.loyalty_deck, s.human_pile.pop()])


@op("loyalty_extra")
def _extra(s: State, f: Frame) -> None:
    add_human_card(s)
    deal(s, f["seat"])


@op("sleeper_agent")
def _sleeper(s: State, f: Frame) -> None:
    """BSG-13.3: one card to everyone from the current player on (Boomer two, one if already
    revealed, then to the Brig unless revealed: data); Sympathizers resolve as they are dealt."""
    event(s, "sleeper_agent_phase")
    boomer = None
    for seat in s.order_from(s.current):
        if P.character(s, seat) == "boomer":
            boomer = seat
            deal(s, seat, SLEEPER_BOOMER_CARDS[_side(s, seat)])
        else:
            deal(s, seat)
    if boomer is not None and SLEEPER_BOOMER_BRIG[_side(s, boomer)]:
        P.send(s, boomer, "brig")


def _side(s: State, seat: int) -> str:
    return "revealed" if s.players[seat]["revealed"] else "hidden"


@op("sympathizer")
def _sympathizer(s: State, f: Frame) -> None:
    """BSG-13.6: a human dealt the Sympathizer reveals it at once: to the Brig (still human)
    if a resource is in the red, otherwise a Cylon without a Super Crisis card. A revealed
    Cylon may pass it to a human player."""
    seat = f["seat"]
    p = s.players[seat]
    if p["revealed"]:
        _hand_off(s, f, seat)
        return
    if SYMPATHIZER not in p["loyalty"]:
        return
    p["loyalty"].remove(SYMPATHIZER)
    p["shown"].append(SYMPATHIZER)
    red = any(s.res[r] <= B.RED_ZONE[r] for r in B.RESOURCES)
    event(s, "sympathizer", seat=seat, red=red)
    if red:
        P.send(s, seat, "brig")
    else:
        p["sympathizer"] = True
        push(s, frame("become_cylon", seat=seat, card=None, power=False, supercrisis=False))


def _hand_off(s: State, f: Frame, seat: int) -> None:
    """BSG-13.5: a revealed Cylon dealt the Sympathizer may pass it to a human player. Every
    revealed Cylon dealt a card is asked alike (only "none" when it is another card), so the
    table cannot tell who holds it (BSG-26); a pass is public."""
    p = s.players[seat]
    holds = SYMPATHIZER in p["loyalty"]
    if "ans" in f:
        target = f["ans"].split()[1]
        if target != "none" and holds:
            to = s.seat_of(target)
            assert to is not None
            p["loyalty"].remove(SYMPATHIZER)
            s.players[to]["loyalty"].append(SYMPATHIZER)
            event(s, "sympathizer_passed", seat=seat, to=to)
            push(s, frame("sympathizer", seat=to))
        return
    humans = [q for q in P.humans(s) if q != seat] if holds else []
    ask(s, f, seat, "target",
        [f"target {s.players[q]['character']}" for q in humans] + ["target none"],
        card="loyalty_dealt")


@op("look_loyalty")
def _look(s: State, f: Frame) -> None:
    """BSG-13.2: one card at random (or all); the looker alone sees it. Detector Sabotage
    forbids looks; a Final Five card looked at reacts (BSG-22.3)."""
    viewer, target = f["viewer"], f["target"]
    hidden = s.players[target]["loyalty"]
    if in_play_effect(s, "no_looks") or not hidden:
        event(s, "look_refused", seat=viewer, target=target)
        return
    seen = list(hidden) if f["count"] >= len(hidden) else [pick_random(s, hidden)]
    s.reveals += 1
    s.players[viewer]["known"].append({"kind": "loyalty", "seat": target, "cards": seen})
    event(s, "looked", seat=viewer, target=target, count=len(seen),
          secret={"cards": seen}, shown_to=[viewer])
    five = [c for c in seen if c in FINAL_FIVE]
    if five:
        push(s, frame("final_five_order", holder=target, examiner=viewer, cards=five))


@op("final_five_order")
def _final_five_order(s: State, f: Frame) -> None:
    """Several Final Five cards examined at once: the current player orders them, and all
    resolve even if the examiner is executed on the way (BSG-22.3.3)."""
    if "ans" in f:
        first = f.pop("ans").split()[1]
        f["cards"].remove(first)
        push(s, frame("final_five_order", holder=f["holder"], examiner=f["examiner"],
                      cards=f["cards"]))
        push(s, frame("final_five", holder=f["holder"], examiner=f["examiner"], card=first))
        return
    if len(f["cards"]) > 1:
        ask(s, f, s.current, "first", [f"first {c}" for c in f["cards"]])
    elif f["cards"]:
        push(s, frame("final_five", holder=f["holder"], examiner=f["examiner"],
                      card=f["cards"][0]))


@op("final_five")
def _final_five(s: State, f: Frame) -> None:
    """The examined Final Five card is revealed and resolved by its holder; most cards are then
    shuffled back among his loyalty cards (BSG-22.3.1)."""
    holder, card = f["holder"], f["card"]
    p = s.players[holder]
    held = card in p["loyalty"]
    if not held and card not in FINAL_FIVE_RESHUFFLED:
        return  # the holder was executed already: his own card has done its work
    event(s, "final_five", seat=holder, examiner=f["examiner"], card=card)
    if held and card not in FINAL_FIVE_RESHUFFLED:
        p["loyalty"].remove(card)
        s.loyalty_out.append(card)
    elif held:
        p["loyalty"] = shuffle(s, p["loyalty"])
    steps(s, FINAL_FIVE[card], {"src": "final_five", "holder": holder,
                                "examiner": f["examiner"], "actor": holder})


def cylon_cards_held(s: State, seat: int) -> list[str]:
    return [c for c in s.players[seat]["loyalty"] if is_cylon(c)]


@op("become_cylon")
def _become(s: State, f: Frame) -> None:
    """BSG-14.2: reveal (with the card's power if revealed as an action out of the Brig),
    discard down to 3, lose attached Quorum cards and titles, go to the Resurrection Ship,
    draw a Super Crisis card."""
    seat = f["seat"]
    p = s.players[seat]
    card = f.get("card")
    if f.get("stage") is None:
        f["stage"] = "power"
        p["revealed"] = True
        if card:
            p["loyalty"].remove(card)
            p["shown"].append(card)
        event(s, "revealed", seat=seat, card=card)
        if f["power"] and card and p["loc"] != "brig":
            push(s, f)
            push(s, frame("may", args=["actor", CYLON_CARDS[card]["steps"]],
                          ctx={"actor": seat, "card": card}))
            return
    if f["stage"] == "power":
        f["stage"] = "done"
        extra = len(p["hand"]) - REVEAL_KEEP
        if extra > 0:
            push(s, f)
            push(s, frame("discard", args=["actor", extra], ctx={"actor": seat}))
            return
    for quorum, holder in list(s.attached.items()):
        if holder == seat:
            del s.attached[quorum]
            s.quorum_discard.append(quorum)
    titles.pass_on(s, seat)
    P.place(s, seat, "resurrection_ship")
    if f.get("supercrisis", True) and s.super_deck:
        drawn = s.super_deck.pop()
        p["supers"].append(drawn)
        s.reveals += 1
        event(s, "super_drawn", seat=seat, secret={"card": drawn}, shown_to=[seat])
    if seat == s.current and P.character(s, seat):
        s.flags["revealed_this_turn"] = True
