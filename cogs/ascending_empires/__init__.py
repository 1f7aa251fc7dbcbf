"""Ascending Empires at the table: its presentation, aiming and `/ae …` on the table kit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.ascending_empires.aiming import ITEMS
from cogs.ascending_empires.commands import AscendingEmpiresCog
from cogs.ascending_empires.presentation import AscendingEmpiresPresentation
from cogs.table import install_game, uninstall_game

if TYPE_CHECKING:
    from bot.core import GameBot


async def setup(bot: GameBot) -> None:
    await install_game(bot, AscendingEmpiresPresentation, AscendingEmpiresCog, ITEMS)


async def teardown(bot: GameBot) -> None:
    await uninstall_game(bot, AscendingEmpiresCog, ITEMS)
