"""The header and the right-hand column: roll tray, player panels, alien tech, relic ship."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from rendering import text as T
from rendering.alien_frontiers import names as N
from rendering.alien_frontiers import style as S
from rendering.alien_frontiers.layout import (
    COLOURS,
    PLAYER_GAP,
    PLAYER_H,
    PLAYER_Y,
    SIDE_W,
    SIDE_X,
    TERRITORIES,
    TRAY,
    Ctx,
    Rect,
    W,
    panel,
)


def player_rect(p: int) -> Rect:
    return (SIDE_X, PLAYER_Y + p * (PLAYER_H + PLAYER_GAP), SIDE_W, PLAYER_H)


def lower_rects(n: int) -> tuple[Rect, Rect]:
    """The alien tech panel and the relic ship panel under the player panels."""
    y = PLAYER_Y + n * (PLAYER_H + PLAYER_GAP)
    return (SIDE_X, y, SIDE_W, 142), (SIDE_X, y + 150, SIDE_W, 64)


def draw_static(d: ImageDraw.ImageDraw, lab: dict[str, str], n: int) -> None:
    """The frames of the roll tray, the alien tech display and the relic ship."""
    panel(d, TRAY)
    tech, relic = lower_rects(n)
    panel(d, tech)
    T.draw(d, tech[0] + 14, tech[1] + 8, lab["render.alien_tech"], 18, S.TITLE)
    panel(d, relic)


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
