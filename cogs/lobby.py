"""`/game …`: open a lobby, join, leave, start, show, abandon, list and find your games.

Discord glue only: the turn pipeline (`bot.tables`) does the work, the table kit posts the game.
"""

from __future__ import annotations

import contextlib
import math
from typing import TYPE_CHECKING, Any

import discord
from cachetools import LRUCache
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.core import discord_now
from bot.errors import NotAllowed, UserError
from bot.i18n import LocaleLike, duration, t
from bot.limits import MESSAGE, chunks
from bot.names import display_names
from bot.store import GameRecord
from cogs.table.asked import secret_seats
from cogs.table.place import CheckedGame
from games import registry
from games.base import Game, Option

if TYPE_CHECKING:
    from bot.core import GameBot

STATUS_COOLDOWN = 60.0  # seconds between two public re-posts of the same game
STATUSES_KEPT = 10_000
MINE_LIMIT = 50


def parse_options(text: str | None) -> dict[str, str]:
    """`long=yes, speed=2` → {"long": "yes", "speed": "2"}; a bare word means yes."""
    options: dict[str, str] = {}
    for part in (text or "")[:500].replace(",", " ").split()[:20]:
        key, _sep, value = part.partition("=")
        options[key.strip().lower()[:40]] = value.strip()[:40] or "yes"
    return options


def level_choices(games: list[Game], typed: str) -> list[app_commands.Choice[str]]:
    """The AI levels of `games` matching what was typed (autocomplete)."""
    levels = dict.fromkeys(level for g in games for level in g.info.ai_levels)
    return [app_commands.Choice(name=level, value=level) for level in levels
            if typed.lower()[:40] in level][:25]


def title(locale: LocaleLike, game_type: str) -> str:
    return t(locale, registry.get(game_type).info.title_msg.key)


def option_value(locale: LocaleLike, option: Option, value: Any) -> str:
    """An option's value as players read it: yes/no, a choice's name, a number."""
    if option.kind == "bool":
        return t(locale, "lobby.yes" if value else "lobby.no")
    if option.kind == "choice":
        shown = t(locale, f"{option.description}.{value}")
        return str(value) if shown == f"{option.description}.{value}" else shown
    return str(value)


def lobby_embed(record: GameRecord, locale: LocaleLike) -> discord.Embed:
    game = registry.get(record.game_type)
    state = {"lobby": "lobby.description", "active": "lobby.started",
             "finished": "lobby.started", "abandoned": "lobby.called_off"}[record.status]
    embed = discord.Embed(
        title=t(locale, "lobby.title", game=title(locale, record.game_type)),
        description=t(locale, state, min=game.info.min_seats, max=record.max_seats),
        colour=discord.Colour.dark_teal(),
    )
    players = "\n".join(
        f"{seat + 1}. " + (t(locale, "lobby.ai_seat", level=record.ai_levels[seat])
                           if record.is_ai(seat) else f"<@{user}>")
        for seat, user in enumerate(record.players))
    embed.add_field(name=t(locale, "lobby.players", count=len(record.players),
                           max=record.max_seats), value=players or "—", inline=False)
    chosen = [f"{t(locale, option.description)}: "
              f"{option_value(locale, option, record.options.get(option.key))}"
              for option in game.info.options if option.key in record.options]
    if chosen:
        embed.add_field(name=t(locale, "lobby.options"), value="\n".join(chosen)[:1024],
                        inline=False)
    forfeit = (t(locale, "lobby.forfeit_after", count=record.forfeit_after)
               if record.forfeit_after else t(locale, "lobby.never_forfeit"))
    embed.add_field(name=t(locale, "lobby.clock"), inline=False,
                    value=t(locale, "lobby.clock_value", hours=record.turn_seconds // 3600,
                            forfeit=forfeit) + "\n" + t(locale, "lobby.vacation",
                                                         days=record.vacation_days)
                    + ("\n" + t(locale, "lobby.late_bank", left=duration(
                        locale, record.bank_seconds)) if record.bank_seconds else ""))
    embed.set_footer(text=t(locale, "lobby.footer", id=record.id))
    return embed


