"""`/bsg …`: the table kit's commands for Battlestar Galactica, with `card` and `hint`; `/bsg
move` also suggests standing orders (BSG-27.4) for the cards in hand once `order` is typed, and
at once to a player the game does not wait on (orders are given at any time)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _

from bot.limits import CHOICE, CHOICES, clip
from cogs.battlestar_galactica import labels as L
from cogs.battlestar_galactica.presentation import order_suggestions
from cogs.table.commands import CardCommands, HintCommands, TableCommands
from cogs.table.presentation import matches


class BattlestarGalacticaCog(TableCommands, CardCommands, HintCommands,
                             group_name=_("bsg", key="cmd.bsg.name"),
                             group_description=_("Play Battlestar Galactica in this channel",
                                                 key="cmd.bsg.description")):
    key = "battlestar_galactica"

    def extra_choices(self, interaction: discord.Interaction, match: Any, seat: int,
                      typed: str) -> list[app_commands.Choice[str]]:
        idle = seat not in match.awaiting()  # only orders to give: list them at once
        if (not typed.strip() and not idle) or (
                typed.strip() and not "order".startswith(typed.split()[0].lower()[:5])):
            return []
        me = match.state.players[seat]
        choices = []
        for order in order_suggestions(me["hand"], me["orders"]):
            label = L.move_label(interaction.locale, order)
            if matches(typed, order, label):
                choices.append(app_commands.Choice(name=clip(f"{label} · {order}", CHOICE),
                                                   value=order))
        return choices[:CHOICES if idle else 10]
