"""The private panel of a seat the game waits on, built only from that seat's legal moves.

Every game gets the same panel: a select of move groups, the chosen group's moves (25 a page)
with ◀ ▶ page buttons when needed, then the game's own buttons (End turn, Land / Don't land…)
when their move is legal, Undo when possible, and Refresh. In a simultaneous step each awaited
seat opens its own panel and answers privately. Every component is a `DynamicItem` whose
custom_id carries the game's prefix, the game id and the game's version, so a panel keeps working
after a restart and a stale one changes nothing:

    <prefix>:panel:<game>                          the public "Take your turn" button
    <prefix>:g:<game>:<version>                    group select
    <prefix>:m:<game>:<version>:<group>:<page>     move select (values: canonical notation)
    <prefix>:pg:<game>:<version>:<group>:<page>    page buttons (target page)
    <prefix>:b:<action>:<game>:<version>           buttons (undo, refresh, the game's own)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

import discord

from bot.core import discord_now
from bot.errors import NotAllowed, StaleMove, UserError
from bot.i18n import LocaleLike, duration, t
from bot.limits import OPTION, clip, fit_lines
from bot.names import display_names
from bot.store import GameRecord
from bot.tables import Played
from cogs.table.asked import secret_seats, split_waits
from cogs.table.pictures import picture_file
from cogs.table.place import CheckedGame
from cogs.table.presentation import Presentation, Step
from games.match import UNDO, Match

if TYPE_CHECKING:
    from bot.core import GameBot

PREFIX = r"(?P<prefix>[a-z]{2,5})"
GAME = r"(?P<game>[0-9]{1,18})"
VERSION = r"(?P<ver>[0-9]{1,9})"
GROUP = r"(?P<group>[a-z_.]{1,40})"
ACTION = r"(?P<action>[a-z]{1,12})"
KIT_BUTTONS = {"undo": discord.ButtonStyle.secondary, "refresh": discord.ButtonStyle.secondary}


def kit(interaction: discord.Interaction) -> Any:
    """The table kit of the bot handling the interaction (cogs.table.TableKit)."""
    return interaction.client.kit  # type: ignore[attr-defined]


def presentation_for(interaction: discord.Interaction, record: GameRecord,
                     prefix: str | None = None) -> Presentation:
    """The game's presentation; refused when a custom_id's prefix names another game."""
    found: Presentation = kit(interaction).presentation(record.game_type)
    if prefix is not None and found.prefix != prefix:
        raise NotAllowed("error.wrong_place")
    return found


# --- who may act -------------------------------------------------------------------------------

async def seat_owing(interaction: discord.Interaction, game_id: int, *,
                     anytime: bool = False) -> tuple[GameRecord, Match, int]:
    """The game, its match and the user's seat; a refusal unless the game waits on that seat
    (or, with `anytime`, the seat has moves it may play at any time: standing orders)."""
    bot: GameBot = interaction.client  # type: ignore[assignment]
    record = await bot.tables.record(game_id)
    if record.status != "active":
        raise UserError("table.game_over_already")
    seat = record.seat_of(interaction.user.id)
    if seat is None:
        raise NotAllowed("table.not_in_game")
    match = await bot.tables.match(record)
    awaiting = match.awaiting()
    if seat not in awaiting:
        presentation = presentation_for(interaction, record)
        if anytime and anytime_moves(presentation, match, seat):
            return record, match, seat
        named = [s for s in awaiting if s not in secret_seats(presentation, match)]
        if awaiting and not named:  # whom the game asks is secret (cogs/table/asked.py)
            raise NotAllowed("table.not_asked")
        names = await display_names(bot, record)
        raise NotAllowed("table.not_your_turn", player=[
            presentation.player(interaction.locale, s, names) for s in named] or ["—"])
    return record, match, seat


async def check_fresh(interaction: discord.Interaction, game_id: int, version: int,
                      seat: int | None = None) -> int:
    """Refuse a component of an earlier position: nothing is changed. In a simultaneous step the
    others' answers move the game on while a seat's panel is open: the panel stays good as long as
    every move since it was drawn is another seat's (`seat`, still awaited: the engine ends a
    decision only when each awaited seat has answered). Returns the game's version."""
    bot: Any = interaction.client
    record = await bot.tables.record(game_id)
    if record.status != "active" or version > record.version:
        raise StaleMove("table.stale")
    if record.version != version:
        later = (await bot.store.moves(game_id))[version:record.version]
        if seat is None or not later or any(m.seat == seat for m in later):
            raise StaleMove("table.stale")
    return int(record.version)


