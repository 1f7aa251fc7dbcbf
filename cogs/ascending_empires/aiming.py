"""Aiming a flick on the private panel: ship, direction, power, a preview picture, commit.

The aim lives entirely in the components' custom ids (ship, angle and power in tenths, with the
game id and version), so nothing is stored, a restart loses nothing, and a stale aim is refused:

    ae:fs:<game>:<version>:<ship>:<angle>:<power>          ship select (values: ship ids)
    ae:ft:<game>:<version>:<ship>:<angle>:<power>          direction select (planet or ship ids)
    ae:fa:<delta>:<game>:<version>:<ship>:<angle>:<power>  turn by delta tenths of a degree
    ae:fp:<delta>:<game>:<version>:<ship>:<angle>:<power>  change the power by delta tenths
    ae:fc:<game>:<version>:<ship>:<angle>:<power>          commit: play the flick

Back is the panel's Refresh button. Every change redraws the preview: the engine's `predict`
(AE-6.3: the path without the random error) drawn by `flick_preview_png`, off the event loop.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.core import off_loop
from bot.i18n import LocaleLike, t
from bot.limits import ALT_TEXT, clip
from bot.names import display_names
from bot.store import GameRecord
from cogs.ascending_empires import aim as A
from cogs.ascending_empires import labels as L
from cogs.table import panel as P
from cogs.table.pictures import picture_file
from cogs.table.place import CheckedGame
from games.ascending_empires import predict
from games.ascending_empires.data import AIM_ERROR, POWER_MAX
from games.ascending_empires.notation import number_text
from games.ascending_empires.view import FlickView
from games.match import Match

if TYPE_CHECKING:
    from bot.core import GameBot

ANGLE_STEPS = {-150: "↺ 15°", -50: "↺ 5°", 50: "↻ 5°", 150: "↻ 15°"}
POWER_STEPS = (-100, -20, 20, 100)
AIM = r"(?P<ship>[rbyg][1-8b]):(?P<angle>[0-9]{1,4}):(?P<power>[0-9]{1,4})"
DELTA = r"(?P<delta>[-+][0-9]{1,4})"
GAME = r"(?P<game>[0-9]{1,18})"
VERSION = r"(?P<ver>[0-9]{1,9})"


def outcome(locale: LocaleLike, view: dict[str, Any], flick: FlickView) -> str:
    """What the previewed flick would do, in one or two sentences."""
    ship = flick["ship"]
    hit = flick.get("hit") or ""
    seat = view.get("viewer")
    if ship in (flick.get("off_board") or []):
        text = t(locale, "ae.aim.off_board")
    elif hit[:1].islower() and L.owner_of(hit) != seat:
        text = t(locale, "ae.aim.ram", target=L.enemy_ship(locale, hit))
    elif orbit := flick.get("orbit"):
        text = t(locale, "ae.aim.orbit", planet=L.planet(locale, view, orbit))
    else:
        text = t(locale, "ae.aim.space")
    if hit[:1].isupper():
        text += " " + t(locale, "ae.aim.bounce", planet=hit)
    elif hit[:1].islower() and L.owner_of(hit) == seat:
        text += " " + t(locale, "ae.aim.bump", ship=hit)
    pushed_off = [x for x in flick.get("off_board") or [] if x != ship]
    if pushed_off:
        text += " " + t(locale, "ae.aim.pushed_off", ships=L.listed(locale, pushed_off),
                             count=len(pushed_off))
    return text


def aim_text(locale: LocaleLike, view: dict[str, Any], aim: A.Aim, said: str) -> str:
    level = str(view.get("aim_error", "small"))
    error = AIM_ERROR.get(level, {"angle": 0.0, "power": 0.0})
    note = (t(locale, "ae.ui.aim_error", angle=f"{error['angle']:g}",
              power=f"{error['power'] * 100:g}", level=level)
            if error["angle"] or error["power"] else t(locale, "ae.ui.aim_exact"))
    return "\n".join([
        t(locale, "ae.ui.aim_header", ship=L.ship(locale, view, aim.ship),
          angle=number_text(aim.angle), power=number_text(aim.power), max=f"{POWER_MAX:g}"),
        t(locale, "ae.ui.aim_predicted", outcome=said),
        note,
        t(locale, "ae.ui.aim_commit", move=aim.move),
    ])


def aim_view(record: GameRecord, view: dict[str, Any], aim: A.Aim,
             locale: LocaleLike) -> discord.ui.View:
    game, version = record.id, record.version
    out = discord.ui.View(timeout=None)
    mine = [s["id"] for s in view["ships"] if s["seat"] == view["viewer"]][:25]
    out.add_item(ShipSelect(game, version, aim, [
        discord.SelectOption(label=L.clip(L.ship(locale, view, sid)), value=sid,
                             default=sid == aim.ship) for sid in mine],
        t(locale, "ae.ui.aim_pick_ship")))
    options = []
    for target in A.targets(view, aim.ship):
        distance = round(target.distance)
        label = (t(locale, "ae.ui.towards_planet", planet=L.planet(locale, view, target.id),
                   distance=distance) if target.kind == "planet" else
                 t(locale, "ae.ui.towards_ship", ship=L.enemy_ship(locale, target.id),
                   distance=distance))
        options.append(discord.SelectOption(label=L.clip(label), value=target.id))
    if options:
        out.add_item(TargetSelect(game, version, aim, options,
                                  t(locale, "ae.ui.aim_pick_target")))
    for delta, label in ANGLE_STEPS.items():
        out.add_item(NudgeButton("a", delta, game, version, aim, label))
    for delta in POWER_STEPS:
        out.add_item(NudgeButton("p", delta, game, version, aim, t(
            locale, "ae.ui.power_by", delta=f"{delta / 10:+g}".replace("-", "−"))))
    out.add_item(CommitButton(game, version, aim, t(locale, "ae.ui.commit")))
    out.add_item(P.ActionButton("ae", game, version, "refresh", t(locale, "ae.ui.back"), row=4))
    return out


async def show_aim(interaction: discord.Interaction, record: GameRecord, match: Match,
                   seat: int, aim: A.Aim, *, new_message: bool = False) -> None:
    """Preview `aim` (the interaction is already deferred): a new private message, or the
    panel message edited in place."""
    bot: GameBot = interaction.client  # type: ignore[assignment]
    locale = interaction.locale
    view = match.game.view(match.state, seat)
    flick = await off_loop(predict, match.state, seat, aim.move)
    said = outcome(locale, view, flick)
    names = list(await display_names(bot, record))
    alt = clip(t(locale, "ae.ui.preview_alt", outcome=said), ALT_TEXT)
    presentation = bot.kit.presentation(record.game_type)  # type: ignore[attr-defined]
    file = await picture_file(presentation, "preview", view, flick, locale, names, alt,
                              fallback_alt=alt)
    assert file is not None  # the preview always draws (a placeholder if it fails)
    text = aim_text(locale, view, aim, said)
    components = aim_view(record, view, aim, locale)
    if new_message:
        await interaction.followup.send(text, file=file, view=components, ephemeral=True)
    else:
        await interaction.edit_original_response(content=text, attachments=[file],
                                                 view=components)


async def change_aim(interaction: discord.Interaction, game_id: int, version: int,
                     make: Any) -> None:
    """Re-aim from a panel component: `make(view, match, seat)` gives the new Aim."""
    await P.check_fresh(interaction, game_id, version)
    record, match, seat = await P.seat_owing(interaction, game_id)
    aim = make(match.game.view(match.state, seat), match, seat)
    await interaction.response.defer()
    await show_aim(interaction, record, match, seat, aim)


async def start_aiming(interaction: discord.Interaction, game_id: int, version: int,
                       move: str) -> None:
    await change_aim(interaction, game_id, version, lambda _v, _m, _s: A.from_move(move))


def default_aim(match: Match, seat: int, ship: str) -> A.Aim:
    """The engine's suggested flick for that ship (towards the nearest planet it may land on)."""
    move = next((m for m in match.legal_moves(seat) if m.startswith(f"flick {ship} ")), None)
    return A.from_move(move) if move else A.Aim(ship, 0, 100)


