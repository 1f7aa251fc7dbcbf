"""Ratings with openskill's Plackett–Luce model: one rating per entrant, game type and scope.

Plackett–Luce rates a whole finishing order at once, so 3- and 4-player tables and shared places
count as they happened, not as a set of pairwise results. An entrant is a person (their user id as
text) or, when the server rates AI seats, an AI level (`ai:<level>`) playing as its own entrant.
The leaderboard sorts by the ordinal (mu − 3·sigma): a new player starts at 0 and climbs as the
model grows sure of them, so one lucky win does not top the board.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
GLOBAL = "global"


class PastGameLike(Protocol):
    """A finished game (see `bot.store_ratings.PastGame`)."""

    finished_at: str
    players: tuple[int, ...]
    ranking: list[list[int]]


@dataclass(frozen=True)
class Rating:
    mu: float = MODEL.mu
    sigma: float = MODEL.sigma
    games: int = 0
    wins: int = 0

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma


def entrant(user_id: int, ai_level: str | None, rate_ai: bool) -> str | None:
    """The rated identity of a seat, or None when that seat is not rated."""
    if ai_level is None:
        return str(user_id)
    return f"ai:{ai_level}" if rate_ai else None


def places_of(ranking: Sequence[Sequence[int]]) -> dict[int, int]:
    """Seat → place (1 is best); seats sharing a place share its number."""
    return {seat: place for place, seats in enumerate(ranking, start=1) for seat in seats}


def won(ranking: Sequence[Sequence[int]], seat: int) -> bool:
    """A win is first place alone (as in tournament standings); a shared first is not."""
    return list(ranking[0]) == [seat]


def rated_seats(entrants: Sequence[str | None]) -> list[int]:
    """Seats that take part in the update: rated ones, except an entrant seated twice (two AI
    seats of one level would be rated against themselves)."""
    counts = Counter(e for e in entrants if e is not None)
    return [seat for seat, e in enumerate(entrants) if e is not None and counts[e] == 1]


def update(
    ratings: Mapping[str, Rating], entrants: Sequence[str | None],
    ranking: Sequence[Sequence[int]],
) -> dict[str, Rating]:
    """The new ratings of the game's rated entrants (empty if fewer than two take part)."""
    seats = rated_seats(entrants)
    if len(seats) < 2:
        return {}
    place = places_of(ranking)
    names = [name for name in (entrants[seat] for seat in seats) if name is not None]
    before = [ratings.get(name, Rating()) for name in names]
    teams = [[MODEL.rating(mu=r.mu, sigma=r.sigma)] for r in before]
    after = MODEL.rate(teams, ranks=[place[seat] for seat in seats])
    return {
        name: Rating(team[0].mu, team[0].sigma, old.games + 1, old.wins + won(ranking, seat))
        for name, seat, old, team in zip(names, seats, before, after, strict=True)
    }


@dataclass(frozen=True)
class Summary:
    """A player's record in one game type, from their finished games."""

    games: int
    wins: int
    average_place: float | None
    opponents: list[tuple[int, int, int]]  # (user id, games together, games you won) by games
    recent: list[tuple[str, int, int]]  # (finished at, your place, table size), newest first


def summarise(user_id: int, history: Sequence[PastGameLike], *, opponents: int = 3,
              recent: int = 5) -> Summary:
    """Games, wins, average place and favourite opponents (people only) of `user_id`."""
    places: list[tuple[str, int, int]] = []
    wins = 0
    met: Counter[int] = Counter()
    beaten: Counter[int] = Counter()
    for game in history:
        seat = game.players.index(user_id)
        place = places_of(game.ranking).get(seat)
        if place is None:
            continue
        places.append((game.finished_at, place, len(game.players)))
        wins += won(game.ranking, seat)
        for other in game.players:
            if other != user_id and other > 0:
                met[other] += 1
                beaten[other] += won(game.ranking, seat)
    average = sum(p for _w, p, _s in places) / len(places) if places else None
    favourites = sorted(met, key=lambda u: (-met[u], -beaten[u], u))[:opponents]
    return Summary(len(places), wins, average, [(u, met[u], beaten[u]) for u in favourites],
                   places[:recent])
