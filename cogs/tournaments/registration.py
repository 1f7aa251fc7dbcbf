"""Registration: joining, leaving and checking in, and the registration post that shows them.

The post is kept true for the whole tournament (the runner redraws it at every change: a join, a
round, the end): its state says which round is on, or who won, and its buttons are there only
while they can be used (Join and Leave while registration is open, Check in during check-in).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.core import discord_now
from bot.errors import NotAllowed
from bot.i18n import LocaleLike, t
from bot.store import Entrant, Tournament
from cogs.tournaments import present
from cogs.tournaments.components import TournamentItem, cog_of

if TYPE_CHECKING:
    from bot.core import GameBot

LISTED = 60  # players named on the post (the count is always complete)


def state_line(locale: LocaleLike, tournament: Tournament, progress: present.Progress,
               champions: list[str]) -> str:
    """Where the tournament stands, in one or two sentences."""
    rounds = tournament.rounds or "?"
    if tournament.status == "registration":
        line = t(locale, "tour.state.registration")
        if tournament.checkin_open(discord_now()):
            line += "\n" + t(locale, "tour.state.checkin",
                             when=f"<t:{int(tournament.registration_ends or 0)}:R>")
        return line
    if tournament.status == "cancelled":
        return t(locale, "tour.state.cancelled")
    if tournament.status == "finished":
        return t(locale, "tour.state.finished", count=tournament.round, players=champions)
    if progress.running is not None:
        line = t(locale, "tour.state.playing", round=progress.running, rounds=rounds,
                 done=progress.counted, count=progress.tables)
    elif tournament.pause:
        line = t(locale, "tour.state.waiting", round=progress.complete, rounds=rounds,
                 next=progress.complete + 1)
    else:
        line = t(locale, "tour.state.between", round=progress.complete, rounds=rounds)
    if tournament.registration_open:
        line += "\n" + t(locale, "tour.state.late_join", round=tournament.round + 1)
    return line


def embed(tournament: Tournament, entrants: list[Entrant], names: dict[int, str],
          locale: LocaleLike, progress: present.Progress,
          champions: Sequence[str] = ()) -> discord.Embed:
    active = [e for e in entrants if e.status == "active"]
    box = discord.Embed(title=t(locale, "tour.embed_title", name=tournament.name),
                        description=state_line(locale, tournament, progress, list(champions)),
                        colour=discord.Colour.gold())
    box.add_field(name=t(locale, "tour.field.game"), value=present.game_title(locale, tournament))
    box.add_field(name=t(locale, "tour.field.format"),
                  value="\n".join(present.settings_lines(locale, tournament))[:1024],
                  inline=False)
    if tournament.registration_ends and tournament.status == "registration":
        box.add_field(name=t(locale, "tour.field.closes"),
                      value=f"<t:{int(tournament.registration_ends)}:R>")
    listed = []
    for e in active[:LISTED]:
        name = names.get(e.player_id, str(e.player_id))
        if tournament.checkin_open(discord_now()) and e.checked_in and e.ai_level is None:
            name = f"{name} ✓"
        listed.append(name)
    gone = len(entrants) - len(active)
    players = ", ".join(listed) or "—"
    if gone:
        players += "\n" + t(locale, "tour.field.gone", count=gone)
    box.add_field(name=t(locale, "tour.field.players", count=len(active)),
                  value=players[:1024], inline=False)
    box.set_footer(text=t(locale, "tour.footer", id=tournament.id))
    return box


def view(tournament: Tournament, locale: LocaleLike) -> discord.ui.View:
    """The buttons that still do something; none once registration has closed."""
    buttons = discord.ui.View(timeout=None)
    if tournament.is_open and tournament.registration_open:
        buttons.add_item(RegisterButton(tournament.id, "join", t(locale, "tour.button.join"),
                                        discord.ButtonStyle.success))
        buttons.add_item(RegisterButton(tournament.id, "leave", t(locale, "tour.button.leave")))
        if tournament.checkin_open(discord_now()):
            buttons.add_item(RegisterButton(tournament.id, "checkin",
                                            t(locale, "tour.button.checkin"),
                                            discord.ButtonStyle.primary))
    return buttons


async def status_of(bot: GameBot, tournament_id: int, player_id: int) -> str | None:
    """The entrant's status (active, dropped, eliminated), None if never registered."""
    for entrant in await bot.store.entrants(tournament_id):
        if entrant.player_id == player_id:
            return entrant.status
    return None


