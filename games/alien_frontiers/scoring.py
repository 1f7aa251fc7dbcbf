"""Final ranking with the AF-4.2 tie-breaks, and a readable explanation of each place."""

from __future__ import annotations

from games.alien_frontiers.data import COLOURS
from games.alien_frontiers.state import State

_CRITERIA = ("VP", "alien tech cards", "ore", "fuel")


def _key(s: State, p: int) -> tuple[int, int, int, int]:
    return (s.vp[p], len(s.cards[p]), s.ore[p], s.fuel[p])


def ranking(s: State) -> list[list[int]]:
    """Groups of tied seats, best first (AF-4.2: VP, then cards, then ore, then fuel)."""
    order = sorted(range(s.n), key=lambda p: _key(s, p), reverse=True)
    groups: list[list[int]] = []
    last: tuple[int, int, int, int] | None = None
    for p in order:
        k = _key(s, p)
        if groups and k == last:
            groups[-1].append(p)
        else:
            groups.append([p])
        last = k
    return groups


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def ranking_explained(s: State) -> list[tuple[list[int], str]]:
    """(seats, reason) per place, e.g. ([1], "2nd: blue, 7 VP; ahead of red on ore (3 vs 1)")."""
    groups = ranking(s)
    out: list[tuple[list[int], str]] = []
    place = 1
    for gi, g in enumerate(groups):
        names = " and ".join(COLOURS[p] for p in g)
        k = _key(s, g[0])
        text = f"{_ordinal(place)}: {names}, {k[0]} VP"
        if len(g) > 1:
            text += " (shared: equal VP, alien tech cards, ore and fuel)"
        if gi + 1 < len(groups):
            nxt = groups[gi + 1]
            k2 = _key(s, nxt[0])
            if k[0] == k2[0]:
                i = next(j for j in range(4) if k[j] != k2[j])
                other = " and ".join(COLOURS[p] for p in nxt)
                text += f"; ahead of {other} on {_CRITERIA[i]} ({k[i]} vs {k2[i]})"
        out.append((list(g), text))
        place += len(g)
    return out
