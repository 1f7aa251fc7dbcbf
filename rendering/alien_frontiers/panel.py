"""The acting player's private preview: roll tray, resources, cards, facilities with free docks."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from rendering import text as T
from rendering.alien_frontiers import names as N
from rendering.alien_frontiers import style as S
from rendering.alien_frontiers.layout import COLOURS, Ctx, Translate, panel
from rendering.alien_frontiers.sidebar import card_pills, draw_tray, status_line

PW, PH = 900, 470
ORDER = ("solar", "mine", "artifact", "hub", "constructor", "market", "outpost", "shipyard",
         "terraform")


def free_docks(view: dict[str, Any], seat: int) -> list[tuple[str, int]]:
    """(facility, free docks) for every facility with at least one free dock for this seat."""
    out = []
    for fac in ORDER:
        info = view["facilities"][fac]
        ships = [sh for sh in info["ships"] if sh["colour"] != "grey"]
        if fac == "hub":
            free = int(info["capacity"]) - sum(1 for sh in ships if sh["owner"] == seat)
        elif fac == "outpost":
            free = 0 if ships else 3
        else:
            free = int(info["capacity"]) - len(ships)
        if free > 0:
            out.append((fac, free))
    return out


@lru_cache(maxsize=8)
def _frame() -> Image.Image:
    im = Image.new("RGB", (PW, PH), S.BG)
    d = ImageDraw.Draw(im)
    panel(d, (10, 10, PW - 20, 64))
    panel(d, (10, 84, PW - 20, 112))
    panel(d, (10, 206, PW - 20, PH - 216))
    return im


def render(view: dict[str, Any], seat: int, tr: Translate, names: list[str]) -> Image.Image:
    im = _frame().copy()
    d = ImageDraw.Draw(im)
    c = Ctx(im, d, view, tr, names, S.die, S.chip, S.icon)
    col = COLOURS[seat]
    pl = view["players"][seat]
    c.paste(c.chip(col, 36), 24, 24)
    vp = c.tr("render.vp", n=view["vp"][seat])
    right = PW - 30 - c.text(PW - 30, 24, vp, 26, S.ACCENT, align="right") - 24
    right -= c.text(right, 26, str(pl["ore"]), 22, S.TEXT, align="right") + 6
    c.paste(c.icon("ore", 26), right - 26, 26)
    right -= 26 + 18
    right -= c.text(right, 26, str(pl["fuel"]), 22, S.TEXT, align="right") + 6
    c.paste(c.icon("fuel", 26), right - 26, 26)
    right -= 26 + 20
    name, size = T.fit(c.tr("render.you", name=c.name(seat)), right - 76, 24, 16)
    c.text(72, 24, name, size, S.TEXT)
    # roll tray (only the seat to act has one)
    if view.get("to_act") == seat and not view.get("over"):
        draw_tray(c, (10, 84, PW - 20, 112), dice_size=64)
    else:
        line, size = T.fit(status_line(c), PW - 70, 22, 15)
        c.text(24, 124, line, size, S.TEXT)
    # cards, then free docks
    y = 218
    if pl["cards"]:
        card_pills(c, list(pl["cards"]), 24, y, PW - 60, size=17)
    else:
        c.text(24, y + 4, c.tr("render.no_cards"), 17, S.MUTED, bold=False)
    y += 44
    c.text(24, y, c.tr("render.free_docks"), 19, S.TITLE)
    y += 32
    free = free_docks(view, seat)
    if not free:
        c.text(24, y, c.tr("render.full"), 18, S.MUTED)
    colw = (PW - 60) // 2
    for k, (fac, n) in enumerate(free):
        x = 24 + (k % 2) * (colw + 12)
        yy = y + (k // 2) * 34
        shown = min(n, 8)
        label = N.facility_name(tr, fac)
        boxes = shown * 18
        label, size = T.fit(label, colw - boxes - 50, 18, 14)
        c.text(x, yy + 3, label, size, S.TEXT)
        bx = x + colw - boxes - 8
        for j in range(shown):
            d.rounded_rectangle((bx + j * 18, yy + 6, bx + j * 18 + 14, yy + 20), 3,
                                fill=S.SLOT, outline=(120, 200, 140), width=2)
        c.text(bx - 8, yy + 3, str(n), 18, (120, 200, 140), align="right")
    return im
