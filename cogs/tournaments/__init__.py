"""Community tournaments: registration, rounds of tables in threads, standings, export."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.tournaments.commands import Tournaments
from cogs.tournaments.registration import RegisterButton

if TYPE_CHECKING:
    from bot.core import GameBot


async def setup(bot: GameBot) -> None:
    bot.add_dynamic_items(RegisterButton)
    await bot.add_cog(Tournaments(bot))
