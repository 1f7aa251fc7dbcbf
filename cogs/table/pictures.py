"""Pictures at the table: drawn off the event loop, never able to stop a game.

A renderer that fails (a bug, a missing font) is logged and replaced by a plain placeholder, so
the move, its post and the panel still go out.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Callable
from functools import cache

import discord
from PIL import Image

from bot.core import off_loop
from bot.limits import ALT_TEXT, clip
from cogs.table.presentation import Picture

log = logging.getLogger(__name__)


@cache
def placeholder_png() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (64, 36), (20, 24, 40)).save(buffer, "PNG")
    return buffer.getvalue()


def _safe(draw: Callable[[], Picture | None], fallback_alt: str) -> Picture | None:
    try:
        return draw()
    except Exception:  # a broken renderer must not stop the game
        log.exception("a picture could not be drawn; posting a placeholder")
        return Picture(placeholder_png(), fallback_alt)


async def picture_file(draw: Callable[[], Picture | None],
                       fallback_alt: str) -> discord.File | None:
    """The picture `draw` makes (in the render pool) as an attachment with its alt text."""
    picture = await off_loop(_safe, draw, fallback_alt)
    if picture is None:
        return None
    return discord.File(io.BytesIO(picture.png), picture.filename,
                        description=clip(picture.alt, ALT_TEXT))
