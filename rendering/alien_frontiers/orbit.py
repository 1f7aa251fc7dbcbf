"""The orbital facilities, the Colonist Hub and the Maintenance Bay: frames, docks and ships."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from rendering import text as T
from rendering.alien_frontiers import names as N
from rendering.alien_frontiers import style as S
from rendering.alien_frontiers.layout import (
    COLOURS,
    DIE,
    FAC_RECT,
    GROUP,
    PITCH,
    SET_GAP,
    TITLE_H,
    Ctx,
    panel,
    slot,
    title,
)

DOCKED = ("solar", "mine", "artifact", "constructor", "market", "outpost", "terraform",
          "shipyard")  # the facilities drawn as a row of docks, in drawing order


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


def totals_of(v: dict[str, Any]) -> tuple[int, ...]:
    facs = v["facilities"]
    return tuple(total_docks(f, facs[f]) for f in DOCKED)


def hub_row(p: int, n: int) -> tuple[int, int, int]:
    x, y, _, h = FAC_RECT["hub"]
    rh = min(56, (h - TITLE_H - 8) // max(n, 1))
    return x + 12, y + TITLE_H + 4 + p * rh, rh


def bay_cell(p: int) -> tuple[int, int]:
    x, y, _, _ = FAC_RECT["bay"]
    return x + 12 + (p % 2) * 238, y + TITLE_H + 2 + (p // 2) * 56


def draw_static(im: Image.Image, d: ImageDraw.ImageDraw, lab: dict[str, str], n: int,
                totals: tuple[int, ...]) -> None:
    """Facility panels with their empty docks, the hub tracks and the bay rows."""
    for k, fac in enumerate(DOCKED):
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


def ship_colour(ship: dict[str, Any]) -> str:
    return str(ship["colour"])


def draw_facilities(c: Ctx) -> None:
    facs = c.view["facilities"]
    for fac in DOCKED:
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
