"""What a tournament shows: the round's tables, standings pictures, the final CSV export."""

from __future__ import annotations

import csv
import io
from typing import TYPE_CHECKING, Any

import discord

from bot.core import off_loop
from bot.i18n import t
from bot.names import ai_name, member_name
from bot.store_tournaments import TableRow, Tournament
from bot.tournament.standings import Standing
from games import registry
from rendering import tournament as pictures

if TYPE_CHECKING:
    from bot.core import GameBot

NO_MENTIONS = discord.AllowedMentions.none()
MAX_PAGES = 9  # a message holds 10 files: the pages and the CSV


def locale_of(channel: Any) -> Any:
    return getattr(getattr(channel, "guild", None), "preferred_locale", None)


async def entrant_names(bot: GameBot, tournament: Tournament) -> dict[int, str]:
    names = {}
    for number, entrant in enumerate(await bot.store.entrants(tournament.id), start=1):
        if entrant.ai_level is not None:
            names[entrant.player_id] = ai_name(number, entrant.ai_level)
        else:
            names[entrant.player_id] = await member_name(
                bot, tournament.guild_id, entrant.player_id, f"#{entrant.player_id}")
    return names


def format_name(locale: Any, tournament: Tournament) -> str:
    return t(locale, f"tour.format.{tournament.format}")


def rows(standing: list[Standing], names: dict[int, str], locale: Any,
         tournament: Tournament) -> list[pictures.StandingRow]:
    out = []
    for s in standing:
        note = ""
        if s.dropped:
            note = t(locale, "tour.note.dropped")
        elif tournament.format == "elimination" and s.reached:
            note = t(locale, "tour.note.reached", round=s.reached)
        out.append(pictures.StandingRow(
            rank=s.rank, name=names.get(s.player, str(s.player)), points=s.points, sos=s.sos,
            vp=s.vp, games=s.games, wins=s.wins, byes=s.byes, dropped=s.dropped, note=note))
    return out


def titles(tournament: Tournament, locale: Any, *, final: bool,
           completed: int | None = None) -> tuple[str, str]:
    """`completed`: the rounds whose results the standings include (default: all so far)."""
    game = registry.get(tournament.game_type).info.title
    done = tournament.round if completed is None else completed
    title = t(locale, "tour.standings_title_final" if final else "tour.standings_title",
              name=tournament.name, round=done)
    subtitle = t(locale, "tour.standings_subtitle", game=game,
                 format=format_name(locale, tournament), round=done,
                 rounds=tournament.rounds)
    return title, subtitle


async def standings_message(bot: GameBot, tournament: Tournament, standing: list[Standing],
                            names: dict[int, str], locale: Any, *, final: bool,
                            completed: int | None = None) -> dict[str, Any]:
    """The content and files of a standings post (picture, text fallback, CSV when final)."""
    title, subtitle = titles(tournament, locale, final=final, completed=completed)
    table = rows(standing, names, locale, tournament)

    def tr(key: str, **kwargs: Any) -> str:
        return t(locale, key, **kwargs)

    text = pictures.standings_text(title, subtitle, table, tr)
    files = []
    for page in range(min(pictures.pages(len(table)), MAX_PAGES)):  # 32 players a picture
        png = await off_loop(pictures.standings_png, title, subtitle, table, tr, page)
        name = "standings.png" if page == 0 else f"standings-{page + 1}.png"
        files.append(discord.File(io.BytesIO(png), filename=name, description=text[:1000]))
    if final:
        files.append(export_file(tournament, standing, names))
    return {"content": text, "files": files}


async def post_standings(bot: GameBot, channel: Any, tournament: Tournament,
                         standing: list[Standing], names: dict[int, str], *,
                         final: bool) -> None:
    message = await standings_message(bot, tournament, standing, names, locale_of(channel),
                                      final=final)
    await channel.send(**message, allowed_mentions=NO_MENTIONS)


def export_file(tournament: Tournament, standing: list[Standing],
                names: dict[int, str]) -> discord.File:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(["rank", "player", "player_id", "points", "strength_of_opponents", "vp",
                     "games", "wins", "byes", "round_reached", "status"])
    for s in standing:
        writer.writerow([s.rank, names.get(s.player, str(s.player)), s.player,
                         f"{s.points:.4g}", f"{s.sos:.4g}", s.vp, s.games, s.wins, s.byes,
                         s.reached or "", "dropped" if s.dropped else "active"])
    data = buffer.getvalue().encode("utf-8-sig")  # with a BOM: spreadsheets read UTF-8 names
    slug = "".join(ch if ch.isalnum() else "-" for ch in tournament.name.lower()).strip("-")
    return discord.File(io.BytesIO(data), filename=f"{slug or 'tournament'}-results.csv")


def table_line(locale: Any, table: TableRow, names: dict[int, str]) -> str:
    seats = ", ".join(names.get(p, str(p)) for p in table.players)
    where = f"<#{table.thread_id}>" if table.thread_id else "—"
    if table.result is not None:
        winners = ", ".join(names.get(p, str(p)) for p in table.result["places"][0])
        return t(locale, "tour.table_done", table=table.table_no, seats=seats, where=where,
                 winner=winners)
    return t(locale, "tour.table_line", table=table.table_no, seats=seats, where=where)


async def post_round(bot: GameBot, channel: Any, tournament: Tournament,
                     tables: list[TableRow], names: dict[int, str]) -> None:
    """One public post per round: its tables with their threads, and any byes."""
    locale = locale_of(channel)
    byes = [p for r, p in await bot.store.byes(tournament.id) if r == tournament.round]
    lines = [t(locale, "tour.round_started", name=tournament.name, round=tournament.round)]
    lines += [table_line(locale, table, names) for table in tables]
    if byes:
        lines.append(t(locale, "tour.byes", players=", ".join(names.get(p, str(p))
                                                                for p in byes)))
    await channel.send("\n".join(lines)[:2000], allowed_mentions=NO_MENTIONS)
