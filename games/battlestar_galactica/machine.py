"""The resolution stack: how a rule that needs a player's decision waits for it.

Every rule step is a frame (a JSON dict `{"op": name, …}`) on `state.stack`. `run` pops frames
and calls their handler; a handler changes the state, pushes the frames that come next, or asks
for a decision (`ask`, `ask_many`) and puts itself back on the stack. The answer is written into
the waiting frame (`ans`, or `answers` by seat for a step that waits on several seats) and `run`
goes on. Because the whole stack is plain data, a position saved mid-resolution (a half-done
skill check, an open interrupt window) resumes exactly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from games import rng
from games.battlestar_galactica.state import State, _jsonable

Frame = dict[str, Any]
Handler = Callable[[State, Frame], None]
# A responder takes one seat's answer to a many-seat decision and returns that seat's new
# options (it still owes an answer) or None (it is done).
Responder = Callable[[State, Frame, int, str], list[str] | None]
Generator = Callable[[State, int], list[str]]

OPS: dict[str, Handler] = {}
RESPONDERS: dict[str, Responder] = {}
GENERATORS: dict[str, Generator] = {}


def op(name: str) -> Callable[[Handler], Handler]:
    """Register the handler of frame kind `name`."""

    def register(handler: Handler) -> Handler:
        OPS[name] = handler
        return handler

    return register


def push(s: State, *frames: Frame) -> None:
    """Queue frames to run next, in the order given (the first runs first)."""
    s.stack.extend(reversed(frames))


def frame(name: str, **data: Any) -> Frame:
    return {"op": name, **data}


def steps(s: State, script: Iterable[Any], ctx: dict[str, Any]) -> None:
    """Queue a card's effect steps (`(op, *args)` tuples from the data files)."""
    frames = [{"op": step[0], "args": _jsonable(list(step[1:])), "ctx": dict(ctx)}
              for step in script]
    push(s, *frames)


def ask(s: State, f: Frame, seat: int, kind: str, options: list[str], **info: Any) -> None:
    """Wait for `seat` to choose one of `options` (canonical moves); `f` gets it as `ans`."""
    assert options, kind
    s.stack.append(f)
    _open(s, [seat], kind, {str(seat): options}, info)


def ask_many(s: State, f: Frame, options: dict[int, list[str]] | None, kind: str,
             seats: list[int] | None = None, **info: Any) -> None:
    """Wait for several seats at once (BSG-27.5: secret contributions, interrupt windows,
    simultaneous discards). `options` by seat, or None when a generator lists them."""
    order = seats if seats is not None else sorted(options or {})
    if not order:
        return
    s.stack.append(f)
    f.setdefault("answers", {})
    opts = None if options is None else {str(k): v for k, v in options.items()}
    _open(s, order, kind, opts, info)


SECRET_ASKS = {"window"}  # decisions whose asked seats only those seats may know (BSG-26)
NOBODY_NAMED = -2  # the key seat of a secret ask: whoever is asked next starts a new step


def _open(s: State, seats: list[int], kind: str, options: dict[str, list[str]] | None,
          info: dict[str, Any]) -> None:
    """A new pending decision; a new step (a new turn post and fresh clocks) unless the same
    single seat goes on deciding. A secret ask is always a step of its own, before and after:
    were a window asking the player who just moved to continue that player's step, the table
    would post nothing for it and so tell that this player holds a card for it."""
    one = seats[0] if len(seats) == 1 else -1
    if kind in SECRET_ASKS:
        s.step += 1
        s.key_seat = NOBODY_NAMED
    elif one == -1 or one != s.key_seat:
        s.step += 1
        s.key_seat = one
    s.pending = {"kind": kind, "seats": sorted(seats), "options": options, "info": info}


def awaiting(s: State) -> tuple[int, ...]:
    if s.phase == "over" or s.pending is None:
        return ()
    return tuple(s.pending["seats"])


def options_of(s: State, seat: int) -> list[str]:
    """The legal answers of `seat` to the pending decision."""
    p = s.pending
    if p is None or seat not in p["seats"]:
        return []
    if p["options"] is None:
        return GENERATORS[p["kind"]](s, seat)
    return p["options"].get(str(seat), [])


def answer(s: State, seat: int, move: str) -> None:
    """Record `seat`'s (validated, canonical) answer and resume the resolution."""
    p = s.pending
    assert p is not None
    f = s.stack[-1]
    if "answers" not in f:  # a one-seat decision
        f["ans"] = move
        s.pending = None
    else:
        responder = RESPONDERS.get(p["kind"])
        if responder is None:
            f["answers"][str(seat)] = move
            left = None
        else:
            left = responder(s, f, seat, move)
        if left and p["options"] is not None:
            p["options"][str(seat)] = left
        elif not left and seat in p["seats"]:
            p["seats"].remove(seat)
            if p["options"] is not None:
                p["options"].pop(str(seat), None)
        if not p["seats"]:
            s.pending = None
    run(s)


def run(s: State) -> None:
    """Resolve frames until a decision is needed or the game ends."""
    while s.pending is None and s.stack and s.phase != "over":
        f = s.stack.pop()
        OPS[f["op"]](s, f)


def event(s: State, what: str, /, secret: dict[str, Any] | None = None,
          shown_to: Iterable[int] = (), **data: Any) -> None:
    """Record what happened, as data for the table. `secret` is shown only to the seats in
    `shown_to` (a drawn card to its drawer, a looked-at loyalty card to the looker)."""
    e: dict[str, Any] = {"event": what, **data}
    if secret is not None:
        e["secret"] = {"to": sorted(set(shown_to)), **secret}
    s.events.append(_jsonable(e))


def roll_die(s: State) -> int:
    s.rng, value = rng.randint(s.rng, 1, 8)
    s.reveals += 1
    return value


def shuffle(s: State, items: list[Any]) -> list[Any]:
    s.rng, out = rng.shuffled(s.rng, items)
    s.reveals += 1
    return out


def pick_random(s: State, items: list[Any]) -> Any:
    s.rng, i = rng.randint(s.rng, 0, len(items) - 1)
    s.reveals += 1
    return items[i]


def game_over(s: State, winner: str, reason: str) -> None:
    """End the game at once (BSG-19): the winning team and why."""
    if s.phase == "over":
        return
    s.phase = "over"
    s.winner = winner
    s.end_reason = reason
    s.pending = None  # the stack stays: cards in mid-resolution remain accounted for
    event(s, "game_over", winner=winner, reason=reason)
