"""The public side of a game: one post per turn (board picture, alt text, caption), the final
ranking, and the Presenter the lobby and the clock call.

The engine's `events` and `last_flick` describe only the last move, so the Presenter notes each
move's public facts as it is committed and tells the whole turn when it ends. Those notes live in
memory; the engine also keeps the finished turn's moves in the state (`previous_turn`, ruling 19),
so when the notes miss moves (a restart in the middle of the turn) the caption is told from it.
Pictures come from `rendering.ascending_empires` in a worker thread; a failing renderer gives a
plain placeholder picture so the game goes on (logged).
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord
from PIL import Image

from bot.core import off_loop
from bot.i18n import LocaleLike, t
from bot.names import display_names
from bot.store import GameRecord
from bot.tables import Played
from cogs.ascending_empires import events as E
from cogs.ascending_empires import labels as L
from rendering.ascending_empires import alt_text, board_png, flick_preview_png

if TYPE_CHECKING:
    from bot.core import GameBot

log = logging.getLogger(__name__)

GAME = "ascending_empires"
ALT_LIMIT = 1024  # Discord's limit for an attachment description
MESSAGE_LIMIT = 2000
CAPTION_LINES = 12
ORDER_WAIT = 10.0  # seconds a turn's post waits at most for the posts of earlier turns


# --- pictures ----------------------------------------------------------------------------------

def placeholder_png() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (64, 64), (12, 16, 32)).save(buffer, "PNG")
    return buffer.getvalue()


def _board(view: dict[str, Any], locale: LocaleLike, names: list[str]) -> tuple[bytes, str]:
    tr = L.tr_for(locale)
    try:
        return board_png(view, tr, names), alt_text(view, tr, names)
    except Exception:  # a broken renderer must not stop the game
        log.exception("board rendering failed; posting a placeholder")
        return placeholder_png(), t(locale, "ae.ui.board_alt")


def _preview(view: dict[str, Any], flick: dict[str, Any], locale: LocaleLike,
             names: list[str]) -> bytes:
    try:
        return flick_preview_png(view, flick, L.tr_for(locale), names)
    except Exception:
        log.exception("preview rendering failed; showing a placeholder")
        return placeholder_png()


async def board_file(view: dict[str, Any], locale: LocaleLike, names: list[str]) -> discord.File:
    png, alt = await off_loop(_board, view, locale, names)
    return discord.File(io.BytesIO(png), "board.png", description=L.clip(alt, ALT_LIMIT))


async def preview_file(view: dict[str, Any], flick: dict[str, Any], locale: LocaleLike,
                       names: list[str], outcome: str) -> discord.File:
    png = await off_loop(_preview, view, flick, locale, names)
    return discord.File(io.BytesIO(png), "aim.png", description=L.clip(
        t(locale, "ae.ui.preview_alt", outcome=outcome), ALT_LIMIT))


def public_locale(channel: Any) -> LocaleLike:
    return getattr(getattr(channel, "guild", None), "preferred_locale", None)


# --- what a turn did -----------------------------------------------------------------------------

@dataclass
class TurnNotes:
    """The public facts of the moves of one turn (events, and each flick's record) and, once
    the turn is over, the public view it ended with."""

    seat: int
    turn: int
    moves: list[tuple[list[dict[str, Any]], dict[str, Any] | None]] = field(
        default_factory=list)
    view: dict[str, Any] | None = None

    def lines(self, locale: LocaleLike, names: list[str]) -> list[str]:
        out = []
        for events, flick in self.moves:
            out += E.event_lines(locale, events, names, flick)
        return out[:CAPTION_LINES]

    @property
    def last_flick(self) -> dict[str, Any] | None:
        flicks = [flick for _events, flick in self.moves if flick]
        return flicks[-1] if flicks else None


def notes_of_finished_turn(view: dict[str, Any]) -> TurnNotes | None:
    """The turn that `view` has just finished, told from the engine's record of its moves."""
    done = view.get("previous_turn")
    if done is None:
        return None
    moves = list(zip(done["events"], done["flicks"], strict=True))
    return TurnNotes(done["seat"], done["turn"], moves, view)


def completed(notes: TurnNotes, view: dict[str, Any]) -> TurnNotes:
    """`notes` of the turn `view` has just finished, or the engine's record of that turn when
    the notes miss some of its moves (they were noted before a restart)."""
    recorded = notes_of_finished_turn(view)
    if recorded is None or (recorded.seat, recorded.turn) != (notes.seat, notes.turn):
        return notes
    return recorded if len(recorded.moves) > len(notes.moves) else notes


class Presenter:
    """What the table sees: the lobby calls `announce` at the start and on `/game status`;
    every move (a click, a command, the clock's AI) ends in `after_move`.

    `on_change` is the first observer of `Tables`: it runs as soon as a move is committed,
    before anything else can move the game on, so each move's facts (and a finished turn's
    board) are read from the state that move left, however late its post follows. Pictures are
    drawn in parallel (an AI may finish its turn while the last one is drawn), so each turn's
    post waits for the posts of the turns before it: the channel reads in turn order."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self.notes: dict[int, TurnNotes] = {}  # game -> the turn in progress
        self.finished: dict[tuple[int, int], TurnNotes] = {}  # (game, version) -> to be posted
        self.posted: dict[int, int] = {}  # game -> version shown by its turn message
        self.turn_posted = asyncio.Condition()

    async def on_change(self, record: GameRecord, played: Played | None) -> None:
        if played is not None and record.game_type == GAME:
            self.note(played)

    def note(self, played: Played) -> None:
        """Remember the move's public facts; at the end of a turn, keep the turn for its post."""
        match, record = played.match, played.record
        if len(match.log) != record.version:
            log.warning("game %s moved on before move %s was noted", record.id, record.version)
            return
        view = match.game.view(match.state, None)
        turn = view["turn"] - 1 if played.turn_over and not played.game_over else view["turn"]
        notes = self.notes.get(record.id)
        if notes is None or (notes.seat, notes.turn) != (played.seat, turn):
            notes = self.notes[record.id] = TurnNotes(played.seat, turn)
        if played.move == "undo":
            if notes.moves:
                notes.moves.pop()
        else:
            notes.moves.append((view["events"], view["last_flick"]))
        if played.turn_over:
            notes.view = view
            self.finished[(record.id, record.version)] = completed(self.notes.pop(record.id), view)

    async def announce(self, channel: discord.abc.Messageable, record: GameRecord) -> None:
        """The board as it stands, unless the turn changes while it is drawn: that turn's own
        post (an AI may play at once) then tells the table."""
        match = await self.bot.tables.match(record)
        key = match.game.turn_key(match.state)
        await self.post(channel, record, match.game.view(match.state, None), None,
                        len(match.log), lambda: match.game.turn_key(match.state) == key)

    async def after_move(self, channel: discord.abc.Messageable, played: Played) -> None:
        if not played.turn_over:
            return
        key = (played.record.id, played.record.version)
        notes = self.finished.get(key)
        match = played.match
        view = notes.view if notes is not None and notes.view is not None else \
            match.game.view(match.state, None)
        try:
            await self.post(channel, played.record, view, notes, key[1], in_order=key)
        finally:
            self.finished.pop(key, None)
            async with self.turn_posted:
                self.turn_posted.notify_all()

    async def _after_earlier_turns(self, key: tuple[int, int]) -> None:
        """Wait until the earlier turns of the game are posted; a post that never comes (its
        move's handler failed) holds the next one back once, for ORDER_WAIT seconds."""
        def first() -> bool:
            return not any(game == key[0] and version < key[1] for game, version in self.finished)

        async with self.turn_posted:
            try:
                await asyncio.wait_for(self.turn_posted.wait_for(first), ORDER_WAIT)
            except TimeoutError:
                late = [k for k in self.finished if k[0] == key[0] and k[1] < key[1]]
                log.warning("game %s: the posts of versions %s never came", key[0], late)
                for earlier in late:
                    del self.finished[earlier]

    async def post(self, channel: Any, record: GameRecord, view: dict[str, Any],
                   notes: TurnNotes | None, version: int,
                   still_current: Callable[[], bool] | None = None,
                   in_order: tuple[int, int] | None = None) -> None:
        """The one public post of a turn (or the final ranking) with the board picture."""
        locale = public_locale(channel)
        names = await display_names(self.bot, record)
        view = _with_flick(view, notes)
        file = await board_file(view, locale, names)
        if in_order is not None:
            await self._after_earlier_turns(in_order)
        if still_current is not None and not still_current():
            return
        if view["over"]:
            lines = [*(caption(locale, view, notes, names) if notes is not None else []), "",
                     t(locale, "ae.ui.final_title", turns=view["turn"]),
                     *E.ranking_lines(locale, view, names)]
            message = await channel.send(fit(lines), file=file,
                                         allowed_mentions=discord.AllowedMentions.none())
        else:
            seat = view["to_act"]
            ai = record.is_ai(seat)
            key = "ae.ui.next_last_round" if view["last_round"] else "ae.ui.next"
            lines = [*caption(locale, view, notes, names),
                     t(locale, key, user=names[seat] if ai else f"<@{record.players[seat]}>",
                       colour=L.seat_colour(locale, seat), turn=view["turn"],
                       round=view["round"])]
            message = await channel.send(
                fit(lines), file=file, view=None if ai else take_turn_view(record, locale),
                allowed_mentions=discord.AllowedMentions(
                    users=[] if ai else [discord.Object(record.players[seat])]))
        if version >= self.posted.get(record.id, -1):
            self.posted[record.id] = version
            await self.bot.store.set_messages(record.id, turn=message.id)


# --- the posts -----------------------------------------------------------------------------------

def _with_flick(view: dict[str, Any], notes: TurnNotes | None) -> dict[str, Any]:
    """The public view, showing the turn's last flick even when a later move came after it
    (the engine keeps only the last move's flick), so the picture shows the turn's real path
    (the flick records the orbit it ended in, so a later landing does not change its story)."""
    flick = notes.last_flick if notes is not None else None
    if view.get("last_flick") is not None or flick is None:
        return view
    return {**view, "last_flick": flick}


def caption(locale: LocaleLike, view: dict[str, Any], notes: TurnNotes | None,
            names: list[str]) -> list[str]:
    if notes is None:
        return [t(locale, "ae.ui.status_header")]
    header = t(locale, "ae.ui.turn_header", turn=notes.turn,
               player=L.player(locale, notes.seat, names))
    lines = notes.lines(locale, names) or [t(locale, "ae.ui.nothing_happened")]
    return [header, *(f"• {line}" for line in lines)]


def fit(lines: list[str], limit: int = MESSAGE_LIMIT) -> str:
    text = "\n".join(lines)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def take_turn_view(record: GameRecord, locale: LocaleLike) -> discord.ui.View:
    from cogs.ascending_empires.panel import TakeTurnButton

    view = discord.ui.View(timeout=None)
    view.add_item(TakeTurnButton(record.id, t(locale, "ae.ui.take_turn")))
    return view
