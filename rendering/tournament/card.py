"""A player's stats card: rating and record tiles, favourite opponents and recent results.

As narrow as the tables (canvas.W) and with the same smallest text (18 px), so a phone showing it
400 px wide still reads every label; the two lists are stacked rather than side by side.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from rendering import text as T
from rendering.alien_frontiers import style as S
from rendering.tournament import canvas as C
from rendering.tournament.model import StatsCard, Translate, medal, one_decimal, win_percent

W = C.W
LIST_ROWS = 5  # rows shown per list; a card keeps one size whatever the history
TILE_GAP = 12
TILES_Y, TILE_H = C.HEADER_H + 14, 96  # two rows of two tiles
TILE_W = (W - 2 * C.MARGIN - TILE_GAP) // 2
LIST_ROW_H = 42
LIST_H = 50 + LIST_ROWS * LIST_ROW_H + 8
OPPONENTS_Y = TILES_Y + 2 * TILE_H + TILE_GAP + 14
RECENT_Y = OPPONENTS_Y + LIST_H + 14
HEIGHT = RECENT_Y + LIST_H + C.MARGIN
LIST_W = W - 2 * C.MARGIN
SMALL = 18  # the smallest text on the card


def initial_disc(im: Image.Image, d: ImageDraw.ImageDraw, x: int, y: int, size: int,
                 name: str) -> None:
    """A round badge with the name's first letter, in a colour stable for that name."""
    fill = C.avatar_colour(name)
    d.ellipse((x, y, x + size - 1, y + size - 1), fill=fill, outline=S.darker(fill, 0.5),
              width=2)
    letter = (name.strip()[:1] or "?").upper()
    ink = (255, 255, 255) if fill == S.PLAYER["blue"] else C.MEDAL_INK
    fs = round(size * 0.5)
    T.paste(im, x + size / 2, y + size / 2 - round(fs * 0.62), letter, fs, ink, align="center")


def draw_header(im: Image.Image, d: ImageDraw.ImageDraw, card: StatsCard, tr: Translate) -> None:
    initial_disc(im, d, C.MARGIN + 4, 16, 64, card.name)
    if card.rank is None:
        rank, colour = tr("render.tour.stats.unranked"), S.MUTED
    else:
        rank = tr("render.tour.stats.rank", rank=card.rank)
        which = medal(card.rank)
        colour = S.ACCENT if which is None else C.MEDALS[which]
    x = C.MARGIN + 84
    max_w = W - C.MARGIN - 4 - x
    name, size = T.fit(card.name, max_w, 30, 22)
    T.paste(im, x, 10, name, size, S.TEXT)
    rank_w = T.paste(im, W - C.MARGIN - 4, 56, rank, 20, colour, align="right")
    title = T.ellipsize(card.game_title, 20, max_w - rank_w - 16, bold=False)
    T.paste(im, x, 56, title, 20, S.MUTED, bold=False)


def tiles(card: StatsCard, tr: Translate, details: bool) -> list[tuple[str, str, S.RGB, str]]:
    place = "—" if card.average_place is None else one_decimal(card.average_place)
    skill = (tr("render.tour.stats.skill", mu=one_decimal(card.mu),
                sigma=one_decimal(card.sigma)) if details else "")
    rated = ("" if card.rated is None or card.rated == card.games
             else tr("render.tour.stats.rated", count=card.rated))
    return [
        (tr("render.tour.stats.rating"), str(card.rating), S.ACCENT, skill),
        (tr("render.tour.stats.games"), str(card.games), S.TEXT, rated),
        (tr("render.tour.stats.wins"), str(card.wins), S.TEXT,
         tr("render.tour.stats.win_pct", pct=win_percent(card.wins, card.games))),
        (tr("render.tour.stats.average_place"), place, S.TEXT, ""),
    ]


