"""Ships: one ship large (class grid with its row and column numbers, every placed tile, the
tile in hand, the reserve, the destroyed tiles) and every ship side by side with its numbers."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from rendering import text as T
from rendering.galaxy_trucker import style as S
from rendering.galaxy_trucker.tile import draw_cross, draw_sides, draw_tile, spec_view

NEIGHBOUR = ((0, -1), (1, 0), (0, 1), (-1, 0))
CONNECTORS = ("single", "double", "universal")
RELATIVE = ("front", "right", "rear", "left")
FRONT = ("n", "e", "s", "w")
LOSSES = ("destroyed", "fell_off")
Stat = tuple[str, "str | tuple[int, ...]"]  # a label and its value: text, or covered sides


def shield_sides(ship: dict[str, Any]) -> tuple[int, ...]:
    """The sides the ship's shields cover as the picture shows them (0 top .. 3 left): the
    view names them from the ship's front, which a IA ship may have turned."""
    front = FRONT.index(ship["front"]) if ship["front"] in FRONT else 0
    return tuple(sorted((front + RELATIVE.index(side)) % 4 for side in ship["stats"]["shields"]))


def marks_of(view: dict[str, Any], seat: int) -> list[str]:
    """Squares of `seat`'s ship whose tiles the card being told destroyed (its events so far):
    marked where they stood."""
    if view["phase"] != "flight" or view.get("card") is None:
        return []
    return [e["square"] for e in view.get("card_events", [])
            if e["event"] in LOSSES and e.get("seat") == seat]


def order_tile(view: dict[str, Any], seat: int) -> int | None:
    """The order tile a builder who finished gets, once it is certain: the shared warehouse
    hands it out at once, in the order of the finishes; the duplicate deal ranks the clocks,
    certain once nobody still building could finish with a lower one (GT-6.7, GT-6.2). Late
    finishers learn it at the end."""
    p = view["players"][seat]
    b = view.get("building")
    if p["order_tile"] is not None or b is None or not p["finished"]:
        return p["order_tile"]
    budget, clock = b["budget"], p["finish_clock"]
    if clock is None or clock > budget:
        return None
    others = [q for q in view["players"] if q["seat"] != seat]
    done = [q for q in others if q["finished"] and q["finish_clock"] is not None]
    if b["mode"] == "shared":
        return 1 + sum(1 for q in done if q["finish_clock"] <= budget
                       and q["finish_rank"] < p["finish_rank"])
    if any(q["finish_clock"] == clock for q in done) or any(
            not q["finished"] and min(q["clock"], budget) < clock for q in others):
        return None
    return 1 + sum(1 for q in done if q["finish_clock"] < clock)


def cells(ship: dict[str, Any]) -> tuple[int, int, int, int]:
    """(first column, first row, columns, rows) of the ship's class board."""
    squares = [tuple(int(v) for v in q.split(",")) for q in ship["squares"]]
    cols = [c for c, _ in squares]
    rows = [r for _, r in squares]
    return min(cols), min(rows), max(cols) - min(cols) + 1, max(rows) - min(rows) + 1


def open_sides(ship: dict[str, Any]) -> dict[str, tuple[bool, bool, bool, bool]]:
    """For each placed tile, which of its connector sides face an empty square."""
    placed = {(tv["col"], tv["row"]) for tv in ship["tiles"]}
    out = {}
    for tv in ship["tiles"]:
        out[tv["square"]] = tuple(
            name in CONNECTORS and (tv["col"] + dx, tv["row"] + dy) not in placed
            for name, (dx, dy) in zip(tv["sides"], NEIGHBOUR, strict=True))
    return out  # type: ignore[return-value]


def stat_items(tr: S.Translate, ship: dict[str, Any]) -> list[Stat]:
    if ship.get("hidden"):  # another builder's ship in a duplicate deal: only its tile count
        return [(tr("gt.pic.tiles_placed"), str(ship["tile_count"])), (tr("gt.pic.hidden"), "")]
    st = ship["stats"]

    def span(a: float, b: float) -> str:
        fa = f"{a:g}"
        return fa if a == b else f"{fa}–{b:g}"

    return [(tr("gt.pic.engine"), span(st["engine_min"], st["engine_max"])),
            (tr("gt.pic.fire"), span(st["fire_min"], st["fire_max"])),
            (tr("gt.pic.crew"), str(st["crew"])),
            (tr("gt.pic.batteries"), str(st["batteries"])),
            (tr("gt.pic.exposed"), str(st["exposed"])),
            (tr("gt.pic.destroyed"), str(len(ship["lost"]))),
            (tr("gt.pic.shields"), shield_sides(ship))]


