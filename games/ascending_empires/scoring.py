"""Final scoring (AE-7.2), the ranking with its tie-breaks (AE-7.3) and a readable explanation."""

from __future__ import annotations

from typing import TypedDict

from games.ascending_empires.board import is_home, piece_count
from games.ascending_empires.data import HOLE_QUADRANT, HOLES, SEAT_COLOURS, UNSETTLED
from games.ascending_empires.state import State
from games.ranking import explained, places

_CRITERIA = ("score", "VP tokens", "technology levels")


class ScoreParts(TypedDict):
    """A score's parts (AE-7.2); `cities` is already doubled, `quadrants` is 0, 3 or 6."""

    tokens: int
    planets: int
    colonies: int
    cities: int
    quadrants: int


def breakdown(s: State, p: int) -> ScoreParts:
    """AE-7.2 for seat `p`: tokens, occupied planets and asteroids (the homeworld only when the
    provisional answer of AE-8.7 says it scores), colonies, cities and the bonus for cities in
    three (3 VP) or four (6 VP) quadrants."""
    homes = UNSETTLED["homeworld_scores"]
    planets = [h for h in HOLES if s.occupant[h] == p and (homes or not is_home(s, h))
               and piece_count(s, h) > 0]
    colonies = sum(s.pieces[h]["colonies"] for h in planets)
    cities = sum(s.pieces[h]["cities"] for h in planets)
    quadrants = len({HOLE_QUADRANT[h] for h in planets if s.pieces[h]["cities"]})
    spread = 6 if quadrants >= 4 else 3 if quadrants == 3 else 0
    return {"tokens": s.vp[p], "planets": len(planets), "colonies": colonies,
            "cities": 2 * cities, "quadrants": spread}


def total(parts: ScoreParts) -> int:
    return (parts["tokens"] + parts["planets"] + parts["colonies"] + parts["cities"]
            + parts["quadrants"])


def score(s: State, p: int) -> int:
    return total(breakdown(s, p))


def _key(s: State, p: int) -> tuple[int, int, int]:
    return (score(s, p), s.vp[p], sum(s.tech[p].values()))


def _keys(s: State) -> list[tuple[int, int, int]]:
    return [_key(s, p) for p in range(s.n)]


def ranking(s: State) -> list[list[int]]:
    """Groups of tied seats, best first (AE-7.3: score, then VP tokens, then technology)."""
    return places(range(s.n), _keys(s).__getitem__)


def ranking_explained(s: State) -> list[tuple[list[int], str]]:
    """(seats, reason) per place, e.g. ([1], "2nd: blue, 21 VP; ahead of red on VP tokens
    (12 vs 9)") naming the tie-break that decided."""
    keys = _keys(s)
    return explained(places(range(s.n), keys.__getitem__), keys.__getitem__,
                     SEAT_COLOURS.__getitem__, _CRITERIA)
