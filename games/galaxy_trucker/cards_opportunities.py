"""Opportunities: Planets (GT-3.9.2), Abandoned Ship (GT-3.9.3) and Abandoned Station
(GT-3.9.4), with their five-player second users (GT-5.3.1-2) and the Rough Roads that bite them
(Paranoia, Stiff Competition: GT-5.8.5 #18, #4)."""

from __future__ import annotations

from typing import Any

from games.galaxy_trucker.cargo import gain
from games.galaxy_trucker.data import ALL_CARDS
from games.galaxy_trucker.flow import ask, decision, emit, push, task, then
from games.galaxy_trucker.hazards import volley
from games.galaxy_trucker.losses import lose_crew
from games.galaxy_trucker.penalties import five
from games.galaxy_trucker.report import crew_value, participants
from games.galaxy_trucker.state import State
from games.galaxy_trucker.track import move_many


def card(s: State) -> dict[str, Any]:
    return ALL_CARDS[s.card]


# -- Planets --------------------------------------------------------------------------------------

@task("card:planets")
def _planets(s: State) -> None:
    s.ctx["landed"] = {}  # planet index (str) -> seats, first lander first
    push(s, *(["planet_choice", p] for p in participants(s)), ["planets_land"])


def planet_options(s: State, seat: int) -> list[str]:
    """A free planet, or with five players one taken planet if nobody has doubled up yet."""
    landed = s.ctx["landed"]
    doubled = any(len(v) > 1 for v in landed.values())
    out = []
    for i in range(len(card(s)["planets"])):
        taken = landed.get(str(i), [])
        if not taken or (five(s) and not doubled and len(taken) == 1):
            out.append(f"land {i + 1}")
    return [*out, "pass"]


@task("planet_choice")
def _planet_choice(s: State, seat: int) -> None:
    if s.flying[seat]:
        ask(s, seat, "land")


@decision("land")
class LandDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return planet_options(s, d["seat"])

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        if move == "pass":
            return
        i = int(move.split()[1]) - 1
        s.ctx["landed"].setdefault(str(i), []).append(d["seat"])
        s.ctx["used"] = True
        emit(s, "landed", seat=d["seat"], planet=i + 1)


@task("planets_land")
def _planets_land(s: State) -> None:
    """Everybody has chosen: Paranoia's shot at every lander (one roll), then goods in flight
    order, then the landers lose the days, rear-most first."""
    landers = [p for p in s.active() if any(p in v for v in s.ctx["landed"].values())]
    steps: list[list[Any]] = []
    for seat in landers:
        i = next(int(k) for k, v in s.ctx["landed"].items() if seat in v)
        goods = card(s)["planets"][i]
        second = s.ctx["landed"][str(i)].index(seat) == 1
        steps.append(["gain_now", seat, goods, len(goods) - 1 if second else None])
    steps.append(["lose_days", landers, card(s)["days"]])
    push(s, *steps)
    if s.rr("paranoia") and landers:
        volley(s, "cf", landers, None)


@task("gain_now")
def _gain_now(s: State, seat: int, goods: str, limit: int | None) -> None:
    gain(s, seat, goods, None, limit)


@task("lose_days")
def _lose_days(s: State, seats: list[int], days: int) -> None:
    move_many(s, {p: -days for p in seats if s.flying[p]})


# -- Abandoned Ship and Station -------------------------------------------------------------------

@task("card:abandoned_ship")
def _abandoned_ship(s: State) -> None:
    s.ctx["users"] = []
    push(s, *(["explore_offer", p] for p in participants(s)), ["explore_days"])


@task("card:abandoned_station")
def _abandoned_station(s: State) -> None:
    _abandoned_ship(s)


def uses_left(s: State) -> int:
    """An abandoned ship or station serves one explorer, two with five players (GT-5.3.2)."""
    return (2 if five(s) else 1) - len(s.ctx["users"])


@task("explore_offer")
def _explore_offer(s: State, seat: int) -> None:
    if uses_left(s) > 0 and s.flying[seat] and crew_value(s, seat) >= card(s)["crew"]:
        ask(s, seat, "explore", ["explore_go", seat])


@decision("explore")
class ExploreDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return ["explore", "pass"]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        if move == "explore":
            then(s, d["then"])


@task("explore_go")
def _explore_go(s: State, seat: int) -> None:
    """The explorer: the ship's crew goes aboard and stays there, the station's goods come
    aboard; the second explorer of a five-player game gets 1 credit or 1 good less."""
    data = card(s)
    second = bool(s.ctx["users"])
    s.ctx["users"].append(seat)
    s.ctx["used"] = True
    emit(s, "explored", seat=seat)
    if data["kind"] == "abandoned_ship":
        steps = [["explore_crew", seat, data["crew"], second]]
    else:
        steps = [["gain_now", seat, data["goods"], len(data["goods"]) - 1 if second else None]]
    if s.rr("stiff_competition"):  # every player behind shoots once (GT-5.8.5 #4)
        behind = [p for p in s.active() if (s.pos[p] or 0) < (s.pos[seat] or 0)]
        steps.append(["stiff_shots", seat, len(behind)])
    push(s, *steps)


@task("explore_crew")
def _explore_crew(s: State, seat: int, crew: int, second: bool) -> None:
    lose_crew(s, seat, crew, "abandoned_ship", ["ship_reward", seat, second])


@task("ship_reward")
def _ship_reward(s: State, seat: int, second: bool) -> None:
    """GT-3.9.3: the credits come even if the whole crew left (the player then gives up)."""
    amount = card(s)["credits"] - (1 if second else 0)
    s.credits[seat] += amount
    emit(s, "credits", seat=seat, amount=amount, why="abandoned_ship")


@task("stiff_shots")
def _stiff_shots(s: State, seat: int, count: int) -> None:
    if count and s.flying[seat]:
        volley(s, " ".join(["cb"] * count), [seat], None)


@task("explore_days")
def _explore_days(s: State) -> None:
    """Every explorer loses the card's days, rear-most first (GT-5.3.2)."""
    move_many(s, {p: -card(s)["days"] for p in s.ctx["users"] if s.flying[p]})
