"""A player's stats card: rating and record tiles, favourite opponents and recent results."""

from __future__ import annotations

from PIL import Image, ImageDraw

from rendering import text as T
from rendering.alien_frontiers import style as S
from rendering.tournament import canvas as C
from rendering.tournament.model import StatsCard, Translate, medal, one_decimal, win_percent

LIST_ROWS = 6  # rows shown per list; a card keeps one size whatever the history
TILES_Y, TILE_H = C.HEADER_H + 16, 112
LISTS_Y = TILES_Y + TILE_H + 16
LIST_ROW_H = 40
LIST_H = 48 + LIST_ROWS * LIST_ROW_H + 8
HEIGHT = LISTS_Y + LIST_H + C.MARGIN
HALF_W = (C.W - 2 * C.MARGIN - 16) // 2


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
    rank_w = T.paste(im, C.W - C.MARGIN - 4, 22, rank, 20, colour, align="right")
    x = C.MARGIN + 84
    max_w = C.W - C.MARGIN - rank_w - 28 - x
    name, size = T.fit(card.name, max_w, 30, 20)
    T.paste(im, x, 14, name, size, S.TEXT)
    title, size = T.fit(card.game_title, max_w, 18, 15, bold=False)
    T.paste(im, x, 58, title, size, S.MUTED, bold=False)


def draw_tiles(im: Image.Image, d: ImageDraw.ImageDraw, card: StatsCard, tr: Translate) -> None:
    place = "—" if card.average_place is None else one_decimal(card.average_place)
    tiles = [
        (tr("render.tour.stats.rating"), one_decimal(card.rating), S.ACCENT,
         tr("render.tour.stats.skill", mu=one_decimal(card.mu), sigma=one_decimal(card.sigma))),
        (tr("render.tour.stats.games"), str(card.games), S.TEXT, ""),
        (tr("render.tour.stats.wins"), str(card.wins), S.TEXT,
         tr("render.tour.stats.win_pct", pct=win_percent(card.wins, card.games))),
        (tr("render.tour.stats.average_place"), place, S.TEXT, ""),
    ]
    gap = 12
    tile_w = (C.W - 2 * C.MARGIN - gap * (len(tiles) - 1)) // len(tiles)
    for k, (label, value, colour, sub) in enumerate(tiles):
        x = C.MARGIN + k * (tile_w + gap)
        C.panel(d, (x, TILES_Y, x + tile_w - 1, TILES_Y + TILE_H - 1))
        label, size = T.fit(label, tile_w - 28, 16, 14)
        T.paste(im, x + 14, TILES_Y + 10, label, size, S.MUTED)
        value, size = T.fit(value, tile_w - 28, 38, 20)
        T.paste(im, x + 14, TILES_Y + 34, value, size, colour)
        if sub:
            sub = T.ellipsize(sub, 15, tile_w - 28, bold=False)
            T.paste(im, x + 14, TILES_Y + 84, sub, 15, S.MUTED, bold=False)


def list_panel(im: Image.Image, d: ImageDraw.ImageDraw, x: int, label: str,
               empty: bool, tr: Translate) -> None:
    C.panel(d, (x, LISTS_Y, x + HALF_W - 1, LISTS_Y + LIST_H - 1))
    label = T.ellipsize(label, 18, HALF_W - 28)
    T.paste(im, x + 14, LISTS_Y + 12, label, 18, S.TITLE)
    d.line((x + 14, LISTS_Y + 42, x + HALF_W - 15, LISTS_Y + 42), fill=S.PANEL_EDGE, width=1)
    if empty:
        T.paste(im, x + 14, LISTS_Y + 56, tr("render.tour.stats.no_games"), 17, S.MUTED,
                bold=False)


def draw_opponents(im: Image.Image, d: ImageDraw.ImageDraw, card: StatsCard,
                   tr: Translate) -> None:
    x = C.MARGIN
    rows = card.favourite_opponents[:LIST_ROWS]
    list_panel(im, d, x, tr("render.tour.stats.opponents"), not rows, tr)
    for k, (name, games, wins) in enumerate(rows):
        y = LISTS_Y + 48 + k * LIST_ROW_H
        initial_disc(im, d, x + 14, y + 3, 28, name)
        record = tr("render.tour.stats.won_of", wins=wins, games=games)
        rec_w = T.paste(im, x + HALF_W - 16, y + 7, record, 16, S.MUTED, bold=False,
                        align="right")
        name_x = x + 52
        label, size = T.fit(name, x + HALF_W - 16 - rec_w - 14 - name_x, 18, 16)
        T.paste(im, name_x, y + 5, label, size, S.TEXT)
        bar_x1 = x + HALF_W - 16
        d.rectangle((name_x, y + 31, bar_x1, y + 33), fill=S.SLOT)
        share = min(1.0, wins / games) if games > 0 else 0.0
        if share > 0:
            d.rectangle((name_x, y + 31, name_x + round((bar_x1 - name_x) * share), y + 33),
                        fill=C.WIN_GREEN)


def draw_recent(im: Image.Image, d: ImageDraw.ImageDraw, card: StatsCard, tr: Translate) -> None:
    x = C.MARGIN + HALF_W + 16
    rows = card.recent[:LIST_ROWS]
    list_panel(im, d, x, tr("render.tour.stats.recent"), not rows, tr)
    for k, (label, place, size_) in enumerate(rows):
        y = LISTS_Y + 48 + k * LIST_ROW_H
        which = medal(place)
        if which is None:
            d.ellipse((x + 14, y + 3, x + 41, y + 30), fill=S.SLOT, outline=S.PANEL_EDGE,
                      width=2)
            T.paste(im, x + 28, y + 6, str(place), 16, S.MUTED, align="center")
        else:
            C.medal_disc(im, d, x + 28, y + 17, place, which, r=14)
        where = tr("render.tour.stats.place", place=place, size=size_)
        where_w = T.paste(im, x + HALF_W - 16, y + 7, where, 16, S.MUTED, bold=False,
                          align="right")
        text_x = x + 52
        line, fs = T.fit(label, x + HALF_W - 16 - where_w - 14 - text_x, 18, 15, bold=False)
        T.paste(im, text_x, y + 6, line, fs, S.TEXT, bold=False)


def stats_image(card: StatsCard, tr: Translate) -> Image.Image:
    im, d = C.canvas(C.W, HEIGHT)
    draw_header(im, d, card, tr)
    draw_tiles(im, d, card, tr)
    draw_opponents(im, d, card, tr)
    draw_recent(im, d, card, tr)
    return im