# --- building the panel ------------------------------------------------------------------------

def anytime_moves(presentation: Presentation, match: Match, seat: int) -> list[str]:
    """The moves the seat may play at any time (standing orders), as its panel offers them."""
    return presentation.anytime_moves(match.game.view(match.state, seat))


def panel_view(record: GameRecord, match: Match, seat: int, presentation: Presentation,
               locale: LocaleLike, group: str | None = None, page: int = 0) -> discord.ui.View:
    moves = match.legal_moves(seat)
    state_view = match.game.view(match.state, seat)
    grouped = presentation.groups([m for m in moves if m != UNDO], state_view)
    only = next(iter(grouped)) if len(grouped) == 1 else None  # opened at once
    extras = presentation.extra_items(record, match, seat, locale)
    if not extras:  # the game's own components take the first rows: no room for more then
        at_any_time = [m for m in anytime_moves(presentation, match, seat) if m not in moves]
        for key, items in presentation.groups(at_any_time, state_view).items():
            grouped.setdefault(key, []).extend(items)
    if group not in grouped:
        group = only if only is not None or moves else (
            next(iter(grouped)) if len(grouped) == 1 else None)
    view = discord.ui.View(timeout=None)
    prefix, game, version = presentation.prefix, record.id, record.version
    per_page = presentation.page
    if grouped:
        options = [discord.SelectOption(
            label=clip(presentation.group_label(locale, key), OPTION), value=key,
            description=t(locale, "table.group_moves", count=len(items)),
            default=key == group) for key, items in list(grouped.items())[:25]]
        view.add_item(GroupSelect(prefix, game, version, options,
                                  t(locale, "table.pick_group")))
    if group is not None:
        items = grouped[group]
        pages = (len(items) + per_page - 1) // per_page
        page = max(0, min(page, pages - 1))
        options = [discord.SelectOption(
            label=clip(presentation.option_label(locale, m, state_view), OPTION), value=m,
            description=clip(m, OPTION)) for m in items[page * per_page:(page + 1) * per_page]]
        view.add_item(MoveSelect(prefix, game, version, group, page, options,
                                 t(locale, "table.pick_move", page=page + 1, pages=pages)))
        if pages > 1:
            view.add_item(PageButton(prefix, game, version, group, max(page - 1, 0),
                                     t(locale, "table.prev_page"), disabled=page == 0))
            view.add_item(PageButton(prefix, game, version, group, min(page + 1, pages - 1),
                                     t(locale, "table.next_page"), disabled=page == pages - 1))
    for item in extras:
        view.add_item(item)
    for button in presentation.buttons:
        if button.move in moves:
            view.add_item(ActionButton(prefix, game, version, button.action,
                                       t(locale, button.label_key), button.style))
    if UNDO in moves:
        view.add_item(ActionButton(prefix, game, version, "undo", t(locale, "table.undo")))
    view.add_item(ActionButton(prefix, game, version, "refresh", t(locale, "table.refresh")))
    return view


def move_buttons(record: GameRecord, match: Match, seat: int, presentation: Presentation,
                 locale: LocaleLike) -> discord.ui.View | None:
    """The game's buttons whose move is legal now (shown under a `/<prefix> move` answer)."""
    moves = match.legal_moves(seat)
    legal = [b for b in presentation.buttons if b.move in moves]
    if not legal:
        return None
    view = discord.ui.View(timeout=None)
    for button in legal:
        view.add_item(ActionButton(presentation.prefix, record.id, record.version, button.action,
                                   t(locale, button.label_key), button.style))
    return view


