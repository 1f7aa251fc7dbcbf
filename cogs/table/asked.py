"""Seats asked in secret (`Presentation.secret_waits`): a game may wait on seats whose being
asked is itself hidden information (Battlestar Galactica's interrupt windows open only to the
seats holding something to play there, so naming them would tell what they hold).

The table then names and pings only the other seats awaited. Each secret seat hears it is asked
by DM (the channel cannot ping it), its reminders come by DM only and its timeout passes
silently; the log leaves out its answers that are the game's absent answer (a pass), so nobody
learns that it was asked. A move it makes that the game tells anyway (a card played) stays.

The log also keeps back the other players' moves of a span played out of sight
(`Game.secret_span`: Galaxy Trucker's duplicate deal) while the game is still in it.
"""

from __future__ import annotations

import logging
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import LocaleLike, t
from bot.store import GameRecord, LoggedMove
from cogs.table.presentation import Presentation
from games import registry
from games.base import Game, GameError
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


def hidden_in_log(presentation: Presentation, record: GameRecord, moves: Sequence[LoggedMove],
                  viewer: int | None) -> tuple[set[int], set[int]]:
    """The numbers of the logged moves the log leaves out for `viewer`, found by replaying the
    game (CPU work for `off_loop`): the absent answers (the game's timeout move: a pass) of a
    seat asked in secret, which go unsaid, and the other seats' moves of the secret span the
    game is still in (`Game.secret_span`), which the log counts. A game that has ended keeps
    no span secret, so it is replayed only for the secret waits."""
    game = registry.get(record.game_type)
    waits = type(presentation).secret_waits is not Presentation.secret_waits
    spans = type(game).secret_span is not Game.secret_span and record.status == "active"
    if not waits and not spans:
        return set(), set()
    match = Match.start(game, len(record.players), record.seed, record.options)
    quiet: set[int] = set()
    played_in: dict[int, Hashable] = {}
    for number, logged in enumerate(moves):
        if (waits and logged.move != UNDO
                and logged.move == game.timeout_move(match.state, logged.seat)
                and logged.seat in secret_seats(presentation, match)):
            quiet.add(logged.seq)
        span = game.secret_span(match.state) if spans else None
        if span is not None and logged.seat != viewer:
            played_in[logged.seq] = span
        try:
            match.play(logged.seat, logged.move)
        except GameError:  # a game of earlier rules: its log no longer replays from here on,
            # so every later pass is left out, as any of them may have been asked in secret
            log.info("game %s: its log no longer replays; later passes left out of its log",
                     record.id)
            return quiet | {m.seq for m in moves[number:] if m.move == "pass"}, set()
    now = game.secret_span(match.state) if spans else None
    return quiet, {seq for seq, span in played_in.items() if span == now}
