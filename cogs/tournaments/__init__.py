"""Community tournaments: registration and check-in, rounds of tables in threads, results that
end their games, standings, deadlines, exports."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.tournaments.commands import Tournaments
from cogs.tournaments.components import StandingsTextButton
from cogs.tournaments.registration import RegisterButton

if TYPE_CHECKING:
    from bot.core import GameBot


ITEMS = (RegisterButton, StandingsTextButton)


async def setup(bot: GameBot) -> None:
    bot.add_dynamic_items(*ITEMS)
    await bot.add_cog(Tournaments(bot))


async def teardown(bot: GameBot) -> None:
    bot.remove_dynamic_items(*ITEMS)
