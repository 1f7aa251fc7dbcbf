"""Standings and leaderboard pictures: one ranked table each, PAGE_ROWS rows per picture.

The tables are 640 px wide (canvas.W): a phone shows them about 400 px wide, where the smallest
text (18 px: column headings, the note under a name, the legend) is still 11 px tall. Every column
is named in the legend under the table (what it counts and the order of the tie-breaks), so
nobody has to guess what "SoS" means.

A table longer than PAGE_ROWS is split into pages (`page=` picks one); every page but the last
ends with "… and N more", and the header says "Page k of n".
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

W = C.W
PAGE_ROWS = 32
TABLE_TOP = C.HEADER_H + 12
HEAD_H = 38
ROW_H = 56
RANK_W = 50
CELL_SIZE = 24
HEAD_SIZE = 20
NOTE_SIZE = 18
LEGEND_SIZE = 18
LEGEND_LINE = 26
CELL_GAP = 16
CARD: S.RGB = (27, 34, 60)
NAME_X = C.MARGIN + 8 + RANK_W + 6
MIN_NAME_W = 200


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
    note: str = ""  # a second, smaller line under the name
    dim: bool = False  # greyed out: a dropped player
    ai: bool = False  # an AI player: the name in the AI colour


def pages(n_rows: int) -> int:
    """How many pictures a table of n_rows takes (at least one, even when empty)."""
    return max(1, -(-n_rows // PAGE_ROWS))


@dataclass(frozen=True)
class Layout:
    rights: list[int]  # right edges of the number columns
    name_right: int  # the name column takes all the width the numbers leave
    head_size: int


def column_layout(columns: list[Column], lines: list[Line]) -> Layout:
    """Number columns as wide as their heading or widest cell; long headings (Spanish) get a
    smaller font and tighter gaps when the names would otherwise have less than MIN_NAME_W."""
    for head_size, gap in ((HEAD_SIZE, CELL_GAP), (HEAD_SIZE - 2, CELL_GAP - 6)):
        rights = []
        right = W - C.MARGIN - 18
        for k in range(len(columns) - 1, -1, -1):
            rights.append(right)
            widest = max([T.width(ln.cells[k], CELL_SIZE, columns[k].strong) for ln in lines] +
                         [T.width(columns[k].header, head_size)])
            right -= min(widest, 130) + gap
        name_right = right + gap - 10
        if name_right - NAME_X >= MIN_NAME_W:
            break
    return Layout(rights[::-1], name_right, head_size)


def draw_name(im: Image.Image, ln: Line, x: int, y: int, max_w: int) -> None:
    colour = C.DIM if ln.dim else C.AI_BLUE if ln.ai else S.TEXT
    if ln.note:
        name, size = T.fit(ln.name, max_w, CELL_SIZE - 2, 19)
        T.paste(im, x, y + 3, name, size, colour)
        note = T.ellipsize(ln.note, NOTE_SIZE, max_w, bold=False)
        T.paste(im, x, y + 29, note, NOTE_SIZE, C.DIM if ln.dim else S.MUTED, bold=False)
    else:
        name, size = T.fit(ln.name, max_w, CELL_SIZE, 19)
        T.paste(im, x, y + 13, name, size, colour)


def draw_row(im: Image.Image, d: ImageDraw.ImageDraw, ln: Line, columns: list[Column],
             lay: Layout, y: int) -> None:
    x0, x1 = C.MARGIN + 8, W - C.MARGIN - 9
    which = None if ln.dim else medal(ln.rank)
    fill = CARD if which is None else S.mix(CARD, C.MEDALS[which], 0.1)
    d.rounded_rectangle((x0, y + 2, x1, y + ROW_H - 3), 8, fill=fill)
    cx, cy = x0 + RANK_W // 2, y + ROW_H // 2
    if which is not None:
        d.rounded_rectangle((x0, y + 2, x0 + 5, y + ROW_H - 3), 2, fill=C.MEDALS[which])
        C.medal_disc(im, d, cx + 2, cy, ln.rank, which, r=17)
    else:
        T.paste(im, cx + 2, y + 14, str(ln.rank), 22, C.DIM if ln.dim else S.MUTED,
                align="center")
    draw_name(im, ln, NAME_X, y, lay.name_right - NAME_X)
    for col, right, cell in zip(columns, lay.rights, ln.cells, strict=True):
        colour = C.DIM if ln.dim else S.TEXT if col.strong else S.TITLE
        T.paste(im, right, y + 13, cell, CELL_SIZE, colour, bold=col.strong, align="right")


def legend_lines(legend: list[str]) -> list[str]:
    """The legend wrapped to the table's width."""
    return [line for entry in legend
            for line in T.wrap(entry, LEGEND_SIZE, W - 2 * C.MARGIN - 24, bold=False)]


