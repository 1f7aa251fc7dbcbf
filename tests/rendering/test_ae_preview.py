"""The aim preview (AE-6.3): the predicted path, the aimed ship and what it would hit or reach."""

from __future__ import annotations

import copy
import io
import math
from typing import Any

import pytest
from PIL import Image

from rendering.ascending_empires import board_png, flick_preview_png
from rendering.ascending_empires import style as S
from rendering.ascending_empires.layout import geometry
from rendering.ascending_empires.preview import CAPTION_H, crop_box, outcome
from tests.rendering import ae_views as V
from tests.rendering.positions import translator


def render(v: dict[str, Any], flick: dict[str, Any], lang: str = "en") -> Image.Image:
    data = flick_preview_png(v, flick, translator(lang), V.NAMES)
    assert len(data) <= 300 * 1024
    return Image.open(io.BytesIO(data)).convert("RGB")


def near(im: Image.Image, x: float, y: float, colour: S.RGB, reach: int, tol: float) -> int:
    return sum(math.dist(im.getpixel((round(x) + dx, round(y) + dy)), colour) <= tol
               for dx in range(-reach, reach + 1) for dy in range(-reach, reach + 1)
               if 0 <= round(x) + dx < im.width and 0 <= round(y) + dy < im.height)


def in_crop(v: dict[str, Any], flick: dict[str, Any], x: float, y: float) -> tuple[float, float]:
    geo = geometry(v["board"])
    left, top, _, _ = crop_box(geo, v, flick)
    px, py = geo.px(x, y)
    return px - left, py - top


def test_preview_shows_the_dashed_path_and_rings_the_aimed_ship() -> None:
    v, flick = V.midgame(), V.preview_flick()
    im = render(v, flick)
    side = im.width
    assert im.height == side + CAPTION_H
    assert 480 <= side <= 968
    mid = in_crop(v, flick, *flick["path"][8])
    assert near(im, *mid, S.PREVIEW, 5, 30) >= 5
    start = in_crop(v, flick, *flick["path"][0])
    r = geometry(v["board"]).ship_r + 11
    ring = [im.getpixel((round(start[0] + r * math.cos(a / 24 * math.tau)),
                         round(start[1] + r * math.sin(a / 24 * math.tau)))) for a in range(24)]
    assert sum(math.dist(px, S.ACCENT) <= 40 for px in ring) >= 12


def test_preview_marks_the_hit_ship() -> None:
    v, flick = V.midgame(), V.preview_flick()
    im = render(v, flick)
    target = in_crop(v, flick, *flick["pushed"]["rb"][0])
    assert near(im, *target, S.HIT, 22, 40) >= 30
    text = outcome(v, flick, translator("en"), V.NAMES)
    assert "Alice" in text


def test_preview_caption_tells_where_the_ship_stops() -> None:
    v = V.midgame()
    tr = translator("en")
    into_orbit = {"seat": 2, "ship": "y2", "angle": 0.0, "power": 0.3,
                  "path": [[575, 500], [580, 540], [585, 560]], "pushed": {}, "hit": None,
                  "destroyed": [], "off_board": []}
    assert outcome(v, into_orbit, tr, V.NAMES) == tr("render.ae.preview.stop_orbit", planet="G5")
    away = copy.deepcopy(into_orbit)
    away["path"] = [[575, 500], [470, 470], [455, 455]]
    assert outcome(v, away, tr, V.NAMES) == tr("render.ae.preview.stop_space")
    off = copy.deepcopy(into_orbit)
    off["path"] = [[575, 500], [575, 900], [575, 915]]
    off["off_board"] = ["y2"]
    assert outcome(v, off, tr, V.NAMES) == tr("render.ae.preview.off_board")
    render(v, off)


@pytest.mark.parametrize("lang", ["en", "zh", "es"])
def test_preview_is_deterministic_and_leaves_the_board_picture_alone(lang: str) -> None:
    v, flick = V.midgame(), V.preview_flick()
    tr = translator(lang)
    board = board_png(v, tr, V.NAMES)
    first = flick_preview_png(v, flick, tr, V.NAMES)
    assert flick_preview_png(v, flick, tr, V.NAMES) == first
    assert board_png(v, tr, V.NAMES) == board


def test_preview_follows_a_changed_board() -> None:
    v, flick = V.midgame(), V.preview_flick()
    before = render(v, flick)
    moved = copy.deepcopy(v)
    V.find(moved, "B6").update(kind="planet", colour="purple", face_up=True, known=True)
    after = render(moved, flick)
    assert before.tobytes() != after.tobytes()
