"""`/game …`: open a lobby, join, leave, start, show, abandon and list games. Discord glue only."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.core import guarded
from bot.errors import NotAllowed, UserError
from bot.i18n import t
from bot.store import GameRecord
from games import registry

if TYPE_CHECKING:
    from bot.core import GameBot


def parse_options(text: str | None) -> dict[str, str]:
    """`long=yes, speed=2` → {"long": "yes", "speed": "2"}; a bare word means yes."""
    options: dict[str, str] = {}
    for part in (text or "").replace(",", " ").split():
        key, _sep, value = part.partition("=")
        options[key.strip().lower()] = value.strip() or "yes"
    return options


def lobby_embed(record: GameRecord, locale: discord.Locale | str | None) -> discord.Embed:
    game = registry.get(record.game_type)
    embed = discord.Embed(
        title=t(locale, "lobby.title", game=game.info.title),
        description=t(locale, "lobby.description", min=game.info.min_seats,
                      max=record.max_seats),
        colour=discord.Colour.dark_teal(),
    )
    players = "\n".join(f"{seat + 1}. <@{user}>" for seat, user in enumerate(record.players))
    embed.add_field(name=t(locale, "lobby.players", count=len(record.players),
                           max=record.max_seats), value=players or "—", inline=False)
    chosen = ", ".join(f"{k}={v}" for k, v in record.options.items())
    if chosen:
        embed.add_field(name=t(locale, "lobby.options"), value=chosen, inline=False)
    embed.set_footer(text=t(locale, "lobby.footer", id=record.id))
    return embed


def lobby_view(record: GameRecord, locale: discord.Locale | str | None) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(LobbyButton(record.id, "join", t(locale, "lobby.join"),
                              discord.ButtonStyle.success))
    view.add_item(LobbyButton(record.id, "leave", t(locale, "lobby.leave"),
                              discord.ButtonStyle.secondary))
    view.add_item(LobbyButton(record.id, "start", t(locale, "lobby.start"),
                              discord.ButtonStyle.primary))
    return view


class LobbyButton(
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
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> LobbyButton:
        return cls(int(match["game"]), match["action"], item.label or "", item.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: self._act(interaction))

    async def _act(self, interaction: discord.Interaction) -> None:
        bot: GameBot = interaction.client  # type: ignore[assignment]
        user = interaction.user.id
        if self.action == "start":
            record, _match = await bot.tables.start(self.game_id, user)
            await interaction.response.edit_message(
                embed=lobby_embed(record, interaction.guild_locale), view=None
            )
            await announce(bot, interaction.channel, record)
            return
        if self.action == "join":
            record = await bot.store.join(self.game_id, user)
        else:
            record = await bot.store.leave(self.game_id, user)
        await interaction.response.edit_message(
            embed=lobby_embed(record, interaction.guild_locale),
            view=lobby_view(record, interaction.guild_locale),
        )


class AbandonButton(
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
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> AbandonButton:
        return cls(int(match["game"]), item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: self._act(interaction))

    async def _act(self, interaction: discord.Interaction) -> None:
        bot: GameBot = interaction.client  # type: ignore[assignment]
        record = await bot.store.get(self.game_id)
        check_may_abandon(interaction, record)
        record = await bot.tables.abandon(self.game_id)
        await interaction.response.edit_message(
            content=t(interaction.locale, "abandon.done_private"), view=None
        )
        if isinstance(interaction.channel, discord.abc.Messageable):
            await interaction.channel.send(
                t(interaction.guild_locale, "abandon.done_public",
                  game=registry.get(record.game_type).info.title,
                  user=interaction.user.mention),
                allowed_mentions=discord.AllowedMentions.none(),
            )


def check_may_abandon(interaction: discord.Interaction, record: GameRecord) -> None:
    perms = interaction.permissions
    if interaction.user.id != record.creator_id and not perms.manage_guild:
        raise NotAllowed(t(interaction.locale, "abandon.not_allowed"))


async def announce(bot: GameBot, channel: Any, record: GameRecord) -> None:
    """The public post for a started (or re-shown) game: the game's own presenter if it has one."""
    presenter = bot.presenters.get(record.game_type)
    if presenter is not None:
        await presenter.announce(channel, record)
        return
    match = await bot.tables.match(record)
    seat = match.to_act()
    locale = getattr(getattr(channel, "guild", None), "preferred_locale", None)
    if seat is None:
        text = t(locale, "game.over_generic", game=registry.get(record.game_type).info.title)
    else:
        text = t(locale, "game.turn_generic", user=f"<@{record.players[seat]}>",
                 game=registry.get(record.game_type).info.title)
    await channel.send(text)


