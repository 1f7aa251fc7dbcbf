"""The table kit: what every game at the table shares, so a new game brings only its words.

A game is an engine (`games/<key>/`), a renderer (`rendering/<key>/`) and a small package
`cogs/<key>/` with its `Presentation` (words, pictures, rules topics, cards) and its command
group (a `TableCommands` subclass, with any commands of its own). The kit gives every game:

- the persistent components of the private panel and the public "Take your turn" button, each
  checking that the game it names belongs to the channel of the click (`place.py`, `panel.py`);
- the public post of every turn, the final post, and the removal of old posts' buttons
  (`presenter.py`), telling everything since the last post (`steps.py`);
- the command group `/<prefix> move|panel|board|log|rules|card|hint` (`commands.py`);
- simultaneous steps: every seat the engine awaits opens its own private panel, and each owes
  its answer on its own clock;
- private news by DM when a player's secrets change (`private.py`).

See docs/adding-a-game.md.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from bot.tables import Stage
from cogs.table.commands import TableCommands
from cogs.table.panel import ITEMS
from cogs.table.presentation import Presentation
from cogs.table.presenter import Presenter
from cogs.table.private import PrivateNews
from cogs.table.steps import StepLog
from games import registry
from games.base import Game

if TYPE_CHECKING:
    from bot.core import GameBot


class TableKit:
    """The presentations of the installed games, and the listeners that tell the table."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self._presentations: dict[str, Presentation] = {}
        self.steps = StepLog(bot.tables, self.tells_chapters)
        self.presenter = Presenter(bot, self, self.steps)
        self.private = PrivateNews(bot, self)

    def register(self, presentation: Presentation) -> None:
        self._presentations[presentation.key] = presentation

    def tells_chapters(self, game_type: str) -> bool:
        """Whether the game cuts its story into chapters (`Presentation.chapters`)."""
        return type(self.presentation(game_type)).chapters is not Presentation.chapters

    def unregister(self, key: str) -> None:
        self._presentations.pop(key, None)

    def presentation(self, game_type: str) -> Presentation:
        """The game's presentation (a plain one for a game without a package of its own)."""
        found = self._presentations.get(game_type)
        if found is None:
            found = self._presentations[game_type] = Presentation(registry.get(game_type))
        return found


async def install_game(bot: GameBot, presentation: Callable[[Game], Presentation],
                       cog: type[TableCommands], items: Sequence[type] = ()) -> None:
    """A game package's `setup`: its presentation, command group and own components."""
    bot.kit.register(presentation(registry.get(cog.key)))  # type: ignore[attr-defined]
    if items:
        bot.add_dynamic_items(*items)
    await bot.add_cog(cog(bot))


async def uninstall_game(bot: GameBot, cog: type[TableCommands],
                         items: Sequence[type] = ()) -> None:
    bot.kit.unregister(cog.key)  # type: ignore[attr-defined]
    if items:
        bot.remove_dynamic_items(*items)


async def setup(bot: GameBot) -> None:
    kit = TableKit(bot)
    bot.kit = kit  # type: ignore[attr-defined]
    bot.add_dynamic_items(*ITEMS)
    bot.tables.listen(Stage.NOTE, kit.steps.note)
    bot.tables.listen(Stage.POST, kit.presenter.on_change)
    bot.tables.listen(Stage.PRIVATE, kit.private.on_change)


async def teardown(bot: GameBot) -> None:
    kit: TableKit = bot.kit  # type: ignore[attr-defined]
    bot.tables.unlisten(kit.steps.note)
    bot.tables.unlisten(kit.presenter.on_change)
    bot.tables.unlisten(kit.private.on_change)
    bot.remove_dynamic_items(*ITEMS)
