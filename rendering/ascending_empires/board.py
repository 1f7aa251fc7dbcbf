"""The full picture: board on the left, status column on the right, drawn from `view()` only.

The static layer (starfield, quadrants, orbit rings, panel frames, legend) depends only on the
board geometry, the player count and the language, so it is drawn once (at 2× for smooth rings)
and cached; each picture copies it and adds planets, pieces, ships, the last flick and numbers.
PNGs are mapped onto a palette cached with that layer: fast, deterministic and small.
"""

from __future__ import annotations

import io
import json
import random
import threading
from collections import OrderedDict
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from rendering import text as T
from rendering.ascending_empires import flight, sidebar
from rendering.ascending_empires import style as S
from rendering.ascending_empires.alt import flick_sentence
from rendering.ascending_empires.layout import (
    BOARD_PX,
    BOARD_X,
    BOARD_Y,
    Ctx,
    Geo,
    H,
    Translate,
    W,
    board_key,
    geometry,
)
from rendering.colour import palette_of

QUADRANTS = ("alpha", "beta", "gamma", "delta")
PIECES = (("troops", "troop"), ("colonies", "colony"), ("cities", "city"),
          ("stations", "station"))
PALETTE_COLOURS = 160
COMPRESS_LEVEL = 4
AA = 2  # the static board is drawn at 2× and reduced


def static_labels(tr: Translate) -> tuple[tuple[str, str], ...]:
    """Every translated text of the static layer; also part of that layer's cache key."""
    keys = [*sidebar.static_labels(), *(f"ae.quadrant.{q}" for q in QUADRANTS)]
    return tuple((k, tr(k)) for k in keys)


def static_key(view: dict[str, Any], tr: Translate) -> tuple[Any, ...]:
    return (static_labels(tr), int(view["seats"]), board_key(view["board"], view["planets"]))


def draw_board(bkey: tuple[Any, ...], geo: Geo) -> Image.Image:
    """The board square at AA× size: tinted quadrants, stars, borders, orbit zones."""
    _, _, _, _, _, quads, holes = bkey
    k = geo.scale * AA
    side = BOARD_PX * AA
    im = Image.new("RGB", (side, side), S.BOARD)
    d = ImageDraw.Draw(im)
    for name, (x0, y0, x1, y1) in quads:
        d.rectangle((x0 * k, y0 * k, x1 * k, y1 * k), fill=S.QUADRANT_TINT.get(name, S.BOARD))
    rng = random.Random(20110901)
    for _ in range(260):
        x, y = rng.randrange(side), rng.randrange(side)
        b = rng.choice((70, 95, 130, 170))
        r = AA * (1.6 if rng.random() < 0.15 else 0.8)
        d.ellipse((x - r, y - r, x + r, y + r), fill=(b, b, b + 24))
    for _, (x0, y0, x1, y1) in quads:  # dashed quadrant borders
        for p, q in (((x0, y0), (x1, y0)), ((x1, y0), (x1, y1)), ((x0, y1), (x1, y1)),
                     ((x0, y0), (x0, y1))):
            dashed_line(d, (p[0] * k, p[1] * k), (q[0] * k, q[1] * k), (70, 84, 128), 2 * AA)
    ro = geo.orbit_r * AA
    for _, x, y in holes:
        cx, cy = x * k, y * k
        d.ellipse((cx - ro, cy - ro, cx + ro, cy + ro), fill=S.ORBIT_FILL, outline=S.ORBIT_EDGE,
                  width=2 * AA)
    d.rounded_rectangle((0, 0, side - 1, side - 1), 14 * AA, outline=S.PANEL_EDGE, width=3 * AA)
    small = im.resize((BOARD_PX, BOARD_PX), Image.Resampling.LANCZOS)
    return small


def dashed_line(d: ImageDraw.ImageDraw, a: tuple[float, float], b: tuple[float, float],
                fill: S.RGB, width: int) -> None:
    """A straight dashed line (quadrant borders)."""
    length = max(abs(b[0] - a[0]), abs(b[1] - a[1]))
    step, on = 18 * AA, 11 * AA
    t = 0.0
    while t < length:
        u0, u1 = t / length, min(1.0, (t + on) / length)
        d.line(((a[0] + (b[0] - a[0]) * u0, a[1] + (b[1] - a[1]) * u0),
                (a[0] + (b[0] - a[0]) * u1, a[1] + (b[1] - a[1]) * u1)), fill=fill, width=width)
        t += step


def label_corner(rect: tuple[float, ...], holes: tuple[Any, ...],
                 geo: Geo) -> tuple[float, float, str, bool]:
    """The quadrant corner farthest from any planet: (x px, y px, align, at the bottom)."""
    x0, y0, x1, y1 = rect
    best = None
    for cx, cy in ((x0, y0), (x1, y0), (x0, y1), (x1, y1)):
        gap = min(((cx - x) ** 2 + (cy - y) ** 2) ** 0.5 for _, x, y in holes)
        if best is None or gap > best[0]:
            best = (gap, cx, cy)
    assert best is not None
    _, cx, cy = best
    px, py = geo.px(cx, cy)
    left = cx == x0
    return px + (12 if left else -12), py, "left" if left else "right", cy == y1


