"""The planet: its eight territories with their names and bonuses, who controls each (the
territory takes the controller's colour and shows their letter), the colonies there, the field
generators on the territories they cover and the relic ship at home on Burroughs Desert.

A controlled territory is a sprite (the sector in the controller's colour, shaded like the
planet, its label in a legible ink) drawn once per language and colour and cached.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw

from rendering import text as T
from rendering.alien_frontiers import names as N
from rendering.alien_frontiers import style as S
from rendering.alien_frontiers import wedges as G
from rendering.alien_frontiers.layout import (
    COLOURS,
    FIELDS,
    PLANET_C,
    PLANET_R,
    TERRITORIES,
    TINT,
    Ctx,
)

# Neutral, dusty tones for the unclaimed territories, apart from every player colour.
GROUND: dict[str, S.RGB] = {
    "asimov": (128, 104, 98), "bradbury": (150, 98, 66), "burroughs": (164, 114, 66),
    "heinlein": (124, 110, 74), "herbert": (104, 108, 84), "lem": (140, 74, 60),
    "pohl": (120, 88, 68), "van_vogt": (100, 94, 112),
}
BORDER: S.RGB = (52, 30, 26)
LABEL: S.RGB = (246, 240, 232)
BONUS: S.RGB = (232, 222, 210)
COLONY_CHIP = 24

Labels = tuple[tuple[str, str], ...]  # (name, bonus) per territory, in TERRITORIES order


def labels_of(lab: dict[str, str]) -> Labels:
    return tuple((lab[N.territory_key(t) + ".name"], lab[f"render.bonus.{t}"])
                 for t in TERRITORIES)


@lru_cache(maxsize=1)
def shade() -> Image.Image:
    """The planet's limb: its outer band a little darker (an RGB multiplier over its box)."""
    size = 2 * PLANET_R + 8
    im = Image.new("L", (size, size), 255)
    d = ImageDraw.Draw(im)
    r, c = PLANET_R + 4, size / 2
    d.ellipse((c - r, c - r, c + r, c + r), fill=212)
    inner = PLANET_R * 0.9
    d.ellipse((c - inner, c - inner, c + inner, c + inner), fill=255)
    return im.convert("RGB")


def make_sector(i: int, ground: S.RGB, ink: S.RGB, bonus_ink: S.RGB, name: str,
                bonus: str) -> Image.Image:
    """Territory i as an RGBA sprite over its bounding box: shaded ground, border, label."""
    x0, y0, x1, y1 = G.sector_box(i)
    w, h = x1 - x0, y1 - y0
    ox, oy = PLANET_C[0] - PLANET_R - 4, PLANET_C[1] - PLANET_R - 4  # shade()'s origin
    light = shade().crop((x0 - ox, y0 - oy, x1 - ox, y1 - oy))
    im = ImageChops.multiply(Image.new("RGB", (w, h), ground), light).convert("RGBA")
    mask = Image.new("L", (w, h), 0)
    box = (PLANET_C[0] - PLANET_R - x0, PLANET_C[1] - PLANET_R - y0,
           PLANET_C[0] + PLANET_R - x0, PLANET_C[1] + PLANET_R - y0)
    a = G.centre_angle(i)
    ImageDraw.Draw(mask).pieslice(box, a - G.SPAN / 2, a + G.SPAN / 2, fill=255)
    im.putalpha(mask)
    d = ImageDraw.Draw(im)
    d.pieslice(box, a - G.SPAN / 2, a + G.SPAN / 2, outline=BORDER, width=2)
    for row in G.label_rows(i, name, bonus):
        if row.kind == "colonies":
            continue
        bold = row.kind == "name"
        txt, size = T.fit(row.text, row.x1 - row.x0, row.size, min(row.size, 11), bold)
        T.draw(d, (row.x0 + row.x1) / 2 - x0, row.y - y0, txt, size,
               ink if bold else bonus_ink, bold, "center")
    return im


