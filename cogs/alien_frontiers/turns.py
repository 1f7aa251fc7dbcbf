"""The public side of a game: one turn message per turn, raid lines, the final ranking.

Pictures come from `rendering.alien_frontiers` (CPU work: always in a worker thread). If the
renderer is missing or fails, a plain placeholder picture keeps the game playable (logged).
"""

from __future__ import annotations

import io
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.core import off_loop
from bot.i18n import LocaleLike, t
from bot.names import display_names
from bot.store import GameRecord
from bot.tables import Played
from cogs.alien_frontiers import labels as L
from games.match import Match

if TYPE_CHECKING:
    from bot.core import GameBot

log = logging.getLogger(__name__)

GAME = "alien_frontiers"
ALT_LIMIT = 1024  # Discord's limit for an attachment description
EMBED_TEXT = 4096
COLOURS = {0: 0xD63C3C, 1: 0x3C6ED6, 2: 0xE0B92E, 3: 0x3FA34D}


# --- pictures ----------------------------------------------------------------------------------

_placeholder: bytes | None = None


def placeholder_png() -> bytes:
    global _placeholder
    if _placeholder is None:
        from PIL import Image

        buffer = io.BytesIO()
        Image.new("RGB", (64, 36), (20, 24, 40)).save(buffer, "PNG")
        _placeholder = buffer.getvalue()
    return _placeholder


def _missing_renderer() -> None:
    global _warned
    if not _warned:
        _warned = True
        log.warning("rendering.alien_frontiers is not installed: pictures are placeholders")


_warned = False


def _board(view: dict[str, Any], locale: LocaleLike, names: list[str]) -> tuple[bytes, str]:
    tr = L.tr_for(locale)
    try:
        from rendering.alien_frontiers import alt_text, board_png
    except ImportError:
        _missing_renderer()
        return placeholder_png(), t(locale, "af.ui.board_alt")
    try:
        return board_png(view, tr, names), alt_text(view, tr, names)
    except Exception:  # a broken renderer must not stop the game
        log.exception("board rendering failed; posting a placeholder")
        return placeholder_png(), t(locale, "af.ui.board_alt")


def _panel(view: dict[str, Any], seat: int, locale: LocaleLike, names: list[str]) -> bytes:
    try:
        from rendering.alien_frontiers import panel_png
    except ImportError:
        _missing_renderer()
        return placeholder_png()
    try:
        return panel_png(view, seat, L.tr_for(locale), names)
    except Exception:
        log.exception("panel rendering failed; showing a placeholder")
        return placeholder_png()


async def board_file(view: dict[str, Any], locale: LocaleLike, names: list[str]) -> discord.File:
    png, alt = await off_loop(_board, view, locale, names)
    return discord.File(io.BytesIO(png), "board.png", description=L.clip(alt, ALT_LIMIT))


async def panel_file(view: dict[str, Any], seat: int, locale: LocaleLike,
                     names: list[str]) -> discord.File:
    png = await off_loop(_panel, view, seat, locale, names)
    return discord.File(io.BytesIO(png), "panel.png",
                        description=t(locale, "af.ui.board_alt"))


# --- who is who --------------------------------------------------------------------------------

def public_locale(channel: Any) -> LocaleLike:
    guild = getattr(channel, "guild", None)
    return getattr(guild, "preferred_locale", None)


# --- the turn message --------------------------------------------------------------------------

def scores_text(locale: LocaleLike, view: dict[str, Any], names: Sequence[str]) -> str:
    return "\n".join(t(locale, "af.ui.score_line", player=L.player(locale, seat, names), vp=vp)
                     for seat, vp in enumerate(view["vp"]))


def _fit(lines: list[str], limit: int = 1024) -> str:
    text = "\n".join(lines) or "—"
    return L.clip(text, limit)


def turn_embed(locale: LocaleLike, view: dict[str, Any], names: Sequence[str]) -> discord.Embed:
    seat = view["to_act"]
    embed = discord.Embed(title=t(locale, "af.ui.turn_title", turn=view["turn"]),
                          colour=COLOURS.get(seat, 0x555555))
    previous = L.event_lines(locale, view.get("previous_events", []), names)
    embed.add_field(name=t(locale, "af.ui.last_turn"),
                    value=_fit(previous or [t(locale, "af.ui.nothing_yet")]), inline=False)
    current = L.event_lines(locale, view.get("events", []), names, limit=6)
    if current:
        embed.add_field(name=t(locale, "af.ui.this_turn"), value=_fit(current), inline=False)
    embed.add_field(name=t(locale, "af.ui.scores"), value=scores_text(locale, view, names),
                    inline=False)
    embed.set_image(url="attachment://board.png")
    return embed


