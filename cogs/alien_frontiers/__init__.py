"""Alien Frontiers at the table: the public turn messages, the private panel and `/af …`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.alien_frontiers.commands import AlienFrontiersCog
from cogs.alien_frontiers.panel import ITEMS
from cogs.alien_frontiers.turns import GAME, Presenter

if TYPE_CHECKING:
    from bot.core import GameBot


async def setup(bot: GameBot) -> None:
    bot.add_dynamic_items(*ITEMS)
    bot.presenters[GAME] = Presenter(bot)
    await bot.add_cog(AlienFrontiersCog(bot))


async def teardown(bot: GameBot) -> None:
    bot.presenters.pop(GAME, None)
    bot.remove_dynamic_items(*ITEMS)
