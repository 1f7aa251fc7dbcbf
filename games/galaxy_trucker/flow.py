"""How the flight runs without ever blocking: a queue of tasks and at most one open decision.

A task is plain data, `[name, *args]`; `run` pops tasks and calls their handlers until the queue
is empty or a handler opens a decision with `ask`. A decision names its kind, the seat that owes
it, and `then`, the task to push with the answer's result once it is resolved. Because tasks and
decisions are data, a position in the middle of a card encodes, decodes and replays like any
other, and the rules of each card read as a list of steps.
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from typing import Any, Protocol

from games.galaxy_trucker.state import State

Task = list[Any]
TASKS: dict[str, Callable[..., None]] = {}
DECISIONS: dict[str, Decision] = {}


class Decision(Protocol):
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        """Every canonical move that answers the decision."""

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        """Carry out the (already validated) answer `move`."""


def task(name: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    def register(fn: Callable[..., None]) -> Callable[..., None]:
        TASKS[name] = fn
        return fn
    return register


def decision(kind: str) -> Callable[[type], type]:
    def register(cls: type) -> type:
        DECISIONS[kind] = cls()
        return cls
    return register


def push(s: State, *tasks: Task) -> None:
    """Put tasks at the front of the queue, in the given order."""
    s.queue[0:0] = [list(t) for t in tasks]


def then(s: State, after: Task | None, *result: Any) -> None:
    """Continue with `after`, the result appended to its arguments."""
    if after:
        push(s, [*after, *result])


def ask(s: State, seat: int, kind: str, after: Task | None = None, **data: Any) -> None:
    """Open a decision for `seat`; `run` stops until it is answered. Decisions of one seat in a
    row form one turn (`turn_key`), so the player may take back those that revealed nothing."""
    s.pending = {"kind": kind, "seat": seat, "then": after, **data}
    if s.asked != seat:
        s.step += 1
        s.asked = seat


def new_turn(s: State) -> None:
    """A simultaneous step (or a new phase) starts: every awaited seat's clock restarts."""
    s.step += 1
    s.asked = -1


# An observer of `run` (None in play): it sees the state before every task and never changes
# it. The table uses it to show the position at each card's end inside one move.
WATCH: ContextVar[Callable[[State], None] | None] = ContextVar("gt_watch", default=None)


def run(s: State) -> None:
    watch = WATCH.get()
    while s.pending is None and s.queue:
        if watch is not None:
            watch(s)
        name, *args = s.queue.pop(0)
        TASKS[name](s, *args)


def ask_all(s: State, seats: list[int], kind: str, after: Task | None = None,
            **data: Any) -> None:
    """Open a secret decision every seat of `seats` answers at once; it is resolved (with the
    answers in `d["answers"]`, by seat) once the last one is in."""
    s.pending = {"kind": kind, "seats": list(seats), "answers": {}, "then": after, **data}
    new_turn(s)


def answer(s: State, seat: int, move: str) -> None:
    """Resolve the open decision with a validated move and run on."""
    d = s.pending
    assert d is not None
    if "seats" in d:
        d["answers"][str(seat)] = move
        if len(d["answers"]) < len(d["seats"]):
            return
        move = ""
    s.pending = None
    DECISIONS[d["kind"]].resolve(s, d, move)
    run(s)


def options(s: State, seat: int) -> list[str]:
    d = s.pending
    if d is None:
        return []
    if "seats" in d:
        if seat not in d["seats"] or str(seat) in d["answers"]:
            return []
        return DECISIONS[d["kind"]].options(s, {**d, "seat": seat})
    if d.get("seat") != seat:
        return []
    return DECISIONS[d["kind"]].options(s, d)


def emit(s: State, name: str, /, private: int | None = None, **data: Any) -> None:
    """Record an event of the move in progress (data for captions, never words). A private
    event (a tile drawn, a card peeked at) reaches only seat `private`."""
    event = {"event": name, **data}
    if private is not None:
        event["private"] = private
    s.events.append(event)
    if s.phase == "flight":
        s.card_events.append(event)
