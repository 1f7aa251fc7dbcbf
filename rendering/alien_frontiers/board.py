"""The full board picture of Alien Frontiers, drawn from the engine's `view()` only.

Static art (background, planet, facility panels with their rules, translated labels) is drawn
once per language, player count and dock layout and cached; each call copies it and composites
only the dynamic parts (cached dice, tokens, controlled territories and text sprites).
`naive=True` draws everything from scratch, for the benchmark. The parts live in `planet`,
`orbit` (facilities, hub, bay, fields), `sidebar` and `ranking`; geometry in `layout`.
"""

from __future__ import annotations

import io
import random
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from rendering import text as T
from rendering.alien_frontiers import names as N
from rendering.alien_frontiers import orbit, planet, sidebar
from rendering.alien_frontiers import style as S
from rendering.alien_frontiers.layout import (
    COLOURS,
    FIELDS,
    PLANET_C,
    PLANET_R,
    TERRITORIES,
    TRAY,
    Ctx,
    H,
    Translate,
    W,
)
from rendering.colour import palette_of

PALETTE_COLOURS = 128
COMPRESS_LEVEL = 4


def static_labels(tr: Translate) -> tuple[tuple[str, str], ...]:
    """Every translated text of the static layer; also the cache key of that layer."""
    keys = [N.facility_key(f) + ".name" for f in N.FACILITIES]
    keys += [f"render.rule.{f}" for f in N.FACILITIES]
    keys += [N.territory_key(t) + ".name" for t in TERRITORIES]
    keys += [f"render.bonus.{t}" for t in TERRITORIES]
    keys += [N.field_key(f) + ".name" for f in FIELDS]
    keys += [f"render.field_effect.{f}" for f in FIELDS]
    keys += ["render.fields", "render.alien_tech", "render.supply", "render.legend.colonies",
             "af.resource.fuel", "af.resource.ore", "af.relic_ship"]
    return tuple((k, tr(k)) for k in keys)


def draw_static(labels: tuple[tuple[str, str], ...], n: int,
                totals: tuple[int, ...]) -> Image.Image:
    lab = dict(labels)
    im = Image.new("RGB", (W, H), S.BG)
    d = ImageDraw.Draw(im)
    rng = random.Random(20240607)
    for _ in range(220):
        x, y = rng.randrange(W), rng.randrange(H)
        b = rng.choice((70, 95, 130, 170))
        if rng.random() < 0.15:
            d.ellipse((x - 1, y - 1, x + 1, y + 1), fill=(b, b, b + 20))
        else:
            d.point((x, y), fill=(b, b, b + 20))
    cx, cy = PLANET_C
    for rr in (PLANET_R + 48, PLANET_R + 96):  # orbits
        d.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), outline=(30, 38, 66), width=2)
    planet.draw_static(im, d, planet.labels_of(lab))
    orbit.draw_static(im, d, lab, n, totals)
    sidebar.draw_static(im, d, lab, n)
    return im


cached_static = lru_cache(maxsize=16)(draw_static)


def render(view: dict[str, Any], tr: Translate, names: list[str], naive: bool = False,
           sizes: dict[str, int] | None = None) -> Image.Image:
    """The board; `sizes`, if given, receives the font size of each essential item drawn."""
    n = int(view["seats"])
    labels = static_labels(tr)
    totals = orbit.totals_of(view)
    if naive:
        im = draw_static(labels, n, totals)
        c = Ctx(im, ImageDraw.Draw(im), view, tr, names, S.make_die, S.make_chip, S.make_icon,
                naive=True)
    else:
        im = cached_static(labels, n, totals).copy()
        c = Ctx(im, ImageDraw.Draw(im), view, tr, names, S.die, S.chip, S.icon)
    if sizes is not None:
        c.sizes = sizes
    sidebar.draw_header(c)
    planet.draw_planet(c, planet.labels_of(dict(labels)))
    orbit.draw_facilities(c)
    orbit.draw_hub(c)
    orbit.draw_bay(c)
    orbit.draw_fields(c)
    sidebar.draw_tray(c, TRAY)
    sidebar.draw_players(c)
    _, tech, relic = sidebar.lower_rects(n)
    sidebar.draw_tech(c, tech)
    sidebar.draw_relic(c, relic)
    return im


def swatch(labels: tuple[tuple[str, str], ...]) -> Image.Image:
    """Every dynamic sprite and colour pairing once, so the fixed palette covers them."""
    sheet = Image.new("RGB", (W, 1400), S.PANEL)
    d = ImageDraw.Draw(sheet)
    x, y, row = 4, 4, 0

    def put(sp: Image.Image) -> None:
        nonlocal x, y, row
        if x + sp.width > W:
            x, y, row = 4, y + row + 2, 0
        sheet.paste(sp, (x, y), sp)
        x, row = x + sp.width + 2, max(row, sp.height)

    for size, letter in ((42, True), (38, False), (28, False), (36, False), (48, False),
                         (64, False)):
        for col in (*COLOURS, "grey", "relic"):
            for v in (*range(1, 7), None):
                put(S.die(col, v, size, letter))
    for col in COLOURS:
        for size in (22, 24, 28, 46, 50):
            put(S.chip(col, size))
        put(S.icon("colony", 32, col))
    for k in range(1, 5):
        put(S.place(k, 46))
    for f in FIELDS:
        put(S.field(f, 28))
    for kind in ("fuel", "ore"):
        put(S.icon(kind, 26))
        put(S.icon(kind, 32))
    lab = planet.labels_of(dict(labels))
    for col in COLOURS:  # controlled territories, scaled down: their colours, not their shapes
        for i in range(len(TERRITORIES)):
            sp = planet.sector(i, *planet.tinted(i, col), *lab[i])
            put(sp.resize((sp.width // 2, sp.height // 2), Image.Resampling.NEAREST))
    y += row + 4
    sample = "Turn 12 Alice VP 0123456789 Stock 第回合燃料矿石 Σ"
    for bg in (S.PANEL, (32, 40, 70), sidebar.CARD, S.HEADER, S.BG):
        d.rectangle((0, y, W, y + 40), fill=bg)
        xx = 4
        for fg in (S.TEXT, S.MUTED, S.TITLE, S.ACCENT, S.RULE):
            xx += T.draw(d, xx, y + 2, sample[:16], 32, fg) + 8
        y += 40
    return sheet.crop((0, 0, W, y))


def make_palette(labels: tuple[tuple[str, str], ...], n: int,
                 totals: tuple[int, ...]) -> Image.Image:
    return palette_of(cached_static(labels, n, totals), swatch(labels), PALETTE_COLOURS)


palette_for = lru_cache(maxsize=16)(make_palette)


def encode(im: Image.Image, naive: bool = False, key: tuple[Any, ...] | None = None) -> bytes:
    """PNG bytes: naive = plain RGB; else mapped onto the cached palette of the static layer."""
    buf = io.BytesIO()
    if naive:
        im.save(buf, "PNG")
    else:
        if key is not None:
            q = im.quantize(palette=palette_for(*key), dither=Image.Dither.NONE)
        else:
            q = im.quantize(colors=PALETTE_COLOURS, method=Image.Quantize.FASTOCTREE,
                            dither=Image.Dither.NONE)
        q.save(buf, "PNG", compress_level=COMPRESS_LEVEL)
    return buf.getvalue()


def static_key(view: dict[str, Any], tr: Translate) -> tuple[Any, ...]:
    return (static_labels(tr), int(view["seats"]), orbit.totals_of(view))