def _aim_of(match: Any) -> A.Aim:
    return A.Aim(match["ship"], int(match["angle"]), int(match["power"]))


def _suffix(aim: A.Aim) -> str:
    return f"{aim.ship}:{aim.angle}:{aim.power}"


class ShipSelect(CheckedGame, discord.ui.DynamicItem[discord.ui.Select],
                 template=rf"ae:fs:{GAME}:{VERSION}:{AIM}"):
    def __init__(self, game_id: int, version: int, aim: A.Aim,
                 options: list[discord.SelectOption] | None = None, placeholder: str = "") -> None:
        super().__init__(discord.ui.Select(
            custom_id=f"ae:fs:{game_id}:{version}:{_suffix(aim)}", options=options or [],
            placeholder=placeholder or None, row=0))
        self.game_id, self.version, self.aim = game_id, version, aim

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> ShipSelect:
        return cls(int(match["game"]), int(match["ver"]), _aim_of(match))

    async def act(self, interaction: discord.Interaction) -> None:
        ship = P.chosen(interaction)
        await change_aim(interaction, self.game_id, self.version,
                         lambda _view, match, seat: default_aim(match, seat, ship))


class TargetSelect(CheckedGame, discord.ui.DynamicItem[discord.ui.Select],
                   template=rf"ae:ft:{GAME}:{VERSION}:{AIM}"):
    def __init__(self, game_id: int, version: int, aim: A.Aim,
                 options: list[discord.SelectOption] | None = None, placeholder: str = "") -> None:
        super().__init__(discord.ui.Select(
            custom_id=f"ae:ft:{game_id}:{version}:{_suffix(aim)}", options=options or [],
            placeholder=placeholder or None, row=1))
        self.game_id, self.version, self.aim = game_id, version, aim

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> TargetSelect:
        return cls(int(match["game"]), int(match["ver"]), _aim_of(match))

    async def act(self, interaction: discord.Interaction) -> None:
        target = P.chosen(interaction)
        await change_aim(interaction, self.game_id, self.version,
                         lambda view, _match, _seat: A.towards(view, self.aim.ship, target))


