"""Flick paths: the last flick (dotted, in the player's colour) and the aim preview (dashed cyan).

Both read the `last_flick` shape of the view: ship-centre points in board millimetres, pushed
ships' paths, what was hit, which ships were destroyed or left the board.
"""

from __future__ import annotations

import itertools
import math
from typing import Any

from PIL import ImageDraw

from rendering.ascending_empires import style as S
from rendering.ascending_empires.layout import BOARD_PX, BOARD_X, BOARD_Y, Ctx, Point

LETTER_COLOUR = {"r": "red", "b": "blue", "y": "yellow", "g": "green"}


def resample(pts: list[Point], step: float) -> list[Point]:
    """Points every `step` px along a polyline (its first point included)."""
    if not pts:
        return []
    out = [pts[0]]
    carry = 0.0
    for (x0, y0), (x1, y1) in itertools.pairwise(pts):
        seg = math.hypot(x1 - x0, y1 - y0)
        t = step - carry
        while t <= seg:
            out.append((x0 + (x1 - x0) * t / seg, y0 + (y1 - y0) * t / seg))
            t += step
        carry = seg - (t - step)
    return out


def dots(d: ImageDraw.ImageDraw, pts: list[Point], fill: S.RGB, r: float, step: float) -> None:
    for x, y in resample(pts, step):
        d.ellipse((x - r - 1, y - r - 1, x + r + 1, y + r + 1), fill=S.DARK)
        d.ellipse((x - r, y - r, x + r, y + r), fill=fill)


def dashes(d: ImageDraw.ImageDraw, pts: list[Point], fill: S.RGB, width: int, dash: float,
           gap: float) -> None:
    """A dashed polyline with a dark underlay so it shows on any background."""
    marks = resample(pts, 2.0)
    period, on = max(2, round((dash + gap) / 2)), max(1, round(dash / 2))
    runs = [marks[k:k + on + 1] for k in range(0, len(marks) - 1, period)]
    for colour, w in ((S.DARK, width + 4), (fill, width)):
        for seg in runs:
            if len(seg) >= 2:
                d.line(seg, fill=colour, width=w, joint="curve")


def arrow_head(d: ImageDraw.ImageDraw, tail: Point, tip: Point, fill: S.RGB, size: float) -> None:
    ang = math.atan2(tip[1] - tail[1], tip[0] - tail[0])
    left = (tip[0] - size * math.cos(ang - 0.45), tip[1] - size * math.sin(ang - 0.45))
    right = (tip[0] - size * math.cos(ang + 0.45), tip[1] - size * math.sin(ang + 0.45))
    d.polygon([tip, left, right], fill=fill, outline=S.DARK, width=2)


def burst(d: ImageDraw.ImageDraw, x: float, y: float, r: float, fill: S.RGB) -> None:
    """An eight-pointed star: where something was hit."""
    pts = []
    for k in range(16):
        rr = r if k % 2 == 0 else r * 0.45
        a = math.pi * k / 8 - math.pi / 2
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    d.polygon(pts, fill=fill, outline=S.DARK, width=2)


def hazard_ring(d: ImageDraw.ImageDraw, x: float, y: float, r: float, width: int) -> None:
    """Yellow and black dashes around a planet: blockaded."""
    box = (x - r, y - r, x + r, y + r)
    for k in range(12):
        d.arc(box, k * 30, k * 30 + 30, fill=S.HAZARD if k % 2 == 0 else S.DARK, width=width)


def cross(d: ImageDraw.ImageDraw, x: float, y: float, r: float, fill: S.RGB) -> None:
    """A destroyed ship: a bold X over its last place."""
    for a, b in (((x - r, y - r), (x + r, y + r)), ((x - r, y + r), (x + r, y - r))):
        d.line((a, b), fill=S.DARK, width=8)
    for a, b in (((x - r, y - r), (x + r, y + r)), ((x - r, y + r), (x + r, y - r))):
        d.line((a, b), fill=fill, width=4)


