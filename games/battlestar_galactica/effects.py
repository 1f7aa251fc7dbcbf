"""The step language of card effects, part 1: resources, tracks, players, choices.

A step frame is `{"op": name, "args": [...], "ctx": {...}}`; `ctx` carries who triggered the
effect (`actor`), the player a `pick` chose (`chosen`), the card (`card`) and where the effect
comes from (`src`: "crisis" lets revealed Cylons ignore it, BSG-7.4)."""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

from games.battlestar_galactica import players as P
from games.battlestar_galactica import titles
from games.battlestar_galactica.data import skills as K
from games.battlestar_galactica.data.board import DIAL_MAX, JUMP_AUTO, RESOURCES
from games.battlestar_galactica.machine import (
    RESPONDERS,
    Frame,
    ask,
    ask_many,
    event,
    frame,
    op,
    pick_random,
    push,
    steps,
)
from games.battlestar_galactica.state import State


def who(s: State, ctx: dict[str, Any], name: str) -> list[int]:
    """The seats a who-word names now (empty when nobody fits, e.g. no CAG)."""
    if name == "current":
        seats = [s.current]
    elif name in ("president", "admiral", "cag"):
        holder = s.titles.get(name)
        seats = [] if holder is None else [holder]
    elif name in ("actor", "chosen", "examiner", "holder", "roller"):
        seat = ctx.get(name)
        seats = [] if seat is None else [seat]
    elif name == "all":
        seats = s.order_from(ctx.get("actor", s.current))
    elif name == "cylons":
        seats = P.revealed_cylons(s)
    elif name == "others_of_holder":
        seats = [q for q in s.order_from(s.current) if q != ctx.get("holder")]
    else:
        raise ValueError(name)
    return [q for q in seats if P.in_game(s, q) and affected(s, ctx, q)]


def affected(s: State, ctx: dict[str, Any], seat: int) -> bool:
    """Revealed Cylons ignore Crisis effects on themselves (BSG-7.4) and Final Five effects
    (BSG-22.3.4)."""
    return not (s.players[seat]["revealed"] and ctx.get("src") in ("crisis", "final_five"))


def one(s: State, ctx: dict[str, Any], name: str) -> int | None:
    seats = who(s, ctx, name)
    return seats[0] if seats else None


# --- resources and tracks -----------------------------------------------------------------

def change(s: State, resource: str, delta: int, why: str = "") -> None:
    """Move a dial, kept within 0..15 (BSG-1.2.1); a loss below zero is lost (BSG-19.1)."""
    before = s.res[resource]
    s.res[resource] = max(0, min(DIAL_MAX, before + delta))
    if s.res[resource] != before:
        event(s, "resource", resource=resource, delta=s.res[resource] - before,
              value=s.res[resource], why=why)


@op("res")
def _res(s: State, f: Frame) -> None:
    resource, delta = f["args"]
    assert resource in RESOURCES
    change(s, resource, delta, f["ctx"].get("card", ""))


def move_jump(s: State, delta: int) -> None:
    """Move the fleet marker (BSG-1.3.4); reaching Auto-Jump jumps at once (BSG-1.3.2)."""
    before = s.jump
    s.jump = max(0, min(JUMP_AUTO, before + delta))
    if s.jump != before:
        event(s, "jump_track", value=s.jump, delta=s.jump - before)
    if s.jump >= JUMP_AUTO and delta > 0:
        push(s, frame("fleet_jump", auto=True))


@op("jump")
def _jump(s: State, f: Frame) -> None:
    move_jump(s, f["args"][0])


@op("distance")
def _distance(s: State, f: Frame) -> None:
    push(s, frame("add_distance", amount=f["args"][0]))


@op("below")
def _below(s: State, f: Frame) -> None:
    resource, limit, script = f["args"]
    if s.res[resource] < limit:
        steps(s, script, f["ctx"])


# --- players: cards -----------------------------------------------------------------------

def discard_options(s: State, seat: int) -> list[str]:
    return [f"discard {c}" for c in sorted(set(s.players[seat]["hand"]))]


def random_discards(s: State, seat: int, count: int, why: str) -> None:
    for _ in range(min(count, len(s.players[seat]["hand"]))):
        P.discard(s, seat, pick_random(s, s.players[seat]["hand"]), why)


@op("discard")
def _discard(s: State, f: Frame) -> None:
    """Discard cards of the player's choice (BSG-18.2: several players choose at once);
    Apollo's Headstrong makes his forced discards random (BSG-1.18)."""
    if "left" not in f:
        name, count = f["args"]
        targets = who(s, f["ctx"], name)
        f["left"] = {}
        for q in targets:
            n = min(count, len(s.players[q]["hand"]))
            if n and P.character(s, q) == "apollo":
                random_discards(s, q, n, "headstrong")
            elif n:
                f["left"][str(q)] = n
    options = {int(q): discard_options(s, int(q)) for q, n in f["left"].items() if n}
    if options:
        f["answers"] = {}
        ask_many(s, f, options, "discard", why=f["ctx"].get("card", ""))
        return
    show_discards(s, f)