class NudgeButton(CheckedGame, discord.ui.DynamicItem[discord.ui.Button],
                  template=rf"ae:f(?P<what>[ap]):{DELTA}:{GAME}:{VERSION}:{AIM}"):
    def __init__(self, what: str, delta: int, game_id: int, version: int, aim: A.Aim,
                 label: str = "") -> None:
        super().__init__(discord.ui.Button(
            label=label or f"{delta:+d}", style=discord.ButtonStyle.secondary,
            custom_id=f"ae:f{what}:{delta:+d}:{game_id}:{version}:{_suffix(aim)}",
            row=2 if what == "a" else 3))
        self.what, self.delta = what, delta
        self.game_id, self.version, self.aim = game_id, version, aim

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> NudgeButton:
        return cls(match["what"], int(match["delta"]), int(match["game"]), int(match["ver"]),
                   _aim_of(match), item.label or "")

    async def act(self, interaction: discord.Interaction) -> None:
        aim = (self.aim.turned(self.delta) if self.what == "a"
               else self.aim.pushed(self.delta))
        await change_aim(interaction, self.game_id, self.version, lambda _v, _m, _s: aim)


class CommitButton(CheckedGame, discord.ui.DynamicItem[discord.ui.Button],
                   template=rf"ae:fc:{GAME}:{VERSION}:{AIM}"):
    def __init__(self, game_id: int, version: int, aim: A.Aim, label: str = "") -> None:
        super().__init__(discord.ui.Button(
            label=label or "Flick", style=discord.ButtonStyle.success,
            custom_id=f"ae:fc:{game_id}:{version}:{_suffix(aim)}", row=4))
        self.game_id, self.version, self.aim = game_id, version, aim

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any,
                             match: Any) -> CommitButton:
        return cls(int(match["game"]), int(match["ver"]), _aim_of(match), item.label or "")

    async def act(self, interaction: discord.Interaction) -> None:
        await P.play_from_panel(interaction, self.game_id, self.version, self.aim.move, "flick")


ITEMS = (ShipSelect, TargetSelect, NudgeButton, CommitButton)
