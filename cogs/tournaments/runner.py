"""A tournament's life after registration: pair a round, open a thread and a game per table,
record each result when its game ends, post the standings, go on to the next round or finish.

Every step reads its state from the store and writes it back in one guarded transaction, so the
runner holds nothing that a restart could lose: `resume` (at start-up) opens tables that were
paired but not yet opened, records results of games that ended while the bot was down, and goes
on from there.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.errors import NotAllowed, StaleMove
from bot.i18n import LocaleLike, t
from bot.ratings import entrant
from bot.store import GameRecord
from bot.store_tournaments import TableRow, Tournament
from bot.tables import Played
from bot.tournament import pairing
from bot.tournament.standings import Standing, TableResult, standings
from cogs.tournaments import present
from games import registry

if TYPE_CHECKING:
    from bot.core import GameBot

log = logging.getLogger(__name__)

THREAD_ARCHIVE_MINUTES = 10080  # a week: asynchronous games go quiet for days


def table_result(table: TableRow, record: GameRecord, ranking: list[list[int]],
                 scores: list[int]) -> dict[str, Any]:
    """A finished game's result in entrant ids; a person whose seat went to the AI after their
    timeouts forfeited, and is placed last whatever the AI made of the seat."""
    forfeited = [table.players[seat] for seat in range(len(table.players))
                 if table.players[seat] > 0 and record.is_ai(seat)]
    places = [[table.players[s] for s in place if table.players[s] not in forfeited]
              for place in ranking]
    places = [place for place in places if place]
    if forfeited:
        places.append(forfeited)
    return {"places": places, "forfeited": forfeited,
            "vp": {str(table.players[s]): scores[s] for s in range(len(table.players))}}


def as_result(table: TableRow) -> TableResult:
    assert table.result is not None
    return TableResult(
        players=table.players,
        places=tuple(tuple(place) for place in table.result["places"]),
        vp={int(k): int(v) for k, v in table.result["vp"].items()},
        forfeited=frozenset(table.result.get("forfeited", ())),
    )


class Runner:
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self._locks: dict[int, asyncio.Lock] = {}

    def lock(self, tournament_id: int) -> asyncio.Lock:
        return self._locks.setdefault(tournament_id, asyncio.Lock())

    # ------------------------------------------------------------------ reading

    async def results(self, tournament_id: int) -> list[TableResult]:
        return [as_result(table) for table in await self.bot.store.tables(tournament_id)
                if table.result is not None]

    async def standings(self, tournament: Tournament) -> list[Standing]:
        entrants = await self.bot.store.entrants(tournament.id)
        results = await self.results(tournament.id)
        reached = None
        if tournament.format == "elimination":
            bracket = await self.bracket(tournament)
            reached = pairing.rounds_reached(bracket, results) if bracket else {}
            reached = {e.player_id: reached.get(e.player_id, 0) for e in entrants}
        return standings(
            [e.player_id for e in entrants], results, await self.bye_counts(tournament.id),
            {e.player_id for e in entrants if e.status == "dropped"}, tournament.format,
            reached=reached)

    async def bye_counts(self, tournament_id: int) -> dict[int, int]:
        byes: dict[int, int] = {}
        for _round, player in await self.bot.store.byes(tournament_id):
            byes[player] = byes.get(player, 0) + 1
        return byes

    async def bracket(self, tournament: Tournament) -> pairing.Bracket | None:
        """The elimination bracket, rebuilt from the seeding fixed at round 1."""
        entrants = [e for e in await self.bot.store.entrants(tournament.id) if e.seed_no]
        if not entrants:
            return None
        info = registry.get(tournament.game_type).info
        seeds = [e.player_id for e in sorted(entrants, key=lambda e: e.seed_no or 0)]
        return pairing.elimination_bracket(seeds, tournament.table_size, info.min_seats,
                                           info.max_seats)

    async def names(self, tournament: Tournament) -> dict[int, str]:
        return await present.entrant_names(self.bot, tournament)

    # ------------------------------------------------------------------ rounds

    async def start_next_round(self, tournament_id: int, locale: LocaleLike = None) -> bool:
        """Pair and open the next round, or finish the tournament when none is left. False if
        another caller got there first (nothing happens twice). Refusals are in `locale`."""
        async with self.lock(tournament_id):
            tournament = await self.bot.store.tournament(tournament_id)
            if not tournament.is_open:
                return False
            tables = await self.bot.store.tables(tournament_id, tournament.round)
            if any(table.result is None for table in tables):
                raise NotAllowed("tour.tables_unfinished")
            await self._eliminate(tournament, tables)
            plan = await self._plan(tournament, locale)
            if plan is None:
                await self._finish(tournament)
                return True
            try:
                await self.bot.store.begin_round(tournament_id, tournament.round + 1,
                                                 plan.tables, plan.byes)
            except StaleMove:
                return False
            if tournament.round:
                await self._post_standings(tournament, final=False)
            await self.open_tables(await self.bot.store.tournament(tournament_id))
            return True

    async def _plan(self, tournament: Tournament,
                    locale: LocaleLike) -> pairing.RoundPlan | None:
        """The next round's tables (in seat order) and byes, or None when the tournament is
        over."""
        entrants = await self.bot.store.entrants(tournament.id)
        next_round = tournament.round + 1
        active = [e.player_id for e in entrants
                  if e.status == "active" and e.since <= next_round]
        info = registry.get(tournament.game_type).info
        if next_round == 1:
            if len(active) < max(2, info.min_seats):
                raise NotAllowed("tour.too_few", game=info.title_msg,
                                   count=max(2, info.min_seats))
            await self.bot.store.set_seeds(tournament.id, await self._seeding(tournament,
                                                                                active))
            entrants = await self.bot.store.entrants(tournament.id)
        history = await self.results(tournament.id)
        seed = tournament.seed + next_round
        try:
            if tournament.format == "elimination":
                bracket = await self.bracket(tournament)
                assert bracket is not None
                drawn = pairing.elimination_round(bracket, history, tournament.seed)
                return drawn.plan if drawn is not None else None
            if next_round > tournament.rounds:
                return None
            if len(active) < 2:
                return None
            if tournament.format == "swiss":
                order = [s.player for s in await self.standings(tournament)
                         if s.player in active]
                return pairing.swiss_round(order, history, await self.bye_counts(tournament.id),
                                           tournament.table_size, info.min_seats,
                                           info.max_seats, seed)
            everyone = sorted(e.player_id for e in entrants if e.seed_no)
            schedule = pairing.round_robin_schedule(everyone, tournament.table_size,
                                                    info.min_seats, info.max_seats,
                                                    tournament.seed)
            if next_round > len(schedule):
                return None
            return schedule[next_round - 1]
        except ValueError:  # a player count the format cannot seat
            raise NotAllowed("tour.cannot_pair", count=len(active),
                               size=tournament.table_size) from None

    async def _seeding(self, tournament: Tournament, active: list[int]) -> list[int]:
        """Best first: by the server's rating in this game, then by registration."""
        ai = {e.player_id: e.ai_level for e in await self.bot.store.entrants(tournament.id)}
        settings = await self.bot.store.guild_settings(tournament.guild_id)
        strength = {}
        for player in active:
            name = entrant(player, ai.get(player), settings.rate_ai)
            rating = await self.bot.store.rating(str(tournament.guild_id),
                                                 tournament.game_type, name) if name else None
            strength[player] = rating.ordinal if rating else 0.0
        return sorted(active, key=lambda p: -strength[p])

    async def _eliminate(self, tournament: Tournament, tables: list[TableRow]) -> None:
        """Single elimination: everyone but each table's winner is out."""
        if tournament.format != "elimination" or not tables:
            return
        bracket = await self.bracket(tournament)
        assert bracket is not None
        status = {e.player_id: e.status for e in await self.bot.store.entrants(tournament.id)}
        for table in tables:
            winner = pairing.table_winner(as_result(table), bracket.seeds)
            for player in table.players:
                if player != winner and status.get(player) == "active":
                    await self.bot.store.set_entrant_status(tournament.id, player, "eliminated")

    async def open_tables(self, tournament: Tournament) -> None:
        """A thread and a running game for each table of the round that has none yet."""
        channel = await self._channel(tournament.channel_id)
        entrants = await self.bot.store.entrants(tournament.id)
        ai = {e.player_id: e.ai_level for e in entrants}
        dropped = {e.player_id for e in entrants if e.status == "dropped"}
        names = await self.names(tournament)
        locale = getattr(getattr(channel, "guild", None), "preferred_locale", None)
        walkovers = False
        for table in await self.bot.store.tables(tournament.id, tournament.round):
            if table.game_id is not None or table.result is not None:
                continue
            if dropped & set(table.players):  # a bracket seat whose player has gone
                await self._walkover(tournament, table, dropped)
                walkovers = True
                continue
            title = t(locale, "tour.thread_name", name=tournament.name,
                      round=tournament.round, table=table.table_no)
            thread = await channel.create_thread(
                name=title[:100], type=discord.ChannelType.public_thread,
                auto_archive_duration=THREAD_ARCHIVE_MINUTES)
            people = [discord.Object(p) for p in table.players if p > 0]
            seats = ", ".join(names.get(p, str(p)) for p in table.players)
            await thread.send(t(locale, "tour.table_intro", name=tournament.name,
                                round=tournament.round, table=table.table_no, seats=seats,
                                players=" ".join(f"<@{p.id}>" for p in people) or "—"),
                              allowed_mentions=discord.AllowedMentions(users=people))
            # The game's opening post follows in the thread (the table kit posts it).
            record = await self.bot.tables.create_started(
                guild_id=tournament.guild_id, channel_id=thread.id,
                game_key=tournament.game_type, options=dict(tournament.options),
                seats=[(p, ai.get(p)) for p in table.players], creator_id=tournament.creator_id,
                turn_seconds=tournament.turn_seconds, forfeit_after=tournament.forfeit_after)
            await self.bot.store.attach_game(tournament.id, tournament.round, table.table_no,
                                             game_id=record.id, thread_id=thread.id)
        await present.post_round(self.bot, channel, tournament,
                                 await self.bot.store.tables(tournament.id, tournament.round),
                                 names)
        if walkovers:  # the round may be complete already; not under this call's lock
            asyncio.get_running_loop().create_task(self.table_done(tournament.id))

    async def _walkover(self, tournament: Tournament, table: TableRow,
                        dropped: set[int]) -> None:
        """A table with a dropped player is not played: the others share first place and the
        dropped player forfeits (the bracket's tie rule then picks who goes through)."""
        stay = [p for p in table.players if p not in dropped]
        gone = [p for p in table.players if p in dropped]
        result = {"places": [place for place in (stay, gone) if place],
                  "vp": {str(p): 0 for p in table.players}, "forfeited": gone}
        await self.bot.store.record_result(tournament.id, table.round, table.table_no,
                                           result, "organiser")

    # ------------------------------------------------------------------ results

    async def on_game_change(self, record: GameRecord, played: Played | None) -> None:
        """Tables observer: a tournament game that ended records its table's result."""
        if record.status != "finished":
            return
        found = await self.bot.store.table_of_game(record.id)
        if found is None or found[1].result is not None:
            return
        await self.record_game(found[0], found[1], record)

    async def record_game(self, tournament_id: int, table: TableRow,
                          record: GameRecord) -> None:
        match = await self.bot.tables.match(record)
        result = table_result(table, record, record.ranking or match.game.ranking(match.state),
                              match.game.scores(match.state))
        if await self.bot.store.record_result(tournament_id, table.round, table.table_no,
                                              result, "game"):
            await self.table_done(tournament_id)

    async def table_done(self, tournament_id: int) -> None:
        tournament = await self.bot.store.tournament(tournament_id)
        tables = await self.bot.store.tables(tournament_id, tournament.round)
        if tournament.is_open and all(table.result is not None for table in tables):
            await self.start_next_round(tournament_id)

    async def settle(self, tournament: Tournament, table: TableRow, *,
                     forfeit: int | None, locale: LocaleLike = None) -> dict[str, Any]:
        """The organiser ends a table now: by the current scores, with `forfeit` (if given)
        placed last; its game is abandoned."""
        if table.result is not None:
            raise NotAllowed("tour.table_has_result")
        vp = {p: 0 for p in table.players}
        if table.game_id is not None:
            record = await self.bot.store.get(table.game_id)
            match = await self.bot.tables.match(record)
            vp = dict(zip(table.players, match.game.scores(match.state), strict=True))
            if record.is_open:
                await self.bot.tables.abandon(record.id)
        order = sorted((p for p in table.players if p != forfeit), key=lambda p: -vp[p])
        places: list[list[int]] = []
        for player in order:
            if places and vp[places[-1][0]] == vp[player]:
                places[-1].append(player)
            else:
                places.append([player])
        if forfeit is not None:
            places.append([forfeit])
        result = {"places": places, "vp": {str(p): v for p, v in vp.items()},
                  "forfeited": [forfeit] if forfeit is not None else []}
        if not await self.bot.store.record_result(tournament.id, table.round, table.table_no,
                                                  result, "organiser"):
            raise NotAllowed("tour.table_has_result")
        return result

    async def _finish(self, tournament: Tournament) -> None:
        if await self.bot.store.close_tournament(tournament.id, "finished"):
            await self._post_standings(await self.bot.store.tournament(tournament.id),
                                       final=True)

    async def _post_standings(self, tournament: Tournament, *, final: bool) -> None:
        channel = await self._channel(tournament.channel_id)
        await present.post_standings(self.bot, channel, tournament,
                                     await self.standings(tournament),
                                     await self.names(tournament), final=final)

    # ------------------------------------------------------------------ restarts

    async def resume(self) -> None:
        """After a restart: open tables paired but never opened, record games that ended while
        the bot was down, and move rounds on that are complete."""
        for tournament in await self.bot.store.open_tournaments():
            try:
                if tournament.status != "running":
                    continue
                tables = await self.bot.store.tables(tournament.id, tournament.round)
                if any(table.game_id is None for table in tables):
                    await self.open_tables(tournament)
                for table in await self.bot.store.tables(tournament.id, tournament.round):
                    if table.result is None and table.game_id is not None:
                        record = await self.bot.store.get(table.game_id)
                        if record.status == "finished":
                            await self.record_game(tournament.id, table, record)
                await self.table_done(tournament.id)
            except Exception:
                log.exception("tournament %s could not resume", tournament.id)

    async def _channel(self, channel_id: int) -> Any:
        return self.bot.get_channel(channel_id) or await self.bot.fetch_channel(channel_id)
