"""A tournament's life after registration: pair a round, post its pairings, open a thread and a
game per table, record each result when its game ends (or when an organiser or the round's
deadline settles it), post the standings, go on to the next round (or wait for an organiser),
finish with the champion, or call it all off.

Every step reads its state from the store and writes it back in one guarded transaction, so the
runner holds nothing that a restart could lose: `resume` (at start-up) opens tables that were
paired but not yet opened, records results of games that ended while the bot was down, and goes
on from there. A table that ends early ends its game too (`Tables.settle` or `abandon`): the game
stops, its post loses its button, its clocks go, and its thread says why.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord

from bot.core import discord_now
from bot.errors import NotAllowed, StaleMove
from bot.i18n import LocaleLike, t
from bot.ratings import entrant
from bot.store import GameRecord, TableRow, Tournament
from bot.tables import Played
from bot.tournament import pairing
from bot.tournament.standings import Standing, TableResult, standings
from cogs.tournaments import export, present, registration
from cogs.tournaments.export import as_result
from games import registry

if TYPE_CHECKING:
    from bot.core import GameBot

log = logging.getLogger(__name__)

THREAD_ARCHIVE_MINUTES = 10080  # a week: asynchronous games go quiet for days


def table_result(table: TableRow, record: GameRecord, ranking: list[list[int]],
                 scores: list[int], forfeit: int | None = None) -> dict[str, Any]:
    """A game's result in entrant ids. A person whose seat went to the AI (after timeouts, or
    `/game leave`) forfeited, and so did `forfeit` (named by an organiser): forfeits are placed
    last whatever the game made of their seats (TR-S3)."""
    forfeited = [table.players[seat] for seat in range(len(table.players))
                 if (table.players[seat] > 0 and record.is_ai(seat))
                 or table.players[seat] == forfeit]
    places = [[table.players[s] for s in place if table.players[s] not in forfeited]
              for place in ranking]
    places = [place for place in places if place]
    if forfeited:
        places.append(forfeited)
    return {"places": places, "forfeited": forfeited,
            "vp": {str(table.players[s]): scores[s] for s in range(len(table.players))}}


def ranked_last(ranking: list[list[int]], seat: int | None) -> list[list[int]]:
    """The game's ranking with `seat` (a forfeit) moved to a place of its own at the end."""
    if seat is None:
        return ranking
    kept = [[s for s in group if s != seat] for group in ranking]
    return [group for group in kept if group] + [[seat]]


