"""`/tournament …`: create, register, run rounds, settle, standings, export. Discord glue only;
the rounds themselves are run by `runner.Runner`."""

from __future__ import annotations

import asyncio
import logging
import secrets
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.errors import NotAllowed, NotFound, UserError
from bot.i18n import say, t
from bot.store_tournaments import Tournament
from bot.tables import Stage
from bot.tournament import pairing
from cogs.lobby import level_choices, parse_options
from cogs.tournaments import present, registration
from cogs.tournaments.runner import Runner
from games import registry

if TYPE_CHECKING:
    from bot.core import GameBot

log = logging.getLogger(__name__)
FORMATS = ("swiss", "round_robin", "elimination")
IDLE_SECONDS = 3600.0


def now() -> float:
    """Discord time (simcord's virtual clock in tests)."""
    return discord.utils.utcnow().timestamp()


class Tournaments(commands.Cog):
    tournament = app_commands.Group(
        name=_("tournament", key="cmd.tour.name"),
        description=_("Community tournaments with rounds, tables and standings",
                      key="cmd.tour.description"),
        guild_only=True)

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self.runner = Runner(bot)
        self._closer: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        self.bot.tables.listen(Stage.TOURNAMENT, self.runner.on_game_change)
        self.bot.at_start(self.runner.resume)
        self._closer = asyncio.create_task(self._close_registrations())

    async def cog_unload(self) -> None:
        self.bot.tables.unlisten(self.runner.on_game_change)
        if self._closer is not None:
            self._closer.cancel()
            await asyncio.gather(self._closer, return_exceptions=True)

    # ------------------------------------------------------------------ permissions, lookup

    async def check_organiser(self, interaction: discord.Interaction) -> None:
        if interaction.permissions.manage_guild:
            return
        settings = await self.bot.store.guild_settings(interaction.guild_id or 0)
        roles = getattr(interaction.user, "roles", [])
        if settings.organiser_role_id and any(r.id == settings.organiser_role_id for r in roles):
            return
        raise NotAllowed("tour.not_organiser")

    async def resolve(self, interaction: discord.Interaction,
                      tournament_id: int | None) -> Tournament:
        """The named tournament, else the latest open one of this channel (or its parent)."""
        if tournament_id is not None:
            try:
                found = await self.bot.store.tournament(tournament_id)
            except NotFound:
                raise UserError("tour.none_here") from None
            if found.guild_id == interaction.guild_id:
                return found
            raise UserError("tour.none_here")
        channel = interaction.channel
        here = {getattr(channel, "id", 0), getattr(channel, "parent_id", 0)}
        tournaments = await self.bot.store.tournaments(interaction.guild_id or 0)
        for tournament in tournaments:
            if tournament.channel_id in here and tournament.is_open:
                return tournament
        for tournament in tournaments:
            if tournament.channel_id in here:
                return tournament
        raise UserError("tour.none_here")

    async def _tournament_choices(self, interaction: discord.Interaction,
                                  current: str) -> list[app_commands.Choice[int]]:
        found = await self.bot.store.tournaments(interaction.guild_id or 0)
        return [app_commands.Choice(name=f"#{x.id} {x.name} ({x.status})"[:100], value=x.id)
                for x in found if current.lower() in f"{x.id} {x.name}".lower()][:25]

    # ------------------------------------------------------------------ registration

    async def status_of(self, tournament_id: int, player_id: int) -> str | None:
        """The entrant's status (active, dropped, eliminated), None if never registered."""
        for entrant in await self.bot.store.entrants(tournament_id):
            if entrant.player_id == player_id:
                return entrant.status
        return None

    async def join(self, tournament_id: int, user_id: int, locale: Any) -> str:
        tournament = await self.bot.store.tournament(tournament_id)
        if not tournament.is_open:
            raise NotAllowed("tour.closed")
        if await self.status_of(tournament_id, user_id) in ("active", "eliminated"):
            raise NotAllowed("tour.already_registered")
        if tournament.round and tournament.format != "swiss":
            raise NotAllowed("tour.no_late_join")
        await self.bot.store.add_entrant(tournament_id, user_id, since=tournament.round + 1)
        key = "tour.joined_late" if tournament.round else "tour.joined"
        return t(locale, key, name=tournament.name, round=tournament.round + 1)

    async def drop(self, tournament_id: int, user_id: int, locale: Any) -> str:
        tournament = await self.bot.store.tournament(tournament_id)
        if not tournament.is_open:
            raise NotAllowed("tour.closed")
        if await self.status_of(tournament_id, user_id) != "active":
            raise NotAllowed("tour.not_registered")
        await self.bot.store.set_entrant_status(tournament_id, user_id, "dropped")
        return t(locale, "tour.dropped", name=tournament.name)

    async def refresh(self, tournament_id: int) -> None:
        """Redraw the registration post (players, status)."""
        tournament = await self.bot.store.tournament(tournament_id)
        if tournament.message_id is None:
            return
        channel = self.bot.get_channel(tournament.channel_id)
        if not isinstance(channel, discord.TextChannel):
            return
        locale = present.locale_of(channel)
        names = await present.entrant_names(self.bot, tournament)
        try:
            message = channel.get_partial_message(tournament.message_id)
            await message.edit(embed=registration.embed(
                tournament, await self.bot.store.entrants(tournament.id), names, locale),
                view=registration.view(tournament, locale))
        except discord.HTTPException as error:
            log.info("tournament %s: registration post not updated: %s", tournament.id, error)

    async def _close_registrations(self) -> None:
        """Start round 1 of tournaments whose registration time has come."""
        while True:
            try:
                upcoming = [x for x in await self.bot.store.open_tournaments()
                            if x.status == "registration" and x.registration_ends]
                for tournament in upcoming:
                    if (tournament.registration_ends or 0) <= now():
                        await self._start_or_report(tournament)
                later = [x.registration_ends or 0 for x in upcoming
                         if (x.registration_ends or 0) > now()]
                delay = min([IDLE_SECONDS, *(when - now() for when in later)])
            except Exception:
                log.exception("closing tournament registrations failed")
                delay = 60.0
            await asyncio.sleep(max(1.0, delay))

    async def _start_or_report(self, tournament: Tournament) -> None:
        channel = self.bot.get_channel(tournament.channel_id)
        try:
            await self._fix_rounds(tournament, present.locale_of(channel))
            await self.runner.start_next_round(tournament.id, present.locale_of(channel))
        except NotAllowed as error:
            await self.bot.store.set_tournament(tournament.id, registration_ends=None)
            if isinstance(channel, discord.abc.Messageable):
                locale = present.locale_of(channel)
                await channel.send(t(locale, "tour.could_not_start", name=tournament.name,
                                     reason=say(locale, error)))
        await self.refresh(tournament.id)

    def wake(self) -> None:
        if self._closer is not None:
            self._closer.cancel()
        self._closer = asyncio.create_task(self._close_registrations())

    # ------------------------------------------------------------------ commands

    @tournament.command(name=_("create", key="cmd.tour.create.name"),
                        description=_("Open a tournament here (Manage Server or organiser role)",
                                      key="cmd.tour.create.description"))
    @app_commands.describe(
        name=_("The tournament's name", key="cmd.tour.create.tname"),
        game=_("Which game", key="cmd.tour.create.game"),
        format=_("Swiss, round robin or single elimination", key="cmd.tour.create.format"),
        table_size=_("Players per table (2 for duels; 3–4 for pods)",
                     key="cmd.tour.create.table_size"),
        rounds=_("Rounds (default: enough for the format)", key="cmd.tour.create.rounds"),
        turn_hours=_("Hours each player has for a turn (default 24)",
                     key="cmd.tour.create.turn_hours"),
        forfeit_after=_("Timeouts after which a player forfeits the table (0: never)",
                        key="cmd.tour.create.forfeit_after"),
        registration_hours=_("Hours until registration closes and round 1 starts",
                             key="cmd.tour.create.registration_hours"),
        options=_("Game options, e.g. long=yes", key="cmd.tour.create.options"),
    )
    @app_commands.choices(format=[
        app_commands.Choice(name=_("Swiss", key="tour.format.swiss"), value="swiss"),
        app_commands.Choice(name=_("Round robin", key="tour.format.round_robin"),
                            value="round_robin"),
        app_commands.Choice(name=_("Single elimination", key="tour.format.elimination"),
                            value="elimination"),
    ])
    async def create(self, interaction: discord.Interaction, name: app_commands.Range[str, 1, 60],
                     game: str, format: str = "swiss",
                     table_size: app_commands.Range[int, 2, 8] = 2,
                     rounds: app_commands.Range[int, 1, 30] | None = None,
                     turn_hours: app_commands.Range[int, 1, 336] = 24,
                     forfeit_after: app_commands.Range[int, 0, 20] = 3,
                     registration_hours: app_commands.Range[int, 1, 720] | None = None,
                     options: str | None = None) -> None:
        await self.check_organiser(interaction)
        info = registry.get(game).info
        if not info.min_seats <= table_size <= info.max_seats:
            raise UserError("tour.bad_table_size", game=info.title_msg,
                              low=info.min_seats, high=info.max_seats)
        resolved = info.resolve_options(parse_options(options), table_size)
        assert interaction.guild is not None and interaction.channel is not None
        tournament = await self.bot.store.create_tournament(
            guild_id=interaction.guild.id, channel_id=interaction.channel.id, name=name,
            game_type=game, options=resolved, format=format, table_size=table_size,
            rounds=rounds or 0,
            turn_seconds=turn_hours * 3600, forfeit_after=forfeit_after, stuck_days=7,
            registration_ends=now() + registration_hours * 3600 if registration_hours else None,
            seed=secrets.randbits(62), creator_id=interaction.user.id)
        locale = interaction.guild_locale
        await interaction.response.send_message(
            embed=registration.embed(tournament, [], {}, locale),
            view=registration.view(tournament, locale))
        message = await interaction.original_response()
        await self.bot.store.set_tournament(tournament.id, message_id=message.id)
        self.wake()

    @create.autocomplete("game")
    async def _game_choices(self, interaction: discord.Interaction,
                            current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=g.info.title, value=g.info.key)
                for g in registry.all_games() if current.lower() in g.info.title.lower()][:25]

    @tournament.command(name=_("start", key="cmd.tour.start.name"),
                        description=_("Close registration and start round 1 (organisers)",
                                      key="cmd.tour.start.description"))
    @app_commands.describe(tournament=_("Which tournament (default: the one here)",
                                        key="cmd.tour.which"))
    async def start(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        await self.check_organiser(interaction)
        found = await self.resolve(interaction, tournament)
        if found.status != "registration":
            raise NotAllowed("tour.already_started")
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self._fix_rounds(found, interaction.locale)
        await self.runner.start_next_round(found.id, interaction.locale)
        await interaction.followup.send(t(interaction.locale, "tour.started", name=found.name),
                                        ephemeral=True)
        await self.refresh(found.id)

    async def _fix_rounds(self, tournament: Tournament, locale: Any = None) -> None:
        """Rounds left at 0 at creation ("enough for the format") are counted at the start."""
        if tournament.rounds:
            return
        active = [e for e in await self.bot.store.entrants(tournament.id)
                  if e.status == "active"]
        info = registry.get(tournament.game_type).info
        if len(active) < max(2, info.min_seats):
            raise NotAllowed("tour.too_few", game=info.title_msg,
                               count=max(2, info.min_seats))
        try:
            rounds = pairing.rounds_needed(tournament.format, len(active), tournament.table_size,
                                           info.min_seats, info.max_seats)
        except ValueError:
            raise NotAllowed("tour.cannot_pair", count=len(active),
                               size=tournament.table_size) from None
        await self.bot.store.set_tournament(tournament.id, rounds=rounds)

    @tournament.command(name=_("next", key="cmd.tour.next.name"),
                        description=_("Start the next round now (organisers)",
                                      key="cmd.tour.next.description"))
    @app_commands.describe(settle=_("End the unfinished tables by their current scores first",
                                    key="cmd.tour.next.settle"),
                           tournament=_("Which tournament (default: the one here)",
                                        key="cmd.tour.which"))
    async def next_round(self, interaction: discord.Interaction, settle: bool = False,
                         tournament: int | None = None) -> None:
        await self.check_organiser(interaction)
        found = await self.resolve(interaction, tournament)
        if found.status != "running":
            raise NotAllowed("tour.not_running")
        await interaction.response.defer(ephemeral=True, thinking=True)
        if settle:
            for row in await self.bot.store.tables(found.id, found.round):
                if row.result is None:
                    await self.runner.settle(found, row, forfeit=None, locale=interaction.locale)
        await self.runner.start_next_round(found.id, interaction.locale)
        await interaction.followup.send(t(interaction.locale, "tour.next_done"), ephemeral=True)

    @tournament.command(name=_("settle", key="cmd.tour.settle.name"),
                        description=_("End a stuck table by its current scores (organisers)",
                                      key="cmd.tour.settle.description"))
    @app_commands.describe(table=_("Table number in the current round", key="cmd.tour.table"),
                           forfeit=_("A player who forfeits (placed last)",
                                     key="cmd.tour.settle.forfeit"),
                           tournament=_("Which tournament (default: the one here)",
                                        key="cmd.tour.which"))
    async def settle(self, interaction: discord.Interaction, table: app_commands.Range[int, 1, 64],
                     forfeit: discord.Member | None = None,
                     tournament: int | None = None) -> None:
        await self.check_organiser(interaction)
        found = await self.resolve(interaction, tournament)
        rows = {row.table_no: row for row in await self.bot.store.tables(found.id, found.round)}
        if table not in rows:
            raise UserError("tour.no_table", table=table)
        if forfeit is not None and forfeit.id not in rows[table].players:
            raise UserError("tour.not_at_table")
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.runner.settle(found, rows[table], forfeit=forfeit.id if forfeit else None,
                                 locale=interaction.locale)
        await interaction.followup.send(t(interaction.locale, "tour.settled", table=table),
                                        ephemeral=True)
        await self.runner.table_done(found.id)

    @tournament.command(name=_("standings", key="cmd.tour.standings.name"),
                        description=_("Show the standings", key="cmd.tour.standings.description"))
    @app_commands.describe(tournament=_("Which tournament (default: the one here)",
                                        key="cmd.tour.which"))
    async def standings(self, interaction: discord.Interaction,
                        tournament: int | None = None) -> None:
        found = await self.resolve(interaction, tournament)
        await interaction.response.defer(ephemeral=True, thinking=True)
        current = await self.bot.store.tables(found.id, found.round)
        in_play = any(row.result is None for row in current)
        message = await present.standings_message(
            self.bot, found, await self.runner.standings(found),
            await present.entrant_names(self.bot, found), interaction.locale,
            final=found.status == "finished", completed=found.round - in_play)
        await interaction.followup.send(**message, ephemeral=True)

    @tournament.command(name=_("status", key="cmd.tour.status.name"),
                        description=_("The current round's tables, and which are stuck",
                                      key="cmd.tour.status.description"))
    @app_commands.describe(tournament=_("Which tournament (default: the one here)",
                                        key="cmd.tour.which"))
    async def status(self, interaction: discord.Interaction,
                     tournament: int | None = None) -> None:
        found = await self.resolve(interaction, tournament)
        names = await present.entrant_names(self.bot, found)
        lines = [t(interaction.locale, f"tour.status.{found.status}", round=found.round)]
        for row in await self.bot.store.tables(found.id, found.round):
            line = present.table_line(interaction.locale, row, names)
            if row.result is None and row.game_id is not None:
                record = await self.bot.store.get(row.game_id)
                idle = now() - discord.utils.parse_time(record.updated_at).timestamp()
                if idle > found.stuck_days * 86400:
                    line += " " + t(interaction.locale, "tour.stuck", days=int(idle // 86400))
            lines.append(line)
        await interaction.response.send_message("\n".join(lines)[:2000], ephemeral=True)

    @tournament.command(name=_("export", key="cmd.tour.export.name"),
                        description=_("The standings as a CSV file",
                                      key="cmd.tour.export.description"))
    @app_commands.describe(tournament=_("Which tournament (default: the one here)",
                                        key="cmd.tour.which"))
    async def export(self, interaction: discord.Interaction,
                     tournament: int | None = None) -> None:
        found = await self.resolve(interaction, tournament)
        file = present.export_file(found, await self.runner.standings(found),
                                   await present.entrant_names(self.bot, found))
        await interaction.response.send_message(file=file, ephemeral=True)

    @tournament.command(name=_("add", key="cmd.tour.add.name"),
                        description=_("Register a player or an AI player (organisers)",
                                      key="cmd.tour.add.description"))
    @app_commands.describe(player=_("The player to register", key="cmd.tour.add.player"),
                           ai_level=_("Or: register an AI player of this level",
                                      key="cmd.tour.add.ai_level"),
                           tournament=_("Which tournament (default: the one here)",
                                        key="cmd.tour.which"))
    async def add(self, interaction: discord.Interaction, player: discord.Member | None = None,
                  ai_level: str | None = None, tournament: int | None = None) -> None:
        await self.check_organiser(interaction)
        found = await self.resolve(interaction, tournament)
        if (player is None) == (ai_level is None):
            raise UserError("tour.add_one")
        if ai_level is not None and ai_level not in registry.get(found.game_type).info.ai_levels:
            raise UserError("tour.bad_level", level=ai_level)
        if not found.is_open:
            raise NotAllowed("tour.closed")
        if player is not None and await self.status_of(found.id, player.id) in ("active",
                                                                                 "eliminated"):
            raise NotAllowed("tour.already_registered")
        await self.bot.store.add_entrant(found.id, player.id if player else None,
                                         ai_level=ai_level, since=found.round + 1)
        await interaction.response.send_message(t(interaction.locale, "tour.added"),
                                                ephemeral=True)
        await self.refresh(found.id)

    @add.autocomplete("ai_level")
    async def _level_choices(self, interaction: discord.Interaction,
                             current: str) -> list[app_commands.Choice[str]]:
        return level_choices(registry.all_games(), current)

    @tournament.command(name=_("remove", key="cmd.tour.remove.name"),
                        description=_("Drop a player from the next rounds (organisers)",
                                      key="cmd.tour.remove.description"))
    @app_commands.describe(player=_("The player to drop", key="cmd.tour.remove.player"),
                           tournament=_("Which tournament (default: the one here)",
                                        key="cmd.tour.which"))
    async def remove(self, interaction: discord.Interaction, player: discord.Member,
                     tournament: int | None = None) -> None:
        await self.check_organiser(interaction)
        found = await self.resolve(interaction, tournament)
        text = await self.drop(found.id, player.id, interaction.locale)
        await interaction.response.send_message(text, ephemeral=True)
        await self.refresh(found.id)

    @tournament.command(name=_("replace", key="cmd.tour.replace.name"),
                        description=_("Hand a player's place (and current seat) to another",
                                      key="cmd.tour.replace.description"))
    @app_commands.describe(old=_("The player leaving", key="cmd.tour.replace.old"),
                           new=_("The player taking over", key="cmd.tour.replace.new"),
                           tournament=_("Which tournament (default: the one here)",
                                        key="cmd.tour.which"))
    async def replace(self, interaction: discord.Interaction, old: discord.Member,
                      new: discord.Member, tournament: int | None = None) -> None:
        await self.check_organiser(interaction)
        found = await self.resolve(interaction, tournament)
        if await self.status_of(found.id, old.id) is None:
            raise NotAllowed("tour.not_registered")
        if await self.status_of(found.id, new.id) is not None:
            raise NotAllowed("tour.already_registered")
        await self.bot.store.replace_entrant(found.id, old.id, new.id)
        for row in await self.bot.store.tables(found.id, found.round):
            if new.id in row.players and row.result is None and row.game_id is not None:
                record = await self.bot.store.get(row.game_id)
                if record.is_open and old.id in record.players:
                    await self.bot.tables.replace_seat(
                        record.id, record.players.index(old.id), user_id=new.id)
        await interaction.response.send_message(
            t(interaction.locale, "tour.replaced", old=old.mention, new=new.mention),
            ephemeral=True)
        await self.refresh(found.id)

    @tournament.command(name=_("cancel", key="cmd.tour.cancel.name"),
                        description=_("Call the tournament off (organisers)",
                                      key="cmd.tour.cancel.description"))
    @app_commands.describe(tournament=_("Which tournament (default: the one here)",
                                        key="cmd.tour.which"))
    async def cancel(self, interaction: discord.Interaction,
                     tournament: int | None = None) -> None:
        await self.check_organiser(interaction)
        found = await self.resolve(interaction, tournament)
        if not await self.bot.store.close_tournament(found.id, "cancelled"):
            raise NotAllowed("tour.closed")
        await interaction.response.send_message(
            t(interaction.guild_locale, "tour.cancelled", name=found.name))
        await self.refresh(found.id)

    @tournament.command(name=_("organisers", key="cmd.tour.organisers.name"),
                        description=_("Let a role run tournaments (Manage Server)",
                                      key="cmd.tour.organisers.description"))
    @app_commands.describe(role=_("The organiser role", key="cmd.tour.organisers.role"))
    @app_commands.checks.has_permissions(manage_guild=True)
    async def organisers(self, interaction: discord.Interaction, role: discord.Role) -> None:
        await self.bot.store.set_guild_settings(interaction.guild_id or 0,
                                                organiser_role_id=role.id)
        await interaction.response.send_message(
            t(interaction.locale, "tour.organisers_set", role=role.mention), ephemeral=True)

    for _command in (start, next_round, settle, standings, status, export, add, remove,
                     replace, cancel):
        _command.autocomplete("tournament")(_tournament_choices)
    del _command
