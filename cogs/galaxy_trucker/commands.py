"""`/gt …`: the table kit's commands for Galaxy Trucker, with `card`, `hint`, and `ship` (a
player's ship large, privately: your own shows the tile in your hand)."""

from __future__ import annotations

import asyncio
import io
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _

from bot.errors import UserError
from bot.i18n import t, tr_for
from bot.names import display_names
from cogs.galaxy_trucker import labels as L
from cogs.table.commands import CardCommands, HintCommands, TableCommands
from games.base import quoted
from rendering.galaxy_trucker import ship_alt, ship_png


class GalaxyTruckerCog(TableCommands, CardCommands, HintCommands,
                       group_name=_("gt", key="cmd.gt.name"),
                       group_description=_("Play Galaxy Trucker in this channel",
                                           key="cmd.gt.description")):
    key = "galaxy_trucker"

    @app_commands.command(name=_("ship", key="cmd.gt.ship.name"),
                          description=_("Show a player's ship (only to you)",
                                        key="cmd.gt.ship.description"))
    @app_commands.describe(player=_("A player's name or colour (default: your own ship)",
                                    key="cmd.gt.ship.player"))
    async def ship(self, interaction: discord.Interaction, player: str | None = None) -> None:
        record = await self.game_here(interaction, finished=True)
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await self.bot.tables.match(record)
        names = await display_names(self.bot, record)
        me = record.seat_of(interaction.user.id)
        seat = find_seat(interaction.locale, player, names) if player else me
        if seat is None:
            raise UserError("gt.ui.no_such_player", name=quoted(player or ""))
        view = match.game.view(match.state, me)
        tr = tr_for(interaction.locale)
        png, alt = await _draw(view, seat, tr, list(names))
        file = discord.File(io.BytesIO(png), filename="ship.png", description=alt)
        await interaction.followup.send(t(interaction.locale, "gt.ui.ship_of",
                                          player=L.player(interaction.locale, seat, names)),
                                        file=file, ephemeral=True)

    @ship.autocomplete("player")
    async def _player_choices(self, interaction: discord.Interaction,
                              current: str) -> list[app_commands.Choice[str]]:
        record = await self.bot.store.open_game_in(interaction.channel_id or 0)
        if record is None or record.game_type != self.key:
            return []
        names = await display_names(self.bot, record)
        out = []
        for seat in range(len(record.players)):
            label = L.player(interaction.locale, seat, names)
            if current.lower()[:100] in label.lower():
                out.append(app_commands.Choice(name=label[:100], value=str(seat + 1)))
        return out[:25]


async def _draw(view: dict[str, Any], seat: int, tr: Any, names: list[str]) -> tuple[bytes, str]:

    return await asyncio.to_thread(lambda: (ship_png(view, seat, tr, names),
                                            ship_alt(view, seat, tr, names)))


def find_seat(locale: Any, given: str, names: Any) -> int | None:
    """A seat from its number (1-based), its player's name or its colour in any language."""
    text = given.strip().lower()
    if text.isascii() and text.isdigit() and len(text) <= 2 and 1 <= int(text) <= len(names):
        return int(text) - 1
    for seat in range(len(names)):
        label = L.player(locale, seat, names).lower()
        if text and (text == str(names[seat]).lower() or text in label
                     or text == L.colour("en", seat).lower()):
            return seat
    return None
