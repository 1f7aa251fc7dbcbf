"""Ascending Empires pictures from hand-made views: what a player would notice on the board."""

from __future__ import annotations

import io
import math
from typing import Any

import pytest
from PIL import Image

from rendering.ascending_empires import alt_text, board_png
from rendering.ascending_empires import style as S
from rendering.ascending_empires.layout import geometry
from tests.rendering import ae_views as V
from tests.rendering.positions import translator

LIMIT = 300 * 1024
VIEWS = {"opening4": lambda: V.opening(4), "opening2": lambda: V.opening(2),
         "midgame": V.midgame, "last_round": V.last_round, "game_over": lambda: V.game_over(3),
         "scanned": V.seat_view_with_scan}


def picture(v: dict[str, Any], lang: str = "en") -> Image.Image:
    im = Image.open(io.BytesIO(board_png(v, translator(lang), V.NAMES[: v["seats"]])))
    return im.convert("RGB")


def close(a: tuple[int, ...], b: tuple[int, ...], tol: float) -> bool:
    return math.dist(a[:3], b[:3]) <= tol


def at_mm(v: dict[str, Any], x: float, y: float) -> tuple[float, float]:
    return geometry(v["board"]).px(x, y)


def disc_samples(im: Image.Image, v: dict[str, Any], pid: str) -> list[tuple[int, ...]]:
    """Pixels inside a planet's disc, in its lower left and right (clear of the id across its
    middle and of the mark's tag at the bottom)."""
    p = V.find(v, pid)
    cx, cy = at_mm(v, p["x"], p["y"])
    r = geometry(v["board"]).planet_r
    return [im.getpixel((round(cx + sx * r * fx), round(cy + r * fy + dy))) for sx in (-1, 1)
            for fx, fy in ((0.62, 0.48), (0.5, 0.62)) for dy in (-1, 1)]


@pytest.mark.parametrize("name", sorted(VIEWS))
@pytest.mark.parametrize("lang", ["en", "zh", "es"])
def test_every_view_renders_small_and_deterministic(name: str, lang: str) -> None:
    v = VIEWS[name]()
    tr = translator(lang)
    data = board_png(v, tr, V.NAMES[: v["seats"]])
    assert len(data) <= LIMIT
    assert board_png(v, tr, V.NAMES[: v["seats"]]) == data
    im = Image.open(io.BytesIO(data))
    assert im.size == (1400, 1000)


def test_last_flick_path_is_drawn_in_the_flicking_players_colour() -> None:
    v = V.midgame()
    with_path = picture(v)
    trail = S.mix(S.PLAYER["blue"], S.WHITE, 0.3)
    mid = v["last_flick"]["path"][5]
    x, y = at_mm(v, *mid)
    window = [with_path.getpixel((round(x) + dx, round(y) + dy))
              for dx in range(-6, 7) for dy in range(-6, 7)]
    assert any(close(p, trail, 30) for p in window)
    v["last_flick"] = None
    without = picture(v)
    assert not any(close(without.getpixel((round(x) + dx, round(y) + dy)), trail, 30)
                   for dx in range(-6, 7) for dy in range(-6, 7))


def test_a_hit_is_marked_with_a_star() -> None:
    v = V.midgame()
    im = picture(v)
    x, y = at_mm(v, 449, 499)  # between the end of b4's path and y3
    window = [im.getpixel((round(x) + dx, round(y) + dy))
              for dx in range(-14, 15) for dy in range(-14, 15)]
    assert sum(close(p, S.HIT, 40) for p in window) >= 20


def test_face_down_planets_stay_plain_for_spectators() -> None:
    v = V.opening(4)
    # even a leaked colour on a face-down planet the viewer has not seen is never drawn
    V.find(v, "B3").update(colour="purple")
    V.find(v, "G2").update(kind="planet", colour="orange")
    im = picture(v)
    for p in v["planets"]:
        if p["face_up"]:
            continue
        for px in disc_samples(im, v, p["id"]):
            assert close(px, S.UNKNOWN, 12), (p["id"], px)
            assert not any(close(px, c, 40) for c in S.PLANET.values())


def test_face_up_and_scanned_planets_show_their_colour() -> None:
    v = V.seat_view_with_scan()
    im = picture(v)
    for pid, colour in (("A1", "orange"), ("B4", "grey"), ("A6", "purple"), ("G2", "grey")):
        samples = disc_samples(im, v, pid)
        assert sum(close(px, S.PLANET[colour], 30) for px in samples) >= 6, pid


