"""`/ae …`: move (autocomplete: legal moves and any flick), aim, panel, board, rules. Discord glue
only: the words come from `labels`/`events`, the aiming from `aim`, the pictures from `turns`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.core import after_move
from bot.errors import UserError
from bot.i18n import LocaleLike, names_for, t
from bot.names import display_names
from bot.store import GameRecord
from cogs.ascending_empires import aim as A
from cogs.ascending_empires import aiming, turns
from cogs.ascending_empires import labels as L
from cogs.ascending_empires import panel as P
from games.ascending_empires.data import (
    PHYSICS,
    PLANET_COLOURS,
    POWER_MAX,
    POWER_MIN,
    RANGE_LONG,
    RANGE_SHORT,
    SIZE,
    TECH,
)
from games.ascending_empires.notation import tenths
from games.base import GameError
from games.match import Match

if TYPE_CHECKING:
    from bot.core import GameBot

CHOICES = 25
TOPICS = ("overview", "turn", "flick", "combat", "research", "scoring", "notation", "provisional")
EMBED_TEXT = 4096


def matches(typed: str, *texts: str) -> bool:
    """Every typed word appears in one of the texts (case-insensitive)."""
    haystack = " ".join(texts).lower()
    return all(word in haystack for word in typed.lower().split())


def technology_lines(locale: LocaleLike) -> list[str]:
    """The (provisional) technology table as the engine has it, one line per colour."""
    lines = []
    for colour in PLANET_COLOURS:
        steps = [", ".join(t(locale, f"ae.tech.{effect}", n=n) for effect, n in level.items())
                 for level in TECH[colour]]
        lines.append(t(locale, "ae.rules.tech_line", colour=t(locale, f"ae.colour.{colour}"),
                       levels=" · ".join(f"{i}: {s}" for i, s in enumerate(steps, 1))))
    return lines


def rules_embed(locale: LocaleLike, topic: str) -> discord.Embed:
    """A topic's text with the engine's current (provisional) numbers filled in."""
    facts = {"min": f"{POWER_MIN:g}", "max": f"{POWER_MAX:g}", "mm": f"{PHYSICS['mm_per_power']:g}",
             "size": f"{SIZE:g}", "short": f"{RANGE_SHORT:g}", "long": f"{RANGE_LONG:g}"}
    body = t(locale, f"ae.rules.{topic}.body", **facts)
    if topic == "research":
        body += "\n\n" + "\n".join(technology_lines(locale))
    if topic == "overview":
        body += "\n\n" + t(locale, "ae.rules.topics", topics=L.listed(
            locale, [t(locale, f"ae.rules.{x}.title") for x in TOPICS]))
    embed = discord.Embed(title=t(locale, f"ae.rules.{topic}.title"),
                          description=L.clip(body, EMBED_TEXT), colour=0x2B3A67)
    embed.set_footer(text=t(locale, "ae.rules.footer"))
    return embed


def find_topic(given: str | None) -> str | None:
    """A topic from its id or its title in any language (or a unique part of it)."""
    text = (given or "overview").strip().lower()
    for topic in TOPICS:
        if text == topic or text in {n.lower() for n in
                                     names_for(f"ae.rules.{topic}.title").values()}:
            return topic
    found = [x for x in TOPICS if matches(text, x, *names_for(f"ae.rules.{x}.title").values())]
    return found[0] if len(found) == 1 else None


class AscendingEmpiresCog(commands.Cog):
    ae = app_commands.Group(name=_("ae", key="cmd.ae.name"),
                            description=_("Play Ascending Empires in this channel",
                                          key="cmd.ae.description"),
                            guild_only=True)

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    async def _game_here(self, interaction: discord.Interaction,
                         finished: bool = False) -> GameRecord:
        """The running game of this channel; with `finished`, else the one that ended here last."""
        assert interaction.channel is not None
        store = self.bot.store
        channel = interaction.channel.id
        record = await (store.latest_game_in(channel) if finished else store.open_game_in(channel))
        if record is None or record.game_type != turns.GAME or record.status == "lobby":
            raise UserError(t(interaction.locale, "ae.ui.no_game"))
        return record

    # --- playing -----------------------------------------------------------------------------

    @ae.command(name=_("move", key="cmd.ae.move.name"),
                description=_("Play a move in notation (autocomplete lists your legal moves)",
                              key="cmd.ae.move.description"))
    @app_commands.describe(move=_("The move, e.g. land r1 A3 or flick r1 towards A3",
                                  key="cmd.ae.move.move"))
    async def move(self, interaction: discord.Interaction, move: str) -> None:
        record = await self._game_here(interaction)
        record, match, seat = await P.seat_to_act(interaction, record.id)
        text = A.resolve(interaction.locale, match.game.view(match.state, seat), move)
        played, result = await P.play(interaction, match, seat, record.id, text)
        components = None
        now = played.match
        if now.to_act() == seat:
            view = now.game.view(now.state, seat)
            result += "\n" + P.phase_line(interaction.locale, view, view["players"][seat])
            if (view.get("pending") or {}).get("kind") == "land_peek":
                components = discord.ui.View(timeout=None)
                for action in ("confirm", "decline"):
                    components.add_item(P.ActionButton(record.id, played.record.version, action,
                                                       t(interaction.locale, f"ae.ui.{action}")))
        try:
            if components is None:
                await interaction.response.send_message(result, ephemeral=True)
            else:
                await interaction.response.send_message(result, view=components, ephemeral=True)
        finally:  # the table hears of the move even if the private reply failed
            if isinstance(interaction.channel, discord.abc.Messageable):
                await after_move(self.bot, interaction.channel, played)

    @move.autocomplete("move")
    async def _move_choices(self, interaction: discord.Interaction,
                            current: str) -> list[app_commands.Choice[str]]:
        found = await self._mine(interaction)
        if found is None:
            return []
        _record, match, seat = found
        locale = interaction.locale
        view = match.game.view(match.state, seat)
        typed = current.strip()
        choices: list[app_commands.Choice[str]] = []
        if typed.lower().startswith("flick") and len(typed) <= L.LABEL_LIMIT:
            try:
                exact = match.game.canonical(match.state, seat, A.resolve(locale, view, typed))
            except GameError:
                exact = None
            if exact is not None:
                choices.append(app_commands.Choice(
                    name=L.clip(f"{L.move_label(locale, exact, view)} · {typed}"), value=typed))
            for ship in (s["id"] for s in view["ships"] if s["seat"] == seat):
                for target in A.targets(view, ship)[:8]:
                    text = f"flick {ship} towards {target.id}"
                    if text != typed and matches(typed, text):
                        choices.append(app_commands.Choice(name=text, value=text))
        for legal in match.legal_moves(seat):
            label = L.move_label(locale, legal, view)
            if len(legal) <= L.LABEL_LIMIT and matches(typed, legal, label):
                choices.append(app_commands.Choice(name=L.clip(f"{label} · {legal}"),
                                                   value=legal))
        return choices[:CHOICES]

    async def _mine(self, interaction: discord.Interaction
                    ) -> tuple[GameRecord, Match, int] | None:
        """(record, match, seat) when the user is the seat to act here, else None."""
        assert interaction.channel is not None
        record = await self.bot.store.open_game_in(interaction.channel.id)
        if record is None or record.game_type != turns.GAME or record.status != "active":
            return None
        seat = record.seat_of(interaction.user.id)
        match = await self.bot.tables.match(record)
        if seat is None or match.to_act() != seat:
            return None
        return record, match, seat

    @ae.command(name=_("aim", key="cmd.ae.aim.name"),
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
        record = await self._game_here(interaction)
        record, match, seat = await P.seat_to_act(interaction, record.id)
        view = match.game.view(match.state, seat)
        ship = ship.strip().lower()
        word = direction.strip().split()[-1] if direction.strip() else ""
        if A.TARGET.match(word):
            chosen = A.towards(view, ship, word)
        else:
            chosen = A.Aim(ship, tenths(direction.strip().rstrip("°"), "angle") % 3600,
                           aiming.default_aim(match, seat, ship).power)
        if power is not None:
            chosen = chosen.pushed(round(power * 10) - chosen.power)
        match.game.canonical(match.state, seat, chosen.move)  # refuse now, with the reason
        await interaction.response.defer(ephemeral=True, thinking=True)
        await aiming.show_aim(interaction, record, match, seat, chosen, new_message=True)

    @aim.autocomplete("ship")
    async def _ship_choices(self, interaction: discord.Interaction,
                            current: str) -> list[app_commands.Choice[str]]:
        found = await self._mine(interaction)
        if found is None:
            return []
        _record, match, seat = found
        view = match.game.view(match.state, seat)
        out = []
        for sid in (s["id"] for s in view["ships"] if s["seat"] == seat):
            label = L.ship(interaction.locale, view, sid)
            if matches(current, sid, label):
                out.append(app_commands.Choice(name=L.clip(label), value=sid))
        return out[:CHOICES]

    @aim.autocomplete("direction")
    async def _direction_choices(self, interaction: discord.Interaction,
                                 current: str) -> list[app_commands.Choice[str]]:
        found = await self._mine(interaction)
        ship = str(getattr(interaction.namespace, "ship", "") or "").lower()
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
            if matches(current, target.id, label):
                out.append(app_commands.Choice(name=L.clip(label), value=target.id))
        return out[:CHOICES]

    @ae.command(name=_("panel", key="cmd.ae.panel.name"),
                description=_("Open your private control panel for your turn",
                              key="cmd.ae.panel.description"))
    async def panel(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction)
        await P.open_panel(interaction, record.id)

    # --- looking -----------------------------------------------------------------------------

    @ae.command(name=_("board", key="cmd.ae.board.name"),
                description=_("Show the board as you see it (only to you)",
                              key="cmd.ae.board.description"))
    async def board(self, interaction: discord.Interaction) -> None:
        record = await self._game_here(interaction, finished=True)
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await self.bot.tables.match(record)
        names = await display_names(self.bot, record)
        view = match.game.view(match.state, record.seat_of(interaction.user.id))
        file = await turns.board_file(view, interaction.locale, names)
        await interaction.followup.send(file=file, ephemeral=True)

    @ae.command(name=_("rules", key="cmd.ae.rules.name"),
                description=_("Short rules help (says which parts are provisional)",
                              key="cmd.ae.rules.description"))
    @app_commands.describe(topic=_("Rules topic", key="cmd.ae.rules.topic"))
    async def rules(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        found = find_topic(topic)
        if found is None:
            raise UserError(t(interaction.locale, "ae.ui.unknown_topic", name=topic))
        await interaction.response.send_message(embed=rules_embed(interaction.locale, found),
                                                ephemeral=True)

    @rules.autocomplete("topic")
    async def _topic_choices(self, interaction: discord.Interaction,
                             current: str) -> list[app_commands.Choice[str]]:
        out = []
        for topic in TOPICS:
            key = f"ae.rules.{topic}.title"
            if matches(current, topic, *names_for(key).values()):
                out.append(app_commands.Choice(name=L.clip(t(interaction.locale, key)),
                                               value=topic))
        return out
