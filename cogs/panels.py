"""What every game's private panel shares: whose turn it is, stale components, chosen values.

Texts come from the game's own catalog keys (`<prefix>.ui.…`), so each game keeps its wording."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import discord

from bot.errors import NotAllowed, UserError
from bot.i18n import LocaleLike, t
from bot.names import display_names
from bot.store import GameRecord
from games.match import Match

if TYPE_CHECKING:
    from bot.core import GameBot

PlayerLabel = Callable[[LocaleLike, int, Sequence[str]], str]


async def seat_to_act(interaction: discord.Interaction, game_id: int, prefix: str,
                      player: PlayerLabel) -> tuple[GameRecord, Match, int]:
    """The game, its match and the user's seat; a translated refusal unless it is their turn."""
    bot: GameBot = interaction.client  # type: ignore[assignment]
    locale = interaction.locale
    record = await bot.store.get(game_id)
    if record.status != "active":
        raise UserError(t(locale, f"{prefix}.ui.game_over_already"))
    seat = record.seat_of(interaction.user.id)
    if seat is None:
        raise NotAllowed(t(locale, f"{prefix}.ui.not_in_game"))
    match = await bot.tables.match(record)
    to_act = match.to_act()
    if to_act != seat:
        names = await display_names(bot, record)
        raise NotAllowed(t(locale, f"{prefix}.ui.not_your_turn",
                           player=player(locale, to_act or 0, names)))
    return record, match, seat


async def is_stale(interaction: discord.Interaction, game_id: int, version: int,
                   prefix: str) -> bool:
    """Answer (privately) and return True when the component belongs to an earlier position."""
    bot: GameBot = interaction.client  # type: ignore[assignment]
    record = await bot.store.get(game_id)
    if record.version == version and record.status == "active":
        return False
    await interaction.response.send_message(t(interaction.locale, f"{prefix}.ui.stale"),
                                            ephemeral=True)
    return True


def chosen(interaction: discord.Interaction) -> str:
    """The value picked in a select (empty if none)."""
    values = (interaction.data or {}).get("values") or []
    return str(values[0]) if values else ""
