"""The public board: header (turn, current player, who the game waits on), resource dials, jump
track, the six space areas around Galactica with every ship, the three ships' locations with the
characters, then the players, tracks and (with that option) the Cylon Fleet board. Drawn from a
`view()` only; a channel post passes the spectator's view, so nothing secret is ever drawn."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

from PIL import Image, ImageDraw

from games.battlestar_galactica.data.board import RED_ZONE
from rendering import text as T
from rendering.battlestar_galactica import style as S

Translate = Callable[..., str]
Sizes = dict[str, int]

GALACTICA = ("ftl_control", "weapons_control", "command", "communications", "admirals_quarters",
             "research_lab", "hangar_deck", "armory", "sickbay", "brig")
COLONIAL_ONE = ("press_room", "presidents_office", "administration")
CYLON_LOCATIONS = ("caprica", "cylon_fleet", "human_fleet", "resurrection_ship",
                   "basestar_bridge")
# Galactica faces left: fore at the left, aft at the right, starboard above, port below.
AREA_BOX = {
    "starboard_bow": (10, 186, 250, 336), "fore": (10, 340, 250, 496),
    "port_bow": (10, 500, 250, 650), "starboard_quarter": (750, 186, 990, 336),
    "aft": (750, 340, 990, 496), "port_quarter": (750, 500, 990, 650),
}
MIDDLE_X = (256, 744)


def note(sizes: Sizes | None, kind: str, size: int) -> None:
    if sizes is not None:
        sizes[kind] = min(size, sizes.get(kind, size))


def seat_chip(d: ImageDraw.ImageDraw, x: float, y: float, seat: int, r: int = 14,
              sizes: Sizes | None = None) -> None:
    """A seat: its colour and its number (1–6)."""
    d.ellipse((x - r, y - r, x + r, y + r), fill=S.SEATS[seat % 6], outline=(0, 0, 0))
    size = max(S.ESSENTIAL, round(r * 1.6))
    T.draw(d, x, y - size * 0.62, str(seat + 1), size, S.SEAT_TEXT[seat % 6], align="center")
    note(sizes, "seat", size)


def ship_chip(d: ImageDraw.ImageDraw, x: float, y: float, kind: str, label: str,
              sizes: Sizes | None = None) -> float:
    """A chip of a ship kind (its letter) and a count or name; returns its width."""
    colour, letter = S.SHIP[kind]
    size = S.ESSENTIAL + 1
    tw = T.width(f"{letter}{label}", size)
    w = tw + 14
    h = size + 10
    dark = kind == "civilian"
    if kind == "basestar":
        d.polygon([(x + 6, y), (x + w - 6, y), (x + w, y + h / 2), (x + w - 6, y + h),
                   (x + 6, y + h), (x, y + h / 2)], fill=colour, outline=(255, 255, 255))
    elif kind in ("raider", "heavy"):
        d.rounded_rectangle((x, y, x + w, y + h), radius=3, fill=colour, outline=(0, 0, 0))
    else:
        d.rounded_rectangle((x, y, x + w, y + h), radius=h // 2, fill=colour,
                            outline=(0, 0, 0))
    T.draw(d, x + 7, y + 4, f"{letter}{label}", size, (0, 0, 0) if dark else (255, 255, 255))
    note(sizes, "ships", size)
    return w


def panel(d: ImageDraw.ImageDraw, box: tuple[float, float, float, float],
          fill: tuple[int, int, int] = S.PANEL) -> None:
    d.rounded_rectangle(box, radius=8, fill=fill, outline=S.PANEL_EDGE, width=2)


def hatch(d: ImageDraw.ImageDraw, box: tuple[float, float, float, float],
          colour: tuple[int, int, int], step: int = 10) -> None:
    """Diagonal stripes: a red zone or a damaged location reads without colour too."""
    x0, y0, x1, y1 = box
    for k in range(int(x0 - (y1 - y0)), int(x1), step):
        a = (max(k, x0), y0 + max(0, x0 - k))
        b_x = min(k + (y1 - y0), x1)
        b = (b_x, y0 + (b_x - k))
        d.line((a, b), fill=colour, width=2)


# --- parts -------------------------------------------------------------------------------------

def who(view: dict[str, Any], seat: int, tr: Translate, names: list[str]) -> str:
    p = view["players"][seat]
    name = names[seat] if seat < len(names) else str(seat + 1)
    if p["character"]:
        return tr("bsg.pic.player", character=tr(f"bsg.character.{p['character']}.name"),
                  name=name)
    return name


def header(d: ImageDraw.ImageDraw, view: dict[str, Any], tr: Translate, names: list[str],
           sizes: Sizes | None) -> None:
    panel(d, (6, 6, S.W - 6, 86))
    if view["phase"] == "over":
        key = "bsg.pic.humans_win" if view["winner"] == "humans" else "bsg.pic.cylons_win"
        line, size = T.fit(tr(key), S.W - 40, 30, S.ESSENTIAL)
        T.draw(d, 20, 12, line, size, (255, 214, 90))
        note(sizes, "turn", size)
        reason = tr(f"bsg.pic.reason.{view['end_reason']}") if view["end_reason"] else ""
        line, size = T.fit(reason, S.W - 40, S.ESSENTIAL, S.ESSENTIAL)
        T.draw(d, 20, 50, line, size, S.TEXT)
        return
    turn = tr("bsg.pic.turn", turn=view["turn"], round=view["round"])
    tw = T.draw(d, 20, 12, turn, 26, (255, 214, 90))
    note(sizes, "turn", 26)
    seat_chip(d, 52 + tw, 28, view["current"], 15, sizes)
    line, size = T.fit(who(view, view["current"], tr, names), S.W - 100 - tw, 26, S.ESSENTIAL)
    T.draw(d, 74 + tw, 12, line, size, S.TEXT)
    note(sizes, "current", size)
    awaiting = view.get("awaiting") or []
    pending = view.get("pending") or {}
    if not awaiting and pending.get("kind") == "window":  # whom it asks is secret (BSG-26)
        line, size = T.fit(tr("bsg.pic.waiting_window"), S.W - 40, S.ESSENTIAL, S.ESSENTIAL)
        T.draw(d, 20, 50, line, size, S.TEXT)
        note(sizes, "waiting", size)
    elif awaiting:
        x = 20
        label = tr("bsg.pic.waiting")
        x += T.draw(d, x, 50, label, S.ESSENTIAL, S.MUTED) + 10
        for seat in awaiting:
            seat_chip(d, x + 13, 64, seat, 13, sizes)
            x += 32
        what = tr(f"bsg.decision.{pending.get('kind')}") if pending.get("kind") else ""
        line, size = T.fit(what, S.W - 30 - x, S.ESSENTIAL, S.ESSENTIAL)
        T.draw(d, x + 6, 50, line, size, S.TEXT)
        note(sizes, "waiting", S.ESSENTIAL)


def resources(d: ImageDraw.ImageDraw, view: dict[str, Any], tr: Translate,
              sizes: Sizes | None) -> None:
    for k, res in enumerate(("fuel", "food", "morale", "population")):
        info = view["resources"][res]
        x0, y0 = 6 + k * 152, 92
        box = (x0, y0, x0 + 146, y0 + 88)
        panel(d, box, S.RED_FILL if info["red"] else S.PANEL)
        if info["red"]:
            hatch(d, (x0 + 2, y0 + 2, x0 + 144, y0 + 86), (110, 36, 32), 12)
            d.rounded_rectangle(box, radius=8, outline=S.RED_ZONE, width=4)
        colour = S.RESOURCE_COLOUR[res]
        d.ellipse((x0 + 8, y0 + 8, x0 + 40, y0 + 40), fill=colour, outline=(0, 0, 0))
        T.draw(d, x0 + 24, y0 + 10, S.RESOURCE_LETTER[res], 24, (0, 0, 0), align="center")
        name, size = T.fit(tr(f"bsg.resource.{res}.name"), 96, 17, 12)
        T.draw(d, x0 + 46, y0 + 14, name, size, S.MUTED)
        T.draw(d, x0 + 12, y0 + 42, str(info["value"]), 38, S.TEXT)
        note(sizes, "resources", 38)
        # The dial: 0–15 with the red zone marked.
        for v in range(16):
            cx = x0 + 70 + (v % 8) * 9
            cy = y0 + 52 + (v // 8) * 14
            red = v <= RED_ZONE[res]
            fill = (255, 255, 255) if v == info["value"] else (S.RED_ZONE if red else S.PANEL_EDGE)
            d.rectangle((cx, cy, cx + 6, cy + 9), fill=fill)


def jump_track(d: ImageDraw.ImageDraw, view: dict[str, Any], tr: Translate,
               sizes: Sizes | None) -> None:
    x0, y0, x1 = 616, 92, S.W - 6
    panel(d, (x0, y0, x1, y0 + 88))
    dist = tr("bsg.pic.distance", distance=view["distance"])
    dist, dsize = T.fit(dist, 200, S.ESSENTIAL, S.ESSENTIAL - 3)
    shown = T.draw(d, x1 - 10, y0 + 4, dist, dsize, S.TEXT, align="right")
    # the track's name takes what the distance leaves of the line
    label, size = T.fit(tr("bsg.pic.jump"), x1 - x0 - 32 - shown, 18, 12)
    T.draw(d, x0 + 10, y0 + 6, label, size, S.MUTED)
    note(sizes, "distance", dsize)
    cw = (x1 - x0 - 20) / 6
    for v in range(6):
        cx = x0 + 10 + v * cw
        box = (cx + 2, y0 + 36, cx + cw - 2, y0 + 82)
        red = v <= 2
        d.rectangle(box, fill=S.RED_FILL if red else (30, 60, 50), outline=S.PANEL_EDGE)
        if red:
            hatch(d, box, (100, 36, 32), 10)
        here = v == view["jump"]
        if here:
            d.rectangle(box, outline=(255, 255, 255), width=4)
        T.draw(d, (box[0] + box[2]) / 2, y0 + 42, str(v), 30 if here else 24,
               (255, 255, 255) if here else S.MUTED, align="center")
    note(sizes, "jump", S.ESSENTIAL + 1)


def locations(d: ImageDraw.ImageDraw, view: dict[str, Any], tr: Translate,
              sizes: Sizes | None) -> None:
    at: dict[str, list[int]] = {}
    for p in view["players"]:
        if p["location"] and not p["eliminated"]:
            at.setdefault(p["location"], []).append(p["seat"])
    damaged = set(view.get("damaged", []))
    x0, x1 = MIDDLE_X
    rows = (
        ("bsg.pic.colonial_one", COLONIAL_ONE, 186, 290, S.COLONIAL, 3),
        ("bsg.pic.galactica", GALACTICA, 296, 544, S.GALACTICA, 5),
        ("bsg.pic.cylon_locations", CYLON_LOCATIONS if view.get("fleet") is not None
         else CYLON_LOCATIONS[:4], 550, 650, S.CYLON, 5),
    )
    for key, locs, y0, y1, fill, per_row in rows:
        panel(d, (x0, y0, x1, y1), fill)
        T.draw(d, x0 + 10, y0 + 3, T.fit(tr(key), 300, 15, 11)[0], 15, S.MUTED)
        n_rows = (len(locs) + per_row - 1) // per_row
        cw = (x1 - x0 - 12) / per_row
        ch = (y1 - y0 - 24) / n_rows
        for k, loc in enumerate(locs):
            cx = x0 + 6 + (k % per_row) * cw
            cy = y0 + 22 + (k // per_row) * ch
            box = (cx + 2, cy + 2, cx + cw - 2, cy + ch - 2)
            d.rectangle(box, fill=tuple(min(255, c + 14) for c in fill), outline=S.PANEL_EDGE)
            if loc in damaged:
                hatch(d, box, S.DAMAGED, 9)
                d.rectangle(box, outline=(255, 90, 80), width=3)
            lines, size = T.fit_lines(tr(f"bsg.location.{loc}.name"), int(cw - 12), 2, 14, 10)
            for j, line in enumerate(lines):
                T.draw(d, cx + 7, cy + 5 + j * (size + 2), line, size, S.TEXT)
            seats = at.get(loc, [])
            for j, seat in enumerate(seats):
                seat_chip(d, cx + 19 + (j % 3) * 29, cy + ch - 20 - (j // 3) * 28, seat, 13,
                          sizes)
            if loc in damaged:
                T.draw(d, cx + cw - 8, cy + ch - 32, "✕", 24, (255, 110, 100), align="right")


def areas(d: ImageDraw.ImageDraw, view: dict[str, Any], tr: Translate,
          sizes: Sizes | None) -> None:
    fleet = view.get("fleet")
    for area, box in AREA_BOX.items():
        a = view["areas"][area]
        d.rounded_rectangle(box, radius=10, fill=S.SPACE, outline=S.PANEL_EDGE, width=2)
        x0, y0, x1, _y1 = box
        name = tr(f"bsg.pic.area.{area}")
        T.draw(d, x0 + 8, y0 + 4, T.fit(name, int(x1 - x0 - 16), 15, 11)[0], 15, S.MUTED)
        if fleet is not None:
            T.draw(d, x1 - 8, y0 + 4, f"#{fleet[area]['label']}", 15, S.MUTED, align="right")
        chips: list[tuple[str, str]] = []
        for b in a["basestars"]:
            hits = len(b["damage"])
            chips.append(("basestar", b["id"].upper() + (f"·{hits}" if hits else "")))
        if a["raiders"]:
            chips.append(("raider", str(a["raiders"])))
        if a["heavies"]:
            chips.append(("heavy", str(a["heavies"])))
        if a["vipers"]["mk2"]:
            chips.append(("mk2", str(a["vipers"]["mk2"])))
        if a["vipers"]["mk7"]:
            chips.append(("mk7", "·" + str(a["vipers"]["mk7"])))
        if a["civilians"]:
            chips.append(("civilian", str(len(a["civilians"]))))
        x, y = x0 + 8, y0 + 26
        for kind, label in chips:
            w = T.width(S.SHIP[kind][1] + label, S.ESSENTIAL + 1) + 14
            if x + w > x1 - 6:
                x, y = x0 + 8, y + S.ESSENTIAL + 16
            ship_chip(d, x, y, kind, label, sizes)
            x += w + 6
        if a["pilots"]:
            if x + 60 > x1 - 6:
                x, y = x0 + 8, y + S.ESSENTIAL + 16
            for seat in a["pilots"]:
                seat_chip(d, x + 15, y + 17, seat, 15, sizes)
                x += 34


def players(d: ImageDraw.ImageDraw, view: dict[str, Any], tr: Translate, names: list[str],
            sizes: Sizes | None) -> None:
    x0, y0, x1 = 6, 656, 560
    panel(d, (x0, y0, x1, S.H - 6))
    T.draw(d, x1 - 150, y0 + 4, tr("bsg.pic.col_cards"), 13, S.MUTED, align="center")
    T.draw(d, x1 - 90, y0 + 4, tr("bsg.pic.col_loyalty"), 13, S.MUTED, align="center")
    T.draw(d, x1 - 36, y0 + 4, tr("bsg.pic.col_titles"), 13, S.MUTED, align="center")
    n = len(view["players"])
    row = min(36, (S.H - 6 - y0 - 24) // max(n, 1))
    for k, p in enumerate(view["players"]):
        y = y0 + 22 + k * row
        seat = p["seat"]
        if seat == view["current"] and view["phase"] != "over":
            d.rectangle((x0 + 4, y, x1 - 4, y + row - 2), outline=(255, 214, 90), width=2)
        seat_chip(d, x0 + 22, y + row / 2, seat, 14, sizes)
        label = who(view, seat, tr, names)
        tags = []
        if p["revealed"]:
            tags.append(tr("bsg.pic.cylon"))
        if p["eliminated"]:
            tags.append(tr("bsg.pic.out"))
        if p["stranded"]:
            tags.append(tr("bsg.pic.stranded"))
        if p["viper"]:
            tags.append(tr("bsg.pic.piloting"))
        if tags:
            label += " · " + " · ".join(tags)
        line, size = T.fit(label, x1 - 230 - x0 - 44, 20, 13)
        T.draw(d, x0 + 44, y + (row - size * 1.2) / 2, line, size,
               (255, 120, 100) if p["revealed"] else S.TEXT)
        T.draw(d, x1 - 150, y + (row - 26) / 2, str(p["hand"]), S.ESSENTIAL, S.TEXT,
               align="center")
        T.draw(d, x1 - 90, y + (row - 26) / 2, str(p["loyalty"]), S.ESSENTIAL, S.TEXT,
               align="center")
        letters = "".join(S.TITLE_LETTER[t] for t in ("president", "admiral", "cag")
                          if t in p["titles"])
        T.draw(d, x1 - 36, y + (row - 26) / 2, letters or "–", S.ESSENTIAL, (255, 214, 90),
               align="center")
        note(sizes, "players", S.ESSENTIAL)


def tracks(d: ImageDraw.ImageDraw, view: dict[str, Any], tr: Translate,
           sizes: Sizes | None) -> None:
    x0, y0, x1 = 566, 656, S.W - 6
    panel(d, (x0, y0, x1, S.H - 6))
    y = y0 + 8
    # Boarding party track: spaces 0–3, then the humans lose.
    T.draw(d, x0 + 10, y, T.fit(tr("bsg.pic.boarding"), 150, 15, 11)[0], 15, S.MUTED)
    for v in range(5):
        cx = x0 + 170 + v * 50
        box = (cx, y - 2, cx + 44, y + 26)
        last = v == 4
        d.rectangle(box, fill=S.RED_FILL if last else S.PANEL, outline=S.PANEL_EDGE)
        count = sum(1 for c in view.get("boarding", []) if c == v)
        if last:
            T.draw(d, cx + 22, y, "✕", 20, (255, 110, 100), align="center")
        elif count:
            T.draw(d, cx + 22, y, f"{'●' * count}", 18, (255, 140, 90), align="center")
        else:
            T.draw(d, cx + 22, y + 2, str(v), 16, S.MUTED, align="center")
    y += 34
    stats = tr("bsg.pic.stats", nukes=view["nukes"], raptors=view["raptors"],
               crisis=view["decks"].get("crisis", 0))
    line, size = T.fit(stats, int(x1 - x0 - 20), 18, 12)
    T.draw(d, x0 + 10, y, line, size, S.TEXT)
    y += 26
    v2, v7 = view["vipers"]["mk2"], view["vipers"]["mk7"]
    reserves = tr("bsg.pic.vipers", ready=v2["reserves"] + v7["reserves"],
                  damaged=v2["damaged"] + v7["damaged"],
                  destroyed=v2["destroyed"] + v7["destroyed"])
    line, size = T.fit(reserves, int(x1 - x0 - 20), 18, 12)
    T.draw(d, x0 + 10, y, line, size, S.TEXT)
    y += 26
    damaged = view.get("damaged", [])
    text = tr("bsg.pic.damage", count=len(damaged))
    line, size = T.fit(text, int(x1 - x0 - 20), 18, 12)
    T.draw(d, x0 + 10, y, line, size, (255, 140, 120) if damaged else S.TEXT)
    y += 28
    fleet = view.get("fleet")
    if fleet is not None:
        T.draw(d, x0 + 10, y, T.fit(tr("bsg.pic.fleet"), 200, 15, 11)[0], 15, S.MUTED)
        pursuit = view.get("pursuit") or 0
        label = tr("bsg.pic.pursuit", pursuit=pursuit)
        T.draw(d, x1 - 10, y, T.fit(label, 200, 15, 11)[0], 15, (255, 160, 120), align="right")
        y += 22
        cw = (x1 - x0 - 20) / 6
        order = sorted(fleet, key=lambda a: fleet[a]["label"])
        for k, area in enumerate(order):
            f = fleet[area]
            fx = x0 + 10 + k * cw
            d.rectangle((fx + 1, y, fx + cw - 1, y + 58), fill=S.SPACE, outline=S.PANEL_EDGE)
            T.draw(d, fx + 5, y + 2, f"#{f['label']}", 13, S.MUTED)
            bits = []
            if f["basestars"]:
                bits.append("B" + "".join(b.upper() for b in f["basestars"]))
            if f["raiders"]:
                bits.append(f"R{f['raiders']}")
            if f["heavies"]:
                bits.append(f"H{f['heavies']}")
            for j, bit in enumerate(bits[:2]):
                T.draw(d, fx + 5, y + 16 + j * 20, bit, 17, (255, 150, 110))
            if len(bits) > 2:
                T.draw(d, fx + cw - 6, y + 36, bits[2], 17, (255, 150, 110), align="right")
    else:
        legend, size = T.fit(tr("bsg.pic.legend"), int(x1 - x0 - 20), 15, 10)
        T.draw(d, x0 + 10, y, legend, size, S.MUTED)


# --- the whole picture -------------------------------------------------------------------------

def render(view: dict[str, Any], tr: Translate, names: list[str],
           sizes: Sizes | None = None) -> Image.Image:
    im = Image.new("RGB", (S.W, S.H), S.BG)
    d = ImageDraw.Draw(im)
    header(d, view, tr, names, sizes)
    resources(d, view, tr, sizes)
    jump_track(d, view, tr, sizes)
    areas(d, view, tr, sizes)
    locations(d, view, tr, sizes)
    players(d, view, tr, names, sizes)
    tracks(d, view, tr, sizes)
    return im


def encode(im: Image.Image) -> bytes:
    """A palette PNG (the picture uses few colours): small and fast."""
    buf = io.BytesIO()
    im.quantize(colors=128, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE).save(
        buf, "PNG", compress_level=4)
    return buf.getvalue()


def encode_naive(im: Image.Image) -> bytes:
    """The baseline the bench compares with: a plain RGB PNG at the default settings."""
    buf = io.BytesIO()
    im.save(buf, "PNG")
    return buf.getvalue()
