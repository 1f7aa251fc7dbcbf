"""Enemies: Smugglers, Slavers and Pirates (GT-3.9.5). The enemy meets the players in flight
order: a stronger ship beats it (and may take the reward with its days), an equal one just lets
it pass, a weaker one suffers. With five players it must be beaten twice and a second winner or
a player met after the first defeat gets one unit less (GT-5.3.3). Big Baddies adds 2 to its
strength (GT-5.8.5 #5).
"""

from __future__ import annotations

from typing import Any

from games.galaxy_trucker.cargo import gain
from games.galaxy_trucker.data import ALL_CARDS
from games.galaxy_trucker.flow import ask, decision, emit, push, task, then
from games.galaxy_trucker.hazards import volley
from games.galaxy_trucker.losses import lose_crew, lose_goods, pay, top_holds
from games.galaxy_trucker.penalties import five, guarded
from games.galaxy_trucker.report import participants, report_fire
from games.galaxy_trucker.state import State
from games.galaxy_trucker.track import move_many


def card(s: State) -> dict[str, Any]:
    return ALL_CARDS[s.card]


def strength(s: State) -> int:
    """The enemy's firepower in half units."""
    return 2 * (card(s)["strength"] + (2 if s.rr("big_baddies") else 0))


def defeats_needed(s: State) -> int:
    return 2 if five(s) else 1


@task("card:smugglers")
def _smugglers(s: State) -> None:
    _enemy(s)


@task("card:slavers")
def _slavers(s: State) -> None:
    _enemy(s)


@task("card:pirates")
def _pirates(s: State) -> None:
    _enemy(s)


def _enemy(s: State) -> None:
    s.ctx.update(defeats=0, takers=[], beaten_full=[], beaten_less=[])
    push(s, *(["enemy_meet", p] for p in participants(s)), ["enemy_end"])


@task("enemy_meet")
def _enemy_meet(s: State, seat: int) -> None:
    if s.ctx["defeats"] >= defeats_needed(s) or not s.flying[seat]:
        return
    report_fire(s, seat, ["enemy_result", seat], threshold=strength(s))


@task("enemy_result")
def _enemy_result(s: State, seat: int, value: int) -> None:
    if value < 0:  # jumped to hyperspace
        return
    reduced = s.ctx["defeats"] > 0
    if value > strength(s):
        s.ctx["defeats"] += 1
        s.ctx["used"] = True
        emit(s, "enemy_beaten", seat=seat, value=value, strength=strength(s))
        ask(s, seat, "reward", ["enemy_reward", seat, s.ctx["defeats"] > 1])
        return
    if value == strength(s):
        emit(s, "enemy_tied", seat=seat, value=value, strength=strength(s))
        return
    emit(s, "enemy_won", seat=seat, value=value, strength=strength(s))
    guarded(s, seat, ["enemy_penalty", seat, reduced])


@decision("reward")
class RewardDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return ["take", "decline"]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        if move == "take":
            then(s, d["then"])


@task("enemy_reward")
def _enemy_reward(s: State, seat: int, second: bool) -> None:
    """The winner takes the reward and will lose the days; the second winner of a five-player
    game gets one unit less (GT-5.3.3, reading as an option)."""
    data = card(s)
    s.ctx["takers"].append(seat)
    literal = s.opts["five_player_rewards"] == "literal"
    if data["kind"] == "smugglers":
        goods = data["goods"]
        if second and literal:
            pay(s, seat, 1)
        gain(s, seat, goods, None, len(goods) - 1 if second and not literal else None)
        return
    amount = data["credits"] - (1 if second and not (literal and data["kind"] == "pirates")
                                else 0)
    s.credits[seat] += amount
    emit(s, "credits", seat=seat, amount=amount, why=data["kind"])
    if second and literal and data["kind"] == "pirates":
        holds = top_holds(s, seat)
        if holds:
            lose_goods(s, seat, 1, None)


@task("enemy_penalty")
def _enemy_penalty(s: State, seat: int, reduced: bool) -> None:
    data = card(s)
    less = 1 if reduced else 0
    if data["kind"] == "slavers":
        lose_crew(s, seat, data["lose"] - less, "slavers", None)
    elif data["kind"] == "smugglers":
        lose_goods(s, seat, data["lose"] - less, None)
    else:
        s.ctx["beaten_less" if reduced else "beaten_full"].append(seat)


@task("enemy_end")
def _enemy_end(s: State) -> None:
    """Winners lose their days, rear-most first; then the pirates fire at everyone they beat,
    one roll per shot for all (GT-3.9.5), sparing the first shot to those beaten after the
    first defeat (GT-5.3.3)."""
    push(s, ["enemy_days"])
    beaten = s.ctx["beaten_full"] + s.ctx["beaten_less"]
    if beaten:
        volley(s, card(s)["shots"], beaten, None, skip_first=s.ctx["beaten_less"])


@task("enemy_days")
def _enemy_days(s: State) -> None:
    move_many(s, {p: -card(s)["days"] for p in s.ctx["takers"] if s.flying[p]})
