"""One ship tile drawn by the project: its body coloured by kind, connectors as stubs on its
sides (one, two or three for single, double and universal), cannon barrels, engine exhausts,
shield arcs, and its contents: crew figures, aliens (disc with letter), battery cells, goods
slots (colour and letter). A tile of the Dead Zone is hatched; exposed connectors are magenta.
"""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from rendering import text as T
from rendering.galaxy_trucker import style as S

SIDE_OF = {"-": "smooth", "S": "single", "D": "double", "U": "universal", "B": "barrel",
           "X": "exhaust"}
CABINS = ("start", "cabin", "luxury", "hibernation")
HOLDS = ("cargo", "special", "mixed", "battcargo")


def spec_view(tile: int, rot: int = 0) -> dict[str, Any]:
    """A tile not on a ship (in hand, reserved, lost) as a TileView-like dict, turned `rot`
    quarter turns clockwise."""
    from games.galaxy_trucker.tiles import SIDES, TILES

    spec = TILES[tile]
    return {"tile": tile, "kind": spec.kind, "rotation": rot * 90,
            "sides": [SIDE_OF[c] for c in SIDES[tile][rot]], "crew": 0, "alien": "",
            "sleepers": 0, "batteries": 0, "battery_capacity": spec.batteries, "goods": [],
            "slots": spec.slots, "red_slots": spec.red, "dead": False}


def _edge(x: float, y: float, s: float, side: int, t: float, depth: float) -> list[float]:
    """A point box at fraction t along a side (0..3: N E S W), `depth` inwards."""
    if side == 0:
        return [x + s * t, y + depth]
    if side == 1:
        return [x + s - depth, y + s * t]
    if side == 2:
        return [x + s * t, y + s - depth]
    return [x + depth, y + s * t]


def _stubs(d: ImageDraw.ImageDraw, x: float, y: float, s: float, side: int, n: int,
           exposed: bool) -> None:
    w = max(2, round(s * 0.07))
    ln = s * 0.14
    colour = S.EXPOSED if exposed else S.STUB
    for k in range(n):
        t = (k + 1) / (n + 1)
        a = _edge(x, y, s, side, t, -ln * 0.35)
        b = _edge(x, y, s, side, t, ln)
        d.line([*a, *b], fill=colour, width=w)
        if exposed:
            c = _edge(x, y, s, side, t, -ln * 0.35)
            r = w * 1.2
            d.ellipse([c[0] - r, c[1] - r, c[0] + r, c[1] + r], fill=S.EXPOSED)


def _barrel(d: ImageDraw.ImageDraw, x: float, y: float, s: float, side: int, n: int) -> None:
    w = max(3, round(s * 0.1))
    for k in range(n):
        t = 0.5 if n == 1 else (0.36 if k == 0 else 0.64)
        a = _edge(x, y, s, side, t, s * 0.5)
        b = _edge(x, y, s, side, t, -s * 0.04)
        d.line([*a, *b], fill=S.BARREL, width=w)
    c = _edge(x, y, s, side, 0.5, s * 0.5)
    r = s * 0.16
    d.ellipse([c[0] - r, c[1] - r, c[0] + r, c[1] + r], fill=S.BARREL)


def _exhaust(d: ImageDraw.ImageDraw, x: float, y: float, s: float, side: int, n: int) -> None:
    for k in range(n):
        t = 0.5 if n == 1 else (0.3 if k == 0 else 0.7)
        half = s * (0.16 if n == 1 else 0.12)
        base = [_edge(x, y, s, side, t - half / s, s * 0.3),
                _edge(x, y, s, side, t + half / s, s * 0.3)]
        wide = [_edge(x, y, s, side, t + 1.5 * half / s, 0),
                _edge(x, y, s, side, t - 1.5 * half / s, 0)]
        d.polygon([tuple(p) for p in (*base, *wide)], fill=S.FIRE, outline=S.DARK)


def _dots(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, n: int, fill: S.RGB) -> None:
    r = s * 0.08
    gap = r * 2.6
    x0 = cx - gap * (n - 1) / 2
    for k in range(n):
        d.ellipse([x0 + k * gap - r, cy - r, x0 + k * gap + r, cy + r], fill=fill,
                  outline=S.DARK)


def _letter(im: Any, d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, letter: str,
            fill: S.RGB, size_k: float = 0.26) -> None:
    size = max(9, round(s * size_k))
    T.draw(d, cx, cy - size * 0.6, letter, size, fill, align="center")


