"""Galaxy Trucker at the table: its presentation, the placement preview and `/gt …` on the table
kit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.galaxy_trucker.commands import GalaxyTruckerCog
from cogs.galaxy_trucker.presentation import GalaxyTruckerPresentation
from cogs.galaxy_trucker.preview import ITEMS
from cogs.table import install_game, uninstall_game

if TYPE_CHECKING:
    from bot.core import GameBot


async def setup(bot: GameBot) -> None:
    await install_game(bot, GalaxyTruckerPresentation, GalaxyTruckerCog, ITEMS)


async def teardown(bot: GameBot) -> None:
    await uninstall_game(bot, GalaxyTruckerCog, ITEMS)