def draw_static(labels: tuple[tuple[str, str], ...], n: int,
                bkey: tuple[Any, ...]) -> Image.Image:
    lab = dict(labels)
    size, pr, orr, sr, br, quads, holes = bkey
    geo = geometry({"size": size, "planet_radius": pr, "orbit_radius": orr, "ship_radius": sr,
                    "battleship_radius": br})
    im = Image.new("RGB", (W, H), S.BG)
    mask = Image.new("L", (BOARD_PX, BOARD_PX), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, BOARD_PX - 1, BOARD_PX - 1), 14, fill=255)
    im.paste(draw_board(bkey, geo), (BOARD_X, BOARD_Y), mask)
    d = ImageDraw.Draw(im)
    for name, rect in quads:
        x, y, align, bottom = label_corner(rect, holes, geo)
        label, ls = T.fit(lab.get(f"ae.quadrant.{name}", name), 200, 17, 14)
        T.draw(d, x, y - 30 if bottom else y + 8, label.upper(), ls, (132, 146, 190), align=align)
    sidebar.draw_static(im, d, lab, n)
    return im


cached_static = lru_cache(maxsize=8)(draw_static)


def planet_look(c: Ctx, p: dict[str, Any]) -> tuple[str, str | None, str | None, bool, str]:
    """(kind, colour, homeworld player colour, scanned-but-face-down, mark) of one planet."""
    kind = p.get("kind")
    colour = p.get("colour")
    if kind == "homeworld":
        home = p.get("home_of")
        hc = c.colour(int(home)) if home is not None else None
        mark = S.LETTER[hc] if hc else ""
        return "homeworld", None, hc, False, mark
    hidden = not p.get("face_up", False)
    if hidden and not p.get("known", False):  # never trust a colour the viewer has not seen
        return "unknown", None, None, False, "?"
    if kind == "asteroid":
        return "asteroid", None, None, hidden, ""
    if kind != "planet" or colour not in S.PLANET:
        return "unknown", None, None, False, "?"
    return "planet", colour, None, hidden, c.tr(f"render.ae.letter.{colour}")


def draw_planets(c: Ctx) -> None:
    r = c.geo.planet_r
    for p in c.view["planets"]:
        x, y = c.geo.px(float(p["x"]), float(p["y"]))
        kind, colour, home, hidden, mark = planet_look(c, p)
        c.paste(S.planet(kind, colour, home, hidden, r, str(p["id"]), mark), x, y)
        c.essential("planet", S.ID_PX)
        if p.get("blockaded"):
            flight.hazard_ring(c.d, x, y, r + 6, 5)
        draw_pieces(c, p, x, y)


def draw_pieces(c: Ctx, p: dict[str, Any], x: float, y: float) -> None:
    """A dark badge under the planet: an icon and a count for each kind of piece on it."""
    items = [(icon, int(p.get(key, 0))) for key, icon in PIECES if int(p.get(key, 0)) > 0]
    owner = p.get("occupant") if p.get("occupant") is not None else p.get("home_of")
    if not items or owner is None:
        return
    colour = c.colour(int(owner))
    widths = [20 + T.width(str(n), 15) for _, n in items]
    bw = sum(widths) + 6 * (len(items) - 1) + 12
    by = y + c.geo.planet_r + 3
    if by + 26 > BOARD_Y + BOARD_PX - 4:
        by = y - c.geo.planet_r - 29
    bx = min(max(x - bw / 2, BOARD_X + 4), BOARD_X + BOARD_PX - 4 - bw)
    c.d.rounded_rectangle((bx, by, bx + bw, by + 25), 8, fill=S.DARK, outline=S.PLAYER[colour],
                          width=2)
    ix = bx + 6
    for (icon, n), w in zip(items, widths, strict=True):
        sp = S.icon(icon, colour, 17)
        c.im.paste(sp, (round(ix), round(by + 4)), sp)
        c.text(ix + 19, by + 3, str(n), 15, S.TEXT)
        ix += w + 6


def draw_ships(c: Ctx) -> None:
    for sh in sorted(c.view.get("ships", []), key=lambda s: bool(s.get("battleship"))):
        big = bool(sh.get("battleship"))
        x, y = c.geo.px(float(sh["x"]), float(sh["y"]))
        r = c.geo.battleship_r if big else c.geo.ship_r
        c.paste(S.ship(c.colour(int(sh["seat"])), big, r), x, y)


def draw_pieces_layer(c: Ctx, with_last_flick: bool) -> None:
    """Planets, pieces and ships (and the last flick, dotted under the ships, marks above)."""
    flick = c.view.get("last_flick") if with_last_flick else None
    draw_planets(c)
    if flick:
        flight.draw_last(c, flick)
    draw_ships(c)
    if flick:
        flight.draw_last_marks(c, flick)


