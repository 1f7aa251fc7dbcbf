"""Board geometry, shared drawing primitives and the drawing context of the board picture."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from rendering import text as T
from rendering.alien_frontiers import style as S

Translate = Callable[..., str]
Rect = tuple[int, int, int, int]  # x, y, w, h

W, H = 1400, 1000
COLOURS = ("red", "blue", "yellow", "green")
TERRITORIES = ("asimov", "bradbury", "burroughs", "heinlein", "herbert", "lem", "pohl", "van_vogt")
FIELDS = ("isolation", "positron", "repulsor")
GROUP = {"constructor": 3, "market": 2, "shipyard": 2, "outpost": 3}
DIE, PITCH, SET_GAP = 44, 47, 12
TITLE_H = 42
TINT = 0.72  # how strongly a controlled sector of the planet takes its controller's colour

FAC_RECT: dict[str, Rect] = {
    "solar": (14, 68, 404, 100), "mine": (430, 68, 260, 100), "artifact": (702, 68, 214, 100),
    "constructor": (14, 608, 312, 100), "market": (338, 608, 220, 100),
    "outpost": (570, 608, 164, 100), "terraform": (746, 608, 170, 100),
    "hub": (14, 718, 404, 272), "shipyard": (430, 718, 486, 100), "bay": (430, 828, 486, 162),
}
PLANET_C, PLANET_R = (465, 388), 176
TERR_W, TERR_H, TERR_GAP, TERR_Y = 236, 96, 12, 178
SIDE_X, SIDE_W = 930, 456
TRAY: Rect = (SIDE_X, 68, SIDE_W, 100)
PLAYER_Y, PLAYER_H, PLAYER_GAP = 178, 128, 8


def panel(d: ImageDraw.ImageDraw, r: Rect, fill: S.RGB = S.PANEL, edge: S.RGB = S.PANEL_EDGE,
          width: int = 2) -> None:
    x, y, w, h = r
    d.rounded_rectangle((x, y, x + w - 1, y + h - 1), 12, fill=fill, outline=edge, width=width)


def slot(d: ImageDraw.ImageDraw, x: int, y: int, size: int) -> None:
    d.rounded_rectangle((x, y, x + size - 1, y + size - 1), max(4, size // 6), fill=S.SLOT,
                        outline=S.SLOT_EDGE, width=2)


def title(d: ImageDraw.ImageDraw, r: Rect, label: str, big: int = 19) -> None:
    x, y, w, _ = r
    lines, size = T.fit_lines(label, w - 20, 2, big, 15)
    lh = round(size * 1.12)
    top = y + (TITLE_H - lh * len(lines)) // 2 + 1
    for k, ln in enumerate(lines):
        T.draw(d, x + w / 2, top + k * lh, ln, size, S.TITLE, align="center")


@dataclass
class Ctx:
    """One picture being drawn: the image, the view, the reader's language and the sprite makers."""

    im: Image.Image
    d: ImageDraw.ImageDraw
    view: dict[str, Any]
    tr: Translate
    names: list[str]
    die: Callable[[str, int | None, int, bool], Image.Image]
    chip: Callable[[str, int], Image.Image]
    icon: Callable[[str, int], Image.Image]
    naive: bool = False

    def paste(self, sprite: Image.Image, x: float, y: float) -> None:
        self.im.paste(sprite, (int(x), int(y)), sprite)

    def text(self, x: float, y: float, text: str, size: int, fill: S.RGB, bold: bool = True,
             align: str = "left") -> int:
        if self.naive:
            return T.draw(self.d, x, y, text, size, fill, bold, align)
        return T.paste(self.im, x, y, text, size, fill, bold, align)

    def name(self, p: int) -> str:
        return self.names[p] if p < len(self.names) and self.names[p] else S.LETTER[COLOURS[p]]