def render_table(title: str, subtitle: str, columns: list[Column], lines: list[Line],
                 tr: Translate, page: int, legend: list[str]) -> Image.Image:
    n_pages = pages(len(lines))
    page = min(max(page, 0), n_pages - 1)
    shown = lines[page * PAGE_ROWS:(page + 1) * PAGE_ROWS]
    more = len(lines) - page * PAGE_ROWS - len(shown)
    body = max(1, len(shown)) * ROW_H + (ROW_H - 14 if more else 0)
    wrapped = legend_lines(legend)
    legend_h = len(wrapped) * LEGEND_LINE + 16 if wrapped else 0
    table_bottom = TABLE_TOP + HEAD_H + body + 8
    height = table_bottom + legend_h + C.MARGIN
    im, d = C.canvas(W, height)
    right = tr("render.tour.page", page=page + 1, pages=n_pages) if n_pages > 1 else ""
    C.header(im, title, subtitle, right)
    C.panel(d, (C.MARGIN, TABLE_TOP, W - C.MARGIN - 1, table_bottom))
    lay = column_layout(columns, shown)
    head_y = TABLE_TOP + 9 + (HEAD_SIZE - lay.head_size) // 2
    T.paste(im, NAME_X - 4 - RANK_W // 2, head_y, "#", lay.head_size, S.MUTED, align="center")
    player = T.ellipsize(tr("render.tour.col.player"), lay.head_size, lay.name_right - NAME_X)
    T.paste(im, NAME_X, head_y, player, lay.head_size, S.MUTED)
    for col, r in zip(columns, lay.rights, strict=True):
        T.paste(im, r, head_y, col.header, lay.head_size, S.TITLE if col.strong else S.MUTED,
                align="right")
    y = TABLE_TOP + HEAD_H
    if not shown:
        T.paste(im, W // 2, y + 14, tr("render.tour.empty"), 22, S.MUTED, align="center")
    for ln in shown:
        draw_row(im, d, ln, columns, lay, y)
        y += ROW_H
    if more:
        T.paste(im, NAME_X, y + 8, tr("render.tour.more", n=more), 22, S.MUTED)
    y = table_bottom + 12
    for line in wrapped:
        T.paste(im, C.MARGIN + 12, y, line, LEGEND_SIZE, S.MUTED, bold=False)
        y += LEGEND_LINE
    return im


def standing_lines(rows: list[StandingRow], tr: Translate) -> tuple[list[Column], list[Line]]:
    with_byes = any(r.byes for r in rows)
    columns = [Column(tr("render.tour.col.points"), strong=True), Column(tr("render.tour.col.sos")),
               Column(tr("render.tour.col.vp")), Column(tr("render.tour.col.record"))]
    if with_byes:
        columns.append(Column(tr("render.tour.col.byes")))
    lines = []
    for r in rows:
        cells = [num(r.points), num(r.sos), str(r.vp), f"{r.wins}/{r.games}"]
        if with_byes:
            cells.append(str(r.byes) if r.byes else "–")
        note = " · ".join(([tr("render.tour.dropped")] if r.dropped else []) +
                          ([r.note] if r.note else []))
        lines.append(Line(r.rank, r.name, tuple(cells), note=note, dim=r.dropped, ai=r.is_ai))
    return columns, lines


def standings_legend(rows: list[StandingRow], tr: Translate) -> list[str]:
    """What each column counts, and the order of the tie-breaks (TR-S1 … TR-S6)."""
    keys = ["render.tour.legend.points", "render.tour.legend.sos", "render.tour.legend.vp",
            "render.tour.legend.record"]
    if any(r.byes for r in rows):
        keys.append("render.tour.legend.byes")
    return [tr(key) for key in (*keys, "render.tour.legend.order")]


def standings_image(title: str, subtitle: str, rows: list[StandingRow], tr: Translate,
                    page: int = 0) -> Image.Image:
    columns, lines = standing_lines(rows, tr)
    return render_table(title, subtitle, columns, lines, tr, page, standings_legend(rows, tr))


def leader_lines(rows: list[LeaderRow], tr: Translate,
                 details: bool) -> tuple[list[Column], list[Line]]:
    columns = [Column(tr("render.tour.col.rating"), strong=True)]
    if details:
        columns += [Column("μ"), Column("σ")]
    columns += [Column(tr("render.tour.col.record")), Column(tr("render.tour.col.win_rate"))]
    lines = []
    for r in rows:
        cells = [str(r.rating)]
        if details:
            cells += [one_decimal(r.mu), one_decimal(r.sigma)]
        cells += [f"{r.wins}/{r.games}", f"{win_percent(r.wins, r.games)}%"]
        lines.append(Line(r.rank, r.name, tuple(cells), ai=r.is_ai))
    return columns, lines


def leaderboard_legend(tr: Translate, details: bool) -> list[str]:
    keys = ["render.tour.legend.rating", "render.tour.legend.record"]
    if details:
        keys.append("render.tour.legend.skill")
    return [tr(key) for key in keys]


def leaderboard_image(title: str, subtitle: str, rows: list[LeaderRow], tr: Translate,
                      page: int = 0, details: bool = False) -> Image.Image:
    columns, lines = leader_lines(rows, tr, details)
    return render_table(title, subtitle, columns, lines, tr, page,
                        leaderboard_legend(tr, details))
