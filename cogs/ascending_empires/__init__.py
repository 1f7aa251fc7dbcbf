"""Ascending Empires at the table: the public turn posts, the private panel with aiming, `/ae …`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.ascending_empires.aiming import ITEMS as AIM_ITEMS
from cogs.ascending_empires.commands import AscendingEmpiresCog
from cogs.ascending_empires.panel import ITEMS as PANEL_ITEMS
from cogs.ascending_empires.turns import GAME, Presenter

if TYPE_CHECKING:
    from bot.core import GameBot

ITEMS = (*PANEL_ITEMS, *AIM_ITEMS)


async def setup(bot: GameBot) -> None:
    bot.add_dynamic_items(*ITEMS)
    presenter = Presenter(bot)
    bot.presenters[GAME] = presenter
    bot.tables.observers.insert(0, presenter.on_change)  # first: before any other awaits
    await bot.add_cog(AscendingEmpiresCog(bot))


async def teardown(bot: GameBot) -> None:
    presenter = bot.presenters.pop(GAME, None)
    if isinstance(presenter, Presenter):
        bot.tables.observers.remove(presenter.on_change)
    bot.remove_dynamic_items(*ITEMS)