def turn_view(record: GameRecord, locale: LocaleLike) -> discord.ui.View:
    from cogs.alien_frontiers.panel import TakeTurnButton

    view = discord.ui.View(timeout=None)
    view.add_item(TakeTurnButton(record.id, t(locale, "af.ui.take_turn")))
    return view


async def post_turn(bot: GameBot, channel: Any, record: GameRecord, match: Match) -> None:
    """The one public message of a turn (or the final one), remembered as the turn message."""
    locale = public_locale(channel)
    names = await display_names(bot, record)
    view = match.game.view(match.state, None)
    if view["over"]:
        await post_final(bot, channel, record, match, names)
        return
    seat = view["to_act"]
    file = await board_file(view, locale, names)
    ai = record.is_ai(seat)
    message = await channel.send(
        t(locale, "af.ui.to_act", user=names[seat] if ai else f"<@{record.players[seat]}>",
          colour=L.colour(locale, seat)),
        embed=turn_embed(locale, view, names),
        file=file,
        view=None if ai else turn_view(record, locale),
        allowed_mentions=discord.AllowedMentions(
            users=[] if ai else [discord.Object(record.players[seat])]),
    )
    await bot.store.set_messages(record.id, turn=message.id)


def ranking_text(locale: LocaleLike, match: Match, names: Sequence[str]) -> list[str]:
    """Each place with its numbers and, where it decided, the tie-break (AF-4.2)."""
    state = match.state
    explained = match.game.ranking_explained(state)  # type: ignore[attr-defined]
    players = match.game.view(state, None)["players"]

    def key(seat: int) -> tuple[int, int, int, int]:
        p = players[seat]
        return (p["vp"], len(p["cards"]), p["ore"], p["fuel"])

    criteria = ("vp", "cards", "ore", "fuel")
    lines, place = [], 1
    for index, (seats, _reason) in enumerate(explained):
        k = key(seats[0])
        who = L.joined(locale, [L.player(locale, s, names) for s in seats])
        line = t(locale, "af.ui.rank_line", place=place, players=who, vp=k[0], cards=k[1],
                 ore=k[2], fuel=k[3])
        notes = []
        if len(seats) > 1:
            notes.append(t(locale, "af.ui.rank_shared"))
        if index + 1 < len(explained):
            below = explained[index + 1][0]
            k2 = key(below[0])
            if k[0] == k2[0] and k != k2:
                i = next(j for j in range(4) if k[j] != k2[j])
                notes.append(t(locale, "af.ui.rank_ahead",
                               players=L.joined(locale, [L.player(locale, s, names)
                                                         for s in below]),
                               criterion=t(locale, f"af.ui.criterion.{criteria[i]}"),
                               a=k[i], b=k2[i]))
        if notes:
            line += " (" + "; ".join(notes) + ")"
        lines.append(line)
        place += len(seats)
    return lines


async def post_final(bot: GameBot, channel: Any, record: GameRecord, match: Match,
                     names: list[str] | None = None) -> None:
    locale = public_locale(channel)
    names = names or await display_names(bot, record)
    view = match.game.view(match.state, None)
    file = await board_file(view, locale, names)
    embed = discord.Embed(title=t(locale, "af.ui.final_title"), colour=0xF0C040)
    body = [t(locale, "af.ui.final_intro", turns=view["turn"]), "",
            *ranking_text(locale, match, names)]
    embed.description = L.clip("\n".join(body), EMBED_TEXT)
    last = L.event_lines(locale, view.get("events", []), names, limit=8)
    if last:
        embed.add_field(name=t(locale, "af.ui.last_turn"), value=_fit(last), inline=False)
    embed.set_image(url="attachment://board.png")
    message = await channel.send(embed=embed, file=file)
    await bot.store.set_messages(record.id, turn=message.id)


# --- after a move ------------------------------------------------------------------------------

async def after_move(bot: GameBot, channel: Any, played: Played) -> None:
    """What the table sees after a move: a raid's victims at once, a new turn message at the end
    of a turn, the final ranking at the end of the game. Nothing else is public."""
    if played.move.startswith("raid"):
        locale = public_locale(channel)
        names = await display_names(bot, played.record)
        view = played.match.game.view(played.match.state, None)
        events = view["events"] if not played.turn_over else view["previous_events"]
        raids = [e for e in events if e.get("kind") == "raid"]
        if raids:
            await channel.send(L.raid_line(locale, raids[-1], names, key_prefix="af.ui"),
                               allowed_mentions=discord.AllowedMentions.none())
    if played.turn_over:
        await post_turn(bot, channel, played.record, played.match)


class Presenter:
    """What the lobby calls when an Alien Frontiers game starts, and on `/game status`."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    async def announce(self, channel: discord.abc.Messageable, record: GameRecord) -> None:
        match = await self.bot.tables.match(record)
        await post_turn(self.bot, channel, record, match)

    async def after_move(self, channel: discord.abc.Messageable, played: Played) -> None:
        await after_move(self.bot, channel, played)
