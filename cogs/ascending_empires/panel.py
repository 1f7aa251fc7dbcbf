"""The private control panel of the seat to act, built only from its legal moves.

Layout (at most 4 action rows): a select of actions (recruit, launch, flick, land, mine, build,
research, attack, …); the chosen action's moves (25 a page) with ◀ ▶ page buttons when needed;
then the buttons Land / Don't land (after a peek), End the Move action, Undo and Refresh. Picking
a flick opens the aiming view (`aiming.py`) instead of playing it. The picture is the board as
this player sees it (their scanned and peeked planets in colour), so it is only ever ephemeral.

Every component is a DynamicItem whose custom_id carries the game id and the game's version, so
a panel keeps working after a restart and a stale one changes nothing:

    ae:panel:<game>                                the public "Take your turn" button
    ae:g:<game>:<version>                          action select
    ae:m:<game>:<version>:<group>:<page>           move select (values: canonical notation)
    ae:pg:<game>:<version>:<group>:<page>          page buttons (target page)
    ae:b:<action>:<game>:<version>                 buttons (confirm, decline, done, undo, refresh)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.core import after_move, guarded
from bot.i18n import LocaleLike, t
from bot.names import display_names
from bot.store import GameRecord
from bot.tables import Played
from cogs import panels
from cogs.ascending_empires import events as E
from cogs.ascending_empires import labels as L
from cogs.ascending_empires import turns
from cogs.panels import chosen
from games.match import Match

if TYPE_CHECKING:
    from bot.core import GameBot

PAGE = 25
GAME = r"(?P<game>[0-9]{1,18})"
VERSION = r"(?P<ver>[0-9]{1,9})"
GROUP = r"(?P<group>[a-z]{1,12})"
BUTTONS = {  # action: (move, style)
    "confirm": ("land confirm", discord.ButtonStyle.success),
    "decline": ("land decline", discord.ButtonStyle.secondary),
    "done": ("done", discord.ButtonStyle.danger),
    "undo": ("undo", discord.ButtonStyle.secondary),
    "refresh": ("", discord.ButtonStyle.secondary),
}


# --- who may act -------------------------------------------------------------------------------

async def seat_to_act(interaction: discord.Interaction,
                      game_id: int) -> tuple[GameRecord, Match, int]:
    return await panels.seat_to_act(interaction, game_id, "ae", L.player)


async def is_stale(interaction: discord.Interaction, game_id: int, version: int) -> bool:
    return await panels.is_stale(interaction, game_id, version, "ae")


# --- building the panel ------------------------------------------------------------------------

def panel_text(locale: LocaleLike, match: Match, seat: int, names: list[str],
               result: str | None = None) -> str:
    view = match.game.view(match.state, seat)
    me = view["players"][seat]
    lines = [t(locale, "ae.ui.panel_header", player=L.player(locale, seat, names),
               turn=view["turn"], round=view["round"]),
             t(locale, "ae.ui.panel_supply", troops=me["supply"]["troops"],
               ships=me["supply"]["ships"], score=me["score"], tokens=me["vp_tokens"],
               board=sum(1 for s in view["ships"] if s["seat"] == seat),
               pool=view["vp_pool"])]
    if view["last_round"]:
        lines.append(t(locale, "ae.ui.last_round"))
    lines.append(phase_line(locale, view, me))
    if result:
        lines.append(result)
    return "\n".join(lines)


def phase_line(locale: LocaleLike, view: dict[str, Any], me: dict[str, Any]) -> str:
    pending = view.get("pending") or {}
    phase = view["phase"]
    if pending.get("kind") == "land_peek":
        kind = (t(locale, f"ae.colour.{pending['colour']}") if pending.get("colour")
                else t(locale, f"ae.kind.{pending.get('planet_kind', 'planet')}"))
        return t(locale, "ae.ui.phase.peek", planet=pending["planet"], kind=kind)
    if phase == "move":
        return t(locale, "ae.ui.phase.move", mp=me["mp_left"])
    if phase == "retire":
        return t(locale, "ae.ui.phase.retire", count=pending.get("count", 2))
    if phase in ("recruit", "combat"):
        return t(locale, f"ae.ui.phase.{phase}")
    return t(locale, "ae.ui.phase.action")


def panel_view(record: GameRecord, match: Match, seat: int, locale: LocaleLike,
               group: str | None = None, page: int = 0) -> discord.ui.View:
    moves = match.legal_moves(seat)
    state_view = match.game.view(match.state, seat)
    grouped = L.groups(moves)
    if group not in grouped:
        group = next(iter(grouped)) if len(grouped) == 1 else None
    view = discord.ui.View(timeout=None)
    game, version = record.id, record.version
    if grouped:
        options = [discord.SelectOption(label=L.group_label(locale, key), value=key,
                                        description=t(locale, "ae.ui.group_moves",
                                                      count=len(items)),
                                        default=key == group)
                   for key, items in grouped.items()]
        view.add_item(GroupSelect(game, version, options, t(locale, "ae.ui.pick_group")))
    if group is not None:
        items = grouped[group]
        pages = (len(items) + PAGE - 1) // PAGE
        page = max(0, min(page, pages - 1))
        options = [discord.SelectOption(label=option_label(locale, m, state_view), value=m,
                                        description=L.clip(m))
                   for m in items[page * PAGE:(page + 1) * PAGE]]
        view.add_item(MoveSelect(game, version, group, page, options,
                                 t(locale, "ae.ui.pick_move", page=page + 1, pages=pages)))
        if pages > 1:
            view.add_item(PageButton(game, version, group, max(page - 1, 0),
                                     t(locale, "ae.ui.prev_page"), disabled=page == 0))
            view.add_item(PageButton(game, version, group, min(page + 1, pages - 1),
                                     t(locale, "ae.ui.next_page"), disabled=page == pages - 1))
    for action, (move, _style) in BUTTONS.items():
        if move in moves or action == "refresh":
            view.add_item(ActionButton(game, version, action, t(locale, f"ae.ui.{action}")))
    return view


def option_label(locale: LocaleLike, move: str, view: dict[str, Any]) -> str:
    """A flick on the panel is the start of aiming, not a shot: say so."""
    if move.startswith("flick "):
        return L.clip(t(locale, "ae.ui.aim_ship", ship=L.ship(locale, view, move.split()[1])))
    return L.move_label(locale, move, view)


async def private_board(bot: GameBot, record: GameRecord, match: Match, seat: int,
                        locale: LocaleLike) -> discord.File:
    names = await display_names(bot, record)
    return await turns.board_file(match.game.view(match.state, seat), locale, names)


async def open_panel(interaction: discord.Interaction, game_id: int) -> None:
    """A new private panel for the seat to act (the "Take your turn" button and `/ae panel`)."""
    bot: GameBot = interaction.client  # type: ignore[assignment]
    record, match, seat = await seat_to_act(interaction, game_id)
    locale = interaction.locale
    await interaction.response.defer(ephemeral=True, thinking=True)
    names = await display_names(bot, record)
    file = await private_board(bot, record, match, seat, locale)
    await interaction.followup.send(panel_text(locale, match, seat, names), file=file,
                                    view=panel_view(record, match, seat, locale), ephemeral=True)


async def play(interaction: discord.Interaction, match: Match, seat: int, game_id: int,
               move: str, version: int | None = None) -> tuple[Played, str]:
    """Play `move` for the user (`match` and `seat` as `seat_to_act` found them); returns what
    it did, in private words: the player's own view shows what they alone learnt (a scan)."""
    bot: GameBot = interaction.client  # type: ignore[assignment]
    before = match.game.view(match.state, seat)
    played = await bot.tables.play(game_id, interaction.user.id, move, expected_version=version)
    return played, await result_text(bot, interaction.locale, played, before)


