"""The planet and its eight territories: sectors, colonies, control, the relic ship and fields."""

from __future__ import annotations

import math

from PIL import ImageDraw

from rendering import text as T
from rendering.alien_frontiers import names as N
from rendering.alien_frontiers import style as S
from rendering.alien_frontiers.layout import (
    COLOURS,
    FIELDS,
    PLANET_C,
    PLANET_R,
    TERR_GAP,
    TERR_H,
    TERR_W,
    TERR_Y,
    TERRITORIES,
    TINT,
    Ctx,
    Rect,
    panel,
)


def terr_rect(i: int) -> Rect:
    col, row = divmod(i, 4)
    x = 14 if col == 0 else 680
    return (x, TERR_Y + row * (TERR_H + TERR_GAP), TERR_W, TERR_H)


def terr_angle(i: int) -> float:
    """Centre angle (degrees, screen coordinates, clockwise from east) of a planet sector."""
    col, row = divmod(i, 4)
    return 247.5 - 45 * row if col == 0 else -67.5 + 45 * row


def planet_sector(d: ImageDraw.ImageDraw, i: int, tint: S.RGB | None) -> None:
    cx, cy = PLANET_C
    a = terr_angle(i)
    base = ((150, 82, 58), (128, 68, 50))[i % 2]
    fill = S.mix(base, tint, TINT) if tint else base
    box = (cx - PLANET_R, cy - PLANET_R, cx + PLANET_R, cy + PLANET_R)
    d.pieslice(box, a - 22.5, a + 22.5, fill=fill, outline=(70, 36, 28), width=2)
    inner = PLANET_R * 0.3
    d.ellipse((cx - inner, cy - inner, cx + inner, cy + inner), fill=(104, 56, 42),
              outline=(70, 36, 28), width=2)


def draw_static(d: ImageDraw.ImageDraw, lab: dict[str, str]) -> None:
    """The bare planet with its rings, and each territory's named panel linked to its sector."""
    cx, cy = PLANET_C
    for k, a in enumerate((60, 40, 22)):
        rr = PLANET_R + 8 + k * 5
        d.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), outline=(40, 70 + k * 10, 110 + a), width=2)
    for i in range(8):
        planet_sector(d, i, None)
    for i, t in enumerate(TERRITORIES):
        r = terr_rect(i)
        ang = math.radians(terr_angle(i))
        px, py = cx + PLANET_R * 0.93 * math.cos(ang), cy + PLANET_R * 0.93 * math.sin(ang)
        bx = r[0] + r[2] if r[0] < cx else r[0]
        by = r[1] + r[3] // 2
        d.line((bx, by, px, py), fill=(90, 100, 140), width=2)
        d.ellipse((px - 4, py - 4, px + 4, py + 4), fill=(150, 160, 200))
        panel(d, r)
        name, size = T.fit(lab[N.territory_key(t) + ".name"], r[2] - 20, 19, 15)
        T.draw(d, r[0] + 12, r[1] + 8, name, size, S.TEXT)


def colony_dots(c: Ctx, i: int, counts: list[int]) -> None:
    cx, cy = PLANET_C
    a = math.radians(terr_angle(i))
    dots = [COLOURS[p] for p, k in enumerate(counts) for _ in range(k)]
    spots = []
    for ring, (rad, m) in enumerate(((0.5, 2), (0.7, 3), (0.88, 4))):
        for j in range(m):
            off = (j - (m - 1) / 2) * (0.3 if ring else 0.34)
            spots.append((rad, a + off))
    for k, col in enumerate(dots[: len(spots)]):
        rad, ang = spots[k]
        x = cx + PLANET_R * rad * math.cos(ang)
        y = cy + PLANET_R * rad * math.sin(ang)
        c.paste(c.chip(col, 24), x - 12, y - 12)


def draw_planet(c: Ctx) -> None:
    v = c.view
    fields_on: dict[str, list[str]] = {}
    for f in FIELDS:
        t = v["fields"].get(f)
        if t:
            fields_on.setdefault(t, []).append(f)
    relic = v["ships"][24] if len(v["ships"]) > 24 else None
    for i, t in enumerate(TERRITORIES):
        info = v["territories"][t]
        ctrl = info.get("controller")
        counts = list(info["colonies"])
        if ctrl is not None:
            planet_sector(c.d, i, S.PLAYER[COLOURS[ctrl]])
        colony_dots(c, i, counts)
        x, y, w, h = terr_rect(i)
        if ctrl is not None:
            col = COLOURS[ctrl]
            c.d.rounded_rectangle((x, y, x + w - 1, y + h - 1), 12, outline=S.PLAYER[col], width=4)
        # colonies: one chip per player present, with the count; the controller's crown at right
        present = [(p, k) for p, k in enumerate(counts) if k > 0]
        cx = x + 10
        for p, k in present:
            c.paste(c.chip(COLOURS[p], 26), cx, y + 37)
            label = f"×{k}" if len(present) <= 2 else str(k)
            cx += 28 + c.text(cx + 28, y + 39, label, 18, S.TEXT) + 8
        if ctrl is not None:
            tx, ty = x + w - 40, y + 40
            c.d.polygon([(tx, ty + 8), (tx + 3, ty - 4), (tx + 8, ty + 3), (tx + 14, ty - 7),
                         (tx + 20, ty + 3), (tx + 25, ty - 4), (tx + 28, ty + 8)], fill=S.ACCENT)
            c.paste(c.chip(COLOURS[ctrl], 28), tx, ty + 6)
        if t == "burroughs" and relic and relic["at"] == "burroughs":
            c.paste(c.die("relic", None, 30, False), x + w - (76 if ctrl is not None else 42),
                    y + 42)
        fl = fields_on.get(t, [])
        if fl:
            bw = (w - 20 - 6 * (len(fl) - 1)) // len(fl)
            fx = x + 10
            for f in fl:
                field_badge(c, f, fx, y + h - 30, bw)
                fx += bw + 6


def field_badge(c: Ctx, f: str, x: int, y: int, w: int) -> None:
    col = S.FIELD[f]
    c.d.rounded_rectangle((x, y, x + w, y + 24), 12, fill=S.mix(S.PANEL, col, 0.25), outline=col,
                          width=2)
    c.text(x + 13, y + 2, S.FIELD_SYMBOL[f], 16, col, align="center")
    label = T.ellipsize(N.field_name(c.tr, f), 15, w - 32)
    c.text(x + 25, y + 3, label, 15, S.TEXT)
