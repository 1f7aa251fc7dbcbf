"""The public side of every game: one post per turn in the game's channel, and the final one.

Posts are a `POST` listener of the turn pipeline: they go out after the mover's answer, in the
order of the changes, each showing the game as it was at its version. A post tells everything
since the previous one (`StepLog`), shows the board picture with its alt text, and mentions the
players the game now waits on, with the button that opens their private panel; the previous
post's button is removed, so only the current post is clickable. When only AI seats are to act
nothing is posted (their turn is told when it ends). Only the players named are pinged: seats
the game asks in secret (`Presentation.secret_waits`) are neither named nor pinged, the post then
says in the game's words that it waits on players asked privately, and each hears it by DM. A game
may also cut its story into chapters (`Presentation.chapters`: Galaxy Trucker's adventure cards
and the end of a round's building): each closed chapter gets a post of its own at once, before
the move's turn post, whoever played the move.

A game may also keep an action queue (`Presentation.queue_text`): one message per game, pinned
when the bot may pin, edited after every change, naming the seats awaited and their deadlines (no
pings). Its last line names the game, so after a restart the pinned message is found again; it is
unpinned when the game ends.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.core import discord_now
from bot.i18n import LocaleLike, duration, t
from bot.names import display_names
from bot.store import GameRecord
from bot.tables import Played
from cogs.table.asked import split_waits, tell_asked
from cogs.table.panel import TakeTurnButton
from cogs.table.pictures import picture_file
from cogs.table.presentation import Presentation, Step
from cogs.table.steps import StepLog

if TYPE_CHECKING:
    from bot.core import GameBot
    from cogs.table import TableKit

log = logging.getLogger(__name__)


def public_locale(channel: Any) -> LocaleLike:
    """The language of a server's public posts: its preferred locale."""
    return getattr(getattr(channel, "guild", None), "preferred_locale", None)