def clamp(p: Point) -> Point:
    lo_x, lo_y = BOARD_X + 2, BOARD_Y + 2
    hi_x, hi_y = BOARD_X + BOARD_PX - 3, BOARD_Y + BOARD_PX - 3
    return min(max(p[0], lo_x), hi_x), min(max(p[1], lo_y), hi_y)


def to_px(c: Ctx, pts: list[list[float]]) -> list[Point]:
    return [clamp(c.geo.px(float(x), float(y))) for x, y in pts]


def ship_colour(c: Ctx, ship_id: str) -> str:
    for sh in c.view.get("ships", []):
        if sh["id"] == ship_id:
            return c.colour(int(sh["seat"]))
    return LETTER_COLOUR.get(ship_id[:1], "red")


def target_point(c: Ctx, flick: dict[str, Any]) -> Point | None:
    """Where the hit ship or planet is (px), if the view still tells."""
    hit = flick.get("hit")
    if not hit:
        return None
    for p in c.view.get("planets", []):
        if p["id"] == hit:
            return c.geo.px(float(p["x"]), float(p["y"]))
    pushed = flick.get("pushed") or {}
    if pushed.get(hit):
        x, y = pushed[hit][0]
        return c.geo.px(float(x), float(y))
    for sh in c.view.get("ships", []):
        if sh["id"] == hit:
            return c.geo.px(float(sh["x"]), float(sh["y"]))
    return None


def contact_point(c: Ctx, path: list[Point], target: Point | None) -> Point:
    """The point of impact: on the path, nearest the target, moved one ship radius towards it."""
    if target is None:
        return path[-1]
    near = min(path, key=lambda p: math.hypot(p[0] - target[0], p[1] - target[1]))
    dist = math.hypot(target[0] - near[0], target[1] - near[1])
    if dist < 1:
        return near
    k = min(1.0, c.geo.ship_r / dist)
    return near[0] + (target[0] - near[0]) * k, near[1] + (target[1] - near[1]) * k


def tip_before(path: list[Point], back: float) -> tuple[Point, Point]:
    """(tail, tip) of an arrow whose tip is `back` px before the path's end."""
    end = path[-1]
    for k in range(len(path) - 2, -1, -1):
        if math.hypot(path[k][0] - end[0], path[k][1] - end[1]) >= back:
            p, q = path[k], path[k + 1]
            seg = math.hypot(q[0] - p[0], q[1] - p[1]) or 1.0
            over = math.hypot(p[0] - end[0], p[1] - end[1]) - back
            tip = (p[0] + (q[0] - p[0]) * over / seg, p[1] + (q[1] - p[1]) * over / seg)
            return p, tip
    return path[0], end


def draw_last(c: Ctx, flick: dict[str, Any]) -> None:
    """The dotted trail under the ships (the markers come after them, see `draw_last_marks`)."""
    path = to_px(c, flick.get("path") or [])
    if len(path) < 2:
        return
    col = S.mix(S.PLAYER[c.colour(int(flick["seat"]))], S.WHITE, 0.3)
    r = c.geo.ship_r
    c.d.ellipse((path[0][0] - r, path[0][1] - r, path[0][0] + r, path[0][1] + r),
                outline=S.DARK, width=5)
    c.d.ellipse((path[0][0] - r, path[0][1] - r, path[0][0] + r, path[0][1] + r),
                outline=col, width=3)
    dots(c.d, path, col, 3.5, 11)
    for sid, pushed in (flick.get("pushed") or {}).items():
        pts = to_px(c, pushed)
        if len(pts) >= 2:
            dots(c.d, pts, S.mix(S.PLAYER[ship_colour(c, sid)], S.WHITE, 0.3), 2.5, 9)


