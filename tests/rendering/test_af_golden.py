"""Golden pictures of three fixed positions, compared downscaled with a tolerance.

Regenerate after an intended change with `UPDATE_GOLDENS=1 pytest tests/rendering`.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

from rendering.alien_frontiers import board_png, panel_png
from tests.rendering.positions import NAMES, advanced, translator

GOLDEN = Path(__file__).resolve().parent / "golden"
SIZE = (350, 250)  # a quarter of 1400×1000: small to commit, still shows every panel
THRESHOLD = 3.0  # mean absolute difference per channel (0–255)
CASES = {
    "two_en": (2, 11, 90, "en"),
    "three_zh": (3, 22, 160, "zh"),
    "four_es": (4, 33, 240, "es"),
}


def small(data: bytes, size: tuple[int, int]) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB").resize(size, Image.Resampling.BOX)


@pytest.mark.parametrize("case", sorted(CASES))
def test_golden(case: str) -> None:
    seats, seed, moves, lang = CASES[case]
    v = advanced(seats, seed, moves)
    tr = translator(lang)
    seat = v["to_act"] if v["to_act"] is not None else 0
    pictures = {
        f"{case}_board.png": small(board_png(v, tr, NAMES[:seats]), SIZE),
        f"{case}_panel.png": small(panel_png(v, seat, tr, NAMES[:seats]), (300, 157)),
    }
    for name, got in pictures.items():
        path = GOLDEN / name
        if os.environ.get("UPDATE_GOLDENS") == "1" or not path.exists():
            if os.environ.get("UPDATE_GOLDENS") != "1":
                pytest.fail(f"missing golden {path}; run with UPDATE_GOLDENS=1")
            got.quantize(colors=128).save(path, optimize=True)
            continue
        want = Image.open(path).convert("RGB")
        assert want.size == got.size
        diff = sum(ImageStat.Stat(ImageChops.difference(got, want)).mean) / 3
        assert diff <= THRESHOLD, f"{name} differs from its golden by {diff:.2f}"
