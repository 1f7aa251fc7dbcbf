"""Final ranking with the AF-4.2 tie-breaks, and a readable explanation of each place."""

from __future__ import annotations

from games.alien_frontiers.data import COLOURS
from games.alien_frontiers.state import State
from games.ranking import explained, places

_CRITERIA = ("VP", "alien tech cards", "ore", "fuel")


def _key(s: State, p: int) -> tuple[int, int, int, int]:
    return (s.vp[p], len(s.cards[p]), s.ore[p], s.fuel[p])


def ranking(s: State) -> list[list[int]]:
    """Groups of tied seats, best first (AF-4.2: VP, then cards, then ore, then fuel)."""
    return places(range(s.n), lambda p: _key(s, p))


def ranking_explained(s: State) -> list[tuple[list[int], str]]:
    """(seats, reason) per place, e.g. ([1], "2nd: blue, 7 VP; ahead of red on ore (3 vs 1)")."""
    return explained(ranking(s), lambda p: _key(s, p), COLOURS.__getitem__, _CRITERIA)
