"""The skill check's card picker (BSG-6.2, BSG-27.5): a multi-select of the cards in the seat's
hand on its private panel. Picking plays `contribute <cards>` for that seat alone; the channel
hears only that the seat has answered (and how many cards, once all are in). "Add nothing" is a
panel button (`contribute none`)."""

from __future__ import annotations

from typing import Any, cast

import discord

from bot.i18n import LocaleLike, t
from bot.limits import OPTION, clip
from cogs.battlestar_galactica import labels as L
from cogs.table import panel as P
from cogs.table.place import CheckedGame

GAME = r"(?P<game>[0-9]{1,18})"
VERSION = r"(?P<ver>[0-9]{1,9})"


def picker(game_id: int, version: int, hand: list[str], locale: LocaleLike,
           limit: int | None = None) -> ContributeSelect | None:
    """The select for a hand (None when the hand is empty)."""
    if not hand:
        return None
    cards = sorted(hand)[:25]
    options = [discord.SelectOption(label=clip(L.skill(locale, c), OPTION), value=f"{c}.{k}",
                                    description=clip(L.card_name(locale, L.skill_id(c)),
                                                     OPTION))
               for k, c in enumerate(cards)]
    most = min(len(options), limit or len(options))
    return ContributeSelect(game_id, version, options, t(locale, "bsg.ui.pick_cards"), most)


class ContributeSelect(CheckedGame, discord.ui.DynamicItem[discord.ui.Select],
                       template=rf"bsg:c:{GAME}:{VERSION}"):
    def __init__(self, game_id: int, version: int,
                 options: list[discord.SelectOption] | None = None, placeholder: str = "",
                 most: int = 1) -> None:
        super().__init__(discord.ui.Select(
            custom_id=f"bsg:c:{game_id}:{version}", options=options or [],
            placeholder=placeholder or None, min_values=1, max_values=max(1, most), row=0))
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> ContributeSelect:
        return cls(int(match["game"]), int(match["ver"]))

    async def act(self, interaction: discord.Interaction) -> None:
        values = cast(dict[str, Any], interaction.data or {}).get("values") or []
        cards = sorted(str(v).split(".")[0] for v in values)
        move = "contribute " + (" ".join(cards) if cards else "none")
        await P.play_from_panel(interaction, self.game_id, self.version, move)


ITEMS = (ContributeSelect,)