def lobby_view(record: GameRecord, locale: LocaleLike) -> discord.ui.View:
    """Join / Leave / Start; an empty view once the lobby is over (its buttons go away)."""
    view = discord.ui.View(timeout=None)
    if record.status != "lobby":
        return view
    view.add_item(LobbyButton(record.id, "join", t(locale, "lobby.join"),
                              discord.ButtonStyle.success))
    view.add_item(LobbyButton(record.id, "leave", t(locale, "lobby.leave"),
                              discord.ButtonStyle.secondary))
    view.add_item(LobbyButton(record.id, "start", t(locale, "lobby.start"),
                              discord.ButtonStyle.primary))
    return view


class LobbyButton(
    CheckedGame,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"lobby:(?P<action>join|leave|start):(?P<game>[0-9]{1,18})",
):
    """Join / Leave / Start on a lobby message; the custom_id carries the game id."""

    def __init__(self, game_id: int, action: str, label: str = "",
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> None:
        super().__init__(discord.ui.Button(label=label or action, style=style,
                                           custom_id=f"lobby:{action}:{game_id}"))
        self.game_id = game_id
        self.action = action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: Any
    ) -> LobbyButton:
        return cls(int(match["game"]), match["action"], item.label or "", item.style)

    async def act(self, interaction: discord.Interaction) -> None:
        bot: GameBot = interaction.client  # type: ignore[assignment]
        user = interaction.user.id
        record = await bot.store.get(self.game_id)
        if record.status == "abandoned":
            raise UserError("lobby.was_called_off")
        if self.action == "start":
            record, _match = await bot.tables.start(self.game_id, user)
        elif self.action == "join":
            record = await bot.store.join(self.game_id, user)
        else:
            record = await bot.store.leave(self.game_id, user)
        locale = interaction.guild_locale
        await interaction.response.edit_message(embed=lobby_embed(record, locale),
                                                view=lobby_view(record, locale))


class AbandonButton(
    CheckedGame,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"game:abandon:(?P<game>[0-9]{1,18})",
):
    """The confirmation of `/game abandon` (shown privately to the one who asked)."""

    def __init__(self, game_id: int, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=label or "abandon",
                                           style=discord.ButtonStyle.danger,
                                           custom_id=f"game:abandon:{game_id}"))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: Any
    ) -> AbandonButton:
        return cls(int(match["game"]), item.label or "")

    async def act(self, interaction: discord.Interaction) -> None:
        bot: GameBot = interaction.client  # type: ignore[assignment]
        record = await bot.store.get(self.game_id)
        check_may_abandon(interaction, record)
        record = await bot.tables.abandon(self.game_id)
        await interaction.response.edit_message(
            content=t(interaction.locale, "abandon.done_private"), view=None)
        await _tell_channel(bot, record, interaction.user.id)


async def _tell_channel(bot: GameBot, record: GameRecord, user_id: int) -> None:
    """The abandon, said in the game's channel; the lobby message (if still a lobby) too."""
    channel = bot.get_channel(record.channel_id)
    if not isinstance(channel, discord.abc.Messageable):
        return
    locale = getattr(getattr(channel, "guild", None), "preferred_locale", None)
    await channel.send(t(locale, "abandon.done_public", game=title(locale, record.game_type),
                         user=f"<@{user_id}>"))
    if record.lobby_message_id is not None:
        with contextlib.suppress(discord.HTTPException):  # the lobby message may be gone
            await channel.get_partial_message(record.lobby_message_id).edit(
                embed=lobby_embed(record, locale), view=None)


async def leave_seat(bot: GameBot, record: GameRecord, seat: int,
                     interaction: discord.Interaction) -> str:
    """The seat goes to the game's stand-in AI; the public line that says so."""
    level = registry.get(record.game_type).info.stand_in_level
    await bot.tables.replace_seat(record.id, seat, ai_level=level)
    return t(interaction.guild_locale, "leave.done", user=interaction.user.mention,
             seat=seat + 1)


