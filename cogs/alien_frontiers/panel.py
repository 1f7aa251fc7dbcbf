"""The private control panel of the seat to act, built only from its legal moves.

Layout (at most 4 action rows): a select of move groups ("Dock at Solar Converter", "Use Stasis
Beam", "Raid"…, at most 25, merged by kind if there would be more); the chosen group's moves
(25 a page) with ◀ ▶ page buttons when needed; then Undo / End turn (only when legal) and
Refresh. Every component is a DynamicItem whose custom_id carries the game id and the game's
version, so a panel keeps working after a restart and a stale one changes nothing:

    af:panel:<game>                                the public "Take your turn" button
    af:g:<game>:<version>                          group select
    af:m:<game>:<version>:<group>:<page>           move select (values: canonical notation)
    af:pg:<game>:<version>:<group>:<page>          page buttons (target page)
    af:b:<undo|end|refresh>:<game>:<version>       action buttons
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.core import guarded
from bot.i18n import LocaleLike, t
from bot.names import display_names
from bot.store import GameRecord
from bot.tables import Played
from cogs import panels
from cogs.alien_frontiers import labels as L
from cogs.alien_frontiers import turns
from cogs.panels import chosen
from games.match import Match

if TYPE_CHECKING:
    from bot.core import GameBot

PAGE = 25
ACTION_STYLES = {"undo": discord.ButtonStyle.secondary, "end": discord.ButtonStyle.danger,
                 "refresh": discord.ButtonStyle.secondary}
GAME = r"(?P<game>[0-9]{1,18})"
VERSION = r"(?P<ver>[0-9]{1,9})"
GROUP = r"(?P<group>[a-z_.]{1,40})"


# --- who may act -------------------------------------------------------------------------------

async def seat_to_act(interaction: discord.Interaction,
                      game_id: int) -> tuple[GameRecord, Match, int]:
    return await panels.seat_to_act(interaction, game_id, "af", L.player)


async def is_stale(interaction: discord.Interaction, game_id: int, version: int) -> bool:
    return await panels.is_stale(interaction, game_id, version, "af")


# --- building the panel ------------------------------------------------------------------------

def panel_text(locale: LocaleLike, match: Match, seat: int, result: str | None = None) -> str:
    view = match.game.view(match.state, seat)
    me = view["players"][seat]
    lines = [t(locale, "af.ui.panel_header", colour=L.colour(locale, seat), fuel=me["fuel"],
               ore=me["ore"], vp=view["vp"][seat])]
    if view["roll"]:
        lines.append(t(locale, "af.ui.panel_ships", values=L.values_text(view["roll"])))
    if me["cards"]:
        lines.append(t(locale, "af.ui.panel_cards",
                       cards=", ".join(L.card(locale, c) for c in me["cards"])))
    phase = view.get("phase")
    if phase in ("raid", "return"):
        lines.append(t(locale, f"af.ui.phase_{phase}"))
    moves = match.legal_moves(seat)
    if moves and all(m in ("end", "undo") for m in moves):
        lines.append(t(locale, "af.ui.only_end"))
    if result:
        lines.append(result)
    return "\n".join(lines)


def panel_view(record: GameRecord, match: Match, seat: int, locale: LocaleLike,
               group: str | None = None, page: int = 0) -> discord.ui.View:
    moves = match.legal_moves(seat)
    grouped = L.groups(moves, PAGE)
    if group not in grouped:
        group = next(iter(grouped)) if len(grouped) == 1 else None
    view = discord.ui.View(timeout=None)
    game, version = record.id, record.version
    if grouped:
        options = [discord.SelectOption(label=L.group_label(locale, key), value=key,
                                        description=t(locale, "af.ui.group_moves",
                                                      count=len(items)),
                                        default=key == group)
                   for key, items in grouped.items()]
        view.add_item(GroupSelect(game, version, options, t(locale, "af.ui.pick_group")))
    if group is not None:
        items = grouped[group]
        pages = (len(items) + PAGE - 1) // PAGE
        page = max(0, min(page, pages - 1))
        options = [discord.SelectOption(label=L.move_label(locale, m), value=m,
                                        description=L.clip(m))
                   for m in items[page * PAGE:(page + 1) * PAGE]]
        view.add_item(MoveSelect(game, version, group, page, options,
                                 t(locale, "af.ui.pick_move", page=page + 1, pages=pages)))
        if pages > 1:
            view.add_item(PageButton(game, version, group, max(page - 1, 0),
                                     t(locale, "af.ui.prev_page"), disabled=page == 0))
            view.add_item(PageButton(game, version, group, min(page + 1, pages - 1),
                                     t(locale, "af.ui.next_page"), disabled=page == pages - 1))
    if "undo" in moves:
        view.add_item(ActionButton(game, version, "undo", t(locale, "af.ui.undo")))
    if "end" in moves:
        view.add_item(ActionButton(game, version, "end", t(locale, "af.ui.end_turn")))
    view.add_item(ActionButton(game, version, "refresh", t(locale, "af.ui.refresh")))
    return view


async def open_panel(interaction: discord.Interaction, game_id: int) -> None:
    """A new private panel for the seat to act (the "Take your turn" button and `/af panel`)."""
    bot: GameBot = interaction.client  # type: ignore[assignment]
    record, match, seat = await seat_to_act(interaction, game_id)
    locale = interaction.locale
    await interaction.response.defer(ephemeral=True, thinking=True)
    names = await display_names(bot, record)
    file = await turns.panel_file(match.game.view(match.state, seat), seat, locale, names)
    await interaction.followup.send(panel_text(locale, match, seat), file=file,
                                    view=panel_view(record, match, seat, locale), ephemeral=True)


async def play_from_panel(interaction: discord.Interaction, game_id: int, version: int,
                          move: str, group: str | None = None) -> None:
    """Apply a move chosen on the panel, redraw the panel in place, tell the table if needed."""
    bot: GameBot = interaction.client  # type: ignore[assignment]
    if await is_stale(interaction, game_id, version):
        return
    _record, match, _seat = await seat_to_act(interaction, game_id)
    locale = interaction.locale
    seen = events_so_far(match)
    await interaction.response.defer()
    played = await bot.tables.play(game_id, interaction.user.id, move, expected_version=version)
    result = await result_line(bot, locale, played, seen)
    await redraw(interaction, played.record, played.match, played.seat, result, group)
    if isinstance(interaction.channel, discord.abc.Messageable):
        await turns.after_move(bot, interaction.channel, played)


async def result_line(bot: GameBot, locale: LocaleLike, played: Played, seen: int) -> str:
    """"Played: Dock 3 at Solar Converter", then what that move did in players' words."""
    text = t(locale, "af.ui.played", move=L.move_label(locale, played.move))
    if played.turn_over or played.move == "undo":
        return text
    names = await display_names(bot, played.record)
    events = played.match.game.view(played.match.state, None)["events"]
    lines = L.event_lines(locale, events[seen:], names, limit=4)
    return "\n".join([text, *lines]) if lines else text


