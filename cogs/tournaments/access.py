"""Who may run a tournament, and which tournament a command means.

A command names its tournament (the `tournament` option, autocompleted with the ones of this
channel) or means the one open here. With two open in one channel a command without a name is
refused with the list to choose from, never guessed. A tournament named by id is trusted only in
its own channel or one of its threads (`check_place`): an id typed elsewhere changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.errors import NotAllowed, NotFound, UserError
from bot.limits import CHOICE, CHOICES
from bot.store import Tournament
from cogs.table.place import check_place

if TYPE_CHECKING:
    from bot.core import GameBot


async def check_organiser(bot: GameBot, interaction: discord.Interaction) -> None:
    """Manage Server, or the server's organiser role (`/tournament organisers`)."""
    if interaction.permissions.manage_guild:
        return
    settings = await bot.store.guild_settings(interaction.guild_id or 0)
    roles = getattr(interaction.user, "roles", [])
    if settings.organiser_role_id and any(r.id == settings.organiser_role_id for r in roles):
        return
    raise NotAllowed("tour.not_organiser")


def here(interaction: discord.Interaction) -> set[int]:
    """The channel of the interaction and, in a thread, its parent (a table's thread belongs to
    its tournament's channel)."""
    channel = interaction.channel
    return {getattr(channel, "id", 0), getattr(channel, "parent_id", None) or 0} - {0}


def check_here(interaction: discord.Interaction, tournament: Tournament) -> None:
    """Refuse unless the interaction is in the tournament's server, in its channel or in a
    thread of that channel."""
    channel_id = tournament.channel_id
    if tournament.channel_id in here(interaction):
        channel_id = interaction.channel_id or 0
    check_place(interaction, tournament.guild_id, channel_id)


def label(tournament: Tournament) -> str:
    return f"#{tournament.id} {tournament.name}"


async def resolve(bot: GameBot, interaction: discord.Interaction,
                  tournament_id: int | None) -> Tournament:
    """The tournament a command means: the one named, else the one whose table plays in this
    thread, else the one open here, else the latest one here. Two open here and none named:
    refused, listing them."""
    if tournament_id is not None:
        try:
            found = await bot.store.tournament(tournament_id)
        except NotFound:
            raise UserError("tour.not_found", number=tournament_id) from None
        check_here(interaction, found)
        return found
    table_of = await bot.store.tournament_of_thread(interaction.channel_id or 0)
    if table_of is not None:  # in a table's thread: its own tournament
        return await bot.store.tournament(table_of)
    places = here(interaction)
    mine = [x for x in await bot.store.tournaments(interaction.guild_id or 0)
            if x.channel_id in places]
    running = [x for x in mine if x.is_open]
    if len(running) > 1:
        raise UserError("tour.which", tournaments=[label(x) for x in running])
    if running:
        return running[0]
    if mine:
        return mine[0]  # the newest: its standings and results stay readable
    raise UserError("tour.none_here")


async def choices(bot: GameBot, interaction: discord.Interaction,
                  current: str) -> list[app_commands.Choice[int]]:
    """Autocomplete: the tournaments of this channel, open ones first."""
    places = here(interaction)
    found = [x for x in await bot.store.tournaments(interaction.guild_id or 0)
             if x.channel_id in places]
    found.sort(key=lambda x: (not x.is_open, -x.id))
    typed = current.lower()[:60]
    return [app_commands.Choice(name=f"{label(x)} ({x.status})"[:CHOICE], value=x.id)
            for x in found if typed in label(x).lower()][:CHOICES]
