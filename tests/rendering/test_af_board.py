"""Alien Frontiers pictures: every playout position renders, stays small, is deterministic."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from rendering.alien_frontiers import alt_text, board_png, names, panel_png
from rendering.alien_frontiers.layout import H, W
from rendering.alien_frontiers.ranking import rows
from tests.rendering.positions import END, NAMES, advanced, sampled, translator

LIMIT = 100 * 1024


@pytest.mark.parametrize("seats,seed", [(2, 101), (3, 202), (4, 303)])
def test_every_playout_position_renders(seats: int, seed: int) -> None:
    tr = translator("en")
    views = sampled(seats, seed, count=24)
    assert len(views) >= 20
    for v in views:
        data = board_png(v, tr, NAMES[:seats])
        assert len(data) <= LIMIT, f"board of {len(data)} bytes at turn {v['turn']}"
        im = Image.open(io.BytesIO(data))
        im.load()
        assert im.size == (W, H)
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
            pl = v["players"][p]
            assert tr("render.alt.player_item", name=NAMES[p],
                      colour=tr(f"af.colour.{pl['colour']}"), vp=v["vp"][p], fuel=pl["fuel"],
                      ore=pl["ore"], colonies=pl["colonies_left"]) in text
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


def test_the_final_board_lists_the_places_best_first() -> None:
    """AF-4.2: the players' column becomes the ranking, with the tie-break that decided."""
    tr = translator("en")
    v = advanced(4, 3, END)
    order = rows(v, tr, NAMES)
    assert [seat for seat, _, _ in order] == [p for place in v["ranking"] for p in place["seats"]]
    assert [place for _, place, _ in order] == [1, 2, 3, 4]
    assert order[1][2] == "ahead of Alice on cards: 1 vs 0"
    assert order[0][2] is None
    text = alt_text(v, tr, NAMES)
    assert "Final ranking: 1. Bartholomew the Great 10 VP, 2. Dolores 5 VP (ahead of" in text


def test_a_shared_place_says_so() -> None:
    """AF-4.2: seats equal on every tie-break share a place (and its number)."""
    tr = translator("es")
    v = advanced(3, 6, END)
    order = rows(v, tr, NAMES[:3])
    assert [place for _, place, _ in order] == [1, 2, 2]
    assert order[1][2] == order[2][2] == tr("render.rank_shared")


def test_while_playing_the_column_is_in_seat_order() -> None:
    v = advanced(3, 9, 60)
    assert rows(v, translator("en"), NAMES[:3]) == [(0, None, None), (1, None, None),
                                                     (2, None, None)]
