"""A seat's private picture: its skill cards (colour, letter and strength, the card's name), its
loyalty cards, super crises and, for the President, the Quorum hand. Drawn from that seat's own
view, for its private panel only."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from games.battlestar_galactica.data.skills import NAMES
from rendering import text as T
from rendering.battlestar_galactica import style as S
from rendering.battlestar_galactica.board import Translate, panel, who

W = 800
COLOUR = {"po": ((240, 228, 66), "P"), "le": ((0, 158, 115), "L"), "ta": ((170, 110, 200), "T"),
          "pi": ((213, 94, 0), "Pi"), "en": ((86, 180, 233), "E")}
def skill_name(card: str) -> str:
    """The card id of a skill card code (`le3` → declare_emergency)."""
    return NAMES[card[:2]][int(card[2:])]


def loyalty_name(tr: Translate, card: str) -> str:
    if card.startswith("human"):
        return tr("bsg.pic.not_cylon")
    return tr(f"bsg.card.{card}.name")


def render(view: dict[str, Any], tr: Translate, names: list[str]) -> Image.Image:
    me = view.get("me") or {"hand": [], "loyalty": [], "supers": [], "quorum": []}
    hand = list(me["hand"])
    rows = (len(hand) + 4) // 5 or 1
    extra = [("bsg.pic.loyalty_cards", [loyalty_name(tr, c) for c in me["loyalty"]])]
    if me.get("supers"):
        extra.append(("bsg.pic.super_crises",
                      [tr(f"bsg.card.{c}.name") for c in me["supers"]]))
    if me.get("quorum"):
        extra.append(("bsg.pic.quorum_hand", [tr(f"bsg.card.{c}.name") for c in me["quorum"]]))
    h = 60 + rows * 150 + sum(34 + 28 * len(items) for _, items in extra) + 10
    im = Image.new("RGB", (W, h), S.BG)
    d = ImageDraw.Draw(im)
    seat = view.get("viewer")
    title = who(view, seat, tr, names) if seat is not None else ""
    T.draw(d, 14, 12, T.fit(tr("bsg.pic.hand_title", player=title), W - 28, 26, 16)[0], 26,
           S.TEXT)
    for k, card in enumerate(hand):
        x, y = 12 + (k % 5) * 156, 56 + (k // 5) * 150
        colour, letter = COLOUR[card[:2]]
        d.rounded_rectangle((x, y, x + 148, y + 140), radius=10, fill=colour, outline=(0, 0, 0),
                            width=2)
        T.draw(d, x + 10, y + 6, letter, 30, (0, 0, 0))
        T.draw(d, x + 138, y + 4, card[2:], 44, (0, 0, 0), align="right")
        lines, size = T.fit_lines(tr(f"bsg.card.{skill_name(card)}.name"), 130, 3, 18, 12)
        for j, line in enumerate(lines):
            T.draw(d, x + 9, y + 64 + j * (size + 3), line, size, (0, 0, 0))
    if not hand:
        T.draw(d, 14, 90, tr("bsg.pic.no_cards"), 22, S.MUTED)
    y = 56 + rows * 150
    for key, items in extra:
        panel(d, (8, y, W - 8, y + 28 + 28 * len(items)))
        T.draw(d, 18, y + 4, tr(key), 18, S.MUTED)
        for j, item in enumerate(items):
            T.draw(d, 28, y + 28 + j * 28, T.fit(item, W - 60, 20, 13)[0], 20, S.TEXT)
        y += 34 + 28 * len(items)
    return im
