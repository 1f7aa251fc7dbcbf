"""`/bsg …`: the table kit's commands for Battlestar Galactica, with `card` and `hint`."""

from __future__ import annotations

from discord.app_commands import locale_str as _

from cogs.table.commands import CardCommands, HintCommands, TableCommands


class BattlestarGalacticaCog(TableCommands, CardCommands, HintCommands,
                             group_name=_("bsg", key="cmd.bsg.name"),
                             group_description=_("Play Battlestar Galactica in this channel",
                                                 key="cmd.bsg.description")):
    key = "battlestar_galactica"
