"""The end of a round (and of the game) as a picture: per player what the round earned and cost,
item by item, as the engine scored it (`view["results"]`, GT-4.1 to GT-4.5), the credits each
now holds and, once the game is over, the final ranking (GT-4.6).

Columns: the arrival reward (by finishing order), the best-looking ship bonus (fewest exposed
connectors), goods sold (at half price for a player who gave up), expansion extras, losses and
fines (lost components, workers' compensation, unbuilt Made to Order tiles), the round's total,
the credits now, and the loans owed when Evil Machinations is played."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from rendering import text as T
from rendering.galaxy_trucker import style as S

W = 1076  # 25 px letters are 9.3 px on a 400 px wide phone
COL_W = 114
COL_X = W - 14 - 8 * COL_W
ROW_H = 92
EXTRAS = ("luxury", "manager", "orientation")
LOSSES = ("lost", "workers", "made_to_order")


def columns(view: dict[str, Any]) -> list[str]:
    cols = ["arrival", "best", "goods", "extras", "losses", "round", "credits"]
    return [*cols, "loans"] if view["options"].get("evil_machinations") else cols


def row_values(row: dict[str, Any]) -> dict[str, int]:
    """One seat's row of the last round, grouped as the picture and the text tell it."""
    return {"arrival": row.get("arrival", 0), "best": row.get("best_looking", 0),
            "goods": row.get("goods", 0), "extras": sum(row.get(k, 0) for k in EXTRAS),
            "losses": sum(row.get(k, 0) for k in LOSSES), "total": row.get("total", 0)}


def arrival_places(rows: list[dict[str, Any]]) -> dict[int, int]:
    """Finishing places, as the round's scoring recorded them; rows scored before it did are
    placed by their arrival rewards (a larger reward arrived earlier; equal rewards, as the
    first two of five players get, share a place)."""
    if all("place" in r for r in rows if r.get("finished")):
        return {r["seat"]: r["place"] for r in rows if r.get("finished")}
    done = sorted((r for r in rows if r.get("finished")), key=lambda r: -r.get("arrival", 0))
    places: dict[int, int] = {}
    for n, r in enumerate(done):
        prev = done[n - 1] if n else None
        same = prev is not None and prev.get("arrival", 0) == r.get("arrival", 0)
        places[r["seat"]] = places[prev["seat"]] if same and prev else n + 1
    return places


def ranking(view: dict[str, Any]) -> list[tuple[int, list[int]]]:
    """(place, seats) by credits, players still owing a loan after them (GT-4.6.1-2)."""
    players = view["players"]
    order = sorted(range(len(players)),
                   key=lambda p: (players[p]["loans"] > 0, -players[p]["credits"], p))
    out: list[tuple[int, list[int]]] = []
    for n, seat in enumerate(order):
        key = (players[seat]["loans"] > 0, players[seat]["credits"])
        if out and (players[out[-1][1][0]]["loans"] > 0,
                    players[out[-1][1][0]]["credits"]) == key:
            out[-1][1].append(seat)
        else:
            out.append((n + 1, [seat]))
    return out


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


def name_of(tr: S.Translate, view: dict[str, Any], seat: int, names: list[str]) -> str:
    colour = view["players"][seat]["colour"]
    return names[seat] if seat < len(names) and names[seat] else tr(f"gt.colour.{colour}")


def disc(d: ImageDraw.ImageDraw, x: float, y: float, colour: str) -> None:
    d.ellipse([x, y, x + 34, y + 34], fill=S.PLAYER[colour], outline=S.TEXT)
    T.draw(d, x + 17, y + 2, S.LETTER[colour], 24, S.ink(S.PLAYER[colour]), align="center")


