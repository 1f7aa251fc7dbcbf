"""Standings and leaderboard pictures: one ranked table each, PAGE_ROWS rows per picture.

A table longer than PAGE_ROWS is split into pages (`page=` picks one); every page but the last
ends with "… and N more", and the header says "Page k of n". 32 rows of 46 px keep the picture
about 1,600 px tall, which a phone still shows with the 20 px rows readable after one tap.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from rendering import text as T
from rendering.alien_frontiers import style as S
from rendering.tournament import canvas as C
from rendering.tournament.model import (
    LeaderRow,
    StandingRow,
    Translate,
    medal,
    num,
    one_decimal,
    win_percent,
)

PAGE_ROWS = 32
TABLE_TOP = C.HEADER_H + 14
HEAD_H = 34
ROW_H = 46
FOOTER_H = 38
RANK_W = 64
CELL_SIZE = 20
HEAD_SIZE = 16
CELL_GAP = 22
CARD: S.RGB = (27, 34, 60)
NAME_X = C.MARGIN + 8 + RANK_W + 6
MIN_NAME_W = 300


@dataclass(frozen=True)
class Column:
    header: str
    strong: bool = False  # the column the table is sorted by: bold and bright


@dataclass(frozen=True)
class Line:
    """One table row, already formatted."""

    rank: int
    name: str
    cells: tuple[str, ...]
    tag: str = ""  # a pill after the name (the AI badge)
    note: str = ""  # a second, smaller line under the name
    dim: bool = False  # greyed out: a dropped player


def pages(n_rows: int) -> int:
    """How many pictures a table of n_rows takes (at least one, even when empty)."""
    return max(1, -(-n_rows // PAGE_ROWS))


@dataclass(frozen=True)
class Layout:
    rights: list[int]  # right edges of the number columns
    name_right: int  # the name column takes all the width the numbers leave
    head_size: int
    gap: int


def column_layout(columns: list[Column], lines: list[Line]) -> Layout:
    """Number columns as wide as their header or widest cell; long headers (Spanish) get a
    smaller font and tighter gaps when the names would otherwise have less than MIN_NAME_W."""
    for head_size, gap in ((HEAD_SIZE, CELL_GAP), (HEAD_SIZE - 2, CELL_GAP - 8)):
        rights = []
        right = C.W - C.MARGIN - 18
        for k in range(len(columns) - 1, -1, -1):
            rights.append(right)
            widest = max([T.width(ln.cells[k], CELL_SIZE, columns[k].strong) for ln in lines] +
                         [T.width(columns[k].header, head_size)])
            right -= min(widest, 120) + gap
        name_right = right + gap - 16
        if name_right - NAME_X >= MIN_NAME_W:
            break
    return Layout(rights[::-1], name_right, head_size, gap)


def draw_name(im: Image.Image, d: ImageDraw.ImageDraw, ln: Line, x: int, y: int,
              max_w: int) -> None:
    colour = C.DIM if ln.dim else S.TEXT
    tag_w = T.width(ln.tag, 14) + 20 if ln.tag else 0
    if ln.note:
        name, size = T.fit(ln.name, max_w - tag_w, 18, 17)
        top = y + 5
    else:
        name, size = T.fit(ln.name, max_w - tag_w, CELL_SIZE, 18)
        top = y + 11
    w = T.paste(im, x, top, name, size, colour)
    if ln.tag:
        C.pill(im, d, x + w + 8, top + 2, ln.tag, C.DIM if ln.dim else C.AI_BLUE, S.BG)
    if ln.note:
        note = T.ellipsize(ln.note, 15, max_w, bold=False)
        T.paste(im, x, y + 26, note, 15, C.DIM if ln.dim else S.MUTED, bold=False)


def draw_row(im: Image.Image, d: ImageDraw.ImageDraw, ln: Line, columns: list[Column],
             lay: Layout, y: int) -> None:
    x0, x1 = C.MARGIN + 8, C.W - C.MARGIN - 9
    which = None if ln.dim else medal(ln.rank)
    fill = CARD if which is None else S.mix(CARD, C.MEDALS[which], 0.1)
    d.rounded_rectangle((x0, y + 2, x1, y + ROW_H - 3), 8, fill=fill)
    cx, cy = x0 + RANK_W // 2, y + ROW_H // 2
    if which is not None:
        d.rounded_rectangle((x0, y + 2, x0 + 5, y + ROW_H - 3), 2, fill=C.MEDALS[which])
        C.medal_disc(im, d, cx, cy, ln.rank, which)
    else:
        T.paste(im, cx, y + 12, str(ln.rank), 18, C.DIM if ln.dim else S.MUTED, align="center")
    draw_name(im, d, ln, NAME_X, y, lay.name_right - NAME_X)
    for col, right, cell in zip(columns, lay.rights, ln.cells, strict=True):
        colour = C.DIM if ln.dim else S.TEXT if col.strong else S.TITLE
        T.paste(im, right, y + 11, cell, CELL_SIZE, colour, bold=col.strong, align="right")


def render_table(title: str, subtitle: str, columns: list[Column], lines: list[Line],
                 tr: Translate, page: int) -> Image.Image:
    n_pages = pages(len(lines))
    page = min(max(page, 0), n_pages - 1)
    shown = lines[page * PAGE_ROWS:(page + 1) * PAGE_ROWS]
    more = len(lines) - page * PAGE_ROWS - len(shown)
    body = max(1, len(shown)) * ROW_H
    height = TABLE_TOP + HEAD_H + body + 8 + (FOOTER_H if more else 0) + C.MARGIN
    im, d = C.canvas(C.W, height)
    right = tr("render.tour.page", page=page + 1, pages=n_pages) if n_pages > 1 else ""
    C.header(im, title, subtitle, right)
    C.panel(d, (C.MARGIN, TABLE_TOP, C.W - C.MARGIN - 1, height - C.MARGIN))
    lay = column_layout(columns, shown)
    head_y = TABLE_TOP + 8 + (HEAD_SIZE - lay.head_size) // 2
    T.paste(im, NAME_X - 6 - RANK_W // 2, head_y, "#", lay.head_size, S.MUTED, align="center")
    T.paste(im, NAME_X, head_y, tr("render.tour.col.player"), lay.head_size, S.MUTED)
    for col, r in zip(columns, lay.rights, strict=True):
        T.paste(im, r, head_y, col.header, lay.head_size, S.TITLE if col.strong else S.MUTED,
                align="right")
    y = TABLE_TOP + HEAD_H
    if not shown:
        T.paste(im, C.W // 2, y + 11, tr("render.tour.empty"), 18, S.MUTED, align="center")
    for ln in shown:
        draw_row(im, d, ln, columns, lay, y)
        y += ROW_H
    if more:
        T.paste(im, NAME_X, y + 10, tr("render.tour.more", n=more), 18, S.MUTED)
    return im


def standing_lines(rows: list[StandingRow], tr: Translate) -> tuple[list[Column], list[Line]]:
    with_byes = any(r.byes for r in rows)
    columns = [Column(tr("render.tour.col.points"), strong=True), Column(tr("render.tour.col.sos")),
               Column(tr("render.tour.col.vp")), Column(tr("render.tour.col.wins")),
               Column(tr("render.tour.col.games"))]
    if with_byes:
        columns.append(Column(tr("render.tour.col.byes")))
    lines = []
    for r in rows:
        cells = [num(r.points), num(r.sos), str(r.vp), str(r.wins), str(r.games)]
        if with_byes:
            cells.append(str(r.byes) if r.byes else "–")
        note = " · ".join(([tr("render.tour.dropped")] if r.dropped else []) +
                          ([r.note] if r.note else []))
        lines.append(Line(r.rank, r.name, tuple(cells), note=note, dim=r.dropped))
    return columns, lines


def standings_image(title: str, subtitle: str, rows: list[StandingRow], tr: Translate,
                    page: int = 0) -> Image.Image:
    columns, lines = standing_lines(rows, tr)
    return render_table(title, subtitle, columns, lines, tr, page)


def leader_lines(rows: list[LeaderRow], tr: Translate) -> tuple[list[Column], list[Line]]:
    columns = [Column(tr("render.tour.col.rating"), strong=True),
               Column(tr("render.tour.col.skill")), Column(tr("render.tour.col.games")),
               Column(tr("render.tour.col.wins")), Column(tr("render.tour.col.win_rate"))]
    lines = [Line(r.rank, r.name,
                  (one_decimal(r.rating), f"{one_decimal(r.mu)} ± {one_decimal(r.sigma)}",
                   str(r.games), str(r.wins), f"{win_percent(r.wins, r.games)}%"),
                  tag=tr("render.tour.ai") if r.is_ai else "")
             for r in rows]
    return columns, lines


def leaderboard_image(title: str, subtitle: str, rows: list[LeaderRow], tr: Translate,
                      page: int = 0) -> Image.Image:
    columns, lines = leader_lines(rows, tr)
    return render_table(title, subtitle, columns, lines, tr, page)
