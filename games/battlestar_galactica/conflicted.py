"""Conflicted Loyalties (BSG-22): Personal Goals (revealed as an action when their condition
holds, costly at the end if never revealed). The Final Five cards react in `loyalty.py`."""

from __future__ import annotations

from games.battlestar_galactica import players as P
from games.battlestar_galactica import space as S
from games.battlestar_galactica import titles
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data import skills as K
from games.battlestar_galactica.data.destinations import DESTINATIONS
from games.battlestar_galactica.data.destinations import kind as destination_kind
from games.battlestar_galactica.data.loyalty import PERSONAL_GOALS
from games.battlestar_galactica.effects import change, discard_options
from games.battlestar_galactica.machine import Frame, ask, event, frame, op, push
from games.battlestar_galactica.state import State

SELFISH_STRENGTH = 20
SACRIFICE_VIPERS = 6
STAND_AND_FIGHT_RAIDERS = 10
REDRAW_DISTANCE = 6  # BSG-22.2.2


def goal_met(s: State, seat: int, card: str) -> bool:
    """The reveal condition of each Personal Goal (BSG-22.2)."""
    p = s.players[seat]
    if card == "goal_acquire_power":
        return len(titles.holders(s, seat)) >= 2
    if card == "goal_devastation":
        return s.nukes["admiral"] == 0
    if card == "goal_political_intrigue":
        president = s.titles.get("president")
        return president is not None and s.players[president]["loc"] == "brig"
    if card == "goal_sacrifice":
        return S.count_damaged_or_destroyed(s) >= SACRIFICE_VIPERS
    if card == "goal_self_destruction":
        return p["loc"] in ("brig", "sickbay")
    if card == "goal_selfish":
        return sum(K.strength(c) for c in p["hand"]) >= SELFISH_STRENGTH
    if card == "goal_stand_and_fight":
        return sum(s.areas[a]["raiders"] for a in B.AREAS) >= STAND_AND_FIGHT_RAIDERS
    if card == "goal_use_caution":
        return any(DESTINATIONS[destination_kind(d)]["distance"] == 1
                   for d in s.destinations_done)
    return False


def goal_options(s: State, seat: int) -> list[str]:
    return [f"goal {c}" for c in sorted(set(s.players[seat]["loyalty"]))
            if c in PERSONAL_GOALS and goal_met(s, seat, c)]


@op("reveal_goal")
def _reveal_goal(s: State, f: Frame) -> None:
    """Reveal a Personal Goal as an action (BSG-22.2.1); Selfish discards 20 strength first;
    at distance 6 or less a new loyalty card follows (BSG-22.2.2)."""
    seat, card = f["seat"], f["card"]
    p = s.players[seat]
    if card in p["loyalty"]:
        p["loyalty"].remove(card)
        p["shown"].append(card)
        event(s, "goal_revealed", seat=seat, card=card)
    if card == "goal_selfish":
        if "ans" in f:
            code = f.pop("ans").split()[1]
            P.discard(s, seat, code, "selfish")
            f["paid"] = f.get("paid", 0) + K.strength(code)
        if f.get("paid", 0) < SELFISH_STRENGTH and p["hand"]:
            ask(s, f, seat, "discard", discard_options(s, seat), card=card)
            return
    if s.distance <= REDRAW_DISTANCE:
        push(s, frame("loyalty_extra", seat=seat))


@op("goals_at_end")
def _goals_at_end(s: State, f: Frame) -> None:
    """BSG-22.2.3: every unrevealed goal of a human player (hidden Cylons too) costs 1."""
    for seat in range(s.seats):
        p = s.players[seat]
        if p["revealed"] or p["eliminated"]:
            continue
        for card in p["loyalty"]:
            if card in PERSONAL_GOALS:
                event(s, "goal_penalty", seat=seat, card=card)
                change(s, PERSONAL_GOALS[card], -1, card)