async def result_text(bot: GameBot, locale: LocaleLike, played: Played,
                      before: dict[str, Any]) -> str:
    """"Played: …" (the move named as the board was when it was chosen), then what it did."""
    match = played.match
    view = match.game.view(match.state, played.seat)
    names = await display_names(bot, played.record)
    lines = [t(locale, "ae.ui.played", move=L.move_label(locale, played.move, before))]
    lines += E.event_lines(locale, view["events"], names, view["last_flick"], limit=6)
    to_act = match.to_act()
    if to_act is None:
        lines.append(t(locale, "ae.ui.game_finished"))
    elif to_act != played.seat:
        lines.append(t(locale, "ae.ui.turn_passed", player=L.player(locale, to_act, names)))
    return "\n".join(lines)


async def play_from_panel(interaction: discord.Interaction, game_id: int, version: int,
                          move: str, group: str | None = None) -> None:
    """Apply a move chosen on the panel, redraw the panel in place, tell the table if needed."""
    bot: GameBot = interaction.client  # type: ignore[assignment]
    if await is_stale(interaction, game_id, version):
        return
    _record, match, seat = await seat_to_act(interaction, game_id)
    await interaction.response.defer()
    played, result = await play(interaction, match, seat, game_id, move, version)
    try:
        await redraw(interaction, played.record, played.match, played.seat, result, group)
    finally:  # the table hears of the move even if the private panel could not be redrawn
        if isinstance(interaction.channel, discord.abc.Messageable):
            await after_move(bot, interaction.channel, played)


