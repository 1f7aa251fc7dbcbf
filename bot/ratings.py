"""Ratings with openskill's Plackett–Luce model: one rating per entrant, game type and scope.

Plackett–Luce rates a whole finishing order at once, so 3- and 4-player tables and shared places
count as they happened, not as a set of pairwise results. An entrant is a person (their user id as
text) or an AI level (`ai:<level>`). Every seat of a finished game takes part in its update, so
a person is rated whoever they played against: an AI seat counts as an opponent of its level's
rating. The AI level's own rating moves only when the server rates AI players, and not when
that level sat more than once at the table (it would be rated against itself).

Boards sort by the ordinal (mu − 3·sigma): a new player starts at 0 and climbs as the model grows
sure of them, so one lucky win does not top the board. Players read it as one friendly whole
number, the ordinal scaled by FRIENDLY_SCALE and never below 0 (mu and sigma on request).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
GLOBAL = "global"
FRIENDLY_SCALE = 40  # display points per point of ordinal: a seasoned strong player is ~1,000


class PastGameLike(Protocol):
    """A finished game (see `bot.store.PastGame`)."""

    @property
    def finished_at(self) -> str: ...

    @property
    def players(self) -> tuple[int, ...]: ...

    @property
    def ranking(self) -> list[list[int]]: ...


@dataclass(frozen=True)
class Rating:
    mu: float = MODEL.mu
    sigma: float = MODEL.sigma
    games: int = 0
    wins: int = 0

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma

    @property
    def friendly(self) -> int:
        """The rating as players read it: a whole number, 0 for a newcomer, never negative."""
        return max(0, round(self.ordinal * FRIENDLY_SCALE))


def entrant(user_id: int, ai_level: str | None) -> str:
    """The rated identity of a seat: the person, or the AI level playing it."""
    return str(user_id) if ai_level is None else f"ai:{ai_level}"


def is_ai(entrant_name: str) -> bool:
    return entrant_name.startswith("ai:")


def places_of(ranking: Sequence[Sequence[int]]) -> dict[int, int]:
    """Seat → place (1 is best); seats sharing a place share its number."""
    return {seat: place for place, seats in enumerate(ranking, start=1) for seat in seats}


def won(ranking: Sequence[Sequence[int]], seat: int, teams: bool = False) -> bool:
    """A win is first place alone (as in tournament standings); a shared first is not, except
    in a team game, where first place is the winning side (and a single place, nobody won)."""
    if teams:
        return len(ranking) > 1 and seat in ranking[0]
    return list(ranking[0]) == [seat]


def updated_seats(entrants: Sequence[str], rate_ai: bool) -> list[int]:
    """Seats whose rating the game changes: every person; an AI level only when the server
    rates AI players and that level sits once at the table."""
    counts = Counter(entrants)
    return [seat for seat, name in enumerate(entrants)
            if not is_ai(name) or (rate_ai and counts[name] == 1)]


def update(
    ratings: Mapping[str, Rating], entrants: Sequence[str], ranking: Sequence[Sequence[int]],
    *, rate_ai: bool = False, teams: bool = False,
) -> dict[str, Rating]:
    """The new ratings of the game's updated entrants (see `updated_seats`). Every seat takes
    part as it finished, an AI seat at its level's rating as it stood before the game."""
    place = places_of(ranking)
    seats = [seat for seat in range(len(entrants)) if seat in place]
    if len(seats) < 2:
        return {}
    before = [ratings.get(entrants[seat], Rating()) for seat in seats]
    players = [[MODEL.rating(mu=r.mu, sigma=r.sigma)] for r in before]
    after = dict(zip(seats, MODEL.rate(players, ranks=[place[seat] for seat in seats]),
                     strict=True))
    old = dict(zip(seats, before, strict=True))
    return {
        entrants[seat]: Rating(after[seat][0].mu, after[seat][0].sigma, old[seat].games + 1,
                               old[seat].wins + won(ranking, seat, teams))
        for seat in updated_seats(entrants, rate_ai) if seat in after
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
              recent: int = 5, teams: bool = False) -> Summary:
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
        wins += won(game.ranking, seat, teams)
        for other in game.players:
            if other != user_id and other > 0:
                met[other] += 1
                beaten[other] += won(game.ranking, seat, teams)
    average = sum(p for _w, p, _s in places) / len(places) if places else None
    favourites = sorted(met, key=lambda u: (-met[u], -beaten[u], u))[:opponents]
    return Summary(len(places), wins, average, [(u, met[u], beaten[u]) for u in favourites],
                   places[:recent])
