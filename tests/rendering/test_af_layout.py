"""The board reads like the game's board: each territory's name and bonus sit inside its region
of the planet, and each facility's name and rule fit its panel, in every language, uncut."""

from __future__ import annotations

import math
from itertools import pairwise

import pytest

from rendering import text as T
from rendering.alien_frontiers import names as N
from rendering.alien_frontiers import orbit
from rendering.alien_frontiers import wedges as G
from rendering.alien_frontiers.layout import FIELDS, PLANET_C, PLANET_R, TERRITORIES
from tests.rendering.positions import translator

LANGS = ["en", "zh", "es"]


def complete(lines: list[str], text: str) -> bool:
    """The lines say the whole text (no word dropped, nothing cut with "…")."""
    said = "".join(lines).replace(" ", "")
    return "…" not in said and said == text.replace(" ", "")


def inside_sector(i: int, x: float, y: float) -> bool:
    dx, dy = x - PLANET_C[0], y - PLANET_C[1]
    if math.hypot(dx, dy) > PLANET_R:
        return False
    angle = (math.degrees(math.atan2(dy, dx)) - G.centre_angle(i) + 180) % 360 - 180
    return abs(angle) <= G.SPAN / 2


@pytest.mark.parametrize("lang", LANGS)
def test_territory_labels_sit_inside_their_region(lang: str) -> None:
    tr = translator(lang)
    for i, t in enumerate(TERRITORIES):
        name, bonus = N.territory_name(tr, t), tr(f"render.bonus.{t}")
        rows = G.label_rows(i, name, bonus)
        assert [r.kind for r in rows].count("colonies") == 1
        assert complete([r.text for r in rows if r.kind == "name"], name), (t, rows)
        assert complete([r.text for r in rows if r.kind == "bonus"], bonus), (t, rows)
        for r in rows:
            for x, y in ((r.x0, r.y), (r.x1, r.y), (r.x0, r.y + r.h), (r.x1, r.y + r.h)):
                assert inside_sector(i, x, y), (lang, t, r)
            if r.kind != "colonies":
                assert T.width(r.text, r.size, r.kind == "name") <= r.x1 - r.x0, (lang, t, r)
                assert r.size >= 11
        for a, b in pairwise(rows):
            assert a.y + a.h <= b.y, (lang, t)


def test_the_badge_and_field_token_stay_clear_of_the_labels() -> None:
    tr = translator("es")
    for i, t in enumerate(TERRITORIES):
        ox, oy, orad = G.keep_out(i)
        assert inside_sector(i, ox, oy)
        for r in G.label_rows(i, N.territory_name(tr, t), tr(f"render.bonus.{t}")):
            nx = min(max(ox, r.x0), r.x1)
            ny = min(max(oy, r.y), r.y + r.h)
            assert math.hypot(nx - ox, ny - oy) >= orad - 1, (t, r)


@pytest.mark.parametrize("lang", LANGS)
def test_every_facility_shows_its_rule_uncut(lang: str) -> None:
    tr = translator(lang)
    for fac in N.FACILITIES:
        name, rule = N.facility_name(tr, fac), tr(f"render.rule.{fac}")
        (title, _), (lines, size) = orbit.heading_lines(fac, name, rule)
        assert complete(title, name), (lang, fac, title)
        assert complete(lines, rule) and size >= 11, (lang, fac, lines, size)


@pytest.mark.parametrize("lang", LANGS)
def test_field_effects_fit_their_box(lang: str) -> None:
    tr = translator(lang)
    width = orbit.FIELDS_RECT[2] - 52
    for f in FIELDS:
        for text, bold in ((N.field_name(tr, f), True), (tr(f"render.field_effect.{f}"), False)):
            shown, _ = T.fit(text, width, 13, 10, bold)
            assert shown == text, (lang, f)