class Lobby(commands.Cog):
    game = app_commands.Group(name=_("game", key="cmd.game.name"),
                              description=_("Play board games in this channel",
                                            key="cmd.game.description"),
                              guild_only=True)

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @game.command(name=_("new", key="cmd.game.new.name"),
                  description=_("Open a lobby for a new game in this channel",
                                key="cmd.game.new.description"))
    @app_commands.describe(
        game=_("Which game", key="cmd.game.new.game"),
        players=_("Most players who may join (default: the game's maximum)",
                  key="cmd.game.new.players"),
        options=_("Game options, e.g. long=yes", key="cmd.game.new.options"),
    )
    async def new(self, interaction: discord.Interaction, game: str,
                  players: app_commands.Range[int, 1, 16] | None = None,
                  options: str | None = None) -> None:
        assert interaction.guild is not None and interaction.channel is not None
        record = await self.bot.tables.create(
            guild_id=interaction.guild.id,
            channel_id=interaction.channel.id,
            game_key=game,
            options=parse_options(options),
            seats=players,
            creator_id=interaction.user.id,
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
        typed = current.lower()
        return [
            app_commands.Choice(
                name=f"{g.info.title} ({g.info.min_seats}–{g.info.max_seats})", value=g.info.key)
            for g in registry.all_games()
            if typed in g.info.title.lower() or typed in g.info.key
        ][:25]

    @game.command(name=_("status", key="cmd.game.status.name"),
                  description=_("Show the game in this channel and whose turn it is",
                                key="cmd.game.status.description"))
    async def status(self, interaction: discord.Interaction) -> None:
        record = await self._open_here(interaction)
        if record.status == "lobby":
            await interaction.response.send_message(
                embed=lobby_embed(record, interaction.locale), ephemeral=True)
            return
        await interaction.response.send_message(t(interaction.locale, "status.posting"),
                                                ephemeral=True)
        await announce(self.bot, interaction.channel, record)

    @game.command(name=_("abandon", key="cmd.game.abandon.name"),
                  description=_("Call off the game in this channel (creator or Manage Server)",
                                key="cmd.game.abandon.description"))
    async def abandon(self, interaction: discord.Interaction) -> None:
        record = await self._open_here(interaction)
        check_may_abandon(interaction, record)
        view = discord.ui.View(timeout=None)
        view.add_item(AbandonButton(record.id, t(interaction.locale, "abandon.confirm_button")))
        await interaction.response.send_message(
            t(interaction.locale, "abandon.confirm",
              game=registry.get(record.game_type).info.title),
            view=view, ephemeral=True)

    @game.command(name=_("list", key="cmd.game.list.name"),
                  description=_("List the games open in this server",
                                key="cmd.game.list.description"))
    async def list_games(self, interaction: discord.Interaction) -> None:
        assert interaction.guild is not None
        records = await self.bot.store.open_games(interaction.guild.id)
        if not records:
            await interaction.response.send_message(t(interaction.locale, "list.empty"),
                                                    ephemeral=True)
            return
        lines = [
            t(interaction.locale, f"list.line.{r.status}", channel=f"<#{r.channel_id}>",
              game=registry.get(r.game_type).info.title, players=len(r.players), id=r.id)
            for r in records[:40]
        ]
        await interaction.response.send_message("\n".join(lines), ephemeral=True)

    async def _open_here(self, interaction: discord.Interaction) -> GameRecord:
        assert interaction.channel is not None
        record = await self.bot.store.open_game_in(interaction.channel.id)
        if record is None:
            raise UserError(t(interaction.locale, "game.none_here"))
        return record


async def setup(bot: GameBot) -> None:
    bot.add_dynamic_items(LobbyButton, AbandonButton)
    await bot.add_cog(Lobby(bot))

