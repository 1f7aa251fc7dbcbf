"""Final places from per-seat sort keys, shared by every engine's scoring."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
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


def explained(groups: list[list[int]], key: Callable[[int], Sequence[int]],
              name: Callable[[int], str], criteria: Sequence[str],
              ) -> list[tuple[list[int], str]]:
    """(seats, reason) per place, naming the tie-break that decided, e.g. ([1], "2nd: blue,
    7 VP; ahead of red on ore (3 vs 1)"). `key` gives a seat's sort key, whose first value is
    its VP; `criteria` names the key's values."""
    out: list[tuple[list[int], str]] = []
    place = 1
    for gi, g in enumerate(groups):
        k = key(g[0])
        text = f"{ordinal(place)}: {' and '.join(name(p) for p in g)}, {k[0]} VP"
        if len(g) > 1:
            text += f" (shared: equal {', '.join(criteria[:-1])} and {criteria[-1]})"
        if gi + 1 < len(groups):
            nxt = groups[gi + 1]
            k2 = key(nxt[0])
            if k[0] == k2[0]:
                i = next(j for j in range(len(k)) if k[j] != k2[j])
                other = " and ".join(name(p) for p in nxt)
                text += f"; ahead of {other} on {criteria[i]} ({k[i]} vs {k2[i]})"
        out.append((list(g), text))
        place += len(g)
    return out
