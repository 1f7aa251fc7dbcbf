"""What a tournament posts: every standings page as a picture with a short summary, the CSV
files a spreadsheet reads, and the words of its settings (issue 20, items 8, 10, 14)."""

from __future__ import annotations

import csv
import io
from dataclasses import replace

from bot.store import TableRow, Tournament
from bot.tournament.standings import Standing
from cogs.tournaments import export, present


def big_cup(format: str = "swiss") -> Tournament:
    return Tournament(id=1, guild_id=1, channel_id=2, name="Big Cup 2026", game_type="race",
                      options={}, format=format, table_size=4, rounds=6, turn_seconds=3600,
                      forfeit_after=3, stuck_days=7, registration_ends=None, status="finished",
                      round=6, seed=1, creator_id=3, message_id=None)


def field(n: int, format: str = "swiss") -> list[Standing]:
    return [Standing(player=p, rank=p, points=n - p, sos=1.5, vp=100 - p, games=6, wins=1,
                     byes=0, dropped=p == 5, reached=(3 if p == 1 else 2) if format ==
                     "elimination" else None) for p in range(1, n + 1)]


def csv_rows(file) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(file.fp.read().decode("utf-8-sig"))))


async def test_forty_players_get_two_standings_pictures_and_a_short_summary() -> None:
    names = {p: f"player {p}" for p in range(1, 41)}
    files = export.files(big_cup(), field(40), names, [])
    message = await present.standings_message(big_cup(), field(40), names, "en-US",
                                              present.Progress(6), final=True, files=files)
    shown = [f.filename for f in message["files"]]
    assert shown == ["standings.png", "standings-2.png", "big-cup-2026-results.csv",
                     "big-cup-2026-games.csv"]
    assert message["content"].startswith("**Big Cup 2026: final standings**")
    assert message["content"].splitlines()[-1] == "… and 37 more"  # the rest is in the picture
    assert "player 20" in message["files"][0].description  # and in its alt text
    rows = csv_rows(message["files"][2])
    assert len(rows) == 40 and rows[0]["player"] == "player 1" and rows[0]["points"] == "39"
    assert rows[4]["status"] == "dropped" and rows[1]["status"] == "active"


def test_the_games_csv_has_every_seat_of_every_finished_table() -> None:
    """Item 14: round, table, seat, place (forfeits last) and score of every game."""
    tables = [
        TableRow(1, 1, (7, 8, 9), 31, 41, {"places": [[8], [7, 9]], "vp": {"7": 3, "8": 9, "9": 3},
                                          "forfeited": []}, "game"),
        TableRow(1, 2, (10, 11), 32, 42, {"places": [[10], [11]], "vp": {"10": 2, "11": 5},
                                         "forfeited": [10]}, "organiser"),
        TableRow(2, 1, (7, 8), None, None, None, None),  # still to play: not in the file
    ]
    rows = csv_rows(export.games_file(big_cup(), tables, {7: "ann", 8: "bo"}))
    assert [(r["round"], r["table"], r["seat"], r["player"], r["place"], r["points_scored"])
            for r in rows] == [("1", "1", "1", "ann", "2", "3"), ("1", "1", "2", "bo", "1", "9"),
                               ("1", "1", "3", "9", "2", "3"), ("1", "2", "1", "10", "2", "2"),
                               ("1", "2", "2", "11", "1", "5")]
    assert rows[3]["forfeited"] == "yes" and rows[3]["settled_by"] == "organiser"
    assert rows[0]["game_id"] == "31"