def draw_tile(im: Any, d: ImageDraw.ImageDraw, x: float, y: float, s: float,
              tv: dict[str, Any], open_sides: tuple[bool, bool, bool, bool] = (False,) * 4,
              last: bool = False) -> None:
    """Draw tile view `tv` in the square (x, y, s). `open_sides`: which connector sides are
    exposed (nothing next to them on the ship)."""
    kind = tv["kind"]
    body = S.BODY.get(kind, (130, 130, 130))
    pad = s * 0.06
    d.rectangle([x + pad, y + pad, x + s - pad, y + s - pad], fill=body,
                outline=S.HIGHLIGHT if last else S.DARK, width=3 if last else 1)
    sides = tv["sides"]
    for side, name in enumerate(sides):
        n = {"single": 1, "double": 2, "universal": 3}.get(name, 0)
        if n:
            _stubs(d, x, y, s, side, n, open_sides[side])
    cx, cy = x + s / 2, y + s / 2
    double = kind in ("dcannon", "dengine")
    for side, name in enumerate(sides):
        if name == "barrel":
            _barrel(d, x, y, s, side, 2 if double else 1)
        elif name == "exhaust":
            _exhaust(d, x, y, s, side, 2 if double else 1)
    if kind in ("shield", "shield_boost"):
        _shield(d, x, y, s, (tv["rotation"] // 90) % 4)
    if kind in CABINS:
        if tv["alien"]:
            colour = S.ALIEN[tv["alien"]]
            rr = s * 0.2
            d.ellipse([cx - rr, cy - rr, cx + rr, cy + rr], fill=colour, outline=S.CREW, width=2)
            _letter(im, d, cx, cy, s, S.ALIEN_LETTER[tv["alien"]], S.TEXT)
        elif tv["crew"]:
            _dots(d, cx, cy, s, tv["crew"], S.CREW)
        if tv["sleepers"]:
            _dots(d, cx, cy + s * 0.24, s, tv["sleepers"], S.DIM)
        if kind == "start":
            d.rectangle([cx - s * 0.3, cy - s * 0.3, cx + s * 0.3, cy + s * 0.3],
                        outline=S.DARK, width=2)
    if kind.startswith("life_"):
        rr = s * 0.22
        d.ellipse([cx - rr, cy - rr, cx + rr, cy + rr], outline=S.CREW, width=3)
        _letter(im, d, cx, cy, s, S.ALIEN_LETTER[kind[5:]], S.CREW)
    if kind in ("battery", "battcargo", "reactor") and tv["battery_capacity"]:
        cap = tv["battery_capacity"]
        bw, bh = s * 0.12, s * 0.3
        x0 = cx - (cap * bw * 1.4) / 2
        top = cy - bh / 2 if kind != "battcargo" else y + s * 0.18
        for k in range(cap):
            on = k < tv["batteries"]
            d.rectangle([x0 + k * bw * 1.4, top, x0 + k * bw * 1.4 + bw, top + bh],
                        fill=S.BATTERY_ON if on else S.BATTERY_OFF, outline=S.DARK)
    if kind in HOLDS:
        slots = tv["slots"] + tv["red_slots"]
        goods = list(tv["goods"])
        if slots:
            g = s * 0.2
            x0 = cx - (slots * g * 1.15) / 2
            top = cy - g / 2 if kind != "battcargo" else y + s * 0.56
            for k in range(slots):
                red = k >= tv["slots"] if kind == "mixed" else kind == "special"
                gx = x0 + k * g * 1.15
                fill = S.GOOD[goods[k]] if k < len(goods) else S.DARK
                d.rectangle([gx, top, gx + g, top + g], fill=fill,
                            outline=S.GOOD["r"] if red else S.CREW, width=2)
                if k < len(goods):
                    _letter(im, d, gx + g / 2, top + g / 2, s, S.GOOD_LETTER[goods[k]],
                            S.ink(fill), 0.16)
    if kind == "struct":
        for k in range(1, 4):
            d.line([x + s * k / 4, y + pad, x + pad, y + s * k / 4], fill=S.LINE, width=2)
    if kind == "armour":
        d.rectangle([x + pad * 3, y + pad * 3, x + s - pad * 3, y + s - pad * 3],
                    outline=S.LINE, width=3)
    if kind in ("engine_boost", "cannon_boost", "shield_boost"):
        _letter(im, d, cx, cy, s, "+", S.TEXT, 0.4)
    if kind == "reactor":
        _letter(im, d, cx, cy + s * 0.26, s, "R", S.TEXT, 0.2)
    if double:
        _letter(im, d, cx, cy, s, "2", S.TEXT, 0.28)
    if kind == "bicannon":
        _letter(im, d, cx, cy, s, "↔", S.TEXT, 0.28)
    if kind == "engcannon":
        _letter(im, d, cx, cy, s, "E", S.TEXT, 0.24)
    if tv.get("dead"):
        for k in range(-2, 3):
            d.line([x + s * (0.5 + k * 0.25) - s / 2, y + s, x + s * (0.5 + k * 0.25) + s / 2, y],
                   fill=S.DARK, width=3)


def _shield(d: ImageDraw.ImageDraw, x: float, y: float, s: float, r: int) -> None:
    """A shield at rotation r covers sides r and r + 1 (GT-1.3.7): a half ring centred on the
    corner between them, and a plate along each covered side, so both sides read at a glance."""
    w = max(3, round(s * 0.08))
    inset = s * 0.16
    box = [x + inset, y + inset, x + s - inset, y + s - inset]
    start = (270 + 90 * r - 45) % 360  # PIL's angles: 0 east, 90 south; side r at 270 + 90r
    d.arc(box, start, start + 180, fill=S.SHIELD_ARC, width=w)
    for side in (r, (r + 1) % 4):
        a = _edge(x, y, s, side, 0.22, s * 0.1)
        b = _edge(x, y, s, side, 0.78, s * 0.1)
        d.line([*a, *b], fill=S.SHIELD_ARC, width=w)


def draw_sides(d: ImageDraw.ImageDraw, x: float, y: float, size: float,
               sides: tuple[int, ...]) -> None:
    """The sides a ship's shields cover, as the picture shows them (0..3: top, right, bottom,
    left): a small square whose covered sides are thick shield-green plates."""
    d.rectangle([x, y, x + size, y + size], outline=S.LINE, width=1)
    w = max(3, round(size * 0.2))
    for side in sides:
        a = _edge(x, y, size, side, 0.0, w / 2)
        b = _edge(x, y, size, side, 1.0, w / 2)
        d.line([*a, *b], fill=S.SHIELD_ARC, width=w)


def draw_cross(d: ImageDraw.ImageDraw, x: float, y: float, s: float) -> None:
    """The mark of a destroyed tile."""
    w = max(3, round(s * 0.08))
    d.line([x + s * 0.1, y + s * 0.1, x + s * 0.9, y + s * 0.9], fill=S.LOST, width=w)
    d.line([x + s * 0.9, y + s * 0.1, x + s * 0.1, y + s * 0.9], fill=S.LOST, width=w)