def draw_value(d: ImageDraw.ImageDraw, right: float, y: float, value: str | tuple[int, ...],
               size: int) -> None:
    """A statistic's value right-aligned at `right`: text, or the covered sides (a dash when
    no side is covered)."""
    if isinstance(value, tuple) and value:
        draw_sides(d, right - size * 0.95, y + size * 0.1, size * 0.95, value)
    else:
        T.draw(d, right, y, value if isinstance(value, str) else "—", size, S.TEXT,
               align="right")


def value_width(value: str | tuple[int, ...], size: int) -> float:
    return T.width(value, size) if isinstance(value, str) else size


def draw_stats(d: ImageDraw.ImageDraw, x: float, y: float, w: float, size: int,
               items: list[Stat], cols: int) -> float:
    """Label/value pairs in `cols` columns; returns the height used."""
    colw = w / cols
    line = round(size * 1.35)
    for k, (label, value) in enumerate(items):
        cx = x + (k % cols) * colw
        cy = y + (k // cols) * line
        vw = value_width(value, size)
        big = round(size * 0.8)  # a long label ("Conectores abiertos") shrinks before it is cut
        label, small = T.fit(label, round(colw - vw - 14), big, round(size * 0.6), bold=False)
        T.draw(d, cx, cy + size * 0.15 + (big - small) * 0.7, label, small, S.DIM, bold=False)
        draw_value(d, cx + colw - 10, cy, value, size)
    return ((len(items) + cols - 1) // cols) * line


def draw_grid(im: Image.Image, d: ImageDraw.ImageDraw, x: float, y: float, cell: float,
              ship: dict[str, Any], numbers: bool,
              placements: list[str] | None = None,
              marks: list[str] | None = None) -> tuple[float, float]:
    """The class board at (x, y): numbers on top and left when asked, `placements` (squares)
    framed, `marks` (squares whose tile was just destroyed) crossed out in red where the tile
    stood. Returns its size."""
    c0, r0, nc, nr = cells(ship)
    size = max(9, round(cell * 0.3))
    gx = x + (size * 1.6 if numbers else 0)
    gy = y + (size * 1.4 if numbers else 0)
    if numbers:
        for k in range(nc):
            T.draw(d, gx + (k + 0.5) * cell, y, str(c0 + k), size, S.DIM, align="center")
        for k in range(nr):
            T.draw(d, x + size * 0.7, gy + (k + 0.5) * cell - size * 0.6, str(r0 + k), size,
                   S.DIM, align="center")
    for q in ship["squares"]:
        c, r = (int(v) for v in q.split(","))
        sx, sy = gx + (c - c0) * cell, gy + (r - r0) * cell
        d.rectangle([sx + 1, sy + 1, sx + cell - 1, sy + cell - 1], fill=S.SQUARE,
                    outline=S.GRID)
    if ship["start"]:
        c, r = (int(v) for v in ship["start"].split(","))
        sx, sy = gx + (c - c0) * cell, gy + (r - r0) * cell
        d.rectangle([sx + 4, sy + 4, sx + cell - 4, sy + cell - 4], outline=S.LINE, width=2)
    if placements:  # where the tile in hand may go: a dashed white frame
        for q in placements:
            c, r = (int(v) for v in q.split(","))
            sx, sy = gx + (c - c0) * cell, gy + (r - r0) * cell
            for k in range(0, round(cell) - 8, 12):
                for a, b in (((sx + 4 + k, sy + 4), (sx + 10 + k, sy + 4)),
                             ((sx + 4 + k, sy + cell - 5), (sx + 10 + k, sy + cell - 5)),
                             ((sx + 4, sy + 4 + k), (sx + 4, sy + 10 + k)),
                             ((sx + cell - 5, sy + 4 + k), (sx + cell - 5, sy + 10 + k))):
                    d.line([a, b], fill=S.HIGHLIGHT, width=2)
    opens = open_sides(ship)
    for tv in ship["tiles"]:
        sx, sy = gx + (tv["col"] - c0) * cell, gy + (tv["row"] - r0) * cell
        draw_tile(im, d, sx, sy, cell, tv, opens[tv["square"]])
    placed = {tv["square"] for tv in ship["tiles"]}
    for q in marks or []:
        if q not in placed:
            c, r = (int(v) for v in q.split(","))
            sx, sy = gx + (c - c0) * cell, gy + (r - r0) * cell
            d.rectangle([sx + 3, sy + 3, sx + cell - 3, sy + cell - 3], outline=S.LOST,
                        width=max(2, round(cell * 0.05)))
            draw_cross(d, sx, sy, cell)
    if ship["last_placed"] and any(tv["square"] == ship["last_placed"] for tv in ship["tiles"]):
        c, r = (int(v) for v in ship["last_placed"].split(","))
        sx, sy = gx + (c - c0) * cell, gy + (r - r0) * cell
        d.rectangle([sx, sy, sx + cell, sy + cell], outline=S.HIGHLIGHT, width=3)
    return gx - x + nc * cell, gy - y + nr * cell


def header(d: ImageDraw.ImageDraw, x: float, y: float, w: float, size: int, tr: S.Translate,
           ship: dict[str, Any], player: dict[str, Any], names: list[str], extra: str) -> None:
    colour = ship["colour"]
    r = size * 0.75
    d.ellipse([x, y, x + 2 * r, y + 2 * r], fill=S.PLAYER[colour], outline=S.TEXT, width=2)
    T.draw(d, x + r, y + r - size * 0.6, S.LETTER[colour], size, S.ink(S.PLAYER[colour]),
           align="center")
    name = names[ship["seat"]] if ship["seat"] < len(names) else ""
    name = name or tr(f"gt.colour.{colour}")
    ew = T.width(extra, round(size * 0.8), False) if extra else 0
    T.draw(d, x + 2 * r + 10, y + r - size * 0.6,
           T.ellipsize(name, size, round(w - 2 * r - 24 - ew)), size, S.TEXT)
    if extra:
        T.draw(d, x + w, y + r - size * 0.5, extra, round(size * 0.8), S.DIM, bold=False,
               align="right")


def ship_extra(tr: S.Translate, view: dict[str, Any], seat: int) -> str:
    """The few words beside a ship's name: building clock and order tile, or (in flight) the
    order tile and credits."""
    p = view["players"][seat]
    b = view.get("building")
    if b is not None:
        if p["finished"]:
            return tr("gt.pic.finished", order=order_tile(view, seat) or "?")
        return tr("gt.pic.clock", clock=p["clock"], budget=b["budget"])
    credits = tr("gt.pic.credits", credits=p["credits"])
    if p["order_tile"] is not None and view["phase"] == "flight":
        return tr("gt.pic.order_tile", order=p["order_tile"]) + " · " + credits
    return credits


def ship_image(view: dict[str, Any], seat: int, tr: S.Translate, names: list[str]) -> Image.Image:
    """One ship large: its grid, the tile in hand (its owner's view only), reserve and losses."""
    ship = view["ships"][seat]
    _, _, nc, nr = cells(ship)
    cell = 96 if nc <= 7 else 84
    side_w = 300
    margin = 24
    grid_w = round(cell * 0.3 * 1.6) + nc * cell
    grid_h = round(cell * 0.3 * 1.4) + nr * cell
    w = margin * 3 + grid_w + side_w
    head = 64
    stats_h = (len(stat_items(tr, ship)) + 2) // 3 * round(30 * 1.35) + 10
    h = margin * 2 + head + max(grid_h, 600) + stats_h
    im = Image.new("RGB", (w, h), S.BG)
    d = ImageDraw.Draw(im)
    header(d, margin, margin, w - 2 * margin, 32, tr, ship, view["players"][seat], names,
           tr("gt.pic.class", cls=ship["ship_class"]) + " · " + ship_extra(tr, view, seat))
    gy = margin + head
    b = view.get("building")
    legal = [p["square"] for p in b["placements"]] if b and ship["hand"] is not None else []
    draw_grid(im, d, margin, gy, cell, ship, numbers=True, placements=legal,
              marks=marks_of(view, seat))
    sx = margin * 2 + grid_w
    y = gy
    if ship["hand"] is not None:
        T.draw(d, sx, y, tr("gt.pic.in_hand"), 26, S.TEXT)
        hand = spec_view(ship["hand"])
        draw_tile(im, d, sx + 30, y + 40, 200, hand)
        name = tr(f"gt.tile.{hand['kind']}.name")
        if all(T.in_subset(ch) for ch in name if T.is_cjk(ch)):
            T.draw(d, sx, y + 250, T.ellipsize(name, 24, side_w - 10), 24, S.TEXT)
        y += 290
        for r in range(4):  # the four ways to turn it, as the panel's place groups name them
            tx = sx + r * 74
            draw_tile(im, d, tx, y, 64, spec_view(ship["hand"], r))
            T.draw(d, tx + 32, y + 68, f"{r * 90}°", 20, S.DIM, bold=False, align="center")
        y += 110
    elif ship["holding"]:
        T.draw(d, sx, y, tr("gt.pic.holding"), 26, S.DIM)
        y += 50
    if ship["reserve"]:
        T.draw(d, sx, y, tr("gt.pic.reserve"), 24, S.TEXT)
        for k, tile in enumerate(ship["reserve"]):
            draw_tile(im, d, sx + k * 110, y + 36, 100, spec_view(tile))
        y += 150
    if ship["lost"]:
        T.draw(d, sx, y, tr("gt.pic.lost", count=len(ship["lost"])), 24, S.TEXT)
        y += 36
        small = 48
        per_row = side_w // (small + 4)
        for k, tile in enumerate(ship["lost"][: per_row * 3]):
            tx, ty = sx + (k % per_row) * (small + 4), y + (k // per_row) * (small + 4)
            draw_tile(im, d, tx, ty, small, spec_view(tile))
            draw_cross(d, tx, ty, small)
    sy = h - margin - stats_h + 10
    d.line([margin, sy - 8, w - margin, sy - 8], fill=S.GRID, width=2)
    draw_stats(d, margin, sy, w - 2 * margin, 30, stat_items(tr, ship), 3)
    return im


def ships_image(view: dict[str, Any], tr: S.Translate, names: list[str],
                top: int = 0, seats: list[int] | None = None) -> tuple[Image.Image, int]:
    """Every ship (or those of `seats`) side by side, two per row, with its numbers and the
    tiles the card being told destroyed crossed out where they stood, below `top` pixels left
    free for a title. Returns the picture and the y where ships start."""
    ships = [ship for ship in view["ships"] if seats is None or ship["seat"] in seats]
    per_row = 2  # two ships a row keeps them legible at a phone's width, five ships too
    _, _, nc, nr = cells(ships[0])
    cell = 64 if nc <= 7 else 56
    margin = 20
    size = 30
    panel_w = max(nc * cell + round(cell * 0.3 * 1.6), 470)
    stat_rows = max((len(stat_items(tr, ship)) + 1) // 2 for ship in ships)
    panel_h = 56 + round(cell * 0.3 * 1.4) + nr * cell + stat_rows * round(size * 1.35) + 16
    rows = (len(ships) + per_row - 1) // per_row
    w = margin + min(per_row, len(ships)) * (panel_w + margin)
    h = top + margin + rows * (panel_h + margin)
    im = Image.new("RGB", (w, h), S.BG)
    d = ImageDraw.Draw(im)
    for k, ship in enumerate(ships):
        px = margin + (k % per_row) * (panel_w + margin)
        py = top + margin + (k // per_row) * (panel_h + margin)
        d.rectangle([px - 8, py - 8, px + panel_w + 8, py + panel_h + 4], fill=S.PANEL)
        header(d, px, py, panel_w, size, tr, ship, view["players"][ship["seat"]], names,
               ship_extra(tr, view, ship["seat"]))
        _gw, gh = draw_grid(im, d, px + (panel_w - nc * cell - round(cell * 0.3 * 1.6)) / 2,
                           py + 52, cell, ship, numbers=True,
                           marks=marks_of(view, ship["seat"]))
        sy = py + 56 + gh + 6
        draw_stats(d, px, sy, panel_w, size, stat_items(tr, ship), 2)
    return im, top + margin


def ship_png(view: dict[str, Any], seat: int, tr: S.Translate, names: list[str]) -> bytes:
    return S.encode(ship_image(view, seat, tr, names))


def ships_png(view: dict[str, Any], tr: S.Translate, names: list[str]) -> bytes:
    return S.encode(ships_image(view, tr, names)[0])