def test_a_game_of_sides_numbers_its_sides_in_the_csv() -> None:
    """TR-S7: a Battlestar Galactica table's winning side is place 1 and the losers place 2
    (not 4), and the standings read the table as sides."""
    from games import registry

    registry.load_installed()
    fleet = replace(big_cup(), game_type="battlestar_galactica")
    table = TableRow(1, 1, (7, 8, 9, 10, 11), 31, 41,
                     {"places": [[7, 9, 11], [8, 10]], "vp": {}, "forfeited": []}, "game")
    assert export.as_result(fleet, table).teams
    rows = csv_rows(export.games_file(fleet, [table], {}))
    assert [r["place"] for r in rows] == ["1", "2", "1", "2", "1"]
    forfeit = TableRow(1, 1, (7, 8, 9, 10, 11), 31, 41,
                       {"places": [[7, 9, 11], [8, 10]], "vp": {}, "forfeited": [9]}, "game")
    rows = csv_rows(export.games_file(fleet, [forfeit], {}))
    assert [r["place"] for r in rows] == ["1", "2", "1", "2", "1"]  # no third side
    assert rows[2]["forfeited"] == "yes"


def test_elimination_standings_say_how_far_each_player_got() -> None:
    names = {p: f"p{p}" for p in range(1, 5)}
    table = present.rows(field(4, "elimination"), names, "en-US", big_cup("elimination"))
    assert table[0].note == "reached round 3" and table[1].note == "reached round 2"
    rows = csv_rows(export.standings_file(big_cup("elimination"), field(4, "elimination"),
                                          names))
    assert [r["round_reached"] for r in rows] == ["3", "2", "2", "2"]


def test_a_dropped_player_is_said_dropped_once() -> None:
    """Item 10: the note under a dropped player's name is not "dropped · dropped"."""
    table = present.rows(field(6), {}, "en-US", big_cup())
    assert table[4].dropped and table[4].note == ""


def test_titles_say_which_rounds_are_complete_and_what_is_counted() -> None:
    """Item 8: never "after round 0" for standings that hold a result of round 1."""
    cup = replace(big_cup(), status="running", round=1, rounds=3)
    title, subtitle = present.titles(cup, "en", present.Progress(0, 1, 1, 2), final=False)
    assert title == "Big Cup 2026: standings during round 1"
    assert subtitle.endswith("0 of 3 rounds complete · round 1: 1 of 2 tables counted")
    title, subtitle = present.titles(replace(cup, round=2), "en", present.Progress(2),
                                     final=False)
    assert title == "Big Cup 2026: standings after round 2"
    assert subtitle.endswith("2 of 3 rounds complete")
    title, _ = present.titles(replace(cup, round=0), "en", present.Progress(0), final=False)
    assert title == "Big Cup 2026: standings before round 1"
    _, subtitle = present.titles(replace(cup, rounds=1), "zh", present.Progress(0, 1, 0, 1),
                                 final=False)
    assert "已完成 0/1 轮" in subtitle and "第 1 轮：已计入 0/1 桌" in subtitle


def test_settings_read_as_sentences_in_every_language() -> None:
    """Item 10: counted plurals, no "as many as needed rounds", no "(0: never)"."""
    one = replace(big_cup(), rounds=1, table_size=2, forfeit_after=1, odd="byes")
    assert present.format_detail("en", one) == "Swiss, tables of 2, 1 round"
    assert present.format_detail("es", one) == "Suizo, mesas de 2, 1 ronda"
    auto = replace(one, rounds=0)
    assert present.format_detail("en", auto) == \
        "Swiss, tables of 2, rounds: as many as the format needs"
    assert present.clock_detail("en", one) == \
        "1 h per turn; a player forfeits the table after 1 timeout"
    never = replace(one, forfeit_after=0)
    assert present.clock_detail("en", never) == "1 h per turn; timeouts never forfeit a table"
    banked = replace(never, bank_seconds=24 * 3600)  # BSG-27.3, set by the organiser
    assert present.clock_detail("en", banked).endswith("; late bank 24 hours per player and game")
    assert "超时储备 24小时" in present.clock_detail("zh", banked)
    for lang in ("en", "zh", "es"):
        lines = present.settings_lines(lang, replace(one, round_hours=48, checkin_minutes=30,
                                                     pause=True))
        assert len(lines) == 6 and not any("(0" in line for line in lines)
    assert present.settings_lines("en", one)[2] == \
        "Uneven numbers: whoever is left over has a bye (scored as a win)"