async def panel_content(bot: GameBot, record: GameRecord, match: Match, seat: int,
                        presentation: Presentation, locale: LocaleLike,
                        result: list[str] | None = None) -> tuple[str, discord.File | None]:
    names = await display_names(bot, record)
    view = match.game.view(match.state, seat)
    lines = [presentation.panel_text(locale, view, seat, names, match.legal_moves(seat)),
             *await clock_lines(bot, record, seat, locale), *(result or [])]
    file = await picture_file(presentation, "private_board", view, seat, locale, list(names),
                              fallback_alt=t(locale, "table.board_alt",
                                             game=presentation.title(locale)))
    return fit_lines(lines), file  # a long panel text plus the clock stays one message


async def clock_lines(bot: GameBot, record: GameRecord, seat: int,
                      locale: LocaleLike) -> list[str]:
    """The seat's own clock: when its answer is due, and the late bank it has left."""
    lines = []
    timer = await bot.store.timer(record.id, seat)
    if timer is not None and timer.kind == "turn":
        lines.append(t(locale, "table.panel_due" if timer.bank_from is None
                       else "table.panel_due_bank", when=f"<t:{int(timer.due_at)}:R>"))
    if record.bank_seconds and not record.is_ai(seat):
        left = (await bot.store.late_banks(record.id, discord_now())).get(seat, 0.0)
        lines.append(t(locale, "table.panel_bank", left=duration(locale, left)))
    return lines


async def open_panel(interaction: discord.Interaction, game_id: int) -> None:
    """A new private panel for a seat the game waits on ("Take your turn", `/<prefix> panel`),
    or for any seat with moves it may play at any time (its standing orders)."""
    bot: GameBot = interaction.client  # type: ignore[assignment]
    record, match, seat = await seat_owing(interaction, game_id, anytime=True)
    presentation = presentation_for(interaction, record)
    locale = interaction.locale
    await interaction.response.defer(ephemeral=True, thinking=True)
    content, file = await panel_content(bot, record, match, seat, presentation, locale)
    kwargs: dict[str, Any] = {"file": file} if file is not None else {}
    await interaction.followup.send(content, view=panel_view(record, match, seat, presentation,
                                                             locale), ephemeral=True, **kwargs)


async def play(interaction: discord.Interaction, record: GameRecord, match: Match, seat: int,
               move: str, version: int | None = None) -> tuple[Played, list[str]]:
    """Play `move` for the user and say privately what it did, in the game's words (their own
    view after it tells what they alone learnt) and who plays next."""
    bot: GameBot = interaction.client  # type: ignore[assignment]
    presentation = presentation_for(interaction, record)
    before = match.game.view(match.state, None)
    played = await bot.tables.play(record.id, interaction.user.id, move,
                                   expected_version=version)
    after_match = played.match
    step = Step(played.record.version, seat, played.move, before,
                after_match.game.view(after_match.state, None), after_match.awaiting())
    locale = interaction.locale
    names = await display_names(bot, played.record)
    private = after_match.game.view(after_match.state, seat)
    lines = presentation.result_lines(locale, step, private, names)
    if not step.awaiting:
        lines.append(t(locale, "table.game_finished"))
    elif seat not in step.awaiting and not after_match.game.anytime(played.move):
        lines.append(passed_line(presentation, locale, played, step, names))
    return played, lines


