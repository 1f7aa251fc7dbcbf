"""Ascending Empires pictures of real engine views from seeded random games."""

from __future__ import annotations

import io
import math
import random

import pytest
from PIL import Image

from games.ascending_empires import GAME, predict
from rendering.ascending_empires import alt_text, board_png, flick_preview_png
from rendering.ascending_empires import style as S
from rendering.ascending_empires.layout import geometry
from tests.rendering import ae_views as V
from tests.rendering.positions import translator

LIMIT = 300 * 1024


def disc_pixels(im: Image.Image, view: dict, planet: dict) -> list[tuple[int, ...]]:
    """Pixels inside a planet's disc, in its lower left and right (clear of its labels)."""
    geo = geometry(view["board"])
    cx, cy = geo.px(planet["x"], planet["y"])
    r = geo.planet_r
    return [im.getpixel((round(cx + sx * r * fx), round(cy + r * fy))) for sx in (-1, 1)
            for fx, fy in ((0.62, 0.48), (0.5, 0.62))]


@pytest.mark.parametrize("seats,seed", [(2, 101), (3, 202), (4, 303)])
def test_every_playout_view_renders(seats: int, seed: int) -> None:
    tr = translator("en")
    views = V.engine_views(seats, seed, 24)
    assert any(v["last_flick"] for v in views)
    for v in views:
        data = board_png(v, tr, V.NAMES[:seats])
        assert len(data) <= LIMIT, f"board of {len(data)} bytes at turn {v['turn']}"
        im = Image.open(io.BytesIO(data))
        im.load()
        assert im.size == (1400, 1000)
        assert 0 < len(alt_text(v, tr, V.NAMES[:seats])) <= 1000


@pytest.mark.parametrize("lang", ["en", "zh", "es"])
def test_final_position_renders_in_every_language(lang: str) -> None:
    v = V.engine_views(2, 77, 3)[-1]
    tr = translator(lang)
    first = board_png(v, tr, V.NAMES[:2])
    assert board_png(v, tr, V.NAMES[:2]) == first
    text = alt_text(v, tr, V.NAMES[:2])
    assert 0 < len(text) <= 1000
    assert V.NAMES[0] in text and V.NAMES[1] in text


def test_spectators_never_see_a_face_down_colour_but_scanners_do() -> None:
    """AE-3.2: a scanned planet is seen by its scanner only."""
    s = GAME.new(3, 55, {})
    rng = random.Random(55)
    checked = 0
    for _ in range(2000):
        seat = GAME.to_act(s)
        if seat is None:
            break
        s = GAME.apply(s, seat, rng.choice(GAME.legal_moves(s, seat)))
        for viewer in range(3):
            mine = GAME.view(s, viewer)
            scanned = [p for p in mine["planets"]
                       if p["known"] and not p["face_up"] and p["kind"] == "planet"]
            if not scanned:
                continue
            public = GAME.view(s, None)
            spectator = Image.open(io.BytesIO(board_png(public, translator("en"), []))).convert(
                "RGB")
            own = Image.open(io.BytesIO(board_png(mine, translator("en"), []))).convert("RGB")
            for p in scanned:
                real = S.PLANET[p["colour"]]
                assert all(math.dist(px, S.UNKNOWN) <= 12 for px in disc_pixels(spectator, public,
                                                                                 p))
                assert sum(math.dist(px, real) <= 30 for px in disc_pixels(own, mine, p)) >= 3
                checked += 1
            if checked >= 3:
                return
    pytest.fail("no scanned face-down planet in 2000 random moves")


def test_preview_of_an_engine_prediction() -> None:
    """AE-6.3: the preview draws `predict`'s path for the acting seat's flick."""
    s = GAME.new(4, 9, {})
    rng = random.Random(9)
    for _ in range(500):
        seat = GAME.to_act(s)
        assert seat is not None
        moves = GAME.legal_moves(s, seat)
        flicks = [m for m in moves if m.startswith("flick ")]
        if flicks:
            flick = predict(s, seat, flicks[0])
            v = GAME.view(s, seat)
            data = flick_preview_png(v, flick, translator("zh"), V.NAMES)
            assert len(data) <= LIMIT
            im = Image.open(io.BytesIO(data)).convert("RGB")
            assert im.width >= 480 and im.height > im.width
            assert any(math.dist(im.getpixel((x, y)), S.PREVIEW) <= 30
                       for x in range(0, im.width, 2) for y in range(0, im.width, 2))
            return
        s = GAME.apply(s, seat, rng.choice(moves))
    pytest.fail("no flick came up in 500 random moves")
