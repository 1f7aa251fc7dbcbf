"""Display names of players, for pictures and messages (any game, tournaments, leaderboards)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

if TYPE_CHECKING:
    from bot.core import GameBot
    from bot.store import GameRecord

_NAMES: dict[tuple[int, int], str] = {}  # (guild, user) -> display name


async def member_name(bot: GameBot, guild_id: int, user_id: int, fallback: str) -> str:
    """The member's server nickname if known, else their user name, else `fallback`.

    Without the members intent the member cache is empty: ask Discord once, then remember."""
    key = (guild_id, user_id)
    guild = bot.get_guild(guild_id)
    member = guild.get_member(user_id) if guild else None
    if member is not None:
        _NAMES[key] = member.display_name
    elif key not in _NAMES and guild is not None:
        try:
            _NAMES[key] = (await guild.fetch_member(user_id)).display_name
        except discord.HTTPException:
            user = bot.get_user(user_id)
            if user is not None:
                _NAMES[key] = user.display_name
    return _NAMES.get(key, fallback)


def ai_name(number: int, level: str | None) -> str:
    """An AI player's name: its number and level, no brackets (names are often bracketed)."""
    return f"AI {number} · {level}" if level else f"AI {number}"


async def display_names(bot: GameBot, record: GameRecord) -> list[str]:
    """Display names by seat, falling back to "#n"; AI seats say their level."""
    names = []
    for seat, user_id in enumerate(record.players):
        if record.is_ai(seat):
            names.append(ai_name(seat + 1, record.ai_levels[seat]))
        else:
            names.append(await member_name(bot, record.guild_id, user_id, f"#{seat + 1}"))
    return names
