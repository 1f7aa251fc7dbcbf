"""The full board picture of Alien Frontiers, drawn from the engine's `view()` only.

Static art (background, planet, panel frames, translated labels) is drawn once per language and
player count and cached; each call copies it and composites only the dynamic parts (cached dice
and tokens, numbers, names). `naive=True` draws everything from scratch, for the benchmark. The
parts live in `planet`, `orbit` (facilities, hub, bay) and `sidebar`; geometry in `layout`.
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
    TERRITORIES,
    TINT,
    TRAY,
    Ctx,
    H,
    Translate,
    W,
)


def static_labels(tr: Translate) -> tuple[tuple[str, str], ...]:
    """Every translated text of the static layer; also the cache key of that layer."""
    keys = [N.facility_key(f) + ".name" for f in N.FACILITIES]
    keys += [N.territory_key(t) + ".name" for t in TERRITORIES]
    keys += ["render.alien_tech", "render.supply", "af.relic_ship"]
    return tuple((k, tr(k)) for k in keys)


def draw_static(labels: tuple[tuple[str, str], ...], n: int,
                totals: tuple[int, ...]) -> Image.Image:
    lab = dict(labels)
    im = Image.new("RGB", (W, H), S.BG)
    d = ImageDraw.Draw(im)
    rng = random.Random(20240607)
    for _ in range(170):
        x, y = rng.randrange(W), rng.randrange(H)
        b = rng.choice((70, 95, 130, 170))
        if rng.random() < 0.15:
            d.ellipse((x - 1, y - 1, x + 1, y + 1), fill=(b, b, b + 20))
        else:
            d.point((x, y), fill=(b, b, b + 20))
    d.rectangle((0, 0, W, 56), fill=S.HEADER)
    d.line((0, 56, W, 56), fill=S.PANEL_EDGE, width=2)
    T.draw(d, 18, 12, "ALIEN FRONTIERS", 24, S.ACCENT)
    planet.draw_static(d, lab)
    orbit.draw_static(im, d, lab, n, totals)
    sidebar.draw_static(d, lab, n)
    return im


cached_static = lru_cache(maxsize=16)(draw_static)


def render(view: dict[str, Any], tr: Translate, names: list[str],
           naive: bool = False) -> Image.Image:
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
    sidebar.draw_header(c)
    planet.draw_planet(c)
    orbit.draw_facilities(c)
    orbit.draw_hub(c)
    orbit.draw_bay(c)
    sidebar.draw_tray(c, TRAY)
    for p in range(n):
        sidebar.draw_player(c, p, sidebar.player_rect(p))
    tech, relic = sidebar.lower_rects(n)
    sidebar.draw_tech(c, tech)
    sidebar.draw_relic(c, relic)
    return im


def swatch(n: int) -> Image.Image:
    """Every dynamic sprite and colour pairing once, so the fixed palette covers them."""
    im = Image.new("RGB", (W, 360), S.PANEL)
    d = ImageDraw.Draw(im)
    x, y = 4, 4
    for size in (24, 28, 30, 32, 40, 44, 52):
        for col in (*COLOURS, "grey", "relic"):
            for v in (*range(1, 7), None):
                for letter in (False, True):
                    sp = S.die(col, v, size, letter)
                    if x + size > W:
                        x, y = 4, y + size + 2
                    im.paste(sp, (x, y), sp)
                    x += size + 2
        x, y = 4, y + size + 2
    for col in COLOURS:
        for size in (24, 26, 27, 28, 30):
            sp = S.chip(col, size)
            im.paste(sp, (x, y), sp)
            x += size + 2
        tint = S.mix(((150, 82, 58), (128, 68, 50))[0], S.PLAYER[col], TINT)
        d.rectangle((x, y, x + 30, y + 30), fill=tint)
        tint = S.mix(((150, 82, 58), (128, 68, 50))[1], S.PLAYER[col], TINT)
        d.rectangle((x + 30, y, x + 60, y + 30), fill=tint)
        d.rectangle((x + 60, y, x + 90, y + 30), outline=S.PLAYER[col], width=4)
        x += 96
    for f in FIELDS:
        d.rectangle((x, y, x + 40, y + 20), fill=S.mix(S.PANEL, S.FIELD[f], 0.25))
        T.draw(d, x + 2, y, "Field 场域", 15, S.FIELD[f])
        x += 110
    for k in ("fuel", "ore"):
        sp = S.icon(k, 22)
        im.paste(sp, (x, y), sp)
        sp = S.icon(k, 26)
        im.paste(sp, (x + 24, y), sp)
        x += 54
    y += 36
    sample = "Turn 12 Alice VP 0123456789 Stock Bay 第回合燃料矿石"
    for bg in (S.PANEL, (32, 40, 70), (48, 40, 78), S.HEADER, S.BG):
        d.rectangle((0, y, W, y + 26), fill=bg)
        xx = 4
        for fg in (S.TEXT, S.MUTED, S.TITLE, S.ACCENT):
            xx += T.draw(d, xx, y + 2, sample[:18], 18, fg) + 8
        y += 26
    return im


def make_palette(labels: tuple[tuple[str, str], ...], n: int,
                 totals: tuple[int, ...]) -> Image.Image:
    base = cached_static(labels, n, totals)
    sw = swatch(n)
    sheet = Image.new("RGB", (W, H + sw.height))
    sheet.paste(base, (0, 0))
    sheet.paste(sw, (0, H))
    return sheet.quantize(colors=PALETTE_COLOURS, method=Image.Quantize.FASTOCTREE,
                          dither=Image.Dither.NONE)


PALETTE_COLOURS = 128
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


COMPRESS_LEVEL = 4


def static_key(view: dict[str, Any], tr: Translate) -> tuple[Any, ...]:
    return (static_labels(tr), int(view["seats"]), orbit.totals_of(view))
