"""Final ranking with the AF-4.2 tie-breaks, and a readable explanation of each place."""

from __future__ import annotations

from games.alien_frontiers.data import COLOURS
from games.alien_frontiers.state import State
from games.ranking import ordinal, places

_CRITERIA = ("VP", "alien tech cards", "ore", "fuel")


def _key(s: State, p: int) -> tuple[int, int, int, int]:
    return (s.vp[p], len(s.cards[p]), s.ore[p], s.fuel[p])


def ranking(s: State) -> list[list[int]]:
    """Groups of tied seats, best first (AF-4.2: VP, then cards, then ore, then fuel)."""
    return places(range(s.n), lambda p: _key(s, p))


def ranking_explained(s: State) -> list[tuple[list[int], str]]:
    """(seats, reason) per place, e.g. ([1], "2nd: blue, 7 VP; ahead of red on ore (3 vs 1)")."""
    groups = ranking(s)
    out: list[tuple[list[int], str]] = []
    place = 1
    for gi, g in enumerate(groups):
        names = " and ".join(COLOURS[p] for p in g)
        k = _key(s, g[0])
        text = f"{ordinal(place)}: {names}, {k[0]} VP"
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