def check_may_join(tournament: Tournament) -> None:
    """Refuse a registration the tournament can no longer take."""
    if not tournament.is_open:
        raise NotAllowed("tour.closed", name=tournament.name)
    if not tournament.registration_open:
        if tournament.format == "swiss":
            raise NotAllowed("tour.no_more_rounds", name=tournament.name)
        raise NotAllowed("tour.no_late_join", name=tournament.name)


async def join(bot: GameBot, tournament_id: int, user_id: int, locale: LocaleLike) -> str:
    """The player's own Join: registered (checked in too during check-in: they are here)."""
    tournament = await bot.store.tournament(tournament_id)
    if await status_of(bot, tournament_id, user_id) in ("active", "eliminated"):
        raise NotAllowed("tour.already_in", name=tournament.name)
    check_may_join(tournament)
    present_now = tournament.checkin_open(discord_now())
    await bot.store.add_entrant(tournament_id, user_id, since=tournament.round + 1,
                                checked_in=present_now)
    if tournament.round:
        return t(locale, "tour.joined_late", name=tournament.name, round=tournament.round + 1)
    return t(locale, "tour.joined_checked_in" if present_now else "tour.joined",
             name=tournament.name)


async def leave(bot: GameBot, tournament_id: int, user_id: int, locale: LocaleLike) -> str:
    """The player's own Leave: before the start they are simply off the list; later they
    drop out (no more tables; a game they are playing still counts)."""
    tournament = await bot.store.tournament(tournament_id)
    if not tournament.is_open:
        raise NotAllowed("tour.closed", name=tournament.name)
    if await status_of(bot, tournament_id, user_id) != "active":
        raise NotAllowed("tour.not_in", name=tournament.name)
    await bot.store.set_entrant_status(tournament_id, user_id, "dropped")
    if tournament.status == "registration":
        return t(locale, "tour.left", name=tournament.name)
    playing = any(table.result is None and user_id in table.players
                  for table in await bot.store.tables(tournament_id, tournament.round))
    return t(locale, "tour.dropped_playing" if playing else "tour.dropped_out",
             name=tournament.name, round=tournament.round + 1)


async def check_in(bot: GameBot, tournament_id: int, user_id: int, locale: LocaleLike) -> str:
    tournament = await bot.store.tournament(tournament_id)
    if not tournament.checkin_open(discord_now()):
        raise NotAllowed("tour.checkin_closed", name=tournament.name)
    if await status_of(bot, tournament_id, user_id) != "active":
        raise NotAllowed("tour.checkin_not_in", name=tournament.name)
    if not await bot.store.check_in(tournament_id, user_id):
        return t(locale, "tour.checked_in_already", name=tournament.name)
    return t(locale, "tour.checked_in", name=tournament.name)


class RegisterButton(
    TournamentItem,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"tour:(?P<action>join|leave|checkin):(?P<id>[0-9]{1,18})",
):
    """Join, Leave or Check in: the player's own registration (late joiners start at the next
    round). The answer is private; the registration post is redrawn for everyone."""

    def __init__(self, tournament_id: int, action: str, label: str = "",
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> None:
        super().__init__(discord.ui.Button(label=label or action, style=style,
                                           custom_id=f"tour:{action}:{tournament_id}"))
        self.tournament_id = tournament_id
        self.action = action

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> RegisterButton:
        return cls(int(match["id"]), match["action"], item.label or "", item.style)

    async def act(self, interaction: discord.Interaction) -> None:
        bot: GameBot = interaction.client  # type: ignore[assignment]
        do = {"join": join, "leave": leave, "checkin": check_in}[self.action]
        text = await do(bot, self.tournament_id, interaction.user.id, interaction.locale)
        await interaction.response.send_message(text, ephemeral=True)
        await cog_of(interaction).runner.refresh(self.tournament_id)
