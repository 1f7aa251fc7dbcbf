"""Tournament results and standings: how points are earned and how ties are broken.

Rules (the ids are cited by the tests):

- TR-S1 Points by placing. At a table of k players, place i (0 = best) is worth
  (k - 1 - i) / (k - 1) points: a win is 1 and last place is 0 at any table size, so games at
  tables of different sizes weigh the same (2 players: 1 / 0; 4 players: 1, 2/3, 1/3, 0).
  Players who share a place share the average of those places' points (a 2-player draw gives
  1/2 each).
- TR-S2 A bye scores like a win (1 point): sitting out is never the player's fault, and in
  single elimination a bye is an advance, as a win is.
- TR-S3 Forfeits. Players who forfeited a game are placed last at that table, whatever the game
  said, sharing last place if several forfeited.
- TR-S4 Order (Swiss and round robin): points, then strength of opponents (SOS), then total VP.
  SOS is the average, over every opponent met (once per table shared), of that opponent's
  points per round played (byes count as rounds); a player who met nobody has SOS 0. Players
  equal on all three share a rank (1, 1, 3 ...) and are listed by player id.
- TR-S5 Order (single elimination): the round reached comes first (the champion is one round
  above the finalists), then the order of TR-S4.
- TR-S6 A win is a table where the player alone holds first place; a shared first place is
  counted in points but not as a win. Players who dropped keep their results and their place
  in the standings, marked as dropped.
- TR-S7 Games played by sides (Battlestar Galactica: humans against Cylons). A table's places
  are its sides, not tied players: with m sides, the side in place i is worth (m - 1 - i) /
  (m - 1) to each of its players, so every player of the winning side scores a win (1 point,
  counted in wins) and every player of the losing side 0, whatever the sides' sizes. A table
  with one place only (settled with everyone level) gives each player 1/2, as a draw. A player
  who forfeited scores 0 and no win, and the others keep their side's points (TR-S3 does not
  make a third side). Single elimination, which sends one player per table through, is not
  offered for such games.

Points and SOS are computed with exact fractions so equal records really are equal.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

SWISS = "swiss"
ROUND_ROBIN = "round_robin"
ELIMINATION = "elimination"
FORMATS = (SWISS, ROUND_ROBIN, ELIMINATION)

BYE_POINTS = Fraction(1)


@dataclass(frozen=True)
class TableResult:
    """One finished table: the players in seat order, their places (best first; a place shared
    by a tie lists every player in it), final VP per player, and who forfeited."""

    players: tuple[int, ...]
    places: tuple[tuple[int, ...], ...]
    vp: Mapping[int, int]
    forfeited: frozenset[int] = field(default_factory=frozenset)
    teams: bool = False  # the places are sides (TR-S7)

    def __post_init__(self) -> None:
        placed = [p for place in self.places for p in place]
        if len(set(self.players)) != len(self.players) or len(self.players) < 2:
            raise ValueError(f"a table needs 2+ distinct players, not {self.players}")
        if sorted(placed) != sorted(self.players) or not all(self.places):
            raise ValueError(f"places {self.places} must list each of {self.players} once")
        if not self.forfeited <= set(self.players):
            raise ValueError(f"forfeits {set(self.forfeited)} are not all at this table")


@dataclass(frozen=True)
class Standing:
    """One player's line in the standings. `reached` is only set for single elimination."""

    player: int
    rank: int
    points: float
    sos: float
    vp: int
    games: int
    wins: int
    byes: int
    dropped: bool
    reached: int | None = None


def effective_places(result: TableResult) -> tuple[tuple[int, ...], ...]:
    """The table's places with forfeits moved to a shared last place (TR-S3)."""
    kept = tuple(kept for place in result.places
                 if (kept := tuple(p for p in place if p not in result.forfeited)))
    forfeits = tuple(p for place in result.places for p in place if p in result.forfeited)
    return (*kept, forfeits) if forfeits else kept


def table_points(result: TableResult) -> dict[int, Fraction]:
    """Points each player earned at this table (TR-S1, TR-S3, TR-S7)."""
    if result.teams:  # the game's sides, scored as sides; then each forfeit scores nothing
        m = len(result.places)
        return {player: Fraction(0) if player in result.forfeited
                else Fraction(m - 1 - i, m - 1) if m > 1 else Fraction(1, 2)
                for i, side in enumerate(result.places) for player in side}
    k = len(result.players)
    points: dict[int, Fraction] = {}
    index = 0
    for place in effective_places(result):
        shared = sum((Fraction(k - 1 - i, k - 1) for i in range(index, index + len(place))),
                     Fraction(0))
        for player in place:
            points[player] = shared / len(place)
        index += len(place)
    return points


def points_by_player(results: Iterable[TableResult],
                     byes: Mapping[int, int]) -> dict[int, Fraction]:
    """Total points of everyone who played a table or had a bye (TR-S1, TR-S2)."""
    totals: dict[int, Fraction] = {p: BYE_POINTS * n for p, n in byes.items()}
    for result in results:
        for player, points in table_points(result).items():
            totals[player] = totals.get(player, Fraction(0)) + points
    return totals


def standings(players: Sequence[int], results: Sequence[TableResult], byes: Mapping[int, int],
              dropped: Iterable[int], format: str,
              reached: Mapping[int, int] | None = None) -> list[Standing]:
    """Everyone in `players`, best first, with shared ranks on full ties.

    `reached` (single elimination only, required there) is the round each player reached, as
    `pairing.rounds_reached` gives it."""
    if format not in FORMATS:
        raise ValueError(f"unknown format {format!r}; expected one of {FORMATS}")
    if format == ELIMINATION and reached is None:
        raise ValueError("single elimination standings need the round each player reached")
    points = points_by_player(results, byes)
    rounds = dict(byes)
    opponents: dict[int, list[int]] = {}
    vp: dict[int, int] = {}
    games: dict[int, int] = {}
    wins: dict[int, int] = {}
    for result in results:
        first = effective_places(result)[0]
        if result.teams:  # a lone winning side: each of its players who played on won
            first = tuple(p for p in result.places[0] if p not in result.forfeited) \
                if len(result.places) > 1 else ()
        for player in result.players:
            rounds[player] = rounds.get(player, 0) + 1
            games[player] = games.get(player, 0) + 1
            vp[player] = vp.get(player, 0) + result.vp.get(player, 0)
            opponents.setdefault(player, []).extend(q for q in result.players if q != player)
        if len(first) == 1 or result.teams:
            for player in first:
                wins[player] = wins.get(player, 0) + 1

    def sos(player: int) -> Fraction:
        met = opponents.get(player, [])
        if not met:
            return Fraction(0)
        return sum((points[q] / rounds[q] for q in met), Fraction(0)) / len(met)

    left = set(dropped)
    stage = reached if format == ELIMINATION and reached is not None else {}
    strength = {p: sos(p) for p in players}
    keys = {p: (-stage.get(p, 0), -points.get(p, Fraction(0)), -strength[p], -vp.get(p, 0))
            for p in players}
    ordered = sorted(players, key=lambda p: (keys[p], p))
    table: list[Standing] = []
    for index, player in enumerate(ordered):
        tied = index > 0 and keys[player] == keys[ordered[index - 1]]
        rank = table[-1].rank if tied else index + 1
        table.append(Standing(
            player=player, rank=rank, points=float(points.get(player, 0)),
            sos=float(strength[player]), vp=vp.get(player, 0), games=games.get(player, 0),
            wins=wins.get(player, 0), byes=byes.get(player, 0), dropped=player in left,
            reached=stage.get(player, 0) if format == ELIMINATION else None))
    return table
