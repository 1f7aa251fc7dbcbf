"""A placement previewed before it is played: picking `place <col,row> <rot>` on the panel shows
the player's ship with the tile drawn there (the engine's own result of the move, marked as a
preview) and two buttons: Confirm plays it, Back returns to the panel. `/gt move place …` typed
directly still places at once.

Nothing is stored: the move lives in Confirm's custom id with the game id and the version it was
previewed at, so a restart loses nothing and a Confirm from an earlier position of the player's
own is refused (the kit's `check_fresh`; other builders' moves meanwhile leave it good, since
building is simultaneous and their moves do not touch this ship):

    gt:pc:<game>:<version>:<col>,<row>:<rot>     Confirm: play `place <col>,<row> <rot>`

Back is the panel's Refresh button (`gt:b:refresh:<game>:<version>`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import LocaleLike, t
from bot.limits import ALT_TEXT, clip
from bot.names import display_names
from cogs.galaxy_trucker import labels as L
from cogs.table import panel as P
from cogs.table.pictures import picture_file
from cogs.table.place import CheckedGame

if TYPE_CHECKING:
    from bot.core import GameBot

GAME = r"(?P<game>[0-9]{1,18})"
VERSION = r"(?P<ver>[0-9]{1,9})"
SQUARE = r"(?P<col>[0-9]{1,2}),(?P<row>[0-9]{1,2})"
ROT = r"(?P<rot>0|90|180|270)"


def previewed(move: str) -> bool:
    """A panel move that is previewed first: a placement of the tile in hand."""
    words = move.split()
    return len(words) == 3 and words[0] == "place"


def preview_text(locale: LocaleLike, view: dict[str, Any], seat: int, move: str) -> str:
    _verb, square, rot = move.split()
    hand = view["ships"][seat]["hand"]
    tile = L.tile(locale, hand) if hand is not None else "—"
    return "\n".join([t(locale, "gt.ui.preview", tile=tile, square=square, rot=rot),
                      t(locale, "gt.ui.preview_help")])


def preview_view(game_id: int, version: int, move: str,
                 locale: LocaleLike) -> discord.ui.View:
    out = discord.ui.View(timeout=None)
    out.add_item(ConfirmButton(game_id, version, move, t(locale, "gt.ui.confirm_place")))
    out.add_item(P.ActionButton("gt", game_id, version, "refresh", t(locale, "gt.ui.back"),
                                row=0))
    return out


async def show_preview(interaction: discord.Interaction, record: Any, version: int,
                       move: str) -> bool:
    """Show the preview of `move` in place of the panel; False (the kit plays the move, or
    refuses it) when it is not a legal placement of the tile in hand while building."""
    record, match, seat = await P.seat_owing(interaction, record.id)
    version = await P.check_fresh(interaction, record.id, version, seat)
    before = match.game.view(match.state, seat)
    if before["phase"] != "build" or before["ships"][seat]["hand"] is None \
            or move not in match.legal_moves(seat):
        return False  # a bonus card's placement in flight is played as picked
    await interaction.response.defer()
    bot: GameBot = interaction.client  # type: ignore[assignment]
    locale = interaction.locale
    after = match.game.view(match.game.apply(match.state, seat, move), seat)
    names = list(await display_names(bot, record))
    square, rot = move.split()[1:]
    hand = before["ships"][seat]["hand"]
    tile = L.tile(locale, hand) if hand is not None else "—"
    alt = clip(t(locale, "gt.alt.preview", player=L.player(locale, seat, names), tile=tile,
                 square=square, rot=rot), ALT_TEXT)
    presentation = bot.kit.presentation(record.game_type)  # type: ignore[attr-defined]
    file = await picture_file(presentation, "place_preview", after, seat, square,
                              t(locale, "gt.pic.preview", square=square, rot=rot), alt,
                              locale, names, fallback_alt=alt)
    await interaction.edit_original_response(
        content=preview_text(locale, before, seat, move),
        attachments=[file] if file is not None else [],
        view=preview_view(record.id, version, move, locale))
    return True


class ConfirmButton(CheckedGame, discord.ui.DynamicItem[discord.ui.Button],
                    template=rf"gt:pc:{GAME}:{VERSION}:{SQUARE}:{ROT}"):
    def __init__(self, game_id: int, version: int, move: str, label: str = "") -> None:
        _verb, square, rot = move.split()
        super().__init__(discord.ui.Button(
            label=label or "Confirm", style=discord.ButtonStyle.success,
            custom_id=f"gt:pc:{game_id}:{version}:{square}:{rot}", row=0))
        self.game_id, self.version, self.move = game_id, version, move

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> ConfirmButton:
        move = f"place {match['col']},{match['row']} {match['rot']}"
        return cls(int(match["game"]), int(match["ver"]), move, item.label or "")

    async def act(self, interaction: discord.Interaction) -> None:
        await P.play_from_panel(interaction, self.game_id, self.version, self.move)


ITEMS = (ConfirmButton,)