def test_blockaded_planet_has_a_hazard_ring() -> None:
    v = V.midgame()
    im = picture(v)
    p = V.find(v, "A4")
    cx, cy = at_mm(v, p["x"], p["y"])
    r = geometry(v["board"]).planet_r + 6
    ring = [im.getpixel((round(cx + r * math.cos(a / 36 * math.tau)),
                         round(cy + r * math.sin(a / 36 * math.tau)))) for a in range(36)]
    assert sum(close(px, S.HAZARD, 40) for px in ring) >= 8
    p = V.find(v, "A1")  # not blockaded
    cx, cy = at_mm(v, p["x"], p["y"])
    ring = [im.getpixel((round(cx + r * math.cos(a / 36 * math.tau)),
                         round(cy + r * math.sin(a / 36 * math.tau)))) for a in range(36)]
    assert not any(close(px, S.HAZARD, 40) for px in ring)


def colour_area(im: Image.Image, v: dict[str, Any], x: float, y: float, colour: S.RGB) -> int:
    cx, cy = at_mm(v, x, y)
    return sum(close(im.getpixel((round(cx) + dx, round(cy) + dy)), colour, 25)
               for dx in range(-24, 25) for dy in range(-24, 25))


def test_battleship_is_bigger_than_a_starship() -> None:
    v = V.midgame()
    im = picture(v)
    ships = {s["id"]: s for s in v["ships"]}
    big = colour_area(im, v, ships["rb"]["x"], ships["rb"]["y"], S.PLAYER["red"])
    small = colour_area(im, v, ships["r1"]["x"], ships["r1"]["y"], S.PLAYER["red"])
    assert big > small * 1.3


def test_homeworld_wears_its_players_colour() -> None:
    v = V.midgame()
    im = picture(v)
    for pid, colour in (("H1", "red"), ("H2", "blue"), ("H3", "yellow"), ("H4", "green")):
        p = V.find(v, pid)
        assert colour_area(im, v, p["x"], p["y"], S.PLAYER[colour]) > 60, pid


def test_status_line_changes_with_the_game_state() -> None:
    box = (1000, 80, 1384, 128)
    running = picture(V.midgame()).crop(box)
    last = picture(V.last_round()).crop(box)
    over = picture(V.game_over(3)).crop(box)
    assert running.tobytes() != last.tobytes() != over.tobytes()


def test_missing_names_fall_back_to_colours() -> None:
    v = V.midgame()
    Image.open(io.BytesIO(board_png(v, translator("en"), []))).load()
    assert "Yellow" in alt_text(v, translator("en"), [])


@pytest.mark.parametrize("lang", ["en", "zh", "es"])
def test_alt_text_names_turn_players_and_flick(lang: str) -> None:
    tr = translator(lang)
    for make in VIEWS.values():
        v = make()
        text = alt_text(v, tr, V.NAMES[: v["seats"]])
        assert 0 < len(text) <= 1000
        assert str(v["turn"]) in text
        for seat in range(v["seats"]):
            assert V.NAMES[seat] in text
    mid = V.midgame()
    flick = alt_text(mid, tr, V.NAMES)
    assert tr("render.ae.alt.to_play", n=23, round=6, name=V.NAMES[2],
              colour=tr("ae.player.yellow")) in flick
    assert tr("render.ae.alt.destroyed", count=2) in flick
    assert tr("render.ae.alt.flick_off", name=V.NAMES[2]) in alt_text(V.last_round(), tr, V.NAMES)
    over = alt_text(V.game_over(3), tr, V.NAMES[:3])
    assert tr("render.ae.alt.over", n=61, names=V.NAMES[0]) in over


def test_alt_text_has_three_to_six_sentences() -> None:
    for make in VIEWS.values():
        text = alt_text(make(), translator("en"), ["Ann", "Bob", "Cy", "Di"])
        assert 3 <= text.count(". ") + 1 <= 6, text


def test_alt_text_stays_under_the_limit_with_long_names() -> None:
    v = V.midgame()
    long_names = ["N" * 120 + str(k) for k in range(4)]
    text = alt_text(v, translator("es"), long_names)
    assert 0 < len(text) <= 1000
    assert long_names[0] in text


def test_alt_text_is_translated() -> None:
    v = V.midgame()
    zh = alt_text(v, translator("zh"), V.NAMES)
    assert "回合" in zh or "轮" in zh
    assert zh != alt_text(v, translator("en"), V.NAMES)


def test_hitting_an_own_ship_is_told_as_such() -> None:
    v = V.midgame()
    v["last_flick"].update(hit="b1", destroyed=[], pushed={"b1": [[745, 150], [750, 140]]})
    tr = translator("en")
    assert tr("render.ae.alt.flick_own", name=V.NAMES[1]) in alt_text(v, tr, V.NAMES)


def test_fewer_than_four_players_get_the_last_flick_in_words() -> None:
    v = V.game_over(3)
    note = (1000, 612, 1384, 700)  # under the third player's panel
    with_flick = picture(v).crop(note)
    v["last_flick"] = None
    assert with_flick.tobytes() != picture(v).crop(note).tobytes()
