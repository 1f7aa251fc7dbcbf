"""`/<prefix> …`, the command group every game gets: move (with autocomplete over the legal
moves), panel, board, log, rules; card when the game has cards, hint when it has AI levels.

A game's cog is a subclass that names its group and adds its own commands beside these:

    class AlienFrontiersCog(TableCommands, CardCommands, HintCommands,
                            group_name=_("af", key="cmd.af.name"),
                            group_description=_("…", key="cmd.af.description")):
        key = "alien_frontiers"
"""

from __future__ import annotations

import asyncio
import io
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.core import off_loop
from bot.errors import UserError
from bot.i18n import names_for, t
from bot.limits import CHOICE, CHOICES, MESSAGE, chunks, clip
from bot.names import display_names
from bot.store import GameRecord
from cogs.table import panel as P
from cogs.table.asked import hidden_in_log
from cogs.table.pictures import picture_file
from cogs.table.place import check_place
from cogs.table.presentation import Presentation, find_ident, matches
from games.base import quoted

if TYPE_CHECKING:
    from bot.core import GameBot

LOG_MESSAGES = 3  # a longer move log comes as one text file

class TableCommands(commands.GroupCog):
    """The commands of every game; subclasses set `key` (the game) and their group name."""

    key: ClassVar[str]

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        super().__init__()

    @property
    def presentation(self) -> Presentation:
        found: Presentation = self.bot.kit.presentation(self.key)  # type: ignore[attr-defined]
        return found

    async def game_here(self, interaction: discord.Interaction, number: int | None = None, *,
                        finished: bool = False) -> GameRecord:
        """This game's running game in the channel; with `finished`, else the one of this game
        that ended here last (whatever other game runs here now); or game `number` if it was
        played here."""
        store = self.bot.store
        channel = interaction.channel_id or 0
        record: GameRecord | None
        if number is not None:
            record = await store.get(number)
            check_place(interaction, record.guild_id, record.channel_id)
        else:
            record = await (store.latest_game_in(channel, self.key) if finished
                            else store.open_game_in(channel))
        if record is None or record.game_type != self.key or record.status == "lobby":
            raise UserError("table.no_game", game=self.presentation.title(interaction.locale))
        return record

    async def mine(self, interaction: discord.Interaction) -> tuple[GameRecord, Any, int] | None:
        """(record, match, seat) when the user plays in the game here and it waits on them, or
        they may play moves at any time (`Game.anytime`), else None."""
        record = await self.bot.store.open_game_in(interaction.channel_id or 0)
        if record is None or record.game_type != self.key or record.status != "active":
            return None
        seat = record.seat_of(interaction.user.id)
        match = await self.bot.tables.match(record)
        if seat is None or (seat not in match.awaiting() and not self.presentation.anytime_moves(
                match.game.view(match.state, seat))):
            return None
        return record, match, seat

    # --- playing -----------------------------------------------------------------------------

    @app_commands.command(name=_("move", key="cmd.table.move.name"),
                          description=_("Play a move in notation (autocomplete lists your legal "
                                        "moves)", key="cmd.table.move.description"))
    @app_commands.describe(move=_("The move, in the game's notation", key="cmd.table.move.move"))
    async def move(self, interaction: discord.Interaction, move: str) -> None:
        record = await self.game_here(interaction)
        record, match, seat = await P.seat_owing(
            interaction, record.id, anytime=self.presentation.game.anytime(move.strip().lower()))
        text = self.resolve(interaction, match, seat, move)
        await interaction.response.defer(ephemeral=True, thinking=True)
        played, lines = await P.play(interaction, record, match, seat, text)
        over = played.match.game.is_over(played.match.state)  # the reply says so already
        extra = None if over else self.presentation.status_line(interaction.locale,
                                                                played.match, seat)
        buttons = P.move_buttons(played.record, played.match, seat, self.presentation,
                                 interaction.locale) if seat in played.match.awaiting() else None
        kwargs: dict[str, Any] = {"view": buttons} if buttons is not None else {}
        await interaction.edit_original_response(
            content=clip("\n".join([*lines, *([extra] if extra else [])]), MESSAGE), **kwargs)

    def resolve(self, interaction: discord.Interaction, match: Any, seat: int, move: str) -> str:
        """The move text to play for what was typed (a game may accept shorthands)."""
        return move

    @move.autocomplete("move")
    async def _move_choices(self, interaction: discord.Interaction,
                            current: str) -> list[app_commands.Choice[str]]:
        found = await self.mine(interaction)
        if found is None:
            return []
        _record, match, seat = found
        locale = interaction.locale
        view = match.game.view(match.state, seat)
        typed = current[:100]
        choices = self.extra_choices(interaction, match, seat, typed)
        for legal in match.legal_moves(seat):
            if len(legal) > CHOICE:
                continue
            label = self.presentation.move_label(locale, legal, view)
            if matches(typed, legal, label):
                choices.append(app_commands.Choice(name=clip(f"{label} · {legal}", CHOICE),
                                                   value=legal))
            if len(choices) >= CHOICES:
                break
        return choices[:CHOICES]

    def extra_choices(self, interaction: discord.Interaction, match: Any, seat: int,
                      typed: str) -> list[app_commands.Choice[str]]:
        """Autocomplete choices a game offers beyond its legal moves (none by default)."""
        return []

    @app_commands.command(name=_("panel", key="cmd.table.panel.name"),
                          description=_("Open your private control panel",
                                        key="cmd.table.panel.description"))
    async def panel(self, interaction: discord.Interaction) -> None:
        record = await self.game_here(interaction)
        await P.open_panel(interaction, record.id)

    # --- looking -----------------------------------------------------------------------------

    @app_commands.command(name=_("board", key="cmd.table.board.name"),
                          description=_("Show the board as you see it (only to you)",
                                        key="cmd.table.board.description"))
    @app_commands.describe(game=_("A game number (default: the game of this channel)",
                                  key="cmd.table.game_number"))
    async def board(self, interaction: discord.Interaction,
                    game: app_commands.Range[int, 1, 2**53] | None = None) -> None:
        record = await self.game_here(interaction, game, finished=True)
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await self.bot.tables.match(record)
        names = await display_names(self.bot, record)
        seat = record.seat_of(interaction.user.id)
        view = match.game.view(match.state, seat)
        locale = interaction.locale
        presentation = self.presentation
        alt = t(locale, "table.board_alt", game=presentation.title(locale))
        file = await (picture_file(presentation, "private_board", view, seat, locale, names,
                                   fallback_alt=alt) if seat is not None else
                      picture_file(presentation, "board", view, locale, names, fallback_alt=alt))
        content, embed = presentation.board_text(locale, view, names)
        kwargs: dict[str, Any] = {"file": file} if file is not None else {}
        if embed is not None:
            kwargs["embed"] = embed
        await interaction.followup.send(content or "", ephemeral=True, **kwargs)

    @app_commands.command(name=_("log", key="cmd.table.log.name"),
                          description=_("List the moves of the game in this channel",
                                        key="cmd.table.log.description"))
    @app_commands.describe(game=_("A game number (default: the game of this channel)",
                                  key="cmd.table.game_number"))
    async def log(self, interaction: discord.Interaction,
                  game: app_commands.Range[int, 1, 2**53] | None = None) -> None:
        record = await self.game_here(interaction, game, finished=True)
        locale = interaction.locale
        moves = await self.bot.store.moves(record.id)
        names = await display_names(self.bot, record)
        presentation = self.presentation
        lines = [t(locale, "table.log_title", game=presentation.title(locale), id=record.id)]
        quiet, kept = await off_loop(hidden_in_log, presentation, record, moves,
                                     record.seat_of(interaction.user.id))
        left_out = quiet | kept
        shown = [m for m in moves
                 if not presentation.game.anytime(m.move) and m.seq not in left_out]
        # numbered as listed: the moves' own numbers would show where hidden ones were left out
        lines += [f"{number}. {presentation.player(locale, m.seat, names)}: "
                  f"`{presentation.game.public_move(m.seat, m.move)}`"
                  for number, m in enumerate(shown, start=1)]
        if kept:
            lines.append(t(locale, "table.log_kept", count=len(kept)))
        if not moves:
            lines.append(t(locale, "table.no_moves_yet"))
        parts = chunks(lines, MESSAGE - 50)
        if len(parts) > LOG_MESSAGES:  # a long game's log is a file, not a wall of messages
            text = "\n".join(lines).replace("`", "")
            file = discord.File(io.BytesIO(text.encode()), filename=f"game-{record.id}-log.txt")
            await interaction.response.send_message(
                t(locale, "table.log_file", game=presentation.title(locale), id=record.id,
                  count=len(shown)), file=file, ephemeral=True)
            return
        await interaction.response.send_message(parts[0], ephemeral=True)
        for part in parts[1:]:
            await interaction.followup.send(part, ephemeral=True)

    @app_commands.command(name=_("rules", key="cmd.table.rules.name"),
                          description=_("Read a rules topic", key="cmd.table.rules.description"))
    @app_commands.describe(topic=_("Rules topic", key="cmd.table.rules.topic"))
    async def rules(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        presentation = self.presentation
        topics = presentation.rule_topics()
        prefix = f"{presentation.prefix}.rules."
        found = (find_ident(topic or topics[0], [prefix + x for x in topics], ".title")
                 if topics else None)
        if found is None:
            raise UserError("table.unknown_topic", name=quoted(topic or ""))
        await interaction.response.send_message(
            embed=presentation.rules_embed(interaction.locale, found[len(prefix):]),
            ephemeral=True)

    @rules.autocomplete("topic")
    async def _rules_choices(self, interaction: discord.Interaction,
                             current: str) -> list[app_commands.Choice[str]]:
        prefix = f"{self.presentation.prefix}.rules."
        found = choices_of(interaction, current[:100],
                           [prefix + x for x in self.presentation.rule_topics()], ".title",
                           ordered=True)
        return [app_commands.Choice(name=c.name, value=c.value[len(prefix):]) for c in found]


class CardCommands(commands.Cog):
    """`/<prefix> card <name>`: explain a card (or any named piece) of the game (a mixin of a
    game's `TableCommands`)."""

    if TYPE_CHECKING:
        @property
        def presentation(self) -> Presentation: ...

    @app_commands.command(name=_("card", key="cmd.table.card.name"),
                          description=_("Explain a card or another piece of the game",
                                        key="cmd.table.card.description"))
    @app_commands.describe(name=_("Its name", key="cmd.table.card.what"))
    async def card(self, interaction: discord.Interaction, name: str) -> None:
        presentation = self.presentation
        found = find_ident(name[:100], presentation.cards(), ".name")
        if found is None:
            raise UserError("table.unknown_card", name=quoted(name))
        await interaction.response.send_message(
            embed=presentation.card_embed(interaction.locale, found), ephemeral=True)

    @card.autocomplete("name")
    async def _card_choices(self, interaction: discord.Interaction,
                            current: str) -> list[app_commands.Choice[str]]:
        return choices_of(interaction, current[:100], self.presentation.cards(), ".name")


class HintCommands(commands.Cog):
    """`/<prefix> hint`: the game's strongest AI says privately what it would play (a mixin of
    a game's `TableCommands`)."""

    bot: GameBot

    if TYPE_CHECKING:
        @property
        def presentation(self) -> Presentation: ...

    @app_commands.command(name=_("hint", key="cmd.table.hint.name"),
                          description=_("Ask the AI privately what it would play now",
                                        key="cmd.table.hint.description"))
    async def hint(self, interaction: discord.Interaction) -> None:
        record = await self.game_here(interaction)  # type: ignore[attr-defined]
        record, match, seat = await P.seat_owing(interaction, record.id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        presentation = self.presentation
        level = presentation.hint_level or match.game.info.ai_levels[-1]
        move = await asyncio.to_thread(match.game.ai_move, match.state, seat, level,
                                       record.seed ^ record.version)
        label = presentation.move_label(interaction.locale, move,
                                        match.game.view(match.state, seat))
        await interaction.followup.send(t(interaction.locale, "table.hint", label=label,
                                          move=move), ephemeral=True)


def choices_of(interaction: discord.Interaction, current: str, idents: list[str],
               suffix: str, *, ordered: bool = False) -> list[app_commands.Choice[str]]:
    """Autocomplete over catalog ids, matched in every language, shown in the user's (in
    alphabetical order, or in the given order when it means something)."""
    out = []
    for ident in idents:
        shown = t(interaction.locale, ident + suffix)
        if matches(current, ident.rsplit(".", 1)[-1], shown, *names_for(ident + suffix).values()):
            out.append(app_commands.Choice(name=clip(shown, CHOICE), value=ident))
    return (out if ordered else sorted(out, key=lambda c: c.name))[:CHOICES]