class Presenter:
    def __init__(self, bot: GameBot, kit: TableKit, steps: StepLog) -> None:
        self.bot = bot
        self.kit = kit
        self.steps = steps
        self._queues: dict[int, int] = {}  # game -> its action queue message

    def presentation(self, game_type: str) -> Presentation:
        return self.kit.presentation(game_type)

    async def channel(self, record: GameRecord) -> Any:
        channel = self.bot.get_channel(record.channel_id)
        if channel is None:
            try:
                channel = await self.bot.fetch_channel(record.channel_id)
            except discord.HTTPException:
                log.warning("game %s: its channel %s is gone", record.id, record.channel_id)
                return None
        return channel

    # --- the listener ------------------------------------------------------------------------

    async def on_change(self, record: GameRecord, played: Played | None) -> None:
        await self._on_change(record, played)
        if record.status in ("active", "finished"):
            await self.queue(record)

    async def _on_change(self, record: GameRecord, played: Played | None) -> None:
        if played is None:
            if record.status in ("abandoned", "finished"):  # called off, or settled early
                await self.retire(record)
            elif record.status == "active" and record.version == 0:
                await self.post(record, opening=True)
            return
        if not played.game_over and played.match.game.anytime(played.move):
            return  # a seat's own hidden settings: nothing to tell the channel
        channel = await self.channel(record)
        if channel is None:
            return
        try:
            await self.chapters(record, channel)
        except Exception:  # a chapter lost must not cost the turn post, its ping and button
            log.exception("game %s: the chapter posts of version %s failed", record.id,
                          record.version)
        if played.game_over:
            await self.post(record)
            return
        position = await self.steps.at(record)
        if played.turn_over:
            if any(not record.is_ai(seat) for seat in position[1]):
                await self.post(record)
            return
        presentation = self.presentation(record.game_type)
        step = next((s for s in await self.steps.since(record, record.version - 1)), None)
        if step is not None:
            locale = public_locale(channel)
            names = await display_names(self.bot, record)
            line = presentation.progress_line(locale, step, names)
            if line:
                await channel.send(line, allowed_mentions=discord.AllowedMentions.none())

    async def chapters(self, record: GameRecord, channel: Any) -> None:
        """Post each chapter the last move closed (`Presentation.chapters`), one message each,
        in order, with no pings and no buttons. discord.py paces a burst (a move that resolves
        several cards) within the channel's rate limit."""
        presentation = self.presentation(record.game_type)
        if type(presentation).chapters is Presentation.chapters:
            return
        prior = self.steps.prior(record)
        step = next(iter(await self.steps.since(record, record.version - 1)), None)
        if step is None or step.move == "undo":
            return
        locale = public_locale(channel)
        names = await display_names(self.bot, record)
        fallback = t(locale, "table.board_alt", game=presentation.title(locale))
        for chapter in presentation.chapters(locale, step, names, prior):
            files = [file for method, args in chapter.pictures
                     if (file := await picture_file(presentation, method, *args,
                                                    fallback_alt=fallback)) is not None]
            await channel.send(chapter.text, allowed_mentions=discord.AllowedMentions.none(),
                               **({"files": files} if files else {}))

    # --- the action queue ----------------------------------------------------------------------

    async def queue(self, record: GameRecord) -> None:
        """Edit (or post) the game's action queue message, if the game keeps one."""
        presentation = self.presentation(record.game_type)
        if type(presentation).queue_text is Presentation.queue_text:
            return
        channel = await self.channel(record)
        if channel is None:
            return
        locale = public_locale(channel)
        names = await display_names(self.bot, record)
        view, awaiting = await self.steps.at(record)
        timers = [timer for timer in await self.bot.store.timers(record.id) if timer.kind != "ai"]
        deadlines = {timer.seat: timer.due_at for timer in timers}
        banked = {timer.seat for timer in timers if timer.bank_from is not None}
        text = presentation.queue_text(locale, view, awaiting, deadlines, names, banked)
        if text is None:
            return
        footer = t(locale, "table.queue_footer", id=record.id)
        text = f"{text}\n{footer}"
        none = discord.AllowedMentions.none()
        message_id = self._queues.get(record.id) or record.queue_message_id
        if message_id is None:  # a game whose queue began before its id was kept
            message_id = await self._pinned_queue(channel, footer)
        if message_id is not None:
            try:
                await channel.get_partial_message(message_id).edit(content=text,
                                                                   allowed_mentions=none)
            except discord.HTTPException:
                message_id = None
        if message_id is None:
            message = await channel.send(text, allowed_mentions=none)
            message_id = message.id
            await self.bot.store.set_messages(record.id, queue=message_id)
            if record.status == "active":
                await self._pin(channel.get_partial_message(message_id), True)
        if record.status == "active":
            self._queues[record.id] = message_id
        else:
            self._queues.pop(record.id, None)
            await self._pin(channel.get_partial_message(message_id), False)

    async def _pinned_queue(self, channel: Any, footer: str) -> int | None:
        """The game's queue message among the channel's pins (after a restart), if any."""
        me = self.bot.user
        if me is None:
            return None
        try:
            async for message in channel.pins(limit=50):
                if message.author.id == me.id and message.content.endswith(footer):
                    return int(message.id)
        except (discord.HTTPException, AttributeError):
            return None
        return None

    @staticmethod
    async def _pin(message: Any, pin: bool) -> None:
        """Pin (or unpin) the queue message; without the permission it simply stays unpinned."""
        try:
            await (message.pin() if pin else message.unpin())
        except discord.HTTPException as error:
            log.info("could not %s message %s: %s", "pin" if pin else "unpin", message.id, error)

    # --- posts -------------------------------------------------------------------------------

    async def post(self, at: GameRecord, *, status: bool = False,
                   opening: bool = False) -> None:
        """The post of the game at `at`'s version (the start, a turn, the end), replacing the
        previous post as the game's turn message (`status`: `/game status` re-shows it)."""
        channel = await self.channel(at)
        if channel is None:
            return
        shown = await self.bot.store.get(at.id)  # the post before this one, as now stored
        if opening and shown.posted_version is not None:
            return
        presentation = self.presentation(at.game_type)
        locale = public_locale(channel)
        names = await display_names(self.bot, at)
        view, awaiting = await self.steps.at(at)
        shown_from = shown.posted_version if shown.posted_version is not None else at.version
        steps: Sequence[Step] = [] if status else await self.steps.since(at, shown_from)
        file = await picture_file(presentation, "board", view, locale, names, list(steps),
                                  fallback_alt=t(locale, "table.board_alt",
                                                 game=presentation.title(locale)))
        humans = [seat for seat in awaiting if not at.is_ai(seat)]
        named, secret = split_waits(presentation, view, awaiting)
        pinged = [seat for seat in humans if seat in named]
        if at.status == "finished" and at.ranking is not None:
            content, embed = presentation.final_post(locale, view, at.ranking, steps, names)
            components = None
        else:
            if named:
                mentions = [f"<@{at.players[s]}>" if s in humans else names[s] for s in named]
                to_act = presentation.to_act_line(locale, view, named, mentions, names)
            else:  # only seats asked in secret: nobody is named, whoever may play is told
                to_act = presentation.secret_wait_line(locale, view)
            deadline = await self._deadline_line(at, humans, locale, secret)
            if deadline:
                to_act += "\n" + deadline
            content, embed = presentation.turn_post(locale, view, steps, to_act, names, status)
            components = self.take_turn(at, presentation, locale) if humans else None
        kwargs: dict[str, Any] = {"allowed_mentions": discord.AllowedMentions(
            users=[discord.Object(at.players[s]) for s in pinged])}
        if embed is not None:
            kwargs["embed"] = embed
        if file is not None:
            kwargs["file"] = file
        if components is not None:
            kwargs["view"] = components
        message = await channel.send(content, **kwargs)
        await self.bot.store.set_messages(at.id, turn=message.id, version=at.version)
        self.steps.posted(at)
        if shown.turn_message_id is not None and shown.turn_message_id != message.id:
            await self._drop_button(channel, shown.turn_message_id)
        if secret and not status and at.status == "active":
            await tell_asked(self.bot, at, sorted(secret), presentation, locale,
                             getattr(message, "jump_url", ""))

    async def _deadline_line(self, record: GameRecord, humans: list[int], locale: LocaleLike,
                             secret: set[int]) -> str | None:
        """The first deadline among the people named, in each reader's own time zone; with the
        late bank that follows it, so the post stays true once the deadline has passed. With
        only seats asked in secret: the last of their deadlines, and no seat's bank."""
        timers = [timer for timer in await self.bot.store.timers(record.id)
                  if timer.kind == "turn" and timer.seat in humans]
        due = [timer for timer in timers if timer.seat not in secret]
        if not due:
            if not timers:
                return None
            last = max(timers, key=lambda timer: timer.due_at)
            return t(locale, "table.deadline", when=f"<t:{int(last.due_at)}:R>")
        first = min(due, key=lambda timer: timer.due_at)
        when = f"<t:{int(first.due_at)}:R>"
        if first.bank_from is not None:
            return t(locale, "table.deadline_banked", when=when)
        left = (await self.bot.store.late_banks(record.id, discord_now())).get(first.seat, 0.0)
        if left >= 60:
            return t(locale, "table.deadline_bank", when=when, left=duration(locale, left))
        return t(locale, "table.deadline", when=when)

    def take_turn(self, record: GameRecord, presentation: Presentation,
                  locale: LocaleLike) -> discord.ui.View:
        view = discord.ui.View(timeout=None)
        view.add_item(TakeTurnButton(presentation.prefix, record.id,
                                     t(locale, "table.take_turn")))
        return view

    async def retire(self, record: GameRecord) -> None:
        """The game ended without a final post (abandoned): its turn message loses its button."""
        if record.turn_message_id is None:
            return
        channel = await self.channel(record)
        if channel is not None:
            await self._drop_button(channel, record.turn_message_id)

    @staticmethod
    async def _drop_button(channel: Any, message_id: int) -> None:
        """Remove a post's buttons and keep its picture and text."""
        try:
            await channel.get_partial_message(message_id).edit(view=None)
        except discord.HTTPException as error:
            log.info("could not retire the buttons of message %s: %s", message_id, error)

    async def announce(self, record: GameRecord) -> None:
        """`/game status`: post the game again as it stands now."""
        await self.post(record, status=True)