class Runner:
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        # A tournament's lock lives while someone holds or waits for it.
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = \
            weakref.WeakValueDictionary()
        self.changed: Callable[[], None] = lambda: None  # the tournament clock's wake-up

    def lock(self, tournament_id: int) -> asyncio.Lock:
        lock = self._locks.get(tournament_id)
        if lock is None:
            lock = self._locks[tournament_id] = asyncio.Lock()
        return lock

    # ------------------------------------------------------------------ reading

    async def results(self, tournament: Tournament,
                      upto: int | None = None) -> list[TableResult]:
        """Every table result so far (or of the rounds up to `upto`)."""
        return [as_result(tournament, table)
                for table in await self.bot.store.tables(tournament.id)
                if table.result is not None and (upto is None or table.round <= upto)]

    async def standings(self, tournament: Tournament, upto: int | None = None) -> list[Standing]:
        """The standings now, or as they were after round `upto`."""
        entrants = await self.bot.store.entrants(tournament.id)
        results = await self.results(tournament, upto)
        reached = None
        if tournament.format == "elimination":
            bracket = await self.bracket(tournament)
            found = pairing.rounds_reached(bracket, results) if bracket else {}
            reached = {e.player_id: found.get(e.player_id, 0) for e in entrants}
        return standings(
            [e.player_id for e in entrants], results, await self.bye_counts(tournament.id, upto),
            {e.player_id for e in entrants if e.status == "dropped"}, tournament.format,
            reached=reached)

    async def progress(self, tournament: Tournament) -> present.Progress:
        tables = await self.bot.store.tables(tournament.id, tournament.round)
        counted = sum(table.result is not None for table in tables)
        if not tournament.round or counted == len(tables):
            return present.Progress(tournament.round)
        return present.Progress(tournament.round - 1, tournament.round, counted, len(tables))

    async def bye_counts(self, tournament_id: int, upto: int | None = None) -> dict[int, int]:
        byes: dict[int, int] = {}
        for round_no, player in await self.bot.store.byes(tournament_id):
            if upto is None or round_no <= upto:
                byes[player] = byes.get(player, 0) + 1
        return byes

    async def bracket(self, tournament: Tournament) -> pairing.Bracket | None:
        """The elimination bracket, rebuilt from the seeding fixed at round 1."""
        entrants = [e for e in await self.bot.store.entrants(tournament.id) if e.seed_no]
        if not entrants:
            return None
        low, high = self.seats(tournament)
        seeds = [e.player_id for e in sorted(entrants, key=lambda e: e.seed_no or 0)]
        return pairing.elimination_bracket(seeds, tournament.table_size, low, high)

    @staticmethod
    def seats(tournament: Tournament) -> tuple[int, int]:
        """The table sizes a round may use: the game's limits, capped at the chosen size when
        the organiser chose byes over larger tables."""
        info = registry.get(tournament.game_type).info
        return info.min_seats, min(info.max_seats, tournament.max_table or info.max_seats)

    async def names(self, tournament: Tournament) -> dict[int, str]:
        return await present.entrant_names(self.bot, tournament)

    async def channel(self, channel_id: int) -> Any:
        return self.bot.get_channel(channel_id) or await self.bot.fetch_channel(channel_id)

    async def refresh(self, tournament_id: int) -> None:
        """Redraw the registration post as things stand: the round on, the players, the
        champion at the end; its buttons only while they can be used."""
        tournament = await self.bot.store.tournament(tournament_id)
        if not tournament.message_id:
            return
        try:
            channel = await self.channel(tournament.channel_id)
            locale = present.locale_of(channel)
            names = await self.names(tournament)
            champions = []
            if tournament.status == "finished":
                champions = [names.get(s.player, str(s.player))
                             for s in await self.standings(tournament)
                             if s.rank == 1 and not s.dropped]
            box = registration.embed(tournament, await self.bot.store.entrants(tournament.id),
                                     names, locale, await self.progress(tournament), champions)
            await channel.get_partial_message(tournament.message_id).edit(
                embed=box, view=registration.view(tournament, locale))
        except discord.HTTPException as error:
            log.info("tournament %s: registration post not updated: %s", tournament.id, error)

    # ------------------------------------------------------------------ round 1

    async def fix_rounds(self, tournament: Tournament) -> None:
        """Rounds left at 0 at creation ("as many as the format needs") are counted at the
        start, from the players then registered."""
        if tournament.rounds:
            return
        active = [e for e in await self.bot.store.entrants(tournament.id)
                  if e.status == "active"]
        info = registry.get(tournament.game_type).info
        if len(active) < max(2, info.min_seats):
            raise NotAllowed("tour.too_few", game=info.title_msg, count=max(2, info.min_seats))
        low, high = self.seats(tournament)
        try:
            rounds = pairing.rounds_needed(tournament.format, len(active), tournament.table_size,
                                           low, high)
        except ValueError:
            raise NotAllowed("tour.cannot_pair", count=len(active),
                             size=tournament.table_size) from None
        await self.bot.store.set_tournament(tournament.id, rounds=rounds)

    async def start(self, tournament_id: int, locale: LocaleLike = None, *,
                    at_once: bool = False) -> str:
        """Close registration and start round 1, or first open the check-in window when the
        tournament has one and it is not open yet ("checkin"). `at_once`: the time has come
        (the deadline, or an organiser starting during check-in)."""
        tournament = await self.bot.store.tournament(tournament_id)
        if tournament.status != "registration":
            raise NotAllowed("tour.already_started", name=tournament.name)
        moment = discord_now()
        if tournament.checkin_minutes and not at_once and not tournament.checkin_open(moment):
            tournament = await self.bot.store.set_tournament(
                tournament_id, registration_ends=moment + tournament.checkin_minutes * 60)
            await self.call_checkin(tournament)
            self.changed()  # round 1 now starts when the check-in closes
            return "checkin"
        if tournament.checkin_minutes:
            gone = await self.bot.store.drop_unchecked(tournament_id)
            if gone:
                channel = await self.channel(tournament.channel_id)
                names = await self.names(tournament)
                await channel.send(t(present.locale_of(channel), "tour.checkin_dropped",
                                     name=tournament.name,
                                     players=[names.get(p, str(p)) for p in gone]),
                                   allowed_mentions=present.NO_MENTIONS)
        await self.fix_rounds(tournament)
        return await self.advance(tournament_id, locale, organiser=True)

    async def call_checkin(self, tournament: Tournament) -> None:
        """The check-in call, once: every registered person is pinged to press Check in."""
        if not await self.bot.store.claim(tournament.id, "checkin_message_id", 0):
            return
        channel = await self.channel(tournament.channel_id)
        locale = present.locale_of(channel)
        people = [e.player_id for e in await self.bot.store.entrants(tournament.id)
                  if e.status == "active" and e.ai_level is None and not e.checked_in]
        view = discord.ui.View(timeout=None)
        view.add_item(registration.RegisterButton(
            tournament.id, "checkin", t(locale, "tour.button.checkin"),
            discord.ButtonStyle.primary))
        text = t(locale, "tour.checkin_open", name=tournament.name,
                 when=f"<t:{int(tournament.registration_ends or 0)}:R>")
        if people:
            text += "\n" + " ".join(f"<@{p}>" for p in people)
        message = await channel.send(text[:2000], view=view, allowed_mentions=discord.
                                     AllowedMentions(users=[discord.Object(p) for p in people]))
        await self.bot.store.set_tournament(tournament.id, checkin_message_id=message.id)
        await self.refresh(tournament.id)  # the registration post gets its Check in button

    # ------------------------------------------------------------------ rounds

    async def advance(self, tournament_id: int, locale: LocaleLike = None, *,
                      organiser: bool = False) -> str:
        """Move on once the current round is complete: post its standings (once), then pair and
        open the next round, or finish the tournament when none is left. With the pause option
        the next round waits for an organiser (`organiser`: this is them). Returns "started",
        "finished", "waiting", "unfinished" or "closed"; nothing happens twice."""
        try:
            async with self.lock(tournament_id):
                outcome = await self._advance(tournament_id, locale, organiser)
        finally:
            await self.refresh(tournament_id)
            self.changed()  # a new round has a new deadline
        if outcome == "walkovers":  # the round may be complete already: not under the lock
            self.bot.tables.spawn(self.advance(tournament_id),
                                  name=f"tournament-{tournament_id}-advance")
            outcome = "started"
        return outcome

    async def _advance(self, tournament_id: int, locale: LocaleLike, organiser: bool) -> str:
        tournament = await self.bot.store.tournament(tournament_id)
        if not tournament.is_open:
            return "closed"
        tables = await self.bot.store.tables(tournament_id, tournament.round)
        if any(table.result is None for table in tables):
            if organiser:
                raise NotAllowed("tour.tables_unfinished", name=tournament.name,
                                 count=sum(table.result is None for table in tables))
            return "unfinished"
        await self._eliminate(tournament, tables)
        plan = await self._plan(tournament, locale)
        if plan is None:
            await self._finish(tournament)
            return "finished"
        if tournament.round and await self.bot.store.claim(
                tournament_id, "posted_round", tournament.round):
            await self._post_standings(tournament, waiting=tournament.pause and not organiser)
        if tournament.pause and tournament.round and not organiser:
            return "waiting"
        deadline = (discord_now() + tournament.round_hours * 3600 if tournament.round_hours
                    else None)
        try:
            await self.bot.store.begin_round(tournament_id, tournament.round + 1, plan.tables,
                                             plan.byes, deadline)
        except StaleMove:
            return "closed"
        walkovers = await self.open_tables(await self.bot.store.tournament(tournament_id))
        return "walkovers" if walkovers else "started"

    async def _plan(self, tournament: Tournament,
                    locale: LocaleLike) -> pairing.RoundPlan | None:
        """The next round's tables (in seat order) and byes, or None when the tournament is
        over."""
        entrants = await self.bot.store.entrants(tournament.id)
        next_round = tournament.round + 1
        active = [e.player_id for e in entrants
                  if e.status == "active" and e.since <= next_round]
        info = registry.get(tournament.game_type).info
        low, high = self.seats(tournament)
        if next_round == 1:
            if len(active) < max(2, info.min_seats):
                raise NotAllowed("tour.too_few", game=info.title_msg,
                                 count=max(2, info.min_seats))
            await self.bot.store.set_seeds(tournament.id, await self._seeding(tournament,
                                                                              active))
            entrants = await self.bot.store.entrants(tournament.id)
        history = await self.results(tournament)
        seed = tournament.seed + next_round
        try:
            if tournament.format == "elimination":
                bracket = await self.bracket(tournament)
                assert bracket is not None
                drawn = pairing.elimination_round(bracket, history, tournament.seed)
                return drawn.plan if drawn is not None else None
            if next_round > tournament.rounds or len(active) < max(2, low):
                return None
            if tournament.format == "swiss":
                order = [s.player for s in await self.standings(tournament)
                         if s.player in active]
                return pairing.swiss_round(order, history, await self.bye_counts(tournament.id),
                                           tournament.table_size, low, high, seed)
            everyone = sorted(e.player_id for e in entrants if e.seed_no)
            schedule = pairing.round_robin_schedule(everyone, tournament.table_size, low, high,
                                                    tournament.seed)
            return schedule[next_round - 1] if next_round <= len(schedule) else None
        except ValueError:  # a player count the format cannot seat
            raise NotAllowed("tour.cannot_pair", count=len(active),
                             size=tournament.table_size) from None

    async def _seeding(self, tournament: Tournament, active: list[int]) -> list[int]:
        """Best first: by the server's rating in this game, then by registration."""
        ai = {e.player_id: e.ai_level for e in await self.bot.store.entrants(tournament.id)}
        strength = {}
        for player in active:
            rating = await self.bot.store.rating(str(tournament.guild_id), tournament.game_type,
                                                 entrant(player, ai.get(player)))
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
            winner = pairing.table_winner(as_result(tournament, table), bracket.seeds)
            for player in table.players:
                if player != winner and status.get(player) == "active":
                    await self.bot.store.set_entrant_status(tournament.id, player, "eliminated")

    async def open_tables(self, tournament: Tournament) -> bool:
        """The round's threads, then its pairings in the tournament channel (the players
        pinged), then a running game in each thread. Only what is missing is done (a restart
        in between). True when a table was a walkover."""
        channel = await self.channel(tournament.channel_id)
        locale = present.locale_of(channel)
        entrants = await self.bot.store.entrants(tournament.id)
        dropped = {e.player_id for e in entrants if e.status == "dropped"}
        names = await self.names(tournament)
        walkovers, threads = False, False
        for table in await self.bot.store.tables(tournament.id, tournament.round):
            if table.result is not None or table.thread_id is not None:
                continue
            if dropped & set(table.players):  # a scheduled seat whose player has gone
                await self._walkover(tournament, table, dropped)
                walkovers = True
                continue
            title = t(locale, "tour.thread_name", name=tournament.name,
                      round=tournament.round, table=table.table_no)
            thread = await channel.create_thread(
                name=title[:100], type=discord.ChannelType.public_thread,
                auto_archive_duration=THREAD_ARCHIVE_MINUTES)
            await self.bot.store.attach_thread(tournament.id, tournament.round, table.table_no,
                                               thread.id)
            threads = True
        tables = await self.bot.store.tables(tournament.id, tournament.round)
        if threads:
            await self._post_pairings(channel, tournament, tables, names)
        ai = {e.player_id: e.ai_level for e in entrants}
        for table in tables:
            if table.result is None and table.game_id is None and table.thread_id is not None:
                await self._start_game(tournament, table, ai, names, locale)
        return walkovers

    async def _post_pairings(self, channel: Any, tournament: Tournament,
                             tables: list[TableRow], names: dict[int, str]) -> None:
        byes = [p for r, p in await self.bot.store.byes(tournament.id) if r == tournament.round]
        people = {p for table in tables if table.result is None for p in table.players
                  if p > 0} | {p for p in byes if p > 0}
        pings = discord.AllowedMentions(users=[discord.Object(p) for p in sorted(people)])
        for text in present.pairing_posts(present.locale_of(channel), tournament, tables, byes,
                                          names):
            await channel.send(text, allowed_mentions=pings)

    async def _start_game(self, tournament: Tournament, table: TableRow,
                          ai: dict[int, str | None], names: dict[int, str],
                          locale: LocaleLike) -> None:
        assert table.thread_id is not None
        thread = await self.channel(table.thread_id)
        seats = present.seats_text(table.players, names)
        key = "tour.table_intro" if any(p > 0 for p in table.players) else "tour.table_intro_ai"
        await thread.send(t(locale, key, name=tournament.name, round=tournament.round,
                            table=table.table_no, seats=seats),
                          allowed_mentions=present.NO_MENTIONS)

        async def attach(record: GameRecord) -> None:
            await self.bot.store.attach_game(tournament.id, table.round, table.table_no,
                                             game_id=record.id)

        # The game's opening post follows in the thread (the table kit posts it).
        await self.bot.tables.create_started(
            guild_id=tournament.guild_id, channel_id=thread.id, game_key=tournament.game_type,
            options=dict(tournament.options), seats=[(p, ai.get(p)) for p in table.players],
            creator_id=tournament.creator_id, turn_seconds=tournament.turn_seconds,
            forfeit_after=tournament.forfeit_after, bank_seconds=tournament.bank_seconds,
            prepare=attach)

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
        """Tables observer: a tournament game that the engine ended records its table's
        result (a settled one was recorded by whoever settled it)."""
        if record.status != "finished" or played is None:
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
            await self.advance(tournament_id)

    async def settle(self, tournament: Tournament, table: TableRow, *,
                     forfeit: int | None = None, by: str = "organiser") -> dict[str, Any]:
        """End a table now, ranked by the game's own ranking as it stands (its tie-breaks
        included), with `forfeit` (if given) placed last. Its game ends with that result and
        is rated like any finished game; its thread says so. `by`: "organiser" or
        "deadline"."""
        if table.result is not None:
            raise NotAllowed("tour.table_has_result", table=table.table_no)
        if table.game_id is None:  # never opened: nothing was played
            stay = [p for p in table.players if p != forfeit]
            result = {"places": [stay, *([[forfeit]] if forfeit is not None else [])],
                      "vp": {str(p): 0 for p in table.players},
                      "forfeited": [forfeit] if forfeit is not None else []}
        else:
            result = await self._settle_game(tournament, table, forfeit)
        if not await self.bot.store.record_result(tournament.id, table.round, table.table_no,
                                                  result, by):
            raise NotAllowed("tour.table_has_result", table=table.table_no)
        if table.thread_id is not None:
            names = await self.names(tournament)
            done = TableRow(table.round, table.table_no, table.players, table.game_id,
                            table.thread_id, result, by)
            thread = await self.channel(table.thread_id)
            locale = present.locale_of(thread)
            await thread.send(t(locale, f"tour.thread.{by}",
                                result=present.result_text(locale, done, names)),
                              allowed_mentions=present.NO_MENTIONS)
        return result

    async def _settle_game(self, tournament: Tournament, table: TableRow,
                           forfeit: int | None) -> dict[str, Any]:
        assert table.game_id is not None
        seat = table.players.index(forfeit) if forfeit is not None else None
        try:
            record, match = await self.bot.tables.settle(
                table.game_id, lambda m: ranked_last(m.game.ranking(m.state), seat))
            ranking = record.ranking or []
        except StaleMove:
            record = await self.bot.store.get(table.game_id)
            if record.status == "finished":  # it ended on its own: that result stands
                raise NotAllowed("tour.table_just_ended", table=table.table_no) from None
            match = await self.bot.tables.match(record)  # called off in its thread
            ranking = ranked_last(match.game.ranking(match.state), seat)
        return table_result(table, record, ranking, match.game.scores(match.state), forfeit)

    async def settle_round(self, tournament: Tournament, by: str) -> int:
        """Settle every unfinished table of the current round; how many were."""
        settled = 0
        for table in await self.bot.store.tables(tournament.id, tournament.round):
            if table.result is None:
                try:
                    await self.settle(tournament, table, by=by)
                    settled += 1
                except NotAllowed:  # it ended on its own meanwhile
                    continue
        return settled

    async def cancel(self, tournament: Tournament) -> bool:
        """Call the tournament off: its running games end (abandoned, unrated), each thread
        says why; False if it was over already."""
        if not await self.bot.store.close_tournament(tournament.id, "cancelled"):
            return False
        for table in await self.bot.store.tables(tournament.id, tournament.round):
            if table.result is not None or table.game_id is None:
                continue
            record = await self.bot.store.get(table.game_id)
            if not record.is_open:
                continue
            try:
                await self.bot.tables.abandon(record.id)
            except StaleMove:
                continue
            thread = await self.channel(record.channel_id)
            await thread.send(t(present.locale_of(thread), "tour.thread.cancelled",
                                name=tournament.name), allowed_mentions=present.NO_MENTIONS)
        await self.refresh(tournament.id)
        return True

    async def _finish(self, tournament: Tournament) -> None:
        """The final post: the champion (pinged), the standings and both CSV files."""
        if not await self.bot.store.close_tournament(tournament.id, "finished"):
            return
        tournament = await self.bot.store.tournament(tournament.id)
        channel = await self.channel(tournament.channel_id)
        locale = present.locale_of(channel)
        standing = await self.standings(tournament)
        names = await self.names(tournament)
        tables = await self.bot.store.tables(tournament.id)
        files = export.files(tournament, standing, names, tables)
        message = await present.standings_message(tournament, standing, names, locale,
                                                  present.Progress(tournament.round),
                                                  final=True, files=files)
        line, champions = present.champion_line(locale, tournament, standing, names)
        message["content"] = f"{line}\n{message['content']}"[:2000]
        await channel.send(**message, allowed_mentions=discord.AllowedMentions(
            users=[discord.Object(p) for p in champions]))

    async def _post_standings(self, tournament: Tournament, *, waiting: bool) -> None:
        """The standings after the round just completed; with the pause option, the note
        that the next round waits for an organiser (the tournament's creator is pinged)."""
        channel = await self.channel(tournament.channel_id)
        locale = present.locale_of(channel)
        message = await present.standings_message(
            tournament, await self.standings(tournament), await self.names(tournament), locale,
            present.Progress(tournament.round), final=False)
        pings = discord.AllowedMentions.none()
        if waiting:
            note = t(locale, "tour.waiting", name=tournament.name, round=tournament.round + 1,
                     organiser=f"<@{tournament.creator_id}>")
            message["content"] = f"{message['content']}\n{note}"[:2000]
            pings = discord.AllowedMentions(users=[discord.Object(tournament.creator_id)])
        await channel.send(**message, allowed_mentions=pings)

    # ------------------------------------------------------------------ restarts

    async def resume(self) -> None:
        """After a restart: open tables paired but never opened, record games that ended while
        the bot was down, and move rounds on that are complete."""
        for tournament in await self.bot.store.open_tournaments():
            try:
                if tournament.status != "running":
                    continue
                tables = await self.bot.store.tables(tournament.id, tournament.round)
                if any(table.result is None and table.game_id is None for table in tables):
                    await self.open_tables(tournament)
                for table in await self.bot.store.tables(tournament.id, tournament.round):
                    if table.result is None and table.game_id is not None:
                        record = await self.bot.store.get(table.game_id)
                        if record.status == "finished":
                            await self.record_game(tournament.id, table, record)
                await self.advance(tournament.id)
            except Exception:
                log.exception("tournament %s could not resume", tournament.id)