def passed_line(presentation: Presentation, locale: LocaleLike, played: Played, step: Step,
                names: Sequence[str]) -> str:
    """Whom the game waits on once the mover is done: after a turn, who plays next. In a
    simultaneous step (turn key seat -1) nobody "plays next": the line names whom the game
    still waits on (the step goes on without the mover) or now waits on (a new one began)."""
    named, _secret = split_waits(presentation, step.after, step.awaiting)
    if not named:
        return presentation.secret_wait_line(locale, step.after)
    players = [presentation.player(locale, s, names) for s in named]
    if not played.turn_over:
        return t(locale, "table.still_waiting", players=players)
    if played.match.game.turn_key(played.match.state)[1] < 0:
        return t(locale, "table.now_waiting", players=players)
    return t(locale, "table.turn_passed", player=players)


async def play_from_panel(interaction: discord.Interaction, game_id: int, version: int,
                          move: str, group: str | None = None) -> None:
    """Apply a move chosen on the panel and redraw the panel in place."""
    record, match, seat = await seat_owing(interaction, game_id, anytime=True)
    version = await check_fresh(interaction, game_id, version, seat)
    await interaction.response.defer()
    played, result = await play(interaction, record, match, seat, move, version)
    await redraw(interaction, played.record, played.match, seat, result, group)


async def redraw(interaction: discord.Interaction, record: GameRecord, match: Match, seat: int,
                 result: list[str] | None = None, group: str | None = None) -> None:
    """Edit the (deferred) panel message: new picture, text and components."""
    bot: GameBot = interaction.client  # type: ignore[assignment]
    presentation = presentation_for(interaction, record)
    locale = interaction.locale
    if seat in match.awaiting() or anytime_moves(presentation, match, seat):
        content, file = await panel_content(bot, record, match, seat, presentation, locale,
                                            result)
        view: discord.ui.View | None = panel_view(record, match, seat, presentation, locale,
                                                  group)
    else:
        names = await display_names(bot, record)
        private = match.game.view(match.state, seat)
        content = "\n".join(result or [])
        file = await picture_file(
            presentation, "private_board", private, seat, locale, list(names),
            fallback_alt=t(locale, "table.board_alt", game=presentation.title(locale)))
        view = None
    await interaction.edit_original_response(content=content,
                                             attachments=[file] if file is not None else [],
                                             view=view)


async def navigate(interaction: discord.Interaction, game_id: int, version: int,
                   group: str | None, page: int) -> None:
    """Show another group or page: only the components change (the picture stays)."""
    record, match, seat = await seat_owing(interaction, game_id, anytime=True)
    await check_fresh(interaction, game_id, version, seat)
    presentation = presentation_for(interaction, record)
    await interaction.response.edit_message(
        view=panel_view(record, match, seat, presentation, interaction.locale, group, page))


def chosen(interaction: discord.Interaction) -> str:
    """The value picked in a select (empty if none)."""
    values = cast(dict[str, Any], interaction.data or {}).get("values") or []
    return str(values[0]) if values else ""


# --- components --------------------------------------------------------------------------------

class TakeTurnButton(CheckedGame, discord.ui.DynamicItem[discord.ui.Button],
                     template=rf"{PREFIX}:panel:{GAME}"):
    def __init__(self, prefix: str, game_id: int, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=label or "Take your turn",
                                           style=discord.ButtonStyle.primary,
                                           custom_id=f"{prefix}:panel:{game_id}"))
        self.prefix, self.game_id = prefix, game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> TakeTurnButton:
        return cls(match["prefix"], int(match["game"]), item.label or "")

    async def act(self, interaction: discord.Interaction) -> None:
        presentation_for(interaction, await interaction.client.tables.record(  # type: ignore
            self.game_id), self.prefix)
        await open_panel(interaction, self.game_id)


class GroupSelect(CheckedGame, discord.ui.DynamicItem[discord.ui.Select],
                  template=rf"{PREFIX}:g:{GAME}:{VERSION}"):
    def __init__(self, prefix: str, game_id: int, version: int,
                 options: list[discord.SelectOption] | None = None, placeholder: str = "") -> None:
        super().__init__(discord.ui.Select(custom_id=f"{prefix}:g:{game_id}:{version}",
                                           options=options or [], placeholder=placeholder or None,
                                           row=0))
        self.prefix, self.game_id, self.version = prefix, game_id, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> GroupSelect:
        return cls(match["prefix"], int(match["game"]), int(match["ver"]))

    async def act(self, interaction: discord.Interaction) -> None:
        await navigate(interaction, self.game_id, self.version, chosen(interaction), 0)


