"""What a game tells the table kit: its words and pictures. Everything else is the kit's.

A game at the table is an engine (`games/<key>/`), a renderer (`rendering/<key>/`) and a
presentation: a `Presentation` subclass in `cogs/<key>/presentation.py` that groups and labels
its legal moves, captions what happened, draws its pictures (through its renderer) and names its
rules topics and cards. The defaults here are enough for a game with no package of its own (the
test games): moves shown as their notation, a text post per turn, no picture.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.i18n import LocaleLike, names_for, t
from bot.limits import EMBED_DESCRIPTION, clip, fit_lines
from games.base import Game

PAGE = 25  # moves per page of the move select


@dataclass(frozen=True)
class Step:
    """One move as the table tells it: who played what, the public view it started from and
    the one it left, and the seats the game waited on after it."""

    version: int
    seat: int
    move: str
    before: dict[str, Any]
    after: dict[str, Any]
    awaiting: tuple[int, ...] = ()


@dataclass(frozen=True)
class Button:
    """A panel button that plays a move (Land / Don't land, End turn…): `action` names it in
    custom_ids (lower-case letters), `move` is the notation it plays when that move is legal."""

    action: str
    move: str
    label_key: str
    style: discord.ButtonStyle = discord.ButtonStyle.secondary


@dataclass(frozen=True)
class Picture:
    """A drawn picture: PNG bytes and the alt text screen readers read."""

    png: bytes
    alt: str
    filename: str = "board.png"


@dataclass(frozen=True)
class Chapter:
    """A part of the game told in a public post of its own as soon as a move closes it (an
    adventure card, a round's building), even while no person is awaited: its text, and its
    pictures as `(method, args)`: `presentation.<method>(*args)` drawn off the event loop (plain
    arguments: views, names, the language) and returning a `Picture`."""

    text: str
    pictures: tuple[tuple[str, tuple[Any, ...]], ...] = ()


@dataclass
class Presentation:
    """The words and pictures of one game at the table. Subclass per game."""

    game: Game
    colours: Sequence[int] = (0xD63C3C, 0x3C6ED6, 0xE0B92E, 0x3FA34D, 0x9B59B6, 0xE67E22)
    buttons: Sequence[Button] = field(default_factory=tuple)
    page: int = PAGE

    @property
    def key(self) -> str:
        return self.game.info.key

    @property
    def prefix(self) -> str:
        return self.game.info.prefix or self.game.info.key

    @property
    def hint_level(self) -> str | None:
        """The AI level `/<prefix> hint` asks (None: no hint command), the strongest one."""
        levels = self.game.info.ai_levels
        return levels[-1] if len(levels) > 1 else None

    # --- names -----------------------------------------------------------------------------

    def title(self, locale: LocaleLike) -> str:
        return t(locale, self.game.info.title_msg.key)

    def player(self, locale: LocaleLike, seat: int, names: Sequence[str]) -> str:
        """How a seat is named in this game's texts (e.g. its colour and the player's name)."""
        return names[seat] if 0 <= seat < len(names) else str(seat + 1)

    # --- moves -----------------------------------------------------------------------------

    def move_label(self, locale: LocaleLike, move: str, view: dict[str, Any]) -> str:
        """A move in the player's words (the notation itself by default)."""
        return move

    def option_label(self, locale: LocaleLike, move: str, view: dict[str, Any]) -> str:
        """A move as its option in the panel's move select."""
        return self.move_label(locale, move, view)

    def groups(self, moves: list[str], view: dict[str, Any]) -> dict[str, list[str]]:
        """The panel's move groups (at most 25, keys of [a-z_.]), buttons' moves left out."""
        on_buttons = {b.move for b in self.buttons} | {"undo"}
        grouped: dict[str, list[str]] = {}
        for move in moves:
            if move not in on_buttons and len(move) <= 100:
                grouped.setdefault(move.split()[0][:12] or "move", []).append(move)
        return grouped

    def group_label(self, locale: LocaleLike, key: str) -> str:
        return key

    # --- words of the table ------------------------------------------------------------------

    def panel_text(self, locale: LocaleLike, view: dict[str, Any], seat: int,
                   names: Sequence[str], moves: list[str]) -> str:
        """The head of a seat's private panel."""
        return t(locale, "table.panel_header", player=self.player(locale, seat, names))

    def result_lines(self, locale: LocaleLike, step: Step, private: dict[str, Any],
                     names: Sequence[str]) -> list[str]:
        """What a move did, told privately to its player (`private`: their view after it)."""
        return [t(locale, "table.played", move=self.move_label(locale, step.move, step.before))]

    def caption(self, locale: LocaleLike, steps: Sequence[Step],
                names: Sequence[str]) -> list[str]:
        """What happened since the last public post, in a few lines (public moves only)."""
        told = [s for s in steps if not self.game.anytime(s.move)]
        lines = [f"{self.player(locale, s.seat, names)}: `{self.game.public_move(s.seat, s.move)}`"
                 for s in told[-12:]]
        return lines

    def status_line(self, locale: LocaleLike, match: Any, seat: int) -> str | None:
        """A line under a `/<prefix> move` answer while the seat still owes moves (its phase)."""
        return None

    def board_text(self, locale: LocaleLike, view: dict[str, Any],
                   names: Sequence[str]) -> tuple[str, discord.Embed | None]:
        """What `/<prefix> board` says beside the picture."""
        return "", None

    async def pick(self, interaction: discord.Interaction, record: Any, version: int,
                   move: str) -> bool:
        """A move picked on the panel that the game handles itself before it is played (a flick
        is aimed first): True when it did."""
        return False

    def anytime_moves(self, view: dict[str, Any]) -> list[str]:
        """Moves the seat of `view` may play at any time (`Game.anytime`: standing orders),
        offered on its panel even while the game does not wait on it. None by default."""
        return []

    def chapters(self, locale: LocaleLike, step: Step, names: Sequence[str],
                 prior: Any = None) -> list[Chapter]:
        """The game's post boundaries: the chapters `step` (one move) closed, each posted at once
        in a message of its own before the move's turn post, so nothing the AI or the rules
        resolved on their own is folded into a later caption. `prior`: the engine's state
        before the move when the kit still has it (None after a restart), to replay the move
        and show the positions inside it. A game that uses chapters leaves what they told out
        of its `caption`. None by default."""
        return []

    def progress_line(self, locale: LocaleLike, step: Step,
                      names: Sequence[str]) -> str | None:
        """A short public line for a move that does not end a step (a player has answered in a
        simultaneous step), or None: most moves are told at the end of the turn."""
        return None

    def secret_waits(self, view: dict[str, Any], awaiting: Sequence[int]) -> set[int]:
        """The awaited seats whose being asked is itself a secret, decided from the public
        `view` (Battlestar Galactica's interrupt windows open only to the seats holding
        something to play there). The table never names or pings them where others read: not
        in the turn post, the action queue, a reminder or timeout line, `/game mine`, a refusal
        or the log; each is told by DM instead (`cogs/table/asked.py`). None by default."""
        return set()

    def secret_wait_line(self, locale: LocaleLike, view: dict[str, Any]) -> str:
        """The turn post's to-act line when every seat awaited is a secret one."""
        return t(locale, "table.to_act_secret")

    def to_act_line(self, locale: LocaleLike, view: dict[str, Any], seats: Sequence[int],
                    mentions: Sequence[str], names: Sequence[str]) -> str:
        """Who the game waits on now (`mentions`: their pings, or names for AI seats)."""
        if len(seats) == 1:
            return t(locale, "table.to_act", game=self.title(locale), user=mentions[0])
        return t(locale, "table.to_act_many", game=self.title(locale), users=list(mentions))

    def turn_post(self, locale: LocaleLike, view: dict[str, Any], steps: Sequence[Step],
                  to_act: str, names: Sequence[str],
                  status: bool) -> tuple[str, discord.Embed | None]:
        """The public post of a turn: its text (and embed). `status`: `/game status` shows the
        game again, with nothing new to tell."""
        lines = [t(locale, "table.status_header")] if status else self.caption(locale, steps,
                                                                                 names)
        return fit_lines([*lines, to_act]), None

    def final_post(self, locale: LocaleLike, view: dict[str, Any], ranking: list[list[int]],
                   steps: Sequence[Step], names: Sequence[str]) -> tuple[str, discord.Embed | None]:
        """The public post of the end: the last moves, then the final ranking."""
        lines = [*self.caption(locale, steps, names), "",
                 t(locale, "table.final_title", game=self.title(locale)),
                 *self.final_lines(locale, view, ranking, names)]
        return fit_lines(lines), None

    def final_lines(self, locale: LocaleLike, view: dict[str, Any], ranking: list[list[int]],
                    names: Sequence[str]) -> list[str]:
        """The final ranking, with what decided it."""
        lines = []
        place = 1
        for seats in ranking:
            who = [self.player(locale, s, names) for s in seats]
            lines.append(t(locale, "table.rank_line", place=place, players=who))
            place += len(seats)
        return lines

    def queue_text(self, locale: LocaleLike, view: dict[str, Any], seats: Sequence[int],
                   deadlines: dict[int, float], names: Sequence[str],
                   banked: Collection[int] = ()) -> str | None:
        """The game's action queue: one public message the kit keeps up to date (edited after
        every move) saying whose input the game waits on and each seat's deadline (`deadlines`:
        seat -> Unix time; `banked`: seats whose deadline is their late bank running), naming
        none of its `secret_waits`. None (the default): the game has no such message."""
        return None

    def extra_items(self, record: Any, match: Any, seat: int,
                    locale: LocaleLike) -> list[discord.ui.Item]:
        """Components of the game's own added to a seat's private panel (Battlestar
        Galactica's card picker for a skill check); they use rows the kit leaves free."""
        return []

    def private_digest(self, locale: LocaleLike, view: dict[str, Any],
                       seat: int) -> str | None:
        """A seat's secrets in a few words (a hand, a loyalty), sent by DM when they change
        to players who asked for it; None when the game keeps no secrets."""
        return None

    # --- pictures (called off the event loop) -------------------------------------------------

    def board(self, view: dict[str, Any], locale: LocaleLike, names: Sequence[str],
              steps: Sequence[Step] = ()) -> Picture | None:
        """The public picture after `steps` (None: the game has no picture)."""
        return None

    def private_board(self, view: dict[str, Any], seat: int, locale: LocaleLike,
                      names: Sequence[str]) -> Picture | None:
        """The picture of a seat's private panel (by default the board as they see it)."""
        return self.board(view, locale, names)

    # --- rules and cards -----------------------------------------------------------------------

    def rule_topics(self) -> list[str]:
        """Rules topics (`<prefix>.rules.<topic>.title` / `.body` catalog keys)."""
        return []

    def rules_embed(self, locale: LocaleLike, topic: str) -> discord.Embed:
        key = f"{self.prefix}.rules.{topic}"
        return discord.Embed(title=t(locale, f"{key}.title"),
                             description=clip(t(locale, f"{key}.body"), EMBED_DESCRIPTION),
                             colour=0x4A6FA5)

    def cards(self) -> list[str]:
        """Catalog ids `/<prefix> card` explains (each has `.name` and `.rules`)."""
        return []

    def card_embed(self, locale: LocaleLike, ident: str) -> discord.Embed:
        return discord.Embed(title=t(locale, f"{ident}.name"),
                             description=clip(t(locale, f"{ident}.rules"), EMBED_DESCRIPTION),
                             colour=0x4A6FA5)


def matches(typed: str, *texts: str) -> bool:
    """Every typed word appears in one of the texts (case-insensitive)."""
    haystack = " ".join(texts).lower()
    return all(word in haystack for word in typed.lower().split())


def find_ident(given: str, idents: list[str], suffix: str) -> str | None:
    """An id from a chosen value (`af.card.x`), a bare id (`x`) or a name in any language."""
    text = given.strip().lower()
    for ident in idents:
        if text in (ident, ident.rsplit(".", 1)[-1]):
            return ident
    for ident in idents:
        if text in {n.lower() for n in names_for(ident + suffix).values()}:
            return ident
    found = [i for i in idents if matches(text, i, *names_for(i + suffix).values())]
    return found[0] if len(found) == 1 else None

