"""Alien Frontiers at the table: its presentation and `/af …` on the table kit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.alien_frontiers.commands import AlienFrontiersCog
from cogs.alien_frontiers.presentation import AlienFrontiersPresentation
from cogs.table import install_game, uninstall_game

if TYPE_CHECKING:
    from bot.core import GameBot


async def setup(bot: GameBot) -> None:
    await install_game(bot, AlienFrontiersPresentation, AlienFrontiersCog)


async def teardown(bot: GameBot) -> None:
    await uninstall_game(bot, AlienFrontiersCog)
