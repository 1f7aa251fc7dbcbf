"""Board geometry, shared drawing primitives and the drawing context of the board picture.

The picture is 1400×1000. Discord shows it about 400 px wide on a phone until it is opened, so
what a player needs at a glance (whose turn, each player's VP, fuel, ore and colonies left, the
roll, who controls each territory) is drawn at ESSENTIAL px or more: ≥ 9 px at 400 px wide.
Everything else (names, rules in a few words, docks) is for the opened picture.

Left, the board as on the table: the planet in the middle with its eight territories, the
orbital facilities around it. Right, the players' column.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PIL import Image, ImageDraw

from rendering import text as T
from rendering.alien_frontiers import style as S

Translate = Callable[..., str]
Rect = tuple[int, int, int, int]  # x, y, w, h

W, H = 1400, 1000
PHONE_W = 400  # how wide Discord shows the picture on a phone before it is opened
ESSENTIAL = 32  # px: 32 × 400 / 1400 ≈ 9.1 px on a phone
COLOURS = ("red", "blue", "yellow", "green")
TERRITORIES = ("asimov", "bradbury", "burroughs", "heinlein", "herbert", "lem", "pohl", "van_vogt")
FIELDS = ("isolation", "positron", "repulsor")
GROUP = {"constructor": 3, "market": 2, "shipyard": 2, "outpost": 3}
DIE, PITCH, SET_GAP = 42, 45, 12
HEADER_H = 64

# The board: facilities in orbit around the planet.
FAC_RECT: dict[str, Rect] = {
    "solar": (10, 72, 400, 150), "mine": (420, 72, 270, 150), "artifact": (700, 72, 300, 150),
    "hub": (10, 230, 204, 440), "outpost": (796, 230, 204, 190), "bay": (796, 428, 204, 400),
    "constructor": (10, 836, 290, 154), "market": (310, 836, 206, 154),
    "shipyard": (526, 836, 306, 154), "terraform": (842, 836, 158, 154),
}
FIELDS_RECT: Rect = (10, 678, 204, 150)
PLANET_C, PLANET_R = (505, 529), 278
TINT = 0.72  # how strongly a controlled territory takes its controller's colour

# The players' column.
SIDE_X, SIDE_W = 1010, 380
TRAY: Rect = (SIDE_X, 72, SIDE_W, 120)
PLAYER_Y, PLAYER_H, PLAYER_GAP = 200, 132, 6


def panel(d: ImageDraw.ImageDraw, r: Rect, fill: S.RGB = S.PANEL, edge: S.RGB = S.PANEL_EDGE,
          width: int = 2) -> None:
    x, y, w, h = r
    d.rounded_rectangle((x, y, x + w - 1, y + h - 1), 12, fill=fill, outline=edge, width=width)


def slot(d: ImageDraw.ImageDraw, x: int, y: int, size: int) -> None:
    d.rounded_rectangle((x, y, x + size - 1, y + size - 1), max(4, size // 6), fill=S.SLOT,
                        outline=S.SLOT_EDGE, width=2)


def wrap_box(text: str, w: int, max_lines: int, big: int, small: int,
             bold: bool = True) -> tuple[list[str], int]:
    """Text wrapped into ≤ max_lines lines of width w at the largest size in [small, big] that
    fits (more lines rather than smaller letters); cut with "…" only when nothing fits."""
    for size in range(big, small - 1, -1):
        lines = T.wrap(text, size, w, bold)
        if len(lines) <= max_lines and all(T.width(ln, size, bold) <= w for ln in lines):
            return lines, size
    return T.fit_lines(text, w, max_lines, big, small, bold)


def with_name(tr: Translate, key: str, name: str, max_w: int, size: int,
              param: str = "name") -> str:
    """tr(key, name=…) in max_w px at `size`, shortening the name, never the words around it."""
    line = tr(key, **{param: name})
    while T.width(line, size) > max_w and len(name) > 1:
        name = name[:-1]
        line = tr(key, **{param: name.rstrip() + "…"})
    return line


def player_name(names: list[str], tr: Translate, p: int) -> str:
    """A seat's display name, or its colour's name when it has none."""
    if p < len(names) and names[p]:
        return names[p]
    return tr(f"af.colour.{COLOURS[p]}")


@dataclass
class Ctx:
    """One picture being drawn: the image, the view, the reader's language and the sprite makers.

    `sizes` collects the smallest font size used for each essential item (see `essential`)."""

    im: Image.Image
    d: ImageDraw.ImageDraw
    view: dict[str, Any]
    tr: Translate
    names: list[str]
    die: Callable[[str, int | None, int, bool], Image.Image]
    chip: Callable[[str, int], Image.Image]
    icon: Callable[..., Image.Image]
    naive: bool = False
    sizes: dict[str, int] = field(default_factory=dict)

    def paste(self, sprite: Image.Image, x: float, y: float) -> None:
        self.im.paste(sprite, (int(x), int(y)), sprite)

    def text(self, x: float, y: float, text: str, size: int, fill: S.RGB, bold: bool = True,
             align: str = "left") -> int:
        if self.naive:
            return T.draw(self.d, x, y, text, size, fill, bold, align)
        return T.paste(self.im, x, y, text, size, fill, bold, align)

    def essential(self, kind: str, size: int) -> None:
        """Record that an essential item (a VP total, a die of the roll…) was drawn at `size`."""
        self.sizes[kind] = min(size, self.sizes.get(kind, size))

    def name(self, p: int) -> str:
        return player_name(self.names, self.tr, p)
