"""Combat Zone (GT-3.9.7): three lines in order; for each, every player reports the named value
and the weakest suffers the line's penalty (two victims with five players, the second one unit
less, GT-5.3.4; everybody but the best with Remorseless Fate, GT-5.8.5 #3)."""

from __future__ import annotations

from typing import Any

from games.galaxy_trucker.data import ALL_CARDS
from games.galaxy_trucker.flow import push, task
from games.galaxy_trucker.hazards import volley
from games.galaxy_trucker.losses import lose_crew, lose_goods
from games.galaxy_trucker.penalties import five, guarded, remorseless, victims
from games.galaxy_trucker.report import crew_value, participants, report_engine, report_fire
from games.galaxy_trucker.state import State
from games.galaxy_trucker.track import move_many


def card(s: State) -> dict[str, Any]:
    return ALL_CARDS[s.card]


@task("card:combat_zone")
def _combat_zone(s: State) -> None:
    push(s, *(["cz_line", i] for i in range(len(card(s)["lines"]))))


@task("cz_line")
def _cz_line(s: State, line: int) -> None:
    criterion = card(s)["lines"][line][0]
    s.ctx["values"] = {}
    seats = participants(s)
    if criterion == "crew":
        s.ctx["values"] = {str(p): crew_value(s, p) for p in seats}
        push(s, ["cz_judge", line])
        return
    push(s, *(["cz_report", criterion, p] for p in seats), ["cz_judge", line])


@task("cz_report")
def _cz_report(s: State, criterion: str, seat: int) -> None:
    after = ["cz_value", seat]
    if criterion == "engine":
        report_engine(s, seat, after)
    else:
        report_fire(s, seat, after)


@task("cz_value")
def _cz_value(s: State, seat: int, value: int) -> None:
    if value >= 0:
        s.ctx["values"][str(seat)] = value


@task("cz_judge")
def _cz_judge(s: State, line: int) -> None:
    values = {int(p): v for p, v in s.ctx["values"].items() if s.flying[int(p)]}
    hit = victims(s, values, remorseless(s))
    s.ctx["hit"] = []
    second = hit[1] if five(s) and not remorseless(s) and len(hit) > 1 else -1
    push(s, *(["cz_guard", p, line, p == second] for p in hit), ["cz_shots", line, second])


@task("cz_guard")
def _cz_guard(s: State, seat: int, line: int, second: bool) -> None:
    guarded(s, seat, ["cz_penalty", seat, line, second])


@task("cz_penalty")
def _cz_penalty(s: State, seat: int, line: int, second: bool) -> None:
    _, penalty, amount = card(s)["lines"][line]
    less = 1 if second else 0
    if penalty == "days":
        move_many(s, {seat: -(amount - less)})
    elif penalty == "crew":
        lose_crew(s, seat, amount - less, "combat_zone", None)
    elif penalty == "goods":
        lose_goods(s, seat, amount - less, None)
    else:
        s.ctx["hit"].append(seat)


@task("cz_shots")
def _cz_shots(s: State, line: int, second: int) -> None:
    """The line's shots at its victims, one roll per shot for both; the second victim is spared
    the first shot (GT-5.3.4)."""
    _, penalty, shots = card(s)["lines"][line]
    if penalty == "shots" and s.ctx["hit"]:
        volley(s, shots, s.ctx["hit"], None, skip_first=[second] if second >= 0 else [])
