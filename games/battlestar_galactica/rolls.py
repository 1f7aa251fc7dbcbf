"""Die rolls (BSG-1.1) with their interrupt windows (BSG-18.1).

Before a roll: Strategic Planning (+2, once per roll), Anders' Longshot (choose the result),
Best of the Best (before a piloted viper attacks). After it: Helo's ECO Officer, Gaeta's FTL
Operator (FTL Control only), Evasive Maneuvers (a viper was attacked). A reroll keeps the
modifiers applied before the first roll (BSG-1.1.3); a chosen result cannot be changed."""

from __future__ import annotations

from games.battlestar_galactica import players as P
from games.battlestar_galactica.machine import Frame, event, op, push, roll_die
from games.battlestar_galactica.state import State
from games.battlestar_galactica.windows import close, holding, open_window


def before_offers(s: State, f: Frame) -> dict[int, list[str]]:
    offers: dict[int, list[str]] = {}
    for seat in range(s.seats):
        if not P.is_human(s, seat):
            continue
        mine: list[str] = []
        if not f.get("sp"):
            mine += holding(s, seat, "strategic_planning")
        if f.get("pilot") is not None and not f.get("best"):
            mine += holding(s, seat, "best_of_the_best")
        if (seat == s.current == f["roller"] and P.character(s, seat) == "anders"
                and P.has_opg(s, seat, "longshot")):
            mine += [f"use longshot {n}" for n in range(1, 9)]
        if mine:
            offers[seat] = mine
    return offers


def after_offers(s: State, f: Frame) -> dict[int, list[str]]:
    offers: dict[int, list[str]] = {}
    if f.get("fixed"):
        return offers
    for seat in range(s.seats):
        if not P.is_human(s, seat):
            continue
        mine: list[str] = []
        ch = P.character(s, seat)
        if ch == "helo" and seat == s.current and not s.flags.get("eco_used"):
            mine.append("use eco_officer")
        if ch == "gaeta" and f["kind"] == "ftl" and not f.get("gaeta"):
            mine.append("use ftl_operator")
        if f.get("viper_attacked") and not f.get("em"):
            mine += holding(s, seat, "evasive_maneuvers")
        if mine:
            offers[seat] = mine
    return offers


def _clamp(value: int) -> int:
    return max(1, min(8, value))


def _throw(s: State, f: Frame, why: str) -> None:
    die = roll_die(s)
    f["die"] = die
    f["result"] = _clamp(die + f["mod"] + f.get("reroll_mod", 0))
    event(s, "roll", seat=f["roller"], kind=f["kind"], die=die, result=f["result"], why=why)


@op("die")
def _roll(s: State, f: Frame) -> None:
    f.setdefault("stage", "open_before")
    f.setdefault("mod", 0)
    if f["stage"] == "open_before":
        f["stage"] = "before_done"
        if open_window(s, f, "before_roll", before_offers(s, f), roll=f["kind"]):
            return
    if f["stage"] == "before_done":
        for seat, move in close(f):
            words = move.split()
            if words[0] == "play":
                P.discard(s, seat, words[1], "played")
                if words[1][:2] == "ta":
                    f["sp"] = True
                    f["mod"] += 2
                else:
                    f["best"] = True
            elif not f.get("fixed"):
                P.use_opg(s, seat, "longshot")
                f["fixed"] = True
                f["result"] = f["die"] = int(words[2])
                event(s, "roll", seat=seat, kind=f["kind"], die=f["die"], result=f["result"],
                      why="longshot")
        if not f.get("fixed"):
            _throw(s, f, "roll")
        f["stage"] = "open_after"
    if f["stage"] == "open_after":
        f["stage"] = "after_done"
        if open_window(s, f, "after_roll", after_offers(s, f), roll=f["kind"],
                       result=f["result"]):
            return
    if f["stage"] == "after_done":
        reroll = None
        for seat, move in close(f):
            words = move.split()
            if reroll is not None:
                continue  # one reroll at a time; the window reopens after it
            if words[0] == "play":
                P.discard(s, seat, words[1], "played")
                f["em"] = True
                f["reroll_mod"] = -2 if f.get("viper_attacked") == "piloted" else 0
                reroll = "evasive_maneuvers"
            elif words[1] == "eco_officer":
                s.flags["eco_used"] = True
                reroll = "eco_officer"
            else:
                f["gaeta"] = True
                reroll = "ftl_operator"
        if reroll is not None:
            _throw(s, f, reroll)
            f["stage"] = "open_after"
            push(s, f)
            return
    then = dict(f["then"])
    then["result"] = f["result"]
    if f.get("best"):
        then["best"] = True
    push(s, then)