async def redraw(interaction: discord.Interaction, record: GameRecord, match: Match, seat: int,
                 result: str | None = None, group: str | None = None) -> None:
    """Edit the (deferred) panel message: new picture, text and components."""
    bot: GameBot = interaction.client  # type: ignore[assignment]
    locale = interaction.locale
    file = await private_board(bot, record, match, seat, locale)
    if match.to_act() == seat:
        names = await display_names(bot, record)
        content = panel_text(locale, match, seat, names, result)
        view: discord.ui.View | None = panel_view(record, match, seat, locale, group)
    else:
        content, view = result or "", None
    await interaction.edit_original_response(content=content, attachments=[file], view=view)


async def navigate(interaction: discord.Interaction, game_id: int, version: int,
                   group: str | None, page: int) -> None:
    """Show another action or page: only the components change (the picture stays)."""
    if await is_stale(interaction, game_id, version):
        return
    record, match, seat = await seat_to_act(interaction, game_id)
    await interaction.response.edit_message(
        view=panel_view(record, match, seat, interaction.locale, group, page))


# --- components --------------------------------------------------------------------------------

class TakeTurnButton(discord.ui.DynamicItem[discord.ui.Button], template=rf"ae:panel:{GAME}"):
    def __init__(self, game_id: int, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=label or "Take your turn",
                                           style=discord.ButtonStyle.primary,
                                           custom_id=f"ae:panel:{game_id}"))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> TakeTurnButton:
        return cls(int(match["game"]), item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: open_panel(interaction, self.game_id))


class GroupSelect(discord.ui.DynamicItem[discord.ui.Select], template=rf"ae:g:{GAME}:{VERSION}"):
    def __init__(self, game_id: int, version: int,
                 options: list[discord.SelectOption] | None = None, placeholder: str = "") -> None:
        super().__init__(discord.ui.Select(custom_id=f"ae:g:{game_id}:{version}",
                                           options=options or [], placeholder=placeholder or None,
                                           row=0))
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> GroupSelect:
        return cls(int(match["game"]), int(match["ver"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: navigate(interaction, self.game_id, self.version,
                                                    chosen(interaction), 0))


class MoveSelect(discord.ui.DynamicItem[discord.ui.Select],
                 template=rf"ae:m:{GAME}:{VERSION}:{GROUP}:(?P<page>[0-9]{{1,3}})"):
    def __init__(self, game_id: int, version: int, group: str, page: int,
                 options: list[discord.SelectOption] | None = None, placeholder: str = "") -> None:
        super().__init__(discord.ui.Select(
            custom_id=f"ae:m:{game_id}:{version}:{group}:{page}", options=options or [],
            placeholder=placeholder or None, row=1))
        self.game_id, self.version, self.group, self.page = game_id, version, group, page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> MoveSelect:
        return cls(int(match["game"]), int(match["ver"]), match["group"], int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        move = chosen(interaction)
        if move.startswith("flick "):
            from cogs.ascending_empires.aiming import start_aiming

            await guarded(interaction, lambda: start_aiming(interaction, self.game_id,
                                                            self.version, move))
        else:
            await guarded(interaction, lambda: play_from_panel(
                interaction, self.game_id, self.version, move, self.group))


class PageButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=rf"ae:pg:{GAME}:{VERSION}:{GROUP}:(?P<page>[0-9]{{1,3}})"):
    def __init__(self, game_id: int, version: int, group: str, page: int, label: str = "",
                 disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(
            label=label or str(page + 1), style=discord.ButtonStyle.secondary, disabled=disabled,
            custom_id=f"ae:pg:{game_id}:{version}:{group}:{page}", row=2))
        self.game_id, self.version, self.group, self.page = game_id, version, group, page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> PageButton:
        return cls(int(match["game"]), int(match["ver"]), match["group"], int(match["page"]),
                   item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: navigate(interaction, self.game_id, self.version,
                                                    self.group, self.page))


class ActionButton(discord.ui.DynamicItem[discord.ui.Button],
                   template=rf"ae:b:(?P<action>{'|'.join(BUTTONS)}):{GAME}:{VERSION}"):
    def __init__(self, game_id: int, version: int, action: str, label: str = "",
                 row: int = 3) -> None:
        super().__init__(discord.ui.Button(
            label=label or action, style=BUTTONS[action][1],
            custom_id=f"ae:b:{action}:{game_id}:{version}", row=row))
        self.game_id, self.version, self.action = game_id, version, action

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> ActionButton:
        return cls(int(match["game"]), int(match["ver"]), match["action"], item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        if self.action == "refresh":
            await guarded(interaction, lambda: self._refresh(interaction))
        else:
            await guarded(interaction, lambda: play_from_panel(
                interaction, self.game_id, self.version, BUTTONS[self.action][0]))

    async def _refresh(self, interaction: discord.Interaction) -> None:
        """Redraw the panel at the current position (works on a stale panel too)."""
        record, match, seat = await seat_to_act(interaction, self.game_id)
        await interaction.response.defer()
        await redraw(interaction, record, match, seat)


ITEMS = (TakeTurnButton, GroupSelect, MoveSelect, PageButton, ActionButton)
