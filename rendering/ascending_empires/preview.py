"""The aim preview: a crop of the board around the aimed ship, its predicted path and target.

Drawn on every aim change, so it starts from the cached board layer (planets, pieces, ships),
crops a square around the action and draws only the path and a one-line caption.
"""

from __future__ import annotations

import math
from typing import Any

from PIL import Image, ImageDraw

from rendering import text as T
from rendering.ascending_empires import flight
from rendering.ascending_empires import style as S
from rendering.ascending_empires.board import board_layer
from rendering.ascending_empires.layout import (
    BOARD_PX,
    BOARD_X,
    BOARD_Y,
    Ctx,
    Geo,
    Translate,
    geometry,
    player_name,
)

MIN_CROP, PAD, CAPTION_H = 520, 90, 76


def crop_box(geo: Geo, view: dict[str, Any], flick: dict[str, Any]) -> tuple[int, int, int, int]:
    """A square (left, top, right, bottom) in picture pixels holding the path and its targets."""
    pts = [geo.px(float(x), float(y)) for x, y in flick.get("path") or []]
    for pushed in (flick.get("pushed") or {}).values():
        pts += [geo.px(float(x), float(y)) for x, y in pushed]
    for p in view["planets"]:
        if p["id"] == flick.get("hit"):
            pts.append(geo.px(float(p["x"]), float(p["y"])))
    if not pts:
        pts = [(BOARD_X + BOARD_PX / 2, BOARD_Y + BOARD_PX / 2)]
    lo_x = min(p[0] for p in pts)
    hi_x = max(p[0] for p in pts)
    lo_y = min(p[1] for p in pts)
    hi_y = max(p[1] for p in pts)
    side = round(min(BOARD_PX, max(MIN_CROP, hi_x - lo_x + 2 * PAD, hi_y - lo_y + 2 * PAD)))
    cx, cy = (lo_x + hi_x) / 2, (lo_y + hi_y) / 2
    left = round(min(max(cx - side / 2, BOARD_X), BOARD_X + BOARD_PX - side))
    top = round(min(max(cy - side / 2, BOARD_Y), BOARD_Y + BOARD_PX - side))
    return left, top, left + side, top + side


def outcome(view: dict[str, Any], flick: dict[str, Any], tr: Translate, names: list[str]) -> str:
    """What the flick would do, in one or two short sentences."""
    ship = str(flick.get("ship", ""))
    parts = []
    hit = flick.get("hit")
    planets = {p["id"]: p for p in view["planets"]}
    if hit in planets:
        parts.append(tr("render.ae.preview.hit_planet", planet=hit))
    elif hit:
        seat = next((int(s["seat"]) for s in view.get("ships", []) if s["id"] == hit), None)
        if seat is not None:
            parts.append(tr("render.ae.preview.hit_ship", name=player_name(names, view, seat, tr)))
    destroyed = flick.get("destroyed") or []
    if destroyed:
        parts.append(tr("render.ae.preview.destroyed", count=len(destroyed)))
    if ship in (flick.get("off_board") or []):
        parts.append(tr("render.ae.preview.off_board"))
    elif ship not in destroyed and flick.get("path"):
        parts.append(stop_text(view, flick["path"][-1], tr))
    return " ".join(parts)


def stop_text(view: dict[str, Any], end: list[float], tr: Translate) -> str:
    """Where the ship would rest: in a planet's orbit (its disc overlaps the ring, AE-4.5)."""
    board = view["board"]
    reach = float(board["orbit_radius"]) + float(board["ship_radius"])
    for p in view["planets"]:
        if math.hypot(float(p["x"]) - end[0], float(p["y"]) - end[1]) <= reach:
            return tr("render.ae.preview.stop_orbit", planet=p["id"])
    return tr("render.ae.preview.stop_space")


def render(view: dict[str, Any], flick: dict[str, Any], tr: Translate,
           names: list[str]) -> Image.Image:
    geo = geometry(view["board"])
    im = board_layer(view, tr).copy()
    c = Ctx(im, ImageDraw.Draw(im), view, tr, names, geo)
    flight.draw_preview(c, flick)
    box = crop_box(geo, view, flick)
    side = box[2] - box[0]
    out = Image.new("RGB", (side, side + CAPTION_H), S.HEADER)
    out.paste(im.crop(box), (0, 0))
    d = ImageDraw.Draw(out)
    d.line((0, side, side, side), fill=S.PANEL_EDGE, width=2)
    seat = int(flick.get("seat", view.get("to_act") or 0))
    sprite = S.ship(c.colour(seat), False, 12)
    out.paste(sprite, (12, side + 9), sprite)
    title, ts = T.fit(tr("render.ae.preview.title", name=c.name(seat)), side - 60, 18, 14)
    T.draw(d, 46, side + 10, title, ts, S.ACCENT)
    line, ls = T.fit(outcome(view, flick, tr, names), side - 28, 18, 14)
    T.draw(d, 14, side + 42, line, ls, S.TEXT)
    return out
