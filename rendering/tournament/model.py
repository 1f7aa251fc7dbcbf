"""The plain data the tournament pictures are drawn from, and how their numbers are written."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

Translate = Callable[..., str]


@dataclass(frozen=True)
class StandingRow:
    """One entrant of a tournament's standings (already ranked by the tournament code)."""

    rank: int
    name: str
    points: float
    sos: float  # strength of schedule: the tie-breaker after points
    vp: int
    games: int
    wins: int
    byes: int = 0
    dropped: bool = False
    note: str = ""  # already translated, e.g. "reached round 2" (never "dropped": see above)
    is_ai: bool = False  # an AI entrant: its name is drawn in the AI colour


@dataclass(frozen=True)
class LeaderRow:
    """One entrant of a rating leaderboard; `rating` is the friendly number players read (the
    openskill ordinal scaled, never negative), mu and sigma are shown on request."""

    rank: int
    name: str
    rating: int
    mu: float
    sigma: float
    games: int
    wins: int
    is_ai: bool = False


@dataclass(frozen=True)
class StatsCard:
    """One player's profile for one game: rating, record, rivals and latest results."""

    name: str
    game_title: str
    rating: int  # the friendly number (see LeaderRow)
    mu: float
    sigma: float
    games: int
    wins: int
    average_place: float | None
    rank: int | None  # on the server's leaderboard; None while unranked
    rated: int | None = None  # of `games`, how many were rated (None: all of them)
    favourite_opponents: list[tuple[str, int, int]] = field(default_factory=list)
    """(opponent name, games together, this player's wins in them)"""
    recent: list[tuple[str, int, int]] = field(default_factory=list)
    """(game label, place, table size), newest first"""


def num(x: float) -> str:
    """Points and SoS: whole numbers bare, else at most two decimals ("6", "6.5", "0.54")."""
    if float(x).is_integer():
        return str(int(x))
    return f"{x:.2f}".rstrip("0").rstrip(".")


def one_decimal(x: float) -> str:
    """Ratings, mu and sigma: always one decimal, and never a negative zero."""
    text = f"{x:.1f}"
    return "0.0" if text == "-0.0" else text


def win_percent(wins: int, games: int) -> int:
    return round(100 * wins / games) if games > 0 else 0


def medal(rank: int) -> int | None:
    """0, 1, 2 for gold, silver, bronze (shared ranks share the medal), else None."""
    return rank - 1 if 1 <= rank <= 3 else None