def events_so_far(match: Match) -> int:
    return len(match.game.view(match.state, None)["events"])


async def redraw(interaction: discord.Interaction, record: GameRecord, match: Match, seat: int,
                 result: str | None = None, group: str | None = None) -> None:
    """Edit the (deferred) panel message: new picture, text and components."""
    bot: GameBot = interaction.client  # type: ignore[assignment]
    locale = interaction.locale
    names = await display_names(bot, record)
    file = await turns.panel_file(match.game.view(match.state, seat), seat, locale, names)
    to_act = match.to_act()
    if to_act == seat:
        content = panel_text(locale, match, seat, result)
        view: discord.ui.View | None = panel_view(record, match, seat, locale, group)
    else:
        done = (t(locale, "af.ui.game_finished") if to_act is None else
                t(locale, "af.ui.turn_passed", player=L.player(locale, to_act, names)))
        content = "\n".join(x for x in (result, done) if x)
        view = None
    await interaction.edit_original_response(content=content, attachments=[file], view=view)


async def navigate(interaction: discord.Interaction, game_id: int, version: int,
                   group: str | None, page: int) -> None:
    """Show another group or page: only the components change (the picture stays)."""
    if await is_stale(interaction, game_id, version):
        return
    record, match, seat = await seat_to_act(interaction, game_id)
    await interaction.response.edit_message(
        view=panel_view(record, match, seat, interaction.locale, group, page))


# --- components --------------------------------------------------------------------------------

class TakeTurnButton(discord.ui.DynamicItem[discord.ui.Button], template=rf"af:panel:{GAME}"):
    def __init__(self, game_id: int, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=label or "Take your turn",
                                           style=discord.ButtonStyle.primary,
                                           custom_id=f"af:panel:{game_id}"))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> TakeTurnButton:
        return cls(int(match["game"]), item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: open_panel(interaction, self.game_id))


class GroupSelect(discord.ui.DynamicItem[discord.ui.Select], template=rf"af:g:{GAME}:{VERSION}"):
    def __init__(self, game_id: int, version: int,
                 options: list[discord.SelectOption] | None = None, placeholder: str = "") -> None:
        super().__init__(discord.ui.Select(custom_id=f"af:g:{game_id}:{version}",
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
                 template=rf"af:m:{GAME}:{VERSION}:{GROUP}:(?P<page>[0-9]{{1,3}})"):
    def __init__(self, game_id: int, version: int, group: str, page: int,
                 options: list[discord.SelectOption] | None = None, placeholder: str = "") -> None:
        super().__init__(discord.ui.Select(
            custom_id=f"af:m:{game_id}:{version}:{group}:{page}", options=options or [],
            placeholder=placeholder or None, row=1))
        self.game_id, self.version, self.group, self.page = game_id, version, group, page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> MoveSelect:
        return cls(int(match["game"]), int(match["ver"]), match["group"], int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: play_from_panel(
            interaction, self.game_id, self.version, chosen(interaction), self.group))


class PageButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=rf"af:pg:{GAME}:{VERSION}:{GROUP}:(?P<page>[0-9]{{1,3}})"):
    def __init__(self, game_id: int, version: int, group: str, page: int, label: str = "",
                 disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(
            label=label or str(page + 1), style=discord.ButtonStyle.secondary, disabled=disabled,
            custom_id=f"af:pg:{game_id}:{version}:{group}:{page}", row=2))
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
                   template=rf"af:b:(?P<action>undo|end|refresh):{GAME}:{VERSION}"):
    def __init__(self, game_id: int, version: int, action: str, label: str = "") -> None:
        super().__init__(discord.ui.Button(
            label=label or action, style=ACTION_STYLES[action],
            custom_id=f"af:b:{action}:{game_id}:{version}", row=3))
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
                interaction, self.game_id, self.version, self.action))

    async def _refresh(self, interaction: discord.Interaction) -> None:
        """Redraw the panel at the current position (works on a stale panel too)."""
        record, match, seat = await seat_to_act(interaction, self.game_id)
        await interaction.response.defer()
        await redraw(interaction, record, match, seat)


ITEMS = (TakeTurnButton, GroupSelect, MoveSelect, PageButton, ActionButton)
