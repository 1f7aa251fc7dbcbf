"""Helpers that write card effects in the engine's step language.

A step is a tuple `(op, *args)`; `effects.py` runs them. Who-words: `current`, `president`,
`admiral`, `cag`, `actor` (whoever triggered the effect), `chosen` (set by `pick`), `all`."""

from __future__ import annotations

from typing import Any

Step = tuple[Any, ...]


def check(difficulty: int, colours: str, pass_: tuple[Step, ...] = (),
          fail: tuple[Step, ...] = (), partial: int | None = None,
          partial_steps: tuple[Step, ...] = (), consequence: tuple[Step, ...] = ()) -> Step:
    """A skill check (BSG-6.1): `colours` are the positive colours, space separated."""
    return ("check", {"difficulty": difficulty, "colours": colours.split(),
                      "partial": partial, "pass": pass_, "partial_steps": partial_steps,
                      "fail": fail, "consequence": consequence})


def choice(chooser: str, a: tuple[Step, ...], b: tuple[Step, ...],
           a_needs: str | None = None) -> Step:
    """A crisis card's two boxes (BSG-7.2); `a_needs` names a condition box A requires."""
    return ("crisis_choice", chooser, a, b, a_needs)


def roll_low(at_most: int, steps: tuple[Step, ...]) -> Step:
    """"Roll a die; if `at_most` or lower: …"."""
    return ("roll", "crisis", [(1, at_most, steps)])


def res(**deltas: int) -> tuple[Step, ...]:
    return tuple(("res", name, delta) for name, delta in deltas.items())


def crisis(ident: str, activation: str | tuple[str, ...] | None, jump: bool,
           *body: Step, name: str | None = None, cf: bool = False) -> dict:
    """One crisis card: its body, then the activation icon(s) and the jump icon (BSG-7.1)."""
    acts = (activation,) if isinstance(activation, str) else (activation or ())
    return {"id": ident, "name": name or ident, "activation": acts, "jump": jump,
            "body": body, "cf": cf}


def attack(ident: str, activation: str | tuple[str, ...], setup: dict[str, dict[str, int]],
           *special: Step, name: str | None = None) -> dict:
    """A base Cylon Attack card (BSG-7.3): activation, ship setup, special rule."""
    acts = (activation,) if isinstance(activation, str) else activation
    return {"id": ident, "name": name or ident, "activation": (), "jump": False,
            "body": (("attack", acts, setup, special),), "cf": False, "attack": True}
