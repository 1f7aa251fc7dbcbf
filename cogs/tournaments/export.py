"""A tournament as spreadsheets read it: the standings, and every game seat by seat.

Both files are UTF-8 with a byte order mark (spreadsheets then read names in any script) and
plain machine values (ids, numbers, English status words), whatever the server's language.
"""

from __future__ import annotations

import csv
import io

import discord

from bot.store import TableRow, Tournament
from bot.tournament.standings import Standing, TableResult, effective_places
from games import registry

STANDINGS_COLUMNS = ["rank", "player", "player_id", "points", "strength_of_opponents", "vp",
                     "games", "wins", "byes", "round_reached", "status"]
GAMES_COLUMNS = ["round", "table", "seat", "player", "player_id", "place", "points_scored",
                 "forfeited", "settled_by", "game_id"]


def as_result(tournament: Tournament, table: TableRow) -> TableResult:
    """A finished table as the standings and the pairing rules read it."""
    assert table.result is not None
    return TableResult(
        players=table.players,
        places=tuple(tuple(place) for place in table.result["places"]),
        vp={int(k): int(v) for k, v in table.result["vp"].items()},
        forfeited=frozenset(table.result.get("forfeited", ())),
        teams=registry.get(tournament.game_type).info.teams,
    )


def slug(tournament: Tournament) -> str:
    text = "".join(ch if ch.isalnum() else "-" for ch in tournament.name.lower()).strip("-")
    return text or "tournament"


def _file(rows: list[list[object]], header: list[str], filename: str) -> discord.File:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(header)
    writer.writerows(rows)
    data = buffer.getvalue().encode("utf-8-sig")
    return discord.File(io.BytesIO(data), filename=filename)


def standings_file(tournament: Tournament, standing: list[Standing],
                   names: dict[int, str]) -> discord.File:
    rows: list[list[object]] = [
        [s.rank, names.get(s.player, str(s.player)), s.player, f"{s.points:.4g}",
         f"{s.sos:.4g}", s.vp, s.games, s.wins, s.byes, s.reached or "",
         "dropped" if s.dropped else "active"] for s in standing]
    return _file(rows, STANDINGS_COLUMNS, f"{slug(tournament)}-results.csv")


def games_file(tournament: Tournament, tables: list[TableRow],
               names: dict[int, str]) -> discord.File:
    """One row per seat of every finished table: who sat where, their place (forfeits last,
    as the standings count them) and score, and how the table ended."""
    rows: list[list[object]] = []
    for table in tables:
        if table.result is None:
            continue
        result = as_result(tournament, table)
        place_of = {}
        number = 1
        # sides are numbered 1, 2 whoever forfeited (TR-S7); other games put forfeits last
        for group in result.places if result.teams else effective_places(result):
            for player in group:
                place_of[player] = number
            number += 1 if result.teams else len(group)
        forfeited = set(table.result.get("forfeited", ()))
        vp = table.result.get("vp", {})
        for seat, player in enumerate(table.players, start=1):
            rows.append([table.round, table.table_no, seat, names.get(player, str(player)),
                         player, place_of.get(player, ""), vp.get(str(player), 0),
                         "yes" if player in forfeited else "no", table.settled_by or "",
                         table.game_id or ""])
    return _file(rows, GAMES_COLUMNS, f"{slug(tournament)}-games.csv")


def files(tournament: Tournament, standing: list[Standing], names: dict[int, str],
          tables: list[TableRow]) -> list[discord.File]:
    return [standings_file(tournament, standing, names), games_file(tournament, tables, names)]
