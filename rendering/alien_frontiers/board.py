"""The full board picture of Alien Frontiers, drawn from the engine's `view()` only.

Static art (background, planet, panel frames, translated labels) is drawn once per language and
player count and cached; each call copies it and composites only the dynamic parts (cached dice
and tokens, numbers, names). `naive=True` draws everything from scratch, for the benchmark.
"""

from __future__ import annotations

import io
import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from rendering.alien_frontiers import names as N
from rendering.alien_frontiers import style as S
from rendering.alien_frontiers import text as T

Translate = Callable[..., str]
Rect = tuple[int, int, int, int]  # x, y, w, h

W, H = 1400, 1000
COLOURS = ("red", "blue", "yellow", "green")
TERRITORIES = ("asimov", "bradbury", "burroughs", "heinlein", "herbert", "lem", "pohl", "van_vogt")
FIELDS = ("isolation", "positron", "repulsor")
GROUP = {"constructor": 3, "market": 2, "shipyard": 2, "outpost": 3}
DIE, PITCH, SET_GAP = 44, 47, 12
TITLE_H = 42
TINT = 0.72  # how strongly a controlled sector of the planet takes its controller's colour

FAC_RECT: dict[str, Rect] = {
    "solar": (14, 68, 404, 100), "mine": (430, 68, 260, 100), "artifact": (702, 68, 214, 100),
    "constructor": (14, 608, 312, 100), "market": (338, 608, 220, 100),
    "outpost": (570, 608, 164, 100), "terraform": (746, 608, 170, 100),
    "hub": (14, 718, 404, 272), "shipyard": (430, 718, 486, 100), "bay": (430, 828, 486, 162),
}
PLANET_C, PLANET_R = (465, 388), 176
TERR_W, TERR_H, TERR_GAP, TERR_Y = 236, 96, 12, 178
SIDE_X, SIDE_W = 930, 456
TRAY: Rect = (SIDE_X, 68, SIDE_W, 100)
PLAYER_Y, PLAYER_H, PLAYER_GAP = 178, 128, 8


def terr_rect(i: int) -> Rect:
    col, row = divmod(i, 4)
    x = 14 if col == 0 else 680
    return (x, TERR_Y + row * (TERR_H + TERR_GAP), TERR_W, TERR_H)


def terr_angle(i: int) -> float:
    """Centre angle (degrees, screen coordinates, clockwise from east) of a planet sector."""
    col, row = divmod(i, 4)
    return 247.5 - 45 * row if col == 0 else -67.5 + 45 * row


def player_rect(p: int) -> Rect:
    return (SIDE_X, PLAYER_Y + p * (PLAYER_H + PLAYER_GAP), SIDE_W, PLAYER_H)


def lower_rects(n: int) -> tuple[Rect, Rect]:
    """The alien tech panel and the relic ship panel under the player panels."""
    y = PLAYER_Y + n * (PLAYER_H + PLAYER_GAP)
    return (SIDE_X, y, SIDE_W, 142), (SIDE_X, y + 150, SIDE_W, 64)