def draw_last_marks(c: Ctx, flick: dict[str, Any]) -> None:
    """Wrecks of destroyed ships, the arrow head and the impact star, on top of the ships."""
    path = to_px(c, flick.get("path") or [])
    if len(path) < 2:
        return
    col = S.mix(S.PLAYER[c.colour(int(flick["seat"]))], S.WHITE, 0.3)
    ship = str(flick.get("ship", ""))
    target = target_point(c, flick)
    pushed = flick.get("pushed") or {}
    for sid in flick.get("destroyed") or []:
        if sid == ship:
            where = path[-1]
        elif pushed.get(sid):
            where = to_px(c, pushed[sid])[-1]
        elif sid == flick.get("hit") and target is not None:
            where = target
        else:
            continue
        wreck(c, where, S.PLAYER[ship_colour(c, sid)])
    off = ship in (flick.get("off_board") or [])
    tail, tip = tip_before(path, 2 if off else c.geo.ship_r + 3)
    arrow_head(c.d, tail, tip, col, 18)
    if flick.get("hit"):
        hit_at = contact_point(c, path, target)
        burst(c.d, hit_at[0], hit_at[1], 14, S.HIT)


def wreck(c: Ctx, at: Point, fill: S.RGB) -> None:
    """A destroyed ship: a dashed ring in its owner's colour with a bold X."""
    x, y = at
    r = c.geo.ship_r
    for k in range(8):
        c.d.arc((x - r, y - r, x + r, y + r), k * 45, k * 45 + 28, fill=fill, width=3)
    cross(c.d, x, y, r * 0.62, fill)


def draw_preview(c: Ctx, flick: dict[str, Any]) -> None:
    """The aimed ship ringed, the predicted path dashed, the stop ghost and the impact star."""
    path = to_px(c, flick.get("path") or [])
    if not path:
        return
    r = c.geo.ship_r
    ship = str(flick.get("ship", ""))
    for sh in c.view.get("ships", []):
        if sh["id"] == ship:
            r = c.geo.battleship_r if sh.get("battleship") else c.geo.ship_r
    x0, y0 = path[0]
    for rr, colour, w in ((r + 11, S.DARK, 7), (r + 11, S.ACCENT, 3), (r + 5, S.ACCENT, 2)):
        c.d.ellipse((x0 - rr, y0 - rr, x0 + rr, y0 + rr), outline=colour, width=w)
    for sid, pushed in (flick.get("pushed") or {}).items():
        pts = to_px(c, pushed)
        if len(pts) >= 2:
            dashes(c.d, pts, S.mix(S.PREVIEW, S.PLAYER[ship_colour(c, sid)], 0.4), 2, 8, 6)
            ghost(c, pts[-1], c.geo.ship_r)
    if len(path) >= 2:
        dashes(c.d, path, S.PREVIEW, 4, 14, 8)
        gone = ship in (flick.get("off_board") or []) or ship in (flick.get("destroyed") or [])
        tail, tip = tip_before(path, 2 if gone else r + 4)
        arrow_head(c.d, tail, tip, S.PREVIEW, 20)
        if not gone:
            ghost(c, path[-1], r)
    target = target_point(c, flick)
    if flick.get("hit"):
        if target is not None:
            tr_ = c.geo.planet_r + 6 if any(p["id"] == flick["hit"] for p in c.view["planets"]) \
                else c.geo.ship_r + 6
            c.d.ellipse((target[0] - tr_, target[1] - tr_, target[0] + tr_, target[1] + tr_),
                        outline=S.HIT, width=3)
        hit_at = contact_point(c, path, target)
        burst(c.d, hit_at[0], hit_at[1], 17, S.HIT)
    for sid in flick.get("destroyed") or []:
        where = path[-1] if sid == ship else target
        if where is not None:
            cross(c.d, where[0], where[1], c.geo.ship_r * 0.8, S.HIT)


def ghost(c: Ctx, at: Point, r: float) -> None:
    """A dashed outline where a ship would come to rest."""
    x, y = at
    for k in range(12):
        c.d.arc((x - r - 1, y - r - 1, x + r + 1, y + r + 1), k * 30, k * 30 + 18,
                fill=S.PREVIEW, width=3)
    c.d.line((x - 4, y, x + 4, y), fill=S.PREVIEW, width=2)
    c.d.line((x, y - 4, x, y + 4), fill=S.PREVIEW, width=2)
