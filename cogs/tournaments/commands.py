"""`/tournament …`: create, register, run rounds, settle, read the standings and results. Discord
glue only: the rounds are run by `runner.Runner`, registration by `registration`, the timed
steps (check-in, round 1, round deadlines) by `schedule.Schedule`."""

from __future__ import annotations

import logging
import secrets
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.core import discord_now
from bot.errors import NotAllowed, UserError
from bot.i18n import t
from bot.store import Tournament
from bot.tables import Stage
from cogs.lobby import level_choices, parse_options
from cogs.tournaments import access, export, present, registration
from cogs.tournaments.runner import Runner
from cogs.tournaments.schedule import Schedule
from games import registry

if TYPE_CHECKING:
    from bot.core import GameBot

log = logging.getLogger(__name__)
WHICH = _("Which tournament (default: the one here)", key="cmd.tour.which")


class Tournaments(commands.Cog):
    tournament = app_commands.Group(
        name=_("tournament", key="cmd.tour.name"),
        description=_("Community tournaments with rounds, tables and standings",
                      key="cmd.tour.description"),
        guild_only=True)

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self.runner = Runner(bot)
        self.schedule = Schedule(bot, self.runner)
        self.runner.changed = self.schedule.wake

    async def cog_load(self) -> None:
        self.bot.tables.listen(Stage.TOURNAMENT, self.runner.on_game_change)
        self.bot.at_start(self.runner.resume)
        self.schedule.wake()

    async def cog_unload(self) -> None:
        self.bot.tables.unlisten(self.runner.on_game_change)
        await self.schedule.stop()

    async def organiser(self, interaction: discord.Interaction,
                        tournament_id: int | None) -> Tournament:
        """The tournament meant, once the user is known to be one of its organisers."""
        await access.check_organiser(self.bot, interaction)
        return await access.resolve(self.bot, interaction, tournament_id)

    # ------------------------------------------------------------------ creating

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
        late_bank_hours=_("Hours each player may run late in all in a game, once a deadline "
                          "passes (default: the game's)", key="cmd.tour.create.late_bank_hours"),
        registration_hours=_("Hours until registration closes and round 1 starts",
                             key="cmd.tour.create.registration_hours"),
        options=_("Game options, e.g. long=yes", key="cmd.tour.create.options"),
        odd=_("When players do not fill the tables: byes or a larger table (default: byes "
              "at tables of 2)", key="cmd.tour.create.odd"),
        pause=_("Each round waits for an organiser to start it (default: no)",
                key="cmd.tour.create.pause"),
        checkin_minutes=_("A check-in before round 1, in minutes; who has not checked in is "
                          "dropped (default: none)", key="cmd.tour.create.checkin_minutes"),
        round_hours=_("A deadline per round, in hours; unfinished tables are then settled "
                      "(default: none)", key="cmd.tour.create.round_hours"),
    )
    @app_commands.choices(
        format=[
            app_commands.Choice(name=_("Swiss", key="tour.format.swiss"), value="swiss"),
            app_commands.Choice(name=_("Round robin", key="tour.format.round_robin"),
                                value="round_robin"),
            app_commands.Choice(name=_("Single elimination", key="tour.format.elimination"),
                                value="elimination"),
        ],
        odd=[
            app_commands.Choice(name=_("Byes (a bye scores as a win)",
                                       key="tour.odd_choice.byes"), value="byes"),
            app_commands.Choice(name=_("A larger table", key="tour.odd_choice.tables"),
                                value="tables"),
        ])
    async def create(self, interaction: discord.Interaction, name: app_commands.Range[str, 1, 60],
                     game: str, format: str = "swiss",
                     table_size: app_commands.Range[int, 2, 8] = 2,
                     rounds: app_commands.Range[int, 1, 30] | None = None,
                     turn_hours: app_commands.Range[int, 1, 336] = 24,
                     forfeit_after: app_commands.Range[int, 0, 20] = 3,
                     registration_hours: app_commands.Range[int, 1, 720] | None = None,
                     options: str | None = None, odd: str | None = None,
                     pause: bool = False,
                     checkin_minutes: app_commands.Range[int, 0, 1440] = 0,
                     round_hours: app_commands.Range[int, 0, 720] = 0,
                     late_bank_hours: app_commands.Range[int, 0, 336] | None = None) -> None:
        await access.check_organiser(self.bot, interaction)
        info = registry.get(game).info
        if format == "elimination" and info.teams:  # TR-S7: a side wins, not one player
            raise UserError("tour.elimination_sides", game=info.title_msg)
        if not info.min_seats <= table_size <= info.max_seats:
            raise UserError("tour.bad_table_size", game=info.title_msg,
                            low=info.min_seats, high=info.max_seats)
        resolved = info.resolve_options(parse_options(options), table_size)
        assert interaction.guild is not None and interaction.channel is not None
        moment = discord_now()
        tournament = await self.bot.store.create_tournament(
            guild_id=interaction.guild.id, channel_id=interaction.channel.id, name=name,
            game_type=game, options=resolved, format=format, table_size=table_size,
            rounds=rounds or 0, turn_seconds=turn_hours * 3600, forfeit_after=forfeit_after,
            stuck_days=7,
            registration_ends=moment + registration_hours * 3600 if registration_hours else None,
            seed=secrets.randbits(62), creator_id=interaction.user.id,
            odd=odd or ("byes" if table_size == 2 else "tables"), pause=pause,
            checkin_minutes=checkin_minutes, round_hours=round_hours,
            bank_seconds=(info.late_bank_hours if late_bank_hours is None
                          else late_bank_hours) * 3600)
        locale = interaction.guild_locale
        await interaction.response.send_message(
            embed=registration.embed(tournament, [], {}, locale, present.Progress(0)),
            view=registration.view(tournament, locale))
        message = await interaction.original_response()
        await self.bot.store.set_tournament(tournament.id, message_id=message.id)
        self.schedule.wake()

    @create.autocomplete("game")
    async def _game_choices(self, interaction: discord.Interaction,
                            current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=g.info.title, value=g.info.key)
                for g in registry.all_games() if current.lower() in g.info.title.lower()][:25]

    # ------------------------------------------------------------------ running

    @tournament.command(name=_("start", key="cmd.tour.start.name"),
                        description=_("Close registration and start round 1 (organisers)",
                                      key="cmd.tour.start.description"))
    @app_commands.describe(tournament=WHICH)
    async def start(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        found = await self.organiser(interaction, tournament)
        if found.status != "registration":
            raise NotAllowed("tour.already_started", name=found.name)
        await interaction.response.defer(ephemeral=True, thinking=True)
        outcome = await self.runner.start(found.id, interaction.locale)
        key = "tour.checkin_started" if outcome == "checkin" else "tour.started"
        await interaction.followup.send(t(interaction.locale, key, name=found.name,
                                          count=found.checkin_minutes), ephemeral=True)

    @tournament.command(name=_("next", key="cmd.tour.next.name"),
                        description=_("Start the next round now (organisers)",
                                      key="cmd.tour.next.description"))
    @app_commands.describe(settle=_("End the unfinished tables by the game's ranking first",
                                    key="cmd.tour.next.settle"), tournament=WHICH)
    async def next_round(self, interaction: discord.Interaction, settle: bool = False,
                         tournament: int | None = None) -> None:
        found = await self.organiser(interaction, tournament)
        if found.status == "registration":
            raise NotAllowed("tour.not_started", name=found.name)
        if found.status != "running":
            raise NotAllowed("tour.closed", name=found.name)
        await interaction.response.defer(ephemeral=True, thinking=True)
        if settle:
            await self.runner.settle_round(found, "organiser")
        outcome = await self.runner.advance(found.id, interaction.locale, organiser=True)
        now = await self.bot.store.tournament(found.id)
        key = "tour.next_finished" if outcome == "finished" else "tour.next_started"
        await interaction.followup.send(t(interaction.locale, key, name=found.name,
                                          round=now.round), ephemeral=True)

    @tournament.command(name=_("settle", key="cmd.tour.settle.name"),
                        description=_("End a table now by the game's ranking (organisers)",
                                      key="cmd.tour.settle.description"))
    @app_commands.describe(table=_("Table number in the current round", key="cmd.tour.table"),
                           forfeit=_("A player who forfeits (placed last)",
                                     key="cmd.tour.settle.forfeit"), tournament=WHICH)
    async def settle(self, interaction: discord.Interaction, table: app_commands.Range[int, 1, 64],
                     forfeit: discord.Member | None = None,
                     tournament: int | None = None) -> None:
        found = await self.organiser(interaction, tournament)
        if found.status != "running":
            raise NotAllowed("tour.not_running", name=found.name)
        rows = {row.table_no: row for row in await self.bot.store.tables(found.id, found.round)}
        if table not in rows:
            raise UserError("tour.no_table", table=table, round=found.round)
        if forfeit is not None and forfeit.id not in rows[table].players:
            raise UserError("tour.not_at_table", table=table)
        if rows[table].result is not None:
            raise NotAllowed("tour.table_has_result", table=table)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.runner.settle(found, rows[table], forfeit=forfeit.id if forfeit else None)
        await interaction.followup.send(t(interaction.locale, "tour.settled", table=table,
                                          name=found.name), ephemeral=True)
        await self.runner.advance(found.id)

    @tournament.command(name=_("cancel", key="cmd.tour.cancel.name"),
                        description=_("Call the tournament off (organisers)",
                                      key="cmd.tour.cancel.description"))
    @app_commands.describe(tournament=WHICH)
    async def cancel(self, interaction: discord.Interaction,
                     tournament: int | None = None) -> None:
        found = await self.organiser(interaction, tournament)
        if not found.is_open:
            raise NotAllowed("tour.closed", name=found.name)
        await interaction.response.defer(thinking=True)
        if not await self.runner.cancel(found):
            raise NotAllowed("tour.closed", name=found.name)
        await interaction.followup.send(t(interaction.guild_locale, "tour.cancelled",
                                          name=found.name))

    # ------------------------------------------------------------------ entrants

    @tournament.command(name=_("add", key="cmd.tour.add.name"),
                        description=_("Register a player or an AI player (organisers)",
                                      key="cmd.tour.add.description"))
    @app_commands.describe(player=_("The player to register", key="cmd.tour.add.player"),
                           ai_level=_("Or: register an AI player of this level",
                                      key="cmd.tour.add.ai_level"), tournament=WHICH)
    async def add(self, interaction: discord.Interaction, player: discord.Member | None = None,
                  ai_level: str | None = None, tournament: int | None = None) -> None:
        found = await self.organiser(interaction, tournament)
        if (player is None) == (ai_level is None):
            raise UserError("tour.add_one")
        levels = registry.get(found.game_type).info.ai_levels
        if ai_level is not None and ai_level not in levels:
            raise UserError("tour.bad_level", level=ai_level[:40], levels=list(levels))
        if player is not None and await registration.status_of(
                self.bot, found.id, player.id) in ("active", "eliminated"):
            raise NotAllowed("tour.already_registered", player=player.mention, name=found.name)
        registration.check_may_join(found)
        await interaction.response.defer(ephemeral=True, thinking=True)
        added = await self.bot.store.add_entrant(found.id, player.id if player else None,
                                                 ai_level=ai_level, since=found.round + 1,
                                                 checked_in=True)
        who = player.mention if player else present.entrant_name(added, "")
        await interaction.followup.send(t(interaction.locale, "tour.added", player=who,
                                          name=found.name), ephemeral=True)
        await self.runner.refresh(found.id)

    @add.autocomplete("ai_level")
    async def _level_choices(self, interaction: discord.Interaction,
                             current: str) -> list[app_commands.Choice[str]]:
        return level_choices(registry.all_games(), current)

    @tournament.command(name=_("remove", key="cmd.tour.remove.name"),
                        description=_("Drop a player from the next rounds (organisers)",
                                      key="cmd.tour.remove.description"))
    @app_commands.describe(player=_("The player to drop", key="cmd.tour.remove.player"),
                           tournament=WHICH)
    async def remove(self, interaction: discord.Interaction, player: discord.Member,
                     tournament: int | None = None) -> None:
        found = await self.organiser(interaction, tournament)
        if not found.is_open:
            raise NotAllowed("tour.closed", name=found.name)
        if await registration.status_of(self.bot, found.id, player.id) != "active":
            raise NotAllowed("tour.not_registered", player=player.mention, name=found.name)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.bot.store.set_entrant_status(found.id, player.id, "dropped")
        await interaction.followup.send(t(interaction.locale, "tour.removed",
                                          player=player.mention, name=found.name,
                                          round=found.round + 1), ephemeral=True)
        await self.runner.refresh(found.id)

    @tournament.command(name=_("replace", key="cmd.tour.replace.name"),
                        description=_("Hand a player's place (and current seat) to another",
                                      key="cmd.tour.replace.description"))
    @app_commands.describe(old=_("The player leaving", key="cmd.tour.replace.old"),
                           new=_("The player taking over", key="cmd.tour.replace.new"),
                           tournament=WHICH)
    async def replace(self, interaction: discord.Interaction, old: discord.Member,
                      new: discord.Member, tournament: int | None = None) -> None:
        found = await self.organiser(interaction, tournament)
        if await registration.status_of(self.bot, found.id, old.id) is None:
            raise NotAllowed("tour.not_registered", player=old.mention, name=found.name)
        if await registration.status_of(self.bot, found.id, new.id) is not None:
            raise NotAllowed("tour.already_registered", player=new.mention, name=found.name)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.bot.store.replace_entrant(found.id, old.id, new.id)
        for row in await self.bot.store.tables(found.id, found.round):
            if new.id in row.players and row.result is None and row.game_id is not None:
                record = await self.bot.store.get(row.game_id)
                if record.is_open and old.id in record.players:
                    await self.bot.tables.replace_seat(
                        record.id, record.players.index(old.id), user_id=new.id)
        await interaction.followup.send(
            t(interaction.locale, "tour.replaced", old=old.mention, new=new.mention,
              name=found.name), ephemeral=True)
        await self.runner.refresh(found.id)

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

    # ------------------------------------------------------------------ reading

    @tournament.command(name=_("standings", key="cmd.tour.standings.name"),
                        description=_("Show the standings", key="cmd.tour.standings.description"))
    @app_commands.describe(tournament=WHICH)
    async def standings(self, interaction: discord.Interaction,
                        tournament: int | None = None) -> None:
        found = await access.resolve(self.bot, interaction, tournament)
        await interaction.response.defer(ephemeral=True, thinking=True)
        message = await present.standings_message(
            found, await self.runner.standings(found), await self.runner.names(found),
            interaction.locale, await self.runner.progress(found),
            final=found.status == "finished")
        await interaction.followup.send(**message, ephemeral=True)

    @tournament.command(name=_("round", key="cmd.tour.round.name"),
                        description=_("Who met whom in a round, and the results",
                                      key="cmd.tour.round.description"))
    @app_commands.describe(number=_("The round (default: the current one)",
                                    key="cmd.tour.round.number"), tournament=WHICH)
    async def round(self, interaction: discord.Interaction,
                    number: app_commands.Range[int, 1, 64] | None = None,
                    tournament: int | None = None) -> None:
        found = await access.resolve(self.bot, interaction, tournament)
        shown = number or found.round
        if not 1 <= shown <= found.round:
            raise UserError("tour.no_round", name=found.name, round=shown, count=found.round)
        await interaction.response.defer(ephemeral=True, thinking=True)
        byes = [p for r, p in await self.bot.store.byes(found.id) if r == shown]
        text = present.round_text(interaction.locale, found, shown,
                                  await self.bot.store.tables(found.id, shown), byes,
                                  await self.runner.names(found))
        await interaction.followup.send(text, ephemeral=True,
                                        allowed_mentions=discord.AllowedMentions.none())

    @tournament.command(name=_("rules", key="cmd.tour.rules.name"),
                        description=_("How this tournament is played, scored and tie-broken",
                                      key="cmd.tour.rules.description"))
    @app_commands.describe(tournament=WHICH)
    async def rules(self, interaction: discord.Interaction,
                    tournament: int | None = None) -> None:
        found = await access.resolve(self.bot, interaction, tournament)
        await interaction.response.send_message(present.rules_text(interaction.locale, found),
                                                ephemeral=True)

    @tournament.command(name=_("status", key="cmd.tour.status.name"),
                        description=_("The current round's tables, and which are stuck",
                                      key="cmd.tour.status.description"))
    @app_commands.describe(tournament=WHICH)
    async def status(self, interaction: discord.Interaction,
                     tournament: int | None = None) -> None:
        found = await access.resolve(self.bot, interaction, tournament)
        await interaction.response.defer(ephemeral=True, thinking=True)
        names = await self.runner.names(found)
        lines = [f"**{found.name}**"]
        for row in await self.bot.store.tables(found.id, found.round):
            line = present.table_line(interaction.locale, row, names)
            if row.result is None and row.game_id is not None:
                record = await self.bot.store.get(row.game_id)
                idle = discord_now() - discord.utils.parse_time(record.updated_at).timestamp()
                if idle > found.stuck_days * 86400:
                    line += " " + t(interaction.locale, "tour.stuck", count=int(idle // 86400))
            lines.append(line)
        if found.round_deadline and found.status == "running":
            lines.append(t(interaction.locale, "tour.round_ends",
                           when=f"<t:{int(found.round_deadline)}:F>"))
        await interaction.followup.send("\n".join(lines)[:2000], ephemeral=True,
                                        allowed_mentions=discord.AllowedMentions.none())

    @tournament.command(name=_("export", key="cmd.tour.export.name"),
                        description=_("The standings and every game as CSV files",
                                      key="cmd.tour.export.description"))
    @app_commands.describe(tournament=WHICH)
    async def export(self, interaction: discord.Interaction,
                     tournament: int | None = None) -> None:
        found = await access.resolve(self.bot, interaction, tournament)
        await interaction.response.defer(ephemeral=True, thinking=True)
        files = export.files(found, await self.runner.standings(found),
                             await self.runner.names(found),
                             await self.bot.store.tables(found.id))
        await interaction.followup.send(t(interaction.locale, "tour.exported", name=found.name),
                                        files=files, ephemeral=True)

    async def _tournament_choices(self, interaction: discord.Interaction,
                                  current: str) -> list[app_commands.Choice[int]]:
        return await access.choices(self.bot, interaction, current)

    for _command in (start, next_round, settle, cancel, add, remove, replace, standings, round,
                     rules, status, export):
        _command.autocomplete("tournament")(_tournament_choices)
    del _command
