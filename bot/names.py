"""Display names of players, for pictures and messages (any game, tournaments, leaderboards).

An AI player has one name wherever it shows. In an ordinary game an AI seat is named by its seat
("AI 3 · strong"); at a tournament table it is named as the tournament's entrant, whose number
never changes ("AI 2 · strong" in the table list, the thread, the standings and the result). A
person's seat that an AI took over in a tournament (after timeouts, or `/game leave`) is named
after that person ("alice · AI strong"), so it is never mistaken for an AI entrant.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from cachetools import LRUCache, TTLCache

if TYPE_CHECKING:
    from bot.core import GameBot
    from bot.store import GameRecord

# (guild, user) -> display name, bounded and refreshed hourly (people rename themselves).
_NAMES: TTLCache[tuple[int, int], str] = TTLCache(maxsize=20_000, ttl=3600)
# game -> its tournament table's entrants (they never change), the most recent kept.
_TABLES: LRUCache[int, tuple[int, ...] | None] = LRUCache(maxsize=4096)


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


def ai_name(number: int | None, level: str | None) -> str:
    """An AI player's name: its number (a seat, or a tournament entrant's) and level, no
    brackets (names are often bracketed); without a number, the level's own name."""
    head = "AI" if number is None else f"AI {number}"
    return f"{head} · {level}" if level else head


async def table_entrants(bot: GameBot, game_id: int) -> tuple[int, ...] | None:
    """The tournament entrants seated at a game by seat (negative: an AI entrant), or None when
    the game is not a tournament table. Seats never change entrants, so it is read once."""
    if game_id in _TABLES:
        return _TABLES[game_id]
    found = await bot.store.table_of_game(game_id)
    entrants = found[1].players if found else None
    _TABLES[game_id] = entrants
    return entrants


async def display_names(bot: GameBot, record: GameRecord) -> list[str]:
    """Display names by seat, falling back to "#n"; AI seats say their level."""
    entrants = None
    if any(record.is_ai(seat) for seat in range(len(record.players))):
        entrants = await table_entrants(bot, record.id)
    names = []
    for seat, user_id in enumerate(record.players):
        level = record.ai_levels[seat]
        if not record.is_ai(seat):
            names.append(await member_name(bot, record.guild_id, user_id, f"#{seat + 1}"))
        elif entrants is None or seat >= len(entrants):
            names.append(ai_name(seat + 1, level))
        elif entrants[seat] < 0:
            names.append(ai_name(-entrants[seat], level))
        else:  # a person's seat played by the AI from now on
            person = await member_name(bot, record.guild_id, entrants[seat], f"#{seat + 1}")
            names.append(f"{person} · AI {level}")
    return names
