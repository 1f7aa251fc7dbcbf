"""Golden Ascending Empires pictures of fixed hand-made views, compared downscaled with a tolerance,
and each board as a phone shows it (400 px wide) with the tolerance of the Alien Frontiers
goldens (a changed number or name fails).

Regenerate after an intended change with `UPDATE_GOLDENS=1 pytest tests/rendering`.
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageStat

from rendering.ascending_empires import board_png, flick_preview_png
from tests.rendering import ae_views as V
from tests.rendering.positions import translator
from tests.rendering.test_af_golden import check as check_phone
from tests.rendering.test_af_golden import phone

GOLDEN = Path(__file__).resolve().parent / "golden"
THRESHOLD = 3.0  # mean absolute difference per channel (0–255)
BOARDS: dict[str, tuple[Callable[[], dict[str, Any]], str]] = {
    "ae_midgame_en": (V.midgame, "en"),
    "ae_last_round_zh": (V.last_round, "zh"),
    "ae_game_over_es": (lambda: V.game_over(3), "es"),
}


def small(data: bytes, size: tuple[int, int]) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB").resize(size, Image.Resampling.BOX)


def check(name: str, got: Image.Image) -> None:
    path = GOLDEN / f"{name}.png"
    if os.environ.get("UPDATE_GOLDENS") == "1":
        got.quantize(colors=128).save(path, optimize=True)
        return
    if not path.exists():
        pytest.fail(f"missing golden {path}; run with UPDATE_GOLDENS=1")
    want = Image.open(path).convert("RGB")
    assert want.size == got.size
    diff = sum(ImageStat.Stat(ImageChops.difference(got, want)).mean) / 3
    assert diff <= THRESHOLD, f"{name} differs from its golden by {diff:.2f}"


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_golden_board(name: str) -> None:
    make, lang = BOARDS[name]
    v = make()
    data = board_png(v, translator(lang), V.NAMES[: v["seats"]])
    check(name, small(data, (350, 250)))
    check_phone(f"{name}_400.png", phone(data))


def test_golden_preview() -> None:
    data = flick_preview_png(V.midgame(), V.preview_flick(), translator("en"), V.NAMES)
    im = Image.open(io.BytesIO(data))
    check("ae_preview_en", small(data, (im.width // 3, im.height // 3)))
