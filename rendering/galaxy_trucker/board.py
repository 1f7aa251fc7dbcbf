"""The public picture: the players' ships while they build, the flight board once they fly.

The flight board is the 40-space loop (12 spaces along the top and bottom, 8 down each side)
with each rocket in its player's colour and letter and its place in the flight order (a rocket
far ahead looks behind on the loop), the card being resolved, and a table of the players with
their numbers."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from rendering import text as T
from rendering.galaxy_trucker import style as S
from rendering.galaxy_trucker.ship import draw_value, ships_image, stat_items

W = 1140
SPACE = 64
TRACK_X, TRACK_Y = 40, 110
ACROSS, DOWN = 12, 8  # spaces along the top/bottom and down each side (2 × 12 + 2 × 8 = 40)
ROW_H = 54
# the table's columns: credits, days behind, then the ships' numbers (firepower may read
# "3.5–4.5"); the player's name gets what is left
COLUMNS = (92, 92, 88, 132, 80, 92, 92, 92, 80)
HEADER_H = 62  # two lines of column labels
NAME_ROOM = 60  # how far the first label may reach over the names
LABEL_MIN = 17  # the smallest size a column label shrinks to before it is cut


def space_xy(k: int) -> tuple[float, float]:
    """Top-left corner of track space k (0 at the top left, clockwise)."""
    k %= 2 * (ACROSS + DOWN)
    if k < ACROSS:
        col, row = k, 0
    elif k < ACROSS + DOWN:
        col, row = ACROSS, k - ACROSS
    elif k < 2 * ACROSS + DOWN:
        col, row = ACROSS - (k - ACROSS - DOWN), DOWN
    else:
        col, row = 0, DOWN - (k - 2 * ACROSS - DOWN)
    return TRACK_X + col * SPACE, TRACK_Y + row * ROW_H


def number_at(k: int) -> tuple[float, float]:
    """Where space k's number goes: outside the loop, beside its space, so a rocket parked
    there never hides it (nor is read as its place)."""
    x, y = space_xy(k)
    k %= 2 * (ACROSS + DOWN)
    if k < ACROSS:
        return x + SPACE / 2, y - 18
    if k < ACROSS + DOWN:
        return x + SPACE + 2, y + ROW_H / 2 - 10
    if k <= 2 * ACROSS + DOWN:
        return x + SPACE / 2, y + ROW_H
    return x - 2, y + ROW_H / 2 - 10


def number_align(k: int) -> str:
    k %= 2 * (ACROSS + DOWN)
    return "left" if ACROSS <= k < ACROSS + DOWN else \
        "right" if k > 2 * ACROSS + DOWN else "center"


def title(tr: S.Translate, view: dict[str, Any]) -> str:
    phase = view["phase"]
    if view["over"]:
        return tr("gt.pic.title_over")
    if prelaunch(view):
        return tr("gt.pic.title_prelaunch", round=view["round"])
    return tr(f"gt.pic.title_{phase}", round=view["round"])


def prelaunch(view: dict[str, Any]) -> bool:
    """Building is over but the ships are still inspected and loaded: nobody flies yet and the
    adventure deck is still in its piles."""
    return view["phase"] == "flight" and not view["deck_ready"]


def card_lines(tr: S.Translate, view: dict[str, Any]) -> tuple[str, str]:
    """The card being resolved with the cards left, or the deck alone: until the launch the
    cards the flight will have; nothing once the game is over, nor while the intrigue cards
    (and so the deck) are being chosen."""
    card = view["card"]
    if view["over"] or view["phase"] == "scheme":
        return "", ""
    if not view["deck_ready"]:
        return tr("gt.pic.deck_coming", count=view["deck_left"]), tr("gt.pic.deck_shuffled")
    if card is None:
        return tr("gt.pic.no_card", count=view["deck_left"]), ""
    name = tr(f"gt.card.{card['kind']}.name")
    effect = tr(f"gt.card.{card['kind']}.effect")
    if not drawable(name):  # the bundled CJK subset lacks a character: the caption names it
        name, effect = tr("gt.pic.card_level", level=card["level"] or "—"), ""
    elif not drawable(effect):
        effect = ""
    return tr("gt.pic.card", card=name, count=view["deck_left"]), effect


def drawable(text: str) -> bool:
    return all(T.in_subset(ch) for ch in text if T.is_cjk(ch))


def label_room(widths: Sequence[int]) -> list[int]:
    """How wide each column's label may be: its column and its left neighbour's, whose label
    is on the other line."""
    return [width + (widths[k - 1] if k else NAME_ROOM) - 12 for k, width in enumerate(widths)]


def rockets(view: dict[str, Any]) -> list[tuple[int, str, int]]:
    """(space, colour, place in the flight order) of each rocket on the loop: the place, not
    the space, tells who leads, as a rocket far ahead sits behind the others on the loop."""
    players = view["players"]
    return [(players[seat]["space"], players[seat]["colour"], place)
            for place, seat in enumerate(view["flight_order"], start=1)
            if players[seat]["space"] is not None]


def rocket(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, colour: str) -> None:
    fill = S.PLAYER[colour]
    d.polygon([(cx, cy - r * 1.25), (cx + r, cy - r * 0.1), (cx + r, cy + r),
               (cx - r, cy + r), (cx - r, cy - r * 0.1)], fill=fill, outline=S.TEXT)
    size = round(r * 1.05)
    T.draw(d, cx, cy - size * 0.45, S.LETTER[colour], size, S.ink(fill), align="center")


def flight_image(view: dict[str, Any], tr: S.Translate, names: list[str]) -> Image.Image:
    players = view["players"]
    rows = len(players)
    table_y = TRACK_Y + (DOWN + 1) * ROW_H + 30
    h = table_y + HEADER_H + 20 + rows * 48 + 20
    im = Image.new("RGB", (W, h), S.BG)
    d = ImageDraw.Draw(im)
    T.draw(d, 30, 22, title(tr, view), 40, S.TEXT)
    # the loop
    for k in range(2 * (ACROSS + DOWN)):
        x, y = space_xy(k)
        d.rectangle([x + 3, y + 3, x + SPACE - 3, y + ROW_H - 3], fill=S.SQUARE,
                    outline=S.GRID)
        if k % 5 == 0:
            T.draw(d, *number_at(k), str(k), 16, S.DIM, bold=False, align=number_align(k))
    for space, colour, place in rockets(view):
        x, y = space_xy(space)
        rocket(d, x + SPACE * 0.36, y + ROW_H * 0.55, ROW_H * 0.3, colour)
        T.draw(d, x + SPACE * 0.8, y + ROW_H / 2 - 15, str(place), 26, S.TEXT, align="center")
    # inside the loop: the card and the flight order
    ix, iy = TRACK_X + SPACE + 20, TRACK_Y + ROW_H + 16
    iw = (ACROSS - 1) * SPACE - 40
    line1, line2 = card_lines(tr, view)
    if line1:
        text, size = T.fit(line1, iw, 34, 24)
        T.draw(d, ix, iy, text, size, S.TEXT)
    if line2:
        lines, size = T.fit_lines(line2, iw, 3, 26, 20, bold=False)
        for n, ln in enumerate(lines):
            T.draw(d, ix, iy + 48 + n * size * 1.3, ln, size, S.DIM, bold=False)
    waiting = awaited(view)
    if waiting:  # whose decision the game waits on, large enough for a phone
        line = tr("gt.pic.waiting", players=", ".join(
            S.player_name(tr, seat, players[seat]["colour"], names) for seat in waiting),
            decision=decision_name(tr, view))
        lines, size = T.fit_lines(line, iw - 8, 2, 34, 28)
        step = round(size * 1.25)
        wy = TRACK_Y + DOWN * ROW_H - 78 - step * len(lines)
        d.rectangle([ix - 12, wy - 8, ix + iw, wy + step * len(lines) + 8], outline=S.HIGHLIGHT,
                    width=3)
        for n, text in enumerate(lines):
            T.draw(d, ix, wy + n * step, text, size, S.HIGHLIGHT)
    order = view["flight_order"]
    if order:
        oy = TRACK_Y + DOWN * ROW_H - 50
        T.draw(d, ix, oy, tr("gt.pic.order"), 24, S.DIM, bold=False)
        ox = ix + T.width(tr("gt.pic.order"), 24, False) + 24
        for n, seat in enumerate(order):
            rocket(d, ox + n * 56, oy + 18, 18, players[seat]["colour"])
    # the table of players
    cols = [tr("gt.pic.credits_col"), tr("gt.pic.behind"),
            *(k for k, _ in stat_items(tr, view["ships"][0]))]
    widths = COLUMNS[: len(cols)]
    rights = [W - 30 - sum(widths[k + 1:]) for k in range(len(widths))]  # right edges
    y = table_y
    # the labels alternate between two lines, so each may reach over its left neighbour's
    # column: "Tripulación" or "Conectores" fit whole above a column of single digits
    rooms = label_room(widths)
    for k, (right, label, room) in enumerate(zip(rights, cols, rooms, strict=False)):
        text, size = T.fit(label, room, 22, LABEL_MIN, bold=False)
        T.draw(d, right, y + (k % 2) * (HEADER_H // 2) + 22 - size, text, size, S.DIM,
               bold=False, align="right")
    y += HEADER_H
    lead = max((p["distance"] for p in players if p["distance"] is not None and p["flying"]),
               default=None)
    for p in players:
        seat = p["seat"]
        ship = view["ships"][seat]
        colour = p["colour"]
        d.rectangle([20, y - 6, W - 20, y + 40], fill=S.PANEL,
                    outline=S.HIGHLIGHT if seat in waiting else None,
                    width=3 if seat in waiting else 1)
        d.ellipse([30, y, 64, y + 34], fill=S.PLAYER[colour], outline=S.TEXT)
        T.draw(d, 47, y + 2, S.LETTER[colour], 24, S.ink(S.PLAYER[colour]), align="center")
        name = names[seat] if seat < len(names) and names[seat] else tr(f"gt.colour.{colour}")
        state = "" if p["flying"] else tr("gt.pic.out") if p["gave_up"] else ""
        T.draw(d, 76, y + 2, T.ellipsize(name + (f" ({state})" if state else ""), 26, 180), 26,
               S.TEXT)
        days = "—" if p["distance"] is None or lead is None or not p["flying"] \
            else str(lead - p["distance"])
        values = [str(p["credits"]), days, *(v for _, v in stat_items(tr, ship))]
        for right, value in zip(rights, values, strict=False):
            draw_value(d, right, y + 2, value, 26)
        y += 48
    return im


def awaited(view: dict[str, Any]) -> list[int]:
    """The seats whose decision the game waits on in flight."""
    decision = view.get("decision")
    return list(decision["seats"]) if view["phase"] == "flight" and decision else []


def decision_name(tr: S.Translate, view: dict[str, Any]) -> str:
    name = tr(f"gt.decision.{view['decision']['kind']}")
    return name if drawable(name) else ""


def build_image(view: dict[str, Any], tr: S.Translate, names: list[str],
                heading: str | None = None, seats: list[int] | None = None) -> Image.Image:
    """Ships side by side under a title: the position while building, every ship at launch,
    or (`seats`) the ships a card hit."""
    im, _ = ships_image(view, tr, names, top=70, seats=seats)
    d = ImageDraw.Draw(im)
    text, size = T.fit(heading or title(tr, view), im.width - 48, 40, 28)
    T.draw(d, 24, 18, text, size, S.TEXT)
    return im


def launch_title(tr: S.Translate, view: dict[str, Any]) -> str:
    return tr("gt.pic.title_launch", round=view["round"])


def damage_title(tr: S.Translate, view: dict[str, Any]) -> str:
    card = view["card"]
    name = tr(f"gt.card.{card['kind']}.name") if card else ""
    return tr("gt.pic.title_damage", card=name if name and drawable(name) else "—")


def render(view: dict[str, Any], tr: S.Translate, names: list[str]) -> Image.Image:
    if view["phase"] in ("build", "scheme"):
        return build_image(view, tr, names)
    return flight_image(view, tr, names)
