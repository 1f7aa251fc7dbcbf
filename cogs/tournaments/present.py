"""What a tournament shows: names, the pairings of a round, a table's result, the standings
(picture, short summary, the full text behind a button), a round's results, the rules in use.

Pure formatting over what the runner read: nothing here writes to the store.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot import render
from bot.i18n import LocaleLike, duration, t, tr_for
from bot.limits import ALT_TEXT, MESSAGE, chunks, clip
from bot.names import ai_name, member_name
from bot.store import Entrant, TableRow, Tournament
from bot.tournament.standings import Standing
from games import registry
from rendering import tournament as pictures

if TYPE_CHECKING:
    from bot.core import GameBot

NO_MENTIONS = discord.AllowedMentions.none()
MAX_PAGES = 8  # a message holds 10 files: the pages and the two CSV files


@dataclass(frozen=True)
class Progress:
    """How far the standings go: rounds complete, and the round in play (its tables with a
    result are counted in the standings already)."""

    complete: int
    running: int | None = None
    counted: int = 0
    tables: int = 0


def locale_of(channel: Any) -> LocaleLike:
    """The language of a server's public posts: its preferred locale."""
    return getattr(getattr(channel, "guild", None), "preferred_locale", None)


def entrant_name(entrant: Entrant, person: str) -> str:
    """An entrant's name: an AI entrant's is fixed by its id for the whole tournament (the
    first AI registered is "AI 1"), as its seat is named in every game (`bot.names`)."""
    return ai_name(-entrant.player_id, entrant.ai_level) if entrant.ai_level else person


async def entrant_names(bot: GameBot, tournament: Tournament) -> dict[int, str]:
    names = {}
    for entrant in await bot.store.entrants(tournament.id):
        person = "" if entrant.ai_level else await member_name(
            bot, tournament.guild_id, entrant.player_id, f"#{entrant.player_id}")
        names[entrant.player_id] = entrant_name(entrant, person)
    return names


def game_title(locale: LocaleLike, tournament: Tournament) -> str:
    return t(locale, registry.get(tournament.game_type).info.title_msg.key)


def format_name(locale: LocaleLike, tournament: Tournament) -> str:
    return t(locale, f"tour.format.{tournament.format}")


def seats_text(players: tuple[int, ...], names: dict[int, str]) -> str:
    return ", ".join(names.get(p, str(p)) for p in players)


def mention(player: int, names: dict[int, str]) -> str:
    """A person as a mention (pinged only where the post allows it), an AI by its name."""
    return f"<@{player}>" if player > 0 else names.get(player, str(player))


# ---------------------------------------------------------------------- settings

def format_detail(locale: LocaleLike, tournament: Tournament) -> str:
    """"Swiss, tables of 2, 3 rounds" (counted plurals; "rounds: as the format needs" before
    the start when left open)."""
    rounds = (t(locale, "tour.rounds_count", count=tournament.rounds) if tournament.rounds
              else t(locale, "tour.rounds_auto"))
    return t(locale, "tour.format_detail", format=format_name(locale, tournament),
             size=tournament.table_size, rounds=rounds)