def draw_tiles(im: Image.Image, d: ImageDraw.ImageDraw, card: StatsCard, tr: Translate,
               details: bool) -> None:
    """Two rows of two tiles: a label, a big value, and a note beside the value."""
    for k, (label, value, colour, sub) in enumerate(tiles(card, tr, details)):
        x = C.MARGIN + (k % 2) * (TILE_W + TILE_GAP)
        y = TILES_Y + (k // 2) * (TILE_H + TILE_GAP)
        C.panel(d, (x, y, x + TILE_W - 1, y + TILE_H - 1))
        label, size = T.fit(label, TILE_W - 28, 20, SMALL)
        T.paste(im, x + 14, y + 10, label, size, S.MUTED)
        value, size = T.fit(value, TILE_W // 2 - 14, 40, 24)
        value_w = T.paste(im, x + 14, y + 40, value, size, colour)
        if sub:
            sub = T.ellipsize(sub, SMALL, TILE_W - 28 - value_w - 16, bold=False)
            T.paste(im, x + TILE_W - 14, y + 58, sub, SMALL, S.MUTED, bold=False,
                    align="right")


def list_panel(im: Image.Image, d: ImageDraw.ImageDraw, y: int, label: str,
               empty: bool, tr: Translate) -> None:
    x = C.MARGIN
    C.panel(d, (x, y, x + LIST_W - 1, y + LIST_H - 1))
    label = T.ellipsize(label, 22, LIST_W - 28)
    T.paste(im, x + 14, y + 10, label, 22, S.TITLE)
    d.line((x + 14, y + 44, x + LIST_W - 15, y + 44), fill=S.PANEL_EDGE, width=1)
    if empty:
        T.paste(im, x + 14, y + 58, tr("render.tour.stats.no_games"), 20, S.MUTED, bold=False)


def draw_opponents(im: Image.Image, d: ImageDraw.ImageDraw, card: StatsCard,
                   tr: Translate) -> None:
    x = C.MARGIN
    rows = card.favourite_opponents[:LIST_ROWS]
    list_panel(im, d, OPPONENTS_Y, tr("render.tour.stats.opponents"), not rows, tr)
    for k, (name, games, wins) in enumerate(rows):
        y = OPPONENTS_Y + 50 + k * LIST_ROW_H
        initial_disc(im, d, x + 12, y + 2, 36, name)
        record = tr("render.tour.stats.won_of", wins=wins, games=games)
        rec_w = T.paste(im, x + LIST_W - 16, y + 6, record, 20, S.MUTED, bold=False,
                        align="right")
        name_x = x + 58
        label, size = T.fit(name, x + LIST_W - 16 - rec_w - 14 - name_x, 22, 19)
        T.paste(im, name_x, y + 4, label, size, S.TEXT)
        bar_x1 = x + LIST_W - 16
        d.rectangle((name_x, y + 34, bar_x1, y + 36), fill=S.SLOT)
        share = min(1.0, wins / games) if games > 0 else 0.0
        if share > 0:
            d.rectangle((name_x, y + 34, name_x + round((bar_x1 - name_x) * share), y + 36),
                        fill=C.WIN_GREEN)


def draw_recent(im: Image.Image, d: ImageDraw.ImageDraw, card: StatsCard, tr: Translate) -> None:
    x = C.MARGIN
    rows = card.recent[:LIST_ROWS]
    list_panel(im, d, RECENT_Y, tr("render.tour.stats.recent"), not rows, tr)
    for k, (label, place, size_) in enumerate(rows):
        y = RECENT_Y + 50 + k * LIST_ROW_H
        which = medal(place)
        if which is None:
            d.ellipse((x + 14, y + 3, x + 43, y + 32), fill=S.SLOT, outline=S.PANEL_EDGE,
                      width=2)
            T.paste(im, x + 29, y + 6, str(place), 18, S.MUTED, align="center")
        else:
            C.medal_disc(im, d, x + 29, y + 18, place, which, r=15)
        where = tr("render.tour.stats.place", place=place, size=size_)
        where_w = T.paste(im, x + LIST_W - 16, y + 6, where, 20, S.MUTED, bold=False,
                          align="right")
        text_x = x + 54
        line, fs = T.fit(label, x + LIST_W - 16 - where_w - 14 - text_x, 22, 19, bold=False)
        T.paste(im, text_x, y + 5, line, fs, S.TEXT, bold=False)


def stats_image(card: StatsCard, tr: Translate, details: bool = False) -> Image.Image:
    im, d = C.canvas(W, HEIGHT)
    draw_header(im, d, card, tr)
    draw_tiles(im, d, card, tr, details)
    draw_opponents(im, d, card, tr)
    draw_recent(im, d, card, tr)
    return im
