"""The orbital facilities around the planet, each with its name, its docking rule or cost in a
few words and its docks; the Colonist Hub's launch tracks; the Maintenance Bay; the field
generators' box (their effects, and the tokens not on the planet)."""

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
    FIELDS,
    FIELDS_RECT,
    GROUP,
    PITCH,
    SET_GAP,
    Ctx,
    panel,
    slot,
    wrap_box,
)

DOCKED = ("solar", "mine", "artifact", "constructor", "market", "outpost", "terraform",
          "shipyard")  # the facilities drawn as a row of docks, in drawing order
HUB_DIE, HUB_PITCH, HUB_CELL, HUB_COL = 38, 40, 26, 42  # hub docks, track spaces, track columns
BAY_DIE, BAY_PITCH, BAY_PER_LINE = 28, 31, 5
FIELD_ROW = 38


def slots_of(fac: str, total: int) -> list[tuple[int, int]]:
    """(x offset, group index) of each dock of a facility, relative to its dock row."""
    size = GROUP.get(fac, 1)
    out, x = [], 0
    for k in range(total):
        if size > 1 and k and k % size == 0:
            x += SET_GAP
        out.append((x, k // size))
        x += PITCH
    return out


def dock_origin(fac: str, total: int) -> tuple[int, int]:
    x, y, w, h = FAC_RECT[fac]
    sl = slots_of(fac, total)
    span = (sl[-1][0] + DIE) if sl else 0
    return x + (w - span) // 2, y + h - DIE - 12


def total_docks(fac: str, info: dict[str, Any]) -> int:
    if fac == "outpost":
        return 3
    return int(info["capacity"]) + int(info["blocked"])


def totals_of(v: dict[str, Any]) -> tuple[int, ...]:
    facs = v["facilities"]
    return tuple(total_docks(f, facs[f]) for f in DOCKED)


def heading_bottom(fac: str) -> int:
    """Where a facility's heading must end: above its docks (or tracks, or bay rows)."""
    if fac == "hub":
        return hub_top()
    if fac == "bay":
        return bay_rows(1)[0]
    _, y, _, h = FAC_RECT[fac]
    return y + h - DIE - 12


def heading_lines(fac: str, name: str, rule: str) -> tuple[tuple[list[str], int],
                                                           tuple[list[str], int]]:
    """A facility's name (≤ 2 lines) and its rule in a few words (as many lines as fit above
    its docks): each as (lines, font size)."""
    _, y, w, _ = FAC_RECT[fac]
    title = wrap_box(name, w - 16, 2, 18, 13)
    top = y + 9 + len(title[0]) * round(title[1] * 1.18)
    room = max(1, (heading_bottom(fac) - top - 4) // 15)
    return title, wrap_box(rule, w - 16, room, 13, 11, bold=False)


def heading(d: ImageDraw.ImageDraw, fac: str, lab: dict[str, str]) -> None:
    x, y, w, _ = FAC_RECT[fac]
    title, rule = heading_lines(fac, lab[N.facility_key(fac) + ".name"],
                                lab[f"render.rule.{fac}"])
    for (lines, size), fill, bold in ((title, S.TITLE, True), (rule, S.RULE, False)):
        y += 7 if bold else 2
        lh = round(size * 1.18)
        for ln in lines:
            T.draw(d, x + w / 2, y, ln, size, fill, bold, "center")
            y += lh


def hub_columns(n: int) -> list[int]:
    x, _, w, _ = FAC_RECT["hub"]
    span = n * HUB_COL + (n - 1) * 6
    return [x + (w - span) // 2 + p * (HUB_COL + 6) for p in range(n)]


def hub_top() -> int:
    return FAC_RECT["hub"][1] + 86


def hub_space(p: int, n: int, space: int) -> tuple[int, int]:
    """Top-left of track space 1..7 in seat p's column (7 at the top: the colony rises)."""
    return hub_columns(n)[p] + (HUB_COL - HUB_CELL) // 2, hub_top() + 26 + (7 - space) * 26


def hub_dock(p: int, n: int, k: int) -> tuple[int, int]:
    return hub_columns(n)[p] + (HUB_COL - HUB_DIE) // 2, hub_top() + 26 + 7 * 26 + 8 + k * HUB_PITCH


def bay_rows(n: int) -> list[int]:
    """Top of each seat's block in the bay (two lines of dice each)."""
    _, y, _, _ = FAC_RECT["bay"]
    return [y + 94 + p * (2 * (BAY_DIE + 4) + 10) for p in range(n)]


def draw_static(im: Image.Image, d: ImageDraw.ImageDraw, lab: dict[str, str], n: int,
                totals: tuple[int, ...]) -> None:
    """Facility panels with their names, rules and empty docks; the hub's tracks; the bay's
    rows; the field generators' effects."""
    for k, fac in enumerate(DOCKED):
        panel(d, FAC_RECT[fac])
        ox, oy = dock_origin(fac, totals[k])
        heading(d, fac, lab)
        for x, _g in slots_of(fac, totals[k]):
            slot(d, ox + x, oy, DIE)
    panel(d, FAC_RECT["hub"])
    heading(d, "hub", lab)
    for p, col in enumerate(hub_columns(n)):
        top = hub_top()
        chip = S.make_chip(COLOURS[p], 22)
        im.paste(chip, (col + (HUB_COL - 22) // 2, top), chip)
        for s in range(1, 8):
            sx, sy = hub_space(p, n, s)
            d.rounded_rectangle((sx, sy, sx + HUB_CELL - 1, sy + HUB_CELL - 1), 5, fill=S.SLOT,
                                outline=S.SLOT_EDGE, width=2)
            T.draw(d, sx + HUB_CELL / 2, sy + 5, str(s), 13, S.MUTED, align="center")
        for k in range(3):
            slot(d, *hub_dock(p, n, k), HUB_DIE)
    panel(d, FAC_RECT["bay"])
    heading(d, "bay", lab)
    bx = FAC_RECT["bay"][0] + 8
    for p, y in enumerate(bay_rows(n)):
        chip = S.make_chip(COLOURS[p], 24)
        im.paste(chip, (bx, y + 2), chip)
    x, y, w, _ = FIELDS_RECT
    panel(d, FIELDS_RECT)
    T.draw(d, x + w / 2, y + 7, T.fit(lab["render.fields"], w - 16, 15, 12)[0], 15, S.TITLE,
           align="center")
    for k, f in enumerate(FIELDS):
        ry = y + 30 + k * FIELD_ROW
        name, size = T.fit(lab[N.field_key(f) + ".name"], w - 52, 13, 10)
        T.draw(d, x + 44, ry, name, size, S.FIELD[f])
        effect, size = T.fit(lab[f"render.field_effect.{f}"], w - 52, 12, 10, bold=False)
        T.draw(d, x + 44, ry + 17, effect, size, S.RULE, bold=False)


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
                        c.paste(c.die(str(sh["colour"]), sh["value"], DIE, True),
                                ox + slots[idx][0], oy)
        else:
            for k, sh in enumerate(ships[: len(slots)]):
                c.paste(c.die(str(sh["colour"]), sh["value"], DIE, True), ox + slots[k][0], oy)
    total = int(c.view.get("this_turn", {}).get("artifact_total", 0))
    if total:
        x, y, w, _ = FAC_RECT["artifact"]
        c.text(x + w - 12, y + 9, f"Σ {total}", 15, S.ACCENT, align="right")


def draw_hub(c: Ctx) -> None:
    n = c.view["seats"]
    info = c.view["facilities"]["hub"]
    tracks = info.get("tracks", {})
    for p in range(n):
        pos = int(tracks.get(str(p), 0))
        if 1 <= pos <= 7:
            sx, sy = hub_space(p, n, pos)
            c.paste(c.chip(COLOURS[p], HUB_CELL + 2), sx - 1, sy - 1)
        own = [sh for sh in info["ships"] if sh["owner"] == p]
        for k, sh in enumerate(own[:3]):
            c.paste(c.die(str(sh["colour"]), sh["value"], HUB_DIE, False), *hub_dock(p, n, k))


def draw_bay(c: Ctx) -> None:
    n = c.view["seats"]
    relic = c.view["ships"][24] if len(c.view["ships"]) > 24 else None
    x0 = FAC_RECT["bay"][0] + 40
    for p, y in enumerate(bay_rows(n)):
        dice = [(COLOURS[p], v) for v in c.view["bay"].get(str(p), [])]
        if relic and relic["at"] == "bay" and c.view.get("relic_owner") == p:
            dice.append(("relic", relic["value"]))
        for k, (col, v) in enumerate(dice[: 2 * BAY_PER_LINE]):
            line, pos = divmod(k, BAY_PER_LINE)
            c.paste(c.die(col, v, BAY_DIE, False), x0 + pos * BAY_PITCH,
                    y + line * (BAY_DIE + 4))


def draw_fields(c: Ctx) -> None:
    """The field generator tokens that are not on the planet wait in their box."""
    x, y, _, _ = FIELDS_RECT
    for k, f in enumerate(FIELDS):
        if c.view["fields"].get(f):
            continue
        sp = S.make_field(f, 28) if c.naive else S.field(f, 28)
        c.paste(sp, x + 10, y + 30 + k * FIELD_ROW + 2)
