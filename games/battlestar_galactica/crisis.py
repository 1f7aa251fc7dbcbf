"""Crisis resolution (BSG-7): draw (Roslin draws two), reveal (Starbuck's Secret Destiny,
Baltar's Delusional Intuition), the card's body, Activate Cylon Ships, Prepare for Jump, then
discard unless the card stays in play. Also Caprica's crises and Super Crisis cards."""

from __future__ import annotations

from typing import Any

from games.battlestar_galactica import players as P
from games.battlestar_galactica.data.cards import card_data
from games.battlestar_galactica.effects import move_jump, one
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
from games.battlestar_galactica.windows import close, open_window


def draw_crisis(s: State) -> str:
    if not s.crisis_deck:
        s.crisis_deck = shuffle(s, s.crisis_discard)
        s.crisis_discard = []
        event(s, "reshuffle", deck="crisis")
    s.reveals += 1
    return s.crisis_deck.pop()


@op("crisis_step")
def _crisis_step(s: State, f: Frame) -> None:
    """The current player's Crisis step (BSG-3.6): skipped in the Brig and by revealed
    Cylons, and after the current player was executed this turn (BSG-3.9)."""
    seat = s.current
    p = s.players[seat]
    if p["revealed"] or p["loc"] == "brig" or s.flags.get("skip_turn") or p["eliminated"]:
        return
    if "ans" in f:
        chosen = f.pop("ans").split()[1]
        other = next(c for c in f["drawn"] if c != chosen)
        s.crisis_deck.insert(0, other)  # bottomed face down (BSG-1.18 Religious Visions)
        event(s, "crisis_bottomed", seat=seat)
        push(s, frame("crisis_reveal", card=chosen, seat=seat, via="crisis"))
        return
    if P.character(s, seat) == "roslin":
        f["drawn"] = [draw_crisis(s), draw_crisis(s)]
        event(s, "crisis_drawn_private", seat=seat, count=2,
              secret={"cards": f["drawn"]}, shown_to=[seat])
        ask(s, f, seat, "crisis", [f"crisis {c}" for c in f["drawn"]])
        return
    push(s, frame("crisis_reveal", card=draw_crisis(s), seat=seat, via="crisis"))


@op("crisis_reveal")
def _crisis_reveal(s: State, f: Frame) -> None:
    card = f["card"]
    if "answers" not in f:
        event(s, "crisis_revealed", card=card, seat=f["seat"])
        offers = {}
        starbuck = s.seat_of("starbuck")
        if (f["via"] == "crisis" and starbuck is not None
                and P.has_opg(s, starbuck, "secret_destiny")):
            offers[starbuck] = ["use secret_destiny"]
        if open_window(s, f, "crisis_revealed", offers, card=card):
            return
    for seat, _move in close(f):
        P.use_opg(s, seat, "secret_destiny")
        s.crisis_discard.append(card)
        event(s, "crisis_discarded", card=card, seat=seat)
        push(s, frame("crisis_reveal", card=draw_crisis(s), seat=f["seat"], via="again"))
        return
    if P.character(s, f["seat"]) == "baltar" and P.is_human(s, f["seat"]):
        push(s, frame("crisis_resolve", card=card, seat=f["seat"]))
        push(s, frame("draw_for", seat=f["seat"], spec="any", count=1))
        return
    push(s, frame("crisis_resolve", card=card, seat=f["seat"]))


@op("crisis_resolve")
def _crisis_resolve(s: State, f: Frame) -> None:
    card = f["card"]
    data = card_data(card)
    ctx: dict[str, Any] = {"src": "crisis", "card": card, "actor": f["seat"]}
    push(s, frame("crisis_after", card=card, caprica=f.get("caprica", False)))
    steps(s, data["body"], ctx)


@op("crisis_after")
def _crisis_after(s: State, f: Frame) -> None:
    """Activate Cylon Ships, Prepare for Jump, discard (BSG-7.1)."""
    card = f["card"]
    data = card_data(card)
    stage = f.setdefault("stage", "activate")
    if stage == "activate":
        f["stage"] = "jump"
        if not f["caprica"] and data["activation"]:
            push(s, f)
            push(s, *(frame("activate_cylons", kind=k) for k in data["activation"]))
            return
    if f["stage"] == "jump":
        f["stage"] = "discard"
        if data["jump"] and (not f["caprica"] or s.opt("exodus")):
            push(s, f)
            move_jump(s, 1)
            return
    if card not in s.in_play:
        s.crisis_discard.append(card)
    if s.flags.pop("crisis_again", False):
        push(s, frame("crisis_reveal", card=draw_crisis(s), seat=s.current, via="again"))


@op("crisis_choice")
def _crisis_choice(s: State, f: Frame) -> None:
    """A named player picks box A or B before anything else (BSG-7.2); Tory must take the
    first box on "current player chooses" cards; Helo may then change it (Moral Compass)."""
    chooser_name, a, b, a_needs = f["args"]
    ctx = f["ctx"]
    if "box" not in f:
        if "ans" in f:
            f["box"] = f.pop("ans").split()[1]
            event(s, "choice", seat=f["seat"], box=f["box"], card=ctx.get("card", ""))
        else:
            chooser = one(s, {**ctx, "src": None}, chooser_name)
            if chooser is None:
                return
            f["seat"] = chooser
            options = ["choose a", "choose b"]
            if a_needs == "nukes" and s.nukes["admiral"] <= 0:
                options = ["choose b"]
            if (chooser_name == "current" and P.character(s, chooser) == "tory"
                    and P.is_human(s, chooser) and ctx.get("src") == "crisis"):
                options = ["choose a"]
            ask(s, f, chooser, "choice", options, card=ctx.get("card", ""))
            return
    if "answers" not in f and "compass" not in f:
        f["compass"] = True
        helo = s.seat_of("helo")
        if (ctx.get("src") == "crisis" and helo is not None
                and P.has_opg(s, helo, "moral_compass")):
            other = "b" if f["box"] == "a" else "a"
            if open_window(s, f, "choice_made", {helo: [f"use moral_compass {other}"]},
                           card=ctx.get("card", ""), box=f["box"]):
                return
    for seat, move in close(f):
        P.use_opg(s, seat, "moral_compass")
        f["box"] = move.split()[2]
        event(s, "choice", seat=seat, box=f["box"], card=ctx.get("card", ""))
    steps(s, a if f["box"] == "a" else b, ctx)


@op("attack")
def _attack(s: State, f: Frame) -> None:
    """A base Cylon Attack card (BSG-7.3): activation, setup, then its special rule."""
    activations, setup, special = f["args"]
    ctx = f["ctx"]
    frames = [frame("activate_cylons", kind=k) for k in activations]
    frames.append(frame("place", args=[setup], ctx=ctx))
    if special:
        frames.append(frame("attack_special", script=special, ctx=ctx))
    push(s, *frames)


@op("attack_special")
def _attack_special(s: State, f: Frame) -> None:
    steps(s, f["script"], f["ctx"])


def resolve_super(s: State, seat: int, card: str) -> None:
    """Play a Super Crisis card from Caprica (BSG-7.5): no activation, no jump icon."""
    event(s, "super_crisis", seat=seat, card=card)
    push(s, frame("super_after", card=card))
    steps(s, card_data(card)["body"], {"src": "super", "card": card, "actor": seat,
                                       "player": seat})


@op("super_after")
def _super_after(s: State, f: Frame) -> None:
    if f["card"] not in s.in_play:
        s.super_discard.append(f["card"])
