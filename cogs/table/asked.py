"""Seats asked in secret (`Presentation.secret_waits`): a game may wait on seats whose being
asked is itself hidden information (Battlestar Galactica's interrupt windows open only to the
seats holding something to play there, so naming them would tell what they hold).

The table then names and pings only the other seats awaited. Each secret seat hears it is asked
by DM (the channel cannot ping it), its reminders come by DM only and its timeout passes
silently; the log leaves out its answers that are the game's absent answer (a pass), so nobody
learns that it was asked. A move it makes that the game tells anyway (a card played) stays.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import LocaleLike, t
from bot.store import GameRecord, LoggedMove
from cogs.table.presentation import Presentation
from games import registry
from games.base import GameError
from games.match import UNDO, Match

if TYPE_CHECKING:
    from bot.core import GameBot

log = logging.getLogger(__name__)


def split_waits(presentation: Presentation, view: dict[str, Any],
                awaiting: Sequence[int]) -> tuple[list[int], set[int]]:
    """The awaited seats the table may name, and the secret ones (`view`: the public view)."""
    secret = presentation.secret_waits(view, awaiting) & set(awaiting)
    return [seat for seat in awaiting if seat not in secret], secret


def secret_seats(presentation: Presentation, match: Match[Any]) -> set[int]:
    """The seats the match waits on in secret now."""
    awaiting = match.awaiting()
    if not awaiting or type(presentation).secret_waits is Presentation.secret_waits:
        return set()
    return split_waits(presentation, match.game.view(match.state, None), awaiting)[1]


async def tell_asked(bot: GameBot, record: GameRecord, seats: Sequence[int],
                     presentation: Presentation, locale: LocaleLike, link: str) -> None:
    """DM each secret seat's player that the game asks them (whatever their DM settings: the
    channel cannot tell them). A closed DM costs nothing public."""
    for seat in seats:
        if record.is_ai(seat):
            continue
        text = t(locale, "table.asked_privately", game=presentation.title(locale), id=record.id,
                 prefix=presentation.prefix, link=link)
        await dm(bot, record.players[seat], text)


async def dm(bot: GameBot, user_id: int, text: str) -> bool:
    """A DM to one player; False (and nothing else) when it cannot be sent."""
    try:
        user = bot.get_user(user_id) or await bot.fetch_user(user_id)
        await user.send(text, allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException as error:
        log.info("a DM could not be sent: %s", error)  # not to whom: who is asked is secret
        return False
    return True


def quiet_moves(presentation: Presentation, record: GameRecord,
                moves: Sequence[LoggedMove]) -> set[int]:
    """The numbers of the logged moves that were absent answers (the game's timeout move: a
    pass) of a seat asked in secret, found by replaying the game; CPU work for `off_loop`."""
    if type(presentation).secret_waits is Presentation.secret_waits:
        return set()
    game = registry.get(record.game_type)
    match = Match.start(game, len(record.players), record.seed, record.options)
    quiet = set()
    for number, logged in enumerate(moves):
        if (logged.move != UNDO and logged.move == game.timeout_move(match.state, logged.seat)
                and logged.seat in secret_seats(presentation, match)):
            quiet.add(logged.seq)
        try:
            match.play(logged.seat, logged.move)
        except GameError:  # a game of earlier rules: its log no longer replays from here on,
            # so every later pass is left out, as any of them may have been asked in secret
            log.info("game %s: its log no longer replays; later passes left out of its log",
                     record.id)
            return quiet | {m.seq for m in moves[number:] if m.move == "pass"}
    return quiet