def _respond_discard(s: State, f: Frame, seat: int, move: str) -> list[str] | None:
    """A chosen discard leaves the hand face down until everyone has chosen (BSG-18.2)."""
    card = move.split()[1]
    s.players[seat]["hand"].remove(card)
    f.setdefault("held", []).append([seat, card])
    f["left"][str(seat)] -= 1
    return discard_options(s, seat) if f["left"][str(seat)] else None


def show_discards(s: State, f: Frame) -> None:
    """BSG-18.2: the cards several players chose to discard at once are revealed together,
    face up onto their discard piles, once the last one has chosen."""
    for seat, card in f.pop("held", []):
        s.discards[K.colour(card)].append(card)
        event(s, "discard", seat=seat, card=card, why=f["ctx"].get("card", "discard"))


RESPONDERS["discard"] = _respond_discard


@op("discard_random")
def _discard_random(s: State, f: Frame) -> None:
    name, count = f["args"]
    for q in who(s, f["ctx"], name):
        random_discards(s, q, count, f["ctx"].get("card", ""))


@op("discard_all")
def _discard_all(s: State, f: Frame) -> None:
    for q in who(s, f["ctx"], f["args"][0]):
        for card in list(s.players[q]["hand"]):
            P.discard(s, q, card, f["ctx"].get("card", ""))


def draw_options(colours: list[str], count: int) -> list[str]:
    return [f"draw {' '.join(c)}" for c in combinations_with_replacement(sorted(colours), count)]


@op("draw")
def _draw(s: State, f: Frame) -> None:
    """Draw skill cards: one colour, `set` (types of the skill set, BSG-1.18.1) or `any`."""
    name, spec, count = f["args"]
    push(s, *(frame("draw_for", seat=q, spec=spec, count=count)
              for q in who(s, f["ctx"], name)))


@op("draw_for")
def _draw_for(s: State, f: Frame) -> None:
    seat, spec, count = f["seat"], f["spec"], f["count"]
    if "ans" in f:
        for colour in f["ans"].split()[1:]:
            P.draw(s, seat, colour)
        return
    if spec in K.COLOURS:
        P.draw(s, seat, spec, count)
        return
    colours = {"set": sorted(P.skill_set(s, seat)), "research": ["en", "ta"]}.get(
        spec, list(K.COLOURS))
    if len(colours) == 1:
        P.draw(s, seat, colours[0], count)
    else:
        ask(s, f, seat, "draw", draw_options(colours, count))


# --- players: places, titles, looks -------------------------------------------------------

@op("send")
def _send(s: State, f: Frame) -> None:
    name, dest = f["args"]
    for q in who(s, f["ctx"], name):
        P.send(s, q, dest)


@op("send_all")
def _send_all(s: State, f: Frame) -> None:
    loc, dest = f["args"]
    for q in P.occupants(s, loc):
        if affected(s, f["ctx"], q):
            P.send(s, q, dest)


@op("send_ship")
def _send_ship(s: State, f: Frame) -> None:
    ship, dest = f["args"]
    for q in s.order_from(s.current):
        if P.ship(s.players[q]["loc"]) == ship and affected(s, f["ctx"], q):
            P.send(s, q, dest)


def target_ok(s: State, seat: int, chooser: int | None, flags: list[str],
              ctx: dict[str, Any]) -> bool:
    """Whether `seat` may be chosen under `flags` (BSG-15.3: only characters who can really be
    sent; BSG-13.2: a look needs face-down cards)."""
    p = s.players[seat]
    if p["eliminated"] or p["character"] is None or not affected(s, ctx, seat):
        return False
    checks = {
        "other": seat != chooser,
        "human": not p["revealed"],
        "brig": P.can_send(s, seat, "brig"),
        "sickbay": P.can_send(s, seat, "sickbay"),
        "galactica": P.on_galactica(s, seat),
        "loyalty": bool(p["loyalty"]) and seat != chooser,
        "leader": seat in (s.titles.get("president"), s.titles.get("admiral")),
        "not_admiral": seat != s.titles.get("admiral"),
        "in_brig": p["loc"] == "brig",
        "on_board": p["loc"] is not None,
    }
    return all(checks.get(flag, True) for flag in flags)