class LeaveButton(
    CheckedGame,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"game:leave:(?P<game>[0-9]{1,18})",
):
    """The confirmation of `/game leave` in a tournament game, where leaving forfeits the table
    at once (shown privately to the one who asked)."""

    def __init__(self, game_id: int, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=label or "leave",
                                           style=discord.ButtonStyle.danger,
                                           custom_id=f"game:leave:{game_id}"))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: Any
    ) -> LeaveButton:
        return cls(int(match["game"]), item.label or "")

    async def act(self, interaction: discord.Interaction) -> None:
        bot: GameBot = interaction.client  # type: ignore[assignment]
        record = await bot.store.get(self.game_id)
        seat = record.seat_of(interaction.user.id)
        if record.status != "active":
            raise NotAllowed("game.not_running")
        if seat is None:
            raise NotAllowed("leave.not_playing")
        text = await leave_seat(bot, record, seat, interaction)
        await interaction.response.edit_message(
            content=t(interaction.locale, "leave.done_private"), view=None)
        channel = bot.get_channel(record.channel_id)
        if isinstance(channel, discord.abc.Messageable):
            await channel.send(text, allowed_mentions=discord.AllowedMentions.none())


def check_may_abandon(interaction: discord.Interaction, record: GameRecord) -> None:
    perms = interaction.permissions
    if interaction.user.id != record.creator_id and not perms.manage_guild:
        raise NotAllowed("abandon.not_allowed")


def cooldown_left(waited: float) -> int:
    """Whole seconds until the game may be shown again (`waited` < the cooldown): rounded up,
    so a refusal never says 0, and never more than the cooldown it quotes."""
    return min(math.ceil(STATUS_COOLDOWN - waited), int(STATUS_COOLDOWN))


