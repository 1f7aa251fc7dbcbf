"""The registration post of a tournament: its embed and the Join / Leave buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import t
from bot.store_tournaments import Entrant, Tournament
from cogs.table.place import Checked
from cogs.tournaments.present import format_name
from games import registry

if TYPE_CHECKING:
    from bot.core import GameBot


def embed(tournament: Tournament, entrants: list[Entrant], names: dict[int, str],
          locale: Any) -> discord.Embed:
    game = registry.get(tournament.game_type).info.title
    active = [e for e in entrants if e.status == "active"]
    box = discord.Embed(
        title=t(locale, "tour.embed_title", name=tournament.name),
        description=t(locale, f"tour.status.{tournament.status}", round=tournament.round),
        colour=discord.Colour.gold())
    box.add_field(name=t(locale, "tour.field.game"), value=game)
    box.add_field(name=t(locale, "tour.field.format"), value=t(
        locale, "tour.format_detail", format=format_name(locale, tournament),
        size=tournament.table_size,
        rounds=tournament.rounds or t(locale, "tour.rounds_auto")))
    box.add_field(name=t(locale, "tour.field.clock"), value=t(
        locale, "tour.clock_detail", hours=tournament.turn_seconds // 3600,
        forfeit=tournament.forfeit_after))
    if tournament.registration_ends and tournament.status == "registration":
        box.add_field(name=t(locale, "tour.field.closes"),
                      value=f"<t:{int(tournament.registration_ends)}:R>")
    listed = ", ".join(names.get(e.player_id, str(e.player_id)) for e in active[:60])
    box.add_field(name=t(locale, "tour.field.players", count=len(active)),
                  value=(listed or "—")[:1024], inline=False)
    box.set_footer(text=t(locale, "tour.footer", id=tournament.id))
    return box


def view(tournament: Tournament, locale: Any) -> discord.ui.View | None:
    if not tournament.is_open:
        return None
    buttons = discord.ui.View(timeout=None)
    buttons.add_item(RegisterButton(tournament.id, "join", t(locale, "tour.button.join"),
                                    discord.ButtonStyle.success))
    buttons.add_item(RegisterButton(tournament.id, "leave", t(locale, "tour.button.leave")))
    return buttons


class RegisterButton(
    Checked,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"tour:(?P<action>join|leave):(?P<id>[0-9]{1,18})",
):
    """Join or leave a tournament (late joiners start at the next round)."""

    def __init__(self, tournament_id: int, action: str, label: str = "",
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> None:
        super().__init__(discord.ui.Button(label=label or action, style=style,
                                           custom_id=f"tour:{action}:{tournament_id}"))
        self.tournament_id = tournament_id
        self.action = action

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: Any) -> RegisterButton:
        return cls(int(match["id"]), match["action"], item.label or "", item.style)

    async def place(self, bot: GameBot) -> tuple[int, int]:
        tournament = await bot.store.tournament(self.tournament_id)
        return tournament.guild_id, tournament.channel_id

    async def act(self, interaction: discord.Interaction) -> None:
        bot: GameBot = interaction.client  # type: ignore[assignment]
        cog = bot.get_cog("Tournaments")
        assert cog is not None
        if self.action == "join":
            text = await cog.join(self.tournament_id, interaction.user.id,  # type: ignore[attr-defined]
                                  interaction.locale)
        else:
            text = await cog.drop(self.tournament_id, interaction.user.id,  # type: ignore[attr-defined]
                                  interaction.locale)
        await interaction.response.send_message(text, ephemeral=True)
        await cog.refresh(self.tournament_id)  # type: ignore[attr-defined]