def slots_of(fac: str, total: int) -> list[tuple[int, int]]:
    """(x offset, group index) of each dock of a facility, relative to its panel's dock row."""
    size = GROUP.get(fac, 1)
    out, x = [], 0
    for k in range(total):
        if size > 1 and k and k % size == 0:
            x += SET_GAP
        out.append((x, k // size))
        x += PITCH
    return out


def dock_origin(fac: str, total: int) -> tuple[int, int]:
    x, y, w, _ = FAC_RECT[fac]
    sl = slots_of(fac, total)
    span = (sl[-1][0] + DIE) if sl else 0
    return x + (w - span) // 2, y + TITLE_H + 4


def total_docks(fac: str, info: dict[str, Any]) -> int:
    if fac == "outpost":
        return 3
    return int(info["capacity"]) + int(info["blocked"])


# --- labels ----------------------------------------------------------------------------------

def static_labels(tr: Translate) -> tuple[tuple[str, str], ...]:
    """Every translated text of the static layer; also the cache key of that layer."""
    keys = [N.facility_key(f) + ".name" for f in N.FACILITIES]
    keys += [N.territory_key(t) + ".name" for t in TERRITORIES]
    keys += ["render.alien_tech", "render.supply", "af.relic_ship"]
    return tuple((k, tr(k)) for k in keys)


# --- static layer ----------------------------------------------------------------------------

def panel(d: ImageDraw.ImageDraw, r: Rect, fill: S.RGB = S.PANEL, edge: S.RGB = S.PANEL_EDGE,
          width: int = 2) -> None:
    x, y, w, h = r
    d.rounded_rectangle((x, y, x + w - 1, y + h - 1), 12, fill=fill, outline=edge, width=width)


def slot(d: ImageDraw.ImageDraw, x: int, y: int, size: int) -> None:
    d.rounded_rectangle((x, y, x + size - 1, y + size - 1), max(4, size // 6), fill=S.SLOT,
                        outline=S.SLOT_EDGE, width=2)


def title(d: ImageDraw.ImageDraw, r: Rect, label: str, big: int = 19) -> None:
    x, y, w, _ = r
    lines, size = T.fit_lines(label, w - 20, 2, big, 15)
    lh = round(size * 1.12)
    top = y + (TITLE_H - lh * len(lines)) // 2 + 1
    for k, ln in enumerate(lines):
        T.draw(d, x + w / 2, top + k * lh, ln, size, S.TITLE, align="center")


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

    # planet
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

    # facilities
    for k, fac in enumerate(("solar", "mine", "artifact", "constructor", "market", "outpost",
                             "terraform", "shipyard")):
        r = FAC_RECT[fac]
        panel(d, r)
        title(d, r, lab[N.facility_key(fac) + ".name"])
        ox, oy = dock_origin(fac, totals[k])
        for x, _g in slots_of(fac, totals[k]):
            slot(d, ox + x, oy, DIE)
    r = FAC_RECT["hub"]
    panel(d, r)
    title(d, r, lab[N.facility_key("hub") + ".name"])
    for p in range(n):
        hx, hy, rh = hub_row(p, n)
        d.rounded_rectangle((hx - 4, hy - 4, hx + 384, hy + rh - 8), 8, fill=(20, 25, 46))
        for s in range(7):
            sx = hx + 36 + s * 29
            d.rounded_rectangle((sx, hy + 8, sx + 25, hy + 33), 5, outline=S.SLOT_EDGE, width=2,
                                fill=S.SLOT)
            T.draw(d, sx + 13, hy + 12, str(s + 1), 15, S.MUTED, align="center")
        for s in range(3):
            slot(d, hx + 248 + s * 44, hy + 1, 40)
        im.paste(S.make_chip(COLOURS[p], 28), (hx, hy + 7), S.make_chip(COLOURS[p], 28))
    r = FAC_RECT["bay"]
    panel(d, r)
    title(d, r, lab[N.facility_key("bay") + ".name"])
    for p in range(n):
        bx, by = bay_cell(p)
        c = S.make_chip(COLOURS[p], 26)
        im.paste(c, (bx, by + 4), c)

    # sidebar frames
    panel(d, TRAY)
    tech, relic = lower_rects(n)
    panel(d, tech)
    T.draw(d, tech[0] + 14, tech[1] + 8, lab["render.alien_tech"], 18, S.TITLE)
    panel(d, relic)
    return im


def hub_row(p: int, n: int) -> tuple[int, int, int]:
    x, y, _, h = FAC_RECT["hub"]
    rh = min(56, (h - TITLE_H - 8) // max(n, 1))
    return x + 12, y + TITLE_H + 4 + p * rh, rh


def bay_cell(p: int) -> tuple[int, int]:
    x, y, _, _ = FAC_RECT["bay"]
    return x + 12 + (p % 2) * 238, y + TITLE_H + 2 + (p // 2) * 56


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


cached_static = lru_cache(maxsize=16)(draw_static)


# --- dynamic parts ---------------------------------------------------------------------------

@dataclass
class Ctx:
    im: Image.Image
    d: ImageDraw.ImageDraw
    view: dict[str, Any]
    tr: Translate
    names: list[str]
    die: Callable[[str, int | None, int, bool], Image.Image]
    chip: Callable[[str, int], Image.Image]
    icon: Callable[[str, int], Image.Image]
    naive: bool = False

    def paste(self, sprite: Image.Image, x: float, y: float) -> None:
        self.im.paste(sprite, (int(x), int(y)), sprite)

    def text(self, x: float, y: float, text: str, size: int, fill: S.RGB, bold: bool = True,
             align: str = "left") -> int:
        if self.naive:
            return T.draw(self.d, x, y, text, size, fill, bold, align)
        return T.paste(self.im, x, y, text, size, fill, bold, align)

    def name(self, p: int) -> str:
        return self.names[p] if p < len(self.names) and self.names[p] else S.LETTER[COLOURS[p]]


def ship_colour(ship: dict[str, Any]) -> str:
    return str(ship["colour"])


def draw_facilities(c: Ctx) -> None:
    facs = c.view["facilities"]
    for fac in ("solar", "mine", "artifact", "constructor", "market", "outpost", "terraform",
                "shipyard"):
        info = facs[fac]
        total = total_docks(fac, info)
        ox, oy = dock_origin(fac, total)
        slots = slots_of(fac, total)
        ships = info["ships"]
        if fac in GROUP and fac != "outpost":
            size = GROUP[fac]
            by_slot: dict[int, list[dict[str, Any]]] = {}
            for sh in ships:
                by_slot.setdefault(int(sh["slot"] or 0), []).append(sh)
            for g, members in by_slot.items():
                for k, sh in enumerate(members[:size]):
                    idx = g * size + k
                    if idx < len(slots):
                        c.paste(c.die(ship_colour(sh), sh["value"], DIE, True),
                                ox + slots[idx][0], oy)
        else:
            for k, sh in enumerate(ships[: len(slots)]):
                c.paste(c.die(ship_colour(sh), sh["value"], DIE, True), ox + slots[k][0], oy)


def draw_hub(c: Ctx) -> None:
    n = c.view["seats"]
    info = c.view["facilities"]["hub"]
    tracks = info.get("tracks", {})
    for p in range(n):
        hx, hy, _ = hub_row(p, n)
        pos = int(tracks.get(str(p), 0))
        if 1 <= pos <= 7:
            sx = hx + 36 + (pos - 1) * 29
            c.paste(c.chip(COLOURS[p], 27), sx - 1, hy + 7)
        own = [sh for sh in info["ships"] if sh["owner"] == p]
        for k, sh in enumerate(own[:3]):
            c.paste(c.die(ship_colour(sh), sh["value"], 40, False), hx + 248 + k * 44, hy + 1)


def draw_bay(c: Ctx) -> None:
    n = c.view["seats"]
    relic = c.view["ships"][24] if len(c.view["ships"]) > 24 else None
    for p in range(n):
        bx, by = bay_cell(p)
        vals = list(c.view["bay"].get(str(p), []))
        dice = [(COLOURS[p], v) for v in vals]
        if relic and relic["at"] == "bay" and c.view.get("relic_owner") == p:
            dice.append(("relic", relic["value"]))
        for k, (col, v) in enumerate(dice[:6]):
            c.paste(c.die(col, v, 32, False), bx + 32 + k * 34, by + 1)
        if len(dice) > 6:
            c.text(bx + 232, by + 8, f"+{len(dice) - 6}", 16, S.TEXT, align="right")


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


def fleet_dice(v: dict[str, Any]) -> list[tuple[str, int]]:
    out = []
    for sh in v["ships"]:
        if sh["at"] != "fleet":
            continue
        if sh["id"] == 24:
            out.append(("relic", int(sh["value"])))
        elif sh["owner"] is not None and sh["owner"] < v["seats"]:
            out.append((COLOURS[sh["owner"]], int(sh["value"])))
    return sorted(out, key=lambda cv: (cv[1], cv[0] == "relic"))


def fleet_values(v: dict[str, Any]) -> list[int]:
    return [val for _, val in fleet_dice(v)]


def status_line(c: Ctx) -> str:
    v = c.view
    seat = v.get("to_act")
    if v.get("over") or seat is None:
        return c.tr("render.game_over")
    name = c.name(seat)
    phase = v.get("phase")
    if phase == "raid":
        return c.tr("render.raiding", name=name)
    if phase == "return":
        return c.tr("render.returning", name=name)
    return c.tr("render.to_play", name=name)


def draw_header(c: Ctx) -> None:
    v = c.view
    x = 280
    x += c.text(x, 14, c.tr("render.turn", n=v["turn"]), 22, S.TEXT) + 26
    seat = v.get("to_act")
    if seat is not None and not v.get("over"):
        c.paste(c.chip(COLOURS[seat], 30), x, 13)
        x += 38
    line, size = T.fit(status_line(c), 880 - x, 22, 16)
    c.text(x, 14, line, size, S.TEXT)
    sup = v["supply"]
    right = W - 18
    right -= c.text(right, 15, str(sup["ore"]), 22, S.TEXT, align="right") + 6
    c.paste(c.icon("ore", 26), right - 26, 15)
    right -= 26 + 18
    right -= c.text(right, 15, str(sup["fuel"]), 22, S.TEXT, align="right") + 6
    c.paste(c.icon("fuel", 26), right - 26, 15)
    right -= 26 + 12
    c.text(right, 17, c.tr("render.supply"), 18, S.MUTED, align="right")


def draw_tray(c: Ctx, r: Rect, dice_size: int = 52) -> None:
    v = c.view
    x, y, w, _ = r
    seat = v.get("to_act")
    dice = fleet_dice(v)
    if seat is None or v.get("over"):
        c.text(x + 14, y + 10, c.tr("render.game_over"), 19, S.TITLE)
        return
    head, size = T.fit(c.tr("render.roll_of", name=c.name(seat)), w - 28, 19, 15)
    c.text(x + 14, y + 8, head, size, S.TITLE)
    if not dice:
        c.text(x + 14, y + 52, c.tr("render.no_dice"), 17, S.MUTED)
        return
    pitch = min(dice_size + 8, (w - 28) // len(dice))
    for k, (col, val) in enumerate(dice):
        c.paste(c.die(col, val, dice_size, col == "relic"), x + 14 + k * pitch, y + 38)


def player_counts(v: dict[str, Any], p: int) -> dict[str, int]:
    out = {"fleet": 0, "docked": 0, "bay": 0, "stock": 0}
    for sh in v["ships"]:
        if sh["id"] == 24 or sh["owner"] != p:
            continue
        at = sh["at"]
        if at in ("fleet", "bay", "stock"):
            out[at] += 1
        elif at != "unused":
            out["docked"] += 1
    return out


def card_pills(c: Ctx, cards: list[str], x: int, y: int, max_w: int, size: int = 15) -> None:
    cx = x
    for k, card in enumerate(cards):
        label = N.card_name(c.tr, card)
        rest = len(cards) - k
        more = f"+{rest - 1}" if rest > 1 else ""
        reserve = T.width(more, size) + 14 if more else 0
        lw = T.width(label, size)
        if cx + lw + 18 > x + max_w - reserve:
            avail = x + max_w - reserve - cx - 18
            if avail < 60:
                c.text(cx, y + 3, f"+{rest}", size, S.MUTED)
                return
            label = T.ellipsize(label, size, avail)
            lw = T.width(label, size)
        c.d.rounded_rectangle((cx, y, cx + lw + 16, y + size + 10), 8, fill=(48, 40, 78),
                              outline=(126, 106, 190), width=2)
        c.text(cx + 8, y + 4, label, size, S.TEXT)
        cx += lw + 24


def draw_player(c: Ctx, p: int, r: Rect) -> None:
    v = c.view
    x, y, w, h = r
    col = COLOURS[p]
    pl = v["players"][p]
    active = v.get("to_act") == p and not v.get("over")
    panel(c.d, r, fill=(32, 40, 70) if active else S.PANEL,
          edge=S.ACCENT if active else S.PANEL_EDGE, width=3 if active else 2)
    c.d.rounded_rectangle((x + 3, y + 10, x + 9, y + h - 11), 3, fill=S.PLAYER[col])
    c.paste(c.chip(col, 30), x + 18, y + 9)
    vp = c.tr("render.vp", n=v["vp"][p])
    vpw = c.text(x + w - 14, y + 10, vp, 24, S.ACCENT, align="right")
    name, size = T.fit(c.name(p), w - 80 - vpw, 21, 15)
    c.text(x + 56, y + 12, name, size, S.TEXT)
    # resources and colonies
    ly = y + 48
    c.paste(c.icon("fuel", 22), x + 18, ly)
    cx = x + 44 + c.text(x + 44, ly + 1, str(pl["fuel"]), 19, S.TEXT) + 16
    c.paste(c.icon("ore", 22), cx, ly)
    cx += 26 + c.text(cx + 26, ly + 1, str(pl["ore"]), 19, S.TEXT) + 18
    held_relic = v.get("relic_owner") == p
    right = x + w - 14
    if held_relic:
        relic = v["ships"][24]
        val = relic["value"] if relic["at"] not in ("burroughs", "stock") else None
        c.paste(c.die("relic", val, 28, False), right - 28, ly - 3)
        right -= 36
    col_text, cs = T.fit(c.tr("render.colonies_left", n=pl["colonies_left"]), right - cx, 17, 14)
    c.text(cx, ly + 2, col_text, cs, S.TEXT)
    # ships
    counts = player_counts(v, p)
    parts = []
    if counts["fleet"]:
        parts.append(c.tr("render.fleet", n=counts["fleet"]))
    parts += [c.tr("render.docked", n=counts["docked"]), c.tr("render.bay", n=counts["bay"]),
              c.tr("render.stock", n=counts["stock"])]
    ships, ss = T.fit("  ·  ".join(parts), w - 32, 16, 14, bold=False)
    c.text(x + 18, y + 74, ships, ss, S.MUTED, bold=False)
    cards = list(pl["cards"])
    if cards:
        card_pills(c, cards, x + 18, y + 98, w - 32)
    else:
        c.text(x + 18, y + 101, c.tr("render.no_cards"), 15, S.MUTED, bold=False)


def draw_tech(c: Ctx, r: Rect) -> None:
    v = c.view
    x, y, w, _ = r
    cw, ch = 136, 64
    for k, card in enumerate(v.get("display", [])[:3]):
        cx = x + 14 + k * (cw + 10)
        cy = y + 36
        c.d.rounded_rectangle((cx, cy, cx + cw, cy + ch), 8, fill=(48, 40, 78),
                              outline=(126, 106, 190), width=2)
        lines, size = T.fit_lines(N.card_name(c.tr, card), cw - 14, 2, 17, 14)
        lh = round(size * 1.15)
        top = cy + (ch - lh * len(lines)) // 2
        for j, ln in enumerate(lines):
            c.text(cx + cw / 2, top + j * lh, ln, size, S.TEXT, align="center")
    info = "   ".join((c.tr("render.draw_pile", n=v.get("deck_count", 0)),
                       c.tr("render.discards", n=len(v.get("discard", [])))))
    info, size = T.fit(info, w - 28, 17, 14)
    c.text(x + 14, y + 108, info, size, S.MUTED)


def relic_status(c: Ctx) -> str:
    v = c.view
    relic = v["ships"][24]
    owner = v.get("relic_owner")
    if owner is not None:
        return c.tr("render.alt.relic_held", name=c.name(owner), relic=c.tr("af.relic_ship"))
    where = relic["at"] if relic["at"] in TERRITORIES else "burroughs"
    return c.tr("render.alt.relic_free", relic=c.tr("af.relic_ship"),
                territory=N.territory_name(c.tr, where))


def draw_relic(c: Ctx, r: Rect) -> None:
    x, y, w, h = r
    relic = c.view["ships"][24]
    val = None if relic["at"] in ("burroughs", "stock") else relic["value"]
    c.paste(c.die("relic", val, 40, False), x + 12, y + (h - 40) // 2)
    lines, size = T.fit_lines(relic_status(c), w - 80, 2, 18, 14)
    lh = round(size * 1.15)
    top = y + (h - lh * len(lines)) // 2
    for j, ln in enumerate(lines):
        c.text(x + 64, top + j * lh, ln, size, S.TEXT)


def totals_of(v: dict[str, Any]) -> tuple[int, ...]:
    facs = v["facilities"]
    return tuple(total_docks(f, facs[f]) for f in ("solar", "mine", "artifact", "constructor",
                                                   "market", "outpost", "terraform", "shipyard"))


def render(view: dict[str, Any], tr: Translate, names: list[str],
           naive: bool = False) -> Image.Image:
    n = int(view["seats"])
    labels = static_labels(tr)
    totals = totals_of(view)
    if naive:
        im = draw_static(labels, n, totals)
        c = Ctx(im, ImageDraw.Draw(im), view, tr, names, S.make_die, S.make_chip, S.make_icon,
                naive=True)
    else:
        im = cached_static(labels, n, totals).copy()
        c = Ctx(im, ImageDraw.Draw(im), view, tr, names, S.die, S.chip, S.icon)
    draw_header(c)
    draw_planet(c)
    draw_facilities(c)
    draw_hub(c)
    draw_bay(c)
    draw_tray(c, TRAY)
    for p in range(n):
        draw_player(c, p, player_rect(p))
    tech, relic = lower_rects(n)
    draw_tech(c, tech)
    draw_relic(c, relic)
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
    return (static_labels(tr), int(view["seats"]), totals_of(view))
