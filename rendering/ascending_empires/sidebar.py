"""The right-hand column: game status, one panel per player, and the legend of the symbols."""

from __future__ import annotations

from PIL import Image, ImageDraw

from games.base import Msg
from rendering import text as T
from rendering.alien_frontiers.layout import with_name
from rendering.ascending_empires import flight
from rendering.ascending_empires import style as S
from rendering.ascending_empires.layout import ESSENTIAL, SIDE_W, SIDE_X, Ctx, winner_names

Rect = tuple[int, int, int, int]  # x, y, w, h

HEAD: Rect = (SIDE_X, 16, SIDE_W, 112)
PLAYER_Y, PLAYER_H, PLAYER_GAP = 138, 150, 8
LEGEND: Rect = (SIDE_X, 772, SIDE_W, 212)
SUPPLY = ("troops", "ships", "battleship", "colonies", "cities", "stations")
SUPPLY_LABEL_W = 66  # the word "Supply" before the pieces
SUPPLY_ICON = {"troops": "troop", "ships": "ship", "battleship": "battleship",
               "colonies": "colony", "cities": "city", "stations": "station"}
LEGEND_ITEMS = ("troop", "colony", "city", "station", "ship", "battleship", "unknown",
                "blockaded", "flick", "hit")


def frame(d: ImageDraw.ImageDraw, r: Rect, fill: S.RGB = S.PANEL, edge: S.RGB = S.PANEL_EDGE,
          width: int = 2) -> None:
    x, y, w, h = r
    d.rounded_rectangle((x, y, x + w - 1, y + h - 1), 12, fill=fill, outline=edge, width=width)


def player_rect(seat: int) -> Rect:
    return (SIDE_X, PLAYER_Y + seat * (PLAYER_H + PLAYER_GAP), SIDE_W, PLAYER_H)


def static_labels() -> tuple[str, ...]:
    """The catalog keys the static part of the column draws."""
    return ("render.ae.title", "render.ae.legend", *(f"render.ae.legend.{k}" for k in LEGEND_ITEMS))


