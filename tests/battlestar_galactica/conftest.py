"""Helpers for the Battlestar Galactica tests: games with chosen characters, quiet positions to
set up a situation by hand, forced dice, and answering decisions by a simple policy."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest

from games.battlestar_galactica import GAME, rolls
from games.battlestar_galactica import machine as M
from games.battlestar_galactica.state import State

Policy = Callable[[State, int, list[str]], str]


def first_option(s: State, seat: int, options: list[str]) -> str:
    """Pass windows, contribute nothing, otherwise take the first option."""
    for quiet in ("pass", "contribute none", "stay", "done"):
        if quiet in options:
            return quiet
    return options[0]


def game(seats: int = 4, chars: Iterable[str] | None = None, opts: dict[str, Any] | None = None,
         seed: int = 1, policy: Policy = first_option) -> State:
    """A game after setup, at the first player's first decision; `chars` are picked in turn
    order from the first player (each must be a legal pick at its turn)."""
    s = GAME.new(seats, seed, opts or {})
    wanted = list(chars or [])
    while s.phase == "pick" or (s.phase == "play" and s.turn == 0):
        seat = GAME.to_act(s)
        options = GAME.legal_moves(s, seat)
        if s.pending["kind"] == "pick" and wanted:
            move = f"pick {wanted.pop(0)}"
            assert move in options, (move, options)
        else:
            move = policy(s, seat, options)
        s = GAME.apply(s, seat, move)
    return s


def seat_of(s: State, character: str) -> int:
    seat = s.seat_of(character)
    assert seat is not None
    return seat


def quiet(s: State) -> State:
    """The same position with nothing pending: a blank page to set a situation up by hand."""
    s = s.clone()
    s.stack.clear()
    s.pending = None
    s.events = []
    s.phase = "play"
    return s


def run(s: State, *frames: dict[str, Any]) -> State:
    """Queue frames on a quiet state and resolve them up to the first decision."""
    M.push(s, *frames)
    M.run(s)
    return s


def step(s: State, name: str, *args: Any, **ctx: Any) -> State:
    """Run one effect step of the data language, e.g. step(s, "res", "morale", -1)."""
    return run(s, {"op": name, "args": list(args), "ctx": ctx})


def answer(s: State, seat: int, move: str) -> State:
    """Play a move; the events of earlier moves are kept so a test can read a whole story."""
    after = GAME.apply(s, seat, move)
    after.events = s.events + after.events
    return after


def pass_windows(s: State) -> State:
    """Everyone passes the interrupt windows open now."""
    while s.pending is not None and s.pending["kind"] == "window":
        s = answer(s, s.pending["seats"][0], "pass")
    return s


def settle(s: State, policy: Policy = first_option, limit: int = 500) -> State:
    """Answer every pending decision with `policy` until nothing is pending (or the game ends
    or the next turn's movement comes up)."""
    for _ in range(limit):
        if s.pending is None or s.phase == "over":
            return s
        seat = s.pending["seats"][0]
        s = answer(s, seat, policy(s, seat, GAME.legal_moves(s, seat)))
    raise AssertionError("did not settle")


def events(s: State, name: str) -> list[dict[str, Any]]:
    return [e for e in s.events if e["event"] == name]


@pytest.fixture
def dice(monkeypatch: pytest.MonkeyPatch) -> Callable[..., None]:
    """Force the next die results: dice(8, 3, ...)."""
    queue: list[int] = []

    def fake(s: State) -> int:
        s.reveals += 1
        return queue.pop(0)

    monkeypatch.setattr(rolls, "roll_die", fake)

    def load(*values: int) -> None:
        queue.extend(values)

    return load
