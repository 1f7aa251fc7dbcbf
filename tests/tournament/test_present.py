"""What a tournament posts: every standings page as a picture, the CSV a spreadsheet reads."""

from __future__ import annotations

import csv
import io

from bot.store_tournaments import Tournament
from bot.tournament.standings import Standing
from cogs.tournaments import present


def big_cup(format: str = "swiss") -> Tournament:
    return Tournament(id=1, guild_id=1, channel_id=2, name="Big Cup 2026", game_type="race",
                      options={}, format=format, table_size=4, rounds=6, turn_seconds=3600,
                      forfeit_after=3, stuck_days=7, registration_ends=None, status="finished",
                      round=6, seed=1, creator_id=3, message_id=None)


def field(n: int, format: str = "swiss") -> list[Standing]:
    return [Standing(player=p, rank=p, points=n - p, sos=1.5, vp=100 - p, games=6, wins=1,
                     byes=0, dropped=p == 5, reached=(3 if p == 1 else 2) if format ==
                     "elimination" else None) for p in range(1, n + 1)]


async def test_forty_players_get_two_standings_pictures_and_a_csv() -> None:
    names = {p: f"player {p}" for p in range(1, 41)}
    message = await present.standings_message(None, big_cup(), field(40), names, "en-US",
                                              final=True)
    files = [f.filename for f in message["files"]]
    assert files == ["standings.png", "standings-2.png", "big-cup-2026-results.csv"]
    assert "final standings" in message["content"] and len(message["content"]) <= 2000
    data = message["files"][-1].fp.read().decode("utf-8-sig")
    rows = list(csv.DictReader(io.StringIO(data)))
    assert len(rows) == 40 and rows[0]["player"] == "player 1" and rows[0]["points"] == "39"
    assert rows[4]["status"] == "dropped" and rows[1]["status"] == "active"


async def test_elimination_standings_say_how_far_each_player_got() -> None:
    names = {p: f"p{p}" for p in range(1, 5)}
    table = present.rows(field(4, "elimination"), names, "en-US", big_cup("elimination"))
    assert table[0].note == "reached round 3" and table[1].note == "reached round 2"
    export = present.export_file(big_cup("elimination"), field(4, "elimination"), names)
    rows = list(csv.DictReader(io.StringIO(export.fp.read().decode("utf-8-sig"))))
    assert [r["round_reached"] for r in rows] == ["3", "2", "2", "2"]