def draw_static(im: Image.Image, d: ImageDraw.ImageDraw, lab: dict[str, str], n: int) -> None:
    """Frames of the status panel and player panels, and the whole legend."""
    frame(d, HEAD)
    title, size = T.fit(lab["render.ae.title"], SIDE_W // 2 - 14, 18, 13)
    T.draw(d, HEAD[0] + 14, HEAD[1] + 9, title, size, S.ACCENT)
    for seat in range(n):
        frame(d, player_rect(seat))
    x, y, w, _ = LEGEND
    frame(d, LEGEND)
    T.draw(d, x + 14, y + 8, lab["render.ae.legend"], 17, S.TITLE)
    col_w = (w - 28) // 2
    for k, item in enumerate(LEGEND_ITEMS):
        cx = x + 14 + (k % 2) * col_w
        cy = y + 40 + (k // 2) * 34
        legend_symbol(im, d, item, cx, cy)
        label, ls = T.fit(lab[f"render.ae.legend.{item}"], col_w - 44, 16, 14)
        T.draw(d, cx + 36, cy + 3, label, ls, S.TEXT)


def legend_symbol(im: Image.Image, d: ImageDraw.ImageDraw, item: str, x: int, y: int) -> None:
    """The symbol of one legend entry in a 28×28 box at (x, y)."""
    if item in ("troop", "colony", "city", "station", "ship", "battleship"):
        sp = S.icon(item, "neutral", 26 if item != "ship" else 24)
        im.paste(sp, (x + (28 - sp.width) // 2, y + (28 - sp.height) // 2), sp)
    elif item == "unknown":
        sp = S.planet("unknown", None, None, False, 14, "", "?")
        im.paste(sp, (x + 14 - sp.width // 2, y + 14 - sp.height // 2), sp)
    elif item == "blockaded":
        d.ellipse((x + 6, y + 6, x + 22, y + 22), fill=S.PLANET["grey"])
        flight.hazard_ring(d, x + 14, y + 14, 12, 3)
    elif item == "flick":
        flight.dots(d, [(x - 2.0, y + 22.0), (x + 22.0, y + 8.0)], (230, 232, 245), 2.5, 7)
        flight.arrow_head(d, (x + 18.0, y + 10.0), (x + 30.0, y + 3.0), (230, 232, 245), 10)
    elif item == "hit":
        flight.burst(d, x + 14, y + 14, 13, S.HIT)


def status_line(c: Ctx, max_w: int) -> str:
    """Whose turn it is, or who won, at ESSENTIAL px in `max_w` (names shortened, not words)."""
    v = c.view
    seat = v.get("to_act")
    if v.get("over"):
        return with_name(c.tr, "render.ae.won", winner_names(v, c.names, c.tr), max_w, ESSENTIAL,
                         "names")
    if seat is None:
        return T.ellipsize(c.tr("render.ae.game_over"), ESSENTIAL, max_w)
    return with_name(c.tr, "render.ae.to_play", c.name(seat), max_w, ESSENTIAL)


def draw_head(c: Ctx) -> None:
    """The game's state where a phone still reads it: the title and the VP pool (or "Last
    round", "Game over"), the turn, then whose turn it is (or who won) in ESSENTIAL px."""
    v = c.view
    x, y, w, _ = HEAD
    right = x + w - 14
    if v.get("over") or v.get("to_act") is None:
        c.text(right, y + 9, c.tr("render.ae.game_over"), 18, S.ACCENT, align="right")
    elif v.get("last_round"):
        c.text(right, y + 9, c.tr("render.ae.last_round"), 18, S.ACCENT, align="right")
    else:
        pw = c.text(right, y + 9, c.tr("render.ae.vp_pool", n=v.get("vp_pool", 0)), 18,
                    S.ACCENT, align="right")
        token = S.icon("token", "gold", 20)
        c.im.paste(token, (right - pw - 26, y + 10), token)
    turn = c.tr("render.ae.turn", n=v["turn"], round=v["round"])
    c.text(x + 14, y + 36, T.ellipsize(turn, 19, w - 28), 19, S.TEXT)
    seat = v.get("to_act")
    tx = x + 14
    if seat is not None and not v.get("over"):
        c.paste(S.ship(c.colour(seat), False, 15), tx + 16, y + 84)
        tx += 40
    line = status_line(c, x + w - 14 - tx)
    c.text(tx, y + 64, line, ESSENTIAL,
           S.ACCENT if v.get("last_round") or v.get("over") else S.TEXT)
    c.essential("to_play", ESSENTIAL)


def draw_player(c: Ctx, seat: int) -> None:
    v = c.view
    x, y, w, h = player_rect(seat)
    pl = v["players"][seat]
    colour = c.colour(seat)
    active = v.get("to_act") == seat and not v.get("over")
    if active:
        frame(c.d, (x, y, w, h), fill=(32, 40, 70), edge=S.ACCENT, width=3)
    c.d.rounded_rectangle((x + 3, y + 10, x + 9, y + h - 11), 3, fill=S.PLAYER[colour])
    c.paste(S.ship(colour, False, 14), x + 33, y + 25)
    score = c.tr("render.ae.score", n=pl["score"])
    sw = c.text(x + w - 14, y + 4, score, ESSENTIAL, S.ACCENT, align="right")
    c.essential("vp", ESSENTIAL)
    name, size = T.fit(c.name(seat), w - 84 - sw, 21, 15)
    c.text(x + 56, y + 12, name, size, S.TEXT)
    draw_tech(c, pl["tech"], x + 16, y + 48)
    draw_supply(c, colour, pl["supply"], x + 16, y + 84, w - 32)
    right = x + w - 16
    mp = int(pl.get("mp_left", 0) or 0)
    if active and mp > 0:
        label = c.tr("render.ae.mp_left", n=mp)
        lw = T.width(label, 15)
        c.d.rounded_rectangle((right - lw - 16, y + 115, right, y + 139), 8, fill=S.DARK,
                              outline=S.ACCENT, width=2)
        c.text(right - 8, y + 118, label, 15, S.ACCENT, align="right")
        right -= lw + 26
    box = pl["box"]
    parts = [c.tr("render.ae.tokens", count=pl["vp_tokens"]),
             c.tr("render.ae.box", troops=Msg("ae.count.troops", {"count": box["troops"]}),
                  ships=Msg("ae.count.starships", {"count": box["ships"]}))]
    line, ls = T.fit("  ·  ".join(parts), right - x - 16, 16, 14, bold=False)
    c.text(x + 16, y + 118, line, ls, S.MUTED, bold=False)


def draw_flick_note(c: Ctx, text: str) -> None:
    """What the last flick did, in words, where the column has room (fewer than four players)."""
    n = int(c.view["seats"])
    top = PLAYER_Y + n * (PLAYER_H + PLAYER_GAP) + 2
    room = LEGEND[1] - 10 - top
    if room < 64:
        return
    x, w = SIDE_X, SIDE_W
    lines, size = T.fit_lines(text, w - 28, max(1, (room - 20) // 22), 18, 14)
    lh = round(size * 1.25)
    h = min(room, lh * len(lines) + 24)
    frame(c.d, (x, top, w, h))
    for k, ln in enumerate(lines):
        c.text(x + 14, top + 12 + k * lh, ln, size, S.TEXT)


def draw_tech(c: Ctx, tech: dict[str, int], x: int, y: int) -> None:
    """Four tracks: a tile in the tech colour with its letter, then four level pips."""
    for k, col in enumerate(S.TECH_COLOURS):
        tx = x + k * 89
        fill = S.PLANET[col]
        c.d.rounded_rectangle((tx, y, tx + 24, y + 24), 5, fill=fill, outline=S.darker(fill, 0.5))
        c.text(tx + 12.5, y + 3, c.tr(f"render.ae.letter.{col}"), 15, S.PLANET_INK[col],
               align="center")
        level = int(tech.get(col, 0))
        for p in range(4):
            px = tx + 30 + p * 14
            box = (px, y + 6, px + 11, y + 17)
            if p < level:
                c.d.rounded_rectangle(box, 3, fill=fill, outline=S.mix(fill, S.WHITE, 0.4))
            else:
                c.d.rounded_rectangle(box, 3, outline=(92, 104, 140), width=2)


def draw_supply(c: Ctx, colour: str, supply: dict[str, int], x: int, y: int, w: int) -> None:
    """The word "Supply", then each piece ready to play with its count."""
    label, size = T.fit(c.tr("render.ae.supply"), SUPPLY_LABEL_W - 6, 15, 11, bold=False)
    c.text(x, y + 3, label, size, S.MUTED, bold=False)
    x += SUPPLY_LABEL_W
    step = (w - SUPPLY_LABEL_W) // len(SUPPLY)
    for k, item in enumerate(SUPPLY):
        ix = x + k * step
        n = int(supply.get(item, 0))
        sp = S.icon(SUPPLY_ICON[item], colour, 22)
        c.im.paste(sp, (ix, y), sp)
        c.text(ix + 25, y + 2, str(n), 17, S.TEXT if n else S.MUTED)
