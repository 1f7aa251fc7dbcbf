"""A tiny deterministic RNG whose whole state is one integer kept inside the game state.

`random.Random` would work but its state is 625 integers; SplitMix64 is one, is the same on every
platform and Python version, and is plenty for dice and shuffles. Functions take the state and
return the new state with the result, so engines stay pure.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """The RNG state for a game seed (any int, reduced to 64 bits)."""
    return seed & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """(new state, 64 random bits): one SplitMix64 step."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def mix(*parts: int) -> int:
    """A 64-bit hash of integers, the same on every run and platform (unlike `hash` of strings):
    the AIs derive their per-position seeds from it."""
    h = 0x243F6A8885A308D3
    for x in parts:
        h, out = next_u64((h ^ (x & _MASK)) & _MASK)
        h = out
    return h


def randint(state: int, low: int, high: int) -> tuple[int, int]:
    """(new state, an int in [low, high]) without modulo bias worth mentioning (64-bit source)."""
    state, bits = next_u64(state)
    return state, low + bits % (high - low + 1)


def roll(state: int, count: int, sides: int = 6) -> tuple[int, list[int]]:
    """(new state, `count` die faces)."""
    faces = []
    for _ in range(count):
        state, face = randint(state, 1, sides)
        faces.append(face)
    return state, faces


def shuffled(state: int, items: Sequence[T]) -> tuple[int, list[T]]:
    """(new state, a Fisher–Yates shuffled copy of `items`)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        state, j = randint(state, 0, i)
        out[i], out[j] = out[j], out[i]
    return state, out
