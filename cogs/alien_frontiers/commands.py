"""`/af …`: move (with autocomplete), panel, board, card, rules, log. Discord glue only."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.errors import UserError
from bot.i18n import catalog, names_for, t
from bot.names import display_names
from bot.store import GameRecord
from cogs.alien_frontiers import labels as L
from cogs.alien_frontiers import panel, turns
from games.base import GameError

if TYPE_CHECKING:
    from bot.core import GameBot

MESSAGE_LIMIT = 2000
CHOICES = 25
KINDS = ("card", "facility", "territory", "field")


def explainable() -> list[str]:
    """Catalog ids `af.<kind>.<id>` that `/af card` can explain (each has .name and .rules)."""
    keys = catalog("en")
    return sorted(k[: -len(".name")] for k in keys
                  if k.endswith(".name") and k.split(".")[0] == "af"
                  and k.split(".")[1] in KINDS and f"{k[: -len('.name')]}.rules" in keys)


def rule_topics() -> list[str]:
    keys = catalog("en")
    return sorted({k.split(".")[2] for k in keys
                   if k.startswith("af.rules.") and k.endswith(".title")
                   and f"af.rules.{k.split('.')[2]}.body" in keys})


def matches(typed: str, *texts: str) -> bool:
    """Every typed word appears in one of the texts (case-insensitive)."""
    haystack = " ".join(texts).lower()
    return all(word in haystack for word in typed.lower().split())


def chunks(lines: list[str], limit: int = MESSAGE_LIMIT - 50) -> list[str]:
    out, current = [], ""
    for line in lines:
        line = L.clip(line, limit)
        if current and len(current) + 1 + len(line) > limit:
            out.append(current)
            current = line
        else:
            current = f"{current}\n{line}" if current else line
    if current:
        out.append(current)
    return out


class AlienFrontiersCog(commands.Cog):
    af = app_commands.Group(name=_("af", key="cmd.af.name"),
                            description=_("Play Alien Frontiers in this channel",
                                          key="cmd.af.description"),
                            guild_only=True)

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    async def _game_here(self, interaction: discord.Interaction,
                         finished: bool = False) -> GameRecord:
        """The running Alien Frontiers game of this channel; with `finished`, else the one that
        ended here last (archived games stay viewable)."""
        assert interaction.channel is not None
        store = self.bot.store
        channel = interaction.channel.id
        record = await (store.latest_game_in(channel) if finished else store.open_game_in(channel))
        if record is None or record.game_type != turns.GAME or record.status == "lobby":
            raise UserError(t(interaction.locale, "af.ui.no_game"))
        return record

    # --- playing -----------------------------------------------------------------------------

    @af.command(name=_("move", key="cmd.af.move.name"),
                description=_("Play a move in notation (autocomplete lists your legal moves)",
                              key="cmd.af.move.description"))
    @app_commands.describe(move=_("The move, e.g. dock 4 solar", key="cmd.af.move.move"))
    async def move(self, interaction: discord.Interaction, move: str) -> None:
        record = await self._game_here(interaction)
        record, match, _seat = await panel.seat_to_act(interaction, record.id)
        locale = interaction.locale
        seen = panel.events_so_far(match)
        played = await self.bot.tables.play(record.id, interaction.user.id, move)
        text = await panel.result_line(self.bot, locale, played, seen)
        to_act = played.match.to_act()
        if to_act is not None and to_act != played.seat:
            names = await display_names(self.bot, played.record)
            text += "\n" + t(locale, "af.ui.turn_passed", player=L.player(locale, to_act, names))
        await interaction.response.send_message(text, ephemeral=True)
        if isinstance(interaction.channel, discord.abc.Messageable):
            await turns.after_move(self.bot, interaction.channel, played)

    @move.autocomplete("move")
    async def _move_choices(self, interaction: discord.Interaction,
                            current: str) -> list[app_commands.Choice[str]]:
        assert interaction.channel is not None
        record = await self.bot.store.open_game_in(interaction.channel.id)
        if record is None or record.game_type != turns.GAME or record.status != "active":
            return []
        seat = record.seat_of(interaction.user.id)
        if seat is None:
            return []
        match = await self.bot.tables.match(record)
        choices = []
        for legal in match.legal_moves(seat):
            if len(legal) > L.LABEL_LIMIT:
                continue
            label = L.move_label(interaction.locale, legal)
            if matches(current, legal, label):
                choices.append(app_commands.Choice(name=L.clip(f"{label} · {legal}"),
                                                   value=legal))
                if len(choices) == CHOICES:
                    break
        return choices

    @af.command(name=_("hint", key="cmd.af.hint.name"),
                description=_("Ask the AI privately what it would play now",
                              key="cmd.af.hint.description"))
    async def hint(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction)
        record, match, seat = await panel.seat_to_act(interaction, record.id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        state = match.state
        move = await asyncio.to_thread(match.game.ai_move, state, seat, "strong",
                                       record.seed ^ record.version)
        await interaction.followup.send(
            t(interaction.locale, "af.ui.hint", label=L.move_label(interaction.locale, move),
              move=move), ephemeral=True)

    @af.command(name=_("panel", key="cmd.af.panel.name"),
                description=_("Open your private control panel for your turn",
                              key="cmd.af.panel.description"))
    async def panel(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction)
        await panel.open_panel(interaction, record.id)

    # --- looking -----------------------------------------------------------------------------

    @af.command(name=_("board", key="cmd.af.board.name"),
                description=_("Show the current board (only to you)",
                              key="cmd.af.board.description"))
    async def board(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction, finished=True)
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await self.bot.tables.match(record)
        names = await display_names(self.bot, record)
        view = match.game.view(match.state, record.seat_of(interaction.user.id))
        file = await turns.board_file(view, interaction.locale, names)
        embed = turns.turn_embed(interaction.locale, view, names) if not view["over"] else None
        if embed is None:
            await interaction.followup.send(file=file, ephemeral=True)
        else:
            await interaction.followup.send(embed=embed, file=file, ephemeral=True)

    @af.command(name=_("log", key="cmd.af.log.name"),
                description=_("List the moves of the game in this channel",
                              key="cmd.af.log.description"))
    async def log(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction, finished=True)
        locale = interaction.locale
        moves = await self.bot.store.moves(record.id)
        names = await display_names(self.bot, record)
        lines = [t(locale, "af.ui.log_title", id=record.id)]
        lines += [f"{m.seq}. {L.player(locale, m.seat, names)}: `{m.move}`" for m in moves]
        if not moves:
            lines.append(t(locale, "af.ui.no_moves_yet"))
        parts = chunks(lines)
        await interaction.response.send_message(parts[0], ephemeral=True)
        for part in parts[1:]:
            await interaction.followup.send(part, ephemeral=True)

    @af.command(name=_("card", key="cmd.af.card.name"),
                description=_("Explain a card, facility, territory or field",
                              key="cmd.af.card.description"))
    @app_commands.describe(name=_("Card, facility, territory or field", key="cmd.af.card.what"))
    async def card(self, interaction: discord.Interaction, name: str) -> None:
        locale = interaction.locale
        key = self._find(name, explainable(), ".name")
        if key is None:
            raise GameError(t(locale, "af.ui.unknown_topic", name=name))
        kind = key.split(".")[1]
        embed = discord.Embed(title=t(locale, f"{key}.name"),
                              description=t(locale, f"{key}.rules"), colour=0x4A6FA5)
        embed.set_footer(text=t(locale, f"af.ui.kind.{kind}"))
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @card.autocomplete("name")
    async def _card_choices(self, interaction: discord.Interaction,
                            current: str) -> list[app_commands.Choice[str]]:
        return self._choices(interaction, current, explainable(), ".name")

    @af.command(name=_("rules", key="cmd.af.rules.name"),
                description=_("Read a rules topic", key="cmd.af.rules.description"))
    @app_commands.describe(topic=_("Rules topic", key="cmd.af.rules.topic"))
    async def rules(self, interaction: discord.Interaction, topic: str) -> None:
        locale = interaction.locale
        key = self._find(topic, [f"af.rules.{x}" for x in rule_topics()], ".title")
        if key is None:
            raise GameError(t(locale, "af.ui.unknown_topic", name=topic))
        embed = discord.Embed(title=t(locale, f"{key}.title"),
                              description=L.clip(t(locale, f"{key}.body"), 4096),
                              colour=0x4A6FA5)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @rules.autocomplete("topic")
    async def _rules_choices(self, interaction: discord.Interaction,
                             current: str) -> list[app_commands.Choice[str]]:
        return self._choices(interaction, current, [f"af.rules.{x}" for x in rule_topics()],
                             ".title")

    @staticmethod
    def _find(given: str, ids: list[str], suffix: str) -> str | None:
        """An id from a chosen value (`af.card.x`), a bare id (`x`) or a name in any language."""
        text = given.strip().lower()
        for ident in ids:
            if text in (ident, ident.rsplit(".", 1)[-1]):
                return ident
        for ident in ids:
            if text in {n.lower() for n in names_for(ident + suffix).values()}:
                return ident
        found = [i for i in ids if matches(text, i, *names_for(i + suffix).values())]
        return found[0] if len(found) == 1 else None

    @staticmethod
    def _choices(interaction: discord.Interaction, current: str, ids: list[str],
                 suffix: str) -> list[app_commands.Choice[str]]:
        out = []
        for ident in ids:
            shown = t(interaction.locale, ident + suffix)
            if matches(current, ident.rsplit(".", 1)[-1], shown,
                       *names_for(ident + suffix).values()):
                out.append(app_commands.Choice(name=L.clip(shown), value=ident))
        return sorted(out, key=lambda c: c.name)[:CHOICES]

