"""Pictures at the table: drawn in the render pool (`bot.render`), never able to stop a game.

A picture is asked of the game's presentation by the game's key and the method's name (`board`,
`private_board`, …) with plain arguments (views, names, the language), so the job travels to a
worker process, which finds the presentation itself (`cogs/<key>/presentation.py`). A renderer
that fails (a bug, a missing font) is logged and replaced by a plain placeholder, so the move,
its post and the panel still go out.
"""

from __future__ import annotations

import importlib
import io
import logging
from functools import cache
from typing import Any

import discord
from PIL import Image

from bot.i18n import language_of
from bot.limits import ALT_TEXT, clip
from bot.render import draw
from cogs.table.presentation import Picture, Presentation
from games import registry

log = logging.getLogger(__name__)


@cache
def placeholder_png() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (64, 36), (20, 24, 40)).save(buffer, "PNG")
    return buffer.getvalue()


@cache
def presentation_of(game_key: str) -> Presentation:
    """The game's presentation, as its package defines it (a plain one if it has none)."""
    try:
        module = importlib.import_module(f"cogs.{game_key}.presentation")
    except ModuleNotFoundError:
        return Presentation(registry.get(game_key))
    own = [value for value in vars(module).values()
           if isinstance(value, type) and issubclass(value, Presentation)
           and value.__module__ == module.__name__]
    return own[0](registry.get(game_key))


def picture_job(game_key: str, method: str, args: tuple[Any, ...],
                fallback_alt: str) -> Picture | None:
    """In a render worker: the presentation's `<method>(*args)`, or a placeholder if it fails."""
    registry.load_installed()
    try:
        picture: Picture | None = getattr(presentation_of(game_key), method)(*args)
    except Exception:  # a broken renderer must not stop the game
        log.exception("a picture could not be drawn; posting a placeholder")
        return Picture(placeholder_png(), fallback_alt)
    return picture


async def picture_file(presentation: Presentation, method: str, *args: Any,
                       fallback_alt: str) -> discord.File | None:
    """The picture `presentation.<method>(*args)` draws, as an attachment with its alt text.
    A locale among the arguments travels as its language code."""
    plain = tuple(language_of(a) if isinstance(a, discord.Locale) else a for a in args)
    picture = await draw(picture_job, presentation.key, method, plain, fallback_alt)
    if picture is None:
        return None
    return discord.File(io.BytesIO(picture.png), picture.filename,
                        description=clip(picture.alt, ALT_TEXT))
