"""Skill checks (BSG-6) with the Destiny deck (BSG-1.11) and Skill Check Abilities (BSG-6.5).

The windows run in the order BSG-6.2 gives: auto-resolution, before cards are added, Destiny,
secret contributions from every player at once (counts public, BSG-26.1), after cards are added,
shuffled reveal, Quick Fix, Skill Check Abilities, Consequence, total, Declare Emergency, result,
discard. `ctx["src"]` is "crisis", "super" or "location"; Super Crisis checks ignore character
abilities (BSG-1.14, BSG-6.4)."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from games.battlestar_galactica import players as P
from games.battlestar_galactica.data import skills as K
from games.battlestar_galactica.effects import change
from games.battlestar_galactica.machine import (
    GENERATORS,
    RESPONDERS,
    Frame,
    ask,
    ask_many,
    event,
    frame,
    op,
    push,
    shuffle,
    steps,
)
from games.battlestar_galactica.state import CHECK_LOG, State
from games.battlestar_galactica.windows import close, holding, open_window

IRON_WILL_MARGIN = 4


def build_destiny(s: State) -> None:
    """Two cards from each of the five skill decks, shuffled face down (BSG-1.11.1)."""
    cards: list[str] = []
    for colour in K.COLOURS:
        for _ in range(2):
            if not s.decks[colour] and s.discards[colour]:
                s.decks[colour] = shuffle(s, s.discards[colour])
                s.discards[colour] = []
            if s.decks[colour]:
                cards.append(s.decks[colour].pop())
    s.destiny = shuffle(s, cards)
    event(s, "destiny_built", count=len(s.destiny))


def draw_destiny(s: State, count: int) -> list[str]:
    out: list[str] = []
    for _ in range(count):
        if not s.destiny:
            build_destiny(s)
        if s.destiny:
            out.append(s.destiny.pop())
    return out


def limits(s: State, seat: int, ctx: dict[str, Any]) -> tuple[int, int | None, bool]:
    """(most cards, or None for any; Cally's "0 or at least 2") for a contributor (BSG-6.2.4)."""
    p = s.players[seat]
    if p["revealed"] or p["loc"] == "brig":
        return 1, 1, False
    ch = p["character"]
    if ctx.get("src") == "super":
        return len(p["hand"]), None, False
    if ch == "gaeta":
        return 3, 3, False
    return len(p["hand"]), None, ch == "cally"


def contribution_options(s: State, seat: int) -> list[str]:
    f = s.stack[-1]
    most, _, cally = limits(s, seat, f["ctx"])
    hand = sorted(s.players[seat]["hand"])
    seen: set[tuple[str, ...]] = set()
    out = ["contribute none", *(["contribute wait"] if may_wait(s, f, seat) else [])]
    for size in range(1, min(most, len(hand)) + 1):
        if cally and size == 1:
            continue
        for combo in combinations(hand, size):
            if combo not in seen:
                seen.add(combo)
                out.append("contribute " + " ".join(combo))
    return out


GENERATORS["contribute"] = contribution_options


# --- waiting for the counts before you (BSG-27.5) ---------------------------------------------

def before(f: Frame, seat: int) -> list[int]:
    """The contributors before `seat` in the official order (from the current player's left)."""
    order = f["order"]
    return order[:order.index(seat)] if seat in order else []


def may_wait(s: State, f: Frame, seat: int) -> bool:
    """A contributor may wait for the counts of those before it while one of them owes cards."""
    return any(str(q) not in f["answers"] for q in before(f, seat))


def _contribute_respond(s: State, f: Frame, seat: int, move: str) -> list[str] | None:
    """`contribute wait` parks the seat until everyone before it has answered (it is not awaited
    meanwhile); any other answer is recorded, and the parked seats whose turn has come are asked
    again, seeing the counts so far (a new step: their clocks start now)."""
    parked = f.setdefault("waiting", [])
    if move == "contribute wait":
        parked.append(seat)
        event(s, "check_wait", seat=seat)
        return None
    f["answers"][str(seat)] = move
    ready = [q for q in parked
             if all(str(x) in f["answers"] for x in before(f, q))]
    p = s.pending
    if ready and p is not None:
        for q in ready:
            parked.remove(q)
            f.setdefault("waited", []).append(q)
        p["seats"] = sorted({*p["seats"], *ready})
        s.step += 1
        s.key_seat = -1
    return None


RESPONDERS["contribute"] = _contribute_respond


def valid_contribution(s: State, seat: int, cards: list[str]) -> str | None:
    """None if `cards` may be contributed, else the refusal's catalog key."""
    f = s.stack[-1]
    most, _, cally = limits(s, seat, f["ctx"])
    hand = list(s.players[seat]["hand"])
    for c in cards:
        if c not in hand:
            return "bsg.err.not_in_hand"
        hand.remove(c)
    if len(cards) > most:
        return "bsg.err.too_many_cards"
    if cally and len(cards) == 1:
        return "bsg.err.cally_impulsive"
    return None


def contribution_order(s: State) -> list[int]:
    """From the current player's left, clockwise, ending with the current player (BSG-6.2.4)."""
    order = s.order_from(s.current)
    return order[1:] + order[:1]


def signed_value(card: str, f: Frame) -> int:
    """One card's signed contribution to the total (BSG-6.2.9) with the modifiers in force."""
    colour, strength = K.colour(card), K.strength(card)
    if colour == f.get("blind"):
        return 0
    positive = colour in f["spec"]["colours"]
    if colour == "en" and f.get("science"):
        positive = True
    if strength == 1 and f.get("inspired"):
        positive = True
    if colour == "en" and f.get("network"):
        strength *= 2
    return strength if positive else -strength


@op("check")
def _check(s: State, f: Frame) -> None:
    """A skill-check step of a card: `("check", spec)`."""
    if "args" in f:
        spec = f["args"][0]
        push(s, frame("skill_check", spec=spec, ctx=f["ctx"], difficulty=spec["difficulty"]))


def _abilities_apply(f: Frame) -> bool:
    return f["ctx"].get("src") != "super"


@op("skill_check")
def _skill_check(s: State, f: Frame) -> None:
    stage = f.setdefault("stage", "auto")
    handler = STAGES[stage]
    handler(s, f)


def _stage_auto(s: State, f: Frame) -> None:
    f["stage"] = "auto_done"
    event(s, "check_started", card=f["ctx"].get("card", ""), difficulty=f["difficulty"],
          colours=f["spec"]["colours"], src=f["ctx"].get("src"))
    offers: dict[int, list[str]] = {}
    for seat in range(s.seats):
        if not P.is_human(s, seat):
            continue
        mine: list[str] = []
        if (f["ctx"].get("src") == "crisis" and P.character(s, seat) == "boomer"
                and P.has_opg(s, seat, "mysterious_intuition")):
            mine += ["use mysterious_intuition pass", "use mysterious_intuition fail"]
        if f["ctx"].get("src") == "location":
            mine += [f"{m} {r}" for m in holding(s, seat, "political_prowess")
                     for r in ("pass", "fail")]
        if mine:
            offers[seat] = mine
    if not open_window(s, f, "auto_check", offers):
        _stage_auto_done(s, f)


def _stage_auto_done(s: State, f: Frame) -> None:
    for seat, move in close(f):
        words = move.split()
        if words[0] == "play":
            P.discard(s, seat, words[1], "played")
        else:
            P.use_opg(s, seat, "mysterious_intuition")
        event(s, "check_declared", seat=seat, result=words[-1])
        f["result"] = words[-1]
        _finish(s, f, [])
        return
    f["stage"] = "before"
    _stage_before(s, f)


def _before_offers(s: State, f: Frame) -> dict[int, list[str]]:
    loc = f["ctx"].get("loc")
    offers: dict[int, list[str]] = {}
    for seat in range(s.seats):
        if not P.is_human(s, seat):
            continue
        mine = holding(s, seat, "investigative_committee") if not f.get("open") else []
        if not f.get("science"):
            mine += holding(s, seat, "scientific_research")
        ch = P.character(s, seat)
        if ch == "zarek" and loc in ("administration", "brig") and not f.get("zarek"):
            mine += ["use friends_in_low_places up", "use friends_in_low_places down"]
        if ch == "tigh" and loc == "admirals_quarters" and not f.get("tigh"):
            mine.append("use cylon_hatred")
        if loc == "admirals_quarters" and s.attached.get("assign_arbitrator") == seat:
            mine += ["use arbitrator up", "use arbitrator down"]
        if mine:
            offers[seat] = mine
    return offers


def _stage_before(s: State, f: Frame) -> None:
    f["stage"] = "before_done"
    if not open_window(s, f, "before_check", _before_offers(s, f)):
        _stage_before_done(s, f)


def _stage_before_done(s: State, f: Frame) -> None:
    reopen = False
    for seat, move in close(f):
        reopen = True
        words = move.split()
        if words[0] == "play":
            P.discard(s, seat, words[1], "played")
            f["open" if K.name(words[1]) == "investigative_committee" else "science"] = True
        elif words[1] == "friends_in_low_places":
            f["zarek"] = True
            f["difficulty"] += 2 if words[2] == "up" else -2
        elif words[1] == "cylon_hatred":
            f["tigh"] = True
            f["difficulty"] -= 3
        else:
            s.attached.pop("assign_arbitrator")
            s.quorum_discard.append("assign_arbitrator")
            f["difficulty"] += 3 if words[2] == "up" else -3
        event(s, "check_modified", seat=seat, move=move, difficulty=f["difficulty"])
    if reopen and _before_offers(s, f):
        f["stage"] = "before"  # a play may open new ones (BSG-18.1: a reasonable chance)
        push(s, f)
        return
    if f["ctx"].get("src") == "crisis" and P.character(s, s.current) == "adama" \
            and not s.players[s.current]["revealed"]:
        f["inspired"] = True
    f["destiny"] = draw_destiny(s, 2)
    f["order"] = contribution_order(s)
    f["stage"] = "contribute"
    _stage_contribute(s, f)


def _stage_contribute(s: State, f: Frame) -> None:
    f["stage"] = "contributed"
    f["answers"] = {}
    seats = [q for q in f["order"] if s.players[q]["hand"]]
    for q in f["order"]:
        if q not in seats:
            f["answers"][str(q)] = "contribute none"
    if seats:
        ask_many(s, f, None, "contribute", seats=seats, card=f["ctx"].get("card", ""),
                 order=f["order"], open=bool(f.get("open")))
    else:
        _stage_contributed(s, f)


def _stage_contributed(s: State, f: Frame) -> None:
    cards: list[list[Any]] = [[c, None] for c in f["destiny"]]
    counts = {}
    for q in f["order"]:
        move = f["answers"].get(str(q), "contribute none")
        given = [] if move == "contribute none" else move.split()[1:]
        for c in given:
            s.players[q]["hand"].remove(c)
            cards.append([c, q])
        counts[str(q)] = len(given)
    f.pop("answers")
    f["cards"] = cards
    f["counts"] = counts
    event(s, "contributions", counts=counts)
    f["stage"] = "after_added"
    offers: dict[int, list[str]] = {}
    if _abilities_apply(f):
        for seat in range(s.seats):
            if P.character(s, seat) == "tyrol" and P.has_opg(s, seat, "blind_devotion"):
                offers[seat] = [f"use blind_devotion {c}" for c in K.COLOURS]
    if not open_window(s, f, "after_added", offers):
        _stage_after_added(s, f)


def _stage_after_added(s: State, f: Frame) -> None:
    for seat, move in close(f):
        P.use_opg(s, seat, "blind_devotion")
        f["blind"] = move.split()[2]
        event(s, "check_modified", seat=seat, move=move, difficulty=f["difficulty"])
    f["cards"] = shuffle(s, f["cards"])
    shown = [[c, q] if f.get("open") else [c, None] for c, q in f["cards"]]
    event(s, "check_revealed", cards=shown, attributed=bool(f.get("open")))
    f["revealed"] = sorted([K.colour(c), K.strength(c), signed_value(c, f)] for c, _ in f["cards"])
    f["stage"] = "quick_fix"
    cally = s.current
    if (_abilities_apply(f) and P.character(s, cally) == "cally" and P.is_human(s, cally)
            and f["cards"]):
        options = [f"use quick_fix {c}" for c in sorted({c for c, _ in f["cards"]})]
        ask(s, f, cally, "quick_fix", [*options, "pass"])
        return
    _stage_quick_fix(s, f)


def _stage_quick_fix(s: State, f: Frame) -> None:
    move = f.pop("ans", "pass")
    if move != "pass":
        card = move.split()[2]
        for i, (c, _) in enumerate(f["cards"]):
            if c == card:
                del f["cards"][i]
                break
        P.to_discards(s, [card])
        event(s, "quick_fix", seat=s.current, card=card)
    from games.battlestar_galactica.sca import resolve_abilities

    f["stage"] = "sca"
    resolve_abilities(s, f)


def total(f: Frame) -> int:
    return sum(signed_value(c, f) for c, _ in f["cards"])


def after_abilities(s: State, f: Frame) -> None:
    """Consequence (BSG-6.6), then the total and the Declare Emergency window."""
    f["stage"] = "totalled"
    if f.get("sca_seen") and f["spec"]["consequence"]:
        event(s, "consequence", card=f["ctx"].get("card", ""))
        push(s, f)
        steps(s, f["spec"]["consequence"], f["ctx"])
        return
    _stage_totalled(s, f)


def _stage_totalled(s: State, f: Frame) -> None:
    f["total"] = total(f)
    event(s, "check_total", total=f["total"], difficulty=f["difficulty"])
    f["stage"] = "emergency"
    offers = {q: holding(s, q, "declare_emergency") for q in range(s.seats)
              if P.is_human(s, q)}
    if not open_window(s, f, "after_total", offers, total=f["total"],
                       difficulty=f["difficulty"]):
        _stage_emergency(s, f)


def _stage_emergency(s: State, f: Frame) -> None:
    for seat, move in close(f):
        P.discard(s, seat, move.split()[1], "played")
        f["difficulty"] -= 2
        event(s, "check_modified", seat=seat, move=move, difficulty=f["difficulty"])
    spec = f["spec"]
    if f["total"] >= f["difficulty"]:
        result = "pass"
    elif spec["partial"] is not None and f["total"] >= spec["partial"]:
        result = "partial"
    else:
        result = "fail"
    f["result"] = result
    _finish(s, f, f["cards"])


def _finish(s: State, f: Frame, cards: list[list[Any]]) -> None:
    """Apply the result (BSG-6.2.11), then discard the cards (BSG-6.2.12)."""
    spec, result, ctx = f["spec"], f["result"], f["ctx"]
    event(s, "check_result", card=ctx.get("card", ""), result=result,
          total=f.get("total"), difficulty=f["difficulty"])
    push(s, frame("check_cards", cards=[c for c, _ in cards], ctx=ctx))
    record(s, f)
    script = {"pass": spec["pass"], "partial": spec["partial_steps"], "fail": spec["fail"]}
    if f.get("iron_will") and "total" in f:
        if f["total"] <= 0:
            change(s, "morale", -1, "iron_will")
        if result == "fail" and f["total"] >= f["difficulty"] - IRON_WILL_MARGIN:
            event(s, "fail_suppressed", card=ctx.get("card", ""))
            script["fail"] = []
    steps(s, script[result], ctx)


def record(s: State, f: Frame) -> None:
    """Add the check to the public record `s.check_log` (BSG-26): what the whole table saw,
    the counts per seat and the revealed cards (colour, strength, signed value as revealed,
    sorted), never who gave which card, even under Investigative Committee. It lets players
    (and the `crew` AI) grow suspicious of those who gave to checks that turned up negative
    cards the two Destiny cards cannot explain."""
    ctx = f["ctx"]
    entry = {"card": ctx.get("card", ""), "src": ctx.get("src"), "current": s.current,
             "round": s.round, "difficulty": f["difficulty"],
             "colours": list(f["spec"]["colours"]), "counts": dict(f.get("counts", {})),
             "destiny": len(f.get("destiny", [])) if "revealed" in f else 0,
             "cards": [list(c) for c in f.get("revealed", [])], "total": f.get("total"),
             "result": f["result"]}
    s.check_log = [*s.check_log, entry][-CHECK_LOG:]


@op("check_cards")
def _check_cards(s: State, f: Frame) -> None:
    """Discard the check's cards, unless William Adama takes them (Command Authority)."""
    if "ans" in f:
        if f["ans"] != "pass":
            seat = s.seat_of("adama")
            assert seat is not None
            P.use_opg(s, seat, "command_authority")
            s.players[seat]["hand"].extend(f["cards"])
            event(s, "took_check_cards", seat=seat, count=len(f["cards"]))
            return
        P.to_discards(s, f["cards"])
        return
    adama = s.seat_of("adama")
    if (f["cards"] and adama is not None and f["ctx"].get("src") != "super"
            and P.has_opg(s, adama, "command_authority")):
        ask(s, f, adama, "command_authority", ["use command_authority", "pass"])
        return
    P.to_discards(s, f["cards"])


STAGES = {
    "auto": _stage_auto, "auto_done": _stage_auto_done, "before": _stage_before,
    "before_done": _stage_before_done, "contribute": _stage_contribute,
    "contributed": _stage_contributed, "after_added": _stage_after_added,
    "quick_fix": _stage_quick_fix, "totalled": _stage_totalled,
    "emergency": _stage_emergency,
}