def render(view: dict[str, Any], tr: S.Translate, names: list[str]) -> Image.Image:
    result = view["results"][-1]
    rows = result["rows"]
    cols = columns(view)
    over = view["over"]
    head_y = 84
    table_y = head_y + 70
    h = table_y + len(rows) * ROW_H + 20
    if over:
        h += 70 + len(view["players"]) * 52
    im = Image.new("RGB", (W, h), S.BG)
    d = ImageDraw.Draw(im)
    T.draw(d, 24, 20, tr("gt.pic.results_title", round=result["round"]), 40, S.TEXT)
    for n, col in enumerate(cols):
        label = tr("gt.pic.credits_col") if col == "credits" else tr(f"gt.pic.col_{col}")
        lines, size = T.fit_lines(label, COL_W - 4, 2, 25, 25, bold=False)
        top = head_y + (32 if len(lines) == 1 else 0)
        for k, line in enumerate(lines):
            T.draw(d, COL_X + (n + 1) * COL_W - 6, top + k * 32, line, size, S.DIM,
                   bold=False, align="right")
    places = arrival_places(rows)
    y = table_y
    for row in rows:
        seat = row["seat"]
        p = view["players"][seat]
        d.rectangle([16, y, W - 16, y + ROW_H - 8], fill=S.PANEL)
        disc(d, 26, y + 6, p["colour"])
        name = T.ellipsize(name_of(tr, view, seat, names), 26, 420)
        x = 70 + T.draw(d, 70, y + 4, name, 26, S.TEXT) + 18
        sub = tr("gt.pic.arrived", place=places[seat]) if seat in places \
            else tr("gt.pic.gave_up_half")
        sub_colour = S.DIM if seat in places else S.LOST
        T.draw(d, x, y + 6, T.ellipsize(sub, 25, W - 30 - x, False), 25, sub_colour,
               bold=False)
        vals = row_values(row)
        cells = {"arrival": str(vals["arrival"]), "best": str(vals["best"]),
                 "goods": str(vals["goods"]), "extras": str(vals["extras"]),
                 "losses": str(vals["losses"]), "round": signed(vals["total"]),
                 "credits": str(p["credits"]), "loans": str(p["loans"])}
        for n, col in enumerate(cols):
            colour = S.LOST if ((col == "losses" and vals["losses"] < 0)
                                or (col == "loans" and p["loans"])) else S.TEXT
            x = COL_X + (n + 1) * COL_W - 6
            if col in ("round", "credits"):
                d.rectangle([x - COL_W + 14, y + 42, x + 4, y + ROW_H - 14], fill=S.SQUARE)
            T.draw(d, x - 2, y + 44, cells[col], 28, colour, align="right")
        y += ROW_H
    if over:
        y += 16
        T.draw(d, 24, y, tr("gt.pic.final_ranking"), 34, S.TEXT)
        y += 54
        for place, seats in ranking(view):
            for seat in seats:
                p = view["players"][seat]
                d.rectangle([16, y, W - 16, y + 44], fill=S.PANEL)
                disc(d, 26, y + 5, p["colour"])
                T.draw(d, 70, y + 6, T.ellipsize(tr("gt.pic.rank_row", place=place,
                                                    player=name_of(tr, view, seat, names)),
                                                 28, 540), 28, S.TEXT)
                T.draw(d, W - 30, y + 6, tr("gt.pic.credits", credits=p["credits"]), 28,
                       S.TEXT, align="right")
                if p["loans"]:
                    T.draw(d, 630, y + 8, tr("gt.pic.loans_unpaid", count=p["loans"]), 25,
                           S.LOST, bold=False)
                y += 52
    return im


def results_alt(view: dict[str, Any], tr: S.Translate, names: list[str]) -> str:
    """A few sentences: the round, each player's total and credits, the final ranking."""
    from rendering.galaxy_trucker.alt import LIMIT, who

    result = view["results"][-1]
    parts = [tr("gt.alt.results", round=result["round"])]
    for row in result["rows"]:
        seat = row["seat"]
        parts.append(tr("gt.alt.result_row", player=who(tr, view, seat, names),
                        total=signed(row.get("total", 0)),
                        count=view["players"][seat]["credits"]))
    if view["over"]:
        order = [f"{place}. {who(tr, view, s, names)}" for place, seats in ranking(view)
                 for s in seats]
        parts.append(tr("gt.alt.final", players=order))
    text = " ".join(parts)
    return text if len(text) <= LIMIT else text[: LIMIT - 1] + "…"