def render(view: dict[str, Any], tr: Translate, names: list[str],
           sizes: dict[str, int] | None = None) -> Image.Image:
    """The picture; `sizes`, if given, receives the font size of each essential item drawn."""
    im = cached_static(*static_key(view, tr)).copy()
    c = Ctx(im, ImageDraw.Draw(im), view, tr, names, geometry(view["board"]))
    if sizes is not None:
        c.sizes = sizes
    draw_pieces_layer(c, True)
    sidebar.draw_head(c)
    for seat in range(int(view["seats"])):
        sidebar.draw_player(c, seat)
    note = flick_sentence(view, tr, names)
    if note:
        sidebar.draw_flick_note(c, note)
    return im


def pieces_key(view: dict[str, Any]) -> str:
    """A compact fingerprint of what the board layer shows (planets and ships)."""
    return json.dumps([view["planets"], view.get("ships", []),
                       [p["colour"] for p in view.get("players", [])]], sort_keys=True)


_LAYERS: OrderedDict[tuple[Any, ...], Image.Image] = OrderedDict()
_LAYERS_LOCK = threading.Lock()  # pictures may be drawn in worker threads
LAYER_CACHE = 4


def board_layer(view: dict[str, Any], tr: Translate) -> Image.Image:
    """The picture with planets, pieces and ships but no flick, cached for repeated previews.

    Callers must not change the returned image (copy or crop it first).
    """
    letters = tuple(tr(f"render.ae.letter.{col}") for col in S.TECH_COLOURS)
    key = (static_key(view, tr), letters, pieces_key(view))
    with _LAYERS_LOCK:
        im = _LAYERS.get(key)
        if im is not None:
            _LAYERS.move_to_end(key)
            return im
    im = cached_static(*key[0]).copy()
    draw_pieces_layer(Ctx(im, ImageDraw.Draw(im), view, tr, [], geometry(view["board"])), False)
    with _LAYERS_LOCK:
        _LAYERS[key] = im
        if len(_LAYERS) > LAYER_CACHE:
            _LAYERS.popitem(last=False)
    return im


def swatch() -> Image.Image:
    """Every dynamic sprite and colour once, so the cached palette covers them."""
    im = Image.new("RGB", (W, 240), S.PANEL)
    d = ImageDraw.Draw(im)
    x, y = 4, 4
    sprites = [S.planet("planet", col, None, hid, 30, "A1", "O")
               for col in S.TECH_COLOURS for hid in (False, True)]
    sprites += [S.planet("homeworld", None, col, False, 30, "H1", "R") for col in S.SEAT_COLOURS]
    sprites += [S.planet("asteroid", None, None, False, 30, "A2", ""),
                S.planet("unknown", None, None, False, 30, "A3", "?")]
    sprites += [S.ship(col, big, 16 if big else 12) for col in S.SEAT_COLOURS
                for big in (False, True)]
    for sp in sprites:
        if x + sp.width > W:
            x, y = 4, y + 74
        im.paste(sp, (x, y), sp)
        x += sp.width + 4
    x, y = 4, y + 74
    for col in S.SEAT_COLOURS:
        for kind in ("troop", "colony", "city", "station", "ship", "battleship"):
            sp = S.icon(kind, col, 22)
            im.paste(sp, (x, y), sp)
            x += 26
        trail = S.mix(S.PLAYER[col], S.WHITE, 0.3)
        d.ellipse((x, y + 4, x + 12, y + 16), fill=trail, outline=S.DARK)
        d.rectangle((x + 16, y, x + 40, y + 20), fill=S.PLAYER[col])
        x += 46
    for fill in (S.PREVIEW, S.HIT, S.HAZARD, S.ACCENT, (32, 40, 70)):
        d.rectangle((x, y, x + 20, y + 20), fill=fill)
        x += 24
    y += 30
    sample = "Turn 12 Alice VP 0123456789 第回合"
    for bg in (S.PANEL, (32, 40, 70), S.DARK, S.BG):
        d.rectangle((0, y, W, y + 24), fill=bg)
        xx = 4
        for fg in (S.TEXT, S.MUTED, S.ACCENT):
            xx += T.draw(d, xx, y + 2, sample, 17, fg) + 8
        y += 24
    return im


def make_palette(key: tuple[Any, ...]) -> Image.Image:
    return palette_of(cached_static(*key), swatch(), PALETTE_COLOURS)


palette_for = lru_cache(maxsize=8)(make_palette)


def encode(im: Image.Image, key: tuple[Any, ...]) -> bytes:
    """PNG bytes of an RGB picture mapped onto the cached palette of its static layer."""
    buf = io.BytesIO()
    q = im.quantize(palette=palette_for(key), dither=Image.Dither.NONE)
    q.save(buf, "PNG", compress_level=COMPRESS_LEVEL)
    return buf.getvalue()

