"""`/af …`: the table kit's commands for Alien Frontiers, with `card` and `hint`."""

from __future__ import annotations

from discord.app_commands import locale_str as _

from cogs.table.commands import CardCommands, HintCommands, TableCommands


class AlienFrontiersCog(TableCommands, CardCommands, HintCommands,
                        group_name=_("af", key="cmd.af.name"),
                        group_description=_("Play Alien Frontiers in this channel",
                                            key="cmd.af.description")):
    key = "alien_frontiers"