def clock_detail(locale: LocaleLike, tournament: Tournament) -> str:
    forfeit = (t(locale, "tour.forfeit_after", count=tournament.forfeit_after)
               if tournament.forfeit_after else t(locale, "tour.never_forfeit"))
    text = t(locale, "tour.clock_detail", hours=tournament.turn_seconds // 3600, forfeit=forfeit)
    bank = (tournament.bank_seconds if tournament.bank_seconds is not None
            else registry.get(tournament.game_type).info.late_bank_hours * 3600)
    if bank:
        text += t(locale, "tour.late_bank_detail", left=duration(locale, bank))
    return text


def settings_lines(locale: LocaleLike, tournament: Tournament) -> list[str]:
    """The choices that shape the tournament, one per line (the registration post and
    `/tournament rules`)."""
    lines = [format_detail(locale, tournament), clock_detail(locale, tournament),
             t(locale, f"tour.odd.{tournament.odd}")]
    if tournament.round_hours:
        lines.append(t(locale, "tour.round_hours", count=tournament.round_hours))
    if tournament.checkin_minutes:
        lines.append(t(locale, "tour.checkin_detail", count=tournament.checkin_minutes))
    if tournament.pause:
        lines.append(t(locale, "tour.pause_detail"))
    return lines


def rules_text(locale: LocaleLike, tournament: Tournament) -> str:
    """`/tournament rules`: the settings, how points are earned and how ties are broken."""
    keys = ["tour.rules.points", "tour.rules.bye", "tour.rules.forfeit", "tour.rules.sos",
            "tour.rules.vp", "tour.rules.wins",
            "tour.rules.order_elimination" if tournament.format == "elimination"
            else "tour.rules.order", "tour.rules.settle"]
    head = t(locale, "tour.rules.title", name=tournament.name, game=game_title(locale,
                                                                              tournament))
    return clip("\n".join([head, *(f"- {line}" for line in settings_lines(locale, tournament)),
                           "", *(f"- {t(locale, key)}" for key in keys)]), MESSAGE)


# ---------------------------------------------------------------------- tables and rounds

def result_text(locale: LocaleLike, table: TableRow, names: dict[int, str]) -> str:
    """"1. alice (7 VP) · 2. bob (5 VP)": places, shared places listed together, forfeits
    said."""
    assert table.result is not None
    vp = table.result.get("vp", {})
    forfeited = set(table.result.get("forfeited", ()))
    parts, place = [], 1
    for group in table.result["places"]:
        who = [t(locale, "tour.score", name=names.get(p, str(p)), score=vp.get(str(p), 0))
               + (" " + t(locale, "tour.forfeited") if p in forfeited else "") for p in group]
        parts.append(f"{place}. {' = '.join(who)}")
        place += len(group)
    return " · ".join(parts)


def table_line(locale: LocaleLike, table: TableRow, names: dict[int, str], *,
               pings: bool = False) -> str:
    """A table of a round: its thread and seats, and its result once it has one."""
    where = f"<#{table.thread_id}>" if table.thread_id else "—"
    seats = (", ".join(mention(p, names) for p in table.players) if pings
             else seats_text(table.players, names))
    if table.result is not None:
        return t(locale, "tour.table_done", table=table.table_no, where=where,
                 result=result_text(locale, table, names))
    return t(locale, "tour.table_line", table=table.table_no, seats=seats, where=where)


def pairing_posts(locale: LocaleLike, tournament: Tournament, tables: list[TableRow],
                  byes: list[int], names: dict[int, str]) -> list[str]:
    """The round's pairings as the tournament channel sees them: every table with its thread
    and its seats in order (people mentioned), then the byes; split to fit messages."""
    lines = [t(locale, "tour.round_started", name=tournament.name, round=tournament.round,
               rounds=tournament.rounds or "?")]
    if tournament.round_deadline:
        lines.append(t(locale, "tour.round_ends", when=f"<t:{int(tournament.round_deadline)}:F>"))
    lines += [table_line(locale, table, names, pings=True) for table in tables]
    if byes:
        lines.append(t(locale, "tour.byes", players=[mention(p, names) for p in byes]))
    return chunks(lines, MESSAGE)


def round_text(locale: LocaleLike, tournament: Tournament, number: int, tables: list[TableRow],
               byes: list[int], names: dict[int, str]) -> str:
    """`/tournament round`: who met whom in a round, and the results."""
    lines = [t(locale, "tour.round_title", name=tournament.name, round=number,
               rounds=tournament.rounds or "?")]
    for table in tables:
        line = table_line(locale, table, names)
        if table.result is not None and table.settled_by in ("organiser", "deadline"):
            line += " " + t(locale, f"tour.settled_by.{table.settled_by}")
        lines.append(line)
    if byes:
        lines.append(t(locale, "tour.byes", players=[names.get(p, str(p)) for p in byes]))
    return clip("\n".join(lines), MESSAGE)


# ---------------------------------------------------------------------- standings

def rows(standing: list[Standing], names: dict[int, str], locale: LocaleLike,
         tournament: Tournament) -> list[pictures.StandingRow]:
    out = []
    for s in standing:
        note = ""
        if tournament.format == "elimination" and s.reached and not s.dropped:
            note = t(locale, "tour.note.reached", round=s.reached)
        out.append(pictures.StandingRow(
            rank=s.rank, name=names.get(s.player, str(s.player)), points=s.points, sos=s.sos,
            vp=s.vp, games=s.games, wins=s.wins, byes=s.byes, dropped=s.dropped, note=note,
            is_ai=s.player < 0))
    return out


def titles(tournament: Tournament, locale: LocaleLike, progress: Progress, *,
           final: bool) -> tuple[str, str]:
    """The standings' title and subtitle: which rounds are complete, and how many results of
    the round in play are counted already."""
    if final:
        title = t(locale, "tour.standings_title_final", name=tournament.name)
    elif progress.running is not None:
        title = t(locale, "tour.standings_title_live", name=tournament.name,
                  round=progress.running)
    elif progress.complete:
        title = t(locale, "tour.standings_title", name=tournament.name, round=progress.complete)
    else:
        title = t(locale, "tour.standings_title_none", name=tournament.name)
    parts = [game_title(locale, tournament), format_name(locale, tournament)]
    if tournament.rounds:
        parts.append(t(locale, "tour.progress.rounds", done=progress.complete,
                       count=tournament.rounds))
    if progress.running is not None:
        parts.append(t(locale, "tour.progress.tables", round=progress.running,
                       done=progress.counted, count=progress.tables))
    return title, " · ".join(parts)


async def standings_message(tournament: Tournament, standing: list[Standing],
                            names: dict[int, str], locale: LocaleLike, progress: Progress, *,
                            final: bool, files: Sequence[discord.File] = ()) -> dict[str, Any]:
    """A standings post: the pictures, a short summary as its content (the full text is the
    pictures' alt text and one click away), and any `files` (the final CSVs)."""
    from cogs.tournaments.components import StandingsTextButton

    title, subtitle = titles(tournament, locale, progress, final=final)
    table = rows(standing, names, locale, tournament)

    tr = tr_for(locale)
    alt = pictures.standings_text(title, subtitle, table, tr)
    pngs = []
    for page in range(min(pictures.pages(len(table)), MAX_PAGES)):  # 32 players a picture
        png = await render.draw(pictures.standings_png, title, subtitle, table, tr, page)
        name = "standings.png" if page == 0 else f"standings-{page + 1}.png"
        pngs.append(discord.File(io.BytesIO(png), filename=name,
                                 description=clip(alt, ALT_TEXT)))
    view = discord.ui.View(timeout=None)
    view.add_item(StandingsTextButton(tournament.id, progress.complete,
                                      progress.running is not None,
                                      t(locale, "tour.button.text")))
    return {"content": pictures.standings_summary(title, subtitle, table, tr),
            "files": [*pngs, *files], "view": view}


def champion_line(locale: LocaleLike, tournament: Tournament, standing: list[Standing],
                  names: dict[int, str]) -> tuple[str, list[int]]:
    """The final post's announcement, and the people it pings (the champions)."""
    winners = [s.player for s in standing if s.rank == 1 and not s.dropped]
    if not winners:
        return t(locale, "tour.over", name=tournament.name), []
    return (t(locale, "tour.champion", name=tournament.name, count=len(winners),
              players=[mention(p, names) for p in winners]),
            [p for p in winners if p > 0])
