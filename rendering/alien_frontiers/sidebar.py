"""The header and the players' column: whose turn, the roll, each player's VP, fuel, ore and
colonies left (all at ESSENTIAL px, legible on a phone), their cards, the alien tech display
and the relic ship. Once the game is over the column is the final ranking (see `ranking`)."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from rendering import text as T
from rendering.alien_frontiers import names as N
from rendering.alien_frontiers import ranking as R
from rendering.alien_frontiers import style as S
from rendering.alien_frontiers.layout import (
    COLOURS,
    ESSENTIAL,
    HEADER_H,
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
    with_name,
)

BADGE = 50  # a player's token in their panel: its letter is ESSENTIAL px
MEDAL = 46  # a final place
ICON = 32
CARD = (48, 40, 78)
CARD_EDGE = (126, 106, 190)


def player_rect(k: int) -> Rect:
    """The k-th player panel from the top."""
    return (SIDE_X, PLAYER_Y + k * (PLAYER_H + PLAYER_GAP), SIDE_W, PLAYER_H)


def lower_rects(n: int) -> tuple[Rect, Rect, Rect]:
    """The legend line, the alien tech display and the relic ship under the player panels."""
    y = PLAYER_Y + n * (PLAYER_H + PLAYER_GAP)
    return (SIDE_X, y, SIDE_W, 22), (SIDE_X, y + 26, SIDE_W, 112), (SIDE_X, y + 146, SIDE_W, 92)


def draw_static(im: Image.Image, d: ImageDraw.ImageDraw, lab: dict[str, str], n: int) -> None:
    """The header band, the frames of the tray, the display and the relic, and the legend."""
    d.rectangle((0, 0, W, HEADER_H), fill=S.HEADER)
    d.line((0, HEADER_H, W, HEADER_H), fill=S.PANEL_EDGE, width=2)
    T.draw(d, 16, 20, "ALIEN FRONTIERS", 20, S.ACCENT)
    panel(d, TRAY)
    legend, tech, relic = lower_rects(n)
    x, y, w, _ = legend
    items = (("fuel", lab["af.resource.fuel"]), ("ore", lab["af.resource.ore"]),
             ("colony", lab["render.legend.colonies"]))
    size = next((s for s in (14, 13, 12, 11)
                 if sum(T.width(t, s, False) + 36 for _, t in items) <= w - 14), 11)
    for kind, label in items:
        sp = S.make_icon(kind, 18)
        im.paste(sp, (x + 14, y + 2), sp)
        x += 36 + T.draw(d, x + 36, y + 2, label, size, S.MUTED, bold=False)
    panel(d, tech)
    T.draw(d, tech[0] + 14, tech[1] + 8, lab["render.alien_tech"], 17, S.TITLE)
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


def status_key(v: dict[str, Any]) -> str:
    if v.get("over") or v.get("to_act") is None:
        return "render.game_over"
    return {"raid": "render.raiding", "return": "render.returning"}.get(str(v.get("phase")),
                                                                        "render.to_play")


def status_line(c: Ctx) -> str:
    key = status_key(c.view)
    if key == "render.game_over":
        return c.tr(key)
    return c.tr(key, name=c.name(c.view["to_act"]))


def draw_header(c: Ctx) -> None:
    v = c.view
    x = 228
    x += c.text(x, 14, c.tr("render.turn", n=v["turn"]), ESSENTIAL, S.TEXT) + 28
    c.essential("turn", ESSENTIAL)
    sup = v["supply"]
    right = W - 18
    right -= c.text(right, 19, str(sup["ore"]), 22, S.TEXT, align="right") + 6
    c.paste(c.icon("ore", 26), right - 26, 18)
    right -= 26 + 16
    right -= c.text(right, 19, str(sup["fuel"]), 22, S.TEXT, align="right") + 6
    c.paste(c.icon("fuel", 26), right - 26, 18)
    right -= 26 + 10
    right -= c.text(right, 21, c.tr("render.supply"), 18, S.MUTED, align="right") + 24
    key = status_key(v)
    if key != "render.game_over":
        seat = v["to_act"]
        c.paste(c.chip(COLOURS[seat], 46), x, 9)
        x += 56
        line = with_name(c.tr, key, c.name(seat), right - x, ESSENTIAL)
    else:
        line = T.ellipsize(c.tr(key), ESSENTIAL, right - x)
    c.text(x, 14, line, ESSENTIAL, S.ACCENT)
    c.essential("to_play", ESSENTIAL)


def draw_tray(c: Ctx, r: Rect, dice_size: int = 64) -> None:
    """The roll of the player to act, every die big enough to read on a phone."""
    v = c.view
    x, y, w, h = r
    seat = v.get("to_act")
    if seat is None or v.get("over"):
        R.draw_result(c, r)
        return
    head = with_name(c.tr, "render.roll_of", c.name(seat), w - 28, 18)
    c.text(x + 14, y + 8, head, 18, S.TITLE)
    dice = fleet_dice(v)
    if not dice:
        c.text(x + 14, y + 48, T.fit(c.tr("render.no_dice"), w - 28, 18, 14)[0], 18, S.MUTED)
        return
    size = min(dice_size, (w - 28 - 6 * (len(dice) - 1)) // len(dice), h - 44)
    for k, (col, val) in enumerate(dice):
        c.paste(c.die(col, val, size, False), x + 14 + k * (size + 6), y + 36)
    c.essential("roll", S.numeral_px(size, False))


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
        c.d.rounded_rectangle((cx, y, cx + lw + 16, y + size + 10), 8, fill=CARD,
                              outline=CARD_EDGE, width=2)
        c.text(cx + 8, y + 4, label, size, S.TEXT)
        cx += lw + 24


def draw_player(c: Ctx, p: int, r: Rect, place: int | None = None,
                note: str | None = None) -> None:
    """Seat p's panel: token, name, VP; fuel, ore, colonies left; cards (or, at the end, the
    tie-break that decided their place)."""
    v = c.view
    x, y, w, h = r
    col = COLOURS[p]
    pl = v["players"][p]
    active = v.get("to_act") == p and not v.get("over")
    panel(c.d, r, fill=(32, 40, 70) if active else S.PANEL,
          edge=S.ACCENT if active else S.PANEL_EDGE, width=3 if active else 2)
    c.d.rounded_rectangle((x + 3, y + 10, x + 9, y + h - 11), 3, fill=S.PLAYER[col])
    left = x + 16
    if place is not None:
        c.paste((S.make_place if c.naive else S.place)(place, MEDAL), left, y + 10)
        c.essential("place", S.numeral_px(MEDAL, False))
        left += MEDAL + 8
    c.paste(c.chip(col, BADGE), left, y + 8)
    c.essential("player_letter", S.chip_letter_px(BADGE))
    vpw = c.text(x + w - 14, y + 14, c.tr("render.vp", n=v["vp"][p]), ESSENTIAL, S.ACCENT,
                 align="right")
    c.essential("vp", ESSENTIAL)
    name, size = T.fit(c.name(p), x + w - 26 - vpw - (left + BADGE + 10), 22, 15)
    c.text(left + BADGE + 10, y + 20, name, size, S.TEXT)
    # fuel, ore, colonies left: icon and number, each ESSENTIAL px
    gx, gy = x + 16, y + 66
    for kind, value in (("fuel", pl["fuel"]), ("ore", pl["ore"]),
                        ("colonies_left", pl["colonies_left"])):
        sp = c.icon("colony", ICON, col) if kind == "colonies_left" else c.icon(kind, ICON)
        c.paste(sp, gx, gy)
        c.text(gx + ICON + 6, gy - 4, str(value), ESSENTIAL, S.TEXT)
        c.essential(kind, ESSENTIAL)
        gx += 104
    if v.get("relic_owner") == p:
        relic = v["ships"][24]
        val = relic["value"] if relic["at"] not in ("burroughs", "stock") else None
        c.paste(c.die("relic", val, 36, False), x + w - 50, gy - 3)
    if note is not None:
        line, size = T.fit(note, w - 32, 15, 12)
        c.text(x + 16, y + 106, line, size, S.ACCENT)
        return
    stock = c.tr("render.stock", n=v["stock"][str(p)])
    sw = c.text(x + w - 14, y + 107, stock, 14, S.MUTED, bold=False, align="right")
    if pl["cards"]:
        card_pills(c, list(pl["cards"]), x + 16, y + 103, w - 46 - sw, size=14)
    else:
        c.text(x + 16, y + 107, c.tr("render.no_cards"), 14, S.MUTED, bold=False)


def draw_players(c: Ctx) -> None:
    for k, (seat, place, note) in enumerate(R.rows(c.view, c.tr, c.names)):
        draw_player(c, seat, player_rect(k), place, note)


def draw_tech(c: Ctx, r: Rect) -> None:
    v = c.view
    x, y, w, _ = r
    cw, ch = 112, 48
    for k, card in enumerate(v.get("display", [])[:3]):
        cx, cy = x + 14 + k * (cw + 10), y + 32
        c.d.rounded_rectangle((cx, cy, cx + cw, cy + ch), 8, fill=CARD, outline=CARD_EDGE,
                              width=2)
        lines, size = T.fit_lines(N.card_name(c.tr, card), cw - 12, 2, 15, 11)
        lh = round(size * 1.15)
        top = cy + (ch - lh * len(lines)) // 2
        for j, ln in enumerate(lines):
            c.text(cx + cw / 2, top + j * lh, ln, size, S.TEXT, align="center")
    info = "   ".join((c.tr("render.draw_pile", n=v.get("deck_count", 0)),
                       c.tr("render.discards", n=len(v.get("discard", [])))))
    info, size = T.fit(info, w - 28, 15, 12)
    c.text(x + 14, y + 87, info, size, S.MUTED)


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
    lines, size = T.fit_lines(relic_status(c), w - 80, 2, 17, 13)
    lh = round(size * 1.15)
    top = y + (h - lh * len(lines)) // 2
    for j, ln in enumerate(lines):
        c.text(x + 64, top + j * lh, ln, size, S.TEXT)
