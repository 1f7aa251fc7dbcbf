"""Titles and lines of succession (BSG-1.17, BSG-1.19, BSG-16): President, Admiral and, with
the Cylon Fleet, the CAG. The Quorum hand, nukes and the objective travel with their title."""

from __future__ import annotations

from collections.abc import Iterable

from games.battlestar_galactica.data.characters import SUCCESSION
from games.battlestar_galactica.machine import event
from games.battlestar_galactica.state import State

BRIG_LOSES = ("admiral", "cag")  # BSG-16.3


def titles_in_play(s: State) -> tuple[str, ...]:
    return ("president", "admiral", "cag") if s.opt("cylon_fleet") else ("president", "admiral")


def eligible(s: State, seat: int) -> bool:
    """Only human players with a character may hold titles (BSG-1.17.5)."""
    p = s.players[seat]
    return bool(p["character"]) and not p["revealed"] and not p["eliminated"]


def rank(title: str, character: str) -> int:
    return SUCCESSION[title].index(character)


def successor(s: State, title: str, exclude: Iterable[int] = ()) -> int | None:
    """The highest-ranked eligible player (BSG-16.2); Admiral and CAG skip players in the Brig
    unless everyone eligible is there (BSG-15.1)."""
    out = set(exclude)
    pool = [q for q in range(s.seats) if q not in out and eligible(s, q)]
    if title in BRIG_LOSES:
        free = [q for q in pool if s.players[q]["loc"] != "brig"]
        pool = free or pool
    if not pool:
        return None
    return min(pool, key=lambda q: rank(title, s.players[q]["character"] or ""))


def give(s: State, title: str, seat: int | None) -> None:
    if s.titles.get(title) == seat:
        return
    s.titles[title] = seat
    event(s, "title", title=title, seat=seat)


def holders(s: State, seat: int) -> list[str]:
    return [t for t in titles_in_play(s) if s.titles.get(t) == seat]


def pass_on(s: State, seat: int, which: Iterable[str] | None = None) -> None:
    """`seat` loses titles (all, or `which`): each goes down its line (BSG-16.2)."""
    for title in list(which) if which is not None else holders(s, seat):
        if s.titles.get(title) == seat:
            give(s, title, successor(s, title, exclude=[seat]))


def leave_on_brig(s: State, seat: int) -> None:
    """Entering the Brig costs the Admiral and CAG titles, not the President's (BSG-15.1)."""
    pass_on(s, seat, [t for t in BRIG_LOSES if s.titles.get(t) == seat])


def refill(s: State) -> None:
    """Give any unheld title to its successor (after an elimination or a reveal left it empty)."""
    for title in titles_in_play(s):
        holder = s.titles.get(title)
        if holder is None or not eligible(s, holder):
            give(s, title, successor(s, title, exclude=[] if holder is None else [holder]))
