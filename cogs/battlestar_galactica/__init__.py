"""Battlestar Galactica at the table: its presentation, the skill check's card picker and
`/bsg …` on the table kit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.battlestar_galactica.commands import BattlestarGalacticaCog
from cogs.battlestar_galactica.contribute import ITEMS
from cogs.battlestar_galactica.presentation import BattlestarGalacticaPresentation
from cogs.table import install_game, uninstall_game

if TYPE_CHECKING:
    from bot.core import GameBot


async def setup(bot: GameBot) -> None:
    await install_game(bot, BattlestarGalacticaPresentation, BattlestarGalacticaCog, ITEMS)


async def teardown(bot: GameBot) -> None:
    await uninstall_game(bot, BattlestarGalacticaCog, ITEMS)