@op("pick")
def _pick(s: State, f: Frame) -> None:
    """A player chooses a character (BSG-15.3): nothing happens when nobody fits."""
    chooser_name, flags, script = f["args"]
    ctx = f["ctx"]
    chooser = one(s, {**ctx, "src": None}, chooser_name)
    if "ans" in f:
        target = f["ans"].split()[1]
        if target != "none":
            seat = s.seat_of(target)
            event(s, "chosen", seat=chooser, target=seat, card=ctx.get("card", ""))
            steps(s, script, {**ctx, "chosen": seat})
        return
    if chooser is None:
        return
    targets = [q for q in s.order_from(s.current) if target_ok(s, q, chooser, flags, ctx)]
    if not targets:
        event(s, "no_target", card=ctx.get("card", ""))
        return
    options = [f"target {s.players[q]['character']}" for q in targets]
    if "may" in flags:
        options.append("target none")
    ask(s, f, chooser, "target", options, card=ctx.get("card", ""))


@op("title")
def _title(s: State, f: Frame) -> None:
    title, to = f["args"]
    seat = one(s, {**f["ctx"], "src": None}, to)
    if seat is not None and titles.eligible(s, seat):
        titles.give(s, title, seat)


@op("abdicate")
def _abdicate(s: State, f: Frame) -> None:
    """Haunted by the Past: every title goes to the highest other player in its line."""
    for seat in who(s, f["ctx"], f["args"][0]):
        titles.pass_on(s, seat)


@op("execute")
def _execute(s: State, f: Frame) -> None:
    for seat in who(s, {**f["ctx"], "src": None}, f["args"][0]):
        push(s, frame("execution", seat=seat))


@op("look")
def _look(s: State, f: Frame) -> None:
    viewer_name, target_name, count = f["args"]
    viewer = one(s, {**f["ctx"], "src": None}, viewer_name)
    target = one(s, {**f["ctx"], "src": None}, target_name)
    if viewer is not None and target is not None and viewer != target:
        push(s, frame("look_loyalty", viewer=viewer, target=target, count=count))


# --- choices ------------------------------------------------------------------------------

@op("choose")
def _choose(s: State, f: Frame) -> None:
    chooser_name, a, b = f["args"]
    if "ans" in f:
        box = f["ans"].split()[1]
        event(s, "choice", seat=f["seat"], box=box, card=f["ctx"].get("card", ""))
        steps(s, a if box == "a" else b, f["ctx"])
        return
    chooser = one(s, {**f["ctx"], "src": None}, chooser_name)
    if chooser is None:
        return
    f["seat"] = chooser
    ask(s, f, chooser, "choice", ["choose a", "choose b"], card=f["ctx"].get("card", ""))


@op("may")
def _may(s: State, f: Frame) -> None:
    """An optional effect ("may"): `yes` resolves it. A fourth argument names what it needs."""
    chooser_name, script = f["args"][:2]
    need = f["args"][2] if len(f["args"]) > 2 else None
    if "ans" in f:
        if f["ans"] == "yes":
            steps(s, script, {**f["ctx"], "actor": f["seat"]})
        return
    chooser = one(s, {**f["ctx"], "src": None}, chooser_name)
    if chooser is None or not _can_afford(s, need):
        return
    f["seat"] = chooser
    ask(s, f, chooser, "may", ["yes", "no"], card=f["ctx"].get("card", ""))


def _can_afford(s: State, need: str | None) -> bool:
    from games.battlestar_galactica import vipers

    if need == "raptor":
        return s.raptors["ready"] > 0
    if need == "viper":
        return vipers.count_undamaged(s) > 0
    if need == "two_vipers":
        return vipers.count_undamaged(s) > 0
    return True


@op("roll")
def _roll(s: State, f: Frame) -> None:
    """Roll a die and resolve the matching range: args (kind, [(low, high, steps)], roller)."""
    kind, ranges = f["args"][:2]
    roller = one(s, {**f["ctx"], "src": None}, f["args"][2]) if len(f["args"]) > 2 else None
    push(s, frame("die", kind=kind, roller=s.current if roller is None else roller,
                  then=frame("roll_ranges", ranges=ranges, ctx=f["ctx"])))


@op("roll_ranges")
def _roll_ranges(s: State, f: Frame) -> None:
    for low, high, script in f["ranges"]:
        if low <= f["result"] <= high:
            steps(s, script, f["ctx"])
            return


@op("special")
def _special(s: State, f: Frame) -> None:
    from games.battlestar_galactica.specials import SPECIALS

    SPECIALS[f["args"][0]](s, f)


@op("keep")
def _keep(s: State, f: Frame) -> None:
    """A card stays in play with a lasting effect (BSG-7.1 "unless told to keep in play")."""
    card = f["ctx"].get("card")
    if card and card not in s.in_play:
        s.in_play[card] = f["args"][0]
        event(s, "kept_in_play", card=card, effect=f["args"][0])


def in_play_effect(s: State, effect: str) -> bool:
    return effect in s.in_play.values()
