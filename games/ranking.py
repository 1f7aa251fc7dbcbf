"""Final places from per-seat sort keys, shared by every engine's scoring."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any


def places(seats: Iterable[int], key: Callable[[int], Any]) -> list[list[int]]:
    """Seats grouped into places, best (highest key) first; equal keys share a place."""
    order = sorted(seats, key=key, reverse=True)
    groups: list[list[int]] = []
    for seat in order:
        if groups and key(groups[-1][0]) == key(seat):
            groups[-1].append(seat)
        else:
            groups.append([seat])
    return groups


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th … (English: the engines' explanations are English)."""
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")