class Lobby(commands.Cog):
    game = app_commands.Group(name=_("game", key="cmd.game.name"),
                              description=_("Play board games in this channel",
                                            key="cmd.game.description"),
                              guild_only=True)

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        # (channel, game) -> when shown; the least recently shown beyond the cap are forgotten
        # (their cooldown long over), so memory stays flat
        self._last_status: LRUCache[tuple[int, int], float] = LRUCache(STATUSES_KEPT)

    @game.command(name=_("new", key="cmd.game.new.name"),
                  description=_("Open a lobby for a new game in this channel",
                                key="cmd.game.new.description"))
    @app_commands.describe(
        game=_("Which game", key="cmd.game.new.game"),
        players=_("Most players who may join (default: the game's maximum)",
                  key="cmd.game.new.players"),
        options=_("Game options, e.g. long=yes", key="cmd.game.new.options"),
        turn_hours=_("Hours each player has for a turn (default 24)",
                     key="cmd.game.new.turn_hours"),
        ai_players=_("Seats to fill with AI players", key="cmd.game.new.ai_players"),
        ai_level=_("How strong the AI players are", key="cmd.game.new.ai_level"),
        forfeit_after=_("Timeouts after which a player forfeits to an AI (0: never; default 3)",
                        key="cmd.game.new.forfeit_after"),
        vacation_days=_("Most days a player's vacation may pause their clock (default 7)",
                        key="cmd.game.new.vacation_days"),
        late_bank_hours=_("Hours each player may run late in all, once a deadline passes "
                          "(default: the game's)", key="cmd.game.new.late_bank_hours"),
        rated=_("Whether the result counts for ratings (default yes)",
                key="cmd.game.new.rated"),
    )
    async def new(self, interaction: discord.Interaction, game: str,
                  players: app_commands.Range[int, 1, 16] | None = None,
                  options: str | None = None,
                  turn_hours: app_commands.Range[int, 1, 336] = 24,
                  ai_players: app_commands.Range[int, 0, 15] = 0,
                  ai_level: str | None = None,
                  forfeit_after: app_commands.Range[int, 0, 20] = 3,
                  vacation_days: app_commands.Range[int, 0, 60] = 7,
                  late_bank_hours: app_commands.Range[int, 0, 336] | None = None,
                  rated: bool = True) -> None:
        assert interaction.guild is not None and interaction.channel is not None
        record = await self.bot.tables.create(
            guild_id=interaction.guild.id,
            channel_id=interaction.channel.id,
            game_key=game.strip().lower()[:40],
            options=parse_options(options),
            seats=players,
            creator_id=interaction.user.id,
            turn_seconds=turn_hours * 3600,
            forfeit_after=forfeit_after,
            vacation_days=vacation_days,
            bank_hours=late_bank_hours,
            ai_seats=ai_players,
            ai_level=ai_level[:40] if ai_level else None,
            rated=rated,
        )
        await interaction.response.send_message(
            embed=lobby_embed(record, interaction.guild_locale),
            view=lobby_view(record, interaction.guild_locale),
        )
        message = await interaction.original_response()
        await self.bot.store.set_messages(record.id, lobby=message.id)

    @new.autocomplete("game")
    async def _game_choices(self, interaction: discord.Interaction,
                            current: str) -> list[app_commands.Choice[str]]:
        typed = current.lower()[:40]
        return [
            app_commands.Choice(
                name=f"{title(interaction.locale, g.info.key)} "
                     f"({g.info.min_seats}–{g.info.max_seats})"[:100], value=g.info.key)
            for g in registry.all_games()
            if typed in g.info.title.lower() or typed in g.info.key
        ][:25]

    @new.autocomplete("ai_level")
    async def _level_choices(self, interaction: discord.Interaction,
                             current: str) -> list[app_commands.Choice[str]]:
        key = getattr(interaction.namespace, "game", None)
        known = {g.info.key for g in registry.all_games()}
        return level_choices([registry.get(key)] if key in known else registry.all_games(),
                             current)

    @game.command(name=_("status", key="cmd.game.status.name"),
                  description=_("Show the game in this channel and whose turn it is",
                                key="cmd.game.status.description"))
    async def status(self, interaction: discord.Interaction) -> None:
        record = await self._open_here(interaction)
        if record.status == "lobby":
            await interaction.response.send_message(
                embed=lobby_embed(record, interaction.locale), ephemeral=True)
            return
        key = (record.channel_id, record.id)
        waited = discord_now() - self._last_status.get(key, -STATUS_COOLDOWN)
        if waited < STATUS_COOLDOWN:
            prefix = registry.get(record.game_type).info.prefix
            raise UserError("status.cooldown",
                            cooldown=duration(interaction.locale, STATUS_COOLDOWN),
                            wait=duration(interaction.locale, cooldown_left(waited)),
                            command=f"/{prefix} board" if prefix else "/game status")
        self._last_status[key] = discord_now()
        await interaction.response.send_message(t(interaction.locale, "status.posting"),
                                                ephemeral=True)
        await self.bot.kit.presenter.announce(record)  # type: ignore[attr-defined]

    @game.command(name=_("abandon", key="cmd.game.abandon.name"),
                  description=_("Call off the game in this channel (creator or Manage Server)",
                                key="cmd.game.abandon.description"))
    async def abandon(self, interaction: discord.Interaction) -> None:
        record = await self._open_here(interaction)
        check_may_abandon(interaction, record)
        view = discord.ui.View(timeout=None)
        view.add_item(AbandonButton(record.id, t(interaction.locale, "abandon.confirm_button")))
        await interaction.response.send_message(
            t(interaction.locale, "abandon.confirm", game=title(interaction.locale,
                                                                 record.game_type)),
            view=view, ephemeral=True)

    @game.command(name=_("list", key="cmd.game.list.name"),
                  description=_("List the games open in this server",
                                key="cmd.game.list.description"))
    async def list_games(self, interaction: discord.Interaction) -> None:
        assert interaction.guild is not None
        records = await self.bot.store.open_games(interaction.guild.id)
        if not records:
            raise UserError("list.empty")
        lines = [
            t(interaction.locale, f"list.line.{r.status}", channel=f"<#{r.channel_id}>",
              game=title(interaction.locale, r.game_type), players=len(r.players), id=r.id)
            for r in records[:40]
        ]
        await interaction.response.send_message(chunks(lines, MESSAGE)[0], ephemeral=True)

    @game.command(name=_("mine", key="cmd.game.mine.name"),
                  description=_("Every game you play in, those waiting on you first",
                                key="cmd.game.mine.description"))
    async def mine(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        locale = interaction.locale
        waiting, others = [], []
        for record in (await self.bot.store.games_of(interaction.user.id))[:MINE_LIMIT]:
            seat = record.seat_of(interaction.user.id)
            where = f"https://discord.com/channels/{record.guild_id}/{record.channel_id}"
            name = title(locale, record.game_type)
            if record.status == "lobby":
                others.append(t(locale, "mine.lobby", game=name, id=record.id, link=where))
                continue
            match = await self.bot.tables.match(record)
            awaiting = match.awaiting()
            if seat in awaiting:
                timer = await self.bot.store.timer(record.id, seat) if seat is not None else None
                due = f"<t:{int(timer.due_at)}:R>" if timer and timer.kind == "turn" else "—"
                waiting.append(t(locale, "mine.your_turn", game=name, id=record.id, link=where,
                                 due=due))
            else:
                others.append(await self._waiting_line(locale, record, match, name, where))
        if not waiting and not others:
            text = t(locale, "mine.none")
        else:
            text = chunks([t(locale, "mine.title", count=len(waiting)), *waiting, *others],
                          MESSAGE)[0]
        await interaction.edit_original_response(content=text)

    async def _waiting_line(self, locale: LocaleLike, record: GameRecord, match: Any,
                            name: str, link: str) -> str:
        """A game not waiting on the reader: whose turn it is (names, never pings) and the
        first of their deadlines, so a player juggling games knows when theirs comes back.
        Seats the game asks in secret are not named (`Presentation.secret_waits`): with only
        those, the line says so and gives the last of their deadlines."""
        awaiting = match.awaiting()
        secret = secret_seats(self.bot.kit.presentation(record.game_type),  # type: ignore[attr-defined]
                              match)
        named = [seat for seat in awaiting if seat not in secret]
        names = await display_names(self.bot, record)
        due = [timer.due_at for timer in await self.bot.store.timers(record.id)
               if timer.kind == "turn" and timer.seat in (named or awaiting)]
        if not named and secret:
            return t(locale, "mine.waiting_secret", game=name, id=record.id, link=link,
                     due=f"<t:{int(max(due))}:R>" if due else "—")
        return t(locale, "mine.waiting", game=name, id=record.id, link=link,
                 players=[names[seat] for seat in named if seat < len(names)],
                 due=f"<t:{int(min(due))}:R>" if due else "—")

    @game.command(name=_("move", key="cmd.game.move.name"),
                  description=_("Play a move in the game here, in its notation",
                                key="cmd.game.move.description"))
    @app_commands.describe(move=_("The move (autocomplete lists yours)",
                                  key="cmd.game.move.move"))
    async def move(self, interaction: discord.Interaction, move: str) -> None:
        record = await self._open_here(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        played = await self.bot.tables.play(record.id, interaction.user.id, move)
        await interaction.edit_original_response(
            content=t(interaction.locale, "move.played", move=played.move[:200]))

    @move.autocomplete("move")
    async def _move_choices(self, interaction: discord.Interaction,
                            current: str) -> list[app_commands.Choice[str]]:
        record = await self.bot.store.open_game_in(interaction.channel_id or 0)
        seat = record.seat_of(interaction.user.id) if record else None
        if record is None or record.status != "active" or seat is None:
            return []
        moves = (await self.bot.tables.match(record)).legal_moves(seat)
        return [app_commands.Choice(name=m, value=m) for m in moves
                if len(m) <= 100 and current.lower()[:100] in m][:25]

    @game.command(name=_("replace", key="cmd.game.replace.name"),
                  description=_("Give a seat to another member or an AI (creator or Manage "
                                "Server)", key="cmd.game.replace.description"))
    @app_commands.describe(
        seat=_("Seat number (1 is the first seat)", key="cmd.game.replace.seat"),
        player=_("The member who takes the seat", key="cmd.game.replace.player"),
        ai_level=_("Or: an AI of this level takes the seat", key="cmd.game.replace.ai_level"),
    )
    async def replace(self, interaction: discord.Interaction, seat: app_commands.Range[int, 1, 16],
                      player: discord.Member | None = None, ai_level: str | None = None) -> None:
        record = await self._open_here(interaction)
        check_may_abandon(interaction, record)
        levels = registry.get(record.game_type).info.ai_levels
        if (player is None) == (ai_level is None) or (player is not None and player.bot) or (
                ai_level is not None and ai_level not in levels):
            raise UserError("replace.choose_one", levels=list(levels))
        await self.bot.tables.replace_seat(record.id, seat - 1,
                                           user_id=player.id if player else None,
                                           ai_level=ai_level)
        who = player.mention if player else t(interaction.guild_locale, "lobby.ai_seat",
                                              level=ai_level)
        await interaction.response.send_message(
            t(interaction.guild_locale, "replace.done", seat=seat, who=who))

    @replace.autocomplete("ai_level")
    async def _replace_levels(self, interaction: discord.Interaction,
                              current: str) -> list[app_commands.Choice[str]]:
        record = await self.bot.store.open_game_in(interaction.channel_id or 0)
        return level_choices([registry.get(record.game_type)] if record
                             else registry.all_games(), current)

    @game.command(name=_("leave", key="cmd.game.leave.name"),
                  description=_("Leave the game in this channel (an AI plays your seat)",
                                key="cmd.game.leave.description"))
    async def leave(self, interaction: discord.Interaction) -> None:
        record = await self._open_here(interaction)
        seat = record.seat_of(interaction.user.id)
        if seat is None:
            raise NotAllowed("leave.not_playing")
        if record.status == "lobby":
            await self.bot.store.leave(record.id, interaction.user.id)
            await interaction.response.send_message(t(interaction.locale, "leave.lobby"),
                                                    ephemeral=True)
            return
        if await self.bot.store.table_of_game(record.id) is not None:
            view = discord.ui.View(timeout=None)
            view.add_item(LeaveButton(record.id, t(interaction.locale, "leave.confirm_button")))
            await interaction.response.send_message(
                t(interaction.locale, "leave.confirm_tournament"), view=view, ephemeral=True)
            return
        await interaction.response.send_message(await leave_seat(self.bot, record, seat,
                                                                 interaction))

    @game.command(name=_("reminders", key="cmd.game.reminders.name"),
                  description=_("Whether turn reminders (and news of your secrets) come to you "
                                "by DM", key="cmd.game.reminders.description"))
    @app_commands.describe(dm=_("Send me turn reminders by direct message",
                                key="cmd.game.reminders.dm"),
                           secrets=_("Send me what changed in my hidden cards by direct message",
                                     key="cmd.game.reminders.secrets"))
    async def reminders(self, interaction: discord.Interaction, dm: bool,
                        secrets: bool | None = None) -> None:
        store = self.bot.store
        await store.set_dm_reminders(interaction.user.id, dm)
        await store.set_player(interaction.user.id, locale=str(interaction.locale),
                               dm_private=secrets)
        lines = [t(interaction.locale, "reminders.on" if dm else "reminders.off")]
        if secrets is not None:
            lines.append(t(interaction.locale, "reminders.secrets_on" if secrets
                           else "reminders.secrets_off"))
        await interaction.response.send_message("\n".join(lines), ephemeral=True)

    @game.command(name=_("vacation", key="cmd.game.vacation.name"),
                  description=_("Pause your turn clocks while you are away",
                                key="cmd.game.vacation.description"))
    @app_commands.describe(days=_("Days away", key="cmd.game.vacation.days"))
    async def vacation(self, interaction: discord.Interaction,
                       days: app_commands.Range[int, 1, 60]) -> None:
        """A vacation pushes back your running deadlines once (never giving back time already
        used, never the same days twice) within what each game allows; its days count."""
        moment = discord_now()
        until = moment + days * 86400
        await self.bot.store.set_vacation(interaction.user.id, until)
        await self.bot.store.extend_for_vacation(interaction.user.id, moment)
        await interaction.response.send_message(
            t(interaction.locale, "vacation.on", until=f"<t:{int(until)}:F>"), ephemeral=True)

    async def _open_here(self, interaction: discord.Interaction) -> GameRecord:
        record = await self.bot.store.open_game_in(interaction.channel_id or 0)
        if record is None:
            raise UserError("game.none_here")
        return record


async def setup(bot: GameBot) -> None:
    bot.add_dynamic_items(LobbyButton, AbandonButton, LeaveButton)
    await bot.add_cog(Lobby(bot))