class MoveSelect(CheckedGame, discord.ui.DynamicItem[discord.ui.Select],
                 template=rf"{PREFIX}:m:{GAME}:{VERSION}:{GROUP}:(?P<page>[0-9]{{1,3}})"):
    def __init__(self, prefix: str, game_id: int, version: int, group: str, page: int,
                 options: list[discord.SelectOption] | None = None, placeholder: str = "") -> None:
        super().__init__(discord.ui.Select(
            custom_id=f"{prefix}:m:{game_id}:{version}:{group}:{page}", options=options or [],
            placeholder=placeholder or None, row=1))
        self.prefix, self.game_id, self.version = prefix, game_id, version
        self.group, self.page = group, page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> MoveSelect:
        return cls(match["prefix"], int(match["game"]), int(match["ver"]), match["group"],
                   int(match["page"]))

    async def act(self, interaction: discord.Interaction) -> None:
        move = chosen(interaction)
        record = await interaction.client.tables.record(self.game_id)  # type: ignore
        presentation = presentation_for(interaction, record, self.prefix)
        if await presentation.pick(interaction, record, self.version, move):
            return
        await play_from_panel(interaction, self.game_id, self.version, move, self.group)


class PageButton(CheckedGame, discord.ui.DynamicItem[discord.ui.Button],
                 template=rf"{PREFIX}:pg:{GAME}:{VERSION}:{GROUP}:(?P<page>[0-9]{{1,3}})"):
    def __init__(self, prefix: str, game_id: int, version: int, group: str, page: int,
                 label: str = "", disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(
            label=label or str(page + 1), style=discord.ButtonStyle.secondary, disabled=disabled,
            custom_id=f"{prefix}:pg:{game_id}:{version}:{group}:{page}", row=2))
        self.prefix, self.game_id, self.version = prefix, game_id, version
        self.group, self.page = group, page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> PageButton:
        return cls(match["prefix"], int(match["game"]), int(match["ver"]), match["group"],
                   int(match["page"]), item.label or "")

    async def act(self, interaction: discord.Interaction) -> None:
        await navigate(interaction, self.game_id, self.version, self.group, self.page)


class ActionButton(CheckedGame, discord.ui.DynamicItem[discord.ui.Button],
                   template=rf"{PREFIX}:b:{ACTION}:{GAME}:{VERSION}"):
    def __init__(self, prefix: str, game_id: int, version: int, action: str, label: str = "",
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary,
                 row: int = 3) -> None:
        super().__init__(discord.ui.Button(
            label=label or action, style=KIT_BUTTONS.get(action, style),
            custom_id=f"{prefix}:b:{action}:{game_id}:{version}", row=row))
        self.prefix, self.game_id, self.version, self.action = prefix, game_id, version, action

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> ActionButton:
        return cls(match["prefix"], int(match["game"]), int(match["ver"]), match["action"],
                   item.label or "", item.style)

    async def act(self, interaction: discord.Interaction) -> None:
        record = await interaction.client.tables.record(self.game_id)  # type: ignore
        presentation = presentation_for(interaction, record, self.prefix)
        if self.action == "refresh":
            record, match, seat = await seat_owing(interaction, self.game_id, anytime=True)
            await interaction.response.defer()
            await redraw(interaction, record, match, seat)
            return
        if self.action == "undo":
            move = UNDO
        else:
            button = next((b for b in presentation.buttons if b.action == self.action), None)
            if button is None:
                raise NotAllowed("error.wrong_place")
            move = button.move
        await play_from_panel(interaction, self.game_id, self.version, move)


ITEMS = (TakeTurnButton, GroupSelect, MoveSelect, PageButton, ActionButton)