sector = lru_cache(maxsize=96)(make_sector)  # 8 territories × 4 colours × 3 languages


def tinted(i: int, colour: str | None) -> tuple[S.RGB, S.RGB, S.RGB]:
    """Ground, name ink and bonus ink of territory i, controlled by `colour` or nobody."""
    ground = GROUND[TERRITORIES[i]]
    if colour is None:
        return ground, LABEL, BONUS
    ink = S.ink(colour)
    return S.mix(ground, S.PLAYER[colour], TINT), ink, ink


def draw_static(im: Image.Image, d: ImageDraw.ImageDraw, labels: Labels) -> None:
    """The planet with nobody in control: atmosphere, territories, names and bonuses."""
    cx, cy = PLANET_C
    for k, glow in enumerate(((34, 62, 112), (28, 50, 92), (22, 38, 72))):
        r = PLANET_R + 4 + k * 5
        d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=glow, width=3)
    for i, (name, bonus) in enumerate(labels):
        sp = make_sector(i, *tinted(i, None), name, bonus)
        x0, y0, _, _ = G.sector_box(i)
        im.paste(sp, (x0, y0), sp)
    d.ellipse((cx - PLANET_R, cy - PLANET_R, cx + PLANET_R, cy + PLANET_R), outline=BORDER,
              width=2)


def draw_planet(c: Ctx, labels: Labels) -> None:
    v = c.view
    field_on = {t: f for f in FIELDS if (t := v["fields"].get(f))}
    relic = v["ships"][24] if len(v["ships"]) > 24 else None
    make = make_sector if c.naive else sector
    for i, t in enumerate(TERRITORIES):
        info = v["territories"][t]
        ctrl = info.get("controller")
        colour = COLOURS[ctrl] if ctrl is not None else None
        if colour is not None:
            sp = make(i, *tinted(i, colour), *labels[i])
            x0, y0, _, _ = G.sector_box(i)
            c.paste(sp, x0, y0)
        rows = G.label_rows(i, *labels[i])
        row = next(r for r in rows if r.kind == "colonies")
        home = t == "burroughs" and relic is not None and relic["at"] == "burroughs"
        colonies(c, row, list(info["colonies"]), home, tinted(i, colour)[1])
        if colour is not None:
            bx, by = G.badge_centre(i)
            c.paste(c.chip(colour, G.BADGE), bx - G.BADGE / 2, by - G.BADGE / 2)
            c.essential("control", S.chip_letter_px(G.BADGE))
        if t in field_on:
            fx, fy = G.field_centre(i)
            sp = S.make_field(field_on[t], G.FIELD) if c.naive else S.field(field_on[t], G.FIELD)
            c.paste(sp, fx - G.FIELD / 2, fy - G.FIELD / 2)


def colonies(c: Ctx, row: G.Row, counts: list[int], relic_home: bool, ink: S.RGB) -> None:
    """One token per player present with their count, centred in the row; the relic at home."""
    present = [(p, k) for p, k in enumerate(counts) if k > 0]
    room = row.x1 - row.x0
    for size, fs, sep in ((COLONY_CHIP, 16, "×"), (COLONY_CHIP, 15, ""), (20, 14, "")):
        items = [(p, f"{sep}{k}" if k > 1 else "") for p, k in present]
        widths = [size + (T.width(lbl, fs) + 2 if lbl else 0) for _, lbl in items]
        total = sum(widths) + 6 * max(0, len(items) - 1) + (size + 8 if relic_home else 0)
        if total <= room:
            break
    x = (row.x0 + row.x1 - total) / 2
    y = row.y + (row.h - size) / 2
    for (p, lbl), w in zip(items, widths, strict=True):
        c.paste(c.chip(COLOURS[p], size), x, y)
        if lbl:
            c.text(x + size + 1, y + (size - fs * 1.2) / 2, lbl, fs, ink)
        x += w + 6
    if relic_home:
        c.paste(c.die("relic", None, size + 2, False), x + 2, y - 1)

