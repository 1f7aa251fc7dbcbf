"""Animated GIFs from a sequence of PNG pictures (a game's boards, turn by turn).

    animated_gif(frames, width=700, first_ms=1200, frame_ms=700, last_ms=4000) -> bytes

Pure: bytes in, bytes out. Frames are downscaled, mapped onto one adaptive palette (taken from a
sample of the frames, no dithering, so unchanged areas stay pixel-identical and Pillow stores
only what changed between frames), loop forever, and the result always fits Discord's
attachment limit: if it does not, it is redone smaller, then with every other frame (the first
and last are always kept), until it does.
"""

from __future__ import annotations

import io
from collections.abc import Sequence

from PIL import Image

MAX_BYTES = 10 * 1024 * 1024  # Discord's attachment limit (without boosts)
MIN_WIDTH = 240
SAMPLE_FRAMES = 9  # frames the palette is built from
# Reductions tried in order, as (share of the requested width, keep every n-th frame).
_STEPS = ((1.0, 1), (0.85, 1), (0.7, 1), (0.7, 2), (0.55, 2), (0.55, 4), (0.45, 8))


def animated_gif(
    frames: Sequence[bytes],
    *,
    width: int = 700,
    first_ms: int = 1200,
    frame_ms: int = 700,
    last_ms: int = 4000,
    max_bytes: int = MAX_BYTES,
) -> bytes:
    """An endlessly looping GIF of `frames` (PNG or any format Pillow reads), ≤ `max_bytes`.

    The first frame shows for `first_ms`, the last for `last_ms`, the others for `frame_ms`.
    Frames wider than `width` are scaled down to it (never up). Raises ValueError for no frames
    or when even the smallest attempt does not fit `max_bytes`.
    """
    if not frames:
        raise ValueError("an animation needs at least one frame")
    images = [_decode(data) for data in frames]
    for share, every in _STEPS:
        target = max(MIN_WIDTH, round(width * share))
        chosen = _every(images, every)
        data = _encode(chosen, target, first_ms, frame_ms, last_ms)
        if len(data) <= max_bytes:
            return data
    raise ValueError(f"the animation does not fit in {max_bytes} bytes even when reduced")


def _decode(data: bytes) -> Image.Image:
    with Image.open(io.BytesIO(data)) as im:
        return im.convert("RGB")


def _every(images: list[Image.Image], n: int) -> list[Image.Image]:
    """Every n-th image, always with the first and the last."""
    if n <= 1 or len(images) <= 2:
        return images
    kept = images[::n]
    if kept[-1] is not images[-1]:
        kept.append(images[-1])
    return kept


def _resize(im: Image.Image, width: int) -> Image.Image:
    if im.width <= width:
        return im
    height = max(1, round(im.height * width / im.width))
    return im.resize((width, height), Image.Resampling.LANCZOS, reducing_gap=2.0)


def _palette(images: list[Image.Image]) -> Image.Image:
    """One adaptive 256-colour palette for all frames, from an evenly spread sample of them."""
    count = min(SAMPLE_FRAMES, len(images))
    picks = [images[round(i * (len(images) - 1) / max(1, count - 1))] for i in range(count)]
    w = max(im.width for im in picks)
    h = sum(im.height for im in picks)
    sheet = Image.new("RGB", (w, h))
    y = 0
    for im in picks:
        sheet.paste(im, (0, y))
        y += im.height
    return sheet.quantize(colors=256, method=Image.Quantize.MEDIANCUT)


def _encode(images: list[Image.Image], width: int, first_ms: int, frame_ms: int,
            last_ms: int) -> bytes:
    scaled = [_resize(im, width) for im in images]
    size = scaled[0].size
    scaled = [im if im.size == size else im.resize(size, Image.Resampling.LANCZOS)
              for im in scaled]
    palette = _palette(scaled)
    indexed = [im.quantize(palette=palette, dither=Image.Dither.NONE) for im in scaled]
    if len(indexed) == 1:
        durations = [last_ms]
    else:
        durations = [first_ms] + [frame_ms] * (len(indexed) - 2) + [last_ms]
    out = io.BytesIO()
    indexed[0].save(out, "GIF", save_all=True, append_images=indexed[1:], duration=durations,
                    loop=0, optimize=True, disposal=1)
    return out.getvalue()
