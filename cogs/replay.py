"""`/replay`: an animated GIF of a finished (or abandoned) game, the board at every turn's start.

Discord glue only: the turns come from `games.timeline`, the pictures from each game's board
renderer (`rendering.BOARDS`), the GIF from `rendering.animation`; all of that CPU work runs in
a worker thread. Finished games never change, so the last few GIFs are kept and posted again at
once.
"""

from __future__ import annotations

import asyncio
import io
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.core import off_loop
from bot.errors import NotAllowed, NotFound
from bot.i18n import LocaleLike, language_of, t
from bot.limits import ALT_TEXT, clip
from bot.names import display_names
from bot.store import GameRecord
from cogs.table.place import check_place
from games import registry
from games.base import Game
from games.timeline import turn_states
from rendering import BOARDS, BoardRenderer
from rendering.animation import animated_gif

if TYPE_CHECKING:
    from bot.core import GameBot


CACHE_SIZE = 8


@dataclass(frozen=True)
class Replay:
    gif: bytes
    turns: int
    winners: list[int]
    vp: int

# A long game (Battlestar Galactica waits on someone some 400 times) is shown in this many
# frames, evenly spread: about a minute and a half of GIF, drawn in seconds.
MAX_FRAMES = 120
T = TypeVar("T")


def spread(items: list[T], most: int) -> list[T]:
    """At most `most` of `items`, evenly spread, the first and the last always kept."""
    if len(items) <= most:
        return items
    step = (len(items) - 1) / (most - 1)
    return [items[round(k * step)] for k in range(most)]


def render_replay(game: Game, record: GameRecord, log: list[tuple[int, str]],
                  renderer: BoardRenderer, locale: LocaleLike, names: list[str]) -> Replay:
    """Blocking: replay the log, draw every turn's board, make the GIF."""
    states = turn_states(game, len(record.players), record.seed, record.options, log)

    def tr(key: str, **kwargs: Any) -> str:
        return t(locale, key, **kwargs)

    frames = [renderer(game.view(state, None), tr, names) for state in spread(states, MAX_FRAMES)]
    final = states[-1]
    ranking = record.ranking or game.ranking(final)
    winners = ranking[0] if ranking else []
    scores = game.scores(final)
    return Replay(gif=animated_gif(frames), turns=len(states) - 1, winners=list(winners),
                  vp=scores[winners[0]] if winners else 0)


def result_text(locale: LocaleLike, replay: Replay, names: list[str]) -> str:
    who = [names[p] if p < len(names) else f"#{p + 1}" for p in replay.winners]
    if not who:
        return ""
    if len(who) == 1:
        return t(locale, "replay.winner", name=who[0], vp=replay.vp)
    return t(locale, "replay.winners", names=t(locale, "render.list_sep").join(who),
             vp=replay.vp)


class ReplayCog(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self._cache: OrderedDict[tuple[int, str], Replay] = OrderedDict()
        self._rendering = asyncio.Lock()  # one replay drawn at a time: it is CPU-heavy

    @app_commands.command(
        name=_("replay", key="cmd.replay.name"),
        description=_("An animated GIF of the last finished game in this channel",
                      key="cmd.replay.description"))
    @app_commands.describe(game=_("Game number (default: the last finished game here)",
                                  key="cmd.replay.game"))
    @app_commands.guild_only()
    async def replay(self, interaction: discord.Interaction,
                     game: app_commands.Range[int, 1] | None = None) -> None:
        record = await self._finished_game(interaction, game)
        engine = registry.get(record.game_type)
        renderer = BOARDS.get(record.game_type)
        if renderer is None:
            raise NotAllowed("replay.no_pictures", game=engine.info.title_msg)
        await interaction.response.defer(thinking=True)  # public: drawing takes a few seconds
        locale = interaction.guild_locale
        names = await display_names(self.bot, record)
        key = (record.id, language_of(locale))
        async with self._rendering:
            replay = self._cache.get(key)
            if replay is None:
                moves = await self.bot.store.moves(record.id)
                log = [(m.seat, m.move) for m in moves]
                replay = await off_loop(render_replay, engine, record, log, renderer,
                                                 locale, names)
                self._cache[key] = replay
                while len(self._cache) > CACHE_SIZE:
                    self._cache.popitem(last=False)
            self._cache.move_to_end(key)
        result = (t(locale, "replay.called_off") if record.status == "abandoned"
                  else result_text(locale, replay, names))
        title = t(locale, engine.info.title_msg.key)
        alt = t(locale, "replay.alt", game=title, id=record.id, turns=replay.turns,
                result=result).strip()
        file = discord.File(io.BytesIO(replay.gif), f"replay-{record.id}.gif",
                            description=clip(alt, ALT_TEXT))
        await interaction.followup.send(
            t(locale, "replay.posted", game=title, id=record.id, turns=replay.turns,
              result=result).strip(),
            file=file, allowed_mentions=discord.AllowedMentions.none())

    async def _finished_game(self, interaction: discord.Interaction,
                             game_id: int | None) -> GameRecord:
        """The game to replay (finished or abandoned, played in this channel), or a refusal
        the player can read (shown privately)."""
        if game_id is not None:
            try:
                record = await self.bot.store.get(game_id)
            except NotFound:
                raise NotFound("replay.not_found", id=game_id) from None
            check_place(interaction, record.guild_id, record.channel_id)
        else:
            found = await self.bot.store.latest_closed_game_in(interaction.channel_id or 0)
            if found is None:
                raise NotFound("replay.none")
            record = found
        if record.status in ("lobby", "active"):
            raise NotAllowed("replay.running", id=record.id)
        if record.version == 0:
            raise NotAllowed("replay.no_moves", id=record.id)
        return record


async def setup(bot: GameBot) -> None:
    await bot.add_cog(ReplayCog(bot))
