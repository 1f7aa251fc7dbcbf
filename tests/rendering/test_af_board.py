"""Alien Frontiers pictures: every playout position renders, stays small, is deterministic."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from rendering.alien_frontiers import alt_text, board_png, names, panel_png
from tests.rendering.positions import NAMES, advanced, sampled, translator

LIMIT = 100 * 1024


@pytest.mark.parametrize("seats,seed", [(2, 101), (3, 202), (4, 303)])
def test_every_playout_position_renders(seats: int, seed: int) -> None:
    tr = translator("en")
    views = sampled(seats, seed)
    assert len(views) >= 35
    for v in views:
        data = board_png(v, tr, NAMES[:seats])
        assert len(data) <= LIMIT, f"board of {len(data)} bytes at turn {v['turn']}"
        im = Image.open(io.BytesIO(data))
        im.load()
        assert im.size == (1400, 1000)
        seat = v["to_act"] if v["to_act"] is not None else 0
        panel = Image.open(io.BytesIO(panel_png(v, seat, tr, NAMES[:seats])))
        panel.load()
        assert panel.size[0] >= 600
        assert 0 < len(alt_text(v, tr, NAMES[:seats])) <= 1000


@pytest.mark.parametrize("lang", ["en", "zh", "es"])
def test_every_language_renders_and_is_deterministic(lang: str) -> None:
    v = advanced(4, 7, 180)
    tr = translator(lang)
    first = board_png(v, tr, NAMES)
    assert board_png(v, tr, NAMES) == first
    assert len(first) <= LIMIT
    assert panel_png(v, 1, tr, NAMES) == panel_png(v, 1, tr, NAMES)


def test_missing_names_fall_back_to_colours() -> None:
    v = advanced(3, 9, 60)
    Image.open(io.BytesIO(board_png(v, translator("en"), []))).load()
    assert "Red" in alt_text(v, translator("en"), [])


@pytest.mark.parametrize("lang", ["en", "zh", "es"])
def test_alt_text_names_every_score(lang: str) -> None:
    tr = translator(lang)
    for seats in (2, 3, 4):
        v = advanced(seats, 40 + seats, 250)
        text = alt_text(v, tr, NAMES[:seats])
        assert len(text) <= 1000
        for p in range(seats):
            assert NAMES[p] in text
            assert tr("render.alt.score_item", name=NAMES[p],
                      colour=tr(f"af.colour.{v['players'][p]['colour']}"), vp=v["vp"][p]) in text
        assert tr("render.alt.intro", n=v["turn"]) in text


def test_alt_text_is_translated() -> None:
    v = advanced(2, 5, 120)
    zh = alt_text(v, translator("zh"), ["Ann", "Bob"])
    assert any("\u4e00" <= ch <= "\u9fff" for ch in zh)
    assert "回合" in zh
    assert zh != alt_text(v, translator("en"), ["Ann", "Bob"])


def test_names_map_to_catalog_keys() -> None:
    tr = translator("en")
    for engine in names.FACILITIES:
        assert tr(names.facility_key(engine) + ".name") != names.facility_key(engine) + ".name"
    for engine in names.TERRITORIES:
        assert tr(names.territory_key(engine) + ".name") != names.territory_key(engine) + ".name"
    for engine in names.FIELDS:
        assert tr(names.field_key(engine) + ".name") != names.field_key(engine) + ".name"
    assert names.facility_key("solar") == "af.facility.solar_converter"
    assert names.territory_name(tr, "van_vogt") == "Van Vogt Mountains"
