"""The tournament's persistent components. Each names its tournament by id and is checked
against the place of the click first (`Checked`): a hand-made click elsewhere changes nothing.
(The registration buttons live with registration.)"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.core import report_error
from bot.i18n import t
from cogs.table.place import Checked
from cogs.tournaments import access, present
from rendering import tournament as pictures

if TYPE_CHECKING:
    from bot.core import GameBot
    from cogs.tournaments.commands import Tournaments


def cog_of(interaction: discord.Interaction) -> Tournaments:
    cog = interaction.client.get_cog("Tournaments")  # type: ignore[attr-defined]
    assert cog is not None
    return cog  # type: ignore[no-any-return]


class TournamentItem(Checked):
    """A component naming a tournament: it belongs to the tournament's channel and its tables'
    threads (a standings reply asked for in a thread carries its button there)."""

    tournament_id: int

    async def place(self, bot: GameBot) -> tuple[int, int]:
        tournament = await bot.store.tournament(self.tournament_id)
        return tournament.guild_id, tournament.channel_id

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        bot: Any = interaction.client
        try:
            access.check_here(interaction, await bot.store.tournament(self.tournament_id))
        except Exception as error:
            await report_error(interaction, error)
            return False
        return True


class StandingsTextButton(
    TournamentItem,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"tour:text:(?P<id>[0-9]{1,18}):(?P<round>[0-9]{1,3}):(?P<live>[01])",
):
    """The full standings as text, privately: a standings post keeps only its top three in
    view. After round n it shows the standings after round n; a post made during a round
    (`live`) shows them as they are now."""

    def __init__(self, tournament_id: int, round_no: int, live: bool, label: str = "") -> None:
        super().__init__(discord.ui.Button(
            label=label or "text", style=discord.ButtonStyle.secondary,
            custom_id=f"tour:text:{tournament_id}:{round_no}:{int(live)}"))
        self.tournament_id, self.round_no, self.live = tournament_id, round_no, live

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> StandingsTextButton:
        return cls(int(match["id"]), int(match["round"]), match["live"] == "1",
                   item.label or "")

    async def act(self, interaction: discord.Interaction) -> None:
        bot: GameBot = interaction.client  # type: ignore[assignment]
        runner = cog_of(interaction).runner
        tournament = await bot.store.tournament(self.tournament_id)
        locale = interaction.locale
        if self.live:
            progress = await runner.progress(tournament)
            standing = await runner.standings(tournament)
        else:
            progress = present.Progress(self.round_no)
            standing = await runner.standings(tournament, upto=self.round_no)
        final = (not self.live and tournament.status == "finished"
                 and self.round_no == tournament.round)
        title, subtitle = present.titles(tournament, locale, progress, final=final)
        rows = present.rows(standing, await runner.names(tournament), locale, tournament)
        text = pictures.standings_text(title, subtitle, rows,
                                       lambda key, **kw: t(locale, key, **kw))
        await interaction.response.send_message(text, ephemeral=True,
                                                allowed_mentions=discord.AllowedMentions.none())


