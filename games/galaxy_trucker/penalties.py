"""Who suffers and how much: the weakest players of a comparison (GT-3.5.5, GT-5.3.4), the
five-player second victims and second winners (GT-5.3.3-5), and the diplomat who cancels a loss
its owner is certain to suffer (GT-5.5.7).
"""

from __future__ import annotations

from typing import Any

from games.galaxy_trucker.flow import Task, ask, decision, emit, push, then
from games.galaxy_trucker.state import State


def five(s: State) -> bool:
    """The fifth-player rules apply with five seats (GT-5.3)."""
    return s.n == 5


def victims(s: State, values: dict[int, int], best_spared: bool = False) -> list[int]:
    """Seats suffering a comparison's penalty, first victim first.

    Ties go to the player further ahead (GT-3.5.5): players are ranked by value, then front
    first, and the first one suffers; with five players the first two (GT-5.3.4), with the
    literal reading of the five-player tie rule the rear-most tied player first. With Remorseless
    Fate everybody but the best suffers (GT-5.8.5 #3)."""
    seats = list(values)
    if not seats:
        return []
    front_first = not (five(s) and s.opts["five_player_ties"] == "rear_first")
    rank = sorted(seats, key=lambda p: (values[p], -(s.pos[p] or 0) if front_first
                                        else (s.pos[p] or 0)))
    if best_spared:
        top = max(values.values())
        best = next(p for p in sorted(seats, key=lambda p: -(s.pos[p] or 0)) if values[p] == top)
        return [p for p in rank if p != best] if len(seats) > 1 else rank
    return rank[:2] if five(s) else rank[:1]


def remorseless(s: State) -> bool:
    return s.rr("remorseless_fate")


def has_diplomat(s: State, seat: int) -> bool:
    return s.role[seat] == "diplomat" and "t" in s.ships[seat].alien.values()


def guarded(s: State, seat: int, penalty: Task) -> None:
    """Push `penalty` for `seat`, unless a diplomat aboard is sent to cancel it."""
    if s.flying[seat] and has_diplomat(s, seat):
        ask(s, seat, "diplomat", penalty)
        return
    push(s, penalty)


@decision("diplomat")
class DiplomatDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return ["diplomat", "suffer"]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        seat = d["seat"]
        if move == "suffer":
            then(s, d["then"])
            return
        ship = s.ships[seat]
        q = next(q for q, a in sorted(ship.alien.items()) if a == "t")
        del ship.alien[q]  # the diplomat leaves; not a crew loss (GT-5.5.7)
        s.role[seat] = ""
        emit(s, "diplomat", seat=seat)
