"""`/ae …`: the table kit's commands for Ascending Empires, `move` accepting flicks aimed at a
planet or a ship (`flick r2 towards A3`), and `aim`, a private preview of a flick to adjust."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _

from bot.i18n import t
from bot.limits import CHOICE, CHOICES, clip
from cogs.ascending_empires import aim as A
from cogs.ascending_empires import aiming
from cogs.ascending_empires import labels as L
from cogs.table import panel as P
from cogs.table.commands import TableCommands
from cogs.table.presentation import matches
from games.base import GameError


class AscendingEmpiresCog(TableCommands, group_name=_("ae", key="cmd.ae.name"),
                          group_description=_("Play Ascending Empires in this channel",
                                              key="cmd.ae.description")):
    key = "ascending_empires"

    def resolve(self, interaction: discord.Interaction, match: Any, seat: int, move: str) -> str:
        """A flick aimed at a planet or a ship becomes the flick with its angle and power."""
        return A.resolve(interaction.locale, match.game.view(match.state, seat), move)

    def extra_choices(self, interaction: discord.Interaction, match: Any, seat: int,
                      typed: str) -> list[app_commands.Choice[str]]:
        """While a flick is typed: that flick as the player would play it, and flicks towards
        each target."""
        if not typed.lower().startswith("flick"):
            return []
        locale = interaction.locale
        view = match.game.view(match.state, seat)
        choices: list[app_commands.Choice[str]] = []
        try:
            exact = match.game.canonical(match.state, seat, A.resolve(locale, view, typed))
        except GameError:
            exact = None
        if exact is not None:
            choices.append(app_commands.Choice(
                name=clip(f"{L.move_label(locale, exact, view)} · {typed}", CHOICE), value=typed))
        for ship in (s["id"] for s in view["ships"] if s["seat"] == seat):
            for target in A.targets(view, ship)[:8]:
                text = f"flick {ship} towards {target.id}"
                if text != typed and matches(typed, text):
                    choices.append(app_commands.Choice(name=text, value=text))
        return choices

    @app_commands.command(name=_("aim", key="cmd.ae.aim.name"),
                          description=_("Preview a flick privately, then adjust it or commit",
                                        key="cmd.ae.aim.description"))
    @app_commands.describe(
        ship=_("Your ship, e.g. r1", key="cmd.ae.aim.ship"),
        direction=_("Degrees clockwise from east (0–360), or a planet or ship to aim at",
                    key="cmd.ae.aim.direction"),
        power=_("Power from 1 to 100 (default: enough to reach the target)",
                key="cmd.ae.aim.power"))
    async def aim(self, interaction: discord.Interaction, ship: str, direction: str,
                  power: app_commands.Range[float, 1, 100] | None = None) -> None:
        record = await self.game_here(interaction)
        record, match, seat = await P.seat_owing(interaction, record.id)
        view = match.game.view(match.state, seat)
        ship = ship.strip().lower()[:8]
        chosen = A.aim_from(view, ship, direction, aiming.default_aim(match, seat, ship).power)
        if power is not None:
            chosen = chosen.pushed(round(power * 10) - chosen.power)
        match.game.canonical(match.state, seat, chosen.move)  # refuse now, with the reason
        await interaction.response.defer(ephemeral=True, thinking=True)
        await aiming.show_aim(interaction, record, match, seat, chosen, new_message=True)

    @aim.autocomplete("ship")
    async def _ship_choices(self, interaction: discord.Interaction,
                            current: str) -> list[app_commands.Choice[str]]:
        found = await self.mine(interaction)
        if found is None:
            return []
        _record, match, seat = found
        view = match.game.view(match.state, seat)
        out = []
        for sid in (s["id"] for s in view["ships"] if s["seat"] == seat):
            label = L.ship(interaction.locale, view, sid)
            if matches(current[:100], sid, label):
                out.append(app_commands.Choice(name=clip(label, CHOICE), value=sid))
        return out[:CHOICES]

    @aim.autocomplete("direction")
    async def _direction_choices(self, interaction: discord.Interaction,
                                 current: str) -> list[app_commands.Choice[str]]:
        found = await self.mine(interaction)
        ship = str(getattr(interaction.namespace, "ship", "") or "").lower()[:8]
        if found is None or not ship:
            return []
        _record, match, seat = found
        view = match.game.view(match.state, seat)
        locale = interaction.locale
        out = []
        for target in A.targets(view, ship):
            shown = (L.planet(locale, view, target.id) if target.kind == "planet"
                     else L.enemy_ship(locale, target.id))
            label = t(locale, "ae.ui.towards", target=shown, distance=round(target.distance))
            if matches(current[:100], target.id, label):
                out.append(app_commands.Choice(name=clip(label, CHOICE), value=target.id))
        return out[:CHOICES]
